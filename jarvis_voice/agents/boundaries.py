"""Which tools an agent sees (X5): its allowlist, agent-only tools, and `boundaries`.

`never` tools are hidden everywhere; `ask` tools are removed only in unattended turns
(`unattended.py`). Globs are allowed in every list (`housing_*`).
"""

from __future__ import annotations

from fnmatch import fnmatchcase

from jarvis_voice.agents.definitions import AgentDefinition
from jarvis_voice.agents.housing import AGENT_ONLY_TOOLS
from jarvis_voice.procedures.tools import ProcedureTool
from jarvis_voice.tools.base import Tool

# Every agent has these whatever its allowlist says (B: memory tools; X5: dynamic tools).
ALWAYS_AVAILABLE = frozenset({"recall_episodes", "remember_task_pattern", "ask_agent", "schedule"})


def matches(name: str, patterns: list[str] | None) -> bool:
    return bool(patterns) and any(fnmatchcase(name, p) for p in patterns or [])


def agent_only_tools_for(definition: AgentDefinition) -> list[str]:
    return [name for name in AGENT_ONLY_TOOLS if matches(name, definition.tools)]


def visible(definition: AgentDefinition, name: str, tool: Tool) -> bool:
    if matches(name, definition.boundaries.never):
        return False
    if name in AGENT_ONLY_TOOLS:
        return matches(name, definition.tools)
    if definition.tools is None or name in ALWAYS_AVAILABLE:
        return True
    if isinstance(tool, ProcedureTool):  # its own procedures only (the procedures filter, P7)
        return True
    return matches(name, definition.tools)


def allowed_unattended(definition: AgentDefinition, name: str, tool: Tool) -> bool:
    """Unattended turns: no `ask` tools, no scheduling or asking other agents, and no
    procedure tools (their steps would run with the interactive turn's approver)."""
    if matches(name, definition.boundaries.ask):
        return False
    return name not in ("schedule", "ask_agent") and not isinstance(tool, ProcedureTool)
