"""What procedure learning contributes to an agent loop: `procedures_contribution(parts)`.

What it adds:
- an observer that records every model-driven turn as an episode (P1) and marks the turn on
  the idle clock;
- the `/procedures` command (P3), for this agent's procedures only;
- the memory tools `recall_episodes` and `remember_task_pattern` (B), and a turn hook that
  puts the approved task patterns matching the request into the system prompt (R2);
- approved procedures as `procedure_<name>` tools (ToolSource.PROCEDURE), re-synced after
  every change, and a tool filter that hides other agents' procedures (P7).

- the idle consolidator (R1 …) as background work, which the session starts and stops.
"""

from __future__ import annotations

import asyncio
import threading
import uuid
from dataclasses import dataclass, field
from typing import Any

from jarvis_voice.agent.features import Contribution, LoopParts
from jarvis_voice.agent.loop import AgentLoop, TurnHooks, TurnResult
from jarvis_voice.config import ProceduresSettings, Settings
from jarvis_voice.errors import JarvisError
from jarvis_voice.llm.base import LLMBackend
from jarvis_voice.procedures.commands import run_command
from jarvis_voice.procedures.converge import converge
from jarvis_voice.procedures.db import Database
from jarvis_voice.procedures.distill import Distiller, Language
from jarvis_voice.procedures.episodes import EpisodeStore
from jarvis_voice.procedures.idle import IDLE_CLOCK, IdleConsolidator, TickReport
from jarvis_voice.procedures.learner import ProcedureLearner
from jarvis_voice.procedures.memory_tools import RecallEpisodesTool, RememberTaskPatternTool
from jarvis_voice.procedures.patterns import TaskPattern, TaskPatternStore
from jarvis_voice.procedures.reflection import Reflector
from jarvis_voice.procedures.store import ProcedureStore
from jarvis_voice.procedures.tools import ProcedureTool
from jarvis_voice.tools.base import Tool
from jarvis_voice.tools.registry import ToolSource


def build_learner(
    settings: Settings, backend: LLMBackend | None, db: Database | None = None
) -> tuple[ProcedureLearner, Reflector]:
    """The learner and reflector over `~/.jarvis` (used by the runtime and the CLI)."""
    cfg = settings.procedures
    db = db or Database()
    episodes = EpisodeStore(db)
    language: Language = settings.agent.language
    learner = ProcedureLearner(
        ProcedureStore(),
        episodes,
        TaskPatternStore(db),
        Distiller(backend, cfg.distill_max_tokens, language),
        cap=cfg.cap,
        language=language,
    )
    reflector = Reflector(learner, backend, enabled=cfg.reflect, max_tokens=cfg.reflect_max_tokens)
    return learner, reflector


class TaskPatternHook(TurnHooks):
    """Approved task patterns whose keywords occur in the request join the system prompt."""

    def __init__(self, patterns: TaskPatternStore) -> None:
        self.patterns = patterns

    async def before_agent_start(self, loop: AgentLoop, prompt: str) -> str | None:
        found = self.patterns.best_matches(loop.config.agent_id, prompt)
        return patterns_prompt(found) if found else None


def patterns_prompt(patterns: list[TaskPattern]) -> str:
    lines = ["Ways of working the user approved (follow them when they apply):"]
    lines += [f"- When {p.when}: {p.content}" for p in patterns]
    return "\n".join(lines)


@dataclass
class ProcedureRuntime(TurnHooks):
    """Procedure learning for one agent; the session runs it as background work (idle ticks)."""

    parts: LoopParts
    learner: ProcedureLearner
    reflector: Reflector
    config: ProceduresSettings
    session_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    consolidator: IdleConsolidator | None = None
    _dir_stamp: int = -1
    _registered: set[str] = field(default_factory=set)
    _reported_broken: set[tuple[str, str]] = field(default_factory=set)
    _sync_lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def agent_id(self) -> str:
        return self.parts.config.agent_id

    # ------------------------------------------------------------------------ the loop's hooks
    def observe(self, loop: AgentLoop, text: str, result: TurnResult) -> None:
        IDLE_CLOCK.touch()
        self.learner.episodes.record_turn(self.agent_id, text, result, session=self.session_id)

    async def command(self, args: str, language: str = "en") -> str:
        """`/procedures …`, answered in the turn's language."""
        IDLE_CLOCK.touch()
        try:
            return await asyncio.to_thread(
                run_command,
                self.learner,
                self.agent_id,
                args,
                session=self.session_id,
                on_change=self.sync_tools,
                language=language,
            )
        except JarvisError as exc:
            return exc.text(language)

    async def before_agent_start(self, loop: AgentLoop, prompt: str) -> str | None:
        """Before the turn reads its tools (T6): re-sync when the procedures directory changed
        (e.g. an approval from `jarvis procedures approve` in another process)."""
        if self._directory_changed():
            await asyncio.to_thread(self.sync_tools)
        return None

    def tool_filter(self, tools: dict[str, Tool[Any]]) -> dict[str, Tool[Any]]:
        """Hides other agents' procedure tools (P7), even in a shared registry."""
        return {
            name: tool
            for name, tool in tools.items()
            if not isinstance(tool, ProcedureTool) or tool.owner == self.agent_id
        }

    # ------------------------------------------------------------------------ procedure tools
    def _directory_changed(self) -> bool:
        # Every write is temp file + rename, which bumps the directory's mtime.
        try:
            stamp = self.learner.store.root.stat().st_mtime_ns
        except OSError:
            stamp = 0
        return stamp != self._dir_stamp

    def sync_tools(self) -> None:
        """Register this agent's approved procedures as tools; drop ones no longer approved."""
        with self._sync_lock:
            try:
                self._dir_stamp = self.learner.store.root.stat().st_mtime_ns
            except OSError:
                self._dir_stamp = 0
            scan = self.learner.store.scan()
            approved = [
                p
                for p in scan.of(self.agent_id)
                if p.meta.status == "approved" and not p.is_pattern
            ]
            wanted = {p.tool_name: p for p in approved}
            registry = self.parts.registry
            for name in self._registered - set(wanted):
                registry.unregister(name, ToolSource.PROCEDURE)
            for procedure in wanted.values():
                registry.register(
                    ProcedureTool(procedure, self.learner.language, self.parts.activity),
                    ToolSource.PROCEDURE,
                )
            self._registered = set(wanted)

    # ------------------------------------------------------------------------ consolidation
    def consolidate_once(self, stop: threading.Event | None = None) -> TickReport:
        """One idle tick: converge (P5), distill (P1–P4), reflect (R1–R4).

        `stop` is set when a request arrives (or the session closes): no model call starts
        after that; the call in flight finishes and its result is written (each write is
        atomic), and the work left is reported as `paused`/`more` for a later tick."""
        report = TickReport()
        for broken in self.learner.store.scan().broken:
            key = (str(broken.path), broken.reason)
            if key not in self._reported_broken:
                self._reported_broken.add(key)
                report.lines.append(f"⚠ broken file {broken.line()}")
        report.lines += converge(self.learner.store).lines
        distilled = self.learner.distill(self.agent_id, stop)
        report.lines += distilled.lines
        report.llm_calls += distilled.llm_calls
        if distilled.paused:
            report.paused = report.more = True
            return report
        reflected = self.reflector.reflect(self.agent_id, self.config.batches_per_tick, stop)
        report.lines += reflected.lines
        report.llm_calls += reflected.llm_calls
        report.paused = reflected.paused
        report.more = reflected.remaining > 0
        return report

    def start_consolidation(self) -> IdleConsolidator | None:
        """Start the background task (needs a running event loop); None when turned off."""
        if not self.config.consolidate:
            return None
        if self.consolidator is None:
            self.consolidator = IdleConsolidator(
                self.consolidate_once,
                self.parts.activity,
                self.config.idle_seconds,
                lock_key=f"{self.learner.store.root}:{self.agent_id}",
                after_tick=self.sync_tools,
            )
        self.consolidator.start()
        return self.consolidator

    # ------------------------------------------------------------------------ background work
    def start(self, agent: AgentLoop) -> None:
        self.start_consolidation()

    async def stop(self) -> None:
        if self.consolidator is not None:
            await self.consolidator.stop()


def procedures_contribution(
    parts: LoopParts, backend: LLMBackend | None = None
) -> tuple[Contribution, ProcedureRuntime]:
    """Episodes, memory tools, `/procedures`, procedure tools and idle learning for one agent.

    `backend` does the distillation and reflection calls (default: the agent's own backend —
    except a scripted one, which replays a fixed conversation that learning calls would eat).
    With the embedded backend, idle learning's calls go to a worker process that is stopped
    while requests run (`procedures.learning_process`).
    """
    if backend is None and getattr(parts.backend, "name", "") != "scripted":
        backend = learning_backend(parts.settings, parts.backend)
    learner, reflector = build_learner(parts.settings, backend)
    runtime = ProcedureRuntime(parts, learner, reflector, parts.settings.procedures)
    runtime.sync_tools()  # approved procedures are tools before the first turn
    contribution = Contribution(
        tools=[RecallEpisodesTool(learner.episodes), RememberTaskPatternTool(learner.patterns)],
        tool_filters=[runtime.tool_filter],
        turn_hooks=[runtime, TaskPatternHook(learner.patterns)],
        commands={"procedures": runtime.command},
        observers=[runtime.observe],
        background=[runtime],
    )
    return contribution, runtime


def learning_backend(settings: Settings, backend: LLMBackend) -> LLMBackend:
    """The agent's backend, or — embedded, in-process — one whose idle learning calls run in
    the pausable worker process (calls made for a request still use `backend`)."""
    embedded = settings.llm.backend == "embedded" and backend.name.startswith("embedded:")
    if not (embedded and settings.procedures.learning_process and settings.procedures.consolidate):
        return backend
    from jarvis_voice.procedures.learning_process import LearningBackend, shared_process

    worker = shared_process(settings.llm)
    return LearningBackend(backend, worker, settings.procedures.idle_seconds)


def runtime_of(agent: AgentLoop) -> ProcedureRuntime | None:
    """The agent's procedure learning (its background work), if it has any."""
    for work in agent.background:
        if isinstance(work, ProcedureRuntime):
            return work
    return None


def start_idle_consolidation(agent: AgentLoop) -> IdleConsolidator | None:
    """Start the agent's idle consolidation (None if not installed/turned off)."""
    runtime = runtime_of(agent)
    if runtime is None:
        return None
    return runtime.start_consolidation()
