"""The built-in tools every agent starts with."""

from __future__ import annotations

from jarvis_voice.tools.base import Tool
from jarvis_voice.tools.builtin.calculator import CalculateTool
from jarvis_voice.tools.builtin.csv_edit import CsvEditTool
from jarvis_voice.tools.builtin.csv_query import CsvQueryTool
from jarvis_voice.tools.builtin.files import (
    EditFileTool,
    GlobTool,
    GrepTool,
    ListDirTool,
    ReadFileTool,
    WriteFileTool,
)
from jarvis_voice.tools.builtin.shell import BashTool
from jarvis_voice.tools.builtin.system_info import SystemInfoTool
from jarvis_voice.tools.builtin.web import WebFetchTool, WebSearchTool

__all__ = [
    "BashTool",
    "CalculateTool",
    "CsvEditTool",
    "CsvQueryTool",
    "EditFileTool",
    "GlobTool",
    "GrepTool",
    "ListDirTool",
    "ReadFileTool",
    "SystemInfoTool",
    "WebFetchTool",
    "WebSearchTool",
    "WriteFileTool",
    "builtin_tools",
]


def builtin_tools() -> list[Tool]:
    """One fresh instance of each built-in tool, in a fixed order."""
    return [
        BashTool(),
        WriteFileTool(),
        EditFileTool(),
        ReadFileTool(),
        GlobTool(),
        GrepTool(),
        ListDirTool(),
        WebSearchTool(),
        WebFetchTool(),
        CalculateTool(),
        CsvQueryTool(),
        CsvEditTool(),
        SystemInfoTool(),
    ]
