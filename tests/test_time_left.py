"""Time left from now (tools/builtin/time_left.py): until midnight or a clock time, and the days
of a weekday left this year or month — from a fixed clock, then from this machine's through
system_info, and grounding's look-up when the model answered from nothing (fresh18)."""

from __future__ import annotations

import asyncio
import calendar
import re
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from jarvis_voice.agent.grounding import check, classify
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.system_info import SystemInfoTool
from jarvis_voice.tools.builtin.time_left import (
    duration_words,
    time_after_answer,
    time_until_answer,
    weekday_left,
    weekdays_left_answer,
    workdays_left_answer,
)
from tests.test_grounding import TOOLS

NOW = datetime(2026, 12, 5, 20, 35, 10)  # a Saturday evening


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        ("How long is it until midnight?", "en", "It is 20:35 now: 3 h 24 min until midnight."),
        ("자정까지 몇 시간 남았어?", "ko", "지금 20:35이니 자정까지 3시간 24분 남았어요."),
        ("How many minutes until 9 pm?", "en", "It is 20:35 now: 24 min until 21:00."),
        ("오후 9시 반까지 얼마나 남았어?", "ko", "지금 20:35이니 21:30까지 54분 남았어요."),
        # a time already past today is tomorrow's
        ("How long until 6:30 am?", "en", "It is 20:35 now: 9 h 54 min until 06:30."),
        ("오후 6시까지 얼마나 남았어?", "ko", "지금 20:35이니 18:00까지 21시간 24분 남았어요."),
        # not a question of time left
        ("What happened before midnight in the log?", "en", None),
        ("6시까지 회의야", "ko", None),
    ],
)  # fmt: skip
def test_time_until_a_moment(request_: str, language: str, answer: str | None) -> None:
    assert time_until_answer(request_, NOW, language) == answer


def saturdays_from(today: date, end: date) -> int:
    """Counted one day at a time, not by the module's arithmetic."""
    return sum(
        1 for n in range((end - today).days + 1) if (today + timedelta(days=n)).weekday() == 5
    )


@pytest.mark.parametrize("today", [date(2026, 12, 5), date(2026, 12, 6), date(2024, 2, 28),
                                   date(2026, 12, 27), date(2026, 1, 1)])  # fmt: skip
def test_the_saturdays_left_this_year_and_month(today: date) -> None:
    year = weekdays_left_answer("올해 토요일이 몇 번 더 남았어?", today, "ko")
    count = saturdays_from(today, date(today.year, 12, 31))
    assert year is not None and f"올해 토요일은 {count}번 남았어요" in year
    assert ("오늘도 토요일" in year) is (today.weekday() == 5 and count > 0)
    month_end = (date(today.year + today.month // 12, today.month % 12 + 1, 1)) - timedelta(days=1)
    month = weekdays_left_answer("How many Saturdays are left this month?", today, "en")
    assert month is not None
    assert month.startswith(f"{saturdays_from(today, month_end)} Saturdays are left this month")


@pytest.mark.parametrize(
    ("request_", "weekday"),
    [("How many Fridays are left this year?", 4), ("이번 달에 월요일이 며칠 남았어?", 0),
     ("How many Saturdays did we work?", None), ("토요일에 뭐 해?", None)],
)  # fmt: skip
def test_the_weekday_counted(request_: str, weekday: int | None) -> None:
    assert weekday_left(request_) == weekday


def test_duration_words() -> None:
    assert duration_words(0, "en") == "0 min" and duration_words(90_061, "en") == "1 day 1 h 1 min"
    assert duration_words(3_660, "ko") == "1시간 1분"


def test_system_info_says_it_from_this_machines_clock(tmp_path: Path) -> None:
    ctx = ToolContext(workdir=tmp_path, request="How long is it until midnight?", language="en")
    before = datetime.now()
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    assert result.final and result.content.endswith("until midnight.")
    midnight = datetime.combine(before.date() + timedelta(days=1), datetime.min.time())
    left = midnight - before
    said = result.content.split(": ")[1].split(" until")[0]
    hours = int(said.split(" h")[0]) if " h" in said else 0
    assert abs(hours - left.seconds // 3600) <= 1


@pytest.mark.parametrize(
    "request_",
    [
        "How long is it until midnight?",
        "올해 토요일이 몇 번 더 남았어?",
        "이번 달에 평일이 며칠 남았어? 오늘도 포함해서, 공휴일은 신경 쓰지 말고.",  # fresh21
    ],
)
def test_an_answer_from_nothing_gets_the_clock_look_up(request_: str) -> None:
    """fresh18 machine-41/42: 'It is 12 hours until midnight.' with no tool at all."""
    need = classify(request_)
    assert need is not None and need.kinds == ("clock",)
    tools = (*TOOLS, "system_info")
    verdict = check(need, request_, "It is 12 hours until midnight.", [], tools, "en")
    assert verdict is not None and verdict.call == ("system_info", {})


@pytest.mark.parametrize(
    "today",
    [date(2026, 12, 6), date(2026, 12, 7), date(2024, 2, 28), date(2026, 12, 31), date(2027, 1, 1),
     date(2026, 5, 30)],
)  # fmt: skip
@pytest.mark.parametrize(
    ("request_", "language", "span", "today_left_out"),
    [
        ("이번 달에 평일이 며칠 남았어? 오늘도 포함해서, 공휴일은 신경 쓰지 말고.", "ko", "month",
         False),
        ("How many business days are left this year, not counting today?", "en", "year", True),
        ("이번 주 근무일 며칠 남았지? 오늘은 빼고.", "ko", "week", True),
        ("How many working days are left this month?", "en", "month", False),
    ],
)  # fmt: skip
def test_the_working_days_left_are_numpys_business_days(
    today: date, request_: str, language: str, span: str, today_left_out: bool
) -> None:
    """fresh21 machine-48 said the request back: the count is the clock's, checked against
    numpy's business-day count (Monday to Friday, end included)."""
    import numpy as np

    end = {
        "week": today + timedelta(days=6 - today.weekday()),
        "month": date(today.year, today.month, calendar.monthrange(today.year, today.month)[1]),
        "year": date(today.year, 12, 31),
    }[span]
    first = today + timedelta(days=1) if today_left_out else today
    count = int(np.busday_count(first, end + timedelta(days=1)))
    said = workdays_left_answer(request_, today, language)
    assert said is not None
    assert re.search(rf"(?<!\d){count}(?:일| weekdays)", said), said
    assert end.isoformat() in said
    assert ("오늘도 셌고" in said or "Today is counted" in said) is (
        not today_left_out and today.weekday() < 5
    )


@pytest.mark.parametrize(
    "request_", ["What day is it?", "How many weekdays are in a week?", "평일에 뭐 해?"]
)
def test_no_working_days_are_counted_when_none_are_asked_left(request_: str) -> None:
    assert workdays_left_answer(request_, date(2026, 12, 6), "en") is None


@pytest.mark.parametrize(
    "today", [date(2026, 12, 6), date(2024, 2, 28), date(2026, 12, 31), date(2027, 1, 1)]
)
@pytest.mark.parametrize(
    ("request_", "language", "span", "with_today"),
    [
        # fresh27 machine-59 was answered with today's date
        ("How many days are left in this month, not counting today?", "en", "month", False),
        ("이번 달 며칠 남았어?", "ko", "month", False),
        ("올해 오늘 포함해서 며칠 남았어?", "ko", "year", True),
        ("How many days are left this week including today?", "en", "week", True),
    ],
)
def test_the_days_left_this_week_month_or_year(
    today: date, request_: str, language: str, span: str, with_today: bool
) -> None:
    from jarvis_voice.tools.builtin.time_left import days_left_answer

    if span == "week":
        end = today + timedelta(days=6 - today.weekday())
    elif span == "month":
        end = today.replace(day=calendar.monthrange(today.year, today.month)[1])
    else:
        end = date(today.year, 12, 31)
    count = len([d for d in range(400) if today < today + timedelta(days=d) <= end])
    said = days_left_answer(request_, today, language)
    assert said is not None and end.isoformat() in said
    assert re.findall(r"\d+(?=\s*(?:days|일))", said) == [str(count + with_today)]


@pytest.mark.parametrize(
    ("request_", "language", "then"),
    [
        # fresh27 machine-60 said today's date
        ("지금부터 100시간 뒤면 몇 월 며칠이야?", "ko", "2026년 12월 10일 목요일 00:35"),
        ("What will the date be 100 hours from now?", "en", "Thursday, December 10, 2026, 00:35"),
        ("What time is it in 36 hours?", "en", "Monday, December 7, 2026, 08:35"),
        # hours said, no date asked
        ("I worked 100 hours last month", "en", None),
        ("이거 100시간 걸려?", "ko", None),
    ],
)
def test_the_moment_some_hours_from_now(request_: str, language: str, then: str | None) -> None:
    from jarvis_voice.tools.builtin.time_left import hours_on_answer

    said = hours_on_answer(request_, NOW, language)
    assert (then in said) if then else said is None, said


def test_the_days_left_and_the_hours_on_come_from_this_machines_clock(tmp_path: Path) -> None:
    for request_ in ("How many days are left in this month, not counting today?",
                     "지금부터 100시간 뒤면 몇 월 며칠이야?"):  # fmt: skip
        need = classify(request_)
        assert need is not None and need.kinds == ("clock",)
        verdict = check(need, request_, "Today is Sunday.", [], (*TOOLS, "system_info"), "en")
        assert verdict is not None and verdict.call == ("system_info", {})
    asked = "지금부터 100시간 뒤면 몇 월 며칠이야?"
    ctx = ToolContext(workdir=tmp_path, request=asked, language="ko")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    then = datetime.now() + timedelta(hours=100)
    assert result.final and f"{then.month}월 {then.day}일" in result.content


def weekdays_in(year: int, month: int, weekday: int) -> int:
    """Counted one day at a time, not by the module's arithmetic."""
    day, count = date(year, month, 1), 0
    while day.month == month:
        count += day.weekday() == weekday
        day += timedelta(days=1)
    return count


@pytest.mark.parametrize("today", [date(2026, 12, 6), date(2026, 1, 31), date(2024, 2, 10)])
@pytest.mark.parametrize(
    ("request_", "language", "weekday", "shift"),
    [
        # fresh28 machine-61 ran `date -d '1st of this month'`, which failed
        ("How many Sundays are there this month?", "en", 6, 0),
        ("이번 달에 일요일이 몇 번 있어?", "ko", 6, 0),
        ("다음 달에 금요일이 몇 번 있어?", "ko", 4, 1),
        ("How many Mondays were there last month?", "en", 0, -1),
    ],
)  # fmt: skip
def test_how_many_of_a_weekday_a_month_has(
    today: date, request_: str, language: str, weekday: int, shift: int
) -> None:
    from jarvis_voice.tools.builtin.time_left import weekday_in_month_answer

    month = today.month + shift
    year, month = today.year + (month - 1) // 12, (month - 1) % 12 + 1
    said = weekday_in_month_answer(request_, today, language)
    count = weekdays_in(year, month, weekday)
    name, month_name = calendar.day_name[weekday], calendar.month_name[month]
    expected = (
        f"{year}년 {month}월에는 {KO_WEEKDAY[weekday]}이 {count}번 있어요"
        if language == "ko"
        else f"There are {count} {name}s in {month_name} {year}"
    )
    assert said is not None and said.startswith(expected), said


KO_WEEKDAY = ("월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일")


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        ("How many Fridays are in March?", "There are 4 Fridays in March 2026: March 6, 13, 20 "
         "and 27."),
        ("3월에 토요일이 며칠이야?", "2026년 3월에는 토요일이 4번 있어요: 7일, 14일, 21일, 28일."),
        # the ones left are weekdays_left's; no month; not a count of a calendar's days
        ("How many Sundays are left this month?", None),
        ("How many Saturdays did we work?", None),
        ("How many Saturdays did we work this month?", None),
        ("이번 달에 일요일이 몇 번 출근했어?", None),
        ("3월 15일은 무슨 요일이야?", None),
    ],
)  # fmt: skip
def test_a_month_named_or_none(request_: str, answer: str | None) -> None:
    from jarvis_voice.tools.builtin.time_left import weekday_in_month_answer

    said = weekday_in_month_answer(request_, date(2026, 12, 6), "ko" if "월" in request_ else "en")
    assert (said is None) if answer is None else (said is not None and answer in said), said


def test_the_weekdays_in_this_month_come_from_this_machines_clock(tmp_path: Path) -> None:
    asked = "How many Sundays are there this month?"
    need = classify(asked)
    assert need is not None and need.kinds == ("clock",)
    verdict = check(need, asked, "There are 4 Sundays.", [], (*TOOLS, "system_info"), "en")
    assert verdict is not None and verdict.call == ("system_info", {})
    ctx = ToolContext(workdir=tmp_path, request=asked, language="en")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    today = date.today()
    count = weekdays_in(today.year, today.month, 6)
    assert result.final and result.content.startswith(f"There are {count} Sundays in ")


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        # fresh34 machine-74 was set up as 100 × 0.1
        ("방금 세탁기 돌렸는데 1시간 40분 걸린대. 몇 시에 끝나?", "ko",
         "지금(08:15)부터 1시간 40분 뒤는 2026년 12월 7일 월요일 09:55입니다."),
        ("It takes 45 minutes; what time will it be done?", "en",
         "45 min from now (08:15) is Monday, December 7, 2026, 09:00."),
        ("in 2 hours 30 minutes what time is it?", "en",
         "2 h 30 min from now (08:15) is Monday, December 7, 2026, 10:45."),
        ("빨래가 20시간 50분 걸린대. 몇 시에 끝나?", "ko",
         "지금(08:15)부터 20시간 50분 뒤는 2026년 12월 8일 화요일 05:05입니다."),
        # whole hours (hours_on's), no time asked, two spans
        ("3시간 뒤는 몇 시야?", "ko", None),
        ("회의가 30분이면 충분해?", "ko", None),
        ("It takes 30 or 45 minutes, what time will it be done?", "en", None),
    ],
)  # fmt: skip
def test_the_clock_after_hours_and_minutes(
    request_: str, language: str, answer: str | None
) -> None:
    assert time_after_answer(request_, datetime(2026, 12, 7, 8, 15), language) == answer


@pytest.mark.parametrize(
    "request_",
    ["방금 세탁기 돌렸는데 1시간 40분 걸린대. 몇 시에 끝나?",
     "It takes 45 minutes; what time will it be done?", "When's the next Friday the 13th?"],
)  # fmt: skip
def test_a_span_from_now_and_a_friday_the_13th_are_clock_questions(request_: str) -> None:
    # fresh34 machine-74 was read as arithmetic: the model multiplied, and no clock was asked
    assert classify(request_).kinds == ("clock",)
