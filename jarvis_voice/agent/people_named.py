"""The people a named file mentions by name: "How many different people do I mention by name in
notes.txt?", "notes.txt에 이름이 나오는 사람이 몇 명이야?", "Who do I mention in notes.txt?"

Part of grounding (`agent/grounding.py`). A small model counted notes.txt's rows with csv_query
and said 7 people (fresh34 count-73: Mina and Daniel, 2). A name is read where a note puts a
person: a capitalised word after a word that goes with people ("with Mina", "call Ann", "email
Bob", "ask Dr. Lee", "send the invoice to Daniel" — not "tickets to Busan"), before "'s", or
after a title; a Korean name before 씨, 님, 한테, 에게, 께. Weekdays, months, the first word of
a line and role words (the plumber, 엄마, 팀장님) are no names. This reading can miss a name or
take a place for one, so the answer lists the names found, for the person to see, not a bare
count; an answer without that count or one of those names is sent back with them.
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent.request_words import FILE_NAME, URL
from jarvis_voice.text import NATIVE_NUMBERS, NUMBER_WORDS

_I = re.IGNORECASE
# people asked about, by name: "how many people do I mention", "who is named in", "사람 이름",
# "몇 명", "누구누구"
_PEOPLE_ASKED = re.compile(
    r"\b(?:people|persons?|who(?:m)?)\b[^.?!]{0,40}?\b(?:mention|mentioned|named?|name"
    r"|appear|appears|listed|in)\b"
    r"|\bnamed?\s+(?:people|persons)\b|\bmention(?:ed)?\s+by\s+name\b"
    r"|\bnames?\s+of\s+(?:the\s+)?(?:people|persons)\b|사람\s*(?:들\s*)?(?:의\s*)?이름"
    r"|사람\s*(?:이름|은|이|들)?\s*(?:\S+\s+){0,2}?(?:몇\s*명|누구)|이름\S*\s*(?:\S+\s+){0,3}?(?:몇\s*명|누구)"
    r"|누구\s*누구|누구(?:를|랑|한테)?\s*(?:\S+\s+)?(?:언급|적|나와|나오)",
    _I,
)
# a word that goes with a person just before the name ("visit", "from" are left out: "Visit
# Paris", "order from Amazon")
_EN_CUE = re.compile(
    r"\b(?:with|call|phone|ring|email|e-mail|mail|text|message|ping|ask|tell|remind|meet|thank"
    r"|invite|pay|cc|and|for|by|help|congratulate|pick\s+up|drop\s+off|lunch"
    r"|dinner|coffee|date|to)\s+$",
    _I,
)
# "to" goes with a person after a verb of giving or telling, not after a trip
_TO_A_PERSON = re.compile(
    r"\b(?:send|sent|give|gave|hand|pass|show|mail|email|forward|write|wrote|talk|speak|reply"
    r"|say|explain|lend|return|introduce|pay|report|present|deliver|submit|mention)\b",
    _I,
)
_TITLE = re.compile(r"\b(?:Mr|Mrs|Ms|Miss|Dr|Prof|Professor|Aunt|Uncle)\.?\s+$")
_NOT_NAMES = frozenset(re.findall(r"\S+",
    "monday tuesday wednesday thursday friday saturday sunday january february march april may "
    "june july august september october november december today tomorrow yesterday i the a an "
    "my our your this that it we you he she they mom dad team mr mrs ms miss dr prof professor "
    "aunt uncle"
))  # fmt: skip
_CAPITALISED = re.compile(r"(?<![\w'’.-])([A-Z][a-z]+(?:-[A-Z]?[a-z]+|['’][A-Z][a-z]+)?)(?![\w-])")
# a Korean name before a word for a person's name: 민아 씨, 김민수님, 지영이한테, 다니엘에게
_KO_NAME = re.compile(
    r"(?<![가-힣])([가-힣]{2,4}?)(?:이)?\s*(?:씨|님|한테|에게|께)(?![가-힣]*(?:에서|로))"
)
_KO_ROLES = frozenset(re.findall(r"\S+",
    "엄마 아빠 어머니 아버지 할머니 할아버지 형 누나 언니 오빠 동생 남편 아내 아들 딸 친구 팀장 "
    "부장 과장 차장 대리 사장 선생 교수 고객 손님 기사 배관공 의사 간호사 직원 동료 상사 선배 "
    "후배 회사 은행 가족 부모 여러분 누구 사람 담당자 관리자 집주인"
))  # fmt: skip


# the lines naming people deleted, no question about them: 「사람 이름이 들어간 메모는 지워 줘」
# (fresh44 write-94 was answered "no one is named" after the loop had taken them out)
DELETE_WORDS = re.compile(
    r"\b(?:delete|remove|drop|erase|strip|take\s+out|get\s+rid\s+of|cut)\b"
    r"|지워|지우|지운|삭제|빼(?!고|면)|없애|제거",
    _I,
)
_NOTE_FILE = re.compile(r"\.(?:txt|md|markdown|rst|org|text)$|^README$", _I)


def asked(request: str) -> str | None:
    """The file a request asks the people of, by name, or None."""
    named = FILE_NAME.findall(URL.sub(" ", request))
    if len(set(named)) != 1 or not _PEOPLE_ASKED.search(request):
        return None
    if DELETE_WORDS.search(request):
        return None  # the lines naming them deleted: named_lines_removed's
    if not _NOTE_FILE.search(named[0]):
        return None  # a table's or a program's people are its columns', not a note's words
    return named[0]


def _english_names(line: str) -> list[str]:
    names = []
    for found in _CAPITALISED.finditer(line):
        word, before = found.group(1), line[: found.start()]
        if word.casefold() in _NOT_NAMES or not before.strip():
            continue  # a weekday, a month, or the line's first word ("Call the plumber")
        possessive = line[found.end() : found.end() + 2] in ("'s", "’s")
        cue = _EN_CUE.search(before)
        if cue and cue.group(0).strip().casefold() == "to" and not _TO_A_PERSON.search(before):
            cue = None  # "tickets to Busan": a trip, not a person
        if cue or possessive or _TITLE.search(before):
            names.append(word)
    return names


def names_in(text: str) -> list[tuple[str, int]]:
    """Each person named in `text` once, with the line it is first named on, in order."""
    found: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        english = _english_names(line)
        korean = [n for n in _KO_NAME.findall(line) if n not in _KO_ROLES]
        for name in english + korean:
            found.setdefault(name, number)
    return list(found.items())


def _said_count(answer: str, count: int) -> bool:
    """The answer says `count`: as digits, or as a word ("two", "두 명")."""
    if re.search(rf"(?<![\d.,]){count}(?![\d.,])", answer):
        return True
    words = [w for w, n in {**NUMBER_WORDS, **NATIVE_NUMBERS}.items() if n == count]
    return any(re.search(rf"\b{w}\b|{w}\s*명", answer, _I) for w in words)


def misread(request: str, answer: str, workdir: Path | None) -> tuple[str, str, list[str]] | None:
    """(the file, its names with their lines, the names) when the answer to a question about
    the people a file names misses their count or one of them; None when it says them."""
    name = asked(request)
    if name is None or workdir is None:
        return None
    path = workdir / name
    try:
        if not path.is_file() or path.stat().st_size > 200_000:
            return None
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    people = names_in(text)
    names = [n for n, _ in people]
    if _said_count(answer, len(names)) and all(n in answer for n in names):
        return None
    lines = ", ".join(f"{n} (line {line})" for n, line in people) or "no one by name"
    return name, lines, names


CORRECTION = (
    "Read {file} again: by name it mentions {count} {people}: {lines}. Say that count and those "
    "names (a role such as 'the plumber', a place or a day is no person by name)."
)


def fallback(file: str, names: list[str], korean: bool) -> str:
    """The answer said from the file's names, with them listed so the person can check."""
    listed = ", ".join(names)
    if korean:
        return (
            f"{file}에 이름으로 나오는 사람은 {len(names)}명입니다: {listed}."
            if names
            else f"{file}에는 이름으로 나오는 사람이 없습니다."
        )
    if not names:
        return f"{file} mentions no one by name."
    person = "person" if len(names) == 1 else "different people"
    return f"{file} mentions {len(names)} {person} by name: {listed}."
