"""Failure reflection (R1–R4): failed turns → one guarded proposal → a draft a human approves.

R1  per task type, the latest 3 unreflected failed episodes form a batch; at most N batches per
    idle tick; one reflector call per batch (plus one retry); the answer is parsed by
    `ReflectorOutput` and a schema failure counts as a rejection.
R2  execution_slip → no_change (nothing written); procedure → revise_procedure (a revision of
    the approved procedure, the draft edited, or a new draft); agent_behavior → task_pattern
    (a `pattern-<name>` draft).
R3  `update_guard` decides; a rejection goes back to the reflector once with its reason; a
    second rejection writes nothing.
R4  every episode of a batch is marked (result + batch key) and never reflected again; two
    consecutive rejected batches of a type → `blocked` (episodes only marked, no LLM) until the
    type succeeds once; an overflow turn tells the reflector "one step was too big".
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from jarvis_voice.errors import BackendError, one_line
from jarvis_voice.llm.base import ChatMessage, LLMBackend
from jarvis_voice.procedures.distill import default_name, render_body
from jarvis_voice.procedures.episodes import Episode
from jarvis_voice.procedures.fileformat import Meta, Revision, slugify
from jarvis_voice.procedures.guard import (
    ALLOWED_PAIRS,
    GuardCheck,
    GuardContext,
    GuardVerdict,
    ReflectorOutput,
    pattern_slug,
    update_guard,
)
from jarvis_voice.procedures.learner import ProcedureLearner
from jarvis_voice.procedures.llm_json import ask_json
from jarvis_voice.procedures.store import Procedure, Scan, edm_source

BATCH_SIZE = 3
_NUMBERED = re.compile(r"^\s*\d+[.)]\s*(.*)$")
BLOCK_AFTER = 2  # consecutive rejected batches
EVIDENCE_CHARS = 6000  # requests of one batch together; fits the embedded model's 4k context
OVERFLOW_NOTE = (
    "one step was too big: this turn used up its whole tool-call budget (overflow) — "
    "the work should be split into smaller steps"
)

SYSTEM = (
    "You review failed turns of an assistant that works through tools and propose at most one "
    "lasting fix. Pick exactly one scope:\n"
    "- execution_slip: a one-off slip (a typo, a flaky tool). action must be no_change.\n"
    "- procedure: the way this task type is done is wrong. action must be revise_procedure; "
    "content = the corrected numbered steps for this task type, naming the tools.\n"
    "- agent_behavior: a general working habit is wrong, whatever the topic. action must be "
    "task_pattern; when = when the habit applies; keywords = words in a request that should "
    "recall it.\n"
    "Describe the method, never this task's answer. Do not quote the request; paraphrase. "
    "content at most 1500 characters. Answer with JSON only: scope, action, name, when, "
    "content, keywords."
)
# The format shown on an unrelated task: without it the 0.5B embedded model writes fragments;
# said to be unrelated, it copies less of it into its own answer.
EXAMPLE = (
    "The answer format, shown on an unrelated task (do not reuse its words):\n"
    "Task type: grep\n"
    "Current procedure: none yet\n"
    "Failed turns, newest first (2):\n"
    "1. Request: find where the settings get loaded\n"
    '   - grep {"pattern": "load_settings", "path": "app.py/"} → ERROR: not a directory\n'
    "   Answer: I could not search.\n"
    "2. Request: look for TODO notes in the code\n"
    '   - grep {"pattern": "TODO", "path": "main.py/"} → ERROR: not a directory\n'
    "   Answer: The search failed.\n"
    'Answer: {"scope":"procedure","action":"revise_procedure","name":"search-in-a-folder",'
    '"when":"searching the code for text","content":"1. grep with path set to a folder, not '
    'a file\\n2. when unsure, use the path .\\n3. reply with the matching lines","keywords":'
    '["search","find"]}\n\n'
    "The failed turns to review:\n"
)


def reflector_schema(compact: bool = False) -> dict[str, Any]:
    """R1's fields. `compact` (grammar-constrained backends) bounds the text tightly so a tiny
    model finishes in time, and offers only the allowed scope/action pairs (the guard still
    checks them: other backends get the plain schema)."""
    text = {"type": "string"}
    limits = (40, 160, 500, 4) if compact else (60, 300, 1500, 6)

    def shape(scope: dict[str, Any], action: dict[str, Any]) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {
                "scope": scope,
                "action": action,
                "name": {**text, "maxLength": limits[0]},
                "when": {**text, "maxLength": limits[1]},
                "content": {**text, "maxLength": limits[2]},
                "keywords": {
                    "type": "array",
                    "items": {**text, "maxLength": 24},
                    "maxItems": limits[3],
                },
            },
            "required": ["scope", "action", "name", "when", "content", "keywords"],
        }

    if compact:
        return {
            "anyOf": [
                shape({"const": scope}, {"const": action})
                for scope, action in ALLOWED_PAIRS.items()
            ]
        }
    return shape(
        {"enum": list(ALLOWED_PAIRS)}, {"enum": ["no_change", "revise_procedure", "task_pattern"]}
    )


@dataclass
class Attempt:
    raw: dict[str, Any] | None
    proposal: ReflectorOutput | None
    verdict: GuardVerdict


@dataclass
class BatchResult:
    task_type: str
    batch_key: str
    result: str  # no_change | revised | pattern | rejected | blocked
    attempts: list[Attempt] = field(default_factory=list)
    written: str | None = None  # procedure name written
    line: str = ""


@dataclass
class ReflectReport:
    batches: list[BatchResult] = field(default_factory=list)
    remaining: int = 0  # batches left for a later tick
    llm_calls: int = 0
    paused: bool = False  # `stop` was set before a model call: the rest waits for later

    @property
    def lines(self) -> list[str]:
        return [b.line for b in self.batches]


class Reflector:
    """Runs R1–R4 for one agent on top of a ProcedureLearner's stores."""

    def __init__(
        self,
        learner: ProcedureLearner,
        backend: LLMBackend | None,
        *,
        enabled: bool = True,
        max_tokens: int = 600,
    ) -> None:
        self.learner = learner
        self.backend = backend
        self.enabled = enabled
        self.max_tokens = max_tokens
        self.calls = 0

    def reflect(
        self, agent: str, max_batches: int = 2, stop: threading.Event | None = None
    ) -> ReflectReport:
        report = ReflectReport()
        if not self.enabled or self.backend is None:
            return report  # R4: reflection off → no LLM calls, nothing marked
        calls_before = self.calls
        episodes = self.learner.episodes
        for task_type, failures in episodes.unreflected_failures(agent).items():
            if report.paused:
                report.remaining += 1
                continue
            batch = failures[:BATCH_SIZE]
            key = batch_key(agent, task_type, batch)
            if episodes.rejections(agent, task_type) >= BLOCK_AFTER:
                episodes.mark_reflected([e.id for e in batch], "blocked", key)
                line = f"reflection of {task_type} blocked after {BLOCK_AFTER} rejections; marked"
                report.batches.append(BatchResult(task_type, key, "blocked", line=line))
                continue
            if len(report.batches) - _blocked(report) >= max_batches:
                report.remaining += 1
                continue
            result = self._reflect_batch(agent, task_type, batch, key, stop)
            if result is None:  # a request came in: this batch and the rest wait
                report.paused = True
                report.remaining += 1
                continue
            report.batches.append(result)
        report.llm_calls = self.calls - calls_before
        return report

    # -------------------------------------------------------------------------- one batch
    def _reflect_batch(
        self,
        agent: str,
        task_type: str,
        batch: list[Episode],
        key: str,
        stop: threading.Event | None = None,
    ) -> BatchResult | None:
        """One batch (R1–R3); None when `stop` was set before one of its model calls (nothing
        is marked or written then: the batch is reflected on again later)."""
        learner = self.learner
        scan = learner.store.scan()
        current = scan.for_type(agent, task_type)
        messages = [
            ChatMessage(role="system", content=SYSTEM),
            ChatMessage(role="user", content=EXAMPLE + evidence(task_type, batch, current)),
        ]
        result = BatchResult(task_type, key, "rejected")
        for _ in range(2):  # R3: the first rejection goes back once with its reason
            if stop is not None and stop.is_set():
                return None
            attempt = self._attempt(messages, guard_context(learner, agent, task_type, batch, scan))
            result.attempts.append(attempt)
            if attempt.verdict.accepted:
                break
            messages += [
                ChatMessage(role="assistant", content=json.dumps(attempt.raw or {})),
                ChatMessage(
                    role="user",
                    content=f"Rejected: {attempt.verdict.reason}. Fix that and answer again.",
                ),
            ]
        last = result.attempts[-1]
        ids = [e.id for e in batch]
        verdict, what = last.verdict, ""
        if verdict.accepted and last.proposal is not None:
            with learner.store.lock():
                # Re-check against the files as they are now (the LLM call took a while).
                fresh = learner.store.scan()
                verdict = update_guard(
                    last.proposal, guard_context(learner, agent, task_type, batch, fresh)
                )
                if verdict.accepted:
                    result.result, result.written, what = self._write(
                        agent, task_type, last.proposal, fresh
                    )
        if not verdict.accepted:
            count = learner.episodes.rejections(agent, task_type) + 1
            learner.episodes.set_rejections(agent, task_type, count)
            learner.episodes.mark_reflected(ids, "rejected", key)
            result.result = "rejected"
            result.line = f"reflection of {task_type} rejected ({verdict.reason}); nothing written"
            return result
        learner.episodes.set_rejections(agent, task_type, 0)
        learner.episodes.mark_reflected(ids, result.result, key)
        result.line = f"reflected on {len(batch)} failed {task_type} turns → {what}"
        return result

    def _attempt(self, messages: list[ChatMessage], context: GuardContext) -> Attempt:
        assert self.backend is not None
        self.calls += 1
        try:
            compact = callable(getattr(self.backend, "complete_json", None))
            raw = ask_json(self.backend, messages, reflector_schema(compact), self.max_tokens)
        except BackendError as exc:
            return Attempt(None, None, GuardVerdict.reject(GuardCheck.SCHEMA, _line(exc)))
        try:
            proposal = ReflectorOutput.model_validate(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "answer"
            reason = f"the answer does not fit the schema ({where}: {first['msg']})"
            return Attempt(raw, None, GuardVerdict.reject(GuardCheck.SCHEMA, reason))
        proposal = proposal.model_copy(update={"content": dedupe_lines(proposal.content)})
        return Attempt(raw, proposal, update_guard(proposal, context))

    def _write(
        self, agent: str, task_type: str, proposal: ReflectorOutput, scan: Scan
    ) -> tuple[str, str | None, str]:
        learner = self.learner
        if proposal.action == "no_change":
            return "no_change", None, "no change (execution slip)"
        content = proposal.content.strip()
        if proposal.action == "task_pattern":
            name = pattern_slug(proposal.name)
            existing = scan.find(agent, name)
            if existing is not None and existing.is_pattern:
                existing.meta = existing.meta.model_copy(
                    update={"when": proposal.when, "keywords": proposal.keywords}
                )
                existing.body = content
                learner.store.save(existing)
                return "pattern", existing.name, f"task pattern draft {existing.name} updated"
            meta = Meta(
                name=name,
                description=proposal.when.strip()[:200],
                status="draft",
                source=f"reflect:{agent}:{task_type}",
                agent=agent,
                kind="task_pattern",
                when=proposal.when.strip(),
                keywords=[k.strip() for k in proposal.keywords if k.strip()],
            )
            created = learner.store.create(meta, content)
            return "pattern", created.name, f"task pattern draft {created.name}"
        current = scan.for_type(agent, task_type)
        if current is None:
            meta = Meta(
                name=slugify(proposal.name) or default_name(task_type),
                description=_first_line(_NUMBERED.sub(r"\1", content)),
                status="draft",
                source=edm_source(agent, task_type),
                agent=agent,
                tools=[task_type],
                generation=learner.episodes.distilled_generation(agent, task_type),
            )
            body = render_body(
                learner.language, f"(learned from failed {task_type} turns)", [], content
            )
            created = learner.store.create(meta, body)
            return "revised", created.name, f"new draft {created.name}"
        body = _head(current.body) + content + "\n"
        if current.meta.status == "draft":
            # The steps changed, so an old replay plan no longer describes them.
            current.meta = current.meta.model_copy(update={"plan": None, "inputs": []})
            current.body = body
            learner.store.save(current)
            return "revised", current.name, f"draft {current.name} revised"
        current.meta = current.meta.model_copy(
            update={
                "revision": Revision(
                    generation=current.generation,
                    origin="reflection",
                    description=current.meta.description,
                    tools=current.meta.tools,
                    parameters=current.meta.parameters,
                    body=body,
                )
            }
        )
        learner.store.save(current)
        return "revised", current.name, f"revision attached to {current.name}"


def guard_context(
    learner: ProcedureLearner, agent: str, task_type: str, batch: Sequence[Episode], scan: Scan
) -> GuardContext:
    return GuardContext(
        failed_requests=tuple(e.request for e in batch),
        graded_answers=tuple(e.expected for e in batch if e.expected),
        has_procedure=scan.for_type(agent, task_type) is not None,
        pattern_names=frozenset(p.name for p in scan.of(agent) if p.is_pattern),
        entries=scan.count(agent),
        cap=learner.cap,
    )


def batch_key(agent: str, task_type: str, batch: Sequence[Episode]) -> str:
    ids = sorted(e.id for e in batch)
    return f"{agent}:{task_type}:{ids[0]}-{ids[-1]}" if ids else f"{agent}:{task_type}:-"


def evidence(task_type: str, batch: Sequence[Episode], current: Procedure | None) -> str:
    """The reflector's view of a batch: full requests (cut in the middle only if the batch
    would not fit the model), calls with their errors, answers, overflow notes."""
    per_request = max(400, EVIDENCE_CHARS // max(1, len(batch)))
    lines = [f"Task type: {task_type}"]
    if current is not None:
        lines.append(f"Current procedure ({current.meta.status}):\n{current.body.strip()[:1200]}")
    else:
        lines.append("Current procedure: none yet")
    lines.append(f"Failed turns, newest first ({len(batch)}):")
    for number, episode in enumerate(batch, start=1):
        lines.append(f"{number}. Request: {middle_cut(episode.request, per_request)}")
        for call in episode.calls:
            args = json.dumps(call.args, ensure_ascii=False)
            outcome = "ok" if call.ok else f"ERROR: {call.error}"
            lines.append(f"   - {call.name} {args} → {outcome}")
        lines.append(f"   Answer: {middle_cut(episode.answer, 600)}")
        if episode.expected:
            lines.append(f"   Graded: expected {episode.expected!r}; the answer was wrong")
        if episode.overflow:
            lines.append(f"   Note: {OVERFLOW_NOTE}")
    lines.append("Answer:")
    return "\n".join(lines)


def dedupe_lines(content: str) -> str:
    """Drop repeated steps (small models loop until the length limit) and renumber."""
    seen: set[str] = set()
    kept: list[str] = []
    numbered = False
    for line in content.splitlines():
        match = _NUMBERED.match(line)
        text = (match.group(1) if match else line).strip()
        key = text.casefold()
        if not text or key in seen:
            continue
        seen.add(key)
        numbered = numbered or match is not None
        kept.append(text if match else line.rstrip())
    if numbered:
        kept = [f"{i}. {text}" for i, text in enumerate(kept, start=1)]
    return "\n".join(kept)


def middle_cut(text: str, limit: int) -> str:
    """Keep the head and, longer, the tail: format instructions often sit at the end."""
    if len(text) <= limit:
        return text
    head = limit * 2 // 5
    tail = limit - head - 5
    return f"{text[:head]} […] {text[-tail:]}"


def _head(body: str) -> str:
    """The body up to and including its steps label line (the example and {{args}} lines)."""
    lines = body.splitlines(keepends=True)
    for index, line in enumerate(lines):
        if line.rstrip().endswith(":") and line.strip() in ("Steps:", "절차:"):
            return "".join(lines[: index + 1])
    return ""


def _first_line(text: str) -> str:
    return " ".join(text.strip().splitlines()[0].split())[:200] if text.strip() else ""


def _blocked(report: ReflectReport) -> int:
    return sum(1 for b in report.batches if b.result == "blocked")


def _line(exc: BaseException) -> str:
    return "the answer does not fit the schema: " + one_line(exc)[:200]
