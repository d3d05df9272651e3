"""A room in memory, in real time: what the speaker plays comes back into the microphone (echo)
mixed with what the user says, like a laptop without echo cancellation.

`RoomMicrophone` behaves like `devices.MicrophoneSource`: a capture thread delivers a 30 ms frame
every 30 ms whether anyone reads or not, and a frame captured while the half-duplex gate is
closed is dropped (handed to the gate's taps) instead of queued. `RoomSpeaker` is a sink that
plays in real time, mutes the gate while it plays, can be cut by `stop()` (barge-in) and puts
its sound into the room, attenuated and a little late, as echo.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np

from jarvis_voice.voice.audio import FRAME_BYTES, FRAME_SAMPLES, SAMPLE_RATE, MuteGate, muted
from jarvis_voice.voice.pcm import convert_pcm
from jarvis_voice.voice.playback_hold import REPLAY_S, PlaybackHold


@dataclass
class Sound:
    samples: np.ndarray  # float, 16 kHz
    at: int  # first sample, room time
    cut: int | None = None  # no sample from here on (the speaker was stopped)


class Room:
    def __init__(self, noise_rms: float = 0.0, seed: int = 7) -> None:
        self.started = time.monotonic()
        self.sounds: list[Sound] = []
        self.noise_rms = noise_rms
        self._random = np.random.default_rng(seed)
        self._lock = threading.Lock()

    def now(self) -> int:
        return int((time.monotonic() - self.started) * SAMPLE_RATE)

    def moment(self, sample: int) -> float:
        """The monotonic time of room sample `sample`."""
        return self.started + sample / SAMPLE_RATE

    def add(self, pcm: bytes, at_s: float | None = None, gain: float = 1.0) -> Sound:
        """Sound in the room from `at_s` (room seconds; None: now)."""
        at = self.now() if at_s is None else int(at_s * SAMPLE_RATE)
        samples = np.frombuffer(pcm, dtype="<i2").astype(np.float64) * gain
        sound = Sound(samples, at)
        with self._lock:
            self.sounds.append(sound)
        return sound

    def cut(self, sound: Sound) -> None:
        with self._lock:
            sound.cut = max(sound.at, self.now())

    def mix(self, start: int, count: int) -> bytes:
        out = np.zeros(count)
        with self._lock:
            sounds = list(self.sounds)
        for sound in sounds:
            end = sound.at + len(sound.samples)
            if sound.cut is not None:
                end = min(end, sound.cut)
            lo, hi = max(start, sound.at), min(start + count, end)
            if lo < hi:
                out[lo - start : hi - start] += sound.samples[lo - sound.at : hi - sound.at]
        if self.noise_rms:
            out += self._random.normal(0, self.noise_rms, count)
        return np.clip(out, -32768, 32767).astype("<i2").tobytes()


class RoomMicrophone:
    """The room's microphone: a live source (the capture runs from construction on)."""

    def __init__(self, room: Room, gate: MuteGate | None = None) -> None:
        self.room = room
        self.gate = gate
        self._queue: queue.Queue[bytes] = queue.Queue()
        self._closed = threading.Event()
        self._thread = threading.Thread(target=self._capture, daemon=True)
        self._thread.start()

    def _capture(self) -> None:
        index = 0
        while not self._closed.is_set():
            due = self.room.moment((index + 1) * FRAME_SAMPLES)
            if self._closed.wait(max(0.0, due - time.monotonic())):
                return
            frame = self.room.mix(index * FRAME_SAMPLES, FRAME_SAMPLES)
            index += 1
            if self.gate is not None and not self.gate.is_open():
                self.gate.note_dropped(frame)
            else:
                self._queue.put(frame)

    def frames(self) -> Iterator[bytes]:
        while not self._closed.is_set():
            try:
                frame = self._queue.get(timeout=0.05)
            except queue.Empty:
                continue
            assert len(frame) == FRAME_BYTES
            yield frame

    def close(self) -> None:
        self._closed.set()


class RoomSpeaker:
    """Plays into the room in real time (echo at `echo_gain`, `echo_delay_s` late); pauses
    while `hold` is held and goes on REPLAY_S before where it paused, like devices.SpeakerSink."""

    def __init__(
        self, room: Room, gate: MuteGate, echo_gain: float = 0.5, echo_delay_s: float = 0.05
    ) -> None:
        self.room = room
        self.gate = gate
        self.echo_gain = echo_gain
        self.echo_delay_s = echo_delay_s
        self.played: list[tuple[float, float]] = []  # (start, end) monotonic of each chunk
        self.cut_at: float | None = None  # when the sound of a chunk cut short ended
        self.held_at: list[float] = []  # when each hold silenced it
        self._stop: threading.Event | None = None
        self.hold: PlaybackHold | None = None
        self.on_start: Callable[[float, float], None] | None = None  # like devices.SpeakerSink
        self.on_pause: Callable[[float], None] | None = None

    def play(self, pcm: bytes, sample_rate: int) -> None:
        pcm = convert_pcm(pcm, sample_rate)
        stop = self._stop = threading.Event()
        with muted(self.gate):
            started = time.monotonic()
            offset = 0  # bytes of `pcm` (16 kHz) said so far
            quiet: float | None = None  # since when a hold has kept it silent
            while offset < len(pcm):
                if self.hold is not None and not self.hold.wait_released(stop):
                    break
                run_at = time.monotonic()
                if self.on_start is not None:
                    self.on_start(run_at, offset / 2 / SAMPLE_RATE)
                at = (run_at - self.room.started) + self.echo_delay_s
                sound = self.room.add(pcm[offset:], at_s=at, gain=self.echo_gain)
                quiet = None
                if self._sounds_until_end(stop, (len(pcm) - offset) / 2 / SAMPLE_RATE):
                    break
                self.room.cut(sound)
                quiet = time.monotonic()
                if stop.is_set():
                    break
                self.held_at.append(quiet)
                if self.on_pause is not None:
                    self.on_pause(quiet)
                heard = offset + int((quiet - run_at) * SAMPLE_RATE) * 2
                offset = max(0, min(heard, len(pcm)) - int(REPLAY_S * SAMPLE_RATE) * 2)
            if stop.is_set():
                self.cut_at = quiet or time.monotonic()
            self.played.append((started, time.monotonic()))
            self._stop = None

    def _sounds_until_end(self, stop: threading.Event, seconds: float) -> bool:
        """True when `seconds` passed with no stop and no hold."""
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            if stop.wait(min(0.01, left)) or (self.hold is not None and self.hold.held()):
                return False
        return True

    def stop(self) -> None:
        stop = self._stop
        if stop is not None:
            stop.set()
