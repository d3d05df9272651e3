"""The voice front end (V1–V5): listen for a request, hand it to the session, speak the answer,
and answer approvals by voice — as one more connection of the session's broker, so browser
tabs on the same session keep their buttons and the first answer wins.
"""

from __future__ import annotations

import asyncio
import contextlib

from jarvis_voice.voice.spoken_approval import SpokenApprovals, VoiceIO
from jarvis_voice.voice.triggers import Trigger
from jarvis_voice.web.protocol import AssistantMessage, ErrorOut, ServerMessage
from jarvis_voice.web.sessions import WebSession


class VoiceAssistant:
    def __init__(
        self,
        session: WebSession,
        io: VoiceIO,
        approvals: SpokenApprovals,
        trigger: Trigger,
        listen_timeout_s: float = 8.0,
        source_ended: asyncio.Event | None = None,
    ) -> None:
        self.session = session
        self.io = io
        self.approvals = approvals
        self.trigger = trigger
        self.listen_timeout_s = listen_timeout_s
        self.source_ended = source_ended or asyncio.Event()
        self.replies: list[str] = []
        self._answered = asyncio.Event()

    async def _send(self, message: ServerMessage) -> None:
        await self.approvals.send(message)
        if isinstance(message, AssistantMessage):
            self.replies.append(message.text)
            self._answered.set()

    async def run(self, max_requests: int | None = None) -> int:
        """Serve spoken requests until the trigger says stop, the audio ends, or the count."""
        await self.approvals.join(self._send)
        handled = 0
        try:
            while max_requests is None or handled < max_requests:
                if not await self.trigger.wait():
                    break
                text = await self.io.listen(self.listen_timeout_s)
                if text is None:
                    if self.source_ended.is_set():
                        break
                    continue
                self._answered.clear()
                error = await self.session.submit(text)
                if isinstance(error, ErrorOut):
                    await self.io.say(error.message)
                    continue
                await self._answered.wait()
                await self.io.say(self.replies[-1])
                handled += 1
        finally:
            self.approvals.leave()
            with contextlib.suppress(asyncio.CancelledError):
                await self.approvals.wait_idle()
        return handled
