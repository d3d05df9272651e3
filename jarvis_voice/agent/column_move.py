"""A table's column moved: to the end or the front, or before or after another column ("sales.csv
에서 date 열을 맨 끝으로 옮겨 줘. 나머지 열 순서는 그대로 두고", "move the date column before
region in sales.csv").

fresh33 write-72 sent csv_edit sort by date, which left the table as it was, and answered that
the column had moved. The move asked can be computed from the table, so a table edit or a write
of it that ends otherwise is refused with the csv_edit call that makes it (as `line_edit` does
for a text file's lines); the loop makes that call when the turn ends with the file untouched.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from pydantic import ValidationError

from jarvis_voice.agent import placement
from jarvis_voice.agent.request_words import FILE_NAME, URL
from jarvis_voice.tools.builtin.csv_edit import CsvEditArgs, EditError, edit
from jarvis_voice.tools.builtin.csv_query import QueryError, Table, load

_I = re.IGNORECASE

_MOVE = re.compile(
    r"\b(?:move|put|place|shift|relocate|reorder|bring|push)\b|옮|보내|이동|배치|놔|놓"
    r"|\bmake\b[^.?!]{0,30}\b(?:last|first)\s+col",  # "make date the last column"
    _I,
)
# 「열」 as a column ("date 열을", "date열", "열 순서"), not 「열어」 (open) or 「열 개」 (ten)
_COLUMN = re.compile(
    r"\b(?:col(?:umn)?s?|fields?)\b|컬럼|칼럼|필드|(?<![가-힣])열(?=\s|을|이|은|의|로|도|$)(?!\s*개)",
    _I,
)
_END = re.compile(
    r"\b(?:to|at)\s+the\s+(?:very\s+|far\s+)?(?:end|back|right)\b|\blast\b|\bfar right\b"
    r"|(?:맨|제일|가장)\s*(?:끝|뒤|마지막|오른쪽)|마지막|(?<![가-힣])끝(?:으로|에|쪽)"
    r"|(?<![가-힣])뒤(?:로|쪽|에)|오른쪽\s*끝",
    _I,
)
_START = re.compile(
    r"\b(?:to|at)\s+the\s+(?:very\s+|far\s+)?(?:front|start|beginning|left)\b|\bfirst\b"
    r"|\bfar left\b|(?:맨|제일|가장)\s*(?:앞|처음|왼쪽)|처음(?:으로|에)|(?<![가-힣])첫"
    r"|(?<![가-힣])앞(?:으로|쪽|에)|왼쪽\s*끝",
    _I,
)
_BEFORE_EN = r"\b(?:before|in front of|ahead of|left of)\s+(?:the\s+)?"
_AFTER_EN = r"\b(?:after|behind|right of|next to)\s+(?:the\s+)?"
_SIDE_KO = r"(?:\s*(?:열|컬럼|칼럼|필드))?\s*(?:의\s*)?(?P<side>앞|왼쪽|뒤|다음|오른쪽)"


def _name(name: str) -> str:
    return rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])"


def move_asked(request: str, header: list[str]) -> tuple[str, str] | None:
    """(the column, where it goes: "end", "start", "before X" or "after X") a request moves in
    a table with `header`, or None."""
    text = FILE_NAME.sub(" ", URL.sub(" ", request))
    if not _MOVE.search(text) or not _COLUMN.search(text):
        return None
    found = sorted(
        (m.start(), name) for name in header if name for m in re.finditer(_name(name), text, _I)
    )
    names = list(dict.fromkeys(name for _, name in found))
    anchors: list[tuple[str, str]] = []
    for name in names:
        if re.search(_BEFORE_EN + _name(name), text, _I):
            anchors.append(("before", name))
        elif re.search(_AFTER_EN + _name(name), text, _I):
            anchors.append(("after", name))
        else:
            side = re.search(_name(name) + _SIDE_KO, text, _I)
            if side is not None and len(names) == 2:
                anchors.append(("before" if side["side"] in ("앞", "왼쪽") else "after", name))
    if len(anchors) == 1 and len(names) == 2:
        way, anchor = anchors[0]
        moved = next(n for n in names if n != anchor)
        return moved, f"{way} {anchor}"
    if len(names) != 1 or anchors:
        return None
    ends = [(m.start(), "end") for m in _END.finditer(text)]
    starts = [(m.start(), "start") for m in _START.finditer(text)]
    if not ends and not starts:
        return None
    return names[0], max(ends + starts)[1]  # "from the front to the end": the last said


def _table_named(request: str, workdir: Path | None) -> tuple[str, Table] | None:
    names = {m.group(0) for m in FILE_NAME.finditer(URL.sub(" ", request))}
    tables = [n for n in names if n.lower().endswith((".csv", ".tsv"))]
    if len(tables) != 1 or workdir is None:
        return None
    try:
        return tables[0], load((workdir / tables[0]).resolve(), tables[0])
    except (OSError, QueryError):
        return None


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The csv_edit that moves the column asked in the one table the request names, or None
    when it asks no such move or the column is there already."""
    named = _table_named(request, workdir)
    if named is None:
        return None
    name, table = named
    asked = move_asked(request, table.header)
    if asked is None:
        return None
    arguments = {"path": name, "action": "move_column", "column": asked[0], "value": asked[1]}
    try:
        moved, _ = edit(table, CsvEditArgs.model_validate(arguments), request)
    except (QueryError, EditError, ValidationError):
        return None
    return None if moved is table else ("csv_edit", arguments)


def _rows(table: Table) -> list[list[str]]:
    return [list(table.header), *(list(r) for r in table.rows)]


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a table edit or a write of the table does not leave it with the column moved as
    asked (with the call that does), or None when it does, or it is no such call."""
    if tool not in ("csv_edit", "write_file", "edit_file") or not isinstance(arguments, dict):
        return None
    right = right_call(request, workdir)
    named = _table_named(request, workdir)
    if right is None or named is None or workdir is None:
        return None
    name, table = named
    if Path(str(arguments.get("path", ""))).name != Path(name).name:
        return None
    goal, _ = edit(table, CsvEditArgs.model_validate(right[1]), request)
    after: list[list[str]] | None = None
    if tool == "csv_edit":
        try:
            made, _ = edit(table, CsvEditArgs.model_validate(arguments), request)
            after = _rows(made)
        except (QueryError, EditError, ValidationError):
            after = None
    else:
        text = placement.small_text(workdir / name)
        written = placement.text_after(text, tool, arguments) if text is not None else None
        if written is not None:
            dialect = table.dialect
            after = [r for r in csv.reader(io.StringIO(written), delimiter=dialect.delimiter) if r]
    if after is not None and after == _rows(goal):
        return None
    return placement.refusal(REFUSED, *right)


REFUSED = "not run: that does not move only the column asked; use"
