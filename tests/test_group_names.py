"""Each group of a csv_query result named as the table names it (agent/group_names.py), and a
question laid out (「얼마인지 정리해 줘」) asking no change: fresh39 csv-84's prices, answered
「케이스케이크: 6500, 바구니: 4100, 크로issant: 3200, …」 after the model tried to write them
into sales.csv."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding, group_names
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import SHOP_SALES_CSV, csv_answer, scripted_agent

ASKED = "sales.csv 보고 제품마다 단가가 얼마인지 정리해 줘."  # csv-84
GARBLED = "케이스케이크: 6500, 바구니: 4100, 크로issant: 3200, muffin: 2800, 바그ел: 2500"
QUERY = {"op": "sum", "column": "price", "group_by": "product"}  # csv-84's call


def _prices(tmp_path: Path) -> list[CallOutcome]:
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV)
    shown = csv_answer(tmp_path, ASKED, **QUERY)
    call = ToolCall(id="c", name="csv_query", arguments={"path": "sales.csv", **QUERY})
    return [CallOutcome(call, ToolResult(shown))]


def test_garbled_names_beside_every_price_send_back_the_lines(tmp_path: Path) -> None:
    lines = group_names.names_unsaid(GARBLED, _prices(tmp_path))
    assert lines == ["cheesecake: 6500", "baguette: 4100", "croissant: 3200", "muffin: 2800",
                     "bagel: 2500"]  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "cheesecake 6,500원, baguette 4,100원, croissant 3,200원, muffin 2,800원, bagel 2,500원",
        "치즈케이크는 6500원, 바게트 4100원, 크루아상은 3200원, 머핀 2800원, 베이글 2500원입니다.",
        "Cheesecake: 6500, Baguette: 4100, Croissant: 3200, Muffin: 2800, Bagel: 2500",
        "치즈케이크 6500원, 바게트 4100원",  # a figure left out: another check's
    ],
)
def test_names_the_table_or_hangul_spells_stand(tmp_path: Path, answer: str) -> None:
    assert group_names.names_unsaid(answer, _prices(tmp_path)) == []


def test_a_result_with_no_groups_is_not_read(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV)
    shown = csv_answer(tmp_path, "총 매출 얼마야?", op="sum", column="units")
    call = ToolCall(id="c", name="csv_query", arguments={"path": "sales.csv"})
    assert group_names.names_unsaid("모두 323개", [CallOutcome(call, ToolResult(shown))]) == []


@pytest.mark.parametrize(
    ("request_", "change"),
    [
        (ASKED, False),
        ("지역별로 매출이 얼마인지 표로 정리해 줘", False),
        ("어떤 파일이 있는지 정리해 줘", False),
        # tidying a file stays a change
        ("notes.txt 정리해 줘", True),
        ("todo.md에서 완료된 거 정리해 줘", True),
        ("이미지 폴더 정리해 줘", True),
        ("제품별 단가 정리해서 prices.txt로 저장해 줘", True),
    ],
)
def test_a_question_laid_out_asks_no_change(request_: str, change: bool) -> None:
    assert grounding.asks_a_change(request_) is change
    # csv-84's write of the prices into sales.csv is refused as no change asked
    assert grounding.changes_unasked(request_, "write_file") is not change


def test_the_loop_answers_with_the_tables_names(tmp_path: Path) -> None:
    """csv-84: the write is refused, the garbled answer sent back, and the result's lines are
    the answer when the model garbles them again."""
    (tmp_path / "sales.csv").write_text(SHOP_SALES_CSV)
    before = (tmp_path / "sales.csv").read_text()
    query = ToolCall(id="c1", name="csv_query", arguments={"path": "sales.csv", **QUERY})
    write = ToolCall(
        id="c2", name="write_file",
        arguments={"path": "sales.csv", "content": "product,unit_price\ncheesecake,6500",
                   "mode": "append"},
    )  # fmt: skip
    backend = ScriptedBackend(
        [LLMReply(tool_calls=[query]), LLMReply(tool_calls=[write]), LLMReply(text=GARBLED),
         LLMReply(text=GARBLED), LLMReply(text=GARBLED)]
    )  # fmt: skip
    agent = scripted_agent(tmp_path, backend, load_settings(agent={"language": "ko"}))
    result = asyncio.run(agent.run_turn(ASKED))
    assert (tmp_path / "sales.csv").read_text() == before
    assert "croissant: 3200" in result.answer and "bagel: 2500" in result.answer
