"""The days since the first or last date of a named table: "파이썬으로 sales.csv에 있는 마지막
판매일부터 오늘까지 며칠 지났는지 계산해 줘", "How many days have passed since the earliest order
in orders.csv?".

fresh31 script-68 ran csv_query with a where on made-up 2023 dates and answered "0 of 12
rows". The day is the table's (its one date column's latest or earliest day), and today is
this machine's clock's: `system_info` reads both and counts, as it counts from a date the
request writes (`days_until.days_since_answer`).
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from jarvis_voice.i18n import t
from jarvis_voice.tools.builtin.csv_days import date_column, date_of
from jarvis_voice.tools.builtin.csv_query import QueryError, load
from jarvis_voice.tools.builtin.days_until import ASKS_DAYS_SINCE, date_and_today

_I = re.IGNORECASE
_TABLE = re.compile(r"[\w./-]+\.(?:csv|tsv)(?![A-Za-z0-9])", _I)
_LAST = re.compile(
    r"\b(?:last|latest|most recent|newest|final)\b|마지막|최근|최신|가장\s*늦|제일\s*늦", _I
)
_FIRST = re.compile(r"\b(?:first|earliest|oldest)\b|처음|첫|최초|가장\s*이른|제일\s*이른", _I)


def table_date_asked(request: str) -> tuple[str, str] | None:
    """(the table named, "last" | "first") when the request asks the days since the latest or
    the earliest day of one named table; None otherwise."""
    if not ASKS_DAYS_SINCE.search(request):
        return None
    tables = {m.group(0) for m in _TABLE.finditer(request)}
    rest = _TABLE.sub(" ", request)
    last, first = bool(_LAST.search(rest)), bool(_FIRST.search(rest))
    if len(tables) != 1 or last == first:
        return None
    return tables.pop(), ("last" if last else "first")


def table_day(request: str, workdir: Path) -> date | None:
    """The latest or earliest day of the table's one date column, as the request asks."""
    asked = table_date_asked(request)
    if asked is None:
        return None
    try:
        table = load(workdir / asked[0], asked[0])  # csv_query's reading: size, kind, dialect
    except (OSError, QueryError):
        return None
    if not table.rows:
        return None
    column = date_column(table.header, table.rows)
    if column is None:
        return None
    days = [d for row in table.rows if column < len(row) and (d := date_of(row[column]))]
    if not days:
        return None
    return max(days) if asked[1] == "last" else min(days)


def table_days_since_answer(
    request: str, workdir: Path, today: date, language: str | None
) -> str | None:
    """One sentence with the days from the table's day the request asks about to today."""
    then = table_day(request, workdir)
    if then is None or then > today:
        return None
    days = (today - then).days
    when, now = date_and_today(then, today, language)
    return t("facts.days_since_nth", language, days=f"{days:,}", nth=f"{days + 1:,}",
             date=when, today=now)  # fmt: skip
