"""The session's typed event stream, asserted as whole sequences (in the style of Home
Assistant's assist_pipeline snapshot tests): a real `core.Session`, a real agent loop, broker
and tools on a temp workdir; only the model is scripted."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from extensions_support import call, calls, say
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.core.events import (
    AnswerDelta,
    ApprovalAsked,
    ApprovalResolved,
    EndedBy,
    Event,
    EventType,
    Source,
    ToolDecided,
    TurnEnded,
)
from jarvis_voice.core.render import activity_line
from jarvis_voice.core.session import Session
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.policy.decision import Reason

E = EventType
TOOL_PART = [E.TOOL_REQUESTED, E.APPROVAL_ASKED, E.APPROVAL_RESOLVED, E.TOOL_DECIDED]
RAN = [E.TOOL_STARTED, E.TOOL_FINISHED]


def session_for(tmp_path: Path, steps: list, timeout_s: float = 30.0) -> Session:
    settings = load_settings(
        tools={"workdir": str(tmp_path)},
        agent={"language": "en"},
        security={"approval_timeout_s": timeout_s},
    )
    return Session(settings, ScriptedBackend(steps), workdir=tmp_path)


async def one_turn(
    session: Session, answer: Answer | None, text: str = "make the file"
) -> tuple[list[Event], EndedBy, str]:
    """Run one turn with an answerer that gives `answer` (None: never answers)."""
    await session.start(background=False, warm_up=False)
    events: list[Event] = []
    session.events.subscribe(events.append)
    session.attach("tab", "button")

    def answer_when_asked(event: Event) -> None:
        if isinstance(event.payload, ApprovalAsked) and answer is not None:
            request_id = event.payload.request.id
            asyncio.get_running_loop().call_soon(
                session.answer_approval, "tab", request_id, answer
            )

    session.events.subscribe(answer_when_asked)
    result = await session.submit(text, source=Source.TEXT)
    await session.close()
    return events, result.ended_by, result.answer


def types(events: list[Event]) -> list[EventType]:
    """The sequence, with a run of streamed ANSWER_DELTAs shown once."""
    seen = [e.type for e in events]
    return [t for i, t in enumerate(seen) if not (t is E.ANSWER_DELTA and seen[i - 1] is t)]


def streamed_answer(events: list[Event]) -> str:
    return "".join(e.payload.text for e in events if isinstance(e.payload, AnswerDelta))


def test_allowed_by_a_human(tmp_path: Path) -> None:
    steps = [calls(call("bash", command="touch made.txt")), say("Made it.")]
    events, ended_by, answer = asyncio.run(one_turn(session_for(tmp_path, steps), Answer.ALLOW))
    assert types(events) == [
        E.TURN_STARTED, *TOOL_PART, *RAN, E.ANSWER_DELTA, E.TURN_ENDED,
    ]  # fmt: skip
    assert (ended_by, answer) == (EndedBy.ANSWER, "Made it.")
    assert streamed_answer(events) == answer  # the answer arrived word by word, then whole
    assert (tmp_path / "made.txt").exists()
    decided = next(e.payload for e in events if isinstance(e.payload, ToolDecided))
    assert decided.decision.reason is Reason.HUMAN_ALLOW
    resolved = next(e.payload for e in events if isinstance(e.payload, ApprovalResolved))
    assert (resolved.answer, resolved.channel, resolved.answered_by) == (
        Answer.ALLOW, "button", "tab",
    )  # fmt: skip
    # every event of the turn carries the turn's id; the renderer makes the ACTIVITY lines
    assert len({e.turn_id for e in events}) == 1 and events[0].turn_id is not None
    assert [line for e in events if (line := activity_line(e))] == [
        "⚡ approval · bash · allowed once",
        "🔧 tool · bash · touch made.txt",
    ]


def test_denied_by_a_human_ends_the_turn_in_code(tmp_path: Path) -> None:
    steps = [calls(call("bash", command="touch made.txt"))]  # no second model call (T3)
    events, ended_by, answer = asyncio.run(one_turn(session_for(tmp_path, steps), Answer.DENY))
    assert types(events) == [E.TURN_STARTED, *TOOL_PART, E.TOOL_FINISHED, E.TURN_ENDED]
    assert ended_by is EndedBy.DENIED
    assert not (tmp_path / "made.txt").exists()
    finished = events[-2].payload
    assert (finished.ran, finished.refused) == (False, True)  # type: ignore[union-attr]
    ended = events[-1].payload
    assert isinstance(ended, TurnEnded) and ended.answer == answer


def test_timed_out(tmp_path: Path) -> None:
    steps = [calls(call("bash", command="touch made.txt"))]
    session = session_for(tmp_path, steps, timeout_s=0.2)
    events, ended_by, _ = asyncio.run(one_turn(session, None))
    assert types(events) == [E.TURN_STARTED, *TOOL_PART, E.TOOL_FINISHED, E.TURN_ENDED]
    assert ended_by is EndedBy.TIMEOUT
    resolved = next(e.payload for e in events if isinstance(e.payload, ApprovalResolved))
    assert (resolved.answer, resolved.answered_by) == (Answer.TIMEOUT, None)


def test_answered_by_rule_asks_nobody(tmp_path: Path, jarvis_home: Path) -> None:
    (jarvis_home / "approvals.yaml").write_text("rules:\n  - {tool: bash, pattern: touch}\n")
    steps = [calls(call("bash", command="touch made.txt")), say("Made it.")]
    events, ended_by, _ = asyncio.run(one_turn(session_for(tmp_path, steps), Answer.DENY))
    assert types(events) == [
        E.TURN_STARTED, E.TOOL_REQUESTED, E.TOOL_DECIDED, *RAN, E.ANSWER_DELTA, E.TURN_ENDED,
    ]  # fmt: skip
    assert ended_by is EndedBy.ANSWER and (tmp_path / "made.txt").exists()
    decided = events[2].payload
    assert isinstance(decided, ToolDecided) and decided.decision.reason is Reason.RULE_MATCHED


def test_a_tool_that_needs_no_approval_is_not_decided(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("hello")
    steps = [calls(call("read_file", path="notes.txt")), say("It says hello.")]
    events, _, _ = asyncio.run(one_turn(session_for(tmp_path, steps), None))
    assert types(events) == [
        E.TURN_STARTED, E.TOOL_REQUESTED, *RAN, E.ANSWER_DELTA, E.TURN_ENDED,
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "ended_by"), [("", EndedBy.REJECTED), ("x" * 20_000, EndedBy.REJECTED)]
)
def test_refused_input_starts_no_turn(tmp_path: Path, text: str, ended_by: EndedBy) -> None:
    events, got, _ = asyncio.run(one_turn(session_for(tmp_path, []), None, text=text))
    assert (events, got) == ([], ended_by)


def test_a_second_request_while_busy_is_refused_not_queued(tmp_path: Path) -> None:
    steps = [calls(call("bash", command="touch made.txt")), say("Made it.")]
    session = session_for(tmp_path, steps)

    async def scenario() -> tuple[EndedBy, EndedBy]:
        await session.start(background=False, warm_up=False)
        session.attach("tab", "button")
        first = asyncio.create_task(session.submit("make the file"))
        while not session.broker.pending():
            await asyncio.sleep(0.01)
        second = await session.submit("and another")
        session.answer_approval("tab", session.broker.pending()[0].request.id, Answer.ALLOW)
        done = await first
        await session.close()
        return second.ended_by, done.ended_by

    assert asyncio.run(scenario()) == (EndedBy.BUSY, EndedBy.ANSWER)
