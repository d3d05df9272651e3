"""Two days of a table compared: "6월 2일 매출이 6월 5일보다 얼마나 더 많았어? 매출은 수량×단가로
쳐 줘.", "How much more did we take in on June 2 than on June 5?"

Part of csv_query (`tools/builtin/csv_query.py`). fresh34 csv-74 was shown the sum of every
row (1,008,400) and answered with it. Each day the request names is matched to the table's
date column (any year, as the file writes it), its rows' figures added up, and the first day's
total less the second's said, so the gap is read, not worked out.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence

from jarvis_voice.tools.builtin.days_until import date_in

_I = re.IGNORECASE
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
# a day as people write it; date_in reads each one found
_DAY_SAID = re.compile(
    r"\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b"
    r"|(?:\d{4}\s*년\s*)?\d{1,2}\s*월\s*\d{1,2}\s*일"
    rf"|\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}(?![a-z])"
    r"|(?<![\d/])\d{1,2}/\d{1,2}(?![\d/])",
    _I,
)
# a comparison of the two: "보다", "than", "차이", "difference", "compared", "vs"
_COMPARED = re.compile(
    r"보다|차이|비교|\bthan\b|\bdifference\b|\bgap\b|\bcompared?\b|\bvs\.?|\bversus\b", _I
)


def days_said(request: str) -> list[tuple[int, int]]:
    """(month, day) of each day the request writes, in the order said, each once."""
    found = []
    for said in _DAY_SAID.finditer(request):
        read = date_in(said.group(0))
        if read is not None and (read[1], read[2]) not in found:
            found.append((read[1], read[2]))
    return found


def day_pair_lines(
    dates: Sequence[dt.date | None], values: Sequence[float | None], what: str, request: str
) -> list[str]:
    """ "units*unit_price on 2024-06-02: 204000 (3 rows); on 2024-06-05: 178000 (2 rows);
    2024-06-02 less 2024-06-05: 26000" when the request compares two days it names, each the
    table's (`dates` and `values` are each row's day and figure); [] otherwise."""
    said = days_said(request)
    if len(said) != 2 or not _COMPARED.search(request):
        return []
    totals: list[tuple[dt.date, float, int]] = []
    for month, day in said:
        kept = [
            (d, v)
            for d, v in zip(dates, values, strict=False)
            if d and (d.month, d.day) == (month, day)
        ]
        if not kept or len({d for d, _ in kept}) != 1:
            return []  # that day is in no row, or in several years
        figures = [v for _, v in kept if v is not None]
        totals.append((kept[0][0], sum(figures), len(kept)))
    (first, a, n), (second, b, m) = totals
    gap = a - b
    return [
        f"{what} on {first.isoformat()}: {_shown(a)} ({n} {'row' if n == 1 else 'rows'}); "
        f"on {second.isoformat()}: {_shown(b)} ({m} {'row' if m == 1 else 'rows'})",
        f"{first.isoformat()} less {second.isoformat()}: {_shown(gap)} "
        f"({first.isoformat()} {'more' if gap >= 0 else 'less'}, by {_shown(abs(gap))})",
    ]


def _shown(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.2f}"
