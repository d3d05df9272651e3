"""Web sessions: the page's session ids mapped to `core.Session`s, with their tokens (K2).

A session lives in the server's event loop; many tabs can connect to one session. The voice
front end may hand in its own session (`adopt`) so the page and the microphone share it.
"""

from __future__ import annotations

import hashlib
import hmac
import re

from jarvis_voice.config import Settings
from jarvis_voice.core.session import Session
from jarvis_voice.errors import JarvisError
from jarvis_voice.llm.base import LLMBackend

SESSION_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


class SessionManager:
    def __init__(
        self, settings: Settings, backend: LLMBackend, secret: bytes, max_sessions: int = 32
    ) -> None:
        self.settings = settings
        self.backend = backend
        self.max_sessions = max_sessions
        self._secret = secret
        self._sessions: dict[str, Session] = {}
        self._warmed = False
        self.attached: dict[str, int] = {}  # session id → open WebSocket connections

    def token(self, session_id: str) -> str:
        """Per-session token (K2): derived from a per-process secret, never stored."""
        digest = hmac.new(self._secret, session_id.encode(), hashlib.sha256)
        return digest.hexdigest()[:32]

    def token_ok(self, session_id: str, token: str | None) -> bool:
        return token is not None and hmac.compare_digest(self.token(session_id), token)

    def agent_id(self, session_id: str) -> str:
        """The agent a session runs (or would run, before its first tab connects)."""
        session = self._sessions.get(session_id)
        return session.agent_id if session is not None else self.settings.agent.id

    def adopt(self, session: Session) -> None:
        """Serve an existing session (the voice front end's) under its id."""
        self._sessions[session.id] = session
        self._warmed = True

    async def get(self, session_id: str) -> Session:
        session = self._sessions.get(session_id)
        if session is None:
            await self._make_room()
            session = Session(self.settings, self.backend, session_id=session_id)
            # One model per process: only the first session warms it up.
            await session.start(warm_up=not self._warmed)
            self._warmed = True
            self._sessions[session_id] = session
        return session

    async def _make_room(self) -> None:
        """Bound memory: drop the oldest idle session (no tabs, no turn) when at the cap."""
        if len(self._sessions) < self.max_sessions:
            return
        for session_id, session in self._sessions.items():
            if not self.attached.get(session_id) and not session.busy:
                del self._sessions[session_id]
                await session.close()
                return
        raise JarvisError(f"too many active sessions (limit {self.max_sessions})")

    async def close(self) -> None:
        """Stop every session's background work."""
        for session in list(self._sessions.values()):
            await session.close()
