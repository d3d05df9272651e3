"""Numbers a calculation makes from the request's own by its units (agent/unit_scales.py):
fresh40 calc-85's floor of 3.6 m by 4.5 m in 30 cm tiles, calculated as 162000 / 900 = 180, was
refused as "not checked"; a number from nowhere is still sent back, and the real loop keeps the
calculator's answer."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent import answer_numbers
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.unit_scales import derived, scales
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import scripted_agent

TILES = (
    "I'm tiling a floor that's 3.6 m by 4.5 m with 30 cm square tiles. How many tiles will it "
    "take, not counting spares?"
)


@pytest.mark.parametrize(
    ("request_", "ratio"),
    [
        (TILES, 100.0),
        ("방이 가로 3미터 세로 4미터인데 장판이 50센티 폭이면?", 100.0),
        ("3 km and 200 m", 1000.0),
        ("고기 1.2킬로에 100그램씩", 1000.0),  # a bare 킬로 is a weight too
    ],
)
def test_two_units_of_one_kind_give_their_ratio(request_: str, ratio: float) -> None:
    found = scales(request_)
    assert any(abs(s - ratio) < 1e-9 for s in found)
    assert any(abs(s - ratio**2) < 1e-6 for s in found)  # an area


@pytest.mark.parametrize(
    "request_",
    ["소고기 600그램에 36000 원이면 100그램에 얼마야?", "3킬로미터 걸었어, 10 min", "5 m"],
)
def test_one_unit_gives_none(request_: str) -> None:
    assert scales(request_) == frozenset()


def test_products_and_conversions_of_the_requests_numbers() -> None:
    said = [3.6, 4.5, 30.0]
    for value in (162000, 900, 360, 450, 16.2, 0.09):
        assert derived(value, TILES, said), value
    for value in (12345, 200, 7):
        assert not derived(value, TILES, said), value
    # a side times itself only when something is square: 100 × 100 is no 3만 6천
    assert not derived(10000, "고기 1.2킬로에 36000원이면 100그램에 얼마", [1.2, 36000, 100])


def _calculated(expression: str, result: str) -> list[CallOutcome]:
    call = ToolCall(id="c1", name="calculate", arguments={"expression": expression})
    return [CallOutcome(call, ToolResult(result))]


@pytest.mark.parametrize(
    ("request_", "expression", "result", "misread"),
    [
        (TILES, "162000 / 900", "162000 ÷ 900 = 180", None),  # fresh40 calc-85
        (TILES, "(360/30)*(450/30)", "= 180", None),
        (TILES, "16.2/0.09", "= 180", None),
        (TILES, "200 / 3", "= 66.67", ("3.6 and 4.5 and 30", "200 / 3")),  # from nowhere
        # a lost zero and a made-up amount are still misread
        ("한 달에 25만 원씩 저금하면 1년 반 뒤엔 얼마 모여?", "25000*12*1/2", "= 150,000",
         ("250000", "25000")),
        ("소고기 600그램에 3만 6천 원이면 100그램에 얼마꼴이야?", "10000 / 600", "= 16.67",
         ("100", "10000")),
    ],
)  # fmt: skip
def test_a_converted_number_is_no_misread(
    request_: str, expression: str, result: str, misread: tuple[str, str] | None
) -> None:
    assert answer_numbers.misread_number(request_, _calculated(expression, result)) == misread


def _agent(tmp_path: Path, *replies: LLMReply) -> AgentLoop:
    settings = load_settings(agent={"language": "en"})
    return scripted_agent(tmp_path, ScriptedBackend(list(replies)), settings)


def test_the_loop_keeps_a_calculation_in_converted_units(tmp_path: Path) -> None:
    # fresh40 calc-85's own turn: the right calculation in cm², refused as not checked
    calc = ToolCall(id="c1", name="calculate", arguments={"expression": "162000 ÷ 900"})
    agent = _agent(
        tmp_path,
        LLMReply(tool_calls=[calc]),
        LLMReply(text="It will take 180 tiles."),
        LLMReply(text="It will take 180 tiles."),
    )
    result = asyncio.run(agent.run_turn(TILES))
    assert result.answer == "It will take 180 tiles."
