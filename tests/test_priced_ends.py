"""The cheapest and the dearest item each named with its units sold (agent/priced_ends.py,
csv_query's priced lines): fresh40 csv-86 was shown Busan's prices alone (「비싼」 heard as
Busan) and answered them; then every product but the cheesecake."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent import priced_ends
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import SHOP_SALES_CSV, csv_answer, scripted_agent

ASKED = "우리 제품 중에 단가가 제일 싼 거랑 제일 비싼 거, 각각 총 몇 개씩 팔렸어?"  # csv-86
QUERY = {"op": "sum", "column": "price", "group_by": "product"}  # csv-86's call
# the model's answers: Busan's prices (the first run), every product but the cheesecake
BUSAN = "물론요. Busan 지역에서 팔린 단가는 다음과 같습니다: - bagel: 2500 - muffin: 2800"
NO_CHEESECAKE = "baguette: 40개, bagel: 48개, croissant: 92개, muffin: 135개"
LINES = [
    "cheapest product by unit_price: bagel, 48 units in total over its 3 rows (unit_price 2500)",
    "most expensive product by unit_price: cheesecake, 8 units in total over its 1 row "
    "(unit_price 6500)",
]


def _shown(tmp_path: Path, request_: str = ASKED, **query: str) -> list[CallOutcome]:
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV)
    shown = csv_answer(tmp_path, request_, **(query or QUERY))
    call = ToolCall(id="c", name="csv_query", arguments={"path": "sales.csv", **QUERY})
    return [CallOutcome(call, ToolResult(shown))]


@pytest.mark.parametrize("answer", [BUSAN, NO_CHEESECAKE, "bagel은 48개 팔렸어요."])
def test_an_answer_missing_an_item_or_its_units_gets_the_lines(tmp_path: Path, answer: str) -> None:
    assert priced_ends.ends_unsaid(answer, _shown(tmp_path)) == LINES


@pytest.mark.parametrize(
    "answer",
    [
        "제일 싼 bagel은 총 48개, 제일 비싼 cheesecake는 총 8개 팔렸어요.",
        "가장 싼 베이글은 48개, 가장 비싼 치즈케이크는 여덟 개 팔렸습니다.",
        "The cheapest, Bagel, sold 48 units; the priciest, Cheesecake, sold 8.",
    ],
)
def test_both_items_with_their_units_stand(tmp_path: Path, answer: str) -> None:
    assert priced_ends.ends_unsaid(answer, _shown(tmp_path)) == []


def test_a_result_with_no_priced_lines_is_not_read(tmp_path: Path) -> None:
    """Every product's units asked: no item by its price, nothing to say of one."""
    asked = "제품별로 몇 개씩 팔렸어?"
    facts = _shown(tmp_path, asked, op="sum", column="units", group_by="product")
    assert priced_ends.ends_unsaid("bagel 48개", facts) == []


def test_the_loop_answers_with_both_items(tmp_path: Path) -> None:
    """csv-86: the answer leaving out the cheesecake is sent back, and the lines are the answer
    when the model leaves it out again."""
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV)
    query = ToolCall(id="c1", name="csv_query", arguments={"path": "sales.csv", **QUERY})
    backend = ScriptedBackend(
        [LLMReply(tool_calls=[query]), LLMReply(text=NO_CHEESECAKE), LLMReply(text=NO_CHEESECAKE),
         LLMReply(text=NO_CHEESECAKE)]
    )  # fmt: skip
    agent = scripted_agent(tmp_path, backend, load_settings(agent={"language": "ko"}))
    result = asyncio.run(agent.run_turn(ASKED))
    assert "bagel" in result.answer and "48" in result.answer
    assert "cheesecake, 8 units" in result.answer
    assert "Busan" not in result.answer


def test_a_turn_ending_on_the_preview_answers_with_both_items(tmp_path: Path) -> None:
    """csv-86 after its fix: the model looked at the table and never said what it found; the
    fallback is the priced lines under the preview's head, not its first rows."""
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV)
    look = ToolCall(id="c1", name="csv_query", arguments={"path": "sales.csv"})
    said = LLMReply(text="확인할게요.")
    backend = ScriptedBackend([LLMReply(tool_calls=[look]), said, said, said, said])
    agent = scripted_agent(tmp_path, backend, load_settings(agent={"language": "ko"}))
    result = asyncio.run(agent.run_turn(ASKED))
    assert "bagel, 48 units" in result.answer and "cheesecake, 8 units" in result.answer, (
        result.answer
    )
    assert "region=Seoul" not in result.answer
