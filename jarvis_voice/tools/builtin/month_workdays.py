"""How many working days (Monday to Friday) a whole month has ("How many working days are there
next month?", 「다음 달 평일은 며칠이야?」, "business days in March").

A count from this machine's clock: fresh42 machine-89 answered '5' with no look-up. Holidays
are not known here, so they are not taken out (the answer says so). The days left of this month
are time_left's workdays_left; what someone did on them ("How many weekdays did I work last
month?"), a table's weekday rows (a file named) or a count that is not of days are not this.
"""

from __future__ import annotations

import calendar
import re
from datetime import date

from jarvis_voice.i18n import t
from jarvis_voice.tools.builtin.time_left import WORKDAYS, month_first

_I = re.IGNORECASE
_WORK = r"(?:working|work|business|week)\s*days?|weekdays?"
_KO_WORK = r"(?:평일|근무일|영업일|일하는\s*날|출근(?:하는)?\s*날)"
# a count of the days themselves: "how many working days", "the number of business days",
# 「평일이 며칠」, 「영업일 수」, 「평일은 몇 일」
_COUNT = re.compile(
    rf"\bhow many (?:{_WORK})\b|\bnumber of (?:{_WORK})\b|\bcount (?:the )?(?:{_WORK})\b"
    rf"|\b(?:{_WORK})\b[^.?!]{{0,30}}\bhow many\b"
    rf"|{_KO_WORK}\S{{0,2}}\s*(?:이\s*|은\s*|는\s*)?(?:총\s*|모두\s*|전부\s*)?(?:며칠|몇\s*일|몇\s*개|몇\s*번|수|개수|일수)",
    _I,
)
_LEFT = re.compile(r"\bleft\b|\bremain|\bstill\b|\bto go\b|남았|남은|남아", _I)
_THIS_MONTH_ONLY = re.compile(r"\bthis month\b|이번\s*달|이달", _I)
# what someone did, or a table's rows: not the calendar's count
_NOT_THIS = re.compile(
    r"\b(?:did|do|does|have|had) (?:we|i|you|they|he|she)\b|했|하셨|일했"
    r"|\b\w+\.(?:csv|tsv|xlsx?|json|txt|log|md)\b|\bsales?\b|매출|판매",
    _I,
)
_YEAR = re.compile(r"(?<!\d)(20\d\d|19\d\d)(?!\d)")


def month_workdays_asked(request: str, today: date) -> date | None:
    """The first day of the month whose working days a request counts, or None."""
    if not WORKDAYS.search(request) or not _COUNT.search(request) or _NOT_THIS.search(request):
        return None
    first = month_first(request, today)
    if first is None:
        return None
    if first == today.replace(day=1) and _THIS_MONTH_ONLY.search(request) and _LEFT.search(request):
        return None  # the ones left this month: workdays_left's
    years = set(_YEAR.findall(request))
    if len(years) == 1:  # "March 2027", 「2027년 3월」
        first = first.replace(year=int(years.pop()))
    return first


def workdays_in(first: date) -> int:
    """The days Monday to Friday of the month that begins on `first`."""
    days = calendar.monthrange(first.year, first.month)[1]
    return sum(1 for day in range(1, days + 1) if first.replace(day=day).weekday() < 5)


def month_workdays_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with how many working days the month asked has, or None."""
    first = month_workdays_asked(request, today)
    if first is None:
        return None
    month = f"{first.year}년 {first.month}월" if language == "ko" else f"{first:%B} {first.year}"
    return t("facts.month_workdays", language, count=workdays_in(first), month=month)
