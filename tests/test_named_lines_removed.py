"""The lines of a named note file that name a person taken out, the rest in order
(agent/named_lines_removed.py), on real files: the request read, a csv_edit refused in one line,
and the loop that takes them out after the model's csv_edit and empty append (fresh44 write-94)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import named_lines_removed, people_named
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

# write-94
DELETE_KO = "notes.txt에서 사람 이름이 들어간 메모는 지워 줘. 나머지는 순서 그대로 두고."
NOTES = [
    "Meeting with Mina at 3pm on Friday", "Buy flour and sugar",
    "Call the plumber about the kitchen sink", "Send the invoice to Daniel",
    "Book train tickets to Busan", "Water the plants",
]  # fmt: skip
NO_PEOPLE = [NOTES[1], NOTES[2], NOTES[4], NOTES[5]]


@pytest.fixture
def work(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("\n".join(NOTES) + "\n")
    return tmp_path


@pytest.mark.parametrize(
    "request_",
    [DELETE_KO,
     "Delete the notes in notes.txt that mention someone by name.",
     "Remove every line with a person's name from notes.txt, keep the rest in order.",
     "notes.txt에서 이름이 나오는 메모 삭제해 줘"],
)  # fmt: skip
def test_the_delete_is_read(request_: str) -> None:
    assert named_lines_removed.delete_asked(request_) == "notes.txt"


@pytest.mark.parametrize(
    "request_",
    ["notes.txt에서 사람 이름이 들어간 메모만 남기고 나머지는 지워 줘",  # the opposite
     "Which notes in notes.txt mention someone by name?",  # a question
     "Delete the plumber note from notes.txt",  # no person's name asked
     "Delete the notes with a person's name from notes.txt and todo.md"],  # two files
)  # fmt: skip
def test_no_delete_is_read_from_other_requests(request_: str) -> None:
    assert named_lines_removed.delete_asked(request_) is None


def test_only_the_lines_naming_a_person_go() -> None:
    text = "\n".join(NOTES) + "\n"
    assert named_lines_removed.without_named(text) == "\n".join(NO_PEOPLE) + "\n"
    assert named_lines_removed.without_named("민아 씨한테 전화\n빵 사기\n") == "빵 사기\n"
    assert named_lines_removed.without_named("Buy milk\nWater the plants\n") is None  # none
    assert named_lines_removed.without_named("Call Ann\nEmail Bob\n") is None  # every one


def test_a_csv_edit_and_an_empty_append_are_refused(work: Path) -> None:
    rows = {"path": "notes.txt", "action": "delete_rows", "where": "name"}  # write-94's call
    refused = unasked(DELETE_KO, "csv_edit", rows, work)
    assert refused is not None and "write_file with" in refused and "\n" not in refused
    assert "Mina" not in refused and "Busan" in refused
    empty = {"path": "notes.txt", "content": "", "mode": "append"}
    assert unasked(DELETE_KO, "write_file", empty, work) is not None
    right = {"path": "notes.txt", "content": "\n".join(NO_PEOPLE) + "\n"}
    assert unasked(DELETE_KO, "write_file", right, work) is None


def test_the_loop_takes_them_out_after_the_refused_calls(work: Path) -> None:
    rows = ToolCall(
        id="1", name="csv_edit",
        arguments={"path": "notes.txt", "action": "delete_rows", "where": "name"},
    )  # fmt: skip
    said = "사람 이름이 들어간 메모를 지웠습니다."
    agent, _, _ = make_agent(
        work, [LLMReply(tool_calls=[rows]), LLMReply(text=said), LLMReply(text=said),
               LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4), agent={"language": "ko"},
    )  # fmt: skip
    result = run(agent, DELETE_KO)
    assert (work / "notes.txt").read_text().splitlines() == NO_PEOPLE
    # no question about the people: not answered "no one is named" (people_named's fallback)
    assert result.answer == said, result.answer
    assert named_lines_removed.right_call(DELETE_KO, work) is None  # done: nothing left


def test_a_delete_is_no_question_about_the_people() -> None:
    assert people_named.asked(DELETE_KO) is None
    assert people_named.asked("notes.txt에 이름이 나오는 사람이 몇 명이야?") == "notes.txt"
    assert people_named.asked("나 빼고 notes.txt에 이름이 나오는 사람이 몇 명이야?") == "notes.txt"
