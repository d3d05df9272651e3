"""The `jarvis` command. User-facing failures are one clear line on stderr, never a traceback."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from jarvis_voice.cli import (
    doctor,
    log_cmd,
    procedures_cmd,
    rules_cmd,
    undo_cmd,
    voice_cmd,
    voice_run,
)
from jarvis_voice.config import Settings, load_settings
from jarvis_voice.errors import JarvisError

app = typer.Typer(
    help="jarvis-voice: a local assistant whose risky tools run only after you say yes.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
app.command("start")(voice_run.start)  # what `make run` runs
app.add_typer(rules_cmd.app, name="rules")
voice_cmd.app.command("run")(voice_run.run)
app.add_typer(voice_cmd.app, name="voice")
app.add_typer(procedures_cmd.app, name="procedures")
app.command("doctor")(doctor.doctor)
app.command("log")(log_cmd.log)
app.command("undo")(undo_cmd.undo)


@app.command()
def chat(
    backend: Annotated[
        str | None, typer.Option(help="LLM backend: embedded, ollama or scripted.")
    ] = None,
    model: Annotated[str | None, typer.Option(help="Ollama model name, e.g. gemma4:e2b.")] = None,
    script: Annotated[
        Path | None, typer.Option(help="JSON script for the scripted backend.")
    ] = None,
    agent: Annotated[str | None, typer.Option(help="Agent id (default main).")] = None,
    lang: Annotated[
        str | None,
        typer.Option(help="Language of what jarvis shows and says: ko or en (else English)."),
    ] = None,
    workdir: Annotated[
        Path | None, typer.Option(help="Directory the tools work in (default: current).")
    ] = None,
    once: Annotated[
        str | None, typer.Option(help="Run one request and exit (approvals still ask).")
    ] = None,
) -> None:
    """Chat in the terminal. Approvals: Enter = allow once, a = always, d = deny."""
    from jarvis_voice.cli.chat import run_chat

    overrides: dict[str, dict[str, object]] = {"llm": {}, "agent": {}, "tools": {}}
    if backend:
        overrides["llm"]["backend"] = backend
    if model:
        overrides["llm"]["ollama_model"] = model
    if script:
        overrides["llm"]["script"] = script
    if agent:
        overrides["agent"]["id"] = agent
    if lang:
        overrides["agent"]["language"] = lang
    if workdir:
        overrides["tools"]["workdir"] = workdir
    raise typer.Exit(run_chat(_settings_with(overrides), once))


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to bind; keep it local.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8765,
    backend: Annotated[
        str | None, typer.Option(help="LLM backend: embedded, ollama or scripted.")
    ] = None,
    script: Annotated[
        Path | None, typer.Option(help="JSON script for the scripted backend.")
    ] = None,
) -> None:
    """Start the web UI: chat, ACTIVITY and on-screen approval buttons."""
    from jarvis_voice.cli.serve import run_serve

    llm: dict[str, object] = {}
    if backend:
        llm["backend"] = backend
    if script:
        llm["script"] = script
    raise typer.Exit(run_serve(_settings_with({"llm": llm}), host, port))


def _settings_with(overrides: dict[str, dict[str, object]]) -> Settings:
    """Settings from env/config with command-line overrides on top."""
    merged = load_settings().model_dump()
    for section, values in overrides.items():
        merged[section].update(values)
    return load_settings(**merged)


def run() -> None:
    """Console entry point: turn JarvisError into one line and exit code 2."""
    try:
        app()
    except JarvisError as exc:
        sys.stderr.write(f"jarvis: error: {exc}\n")
        sys.exit(2)
    except KeyboardInterrupt:
        sys.stderr.write("\n")
        sys.exit(130)


if __name__ == "__main__":
    run()
