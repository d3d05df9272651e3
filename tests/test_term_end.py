"""The day a term started today ends (fresh36 machine-78: "오늘 6개월짜리 정기예금을 들었는데,
만기일이 언제야?" was answered that today's date cannot be known)."""

from __future__ import annotations

import asyncio
from datetime import date
from pathlib import Path

import pytest

from jarvis_voice.agent.grounding import classify
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.system_info import SystemInfoTool
from jarvis_voice.tools.builtin.term_end import term_end, term_end_answer

TODAY = date(2026, 12, 7)


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        ("오늘 6개월짜리 정기예금을 들었는데, 만기일이 언제야?", "ko",
         "오늘(2026년 12월 7일 월요일)부터 6개월 뒤는 2027년 6월 7일 월요일입니다."),
        ("I started a 90-day trial today, when does it end?", "en",
         "90 days from today (Monday, December 7, 2026) is Sunday, March 7, 2027."),
        ("I just opened a six-month CD. When does it mature?", "en",
         "6 months from today (Monday, December 7, 2026) is Monday, June 7, 2027."),
        ("1년 약정 오늘 시작했는데 언제 끝나?", "ko",
         "오늘(2026년 12월 7일 월요일)부터 1년 뒤는 2027년 12월 7일 화요일입니다."),
        ("오늘부터 두 달 뒤가 며칠이야?", "ko",
         "오늘(2026년 12월 7일 월요일)부터 2개월 뒤는 2027년 2월 7일 일요일입니다."),
        ("What is the date 3 months from now?", "en",
         "3 months from today (Monday, December 7, 2026) is Sunday, March 7, 2027."),
        ("My two-week notice starts today; what's my last day's date?", "en",
         "2 weeks from today (Monday, December 7, 2026) is Monday, December 21, 2026."),
        # no start said, a start in the past, nothing of a date asked, a date not a term
        ("6개월짜리 예금 만기일은 언제야?", "ko", None),
        ("6개월 전에 가입한 예금 만기일이 언제야?", "ko", None),
        ("I signed up 3 months ago, when does the 6-month trial end?", "en", None),
        ("오늘 6개월짜리 적금 이자가 얼마야?", "ko", None),
        ("How many days is a 6-month deposit I opened today?", "en", None),
        ("12월 1일 만기인 예금을 오늘 들었어. 언제 만기야?", "ko", None),
        ("2027년 만기 예금을 오늘 들었는데 언제야?", "ko", None),
    ],
)  # fmt: skip
def test_the_end_of_a_term_started_today(request_: str, language: str, answer: str | None) -> None:
    assert term_end_answer(request_, TODAY, language) == answer


@pytest.mark.parametrize(
    ("today", "count", "unit", "end"),
    [
        (date(2026, 8, 31), 6, "month", date(2027, 2, 28)),  # clipped to the month's end
        (date(2027, 8, 31), 6, "month", date(2028, 2, 29)),  # a leap year's
        (date(2028, 2, 29), 1, "year", date(2029, 2, 28)),
        (date(2026, 12, 7), 90, "day", date(2027, 3, 7)),
        (date(2026, 12, 7), 2, "week", date(2026, 12, 21)),
    ],
)
def test_calendar_months_keep_the_day_or_the_months_last(
    today: date, count: int, unit: str, end: date
) -> None:
    assert term_end(count, unit, today) == end


def test_system_info_says_the_maturity_from_this_clock(tmp_path: Path) -> None:
    request_ = "오늘 6개월짜리 정기예금을 들었는데, 만기일이 언제야?"
    need = classify(request_)
    assert need is not None and need.kinds == ("clock",)  # a date from today: system_info
    ctx = ToolContext(workdir=tmp_path, request=request_, language="ko")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    today = date.today()
    assert result.final
    assert result.content == term_end_answer(request_, today, "ko")
    end = term_end(6, "month", today)
    assert f"{end.year}년 {end.month}월 {end.day}일" in result.content
