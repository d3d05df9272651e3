"""Speak an answer while the model is still writing it (issue 12: streaming speech).

Fed the turn's events: ANSWER_DELTA text is cut into sentences and each complete sentence is
spoken at once, so the first audio comes before the whole answer exists. A tool that runs
longer than `cue_after_s` gets one short spoken cue ("One moment."), so a slow tool is never
silence. `finish(answer)` speaks what is left — or the whole answer when nothing streamed
(a fixed line such as a denial, or a backend that cannot stream). Every sentence is said in the
turn's voice (TURN_STARTED's language), so one answer is never read in two voices.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Protocol

from jarvis_voice.core.events import AnswerDelta, Event, ToolFinished, ToolStarted, TurnStarted
from jarvis_voice.i18n import t
from jarvis_voice.voice.sentences import early_clause, split_sentences


class Says(Protocol):
    async def say(self, text: str, language: str | None = None) -> None: ...


class SpokenAnswer:
    def __init__(self, io: Says, language: str = "en", cue_after_s: float = 1.0) -> None:
        self.io = io
        self.language = language  # until the turn says its own (TURN_STARTED)
        self.cue_after_s = cue_after_s
        self.spoken: list[str] = []
        self._buffer = ""
        self._streamed = ""
        self._started = False  # a piece of the streamed answer has been queued
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._voice = asyncio.get_running_loop().create_task(self._speak_in_order())
        self._cue_timer: asyncio.TimerHandle | None = None
        self._cued = False
        self.speaking = asyncio.Event()  # set when the first words are being said
        self.interrupted = False

    def interrupt(self) -> None:
        """Barge-in: say nothing more of this answer (the caller cuts the current sentence)."""
        self.interrupted = True
        self._drop_queued()
        if self._cue_timer is not None:
            self._cue_timer.cancel()

    def on_event(self, event: Event) -> None:
        """Call for each event of this answer's turn (on the session's loop)."""
        payload = event.payload
        if self.interrupted:
            return
        if isinstance(payload, TurnStarted):
            self.language = payload.language
        elif isinstance(payload, AnswerDelta):
            self._feed(payload.text)
        elif isinstance(payload, ToolStarted) and not self._cued:
            loop = asyncio.get_running_loop()
            self._cue_timer = loop.call_later(self.cue_after_s, self._say_cue)
        elif isinstance(payload, ToolFinished) and self._cue_timer is not None:
            self._cue_timer.cancel()
            self._cue_timer = None

    async def finish(self, answer: str) -> None:
        """The turn is over: speak the rest (or `answer` itself when nothing streamed)."""
        if self._cue_timer is not None:
            self._cue_timer.cancel()
        if self.interrupted:
            pass
        elif self._streamed.strip() and self._streamed.strip() == answer.strip():
            rest = self._buffer.strip()
            if rest:
                self._queue.put_nowait(rest)
        else:  # not streamed, or changed after streaming (a hook): say the real answer
            self._drop_queued()
            self._queue.put_nowait(answer)
        self._queue.put_nowait(None)
        await self._voice

    async def cancel(self) -> None:
        self._drop_queued()
        self._voice.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._voice

    def _feed(self, text: str) -> None:
        self._streamed += text
        self._buffer += text
        pieces = split_sentences(self._buffer)
        if len(pieces) < 2:
            if not self._started and (cut := early_clause(self._buffer)):
                self._started = True  # the first audio: a clause need not wait for its stop
                self._queue.put_nowait(self._buffer[:cut].strip())
                self._buffer = self._buffer[cut:]
            return
        self._started = True
        # All but the last piece are whole sentences; the last may still be growing.
        consumed = 0
        for sentence in pieces[:-1]:
            at = self._buffer.find(sentence, consumed)
            if at < 0:  # the splitter reshaped it: wait for more text or the end
                break
            self._queue.put_nowait(sentence)
            consumed = at + len(sentence)
        self._buffer = self._buffer[consumed:]

    def _say_cue(self) -> None:
        self._cue_timer = None
        if not self._cued and not self._streamed:
            self._cued = True
            self._queue.put_nowait(t("voice.cue", self.language))

    def _drop_queued(self) -> None:
        """Forget the sentences not yet spoken (the end marker, if queued, stays)."""
        ended = False
        while not self._queue.empty():
            ended = self._queue.get_nowait() is None or ended
        if ended:
            self._queue.put_nowait(None)

    async def _speak_in_order(self) -> None:
        while (sentence := await self._queue.get()) is not None:
            self.speaking.set()
            self.spoken.append(sentence)
            await self.io.say(sentence, self.language)
