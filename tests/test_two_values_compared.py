"""Two values of a column set side by side with no base ("which of the two"), on one day the
request names (fresh37 csv-80), on a real CSV file through csv_query whatever call the model
made, and requests that must not give them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support import SHOP_SALES_CSV
from support import csv_answer as asked

KO_JUNE6 = (
    "6월 6일엔 인천이랑 서울 중에 어디 매출이 더 많았어? 얼마나 차이 나? 매출은 수량×단가로 쳐 줘."
)
JUNE6 = "date=2024-06-06: sum of units*unit_price with region=Incheon: 70400; with region=Seoul: "


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "arguments", "said"),
    [
        # a preview call was shown each region's sum over every day (fresh37 csv-80)
        (KO_JUNE6, {}, JUNE6 + "45000; Incheon minus Seoul: 25400 (Incheon 25400 more)"),
        (KO_JUNE6, {"op": "sum", "column": "units*unit_price", "group_by": "region"},
         "Incheon minus Seoul: 25400 (Incheon 25400 more)"),
        (KO_JUNE6, {"op": "sum", "column": "units*unit_price", "where": "date=2024-06-06"},
         "Incheon minus Seoul: 25400"),
        ("On June 6, which made more money, Seoul or Incheon, and by how much? Revenue is units "
         "times unit_price.", {}, "Incheon minus Seoul: 25400 (Incheon 25400 more)"),
        # a base said still sets the order; the day still limits the rows
        ("6월 6일에 서울이 인천보다 매출이 얼마나 더 많았어? 매출은 수량×단가로 쳐 줘.", {},
         "Seoul minus Incheon: -25400 (Seoul 25400 less)"),
        # no day: every day's rows
        ("서울이랑 부산 중에 어디 매출이 더 많아? 얼마나 차이 나? 매출은 수량×단가로 쳐 줘.", {},
         "Seoul minus Busan: 173000 (Seoul 173000 more)"),
    ],
)  # fmt: skip
def test_two_values_compared_with_no_base(
    shop: Path, request_: str, arguments: dict[str, Any], said: str
) -> None:
    assert said in asked(shop, request_, **arguments)


@pytest.mark.parametrize(
    "request_",
    [
        "Which region made the most money? Revenue is units times unit_price.",
        "인천이랑 서울 매출 합치면 얼마야? 매출은 수량×단가로 쳐 줘.",
        "Which day did Seoul sell more, June 1 or June 3?",
        "6월 6일 인천 매출이 얼마야? 매출은 수량×단가로 쳐 줘.",
        "Which sales in Seoul or Busan had more than 30 units?",
    ],
)
def test_other_questions_are_no_pair(shop: Path, request_: str) -> None:
    assert " minus " not in asked(shop, request_)


@pytest.mark.parametrize(
    ("request_", "arguments", "said"),
    [
        # fresh46 csv-98 was shown each region's total and answered with the totals
        ("매출로 보면 서울이 인천의 몇 배나 벌었어? 매출은 수량×단가로 쳐 줘.",
         {"op": "sum", "column": "units*unit_price", "group_by": "region"},
         "Seoul is 2.20 times Incheon (481500 ÷ 218400 = 2.2047)"),
        ("매출로 보면 서울이 인천의 몇 배나 벌었어? 매출은 수량×단가로 쳐 줘.", {},
         "Seoul is 2.20 times Incheon"),
        # the base said first in Korean, after "as" in English
        ("인천 매출의 몇 배가 서울 매출이야? 매출은 수량×단가로 쳐 줘.", {},
         "Seoul is 2.20 times Incheon"),
        ("How many times as much money did Seoul make as Incheon? Revenue is units times "
         "unit_price.", {}, "Seoul is 2.20 times Incheon"),
    ],
)  # fmt: skip
def test_one_value_as_a_multiple_of_another(
    shop: Path, request_: str, arguments: dict[str, Any], said: str
) -> None:
    assert said in asked(shop, request_, **arguments)


@pytest.mark.parametrize(
    "request_",
    [KO_JUNE6, "서울이랑 인천 매출 차이가 얼마야? 매출은 수량×단가로 쳐 줘.",
     "How many times did Seoul sell croissants?", "서울 매출은 인천의 몇 배야? 부산은?"],
)  # fmt: skip
def test_no_multiple_without_one_asked_of_two(shop: Path, request_: str) -> None:
    assert " times " not in asked(shop, request_, op="sum", column="units*unit_price")


def test_an_answer_without_the_multiple_is_said_again(shop: Path) -> None:
    """fresh46 csv-98 answered each region's total and no ratio: the ratio the result shows is
    asked, the fallback said as a person would, not the tool's text."""
    from jarvis_voice.agent import table_totals
    from jarvis_voice.agent.pipeline import CallOutcome
    from jarvis_voice.llm.base import ToolCall
    from jarvis_voice.tools.base import ToolResult

    request_ = "매출로 보면 서울이 인천의 몇 배나 벌었어? 매출은 수량×단가로 쳐 줘."
    shown = asked(shop, request_, op="sum", column="units*unit_price", group_by="region")
    call = ToolCall(id="1", name="csv_query", arguments={"path": "sales.csv"})
    facts = [CallOutcome(call, ToolResult(shown))]
    unsaid = table_totals.times_unsaid("서울: 481500, 인천: 218400, 부산: 308500.", facts, "ko")
    assert (
        unsaid is not None
        and unsaid[1] == "Seoul은(는) Incheon의 약 2.2배예요 (481,500 대 218,400)."
    )
    assert table_totals.times_unsaid("서울이 인천의 약 2.2배 벌었어요.", facts, "ko") is None
    assert table_totals.times_unsaid("About 2.20 times.", facts, "en") is None
