"""Every test runs with its own temporary JARVIS_HOME: tests never touch ~/.jarvis."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def jarvis_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path_factory.mktemp("jarvis-home")
    monkeypatch.setenv("JARVIS_HOME", str(home))
    for name in list(__import__("os").environ):
        if name.startswith("JARVIS_") and name != "JARVIS_HOME":
            monkeypatch.delenv(name, raising=False)
    return home
