"""Writes that lose what a file holds, which the request never asked for: a move or copy onto
a file that exists, and a table rewritten as text.

"draft.txt의 내용을 notes.txt 맨 밑으로 옮기고 draft.txt는 지워 줘" was run as `mv draft.txt
notes.txt` (bench_tasks fresh16 write-38): approved, since moving is what was asked, and every
line of notes.txt was gone. A person who says "move this line to the end of my notes" means
to add it; only words of replacing ("overwrite", "replace", "덮어써") mean to lose the file.
So such a call is not run, and the model is told how to add to the file instead.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME
from jarvis_voice.policy.shell_parse import parse_command
from jarvis_voice.romanize import loanword_match, romanize
from jarvis_voice.tools.builtin.csv_query import CONDITION, month_day, where_parts
from jarvis_voice.tools.builtin.days_until import date_in

# words that ask for the file to be replaced: then losing its text is what was asked
_REPLACE_ASKED = re.compile(
    r"\b(?:overwrit\w*|replac\w*|clobber\w*|instead of)\b|덮어|교체|대체|대신",
    re.IGNORECASE,
)
# options that already refuse to replace (-n, --no-clobber), ask (-i) or keep a backup (-b)
_SAFE_OPTIONS = re.compile(r"^-(?:[a-zA-Z]*[nib][a-zA-Z]*|-no-clobber|-interactive|-backup.*)$")


def replaced_files(command: str, workdir: Path) -> list[str]:
    """The existing regular files a command's `mv` or `cp` would write over, as written."""
    parsed = parse_command(command)
    if not parsed.ok:
        return []
    replaced: list[str] = []
    for simple in parsed.commands:
        argv = simple.argv
        if not argv or Path(argv[0]).name not in ("mv", "cp"):
            continue
        options = [a for a in argv[1:] if a.startswith("-")]
        paths = [a for a in argv[1:] if not a.startswith("-")]
        if any(_SAFE_OPTIONS.match(o) for o in options) or "-t" in options or len(paths) != 2:
            continue  # one source and one target only: "mv a b dir/" moves into a folder
        source, target = (workdir / p for p in paths)
        if target.is_file() and not target.is_symlink() and source.resolve() != target.resolve():
            replaced.append(paths[1])
    return replaced


def replaces_unasked(
    request: str, tool: str, arguments: object, workdir: Path | None
) -> str | None:
    """The file a bash call would write over without the request asking to replace it."""
    if tool != "bash" or workdir is None or not isinstance(arguments, dict):
        return None
    command = arguments.get("command")
    if not isinstance(command, str) or _REPLACE_ASKED.search(request):
        return None
    replaced = replaced_files(command, workdir)
    return replaced[0] if replaced else None


NOT_REPLACED = (
    "not run: {name} exists, and this would replace everything in it (the request did not ask "
    "to replace it). To add text to the end of {name}, use write_file with mode \"append\"; "
    "then delete what should go."
)


# A table written as text: "6월 4일 부산 베이글이 10개로 잘못 들어갔어. 12개로 고쳐 줘" appended a
# made-up row to sales.csv; "add a total column" appended a made-up table (bench_tasks write-14,
# write-19, write-29). A CSV's rows and columns are changed by csv_edit; write_file may add rows
# only when rows are what the request adds.
_TABLES = (".csv", ".tsv")
_ROWS_ADDED = re.compile(
    r"^(?!.*\bcolumns?\b)(?!.*(?:열|칼럼|컬럼))(?:"
    r".*\b(?:add|append|insert|log|record|enter)\b[^.?!]*\b(?:rows?|lines?|entr(?:y|ies)|records?"
    r"|sales?|orders?)\b(?!\.\w)"
    r"|.*(?:행|줄|기록|판매|주문|항목)\S*\s*(?:을|를)?\s*(?:\S+\s+)?(?:추가|넣어|붙여|기록))",
    re.IGNORECASE | re.DOTALL,
)


def table_rewritten(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """The existing table a write_file call would rewrite or append to, when the request asks
    to change the table rather than to add rows to it."""
    if tool != "write_file" or workdir is None or not isinstance(arguments, dict):
        return None
    path = arguments.get("path")
    if not isinstance(path, str) or not path.lower().endswith(_TABLES):
        return None
    if not (workdir / path).is_file() or _ROWS_ADDED.search(request):
        return None
    return path


TABLE_REWRITTEN = (
    "not run: {name} is a table; to change its rows or columns use csv_edit (action set, "
    "delete_rows, add_column, drop_column, move_column, sort or keep_rows, with where to choose "
    "rows)."
)


# Rows chosen by words the request never said: a small model copies an example's "region=Busan
# and product=bagel" into "make a copy without the prices" and deletes rows nobody named (seen
# while csv_edit was tried, session 35). A row condition is said when its value is in the
# request as written, as its Hangul spelling (부산 → Busan) or its Korean loanword (베이글 →
# bagel), or as a date the request gives ("6월 4일" → 2024-06-04).
_CHOOSES_ROWS = frozenset({"set", "delete_rows", "keep_rows"})


def _rows_said(request: str, arguments: object) -> tuple[list[str], list[str]] | None:
    """The conditions of a csv_edit call's `where` the request said and those it did not, as
    csv_query reads them; None when the call chooses no rows."""
    if not isinstance(arguments, dict):
        return None
    where = arguments.get("where")
    if arguments.get("action") not in _CHOOSES_ROWS or not isinstance(where, str):
        return None
    parts = [part.strip() for part in where_parts(where) if part.strip()]
    said = [p for p in parts if (found := CONDITION.match(p)) and _said(found["value"], request)]
    return said, [part for part in parts if part not in said]


def unsaid_rows(request: str, tool: str, arguments: object) -> str | None:
    """Why a csv_edit call's `where` may not choose its rows: a condition the request never
    said, and the where of what it did say, if any; None when every condition was said."""
    split = _rows_said(request, arguments) if tool == "csv_edit" else None
    if split is None or not split[1]:
        return None
    said, unsaid = split
    why = ROWS_UNSAID.format(part=unsaid[0])
    return why + (ROWS_SAID.format(where=" and ".join(said)) if said else ROWS_NONE_SAID)


def _said(value: str, request: str) -> bool:
    value = value.strip("\"'`")
    wanted = " ".join(value.casefold().split())
    if not wanted or wanted in request.casefold():
        return True
    if re.fullmatch(r"[\d.]+", wanted.replace(",", "")) and wanted.replace(",", "") in re.findall(
        r"\d+(?:\.\d+)?", request.replace(",", "")
    ):
        return True  # "2500" for "2,500 won"
    day = month_day(value)
    if day is not None:  # 2024-06-04 for "6월 4일"
        asked = date_in(request)
        return asked is not None and asked[1:] == day
    for word in re.findall(r"[가-힣]+", request):
        for size in range(len(word), 1, -1):  # 부산에서 → 부산: the word without its ending
            stem = word[:size]
            if romanize(stem).casefold() == wanted or loanword_match(stem, [value]) == value:
                return True
    return False


def row_added_elsewise(request: str, tool: str, arguments: object) -> str | None:
    """The table a csv_edit call would change when the request adds rows to it (a sale to
    record is a line appended, not a column: fresh4 write-12 added a "date" column)."""
    if tool != "csv_edit" or not isinstance(arguments, dict) or not _ROWS_ADDED.search(request):
        return None
    path = arguments.get("path")
    return path if isinstance(path, str) and not arguments.get("source") else None


# "Make a file called regions.txt that lists the regions in sales.csv" ran csv_edit sort on
# sales.csv itself (fresh18 write-41): the table the request reads is not the file it makes
MAKES = re.compile(
    r"\b(?:make|create|save|write|put|export)\b|\bcalled\b|\bnamed\b|\bnew file\b"
    r"|만들|저장|생성|새\s*파일|이름으로|(?:에|로)\s*(?:적어|써)",
    re.IGNORECASE,
)


def table_read_not_changed(request: str, tool: str, arguments: object) -> tuple[str, str] | None:
    """(the table a csv_edit call would change in place, the file the request makes) when the
    request only reads the table to make another file ("… called regions.txt that lists the
    regions in sales.csv"), or None."""
    if tool != "csv_edit" or not isinstance(arguments, dict) or arguments.get("source"):
        return None
    path = arguments.get("path")
    if not isinstance(path, str) or not MAKES.search(request):
        return None
    base = path.rsplit("/", 1)[-1]
    named = [m.group(0).rsplit("/", 1)[-1] for m in FILE_NAME.finditer(request)]
    others = [n for n in named if n != base]
    return (path, others[0]) if base in named and others else None


TABLE_ONLY_READ = (
    "not run: the request makes {other}; {name} is only read (csv_query), and {other} is "
    "written with write_file — or csv_edit with source \"{name}\" and path \"{other}\"."
)


ROW_ADDED = (
    "not run: to add a row to {name}, use write_file with mode \"append\" and the row's cells "
    "in the file's column order, separated by commas."
)
ROWS_UNSAID = "not run: the request does not say {part!r}"
ROWS_SAID = '; use where "{where}", which it does say.'
ROWS_NONE_SAID = "; choose the rows only with what the request names."
ROWS_AGAIN = "The change was not made: csv_edit with only the rows the request names."


def said_rows_call(request: str, done: Sequence[CallOutcome]) -> tuple[str, dict[str, Any]] | None:
    """The csv_edit call refused for rows the request never said, made again with only the
    conditions it did say; None when there is none or no condition was said. (Told which
    where to use, a small model answers from a csv_query instead: session 35.)"""
    for outcome in reversed(done):
        arguments = outcome.call.arguments
        if outcome.call.name != "csv_edit" or not isinstance(arguments, dict):
            continue
        split = _rows_said(request, arguments)
        if split is None or not (split[0] and split[1]) or not outcome.result.is_error:
            return None
        return ("csv_edit", {**arguments, "where": " and ".join(split[0])})
    return None
