"""The price to sell at for a profit of some percent over what a thing cost ("원가가 8,000원인
물건을 원가의 25%만큼 이익 남기고 팔려면 얼마에 팔아야 해?", "It cost me $40. What should I sell
it for to make a 25% profit?"): the cost × (1 + the percent), or the cost ÷ (1 − the percent)
when the profit is said to be a share of the selling price (「판매가의 20%」, "20% of the
selling price").

fresh45 calc-96 was calculated as 10000 × 0.25 — no number of the request's cost in it — and the
turn gave up. The calculator gives this reading beside the model's expression
(measures.measure_line). One amount of money, said as the cost, and one percent of profit are
read; a loss, a percent asked, a bare "margin" with no base said (on the cost or on the price is
the person's to say), or a second amount or percent, is the model's sum.
"""

from __future__ import annotations

import re

from jarvis_voice.tools.builtin.everyday_sums import MONEY, amount_of, in_won, two_places

_I = re.IGNORECASE
_PERCENT = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로|percent\b)", _I)
# a profit made: 이익, 이윤, 남기고, 남겨, 마진, profit, markup, mark it up, gain
_PROFIT = re.compile(
    r"이익|이윤|수익|남기|남겨|남길|마진|\b(?:profit|mark-?up|mark(?:ed)?\s+(?:it\s+)?up|gain"
    r"|margin)\b",
    _I,
)
# a loss, not a profit: 손해, 손실, 밑지, "at a loss" — left to the model
_LOSS = re.compile(r"손해|손실|밑지|밑져|\bloss\b|\blose\b", _I)
# the selling price asked: 「얼마에 팔아야」, 「판매가는 얼마」, "what should I sell it for",
# "selling price", "price it at", "charge"
_PRICE_ASKED = re.compile(
    r"얼마에\s*(?:팔|판매|내놓)|(?:판매가|판매\s*가격|파는\s*(?:값|가격)|팔\s*가격|정가)\S{0,3}\s*"
    r"(?:얼마|몇)|(?:가격|값)\S{0,3}\s*얼마로|\bsell\b.{0,20}\bfor\b|\bselling\s+price\b"
    r"|\bsale\s+price\b|\bprice\s+(?:it|them|this|that)\b|\bcharge\b|\bwhat\s+price\b",
    _I,
)
# the amount said is what it cost: 원가, 매입가, 사 온, 들여온, 구입, bought, cost, paid
_COST = re.compile(
    r"원가|매입|구입|사\s*(?:온|왔|와서)|샀|들여|\b(?:costs?|cost\s+me|bought|paid|purchased"
    r"|wholesale)\b",
    _I,
)
# the profit's base said: the cost (「원가의」, "of the cost", "on cost", a markup) or the price
# it sells at (「판매가의」, "of the selling price")
_ON_PRICE = re.compile(
    r"(?:판매가|판매\s*가격|파는\s*(?:값|가격)|팔\s*가격)\s*(?:의|대비|기준)"
    r"|\bof\s+the\s+(?:selling|sale)\s+price\b|\bon\s+the\s+(?:selling|sale)\s+price\b",
    _I,
)
_ON_COST = re.compile(
    r"원가\s*(?:의|대비|기준)|\b(?:of|on|over)\s+(?:the\s+|my\s+|what\s+it\s+)?cost\b"
    r"|\bmark-?up\b|\bmark(?:ed)?\s+(?:it\s+)?up\b",
    _I,
)
_BARE_MARGIN = re.compile(r"마진|\bmargin\b", _I)


def markup_price_line(text: str) -> str | None:
    """ "8,000 원 cost with 25 % profit on the cost: 8,000 × (1 + 0.25) = 10,000 원" when a
    request (its Korean numbers spelled as digits) gives what a thing cost and the profit
    wanted in percent and asks the price to sell it at; None otherwise."""
    if not (_PROFIT.search(text) and _PRICE_ASKED.search(text)):
        return None
    if not (_COST.search(text) or _ON_COST.search(text)):
        return None  # the amount may be the price itself
    if _LOSS.search(text):
        return None
    percents, monies = set(_PERCENT.findall(text)), list(MONEY.finditer(text))
    if len(percents) != 1 or len(monies) != 1:
        return None
    on_price, on_cost = bool(_ON_PRICE.search(text)), bool(_ON_COST.search(text))
    if on_price == on_cost and (on_price or _BARE_MARGIN.search(text)):
        return None  # both bases said, or a margin with neither
    percent = float(percents.pop())
    cost, won = amount_of(monies[0]), in_won(monies[0])
    if cost <= 0 or not 0 < percent < (100 if on_price else 1000):
        return None
    rate = two_places(percent / 100)
    if on_price:
        price = cost / (1 - percent / 100)
        share = f"profit {two_places(percent)} % of the selling price"
        worked = f"{share}: {two_places(cost)} ÷ (1 − {rate})"
    else:
        price = cost * (1 + percent / 100)
        worked = f"profit {two_places(percent)} % on the cost: {two_places(cost)} × (1 + {rate})"
    said = f"{two_places(price)} 원" if won else f"${two_places(price)}"
    cost_said = f"{two_places(cost)} 원" if won else f"${two_places(cost)}"
    return f"{cost_said} cost, {worked} = {said}"
