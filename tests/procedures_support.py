"""Helpers for the procedure tests: scripted distiller/reflector answers and synthetic turns."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.loop import AgentLoop, TurnResult
from jarvis_voice.app import build_agent
from jarvis_voice.config import Settings, load_settings
from jarvis_voice.llm.base import LLMReply
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.procedures.episodes import CallRecord, EpisodeStore
from jarvis_voice.procedures.learner import ProcedureLearner
from jarvis_voice.procedures.reflection import Reflector
from jarvis_voice.procedures.runtime import build_learner


def settings(**procedures: Any) -> Settings:
    return load_settings(procedures=procedures) if procedures else load_settings()


def distill_reply(
    name: str = "read-notes",
    description: str = "Read a file the user names",
    steps: list[str] | None = None,
    plan: list[dict[str, Any]] | None = None,
    inputs: list[dict[str, str]] | None = None,
) -> LLMReply:
    answer = {
        "name": name,
        "description": description,
        "parameters": ["file path"],
        "steps": steps or ["read_file with the path", "reply with the content"],
        "inputs": inputs if inputs is not None else [],
        "plan": plan if plan is not None else [],
    }
    return LLMReply(text=json.dumps(answer))


def reflect_reply(
    scope: str = "procedure",
    action: str = "revise_procedure",
    name: str = "check-the-path-first",
    when: str = "",
    content: str = "1. list_dir the folder first\n2. read_file only a path that exists",
    keywords: list[str] | None = None,
) -> LLMReply:
    answer = {
        "scope": scope,
        "action": action,
        "name": name,
        "when": when,
        "content": content,
        "keywords": keywords or [],
    }
    return LLMReply(text=json.dumps(answer))


def learner_with(
    replies: list[Any], **procedures: Any
) -> tuple[ProcedureLearner, Reflector, ScriptedBackend]:
    backend = ScriptedBackend(replies)
    learner, reflector = build_learner(settings(**procedures), backend)
    return learner, reflector, backend


def success(
    episodes: EpisodeStore,
    agent: str = "main",
    tool: str = "read_file",
    n: int = 1,
    start: int = 0,
    session: str = "",
) -> None:
    for i in range(start, start + n):
        episodes.record(
            agent,
            f"show me notes{i}.txt",
            f"notes{i}.txt says hi",
            [CallRecord(tool, {"path": f"notes{i}.txt"}, True)],
            failed=False,
            session=session,
        )


def failure(
    episodes: EpisodeStore,
    agent: str = "main",
    tool: str = "read_file",
    n: int = 1,
    request: str = "show me the missing file",
    overflow: bool = False,
    expected: str | None = None,
) -> list[int]:
    return [
        episodes.record(
            agent,
            f"{request} {i}",
            "I could not read it.",
            [CallRecord(tool, {"path": f"missing{i}.txt"}, False, "no such file")],
            failed=True,
            overflow=overflow,
            expected=expected,
        )
        for i in range(n)
    ]


def md_files(root: Path) -> list[str]:
    return sorted(p.name for p in root.glob("*.md")) if root.is_dir() else []


def agent_for(
    tmp_path: Path,
    steps: list[Any],
    approver: Any = None,
    agent_id: str = "main",
    **procedures: Any,
) -> tuple[AgentLoop, ScriptedBackend, ActivityLog]:
    backend = ScriptedBackend(steps)
    activity = ActivityLog()
    config = load_settings(agent={"id": agent_id}, procedures=procedures)
    agent = build_agent(config, backend, approver, activity, workdir=tmp_path)
    return agent, backend, activity


def run(agent: AgentLoop, text: str) -> TurnResult:
    return asyncio.run(agent.run_turn(text))
