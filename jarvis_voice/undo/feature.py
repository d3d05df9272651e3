"""How undo joins an agent: its call journal in the tool pipeline and the `/undo` command."""

from __future__ import annotations

import asyncio
from pathlib import Path

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.features import Contribution
from jarvis_voice.agent.pipeline import CallJournal
from jarvis_voice.config import Settings
from jarvis_voice.undo.journal import UndoJournal
from jarvis_voice.undo.restore import undo_last


def history_journals(
    settings: Settings, activity: ActivityLog, home: Path | None = None
) -> list[CallJournal]:
    """The tool pipeline's call journals, in the order they run (undo first: it fills
    `CallRun.changed` and `change_set` for the journals after it)."""
    journals: list[CallJournal] = []
    if settings.undo.enabled:
        journals.append(UndoJournal(settings.undo, activity, home))
    return journals


def undo_contribution(settings: Settings, home: Path | None = None) -> Contribution:
    """`/undo`: restore the newest change set; the reply is one sentence in the agent's language."""
    if not settings.undo.enabled:
        return Contribution()
    language = settings.agent.language

    async def undo_command(args: str) -> str:
        outcome = await asyncio.to_thread(undo_last, home)
        return outcome.describe(language)

    return Contribution(commands={"undo": undo_command})
