"""The tool registry (T6): read afresh every turn; later sources override same-name built-ins."""

from __future__ import annotations

import threading
from enum import IntEnum

from jarvis_voice.tools.base import Tool


class ToolSource(IntEnum):
    """Higher wins on a name clash: user tools and MCP tools override built-ins (T6)."""

    BUILTIN = 0
    PROCEDURE = 1
    USER = 2
    MCP = 3


class ToolRegistry:
    def __init__(self) -> None:
        self._tools: dict[str, dict[ToolSource, Tool]] = {}
        self._lock = threading.Lock()

    def register(self, tool: Tool, source: ToolSource = ToolSource.BUILTIN) -> None:
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
