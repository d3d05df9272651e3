"""`jarvis start` and `jarvis voice run`: one core session behind the web page and voice.

They are one implementation (`_front`) with two defaults:

* `jarvis start` (what `make run` runs): the web page always (chat and its 🎙 microphone), voice
  only when a microphone and a speaker exist; runs until Ctrl+C. A voice failure (no hotkey, a
  device that dies) turns voice off with one line; the page stays.
* `jarvis voice run`: voice always (the devices, or WAV files), the page unless `--no-web`; ends
  with the audio or `--max-requests`, and a voice failure is the command's error.

Both take the page's port before anything loads (a busy port is one line) and stop cleanly on
Ctrl+C (exit 0, no traceback). Approvals go to the voice and to every tab of the one session (K1).
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import socket
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from jarvis_voice.config import Settings, load_settings
from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import N_, Msg, t

if TYPE_CHECKING:
    from jarvis_voice.voice.runner import VoiceOptions

HOST = "127.0.0.1"
DEFAULT_PORT = 8765

HandsFree = Annotated[
    bool,
    typer.Option(
        "--hands-free",
        help=N_("cli.start.hands_free"),
    ),
]
EnterToTalk = Annotated[bool, typer.Option("--enter-to-talk", help=N_("cli.start.enter_to_talk"))]
Port = Annotated[int, typer.Option(help=N_("cli.start.port"))]


def start(
    port: Port = DEFAULT_PORT, hands_free: HandsFree = False, enter_to_talk: EnterToTalk = False
) -> None:
    """Start the assistant: the web page always, voice when a microphone and speaker exist.

    Push-to-talk by default (JARVIS_VOICE__HOTKEY). Text chat: `jarvis chat`. Ctrl+C stops."""
    from jarvis_voice.voice.runner import VoiceOptions
    from jarvis_voice.web.server import bind

    settings = load_settings()
    sock = bind(HOST, port)
    url = _url(HOST, port)
    voice: VoiceOptions | None = VoiceOptions(
        audio_in=[], trigger=_trigger(hands_free, enter_to_talk)
    )
    missing = _no_audio_device(settings)
    if missing is not None:
        voice = None
        language = settings.agent.language
        print(t("start.no_device", language, missing=missing.text(language), url=url), flush=True)
    front = Front(voice=voice, sock=sock, host=HOST, port=port, keep_serving=True)
    raise typer.Exit(asyncio.run(_front(settings, front)))


def run(
    audio_in: Annotated[
        list[Path] | None, typer.Option("--audio-in", help=N_("cli.voice.run.audio_in"))
    ] = None,
    audio_out: Annotated[
        Path | None, typer.Option("--audio-out", help=N_("cli.voice.run.audio_out"))
    ] = None,
    hands_free: HandsFree = False,
    enter_to_talk: EnterToTalk = False,
    web: Annotated[bool, typer.Option("--web/--no-web", help=N_("cli.voice.run.web"))] = True,
    port: Port = DEFAULT_PORT,
    max_requests: Annotated[int | None, typer.Option(help=N_("cli.voice.run.max_requests"))] = None,
) -> None:
    """Listen for requests and speak the answers. Push-to-talk by default (JARVIS_VOICE__HOTKEY)."""
    from jarvis_voice.voice.runner import VoiceOptions

    for path in audio_in or []:
        if not path.is_file():
            raise JarvisError(Msg("error.audio.no_file_option", option="--audio-in", path=path))
    options = VoiceOptions(
        audio_in=list(audio_in or []),
        audio_out=audio_out,
        trigger=_trigger(hands_free, enter_to_talk),
        max_requests=max_requests,
    )
    sock = None
    if web:
        from jarvis_voice.web.server import bind

        sock = bind(HOST, port)
    front = Front(voice=options, sock=sock, host=HOST, port=port, keep_serving=False)
    raise typer.Exit(asyncio.run(_front(load_settings(), front)))


@dataclass
class Front:
    voice: VoiceOptions | None  # None: no voice (start without audio devices)
    sock: socket.socket | None  # the page's bound address; None: no page (voice run --no-web)
    host: str
    port: int
    # start: the page outlives voice, and only Ctrl+C ends the run; voice run: voice ends it
    keep_serving: bool


def _trigger(hands_free: bool, enter_to_talk: bool) -> str:
    return "hands-free" if hands_free else "enter" if enter_to_talk else "settings"


def _url(host: str, port: int) -> str:
    return f"http://{host}:{port}/"


def _no_audio_device(settings: Settings) -> JarvisError | None:
    """Why voice cannot start here (no microphone or no speaker), or None when both exist."""
    from jarvis_voice.voice.devices import NoDevice, device_setting, probe

    try:
        probe("input", device_setting(settings.voice.input_device))
        probe("output", device_setting(settings.voice.output_device))
    except NoDevice as exc:
        return exc
    return None


def _how_to_talk(settings: Settings, options: VoiceOptions) -> str:
    kind = settings.voice.mode if options.trigger == "settings" else options.trigger
    language = settings.agent.language
    if kind == "hands-free":
        if settings.voice.wake_word != "off":
            return t("start.how.hands_free_wake", language)
        return t("start.how.hands_free", language)
    if kind == "enter":
        return t("start.how.enter", language)
    return t("start.how.push", language, hotkey=settings.voice.hotkey)


async def _front(settings: Settings, front: Front) -> int:
    """Serve one session through the page and/or voice until Ctrl+C (or, for voice run, the end
    of the voice front end)."""
    from jarvis_voice.core.session import Session
    from jarvis_voice.llm.factory import make_backend

    loop = asyncio.get_running_loop()
    interrupted = asyncio.Event()

    def on_signal() -> None:
        interrupted.set()
        for sig in (signal.SIGINT, signal.SIGTERM):  # a second Ctrl+C is the usual interrupt
            loop.remove_signal_handler(sig)

    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, on_signal)
    url = _url(front.host, front.port)
    language = settings.agent.language
    session = Session(settings, make_backend(settings.llm))
    await session.start()
    server: Any = None
    tasks: dict[str, asyncio.Task[Any]] = {"stop": asyncio.create_task(interrupted.wait())}
    try:
        if front.sock is not None:
            from jarvis_voice.web.server import create_app, embedded_server

            app = create_app(settings, session.agent.backend, bind_host=front.host, session=session)
            server = embedded_server(app, front.host, front.port)
            tasks["web"] = asyncio.create_task(server.serve(sockets=[front.sock]))
            while not server.started and not tasks["web"].done():
                await asyncio.sleep(0.02)
            print(t("start.page", language, url=url), flush=True)
        if front.voice is not None:
            from jarvis_voice.voice.runner import run_voice

            if front.keep_serving:
                how = _how_to_talk(settings, front.voice)
                print(t("start.voice_on", language, how=how), flush=True)
            tasks["voice"] = asyncio.create_task(run_voice(settings, front.voice, session))
        if front.keep_serving:
            print(t("start.ctrl_c", language), flush=True)
        while True:
            done, _ = await asyncio.wait(tasks.values(), return_when=asyncio.FIRST_COMPLETED)
            if tasks["stop"] in done:
                break
            if "web" in tasks and tasks["web"] in done:
                tasks.pop("web").result()  # an error in the server is the command's error
                break
            voice = tasks.pop("voice")
            if not front.keep_serving:
                voice.result()
                break
            _voice_ended(voice, url, language)
    finally:
        await _stop(tasks, server)
        await session.close()
        with contextlib.suppress(RuntimeError):  # not registered any more, or the loop is gone
            for sig in (signal.SIGINT, signal.SIGTERM):
                loop.remove_signal_handler(sig)
    if interrupted.is_set():
        print(t("start.stopped", language), flush=True)
    return 0


def _voice_ended(voice: asyncio.Task[Any], url: str, language: str) -> None:
    """`jarvis start`: voice stopped on its own; the page carries on."""
    error = voice.exception()
    if error is None:
        print(t("start.voice_ended", language, url=url), flush=True)
    elif isinstance(error, JarvisError):
        print(t("start.voice_off", language, error=error.text(language), url=url), flush=True)
    else:
        raise error


async def _stop(tasks: dict[str, asyncio.Task[Any]], server: Any) -> None:
    """Voice first (it closes the microphone), then the page (it closes the tabs)."""
    for name in ("voice", "stop"):
        task = tasks.get(name)
        if task is not None and not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
    web = tasks.get("web")
    if web is not None and not web.done():
        server.should_exit = True
        with contextlib.suppress(TimeoutError):  # wait_for has cancelled it
            await asyncio.wait_for(web, timeout=10)
