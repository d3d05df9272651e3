"""R1–R4: failure reflection with a scripted reflector; every rule checked by call counts."""

from __future__ import annotations

import pytest

from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.procedures.runtime import build_learner
from procedures_support import (
    distill_reply,
    failure,
    learner_with,
    md_files,
    reflect_reply,
    success,
)


def user_prompts(backend: ScriptedBackend) -> list[str]:
    return [call["messages"][-1].content for call in backend.calls]


def test_r1_latest_three_per_type_at_most_two_batches_per_tick() -> None:
    learner, reflector, _ = learner_with([reflect_reply(), reflect_reply(), reflect_reply()])
    episodes = learner.episodes
    read_ids = failure(episodes, tool="read_file", n=5)
    failure(episodes, tool="bash", n=1)
    failure(episodes, tool="glob", n=1)
    report = reflector.reflect("main", max_batches=2)
    assert [b.task_type for b in report.batches] == ["glob", "bash"]  # newest failure first
    assert report.remaining == 1 and report.llm_calls == 2
    report = reflector.reflect("main", max_batches=2)
    [batch] = report.batches
    assert batch.task_type == "read_file" and batch.batch_key.endswith(
        f"{read_ids[2]}-{read_ids[4]}"
    )
    marked = {e.id: e for e in episodes.query("main", task_type="read_file", limit=10)}
    assert all(marked[i].reflection == "revised" for i in read_ids[2:])
    assert all(marked[i].reflection_batch == batch.batch_key for i in read_ids[2:])
    assert all(marked[i].reflection is None for i in read_ids[:2])  # a later tick's batch


def test_r1_schema_failure_is_a_rejection_never_a_write() -> None:
    replies = [LLMReply(text="not json at all"), LLMReply(text='{"scope": "routing"}')]
    learner, reflector, backend = learner_with(replies)
    failure(learner.episodes, n=3)
    [batch] = reflector.reflect("main").batches
    assert batch.result == "rejected" and len(backend.calls) == 2
    assert "schema" in batch.attempts[1].verdict.reason
    assert md_files(learner.store.root) == []
    assert learner.episodes.rejections("main", "read_file") == 1


def test_r2_execution_slip_writes_nothing() -> None:
    slip = reflect_reply(scope="execution_slip", action="no_change", content="")
    learner, reflector, _ = learner_with([slip])
    failure(learner.episodes, n=2)
    [batch] = reflector.reflect("main").batches
    assert batch.result == "no_change" and md_files(learner.store.root) == []
    assert {e.reflection for e in learner.episodes.query("main")} == {"no_change"}


def test_r2_procedure_new_draft_then_draft_revised_in_place() -> None:
    learner, reflector, _ = learner_with(
        [reflect_reply(), reflect_reply(content="1. glob for the file first\n2. read_file it")]
    )
    failure(learner.episodes, n=3)
    reflector.reflect("main")
    [draft] = learner.scan().of("main")
    assert draft.meta.status == "draft" and draft.meta.source == "edm:main:read_file"
    assert "list_dir the folder first" in draft.body and "{{args}}" in draft.body
    failure(learner.episodes, n=1)
    reflector.reflect("main")
    [revised] = learner.scan().of("main")
    assert revised.path == draft.path and "glob for the file first" in revised.body


def test_r2_approved_procedure_gets_a_revision() -> None:
    learner, reflector, _ = learner_with([distill_reply(), reflect_reply()])
    success(learner.episodes, n=3)
    learner.distill("main")
    learner.approve("main", "read-notes")
    body = learner.scan().of("main")[0].body
    failure(learner.episodes, n=2)
    reflector.reflect("main")
    [procedure] = learner.scan().of("main")
    assert procedure.body == body and procedure.meta.revision is not None
    assert procedure.meta.revision.origin == "reflection"
    assert "list_dir the folder first" in procedure.meta.revision.body


def test_r2_task_pattern_draft_becomes_a_task_pattern_when_approved() -> None:
    behaviour = reflect_reply(
        scope="agent_behavior",
        action="task_pattern",
        name="Check before reading",
        when="the user names a file",
        content="Check that the file exists before reading it.",
        keywords=["file", "read"],
    )
    learner, reflector, _ = learner_with([behaviour])
    failure(learner.episodes, n=3)
    reflector.reflect("main")
    assert md_files(learner.store.root) == ["pattern-check-before-reading.md"]
    [draft] = learner.scan().of("main")
    assert draft.is_pattern and draft.meta.keywords == ["file", "read"]
    answer = str(learner.approve("main", "pattern-check-before-reading"))
    assert "now a task pattern of main" in answer
    assert md_files(learner.store.root) == []  # the file goes: it lives on as a pattern
    [pattern] = learner.patterns.of("main")
    assert pattern.when == "the user names a file" and "exists" in pattern.content


def test_r3_rejection_goes_back_once_with_its_reason() -> None:
    wrong_pair = reflect_reply(scope="procedure", action="task_pattern")
    learner, reflector, backend = learner_with([wrong_pair, reflect_reply()])
    failure(learner.episodes, n=3)
    [batch] = reflector.reflect("main").batches
    assert batch.result == "revised" and len(batch.attempts) == 2
    retry = user_prompts(backend)[1]
    assert retry.startswith("Rejected: scope procedure allows only action revise_procedure")


def test_r3_second_rejection_writes_nothing() -> None:
    copy = reflect_reply(content="Remember: " + "show me the missing file 0 " * 3)
    learner, reflector, backend = learner_with([copy, copy])
    failure(learner.episodes, n=1, request="show me the missing file 0 " * 3)
    [batch] = reflector.reflect("main").batches
    assert batch.result == "rejected" and len(backend.calls) == 2
    assert "verbatim" in batch.attempts[-1].verdict.reason
    assert md_files(learner.store.root) == []


def test_r3_graded_answer_is_never_written() -> None:
    cheat = reflect_reply(content="1. The answer is 1520.06\n2. say it")
    learner, reflector, _ = learner_with([cheat, cheat])
    failure(learner.episodes, n=2, expected="1520.06")
    [batch] = reflector.reflect("main").batches
    assert batch.result == "rejected" and "graded answer" in batch.attempts[0].verdict.reason


def test_r4_reflected_episodes_are_never_reflected_again() -> None:
    learner, reflector, backend = learner_with([reflect_reply()])
    failure(learner.episodes, n=3)
    reflector.reflect("main")
    assert reflector.reflect("main").batches == [] and len(backend.calls) == 1


def test_r4_two_rejected_batches_block_until_one_success() -> None:
    bad = LLMReply(text="nope")
    learner, reflector, backend = learner_with([bad] * 4 + [reflect_reply()])
    episodes = learner.episodes
    failure(episodes, n=3)
    reflector.reflect("main")
    failure(episodes, n=3)
    reflector.reflect("main")
    assert len(backend.calls) == 4 and episodes.rejections("main", "read_file") == 2
    failure(episodes, n=3)
    [blocked] = reflector.reflect("main").batches
    assert blocked.result == "blocked" and len(backend.calls) == 4  # marked, no LLM
    assert {e.reflection for e in episodes.query("main", limit=3)} == {"blocked"}
    success(episodes, n=1)  # the type succeeds once: reflection is back
    failure(episodes, n=1)
    [again] = reflector.reflect("main").batches
    assert again.result == "revised" and len(backend.calls) == 5


def test_r4_overflow_tells_the_reflector_one_step_was_too_big() -> None:
    learner, reflector, backend = learner_with([reflect_reply()])
    failure(learner.episodes, n=1, overflow=True)
    reflector.reflect("main")
    assert "one step was too big" in user_prompts(backend)[0]


def test_reflector_sees_the_whole_long_request() -> None:
    learner, reflector, backend = learner_with([reflect_reply()])
    request = "Solve this puzzle. " + "context " * 300 + "FORMAT: answer with one letter."
    failure(learner.episodes, n=1, request=request)
    reflector.reflect("main")
    prompt = user_prompts(backend)[0]
    assert "FORMAT: answer with one letter." in prompt and request[:1500] in prompt


def test_r4_reflect_false_makes_no_llm_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JARVIS_PROCEDURES__REFLECT", "false")
    backend = ScriptedBackend([])
    learner, reflector = build_learner(load_settings(), backend)
    failure(learner.episodes, n=3)
    assert reflector.reflect("main").batches == [] and backend.calls == []
    assert all(e.reflection is None for e in learner.episodes.query("main"))


def test_no_free_slot_rejects_a_new_draft() -> None:
    learner, reflector, _ = learner_with([reflect_reply(), reflect_reply()], cap=1)
    learner.store.root.mkdir(parents=True)
    success(learner.episodes, tool="glob", n=3)
    learner.distiller.backend = None  # a recipe from the turns fills the single slot
    learner.distill("main")
    failure(learner.episodes, n=2)
    [batch] = reflector.reflect("main").batches
    assert batch.result == "rejected" and "no free slot" in batch.attempts[-1].verdict.reason
