"""The groups whose figure went up (or down) at every sale in date order (fresh36 csv-77), and
one stretch of days named as a filter (csv-78), on real CSV files through csv_query whatever
call the model made, and requests that must not give them."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import ChatMessage, LLMReply, ToolCall, ToolSpec
from jarvis_voice.llm.scripted import ScriptedBackend, Step
from jarvis_voice.tools.builtin.group_rises import kind_asked
from support import ScriptedApprover
from support import csv_answer as asked

# rows out of date order on purpose: the file's order is not the sales' order
SHOP = """date,region,product,units,unit_price
2024-07-03,Daegu,donut,12,1500
2024-07-01,Daegu,donut,5,1500
2024-07-01,Gwangju,scone,20,3500
2024-07-02,Daegu,donut,9,1500
2024-07-02,Gwangju,tart,7,5000
2024-07-03,Gwangju,scone,14,3500
2024-07-04,Gwangju,tart,7,5000
2024-07-04,Daegu,scone,3,3500
2024-07-05,Daegu,pie,30,4000
2024-07-06,Gwangju,scone,2,3500
"""


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(SHOP, encoding="utf-8")
    return tmp_path


RISING = "product whose units went up at every sale (in date order): donut (5 on 2024-07-01"


@pytest.mark.parametrize(
    ("request_", "arguments"),
    [
        # fresh36 csv-77 was shown each product's largest sale and named the biggest seller
        ("Going by sales.csv, is there a product that sold more every time we sold it than the "
         "time before? Which one?", {"op": "max", "column": "quantity", "group_by": "product"}),
        ("Is there a product that sold more every time than the time before?", {}),
        ("Which product's units kept going up every time we sold it?",
         {"op": "sum", "column": "units"}),
        ("팔 때마다 전보다 더 많이 팔린 제품 있어?", {"op": "sum", "column": "units",
                                                  "group_by": "product"}),
        ("매번 지난번보다 더 많이 팔린 상품이 뭐야?", {}),
    ],
)  # fmt: skip
def test_the_groups_that_sold_more_at_every_sale(
    shop: Path, request_: str, arguments: dict[str, str]
) -> None:
    content = asked(shop, request_, **arguments)
    assert RISING in content, content
    # the first of the result: a small model answers from the top
    assert content.index(RISING) < content.find("largest first") or "largest first" not in content
    assert "the others, not these: scone (20 on 2024-07-01 → 14 on 2024-07-03" in content
    assert "tart (7 on 2024-07-02 → 7 on 2024-07-04)" in content  # level is no rise
    assert "sold only once, no sale before to compare: pie (30 on 2024-07-05)" in content


def test_falling_and_never_dropping(shop: Path) -> None:
    falling = asked(shop, "Which product kept going down every time we sold it?")
    assert "product whose units went down at every sale (in date order): scone" in falling
    korean = asked(shop, "팔 때마다 계속 줄어든 제품 있어?")
    assert "went down at every sale (in date order): scone" in korean, korean
    never = asked(shop, "Is there a product whose units never dropped?")
    assert "never went down from one sale to the next (in date order): donut (" in never
    assert "12 on 2024-07-03), tart (7 on 2024-07-02 → 7 on 2024-07-04) (2 of 3)" in never
    by_region = asked(shop, "Which region sold more every time than the time before?")
    assert "region whose units went up at every sale (in date order): none" in by_region


@pytest.mark.parametrize(
    "request_",
    [
        "Which product sold the most?",
        "Did any product sell more than 10 units every time?",  # a bound on each sale
        "Which products have never sold more than 25 units in a single sale?",
        "How much more did donuts sell on July 3 than on July 1?",
        "Did our daily sales keep going up?",  # the days' totals, no group
        "제품별로 몇 개 팔렸어?",
    ],
)
def test_no_rising_groups_for_other_questions(shop: Path, request_: str) -> None:
    assert kind_asked(request_) is None or "went up at every sale" not in asked(shop, request_)
    assert "at every sale" not in asked(shop, request_, op="sum", column="units")


SPAN = "sales.csv: 3 of 10 rows where region=Daegu and date>=2024-07-02 and date<=2024-07-04"


@pytest.mark.parametrize(
    ("request_", "arguments", "said"),
    [
        # fresh36 csv-78 was given all of Busan's sales, the three days' not kept
        ("대구는 7월 2일부터 4일까지 사흘 연달아 팔았던데, 그 사흘 매출을 합치면 얼마야? 매출은 "
         "수량×단가로 쳐 줘.", {"op": "sum", "column": "amount"},
         "sum of units*unit_price: 42000"),
        ("대구는 7월 2일부터 4일까지 매출 합계가 얼마야? 매출은 수량×단가.", {},
         "sum of units*unit_price: 42000"),
        ("What did Daegu take from July 2 to July 4, units × price?", {},
         "sum of units*unit_price: 42000"),
        # a day of the where alone is put right: the span is the request's
        ("How many units did Daegu sell from July 2nd to the 4th?",
         {"op": "sum", "column": "units", "where": "region=Daegu and date=2024-07-02"},
         "sum of units: 24"),
        ("How many units did Daegu sell between July 2 and July 4?",
         {"op": "sum", "column": "units"}, "sum of units: 24"),
    ],
)  # fmt: skip
def test_one_stretch_of_days_limits_the_rows(
    shop: Path, request_: str, arguments: dict[str, str], said: str
) -> None:
    content = asked(shop, request_, **arguments)
    assert SPAN in content or "3 rows where region=Daegu and date>=2024-07-02" in content, content
    assert said in content, content


def test_no_span_for_two_stretches_or_none(shop: Path) -> None:
    both = asked(shop, "7월 1일부터 3일까지랑 4일부터 6일까지 매출 비교해 줘", op="sum",
                 column="units*unit_price")  # fmt: skip
    assert "10 of 10 rows" in both and "7/1–7/3" in both, both
    near = [
        "How many units did Daegu sell?",
        "What's the difference between July 2 and July 4 in units?",
        "Daegu sold 3 to 5 donuts a day: how many in all?",
    ]
    for request_ in near:
        assert "date>=" not in asked(shop, request_, op="sum", column="units"), request_


def _agent(workdir: Path, steps: list[Step]) -> tuple[AgentLoop, ScriptedBackend]:
    backend = ScriptedBackend(steps)
    settings = load_settings(agent={"language": "en"})
    agent = build_agent(settings, backend, ScriptedApprover(Answer.ALLOW), ActivityLog(),
                        workdir=workdir)  # fmt: skip
    return agent, backend


def _answer_from(line_start: str) -> Callable[[list[ChatMessage], list[ToolSpec]], LLMReply]:
    """A model that answers with the rest of the result's line that starts so, or with the
    first figure it sees (the blind run's model took the top figure)."""

    def answer(messages: list[ChatMessage], tools: list[ToolSpec]) -> LLMReply:
        result = messages[-1].content
        found = re.search(re.escape(line_start) + r"(.*)", result)
        return LLMReply(text=found[1] if found else result.split("\n")[-1])

    return answer


@pytest.mark.parametrize(
    ("request_", "arguments", "line_start", "said"),
    [
        # fresh36 csv-77's call (each product's largest sale): the blind model named the top one
        ("Is there a product that sold more every time we sold it than the time before?",
         {"path": "sales.csv", "op": "max", "column": "quantity", "group_by": "product"},
         "went up at every sale (in date order): ", "donut (5 on 2024-07-01"),
        # fresh36 csv-78's call (a sum of all of Daegu's rows): the blind model said that sum
        ("대구는 7월 2일부터 4일까지 사흘 연달아 팔았던데, 그 사흘 매출을 합치면 얼마야? 매출은 "
         "수량×단가로 쳐 줘.", {"path": "sales.csv", "op": "sum", "column": "amount"},
         "sum of units*unit_price: ", "42000"),
    ],
)  # fmt: skip
def test_the_loop_gives_the_model_the_answer_asked(
    shop: Path, request_: str, arguments: dict[str, str], line_start: str, said: str
) -> None:
    call = LLMReply(text="", tool_calls=[ToolCall(id="c1", name="csv_query", arguments=arguments)])
    agent, _ = _agent(shop, [call, _answer_from(line_start)])
    result = asyncio.run(agent.run_turn(request_))
    assert said in result.answer, result.answer
    assert "pie" not in result.answer and "169500" not in result.answer  # the blind answers'
