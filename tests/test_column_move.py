"""A table's column moved (agent/column_move.py, csv_edit's move_column): to the end, the front,
before or after another column, on real files; a table edit that does not make it (fresh33
write-72 sent a sort by date and said the column had moved) is refused with the right call, and
the loop makes that call when the model will not."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent.column_move import move_asked, right_call
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.agent.placement import call_in_refusal
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

HEADER = ["date", "region", "product", "units", "unit_price"]
ROWS = [
    ["2024-06-01", "Seoul", "croissant", "40", "3200"],
    ["2024-06-02", "Busan", "bagel", "15", "2500"],
    ["2024-06-03", "Incheon", "muffin", "35", "2800"],
]
DATE_LAST = "sales.csv에서 date 열을 맨 끝으로 옮겨 줘. 나머지 열 순서는 그대로 두고."  # write-72


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    with (tmp_path / "sales.csv").open("w", newline="", encoding="utf-8") as f:
        csv.writer(f, lineterminator="\n").writerows([HEADER, *ROWS])
    (tmp_path / "notes.txt").write_text("Buy flour\n", encoding="utf-8")
    return tmp_path


def _table(workspace: Path) -> list[list[str]]:
    with (workspace / "sales.csv").open(encoding="utf-8") as f:
        return list(csv.reader(f))


def _order(columns: list[str]) -> list[list[str]]:
    return [[row[HEADER.index(c)] for c in columns] for row in [HEADER, *ROWS]]


@pytest.mark.parametrize(
    ("request_", "columns"),
    [
        (DATE_LAST, ["region", "product", "units", "unit_price", "date"]),
        ("Move the date column to the end of sales.csv",
         ["region", "product", "units", "unit_price", "date"]),
        ("put the units column first in sales.csv",
         ["units", "date", "region", "product", "unit_price"]),
        ("sales.csv에서 unit_price 컬럼을 region 앞으로 옮겨 줘",
         ["date", "unit_price", "region", "product", "units"]),
        ("sales.csv date 열을 product 열 뒤로 보내 줘",
         ["region", "product", "date", "units", "unit_price"]),
        ("In sales.csv, move the region column after units.",
         ["date", "product", "units", "region", "unit_price"]),
        ("Make product the last column of sales.csv",
         ["date", "region", "units", "unit_price", "product"]),
    ],
)  # fmt: skip
def test_the_column_moves_and_the_others_keep_their_order(
    workspace: Path, request_: str, columns: list[str]
) -> None:
    call = right_call(request_, workspace)
    assert call is not None and call[0] == "csv_edit"
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[ToolCall(id="1", name="csv_edit", arguments=call[1])]),
         LLMReply(text="Done.")],
        approver=ScriptedApprover(Answer.ALLOW),
    )  # fmt: skip
    run(agent, request_)
    assert _table(workspace) == _order(columns)


@pytest.mark.parametrize(
    "request_",
    [
        "Sort sales.csv by date",
        "Move the Seoul rows to the end of sales.csv",
        "What is the last column in sales.csv?",
        "sales.csv를 data 폴더로 옮겨 줘",
        "put the last date in the units column of sales.csv",
        "Move the date column to the front of sales.csv",  # it is there already
        "Add a total column at the end of sales.csv",
    ],
)
def test_no_column_move(workspace: Path, request_: str) -> None:
    assert right_call(request_, workspace) is None


def test_the_header_read_from_the_table_not_the_words() -> None:
    assert move_asked("move the price column to the end", ["date", "price"]) == ("price", "end")
    assert move_asked("move the price column to the end", ["date", "cost"]) is None


def test_a_sort_that_moves_nothing_is_refused_and_the_loop_moves_the_column(
    workspace: Path,
) -> None:
    """write-72: csv_edit sort by date (the table already in date order), then 'moved it'."""
    sort = {"path": "sales.csv", "action": "sort", "column": "date"}
    refusal = unasked(DATE_LAST, "csv_edit", sort, workspace)
    assert refusal is not None and call_in_refusal(refusal) == right_call(DATE_LAST, workspace)
    moved = {"path": "sales.csv", "action": "move_column", "column": "date", "value": "end"}
    assert unasked(DATE_LAST, "csv_edit", moved, workspace) is None
    approver = ScriptedApprover(Answer.ALLOW, Answer.ALLOW)
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[ToolCall(id="1", name="csv_edit", arguments=sort)]),
         LLMReply(text="sales.csv의 date 열을 맨 끝으로 옮겨주었습니다."),
         LLMReply(text="옮겼습니다.")],
        approver=approver,
    )  # fmt: skip
    result = run(agent, DATE_LAST)
    assert _table(workspace) == _order([*HEADER[1:], "date"])
    assert [o.call.name for o in result.outcomes][-1] == "csv_edit"


def test_a_korean_move_answered_in_english_alone_is_said_in_korean(workspace: Path) -> None:
    """write-72's second run: the move made, then a long English answer to a Korean request."""
    moved = {"path": "sales.csv", "action": "move_column", "column": "date", "value": "end"}
    english = (
        'The CSV file "sales.csv" has been successfully modified by moving the "date" column to '
        "the end of the file. The changes have been applied to the first 7 rows of the file."
    )
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[ToolCall(id="1", name="csv_edit", arguments=moved)]),
         LLMReply(text=english), LLMReply(text=english)],
        approver=ScriptedApprover(Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, DATE_LAST)
    assert _table(workspace) == _order([*HEADER[1:], "date"])
    assert "first 7 rows" not in result.answer and "moved column date to the end" in result.answer
