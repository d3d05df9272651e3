"""Which tools ask first (A5): each tool declares `requires_approval`; the setting
`security.require_approval_for` may override that for an agent.

The override is resolved once, as a tool joins the agent's tool set (`ToolRegistry.register`),
so everything downstream — the approval gate, the system prompt — just reads the tool's flag.

Unset (the default), every tool's own declaration counts. Set, it is the list of built-in tools
that ask (`[]`: none do), and a user, MCP or procedure tool listed there asks too; those tools
otherwise keep their own declaration.
"""

from __future__ import annotations

import copy
from collections.abc import Collection
from typing import TypeVar

from jarvis_voice.tools.base import Tool

T = TypeVar("T", bound=Tool)


def resolve_requires_approval(
    name: str, declared: bool, *, builtin: bool, listed: Collection[str] | None
) -> bool:
    if listed is None:
        return declared
    if name in listed:
        return True
    return declared and not builtin  # the list decides for built-ins only


def with_approval_override(tool: T, *, builtin: bool, listed: Collection[str] | None) -> T:
    """`tool`, or a copy whose flag follows the setting. A copy, because one tool object can be
    shared by several agents (user tools come from one hub)."""
    wanted = resolve_requires_approval(
        tool.name, tool.requires_approval, builtin=builtin, listed=listed
    )
    if wanted == tool.requires_approval:
        return tool
    resolved = copy.copy(tool)
    resolved.requires_approval = wanted  # per instance: the class stays as declared
    return resolved
