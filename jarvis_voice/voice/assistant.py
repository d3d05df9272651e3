"""The voice front end (V1–V5): listen for a request, hand it to the session, speak *that*
request's answer, and answer approvals by voice (`SpokenApprovals`, one more answerer of the
session's broker, so browser tabs on the same session keep their buttons).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from jarvis_voice.core.events import EndedBy, Source
from jarvis_voice.core.session import Session
from jarvis_voice.voice.spoken_approval import SpokenApprovals, VoiceIO
from jarvis_voice.voice.triggers import Trigger


class VoiceAssistant:
    def __init__(
        self,
        session: Session,
        io: VoiceIO,
        approvals: SpokenApprovals,
        trigger: Trigger,
        listen_timeout_s: float = 8.0,
        source_ended: asyncio.Event | None = None,
        show: Callable[[str], None] = lambda line: None,
    ) -> None:
        self.session = session
        self.io = io
        self.approvals = approvals
        self.trigger = trigger
        self.listen_timeout_s = listen_timeout_s
        self.source_ended = source_ended or asyncio.Event()
        self.show = show  # the terminal's transcript: `you (heard)> …`, `jarvis> …`
        self.replies: list[str] = []

    async def run(self, max_requests: int | None = None) -> int:
        """Serve spoken requests until the trigger says stop, the audio ends, or the count."""
        self.approvals.join()
        handled = 0
        name = self.session.display_name.lower()
        try:
            while max_requests is None or handled < max_requests:
                if not await self.trigger.wait():
                    break
                text = await self.io.listen(self.listen_timeout_s)
                if text is None:
                    if self.source_ended.is_set():
                        break
                    continue
                self.show(f"you (heard)> {text}")
                self.session.heard(text)
                result = await self.session.submit(text, source=Source.VOICE)
                if result.ended_by in (EndedBy.BUSY, EndedBy.REJECTED):
                    await self.io.say(result.answer)
                    continue
                self.replies.append(result.answer)
                self.show(f"{name}> {result.answer}")
                await self.io.say(result.answer)
                handled += 1
        finally:
            self.approvals.leave()
            with contextlib.suppress(asyncio.CancelledError):
                await self.approvals.wait_idle()
        return handled
