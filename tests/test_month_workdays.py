"""A whole month's working days, Monday to Friday (tools/builtin/month_workdays.py), from this
machine's clock: fresh42 machine-89 answered 'How many working days are there next month?' with
'5' and no look-up. The real loop with a scripted model: whatever the model says, the answer is
the calendar's count."""

from __future__ import annotations

import asyncio
from datetime import date
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.grounding import classify
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.month_workdays import (
    month_workdays_answer,
    month_workdays_asked,
    workdays_in,
)
from jarvis_voice.tools.builtin.system_info import SystemInfoTool
from jarvis_voice.tools.builtin.time_left import month_first
from support import ScriptedApprover

TODAY = date(2026, 12, 7)  # a Monday in December


@pytest.mark.parametrize(
    ("request_", "first"),
    [
        ("How many working days are there next month? Just Monday to Friday, don't worry "
         "about holidays.", date(2027, 1, 1)),
        ("how many business days does next month have", date(2027, 1, 1)),
        ("What's the number of weekdays in March?", date(2026, 3, 1)),
        ("How many business days are in March 2027?", date(2027, 3, 1)),
        ("다음 달에 평일이 며칠 있어?", date(2027, 1, 1)),
        ("다음 달 영업일 수 알려 줘", date(2027, 1, 1)),
        ("지난달 근무일은 총 며칠이었어?", date(2026, 11, 1)),
        ("이번 달 평일은 몇 일이야?", date(2026, 12, 1)),
        ("2027년 2월 평일이 몇 일이야?", date(2027, 2, 1)),
    ],
)  # fmt: skip
def test_the_month_whose_working_days_are_counted(request_: str, first: date) -> None:
    assert month_workdays_asked(request_, TODAY) == first


@pytest.mark.parametrize(
    "request_",
    [
        "How many working days are left this month?",  # workdays_left's
        "이번 달에 평일이 며칠 남았어?",
        "How many weekdays did I work last month?",  # what someone did
        "지난달에 며칠 일했어?",
        "How many weekday sales were there in March in sales.csv?",  # a table's rows
        "How many Fridays are there next month?",  # one weekday: weekday_in_month's
        "How many days are in next month?",  # every day
        "What's the date next month?",
        "How many working days are there?",  # no month
    ],
)
def test_no_month_of_working_days(request_: str) -> None:
    assert month_workdays_asked(request_, TODAY) is None


def test_the_count_is_monday_to_friday() -> None:
    assert workdays_in(date(2027, 1, 1)) == 21  # starts on a Friday, 31 days
    assert workdays_in(date(2027, 2, 1)) == 20  # four whole weeks
    assert workdays_in(date(2026, 8, 1)) == 21  # starts on a Saturday
    assert workdays_in(date(2024, 2, 1)) == 21  # a leap February


def test_month_first_is_shared_with_the_weekdays_in_a_month() -> None:
    assert month_first("next month", date(2026, 12, 31)) == date(2027, 1, 1)
    assert month_first("지난 달", date(2026, 1, 15)) == date(2025, 12, 1)
    assert month_first("in 13월", TODAY) is None


@pytest.mark.parametrize(
    ("request_", "language", "said"),
    [
        ("How many working days are there next month?", "en",
         "January 2027 has 21 working days, Monday to Friday (holidays are not taken out)."),
        ("다음 달에 평일이 며칠 있어?", "ko",
         "2027년 1월의 평일(월요일부터 금요일까지)은 21일입니다."),
    ],
)  # fmt: skip
def test_one_sentence_with_the_month_and_its_count(request_: str, language: str, said: str) -> None:
    answer = month_workdays_answer(request_, TODAY, language)
    assert answer is not None and answer.startswith(said)


@pytest.mark.parametrize(
    "request_", ["How many working days are there next month?", "다음 달 평일은 며칠이야?"]
)
def test_a_month_of_working_days_is_a_clock_question(request_: str) -> None:
    need = classify(request_)
    assert need is not None and need.kinds == ("clock",)


def _next_month_workdays() -> int:
    return workdays_in(month_first("next month", date.today()) or date.today())


def test_system_info_counts_next_months_working_days_at_once(tmp_path: Path) -> None:
    tool = SystemInfoTool()
    request = "How many working days are there next month?"
    context = ToolContext(workdir=tmp_path, request=request, language="en")
    result = asyncio.run(tool.run(tool.Args(), context))
    assert result.final
    assert f"has {_next_month_workdays()} working days" in result.content


def _agent(tmp_path: Path, steps: list[LLMReply], first_look_up: bool, language: str) -> AgentLoop:
    settings = load_settings(agent={"language": language})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(Answer.ALLOW), ActivityLog(),
        workdir=tmp_path,
    )  # fmt: skip
    agent.config.first_look_up = first_look_up
    return agent


@pytest.mark.parametrize("first_look_up", [True, False])
@pytest.mark.parametrize(
    ("request_", "language"),
    [
        ("How many working days are there next month? Just Monday to Friday, don't worry "
         "about holidays.", "en"),
        ("다음 달에 평일이 며칠 있어?", "ko"),
    ],
)  # fmt: skip
def test_the_loop_never_lets_a_bare_count_through(
    tmp_path: Path, request_: str, language: str, first_look_up: bool
) -> None:
    """machine-89's '5' with no tool call (no month has 5 working days) ends in the clock's
    count, never the guess."""
    agent = _agent(tmp_path, [LLMReply(text="5")] * 3, first_look_up, language)
    result = asyncio.run(agent.run_turn(request_))
    assert "system_info" in [o.call.name for o in result.outcomes]
    assert result.answer != "5" and str(_next_month_workdays()) in result.answer
