"""A calculation request is sent with its numbers as digits (agent/spelled_numbers)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.spelled_numbers import spelled_request
from jarvis_voice.app import build_agent
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend


@pytest.mark.parametrize(
    ("request_text", "sent"),
    [
        ("시속 90킬로로 2시간 반 달리면 몇 킬로미터 가?",
         "시속 90킬로로 2.5시간 달리면 몇 킬로미터 가?"),
        ("3만 5천 원짜리 셔츠를 20% 할인하면 얼마야?", "35000 원짜리 셔츠를 20% 할인하면 얼마야?"),
        ("연봉이 4200만 원이면 한 달에 세전으로 얼마 받는 거야?",
         "연봉이 42000000 원이면 1 달에 세전으로 얼마 받는 거야?"),
        ("How far is 3 and a half hours at 60 km/h?", "How far is 3.5 hours at 60 km/h?"),
        # a batting average in 할 and 푼 (fresh28 calc-62 calculated 3 × 2)
        ("타율이 3할 2푼인 타자가 250타수를 쳤으면 안타는 몇 개 친 거야?",
         "타율이 0.32인 타자가 250타수를 쳤으면 안타는 몇 개 친 거야?"),
        # a stay counts its nights, not its days (fresh14 calc-32: 120000 × 3 × 4)
        ("1박에 12만 원짜리 숙소에서 3박 4일 묵으면 숙박비 전부 얼마야?",
         "1박에 120000 원짜리 숙소에서 3박 묵으면 숙박비 전부 얼마야?"),
        ("1박 15만 원이면 2박 3일에 얼마야?", "1박 150000 원이면 2박에 얼마야?"),
        # a bare 만 opening a number (fresh19 calc-44 walked 2,000 steps)
        ("오늘 만 2천 보 걸었는데 보폭이 70센티면 몇 킬로 걸은 거야?",
         "오늘 12000 보 걸었는데 보폭이 70센티면 몇 킬로 걸은 거야?"),
        ("만 5천 원짜리 셔츠를 20% 할인하면 얼마야?", "15000 원짜리 셔츠를 20% 할인하면 얼마야?"),
        ("캠프가 2박 2일인데 하루 30000원이면 얼마야?", None),  # not the idiom: left as said
        # nothing written in words: sent as said
        ("What is 17 times 23?", None),
        ("레시피가 4인분에 300그램이면 10인분은 몇 그램?", None),
        # not a calculation: a number in words stays as the person said it
        ("sales.csv에서 3만 원 넘는 줄 보여 줘", None),
        ("만약 비가 오면 어떻게 해?", None),
        ("두 사람이 누구야?", None),
    ],
)  # fmt: skip
def test_which_requests_are_sent_with_digits(request_text: str, sent: str | None) -> None:
    assert spelled_request(request_text) == sent


def test_a_statistic_of_the_users_table_is_sent_as_said(tmp_path: Path) -> None:
    # 「한 번 팔 때 평균」 of the table's bagels is no calculation: "1 번" read to the model as a
    # number to work with (fresh43 csv-92 calculated 10 ÷ 3)
    (tmp_path / "shop.csv").write_text("date,product,units\n2025-03-12,bagel,4\n")
    request = "베이글은 한 번 팔 때 평균 몇 개씩 나갔어?"
    assert spelled_request(request) == "베이글은 1 번 팔 때 평균 몇 개씩 나갔어?"
    assert spelled_request(request, tmp_path) is None
    # a calculation with its own numbers is spelled whatever the table sells
    said = "베이글을 두 번 팔았는데 3개, 5개였으면 평균 몇 개야?"
    assert spelled_request(said, tmp_path) == "베이글을 2 번 팔았는데 3개, 5개였으면 평균 몇 개야?"


def test_the_model_gets_digits_and_the_history_keeps_the_words(tmp_path: Path) -> None:
    backend = ScriptedBackend([
        LLMReply(tool_calls=[ToolCall(id="c1", name="calculate",
                                      arguments={"expression": "35000*0.8"})]),
        LLMReply(text="20% 할인하면 28,000원입니다."),
    ])  # fmt: skip
    settings = load_settings(tools={"workdir": str(tmp_path)})
    agent = build_agent(settings, backend, None, ActivityLog(), workdir=tmp_path)
    said = "3만 5천 원짜리 셔츠를 20% 할인하면 얼마야?"
    result = asyncio.run(agent.run_turn(said, "ko"))
    assert result.answer == "20% 할인하면 28,000원입니다."
    for call in backend.calls:  # every model call of the turn
        users = [m.content for m in call["messages"] if m.role == "user"]
        assert users[-1] == "35000 원짜리 셔츠를 20% 할인하면 얼마야?"
    assert [m.content for m in agent.history if m.role == "user"] == [said]
