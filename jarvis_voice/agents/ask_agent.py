"""`ask_agent` (X5): hand a request to another top-level agent and return its answer.

The other agent runs its own turn with its own tools, rules file and procedures; approvals go
to the same human. Its `final` answer (e.g. KAREN's housing_budget table) stays final (T4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field, create_model

from jarvis_voice.agents.definitions import AgentDefinition
from jarvis_voice.core.events import EndedBy
from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import Msg
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult

if TYPE_CHECKING:
    from jarvis_voice.agent.loop import AgentLoop
    from jarvis_voice.approval.base import Approver

# Builds another agent for this turn's human: (agent id, the turn's approver) → its loop.
Spawn = Callable[[str, "Approver | None"], "AgentLoop"]


class AskAgentArgs(BaseModel):
    """The arguments; `AskAgentTool` narrows `agent` to the ids of its target agents."""

    agent: str = Field(description="The id of the agent to ask.")
    request: str = Field(min_length=1, description="The request, in full.")


class AskAgentTool(Tool[AskAgentArgs]):
    name = "ask_agent"

    def __init__(self, targets: list[AgentDefinition], spawn: Spawn) -> None:
        self.targets = {d.id: d for d in targets}
        self.spawn = spawn
        self._loops: dict[str, AgentLoop] = {}
        listing = "; ".join(
            f"{d.id} ({d.name}){': ' + d.description if d.description else ''}" for d in targets
        )
        self.description = (
            f"Ask another agent to handle a request and get its answer. Agents: {listing}"
        )
        ids: Any = Literal[tuple(self.targets)]
        self.Args = create_model(
            "AskAgentArgs",
            __base__=AskAgentArgs,
            agent=(ids, Field(description="The id of the agent to ask.")),
        )

    async def run(self, args: AskAgentArgs, ctx: ToolContext) -> ToolResult:
        target = args.agent
        request = args.request
        loop = self._loops.get(target)
        if loop is None:
            # Approvals in the other agent go to whoever answers this turn's (ctx.executor).
            approver = ctx.executor.approver if ctx.executor is not None else None
            try:
                loop = self._loops[target] = self.spawn(target, approver)
            except JarvisError as exc:
                return ToolResult(f"agent {target} cannot start: {exc}", is_error=True)
        loop.activity.emit(
            Msg("activity.ask_agent", agent=ctx.agent_id, target=target, request=request[:120])
        )
        result = await loop.run_turn(request, ctx.language)  # in the asking turn's language
        failed = result.ended_by in (EndedBy.ERROR, EndedBy.REJECTED, EndedBy.OVERFLOW)
        return ToolResult(result.answer, is_error=failed, final=result.ended_by is EndedBy.FINAL)
