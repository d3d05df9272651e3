"""A statistic over each item once, not over the rows ('the median unit price of our products,
counting each product once' took the rows' median of units: fresh41 csv-87), and a where of
one column's values joined by or, on a real CSV file with csv_query run for real."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.tools.base import ToolContext, ToolResult
from jarvis_voice.tools.builtin.csv_query import CsvQueryTool
from jarvis_voice.tools.builtin.each_once import once_noun

# croissant sold three times: the rows' median price is 3000, the products' 3200
SALES = (
    "date,region,product,units,unit_price\n"
    "2024-06-01,Seoul,croissant,40,3200\n2024-06-01,Busan,baguette,15,4100\n"
    "2024-06-02,Seoul,muffin,55,2800\n2024-06-02,Incheon,bagel,20,2500\n"
    "2024-06-03,Busan,croissant,30,3200\n2024-06-03,Seoul,baguette,25,4100\n"
    "2024-06-04,Incheon,muffin,35,2800\n2024-06-04,Busan,bagel,10,2500\n"
    "2024-06-05,Seoul,cheesecake,8,6500\n2024-06-05,Busan,muffin,45,2800\n"
    "2024-06-06,Incheon,croissant,22,3200\n2024-06-06,Seoul,bagel,18,2500\n"
)
ASKED = (
    "I want to price a new pastry in the middle of our range. What's the median unit price of "
    "our products, counting each product once?"
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
    ("request_", "noun"),
    [(ASKED, "product"), ("average price, once per product", "product"),
     ("the mean price per item, not per sale", "item"),
     ("제품마다 한 번씩만 쳐서 단가 중앙값", "제품"),
     ("상품별로 하나씩 치면 평균 단가는?", "상품"), ("What's the median unit price?", None),
     ("How many units did each product sell?", None), ("제품별 평균 단가", None),
     ("제품별로 한 번에 제일 많이 판 수량의 평균", None)],  # 한 번에: in one sale
)  # fmt: skip
def test_the_noun_counted_once(request_: str, noun: str | None) -> None:
    assert once_noun(request_) == noun


@pytest.mark.parametrize(
    "arguments",
    [{"op": "median", "column": "unit"},  # csv-87's call: 'unit' alone reads as units
     {"op": "median", "column": "unit_price", "group_by": "product"},
     {"op": "average", "column": "price"}, {"op": "median"}, {"op": "median", "column": "단가"}],
)  # fmt: skip
def test_the_median_over_each_product_once(shop: Path, arguments: dict[str, str]) -> None:
    result = asked(shop, ASKED, **arguments)
    assert not result.is_error
    assert "median of unit_price, each product once: 3200" in result.content
    assert "23.5" not in result.content and ": 3000" not in result.content
    assert "gap" not in result.content


def test_in_korean_and_the_average(shop: Path) -> None:
    said = asked(shop, "제품마다 한 번씩만 쳐서 평균 단가가 얼마야?", op="average", column="단가")
    assert "average of unit_price, each 제품 once: 3820" in said.content


@pytest.mark.parametrize(
    ("request_", "arguments", "figure"),
    [("What is the median unit price?", {"op": "median", "column": "unit_price"},
      "median of unit_price: 3000"),
     ("What is the median units per sale?", {"op": "median", "column": "unit"},
      "median of units: 23.5"),
     ("What's the average unit price of each product?",
      {"op": "average", "column": "unit_price", "group_by": "product"}, "cheesecake: 6500")],
)  # fmt: skip
def test_the_rows_when_no_item_counts_once(
    shop: Path, request_: str, arguments: dict[str, str], figure: str
) -> None:
    said = asked(shop, request_, **arguments).content
    assert figure in said and "once" not in said


@pytest.mark.parametrize(
    "where",
    ["product = croissant or product = bagel", "(product == 'croissants') OR (product == 'bagels')",
     "product='croissant' || product='bagel'"],
)  # fmt: skip
def test_a_where_of_values_joined_by_or(shop: Path, where: str) -> None:
    said = asked(shop, "How many sales were for croissants or bagels?", op="count", where=where)
    assert "6 of 12 rows where product in (" in said.content
    assert "count: 6 rows" in said.content


def test_an_or_of_two_columns_is_not_a_list(shop: Path) -> None:
    said = asked(shop, "How many sales?", op="count", where="region=Seoul or product=bagel")
    assert " in (" not in said.content
