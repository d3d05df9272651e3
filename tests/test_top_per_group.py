"""Each group's own top item (tools/builtin/top_per_group.py): 「지역마다 제일 많이 팔린 제품이
뭐야? 수량 기준으로, 몇 개 팔렸는지도 알려 줘.」 was answered with the best seller over all
regions, muffin 135 (fresh44 csv-94); on a real CSV file with csv_query run for real."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.tools.base import ToolContext, ToolResult
from jarvis_voice.tools.builtin.csv_query import CsvQueryTool
from jarvis_voice.tools.builtin.top_per_group import asked as tops_asked

# Seoul: muffin 55 (croissant 40); Busan: croissant 30 + 20 = 50 beats muffin 45 added up;
# Incheon: bagel 20 and muffin 20 tie
SALES = (
    "date,region,product,units,unit_price\n"
    "2024-06-01,Seoul,croissant,40,3200\n2024-06-01,Busan,croissant,30,3200\n"
    "2024-06-02,Seoul,muffin,55,2800\n2024-06-02,Incheon,bagel,20,2500\n"
    "2024-06-03,Busan,muffin,45,2800\n2024-06-03,Busan,croissant,20,3200\n"
    "2024-06-04,Incheon,muffin,20,2800\n"
)
ASKED = "지역마다 제일 많이 팔린 제품이 뭐야? 수량 기준으로, 몇 개 팔렸는지도 알려 줘."


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    return tmp_path


def asked(workdir: Path, request_: str, **arguments: Any) -> ToolResult:
    tool = CsvQueryTool()
    args = tool.Args.model_validate({"path": "sales.csv", **arguments})
    return asyncio.run(tool.run(args, ToolContext(workdir=workdir, request=request_)))


@pytest.mark.parametrize(
    ("request_", "least"),
    [(ASKED, False), ("What's the best-selling product in each region?", False),
     ("각 지역에서 가장 잘 팔린 상품은?", False), ("Which item sold the least per city?", True),
     ("지역별로 제일 안 팔린 제품은 뭐야?", True)],
)  # fmt: skip
def test_each_group_and_its_items_asked(request_: str, least: bool) -> None:
    found = tops_asked(request_)
    assert found is not None and found[2] is least
    assert "region" in found[0] and "product" in found[1]


@pytest.mark.parametrize(
    "request_",
    ["What's our best-selling product?",  # no group
     "How many units did each region sell?",  # no top item
     "Which region sold the most?"],  # the groups ranked, no item in them
)  # fmt: skip
def test_no_top_per_group_for_other_requests(request_: str) -> None:
    assert tops_asked(request_) is None


@pytest.mark.parametrize(
    "arguments",
    [{}, {"op": "max", "column": "quantity"},
     {"op": "sum", "column": "units", "group_by": "product"}],
)  # fmt: skip
def test_each_region_its_top_product_added_up(shop: Path, arguments: dict[str, str]) -> None:
    result = asked(shop, ASKED, **arguments)
    assert not result.is_error
    assert (
        "the product with the most units in each region (its rows added up):\n"
        "Seoul: muffin 55\nBusan: croissant 50\nIncheon: bagel and muffin 20"
    ) in result.content


def test_the_least_and_money(shop: Path) -> None:
    result = asked(shop, "지역별로 매출이 제일 적게 팔린 제품은 뭐야?")
    assert "the product with the least units*unit_price in each region" in result.content
    assert "Seoul: croissant 128000" in result.content
