"""A new file that is to hold today's date (agent/today_written.py): the form the request
shows, a wrong date written, and the loop that writes today's — on real files."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent.today_written import file_for_today, today_call
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.tools.builtin.files import WriteFileTool
from support import ScriptedApprover
from tests.test_beside_file import _call

REQUEST = "Make a file called last-check.txt that holds just today's date, written like 2024-06-06."
TODAY = date(2026, 12, 6)


@pytest.mark.parametrize(
    ("request_", "asked"),
    [
        (REQUEST, ("last-check.txt", "%Y-%m-%d")),
        ("오늘 날짜를 2024.06.06 형식으로 적은 date.txt 파일 만들어 줘", ("date.txt", "%Y.%m.%d")),
        ("Create stamp.txt with today's date in it", ("stamp.txt", "%Y-%m-%d")),
        # an addition to a file, a question, or no date asked
        ("Add today's date to the end of notes.txt", None),
        ("notes.txt 맨 위에 오늘 날짜 추가해 줘", None),
        ("What is today's date?", None),
        ("Make a file called todo.txt", None),
        # a program that prints the date when run holds none (fresh22 write-50: the loop wrote
        # a second today.sh holding a date)
        ("scripts 폴더에 today.sh 하나 만들어 줘. 실행하면 오늘 날짜가 2024-06-06 같은 형식으로 "
         "한 줄 찍히게.", None),
        ("Create a today.py that prints today's date", None),
        ("Make a file called stamp.txt that my script prints today's date into", None),
    ],
)  # fmt: skip
def test_the_file_for_todays_date_and_its_form(
    request_: str, asked: tuple[str, str] | None
) -> None:
    assert file_for_today(request_) == asked


def test_a_file_with_the_example_date_gets_todays(tmp_path: Path) -> None:
    """fresh19 write-43 wrote "2024-06-06", the example, and said it was done."""
    wrong = _call(WriteFileTool(), tmp_path, path="last-check.txt", content="2024-06-06",
                  mode="append")  # fmt: skip
    call = today_call(REQUEST, [wrong], TODAY)
    assert call == ("write_file", {"path": "last-check.txt", "content": "2026-12-06\n",
                                   "mode": "replace"})  # fmt: skip
    right = _call(WriteFileTool(), tmp_path, **call[1])
    assert (tmp_path / "last-check.txt").read_text() == "2026-12-06\n"
    assert today_call(REQUEST, [wrong, right], TODAY) is None
    assert today_call(REQUEST, [], TODAY) == call  # nothing written: written by the loop


def test_the_loop_writes_todays_date_from_this_machines_clock(tmp_path: Path) -> None:
    wrong = ToolCall(id="1", name="write_file", arguments={
        "path": "last-check.txt", "content": "2024-06-06", "mode": "append"})  # fmt: skip
    approver = ScriptedApprover(Answer.ALLOW, Answer.ALLOW)
    agent, backend, _ = make_agent(
        tmp_path,
        [LLMReply(tool_calls=[wrong]), LLMReply(text="Done: 2024-06-06."),
         LLMReply(text="last-check.txt holds today's date.")],
        approver=approver,
    )  # fmt: skip
    result = run(agent, REQUEST)
    assert (tmp_path / "last-check.txt").read_text() == date.today().isoformat() + "\n"
    assert [r.tool for r in approver.requests] == ["write_file", "write_file"]
    assert result.answer == "last-check.txt holds today's date."
    # the loop's write is the task done: only the answer is asked for, no tool offered (the
    # model wrote the file twice more after it: fresh19 write-43)
    assert backend.calls[-1]["tools"] == [] and backend.calls[0]["tools"]
