"""Every line of one named file copied onto the end of another, each written as an item like
the ones there: "Copy every note in notes.txt onto the end of todo.md as an unticked item like
the ones already there, in the same order. Leave notes.txt as it is.", 「notes.txt 메모를 전부
todo.md 끝에 체크 안 된 할 일로 순서대로 붙여 줘.」

fresh44 write-93 appended "new note" to notes.txt — the file to be left alone — and said the
note was appended. The source's lines (blank ones and a bullet or check box of their own left
out) are written at the end of the target in order, each with the target's unticked box ("- [ ]
") when its items have boxes (or the request asks for unticked items), its bullet when they
have bullets, bare otherwise. Once the target ends with them the request is done. A write that
does not leave the target so, or writes another file (the source too), is refused in one line
with the write that does it (rewritten.py), and the loop makes it when the turn ends undone
(approval still asked). Not a move (the source would lose them), some lines only (a filter is
lines_to_file's), a new file, or a question.
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import placement, rewritten
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
_COPY = re.compile(
    r"\b(?:copy|append|add|put|carry|duplicate|paste)\b|복사|붙여|덧붙|추가|넣어|옮겨\s*적|적어\s*넣",
    _I,
)
# every line of the source: "every note", "all the lines", 「전부」, 「모든 메모」
_EVERY = re.compile(r"\b(?:every|all|each)\b|전부|모두|모든|전체|다\s+(?:붙|복사|추가|넣|옮)", _I)
# some lines only, or the lines taken away from the source: not this
_NOT_ALL = re.compile(
    r"\b(?:only|just|that (?:mention|contain|say|have|are)|containing|mentioning|which|except"
    r"|move|moving|cut)\b|들어간|포함|만\s|빼고|제외|이동|잘라",
    _I,
)
_ASKS = re.compile(r"^\s*(?:how|what|which|why|should|can i|is|does)\b|어떻게|방법|뭐야|\?\s*$", _I)
# the target is the file whose end is named: "onto the end of todo.md", 「todo.md 끝에」
_END_BEFORE = re.compile(r"\b(?:end|bottom|foot)\s+of\s+(?:the\s+(?:file\s+)?)?$", _I)
_TO_BEFORE = re.compile(r"\b(?:to|onto|into)\s+(?:the\s+)?$", _I)
_END_AFTER = re.compile(
    r"^\s*(?:파일\s*)?(?:의\s*)?(?:맨\s*|제일\s*)?(?:끝|뒤|아래|밑)(?:에|쪽에|부분에)", _I
)
_TO_AFTER = re.compile(r"^\s*(?:파일\s*)?(?:에다가?|에|로|으로)\s", _I)
_UNTICKED = re.compile(
    r"\bunticked\b|\bunchecked\b|\bto-?dos?\b|\btasks?\b|체크\s*안|체크\s*박스|할\s*일|미완료", _I
)
_BOX = re.compile(r"^(\s*[-*+])\s+\[[ xX]\]\s+")
_BULLET = re.compile(r"^(\s*[-*+])\s+(?!\[)")
_OWN_MARK = re.compile(r"^\s*(?:[-*+]\s+)?(?:\[[ xX]\]\s+)?")


def copy_asked(request: str) -> tuple[str, str] | None:
    """(the source, the target) when a request copies every line of one named file onto the
    end of another; None otherwise."""
    text = URL.sub(" ", request)
    plain = FILE_NAME.sub(" FILE ", text)
    if _ASKS.search(plain) or _NOT_ALL.search(plain):
        return None
    if not (_COPY.search(plain) and _EVERY.search(plain)):
        return None
    found = list(FILE_NAME.finditer(text))
    names = list(dict.fromkeys(m.group(0) for m in found))
    if len(names) != 2:
        return None
    ends = {
        m.group(0) for m in found
        if _END_BEFORE.search(text[: m.start()]) or _END_AFTER.search(text[m.end():])
    }  # fmt: skip
    if not ends:  # "to todo.md", 「todo.md에 추가」 with the end said elsewhere
        ends = {
            m.group(0) for m in found
            if _TO_BEFORE.search(text[: m.start()]) or _TO_AFTER.search(text[m.end():])
        }  # fmt: skip
    if len(ends) != 1:
        return None
    target = ends.pop()
    source = next(name for name in names if name != target)
    return source, target


def _mark(target: str, request: str) -> str | None:
    """The mark each copied line gets: the target's unticked box or bullet, or none; None when
    the target's items are numbered (a count to carry on is no one mark)."""
    lines = [line for line in target.split("\n") if line.strip()]
    boxed = [m.group(1) for line in lines if (m := _BOX.match(line))]
    if boxed:
        return f"{boxed[-1]} [ ] "
    if any(re.match(r"\s*\d+[.)]\s", line) for line in lines):
        return None
    bullets = [m.group(1) for line in lines if (m := _BULLET.match(line))]
    if _UNTICKED.search(request):
        return f"{bullets[-1] if bullets else '-'} [ ] "
    return f"{bullets[-1]} " if bullets else ""


def copied(source: str, target: str, request: str) -> str | None:
    """The target's text with the source's lines written at its end as items; the target as
    it is when it ends with them already; None when the source has none, or a heading."""
    lines = [line.strip() for line in source.split("\n") if line.strip()]
    if not lines or any(line.startswith("#") for line in lines):
        return None
    mark = _mark(target, request)
    if mark is None:
        return None
    items = [mark + _OWN_MARK.sub("", line, count=1) for line in lines]
    body = target.rstrip("\n").split("\n") if target.strip() else []
    if body[-len(items) :] == items:
        return target  # done: the target ends with them
    return "\n".join([*body, *items]) + "\n"


def _goal(request: str, workdir: Path | None) -> rewritten.Goal | None:
    asked = copy_asked(request)
    if asked is None or workdir is None:
        return None
    source_name, target_name = asked
    source = placement.small_text(workdir / source_name)
    target = placement.small_text(workdir / target_name)
    if source is None or target is None:
        return None
    goal = copied(source, target, request)
    return (target_name, target, goal) if goal is not None else None


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The write that copies the lines; None when they are there already, or none is asked."""
    return rewritten.right_call(_goal(request, workdir))


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write does not copy the lines onto the target's end (with the write that does)."""
    found = _goal(request, workdir)
    return rewritten.misplaced(found, tool, arguments, "with those lines added at its end")


CORRECTION = "That is not done: those lines have not been added to the end of {path} yet."
