"""The agent loop (T3–T5): model → tools → model …, with denial ending the turn in code.

Denial is not an exception: when every call of one model response was refused by a human (or
the clock), the turn ends with a fixed line and the model is NOT called again (T3).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.pipeline import CallOutcome, ToolPipeline
from jarvis_voice.agent.prompts import (
    DENIED_LINE,
    OVERFLOW_LINE,
    TIMEOUT_LINE,
    Language,
    system_prompt,
)
from jarvis_voice.approval.base import Approver
from jarvis_voice.errors import BackendError
from jarvis_voice.llm.base import ChatMessage, LLMBackend, LLMReply, ToolSpec
from jarvis_voice.policy.decision import Outcome
from jarvis_voice.security.input_validation import InputRejected, validate_user_input
from jarvis_voice.tools.base import Tool, ToolContext
from jarvis_voice.tools.registry import ToolRegistry


@dataclass
class TurnResult:
    answer: str
    model_calls: int = 0
    outcomes: list[CallOutcome] = field(default_factory=list)
    overflow: bool = False
    ended_by: str = "answer"  # answer | denied | timeout | final | overflow | rejected | error

    @property
    def failed(self) -> bool:
        return self.ended_by in ("overflow", "error") or any(
            o.result.is_error for o in self.outcomes
        )


SlashCommand = Callable[[str], Awaitable[str]]
TurnObserver = Callable[["AgentLoop", str, TurnResult], None]


@dataclass
class AgentConfig:
    agent_id: str = "main"
    display_name: str = "JARVIS"
    language: Language = "en"
    max_model_calls: int = 20
    input_max_length: int = 10_000
    history_turns: int = 6  # earlier user/assistant exchanges sent to the model


class AgentLoop:
    def __init__(
        self,
        config: AgentConfig,
        backend: LLMBackend,
        registry: ToolRegistry,
        pipeline: ToolPipeline,
        context: ToolContext,
        activity: ActivityLog,
        approver: Approver | None,
        tool_filter: Callable[[dict[str, Tool]], dict[str, Tool]] | None = None,
    ) -> None:
        self.config = config
        self.backend = backend
        self.registry = registry
        self.pipeline = pipeline
        self.context = context
        self.activity = activity
        self.approver = approver
        self.tool_filter = tool_filter
        self.history: list[ChatMessage] = []
        # `/name args` commands answered without the model (e.g. /procedures, skills).
        self.commands: dict[str, SlashCommand] = {}
        # Called after every model-driven turn (e.g. to record episodes for procedures, P1).
        self.observers: list[TurnObserver] = []

    def visible_tools(self) -> dict[str, Tool]:
        """T6: read from the registry every turn, so tools added at runtime appear at once."""
        tools = self.registry.snapshot()
        return self.tool_filter(tools) if self.tool_filter else tools

    async def run_turn(self, user_text: str) -> TurnResult:
        try:
            text = validate_user_input(user_text, self.config.input_max_length)
        except InputRejected as exc:
            return TurnResult(answer=str(exc), ended_by="rejected")
        command = self._command_for(text)
        if command is not None:
            name, args = command
            answer = await self.commands[name](args)
            return TurnResult(answer=answer, ended_by="command")
        result = await self._run(text)
        for observer in list(self.observers):
            try:
                observer(self, text, result)
            except Exception as exc:  # an observer must never break the conversation
                self.activity.emit(f"⚠ observer · {exc}")
        self.history += [
            ChatMessage(role="user", content=text),
            ChatMessage(role="assistant", content=result.answer),
        ]
        del self.history[: -2 * self.config.history_turns]
        return result

    def _command_for(self, text: str) -> tuple[str, str] | None:
        if not text.startswith("/"):
            return None
        name, _, args = text[1:].partition(" ")
        return (name, args.strip()) if name in self.commands else None

    def _system_message(self, tools: dict[str, Tool]) -> ChatMessage:
        needs_approval = any(self.pipeline.sandbox.needs_approval(name) for name in tools)
        prompt = system_prompt(self.config.display_name, self.config.language, needs_approval)
        return ChatMessage(role="system", content=prompt)

    def warm_up(self) -> None:
        """Let a backend that caches the fixed prompt prefix process it now (blocking)."""
        warm = getattr(self.backend, "warm_up", None)
        if callable(warm):
            tools = self.visible_tools()
            warm([self._system_message(tools)], [tool.spec() for tool in tools.values()])

    async def _run(self, text: str) -> TurnResult:
        result = TurnResult(answer="")
        tools = self.visible_tools()
        specs = [tool.spec() for tool in tools.values()]
        messages = [
            self._system_message(tools),
            *self.history,
            ChatMessage(role="user", content=text),
        ]
        for _ in range(self.config.max_model_calls):
            try:
                reply = await self._ask_model(messages, specs)
            except BackendError as exc:
                result.answer, result.ended_by = f"The language model failed: {exc}", "error"
                self.activity.emit(f"✗ model · {exc}")
                return result
            result.model_calls += 1
            if not reply.tool_calls:
                result.answer = reply.text.strip()
                return result
            messages.append(
                ChatMessage(role="assistant", content=reply.text, tool_calls=reply.tool_calls)
            )
            batch = [
                await self.pipeline.execute(call, tools, self.context, self.approver)
                for call in reply.tool_calls
            ]
            result.outcomes += batch
            messages += [
                ChatMessage(
                    role="tool",
                    content=_tool_message(o),
                    tool_call_id=o.call.id,
                    name=o.call.name,
                )
                for o in batch
            ]
            ending = self._ending(batch)
            if ending is not None:
                result.answer, result.ended_by = ending
                return result
        result.overflow, result.ended_by = True, "overflow"
        result.answer = OVERFLOW_LINE[self.config.language].format(
            limit=self.config.max_model_calls
        )
        self.activity.emit(f"⚠ turn · overflow after {self.config.max_model_calls} model calls")
        return result

    async def _ask_model(self, messages: list[ChatMessage], specs: list[ToolSpec]) -> LLMReply:
        return await asyncio.to_thread(self.backend.chat, list(messages), specs)

    def _ending(self, batch: list[CallOutcome]) -> tuple[str, str] | None:
        """T3 (all refused by a human or the clock) and T4 (all final) end the turn in code."""
        decisions = [o.decision for o in batch]
        if all(d is not None and d.human_refused for d in decisions):
            names = ", ".join(dict.fromkeys(o.call.name for o in batch))
            timed_out = all(d is not None and d.outcome is Outcome.TIMEOUT for d in decisions)
            line = TIMEOUT_LINE if timed_out else DENIED_LINE
            return line[self.config.language].format(tool=names), (
                "timeout" if timed_out else "denied"
            )
        if all(o.result.final and not o.result.is_error for o in batch):
            return "\n\n".join(o.result.content for o in batch), "final"
        return None


def _tool_message(outcome: CallOutcome) -> str:
    prefix = "ERROR: " if outcome.result.is_error else ""
    return prefix + outcome.result.content
