"""Unattended turns (X5): the same agent with nobody to ask.

The loop shares the agent's registry, pipeline (plugins, approval gate, dangerous-command list),
backend and ACTIVITY, but: approver None (anything that needs approval is denied with
`no_connection`), `boundaries.ask` tools removed, no slash commands.
"""

from __future__ import annotations

from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agents.boundaries import allowed_unattended
from jarvis_voice.agents.definitions import AgentDefinition
from jarvis_voice.tools.base import Tool


def unattended_loop(agent: AgentLoop, definition: AgentDefinition) -> AgentLoop:
    attended_filter = agent.tool_filter

    def tool_filter(tools: dict[str, Tool]) -> dict[str, Tool]:
        tools = attended_filter(tools) if attended_filter else tools
        return {n: t for n, t in tools.items() if allowed_unattended(definition, n, t)}

    loop = AgentLoop(
        config=agent.config,
        backend=agent.backend,
        registry=agent.registry,
        pipeline=agent.pipeline,
        context=agent.context,
        activity=agent.activity,
        approver=None,  # no human: the gate denies what needs approval (NO_CONNECTION)
        tool_filter=tool_filter,
    )
    loop.turn_hooks = list(agent.turn_hooks)
    loop.input_transforms = list(agent.input_transforms)
    loop.observers = list(agent.observers)
    return loop
