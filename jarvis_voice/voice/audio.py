"""Audio in and out behind one interface, for real devices and for WAV files (SPEC V1, V5).

Inside the pipeline audio is always 16 kHz mono int16 PCM, cut into 30 ms frames (what webrtcvad
accepts). Sources yield frames; sinks play PCM at any rate and block until it has been played.

Half-duplex (V5): a `MuteGate` is shared by the speaking side and the listening side. A sink that
is given the gate mutes it for as long as it plays (plus a short release for the speaker's buffer
and the room's echo); a microphone — or any source wrapped in `GatedSource` — DROPS every frame
captured while the gate is muted, so the assistant never hears its own voice as an answer.
Dropped frames can still be tapped (`MuteGate.tap`): the spoken "stop" listener reads them, so
a live microphone stream is never opened twice and nothing it hears reaches a request.

This module holds the interface, the format and the gate. Where the audio comes from and goes to:
`pcm` (conversion, WAV reading), `audio_files` (memory, files, silence, nothing) and `devices`
(microphone and speaker).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Protocol, runtime_checkable

from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import Msg

SAMPLE_RATE = 16000
FRAME_MS = 30
FRAME_SAMPLES = SAMPLE_RATE * FRAME_MS // 1000  # 480
FRAME_BYTES = FRAME_SAMPLES * 2  # int16 mono

FILE_HINT = Msg("error.audio.file_hint")  # what to do without audio devices


class AudioError(JarvisError):
    """Audio could not be captured, played, read or written."""


class NoAudioDevice(AudioError):
    """There is no usable microphone or speaker (e.g. a machine without a sound card)."""


class AudioFileError(AudioError):
    """A WAV file cannot be read or written."""


# --------------------------------------------------------------------------- protocols


class AudioSource(Protocol):
    def frames(self) -> Iterator[bytes]:
        """30 ms frames of 16 kHz mono int16 PCM (FRAME_BYTES each); ends when the source ends."""
        ...

    def close(self) -> None: ...


@runtime_checkable
class TurnTakingSource(Protocol):
    """A source that speaks only when told the assistant listens (`--audio-in` files)."""

    def listening(self) -> None: ...


class AudioSink(Protocol):
    def play(self, pcm: bytes, sample_rate: int) -> None:
        """Play mono int16 PCM; returns when it has been played."""
        ...


# --------------------------------------------------------------------------- half-duplex gate


class MuteGate:
    """V5 half-duplex switch between the assistant's voice and the microphone.

    The speaking side wraps playback in `with gate.speaking():`; sources check `is_open()` for each
    captured frame and drop the frame while it is closed. The gate stays closed `release_s` after
    speaking ends, because the speaker still outputs its buffer and the room echoes for a moment.
    """

    def __init__(self, release_s: float = 0.25) -> None:
        self.release_s = release_s
        self._speaking = threading.Event()
        self._depth = 0  # nested/overlapping speaking() blocks
        self._lock = threading.Lock()
        self._released_at = float("-inf")
        self._dropped = 0
        self._taps: list[Callable[[bytes, float], None]] = []

    @contextmanager
    def speaking(self) -> Iterator[None]:
        self.mute()
        try:
            yield
        finally:
            self.unmute()

    def mute(self) -> None:
        with self._lock:
            self._depth += 1
            self._speaking.set()

    def unmute(self) -> None:
        with self._lock:
            self._depth = max(0, self._depth - 1)
            if self._depth == 0:
                self._released_at = time.monotonic()
                self._speaking.clear()

    def is_open(self) -> bool:
        """True when captured audio may be used (nobody speaking, release time passed)."""
        if self._speaking.is_set():
            return False
        return time.monotonic() - self._released_at >= self.release_s

    def wait_open(self, timeout: float | None = None) -> bool:
        """Block until the gate is open (e.g. before listening for an answer); False on timeout."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self.is_open():
            if deadline is not None and time.monotonic() >= deadline:
                return False
            time.sleep(0.01)
        return True

    def note_dropped(self, frame: bytes | None = None) -> None:
        """A source dropped `frame` (captured while closed); taps get it with its time."""
        with self._lock:
            self._dropped += 1
            taps = list(self._taps)
        if frame is not None:
            now = time.monotonic()
            for tap in taps:
                tap(frame, now)

    @contextmanager
    def tap(self, receive: Callable[[bytes, float], None]) -> Iterator[None]:
        """Call `receive(frame, monotonic_time)` for each dropped frame until the block ends.
        It runs on the capturing thread (an audio callback): it must only queue the frame."""
        with self._lock:
            self._taps.append(receive)
        try:
            yield
        finally:
            with self._lock:
                self._taps.remove(receive)

    @property
    def dropped(self) -> int:
        """How many frames sources dropped because the gate was closed."""
        return self._dropped


class GatedSource:
    """Any AudioSource, with frames that arrive while `gate` is closed dropped (V5)."""

    def __init__(self, source: AudioSource, gate: MuteGate) -> None:
        self.source = source
        self.gate = gate

    def frames(self) -> Iterator[bytes]:
        for frame in self.source.frames():
            if self.gate.is_open():
                yield frame
            else:
                self.gate.note_dropped(frame)

    def close(self) -> None:
        self.source.close()


@contextmanager
def muted(gate: MuteGate | None) -> Iterator[None]:
    """`gate.speaking()`, or nothing without a gate: what a sink holds while it plays."""
    if gate is None:
        yield
    else:
        with gate.speaking():
            yield
