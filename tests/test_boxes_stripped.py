"""A to-do list's check boxes taken off, the items kept (agent/boxes_stripped.py), on real
files: the request read (not a tick, an uncheck or a delete of done items), a write that leaves
a box or changes more refused in one line, and the loop that takes them off after an edit whose
old text the file lacked (fresh42 write-90)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import boxes_stripped
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

STRIP_KO = (  # write-90
    "todo.md에서 체크박스 표시([ ]랑 [x])는 다 떼고, 그냥 '- 할 일' 모양의 목록으로만 남겨 줘. "
    "순서랑 제목은 그대로 두고."
)
TODO = ["# TODO", "", "- [ ] fix the login bug", "- [x] call the plumber", "  * [X] nested"]
PLAIN = ["# TODO", "", "- fix the login bug", "- call the plumber", "  * nested"]


@pytest.fixture
def work(tmp_path: Path) -> Path:
    (tmp_path / "todo.md").write_text("\n".join(TODO) + "\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "asked"),
    [(STRIP_KO, "todo.md"),
     ("Strip the checkboxes from tasks.md and keep it as a plain bullet list.", "tasks.md"),
     ("Remove the [ ] and [x] marks in todo.md.", "todo.md"),
     ("todo.md 체크박스 다 없애 줘", "todo.md")],
)  # fmt: skip
def test_the_strip_is_read(request_: str, asked: str) -> None:
    assert boxes_stripped.strip_asked(request_) == asked


@pytest.mark.parametrize(
    "request_",
    ["Delete the checked items from todo.md.", "Uncheck all the boxes in todo.md.",
     "todo.md에서 [x] 항목은 지워 줘", "How do I remove checkboxes in todo.md?",
     "Mark everything in todo.md as done.", "Remove the tasks that are done from todo.md",
     "Add checkboxes to todo.md"],
)  # fmt: skip
def test_no_strip_is_read_from_other_requests(request_: str) -> None:
    assert boxes_stripped.strip_asked(request_) is None


def test_only_the_boxes_go() -> None:
    text = "\n".join(TODO) + "\n- plain [x] text\n1. [ ] first\n"
    assert boxes_stripped.stripped(text) == "\n".join(PLAIN) + "\n- plain [x] text\n1. first\n"


def test_wrong_writes_are_refused(work: Path) -> None:
    # write-90's edit: an old text todo.md does not have, nothing changed
    wrong = {"path": "todo.md", "old_string": "- 할 일", "new_string": "- "}
    refused = unasked(STRIP_KO, "edit_file", wrong, work)
    assert refused is not None and "write_file with" in refused and "\n" not in refused
    right = {"path": "todo.md", "content": "\n".join(PLAIN) + "\n"}
    assert unasked(STRIP_KO, "write_file", right, work) is None


def test_the_loop_takes_them_off_after_an_edit_that_missed(work: Path) -> None:
    miss = ToolCall(
        id="1",
        name="edit_file",
        arguments={"path": "todo.md", "old_string": "- 할 일", "new_string": "- "},
    )
    said = "체크박스를 모두 제거했습니다."
    agent, _, _ = make_agent(
        work, [LLMReply(tool_calls=[miss]), LLMReply(text=said), LLMReply(text=said),
               LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, STRIP_KO)
    assert (work / "todo.md").read_text().splitlines() == PLAIN
    assert boxes_stripped.right_call(STRIP_KO, work) is None
