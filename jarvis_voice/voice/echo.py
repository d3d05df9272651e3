"""Taking the assistant's own voice out of the microphone while it speaks (issue 12, spoken stop).

Without a headset the speaker's sound comes back into the microphone, and a user who says
"stop" over the answer is one long segment of speech with it. `PlaybackReference` records what
the sink plays and when; `SpeexEchoCanceller` (the Speex DSP library's acoustic echo canceller
and residual-echo suppressor, through ctypes: `libspeexdsp1`, which PulseAudio itself depends
on) subtracts that reference from each captured frame, so the user's words stand out as a short
utterance of their own. Without the library the listener runs on the raw frames (a spoken stop
is then heard in the answer's pauses, or with a headset).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import threading
import time
from collections import deque
from functools import cache
from typing import Any

import numpy as np

from jarvis_voice.voice.audio import FRAME_BYTES, FRAME_SAMPLES, SAMPLE_RATE, AudioSink
from jarvis_voice.voice.pcm import convert_pcm

_SET_SAMPLING_RATE = 24  # SPEEX_ECHO_SET_SAMPLING_RATE
_SET_ECHO_STATE = 24  # SPEEX_PREPROCESS_SET_ECHO_STATE


@cache
def _speexdsp() -> Any | None:
    name = ctypes.util.find_library("speexdsp")
    if name is None:
        return None
    try:
        lib = ctypes.CDLL(name)
    except OSError:
        return None
    lib.speex_echo_state_init.restype = ctypes.c_void_p
    lib.speex_echo_state_init.argtypes = [ctypes.c_int, ctypes.c_int]
    lib.speex_echo_state_destroy.argtypes = [ctypes.c_void_p]
    lib.speex_echo_cancellation.argtypes = [ctypes.c_void_p] + [ctypes.c_char_p] * 3
    lib.speex_echo_ctl.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p]
    lib.speex_preprocess_state_init.restype = ctypes.c_void_p
    lib.speex_preprocess_state_init.argtypes = [ctypes.c_int, ctypes.c_int]
    lib.speex_preprocess_state_destroy.argtypes = [ctypes.c_void_p]
    lib.speex_preprocess_ctl.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p]
    lib.speex_preprocess_run.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    return lib


def echo_cancellation_available() -> bool:
    return _speexdsp() is not None


class SpeexEchoCanceller:
    """One 16 kHz mono echo canceller; keeps adapting across calls (one user at a time)."""

    def __init__(self, tail_s: float = 0.4) -> None:
        lib = _speexdsp()
        if lib is None:
            raise RuntimeError("the Speex DSP library (libspeexdsp1) is not installed")
        self._lib = lib
        self._echo = lib.speex_echo_state_init(FRAME_SAMPLES, int(tail_s * SAMPLE_RATE))
        rate = ctypes.c_int(SAMPLE_RATE)
        lib.speex_echo_ctl(self._echo, _SET_SAMPLING_RATE, ctypes.byref(rate))
        self._pre = lib.speex_preprocess_state_init(FRAME_SAMPLES, SAMPLE_RATE)
        lib.speex_preprocess_ctl(self._pre, _SET_ECHO_STATE, ctypes.c_void_p(self._echo))
        self._lock = threading.Lock()

    def cancel(self, captured: bytes, played: bytes) -> bytes:
        """`captured` (one 30 ms frame) without the echo of `played` (the same span of
        what was sent to the speaker)."""
        out = ctypes.create_string_buffer(FRAME_BYTES)
        with self._lock:
            self._lib.speex_echo_cancellation(self._echo, captured, played, out)
            self._lib.speex_preprocess_run(self._pre, out)
        return out.raw

    def __del__(self) -> None:
        lib = getattr(self, "_lib", None)
        if lib is not None:
            lib.speex_preprocess_state_destroy(self._pre)
            lib.speex_echo_state_destroy(self._echo)


class PlaybackReference:
    """What was sent to the speaker, on the monotonic clock (16 kHz), for echo cancelling."""

    def __init__(self, keep_s: float = 30.0) -> None:
        self.keep_s = keep_s
        self._chunks: deque[tuple[float, np.ndarray]] = deque()  # (start, samples)
        self._lock = threading.Lock()

    def played(self, pcm: bytes, sample_rate: int, at: float | None = None) -> None:
        """`pcm` starts playing at `at` (monotonic; None: now)."""
        samples = np.frombuffer(convert_pcm(pcm, sample_rate), dtype="<i2")
        start = time.monotonic() if at is None else at
        with self._lock:
            self._chunks.append((start, samples))
            while self._chunks and self._chunks[0][0] < start - self.keep_s:
                self._chunks.popleft()

    def started(self, at: float) -> None:
        """The last chunk really started at `at` (a sink that knows its output latency)."""
        with self._lock:
            if self._chunks:
                self._chunks[-1] = (at, self._chunks[-1][1])

    def cut(self, at: float | None = None) -> None:
        """Playback stopped at `at` (barge-in): nothing after it came out of the speaker."""
        now = time.monotonic() if at is None else at
        with self._lock:
            if self._chunks:
                start, samples = self._chunks[-1]
                keep = max(0, int((now - start) * SAMPLE_RATE))
                self._chunks[-1] = (start, samples[:keep])

    def frame(self, start: float) -> bytes:
        """The 30 ms that began playing at `start` (silence where nothing played)."""
        out = np.zeros(FRAME_SAMPLES, dtype=np.int32)
        with self._lock:
            chunks = list(self._chunks)
        for at, samples in chunks:
            first = round((start - at) * SAMPLE_RATE)
            lo, hi = max(0, first), min(len(samples), first + FRAME_SAMPLES)
            if lo < hi:
                out[lo - first : hi - first] += samples[lo:hi]
        return np.clip(out, -32768, 32767).astype("<i2").tobytes()


class ReferencedSink:
    """A sink that records what it plays into a `PlaybackReference` (stop() passes through).

    A sink with `on_start` / `on_pause` attributes (devices.SpeakerSink) reports when each
    chunk's first sample reaches the speaker, when a hold silenced it and from where it went
    on, which keeps the reference's timing true."""

    def __init__(self, sink: AudioSink, reference: PlaybackReference) -> None:
        self.sink = sink
        self.reference = reference
        self._playing: tuple[bytes, int] = (b"", 0)  # the chunk being played, and its rate
        if hasattr(sink, "on_start"):
            sink.on_start = self._started
        if hasattr(sink, "on_pause"):
            sink.on_pause = reference.cut

    def play(self, pcm: bytes, sample_rate: int) -> None:
        self._playing = (pcm, sample_rate)
        self.reference.played(pcm, sample_rate)
        self.sink.play(pcm, sample_rate)

    def _started(self, at: float, from_s: float = 0.0) -> None:
        if from_s <= 0:
            self.reference.started(at)
        else:  # going on after a hold: the rest of the chunk
            pcm, sample_rate = self._playing
            self.reference.played(pcm[round(from_s * sample_rate) * 2 :], sample_rate, at)

    def stop(self) -> None:
        halt = getattr(self.sink, "stop", None)
        if callable(halt):
            halt()
            self.reference.cut()

    def __getattr__(self, name: str) -> Any:  # close(), seconds, … of the wrapped sink
        return getattr(self.sink, name)
