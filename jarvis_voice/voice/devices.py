"""The microphone and the speaker, through sounddevice (PortAudio).

No device (a machine without a sound card, a missing PortAudio library) is a `NoAudioDevice`
that says how to run from files instead.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from jarvis_voice.errors import describe
from jarvis_voice.i18n import N_, Msg
from jarvis_voice.voice.audio import (
    FILE_HINT,
    FRAME_BYTES,
    FRAME_MS,
    FRAME_SAMPLES,
    SAMPLE_RATE,
    AudioError,
    MuteGate,
    NoAudioDevice,
    muted,
)
from jarvis_voice.voice.playback_hold import REPLAY_S, PlaybackHold


@dataclass(frozen=True)
class AudioDevice:
    """A usable microphone or speaker, as PortAudio describes it."""

    kind: str  # "input" or "output"
    name: str
    channels: int
    sample_rate: int
    devices: int  # how many devices the machine has in all
    info: dict[str, Any]


class NoDevice(NoAudioDevice):
    """Why there is no usable device, without advice: callers add theirs (files, the browser).

    `fix` is the command that installs what is missing, when something is."""

    def __init__(self, reason: Msg, fix: str | None = None) -> None:
        super().__init__(reason)
        self.fix = fix


# `jarvis doctor` probes the microphone and the speaker at once: without PortAudio, the second
# thread's import saw the first one's half-initialised module ("no attribute PortAudioError").
_IMPORT_LOCK = threading.Lock()


def _sounddevice() -> Any:
    try:
        with _IMPORT_LOCK:
            import sounddevice
    except OSError as exc:  # the PortAudio shared library is missing
        raise NoDevice(
            Msg("error.audio.portaudio", detail=describe(exc)), "sudo apt-get install libportaudio2"
        ) from None
    except ImportError:
        raise NoDevice(Msg("error.audio.sounddevice"), "pip install -e '.[voice]'") from None
    return sounddevice


def device_setting(name: str | None) -> int | str | None:
    """A device setting (JARVIS_VOICE__INPUT_DEVICE, …): a PortAudio index ("3") or a name."""
    return int(name) if name is not None and name.isdigit() else name


def probe(kind: str, device: int | str | None = None) -> AudioDevice:
    """The microphone (kind="input") or speaker ("output") `device` names (None: the default).

    The one device check: the voice front end, `jarvis start` and `jarvis doctor` all ask here.
    Raises `NoDevice` with the reason only."""
    return _probe(_sounddevice(), kind, device)


def _probe(sd: Any, kind: str, device: int | str | None) -> AudioDevice:
    microphone = kind == "input"
    channels_key = "max_input_channels" if microphone else "max_output_channels"
    try:
        devices = sd.query_devices()
        if len(devices) == 0:
            raise NoDevice(Msg("error.audio.none"))
        info = sd.query_devices(device, kind=kind)
    except NoDevice:
        raise
    except (sd.PortAudioError, ValueError) as exc:
        key = N_("error.audio.no_microphone") if microphone else N_("error.audio.no_speaker")
        named = f" {device!r}" if device is not None else ""
        raise NoDevice(Msg(key, named=named, detail=describe(exc))) from None
    channels = int(info.get(channels_key, 0))
    name = str(info.get("name", device))
    if channels < 1:
        key = N_("error.audio.not_a_microphone") if microphone else N_("error.audio.not_a_speaker")
        which = N_("error.audio.default_device") if device is None else N_("error.audio.device")
        raise NoDevice(Msg(key, which=Msg(which), name=name))
    rate = int(info.get("default_samplerate") or 0)
    return AudioDevice(kind, name, channels, rate, len(devices), dict(info))


def _require_device(sd: Any, kind: str, device: int | str | None) -> dict[str, Any]:
    """The device's info dict, or NoAudioDevice with the way to run from files."""
    try:
        return _probe(sd, kind, device).info
    except NoDevice as exc:
        raise NoAudioDevice(Msg("error.audio.with_hint", error=exc, hint=FILE_HINT)) from None


def _sounddevice_or_hint() -> Any:
    try:
        return _sounddevice()
    except NoDevice as exc:
        key = N_("error.audio.unavailable_fix") if exc.fix else N_("error.audio.unavailable")
        raise NoAudioDevice(Msg(key, error=exc, fix=exc.fix, hint=FILE_HINT)) from None


class MicrophoneSource:
    """The microphone via sounddevice: a RawInputStream whose callback feeds a queue.

    Frames captured while `gate` is closed (the assistant is speaking) are dropped in the callback,
    so they never reach the endpointer (V5). If the queue backs up (a slow consumer), the oldest
    frames are dropped rather than growing memory.
    """

    STALL_S = 3.0  # no audio at all for this long while the gate is open: the device died

    def __init__(
        self,
        device: int | str | None = None,
        gate: MuteGate | None = None,
        max_queue_s: float = 10.0,
    ) -> None:
        self._sd = _sounddevice_or_hint()
        self.device_info = _require_device(self._sd, "input", device)
        self.device = device
        self.gate = gate
        self._queue: queue.Queue[bytes] = queue.Queue(maxsize=int(max_queue_s * 1000 / FRAME_MS))
        self._closed = threading.Event()
        self.overflows = 0
        try:
            self._stream = self._sd.RawInputStream(
                samplerate=SAMPLE_RATE,
                channels=1,
                dtype="int16",
                blocksize=FRAME_SAMPLES,
                device=device,
                callback=self._callback,
            )
        except (self._sd.PortAudioError, ValueError) as exc:
            raise NoAudioDevice(
                Msg("error.audio.open_microphone", detail=describe(exc), hint=FILE_HINT)
            ) from None

    def _callback(self, indata: Any, frames: int, time_info: Any, status: Any) -> None:
        if status:
            self.overflows += 1
        data = bytes(indata)
        if self.gate is not None and not self.gate.is_open():
            self.gate.note_dropped(data)
            return
        try:
            self._queue.put_nowait(data)
        except queue.Full:
            with suppress(queue.Empty):
                self._queue.get_nowait()
            self._queue.put_nowait(data)

    def frames(self) -> Iterator[bytes]:
        if not self._stream.active:
            try:
                self._stream.start()
            except self._sd.PortAudioError as exc:
                raise AudioError(
                    Msg("error.audio.start_microphone", detail=describe(exc))
                ) from None
        pending = b""
        last_audio = time.monotonic()
        while not self._closed.is_set():
            try:
                pending += self._queue.get(timeout=0.1)
            except queue.Empty:
                gated = self.gate is not None and not self.gate.is_open()
                if gated:
                    last_audio = time.monotonic()
                elif time.monotonic() - last_audio > self.STALL_S:
                    raise AudioError(Msg("error.audio.microphone_stalled")) from None
                continue
            last_audio = time.monotonic()
            # the host may deliver other block sizes: re-cut into exact 30 ms frames
            while len(pending) >= FRAME_BYTES:
                yield pending[:FRAME_BYTES]
                pending = pending[FRAME_BYTES:]

    def close(self) -> None:
        self._closed.set()
        try:
            self._stream.stop()
            self._stream.close()
        except self._sd.PortAudioError:
            pass


class SpeakerSink:
    """The speaker via sounddevice; mutes `gate` while playing (V5).

    PCM is written in `BLOCK_S` blocks, so `stop()` (barge-in) cuts the playing chunk within a
    block: the stream is aborted, dropping what the host still had buffered. A `hold` (the user
    started talking over the answer) pauses it the same way within a block; once released, it
    goes on `REPLAY_S` before the point the listener last heard."""

    BLOCK_S = 0.05

    def __init__(self, device: int | str | None = None, gate: MuteGate | None = None) -> None:
        self._sd = _sounddevice_or_hint()
        self.device_info = _require_device(self._sd, "output", device)
        self.device = device
        self.gate = gate
        self._state = threading.Lock()
        self._stopping: threading.Event | None = None  # of the chunk being played
        self.hold: PlaybackHold | None = None  # set by whoever may pause it (LocalVoiceIO)
        # Told, for echo cancelling's timing, when the chunk from `from_s` seconds in reaches
        # the speaker (0, and where it goes on after a hold), and when a hold silenced it.
        self.on_start: Callable[[float, float], None] | None = None
        self.on_pause: Callable[[float], None] | None = None

    def play(self, pcm: bytes, sample_rate: int) -> None:
        if not pcm:
            return
        stop = threading.Event()
        with self._state:
            self._stopping = stop
        with muted(self.gate):
            try:
                if self.hold is None or self.hold.wait_released(stop):
                    self._write(pcm, sample_rate, stop)
            except (self._sd.PortAudioError, ValueError) as exc:
                raise AudioError(Msg("error.audio.speaker", detail=describe(exc))) from None
            finally:
                with self._state:
                    self._stopping = None

    def _write(self, pcm: bytes, sample_rate: int, stop: threading.Event) -> None:
        step = max(1, int(sample_rate * self.BLOCK_S)) * 2
        with self._sd.RawOutputStream(
            samplerate=sample_rate, channels=1, dtype="int16", device=self.device
        ) as stream:
            at = 0  # bytes of `pcm` written
            run: tuple[int, float] | None = None  # (offset, when it reached the speaker)
            while at < len(pcm):
                if stop.is_set():
                    stream.abort()  # drop the buffered audio too
                    return
                if self.hold is not None and self.hold.held():
                    stream.abort()
                    paused = time.monotonic()
                    if self.on_pause is not None:
                        self.on_pause(paused)
                    heard = at if run is None else run[0] + _bytes_in(paused - run[1], sample_rate)
                    if not self.hold.wait_released(stop):
                        return
                    at = max(0, min(heard, at) - _bytes_in(REPLAY_S, sample_rate))
                    stream.start()
                    run = None
                    continue
                if run is None:
                    run = (at, time.monotonic() + float(stream.latency))
                    if self.on_start is not None:
                        self.on_start(run[1], at / 2 / sample_rate)
                stream.write(pcm[at : at + step])
                at += step
            # leaving the block stops the stream, which waits until the buffers have played

    def stop(self) -> None:
        """Cut the chunk being played now (safe from any thread)."""
        with self._state:
            stop = self._stopping
        if stop is not None:
            stop.set()


def _bytes_in(seconds: float, sample_rate: int) -> int:
    """Bytes of 16-bit mono PCM in `seconds` (never negative, whole samples)."""
    return max(0, int(seconds * sample_rate)) * 2
