"""A new file made of another's lines picked by words (agent/lines_to_file.py), on real files:
the lines found whole with words between, a write of the words refused, and the loop that
makes the file when the model will not (fresh37 write-79)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.agent.lines_to_file import right_call
from jarvis_voice.agent.placement import call_in_refusal
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

LOG = [
    "2024-06-30 21:30:00 INFO order 2360 paid",
    "2024-06-30 21:36:45 ERROR payment gateway timeout (order 2365)",
    "2024-06-30 22:00:00 WARN db slow query 820 ms",
    "2024-06-30 22:38:30 ERROR payment gateway timeout (order 2430)",
    "2024-06-30 23:00:00 ERROR db connection timeout",
]
TIMEOUTS = [LOG[1], LOG[3]]
EN = "Make a file called errors.txt with just the payment timeout lines from logs/app.log in it."


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("\n".join(LOG) + "\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("old\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "target", "lines"),
    [
        (EN, "errors.txt", TIMEOUTS),
        ("logs/app.log에서 결제 타임아웃 줄만 뽑아서 timeouts.txt로 저장해 줘", "timeouts.txt",
         TIMEOUTS),
        ("Save the timeout lines from logs/app.log to timeouts.txt", "timeouts.txt",
         [LOG[1], LOG[3], LOG[4]]),
        ("Create warn.txt with the lines containing slow query from logs/app.log", "warn.txt",
         [LOG[2]]),
        ("logs/app.log에서 에러 줄만 errors.txt에 담아 줘", "errors.txt", [LOG[1], LOG[3], LOG[4]]),
    ],
)  # fmt: skip
def test_the_lines_picked_are_written_whole(
    workspace: Path, request_: str, target: str, lines: list[str]
) -> None:
    call = right_call(request_, workspace)
    assert call == ("write_file", {"path": target, "content": "\n".join(lines) + "\n"})


@pytest.mark.parametrize(
    "request_",
    [
        "How many payment timeout lines are in logs/app.log?",  # no file made
        "Copy the payment timeout lines from logs/app.log into notes.txt",  # an existing file
        "Make errors.txt with the refund lines from logs/app.log",  # no line has it
        "logs/app.log에서 환불 줄만 refunds.txt로 저장해 줘",  # a word with no known form
        "Make a file called errors.txt listing the payment timeouts",  # no source named
    ],
)
def test_other_requests_make_no_file_of_lines(workspace: Path, request_: str) -> None:
    assert right_call(request_, workspace) is None


def test_the_words_alone_are_refused_and_the_lines_let_be(workspace: Path) -> None:
    right = right_call(EN, workspace)
    assert right is not None
    words = {"path": "errors.txt", "content": "payment timeout"}  # write-79's write
    refusal = unasked(EN, "write_file", words, workspace)
    assert refusal is not None and "\n" not in refusal and call_in_refusal(refusal) == right
    assert unasked(EN, "write_file", right[1], workspace) is None
    assert unasked(EN, "write_file", {"path": "notes.txt", "content": "x"}, workspace) is None


def test_the_loop_writes_the_lines_when_the_model_wrote_the_words(workspace: Path) -> None:
    grep = ToolCall(
        id="1", name="bash", arguments={"command": "grep 'payment timeout' logs/app.log"}
    )
    words = ToolCall(
        id="2", name="write_file", arguments={"path": "errors.txt", "content": "payment timeout"}
    )
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[grep]), LLMReply(tool_calls=[words]),
         LLMReply(text='errors.txt has been created with the content "payment timeout".'),
         LLMReply(text="Done: errors.txt holds the two payment timeout lines.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW, Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    run(agent, EN)
    assert (workspace / "errors.txt").read_text(encoding="utf-8").splitlines() == TIMEOUTS
