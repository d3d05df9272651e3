"""A new file made from a table the request names: its rows kept, a column left out, a
column's values listed ("Make a file called regions.txt that lists the regions in sales.csv"),
its totals per day or group ("날짜별 매출 합계 … daily.csv로 저장"), or the table as JSON.

A small model asked for one sorted sales.csv itself (refused: the table is only read), changed
its rows, or fetched "busan_sales.csv" from the web (fresh12 write-27, fresh17 write-39, fresh18
write-41); the new file was never written. Each of these is one csv_edit call with `source`, so
when the turn ends without the new file the loop makes that call (approval still asked).

A request may name only the new file ("지역별 매출 합계를 region_totals.csv 파일로 만들어 줘",
fresh26 write-58): the table read is then the workspace's only one. A file of figures the model
writes by its own hand (write_file "region1,100 …") is refused before it is written: a small
model cannot add up a table in its head, and the file it wrote would have stood for the one asked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jarvis_voice.agent.clobber import MAKES
from jarvis_voice.agent.own_data import TABLES
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL, argument_text
from jarvis_voice.tools.builtin.csv_query import tables_below

_I = re.IGNORECASE
TABLE_SUFFIXES = TABLES
# "without the unit_price column", "with the unit_price column taken out", "단가 열은 빼고"
_COLUMN_OUT = re.compile(
    r"\bwith(?:out)? the ([A-Za-z_][\w]*) column(?: taken out| removed| dropped| left out"
    r"| deleted)?\b|\b(?:remove|drop|leave out|take out|delete|minus) the ([A-Za-z_]\w*) column\b"
    r"|([A-Za-z_]\w*)\s*(?:열|컬럼|칼럼|column)\s*(?:은|는|을|를|만)?\s*(?:빼고|없이|제외|지우고|삭제)",
    _I,
)
# "without our prices", "minus the prices": a column by another name, read by the tool
_WITHOUT = re.compile(r"\b(?:without|minus|leaving out) (?:the |our |its |any )?([a-z_]+)\b", _I)
# "just the Busan sales", "only the rows for Seoul"
_ROWS_KEPT = re.compile(
    r"\b(?:just|only) the ([A-Z][\w-]*) (?:sales|rows|records|lines|entries|ones|orders)\b"
    r"|\b(?:just|only) the (?:sales|rows|records|lines|entries|orders) (?:for|from|in|of) "
    r"([A-Z][\w-]*)\b",
)
# "lists the regions", "a list of the products", "names every product"
_LISTS = re.compile(
    r"\b(?:lists?|list of|names) (?:all |every |each )?(?:of )?(?:the )?(?:different |unique "
    r"|distinct )?([a-z_]+)\b",
    _I,
)
_WRITERS = frozenset({"write_file", "edit_file", "csv_edit", "bash"})
# totals per group: "날짜별 매출 합계 … daily.csv로 저장", "each day's total sales into daily.csv"
_TOTALS = re.compile(r"\btotals?\b|\bsums?\b|\badd(?:ed)? up\b|합계|합산|총액|총\s*매출", _I)
_PER = re.compile(
    r"[가-힣]+별|\b(?:per|by|each) (?:day|date|region|product|item)\b|\bdaily\b", _I
)
# the same table in another format: "탭으로 구분된 파일로도 하나 만들어 줘 … sales.tsv" (fresh24
# write-54 changed sales.csv and wrote "sales.tsv" into it), "a tab-separated copy"
_OTHER_KIND_OF_TABLE = re.compile(
    r"\btab[- ](?:separated|delimited)\b|\btsv\b|탭\s*(?:으로|로)?\s*(?:구분|나눈|나뉜|분리)"
    r"|\bcomma[- ](?:separated|delimited)\b|쉼표\s*(?:로|으로)?\s*(?:구분|나눈|분리)",
    _I,
)
_NOT_A_COLUMN = frozenset({"file", "files", "line", "lines", "table", "column", "columns"})


@dataclass(frozen=True)
class Export:
    source: str  # the table read
    target: str  # the file made
    arguments: dict[str, Any]  # csv_edit's action and its parts


def export_asked(request: str, workdir: Path | None = None) -> Export | None:
    """The new file a request makes from a table it names — or, naming only the new table,
    from `workdir`'s only table — and how; None otherwise."""
    text = URL.sub(" ", request)
    if not MAKES.search(text):
        return None
    names = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text)))
    tables = [n for n in names if n.lower().endswith(TABLE_SUFFIXES)]
    if len(names) == 1 and tables:  # only the new table said: the one the workspace has
        source = _the_only_table(workdir, names[0])
        names = [names[0], source] if source else names
    elif len(names) == 2 and tables:
        source = _source(text, names, tables)
    else:
        return None
    if source is None:
        return None
    target = next(n for n in names if n != source)
    how = _how(text, target)
    return Export(source, target, how) if how is not None else None


def _source(text: str, names: list[str], tables: list[str]) -> str | None:
    """The table read: the only table named, or the one said as where things come from."""
    if len(tables) == 1:
        return tables[0]
    for name in tables:
        said = re.escape(name)
        if re.search(rf"\b(?:of|from|in) {said}|{said}\s*(?:에서|의|을|를)", text, _I):
            return name
    made = [n for n in tables if re.search(_MADE_AS.format(name=re.escape(n)), text, _I)]
    return next(n for n in tables if n != made[0]) if len(made) == 1 else None


def _the_only_table(workdir: Path | None, target: str) -> str | None:
    """The workspace's one table (as csv_query finds it for a guessed name), when `target`
    is not there yet."""
    if workdir is None or (workdir / target).exists():
        return None
    names = [Path(name).as_posix() for name in tables_below(workdir)]
    return names[0] if len(names) == 1 and names[0] != target else None


# how the new file is said: "called units.csv", "save it as public.csv", "share.csv로 저장"
_MADE_AS = r"\b(?:called|named|as|into|to) {name}|{name}\s*(?:로|으로|이라는|라는)"


def _how(text: str, target: str) -> dict[str, Any] | None:
    named = [g for m in _COLUMN_OUT.finditer(text) for g in m.groups() if g]
    if named:
        return {"action": "drop_column", "column": named[0]}
    kept = next((g for m in _ROWS_KEPT.finditer(text) for g in m.groups() if g), None)
    if kept is not None:
        return {"action": "keep_rows", "where": kept}
    listed = [w for w in _LISTS.findall(text) if w.lower() not in _NOT_A_COLUMN]
    if listed and not target.lower().endswith((*TABLE_SUFFIXES, ".json")):
        return {"action": "list_values", "column": listed[0]}
    if _TOTALS.search(text) and _PER.search(text):
        return {"action": "sum_by"}  # the tool reads what per and what of from the request
    if target.lower().endswith(".json") or _OTHER_KIND_OF_TABLE.search(text):
        return {"action": "copy"}  # the same rows in another format
    without = [w for w in _WITHOUT.findall(text) if w.lower() not in _NOT_A_COLUMN]
    if without and target.lower().endswith(TABLE_SUFFIXES):
        return {"action": "drop_column", "column": without[0]}
    return None


def export_call(
    request: str, done: Sequence[CallOutcome], workdir: Path | None = None
) -> tuple[str, dict[str, Any]] | None:
    """The csv_edit call that makes the file the request asks for from its table, when no call
    of the turn wrote that file and no human refused one; None otherwise."""
    asked = export_asked(request, workdir)
    if asked is None:
        return None
    base = asked.target.rsplit("/", 1)[-1]
    for outcome in done:
        if base not in argument_text(outcome):
            continue
        refused = outcome.decision is not None and not outcome.decision.allowed
        writes = outcome.call.name in _WRITERS and not outcome.result.is_error
        if refused or writes:
            return None  # written (or a human said no to writing it)
    return ("csv_edit", {"path": asked.target, "source": asked.source, **asked.arguments})


CORRECTION = "{target} was not made: csv_edit makes it from {source}."

_BY_HAND = frozenset({"write_file", "edit_file"})
# the figures of a table (totals per group) are worked out by the tool, never written out
_WORKED_OUT = frozenset({"sum_by"})
WORKED_OUT_BY_CSV_EDIT = (
    "not written: the figures in {target} come from {source}; csv_edit works them out "
    '(path "{target}", source "{source}", action "{action}")'
)


def written_by_hand(
    request: str, tool: str, arguments: object, workdir: Path | None = None
) -> str | None:
    """Why a file of figures the request asks worked out from a table is not written by the
    model's own hand (write_file, edit_file), or None."""
    if tool not in _BY_HAND or not isinstance(arguments, dict):
        return None
    asked = export_asked(request, workdir)
    if asked is None or asked.arguments.get("action") not in _WORKED_OUT:
        return None
    path = str(arguments.get("path") or "")
    if path.rsplit("/", 1)[-1] != asked.target.rsplit("/", 1)[-1]:
        return None
    return WORKED_OUT_BY_CSV_EDIT.format(
        target=asked.target, source=asked.source, action=asked.arguments["action"]
    )
