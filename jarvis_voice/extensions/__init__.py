"""Extensions (X1–X4): skills, plugins, user tools, MCP servers, file watching.

Module map:
- loader — run one user .py file as a fresh module; errors in one line naming the file
- skills — `~/.jarvis/skills/*.md`, `/name args` → the body as the prompt (X1)
- plugins — `~/.jarvis/plugins/*.py` hooks, each call isolated (X2)
- user_tools — `~/.jarvis/tools/*.py`: Tool subclasses or `@tool` functions (T6)
- hub, watcher — the loaded files of one JARVIS_HOME, re-read on change with watchfiles (X4)
- mcp_client, mcp_tools — MCP sessions on a background loop, their tools as agent tools (X3)
- runtime — `extensions_contribution(parts)`, called by `build_agent`
"""

from jarvis_voice.extensions.runtime import ExtensionRuntime, extensions_contribution, extensions_of
from jarvis_voice.extensions.user_tools import tool

__all__ = ["ExtensionRuntime", "extensions_contribution", "extensions_of", "tool"]
