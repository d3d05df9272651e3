"""V3–V5: answer the session's approval requests by voice, leaning to "no".

The voice channel attaches to the session's broker like a browser tab (K1) and follows the
session's APPROVAL_ASKED / APPROVAL_RESOLVED events, so the on-screen buttons keep working and
whichever answer comes first wins. For each request it reads the question
aloud, then listens — again after each reading and after each recognition without words, at
most `max_listens` times — and only a clear allow/always from the classifier approves.

"Always" by voice remembers only the narrowest scope offered (A12: usually this exact command);
the question says what that is. The wider scopes are chosen on screen or in the terminal.

Half-duplex (V5) lives in `VoiceIO.say`: the microphone is muted while the assistant speaks.
The spoken question also contains a negation ("…or no to deny"), so even an echo of it that
slipped past the mute would classify as DENY, never ALLOW; the risk summary it starts with (A13,
"Deletes 3 paths. Needs root.") holds no word that means yes.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import uuid
from collections.abc import Callable
from typing import Protocol

from jarvis_voice.activity import ActivityLog
from jarvis_voice.approval.base import Answer, ApprovalRequest
from jarvis_voice.approval.broker import ApprovalBroker
from jarvis_voice.core.events import ApprovalAsked, ApprovalResolved, Event, Heard
from jarvis_voice.core.turn_language import Recognised
from jarvis_voice.i18n import N_, t
from jarvis_voice.text import clip
from jarvis_voice.voice.classifier import Classification

log = logging.getLogger(__name__)
REMIND_EVERY = 5  # after this many listens without words, read a short reminder
SUMMARY_CHARS = 120
SPOKEN_RISKS = 3  # the most serious findings are read; the screen shows them all


class VoiceIO(Protocol):
    async def say(self, text: str, language: str | None = None) -> None:
        """Speak `text` in the voice of `language` (the turn's; None: by its script); the
        microphone hears nothing of it (half-duplex)."""

    async def listen(
        self, timeout_s: float, short: bool = False, language: str | None = None
    ) -> str | None:
        """Recognise one utterance; None when nothing with words was heard in time.

        `short` marks an approval answer, which may be endpointed sooner; `language` is the
        language it is expected in (the approval request's)."""

    def heard_language(self) -> Recognised | None:
        """What the recogniser said about the last request's language; None: nothing."""

    def stop_speaking(self) -> None:
        """Cut what is being said short now (barge-in); safe from any thread."""


class Classifier(Protocol):
    def classify(self, text: str) -> Classification: ...


def spoken_question(request: ApprovalRequest, language: str) -> str:
    """The question read aloud: the risk summary first (A13: it matters most), then the call,
    then the answers — "always" only when offered, naming the narrowest scope (A12)."""
    summary = clip(request.summary(), SUMMARY_CHARS)
    risks = "".join(f"{line}. " for line in request.risk_lines(language, short=True)[:SPOKEN_RISKS])
    scope = request.scope()
    always = (
        t("voice.question.always", language, scope=scope.spoken(language))
        if scope is not None
        else ""
    )
    fields = {"risks": risks, "tool": request.tool, "summary": summary, "always": always}
    return t("voice.question", language, **fields)


# The classifier's decisions as the log line shows them.
_DECISIONS = {
    "allow": N_("voice.decision.allow"),
    "always": N_("voice.decision.always"),
    "deny": N_("voice.decision.deny"),
    "unclear": N_("voice.decision.unclear"),
}
_STAGES = {"keyword": N_("voice.stage.keyword"), "model": N_("voice.stage.model")}


class SpokenApprovals:
    """The voice answerer (channel "voice"): reads each approval request aloud and answers it."""

    def __init__(
        self,
        broker: ApprovalBroker,
        events: ActivityLog,
        io: VoiceIO,
        classifier: Classifier,
        max_listens: int = 20,
        listen_timeout_s: float = 8.0,
        source_ended: asyncio.Event | None = None,
        check_reply: Callable[[Classification], Classification] | None = None,
    ) -> None:
        self.broker = broker
        self.events = events
        self.io = io
        self.classifier = classifier
        self.max_listens = max_listens
        self.listen_timeout_s = listen_timeout_s
        self.source_ended = source_ended or asyncio.Event()  # the audio input is finished
        # a second opinion on a yes (the constrained Korean recogniser): may only say less
        self.check_reply = check_reply
        self.answerer_id = f"voice-{uuid.uuid4().hex[:8]}"
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._unsubscribe: Callable[[], None] | None = None
        self.listens: dict[str, int] = {}  # request id → listening attempts (for tests, V3)

    def join(self) -> None:
        """Start answering; a request already waiting is taken up at once (K1)."""
        self._unsubscribe = self.events.subscribe(self._on_event)
        for pending in self.broker.attach(self.answerer_id, "voice"):
            self._take(pending.request)

    def leave(self) -> None:
        self.broker.detach(self.answerer_id)
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        for task in list(self._tasks.values()):
            task.cancel()

    def _on_event(self, event: Event) -> None:
        """Runs on the session's loop: must return at once, so each request gets its own task."""
        payload = event.payload
        if isinstance(payload, ApprovalAsked):
            self._take(payload.request)
        elif isinstance(payload, ApprovalResolved):
            task = self._tasks.get(payload.request_id)
            if task is not None and task is not asyncio.current_task():
                task.cancel()  # answered on screen or timed out: stop talking and listening

    def _take(self, request: ApprovalRequest) -> None:
        if request.id in self._tasks:
            return
        task = asyncio.get_running_loop().create_task(self._answer(request))
        self._tasks[request.id] = task
        task.add_done_callback(functools.partial(self._forget, request.id))

    def _forget(self, request_id: str, _task: asyncio.Task[None]) -> None:
        self._tasks.pop(request_id, None)

    async def wait_idle(self) -> None:
        """For tests and shutdown: wait until no request is being handled."""
        while self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.gather(*self._tasks.values(), return_exceptions=True)

    async def _answer(self, request: ApprovalRequest) -> None:
        """Asked, reminded and answered in the request's language (its turn's, issue 16), and
        the reply is recognised in it."""
        rid = request.id
        language = request.language
        self.listens[rid] = 0
        await self.io.say(spoken_question(request, language), language)
        # the transcript shows when the microphone is the user's again
        self.events.emit(t("voice.awaiting_answer", language))
        empty = 0
        while self.listens[rid] < self.max_listens:
            self.listens[rid] += 1
            text = await self.io.listen(self.listen_timeout_s, short=True, language=language)
            if (not text or not text.strip()) and self.source_ended.is_set():
                self._audio_ended(rid, language)
                return
            if not text or not text.strip():
                empty += 1
                if empty % REMIND_EVERY == 0:
                    await self.io.say(t("voice.reminder", language), language)
                continue
            self.events.publish(Heard(text))
            result = await asyncio.to_thread(self.classifier.classify, text)
            if self.check_reply is not None:
                checked = self.check_reply(result)
                if result.acts and checked.decision == "unclear":
                    # whisper heard a yes the second recogniser did not confirm: ask again
                    self.events.emit(
                        t("voice.not_confirmed", language, text=text, reason=checked.reason)
                    )
                    await self.io.say(t("voice.reminder", language), language)
                    continue
                result = checked
            decision = t(_DECISIONS[result.decision], language)
            stage = t(_STAGES[result.stage], language)
            self.events.emit(
                t(
                    "voice.heard",
                    language,
                    text=text,
                    decision=decision,
                    stage=stage,
                    ms=result.ms,
                )
            )
            self.broker.answer(self.answerer_id, rid, _answer_for(result, request))
            return
        # V3: out of listening attempts — leave it to the buttons and the normal timeout.
        self.events.emit(t("voice.no_answer", language, n=self.max_listens))

    def _audio_ended(self, request_id: str, language: str) -> None:
        """Nobody can speak any more: with no screen or terminal to answer either, say no now
        rather than wait out the timeout (leaning to "no", V3)."""
        others = [a for a in self.broker.answerers if a != self.answerer_id]
        if others:
            self.events.emit(t("voice.audio_ended.on_screen", language))
            return
        self.events.emit(t("voice.audio_ended.denied", language))
        self.broker.answer(self.answerer_id, request_id, Answer.DENY)


def _answer_for(result: Classification, request: ApprovalRequest) -> Answer:
    """ALWAYS carries no scope: the gate saves the narrowest (A12: voice offers only that)."""
    if result.decision == "always" and request.scopes:
        return Answer.ALWAYS
    if result.decision in ("allow", "always"):
        return Answer.ALLOW
    return Answer.DENY  # deny and unclear never run anything
