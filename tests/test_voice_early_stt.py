"""Recognition that starts at a pause, before the hangover ends (voice/early_stt.py)."""

from __future__ import annotations

import asyncio
import os

import numpy as np
import pytest

from jarvis_voice.config import VoiceSettings
from jarvis_voice.voice.audio_files import NullSink, PcmSource
from jarvis_voice.voice.classifier import ReplyClassifier
from jarvis_voice.voice.early_stt import EarlyRecognition
from jarvis_voice.voice.local_io import LocalVoiceIO
from jarvis_voice.voice.pcm import convert_pcm, split_frames
from jarvis_voice.voice.stt import Recognizer
from jarvis_voice.voice.tts import PiperSynthesizer, make_synthesizer
from jarvis_voice.voice.vad import Endpointer, Utterance

os.environ["HF_HUB_OFFLINE"] = "1"
PIPER = PiperSynthesizer()
REPLY = VoiceSettings()
# Two clips 0.6 s apart, which webrtcvad hears as 0.45–0.75 s (its own smoothing, and piper is not
# deterministic): longer than the early cut (0.4 s), shorter than this hangover, so the
# utterance goes on after the early cut.
PAUSED = VoiceSettings(approval_hangover_ms=1000)


def speech(text: str) -> bytes:
    return b"".join(convert_pcm(c.pcm, c.sample_rate) for c in PIPER.synthesize(text))


def trimmed(pcm: bytes) -> bytes:
    """Without piper's own silence around the words, so a pause between two clips is exact."""
    samples = np.frombuffer(pcm, dtype=np.int16)
    loud = np.flatnonzero(np.abs(samples.astype(np.int32)) > 300)
    return samples[loud[0] : loud[-1] + 1].tobytes() if loud.size else b""


def silence(seconds: float) -> bytes:
    return b"\x00\x00" * int(16_000 * seconds)


def yes_pause_no_wait() -> bytes:
    """ "Yes." then, after a pause shorter than PAUSED's hangover, "No, wait." """
    return (
        silence(0.5)
        + trimmed(speech("Yes."))
        + silence(0.6)
        + trimmed(speech("No, wait."))
        + silence(1)
    )


def pauses(pcm: bytes, endpointer: Endpointer) -> tuple[list[Utterance], Utterance | None]:
    seen: list[Utterance] = []
    final = endpointer.next_utterance(iter(list(split_frames(pcm))), None, seen.append)
    return seen, final


def test_a_pause_with_nothing_after_it_is_the_final_utterance() -> None:
    endpointer = Endpointer.from_settings(REPLY, answer=True)
    seen, final = pauses(silence(0.5) + speech("Yes, go ahead.") + silence(1.0), endpointer)
    assert final is not None and seen
    assert (seen[-1].start_s, seen[-1].end_s) == (final.start_s, final.end_s)
    assert final.pcm.startswith(seen[-1].pcm)  # the same audio, minus the rest of the hangover
    assert len(seen[-1].pcm) < len(final.pcm)


def test_voice_after_the_pause_makes_the_early_cut_stale() -> None:
    # "Yes." then, after a pause shorter than the hangover, "No, wait."
    endpointer = Endpointer.from_settings(PAUSED, answer=True)
    pcm = yes_pause_no_wait()
    seen, final = pauses(pcm, endpointer)
    assert final is not None and len(seen) >= 2
    assert seen[0].end_s < final.end_s  # the first pause did not end it
    assert (seen[-1].start_s, seen[-1].end_s) == (final.start_s, final.end_s)


def test_no_pause_callback_without_speech() -> None:
    seen, final = pauses(silence(2.0), Endpointer.from_settings(REPLY))
    assert (seen, final) == ([], None)


# --------------------------------------------------------------------------- with whisper


@pytest.fixture(scope="module")
def recognizer(tmp_path_factory: pytest.TempPathFactory) -> Recognizer:
    recognizer = Recognizer(VoiceSettings(models_dir=tmp_path_factory.mktemp("speech-models")))
    recognizer.load()
    return recognizer


def listen(
    pcm: bytes, recognizer: Recognizer, early: bool, settings: VoiceSettings = REPLY
) -> tuple[str | None, LocalVoiceIO]:
    io = LocalVoiceIO(
        source=PcmSource(pcm),
        sink=NullSink(),
        endpointer=Endpointer.from_settings(settings),
        answer_endpointer=Endpointer.from_settings(settings, answer=True),
        recognizer=recognizer,
        synthesizer=make_synthesizer(REPLY),
        answer_language="en",
        early_recognition=early,
    )
    return asyncio.run(io.listen(8.0, short=True)), io


@pytest.mark.slow
def test_the_early_transcript_is_used_and_reads_the_same(recognizer: Recognizer) -> None:
    pcm = silence(0.5) + speech("Yes, go ahead.") + silence(1.0)
    early_text, _ = listen(pcm, recognizer, early=True)
    plain_text, _ = listen(pcm, recognizer, early=False)
    assert early_text is not None and plain_text is not None
    # the same words (whisper ends a short reply with "." in some runs and not in others)
    assert early_text.rstrip(".!") == plain_text.rstrip(".!")
    assert ReplyClassifier(None).classify(early_text).decision == "allow"
    # and it was the early run that answered
    endpointer = Endpointer.from_settings(REPLY, answer=True)
    early = EarlyRecognition(recognizer, "en")
    final = endpointer.next_utterance(iter(list(split_frames(pcm))), None, early.on_pause)
    assert final is not None
    assert early.transcript(final).text == early_text and early.used


@pytest.mark.slow
def test_a_yes_then_no_wait_is_heard_whole_and_denied(recognizer: Recognizer) -> None:
    # The safety case: an early "Yes." must never stand for "Yes. No, wait."
    pcm = yes_pause_no_wait()
    text, _ = listen(pcm, recognizer, early=True, settings=PAUSED)
    assert text is not None and "wait" in text.lower(), text
    assert ReplyClassifier(None).classify(text).decision != "allow", text
