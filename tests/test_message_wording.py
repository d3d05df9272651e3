"""An event's message asked word for word: quoted as the log writes it (fresh40 read-86
described the payment error instead), with the real look-up run by bash and the whole loop with
a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import message_wording
from jarvis_voice.agent.log_questions import log_command
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover, shell_lines

ASKED = "로그에 결제 에러 찍힌 거, 에러 문구가 정확히 뭐라고 돼 있어? 시간은 필요 없고 메시지만."
LOG = [
    "2024-06-30 00:59:51 WARN slow query on table stock (163 ms)",
    "2024-06-30 01:01:45 ERROR payment gateway timeout (order 1065)",
    "2024-06-30 01:06:30 INFO request served: GET /items/3",
    "2024-06-30 02:03:30 ERROR payment gateway timeout (order 1130)",
    "2024-06-30 03:00:00 ERROR disk almost full (91%)",
    "2024-06-30 04:00:00 WARN slow query on table stock (120 ms)",
    "2024-06-30 23:59:58 INFO shutdown complete",
]


def _log(folder: Path) -> None:
    (folder / "logs").mkdir()
    (folder / "logs" / "app.log").write_text("\n".join(LOG) + "\n")


ASIDE = "lines with this message, its numbers aside"


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (ASKED, [f"payment gateway timeout (order 1065) (2 {ASIDE})"]),
        ("What's the exact wording of the payment error in the app log?",
         [f"payment gateway timeout (order 1065) (2 {ASIDE})"]),
        ("What does the warning message say, word for word?",
         [f"slow query on table stock (163 ms) (2 {ASIDE})"]),
        ("로그 에러 메시지만 정확히 알려 줘.",
         [f"payment gateway timeout (order 1065) (2 {ASIDE})",
          f"disk almost full (91%) (1 {ASIDE})"]),
    ],
)  # fmt: skip
def test_each_messages_words_as_the_log_writes_them(
    tmp_path: Path, request_: str, printed: list[str]
) -> None:
    _log(tmp_path)
    entry = log_command(request_, "logs/app.log")
    assert entry is not None and '"' not in entry[0]
    assert shell_lines(entry[0], tmp_path) == printed


@pytest.mark.parametrize(
    "request_",
    [
        "What errors are in the log?",  # which, not the words
        "How many payment errors are in the log? Exact number please",  # a count
        "What was the exact time of the first payment error?",  # the first line
        "README.md 문구 그대로 알려 줘",  # no event of the log
    ],
)
def test_no_wording_look_up_unasked(request_: str) -> None:
    entry = log_command(request_, "logs/app.log")
    assert entry is None or ASIDE not in entry[0]


def _look_up(command: str, lines: list[str]) -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult("\n".join(lines) + "\n[exit code: 0]"),
        decision=None,
    )


GREP = "grep -iE error logs/app.log | head -n 5"
ERRORS = [LOG[1], LOG[3]]


@pytest.mark.parametrize(
    ("answer", "sent_back"),
    [
        ("결제 에러가 발생한 시간과 에러 메시지를 확인했습니다.", True),  # read-86's
        ("에러 문구는 'payment gateway timeout'이에요.", False),
        ('The message is "Payment gateway timeout (order 1065)".', False),
    ],
)
def test_a_described_message_is_sent_back(answer: str, sent_back: bool) -> None:
    found = message_wording.unsaid(ASKED, answer, [_look_up(GREP, ERRORS)])
    assert (found is not None) == sent_back
    if found is not None:
        assert found[0] == ["payment gateway timeout"]


def test_no_wording_asked_or_too_many_messages_is_left_alone() -> None:
    assert (
        message_wording.unsaid("결제 에러 몇 시에 났어?", "모름", [_look_up(GREP, ERRORS)]) is None
    )
    many = [f"2024-06-30 0{n}:00:00 ERROR failure kind {chr(97 + n)}" for n in range(5)]
    assert message_wording.unsaid(ASKED, "모름", [_look_up(GREP, many)]) is None


def _agent(folder: Path, steps: list[Any]) -> Any:
    settings = load_settings(agent={"language": "ko"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_sends_back_a_description(tmp_path: Path) -> None:
    _log(tmp_path)
    grep = ToolCall(id="c0", name="bash", arguments={"command": GREP})
    described = LLMReply(text="결제 에러가 발생한 시간과 에러 메시지를 확인했습니다.")
    quoted = LLMReply(text="에러 문구는 'payment gateway timeout'이에요.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[grep]), described, quoted])
    assert asyncio.run(agent.run_turn(ASKED)).answer == quoted.text
    # told again and still a description: the look-up's own lines
    agent = _agent(tmp_path, [LLMReply(tool_calls=[grep]), described, described, described])
    assert "payment gateway timeout" in asyncio.run(agent.run_turn(ASKED)).answer
