"""Handshakes of each pair once (tools/builtin/pairs_once.py): fresh44 calc-94's 「10명이 모여서
서로 한 번씩 빠짐없이 악수하면 악수는 모두 몇 번 하게 돼?」 was calculated as 10*10 = 100; the
calculator now says n × (n − 1) ÷ 2 beside it, in either language, and leaves each pair twice
or another number alone."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.calculator import CalculateTool, spell_korean_numbers
from jarvis_voice.tools.builtin.measures import measure_line
from jarvis_voice.tools.builtin.pairs_once import pairs_once_line
from support import scripted_agent

HANDSHAKES = "10명이 모여서 서로 한 번씩 빠짐없이 악수하면 악수는 모두 몇 번 하게 돼?"


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        (HANDSHAKES, "10 of them, each pair once: 10 × 9 ÷ 2 = 45"),  # fresh44 calc-94
        ("열 명이 서로 한 번씩 악수하면 몇 번이야?", "10 of them, each pair once: 10 × 9 ÷ 2 = 45"),
        ("If 8 people each shake hands with everyone else once, how many handshakes is that?",
         "8 of them, each pair once: 8 × 7 ÷ 2 = 28"),
        ("6팀이 서로 한 번씩 경기하는 리그전이면 경기가 몇 번이야?",
         "6 of them, each pair once: 6 × 5 ÷ 2 = 15"),
        ("12 guests clink glasses with each other. How many clinks?",
         "12 of them, each pair once: 12 × 11 ÷ 2 = 66"),
        # each pair twice, another number, no pairs met, nobody counted
        ("열 명이 서로 두 번씩 악수하면 몇 번이야?", None),
        ("10 people each shake hands with 3 others. How many handshakes?", None),
        ("10명이 한 줄로 서면 몇 가지 방법이 있어?", None),
        ("Everyone shook hands with each other. How many handshakes?", None),
    ],
)  # fmt: skip
def test_each_pair_meets_once(request_: str, line: str | None) -> None:
    said = spell_korean_numbers(request_)
    assert pairs_once_line(said) == line
    if line is not None:
        assert measure_line(said) == line


def test_each_with_each_is_worked_out_from_the_request() -> None:
    tool = CalculateTool()
    ctx = ToolContext(workdir=Path("."), request=HANDSHAKES)
    result = asyncio.run(tool.run(tool.Args(expression="10*10"), ctx))
    assert result.content.startswith("answer: 45\n"), result.content
    right = asyncio.run(tool.run(tool.Args(expression="10*9/2"), ctx))
    assert "45" in right.content and "answer:" not in right.content


def test_the_loop_says_the_handshakes_after_each_with_each(tmp_path: Path) -> None:
    # fresh44 calc-94's own set-up; the calculator's answer said back stands
    calc = ToolCall(id="c1", name="calculate", arguments={"expression": "10*10"})
    said = LLMReply(text="악수는 모두 45번 하게 됩니다.")
    backend = ScriptedBackend([LLMReply(tool_calls=[calc]), said, said, said])
    agent = scripted_agent(tmp_path, backend, load_settings(agent={"language": "ko"}))
    result = asyncio.run(agent.run_turn(HANDSHAKES))
    assert result.answer == "악수는 모두 45번 하게 됩니다."
