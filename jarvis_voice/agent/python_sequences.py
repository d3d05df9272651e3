"""A Collatz sequence's steps, the perfect numbers below a bound and the first Fibonacci number
past a bound (or the last below it), by Python ("Use Python to work out how many steps the
Collatz sequence takes to get from 27 down to 1" ran print(27 // 2) and said 13: fresh44
script-93; 「1부터 10,000 사이에 있는 완전수를 파이썬으로 전부 찾아 줘.」 ran print(12*7) and
said 84: script-94; 「피보나치 수열에서 처음으로 1,000을 넘는 수가 뭔지 파이썬으로 구해 줘.」
ran print(34) and said 34: fresh45 script-96).

A small model writes neither loop on its own: the run is written here, from the start number or
the bound the request says, and what it prints is what python_sums finds in the answer (every
perfect number of the list, not one of them).
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
_NUMBER = r"\d{1,3}(?:,\d{3})+|\d+"

# the Collatz (3n + 1, hailstone, 우박수) sequence
_COLLATZ = re.compile(r"\bcollatz\b|\b3\s*[nx]\s*\+\s*1\b|\bhailstone\b|콜라츠|우박\s*수", _I)
# the numbers of the rule and of its end, not the start: "3n + 1", "add 1", "down to 1", 「1이
# 될 때까지」, 「3을 곱하고 1을 더하」
_RULE_NUMBERS = re.compile(
    r"\b3\s*[nx]\s*\+\s*1\b|\b(?:add|plus|reach(?:es)?|to|until|becomes?|hits?)\s+1\b"
    r"|\+\s*1\b|(?<!\d)1\s*(?:이|을|를|에|로)?\s*(?:될|되|도달|더하|더해|까지)"
    r"|(?<!\d)[23]\s*(?:으로|로|을|를)?\s*(?:나누|나눠|곱하|곱해)",
    _I,
)
# the terms (numbers) of the sequence counted, not its steps: "how many numbers/terms",
# 「몇 개의 수」, 「항」, "how long is the sequence", 「길이」
_TERMS = re.compile(
    r"\bhow many (?:numbers|terms|values)\b|\blength\b|\bhow long\b|항|길이|몇\s*개", _I
)

# perfect numbers (a number that is the sum of its proper divisors)
_PERFECT = re.compile(r"\bperfect numbers?\b|완전\s*수", _I)
# the bound: "below 10,000", "under", "less than", "up to", "between 1 and 10000", 「10,000
# 이하」, 「미만」, 「까지」, 「1부터 10,000 사이」
_EN_BOUND = re.compile(
    rf"\b(below|under|less than|smaller than|up to|through|to|and)\s+({_NUMBER})\b", _I
)
_KO_BOUND = re.compile(rf"({_NUMBER})\s*(이하|미만|보다\s*작은|까지|사이|안|내|이내)")


def _numbers(text: str) -> list[int]:
    return [int(n.replace(",", "")) for n in re.findall(rf"(?<![\d.]){_NUMBER}(?!\d|\.\d)", text)]


def _collatz(request: str) -> str | None:
    """The steps (or the terms, with "how many numbers") from the start number to 1."""
    if not _COLLATZ.search(request):
        return None
    starts = set(_numbers(_RULE_NUMBERS.sub(" ", _COLLATZ.sub(" ", request)))) - {1}
    if len(starts) != 1:
        return None
    start = starts.pop()
    if not 2 <= start <= 10**12:
        return None
    counted = "len(s)" if _TERMS.search(request) else "len(s) - 1"
    return (
        f'python3 -c "n = {start}; s = [n]\n'
        "while n != 1:\n"
        "    n = n // 2 if n % 2 == 0 else 3 * n + 1; s.append(n)\n"
        f'print({counted})"'
    )


def _perfect(request: str) -> str | None:
    """Every perfect number up to (or below) the bound said, on one line: "6, 28, 496"."""
    if not _PERFECT.search(request):
        return None
    if en := _EN_BOUND.search(request):
        bound, within = (
            int(en[2].replace(",", "")),
            en[1].lower() in ("up to", "through", "to", "and"),
        )
    elif ko := _KO_BOUND.search(request):
        bound, within = int(ko[1].replace(",", "")), not ko[2].startswith(("미만", "보다"))
    else:
        return None
    end = bound + 1 if within else bound
    if not 2 <= end <= 10**6:  # a divisor sum of each number: a million is a few seconds
        return None
    return (
        f"python3 -c \"print(', '.join(str(k) for k in range(2, {end}) "
        "if sum(d + k // d for d in range(2, int(k ** 0.5) + 1) if k % d == 0) + 1 "
        '- (int(k ** 0.5) if int(k ** 0.5) ** 2 == k else 0) == k))"'
    )


# the Fibonacci sequence
_FIBONACCI = re.compile(r"\bfibonacci\b|피보나치", _I)
# a bound the number passes: "over 1,000", "greater than", "exceeds", "at least", 「1,000을
# 넘는」, 「1000보다 큰」, 「1000 초과」, 「1000 이상」 (the bound itself kept by "at least", 이상)
_EN_OVER = re.compile(
    rf"\b(over|above|past|exceeds?|exceeding|greater than|bigger than|larger than|more than"
    rf"|higher than|at least|beyond)\s+({_NUMBER})\b",
    _I,
)
_KO_OVER = re.compile(
    rf"({_NUMBER})\s*(?:을|를|이|가)?\s*(넘(?!지\s*않)|초과|보다\s*(?:큰|크|많)|이상)"
)
# a bound the number stays under: "below 1,000", "under", "less than", "up to", 「1,000 미만」,
# 「이하」, 「보다 작은」, 「안 넘는」 (the bound itself kept by "up to", 이하, "not over")
_EN_UNDER = re.compile(
    rf"\b(below|under|less than|smaller than|up to|not over|not more than|at most|not exceeding)"
    rf"\s+({_NUMBER})\b",
    _I,
)
_KO_UNDER = re.compile(
    rf"({_NUMBER})\s*(?:을|를|이|가)?\s*(미만|이하|보다\s*작|(?:안|않)\s*넘|넘지\s*않)"
)
# the last, largest one below the bound asked: "largest", "biggest", "last", 「제일 큰」,
# 「가장 큰」, 「마지막」
_LARGEST = re.compile(
    r"\b(?:largest|biggest|greatest|highest|last)\b|(?:제일|가장|젤)\s*큰|최대|마지막", _I
)
# a count or a list of them, not one: "how many Fibonacci numbers", 「몇 개」, "all", 「전부」
_MANY = re.compile(
    r"\bhow many\b|\ball\b|\bevery\b|\blist\b|\bnumbers\s+(?:below|under|up)"
    r"|몇\s*개|전부|모두|다\s*(?:찾|구|알|나열)",
    _I,
)
# a bound on its digits, not its value: "the first Fibonacci number with 100 digits", 「자리」
_DIGITS = re.compile(r"\bdigits?\b|자리", _I)


def _bounds(request: str) -> tuple[list[tuple[str, bool]], list[tuple[str, bool]]]:
    """The bounds the request says a number passes, and the ones it stays under, each with
    whether the bound itself is kept."""
    over = [(m[2], m[1].lower() == "at least") for m in _EN_OVER.finditer(request)]
    over += [(m[1], m[2] == "이상") for m in _KO_OVER.finditer(request)]
    kept_under = ("up to", "not over", "not more than", "at most", "not exceeding")
    under = [(m[2], m[1].lower() in kept_under) for m in _EN_UNDER.finditer(request)]
    under += [(m[1], m[2] == "이하" or "넘" in m[2]) for m in _KO_UNDER.finditer(request)]
    return over, under


def fibonacci_bounded(request: str) -> bool:
    """A Fibonacci number named by a bound on its value or digits, not by its place: "the first
    one over 1,000" is no 1st Fibonacci number."""
    over, under = _bounds(request)
    return bool(_FIBONACCI.search(request)) and bool(over or under or _DIGITS.search(request))


def _fibonacci_bound(request: str) -> str | None:
    """The first Fibonacci number past the bound said (「처음으로 1,000을 넘는 수」: 1597), or
    the largest below it ("the largest Fibonacci number under 1,000": 987); not a count or a
    list of them, the nth one (python_sums), or two bounds."""
    if not _FIBONACCI.search(request) or _MANY.search(request) or _DIGITS.search(request):
        return None
    over, under = _bounds(request)
    if len(over) + len(under) != 1:
        return None
    said, kept = (over or under)[0]
    bound = int(said.replace(",", ""))
    if not 1 <= bound <= 10**100:
        return None
    if over:  # a runs past the bound (to it, with "at least")
        test = f"a < {bound}" if kept else f"a <= {bound}"
    elif _LARGEST.search(request):  # b, the next one, would pass it: a is the last below
        test = f"b <= {bound}" if kept else f"b < {bound}"
    else:
        return None
    return f'python3 -c "a, b = 0, 1\nwhile {test}: a, b = b, a + b\nprint(a)"'


def run_command(request: str) -> str | None:
    """The `python3 -c` making the Collatz count, the perfect numbers or the Fibonacci number
    past (or below) a bound the request asks, or None."""
    return _collatz(request) or _perfect(request) or _fibonacci_bound(request)
