"""T1: every tool call passes policy → argument check → plugins → approval, then runs.

Nothing here raises for a bad call: unknown tools, malformed arguments, blocks and denials all
become `is_error` results the model can read, plus an ACTIVITY line.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Awaitable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from pydantic import ValidationError

from jarvis_voice.activity import ActivityLog
from jarvis_voice.approval.base import Approver
from jarvis_voice.approval.gate import ApprovalGate
from jarvis_voice.core.events import ToolDecided, ToolFinished, ToolRequested, ToolStarted
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.policy.decision import Decision, Reason
from jarvis_voice.policy.roles import ToolPolicy
from jarvis_voice.text import clip
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult

_ARG_PREVIEW = 160


class ToolHook(Protocol):
    """What a plugin can do at T1 step 2: return a reason to block the call, or None.

    The method may also be a coroutine function. A hook may additionally define
    `after_tool_call(tool, args, result)`, called after the tool ran (observe only, X2).
    """

    name: str

    def before_tool_call(
        self, tool: str, args: dict[str, Any]
    ) -> str | Awaitable[str | None] | None: ...


@dataclass(frozen=True)
class CallOutcome:
    call: ToolCall
    result: ToolResult
    decision: Decision | None = None  # None when the call never reached the approval step


class ToolPipeline:
    def __init__(
        self,
        policy: ToolPolicy,
        gate: ApprovalGate,
        activity: ActivityLog,
        hooks: list[ToolHook] | None = None,
    ) -> None:
        self.policy = policy
        self.gate = gate
        self.activity = activity
        self.hooks = hooks if hooks is not None else []

    async def execute(
        self,
        call: ToolCall,
        tools: dict[str, Tool],
        ctx: ToolContext,
        approver: Approver | None,
    ) -> CallOutcome:
        self.activity.publish(ToolRequested(call.id, call.name, call.arguments))
        tool = tools.get(call.name)
        if tool is None:
            known = ", ".join(sorted(tools)) or "none"
            return self._error(call, f"unknown tool '{call.name}'. Available tools: {known}")
        if not self.policy.permits(call.name):
            return self._error(
                call, f"tool '{call.name}' is not permitted for role '{self.policy.role}'"
            )
        if isinstance(call.arguments, str):
            return self._error(
                call,
                f"arguments for '{call.name}' are not a JSON object: {_preview(call.arguments)}",
            )
        try:
            args = tool.Args.model_validate(call.arguments)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}"
                for e in exc.errors()
            )
            return self._error(call, f"invalid arguments for '{call.name}': {problems}")
        plain_args = args.model_dump(mode="json")
        for hook in list(self.hooks):
            try:
                reason = hook.before_tool_call(call.name, dict(plain_args))
                if inspect.isawaitable(reason):
                    reason = await reason
            except Exception as exc:  # a broken plugin must not break the turn (X2)
                self.activity.emit(f"⚠ plugin · {hook.name} · before_tool_call failed: {exc}")
                continue
            if reason:
                return self._error(call, f"blocked by plugin {hook.name}: {reason}")
        decision = await self.gate.decide(ctx.agent_id, tool, plain_args, approver)
        if decision.reason is not Reason.NO_APPROVAL_NEEDED:
            self.activity.publish(ToolDecided(call.id, call.name, decision))
        if not decision.allowed:
            refusal = _refusal_text(call.name, decision)
            self.activity.publish(
                ToolFinished(call.id, call.name, False, True, refusal, refused=True)
            )
            return CallOutcome(call, ToolResult(refusal, True), decision)
        self.activity.publish(ToolStarted(call.id, call.name, _describe(plain_args)))
        try:
            # the tool learns why it may run: the bash tool's OS sandbox follows it (13.4)
            result = await tool.run(args, replace(ctx, allowed_by=decision.reason))
        except Exception as exc:  # tools should not raise; if one does, the model hears why
            result = ToolResult(f"tool '{call.name}' failed: {type(exc).__name__}: {exc}", True)
        self.activity.publish(
            ToolFinished(
                call.id,
                call.name,
                True,
                result.is_error,
                result.content if result.is_error else "",
                len(result.content),
            )
        )
        await self._after(call.name, plain_args, result)
        return CallOutcome(call, result, decision)

    async def _after(self, tool: str, args: dict[str, Any], result: ToolResult) -> None:
        """X2 after_tool_call: observe only; the return value is ignored, failures isolated."""
        for hook in list(self.hooks):
            after = getattr(hook, "after_tool_call", None)
            if after is None:
                continue
            try:
                returned = after(tool, dict(args), result)
                if inspect.isawaitable(returned):
                    await returned
            except Exception as exc:
                self.activity.emit(f"⚠ plugin · {hook.name} · after_tool_call failed: {exc}")

    def _error(self, call: ToolCall, message: str) -> CallOutcome:
        """Refused before the decision: the model reads why; ACTIVITY shows `✗ tool`."""
        self.activity.publish(ToolFinished(call.id, call.name, False, True, message))
        return CallOutcome(call, ToolResult(message, is_error=True))


def _refusal_text(tool: str, decision: Decision) -> str:
    if decision.reason is Reason.DANGEROUS_COMMAND:
        return f"'{tool}' was blocked: the command matches the dangerous-command list"
    if decision.reason is Reason.TIMEOUT:
        return f"'{tool}' was not run: the approval request timed out"
    return f"'{tool}' was not run: the user denied approval"


def _describe(args: dict[str, Any]) -> str:
    if isinstance(args.get("command"), str):
        return args["command"]
    return json.dumps(args, ensure_ascii=False)


def _preview(text: str) -> str:
    return clip(text, _ARG_PREVIEW)
