"""`jarvis voice run`: talk to the assistant (V1–V5); approvals by voice or on screen."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from jarvis_voice.config import load_settings


def run(
    audio_in: Annotated[
        list[Path] | None,
        typer.Option("--audio-in", help="WAV file(s) to use instead of the microphone."),
    ] = None,
    audio_out: Annotated[
        Path | None, typer.Option("--audio-out", help="Write the spoken replies to this WAV.")
    ] = None,
    hands_free: Annotated[
        bool, typer.Option("--hands-free", help="Listen all the time (no hotkey).")
    ] = False,
    enter_to_talk: Annotated[
        bool, typer.Option("--enter-to-talk", help="Press Enter, then speak.")
    ] = False,
    web: Annotated[
        bool, typer.Option("--web/--no-web", help="Also serve the web UI (same session).")
    ] = True,
    port: Annotated[int, typer.Option(help="Web UI port.")] = 8765,
    max_requests: Annotated[
        int | None, typer.Option(help="Stop after this many spoken requests.")
    ] = None,
) -> None:
    """Listen for requests and speak the answers. Push-to-talk by default (JARVIS_VOICE__HOTKEY)."""
    from jarvis_voice.voice.runner import VoiceOptions, run_voice_cli

    trigger = "hands-free" if hands_free else "enter" if enter_to_talk else "settings"
    for path in audio_in or []:
        if not path.is_file():
            raise typer.BadParameter(f"no such audio file: {path}", param_hint="--audio-in")
    options = VoiceOptions(
        audio_in=list(audio_in or []),
        audio_out=audio_out,
        trigger=trigger,
        web=web,
        port=port,
        max_requests=max_requests,
    )
    raise typer.Exit(run_voice_cli(load_settings(), options))
