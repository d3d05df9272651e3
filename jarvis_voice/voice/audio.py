"""Audio in and out behind one interface, for real devices and for WAV files (SPEC V1, V5).

Inside the pipeline audio is always 16 kHz mono int16 PCM, cut into 30 ms frames (what webrtcvad
accepts). Sources yield frames; sinks play PCM at any rate and block until it has been played.

Half-duplex (V5): a `MuteGate` is shared by the speaking side and the listening side. A sink that
is given the gate mutes it for as long as it plays (plus a short release for the speaker's buffer
and the room's echo); a microphone — or any source wrapped in `GatedSource` — DROPS every frame
captured while the gate is muted, so the assistant never hears its own voice as an answer.
"""

from __future__ import annotations

import queue
import struct
import threading
import time
import wave
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, BinaryIO, Protocol

import numpy as np

from jarvis_voice.errors import JarvisError, describe

SAMPLE_RATE = 16000
FRAME_MS = 30
FRAME_SAMPLES = SAMPLE_RATE * FRAME_MS // 1000  # 480
FRAME_BYTES = FRAME_SAMPLES * 2  # int16 mono

FILE_HINT = "run from files instead with --audio-in FILE.wav (and --audio-out FILE.wav)"


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

    def note_dropped(self) -> None:
        with self._lock:
            self._dropped += 1

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
                self.gate.note_dropped()

    def close(self) -> None:
        self.source.close()


# --------------------------------------------------------------------------- conversion


def _lowpass(samples: np.ndarray, cutoff: float) -> np.ndarray:
    """Windowed-sinc FIR low-pass (cutoff as a fraction of the sample rate), anti-aliasing."""
    taps = 63
    n = np.arange(taps) - (taps - 1) / 2
    kernel = 2 * cutoff * np.sinc(2 * cutoff * n) * np.hamming(taps)
    kernel /= kernel.sum()
    return np.convolve(samples, kernel, mode="same")


def resample(samples: np.ndarray, rate: int, target: int = SAMPLE_RATE) -> np.ndarray:
    """Mono float samples from `rate` to `target` Hz (low-pass, then linear interpolation)."""
    if rate == target or samples.size == 0:
        return samples.astype(np.float64, copy=False)
    if target < rate:
        samples = _lowpass(samples.astype(np.float64), 0.45 * target / rate)
    count = max(1, round(samples.size * target / rate))
    positions = np.arange(count) * (rate / target)
    return np.interp(positions, np.arange(samples.size), samples)


def to_pcm16(samples: np.ndarray) -> bytes:
    """Float samples in [-1, 1] to int16 little-endian bytes (clipped)."""
    return (np.clip(samples, -1.0, 1.0) * 32767.0).round().astype("<i2").tobytes()


def pcm16_to_float(pcm: bytes) -> np.ndarray:
    return np.frombuffer(pcm, dtype="<i2").astype(np.float32) / 32768.0


def convert_pcm(pcm: bytes, rate: int, target: int = SAMPLE_RATE) -> bytes:
    """Mono int16 PCM at `rate` to mono int16 PCM at `target`."""
    if rate == target:
        return pcm
    return to_pcm16(resample(pcm16_to_float(pcm).astype(np.float64), rate, target))


def split_frames(pcm: bytes) -> list[bytes]:
    """Whole 30 ms frames; a short last frame is padded with silence so VAD accepts it."""
    frames = [pcm[i : i + FRAME_BYTES] for i in range(0, len(pcm), FRAME_BYTES)]
    if frames and len(frames[-1]) < FRAME_BYTES:
        frames[-1] = frames[-1] + b"\x00" * (FRAME_BYTES - len(frames[-1]))
    return frames


# --------------------------------------------------------------------------- WAV reading

_PCM, _FLOAT, _EXTENSIBLE = 1, 3, 0xFFFE


def read_wav(path: str | Path) -> tuple[np.ndarray, int]:
    """Samples as float64 (frames, channels) in [-1, 1] and the sample rate.

    Our own RIFF reader, because `wave` rejects float and WAVE_FORMAT_EXTENSIBLE files, which sox
    and many recorders write. Accepts 8/16/24/32-bit integer PCM and 32/64-bit float.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise AudioFileError(f"cannot read audio file {path}: {exc.strerror or exc}") from None
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise AudioFileError(f"{path} is not a WAV file (convert it: sox IN -r 16000 -c 1 OUT.wav)")
    fmt: tuple[int, int, int, int] | None = None
    body: bytes | None = None
    offset = 12
    while offset + 8 <= len(data):
        chunk_id = data[offset : offset + 4]
        (size,) = struct.unpack("<I", data[offset + 4 : offset + 8])
        content = data[offset + 8 : offset + 8 + size]
        if chunk_id == b"fmt " and len(content) >= 16:
            tag, channels, rate, _, _, bits = struct.unpack("<HHIIHH", content[:16])
            if tag == _EXTENSIBLE and len(content) >= 26:
                # the subformat GUID starts with the real format tag
                (tag,) = struct.unpack("<H", content[24:26])
            fmt = (tag, channels, rate, bits)
        elif chunk_id == b"data":
            body = content  # a truncated file (size past the end) keeps what is there
            break
        offset += 8 + size + (size & 1)
    if fmt is None or body is None:
        raise AudioFileError(f"{path} is a damaged WAV file (no fmt or data chunk)")
    tag, channels, rate, bits = fmt
    if channels < 1 or rate < 1000:
        raise AudioFileError(f"{path} has an invalid WAV header ({channels} channels, {rate} Hz)")
    samples = _decode(body, tag, bits, path)
    usable = samples.size - samples.size % channels
    return samples[:usable].reshape(-1, channels), rate


def _decode(body: bytes, tag: int, bits: int, path: Path) -> np.ndarray:
    if tag == _PCM and bits == 8:
        return (np.frombuffer(body, dtype=np.uint8).astype(np.float64) - 128.0) / 128.0
    if tag == _PCM and bits == 16:
        return np.frombuffer(body[: len(body) // 2 * 2], dtype="<i2") / 32768.0
    if tag == _PCM and bits == 24:
        raw = np.frombuffer(body[: len(body) // 3 * 3], dtype=np.uint8).reshape(-1, 3)
        values = raw[:, 0].astype(np.int32) | (raw[:, 1].astype(np.int32) << 8)
        values |= raw[:, 2].astype(np.int8).astype(np.int32) << 16  # sign-extends the top byte
        return values / 8388608.0
    if tag == _PCM and bits == 32:
        return np.frombuffer(body[: len(body) // 4 * 4], dtype="<i4") / 2147483648.0
    if tag == _FLOAT and bits in (32, 64):
        dtype = "<f4" if bits == 32 else "<f8"
        width = bits // 8
        return np.frombuffer(body[: len(body) // width * width], dtype=dtype).astype(np.float64)
    raise AudioFileError(
        f"{path}: unsupported WAV encoding (format {tag}, {bits} bits); "
        "convert it: sox IN -r 16000 -c 1 -b 16 OUT.wav"
    )


def load_wav_pcm16(path: str | Path) -> bytes:
    """Any PCM WAV as 16 kHz mono int16 bytes (channels averaged, resampled)."""
    samples, rate = read_wav(path)
    return to_pcm16(resample(samples.mean(axis=1), rate))


# --------------------------------------------------------------------------- file sources


class PcmSource:
    """16 kHz mono int16 PCM held in memory; with realtime=True frames come at speaking pace."""

    def __init__(self, pcm: bytes, realtime: bool = False) -> None:
        self.pcm = pcm
        self.realtime = realtime
        self._closed = threading.Event()

    @property
    def seconds(self) -> float:
        return len(self.pcm) / 2 / SAMPLE_RATE

    def frames(self) -> Iterator[bytes]:
        started = time.monotonic()
        for index, frame in enumerate(split_frames(self.pcm)):
            if self._closed.is_set():
                return
            if self.realtime:
                # like a microphone: a frame is available once it has been "spoken"
                due = started + (index + 1) * FRAME_MS / 1000
                if self._closed.wait(max(0.0, due - time.monotonic())):
                    return
            yield frame

    def close(self) -> None:
        self._closed.set()


class WavFileSource(PcmSource):
    """A WAV file (any rate, channels, PCM width) converted to 16 kHz mono frames."""

    def __init__(self, path: str | Path, realtime: bool = False) -> None:
        self.path = Path(path)
        super().__init__(load_wav_pcm16(self.path), realtime=realtime)


class SilenceSource(PcmSource):
    """`seconds` of digital silence (tests, and a stand-in input)."""

    def __init__(self, seconds: float, realtime: bool = False) -> None:
        super().__init__(b"\x00\x00" * round(seconds * SAMPLE_RATE), realtime=realtime)


# --------------------------------------------------------------------------- devices


def _sounddevice() -> Any:
    try:
        import sounddevice
    except OSError as exc:  # the PortAudio shared library is missing
        raise NoAudioDevice(
            f"audio devices are unavailable (PortAudio: {describe(exc)}); "
            "install libportaudio2, or " + FILE_HINT
        ) from None
    except ImportError:
        raise NoAudioDevice(
            "audio devices need the sounddevice package (pip install -e '.[voice]'), or "
            + FILE_HINT
        ) from None
    return sounddevice


def _require_device(sd: Any, kind: str, device: int | str | None) -> Any:
    """The device's info dict, or NoAudioDevice with the way to run from files."""
    what = "microphone" if kind == "input" else "speaker"
    channels_key = "max_input_channels" if kind == "input" else "max_output_channels"
    try:
        devices = sd.query_devices()
        if len(devices) == 0:
            raise NoAudioDevice(f"no {what} found: this machine has no audio devices; {FILE_HINT}")
        info = sd.query_devices(device, kind=kind)
    except NoAudioDevice:
        raise
    except (sd.PortAudioError, ValueError) as exc:
        named = f" {device!r}" if device is not None else ""
        raise NoAudioDevice(f"no usable {what}{named} ({describe(exc)}); {FILE_HINT}") from None
    if int(info.get(channels_key, 0)) < 1:
        name = info.get("name", device)
        raise NoAudioDevice(f"audio device {name!r} is not a {what}; {FILE_HINT}")
    return info


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
        self._sd = _sounddevice()
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
                f"cannot open the microphone ({describe(exc)}); {FILE_HINT}"
            ) from None

    def _callback(self, indata: Any, frames: int, time_info: Any, status: Any) -> None:
        if status:
            self.overflows += 1
        if self.gate is not None and not self.gate.is_open():
            self.gate.note_dropped()
            return
        data = bytes(indata)
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
                raise AudioError(f"cannot start the microphone: {describe(exc)}") from None
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
                    raise AudioError("the microphone stopped delivering audio") from None
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


# --------------------------------------------------------------------------- sinks


class SpeakerSink:
    """The speaker via sounddevice; mutes `gate` while playing (V5)."""

    def __init__(self, device: int | str | None = None, gate: MuteGate | None = None) -> None:
        self._sd = _sounddevice()
        self.device_info = _require_device(self._sd, "output", device)
        self.device = device
        self.gate = gate

    def play(self, pcm: bytes, sample_rate: int) -> None:
        if not pcm:
            return
        with _muted(self.gate):
            try:
                with self._sd.RawOutputStream(
                    samplerate=sample_rate, channels=1, dtype="int16", device=self.device
                ) as stream:
                    stream.write(pcm)
                # leaving the block stops the stream, which waits until the buffers have played
            except (self._sd.PortAudioError, ValueError) as exc:
                raise AudioError(f"cannot play audio on the speaker: {describe(exc)}") from None


class NullSink:
    """Plays nothing: for file-driven runs without a speaker (replies are printed instead)."""

    def play(self, pcm: bytes, sample_rate: int) -> None:
        return None


class WavFileSink:
    """Writes everything it is asked to play into one mono int16 WAV file.

    The file's rate is that of the first `play`; later PCM at another rate is resampled to it.
    The header is rewritten after each play, so the file is valid at any moment. With
    realtime=True `play` also takes as long as the audio lasts (a stand-in for a speaker when
    testing half-duplex timing); the gate, if any, is muted meanwhile like a real speaker's.
    """

    def __init__(
        self, path: str | Path, gate: MuteGate | None = None, realtime: bool = False
    ) -> None:
        self.path = Path(path)
        self.gate = gate
        self.realtime = realtime
        self.sample_rate: int | None = None
        self.seconds = 0.0
        self.plays = 0
        self._file: BinaryIO | None = None
        self._writer: wave.Wave_write | None = None
        self._lock = threading.Lock()

    def play(self, pcm: bytes, sample_rate: int) -> None:
        with self._lock, _muted(self.gate):
            started = time.monotonic()
            seconds = self._append(pcm, sample_rate)
            if self.realtime:
                time.sleep(max(0.0, seconds - (time.monotonic() - started)))

    def _append(self, pcm: bytes, sample_rate: int) -> float:
        try:
            if self._writer is None:
                self._open(sample_rate)
            assert self._writer is not None and self._file is not None and self.sample_rate
            data = convert_pcm(pcm, sample_rate, self.sample_rate)
            self._writer.writeframes(data)  # also patches the header's sizes
            self._file.flush()  # so the file can be read while the sink is open
        except OSError as exc:
            raise AudioFileError(
                f"cannot write audio file {self.path}: {exc.strerror or exc}"
            ) from None
        seconds = len(data) / 2 / self.sample_rate
        self.seconds += seconds
        self.plays += 1
        return seconds

    def _open(self, sample_rate: int) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = self.path.open("wb")
        writer = wave.open(self._file, "wb")  # noqa: SIM115 - lives as long as the sink
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(sample_rate)
        self._writer, self.sample_rate = writer, sample_rate

    def close(self) -> None:
        """Finish the file; a sink that never played still leaves a valid, empty 16 kHz WAV."""
        with self._lock:
            try:
                if self._writer is None:
                    self._open(SAMPLE_RATE)
                assert self._writer is not None and self._file is not None
                self._writer.close()
                self._file.close()
            except OSError as exc:
                raise AudioFileError(
                    f"cannot write audio file {self.path}: {exc.strerror or exc}"
                ) from None
            finally:
                self._writer = None

    def __enter__(self) -> WavFileSink:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


@contextmanager
def _muted(gate: MuteGate | None) -> Iterator[None]:
    if gate is None:
        yield
    else:
        with gate.speaking():
            yield
