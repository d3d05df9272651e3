"""Memory tools for every agent (B): `recall_episodes` and `remember_task_pattern`.

Both act on the calling agent only (`ctx.agent_id`): one agent never reads another's turns.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, Field

from jarvis_voice.procedures.episodes import Episode, EpisodeStore
from jarvis_voice.procedures.fileformat import slugify
from jarvis_voice.procedures.guard import CONTENT_MAX
from jarvis_voice.procedures.patterns import TaskPattern, TaskPatternStore
from jarvis_voice.text import clip
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult

PREVIEW = 300


class RecallArgs(BaseModel):
    task_type: str | None = Field(
        default=None, description="Only turns whose first tool was this (e.g. bash)."
    )
    outcome: Literal["any", "failed", "succeeded"] = Field(
        default="any", description="Only failed or only successful turns."
    )
    contains: str | None = Field(default=None, description="Text the request or answer contains.")
    limit: int = Field(default=5, ge=1, le=20, description="How many, newest first.")


class RecallEpisodesTool(Tool[RecallArgs]):
    name = "recall_episodes"
    description = (
        "Look up what the user asked you in earlier conversations (request, answer, tool calls, "
        "outcome), newest first. Only for questions about the user's past requests, never for "
        "facts about the computer, files or the user's name."
    )
    Args = RecallArgs

    def __init__(self, store: EpisodeStore) -> None:
        self.store = store

    async def run(self, args: RecallArgs, ctx: ToolContext) -> ToolResult:
        failed = {"any": None, "failed": True, "succeeded": False}[args.outcome]
        found = self.store.query(
            ctx.agent_id,
            task_type=args.task_type or None,
            failed=failed,
            contains=args.contains or None,
            limit=args.limit,
        )
        if not found:
            return ToolResult("No matching past turns.")
        return ToolResult("\n\n".join(_describe(e) for e in found))


def _describe(episode: Episode) -> str:
    status = "failed" if episode.failed else "ok"
    calls = "; ".join(
        f"{c.name} {json.dumps(c.args, ensure_ascii=False)}" + ("" if c.ok else " → ERROR")
        for c in episode.calls
    )
    lines = [
        f"#{episode.id} [{status}] task type: {episode.task_type or 'chat'}",
        f"request: {clip(episode.request, PREVIEW)}",
        f"answer: {clip(episode.answer, PREVIEW)}",
    ]
    if calls:
        lines.append(f"tools: {clip(calls, PREVIEW)}")
    return "\n".join(lines)


class RememberArgs(BaseModel):
    name: str = Field(description="A short name for this way of working.", max_length=80)
    when: str = Field(description="When it applies.", max_length=300)
    content: str = Field(description="What to do, as the user taught it.")
    keywords: str = Field(
        default="", description="Comma-separated words in a request that should recall it."
    )


class RememberTaskPatternTool(Tool[RememberArgs]):
    name = "remember_task_pattern"
    description = (
        "Store a way of working the user taught you, with when it applies and keywords, "
        "as one of your task patterns."
    )
    Args = RememberArgs

    def __init__(self, store: TaskPatternStore) -> None:
        self.store = store

    async def run(self, args: RememberArgs, ctx: ToolContext) -> ToolResult:
        name = slugify(args.name) or slugify(args.when) or "pattern"
        content = args.content.strip()
        if not content or not args.when.strip():
            return ToolResult("A task pattern needs both `when` and `content`.", is_error=True)
        if len(content) > CONTENT_MAX:
            return ToolResult(f"Keep the pattern under {CONTENT_MAX} characters.", is_error=True)
        keywords = tuple(k.strip() for k in args.keywords.split(",") if k.strip())
        new = self.store.save(
            TaskPattern(ctx.agent_id, name, args.when.strip(), content, keywords, "user")
        )
        verb = "Remembered" if new else "Updated"
        return ToolResult(f"{verb} task pattern '{name}' for {ctx.agent_id}.")
