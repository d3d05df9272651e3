"""P1, P2, P4, P6 (plan check): distillation into one file per (agent, task type)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from jarvis_voice.llm.base import LLMReply
from jarvis_voice.procedures.commands import list_text
from jarvis_voice.procedures.episodes import CallRecord
from jarvis_voice.procedures.fileformat import FormatProblem, parse
from jarvis_voice.procedures.store import write_atomic
from procedures_support import distill_reply, learner_with, md_files, success


def test_p1_three_successes_of_one_type_make_a_candidate() -> None:
    learner, _, backend = learner_with([distill_reply()])
    success(learner.episodes, n=2)
    assert learner.distill("main").written == [] and backend.calls == []
    success(learner.episodes, start=2)
    report = learner.distill("main")
    assert report.written == ["read-notes"] and report.llm_calls == 1
    [procedure] = learner.scan().of("main")
    assert procedure.meta.status == "draft" and procedure.meta.source == "edm:main:read_file"
    assert procedure.meta.agent == "main" and procedure.meta.generation == 1
    assert "show me notes2.txt" in procedure.body and "{{args}}" in procedure.body


def test_p1_failures_chat_and_other_agents_do_not_count() -> None:
    learner, _, backend = learner_with([])
    episodes = learner.episodes
    success(episodes, n=2)
    for i in range(3):
        call = CallRecord("read_file", {"path": "x"}, False, "no such file")
        episodes.record("main", f"fail {i}", "no", [call], failed=True)
        episodes.record("main", f"hello {i}", "hi", [], failed=False)
    success(episodes, agent="karen", n=2)
    assert learner.distill("main").written == [] and learner.distill("karen").written == []
    assert backend.calls == []


def test_p2_one_file_per_type_draft_edited_in_place() -> None:
    replies = [distill_reply(), distill_reply(description="Read a named file, generation two")]
    learner, _, _ = learner_with(replies)
    success(learner.episodes, n=3)
    learner.distill("main")
    success(learner.episodes, n=3, start=3)
    report = learner.distill("main")
    assert report.lines == ["distilled read_file generation 2 → draft updated read-notes"]
    assert md_files(learner.store.root) == ["read-notes.md"]
    [procedure] = learner.scan().of("main")
    assert procedure.meta.generation == 2 and "generation two" in procedure.meta.description
    assert "notes5.txt" in procedure.body


def test_p2_handled_generations_never_call_the_llm_again() -> None:
    learner, _, backend = learner_with([distill_reply()])  # exactly one reply: more would fail
    success(learner.episodes, n=5)
    for _ in range(3):
        learner.distill("main")
    assert len(backend.calls) == 1


def test_p2_jumping_generations_distills_only_the_latest() -> None:
    learner, _, backend = learner_with([distill_reply()])
    success(learner.episodes, n=9)
    learner.distill("main")
    assert len(backend.calls) == 1 and learner.scan().of("main")[0].meta.generation == 3


def test_p2_approved_procedure_gets_a_revision_and_approve_swaps_it_in() -> None:
    replies = [distill_reply(), distill_reply(description="Better: read and summarise")]
    learner, _, backend = learner_with(replies)
    success(learner.episodes, n=3)
    learner.distill("main")
    learner.approve("main", "read-notes")
    approved_body = learner.scan().of("main")[0].body
    success(learner.episodes, n=3, start=3)
    assert "revision attached" in learner.distill("main").lines[0]
    [procedure] = learner.scan().of("main")
    assert procedure.body == approved_body and procedure.meta.status == "approved"
    assert procedure.meta.revision is not None and procedure.meta.revision.generation == 2
    assert "revision pending" in list_text(learner, "main")
    learner.approve("main", "read-notes")
    [after] = learner.scan().of("main")
    assert after.meta.revision is None and after.body != approved_body
    assert after.meta.description == "Better: read and summarise"
    assert (after.name, after.meta.source) == ("read-notes", "edm:main:read_file")
    assert len(backend.calls) == 2


def test_p2_rejected_revision_and_rejected_draft_are_not_distilled_again() -> None:
    learner, _, backend = learner_with([distill_reply(), distill_reply()])
    success(learner.episodes, n=3)
    learner.distill("main")
    learner.approve("main", "read-notes")
    success(learner.episodes, n=3, start=3)
    learner.distill("main")
    assert "rejected the revision" in str(learner.reject("main", "read-notes"))
    learner.distill("main")
    [procedure] = learner.scan().of("main")
    assert procedure.meta.revision is None and procedure.meta.generation == 2
    assert len(backend.calls) == 2

    other, _, other_backend = learner_with([distill_reply(name="run-ls")])
    success(other.episodes, agent="karen", tool="bash", n=3)
    other.distill("karen")
    assert "rejected draft run-ls" in str(other.reject("karen", "run-ls"))
    other.distill("karen")
    assert other.scan().of("karen") == [] and len(other_backend.calls) == 1
    assert (other.store.archive_dir / "run-ls.md").exists()  # kept, not deleted


def test_p4_cap_stops_new_task_types_but_revisions_continue() -> None:
    replies = [distill_reply(name=f"p{i}") for i in range(3)]
    learner, _, backend = learner_with(replies, cap=2)
    for tool in ("read_file", "glob", "grep"):
        success(learner.episodes, tool=tool, n=3)
    report = learner.distill("main")
    assert report.capped == ["grep"] and len(backend.calls) == 2
    assert len(learner.scan().of("main")) == 2
    assert "cap 2 reached" in report.lines[-1]
    success(learner.episodes, tool="read_file", n=3, start=10)
    report = learner.distill("main")
    assert report.written == ["p0"] and len(backend.calls) == 3
    assert len(learner.scan().of("main")) == 2


def test_p6_plan_kept_only_with_learned_tools_and_declared_inputs() -> None:
    good = [{"tool": "read_file", "arguments": [{"name": "path", "value": "{{path}}"}]}]
    inputs = [{"name": "path", "description": "the file"}]
    bad_tool = [{"tool": "bash", "arguments": [{"name": "command", "value": "rm -rf x"}]}]
    undeclared = [{"tool": "read_file", "arguments": [{"name": "path", "value": "{{file}}"}]}]
    replies = [
        distill_reply(plan=good, inputs=inputs),
        distill_reply(name="b", plan=bad_tool, inputs=inputs),
        distill_reply(name="c", plan=undeclared, inputs=inputs),
    ]
    learner, _, _ = learner_with(replies)
    for i, tool in enumerate(("read_file", "glob", "grep")):
        # Different tools per turn: no plan can be inferred from the turns themselves.
        learner.episodes.record(
            "main", "a", "ok", [CallRecord(tool, {"path": "a"}, True)], failed=False
        )
        learner.episodes.record(
            "main", "b", "ok", [CallRecord(tool, {"path": "b"}, True)], failed=False
        )
        learner.episodes.record(
            "main",
            "c",
            "ok",
            [CallRecord(tool, {"path": "c"}, True), CallRecord("list_dir", {}, True)][: i + 1],
            failed=False,
        )
    learner.distill("main")
    by_name = {p.name: p for p in learner.scan().of("main")}
    plan = by_name["read-notes"].meta.plan
    assert plan is not None and plan[0].arguments == {"path": "{{path}}"}
    assert by_name["b"].meta.plan is None  # bash was never used by these turns
    assert by_name["c"].meta.plan is None  # {{file}} is not a declared input


def test_unusable_model_answer_falls_back_to_the_turns_and_counts_as_handled() -> None:
    learner, _, backend = learner_with([LLMReply(text="I think you should read files.")])
    success(learner.episodes, n=3)
    report = learner.distill("main")
    assert "model answer unusable" in report.lines[0]
    [procedure] = learner.scan().of("main")
    assert procedure.name == "read-file"
    # The turns agree on the call shape, so their own calls are a replayable plan.
    assert procedure.meta.plan is not None
    assert procedure.meta.plan[0].arguments == {"path": "{{path}}"}
    learner.distill("main")
    assert len(backend.calls) == 1


BROKEN = (
    "---\nname: read-notes\nstatus: approved\nsource: edm:main:read_file\n"
    "tools: [read_file\n---\nbody\n"
)


def test_broken_frontmatter_is_reported_by_name_and_never_touched() -> None:
    learner, _, backend = learner_with([distill_reply(name="list-files")])
    learner.store.root.mkdir(parents=True)
    broken = learner.store.root / "read-notes.md"
    broken.write_text(BROKEN)
    before = broken.stat().st_mtime_ns
    success(learner.episodes, n=3)  # read_file: claimed by the broken file
    success(learner.episodes, tool="glob", n=3)
    report = learner.distill("main")
    assert report.written == ["list-files"] and len(backend.calls) == 1
    assert broken.read_text() == BROKEN and broken.stat().st_mtime_ns == before
    listing = list_text(learner, "main")
    assert "⚠ broken file read-notes.md: frontmatter is not valid YAML" in listing


def test_a_new_draft_never_overwrites_a_broken_file_of_the_same_name() -> None:
    learner, _, _ = learner_with([distill_reply(name="read-notes")])
    learner.store.root.mkdir(parents=True)
    broken = learner.store.root / "read-notes.md"
    broken.write_text("no frontmatter at all\n")
    success(learner.episodes, n=3)
    learner.distill("main")
    assert broken.read_text() == "no frontmatter at all\n"
    [procedure] = learner.scan().of("main")
    assert procedure.name.startswith("read-notes-") and procedure.path != broken


def test_parse_reports_one_clear_line() -> None:
    with pytest.raises(FormatProblem, match="status"):
        parse("---\nname: x\nstatus: maybe\n---\nbody")
    with pytest.raises(FormatProblem, match="no frontmatter"):
        parse("just text")


def test_atomic_write_keeps_the_old_file_when_interrupted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "p.md"
    write_atomic(target, "old")

    def crash(*_: object) -> None:
        raise KeyboardInterrupt  # e.g. Ctrl-C between writing the temp file and the swap

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["p.md"]  # no temp file left behind


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_kill_during_writes_leaves_a_whole_file(tmp_path: Path) -> None:
    """SIGKILL a process that keeps rewriting a procedure: the file is always old or new."""
    target = tmp_path / "p.md"
    bodies = ["A" * 400_000, "B" * 400_000]
    script = textwrap.dedent(
        f"""
        from pathlib import Path
        from jarvis_voice.procedures.fileformat import Meta, render
        from jarvis_voice.procedures.store import write_atomic
        meta = Meta(name="p", status="draft", source="edm:main:bash")
        texts = [render(meta, b * 400_000) for b in "AB"]
        i = 0
        while True:
            write_atomic(Path({str(target)!r}), texts[i % 2])
            i += 1
            if i == 3:
                print("ready", flush=True)
        """
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=os.environ.copy()
    )
    assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    time.sleep(0.2)
    child.send_signal(signal.SIGKILL)
    child.wait()
    meta, body = parse(target.read_text())
    assert meta.name == "p" and body.strip() in bodies


def test_hand_added_keys_survive_a_rewrite() -> None:
    learner, _, _ = learner_with([distill_reply()])
    success(learner.episodes, n=3)
    learner.distill("main")
    [procedure] = learner.scan().of("main")
    text = procedure.path.read_text().replace("status: draft", "status: draft\nnote: mine")
    procedure.path.write_text(text)
    learner.approve("main", "read-notes")
    assert "note: mine" in procedure.path.read_text()
    assert "status: approved" in procedure.path.read_text()
