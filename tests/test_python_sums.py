"""A computation the request asks Python to make, no file in it (fresh36 script-77: "Can you
use Python to count how many prime numbers there are below 10,000?" was set up as calculate
'12*7' and refused): the commands run for real, requests that must not ask them, and the whole
loop with a scripted model."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding, python_sums
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import argument_text
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import scripted_agent

ASKED = "Can you use Python to count how many prime numbers there are below 10,000?"


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (ASKED, "1229"),
        ("In Python, how many primes are there between 1 and 1000?", "168"),
        ("파이썬으로 100 이하 소수가 몇 개인지 세어 줘", "25"),
        ("파이썬으로 100 미만인 소수 개수 구해 줘", "25"),
        ("Using Python, how many primes are there up to 97?", "25"),  # 97 counts
        ("Use Python to compute 20 factorial", "2432902008176640000"),
        ("파이썬으로 10 팩토리얼 계산해 줘", "3628800"),
        ("파이썬으로 1부터 1000까지 합 구해 줘", "500500"),
        ("Use Python to add up the even numbers from 1 to 100", "2550"),
        ("파이썬으로 1에서 99까지 홀수만 더해 줘", "2500"),
        ("Use Python to find the 20th Fibonacci number", "6765"),
        ("파이썬으로 피보나치 수열의 10번째 수 구해 줘", "55"),
    ],
)
def test_the_run_prints_the_computation(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None and command.startswith("python3 -c ")
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed
    need = grounding.classify(request_)
    assert need is not None and need.kinds == ("arithmetic",)


@pytest.mark.parametrize(
    "request_",
    [
        "How many primes are there below 10000?",  # no Python asked: the calculator's
        "How do I write Python code to count primes below 100?",  # the code asked
        "파이썬으로 100 이하 소수 세는 코드 짜 줘",
        "Use Python to work out the 90th percentile of how long the slow queries in the log took",
        "파이썬으로 notes.txt 메모 한 줄이 평균 몇 글자인지 계산해 줘.",
        "Is Python installed?",
        "What's 7 factorial?",
    ],
)
def test_no_run_is_written_for_others(request_: str) -> None:
    assert python_sums.run_command(request_) is None


@pytest.mark.parametrize(
    "request_",
    [
        "The app keeps logging slow queries. Use Python to work out how long a slow query takes "
        "on average.",  # the log's (fresh26 script-57), no number of its own
        "Use Python to count the sales with more than 10 units.",
        "파이썬으로 로그에서 500 에러가 몇 번 났는지 세어 줘",
        "I use Python at work a lot.",
    ],
)
def test_data_to_read_or_no_number_is_no_computation(request_: str) -> None:
    assert not python_sums.asked(request_)


def test_an_answer_without_the_printed_number_is_sent_back() -> None:
    run = ToolCall(id="c1", name="bash", arguments={"command": "python3 -c 'print(1229)'"})
    done = [CallOutcome(run, ToolResult("1229\n[exit code: 0]"))]
    assert python_sums.printed_unsaid("There are 1,229 primes below 10,000.", done) is None
    assert python_sums.printed_unsaid("There are 1229 of them.", done) is None
    assert python_sums.printed_unsaid("There are 1,230 primes below 10,000.", done) == "1229"


def _agent(tmp_path: Path, *replies: LLMReply) -> AgentLoop:
    settings = load_settings(agent={"language": "en"})
    return scripted_agent(tmp_path, ScriptedBackend(list(replies)), settings)


def test_the_loop_runs_python_after_a_calculation_and_a_refusal(tmp_path: Path) -> None:
    # the model's own turn in fresh36 script-77: calculate '12*7', then a refusal
    calc = ToolCall(id="c1", name="calculate", arguments={"expression": "12*7"})
    agent = _agent(
        tmp_path,
        LLMReply(tool_calls=[calc]),
        LLMReply(text="I'm sorry, I can't count prime numbers."),
        LLMReply(text="There are 1,229 prime numbers below 10,000."),
    )
    result = asyncio.run(agent.run_turn(ASKED))
    made = result.outcomes[-1]
    assert argument_text(made).startswith("python3 -c ")
    assert made.result.content.startswith("1229")
    assert result.answer == "There are 1,229 prime numbers below 10,000."


def test_the_loop_falls_back_to_what_python_printed(tmp_path: Path) -> None:
    # a run of its own, then a count from memory: the printed number is what is said
    run = ToolCall(
        id="c1", name="bash",
        arguments={"command": "python3 -c \"print(sum(k for k in range(1, 101)))\""},
    )  # fmt: skip
    agent = _agent(
        tmp_path,
        LLMReply(tool_calls=[run]),
        LLMReply(text="The sum is 5000."),
        LLMReply(text="The sum is 5000."),
    )
    result = asyncio.run(agent.run_turn("Use Python to add up the numbers from 1 to 100."))
    assert "5050" in result.answer and "5000" not in result.answer


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        # fresh38 script-81: the model's run summed every number, 500500
        (
            "Use Python to add up all the numbers from 1 to 1,000 that are multiples of 3 or 5.",
            "234168",
        ),
        ("Use Python to find the sum of all the multiples of 3 or 5 below 1000", "233168"),
        ("파이썬으로 1부터 1000까지 3 또는 5의 배수를 모두 더해 줘", "234168"),
        ("파이썬으로 1000 미만의 3이나 5의 배수의 합을 구해 줘", "233168"),
        ("파이썬으로 1부터 100까지 3의 배수이거나 5의 배수인 수의 합", "2418"),
        ("파이썬으로 1000 이하 자연수 중 3과 5의 공배수의 합", "33165"),
        ("Using Python, sum the numbers from 1 to 100 divisible by both 3 and 5", "315"),
        ("Use Python to count how many numbers from 1 to 1000 are divisible by 7", "142"),
        ("파이썬으로 1부터 100까지 3의 배수가 몇 개인지 세어 줘", "33"),
        ("Use Python to add up the even multiples of 3 from 1 to 30", "90"),
    ],
)
def test_the_run_keeps_the_multiples_asked(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed


@pytest.mark.parametrize(
    "request_",
    [
        "Use Python to add up the multiples of 3 and 5 from 1 to 100",  # union or common?
        "파이썬으로 1부터 100까지 3과 5의 배수를 더해 줘",
        "Use Python to add up the numbers from 1 to 100 that are not multiples of 3",
        "파이썬으로 1부터 100까지 3의 배수가 아닌 수의 합",
        "Use Python to add up the multiples of 0 from 1 to 10",
    ],
)
def test_multiples_said_unplainly_write_no_run(request_: str) -> None:
    assert python_sums.run_command(request_) is None


SEVENS = (
    "Use Python to count how many times the digit 7 shows up when you write out every number "
    "from 1 to 1,000."
)


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (SEVENS, "300"),  # fresh39 script-83: its model put Python into calculate
        ("파이썬으로 1부터 1000까지 숫자를 다 쓰면 7이 몇 번 나오는지 세어 줘", "300"),
        ("파이썬으로 1부터 100까지 숫자 3이 몇 번 나와?", "20"),
        ("Using Python, how many 3s are there in the numbers from 1 to 100?", "20"),
        ("Use Python to count the digit 0 in every number below 100", "9"),
        # the numbers holding it, not its times
        ("Use Python to find how many numbers from 1 to 1000 contain the digit 7", "271"),
        ("파이썬으로 1부터 1000까지 7이 들어간 수가 몇 개인지 세어 줘", "271"),
    ],
)
def test_the_run_counts_a_digit_written(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed
    need = grounding.classify(request_)
    assert need is not None and need.kinds == ("arithmetic",)


@pytest.mark.parametrize(
    "request_",
    [
        "How do I write Python code to count the digit 7 from 1 to 100?",  # the code asked
        "Use Python to add up the digits 7 in the numbers from 1 to 100",  # a sum, not a count
        "How many times does the digit 7 show up from 1 to 1000?",  # no Python asked
        "Use Python to count the digit 7 in logs/app.log",  # a file's
    ],
)
def test_no_digit_count_for_others(request_: str) -> None:
    command = python_sums.run_command(request_)
    assert command is None or "count('7')" not in command


def test_the_loop_counts_the_digit_after_python_put_into_calculate(tmp_path: Path) -> None:
    # fresh39 script-83's own turn: Python in calculate, refused, then a refusal
    calc = ToolCall(
        id="c1", name="calculate",
        arguments={"expression": "sum([str(i).count('7') for i in range(1, 1001)])"},
    )  # fmt: skip
    agent = _agent(
        tmp_path,
        LLMReply(tool_calls=[calc]),
        LLMReply(text="I apologize, but I can't calculate that."),
        LLMReply(text="I apologize, but I can't calculate that."),
        LLMReply(text="I apologize, but I can't calculate that."),
    )
    result = asyncio.run(agent.run_turn(SEVENS))
    assert any("count('7')" in argument_text(o) for o in result.outcomes)
    assert "300" in result.answer


def test_a_run_of_the_whole_range_is_not_the_multiples_asked(tmp_path: Path) -> None:
    # fresh38 script-81's run summed every number from 1 to 1,000: the multiples are run after
    every = ToolCall(
        id="c1", name="bash",
        arguments={"command": 'python3 -c "print(sum(k for k in range(1, 1001)))"'},
    )  # fmt: skip
    agent = _agent(
        tmp_path,
        LLMReply(tool_calls=[every]),
        LLMReply(text="The sum is 500,500."),
        LLMReply(text="The sum is 500,500."),
        LLMReply(text="The sum is 500,500."),
    )
    result = asyncio.run(
        agent.run_turn(
            "Use Python to add up all the numbers from 1 to 1,000 that are multiples of 3 or 5."
        )
    )
    assert "234168" in result.answer.replace(",", "") and "500,500" not in result.answer


SQUARES = "1부터 100까지 각 수를 제곱해서 다 더하면 얼마야? 파이썬으로 계산해 줘."


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (SQUARES, "338350"),  # fresh40 script-86: its model's run summed 1 to 100, 5050
        ("Use Python to find the sum of the squares of the numbers from 1 to 100", "338350"),
        ("Use Python to sum the cubes from 1 to 10", "3025"),
        ("파이썬으로 1부터 10까지 세제곱의 합 구해 줘", "3025"),
        ("Use Python to add up k**3 from 1 to 10", "3025"),
        ("Using Python, add up the fourth powers of the numbers from 1 to 20", "722666"),
        ("파이썬으로 1부터 10까지 4제곱해서 더해 줘", "25333"),
        ("파이썬으로 1에서 50까지 짝수의 제곱을 모두 더해 줘", "22100"),
        ("Use Python to add up the squares of the multiples of 3 from 1 to 30", "3465"),
    ],
)
def test_the_run_raises_each_number_to_the_power_asked(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed


@pytest.mark.parametrize(
    "request_",
    [
        "Use Python to work out the square of the sum of 1 to 100",  # the sum's power
        "파이썬으로 1부터 100까지 합의 제곱 구해 줘",
        "파이썬으로 1부터 100까지 더한 값을 제곱해 줘",
        "파이썬으로 1부터 100까지 제곱근의 합",  # roots are not written here
        "Use Python to add up the square roots from 1 to 100",
        "Use Python to count how many squares from 1 to 100 are divisible by 3",
        "Use Python to add up the numbers from 1 to 10 raised to the power of 0",
    ],
)
def test_other_powers_write_no_run(request_: str) -> None:
    assert python_sums.run_command(request_) is None


def test_a_run_of_the_plain_sum_is_not_the_squares_asked(tmp_path: Path) -> None:
    # fresh40 script-86's own turn: Python in calculate, refused, then a run of 1 to 100
    calc = ToolCall(
        id="c1", name="calculate", arguments={"expression": "sum([i**2 for i in range(1, 101)])"}
    )
    plain = ToolCall(
        id="c2", name="bash",
        arguments={"command": 'python3 -c "print(sum(k for k in range(1, 101)))"'},
    )  # fmt: skip
    said = "1부터 100까지 각 수를 제곱해서 다 더하면 5050입니다."
    agent = _agent(
        tmp_path,
        LLMReply(tool_calls=[calc]),
        LLMReply(tool_calls=[plain]),
        LLMReply(text=said),
        LLMReply(text=said),
        LLMReply(text=said),
    )
    result = asyncio.run(agent.run_turn(SQUARES))
    assert any("k**2" in argument_text(o) for o in result.outcomes)
    assert "338350" in result.answer.replace(",", "") and "5050" not in result.answer
