"""Undo the newest change set: all of it or none of it, and never over a later edit.

1. Check: every file must still be exactly what the change left (else refuse, naming them).
2. Stage: note the temp names in the store, then write each old file to a temp name beside it.
   A failure here (disk full, a missing copy) removes the temp files: nothing was touched.
3. Commit: the restore is marked pending; renames and removals follow; then it is marked done,
   together with the change set (undone).
A kill -9 during 2 is rolled back and during 3 rolled forward when the store is next opened
(`recover`), so files and store always agree: every file old, or every file restored.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import sqlite3
from collections.abc import Sequence
from pathlib import Path

from filelock import FileLock, Timeout

from jarvis_voice.errors import describe
from jarvis_voice.i18n import N_
from jarvis_voice.undo.blobs import fsync_dir, write_durably
from jarvis_voice.undo.outcome import NOTHING, UndoOutcome
from jarvis_voice.undo.states import ABSENT, LINK, current_like, is_content
from jarvis_voice.undo.store import SKIPPED, UNDONE, ChangeSet, RestoreFile, UndoStore

_LOCK_TIMEOUT_S = 30.0


class _Missing(Exception):
    """A copy the restore needs is gone from the blob store (or no longer matches its hash)."""

    def __init__(self, path: str) -> None:
        super().__init__(path)
        self.path = path


def _lock(store: UndoStore, timeout: float = _LOCK_TIMEOUT_S) -> FileLock:
    store.undo_dir.mkdir(parents=True, exist_ok=True)
    return FileLock(str(store.undo_dir / "restore.lock"), timeout=timeout)


def _failed(key: str, change: str = "", paths: Sequence[str] = (), **fields: str) -> UndoOutcome:
    """Nothing restored, and why: a catalogue key with its fields (`paths` become `{names}`),
    so the reason reads in whichever language it is shown in."""
    return UndoOutcome(
        False, why=key, change=change, fields=tuple(fields.items()), paths=tuple(paths)
    )


def undo_last(home: Path | None = None) -> UndoOutcome:
    """Undo the newest change set not yet undone; called again, the one before it."""
    store = UndoStore(home)
    try:
        with _lock(store), contextlib.closing(store):
            recover(store)
            change = store.newest_open()
            if change is None:
                return _failed(NOTHING)
            return _undo(store, change)
    except Timeout:
        return _failed(N_("undo.reason.busy"))
    except (sqlite3.Error, OSError) as exc:
        why = describe(exc)
        return _failed(N_("undo.reason.store"), why=why)


def list_changes(home: Path | None = None, limit: int = 20) -> list[ChangeSet]:
    """The newest change sets first (undone and passed-over ones included, see `status`)."""
    store = UndoStore(home)
    with contextlib.closing(store):
        with _lock(store):
            recover(store)
        return store.recent(limit)


def recover_pending(home: Path | None = None) -> None:
    """Finish or roll back a restore a crash interrupted (skipped while an undo is running)."""
    store = UndoStore(home)
    try:
        with _lock(store, timeout=0), contextlib.closing(store):
            recover(store)
    except Timeout:
        pass


def recover(store: UndoStore) -> None:
    """Staged but not committed: remove the temp files. Committed: finish the renames."""
    for change_id, state, files in store.open_restores():
        if state == "pending":
            _apply(store, change_id, files)
        else:
            _remove_temps(files)
            store.end_restore(change_id, None)


def _undo(store: UndoStore, change: ChangeSet) -> UndoOutcome:
    label = change.label
    if not change.kept:
        store.mark(change.id, SKIPPED)  # nothing to restore; the next undo goes further back
        return _failed(N_("undo.reason.too_big"), label, label=label, note=change.note)
    changed = []
    for f in change.files:
        parent = os.path.dirname(f.path)
        try:
            moved = os.path.realpath(parent) != parent  # a folder on the way is now a link
            if moved or current_like(Path(f.path), f.after) != f.after:
                changed.append(f.path)
        except OSError as exc:
            return _failed(N_("undo.reason.cannot_check"), label, [f.path], why=_why(exc))
    if changed:
        one = len(changed) == 1
        key = N_("undo.reason.changed_one") if one else N_("undo.reason.changed_many")
        return _failed(key, label, changed, label=label)
    blobs = store.blobs
    missing = [f.path for f in change.files if is_content(f.before) and not blobs.has(f.before)]
    if missing:
        return _missing(store, change, missing[0])
    plan = [
        RestoreFile(
            f.path,
            None if f.before == ABSENT else _temp_name(f.path),
            f.after,
        )
        for f in change.files
    ]
    store.begin_restore(change.id, plan)
    try:
        _stage(store, change, plan)
    except _Missing as exc:
        store.end_restore(change.id, None)
        return _missing(store, change, exc.path)
    except OSError as exc:
        store.end_restore(change.id, None)
        staged = {step.temp: step.path for step in plan}  # name the file, not its temp name
        failed = staged.get(exc.filename, exc.filename)
        paths = [failed] if isinstance(failed, str) else []
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            full = N_("undo.reason.disk_full") if paths else N_("undo.reason.disk_full_unnamed")
            return _failed(full, label, paths)
        unnamed = N_("undo.reason.cannot_restore_unnamed")
        key = N_("undo.reason.cannot_restore") if paths else unnamed
        return _failed(key, label, paths, why=_why(exc))
    store.commit_restore(change.id)
    _apply(store, change.id, plan)
    return UndoOutcome(True, tuple(f.path for f in change.files), "", label)


def _why(exc: OSError) -> str:
    return os.strerror(exc.errno).lower() if exc.errno else describe(exc)


def _missing(store: UndoStore, change: ChangeSet, path: str) -> UndoOutcome:
    return _failed(N_("undo.reason.copy_missing"), change.label, [path])


def _temp_name(path: str) -> str:
    head, name = os.path.split(path)
    return os.path.join(head, f".{name}.undo-{secrets.token_hex(4)}.tmp")


def _stage(store: UndoStore, change: ChangeSet, plan: list[RestoreFile]) -> None:
    """Write every old file under its temp name; on any failure remove what was written."""
    made: list[str] = []
    try:
        for f, step in zip(change.files, plan, strict=True):
            if step.temp is None:
                continue
            parent = os.path.dirname(f.path)
            if not os.path.isdir(parent):
                made.extend(_make_dirs(parent))
            if f.before.startswith(LINK):
                os.symlink(f.before.removeprefix(LINK), step.temp)
                continue
            data = store.blobs.read(f.before)
            if data is None:
                raise _Missing(f.path)
            stage_write(Path(step.temp), data, f.mode if f.mode is not None else 0o644)
    except BaseException:
        _remove_temps(plan)
        for folder in reversed(made):
            try:
                os.rmdir(folder)
            except OSError:
                break
        raise


def stage_write(path: Path, data: bytes, mode: int) -> None:
    """One staged file (a seam the disk-full test replaces)."""
    write_durably(path, data, mode)
    os.chmod(path, mode)  # the umask must not change what comes back


def _make_dirs(folder: str) -> list[str]:
    """Create `folder` and missing parents; returns the ones created, outermost first."""
    missing = []
    while folder and not os.path.isdir(folder):
        missing.append(folder)
        folder = os.path.dirname(folder)
    for path in reversed(missing):
        os.mkdir(path)
    return list(reversed(missing))


def _remove_temps(plan: list[RestoreFile]) -> None:
    for step in plan:
        if step.temp is not None:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(step.temp)


def _apply(store: UndoStore, change_id: str, plan: list[RestoreFile]) -> None:
    """Removals, then renames into place; each step is idempotent, so recovery can repeat it."""
    folders = set()
    for step in plan:
        if step.temp is None and current_like(Path(step.path), step.after) == step.after:
            os.unlink(step.path)
            folders.add(os.path.dirname(step.path))
    for step in plan:
        if step.temp is not None and os.path.lexists(step.temp):
            os.replace(step.temp, step.path)
            folders.add(os.path.dirname(step.path))
    for folder in folders:
        fsync_dir(Path(folder))
    store.end_restore(change_id, UNDONE)
