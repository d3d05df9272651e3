"""How many days until a weekday ("How many days until Friday?", 「금요일까지 며칠 남았어?」).

A count from today's date that only this machine's clock knows: fresh40 machine-85 said "There
are 4 days until Friday." with no look-up (days_until reads dates, not weekdays). The weekday
named alone is its next one after today (on a Friday, the next Friday is 7 days away); "this"
or "next" Friday, 「다음 주 금요일」, are days_until's weeks (weeks start on Monday); the
weekend is its Saturday. A date, a month's nth weekday, a Friday the 13th, working days, a past
weekday ("last Friday") or two weekdays (a span between them) are not this count.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from jarvis_voice.tools.builtin import days_until
from jarvis_voice.tools.builtin.days_until import EN_WEEKDAYS, KO_WEEKDAYS

_I = re.IGNORECASE
# a count asked beside ASKS_DAYS_LEFT's: "how long until Friday", "Friday is how many days
# away", 「금요일까지 며칠이야?」, 「금요일까지 얼마나 남았어?」, 「금요일이 며칠 뒤야?」
_COUNT_ASKED = re.compile(
    r"\bhow long (?:until|till|til|to|before)\b|\bhow many days (?:away|off|from now)\b"
    r"|\bdays? away\b|\bhow far (?:away|off)\b"
    r"|까지\s*(?:며칠|몇\s*일|얼마나)|(?:며칠|몇\s*일)\s*(?:뒤|후|있으면|지나면)",
    _I,
)
_EN_DAY = re.compile(r"\b(" + "|".join(EN_WEEKDAYS) + r")\b", _I)
_KO_DAY = re.compile(r"(월|화|수|목|금|토|일)요일")
_WEEKEND = re.compile(r"\b(?:the |this |next )?weekend\b|주말", _I)
# not a count of calendar days: the working days (time_left's), a weekday gone, a span between
# two days, a Friday the 13th, a month's nth weekday
_DAYS = "|".join(EN_WEEKDAYS)
_NOT_THIS = re.compile(
    r"\b(?:working|work|business|school|week) ?days?\b|\bweekdays\b|영업일|평일|근무일|업무일"
    r"|\blast\b|\bprevious\b|\bsince\b|\bago\b|지난|저번|전에|지났|째"
    rf"|\bfrom\s+(?:{_DAYS})\b|요일\s*부터"
    rf"|\b(?:{_DAYS})\s+(?:the\s+)?\d|\d\s*일\s*(?:의|인|이)?\s*.요일"
    rf"|\b(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+(?:{_DAYS})\b"
    r"|(?:첫째|둘째|셋째|넷째|다섯째|마지막|번\s*째)\s*(?:주\s*)?.요일",
    _I,
)


def _weekdays_named(request: str) -> set[int]:
    named = {EN_WEEKDAYS.index(m.lower()) for m in _EN_DAY.findall(request)}
    return named | {"월화수목금토일".index(m) for m in _KO_DAY.findall(request)}


def weekday_until_asked(request: str, today: date) -> date | None:
    """The date of the weekday whose days from today a request asks, or None."""
    if not (days_until.ASKS_DAYS_LEFT.search(request) or _COUNT_ASKED.search(request)):
        return None
    if _NOT_THIS.search(request) or days_until.date_asked(request, today) is not None:
        return None
    named = _weekdays_named(request)
    weekend = not named and bool(_WEEKEND.search(request))
    if weekend:
        if today.weekday() >= 5:
            return today  # a Saturday or a Sunday is the weekend already
        named = {5}  # the weekend begins on Saturday
    if len(named) != 1:
        return None  # none, or "from Monday to Friday": a span of its own
    weekday = named.pop()
    of_week = days_until.weekday_of_week(request, today)
    if of_week is not None:  # "next Friday", 「다음 주 금요일」: that week's
        then = of_week[1]
        return then if then >= today else then + timedelta(days=7)  # "this Monday" gone: coming
    return today + timedelta(days=(weekday - today.weekday() - 1) % 7 + 1)


def weekday_until_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the days from today until the weekday asked and its date, or None."""
    then = weekday_until_asked(request, today)
    if then is None:
        return None
    if language == "ko":
        now = f"{today.month}월 {today.day}일 {KO_WEEKDAYS[today.weekday()]}"
    else:
        now = f"{today:%A}, {today:%B} {today.day}"
    return days_until.days_left(then, today, days_until.said_date(then, language), now, language)
