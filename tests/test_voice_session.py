"""The voice front end over `core.Session`: it speaks the answer of the request it submitted,
whatever else the session does meanwhile (a scheduled job finishing, X5).

Audio is scripted here (the recogniser path is tested with real speech in test_voice_pipeline);
the session, its scheduler, the broker, the tools and the spoken-approval logic are real.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from extensions_support import call, calls, say
from jarvis_voice.agents.schedules import ScheduleStore
from jarvis_voice.config import load_settings
from jarvis_voice.core.events import Event, EventType, Source, TurnEnded
from jarvis_voice.core.session import Session
from jarvis_voice.llm.base import ChatMessage, LLMReply, TextSink, ToolSpec
from jarvis_voice.voice.assistant import VoiceAssistant
from jarvis_voice.voice.classifier import ReplyClassifier
from jarvis_voice.voice.spoken_approval import SpokenApprovals
from jarvis_voice.voice.triggers import HandsFree

JOB_PROMPT = "water the plants"
JOB_ANSWER = "The plants are watered."
OWN_ANSWER = "Your folder has one file."


class RoutingBackend:
    """Answers by what is asked, so the order of the two turns' model calls does not matter."""

    name = "routing"

    def chat(
        self, messages: list[ChatMessage], tools: list[ToolSpec], on_text: TextSink | None = None
    ) -> LLMReply:
        last_user = [m for m in messages if m.role == "user"][-1].content
        if JOB_PROMPT in last_user:
            return say(JOB_ANSWER)
        if messages[-1].role == "tool":
            return say(OWN_ANSWER)
        return calls(call("bash", command="ls"))


class ConversationIO:
    """Hears the request, then — only once the scheduled job has answered — a spoken yes."""

    def __init__(self, job_done: asyncio.Event) -> None:
        self.job_done = job_done
        self.said: list[str] = []
        self.requests = ["what is in this folder"]

    async def say(self, text: str, language: str | None = None) -> None:
        self.said.append(text)

    def heard_language(self) -> None:
        return None

    async def listen(
        self, timeout_s: float, short: bool = False, language: str | None = None
    ) -> str | None:
        if short:  # the approval answer
            await asyncio.wait_for(self.job_done.wait(), 10)
            return "yes go ahead"
        return self.requests.pop(0) if self.requests else None


def test_voice_speaks_its_own_answer_when_a_scheduled_job_finishes_meanwhile(
    tmp_path: Path,
) -> None:
    settings = load_settings(
        tools={"workdir": str(tmp_path)},
        agent={"language": "en"},
        procedures={"consolidate": False},
        scheduler={"max_sleep_s": 0.1},
    )
    (tmp_path / "only.txt").write_text("x")

    async def scenario() -> tuple[list[str], list[str], list[Event]]:
        session = await Session(settings, RoutingBackend(), workdir=tmp_path).start(
            warm_up=False
        )
        events: list[Event] = []
        session.events.subscribe(events.append)
        job_done = asyncio.Event()

        def on_event(event: Event) -> None:
            payload = event.payload
            if event.type is EventType.APPROVAL_ASKED:  # the spoken request now waits: add a job
                ScheduleStore().add(session.agent_id, JOB_PROMPT, time.time())
                assert session.scheduler is not None
                session.scheduler.wake()
            if isinstance(payload, TurnEnded) and payload.source is Source.SCHEDULE:
                job_done.set()

        session.events.subscribe(on_event)
        io = ConversationIO(job_done)
        approvals = SpokenApprovals(session.broker, session.events, io, ReplyClassifier(None))
        assistant = VoiceAssistant(session, io, approvals, HandsFree())
        await assistant.run(max_requests=1)
        await session.close()
        return assistant.replies, io.said, events

    replies, said, events = asyncio.run(scenario())
    assert replies == [OWN_ANSWER]
    assert said[-1] == OWN_ANSWER and JOB_ANSWER not in " ".join(said)
    ended = [e.payload for e in events if isinstance(e.payload, TurnEnded)]
    # the job's answer did reach the session (and so the web page), as its own turn, first
    assert [(t.source, t.answer.endswith(JOB_ANSWER)) for t in ended] == [
        (Source.SCHEDULE, True),
        (Source.VOICE, False),
    ]
