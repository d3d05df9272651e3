"""`jarvis voice classify` — how would a spoken approval reply be judged (SPEC V4)? Runs nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from jarvis_voice.config import load_settings
from jarvis_voice.errors import JarvisError, describe

app = typer.Typer(help="Voice tools: classify approval replies.", no_args_is_help=True)


@app.command("classify")
def classify(
    text: Annotated[str | None, typer.Argument(help="The reply, e.g. '응 실행해'.")] = None,
    audio: Annotated[
        Path | None, typer.Option("--audio", help="A WAV file to recognise first.")
    ] = None,
    classifier: Annotated[
        str | None,
        typer.Option("--classifier", help="Model stage: embedded, ollama or keywords."),
    ] = None,
    model: Annotated[
        str | None, typer.Option("--model", help="Classifier model (Ollama name or GGUF).")
    ] = None,
) -> None:
    """Print one JSON object: decision (allow/always/deny/unclear), stage, ms, label, reason."""
    from jarvis_voice.voice.classifier import ReplyClassifier

    if audio is None and (text is None or not text.strip()):
        raise JarvisError("nothing to classify: give the reply as TEXT or a WAV file with --audio")
    if audio is not None and text is not None:
        raise JarvisError("give either TEXT or --audio, not both")
    settings = load_settings()
    voice = settings.voice
    if classifier is not None:
        if classifier not in ("embedded", "ollama", "keywords"):
            raise JarvisError(
                f"--classifier must be embedded, ollama or keywords, not {classifier!r}"
            )
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
    result = replies.classify(text or "")
    out = {
        "decision": result.decision,
        "stage": result.stage,
        "ms": result.ms,
        "label": result.label,
        "reason": result.reason,
        **extra,
    }
    typer.echo(json.dumps(out, ensure_ascii=False))


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
        raise JarvisError(f"no such audio file: {path}")
    try:
        from jarvis_voice.voice.stt import transcribe_wav
    except ImportError as exc:
        raise JarvisError(f"speech recognition is not available: {exc}") from exc
    try:
        transcript = transcribe_wav(path, voice)
    except JarvisError:
        raise
    except Exception as exc:  # a broken WAV or a decoder error: one line, not a traceback
        detail = describe(exc)[:200]
        raise JarvisError(f"could not recognise {path}: {detail}") from exc
    # No words (silence, [music], a known whisper hallucination) classifies as "nothing was said".
    return transcript.text if transcript.has_words else ""
