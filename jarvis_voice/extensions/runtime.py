"""What skills, plugins, user tools and MCP tools contribute to a loop: `extensions_contribution`.

What it adds:
- a turn hook: at the start of every turn it picks up what changed (user tools and MCP tools
  into the registry, each declaring whether it needs approval; plugins into the tool pipeline;
  new problems into ACTIVITY), then runs the plugins' turn hooks (X2);
- an input transform: `/name args` → the skill's body as the prompt (X1), and `/skills`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from jarvis_voice.agent.features import Contribution, LoopParts
from jarvis_voice.agent.loop import TurnHooks
from jarvis_voice.extensions.hub import ExtensionHub, hub_for
from jarvis_voice.extensions.plugins import PluginHost, PluginToolHook
from jarvis_voice.extensions.skills import split_command
from jarvis_voice.i18n import Msg, t
from jarvis_voice.llm.base import ChatMessage
from jarvis_voice.paths import jarvis_home
from jarvis_voice.tools.base import Tool
from jarvis_voice.tools.registry import ToolSource

if TYPE_CHECKING:
    from jarvis_voice.agent.loop import AgentLoop
    from jarvis_voice.extensions.mcp_client import McpManager


class ExtensionRuntime(TurnHooks):
    def __init__(self, parts: LoopParts, hub: ExtensionHub | None, mcp: McpManager | None) -> None:
        self.parts = parts
        self.hub = hub
        self.mcp = mcp
        self.plugins = PluginHost(parts.activity, lambda: hub.plugins if hub else ())
        self._seen = {"hub": -1, "mcp": -1}
        self._shown = {"hub": 0, "mcp": 0}
        self._registered: dict[ToolSource, set[str]] = {
            ToolSource.USER: set(),
            ToolSource.MCP: set(),
        }
        self._hooks: list[PluginToolHook] = []
        self._mcp_started = False

    # ------------------------------------------------------------------------ turn hooks
    async def before_agent_start(self, loop: AgentLoop, prompt: str) -> str | None:
        if self.mcp is not None and not self._mcp_started:
            await self.mcp.wait_started()  # the first turn sees the servers that could start
            self._mcp_started = True
        self.sync()
        return await self.plugins.before_agent_start(loop.config.agent_id, prompt)

    async def transform_context(self, messages: list[ChatMessage]) -> list[ChatMessage]:
        self.sync()  # e.g. an MCP connection lost by the last tool call shows up now
        return await self.plugins.transform_context(messages)

    async def on_message_end(self, answer: str) -> str:
        return await self.plugins.on_message_end(answer)

    # ------------------------------------------------------------------------ skills (X1)
    def expand_skill(self, text: str) -> str | None:
        command = split_command(text)
        if command is None or self.hub is None:
            return None
        name, args = command
        skill = self.hub.skills.get(name)
        if skill is None or not skill.visible_to(self.parts.config.agent_id):
            return None
        self.parts.activity.emit(Msg("activity.skill", name=name))
        return skill.expand(args)

    async def skills_command(self, args: str, language: str = "en") -> str:
        """`/skills`: the skills this agent sees, in the turn's language (a skill's own
        description is shown as its file says it)."""
        skills = [
            s
            for s in (self.hub.skills.values() if self.hub else [])
            if s.visible_to(self.parts.config.agent_id)
        ]
        if not skills:
            folder = self.hub.dirs["skills"] if self.hub else jarvis_home() / "skills"
            return t("skills.none", language, folder=folder)
        lines = [f"/{s.name} — {s.description or s.path.name}" for s in skills]
        return "\n".join([t("skills.header", language, n=len(skills)), *lines])

    # ------------------------------------------------------------------------ picking up changes
    def sync(self) -> None:
        """Bring this agent up to date with the hub and the MCP servers (cheap when unchanged)."""
        if self.hub is not None and self.hub.version != self._seen["hub"]:
            self._seen["hub"] = self.hub.version
            self._sync_tools(ToolSource.USER, dict(self.hub.tools))
            self._sync_plugin_hooks()
            self._show("hub", self.hub.events_since)
        if self.mcp is not None:
            self.mcp.retry_failed()
        if self.mcp is not None and self.mcp.version != self._seen["mcp"]:
            self._seen["mcp"] = self.mcp.version
            from jarvis_voice.extensions.mcp_tools import McpTool  # the SDK loads only if used

            mcp_tools = {r.exposed: McpTool(r, self.mcp) for r in self.mcp.tools()}
            self._sync_tools(ToolSource.MCP, mcp_tools)
            self._show("mcp", self.mcp.events_since)

    def _sync_tools(self, source: ToolSource, tools: Mapping[str, Tool]) -> None:
        registry = self.parts.registry
        for name in self._registered[source] - set(tools):
            registry.unregister(name, source)
        for tool in tools.values():
            registry.register(tool, source)
        self._registered[source] = set(tools)

    def _sync_plugin_hooks(self) -> None:
        assert self.hub is not None
        hooks = self.parts.pipeline.hooks
        for old in self._hooks:
            if old in hooks:
                hooks.remove(old)
        self._hooks = [PluginToolHook(plugin) for plugin in self.hub.plugins]
        hooks.extend(self._hooks)

    def _show(self, key: str, events_since: Callable[[int], tuple[list[str | Msg], int]]) -> None:
        lines, self._shown[key] = events_since(self._shown[key])
        for line in lines:
            self.parts.activity.emit(line)


def extensions_contribution(parts: LoopParts) -> tuple[Contribution, ExtensionRuntime]:
    """Skills, plugins and user tools from JARVIS_HOME, and the configured MCP servers."""
    home = jarvis_home()
    settings = parts.settings
    hub = hub_for(home) if settings.plugin.enabled else None
    if hub is not None and settings.plugin.watch_files:
        hub.watch()
    servers = [s for s in settings.mcp_servers if s.enabled]
    mcp = None
    if servers:
        from jarvis_voice.extensions.mcp_client import manager_for  # the SDK takes ~1 s to import

        mcp = manager_for(servers, home / "logs" / "mcp")
    runtime = ExtensionRuntime(parts, hub, mcp)
    runtime.sync()  # user tools are visible before the first turn (warm-up, procedures)
    contribution = Contribution(
        turn_hooks=[runtime],
        input_transforms=[runtime.expand_skill],
        commands={"skills": runtime.skills_command},
    )
    return contribution, runtime


def extensions_of(agent: AgentLoop) -> ExtensionRuntime | None:
    """The agent's extension runtime (one of its turn hooks), if it has one."""
    for hook in agent.turn_hooks:
        if isinstance(hook, ExtensionRuntime):
            return hook
    return None
