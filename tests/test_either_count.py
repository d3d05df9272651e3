"""How many of either of two values: the combined count said ('How many of the sales in
sales.csv were for croissants or bagels?' was shown 'count: 6 rows' and answered '5 croissants
and 1 bagel': fresh41 count-87), on a real CSV file with csv_query run for real and the whole
loop with a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import either_count
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover

ASKED = "How many of the sales in sales.csv were for croissants or bagels?"
HEAD = "sales.csv: 6 of 12 rows where product in ('croissants', 'bagels'); 5 columns"
RESULT = f"{HEAD}\ncount: 6 rows\nproduct has 2 different values: croissant, bagel"
SALES = (
    "date,region,product,units,unit_price\n"
    "2024-06-01,Seoul,croissant,40,3200\n2024-06-01,Busan,baguette,15,4100\n"
    "2024-06-02,Seoul,muffin,55,2800\n2024-06-02,Incheon,bagel,20,2500\n"
    "2024-06-03,Busan,croissant,30,3200\n2024-06-03,Seoul,baguette,25,4100\n"
    "2024-06-04,Incheon,muffin,35,2800\n2024-06-04,Busan,bagel,10,2500\n"
    "2024-06-05,Seoul,cheesecake,8,6500\n2024-06-05,Busan,muffin,45,2800\n"
    "2024-06-06,Incheon,croissant,22,3200\n2024-06-06,Seoul,bagel,18,2500\n"
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
        (ASKED, "There were 5 croissants and 1 bagel in the sales.csv file.", True),  # count-87
        (ASKED, "3 croissant sales and 3 bagel sales.", True),
        (ASKED, "6 of the 12 sales were for croissants or bagels.", False),
        ("크루아상이나 베이글 판매는 몇 건이야?", "크루아상 3건, 베이글 3건이에요.", True),
        ("크루아상이나 베이글 판매는 몇 건이야?", "모두 6건이에요.", False),
        # each value's own count asked: the values apart stand
        ("How many sales were there for croissants and bagels, each?", "3 and 3.", False),
        ("크루아상이랑 베이글 각각 몇 건이야?", "3건씩이에요.", False),
        # not a how-many question
        ("Show me the croissant or bagel sales.", "Here they are: 5 rows.", False),
    ],
)  # fmt: skip
def test_the_combined_count_is_said(request_: str, answer: str, sent_back: bool) -> None:
    assert bool(either_count.unsaid(request_, answer, [_query(RESULT)])) == sent_back


def test_a_sum_over_several_values() -> None:
    head = "sales.csv: 6 of 12 rows where product in (croissant, bagel); 5 columns"
    facts = [_query(f"{head}\nsum of units: 140")]
    asked = "How many croissants or bagels did we sell?"
    assert either_count.unsaid(asked, "92 croissants and 48 bagels.", facts) == [
        head,
        "sum of units: 140",
    ]
    assert either_count.unsaid(asked, "140 in all.", facts) == []


@pytest.mark.parametrize(
    "content",
    [  # one value, a grouped listing, or a later query of something else: no check
        "sales.csv: 3 of 12 rows where product=croissant; 5 columns\ncount: 3 rows",
        f"{HEAD}\nrows by product (largest first):\ncroissant: 3\nbagel: 3",
        "sales.csv: 12 of 12 rows; 5 columns\ncount: 12 rows",
    ],
)
def test_no_several_values_no_check(content: str) -> None:
    assert either_count.unsaid(ASKED, "5 croissants and 1 bagel.", [_query(content)]) == []


def _agent(folder: Path, steps: list[Any]) -> Any:
    settings = load_settings(agent={"language": "en"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_sends_back_each_value_apart(tmp_path: Path) -> None:
    """count-87's call, then its answer of 5 and 1."""
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    count = ToolCall(
        id="c0", name="csv_query",
        arguments={"path": "sales.csv", "op": "count", "column": "product",
                   "where": "product in ('croissants', 'bagels')"},
    )  # fmt: skip
    wrong = LLMReply(text="There were 5 croissants and 1 bagel in the sales.csv file.")
    right = LLMReply(text="6 of the sales were for croissants or bagels.")
    result = asyncio.run(_agent(tmp_path, [LLMReply(tool_calls=[count]), wrong, right]).run_turn(
        ASKED
    ))  # fmt: skip
    assert any("count: 6 rows" in o.result.content for o in result.outcomes)
    assert result.answer == right.text
    # told again and still apart: the query's lines
    steps = [LLMReply(tool_calls=[count]), wrong, wrong, wrong]
    assert "count: 6 rows" in asyncio.run(_agent(tmp_path, steps).run_turn(ASKED)).answer
