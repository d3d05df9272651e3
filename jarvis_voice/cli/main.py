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
from jarvis_voice.cli.help_text import localise
from jarvis_voice.cli.language import cli_language
from jarvis_voice.config import Settings, load_settings
from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import N_, t
from jarvis_voice.packaged_models import set_progress_language

# Help texts are catalogue keys, translated at start (cli/help_text.py).
app = typer.Typer(
    help=N_("cli.app"),
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
app.command("start", help=N_("cli.start"))(voice_run.start)  # what `make run` runs
app.add_typer(rules_cmd.app, name="rules")
voice_cmd.app.command("run", help=N_("cli.voice.run"))(voice_run.run)
app.add_typer(voice_cmd.app, name="voice")
app.add_typer(procedures_cmd.app, name="procedures")
app.command("doctor", help=N_("cli.doctor"))(doctor.doctor)
app.command("log", help=N_("cli.log"))(log_cmd.log)
app.command("undo", help=N_("cli.undo"))(undo_cmd.undo)

Backend = Annotated[str | None, typer.Option(help=N_("cli.opt.backend"))]
Script = Annotated[Path | None, typer.Option(help=N_("cli.opt.script"))]


@app.command(help=N_("cli.chat"))
def chat(
    backend: Backend = None,
    model: Annotated[str | None, typer.Option(help=N_("cli.chat.model"))] = None,
    script: Script = None,
    agent: Annotated[str | None, typer.Option(help=N_("cli.chat.agent"))] = None,
    lang: Annotated[str | None, typer.Option(help=N_("cli.chat.lang"))] = None,
    workdir: Annotated[Path | None, typer.Option(help=N_("cli.chat.workdir"))] = None,
    once: Annotated[str | None, typer.Option(help=N_("cli.chat.once"))] = None,
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


@app.command(help=N_("cli.serve"))
def serve(
    host: Annotated[str, typer.Option(help=N_("cli.serve.host"))] = "127.0.0.1",
    port: Annotated[int, typer.Option(help=N_("cli.serve.port"))] = 8765,
    backend: Backend = None,
    script: Script = None,
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
    """Console entry point: help and errors in the command's language (cli/language.py); a
    JarvisError is one line and exit code 2."""
    language = cli_language(sys.argv[1:])
    set_progress_language(language)  # a model joined on first use says so in this language
    command = typer.main.get_command(app)
    localise(command, language)
    try:
        command()
    except JarvisError as exc:
        sys.stderr.write(t("cli.error", language, error=exc.text(language)) + "\n")
        sys.exit(2)
    except KeyboardInterrupt:
        sys.stderr.write("\n")
        sys.exit(130)


if __name__ == "__main__":
    run()
