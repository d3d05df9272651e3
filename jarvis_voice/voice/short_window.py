"""Whisper over a shortened encoder window ("audio_ctx" in whisper.cpp terms).

faster-whisper pads every input to the 30 s window, and the encoder's cost grows with the frames
it sees (base on 2 cores: 3000 frames ≈ 1.1 s, 1000 ≈ 0.18 s). Our utterances are endpointed
and short, so most of that window is padding. `decode_short` runs the loaded model's own pieces
— its feature extractor, `encode` over the clip plus `extra_s` of padding, language detection
on that same encoder output, one `generate` — with the prompt, suppressed tokens, length bound
and no-speech rule `WhisperModel.transcribe` would use for a single window (faster-whisper
1.2.1, `generate_segments` / `get_prompt` / `generate_with_fallback` at temperature 0). The
padding is kept generous on purpose: with 5–8 s after the clip, base falls into repetition
loops ("Be quiet. Be quiet.") and reads noise as words (measured: scripts/bench_stt_window.py).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

import numpy as np

FULL_FRAMES = 3000  # whisper's 30 s window: 100 log-mel frames a second
FRAMES_PER_SECOND = 100
# faster-whisper's single-window defaults (WhisperModel.transcribe)
NO_SPEECH_THRESHOLD = 0.6
LOG_PROB_THRESHOLD = -1.0


@dataclass(frozen=True)
class ShortResult:
    text: str  # raw decoded text, before the caller's loop guard
    language: str
    language_probability: float


@dataclass(frozen=True)
class Detected:
    """The short pass detected a language the short window is not used for: the caller decodes
    over the full window and may take this language instead of detecting it again."""

    language: str
    language_probability: float


def window_frames(content_frames: int, extra_s: float) -> int | None:
    """Encoder frames for a clip of `content_frames` plus `extra_s` seconds, or None when that
    reaches the full window (then the normal path is the same work, and its behaviour is known).
    Even, because the encoder's first convolution halves the frames with stride 2."""
    frames = content_frames + round(extra_s * FRAMES_PER_SECOND)
    frames += frames % 2
    return frames if frames < FULL_FRAMES else None


def decode_short(
    model: Any,
    audio: np.ndarray,
    extra_s: float,
    *,
    language: str | None,
    prompt: str | None,
    max_new_tokens: int,
    beam_size: int = 1,
    languages: Collection[str] | None = None,
) -> ShortResult | Detected | None:
    """Recognise float32 16 kHz `audio` with the faster-whisper `WhisperModel` `model` over a
    window of the clip plus `extra_s` seconds. None when the clip needs the full window, or
    when its language (given or detected here) is not in `languages` (None: any language)."""
    if language is not None and languages is not None and language not in languages:
        return None
    encoded = encode_short(model, audio, extra_s)
    if encoded is None:
        return None
    probability = 1.0
    if not model.model.is_multilingual:
        language = "en"
    elif language is None:
        # the same detection WhisperModel.detect_language does, on the one encoder pass we have
        # (the full path encodes the 30 s window twice: once to detect, once to decode)
        token, probability = model.model.detect_language(encoded.output)[0][0]
        language = str(token[2:-2])
        if languages is not None and language not in languages:
            return Detected(language, float(probability))  # the caller decodes the usual way
    text = decode_text(
        model, encoded, language, prompt=prompt, max_new_tokens=max_new_tokens, beam_size=beam_size
    )
    return ShortResult(text, language, float(probability))


@dataclass(frozen=True)
class Encoded:
    output: Any  # the encoder's output (a ctranslate2 StorageView)
    content_frames: int  # mel frames of the clip itself, before the padding


def encode_short(model: Any, audio: np.ndarray, extra_s: float) -> Encoded | None:
    """One encoder pass over `audio` plus `extra_s` seconds of padding; None when that reaches
    the full window."""
    from faster_whisper.transcribe import get_ctranslate2_storage

    features = model.feature_extractor(audio)
    # faster-whisper drops the last frame (it covers only the 160 padding samples)
    content_frames = features.shape[-1] - 1
    frames = window_frames(content_frames, extra_s)
    if frames is None:
        return None
    # zero padding in log-mel space, as faster-whisper's pad_or_trim does for the 30 s window
    segment = np.zeros((features.shape[0], frames), dtype=np.float32)
    segment[:, :content_frames] = features[:, :content_frames]
    output = model.model.encode(get_ctranslate2_storage(segment[None]), to_cpu=False)
    return Encoded(output, content_frames)


def tokenizer_for(model: Any, language: str) -> Any:
    from faster_whisper.tokenizer import Tokenizer

    return Tokenizer(
        model.hf_tokenizer, model.model.is_multilingual, task="transcribe", language=language
    )


def decode_text(
    model: Any,
    encoded: Encoded,
    language: str,
    *,
    prompt: str | None = None,
    max_new_tokens: int,
    beam_size: int = 1,
) -> str:
    """One `generate` over the encoded window, with faster-whisper's no-speech rule."""
    from faster_whisper.transcribe import get_suppressed_tokens

    tokenizer = tokenizer_for(model, language)
    tokens: list[int] = []
    if prompt is not None:  # as initial_prompt: previous text after <|startofprev|>
        previous = tokenizer.encode(" " + prompt.strip())
        tokens = [tokenizer.sot_prev, *previous[-(model.max_length // 2 - 1) :]]
    tokens += [*tokenizer.sot_sequence, tokenizer.no_timestamps]
    max_length = min(len(tokens) + max_new_tokens, model.max_length)

    result = model.model.generate(
        encoded.output,
        [tokens],
        beam_size=beam_size,
        patience=1,
        length_penalty=1,
        repetition_penalty=1,
        no_repeat_ngram_size=0,
        max_length=max_length,
        return_scores=True,
        return_no_speech_prob=True,
        suppress_blank=True,
        suppress_tokens=list(get_suppressed_tokens(tokenizer, [-1])),
    )[0]
    ids: list[int] = result.sequences_ids[0]
    # faster-whisper's no-speech rule: skip the window when whisper says "no speech" and the
    # text it would give is improbable (its avg_logprob with length_penalty 1)
    avg_logprob = result.scores[0] * len(ids) / (len(ids) + 1)
    if result.no_speech_prob > NO_SPEECH_THRESHOLD and avg_logprob <= LOG_PROB_THRESHOLD:
        return ""
    return str(tokenizer.decode(ids))


def forced_probability(
    model: Any, encoded: Encoded, language: str, prefix: str, words: str
) -> float:
    """The probability whisper gives `words` right after `prefix` in the encoded clip: the
    product of its token probabilities with the text forced (ctranslate2's `align`), so a word it
    would not have written as its best guess can still be scored."""
    tokenizer = tokenizer_for(model, language)
    before = tokenizer.encode(" " + prefix.strip())
    after = tokenizer.encode(" " + words.strip())
    result = model.model.align(
        encoded.output, tokenizer.sot_sequence, [before + after], encoded.content_frames
    )[0]
    probabilities = result.text_token_probs[len(before) : len(before) + len(after)]
    return float(np.prod(probabilities))
