"""The LCM or GCD of some numbers (fresh42 script-89: "Use Python to find the smallest number that
12, 18 and 30 all divide into evenly." ran 12*18*30//math.gcd(…) without importing math and could
not say 180) and a quoted text's bytes in an encoding (fresh42 script-90: 「'안녕하세요'를 UTF-8로
인코딩하면 몇 바이트가 되는지 파이썬으로 확인해 줘.」 ran print(2*3) and said 6) by Python: the
commands run for real, requests that must not write one, and the whole loop with a scripted
model."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding, python_bytes, python_divisors, python_sums
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agent.request_words import argument_text
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from support import scripted_agent

LCM = "Use Python to find the smallest number that 12, 18 and 30 all divide into evenly."
BYTES = "'안녕하세요'를 UTF-8로 인코딩하면 몇 바이트가 되는지 파이썬으로 확인해 줘."


def _printed(command: str) -> str:
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    return ran.stdout.strip()


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (LCM, "180"),
        ("Use Python to work out the least common multiple of 4, 6 and 10.", "60"),
        ("Using Python, what's the LCM of 8 and 12?", "24"),
        ("Use Python to find the smallest number divisible by 7, 9 and 21", "63"),
        ("파이썬으로 12, 18, 30의 최소공배수를 구해 줘", "180"),
        ("Use Python to get the GCD of 84 and 126", "42"),
        ("Use Python to find the greatest common divisor of 1,071 and 462", "21"),
        ("파이썬으로 48과 180의 최대공약수를 알려 줘", "12"),
    ],
)
def test_the_run_prints_the_lcm_or_gcd(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None and _printed(command) == printed
    need = grounding.classify(request_)
    assert need is not None and need.kinds == ("arithmetic",)


@pytest.mark.parametrize(
    "request_",
    [
        "파이썬으로 3과 5의 공배수 중 100 미만인 수의 합을 구해 줘",  # a range's sum
        "Use Python to sum the common multiples of 3 and 5 below 100",
        "Use Python to find the LCM of 12",  # one number
        "Use Python to find the LCM and the GCD of 12 and 18",  # both
        "What is the least common multiple of 12 and 18?",  # no Python asked: the calculator's
        "Use Python to multiply 12 and 18",
    ],
)
def test_no_lcm_run_for_others(request_: str) -> None:
    command = python_sums.run_command(request_)
    assert command is None or ("math.lcm" not in command and "math.gcd" not in command)


def test_the_lcm_is_of_every_number_said() -> None:
    command = python_divisors.run_command("Use Python to get the LCM of 2.5, 4 and 6")
    assert command is None  # 2.5 is no whole number: not of 4 and 6 alone


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (BYTES, "15"),
        ("Use Python to check how many bytes 'héllo' is in UTF-8.", "6"),
        ('What\'s the byte length of "naïve café" in utf8? Use Python.', "12"),
        ('Use Python: how many bytes is "it\'s" in ASCII?', "4"),
        ("파이썬으로 「가나다」가 EUC-KR로 몇 바이트인지 알려 줘", "6"),
        ("'안녕'을 UTF-16으로 인코딩하면 몇 바이트야? 파이썬으로 해 줘", "4"),  # no BOM
        ("파이썬으로 '$(rm -rf x)'가 UTF-8로 몇 바이트인지 봐 줘", "11"),  # text, never run
    ],
)
def test_the_run_prints_the_quoted_texts_bytes(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None and _printed(command) == printed
    need = grounding.classify(request_)
    assert need is not None and need.kinds == ("arithmetic",)


@pytest.mark.parametrize(
    "request_",
    [
        "'안녕하세요'는 몇 글자인지 파이썬으로 세어 줘",  # characters, not bytes
        "Use Python to tell me how many bytes 'hello' takes",  # no encoding said
        "Use Python: how many bytes are 'ab' and 'cd' in UTF-8?",  # two texts
        "How many bytes is 'hello' in UTF-8 and UTF-16? Use Python.",  # two encodings
        "What's a byte? Use Python to show 2 ** 8",
    ],
)
def test_no_bytes_run_for_others(request_: str) -> None:
    assert python_bytes.run_command(request_) is None


def _agent(tmp_path: Path, language: str, *replies: LLMReply) -> AgentLoop:
    settings = load_settings(agent={"language": language})
    return scripted_agent(tmp_path, ScriptedBackend(list(replies)), settings)


def test_the_loop_runs_lcm_after_a_failed_formula(tmp_path: Path) -> None:
    # fresh42 script-89's own turn: math used without its import, the run failed
    bad = ToolCall(
        id="c1", name="bash",
        arguments={"command": "python3 -c 'print(12*18*30//math.gcd(12, math.gcd(18, 30)))'"},
    )  # fmt: skip
    failed = LLMReply(text="I couldn't check that: bash failed.")
    agent = _agent(tmp_path, "en", LLMReply(tool_calls=[bad]), failed, failed, failed)
    result = asyncio.run(agent.run_turn(LCM))
    assert any("math.lcm(12, 18, 30)" in argument_text(o) for o in result.outcomes)
    assert "180" in result.answer


def test_the_loop_counts_the_bytes_after_a_wrong_run(tmp_path: Path) -> None:
    # fresh42 script-90's own turn: print(2*3), then 6 said
    bad = ToolCall(id="c1", name="bash", arguments={"command": "python3 -c 'print(2*3)'"})
    wrong = LLMReply(text="6 (6)는 출력되었습니다.")
    agent = _agent(tmp_path, "ko", LLMReply(tool_calls=[bad]), wrong, wrong, wrong)
    result = asyncio.run(agent.run_turn(BYTES))
    assert any('.encode("utf-8")' in argument_text(o) for o in result.outcomes)
    assert "15" in result.answer
