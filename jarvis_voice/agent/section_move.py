"""A Markdown section moved before or after another ("In the README, move the Contact section up
so it comes before the Layout section", "README에서 Contact 섹션을 Layout 섹션 앞으로 옮겨 줘").

A small model asked for it edited the word "Layout" and left the sections where they were
(fresh24 write-53): moving a block of lines is an edit it cannot copy out right. The loop makes
it instead, once a read of the file shows the sections: an `edit_file` whose old text runs from
the first of the two sections to the end of the last, and whose new text is the same sections
in the order asked (approval still asked).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from jarvis_voice.agent.list_sort import Call, read_lines
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
_NAME = r"[A-Za-z가-힣][\w가-힣-]{0,30}"
_MOVE = re.compile(
    # "move the Contact section (up) (so it comes) before the Layout section"
    rf"\b(?:move|put|place)\s+(?:the\s+)?['\"]?(?P<a>{_NAME})['\"]?\s+(?:section|heading|part)\b"
    rf"[^.?!]*?\b(?P<en>before|above|after|below|under)\s+(?:the\s+)?['\"]?(?P<b>{_NAME})['\"]?"
    # "Contact 섹션을 Layout 섹션 앞으로/위로/뒤로/아래로 옮겨"
    rf"|['\"]?(?P<ka>{_NAME})['\"]?\s*(?:섹션|절|부분|단락)\s*(?:을|를|은|는)?\s*"
    rf"['\"]?(?P<kb>{_NAME})['\"]?\s*(?:섹션|절|부분|단락)?\s*(?:의\s*)?"
    r"(?P<ko>앞|위|뒤|아래|밑|다음)\s*(?:으로|로|에|쪽으로)?[^.?!]{0,12}?(?:옮|이동|올려|내려|넣|놓|배치)",
    _I,
)
_BEFORE = frozenset({"before", "above", "앞", "위"})
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


@dataclass(frozen=True)
class Move:
    path: str
    section: str  # the one moved
    anchor: str  # the one it goes before or after
    before: bool


def move_asked(request: str) -> Move | None:
    """The section a request moves, where to, and in which named Markdown file; or None."""
    text = URL.sub(" ", request)
    named = FILE_NAME.search(text)
    found = _MOVE.search(text)
    if found is None:
        return None
    if named is None and not re.search(r"\breadme\b|리드미", text, _I):
        return None
    path = "README.md" if named is None or named.group(0) == "README" else named.group(0)
    if not path.lower().endswith((".md", ".markdown")):
        return None
    section, anchor = (found["a"], found["b"]) if found["a"] else (found["ka"], found["kb"])
    where = (found["en"] or found["ko"]).lower()
    return Move(path, section, anchor, where in _BEFORE)


def _sections(lines: list[str]) -> list[tuple[int, int, int, str]]:
    """(start, end, level, title) of each heading's section: to the next heading of its level or
    above, or the end of the file."""
    heads = [(i, len(m[1]), m[2]) for i, line in enumerate(lines) if (m := _HEADING.match(line))]
    found = []
    for n, (start, level, title) in enumerate(heads):
        end = next((i for i, lv, _ in heads[n + 1 :] if lv <= level), len(lines))
        found.append((start, end, level, title))
    return found


def _titled(sections: list[tuple[int, int, int, str]], name: str) -> tuple[int, int, int, str]:
    """The one section whose title is `name` (or starts with it), or raises LookupError."""
    want = name.casefold()
    exact = [s for s in sections if s[3].casefold() == want]
    fitting = exact or [s for s in sections if s[3].casefold().startswith(want)]
    if len(fitting) != 1:
        raise LookupError(name)
    return fitting[0]


def _block(lines: list[str]) -> list[str]:
    """A section's lines without the blank lines after it."""
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return lines


def moved(lines: list[str], move: Move) -> tuple[str, str] | None:
    """(old text, new text) that put the section where the request asks, or None when either
    section is not there once, they are of different levels, or it is already there."""
    sections = _sections(lines)
    try:
        a = _titled(sections, move.section)
        b = _titled(sections, move.anchor)
    except LookupError:
        return None
    if a == b or a[2] != b[2]:
        return None
    level = a[2]
    start, end = min(a[0], b[0]), max(a[1], b[1])
    # the sections of that level between them move as they are
    blocks = [s for s in sections if s[2] == level and start <= s[0] and s[1] <= end]
    order = [s for s in blocks if s != a]
    at = order.index(b) + (0 if move.before else 1)
    order.insert(at, a)
    if order == blocks:
        return None  # already where it was asked to go
    region = lines[start:end]
    trailing = len(region) - len(_block(region))
    new: list[str] = []
    for n, (s, e, _, _) in enumerate(order):
        new += _block(lines[s:e]) + ([""] if n < len(order) - 1 else [])
    new += [""] * trailing
    return "\n".join(region), "\n".join(new)


def moved_section_call(request: str, done: Sequence[CallOutcome]) -> Call | None:
    """The call that moves the section the request names: a read of the file first, then the
    edit; None when no move is asked or the file's sections do not allow it."""
    move = move_asked(request)
    if move is None:
        return None
    lines = read_lines(move.path, done)
    if lines is None:
        return ("read_file", {"path": move.path})
    change = moved(lines, move)
    if change is None:
        return None
    old, new = change
    return ("edit_file", {"path": move.path, "old_string": old, "new_string": new})
