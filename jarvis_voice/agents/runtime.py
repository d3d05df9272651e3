"""What one defined agent (X5) contributes to its loop: `agent_contribution`.

- a tool filter: the definition's allowlist, agent-only tools only when listed, `never`
  tools hidden everywhere;
- agent-only tools (housing_loan, housing_budget) when listed;
- `ask_agent` when two or more top-level agents exist (not in agents it spawned);
- `schedule` and the scheduler (background work) when the scheduler is on;
- the definition's persona lines in the system prompt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from jarvis_voice.agent.features import Contribution
from jarvis_voice.agent.loop import TurnHooks
from jarvis_voice.agents.ask_agent import AskAgentTool, Spawn
from jarvis_voice.agents.boundaries import agent_only_tools_for, visible
from jarvis_voice.agents.definitions import AgentDefinition
from jarvis_voice.agents.housing import AGENT_ONLY_TOOLS
from jarvis_voice.agents.scheduler import SchedulerWork
from jarvis_voice.agents.schedules import ScheduleTool, Wake
from jarvis_voice.config import Settings
from jarvis_voice.tools.base import Tool

if TYPE_CHECKING:
    from jarvis_voice.agent.loop import AgentLoop


@dataclass(frozen=True)
class AgentPersona(TurnHooks):
    definition: AgentDefinition

    def tool_filter(self, tools: dict[str, Tool[Any]]) -> dict[str, Tool[Any]]:
        return {n: t for n, t in tools.items() if visible(self.definition, n, t)}

    async def before_agent_start(self, loop: AgentLoop, prompt: str) -> str | None:
        return self.definition.prompt.strip() or None


def agent_contribution(
    settings: Settings,
    definition: AgentDefinition,
    definitions: dict[str, AgentDefinition],
    spawn: Spawn | None = None,
) -> Contribution:
    """`spawn(agent_id, approver)` builds another agent for ask_agent; None (a spawned agent)
    = no ask_agent, so agents cannot bounce a request between each other forever."""
    persona = AgentPersona(definition)
    tools: list[Tool[Any]] = [AGENT_ONLY_TOOLS[name]() for name in agent_only_tools_for(definition)]
    top_level = [d for d in definitions.values() if d.top_level]
    targets = [d for d in top_level if d.id != definition.id]
    if spawn is not None and len(top_level) >= 2 and targets:
        tools.append(AskAgentTool(targets, spawn))
    contribution = Contribution(
        tools=tools, tool_filters=[persona.tool_filter], turn_hooks=[persona]
    )
    if settings.scheduler.enabled:
        wake = Wake()
        contribution.tools.append(ScheduleTool(wake=wake))
        contribution.background.append(SchedulerWork(definition, settings.scheduler, wake))
    return contribution
