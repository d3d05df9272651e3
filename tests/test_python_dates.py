"""Calendar computations asked of Python (fresh37 script-79: a birthday's weekday answered with
print(2023 - 1988); script-80: 「2024년에 월요일이 모두 몇 번」 answered with print(2024 % 7);
fresh38 script-82: 「2000년 1월 1일에서 10,000일 지난 날」 answered with print(2001 - 2000)): the
commands run for real, requests that must not write one, answers checked in either language,
and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding, python_dates, python_sums
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import argument_text
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import scripted_agent

BORN = "I was born on July 14, 1988. Can you use Python to find out what day of the week that was?"
MONDAYS = "파이썬으로 2024년에 월요일이 모두 몇 번 있었는지 세어 줘."
BILLION_S = (
    "1990년 5월 5일 0시에 태어났으면 태어난 지 10억 초 되는 날이 언제야? 파이썬으로 계산해 줘."
)
TEN_K = "파이썬으로 2000년 1월 1일에서 10,000일 지난 날이 몇 년 몇 월 며칠인지 계산해 줘."


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (BORN, "Thursday"),
        ("파이썬으로 1995년 3월 1일이 무슨 요일이었는지 알려 줘", "Wednesday"),
        ("Use Python to tell me which weekday 2000-01-01 was", "Saturday"),
        ("Using Python, what day of the week was 4th of July 1976?", "Sunday"),
        ("What day of the week is 100 days after July 4, 2020? Use Python.", "Monday"),
        (MONDAYS, "53"),
        ("Use Python to count how many Sundays there were in 2023", "53"),
        ("Use Python: how many Fridays are in 2025?", "52"),
        ("파이썬으로 2025년 3월에 금요일이 몇 번 있는지 세어 줘", "4"),
        ("Using Python, how many Saturdays were there in March 2025?", "5"),
        ("Use Python to count the Mondays of February 2024", "4"),
        (TEN_K, "2027-05-19"),
        ("Use Python to find the date 10,000 days after January 1, 2000", "2027-05-19"),
        ("Use Python to work out the date 90 days before 2024-03-01", "2023-12-02"),
        ("파이썬으로 2024년 12월 25일로부터 3주 뒤가 며칠인지 구해 줘", "2025-01-15"),
        ("파이썬으로 2024년 5월 1일에서 100일 전이 언제였는지 계산해 줘", "2024-01-22"),
        # fresh39 script-84: seconds from a time of day (its model ran print(12*7))
        (BILLION_S, "2022-01-11 01:46:40"),
        (
            "I was born on May 5, 1990 at midnight. Use Python to find the date I'll be a "
            "billion seconds old.",
            "2022-01-11 01:46:40",
        ),
        (
            "Use Python to find the date 1,000,000,000 seconds after May 5, 1990 at 3:30 pm",
            "2022-01-11 17:16:40",
        ),
        (
            "파이썬으로 2000년 1월 1일 오후 6시에서 100시간 뒤가 언제인지 계산해 줘",
            "2000-01-05 22:00:00",
        ),
        ("Use Python: what day of the week is 1 million minutes after 2020-01-01?", "Thursday"),
    ],
)
def test_the_run_prints_the_calendar(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None and command.startswith("python3 -c ")
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed


@pytest.mark.parametrize(
    "request_",
    [
        "Use Python: how many Friday the 13ths were there in 2026?",  # another count
        "파이썬으로 2026년에 13일의 금요일이 몇 번 있는지 세어 줘",
        "Use Python to count the Mondays between 2020 and 2024",  # a span of years
        "Use Python to find out what day of the week my birthday, July 14, falls on",  # no year
        "Use Python: how many days are there between 2000-01-01 and 10,000 days after it?",
        "Use Python to find the weekday of February 30, 2001",  # no such day
        "What day of the week was July 14, 1988?",  # no Python asked: the date tools'
        "How do I write Python code to get the weekday of 1988-07-14?",  # the code asked
        "1990년 5월 5일에 태어났으면 10억 초 되는 날이 언제야?",  # no Python asked
        "Use Python to find the date a billion seconds after 25:00 on May 5, 1990",  # no clock
    ],
)
def test_no_calendar_run_for_others(request_: str) -> None:
    assert python_sums.run_command(request_) is None


@pytest.mark.parametrize(
    ("printed", "answer", "said"),
    [
        ("Thursday", "July 14, 1988 was a Thursday.", True),
        ("Thursday", "1988년 7월 14일은 목요일이었어요.", True),
        ("Thursday", "It was a Wednesday.", False),
        ("2027-05-19", "2000년 1월 1일에서 10,000일 뒤는 2027년 5월 19일입니다.", True),
        ("2027-05-19", "That is May 19th, 2027.", True),
        ("2027-05-19", "That is 19 May 2027.", True),
        ("2027-05-19", "2027-05-19", True),
        ("2027-05-19", "2000년 1월 1일에서 10,000일 뒤는 2027년 5월 18일입니다.", False),
        ("2027-05-19", "bash 결과입니다: 1", False),
        ("53", "53번", None),  # a number: python_sums' own check
        ("2022-01-11 01:46:40", "10억 초가 되는 날은 2022년 1월 11일 오전 1시 46분이에요.", True),
        ("2022-01-11 01:46:40", "It's January 11, 2022.", True),
        ("2022-01-11 01:46:40", "84.000000000000000000000는 84입니다.", False),
    ],
)
def test_a_weekday_or_date_is_found_in_the_answer(printed: str, answer: str, said: bool) -> None:
    assert python_dates.said_in(printed, answer) is said


def test_a_model_run_of_other_arithmetic_is_not_the_run_asked() -> None:
    # fresh37 script-80's own run: print(2024 % 7), which printed 1, and the answer said 1
    wrong = ToolCall(id="c1", name="bash", arguments={"command": "python3 -c 'print(2024 % 7)'"})
    done = [CallOutcome(wrong, ToolResult("1\n[exit code: 0]"))]
    assert python_sums.ran_python(done)
    assert not python_sums.ran_asked(MONDAYS, done)
    ours = python_sums.run_command(MONDAYS)
    assert ours is not None
    right = ToolCall(id="c2", name="bash", arguments={"command": ours})
    assert python_sums.ran_asked(MONDAYS, [*done, CallOutcome(right, ToolResult("53\n"))])


def _agent(tmp_path: Path, language: str, *replies: LLMReply) -> AgentLoop:
    settings = load_settings(agent={"language": language})
    return scripted_agent(tmp_path, ScriptedBackend(list(replies)), settings)


def test_the_loop_runs_the_weekday_after_a_wrong_run(tmp_path: Path) -> None:
    # the model's own turn in fresh37 script-79: calculate, then the years between, said as 35
    calc = ToolCall(
        id="c1", name="calculate", arguments={"expression": "date(1988, 7, 14).weekday()"}
    )
    years = ToolCall(id="c2", name="bash", arguments={"command": "python3 -c 'print(2023 - 1988)'"})
    agent = _agent(
        tmp_path, "en",
        LLMReply(tool_calls=[calc]),
        LLMReply(tool_calls=[years]),
        LLMReply(text="The result of the Python command is 35."),
        LLMReply(text="July 14, 1988 was a Thursday."),
    )  # fmt: skip
    result = asyncio.run(agent.run_turn(BORN))
    made = result.outcomes[-1]
    assert "datetime" in argument_text(made)
    assert made.result.content.startswith("Thursday")
    assert result.answer == "July 14, 1988 was a Thursday."


@pytest.mark.parametrize(
    ("request_", "wrong_run", "said"),
    [
        (MONDAYS, "python3 -c 'print(2024 % 7)'", "53"),
        (TEN_K, "python3 -c 'print(2001 - 2000)'", "2027년 5월 19일"),
        # fresh39 script-84 ran print(12*7) and said 84
        (BILLION_S, "python3 -c 'print(12*7)'", "2022년 1월 11일"),
    ],
)
def test_the_loop_says_what_its_run_printed_in_korean(
    tmp_path: Path, request_: str, wrong_run: str, said: str
) -> None:
    # fresh37 script-80, fresh38 script-82: a wrong run, its 1 said twice over
    run = ToolCall(id="c1", name="bash", arguments={"command": wrong_run})
    agent = _agent(
        tmp_path, "ko",
        LLMReply(tool_calls=[run]),
        LLMReply(text="bash 결과입니다: 1 [exit code: 0]"),
        LLMReply(text="bash 결과입니다: 1"),
        LLMReply(text="결과는 1입니다."),
        LLMReply(text="결과는 1입니다."),
    )  # fmt: skip
    result = asyncio.run(agent.run_turn(request_))
    assert said in result.answer
    assert any("datetime" in argument_text(o) for o in result.outcomes)


def test_a_classified_calendar_request_is_arithmetic() -> None:
    for request_ in (BORN, MONDAYS, TEN_K, BILLION_S):
        need = grounding.classify(request_)
        assert need is not None and need.kinds == ("arithmetic",)


LEAPS = "2000년부터 2100년까지 윤년이 몇 번 있는지 파이썬으로 세어 줘."


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (LEAPS, "25"),  # fresh41 script-88: 2000 counts, 2100 does not
        ("Use Python to count the leap years from 1900 to 2000.", "25"),  # 1900 does not
        ("How many leap years are there between 2001 and 2099? Use Python.", "24"),
        ("파이썬으로 1900~2000년 사이 윤년 개수 알려 줘", "25"),
        ("파이썬으로 2000년에서 2100년 사이에 윤년이 몇 개야?", "25"),
        ("Using Python, how many leap years were there from 1600 to 1700?", "25"),
    ],
)
def test_the_run_counts_the_leap_years(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None and "isleap" in command
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed
    need = grounding.classify(request_)
    assert need is not None and need.kinds == ("arithmetic",)


@pytest.mark.parametrize(
    "request_",
    [
        "Use Python to check whether 2024 is a leap year.",  # one year, no count
        "Use Python to count the years between 2000 and 2100 that are not leap years.",
        "파이썬으로 2000년부터 2100년까지 평년이 몇 번인지 세어 줘",
        "Use Python to list the leap years from 2000 to 2030.",  # a list, not a count
        "How many leap years are there from 2000 to 2100?",  # no Python asked
        "Use Python to count the leap years from 2000 to 2100 and from 1900 to 2000.",
    ],
)
def test_no_leap_year_count_for_others(request_: str) -> None:
    command = python_sums.run_command(request_)
    assert command is None or "isleap" not in command


def test_the_loop_counts_the_leap_years_after_a_sum_of_the_years(tmp_path: Path) -> None:
    # fresh41 script-88's own turn: print(2000 + 2100), then 「4100는 윤년이 4100번 있습니다.」
    added = ToolCall(id="c1", name="bash", arguments={"command": "python3 -c 'print(2000 + 2100)'"})
    said = "4100는 윤년이 4100번 있습니다."
    agent = _agent(
        tmp_path, "ko", LLMReply(tool_calls=[added]), LLMReply(text=said), LLMReply(text=said),
        LLMReply(text=said), LLMReply(text=said),
    )  # fmt: skip
    result = asyncio.run(agent.run_turn(LEAPS))
    assert any("isleap" in argument_text(o) for o in result.outcomes)
    assert "25" in result.answer and "4100" not in result.answer


SUNDAY_FIRSTS = (
    "Use Python to count how many months of the 20th century, 1901 through 2000, started on a "
    "Sunday."
)


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (SUNDAY_FIRSTS, "171"),  # fresh43 script-91
        ("파이썬으로 1901년부터 2000년까지 1일이 일요일인 달이 몇 개인지 세어 줘.", "171"),
        ("파이썬으로 20세기에 일요일로 시작한 달이 몇 번인지 세어 줘.", "171"),  # the century
        ("Use Python to count how many months in 2024 began on a Monday.", "3"),
        ("Using Python, in how many months from 2000 to 2009 was the first of the month a "
         "Friday? Count them.", "16"),
    ],
)  # fmt: skip
def test_the_run_counts_the_months_begun_on_a_weekday(request_: str, printed: str) -> None:
    command = python_sums.run_command(request_)
    assert command is not None and "d.date(y, m, 1)" in command
    ran = subprocess.run(command, shell=True, capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == printed


@pytest.mark.parametrize(
    "request_",
    [
        "Use Python to count the Sundays in 2024.",  # the days, not the months
        "파이썬으로 2024년 3월 1일이 무슨 요일인지 알려 줘",  # one day's weekday
        "How many months of the 20th century started on a Sunday?",  # no Python asked
        "Use Python to count the months from 1901 to 2000 that began on a Sunday and from "
        "2001 to 2100.",  # two stretches
    ],
)
def test_no_month_start_count_for_others(request_: str) -> None:
    command = python_sums.run_command(request_)
    assert command is None or "d.date(y, m, 1)" not in command


def test_the_loop_counts_the_months_after_a_print_of_a_year(tmp_path: Path) -> None:
    # fresh43 script-91's own turn: print(2023), then the bash result said back
    year = ToolCall(id="c1", name="bash", arguments={"command": "python3 -c 'print(2023)'"})
    said = LLMReply(text="Here is what bash returned: 2023")
    agent = _agent(tmp_path, "en", LLMReply(tool_calls=[year]), said, said, said, said)
    result = asyncio.run(agent.run_turn(SUNDAY_FIRSTS))
    assert any("d.date(y, m, 1)" in argument_text(o) for o in result.outcomes)
    assert "171" in result.answer and "2023" not in result.answer
