"""The digits of a big number — a power or a factorial — added up or counted, by Python ("Have
Python add up the digits of 2 to the power of 1,000." was set up as calculate '2**1000 + 2' and
answered with the power's size, 1.07e+301: fresh45 script-95).

Python's whole numbers have no limit, so `str(2**1000)` holds every digit; a calculator's float
keeps 16 of them. The run is written here from the one power (2 to the power of 1,000, 2^1000,
2**1000, 「2의 1000제곱」, 「2의 1000승」) or factorial (100!, 100 factorial, 「100 팩토리얼」)
the request names: the digits' sum when it says add or sum, their count with how many digits.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
_NUMBER = r"(\d{1,3}(?:,\d{3})+|\d+)"

# the digits of a number: "digits of", "digit sum", 「각 자리 숫자」, 「자릿수」, 「자리 수」
_DIGITS = re.compile(r"\bdigits?\b|자리\s*(?:의\s*)?(?:숫자|수)|자릿\s*수", _I)
# … added up: "add up", "sum", "total", 「더하」, 「합」
_SUM = re.compile(r"\bsum\b|\badd(?:ed|ing|s)?\b|\btotal\b|합|더하|더해|더한", _I)
# … or counted: "how many digits", "number of digits", 「몇 자리」, 「자릿수가 몇」
_COUNT = re.compile(
    r"\bhow many digits\b|\bnumber of digits\b|\bdigits? long\b|\bdigit count\b"
    r"|몇\s*자리|자릿\s*수\s*(?:가|는)?\s*(?:몇|얼마)",
    _I,
)
# a power: "2 to the power of 1,000", "2 to the 1000th power", "2^1000", "2**1000", 「2의
# 1000제곱」, 「2의 1,000승」
_POWER = re.compile(
    rf"(?<![\d.]){_NUMBER}\s*(?:to the (?:power of\s*)?{_NUMBER}(?:st|nd|rd|th)?(?:\s*power)?"
    rf"|raised to(?: the(?: power of)?)?\s*{_NUMBER}|\^\s*{_NUMBER}|\*\*\s*{_NUMBER}"
    rf"|의\s*{_NUMBER}\s*(?:제곱|승)(?!근))",
    _I,
)
# a factorial: "100!", "100 factorial", "the factorial of 100", 「100 팩토리얼」, 「100!」
_FACTORIAL = re.compile(
    rf"\bfactorial of {_NUMBER}\b|(?<![\d,.]){_NUMBER}\s*(?:!(?!=)|factorial\b|팩토리얼)", _I
)
_MOST_DIGITS = 200_000  # a number of this many digits is made and summed in a second


def _int(said: str) -> int:
    return int(said.replace(",", ""))


def _number(request: str) -> tuple[str, int] | None:
    """The one power or factorial named, as Python writes it, with its size in digits (about)."""
    powers, factorials = list(_POWER.finditer(request)), list(_FACTORIAL.finditer(request))
    if len(powers) + len(factorials) != 1:
        return None
    if powers:
        base, power = (_int(g) for g in powers[0].groups() if g)
        if base < 2 or power < 1:
            return None
        size = power * len(str(base))
        return f"{base}**{power}", size
    n = _int(next(g for g in factorials[0].groups() if g))
    return f"math.factorial({n})", n * len(str(n))


def run_command(request: str) -> str | None:
    """The `python3 -c` printing the sum (or the count) of the digits of the power or factorial
    the request names, or None: not a digit counted in a range (python_sums), two numbers, or
    neither a sum nor a count asked."""
    if not _DIGITS.search(request):
        return None
    found = _number(request)
    if found is None or found[1] > _MOST_DIGITS:
        return None
    number, _ = found
    counted = bool(_COUNT.search(request))
    if counted == bool(_SUM.search(request)):
        return None  # neither, or both asked
    made = f"len(str({number}))" if counted else f"sum(int(d) for d in str({number}))"
    imported = "import math; " if number.startswith("math.") else ""
    return f'python3 -c "{imported}print({made})"'
