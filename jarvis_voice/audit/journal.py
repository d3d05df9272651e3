"""`AuditJournal`: the pipeline call journal that writes one audit row per call."""

from __future__ import annotations

import asyncio
import logging

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.pipeline import CallJournal, CallRun
from jarvis_voice.audit.record import entry_for
from jarvis_voice.audit.store import AuditStore
from jarvis_voice.config import Settings
from jarvis_voice.i18n import Msg
from jarvis_voice.tools.base import ToolResult

log = logging.getLogger(__name__)


class AuditJournal:
    name = "audit"

    def __init__(self, store: AuditStore, activity: ActivityLog | None = None) -> None:
        self.store = store
        self.activity = activity
        self._warned = False

    async def before(self, run: CallRun) -> None:
        """Nothing to do before: the row is written once the call is over."""

    async def after(self, run: CallRun, result: ToolResult) -> None:
        # built here, in the turn's context (the turn id is a context variable); the SQLite
        # write is a few milliseconds, off the event loop all the same
        try:
            entry = entry_for(run, result)
            await asyncio.to_thread(self.store.add, entry)
        except Exception as exc:  # the log failing must never fail the call it describes
            log.warning("audit log write failed: %s", exc)
            if self.activity is not None and not self._warned:  # once, not on every call
                self.activity.emit(Msg("activity.audit_failed", error=exc))
            self._warned = True


def audit_journals(settings: Settings, activity: ActivityLog | None = None) -> list[CallJournal]:
    """The audit journal `settings.audit` asks for (none when disabled), for `build_agent`."""
    if not settings.audit.enabled:
        return []
    store = AuditStore(keep_days=settings.audit.keep_days)
    return [AuditJournal(store, activity)]
