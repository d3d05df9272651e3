"""The lines of one named file that hold a weekday, a month or another shape, counted or listed
(agent/shaped_lines.py), on real files: the grep run for real, requests that are another
question, and the loop that counts them after an answer from a read (fresh43 count-91)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import file_search, shaped_lines
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover

COUNT_EN = "How many of my notes in notes.txt mention a day of the week or a month?"
NOTES = [
    "Meeting with Mina at 3pm on Friday", "Buy flour and sugar",
    "Call the plumber about the kitchen sink", "Renew the domain before June",
    "Maybe water the plants", "수요일에 세탁소 들르기",
]  # fmt: skip


@pytest.fixture
def work(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("\n".join(NOTES) + "\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "printed"),
    [(COUNT_EN, "3"),  # Friday, June, 수요일 — not "Maybe" (May inside a word)
     ("notes.txt에서 요일이 적힌 메모는 몇 개야?", "2"),
     ("How many lines in notes.txt mention a month?", "1"),
     ("Which notes in notes.txt mention a day of the week?",
      "1:Meeting with Mina at 3pm on Friday\n6:수요일에 세탁소 들르기")],
)  # fmt: skip
def test_the_grep_counts_or_lists_the_lines(work: Path, request_: str, printed: str) -> None:
    found = shaped_lines.command(request_, "notes.txt")
    assert found is not None
    ran = subprocess.run(found[0], shell=True, capture_output=True, text=True, cwd=work)
    assert ran.stdout.strip() == printed


def test_every_shape_said_is_searched() -> None:
    both = file_search.shape_said("a day of the week or a month")
    assert both is not None and "day" in both and "June" in both.replace("[Jj]une", "June")


@pytest.mark.parametrize(
    "request_",
    ["Which files besides notes.txt mention a month?",  # file_search's question
     "How many lines are in notes.txt?",  # no shape
     "What day of the week is it today?"],  # no line holds it
)  # fmt: skip
def test_no_grep_for_other_requests(request_: str) -> None:
    assert shaped_lines.command(request_, "notes.txt") is None


def test_the_loop_counts_the_lines_after_an_answer_from_a_read(work: Path) -> None:
    read = ToolCall(id="1", name="read_file", arguments={"path": "notes.txt"})
    wrong = "There are 6 lines in notes.txt, 30 words and 170 characters."
    right = "3 of your notes mention a day of the week or a month."
    agent, _, _ = make_agent(
        work, [LLMReply(tool_calls=[read]), LLMReply(text=wrong), LLMReply(text=right),
               LLMReply(text=right)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, COUNT_EN)
    assert any("grep -cE" in str(o.call.arguments) for o in result.outcomes)
    assert "3" in result.answer


def test_the_loop_says_the_count_when_the_model_repeats_its_line_count(work: Path) -> None:
    # fresh43 count-91's own turn: csv_query's count of the notes, a read, then "8 lines" again
    # after the grep had printed its count
    rows = ToolCall(
        id="1", name="csv_query", arguments={"path": "notes.txt", "op": "count", "column": "date"}
    )
    read = ToolCall(id="2", name="read_file", arguments={"path": "notes.txt"})
    wrong = LLMReply(text="There are 6 lines in notes.txt, 30 words and 170 characters.")
    agent, _, _ = make_agent(
        work, [LLMReply(tool_calls=[rows]), LLMReply(tool_calls=[read]), wrong, wrong, wrong,
               wrong],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, COUNT_EN)
    assert "3" in result.answer and "6 lines" not in result.answer


@pytest.mark.parametrize(
    ("answer", "unsaid"),
    [("There are 8 lines in notes.txt.", ["2"]), ("2 of your notes mention one.", []),
     ("Two notes mention a weekday or a month.", []), ("두 개예요.", [])],
)  # fmt: skip
def test_an_answer_without_the_count_is_found(answer: str, unsaid: list[str]) -> None:
    found = shaped_lines.command(COUNT_EN, "notes.txt")
    assert found is not None
    grep = ToolCall(id="1", name="bash", arguments={"command": found[0]})
    done = [CallOutcome(grep, ToolResult("2\n[exit code: 0]"))]
    assert shaped_lines.count_unsaid(COUNT_EN, answer, done) == unsaid
