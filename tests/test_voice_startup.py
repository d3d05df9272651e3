"""`jarvis voice run` loads what the first answer needs before it listens (bench_conversation,
session 22: the Korean voice loaded on the first Korean answer cost it 1.4 s and a slow first
inference)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from jarvis_voice.config import load_settings
from jarvis_voice.core.session import Session
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.voice import runner
from jarvis_voice.voice.audio import SAMPLE_RATE
from jarvis_voice.voice.pcm import save_wav_pcm16
from jarvis_voice.voice.tts import AudioChunk


class RecordingVoices:
    """Stands in for the English + Korean voices: records when it was loaded and when used."""

    def __init__(self) -> None:
        self.events: list[str] = []

    def load(self) -> None:
        self.events.append("load")

    def synthesize(self, text: str) -> Iterator[AudioChunk]:
        self.events.append("speak")
        yield AudioChunk(pcm=b"\0\0" * 1600, sample_rate=SAMPLE_RATE, text=text)


def test_the_voices_are_loaded_before_the_assistant_listens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    voices = RecordingVoices()
    monkeypatch.setattr(runner, "make_synthesizer", lambda _settings: voices)
    silence = save_wav_pcm16(tmp_path / "silence.wav", b"\0\0" * SAMPLE_RATE, 0.0)
    settings = load_settings(
        tools={"workdir": str(tmp_path)},
        agent={"language": "en"},
        procedures={"consolidate": False},
        voice={"classifier": "keywords", "stt_model": "tiny.en", "wake_word": "off"},
    )
    options = runner.VoiceOptions(
        audio_in=[silence], audio_out=tmp_path / "out.wav", trigger="hands-free", max_requests=1
    )

    async def scenario() -> int:
        session = Session(settings, ScriptedBackend([]), workdir=tmp_path)  # type: ignore[arg-type]
        await session.start(background=False, warm_up=False)
        try:
            return await runner.run_voice(settings, options, session)
        finally:
            await session.close()

    assert asyncio.run(scenario()) == 0  # silence: no request
    assert voices.events == ["load"]
