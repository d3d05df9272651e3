"""K1: one approval broker per session. A request goes to every connection; the first answer
wins; everyone is told it is resolved. No connection → deny at once. Late joiners see it.

The broker is an `Approver`, so the sandbox does not know whether a tab, the voice channel or
a terminal answered.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from jarvis_voice.approval.base import Answer, ApprovalReply, ApprovalRequest, Channel
from jarvis_voice.web.protocol import ApprovalRequestOut, ApprovalResolved, ServerMessage

log = logging.getLogger(__name__)

Send = Callable[[ServerMessage], Awaitable[None]]


@dataclass
class Connection:
    id: str
    send: Send
    channel: Channel = "button"


@dataclass
class _Pending:
    request: ApprovalRequest
    future: asyncio.Future[tuple[ApprovalReply, str | None]]
    expires_at: float
    answered_by: str | None = None


@dataclass
class ApprovalBroker:
    session_id: str
    connections: dict[str, Connection] = field(default_factory=dict)
    _pending: dict[str, _Pending] = field(default_factory=dict)

    async def attach(self, connection: Connection) -> None:
        """Register a connection and show it every request that is still waiting (K1)."""
        self.connections[connection.id] = connection
        for pending in list(self._pending.values()):
            await self._send(connection, _request_message(pending))

    def detach(self, connection_id: str) -> None:
        self.connections.pop(connection_id, None)

    def pending_ids(self) -> list[str]:
        return list(self._pending)

    async def request(self, request: ApprovalRequest) -> ApprovalReply:
        if not self.connections:
            return ApprovalReply(Answer.NO_CONNECTION, "none")
        loop = asyncio.get_running_loop()
        pending = _Pending(request, loop.create_future(), time.time() + request.timeout_s)
        self._pending[request.id] = pending
        try:
            await self.broadcast(_request_message(pending))
            try:
                reply, by = await asyncio.wait_for(
                    asyncio.shield(pending.future), request.timeout_s
                )
            except TimeoutError:
                reply, by = ApprovalReply(Answer.TIMEOUT, "none"), None
                if not pending.future.done():
                    pending.future.set_result((reply, None))
        finally:
            self._pending.pop(request.id, None)
        await self.broadcast(
            ApprovalResolved(
                request_id=request.id,
                answer=reply.answer.value,
                timeout=reply.answer is Answer.TIMEOUT,
                by=by,
            )
        )
        return reply

    def answer(self, connection_id: str, request_id: str, answer: Answer) -> bool:
        """First answer wins. Unknown or already-resolved requests are ignored and logged."""
        pending = self._pending.get(request_id)
        if pending is None or pending.future.done():
            log.warning(
                "ignored %s for unknown or resolved request %r from %s",
                answer.value,
                request_id,
                connection_id,
            )
            return False
        if answer not in (Answer.ALLOW, Answer.ALWAYS, Answer.DENY):
            return False
        connection = self.connections.get(connection_id)
        channel: Channel = connection.channel if connection else "button"
        pending.future.set_result((ApprovalReply(answer, channel), connection_id))
        return True

    async def broadcast(self, message: ServerMessage) -> None:
        targets = list(self.connections.values())
        await asyncio.gather(*(self._send(c, message) for c in targets))

    async def _send(self, connection: Connection, message: ServerMessage) -> None:
        try:
            await connection.send(message)
        except Exception as exc:  # a dead tab must not stall the others
            log.info("dropping connection %s: %s", connection.id, exc)
            self.detach(connection.id)


def _request_message(pending: _Pending) -> ApprovalRequestOut:
    request = pending.request
    return ApprovalRequestOut(
        request_id=request.id,
        agent_id=request.agent_id,
        tool=request.tool,
        args=request.args,
        summary=request.summary(),
        suggestion=request.suggestion,
        timeout_s=max(0.0, pending.expires_at - time.time()),
        expires_at=pending.expires_at,
    )
