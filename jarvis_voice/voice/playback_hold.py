"""Pausing the spoken answer the moment the user starts talking over it (issue 12, barge-in).

Recognising a spoken "stop" takes a hang-over and a recogniser pass (0.4-1.5 s on 2 cores);
a person who talks over an assistant expects it to go quiet at once. So the stop listener
holds the speech as soon as its endpointer hears voice that is not the assistant's own
(`PlaybackHold.hold`), and the recogniser then decides: a stop cuts the answer (already
silent), anything else releases the hold and the sink goes on a little before where it paused,
so the words the user talked over are said again.

A hold that nobody releases ends by itself after `max_s`: a listener that failed must never
leave the assistant mute.
"""

from __future__ import annotations

import threading
import time

# How much of the answer is said again after a released hold: the user talked over about this
# much before the hold began (≈ 0.2 s of voice to confirm speech, plus the device's latency).
REPLAY_S = 0.4


class PlaybackHold:
    """A pause that sinks honour between their blocks; thread-safe."""

    def __init__(self, max_s: float = 3.0) -> None:
        self.max_s = max_s
        self._since: float | None = None  # monotonic time of the hold, None when released
        self._changed = threading.Condition()
        self.holds = 0  # how many holds began (tests, benchmarks)

    def hold(self) -> None:
        with self._changed:
            if self._since is None:
                self._since = time.monotonic()
                self.holds += 1
                self._changed.notify_all()

    def release(self) -> None:
        with self._changed:
            self._since = None
            self._changed.notify_all()

    def held(self) -> bool:
        with self._changed:
            return self._held()

    def _held(self) -> bool:
        if self._since is not None and time.monotonic() - self._since >= self.max_s:
            self._since = None  # nobody decided in time: speak on
        return self._since is not None

    def wait_released(self, stop: threading.Event, poll_s: float = 0.01) -> bool:
        """Block while held; False when `stop` was set meanwhile (the answer was cut)."""
        with self._changed:
            while self._held() and not stop.is_set():
                self._changed.wait(poll_s)
        return not stop.is_set()
