"""A to-do list's finished items moved to the bottom (or the top) (agent/done_last.py), on real
files: the request read, a write of another file or of other text refused in one line, and the
loop that moves them after the model appended a line of its own (fresh41 write-87)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import done_last
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

MOVE_EN = (  # write-87
    "Move the items I've already finished to the bottom of todo.md, and keep everything else in "
    "the order it's in."
)
MOVE_KO = "todo.md에서 끝낸 항목은 맨 아래로 옮겨 줘. 나머지는 순서 그대로 두고."
TODO = [
    "# TODO", "", "- [ ] fix the login bug", "- [x] call the plumber",
    "- [ ] write tests for report.py", "- [x] update README", "- [ ] order more flour",
]  # fmt: skip
BOTTOM = [
    "# TODO", "", "- [ ] fix the login bug", "- [ ] write tests for report.py",
    "- [ ] order more flour", "- [x] call the plumber", "- [x] update README",
]  # fmt: skip


@pytest.fixture
def work(tmp_path: Path) -> Path:
    (tmp_path / "todo.md").write_text("\n".join(TODO) + "\n")
    (tmp_path / "todo.csv").write_text("item,done\nmilk,no\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "asked"),
    [(MOVE_EN, ("todo.md", "bottom")), (MOVE_KO, ("todo.md", "bottom")),
     ("완료된 건 tasks.md 맨 위로 올려 줘", ("tasks.md", "top")),
     ("Put the checked items at the end of todo.md", ("todo.md", "bottom"))],
)  # fmt: skip
def test_the_move_is_read(request_: str, asked: tuple[str, str]) -> None:
    assert done_last.move_asked(request_) == asked


@pytest.mark.parametrize(
    "request_",
    ["delete the finished items in todo.md", "Move todo.md to docs/",
     "What have I finished in todo.md?", "sort todo.md", "todo.md에서 끝낸 항목 지워 줘",
     "Mark every item in todo.md as done", "Move the finished items somewhere in todo.md"],
)  # fmt: skip
def test_no_move_is_read_from_other_requests(request_: str) -> None:
    assert done_last.move_asked(request_) is None


def test_the_items_move_each_side_in_its_order() -> None:
    text = "\n".join(TODO) + "\n"
    assert done_last.reordered(text, "bottom") == "\n".join(BOTTOM) + "\n"
    top = done_last.reordered(text, "top")
    assert top is not None and top.splitlines()[2:4] == ["- [x] call the plumber",
                                                         "- [x] update README"]  # fmt: skip
    # two lists apart: each run moves within itself
    two = "- [x] a\n- [ ] b\n\n## Later\n- [x] c\n- [ ] d\n"
    assert done_last.reordered(two, "bottom") == "- [ ] b\n- [x] a\n\n## Later\n- [ ] d\n- [x] c\n"


def test_wrong_writes_are_refused(work: Path) -> None:
    # write-87 sorted todo.csv and wrote a line of its own into todo.md
    sort = {"path": "todo.csv", "action": "sort", "column": "item"}
    refused = unasked(MOVE_EN, "csv_edit", sort, work)
    assert refused is not None and "not todo.csv" in refused and "\n" not in refused
    own = {"path": "todo.md", "content": "TODO: milk, eggs, bread\n", "mode": "append"}
    refused = unasked(MOVE_EN, "write_file", own, work)
    assert refused is not None and "write_file with" in refused
    right = {"path": "todo.md", "content": "\n".join(BOTTOM) + "\n"}
    assert unasked(MOVE_EN, "write_file", right, work) is None


def test_the_loop_moves_them_after_a_write_of_its_own(work: Path) -> None:
    own = ToolCall(id="1", name="write_file",
                   arguments={"path": "todo.md", "content": "TODO: milk, eggs, bread\n",
                              "mode": "append"})  # fmt: skip
    said = 'The item "TODO: milk, eggs, bread" has been added to the end of todo.md.'
    agent, _, _ = make_agent(
        work, [LLMReply(tool_calls=[own]), LLMReply(text=said), LLMReply(text=said),
               LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, MOVE_EN)
    assert (work / "todo.md").read_text().splitlines() == BOTTOM
    assert (work / "todo.csv").read_text() == "item,done\nmilk,no\n"
    assert done_last.right_call(MOVE_EN, work) is None  # moved: nothing left to do
    sort = {"path": "todo.csv", "action": "sort", "column": "item"}
    refused = unasked(MOVE_EN, "csv_edit", sort, work)  # write-87 sent it again after the move
    assert refused is not None and "already" in refused and "write_file with" not in refused
