"""The digits of a power or a factorial added up or counted, by Python (fresh45 script-95's
'Have Python add up the digits of 2 to the power of 1,000.' was calculated as 2**1000 + 2 and
answered with the power's size): the commands run for real, 'have Python' read as Python asked,
requests that must not write one, and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding, python_digit_sums, python_sums
from jarvis_voice.agent.request_words import argument_text
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from support import scripted_agent

DIGITS = "Have Python add up the digits of 2 to the power of 1,000."


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (DIGITS, "1366"),  # fresh45 script-95
        ("Use Python to find the sum of the digits of 2^15.", "26"),  # 32768
        ("파이썬으로 2의 1000제곱의 각 자리 숫자를 모두 더해 줘", "1366"),
        ("Use Python to sum the digits of 100!", "648"),
        ("파이썬으로 100 팩토리얼의 각 자리 숫자를 다 더하면 얼마야?", "648"),
        ("Get Python to work out how many digits 2 to the 100th power has.", "31"),
        ("파이썬으로 2의 100승이 몇 자리 수인지 알려 줘", "31"),
    ],
)
def test_the_run_prints_what_is_asked(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None and command == python_digit_sums.run_command(request_)
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed
    need = grounding.classify(request_)
    assert need is not None and need.kinds == ("arithmetic",)


@pytest.mark.parametrize(
    "request_",
    [
        "Use Python to add up the digits of 2^10 and 3^10.",  # two numbers
        "Use Python to work out 2 to the power of 1,000.",  # the number, not its digits
        "Use Python to find the digits of 2^100.",  # neither a sum nor a count
        "Use Python to add up the digits of 9 to the power of 10,000,000.",  # too long a run
        "Add up the digits of 2 to the power of 1,000.",  # no Python asked
    ],
)
def test_no_run_for_others(request_: str) -> None:
    assert python_digit_sums.run_command(request_) is None or not python_sums.asked(request_)
    assert python_sums.run_command(request_) != python_digit_sums.run_command(DIGITS)


@pytest.mark.parametrize(
    ("request_", "asked"),
    [
        (DIGITS, True),
        ("Let Python count the primes below 100.", True),
        ("Ask Python what 2 to the power of 64 is.", True),
        ("파이썬한테 시켜서 1부터 100까지 더해 줘", True),
        ("파이썬을 이용해서 20 팩토리얼을 구해 줘", True),
        ("Do I have Python 3 installed?", False),  # a question about this machine
        ("Make Python 3.12 the default.", False),  # no computation
    ],
)
def test_python_told_to_do_it_is_python_asked(request_: str, asked: bool) -> None:
    assert python_sums.asked(request_) is asked


def test_the_loop_runs_the_digit_sum_after_a_calculation(tmp_path: Path) -> None:
    # fresh45 script-95's own turn: calculate 2**1000 + 2, then the power's size said
    calc = ToolCall(id="c1", name="calculate", arguments={"expression": "2**1000 + 2"})
    wrong = LLMReply(
        text="The sum of the digits of 2 to the power of 1,000 is approximately "
        "1.071508607186e+301, which has 302 digits."
    )
    right = LLMReply(text="The digits of 2 to the power of 1,000 add up to 1,366.")
    settings = load_settings(agent={"language": "en"})
    backend = ScriptedBackend([LLMReply(tool_calls=[calc]), wrong, right, right, right])
    agent = scripted_agent(tmp_path, backend, settings)
    result = asyncio.run(agent.run_turn(DIGITS))
    assert any("str(2**1000)" in argument_text(o) for o in result.outcomes)
    assert "1,366" in result.answer and "e+301" not in result.answer
