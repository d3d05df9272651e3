"""A whole number written in another base by Python ("Use Python to write 2024 in binary." put
bin(2024) into calculate, which failed, and the model said it could not help: fresh41 script-87;
"convert 255 to hex with Python", 「파이썬으로 2024를 2진수로 바꿔 줘」, 「100을 16진수로」).

The run is python3's bin, hex or oct of the number, which prints it with its prefix (0b, 0x, 0o)
so that `said_in` knows what it printed and finds the digits in an answer with the prefix or
without. A number read from another base ("0b1010 in decimal", 「2진수 1010을 10진수로」) is no
conversion written here.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
_NUMBER = r"(?P<n>\d{1,3}(?:,\d{3})+|\d+)"
# each base by its names: binary, base 2, 2진수, 이진수, 2진법
_BASES = {
    "bin": r"binary|base[- ]?2\b|(?:2|이)\s*진(?:수|법)",
    "hex": r"hex(?:adecimal)?|base[- ]?16\b|(?:16|십육)\s*진(?:수|법)",
    "oct": r"octal|base[- ]?8\b|(?:8|팔)\s*진(?:수|법)",
}
_BASE = "|".join(f"(?P<{name}>{words})" for name, words in _BASES.items())
# the number before the base: "write 2024 in binary", "convert 255 to hex", "2024 as an octal
# number", 「2024를 2진수로」, 「255는 16진수로 뭐야」
_EN_TO = re.compile(
    rf"(?<![\w.,]){_NUMBER}(?![\w.]|,\d)\s+(?:(?:written|expressed|converted|represented)\s+)?"
    rf"(?:in|to|into|as)\s+(?:an?\s+)?(?:{_BASE})",
    _I,
)
# the base before the number: "the binary representation of 2024", "2024's hex", "binary for 10"
_EN_OF = re.compile(
    rf"(?:{_BASE})\s+(?:form|representation|value|version|equivalent|notation|digits)?\s*"
    rf"(?:of|for)\s+{_NUMBER}(?![\w.]|,\d)",
    _I,
)
_KO_TO = re.compile(
    rf"(?<![\w.,]){_NUMBER}\s*(?:을|를|은|는|이|가|의)?\s*(?:{_BASE})(?:로|으로|의|는|가|값)?"
)
# a number read from another base, or its digits written in one already: "0b1010", "0xff",
# "1010 from binary", "10진수로", "in decimal"
_FROM_BASE = re.compile(
    r"\b0[bxo][0-9a-f]+\b|\bfrom (?:binary|hex|octal)\b|\b(?:in|to|into) decimal\b"
    r"|(?:10|십)\s*진(?:수|법)\s*(?:으로|로)",
    _I,
)
_PRINTED = re.compile(r"-?0([bxo])([0-9a-f]+)")


def _int(said: str) -> int:
    return int(said.replace(",", ""))


def run_command(request: str) -> str | None:
    """The `python3 -c` that writes the number the request names in the base it asks, or None
    (no base asked, a base read from, or two numbers or bases)."""
    if _FROM_BASE.search(request):
        return None
    found = [m for p in (_EN_TO, _EN_OF, _KO_TO) for m in p.finditer(request)]
    asked = {(_int(m["n"]), next(name for name in _BASES if m[name])) for m in found}
    # one number and one base in the whole request: "10 and 20 in binary", "in binary and hex"
    # are more than this run writes
    bases = {name for name, words in _BASES.items() if re.search(words, request, _I)}
    numbers = re.findall(r"\d[\d,]*", re.sub(rf"{_BASE}|python\s*3", " ", request, flags=_I))
    if len(asked) != 1 or len(bases) != 1 or len(numbers) != 1:
        return None
    number, base = asked.pop()
    return f'python3 -c "print({base}({number}))"' if number < 10**30 else None


def said_in(printed: str, answer: str) -> bool | None:
    """Whether `answer` writes the digits Python printed as bin, hex or oct writes them (its
    prefix there or not, any letter case), or None when it printed no such number."""
    found = _PRINTED.fullmatch(printed.strip().lower())
    if found is None:
        return None
    digits = re.escape(found[2])
    return bool(re.search(rf"(?<![0-9a-z])(?:0{found[1]})?{digits}(?![0-9a-z])", answer, _I))
