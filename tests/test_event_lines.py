"""An event's first (or last) n lines: each one's time in the answer (fresh36 read-78 said the
first payment timeout's time alone), with the real look-up run by bash and the whole loop with a
scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import event_lines
from jarvis_voice.agent.log_questions import log_command
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover, shell_lines

ASKED = "로그 보면 결제 타임아웃이 처음 세 번 났을 때가 각각 몇 시였어?"
LOG = [
    "2024-06-30 00:59:51 WARN slow query on table stock (163 ms)",
    "2024-06-30 01:01:45 ERROR payment gateway timeout (order 1065)",
    "2024-06-30 01:06:30 INFO request served: GET /items/3",
    "2024-06-30 02:03:30 ERROR payment gateway timeout (order 1130)",
    "2024-06-30 15:05:15 ERROR payment gateway timed out (order 1195)",
    "2024-06-30 16:07:00 ERROR payment gateway timeout (order 1260)",
    "2024-06-30 23:59:58 INFO shutdown complete",
]
FIRST = [LOG[1], LOG[3], LOG[4]]


def _log(folder: Path) -> None:
    (folder / "logs").mkdir()
    (folder / "logs" / "app.log").write_text("\n".join(LOG) + "\n")


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (ASKED, FIRST),
        ("What time were the first three payment timeouts? What time was each?", FIRST),
        ("처음 두 번 타임아웃 난 게 언제야?", FIRST[:2]),
        ("When were the last 2 payment timeouts?", [LOG[4], LOG[5]]),
        ("마지막 세 번 에러는 몇 시였어?", [LOG[3], LOG[4], LOG[5]]),
    ],
)
def test_the_first_or_last_n_lines_of_an_event(
    tmp_path: Path, request_: str, printed: list[str]
) -> None:
    _log(tmp_path)
    entry = log_command(request_, "logs/app.log")
    assert entry is not None
    assert shell_lines(entry[0], tmp_path) == printed


@pytest.mark.parametrize(
    "request_",
    [
        "세 번째 타임아웃은 몇 시였어?",  # one line: the n-th
        "What time was the first payment timeout?",  # one line
        "Show me the first 3 lines of the log",  # the log's lines, not an event's
        "How many errors in the last two hours of the log?",  # a span
        "처음 세 번 타임아웃 난 동안 에러 몇 번 났어?",  # a count
    ],
)
def test_no_first_n_lines_unasked(request_: str) -> None:
    entry = log_command(request_, "logs/app.log")
    assert entry is None or not any(f"-m {n} " in entry[0] for n in (2, 3))


def _look_up(command: str, lines: list[str]) -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult("\n".join(lines) + "\n[exit code: 0]"),
        decision=None,
    )


GREP = "grep -m 3 -iE 'timeout|timed out|time out' logs/app.log"


@pytest.mark.parametrize(
    ("answer", "missing"),
    [
        # fresh36 read-78: the first one's time alone
        ("결제 타임아웃이 처음 세 번 났을 때는 2024-06-30 01:01:45 시입니다.", FIRST[1:]),
        ("01:01, 02:03, 15:05에 났어요.", []),
        ("새벽 1시 1분, 2시 3분, 오후 3시 5분이에요.", []),
        ("At 1:01 AM, 2:03 AM and 3:05 PM.", []),
        ("At 1:01 AM and 2:03 AM.", [FIRST[2]]),
    ],
)
def test_each_lines_time_is_said(answer: str, missing: list[str]) -> None:
    found = event_lines.unsaid(ASKED, answer, [_look_up(GREP, FIRST)])
    assert (found[0] if found else []) == missing


def test_another_look_up_or_request_is_no_ground_to_judge() -> None:
    # the one line of `grep -m 1` is no look-up of three; a request of one line is not this
    one = _look_up(GREP.replace("-m 3", "-m 1"), FIRST[:1])
    assert event_lines.unsaid(ASKED, "01:01이에요.", [one]) is None
    asked_one = "처음 타임아웃 난 게 몇 시야?"
    assert event_lines.unsaid(asked_one, "01:01이에요.", [_look_up(GREP, FIRST)]) is None


def _agent(folder: Path, steps: list[Any]) -> Any:
    settings = load_settings(agent={"language": "ko"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_sends_back_an_answer_with_one_time(tmp_path: Path) -> None:
    _log(tmp_path)
    one = ToolCall(id="c0", name="bash", arguments={"command": GREP.replace("-m 3", "-m 1")})
    look = ToolCall(id="c1", name="bash", arguments={"command": GREP})
    bare = LLMReply(text="결제 타임아웃이 처음 세 번 났을 때는 2024-06-30 01:01:45 시입니다.")
    whole = LLMReply(text="01:01, 02:03, 15:05에 결제 타임아웃이 났어요.")
    # the model's grep of the first alone (fresh36 read-78) is sent to the look-up of three
    # (the loop runs it)
    agent = _agent(tmp_path, [LLMReply(tool_calls=[one]), bare, whole])
    result = asyncio.run(agent.run_turn(ASKED))
    assert any(o.result.content.startswith("\n".join(FIRST)) for o in result.outcomes)
    assert result.answer == whole.text
    # told again and still without them: the look-up's own lines
    agent = _agent(tmp_path, [LLMReply(tool_calls=[look]), bare, bare])
    result = asyncio.run(agent.run_turn(ASKED))
    assert all(line in result.answer for line in FIRST)
    assert "1260" not in result.answer
