"""`jarvis voice run`: talk to the assistant (V1–V5); approvals by voice or on screen."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from jarvis_voice.config import Settings, load_settings

if TYPE_CHECKING:
    from jarvis_voice.voice.runner import VoiceOptions

HOST = "127.0.0.1"


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
    from jarvis_voice.voice.runner import VoiceOptions

    trigger = "hands-free" if hands_free else "enter" if enter_to_talk else "settings"
    for path in audio_in or []:
        if not path.is_file():
            raise typer.BadParameter(f"no such audio file: {path}", param_hint="--audio-in")
    options = VoiceOptions(
        audio_in=list(audio_in or []),
        audio_out=audio_out,
        trigger=trigger,
        max_requests=max_requests,
    )
    raise typer.Exit(asyncio.run(_voice(load_settings(), options, web, HOST, port)))


async def _voice(settings: Settings, options: VoiceOptions, web: bool, host: str, port: int) -> int:
    """One session for the microphone and (unless --no-web) the page: same approvals, K1."""
    from jarvis_voice.core.session import Session
    from jarvis_voice.llm.factory import make_backend
    from jarvis_voice.voice.runner import run_voice

    session = Session(settings, make_backend(settings.llm))
    await session.start()
    server: asyncio.Task[None] | None = None
    if web:
        from jarvis_voice.web.server import create_app, serve

        app = create_app(settings, session.agent.backend, bind_host=host, session=session)
        server = asyncio.create_task(serve(app, host, port))
        print(f"jarvis web UI (same session): http://{host}:{port}/", flush=True)
    try:
        await run_voice(settings, options, session)
    finally:
        if server is not None:
            server.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await server
        await session.close()
    return 0
