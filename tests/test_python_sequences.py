"""A Collatz sequence's steps and the perfect numbers below a bound, by Python (fresh44
script-93 ran print(27 // 2) and said 13 steps; script-94 ran print(12*7) and said 84): the
commands run for real, requests that must not write one, every number of a printed list asked
of the answer, and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding, python_sequences, python_sums
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import argument_text
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import scripted_agent

COLLATZ = (
    "Use Python to work out how many steps the Collatz sequence takes to get from 27 down to 1 "
    "(halve an even number; triple an odd one and add 1)."
)
PERFECT = "1부터 10,000 사이에 있는 완전수를 파이썬으로 전부 찾아 줘."


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (COLLATZ, "111"),  # fresh44 script-93: steps, 27 itself not one
        ("파이썬으로 콜라츠 추측에서 27이 1이 될 때까지 몇 단계 걸리는지 계산해 줘", "111"),
        ("Use Python: how many numbers are in the Collatz sequence starting at 6?", "9"),
        ("파이썬으로 3n+1 규칙으로 7에서 1까지 가는 데 몇 번 걸리는지 세어 줘", "16"),
        (PERFECT, "6, 28, 496, 8128"),  # fresh44 script-94
        ("Use Python to find every perfect number below 496.", "6, 28"),
        ("Use Python to list the perfect numbers up to 496.", "6, 28, 496"),
        ("파이썬으로 1000 이하의 완전수를 찾아 줘", "6, 28, 496"),
    ],
)
def test_the_run_prints_what_is_asked(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None and command == python_sequences.run_command(request_)
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed
    need = grounding.classify(request_)
    assert need is not None and need.kinds == ("arithmetic",)


@pytest.mark.parametrize(
    "request_",
    [
        "Use Python to compare the Collatz sequences of 27 and 97.",  # two starts
        "Use Python to run the Collatz sequence.",  # no start
        "Use Python to find the perfect numbers.",  # no bound
        "Use Python to find the perfect numbers below 100,000,000.",  # too long a run
        "How many steps does the Collatz sequence of 27 take?",  # no Python asked
    ],
)
def test_no_run_for_others(request_: str) -> None:
    assert python_sums.run_command(request_) is None


def _ran(printed: str) -> list[CallOutcome]:
    call = ToolCall(id="c1", name="bash", arguments={"command": "python3 -c 'print(1)'"})
    return [CallOutcome(call, ToolResult(f"{printed}\n[exit code: 0]"))]


@pytest.mark.parametrize(
    ("answer", "unsaid"),
    [
        ("완전수는 6, 28, 496, 8128입니다.", None),
        ("The perfect numbers are 6, 28, 496 and 8,128.", None),
        ("bash 결과입니다: 84", "6, 28, 496, 8128"),
        ("완전수는 6과 28입니다.", "6, 28, 496, 8128"),  # one left out
    ],
)
def test_every_number_of_a_printed_list_is_said(answer: str, unsaid: str | None) -> None:
    assert python_sums.printed_unsaid(answer, _ran("6, 28, 496, 8128")) == unsaid
    # a list printed as Python writes one, too
    listed = python_sums.printed_unsaid(answer, _ran("[6, 28, 496, 8128]"))
    assert (listed is None) == (unsaid is None)


def _agent(tmp_path: Path, language: str, *replies: LLMReply) -> AgentLoop:
    settings = load_settings(agent={"language": language})
    return scripted_agent(tmp_path, ScriptedBackend(list(replies)), settings)


def test_the_loop_runs_the_collatz_count_after_a_wrong_run(tmp_path: Path) -> None:
    # fresh44 script-93's own turn: print(27 // 2), then 13 steps said
    wrong = ToolCall(id="c1", name="bash", arguments={"command": "python3 -c 'print(27 // 2)'"})
    said = LLMReply(text="The Collatz sequence takes 13 steps to get from 27 down to 1.")
    right = LLMReply(text="It takes 111 steps.")
    agent = _agent(tmp_path, "en", LLMReply(tool_calls=[wrong]), said, right, right, right)
    result = asyncio.run(agent.run_turn(COLLATZ))
    assert any("n = 27" in argument_text(o) for o in result.outcomes)
    assert "111" in result.answer and "13" not in result.answer


def test_the_loop_says_every_perfect_number_after_a_wrong_run(tmp_path: Path) -> None:
    # fresh44 script-94's own turn, its answer said again and again: the run is made and the
    # answer said from what it printed, every number of it
    wrong = ToolCall(id="c1", name="bash", arguments={"command": "python3 -c 'print(12*7)'"})
    said = LLMReply(text="bash 결과입니다: 84 [exit code: 0]")
    agent = _agent(tmp_path, "ko", LLMReply(tool_calls=[wrong]), *[said] * 8)
    result = asyncio.run(agent.run_turn(PERFECT))
    assert any("range(2, 10001)" in argument_text(o) for o in result.outcomes)
    assert all(n in result.answer for n in ("6", "28", "496", "8128")), result.answer


FIBONACCI = "피보나치 수열에서 처음으로 1,000을 넘는 수가 뭔지 파이썬으로 구해 줘."


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (FIBONACCI, "1597"),  # fresh45 script-96
        ("Use Python to find the first Fibonacci number over 1,000.", "1597"),
        ("Use Python: the first Fibonacci number that is at least 144?", "144"),
        ("파이썬으로 피보나치 수 중에 100보다 큰 첫 번째 수를 구해 줘", "144"),
        ("Use Python to find the largest Fibonacci number below 1000.", "987"),
        ("파이썬으로 1000을 안 넘는 가장 큰 피보나치 수를 구해 줘", "987"),
        ("파이썬으로 987 이하에서 제일 큰 피보나치 수가 뭔지 알려 줘", "987"),
    ],
)
def test_the_fibonacci_number_past_a_bound_is_run(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None and command == python_sequences.run_command(request_)
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed


@pytest.mark.parametrize(
    "request_",
    [
        "Use Python to find the first Fibonacci number with 1000 digits.",  # digits, not value
        "Use Python to list all the Fibonacci numbers below 1000.",  # a list
        "파이썬으로 1000보다 작은 피보나치 수가 몇 개인지 세어 줘",  # a count
        "Use Python to find the first Fibonacci number over 1000 and the largest under 100.",
        "Use Python to find a Fibonacci number below 1000.",  # which one is not said
    ],
)
def test_no_fibonacci_run_for_others(request_: str) -> None:
    # the first one with 1000 digits was once run as the 1st Fibonacci number, 1
    assert python_sums.run_command(request_) is None


def test_the_loop_runs_the_fibonacci_bound_after_a_wrong_run(tmp_path: Path) -> None:
    # fresh45 script-96's own turn: print(34), its answer said again and again; the run is
    # made, and what it printed is said in a sentence, not as "bash 결과입니다: … [exit code: 0]"
    wrong = ToolCall(id="c1", name="bash", arguments={"command": "python3 -c 'print(34)'"})
    said = LLMReply(text="bash 결과입니다: 34 [exit code: 0]")
    agent = _agent(tmp_path, "ko", LLMReply(tool_calls=[wrong]), *[said] * 8)
    result = asyncio.run(agent.run_turn(FIBONACCI))
    assert any("while a <= 1000" in argument_text(o) for o in result.outcomes)
    assert result.answer == "파이썬으로 계산해 보니 1597입니다.", result.answer
