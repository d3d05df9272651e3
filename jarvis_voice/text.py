"""Text helpers shared by every layer: one way to shorten text for a line or a preview, one
way to tell Korean writing, the small numbers said in English words."""

from __future__ import annotations

import re

ELLIPSIS = "…"
HANGUL_SYLLABLES = "\uac00-\ud7a3"  # 가…힣, as a regex character range: how Korean is written
_HANGUL_SYLLABLE = re.compile(f"[{HANGUL_SYLLABLES}]")
# small counts said in words ("six weeks", "more than five words")
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}  # fmt: skip
# two numbers offered as alternatives or a range ("5 or 6 years", "30~45분"): no one sum is asked
NUMBERS_OFFERED = re.compile(r"\d\s*(?:or|to|-|~|또는|아니면)\s*\d", re.IGNORECASE)
# Native Korean numbers before a counter or unit ("두 근", "세 시간 반", "다섯 개", "세 시 반")
NATIVE_NUMBERS = {
    "한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9,
    "열": 10, "열한": 11, "열두": 12, "열세": 13, "열네": 14, "열다섯": 15, "스무": 20,
}  # fmt: skip


def has_hangul_syllable(text: str) -> bool:
    return _HANGUL_SYLLABLE.search(text) is not None


def clip(text: str, limit: int, *, flatten: bool = True) -> str:
    """`text` cut to at most `limit` characters, ending in "…" when cut.

    `flatten` first joins all whitespace runs (newlines included) into single spaces, for
    one-line previews (ACTIVITY, spoken summaries, log lines).
    """
    if flatten:
        text = " ".join(text.split())
    if len(text) <= limit:
        return text
    return text[: max(limit - 1, 0)] + ELLIPSIS
