"""What was sold, said by its name.

Part of grounding (`agent/grounding.py`). 「6월 5일에 부산에서는 뭘 팔았어? 몇 개 팔았는지도.」
was shown csv_query's one row (product=muffin, units=45) and answered 「… 45개 팔았습니다.」
(fresh43 read-92): the count, never what was sold. When a question asks what was sold and the
last table look-up shows its rows, an answer that names none of their items (in Latin letters
or in Hangul: 머핀 for muffin) is sent back, those rows the fallback.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.romanize import spelled_in_latin

_I = re.IGNORECASE
# 「뭘 팔았어」, 「무엇을 판매했어」, 「어떤 제품을 팔았어」, "what did we sell", "what was sold",
# "which products sold"
_WHAT_SOLD = re.compile(
    r"(?:뭘|뭐|뭐가|무엇을?|무엇이|무슨\s*\S+|어떤\s*\S+|어느\s*\S+)\s*(?:팔|판매|나갔|나간)"
    r"|\bwhat (?:did|do|have) (?:we|i|they|you) (?:\w+ )?sell\b|\bwhat (?:was|were|got) sold\b"
    r"|\bwhich (?:products?|items?|things?) (?:did|were|was|got)\b[^?]*\bsold?\b",
    _I,
)
# a row as csv_query shows it: "date=2024-06-05, region=Busan, product=muffin, units=45"
_ROW = re.compile(r"^(?:row: )?((?:[\w ]+=[^,\n]*, )+[\w ]+=[^,\n]*)$", re.MULTILINE)
_ITEM_COLUMN = re.compile(r"^(?:product|item|name|menu|goods|제품|상품|품목|메뉴)", _I)
# "sales.csv: 1 of 12 rows where …", a preview's "1 rows where …" (after its "12 rows;")
_KEPT = re.compile(r"(?:^|: )(\d+) (?:of \d+ )?rows\b", re.MULTILINE)
MAX_ROWS = 5  # more is a listing, not the few things sold
CORRECTION = "The question asks what was sold: name it as the rows show it: {lines}."


def items_unsaid(request: str, answer: str, facts: list[CallOutcome]) -> list[str]:
    """The last table look-up's rows when a what-was-sold question is answered without any of
    their items; [] otherwise."""
    if not _WHAT_SOLD.search(request) or not answer.strip():
        return []
    for outcome in reversed(facts):
        if outcome.call.name != "csv_query" or outcome.result.is_error:
            continue
        content = outcome.result.content
        rows = [m[1] for m in _ROW.finditer(content)]
        items = {item for row in rows for item in _items(row)}
        # the rows kept, not those shown: a preview shows the first five of any number
        kept = [int(n) for n in _KEPT.findall(content)]
        if not items or not kept or kept[-1] > MAX_ROWS or _names_one(answer, items):
            return []
        return rows
    return []


def _items(row: str) -> list[str]:
    cells = (part.split("=", 1) for part in row.split(", "))
    return [value.strip() for name, value in cells if _ITEM_COLUMN.match(name.strip())]


def _names_one(answer: str, items: set[str]) -> bool:
    """The answer names one of `items`, as written or in Hangul ("머핀" for muffin)."""
    said = answer.casefold()
    known = {item.casefold() for item in items}
    if any(re.search(rf"(?<![a-z]){re.escape(item)}", said) for item in known):
        return True
    return any(spelled_in_latin(word, known) for word in re.findall(r"[가-힣]{2,}", answer))
