"""Which end first a request asks a listing in: "from the most to the fewest", "largest first",
"descending", 「많은 순으로」, 「적은 것부터」.

An order said in the request decides the order of the list it gets back: a word of its other
end ("the fewest" of "from the most to the fewest") is no order of its own. Told "smallest
first" for 'List them from the most to the fewest', the model listed them rising and said so
(fresh40 csv-85).
"""

from __future__ import annotations

import re

_BIG = r"largest|biggest|highest|most|greatest|top|best"
_SMALL = r"smallest|lowest|least|fewest|cheapest|worst"
_KO_AFTER = r"\s*(?:순|(?:것|거|곳|데|지역|날|제품|상품|사람)?\s*부터)"

_DESCENDING = re.compile(
    rf"\b(?:descending|(?:{_BIG})(?: \w+)? first|from (?:the )?(?:{_BIG})"
    rf"|(?:the )?(?:{_BIG}) to (?:the )?(?:{_SMALL}))\b|내림차순"
    rf"|(?:많은|많이\s*팔린|큰|높은|비싼|긴|최신){_KO_AFTER}",
    re.IGNORECASE,
)
_ASCENDING = re.compile(
    rf"\b(?:ascending|(?:{_SMALL})(?: \w+)? first|from (?:the )?(?:{_SMALL})"
    rf"|(?:the )?(?:{_SMALL}) to (?:the )?(?:{_BIG}))\b|오름차순"
    rf"|(?:적은|적게\s*팔린|작은|낮은|싼|짧은){_KO_AFTER}",
    re.IGNORECASE,
)


def largest_first_asked(request: str) -> bool | None:
    """True for an order from the largest, False from the smallest, None for none said (the
    first said, when both are)."""
    down, up = _DESCENDING.search(request), _ASCENDING.search(request)
    if down is None or up is None:
        return None if down is None and up is None else down is not None
    return down.start() < up.start()
