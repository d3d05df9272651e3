"""The architecture's import rules, checked on the source (docs/architecture.md):
front ends sit on `core`, and nothing below a front end imports one."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from jarvis_voice.core.render import _DECISION_TEXT
from jarvis_voice.policy.reasons import Reason

PACKAGE = Path(__file__).resolve().parents[1] / "jarvis_voice"
# package → packages it must never import (front ends are web, cli; voice is one too)
FORBIDDEN = {
    "voice": ("jarvis_voice.web", "jarvis_voice.cli"),
    "core": ("jarvis_voice.web", "jarvis_voice.cli", "jarvis_voice.voice"),
    "approval": ("jarvis_voice.web", "jarvis_voice.cli", "jarvis_voice.voice"),
    "policy": ("jarvis_voice.web", "jarvis_voice.cli", "jarvis_voice.voice", "jarvis_voice.core"),
    "agent": ("jarvis_voice.web", "jarvis_voice.cli", "jarvis_voice.voice"),
    "audit": ("jarvis_voice.web", "jarvis_voice.cli", "jarvis_voice.voice"),
}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):  # also imports inside functions and TYPE_CHECKING blocks
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_no_layer_imports_a_front_end_above_it(package: str) -> None:
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in sorted((PACKAGE / package).rglob("*.py"))
        for name in sorted(imported_modules(path))
        if name.startswith(FORBIDDEN[package])
    ]
    assert offenders == []


def test_voice_without_the_web_never_loads_the_web_package() -> None:
    """`jarvis voice run --no-web` builds no web app: its whole import graph stays web-free."""
    code = (
        "import sys, jarvis_voice.cli.voice_run, jarvis_voice.voice.runner, "
        "jarvis_voice.core.session, jarvis_voice.voice.assistant;"
        "print(sorted(m for m in sys.modules if m.startswith(('jarvis_voice.web', 'fastapi'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_every_reason_has_activity_text() -> None:
    assert set(_DECISION_TEXT) == set(Reason)
