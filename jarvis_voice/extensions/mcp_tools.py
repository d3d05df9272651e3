"""MCP tools as agent tools (ToolSource.MCP, T6): the server's schema is passed through as is
and the server validates the arguments; approval is per tool (`require_approval`)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from jarvis_voice.extensions.mcp_client import McpManager, RemoteTool
from jarvis_voice.llm.base import ToolSpec
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult


class AnyArguments(BaseModel):
    """Accepts any JSON object: the MCP server owns the schema and checks it."""

    model_config = ConfigDict(extra="allow")


class McpTool(Tool[AnyArguments]):
    Args = AnyArguments

    def __init__(self, remote: RemoteTool, manager: McpManager) -> None:
        self.remote = remote
        self.manager = manager
        self.name = remote.exposed
        summary = remote.description or f"tool {remote.name}"
        self.description = f"{summary} (MCP server {remote.server})"
        self.requires_approval = remote.requires_approval

    def spec(self) -> ToolSpec:
        schema = dict(self.remote.schema) or {"type": "object", "properties": {}}
        schema.pop("title", None)
        schema.setdefault("type", "object")
        return ToolSpec(name=self.name, description=self.description, parameters=schema)

    async def run(self, args: AnyArguments, ctx: ToolContext) -> ToolResult:
        arguments = args.model_dump(mode="json")
        reply = await self.manager.call(self.remote.server, self.remote.name, arguments)
        return ToolResult(reply.text, is_error=reply.is_error)
