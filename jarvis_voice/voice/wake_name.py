"""Is this word the assistant's name as a recogniser writes it? (issue 15, the wake word's
second stage and the wake phrase cut from a request)

Whisper writes a clearly said "Jarvis" as "Jarvis", and a less clear one as a near spelling
("Jervis", "Javis", "Jarbis", "Jaravis", "Jardis" in the wake benchmark's clips). The first
sound is what tells the name from the names people around the user have — Marvin, Travis,
Davis, Mavis, Harvey — so a variant must start with "j" and be at most `MAX_EDITS` letter
edits from "jarvis"; "Jarbo" and "Jared" (3 edits) stay out. "Jervis" is a real name too and
is accepted: said aloud it *is* "Jarvis" to whisper. The Korean spelling counts as itself.
"""

from __future__ import annotations

import itertools
import re

from jarvis_voice.phrases import letters

NAME = "jarvis"
KOREAN_NAMES = ("자비스", "쟈비스")
MAX_EDITS = 2  # "jaravis", "jarbis": 1; "jarbo", "jared", "jarrow": 3 (scripts/bench_wake_word)
_WORD = re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*", re.UNICODE)


def is_name(word: str, max_edits: int = MAX_EDITS) -> bool:
    """True when `word` (any case and punctuation) is a spelling of the assistant's name, at
    most `max_edits` letters from it."""
    core = letters(word)
    if core in KOREAN_NAMES or core.removesuffix("야") in KOREAN_NAMES:  # "자비스야" calls it
        return True
    if not core.startswith("j") or len(core) < 4:
        return False
    return edit_distance(core, NAME) <= max_edits


def words(text: str) -> list[str]:
    return _WORD.findall(text)


def names_assistant(text: str, max_edits: int = MAX_EDITS) -> bool:
    """True when the name is one of the words of `text`, or two words whisper split it into
    ("Jar vis")."""
    found = words(text)
    if any(is_name(word, max_edits) for word in found):
        return True
    return any(
        len(letters(a)) <= 3 and is_name(a + b, max_edits) for a, b in itertools.pairwise(found)
    )


def far_spelling(text: str) -> str:
    """The word of `text` that is a far spelling of the name — `MAX_EDITS` letters from it,
    "Jaros", "Jarras", "Jarnus" — when no nearer one is there; "" otherwise. Such a word is as
    often another name heard right ("Hey Jairus" written "Hey Jaros") as the name heard wrong."""
    if names_assistant(text, MAX_EDITS - 1):
        return ""
    return next((word for word in words(text) if is_name(word)), "")


def called_name(text: str) -> str:
    """The word after a leading "Hey" in `text` — the name whisper heard called ("Hey,
    Travis." → "Travis") — or "" when the words do not start that way."""
    found = words(text)
    if not found or letters(found[0]) != "hey":
        return ""
    # "Hey, hey, Jarvinan": the name is the first word after the greeting, said once or twice
    return next((word for word in found[1:] if letters(word) != "hey"), "")


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance: insertions, deletions and substitutions of one letter each."""
    previous = list(range(len(b) + 1))
    for i, left in enumerate(a, 1):
        current = [i]
        for j, right in enumerate(b, 1):
            current.append(
                min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (left != right))
            )
        previous = current
    return previous[-1]
