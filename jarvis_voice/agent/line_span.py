"""A stretch of a file's lines named by their numbers: "from line 751 to the end", "lines 100 to
200", "the first 50 lines", 「751번째 줄부터 끝까지」, 「100~200번째 줄」.

A count asked of those lines is of the lines at those places in the whole file: "How many ERROR
lines are there in the second half of the app log, from line 751 to the end?" ran `grep ERROR |
tail -n +751`, which skips 750 of the errors, not of the lines (fresh38 count-81). The stretch is
cut first, by `sed -n` (or `head`), and only then filtered.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
_N = r"(\d{1,3}(?:,\d{3})+|\d+)"
_TO_END = (
    r"(?:to|till|until|through)\s+(?:the\s+)?(?:very\s+)?(?:end|last\s+line|bottom)\b"
    r"|on(?:wards?)?\b|and\s+(?:after|beyond|later|below)\b"
)
_EN = re.compile(
    # "from line 751 to the end", "line 751 onward", "lines 100 to 200", "between lines 100
    # and 200", "lines 100-200"
    rf"\blines?\s+(?:number\s+|no\.?\s+)?{_N}\s*(?:(?:-|–|to|through|thru|and|until|till)\s*"
    rf"(?:line\s+)?{_N}\b|(?:{_TO_END}))"
    # "after line 750": the ones below it
    rf"|\b(?P<after>after|past|below|beyond)\s+line\s+{_N}\b"
    rf"|\bfirst\s+{_N}\s+lines\b",
    _I,
)
_KO_LINE = r"\s*(?:번째\s*)?(?:줄|행|라인)"
_KO = re.compile(
    # 「751번째 줄부터 끝까지」, 「100번째 줄부터 200번째 줄까지」, 「100~200번째 줄」
    rf"{_N}{_KO_LINE}\s*(?:부터|에서|이후)\s*(?:{_N}(?:{_KO_LINE})?\s*까지)?"
    rf"|{_N}\s*(?:~|-|–)\s*{_N}{_KO_LINE}"
    rf"|(?:처음|앞|첫)\s*{_N}\s*(?:줄|행)",
)


def _number(text: str) -> int:
    return int(text.replace(",", ""))


def span_asked(request: str) -> tuple[int, int | None] | None:
    """(the first line, the last line or None for the end) of the stretch the request names by
    line numbers, or None. The first line is 1 or more; a stretch the wrong way round is
    none."""
    found = _EN.search(request) or _KO.search(request)
    if found is None:
        return None
    numbers = [_number(g) for g in found.groups() if g and g[0].isdigit()]
    if "after" in found.groupdict() and found["after"]:
        return numbers[0] + 1, None
    said = found[0].casefold()
    if said.startswith(("first", "처음", "앞", "첫")):
        return 1, numbers[0]
    first = max(numbers[0], 1)
    last = numbers[1] if len(numbers) > 1 else None
    if last is not None and last < first:
        return None
    return first, last


def cut(span: tuple[int, int | None]) -> str:
    """The command that prints those lines of a file named after it."""
    first, last = span
    if first == 1 and last is not None:
        return f"head -n {last}"
    return f"sed -n '{first},{last if last is not None else '$'}p'"
