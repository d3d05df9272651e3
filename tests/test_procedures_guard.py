"""R3 `update_guard`: a pure function, checks in SPEC order, one typed verdict."""

from __future__ import annotations

from typing import Any

import pytest

from jarvis_voice.procedures.guard import (
    GuardCheck,
    GuardContext,
    ReflectorOutput,
    longest_shared_run,
    update_guard,
)

REQUEST = (
    "Compute the monthly payment for a 30-year mortgage of 300,000 at 4.5 percent and answer "
    "with just the number rounded to two decimals."
)


def proposal(**overrides: Any) -> ReflectorOutput:
    base: dict[str, Any] = {
        "scope": "procedure",
        "action": "revise_procedure",
        "name": "loan-payment",
        "when": "",
        "content": "1. call housing_loan with the amount, rate and years\n2. reply with its total",
        "keywords": [],
    }
    return ReflectorOutput.model_validate({**base, **overrides})


def pattern(**overrides: Any) -> ReflectorOutput:
    values = {
        "scope": "agent_behavior",
        "action": "task_pattern",
        "name": "state-the-format",
        "when": "the user asks for a number only",
        "content": "Answer with the bare number, no words around it.",
        "keywords": ["number", "only"],
        **overrides,
    }
    return proposal(**values)


CTX = GuardContext(failed_requests=(REQUEST,), graded_answers=("1520.06",), entries=3, cap=30)

CASES: list[tuple[str, ReflectorOutput, GuardContext, GuardCheck | None]] = [
    ("procedure ok", proposal(), CTX, None),
    ("pattern ok", pattern(), CTX, None),
    ("slip ok", proposal(scope="execution_slip", action="no_change", content=""), CTX, None),
    ("slip with revise", proposal(scope="execution_slip"), CTX, GuardCheck.PAIR),
    ("procedure with pattern", proposal(action="task_pattern"), CTX, GuardCheck.PAIR),
    ("procedure no_change", proposal(action="no_change"), CTX, GuardCheck.PAIR),
    ("behavior with revise", pattern(action="revise_procedure"), CTX, GuardCheck.PAIR),
    ("behavior no_change", pattern(action="no_change"), CTX, GuardCheck.PAIR),
    ("empty content", proposal(content="   "), CTX, GuardCheck.CONTENT),
    ("1,501 chars", proposal(content="a " * 750 + "b"), CTX, GuardCheck.CONTENT),
    ("1,500 chars ok", proposal(content="ab" * 750), CTX, None),
    ("pattern without when", pattern(when=" "), CTX, GuardCheck.TASK_PATTERN),
    ("pattern without keywords", pattern(keywords=[]), CTX, GuardCheck.TASK_PATTERN),
    ("pattern blank keywords", pattern(keywords=[" "]), CTX, GuardCheck.TASK_PATTERN),
    (
        "graded answer copied",
        proposal(content="The monthly payment is 1520.06, say that."),
        CTX,
        GuardCheck.ANSWER_COPIED,
    ),
    (
        "short graded answer as a token",
        proposal(content="1. pick option (B) when unsure"),
        GuardContext(graded_answers=("B",)),
        GuardCheck.ANSWER_COPIED,
    ),
    (
        "short answer inside a word is fine",
        proposal(content="1. Be brief"),
        GuardContext(graded_answers=("B",)),
        None,
    ),
    (
        "40 chars verbatim from the request",
        proposal(content="Steps: " + REQUEST[10:50] + " then answer."),
        CTX,
        GuardCheck.REQUEST_COPIED,
    ),
    (
        "39 chars verbatim is fine",
        proposal(content="Steps: " + REQUEST[10:49] + " then answer."),
        CTX,
        None,
    ),
    (
        "verbatim copy in `when` counts too",
        pattern(when=REQUEST[:60]),
        CTX,
        GuardCheck.REQUEST_COPIED,
    ),
    (
        "no free slot for a new draft",
        proposal(),
        GuardContext(entries=30, cap=30),
        GuardCheck.CAP,
    ),
    (
        "no free slot for a new pattern",
        pattern(),
        GuardContext(entries=30, cap=30),
        GuardCheck.CAP,
    ),
    (
        "full, but a revision needs no slot",
        proposal(),
        GuardContext(entries=30, cap=30, has_procedure=True),
        None,
    ),
    (
        "full, but an existing pattern draft is edited",
        pattern(),
        GuardContext(entries=30, cap=30, pattern_names=frozenset({"pattern-state-the-format"})),
        None,
    ),
]


@pytest.mark.parametrize(("label", "prop", "ctx", "expected"), CASES, ids=[c[0] for c in CASES])
def test_update_guard_table(
    label: str, prop: ReflectorOutput, ctx: GuardContext, expected: GuardCheck | None
) -> None:
    verdict = update_guard(prop, ctx)
    assert verdict.accepted is (expected is None), verdict
    assert verdict.check == expected
    assert verdict.accepted or verdict.reason


def test_checks_run_in_spec_order() -> None:
    # Wrong pair AND empty content AND a copied answer: the pair is reported first.
    both = proposal(action="task_pattern", content="")
    assert update_guard(both, CTX).check is GuardCheck.PAIR
    # Empty `when` and a copied answer: the task-pattern check comes before the answer check.
    assert update_guard(pattern(when="", content="1520.06"), CTX).check is GuardCheck.TASK_PATTERN
    # Copied answer and copied request and no slot: the answer check wins.
    everything = proposal(content="1520.06 " + REQUEST)
    assert update_guard(everything, GuardContext((REQUEST,), ("1520.06",), entries=30)).check is (
        GuardCheck.ANSWER_COPIED
    )


def test_guard_is_pure() -> None:
    prop, ctx = proposal(), CTX
    first = update_guard(prop, ctx)
    assert update_guard(prop, ctx) == first and prop == proposal() and ctx == CTX


def test_longest_shared_run_is_exact_and_whitespace_insensitive() -> None:
    assert longest_shared_run("x" + REQUEST[:55] + "y", REQUEST) == 55
    assert longest_shared_run(REQUEST[:39], REQUEST) == 0
    spaced = REQUEST[:50].replace(" ", "   ")
    assert longest_shared_run(spaced.upper(), REQUEST) == 50


def test_schema_rejects_unknown_scope_and_missing_fields() -> None:
    with pytest.raises(ValueError):
        ReflectorOutput.model_validate({"scope": "routing", "action": "no_change"})
    with pytest.raises(ValueError):
        proposal(extra_field="x")
