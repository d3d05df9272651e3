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


def undo_journals(
    settings: Settings, activity: ActivityLog, home: Path | None = None
) -> list[CallJournal]:
    """The tool pipeline's call journals, in the order they run (undo first: it fills
    `CallRun.changed` and `change_set` for the journals after it)."""
    journals: list[CallJournal] = []
    if settings.undo.enabled:
        journals.append(UndoJournal(settings.undo, activity, home))
    return journals


def undo_contribution(settings: Settings, home: Path | None = None) -> Contribution:
    """`/undo [en|ko]`: restore the newest change set; the reply is one sentence in that
    language (a spoken "되돌려 줘" arrives as `/undo ko`: core/spoken_commands.py), else the
    turn's."""
    if not settings.undo.enabled:
        return Contribution()

    async def undo_command(args: str, turn_language: str) -> str:
        asked = args.strip().lower()
        language = asked if asked in ("en", "ko") else turn_language
        outcome = await asyncio.to_thread(undo_last, home)
        return outcome.describe(language)

    return Contribution(commands={"undo": undo_command})
