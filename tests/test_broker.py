"""K1 broker semantics with in-memory answerers (the WebSocket tests use a real server)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.approval.base import Answer, ApprovalReply, ApprovalRequest
from jarvis_voice.approval.broker import ApprovalBroker
from jarvis_voice.core.events import ApprovalAsked, ApprovalResolved, Event
from jarvis_voice.policy.evaluate import Call
from jarvis_voice.policy.scopes import scopes_for


class Recorder:
    """Every event of one bus, in order."""

    def __init__(self, bus: ActivityLog) -> None:
        self.events: list[Event] = []
        bus.subscribe(self.events.append)

    def of(self, kind: type) -> list:
        return [e.payload for e in self.events if isinstance(e.payload, kind)]


def make() -> tuple[ApprovalBroker, Recorder]:
    bus = ActivityLog()
    return ApprovalBroker(bus.publish), Recorder(bus)


def request(timeout: float = 5.0) -> ApprovalRequest:
    scopes = scopes_for(Call("bash", {"command": "git status"}), Path("/tmp"))
    return ApprovalRequest("main", "bash", {"command": "git status"}, scopes, timeout)


async def _first_answer_wins() -> None:
    broker, seen = make()
    broker.attach("a", "button")
    broker.attach("b", "voice")
    req = request()
    task = asyncio.create_task(broker.request(req))
    await asyncio.sleep(0)
    assert [asked.request.id for asked in seen.of(ApprovalAsked)] == [req.id]
    assert broker.answer("b", req.id, Answer.DENY) is True
    assert broker.answer("a", req.id, Answer.ALLOW) is False  # already resolved: ignored
    reply = await task
    assert (reply.answer, reply.channel) == (Answer.DENY, "voice")
    (resolved,) = seen.of(ApprovalResolved)
    assert (resolved.answer, resolved.channel, resolved.answered_by) == (Answer.DENY, "voice", "b")
    assert broker.answer("a", req.id, Answer.ALLOW) is False  # after resolution too


def test_first_answer_wins_and_everyone_is_told() -> None:
    asyncio.run(_first_answer_wins())


async def _scoped(answer: Answer, scope: str | None) -> tuple[bool, ApprovalReply | None]:
    broker, _ = make()
    broker.attach("a", "button")
    req = request()  # git status: exact, subcommand, directory
    task = asyncio.create_task(broker.request(req))
    await asyncio.sleep(0)
    accepted = broker.answer("a", req.id, answer, scope)
    if not accepted:
        task.cancel()
        return False, None
    return True, await task


@pytest.mark.parametrize(
    ("answer", "scope", "accepted", "kept"),
    [
        (Answer.ALWAYS, None, True, None),  # the gate saves the narrowest
        (Answer.ALWAYS, "directory", True, "directory"),
        (Answer.ALWAYS, "tool", False, None),  # not offered: refused, the request still waits
        (Answer.ALLOW, "directory", True, None),  # a scope means nothing without ALWAYS
    ],
)
def test_always_carries_the_chosen_scope_if_offered(
    answer: Answer, scope: str | None, accepted: bool, kept: str | None
) -> None:
    ok, reply = asyncio.run(_scoped(answer, scope))
    assert ok is accepted
    if reply is not None:
        assert (reply.answer, reply.scope) == (answer, kept)


async def _late_joiner() -> None:
    broker, _ = make()
    broker.attach("a", "button")
    req = request()
    task = asyncio.create_task(broker.request(req))
    await asyncio.sleep(0.01)
    (shown,) = broker.attach("late", "button")
    assert shown.request.id == req.id
    assert 0 < shown.expires_at - time.time() <= 5.0
    broker.answer("late", req.id, Answer.ALWAYS)
    assert (await task).answer is Answer.ALWAYS
    assert broker.pending() == []


def test_an_answerer_that_joins_while_waiting_gets_the_request() -> None:
    asyncio.run(_late_joiner())


async def _timeout() -> None:
    broker, seen = make()
    broker.attach("a", "button")
    reply = await broker.request(request(timeout=0.05))
    assert reply.answer is Answer.TIMEOUT
    (resolved,) = seen.of(ApprovalResolved)
    assert (resolved.answer, resolved.answered_by) == (Answer.TIMEOUT, None)
    assert broker.pending() == []


def test_timeout_resolves_with_timeout() -> None:
    asyncio.run(_timeout())


def test_nobody_attached_denies_at_once_without_asking() -> None:
    broker, seen = make()
    reply = asyncio.run(broker.request(request(timeout=60)))
    assert reply.answer is Answer.NO_CONNECTION
    assert seen.events == []


def test_after_the_last_answerer_leaves_nobody_is_asked() -> None:
    broker, _ = make()
    broker.attach("a", "button")
    broker.detach("a")
    assert asyncio.run(broker.request(request(timeout=60))).answer is Answer.NO_CONNECTION


async def _last_leaves_while_waiting(back_after_s: float | None) -> tuple[Answer, float]:
    bus = ActivityLog()
    broker = ApprovalBroker(bus.publish, reattach_grace_s=0.3)
    broker.attach("tab", "button")
    req = request(timeout=60)
    task = asyncio.create_task(broker.request(req))
    await asyncio.sleep(0.01)
    started = time.monotonic()
    broker.detach("tab")
    if back_after_s is not None:  # a reload: the page attaches again and answers
        await asyncio.sleep(back_after_s)
        assert [p.request.id for p in broker.attach("tab again", "button")] == [req.id]
        await asyncio.sleep(0.5)  # past the grace: still waiting for it
        assert broker.answer("tab again", req.id, Answer.ALLOW)
    reply = await task
    return reply.answer, time.monotonic() - started


@pytest.mark.parametrize(
    ("back_after_s", "answer"),
    [
        (None, Answer.NO_CONNECTION),  # nobody left to ask: denied after the grace
        (0.1, Answer.ALLOW),  # back within the grace: the request is still theirs
    ],
)
def test_when_the_last_answerer_leaves_a_waiting_request_is_denied_after_a_grace(
    back_after_s: float | None, answer: Answer
) -> None:
    got, waited_s = asyncio.run(_last_leaves_while_waiting(back_after_s))
    assert got is answer
    assert 0.3 <= waited_s < 5  # not the 60 s timeout


async def _broken_listener() -> None:
    bus = ActivityLog()
    bus.bind(asyncio.get_running_loop())

    def broken(event: Event) -> None:
        raise ConnectionError("tab closed")

    bus.subscribe(broken)
    seen = Recorder(bus)
    broker = ApprovalBroker(bus.publish)
    broker.attach("alive", "button")
    req = request()
    task = asyncio.create_task(broker.request(req))
    await asyncio.sleep(0.01)
    assert seen.of(ApprovalAsked)  # the broken front end did not silence the others
    broker.answer("alive", req.id, Answer.ALLOW)
    assert (await task).answer is Answer.ALLOW


def test_a_broken_front_end_does_not_stall_the_others() -> None:
    asyncio.run(_broken_listener())


def test_forged_request_ids_and_non_human_answers_are_ignored() -> None:
    broker, _ = make()
    assert broker.answer("a", "forged", Answer.ALLOW) is False

    async def machine_answer() -> Answer:
        broker.attach("a", "button")
        req = request(timeout=0.05)
        task = asyncio.create_task(broker.request(req))
        await asyncio.sleep(0)
        assert broker.answer("a", req.id, Answer.NO_CONNECTION) is False
        return (await task).answer

    assert asyncio.run(machine_answer()) is Answer.TIMEOUT
