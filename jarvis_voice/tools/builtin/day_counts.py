"""Dates counted back or on by days: the inverse of the days since a date (`days_until`).

"오늘이 여자친구랑 사귄 지 딱 100일째 되는 날이래. 그럼 우리 처음 사귄 날이 언제였던 거야?"
(fresh24 machine-54 was answered with a made-up date), "45일 전이 며칠이야?", "What was the
date 45 days ago?", "100 days after 2026-03-01?", "2026년 3월 1일부터 100일째 되는 날은?".

Two counts that differ by one: day N counts the first day as day 1 (Korean couples' 100일, "day
100 of my diet"), so day N is N − 1 days after day 1; "N days ago" and "N days after" are N days
off. Only this machine's clock knows today, so `system_info` says the date, with its weekday.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from jarvis_voice.i18n import N_, t
from jarvis_voice.tools.builtin.days_until import (
    ASKS_WHICH_DATE,
    WEEKDAY_ASKED,
    counts_as_digits,
    date_and_today,
    date_in,
    said_date,
    weekday_sentence,
)

_I = re.IGNORECASE

# day N, the first day counted as day 1: "100일째", "100번째 날", "D+100", "day 100", "100th day"
_DAY_NUMBER = re.compile(
    r"(?<![\d.])(\d{1,5})\s*(?:일\s*째|번째\s*(?:되는\s*)?날)"
    r"|(?<![A-Za-z])D\s*\+\s*(\d{1,5})(?!\d)"
    r"|\bday\s+(?:no\.?\s*|number\s+|#)?(\d{1,5})\b(?!\s*(?:days?|weeks?|months?|years?)\b)"
    r"|\b(\d{1,5})(?:st|nd|rd|th)\s+day\b",
    _I,
)
# the day a count starts from, counted as day 1: "오늘부터", "from today", "starting tomorrow"
_FIRST_DAY_FROM = re.compile(
    r"(오늘|내일|어제)\s*(?:부터|로부터|을\s*1\s*일)"
    r"|\b(?:from|starting|beginning|counting)\s+(today|tomorrow|yesterday)\b",
    _I,
)
# the day that is day N: "오늘이 100일째", "today is day 100", "tomorrow is our 100th day"
_DAY_NAMED = re.compile(r"오늘|지금|내일|어제|\btoday\b|\bnow\b|\btomorrow\b|\byesterday\b", _I)
_SHIFT = {"오늘": 0, "지금": 0, "내일": 1, "어제": -1, "today": 0, "now": 0, "tomorrow": 1,
          "yesterday": -1}  # fmt: skip

# some days back or on: "45일 전", "3주 뒤", "45 days ago", "100 days after", "2 weeks before"
# ("3주 전 월요일", "two weeks ago on Monday" ask a weekday of a week, not a count of days)
_NO_WEEKDAY = (
    r"(?!\s*(?:에\s*)?[월화수목금토일]요일)"
    r"(?!\s+(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)"
)
_BACK = re.compile(
    rf"(?<![\d.])(\d{{1,5}})\s*(일|주일|주)\s*(?:전|이전|앞)(?![체부])(?!\s*(?:에\s*)?(?:부터|까지)){_NO_WEEKDAY}"
    rf"|(?<![\d.])(\d{{1,5}})\s+(days?|weeks?)\s+(?:ago|before|earlier|prior)\b{_NO_WEEKDAY}",
    _I,
)
_ON = re.compile(
    rf"(?<![\d.])(\d{{1,5}})\s*(일|주일|주)\s*(?:뒤|후|이후|지나(?:면|서)?|있으면){_NO_WEEKDAY}"
    rf"|(?<![\d.])(\d{{1,5}})\s+(days?|weeks?)\s+(?:after|from|later|on)\b{_NO_WEEKDAY}"
    rf"|\bin\s+(\d{{1,5}})\s+(days?|weeks?)\b{_NO_WEEKDAY}",
    _I,
)
# an end asked of a count whose day N is today ("Today is day 2 of the sprint, when does it
# end?"): its length is not said, so day 1 is no answer
_END_ASKED = re.compile(
    r"\b(?:end|ends|ending|finish|finishes|over|last day|deadline)\b|끝|마지막|종료|마감", _I
)


def _asks_a_date_beside(request: str, count: re.Match[str]) -> bool:
    """Whether the rest of the request asks a date ("100일째" holds 일 of 며칠 but asks none)."""
    return bool(ASKS_WHICH_DATE.search(request[: count.start()] + " " + request[count.end() :]))


def _days_of(found: re.Match[str]) -> int:
    """The days a match of `_BACK` or `_ON` says: its number, weeks as seven days."""
    groups = found.groups()  # (number, unit) pairs, one per alternative; one pair matched
    at = next(i for i in range(0, len(groups), 2) if groups[i])
    return int(groups[at]) * (7 if groups[at + 1].lower().startswith(("주", "week")) else 1)


def _date_written(request: str, today: date) -> date | None:
    """The one date a request writes or names (this year's when it says no year), or None."""
    found = date_in(request)
    if found is None:
        return None
    year, month, day = found
    try:
        return date(year or today.year, month, day)
    except ValueError:
        return None  # "2월 30일"


def _day_of(word: str, today: date) -> date:
    return today + timedelta(days=_SHIFT[word.lower()])


def day_number_asked(request: str, today: date) -> tuple[int, date, date] | None:
    """(N, day N, day 1) when a request asks a date of a count that calls its first day day 1,
    or None. Day 1 is a date written or "오늘부터"/"from today"; otherwise the day named as day N
    ("오늘이 100일째") gives day 1 as N − 1 days before it."""
    found = _DAY_NUMBER.search(request)
    if found is None or not _asks_a_date_beside(request, found):
        return None
    n = int(next(group for group in found.groups() if group))
    if n < 1:
        return None
    start = _FIRST_DAY_FROM.search(request)
    first = _day_of(start[1] or start[2], today) if start else _date_written(request, today)
    if first is None:
        named = _DAY_NAMED.search(request)
        if named is None or _END_ASKED.search(request):
            return None  # "100일째 되는 날이 언제야?": counted from no day
        day_n = _day_of(named[0], today)
        return n, day_n, day_n - timedelta(days=n - 1)
    return n, first + timedelta(days=n - 1), first


def days_off_asked(request: str, today: date) -> tuple[int, date, date] | None:
    """(days, from, to) when a request asks the date some days before (negative) or after a
    date it writes — or today, before it ("45일 전이 며칠이야?"; today's days after are
    `days_until.date_after_answer`'s) —, or None."""
    request = counts_as_digits(request)
    back, on = _BACK.search(request), _ON.search(request)
    found = back or on
    if found is None or not _asks_a_date_beside(request, found):
        return None
    days = _days_of(found) * (-1 if found is back else 1)
    base = _date_written(request, today)
    if base is None:
        if days > 0:
            return None
        base = today
    try:
        return days, base, base + timedelta(days=days)
    except OverflowError:
        return None


def day_count_asked(request: str, today: date) -> bool:
    """Whether a request asks a date these counts give (for the grounding: a clock question)."""
    return (
        day_number_asked(request, today) is not None or days_off_asked(request, today) is not None
    )


def day_number_answer(request: str, today: date, language: str | None) -> str | None:
    """ "Counting the first day as day 1, day 100 is … and day 1 was …", or None."""
    asked = day_number_asked(request, today)
    if asked is None:
        return None
    n, day_n, first = asked
    return t("facts.day_number", language, n=f"{n:,}", day=said_date(day_n, language),
             first=said_date(first, language))  # fmt: skip


_AFTER_OR_BEFORE = {True: N_("facts.days_after_date"), False: N_("facts.days_before_date")}


def days_off_answer(request: str, today: date, language: str | None) -> str | None:
    """ "45 days before today (December 6) is …", "100 days after … is …", or None."""
    asked = days_off_asked(request, today)
    if asked is None:
        return None
    days, base, then = asked
    if base == today:
        _, now = date_and_today(then, today, language)
        return t("facts.days_ago", language, days=f"{-days:,}", date=said_date(then, language),
                 today=now)  # fmt: skip
    return t(_AFTER_OR_BEFORE[days > 0], language, days=f"{abs(days):,}",
             base=said_date(base, language), date=said_date(then, language))  # fmt: skip


# a day named from today whose date or weekday is asked: "내일모레가 며칠이지? 무슨 요일이야?"
# (fresh33 machine-72 was told "내일은 월요일" on a Monday), "what's the date the day after
# tomorrow?", 「그저께는 무슨 요일이었어?」; longer names first (내일모레 before 내일)
_NAMED_DAYS = {"내일모레": 2, "낼모레": 2, "모레": 2, "글피": 3, "그저께": -2, "그제": -2,
               "엊그제": -2, "내일": 1, "어제": -1, "the day after tomorrow": 2,
               "the day before yesterday": -2, "tomorrow": 1, "yesterday": -1}  # fmt: skip
_NAMED_DAY = re.compile(
    "|".join(rf"(?<![가-힣A-Za-z]){re.escape(name)}" for name in _NAMED_DAYS), _I
)


def named_day_answer(request: str, today: date, language: str | None) -> str | None:
    """ "2026년 12월 9일은 수요일입니다." when a request asks the date or weekday of the one day it
    names from today (tomorrow, the day after, yesterday …) and writes no other date; None
    otherwise."""
    names = {m[0].lower() for m in _NAMED_DAY.finditer(request)}
    if len({_NAMED_DAYS[name] for name in names}) != 1:
        return None
    if not (ASKS_WHICH_DATE.search(request) or WEEKDAY_ASKED.search(request)):
        return None
    if date_in(request) is not None or re.search(r"\d", request):
        return None  # "내일부터 100일째", "3 days after tomorrow": the counts above
    return weekday_sentence(today + timedelta(days=_NAMED_DAYS[names.pop()]), language)


def day_count_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the date of day N of a count, some days before or after a date, or a
    day named from today."""
    return (
        day_number_answer(request, today, language)
        or days_off_answer(request, today, language)
        or named_day_answer(request, today, language)
    )
