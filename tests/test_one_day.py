"""One day a question names limits csv_query's rows (tools/builtin/one_day.py): 「6월 5일에
부산에서는 뭘 팔았어?」 was shown every Busan row, the day unread (fresh43 read-92); and a price
bound's won is no money asked (「단가가 3,000원 넘는 제품들은 다 합쳐서 몇 개나 팔렸어?」 was
shown the takings: count-92). On a real CSV, whatever the model called."""

from __future__ import annotations

from pathlib import Path

import pytest

from jarvis_voice.tools.builtin.csv_query import planned_query
from jarvis_voice.tools.builtin.one_day import day_said
from support import csv_answer as asked

# another year, month, places and products than the bench's, out of date order on purpose
SALES = """date,region,product,units,unit_price
2025-03-12,Daegu,donut,12,1500
2025-03-10,Daegu,scone,10,2000
2025-03-11,Ulsan,scone,6,2000
2025-03-12,Ulsan,tart,9,4500
2025-03-14,Daegu,tart,4,4500
"""
HEADER = ["date", "region", "product", "units", "unit_price"]


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "day"),
    [
        ("6월 5일에 부산에서는 뭘 팔았어? 몇 개 팔았는지도.", (6, 5)),
        ("3월 12일 울산 판매량은?", (3, 12)),
        ("What did we sell in Ulsan on March 12?", (3, 12)),
        ("How many tarts went on the 12th of March?", (3, 12)),
        ("2025-03-12 매출 얼마야?", (3, 12)),
    ],
)  # fmt: skip
def test_one_day_is_read(request_: str, day: tuple[int, int]) -> None:
    assert day_said(request_) == day


@pytest.mark.parametrize(
    "request_",
    [
        "부산에서는 뭘 팔았어?",  # no day
        "3월 11일부터 13일까지 몇 건이야?",  # a stretch
        "3월 12일부터 끝까지 매출 합계는?",
        "3월 12일 이후로 몇 건 팔렸어?",
        "3월 12일보다 3월 14일에 더 팔았어?",  # two days compared
        "How many sales since March 12?",
        "What did we sell before March 12?",
        "How much more on March 12 than on March 14?",
    ],
)  # fmt: skip
def test_no_one_day_is_read(request_: str) -> None:
    assert day_said(request_) is None


def test_a_preview_is_limited_to_the_day(shop: Path) -> None:
    content = asked(shop, "3월 12일에 울산에서는 뭘 팔았어? 몇 개 팔았는지도.")
    assert "1 rows where region=Ulsan and date=2025-03-12" in content, content
    assert "product=tart, units=9" in content and "donut" not in content, content
    assert "sum of units: 9" in content, content


def test_a_made_up_year_is_the_tables_day(shop: Path) -> None:
    content = asked(
        shop, "What did we sell in Daegu on March 12?", op="sum", column="units",
        where="region=Daegu and date=2023-03-12",
    )  # fmt: skip
    assert "sum of units: 12" in content, content
    assert "the request names the day 2025-03-12" in content, content


def test_the_day_already_asked_is_left_as_called(shop: Path) -> None:
    content = asked(shop, "3월 12일에 몇 개 팔렸어?", op="sum", column="units",
                    where="date = '2025-03-12'")  # fmt: skip
    assert "sum of units: 21" in content and "the request names the day" not in content, content


def test_a_day_the_table_lacks_is_left_as_called(shop: Path) -> None:
    content = asked(shop, "3월 13일에 몇 개 팔렸어?", op="sum", column="units")
    assert "sum of units: 41" in content and "the request names the day" not in content, content


@pytest.mark.parametrize(
    ("request_", "planned"),
    [
        # a bound on the price: the won say which rows; the pieces are asked
        ("단가가 3,000원 넘는 제품들은 다 합쳐서 몇 개나 팔렸어?",
         {"op": "sum", "column": "units"}),
        ("How many units of the products priced over 3,000 won did we sell?",
         {"op": "sum", "column": "units"}),
        # money asked beside the bound is still money
        ("단가가 3,000원 넘는 제품들로 매출이 얼마야?",
         {"op": "sum", "column": "units*unit_price"}),
        ("How much money did products priced over 3,000 won bring in?",
         {"op": "sum", "column": "units*unit_price"}),
        # no bound: a sum of won asked is money
        ("3월 12일 매출이 몇 원이야?", {"op": "sum", "column": "units*unit_price"}),
    ],
)  # fmt: skip
def test_a_price_bound_is_no_money_asked(request_: str, planned: dict[str, str]) -> None:
    query = planned_query(HEADER, request_)
    assert query is not None and {k: query[k] for k in planned} == planned, query


def test_a_money_word_under_a_price_bound_is_the_pieces(shop: Path) -> None:
    content = asked(shop, "단가가 3,000원 넘는 제품들은 다 합쳐서 몇 개나 팔렸어?",
                    op="sum", column="amount")  # fmt: skip
    assert "read as units" in content and "sum of units: 13" in content, content
