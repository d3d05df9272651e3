"""One price for every unit sold (tools/builtin/flat_price.py): 'If everything we sold had gone
for a flat 3,000 won apiece, what would our total revenue have come to?' was answered with the
table's own revenue (fresh44 csv-93); on a real CSV file with csv_query run for real."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.tools.base import ToolContext, ToolResult
from jarvis_voice.tools.builtin.csv_query import CsvQueryTool
from jarvis_voice.tools.builtin.flat_price import flat_price

# 40 + 15 + 55 = 110 units; their own revenue 128,000 + 61,500 + 154,000 = 343,500
SALES = (
    "date,region,product,units,unit_price\n"
    "2024-06-01,Seoul,croissant,40,3200\n2024-06-01,Busan,baguette,15,4100\n"
    "2024-06-02,Seoul,muffin,55,2800\n"
)
ASKED = (
    "If everything we sold had gone for a flat 3,000 won apiece, what would our total revenue "
    "have come to?"
)


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    return tmp_path


def asked(workdir: Path, request_: str, **arguments: Any) -> ToolResult:
    tool = CsvQueryTool()
    args = tool.Args.model_validate({"path": "sales.csv", **arguments})
    return asyncio.run(tool.run(args, ToolContext(workdir=workdir, request=request_)))


@pytest.mark.parametrize(
    ("request_", "price"),
    [(ASKED, 3000), ("What would the revenue be at 2,500 won each?", 2500),
     ("전부 개당 3천 원에 팔았으면 매출이 얼마였을까?", 3000),
     ("모든 제품을 3,000원씩 받았다면 총매출은?", 3000),
     ("다 3000원에 팔았으면 얼마 벌었어?", 3000),
     ("개당 3천 원 넘는 제품 매출은?", None),  # a bound on the price: a filter
     ("How much revenue came from sales over 3,000 won each?", None),
     ("What was our total revenue?", None), ("단가가 3000원인 제품 매출 얼마야?", None),
     ("전부 20개 팔렸으면 얼마야?", None),  # a count, not a price
     ("Flat 3,000 won apiece: fine. How many units did we sell?", None)],  # no takings asked
)  # fmt: skip
def test_the_one_price_said(request_: str, price: float | None) -> None:
    assert flat_price(request_) == price


@pytest.mark.parametrize(
    "arguments",
    [{}, {"op": "sum", "column": "units*unit_price"}, {"op": "sum", "column": "revenue"},
     {"op": "sum", "column": "units"}],
)  # fmt: skip
def test_the_units_times_the_price_said(shop: Path, arguments: dict[str, str]) -> None:
    result = asked(shop, ASKED, **arguments)
    assert not result.is_error
    assert "110 units × 3,000 = 330,000 won" in result.content
    assert "343500" not in result.content and "343,500" not in result.content


def test_a_where_keeps_its_rows(shop: Path) -> None:
    result = asked(shop, ASKED, op="sum", column="units", where="region=Seoul")
    assert "95 units × 3,000 = 285,000 won" in result.content


def test_the_table_revenue_without_a_price_said(shop: Path) -> None:
    result = asked(shop, "What was our total revenue?")
    assert "343500" in result.content and "× 3,000" not in result.content
