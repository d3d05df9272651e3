"""A to-do list's finished items moved to the bottom (or the top), the rest left in their order:
"Move the items I've already finished to the bottom of todo.md, and keep everything else in the
order it's in", 「todo.md에서 끝낸 항목은 맨 아래로 옮겨 줘」.

fresh41 write-87 sorted an unrelated todo.csv and appended a line of its own ("TODO: milk, eggs,
bread") to todo.md, moving nothing. The ticked items ('- [x]') of each run of check-box items are
moved after (or before) the open ones, each side in the order it had. A write of the list that
does not leave it so, or a write of any other file, is refused in one line with the edit that
does; the loop makes that edit when the turn ends with the list not yet in that order (approval
is still asked).
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import placement, rewritten
from jarvis_voice.agent.request_words import FILE_NAME, URL
from jarvis_voice.agent.todo_items import DONE_WORDS

_I = re.IGNORECASE
_MOVE = re.compile(
    r"\b(?:move|put|send|push|shift|bring|sink|place|group|collect)\b"
    r"|옮겨|옮기|내려|올려|보내|이동|모아|몰아|배치",
    _I,
)
_BOTTOM = re.compile(
    r"\b(?:bottom|end)\b|\bbelow (?:the|all the|every)"
    r"|(?:맨|제일|가장)?\s*(?:아래|밑|끝|뒤)\s*(?:로|쪽|에)",
    _I,
)
_TOP = re.compile(r"\b(?:top|beginning|start)\b|(?:맨|제일|가장)?\s*(?:위|앞)\s*(?:로|쪽|에)", _I)
_ASKS = re.compile(r"^\s*(?:how|what|which|why|should|can i|is|does)\b|어떻게|방법|뭐야", _I)
# a change of the items besides the move: their boxes, their text, or some taken out
_MORE = re.compile(
    r"\b(?:delete|remove|tick|mark|uncheck|rename|sort|alphabeti)|지워|삭제|체크\s*(?:해|표시)|정렬",
    _I,
)
_BOX = re.compile(r"^[-*+] \[(?P<mark>[ xX])\]")


def move_asked(request: str) -> tuple[str, str] | None:
    """(the list's file, "bottom" | "top") when a request moves its finished items to an end
    of the list; None otherwise."""
    text = URL.sub(" ", request)
    plain = FILE_NAME.sub(" FILE ", text)
    if _ASKS.search(plain) or _MORE.search(plain):
        return None
    if not (_MOVE.search(plain) and DONE_WORDS.search(plain)):
        return None
    bottom, top = _BOTTOM.search(plain), _TOP.search(plain)
    if bool(bottom) == bool(top):
        return None
    names = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text)))
    if len(names) != 1:
        return None
    return names[0], "bottom" if bottom else "top"


def reordered(text: str, end: str) -> str | None:
    """The text with each run of check-box items ordered finished last (or first), each side
    in its order; None when a box is indented (nested items move with their parent)."""
    lines = text.split("\n")
    out: list[str] = []
    run: list[str] = []
    for line in [*lines, None]:
        if line is not None and _BOX.match(line):
            run.append(line)
            continue
        if line is not None and re.match(r"^\s+[-*+] \[[ xX]\]", line):
            return None
        ticked = [x for x in run if _BOX.match(x)["mark"] != " "]  # type: ignore[index]
        open_ = [x for x in run if _BOX.match(x)["mark"] == " "]  # type: ignore[index]
        out += [*open_, *ticked] if end == "bottom" else [*ticked, *open_]
        run = []
        if line is not None:
            out.append(line)
    return "\n".join(out)


def _goal(request: str, workdir: Path | None) -> tuple[str, str, str] | None:
    """(the file, its text now, its text with the items moved), or None."""
    asked = move_asked(request)
    if asked is None or workdir is None:
        return None
    name, end = asked
    text = placement.small_text(workdir / name)
    if text is None or not re.search(r"^[-*+] \[[xX]\]", text, re.MULTILINE):
        return None
    goal = reordered(text, end)
    return (name, text, goal) if goal is not None else None


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The write that moves the finished items; None when they already sit there, or it is no
    such request."""
    return rewritten.right_call(_goal(request, workdir))


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write does not leave the list with the finished items moved, or writes another
    file (with the write that does it); None otherwise."""
    if tool not in ("write_file", "edit_file", "csv_edit") or not isinstance(arguments, dict):
        return None
    found = _goal(request, workdir)
    if found is None:
        return None
    name, text, goal = found
    wanted = {"path": name, "content": goal}
    path = str(arguments.get("path", ""))
    other = Path(path.removeprefix("./")) != Path(name)
    after = placement.text_after(text, tool, arguments) if tool != "csv_edit" else None
    if not other and after is not None and after.rstrip("\n") == goal.rstrip("\n"):
        return None
    if text == goal:  # moved already: no call is left to name, a second write would repeat it
        return ALREADY.format(name=name)
    if other:
        return placement.refusal(OTHER.format(name=name, path=path), "write_file", wanted)
    return placement.refusal(REFUSED, "write_file", wanted)


OTHER = "not run: the request moves the finished items of {name}, not {path}; use"
REFUSED = "not run: that does not move only the finished items, the rest in their order; use"
ALREADY = "not run: the finished items of {name} already sit there; nothing is left to change"
CORRECTION = "That is not done: the finished items of {path} are not moved yet."
