"""Whisper over a shortened encoder window (voice/short_window.py, voice.stt_window_s).

The setting's validation and the window arithmetic are fast; the rest runs whisper base
(@slow) on piper and Kokoro speech, comparing the short window with the full 30 s one.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from pydantic import ValidationError

from jarvis_voice.config import VoiceSettings
from jarvis_voice.voice.classifier import ReplyClassifier
from jarvis_voice.voice.kokoro import KokoroKoreanSynthesizer
from jarvis_voice.voice.pcm import convert_pcm, pcm16_to_float
from jarvis_voice.voice.short_window import (
    FULL_FRAMES,
    Detected,
    ShortResult,
    decode_short,
    window_frames,
)
from jarvis_voice.voice.stop_listener import stop_command, stop_prompt
from jarvis_voice.voice.stt import Recognizer
from jarvis_voice.voice.tts import PiperSynthesizer
from korean_audio import korean_pcm

os.environ["HF_HUB_OFFLINE"] = "1"
RATE = 16_000
WINDOW_S = 15.0

# --------------------------------------------------------------------------- the setting


@pytest.mark.parametrize(
    ("value", "extra_s"), [(None, None), (0, None), ("full", None), (5, 5.0), ("12.5", 12.5)]
)
def test_window_setting_values(value: Any, extra_s: float | None) -> None:
    settings = VoiceSettings(stt_window_s=value)
    assert Recognizer(settings).window_extra_s == extra_s


def test_the_default_window_is_short() -> None:
    assert Recognizer(VoiceSettings()).window_extra_s == WINDOW_S


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (-1, "greater than or equal to 0"),
        (31, "less than or equal to 30"),
        ("half", "should be 'full'"),
        (float("nan"), "finite number"),
        (True, "not a switch"),
    ],
)
def test_bad_window_settings_are_refused(value: Any, message: str) -> None:
    with pytest.raises(ValidationError, match="stt_window_s") as raised:
        VoiceSettings(stt_window_s=value)
    assert message in str(raised.value)


def test_by_default_only_english_takes_the_short_window() -> None:
    assert VoiceSettings().stt_window_languages == ["en"]
    audio = np.zeros(RATE, dtype=np.float32)
    # a given language outside the list returns before the model is touched
    assert (
        decode_short(
            None, audio, 15.0, language="ko", prompt=None, max_new_tokens=24, languages=["en"]
        )
        is None
    )


def test_window_frames() -> None:
    assert window_frames(150, 10.0) == 1150
    assert window_frames(151, 5.0) == 652  # even: the encoder's convolution has stride 2
    assert window_frames(1999, 10.0) is None  # reaches 30 s: the full path
    assert window_frames(FULL_FRAMES + 500, 0.0) is None  # longer than 30 s


# --------------------------------------------------------------------------- whisper (slow)

PIPER = PiperSynthesizer()
KEYWORDS = ReplyClassifier(None)


def endpointed(pcm: bytes) -> bytes:
    """As the VAD hands an utterance over: pre-roll before, hangover after."""
    return b"\x00\x00" * int(0.3 * RATE) + pcm + b"\x00\x00" * int(0.6 * RATE)


def english(text: str) -> bytes:
    return endpointed(b"".join(convert_pcm(c.pcm, c.sample_rate) for c in PIPER.synthesize(text)))


def words(text: str) -> list[str]:
    return re.sub(r"[^\w\s]", " ", text.lower()).split()


@pytest.fixture(scope="module")
def settings(tmp_path_factory: pytest.TempPathFactory) -> VoiceSettings:
    # every language over the short window, Korean too: these tests are about that window
    return VoiceSettings(
        models_dir=tmp_path_factory.mktemp("speech-models"),
        stt_window_s=WINDOW_S,
        stt_window_languages=None,
    )


@pytest.fixture(scope="module")
def short(settings: VoiceSettings) -> Iterator[Recognizer]:
    recognizer = Recognizer(settings)
    recognizer.load()
    yield recognizer


@pytest.fixture(scope="module")
def full(settings: VoiceSettings, short: Recognizer) -> Recognizer:
    return Recognizer(settings.model_copy(update={"stt_window_s": "full"}))  # the same model


def whisper_model(recognizer: Recognizer) -> Any:
    recognizer.load()
    assert recognizer._loaded is not None
    return recognizer._loaded.model


@pytest.mark.slow
@pytest.mark.parametrize(
    "text",
    ["How much free disk space is left on this machine?", "Yes, go ahead.", "No, don't."],
)
@pytest.mark.parametrize("language", ["en", None])
def test_clear_english_same_words_as_the_full_window(
    short: Recognizer, full: Recognizer, text: str, language: str | None
) -> None:
    pcm = english(text)
    heard_short, heard_full = short.transcribe(pcm, language), full.transcribe(pcm, language)
    print(
        f"{text!r}: short {heard_short.text!r} ({heard_short.seconds:.2f} s), "
        f"full {heard_full.text!r} ({heard_full.seconds:.2f} s)"
    )
    # the property: the short window hears what the full one hears (piper varies from run to
    # run, so now and then both mishear a word of the long sentence alike)
    # A short window that cut speech off would lose words; a spelling of one of ten words
    # ("disc"/"disk") differs between any two decodings now and then.
    short_words, full_words = words(heard_short.text), words(heard_full.text)
    assert len(short_words) == len(full_words), (short_words, full_words)
    assert sum(a != b for a, b in zip(short_words, full_words, strict=True)) <= 1
    assert len(set(words(heard_short.text)) & set(words(text))) >= len(words(text)) - 1
    assert heard_short.language == "en"


@pytest.mark.slow
@pytest.mark.parametrize("text", ["테스트가 모두 통과했습니다.", "아니 하지마"])
def test_clear_korean_same_words_as_the_full_window(
    short: Recognizer,
    full: Recognizer,
    korean_voice: KokoroKoreanSynthesizer,
    text: str,
) -> None:
    pcm = endpointed(korean_pcm(korean_voice, text))
    heard_short, heard_full = short.transcribe(pcm, "ko"), full.transcribe(pcm, "ko")
    print(f"{text!r}: short {heard_short.text!r}, full {heard_full.text!r}")
    # spacing aside: Korean writes "하지마" and "하지 마" alike, and base varies between them
    assert "".join(words(heard_short.text)) == "".join(words(heard_full.text))
    assert "".join(words(heard_short.text)) == "".join(words(text))


@pytest.mark.slow
def test_the_language_is_detected_when_not_given(
    short: Recognizer, korean_voice: KokoroKoreanSynthesizer
) -> None:
    heard = short.transcribe(english("Show me the files in this folder."), None)
    assert heard.language == "en" and heard.language_probability > 0.5
    korean = short.transcribe(endpointed(korean_pcm(korean_voice, "잠시만 기다려 주세요.")), None)
    assert korean.language == "ko" and korean.language_probability > 0.5, korean
    assert re.search("[가-힣]", korean.text), korean


def noise(kind: str) -> bytes:
    rng = np.random.default_rng(3)
    samples = {
        "silence": np.zeros(RATE),
        "hiss": rng.normal(0, 300, RATE),
        "loud noise": rng.normal(0, 2500, 2 * RATE),
    }[kind]
    return np.clip(samples, -32768, 32767).astype("<i2").tobytes()


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["silence", "hiss", "loud noise"])
@pytest.mark.parametrize("language", ["en", None])
def test_silence_and_noise_give_no_words(
    short: Recognizer, kind: str, language: str | None
) -> None:
    heard = short.transcribe(noise(kind), language)
    assert not heard.has_words, heard
    assert not KEYWORDS.classify(heard.text).acts


class RecordingWhisper:
    """The ctranslate2 model, recording the prompts `generate` is given."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.prompts: list[list[int]] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def generate(self, features: Any, prompts: list[list[int]], **kwargs: Any) -> Any:
        self.prompts += prompts
        return self.inner.generate(features, prompts, **kwargs)


class Recording:
    def __init__(self, model: Any) -> None:
        self.outer = model
        self.model = RecordingWhisper(model.model)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.outer, name)


@pytest.mark.slow
def test_a_prompt_is_decoded_as_faster_whisper_would(short: Recognizer) -> None:
    from faster_whisper.tokenizer import Tokenizer

    model = whisper_model(short)
    recording = Recording(model)
    prompt = stop_prompt("en")
    audio = pcm16_to_float(english("Stop."))
    result = decode_short(
        recording, audio, WINDOW_S, language="en", prompt=prompt, max_new_tokens=24
    )
    assert result is not None and stop_command(result.text) == "stop", result
    tokenizer = Tokenizer(model.hf_tokenizer, True, task="transcribe", language="en")
    expected = model.get_prompt(
        tokenizer, tokenizer.encode(" " + prompt), without_timestamps=True
    )  # faster-whisper's own prompt for initial_prompt=prompt
    assert recording.model.prompts == [expected]
    # and through the recogniser, as the stop listener calls it
    heard = short.transcribe(english("Be quiet."), "en", prompt)
    assert stop_command(heard.text) == "quiet", heard


@pytest.mark.slow
def test_korean_detected_outside_the_window_languages_takes_the_full_window(
    settings: VoiceSettings, korean_voice: KokoroKoreanSynthesizer
) -> None:
    english_only = Recognizer(settings.model_copy(update={"stt_window_languages": ["en"]}))
    model = whisper_model(english_only)
    pcm = endpointed(korean_pcm(korean_voice, "잠시만 기다려 주세요."))
    audio = pcm16_to_float(pcm)
    kwargs: dict[str, Any] = {"prompt": None, "max_new_tokens": 24, "languages": ["en"]}
    detected = decode_short(model, audio, WINDOW_S, language=None, **kwargs)
    assert isinstance(detected, Detected) and detected.language == "ko"  # no words, a language
    said = decode_short(model, pcm16_to_float(english("Yes.")), WINDOW_S, language=None, **kwargs)
    assert isinstance(said, ShortResult) and said.language == "en"
    heard = english_only.transcribe(pcm, None)
    assert heard.language == "ko" and re.search("[가-힣]", heard.text), heard


@pytest.mark.slow
def test_a_long_utterance_falls_back_to_the_full_window(short: Recognizer) -> None:
    # 21 s: the clip + 15 s would pass 30 s, so the full window (the same work) decodes it
    pcm = english("Show me the git status of this folder.")
    pcm += b"\x00\x00" * (21 * RATE - len(pcm) // 2)
    audio = pcm16_to_float(pcm)
    model = whisper_model(short)
    assert (
        decode_short(model, audio, WINDOW_S, language="en", prompt=None, max_new_tokens=252) is None
    )
    heard = short.transcribe(pcm, "en")
    assert words(heard.text)[:2] == ["show", "me"] and "folder" in words(heard.text), heard
