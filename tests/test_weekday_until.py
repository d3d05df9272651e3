"""The days until a weekday (tools/builtin/weekday_until.py), from this machine's clock: fresh40
machine-85 said "There are 4 days until Friday." with no look-up. The real loop with a scripted
model: whatever the model says first, the answer is the clock's count."""

from __future__ import annotations

import asyncio
from datetime import date, timedelta
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.grounding import classify
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.days_until import days_until_answer
from jarvis_voice.tools.builtin.system_info import SystemInfoTool
from jarvis_voice.tools.builtin.weekday_until import weekday_until_answer, weekday_until_asked
from support import ScriptedApprover

MONDAY = date(2026, 12, 7)
FRIDAY = date(2026, 12, 11)
SUNDAY = date(2026, 12, 13)


@pytest.mark.parametrize(
    ("request_", "today", "day"),
    [
        ("How many days until Friday?", MONDAY, date(2026, 12, 11)),
        ("how many days till friday", MONDAY, date(2026, 12, 11)),
        ("How long until Saturday?", MONDAY, date(2026, 12, 12)),
        ("Wednesday is how many days away?", MONDAY, date(2026, 12, 9)),
        ("금요일까지 며칠 남았어?", MONDAY, date(2026, 12, 11)),
        ("목요일까지 며칠이야?", MONDAY, date(2026, 12, 10)),
        ("토요일까지 얼마나 남았어?", MONDAY, date(2026, 12, 12)),
        ("일요일이 며칠 뒤야?", MONDAY, date(2026, 12, 13)),
        # the day itself asked on that day: the next one, a week on
        ("How many days until Friday?", FRIDAY, date(2026, 12, 18)),
        ("금요일까지 며칠 남았어?", FRIDAY, date(2026, 12, 18)),
        ("How many days until Monday?", SUNDAY, date(2026, 12, 14)),
        # a week said: days_until's weeks (Monday first); "this Monday" gone is the coming one
        ("How many days until next Friday?", MONDAY, date(2026, 12, 18)),
        ("다음 주 금요일까지 며칠 남았어?", MONDAY, date(2026, 12, 18)),
        ("How many days until this Monday?", FRIDAY, date(2026, 12, 14)),
        # the weekend: its Saturday, or today when it is the weekend
        ("How many days until the weekend?", MONDAY, date(2026, 12, 12)),
        ("주말까지 며칠 남았어?", SUNDAY, SUNDAY),
    ],
)  # fmt: skip
def test_the_weekday_counted_to(request_: str, today: date, day: date) -> None:
    assert weekday_until_asked(request_, today) == day


@pytest.mark.parametrize(
    "request_",
    [
        "How many days until Friday the 13th?",  # a day of the month's
        "13일의 금요일까지 며칠 남았어?",
        "How many days until December 25, a Friday?",  # a date: days_until's
        "How many working days until Friday?",  # working days: time_left's
        "금요일까지 영업일로 며칠 남았어?",
        "How many days from Monday to Friday?",  # a span between two days
        "월요일부터 금요일까지 며칠이야?",
        "How many days since last Friday?",  # gone
        "지난 금요일부터 며칠 지났어?",
        "How many days until the last Friday of the month?",  # a month's nth weekday
        "금요일이 며칠이야?",  # Friday's date, no count
        "What day is Friday?",
        "Friday I have a meeting",  # nothing asked
        "How many days until Christmas?",  # no weekday
    ],
)
def test_no_count_to_a_weekday(request_: str) -> None:
    assert weekday_until_asked(request_, MONDAY) is None


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        ("How many days until Friday?", "en",
         "Friday, December 11, 2026 is 4 days away (today is Monday, December 7)."),
        ("금요일까지 며칠 남았어?", "ko",
         "2026년 12월 11일 금요일까지 4일 남았습니다 (오늘은 12월 7일 월요일)."),
    ],
)  # fmt: skip
def test_one_sentence_with_the_count_and_the_date(
    request_: str, language: str, answer: str
) -> None:
    assert weekday_until_answer(request_, MONDAY, language) == answer


@pytest.mark.parametrize(
    "request_", ["How many days until Friday?", "금요일까지 며칠 남았어?", "주말까지 며칠 남았어?"]
)
def test_the_days_until_a_weekday_are_a_clock_question(request_: str) -> None:
    need = classify(request_)
    assert need is not None and need.kinds == ("clock",)


def _days_to(weekday: int) -> int:
    today = date.today()
    return (weekday - today.weekday() - 1) % 7 + 1


def test_system_info_counts_the_days_until_friday_from_this_clock(tmp_path: Path) -> None:
    tool = SystemInfoTool()
    context = ToolContext(workdir=tmp_path, request="How many days until Friday?", language="en")
    result = asyncio.run(tool.run(tool.Args(), context))
    assert result.final
    then = date.today() + timedelta(days=_days_to(4))
    assert f"is {_days_to(4)} days away" in result.content
    assert f"{then:%B} {then.day}, {then.year}" in result.content


def _agent(
    tmp_path: Path, steps: list[object], first_look_up: bool, language: str = "en"
) -> tuple[object, object]:
    backend = ScriptedBackend(steps)
    settings = load_settings(agent={"language": language})
    agent = build_agent(
        settings, backend, ScriptedApprover(Answer.ALLOW), ActivityLog(), workdir=tmp_path
    )
    agent.config.first_look_up = first_look_up
    return agent, backend


@pytest.mark.parametrize("first_look_up", [True, False])
@pytest.mark.parametrize(
    ("request_", "guess", "said"),
    [
        ("How many days until Friday?", "There are 9 days until Friday.", "days away"),
        ("금요일까지 며칠 남았어?", "금요일까지 9일 남았어요.", "일 남았습니다"),
    ],
)
def test_the_loop_never_lets_a_guessed_count_through(
    tmp_path: Path, request_: str, guess: str, said: str, first_look_up: bool
) -> None:
    """The model's bare count with no tool call (machine-85's wrong answer, its figure made
    surely wrong: no weekday is 9 days away) ends in the clock's count, never the guess."""
    language = "ko" if "요일" in request_ else "en"
    agent, _ = _agent(tmp_path, [LLMReply(text=guess)] * 3, first_look_up, language)
    result = asyncio.run(agent.run_turn(request_))  # type: ignore[attr-defined]
    assert "system_info" in [o.call.name for o in result.outcomes]
    assert result.answer != guess and " 9" not in result.answer
    assert said in result.answer and str(_days_to(4)) in result.answer


@pytest.mark.parametrize(
    ("request_", "day"),
    [
        ("How many days until Friday the 13th?", date(2027, 8, 13)),
        ("13일의 금요일까지 며칠 남았어?", date(2027, 8, 13)),
        ("How many days until the 13th?", date(2026, 12, 13)),  # a day of the month alone
    ],
)
def test_the_days_until_friday_the_13th_count_to_the_next_one(request_: str, day: date) -> None:
    """It had counted to the 13th of this month, a Sunday."""
    said = days_until_answer(request_, MONDAY, "en")
    assert said is not None and said.startswith(f"{day:%B} {day.day}, {day.year} is")
    assert f"{(day - MONDAY).days} days away" in said
