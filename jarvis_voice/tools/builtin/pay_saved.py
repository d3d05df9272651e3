"""What saving a share of one's pay comes to over a time ("월급이 320만 원인데 매달 15%씩
저축하면 1년에 얼마 모여?", "I earn $4,000 a month and save 15% of it. How much will I have
after a year?"): the pay × the share × the pay periods in that time.

fresh43 calc-92 was set up as 3,200,000 × 1.15^12 — the pay grown by 15% a month, compounded —
and then refused as "not checked". The share saved is of each pay, and nothing grows: the
calculator gives this reading beside the model's expression (measures.measure_line). How often
the saving is made does not change the sum (15% of every pay is 15% of all of it), so only the
pay's own period counts. A rate that grows the money (interest, a return, a raise), two amounts,
two shares or no time said are the model's sum, not this one.
"""

from __future__ import annotations

import re

from jarvis_voice.text import NUMBER_WORDS
from jarvis_voice.tools.builtin.everyday_sums import (
    MONEY,
    PERIOD_DAYS,
    amount_of,
    in_won,
    two_places,
)

_I = re.IGNORECASE

# the pay and its period: Korean words before the amount ("월급이 3200000 원", "연봉 4800만
# 원", "한 달에 300만 원 버는데" — 한 달 spelled "1 달" by spell_korean_numbers) or after it
# ("320만 원 월급에서"); English after it ("$4,000 a month", "$52,000 per year", "$900
# weekly") or before it ("monthly salary of")
_KO_PAY = (
    (r"월급|월\s*(?:수입|소득|급여|실수령액?)|(?:1|한)\s*달\s*(?:수입|월급|소득|급여)?\s*(?:에)?"
     r"|매달|매월", "month"),
    (r"연봉|연\s*(?:수입|소득)|(?:1|한)\s*해\s*(?:에)?", "year"),
    (r"주급|(?:1|한)\s*주일?\s*(?:에)?|매주", "week"),
    (r"일당|하루\s*(?:에)?", "day"),
)  # fmt: skip
_KO_AFTER = re.compile(r"^\s*(?:짜리\s*)?(월급|월\s*수입|월\s*소득|연봉|연\s*수입|주급|일당)")
_KO_AFTER_PERIOD = {"월급": "month", "월수입": "month", "월소득": "month", "연봉": "year",
                    "연수입": "year", "주급": "week", "일당": "day"}  # fmt: skip
_EN_AFTER = re.compile(
    r"^\s*(?:a|an|per|each|every|/)\s*(month|week|year|day)\b"
    r"|^\s*(monthly|weekly|yearly|annually|daily)\b",
    _I,
)
_EN_BEFORE = re.compile(
    r"\b(monthly|weekly|yearly|annual|daily)\s+(?:net\s+|gross\s+)?"
    r"(?:salary|pay|income|wages?|paycheck|take[- ]home)\b[^.?!$\d]{0,12}$",
    _I,
)
_EN_ADVERB = {"monthly": "month", "weekly": "week", "yearly": "year", "annually": "year",
              "annual": "year", "daily": "day"}  # fmt: skip
_PAY_WORDS = re.compile(
    r"월급|연봉|주급|일당|수입|소득|급여|실수령|벌(?:어|고|면|었|이)|버는|번다|받(?:아|고|는|으면)"
    r"|\b(?:salary|pay|paid|paycheck|income|earn\w*|make|makes|wages?|take[- ]home)\b",
    _I,
)
# a share saved: the saving words after the percent in Korean ("15%씩 저축", "10%를 떼어"), before
# or after it in English ("save 15%", "put aside 10% of it", "15% into savings")
_PERCENT = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로(?![가-힣]))", _I)
_KO_SAVE = re.compile(
    r"^\s*(?:씩|를|을|만|정도|쯤)?\s*(?:씩|를|을)?\s*(?:저축|저금|모으|모아|모을|적립|떼어|떼서|떼면|"
    r"빼서|빼놓|넣)"
)
_EN_SAVE = re.compile(
    r"\b(?:save|saving|saves|put (?:aside|away)|set aside|sock away|stash away)\b"
    r"(?:\s+\w+){0,3}\s*$",
    _I,
)
_EN_SAVE_AFTER = re.compile(
    r"^\s*(?:of \w+(?:\s+\w+)?\s+)?(?:in|into|to) (?:savings|a savings)", _I
)
# money that grows or shrinks: not a share of pay put aside
_GROWS = re.compile(
    r"이자|이율|금리|복리|수익|인상|오르|올라|할인|세금|\binterest\b|\bcompound\w*|\breturns?\b"
    r"|\bgrow\w*|\braise\b|\bincrease\w*|\bdiscount\w*|\btax\w*|\byield\w*",
    _I,
)
_TOTAL_ASKED = re.compile(
    r"모여|모이|모을|모으|모아|총|얼마|\bhow much\b|\btotal\b|\bsaved\b|\bsave up\b|\bend up\b",
    _I,
)
# the time the saving runs: "1년", "18개월", "1년 반", "2 years", "a year", "two years", "half a
# year" — a period said right before an amount or a percent is a rate ("1 달에 15%"), not it
_KO_SPAN = re.compile(
    r"(\d+(?:\.\d+)?)\s*(년|해|개월|달|주일|주|일)(\s*반)?(?!\s*(?:에|마다|당)\s*\d)"
)
_KO_UNITS = {"년": "year", "해": "year", "개월": "month", "달": "month", "주일": "week",
             "주": "week", "일": "day"}  # fmt: skip
_EN_WORDS = "|".join(NUMBER_WORDS)
_EN_SPAN = re.compile(
    rf"(?<![\d,$])(\d+(?:\.\d+)?|\ban?\b|\b(?:{_EN_WORDS})\b)\s*(?:and a half\s+)?"
    r"(years?|months?|weeks?|days?)\b(\s+and a half)?|\b(half) a (year|month)\b",
    _I,
)
_RATE_BEFORE_SPAN = re.compile(r"(?:%|원|won|dollars?|\d)\s*(?:a|an|per|each|every|/)?\s*$", _I)


def _money(value: float, won: bool) -> str:
    return f"{two_places(value)} 원" if won else f"${two_places(value)}"


def _pay_period(text: str, money: re.Match[str]) -> str | None:
    """The period the one amount is paid for, from the words beside it."""
    before = text[max(0, money.start() - 14) : money.start()]
    for words, period in _KO_PAY:
        if re.search(rf"(?:{words})\s*(?:이|은|는|가|이\s*딱|으로|로)?\s*$", before):
            return period
    named = _KO_AFTER.search(text[money.end() : money.end() + 12])
    if named is not None:
        return _KO_AFTER_PERIOD[re.sub(r"\s", "", named[1])]
    after = _EN_AFTER.search(text[money.end() : money.end() + 20])
    if after is not None:
        word = (after[1] or after[2]).lower()
        return _EN_ADVERB.get(word, word)
    said = _EN_BEFORE.search(text[max(0, money.start() - 40) : money.start()])
    return _EN_ADVERB[said[1].lower()] if said else None


def _saved_share(text: str) -> float | None:
    """The one percent the request saves of its pay, or None."""
    shares = list(_PERCENT.finditer(text))
    if len(shares) != 1:
        return None
    share = shares[0]
    after = text[share.end() : share.end() + 16]
    before = text[max(0, share.start() - 30) : share.start()]
    if _KO_SAVE.search(after) or _EN_SAVE.search(before) or _EN_SAVE_AFTER.search(after):
        return float(share[1])
    return None


def _spans(text: str, skip: list[tuple[int, int]]) -> list[tuple[float, str]]:
    """(length, unit) of each time said outside `skip`, and not as a rate's period ("$4,000 a
    month", 「1 달에 3000000 원」)."""
    found: list[tuple[float, str]] = []
    for m in _KO_SPAN.finditer(text):
        if not any(a <= m.start() < b for a, b in skip):
            found.append((float(m[1]) + (0.5 if m[3] else 0.0), _KO_UNITS[m[2]]))
    for m in _EN_SPAN.finditer(text):
        if any(a <= m.start() < b for a, b in skip) or _RATE_BEFORE_SPAN.search(text[: m.start()]):
            continue
        if m[4]:
            found.append((0.5, m[5].lower()))
            continue
        said = m[1].lower()
        count = 1.0 if said in ("a", "an") else float(NUMBER_WORDS.get(said, 0) or said)
        half = 0.5 if "and a half" in m.group(0).lower() else 0.0
        found.append((count + half, m[2].lower().rstrip("s")))
    return found


def pay_saved_line(text: str) -> str | None:
    """ "3,200,000 원 a month × 15 % = 480,000 원 a month × 12 months (1 year) = 5,760,000 원"
    when a request (its Korean numbers spelled as digits: calculator.spell_korean_numbers)
    saves a share of one pay over a time and asks what it comes to; None otherwise."""
    if not (_TOTAL_ASKED.search(text) and _PAY_WORDS.search(text)) or _GROWS.search(text):
        return None
    monies = list(MONEY.finditer(text))
    percent = _saved_share(text)
    if len(monies) != 1 or percent is None:
        return None
    pay = monies[0]
    period = _pay_period(text, pay)
    if period is None:
        return None
    share = next(_PERCENT.finditer(text))
    spans = _spans(text, [share.span()])
    if len(spans) != 1:
        return None
    length, unit = spans[0]
    count = length * PERIOD_DAYS[unit] / PERIOD_DAYS[period]
    if abs(count - round(count)) > 1e-6 or round(count) <= 0:
        return None  # a year of weekly pay (52.14 weeks): not a whole number, not meant
    count = round(count)
    won = in_won(pay)
    amount = amount_of(pay)
    each = amount * percent / 100
    periods = f"{count} {period}{'s' * (count != 1)}"
    said = f"{two_places(length)} {unit}{'s' * (length != 1)}"
    over = periods if unit == period else f"{periods} ({said})"
    return (
        f"{_money(amount, won)} a {period} × {two_places(percent)} % = {_money(each, won)} a "
        f"{period} × {over} = {_money(each * count, won)}"
    )
