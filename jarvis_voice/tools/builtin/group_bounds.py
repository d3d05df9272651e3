"""The groups none of whose rows (or all of whose rows) pass a bound on one sale: "Which of our
products have never sold more than 25 units in a single sale?", "한 번에 30개 넘게 팔린 적이 없는
제품은?", "Which regions always sold at least 10 units per sale?"

Part of csv_query (`tools/builtin/csv_query.py`). fresh34 csv-73 kept the rows under 25 and
named every product that had one (croissant too, which sold 40 at once). A group that never
passed the bound is one whose largest row does not pass it — the complement of "which sold more
than"; always is every row passing. Each group's largest (or smallest) row is said beside it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_I = re.IGNORECASE
# no row of the group passed: "never", "not once", "적이 없는", "한 번도 … 안"
_NEVER = re.compile(
    r"\bnever\b|\bnot (?:once|ever|a single time)\b|\bat no (?:point|time)\b"
    r"|적\s*(?:이|은)?\s*(?:한\s*번도\s*)?없|한\s*번도|단\s*한\s*번도",
    _I,
)
# every row of the group passed: "always", "every sale", "매번", "항상"
_ALWAYS = re.compile(r"\balways\b|\bevery (?:single )?(?:time|sale|order)\b|매번|항상|언제나", _I)

_TESTS: dict[str, Callable[[float, float], bool]] = {
    ">": lambda v, n: v > n,
    ">=": lambda v, n: v >= n,
    "<": lambda v, n: v < n,
    "<=": lambda v, n: v <= n,
}


def kind_asked(request: str) -> str | None:
    """ "never" or "always" when the request asks which groups never (or always) passed a
    bound, or None."""
    if _NEVER.search(request):
        return "never"
    if _ALWAYS.search(request):
        return "always"
    return None


def bounded_groups_lines(
    per: str, groups: dict[str, list[float]], column: str, op: str, bound: float, kind: str
) -> list[str]:
    """ "product with no row of units>25: bagel (largest 20), …; the others: croissant (largest
    40), …" (or, `kind` "always", those with every row passing, with their smallest)."""
    test = _TESTS[op]
    shown = f"{column}{op}{_shown(bound)}"
    never = kind == "never"

    def keeps(values: list[float]) -> bool:
        passing = [test(v, bound) for v in values]
        return not any(passing) if never else all(passing)

    head = f"{per} with no row of {shown}" if never else f"{per} with every row {shown}"
    edge, extreme = ("largest", max) if never else ("smallest", min)
    kept = [name for name, values in groups.items() if values and keeps(values)]
    others = [name for name, values in groups.items() if values and name not in kept]

    def listed(names: list[str]) -> str:
        return ", ".join(f"{n} ({edge} {_shown(extreme(groups[n]))})" for n in names) or "none"

    return [
        f"{head}: {listed(kept)} ({len(kept)} of {len(kept) + len(others)})",
        f"the others, not these: {listed(others)}",
    ]


def _shown(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.2f}"
