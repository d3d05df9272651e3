"""Two named days' totals and their gap (fresh34 csv-74), on a real CSV file through csv_query
whatever call the model made, and requests that must not give them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.tools.builtin.day_pair import days_said
from support import SHOP_SALES_CSV
from support import csv_answer as asked


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV, encoding="utf-8")
    return tmp_path


KO_PAIR = "6월 2일 매출이 6월 5일보다 얼마나 더 많았어? 매출은 수량×단가로 쳐 줘."


@pytest.mark.parametrize(
    ("request_", "arguments", "said"),
    [
        # a preview call was answered with every row's sum, 1,008,400 (fresh34 csv-74)
        (KO_PAIR, {}, "2024-06-02 less 2024-06-05: 26000 (2024-06-02 more, by 26000)"),
        (KO_PAIR, {"op": "sum", "column": "units*unit_price"},
         "units*unit_price on 2024-06-02: 204000 (2 rows); on 2024-06-05: 178000 (2 rows)"),
        # the call's where kept one day alone: every row is read for the two
        ("How many more units did we sell on June 2 than on June 5?",
         {"op": "sum", "column": "units", "where": "date=2024-06-02"},
         "2024-06-02 less 2024-06-05: 22 (2024-06-02 more, by 22)"),
        ("What's the difference in units between 2024-06-06 and 2024-06-01?",
         {"op": "sum", "column": "units"},
         "2024-06-06 less 2024-06-01: -15 (2024-06-06 less, by 15)"),
        # the rows the call kept (Seoul's) are the ones compared
        ("서울에서 6월 1일 수량이 6월 3일보다 얼마나 많아?",
         {"op": "sum", "column": "units", "where": "region=Seoul"},
         "units on 2024-06-01: 40 (1 row); on 2024-06-03: 25 (1 row)"),
    ],
)  # fmt: skip
def test_two_days_totals_and_their_gap(
    shop: Path, request_: str, arguments: dict[str, Any], said: str
) -> None:
    assert said in asked(shop, request_, **arguments)


@pytest.mark.parametrize(
    "request_",
    [
        "6월 2일 매출이 얼마야?",  # one day
        "How much did we take in from June 2 to June 5?",  # a span, not a comparison
        "6월 2일 매출이 6월 9일보다 많아?",  # a day the table has no row of
    ],
)
def test_other_day_questions_are_no_pair(shop: Path, request_: str) -> None:
    assert " less 2024-" not in asked(shop, request_, op="sum", column="units")


def test_the_days_a_request_writes() -> None:
    assert days_said(KO_PAIR) == [(6, 2), (6, 5)]
    assert days_said("June 2nd versus the 5th of June, and 6/7") == [(6, 2), (6, 5), (6, 7)]
    assert days_said("2024-06-02 vs 2024-06-05") == [(6, 2), (6, 5)]
