"""One line of a named file taken out, named by its text unquoted ("이제 로그도 git에 올릴 거라서,
.gitignore에 있는 logs/ 줄 좀 빼 줘", "remove the *.tmp line from .gitignore", "delete the line
DEBUG=1 from config.env").

fresh37 write-80 ran `git log -1` and answered with it: the file was no file name then, and the
line, unquoted, was no line to `placement`. Only a line whose whole text is the one said is
taken (never a line that merely holds it: "the first line" is no line saying "first"); any other
write of that file is refused with the edit that takes it out, and the loop makes that edit when
the turn ends with the file untouched (approval is still asked).
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import placement
from jarvis_voice.agent.ordinals import ordinal_in
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE

# the line's text: a token with no Hangul before 줄 / 라인 / 행, or around "line" / "entry"
_TOKEN = r"[^\s'\"`가-힣]+"
_SAID = re.compile(
    rf"(?<!\S)(?P<ko>{_TOKEN})\s*(?:이라는|라는|라고\s*(?:적힌|쓰인|된)|적힌|있는)?\s*(?:줄|라인|행)(?![가-힣])"
    rf"|\bthe\s+(?P<en>{_TOKEN})\s+(?:line|entry|rule)\b"
    rf"|\b(?:line|entry)\s+(?:that says\s+|saying\s+|reading\s+)?(?P<after>{_TOKEN})",
    _I,
)
_QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|‘[^’\n]*’|“[^”\n]*”|「[^」\n]*」")
# a line's place, not its text: "the first line", "the last line", "the blank line"
_PLACES = frozenset({"last", "next", "previous", "top", "bottom", "blank", "empty", "final", "new"})
# a line added or put back besides: no removal alone
_ASKS_MORE = re.compile(r"\b(?:add|put|append|insert|replace|change)\b|추가|넣어|바꿔|바꾸", _I)


def line_asked(request: str) -> tuple[str, str] | None:
    """(file, the line's text) of a request that takes one line, said unquoted, out of the one
    file it names; None otherwise (a quoted line is `placement`'s)."""
    text = URL.sub(" ", request)
    if _QUOTED.search(text) or not placement.REMOVE.search(text) or _ASKS_MORE.search(text):
        return None
    names = {m.group(0) for m in FILE_NAME.finditer(text)}
    if len(names) != 1:
        return None
    name = names.pop()
    said = {next(g for g in m.groups() if g is not None) for m in _SAID.finditer(text)} - {name}
    said = {s.rstrip(".,!?") for s in said if s.rstrip(".,!?")}
    said = {s for s in said if s.lower() not in _PLACES and ordinal_in(s) is None}
    return (name, said.pop()) if len(said) == 1 else None


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The edit that takes out the one line of the file whose text is the one said; None when
    it is no such request, the file cannot be read, or no line (or several) is just that."""
    asked = line_asked(request)
    if asked is None or workdir is None:
        return None
    name, said = asked
    text = placement.small_text((workdir / name).resolve())
    if text is None:
        return None
    lines = text.splitlines()
    if sum(1 for line in lines if line.strip() == said) != 1:
        return None
    line = next(line for line in lines if line.strip() == said)
    if text.count(line) != 1:
        return None  # the line's text inside another line too: not one place to edit
    return ("edit_file", {"path": name, "old_string": line, "new_string": ""})


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write or an edit of the file does not leave it with just that line taken out (with
    the edit that does), or None when it does, or it is no such call."""
    if tool not in ("write_file", "edit_file") or not isinstance(arguments, dict):
        return None
    return placement.refused_unless_made(
        right_call(request, workdir), tool, arguments, workdir, REFUSED, _taken_out
    )


def _taken_out(text: str, after: str, wanted: dict[str, str]) -> bool:
    # blank lines are free: the edit leaves the line's break, a rewrite may not
    goal = "\n".join(line for line in text.splitlines() if line != wanted["old_string"])
    return placement.filled_lines(after) == placement.filled_lines(goal)


REFUSED = "not run: that does not take out only that line; use"
