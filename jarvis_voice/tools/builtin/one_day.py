"""The one day a question about a table asks of: "6월 5일에 부산에서는 뭘 팔았어? 몇 개
팔았는지도.", "What did we sell in Busan on June 5?"

Part of csv_query (`tools/builtin/csv_query.py`). fresh43 read-92 was shown a preview of every
Busan row (the region was read, the day was not) and answered by echoing the question: the day
a request names is as much a filter as the region it names. Only a day said on its own limits
the rows — not a day that starts or ends a stretch (「6월 4일부터」, "since June 4",
`day_onward`), two days (a comparison, `day_pair`; a span), or a day set against another
("before June 5", 「6월 5일 이전」, 「6월 5일보다」).
"""

from __future__ import annotations

import re

from jarvis_voice.tools.builtin.day_pair import days_said

# a day that is a bound or a side of a comparison, not the day asked about
_NOT_THE_DAY = re.compile(
    r"부터|까지|이후|이전|以後|以前|보다|\d\s*일\s*(?:전|후|뒤|앞)(?![가-힣])|차이|비교"
    r"|\b(?:before|after|since|until|till|through|than|compared?|vs\.?|versus|between"
    r"|onwards?|prior)\b",
    re.IGNORECASE,
)


def day_said(request: str) -> tuple[int, int] | None:
    """(month, day) of the one day `request` asks about, or None: no day, several, or a day
    that bounds a stretch or is compared."""
    days = days_said(request)
    if len(days) != 1 or _NOT_THE_DAY.search(request):
        return None
    return days[0]
