"""The span between two clock times a request names (tools/builtin/clock_span.py): fresh43
calc-91's 'go to bed at 11:30 pm and get up at 6:45 am' was calculated as 11:30 pm − 6:45 am and
answered 16 h 45 min; the calculator now says the span from the first to the second beside a
set-up the wrong way round, in either language, and leaves other sums alone."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.calculator import CalculateTool, spell_korean_numbers
from jarvis_voice.tools.builtin.clock_span import clock_span_line
from support import scripted_agent

SLEEP = "If I go to bed at 11:30 pm and get up at 6:45 am, how much sleep is that?"
SLEEP_KO = "밤 11시 반에 자서 아침 6시 45분에 일어나면 몇 시간 자?"


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        # fresh43 calc-91, and the Korean user's same question
        (SLEEP, "23:30 to 6:45, across midnight = 7 h 15 min (435 min)"),
        (SLEEP_KO, "23:30 to 6:45, across midnight = 7 h 15 min (435 min)"),
        ("밤 11:30에 자서 6:45에 일어나면 얼마나 자?", "11:30 to 6:45 = 7 h 15 min (435 min)"),
        ("23:00부터 07:30까지 몇 시간이야?",
         "23:00 to 7:30, across midnight = 8 h 30 min (510 min)"),
        ("I went to bed at midnight and woke at 7:20 am, how long did I sleep?",
         "0:00 to 7:20 = 7 h 20 min (440 min)"),
        ("자정에 자서 7시에 일어나면 몇 시간 자?", "12:00 to 7:00 = 7 h (420 min)"),
        # said the other way round: the words say which is the start
        ("아침 6시 45분에 일어났는데 어젯밤 11시 반에 잤어. 몇 시간 잔 거야?",
         "23:30 to 6:45, across midnight = 7 h 15 min (435 min)"),
        ("I woke up at 6:45 am. I went to bed at 11:30 pm. How long did I sleep?",
         "23:30 to 6:45, across midnight = 7 h 15 min (435 min)"),
        # no half of the day said: the shorter span is the one meant
        ("11시에 자서 7시에 일어나면 몇 시간 자는 거야?", "11:00 to 7:00 = 8 h (480 min)"),
        ("열한 시 반에 자서 여섯 시에 일어나면 몇 시간 자?",
         "11:30 to 6:00 = 6 h 30 min (390 min)"),
        ("My train leaves at 8:45 and gets in at 11:20. How long is the ride?",
         "8:45 to 11:20 = 2 h 35 min (155 min)"),
        ("I start work at 9 am and finish at 5:30. How many hours is that?",
         "9:00 to 5:30 = 8 h 30 min (510 min)"),
        ("공원에 오후 2시에 가서 5시 반에 나왔어. 얼마나 있었어?",
         "2:00 to 5:30 = 3 h 30 min (210 min)"),
        # another sum, a time asked, one time, the same time twice, another number
        ("9시부터 6시까지 일하고 시급이 1만 원이면 얼마 벌어?", None),
        ("If I sleep from 11:30 pm to 6:45 am every night, how many hours is that a week?", None),
        ("밤 11시 반에 자서 아침 6시 45분에 일어나면 일주일에 몇 시간 자?", None),
        ("I leave at 10:40 pm and the flight is 13 hours. What time do I land?", None),
        ("How long is it until 5 pm?", None),
        ("What time is it 3 hours after 11:30 pm?", None),
        ("From 7:00 am to 7:00 am, how long?", None),
        ("I slept from 11 pm to 6:45 am and napped 2 hours. How much sleep is that?", None),
        ("회의가 3시 시작이고 5시 반에 끝나는데 몇 시에 쉬어?", None),
    ],
)  # fmt: skip
def test_the_span_between_two_clock_times(request_: str, line: str | None) -> None:
    assert clock_span_line(spell_korean_numbers(request_)) == line


@pytest.mark.parametrize("request_", [SLEEP, SLEEP_KO])
def test_a_span_set_up_the_wrong_way_round_is_worked_out_from_the_request(request_: str) -> None:
    tool = CalculateTool()
    ctx = ToolContext(workdir=Path("."), request=request_)
    result = asyncio.run(tool.run(tool.Args(expression="11:30 pm - 6:45 am"), ctx))
    assert result.content.startswith("answer: 7 h 15 min (435 min)\n"), result.content
    assert "worked out from it" in result.content


def test_the_loop_says_the_nights_sleep_after_a_backwards_span(tmp_path: Path) -> None:
    # fresh43 calc-91's own set-up, then the calculator's answer said back
    calc = ToolCall(id="c1", name="calculate", arguments={"expression": "11:30 pm - 6:45 am"})
    said = LLMReply(text="That is 7 hours and 15 minutes of sleep.")
    backend = ScriptedBackend([LLMReply(tool_calls=[calc]), said, said, said])
    agent = scripted_agent(tmp_path, backend, load_settings(agent={"language": "en"}))
    result = asyncio.run(agent.run_turn(SLEEP))
    assert result.answer == "That is 7 hours and 15 minutes of sleep."
    facts = [m.content for m in backend.calls[1]["messages"] if m.role == "tool"]
    assert any("7 h 15 min" in fact and "16 h" not in fact for fact in facts), facts
