"""Barge-in by voice (issue 12): hear the user say "stop" / "그만" while the assistant speaks.

While the answer is spoken the half-duplex gate drops every microphone frame (V5). The
`StopListener` taps exactly those dropped frames (`MuteGate.tap`, so a live microphone stream is
never opened twice and nothing it hears ever reaches a request), endpoints short utterances
with webrtcvad and recognises them with the same whisper model. It fires only when

- the utterance is short (a segment longer than `max_command_s`, 2 s, is skipped without
  recognising it: the assistant's own sentences and the user's long speech are not commands;
  with `echo` and `playback` the assistant's voice is first cancelled from the frames —
  voice/echo.py — so a "stop" said over it stands alone), and
- the WHOLE recognised text is a stop phrase (`stop_command`; courtesy words and the name may
  come first, and up to two words may come before a final "quiet"): whisper's inventions on
  noise ("you", "thank you for watching", loops) never are, and
- the phrase's word was not in what the assistant itself was saying around that moment
  (`OwnSpeech`): its own "stop" coming back from the speaker is echo, not the user.

So that the answer goes quiet the moment the user talks over it, not a recognition later, the
listener holds the playback (`PlaybackHold`) as soon as the endpointer hears voice in the
echo-cancelled frames; a stop then cuts the answer, anything else lets it go on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import queue
import re
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from jarvis_voice.phrases import core_words, letters
from jarvis_voice.voice.audio import FRAME_BYTES, FRAME_MS, SAMPLE_RATE, MuteGate
from jarvis_voice.voice.echo import PlaybackReference, SpeexEchoCanceller
from jarvis_voice.voice.playback_hold import PlaybackHold
from jarvis_voice.voice.vad import FRAME_S, Endpointer

log = logging.getLogger(__name__)

# Whole utterances that mean "stop talking", written without spaces or punctuation (courtesy
# words and the name before them are dropped first: jarvis_voice/phrases.py), each with its key
# word: the word whose presence in the assistant's own speech makes a match echo.
STOP_PHRASES: dict[str, str] = {
    **{p: "stop" for p in ("stop", "stopit", "stoptalking", "stopnow", "stopplease")},
    **{p: "quiet" for p in ("quiet", "bequiet", "quietplease")},
    **{p: "enough" for p in ("enough", "thatsenough", "thatisenough")},
    "cancel": "cancel",
    **{p: "그만" for p in ("그만", "그만해", "그만하", "그만해요", "그만하세요", "그만요")},
    **{p: "그만" for p in ("그만하자", "이제그만", "그만그만")},
    **{p: "멈" for p in ("멈춰", "멈춰요", "멈추어", "멈추어요", "멈추세요", "멈춰줘")},
    **{p: "조용" for p in ("조용히", "조용히해", "조용히해요", "조용히하세요", "조용")},
}
# "quiet" ending a short utterance is a command whatever verb comes first ("be", "keep", "stay")
# and whatever the echo's residue made of it ("Speak quiet.", "See you quiet." — CI, twice):
# up to QUIET_LEAD words may come before it, unless one of them negates it.
QUIET_LEAD = 2
NEGATIONS = frozenset({"not", "dont", "don", "never", "no", "cant", "wont"})


# A stop said again ("Stop. Stop. Stop.", "stop stop") is still a stop: people repeat it when the
# voice goes on, and whisper sometimes writes one "Stop." three times (CI, session 40). Every
# part must be a stop phrase on its own, so "Stop. Don't stop." stays none.
_PARTS = re.compile(r"[.!?,;]+")
MAX_REPEATS = 4


def stop_command(text: str) -> str | None:
    """The key word when the whole of `text` is a stop phrase ("Stop!", "그만해요."), or one said
    again and again ("Stop. Stop.", "그만 그만"), else None."""
    key = _one_stop_command(text)
    if key is not None:
        return key
    parts = [p for p in _PARTS.split(text) if p.strip()]
    if len(parts) == 1:
        words = core_words(text)
        parts = words if 1 < len(words) <= MAX_REPEATS and len(set(words)) == 1 else []
    if not 1 < len(parts) <= MAX_REPEATS:
        return None
    keys = [_one_stop_command(p) for p in parts]
    return keys[0] if None not in keys else None


def _one_stop_command(text: str) -> str | None:
    """The key word when the whole of `text` is one stop phrase, else None."""
    words = core_words(text)
    key = STOP_PHRASES.get("".join(words))
    if key is None and words and words[-1] == "quiet" and len(words) <= QUIET_LEAD + 1:
        key = None if NEGATIONS.intersection(words) else "quiet"
    return key


# Said to whisper as what came before, so a short word over the echo's residue leans towards a
# stop phrase: without it base heard "Stop." as "Start." and "Be quiet." as "See, quiet."
# (test_voice_stop, 2 of 10 runs). Only the whole-phrase rule decides; the prompt only helps.
STOP_PROMPTS = {"en": "Stop. Be quiet. Enough.", "ko": "그만. 그만해. 멈춰. 조용히 해."}


def stop_prompt(language: str | None) -> str:
    return STOP_PROMPTS.get(language or "", " ".join(STOP_PROMPTS.values()))


class OwnSpeech:
    """What the assistant said and when (time.monotonic()), to tell its echo from the user."""

    def __init__(self, keep: int = 32) -> None:
        self._said: deque[list[object]] = deque(maxlen=keep)  # [start, end, text]
        self._lock = threading.Lock()

    @contextlib.contextmanager
    def saying(self, text: str) -> Iterator[None]:
        entry: list[object] = [time.monotonic(), float("inf"), text]
        with self._lock:
            self._said.append(entry)
        try:
            yield
        finally:
            with self._lock:
                entry[1] = time.monotonic()

    def between(self, start: float, end: float) -> str:
        """Everything being said at some moment in [start, end]."""
        with self._lock:
            said = [e for e in self._said if e[0] <= end and e[1] >= start]  # type: ignore[operator]
        return " ".join(str(e[2]) for e in said)


class Transcribes(Protocol):
    def transcribe(
        self, pcm: bytes, language: str | None = None, prompt: str | None = None
    ) -> object: ...


@dataclass(frozen=True)
class StopHeard:
    text: str
    speech_ended_at: float  # monotonic: capture time of the last voiced frame
    decided_at: float  # monotonic: the recogniser's text was judged a stop


@dataclass(frozen=True)
class Decision:
    """One short utterance heard while speaking, and what was made of it (tests, benchmarks)."""

    text: str | None  # None: too long, not recognised
    verdict: str  # stop | echo | not-a-stop | too-long
    seconds: float  # audio length


class StopListener:
    """Listens on `gate`'s dropped frames for a spoken stop; `wait()` returns when it hears one.

    `language` is the recogniser's language (None: detected), or a function asked before each
    utterance (the session's language: "그만" after a Korean request, "stop" after an English
    one); `max_command_s` bounds what may be a command; `echo_margin_s` widens the window of own
    speech compared against (echo comes back with the device's latency)."""

    def __init__(
        self,
        gate: MuteGate,
        recognizer: Transcribes,
        own_speech: OwnSpeech,
        language: str | Callable[[], str | None] | None = None,
        endpointer: Endpointer | None = None,
        max_command_s: float = 2.0,
        echo_margin_s: float = 1.5,
        echo: SpeexEchoCanceller | None = None,
        playback: PlaybackReference | None = None,
        reference_lead_s: float = 0.1,
        residual_ratio: float = 0.3,
        hold: PlaybackHold | None = None,
        hold_after_s: float = 3.0,
        false_holds: int = 2,
    ) -> None:
        self.gate = gate
        self.recognizer = recognizer
        self.own_speech = own_speech
        self.language = language
        self.max_command_s = max_command_s
        self.echo_margin_s = echo_margin_s
        self.echo = echo if playback is not None else None
        self.playback = playback
        # The canceller needs the reference BEFORE its echo arrives; a sink's latency estimate
        # may be a little long (measured: 6 ms with PulseAudio), so the reference is taken this
        # much ahead (well inside the canceller's tail).
        self.reference_lead_s = reference_lead_s
        # What the canceller leaves of the echo (it re-adapts when the echo path changes) is
        # treated as silence: a frame counts only if it is louder than `residual_ratio` times
        # the loudest reference frame of the last ~0.25 s (the user's voice over the echo is).
        self.residual_ratio = residual_ratio
        self._recent_played: deque[float] = deque(maxlen=8)
        # Voice over the answer pauses it at once (`hold`, echo cancelling only: without it the
        # assistant's own voice is voice too), once the canceller has heard `hold_after_s` of
        # the assistant (it has adapted by then) and at most `false_holds` times an answer
        # without a stop (a room whose echo the canceller cannot take out stutters no more).
        self.hold = hold if self.echo is not None else None
        self.hold_after_frames = round(hold_after_s / FRAME_S)
        self.false_holds = false_holds
        self._frames_playing = 0  # frames heard while the assistant's voice played
        self._false_holds_left = false_holds
        self._one_at_a_time = threading.Lock()  # the echo canceller's state is one stream
        # short words, decided soon: "stop" gives ≈ 0.3 s of voice
        self.endpointer = endpointer or Endpointer(
            aggressiveness=2,
            pre_roll_ms=300,
            hangover_ms=240,
            max_utterance_s=max_command_s,
            min_voiced_ms=180,
        )
        self.decisions: deque[Decision] = deque(maxlen=200)
        self.last: StopHeard | None = None

    async def wait(self, now: Callable[[], None] | None = None) -> StopHeard:
        """Listen until a stop is heard (cancel the task to stop listening). `now` is called on
        the listening thread the moment a stop is decided (e.g. `io.stop_speaking`), before the
        event loop even sees it."""
        return await heard_on_thread(self._run, "stop-listener", now)

    def _run(self, fire: Callable[[StopHeard], None], quit: threading.Event) -> None:
        frames = TappedFrames(quit, self._cancel_echo if self.echo is not None else None)
        try:
            with self.gate.tap(frames.receive), self._one_at_a_time:
                self._listen(frames, fire, quit)
        except Exception:  # a broken recogniser must never break the spoken answer
            log.exception("the spoken stop listener failed; press to interrupt instead")

    def _listen(
        self, frames: TappedFrames, fire: Callable[[StopHeard], None], quit: threading.Event
    ) -> None:
        self._false_holds_left = self.false_holds
        try:
            self._hear(frames, fire, quit)
        finally:
            if self.hold is not None:
                self.hold.release()

    def _hear(
        self, frames: TappedFrames, fire: Callable[[StopHeard], None], quit: threading.Event
    ) -> None:
        continuing = False  # the last segment was cut at max_command_s: skip the rest of it
        while not quit.is_set():
            base = frames.count
            utterance = self.endpointer.next_utterance(
                iter(frames), timeout_s=None, on_speech=self._voice_began
            )
            if utterance is None:
                return
            if utterance.truncated or (continuing and utterance.start_s <= 2 * FRAME_S):
                continuing = utterance.truncated or continuing
                self.decisions.append(Decision(None, "too-long", utterance.seconds))
                self._speak_on()
                continue
            continuing = False
            started = frames.stamp(base + round(utterance.start_s / FRAME_S))
            ended = frames.stamp(base + round(utterance.end_s / FRAME_S) - 1)
            first = base + round(utterance.pcm_start_s / FRAME_S)
            pcm = frames.heard(first, len(utterance.pcm) // FRAME_BYTES) or utterance.pcm
            language = self.decoding_language()
            transcript = self.recognizer.transcribe(pcm, language, stop_prompt(language))
            text = str(getattr(transcript, "text", ""))
            verdict = self.verdict(text, started, ended)
            self.decisions.append(Decision(text, verdict, utterance.seconds))
            log.debug("heard %r while speaking: %s", text, verdict)
            if verdict == "stop" and not quit.is_set():
                self.last = StopHeard(text, ended, time.monotonic())
                fire(self.last)  # cuts the answer before the hold is released
                return
            self._speak_on()

    def _voice_began(self) -> None:
        """Someone talks over the answer: pause it while the recogniser decides."""
        armed = self._frames_playing >= self.hold_after_frames and self._false_holds_left > 0
        if self.hold is not None and armed and not self.hold.held():
            self._false_holds_left -= 1
            self.hold.hold()

    def _speak_on(self) -> None:
        """What was heard was no stop: the answer goes on."""
        if self.hold is not None:
            self.hold.release()

    def decoding_language(self) -> str | None:
        """The language the next utterance is recognised in."""
        return self.language() if callable(self.language) else self.language

    def verdict(self, text: str, started: float, ended: float) -> str:
        """stop | echo | not-a-stop for `text` heard between `started` and `ended`."""
        key = stop_command(text)
        if key is None:
            return "not-a-stop"
        said = self.own_speech.between(started - self.echo_margin_s, ended + self.echo_margin_s)
        return "echo" if key in letters(said) else "stop"

    def _cancel_echo(self, frame: bytes, captured_at: float) -> tuple[bytes, bytes]:
        """(what the endpointer sees, what the recogniser hears) of one captured frame."""
        assert self.echo is not None and self.playback is not None
        played, cleaned = without_echo(
            self.echo, self.playback, frame, captured_at, self.reference_lead_s
        )
        self._recent_played.append(_rms(played))
        if self._recent_played[-1] > 0:
            self._frames_playing += 1
        if _rms(cleaned) < self.residual_ratio * max(self._recent_played):
            return bytes(FRAME_BYTES), cleaned  # to the endpointer: only our voice's residue
        return cleaned, cleaned


Fires = Callable[[StopHeard], None]


async def heard_on_thread(
    run: Callable[[Fires, threading.Event], None],
    name: str,
    now: Callable[[], None] | None = None,
) -> StopHeard:
    """`run(fire, quit)` on a daemon thread until it calls `fire(heard)`: that is returned, and
    `now` (if given) is called on that thread at once, before the event loop even sees it.
    Cancelling the awaiting task sets `quit`, which `run` must watch."""
    loop = asyncio.get_running_loop()
    heard: asyncio.Future[StopHeard] = loop.create_future()
    quit = threading.Event()

    def settle(what: StopHeard) -> None:
        if not heard.done():
            heard.set_result(what)

    def fire(what: StopHeard) -> None:
        if quit.is_set():
            return
        if now is not None:
            now()
        loop.call_soon_threadsafe(settle, what)

    threading.Thread(target=run, args=(fire, quit), name=name, daemon=True).start()
    try:
        return await heard
    finally:
        quit.set()


def without_echo(
    echo: SpeexEchoCanceller,
    playback: PlaybackReference,
    frame: bytes,
    captured_at: float,
    lead_s: float,
) -> tuple[bytes, bytes]:
    """(what was played, `frame` with it cancelled): the reference is taken `lead_s` ahead of
    the frame's capture, since the canceller needs it before its echo arrives."""
    played = playback.frame(captured_at - FRAME_S + lead_s)
    return played, echo.cancel(frame, played)


def _rms(frame: bytes) -> float:
    samples = np.frombuffer(frame, dtype="<i2").astype(np.float64)
    return float(np.sqrt(np.mean(samples * samples))) if samples.size else 0.0


class TappedFrames:
    """The gate's dropped frames as an iterator of exact 30 ms frames, with capture times,
    passed through `clean(frame, captured_at)` if given — it returns what the endpointer gets
    and what the recogniser gets (`heard`); ends when `quit` is set."""

    def __init__(
        self,
        quit: threading.Event,
        clean: Callable[[bytes, float], tuple[bytes, bytes]] | None = None,
        max_queue_s: float = 10.0,
    ) -> None:
        self.quit = quit
        self.clean = clean
        self.count = 0  # frames yielded so far
        self._queue: queue.Queue[tuple[bytes, float]] = queue.Queue(
            maxsize=int(max_queue_s * 1000 / FRAME_MS)
        )
        self._stamps: deque[tuple[int, float]] = deque(maxlen=400)
        self._clock: float | None = None  # capture time of the last frame received
        self._heard: deque[tuple[int, bytes]] = deque(maxlen=200)  # (index, frame) if cleaned

    def receive(self, frame: bytes, at: float) -> None:
        # Capture callbacks come late by a few ms, differently each time; the echo canceller
        # needs the reference at a steady offset, so times follow the audio's own clock
        # (the earliest the deliveries allow), re-anchored after a gap.
        if self._clock is not None:
            expected = self._clock + len(frame) / 2 / SAMPLE_RATE
            if abs(at - expected) < 0.25:
                at = min(at, expected)
        self._clock = at
        try:
            self._queue.put_nowait((frame, at))
        except queue.Full:  # a stalled listener: the oldest audio goes
            with contextlib.suppress(queue.Empty):
                self._queue.get_nowait()
            with contextlib.suppress(queue.Full):
                self._queue.put_nowait((frame, at))

    def heard(self, first: int, count: int) -> bytes:
        """Frames `first`… as the recogniser should hear them (b"" if not kept)."""
        kept = {index: frame for index, frame in self._heard if first <= index < first + count}
        if len(kept) != count:
            return b""
        return b"".join(kept[index] for index in range(first, first + count))

    def stamp(self, index: int) -> float:
        """Capture time of frame `index` (the nearest one known)."""
        best = time.monotonic()
        for known, at in reversed(self._stamps):
            best = at
            if known <= index:
                break
        return best

    def __iter__(self) -> Iterator[bytes]:
        pending = b""
        while not self.quit.is_set():
            try:
                data, at = self._queue.get(timeout=0.05)
            except queue.Empty:
                continue
            pending += data
            while len(pending) >= FRAME_BYTES:
                self._stamps.append((self.count, at))
                self.count += 1
                frame = pending[:FRAME_BYTES]
                if self.clean is not None:
                    frame, heard = self.clean(frame, at)
                    self._heard.append((self.count - 1, heard))
                yield frame
                pending = pending[FRAME_BYTES:]
