"""ProcedureLearner: distillation into one file per (agent, task type), approve and reject.

P1  same agent + same task type, 3 successes → a candidate (failed turns, chat without tools
    and other agents' turns do not count: the episode query sees only this agent's successes
    with a first tool).
P2  every 3 successes is a generation; `generation` (and a mark in the database, which survives
    a rejected or deleted file) records the last one handled, so a handled generation never
    calls the LLM again. A draft is edited in place; an approved procedure gets a `revision`.
P4  at most `cap` procedures + drafts per agent; then no new task types, only revisions.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import N_, Msg
from jarvis_voice.procedures.distill import Distilled, Distiller, Language, render_body
from jarvis_voice.procedures.episodes import EpisodeStore
from jarvis_voice.procedures.fileformat import Meta, Revision
from jarvis_voice.procedures.patterns import TaskPattern, TaskPatternStore
from jarvis_voice.procedures.store import Procedure, ProcedureStore, Scan, edm_source

GENERATION_SIZE = 3


@dataclass
class DistillReport:
    lines: list[str] = field(default_factory=list)
    written: list[str] = field(default_factory=list)  # procedure names created or changed
    capped: list[str] = field(default_factory=list)  # task types left out by the cap
    llm_calls: int = 0
    paused: bool = False  # `stop` was set before a model call: work is left for later


class ProcedureLearner:
    def __init__(
        self,
        store: ProcedureStore,
        episodes: EpisodeStore,
        patterns: TaskPatternStore,
        distiller: Distiller,
        *,
        cap: int = 30,
        language: Language = "en",
    ) -> None:
        self.store = store
        self.episodes = episodes
        self.patterns = patterns
        self.distiller = distiller
        self.cap = cap
        self.language: Language = language

    # ------------------------------------------------------------------ distillation (P1–P4)
    def distill(self, agent: str, stop: threading.Event | None = None) -> DistillReport:
        """Distill every task type with a new generation. `stop` (idle learning: set when a
        request arrives) is checked before each model call; what is left waits for later."""
        report = DistillReport()
        calls_before = self.distiller.calls
        for task_type, successes in self.episodes.success_counts(agent):
            generation = successes // GENERATION_SIZE
            if generation == 0:
                continue
            with self.store.lock():
                line = self._distill_type(agent, task_type, generation, report, stop)
            if line:
                report.lines.append(line)
            if report.paused:
                break
        report.llm_calls = self.distiller.calls - calls_before
        return report

    def _distill_type(
        self,
        agent: str,
        task_type: str,
        generation: int,
        report: DistillReport,
        stop: threading.Event | None = None,
    ) -> str | None:
        scan = self.store.scan()
        if scan.claimed(agent, task_type) is not None:
            return None  # its file is broken and reported; do not create a second one
        current = scan.for_type(agent, task_type)
        handled = max(
            current.generation if current else 0,
            self.episodes.distilled_generation(agent, task_type),
        )
        if generation <= handled:
            return None  # P2: handled generations never call the LLM again
        if current is None and scan.count(agent) >= self.cap:
            report.capped.append(task_type)
            return f"cap {self.cap} reached: no new draft for task type {task_type}"
        if stop is not None and stop.is_set():  # right before the model call
            report.paused = True
            return None
        evidence = self.episodes.latest_successes(agent, task_type, GENERATION_SIZE)
        distilled = self.distiller.distill(task_type, evidence)
        what, procedure = self._write_distilled(agent, task_type, generation, distilled, current)
        self.episodes.mark_distilled(agent, task_type, generation)
        report.written.append(procedure.name)
        note = "" if distilled.from_llm else " (from the turns; model answer unusable)"
        return f"distilled {task_type} generation {generation} → {what} {procedure.name}{note}"

    def _write_distilled(
        self,
        agent: str,
        task_type: str,
        generation: int,
        d: Distilled,
        current: Procedure | None,
    ) -> tuple[str, Procedure]:
        body = render_body(self.language, d.example_request, d.steps)
        if current is None:
            meta = Meta(
                name=d.name,
                description=d.description,
                status="draft",
                source=edm_source(agent, task_type),
                agent=agent,
                tools=d.tools,
                parameters=d.parameters,
                generation=generation,
                plan=d.plan,
                inputs=d.inputs,
            )
            return "new draft", self.store.create(meta, body)
        if current.meta.status == "draft":
            current.meta = current.meta.model_copy(
                update={
                    "description": d.description,
                    "tools": d.tools,
                    "parameters": d.parameters,
                    "generation": generation,
                    "plan": d.plan,
                    "inputs": d.inputs,
                    "agent": current.meta.agent or agent,
                }
            )
            current.body = body
            self.store.save(current)
            return "draft updated", current
        revision = Revision(
            generation=generation,
            origin="distill",
            description=d.description,
            tools=d.tools,
            parameters=d.parameters,
            plan=d.plan,
            inputs=d.inputs,
            body=body,
        )
        current.meta = current.meta.model_copy(
            update={"revision": revision, "generation": generation}
        )
        self.store.save(current)
        return "revision attached to", current

    # ------------------------------------------------------------------ approve / reject (P3)
    def approve(self, agent: str, name: str) -> Msg:
        with self.store.lock():
            procedure = self._find(agent, name)
            if procedure.is_pattern:
                pattern_name = procedure.name.removeprefix("pattern-")
                self.patterns.save(
                    TaskPattern(
                        agent=agent,
                        name=pattern_name,
                        when=procedure.meta.when,
                        content=procedure.body.strip(),
                        keywords=tuple(procedure.meta.keywords),
                        source=procedure.meta.source,
                    )
                )
                self.store.delete(procedure)  # R2: it lives on as the agent's task pattern
                return Msg("procedures.approved_pattern", name=procedure.name, agent=agent)
            revision = procedure.meta.revision
            if procedure.meta.status == "approved" and revision is None:
                raise JarvisError(Msg("procedures.already_approved", name=procedure.name))
            meta = procedure.meta.model_copy(update={"status": "approved", "revision": None})
            if revision is not None:  # keep name and source; the body becomes the revision
                meta = meta.model_copy(
                    update={
                        "description": revision.description or meta.description,
                        "tools": revision.tools or meta.tools,
                        "parameters": revision.parameters,
                        "plan": revision.plan,
                        "inputs": revision.inputs,
                    }
                )
                procedure.body = revision.body
            procedure.meta = meta
            self.store.save(procedure)
        key = N_("procedures.approved") if revision is None else N_("procedures.approved_revision")
        return Msg(key, name=procedure.name, tool=procedure.tool_name)

    def reject(self, agent: str, name: str) -> Msg:
        with self.store.lock():
            procedure = self._find(agent, name)
            if procedure.meta.status == "approved":
                if procedure.meta.revision is None:
                    raise JarvisError(Msg("procedures.nothing_to_reject", name=procedure.name))
                procedure.meta = procedure.meta.model_copy(update={"revision": None})
                self.store.save(procedure)  # `generation` stays: that generation is done
                return Msg("procedures.rejected_revision", name=procedure.name)
            if procedure.task_type:
                self.episodes.mark_distilled(agent, procedure.task_type, procedure.generation)
            target = self.store.archive(procedure)
            kept = f"{target.parent.name}/{target.name}"
            return Msg("procedures.rejected_draft", name=procedure.name, kept=kept)

    def _find(self, agent: str, name: str) -> Procedure:
        scan = self.store.scan()
        procedure = scan.find(agent, name.strip())
        if procedure is None:
            raise JarvisError(Msg("procedures.no_such", name=name, agent=agent))
        return procedure

    def scan(self) -> Scan:
        return self.store.scan()
