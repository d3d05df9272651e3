"""How many different values: the table's count of them said (fresh40 count-85 answered each
product's units), on a real CSV file, with csv_query run for real and the whole loop with a
scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import different_count
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover

ASKED = "How many different products did we sell in Busan?"
LINE = "product has 4 different values: baguette, croissant, bagel, muffin"
SALES = (
    "date,region,product,units,unit_price\n2024-06-01,Busan,baguette,15,4100\n"
    "2024-06-02,Seoul,muffin,55,2800\n2024-06-03,Busan,croissant,30,3200\n"
    "2024-06-04,Busan,bagel,10,2500\n2024-06-05,Busan,muffin,45,2800\n"
    "2024-06-06,Seoul,cheesecake,8,6500\n"
)


def _query(content: str) -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name="csv_query", arguments={"path": "sales.csv", "op": "count"}),
        result=ToolResult(content),
        decision=None,
    )


@pytest.mark.parametrize(
    ("request_", "answer", "sent_back"),
    [
        (ASKED, "We sold 45 muffins, 30 croissants, 15 baguette, and 10 bagels in Busan.", True),
        (ASKED, "We sold 5 different products in Busan.", True),  # count-85's first answer
        (ASKED, "4 different products: baguette, croissant, bagel and muffin.", False),
        (ASKED, "Four different products.", False),
        ("부산에서 판 제품은 몇 종류야?", "네 가지예요.", False),
        ("부산에서 판 제품은 몇 종류야?", "머핀이 제일 많이 팔렸어요.", True),
        # not a how-many-different question: each product's units stand
        ("How many units of each product did we sell in Busan?", "45 muffins, 30 croissants.",
         False),
    ],
)  # fmt: skip
def test_the_different_count_is_said(request_: str, answer: str, sent_back: bool) -> None:
    facts = [_query(f"count: 4 rows\n{LINE}")]
    assert bool(different_count.unsaid(request_, answer, facts)) == sent_back


def test_no_line_no_check() -> None:
    facts = [_query("sum of units by product (largest first):\nmuffin: 45")]
    assert different_count.unsaid(ASKED, "45 muffins.", facts) == []


def _agent(folder: Path, steps: list[Any]) -> Any:
    settings = load_settings(agent={"language": "en"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_sends_back_units_for_a_count_of_kinds(tmp_path: Path) -> None:
    """count-85's calls: a count of product grouped by a made-up city, then a sum of units, and
    an answer of each product's units."""
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    count = ToolCall(
        id="c0", name="csv_query",
        arguments={"path": "orders.csv", "op": "count", "column": "product", "group_by": "city"},
    )  # fmt: skip
    units = ToolCall(
        id="c1", name="csv_query",
        arguments={"path": "orders.csv", "op": "sum", "column": "units", "group_by": "city"},
    )  # fmt: skip
    wrong = LLMReply(text="We sold 45 muffins, 30 croissants, 15 baguette, and 10 bagels in Busan.")
    right = LLMReply(text="We sold 4 different products in Busan.")
    steps = [LLMReply(tool_calls=[count]), LLMReply(tool_calls=[units]), wrong, right]
    result = asyncio.run(_agent(tmp_path, steps).run_turn(ASKED))
    assert any(LINE in o.result.content for o in result.outcomes)
    assert result.answer == right.text
    # told again and still the units: the table's line
    steps = [LLMReply(tool_calls=[count]), LLMReply(tool_calls=[units]), wrong, wrong, wrong]
    assert LINE in asyncio.run(_agent(tmp_path, steps).run_turn(ASKED)).answer
