"""A file cut down to its last (or first) lines (agent/lines_kept.py), on real files: the request
read (and not read as those lines dropped), a wrong write or an in-place command refused in one
line, and the loop that writes the lines kept when the model only read the tail (fresh41
write-88)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import line_edit, lines_kept
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

KEEP_KO = "로그 파일이 너무 길어. 최근 100줄만 남기고 앞부분은 다 지워 줘."  # write-88
KEEP_EN = "Keep only the last 5 lines of notes.txt and delete the rest."
LOG_LINES = [f"2024-06-30 10:{i // 60:02d}:{i % 60:02d} INFO request served: GET /items/{i}"
             for i in range(150)]  # fmt: skip
NOTES_LINES = [f"note {i}" for i in range(1, 9)]


@pytest.fixture
def work(tmp_path: Path) -> Path:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("\n".join(LOG_LINES) + "\n")
    (tmp_path / "notes.txt").write_text("\n".join(NOTES_LINES) + "\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "kept"),
    [(KEEP_KO, ("last", 100)), (KEEP_EN, ("last", 5)),
     ("app.log에서 마지막 50줄만 남겨 줘", ("last", 50)),
     ("notes.txt는 처음 3줄 빼고 나머지는 지워 줘", ("first", 3)),
     ("Trim notes.txt down to its first 3 lines", ("first", 3)),
     ("Delete everything but the most recent 20 lines of the log", ("last", 20))],
)  # fmt: skip
def test_the_lines_kept_are_read(request_: str, kept: tuple[str, int]) -> None:
    assert lines_kept.kept_asked(request_) == kept


@pytest.mark.parametrize(
    "request_",
    ["Show me the last 100 lines of the log", "delete the last 3 lines of notes.txt",
     "notes.txt 마지막 2줄 지워 줘", "How do I keep only the last 100 lines of a log?",
     "최근 100줄 보여 줘", "Keep the log"],
)  # fmt: skip
def test_no_cut_is_read_from_other_requests(request_: str) -> None:
    assert lines_kept.kept_asked(request_) is None


def test_keeping_the_last_lines_is_not_dropping_them() -> None:
    # "keep only the last 100 lines … delete the rest" had read as the last 100 dropped
    assert (
        line_edit.lines_dropped("keep only the last 100 lines of app.log, delete the rest") is None
    )
    assert line_edit.lines_dropped("delete the last 2 lines of notes.txt") == ("last", 2)


def test_the_file_is_the_named_one_or_the_log(work: Path) -> None:
    assert lines_kept.kept_file(KEEP_KO, work) == "logs/app.log"
    assert lines_kept.kept_file(KEEP_EN, work) == "notes.txt"
    assert lines_kept.kept_file("Keep only the last 5 lines of gone.txt", work) is None


def test_wrong_writes_and_in_place_commands_are_refused(work: Path) -> None:
    tail = "\n".join(NOTES_LINES[-5:]) + "\n"
    for wrong in ("tail -n 5 notes.txt > notes.txt", "sed -i '1,3d' notes.txt",
                  "truncate -s 0 notes.txt"):  # fmt: skip
        refused = unasked(KEEP_EN, "bash", {"command": wrong}, work)
        assert refused is not None and "last 5 lines" in refused and "\n" not in refused, wrong
    assert unasked(KEEP_EN, "bash", {"command": "rm notes.txt"}, work) is not None
    assert unasked(KEEP_EN, "write_file", {"path": "notes.txt", "content": "note 8\n"}, work)
    appended = {"path": "notes.txt", "content": tail, "mode": "append"}
    assert unasked(KEEP_EN, "write_file", appended, work) is not None
    assert unasked(KEEP_EN, "write_file", {"path": "notes.txt", "content": tail}, work) is None
    assert unasked(KEEP_EN, "bash", {"command": "tail -n 5 notes.txt"}, work) is None


def test_the_loop_writes_the_lines_kept_after_the_tail_is_only_read(work: Path) -> None:
    read = ToolCall(id="1", name="bash", arguments={"command": "tail -n 100 logs/app.log"})
    said = "bash 결과입니다: " + LOG_LINES[-1]
    agent, _, _ = make_agent(
        work, [LLMReply(tool_calls=[read]), LLMReply(text=said), LLMReply(text=said),
               LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, KEEP_KO)
    assert (work / "logs" / "app.log").read_text().splitlines() == LOG_LINES[-100:]
    assert (work / "notes.txt").read_text().splitlines() == NOTES_LINES
    assert lines_kept.right_call(KEEP_KO, work) is None  # cut: nothing left to write
