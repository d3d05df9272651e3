"""The audit file, `$JARVIS_HOME/audit.sqlite3`: one table, WAL, a schema version, retention.

Each operation opens its own short connection: writes happen once per tool call (human pace),
several agents and processes (`jarvis log` beside a running assistant) share the file, and no
connection outlives the call that needed it. WAL lets a reader and the writer work side by
side; `busy_timeout` makes a writer wait instead of failing. The file is created, migrated and
pruned (`keep_days`) the first time a store touches it, so building an agent costs no I/O.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jarvis_voice.audit.entry import AuditEntry
from jarvis_voice.errors import JarvisError
from jarvis_voice.paths import jarvis_home

SCHEMA_VERSION = 1  # PRAGMA user_version; each later version adds a step to _MIGRATIONS

_CREATE = """
CREATE TABLE calls (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    time TEXT NOT NULL,
    epoch REAL NOT NULL,
    agent_id TEXT NOT NULL,
    turn_id TEXT,
    call_id TEXT NOT NULL,
    tool TEXT NOT NULL,
    workdir TEXT NOT NULL,
    arguments TEXT NOT NULL,
    command TEXT,
    arguments_bytes INTEGER NOT NULL,
    arguments_sha256 TEXT NOT NULL,
    truncated INTEGER NOT NULL,
    decision TEXT NOT NULL,
    reason TEXT,
    rule TEXT,
    detail TEXT NOT NULL,
    channel TEXT,
    answer_s REAL,
    ran INTEGER NOT NULL,
    exit_code INTEGER,
    seconds REAL NOT NULL,
    output_bytes INTEGER NOT NULL,
    output_sha256 TEXT NOT NULL,
    is_error INTEGER NOT NULL,
    changed TEXT NOT NULL,
    change_set TEXT
);
CREATE INDEX calls_by_time ON calls (epoch);
CREATE INDEX calls_by_tool ON calls (tool, epoch);
"""
# version reached → the SQL that reaches it from the one before
_MIGRATIONS: dict[int, str] = {1: _CREATE}
_COLUMNS = tuple(name for name in AuditEntry.__dataclass_fields__ if name != "id")
_BOOLEANS = ("truncated", "ran", "is_error")


def default_audit_path() -> Path:
    return jarvis_home() / "audit.sqlite3"


@dataclass(frozen=True)
class LogQuery:
    """Which entries to read: the newest `limit` matching ones, returned oldest first."""

    since: float | None = None  # epoch seconds
    tool: str | None = None
    decision: str | None = None
    agent_id: str | None = None
    limit: int = 50


class AuditStore:
    def __init__(self, path: Path | None = None, keep_days: float | None = None) -> None:
        self.path = path or default_audit_path()
        self.keep_days = keep_days
        self._ready = False
        self._lock = threading.Lock()

    def add(self, entry: AuditEntry) -> int:
        """Store one call; returns its id."""
        values = [_to_column(name, getattr(entry, name)) for name in _COLUMNS]
        sql = (
            f"INSERT INTO calls ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' for _ in _COLUMNS)})"
        )
        with self._connect() as conn:
            row_id = conn.execute(sql, values).lastrowid
        assert row_id is not None
        return row_id

    def query(self, query: LogQuery) -> list[AuditEntry]:
        if not self.path.exists():  # reading never creates the file
            return []
        where: list[str] = []
        params: list[Any] = []
        for column, value in (
            ("epoch >=", query.since),
            ("tool =", query.tool),
            ("decision =", query.decision),
            ("agent_id =", query.agent_id),
        ):
            if value is not None:
                where.append(f"{column} ?")
                params.append(value)
        sql = "SELECT * FROM calls"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY epoch DESC, id DESC LIMIT ?"
        params.append(query.limit)
        with self._connect() as conn:
            rows = conn.execute(sql, params).fetchall()
        return [_entry(row) for row in reversed(rows)]

    def prune(self, keep_days: float) -> int:
        """Remove entries older than `keep_days`; returns how many."""
        with self._connect() as conn:
            return _prune(conn, keep_days)

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        """A connection in a transaction (committed on success), closed afterwards."""
        try:
            with self._lock:
                if not self._ready:
                    self._open()
            with closing(sqlite3.connect(self.path, timeout=10.0)) as conn:
                conn.row_factory = sqlite3.Row
                conn.execute("PRAGMA busy_timeout=10000")
                conn.execute("PRAGMA synchronous=NORMAL")  # WAL + NORMAL never corrupts
                with conn:
                    yield conn
        except sqlite3.Error as exc:
            raise JarvisError(f"audit log {self.path}: {exc}") from exc
        except OSError as exc:
            raise JarvisError(f"audit log {self.path}: {exc.strerror or exc}") from exc

    def _open(self) -> None:
        """Create or migrate the file, then drop entries past retention: once per store."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with closing(sqlite3.connect(self.path, timeout=10.0)) as conn:
            conn.execute("PRAGMA busy_timeout=10000")
            conn.execute("PRAGMA journal_mode=WAL")
            with conn:
                conn.execute("BEGIN IMMEDIATE")  # two processes opening at once: one migrates
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise JarvisError(
                        f"audit log {self.path} has schema {version}, newer than this "
                        f"jarvis knows ({SCHEMA_VERSION}); upgrade jarvis-voice"
                    )
                for target in range(version + 1, SCHEMA_VERSION + 1):
                    for statement in _MIGRATIONS[target].split(";"):
                        if statement.strip():
                            conn.execute(statement)
                    conn.execute(f"PRAGMA user_version={target}")
                if self.keep_days is not None:
                    _prune(conn, self.keep_days)
        self._ready = True


def _prune(conn: sqlite3.Connection, keep_days: float) -> int:
    cutoff = time.time() - keep_days * 86400
    return conn.execute("DELETE FROM calls WHERE epoch < ?", (cutoff,)).rowcount


def _to_column(name: str, value: Any) -> Any:
    if name == "changed":
        return json.dumps(value, ensure_ascii=False)
    if name in _BOOLEANS:
        return int(bool(value))
    return value


def _entry(row: sqlite3.Row) -> AuditEntry:
    data = dict(row)
    data["changed"] = json.loads(data["changed"])
    for name in _BOOLEANS:
        data[name] = bool(data[name])
    return AuditEntry(**data)
