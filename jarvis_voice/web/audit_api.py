"""`GET /api/log`: the page's read-only view of the audit log (issue 14).

Guarded like the WebSocket (K2): a loopback Host (DNS rebinding), the session's token —
sent in the `X-Jarvis-Token` header, which a cross-site page cannot send without a CORS
preflight this server never answers — and, when `security.api_keys` is set, a key in
`X-Jarvis-Key`. A request that says where it comes from (`Origin`, `Sec-Fetch-Site`) must
come from the page itself. Entries are the session agent's, in the `jarvis log --json` schema.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from fastapi import Request

from jarvis_voice.audit.entry import JSON_SCHEMA_VERSION
from jarvis_voice.audit.store import AuditStore, LogQuery
from jarvis_voice.config import Settings
from jarvis_voice.web.sessions import SESSION_ID, SessionManager

TOKEN_HEADER = "x-jarvis-token"
KEY_HEADER = "x-jarvis-key"


def refusal(
    request: Request,
    session: str,
    host_ok: Callable[[str | None], bool],
    manager: SessionManager,
    user_for_key: Callable[[str | None], str | None],
) -> str | None:
    """Why this request may not read the log, or None."""
    host = request.headers.get("host")
    if not host_ok(host):
        return "host not allowed"
    origin = request.headers.get("origin")
    if origin is not None and origin not in (f"http://{host}", f"https://{host}"):
        return "origin not allowed"
    if request.headers.get("sec-fetch-site", "same-origin") != "same-origin":
        return "cross-site request"
    if not SESSION_ID.match(session):
        return "invalid session id"
    if not manager.token_ok(session, request.headers.get(TOKEN_HEADER)):
        return "missing or wrong session token"
    if manager.settings.security.api_keys and user_for_key(request.headers.get(KEY_HEADER)) is None:
        return "missing or wrong API key"
    return None


async def recent_entries(settings: Settings, agent_id: str, limit: int) -> dict[str, Any]:
    """The newest `limit` calls of `agent_id`, oldest first, as `{"schema", "entries"}`."""
    store = AuditStore(keep_days=settings.audit.keep_days)
    entries = await asyncio.to_thread(store.query, LogQuery(agent_id=agent_id, limit=limit))
    return {
        "schema": JSON_SCHEMA_VERSION,
        "enabled": settings.audit.enabled,
        "entries": [entry.as_json() for entry in entries],
    }
