"""A column named as a column, averaged over the rows of one value (fresh38 csv-81), on a real
CSV file through csv_query whatever call the model made."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support import SHOP_SALES_CSV
from support import csv_answer as asked

BUSAN_PRICE = "For Busan's sales only, what's the average of the unit_price column?"


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "arguments", "said"),
    [
        # grouped by the column itself, the model read out each price (fresh38 csv-81)
        (BUSAN_PRICE, {"op": "average", "column": "unit_price", "group_by": "unit_price"},
         "average of unit_price: 3150"),
        # a preview call: the column named, not units × price ("sales" is no money there)
        (BUSAN_PRICE, {}, "(op=average, column=unit_price):\naverage of unit_price: 3150"),
        ("부산 판매만 놓고 unit_price 열 평균이 얼마야?", {}, "average of unit_price: 3150"),
        ("Seoul only: what's the average of the units column?", {}, "average of units: 29.2"),
    ],
)  # fmt: skip
def test_a_column_averaged_over_one_value_s_rows(
    shop: Path, request_: str, arguments: dict[str, Any], said: str
) -> None:
    assert said in asked(shop, request_, **arguments)


def test_a_grouping_asked_stays(shop: Path) -> None:
    # "per region" asks groups: the model's grouping by region is kept
    said = asked(shop, "What's the average unit_price per region?", op="average",
                 column="unit_price", group_by="region")  # fmt: skip
    assert "average of unit_price by region" in said
    # revenue on average is units × price, not a column named
    money = asked(shop, "What was Busan's average sale worth? Revenue is units times unit_price.")
    assert "column=units*unit_price" in money
