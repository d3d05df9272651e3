"""A tool's word the model broke off into Hangul mended: "muff인" for the "muffin" a csv_query
row showed (fresh24 read-54: "2024-06-02, Seoul, muff인, 55, 2800").

A small model writing Korean around English data sometimes finishes an English word in Hangul
letters, the sound of its end ("in" → 인). When the Latin part is no word of this turn's
results but starts exactly one of them, and at most a few letters are missing, the word meant
is that one. A Latin word that is itself a result's word keeps what follows it (a particle:
"muffin은").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from jarvis_voice.agent.pipeline import CallOutcome

_BROKEN = re.compile(r"(?<![A-Za-z])([A-Za-z]{3,})([가-힣])(?![가-힣])")
_WORD = re.compile(r"[A-Za-z][A-Za-z_-]*")
MOST_MISSING = 3  # letters a broken word may lack: "muff" of "muffin"


def mended(answer: str, outcomes: Sequence[CallOutcome]) -> str:
    """`answer` with each Latin word broken into one Hangul syllable made whole again."""
    words = {w for o in outcomes if not o.result.is_error for w in _WORD.findall(o.result.content)}
    if not words:
        return answer

    def whole(found: re.Match[str]) -> str:
        start = found[1]
        if start in words:
            return found[0]
        fitting = {
            w for w in words if w.startswith(start) and 0 < len(w) - len(start) <= MOST_MISSING
        }
        return fitting.pop() if len(fitting) == 1 else found[0]

    return _BROKEN.sub(whole, answer)
