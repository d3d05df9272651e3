"""The one note a request asks about (agent/note_topic.py): an answer that says the whole notes
file is sent back to the grep of its topic — on a real file with the real tools, and through
the real loop."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path
from typing import Any

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent.note_topic import dumped, topic_of
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.tools.base import Tool, ToolContext
from jarvis_voice.tools.builtin.files import ReadFileTool
from support import ScriptedApprover

NOTES = [
    "Meeting with Mina at 3pm on Friday",
    "Call the plumber about the kitchen sink",
    "Renew the domain before June",
    "Water the plants",
    "Back up the laptop",
]
WHOLE = ", ".join(NOTES) + "."


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("\n".join(NOTES) + "\n")
    return tmp_path


def _call(tool: Tool[Any], workdir: Path, **args: Any) -> CallOutcome:
    result = asyncio.run(tool.run(tool.Args.model_validate(args), ToolContext(workdir=workdir)))
    return CallOutcome(ToolCall(id="c", name=tool.name, arguments=dict(args)), result)


@pytest.mark.parametrize(
    ("request_", "topic"),
    [
        ("I left myself a note about my laptop. What did it say?", "laptop"),
        ("What's in my notes about the plumber?", "plumber"),
        ("What did I write down about the domain?", "domain"),
        ("Did I jot anything about plants?", "plants"),
        # no topic named
        ("What does my note say?", None),
        ("What did I write about it?", None),
        ("Read notes.txt", None),
    ],
)  # fmt: skip
def test_the_topic_a_question_about_a_note_names(request_: str, topic: str | None) -> None:
    assert topic_of(request_) == topic


def test_a_whole_file_said_back_is_narrowed_to_its_topics_lines(workspace: Path) -> None:
    request_ = "I left myself a note about my laptop. What did it say?"
    read = _call(ReadFileTool(), workspace, path="notes.txt")
    command = dumped(request_, f"The note says: {WHOLE}", [read])
    assert command == "grep -i -n laptop notes.txt"
    found = subprocess.run(command, shell=True, cwd=workspace, capture_output=True, text=True)
    assert found.stdout == "5:Back up the laptop\n"
    # the answer that says the line, or one other line beside it, stands
    assert dumped(request_, "It says: Back up the laptop.", [read]) is None
    assert dumped(request_, "Back up the laptop (after Water the plants).", [read]) is None
    # a topic no line holds is not narrowed to nothing
    assert dumped("What did I write about the car?", f"Notes: {WHOLE}", [read]) is None
    failed = _call(ReadFileTool(), workspace, path="note.txt")
    assert dumped(request_, f"The note says: {WHOLE}", [failed]) is None


def test_the_loop_answers_from_the_line_about_the_topic(workspace: Path) -> None:
    """fresh18 read-41: the whole file read and said back; the loop greps for the topic (the
    whole read goes from what the model reads) and the model answers from the line."""
    read = ToolCall(id="1", name="read_file", arguments={"path": "notes.txt"})
    agent, backend, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[read]), LLMReply(text=f"The note says: {WHOLE}"),
         LLMReply(text="It says: Back up the laptop.")],
        approver=ScriptedApprover(Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, "I left myself a note about my laptop. What did it say?")
    assert [o.call.name for o in result.outcomes] == ["read_file", "bash"]
    assert result.outcomes[-1].result.content.startswith("5:Back up the laptop\n")
    last = backend.calls[-1]["messages"]
    assert not any(m.role == "tool" and "Water the plants" in m.content for m in last)
    assert result.answer == "It says: Back up the laptop."
