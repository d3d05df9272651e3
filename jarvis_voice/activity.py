"""ACTIVITY: the human-readable trail of what the assistant did (`⚡ approval · …`, tool runs)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class ActivityEntry:
    at: float
    line: str


class ActivityLog:
    def __init__(self, keep: int = 1000) -> None:
        self._entries: list[ActivityEntry] = []
        self._listeners: list[Callable[[ActivityEntry], None]] = []
        self._keep = keep
        self._lock = threading.Lock()

    def emit(self, line: str) -> None:
        entry = ActivityEntry(time.time(), line)
        with self._lock:
            self._entries.append(entry)
            del self._entries[: -self._keep]
            listeners = list(self._listeners)
        for listener in listeners:
            listener(entry)

    def subscribe(self, listener: Callable[[ActivityEntry], None]) -> None:
        with self._lock:
            self._listeners.append(listener)

    def lines(self) -> list[str]:
        with self._lock:
            return [entry.line for entry in self._entries]
