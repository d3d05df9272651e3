"""R3 `update_guard`: a pure function that decides whether a reflector proposal may be written.

The checks run in SPEC order and the first that fails is the verdict; they look only at
model-independent facts (EMMA: the kind of fix must follow the failure, not the backbone's
habits):

1. scope/action pair   2. content empty or > 1,500 chars   3. task pattern `when` + keywords
4. the graded answer copied   5. ≥ 40 chars copied verbatim from a failed request
6. a free slot under the cap (only when the proposal creates a new entry)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Scope = Literal["execution_slip", "procedure", "agent_behavior"]
Action = Literal["no_change", "revise_procedure", "task_pattern"]

ALLOWED_PAIRS: dict[str, str] = {
    "execution_slip": "no_change",
    "procedure": "revise_procedure",
    "agent_behavior": "task_pattern",
}
CONTENT_MAX = 1500
VERBATIM_MIN = 40


class ReflectorOutput(BaseModel):
    """R1: what the reflector must answer; anything else is a rejection, never a write."""

    model_config = ConfigDict(extra="forbid")

    scope: Scope
    action: Action
    name: str = Field(max_length=120)
    when: str
    content: str
    keywords: list[str]


class GuardCheck(StrEnum):
    PAIR = "scope_action_pair"
    CONTENT = "content_length"
    TASK_PATTERN = "task_pattern_fields"
    ANSWER_COPIED = "graded_answer_copied"
    REQUEST_COPIED = "request_copied"
    CAP = "no_free_slot"
    SCHEMA = "schema"  # used by the reflector loop, not by update_guard itself


@dataclass(frozen=True)
class GuardContext:
    """The facts the guard needs, gathered by the caller."""

    failed_requests: Sequence[str] = ()
    graded_answers: Sequence[str] = ()  # expected answers, when the turns were graded
    has_procedure: bool = False  # a procedure file exists for this task type
    pattern_names: frozenset[str] = field(default_factory=frozenset)  # existing pattern drafts
    entries: int = 0  # the agent's procedures + drafts (P4)
    cap: int = 30


@dataclass(frozen=True)
class GuardVerdict:
    accepted: bool
    check: GuardCheck | None = None
    reason: str = ""

    @classmethod
    def ok(cls) -> GuardVerdict:
        return cls(True)

    @classmethod
    def reject(cls, check: GuardCheck, reason: str) -> GuardVerdict:
        return cls(False, check, reason)


def update_guard(proposal: ReflectorOutput, context: GuardContext) -> GuardVerdict:
    expected = ALLOWED_PAIRS[proposal.scope]
    if proposal.action != expected:
        return GuardVerdict.reject(
            GuardCheck.PAIR,
            f"scope {proposal.scope} allows only action {expected}, not {proposal.action}",
        )
    if proposal.action == "no_change":
        return GuardVerdict.ok()  # nothing will be written
    content = proposal.content.strip()
    if not content:
        return GuardVerdict.reject(GuardCheck.CONTENT, "content is empty")
    if len(content) > CONTENT_MAX:
        return GuardVerdict.reject(
            GuardCheck.CONTENT, f"content is {len(content)} chars; at most {CONTENT_MAX}"
        )
    if proposal.action == "task_pattern":
        if not proposal.when.strip():
            return GuardVerdict.reject(
                GuardCheck.TASK_PATTERN, "a task pattern needs `when` (when it applies)"
            )
        if not any(k.strip() for k in proposal.keywords):
            return GuardVerdict.reject(
                GuardCheck.TASK_PATTERN, "a task pattern needs keywords that trigger it"
            )
    written = " ".join([proposal.name, proposal.when, content, *proposal.keywords])
    for answer in context.graded_answers:
        if answer.strip() and _contains_answer(written, answer):
            return GuardVerdict.reject(
                GuardCheck.ANSWER_COPIED,
                "it contains this task's graded answer; describe the method, not the answer",
            )
    for request in context.failed_requests:
        copied = longest_shared_run(written, request)
        if copied >= VERBATIM_MIN:
            return GuardVerdict.reject(
                GuardCheck.REQUEST_COPIED,
                f"it copies {copied} chars verbatim from a failed request (limit"
                f" {VERBATIM_MIN - 1}); generalise instead of quoting",
            )
    if _creates_entry(proposal, context) and context.entries >= context.cap:
        return GuardVerdict.reject(
            GuardCheck.CAP,
            f"no free slot: {context.entries} of {context.cap} procedures and drafts",
        )
    return GuardVerdict.ok()


def _creates_entry(proposal: ReflectorOutput, context: GuardContext) -> bool:
    if proposal.action == "revise_procedure":
        return not context.has_procedure
    return pattern_slug(proposal.name) not in context.pattern_names


def pattern_slug(name: str) -> str:
    words = re.findall(r"[a-z0-9]+", name.lower())
    return "pattern-" + ("-".join(words)[:40].strip("-") or "unnamed")


def _norm(text: str) -> str:
    return " ".join(text.casefold().split())


def _contains_answer(text: str, answer: str) -> bool:
    """Short answers ("A", "42") must appear as a whole token; longer ones as a substring."""
    needle, hay = _norm(answer), _norm(text)
    if len(needle) <= 3:
        return re.search(rf"(?<!\w){re.escape(needle)}(?!\w)", hay) is not None
    return needle in hay


def longest_shared_run(text: str, source: str, floor: int = VERBATIM_MIN) -> int:
    """Length of the longest common substring (whitespace-normalised, case-folded), exact up to
    `floor` and found by hashing every `floor`-char window of `source`; 0 when below `floor`."""
    a, b = _norm(text), _norm(source)
    if len(a) < floor or len(b) < floor:
        return 0
    windows = {b[i : i + floor] for i in range(len(b) - floor + 1)}
    best = 0
    for i in range(len(a) - floor + 1):
        if a[i : i + floor] in windows:
            length = floor
            while i + length < len(a) and a[i : i + length + 1] in b:
                length += 1
            best = max(best, length)
    return best
