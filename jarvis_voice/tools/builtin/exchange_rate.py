"""A rate of exchange the request itself gives ("convert it to US dollars at 1,350 won to the
dollar", "1달러에 1,350원으로 쳐서 달러로 바꿔 줘", "달러당 1,300원"): a total in won said in the
other currency is the total divided by the won one unit of it costs.

fresh33 script-71 added up the revenue in won and answered 1,008,400 with no conversion; the
rate is the request's, never a looked-up one, so the figure can be worked out beside the total.
"""

from __future__ import annotations

import re
from typing import NamedTuple

_I = re.IGNORECASE
_NUMBER = r"(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
_CURRENCIES = {
    "dollar": "dollars", "usd": "dollars", "us dollar": "dollars", "$": "dollars",
    "euro": "euros", "eur": "euros", "€": "euros", "pound": "pounds", "gbp": "pounds",
    "£": "pounds", "yuan": "yuan", "cny": "yuan", "달러": "dollars", "불": "dollars",
    "유로": "euros", "파운드": "pounds", "위안": "yuan",
}  # fmt: skip
_CURRENCY_EN = r"(?P<cur>us dollar|dollar|usd|euro|eur|pound|gbp|yuan|cny)s?\b"
_CURRENCY_KO = r"(?P<cur>달러|불|유로|파운드|위안)"
_RATES = (
    # "1,350 won to the dollar", "1350 KRW per USD", "₩1,350 a dollar"
    re.compile(
        rf"(?:₩\s*)?{_NUMBER}\s*(?:won|krw|₩|원)\s*(?:to|per|a|for|=|/)\s*"
        rf"(?:the\s+|one\s+|each\s+|1\s+|a\s+|an\s+)?{_CURRENCY_EN}",
        _I,
    ),
    # "1 dollar = 1,350 won", "$1 = ₩1,350", "one euro is 1,450 won"
    re.compile(
        rf"(?:(?:1|one|a|an)\s*{_CURRENCY_EN}|(?P<sign>[$€£])\s*1\b)\s*(?:=|is|equals|to|for)\s*"
        rf"(?:₩\s*)?{_NUMBER}\s*(?:won|krw|원)?",
        _I,
    ),
    # 「1달러에 1,350원」, 「달러당 1,300원」, 「1달러 = 1350원」
    re.compile(rf"(?:1\s*)?{_CURRENCY_KO}\s*(?:에|당|=|은|는|가|이|:)?\s*{_NUMBER}\s*원", _I),
    # 「1,350원에 1달러」, 「1350원/달러」
    re.compile(rf"{_NUMBER}\s*원\s*(?:에|당|/|=)\s*(?:1\s*)?{_CURRENCY_KO}", _I),
)


class Rate(NamedTuple):
    won: float  # won one unit of the currency costs
    currency: str  # "dollars", "euros" …
    said: str  # the request's own words for it


def rate_asked(request: str) -> Rate | None:
    """The won-per-unit rate a request gives for a currency, or None (two different rates or
    none at all)."""
    found: dict[tuple[float, str], str] = {}
    for pattern in _RATES:
        for m in pattern.finditer(request):
            won = float(m["n"].replace(",", ""))
            if won <= 0:
                continue
            cur = (m.groupdict().get("cur") or m.groupdict().get("sign") or "").lower()
            found.setdefault((won, _CURRENCIES.get(cur, "dollars")), m.group(0).strip())
    if len(found) != 1:
        return None
    (won, currency), said = found.popitem()
    return Rate(won, currency, said)


def converted(won: float, rate: Rate) -> float:
    return won / rate.won


def shown(value: float) -> str:
    """Money in dollars or euros, to the cent: 746.96."""
    return f"{value:,.2f}"
