"""A Markdown file's heading changed to quoted text ("docs/usage.md 맨 위 제목을 '# 사용법'으로
바꿔 줘", "Change the title of README.md to 'Inventory tool'", "second heading … to '## Setup'").

fresh38 write-82: `placement` read 맨 위 ("at the top") as where to put the quoted line, refused
the model's edit with a prepend, and the model prepended it twice — the old heading stayed, and
the answer said the title was changed. The heading is an edit of one line, computed from the
file as it is: any other write of that file is refused with the edit that makes it (the loop
makes it when the turn ends with the file untouched; approval is still asked). A new text
without '#' keeps the old heading's level.
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import placement
from jarvis_voice.agent.ordinals import ordinal_in
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE

_HEADING = re.compile(r"\b(?:heading|title|h1|header)\b|제목|헤딩|타이틀", _I)
_QUOTED = re.compile(r"'([^'\n]{1,120})'|\"([^\"\n]{1,120})\"|‘([^’\n]{1,120})’|“([^”\n]{1,120})”")
# a heading added or removed is no change of one
_NOT_A_CHANGE = re.compile(r"\b(?:add|insert|append|delete|remove)\b|추가|넣어|지워|삭제", _I)
_MARKDOWN = (".md", ".markdown")
_HEADING_LINE = re.compile(r"^(#{1,6})\s+\S")


def heading_asked(request: str) -> tuple[str, str, int] | None:
    """(file, new heading text, which heading: 1 the first) of a request that changes a
    Markdown file's heading to one quoted text, or None."""
    text = URL.sub(" ", request)
    quotes = [
        (m.start(), m.end(), next(g for g in m.groups() if g is not None))
        for m in _QUOTED.finditer(text)
    ]
    quotes = [q for q in quotes if q[2].strip() and not FILE_NAME.fullmatch(q[2].strip())]
    if len(quotes) != 1:
        return None
    start, end, new = quotes[0]
    before, after = text[:start], text[end:]
    if not _HEADING.search(before) or _NOT_A_CHANGE.search(_QUOTED.sub(" ", text)):
        return None
    if not (placement.CHANGED_TO_KO.match(after) or placement.CHANGED_TO_EN.search(before)):
        return None
    names = {m.group(0) for m in FILE_NAME.finditer(_QUOTED.sub(" ", text))}
    if len(names) != 1:
        return None
    name = names.pop()
    if not name.lower().endswith(_MARKDOWN):
        return None
    return name, new.strip(), ordinal_in(before) or 1


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The edit that changes the heading asked, from the file as it is in `workdir`; None when
    it is no such request, the file cannot be read or has no such heading."""
    asked = heading_asked(request)
    if asked is None or workdir is None:
        return None
    name, new, nth = asked
    text = placement.small_text((workdir / name).resolve())
    if text is None:
        return None
    headings = [line for line in text.splitlines() if _HEADING_LINE.match(line)]
    if len(headings) < nth:
        return None
    old = headings[nth - 1]
    if not new.startswith("#"):
        new = f"{_HEADING_LINE.match(old)[1]} {new}"  # type: ignore[index]
    if old == new or text.count(old) != 1:
        return None  # already so, or the line is not one place to edit
    return ("edit_file", {"path": name, "old_string": old, "new_string": new})


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write or an edit of the file does not leave it with just that heading changed
    (with the edit that does), or None when it does, or it is no such call."""
    if tool not in ("write_file", "edit_file") or not isinstance(arguments, dict):
        return None
    return placement.refused_unless_made(
        right_call(request, workdir), tool, arguments, workdir, REFUSED
    )


REFUSED = "not run: that does not change only that heading; use"
