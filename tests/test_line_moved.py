"""One line of a named file, named by its topic, moved to the top or bottom with the rest in
order (agent/line_moved.py), on real files: the request read, a made-up rewrite or a csv_edit
refused in one line, and the loop that moves it after the model wrote invented notes over the
file (fresh43 write-91)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import line_moved
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

MOVE_EN = (
    "The plumber thing is urgent now. Move that note to the top of notes.txt and leave the rest "
    "in order."
)
NOTES = [
    "Meeting with Mina at 3pm on Friday", "Buy flour and sugar",
    "Call the plumber about the kitchen sink", "Send the invoice to Daniel",
    "Water the plants", "Back up the laptop",
]  # fmt: skip
PLUMBER_TOP = [NOTES[2], *NOTES[:2], *NOTES[3:]]


@pytest.fixture
def work(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("\n".join(NOTES) + "\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "asked"),
    [(MOVE_EN, ("notes.txt", "top")),
     ("Move the note about the plants to the bottom of notes.txt.", ("notes.txt", "bottom")),
     ("notes.txt에서 Daniel 메모를 맨 위로 올려 줘.", ("notes.txt", "top")),
     ("notes.txt의 Mina 항목은 맨 아래로 옮겨 줘", ("notes.txt", "bottom")),
     ("Put the invoice item first in todo.md", ("todo.md", "top"))],
)  # fmt: skip
def test_the_move_is_read(request_: str, asked: tuple[str, str]) -> None:
    assert line_moved.move_asked(request_) == asked


@pytest.mark.parametrize(
    "request_",
    ["Put 'Buy milk' at the top of notes.txt",  # a quoted line: placement's
     "Move the items I've already finished to the bottom of todo.md",  # done_last's
     "Reorder the notes in notes.txt by length, the longest first.",  # length_order's
     "Move the Layout section to the top of README.md",  # section_move's
     "Which note is at the top of notes.txt?",  # a question
     "Move the plumber note to the top of notes.txt and todo.md"],  # two files
)  # fmt: skip
def test_no_move_is_read_from_other_requests(request_: str) -> None:
    assert line_moved.move_asked(request_) is None


def test_only_one_line_named_is_moved() -> None:
    text = "\n".join(NOTES) + "\n"
    assert line_moved.moved(text, ["plumber", "urgent"], "top") == "\n".join(PLUMBER_TOP) + "\n"
    assert line_moved.moved(text, ["laptop"], "top") == "\n".join([NOTES[5], *NOTES[:5]]) + "\n"
    assert line_moved.moved(text, ["the"], "top") is None  # many lines: none is the one
    assert line_moved.moved(text, ["cake"], "top") is None  # no line
    assert line_moved.moved("# Notes\na plumber\nb\n", ["plumber"], "top") is None


def test_a_made_up_rewrite_and_a_csv_edit_are_refused(work: Path) -> None:
    invented = {"path": "notes.txt", "content": "buy eggs\nbuy milk\n"}  # write-91's write
    refused = unasked(MOVE_EN, "write_file", invented, work)
    assert refused is not None and "write_file with" in refused and "\n" not in refused
    assert "Call the plumber" in refused
    column = {"path": "notes.txt", "action": "move_column", "column": "plumber"}
    assert unasked(MOVE_EN, "csv_edit", column, work) is not None
    right = {"path": "notes.txt", "content": "\n".join(PLUMBER_TOP) + "\n"}
    assert unasked(MOVE_EN, "write_file", right, work) is None


def test_the_loop_moves_the_note_after_a_refused_rewrite(work: Path) -> None:
    invented = {"path": "notes.txt", "content": "buy eggs\nbuy milk\n"}
    write = ToolCall(id="1", name="write_file", arguments=invented)
    said = "The note was moved to the top of notes.txt."
    agent, _, _ = make_agent(
        work, [LLMReply(tool_calls=[write]), LLMReply(text=said), LLMReply(text=said),
               LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, MOVE_EN)
    assert (work / "notes.txt").read_text().splitlines() == PLUMBER_TOP
    assert line_moved.right_call(MOVE_EN, work) is None  # moved: nothing left to do
