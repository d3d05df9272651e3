"""The `csv_edit` tool: change a CSV table by its rows and columns, never by rewriting its text.

A small model asked to fix one value in sales.csv ("6월 4일 부산 베이글이 12개야") wrote the row
it imagined at the file's end; asked for a total column, it appended a made-up table; asked to
sort, it did nothing (bench_tasks write-14, write-19, write-26). This tool takes the change's
parts — set a column where rows match, delete rows, add a column (a value, or a product of
columns such as units*unit_price), drop a column, sort by a column, keep only some rows — and
writes the table back through the `csv` module, whole and atomically. Rows are chosen with
csv_query's `where` ("region=Busan and units>20", Korean and loose spellings read the same way).
With `source`, the result goes to a new file (`path`) and the source is left as it was: "copy
sales.csv without its prices into units.csv"; `list_values` writes a column's different values
there, one per line ("a file that lists the regions in sales.csv": fresh18 write-41).
"""

from __future__ import annotations

import asyncio
import csv
import io
import json
import re
from dataclasses import replace
from typing import Literal

from pydantic import BaseModel, Field, field_validator

from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.builtin._common import (
    atomic_write,
    describe_os_error,
    display_path,
    resolve_path,
)
from jarvis_voice.tools.builtin.csv_query import (
    QueryError,
    Table,
    column_of,
    load,
    none_if_blank,
    number,
    parse_where,
    per_column,
    planned_query,
    select,
    show,
)
from jarvis_voice.tools.builtin.sort_order import largest_first_asked

Action = Literal[
    "set",
    "delete_rows",
    "add_column",
    "drop_column",
    "rename_column",
    "sort",
    "keep_rows",
    "list_values",
    "sum_by",
    "copy",
    "move_column",
]
ROWS_SHOWN = 5
MAX_VALUES_NAMED = 20

# What models and people call the actions.
_ACTION_WORDS: dict[str, Action] = {
    "update": "set", "change": "set", "replace": "set", "fix": "set", "edit": "set",
    "delete": "delete_rows", "remove": "delete_rows", "remove_rows": "delete_rows",
    "delete_row": "delete_rows", "drop_rows": "delete_rows",
    "add": "add_column", "new_column": "add_column",
    "remove_column": "drop_column", "delete_column": "drop_column",
    "order": "sort", "sort_by": "sort",
    "filter": "keep_rows", "keep": "keep_rows", "select": "keep_rows", "copy_rows": "keep_rows",
    "values": "list_values", "list": "list_values", "unique": "list_values",
    "distinct": "list_values", "unique_values": "list_values",
    "group_sum": "sum_by", "sum": "sum_by", "totals": "sum_by", "group_by": "sum_by",
    "convert": "copy", "export": "copy", "duplicate": "copy",
    "rename": "rename_column", "rename_columns": "rename_column", "rename_header": "rename_column",
    "move": "move_column", "reorder": "move_column", "reorder_columns": "move_column",
    "move_columns": "move_column",
}  # fmt: skip


class CsvEditArgs(BaseModel):
    path: str = Field(
        description="The CSV file to change, or with source the new file to write; relative "
        "paths are taken from the working directory."
    )
    action: Action = Field(
        description="set (a column's value in the rows matching where), delete_rows (those "
        "matching where), add_column (column, filled with value), drop_column, sort (by "
        "column), rename_column (column renamed to value; column * with value upper or lower "
        "changes every column name's case), move_column (column moved to value: end, start, "
        "before region or after region), keep_rows (only those matching where), list_values "
        "(column's different values, one per line, into a new file with source), sum_by "
        "(value summed per column: a new table), copy (the table as it is; to .json as "
        "records)."
    )
    column: str | None = Field(
        default=None, description="The column to set, add, drop or sort by, e.g. units."
    )
    value: str | None = Field(
        default=None,
        description="The new value for set; for add_column a value or a product of columns "
        "such as units*unit_price.",
    )
    where: str | None = Field(
        default=None,
        description='Which rows, as in csv_query: "region=Busan", "product=bagel and units>20".',
    )
    source: str | None = Field(
        default=None,
        description="Read this CSV and write the result to path as a new file (the source is "
        "left unchanged); omit it to change path itself.",
    )
    descending: bool = Field(default=False, description="For sort: largest first.")

    @field_validator("action", mode="before")
    @classmethod
    def _action_word(cls, value: object) -> object:
        if isinstance(value, str):
            word = "_".join(value.strip().lower().split())
            return _ACTION_WORDS.get(word, word)
        return value

    @field_validator("column", "value", "where", "source", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return none_if_blank(value)


class EditError(ValueError):
    """The change does not fit the table; the message is meant for the model."""


# a new file's kind says its delimiter: sales.csv copied to sales.tsv is tab-separated
# (fresh24 write-54 asked a tab-separated copy); a file changed in place keeps its own
_DELIMITERS = {".tsv": "\t", ".csv": ","}


def _written(table: Table, delimiter: str | None = None) -> bytes:
    """The table as CSV text in its file's delimiter (or `delimiter`) and quoting."""
    out = io.StringIO()
    dialect = table.dialect
    writer = csv.writer(out, delimiter=delimiter or dialect.delimiter,
                        quotechar=dialect.quotechar or '"', lineterminator="\n")  # fmt: skip
    writer.writerow(table.header)
    writer.writerows(table.rows)
    return out.getvalue().encode("utf-8")


def _records(table: Table) -> bytes:
    """The table as JSON: one object per row keyed by the header, numbers as numbers."""

    def cell(text: str) -> object:
        amount = number(text) if re.fullmatch(r"-?[\d,]+(?:\.\d+)?", text.strip()) else None
        if amount is None:
            return text
        return int(amount) if amount.is_integer() else amount

    records = [{h: cell(row[i] if i < len(row) else "") for i, h in enumerate(table.header)}
               for row in table.rows]  # fmt: skip
    return (json.dumps(records, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def _listed(table: Table) -> bytes:
    """A one-column table as a plain list: its values one per line, no header."""
    return "".join(f"{row[0]}\n" for row in table.rows).encode("utf-8")


def _rows_of(table: Table, where: str | None, request: str) -> list[list[str]]:
    if not where:
        return table.rows
    return select(table, parse_where(where, table, request))


def _needs(args: CsvEditArgs, *names: str) -> None:
    missing = [name for name in names if getattr(args, name) in (None, "")]
    if missing:
        raise EditError(f"{args.action} needs {' and '.join(missing)}")


def _described(table: Table, rows: list[list[str]]) -> list[str]:
    shown = [f"row: {table.describe_row(r)}" for r in rows[:ROWS_SHOWN]]
    more = len(rows) - len(shown)
    return shown + ([f"(and {more} more rows)"] if more > 0 else [])


def edit(table: Table, args: CsvEditArgs, request: str = "") -> tuple[Table, list[str]]:
    """The table after the change, and lines that say what changed."""
    name = table.name
    if args.action == "set" and args.column and not args.where and _new_column(table, args):
        # "set total = units*unit_price" on a table with no total: a new column is what is set
        return edit(table, args.model_copy(update={"action": "add_column"}), request)
    if args.action == "set":
        _needs(args, "column", "value")
        assert args.column is not None and args.value is not None
        i = table.index(args.column)
        reshaped = _reshaped(table, i, args, request)
        if reshaped is not None:
            return reshaped
        rows = _rows_of(table, args.where, request)
        if not rows:
            raise EditError(f"no row of {name} matches where {args.where!r}")
        chosen = {id(r) for r in rows}
        old = sorted({table.cell(r, i) for r in rows})
        new_rows, changed = [], []
        for row in table.rows:
            if id(row) in chosen:
                row = _padded(row, len(table.header))
                row[i] = args.value
                changed.append(row)
            new_rows.append(row)
        edited = replace(table, rows=new_rows)
        was = ", ".join(old[:ROWS_SHOWN])
        lines = [f"set {table.header[i]} to {args.value!r} in {_rows(len(rows))} (was {was})"]
        return edited, lines + _described(edited, changed)
    if args.action in ("delete_rows", "keep_rows"):
        _needs(args, "where")
        rows = _rows_of(table, args.where, request)
        chosen = {id(r) for r in rows}
        delete = args.action == "delete_rows"
        kept = [r for r in table.rows if (id(r) in chosen) != delete]
        gone = [r for r in table.rows if (id(r) in chosen) == delete]
        if not gone:
            return table, [f"no row removed: every row of {name} matches"]
        verb = f"removed {_rows(len(gone))}" if delete else f"kept {_rows(len(kept))}"
        lines = [f"{verb} of {len(table.rows)} (where {args.where})"]
        return replace(table, rows=kept), lines + _described(table, gone if delete else kept)
    if args.action == "add_column":
        _needs(args, "column", "value")
        assert args.column is not None and args.value is not None
        if args.column.strip() in table.header:
            raise EditError(f"{name} already has a column {args.column.strip()!r}")
        try:
            product = column_of(table, args.value)
        except QueryError:
            product = None
        cells = [_cell(product.value(table, r)) if product else args.value for r in table.rows]
        header = [*table.header, args.column.strip()]
        rows = [[*_padded(r, len(table.header)), c] for r, c in zip(table.rows, cells, strict=True)]
        edited = replace(table, header=header, rows=rows)
        how = f"{product.name} of each row" if product else repr(args.value)
        return edited, [f"added column {args.column.strip()} ({how})", *_described(edited, rows)]
    if args.action == "drop_column":
        _needs(args, "column")
        assert args.column is not None
        i = table.index(args.column)
        header = [h for j, h in enumerate(table.header) if j != i]
        rows = [[c for j, c in enumerate(r) if j != i] for r in table.rows]
        edited = replace(table, header=header, rows=rows)
        return edited, [f"dropped column {table.header[i]}", *_described(edited, rows)]
    if args.action == "rename_column":
        return _renamed(table, args)
    if args.action == "move_column":
        return _moved(table, args)
    if args.action == "list_values":
        return _values_of(table, args, request)
    if args.action == "sum_by":
        return _sums_by(table, args, request)
    if args.action == "copy":
        return replace(table, rows=list(table.rows)), [f"copied {_rows(len(table.rows))}"]
    _needs(args, "column")  # sort
    assert args.column is not None
    i = table.index(args.column)
    # a column with a number in it sorts by number, its other cells last; else as text
    numeric = any(number(table.cell(r, i)) is not None for r in table.rows)

    def key(row: list[str]) -> tuple[int, float | str]:
        cell = table.cell(row, i)
        if not numeric:
            return (1, cell.casefold())
        amount = number(cell)
        return (0, amount) if amount is not None else (2, 0.0)

    descending = _descending(args, request)
    ordered = sorted(table.rows, key=key, reverse=descending)
    if descending and numeric:  # the blanks stay last
        ordered = [r for r in ordered if key(r)[0] == 0] + [r for r in ordered if key(r)[0] != 0]
    edited = replace(table, rows=ordered)
    way = "largest first" if descending else "smallest first"
    return edited, [f"sorted {_rows(len(ordered))} by {table.header[i]} ({way})",
                    *_described(edited, ordered)]  # fmt: skip


def _values_of(table: Table, args: CsvEditArgs, request: str) -> tuple[Table, list[str]]:
    """A one-column table of `column`'s different values (of the rows matching where), in the
    table's order, or sorted when the call or the request asks for an order."""
    _needs(args, "column")
    assert args.column is not None
    i = table.index(args.column)
    values = list(dict.fromkeys(table.cell(r, i) for r in _rows_of(table, args.where, request)))
    values = [v for v in values if v]
    descending = _descending(args, request)
    if descending or _IN_ORDER.search(request):
        numeric = all(number(v) is not None for v in values)
        values.sort(key=(lambda v: number(v) or 0.0) if numeric else str.casefold,
                    reverse=descending)  # fmt: skip
    name = table.header[i]
    listed = replace(table, header=[name], rows=[[v] for v in values])
    shown = ", ".join(values[:MAX_VALUES_NAMED]) + (", …" if len(values) > MAX_VALUES_NAMED else "")
    return listed, [f"listed the {len(values)} different values of {name}: {shown}"]


# the new table's header, said: "헤더는 date,revenue로 하고", "with the header date,revenue"
_HEADER_SAID = re.compile(
    r"(?:header|헤더|columns?|열\s*이름)\D{0,12}?([A-Za-z_][A-Za-z0-9_]*)\s*,\s*"
    r"([A-Za-z_][A-Za-z0-9_]*)",
    re.I,
)


_CASES = {"upper": str.upper, "lower": str.lower}

# where a column goes: "end", "last", "start", "first", "before region", "after product"
_TO_END = re.compile(
    r"\s*(?:to\s+)?(?:the\s+)?(?:end|last|right|back|끝|맨\s*끝|마지막|뒤)\s*", re.I
)
_TO_START = re.compile(
    r"\s*(?:to\s+)?(?:the\s+)?(?:start|first|front|beginning|left|처음|맨\s*앞|앞)\s*", re.I
)
_NEXT_TO = re.compile(r"\s*(?P<way>before|after)\s+(?P<other>.+?)\s*", re.I)


def _moved(table: Table, args: CsvEditArgs) -> tuple[Table, list[str]]:
    """A column moved to the end, the start, or before or after another column; every row's
    cells move with it, and the other columns keep their order."""
    _needs(args, "column", "value")
    assert args.column is not None and args.value is not None
    i = table.index(args.column)
    rest = [j for j in range(len(table.header)) if j != i]
    place = args.value
    next_to = _NEXT_TO.fullmatch(place)
    if _TO_END.fullmatch(place):
        at, said = len(rest), "to the end"
    elif _TO_START.fullmatch(place):
        at, said = 0, "to the start"
    elif next_to is not None:
        other = table.index(next_to["other"])
        if other == i:
            raise EditError(f"{table.header[i]} cannot move next to itself")
        at = rest.index(other) + (next_to["way"].lower() == "after")
        said = f"{next_to['way'].lower()} {table.header[other]}"
    else:
        raise EditError("move_column needs value: end, start, before <column> or after <column>")
    order = [*rest[:at], i, *rest[at:]]
    if order == list(range(len(table.header))):
        return table, [f"no column moved: {table.header[i]} is there already"]
    width = len(table.header)
    header = [table.header[j] for j in order]
    rows = [[_padded(r, width)[j] for j in order] for r in table.rows]
    edited = replace(table, header=header, rows=rows)
    lines = [f"moved column {table.header[i]} {said}: {', '.join(header)}"]
    return edited, lines + _described(edited, rows)


def _renamed(table: Table, args: CsvEditArgs) -> tuple[Table, list[str]]:
    """A column renamed, or every column name put in upper or lower case (column "*"); the
    rows stay as they are."""
    _needs(args, "value")
    assert args.value is not None
    case = _CASES.get(args.value.strip().lower())
    if case is not None and args.column in (None, "", "*"):
        header = [case(name) for name in table.header]
        said = f"every column name in {args.value.strip().lower()} case"
    else:
        _needs(args, "column")
        assert args.column is not None
        i = table.index(args.column)
        new = args.value.strip()
        if new in table.header and new != table.header[i]:
            raise EditError(f"{table.name} already has a column {new!r}")
        header = [new if j == i else name for j, name in enumerate(table.header)]
        said = f"renamed column {table.header[i]} to {new}"
    if header == table.header:
        return table, [f"no column renamed: {', '.join(header)} already"]
    return replace(table, header=header), [f"{said}: {', '.join(header)}"]


# the header's case asked: "put the column names in the header in capital letters", "헤더를
# 소문자로" (fresh26 write-57 sent a set of a column "name" from a file "header")
_HEADER_ASKED = re.compile(
    r"\bheaders?\b|\bcolumn names?\b|헤더|열\s*이름|컬럼\s*(?:이름|명)|칼럼", re.I
)
_UPPER = re.compile(r"\bcapital(?:s| letters)?\b|\bupper ?case\b|\ball caps\b|대문자", re.I)
_LOWER = re.compile(r"\blower ?case\b|\bsmall letters\b|소문자", re.I)


def _header_case_asked(args: CsvEditArgs, request: str, source_exists: bool) -> CsvEditArgs:
    """A `set` as the header's case change the request asks, when it asks one (its source
    dropped when that names no file); another action ("add a TOTAL column") is its own."""
    if args.action != "set" or not _HEADER_ASKED.search(request):
        return args
    upper, lower = bool(_UPPER.search(request)), bool(_LOWER.search(request))
    if upper == lower:
        return args
    return args.model_copy(
        update={"action": "rename_column", "column": "*", "value": "upper" if upper else "lower",
                "where": None, "source": args.source if source_exists else None}
    )  # fmt: skip


def _sums_by(table: Table, args: CsvEditArgs, request: str) -> tuple[Table, list[str]]:
    """A new table of `value` (a column or a product such as units*unit_price; by default what
    the request's words of money or pieces mean) summed per `column` (by default the day,
    region or product the request says), in the order the groups first appear or by the total
    in the order the request says."""
    group = args.column or per_column(table.header, request)
    planned = planned_query(table.header, request) or {}
    value = args.value or planned.get("column")
    if group is None or value is None:
        raise EditError("sum_by needs column (what to group by) and value (what to add up)")
    g = table.index(group)
    summed = column_of(table, value)
    totals: dict[str, float] = {}
    for row in _rows_of(table, args.where, request):
        amount = summed.value(table, row)
        if amount is not None:
            key = table.cell(row, g)
            totals[key] = totals.get(key, 0.0) + amount
    said = _HEADER_SAID.search(request)
    name = said[2] if said and said[1].casefold() == table.header[g].casefold() else "total"
    order = list(totals.items())
    way = ""
    descending = _descending(args, request)  # "매출 많은 지역부터"
    if descending or largest_first_asked(request) is not None:
        order.sort(key=lambda item: item[1], reverse=descending)
        way = ", largest first" if descending else ", smallest first"
    rows = [[key, show(total)] for key, total in order]
    made = replace(table, header=[table.header[g], name], rows=rows)
    return made, [f"summed {summed.name} per {table.header[g]}: {_rows(len(rows))}{way}",
                  *_described(made, rows)]  # fmt: skip


# every value written another way, shown by one example: "날짜가 2024-06-01처럼 돼 있는데,
# 2024/06/01처럼 슬래시로 바꿔 줘" (fresh27 write-60 set the one row of June 1)
_FORM_ASKED = re.compile(
    r"처럼|같이|\blike\b|\bformat|\bslash|\bdash|\bdots?\b|\bseparat|형식|포맷|슬래시|하이픈|대시|점으로"
    r"|구분",
    re.I,
)
_SEPARATORS = re.compile(r"[-/.]")


def _reshaped(
    table: Table, i: int, args: CsvEditArgs, request: str
) -> tuple[Table, list[str]] | None:
    """Every cell of column `i` written as the call's value rewrites its example (the same
    digits, other separators), when the request asks the column's form changed; None when the
    set is of one value."""
    assert args.value is not None
    example = _example_value(table, i, args, request)
    if example is None or not _FORM_ASKED.search(request):
        return None
    old_sep, new_sep = set(_SEPARATORS.findall(example)), set(_SEPARATORS.findall(args.value))
    if len(old_sep) != 1 or len(new_sep) != 1 or old_sep == new_sep:
        return None
    if _SEPARATORS.sub("", example) != _SEPARATORS.sub("", args.value):
        return None
    before, after = old_sep.pop(), new_sep.pop()
    shape = re.compile(r"\d+(?:" + re.escape(before) + r"\d+)+")
    new_rows, changed = [], 0
    for row in table.rows:
        cell = table.cell(row, i)
        if shape.fullmatch(cell):
            row = _padded(row, len(table.header))
            row[i] = cell.replace(before, after)
            changed += 1
        new_rows.append(row)
    edited = replace(table, rows=new_rows)
    said = (
        f"rewrote {table.header[i]} in {_rows(changed)}: {before!r} → {after!r} "
        f"({example} → {args.value})"
    )
    return edited, [said, *_described(edited, edited.rows[:ROWS_SHOWN])]


def _example_value(table: Table, i: int, args: CsvEditArgs, request: str) -> str | None:
    """The one value of the column the call's where (or the request) names as the example."""
    values = {table.cell(row, i) for row in table.rows}
    said = [v for v in values if v and (v in (args.where or "") or v in request)]
    return said[0] if len(said) == 1 else None


def _new_column(table: Table, args: CsvEditArgs) -> bool:
    """The call sets a column the table lacks to a product of its columns."""
    assert args.column is not None
    try:
        table.index(args.column)
        return False
    except QueryError:
        pass
    try:
        return args.value is not None and len(column_of(table, args.value).indexes) > 1
    except QueryError:
        return False


def _rows(n: int) -> str:
    return f"{n} row" if n == 1 else f"{n} rows"


def _padded(row: list[str], width: int) -> list[str]:
    """A copy of `row` with empty cells up to `width` (a short row is a row with blanks)."""
    return [*row, *[""] * (width - len(row))]


# "in alphabetical order", "sorted", "가나다순": a listing of values put in order
_IN_ORDER = re.compile(
    r"\balphabeti|\bsort|\bin (?:abc|a-z|numeric|numerical|ascending) order\b|\bascending\b"
    r"|정렬|(?:알파벳|가나다|abc|이름)\s*순|오름차순",
    re.IGNORECASE,
)


def _descending(args: CsvEditArgs, request: str) -> bool:
    """ "units 많은 순으로", "largest first": the order the request says wins over the flag."""
    said = largest_first_asked(request)
    return args.descending if said is None else said


def _cell(value: float | None) -> str:
    return "" if value is None else show(value)


class CsvEditTool(Tool[CsvEditArgs]):
    name = "csv_edit"
    requires_approval = True
    description = (
        "Change a CSV table exactly: set a column's value in the rows matching where, delete "
        "rows, add a column (a value or a product such as units*unit_price), drop a column, sort "
        "by a column, or keep only some rows; with source, write the result (or a column's values: "
        "list_values) to a new file."
    )
    Args = CsvEditArgs

    async def run(self, args: CsvEditArgs, ctx: ToolContext) -> ToolResult:
        return await asyncio.to_thread(self._run, args, ctx)

    @staticmethod
    def _run(args: CsvEditArgs, ctx: ToolContext) -> ToolResult:
        named = resolve_path(ctx, args.source) if args.source else None
        args = _header_case_asked(args, ctx.request, named is not None and named.is_file())
        target = resolve_path(ctx, args.path)
        shown = display_path(ctx, target)
        source = resolve_path(ctx, args.source) if args.source else target
        read = display_path(ctx, source)
        if source != target and target.exists():
            return ToolResult(
                f"not written: {shown} exists; name a new file to write, or change {shown} "
                "itself (without source)", is_error=True,
            )  # fmt: skip
        if args.action == "list_values" and source == target:
            return ToolResult(
                f"not written: list_values writes a new file; give source \"{read}\" and the "
                "new file as path", is_error=True,
            )  # fmt: skip
        if target.suffix.lower() == ".json" and source == target:
            return ToolResult(f"not written: {shown} is not a CSV file", is_error=True)
        if target.suffix.lower() not in (".csv", ".tsv", ".txt", ".json"):
            return ToolResult(f"not written: {shown} is not a CSV file", is_error=True)
        try:
            table = load(source, read)
            edited, lines = edit(table, args, ctx.request)
            if edited is table:
                return ToolResult("\n".join([f"{shown} is unchanged", *lines]))
            suffix = target.suffix.lower()
            listing = args.action == "list_values" and suffix == ".txt"
            data = _records(edited) if suffix == ".json" else None
            delimiter = _DELIMITERS.get(suffix) if source != target else None
            made = _listed(edited) if listing else _written(edited, delimiter)
            atomic_write(target, data or made)
        except (QueryError, EditError) as exc:
            return ToolResult(f"not changed: {exc}", is_error=True)
        except FileNotFoundError:
            return ToolResult(f"no such file: {read}", is_error=True)
        except OSError as exc:
            return ToolResult(f"cannot write: {describe_os_error(exc, shown)}", is_error=True)
        where = f"{shown} (from {read}, which is unchanged)" if source != target else shown
        return ToolResult("\n".join([f"changed {where}: {lines[0]}", *lines[1:]]))
