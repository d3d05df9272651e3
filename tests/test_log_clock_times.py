"""The lines a log wrote at a minute, or from one clock time to another said to the minute
(agent/log_questions.py `clock_span`): a 12-hour time made 24-hour, every line of the minute,
a stretch shown whole up to its second time — run on a real log, and the loop that sends a look
that found nothing back to the log's own lines (fresh34 read-73, read-74)."""

from __future__ import annotations

import datetime as dt
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import lines_shown
from jarvis_voice.agent.log_questions import clock_span, log_command, unseen
from jarvis_voice.llm.base import LLMReply, ToolCall
from tests.test_grounding import outcome

LOG = "logs/app.log"


def _log_lines() -> list[str]:
    """An afternoon of an app's log, a line every 57 seconds, a slow query every 6th."""
    start = dt.datetime(2024, 6, 30, 14, 0, 18)
    lines = []
    for n in range(240):
        stamp = (start + dt.timedelta(seconds=57 * n)).strftime("%Y-%m-%d %H:%M:%S")
        if n % 6 == 5:
            lines.append(f"{stamp} WARN slow query on table stock ({100 + n} ms)")
        else:
            lines.append(f"{stamp} INFO request served: GET /items/{n}")
    return lines


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "logs").mkdir()
    (tmp_path / LOG).write_text("\n".join(_log_lines()) + "\n")
    return tmp_path


def _shown(request_: str, cwd: Path) -> list[str]:
    found = log_command(request_, LOG)
    assert found is not None, request_
    done = subprocess.run(found[0], shell=True, cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0 and not done.stderr, done.stderr
    return done.stdout.splitlines()


def _between(first: str, last: str) -> list[str]:
    return [line for line in _log_lines() if first <= line.split()[1] <= last]


@pytest.mark.parametrize(
    ("request_", "span"),
    [
        ("What did the app log at 2:37 in the afternoon?", ("14:37:00", "14:37:59")),
        ("What did the app log at 2:37 pm?", ("14:37:00", "14:37:59")),
        ("What was logged at 14:37?", ("14:37:00", "14:37:59")),
        ("오후 2시 37분에 로그에 뭐가 찍혔어?", ("14:37:00", "14:37:59")),
        ("새벽 2시 37분 로그 보여 줘", ("02:37:00", "02:37:59")),
        ("오후 3시 반에 찍힌 로그 보여 줘", ("15:30:00", "15:30:59")),
        ("로그에서 오후 5시부터 5시 5분 사이에 찍힌 줄 전부 보여 줘.", ("17:00:00", "17:05:00")),
        ("Show me the log lines between 5 and 5:05 pm", ("17:00:00", "17:05:00")),
        ("What did the app log from 11:50 am to 12:10 pm?", ("11:50:00", "12:10:00")),
        ("오후 4시 55분에서 5시 사이 로그 보여 줘", ("16:55:00", "17:00:00")),
        # no minute said: the hours' own entries (after 3 pm, 0시부터 6시 전까지), not this
        ("What did the app log at 3 pm?", None),
        ("오후 3시 넘어서 찍힌 로그", None),
        # a stretch backwards, three times, or two times that are no stretch
        ("Show the log from 5:05 pm to 5 pm", None),
        ("What happened at 2:37, 2:40 and 2:45 pm?", None),
        ("Did anything at 2:37 pm look like 2:45 pm?", None),
    ],
)
def test_the_clock_times_a_request_says(request_: str, span: tuple[str, str] | None) -> None:
    assert clock_span(request_) == span


def test_the_lines_of_a_minute_on_a_real_log(workspace: Path) -> None:
    """fresh34 read-73 grepped '2:37 PM' (the log writes 14:37:48) and answered 'No output
    found.': every line of 14:37, whole."""
    minute = _between("14:37:00", "14:37:59")
    assert len(minute) == 1
    for asked in ("What did the app log at 2:37 in the afternoon?", "오후 2시 37분 로그 보여 줘"):
        assert _shown(asked, workspace) == [*minute, "(1 lines logged from 14:37:00 to 14:37:59)"]
    # a minute with no line says so
    assert _shown("What did the app log at 3:00 am?", workspace) == [
        "(0 lines logged from 03:00:00 to 03:00:59)"
    ]


def test_a_stretch_is_shown_whole_up_to_its_second_time(workspace: Path) -> None:
    """fresh34 read-74 read the log from its top: the lines from 17:00:00 to 17:05:00, not the
    one at 16:59 before it or 17:05:xx after it."""
    lines = _shown("로그에서 오후 5시부터 5시 5분 사이에 찍힌 줄 전부 보여 줘.", workspace)
    window = _between("17:00:00", "17:05:00")
    assert lines == [*window, f"({len(window)} lines logged from 17:00:00 to 17:05:00)"]
    assert [line.split()[1] for line in window] == [
        "17:00:48", "17:01:45", "17:02:42", "17:03:39", "17:04:36"
    ]  # fmt: skip
    said = "\n".join(lines)
    assert "16:59:51" not in said and "17:05:33" not in said  # the lines either side
    assert _shown("Show me the log lines between 5 and 5:05 pm", workspace) == lines


@pytest.mark.parametrize(
    "request_",
    [
        # a count, or the first or last line within hours, keeps its own command
        "How many errors did the app log after 3 pm?",
        "로그 보면 오후 3시 넘어서 처음으로 결제 타임아웃 난 주문이 몇 번 주문이야?",
    ],
)
def test_counts_and_first_lines_within_hours_are_not_this(request_: str) -> None:
    found = log_command(request_, LOG)
    assert found is not None and "RSTART" not in found[0]


def test_a_grep_that_found_nothing_is_sent_to_the_minutes_lines() -> None:
    """The model's grep '2:37 PM' printed nothing: it shows no line of that minute."""
    asked = "What did the app log at 2:37 in the afternoon?"
    command = log_command(asked, LOG)
    assert command is not None
    wrong = outcome("bash", "(no output)\n[exit code: 1]", command=f"grep '2:37 PM' {LOG}")
    assert unseen(asked, LOG, [wrong]) == command[0]
    grep = outcome("bash", "2024-06-30 14:37:48 WARN slow", command=f"grep ' 14:37:' {LOG}")
    assert unseen(asked, LOG, [grep]) is None  # a grep of the minute that found its line
    # a stretch is shown only by its own command: a read of the log's top is no answer
    stretch = "로그에서 오후 5시부터 5시 5분 사이에 찍힌 줄 전부 보여 줘."
    top = outcome("bash", "2024-06-30 14:00:18 INFO …", command=f"head -n 20 {LOG}")
    assert unseen(stretch, LOG, [top]) == log_command(stretch, LOG)[0]  # type: ignore[index]


def test_the_loop_shows_the_minutes_lines_after_a_look_that_found_nothing(
    workspace: Path,
) -> None:
    """fresh34 read-73: 'No output found.' after grep '2:37 PM'; the loop runs the log's own
    lines of 14:37 and the answer given after them is kept."""
    line = _between("14:37:00", "14:37:59")[0]
    wrong = ToolCall(id="1", name="bash", arguments={"command": f"grep '2:37 PM' {LOG}"})

    def answer(messages: list, tools: list) -> LLMReply:
        said = messages[-1].content
        return LLMReply(text=f"At 2:37 pm: {line}" if line in said else "No output found.")

    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from support import ScriptedApprover

    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[wrong]), LLMReply(text="No output found."), answer],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )
    result = run(agent, "What did the app log at 2:37 in the afternoon?")
    assert result.answer == f"At 2:37 pm: {line}"
    assert any("RSTART" in str(o.call.arguments) for o in result.outcomes)


def _span_read(cwd: Path, request_: str) -> tuple[list[str], object]:
    found = log_command(request_, LOG)
    assert found is not None
    printed = "\n".join(_shown(request_, cwd)) + "\n[exit code: 0]"
    return printed.splitlines()[:-2], outcome("bash", printed, command=found[0])


def test_a_stretch_asked_shown_must_be_shown_whole(workspace: Path) -> None:
    """fresh34 read-74's answer put the lines into Korean ('INFO요청 처리됨: GET /items/24'):
    an answer that leaves out or changes a line of the stretch is sent back."""
    asked = "로그에서 오후 5시부터 5시 5분 사이에 찍힌 줄 전부 보여 줘."
    lines, read = _span_read(workspace, asked)
    assert lines == _between("17:00:00", "17:05:00")
    assert lines_shown.unshown(asked, "\n".join(lines), [read]) is None  # type: ignore[list-item]
    korean = "\n".join(line.replace("INFO request served", "INFO요청 처리됨") for line in lines)
    found = lines_shown.unshown(asked, korean, [read])  # type: ignore[list-item]
    assert found is not None and found[0] == [line for line in lines if "INFO" in line]
    assert lines_shown.shown_count(asked, found[1]) == 5
    # a question about a minute is answered in words: no line need be quoted
    minute = "What did the app log at 2:37 in the afternoon?"
    _, read = _span_read(workspace, minute)
    assert lines_shown.unshown(minute, "A slow query (124 ms).", [read]) is None  # type: ignore[list-item]


def test_the_loop_shows_the_stretchs_lines_when_the_answer_changes_them(workspace: Path) -> None:
    """Twice put into Korean: the fallback is the look-up's own lines."""
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from support import ScriptedApprover

    asked = "로그에서 오후 5시부터 5시 5분 사이에 찍힌 줄 전부 보여 줘."
    window = _between("17:00:00", "17:05:00")
    korean = "\n".join(line.replace("INFO request served", "INFO요청 처리됨") for line in window)
    command = log_command(asked, LOG)
    assert command is not None
    look = ToolCall(id="1", name="bash", arguments={"command": command[0]})
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[look]), LLMReply(text=korean), LLMReply(text=korean)],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )
    result = run(agent, asked)
    assert all(line in result.answer for line in window)


def _count_of(request_: str, cwd: Path) -> str:
    lines = _shown(request_, cwd)
    assert len(lines) == 1, lines  # the count alone, not the lines
    return lines[0]


@pytest.mark.parametrize(
    ("request_", "first", "last"),
    [
        # fresh45 count-95's words: an hour said to the minute, counted up to its end
        ("How many lines did the app write to its log during the afternoon hour, from 3:00 "
         "up to 4 pm?", "15:00:00", "15:59:59"),
        ("How many lines were logged between 2:30 and 3:15 pm?", "14:30:00", "15:14:59"),
        ("로그에 오후 2시 30분부터 3시 15분까지 몇 줄 찍혔어?", "14:30:00", "15:14:59"),
        ("How many lines were logged at 2:37 pm?", "14:37:00", "14:37:59"),  # a minute, whole
    ],
)  # fmt: skip
def test_the_lines_from_one_clock_time_to_another_counted(
    workspace: Path, request_: str, first: str, last: str
) -> None:
    said = _count_of(request_, workspace)
    assert said.split()[0] == str(len(_between(first, last))) != "0"
    assert " lines logged from " in said


def test_a_level_counted_from_one_clock_time_to_another(workspace: Path) -> None:
    said = _count_of("How many warnings were logged between 2:30 and 3:15 pm?", workspace)
    warned = [line for line in _between("14:30:00", "15:14:59") if " WARN " in line]
    assert said.split()[0] == str(len(warned)) != "0"


@pytest.mark.parametrize(
    ("request_", "hours"),
    [
        ("How many lines were logged between 2 and 3 pm?", "14"),  # both in the afternoon
        ("How many lines were logged between 2 and 4 pm?", "14|15"),
        ("How many lines were logged between 10 and 2 pm?", "10|11|12|13"),  # from the morning
        ("How many lines were logged between 2 am and 3 pm?", "|".join(f"{h:02d}" for h in
                                                                       range(2, 15))),
    ],
)  # fmt: skip
def test_an_hour_with_no_half_takes_the_others(request_: str, hours: str) -> None:
    found = log_command(request_, LOG)
    assert found is not None and found[0] == f"grep -cE '^[0-9-]+[ T]({hours}):' {LOG}"
