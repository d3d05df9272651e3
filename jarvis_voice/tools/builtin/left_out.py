"""A value a request names to leave it out: "croissants sold outside Seoul", "except on
weekends", "leaving the muffins out", 「부산 말고」, 「주말 빼고」 — read the same for a table's
values (csv_query) and for days of the week (csv_days)."""

from __future__ import annotations

import re
from collections.abc import Sequence

_BEFORE = re.compile(
    r"\b(?:outside(?: of)?|except(?: for| in| on)?|besides|other than|apart from|excluding"
    r"|not counting|but not|not(?: in| on)?|anywhere but|everywhere but|all but|(?:every|any)thing"
    r" but|not including|minus|aside from|save for|(?<!days )(?<!day )without"
    r"|(?:leaving|leave|taking|take|setting|set|putting|put) (?:out|aside|away))"
    r"\s+(?:the\s+|in\s+|our\s+)?$",
    re.IGNORECASE,
)
# "leaving the muffins out", "with the muffins left out", "muffins aside": said after the value
# (fresh28 csv-61 was answered the muffins' own total)
_VERB = re.compile(
    r"\b(?:leaving|leave|taking|take|setting|set|putting|put|keeping|keep)\s+(?:the\s+|our\s+)?$",
    re.IGNORECASE,
)
_OUT = re.compile(r"^\s+(?:out|aside|away)\b", re.IGNORECASE)
_EN_AFTER = re.compile(r"^\s+(?:left out|excluded|not counted|aside)\b", re.IGNORECASE)
_AFTER = re.compile(
    r"^\s*(?:을|를|은|는|이|가|엔|에는)?\s*(?:말고|빼고|빼면|제외|제하고|외에?|아닌|아니고|이외|뺀)"
)


def left_out(said: str, value: str, korean: Sequence[str] = ()) -> bool:
    """Whether `said` names `value` (or one of its Korean words) to leave it out."""
    found = re.search(
        rf"(?<![a-z0-9_]){re.escape(value)}(?:e?s)?(?![a-z0-9_])", said, re.IGNORECASE
    )
    if found:
        before, after = said[: found.start()], said[found.end() :]
        if _BEFORE.search(before) or _AFTER.match(after) or _EN_AFTER.match(after):
            return True
        if _VERB.search(before) and _OUT.match(after):
            return True
    for word in korean:
        at = said.find(word)
        if at >= 0 and _AFTER.match(said[at + len(word) :]):
            return True
    return False
