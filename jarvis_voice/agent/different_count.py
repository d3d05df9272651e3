"""How many different values were asked: the table's count of them said.

Part of grounding (`agent/grounding.py`). "How many different products did we sell in Busan?"
was shown csv_query's "product has 4 different values: …", then summed the units and answered
with each product's units (fresh40 count-85). When a "how many different / distinct / 종류"
question has that line from a query this turn, an answer without its number is sent back, the
line the fallback.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.answer_numbers import numbers_in
from jarvis_voice.agent.pipeline import CallOutcome

_I = re.IGNORECASE
_DIFFERENT_ASKED = re.compile(
    r"\bhow many\s+(?:\w+\s+){0,2}?(?:different|distinct|unique|separate|kinds? of|types? of)\b"
    r"|\bnumber of\s+(?:different|distinct|unique)\b"
    r"|몇\s*(?:종류|가지)|서로\s*다른[^?]{0,20}몇|(?:종류|가짓수)[가는이]?\s*(?:몇|얼마)",
    _I,
)
_DIFFERENT_LINE = re.compile(r"^\S.* has (\d+) different values: .+$", re.MULTILINE)
# a small count in words: "four different products", 「네 가지」, 「다섯 종류」
COUNT_WORDS = {
    1: r"\bone\b|\bsingle\b|한\s*(?:가지|종류|개)|하나", 2: r"\btwo\b|두\s*(?:가지|종류|개)|둘",
    3: r"\bthree\b|세\s*(?:가지|종류|개)|셋", 4: r"\bfour\b|네\s*(?:가지|종류|개)|넷",
    5: r"\bfive\b|다섯", 6: r"\bsix\b|여섯", 7: r"\bseven\b|일곱", 8: r"\beight\b|여덟",
    9: r"\bnine\b|아홉", 10: r"\bten\b|(?<![가-힣])열\s*(?:가지|종류|개)",
}  # fmt: skip
CORRECTION = (
    "The question asks how many different ones: say that number as the result gives it: {lines}."
)


def unsaid(request: str, answer: str, facts: list[CallOutcome]) -> list[str]:
    """The turn's last "X has N different values" line when a how-many-different question is
    answered without N; [] otherwise."""
    if not _DIFFERENT_ASKED.search(request) or not answer.strip():
        return []
    for outcome in reversed(facts):
        if outcome.call.name != "csv_query" or outcome.result.is_error:
            continue
        line = _DIFFERENT_LINE.search(outcome.result.content)
        if line is None:
            continue
        count = int(line[1])
        if any(value == count for _, value in numbers_in(answer)):
            return []
        words = COUNT_WORDS.get(count)
        return [] if words and re.search(words, answer, _I) else [line[0]]
    return []
