"""Requests first: which requests are in flight, process-wide, for work that shares the model.

`core.Session.submit` calls `request_started()` when it accepts a request and `request_ended()`
when its turn is over. Background model work (idle procedure learning: distillation and
reflection) looks here before it starts a model call — never while a request runs, nor within
its idle window after one — and runs inside `interruptible()`, whose event is set the moment a
request starts, so it stops at its next step. A model call already running cannot be taken
back (the embedded backend has no cancel): idle learning's calls run in a worker process that
is stopped while requests run (`procedures/learning_process.py`). `background_work()` marks the
thread doing such work, so a call made *for* a request (`/procedures learn`) is never held.

Leaf module (threading only): the session and the procedures feature both import it.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager


class Foreground:
    """Counts requests in flight; wakes background work the moment one starts."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._active = 0
        self._started = 0
        self._last_end = -math.inf  # no request yet
        self._listeners: set[threading.Event] = set()
        self._local = threading.local()

    # ---------------------------------------------------------------- the session's hook
    def request_started(self) -> None:
        with self._lock:
            self._active += 1
            self._started += 1
            listeners = list(self._listeners)
        for event in listeners:
            event.set()

    def request_ended(self) -> None:
        with self._lock:
            self._active = max(0, self._active - 1)
            self._last_end = time.monotonic()

    # ---------------------------------------------------------------- for background work
    @property
    def busy(self) -> bool:
        """A request is in flight."""
        return self._active > 0

    @property
    def started(self) -> int:
        """Requests started so far (a change means a request came in meanwhile)."""
        return self._started

    def quiet_for(self) -> float:
        """Seconds since the last request ended; 0 while one runs; inf before the first."""
        with self._lock:
            if self._active:
                return 0.0
            return time.monotonic() - self._last_end

    @contextmanager
    def interruptible(self) -> Iterator[threading.Event]:
        """An event set as soon as a request starts (already set if one is in flight)."""
        event = threading.Event()
        with self._lock:
            self._listeners.add(event)
            if self._active:
                event.set()
        try:
            yield event
        finally:
            with self._lock:
                self._listeners.discard(event)

    @contextmanager
    def background_work(self, cancel: threading.Event | None = None) -> Iterator[None]:
        """Marks this thread as doing background work (an idle learning tick) meanwhile;
        `cancel` is set when that work must end now (the session is closing)."""
        before = getattr(self._local, "background", None)
        self._local.background = cancel or threading.Event()
        try:
            yield
        finally:
            self._local.background = before

    @property
    def in_background_work(self) -> bool:
        """Whether the calling thread is inside `background_work()`."""
        return getattr(self._local, "background", None) is not None

    @property
    def background_cancel(self) -> threading.Event | None:
        """The calling thread's `background_work(cancel=…)` event (None outside)."""
        event = getattr(self._local, "background", None)
        return event if isinstance(event, threading.Event) else None


FOREGROUND = Foreground()
