"""How many handshakes (or clinks, or games) there are when each of some people meets every
other once ("10명이 모여서 서로 한 번씩 빠짐없이 악수하면 악수는 모두 몇 번 하게 돼?", "If 8
people each shake hands with everyone else once, how many handshakes is that?"): n × (n − 1) ÷ 2.

fresh44 calc-94 was calculated as 10*10 = 100 — each person with each, themselves too and every
handshake twice — and said back. The calculator gives this reading beside the model's expression
(measures.measure_line). One number of people (or teams) is read, each pair meeting once: a
second number, or each pair twice (「두 번씩」, twice), is the model's sum.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
# each pair meeting: a handshake, a clink of glasses, a game of a round robin
_MEET = re.compile(
    r"\bshak\w*\s+hands?\b|\bhandshakes?\b|\bclink\w*\b|\btoast\w*\b"
    r"|\bplays?\s+(?:every|each)\s+other\b|\bround[- ]robin\b"
    r"|악수|건배|잔을\s*부딪|리그전|풀\s*리그|(?:한\s*번씩|1\s*번씩)\s*(?:경기|시합|대결|붙)",
    _I,
)
# each with every other: "everyone else", "each other", "every other", 「서로」, 「모두와」
_EACH_OTHER = re.compile(
    r"\b(?:every\s*one|everybody|each|every|all)\s+(?:else|other|of the others)\b"
    r"|\beach\s+other\b|\bone another\b|\bround[- ]robin\b|서로|모두와|다른\s*(?:사람|팀|모두)"
    r"|빠짐없이|리그전|풀\s*리그",
    _I,
)
# who: "10 people", "8 guests", 「10명」, 「6팀」, "12 teams", "5 of us"
_WHO = re.compile(
    r"(?<![\d.])(\d+)\s*(?:명|팀|사람|(?:people|persons|guests|friends|players|teams|members"
    r"|kids|children|students|of us)\b)",
    _I,
)
# each pair more than once: "twice", 「두 번씩」 (spelled 2 번씩)
_MORE = re.compile(r"\btwice\b|\bthree times\b|(?<!\d)[2-9]\s*번씩", _I)


def pairs_once_line(text: str) -> str | None:
    """ "10 people, each pair once: 10 × 9 ÷ 2 = 45" when a request (its Korean numbers spelled
    as digits) has each of some people meet every other once and asks how many meetings;
    None otherwise."""
    if not (_MEET.search(text) and _EACH_OTHER.search(text)) or _MORE.search(text):
        return None
    who = list(_WHO.finditer(text))
    if len(who) != 1:
        return None
    others = [n for n in re.findall(r"(?<![\d.])\d+(?![\d.])", text) if n != "1"]
    if others != [who[0][1]]:
        return None  # another number beside the people ("a 1 번씩" is the once)
    n = int(who[0][1])
    if not 2 <= n <= 10**6:
        return None
    return f"{n} of them, each pair once: {n} × {n - 1} ÷ 2 = {n * (n - 1) // 2:,}"
