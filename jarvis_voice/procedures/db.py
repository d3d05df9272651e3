"""The procedures' SQLite file (`~/.jarvis/episodes.sqlite3`): one connection per thread.

A connection per thread keeps the store safe to use from the event loop, worker threads and a
second process (`jarvis procedures ...`) at once; WAL lets readers and one writer work side by
side, and `busy_timeout` makes a writer wait instead of failing.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from jarvis_voice.errors import JarvisError
from jarvis_voice.paths import jarvis_home

SCHEMA = """
CREATE TABLE IF NOT EXISTS episodes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    agent TEXT NOT NULL,
    session TEXT NOT NULL DEFAULT '',
    created_at REAL NOT NULL,
    request TEXT NOT NULL,
    answer TEXT NOT NULL,
    task_type TEXT,
    calls TEXT NOT NULL,
    failed INTEGER NOT NULL,
    refused INTEGER NOT NULL DEFAULT 0,
    overflow INTEGER NOT NULL DEFAULT 0,
    ended_by TEXT NOT NULL DEFAULT 'answer',
    expected TEXT,
    reflection TEXT,
    reflection_batch TEXT,
    reflected_at REAL
);
CREATE INDEX IF NOT EXISTS episodes_by_type ON episodes (agent, task_type, failed);
CREATE INDEX IF NOT EXISTS episodes_by_session ON episodes (agent, session);
CREATE TABLE IF NOT EXISTS reflection_state (
    agent TEXT NOT NULL,
    task_type TEXT NOT NULL,
    rejections INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (agent, task_type)
);
CREATE TABLE IF NOT EXISTS distill_marks (
    agent TEXT NOT NULL,
    task_type TEXT NOT NULL,
    generation INTEGER NOT NULL,
    PRIMARY KEY (agent, task_type)
);
CREATE TABLE IF NOT EXISTS learned_segments (
    agent TEXT NOT NULL,
    segment_key TEXT NOT NULL,
    procedure TEXT NOT NULL,
    learned_at REAL NOT NULL,
    PRIMARY KEY (agent, segment_key)
);
CREATE TABLE IF NOT EXISTS task_patterns (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    agent TEXT NOT NULL,
    name TEXT NOT NULL,
    when_text TEXT NOT NULL,
    content TEXT NOT NULL,
    keywords TEXT NOT NULL,
    source TEXT NOT NULL,
    created_at REAL NOT NULL,
    UNIQUE (agent, name)
);
"""


def default_db_path() -> Path:
    return jarvis_home() / "episodes.sqlite3"


class Database:
    """Opens the file, creates the schema once, and hands out one connection per thread."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_db_path()
        self._local = threading.local()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.connect() as conn:
                conn.execute("PRAGMA journal_mode=WAL")
                conn.executescript(SCHEMA)
        except sqlite3.Error as exc:
            raise JarvisError(f"cannot open episode database {self.path}: {exc}") from exc
        except OSError as exc:
            raise JarvisError(f"cannot create {self.path.parent}: {exc.strerror}") from exc

    @contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        """This thread's connection, in a transaction committed on success, rolled back on
        error. Connections stay open: closing the last one makes SQLite checkpoint the WAL,
        which costs an fsync per operation."""
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, timeout=30.0)
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA busy_timeout=30000")
            # WAL + NORMAL never corrupts the file; a power cut may only lose the last turns.
            conn.execute("PRAGMA synchronous=NORMAL")
            self._local.conn = conn
        with conn:  # transaction scope
            yield conn
