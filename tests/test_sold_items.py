"""What was sold, said by its name (agent/sold_items.py): 「6월 5일에 부산에서는 뭘 팔았어? 몇 개
팔았는지도.」 was answered 「… 45개 팔았습니다.」 after a query showing the muffin row (fresh43
read-92). Real csv_query results on a real CSV; the grounding check as the loop asks it."""

from __future__ import annotations

from pathlib import Path

import pytest

from jarvis_voice.agent import grounding
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.sold_items import items_unsaid
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import ToolResult
from support import csv_answer

SALES = """date,region,product,units,unit_price
2025-03-12,Daegu,donut,12,1500
2025-03-12,Ulsan,tart,9,4500
2025-03-14,Daegu,scone,4,2000
"""
ASKED = "3월 14일에 대구에서는 뭘 팔았어? 몇 개 팔았는지도."


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    return tmp_path


def looked_up(workdir: Path, request: str) -> list[CallOutcome]:
    content = csv_answer(workdir, request)
    call = ToolCall(id="q", name="csv_query", arguments={"path": "sales.csv"})
    return [CallOutcome(call, ToolResult(content))]


@pytest.mark.parametrize(
    "answer",
    ["대구에서는 3월 14일에 scone을 4개 팔았어요.", "스콘 4개 팔았습니다.", "Scones: 4."],
)
def test_an_answer_naming_the_item_stands(shop: Path, answer: str) -> None:
    assert items_unsaid(ASKED, answer, looked_up(shop, ASKED)) == []


def test_an_answer_with_the_count_alone_is_sent_back_with_the_rows(shop: Path) -> None:
    facts = looked_up(shop, ASKED)
    rows = items_unsaid(ASKED, "3월 14일에 4개 팔았습니다.", facts)
    assert rows == ["date=2025-03-14, region=Daegu, product=scone, units=4, unit_price=2000"]
    need = grounding.classify(ASKED, shop)
    assert need is not None
    tools = {"csv_query", "read_file", "bash", "calculate"}
    verdict = grounding.check(need, ASKED, "3월 14일에 4개 팔았습니다.", facts, tools, "ko",
                              workdir=shop)  # fmt: skip
    assert verdict is not None and "product=scone" in verdict.correction
    assert "scone" in verdict.fallback


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # how many, not what: the count is the answer
        ("3월 14일에 대구에서는 몇 개 팔았어?", "4개 팔았습니다."),
        ("How many units did Daegu sell on March 14?", "4 units."),
    ],
)
def test_a_question_not_asking_what_was_sold_is_left(
    shop: Path, request_: str, answer: str
) -> None:
    assert items_unsaid(request_, answer, looked_up(shop, request_)) == []


def test_what_was_sold_over_many_rows_is_a_listing_left_to_the_model(tmp_path: Path) -> None:
    rows = "".join(f"2025-03-{10 + n},Daegu,item{n},{n + 1},1000\n" for n in range(8))
    (tmp_path / "sales.csv").write_text("date,region,product,units,unit_price\n" + rows)
    request = "What did we sell in Daegu?"
    facts = looked_up(tmp_path, request)
    assert items_unsaid(request, "We sold 36 units.", facts) == []
