"""A file's lines put in order of their length: "Reorder the notes in notes.txt by length: the
shortest note first, the longest last", 「notes.txt 메모를 긴 것부터 순서대로 정렬해 줘」.

fresh42 write-89 ran csv_edit's sort on a text file, then a python that printed the lengths,
and answered with the lines' average length; nothing was written. The lines are ordered by
their length in characters, ties in the order they had (a stable sort); a write that leaves
the file otherwise, or writes another file, is refused in one line with the write that does it,
and the loop makes it when the turn ends with the file not in that order (approval still asked).
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import placement, rewritten
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
_ORDER = re.compile(
    r"\b(?:re)?(?:order|sort|arrange)(?:ed|s)?\b|\bin (?:the )?order\b"
    r"|정렬|순서(?:대로|를|로)|배열",
    _I,
)
# the key said: by length, or its two ends
_BY_LENGTH = re.compile(
    r"\bby (?:their |its |the )?(?:length|how long)\b|\blength\b|\bshortest\b|\blongest\b"
    r"|길이|짧은|긴\s*(?:것|거|순|줄|메모|문장|항목|게)",
    _I,
)
_SHORT = re.compile(r"\bshort(?:est|er)?\b|짧은|짧게", _I)
_LONG = re.compile(r"\blong(?:est|er)\b|(?<![가-힣])긴(?![가-힣])|길게", _I)
# a mention of one end that puts it last: "the longest last", 「짧은 게 맨 아래」
_AT_END = re.compile(
    r"^\W{0,3}(?:\w+\s+){0,2}?(?:last|at the (?:bottom|end)|맨\s*(?:아래|밑|뒤|끝)|마지막)", _I
)
_DESCENDING = re.compile(r"\bdescending\b|내림차순", _I)
_ASKS = re.compile(
    r"^\s*(?:how|what|which|why|is|are|does|can i|should)\b|어떻게|방법|뭐야|어느|몇",
    _I,
)


def order_asked(request: str) -> tuple[str, bool] | None:
    """(the file, longest first?) when a request reorders a file's lines by length; None
    otherwise (a question about the lengths, or a sort by something else)."""
    text = URL.sub(" ", request)
    plain = FILE_NAME.sub(" FILE ", text)
    if _ASKS.search(plain) or not (_ORDER.search(plain) and _BY_LENGTH.search(plain)):
        return None
    names = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text)))
    if len(names) != 1:
        return None
    short, long_ = _SHORT.search(plain), _LONG.search(plain)
    if _DESCENDING.search(plain):
        return names[0], True
    ends = sorted((m for m in (short, long_) if m is not None), key=lambda m: m.start())
    if not ends:
        return names[0], False  # "by length" alone: shortest first
    first = ends[0]
    longest_first = first is long_
    if _AT_END.match(plain[first.end() :]):
        longest_first = not longest_first  # "the longest last": the shortest first
    return names[0], longest_first


def ordered(text: str, longest_first: bool) -> str | None:
    """The text's lines ordered by length, ties kept in order; None when it has blank lines
    or headings between them (sections are no one list)."""
    lines = text.split("\n")
    end = "\n" if lines and lines[-1] == "" else ""
    body = lines[:-1] if end else lines
    if not body or any(not line.strip() or line.lstrip().startswith("#") for line in body):
        return None
    key = (lambda line: -len(line)) if longest_first else len
    return "\n".join(sorted(body, key=key)) + end


def _goal(request: str, workdir: Path | None) -> rewritten.Goal | None:
    asked = order_asked(request)
    if asked is None or workdir is None:
        return None
    name, longest_first = asked
    text = placement.small_text(workdir / name)
    goal = ordered(text, longest_first) if text is not None else None
    return (name, text, goal) if text is not None and goal is not None else None


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The write that orders the file's lines by length; None when they are so already."""
    return rewritten.right_call(_goal(request, workdir))


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write does not leave the lines ordered by length (with the write that does)."""
    found = _goal(request, workdir)
    return rewritten.misplaced(found, tool, arguments, "with its lines ordered by length")


CORRECTION = "That is not done: the lines of {path} are not ordered by length yet."
