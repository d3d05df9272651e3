"""The tool registry (T6): read afresh every turn; later sources override same-name built-ins."""

from __future__ import annotations

import threading
from collections.abc import Collection
from enum import IntEnum

from jarvis_voice.tools.approval import with_approval_override
from jarvis_voice.tools.base import Tool


class ToolSource(IntEnum):
    """Higher wins on a name clash: user tools and MCP tools override built-ins (T6)."""

    BUILTIN = 0
    PROCEDURE = 1
    USER = 2
    MCP = 3


class ToolRegistry:
    def __init__(self, require_approval_for: Collection[str] | None = None) -> None:
        """`require_approval_for`: the setting of that name, applied to every tool registered."""
        self._tools: dict[str, dict[ToolSource, Tool]] = {}
        self._lock = threading.Lock()
        listed = require_approval_for
        self._approval_list = None if listed is None else frozenset(listed)

    def register(self, tool: Tool, source: ToolSource = ToolSource.BUILTIN) -> None:
        builtin = source is ToolSource.BUILTIN
        tool = with_approval_override(tool, builtin=builtin, listed=self._approval_list)
        with self._lock:
            self._tools.setdefault(tool.name, {})[source] = tool

    def unregister(self, name: str, source: ToolSource) -> None:
        with self._lock:
            by_source = self._tools.get(name, {})
            by_source.pop(source, None)
            if not by_source:
                self._tools.pop(name, None)

    def snapshot(self) -> dict[str, Tool]:
        """The tools visible right now, one per name (the highest-priority source)."""
        with self._lock:
            return {
                name: by_source[max(by_source)]
                for name, by_source in sorted(self._tools.items())
                if by_source
            }
