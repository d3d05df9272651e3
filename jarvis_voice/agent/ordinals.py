"""Ordinals as people say them: "second", "2nd", "100th", "두 번째", "세번째", "100번째", "첫 번째".

A request names one of many things by its place ("my second commit", "the 100th warning", "두
번째 커밋"); grounding turns that into the number a command takes (`sed -n 2p`, `NR == 100`).
"""

from __future__ import annotations

import re

_EN_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "twentieth": 20,
    "fiftieth": 50, "hundredth": 100, "thousandth": 1000,
}  # fmt: skip
# Korean counts before 번째: 첫 (not 한), 두, 세, 네 …; 열두 번째 is 10 + 2
_KO_UNITS = {"첫": 1, "한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7,
             "여덟": 8, "아홉": 9}  # fmt: skip
_KO_UNIT = "|".join(sorted(_KO_UNITS, key=len, reverse=True))

# a day of a month is no place in a list: "on the 5th", "the 3rd of July", "June 2nd"
_NOT_A_DAY_BEFORE = r"(?<!\bon )(?<!\bon the )"
_NOT_A_DAY_AFTER = (
    r"(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|this month|next month"
    r"|last month))"
)
_MONTH_BEFORE = (
    r"(?<!jan )(?<!feb )(?<!mar )(?<!apr )(?<!may )(?<!jun )(?<!jul )(?<!aug )(?<!sep )"
    r"(?<!oct )(?<!nov )(?<!dec )(?<!june )(?<!july )"
)
ORDINAL = re.compile(
    rf"{_NOT_A_DAY_BEFORE}\b({'|'.join(_EN_WORDS)})\b{_NOT_A_DAY_AFTER}"
    rf"|{_NOT_A_DAY_BEFORE}{_MONTH_BEFORE}\b(\d{{1,6}})(?:st|nd|rd|th)\b{_NOT_A_DAY_AFTER}"
    rf"|(?<![\w가-힣])(열|스무)?\s*({_KO_UNIT})?\s*번\s*째"
    r"|(?<![\d.,])(\d{1,6})\s*번\s*째"
    r"|(?<![\w가-힣])(첫째|둘째|셋째|넷째|다섯째)",
    re.IGNORECASE,
)
_KO_TH = {"첫째": 1, "둘째": 2, "셋째": 3, "넷째": 4, "다섯째": 5}


def ordinal_value(found: re.Match[str]) -> int | None:
    """The place an `ORDINAL` match names (None for a bare 번째 with no count before it)."""
    word, digits, tens, unit, ko_digits, ko_th = found.groups()
    if word:
        return _EN_WORDS[word.lower()]
    if digits or ko_digits:
        return int(digits or ko_digits) or None
    if ko_th:
        return _KO_TH[ko_th]
    if tens is None and unit is None:
        return None
    base = {"열": 10, "스무": 20}.get(tens or "", 0)
    return base + (_KO_UNITS[unit] if unit else 0) or None


def ordinal_in(text: str) -> int | None:
    """The first place the text names by an ordinal, if any."""
    for found in ORDINAL.finditer(text):
        value = ordinal_value(found)
        if value is not None:
            return value
    return None
