"""A Roman numeral's value worked out by Python (「로마 숫자 MCMXCIV가 얼마인지 파이썬으로 변환해
줘.」 was answered 「1994는 MCMXCIV입니다.」 with no run at all: fresh43 script-92 — the request
writes no digit, so it had not counted as a computation Python was asked for; "Use Python to
convert the Roman numeral XLII to a number").

The run reads the numeral the request writes (checked to be one by the usual rules: M up to
three times, CM, CD, XC, XL, IX, IV), each letter's value taken away when a bigger one follows
("CM" is 900, not 1100), and prints the number, which python_sums finds in the answer. A number
written in Roman numerals ("1994 in Roman numerals") is the other way, not written here.
"""

from __future__ import annotations

import re

# the numeral asked about is said to be Roman: "Roman numeral", "roman numerals", 「로마 숫자」
_ROMAN_SAID = re.compile(r"\broman\b|로마\s*(?:숫자|자|수)", re.IGNORECASE)
# a well-formed numeral in capitals, not inside a word (Korean particles may follow: 「XIV가」)
_NUMERAL = re.compile(
    r"(?<![A-Za-z])(?=[MDCLXVI])(M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3}))"
    r"(?![A-Za-z])"
)


def numeral_in(request: str) -> str | None:
    """The one Roman numeral the request asks the value of, or None (none said to be Roman, a
    digit in the request — a number to write as a numeral —, or two numerals)."""
    if not _ROMAN_SAID.search(request) or re.search(r"\d", request):
        return None
    # "Can I use Python …": the pronoun I is no numeral when another one is written
    found = {m[1] for m in _NUMERAL.finditer(request) if m[1]}
    if len(found) > 1:
        found.discard("I")
    return found.pop() if len(found) == 1 else None


def run_command(request: str) -> str | None:
    """The `python3 -c` that prints the value of the Roman numeral the request writes, or
    None."""
    numeral = numeral_in(request)
    if numeral is None:
        return None
    return (
        "python3 -c \"v = {'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}; "
        f"s = '{numeral}'; "
        'print(sum(-v[a] if v[a] < v[b] else v[a] for a, b in zip(s, s[1:])) + v[s[-1]])"'
    )
