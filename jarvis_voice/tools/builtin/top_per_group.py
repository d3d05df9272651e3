"""Each group's own top item: the product that sold the most in each region (or the least).

「지역마다 제일 많이 팔린 제품이 뭐야? 수량 기준으로, 몇 개 팔렸는지도 알려 줘.」 was shown the
units per region (Seoul 146 …) and the one biggest row, and answered with the best seller over
all regions, muffin 135 (fresh44 csv-94); what is asked is, inside each region, the product
whose units add up to the most (Seoul muffin 55, Busan muffin 45, Incheon muffin 35). The
request names the groups ("each region", "per city", 「지역마다」, 「지역별로」, 「각 지역에서」)
and the items ranked in them ("best-selling product", "which item sold the most", 「제일 많이 팔린
제품」); the caller adds each item's figure within its group and names the top one, ties kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_I = re.IGNORECASE
# the groups, by what the request calls them, and the header words of their column
_KINDS = {
    "region": (r"지역|도시|지점|매장|region|city|cities|store|branch|area",
               r"region|city|area|store|branch|지역"),
    "product": (r"제품|상품|품목|메뉴|product|item|menu", r"product|item|name|제품|상품"),
    "day": (r"날짜|일자|요일|\bday|\bdate|\bweekday", r"date|day|날짜|일자"),
}  # fmt: skip
# a group said one by one: 「지역마다」, 「지역별로」, 「각 지역」, "each region", "per city",
# "in every store", "by region"
_PER = (
    r"(?P<ko>{w})\s*(?:마다|별로|별)|각\s*(?P<ko2>{w})"
    r"|\b(?:each|every|per|by)\s+(?P<en>{w})(?:e?s)?\b"
)
# the top (or bottom) item of each: 「제일 많이 팔린」, 「가장 잘 팔린」, "best-selling", "sold the
# most", "top", "most popular"; 「제일 안 팔린」, "sold the least", "worst-selling"
_TOP = re.compile(
    r"(?:제일|가장|젤)\s*(?:많이|잘)\s*팔|1위|인기|\bbest[- ]?sell|\btop\b|\bmost popular\b"
    r"|\bsold\s+(?:the\s+)?most\b|\bmost\s+(?:units|sold|sales)\b|\bbiggest seller\b",
    _I,
)
_BOTTOM = re.compile(
    r"(?:제일|가장|젤)\s*(?:적게|안)\s*팔|꼴찌|\bworst[- ]?sell"
    r"|\bsold\s+(?:the\s+)?(?:least|fewest)\b|\bleast\s+(?:popular|sold)\b",
    _I,
)


def asked(request: str) -> tuple[str, str, bool] | None:
    """(the groups' column pattern, the items' column pattern, whether the least is asked) when
    the request asks each group's top or bottom item, or None."""
    least = bool(_BOTTOM.search(request))
    if not least and not _TOP.search(request):
        return None
    for kind, (words, column) in _KINDS.items():
        per = re.search(_PER.format(w=words), request, _I)
        if per is None:
            continue
        rest = request[: per.start()] + " " + request[per.end() :]
        item = next(
            (c for k, (w, c) in _KINDS.items() if k != kind and re.search(w, rest, _I)), None
        )
        if item is not None:
            return column, item, least
    return None


def top_lines(
    group: str,
    item: str,
    what: str,
    figures: dict[str, dict[str, float]],
    least: bool,
    show: Callable[[float], str],
) -> list[str]:
    """ "Seoul: muffin 55" for each group (the groups as the table first lists them), ties all
    named: the figure beside the item, where a small model reads it."""
    end = "least" if least else "most"
    lines = [f"the {item} with the {end} {what} in each {group} (its rows added up):"]
    for name, items in figures.items():
        if not items:
            continue
        best = (min if least else max)(items.values())
        tops = [i for i, v in items.items() if v == best]
        lines.append(f"{name}: {' and '.join(tops)} {show(best)}")
    return lines
