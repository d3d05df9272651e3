"""X4: watch the extension directories with watchfiles and report which kinds changed.

Runs in a daemon thread (turns may run on any event loop, or none). Only directories that
exist when watching starts are watched; one created later is read at the next start.
Once the OS watch is armed, every kind is reported once, so a change made between the first
read and the arming is not lost (the hub skips directories whose files did not change).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

import watchfiles

log = logging.getLogger(__name__)

SUFFIXES = {"tools": ".py", "plugins": ".py", "skills": ".md"}
DEBOUNCE_MS = 200  # editors save in bursts (temp file, rename); wait for the burst to end
TICK_MS = 500  # the watch wakes this often when idle, so stopping is prompt


class DirectoryWatcher:
    def __init__(self, dirs: dict[str, Path], on_change: Callable[[set[str]], None]) -> None:
        self.dirs = {kind: path.resolve() for kind, path in dirs.items()}
        self.on_change = on_change
        self.armed = threading.Event()  # set once the OS watch is in place
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> bool:
        """Start watching in the background; False when none of the directories exists."""
        if self.running:
            return True
        watched = [path for path in self.dirs.values() if path.is_dir()]
        if not watched:
            return False
        self._stop.clear()
        self.armed.clear()
        self._thread = threading.Thread(
            target=self._run, args=(watched,), name="jarvis-extension-watcher", daemon=True
        )
        self._thread.start()
        return True

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def _run(self, watched: list[Path]) -> None:
        try:
            for changes in watchfiles.watch(
                *watched,
                watch_filter=self._wanted,
                debounce=DEBOUNCE_MS,
                rust_timeout=TICK_MS,
                yield_on_timeout=True,  # the first (empty) yield tells us the watch is armed
                stop_event=self._stop,
                recursive=False,
                raise_interrupt=False,
            ):
                if not self.armed.is_set():
                    self.armed.set()
                    self._report(set(SUFFIXES))  # catch up with changes made before arming
                kinds = {kind for _, raw in changes if (kind := self._kind_of(Path(raw)))}
                if kinds:
                    self._report(kinds)
        except Exception:
            log.exception("the extension watcher stopped")

    def _report(self, kinds: set[str]) -> None:
        try:
            self.on_change(kinds)
        except Exception:  # a reload problem must never end the watching
            log.exception("reloading %s failed", sorted(kinds))

    def _kind_of(self, path: Path) -> str | None:
        for kind, directory in self.dirs.items():
            if path.parent == directory and path.suffix == SUFFIXES.get(kind):
                return kind
        return None

    def _wanted(self, change: watchfiles.Change, raw: str) -> bool:
        return not Path(raw).name.startswith((".", "_")) and self._kind_of(Path(raw)) is not None
