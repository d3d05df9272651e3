"""A span of dates the model made up, left out of a table's where.

「sales.csv에 있는 6일 동안 하루에 평균 몇 개씩 팔았어?」 was sent with "date >= '2023-04-01' AND
date <= '2023-04-06'" — dates the request never said, on which the file has no row — so the
average was of 0 rows and the turn dumped the tool's text (fresh42 csv-90). The request's own
span is the file's ("the N days in sales.csv"), so comparisons of the date column with dates
that keep none of its rows, when the request names no month, year or date, are the model's and
are left out. Dates that keep some rows, or that the request names (「6월 1일부터」, 'in April',
2024), stay: an empty answer to a span asked is the answer.
"""

from __future__ import annotations

import datetime as dt
import operator
import re
from collections.abc import Callable, Sequence

from jarvis_voice.tools.builtin.days_until import date_in

_I = re.IGNORECASE
_COMPARED: dict[str, Callable[[dt.date, dt.date], bool]] = {
    "=": operator.eq, "==": operator.eq, "!=": operator.ne, "<>": operator.ne,
    ">=": operator.ge, "<=": operator.le, ">": operator.gt, "<": operator.lt,
}  # fmt: skip
# a month, a year or a date the request says: 「6월」, 'June', 'Apr', 2024, 6/1
_DATES_SAID = re.compile(
    r"\d{1,2}\s*월|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b"
    r"|(?<!\d)(?:19|20)\d\d(?!\d)|(?<![\d.])\d{1,2}\s*[/.-]\s*\d{1,2}(?![\d.])"
    r"|\b(?:last|this|next|past)\s+(?:week|month|year|\d+\s+days)\b|지난|이번|작년|올해|최근",
    _I,
)


def _part_on(column: str, part: str) -> tuple[Callable[[dt.date, dt.date], bool], dt.date] | None:
    """The comparison and the date of a where part "date >= '2023-04-01'" on `column`."""
    found = re.fullmatch(
        rf"\s*{re.escape(column)}\s*(==|=|!=|<>|>=|<=|>|<)\s*['\"]?(\d{{4}})-(\d\d?)-(\d\d?)"
        r"['\"]?\s*",
        part,
        _I,
    )
    if found is None:
        return None
    try:
        day = dt.date(int(found[2]), int(found[3]), int(found[4]))
    except ValueError:
        return None
    return _COMPARED[found[1]], day


def made_up(parts: Sequence[str], column: str, days: Sequence[dt.date], request: str) -> list[str]:
    """The where parts that compare the date column `column` with dates the request never says
    and that together keep none of the file's `days`; [] when any part of that kind is missing,
    keeps a day, or the request names a date of its own."""
    compared = [(part, _part_on(column, part)) for part in parts]
    on_dates = [(part, test) for part, test in compared if test is not None]
    if not on_dates or not days or _DATES_SAID.search(request) or date_in(request) is not None:
        return []
    if any(all(test(day, when) for _, (test, when) in on_dates) for day in days):
        return []
    return [part for part, _ in on_dates]
