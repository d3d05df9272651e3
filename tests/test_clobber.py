"""A move or copy onto an existing file the request never asked to replace is not run
(agent/clobber.py), on real files and through the real loop."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import grounding
from jarvis_voice.agent.clobber import NOT_REPLACED, replaced_files, replaces_unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

MOVE_LINE = "draft.txt의 내용을 notes.txt 맨 밑으로 옮기고 draft.txt는 지워 줘"


@pytest.fixture
def files(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("Water the plants\nBack up the laptop\n")
    (tmp_path / "draft.txt").write_text("ideas for the summer menu\n")
    (tmp_path / "docs").mkdir()
    os.symlink(tmp_path / "notes.txt", tmp_path / "link.txt")
    return tmp_path


@pytest.mark.parametrize(
    ("command", "replaced"),
    [
        ("mv draft.txt notes.txt", ["notes.txt"]),  # fresh16 write-38
        ("cp draft.txt notes.txt && rm draft.txt", ["notes.txt"]),
        ("mv -f ./draft.txt ./notes.txt", ["./notes.txt"]),
        ("/bin/mv draft.txt notes.txt", ["notes.txt"]),
        # nothing replaced: a new name, a folder, a safe option, the file onto itself
        ("mv draft.txt ideas.txt", []),
        ("mv draft.txt docs", []),
        ("mv -n draft.txt notes.txt", []),
        ("cp -i draft.txt notes.txt", []),
        ("mv --backup=numbered draft.txt notes.txt", []),
        ("cp notes.txt ./notes.txt", []),
        ("mv draft.txt notes.txt docs/", []),  # two sources into a folder
        ("cat draft.txt >> notes.txt", []),
        ("mv draft.txt link.txt", []),  # a symlink is not a regular file's text
        ("mv 'unclosed", []),
    ],
)
def test_the_files_a_command_would_write_over(
    files: Path, command: str, replaced: list[str]
) -> None:
    assert replaced_files(command, files) == replaced


@pytest.mark.parametrize(
    ("request_text", "refused"),
    [
        (MOVE_LINE, True),
        ("Move the line in draft.txt to the end of notes.txt, then delete draft.txt.", True),
        ("Overwrite notes.txt with draft.txt.", False),
        ("notes.txt를 draft.txt로 덮어써 줘", False),
        ("Replace notes.txt with the draft.", False),
    ],
)
def test_replacing_is_refused_unless_asked(files: Path, request_text: str, refused: bool) -> None:
    args = {"command": "mv draft.txt notes.txt"}
    why = replaces_unasked(request_text, "bash", args, files)
    assert (why == "notes.txt") is refused
    said = grounding.unasked(request_text, "bash", args, files)
    assert (said == NOT_REPLACED.format(name="notes.txt")) is refused
    assert replaces_unasked(request_text, "write_file", {"path": "notes.txt"}, files) is None


def test_the_loop_keeps_the_file_and_the_model_appends_instead(files: Path) -> None:
    """The refused mv never reaches approval or the disk; the model's next calls add the line
    and delete the draft, and notes.txt keeps every line it had."""
    clobber = ToolCall(id="1", name="bash", arguments={"command": "mv draft.txt notes.txt"})
    append = ToolCall(
        id="2", name="write_file",
        arguments={"path": "notes.txt", "content": "ideas for the summer menu", "mode": "append"},
    )  # fmt: skip
    remove = ToolCall(id="3", name="bash", arguments={"command": "rm draft.txt"})
    approver = ScriptedApprover(Answer.ALLOW, Answer.ALLOW, Answer.ALLOW)
    agent, _, _ = make_agent(
        files,
        [LLMReply(tool_calls=[clobber]), LLMReply(tool_calls=[append]),
         LLMReply(tool_calls=[remove]), LLMReply(text="Done: moved it to the end of notes.txt.")],
        approver=approver,
    )  # fmt: skip
    result = run(agent, MOVE_LINE)
    refused = result.outcomes[0]
    assert refused.result.is_error and "notes.txt exists" in refused.result.content
    asked = [(r.tool, r.args.get("command")) for r in approver.requests]
    assert ("bash", "mv draft.txt notes.txt") not in asked and ("bash", "rm draft.txt") in asked
    assert (files / "notes.txt").read_text().splitlines() == [
        "Water the plants", "Back up the laptop", "ideas for the summer menu",
    ]  # fmt: skip
    assert not (files / "draft.txt").exists()
