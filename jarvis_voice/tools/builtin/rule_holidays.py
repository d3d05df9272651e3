"""Days whose date a rule gives, not a fixed day of the month: "What's the date of Thanksgiving
this year? The US one." (bench_tasks fresh23 machine-51 was told today's date) — the fourth
Thursday of November. Only this machine's clock knows which year "this year" is, so
`system_info` says the date; fixed-date days are in `days_until._NAMED`.

The days are those whose rule is a weekday of a month: US Thanksgiving, Labor Day, Memorial
Day, Martin Luther King Jr. Day, Presidents' Day, and Mother's and Father's Day as the US and
Canada keep them (Korea's 어버이날 is fixed, May 8), and the days Easter's date gives: Easter
Sunday, the Orthodox Easter and Good Friday ("When is Easter Sunday this year?" fresh24
machine-53 was searched for on the web, offline). Lunar days (설날, 추석) are not here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta

from dateutil.easter import EASTER_ORTHODOX, EASTER_WESTERN, easter

from jarvis_voice.i18n import N_, t
from jarvis_voice.tools.builtin.days_until import (
    ASKS_DAYS_LEFT,
    ASKS_DAYS_SINCE,
    ASKS_WHICH_DATE,
    date_and_today,
    days_left,
    nth_weekday,
    said_date,
)

_I = re.IGNORECASE


def _nth(n: int, weekday: int, month: int) -> Callable[[int], date]:
    """The nth (1-based; -1 the last) `weekday` (Monday 0) of `month`, as a function of a year."""
    return lambda year: nth_weekday(year, month, weekday, n)


def _from_easter(days: int, method: int = EASTER_WESTERN) -> Callable[[int], date]:
    """The day `days` after Easter Sunday (Western, or Orthodox as the Gregorian calendar
    dates it), as a function of a year: the computus is dateutil's."""
    return lambda year: easter(year, method) + timedelta(days=days)


@dataclass(frozen=True)
class RuleDay:
    name: str
    korean: str
    pattern: re.Pattern[str]
    of: Callable[[int], date]


DAYS = (
    RuleDay("Thanksgiving (the fourth Thursday of November)", "추수감사절(11월 넷째 목요일)",
            re.compile(r"\bthanksgiving\b|추수\s*감사절", _I), _nth(4, 3, 11)),
    RuleDay("Labor Day (the first Monday of September)", "노동절(미국, 9월 첫째 월요일)",
            re.compile(r"\blabou?r day\b", _I), _nth(1, 0, 9)),
    RuleDay("Memorial Day (the last Monday of May)", "메모리얼 데이(5월 마지막 월요일)",
            re.compile(r"\bmemorial day\b|메모리얼\s*데이", _I), _nth(-1, 0, 5)),
    RuleDay("Martin Luther King Jr. Day (the third Monday of January)",
            "마틴 루터 킹 데이(1월 셋째 월요일)",
            re.compile(r"\b(?:martin luther king|mlk)(?: jr\.?)?(?: day)?\b", _I), _nth(3, 0, 1)),
    RuleDay("Presidents' Day (the third Monday of February)", "대통령의 날(2월 셋째 월요일)",
            re.compile(r"\bpresidents?'? day\b", _I), _nth(3, 0, 2)),
    RuleDay("Mother's Day (the second Sunday of May, US)", "미국 어머니날(5월 둘째 일요일)",
            re.compile(r"\bmother'?s'? day\b", _I), _nth(2, 6, 5)),
    RuleDay("Father's Day (the third Sunday of June, US)", "미국 아버지날(6월 셋째 일요일)",
            re.compile(r"\bfather'?s'? day\b", _I), _nth(3, 6, 6)),
    # before Easter's own pattern: "Orthodox Easter" names Easter too
    RuleDay("Orthodox Easter", "정교회 부활절",
            re.compile(r"\b(?:orthodox|greek|russian)\s+easter\b|(?:정교회?|동방\s*정교회?)\s*(?:의\s*)?부활절",
                       _I),
            _from_easter(0, EASTER_ORTHODOX)),
    RuleDay("Good Friday (two days before Easter Sunday)", "성금요일(부활절 이틀 전)",
            re.compile(r"\bgood friday\b|성\s*금요일", _I), _from_easter(-2)),
    RuleDay("Easter Sunday", "부활절", re.compile(r"\beaster\b|부활절", _I), _from_easter(0)),
)  # fmt: skip

# "next Thanksgiving", "내년 추수감사절": the next one, even if this year's is still to come
_NEXT_YEAR = re.compile(r"\bnext year\b|내년", _I)
_LAST_YEAR = re.compile(r"\blast year\b|작년|지난\s*해", _I)
_THIS_YEAR = re.compile(r"\bthis year\b|올해|금년", _I)
# "Easter 2030", "2030년 부활절": a year of the Gregorian calendar, which the computus needs
_YEAR = re.compile(r"(?<!\d)(1[6-9]\d\d|2\d\d\d|3\d\d\d)(?!\d)")
_EARLIEST_YEAR, _LATEST_YEAR = 1583, 4099  # dateutil's range


def _year_said(request: str, today: date) -> int | None:
    """The year a request names for the day ("2030", next year, last year, this year), or None
    when it names none."""
    named = _YEAR.search(request)
    if named and _EARLIEST_YEAR <= int(named[1]) <= _LATEST_YEAR:
        return int(named[1])
    if _NEXT_YEAR.search(request):
        return today.year + 1
    if _LAST_YEAR.search(request):
        return today.year - 1
    return today.year if _THIS_YEAR.search(request) else None


def _rule_day_named(request: str) -> RuleDay | None:
    """The rule day whose date, or the days to or since it, a request asks, or None ("Is there
    an Easter egg in this app?", "write a Thanksgiving poem" ask no date)."""
    day = next((d for d in DAYS if d.pattern.search(request)), None)
    asks = ASKS_WHICH_DATE, ASKS_DAYS_LEFT, ASKS_DAYS_SINCE
    return day if day and any(pattern.search(request) for pattern in asks) else None


def rule_day_asked(request: str, today: date) -> tuple[RuleDay, date] | None:
    """The rule day whose date a request asks and its date in the year it means (this year
    unless it names another), or None."""
    day = _rule_day_named(request)
    if day is None:
        return None
    return day, day.of(_year_said(request, today) or today.year)


def _next_of(day: RuleDay, today: date) -> date:
    """The day's next date from today (today's counts)."""
    this_year = day.of(today.year)
    return this_year if this_year >= today else day.of(today.year + 1)


def _last_of(day: RuleDay, today: date) -> date:
    """The day's last date up to today (today's counts)."""
    this_year = day.of(today.year)
    return this_year if this_year <= today else day.of(today.year - 1)


def _days_between(day: RuleDay, when: date, today: date, language: str | None) -> str:
    """The days from today to the rule day's date or since it: "Easter Sunday (Sunday, March
    28, 2027) is 113 days away (today is December 5)."."""
    # the name without its rule, which the date in brackets replaces: "Thanksgiving (Thursday, …)"
    name = (day.korean if language == "ko" else day.name).split("(")[0].rstrip()
    gap = "" if language == "ko" else " "  # "부활절(2027년 …)", "Easter Sunday (Sunday, …)"
    said = f"{name}{gap}({said_date(when, language)})"
    _, now = date_and_today(when, today, language)
    if when < today:  # a past year asked: how long ago
        return t("facts.days_since", language, days=(today - when).days, date=said, today=now)
    return days_left(when, today, said, now, language)


# "Easter Sunday was on …" once this year's is past
_PAST_OR_NOT = {True: N_("facts.rule_day_past"), False: N_("facts.rule_day")}


def rule_day_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the date of the rule day asked (this year's, and the next one when
    this year's is past and no year was said), or the days left until it; None when no rule
    day is named."""
    day = _rule_day_named(request)
    if day is None:
        return None
    year = _year_said(request, today)
    name = day.korean if language == "ko" else day.name
    if ASKS_DAYS_LEFT.search(request):  # "부활절까지 며칠 남았어?": the coming one
        return _days_between(day, day.of(year) if year else _next_of(day, today), today, language)
    if ASKS_DAYS_SINCE.search(request):  # "How many days since Easter?": the last one
        return _days_between(day, day.of(year) if year else _last_of(day, today), today, language)
    when = day.of(year or today.year)
    if year is None and when < today:  # "When is Easter?" in December: next year's is meant too
        return t("facts.rule_day_next", language, name=name, date=said_date(when, language),
                 next=said_date(_next_of(day, today), language))  # fmt: skip
    return t(_PAST_OR_NOT[when < today], language, name=name, date=said_date(when, language))
