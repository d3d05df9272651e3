"""A file emptied and kept (agent/file_emptied.py), on real files: the file read from the
request (named, or the log said by its stem), a write, an empty or a delete of another path —
or a delete of the file — refused in one line, and the loop that empties the named log when the
model truncated a new file at the top (fresh40 write-85)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import file_emptied
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

CLEAR_EN = (  # write-85
    "The app log has gotten huge. Clear it out, but leave the file there so the app can keep "
    "writing to it."
)
LOG = "2024-06-30 23:59:58 INFO shutdown complete\n"


@pytest.fixture
def work(tmp_path: Path) -> Path:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text(LOG * 3)
    (tmp_path / "notes.txt").write_text("buy milk\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "path"),
    [
        (CLEAR_EN, "logs/app.log"),
        ("앱 로그가 너무 커졌어. 파일은 남겨 두고 내용만 비워 줘.", "logs/app.log"),
        ("로그 파일 좀 비워 줘", "logs/app.log"),
        ("Clear the log", "logs/app.log"),
        ("empty notes.txt", "notes.txt"),
        ("notes.txt 내용 다 지워 줘", "notes.txt"),
    ],
)
def test_the_file_to_empty_is_read(work: Path, request_: str, path: str) -> None:
    assert file_emptied.emptied_file(request_, work) == path


@pytest.mark.parametrize(
    "request_",
    [
        "clear the ERROR lines from the app log",
        "Delete the app log",
        "How do I clear the app log?",
        "clear the done items in notes.txt",
        "Clear the screen",
        "empty gone.txt",  # no such file
        "Clear the error log",  # no error log here
        "Clear the log and add a line 'restarted' to notes.txt",  # another change beside it
        "Create an empty file called blank.txt",
        "Write an empty list into notes.txt",
        "Is notes.txt empty?",
    ],
)
def test_no_emptying_is_read_from_other_requests(work: Path, request_: str) -> None:
    assert file_emptied.emptied_file(request_, work) is None


def test_another_file_or_a_delete_is_refused(work: Path) -> None:
    # write-85 truncated a NEW app.log at the top
    refused = unasked(CLEAR_EN, "bash", {"command": "truncate -s 0 app.log"}, work)
    assert refused is not None and "logs/app.log, not app.log" in refused
    assert "truncate -s 0 -- logs/app.log" in refused and "\n" not in refused
    assert unasked(CLEAR_EN, "bash", {"command": ": > app.log"}, work) is not None
    refused = unasked(CLEAR_EN, "bash", {"command": "rm logs/app.log"}, work)
    assert refused is not None and "not deletes it" in refused
    filled = {"path": "logs/app.log", "content": "cleared"}
    assert unasked(CLEAR_EN, "write_file", filled, work) is not None
    for right in ("truncate -s 0 logs/app.log", "> logs/app.log", "cat logs/app.log"):
        assert unasked(CLEAR_EN, "bash", {"command": right}, work) is None, right
    assert unasked(CLEAR_EN, "write_file", {"path": "logs/app.log", "content": ""}, work) is None


def test_the_loop_empties_the_named_log_after_a_wrong_truncate(work: Path) -> None:
    wrong = ToolCall(id="1", name="bash", arguments={"command": "truncate -s 0 app.log"})
    said = "The app log has been cleared."
    agent, _, _ = make_agent(
        work,
        [LLMReply(tool_calls=[wrong]), LLMReply(text=said), LLMReply(text=said),
         LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, CLEAR_EN)
    assert (work / "logs" / "app.log").is_file()
    assert (work / "logs" / "app.log").read_text() == ""
    assert not (work / "app.log").exists()
    assert (work / "notes.txt").read_text() == "buy milk\n"
    assert file_emptied.empty_missing(CLEAR_EN, work) is None  # emptied: nothing left to run
