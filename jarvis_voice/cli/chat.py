"""`jarvis chat`: type requests, watch tool calls and ACTIVITY, answer approvals in the terminal."""

from __future__ import annotations

import asyncio
import contextlib
import sys

from jarvis_voice.activity import ActivityEntry, ActivityLog
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agents import settings_for, start_scheduler
from jarvis_voice.app import build_agent
from jarvis_voice.approval.terminal import LineSource, TerminalApprover
from jarvis_voice.config import Settings
from jarvis_voice.errors import JarvisError
from jarvis_voice.procedures import start_idle_consolidation

_EXIT_WORDS = {"exit", "quit", "/exit", "/quit"}


def _write(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


async def chat(settings: Settings, once: str | None = None) -> int:
    from jarvis_voice.llm.factory import make_backend  # heavy imports only when chatting

    settings = settings_for(settings)  # the agent's definition: name, model (X5)
    lines = LineSource()
    lines.start()
    activity = ActivityLog()
    activity.subscribe(lambda entry: _write(_format_activity(entry)))
    backend = make_backend(settings.llm)
    agent = build_agent(settings, backend, TerminalApprover(lines, _write), activity)
    name = agent.config.display_name
    # Process the fixed prompt while the user types (the embedded model caches it).
    warming = asyncio.create_task(asyncio.to_thread(_warm_up, agent))
    _write(f"{name} is ready ({backend.name}). Type a request; 'exit' to quit.")
    # Procedure learning runs while the user is quiet (a one-shot run never is).
    consolidator = start_idle_consolidation(agent) if once is None else None
    # Scheduled prompts run unattended while the chat is open (X5); answers are shown here.
    scheduler = start_scheduler(agent) if once is None else None
    if scheduler is not None:
        scheduler.on_result.append(
            lambda job: _write(f"{name.lower()}> (scheduled, {job.when()}) {job.answer}")
        )
    try:
        while True:
            if once is not None:
                text: str | None = once
            else:
                _write("you> ")
                text = await lines.readline()
            if text is None or text.strip().lower() in _EXIT_WORDS:
                return 0
            if not text.strip():
                continue
            await warming
            result = await agent.run_turn(text)
            _write(f"{name.lower()}> {result.answer}")
            if once is not None:
                return 0 if result.ended_by not in ("error", "rejected") else 1
    finally:
        if scheduler is not None:
            await scheduler.stop()
        if consolidator is not None:
            await consolidator.stop()


def _warm_up(agent: AgentLoop) -> None:
    with contextlib.suppress(JarvisError):  # the first real turn reports it in one line
        agent.warm_up()


def _format_activity(entry: ActivityEntry) -> str:
    return f"  · {entry.line}"


def run_chat(settings: Settings, once: str | None = None) -> int:
    return asyncio.run(chat(settings, once))
