"""Idle consolidation (R1, P2, P5) in the background, never on the request path.

After `idle_seconds` without a turn (in any session of this process: they share one model), an
asyncio task runs one consolidation tick in a worker thread — converge, distill, reflect (at
most N batches) — and writes progress lines to ACTIVITY (`📚 procedures · …`). It ticks again
while reflection work remains, then waits for the next turn. `stop()` ends it cleanly.

Requests come first (`jarvis_voice.foreground`): no tick starts while a request is in flight or
within `idle_seconds` after one, and the moment a request starts the running tick's stop event
is set, so it starts no further model call (the one in flight finishes and is written, each
write atomic) and pauses until the assistant is idle again.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from jarvis_voice.activity import ActivityLog
from jarvis_voice.errors import one_line
from jarvis_voice.foreground import FOREGROUND, Foreground
from jarvis_voice.i18n import Msg

PREFIX = "📚 procedures · "


class IdleClock:
    """When the last turn happened, process-wide (all sessions share one model)."""

    def __init__(self) -> None:
        self._last = time.monotonic()
        self._turns = 0
        self._lock = threading.Lock()

    def touch(self) -> None:
        with self._lock:
            self._last = time.monotonic()
            self._turns += 1

    @property
    def turns(self) -> int:
        return self._turns

    def idle_for(self) -> float:
        with self._lock:
            return time.monotonic() - self._last


IDLE_CLOCK = IdleClock()
_busy: dict[str, threading.Lock] = {}
_busy_guard = threading.Lock()


def _agent_lock(key: str) -> threading.Lock:
    """One consolidation per agent per process at a time (web sessions share an agent)."""
    with _busy_guard:
        return _busy.setdefault(key, threading.Lock())


@dataclass
class TickReport:
    lines: list[str] = field(default_factory=list)
    more: bool = False  # work left for another tick (reflection batches over the limit)
    llm_calls: int = 0
    paused: bool = False  # stopped before a model call (a request came in); work is left


class IdleConsolidator:
    def __init__(
        self,
        tick: Callable[[threading.Event], TickReport],
        activity: ActivityLog,
        idle_seconds: float,
        *,
        lock_key: str,
        clock: IdleClock = IDLE_CLOCK,
        after_tick: Callable[[], None] | None = None,
        foreground: Foreground = FOREGROUND,
    ) -> None:
        self.tick = tick
        self.activity = activity
        self.idle_seconds = idle_seconds
        self.clock = clock
        self.after_tick = after_tick
        self.lock_key = lock_key
        self.foreground = foreground
        self.poll = max(0.01, min(idle_seconds / 2, 5.0))
        self.ticks = 0
        self.paused = 0  # ticks that gave way to a request
        self.stopping = threading.Event()  # stop() was called
        self._give_way: threading.Event | None = None  # the running tick's stop event
        self._task: asyncio.Task[None] | None = None

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def start(self) -> None:
        if not self.running:
            self.stopping.clear()
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        """Cancel the task; a tick already in its worker thread starts no further model call
        (a call in the learning worker process is abandoned; one on the session's own model
        finishes) — each write is atomic, so stopping at any point leaves consistent files."""
        task, self._task = self._task, None
        self.stopping.set()
        if (give_way := self._give_way) is not None:
            give_way.set()
        if task is None:
            return
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    def _guarded_tick(self, lock: threading.Lock) -> TickReport:
        # Released by the worker thread itself: if stop() cancels the waiting task, the lock
        # stays held until the tick really ends, so no second tick can overlap it.
        try:
            # The tick's stop event: set by a request starting (at once if one is in flight)
            # or by stop().
            with (
                self.foreground.interruptible() as give_way,
                self.foreground.background_work(cancel=self.stopping),
            ):
                self._give_way = give_way
                if self.stopping.is_set():
                    give_way.set()
                try:
                    return self.tick(give_way)
                finally:
                    self._give_way = None
        finally:
            lock.release()

    def _idle(self) -> bool:
        """No request in flight, and none for `idle_seconds` (nor a turn, in any session)."""
        return (
            self.foreground.quiet_for() >= self.idle_seconds
            and self.clock.idle_for() >= self.idle_seconds
        )

    async def _run(self) -> None:
        pending = True  # work may be waiting from earlier sessions
        seen = self.clock.turns
        while True:
            await asyncio.sleep(self.poll)
            if self.clock.turns != seen:
                seen, pending = self.clock.turns, True
            if not pending or not self._idle():
                continue
            lock = _agent_lock(self.lock_key)
            if not lock.acquire(blocking=False):
                continue  # another session of this agent is consolidating right now
            try:
                report = await asyncio.to_thread(self._guarded_tick, lock)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # a failed tick must not end the assistant
                self.activity.emit(Msg("activity.consolidation_failed", error=one_line(exc)))
                report = TickReport()
            self.ticks += 1
            for line in report.lines:
                self.activity.emit(PREFIX + line)
            if report.paused and not self.stopping.is_set():
                self.paused += 1
                self.activity.emit(Msg("activity.consolidation_paused"))
            if self.after_tick is not None:
                self.after_tick()
            pending = report.more or report.paused
