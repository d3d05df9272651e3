"""An event's lines within some hours: each found one said, by its number when asked (fresh40
read-85 grepped words the log does not write and said no), with the real look-up run by bash
and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import hour_lines
from jarvis_voice.agent.log_questions import hour_lines_found, log_command, number_range
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover, shell_lines

ASKED = (
    "Did any payment time out between 10 and 11 in the morning, going by the app log? Which "
    "order was it?"
)
LOG = [
    "2024-06-30 09:59:51 ERROR payment gateway timeout (order 1640)",
    "2024-06-30 10:01:45 INFO request served: GET /items/3",
    "2024-06-30 10:17:30 ERROR payment gateway timeout (order 1650)",
    "2024-06-30 10:40:00 WARN slow query on table stock (120 ms)",
    "2024-06-30 11:00:00 ERROR payment gateway timed out (order 1660)",
    "2024-06-30 14:24:30 ERROR payment gateway timeout (order 1910)",
    "2024-06-30 15:26:15 ERROR card declined (order 1975)",
    "2024-06-30 23:59:58 INFO shutdown complete",
]


def _log(folder: Path) -> None:
    (folder / "logs").mkdir()
    (folder / "logs" / "app.log").write_text("\n".join(LOG) + "\n")


TIMEOUTS = "timeout|timed out|time out"


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (ASKED, [LOG[2], f"(1 lines matching {TIMEOUTS} logged in the hours 10 to 11)"]),
        ("오전 10시에서 11시 사이에 결제 타임아웃 난 주문 있어?",
         [LOG[2], f"(1 lines matching {TIMEOUTS} logged in the hours 10 to 11)"]),
        ("Were there any errors between 2 and 4 in the afternoon?",
         [LOG[5], LOG[6], "(2 lines matching error logged in the hours 14 to 16)"]),
        ("오후 2시부터 4시까지 타임아웃 난 거 있어?",
         [LOG[5], f"(1 lines matching {TIMEOUTS} logged in the hours 14 to 16)"]),
        ("Any payment timeouts between 6 and 7 in the evening?",
         [f"(0 lines matching {TIMEOUTS} logged in the hours 18 to 19)"]),
    ],
)  # fmt: skip
def test_an_events_lines_within_the_hours_asked(
    tmp_path: Path, request_: str, printed: list[str]
) -> None:
    _log(tmp_path)
    entry = log_command(request_, "logs/app.log")
    assert entry is not None and '"' not in entry[0]
    out = shell_lines(entry[0], tmp_path)
    assert out == printed
    assert hour_lines_found("\n".join(out)) == printed[:-1]


def test_hours_said_with_the_half_of_the_day_are_no_order_numbers() -> None:
    # read-85's "between 10 and 11 in the morning" was read as orders 10 to 11
    assert number_range(ASKED) is None
    assert number_range("Which orders between 1500 and 1599 timed out?") == (1500, 1599)


@pytest.mark.parametrize(
    "request_",
    [
        "What was the first payment timeout between 10 and 11 in the morning?",  # one line
        "How many payment timeouts between 10 and 11 in the morning?",  # a count
        "What did the app log between 10 and 11 in the morning?",  # no event
        "Any payment timeouts in the morning?",  # no stretch of hours said
        "Which orders between 1500 and 1599 timed out?",  # orders, not hours
    ],
)
def test_no_hour_lines_unasked(request_: str) -> None:
    entry = log_command(request_, "logs/app.log")
    assert entry is None or "logged in the hours" not in entry[0]


def _look_up(request_: str, lines: list[str]) -> CallOutcome:
    entry = log_command(request_, "logs/app.log")
    assert entry is not None
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": entry[0]}),
        result=ToolResult("\n".join(lines) + "\n[exit code: 0]"),
        decision=None,
    )


FOUND = [LOG[2], f"(1 lines matching {TIMEOUTS} logged in the hours 10 to 11)"]


@pytest.mark.parametrize(
    ("answer", "missing"),
    [
        ("No payment time out between 10 and 11 in the morning.", [LOG[2]]),  # read-85's
        ("Yes: order 1650 timed out at 10:17.", []),
        ("네, 1650번 주문이에요.", []),
    ],
)
def test_each_found_lines_order_is_said(answer: str, missing: list[str]) -> None:
    found = hour_lines.unsaid(ASKED, answer, [_look_up(ASKED, FOUND)])
    assert (found[0] if found else []) == missing


def test_a_look_up_that_found_none_or_another_request_is_left_alone() -> None:
    none = [f"(0 lines matching {TIMEOUTS} logged in the hours 10 to 11)"]
    assert hour_lines.unsaid(ASKED, "No, none.", [_look_up(ASKED, none)]) is None
    # no order asked: the line's time is what is said
    errors = "Were there any errors between 10 and 11 in the morning?"
    shown = [LOG[2], "(1 lines matching error logged in the hours 10 to 11)"]
    assert hour_lines.unsaid(errors, "Yes, one at 10:17.", [_look_up(errors, shown)]) is None
    assert hour_lines.unsaid(errors, "No errors.", [_look_up(errors, shown)]) is not None
    assert hour_lines.unsaid("How many errors in the log?", "No.", [_look_up(ASKED, FOUND)]) is None


def _agent(folder: Path, steps: list[Any]) -> Any:
    settings = load_settings(agent={"language": "en"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_looks_up_the_hours_and_sends_back_a_no(tmp_path: Path) -> None:
    """read-85's grep of words the log does not write found nothing; its "no" is no answer:
    the loop runs the look-up of those hours, and the answer is to name order 1650."""
    _log(tmp_path)
    wrong_words = "grep -E 'payment time out|order' logs/app.log | grep -E '10:00-11:00'"
    missed = ToolCall(id="c0", name="bash", arguments={"command": wrong_words})
    no = LLMReply(text="No payment time out between 10 and 11 in the morning.")
    right = LLMReply(text="Yes, order 1650 timed out at 10:17.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[missed]), no, right])
    result = asyncio.run(agent.run_turn(ASKED))
    assert any(o.result.content.startswith(LOG[2]) for o in result.outcomes)
    assert result.answer == right.text
    # told again and still "no": the look-up's own lines
    agent = _agent(tmp_path, [LLMReply(tool_calls=[missed]), no, no, no])
    result = asyncio.run(agent.run_turn(ASKED))
    assert "1650" in result.answer and "1910" not in result.answer
