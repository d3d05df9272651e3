"""`jarvis chat`: type requests, watch tool calls and ACTIVITY, answer approvals in the terminal.

A thin adapter over `core.Session`: ACTIVITY lines come from the one renderer, approvals are
answered through the session's broker like any other front end (channel "terminal").
"""

from __future__ import annotations

import asyncio
import sys

from jarvis_voice.agent.loop import TurnResult
from jarvis_voice.agents import settings_for
from jarvis_voice.approval.terminal import LineSource, TerminalApprover
from jarvis_voice.config import Settings
from jarvis_voice.core.events import (
    AnswerDelta,
    ApprovalAsked,
    ApprovalResolved,
    EndedBy,
    Event,
    Source,
    TurnEnded,
)
from jarvis_voice.core.session import Session
from jarvis_voice.i18n import t

_EXIT_WORDS = {"exit", "quit", "/exit", "/quit", "종료", "끝"}
ANSWERER_ID = "terminal"


def _write(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


class TerminalFrontEnd:
    """Prints ACTIVITY and scheduled answers; asks approvals at the prompt."""

    def __init__(self, session: Session, lines: LineSource) -> None:
        self.session = session
        self.approver = TerminalApprover(lines, _write)
        self._asking: dict[str, asyncio.Task[None]] = {}
        self.prompt = f"{session.display_name.lower()}> "
        self._streamed: dict[str | None, str] = {}  # turn id → answer text shown so far

    def attach(self) -> None:
        self.session.events.subscribe_lines(lambda entry: _write(f"  · {entry.line}"))
        self.session.events.subscribe(self._on_event)
        for pending in self.session.attach(ANSWERER_ID, "terminal"):
            self._ask(pending.asked())

    def _on_event(self, event: Event) -> None:
        payload = event.payload
        if isinstance(payload, ApprovalAsked):
            self._ask(payload)
        elif isinstance(payload, ApprovalResolved):
            task = self._asking.pop(payload.request_id, None)
            if task is not None and payload.answered_by != ANSWERER_ID:
                task.cancel()  # answered elsewhere or timed out
        elif isinstance(payload, AnswerDelta) and event.turn_id is not None:
            shown = self._streamed.get(event.turn_id)
            sys.stdout.write(payload.text if shown is not None else self.prompt + payload.text)
            sys.stdout.flush()
            self._streamed[event.turn_id] = (shown or "") + payload.text
        elif isinstance(payload, TurnEnded) and payload.source is Source.SCHEDULE:
            _write(f"{self.prompt}{payload.answer}")

    def show_answer(self, result: TurnResult) -> None:
        """End the streamed line; print the answer when it was not streamed or changed since."""
        shown = self._streamed.pop(result.turn_id, None)
        if shown is None:
            _write(f"{self.prompt}{result.answer}")
        elif shown.strip() != result.answer.strip():
            _write(f"\n{self.prompt}{result.answer}")
        else:
            _write("")

    def _ask(self, asked: ApprovalAsked) -> None:
        request = asked.request

        async def ask() -> None:
            reply = await self.approver.request(request)
            self.session.answer_approval(ANSWERER_ID, request.id, reply.answer, reply.scope)

        self._asking[request.id] = self.session.spawn(ask())


async def chat(settings: Settings, once: str | None = None) -> int:
    from jarvis_voice.llm.factory import make_backend  # heavy imports only when chatting

    settings = settings_for(settings)  # the agent's definition: name, model (X5)
    lines = LineSource()
    lines.start()
    session = Session(settings, make_backend(settings.llm))
    # Procedure learning and scheduled prompts run while the chat is open (a one-shot run never).
    await session.start(background=once is None)
    front_end = TerminalFrontEnd(session, lines)
    front_end.attach()
    language = settings.agent.language
    backend = session.agent.backend.name
    _write(t("chat.ready", language, name=session.display_name, backend=backend))
    try:
        while True:
            if once is not None:
                text: str | None = once
            else:
                _write(t("chat.you", session.language))  # the conversation's, turn by turn
                text = await lines.readline()
            if text is None or text.strip().lower() in _EXIT_WORDS:
                return 0
            if not text.strip():
                continue
            result = await session.submit(text, source=Source.TEXT)
            front_end.show_answer(result)
            if once is not None:
                return 0 if result.ended_by not in (EndedBy.ERROR, EndedBy.REJECTED) else 1
    finally:
        await session.close()


def run_chat(settings: Settings, once: str | None = None) -> int:
    return asyncio.run(chat(settings, once))
