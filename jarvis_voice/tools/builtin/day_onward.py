"""A stretch of days open at one end: from a day to the table's last, or from its first to one.

fresh39 count-84 (「sales.csv에서 6월 4일부터 마지막 날까지 들어온 판매 기록이 몇 건이야?」) was
counted with `date >= '2023-06-04' and date <= '2023-12-31'` — a year the model made up — and
answered 0 of 12 rows. The day said and the open end ("to the last day", "onward", "since",
「끝까지」, 「이후」; "up to", 「처음부터 … 까지」) are read here; csv_query puts them in the
table's one year, the open end at its first or last date.
"""

from __future__ import annotations

import datetime as dt
import re

_I = re.IGNORECASE
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_EN_DAY = r"(?P<mon>" + "|".join(_MONTHS) + r")[a-z]*\.?\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?\b"
_KO_DAY = r"(?P<mon>\d{1,2})\s*월\s*(?P<day>\d{1,2})\s*일"
# the last day's words: 「마지막 날까지」, 「끝까지」, 「지금까지」, "to the end", "through the
# last day"
_KO_LAST = r"(?:(?:마지막|끝)\s*(?:날|일|날짜)?|맨\s*끝|지금|현재)\s*까지"
_EN_LAST = (
    r"(?:to|through|till|until)\s+(?:the\s+)?(?:very\s+)?(?:end|last(?:\s+(?:day|date|one|row))?"
    r"|latest)\b"
)
# 「6월 4일부터 마지막 날까지」, 「6월 4일 이후로」, 「6월 4일부터 쭉」
_KO_ONWARD = re.compile(
    _KO_DAY + r"\s*(?:부터\s*(?:" + _KO_LAST + r"|쭉|계속|그\s*뒤로)|(?:이후|以後)(?:로|에|부터)?)"
)
# "from June 4 to the last day", "June 4 onward(s)", "from June 4 on", "since June 4"
_EN_ONWARD = (
    re.compile(
        r"(?:\bfrom\s+)?" + _EN_DAY + r"\s*,?\s*(?:onwards?\b|on\b(?!\s+\w+day)"
        r"|and\s+(?:later|after)\b|" + _EN_LAST + r")",
        _I,
    ),
    re.compile(r"\bsince\s+(?:the\s+)?" + _EN_DAY, _I),
)
# 「처음부터 6월 3일까지」, "from the first day to June 3", "up to June 3"
_KO_UNTIL = re.compile(r"(?:처음|첫\s*날|맨\s*처음)\s*부터\s*" + _KO_DAY + r"\s*까지")
_EN_UNTIL = (
    re.compile(
        r"\bfrom\s+the\s+(?:very\s+)?(?:start|beginning|first(?:\s+day)?)\s+"
        r"(?:to|through|till|until)\s+" + _EN_DAY,
        _I,
    ),
    re.compile(r"\bup\s+to\s+(?:and\s+including\s+)?" + _EN_DAY, _I),
)

Day = tuple[int, int]


def _day(found: re.Match[str]) -> Day | None:
    month = found["mon"]
    number = int(month) if month.isdigit() else _MONTHS.index(month[:3].lower()) + 1
    try:  # no June 31
        dt.date(2000, number, int(found["day"]))
    except ValueError:
        return None
    return number, int(found["day"])


def open_span(request: str) -> tuple[Day | None, Day | None] | None:
    """(first day, None) for a stretch from a day to the last, (None, last day) for one from
    the first to a day; None when the request names no such stretch, or two."""
    onward = [m for p in (_KO_ONWARD, *_EN_ONWARD) for m in p.finditer(request)]
    until = [m for p in (_KO_UNTIL, *_EN_UNTIL) for m in p.finditer(request)]
    if len(onward) + len(until) != 1:
        return None
    if onward:
        first = _day(onward[0])
        return (first, None) if first else None
    last = _day(until[0])
    return (None, last) if last else None
