"""Days until a date, counted from today's date (tools/builtin/days_until.py), as tables."""

from __future__ import annotations

import asyncio
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest
from dateutil.easter import easter

from jarvis_voice.agent.grounding import classify
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.day_counts import day_count_answer
from jarvis_voice.tools.builtin.days_until import (
    date_after_answer,
    date_asked,
    date_weekday_answer,
    days_since_answer,
    days_until_answer,
    leap_day_answer,
    nth_weekday_answer,
    weekday_date_answer,
    weekday_monthday_answer,
)
from jarvis_voice.tools.builtin.rule_holidays import rule_day_answer, rule_day_asked
from jarvis_voice.tools.builtin.system_info import SystemInfoTool
from jarvis_voice.tools.builtin.table_days import table_days_since_answer

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize(
    ("request_", "target"),
    [
        ("올해도 얼마 안 남았네. 12월 31일까지 며칠 남앗어?", date(2026, 12, 31)),  # fresh8
        ("How many days until Christmas?", date(2026, 12, 25)),
        ("크리스마스까지 며칠 남았어?", date(2026, 12, 25)),
        ("how many days are left until March 1?", date(2027, 3, 1)),  # past: next year's
        ("How many days until the 1st of March?", date(2027, 3, 1)),
        ("2027-01-15까지 며칠 남았지?", date(2027, 1, 15)),
        ("How many days left in the year?", date(2026, 12, 31)),
        ("광복절까지 며칠 남았어?", date(2027, 8, 15)),
        ("12/24까지 며칠 남았어?", date(2026, 12, 24)),
        ("2025년 1월 1일까지 며칠 남았어?", date(2025, 1, 1)),  # a year given: kept
        ("2월 30일까지 며칠 남았어?", None),  # not a date
        ("며칠 남았어?", None),  # no date
    ],
)
def test_the_date_asked(request_: str, target: date | None) -> None:
    assert date_asked(request_, TODAY) == target


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        ("12월 31일까지 며칠 남았어?", "ko",
         "2026년 12월 31일까지 26일 남았습니다 (오늘은 12월 5일)."),
        ("How many days until Christmas?", "en",
         "December 25, 2026 is 20 days away (today is December 5)."),
        ("12월 5일까지 며칠 남았어?", "ko", "2026년 12월 5일, 바로 오늘입니다."),
        # tomorrow is one day, never "1 days"
        ("How many days until December 6?", "en",
         "December 6, 2026 is 1 day away (today is December 5)."),
        ("12월 6일까지 며칠 남았어?", "ko",
         "2026년 12월 6일까지 1일 남았습니다 (오늘은 12월 5일)."),
        # a date in the past, asked with its year: how long ago
        ("2026-12-01까지 며칠 남았어?", "ko",
         "2026년 12월 1일은 4일 전이었습니다 (오늘은 12월 5일)."),
        # not a question about days left
        ("What is the date on December 31?", "en", None),
        ("12월 31일에 뭐 해?", "ko", None),
    ],
)  # fmt: skip
def test_one_sentence_in_the_turns_language(request_: str, language: str, answer: str) -> None:
    assert days_until_answer(request_, TODAY, language) == answer


def test_system_info_answers_it_from_this_machines_clock(tmp_path: Path) -> None:
    today = date.today()
    ctx = ToolContext(workdir=tmp_path, request="How many days until Christmas?", language="en")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    christmas = date(today.year, 12, 25)
    if christmas < today:
        christmas = date(today.year + 1, 12, 25)
    assert result.final and f"is {(christmas - today).days} days away" in result.content


@pytest.mark.parametrize(
    "request_", ["12월 31일까지 며칠 남았어?", "How many days until Christmas?"]
)
def test_days_left_are_a_clock_question_not_arithmetic(request_: str) -> None:
    need = classify(request_)
    assert need is not None and need.kinds == ("clock",)


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        # the date some days from today (fresh9 script-22 calculated "(date + 100).month + 1")
        ("파이썬으로 오늘부터 100일 뒤가 몇 월 며칠인지 계산해 줘", "ko",
         "오늘부터 100일 뒤는 2027년 3월 15일 월요일입니다."),
        ("What date is it 30 days from today?", "en",
         "30 days from today is Monday, January 4, 2027."),
        ("In 2 weeks, what day will it be?", "en",
         "14 days from today is Saturday, December 19, 2026."),
        ("3주 후는 무슨 요일이야?", "ko", "오늘부터 21일 뒤는 2026년 12월 26일 토요일입니다."),
        # counts said in words (fresh25 machine-55 answered today's date)
        ("My next dentist appointment is exactly six weeks from today. What date will that be?",
         "en", "42 days from today is Saturday, January 16, 2027."),
        ("이틀 뒤가 며칠이야?", "ko", "오늘부터 2일 뒤는 2026년 12월 7일 월요일입니다."),
        # the day a count begun today comes to, its count said in words (fresh37 machine-80
        # answered 2024년 1월 1일 with no look-up)
        ("오늘 우리 아기가 태어났어! 태어난 지 천 일 되는 날은 언제야?", "ko",
         "오늘부터 1000일 뒤는 2029년 8월 31일 금요일입니다."),
        ("오늘 가게 열었어. 100일째 되는 날이 언제야?", "ko",
         "오늘부터 100일 뒤는 2027년 3월 15일 월요일입니다."),
        ("이백 일 뒤가 며칠이야?", "ko", "오늘부터 200일 뒤는 2027년 6월 23일 수요일입니다."),
        # … not when the count began on another day, nor a 백일 party, nor a span
        ("태어난 지 백 일 되는 날은 언제야?", "ko", None),
        ("백일 잔치 언제야?", "ko", None),
        ("천 일 동안 뭐 했어?", "ko", None),
        # not a date asked: a plan, another unit, a time of day
        ("10일 뒤에 회의 있어", "ko", None),
        ("2시간 뒤에 알려줘", "ko", None),
        ("5일 후에 몇 시야?", "ko", None),
    ],
)  # fmt: skip
def test_the_date_some_days_from_today(request_: str, language: str, answer: str | None) -> None:
    assert date_after_answer(request_, TODAY, language) == answer


def test_a_date_after_some_days_is_a_clock_question() -> None:
    need = classify("100일 뒤가 며칠이야?")
    assert need is not None and need.kinds == ("clock",)


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        # a weekday of a week near this one (fresh15 machine-36 answered "2023년 10월 15일");
        # TODAY is a Saturday, weeks start on Monday
        ("다음 주 월요일이 며칠이야?", "ko", "다음 주 월요일은 2026년 12월 7일 월요일입니다."),
        ("담주 수요일 며칠?", "ko", "담주 수요일은 2026년 12월 9일 수요일입니다."),
        ("지난주 화요일이 며칠이었지?", "ko", "지난주 화요일은 2026년 11월 24일 화요일입니다."),
        ("이번 주 금요일 날짜 알려줘", "ko", "이번 주 금요일은 2026년 12월 4일 금요일입니다."),
        ("What's the date next Friday?", "en", "Next Friday is Friday, December 11, 2026."),
        ("When is Sunday next week?", "en",
         "Sunday next week is Sunday, December 13, 2026."),
        # a month's last day, its weekday asked (fresh17 machine-40 got the month's length);
        # across a year's end, and a leap February
        ("이번 달 말일이 무슨 요일이야?", "ko", "이번 달 말일은 2026년 12월 31일 목요일입니다."),
        ("다음 달 마지막 날은 무슨 요일이야?", "ko",
         "다음 달 마지막 날은 2027년 1월 31일 일요일입니다."),
        ("What day of the week is the last day of last month?", "en",
         "The last day of last month is Monday, November 30, 2026."),
        # its date asked (fresh39 machine-83 was told this month's last day)
        ("My rent is due on the last day of next month. What date is that?", "en",
         "The last day of next month is Sunday, January 31, 2027."),
        ("다음 달 말일이 며칠이야?", "ko", "다음 달 말일은 2027년 1월 31일 일요일입니다."),
        ("When is the last day of next month?", "en",
         "The last day of next month is Sunday, January 31, 2027."),
        ("What is next month's last day?", "en",
         "Next month's last day is Sunday, January 31, 2027."),
        ("지난달 마지막 날이 며칠이었지?", "ko",
         "지난달 마지막 날은 2026년 11월 30일 월요일입니다."),
        ("이번 달은 며칠까지 있어?", "ko", None),  # the month's length: system_info's fact
        ("이번 달 말일까지 보고서 내야 돼", "ko", None),  # no weekday asked
        # a count of days to it is days_left's, a plan on it asks no date
        ("이번 달 말일까지 며칠 남았어?", "ko", None),
        ("How many days until the last day of next month?", "en", None),
        ("What should I pay on the last day of next month?", "en", None),
        # a plan on that day, not its date asked
        ("next Monday I have a meeting", "en", None),
        ("다음 주 월요일에 회의 잡아 줘", "ko", None),
    ],
)  # fmt: skip
def test_the_date_of_a_weekday_next_or_last_week(
    request_: str, language: str, answer: str | None
) -> None:
    assert weekday_date_answer(request_, TODAY, language) == answer


def test_a_weekday_of_next_week_is_a_clock_question() -> None:
    need = classify("다음 주 월요일이 며칠이야?")
    assert need is not None and need.kinds == ("clock",)


def test_the_last_day_of_a_leap_february() -> None:
    answer = weekday_date_answer("다음 달 말일이 무슨 요일이야?", date(2028, 1, 10), "ko")
    assert answer == "다음 달 말일은 2028년 2월 29일 화요일입니다."


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        # fresh19 machine-44 was told today's weekday
        ("올해 크리스마스는 무슨 요일이에요?", "ko", "2026년 12월 25일은 금요일입니다."),
        ("What day of the week is Christmas next year?", "en", "December 25, 2027 is a Saturday."),
        ("2024년 6월 1일은 무슨 요일이었어?", "ko", "2024년 6월 1일은 토요일입니다."),
        ("What weekday was July 4 last year?", "en", "July 4, 2025 is a Friday."),
        ("What day of the week was 2024-06-05?", "en", "June 5, 2024 is a Wednesday."),
        ("3월 1일은 무슨 요일이야?", "ko", "2027년 3월 1일은 월요일입니다."),  # the coming one
        ("2028년 2월 29일이 무슨 요일?", "ko", "2028년 2월 29일은 화요일입니다."),
        # a day of this month, gone or not, and of last or next month (fresh26 machine-58 was
        # told today's date)
        ("이번 달 1일은 무슨 요일이었어?", "ko", "2026년 12월 1일은 화요일입니다."),
        ("What day of the week was the 1st of this month?", "en",
         "December 1, 2026 is a Tuesday."),
        ("지난달 15일은 무슨 요일이었지?", "ko", "2026년 11월 15일은 일요일입니다."),
        ("What weekday is the 25th of next month?", "en", "January 25, 2027 is a Monday."),
        ("이번 달 31일은 무슨 요일?", "ko", "2026년 12월 31일은 목요일입니다."),
        ("이번 달 32일은 무슨 요일?", "ko", None),
        # Korea's fixed days, in a year said (fresh29 machine-64 was told today's date)
        ("내년 어린이날은 무슨 요일이야?", "ko", "2027년 5월 5일은 수요일입니다."),
        ("내후년 광복절은 무슨 요일이야?", "ko", "2028년 8월 15일은 화요일입니다."),
        ("재작년 크리스마스는 무슨 요일이었어?", "ko", "2024년 12월 25일은 수요일입니다."),
        ("2030년 한글날은 무슨 요일?", "ko", "2030년 10월 9일은 수요일입니다."),
        ("What weekday is New Year's Day 2028?", "en", "January 1, 2028 is a Saturday."),
        ("What day of the week is Christmas Eve this year?", "en",
         "December 24, 2026 is a Thursday."),
        ("What day of the week is Independence Day next year?", "en",
         "July 4, 2027 is a Sunday."),
        ("어린이날 선물 뭐 사지?", "ko", None),
        # today's date in another year (fresh32 machine-70 was told today's weekday)
        ("작년 오늘은 무슨 요일이었어?", "ko", "2025년 12월 5일은 금요일입니다."),
        ("내년 오늘은 무슨 요일이야?", "ko", "2027년 12월 5일은 일요일입니다."),
        ("3년 전 오늘 무슨 요일이었지?", "ko", "2023년 12월 5일은 화요일입니다."),
        ("What day of the week was it a year ago today?", "en",
         "December 5, 2025 is a Friday."),
        ("What weekday was this day last year?", "en", "December 5, 2025 is a Friday."),
        ("What weekday will today's date be two years from now?", "en",
         "December 5, 2028 is a Tuesday."),
        ("오늘 무슨 요일이야?", "ko", None),  # today's own: the clock's one fact
        ("올해 오늘은 무슨 요일?", "ko", None),
        # no date, no weekday asked, or no such date
        ("토요일에 뭐 해?", "ko", None),
        ("크리스마스까지 며칠 남았어?", "ko", None),
        ("2월 30일은 무슨 요일?", "ko", None),
    ],
)  # fmt: skip
def test_the_weekday_of_a_date(request_: str, language: str, answer: str | None) -> None:
    assert date_weekday_answer(request_, TODAY, language) == answer


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        # fresh33 machine-72 was told "내일은 월요일" on a Saturday's Monday
        ("내일모레가 며칠이지? 무슨 요일이야?", "ko", "2026년 12월 7일은 월요일입니다."),
        ("내일은 무슨 요일?", "ko", "2026년 12월 6일은 일요일입니다."),
        ("그저께는 무슨 요일이었어?", "ko", "2026년 12월 3일은 목요일입니다."),
        ("글피가 며칠이야?", "ko", "2026년 12월 8일은 화요일입니다."),
        ("What is the date the day after tomorrow?", "en", "December 7, 2026 is a Monday."),
        ("What day of the week was yesterday?", "en", "December 4, 2026 is a Friday."),
        # nothing asked of the day, two days, a count from it, today's own
        ("내일 비 와?", "ko", None),
        ("어제랑 내일 무슨 요일이야?", "ko", None),
        ("오늘 무슨 요일이야?", "ko", None),
        ("What's on tomorrow?", "en", None),
    ],
)  # fmt: skip
def test_the_date_of_a_day_named_from_today(request_: str, language: str, answer: str) -> None:
    assert day_count_answer(request_, TODAY, language) == answer


def test_system_info_says_tomorrows_weekday_at_once(tmp_path: Path) -> None:
    tomorrow = date.today() + timedelta(days=1)
    ctx = ToolContext(workdir=tmp_path, request="내일은 무슨 요일이야?", language="ko")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    weekday = "월화수목금토일"[tomorrow.weekday()]
    assert result.final and result.content == (
        f"{tomorrow.year}년 {tomorrow.month}월 {tomorrow.day}일은 {weekday}요일입니다."
    )


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        # fresh34 machine-73 was told next week's Friday
        ("When's the next Friday the 13th?", "en", "August 13, 2027 is a Friday."),
        ("다음 13일의 금요일은 언제야?", "ko", "2027년 8월 13일은 금요일입니다."),
        ("When was the last Friday the 13th?", "en", "November 13, 2026 is a Friday."),
        ("When is the next Sunday the 31st?", "en", "January 31, 2027 is a Sunday."),
        # no date asked of it, or no such day
        ("Is Friday the 13th unlucky?", "en", None),
        ("I have a meeting on Friday the 13th", "en", None),
        ("When is the next Friday the 32nd?", "en", None),
    ],
)  # fmt: skip
def test_the_next_weekday_on_a_day_of_the_month(
    request_: str, language: str, answer: str | None
) -> None:
    assert weekday_monthday_answer(request_, TODAY, language) == answer


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        # fresh35 machine-75 invented December 14
        ("My book club meets on the second Thursday of every month. What's the date of our "
         "next meeting?", "en", "December 10, 2026 is a Thursday."),
        ("독서 모임이 매달 둘째 목요일이야. 다음 모임 날짜가 언제야?", "ko",
         "2026년 12월 10일은 목요일입니다."),
        ("우리는 매월 마지막 주 금요일에 회식해. 다음 회식은 며칠이야?", "ko",
         "2026년 12월 25일은 금요일입니다."),
        ("When is the next last Friday of the month?", "en", "December 25, 2026 is a Friday."),
        ("We meet on the first Saturday of each month. When is the next one?", "en",
         "December 5, 2026 is a Saturday."),  # today counts
        ("The fifth Monday of the month is a holiday for us; when is the next?", "en",
         "March 29, 2027 is a Monday."),  # December to February have four
        # the days until it asked: the count, with its date (fresh36 machine-77 was told the
        # date alone)
        ("I get paid on the last Friday of every month. How many days until my next payday?",
         "en", "December 25, 2026 is 20 days away (today is December 5)."),
        ("매달 마지막 금요일이 월급날인데 며칠 남았어?", "ko",
         "2026년 12월 25일까지 20일 남았습니다 (오늘은 12월 5일)."),
        ("How many days until the first Saturday of the month?", "en",
         "December 5, 2026 is today."),
        # every other week, or nothing asked
        ("We meet every second Thursday. When is the next meeting?", "en", None),
        ("I get paid every second Friday. How many days until payday?", "en", None),
        ("I meet them on the second Thursday of the month.", "en", None),
    ],
)  # fmt: skip
def test_the_next_nth_weekday_of_a_month(request_: str, language: str, answer: str | None) -> None:
    assert nth_weekday_answer(request_, TODAY, language) == answer


def test_system_info_says_the_next_second_thursday_from_this_clock(tmp_path: Path) -> None:
    request_ = (
        "My book club meets on the second Thursday of every month. What's the date of our next "
        "meeting?"
    )
    assert classify(request_).kinds == ("clock",)  # fresh35 machine-75: a date from today
    ctx = ToolContext(workdir=tmp_path, request=request_, language="en")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    assert result.final and result.content.endswith(" is a Thursday.")
    said = datetime.strptime(result.content.removesuffix(" is a Thursday."), "%B %d, %Y").date()
    assert 8 <= said.day <= 14 and 0 <= (said - date.today()).days < 35


def test_a_count_from_tomorrow_is_still_a_count() -> None:
    said = day_count_answer("내일부터 100일째는 언제야?", TODAY, "ko")
    assert said is not None and "100일째" in said


def test_today_in_a_year_without_its_29_february_is_no_date() -> None:
    assert date_weekday_answer("작년 오늘은 무슨 요일이었어?", date(2028, 2, 29), "ko") is None


def test_system_info_says_the_weekday_of_this_day_last_year(tmp_path: Path) -> None:
    today = date.today()
    ctx = ToolContext(workdir=tmp_path, request="작년 오늘은 무슨 요일이었어?", language="ko")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    if today.month == 2 and today.day == 29:
        pytest.skip("no 29 February last year")
    weekday = "월화수목금토일"[today.replace(year=today.year - 1).weekday()]
    assert result.final and result.content.endswith(f"{weekday}요일입니다."), result.content
    assert result.content.startswith(f"{today.year - 1}년 {today.month}월 {today.day}일")


def test_days_until_a_day_of_this_month_gone_count_to_the_next_one() -> None:
    # only a weekday asked of it keeps a day already gone; "until" counts to the coming one
    assert date_asked("이번 달 1일까지 며칠 남았어?", TODAY) == date(2027, 1, 1)


def test_system_info_says_the_weekday_of_next_years_childrens_day(tmp_path: Path) -> None:
    today = date.today()
    ctx = ToolContext(workdir=tmp_path, request="내년 어린이날은 무슨 요일이야?", language="ko")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    weekday = "월화수목금토일"[date(today.year + 1, 5, 5).weekday()]
    assert result.final and result.content == f"{today.year + 1}년 5월 5일은 {weekday}요일입니다."


def test_system_info_says_the_weekday_of_this_years_christmas(tmp_path: Path) -> None:
    today = date.today()
    ctx = ToolContext(workdir=tmp_path, request="올해 크리스마스는 무슨 요일이에요?", language="ko")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    weekday = "월화수목금토일"[date(today.year, 12, 25).weekday()]
    assert result.final and result.content.endswith(f"12월 25일은 {weekday}요일입니다.")


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        # fresh20 machine-45 was told last week's Friday; TODAY is Saturday 2026-12-05
        ("What's the date of the last Friday of this month?", "en",
         "The last Friday of this month is Friday, December 25, 2026."),
        ("이번 달 마지막 금요일이 며칠이야?", "ko",
         "이번 달 마지막 금요일은 2026년 12월 25일 금요일입니다."),
        ("the first Monday of next month", "en",
         "The first Monday of next month is Monday, January 4, 2027."),  # across the year
        ("지난달 첫 번째 일요일 날짜 알려 줘", "ko",
         "지난달 첫 번째 일요일은 2026년 11월 1일 일요일입니다."),  # the 1st itself
        ("다음 달 첫째 토요일은 며칠?", "ko", "다음 달 첫째 토요일은 2027년 1월 2일 토요일입니다."),
        ("What's the date last Friday?", "en", "Last Friday is Friday, November 27, 2026."),
        # no "of", the second or third one, a month named (fresh29 machine-63 was told today's
        # date): a month named without a year is the coming one
        ("What's the date of the first Monday next month?", "en",
         "The first Monday next month is Monday, January 4, 2027."),
        ("When is the second Tuesday of next month?", "en",
         "The second Tuesday of next month is Tuesday, January 12, 2027."),
        ("next month's last Friday", "en", "Next month's last Friday is Friday, January 29, 2027."),
        ("the last Friday of March", "en", "The last Friday of March is Friday, March 26, 2027."),
        ("3월 셋째 수요일이 며칠이야?", "ko", "3월 셋째 수요일은 2027년 3월 17일 수요일입니다."),
        ("2027년 5월 두 번째 일요일은 며칠?", "ko",
         "5월 두 번째 일요일은 2027년 5월 9일 일요일입니다."),
        ("이번 달 2번째 목요일 언제야?", "ko",
         "이번 달 2번째 목요일은 2026년 12월 10일 목요일입니다."),
    ],
)  # fmt: skip
def test_the_first_or_last_weekday_of_a_month(request_: str, language: str, answer: str) -> None:
    assert weekday_date_answer(request_, TODAY, language) == answer


@pytest.mark.parametrize(
    "request_",
    [
        "the fifth Monday of February",  # February 2027 has four
        "Is the first Monday a holiday?",  # no month
        "the first Monday may be late",  # "may" is no month here
        "다음 달 첫 월급 언제 들어와?",  # no weekday
    ],
)
def test_no_nth_weekday_of_a_month(request_: str) -> None:
    assert weekday_date_answer(request_, TODAY, "ko" if "달" in request_ else "en") is None


def test_system_info_says_the_first_monday_of_next_month(tmp_path: Path) -> None:
    today = date.today()
    asked = "What's the date of the first Monday next month?"
    ctx = ToolContext(workdir=tmp_path, request=asked, language="en")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    day = date(today.year + today.month // 12, today.month % 12 + 1, 1)
    while day.weekday() != 0:  # walked one day at a time, not by the module's arithmetic
        day += timedelta(days=1)
    assert result.final and result.content.endswith(f"{day:%B} {day.day}, {day.year}.")


def test_the_last_weekday_of_a_month_that_ends_on_it() -> None:
    # July 2026 ends on a Friday: the last Friday is the 31st, not a week before
    answer = weekday_date_answer("last Friday of next month", date(2026, 6, 10), "en")
    assert answer == "Last Friday of next month is Friday, July 31, 2026."


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        ("Is 2028 a leap year?", "en", "2028 is a leap year: it has 366 days."),
        ("2100년은 윤년이야?", "ko", "2100년은 윤년이 아니라서 365일입니다."),  # a century
        ("2000년은 며칠이야?", "ko", "2000년은 윤년이라서 366일입니다."),
        ("how many days until 2027-01-01?", "en", None),  # a count of days, not a year's
        ("What happened in 1988?", "en", None),
    ],
)  # fmt: skip
def test_the_length_of_a_year_named(request_: str, language: str, answer: str | None) -> None:
    from jarvis_voice.tools.builtin.system_info import year_length_answer

    assert year_length_answer(request_, language) == answer


@pytest.mark.parametrize(
    ("request_", "label"),
    [
        ("올해 윤년이야? 올해는 모두 며칠이야?", "days in this year"),
        ("Is this a leap year?", "days in this year"),
        ("How many days are in this year?", "days in this year"),
        ("올해가 벌써 몇 퍼센트나 지나갔는지 파이썬으로 계산해 줄래?", "share of the year gone"),
        ("What percent of the year has gone by?", "share of the year gone"),
        ("오늘 며칠이야?", "date"),
    ],
)
def test_this_years_length_and_share_gone_are_one_fact_of_the_clock(
    tmp_path: Path, request_: str, label: str
) -> None:
    """fresh20 machine-46 and script-46: the year's length and how much of it has gone, said
    from this machine's clock (the model answered 366 days unasked, and 0.15 %)."""
    import calendar
    from datetime import datetime

    from jarvis_voice.tools.builtin.system_info import asked_about, collect

    labels = [name for name, _ in collect(tmp_path)]
    assert asked_about(request_, labels) == {label}
    need = classify(request_)
    assert need is not None and "clock" in need.kinds
    language = "ko" if any("가" <= c <= "힣" for c in request_) else "en"
    ctx = ToolContext(workdir=tmp_path, request=request_, language=language)
    before = datetime.now().astimezone()
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    assert result.final
    days = 366 if calendar.isleap(before.year) else 365
    if label == "days in this year":
        assert f"{days}" in result.content and str(before.year) in result.content
    elif label == "share of the year gone":
        start = before.replace(month=1, day=1, hour=0, minute=0, second=0, microsecond=0)
        share = (before - start).total_seconds() / (days * 86_400) * 100
        said = float(result.content.split("%")[0].split()[-1])
        assert abs(said - share) < 0.1


def _next_day_of_month(today: date, day: int, next_month: bool = False) -> date:
    """Walked one day at a time: the first date on or after today (after this month, for next
    month's) whose day is `day`."""
    from datetime import timedelta

    at = today
    if next_month:
        at = date(today.year + today.month // 12, today.month % 12 + 1, 1)
    while at.day != day:
        at += timedelta(days=1)
    return at


@pytest.mark.parametrize(
    "today", [date(2026, 12, 6), date(2026, 12, 25), date(2026, 12, 28), date(2027, 1, 31)]
)
@pytest.mark.parametrize(
    ("request_", "day", "next_month"),
    [
        ("월급날이 매달 25일인데, 다음 월급날까지 며칠 남았어?", 25, False),  # fresh22 machine-50
        ("My rent is due on the 1st of every month. How many days until the next one?", 1, False),
        ("How many days until the 31st?", 31, False),
        ("다음 달 10일까지 며칠 남았어?", 10, True),
    ],
)  # fmt: skip
def test_a_day_of_the_month_alone_is_its_next_date(
    today: date, request_: str, day: int, next_month: bool
) -> None:
    target = _next_day_of_month(today, day, next_month)
    assert date_asked(request_, today) == target
    need = classify(request_)
    assert need is not None and need.kinds == ("clock",)  # counted from the clock, not guessed


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        # fresh23 machine-52: 1992-03-15 to 2026-12-05 is 12,683 days; today is day 12,684
        ("저 1992년 3월 15일생인데, 오늘이 태어난 지 며칠째 되는 날이에요?", "ko",
         "1992년 3월 15일부터 오늘(12월 5일)까지 12,683일이 지났습니다. 그날을 1일째로 치면 "
         "오늘은 12,684일째입니다."),
        ("How many days since June 1, 2020?", "en",
         "June 1, 2020 was 2,378 days ago (today is December 5); counting that day as day 1, "
         "today is day 2,379."),
        ("2026-12-05부터 며칠 지났어?", "ko",
         "2026년 12월 5일부터 오늘(12월 5일)까지 0일이 지났습니다. 그날을 1일째로 치면 오늘은 "
         "1일째입니다."),
        ("3월 15일부터 며칠째야?", "ko", None),  # no year: which March is not said
        ("2030-01-01부터 며칠 지났어?", "ko", None),  # still to come
        ("1992년 3월 15일은 무슨 요일이야?", "ko", None),  # not a count of days
    ],
)  # fmt: skip
def test_the_days_since_a_past_date(request_: str, language: str, answer: str | None) -> None:
    assert days_since_answer(request_, TODAY, language) == answer


@pytest.mark.parametrize(
    ("request_", "day"),
    [
        # fresh23 machine-51 was told today's date
        ("What's the date of Thanksgiving this year? The US one.", date(2026, 11, 26)),
        ("When is Thanksgiving next year?", date(2027, 11, 25)),
        ("올해 추수감사절이 며칠이야?", date(2026, 11, 26)),
        ("When was Labor Day this year?", date(2026, 9, 7)),
        ("What date is Memorial Day?", date(2026, 5, 25)),  # the last Monday of May
        ("When's Mother's Day?", date(2026, 5, 10)),
        ("When is Father's Day last year?", date(2025, 6, 15)),
        ("When is MLK day?", date(2026, 1, 19)),
        ("When is Christmas?", None),  # a fixed day: days_until's
    ],
)  # fmt: skip
def test_the_days_a_rule_gives(request_: str, day: date | None) -> None:
    asked = rule_day_asked(request_, TODAY)
    assert (asked[1] if asked else None) == day
    assert "clock" in (classify(request_).kinds if day else ("clock",))


def test_system_info_says_the_rule_day_and_the_days_since_at_once(tmp_path: Path) -> None:
    tool = SystemInfoTool()
    for request_, said in (
        ("What's the date of Thanksgiving this year? The US one.", "on Thursday, November"),
        ("How many days since June 1, 2020?", "days ago"),
    ):
        ctx = ToolContext(workdir=tmp_path, request=request_, language="en")
        result = asyncio.run(tool.run(tool.Args(), ctx))
        assert result.final and said in result.content, result.content


@pytest.mark.parametrize(
    ("request_", "day"),
    [
        # fresh24 machine-53 searched the web (offline); Western Easter 2026 is April 5
        ("When is Easter Sunday this year?", date(2026, 4, 5)),
        ("올해 부활절은 언제야?", date(2026, 4, 5)),
        ("When is Easter next year?", date(2027, 3, 28)),
        ("내년 부활절 며칠이야?", date(2027, 3, 28)),
        ("What's the date of Easter 2030?", date(2030, 4, 21)),
        ("2019년 부활절은 몇 월 며칠이었어?", date(2019, 4, 21)),
        ("When is Orthodox Easter 2027?", date(2027, 5, 2)),  # not the Western March 28
        ("정교회 부활절은 언제야?", date(2026, 4, 12)),
        ("When is Good Friday next year?", date(2027, 3, 26)),
        ("성금요일이 언제야?", date(2026, 4, 3)),
        ("When is Passover?", None),  # a lunar day: not computed here
        # named, but no date asked
        ("Is there an easter egg hidden in this app?", None),
        ("Write a short Easter poem for my mom", None),
        ("부활절 계란 꾸미는 법 알려줘", None),
    ],
)  # fmt: skip
def test_easter_and_the_days_it_gives(request_: str, day: date | None) -> None:
    asked = rule_day_asked(request_, TODAY)
    assert (asked[1] if asked else None) == day


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        ("When is Easter Sunday this year?", "en", "Easter Sunday was on Sunday, April 5, 2026."),
        ("올해 부활절은 언제야?", "ko", "부활절은 2026년 4월 5일 일요일이었습니다."),
        ("When is Easter next year?", "en", "Easter Sunday is on Sunday, March 28, 2027."),
        ("2030년 부활절 날짜 알려줘", "ko", "부활절은 2030년 4월 21일 일요일입니다."),
        ("Easter 2027 date?", "en", "Easter Sunday is on Sunday, March 28, 2027."),
        # no year said and this year's is past: the next one too
        ("When is Easter?", "en",
         "Easter Sunday was on Sunday, April 5, 2026 this year; the next one is on Sunday, "
         "March 28, 2027."),
        ("부활절이 언제야?", "ko",
         "올해 부활절은 2026년 4월 5일 일요일이었고, 다음은 2027년 3월 28일 일요일입니다."),
        ("How many days until Easter?", "en",
         "Easter Sunday (Sunday, March 28, 2027) is 113 days away (today is December 5)."),
        ("부활절까지 며칠 남았어?", "ko",
         "부활절(2027년 3월 28일 일요일)까지 113일 남았습니다 (오늘은 12월 5일)."),
        ("How many days since Easter?", "en",
         "Easter Sunday (Sunday, April 5, 2026) was 244 days ago (today is December 5)."),
        ("How many days until Thanksgiving?", "en",
         "Thanksgiving (Thursday, November 25, 2027) is 355 days away (today is December 5)."),
        ("추수감사절까지 며칠 남았어?", "ko",
         "추수감사절(2027년 11월 25일 목요일)까지 355일 남았습니다 (오늘은 12월 5일)."),
        ("When is Christmas?", "en", None),  # a fixed day
    ],
)  # fmt: skip
def test_the_rule_day_or_the_days_to_it_in_one_sentence(
    request_: str, language: str, answer: str | None
) -> None:
    assert rule_day_answer(request_, TODAY, language) == answer


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        # fresh24 machine-54 made a date up: day 100 is today, so day 1 was 99 days ago
        ("오늘이 여자친구랑 사귄 지 딱 100일째 되는 날이래. 그럼 우리 처음 사귄 날이 "
         "언제였던 거야?", "ko",
         "첫날을 1일째로 세면 100일째는 2026년 12월 5일 토요일이고, 첫날(1일째)은 2026년 8월 28일 "
         "금요일입니다."),
        ("Today is day 100 of my diet. When did I start?", "en",
         "Counting the first day as day 1, day 100 is Saturday, December 5, 2026 and day 1 was "
         "Friday, August 28, 2026."),
        ("Tomorrow is our 1000th day together, when did we meet?", "en",
         "Counting the first day as day 1, day 1,000 is Sunday, December 6, 2026 and day 1 was "
         "Tuesday, March 12, 2024."),
        # day 1 given: day N is N − 1 days after it
        ("2026년 3월 1일부터 사귀었는데 100일째 되는 날이 언제야?", "ko",
         "첫날을 1일째로 세면 100일째는 2026년 6월 8일 월요일이고, 첫날(1일째)은 2026년 3월 1일 "
         "일요일입니다."),
        ("오늘부터 1일이면 D+100은 며칠이야?", "ko",
         "첫날을 1일째로 세면 100일째는 2027년 3월 14일 일요일이고, 첫날(1일째)은 2026년 12월 5일 "
         "토요일입니다."),
        ("Starting today, what date is day 30?", "en",
         "Counting the first day as day 1, day 30 is Sunday, January 3, 2027 and day 1 was "
         "Saturday, December 5, 2026."),
        # N days back: today − N, not N − 1
        ("45일 전이 며칠이야?", "ko",
         "오늘(12월 5일)부터 45일 전은 2026년 10월 21일 수요일입니다."),
        ("What was the date 45 days ago?", "en",
         "45 days before today (December 5) was Wednesday, October 21, 2026."),
        ("일주일 전이 며칠이었지?", "ko",
         "오늘(12월 5일)부터 7일 전은 2026년 11월 28일 토요일입니다."),
        ("What was the date three days before Christmas?", "en",
         "3 days before Friday, December 25, 2026 is Tuesday, December 22, 2026."),
        ("2주 전은 무슨 요일이었어?", "ko",
         "오늘(12월 5일)부터 14일 전은 2026년 11월 21일 토요일입니다."),
        # some days after or before a date written
        ("What date is 100 days after 2026-03-01?", "en",
         "100 days after Sunday, March 1, 2026 is Tuesday, June 9, 2026."),
        ("2026년 3월 1일부터 100일 뒤가 며칠이야?", "ko",
         "2026년 3월 1일 일요일부터 100일 뒤는 2026년 6월 9일 화요일입니다."),
        ("What date is 2 weeks before Christmas?", "en",
         "14 days before Friday, December 25, 2026 is Friday, December 11, 2026."),
        # not these counts: no date asked, no day 1 or day N named, a weekday of a week, an end,
        # days from today (date_after_answer's)
        ("오늘 100일째 운동 중이야!", "ko", None),
        ("100일째 되는 날이 언제야?", "ko", None),
        ("When I ran it 3 days ago, it failed.", "en", None),
        ("하루 종일 뭐 했지? 언제?", "ko", None),
        ("3일 전체 일정이 언제야?", "ko", None),
        ("3일 전에 만든 파일 찾아줘", "ko", None),
        ("3주 전 월요일이 며칠이었지?", "ko", None),
        ("Today is day 2 of the sprint, when does it end?", "en", None),
        ("What date is 30 days from now?", "en", None),
        ("오늘이 사귄 지 며칠째야?", "ko", None),
    ],
)  # fmt: skip
def test_day_n_and_days_back_or_on(request_: str, language: str, answer: str | None) -> None:
    assert day_count_answer(request_, TODAY, language) == answer


@pytest.mark.parametrize(
    ("request_", "clock"),
    [
        ("When is Easter Sunday this year?", True),
        ("부활절까지 며칠 남았어?", True),
        ("오늘이 여자친구랑 사귄 지 딱 100일째 되는 날이래. 그럼 우리 처음 사귄 날이 "
         "언제였던 거야?", True),
        ("What was the date 45 days ago?", True),
        ("100 days after 2026-03-01, what date is it?", True),
        ("When I ran it 3 days ago, it failed.", False),
        ("Is there an easter egg hidden in this app?", False),
        ("오늘 100일째 운동 중이야!", False),
    ],
)  # fmt: skip
def test_easter_and_day_counts_are_clock_questions(request_: str, clock: bool) -> None:
    need = classify(request_)
    assert (need is not None and "clock" in need.kinds) == clock


def test_system_info_says_easter_and_day_one_at_once(tmp_path: Path) -> None:
    today = date.today()
    day_one = today - timedelta(days=99)
    tool = SystemInfoTool()
    for request_, language, said in (
        ("When is Easter Sunday this year?", "en", f"{easter(today.year):%B} "),
        ("오늘이 사귄 지 100일째야. 처음 사귄 날이 언제야?", "ko",
         f"{day_one.year}년 {day_one.month}월 {day_one.day}일"),
    ):  # fmt: skip
        ctx = ToolContext(workdir=tmp_path, request=request_, language=language)
        result = asyncio.run(tool.run(tool.Args(), ctx))
        assert result.final and said in result.content, result.content


# -------------------------------------------- the days since a table's first or last day
SALES = "date,region,units\n2024-06-01,Seoul,3\n2024-06-06,Busan,4\n2024-06-03,Seoul,1\n"


@pytest.mark.parametrize(
    ("request_", "day"),
    [
        # script-68
        ("파이썬으로 sales.csv에 있는 마지막 판매일부터 오늘까지 며칠 지났는지 계산해 줘.",
         date(2024, 6, 6)),
        ("How many days have passed since the latest sale in sales.csv?", date(2024, 6, 6)),
        ("sales.csv 첫 판매일로부터 며칠 됐어?", date(2024, 6, 1)),
        ("How many days since the earliest row of sales.csv?", date(2024, 6, 1)),
    ],
)  # fmt: skip
def test_days_since_a_tables_last_or_first_day(tmp_path: Path, request_: str, day: date) -> None:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    assert classify(request_).kinds == ("clock",)  # counted from this machine's clock
    ctx = ToolContext(workdir=tmp_path, request=request_, language="en")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    assert f" {(date.today() - day).days:,} days" in result.content


@pytest.mark.parametrize(
    "request_",
    [
        "How many days since the last sale?",  # no table named
        "What was the last sale date in sales.csv?",  # no days since asked
        "How many days passed between the first and last sale in sales.csv?",  # both ends
    ],
)
def test_no_table_day_count_without_one_table_and_one_end(tmp_path: Path, request_: str) -> None:
    (tmp_path / "sales.csv").write_text(SALES, encoding="utf-8")
    assert table_days_since_answer(request_, tmp_path, date.today(), "en") is None


def test_no_count_from_a_table_without_one_date_column(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text("region,units\nSeoul,3\n", encoding="utf-8")
    asked = "How many days since the last sale in sales.csv?"
    assert table_days_since_answer(asked, tmp_path, date.today(), "en") is None


def test_system_info_counts_the_days_to_the_next_payday_from_this_clock(tmp_path: Path) -> None:
    request_ = "매달 마지막 금요일이 월급날인데 며칠 남았어?"  # fresh36 machine-77, in Korean
    need = classify(request_)
    assert need is not None and need.kinds == ("clock",)
    ctx = ToolContext(workdir=tmp_path, request=request_, language="ko")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    assert result.final and result.content == nth_weekday_answer(request_, date.today(), "ko")
    assert "남았습니다" in result.content or "오늘" in result.content


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        # fresh37 machine-79 said "February 29, 2024" with no look-up
        ("When's the next leap day, February 29?", "en", "February 29, 2028 is a Tuesday."),
        ("다음 윤일은 언제야?", "ko", "2028년 2월 29일은 화요일입니다."),
        ("2월 29일이 다음에 언제 와?", "ko", "2028년 2월 29일은 화요일입니다."),
        ("When was the last leap day?", "en", "February 29, 2024 is a Thursday."),
        # not a leap day's date asked
        ("Is 2028 a leap year?", "en", None),
        ("I was born on February 29", "en", None),
        ("What is a leap day?", "en", None),
    ],
)  # fmt: skip
def test_the_next_or_last_leap_day(request_: str, language: str, answer: str | None) -> None:
    assert leap_day_answer(request_, TODAY, language) == answer


def test_a_leap_day_is_a_clock_question() -> None:
    need = classify("When's the next leap day, February 29?")
    assert need is not None and need.kinds == ("clock",)
