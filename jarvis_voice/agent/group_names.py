"""Each group of a csv_query result named as the table names it, beside its figure.

fresh39 csv-84 (「sales.csv 보고 제품마다 단가가 얼마인지 정리해 줘.」) got the right grouped
result (cheesecake: 6500 … bagel: 2500) and answered 「케이스케이크: 6500, 바구니: 4100,
크로issant: 3200, muffin: 2800, 바그ел: 2500」: every figure, beside names no one can match to
the table. A small model writing Korean around English data garbles the names it tries to say
in Hangul. When an answer gives every group's figure but leaves a group's name out — as the
table writes it, or in Hangul that spells or sounds like it (크루아상, 부산에서) — the result's
lines go back to the model, and they are the fallback.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.answer_numbers import numbers_in
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.romanize import spelled_in_latin
from jarvis_voice.tools.builtin.calculator import spell_korean_numbers

CSV_TOOL = "csv_query"
# a grouped result's head ("average of unit_price by product (largest first):") and its lines
_HEAD = re.compile(r"^[^\n]* by [^\n]*:$", re.M)
_LINE = re.compile(r"([^:\n]{1,40}): (-?\d+(?:\.\d+)?)")
_ALL_TOGETHER = re.compile(r"all \d+ groups together: ")
MOST_GROUPS = 12  # more than an answer lists
_HANGUL_WORD = re.compile(r"[가-힣]+")
CORRECTION = "Name each one as the table does, beside its figure. The result says: {lines}."


def groups_shown(text: str) -> list[tuple[str, float, str]]:
    """(name, figure, line) of each group under a grouped result's head, in order."""
    groups: list[tuple[str, float, str]] = []
    for head in _HEAD.finditer(text):
        for line in text[head.end() :].lstrip("\n").split("\n"):
            found = _LINE.fullmatch(line)
            if found is None or _ALL_TOGETHER.match(line):
                break  # "all 3 groups together: 323" is their sum, no group
            groups.append((found[1].strip(), float(found[2]), line))
    return groups


def last_groups(facts: list[CallOutcome]) -> list[tuple[str, float, str]]:
    """The groups of the turn's last grouped csv_query result, when it has 2 to MOST_GROUPS of
    them (fewer is no list, more than an answer lists); [] otherwise."""
    for outcome in reversed(facts):
        if outcome.call.name != CSV_TOOL or outcome.result.is_error:
            continue
        groups = groups_shown(outcome.result.content)
        if groups:
            return groups if 2 <= len(groups) <= MOST_GROUPS else []
    return []


def _named(name: str, answer: str, spelled: set[str]) -> bool:
    return name.casefold() in answer.casefold() or name.casefold() in spelled


def names_unsaid(answer: str, facts: list[CallOutcome]) -> list[str]:
    """The lines of the turn's last grouped csv_query result when the answer says every
    group's figure but not every group's name; [] otherwise (a figure left out is another
    check's, and so is a result with no groups)."""
    groups = last_groups(facts)
    if not groups:
        return []
    said = [value for _, value in numbers_in(spell_korean_numbers(answer))]
    if not all(any(abs(x - value) < 0.5 for x in said) for _, value, _ in groups):
        return []
    known = {name.casefold() for name, _, _ in groups}
    spelled = {w for word in _HANGUL_WORD.findall(answer) for w in spelled_in_latin(word, known)}
    if all(_named(name, answer, spelled) for name, _, _ in groups):
        return []
    return [line for _, _, line in groups]
