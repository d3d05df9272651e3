"""Make an AgentLoop one defined agent (X5): `install_agent`.

What it adds to the loop:
- a tool filter: the definition's allowlist, agent-only tools only when listed, `never`
  tools hidden everywhere (procedures install their own filter on top);
- agent-only tools (housing_loan, housing_budget) in this agent's registry when listed;
- `ask_agent` when two or more top-level agents exist (not in agents it spawned);
- `schedule` when the scheduler is on;
- the definition's persona lines in the system prompt.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from jarvis_voice.agent.loop import AgentLoop, TurnHooks
from jarvis_voice.agents.ask_agent import AskAgentTool
from jarvis_voice.agents.boundaries import agent_only_tools_for, visible
from jarvis_voice.agents.definitions import AgentDefinition
from jarvis_voice.agents.housing import AGENT_ONLY_TOOLS
from jarvis_voice.agents.schedules import ScheduleTool
from jarvis_voice.config import Settings
from jarvis_voice.tools.base import Tool

EXTRAS_KEY = "agent"
ToolFilter = Callable[[dict[str, Tool]], dict[str, Tool]]


@dataclass
class AgentRuntime(TurnHooks):
    agent: AgentLoop
    settings: Settings
    definition: AgentDefinition
    definitions: dict[str, AgentDefinition] = field(default_factory=dict)
    inner_filter: ToolFilter | None = None

    def tool_filter(self, tools: dict[str, Tool]) -> dict[str, Tool]:
        if self.inner_filter is not None:
            tools = self.inner_filter(tools)
        return {n: t for n, t in tools.items() if visible(self.definition, n, t)}

    async def before_agent_start(self, loop: AgentLoop, prompt: str) -> str | None:
        return self.definition.prompt.strip() or None


def install_agent(
    agent: AgentLoop,
    settings: Settings,
    definition: AgentDefinition,
    definitions: dict[str, AgentDefinition],
    spawn: Callable[[str], AgentLoop] | None = None,
) -> AgentRuntime:
    """`spawn(agent_id)` builds another agent for ask_agent; None (a spawned agent) = no
    ask_agent, so agents cannot bounce a request between each other forever."""
    runtime = AgentRuntime(agent, settings, definition, definitions, agent.tool_filter)
    for name in agent_only_tools_for(definition):
        agent.registry.register(AGENT_ONLY_TOOLS[name]())
    top_level = [d for d in definitions.values() if d.top_level]
    targets = [d for d in top_level if d.id != definition.id]
    if spawn is not None and len(top_level) >= 2 and targets:
        agent.registry.register(AskAgentTool(targets, spawn))
    if settings.scheduler.enabled:
        agent.registry.register(ScheduleTool())
    agent.tool_filter = runtime.tool_filter
    agent.turn_hooks.append(runtime)
    agent.context.extras[EXTRAS_KEY] = runtime
    return runtime


def agent_runtime_of(agent: AgentLoop) -> AgentRuntime | None:
    runtime = agent.context.extras.get(EXTRAS_KEY)
    return runtime if isinstance(runtime, AgentRuntime) else None
