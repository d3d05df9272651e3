"""E3 (`scripts/experiments/procedure_reflection.py --part emma1`): the claimed numbers hold."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts/experiments/procedure_reflection.py"


def load_script(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    spec = importlib.util.spec_from_file_location("procedure_reflection", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_emma1_numbers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("JARVIS_HOME", str(tmp_path))  # the script moves it; restore after
    results = load_script(monkeypatch).emma1(tmp_path)
    last = results["a"][-1]
    assert (last["successes"], last["generation_files"], last["our_files"]) == (30, 10, 1)
    assert (last["generation_calls"], last["our_calls"]) == (10, 10)
    assert all(row["our_files"] <= 1 for row in results["a"])
    b = results["b"]
    assert (b["files_before"], b["files_after"], b["archived"]) == (10, 1, 9)
    assert b["revision_generation"] == 10 and b["second_changed"] is False
    assert results["c"] == {
        "task_types": 40,
        "files": 30,
        "distillation_calls": 30,
        "capped_types": 10,
    }
    assert "(a) KAREN lh_notice" in capsys.readouterr().out
