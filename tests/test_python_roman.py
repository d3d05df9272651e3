"""A Roman numeral's value worked out by Python (fresh43 script-92: 「로마 숫자 MCMXCIV가 얼마인지
파이썬으로 변환해 줘.」 was answered 「1994는 MCMXCIV입니다.」 with no run at all): the commands
run for real, requests that must not write one, and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding, python_roman, python_sums
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agent.request_words import argument_text
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply
from jarvis_voice.llm.scripted import ScriptedBackend
from support import scripted_agent

ROMAN = "로마 숫자 MCMXCIV가 얼마인지 파이썬으로 변환해 줘."


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (ROMAN, "1994"),  # CM and XC and IV each taken as one
        ("Use Python to convert the Roman numeral XLII to a number.", "42"),
        ("Can I use Python to find what Roman numeral MMXXIV is?", "2024"),  # the pronoun I
        ("파이썬으로 로마 숫자 CDXLIV를 아라비아 숫자로 바꿔 줘", "444"),
        ("Use Python: what is the roman numeral MMMCMXCIX?", "3999"),
        ("파이썬으로 로마자 IX가 몇인지 알려 줘", "9"),
    ],
)
def test_the_run_prints_the_numeral_s_value(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None and command.startswith("python3 -c ")
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed
    # no digit in the request: still a computation Python is asked for, checked as one
    need = grounding.classify(request_)
    assert need is not None and need.kinds == ("arithmetic",)


@pytest.mark.parametrize(
    "request_",
    [
        "Use Python to write 1994 in Roman numerals.",  # the other way
        "파이썬으로 1994를 로마 숫자로 바꿔 줘",
        "Use Python to add the Roman numerals XII and IX.",  # two numerals
        "Use Python to convert IIII from Roman numerals.",  # not written by the rules
        "What is MCMXCIV in Roman numerals?",  # no Python asked
        "Use Python to convert MIX to lower case.",  # no Roman numeral said
    ],
)
def test_no_roman_run_for_others(request_: str) -> None:
    command = python_sums.run_command(request_)
    assert command is None or "'M': 1000" not in command
    assert python_roman.run_command(request_) is None or "Python" not in request_


def _agent(tmp_path: Path, language: str, *replies: LLMReply) -> AgentLoop:
    settings = load_settings(agent={"language": language})
    return scripted_agent(tmp_path, ScriptedBackend(list(replies)), settings)


def test_the_loop_runs_the_numeral_after_an_answer_with_no_run(tmp_path: Path) -> None:
    # fresh43 script-92's own turn: the value said with no tool at all
    said = LLMReply(text="1994는 MCMXCIV입니다.")
    agent = _agent(tmp_path, "ko", said, said, said, said)
    result = asyncio.run(agent.run_turn(ROMAN))
    assert any("MCMXCIV" in argument_text(o) and o.call.name == "bash" for o in result.outcomes)
    assert "1994" in result.answer
