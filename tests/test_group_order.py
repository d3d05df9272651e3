"""A table's groups said in the order the request asks (agent/group_order.py): fresh40 csv-85
('List them from the most to the fewest.') was answered 'from smallest to largest … Incheon:
77, Busan: 100, Seoul: 146'."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent import group_order
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import SHOP_SALES_CSV, csv_answer, scripted_agent

ASKED = "How many units did each region sell in total? List them from the most to the fewest."
QUERY = {"op": "sum", "column": "unit", "group_by": "region"}  # csv-85's call
RISING = ("The total units sold by each region, from smallest to largest, are Incheon: 77, "
          "Busan: 100, Seoul: 146.")  # fmt: skip
FALLING = ["Seoul: 146", "Busan: 100", "Incheon: 77"]


def _shown(tmp_path: Path, request_: str = ASKED) -> list[CallOutcome]:
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV)
    shown = csv_answer(tmp_path, request_, **QUERY)
    call = ToolCall(id="c", name="csv_query", arguments={"path": "sales.csv", **QUERY})
    return [CallOutcome(call, ToolResult(shown))]


def test_groups_said_the_other_way_get_the_lines_in_the_order_asked(tmp_path: Path) -> None:
    assert group_order.order_unkept(ASKED, RISING, _shown(tmp_path)) == FALLING
    rising = "지역별 판매량을 적은 순으로 알려 줘"
    said = "서울 146개, 부산 100개, 인천 77개"
    assert group_order.order_unkept(rising, said, _shown(tmp_path, rising)) == FALLING[::-1]


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        (ASKED, "Seoul sold 146 units, Busan 100 and Incheon 77."),
        (ASKED, "서울 146개, 부산 100개, 인천 77개 순이에요."),  # Hangul names in order
        (ASKED, "Seoul: 146, Busan: 100."),  # a group unnamed: another check's
        ("How many units did each region sell in total?", RISING),  # no order asked
        ("Which region sold the fewest units?", RISING),  # one end, no order of a list
    ],
)
def test_an_answer_in_the_order_asked_or_none_asked_stands(
    tmp_path: Path, request_: str, answer: str
) -> None:
    assert group_order.order_unkept(request_, answer, _shown(tmp_path, request_)) == []


def test_the_loop_answers_in_the_order_asked(tmp_path: Path) -> None:
    """csv-85: the rising answer is sent back, and the lines in order are the answer when the
    model says it rising again."""
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV)
    query = ToolCall(id="c1", name="csv_query", arguments={"path": "sales.csv", **QUERY})
    backend = ScriptedBackend([LLMReply(tool_calls=[query])] + [LLMReply(text=RISING)] * 3)
    agent = scripted_agent(tmp_path, backend, load_settings(agent={"language": "en"}))
    result = asyncio.run(agent.run_turn(ASKED))
    at = [result.answer.find(line) for line in FALLING]
    assert -1 not in at and at == sorted(at), result.answer


def test_the_groups_sum_is_no_group(tmp_path: Path) -> None:
    """'all 3 groups together: 323' under csv-85's groups is their sum, not a fourth region."""
    from jarvis_voice.agent.group_names import groups_shown

    shown = _shown(tmp_path)[0].result.content
    assert "all 3 groups together: 323" in shown
    assert [name for name, _, _ in groups_shown(shown)] == ["Seoul", "Busan", "Incheon"]
