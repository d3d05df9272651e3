"""The price to sell at for a profit of some percent (tools/builtin/markup_price.py): fresh45
calc-96's 「원가가 8,000원인 물건을 원가의 25%만큼 이익 남기고 팔려면 얼마에 팔아야 해?」 was
calculated as 10000*0.25 and the turn gave up; the calculator now says the cost × (1 + the
percent) beside it — or ÷ (1 − the percent) for a share of the selling price — in either
language, and leaves a loss, a bare margin or a second amount alone."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.calculator import CalculateTool, spell_korean_numbers
from jarvis_voice.tools.builtin.markup_price import markup_price_line
from jarvis_voice.tools.builtin.measures import measure_line
from support import scripted_agent

MARKUP = "원가가 8,000원인 물건을 원가의 25%만큼 이익 남기고 팔려면 얼마에 팔아야 해?"


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        (MARKUP, "8,000 원 cost, profit 25 % on the cost: 8,000 × (1 + 0.25) = 10,000 원"),
        ("원가 2만 원짜리를 30% 남기고 팔려면 얼마에 팔아야 돼?",
         "20,000 원 cost, profit 30 % on the cost: 20,000 × (1 + 0.3) = 26,000 원"),
        ("It cost me $40. What should I sell it for to make a 25% profit?",
         "$40 cost, profit 25 % on the cost: 40 × (1 + 0.25) = $50"),
        ("If I mark up a $50 item by 40%, what is the selling price?",
         "$50 cost, profit 40 % on the cost: 50 × (1 + 0.4) = $70"),
        ("원가 1만 원인데 판매가의 20%를 이익으로 남기려면 얼마에 팔아야 해?",
         "10,000 원 cost, profit 20 % of the selling price: 10,000 ÷ (1 − 0.2) = 12,500 원"),
        # a loss, a bare margin, a percent asked, two amounts, the price given
        ("원가 1만 원인데 20% 손해 보고 팔면 얼마에 팔아야 해?", None),
        ("I bought a bike for $200 and want a 20% margin. What price should I sell it for?", None),
        ("원가 8천 원짜리를 1만 원에 팔면 몇 퍼센트 이익이야?", None),
        ("원가 8천 원에 배송비 2천 원이 드는데 25% 남기려면 얼마에 팔아야 해?", None),
        ("I sell it for $50. How much profit is 25%?", None),
    ],
)  # fmt: skip
def test_the_price_for_a_profit(request_: str, line: str | None) -> None:
    said = spell_korean_numbers(request_)
    assert markup_price_line(said) == line
    if line is not None:
        assert measure_line(said) == line
        need = grounding.classify(request_)
        assert need is not None and need.kinds == ("arithmetic",)


def test_a_wrong_set_up_is_worked_out_from_the_request() -> None:
    tool = CalculateTool()
    ctx = ToolContext(workdir=Path("."), request=MARKUP)
    result = asyncio.run(tool.run(tool.Args(expression="10000*0.25"), ctx))
    assert result.content.startswith("answer: 10,000 원\n"), result.content
    right = asyncio.run(tool.run(tool.Args(expression="8000*1.25"), ctx))
    assert "10,000" in right.content and "answer:" not in right.content


def test_the_loop_says_the_price_after_a_wrong_set_up(tmp_path: Path) -> None:
    # fresh45 calc-96's own set-up; the calculator's answer said back stands
    calc = ToolCall(id="c1", name="calculate", arguments={"expression": "10000*0.25"})
    said = LLMReply(text="10,000원에 팔면 됩니다.")
    backend = ScriptedBackend([LLMReply(tool_calls=[calc]), said, said, said])
    agent = scripted_agent(tmp_path, backend, load_settings(agent={"language": "ko"}))
    result = asyncio.run(agent.run_turn(MARKUP))
    assert result.answer == "10,000원에 팔면 됩니다."
