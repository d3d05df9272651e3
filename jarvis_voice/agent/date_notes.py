"""Dates in this turn's tool results, with what the request asks of them, worked out.

A small model reads "2024-06-04" from `git log` and cannot say which weekday it was or how many
days ago it is: asked "What day of the week was the last commit made?" the 1.5B model answered
"June 4th", and "마지막 커밋하고 나서 오늘까지 며칠 지났어요?" got "5일" (bench_tasks fresh12
git-27/28). Those are calendar facts, not guesses: when the request asks for a weekday or for
the days since, each ISO date in a tool result is sent to the model with them beside it
("2024-06-04 (Tuesday; 914 days before today, 2026-12-05)"). The results the loop keeps, the
journal and the grounding check see the tool's own text.
"""

from __future__ import annotations

import re
from datetime import date

from jarvis_voice.agent.features import Contribution
from jarvis_voice.agent.loop import TurnHooks
from jarvis_voice.llm.base import ChatMessage
from jarvis_voice.text import has_hangul_syllable
from jarvis_voice.tools.builtin.days_until import KO_WEEKDAYS

_I = re.IGNORECASE
ASKS_WEEKDAY = re.compile(
    r"\bday of the week\b|\bweekdays?\b|\bweekends?\b|\bwhat day\b|요일|주말", _I
)
ASKS_DAYS_SINCE = re.compile(
    r"\bhow (?:many days|long)\b.*\b(?:since|ago|passed|gone by)\b|\bdays? (?:ago|since)\b"
    r"|(?:며칠|몇\s*일)\s*(?:이나\s*)?(?:지났|됐|되었|전)|지난\s*지\s*(?:며칠|몇\s*일)",
    _I,
)
ISO_DATE = re.compile(r"(?<![\d-])(\d{4})-(\d\d)-(\d\d)(?![\d-])")
MAX_NOTED = 5  # a long log's dates are not all worth a note: the first few are the answer


def noted(text: str, weekday: bool, days_since: bool, today: date, korean: bool) -> str:
    """`text` with each of its first ISO dates followed by the asked facts."""
    count = 0

    def note(found: re.Match[str]) -> str:
        nonlocal count
        try:
            day = date(int(found[1]), int(found[2]), int(found[3]))
        except ValueError:
            return found[0]
        count += 1
        if count > MAX_NOTED:
            return found[0]
        parts = []
        if weekday:
            parts.append(KO_WEEKDAYS[day.weekday()] if korean else f"{day:%A}")
        if days_since:
            days = (today - day).days
            parts.append(
                f"오늘({today:%Y-%m-%d})보다 {days}일 전" if korean
                else f"{days} days before today, {today:%Y-%m-%d}"
            )  # fmt: skip
        return f"{found[0]} ({'; '.join(parts)})"

    return ISO_DATE.sub(note, text)


class DateNotes(TurnHooks):
    def __init__(self) -> None:
        self._asks: tuple[bool, bool, bool] | None = None  # weekday, days since, Korean

    async def before_agent_start(self, loop: object, prompt: str) -> str | None:
        weekday, since = bool(ASKS_WEEKDAY.search(prompt)), bool(ASKS_DAYS_SINCE.search(prompt))
        self._asks = (weekday, since, has_hangul_syllable(prompt)) if weekday or since else None
        return None

    async def transform_context(self, messages: list[ChatMessage]) -> list[ChatMessage]:
        if self._asks is None:
            return messages
        weekday, since, korean = self._asks
        today = date.today()
        sent = []
        for message in messages:
            if message.role == "tool" and ISO_DATE.search(message.content or ""):
                content = noted(message.content, weekday, since, today, korean)
                message = message.model_copy(update={"content": content})
            sent.append(message)
        return sent


def date_notes_contribution() -> Contribution:
    return Contribution(turn_hooks=[DateNotes()])
