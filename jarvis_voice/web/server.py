"""The local web app (K): chat, ACTIVITY, and approval buttons over one WebSocket per tab.

K2 safety: bind 127.0.0.1; the Host header must be a loopback name (DNS rebinding); the
WebSocket `Origin` must be the page's own origin; a per-session token is required; with
`JARVIS_SECURITY__API_KEYS` set, a key is required too and its name becomes the user id.
"""

from __future__ import annotations

import html
import json
import logging
import secrets
import uuid
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError

from jarvis_voice.approval.base import Answer
from jarvis_voice.config import Settings
from jarvis_voice.errors import JarvisError, RulesFileError
from jarvis_voice.llm.base import LLMBackend
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import read_rules_file
from jarvis_voice.web.broker import Connection
from jarvis_voice.web.protocol import (
    MAX_FRAME_BYTES,
    ApprovalAnswerIn,
    ErrorOut,
    Hello,
    History,
    PingIn,
    Pong,
    RuleOut,
    Rules,
    RulesListIn,
    RulesRevokeIn,
    ServerMessage,
    UserMessageIn,
    client_message_adapter,
)
from jarvis_voice.web.sessions import SESSION_ID, SessionManager, WebSession

log = logging.getLogger(__name__)
STATIC = Path(__file__).parent / "static"
LOOPBACK_NAMES = {"127.0.0.1", "localhost", "[::1]"}
POLICY_VIOLATION = 4403
# The page must never be framed (a framed ALLOW button could be clickjacked).
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def create_app(settings: Settings, backend: LLMBackend, bind_host: str = "127.0.0.1") -> FastAPI:
    app = FastAPI(title="jarvis-voice", docs_url=None, redoc_url=None, openapi_url=None)
    allowed_hosts = LOOPBACK_NAMES | {bind_host}
    app.state.sessions = None  # created on first use, inside the server's event loop
    secret = secrets.token_bytes(32)

    def sessions() -> SessionManager:
        if app.state.sessions is None:
            app.state.sessions = SessionManager(settings, backend, secret)
        return app.state.sessions

    app.state.session_manager = sessions  # in-process clients (the voice channel) join here

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
        page = (STATIC / "index.html").read_text(encoding="utf-8")
        config = {
            "session": session,
            "token": sessions().token(session),
            "keyRequired": bool(settings.security.api_keys),
        }
        page = page.replace("__JARVIS_CONFIG__", html.escape(json.dumps(config), quote=True))
        return HTMLResponse(page, headers={"Cache-Control": "no-store", **SECURITY_HEADERS})

    @app.get("/healthz")
    async def healthz() -> JSONResponse:
        return JSONResponse({"ok": True})

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
        try:
            web_session = sessions().get(session)
        except JarvisError as exc:
            await ws.close(code=POLICY_VIOLATION, reason=str(exc)[:120])
            return
        await ws.accept()
        await _serve_connection(ws, web_session, user, settings)

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
    ws: WebSocket, session: WebSession, user: str | None, settings: Settings
) -> None:
    connection_id = uuid.uuid4().hex[:12]

    async def send(message: ServerMessage) -> None:
        await ws.send_text(message.model_dump_json())

    agent = session.agent
    await send(
        Hello(
            session_id=session.id,
            connection_id=connection_id,
            agent_id=agent.config.agent_id,
            agent_name=agent.config.display_name,
            user=user,
            approval_timeout_s=settings.security.approval_timeout_s,
            busy=session.busy,
        )
    )
    await send(History(messages=session.history, activity=session.activity.lines()[-50:]))
    await session.broker.attach(Connection(connection_id, send))
    try:
        while True:
            raw = await ws.receive_text()
            reply = await _handle_frame(raw, session, connection_id)
            if reply is not None:
                await send(reply)
    except WebSocketDisconnect:
        pass
    finally:
        session.broker.detach(connection_id)


async def _handle_frame(raw: str, session: WebSession, connection_id: str) -> ServerMessage | None:
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
    if isinstance(message, ApprovalAnswerIn):
        if not session.broker.answer(connection_id, message.request_id, Answer(message.answer)):
            return ErrorOut(
                code="unknown_request",
                message=f"no approval request {message.request_id!r} is waiting",
                request_id=message.request_id,
            )
        return None
    if isinstance(message, UserMessageIn):
        return await _user_message(message, session)
    if isinstance(message, RulesListIn):
        return _rules(session)
    if isinstance(message, RulesRevokeIn):
        return _revoke(message, session)
    # Unreachable while every ClientMessage type is handled above (mypy reports this ignore as
    # unused once a new type is not); kept as the safe answer.
    return ErrorOut(code="bad_message", message="unsupported message")  # type: ignore[unreachable]


async def _user_message(message: UserMessageIn, session: WebSession) -> ServerMessage | None:
    return await session.submit(message.text)


def _rules(session: WebSession) -> Rules:
    agent_id = session.agent.config.agent_id
    book = session.agent.pipeline.sandbox.rules
    layers = [("global", book.global_path()), (agent_id, book.agent_path(agent_id))]
    rules: list[RuleOut] = []
    try:
        for layer, path in layers:
            rules += [
                RuleOut(layer=layer, tool=r.tool, pattern=r.pattern) for r in read_rules_file(path)
            ]
    except RulesFileError as exc:
        return Rules(agent_id=agent_id, rules=rules, error=str(exc))
    return Rules(agent_id=agent_id, rules=rules)


def _revoke(message: RulesRevokeIn, session: WebSession) -> ServerMessage:
    agent_id = session.agent.config.agent_id
    book = session.agent.pipeline.sandbox.rules
    try:
        removed = book.revoke(
            book.agent_path(agent_id), Rule(tool=message.tool, pattern=message.pattern)
        )
    except (JarvisError, ValueError) as exc:
        return ErrorOut(code="revoke_failed", message=str(exc))
    if not removed:
        return ErrorOut(code="no_such_rule", message=f"no rule {message.tool} · {message.pattern}")
    return _rules(session)
