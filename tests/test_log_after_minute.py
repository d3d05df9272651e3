"""The log's lines after a clock time said to the minute, and the hours up to midnight
(agent/log_questions.py `_since_minute`, `_hour_range`): "the first slow-query warning it
logged after 8:30 pm" was read as after 8 am (fresh46 read-97: 161 ms, not 135); "How many
requests did the app serve in the evening, from 6 pm until midnight" read no hours and no event
(count-97: the model said 0) — each run on a real log."""

from __future__ import annotations

import datetime as dt
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent.log_questions import clock_span, log_command

LOG = "logs/app.log"


def _log_lines() -> list[str]:
    """An evening of an app's log, a line every 57 seconds, a slow query every 7th."""
    start = dt.datetime(2024, 6, 30, 17, 0, 0)
    lines = []
    for n in range(1, 420):
        stamp = (start + dt.timedelta(seconds=57 * n)).strftime("%Y-%m-%d %H:%M:%S")
        if n % 7 == 0:
            lines.append(f"{stamp} WARN slow query on table stock ({n % 90 + 100} ms)")
        else:
            lines.append(f"{stamp} INFO request served: GET /items/{n % 50}")
    lines.append("2024-06-30 23:59:58 INFO shutdown complete")
    return lines


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "logs").mkdir()
    (tmp_path / LOG).write_text("\n".join(_log_lines()) + "\n")
    return tmp_path


def _run(request_: str, cwd: Path) -> str:
    found = log_command(request_, LOG)
    assert found is not None, request_
    done = subprocess.run(found[0], shell=True, cwd=cwd, capture_output=True, text=True)
    assert not done.stderr, done.stderr
    return done.stdout.strip()


def _first_after(clock: str, word: str) -> str:
    return next(line for line in _log_lines() if line.split()[1] >= clock and word in line)


@pytest.mark.parametrize(
    ("request_", "clock"),
    [
        (
            "The app got slow in the evening. What was the first slow-query warning it logged "
            "after 8:30 pm, and how long did that query take?",
            "20:30:00",
        ),
        ("What's the first warning after 8:30 in the evening?", "20:30:00"),
        ("로그에서 오후 8시 30분 넘어서 처음 찍힌 경고가 뭐야?", "20:30:00"),
        ("저녁 8시 반 이후에 처음 나온 느린 쿼리는 몇 ms 걸렸어?", "20:30:00"),
        ("What was the first slow query after 19:45?", "19:45:00"),
    ],
)
def test_the_first_line_after_a_minute(request_: str, clock: str, workspace: Path) -> None:
    assert clock_span(request_) is None  # no minute's own lines
    assert _run(request_, workspace) == _first_after(clock, "WARN")


def test_after_a_minute_is_not_the_hour_before_it(workspace: Path) -> None:
    """read-97 was shown 20:07's warning (the first of the hours from 8): 20:30's is another."""
    asked = "What was the first slow-query warning it logged after 8:30 pm?"
    assert _first_after("20:00:00", "WARN") != _first_after("20:30:00", "WARN")
    assert _run(asked, workspace) == _first_after("20:30:00", "WARN")


def test_a_count_after_a_minute(workspace: Path) -> None:
    asked = "How many warnings did the app log after 8:30 pm?"
    want = sum(1 for line in _log_lines() if line.split()[1] >= "20:30:00" and "WARN" in line)
    assert _run(asked, workspace) == str(want)
    # a whole hour said keeps the hour's grep
    assert "grep -E" in log_command("How many warnings after 8 pm?", LOG)[0]  # type: ignore[index]


@pytest.mark.parametrize(
    "request_",
    [
        "How many requests did the app serve in the evening, from 6 pm until midnight, going by "
        "its log?",
        "How many requests were served between 6 pm and midnight?",
        "저녁 6시부터 자정까지 앱이 처리한 요청은 몇 건이야?",
        "오후 6시부터 자정 전까지 요청을 몇 건 처리했어?",
    ],
)
def test_requests_served_up_to_midnight(request_: str, workspace: Path) -> None:
    """count-97: the lines that say a request was served from 18:00 to the day's end — not the
    shutdown line (INFO too) nor the warnings."""
    want = sum(
        1 for line in _log_lines() if line.split()[1] >= "18:00:00" and "request served" in line
    )
    infos = sum(1 for line in _log_lines() if line.split()[1] >= "18:00:00" and "INFO" in line)
    assert want != infos
    assert _run(request_, workspace) == str(want)


def test_a_stretch_up_to_an_hour_is_kept() -> None:
    """The hours' own stretches read as before."""
    command = log_command("How many lines between 6 pm and 9 pm?", LOG)
    assert command is not None and "(18|19|20):" in command[0]
    command = log_command("오후 2시부터 4시까지 경고 몇 개야?", LOG)
    assert command is not None and "(14|15):" in command[0]
