"""A to-do list's check boxes taken off, the items kept as a plain list: 「todo.md에서 체크박스
표시([ ]랑 [x])는 다 떼고, 그냥 '- 할 일' 모양의 목록으로만 남겨 줘」, "strip the checkboxes
from todo.md, keep it as a plain bullet list".

fresh42 write-90 sent an edit_file whose old text the file did not have, and nothing changed.
Each '- [ ] x' and '- [x] x' becomes '- x' (any bullet, any indent), every other line — headings,
order — as it was; a write that leaves the file otherwise, or writes another file, is refused in
one line with the write that does it, and the loop makes it when the turn ends with a box left.
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import placement, rewritten
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
# the boxes themselves, not the items they mark: 체크박스, "checkboxes", "[ ]"/"[x]" marks
_BOXES = re.compile(
    r"\bcheck[- ]?box(?:es)?\b|\btick[- ]?box(?:es)?\b|체크\s*박스|박스\s*표시|\[\s?\]|\[[xX]\]",
    _I,
)
_TAKE_OFF = re.compile(
    r"\b(?:remove|strip|drop|delete|get rid of|take (?:off|out)|lose)\b|\bwithout (?:the )?"
    r"|떼|없애|빼|지워|지우|제거|삭제",
    _I,
)
# the items done (or boxes) changed, not the boxes taken off: "uncheck", "tick", "delete the
# checked items", 「[x] 항목은 지워」
_OTHER = re.compile(
    r"\b(?:un)?(?:check|tick)(?:ed)? (?:off |all )?(?:the )?(?:items?|tasks?|entries|lines?)\b"
    r"|\bun(?:check|tick)|\bmark\b|(?:항목|할\s*일|줄|일)\s*(?:은|는|을|를|들은|들을)?\s*(?:다\s*)?"
    r"(?:지워|삭제|없애|빼)|\b(?:items?|tasks?|lines?|entries)\s+(?:that are |which are )?"
    r"(?:done|checked|ticked|finished)|체크\s*(?:해|표시해)|완료\s*(?:로|처리)",
    _I,
)
_ASKS = re.compile(r"^\s*(?:how|what|which|why|is|are|does|can i|should)\b|어떻게|방법|뭐야|몇", _I)
_BOX = re.compile(r"^(\s*(?:[-*+]|\d+[.)]))\s+\[[ xX]\](?:\s+|$)", re.MULTILINE)


def strip_asked(request: str) -> str | None:
    """The file whose check boxes a request takes off, keeping the items; None otherwise."""
    text = URL.sub(" ", request)
    plain = FILE_NAME.sub(" FILE ", text)
    if _ASKS.search(plain) or _OTHER.search(plain):
        return None
    if not (_BOXES.search(plain) and _TAKE_OFF.search(plain)):
        return None
    names = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text)))
    return names[0] if len(names) == 1 else None


def stripped(text: str) -> str:
    """The text with every list item's check box taken off: '- [x] a' → '- a'."""
    return _BOX.sub(lambda m: m.group(1) + " ", text)


def _goal(request: str, workdir: Path | None) -> rewritten.Goal | None:
    name = strip_asked(request)
    if name is None or workdir is None:
        return None
    text = placement.small_text(workdir / name)
    if text is None:
        return None
    return name, text, stripped(text)


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The write that takes the boxes off; None when none is left."""
    return rewritten.right_call(_goal(request, workdir))


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write does not take off exactly the boxes (with the write that does)."""
    found = _goal(request, workdir)
    return rewritten.misplaced(found, tool, arguments, "with its check boxes taken off alone")


CORRECTION = "That is not done: {path} still has check boxes."
