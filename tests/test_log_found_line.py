"""The slowest query of the log's last hour (fresh41 read-87 grepped words the log does not write
and said 0 seconds) and the time of the first query of an exact duration (read-88 took the first
slow query of any time and said no time): log_questions' look-ups run by bash on a real log, the
answers checked by agent/log_found_line.py, and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import log_found_line
from jarvis_voice.agent.log_questions import exact_duration, log_command, window_extreme_asked
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover, shell_lines

SLOWEST = (
    "The app felt sluggish right before it shut down. In the last hour of the app log, how long "
    "did the slowest query take?"
)
EXACT = "로그에서 느린 쿼리가 딱 150ms 걸린 게 처음으로 찍힌 게 몇 시야?"
LOG = [
    "2024-06-30 00:06:39 WARN slow query on table stock (107 ms)",
    "2024-06-30 00:53:12 WARN slow query on table orders (156 ms)",
    "2024-06-30 02:13:00 WARN slow query on table stock (150 ms)",
    "2024-06-30 05:40:00 WARN slow query on table users (150 ms)",
    "2024-06-30 21:10:00 WARN slow query on table stock (189 ms)",  # the log's slowest: earlier
    "2024-06-30 22:30:00 INFO request served: GET /items/3",
    "2024-06-30 23:05:00 WARN slow query on table stock (121 ms)",
    "2024-06-30 23:43:06 WARN slow query on table stock (158 ms)",
    "2024-06-30 23:50:00 INFO request served: GET /items/150",
    "2024-06-30 23:59:58 INFO shutdown complete",
]


def _log(folder: Path) -> None:
    (folder / "logs").mkdir()
    (folder / "logs" / "app.log").write_text("\n".join(LOG) + "\n")


def _said(figure: str, line: str) -> str:
    return (
        f"the slowest of 2 timed lines from 2024-06-30 22:59:58 to 2024-06-30 23:59:58: "
        f"{figure} ms, {line!r}"
    )


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (SLOWEST, [_said("158", LOG[7])]),
        ("로그 마지막 한 시간 동안 제일 느린 쿼리는 몇 ms 걸렸어?", [_said("158", LOG[7])]),
        ("In the last 30 minutes of the log, what was the fastest query?",
         ["the fastest of 1 timed lines from 2024-06-30 23:29:58 to 2024-06-30 23:59:58: 158 ms, "
          f"{LOG[7]!r}"]),
        ("In the first hour of the log, how long did the slowest query take?",
         ["the slowest of 2 timed lines from 2024-06-30 00:06:39 to before 2024-06-30 01:06:39: "
          f"156 ms, {LOG[1]!r}"]),
        (EXACT, [LOG[2]]),
        ("When was the last query that took exactly 150 ms logged?", [LOG[3]]),
        ("What time was the first query of exactly 121ms?", [LOG[6]]),
    ],
)  # fmt: skip
def test_the_look_ups_print_the_line_asked(
    tmp_path: Path, request_: str, printed: list[str]
) -> None:
    _log(tmp_path)
    entry = log_command(request_, "logs/app.log")
    assert entry is not None
    assert shell_lines(entry[0], tmp_path) == printed


def test_a_window_with_no_timed_line_says_so_and_no_number(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("\n".join([LOG[0], LOG[5], LOG[9]]) + "\n")
    entry = log_command(SLOWEST, "logs/app.log")
    assert entry is not None
    out = shell_lines(entry[0], tmp_path)
    assert out == ["no timed line from 2024-06-30 22:59:58 to 2024-06-30 23:59:58"]


@pytest.mark.parametrize(
    "request_",
    [
        "What's the slowest query the app logged?",  # no window: the whole log's
        "How many slow queries in the last hour of the log?",  # a count
        "How many slow queries took more than 150 ms?",  # a bound
        "What was the first slow query over 150 ms?",  # a bound, not exact
        "느린 쿼리 중에 150ms 넘게 걸린 첫 번째는 몇 시야?",
        "How many queries took exactly 150 ms?",  # a count
        "Which queries took 150 ms?",  # no first or last
    ],
)
def test_near_misses_are_not_these_look_ups(request_: str) -> None:
    assert not window_extreme_asked(request_) or "How many" not in request_
    assert exact_duration(request_) is None
    entry = log_command(request_, "logs/app.log")
    assert entry is None or "timed lines" not in entry[0] or "last hour" not in request_


def _look_up(request_: str, lines: list[str]) -> CallOutcome:
    entry = log_command(request_, "logs/app.log")
    assert entry is not None
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": entry[0]}),
        result=ToolResult("\n".join(lines) + "\n[exit code: 0]"),
        decision=None,
    )


@pytest.mark.parametrize(
    ("request_", "found", "answer", "sent_back"),
    [
        (SLOWEST, [_said("158", LOG[7])], "The slowest query took 0 seconds.", True),  # read-87
        (SLOWEST, [_said("158", LOG[7])], "The slowest query took 189 ms.", True),
        (SLOWEST, [_said("158", LOG[7])], "The slowest query took 158 ms on the stock table.",
         False),
        (SLOWEST, [_said("158", LOG[7])], "About 0.158 seconds.", False),
        # read-88's: the first slow query of any time, no time asked said
        (EXACT, [LOG[2]], "2024-06-30 00:06:39 WARN는 slow query (107 ms)를 찾았습니다.", True),
        (EXACT, [LOG[2]], "새벽 2시 13분에 처음 찍혔어요.", False),
        (EXACT, [LOG[2]], "02:13:00에 찍혔습니다.", False),
    ],
)  # fmt: skip
def test_the_answer_says_what_the_look_up_found(
    request_: str, found: list[str], answer: str, sent_back: bool
) -> None:
    left_out = log_found_line.unsaid(request_, answer, [_look_up(request_, found)])
    assert (left_out is not None) == sent_back
    if left_out is not None:
        assert left_out[0] == found


def test_other_requests_and_other_results_are_left_alone() -> None:
    other = "What's the slowest query the app logged?"
    assert log_found_line.unsaid(other, "It took 0 s.", [_look_up(SLOWEST, [LOG[7]])]) is None
    none = ["no timed line from 2024-06-30 22:59:58 to 2024-06-30 23:59:58"]
    assert log_found_line.unsaid(SLOWEST, "There was none.", [_look_up(SLOWEST, none)]) is None


def _agent(folder: Path, steps: list[Any]) -> Any:
    settings = load_settings(agent={"language": "en"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_runs_the_window_look_up_and_sends_back_a_number_from_nothing(
    tmp_path: Path,
) -> None:
    """read-87's grep of words the log does not write found nothing, and it said 0 seconds: the
    loop runs the look-up of the log's last hour, and the answer is to say 158 ms."""
    _log(tmp_path)
    wrong = "grep 'slowest query' logs/app.log | awk '{print $2}' | sort -n | tail -n 1"
    missed = ToolCall(id="c0", name="bash", arguments={"command": wrong})
    zero = LLMReply(text="The slowest query took 0 seconds.")
    right = LLMReply(text="The slowest query in the last hour took 158 ms, at 23:43.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[missed]), zero, right])
    result = asyncio.run(agent.run_turn(SLOWEST))
    assert any("158 ms" in o.result.content for o in result.outcomes)
    assert result.answer == right.text
    # told again and still 0: the look-up's own line
    agent = _agent(tmp_path, [LLMReply(tool_calls=[missed]), zero, zero, zero])
    result = asyncio.run(agent.run_turn(SLOWEST))
    assert "158" in result.answer and "189" not in result.answer


def test_the_loop_runs_the_exact_duration_look_up(tmp_path: Path) -> None:
    """read-88 grepped the first slow query of any time: the loop runs the grep of 150 ms."""
    _log(tmp_path)
    wrong = ToolCall(id="c0", name="bash", arguments={"command": "grep -m 1 -iE slow logs/app.log"})
    other = LLMReply(text="2024-06-30 00:06:39 WARN slow query on table stock (107 ms)")
    right = LLMReply(text="02:13에 처음 찍혔어요.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[wrong]), other, right])
    result = asyncio.run(agent.run_turn(EXACT))
    assert any(o.result.content.startswith(LOG[2]) for o in result.outcomes)
    assert result.answer == right.text


# the whole log's fastest (or slowest) timed line (fresh42 read-89) ------------------------------

QUICKEST = "Of all the slow queries in the app log, how long did the quickest one take?"
_TIED = "2024-06-30 06:00:00 WARN slow query on table users (107 ms)"


def _whole(figure: str, line: str, of: int = 7, tail: str = "") -> str:
    return f"the fastest of {of} timed lines from the whole log: {figure} ms, {line!r}{tail}"


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (QUICKEST, [_whole("107", LOG[0])]),
        ("로그에서 느린 쿼리 중에 제일 빨리 끝난 건 몇 ms 걸렸어?", [_whole("107", LOG[0])]),
        ("What's the shortest time a slow query took in the log?", [_whole("107", LOG[0])]),
    ],
)  # fmt: skip
def test_the_whole_logs_fastest_line_is_printed(
    tmp_path: Path, request_: str, printed: list[str]
) -> None:
    _log(tmp_path)
    entry = log_command(request_, "logs/app.log")
    assert entry is not None
    assert shell_lines(entry[0], tmp_path) == printed


def test_the_fastest_ties_are_counted_and_a_log_with_none_says_so(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("\n".join([*LOG, _TIED]) + "\n")
    entry = log_command(QUICKEST, "logs/app.log")
    assert entry is not None
    assert shell_lines(entry[0], tmp_path) == [_whole("107", LOG[0], 8, " (2 lines took it)")]
    (tmp_path / "logs" / "app.log").write_text(LOG[5] + "\n")
    assert shell_lines(entry[0], tmp_path) == ["no timed line in the log"]


@pytest.mark.parametrize(
    "request_",
    [
        "How many slow queries were faster than 120 ms?",  # a count
        "In the last hour of the log, what was the fastest query?",  # a window: its own
        "What's the difference between the fastest and the slowest query?",  # both ends
        "What's the slowest query the app logged?",  # the slowest: SLOWEST_COMMAND's
    ],
)
def test_near_misses_are_not_the_whole_logs_fastest(request_: str) -> None:
    entry = log_command(request_, "logs/app.log")
    assert entry is None or "from the whole log" not in entry[0]


@pytest.mark.parametrize(
    ("answer", "sent_back"),
    [
        ("The quickest slow query took 6 minutes 39 seconds.", True),  # read-89's: a clock time
        ("The quickest one took 158 ms.", True),
        ("The quickest slow query took 107 ms, on the stock table.", False),
        ("0.107초 걸렸어요.", False),
    ],
)
def test_the_answer_says_the_whole_logs_fastest_figure(answer: str, sent_back: bool) -> None:
    found = [_whole("107", LOG[0])]
    left_out = log_found_line.unsaid(QUICKEST, answer, [_look_up(QUICKEST, found)])
    assert (left_out is not None) == sent_back


def test_the_loop_runs_the_whole_logs_fastest_look_up(tmp_path: Path) -> None:
    """read-89 read a clock time as the duration: the loop runs the look-up of every slow line,
    and an answer without its figure is sent back, the line the fallback."""
    _log(tmp_path)
    wrong = "grep -r 'slow query' logs/app.log | awk '{print $2}' | sort | head -n 1"
    missed = ToolCall(id="c0", name="bash", arguments={"command": wrong})
    clock = LLMReply(text="The quickest slow query took 6 minutes 39 seconds.")
    right = LLMReply(text="The quickest slow query took 107 ms.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[missed]), clock, right])
    result = asyncio.run(agent.run_turn(QUICKEST))
    assert any("from the whole log: 107 ms" in o.result.content for o in result.outcomes)
    assert result.answer == right.text
    agent = _agent(tmp_path, [LLMReply(tool_calls=[missed]), clock, clock, clock])
    result = asyncio.run(agent.run_turn(QUICKEST))
    assert "107" in result.answer


# the first line of an event after a clock time, said with its time (fresh46 read-97) -----------

AFTER = (
    "The app got slow in the evening. What was the first slow-query warning it logged after "
    "8:30 pm, and how long did that query take?"
)
LOG_PATH = "logs/app.log"
AFTER_KO = "로그에서 오후 8시 30분 넘어서 처음 찍힌 경고가 뭐야?"


def test_the_first_line_after_a_time_is_printed(tmp_path: Path) -> None:
    """read-97: 21:10's line, the first after 8:30 pm (the whole log's slowest, 189 ms)."""
    _log(tmp_path)
    assert shell_lines(log_command(AFTER, "logs/app.log")[0], tmp_path) == [LOG[4]]  # type: ignore[index]


def test_a_line_of_the_minute_asked_is_said_with_its_seconds() -> None:
    """read-97 said 'after 8:30 pm' back and 135 ms: the line of 20:30:15 is the minute the
    request says, so its seconds are when it was logged."""
    line = "2024-06-30 20:30:15 WARN slow query on table stock (135 ms)"
    back = "The first slow-query warning logged after 8:30 pm was on the stock table; 135 ms."
    assert log_found_line.unsaid(AFTER, back, [_look_up(AFTER, [line])]) is not None
    for right in ("At 8:30:15 pm, 135 ms.", "20:30:15 — it took 135 ms."):
        assert log_found_line.unsaid(AFTER, right, [_look_up(AFTER, [line])]) is None
    korean = "오후 8시 30분 15초에 찍힌 느린 쿼리 경고예요."
    assert log_found_line.unsaid(AFTER_KO, korean, [_look_up(AFTER_KO, [line])]) is None


@pytest.mark.parametrize(
    ("request_", "answer", "sent_back"),
    [
        # read-97's: its figure said, not when
        (AFTER, "The first slow-query warning after 8:30 pm was on the stock table; 189 ms.", True),
        (AFTER, "At 9:10 pm (21:10) a query on the stock table took 189 ms.", False),
        (AFTER, "It was logged at 21:10:00.", True),  # how long it took asked too
        (AFTER_KO, "재고 테이블 느린 쿼리 경고예요.", True),
        (AFTER_KO, "9시 10분에 찍힌 느린 쿼리 경고예요.", False),
        # a number the line holds asked, not the line: its number is the answer (read-70)
        ("오후 8시 넘어서 처음으로 느린 쿼리가 난 테이블이 어디야?", "stock 테이블.", False),
    ],
)  # fmt: skip
def test_the_first_line_after_a_time_is_said_with_its_time(
    request_: str, answer: str, sent_back: bool
) -> None:
    left_out = log_found_line.unsaid(request_, answer, [_look_up(request_, [LOG[4]])])
    assert (left_out is not None) == sent_back


def test_the_loop_says_the_line_after_a_time_when_the_model_leaves_out_when(
    tmp_path: Path,
) -> None:
    """read-97's second run: the look-up found 20:30:15's line and the model said 'after 8:30
    pm … 135 ms' again and again: the turn ends with the line said, not 'Here is what bash
    returned: …'."""
    (tmp_path / "logs").mkdir()
    line = "2024-06-30 20:30:15 WARN slow query on table stock (135 ms)"
    (tmp_path / "logs" / "app.log").write_text(
        "2024-06-30 20:07:00 WARN slow query on table stock (161 ms)\n" + line + "\n"
    )
    look = ToolCall(id="c0", name="bash", arguments={"command": log_command(AFTER, LOG_PATH)[0]})  # type: ignore[index]
    back = LLMReply(text="The first slow-query warning after 8:30 pm took 135 ms.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[look]), back, back, back])
    result = asyncio.run(agent.run_turn(AFTER))
    assert result.answer == f"It was logged at 2024-06-30 20:30:15: {line[20:]}"
    right = LLMReply(text="At 8:30:15 pm; it took 135 ms.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[look]), back, right])
    assert asyncio.run(agent.run_turn(AFTER)).answer == right.text
