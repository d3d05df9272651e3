"""E3 (`scripts/experiments/procedure_reflection.py --part emma1`): the "ours" numbers hold.

The script's own inputs (successes per step, legacy files written, task types, the cap) and its
model of the old generation scheme are never asserted. What is asserted is what product code
computed — files, distillation calls, archived files, revisions, capped task types — against
the product's rules (GENERATION_SIZE, one file per task type, the cap) applied to those inputs,
and against the state the product left on disk, read back through the product's own stores.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from jarvis_voice.config import load_settings
from jarvis_voice.procedures.converge import converge
from jarvis_voice.procedures.episodes import EpisodeStore
from jarvis_voice.procedures.learner import GENERATION_SIZE
from jarvis_voice.procedures.runtime import build_learner
from jarvis_voice.procedures.store import ProcedureStore, edm_source

SCRIPT = Path(__file__).resolve().parents[1] / "scripts/experiments/procedure_reflection.py"


def load_script(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    spec = importlib.util.spec_from_file_location("procedure_reflection", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def e3(tmp_path_factory: pytest.TempPathFactory) -> tuple[ModuleType, dict[str, Any], Path]:
    home = tmp_path_factory.mktemp("e3")
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setenv("JARVIS_HOME", str(home))  # the script moves it; restored after
        script = load_script(monkeypatch)
        results = script.emma1(home)
    return script, results, home


def _stores(monkeypatch: pytest.MonkeyPatch, home: Path) -> tuple[EpisodeStore, ProcedureStore]:
    monkeypatch.setenv("JARVIS_HOME", str(home))
    return EpisodeStore(), ProcedureStore()


def test_a_one_file_per_task_type_and_one_call_per_generation(
    e3: tuple[ModuleType, dict[str, Any], Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    script, results, home = e3
    agent, task_type = script.AGENT, script.TASK_TYPE
    rows = results["a"]
    episodes, store = _stores(monkeypatch, home / "a")

    # The input as the product recorded it: every success the script claims is in the database.
    successes = dict(episodes.success_counts(agent))[task_type]
    assert successes == rows[-1]["successes"]
    generations = successes // GENERATION_SIZE
    assert generations > 1  # the scenario crosses generations, or it shows nothing

    # P2: every generation is distilled exactly once (the stub counts the product's LLM calls).
    assert [r["our_calls"] for r in rows] == [r["successes"] // GENERATION_SIZE for r in rows]
    # P2/P5: one file for the task type from its first generation on, never a second one.
    assert [r["our_files"] for r in rows] == [
        min(1, r["successes"] // GENERATION_SIZE) for r in rows
    ]

    # The product's state after the last step agrees with what the script reported.
    [procedure] = store.scan().of(agent)
    assert sorted(p.name for p in store.root.glob("*.md")) == [procedure.path.name]
    assert procedure.task_type == task_type
    assert procedure.meta.source == edm_source(agent, task_type)
    assert procedure.generation == generations
    # Approved after generation 1; every later generation replaced the pending revision (P2).
    assert procedure.meta.status == "approved"
    revision = procedure.meta.revision
    assert revision is not None and revision.origin == "distill"
    assert revision.generation == generations
    assert episodes.distilled_generation(agent, task_type) == generations

    # P2, re-derived here: distilling again with nothing new calls the model no more.
    backend = script.StubDistiller()
    learner, _ = build_learner(load_settings(), backend)
    report = learner.distill(agent)
    assert (backend.calls, report.llm_calls, report.written) == (0, 0, [])


def test_b_a_legacy_disk_converges_to_one_file_and_stays(
    e3: tuple[ModuleType, dict[str, Any], Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    script, results, home = e3
    agent, task_type = script.AGENT, script.TASK_TYPE
    b = results["b"]
    _, store = _stores(monkeypatch, home / "b")

    # Nothing is deleted (P5): every file the script wrote is either kept or archived.
    archived = ProcedureStore(store.archive_dir).scan().procedures
    [kept] = store.scan().procedures
    assert b["files_after"] == 1
    assert b["archived"] == len(archived) == b["files_before"] - 1
    assert all(p.legacy_generation is not None for p in archived)

    # Kept: the approved generation, now under the current source, with the latest draft
    # attached as its revision.
    assert kept.meta.status == "approved"
    assert kept.meta.source == edm_source(agent, task_type) and kept.legacy_generation is None
    assert kept.meta.agent == agent
    latest = max(archived, key=lambda p: p.generation)
    assert latest.meta.status == "draft"
    revision = kept.meta.revision
    assert revision is not None and revision.origin == "converge"
    assert revision.generation == latest.generation == kept.generation
    assert revision.body == latest.body
    assert b["revision_generation"] == revision.generation
    assert b["first_changed"] is True

    # Idempotent: the script's second run changed nothing, and neither does a third one here.
    assert b["second_changed"] is False
    before = {p.name: p.read_bytes() for p in store.root.rglob("*.md")}
    again = converge(store)
    assert not again.changed
    assert {p.name: p.read_bytes() for p in store.root.rglob("*.md")} == before


def test_c_the_cap_stops_new_task_types(
    e3: tuple[ModuleType, dict[str, Any], Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    script, results, home = e3
    agent = script.AGENT
    c = results["c"]
    episodes, store = _stores(monkeypatch, home / "c")

    eligible = [t for t, n in episodes.success_counts(agent) if n >= GENERATION_SIZE]
    assert len(eligible) == c["task_types"] > c["cap"]  # the scenario really hits the cap

    # P4: at most `cap` files; no LLM call for a task type the cap leaves out.
    procedures = store.scan().of(agent)
    assert c["files"] == len(procedures) == c["cap"]
    assert c["distillation_calls"] == c["files"]
    assert c["capped_types"] == len(eligible) - c["cap"]
    # The first task types to succeed are the ones that got a file.
    assert {p.task_type for p in procedures} == set(eligible[: c["cap"]])
