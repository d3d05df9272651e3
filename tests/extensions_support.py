"""Helpers for the extension, MCP and agent tests: scripted agents over a temp JARVIS_HOME."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.loop import AgentLoop, TurnResult
from jarvis_voice.app import build_agent
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import ChatMessage, LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend


def call(tool: str, id_: str = "c1", /, **arguments: Any) -> ToolCall:
    return ToolCall(id=id_, name=tool, arguments=arguments)


def calls(*tool_calls: ToolCall) -> LLMReply:
    return LLMReply(tool_calls=list(tool_calls))


def say(text: str) -> LLMReply:
    return LLMReply(text=text)


def make_agent(
    workdir: Path,
    steps: list[Any],
    approver: Any = None,
    backend: ScriptedBackend | None = None,
    activity: ActivityLog | None = None,
    **settings: Any,
) -> tuple[AgentLoop, ScriptedBackend, ActivityLog]:
    backend = backend or ScriptedBackend(steps)
    activity = activity or ActivityLog()
    settings.setdefault("agent", {})
    settings["agent"].setdefault("language", "en")
    config = load_settings(**settings)
    agent = build_agent(config, backend, approver, activity, workdir=workdir)
    return agent, backend, activity


def run(agent: AgentLoop, text: str) -> TurnResult:
    return asyncio.run(agent.run_turn(text))


def tool_messages(backend: ScriptedBackend, index: int) -> list[ChatMessage]:
    return [m for m in backend.calls[index]["messages"] if m.role == "tool"]


def wait_until(check: Callable[[], bool], timeout_s: float = 10.0, what: str = "it") -> None:
    """Bounded wait for something another thread does (a watcher, a server)."""
    deadline = time.monotonic() + timeout_s
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout_s} s for {what}")
        time.sleep(0.05)
