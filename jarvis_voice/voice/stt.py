"""Speech recognition with faster-whisper on the CPU (SPEC V1), fully offline.

`Recognizer` loads its model lazily, once per process (shared by all instances), and serialises
recognitions per model (two cores: running two at a time only makes both slower). Audio arrives
already endpointed, so whisper's own VAD is off. `transcribe_wav` is the file entry point
(`jarvis voice classify --audio FILE.wav` uses it).
"""

from __future__ import annotations

import re
import threading
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from jarvis_voice.config import VoiceSettings
from jarvis_voice.errors import one_line
from jarvis_voice.i18n import Msg
from jarvis_voice.voice.audio import SAMPLE_RATE
from jarvis_voice.voice.audio_files import WavFileSource
from jarvis_voice.voice.pcm import pcm16_to_float
from jarvis_voice.voice.short_window import Detected, ShortResult, decode_short
from jarvis_voice.voice.speech_models import SpeechModelError, model_dir, speech_model
from jarvis_voice.voice.vad import Endpointer

# Whole-text outputs whisper is known to invent for silence or noise (subtitle credits it saw in
# training). Compared after lower-casing and removing punctuation; only the WHOLE text counts, so
# a real "thank you" inside a sentence is kept.
HALLUCINATIONS = frozenset(
    {
        "you",
        "thank you for watching",
        "thanks for watching",
        "thank you for watching thank you for watching",
        "please subscribe",
        "subtitles by the amaraorg community",
        "시청해주셔서 감사합니다",
        "시청해 주셔서 감사합니다",
        "구독과 좋아요 부탁드립니다",
    }
)
# [BLANK_AUDIO], (music), *laughs*, ♪ … — annotations, not words
_ANNOTATION = re.compile(r"\[[^\]]*\]|\([^)]*\)|\*[^*]*\*|[♪♫♬]")
_NOT_WORD = re.compile(r"[^\w\s]|_", re.UNICODE)
T = TypeVar("T")


@dataclass(frozen=True)
class Transcript:
    text: str
    language: str
    seconds: float  # time spent recognising
    audio_seconds: float
    language_probability: float = 1.0
    looped: bool = False  # whisper looped ("영상에서 영상에서…") and the text was dropped

    @property
    def has_words(self) -> bool:
        """False for nothing, punctuation, annotations like [music], or a known hallucination."""
        return _normalise(self.text) not in ("", *HALLUCINATIONS)

    @property
    def rtf(self) -> float:
        """Real-time factor: recognition time / audio length."""
        return self.seconds / self.audio_seconds if self.audio_seconds else 0.0


def _normalise(text: str) -> str:
    text = _ANNOTATION.sub(" ", text.lower())
    return " ".join(_NOT_WORD.sub("", text).split())


class Recognizer:
    """faster-whisper `WhisperModel` (int8, 2 threads) for one of SPEECH_MODELS."""

    def __init__(
        self,
        settings: VoiceSettings | None = None,
        model: str | None = None,
        beam_size: int = 1,
    ) -> None:
        self.settings = settings or VoiceSettings()
        self.model_name = model or self.settings.stt_model
        self.english_only = speech_model(self.model_name).english_only
        # beam 1 (greedy): measured as accurate as 5 on our clips, and faster
        self.beam_size = beam_size
        self._loaded: _Loaded | None = None
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        return self._loaded is not None

    def load(self) -> float:
        """Load the model if needed (thread-safe; shared per process); returns the load time."""
        with self._lock:
            if self._loaded is None:
                self._loaded = _shared_model(model_dir(self.model_name, self.settings))
            return self._loaded.seconds

    def with_model(self, work: Callable[[Any], T]) -> T:
        """`work(model)` on the loaded faster-whisper `WhisperModel`, one recognition at a time
        (the wake word's confirmation reads the encoder's output twice: voice/wake_confirm.py)."""
        self.load()
        assert self._loaded is not None
        with self._loaded.run_lock:
            return work(self._loaded.model)

    def transcribe(
        self, pcm: bytes, language: str | None = None, prompt: str | None = None
    ) -> Transcript:
        """Recognise 16 kHz mono int16 `pcm`.

        `language`: e.g. "ko"/"en"; None uses settings.language, and if that is None too, the
        multilingual model detects it. An English-only model always decodes English.
        `prompt`: text whisper takes as what came before — it leans towards those words.
        """
        language = language or self.settings.language
        if self.english_only:
            language = "en"
        audio_seconds = len(pcm) / 2 / SAMPLE_RATE
        if len(pcm) < 2:
            return Transcript("", language or "", 0.0, 0.0, 0.0)
        self.load()
        assert self._loaded is not None
        if language is not None and language not in self._loaded.model.supported_languages:
            raise SpeechModelError(Msg("error.stt.language", code=language))
        audio = pcm16_to_float(pcm[: len(pcm) // 2 * 2])
        # speech is at most a few tokens a second: a bound stops a repetition loop early
        max_new_tokens = max(24, int(audio_seconds * TOKENS_PER_SECOND))
        extra_s = self.window_extra_s
        with self._loaded.run_lock:
            started = time.perf_counter()
            short = None
            if extra_s is not None:
                short = decode_short(
                    self._loaded.model,
                    audio,
                    extra_s,
                    language=language,
                    prompt=prompt,
                    max_new_tokens=max_new_tokens,
                    beam_size=self.beam_size,
                    languages=self.settings.stt_window_languages,
                )
            if isinstance(short, Detected) and short.language_probability >= SURE_LANGUAGE:
                language = short.language  # one 30 s encoder pass saved (≈ 1 s on 2 cores)
            if isinstance(short, ShortResult):
                text, language, probability = short.text, short.language, short.language_probability
            else:  # the full 30 s window (also every clip too long for the short one)
                segments, info = self._loaded.model.transcribe(
                    audio,
                    language=language,
                    beam_size=self.beam_size,
                    temperature=0.0,  # no random re-decoding: reproducible and bounded in time
                    vad_filter=False,  # already endpointed
                    condition_on_previous_text=False,
                    initial_prompt=prompt,
                    without_timestamps=True,
                    max_new_tokens=max_new_tokens,
                )
                text = "".join(segment.text for segment in segments)  # decoding happens here
                language, probability = info.language, float(info.language_probability)
            seconds = time.perf_counter() - started
        was_looped = looped(text)
        if was_looped:  # "이 영상은 영상에서 영상에서…" on silence or noise: no words
            text = ""
        return Transcript(
            text=" ".join(text.split()),
            language=language or "",
            seconds=seconds,
            audio_seconds=audio_seconds,
            language_probability=probability,
            looped=was_looped,
        )

    @property
    def window_extra_s(self) -> float | None:
        """Seconds of encoder window beyond the utterance, or None for whisper's full 30 s."""
        window = self.settings.stt_window_s
        if window is None or isinstance(window, str) or window <= 0:  # str: only "full"
            return None
        if self.model_name not in SHORT_WINDOW_MODELS:
            return None
        return float(window)


TOKENS_PER_SECOND = 12
# Models the short window was measured on (scripts/bench_stt_window.py). tiny.en over it missed
# a spoken "Stop." through the PulseAudio path in 2 runs of 3 (test_voice_devices, full window:
# 3 of 3 heard), so the smaller model keeps the full window.
SHORT_WINDOW_MODELS = frozenset({"base"})
# A language the short pass detected this surely is taken for the full window's decoding instead
# of detecting it again there (short and full detection disagreed on 1 of 18 auto clips).
SURE_LANGUAGE = 0.8


def looped(text: str, max_ratio: float = 2.4) -> bool:
    """Whisper's repetition loop: text that compresses far better than speech does (the
    measure whisper itself uses), or one short phrase said four times or more in a row."""
    data = text.strip().encode("utf-8")
    if len(data) >= 40 and len(data) / len(zlib.compress(data)) > max_ratio:
        return True
    words = text.split()
    for size in range(1, 4):
        for start in range(len(words) - 4 * size + 1):
            phrase = words[start : start + size]
            if all(words[start + k * size : start + (k + 1) * size] == phrase for k in range(4)):
                return True
    return False


def _load_whisper(folder: Path) -> Any:
    from faster_whisper import WhisperModel  # heavy import, only when recognition is needed

    try:
        return WhisperModel(
            str(folder),
            device="cpu",
            compute_type="int8",
            cpu_threads=2,
            local_files_only=True,  # never the model hub
        )
    except (RuntimeError, ValueError, OSError) as exc:
        raise SpeechModelError(Msg("error.stt.load", folder=folder, detail=one_line(exc))) from exc


@dataclass
class _Loaded:
    model: Any
    seconds: float
    run_lock: threading.Lock  # one recognition at a time per model (2 cores)


_loaded: dict[Path, _Loaded] = {}
_loaded_lock = threading.Lock()


def _shared_model(folder: Path) -> _Loaded:
    """Each model folder is loaded once per process and shared by all Recognizers."""
    with _loaded_lock:
        entry = _loaded.get(folder)
        if entry is None:
            started = time.perf_counter()
            model = _load_whisper(folder)
            entry = _loaded[folder] = _Loaded(
                model, time.perf_counter() - started, threading.Lock()
            )
        return entry


def transcribe_wav(path: str | Path, settings: VoiceSettings) -> Transcript:
    """A WAV file → VAD (its first utterance, or the whole file if none) → recogniser."""
    source = WavFileSource(path)
    utterance = Endpointer.from_settings(settings).next_utterance(source.frames(), timeout_s=None)
    pcm = utterance.pcm if utterance is not None else source.pcm
    return Recognizer(settings).transcribe(pcm)
