"""An amount of money split in a ratio ("Three of us are splitting $900 in the ratio 2:3:4. How
much does each of us get?", 「90만 원을 2:3:4로 나누면 각각 얼마야?」): the amount ÷ the parts
in all × each one's parts.

fresh44 calc-93 was calculated as 900/10*2 = 180 — the parts summed wrong — and said back. The
calculator gives this reading beside the model's expression (measures.measure_line), every
share on one line, so no share rests on the model's own sum of the parts. Only one amount of
money and one ratio are read: a second amount, or two numbers with a colon and no word of a
ratio or a split (a time of day, 2:30), are the model's sum.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
_NUM = r"(\d[\d,]*(?:\.\d+)?)"
_MONEY = re.compile(rf"{_NUM}\s*(?:원|won\b)|\$\s*{_NUM}|{_NUM}\s*(?:dollars?|bucks)\b", _I)
# a ratio: "2:3:4", "2 : 3", 「2 대 3 대 4」, "2 to 3 to 4" (after "ratio" only)
_COLON = re.compile(r"(?<![\d:.])(\d+(?:\s*:\s*\d+)+)(?![\d:])")
_DAE = re.compile(r"(?<![\d.])(\d+(?:\s*대\s*\d+)+)(?!\d)")
_EN_TO = re.compile(r"\bratio\s+(?:of\s+)?(\d+(?:\s+to\s+\d+)+)\b", _I)
# a split said: "split", "divide", "share", "ratio", 「나누」, 「비율」, 「분배」, 「배분」
_SPLIT = re.compile(
    r"\b(?:split\w*|divid\w*|shar\w*|ratio|proportion\w*)\b|나누|나눠|나눈|비율|비로|분배|배분|갈라",
    _I,
)
# a ratio word (a bare "2:3" may be a time of day)
_RATIO_WORD = re.compile(
    r"\bratio\b|\bproportion\w*|비율|비로|(?:으로|로)\s*(?:나누|나눠|나눈|분배|배분)", _I
)


def _ratio(text: str) -> tuple[list[int], tuple[int, int]] | None:
    """The parts of the one ratio the text says and where it is, or None (none, or two)."""
    found = (
        [(m, ":") for m in _COLON.finditer(text)]
        + [(m, "대") for m in _DAE.finditer(text)]
        + [(m, "to") for m in _EN_TO.finditer(text)]
    )
    if len(found) != 1:
        return None
    match, sep = found[0]
    parts = [int(p) for p in re.split(rf"\s*{sep}\s*", match[1].strip())]
    if len(parts) == 2 and sep == ":" and not _RATIO_WORD.search(text):
        return None
    if not 2 <= len(parts) <= 10 or 0 in parts:
        return None
    return parts, match.span(1)


def _money(value: float, won: bool) -> str:
    said = f"{value:,.0f}" if abs(value - round(value)) < 1e-9 else f"{value:,.2f}"
    return f"{said} 원" if won else f"${said}"


def ratio_split_line(text: str) -> str | None:
    """ "$900 in the ratio 2:3:4 (9 parts, $100 a part): $200 for 2 parts; $300 for 3 parts;
    $400 for 4 parts" when a request (its Korean numbers spelled as digits) splits one amount
    of money in a ratio; None otherwise."""
    if not _SPLIT.search(text):
        return None
    ratio = _ratio(text)
    monies = list(_MONEY.finditer(text))
    if ratio is None or len(monies) != 1:
        return None
    parts, (start, end) = ratio
    money = monies[0]
    if money.start() < end and start < money.end():
        return None
    won = "$" not in money.group(0) and "dollar" not in money.group(0).lower()
    won = won and "buck" not in money.group(0).lower()
    amount = float(next(g for g in money.groups() if g).replace(",", ""))
    whole = sum(parts)
    each = amount / whole
    shares = "; ".join(f"{_money(each * p, won)} for {p} part{'s' * (p != 1)}" for p in parts)
    ratio_said = ":".join(map(str, parts))
    return (
        f"{_money(amount, won)} in the ratio {ratio_said} ({whole} parts, "
        f"{_money(each, won)} a part): {shares}"
    )
