"""One price for every piece: what the takings would have been had each unit gone for the price
the request says, not the table's own prices.

"If everything we sold had gone for a flat 3,000 won apiece, what would our total revenue have
come to?" was shown the table's revenue (units × unit_price, 1,008,400) and answered with it
(fresh44 csv-93); the figure asked is the units sold times 3,000 (969,000). The request says one
price for each piece — "a flat 3,000 won", "3,000 won apiece / each / a piece / per unit",
「개당 3천 원」, 「하나에 3,000원」, 「전부 3000원씩」, 「3천 원 균일가」 — and a price bound
("개당 3천 원 넘는", "over 3,000 won each") is a filter, not this.
"""

from __future__ import annotations

import re

from jarvis_voice.tools.builtin.calculator import spell_korean_numbers

_I = re.IGNORECASE
_MONEY = r"(?:₩|\$)?\s*\d[\d,]*(?:\.\d+)?\s*(?:won|원|krw|dollars?)?"
# a price with its money said (a Korean word before a bare number may be a count: 「전부 20개」)
_PRICED = r"(?:(?:₩|\$)\s*\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s*(?:won|원|krw|dollars?))"
# the price said for each piece, before or after it
_EACH = re.compile(
    rf"\b(?:a\s+)?(?:flat|same|single|uniform|fixed)\s+(?:price\s+of\s+|rate\s+of\s+)?{_MONEY}"
    rf"|{_MONEY}\s*(?:apiece|each|a\s+piece|an\s+item|a\s+unit|per\s+(?:item|unit|piece))\b"
    rf"|(?:개당|하나에|하나당|한\s*개에|한\s*개당|모두|전부|다|똑같이|일괄)\s*{_PRICED}"
    rf"|{_PRICED}\s*(?:씩|균일|일률|에\s*똑같이)",
    _I,
)
# the price a bound on the rows, not one price for all: "over 3,000 won each", 「넘는」, 「이상」
_BOUND = re.compile(
    r"\b(?:over|under|above|below|more than|less than|at least|at most|cheaper|pricier|dearer)\b"
    r"|넘|이상|이하|미만|초과|보다|비싼|싼",
    _I,
)
# money asked of the whole: revenue, takings, how much, 「매출」, 「얼마」, 「벌었」
_TAKINGS = re.compile(
    r"\brevenue\b|\btakings\b|\bearn|\bmade\b|\bmake\b|\btake\b|\btook\b|\bbrought in\b"
    r"|\bhow much\b|\btotal\b|\bsales\b|매출|얼마|벌|수입|총액",
    _I,
)


def flat_price(request: str) -> float | None:
    """The one price the request sets on every piece sold, when it asks the takings at it, or
    None."""
    said = spell_korean_numbers(request)
    found = _EACH.search(said)
    if found is None or not _TAKINGS.search(said):
        return None
    # a bound beside the price ("more than 3,000 won each", 「3천 원 넘는」) filters rows
    near = said[max(0, found.start() - 20) : found.end() + 12]
    if _BOUND.search(near):
        return None
    number = re.search(r"\d[\d,]*(?:\.\d+)?", found.group(0))
    value = float(number.group(0).replace(",", "")) if number else 0.0
    return value if value > 0 else None


def flat_lines(quantity: str, units: float, price: float, show_number: str, won: bool) -> list[str]:
    """ "every unit at one price of 3,000 …: 323 units × 3,000 = 969,000 won" — the figure
    first, where a small model reads, and why the price column is not used."""
    total = units * price
    unit = " won" if won else ""
    return [
        f"every unit at the one price the request says ({price:,.0f}{unit} each, not the table's "
        f"own prices): {show_number} {quantity} × {price:,.0f} = {total:,.0f}{unit}",
    ]
