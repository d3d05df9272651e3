"""Running real tool calls through a real agent (scripted model, no approvals) for undo tests."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path
from typing import Any

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agent.pipeline import CallRun
from jarvis_voice.app import build_agent
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult


class Recorder:
    """A journal after undo's: sees what it filled in (as the audit journal will)."""

    name = "recorder"

    def __init__(self) -> None:
        self.runs: list[tuple[str, list[str], str | None]] = []

    async def before(self, run: CallRun) -> None:
        return None

    async def after(self, run: CallRun, result: ToolResult) -> None:
        self.runs.append((run.call.name, list(run.changed), run.change_set))


class Session:
    """One agent in `workdir`; `do(tool, **args)` runs one tool call as one turn."""

    def __init__(self, workdir: Path, language: str = "en", **settings: Any) -> None:
        self.workdir = workdir
        self.backend = ScriptedBackend([])
        self.activity = ActivityLog()
        config = load_settings(
            agent={"language": language},
            security={"require_approval_for": [], "sandbox": "off"},
            **settings,
        )
        self.agent: AgentLoop = build_agent(
            config, self.backend, None, self.activity, workdir=workdir
        )
        self.recorder = Recorder()
        self.agent.pipeline.journals.append(self.recorder)
        self._n = 0

    def do(self, tool: str, **args: Any) -> str:
        self._n += 1
        call = ToolCall(id=f"c{self._n}", name=tool, arguments=args)
        self.backend._steps += [LLMReply(tool_calls=[call]), LLMReply(text="done")]
        result = asyncio.run(self.agent.run_turn(f"please run {tool}"))
        outcome = result.outcomes[-1]
        assert not outcome.result.is_error, outcome.result.content
        return outcome.result.content

    def say(self, text: str) -> str:
        return asyncio.run(self.agent.run_turn(text)).answer


def git_repo(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    for args in (
        ["init", "-q"],
        ["config", "user.email", "t@example.com"],
        ["config", "user.name", "t"],
    ):
        subprocess.run(["git", *args], cwd=path, check=True)
    return path


def commit_all(path: Path) -> None:
    subprocess.run(["git", "add", "-A"], cwd=path, check=True)
    subprocess.run(["git", "commit", "-qm", "x"], cwd=path, check=True)
