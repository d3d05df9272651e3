"""A stretch of days open at one end (tools/builtin/day_onward.py) as csv_query's filter, on a
real CSV whatever where the model wrote: from a day to the table's last ('6월 4일부터 마지막
날까지' was counted in a made-up year, 0 rows: fresh39 count-84) or from its first to a day;
and requests that name no such stretch."""

from __future__ import annotations

from pathlib import Path

import pytest

from jarvis_voice.tools.builtin.day_onward import open_span
from support import csv_answer as asked

# another year and month than the bench's, out of date order on purpose
SALES = """date,region,product,units,unit_price
2025-03-12,Daegu,donut,12,1500
2025-03-10,Daegu,donut,10,1500
2025-03-11,Ulsan,scone,6,2000
2025-03-13,Ulsan,donut,9,1500
2025-03-14,Daegu,scone,4,2000
2025-03-14,Ulsan,scone,5,2000
"""


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "span"),
    [
        ("sales.csv에서 6월 4일부터 마지막 날까지 들어온 판매 기록이 몇 건이야?", ((6, 4), None)),
        ("3월 12일부터 끝까지 매출 합계는?", ((3, 12), None)),
        ("3월 12일 이후로 몇 건 팔렸어?", ((3, 12), None)),
        ("How many sales from March 12 to the last day?", ((3, 12), None)),
        ("How many sales since March 12th?", ((3, 12), None)),
        ("units sold from Mar 12 onwards", ((3, 12), None)),
        ("처음부터 3월 11일까지 몇 건이야?", (None, (3, 11))),
        ("How many sales up to March 11?", (None, (3, 11))),
        ("from the beginning through March 11, how many units?", (None, (3, 11))),
    ],
)  # fmt: skip
def test_an_open_stretch_is_read(request_: str, span: object) -> None:
    assert open_span(request_) == span


@pytest.mark.parametrize(
    "request_",
    [
        "3월 11일부터 13일까지 몇 건이야?",  # a closed stretch: _stretches'
        "How many sales on March 12?",  # one day
        "3월 12일 매출은?",
        "How many sales from March 12 on Monday?",
        "3월 12일부터 끝까지랑 처음부터 3월 11일까지 비교해 줘",  # two stretches
        "How many sales since June 31?",  # no such day
    ],
)
def test_no_open_stretch_is_read(request_: str) -> None:
    assert open_span(request_) is None


@pytest.mark.parametrize(
    ("request_", "arguments", "said"),
    [
        # count-84's call: a made-up year and the year's end; the table's 2025-03-12 to 03-14
        ("sales.csv에서 3월 12일부터 마지막 날까지 들어온 판매 기록이 몇 건이야?",
         {"op": "count", "where": "date >= '2023-03-12' and date <= '2023-12-31'"},
         "count: 4 rows"),
        ("How many sales since March 12?", {"op": "count"}, "count: 4 rows"),
        ("Daegu units from March 12 onward?",
         {"op": "sum", "column": "units", "where": "region=Daegu"}, "sum of units: 16"),
        ("처음부터 3월 11일까지 몇 건이야?", {"op": "count"}, "count: 2 rows"),
    ],
)  # fmt: skip
def test_the_open_stretch_limits_the_rows(
    shop: Path, request_: str, arguments: dict[str, str], said: str
) -> None:
    content = asked(shop, request_, **arguments)
    assert said in content, content
    assert "the request names the days 2025-03-" in content, content


def test_a_day_alone_is_left_as_called(shop: Path) -> None:
    content = asked(shop, "How many sales on March 12?", op="count", where="date=2025-03-12")
    assert "count: 1 rows" in content and "the request names the days" not in content, content
