"""The agent loop (T3–T5): model → tools → model …, with denial ending the turn in code.

Denial is not an exception: when every call of one model response was refused by a human (or
the clock), the turn ends with a fixed line and the model is NOT called again (T3).
"""

from __future__ import annotations

import asyncio
import functools
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import grounding
from jarvis_voice.agent.features import (
    BackgroundWork,
    Contribution,
    InputTransform,
    SlashCommand,
    ToolFilter,
    TurnObserver,
)
from jarvis_voice.agent.first_look_up import first_look_up
from jarvis_voice.agent.mended_words import mended
from jarvis_voice.agent.pipeline import CallOutcome, ToolPipeline
from jarvis_voice.agent.prompts import Language, system_prompt
from jarvis_voice.approval.base import Approver
from jarvis_voice.core.events import AnswerDelta, EndedBy
from jarvis_voice.errors import BackendError, shown
from jarvis_voice.i18n import N_, Msg, t
from jarvis_voice.llm.answer_language import (
    only_answer_note,
    script_language,
    without_answer_note,
)
from jarvis_voice.llm.base import ChatMessage, LLMBackend, LLMReply, ToolCall, ToolSpec
from jarvis_voice.policy.decision import Outcome
from jarvis_voice.security.input_validation import InputRejected, validate_user_input
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.registry import ToolRegistry


@dataclass
class TurnResult:
    answer: str
    model_calls: int = 0
    outcomes: list[CallOutcome] = field(default_factory=list)
    overflow: bool = False
    ended_by: EndedBy = EndedBy.ANSWER
    turn_id: str | None = None  # set by the session that ran the turn
    language: str | None = None  # the turn's (issue 16), set by the session that ran it
    # The grounding check (agent/grounding.py): None (not needed or grounded at once),
    # "corrected" (the model looked it up after one correction), "replaced" (it invented
    # twice: the answer is the honest line) or "refused" (it said it cannot).
    grounding: str | None = None

    @property
    def failed(self) -> bool:
        return self.ended_by in (EndedBy.OVERFLOW, EndedBy.ERROR) or any(
            o.result.is_error for o in self.outcomes
        )


class TurnHooks:
    """Extension points around one model-driven turn (X2). The defaults change nothing.

    Implementations (the plugin host) isolate their own failures; the loop guards them too.
    """

    async def before_agent_start(self, loop: AgentLoop, prompt: str) -> str | None:
        """Once per turn, before the tool list is read; may return extra system-prompt text."""
        return None

    async def transform_context(self, messages: list[ChatMessage]) -> list[ChatMessage]:
        """Before every model call: the messages actually sent (the loop keeps its own copy)."""
        return messages

    async def on_message_end(self, answer: str) -> str:
        """After the turn's answer is known: the reply the user gets."""
        return answer


@dataclass
class AgentConfig:
    agent_id: str = "main"
    display_name: str = "JARVIS"
    language: Language = "en"
    max_model_calls: int = 20
    input_max_length: int = 10_000
    history_turns: int = 6  # earlier user/assistant exchanges sent to the model
    # No invented facts: an answer about the machine needs a tool result of this turn.
    grounding: bool = True
    # A question's exact look-up made before the model is asked (agent/first_look_up.py)
    first_look_up: bool = True


# Verdicts whose look-up replaces this turn's earlier calls (they looked in the wrong place,
# ran a command that cannot show the answer, or calculated from the wrong numbers)
SUPERSEDED = frozenset({"wrong_command", "wrong_place", "numbers"})
# what may be told a second time, once the facts the first correction asked for are in: an echo
# or a narration of them, a value they do not hold
RETOLD = frozenset({"narration", "unseen"})


class AgentLoop:
    """One agent's conversation. Built once from the features' contributions (`features.py`)."""

    def __init__(
        self,
        config: AgentConfig,
        backend: LLMBackend,
        registry: ToolRegistry,
        pipeline: ToolPipeline,
        context: ToolContext,
        activity: ActivityLog,
        approver: Approver | None,
        contribution: Contribution | None = None,
    ) -> None:
        features = contribution or Contribution()
        self.config = config
        self.backend = backend
        self.registry = registry
        self.pipeline = pipeline
        self.context = context
        self.activity = activity
        self.approver = approver
        self.contribution = features
        for tool in features.tools:
            registry.register(tool)
        self.history: list[ChatMessage] = []
        # Applied in order every turn (allowlists, other agents' procedures hidden…).
        self.tool_filters: tuple[ToolFilter, ...] = tuple(features.tool_filters)
        # `/name args` commands answered without the model (e.g. /procedures, skills).
        self.commands: Mapping[str, SlashCommand] = dict(features.commands)
        # Called after every model-driven turn (e.g. to record episodes for procedures, P1).
        self.observers: tuple[TurnObserver, ...] = tuple(features.observers)
        # Applied in order to a request that is not a command (skills, X1).
        self.input_transforms: tuple[InputTransform, ...] = tuple(features.input_transforms)
        # Plugins and agent extensions around each model-driven turn (X2, X5).
        self.turn_hooks: tuple[TurnHooks, ...] = tuple(features.turn_hooks)
        # Started and stopped by the session that owns this loop.
        self.background: tuple[BackgroundWork, ...] = tuple(features.background)

    def visible_tools(self) -> dict[str, Tool[Any]]:
        """T6: read from the registry every turn, so tools added at runtime appear at once."""
        tools = self.registry.snapshot()
        for keep in self.tool_filters:
            tools = keep(tools)
        return tools

    async def run_turn(self, user_text: str, language: Language | None = None) -> TurnResult:
        """One turn. `language`: the turn's (issue 16, decided by the session from the request):
        its fixed answers, approval questions and the model's answer are in it. None: fixed
        answers and questions in the agent's own (`config.language`), and the model is left to
        answer in the request's script, as before."""
        told = language  # what the model is told (ChatMessage.language)
        language = language or self.config.language
        try:
            text = validate_user_input(user_text, self.config.input_max_length)
        except InputRejected as exc:
            return TurnResult(answer=exc.text(language), ended_by=EndedBy.REJECTED)
        command = self._command_for(text)
        if command is not None:
            name, args = command
            answer = await self.commands[name](args, language)
            return TurnResult(answer=answer, ended_by=EndedBy.COMMAND)
        text = self._transform_input(text)
        result = await self._run(text, language, told)
        for hook in self.turn_hooks:
            try:
                result.answer = await hook.on_message_end(result.answer)
            except Exception as exc:  # a hook must never break the conversation
                self.activity.emit(Msg("activity.hook_failed", hook="on_message_end", error=exc))
        for observer in self.observers:
            try:
                observer(self, text, result)
            except Exception as exc:  # an observer must never break the conversation
                self.activity.emit(Msg("activity.observer_failed", error=exc))
        self.history += [
            ChatMessage(role="user", content=text, language=told),
            *_exchange(result.outcomes),
            ChatMessage(role="assistant", content=result.answer),
        ]
        starts = [i for i, message in enumerate(self.history) if message.role == "user"]
        if len(starts) > self.config.history_turns:
            # Cut to half at once, not one turn a turn: every cut changes the prompt right after
            # the kept system prefix, and the embedded model re-reads all the history after it
            # (a spoken conversation's 8th turn took 16 s instead of 7, bench_conversation).
            keep = max(1, self.config.history_turns // 2)
            del self.history[: starts[-keep]]
        return result

    def note_interrupted(self, answer: str) -> None:
        """The user cut the spoken `answer` short: say so in the history the model sees."""
        for message in reversed(self.history):
            if message.role == "assistant" and message.content == answer:
                message.content += " [the user interrupted this answer while it was spoken]"
                return

    def _command_for(self, text: str) -> tuple[str, str] | None:
        if not text.startswith("/"):
            return None
        name, _, args = text[1:].partition(" ")
        return (name, args.strip()) if name in self.commands else None

    def _transform_input(self, text: str) -> str:
        for transform in self.input_transforms:
            try:
                text = transform(text) or text
            except Exception as exc:
                self.activity.emit(Msg("activity.transform_failed", error=exc))
        return text

    def _system_message(self, tools: dict[str, Tool], extra: Sequence[str] = ()) -> ChatMessage:
        needs_approval = any(tool.requires_approval for tool in tools.values())
        prompt = system_prompt(
            self.config.display_name, self.config.language, needs_approval, tools
        )
        return ChatMessage(role="system", content="\n\n".join([prompt, *extra]))

    async def _before_start(self, text: str) -> list[str]:
        extra: list[str] = []
        for hook in self.turn_hooks:
            try:
                added = await hook.before_agent_start(self, text)
            except Exception as exc:
                self.activity.emit(
                    Msg("activity.hook_failed", hook="before_agent_start", error=exc)
                )
                continue
            if added:
                extra.append(added)
        return extra

    async def _context_for_model(self, messages: list[ChatMessage]) -> list[ChatMessage]:
        sent = [m.model_copy(deep=True) for m in messages] if self.turn_hooks else messages
        for hook in self.turn_hooks:
            try:
                sent = await hook.transform_context(sent)
            except Exception as exc:
                self.activity.emit(Msg("activity.hook_failed", hook="transform_context", error=exc))
        return sent

    def warm_up(self) -> None:
        """Let a backend that caches the fixed prompt prefix process it now (blocking)."""
        warm = getattr(self.backend, "warm_up", None)
        if callable(warm):
            tools = self.visible_tools()
            warm([self._system_message(tools)], [tool.spec() for tool in tools.values()])

    async def _run(self, text: str, language: Language, told: Language | None) -> TurnResult:
        result = TurnResult(answer="")
        extra = await self._before_start(text)  # may register tools for this turn (T6)
        tools = self.visible_tools()
        # the turn's tools ask their approvals in the turn's language
        # what the request-reading heuristics (grounding, the tools' readings of the request)
        # see of it: all of a spoken one, the start and the end of a paste; the model sees it all
        read = grounding.readable(text)
        context = replace(self.context, language=language, request=read)
        executor = TurnExecutor(self.pipeline, tools, context, self.approver)
        specs = [tool.spec() for tool in tools.values()]
        # The system prompt stays in the agent's language (a fixed prefix the embedded backend
        # keeps processed); the request says which language to answer in.
        messages = [
            self._system_message(tools, extra),
            *self.history,
            ChatMessage(role="user", content=text, language=told),
        ]
        # Facts this request needs from a tool: the answer is held back until it is checked.
        asked = len(messages)  # the messages up to the request: an offline retry starts here
        workdir = self.context.workdir
        need = grounding.classify(read, workdir) if self.config.grounding else None
        corrected = False
        note_retold = False  # the language note said back as the answer was asked again
        second_chance = True  # one more correction once the look-up asked for has found facts
        outcomes_corrected = 0  # the turn's outcomes when the last correction was made
        # the look-ups the loop made for verdicts itself: at most MAX_LOOK_UPS a turn, never the
        # same one twice (a listing made for a first answer left the table's query, named by
        # the second verdict, unmade: fresh16 count-38)
        looked_up: list[tuple[str, str]] = []
        correction = ""
        must_call: tuple[str, ...] = ()  # after an invented answer: the look-up it must make
        answer_only = False  # after the web failed on a question about the world
        wanted = need is not None and self.config.first_look_up
        first = first_look_up(need, read, tools) if wanted and need else None
        if first is not None:
            # the question's exact look-up, made before the model is asked (agent/first_look_up)
            looked_up.append(_call_key(first))
            ending = await self._look_up(first, executor, messages, result, language)
            if ending is not None:
                result.answer, result.ended_by = ending
                return result
        for _ in range(self.config.max_model_calls):
            streamed = False
            if need is None and self.config.grounding:
                # the model looked something up on this machine and every look-up failed:
                # its answer is checked like any that needs facts (bench_tasks csv-17 answered
                # "The 'city' column is not present" after csv_query's error)
                need = grounding.failed_look_up(result.outcomes)
            # An answer that needs facts is held back until a tool has given some this turn
            # (then it streams: a failed check afterwards still corrects it, rarely).
            hold = (
                need is not None
                and not any(
                    o.decision is None or o.decision.allowed
                    for o in result.outcomes
                    if not o.result.is_error
                )
            ) or grounding.web_failed(result.outcomes)  # its "I can't" may be retried offline
            hold = hold or (
                need is not None and grounding.read_against_a_listing(read, result.outcomes)
            )

            def on_text(piece: str, hold: bool = hold) -> None:
                nonlocal streamed
                if hold:
                    return  # published after the check (the whole answer at once)
                streamed = True
                self.activity.publish(AnswerDelta(piece))

            try:
                sent = await self._context_for_model(messages)
                offered = [] if answer_only else specs
                reply = await self._ask_model(sent, offered, on_text, must_call)
                must_call, answer_only = (), False
            except BackendError as exc:
                error = shown(exc, language)
                result.answer = t("answer.model_failed", language, error=error)
                result.ended_by = EndedBy.ERROR
                self.activity.emit(t("activity.model_failed", language, error=error))
                return result
            result.model_calls += 1
            if not reply.tool_calls:
                if only_answer_note(reply.text) and not note_retold:
                    # the language note said back as the answer: asked once more, plainly (its
                    # own chance: the check of the answer may still correct it once — fresh22
                    # calc-50's "900원" went uncorrected after the note was retold)
                    note_retold = True
                    messages += _told_again(
                        reply.text, grounding.CORRECTION_ANSWER_IT, told or script_language(text)
                    )
                    continue
                answer = without_answer_note(reply.text).strip()
                if not answer and result.outcomes:  # said nothing: what was done or found
                    answer = grounding.empty_answer_fallback(result.outcomes, language) or ""
                if need is not None:
                    narrations = [m.content for m in messages if m.tool_calls]
                    verdict = grounding.check(
                        need, read, answer, result.outcomes, tools, language, narrations, workdir
                    )
                    # Once: tell the model it has not looked this up, and let it try again. A
                    # verdict that names the look-up exactly gets it made even after one
                    # correction (calc-13: forced to calculate, it set up 12*7 for a ride from
                    # 8:45 to 11:20; the loop calculates 11:20 - 8:45), at most MAX_LOOK_UPS
                    # different ones a turn.
                    exact = (
                        verdict is not None
                        and verdict.call is not None
                        and verdict.call[0] in tools
                        and len(looked_up) < MAX_LOOK_UPS
                        and _call_key(verdict.call) not in looked_up
                    )
                    # Once more when the look-up the correction asked for was made and what it
                    # found was still not said ("The README describes what this project is
                    # for." after reading it, fresh19 read-43): told again, not replaced by the
                    # raw result.
                    found_since = any(
                        not o.result.is_error for o in result.outcomes[outcomes_corrected:]
                    )
                    retold = (
                        corrected and second_chance and found_since and verdict is not None
                        and verdict.reason in RETOLD
                    )  # fmt: skip
                    if verdict is not None and (not corrected or exact or retold):
                        if retold and not exact:
                            second_chance = False
                        corrected = True
                        outcomes_corrected = len(result.outcomes)
                        correction = verdict.correction
                        must_call = verdict.must_call
                        result.grounding = "corrected"
                        again = t("activity.grounding.again", language, reason=verdict.reason)
                        self.activity.emit(again)
                        if verdict.call is not None and verdict.call[0] in tools:
                            # The look-up is known exactly: make it, and ask for the answer
                            # again (its wrong answer is not kept: it would be repeated).
                            must_call = ()
                            looked_up.append(_call_key(verdict.call))
                            if verdict.reason in SUPERSEDED:
                                # the calls that could not show it go from what the model
                                # reads (it answered from a glob's *.py names after the find
                                # of executables ran: bench_tasks files-17); the journal keeps
                                del messages[asked:]
                            ending = await self._look_up(
                                verdict.call, executor, messages, result, language
                            )
                            if ending is not None:
                                result.answer, result.ended_by = ending
                                return result
                            made = result.outcomes[-1]
                            # the change the loop made is the task done: only its answer is
                            # asked for (offered tools, the model wrote the file twice more
                            # after the loop had written it: fresh19 write-43)
                            answer_only = (
                                made.call.name in grounding.WRITE_TOOLS and not made.result.is_error
                            )
                            continue
                        messages += _told_again(
                            reply.text, verdict.correction, told or script_language(text)
                        )
                        continue
                    if verdict is not None:
                        answer, result.grounding = self._ungrounded(
                            verdict, answer, correction, language
                        )
                elif not corrected and grounding.gave_up_offline(answer, result.outcomes):
                    # Once: the web is down and it gave up; what it knows is still an answer.
                    # Asked again as if no tool existed: told "answer from what you know" after
                    # its own refusal, a small model repeats the refusal (bench_tasks chat-9).
                    corrected, answer_only = True, True
                    result.grounding = "corrected"
                    del messages[asked:]
                    continue
                if self.config.grounding:
                    answer = grounding.change_said_in_its_language(
                        read, answer, result.outcomes, language
                    )
                result.answer = mended(answer, result.outcomes)
                if not streamed:  # held back, or a backend that cannot stream
                    self.activity.publish(AnswerDelta(result.answer))
                return result
            messages.append(
                ChatMessage(role="assistant", content=reply.text, tool_calls=reply.tool_calls)
            )
            batch = [
                await executor.refuse(call, why)
                if self.config.grounding
                and (why := grounding.unasked(read, call.name, call.arguments, workdir))
                else await executor.refuse(call, grounding.ECHOED_CORRECTION)
                if grounding.echoes_correction(call.name, call.arguments, correction)
                else await executor.execute_call(call)
                for call in reply.tool_calls
            ]
            result.outcomes += batch
            messages += [_result_message(o) for o in batch]
            ending = self._ending(batch, language)
            if ending is not None:
                result.answer, result.ended_by = ending
                return result
        result.overflow, result.ended_by = True, EndedBy.OVERFLOW
        limit = self.config.max_model_calls
        result.answer = t("answer.overflow", language, limit=limit)
        self.activity.emit(t("activity.overflow", language, limit=limit))
        return result

    async def _look_up(
        self,
        wanted: grounding.Call,
        executor: TurnExecutor,
        messages: list[ChatMessage],
        result: TurnResult,
        language: Language,
    ) -> tuple[str, EndedBy] | None:
        """Make the call a grounding verdict names, as if the model had: its outcome joins the
        turn and its result the conversation. The turn's ending (T3/T4), if it ends it."""
        name, arguments = wanted
        call = ToolCall(id=f"grounding-{len(messages)}", name=name, arguments=arguments)
        outcome = await executor.execute_call(call)
        result.outcomes.append(outcome)
        messages += _call_and_result(outcome)
        return self._ending([outcome], language)

    async def _ask_model(
        self,
        messages: Sequence[ChatMessage],
        specs: list[ToolSpec],
        on_text: Callable[[str], None],
        must_call: tuple[str, ...],
    ) -> LLMReply:
        if not must_call:  # backends written before must_call existed still work
            return await asyncio.to_thread(self.backend.chat, list(messages), specs, on_text)
        chat = functools.partial(self.backend.chat, must_call=must_call)
        return await asyncio.to_thread(chat, list(messages), specs, on_text)

    def _ungrounded(
        self, verdict: grounding.Verdict, answer: str, correction: str, language: Language
    ) -> tuple[str, str]:
        """The answer after a second ungrounded one: an honest "I cannot" stays; an invented
        fact (or the correction echoed back) becomes the verdict's fallback (the honest line
        or what the tool returned)."""
        failed = verdict.reason == "tool_failed"
        if (
            verdict.reason in ("no_tool", "tool_failed")
            and grounding.is_refusal(answer, failure=failed)
            and not grounding.parrots(answer, correction)
        ):
            self.activity.emit(t("activity.grounding.cannot", language))
            return answer, "refused"
        self.activity.emit(t("activity.grounding.replaced", language, reason=verdict.reason))
        return verdict.fallback, "replaced"

    def _ending(self, batch: list[CallOutcome], language: Language) -> tuple[str, EndedBy] | None:
        """T3 (all refused by a human or the clock) and T4 (all final) end the turn in code."""
        decisions = [o.decision for o in batch]
        if all(d is not None and d.human_refused for d in decisions):
            names = ", ".join(dict.fromkeys(o.call.name for o in batch))
            timed_out = all(d is not None and d.outcome is Outcome.TIMEOUT for d in decisions)
            key = N_("answer.timeout") if timed_out else N_("answer.denied")
            return t(key, language, tool=names), (EndedBy.TIMEOUT if timed_out else EndedBy.DENIED)
        if all(o.result.final and not o.result.is_error for o in batch):
            return "\n\n".join(o.result.content for o in batch), EndedBy.FINAL
        return None


# An earlier turn's tool results, as the model sees them again: enough to show what was done
# and found; the whole output was already answered from.
HISTORY_RESULT_CHARS = 300


def _exchange(outcomes: Sequence[CallOutcome]) -> list[ChatMessage]:
    """A finished turn's tool calls and (shortened) results, for the history. Without them the
    model sees "create apple.txt" answered "Created." with no call — and copies that: asked
    for the next file, it answered without calling write_file (bench_conversation, round 2)."""
    return [m for o in outcomes for m in _call_and_result(o, HISTORY_RESULT_CHARS)]


MAX_LOOK_UPS = 2


def _call_key(call: tuple[str, dict[str, Any]]) -> tuple[str, str]:
    return call[0], json.dumps(call[1], sort_keys=True, ensure_ascii=False)


def _told_again(reply: str, correction: str, language: str) -> list[ChatMessage]:
    """The model's reply, then the loop's correction of it. Said by the loop, not the person:
    it is marked with the request's language, so the answer stays in it ("Look it up first"
    is English)."""
    return [
        ChatMessage(role="assistant", content=reply),
        ChatMessage(role="user", content=correction, language=language),
    ]


def _call_and_result(outcome: CallOutcome, most: int | None = None) -> list[ChatMessage]:
    """The call as the assistant's message and its result, cut at `most` chars if given."""
    return [
        ChatMessage(role="assistant", content="", tool_calls=[outcome.call]),
        _result_message(outcome, most),
    ]


def _result_message(outcome: CallOutcome, most: int | None = None) -> ChatMessage:
    content = _tool_message(outcome)
    if most is not None and len(content) > most:
        content = content[:most] + " [… shortened]"
    return ChatMessage(
        role="tool", content=content, tool_call_id=outcome.call.id, name=outcome.call.name
    )


def _tool_message(outcome: CallOutcome) -> str:
    prefix = "ERROR: " if outcome.result.is_error else ""
    return prefix + outcome.result.content


@dataclass(frozen=True)
class TurnExecutor:
    """Runs one turn's tool calls: its visible tools, its human, the whole T1 pipeline.

    Tools see it as `ctx.executor` while they run, so nested calls (procedure steps) go
    through the same checks without a reference back to the loop.
    """

    pipeline: ToolPipeline
    tools: Mapping[str, Tool[Any]]
    context: ToolContext
    approver: Approver | None

    async def refuse(self, call: ToolCall, message: str) -> CallOutcome:
        context = replace(self.context, executor=self)
        return await self.pipeline.refuse(call, dict(self.tools), context, message)

    async def execute_call(
        self, call: ToolCall, tools: Mapping[str, Tool[Any]] | None = None
    ) -> CallOutcome:
        context = replace(self.context, executor=self)
        return await self.pipeline.execute(
            call, dict(self.tools if tools is None else tools), context, self.approver
        )

    async def execute(
        self, call: ToolCall, tools: Mapping[str, Tool[Any]] | None = None
    ) -> ToolResult:
        return (await self.execute_call(call, tools)).result
