"""Audio without devices: PCM held in memory, WAV files, silence, and a sink that plays nothing.

File-driven runs (`--audio-in`, `--audio-out`) and the tests use these in place of the microphone
and the speaker (`devices`).
"""

from __future__ import annotations

import threading
import time
import wave
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from jarvis_voice.i18n import Msg
from jarvis_voice.voice.audio import FRAME_MS, SAMPLE_RATE, AudioFileError, MuteGate, muted
from jarvis_voice.voice.pcm import convert_pcm, load_wav_pcm16, split_frames


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
        with self._lock, muted(self.gate):
            started = time.monotonic()
            seconds = self._append(pcm, sample_rate)
            if self.realtime:
                time.sleep(max(0.0, seconds - (time.monotonic() - started)))

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """Any OSError inside is one AudioFileError line naming the file."""
        try:
            yield
        except OSError as exc:
            raise AudioFileError(
                Msg("error.wav.unwritable", path=self.path, detail=exc.strerror or exc)
            ) from None

    def _append(self, pcm: bytes, sample_rate: int) -> float:
        with self._writing():
            if self._writer is None:
                self._open(sample_rate)
            assert self._writer is not None and self._file is not None and self.sample_rate
            data = convert_pcm(pcm, sample_rate, self.sample_rate)
            self._writer.writeframes(data)  # also patches the header's sizes
            self._file.flush()  # so the file can be read while the sink is open
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
                with self._writing():
                    if self._writer is None:
                        self._open(SAMPLE_RATE)
                    assert self._writer is not None and self._file is not None
                    self._writer.close()
                    self._file.close()
            finally:
                self._writer = None

    def __enter__(self) -> WavFileSink:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()
