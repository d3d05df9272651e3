"""The undo store: change sets, their files, the bash scan cache and pending restores (SQLite).

`JARVIS_HOME/undo.sqlite3` (WAL) beside the copies in `JARVIS_HOME/undo/blobs/`. Every change
is one transaction, so a kill -9 leaves either the whole record or none of it.
"""

from __future__ import annotations

import contextlib
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.paths import jarvis_home
from jarvis_voice.undo.blobs import BlobStore
from jarvis_voice.undo.states import Entry, is_content

_SCHEMA = """
CREATE TABLE IF NOT EXISTS change_sets (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    at REAL NOT NULL,
    tool TEXT NOT NULL,
    description TEXT NOT NULL,
    workdir TEXT NOT NULL,
    kept INTEGER NOT NULL,
    note TEXT NOT NULL DEFAULT '',          -- why it was not kept
    status TEXT NOT NULL DEFAULT 'done',    -- done | undone | skipped
    undone_at REAL
);
CREATE TABLE IF NOT EXISTS change_files (
    change_id TEXT NOT NULL REFERENCES change_sets(id) ON DELETE CASCADE,
    path TEXT NOT NULL,                     -- absolute
    before TEXT NOT NULL,                   -- a state (undo/states.py)
    mode INTEGER,                           -- the file's permission bits before
    after TEXT NOT NULL,
    PRIMARY KEY (change_id, path)
);
CREATE TABLE IF NOT EXISTS scan_cache (
    workdir TEXT NOT NULL,
    path TEXT NOT NULL,                     -- relative to workdir
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    ino INTEGER NOT NULL,
    sha TEXT NOT NULL,                      -- its copy is in the blob store
    hashed_ns INTEGER NOT NULL,
    PRIMARY KEY (workdir, path)
);
CREATE TABLE IF NOT EXISTS restores (
    change_id TEXT PRIMARY KEY,
    state TEXT NOT NULL,                    -- staging (roll back) | pending (roll forward)
    at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS restore_files (
    change_id TEXT NOT NULL,
    path TEXT NOT NULL,
    temp TEXT,                              -- staged new content; NULL: remove the file
    after TEXT NOT NULL,                    -- what must be there to remove it
    PRIMARY KEY (change_id, path)
);
"""

DONE, UNDONE, SKIPPED = "done", "undone", "skipped"


@dataclass(frozen=True)
class FileChange:
    path: str
    before: str
    mode: int | None
    after: str


@dataclass(frozen=True)
class ChangeSet:
    id: str
    at: float
    tool: str
    description: str
    workdir: str
    kept: bool
    note: str
    status: str
    files: tuple[FileChange, ...]

    @property
    def label(self) -> str:
        """What was done, e.g. "bash: mv a b"."""
        return f"{self.tool}: {self.description}"


@dataclass(frozen=True)
class CacheRow:
    size: int
    mtime_ns: int
    ino: int
    sha: str
    hashed_ns: int


@dataclass(frozen=True)
class RestoreFile:
    path: str
    temp: str | None
    after: str


class UndoStore:
    def __init__(self, home: Path | None = None) -> None:
        root = home or jarvis_home()
        self.db_path = root / "undo.sqlite3"
        self.undo_dir = root / "undo"
        self.blobs = BlobStore(self.undo_dir / "blobs")
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.RLock()

    @contextlib.contextmanager
    def connect(self, durable: bool = False) -> Iterator[sqlite3.Connection]:
        """One transaction; `durable` also fsyncs the commit (restores, not every snapshot).
        The connection is kept open (opening one costs milliseconds a write should not pay)
        and shared by the worker threads one at a time."""
        with self._lock:
            conn = self._conn or self._open()
            conn.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def _open(self) -> sqlite3.Connection:
        self.db_path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(
            self.db_path, timeout=30, isolation_level=None, check_same_thread=False
        )
        try:
            conn.execute("PRAGMA foreign_keys=ON")
            conn.execute("PRAGMA journal_mode=WAL")
            conn.executescript(_SCHEMA)
        except BaseException:
            conn.close()
            raise
        self._conn = conn
        return conn

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    # ------------------------------------------------------------------------- change sets
    def record(
        self,
        tool: str,
        description: str,
        workdir: Path,
        changes: dict[str, tuple[Entry, Entry]],
        note: str = "",
    ) -> str:
        """Save one change set (kept when `note` is empty); returns its id."""
        change_id = f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"
        with self.connect() as conn:
            conn.execute(
                "INSERT INTO change_sets (id, at, tool, description, workdir, kept, note)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (change_id, time.time(), tool, description, str(workdir), not note, note),
            )
            conn.executemany(
                "INSERT INTO change_files (change_id, path, before, mode, after)"
                " VALUES (?, ?, ?, ?, ?)",
                [
                    (change_id, path, before.state, before.mode, after.state)
                    for path, (before, after) in sorted(changes.items())
                ],
            )
        return change_id

    def newest_open(self) -> ChangeSet | None:
        """The newest change set neither undone nor passed over."""
        with self.connect() as conn:
            row = conn.execute(
                "SELECT id FROM change_sets WHERE status = ? ORDER BY seq DESC LIMIT 1", (DONE,)
            ).fetchone()
            return None if row is None else self._load(conn, row[0])

    def get(self, change_id: str) -> ChangeSet | None:
        with self.connect() as conn:
            return self._load(conn, change_id)

    def recent(self, limit: int) -> list[ChangeSet]:
        with self.connect() as conn:
            ids = conn.execute(
                "SELECT id FROM change_sets ORDER BY seq DESC LIMIT ?", (limit,)
            ).fetchall()
            return [c for (cid,) in ids if (c := self._load(conn, cid)) is not None]

    def mark(self, change_id: str, status: str) -> None:
        with self.connect(durable=True) as conn:
            conn.execute(
                "UPDATE change_sets SET status = ?, undone_at = ? WHERE id = ?",
                (status, time.time(), change_id),
            )

    @staticmethod
    def _load(conn: sqlite3.Connection, change_id: str) -> ChangeSet | None:
        row = conn.execute(
            "SELECT id, at, tool, description, workdir, kept, note, status FROM change_sets"
            " WHERE id = ?",
            (change_id,),
        ).fetchone()
        if row is None:
            return None
        files = tuple(
            FileChange(path, before, mode, after)
            for path, before, mode, after in conn.execute(
                "SELECT path, before, mode, after FROM change_files WHERE change_id = ?"
                " ORDER BY path",
                (change_id,),
            )
        )
        cid, at, tool, description, workdir, kept, note, status = row
        return ChangeSet(cid, at, tool, description, workdir, bool(kept), note, status, files)

    def prune(self, keep: int, grace_s: float | None = None) -> None:
        """Keep the newest `keep` change sets; remove copies nothing refers to any more."""
        with self.connect() as conn:
            conn.execute(
                "DELETE FROM change_sets WHERE seq <= (SELECT seq FROM change_sets"
                " ORDER BY seq DESC LIMIT 1 OFFSET ?)",
                (keep,),
            )
            referenced = {
                sha
                for (sha,) in conn.execute(
                    "SELECT before FROM change_files UNION SELECT sha FROM scan_cache"
                )
                if is_content(sha)
            }
        if grace_s is None:
            self.blobs.prune(referenced)
        else:
            self.blobs.prune(referenced, grace_s)

    # -------------------------------------------------------------------------- scan cache
    def scan_cache(self, workdir: Path) -> dict[str, CacheRow]:
        with self.connect() as conn:
            return {
                path: CacheRow(*rest)
                for path, *rest in conn.execute(
                    "SELECT path, size, mtime_ns, ino, sha, hashed_ns FROM scan_cache"
                    " WHERE workdir = ?",
                    (str(workdir),),
                )
            }

    def save_scan_cache(self, workdir: Path, rows: dict[str, CacheRow], gone: set[str]) -> None:
        with self.connect() as conn:
            conn.executemany(
                "DELETE FROM scan_cache WHERE workdir = ? AND path = ?",
                [(str(workdir), path) for path in gone],
            )
            conn.executemany(
                "INSERT OR REPLACE INTO scan_cache VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (str(workdir), path, r.size, r.mtime_ns, r.ino, r.sha, r.hashed_ns)
                    for path, r in rows.items()
                ],
            )

    # ---------------------------------------------------------------------------- restores
    def begin_restore(self, change_id: str, files: list[RestoreFile]) -> None:
        """Before staging: which temp files will exist (so a crash can remove them)."""
        with self.connect(durable=True) as conn:
            conn.execute(
                "INSERT INTO restores (change_id, state, at) VALUES (?, 'staging', ?)",
                (change_id, time.time()),
            )
            conn.executemany(
                "INSERT INTO restore_files (change_id, path, temp, after) VALUES (?, ?, ?, ?)",
                [(change_id, f.path, f.temp, f.after) for f in files],
            )

    def commit_restore(self, change_id: str) -> None:
        """Everything is staged: from here a crash rolls the restore forward."""
        with self.connect(durable=True) as conn:
            conn.execute("UPDATE restores SET state = 'pending' WHERE change_id = ?", (change_id,))

    def end_restore(self, change_id: str, status: str | None) -> None:
        """Forget the restore; with `status`, mark the change set (undone) in the same step."""
        with self.connect(durable=True) as conn:
            if status is not None:
                conn.execute(
                    "UPDATE change_sets SET status = ?, undone_at = ? WHERE id = ?",
                    (status, time.time(), change_id),
                )
            conn.execute("DELETE FROM restore_files WHERE change_id = ?", (change_id,))
            conn.execute("DELETE FROM restores WHERE change_id = ?", (change_id,))

    def open_restores(self) -> list[tuple[str, str, list[RestoreFile]]]:
        """(change id, staging|pending, files) of restores a crash left behind."""
        with self.connect() as conn:
            restores = conn.execute("SELECT change_id, state FROM restores").fetchall()
            return [
                (
                    change_id,
                    state,
                    [
                        RestoreFile(*row)
                        for row in conn.execute(
                            "SELECT path, temp, after FROM restore_files WHERE change_id = ?"
                            " ORDER BY path",
                            (change_id,),
                        )
                    ],
                )
                for change_id, state in restores
            ]
