"""Speaking (SPEC V1, +V5): plays synthesised sentences through a sink while the next one is
made, and holds the half-duplex "assistant is speaking" gate for the microphone side."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Protocol, cast

from jarvis_voice.voice.audio import AudioSink
from jarvis_voice.voice.tts import AudioChunk, Synthesizer, synthesize_in

DEFAULT_ECHO_TAIL_S = 0.25


class SpeakingGate(Protocol):
    """A `threading.Event`-like flag the microphone side checks (+V5 half-duplex). A gate with
    `mute()`/`unmute()` instead (audio.MuteGate) is accepted too; see `Speaker`."""

    def set(self) -> None: ...

    def clear(self) -> None: ...


def _close_gate(gate: Any) -> None:
    # audio.MuteGate says mute/unmute; a threading.Event says set/clear.
    (gate.mute if hasattr(gate, "mute") else gate.set)()


def _open_gate(gate: Any) -> None:
    (gate.unmute if hasattr(gate, "unmute") else gate.clear)()


@dataclass(frozen=True)
class SpeechReport:
    first_audio_s: float | None  # call → first sink.play call; None if nothing played
    total_audio_s: float  # audio handed to the sink
    chunks: int
    stopped: bool = False
    elapsed_s: float = 0.0


@dataclass(frozen=True)
class _Failure:
    error: BaseException


_END = object()
_POLL_S = 0.05  # how often blocked queue operations look at the stop flag


class Speaker:
    """Plays text through a sink while the next sentence is synthesised (producer thread +
    bounded queue), holding the half-duplex gate for the whole utterance plus an echo tail.

    With `audio.MuteGate` (which keeps itself closed `release_s` after unmute) pass
    `echo_tail_s=0`, or the tail is paid twice."""

    def __init__(
        self,
        synthesizer: Synthesizer,
        *,
        echo_tail_s: float = DEFAULT_ECHO_TAIL_S,
        prefetch: int = 4,
    ) -> None:
        self.synthesizer = synthesizer
        self.echo_tail_s = echo_tail_s
        self._prefetch = max(1, prefetch)
        self._one_at_a_time = threading.Lock()
        self._state = threading.Lock()
        self._stop: threading.Event | None = None
        self._sink: AudioSink | None = None

    @property
    def speaking(self) -> bool:
        with self._state:
            return self._stop is not None

    def stop(self) -> None:
        """Cut the current utterance short: no further chunk starts, the echo tail is skipped.
        If the sink has a `stop()` method it is called too, to cut the playing chunk."""
        with self._state:
            stop, sink = self._stop, self._sink
        if stop is None:
            return
        stop.set()
        halt = getattr(sink, "stop", None)
        if callable(halt):
            halt()

    def speak(
        self,
        text: str,
        sink: AudioSink,
        gate: SpeakingGate | Any = None,
        language: str | None = None,
    ) -> SpeechReport:
        """Say `text` through `sink`; returns when the last chunk has played (plus the echo
        tail if a gate is given), or soon after `stop()`. Errors from the synthesizer or the
        sink are re-raised here, after the gate has been opened again. `language`: the turn's,
        whose voice says it (tts.synthesize_in)."""
        started = time.monotonic()
        with self._one_at_a_time:
            stop = threading.Event()  # per utterance: a late stop() cannot hit the next one
            cancel = threading.Event()  # tells the producer to quit; set on every exit
            with self._state:
                self._stop, self._sink = stop, sink
            chunks: queue.Queue[object] = queue.Queue(maxsize=self._prefetch)
            producer = threading.Thread(
                target=self._produce,
                args=(text, chunks, cancel, language),
                name="tts-producer",
                daemon=True,
            )
            first: float | None = None
            played = 0
            audio_s = 0.0
            # Set before synthesis starts: the gap between the reply and its audio is not the
            # user's turn either, and the mic must never take our voice as an answer (+V5).
            if gate is not None:
                _close_gate(gate)
            try:
                producer.start()
                while not stop.is_set():
                    item = self._take(chunks, stop)
                    if item is None or item is _END:
                        break
                    if isinstance(item, _Failure):
                        raise item.error
                    item = cast(AudioChunk, item)
                    if first is None:
                        first = time.monotonic() - started
                    sink.play(item.pcm, item.sample_rate)
                    played += 1
                    audio_s += item.duration_s
            finally:
                cancel.set()
                try:
                    # Room echo outlives the last sample; keep the mic shut a little longer.
                    # stop() means someone wants the floor now, so it skips (or cuts) the tail.
                    if gate is not None and played and self.echo_tail_s > 0:
                        stop.wait(self.echo_tail_s)
                finally:
                    if gate is not None:
                        _open_gate(gate)
                    with self._state:
                        self._stop, self._sink = None, None
            return SpeechReport(
                first_audio_s=first,
                total_audio_s=audio_s,
                chunks=played,
                stopped=stop.is_set(),
                elapsed_s=time.monotonic() - started,
            )

    @staticmethod
    def _take(chunks: queue.Queue[object], stop: threading.Event) -> object | None:
        while not stop.is_set():
            try:
                return chunks.get(timeout=_POLL_S)
            except queue.Empty:
                continue
        return None

    def _produce(
        self,
        text: str,
        chunks: queue.Queue[object],
        cancel: threading.Event,
        language: str | None = None,
    ) -> None:
        def put(item: object) -> bool:
            while not cancel.is_set():
                try:
                    chunks.put(item, timeout=_POLL_S)
                    return True
                except queue.Full:
                    continue
            return False

        stream: Iterator[AudioChunk] | None = None
        try:
            stream = synthesize_in(self.synthesizer, text, language)
            for chunk in stream:
                if cancel.is_set() or (chunk.pcm and not put(chunk)):
                    return
            put(_END)
        except BaseException as exc:  # handed to the speaking thread, which re-raises it
            put(_Failure(exc))
        finally:
            close = getattr(stream, "close", None)  # None-safe: getattr(None, ...) is None
            if callable(close):
                close()  # runs the generator's cleanup now, not at garbage collection
