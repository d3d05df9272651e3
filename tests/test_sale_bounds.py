"""The groups that never (or always) passed a bound on one sale (fresh34 csv-73), on a real CSV
file through csv_query whatever call the model made, and requests that must not give them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support import SHOP_SALES_CSV
from support import csv_answer as asked


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV, encoding="utf-8")
    return tmp_path


NEVER_25 = "Which of our products have never sold more than 25 units in a single sale?"


@pytest.mark.parametrize(
    ("request_", "arguments", "said"),
    [
        # the model's call: the rows under 25, which croissant has too (fresh34 csv-73)
        (NEVER_25, {"op": "min", "column": "units", "where": "units<25"},
         "product with no row of units>25: baguette (largest 25), bagel (largest 20), "
         "cheesecake (largest 8) (3 of 5)"),
        (NEVER_25, {}, "the others, not these: croissant (largest 40), muffin (largest 55)"),
        ("한 번에 30개 넘게 팔린 적이 없는 제품은 뭐야?", {"op": "max", "column": "units"},
         "product with no row of units>30: baguette (largest 25), bagel (largest 20), "
         "cheesecake (largest 8)"),
        ("Which regions never sold fewer than 10 units in one sale?", {},
         "region with no row of units<10: Busan (largest 45), Incheon (largest 35) (2 of 3)"),
        ("Which regions always sold at least 10 units per sale?", {"op": "count"},
         "region with every row units>=10: Busan (smallest 10), Incheon (smallest 20) (2 of 3)"),
    ],
)  # fmt: skip
def test_the_groups_that_never_passed_a_bound_on_one_sale(
    shop: Path, request_: str, arguments: dict[str, Any], said: str
) -> None:
    assert said in asked(shop, request_, **arguments)


@pytest.mark.parametrize(
    "request_",
    [
        "Which products sold more than 25 units in a single sale?",  # those that did: no never
        "Which products have never sold in Busan?",  # no bound: never_lines' question
        "Which products never sold more than 50 units in total?",  # a total, not one sale
        "한 번에 30개 넘게 팔린 제품은?",
    ],
)
def test_other_questions_are_no_groups_bounded(shop: Path, request_: str) -> None:
    assert "with no row of" not in asked(shop, request_, op="count")
    assert "with every row" not in asked(shop, request_, op="count")
