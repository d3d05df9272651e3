"""`jarvis voice classify` — how would a spoken approval reply be judged (SPEC V4)? Runs nothing.

`jarvis voice classify "응 실행해"` prints one JSON object; `--stdin` classifies a reply per line
of standard input with one classifier (the model is loaded once), one JSON line each.
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Any

import typer

from jarvis_voice.config import load_settings
from jarvis_voice.errors import JarvisError, describe
from jarvis_voice.i18n import N_, Msg

app = typer.Typer(help=N_("cli.voice"), no_args_is_help=True)


@app.command("classify", help=N_("cli.voice.classify"))
def classify(
    text: Annotated[str | None, typer.Argument(help=N_("cli.voice.classify.text"))] = None,
    audio: Annotated[
        Path | None, typer.Option("--audio", help=N_("cli.voice.classify.audio"))
    ] = None,
    classifier: Annotated[
        str | None, typer.Option("--classifier", help=N_("cli.voice.classify.classifier"))
    ] = None,
    model: Annotated[
        str | None, typer.Option("--model", help=N_("cli.voice.classify.model"))
    ] = None,
    stdin: Annotated[bool, typer.Option("--stdin", help=N_("cli.voice.classify.stdin"))] = False,
) -> None:
    """Print one JSON object: decision (allow/always/deny/unclear), stage, ms, label, reason.

    With --stdin, every line of standard input is one reply and gets one JSON line (with its
    "text"), in order; the model, when the model stage is on, is loaded once, on the first
    line that needs it.
    """
    from jarvis_voice.voice.classifier import ReplyClassifier

    if stdin and (text is not None or audio is not None):
        raise JarvisError(Msg("error.classify.stdin_and_text"))
    if not stdin and audio is None and (text is None or not text.strip()):
        raise JarvisError(Msg("error.classify.nothing"))
    if audio is not None and text is not None:
        raise JarvisError(Msg("error.classify.text_and_audio"))
    settings = load_settings()
    voice = settings.voice
    if classifier is not None:
        if classifier not in ("embedded", "ollama", "keywords"):
            raise JarvisError(Msg("error.classify.classifier", value=classifier))
        voice = voice.model_copy(update={"classifier": classifier})
    if model is not None:
        voice = voice.model_copy(update={"classifier_model": model})

    extra: dict[str, Any] = {}
    if audio is not None:
        transcript = _transcribe(audio, voice)
        extra["transcript"] = transcript
        text = transcript
    try:
        replies = ReplyClassifier.from_settings(voice, settings.llm)
    except JarvisError as exc:
        # No model to ask (e.g. xllamacpp missing): the keyword stages still answer, and text
        # that needs the model is unclear — a backend error never turns into an allow.
        replies = ReplyClassifier(_Unavailable(exc))
    if stdin:
        for stream in (sys.stdin, sys.stdout):  # UTF-8 whatever the locale; bad bytes → "�"
            if isinstance(stream, io.TextIOWrapper):
                stream.reconfigure(encoding="utf-8", errors="replace")
        _classify_lines(replies, sys.stdin)
        return
    typer.echo(json.dumps({**_as_json(replies.classify(text or "")), **extra}, ensure_ascii=False))


def _as_json(result: Any) -> dict[str, Any]:
    return {
        "decision": result.decision,
        "stage": result.stage,
        "ms": result.ms,
        "label": result.label,
        "reason": result.reason,
    }


def _classify_lines(replies: Any, lines: Iterable[str]) -> None:
    """One JSON line per input line, flushed at once, so a pipe can talk to it reply by reply.
    A blank line is a reply too ("nothing was said"): output line n always answers input line n.
    """
    for line in lines:
        reply = line.rstrip("\r\n")
        out = {"text": reply, **_as_json(replies.classify(reply))}
        sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        sys.stdout.flush()


class _Unavailable:
    """A judge whose backend could not be built: every question fails (→ unclear)."""

    name = "unavailable"

    def __init__(self, error: JarvisError) -> None:
        self.error = error

    def judge(self, text: str) -> str:
        raise self.error


def _transcribe(path: Path, voice: Any) -> str:
    """Speech recognition first (lazily imported: faster-whisper is heavy and optional)."""
    if not path.is_file():
        raise JarvisError(Msg("error.audio.no_file", path=path))
    try:
        from jarvis_voice.voice.stt import transcribe_wav
    except ImportError as exc:
        raise JarvisError(Msg("error.stt.unavailable", detail=exc)) from exc
    try:
        transcript = transcribe_wav(path, voice)
    except JarvisError:
        raise
    except Exception as exc:  # a broken WAV or a decoder error: one line, not a traceback
        detail = describe(exc)[:200]
        raise JarvisError(Msg("error.stt.failed", path=path, detail=detail)) from exc
    # No words (silence, [music], a known whisper hallucination) classifies as "nothing was said".
    return transcript.text if transcript.has_words else ""
