"""Real runs on the embedded model (slow; CI runs them): distillation and guarded reflection.

The reflection test is the "at least one real run" of the issue: the embedded model reflects
on three failed turns and the proposal must pass `update_guard` and become a draft on disk. If
it does not, the assertion message records why (every attempt's raw answer and verdict).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from jarvis_voice.config import load_settings
from jarvis_voice.llm.embedded import EmbeddedBackend
from jarvis_voice.llm.factory import make_backend
from jarvis_voice.procedures.episodes import CallRecord
from jarvis_voice.procedures.fileformat import parse
from jarvis_voice.procedures.guard import update_guard
from jarvis_voice.procedures.reflection import guard_context
from jarvis_voice.procedures.runtime import build_learner

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def embedded() -> Iterator[EmbeddedBackend]:
    backend = make_backend(load_settings(llm={"backend": "embedded"}).llm)
    assert isinstance(backend, EmbeddedBackend)
    backend.load()
    yield backend


def test_embedded_distillation_writes_a_valid_draft(embedded: EmbeddedBackend) -> None:
    learner, _ = build_learner(load_settings(), embedded)
    for path in ("README.md", "CHANGES.md", "docs/intro.md"):
        learner.episodes.record(
            "main",
            f"Show me the first 20 lines of {path}",
            f"Here are the first lines of {path}.",
            [CallRecord("read_file", {"path": path, "limit": 20}, True)],
            failed=False,
        )
    report = learner.distill("main")
    assert report.llm_calls == 1, report
    [procedure] = learner.scan().of("main")
    meta, body = parse(procedure.path.read_text())
    assert meta.status == "draft" and meta.source == "edm:main:read_file"
    assert "model answer unusable" not in report.lines[0], report.lines
    assert "1. " in body and "{{args}}" in body
    print(procedure.path.read_text())  # the record, visible with -s
    # The turns agreed on their calls, so the draft carries a replayable plan with one input.
    assert meta.plan is not None and meta.plan[0].arguments["path"] == "{{path}}"


FAILURES = [
    (
        "Count the lines of every python file under src and tell me the total",
        "wc -l src/*.py | tail -1",
        "wc: 'src/*.py': No such file or directory",
    ),
    (
        "How many lines of python are in the tests folder, all files together?",
        "wc -l tests/*.py",
        "wc: tests/*.py: No such file or directory",
    ),
    (
        "Total line count of the python files in lib please",
        "cat lib/*.py | wc -l",
        "cat: 'lib/*.py': No such file or directory",
    ),
]


def test_embedded_reflection_writes_a_draft_that_passes_the_guard(
    embedded: EmbeddedBackend,
) -> None:
    learner, reflector = build_learner(load_settings(), embedded)
    for request, command, error in FAILURES:
        learner.episodes.record(
            "main",
            request,
            "Sorry, that command failed.",
            [CallRecord("bash", {"command": command}, False, error)],
            failed=True,
        )
    report = reflector.reflect("main", max_batches=1)
    [batch] = report.batches
    record = [
        {"answer": a.raw, "accepted": a.verdict.accepted, "reason": a.verdict.reason}
        for a in batch.attempts
    ]
    why = json.dumps(record, ensure_ascii=False, indent=1)
    assert batch.result in ("revised", "pattern"), f"no draft written; attempts: {why}"
    accepted = batch.attempts[-1].proposal
    assert accepted is not None
    episodes = learner.episodes.query("main", failed=True)
    scan = learner.scan()
    # The guard is pure: judged again against the batch (minus the slot it now occupies).
    context = guard_context(learner, "main", "bash", episodes, scan)
    again = update_guard(accepted, replace(context, entries=0))
    assert again.accepted, again
    [draft] = scan.of("main")
    print(f"attempts: {why}\n{draft.path.read_text()}")  # the record, visible with -s
    assert draft.meta.status == "draft" and draft.name == batch.written
    assert all(e.reflection == batch.result for e in episodes)


def test_the_learning_process_runs_the_real_model_and_waits_for_requests() -> None:
    """The worker process loads the same GGUF, answers constrained JSON, and is stopped while
    a request is in flight (it answers only after the idle window)."""
    from jarvis_voice.foreground import Foreground
    from jarvis_voice.procedures.learning_process import LearningProcess

    fg = Foreground()
    worker = LearningProcess(load_settings(llm={"backend": "embedded"}).llm, foreground=fg)
    schema = {
        "type": "object",
        "properties": {"colour": {"type": "string", "maxLength": 20}},
        "required": ["colour"],
    }
    request = {
        "kind": "json",
        "messages": [{"role": "user", "content": "Name one colour of the sky."}],
        "schema": schema,
        "max_tokens": 24,
    }
    try:
        first = worker.call(request, idle_seconds=0.2)
        assert isinstance(first["colour"], str) and first["colour"]
        answers: list[float] = []
        fg.request_started()
        thread = threading.Thread(
            target=lambda: (worker.call(request, 0.5), answers.append(time.monotonic()))
        )
        thread.start()
        time.sleep(3.0)
        assert answers == [] and worker.pauses == 1  # stopped before it could answer
        stat = Path(f"/proc/{worker.pid}/stat").read_text().rsplit(")", 1)[1].split()
        assert stat[0] == "T"  # stopped: no CPU while the request runs
        fg.request_ended()
        ended = time.monotonic()
        thread.join(120)
        assert answers and answers[0] - ended >= 0.5
    finally:
        worker.close()
    assert worker.pid is None
