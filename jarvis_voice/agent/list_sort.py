"""A list in a named file put in order ("README에 Layout 목록 있잖아, 그거 알파벳 순으로 정렬해
줄래?", "sort the list in todo.md"), or turned upside down ("notes.txt 메모 순서 좀 거꾸로 뒤집어
줘"); a file of plain lines is one list.

A small model asked for it answered with the list in its reply and changed nothing (fresh17
write-40): copying a list back in a new order is exactly the edit it cannot make. The loop makes
it instead, once a read of the file shows the list: an `edit_file` whose old text is the list
as the file has it and whose new text is the same lines sorted (approval still asked).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
_SORT = re.compile(
    r"\bsort|\balphabeti[sz]e|\balphabetical(?:ly)?\b|\bin (?:abc|a-z|alphabetical) order\b"
    r"|정렬|(?:알파벳|가나다|abc|이름)\s*순",
    _I,
)
_DESCENDING = re.compile(r"\breverse|\bdescending\b|\bz(?: to |-)a\b|역순|내림차순", _I)
# the order turned upside down, not sorted: "메모 순서 좀 거꾸로 뒤집어 줘. 맨 아래 줄이 맨 위로
# 오게." (fresh19 write-44), "reverse the order of the lines"
_REVERSE = re.compile(
    r"거꾸로|뒤집|역순으로|\breverse (?:the )?(?:order|lines)\b|\bin reverse order\b"
    r"|\bupside down\b|\bbottom (?:line )?(?:goes |comes )?(?:to|on|at) the top\b"
    r"|맨\s*(?:아래|밑)\s*(?:줄|라인)?[이가]?\s*맨\s*위",
    _I,
)
# the section a list sits under: "the Layout list", "Layout 목록"
_SECTION = re.compile(
    r"\bthe ([A-Za-z][\w-]{1,30}) (?:list|section)\b"
    r"|(?<![\w.])([A-Za-z][\w-]{1,30})\s*(?:목록|섹션|리스트)",
    _I,
)
_NUMBERED = re.compile(r"^\s*(\d+)\t(.*)$")  # read_file's "     3\t- src/ — the app"
_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
_PLAIN_LINE = re.compile(r"^\s*\S")  # a line of a file with no list markers, not a blank one
_CHECK_BOX = re.compile(r"^\[[ xX]\]\s*")  # a to-do item sorts by its text
_HEADING = re.compile(r"^#{1,6}\s+(.*)$")
Call = tuple[str, dict[str, Any]]


def sort_asked(request: str) -> tuple[str, str | None] | None:
    """(the file, the section named or None) when the request asks to sort a list in a named
    file; None otherwise."""
    text = URL.sub(" ", request)
    named = FILE_NAME.search(text)
    if named is None or not (_SORT.search(text) or _REVERSE.search(text)):
        return None
    found = _SECTION.search(text)
    section = next((g for g in found.groups() if g), None) if found else None
    name = "README.md" if named.group(0) == "README" else named.group(0)
    return name, section


def sorted_list_call(request: str, done: Sequence[CallOutcome]) -> Call | None:
    """The call that sorts the list the request names: a read of the file first, then the edit.
    None when the request asks no sort, the file holds no one list to sort, or it is sorted."""
    asked = sort_asked(request)
    if asked is None:
        return None
    name, section = asked
    lines = read_lines(name, done)
    if lines is None:
        return ("read_file", {"path": name})
    block = _list_block(lines, section)
    is_item = _ITEM.match
    if block is None and section is None and not any(_ITEM.match(line) for line in lines):
        # a file of plain lines (notes.txt): its lines are the list
        block = lines
        while block and not block[-1].strip():
            block = block[:-1]
        is_item = _PLAIN_LINE.match
    if block is None:
        return None
    items = [line for line in block if is_item(line)]
    if _SORT.search(request):
        ordered = sorted(items, key=_order_key, reverse=bool(_DESCENDING.search(request)))
    else:
        ordered = items[::-1]
    if ordered == items or len(items) < 2:
        return None
    new = iter(ordered)
    changed = [next(new) if is_item(line) else line for line in block]
    return ("edit_file", {"path": name, "old_string": "\n".join(block),
                          "new_string": "\n".join(changed)})  # fmt: skip


def read_lines(name: str, done: Sequence[CallOutcome]) -> list[str] | None:
    """The file's lines from this turn's last whole read of it (read_file's numbered lines)."""
    base = name.rsplit("/", 1)[-1]
    for outcome in reversed(done):
        arguments = outcome.call.arguments
        if outcome.call.name != "read_file" or outcome.result.is_error:
            continue
        if not isinstance(arguments, dict) or arguments.get("lines"):
            continue  # part of the file: its list may go on
        if str(arguments.get("path") or "").rsplit("/", 1)[-1] != base:
            continue
        numbered = [_NUMBERED.match(line) for line in outcome.result.content.splitlines()]
        lines = [m[2] for m in numbered if m]
        if lines and int(next(m for m in numbered if m)[1]) == 1:
            return lines
    return None


def _list_block(lines: list[str], section: str | None) -> list[str] | None:
    """The lines of the one run of list items (under `section`'s heading when it is named),
    from its first item to its last; None when there is not exactly one such run."""
    start, end = 0, len(lines)
    if section is not None:
        headings = [i for i, line in enumerate(lines) if _HEADING.match(line)]
        mine = [i for i in headings if section.lower() in lines[i].lower()]
        if len(mine) != 1:
            return None
        start = mine[0] + 1
        end = next((i for i in headings if i > mine[0]), len(lines))
    runs: list[list[int]] = []
    for i in range(start, end):
        if _ITEM.match(lines[i]):
            if runs and runs[-1][-1] == i - 1:
                runs[-1].append(i)
            else:
                runs.append([i])
    if len(runs) != 1 or len(runs[0]) < 2:
        return None
    return lines[runs[0][0] : runs[0][-1] + 1]


def _order_key(line: str) -> str:
    """An item's text as it sorts: no marker, no quotes or backticks, any case."""
    found = _ITEM.match(line)
    text = _CHECK_BOX.sub("", found[3] if found else line)
    return text.strip("`'\"*_ ").casefold()
