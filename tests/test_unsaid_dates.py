"""A span of dates the model made up, left out of csv_query's where (fresh42 csv-90: 「sales.csv에
있는 6일 동안 하루에 평균 몇 개씩 팔았어?」 was sent with "date >= '2023-04-01' AND date <=
'2023-04-06'", kept 0 rows and dumped the tool's text): a real CSV file with csv_query run for
real, and the spans that stay — dates that keep rows, or dates the request names."""

from __future__ import annotations

import asyncio
import datetime as dt
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.tools.base import ToolContext, ToolResult
from jarvis_voice.tools.builtin.csv_query import CsvQueryTool
from jarvis_voice.tools.builtin.unsaid_dates import made_up

# four days of sales, two a day: 10 + 20, 5 + 5, 30 + 10, 8 + 12 = 100 units, 25 a day
SALES = (
    "date,product,units\n2025-03-10,bagel,10\n2025-03-10,muffin,20\n2025-03-11,bagel,5\n"
    "2025-03-11,muffin,5\n2025-03-12,bagel,30\n2025-03-12,muffin,10\n2025-03-13,bagel,8\n"
    "2025-03-13,muffin,12\n"
)
DAYS = [dt.date(2025, 3, d) for d in range(10, 14)]
KOREAN = "sales.csv에 있는 4일 동안 하루에 평균 몇 개씩 팔았어?"
MADE_UP = "date >= '2023-04-01' AND date <= '2023-04-04'"


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    return tmp_path


def asked(workdir: Path, request_: str, **arguments: Any) -> ToolResult:
    tool = CsvQueryTool()
    args = tool.Args.model_validate({"path": "sales.csv", **arguments})
    return asyncio.run(tool.run(args, ToolContext(workdir=workdir, request=request_)))


@pytest.mark.parametrize(
    ("request_", "where"),
    [
        (KOREAN, MADE_UP),  # fresh42 csv-90's own call, on this file's days
        ("On average, how many units did we sell per day in sales.csv?",
         "date > '2023-01-01' and date < '2023-01-31'"),
        ("sales.csv 기준으로 하루 평균 판매량이 얼마야?", "date='2023-06-05'"),
    ],
)  # fmt: skip
def test_made_up_dates_are_left_out(shop: Path, request_: str, where: str) -> None:
    result = asked(shop, request_, op="average", column="units", where=where)
    assert not result.is_error
    assert "8 of 8 rows" in result.content and "average units per date: 25 " in result.content
    assert "the request names none" in result.content


def test_other_conditions_stay(shop: Path) -> None:
    where = "product=bagel and date <= '2023-04-04'"
    result = asked(shop, KOREAN, op="average", column="units", where=where)
    assert "4 of 8 rows" in result.content and "left out" in result.content


@pytest.mark.parametrize(
    ("request_", "where", "dropped"),
    [
        (KOREAN, ["date >= '2023-04-01'", "date <= '2023-04-04'"], 2),
        # dates that keep some rows: the model's reading of the span, kept
        (KOREAN, ["date >= '2025-03-12'"], 0),
        # the request names a month, a year or a date: an empty answer is the answer
        ("How many units did we sell in April, per day?", ["date >= '2025-04-01'"], 0),
        ("4월 1일부터 4일까지 하루 평균 몇 개 팔았어?", ["date >= '2025-04-01'"], 0),
        ("What did we sell per day in 2023?", ["date >= '2023-01-01'"], 0),
        ("What did we sell per day last week?", ["date >= '2025-04-01'"], 0),
        # a condition on another column, or no date compared
        (KOREAN, ["product=scone"], 0),
        (KOREAN, ["units > 100"], 0),
    ],
)
def test_which_parts_are_made_up(request_: str, where: list[str], dropped: int) -> None:
    assert len(made_up(where, "date", DAYS, request_)) == dropped


def test_a_said_span_that_keeps_no_row_stays(shop: Path) -> None:
    where = "date >= '2025-04-01' and date <= '2025-04-04'"
    request_ = "4월 1일부터 4일까지 하루 평균 몇 개 팔았어?"
    result = asked(shop, request_, op="average", column="units", where=where)
    assert "0 of 8 rows" in result.content and "left out" not in result.content
