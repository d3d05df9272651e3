"""Numbers a calculation makes from the request's own by its units: a floor of 3.6 m by 4.5 m
and 30 cm tiles set up as 162000 / 900 (cm² over cm²) uses none of the request's numbers as
written, yet all of them (fresh40 calc-85 was refused as "not checked" after the calculator
said 180).

When the request names two units of one kind (m and cm), a value counts as its own when it is
a product of at most three of its numbers times their ratio (100), its square (10,000 for an
area) or cube, or its inverse, or times 1; a number may be used twice only when the request
says something is square or cubic (30 × 30 for a square tile). A number from nowhere — a lost
zero (25000 for 25만), 10000 (100 × 100) for 3만 6천 — is none of these.
"""

from __future__ import annotations

import itertools
import math
import re

_I = re.IGNORECASE

# each unit's size in its kind's base unit (metres, grams, litres); a bare 킬로 is either
_UNITS: tuple[tuple[str, str, float], ...] = (
    (r"km|kilomet(?:er|re)s?|킬로\s*미터|킬로(?!\s*그램)", "length", 1000.0),
    (r"킬로(?!\s*미터)", "weight", 1000.0),
    (r"cm|centimet(?:er|re)s?|센티(?:\s*미터)?|센치", "length", 0.01),
    (r"mm|millimet(?:er|re)s?|밀리\s*미터|밀리(?!\s*(?:리터|그램))", "length", 0.001),
    (r"m|met(?:er|re)s?|미터", "length", 1.0),
    (r"kg|kilograms?|킬로\s*그램|키로", "weight", 1000.0),
    (r"mg|milligrams?|밀리\s*그램", "weight", 0.001),
    (r"g|grams?|그램", "weight", 1.0),
    (r"ml|millilit(?:er|re)s?|밀리\s*리터", "volume", 0.001),
    (r"l|lit(?:er|re)s?|리터", "volume", 1.0),
)
# right after a number, so "3 km" is not also read as metres, nor 3킬로미터 as 미터
_AFTER_NUMBER = r"(?<=\d)\s*(?:{unit})(?![A-Za-z])"
# a square or a cube said: a side times itself is the request's
_SQUARE = re.compile(
    r"\bsquares?\b|\bcub(?:e|es|ic)\b|²|³|㎡|㎥|정사각|정육면체|제곱|세제곱|입방", _I
)
_MOST_NUMBERS = 8  # a request with more is not searched (its products grow as n³)


def scales(request: str) -> frozenset[float]:
    """The ratios between units of one kind the request names after its numbers (3.6 m and 30
    cm: 100), with their squares and cubes and their inverses; empty when it names no two."""
    kinds: dict[str, set[float]] = {}
    for unit, kind, size in _UNITS:
        if re.search(_AFTER_NUMBER.format(unit=unit), request, _I):
            kinds.setdefault(kind, set()).add(size)
    found: set[float] = set()
    for sizes in kinds.values():
        for big, small in itertools.permutations(sizes, 2):
            found.update((big / small) ** power for power in (1, 2, 3))
    return frozenset(found)


def derived(value: float, request: str, request_numbers: list[float]) -> bool:
    """`value` is made from the request's numbers by its units (see the module doc); never
    when it names no two units of one kind."""
    unit_scales = scales(request)
    numbers = [n for n in request_numbers if n not in (0.0, 1.0)][:_MOST_NUMBERS]
    if not unit_scales or not numbers or value == 0:
        return False
    factors = (1.0, *unit_scales)
    pick = (
        itertools.combinations_with_replacement
        if _SQUARE.search(request)
        else itertools.combinations
    )
    for size in (1, 2, 3):
        for chosen in pick(numbers, size):
            product = math.prod(chosen)
            if any(math.isclose(value, product * f, rel_tol=1e-9) for f in factors):
                return True
    return False
