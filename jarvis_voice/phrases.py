"""Whole short utterances matched by code: "stop" while it speaks, "undo that" as a request.

A recogniser's words are compared as letters only (case, spaces and punctuation dropped), so
"Undo that!" and "undo, that" are one phrase. The assistant's name and courtesy words may come
first ("Jarvis, please stop", "좀 되돌려 줘") and the name last ("stop, Jarvis"); anything else
makes it a different utterance: a phrase is never found *inside* a longer request.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TypeVar

T = TypeVar("T")

NAMES = ("jarvis", "자비스")
COURTESY = ("please", "ok", "okay", "hey", "oh", "좀", "제발", "아")
_NOT_LETTER = re.compile(r"[\W_]+", re.UNICODE)
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)


def letters(text: str) -> str:
    return _NOT_LETTER.sub("", text.lower())


def core_words(text: str) -> list[str]:
    """The utterance's words (letters only) without the leading name/courtesy words and a
    trailing name."""
    words = [letters(w) for w in _WORD.findall(text.lower())]
    while words and words[0] in (*NAMES, *COURTESY):
        words = words[1:]
    while words and words[-1] in NAMES:
        words = words[:-1]
    return words


def whole_phrase(text: str, phrases: Mapping[str, T]) -> T | None:
    """`phrases[...]` for the utterance's core words joined, or None when it is not one."""
    return phrases.get("".join(core_words(text)))
