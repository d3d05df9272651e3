"""A whole number written in binary, hex or octal by Python (fresh41 script-87: "Use Python to
write 2024 in binary." put bin(2024) into calculate, which failed, and the model said it could
not help): the commands run for real, requests that must not write one, the digits found in an
answer, and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding, python_bases, python_sums
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import argument_text
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import scripted_agent

BINARY = "Use Python to write 2024 in binary."


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (BINARY, "0b11111101000"),
        ("Convert 255 to hex with Python.", "0xff"),
        ("What is 1,000 in octal? Use Python.", "0o1750"),
        ("Use Python to get the binary representation of 42", "0b101010"),
        ("Using Python, what's 4096 in hexadecimal?", "0x1000"),
        ("Use Python to show 10 in base 2", "0b1010"),
        ("파이썬으로 2024를 2진수로 바꿔 줘", "0b11111101000"),
        ("255는 16진수로 뭐야? 파이썬으로 알려 줘", "0xff"),
        ("파이썬으로 100을 이진수로 나타내 줘", "0b1100100"),
        ("파이썬으로 64를 8진수로 변환해 줘", "0o100"),
        ("Use Python 3 to write 2024 in binary", "0b11111101000"),
    ],
)
def test_the_run_prints_the_number_in_the_base_asked(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None and command.startswith("python3 -c ")
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed
    need = grounding.classify(request_)
    assert need is not None and need.kinds == ("arithmetic",)


@pytest.mark.parametrize(
    "request_",
    [
        "Use Python to convert 0b1010 to decimal",  # read from a base, not written in one
        "Use Python to convert binary 1010 to decimal",
        "파이썬으로 2진수 1010을 10진수로 바꿔 줘",
        "Use Python to write 10 and 20 in binary",  # two numbers
        "Use Python to write 2024 in binary and hex",  # two bases
        "What is 2024 in binary?",  # no Python asked: not this run
        "Write a Python function that prints 2024 in binary",  # the code asked
        "Use Python to add 2 and 3",
    ],
)
def test_no_base_run_for_others(request_: str) -> None:
    command = python_sums.run_command(request_)
    assert command is None or not any(f in command for f in ("bin(", "hex(", "oct("))


@pytest.mark.parametrize(
    ("printed", "answer", "said"),
    [
        ("0b11111101000", "2024 in binary is 0b11111101000.", True),
        ("0b11111101000", "2024 in binary is 11111101000.", True),
        ("0x7e8", "In hex it is 0x7E8.", True),
        ("0x7e8", "In hex it is 7e8.", True),
        ("0x7e8", "In hex it is 7e80.", False),
        ("0b11111101000", "2024 in binary is 1111110100.", False),  # a digit lost
        ("0b11111101000", "I'm sorry, but I can't help with that.", False),
        ("2024", "It is 2024.", None),  # no base printed: python_dates' and the numbers' check
    ],
)
def test_the_digits_are_found_in_the_answer(printed: str, answer: str, said: bool | None) -> None:
    assert python_bases.said_in(printed, answer) is said


def test_an_answer_without_the_printed_digits_is_sent_back() -> None:
    run = ToolCall(id="c1", name="bash", arguments={"command": 'python3 -c "print(hex(255))"'})
    done = [CallOutcome(run, ToolResult("0xff\n[exit code: 0]"))]
    assert python_sums.printed_unsaid("255 in hex is FF.", done) is None
    assert python_sums.printed_unsaid("255 in hex is 0xFE.", done) == "0xff"


def _agent(tmp_path: Path, language: str, *replies: LLMReply) -> AgentLoop:
    settings = load_settings(agent={"language": language})
    return scripted_agent(tmp_path, ScriptedBackend(list(replies)), settings)


def test_the_loop_runs_the_base_after_bin_put_into_calculate(tmp_path: Path) -> None:
    # fresh41 script-87's own turn: bin(2024) in calculate, failed, then a refusal
    calc = ToolCall(id="c1", name="calculate", arguments={"expression": "bin(2024)"})
    refusal = LLMReply(text="I'm sorry, but I can't help with that.")
    agent = _agent(tmp_path, "en", LLMReply(tool_calls=[calc]), refusal, refusal, refusal)
    result = asyncio.run(agent.run_turn(BINARY))
    assert any("bin(2024)" in argument_text(o) and o.call.name == "bash" for o in result.outcomes)
    assert "11111101000" in result.answer and "can't help" not in result.answer


def test_the_loop_says_the_korean_hex_from_the_run(tmp_path: Path) -> None:
    wrong = LLMReply(text="255는 16진수로 FE입니다.")
    agent = _agent(tmp_path, "ko", wrong, wrong, wrong, wrong)
    result = asyncio.run(agent.run_turn("255는 16진수로 뭐야? 파이썬으로 알려 줘"))
    assert any("hex(255)" in argument_text(o) for o in result.outcomes)
    assert "ff" in result.answer.lower() and "FE" not in result.answer
