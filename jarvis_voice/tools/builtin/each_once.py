"""Each item once: a statistic over a table's items, not its rows.

"What's the median unit price of our products, counting each product once?" is the middle of
the products' prices, one each — a product sold on three days is not three prices (fresh41
csv-87 took the rows' median, or another column's). The request says which column's values
count once ("each product once", "once per product", "per product, not per sale",
「제품마다 한 번씩」, 「제품별로 하나씩만」, 「중복 없이」 beside a product word); the caller finds
that column and takes each value's own figure (its rows' average when they differ).
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Callable, Sequence

_I = re.IGNORECASE
_ONCE = re.compile(
    r"\beach\s+(?P<a>[a-z_]+)\s+(?:just\s+|only\s+)?once\b"
    r"|\bevery\s+(?P<b>[a-z_]+)\s+(?:just\s+|only\s+)?once\b"
    r"|\bonce\s+(?:per|for each|for every|a)\s+(?P<c>[a-z_]+)\b"
    r"|\bone\s+(?:price|value|figure)\s+(?:per|for each|for every|a)\s+(?P<d>[a-z_]+)\b"
    r"|\bper\s+(?P<e>[a-z_]+),?\s+not\s+per\s+(?:row|sale|order|record|line|transaction)s?\b"
    r"|(?P<f>[가-힣]+?)\s*(?:마다|별로|당)\s*(?:한\s*번씩|한\s*번만|하나씩|하나만|한\s*개씩)"
    r"|(?P<g>[가-힣]+?)\s*(?:은|는|을|를)?\s*중복\s*(?:없이|빼고|제외)"
    r"|중복\s*(?:없이|빼고|제외하고)\s*(?P<h>[가-힣]+?)(?:마다|별로|의|들의|들)?\s",
    _I,
)
ONCE_OPS = frozenset({"average", "median", "stdev"})


def once_noun(request: str) -> str | None:
    """The noun each of whose values the request counts once ("product" of "counting each
    product once", 「제품」 of 「제품마다 한 번씩」), or None when it says no such thing."""
    found = _ONCE.search(request + " ")
    if found is None:
        return None
    return next(word for word in found.groups() if word)


def item_figures(
    keys: Sequence[tuple[str, float | None]],
) -> tuple[dict[str, float], list[str]]:
    """Each item's one figure from its rows' (item, value) pairs, in first-seen order: the value
    when every row has the same one, else their average; and the items whose rows differed."""
    values: dict[str, list[float]] = {}
    for name, value in keys:
        if value is not None:
            values.setdefault(name, []).append(value)
    figures = {name: sum(v) / len(v) for name, v in values.items()}
    varied = [name for name, v in values.items() if len(set(v)) > 1]
    return figures, varied


def once_line(
    op: str,
    column: str,
    noun: str,
    figures: dict[str, float],
    varied: list[str],
    show: Callable[[float], str],
) -> str:
    """ "median of unit_price, each product once: 3200 (the 5 products' unit_price, in order:
    bagel 2500, …; the middle one)" — the figure first, where a small model reads."""
    ordered = sorted(figures.items(), key=lambda pair: pair[1])
    values = [v for _, v in ordered]
    if op == "median":
        figure = statistics.median(values)
        how = "the middle one" if len(values) % 2 else "the two middle ones averaged"
    elif op == "stdev":
        figure = statistics.stdev(values) if len(values) > 1 else 0.0
        how = "sample, n-1"
    else:
        figure = sum(values) / len(values)
        how = f"divided by {len(values)}"
    listed = ", ".join(f"{name} {show(v)}" for name, v in ordered)
    text = (
        f"{op} of {column}, each {noun} once: {show(figure)} (the {len(values)} {noun} values of "
        f"{column}, in order: {listed}; {how})"
    )
    if varied:
        text += f" ({', '.join(varied)}: its rows differ, their average taken)"
    return text
