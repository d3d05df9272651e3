"""Which end first a request asks a listing in (tools/builtin/sort_order.py), and a table's
groups listed so (csv_query, csv_edit) — on a real CSV file."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.tools.base import ToolContext, ToolResult
from jarvis_voice.tools.builtin.csv_query import CsvQueryTool
from jarvis_voice.tools.builtin.sort_order import largest_first_asked

SALES = (
    "date,region,product,units\n"
    "2024-06-01,Seoul,bagel,40\n2024-06-01,Busan,muffin,15\n2024-06-02,Incheon,bagel,20\n"
    "2024-06-02,Seoul,muffin,25\n2024-06-03,Busan,bagel,30\n2024-06-03,Incheon,cake,5\n"
)  # units: Seoul 65, Busan 45, Incheon 25


@pytest.mark.parametrize(
    ("request_", "largest"),
    [
        # fresh40 csv-85: "fewest" is the other end, not an order of its own
        ("How many units did each region sell in total? List them from the most to the fewest.",
         True),
        ("Units per product, from the fewest to the most", False),
        ("regions by revenue, highest to lowest", True),
        ("list the days lowest to highest", False),
        ("total per product, largest first", True),
        ("Make a table with the highest revenue first", True),
        ("sort it in descending order", True),
        ("smallest first please", False),
        ("지역별로 판매량 많은 순으로 알려 줘", True),
        ("제품별 수량을 적은 것부터 보여 줘", False),
        ("매출 높은 순서대로 정리해 줘", True),
        ("오름차순으로", False),
        # no order asked: a question about one end
        ("Which region sold the fewest units?", None),
        ("제일 적게 팔린 제품은?", None),
        ("What are the top 3 products?", None),
        ("How many units did each region sell?", None),
    ],
)  # fmt: skip
def test_the_order_a_request_asks(request_: str, largest: bool | None) -> None:
    assert largest_first_asked(request_) is largest


def asked(workdir: Path, request_: str, **arguments: Any) -> ToolResult:
    tool = CsvQueryTool()
    args = tool.Args.model_validate({"path": "sales.csv", **arguments})
    return asyncio.run(tool.run(args, ToolContext(workdir=workdir, request=request_)))


@pytest.mark.parametrize(
    ("request_", "order", "names"),
    [
        ("How many units did each region sell in total? List them from the most to the fewest.",
         "largest first", ["Seoul", "Busan", "Incheon"]),
        ("지역별 판매 수량을 적은 순으로 알려 줘", "smallest first", ["Incheon", "Busan", "Seoul"]),
        ("Units per region, from the fewest to the most", "smallest first",
         ["Incheon", "Busan", "Seoul"]),
        # no order said: the least asked is listed first, as before
        ("Which region sold the fewest units?", "smallest first", ["Incheon", "Busan", "Seoul"]),
        ("How many units did each region sell?", "largest first", ["Seoul", "Busan", "Incheon"]),
    ],
)  # fmt: skip
def test_groups_are_listed_in_the_order_asked(
    tmp_path: Path, request_: str, order: str, names: list[str]
) -> None:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    result = asked(tmp_path, request_, op="sum", column="units", group_by="region")
    assert f"sum of units by region ({order}):" in result.content, result.content
    at = [result.content.index(f"\n{name}: ") for name in names]
    assert at == sorted(at), result.content
