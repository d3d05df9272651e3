"""The day a term started today ends: "오늘 6개월짜리 정기예금을 들었는데, 만기일이 언제야?"
(fresh36 machine-78 said it cannot know today's date), "I started a 90-day trial today, when
does it end?", "What's the date 3 months from now?", "1년 약정 오늘 시작했는데 언제 끝나?".

Only this machine's clock knows today, so `system_info` says the date, with its weekday. Months
and years are calendar ones, as a bank counts a deposit's maturity: the same day of the month,
or that month's last day when it is shorter (six months from August 31 is February 28 or 29);
days and weeks are counted on from today (a 90-day trial started today ends 90 days on).
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

from jarvis_voice.i18n import t
from jarvis_voice.text import NATIVE_NUMBERS, NUMBER_WORDS
from jarvis_voice.tools.builtin.days_until import said_date

_I = re.IGNORECASE
_KO_NUMBER = "|".join(sorted(NATIVE_NUMBERS, key=len, reverse=True))
_EN_NUMBER = "|".join(["an?", *NUMBER_WORDS])
_KO_UNITS = {"개월": "month", "달": "month", "년": "year", "해": "year", "주": "week",
             "주일": "week", "일": "day"}  # fmt: skip
# a term: "6개월짜리", "1년 만기", "두 달 약정", "90일 체험", "6개월 뒤", "a 90-day trial",
# "a six-month deposit", "for 6 months", "3 months from now", "in two weeks"
_KO_TERM = re.compile(
    rf"(?<![\d.])(\d{{1,4}}|{_KO_NUMBER})\s*(개월|달|년|해|주일|주|일)(?!\s*(?:전|째))\s*"
    r"(?:(뒤|후|지나|있으면)|짜리|만기|약정|기간|과정|체험|구독|계약|무료|정기|적금|예금|코스|간)"
)
_EN_TERM = re.compile(
    rf"\b(?:(in)\s+)?(\d{{1,4}}|{_EN_NUMBER})(?:-|\s+)(month|year|week|day)s?(?:-long)?\b"
    r"(?!\s+(?:ago|before|old|back|earlier)\b)(\s+(?:from (?:now|today)|later)\b)?",
    _I,
)
# the term starts today: said, or implied by "from now", "뒤", "in 3 months"
_STARTS_NOW = re.compile(
    r"오늘|방금|지금|막\s|\btoday\b|\bjust\b|\bnow\b|\bthis morning\b|\bright away\b", _I
)
# its end asked: "만기일이 언제야", "언제 끝나", "when does it end", "what date will it expire"
_END_ASKED = re.compile(
    r"언제|며칠(?!\s*(?:남|걸|동안|째))|몇\s*월|날짜|만기일|만료일|종료일|끝나는\s*날"
    r"|\bwhen\b|\bwhat (?:date|day)\b|\bwhich (?:date|day)\b|\bdate\b",
    _I,
)
# a start in the past, or a count asked, is not this ("6개월 전에 가입했는데",
# "I signed up 3 months ago", "How many days is a 6-month deposit?")
_NOT_NOW = re.compile(
    r"\d\s*(?:개월|달|년|주|일)\s*전|어제|그제|그저께|지난\s*(?:달|해|주)|작년|\bago\b"
    r"|\byesterday\b|\blast (?:month|year|week)\b|\bhow many\b|몇\s*(?:일|개월|달|주)",
    _I,
)


def _count(said: str) -> int:
    said = said.lower()
    if said.isdigit():
        return int(said)
    if said in ("a", "an"):
        return 1
    return NATIVE_NUMBERS.get(said) or NUMBER_WORDS[said]


def term_asked(request: str) -> tuple[int, str] | None:
    """The term (count, unit: "month", "year", "week" or "day") whose end from today a request
    asks, or None."""
    if not _END_ASKED.search(request) or _NOT_NOW.search(request):
        return None
    terms = [(m[1], m[2], m[3], m.start()) for m in _KO_TERM.finditer(request)]
    terms += [(m[2], m[3], m[1] or m[4], m.start()) for m in _EN_TERM.finditer(request)]
    for number, unit_said, from_now, start in terms:
        unit, count = _KO_UNITS.get(unit_said, unit_said.lower()), _count(number)
        if not (from_now or _STARTS_NOW.search(request)):
            continue  # "6개월짜리 예금 만기일은 언제야?": no start said
        if unit_said == "일" and re.search(r"월\s*$", request[:start]):
            continue  # "12월 1일 만기": a date, no term
        if 0 < count <= (100 if unit == "year" else 9999):  # "2027년 만기" is a year
            return count, unit
    return None


def term_end(count: int, unit: str, today: date) -> date:
    """The day `count` units on from `today`; a month's or a year's day clipped to the last
    day of a shorter month."""
    if unit in ("day", "week"):
        return today + timedelta(days=count * (7 if unit == "week" else 1))
    months = count * (12 if unit == "year" else 1)
    year, month = divmod(today.month - 1 + months, 12)
    year, month = today.year + year, month + 1
    return date(year, month, min(today.day, calendar.monthrange(year, month)[1]))


def _span(count: int, unit: str, language: str | None) -> str:
    if language == "ko":
        return f"{count}" + {"month": "개월", "year": "년", "week": "주", "day": "일"}[unit]
    return f"{count} {unit}" + ("" if count == 1 else "s")


def term_end_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the day a term started today ends, with its weekday, or None."""
    asked = term_asked(request)
    if asked is None:
        return None
    count, unit = asked
    try:
        then = term_end(count, unit, today)
    except (OverflowError, ValueError):
        return None
    return t("facts.term_end", language, span=_span(count, unit, language),
             today=said_date(today, language), date=said_date(then, language))  # fmt: skip
