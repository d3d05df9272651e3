"""How many of either of two values: one combined count said.

Part of grounding (`agent/grounding.py`). "How many of the sales in sales.csv were for
croissants or bagels?" was shown csv_query's "6 of 12 rows where product in (…) / count: 6
rows", then answered "5 croissants and 1 bagel" (fresh41 count-87): numbers of its own, each
value apart, and never the total asked. When a how-many question is answered after a query
whose where keeps any of several values of a column, an answer without the query's figure is
sent back, the query's lines the fallback; not when each value's own count is asked.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.answer_numbers import numbers_in
from jarvis_voice.agent.pipeline import CallOutcome

_I = re.IGNORECASE
_HOW_MANY = re.compile(
    r"\bhow many\b|\bhow much\b|\bnumber of\b|\bcount\b"
    r"|몇\s*(?:개|번|건|줄|명|곳|군데|회)|개수|건수|얼마",
    _I,
)
# each value's own count asked: "how many of each", 「각각 몇 건」, "respectively", "per product"
_EACH = re.compile(
    r"\beach\b|\bseparately\b|\brespectively\b|\bper\s+\w+|\bindividually\b"
    r"|\bbreak(?:down| it down)|각각|따로|별로|마다|씩",
    _I,
)
# the head of an ungrouped result over several values: "sales.csv: 6 of 12 rows where product
# in (croissant, bagel); 5 columns"
_SEVERAL = re.compile(r"^\S+: \d+ of \d+ rows where .*\bin \([^()]*,[^()]*\).*$", re.MULTILINE)
_FIGURE = re.compile(r"^(?:count: (\d+) rows|sum of \S+: (-?\d+(?:\.\d+)?))$", re.MULTILINE)
CORRECTION = (
    "The question asks one count for all of those values together: say that number as the "
    "result gives it: {lines}."
)


def unsaid(request: str, answer: str, facts: list[CallOutcome]) -> list[str]:
    """The last query's head and figure when a how-many question over several values is
    answered without that figure; [] otherwise."""
    if not _HOW_MANY.search(request) or _EACH.search(request) or not answer.strip():
        return []
    for outcome in reversed(facts):
        if outcome.call.name != "csv_query" or outcome.result.is_error:
            continue
        head = _SEVERAL.search(outcome.result.content)
        figure = _FIGURE.search(outcome.result.content)
        if head is None or figure is None:
            return []  # the last query is of something else
        total = float(figure[1] or figure[2])
        if any(abs(value - total) < 1e-9 for _, value in numbers_in(answer)):
            return []
        return [head[0], figure[0]]
    return []
