"""The days (or groups) past a bound the request sets, each said with its amount when the
request asks how much (fresh38 csv-82): csv_query's lines on a real CSV, the check, and the
whole loop with a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent import table_totals
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from support import SHOP_SALES_CSV, csv_answer, scripted_agent
from tests.test_grounding import outcome

ASKED = "하루 매출이 20만 원을 넘은 날이 있어? 있으면 언제고 얼마였어? 매출은 수량×단가로 쳐 줘."


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV, encoding="utf-8")
    return tmp_path


def _checked(shop: Path, request_: str, answer: str, **arguments: str) -> list[str]:
    shown = csv_answer(shop, request_, **arguments)
    return table_totals.past_bound_unsaid(request_, answer, [outcome("csv_query", shown)])


@pytest.mark.parametrize(
    ("request_", "answer", "unsaid"),
    [
        # the day alone (fresh38 csv-82)
        (ASKED, "매출은 20만 원을 넘은 날이 2024-06-02일입니다.", ["2024-06-02: 204000"]),
        (ASKED, "6월 2일이에요. 20만 4천 원이었어요.", []),
        (ASKED, "Yes: June 2, 204,000 won.", []),
        ("Which days did we take in more than 185,000 won, and how much? Revenue is units "
         "times unit_price.", "June 2 and June 3.",
         ["2024-06-02: 204000", "2024-06-03: 198500", "2024-06-01: 189500"]),
        ("Which days did we take in more than 185,000 won, and how much? Revenue is units "
         "times unit_price.", "June 2 (204,000), June 3 (198,500) and June 1 (189,500).", []),
        # no amount asked: the days alone answer it
        ("하루 매출이 20만 원을 넘은 날이 며칠이야? 매출은 수량×단가로 쳐 줘.", "하루예요.", []),
    ],
)  # fmt: skip
def test_each_day_past_the_bound_with_its_amount(
    shop: Path, request_: str, answer: str, unsaid: list[str]
) -> None:
    assert _checked(shop, request_, answer) == unsaid


def test_the_loop_sends_back_the_day_said_alone(shop: Path) -> None:
    settings = load_settings(agent={"language": "ko"})
    call = ToolCall(id="c1", name="csv_query", arguments={"path": "sales.csv"})
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[call]),
            LLMReply(text="매출은 20만 원을 넘은 날이 2024-06-02일입니다."),
            LLMReply(text="네, 2024-06-02에 204,000원이었어요."),
        ]
    )
    result = asyncio.run(scripted_agent(shop, backend, settings).run_turn(ASKED))
    assert result.answer == "네, 2024-06-02에 204,000원이었어요."
    told = str(backend.calls[-1])
    assert "2024-06-02: 204000" in told
