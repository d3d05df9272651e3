"""ACTIVITY: the human-readable trail of what the assistant did (`⚡ approval · …`, tool runs).

`ActivityLog` is the session's event bus as the lower layers see it: the loop and the tool
pipeline publish typed events; background work and isolated failures `emit` one-line notices.
Lines are never stored as such: `lines()` and `subscribe_lines` render events with the one
renderer (`core.render.activity_line`), so terminal, web and voice show the same text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from jarvis_voice.core.bus import EventBus
from jarvis_voice.core.events import Event, Notice
from jarvis_voice.core.render import activity_line
from jarvis_voice.i18n import Msg


@dataclass(frozen=True)
class ActivityEntry:
    at: float
    line: str


class ActivityLog(EventBus):
    def __init__(self, keep: int = 1000, language: str = "en") -> None:
        super().__init__(keep)
        # The conversation's language: the latest turn's (at first the session's setting). A
        # turn's own events carry theirs (`Event.language`); this is for the rest (background).
        self.language = language

    def language_of(self, event: Event) -> str:
        """The language `event` is shown in: its turn's, else the conversation's."""
        return event.language or self.language

    def emit(self, line: str | Msg) -> None:
        """A one-line notice (background work, an isolated failure); a `Msg` is shown in the
        language of its turn (or the conversation's)."""
        self.publish(Notice(line))

    def lines(self) -> list[str]:
        rendered = (activity_line(event, self.language_of(event)) for event in self.recent())
        return [line for line in rendered if line is not None]

    def subscribe_lines(self, listener: Callable[[ActivityEntry], None]) -> Callable[[], None]:
        """Call `listener` with every later ACTIVITY line; returns the unsubscribe function."""

        def render(event: Event) -> None:
            line = activity_line(event, self.language_of(event))
            if line is not None:
                listener(ActivityEntry(event.at, line))

        return self.subscribe(render)
