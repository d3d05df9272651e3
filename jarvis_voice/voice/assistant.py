"""The voice front end (V1–V5): listen for a request, hand it to the session, speak *that*
request's answer, and answer approvals by voice (`SpokenApprovals`, one more answerer of the
session's broker, so browser tabs on the same session keep their buttons).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Protocol

from jarvis_voice.agent.loop import TurnResult
from jarvis_voice.core.events import EndedBy, Event, Source, StopSpeaking
from jarvis_voice.core.session import Session
from jarvis_voice.core.turn_language import Recognised
from jarvis_voice.i18n import t
from jarvis_voice.voice.spoken_answer import SpokenAnswer
from jarvis_voice.voice.spoken_approval import SpokenApprovals, VoiceIO
from jarvis_voice.voice.stop_listener import StopHeard
from jarvis_voice.voice.triggers import Trigger


class HearsStop(Protocol):
    async def wait(self, now: Callable[[], None] | None = None) -> StopHeard:
        """Return when the user says "stop" (or the wake word); `now` is called at once from
        any thread."""


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
        spoken_stop: HearsStop | None = None,
        spoken_wake: HearsStop | None = None,
        follow_up_s: float = 0.0,
    ) -> None:
        self.session = session
        self.io = io
        self.approvals = approvals
        self.trigger = trigger
        self.listen_timeout_s = listen_timeout_s
        self.source_ended = source_ended or asyncio.Event()
        # the terminal's transcript: `you (heard)> …`, `jarvis> …`, in the conversation's
        # language (`session.language`, the latest turn's)
        self.show = show
        self.spoken_stop = spoken_stop  # hears "stop" / "그만" while the answer is spoken
        self.spoken_wake = spoken_wake  # hears the wake word while the answer is spoken
        # after an answer, listen this long without asking the trigger (the wake word's
        # follow-up window; 0 = every request goes through the trigger)
        self.follow_up_s = follow_up_s
        self.replies: list[str] = []

    async def run(self, max_requests: int | None = None) -> int:
        """Serve spoken requests until the trigger says stop, the audio ends, or the count."""
        self.approvals.join()
        handled = 0
        name = self.session.display_name.lower()
        listen_now = False  # a barge-in press was the user's "I want to talk"
        follow_up = False  # an answer was just given: the follow-up window is open
        try:
            while max_requests is None or handled < max_requests:
                timeout = self.listen_timeout_s
                if follow_up and not listen_now and self.follow_up_s > 0:
                    timeout = self.follow_up_s
                elif not listen_now and not await self.trigger.wait():
                    break
                listen_now = follow_up = False
                text = await self.io.listen(timeout)
                if text is None:
                    if self.source_ended.is_set():
                        break
                    continue
                self.show(t("voice.you_heard", self.session.language, text=text))
                recognised = self.io.heard_language()
                self.session.heard(text, recognised.language if recognised else None)
                result, listen_now = await self._turn(text, recognised)
                follow_up = True
                if result.ended_by in (EndedBy.BUSY, EndedBy.REJECTED):
                    continue
                self.replies.append(result.answer)
                self.show(f"{name}> {result.answer}")
                handled += 1
        finally:
            self.approvals.leave()
            with contextlib.suppress(asyncio.CancelledError):
                await self.approvals.wait_idle()
        return handled

    async def _turn(self, text: str, recognised: Recognised | None) -> tuple[TurnResult, bool]:
        """Submit the request and speak its answer sentence by sentence as it streams.

        Barge-in: a push-to-talk press, a spoken "stop" or the wake word (once the answer is
        being spoken) or a stop request (the page's button) stops the speech at once and nothing
        more of it is said; the history marks the answer as interrupted. Returns the result and
        whether the user asked to listen right away (a press, a spoken stop or wake word)."""
        turn_id = self.session.new_turn_id()
        speech = SpokenAnswer(self.io, self.session.language)  # then the turn's (TURN_STARTED)

        def barge_in() -> None:
            if not speech.interrupted:
                speech.interrupt()
                self.io.stop_speaking()  # within a frame or two of the request

        def follow(event: Event) -> None:
            if isinstance(event.payload, StopSpeaking):
                barge_in()
            elif event.turn_id == turn_id:
                speech.on_event(event)

        unsubscribe = self.session.events.subscribe(follow)
        press = asyncio.create_task(self._press_while(speech)) if self.trigger.barges_in else None
        spoken = [
            asyncio.create_task(self._said_while(speech, hearer))
            for hearer in (self.spoken_stop, self.spoken_wake)
            if hearer is not None
        ]
        for task in (press, *spoken):
            if task is not None:
                task.add_done_callback(
                    lambda task: None if task.cancelled() or task.exception() else barge_in()
                )
        try:
            result = await self.session.submit(
                text,
                source=Source.VOICE,
                turn_id=turn_id,
                language=recognised.language if recognised else None,
                language_probability=recognised.probability if recognised else 1.0,
            )
            await speech.finish(result.answer)
        except BaseException:
            await speech.cancel()
            raise
        finally:
            unsubscribe()
            pressed = press is not None and press.done() and not press.cancelled()
            said = [
                task.result()
                for task in spoken
                if task.done() and not task.cancelled() and task.exception() is None
            ]
            for task in (press, *spoken):
                if task is not None and not task.done():
                    task.cancel()
        if speech.interrupted:
            self.session.mark_interrupted(turn_id)
            if said:
                self.show(t("voice.interrupted_by", speech.language, text=said[0].text))
            else:
                self.show(t("voice.interrupted", speech.language))
        return result, pressed or bool(said)

    async def _press_while(self, speech: SpokenAnswer) -> bool:
        """A press once the answer is being spoken (a press before — e.g. to answer an
        approval — is the user's next turn, not an interruption)."""
        await speech.speaking.wait()
        return await self.trigger.wait()

    async def _said_while(self, speech: SpokenAnswer, hearer: HearsStop) -> StopHeard:
        """A spoken stop (or the wake word) once the answer is being spoken; the speech is cut
        from the listening thread at once (barge_in then also drops the sentences not yet
        said)."""
        await speech.speaking.wait()
        return await hearer.wait(now=self.io.stop_speaking)
