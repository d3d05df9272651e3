"""Issue 14: "undo that" / "되돌려 줘" said aloud restores the last change — heard by the real
recogniser, answered by code (the model is never called for it)."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from jarvis_voice.config import VoiceSettings, load_settings
from jarvis_voice.core.session import Session
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.voice.assistant import VoiceAssistant
from jarvis_voice.voice.audio_files import NullSink, PcmSource
from jarvis_voice.voice.classifier import ReplyClassifier
from jarvis_voice.voice.local_io import LocalVoiceIO
from jarvis_voice.voice.pcm import convert_pcm
from jarvis_voice.voice.runner import EndOfAudio
from jarvis_voice.voice.spoken_approval import SpokenApprovals
from jarvis_voice.voice.stt import Recognizer
from jarvis_voice.voice.triggers import HandsFree
from jarvis_voice.voice.tts import PiperSynthesizer, Synthesizer, make_synthesizer
from jarvis_voice.voice.vad import Endpointer

pytestmark = pytest.mark.slow
os.environ["HF_HUB_OFFLINE"] = "1"
PIPER = PiperSynthesizer()


def said(text: str, voice: Synthesizer = PIPER) -> bytes:
    pcm = b"".join(convert_pcm(c.pcm, c.sample_rate) for c in voice.synthesize(text))
    return b"\x00\x00" * 9600 + pcm + b"\x00\x00" * 19200


@pytest.fixture(scope="module")
def recognizer(tmp_path_factory: pytest.TempPathFactory) -> Recognizer:
    settings = VoiceSettings(models_dir=tmp_path_factory.mktemp("speech-models"))
    recognizer = Recognizer(settings)
    recognizer.load()
    return recognizer


def converse(
    workdir: Path, recognizer: Recognizer, audio: bytes, language: str
) -> tuple[list[str], ScriptedBackend]:
    """A spoken request that writes notes.txt, then the spoken undo, through the voice
    front end on one session; returns what it answered and the model it used."""
    write = ToolCall(
        id="w1", name="write_file", arguments={"path": "notes.txt", "content": "draft"}
    )
    backend = ScriptedBackend([LLMReply(tool_calls=[write]), LLMReply(text="Saved the note.")])
    settings = load_settings(
        tools={"workdir": str(workdir)},
        agent={"language": language},
        security={"require_approval_for": []},
    )
    voice = VoiceSettings()

    async def run() -> list[str]:
        session = await Session(settings, backend).start(background=False, warm_up=False)
        ended = asyncio.Event()
        io = LocalVoiceIO(
            source=EndOfAudio(PcmSource(audio), ended),
            sink=NullSink(),
            endpointer=Endpointer.from_settings(voice),
            recognizer=recognizer,
            synthesizer=make_synthesizer(voice),
        )
        approvals = SpokenApprovals(session.broker, session.events, io, ReplyClassifier(None))
        assistant = VoiceAssistant(session, io, approvals, HandsFree(), source_ended=ended)
        try:
            await assistant.run(max_requests=2)
        finally:
            await session.close()
        return assistant.replies

    return asyncio.run(run()), backend


def test_saying_undo_that_restores_the_file_without_the_model(
    tmp_path: Path, recognizer: Recognizer
) -> None:
    # "Please undo that.": whisper base heard it as an undo in 25 of 25 perturbed runs (gain
    # 0.6–1.2, noise, padding); a bare "Undo that." only in 16 of 25 — it also hears "and knew
    # that." — and a CI machine once heard it so
    audio = said("Please write the note.") + said("Please undo that.")
    replies, backend = converse(tmp_path, recognizer, audio, "en")
    assert replies[0] == "Saved the note."
    assert replies[1] == "Undid write_file: notes.txt (restored notes.txt)."
    assert not (tmp_path / "notes.txt").exists()
    assert len(backend.calls) == 2  # both for the request; the undo never reached the model


def test_saying_doedollyeo_jwo_restores_it_and_answers_in_korean(
    tmp_path: Path, recognizer: Recognizer, korean_voice: Synthesizer
) -> None:
    audio = said("메모 저장해 줘.", korean_voice) + said("되돌려 줘.", korean_voice)
    replies, backend = converse(tmp_path, recognizer, audio, "en")
    assert replies[0] == "Saved the note."
    assert not (tmp_path / "notes.txt").exists(), replies
    assert "notes.txt" in replies[1] and any("가" <= ch <= "힣" for ch in replies[1]), replies
    assert len(backend.calls) == 2
