"""The least common multiple or greatest common divisor of some numbers, by Python ("Use Python
to find the smallest number that 12, 18 and 30 all divide into evenly." ran the model's own
12*18*30//math.gcd(…) without importing math, which failed, and the turn could not say 180:
fresh42 script-89; "the LCM of 4, 6 and 10", 「12, 18, 30의 최소공배수」, 「최대공약수」).

The run is python3's math.lcm or math.gcd of every number the request names, so no formula of
the model's is trusted. Common multiples summed or counted in a range ("the sum of the common
multiples of 3 and 5 below 100") are python_sums' range, not this one number.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
_NUMBER = r"\d{1,3}(?:,\d{3})+|\d+"
# the smallest number they all divide: "least common multiple", "lowest common multiple", LCM,
# "smallest number that 12, 18 and 30 all divide into evenly", "smallest number divisible by
# 4, 6 and 10", 「최소공배수」, 「모두로 나누어떨어지는 가장 작은 수」
_LCM = re.compile(
    r"\b(?:least|lowest|smallest) common multiple\b|\blcm\b|최소\s*공배수"
    r"|\bsmallest (?:positive )?(?:number|integer|whole number)\b.{0,60}"
    r"\b(?:divide[sd]? (?:into )?(?:it )?(?:evenly|exactly|without a remainder)"
    r"|(?:evenly |exactly )?divisible by|multiple of)"
    r"|(?:나누어|나눠)\s*떨어지는\s*(?:가장\s*작은|제일\s*작은)\s*(?:자연)?수"
    r"|(?:가장|제일)\s*작은\s*공배수",
    _I,
)
# the largest number dividing them all: "greatest common divisor", GCD, "highest common factor",
# HCF, 「최대공약수」
_GCD = re.compile(
    r"\b(?:greatest|highest|largest) common (?:divisor|factor)\b|\bgcd\b|\bhcf\b|최대\s*공약수"
    r"|(?:가장|제일)\s*큰\s*공약수",
    _I,
)
# a number written alone: "12, 18 and 30", 「30의」 (not 2.5, 'x2', "UTF-8" or "python3")
_ALONE = re.compile(rf"(?<![0-9A-Za-z.-])(?:{_NUMBER})(?![0-9A-Za-z]|\.\d)")
# many of them, or a range's: the sum or count of common multiples is python_sums' range
_MANY = re.compile(
    r"\bsum\b|\bhow many\b|\bcount\b|\bmultiples\b|\bbelow\b|\bunder\b|\bup to\b|\bbetween\b"
    r"|합|더하|더해|몇\s*개|개수|까지|미만|이하|사이",
    _I,
)


def run_command(request: str) -> str | None:
    """The `python3 -c` printing the LCM (or GCD) of the numbers the request names, or None when
    it asks neither (or both), names fewer than two numbers or more than ten, or asks many."""
    lcm, gcd = bool(_LCM.search(request)), bool(_GCD.search(request))
    # (a decimal or a fraction has no LCM here: "2.5, 4 and 6" is not of 4 and 6 alone)
    if lcm == gcd or _MANY.search(request) or re.search(r"\d[./]\d", request):
        return None
    said = re.sub(r"python\s*3|utf-?\d+", " ", request, flags=_I)
    numbers = [int(n.replace(",", "")) for n in re.findall(_ALONE, said)]
    if not 2 <= len(numbers) <= 10 or 0 in numbers or max(numbers) >= 10**18:
        return None
    name = "lcm" if lcm else "gcd"
    return f'python3 -c "import math; print(math.{name}({", ".join(map(str, numbers))}))"'
