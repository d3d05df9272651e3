"""Unattended turns (X5): the same agent with nobody to ask.

The loop shares the agent's registry, pipeline (plugins, gate, dangerous-command list),
backend and ACTIVITY, and is built from the same contribution, but: approver None (anything
that needs approval is denied with `no_connection`), `boundaries.ask` tools removed, no
background work of its own.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agents.boundaries import allowed_unattended
from jarvis_voice.agents.definitions import AgentDefinition
from jarvis_voice.tools.base import Tool


def unattended_loop(agent: AgentLoop, definition: AgentDefinition) -> AgentLoop:
    def unattended_only(tools: dict[str, Tool[Any]]) -> dict[str, Tool[Any]]:
        return {n: t for n, t in tools.items() if allowed_unattended(definition, n, t)}

    contribution = replace(
        agent.contribution,
        tools=[],  # already in the shared registry
        tool_filters=[*agent.contribution.tool_filters, unattended_only],
        commands={},  # nobody types a /command into a scheduled job
        background=[],
    )
    return AgentLoop(
        config=agent.config,
        backend=agent.backend,
        registry=agent.registry,
        pipeline=agent.pipeline,
        context=agent.context,
        activity=agent.activity,
        approver=None,  # no human: the gate denies what needs approval (NO_CONNECTION)
        contribution=contribution,
    )
