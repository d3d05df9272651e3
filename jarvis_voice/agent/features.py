"""What a feature (agents, extensions, procedures, schedules) adds to an agent loop.

A feature gets the `LoopParts` that exist before the loop (registry, pipeline, ACTIVITY, …),
and returns a `Contribution`: tools, tool filters, turn hooks, commands, input transforms,
observers and background work. `build_agent` merges the contributions and builds the loop
once; nobody patches a loop afterwards, and no feature holds a reference back to it. Work
nested in a tool call (procedure steps, ask_agent) gets the turn's executor through
`ToolContext.executor` instead.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.pipeline import ToolPipeline
from jarvis_voice.tools.base import Tool
from jarvis_voice.tools.registry import ToolRegistry

if TYPE_CHECKING:
    from jarvis_voice.agent.loop import AgentConfig, AgentLoop, TurnHooks, TurnResult
    from jarvis_voice.config import Settings
    from jarvis_voice.llm.base import LLMBackend

ToolFilter = Callable[[dict[str, Tool]], dict[str, Tool]]
# `/name args` answered by code: (args, the turn's language "ko"/"en") → the answer
SlashCommand = Callable[[str, str], Awaitable[str]]
TurnObserver = Callable[["AgentLoop", str, "TurnResult"], None]
# Rewrites the user's text before the model sees it (e.g. `/skill args` → the skill's body, X1);
# None leaves the text as it is.
InputTransform = Callable[[str], str | None]


class BackgroundWork(Protocol):
    """Work a session runs beside the conversation (idle learning, scheduled jobs)."""

    def start(self, agent: AgentLoop) -> None:
        """Begin (inside the session's running event loop)."""

    async def stop(self) -> None: ...


@dataclass(frozen=True)
class LoopParts:
    """What exists before the loop: what features may use."""

    config: AgentConfig
    settings: Settings
    backend: LLMBackend
    registry: ToolRegistry
    pipeline: ToolPipeline
    activity: ActivityLog
    workdir: Path


@dataclass
class Contribution:
    tools: list[Tool[Any]] = field(default_factory=list)
    # Applied in order, each to the previous one's output (every turn, T6).
    tool_filters: list[ToolFilter] = field(default_factory=list)
    turn_hooks: list[TurnHooks] = field(default_factory=list)
    commands: dict[str, SlashCommand] = field(default_factory=dict)
    input_transforms: list[InputTransform] = field(default_factory=list)
    observers: list[TurnObserver] = field(default_factory=list)
    background: list[BackgroundWork] = field(default_factory=list)

    def __add__(self, other: Contribution) -> Contribution:
        """Both, in order; a command name taken by `self` stays `self`'s."""
        return Contribution(
            tools=self.tools + other.tools,
            tool_filters=self.tool_filters + other.tool_filters,
            turn_hooks=self.turn_hooks + other.turn_hooks,
            commands={**other.commands, **self.commands},
            input_transforms=self.input_transforms + other.input_transforms,
            observers=self.observers + other.observers,
            background=self.background + other.background,
        )
