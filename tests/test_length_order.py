"""A file's lines ordered by their length (agent/length_order.py), on real files: the request
read (not a question about lengths), a csv_edit or another write refused in one line, ties kept
in order, and the loop that writes the order after the model only printed the lengths (fresh42
write-89)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import length_order, line_lengths
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

ORDER_EN = "Reorder the notes in notes.txt by length: the shortest note first, the longest last."
NOTES = [
    "Call the plumber about the kitchen sink", "Buy oat milk", "Water the plants",
    "Renew the domain before June", "Back up the laptop", "Pay rent",
]  # fmt: skip


@pytest.fixture
def work(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("\n".join(NOTES) + "\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "asked"),
    [(ORDER_EN, ("notes.txt", False)),
     ("Sort memo.txt by line length, longest first.", ("memo.txt", True)),
     ("notes.txt 메모를 긴 것부터 순서대로 정렬해 줘", ("notes.txt", True)),
     ("notes.txt 줄들을 길이가 짧은 순으로 정렬해 줘", ("notes.txt", False)),
     ("Arrange the lines of todo.md by length, the shortest at the bottom.", ("todo.md", True)),
     ("notes.txt를 길이 순서대로 다시 배열해 줘", ("notes.txt", False))],
)  # fmt: skip
def test_the_order_is_read(request_: str, asked: tuple[str, bool]) -> None:
    assert length_order.order_asked(request_) == asked


@pytest.mark.parametrize(
    "request_",
    ["What is the average line length in notes.txt?", "Which note in notes.txt is the longest?",
     "Sort notes.txt alphabetically.", "notes.txt에서 제일 긴 줄이 뭐야?",
     "Sort sales.csv by units.", "Sort notes.txt and todo.md by length"],
)  # fmt: skip
def test_no_order_is_read_from_other_requests(request_: str) -> None:
    assert length_order.order_asked(request_) is None


def test_a_length_question_is_still_one() -> None:
    assert line_lengths.asked("How many characters is the longest line in notes.txt?") is not None
    assert line_lengths.asked(ORDER_EN) is None  # write-89 answered with the average length


def test_ties_keep_their_order_and_sections_are_left_alone() -> None:
    assert length_order.ordered("bb\naa\nc\n", False) == "c\nbb\naa\n"
    assert length_order.ordered("bb\naa\nc", True) == "bb\naa\nc"
    assert length_order.ordered("# Notes\nbb\na\n", False) is None
    assert length_order.ordered("bb\n\na\n", False) is None


def test_wrong_writes_are_refused(work: Path) -> None:
    sort = {"path": "notes.txt", "action": "sort", "column": "note"}  # write-89's csv_edit
    refused = unasked(ORDER_EN, "csv_edit", sort, work)
    assert refused is not None and "write_file with" in refused and "\n" not in refused
    other = {"path": "sorted.txt", "content": "x\n"}
    refused = unasked(ORDER_EN, "write_file", other, work)
    assert refused is not None and "not sorted.txt" in refused
    right = {"path": "notes.txt", "content": "\n".join(sorted(NOTES, key=len)) + "\n"}
    assert unasked(ORDER_EN, "write_file", right, work) is None


def test_the_loop_writes_the_order_after_the_lengths_were_printed(work: Path) -> None:
    program = "python3 -c 'for l in open(\"notes.txt\"): print(len(l.rstrip()))'"
    look = ToolCall(id="1", name="bash", arguments={"command": program})
    said = "The notes are 38, 12, 16, 28, 18 and 8 characters long."
    agent, _, _ = make_agent(
        work, [LLMReply(tool_calls=[look]), LLMReply(text=said), LLMReply(text=said),
               LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, ORDER_EN)
    assert (work / "notes.txt").read_text().splitlines() == sorted(NOTES, key=len)
    assert length_order.right_call(ORDER_EN, work) is None  # ordered: nothing left to do
