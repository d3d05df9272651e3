"""The local web app (K): chat, ACTIVITY, and approval buttons over one WebSocket per tab.

K2 safety: bind 127.0.0.1; the Host header must be a loopback name (DNS rebinding); the
WebSocket `Origin` must be the page's own origin; a per-session token is required; with
`JARVIS_SECURITY__API_KEYS` set, a key is required too and its name becomes the user id.
The one HTTP API, `GET /api/log` (the audit log, read-only), is guarded the same way
(web/audit_api.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import html
import json
import logging
import re
import secrets
import socket
import uuid
from collections.abc import AsyncIterator, Callable, Coroutine, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import uvicorn
from fastapi import FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError

from jarvis_voice.approval.base import Answer
from jarvis_voice.config import Settings
from jarvis_voice.core.events import EndedBy, Event, Source
from jarvis_voice.core.session import Session
from jarvis_voice.errors import JarvisError, describe
from jarvis_voice.i18n import Msg, normalise_language, t, table
from jarvis_voice.llm.base import LLMBackend
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_listing import list_rules
from jarvis_voice.policy.rules_store import RuleBook
from jarvis_voice.web import audit_api
from jarvis_voice.web.browser_voice import BrowserMicrophone
from jarvis_voice.web.events_wire import approval_request, wire_messages
from jarvis_voice.web.protocol import (
    MAX_FRAME_BYTES,
    ApprovalAnswerIn,
    ErrorOut,
    Hello,
    History,
    HistoryEntry,
    PingIn,
    Pong,
    RuleOut,
    Rules,
    RulesListIn,
    RulesRevokeIn,
    ServerMessage,
    StopSpeakingIn,
    UserMessageIn,
    VoiceEndIn,
    VoiceStartIn,
    WakeWordIn,
    client_message_adapter,
)
from jarvis_voice.web.sessions import SESSION_ID, SessionManager

if TYPE_CHECKING:
    from jarvis_voice.voice.speech_turn import SpeechTurns

log = logging.getLogger(__name__)
STATIC = Path(__file__).parent / "static"
LOOPBACK_NAMES = {"127.0.0.1", "localhost", "[::1]"}
POLICY_VIOLATION = 4403
# The page must never be framed (a framed ALLOW button could be clickjacked).
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; media-src blob:; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


# The page's own labels are written {{key}} in index.html and filled in here, escaped; app.js
# gets the texts it shows itself (and the rule words it shares with the terminal) in its config.
PAGE_LABEL = re.compile(r"\{\{([a-z0-9_.]+)\}\}")
PAGE_MESSAGES = ("web.", "rule.")


def page_in(language: str) -> str:
    """index.html in `language`: its labels from the catalogue, `<html lang>` set."""
    page = (STATIC / "index.html").read_text(encoding="utf-8")
    page = PAGE_LABEL.sub(lambda m: html.escape(t(m[1], language), quote=True), page)
    return page.replace("__JARVIS_LANG__", normalise_language(language))


def create_app(
    settings: Settings,
    backend: LLMBackend,
    bind_host: str = "127.0.0.1",
    session: Session | None = None,
) -> FastAPI:
    """The web front end. `session`: serve this one (the voice front end's) as "default"."""
    manager = SessionManager(settings, backend, secrets.token_bytes(32))
    if session is not None:
        manager.adopt(session)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        yield
        await manager.close()  # stop the sessions' scheduled jobs and idle learning

    app = FastAPI(
        title="jarvis-voice", docs_url=None, redoc_url=None, openapi_url=None, lifespan=lifespan
    )
    allowed_hosts = LOOPBACK_NAMES | {bind_host}
    app.state.sessions = manager

    def sessions() -> SessionManager:
        return manager

    app.state.session_manager = sessions
    speech: list[SpeechTurns] = []

    def speech_turns() -> SpeechTurns:
        """The page's microphone path, made when a tab first talks (the voice extra)."""
        if not speech:
            from jarvis_voice.voice.speech_turn import SpeechTurns

            speech.append(SpeechTurns(settings.voice))
        return speech[0]

    def host_ok(host_header: str | None) -> bool:
        if not host_header:
            return False
        name = host_header.rsplit(":", 1)[0] if not host_header.endswith("]") else host_header
        return name in allowed_hosts

    @app.get("/", response_class=HTMLResponse)
    async def index(request: Request, session: str = "default") -> HTMLResponse:
        if not host_ok(request.headers.get("host")):
            return HTMLResponse("forbidden host", status_code=403)
        if not SESSION_ID.match(session):
            return HTMLResponse("invalid session id", status_code=400)
        language = settings.agent.language
        page = page_in(language)
        config = {
            "session": session,
            "token": sessions().token(session),
            "keyRequired": bool(settings.security.api_keys),
            "language": language,
            "messages": table(PAGE_MESSAGES, language),  # what app.js says itself: tr(key)
        }
        page = page.replace("__JARVIS_CONFIG__", html.escape(json.dumps(config), quote=True))
        return HTMLResponse(page, headers={"Cache-Control": "no-store", **SECURITY_HEADERS})

    @app.get("/healthz")
    async def healthz() -> JSONResponse:
        return JSONResponse({"ok": True})

    @app.get("/api/log")
    async def audit_log(
        request: Request,
        session: str = "default",
        limit: int = Query(default=50, ge=1, le=500),
    ) -> JSONResponse:
        """The page's Log panel: recent tool calls of the session's agent (issue 14)."""
        headers = {"Cache-Control": "no-store", **SECURITY_HEADERS}
        manager = sessions()
        refusal = audit_api.refusal(
            request, session, host_ok, manager, lambda key: _user_for_key(settings, key)
        )
        if refusal is not None:
            log.warning("refused /api/log: %s", refusal)
            return JSONResponse({"error": refusal}, status_code=403, headers=headers)
        body = await audit_api.recent_entries(settings, manager.agent_id(session), limit)
        return JSONResponse(body, headers=headers)

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.middleware("http")
    async def static_headers(request: Request, call_next: Any) -> Any:
        response = await call_next(request)
        if request.url.path.startswith("/static/"):
            response.headers["Cache-Control"] = "no-cache"  # never pair new HTML with old JS
            response.headers.update(SECURITY_HEADERS)
        return response

    @app.websocket("/ws")
    async def websocket_endpoint(
        ws: WebSocket,
        session: str = Query(default="default"),
        token: str | None = Query(default=None),
        key: str | None = Query(default=None),
    ) -> None:
        refusal = _refusal(ws, session, token, key, host_ok, sessions(), settings)
        if refusal is not None:
            log.warning("refused WebSocket: %s", refusal)
            await ws.close(code=POLICY_VIOLATION, reason=refusal)
            return
        user = _user_for_key(settings, key)
        manager = sessions()
        try:
            core_session = await manager.get(session)
        except JarvisError as exc:
            await ws.close(code=POLICY_VIOLATION, reason=str(exc)[:120])
            return
        await ws.accept()
        await _serve_connection(ws, core_session, manager, user, settings, speech_turns)

    return app


def _refusal(
    ws: WebSocket,
    session: str,
    token: str | None,
    key: str | None,
    host_ok: Any,
    manager: SessionManager,
    settings: Settings,
) -> str | None:
    host = ws.headers.get("host")
    if not host_ok(host):
        return "host not allowed"
    origin = ws.headers.get("origin")
    if origin not in (f"http://{host}", f"https://{host}"):
        return "origin not allowed"
    if not SESSION_ID.match(session):
        return "invalid session id"
    if not manager.token_ok(session, token):
        return "missing or wrong session token"
    if settings.security.api_keys and _user_for_key(settings, key) is None:
        return "missing or wrong API key"
    return None


def _user_for_key(settings: Settings, key: str | None) -> str | None:
    if key is None:
        return None
    for name, expected in settings.security.api_keys.items():
        if secrets.compare_digest(expected.encode(), key.encode()):
            return name
    return None


async def _serve_connection(
    ws: WebSocket,
    session: Session,
    manager: SessionManager,
    user: str | None,
    settings: Settings,
    speech: Callable[[], SpeechTurns],
) -> None:
    """One tab: session events go out in order through a queue; frames come in."""
    connection_id = uuid.uuid4().hex[:12]
    outbox: asyncio.Queue[ServerMessage | None] = asyncio.Queue()

    def forward(event: Event) -> None:
        for message in wire_messages(event, session.events.language_of(event)):
            outbox.put_nowait(message)

    outbox.put_nowait(
        Hello(
            session_id=session.id,
            connection_id=connection_id,
            agent_id=session.agent_id,
            agent_name=session.display_name,
            user=user,
            approval_timeout_s=settings.security.approval_timeout_s,
            busy=session.busy,
            wake_word=session.wake_word,
        )
    )
    history = [
        HistoryEntry(role=h.role, text=h.text, source=h.source.value) for h in session.history
    ]
    outbox.put_nowait(History(messages=history, activity=session.events.lines()[-50:]))
    unsubscribe = session.events.subscribe(forward)
    for pending in session.attach(connection_id, "button"):  # K1: late joiners see them too
        outbox.put_nowait(approval_request(pending))
    manager.attached[session.id] = manager.attached.get(session.id, 0) + 1
    writer = asyncio.create_task(_write(ws, outbox))
    turns: set[asyncio.Task[None]] = set()
    microphone = BrowserMicrophone(session, speech, outbox.put_nowait)
    try:
        while not writer.done():
            frame = await ws.receive()
            if frame["type"] == "websocket.disconnect":
                raise WebSocketDisconnect(frame.get("code", 1000))
            reply: ServerMessage | None
            if frame.get("bytes") is not None:  # the page's microphone (push-to-talk)
                reply = microphone.feed(frame["bytes"])
            else:
                reply = await _handle_frame(
                    frame.get("text") or "", session, connection_id, outbox, turns, microphone
                )
            if reply is not None:
                outbox.put_nowait(reply)
    except WebSocketDisconnect:
        pass
    finally:
        unsubscribe()
        session.detach(connection_id)
        manager.attached[session.id] -= 1
        outbox.put_nowait(None)
        with contextlib.suppress(Exception):
            await writer


async def _write(ws: WebSocket, outbox: asyncio.Queue[ServerMessage | None]) -> None:
    """Send queued messages in order; a dead tab stops here without stalling the others."""
    while (message := await outbox.get()) is not None:
        try:
            await ws.send_text(message.model_dump_json())
        except Exception as exc:
            log.info("dropping a connection: %s", exc)
            return


async def _handle_frame(
    raw: str,
    session: Session,
    connection_id: str,
    outbox: asyncio.Queue[ServerMessage | None],
    turns: set[asyncio.Task[None]],
    microphone: BrowserMicrophone,
) -> ServerMessage | None:
    """One client frame → at most one direct reply. Bad frames get an error, never a crash."""
    if len(raw.encode("utf-8", errors="replace")) > MAX_FRAME_BYTES:
        return ErrorOut(
            code="frame_too_large", message=f"frames are limited to {MAX_FRAME_BYTES} bytes"
        )
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        return ErrorOut(code="bad_json", message=f"frame is not valid JSON: {exc.msg}")
    try:
        message = client_message_adapter.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "frame"
        return ErrorOut(code="bad_message", message=f"{where}: {first['msg']}")
    if isinstance(message, PingIn):
        return Pong()
    if isinstance(message, StopSpeakingIn):
        session.stop_speaking(by=connection_id)
        return None
    if isinstance(message, VoiceStartIn):
        microphone.start()
        return None
    if isinstance(message, VoiceEndIn):
        _spawn(turns, microphone.finish())
        return None
    if isinstance(message, ApprovalAnswerIn):
        answer = Answer(message.answer)
        if not session.answer_approval(connection_id, message.request_id, answer, message.scope):
            return ErrorOut(
                code="unknown_request",
                message=f"no approval request {message.request_id!r} is waiting"
                + (
                    f" with ALWAYS scope {message.scope!r}"
                    if answer is Answer.ALWAYS and message.scope
                    else ""
                ),
                request_id=message.request_id,
            )
        return None
    if isinstance(message, UserMessageIn):
        # The turn runs beside this loop, which must keep reading (approval answers arrive here).
        _spawn(turns, _user_message(message.text, session, outbox))
        return None
    if isinstance(message, WakeWordIn):
        if not session.set_wake_word(message.listening):
            return ErrorOut(
                code="no_wake_word",
                message="no wake word to switch: voice is not running hands-free with "
                "JARVIS_VOICE__WAKE_WORD on",
            )
        return None
    if isinstance(message, RulesListIn):
        return _rules(session)
    if isinstance(message, RulesRevokeIn):
        return _revoke(message, session)
    # Unreachable while every ClientMessage type is handled above (mypy reports this ignore as
    # unused once a new type is not); kept as the safe answer.
    return ErrorOut(code="bad_message", message="unsupported message")  # type: ignore[unreachable]


def _spawn(turns: set[asyncio.Task[None]], work: Coroutine[Any, Any, None]) -> None:
    task = asyncio.create_task(work)
    turns.add(task)  # asyncio keeps only weak references to tasks
    task.add_done_callback(turns.discard)


_REFUSALS = {EndedBy.REJECTED: "invalid_input", EndedBy.BUSY: "busy"}


async def _user_message(
    text: str, session: Session, outbox: asyncio.Queue[ServerMessage | None]
) -> None:
    result = await session.submit(text, source=Source.TEXT)
    code = _REFUSALS.get(result.ended_by)
    if code is not None:  # refused before the turn: only the sender hears why
        outbox.put_nowait(ErrorOut(code=code, message=result.answer))


def _rules(session: Session) -> Rules:
    listing = list_rules(RuleBook(), session.agent_id)
    rules = [
        RuleOut(layer=r.layer, tool=r.tool, pattern=r.pattern, exact=r.exact, cwd=r.cwd)
        for r in listing.rules
    ]
    return Rules(agent_id=session.agent_id, rules=rules, error=listing.error)


def _revoke(message: RulesRevokeIn, session: Session) -> ServerMessage:
    agent_id = session.agent_id
    book = RuleBook()
    try:
        rule = Rule(
            tool=message.tool, pattern=message.pattern, exact=message.exact, cwd=message.cwd
        )
        removed = book.revoke(book.agent_path(agent_id), rule)
    except (JarvisError, ValueError) as exc:
        return ErrorOut(code="revoke_failed", message=str(exc))
    if not removed:
        return ErrorOut(code="no_such_rule", message=f"no rule {message.tool} · {rule.describe()}")
    return _rules(session)


class PortInUse(JarvisError):
    """The web page's port is taken (often: jarvis is already running)."""


def bind(host: str, port: int) -> socket.socket:
    """Take the page's address now, so a busy port is one clear line before anything loads."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        shown = f"[{host}]" if family == socket.AF_INET6 else host
        if exc.errno == errno.EADDRINUSE:
            raise PortInUse(
                Msg("error.web.port_in_use", port=port, host=host, shown=shown)
            ) from None
        raise JarvisError(
            Msg("error.web.cannot_listen", shown=shown, port=port, detail=describe(exc))
        ) from None
    sock.listen(2048)  # a tab that connects while the model loads waits instead of being refused
    sock.set_inheritable(True)
    return sock


def server_config(app: FastAPI, host: str, port: int) -> uvicorn.Config:
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level="warning",
        ws_max_size=4 * 1024 * 1024,
        timeout_graceful_shutdown=3,  # open tabs are told to close; then they are cut off
    )


def embedded_server(app: FastAPI, host: str, port: int) -> uvicorn.Server:
    """A server to run inside a running event loop (beside the voice front end):
    `await server.serve(sockets=[bind(host, port)])`; `server.should_exit = True` stops it
    gracefully (the tabs are closed, then the sessions).

    Uvicorn's own signal capture is skipped: Ctrl-C belongs to the owner of the loop.
    """

    class EmbeddedServer(uvicorn.Server):
        @contextlib.contextmanager
        def capture_signals(self) -> Iterator[None]:
            yield

    return EmbeddedServer(server_config(app, host, port))
