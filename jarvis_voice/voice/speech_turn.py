"""One spoken request from a recorded clip (the browser's push-to-talk): endpoint it with the
same VAD as the microphone, recognise it with the same recogniser, and make the answer's audio
with the same synthesizer — so the page's microphone is not a second, weaker voice path."""

from __future__ import annotations

import io
import threading
import wave
from dataclasses import dataclass

from jarvis_voice.config import VoiceSettings
from jarvis_voice.voice.pcm import convert_pcm, split_frames
from jarvis_voice.voice.stt import Recognizer, Transcript
from jarvis_voice.voice.tts import Synthesizer, make_synthesizer, synthesize_in
from jarvis_voice.voice.vad import Endpointer

MAX_CLIP_S = 30.0
MAX_CLIP_BYTES = int(MAX_CLIP_S * 16_000 * 2)


@dataclass(frozen=True)
class Heard:
    text: str
    language: str | None
    probability: float = 1.0  # the recogniser's, for `language` (1.0: the language was given)


class SpeechTurns:
    """Shared by every tab of a process: the models load once, on first use."""

    def __init__(self, settings: VoiceSettings) -> None:
        self.settings = settings
        self._recognizer: Recognizer | None = None
        self._synthesizer: Synthesizer | None = None
        self._lock = threading.Lock()

    def recognise(self, pcm: bytes) -> Heard | None:
        """16 kHz mono int16 PCM → the words of its first utterance (None: no words)."""
        pcm = pcm[: MAX_CLIP_BYTES - MAX_CLIP_BYTES % 2]
        padded = pcm + b"\x00\x00" * int(16_000 * 1.0)  # let the endpointer hear the end
        utterance = Endpointer.from_settings(self.settings).next_utterance(
            iter(list(split_frames(padded)))
        )
        if utterance is None:
            return None
        transcript: Transcript = self._recognizer_loaded().transcribe(
            utterance.pcm, self.settings.language
        )
        if not transcript.has_words:
            return None
        return Heard(transcript.text.strip(), transcript.language, transcript.language_probability)

    def speak_wav(self, text: str, language: str | None = None) -> bytes:
        """`text` spoken in the voice of `language` (the turn's), as one WAV file (for the page
        to play)."""
        out = io.BytesIO()
        with wave.open(out, "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(16_000)  # one rate, whichever voice (English, Korean) said a part
            for chunk in synthesize_in(self._synthesizer_loaded(), text, language):
                wav.writeframes(convert_pcm(chunk.pcm, chunk.sample_rate))
        return out.getvalue()

    def _recognizer_loaded(self) -> Recognizer:
        with self._lock:
            if self._recognizer is None:
                recognizer = Recognizer(self.settings)
                recognizer.load()
                self._recognizer = recognizer
            return self._recognizer

    def _synthesizer_loaded(self) -> Synthesizer:
        with self._lock:
            if self._synthesizer is None:
                self._synthesizer = make_synthesizer(self.settings)
            return self._synthesizer
