"""A web session: one agent loop, one approval broker, one chat history, many connections."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import re
import time
from collections.abc import Coroutine
from dataclasses import dataclass, field
from typing import Any

from jarvis_voice.activity import ActivityEntry, ActivityLog
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agents import Scheduler, start_scheduler
from jarvis_voice.agents.schedules import Job
from jarvis_voice.app import build_agent
from jarvis_voice.config import Settings
from jarvis_voice.errors import JarvisError
from jarvis_voice.llm.base import LLMBackend
from jarvis_voice.procedures import start_idle_consolidation
from jarvis_voice.procedures.idle import IdleConsolidator
from jarvis_voice.security.input_validation import InputRejected, validate_user_input
from jarvis_voice.web.broker import ApprovalBroker
from jarvis_voice.web.protocol import (
    Activity,
    AssistantMessage,
    ErrorOut,
    HistoryEntry,
    ServerMessage,
    UserMessageOut,
)

log = logging.getLogger(__name__)
SESSION_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


@dataclass
class WebSession:
    id: str
    agent: AgentLoop
    broker: ApprovalBroker
    activity: ActivityLog
    history: list[HistoryEntry] = field(default_factory=list)
    turn: asyncio.Task[None] | None = None
    busy: bool = False  # cleared before the answer goes out, so a client may send the next one
    consolidator: IdleConsolidator | None = None
    scheduler: Scheduler | None = None

    async def broadcast(self, message: ServerMessage) -> None:
        await self.broker.broadcast(message)

    async def submit(self, text: str) -> ErrorOut | None:
        """A request from any client (tab, voice, terminal): validate (S1), echo, start a turn."""
        try:
            clean = validate_user_input(text, self.agent.config.input_max_length)
        except InputRejected as exc:
            return ErrorOut(code="invalid_input", message=str(exc))
        if self.busy:
            return ErrorOut(code="busy", message="still working on the previous request")
        await self.broadcast(UserMessageOut(text=clean))
        self.start_turn(clean)
        return None

    def start_turn(self, text: str) -> None:
        self.history.append(HistoryEntry(role="user", text=text))
        self.busy = True
        self.turn = asyncio.create_task(self._run_turn(text))

    async def _run_turn(self, text: str) -> None:
        try:
            result = await self.agent.run_turn(text)
            answer, ended_by = result.answer, result.ended_by
        except Exception as exc:  # keep the session alive whatever a turn does
            log.exception("turn failed in session %s", self.id)
            answer, ended_by = f"Something went wrong: {exc}", "error"
        self.history.append(HistoryEntry(role="assistant", text=answer))
        self.busy = False
        await self.broadcast(AssistantMessage(text=answer, ended_by=ended_by))

    async def show_scheduled(self, job: Job) -> None:
        """An unattended turn's answer (X5) joins this session's chat."""
        text = f"(scheduled, {job.when()}) {job.answer}"
        self.history.append(HistoryEntry(role="assistant", text=text))
        await self.broadcast(AssistantMessage(text=text, ended_by=job.ended_by))


class SessionManager:
    def __init__(
        self, settings: Settings, backend: LLMBackend, secret: bytes, max_sessions: int = 32
    ) -> None:
        self.settings = settings
        self.backend = backend
        self.max_sessions = max_sessions
        self._secret = secret
        self._sessions: dict[str, WebSession] = {}
        self._background: set[asyncio.Task[None]] = set()
        self._warmed = False

    def token(self, session_id: str) -> str:
        """Per-session token (K2): derived from a per-process secret, never stored."""
        digest = hmac.new(self._secret, session_id.encode(), hashlib.sha256)
        return digest.hexdigest()[:32]

    def token_ok(self, session_id: str, token: str | None) -> bool:
        return token is not None and hmac.compare_digest(self.token(session_id), token)

    def get(self, session_id: str) -> WebSession:
        session = self._sessions.get(session_id)
        if session is None:
            self._make_room()
            session = self._create(session_id)
            self._sessions[session_id] = session
        return session

    def _make_room(self) -> None:
        """Bound memory: drop the oldest idle session (no tabs, no turn) when at the cap."""
        if len(self._sessions) < self.max_sessions:
            return
        for session_id, session in self._sessions.items():
            if not session.broker.connections and not session.busy:
                del self._sessions[session_id]
                if session.consolidator is not None:
                    self._spawn(session.consolidator.stop())
                if session.scheduler is not None:
                    self._spawn(session.scheduler.stop())
                return
        raise JarvisError(f"too many active sessions (limit {self.max_sessions})")

    def _create(self, session_id: str) -> WebSession:
        broker = ApprovalBroker(session_id)
        activity = ActivityLog()
        agent = build_agent(self.settings, self.backend, broker, activity)
        session = WebSession(session_id, agent, broker, activity)
        loop = asyncio.get_running_loop()

        def forward(entry: ActivityEntry) -> None:
            message = Activity(line=entry.line, at=entry.at or time.time())
            loop.call_soon_threadsafe(self._spawn, session.broadcast(message))

        activity.subscribe(forward)
        session.consolidator = start_idle_consolidation(agent)  # procedures, in the background
        session.scheduler = start_scheduler(agent)  # scheduled prompts, unattended (X5)
        if session.scheduler is not None:
            session.scheduler.on_result.append(session.show_scheduled)
        if not self._warmed:
            self._warmed = True  # process the fixed prompt while the user reads the page
            self._spawn(asyncio.to_thread(_quiet_warm_up, agent))
        return session

    async def close(self) -> None:
        """Stop every session's background work (procedure consolidation)."""
        for session in list(self._sessions.values()):
            if session.consolidator is not None:
                await session.consolidator.stop()
            if session.scheduler is not None:
                await session.scheduler.stop()

    def _spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._background.add(task)  # keep a reference until done (asyncio holds only weak ones)
        task.add_done_callback(self._background.discard)


def _quiet_warm_up(agent: AgentLoop) -> None:
    try:
        agent.warm_up()
    except Exception as exc:  # the first real turn reports backend problems in one line
        log.info("warm-up skipped: %s", exc)
