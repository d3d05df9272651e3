"""The log's lines of the orders numbered within a range: each one's number and time in the
answer (fresh35 read-76 named the orders and not their times), with the real look-up run by
bash and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import range_lines
from jarvis_voice.agent.log_questions import log_command
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover

ASKED = (
    "로그 보면 1500번대 주문 중에 결제 타임아웃 난 게 있어? 있으면 주문 번호랑 몇 시였는지 알려 줘."
)
LOG = [
    "2024-06-30 07:12:15 ERROR payment gateway timeout (order 1455)",
    "2024-06-30 08:14:00 ERROR payment gateway timeout (order 1520)",
    "2024-06-30 09:00:00 INFO request served: GET /items/3",
    "2024-06-30 15:15:45 ERROR payment gateway timeout (order 1585)",
    "2024-06-30 16:17:30 ERROR payment gateway timeout (order 1650)",
]
FOUND = [LOG[1], LOG[3]]
PRINTED = "\n".join(
    [*FOUND, "2 lines with order numbers 1500 to 1599 matching timeout|timed out|time out"]
)


def _look_up(content: str) -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": "grep … | awk …"}),
        result=ToolResult(content + "\n[exit code: 0]"),
        decision=None,
    )


@pytest.mark.parametrize(
    ("request_", "answer", "missing"),
    [
        # fresh35 read-76: the numbers without their times
        (ASKED, "결제 타임아웃 주문 번호 1520, 1585에 대한 정보를 찾았습니다.", FOUND),
        (ASKED, "1520번은 08:14, 1585번은 15:15에 타임아웃 났어요.", []),
        (ASKED, "1520번 주문은 오전 8시 14분, 1585번은 오후 3시 15분이에요.", []),
        (ASKED, "1520번 주문이 8:14에 났어요.", [FOUND[1]]),
        ("Did any orders in the 1500s time out? When?", "Order 1520 at 8:14 AM, 1585 at 3:15 PM.",
         []),
        # no time asked: the numbers are enough
        ("Which orders in the 1500s timed out?", "Orders 1520 and 1585.", []),
        ("Which orders in the 1500s timed out?", "Order 1520.", [FOUND[1]]),
        # no range asked: not this check
        ("Which orders timed out, and when?", "Order 1520.", []),
    ],
)  # fmt: skip
def test_each_line_found_is_said_by_number_and_time(
    request_: str, answer: str, missing: list[str]
) -> None:
    found = range_lines.unsaid(request_, answer, [_look_up(PRINTED)])
    assert (found[0] if found else []) == missing


def test_none_found_or_another_look_up_is_no_ground_to_judge() -> None:
    none = "0 lines with order numbers 1500 to 1599 matching timeout|timed out|time out"
    assert range_lines.unsaid(ASKED, "없어요.", [_look_up(none)]) is None
    assert range_lines.unsaid(ASKED, "없어요.", [_look_up("\n".join(LOG))]) is None


def _agent(folder: Path, steps: list[Any]) -> Any:
    settings = load_settings(agent={"language": "ko"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_sends_back_an_answer_without_the_times(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("\n".join(LOG) + "\n")
    entry = log_command(ASKED, "logs/app.log")
    assert entry is not None
    look = ToolCall(id="c1", name="bash", arguments={"command": entry[0]})
    bare = LLMReply(text="결제 타임아웃 주문 번호 1520, 1585에 대한 정보를 찾았습니다.")
    whole = LLMReply(text="1520번 주문이 08:14, 1585번 주문이 15:15에 결제 타임아웃 났어요.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[look]), bare, whole])
    result = asyncio.run(agent.run_turn(ASKED))
    assert result.outcomes[0].result.content.startswith("\n".join(FOUND))
    assert result.answer == whole.text
    # told again and still without them: the look-up's own lines
    agent = _agent(tmp_path, [LLMReply(tool_calls=[look]), bare, bare])
    result = asyncio.run(agent.run_turn(ASKED))
    assert all(line in result.answer for line in FOUND)
    assert "1455" not in result.answer and "1650" not in result.answer
