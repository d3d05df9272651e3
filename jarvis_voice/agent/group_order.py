"""A table's groups said in the order the request asks them.

fresh40 csv-85 ('How many units did each region sell in total? List them from the most to the
fewest.') was answered 'from smallest to largest … Incheon: 77, Busan: 100, Seoul: 146': the
right figures in the order the tool had listed them, not the one asked. When the request says
an order (tools/builtin/sort_order.py) and the answer names the groups of the turn's last
grouped csv_query result otherwise, the groups in that order go back to the model, and they are
the fallback. Groups of equal figures may come either way.
"""

from __future__ import annotations

import itertools
import re

from jarvis_voice.agent.group_names import last_groups
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.romanize import spelled_in_latin
from jarvis_voice.tools.builtin.sort_order import largest_first_asked

_HANGUL_WORD = re.compile(r"[가-힣]+")
CORRECTION = "List them in the order asked, {way}: {lines}."


def _first_at(answer: str, name: str) -> int | None:
    """Where the answer first names `name`, as the table writes it or in Hangul."""
    at = answer.casefold().find(name.casefold())
    found = [at] if at >= 0 else []
    found += [
        word.start()
        for word in _HANGUL_WORD.finditer(answer)
        if name.casefold() in spelled_in_latin(word[0], {name.casefold()})
    ]
    return min(found) if found else None


def order_unkept(request: str, answer: str, facts: list[CallOutcome]) -> list[str]:
    """The last grouped result's lines in the order the request asks, when the answer names
    every group but in another order; [] otherwise (no order asked, or a group unnamed: the
    names are another check's)."""
    largest = largest_first_asked(request)
    if largest is None:
        return []
    groups = last_groups(facts)
    if not groups:
        return []
    ordered = sorted(groups, key=lambda group: group[1], reverse=largest)
    at = [_first_at(answer, name) for name, _, _ in ordered]
    if any(a is None for a in at):
        return []
    said = [(a, value) for a, (_, value, _) in zip(at, ordered, strict=True) if a is not None]
    said.sort()  # the figures in the order the answer names their groups
    pairs = list(itertools.pairwise(value for _, value in said))
    if all(a >= b for a, b in pairs) if largest else all(a <= b for a, b in pairs):
        return []
    return [line for _, _, line in ordered]


def way(request: str) -> str:
    """ "largest first" or "smallest first", as the request asks."""
    return "largest first" if largest_first_asked(request) else "smallest first"
