"""A money term's formula said beside a calculation that names it (agent/terms_note.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.terms_note import terms_note
from jarvis_voice.app import build_agent
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend

SIMPLE = "simple interest (단리): interest = principal × yearly rate × years, never compounded"


@pytest.mark.parametrize(
    ("request_", "note"),
    [
        # fresh15 calc-36 compounded simple interest, then multiplied by 3.5 for 3.5%
        ("1000만 원을 연 3.5% 단리로 2년 넣어 두면 이자가 세전으로 얼마 붙어?",
         f"({SIMPLE}; 3.5% = 0.035)"),
        ("What do I owe after 3 years at 4 percent compound interest on $2000?",
         "(compound interest (복리): total = principal × (1 + yearly rate) ** years; "
         "interest = total − principal; 4% = 0.04)"),
        # a question about the term itself, or no term: nothing is added
        ("단리가 뭐야?", None),
        ("What is 3.5% of 2000?", None),
        # money put in every month (적금): the one-sum formula misled (fresh23 calc-52); the
        # calculator works it out from the request
        ("매달 50만 원씩 1년 동안 적금을 부으면, 연 4% 단리 기준으로 이자가 얼마나 붙어?", None),
    ],
)  # fmt: skip
def test_the_terms_formula_and_the_rate_as_a_fraction(request_: str, note: str | None) -> None:
    sent = terms_note(request_)
    assert sent == (None if note is None else f"{request_}\n{note}")


def test_the_model_is_told_the_formula_and_the_history_keeps_the_request(tmp_path: Path) -> None:
    request = "I put 10,000,000 won in at 3.5% simple interest for 2 years. How much interest?"
    call = ToolCall(id="c", name="calculate", arguments={"expression": "10000000 * 0.035 * 2"})
    backend = ScriptedBackend([LLMReply(tool_calls=[call]), LLMReply(text="700,000 won.")])
    agent = build_agent(load_settings(), backend, None, ActivityLog(), workdir=tmp_path)
    result = asyncio.run(agent.run_turn(request))
    first = backend.calls[0]["messages"][-1].content
    assert first == f"{request}\n({SIMPLE}; 3.5% = 0.035)"
    assert result.answer == "700,000 won."
    assert [m.content for m in agent.history if m.role == "user"] == [request]
