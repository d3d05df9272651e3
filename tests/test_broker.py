"""K1 broker semantics with in-memory connections (the WebSocket tests use a real server)."""

from __future__ import annotations

import asyncio

from jarvis_voice.approval.base import Answer, ApprovalRequest
from jarvis_voice.web.broker import ApprovalBroker, Connection
from jarvis_voice.web.protocol import ApprovalRequestOut, ApprovalResolved, ServerMessage


class Inbox:
    def __init__(self, name: str, fail: bool = False) -> None:
        self.name = name
        self.fail = fail
        self.messages: list[ServerMessage] = []

    async def send(self, message: ServerMessage) -> None:
        if self.fail:
            raise ConnectionError("tab closed")
        self.messages.append(message)

    def of(self, kind: type) -> list:
        return [m for m in self.messages if isinstance(m, kind)]


def request(timeout: float = 5.0, suggestion: str | None = "git status") -> ApprovalRequest:
    return ApprovalRequest("main", "bash", {"command": "git status"}, suggestion, timeout)


async def _first_answer_wins() -> None:
    broker = ApprovalBroker("s1")
    a, b = Inbox("a"), Inbox("b")
    await broker.attach(Connection("a", a.send))
    await broker.attach(Connection("b", b.send))
    req = request()
    task = asyncio.create_task(broker.request(req))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    assert [m.request_id for m in a.of(ApprovalRequestOut)] == [req.id]
    assert [m.request_id for m in b.of(ApprovalRequestOut)] == [req.id]
    assert broker.answer("b", req.id, Answer.DENY) is True
    assert broker.answer("a", req.id, Answer.ALLOW) is False  # already resolved: ignored
    reply = await task
    assert reply.answer is Answer.DENY
    for inbox in (a, b):
        (resolved,) = inbox.of(ApprovalResolved)
        assert (resolved.answer, resolved.timeout, resolved.by) == ("deny", False, "b")
    assert broker.answer("a", req.id, Answer.ALLOW) is False  # after resolution too


def test_first_answer_wins_and_everyone_is_told() -> None:
    asyncio.run(_first_answer_wins())


async def _late_joiner() -> None:
    broker = ApprovalBroker("s1")
    a = Inbox("a")
    await broker.attach(Connection("a", a.send))
    req = request()
    task = asyncio.create_task(broker.request(req))
    await asyncio.sleep(0.01)
    late = Inbox("late")
    await broker.attach(Connection("late", late.send))
    (shown,) = late.of(ApprovalRequestOut)
    assert shown.request_id == req.id and 0 < shown.timeout_s <= 5.0
    broker.answer("late", req.id, Answer.ALWAYS)
    assert (await task).answer is Answer.ALWAYS


def test_a_tab_that_connects_while_waiting_is_shown_the_request() -> None:
    asyncio.run(_late_joiner())


async def _timeout() -> None:
    broker = ApprovalBroker("s1")
    a = Inbox("a")
    await broker.attach(Connection("a", a.send))
    reply = await broker.request(request(timeout=0.05))
    assert reply.answer is Answer.TIMEOUT
    (resolved,) = a.of(ApprovalResolved)
    assert resolved.timeout is True and resolved.answer == "timeout"
    assert broker.pending_ids() == []


def test_timeout_resolves_with_timeout_flag() -> None:
    asyncio.run(_timeout())


def test_no_connection_denies_at_once() -> None:
    reply = asyncio.run(ApprovalBroker("s1").request(request(timeout=60)))
    assert reply.answer is Answer.NO_CONNECTION


async def _dead_tab() -> None:
    broker = ApprovalBroker("s1")
    dead, alive = Inbox("dead", fail=True), Inbox("alive")
    await broker.attach(Connection("dead", dead.send))
    await broker.attach(Connection("alive", alive.send))
    req = request()
    task = asyncio.create_task(broker.request(req))
    await asyncio.sleep(0.01)
    assert "dead" not in broker.connections
    broker.answer("alive", req.id, Answer.ALLOW)
    assert (await task).answer is Answer.ALLOW


def test_a_dead_tab_does_not_stall_the_others() -> None:
    asyncio.run(_dead_tab())


def test_forged_request_ids_are_ignored() -> None:
    broker = ApprovalBroker("s1")
    assert broker.answer("a", "forged", Answer.ALLOW) is False
