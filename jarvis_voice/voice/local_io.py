"""The real `VoiceIO`: speaker and microphone on one half-duplex gate (V1, V5).

`say` plays through the TTS speaker with the gate closed; `listen` waits for the gate to open,
endpoints one utterance with webrtcvad and recognises it with faster-whisper. The same frame
iterator is kept across listens, so a live microphone stream is never restarted.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass

from jarvis_voice.voice.audio import (
    AudioSink,
    AudioSource,
    GatedSource,
    MuteGate,
    TurnTakingSource,
)
from jarvis_voice.voice.classifier import Classification
from jarvis_voice.voice.early_stt import EarlyRecognition
from jarvis_voice.voice.echo import PlaybackReference, ReferencedSink
from jarvis_voice.voice.reply_grammar import ReplyGrammar, cross_check, is_korean_reply
from jarvis_voice.voice.speaker import Speaker
from jarvis_voice.voice.stop_listener import OwnSpeech
from jarvis_voice.voice.stt import Recognizer, Transcript
from jarvis_voice.voice.tts import Synthesizer
from jarvis_voice.voice.vad import Endpointer


@dataclass
class Heard:
    """The last recognition, kept for benchmarks (end of speech → decision)."""

    transcript: Transcript | None
    speech_ended_at: float  # time.perf_counter() when the endpointer returned
    # what the constrained recogniser heard in the same utterance ("" nothing; None: not run)
    constrained: str | None = None
    constrained_after_s: float | None = None  # end of speech → its result (vosk alone)


class LocalVoiceIO:
    def __init__(
        self,
        source: AudioSource,
        sink: AudioSink,
        endpointer: Endpointer,
        recognizer: Recognizer,
        synthesizer: Synthesizer,
        gate: MuteGate | None = None,
        language: str | None = None,
        answer_endpointer: Endpointer | None = None,
        answer_language: str | None = None,
        reply_grammar: ReplyGrammar | None = None,
        early_recognition: bool = True,
    ) -> None:
        self.gate = gate or MuteGate()
        self.turn_taking = source if isinstance(source, TurnTakingSource) else None
        self.source = GatedSource(source, self.gate)
        # what was played when: the spoken-stop listener cancels its echo (voice/echo.py)
        self.playback = PlaybackReference()
        self.sink = ReferencedSink(sink, self.playback)
        self.endpointer = endpointer
        self.answer_endpointer = answer_endpointer or endpointer
        self.recognizer = recognizer
        # The gate already stays closed for its release time: no second echo tail.
        self.speaker = Speaker(synthesizer, echo_tail_s=0.0)
        self.language = language
        # Answers come in the language the question was asked in: skipping auto-detection
        # saves an encoder pass (≈ 0.4 s with base) on the approval path.
        self.answer_language = answer_language or language
        # ...and when requests are auto-detected, the language the last request was heard in
        # wins: a Korean request in an English session is answered "네", not decoded as English.
        self.request_language: str | None = None
        self.last: Heard | None = None
        # Korean approval replies are cross-checked by a constrained recogniser (reply_grammar)
        self.reply_grammar = reply_grammar
        # whisper starts at a pause, before the hangover ends (voice/early_stt.py)
        self.early_recognition = early_recognition
        self.own_speech = OwnSpeech()  # what was said when: a spoken stop is not our echo
        self._frames: Iterator[bytes] = self.source.frames()
        self._mic = threading.Lock()  # one listener at a time

    async def say(self, text: str) -> None:
        with self.own_speech.saying(text):
            await asyncio.to_thread(self.speaker.speak, text, self.sink, self.gate)

    async def listen(self, timeout_s: float, short: bool = False) -> str | None:
        """One utterance as text. `short`: an approval answer, endpointed sooner."""
        endpointer = self.answer_endpointer if short else self.endpointer
        language = self.reply_language() if short else self.language
        transcript = await asyncio.to_thread(self._listen, endpointer, language, timeout_s, short)
        if transcript is None or not transcript.has_words:
            return None
        if not short:
            self.request_language = transcript.language or None
        return transcript.text

    def reply_language(self) -> str | None:
        """The language an approval reply is decoded in (no detection pass on that path)."""
        if self.language is None and self.request_language:
            return self.request_language
        return self.answer_language

    def _listen(
        self, endpointer: Endpointer, language: str | None, timeout_s: float, short: bool = False
    ) -> Transcript | None:
        with self._mic:
            self.gate.wait_open(timeout=timeout_s)
            if self.turn_taking is not None:
                self.turn_taking.listening()  # the other side may speak now
            early = EarlyRecognition(self.recognizer, language) if self.early_recognition else None
            on_pause = early.on_pause if early is not None else None
            utterance = endpointer.next_utterance(self._frames, timeout_s, on_pause)
            ended = time.perf_counter()
            if utterance is None:
                self.last = Heard(None, ended)
                return None
            if early is not None:
                transcript = early.transcript(utterance)
            else:
                transcript = self.recognizer.transcribe(utterance.pcm, language)
            self.last = Heard(transcript, ended)
            checks = short and self.reply_grammar is not None and transcript.has_words
            if checks and self.reply_grammar and is_korean_reply(transcript.text, language):
                started = time.perf_counter()
                self.last.constrained = self.reply_grammar.recognise(utterance.pcm).text
                self.last.constrained_after_s = time.perf_counter() - started
            return transcript

    def check_reply(self, result: Classification) -> Classification:
        """The last approval reply's classification, cross-checked by the constrained
        recogniser when it ran on that utterance (`reply_grammar.cross_check`)."""
        constrained = self.last.constrained if self.last is not None else None
        return cross_check(result, constrained)

    def stop_speaking(self) -> None:
        self.speaker.stop()

    def close(self) -> None:
        self.speaker.stop()
        self.source.close()
