"""A new section appended to a named file: its heading, then its text under it ("README.md 맨
끝에 '## License' 섹션을 하나 만들고, 그 밑에 MIT라고 적어 줘", "add a '## Credits' section at the
end of README.md with 'Thanks to Kim' under it").

fresh34 write-74 appended "MIT" alone: the heading was lost (and `placement`, reading the one
quoted heading as the only line to put at the end, refused the write that had both). The
section is computed from the file as it is, so a write that leaves the file otherwise is
refused with the append that makes it, as `placement` and `line_edit` do (the loop makes that
call when the turn ends with the file untouched; approval is still asked).
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import placement
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE

_SECTION = re.compile(r"\bsection\b|섹션|\bheading\b|제목", _I)
_QUOTED = re.compile(r"'([^'\n]{1,80})'|\"([^\"\n]{1,80})\"|‘([^’\n]{1,80})’|“([^”\n]{1,80})”")
# its text, unquoted: "그 밑에 MIT라고 적어", "under it write MIT", "with MIT under it"
_BODY_KO = re.compile(
    r"(?:그|제목|헤딩|섹션)?\s*(?:밑|아래)에(?:는)?\s*(?P<body>[^'\"\n?!]{1,80}?)\s*(?:이)?라고\s*"
    r"(?:적|써|쓰|넣|달)"
)
_BODY_EN = re.compile(
    r"\b(?:with|saying|and (?:write|put|add))\s+(?P<body>[^'\"\n?!,]{1,80}?)\s+"
    r"(?:under|below|beneath)\s+(?:it|that|the heading)\b"
    r"|\b(?:under|below|beneath)\s+(?:it|that|the heading),?\s+(?:write|put|add|say)\s+"
    r"(?P<body2>[^'\"\n?!,]{1,80}?)(?=\.?\s*$|\.\s|[?!,])",
    _I,
)
# the text said under the heading, quoted: "… section with 'Thanks to Kim' under it"
_UNDER = re.compile(r"\b(?:under|below|beneath)\s+(?:it|that|the heading)\b|(?:밑|아래)에", _I)


def _quotes(text: str) -> list[str]:
    found = [next(g for g in m.groups() if g is not None) for m in _QUOTED.finditer(text)]
    return [q.strip() for q in found if q.strip() and not FILE_NAME.fullmatch(q.strip())]


def section_asked(request: str) -> tuple[str, str] | None:
    """(heading, text) of a section a request appends at the end of a file, or None."""
    text = URL.sub(" ", request)
    if not _SECTION.search(text) or not placement.END.search(text):
        return None
    if placement.REMOVE.search(text) or not _UNDER.search(text):
        return None
    quotes = _quotes(text)
    if not quotes or len(quotes) > 2:
        return None
    heading = quotes[0]
    if len(quotes) == 2:
        return heading, quotes[1]
    unquoted = _QUOTED.sub(" ", text)
    said = _BODY_KO.search(unquoted) or _BODY_EN.search(unquoted)
    if said is None:
        return None
    body = (said.groupdict().get("body") or said.groupdict().get("body2") or "").strip()
    return (heading, body) if body else None


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The append that puts the section at the end of the one file the request names, after a
    blank line; None when it is no such request or the file cannot be read."""
    asked = section_asked(request)
    if asked is None or workdir is None:
        return None
    names = {m.group(0) for m in FILE_NAME.finditer(_QUOTED.sub(" ", URL.sub(" ", request)))}
    if len(names) != 1:
        return None
    name = names.pop()
    text = placement.small_text((workdir / name).resolve())
    if text is None:
        return None
    heading, body = asked
    if name.lower().endswith((".md", ".markdown")) and not heading.startswith("#"):
        heading = "## " + heading  # "a 'License' section" of a Markdown file is a heading
    lead = "" if not text or text.endswith("\n\n") else ("\n" if text.endswith("\n") else "\n\n")
    return ("write_file", {"path": name, "content": f"{lead}{heading}\n{body}\n", "mode": "append"})


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write or an edit of the file does not leave it with the section appended (with the
    append that does), or None when it does, or it is no such call; blank lines are free."""
    if tool not in ("write_file", "edit_file") or not isinstance(arguments, dict):
        return None
    return placement.refused_unless_made(
        right_call(request, workdir), tool, arguments, workdir, REFUSED, _appended
    )


def _appended(text: str, after: str, wanted: dict[str, str]) -> bool:
    return placement.filled_lines(after) == placement.filled_lines(text + wanted["content"])


REFUSED = "not run: that does not add only that section, its heading and its text, at the end; use"
