"""V3–V5: answer the session's approval requests by voice, leaning to "no".

The voice channel joins the session's broker like a browser tab (K1), so the on-screen buttons
keep working and whichever answer comes first wins. For each request it reads the question
aloud, then listens — again after each reading and after each recognition without words, at
most `max_listens` times — and only a clear allow/always from the classifier approves.

Half-duplex (V5) lives in `VoiceIO.say`: the microphone is muted while the assistant speaks.
The spoken question also contains a negation ("…or no to deny"), so even an echo of it that
slipped past the mute would classify as DENY, never ALLOW.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from dataclasses import dataclass
from typing import Protocol

from jarvis_voice.activity import ActivityLog
from jarvis_voice.approval.base import Answer
from jarvis_voice.voice.classifier import Classification
from jarvis_voice.web.broker import ApprovalBroker, Connection, Send
from jarvis_voice.web.protocol import ApprovalRequestOut, ApprovalResolved, ServerMessage

log = logging.getLogger(__name__)
REMIND_EVERY = 5  # after this many listens without words, read a short reminder
SUMMARY_CHARS = 120


class VoiceIO(Protocol):
    async def say(self, text: str) -> None:
        """Speak `text`; the microphone hears nothing of it (half-duplex)."""

    async def listen(self, timeout_s: float, short: bool = False) -> str | None:
        """Recognise one utterance; None when nothing with words was heard in time.

        `short` marks an approval answer, which may be endpointed sooner."""


class Classifier(Protocol):
    def classify(self, text: str) -> Classification: ...


@dataclass(frozen=True)
class Phrases:
    question: str
    reminder: str
    heard: str


PHRASES: dict[str, Phrases] = {
    "en": Phrases(
        question="Approval needed. {tool}: {summary}. Say yes to allow, always to remember it, "
        "or no to deny.",
        reminder="Say yes to allow, or no to deny.",
        heard="🎙 voice · heard {text!r} → {decision} ({stage}, {ms:.0f} ms)",
    ),
    "ko": Phrases(
        question="승인이 필요합니다. {tool}: {summary}. 허용하려면 '응', 계속 허용하려면 '항상', "
        "거부하려면 '아니'라고 말해 주세요.",
        reminder="허용하려면 '응', 거부하려면 '아니'라고 말해 주세요.",
        heard="🎙 voice · {text!r} → {decision} ({stage}, {ms:.0f} ms)",
    ),
}


def spoken_question(request: ApprovalRequestOut, language: str) -> str:
    summary = " ".join(request.summary.split())
    if len(summary) > SUMMARY_CHARS:
        summary = summary[: SUMMARY_CHARS - 1] + "…"
    return PHRASES[language].question.format(tool=request.tool, summary=summary)


class SpokenApprovals:
    """A broker connection (channel "voice") that answers approval requests by voice."""

    def __init__(
        self,
        broker: ApprovalBroker,
        io: VoiceIO,
        classifier: Classifier,
        activity: ActivityLog,
        language: str = "en",
        max_listens: int = 20,
        listen_timeout_s: float = 8.0,
    ) -> None:
        self.broker = broker
        self.io = io
        self.classifier = classifier
        self.activity = activity
        self.phrases = PHRASES[language]
        self.language = language
        self.max_listens = max_listens
        self.listen_timeout_s = listen_timeout_s
        self.connection_id = f"voice-{uuid.uuid4().hex[:8]}"
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self.listens: dict[str, int] = {}  # request id → listening attempts (for tests, V3)

    async def join(self, send: Send | None = None) -> None:
        """Attach to the broker; a request already waiting is handed over at once (K1).

        `send` lets a caller that also wants other messages (the voice assistant) wrap ours.
        """
        await self.broker.attach(Connection(self.connection_id, send or self.send, "voice"))

    def leave(self) -> None:
        self.broker.detach(self.connection_id)
        for task in list(self._tasks.values()):
            task.cancel()

    async def send(self, message: ServerMessage) -> None:
        """Connection.send: must return at once, so each request runs in its own task."""
        if isinstance(message, ApprovalRequestOut) and message.request_id not in self._tasks:
            task = asyncio.create_task(self._answer(message))
            self._tasks[message.request_id] = task
            task.add_done_callback(lambda _t: self._tasks.pop(message.request_id, None))
        elif isinstance(message, ApprovalResolved):
            running = self._tasks.get(message.request_id)
            if running is not None and running is not asyncio.current_task():
                running.cancel()  # answered on screen or timed out: stop talking and listening

    async def wait_idle(self) -> None:
        """For tests and shutdown: wait until no request is being handled."""
        while self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.gather(*self._tasks.values(), return_exceptions=True)

    async def _answer(self, request: ApprovalRequestOut) -> None:
        rid = request.request_id
        self.listens[rid] = 0
        await self.io.say(spoken_question(request, self.language))
        empty = 0
        while self.listens[rid] < self.max_listens:
            self.listens[rid] += 1
            text = await self.io.listen(self.listen_timeout_s, short=True)
            if not text or not text.strip():
                empty += 1
                if empty % REMIND_EVERY == 0:
                    await self.io.say(self.phrases.reminder)
                continue
            result = await asyncio.to_thread(self.classifier.classify, text)
            self.activity.emit(
                self.phrases.heard.format(
                    text=text, decision=result.decision, stage=result.stage, ms=result.ms
                )
            )
            self.broker.answer(self.connection_id, rid, _answer_for(result, request))
            return
        # V3: out of listening attempts — leave it to the buttons and the normal timeout.
        self.activity.emit(f"🎙 voice · no answer heard after {self.max_listens} tries")


def _answer_for(result: Classification, request: ApprovalRequestOut) -> Answer:
    if result.decision == "always" and request.suggestion is not None:
        return Answer.ALWAYS
    if result.decision in ("allow", "always"):
        return Answer.ALLOW
    return Answer.DENY  # deny and unclear never run anything
