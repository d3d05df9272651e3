"""PCM conversion and WAV reading: any rate or width in, 16 kHz mono int16 frames out."""

from __future__ import annotations

import struct
import wave
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from jarvis_voice.i18n import Msg
from jarvis_voice.voice.audio import FRAME_BYTES, SAMPLE_RATE, AudioFileError


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


_PCM, _FLOAT, _EXTENSIBLE = 1, 3, 0xFFFE


def is_wav(data: bytes) -> bool:
    """Whether `data` starts with a RIFF/WAVE header."""
    return len(data) >= 12 and data[:4] == b"RIFF" and data[8:12] == b"WAVE"


def riff_chunks(data: bytes) -> Iterator[tuple[bytes, bytes]]:
    """(id, content) of each chunk after the 12-byte RIFF/WAVE header, in order.

    A size past the end — a truncated file, or espeak-ng writing to a pipe, which cannot seek
    back and leaves ~2 GB in its sizes — gives what is there.
    """
    offset = 12
    while offset + 8 <= len(data):
        (size,) = struct.unpack("<I", data[offset + 4 : offset + 8])
        yield data[offset : offset + 4], data[offset + 8 : offset + 8 + size]
        offset += 8 + size + (size & 1)


def read_wav(path: str | Path) -> tuple[np.ndarray, int]:
    """Samples as float64 (frames, channels) in [-1, 1] and the sample rate.

    Our own RIFF reader, because `wave` rejects float and WAVE_FORMAT_EXTENSIBLE files, which sox
    and many recorders write. Accepts 8/16/24/32-bit integer PCM and 32/64-bit float.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise AudioFileError(
            Msg("error.wav.unreadable", path=path, detail=exc.strerror or exc)
        ) from None
    if not is_wav(data):
        raise AudioFileError(Msg("error.wav.not_wav", path=path))
    fmt: tuple[int, int, int, int] | None = None
    body: bytes | None = None
    for chunk_id, content in riff_chunks(data):
        if chunk_id == b"fmt " and len(content) >= 16:
            tag, channels, rate, _, _, bits = struct.unpack("<HHIIHH", content[:16])
            if tag == _EXTENSIBLE and len(content) >= 26:
                # the subformat GUID starts with the real format tag
                (tag,) = struct.unpack("<H", content[24:26])
            fmt = (tag, channels, rate, bits)
        elif chunk_id == b"data":
            body = content
            break
    if fmt is None or body is None:
        raise AudioFileError(Msg("error.wav.damaged", path=path))
    tag, channels, rate, bits = fmt
    if channels < 1 or rate < 1000:
        raise AudioFileError(Msg("error.wav.header", path=path, channels=channels, rate=rate))
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
    raise AudioFileError(Msg("error.wav.encoding", path=path, tag=tag, bits=bits))


def load_wav_pcm16(path: str | Path) -> bytes:
    """Any PCM WAV as 16 kHz mono int16 bytes (channels averaged, resampled)."""
    samples, rate = read_wav(path)
    return to_pcm16(resample(samples.mean(axis=1), rate))


def save_wav_pcm16(path: Path, pcm: bytes, pad_s: float = 0.0, rate: int = SAMPLE_RATE) -> Path:
    """Mono int16 PCM as a WAV file, with `pad_s` of silence before and after (an utterance
    as a microphone would capture it)."""
    pad = b"\x00\x00" * int(rate * pad_s)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(pad + pcm + pad)
    return path
