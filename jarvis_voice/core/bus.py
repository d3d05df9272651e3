"""`EventBus`: a session's events go to every subscriber, in order, on the session's loop.

Publishing is safe from any thread (tools and the model run in worker threads): once the bus is
bound to an event loop, events published elsewhere are handed to that loop, so subscribers
always run on it. Each event carries the turn it belongs to, read from `current_turn` — a
context variable that `asyncio.to_thread` copies, so work started by a turn stays in that turn.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections import deque
from collections.abc import Callable, Iterator
from contextvars import ContextVar

from jarvis_voice.core.events import Event, Payload

log = logging.getLogger(__name__)
Listener = Callable[[Event], None]
current_turn: ContextVar[str | None] = ContextVar("jarvis_current_turn", default=None)
# The turn's language rides along, so an event is rendered in its own turn's language even when
# a listener renders it after the next turn has begun (or replays it, like the web page).
current_language: ContextVar[str | None] = ContextVar("jarvis_turn_language", default=None)


@contextlib.contextmanager
def in_turn(turn_id: str, language: str | None = None) -> Iterator[None]:
    """Events published inside (and in tasks/threads started inside) belong to `turn_id` and
    carry its `language`."""
    token = current_turn.set(turn_id)
    language_token = current_language.set(language)
    try:
        yield
    finally:
        current_language.reset(language_token)
        current_turn.reset(token)


class EventBus:
    def __init__(self, keep: int = 1000) -> None:
        self._listeners: list[Listener] = []
        self._recent: deque[Event] = deque(maxlen=keep)
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None

    def bind(self, loop: asyncio.AbstractEventLoop) -> None:
        """Deliver events on `loop` from now on (the session's loop)."""
        self._loop = loop

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call `listener` for every later event; returns the function that unsubscribes."""
        with self._lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._lock, contextlib.suppress(ValueError):
                self._listeners.remove(listener)

        return unsubscribe

    def publish(self, payload: Payload) -> Event:
        event = Event(payload, current_turn.get(), language=current_language.get())
        loop = self._loop
        if loop is not None and not loop.is_closed() and not _running_in(loop):
            loop.call_soon_threadsafe(self._deliver, event)
        else:
            self._deliver(event)
        return event

    def recent(self) -> list[Event]:
        with self._lock:
            return list(self._recent)

    def _deliver(self, event: Event) -> None:
        with self._lock:
            self._recent.append(event)
            listeners = list(self._listeners)
        for listener in listeners:
            try:
                listener(event)
            except Exception:  # one broken front end must not silence the others
                log.exception("event listener failed on %s", event.type)


def _running_in(loop: asyncio.AbstractEventLoop) -> bool:
    try:
        return asyncio.get_running_loop() is loop
    except RuntimeError:
        return False
