"""T1: every tool call passes policy → argument check → plugins → approval, then runs.

Nothing here raises for a bad call: unknown tools, malformed arguments, blocks and denials all
become `is_error` results the model can read, plus an ACTIVITY line.

Call journals (issue 14: the audit log, undo) see every call: `before` just before an allowed
tool runs, `after` once per call — run, refused by the decision, interrupted, or refused before
the decision (unknown tool, bad arguments, role not permitted, plugin block: then
`run.decision` is None and, for an unknown tool, `run.tool` too).
"""

from __future__ import annotations

import asyncio
import inspect
import json
import time
from collections.abc import Awaitable
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from pydantic import ValidationError

from jarvis_voice.activity import ActivityLog
from jarvis_voice.approval.base import Approver
from jarvis_voice.approval.gate import ApprovalGate
from jarvis_voice.core.events import ToolDecided, ToolFinished, ToolRequested, ToolStarted
from jarvis_voice.i18n import Msg
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


@dataclass
class CallRun:
    """One call as the journals see it (issue 14: the audit trail and undo)."""

    call: ToolCall
    tool: Tool | None  # None: the model named a tool that does not exist
    args: dict[str, Any]  # validated, as JSON ({} when refused before validation)
    ctx: ToolContext
    decision: Decision | None = None  # None: refused before the approval step
    ran: bool = False
    started_at: float = 0.0  # time.time() when it was decided
    seconds: float = 0.0  # how long the tool ran
    # Filled by the undo journal after the tool ran (relative to ctx.workdir or absolute);
    # the audit journal, called after it, records them.
    changed: list[str] = field(default_factory=list)
    change_set: str | None = None  # the undo change set's id, when one was kept


class CallJournal(Protocol):
    """Sees every call. `before` runs just before an allowed tool runs (a snapshot for undo);
    `after` runs once for every call, in journal order: run, refused, interrupted, or refused
    before the decision (`run.decision` None, `run.ran` False). A failing journal never fails
    the call (its error becomes an ACTIVITY line)."""

    name: str

    async def before(self, run: CallRun) -> None: ...

    async def after(self, run: CallRun, result: ToolResult) -> None: ...


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
        journals: list[CallJournal] | None = None,
    ) -> None:
        self.policy = policy
        self.gate = gate
        self.activity = activity
        self.hooks = hooks if hooks is not None else []
        self.journals = journals if journals is not None else []

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
            message = f"unknown tool '{call.name}'. Available tools: {known}"
            return await self._error(CallRun(call, None, {}, ctx), message)
        refused = CallRun(call, tool, {}, ctx)
        if not self.policy.permits(call.name):
            return await self._error(
                refused, f"tool '{call.name}' is not permitted for role '{self.policy.role}'"
            )
        if isinstance(call.arguments, str):
            return await self._error(
                refused,
                f"arguments for '{call.name}' are not a JSON object: {_preview(call.arguments)}",
            )
        try:
            args = tool.Args.model_validate(call.arguments)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'arguments'}: {e['msg']}"
                for e in exc.errors()
            )
            return await self._error(refused, f"invalid arguments for '{call.name}': {problems}")
        plain_args = args.model_dump(mode="json")
        refused.args = dict(plain_args)
        for hook in list(self.hooks):
            try:
                reason = hook.before_tool_call(call.name, dict(plain_args))
                if inspect.isawaitable(reason):
                    reason = await reason
            except Exception as exc:  # a broken plugin must not break the turn (X2)
                self.activity.emit(
                    Msg(
                        "activity.plugin_failed",
                        plugin=hook.name,
                        hook="before_tool_call",
                        problem=exc,
                    )
                )
                continue
            if reason:
                return await self._error(refused, f"blocked by plugin {hook.name}: {reason}")
        decision = await self.gate.decide(ctx.agent_id, tool, plain_args, approver, ctx.language)
        run = CallRun(call, tool, dict(plain_args), ctx, decision, started_at=time.time())
        if decision.reason is not Reason.NO_APPROVAL_NEEDED:
            self.activity.publish(ToolDecided(call.id, call.name, decision))
        if not decision.allowed:
            refusal = _refusal_text(call.name, decision)
            self.activity.publish(
                ToolFinished(call.id, call.name, False, True, refusal, refused=True)
            )
            result = ToolResult(refusal, True)
            await self._journal("after", run, result)
            return CallOutcome(call, result, decision)
        await self._journal("before", run)
        self.activity.publish(ToolStarted(call.id, call.name, _describe(plain_args)))
        started = time.monotonic()
        run.ran = True
        try:
            # the tool learns why it may run: the bash tool's OS sandbox follows it (13.4)
            result = await tool.run(args, replace(ctx, allowed_by=decision.reason))
        except asyncio.CancelledError:  # interrupted: what it changed so far is still journaled
            run.seconds = time.monotonic() - started
            interrupted = ToolResult(f"tool '{call.name}' was interrupted", True)
            await asyncio.shield(self._journal("after", run, interrupted))
            raise
        except Exception as exc:  # tools should not raise; if one does, the model hears why
            result = ToolResult(f"tool '{call.name}' failed: {type(exc).__name__}: {exc}", True)
        run.seconds = time.monotonic() - started
        await self._journal("after", run, result)
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
                self.activity.emit(
                    Msg(
                        "activity.plugin_failed",
                        plugin=hook.name,
                        hook="after_tool_call",
                        problem=exc,
                    )
                )

    async def _journal(self, step: str, run: CallRun, result: ToolResult | None = None) -> None:
        """Each journal's `before` or `after`, in order; a failure is an ACTIVITY line."""
        for journal in list(self.journals):
            try:
                if step == "before":
                    await journal.before(run)
                else:
                    assert result is not None
                    await journal.after(run, result)
            except Exception as exc:
                self.activity.emit(
                    Msg("activity.journal_failed", journal=journal.name, step=step, error=exc)
                )

    async def refuse(
        self, call: ToolCall, tools: dict[str, Tool], ctx: ToolContext, message: str
    ) -> CallOutcome:
        """Not run, for a reason the caller knows (the turn asked nothing to be changed)."""
        self.activity.publish(ToolRequested(call.id, call.name, call.arguments))
        return await self._error(CallRun(call, tools.get(call.name), {}, ctx), message)

    async def _error(self, run: CallRun, message: str) -> CallOutcome:
        """Refused before the decision: the model reads why; ACTIVITY shows `✗ tool`; the
        journals record it (`run.decision` None)."""
        call = run.call
        run.started_at = time.time()
        result = ToolResult(message, is_error=True)
        self.activity.publish(ToolFinished(call.id, call.name, False, True, message))
        await self._journal("after", run, result)
        return CallOutcome(call, result)


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
