"""The `csv_query` tool: totals, averages, largest and smallest values of a CSV, exactly.

A small model that reads a CSV and adds the numbers up itself gets them wrong, and one that
writes `awk` for it gets the fields wrong. This tool takes the question's parts — a column, an
operation, optionally a column to group by and a `column=value` filter — and computes the
answer with the standard `csv` module. Its results carry their context (how many rows, the
whole row of a maximum, every group largest first), so a request worded loosely still finds
its answer in the result. Bad parts (an unknown column, a malformed filter) are errors that
list what exists, so the model's retry can be right.
"""

from __future__ import annotations

import asyncio
import csv
import datetime as dt
import difflib
import io
import itertools
import re
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, field_validator

from jarvis_voice.romanize import loanword_match, romanize, spelled_in_latin
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.builtin import (
    day_onward,
    day_pair,
    exchange_rate,
    group_bounds,
    group_rises,
    one_day,
)
from jarvis_voice.tools.builtin._common import (
    cap_text,
    describe_os_error,
    display_path,
    files_below,
    output_limit,
    resolve_path,
    same_name_below,
)
from jarvis_voice.tools.builtin.calculator import spell_korean_numbers
from jarvis_voice.tools.builtin.csv_days import (
    STREAK_ASKED,
    date_column,
    date_of,
    days_asked,
    days_named,
    days_said,
    days_spelled,
    longest_streak,
    weekday_of,
)
from jarvis_voice.tools.builtin.day_onward import Day
from jarvis_voice.tools.builtin.day_pair import day_pair_lines
from jarvis_voice.tools.builtin.days_until import EN_WEEKDAYS, KO_WEEKDAYS, date_in
from jarvis_voice.tools.builtin.each_once import ONCE_OPS, item_figures, once_line, once_noun
from jarvis_voice.tools.builtin.flat_price import flat_lines, flat_price
from jarvis_voice.tools.builtin.left_out import left_out
from jarvis_voice.tools.builtin.sort_order import largest_first_asked
from jarvis_voice.tools.builtin.top_per_group import asked as tops_asked
from jarvis_voice.tools.builtin.top_per_group import top_lines
from jarvis_voice.tools.builtin.unsaid_dates import made_up

MAX_BYTES = 20 * 1024 * 1024
MAX_GROUPS_SHOWN = 20
PREVIEW_ROWS = 5
MAX_VALUES_SHOWN = 20  # the values named when a where value matches no row
# Files that are text but never a table: a model that runs csv_query on notes.md wants read_file.
NOT_TABLES = frozenset(
    {".md", ".markdown", ".py", ".sh", ".json", ".yaml", ".yml", ".toml", ".html", ".log", ".ini"}
)
# "units*unit_price": a product of columns (revenue from units and price), as models write it.
_TIMES = re.compile(r"\s*(?:\*|×|\bx\b|\btimes\b)\s*", re.I)

Op = Literal["sum", "average", "median", "stdev", "min", "max", "count"]

# What models and people call the operations (English and Korean).
_OP_WORDS: dict[str, Op] = {
    "sum": "sum", "total": "sum", "합계": "sum", "합": "sum", "총합": "sum",
    "average": "average", "avg": "average", "mean": "average", "평균": "average",
    "min": "min", "minimum": "min", "lowest": "min", "smallest": "min", "최소": "min",
    "max": "max", "maximum": "max", "highest": "max", "largest": "max", "biggest": "max",
    "top": "max", "최대": "max", "가장 큰": "max",
    "count": "count", "number": "count", "rows": "count", "개수": "count", "수": "count",
    "median": "median", "중앙값": "median", "중간값": "median",
    "stdev": "stdev", "std": "stdev", "sd": "stdev", "standard deviation": "stdev",
    "standard_deviation": "stdev", "std_dev": "stdev", "stddev": "stdev", "표준편차": "stdev",
}  # fmt: skip


FEW_ROWS = 3  # a figure over this many rows or fewer shows them too

NO_VALUE = frozenset({"", "none", "null", "nil", "n/a", "na", "-", "all", "없음", "전체"})


def none_if_blank(value: object) -> object:
    """An optional argument a small model filled with "none" or "null" rather than leave out,
    as left out."""
    return None if isinstance(value, str) and value.strip().lower() in NO_VALUE else value


class CsvQueryArgs(BaseModel):
    path: str = Field(
        description="The CSV file; relative paths are taken from the working directory."
    )
    op: Op = Field(
        default="sum",
        description="sum, average, median, stdev (standard deviation), min, max or count "
        "(rows). max/min also show the whole row.",
    )
    column: str | None = Field(
        default=None,
        description="The column to compute on, e.g. units, or a product of columns such as "
        "units*unit_price. Omit it to see the columns and the first rows.",
    )
    group_by: str | None = Field(
        default=None,
        description="A column to group by, e.g. product: one result per group, largest first.",
    )
    where: str | None = Field(
        default=None,
        description="Only rows where a column has a value or passes a number test, e.g. "
        '"region=Busan" or "units>20".',
    )

    @field_validator("op", mode="before")
    @classmethod
    def _op_word(cls, value: object) -> object:
        if isinstance(value, str):
            return _OP_WORDS.get(value.strip().lower(), value.strip().lower())
        return value

    @field_validator("column", "group_by", "where", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return none_if_blank(value)


class QueryError(ValueError):
    """The query does not fit the file; the message is meant for the model."""


@dataclass(frozen=True)
class Table:
    name: str
    header: list[str]
    rows: list[list[str]]
    # columns named another way and read as the one meant: "price" → "unit_price"
    read_as: dict[str, str] = field(default_factory=dict, compare=False)
    # conditions on a column and a value the file has neither of, that the request never said
    left_out: list[str] = field(default_factory=list, compare=False)
    # what the query computed otherwise than it was called, and why ("op sum read as stdev")
    notes: list[str] = field(default_factory=list, compare=False)
    # the file's delimiter and quoting, as read: a changed table is written back with them
    dialect: type[csv.Dialect] | csv.Dialect = field(default=csv.excel, compare=False)

    def index(self, column: str, role: str = "column") -> int:
        wanted = _key(column)
        for i, name in enumerate(self.header):
            if _key(name) == wanted:
                return i
        meant = _meant_column(self.header, wanted)
        if meant is not None:
            self.read_as[column.strip()] = self.header[meant]
            return meant
        raise QueryError(
            f"no {role} {column!r} in {self.name}; its columns are: {', '.join(self.header)}"
        )

    def cell(self, row: list[str], i: int) -> str:
        return row[i].strip() if i < len(row) else ""

    def describe_row(self, row: list[str]) -> str:
        return ", ".join(f"{name}={self.cell(row, i)}" for i, name in enumerate(self.header))


def _key(text: str) -> str:
    return " ".join(text.strip().strip("\"'`").casefold().split())


_DAY_WORDS = frozenset({"day", "days", "날", "날짜", "일자", "일", "sale_day", "sales_day"})
_DATE_NAME = re.compile(r"date|day|날짜|일자", re.I)


def _meant_column(header: list[str], wanted: str) -> int | None:
    """The one column a name that is not a column means: a part of its name ("price" for
    unit_price), the name inside it ("sale_date" for date), or a quantity or a price by another
    name ("quantity", "수량" for units; "cost", "단가" for unit_price). None when no column, or
    several, fit."""
    if len([f for f in _TIMES.split(wanted) if f]) > 1:
        return None  # a product of columns ("units*price"): each factor is read on its own
    # a plural of a column's name: "regions" for region, "categories" for category
    plural = [i for i, h in enumerate(header) if _key(h) in _singulars(wanted)]
    if len(plural) == 1:
        return plural[0]
    # … and the singular of one: "unit" for units, before the columns it is a part of
    # ("unit_price": fresh21 csv-47 averaged the prices for "units per sale")
    singular = [i for i, h in enumerate(header) if _key(h) in (f"{wanted}s", f"{wanted}es")]
    if len(singular) == 1:
        return singular[0]
    if wanted in _DAY_WORDS:  # "on how many different days": the one date column (fresh23)
        dated = [i for i, h in enumerate(header) if _DATE_NAME.search(h)]
        if len(dated) == 1:
            return dated[0]
    words = re.split(r"[\s_.\-]+", wanted)
    parts = [i for i, h in enumerate(header) if wanted in re.split(r"[\s_.\-]+", _key(h))]
    if len(parts) == 1:
        return parts[0]
    # the column's name inside the one given: "sale_date" for date, "product_name" for product
    holds = [i for i, h in enumerate(header) if _key(h) in words]
    if len(holds) == 1:
        return holds[0]
    quantities = [i for i, h in enumerate(header) if _QUANTITY.search(h) and not _PRICE.search(h)]
    prices = [i for i, h in enumerate(header) if _PRICE.search(h)]
    for kind, columns in ((_PRICE, prices), (_QUANTITY, quantities)):
        if kind.search(wanted):
            return columns[0] if len(columns) == 1 else None
    return None


def number(text: str) -> float | None:
    """ "1,234", "$5.50", "12 %", "(3)" as numbers; None for anything that is not one."""
    clean = re.sub(r"[\s,$€£₩%]", "", text)
    negative = clean.startswith("(") and clean.endswith(")")
    clean = clean.strip("()")
    try:
        value = float(clean)
    except ValueError:
        return None
    return -value if negative else value


def show(value: float) -> str:
    return str(int(value)) if value.is_integer() else f"{value:.4f}".rstrip("0").rstrip(".")


def load(path: Path, name: str) -> Table:
    path.stat()  # a file that is not there is named as missing first, whatever its kind
    if path.suffix.lower() == ".log":
        # "how many INFO lines in the app log?" (fresh12 count-27): a log is searched, not read
        raise QueryError(
            f"{name} is a log, not a CSV file; to find or count its lines use bash with "
            f"`grep -c 'WORD' {name}` (or grep without -c to see them)"
        )
    if path.suffix.lower() in NOT_TABLES:
        raise QueryError(f"{name} is not a CSV file; read it with read_file")
    with path.open("rb") as f:
        raw = f.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise QueryError(f"{name} is larger than {MAX_BYTES // 1024**2} MB; too big to query")
    if b"\0" in raw[:8192]:
        raise QueryError(f"{name} is a binary file, not a CSV")
    text = raw.decode("utf-8-sig", errors="replace")
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(
            text[:4096], delimiters=",;\t|"
        )
    except csv.Error:
        dialect = csv.excel
    rows = [row for row in csv.reader(io.StringIO(text), dialect) if any(c.strip() for c in row)]
    if not rows:
        raise QueryError(f"{name} is empty")
    return Table(name, [h.strip() for h in rows[0]], rows[1:], dialect=dialect)


CONDITION = re.compile(
    r"^\s*(?P<column>[^=:<>!]+?)\s*(?P<op>==|=|:|!=|<>|>=|<=|>|<)\s*(?P<value>.+?)\s*$"
)


def where_parts(where: str) -> list[str]:
    """'region=Busan and units > 20' → its conditions as written ("unit_price=2,500" is one:
    a comma splits only before another condition)."""
    return re.split(r"\s+and\s+|\s*[&;]\s*|\s*,\s*(?=[^=<>!]+[=<>!])", where.strip(), flags=re.I)


_COMPARE: dict[str, Callable[[float, float], bool]] = {
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
}


_ON_DAYS = {"on": True, "not on": False}  # rows whose date falls (or not) on those weekdays


@dataclass(frozen=True)
class Condition:
    column: int
    op: str  # "=", "!=", or a comparison of numbers or ISO dates
    value: str
    written: str = ""  # the column as written, when no column has that name (see parse_where)
    said: str = ""  # the value as written, when it was read as its Latin spelling ("부산")
    bare: bool = False  # a value with no column ("muffins"): the one column that holds it
    factors: tuple[int, ...] = ()  # a comparison of a product of columns ("units*unit_price")

    def passes(self, table: Table, row: list[str]) -> bool:
        """The row meets the condition (on its product of columns, when it has one)."""
        if not self.factors:
            return self.holds(table.cell(row, self.column))
        worth = Column("", self.factors).value(table, row)
        want = number(self.value)
        return worth is not None and want is not None and _COMPARE[self.op](worth, want)

    def holds(self, cell: str) -> bool:
        if self.op in _ON_DAYS:  # value: the weekdays, "5,6"
            on = weekday_of(cell) in {int(n) for n in self.value.split(",")}
            return on if self.op == "on" else not on
        if self.op == "=":
            return _key(cell) == self.value
        if self.op == "in":  # value: the values, joined by IN_SEPARATOR
            return _key(cell) in self.value.split(IN_SEPARATOR)
        if self.op == "!=":
            return _key(cell) != self.value
        have, want = number(cell), number(self.value)
        if want is None:  # "date >= 2024-06-03": ISO dates compare as days
            day, since = date_of(cell), date_of(self.value)
            return (
                day is not None
                and since is not None
                and _COMPARE[self.op](day.toordinal(), since.toordinal())
            )
        return have is not None and _COMPARE[self.op](have, want)


# a column's average as the value compared with: "avg(units)", "average", "(select avg(units)
# from sales)", "평균"
_AVERAGE_OF = re.compile(
    r"\(?\s*(?:select\s+)?(?:avg|average|mean)\s*\(\s*(?P<column>[^()]+?)\s*\)"
    r"(?:\s+from\s+[\w.]+)?\s*\)?|(?:the\s+)?(?:avg|average|mean)|평균(?:값)?",
    re.IGNORECASE,
)


def _average(table: Table, average: re.Match[str], condition: re.Match[str]) -> str:
    """The average a comparison names, of its own column unless it names another, noted."""
    name = (average["column"] or condition["column"]).strip()
    column = column_of(table, name)
    values = [v for row in table.rows if (v := column.value(table, row)) is not None]
    if not values:
        raise QueryError(f"where {condition.group(0).strip()!r}: {column.name} has no numbers")
    mean = sum(values) / len(values)
    table.notes.append(
        f"{average.group(0).strip()} read as {show(mean)}, the average of {column.name} over "
        f"{len(values)} rows"
    )
    return show(mean)


def parse_where(where: str, table: Table, request: str = "") -> list[Condition]:
    """'region=Busan and units > 20' → conditions that must all hold. Small models write
    comparisons as often as equalities ("units > 0"), so both are read. A condition the model
    made up — a column and a value the file has neither of, and the request never said
    ("status='sold'" for "the most recent sale", fresh16 script-37) — is left out, and
    `table.left_out` says so."""
    conditions = []
    for part in where_parts(where):
        listed = _IN_LIST.match(part)
        if listed is not None:  # "region in ('Busan', 'Incheon')", as SQL writes it
            conditions.append(_one_of(table, listed["column"], listed["values"]))
            continue
        match = CONDITION.match(part)
        if match is None:
            # "muffins" alone: the one column that holds it ("product=muffin")
            bare = _key(part)
            for value in (bare, *_singulars(bare)):
                found = _only_column_with(table, value) if value else None
                if found is not None:
                    conditions.append(Condition(found, "=", value, bare=True))
                    break
            else:
                days = _on_days(table, "=", bare)
                if days is not None:  # "weekend" alone: the rows dated on a weekend
                    conditions.append(days)
                    continue
                raise QueryError(
                    f'where must look like "column=value" or "column>number", '
                    f'e.g. "{table.header[0]}=…"'
                )
            continue
        op = {"==": "=", ":": "=", "<>": "!="}.get(match["op"], match["op"])
        average = _AVERAGE_OF.match(match["value"].strip()) if op in _COMPARE else None
        if average is not None:
            # "units > avg(units)", "units > (select avg(units) from sales)": the average is
            # worked out (fresh21 count-47 failed twice on SQL the tool did not read)
            mean = _average(table, average, match)
            match = CONDITION.match(f"{match['column']}{match['op']}{mean}")
            assert match is not None
        compared = match["value"].strip().strip("'\"")
        if op in _COMPARE and number(compared) is None and date_of(compared) is None:
            raise QueryError(f"where {part.strip()!r}: {op} compares numbers or dates")
        value = _key(match["value"])
        equal = op in ("=", "!=")
        days = _on_days(table, op, value)
        if days is not None:  # "date=weekend", "day=토요일": by the weekday of the date column
            conditions.append(days)
            continue
        worth = _compared_worth(table, match["column"], value, request) if op in _COMPARE else None
        if worth is not None:  # "units*unit_price > 100000", "amount > 100000"
            conditions.append(Condition(worth.indexes[0], op, value, factors=worth.indexes))
            continue
        # "region=부산" in a file that says Busan: the value as spelled in Latin letters
        latin = _key(romanize(value)) if equal else value
        written = ""
        try:
            column = table.index(match["column"], "where column")
        except QueryError:
            # "location=Seoul" in a file whose Seoul is a region: one column holds the value
            found = _only_column_with(table, value) if equal else None
            if found is None and latin != value:
                found = _only_column_with(table, latin)
            if found is None and _made_up(match["column"], value, table, request):
                table.left_out.append(part.strip())
                continue
            if found is None:
                raise
            column, written = found, match["column"].strip()
        said = ""
        if latin != value and not _holds(table, column, value):
            # "부산" → Busan by its Latin spelling; a loanword ("크루아상") by how it sounds
            cells = list(dict.fromkeys(table.cell(row, column) for row in table.rows))
            sounds = loanword_match(value, cells)
            heard = latin if _holds(table, column, latin) else _key(sounds) if sounds else None
            if heard is not None:
                value, said = heard, match["value"].strip()
        if equal and not _holds(table, column, value):
            # "date=2023-06-05" or "6월 5일" for the one June 5th the file has (a model
            # fills in a year the person never said: fresh3 csv-10 gave up on it)
            day = _same_day(table, column, value)
            if day is not None:
                value, said = day, match["value"].strip()
        if equal and not _holds(table, column, value):
            # "product=muffins" in a file that says muffin
            held = next((v for v in _singulars(value) if _holds(table, column, v)), None)
            if held is not None:
                value, said = held, match["value"].strip()
        if op == "=" and request and not _holds(table, column, value) and not _says(request, value):
            # "quantity=1" for "한 번 팔 때 평균 몇 개씩" (per sale; fresh18 script-42): a number
            # no row has and the request never wrote is the model's, not a filter
            table.left_out.append(part.strip())
            continue
        conditions.append(Condition(column, op, value, written=written, said=said))
    return conditions


def _on_days(table: Table, op: str, value: str) -> Condition | None:
    """A condition on the days of the week a value names ("weekend", "토요일"), read on the
    table's one date column — unless some column holds that value as it is."""
    days = days_named(value) if op in ("=", "!=") else None
    dated = date_column(table.header, table.rows) if days else None
    if days is None or dated is None or _holds_anywhere(table, value):
        return None
    numbers = ",".join(str(n) for n in sorted(days))
    return Condition(dated, "on" if op == "=" else "not on", numbers, said=value)


def _days_meant(table: Table, args: CsvQueryArgs, request: str) -> CsvQueryArgs:
    """The call limited to the days the request names ("weekend sales", "토요일에 몇 개"): a
    where that names them otherwise ("day_of_week in (Sat, Sun)") or not at all is made
    `date=<the request's word>`; `table.notes` says so."""
    word = days_asked(request)
    dated = date_column(table.header, table.rows) if word else None
    if word is None or dated is None or _holds_anywhere(table, word):
        return args
    parts = [p for p in where_parts(args.where or "") if p.strip()]
    kept = [p for p in parts if not days_said(p) and not _on_a_made_up_day_column(table, p)]
    if len(kept) < len(parts) and all(CONDITION.match(p) for p in parts):
        return args  # it named the days itself, as a condition: parse_where reads it
    unread = [p for p in kept if _unread_on_dates(table, dated, p)]
    if unread:  # and the pieces of a call its comma split ("strftime('%w'", "date) = '1'")
        kept = [p for p in kept if p not in unread and p.count("(") == p.count(")")]
    where = " and ".join([*kept, f"{table.header[dated]}={word}"])
    table.notes.append(f"where {where}: the request asks about {word!r}")
    return args.model_copy(update={"where": where})


def _dates_unsaid(table: Table, args: CsvQueryArgs, request: str) -> CsvQueryArgs:
    """The call without the span of dates the model made up (unsaid_dates.made_up: "date >=
    '2023-04-01'" for 「sales.csv에 있는 6일 동안」 kept no row: fresh42 csv-90); `table.notes`
    says so."""
    dated = date_column(table.header, table.rows) if args.where and request else None
    if dated is None:
        return args
    parts = [p for p in where_parts(args.where or "") if p.strip()]
    days = [d for row in table.rows if (d := date_of(table.cell(row, dated))) is not None]
    dropped = made_up(parts, table.header[dated], days, request)
    if not dropped:
        return args
    table.notes.append(
        f"left out {' and '.join(dropped)!r}: no row is on those dates, and the request names none"
    )
    kept = [p for p in parts if p not in dropped]
    return args.model_copy(update={"where": " and ".join(kept) or None})


def _unread_on_dates(table: Table, dated: int, part: str) -> bool:
    """A where part on the date column no condition reads ("date like '2023-01-%'",
    "strftime('%w', date) = '1'"): the model's try at the days the request names, which say what
    it meant (fresh40 count-86 failed four times on 「월요일에 들어온」 sent as a LIKE)."""
    if not re.search(rf"\b{re.escape(table.header[dated])}\b", part, re.I):
        return False
    condition = CONDITION.match(part)
    return condition is None or _key(condition["column"]) != _key(table.header[dated])


_WEEKDAY_COLUMNS = frozenset({"weekday", "day_of_week", "dayofweek", "dow", "요일", "day_name"})


def _on_a_made_up_day_column(table: Table, part: str) -> bool:
    """A where part on a day column the table lacks ("day in ('월', '화', '수', '목', '금')",
    fresh24 count-54): the request's days say what it meant."""
    column = re.match(r"\s*([\w가-힣]+)", part)
    if column is None or _key(column[1]) in (_key(h) for h in table.header):
        return False
    return _key(column[1]) in _DAY_WORDS | _WEEKDAY_COLUMNS


# "빼고", "except Seoul", "부산이랑 서울 비교": a named value that is no filter of the rows
_NOT_A_FILTER = re.compile(
    r"\b(?:except|besides|other than|apart from|excluding|not counting|but not|compared?|vs\.?"
    r"|versus|without|all but|not including|left out|leaving|aside)\b"
    # "than" of a bound ("had more than 10 units") leaves nothing out
    r"|(?<!more )(?<!less )(?<!fewer )(?<!greater )(?<!higher )(?<!lower )\bthan\b"
    r"|빼고|말고|제외|외에|아닌|비교|보다",
    re.I,
)
_HANGUL_WORD = re.compile(r"[가-힣]{2,}")
MAX_FILTER_VALUES = 50  # a column with more distinct words is no category (names, notes)


# a value that names a day: "치즈케이크 팔린 날 있잖아, 그날 전체 매출은?", "on the day we sold
# cheesecake, what did we take in all?" (fresh17 csv-40 was the cheesecake's own 52,000)
_DAY_OF = re.compile(
    r"(?:팔린|판|팔았던|팔렸던|나간|들어온|있던|있었던)\s*날|그\s*날|\bthat day\b"
    r"|\bthe day (?:we|when|that|it|they)\b|\bon the day\b",
    re.I,
)


def _day_it_names(table: Table, column: int, value: str, request: str) -> str | None:
    """ "date=2024-06-05" when the request names `value` to say which day it asks about and all
    its rows are of that one day; None otherwise."""
    dated = date_column(table.header, table.rows) if _DAY_OF.search(request) else None
    if dated is None or dated == column:
        return None
    days = {table.cell(r, dated) for r in table.rows if _key(table.cell(r, column)) == value}
    return f"{table.header[dated]}={days.pop()}" if len(days) == 1 else None


def _values_meant(table: Table, args: CsvQueryArgs, request: str) -> CsvQueryArgs:
    """The call limited as the request limits it and the call's where left out: the one value
    of a column it names ("인천 매출 합계" sent as the sum of every row: fresh5 csv-14), or
    leaves out ("croissants outside Seoul", "서울 말고": region!=Seoul), and a bound it sets on a
    quantity or a price ("한 번에 20개 넘게", "단가가 3천 원도 안 되는": fresh22); `table.notes`
    says so. Not a value the call groups by, nor two values of one column or a comparison."""
    if not request or _COMPARED.search(request) or _SHARE.search(request):
        return args  # a share is of the whole: "what percentage came from Busan?" keeps all rows
    said = _FILE_NAME.sub(" ", request).casefold()
    # question words are no value's name ("언제인지" reads like Incheon: fresh23 script-52)
    hangul = [w for w in _HANGUL_WORD.findall(said) if not w.startswith(_KO_QUESTION_WORDS)]
    where = _key(args.where or "")
    added = []
    for i, name in enumerate(table.header):
        values = {_key(table.cell(row, i)) for row in table.rows} - {""}
        if len(values) > MAX_FILTER_VALUES or any(number(v) is not None for v in values):
            continue
        latin = {v for v in values if _names(said, v)}
        korean = {w: spelled_in_latin(w, values) for w in hangul}
        named = latin | {v for found in korean.values() for v in found}
        if len(named) != 1 or _key(args.group_by or "") == _key(name):
            continue
        value = named.pop()
        in_where = {v for w in _HANGUL_WORD.findall(where) for v in spelled_in_latin(w, values)}
        if _names(where, value) or value in in_where:
            continue  # "region=부산" says it already
        cell = next(table.cell(row, i) for row in table.rows if _key(table.cell(row, i)) == value)
        words = [w for w, found in korean.items() if value in found]
        if left_out(said, value, words):
            added.append(f"{name}!={cell}")
            continue
        if _NOT_A_FILTER.search(request):
            continue  # left out, but not beside the value: which one is not clear
        on_day = _day_it_names(table, i, value, request)
        added.append(on_day or f"{name}={cell}")
    bounds = _bounds_said(table, request, args.where or "")
    added += bounds
    if not added:
        return args
    kept = [p for p in where_parts(args.where or "") if p.strip() and not _misread(p, bounds)]
    combined = " and ".join([*kept, *added])
    table.notes.append(f"where {combined}: the request names {', '.join(added)}")
    return args.model_copy(update={"where": combined})


# a part's share of the whole: "what percentage of the units came from Busan?", "서울이 전체에서
# 몇 퍼센트 차지해?" (fresh7 csv-17 and fresh13 csv-30 were answered one region's total)
_SHARE = re.compile(
    r"\bpercent(?:age)?\b|\bshare\b|\bproportion\b|\bwhat fraction\b|\bratio\b"
    r"|퍼센트|몇\s*(?:%|프로)|비율|비중|차지|점유",
    re.I,
)
# two values of one column side by side: a comparison, not a filter
_COMPARED = re.compile(
    r"\b(?:compared?|vs\.?|versus)\b|비교|보다(?!\s*(?:많|적|비싼|싼|큰|작))"
    # "than" of a comparison, not of a bound ("more than 4 units")
    r"|(?<!more )(?<!less )(?<!fewer )(?<!greater )(?<!higher )(?<!lower )\bthan\b",
    re.I,
)
# a value left out: "outside Seoul", "except in Busan", "서울 말고", "부산 빼고"
# a bound the request sets on a quantity or a price: "한 번에 20개 넘게", "단가가 3천 원도 안
# 되는", "more than 20 units", "priced under 3,000 won" (the bounds of _KO_BOUND, _EN_BOUND)
_ONE_SALE = re.compile(
    r"(?:한|1)\s*번에|(?:한|1)\s*건에|건당|판매\s*(?:한|1)\s*건|\bat once\b"
    r"|\bin (?:one|a single) (?:sale|order|go)\b|\b(?:each|per|a) (?:sale|order)\b"
    r"|\bsingle (?:sale|order)\b",
    re.I,
)
# a price by its own name (a sum of won, "매출이 10만 원 안 되는 날", bounds a total: _groups_past)
_PRICE_WORDS = re.compile(
    r"단가|가격|개당|\bprice|\bcost|\bpriced|cheaper|pricier|\bapiece\b|\beach costs?\b", re.I
)
_QUANTITY_WORDS = re.compile(r"개|수량|\bunits?\b|\bitems?\b|\bpieces?\b|\bquantity", re.I)


def _bounds_said(table: Table, request: str, where: str) -> list[str]:
    """ "units>20", "unit_price<3000" for each bound the request sets on the one quantity or
    price column its words name, and the call's where does not already bound."""
    bounds = []
    for column, op, n in row_bounds(table.header, request):
        if re.search(rf"\b{re.escape(column)}\s*[<>]", where, re.I):
            continue  # the call bounds it already
        bounds.append(f"{column}{op}{n}")
    return bounds


def row_bounds(header: Sequence[str], request: str) -> list[tuple[str, str, str]]:
    """(column, op, number) for each bound the request sets on each row's own quantity or
    price; a bound on a total ("하루 매출이 15만 원 넘은 날") is none."""
    said = spell_korean_numbers(_FILE_NAME.sub(" ", request))
    quantity = [h for h in header if _QUANTITY.search(h) and not _PRICE.search(h)]
    price = [h for h in header if _PRICE.search(h)]
    # the sales counted are rows: "How many sales in Busan had more than 10 units?" bounds
    # each sale's units, as "한 번에" does
    one_sale = _ONE_SALE.search(said) or _SALES_COUNTED.search(said)
    bounds = []
    for found in [*_KO_BOUND.finditer(said), *_EN_BOUND.finditer(said)]:
        near = f"{said[max(0, found.start() - 12) : found.start()]} {found['unit'] or ''}"
        if _PRICE_WORDS.search(near) and len(price) == 1:
            column = price[0]  # a price is each row's own
        elif _QUANTITY_WORDS.search(near) and len(quantity) == 1 and one_sale:
            column = quantity[0]  # "products with fewer than 20 units" bounds their totals
        else:
            continue
        op = {"over": ">", "at least": ">=", "at most": "<=", "under": "<"}[_bound_kind(found)]
        bounds.append((column, op, found["n"].replace(",", "")))
    return bounds


_BOUND_PART = re.compile(r"\s*([\w.]+)\s*(<=|>=|<|>)\s*([\d,.]+)\s*")


def _misread(part: str, bounds: list[str]) -> bool:
    """The call's own condition is the request's bound put on another column: "amount<=20" for
    "한 번에 20개 이하로 팔린" (units<=20: fresh26 count-58 counted 0 rows)."""
    mine = _BOUND_PART.fullmatch(part)
    if mine is None:
        return False
    said = [found for bound in bounds if (found := _BOUND_PART.fullmatch(bound))]
    if any(found[1].casefold() == mine[1].casefold() for found in said):
        return False  # its own column is bounded too
    return any(found[2] == mine[2] and number(found[3]) == number(mine[3]) for found in said)


def _names(said: str, value: str) -> bool:
    """`said` names `value` as a word of its own, or its plural ("bagels")."""
    return _named_at(said, value) is not None


def _named_at(said: str, value: str, hangul: Sequence[str] = ()) -> int | None:
    """Where `said` first names `value` as a word of its own (or its plural) or, failing that,
    by one of its Korean words `hangul` ("부산" for Busan); None when it does not."""
    found = re.search(rf"(?<![a-z0-9_]){re.escape(value)}(?:e?s)?(?![a-z0-9_])", said)
    if found:
        return found.start()
    return next((said.index(w) for w in hangul if value in spelled_in_latin(w, {value})), None)


def _holds_anywhere(table: Table, value: str) -> bool:
    return any(_holds(table, i, _key(value)) for i in range(len(table.header)))


def _says(request: str, value: str) -> bool:
    """The request writes `value` — a number as digits ("1,000" is 1000), a word anywhere."""
    amount = number(value)
    if amount is None:
        return True  # words are judged by the cells they match, not here
    return any(number(n) == amount for n in re.findall(r"\d[\d,]*(?:\.\d+)?", request))


# what one sale was worth: "sales worth more than 100,000 won each" (fresh19 count-43 sent
# "price > 100000" and counted none)
_WORTH = re.compile(r"\bworth\b|\beach sale\b|\bper sale\b|\bsales? (?:of|over|above)\b"
                    r"|건당|한\s*건|판매\s*(?:한\s*)?건|금액|매출", re.I)  # fmt: skip


_IN_LIST = re.compile(r"^\s*(?P<column>[^=<>!()]+?)\s+in\s*\((?P<values>[^()]*)\)\s*$", re.I)
IN_SEPARATOR = "\x1f"


def _one_of(table: Table, column: str, values: str) -> Condition:
    """The condition that a column holds one of `values` (each read as an equality reads it:
    its Latin spelling, its singular)."""
    wanted = [_key(v) for v in values.split(",") if _key(v)]
    if not wanted:
        raise QueryError(f"where {column.strip()} in (): name the values")
    try:
        i = table.index(column, "where column")
    except QueryError:
        found = _only_column_with(table, wanted[0])
        if found is None:
            found = _only_column_with(table, _key(romanize(wanted[0])))
        if found is None:
            raise
        i = found
    held = []
    for value in wanted:
        forms = (value, _key(romanize(value)), *_singulars(value))
        held.append(next((f for f in forms if _holds(table, i, f)), value))
    return Condition(i, "in", IN_SEPARATOR.join(held))


def _compared_worth(table: Table, spec: str, value: str, request: str) -> Column | None:
    """The product of columns a comparison is on: one it writes ("units*unit_price"), a money
    word ("amount" in a table of units and prices), or the price when no row's price passes
    the bound and the request asks what a sale was worth; None for a comparison of one
    column. `table.notes` says when the price was read as the product."""
    if len([f for f in _TIMES.split(spec.strip()) if f]) > 1:
        try:
            return column_of(table, spec)
        except QueryError:
            return None
    money = _money_column(table, spec, request)
    if money is not None and "*" in money:
        return column_of(table, money)
    product = _quantity_and_price(table)
    bound = number(value)
    if product is None or bound is None or not _WORTH.search(request):
        return None
    try:
        if table.index(spec) != product[1]:
            return None
    except QueryError:
        return None
    prices = [number(table.cell(r, product[1])) for r in table.rows]
    if any(p is not None and p > bound for p in prices):
        return None  # some price is over it: the price is what is compared
    worth = Column("*".join(table.header[i] for i in product), product)
    table.read_as.pop(spec.strip(), None)  # not the price after all
    price = table.header[product[1]]
    table.notes.append(f"{spec.strip()} read as {worth.name}: the request asks what a sale was "
                       f"worth, and no {price} is over {show(bound)}")  # fmt: skip
    return worth


def _made_up(column: str, value: str, table: Table, request: str) -> bool:
    """A where part whose column and value are in neither the file nor the request."""
    said = _key(request)
    words = [_key(column), value]
    if not request or any(w and w in said for w in words):
        return False
    cells = {_key(c) for row in table.rows for c in row}
    return value not in cells and romanize(value).casefold() not in cells


# a cell's month-day with no year or with dots ("06-05", "2024.06.05"); the other ways a day is
# written ("6월 5일", "June 5th", 2024-06-05) are read as days_until reads a request
_NUMERIC_DAY = re.compile(r"^(?:\d{4}[-/.])?(\d{1,2})[-/.](\d{1,2})$")


def month_day(text: str) -> tuple[int, int] | None:
    """(month, day) of a date written 2024-06-05, 06-05, 6/5, 6월 5일 or June 5th."""
    text = _key(text)
    numeric = _NUMERIC_DAY.match(text)
    if numeric:
        return int(numeric[1]), int(numeric[2])
    found = date_in(text)
    return (found[1], found[2]) if found else None


def _same_day(table: Table, column: int, value: str) -> str | None:
    """The column's one date on the month and day of `value` (any year), spelled as the file
    spells it; None when `value` is no date, or the file has that day in no year or in several."""
    wanted = month_day(value)
    if wanted is None:
        return None
    days = {c for row in table.rows if month_day(c := table.cell(row, column)) == wanted}
    return _key(days.pop()) if len(days) == 1 else None


def _singulars(value: str) -> list[str]:
    """English singulars a plural may stand for: "muffins" → muffin, "peaches" → peach."""
    if not re.fullmatch(r"[a-z][a-z -]*s", value):
        return []
    forms = [value[:-1]]
    if value.endswith("es"):
        forms.append(value[:-2])
    if value.endswith("ies"):
        forms.append(value[:-3] + "y")
    return forms


def _only_column_with(table: Table, value: str) -> int | None:
    holding = {i for i in range(len(table.header)) if _holds(table, i, value)}
    return holding.pop() if len(holding) == 1 else None


def _holds(table: Table, column: int, value: str) -> bool:
    return any(_key(table.cell(row, column)) == value for row in table.rows)


def select(table: Table, conditions: list[Condition]) -> list[list[str]]:
    for condition in conditions:
        if condition.op == "=" and not any(
            condition.holds(table.cell(r, condition.column)) for r in table.rows
        ):
            # A value no row has is a wrong guess (a translated word the file does not use),
            # not a count of 0: say what the column holds so the call can be corrected.
            raise QueryError(_no_such_value(table, condition))
    return [r for r in table.rows if all(c.passes(table, r) for c in conditions)]


def _no_such_value(table: Table, condition: Condition) -> str:
    values = list(dict.fromkeys(table.cell(r, condition.column) for r in table.rows))
    name = table.header[condition.column]
    # "2023-06-05" for "6월 5일": one near value is the likely meaning; say it first
    near = difflib.get_close_matches(condition.value, [_key(v) for v in values], n=1, cutoff=0.8)
    hint = f"; did you mean {values[[_key(v) for v in values].index(near[0])]!r}?" if near else ";"
    return f"no row has {name} = {condition.value!r}{hint} {name} holds: {_listed(values)}"


def _listed(values: list[str]) -> str:
    """ "a, b, c" — at most MAX_VALUES_SHOWN of them, and how many in all when cut."""
    more = f" … ({len(values)} in all)" if len(values) > MAX_VALUES_SHOWN else ""
    return ", ".join(values[:MAX_VALUES_SHOWN]) + more


@dataclass(frozen=True)
class Column:
    """A column, or a product of columns, read as numbers row by row."""

    name: str
    indexes: tuple[int, ...]

    def value(self, table: Table, row: list[str]) -> float | None:
        result = 1.0
        for i in self.indexes:
            factor = number(table.cell(row, i))
            if factor is None:
                return None
            result *= factor
        return result

    def blank(self, table: Table, row: list[str]) -> bool:
        return not any(table.cell(row, i) for i in self.indexes)


_QUANTITY = re.compile(r"unit|qty|quantit|count|pieces|수량|개수", re.I)
_PRICE = re.compile(r"price|cost|fee|단가|가격|금액", re.I)


# money a table keeps as a quantity and a price: "amount", "revenue", "매출" (fresh15 script-36
# asked csv_query twice for the sum of "amount", told both times to multiply)
_MONEY = re.compile(
    r"(?:(?:daily|day|total|per_day)_?)?(?:sales?_?)?"
    r"(?:amounts?|revenues?|sales|money|income|takings|turnover|earnings|totals?"
    r"|gross)|매출(?:액)?|판매\s*(?:액|금액)|수입|총액|매상",
    re.I,
)


def column_of(table: Table, spec: str) -> Column:
    try:
        i = table.index(spec)
        return Column(table.header[i], (i,))
    except QueryError as missing:
        factors = [f for f in _TIMES.split(spec.strip()) if f]
        if len(factors) < 2:
            raise QueryError(f"{missing}{_product_hint(table)}") from None
    indexes = tuple(table.index(f) for f in factors)
    return Column("*".join(table.header[i] for i in indexes), indexes)


def _quantity_and_price(table: Table) -> tuple[int, int] | None:
    """The one quantity column and the one price column of a sales table, or None."""
    header = table.header
    quantities = [i for i, h in enumerate(header) if _QUANTITY.search(h) and not _PRICE.search(h)]
    prices = [i for i, h in enumerate(header) if _PRICE.search(h)]
    return (quantities[0], prices[0]) if len(quantities) == 1 and len(prices) == 1 else None


def _product_hint(table: Table) -> str:
    """ "; for an amount (revenue), multiply: units*unit_price" — for a column a model names
    that a sales table does not hold."""
    product = _quantity_and_price(table)
    if product is None:
        return ""
    quantity, price = (table.header[i] for i in product)
    return f"; for an amount (revenue), multiply: {quantity}*{price}"


def aggregate(op: Op, values: Sequence[float]) -> float:
    functions: dict[Op, Callable[[Sequence[float]], float]] = {
        "sum": lambda v: float(sum(v)),
        "average": lambda v: sum(v) / len(v),
        "median": lambda v: float(statistics.median(v)),
        # the sample's (n - 1), as spreadsheets' STDEV and pandas give it; one value has none
        "stdev": lambda v: statistics.stdev(v) if len(v) > 1 else 0.0,
        "min": lambda v: min(v),
        "max": lambda v: max(v),
        "count": lambda v: float(len(v)),
    }
    return functions[op](values)


def numbers_of(table: Table, rows: list[list[str]], column: Column) -> tuple[list[float], int]:
    """The numbers of `column` in `rows`, and how many cells were not numbers."""
    values, skipped = [], 0
    for row in rows:
        value = column.value(table, row)
        if value is None:
            skipped += not column.blank(table, row)
        else:
            values.append(value)
    return values, skipped


_FILE_NAME = re.compile(r"[\w./-]+\.[A-Za-z]\w*")
# how many pieces, and no word of money: "몇 개 팔렸어?", "how many were sold?"
_PIECES = re.compile(r"몇\s*개|개수|수량|팔렸|\bhow many\b|\bunits\b|\bpieces\b", re.I)
_MONEY_ASKED = re.compile(
    r"매출|금액|얼마|돈|\d\s*원|\bwon\b|\$|\bmoney\b|\brevenue\b|\bbrought in\b|\bearn"
    r"|\bhow much\b|\bsales\b|\btakings\b|\b(?:took|take|bring|brought) in\b|벌었"
    r"|\bworth\b|\b(?:sale|order|transaction)\s+value\b"
    # "What did Busan take from June 3 to 5?", "units × price" (fresh36 csv-78's English)
    r"|\bdid\s+\w+(?:\s+\w+)?\s+take\b"
    r"|(?:units?|quantity|수량|개수)\s*(?:×|\*|\bx\b|\btimes\b|곱하기)\s*"
    r"(?:unit[ _]?)?(?:price|단가|가격)",
    re.I,
)


def _money_column(table: Table, column: str, request: str) -> str | None:
    """What a money word that is no column ("amount", "매출") means in a sales table: the
    quantity times the price — or the quantity, when the request asks how many pieces and
    says nothing of money ("6월 5일에는 전부 몇 개 팔렸어?", fresh3 csv-10)."""
    product = _quantity_and_price(table)
    known = (_key(h) for h in table.header)
    if product is None or not _MONEY.fullmatch(_key(column)) or _key(column) in known:
        return None
    quantity, price = (table.header[i] for i in product)
    said = _FILE_NAME.sub(" ", request)  # "sales" of sales.csv is no word of money
    # a price bound's won is no money asked: 「단가가 3,000원 넘는 … 몇 개나 팔렸어?」
    said = _bounds_cut(table.header, said)
    if _PIECES.search(said) and not _MONEY_ASKED.search(said):
        return quantity
    return f"{quantity}*{price}"


# what the figures are per: a day, a region, a product
_PER = (
    (re.compile(r"하루|날(?:이|은|에|마다|짜)?\b|일별|며칠|\bper day\b|\bdaily\b"
                r"|\b(?:which|what|each) day\b|\bdays\b", re.I),
     re.compile(r"date|day|날짜|일자", re.I)),
    (re.compile(r"지역|도시|지점|어디|\bregions?\b|\bcit(?:y|ies)\b|\bwhere\b", re.I),
     re.compile(r"region|city|area|store|branch|지역", re.I)),
    (re.compile(r"제품|상품|품목|메뉴|뭐가|뭐뭐|\bproducts?\b|\bitems?\b|\bwhat sold\b", re.I),
     re.compile(r"product|item|name|제품|상품", re.I)),
)  # fmt: skip


# one figure for all of them: "제품들만 놓고 보면, 매출이 다 합쳐서 얼마야?" (fresh22 csv-50 was
# given one per product)
_ALL_TOGETHER = re.compile(
    r"다\s*합(?:쳐|치|해)|모두\s*합|전부\s*합|합쳐서|통틀어|\ball together\b|\baltogether\b"
    r"|\bin total\b|\bcombined\b|\badded up\b",
    re.I,
)


# the sales themselves counted, not their pieces: "지역별로 판매가 몇 건씩 있었는지" (fresh23
# count-52 was shown Seoul's rows), "how many orders did each region have?"
_SALES_COUNTED = re.compile(
    r"몇\s*건|건수|\bhow many (?:sales|orders|rows|records|transactions|entries)\b"
    r"|\bnumber of (?:sales|orders|rows|records|transactions|entries)\b",
    re.I,
)


def planned_query(header: Sequence[str], request: str) -> dict[str, str] | None:
    """The query a question about a whole sales table asks, from its columns and the request's
    words: money → quantity × price (pieces → the quantity), per day / region / product →
    grouped by that column ("하루 매출이 15만 원 넘은 날이 며칠?" → the sum of units*unit_price
    by date). None when the request names no figure the table holds."""
    statistic = statistic_asked(header, request)
    if statistic is not None and statistic[1] is not None:
        return {"op": statistic[0], "column": statistic[1]}
    quantity = [c for c in header if re.search(r"unit(?!_?price)|qty|quantit|수량", c, re.I)]
    price = [c for c in header if re.search(r"price|cost|단가|가격", c, re.I)]
    said = _FILE_NAME.sub(" ", request)  # "sales" of sales.csv is no word of money
    named = _column_said(header, said)
    if named is not None and _AVERAGE.search(said):
        # "the average of the unit_price column" is that column's, not units × price (the
        # "sales" beside it is no word of money there: fresh38 csv-81)
        return {"op": "average", "column": named}
    if _SALES_COUNTED.search(said) and _bound_said(said) is None:  # (not "… 넘은 판매가 몇 건")
        per = per_column(header, said)
        return {"op": "count", "group_by": per} if per else {"op": "count"}
    if _SALES_COUNTED.search(said) and row_bounds(header, said):
        # "단가가 3,000원 넘는 제품 판매는 몇 건이야?": the rows the bound keeps, counted (fresh35
        # count-76 was shown sums by product); grouped only when each group is asked
        per = per_column(header, said) if _EACH_GROUP.search(said) else None
        return {"op": "count", "group_by": per} if per else {"op": "count"}
    column = None
    asked = _bounds_cut(header, said)
    if _MONEY_ASKED.search(asked) and len(quantity) == 1 and len(price) == 1:
        column = f"{quantity[0]}*{price[0]}"
    elif _PIECES.search(asked) and len(quantity) == 1:
        column = quantity[0]
    if column is None:
        return None
    planned = {"op": "sum", "column": column}
    # "in total" is one figure, unless the groups are what is asked ("which products sold
    # fewer than 50 units in total?": each product's total)
    together = _ALL_TOGETHER.search(said) and not _WHICH.search(said)
    per = None if together else per_column(header, said)
    if per is not None:
        planned["group_by"] = per
        if _PER_DAY.search(said) and _AVERAGE.search(said):  # "하루 평균 매출": the days' totals
            planned["op"] = "average"
    elif _AVERAGE.search(said) and not together:
        # "판매 한 건이 평균 얼마짜리였어?" was shown the sum of every sale (fresh29 csv-64): the
        # rows' average, as no grouping is asked
        planned["op"] = "average"
    return planned


def _bounds_cut(header: Sequence[str], said: str) -> str:
    """`said` without the bounds it sets on each row's price: the won in 「단가가 3,000원 넘는
    제품들은 다 합쳐서 몇 개나 팔렸어?」 say which rows, not that money is asked (fresh43
    count-92 was shown the takings, 510,400, for a count of pieces)."""
    if not any(_PRICE.search(column) for column, _, _ in row_bounds(header, said)):
        return said
    spelled = spell_korean_numbers(said)
    return _EN_BOUND.sub(" ", _KO_BOUND.sub(" ", spelled))


# a column named as one: "the unit_price column", "column units", 「unit_price 열」, 「단가 컬럼」
_COLUMN_SAID = re.compile(
    r"\b(?:the\s+)?([\w가-힣]+)\s+column\b|\bcolumn\s+['\"]?([\w가-힣]+)"
    r"|([\w가-힣]+?)\s*(?:열|칼럼|컬럼)(?![가-힣])",
    re.I,
)


def _column_said(header: Sequence[str], said: str) -> str | None:
    """The one column the request names as a column, by its header, or None."""
    named = {
        h
        for found in _COLUMN_SAID.finditer(said)
        for word in found.groups()
        if word
        for h in header
        if _key(h) == _key(word)
    }
    return named.pop() if len(named) == 1 else None


def per_column(header: Sequence[str], said: str) -> str | None:
    """The one column the request's "per day / region / product" words mean, or None."""
    for asked, named in _PER:
        fitting = [c for c in header if named.search(c)]
        if asked.search(said) and len(fitting) == 1:
            return fitting[0]
    return None


# a statistic the request names: "the standard deviation of the units column" was sent as a sum
# grouped by a made-up "customer" (fresh15 script-35), "the median of units" as the min
# (fresh11 script-25)
_STATISTICS: tuple[tuple[re.Pattern[str], Op], ...] = (
    (re.compile(r"\bstandard deviation\b|\bstd\.?\s*dev|\bstdev\b|표준\s*편차", re.I), "stdev"),
    (re.compile(r"\bmedian\b|중앙값|중간값", re.I), "median"),
)


_AVERAGE = re.compile(r"\baverage\b|\bmean\b|\bon average\b|평균", re.I)
_STATISTIC_NAMES = {"stdev": "standard deviation", "median": "median"}


def statistic_asked(header: Sequence[str], request: str) -> tuple[Op, str | None] | None:
    """The statistic a request names and the one column it names ("standard deviation of the
    units column" → ("stdev", "units")), or None when it names no statistic."""
    op = next((op for pattern, op in _STATISTICS if pattern.search(request)), None)
    if op is None:
        return None
    said = _FILE_NAME.sub(" ", request)
    words = set(re.findall(r"\w+", said.casefold()))
    # a column named whole in words ("unit price" for unit_price), and not the one whose
    # values count once ("the median unit price, counting each product once": fresh41 csv-87)
    once = _key(once_noun(said) or "")
    named = [
        h for h in header
        if (_key(h) in words or _said_whole(h, said)) and _key(h) not in (once, *_singulars(once))
    ]  # fmt: skip
    return op, named[0] if len(named) == 1 else None


def _statistic_meant(table: Table, args: CsvQueryArgs, request: str) -> CsvQueryArgs:
    """The call as the request's statistic asks it: its op, its column when the call named
    none the file has, no grouping by a column the file lacks; `table.read_as` says so."""
    asked = statistic_asked(table.header, request)
    if asked is None and args.op == "sum" and _AVERAGE.search(request):
        # "제품별로 한 번 팔 때 평균 몇 개씩" sent as a sum (fresh18 script-42): a sum is
        # never an average, and an average per group is said beside the groups' totals
        table.notes.append("op sum read as average: the request asks the average")
        return args.model_copy(update={"op": "average"})
    if asked is None or asked[0] == args.op:
        return args
    op, named = asked
    update: dict[str, object] = {"op": op}
    table.notes.append(f"op {args.op} read as {op}: the request asks the {_STATISTIC_NAMES[op]}")
    known = {_key(h) for h in table.header}
    if named is not None and (args.column is None or _key(args.column) not in known):
        update["column"] = named
    if args.group_by and _key(args.group_by) not in known:
        update["group_by"] = None
    return args.model_copy(update=update)


# the largest asked: "제일 많이", "the most", "best"
_MOST = re.compile(
    r"\b(?:most|highest|largest|biggest|best|top|maximum)\b|(?:제일|가장)\s*(?:많|높|크|큰|잘)|최고|최대",
    re.I,
)


def _extreme_meant(table: Table, args: CsvQueryArgs, request: str) -> CsvQueryArgs:
    """A max sent for a request that asks only the least (「제일 돈이 안 된 제품」 was sent as the
    max and answered with the best seller, fresh24 csv-54) is the min, and the other way round."""
    least, most = bool(_LEAST.search(request)), bool(_MOST.search(request))
    flipped = {"max": "min"} if least and not most else {"min": "max"} if most and not least else {}
    if args.op not in flipped:
        return args
    op = flipped[args.op]
    table.notes.append(
        f"op {args.op} read as {op}: the request asks the {'least' if least else 'most'}"
    )
    return args.model_copy(update={"op": op})


# a price of one thing: "unit_price", "단가", "price" beside a quantity column
_UNIT_PRICE = re.compile(r"unit|단가|개당|\bper\b|each|^\s*price\s*$", re.I)


def _unit_price_meant(table: Table, args: CsvQueryArgs) -> CsvQueryArgs:
    """A sum of a unit price is no figure anyone means — the price of one baguette summed over
    its two sales said 8,200 for 4,100 (fresh25 read-55) — so it is their average: the price
    when every row has the same one. `table.notes` says so."""
    if args.op != "sum" or not args.column:
        return args
    try:
        column = column_of(table, args.column)
    except QueryError:
        return args
    product = _quantity_and_price(table)
    if (
        len(column.indexes) != 1
        or product is None
        or column.indexes[0] != product[1]
        or not _UNIT_PRICE.search(column.name)
    ):
        return args
    table.notes.append(f"op sum read as average: {column.name} is the price of one")
    return args.model_copy(update={"op": "average"})


# a place in a ranking written as a value: "product = 'best' and product != 'second_best'" for
# "How much more did our best-earning product bring in than the second-best one?" (fresh29
# csv-63 was an error: no row has product = 'best'), "top", "1위", "최고"
_RANK_VALUE = re.compile(
    r"(?:the[ _-]?)?(?:(?:second|third|2nd|3rd|next)[ _-]?)?"
    r"(?:best|top|worst|bottom|highest|lowest|biggest|largest|smallest|most|least|max|min"
    r"|maximum|minimum|first|second|third|runner[ _-]?up)"
    r"(?:[ _-]?(?:best|one|selling|seller|earning|earner|product|item|value|\d))*"
    r"|[1-5]\s*(?:위|등)|최고|최저|최대|최소|1\s*번째|[2-5]\s*번째",
    re.I,
)


def _ranks_meant(table: Table, args: CsvQueryArgs, request: str) -> CsvQueryArgs:
    """A where whose value names a place in a ranking ("product = 'best'") and no row holds it
    is that column's groups ranked: the part left out and the call grouped by the column."""
    if not args.where:
        return args
    kept, ranked = [], []
    for part in where_parts(args.where):
        match = CONDITION.match(part)
        column = _meant_index(table, match["column"]) if match else None
        value = _key(match["value"]) if match else ""
        if (
            match is None
            or column is None
            or match["op"] not in ("=", "==", ":", "!=", "<>")
            or not _RANK_VALUE.fullmatch(value)
            or _holds(table, column, value)
        ):
            kept.append(part)
            continue
        ranked.append((part.strip(), table.header[column]))
    if not ranked:
        return args
    columns = {column for _, column in ranked}
    group = args.group_by if args.group_by else ranked[0][1] if len(columns) == 1 else None
    if group is None:
        return args
    said = ", ".join(part for part, _ in ranked)
    table.notes.append(f"where {said}: a place in a ranking, read as grouped by {group}")
    where = " and ".join(p.strip() for p in kept if p.strip()) or None
    return args.model_copy(update={"where": where, "group_by": group})


_OR = re.compile(r"\s+or\s+|\s*\|\|\s*", re.I)


def _or_listed(table: Table, args: CsvQueryArgs) -> CsvQueryArgs:
    """A where part of equalities of one column joined by or ("product = 'croissant' or
    product = 'bagel'", which read as one value and matched no row) as that column in (…)."""
    if not args.where or not _OR.search(args.where):
        return args
    parts = []
    for part in where_parts(args.where):
        matches = [CONDITION.match(p.strip("() ")) for p in _OR.split(part)]
        columns = {_key(m["column"]) for m in matches if m}
        if len(matches) < 2 or not all(m and m["op"] in ("=", "==") for m in matches):
            parts.append(part)
        elif len(columns) == 1:
            values = ", ".join(m["value"].strip("\"'` ") for m in matches if m)
            parts.append(f"{columns.pop()} in ({values})")
        else:
            parts.append(part)
    where = " and ".join(p.strip() for p in parts)
    if where == args.where.strip():
        return args
    table.notes.append(f"where {args.where.strip()} read as {where}")
    return args.model_copy(update={"where": where})


def query(table: Table, args: CsvQueryArgs, request: str = "") -> str:
    args = _ranks_meant(table, _or_listed(table, args), request)
    args = _extreme_meant(table, args, request)
    args = _days_meant(table, _statistic_meant(table, args, request), request)
    args = _dates_unsaid(table, args, request)
    args = _span_meant(table, _values_meant(table, args, request), request)
    args = _which_groups_meant(table, _grouping_meant(table, args, request), request)
    pair = _correlation_asked(table, args, request)
    if pair is not None:
        return correlation(table, select(table, _conditions(table, args, request)), *pair)
    meant = None
    if args.column:
        meant = _first_listed(table, args)
        meant = meant or _money_column(table, args.column, request)
        meant = meant or _product_said(table, args.column, request)
        meant = meant or _whole_name_said(table, args.column, request)
    if meant is not None and args.column is not None:
        table.read_as[args.column.strip()] = meant
        args = args.model_copy(update={"column": meant})
    args = _unit_price_meant(table, args)
    once = _once_per(table, args, request)
    if once is not None and args.group_by:  # each product's own median is not what is asked
        table.notes.append(f"group_by {args.group_by!r} left out: each {once[1]} counts once")
        args = args.model_copy(update={"group_by": None})
    conditions = _conditions(table, args, request)
    rows = select(table, conditions)
    scope = f" where {args.where.strip()}" if args.where else ""
    for condition in conditions:
        if condition.written:
            scope += f" (no column {condition.written!r}: read as {table.header[condition.column]})"
        cells = (table.cell(row, condition.column) for row in table.rows)
        spelled = next((c for c in cells if _key(c) == condition.value), condition.value)
        if condition.op in _ON_DAYS:
            days = frozenset(int(n) for n in condition.value.split(","))
            scope += f" ({'not ' if condition.op == 'not on' else ''}on {days_spelled(days)})"
        elif condition.bare:
            scope += f" (read as {table.header[condition.column]}={spelled})"
        elif condition.said:
            scope += f" ({condition.said!r} read as {spelled!r}, as the file writes it)"
    unknown = args.group_by and _key(args.group_by) not in (_key(h) for h in table.header)
    if unknown and args.op in ("min", "max"):
        # "the sale with the fewest units" grouped by "sale": each row is a sale, and the
        # smallest row is the answer (a sum over an unknown grouping stays an error)
        scope += f" (no column {args.group_by!r} to group by: all rows)"
        args = args.model_copy(update={"group_by": None})
    lines = [
        f"{table.name}: {len(rows)} of {len(table.rows)} rows{scope}; {len(table.header)} columns"
    ]
    if args.column is None and args.op != "count":
        lines[0] = (
            f"{table.name}: {len(table.rows)} rows; {len(table.header)} columns: "
            f"{', '.join(table.header)}"
        )
        if args.where:  # the rows shown are those the where keeps, and it says why
            lines += [f"{len(rows)} rows{scope}:"] + [f"({note})" for note in table.notes]
        lines += _nth_row_lines(table, rows, request) + _days_counted(table, rows, args, request)
        lines += ["first rows:"] + [table.describe_row(r) for r in rows[:PREVIEW_ROWS]]
        lines += _values_listed(table, rows, request) + never_lines(table, request)
        lines += _bounded_groups(table, request)
        lines += priced_than_lines(table, request) + stretches_lines(table, request)
        lines += streak_lines(table, rows, request) + per_unit_lines(table, request)
        lines += price_moved_lines(table, rows, request) + row_spread_lines(table, request)
        planned = planned_query(table.header, request)
        spreads = group_spread_lines(table, request)
        two_days = _two_days(table, rows, planned.get("column") if planned else None, request)
        between = times_lines(table, request) + compared_lines(table, request)
        between += only_one_lines(table, request) + rising_lines(table, request)
        ends = priced_extreme_lines(table, request)
        if between or any("; its " in line for line in ends):
            ends = []  # what an item brought in stays after the figure planned (csv-67)
        flat = _flat_lines(table, rows, request)
        tops = _tops_lines(table, rows, request)
        if flat:  # one price for every unit, not the table's revenue (fresh44 csv-93)
            lines += ["for the request:", *flat]
        elif tops:  # each region's own best seller, not the regions' totals (fresh44 csv-94)
            lines += ["for the request:", *tops]
        elif between:  # two values' gap, or the groups with one value: not the whole's sum
            lines += ["for the request:", *between]
        elif ends:  # the cheapest and dearest items' units, not every item's (fresh40 csv-86)
            lines += ["for the request (each item by its price):", *ends]
        elif spreads:  # each group's own gap, not the gap between the groups' totals
            lines += ["for the request (each group's largest row minus its smallest):", *spreads]
        elif two_days:  # two days' totals and their gap, not every day's sum (fresh34 csv-74)
            lines += ["for the request (each day's total, and the gap):", *two_days]
        elif planned is not None:
            # the figure the request asks, beside the preview: a small model answers a
            # question about the whole table from these five rows (fresh16 count-38)
            asked = args.model_copy(update=planned)
            figure = (
                grouped(table, rows, asked, request)
                if asked.group_by
                else _figure(table, rows, asked, request)
            )
            lines += [f"for the request ({_shown_query(planned)}):", figure]
            if not asked.group_by:  # "our three biggest sales' share" (fresh23 script-51)
                lines += _share_of_the_named(table, asked, request)
                lines += _rows_ranked(table, rows, asked, request)
        # after the figure planned: a fallback answer shows from "for the request" on
        lines += nearest_average_lines(table, rows, request)
        lines += [] if ends else priced_extreme_lines(table, request)
        return "\n".join(lines + converted_lines(lines, request))
    flat = _flat_lines(table, rows, request) if not args.group_by else []
    if flat:  # the takings at the one price said: the call's own figure would be the table's
        return "\n".join([*lines, *(f"({note})" for note in table.notes), *flat])
    per = _per_group_asked(table, args, request) or _compared_groups(table, args, request)
    if per is not None and _once_per(table, args, request) is None:
        args = args.model_copy(update={"group_by": per})
    args = _sums_per_group(table, args, request)
    within = bool(_SHARE.search(request)) and args.op == "sum"
    # what the request asks of two values or of each group's values, first: a small model
    # answers from the top (fresh35 csv-75 named the first of the rows counted per product)
    lines += _tops_lines(table, rows, request)  # each group's own top item (fresh44 csv-94)
    lines += times_lines(table, request)  # one figure as a multiple of another (csv-98)
    lines += compared_lines(table, request) + only_one_lines(table, request)
    lines += rising_lines(table, request) + priced_extreme_lines(table, request)
    if args.group_by:
        # each group's own gap asked: that, not a sum per group a small model answers from
        shown = group_spread_lines(table, request) or [grouped(table, rows, args, request)]
        lines += _group_picked(table, shown) + shown
        # "크루아상 매출 중에서 서울에서 나온 게 몇 퍼센트?" grouped by region: the groups' shares
        # are of the rows kept, which may not be the croissants'
        if within and args.column:
            lines += _share_within_the_named(table, column_of(table, args.column), request)
    else:
        # "Which product made us the least money overall?" sent as the min of a row: the
        # totals by the column the request names, the group they pick said first, and no row
        # (fresh45 csv-95 answered with the smallest sale, a bagel's 25000, shown before the
        # totals and after them alike, where the cheesecakes' 52000 was the least in all)
        totals = _totals_asked(table, rows, args, request)
        if totals and not _ONE_ROW.search(request):
            by = re.search(r" by (.+?) \((smallest|largest) first\)", totals[0])
            group = by[1] if by else "group"
            if by and (by[2] == "smallest") == (args.op == "min"):
                lines += _picked_line(group, "least" if args.op == "min" else "most", totals[0])
            lines += [*totals, *group_spread_lines(table, request)]
            lines.append(f"(each {group}'s total above: the {args.op} of one row is not asked)")
        else:
            lines += [*group_spread_lines(table, request), _figure(table, rows, args, request)]
            lines += totals
        if 0 < len(rows) <= FEW_ROWS < len(table.rows) and "row: " not in lines[-1]:
            # "인천에서 크루아상 판 기록 … 며칠에 몇 개?" sent as a sum: the one row, with its
            # date (fresh27 read-60 was answered "22개" alone)
            lines += [f"row: {table.describe_row(row)}" for row in rows]
        lines += _days_counted(table, rows, args, request)
        if args.op in ("sum", "count") and _SHARE.search(request) and len(rows) < len(table.rows):
            column = column_of(table, args.column) if args.column and args.op == "sum" else None
            part = float(len(rows)) if column is None else sum(numbers_of(table, rows, column)[0])
            inside = _share_within_the_named(table, column, request) if column else []
            lines += inside or [_shares(table, rows, column, [("these rows", part)]).strip()]
        elif len(rows) == len(table.rows):
            lines += _share_of_the_named(table, args, request)
        lines += _weekdays_beside(table, rows, args, request)
        lines += _two_days(table, rows, args.column, request)
        lines += _rows_ranked(table, rows, args, request)
    lines += _price_changed(table, rows, request) + never_lines(table, request)
    lines += _bounded_groups(table, request)
    lines += priced_than_lines(table, request) + stretches_lines(table, request)
    lines += per_unit_lines(table, request)
    lines += price_moved_lines(table, rows, request) + row_spread_lines(table, request)
    lines += streak_lines(table, rows, request) + nearest_average_lines(table, rows, request)
    lines[1:1] = [f"(no column {said!r}: read as {meant})" for said, meant in table.read_as.items()]
    lines[1:1] = [
        f"(left out {part!r}: {table.name} has no such column or value, and it was not asked)"
        for part in table.left_out
    ]
    lines[1:1] = [f"({note})" for note in table.notes]
    return "\n".join(lines + converted_lines(lines, request))


def _tops_lines(table: Table, rows: list[list[str]], request: str) -> list[str]:
    """Each group's top (or bottom) item by the figure asked — units, or units × price when
    money is asked — when the request asks it ("지역마다 제일 많이 팔린 제품"), or []."""
    asked = tops_asked(request)
    if asked is None:
        return []
    group_word, item_word, least = asked
    g = next((i for i, h in enumerate(table.header) if re.search(group_word, h, re.I)), None)
    item = next((i for i, h in enumerate(table.header) if re.search(item_word, h, re.I)), None)
    planned = planned_query(table.header, request)
    product = _quantity_and_price(table)
    spec = planned.get("column") if planned else None
    if spec is None and product is not None:
        spec = table.header[product[0]]
    if g is None or item is None or g == item or spec is None:
        return []
    column = column_of(table, spec)
    figures: dict[str, dict[str, float]] = {}
    for row in rows:
        value = column.value(table, row)
        items = figures.setdefault(table.cell(row, g), {})
        if value is not None:
            name = table.cell(row, item)
            items[name] = items.get(name, 0.0) + value
    return top_lines(table.header[g], table.header[item], column.name, figures, least, show)


def _flat_lines(table: Table, rows: list[list[str]], request: str) -> list[str]:
    """The units of `rows` times the one price the request sets on every unit ("a flat 3,000
    won apiece", 「개당 3천 원씩」), or [] when it sets none or the table has no quantity."""
    price = flat_price(request)
    product = _quantity_and_price(table) if price is not None else None
    if price is None or product is None:
        return []
    quantity = table.header[product[0]]
    units = sum(numbers_of(table, rows, column_of(table, quantity))[0])
    won = bool(re.search(r"\bwon\b|원|₩|\bkrw\b", request, re.I))
    return flat_lines(quantity, units, price, show(units), won)


def _first_listed(table: Table, args: CsvQueryArgs) -> str | None:
    """The first of several of the table's columns a min or max lists as its column ("date,
    region, units": the earliest row, the others shown in it) — fresh46 read-98's list was read
    as units, the smallest sale's row; None otherwise."""
    if args.op not in ("min", "max") or not args.column:
        return None
    parts = [p.strip() for p in re.split(r",|\band\b", args.column) if p.strip()]
    headers = {_key(h): h for h in table.header}
    if len(parts) < 2 or not all(_key(p) in headers for p in parts):
        return None
    return headers[_key(parts[0])]


def _whole_name_said(table: Table, column: str, request: str) -> str | None:
    """The one column of several words the request names whole ("unit price", "unit_price")
    when the call sent a part of its name ("unit", which alone reads as units: fresh41 csv-87
    took the median of units for "the median unit price"); None otherwise."""
    if _key(column) in map(_key, table.header):
        return None
    said = _FILE_NAME.sub(" ", request)
    parted = (h for h in table.header if _key(column) in _name_parts(h))
    whole = [h for h in parted if _said_whole(h, said)]
    return whole[0] if len(whole) == 1 else None


def _name_parts(name: str) -> list[str]:
    return [p for p in re.split(r"[\s_.\-]+", _key(name)) if p]


def _said_whole(name: str, said: str) -> bool:
    """`said` writes a column name of two or more words whole: "unit price", "unit_price"."""
    parts = _name_parts(name)
    if len(parts) < 2:
        return False
    joined = r"[\s_\-]?".join(map(re.escape, parts))
    return re.search(rf"(?<!\w){joined}(?!\w)", said, re.I) is not None


def _once_per(table: Table, args: CsvQueryArgs, request: str) -> tuple[int, str] | None:
    """The column whose values the request counts once each, and its noun ("counting each
    product once" → product), for an average, median or spread of another column; else None."""
    if args.op not in ONCE_OPS or not args.column:
        return None
    noun = once_noun(request)
    if noun is None:
        return None
    i = _meant_index(table, noun)
    if i is None:
        per = per_column(table.header, noun)
        i = table.header.index(per) if per is not None else None
    try:
        column = column_of(table, args.column)
    except QueryError:
        return None
    if i is None or i in column.indexes:
        return None
    return i, noun


def _figure(table: Table, rows: list[list[str]], args: CsvQueryArgs, request: str) -> str:
    """The ungrouped figure: over each item once when the request says so, else the rows'."""
    once = _once_per(table, args, request)
    if once is None:
        return overall(table, rows, args)
    assert args.column is not None
    column = column_of(table, args.column)
    pairs = [(table.cell(row, once[0]), column.value(table, row)) for row in rows]
    figures, varied = item_figures([(name, value) for name, value in pairs if name.strip()])
    if not figures:
        raise QueryError(f"column {column.name!r} has no numbers in those rows")
    return once_line(args.op, column.name, once[1], figures, varied, show)


def _two_days(table: Table, rows: list[list[str]], spec: str | None, request: str) -> list[str]:
    """Two days the request compares, each day's total of `spec` and the gap ("6월 2일 매출이
    6월 5일보다 얼마나 더": fresh34 csv-74 was shown every row's sum); the rows kept, or every
    row when the call's where kept one day alone."""
    dated = date_column(table.header, table.rows)
    if dated is None or not spec:
        return []
    try:
        column = column_of(table, spec)
    except QueryError:
        return []
    for kept in (rows, table.rows):
        days = [date_of(table.cell(row, dated)) for row in kept]
        found = day_pair_lines(days, [column.value(table, r) for r in kept], column.name, request)
        if found:
            return found
    return []


_SUM_LINE = re.compile(r"^sum of (\S+): (-?\d+(?:\.\d+)?)$")


def converted_lines(lines: list[str], request: str) -> list[str]:
    """Each sum in won said in the currency the request gives a rate for ("convert it to US
    dollars at 1,350 won to the dollar": fresh33 script-71 answered the won total), as the
    sum divided by the rate."""
    rate = exchange_rate.rate_asked(request)
    if rate is None:
        return []
    sums = [m for m in (_SUM_LINE.match(line) for line in lines) if m is not None]
    return [
        f"sum of {m[1]} in {rate.currency} at {rate.said}: "
        f"{exchange_rate.shown(exchange_rate.converted(float(m[2]), rate))} "
        f"({m[2]} ÷ {show(rate.won)})"
        for m in sums
    ]


# the product said in words: "매출은 수량 곱하기 단가로", "revenue is units times unit_price"
_TIMES_SAID = re.compile(r"곱하기|곱한|곱해|\btimes\b|\bmultiplied by\b|[×*]", re.I)


def _product_said(table: Table, column: str, request: str) -> str | None:
    """ "units*unit_price" when the request asks money, says it is the quantity times the price,
    and the call named only one of them ("수량" for 제품별 매출, fresh23 csv-52)."""
    product = _quantity_and_price(table)
    if product is None or not (_MONEY_ASKED.search(request) and _TIMES_SAID.search(request)):
        return None
    if _TIMES.search(column) or _meant_index(table, column) not in product:
        return None
    quantity, price = (table.header[i] for i in product)
    return f"{quantity}*{price}"


# "which products …": the groups are what is asked, their totals bounded
_WHICH = re.compile(r"\bwhich\b|\bwhat\b|어떤|어느|무슨|뭐가|뭐뭐|뭘", re.I)


def _which_groups_meant(table: Table, args: CsvQueryArgs, request: str) -> CsvQueryArgs:
    """ "Which products sold fewer than 50 units in total?" sent as the rows with units<50
    (fresh23 csv-51): each product's total, grouped, and the bound read on the totals
    (`grouped` names the groups past it); the call's own test of a row against that number goes.
    Unchanged when the call groups, or the request names no group, bound or figure."""
    said = _FILE_NAME.sub(" ", request)
    found = _bound_said(said)
    if args.group_by or not _WHICH.search(said) or found is None:
        return args
    if _bounds_said(table, request, ""):
        return args  # a bound on each sale ("한 번에 20개 넘게"): the rows are what is bounded
    planned = planned_query(table.header, request)
    if planned is None or "group_by" not in planned or "column" not in planned:
        return args  # (a count per group is bounded where the model's call says)
    bound = number(found["n"])
    kept = [p for p in where_parts(args.where or "") if p.strip() and not _tests_number(p, bound)]
    table.notes.append(
        f"{planned['column']} summed per {planned['group_by']}: the request asks which "
        f"{planned['group_by']} totals are {_bound_kind(found)} {found['n']}"
    )
    return args.model_copy(update={**planned, "where": " and ".join(kept) or None})


def _tests_number(part: str, bound: float | None) -> bool:
    """A where part that compares a column with `bound` ("unit<50")."""
    found = re.fullmatch(r"\s*[\w.]+\s*[<>]=?\s*([\d,.]+)\s*", part)
    return found is not None and bound is not None and number(found[1]) == bound


def _grouping_meant(table: Table, args: CsvQueryArgs, request: str) -> CsvQueryArgs:
    """A grouping by a column the file lacks, read as the one the request means: its "per day /
    region / product" words, else the one column holding every value it names ("What share of
    the units came from Busan?" grouped by a made-up "city" is grouped by region, fresh7 csv-17;
    "money from muffins" by "customer" is grouped by product, fresh8 csv-19). Unchanged when the
    request points at no column, or at several: the error names the columns."""
    if not args.group_by or not request or _kind_of_day_grouping(table, args, request) is not None:
        return args
    if (
        args.column
        and _key(args.group_by) == _key(args.column)
        and not per_column(table.header, _FILE_NAME.sub(" ", request))
    ):
        # "For Busan's sales only, what's the average of the unit_price column?" averaged by
        # unit_price (fresh38 csv-81): each group is its own value, and the model read them out
        table.notes.append(f"group_by {args.group_by!r} left out: a column is not its own group")
        return args.model_copy(update={"group_by": None})
    if _meant_index(table, args.group_by) is not None:
        return args
    value = _key(args.group_by)
    holding = _only_column_with(table, value)
    if holding is not None:
        # "grouped by" a value, "croissant" (fresh23 count-51): that value's rows, ungrouped
        column = table.header[holding]
        cell = next(
            table.cell(r, holding) for r in table.rows if _key(table.cell(r, holding)) == value
        )
        said = any(
            _key(p).replace(" ", "") == f"{_key(column)}={value}"
            for p in where_parts(args.where or "")
        )
        where = (
            args.where
            if said
            else " and ".join(
                [*(p for p in where_parts(args.where or "") if p.strip()), f"{column}={cell}"]
            )
        )
        table.notes.append(f"group_by {args.group_by!r} read as where {column}={cell}")
        return args.model_copy(update={"group_by": None, "where": where})
    meant = per_column(table.header, _FILE_NAME.sub(" ", request))
    if meant is None and _ONE_SALE.search(_FILE_NAME.sub(" ", request)):
        # "판매 한 건이 평균 얼마짜리였어?" grouped by a made-up "customer" (fresh29 csv-64): each
        # row is one sale, so the rows themselves are what is asked
        table.notes.append(f"group_by {args.group_by!r} left out: each row is one sale")
        return args.model_copy(update={"group_by": None})
    if meant is None:
        named = {column for _, column, _ in _named_values(table, request)}
        meant = table.header[named.pop()] if len(named) == 1 else None
    if meant is None:
        return args
    table.read_as[args.group_by.strip()] = meant
    return args.model_copy(update={"group_by": meant})


def _conditions(table: Table, args: CsvQueryArgs, request: str) -> list[Condition]:
    return parse_where(args.where, table, request) if args.where else []


# "the correlation (Pearson's r) between units and unit_price", "수량과 단가의 상관계수": no op
# of the call computes it (fresh17 script-39 answered with a count per price)
_CORRELATION = re.compile(r"\bcorrelat|\bpearson|상관\s*(?:계수|관계)", re.I)


def _correlation_asked(table: Table, args: CsvQueryArgs, request: str) -> tuple[int, int] | None:
    """The two columns whose correlation the request asks: the two it names, or the two the
    call's column lists ("units,unit_price"); None when it asks none, or not two."""
    if not _CORRELATION.search(request):
        return None
    said = _FILE_NAME.sub(" ", request).casefold()  # "units랑 unit_price": Korean glued on
    named = [
        i for i, h in enumerate(table.header)
        if re.search(rf"(?<![a-z0-9_]){re.escape(_key(h))}(?![a-z0-9_])", said)
    ]  # fmt: skip
    if len(named) != 2 and args.column:
        listed = [c for c in re.split(r"\s*(?:,|\band\b|&|\bvs\.?)\s*", args.column) if c]
        try:
            named = [table.index(c) for c in listed]
        except QueryError:
            return None
    return (named[0], named[1]) if len(set(named)) == 2 else None


def correlation(table: Table, rows: list[list[str]], a: int, b: int) -> str:
    """Pearson's r of two columns over the rows where both are numbers."""
    pairs = [(x, y) for row in rows
             if (x := number(table.cell(row, a))) is not None
             and (y := number(table.cell(row, b))) is not None]  # fmt: skip
    names = f"{table.header[a]} and {table.header[b]}"
    if len(pairs) < 2 or len({x for x, _ in pairs}) < 2 or len({y for _, y in pairs}) < 2:
        raise QueryError(f"{names} need two or more rows with different numbers")
    r = statistics.correlation([x for x, _ in pairs], [y for _, y in pairs])
    trend = "go up together" if r > 0 else "move opposite ways: as one goes up, the other goes down"
    return (
        f"{table.name}: {len(pairs)} rows\nPearson's r of {names}: {r:.4f} "
        f"(they {trend}; {'strong' if abs(r) >= 0.7 else 'moderate' if abs(r) >= 0.3 else 'weak'})"
    )


# "sales.csv 보면 인천에서는 뭐뭐 팔렸어?", "list the regions in sales.csv": the values a column
# holds, which five preview rows may not all show (fresh7 csv-18 named one product)
_LISTING = re.compile(
    r"\bwhich\b|\bwhat\b|\blist(?:s|ed|ing)?\b|뭐뭐|뭐가|어떤|무슨|종류|목록", re.I
)


# what one value of a column has that another never does: "Is there anything we sold in Seoul
# but never in Busan?", "서울은 … 판매 기록이 없는 날이 있으면 언제인지" (fresh20 csv-45, csv-46:
# a preview, then a made-up file)
_NEVER = re.compile(
    r"\bnever\b|\bbut not\b|\bnot in\b|\bwithout\b|\bno (?:sales?|rows?|records?)\b"
    r"|\b(?:didn't|did not|don't|doesn't)\b|\b(?:sold|sell|sells) nothing\b"
    r"|없는|없었|없던|안\s*팔|못\s*팔|빠진|아무것도\s*안",
    re.I,
)
_KO_QUESTION_WORDS = ("언제", "어디", "무엇", "뭐", "누구", "얼마", "어느", "어떤", "몇")
_DAYS_ASKED = re.compile(r"\bdays?\b|\bdates?\b|\bwhen\b|날|날짜|언제|며칠", re.I)


def _named_values(table: Table, request: str) -> list[tuple[int, int, str]]:
    """(where the request names it, column, value) for each text value of the table it names,
    in the order said ("부산" names Busan)."""
    said = _FILE_NAME.sub(" ", request).casefold()
    # question words are no value's name ("언제인지" reads like Incheon)
    hangul = [w for w in _HANGUL_WORD.findall(said) if not w.startswith(_KO_QUESTION_WORDS)]
    found = []
    for i in range(len(table.header)):
        values = {table.cell(row, i) for row in table.rows} - {""}
        if len(values) > MAX_FILTER_VALUES or any(number(v) is not None for v in values):
            continue
        for value in values:
            place = _named_at(said, _key(value), hangul)
            if place is not None:
                found.append((place, i, value))
    return sorted(found)


def streak_lines(table: Table, rows: list[list[str]], request: str) -> list[str]:
    """ "longest run of consecutive days in these rows: 3 days, 2024-06-03 to 2024-06-05" when
    the request asks days in a row; [] otherwise."""
    if not STREAK_ASKED.search(request):
        return []
    column = date_column(table.header, table.rows)
    days = [d for row in rows if column is not None and (d := date_of(table.cell(row, column)))]
    streak = longest_streak(days)
    if streak is None:
        return []
    length, first, last = streak
    return [
        f"longest run of consecutive days in these {len(rows)} rows: {length} "
        f"{'day' if length == 1 else 'days'}, {first.isoformat()} to {last.isoformat()}",
        *_streaks_per_group(table, rows, request, column),
    ]


_RUN_LENGTH = re.compile(
    r"\b(?P<en>two|three|four|five|\d)\s+(?:straight\s+|consecutive\s+)?days\b"
    r"|(?P<ko>이틀|사흘|나흘|닷새|\d\s*일)\s*(?:연속|연달아|내리)",
    re.I,
)
_RUN_WORDS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "이틀": 2,
    "사흘": 3,
    "나흘": 4,
    "닷새": 5,
}


def _streaks_per_group(
    table: Table, rows: list[list[str]], request: str, dated: int | None
) -> list[str]:
    """Each product's (region's …) longest run of days in a row, when the request asks which
    one sold on days in a row ("Did any product sell on two days in a row?", fresh24 csv-53),
    and the ones whose run is as long as the request says (two days when it says none)."""
    said = _FILE_NAME.sub(" ", request)
    # the days are what runs, so the group is the one named beside them ("days" is no group)
    fitting = [
        c for asked, named in _PER if asked.search(said) for c in table.header if named.search(c)
    ]
    groups = [i for i in (_meant_index(table, c) for c in fitting) if i is not None and i != dated]
    if dated is None or len(set(groups)) != 1:
        return []
    g = groups[0]
    days: dict[str, list[dt.date]] = {}
    for row in rows:
        day = date_of(table.cell(row, dated))
        if day is not None:
            days.setdefault(table.cell(row, g), []).append(day)
    runs = [(name, run) for name, run in ((n, longest_streak(d)) for n, d in days.items()) if run]
    runs.sort(key=lambda pair: -pair[1][0])
    length_said = _RUN_LENGTH.search(request)
    word = (
        (length_said["en"] or length_said["ko"]).casefold().replace(" ", "") if length_said else "2"
    )
    wanted = _RUN_WORDS.get(word) or int(re.sub(r"\D", "", word) or 2)
    long_enough = [name for name, (length, _, _) in runs if length >= wanted]
    shown = "; ".join(
        f"{name}: {length} {'day' if length == 1 else 'days'} ({a.isoformat()} to {b.isoformat()})"
        for name, (length, a, b) in runs
    )
    return [
        f"longest run of consecutive days per {table.header[g]}: {shown}",
        f"{table.header[g]} sold on {wanted} or more days in a row: "
        + (_listed(long_enough) if long_enough else "none"),
    ]


def never_lines(table: Table, request: str) -> list[str]:
    """ "product with region=Seoul, never with region=Busan: cheesecake" when the request asks
    what one named value has that another never has (or, one value named, the days it has
    none); [] otherwise."""
    if not _NEVER.search(request):
        return []
    named = _named_values(table, request)
    if not named or len({i for _, i, _ in named}) != 1 or len(named) > 2:
        return []
    column = named[0][1]
    said = _FILE_NAME.sub(" ", request)
    days = _DAYS_ASKED.search(said)
    asked = per_column(table.header, "per day" if days else said) or per_column(
        table.header, "products"
    )  # "anything we sold in Seoul but never in Busan": what was sold
    if asked is None or table.header.index(asked) == column:
        return []
    j, name = table.header.index(asked), table.header[column]

    def of(value: str | None) -> set[str]:
        return {
            table.cell(row, j)
            for row in table.rows
            if value is None or _key(table.cell(row, column)) == _key(value)
        } - {""}

    if len(named) == 2:
        first, second = named[0][2], named[1][2]
        missing = sorted(of(first) - of(second), key=str.casefold)
        head = f"{asked} with {name}={first}, never with {name}={second}"
    elif days:
        first = named[0][2]
        missing = sorted(of(None) - of(first), key=str.casefold)
        head = f"{asked} in the table with no row of {name}={first}"
        shown = [f"{head}: {', '.join(missing) if missing else 'none'}"]
        return shown + _totals_on(table, j, missing, request)
    else:
        return []
    return [f"{head}: {', '.join(missing) if missing else 'none'}"]


def _bounded_groups(table: Table, request: str) -> list[str]:
    """The groups whose rows never (or always) pass the one bound the request sets on a sale:
    "Which of our products have never sold more than 25 units in a single sale?" (fresh34
    csv-73 kept the rows under 25 and named every product with one); every row of the table,
    whatever the call's where kept."""
    kind = group_bounds.kind_asked(request)
    bounds = _bounds_said(table, request, "") if kind else []
    found = _BOUND_PART.fullmatch(bounds[0]) if len(bounds) == 1 else None
    per = per_column(table.header, _FILE_NAME.sub(" ", request))
    if kind is None or found is None or per is None or _key(per) == _key(found[1]):
        return []
    g, i, bound = table.header.index(per), table.index(found[1]), number(found[3])
    if bound is None:
        return []
    groups: dict[str, list[float]] = {}
    for row in table.rows:
        value = number(table.cell(row, i))
        if value is not None:
            groups.setdefault(table.cell(row, g), []).append(value)
    return group_bounds.bounded_groups_lines(per, groups, table.header[i], found[2], bound, kind)


def rising_lines(table: Table, request: str) -> list[str]:
    """The groups whose figure went up (or down) at every sale in date order: "is there a
    product that sold more every time we sold it than the time before?" (fresh36 csv-77 was
    shown each product's largest sale and named muffin); the quantity unless money is asked,
    every row of the table whatever the call kept."""
    kind = group_rises.kind_asked(request)
    said = _FILE_NAME.sub(" ", request)
    per = per_column(table.header, said) if kind else None
    dated = date_column(table.header, table.rows) if per else None
    if kind is None or per is None or dated is None or table.header.index(per) == dated:
        return []
    planned = planned_query(table.header, request)
    quantity = [c for c in table.header if _QUANTITY.search(c) and not _PRICE.search(c)]
    spec = planned["column"] if planned and "column" in planned else None
    spec = spec or (quantity[0] if len(quantity) == 1 else None)
    if spec is None:
        return []
    column, g = column_of(table, spec), table.header.index(per)
    groups: dict[str, list[tuple[str, float]]] = {}
    # date order; rows of one day keep the file's order (sorted is stable)
    for row in sorted(table.rows, key=lambda r: table.cell(r, dated)):
        value = column.value(table, row)
        if value is not None and table.cell(row, g):
            groups.setdefault(table.cell(row, g), []).append((table.cell(row, dated), value))
    return group_rises.rising_groups_lines(per, groups, column.name, kind)


# a group with only one value of another column: "Is there a product we've only ever sold in one
# region? Which one, and where?" (fresh35 csv-75 was counted rows per product and named the
# first, 'croissant, sold in 3 regions'), 「한 지역에서만 팔린 제품」, "a region that sells just
# one product"; the noun after "one" is the column whose values are counted
_ONLY_ONE = re.compile(
    r"\b(?:only|just|exactly)\s+(?:ever\s+)?(?:been\s+)?(?:\w+\s+)?(?:in\s+|at\s+|to\s+|by\s+)?"
    r"(?:one|a single|1)\s+(?P<en>[a-z_]+)"
    r"|\b(?:in|at)\s+(?:only|just)\s+(?:one|a single)\s+(?P<en2>[a-z_]+)"
    r"|\ba single (?P<en3>[a-z_]+) only\b"
    r"|(?<![가-힣\d])(?:단\s*)?(?:한|1|하나의)\s*(?:가지\s*|개\s*)?(?P<ko>[가-힣]+?)\s*(?:에서|에|으로|로)?만(?!\s*원)",
    re.I,
)
# the words a place is asked by, beyond _PER's: "한 곳에서만", "in only one place"
_PLACE_NOUN = re.compile(r"^(?:곳|군데|데|places?|locations?|stores?|shops?|branch(?:es)?)$")


def _column_for_noun(table: Table, noun: str) -> int | None:
    """The one column a noun of the request means: its name (or plural), or a region, product
    or day by one of _PER's words ("지역", "city", "곳")."""
    meant = _meant_index(table, noun)
    if meant is not None:
        return meant
    if _PLACE_NOUN.match(noun.casefold()):
        noun = "region"
    for asked, named in _PER:
        fitting = [i for i, h in enumerate(table.header) if named.search(h)]
        if asked.fullmatch(noun) and len(fitting) == 1:
            return fitting[0]
    return None


def only_one_lines(table: Table, request: str) -> list[str]:
    """ "product with only one region: cheesecake (region Seoul)" when the request asks which
    groups of one column have a single value of another; [] otherwise. The other column is the
    one the rest of the request names (or the one text column left)."""
    said = _FILE_NAME.sub(" ", request)
    found = _ONLY_ONE.search(said)
    if found is None:
        return []
    v = _column_for_noun(table, found["en"] or found["en2"] or found["en3"] or found["ko"])
    if v is None:
        return []
    rest = said[: found.start()] + " " + said[found.end() :]
    texts = [
        i
        for i in range(len(table.header))
        if i != v and not any(number(table.cell(r, i)) is not None for r in table.rows)
    ]
    asked = {
        i
        for word in re.findall(r"[가-힣]+|[A-Za-z_]+", rest)
        if (i := _column_for_noun(table, word)) is not None and i != v and i in texts
    }
    dated = date_column(table.header, table.rows)
    left = [i for i in texts if i != dated]
    g = asked.pop() if len(asked) == 1 else left[0] if not asked and len(left) == 1 else None
    if g is None:
        return []
    values: dict[str, dict[str, str]] = {}
    for row in table.rows:
        cell = table.cell(row, v)
        if table.cell(row, g) and cell:
            values.setdefault(table.cell(row, g), {})[_key(cell)] = cell
    single = [(name, next(iter(vs.values()))) for name, vs in values.items() if len(vs) == 1]
    group, value = table.header[g], table.header[v]
    head = f"{group} with only one {value}"
    if not single:
        fewest = min((len(vs) for vs in values.values()), default=0)
        return [f"{head}: none (every {group} has {fewest} or more)"]
    shown = ", ".join(f"{name} ({value} {only})" for name, only in single)
    others = len(values) - len(single)
    return [f"{head}: {shown}; the other {others} {group} values have 2 or more"]


# two values set side by side with no base: "인천이랑 서울 중에 어디가 더 많았어", "which made more,
# Incheon or Seoul", "Incheon or Seoul: who sold more"
_WHICH_OF_TWO = re.compile(
    r"중(?:에|에서)?\s*(?:어디|어느|누가|누구|뭐|무엇|어떤)|\bwhich\b|\bwho\b", re.I
)
_MORE_OF = re.compile(
    r"더\s*(?:많|잘|크|높|적|낮|작)|\b(?:more|less|fewer|higher|lower|bigger|smaller|better)\b",
    re.I,
)


def _one_day_said(table: Table, request: str) -> tuple[int, dt.date] | None:
    """(the date column, the day) when the request names one day the table has, in one year."""
    dated = date_column(table.header, table.rows)
    said = day_pair.days_said(request)
    if dated is None or len(said) != 1:
        return None
    days = {d for r in table.rows if (d := date_of(table.cell(r, dated))) is not None}
    on = [d for d in days if (d.month, d.day) == said[0]]
    return (dated, on[0]) if len(on) == 1 else None


# two values of one column compared, the rows limited by values of others: "머핀 매출은 서울이
# 인천보다 얼마나 더 많았어?" (fresh35 csv-76 grouped by a made-up "city"), "How much more
# did Busan sell of bagels than Incheon?"
def compared_lines(table: Table, request: str) -> list[str]:
    """ "muffin, sum of units*unit_price: Seoul 154000, Incheon 98000; Seoul minus Incheon:
    56000" when the request asks how much one value's figure is above or below another's; []
    otherwise (a sum of groups put together is _together's)."""
    said = _FILE_NAME.sub(" ", request).casefold()
    than = _THAN.search(said)
    # "6월 6일엔 인천이랑 서울 중에 어디 매출이 더 많았어? 얼마나 차이 나?" sets neither
    # against the other (fresh37 csv-80 was shown each region's sum over every day)
    which = _WHICH_OF_TWO.search(said) and (_GAP_ASKED.search(said) or _MORE_OF.search(said))
    if (than is None and not which) or _bound_said(request) is not None:
        return []  # ("which sales … had more than 30 units" is a bound, no two set side by side)
    if (not _GAP_ASKED.search(said) and not which) or _TOGETHER.search(said):
        return []
    found = _two_totals(table, request)
    if found is None:
        return []
    column, c, kept, two, totals = found
    # the one set against: "인천보다" names it just before the word, "than Incheon" after it;
    # with none ("which of the two"), the smaller
    if than is None:
        base = min(two, key=lambda x: totals[x[1]])
    elif than[0] == "보다":
        base = max((x for x in two if x[0] < than.start()), default=two[1])
    else:
        base = min((x for x in two if x[0] > than.start()), default=two[1])
    second = base[1]
    first = next(value for _, value in two if value != second)
    gap = totals[first] - totals[second]
    scope = ", ".join(f"{table.header[i]}={v}" for i, v in kept)
    return [
        f"{scope + ': ' if scope else ''}sum of {column.name} with {table.header[c]}={first}: "
        f"{show(totals[first])}; with {table.header[c]}={second}: {show(totals[second])}; "
        f"{first} minus {second}: {show(gap)} ({first} {show(abs(gap))} "
        f"{'more' if gap >= 0 else 'less'})"
    ]


def _two_totals(
    table: Table, request: str
) -> tuple[Column, int, list[tuple[int, str]], list[tuple[int, str]], dict[str, float]] | None:
    """The figure asked summed for each of the two values the request names of one column
    (Seoul and Incheon), the other values it names kept as filters: (the figure, that column,
    the filters, the two as (place said, value) in the order said, their totals); or None."""
    named = _named_values(table, request)
    by_column: dict[int, list[tuple[int, str]]] = {}
    for place, i, value in named:
        if all(_key(value) != _key(v) for _, v in by_column.get(i, [])):
            by_column.setdefault(i, []).append((place, value))
    pairs = [i for i, vs in by_column.items() if len(vs) == 2]
    if len(pairs) != 1 or any(len(vs) > 2 for vs in by_column.values()):
        return None
    planned = planned_query(table.header, request)
    if planned is None or "column" not in planned:
        return None
    column = column_of(table, planned["column"])
    c = pairs[0]
    kept = [(i, vs[0][1]) for i, vs in by_column.items() if i != c]
    rows = [r for r in table.rows if all(_key(table.cell(r, i)) == _key(v) for i, v in kept)]
    day = _one_day_said(table, request)
    if day is not None:  # "6월 6일엔": that day's rows alone
        dated, on = day
        rows = [r for r in rows if date_of(table.cell(r, dated)) == on]
        kept.append((dated, on.isoformat()))
    two = sorted(by_column[c])
    totals: dict[str, float] = {}
    for _, value in two:
        mine = [r for r in rows if _key(table.cell(r, c)) == _key(value)]
        totals[value] = sum(numbers_of(table, mine, column)[0])
    return column, c, kept, two, totals


# how many times one figure is another's: 「서울이 인천의 몇 배」, 「몇 배나 벌었어」, "how many
# times as much", "how many times more", "what multiple of"
_TIMES_ASKED = re.compile(
    r"몇\s*배|\bhow many times\b(?=[^.?!]*\b(?:as|than|more|bigger|larger|greater)\b)"
    r"|\bwhat multiple\b|\bhow much (?:bigger|larger|more) as a "
    r"(?:ratio|multiple)\b",
    re.I,
)


def times_lines(table: Table, request: str) -> list[str]:
    """ "sum of units*unit_price with region=Seoul: 481500; with region=Incheon: 218400; Seoul
    is 2.2 times Incheon (481500 ÷ 218400 = 2.2047)" when the request asks how many times one
    value's figure is another's (fresh46 csv-98 was shown each region's total and answered with
    the totals, no ratio); [] otherwise."""
    said = _FILE_NAME.sub(" ", request).casefold()
    times = _TIMES_ASKED.search(said)
    found = _two_totals(table, request) if times is not None else None
    if times is None or found is None:
        return []
    column, c, kept, two, totals = found
    if times[0].startswith("몇"):
        # 「서울이 인천의 몇 배」: the one named last before 몇 배 is the base
        before = [x for x in two if x[0] < times.start()]
        base = before[-1] if before else two[1]
    else:
        # "how many times as much did Seoul make as Incheon": the one named after as/than
        base = two[1]
    second = base[1]
    first = next(value for _, value in two if value != second)
    if totals[second] == 0:
        return []
    ratio = totals[first] / totals[second]
    scope = ", ".join(f"{table.header[i]}={v}" for i, v in kept)
    return [
        f"{first} is {ratio:.2f} times {second} ({show(totals[first])} ÷ {show(totals[second])}"
        f" = {ratio:.4f}); {scope + ': ' if scope else ''}sum of {column.name} with "
        f"{table.header[c]}={first}: {show(totals[first])}; with {table.header[c]}={second}: "
        f"{show(totals[second])}"
    ]


MAX_DAYS_TOTALLED = 7
# an amount of that day asked, not only which day it was ("매출이 없는 날이 언제야" asks the day)
AMOUNT_ASKED = re.compile(
    r"\bhow (?:much|many)\b|\btotal\b|\baltogether\b|\bin all\b|\bsum\b|\badd(?:ed)? up\b"
    r"|얼마|합계|합쳐|총|전체\s*(?:매출|수량|판매)|몇\s*개",
    re.I,
)


def _totals_on(table: Table, j: int, days: list[str], request: str) -> list[str]:
    """Every row's total on each of `days` (column `j`) when the request asks an amount of
    them: "There's one day when Seoul didn't sell anything. How much did we take in
    altogether that day?" (fresh33 csv-71 summed every day's revenue)."""
    planned = planned_query(table.header, request)
    if not days or len(days) > MAX_DAYS_TOTALLED or planned is None or planned["op"] != "sum":
        return []
    if not AMOUNT_ASKED.search(_FILE_NAME.sub(" ", request)):
        return []
    column = column_of(table, planned["column"])
    lines = []
    for day in days:
        rows = [row for row in table.rows if table.cell(row, j) == day]
        total = sum(numbers_of(table, rows, column)[0])
        lines.append(f"total {column.name} on {day} (every row of that day): {show(total)}")
    return lines


# priced against one thing the table sells: "How many of the products we sell are cheaper than a
# baguette?" (fresh27 count-59 compared a price with "product*1.1"), 「바게트보다 비싼 거」
_PRICED_THAN = re.compile(
    r"\b(?P<less>cheaper|less expensive|lower[- ]priced)\s+than\b"
    r"|\b(?P<more>pricier|dearer|more expensive|costlier|higher[- ]priced)\s+than\b"
    r"|보다\s*(?:더\s*)?(?:(?P<less_ko>싼|싸|저렴)|(?P<more_ko>비싼|비싸))",
    re.I,
)


def priced_than_lines(table: Table, request: str) -> list[str]:
    """ "product cheaper than baguette (unit_price 4100): bagel 2500, … — 3 of 5" when the
    request compares the prices of the things one column names with one of them; [] otherwise."""
    said = _PRICED_THAN.search(request)
    named = _named_values(table, request)
    prices = [i for i, h in enumerate(table.header) if _PRICE.search(h)]
    if said is None or len(named) != 1 or len(prices) != 1:
        return []
    _, column, value = named[0]
    price: dict[str, float] = {}
    for row in table.rows:
        amount = number(table.cell(row, prices[0]))
        thing = table.cell(row, column)
        if amount is not None and thing:
            price[thing] = max(amount, price.get(thing, amount))
    if value not in price:
        return []
    less = bool(said["less"] or said["less_ko"])
    kept = sorted(
        ((t, p) for t, p in price.items() if (p < price[value] if less else p > price[value])),
        key=lambda pair: pair[1],
    )
    way = "cheaper" if less else "dearer"
    listed = ", ".join(f"{t} {show(p)}" for t, p in kept) or "none"
    return [
        f"{table.header[column]} {way} than {value} ({table.header[prices[0]]} "
        f"{show(price[value])}): {listed} — {len(kept)} of {len(price)}"
    ]


def _values_listed(table: Table, rows: list[list[str]], request: str) -> list[str]:
    """The distinct values, in order, of the one text column a listing request names."""
    said = _FILE_NAME.sub(" ", request).casefold()
    if not _LISTING.search(said):
        return []
    named = [h for h in table.header if _names(said, _key(h))]
    column = named[0] if len(named) == 1 else per_column(table.header, said)
    if column is None:
        return []
    i = table.header.index(column)
    values = sorted({table.cell(row, i) for row in rows} - {""}, key=str.casefold)
    if len(values) > MAX_FILTER_VALUES or any(number(v) is not None for v in values):
        return []
    return [f"{column} values in these {len(rows)} rows ({len(values)}): {', '.join(values)}"]


# a place said in words ("third", "3rd", "세 번째"): a row's (`_nth_row_lines`) or a group's
# (`_nth`, "the second best day")
_PLACE_WORDS = {
    "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
    "fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "eighth": 8, "8th": 8,
    "ninth": 9, "9th": 9, "tenth": 10, "10th": 10, "첫": 1, "한": 1, "두": 2, "세": 3, "네": 4,
    "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10,
}  # fmt: skip
# one row by its place: "위에서 세 번째 판매 기록" (fresh24 read-54 was given the first five rows
# and said the first), "the 7th row", "row 4", "끝에서 두 번째 줄"
_ROW_NOUN = (
    r"(?:판매\s*)?(?:기록|행|줄|데이터|항목|거래|판매|레코드"
    r"|rows?|records?|sales?|entr(?:y|ies)|lines?)"
)
_ROW_AT = re.compile(
    r"(?P<n>\d{1,4}|첫|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*(?:번)?\s*째\s*"
    + _ROW_NOUN
    + r"|\b(?P<en>(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
    r"|\d{1,4}(?:st|nd|rd|th))\s+(?:data\s+)?" + _ROW_NOUN + r"\b"
    r"|\brow\s+(?:number\s+)?(?P<num>\d{1,4})\b",
    re.I,
)
_FROM_END = re.compile(r"끝에서|아래에서|밑에서|뒤에서|\bfrom the (?:end|bottom)\b|\blast\b", re.I)


def _nth_row_lines(table: Table, rows: list[list[str]], request: str) -> list[str]:
    """The row a request names by its place, counted without the header (from the end when it
    says so), or nothing."""
    found = _ROW_AT.search(_FILE_NAME.sub(" ", request))
    if found is None:
        return []
    said = found["n"] or found["en"] or found["num"]
    digits = re.match(r"\d+", said)  # "3", "5th"
    place = int(digits[0]) if digits else _PLACE_WORDS.get(said.casefold())
    if not place or place > len(rows):
        return [f"(no row {place}: {len(rows)} rows, the header not counted)"] if place else []
    from_end = bool(_FROM_END.search(request))
    row = rows[-place] if from_end else rows[place - 1]
    where = f"{place} from the end" if from_end else f"{place}"
    return [f"row {where} (the header not counted): {table.describe_row(row)}"]


def _shown_query(planned: dict[str, str]) -> str:
    return ", ".join(f"{key}={value}" for key, value in planned.items())


def overall(table: Table, rows: list[list[str]], args: CsvQueryArgs) -> str:
    if args.op == "count":
        return counted(table, rows, args)
    assert args.column is not None
    column = column_of(table, args.column)
    values, skipped = numbers_of(table, rows, column)
    if not values and args.op in ("max", "min") and len(column.indexes) == 1:
        return _text_extreme(table, rows, column.indexes[0], args.op)
    if not values:
        raise QueryError(f"column {column.name!r} has no numbers in those rows")
    result = aggregate(args.op, values)
    text = f"{args.op} of {column.name}: {show(result)}"
    if args.op == "stdev" and len(values) > 1:  # both, since people mean either
        text += f" (sample, n-1; population: {show(statistics.pstdev(values))})"
    if skipped:
        text += f" ({skipped} non-number cells skipped)"
    if args.op in ("max", "min"):
        hits = [r for r in rows if column.value(table, r) == result][:5]
        text += "\n" + "\n".join(f"row: {table.describe_row(r)}" for r in hits)
    return text


def _shares(
    table: Table, rows: list[list[str]], column: Column | None, results: list[tuple[str, float]]
) -> str:
    """Each group's percentage of the groups' total — and of the whole table's, when a where
    kept only some rows (Busan's units are 100 % of Busan's rows and 31 % of all)."""

    def total(of: list[list[str]]) -> float:
        return float(len(of)) if column is None else sum(numbers_of(table, of, column)[0])

    part = len(rows) < len(table.rows)
    wholes = [] if part and len(results) == 1 else [("these rows", sum(v for _, v in results))]
    if part:
        wholes.append(("all rows", total(table.rows)))
    lines = []
    for name, whole in wholes:
        if whole:
            parts = ", ".join(f"{group} {show(100 * value / whole)} %" for group, value in results)
            lines.append(f"\nshare of {name}' total ({show(whole)}): {parts}")
    return "".join(lines)


# two stretches of days set side by side: "6월 1일부터 3일까지랑 4일부터 6일까지, 각각 매출이
# 얼마였고 어느 쪽이 얼마나 더 많았어?" (fresh27 csv-60 was shown the days' totals), "June 1 to 3
# against June 4 to 6"
_KO_STRETCH = re.compile(
    r"(?:(\d{1,2})\s*월\s*)?(\d{1,2})\s*일\s*(?:부터|에서)\s*(?:(\d{1,2})\s*월\s*)?(\d{1,2})\s*일\s*"
    r"(?:까지)?"
)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_EN_STRETCH = re.compile(
    r"\b(?:(" + "|".join(_MONTHS) + r")[a-z]*\.?\s+)?(\d{1,2})(?:st|nd|rd|th)?\s*(?:-|–|to|through"
    r"|until|till)\s*(?:the\s+)?(?:("
    + "|".join(_MONTHS)
    + r")[a-z]*\.?\s+)?(\d{1,2})(?:st|nd|rd|th)?\b",
    re.I,
)


def _stretches(request: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The stretches of days a request names, as ((month, day), (month, day)); a month left
    out is the one said before it."""
    found: list[tuple[tuple[int, int], tuple[int, int]]] = []
    month = 0
    for said in [*_KO_STRETCH.finditer(request), *_EN_STRETCH.finditer(request)]:
        first, last = said[1], said[3]
        if said.re is _EN_STRETCH:
            first = str(_MONTHS.index(said[1][:3].lower()) + 1) if said[1] else None
            last = str(_MONTHS.index(said[3][:3].lower()) + 1) if said[3] else None
        month = int(first) if first else month
        if not month:
            continue
        end_month = int(last) if last else month
        found.append(((month, int(said[2])), (end_month, int(said[4]))))
        month = end_month
    return found


# one stretch of days as a filter: "부산은 6월 3일부터 5일까지 … 그 사흘 매출을 합치면?" (fresh36
# csv-78 was given all of Busan's sales), "What did Busan take from June 3 to June 5?",
# "between June 3 and June 5"
_BETWEEN = re.compile(r"\bbetween\b", re.I)


def _span_said(request: str) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The one stretch of days a request names, as ((month, day), (month, day)), or None."""
    stretches = _stretches(request)
    if not stretches and _BETWEEN.search(request) and not _GAP_ASKED.search(request):
        days = day_pair.days_said(request)
        stretches = [(days[0], days[1])] if len(days) == 2 else []
    return stretches[0] if len(stretches) == 1 and stretches[0][0] <= stretches[0][1] else None


def _span_meant(table: Table, args: CsvQueryArgs, request: str) -> CsvQueryArgs:
    """The call limited to the one stretch of days the request names, a date part of its where
    put in its place (the table's one year; two years leave it as called); `table.notes` says
    so. A stretch open at one end ("6월 4일부터 마지막 날까지", "since June 4") ends at the
    table's first or last day. Two stretches set side by side are stretches_lines'."""
    span: tuple[Day | None, Day | None] | None = _span_said(request) if request else None
    if span is None and request:
        span = day_onward.open_span(request)
    # one day said on its own is a stretch of that day alone: 「6월 5일에 부산에서는 뭘 팔았어?」
    # (fresh43 read-92 was shown every Busan row)
    one = one_day.day_said(request) if span is None and request else None
    span = (one, one) if one else span
    dated = date_column(table.header, table.rows) if span else None
    if span is None or dated is None:
        return args
    dates = sorted(d for row in table.rows if (d := date_of(table.cell(row, dated))))
    if not dates or dates[0].year != dates[-1].year:
        return args
    year, name = dates[0].year, table.header[dated]
    start = dt.date(year, *span[0]) if span[0] else dates[0]
    end = dt.date(year, *span[1]) if span[1] else dates[-1]
    if one and start not in dates:
        return args  # a day the table does not hold: the call's own where stands
    parts = [p for p in where_parts(args.where or "") if p.strip()]

    def on_date(part: str) -> bool:
        found = CONDITION.match(part)
        return found is not None and _meant_index(table, found["column"]) == dated

    def on_the_day(part: str) -> bool:
        found = CONDITION.match(part)
        said = found["value"].strip("\"'` ") if found and found["op"] in ("=", "==") else ""
        return date_of(said) == start

    if one and [p for p in parts if on_date(p)] and all(map(on_the_day, filter(on_date, parts))):
        return args  # the call asks that day already
    kept = [p.strip() for p in parts if not on_date(p)]
    added = [f"{name}>={start.isoformat()}", f"{name}<={end.isoformat()}"]
    if start == end:
        added = [f"{name}={start.isoformat()}"]
    where = " and ".join([*kept, *added])
    said = f"days {start.isoformat()} to {end.isoformat()}"
    said = f"day {start.isoformat()}" if start == end else said
    table.notes.append(f"where {where}: the request names the {said}")
    return args.model_copy(update={"where": where})


# what a unit sold fetched, group by group: "for each day in sales.csv, the average price per
# unit sold (the day's revenue divided by its units)" was sent as a sum of a made-up price
# column (fresh29 script-63); its rows' plain average of unit_price is not it
_PER_UNIT = re.compile(
    r"\bper unit(?: sold)?\b|\bdivided by (?:its |their |the )?(?:units|quantity|pieces)\b"
    r"|(?:매출|금액)\S*\s*(?:을|를)?\s*(?:수량|개수)\S*\s*(?:으로|로)?\s*나눈"
    r"|개당\s*(?:평균\s*)?(?:가격|단가|값)|평균\s*단가",
    re.I,
)


def per_unit_lines(table: Table, request: str) -> list[str]:
    """Each group's revenue divided by its units (the day, region or product the request
    groups by; the whole table when none), highest first; [] unless asked."""
    product = _quantity_and_price(table)
    if product is None or not _PER_UNIT.search(request):
        return []
    quantity, price = (table.header[i] for i in product)
    units, takings = column_of(table, quantity), column_of(table, f"{quantity}*{price}")
    g = next((i for asked, named in _PER if asked.search(request)
              for i, h in enumerate(table.header) if named.search(h)), None)  # fmt: skip
    groups: dict[str, list[list[str]]] = {}
    for row in table.rows:
        groups.setdefault(table.cell(row, g) if g is not None else "all rows", []).append(row)
    each = []
    for name, rows in groups.items():
        n, money = sum(numbers_of(table, rows, units)[0]), sum(numbers_of(table, rows, takings)[0])
        if n:
            each.append((money / n, name, money, n))
    if not each:
        return []
    each.sort(reverse=True)
    by = f" by {table.header[g]}" if g is not None else ""
    lines = [f"revenue per unit sold{by} ({quantity}*{price} ÷ {quantity}, highest first):"]
    lines += [f"{name}: {show(round(v, 2))} ({show(m)} ÷ {show(n)})" for v, name, m, n in each]
    return lines + ([f"highest: {each[0][1]}"] if len(each) > 1 else [])


# the row nearest the average: "the sale whose revenue is closest to the average sale's"
# (fresh31 script-67 answered "12", a row number); "평균에 제일 가까운 판매"
_NEAREST_AVERAGE = re.compile(
    r"\b(?:closest|nearest)\b[^.?!]{0,40}\b(?:average|mean|typical)\b"
    r"|(?:평균|평균값)\S{0,2}\s*(?:에|이랑|과|와)?\s*(?:가장|제일|젤)?\s*(?:가까운|근접한|비슷한)",
    re.I,
)


def nearest_average_lines(table: Table, rows: list[list[str]], request: str) -> list[str]:
    """The row whose figure asked is closest to the rows' average, with both; [] unless the
    request asks it."""
    if not _NEAREST_AVERAGE.search(request):
        return []
    planned = planned_query(table.header, request)
    if not planned or "column" not in planned:
        return []
    column = column_of(table, planned["column"])
    valued = [(v, r) for r in rows if (v := column.value(table, r)) is not None]
    if len(valued) < 2:
        return []
    mean = statistics.fmean(v for v, _ in valued)
    value, row = min(valued, key=lambda x: abs(x[0] - mean))
    # the row named by its words first ("croissant, Busan"): told "units=30, …" first, the
    # model named the sale "30"
    words = [c for c in row if c.strip() and number(c) is None and month_day(c) is None]
    dates = [c for c in row if month_day(c) is not None]
    named = ", ".join(words) + (f" on {dates[0]}" if dates else "")
    return [
        f"the row closest to the average {column.name} ({show(round(mean, 4))} over "
        f"{len(valued)} rows): {named}, {column.name} {show(value)} "
        f"({show(round(abs(value - mean), 4))} off; {table.describe_row(row)})"
    ]


# the cheapest or dearest product, and what it brought in: "How much money did our cheapest
# product bring in altogether?" (fresh31 csv-67 sent a made-up SQL expression to calculate)
_CHEAPEST = re.compile(
    r"\b(?:cheapest|least expensive|lowest[- ]priced|cheapest-priced)\b"
    r"|(?:가장|제일|젤)\s*(?:싼|저렴한|값싼|단가가\s*낮은)",
    re.I,
)
_DEAREST = re.compile(
    r"\b(?:most expensive|priciest|dearest|highest[- ]priced)\b"
    r"|(?:가장|제일|젤)\s*(?:비싼|고가|단가가\s*높은)",
    re.I,
)
_ITEM = re.compile(r"product|item|menu|goods|name|제품|상품|품목|메뉴", re.I)
# a line priced_extreme_lines writes: its item's name, and the figure asked of it (how many
# sold, or what it brought in) — what agent/priced_ends.py finds an answer must say
PRICED_END = re.compile(
    r"^(?:cheapest|most expensive) [^\n:]+ by [^\n:]+: (?P<name>[^\n(,]+?)"
    r"(?: \([^\n()]*\); its [^\n:]+: (?P<money>-?\d+(?:\.\d+)?) \([^\n()]*\)"
    r"|, (?P<count>-?\d+(?:\.\d+)?) \S+ in total over its [^\n]*)$",
    re.M,
)


def priced_extreme_lines(table: Table, request: str) -> list[str]:
    """The cheapest and/or the dearest item by its price, and over its rows what it brought in
    (quantity times price) or how many sold; [] unless the request asks that of such an item.
    Both ends are given when both are asked of each ("제일 싼 거랑 제일 비싼 거, 각각 총 몇 개씩
    팔렸어?": fresh40 csv-86), not when one is set against the other (a gap, "than")."""
    ends = [end for end, said in (("cheapest", _CHEAPEST), ("most expensive", _DEAREST))
            if said.search(request)]  # fmt: skip
    product = _quantity_and_price(table)
    said = _FILE_NAME.sub(" ", request)  # "sales" of sales.csv is no word of money
    money, pieces = bool(_MONEY_ASKED.search(said)), bool(_PIECES.search(said))
    if not ends or product is None or not (money or pieces):
        return []
    if len(ends) == 2 and (money or _COMPARED.search(request) or _SPREAD.search(request)):
        return []
    items = [i for i, h in enumerate(table.header) if _ITEM.search(h) and i not in product]
    if len(items) != 1:
        return []
    return [line for end in ends if (line := _priced_end(table, items[0], end, money))]


def _priced_end(table: Table, item: int, end: str, money: bool) -> str:
    """The cheapest (or dearest) item's line: its price, and its money or its quantity."""
    quantity, price = _quantity_and_price(table) or (0, 0)
    prices: dict[str, list[float]] = {}
    for row in table.rows:
        value = number(table.cell(row, price))
        if value is not None:
            prices.setdefault(table.cell(row, item), []).append(value)
    if len(prices) < 2:
        return ""
    cheap = end == "cheapest"
    # an item's price is its lowest when the cheapest is asked, its highest otherwise
    each = {name: (min(v) if cheap else max(v)) for name, v in prices.items()}
    pick = min(each, key=each.__getitem__) if cheap else max(each, key=each.__getitem__)
    if sum(1 for v in each.values() if v == each[pick]) > 1:
        return ""  # a tie: which one is meant is not clear
    mine = [row for row in table.rows if table.cell(row, item) == pick]
    q_name, p_name = table.header[quantity], table.header[price]
    units = sum(numbers_of(table, mine, column_of(table, q_name))[0])
    head = f"{end} {table.header[item]} by {p_name}: {pick}"
    over = f"over its {len(mine)} rows" if len(mine) > 1 else "over its 1 row"
    price_said = f"{p_name} {show(each[pick])}"
    if not money:  # how many sold, beside the name: the model says the number after it first
        return f"{head}, {show(units)} {q_name} in total {over} ({price_said})"
    revenue = sum(numbers_of(table, mine, column_of(table, f"{q_name}*{p_name}"))[0])
    return (f"{head} ({price_said}); its {q_name}*{p_name} {over}: {show(revenue)} "
            f"({q_name}: {show(units)})")  # fmt: skip


def stretches_lines(table: Table, request: str) -> list[str]:
    """Each stretch of days' total and the gap, when a request sets two side by side."""
    stretches = _stretches(request)
    dated = [i for i, h in enumerate(table.header) if _DATE_NAME.search(h)]
    planned = planned_query(table.header, request)
    if len(stretches) != 2 or len(dated) != 1 or not planned or "column" not in planned:
        return []
    column = column_of(table, planned["column"])

    def within(start: tuple[int, int], end: tuple[int, int]) -> list[list[str]]:
        return [
            row for row in table.rows
            if (day := month_day(table.cell(row, dated[0]))) is not None and start <= day <= end
        ]  # fmt: skip

    kept = [within(start, end) for start, end in stretches]
    ta, tb = (sum(numbers_of(table, rows, column)[0], 0.0) for rows in kept)
    said = [f"{m}/{d}–{m2}/{d2}" for (m, d), (m2, d2) in stretches]
    more = said[0] if ta >= tb else said[1]
    lines = [
        f"{column.name} {said[0]}: {show(ta)}; {said[1]}: {show(tb)}; {more} is "
        f"{show(abs(ta - tb))} more"
    ]
    return lines + _stretches_per_group(table, column, kept, said, planned.get("group_by"))


def _stretches_per_group(
    table: Table, column: Column, kept: list[list[list[str]]], said: list[str], per: str | None
) -> list[str]:
    """Each group's total in the two stretches and its change, most grown first, when the
    request compares them group by group ("compare each region's takings over June 1–3 with
    June 4–6: which region grew the most?" was answered with the whole table's change: fresh30
    script-65)."""
    g = _meant_index(table, per) if per else None
    if g is None or _DATE_NAME.search(table.header[g]):
        return []
    names = list(dict.fromkeys(table.cell(row, g) for row in table.rows))
    changes = []
    for name in names:
        a, b = (
            sum(numbers_of(table, [r for r in rows if table.cell(r, g) == name], column)[0], 0.0)
            for rows in kept
        )
        changes.append((b - a, name, a, b))
    changes.sort(key=lambda c: -c[0])

    def signed(value: float) -> str:
        return f"+{show(value)}" if value >= 0 else f"-{show(-value)}"

    each = "; ".join(f"{n} {show(a)} → {show(b)} ({signed(c)})" for c, n, a, b in changes)
    lines = [f"{column.name} by {table.header[g]}, {said[0]} → {said[1]}: {each}"]
    if len(changes) > 1:
        lines.append(
            f"grew the most: {changes[0][1]} ({signed(changes[0][0])}); fell the most or grew "
            f"the least: {changes[-1][1]} ({signed(changes[-1][0])})"
        )
    return lines


def _share_of_the_named(table: Table, args: CsvQueryArgs, request: str) -> list[str]:
    """ "product=muffin: 378000 of 1008400 (37.49 %)" when the request asks the share of the
    whole that one value it names holds ("what percentage of our total revenue came from
    muffins?" was asked as the whole table's sum: fresh25 script-55), or the share one holds
    within another (`_share_within_the_named`); [] otherwise."""
    if args.op != "sum" or args.group_by or args.column is None or not _SHARE.search(request):
        return []
    named = {(i, value) for _, i, value in _named_values(table, request)}
    if len(named) == 2:
        return _share_within_the_named(table, column_of(table, args.column), request)
    if len(named) != 1:
        return []
    (i, value), column = named.pop(), column_of(table, args.column)
    part = sum(numbers_of(table, [r for r in table.rows if table.cell(r, i) == value], column)[0])
    whole = sum(numbers_of(table, table.rows, column)[0])
    if not whole:
        return []
    return [
        f"{table.header[i]}={value}: {show(part)} of all rows' {show(whole)} "
        f"({show(100 * part / whole)} %)"
    ]


# the values a share is taken within: "크루아상 매출 중에서 서울에서 나온 게 몇 퍼센트?" (fresh28
# csv-62 was given the whole table's sum), "what percent of the croissant sales came from Seoul",
# "of the muffins sold, how much was Busan's"
_WITHIN_BEFORE = re.compile(
    r"\b(?:of|among|amongst|within|out of)\s+(?:the\s+|our\s+|all\s+(?:the\s+|our\s+)?)?$"
)
_WITHIN_AFTER = re.compile(
    r"^[가-힣\w]*\s*(?:[가-힣]+\s*)?(?:중|가운데)|^[가-힣\w]*\s+[가-힣]+에서\b"
)


def _share_within_the_named(table: Table, column: Column, request: str) -> list[str]:
    """ "region=Seoul within product=croissant: 128000 of 294400 (43.48 %)" for two values of
    two columns the request names, the one it takes the share within being the one said after
    "of" or before 「중에서」; both ways round when it is not clear which; [] otherwise."""
    said = _FILE_NAME.sub(" ", request).casefold()
    named = _named_values(table, request)
    if len(named) != 2 or named[0][1] == named[1][1]:
        return []

    def within(place: int) -> bool:
        return bool(_WITHIN_BEFORE.search(said[:place]) or _WITHIN_AFTER.match(said[place:]))

    marked = [n for n in named if within(n[0])]
    pairs = [(next(n for n in named if n is not marked[0]), marked[0])] if len(marked) == 1 else [
        (named[0], named[1]), (named[1], named[0])]  # fmt: skip
    lines = []
    for (_, i, value), (_, j, whole_value) in pairs:
        subset = [r for r in table.rows if table.cell(r, j) == whole_value]
        whole = sum(numbers_of(table, subset, column)[0])
        part = sum(numbers_of(table, [r for r in subset if table.cell(r, i) == value], column)[0])
        if whole:
            lines.append(
                f"{table.header[i]}={value} within {table.header[j]}={whole_value}: "
                f"{column.name} {show(part)} of {show(whole)} ({show(100 * part / whole)} %)"
            )
    everything = sum(numbers_of(table, table.rows, column)[0])
    if len(pairs) == 2 and lines and everything:  # "of our revenue … muffins in Busan": of all
        (_, i, a), (_, j, b) = named
        both = [r for r in table.rows if table.cell(r, i) == a and table.cell(r, j) == b]
        part = sum(numbers_of(table, both, column)[0])
        lines.append(
            f"{table.header[i]}={a} and {table.header[j]}={b}: {column.name} {show(part)} of all "
            f"rows' {show(everything)} ({show(100 * part / everything)} %)"
        )
    return lines


def _text_extreme(table: Table, rows: list[list[str]], i: int, op: Op) -> str:
    """The min or max of a column of dates or words ("the first and the last date"), in text
    order, which is time order for ISO dates and times; both ends are shown, since a question
    about a period asks for both."""
    cells = sorted({table.cell(r, i) for r in rows if table.cell(r, i)})
    if not cells:
        raise QueryError(f"column {table.header[i]!r} is empty in those rows")
    result = cells[0] if op == "min" else cells[-1]
    hits = [r for r in rows if table.cell(r, i) == result][:5]
    return "\n".join(
        [
            f"{op} of {table.header[i]}: {result} (text order; {table.header[i]} runs from "
            f"{cells[0]} to {cells[-1]}, {len(cells)} different values)",
            *(f"row: {table.describe_row(r)}" for r in hits),
        ]
    )


def counted(table: Table, rows: list[list[str]], args: CsvQueryArgs) -> str:
    """The rows' count, with what a loosely worded count asks for too: the different values of
    the column named ("how many products?") and, when few, the rows themselves ("is there a row
    with units over 50?")."""
    lines = [f"count: {len(rows)} rows"]
    named = args.column is not None and _meant_index(table, args.column) is not None
    if args.column and named:
        i = table.index(args.column)
        values = list(dict.fromkeys(table.cell(r, i) for r in rows if table.cell(r, i)))
        lines.append(f"{table.header[i]} has {len(values)} different values: {_listed(values)}")
    if 0 < len(rows) <= PREVIEW_ROWS and args.where:
        lines += [f"row: {table.describe_row(r)}" for r in rows]
    return "\n".join(lines)


# "평일에 판매가 있었던 날이 며칠?" counted as rows (fresh24 count-54): the days are the
# different dates of those rows
_HOW_MANY_DAYS = re.compile(
    r"며칠|몇\s*일(?!\s*(?:전|후|뒤))|\bhow many (?:different |separate |distinct )?days\b"
    r"|\bon how many\b|\bnumber of (?:different |distinct )?days\b",
    re.I,
)


def _days_counted(
    table: Table, rows: list[list[str]], args: CsvQueryArgs, request: str
) -> list[str]:
    """The different dates of the counted rows, when the request asks on how many days and the
    count named no date column itself."""
    dated = date_column(table.header, table.rows)
    counting = args.op == "count" or args.column is None  # a count, or a preview of the rows
    if not counting or dated is None or not _HOW_MANY_DAYS.search(request):
        return []
    if args.column and _meant_index(table, args.column) == dated:
        return []  # counted already: "date has N different values"
    days = list(dict.fromkeys(table.cell(r, dated) for r in rows))
    return [f"on {len(days)} different days ({table.header[dated]}): {_listed(days)}"]


def _smallest_first(request: str, least: bool = False) -> bool:
    """The groups listed from the smallest: as the request orders them ("from the most to the
    fewest" is the largest first, its "fewest" no order of its own: fresh40 csv-85), else when
    it asks the least."""
    said = largest_first_asked(request)
    return (least or bool(_LEAST.search(request))) if said is None else not said


_LEAST = re.compile(
    r"\b(?:fewest|least|lowest|smallest|cheapest|worst|minimum)\b"
    r"|(?:제일|가장)\s*(?:적|낮|작|싼|못)|최소|최저|꼴찌"
    # 「제일 돈이 안 된 제품」, 「가장 안 팔린」 (fresh24 csv-54)
    r"|(?:제일|가장)\s*(?:[가-힣]+\s*){0,2}?안\s*(?:된|되|팔|나|벌)",
    re.IGNORECASE,
)


# a grouping by the kind of day: "주말엔 하루 평균 매출이 평일보다 얼마나 더 많은지" sent as
# group_by "day", a column the table lacks (fresh22 script-50)
_DAY_KIND = re.compile(
    r"^(?:weekends?|weekdays?|weekend ?(?:vs\.?|or|and) ?weekdays?|kind of day|day ?type"
    r"|day ?of ?(?:the )?week|weekday name|요일|주말|평일|주중|주말\s*평일|평일\s*주말)$",
    re.I,
)
_KINDS_ASKED = re.compile(r"\bweekends?\b|\bweekdays?\b|주말|평일|주중", re.I)


def _kind_of_day_grouping(table: Table, args: CsvQueryArgs, request: str) -> int | None:
    """The date column, when the call groups by a kind of day the table has no column for."""
    wanted = _key(args.group_by or "")
    asked = _DAY_KIND.match(wanted) or (wanted in ("day", "days") and _KINDS_ASKED.search(request))
    dated = date_column(table.header, table.rows)
    if not asked or dated is None or wanted in (_key(h) for h in table.header):
        return None
    return dated


def by_kind_of_day(
    table: Table, rows: list[list[str]], args: CsvQueryArgs, request: str
) -> str | None:
    """The rows' totals by weekend and weekday — each over its days, and a day's average — when
    the call groups by a kind of day (or by "day" for a request about weekends), the table's
    date column telling the day; None otherwise."""
    dated = _kind_of_day_grouping(table, args, request)
    if dated is None:
        return None
    column = column_of(table, args.column) if args.column else None
    totals: dict[str, float] = {}
    days: dict[str, set[str]] = {}
    for row in rows:
        day = weekday_of(table.cell(row, dated))
        if day is None:
            continue
        kind = "weekend" if day >= 5 else "weekday"
        value = 1.0 if column is None else column.value(table, row)
        if value is None:
            continue
        totals[kind] = totals.get(kind, 0.0) + value
        days.setdefault(kind, set()).add(table.cell(row, dated))
    what = "rows" if column is None else f"sum of {column.name}"
    lines = [f"{what} by kind of day (weekend: Saturday and Sunday, from {table.header[dated]}):"]
    per_day = {kind: totals[kind] / len(days[kind]) for kind in totals}
    for kind in ("weekend", "weekday"):
        if kind in totals:
            lines.append(
                f"{kind}: {show(totals[kind])} over {len(days[kind])} days "
                f"({show(per_day[kind])} a day)"
            )
    if len(per_day) == 2:
        lines.append(f"weekend − weekday, a day: {show(per_day['weekend'] - per_day['weekday'])}")
    return "\n".join(lines)


# different values counted, not rows: "which region sells the most different kinds of
# products?" counted each region's rows (fresh25 csv-55)
_DIFFERENT = re.compile(
    r"\b(?:different|distinct|unique|separate)\b|\bkinds? of\b|\btypes? of\b|\bvariety\b"
    r"|종류|가짓수|서로\s*다른|여러\s*가지|몇\s*가지",
    re.I,
)


def _different_values(table: Table, rows: list[list[str]], g: int, i: int, request: str) -> str:
    """Each group's different values of a text column, counted and named, most first."""
    values: dict[str, dict[str, None]] = {}
    names: dict[str, str] = {}
    for row in rows:
        key = _key(table.cell(row, g))
        names.setdefault(key, table.cell(row, g))
        cell = table.cell(row, i)
        if cell:
            values.setdefault(key, {})[_key(cell)] = None
    smallest = _smallest_first(request)
    ranked = sorted(values.items(), key=lambda kv: len(kv[1]), reverse=not smallest)
    order = "fewest first" if smallest else "most first"
    shown = [f"{names[k]}: {len(v)} ({_listed(list(v))})" for k, v in ranked[:MAX_GROUPS_SHOWN]]
    return f"different {table.header[i]} values by {table.header[g]} ({order}):\n" + "\n".join(
        shown
    )


# the day of the week asked, not the date: "which day of the week brought in the most money?"
# (fresh28 script-61 was shown the dates' totals and called 2024-06-02 a Saturday), 「무슨 요일에
# 제일 많이 팔렸어?」, 「요일별 매출」
_WEEKDAY_ASKED = re.compile(
    r"\bdays? of (?:the )?week\b|\b(?:which|what|each|per|by) weekday\b|\bweekday names?\b"
    r"|(?:무슨|어떤|어느|몇|각)\s*요일|요일\s*(?:별|마다|로)",
    re.I,
)


def _weekday_grouping(table: Table, args: CsvQueryArgs, request: str) -> int | None:
    """The date column, when the request asks which day of the week and the call groups by that
    column or by a day column the table lacks ("day_of_week", "weekday", "요일")."""
    dated = date_column(table.header, table.rows)
    if dated is None or not args.group_by or not _WEEKDAY_ASKED.search(request):
        return None
    wanted = _key(args.group_by)
    if wanted == _key(table.header[dated]):
        return dated
    made_up = wanted not in (_key(h) for h in table.header)
    day_word = _DAY_KIND.match(wanted) or wanted in _WEEKDAY_COLUMNS | _DAY_WORDS
    return dated if made_up and day_word else None


def by_weekday(table: Table, rows: list[list[str]], args: CsvQueryArgs, request: str) -> str | None:
    """The rows' totals by day of the week, worked out from the date column, each with its
    dates and a day's average; None unless the request asks the day of the week."""
    dated = _weekday_grouping(table, args, request)
    if dated is None or args.op not in ("sum", "count", "average", "max"):
        return None
    column = column_of(table, args.column) if args.column and args.op != "count" else None
    totals: dict[int, float] = {}
    days: dict[int, set[str]] = {}
    for row in rows:
        day = weekday_of(table.cell(row, dated))
        value = 1.0 if column is None else column.value(table, row)
        if day is None or value is None:
            continue
        totals[day] = totals.get(day, 0.0) + value
        days.setdefault(day, set()).add(table.cell(row, dated))
    if not totals:
        return None
    per_day = {day: totals[day] / len(days[day]) for day in totals}
    by = per_day if args.op == "average" or _AVERAGE.search(request) else totals
    smallest = _smallest_first(request)
    order = sorted(totals, key=lambda day: by[day], reverse=not smallest)
    what = "rows" if column is None else f"sum of {column.name}"
    lines = [
        f"{what} by day of the week (from {table.header[dated]}, "
        f"{'smallest' if smallest else 'largest'} first{', a day' if by is per_day else ''}):"
    ]
    for day in order:
        dates = sorted(days[day])
        line = f"{EN_WEEKDAYS[day].capitalize()} ({KO_WEEKDAYS[day]}): {show(totals[day])}"
        if len(dates) > 1:
            line += f" over {len(dates)} days, {show(per_day[day])} a day"
        lines.append(f"{line} ({', '.join(dates)})")
    return "\n".join(lines)


def _weekdays_beside(
    table: Table, rows: list[list[str]], args: CsvQueryArgs, request: str
) -> list[str]:
    """The totals by day of the week beside one sum or count of all the rows, when the request
    asks which day of the week ("무슨 요일에 제일 많이 팔렸어?" sent as the sum of units)."""
    dated = date_column(table.header, table.rows)
    if args.op not in ("sum", "count") or dated is None or not _WEEKDAY_ASKED.search(request):
        return []
    weekdays = by_weekday(table, rows, args.model_copy(update={"group_by": table.header[dated]}),
                          request)  # fmt: skip
    return [weekdays] if weekdays is not None else []


def grouped(table: Table, rows: list[list[str]], args: CsvQueryArgs, request: str = "") -> str:
    assert args.group_by is not None
    weekdays = by_weekday(table, rows, args, request)
    if weekdays is not None:
        return weekdays
    kinds = by_kind_of_day(table, rows, args, request)
    if kinds is not None:
        return kinds
    g = table.index(args.group_by, "group_by column")
    text = _meant_index(table, args.column) if args.column else None
    if (
        args.op == "count"
        and text is not None
        and text != g
        and (_DIFFERENT.search(request) or _ONLY_ONE.search(request))
        and not any(number(table.cell(r, text)) is not None for r in rows)
    ):
        return _different_values(table, rows, g, text, request)
    if args.op == "count" and text == g and _DIFFERENT.search(request):
        # "How many different products did we sell in Busan?" counted product by product
        # (fresh40 count-85: one row each, said as 5): a column grouped by itself lists its
        # values, and how many different ones there are is what is asked
        table.notes.append(f"group_by {args.group_by!r} left out: the different values are asked")
        return counted(table, rows, args.model_copy(update={"group_by": None}))
    column = column_of(table, args.column) if args.column else None
    groups: dict[str, list[float]] = {}
    names: dict[str, str] = {}
    for row in rows:
        key = _key(table.cell(row, g))
        names.setdefault(key, table.cell(row, g))
        if column is None or args.op == "count":
            # a count of a column counts its filled cells, text too ("count of product by
            # region" was empty: product holds no numbers)
            filled = column is None or any(table.cell(row, i).strip() for i in column.indexes)
            groups.setdefault(key, []).extend([1.0] if filled else [])
            continue
        value = column.value(table, row)
        groups.setdefault(key, [])
        if value is not None:
            groups[key].append(value)
    op: Op = "count" if column is None else args.op
    head = ""
    if op in ("average", "median") and column is not None and groups and _PER_DAY.search(request):
        # "how much did we take in per day, on average?" is the days' totals averaged, not
        # each day's rows averaged (fresh16 csv-37 said a row's average): both are given; "the
        # median of our daily takings" is the middle day's total, beside each day's total
        # (fresh24 script-53)
        head = _statistic_of_totals(op, column.name, table.header[g], groups)
        if op == "average" and _DATE_NAME.search(table.header[g]):
            head += _over_days(groups, request)
        op = "sum" if op == "median" else op
    results = [(names[k], aggregate(op, v)) for k, v in groups.items() if v]
    # "which region sells the fewest units per sale?": the smallest first, where a small model
    # reads (fresh21 csv-47 named the first of a largest-first list)
    smallest = _smallest_first(request, op == "min")
    results.sort(key=lambda pair: pair[1], reverse=not smallest)
    what = "rows" if column is None else f"{op} of {column.name}"
    order = "smallest first" if smallest else "largest first"
    shown = [f"{name}: {show(value)}" for name, value in results[:MAX_GROUPS_SHOWN]]
    more = len(results) - len(shown)
    tail = f"\n(and {more} more groups)" if more > 0 else ""
    # a bound on each row's price or quantity kept the rows: the groups are not bounded again
    bounded_rows = bool(_bounds_said(table, request, ""))
    running = op in ("sum", "count") and bool(_CUMULATIVE.search(request))
    passing = "" if bounded_rows or running else _groups_past(results, request)
    passing += _nth(results, request, op)
    if running:
        passing += _running_totals(sorted(results), request)
    passing += _together(results, request) + _all_groups_together(results, request, op)
    ends = g == _first_and_last_day(table, request)
    if op in ("sum", "count") and _SHARE.search(request) and not ends:
        passing += _shares(table, rows, column, results)
    if _SPREAD.search(request) and len(results) > 1 and group_spread_asked(table, request) is None:
        top, high = max(results, key=lambda r: r[1])
        bottom, low = min(results, key=lambda r: r[1])
        passing += (f"\ndifference between the largest ({top}: {show(high)}) and the smallest "
                    f"({bottom}: {show(low)}): {show(high - low)}")  # fmt: skip
    changes = _day_to_day(results, what, request) if g == _asked_by_day(table, request) else ""
    if ends:
        changes += _first_to_last(results, what)
    return (
        head + f"{what} by {table.header[g]} ({order}):\n" + "\n".join(shown) + tail + passing
        + changes
    )  # fmt: skip


def _statistic_of_totals(op: Op, what: str, per: str, groups: dict[str, list[float]]) -> str:
    """The average or median of the groups' totals, and how it was taken."""
    totals = [sum(v) for v in groups.values()]
    if op == "average":
        figure, how = sum(totals) / len(totals), f"divided by {len(totals)}"
    else:
        figure = statistics.median(totals)
        how = "the middle one" if len(totals) % 2 else "the two middle ones averaged"
        how += ", in order: " + ", ".join(show(t) for t in sorted(totals))
    return (
        f"{op} {what} per {per}: {show(figure)} (the {len(totals)} {per} totals, "
        f"{show(sum(totals))} in all, {how})\n"
    )


# a span of days the daily average is carried over: "한 달 30일 내내 그만큼 판다고 치면" (fresh25
# script-56 said the daily average), "over a 30-day month", "for a week"
_SPAN_DAYS = re.compile(
    r"(?<!월)(?<!월 )(?<!\d)(\d{1,3})\s*(?:일|days?\b|-day\b)|(한\s*달|\ba month\b)"
    r"|(일주일|한\s*주|\ba week\b)|(일\s*년|1\s*년|\ba year\b)",
    re.I,
)


def _over_days(groups: dict[str, list[float]], request: str) -> str:
    """ "at that daily average, 30 days: 5042000" when the request carries it over a span."""
    said = _SPAN_DAYS.search(request)
    if said is None:
        return ""
    days = int(said[1]) if said[1] else 30 if said[2] else 7 if said[3] else 365
    average = sum(sum(v) for v in groups.values()) / len(groups)
    return f"at that daily average, {days} days: {show(average * days)}\n"


# the gap between the best and the worst: "하루 매출이 제일 많았던 날이랑 제일 적었던 날, 차이가
# 얼마나 나?" (fresh18 csv-42 sent the max of one row); "How many more units did our best-selling
# product sell than our worst-selling one?" (fresh26 csv-57 sent the max of one row)
_SPREAD = re.compile(
    r"(?=.*(?:\bdifference\b|\bgap\b|\bspread\b|차이|\bhow (?:many|much) more\b"
    r"|(?:몇\s*(?:개|건|번|원)?|얼마나)\s*더))"
    # (prices too: "the gap between our most expensive product and our cheapest", fresh27 csv-59)
    r"(?=.*(?:\b(?:most|highest|best|largest|biggest|priciest|dearest|costliest)\b"
    r"|(?:제일|가장)\s*(?:많|높|큰|잘|비싼)|최고|최대))"
    r"(?=.*(?:\b(?:least|lowest|worst|smallest|fewest|cheapest)\b"
    r"|(?:제일|가장)\s*(?:적|낮|작|못|싼|저렴)|최저|최소))",
    re.I | re.S,
)


# the change from one day to the next: "when did the takings drop the most from one day to the
# next?" (fresh17 csv-39 asked for a column "daily_takings" the file does not have)
_DAY_TO_DAY = re.compile(
    r"\bfrom (?:one|a|the) day to the next\b|\bday[- ](?:to|over|on)[- ]day\b"
    r"|\b(?:the )?(?:day|date) before\b|\bprevious day\b|\bnext day\b"
    r"|전날|전일|다음\s*날|이튿날|하루\s*사이|하루\s*만에",
    re.I,
)


def _sums_per_group(table: Table, args: CsvQueryArgs, request: str) -> CsvQueryArgs:
    """A question only the groups' totals answer, sent ungrouped ("the best and the worst day,
    how far apart?", "the biggest drop from one day to the next" sent as a max or min of rows):
    the sum per group, which `grouped` follows with the gap or the day-to-day changes. Sent
    grouped by that column as a max or min of each group's rows (fresh17 csv-39: the largest sale
    of each day), it is the groups' sums too."""
    if group_spread_asked(table, request) is not None:
        return args  # each group's own rows' gap: group_spread_lines
    if not args.column or (args.group_by is not None and args.op not in ("max", "min")):
        return args
    if _group_total_asked(table, args, request):
        # "Which product made us the least money overall?" sent as the min of each product's
        # rows: bagel's one smallest sale (25000) came first and was said (fresh45 csv-95)
        end = "least" if args.op == "min" else "most"
        table.notes.append(
            f"{args.op} per {args.group_by} read as the sum per {args.group_by}: the request "
            f"asks which {args.group_by} comes to the {end} in all"
        )
        return args.model_copy(update={"op": "sum"})
    spread = _SPREAD.search(request)
    per = per_column(table.header, _FILE_NAME.sub(" ", request)) if spread else None
    why = "the gap between the largest and the smallest"
    day = _asked_by_day(table, request) if per is None else None
    if day is not None:
        per, why = table.header[day], "how it changed from day to day"
    ends = _first_and_last_day(table, request) if per is None else None
    if ends is not None:
        per, why = table.header[ends], "the first day against the last"
    if per is None or (args.group_by is not None and not _same_column(table, args.group_by, per)):
        return args
    if _is_price(table, args.column):  # a price is not added up: each group's dearest
        table.notes.append(f"{args.op} read as the max per {per}: the request asks {why}")
        return args.model_copy(update={"op": "max", "group_by": per})
    table.notes.append(f"{args.op} read as the sum per {per}: the request asks {why}")
    return args.model_copy(update={"op": "sum", "group_by": per})


# each group's own rows asked, not one group picked by its total: "the biggest sale in each
# region", 「지역마다 제일 큰 판매」, "per product", a sale or an order as the unit
_EACH_OWN = re.compile(
    r"\b(?:each|every|per)\b|마다|별로|별\s|각\s*(?:지역|제품|날)|\bsale\b|\btransactions?\b"
    r"|\borders?\b|한\s*건|건당|판매\s*(?:한\s*)?건",
    re.I,
)


def _group_total_asked(table: Table, args: CsvQueryArgs, request: str) -> bool:
    """A max or min per group that the request asks of the groups' totals: the group column is
    named in the request ("which product"), the figure is not a price, and neither one row
    (`_ONE_ROW`) nor each group's own rows (`_EACH_OWN`) is asked."""
    if args.group_by is None or args.op not in ("max", "min") or not args.column:
        return False
    if _is_price(table, args.column) or _ONE_ROW.search(request) or _EACH_OWN.search(request):
        return False
    group = _meant_index(table, args.group_by)
    if group is None:
        return False
    words = set(re.findall(r"\w+", request.casefold()))
    meant = per_column(table.header, _FILE_NAME.sub(" ", request))
    return _key(table.header[group]) in words or (
        meant is not None and _same_column(table, meant, table.header[group])
    )


def _group_picked(table: Table, shown: list[str]) -> list[str]:
    """The group a max or min read as the groups' totals picks, said first ("the product that
    comes to the least in all: cheesecake (52000)"): shown the totals smallest first, a small
    model still named the fourth (fresh45 csv-95); [] when no such reading was made."""
    read = next((n for n in table.notes if " read as the sum per " in n and "comes to the" in n),
                None)  # fmt: skip
    if read is None or not shown:
        return []
    group = read.split(" read as the sum per ", 1)[1].split(":", 1)[0]
    return _picked_line(group, "least" if read.startswith("min") else "most", shown[0])


def _picked_line(group: str, end: str, totals: str) -> list[str]:
    """ "the product that comes to the least in all: cheesecake (52000)" from a grouped result
    ordered with that end first, ties kept; [] when it lists no group."""
    values = [line.rsplit(": ", 1) for line in totals.splitlines()[1:] if ": " in line]
    if not values:
        return []
    tied = [name for name, value in values if value == values[0][1]]
    return [f"the {group} that comes to the {end} in all: {', '.join(tied)} ({values[0][1]})"]


def _is_price(table: Table, column: str) -> bool:
    """The column (or every column of a product) is a price, which is never added up."""
    try:
        indexes = column_of(table, column).indexes
    except QueryError:
        return False
    return all(_PRICE.search(table.header[i]) for i in indexes)


def _meant_index(table: Table, name: str) -> int | None:
    """The column `name` is, or means; None when none."""
    try:
        return table.index(name)
    except QueryError:
        return None


def _same_column(table: Table, name: str, other: str) -> bool:
    found = _meant_index(table, name)
    return found is not None and found == _meant_index(table, other)


def _asked_by_day(table: Table, request: str) -> int | None:
    """The date column, when the request asks how a figure changed from day to day."""
    return date_column(table.header, table.rows) if _DAY_TO_DAY.search(request) else None


# the first day against the last: "마지막 날 매출이 첫날보다 몇 퍼센트 줄었어?" (fresh24 script-54
# was sent as one sum of everything)
_FIRST_DAY = re.compile(r"첫\s*날|첫째\s*날|첫\s*번째\s*날|\bfirst (?:day|date)\b", re.I)
_LAST_DAY = re.compile(r"마지막\s*날|끝\s*날|\blast (?:day|date)\b|\bfinal (?:day|date)\b", re.I)


def _first_and_last_day(table: Table, request: str) -> int | None:
    """The date column, when the request sets the first day against the last."""
    if not (_FIRST_DAY.search(request) and _LAST_DAY.search(request)):
        return None
    return date_column(table.header, table.rows)


def _first_to_last(results: list[tuple[str, float]], what: str) -> str:
    """The first day's figure, the last day's, and the change between them in percent."""
    days = sorted(results)  # ISO dates sort as the days run
    if len(days) < 2:
        return ""
    (first, a), (last, b) = days[0], days[-1]
    lines = [f"\nfirst day {first}: {show(a)}; last day {last}: {show(b)}"]
    if a:
        change = (b - a) / a * 100
        way = "down" if change < 0 else "up"
        lines.append(
            f"change from the first day to the last in {what}: {way} {show(abs(b - a))}, "
            f"{way} {abs(change):.1f} %: ({show(b)} − {show(a)}) ÷ {show(a)}"
        )
    return "\n".join(lines)


# a change asked in percent, and which way: 「전날보다 매출이 제일 큰 비율로 늘어난 날」, "the
# biggest percentage drop from one day to the next"
_IN_PERCENT = re.compile(
    r"퍼센트|%|프로(?!그램|젝트)|비율|증가율|감소율|\bpercent(?:age)?\b|\bin relative terms\b", re.I
)
_RISE_WORDS = re.compile(
    r"늘|증가|올랐|오른|상승|뛰|\b(?:rise|rose|risen|grew|grow\w*|increase\w*|jump\w*|up)\b", re.I
)
_FALL_WORDS = re.compile(
    r"줄|감소|떨어|내렸|내린|하락|\b(?:drop\w*|fall\w*|fell|decrease\w*|down|declin\w*)\b", re.I
)


def _day_to_day(results: list[tuple[str, float]], what: str, request: str = "") -> str:
    """Each day's change from the day before, in date order, and the biggest drop and rise."""
    days = sorted(results)  # ISO dates sort as the days run
    steps = [(a, b, vb - va) for (a, va), (b, vb) in itertools.pairwise(days)]
    if not steps:
        return ""
    lines = [f"\nchange in {what} from the day before (date order):"]
    value = dict(days)
    lines += [
        f"{b}: {'+' if d >= 0 else ''}{show(d)} ({show(value[a])} → {show(value[b])}"
        f"{_percent_of(d, value[a])})"
        for a, b, d in steps
    ]
    # how many days rose or fell, counted: 「전날보다 수량이 늘어난 날이 며칠이나 되는지」 was
    # answered from the listing with no count (fresh29 script-64)
    for word, kept in (("up", [b for _, b, d in steps if d > 0]),
                       ("down", [b for _, b, d in steps if d < 0])):  # fmt: skip
        listed = f": {', '.join(kept)}" if kept else ""
        lines.append(f"days {word} on the day before: {len(kept)}{listed}")
    drop = min(steps, key=lambda step: step[2])
    rise = max(steps, key=lambda step: step[2])
    if drop[2] < 0:
        lines.append(f"biggest drop: {drop[0]} → {drop[1]}, by {show(-drop[2])}")
    if rise[2] > 0:
        lines.append(f"biggest rise: {rise[0]} → {rise[1]}, by {show(rise[2])}")
    # the rise in percent is over the day before, and its biggest day need not be the biggest
    # amount's: 「전날보다 매출이 제일 큰 비율로 늘어난 날」 (fresh34 script-74 had only amounts
    # and fell back to the table); said when a percent is asked, the way asked (both when unsaid)
    rates = [(a, b, d / value[a] * 100) for a, b, d in steps if value[a] > 0]
    if not rates or not _IN_PERCENT.search(request):
        return "\n".join(lines)
    ups, downs = bool(_RISE_WORDS.search(request)), bool(_FALL_WORDS.search(request))
    low, high = min(rates, key=lambda step: step[2]), max(rates, key=lambda step: step[2])
    if low[2] < 0 and (downs or not ups):
        lines.append(f"biggest drop in percent: {low[0]} → {low[1]}, down {-low[2]:.2f} %")
    if high[2] > 0 and (ups or not downs):
        lines.append(f"biggest rise in percent: {high[0]} → {high[1]}, up {high[2]:.2f} %")
    return "\n".join(lines)


def _percent_of(change: float, before: float) -> str:
    """ ", +44.72 %": a change as a percent of the figure before it (none from zero)."""
    return f", {'+' if change >= 0 else ''}{change / before * 100:.2f} %" if before > 0 else ""


# a bound the request sets on the groups' totals: "15만 원 넘은 날" (spelled 150000 first),
# "days over 150,000", "products with fewer than 20 units"
_KO_BOUND = re.compile(
    r"(?P<n>\d[\d,]*(?:\.\d+)?)\s*(?P<unit>원|개|건|명|won)?\s*(?:이|가|을|를|도)?\s*"
    r"(?P<op>넘|초과|이상|미만|이하|안\s*되|아래|밑)"
)
_EN_BOUND = re.compile(
    r"\b(?P<op>over|more than|above|greater than|at least|under|less than|below|fewer than"
    r"|at most)\s+(?:[$₩€£]\s*)?(?P<n>\d[\d,]*(?:\.\d+)?)"
    r"\s*(?P<unit>units?\b|items?\b|pieces?\b|won\b|dollars?\b)?",
    re.I,
)
_OVER = {"넘", "초과", "over", "more than", "above", "greater than"}
_AT_LEAST = {"이상", "at least"}
_AT_MOST = {"이하", "at most"}


def _bound_kind(found: re.Match[str]) -> str:
    """ "over", "at least", "at most" or "under": what a bound's words say."""
    op = " ".join(found["op"].casefold().split())
    return ("over" if op in _OVER else "at least" if op in _AT_LEAST
            else "at most" if op in _AT_MOST else "under")  # fmt: skip


# a running total: "날짜순으로 매출을 누적해서 처음으로 50만 원을 넘긴 날" (fresh23 script-52)
_CUMULATIVE = re.compile(
    r"누적|쌓|\brunning total\b|\bcumulative(?:ly)?\b|\badd(?:ing|ed)? up (?:day by day|as we go)\b"
    r"|\bso far\b|\bin all by\b",
    re.I,
)


def _running_totals(ordered: list[tuple[str, float]], request: str) -> str:
    """ "\nrunning total: a 10, b 30 …" in the groups' order, and the first group whose running
    total passes the bound the request sets ("first over 500000: 2024-06-03 (529500)")."""
    total, shown, first = 0.0, [], ""
    found = _bound_said(request)
    bound = number(found["n"]) if found else None
    kind = _bound_kind(found) if found else ""
    for name, value in ordered:
        total += value
        shown.append(f"{name} {show(total)}")
        if bound is None or first or kind not in ("over", "at least"):
            continue
        if total >= bound if kind == "at least" else total > bound:
            first = f"\nfirst {kind} {show(bound)}: {name} (running total {show(total)})"
    return f"\nrunning total: {', '.join(shown)}" + first


def _bound_said(request: str) -> re.Match[str] | None:
    """The bound the request sets on a figure ("15만 원 넘은", "fewer than 50 units"), or None."""
    spelled = spell_korean_numbers(request)
    return _KO_BOUND.search(spelled) or _EN_BOUND.search(spelled)


def _groups_past(results: list[tuple[str, float]], request: str) -> str:
    """ "\n(3 of 6 over 150000: a, b, c)" when the request bounds the groups' values; else ""."""
    found = _bound_said(request)
    if found is None or not results:
        return ""
    bound = number(found["n"])
    if bound is None:
        return ""
    tests: dict[str, Callable[[float], bool]] = {
        "over": lambda v: v > bound,
        "at least": lambda v: v >= bound,
        "at most": lambda v: v <= bound,
        "under": lambda v: v < bound,
    }
    kind = _bound_kind(found)
    names = [name for name, value in results if tests[kind](value)]
    listed = f": {_listed(names)}" if names else ""
    return f"\n({len(names)} of {len(results)} {kind} {show(bound)}{listed})"


# an average per day asked with no grouping: "하루 평균 매출", "daily average", "per day"
_PER_DAY = re.compile(
    r"\bper (?:day|date)\b|\ba day\b|\beach day\b|\bdaily\b|하루(?:에|당)?\s*평균|하루\s*에?\s*얼마"
    r"|일\s*평균|일평균|날마다|하루하루|일별|하루\s*(?:매출|판매|수입|벌이|장사)|일일\s*매출",
    re.I,
)


def _per_group_asked(table: Table, args: CsvQueryArgs, request: str) -> str | None:
    """The date column to group an average by when the request asks for it per day and the
    call grouped nothing; None otherwise."""
    if args.op not in ("average", "median") or args.group_by or not args.column or not table.rows:
        return None
    if not _PER_DAY.search(request):
        return None
    first = table.rows[0]
    dates = [h for i, h in enumerate(table.header) if month_day(table.cell(first, i))]
    return dates[0] if len(dates) == 1 else None


# one row asked, not a group's total: "the biggest single sale", "in one sale", 「한 번에」,
# 「한 건」, 「단일」
_ONE_ROW = re.compile(
    r"\bsingle\b|\bone (?:sale|order|row|record|transaction|go)\b"
    r"|한\s*(?:번|건)에?|단일|한\s*줄",
    re.I,
)


def _totals_asked(
    table: Table, rows: list[list[str]], args: CsvQueryArgs, request: str
) -> list[str]:
    """ "Which region sold the most units?" asked as the max of units (one row): the totals by
    the column the request names ("region") are what it means, so they are given too."""
    if args.op not in ("max", "min") or not args.column:
        return []
    if not numbers_of(table, rows, column_of(table, args.column))[0]:
        # the earliest date of a column of dates adds up to nothing: 「베이글이 맨 처음 팔린
        # 기록 … 어느 지역에서」 was given an empty "sum of date by region" (fresh46 read-98)
        return []
    words = set(re.findall(r"\w+", request.casefold()))
    used = {_key(table.header[i]) for i in column_of(table, args.column).indexes}
    named = [h for h in table.header if _key(h) in words and _key(h) not in used]
    if not named:
        # "제일 돈이 안 된 제품" names the product column in its own words (fresh24 csv-54)
        meant = per_column(table.header, _FILE_NAME.sub(" ", request))
        named = [meant] if meant is not None and _key(meant) not in used else []
    if len(named) != 1:
        return []
    # a price is not added up: "the most expensive product" is each product's dearest price
    price = _is_price(table, args.column)
    totals = args.model_copy(update={"op": args.op if price else "sum", "group_by": named[0]})
    return [grouped(table, rows, totals, request)]


_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "ten": 10, "두": 2, "세": 3, "네": 4,
           "다섯": 5, "열": 10}  # fmt: skip
_ORDINAL_WORDS = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}
# "두 번째로 장사가 잘된 날" (fresh19 csv-44 said the best day), "the third biggest"
_NTH = re.compile(
    r"\b(second|2nd|third|3rd|fourth|4th|fifth|5th|runner[- ]up)\b|(두|세|네|다섯)\s*번째"
    r"|(?<!\d)([2-5])\s*(?:번째|위|등)",
    re.I,
)
# the gap to the first asked beside the place: "how much more … than the second-best", "1등이랑
# 2등 차이가 얼마야?"
_GAP_ASKED = re.compile(
    r"\bthan\b|\bdifference\b|\bgap\b|\bby how much\b|\bhow far (?:ahead|behind)\b|\blead\b"
    r"|차이|보다|격차|얼마나\s*더",
    re.I,
)
# "금액이 제일 작은 판매 세 건" (fresh19 script-44), "the three smallest sales", "top 5"
_EXTREME = (
    r"(?:biggest|largest|highest|smallest|lowest|cheapest|priciest|most|least|best|worst|top"
    r"|bottom)"
)
_N_ROWS = re.compile(
    rf"\b(\d{{1,2}}|two|three|four|five|ten)\s+(?:\w+\s+)?{_EXTREME}\b"
    rf"|\b{_EXTREME}\s+(\d{{1,2}}|two|three|four|five|ten)\b"
    r"|(?=.*(?:제일|가장|최저|최고|상위|하위))(?:.*?)(\d{1,2}|두|세|네|다섯|열)\s*"
    r"(?:건|개|줄|곳|가지|번)(?!\s*째)",
    re.I,
)
MAX_ROWS_RANKED = 20


# groups added up to be compared with another: "Did Seoul bring in more money than Busan and
# Incheon put together?" (fresh19 csv-43 summed all three), "부산이랑 인천 합친 것보다 서울이
# 더 많아?"
_TOGETHER = re.compile(
    r"\btogether\b|\bcombined\b|\bput together\b|\badded up\b|\bin total\b"
    r"|합친|합쳐|합하면|합한|더한|더하면|둘\s*다\s*합",
    re.I,
)
_THAN = re.compile(r"\bthan\b|보다", re.I)


def _together(results: list[tuple[str, float]], request: str) -> str:
    """ "\nBusan + Incheon together: 526900; Seoul: 481500 (45400 less)" when the request adds
    up groups it names to compare them with another; "" otherwise."""
    if not _TOGETHER.search(request) or len(results) < 2:
        return ""
    said = _FILE_NAME.sub(" ", request).casefold()
    hangul = _HANGUL_WORD.findall(said)
    where: list[tuple[int, str, float]] = []  # (where the request names it, group, total)
    for name, value in results:
        place = _named_at(said, _key(name), hangul)  # "부산" for Busan
        if place is not None:
            where.append((place, name, value))
    where.sort()
    if len(where) < 2:
        return ""
    than = _THAN.search(said)
    sides = (
        [[w for w in where if w[0] < than.start()], [w for w in where if w[0] > than.start()]]
        if than
        else [where, []]
    )
    added = next((side for side in sides if len(side) >= 2), None)
    if added is None:
        return ""
    other = next((side for side in sides if len(side) == 1), [])
    total = sum(value for _, _, value in added)
    line = f"\n{' + '.join(name for _, name, _ in added)} together: {show(total)}"
    if other:
        _, name, value = other[0]
        gap = value - total
        line += f"; {name}: {show(value)} ({show(abs(gap))} {'more' if gap > 0 else 'less'})"
    return line


def _all_groups_together(results: list[tuple[str, float]], request: str, op: Op) -> str:
    """ "\nall 4 groups together: 630400" when the request asks one figure for all of them and
    the call grouped the rows anyway ("Leaving the muffins out, how much did the rest of our
    products bring in altogether?" grouped by a made-up "customer": fresh28 csv-61); "" for
    groups the request asks which of ("which products sold fewer than 50 in total?")."""
    said = _FILE_NAME.sub(" ", request)
    if op not in ("sum", "count") or len(results) < 2 or not _ALL_TOGETHER.search(said):
        return ""
    if _WHICH.search(said):
        return ""
    return f"\nall {len(results)} groups together: {show(sum(v for _, v in results))}"


def _compared_groups(table: Table, args: CsvQueryArgs, request: str) -> str | None:
    """The column of a where's value list when the request compares the values' totals ("more
    than Busan and Incheon put together", sent as one sum where region in (…)); else None."""
    if args.group_by or not args.where or not (_TOGETHER.search(request) and _THAN.search(request)):
        return None
    for part in where_parts(args.where):
        listed = _IN_LIST.match(part)
        if listed is not None:
            condition = _one_of(table, listed["column"], listed["values"])
            return table.header[condition.column]
    return None


def _nth(results: list[tuple[str, float]], request: str, op: Op) -> str:
    """ "\nsecond largest: 2024-06-03 (198500)" when the request asks for a place below the
    first; "" otherwise."""
    found = _NTH.search(request)
    if found is None:
        return ""
    word = (found[1] or found[2] or "").lower()
    n = int(found[3]) if found[3] else 2 if word.startswith("runner") else _PLACE_WORDS[word]
    if n > len(results):
        return ""
    name, value = results[n - 1]
    way = "smallest" if op == "min" else "largest"
    line = f"\n{_ORDINAL_WORDS[n]} {way}: {name} ({show(value)})"
    if _GAP_ASKED.search(request):
        # "How much more did our best-earning product bring in than the second-best one?"
        # (fresh29 csv-63): the first's lead over the place asked, worked out
        top, first = results[0]
        more = "more" if first >= value else "less"
        line += (f"\n{way}: {top} ({show(first)}), {show(abs(first - value))} {more} than the "
                 f"{_ORDINAL_WORDS[n]} {way} ({name})")  # fmt: skip
    return line


def _rows_ranked(
    table: Table, rows: list[list[str]], args: CsvQueryArgs, request: str
) -> list[str]:
    """The rows with the N largest (max) or smallest (min) values when the request asks for N
    of them; [] otherwise."""
    found = _N_ROWS.search(request)
    share = bool(_SHARE.search(request))
    # "what share of our revenue came from our three biggest sales?" sent as a sum
    op = "max" if args.op == "sum" and share else args.op
    if op not in ("max", "min") or not args.column or found is None:
        return []
    said = next(g for g in found.groups() if g)
    n = min(int(said) if said.isdigit() else _COUNTS[said.lower()], MAX_ROWS_RANKED)
    column = column_of(table, args.column)
    valued = [(v, r) for r in rows if (v := column.value(table, r)) is not None]
    valued.sort(key=lambda pair: pair[0], reverse=op == "max")
    if n < 2 or len(valued) < 2:
        return []
    way = "largest" if op == "max" else "smallest"
    lines = [f"the {min(n, len(valued))} {way} by {column.name}:"] + [
        f"{i}. {table.describe_row(r)} ({column.name}: {show(v)})"
        for i, (v, r) in enumerate(valued[:n], 1)
    ]
    whole = sum(numbers_of(table, table.rows, column)[0])
    if share and whole:
        part = sum(v for v, _ in valued[:n])
        percent = show(100 * part / whole)
        lines.append(f"the {min(n, len(valued))} {way} together: {show(part)} = {percent} % "
                     f"of all rows' total ({show(whole)})")  # fmt: skip
    return lines


# a price said changed: "raising the bagel price from 2,500 to 2,700", "at 2,700 won instead of
# 2,500", "2,500원에서 2,700원으로 올리면" (fresh18 csv-41 answered the bagels' whole takings)
_N = r"[$₩€£]?\s*(\d[\d,]*(?:\.\d+)?)\s*(?:won|dollars?|원)?"
_PRICE_CHANGE = re.compile(
    rf"\bfrom\s+{_N}\s+to\s+{_N}|\b(?:at|for|to)\s+{_N}\s+instead of\s+{_N}"
    rf"|{_N}\s*에서\s*{_N}\s*(?:으로|로)",
    re.I,
)


def _price_changed(table: Table, rows: list[list[str]], request: str) -> list[str]:
    """What the rows priced at the old price would have brought in at the new one, when the
    request says a price changed from one the rows have; [] otherwise."""
    found = _PRICE_CHANGE.search(spell_korean_numbers(request))
    prices = [i for i, h in enumerate(table.header) if _PRICE.search(h)]
    counts = [i for i, h in enumerate(table.header) if _QUANTITY.search(h) and i not in prices]
    if found is None or len(prices) != 1 or len(counts) != 1:
        return []
    a, b, c, d, e, f = (number(g) if g else None for g in found.groups())
    old, new = (a, b) if a is not None else (d, c) if d is not None else (e, f)
    price, count = prices[0], counts[0]
    priced = [r for r in rows if number(table.cell(r, price)) == old]
    if old is None or new is None or old == new or not priced:
        return []
    units = sum(number(table.cell(r, count)) or 0.0 for r in priced)
    gap = units * (new - old)
    return [
        f"at {show(new)} instead of {show(old)} ({table.header[price]}): the "
        f"{show(units)} {table.header[count]} of the {len(priced)} rows priced {show(old)} "
        f"bring in {show(units * new)} instead of {show(units * old)}: "
        f"{show(abs(gap))} {'more' if gap > 0 else 'less'}"
    ]


# every price raised or cut by a percent: "If every product had cost 10% more, how much more
# money would the sales have brought in?" (fresh30 csv-65 answered 1,200,000 × 1.1, a made-up
# base), "단가를 전부 5% 올렸으면 매출이 얼마나 늘었을까?": the revenue times the percent
_PCT = r"(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로|percent\b)"
_UP = (
    r"more|higher|up|extra|above|dearer|pricier|씩?\s*(?:더\s*)?(?:비싸|비쌌|올[리렸랐라려린]|오르|오른"
    r"|인상|높)"
)
_DOWN = (
    r"less|lower|down|cheaper|off|below|씩?\s*(?:더\s*)?(?:싸|쌌|저렴|내[리렸려린]|인하|할인|깎|낮)"
)
_PRICES_MOVED = re.compile(
    rf"{_PCT}\s*(?:(?P<up>{_UP})|(?P<down>{_DOWN}))"
    rf"|\b(?:(?P<up2>raise|raising|raised|increase[ds]?|increasing|hike[ds]?|put up)"
    rf"|(?P<down2>cut|cutting|lower(?:ed|ing)?|reduce[ds]?|reducing|drop(?:ped)?|discount(?:ed)?))"
    rf"\b[^.?!%]{{0,40}}?\bby\s+{_PCT.replace('(', '(?P<pct2>', 1)}",
    re.I,
)


def price_moved_lines(table: Table, rows: list[list[str]], request: str) -> list[str]:
    """What the rows would have brought in with every price a percent higher (or lower), and
    the difference; [] unless the request says prices moved by a percent."""
    product = _quantity_and_price(table)
    found = _PRICES_MOVED.search(_FILE_NAME.sub(" ", request))
    if product is None or found is None or _PRICE_CHANGE.search(spell_korean_numbers(request)):
        return []
    if not (_PRICE_WORDS.search(request) or re.search(r"비싸|비쌌|싸|쌌", request)):
        return []  # "sold 10% more units": a quantity, not the prices
    percent = float(found[1] or found["pct2"])
    up = bool(found["up"] or found["up2"])
    named = _named_values(table, request)
    kept = rows
    if len(rows) == len(table.rows) and len({i for _, i, _ in named}) == 1:
        column, values = named[0][1], {_key(v) for _, _, v in named}
        kept = [r for r in rows if _key(table.cell(r, column)) in values]  # "if croissants …"
    quantity, price = (table.header[i] for i in product)
    money = column_of(table, f"{quantity}*{price}")
    total = sum(numbers_of(table, kept, money)[0])
    if not kept or not total or not percent:
        return []
    gap = total * percent / 100
    after = total + gap if up else total - gap
    which = f"the {len(kept)} rows" if len(kept) < len(table.rows) else f"all {len(kept)} rows"
    return [
        f"every {price} {show(percent)} % {'higher' if up else 'lower'} on {which}: "
        f"{quantity}*{price} {show(total)} → {show(round(after, 2))}: {show(round(gap, 2))} "
        f"{'more' if up else 'less'}"
    ]


# the biggest single row against the smallest: "금액(수량×단가)으로 따져서 제일 큰 판매 한
# 건이랑 제일 작은 판매 한 건은 얼마나 차이 나?" (fresh30 csv-66 sent no op); grouped totals when
# the request names a grouping (_sums_per_group)
_ROW_SAID = re.compile(
    r"\b(?:sale|order|transaction|row|entry|record|purchase)\b|판매|주문|거래|건|기록|줄", re.I
)


def row_spread_lines(table: Table, request: str) -> list[str]:
    """The largest and the smallest row by the figure asked and the gap between them; [] unless
    the request asks the gap between single rows."""
    said = _FILE_NAME.sub(" ", request)
    if not _SPREAD.search(said) or not (_ONE_SALE.search(said) or _ROW_SAID.search(said)):
        return []
    if per_column(table.header, said) is not None or _asked_by_day(table, request) is not None:
        return []
    planned = planned_query(table.header, request)
    if not planned or "column" not in planned:
        return []
    column = column_of(table, planned["column"])
    valued = [(v, r) for r in table.rows if (v := column.value(table, r)) is not None]
    if len(valued) < 2:
        return []
    (high, top), (low, bottom) = max(valued, key=lambda x: x[0]), min(valued, key=lambda x: x[0])
    return [
        f"largest single row by {column.name}: {show(high)} ({table.describe_row(top)}); "
        f"smallest: {show(low)} ({table.describe_row(bottom)}); difference: {show(high - low)}"
    ]


# each group's own gap between its largest and its smallest row: "for each product, the gap in
# units between its biggest and its smallest sale. Which product has the widest gap?" (fresh32
# script-69 was shown the products' totals and their gap, 135 − 8, and answered "muffin, 127")
_EACH_GROUP = re.compile(r"\b(?:each|every|per)\b|\bits\b|별|마다|각\s*\S", re.I)
_ROW_EXTREME = re.compile(
    r"\b(?:biggest|largest|smallest|highest|lowest|most|least|fewest|best|worst)\s+(?:single\s+)?"
    r"(?:sale|order|row|transaction|entry|record|purchase)\b(?!s)|\brange\b"
    r"|(?:한|1)\s*(?:번에|건)|판매\s*(?:한\s*)?건|건당"
    r"|(?:큰|작은|많은|적은|많이\s*팔린|적게\s*팔린)\s*(?:판매|주문|거래|건)(?![량액])",
    re.I,
)


def group_spread_asked(table: Table, request: str) -> tuple[int, Column] | None:
    """(the grouping column, the figure) when the request asks each group's gap between its own
    largest and smallest row, or None."""
    said = _FILE_NAME.sub(" ", request)
    if not (_SPREAD.search(said) or re.search(r"\brange\b", said, re.I)):
        return None
    if not _EACH_GROUP.search(said) or not _ROW_EXTREME.search(said):
        return None
    if once_noun(said) is not None:  # "the middle of our range, counting each product once"
        return None
    per = per_column(table.header, said)
    planned = planned_query(table.header, request)
    # a column named outright ("the range of units across its sales") is the figure, unless a
    # product of columns is spelled out
    named = [h for h in table.header if h != per and re.search(rf"\b{re.escape(h)}\b", said, re.I)]
    if len(named) == 1 and not _TIMES_SAID.search(said):
        planned = {"column": named[0]}
    if per is None or not planned or "column" not in planned:
        return None
    try:
        return table.index(per), column_of(table, planned["column"])
    except QueryError:
        return None


def _rows_word(count: int) -> str:
    return "row" if count == 1 else "rows"


def group_spread_lines(table: Table, request: str) -> list[str]:
    """Each group's largest row minus its smallest by the figure asked, narrowest first, and the
    widest and the narrowest gap; [] unless the request asks it."""
    asked = group_spread_asked(table, request)
    if asked is None:
        return []
    g, column = asked
    groups: dict[str, list[float]] = {}
    names: dict[str, str] = {}
    for row in table.rows:
        value = column.value(table, row)
        if value is not None:
            groups.setdefault(_key(table.cell(row, g)), []).append(value)
            names.setdefault(_key(table.cell(row, g)), table.cell(row, g))
    if len(groups) < 2:
        return []
    gaps = sorted(
        ((names[k], max(v), min(v), len(v)) for k, v in groups.items()), key=lambda x: x[1] - x[2]
    )
    head = f"largest minus smallest single row of {column.name}, per {table.header[g]}"
    shown = [
        f"{name}: {show(high - low)} ({show(high)} − {show(low)}, {count} {_rows_word(count)})"
        for name, high, low, count in gaps[:MAX_GROUPS_SHOWN]
    ]
    wide, narrow = gaps[-1], gaps[0]
    return [
        f"{head} (narrowest first):",
        *shown,
        f"widest gap: {wide[0]} {show(wide[1] - wide[2])} ({show(wide[1])} − {show(wide[2])}); "
        f"narrowest: {narrow[0]} {show(narrow[1] - narrow[2])}",
    ]


class CsvQueryTool(Tool[CsvQueryArgs]):
    name = "csv_query"
    description = (
        "Compute on a CSV file exactly: the sum, average, median, standard deviation, min or "
        "max of a column, or a count of "
        "rows — optionally per group (group_by) or only for rows matching where. Use it instead "
        "of adding numbers yourself."
    )
    Args = CsvQueryArgs

    async def run(self, args: CsvQueryArgs, ctx: ToolContext) -> ToolResult:
        return await asyncio.to_thread(self._run, resolve_path(ctx, args.path), args, ctx)

    @staticmethod
    def _run(path: Path, args: CsvQueryArgs, ctx: ToolContext) -> ToolResult:
        shown = display_path(ctx, path)
        guessed = _the_one_table(path, ctx)
        if guessed is not None:  # "orders.csv", a name no one said, for the one table here
            result = CsvQueryTool._run(guessed, args, ctx)
            note = f"(no {shown}; read {display_path(ctx, guessed)}, the one table here)\n"
            return ToolResult(note + result.content, is_error=result.is_error)
        table: Table | None = None
        try:
            table = load(path, shown)
            text = query(table, args, ctx.request)
        except FileNotFoundError as exc:
            # "orders.csv" guessed for the sales file: name the tables that are here; "app.log"
            # for logs/app.log: where that file is
            here_root = resolve_path(ctx, ".")
            same = [display_path(ctx, p) for p in same_name_below(path.name, here_root, 2)]
            tables = tables_below(ctx.workdir)
            here = f"; the CSV files here: {', '.join(tables)}" if tables else ""
            if same:
                here = f"; {path.name} is at {' and '.join(same)}"
            error = describe_os_error(exc, shown)
            return ToolResult(f"cannot read file: {error}{here}", is_error=True)
        except OSError as exc:
            return ToolResult(f"cannot read file: {describe_os_error(exc, shown)}", is_error=True)
        except QueryError as exc:
            # a call the table cannot answer ("price<product*1.1"), for a question it can
            # (fresh27 count-59: "How many … are cheaper than a baguette?")
            priced = []
            if table is not None:  # the figure the request asks, whatever the call got wrong
                priced = priced_than_lines(table, ctx.request)
                priced += priced_extreme_lines(table, ctx.request)
                priced += nearest_average_lines(table, table.rows, ctx.request)
                priced += times_lines(table, ctx.request) + compared_lines(table, ctx.request)
                priced += only_one_lines(table, ctx.request) + rising_lines(table, ctx.request)
            if priced:
                return ToolResult("\n".join([f"(the call was not run: {exc})", *priced]))
            return ToolResult(str(exc), is_error=True)
        return ToolResult(cap_text(text, output_limit(ctx)))


MAX_TABLES_SHOWN = 5


def _the_one_table(path: Path, ctx: ToolContext) -> Path | None:
    """The workspace's one table, for a table that is not there and that the request does not
    name either (a model's guess: fresh15 csv-35 asked "orders.csv" for "our revenue"); None
    when the file is there, was asked for by name, or there is not exactly one table."""
    if path.exists() or path.name.lower() in ctx.request.lower():
        return None
    if not path.name.lower().endswith((".csv", ".tsv")):
        return None
    root = resolve_path(ctx, ".")
    tables = tables_below(root)
    return root / tables[0] if len(tables) == 1 else None


def tables_below(root: Path) -> list[str]:
    """The CSV and TSV files under `root`, relative, a few at most (`files_below`)."""

    def is_table(name: str) -> bool:
        return name.lower().endswith((".csv", ".tsv"))

    return [str(p.relative_to(root)) for p in files_below(root, is_table, MAX_TABLES_SHOWN)]
