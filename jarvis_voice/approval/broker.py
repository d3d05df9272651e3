"""K1: one approval broker per session. A request is published to every front end; the first
answer from an attached answerer wins; everyone hears it is resolved. Nobody attached → deny at
once, and when the last one leaves while a request waits, that request is denied after a short
grace (a page reload attaches again and must still be able to answer) rather than waiting out
its timeout. An answerer that joins late gets the requests still waiting (`attach` returns them).

The broker is an `Approver`, so the gate does not know whether a tab, the voice channel or the
terminal answered. It knows nothing of WebSockets: it publishes APPROVAL_ASKED and
APPROVAL_RESOLVED events; front ends turn them into their own messages (Codex's
`Op::ExecApproval` shape: an approval is a protocol event every front end answers alike).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from jarvis_voice.approval.base import Answer, ApprovalReply, ApprovalRequest, Channel
from jarvis_voice.core.events import ApprovalAsked, ApprovalResolved, Payload

log = logging.getLogger(__name__)
_HUMAN_ANSWERS = (Answer.ALLOW, Answer.ALWAYS, Answer.DENY)
# How long a request waits for an answerer after the last one left: a reload of the page
# reconnects well within it on loopback.
REATTACH_GRACE_S = 3.0


@dataclass(frozen=True)
class PendingApproval:
    request: ApprovalRequest
    expires_at: float  # epoch seconds

    def asked(self) -> ApprovalAsked:
        return ApprovalAsked(self.request, self.expires_at)


@dataclass
class _Waiting:
    pending: PendingApproval
    future: asyncio.Future[tuple[ApprovalReply, str | None]]


class ApprovalBroker:
    def __init__(
        self,
        publish: Callable[[Payload], object] | None = None,
        reattach_grace_s: float = REATTACH_GRACE_S,
    ) -> None:
        self._publish = publish or (lambda payload: None)
        self.reattach_grace_s = reattach_grace_s
        self.answerers: dict[str, Channel] = {}
        self._waiting: dict[str, _Waiting] = {}

    def attach(self, answerer_id: str, channel: Channel = "button") -> list[PendingApproval]:
        """Register someone who can answer; returns the requests already waiting (K1)."""
        self.answerers[answerer_id] = channel
        return self.pending()

    def detach(self, answerer_id: str) -> None:
        self.answerers.pop(answerer_id, None)
        if not self.answerers:
            for waiting in self._waiting.values():
                loop = waiting.future.get_loop()
                loop.call_soon_threadsafe(
                    loop.call_later, self.reattach_grace_s, self._deny_if_nobody, waiting
                )

    def _deny_if_nobody(self, waiting: _Waiting) -> None:
        if not self.answerers and not waiting.future.done():
            waiting.future.set_result((ApprovalReply(Answer.NO_CONNECTION, "none"), None))

    def pending(self) -> list[PendingApproval]:
        return [w.pending for w in self._waiting.values() if not w.future.done()]

    async def request(self, request: ApprovalRequest) -> ApprovalReply:
        if not self.answerers:
            return ApprovalReply(Answer.NO_CONNECTION, "none")
        pending = PendingApproval(request, time.time() + request.timeout_s)
        waiting = _Waiting(pending, asyncio.get_running_loop().create_future())
        self._waiting[request.id] = waiting
        try:
            self._publish(pending.asked())
            try:
                reply, by = await asyncio.wait_for(
                    asyncio.shield(waiting.future), request.timeout_s
                )
            except TimeoutError:
                reply, by = ApprovalReply(Answer.TIMEOUT, "none"), None
                if not waiting.future.done():
                    waiting.future.set_result((reply, None))
        finally:
            self._waiting.pop(request.id, None)
        self._publish(ApprovalResolved(request.id, request.tool, reply.answer, reply.channel, by))
        return reply

    def answer(
        self, answerer_id: str, request_id: str, answer: Answer, scope: str | None = None
    ) -> bool:
        """First answer wins. Unknown, resolved or non-human answers are ignored and logged, and
        so is an ALWAYS naming a scope the request did not offer (A12). `scope` (ALWAYS only):
        the chosen scope's id; None = the narrowest."""
        waiting = self._waiting.get(request_id)
        if waiting is None or waiting.future.done() or answer not in _HUMAN_ANSWERS:
            log.warning(
                "ignored %s for unknown or resolved request %r from %s",
                answer.value,
                request_id,
                answerer_id,
            )
            return False
        if answer is not Answer.ALWAYS:
            scope = None
        elif scope is not None and waiting.pending.request.scope(scope) is None:
            log.warning("ignored ALWAYS with scope %r not offered by %r", scope, request_id)
            return False
        channel = self.answerers.get(answerer_id, "button")
        waiting.future.set_result((ApprovalReply(answer, channel, scope), answerer_id))
        return True
