"""`UndoJournal`: the tool pipeline's call journal that snapshots before a call and records the
change set after it (write_file and edit_file: their file; bash: the working directory)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.pipeline import CallRun
from jarvis_voice.config import UndoSettings
from jarvis_voice.i18n import t
from jarvis_voice.text import clip
from jarvis_voice.tools.base import ToolResult
from jarvis_voice.tools.builtin._common import resolve_path
from jarvis_voice.undo.restore import recover_pending
from jarvis_voice.undo.scan import scan
from jarvis_voice.undo.states import Entry, capture
from jarvis_voice.undo.store import UndoStore

FILE_TOOLS = frozenset({"write_file", "edit_file", "csv_edit"})
_DESCRIPTION_CHARS = 120
PRUNE_EVERY = 20  # change sets recorded between two prunes (a prune lists every copy)


@dataclass(frozen=True)
class _Before:
    workdir: Path
    paths: tuple[Path, ...]  # the file tools' file; empty for a bash scan
    entries: dict[str, Entry]
    problem: str  # why this change cannot be kept, known before the call ran


class UndoJournal:
    name = "undo"

    def __init__(
        self,
        settings: UndoSettings | None = None,
        activity: ActivityLog | None = None,
        home: Path | None = None,
    ) -> None:
        self.settings = settings or UndoSettings()
        self.activity = activity
        self.home = home
        self._store: UndoStore | None = None
        self._before: dict[int, _Before] = {}
        self._recorded = 0

    def _open(self) -> UndoStore:
        if self._store is None:
            recover_pending(self.home)  # a restore a crash interrupted is finished first
            self._store = UndoStore(self.home)
        return self._store

    async def before(self, run: CallRun) -> None:
        tool = run.call.name
        if tool not in FILE_TOOLS and tool != "bash":
            return
        self._before[id(run)] = await asyncio.to_thread(self._snapshot, run)

    async def after(self, run: CallRun, result: ToolResult) -> None:
        before = self._before.pop(id(run), None)
        if before is None or not run.ran:
            return
        note = await asyncio.to_thread(self._record, run, before)
        if note and self.activity is not None:
            what, language = _description(run), run.ctx.language or self.activity.language
            self.activity.emit(t("activity.undo_not_kept", language, what=what, note=note))

    # ------------------------------------------------------------------ in a worker thread
    def _snapshot(self, run: CallRun) -> _Before:
        store = self._open()
        workdir = Path(run.ctx.workdir).expanduser().resolve()
        if run.call.name == "bash":
            found = scan(workdir, store, self.settings)
            problem = (
                f"more than {self.settings.max_scan_files:,} files to scan" if found.capped else ""
            )
            return _Before(workdir, (), found.entries, problem)
        path = resolve_path(run.ctx, str(run.args.get("path", "")))
        entry = capture(path, store.blobs, self.settings.max_file_bytes)
        return _Before(workdir, (path,), {str(path): entry}, "")

    def _record(self, run: CallRun, before: _Before) -> str:
        """Save the change set; returns why it was not kept ("" when it was)."""
        store = self._open()
        if before.paths:
            after = {str(p): capture(p, None, self.settings.max_file_bytes) for p in before.paths}
        else:
            after = scan(before.workdir, store, self.settings).entries
        absent = Entry("absent")
        changes = {
            path: (old, new)
            for path in before.entries.keys() | after.keys()
            if (old := before.entries.get(path, absent)).state
            != (new := after.get(path, absent)).state
        }
        if not changes:
            return ""
        note = before.problem or self._too_big(changes)
        change_id = store.record(run.call.name, _description(run), before.workdir, changes, note)
        run.changed = sorted(_shown(path, before.workdir) for path in changes)
        if not note:
            run.change_set = change_id
        self._recorded += 1
        if self._recorded % PRUNE_EVERY == 1:
            store.prune(self.settings.keep)
        return note

    def _too_big(self, changes: dict[str, tuple[Entry, Entry]]) -> str:
        cap = self.settings
        for path, (old, _) in sorted(changes.items()):
            if not old.restorable:
                name = Path(path).name
                if old.size > cap.max_file_bytes:
                    return f"{name} is {_mb(old.size)}, over the {_mb(cap.max_file_bytes)} cap"
                return f"{name} was not copied: the {_mb(cap.max_change_bytes)} cap was reached"
        total = sum(old.size for old, _ in changes.values())
        if total > cap.max_change_bytes:
            return f"{_mb(total)} changed, over the {_mb(cap.max_change_bytes)} cap"
        return ""


def _description(run: CallRun) -> str:
    if run.call.name == "bash":
        return clip(str(run.args.get("command", "")), _DESCRIPTION_CHARS)
    return str(run.args.get("path", ""))


def _shown(path: str, workdir: Path) -> str:
    try:
        return Path(path).relative_to(workdir).as_posix()
    except ValueError:
        return path


def _mb(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MB"
