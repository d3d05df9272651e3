"""A value a request names to leave it out: "croissants sold outside Seoul", "except on
weekends", 「부산 말고」, 「주말 빼고」 — read the same for a table's values (csv_query) and for
days of the week (csv_days)."""

from __future__ import annotations

import re
from collections.abc import Sequence

_BEFORE = re.compile(
    r"\b(?:outside(?: of)?|except(?: for| in| on)?|besides|other than|apart from|excluding"
    r"|not counting|but not|not(?: in| on)?|anywhere but|everywhere but)\s+(?:the\s+|in\s+)?$",
    re.IGNORECASE,
)
_AFTER = re.compile(
    r"^\s*(?:을|를|은|는|이|가|엔|에는)?\s*(?:말고|빼고|빼면|제외|제하고|외에?|아닌|아니고|이외|뺀)"
)


def left_out(said: str, value: str, korean: Sequence[str] = ()) -> bool:
    """Whether `said` names `value` (or one of its Korean words) to leave it out."""
    found = re.search(
        rf"(?<![a-z0-9_]){re.escape(value)}(?:e?s)?(?![a-z0-9_])", said, re.IGNORECASE
    )
    if found and (_BEFORE.search(said[: found.start()]) or _AFTER.match(said[found.end() :])):
        return True
    for word in korean:
        at = said.find(word)
        if at >= 0 and _AFTER.match(said[at + len(word) :]):
            return True
    return False
