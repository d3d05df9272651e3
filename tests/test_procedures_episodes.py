"""P1 turn episodes in SQLite, recorded by the AgentLoop observer; memory tools (B)."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.procedures.db import Database
from jarvis_voice.procedures.episodes import CallRecord, EpisodeStore, clip_args
from jarvis_voice.procedures.memory_tools import (
    RecallArgs,
    RecallEpisodesTool,
    RememberArgs,
    RememberTaskPatternTool,
)
from jarvis_voice.procedures.patterns import TaskPatternStore
from jarvis_voice.tools.base import ToolContext
from procedures_support import agent_for, run
from support import ScriptedApprover


def read(path: str, id_: str = "c1") -> ToolCall:
    return ToolCall(id=id_, name="read_file", arguments={"path": path})


def test_observer_records_full_request_calls_and_task_type(
    tmp_path: Path, jarvis_home: Path
) -> None:
    (tmp_path / "a.txt").write_text("alpha\n")
    long_request = "read a.txt please " + "x" * 5000  # far beyond the original 1,000-char cut
    agent, _, _ = agent_for(
        tmp_path,
        [LLMReply(tool_calls=[read("a.txt")]), LLMReply(text="It says alpha.")],
    )
    run(agent, long_request)
    [episode] = EpisodeStore().query("main")
    assert episode.request == long_request
    assert episode.answer == "It says alpha."
    assert episode.task_type == "read_file"
    assert [c.name for c in episode.successful_calls] == ["read_file"]
    assert not episode.failed and not episode.overflow
    assert (jarvis_home / "episodes.sqlite3").exists()
    with sqlite3.connect(jarvis_home / "episodes.sqlite3") as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_failed_and_refused_turns_are_marked(tmp_path: Path) -> None:
    steps = [
        LLMReply(tool_calls=[read("missing.txt")]),
        LLMReply(text="No such file."),
        LLMReply(text="It is not there."),  # after the grounding check's one correction
        LLMReply(tool_calls=[ToolCall(id="b", name="bash", arguments={"command": "ls"})]),
    ]
    agent, _, _ = agent_for(tmp_path, steps, ScriptedApprover(Answer.DENY))
    run(agent, "read missing.txt")
    run(agent, "run ls")
    denied, failed = EpisodeStore().query("main")
    assert failed.failed and not failed.refused and failed.calls[0].error
    assert denied.failed and denied.refused and denied.task_type == "bash"
    assert EpisodeStore().unreflected_failures("main").keys() == {"read_file"}


def test_chat_without_tools_has_no_task_type_and_commands_are_not_episodes(
    tmp_path: Path,
) -> None:
    agent, _, _ = agent_for(tmp_path, [LLMReply(text="Hello!")])
    run(agent, "hi")
    run(agent, "/procedures list")
    [episode] = EpisodeStore().query("main")
    assert episode.task_type is None and episode.calls == ()
    assert EpisodeStore().success_counts("main") == []


def test_overflow_is_recorded(tmp_path: Path) -> None:
    steps = [LLMReply(tool_calls=[read(f"f{i}.txt", f"c{i}")]) for i in range(3)]
    agent, _, _ = agent_for(tmp_path, steps)
    agent.config.max_model_calls = 3
    run(agent, "keep reading")
    [episode] = EpisodeStore().query("main")
    assert episode.overflow and episode.failed


def test_argument_values_are_clipped_to_200_chars() -> None:
    clipped = clip_args({"content": "y" * 500, "n": 3, "items": list(range(200))})
    assert len(clipped["content"]) == 200 and clipped["n"] == 3
    assert isinstance(clipped["items"], str) and len(clipped["items"]) == 200
    assert clip_args("not json" * 100)["_raw"].endswith("…")


def test_recall_episodes_filters_by_condition_and_agent() -> None:
    store = EpisodeStore(Database())
    store.record("main", "read a", "ok", [CallRecord("read_file", {}, True)], failed=False)
    store.record("main", "run ls", "no", [CallRecord("bash", {}, False, "boom")], failed=True)
    store.record("karen", "read secret", "ok", [CallRecord("read_file", {}, True)], failed=False)
    tool = RecallEpisodesTool(store)
    ctx = ToolContext(workdir=Path("."), agent_id="main")

    def recall(**kwargs: object) -> str:
        return asyncio.run(tool.run(RecallArgs.model_validate(kwargs), ctx)).content

    assert "run ls" in recall(outcome="failed") and "read a" not in recall(outcome="failed")
    assert "read a" in recall(task_type="read_file")
    assert "secret" not in recall(contains="read")  # another agent's turn: never visible
    assert recall(contains="nothing like this") == "No matching past turns."
    assert recall(limit=1).count("request:") == 1


def test_remember_task_pattern_stores_a_pattern_of_the_calling_agent() -> None:
    patterns = TaskPatternStore()
    tool = RememberTaskPatternTool(patterns)
    ctx = ToolContext(workdir=Path("."), agent_id="karen")
    args = RememberArgs(
        name="Answer in tables",
        when="when comparing loans",
        content="Put the options in a table, one row per loan.",
        keywords="loan, compare",
    )
    result = asyncio.run(tool.run(args, ctx))
    assert not result.is_error and "answer-in-tables" in result.content
    [pattern] = patterns.of("karen")
    assert pattern.keywords == ("loan", "compare") and pattern.source == "user"
    assert patterns.of("main") == []
    assert patterns.best_matches("karen", "compare these two LOAN offers") == [pattern]
    empty = asyncio.run(tool.run(RememberArgs(name="x", when="", content=""), ctx))
    assert empty.is_error


def test_memory_tools_are_visible_to_every_agent(tmp_path: Path) -> None:
    agent, _, _ = agent_for(tmp_path, [], agent_id="karen")
    assert {"recall_episodes", "remember_task_pattern"} <= set(agent.visible_tools())


def test_matching_task_patterns_join_the_system_prompt(tmp_path: Path) -> None:
    from jarvis_voice.procedures.patterns import TaskPattern

    TaskPatternStore().save(
        TaskPattern("main", "tables", "comparing loans", "Use a table.", ("loan",), "user")
    )
    agent, backend, _ = agent_for(tmp_path, [LLMReply(text="ok"), LLMReply(text="ok")])
    run(agent, "compare this loan with that one")
    run(agent, "good morning")
    first, second = (call["messages"][0].content for call in backend.calls)
    assert "- When comparing loans: Use a table." in first
    assert "Use a table." not in second
