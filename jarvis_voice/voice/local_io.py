"""The real `VoiceIO`: speaker and microphone on one half-duplex gate (V1, V5).

`say` plays through the TTS speaker with the gate closed; `listen` waits for the gate to open,
endpoints one utterance with webrtcvad and recognises it with faster-whisper. The same frame
iterator is kept across listens, so a live microphone stream is never restarted.

`wait_for_wake` (issue 15) puts the wake word detector in front of the endpointer on that same
iterator: the frames after "Hey Jarvis" stay queued, so a request said in the same breath
reaches the next `listen` whole; when silence follows instead, a short earcon says "go on".
With a `WakeConfirmer` (voice/wake_confirm.py) the recogniser must hear the name in the audio
around the detection: before the earcon, or — for a request in the same breath — while that
request is endpointed, its transcript dropped unless the name was confirmed.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future
from dataclasses import dataclass, replace
from typing import NamedTuple

from jarvis_voice.core.turn_language import Recognised
from jarvis_voice.voice.audio import (
    FRAME_MS,
    SAMPLE_RATE,
    AudioSink,
    AudioSource,
    GatedSource,
    MuteGate,
    TurnTakingSource,
)
from jarvis_voice.voice.classifier import Classification
from jarvis_voice.voice.early_stt import EarlyRecognition
from jarvis_voice.voice.echo import PlaybackReference, ReferencedSink
from jarvis_voice.voice.playback_hold import PlaybackHold
from jarvis_voice.voice.reply_grammar import ReplyGrammar, cross_check, is_korean_reply
from jarvis_voice.voice.speaker import Speaker
from jarvis_voice.voice.stop_listener import OwnSpeech
from jarvis_voice.voice.stt import Recognizer, Transcript
from jarvis_voice.voice.tts import Synthesizer
from jarvis_voice.voice.vad import Endpointer, checked_frame
from jarvis_voice.voice.wake_confirm import AFTER_MS, BEFORE_MS, Confirmation, WakeConfirmer
from jarvis_voice.voice.wake_word import WakeWordDetector, earcon_pcm, strip_wake_phrase

# After the wake word: voice within this long is the request in the same breath (no earcon);
# a pause after a comma is 0.2-0.3 s, someone waiting for the earcon pauses longer.
SAME_BREATH_MS = 360
# Voice at the detection for up to this long is the wake word's own end, not the request in
# the same breath: piper at length 1.3 went on for 90-240 ms after a detection at 0.3 (150-270 ms
# at 0.15), and past 300 ms once in 40 (its durations are sampled).
WAKE_TAIL_MS = 450
# File-driven runs (`--audio-in`): a clip that held no wake word is over after this much
# silence, and the next clip is asked for.
NEXT_CLIP_MS = 900

log = logging.getLogger(__name__)


class AfterWake(NamedTuple):
    peeked: list[bytes]  # the frames looked at after the detection
    voiced: bool  # voice came within SAME_BREATH_MS of the wake word's end
    tail: int  # how many of `peeked` are the wake word's own end


def after_wake(
    frames: Iterator[bytes],
    is_speech: Callable[[bytes], bool],
    confirming: bool,
    before: Iterable[bytes] = (),
) -> AfterWake:
    """The frames looked at after a detection and whether voice came within SAME_BREATH_MS of
    the wake word's end. Without a confirmation the look stops at
    the first voiced frame; with one it goes on to AFTER_MS, the end of the segment the
    recogniser checks.

    Voice right at the detection, for at most WAKE_TAIL_MS, is the end of "Jarvis" itself (a
    slow speaker's "-vis": the sensitive threshold fires before it ends), not a request; the
    same-breath window starts after it.

    `before`: the audio up to the detection. webrtcvad adapts to what it hears: cold at the
    detection it called a slow "-vis" silence for two frames and its rest the request in the
    same breath (no earcon); having heard the wake word, it hears its tail as voice."""
    for frame in before:
        is_speech(checked_frame(frame))
    least = AFTER_MS // FRAME_MS if confirming else 0
    peeked: list[bytes] = []
    voiced = False
    tail = 0  # voiced frames right at the detection
    for frame in frames:
        peeked.append(frame)
        speech = is_speech(checked_frame(frame))
        if speech and tail == len(peeked) - 1 and tail < WAKE_TAIL_MS // FRAME_MS:
            tail += 1
            continue
        voiced = voiced or speech
        if voiced and len(peeked) >= least:
            break
        if len(peeked) >= tail + SAME_BREATH_MS // FRAME_MS:
            break
    return AfterWake(peeked, voiced, tail)


@dataclass
class Heard:
    """The last recognition, kept for benchmarks (end of speech → decision)."""

    transcript: Transcript | None
    speech_ended_at: float  # time.perf_counter() when the endpointer returned
    # what the constrained recogniser heard in the same utterance ("" nothing; None: not run)
    constrained: str | None = None
    constrained_after_s: float | None = None  # end of speech → its result (vosk alone)


class LocalVoiceIO:
    def __init__(
        self,
        source: AudioSource,
        sink: AudioSink,
        endpointer: Endpointer,
        recognizer: Recognizer,
        synthesizer: Synthesizer,
        gate: MuteGate | None = None,
        language: str | None = None,
        answer_endpointer: Endpointer | None = None,
        answer_language: str | None = None,
        reply_grammar: ReplyGrammar | None = None,
        early_recognition: bool = True,
    ) -> None:
        self.gate = gate or MuteGate()
        self.turn_taking = source if isinstance(source, TurnTakingSource) else None
        self.source = GatedSource(source, self.gate)
        # what was played when: the spoken-stop listener cancels its echo (voice/echo.py)
        self.playback = PlaybackReference()
        self.sink = ReferencedSink(sink, self.playback)
        # the user talking over the answer pauses it (voice/playback_hold.py) when the sink
        # can pause (devices.SpeakerSink); the spoken-stop listener holds and releases it
        self.hold = PlaybackHold() if hasattr(sink, "hold") else None
        if self.hold is not None:
            sink.hold = self.hold  # type: ignore[attr-defined]
        self.endpointer = endpointer
        self.answer_endpointer = answer_endpointer or endpointer
        self.recognizer = recognizer
        # The gate already stays closed for its release time: no second echo tail.
        self.speaker = Speaker(synthesizer, echo_tail_s=0.0)
        self.language = language
        # Answers come in the language the question was asked in: skipping auto-detection
        # saves an encoder pass (≈ 0.4 s with base) on the approval path.
        self.answer_language = answer_language or language
        # ...and when requests are auto-detected, the turn's language (the approval request's)
        # wins, else the language the last request was heard in: a Korean request in an English
        # session is answered "네", not decoded as English.
        self.request_language: str | None = None
        self.request_probability = 1.0  # the recogniser's, for request_language
        self.last: Heard | None = None
        # Korean approval replies are cross-checked by a constrained recogniser (reply_grammar)
        self.reply_grammar = reply_grammar
        # whisper starts at a pause, before the hangover ends (voice/early_stt.py)
        self.early_recognition = early_recognition
        self.own_speech = OwnSpeech()  # what was said when: a spoken stop is not our echo
        self._pending: deque[bytes] = deque()  # frames looked at after a wake word, kept
        self._frames: Iterator[bytes] = self._stream(self.source.frames())
        self._mic = threading.Lock()  # one listener at a time
        self._woken = False  # the next listen follows a wake word (its audio is queued)
        self._closed = threading.Event()
        self.wake_heard_at: float | None = None  # perf_counter of the last detection
        self.same_breath = False  # voice followed the last wake word at once (no earcon)
        # the second stage for a request in the same breath, and who to tell once it passes
        self._confirming: Future[Confirmation] | None = None
        self._on_confirmed: Callable[[], None] = lambda: None
        self.last_confirmation: Confirmation | None = None  # tests, benchmarks
        self.wakes_dropped = 0  # detections the confirmation refused

    def _stream(self, frames: Iterator[bytes]) -> Iterator[bytes]:
        while True:
            if self._pending:
                yield self._pending.popleft()
                continue
            frame = next(frames, None)
            if frame is None:
                return
            yield frame

    async def say(self, text: str, language: str | None = None) -> None:
        """`language`: the turn's, whose voice reads it (None: chosen by the text's script)."""
        with self.own_speech.saying(text):
            await asyncio.to_thread(self.speaker.speak, text, self.sink, self.gate, language)

    async def listen(
        self, timeout_s: float, short: bool = False, language: str | None = None
    ) -> str | None:
        """One utterance as text. `short`: an approval answer, endpointed sooner and decoded
        in `language` (the request's) when the recogniser's language is not set."""
        endpointer = self.answer_endpointer if short else self.endpointer
        language = self.reply_language(language) if short else self.language
        woken = self._woken and not short
        confirming, self._confirming = (self._confirming, None) if woken else (None, None)
        transcript = await asyncio.to_thread(self._listen, endpointer, language, timeout_s, short)
        if confirming is not None and not await self._confirmed(confirming):
            return None  # not the wake word: what followed is no request either
        if transcript is not None and woken:
            transcript = replace(transcript, text=strip_wake_phrase(transcript.text))
        if transcript is None or not transcript.has_words:
            return None
        if not short:
            self.request_language = transcript.language or None
            self.request_probability = transcript.language_probability
        return transcript.text

    def heard_language(self) -> Recognised | None:
        """The last request's language as the recogniser reported it (issue 16)."""
        if self.request_language is None:
            return None
        return Recognised(self.request_language, self.request_probability)

    async def wait_for_wake(
        self,
        detector: WakeWordDetector,
        earcon: bool = True,
        enabled: Callable[[], bool] = lambda: True,
        confirmer: WakeConfirmer | None = None,
        on_wake: Callable[[], None] = lambda: None,
    ) -> bool:
        """Block until the wake word is heard, or `enabled()` turns False (wake-word listening
        switched off: the caller listens without it); False when the audio ends.

        `on_wake()` is called once the wake word counts: at once, or when a `confirmer` checks
        a request said in the same breath, after that check passed (in the next `listen`)."""
        heard = await asyncio.to_thread(self._wait_for_wake, detector, earcon, enabled, confirmer)
        if heard is None:
            return False
        if heard and self._confirming is None:
            on_wake()
        elif heard:
            self._on_confirmed = on_wake
        return True

    def _wait_for_wake(
        self,
        detector: WakeWordDetector,
        earcon: bool,
        enabled: Callable[[], bool],
        confirmer: WakeConfirmer | None,
    ) -> bool | None:
        """True: heard (and confirmed, or being confirmed); False: switched off; None: the
        audio ended."""
        with self._mic:
            if not enabled():
                return False
            self.gate.wait_open()
            detector.reset()
            if self.turn_taking is not None:
                self.turn_taking.listening()
            quiet = 0
            recent: deque[bytes] = deque(maxlen=BEFORE_MS // FRAME_MS)  # the wake segment
            for frame in self._frames:
                if self._closed.is_set():
                    return None
                recent.append(frame)
                if detector.feed(frame):
                    self.wake_heard_at = time.perf_counter()
                    if self._after_wake(detector, earcon, recent, confirmer):
                        return True
                    detector.reset()  # refused: listen for the wake word again
                    recent.clear()
                    continue
                if not enabled():
                    return False
                if self.turn_taking is not None:
                    quiet = quiet + 1 if not any(frame) else 0
                    if quiet == NEXT_CLIP_MS // FRAME_MS:
                        self.turn_taking.listening()
            return None

    def _after_wake(
        self,
        detector: WakeWordDetector,
        earcon: bool,
        recent: deque[bytes],
        confirmer: WakeConfirmer | None,
    ) -> bool:
        """Keep what follows the wake word for the endpointer; sound the earcon if nothing does
        (through the gate: the microphone never hears it). False when the confirmer refused
        the wake word said alone (nothing is played then)."""
        peeked, voiced, tail = after_wake(
            self._frames, self.endpointer.is_speech, confirmer is not None, recent
        )
        # Queued again only afterwards (the stream yields queued frames first). Before an
        # earcon the wake word's own end is left out: alone, a slow "-vis" became a request.
        self._pending.extend(peeked if voiced else peeked[tail:])
        self.same_breath = voiced
        if confirmer is not None:
            segment = b"".join([*recent, *peeked])
            peak = detector.peak_after(peeked)
            if voiced:  # checked while the request is endpointed: listening starts at once
                self._confirming = confirmer.start(segment, peak)
            elif not self._confirm(confirmer.check(segment, peak)):
                return False
        if earcon and not voiced:
            self.sink.play(earcon_pcm(), SAMPLE_RATE)
        self._woken = True
        return True

    def _confirm(self, confirmation: Confirmation) -> bool:
        self.last_confirmation = confirmation
        if not confirmation.accepted:
            self.wakes_dropped += 1
            log.debug("not the wake word (heard %r): dropped", confirmation.text)
        return confirmation.accepted

    async def _confirmed(self, confirming: Future[Confirmation]) -> bool:
        """The same-breath check's verdict (usually ready: it started as the request began)."""
        on_confirmed, self._on_confirmed = self._on_confirmed, lambda: None
        if not self._confirm(await asyncio.wrap_future(confirming)):
            return False
        on_confirmed()
        return True

    def reply_language(self, expected: str | None = None) -> str | None:
        """The language an approval reply is decoded in (no detection pass on that path): the
        configured one, else `expected` (the turn's), else the last request's."""
        if self.language is None and (expected or self.request_language):
            return expected or self.request_language
        return self.answer_language

    def _listen(
        self, endpointer: Endpointer, language: str | None, timeout_s: float, short: bool = False
    ) -> Transcript | None:
        with self._mic:
            woken, self._woken = self._woken, False
            self.gate.wait_open(timeout=timeout_s)
            if self.turn_taking is not None and not woken:
                self.turn_taking.listening()  # the other side may speak now
            early = EarlyRecognition(self.recognizer, language) if self.early_recognition else None
            on_pause = early.on_pause if early is not None else None
            utterance = endpointer.next_utterance(self._frames, timeout_s, on_pause)
            ended = time.perf_counter()
            if utterance is None:
                self.last = Heard(None, ended)
                return None
            if early is not None:
                transcript = early.transcript(utterance)
            else:
                transcript = self.recognizer.transcribe(utterance.pcm, language)
            self.last = Heard(transcript, ended)
            checks = short and self.reply_grammar is not None and transcript.has_words
            if checks and self.reply_grammar and is_korean_reply(transcript.text, language):
                started = time.perf_counter()
                self.last.constrained = self.reply_grammar.recognise(utterance.pcm).text
                self.last.constrained_after_s = time.perf_counter() - started
            return transcript

    def check_reply(self, result: Classification) -> Classification:
        """The last approval reply's classification, cross-checked by the constrained
        recogniser when it ran on that utterance (`reply_grammar.cross_check`)."""
        constrained = self.last.constrained if self.last is not None else None
        return cross_check(result, constrained)

    def stop_speaking(self) -> None:
        self.speaker.stop()

    def close(self) -> None:
        self._closed.set()
        self.speaker.stop()
        if self.hold is not None:
            self.hold.release()
        self.source.close()
