"""read_file of a name that is not where the model said: the only file of that name below the
working directory is read as a call of its own (same approval gate), else named."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from jarvis_voice.activity import ActivityLog
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.files import ReadFileTool
from support import ScriptedApprover


def read(path: str, **more: str) -> LLMReply:
    arguments = {"path": path, **more}
    return LLMReply(tool_calls=[ToolCall(id="r", name="read_file", arguments=arguments)])


def run(tmp_path: Path, steps: list[Any], approver: Any = None, **security: Any) -> Any:
    backend = ScriptedBackend(steps)
    settings = load_settings(security=security) if security else load_settings()
    agent = build_agent(settings, backend, approver, ActivityLog(), workdir=tmp_path)
    return asyncio.run(agent.run_turn("로그 파일 맨 첫 줄 보여 줘")), backend


def test_the_only_file_of_that_name_is_read(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("00:00:57 INFO start\n00:01:00 WARN low\n")
    result, backend = run(
        tmp_path,
        [read("app.log", lines="1"), lambda messages, tools: LLMReply(text=messages[-1].content)],
    )
    seen = backend.calls[1]["messages"][-1].content
    assert seen.endswith("\n[this is logs/app.log; app.log is not here]")
    assert "00:00:57 INFO start" in seen and "WARN" not in seen  # the lines asked for
    # both calls are in the turn's record: the model's and the one that found the file
    assert [(o.call.name, o.call.arguments["path"]) for o in result.outcomes] == [
        ("read_file", "app.log")
    ]


def test_the_found_file_passes_the_approval_gate_itself(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("secret line\n")
    approver = ScriptedApprover(Answer.ALLOW, Answer.DENY)  # app.log yes, logs/app.log no
    _, backend = run(
        tmp_path,
        [read("app.log"), lambda messages, tools: LLMReply(text="done")],
        approver,
        require_approval_for=["read_file"],
    )
    assert [r.args["path"] for r in approver.requests] == ["app.log", "logs/app.log"]
    contents = " ".join(m.content for m in backend.calls[-1]["messages"])
    assert "secret line" not in contents


def test_two_files_of_that_name_are_named_not_read(tmp_path: Path) -> None:
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "app.log").write_text(f"{folder} log\n")
    _, backend = run(
        tmp_path, [read("app.log"), lambda messages, tools: LLMReply(text="which one?")]
    )
    seen = backend.calls[1]["messages"][-1].content
    assert "did you mean a/app.log or b/app.log?" in seen and "a log" not in seen


def test_without_a_turn_the_tool_only_names_it(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("line\n")
    tool = ReadFileTool()
    args = tool.Args.model_validate({"path": "app.log"})
    result = asyncio.run(tool.run(args, ToolContext(workdir=tmp_path)))
    assert result.is_error and result.content.endswith("; did you mean logs/app.log?")


def test_a_todo_list_read_whole_counts_its_checklist_items(tmp_path: Path) -> None:
    (tmp_path / "todo.md").write_text(
        "# TODO\n\n- [ ] fix the login bug\n- [x] update README\n* [ ] order flour\n1. [X] ship\n"
    )
    tool = ReadFileTool()
    args = tool.Args.model_validate({"path": "todo.md"})
    result = asyncio.run(tool.run(args, ToolContext(workdir=tmp_path)))
    assert result.content.splitlines()[-1] == (
        "[the whole file: 6 lines (5 not blank), 21 words, 82 characters; 4 checklist items: "
        "2 checked, "
        "2 unchecked]"
    )


def test_a_name_without_its_extension_reads_the_one_file_it_can_be(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text("# Bakery\n\n## Layout\n- src/\n")
    _, backend = run(
        tmp_path, [read("README"), lambda messages, tools: LLMReply(text="It has a Layout.")]
    )
    seen = backend.calls[1]["messages"][-1].content
    assert seen.endswith("\n[this is README.md; README is not here]")
    assert "## Layout" in seen
