"""A list in a named file put in order by the loop (agent/list_sort.py): found from a real read,
changed by the real edit_file, and through the loop with a model that only talks about it."""

from __future__ import annotations

from pathlib import Path

import pytest

from jarvis_voice.agent.list_sort import sort_asked, sorted_list_call
from jarvis_voice.tools.builtin.files import EditFileTool, ReadFileTool
from tests.test_beside_file import _call

README = (
    "# Sunrise Bakery\n\nThe shop's tools.\n\n## Layout\n\n- `src/` — the app\n- `docs/` — notes\n"
    "- `scripts/` — maintenance scripts\n- `logs/` — the app's log\n\n## Contact\n\n"
    "- Mina Park\n- Daniel Lee\n"
)
SORTED_LAYOUT = ["- `docs/` — notes", "- `logs/` — the app's log",
                 "- `scripts/` — maintenance scripts", "- `src/` — the app"]  # fmt: skip


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "README.md").write_text(README)
    (tmp_path / "todo.md").write_text(
        "# TODO\n\n- [ ] write tests\n- [x] fix bug\n- [ ] call Mina\n"
    )
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "asked"),
    [("README에 Layout 목록 있잖아, 그거 폴더 이름 알파벳 순으로 정렬해 줄래?",
      ("README.md", "Layout")),
     ("Sort the Layout list in README.md alphabetically", ("README.md", "Layout")),
     ("todo.md 정렬해 줘", ("todo.md", None)),
     ("notes.txt 메모 순서 좀 거꾸로 뒤집어 줘. 맨 아래 줄이 맨 위로 오게.", ("notes.txt", None)),
     ("Reverse the order of the lines in notes.txt", ("notes.txt", None)),
     ("What is in the Layout list of README.md?", None),
     ("Sort the list", None)],
)  # fmt: skip
def test_what_is_asked_to_be_sorted(request_: str, asked: tuple[str, str | None] | None) -> None:
    assert sort_asked(request_) == asked


def test_the_section_list_is_read_then_sorted_by_a_real_edit(workspace: Path) -> None:
    """fresh17 write-40: the model said the list in its answer and changed nothing."""
    request_ = "README에 Layout 목록 있잖아, 그거 폴더 이름 알파벳 순으로 정렬해 줄래?"
    assert sorted_list_call(request_, []) == ("read_file", {"path": "README.md"})
    read = _call(ReadFileTool(), workspace, path="README.md")
    call = sorted_list_call(request_, [read])
    assert call is not None and call[0] == "edit_file"
    edited = _call(EditFileTool(), workspace, **call[1])
    assert not edited.result.is_error, edited.result.content
    lines = (workspace / "README.md").read_text().splitlines()
    assert lines[6:10] == SORTED_LAYOUT
    assert lines[-2:] == ["- Mina Park", "- Daniel Lee"]  # the other list stays as it was
    again = _call(ReadFileTool(), workspace, path="README.md")
    assert sorted_list_call(request_, [read, edited, again]) is None  # sorted now


def test_one_list_without_a_section_and_the_reverse_order(workspace: Path) -> None:
    read = _call(ReadFileTool(), workspace, path="todo.md")
    call = sorted_list_call("todo.md 정렬해 줘", [read])  # by the items' text, not their boxes
    assert call is not None
    _call(EditFileTool(), workspace, **call[1])
    assert (workspace / "todo.md").read_text().splitlines()[2:] == [
        "- [ ] call Mina", "- [x] fix bug", "- [ ] write tests"]  # fmt: skip
    read = _call(ReadFileTool(), workspace, path="README.md")
    call = sorted_list_call("Sort the Layout list in README.md in reverse", [read])
    assert call is not None
    _call(EditFileTool(), workspace, **call[1])
    assert (workspace / "README.md").read_text().splitlines()[6:10] == SORTED_LAYOUT[::-1]


def test_no_edit_when_the_list_is_not_one(workspace: Path) -> None:
    read = _call(ReadFileTool(), workspace, path="README.md")
    assert sorted_list_call("Sort the list in README.md", [read]) is None  # two lists
    assert sorted_list_call("Sort the Menu list in README.md", [read]) is None  # no Menu
    part = _call(ReadFileTool(), workspace, path="README.md", lines="1-8")
    assert sorted_list_call("Sort the Layout list in README.md", [part]) == (
        "read_file", {"path": "README.md"})  # fmt: skip


def test_the_loop_sorts_the_list_the_model_only_talked_about(workspace: Path) -> None:
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply
    from support import ScriptedApprover

    agent, _, _ = make_agent(
        workspace,
        [LLMReply(text="Layout 목록은 docs, logs, scripts, src 순서입니다."),
         LLMReply(text="docs, logs, scripts, src 순서로 하면 돼요."),
         LLMReply(text="Layout 목록을 알파벳 순으로 정렬했어요.")],
        approver=ScriptedApprover(Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, "README에 Layout 목록 있잖아, 그거 폴더 이름 알파벳 순으로 정렬해 줄래?")
    assert [o.call.name for o in result.outcomes] == ["read_file", "edit_file"]
    assert (workspace / "README.md").read_text().splitlines()[6:10] == SORTED_LAYOUT
    assert result.answer == "Layout 목록을 알파벳 순으로 정렬했어요."


def test_a_file_of_plain_lines_turned_upside_down(workspace: Path) -> None:
    """fresh19 write-44: "메모 순서 좀 거꾸로 뒤집어 줘" was sent as a csv_edit sort."""
    notes = ["Meeting with Mina at 3pm", "Buy flour", "Water the plants", "Back up the laptop"]
    (workspace / "notes.txt").write_text("\n".join(notes) + "\n")
    request_ = "notes.txt 메모 순서 좀 거꾸로 뒤집어 줘. 맨 아래 줄이 맨 위로 오게."
    read = _call(ReadFileTool(), workspace, path="notes.txt")
    call = sorted_list_call(request_, [read])
    assert call is not None and call[0] == "edit_file"
    edited = _call(EditFileTool(), workspace, **call[1])
    assert not edited.result.is_error, edited.result.content
    assert (workspace / "notes.txt").read_text() == "\n".join(notes[::-1]) + "\n"
    # sorting a plain file sorts its lines; a list file reversed keeps its heading
    sort = sorted_list_call("Sort notes.txt alphabetically", [_call(ReadFileTool(), workspace,
                                                                    path="notes.txt")])  # fmt: skip
    assert sort is not None
    _call(EditFileTool(), workspace, **sort[1])
    assert (workspace / "notes.txt").read_text().splitlines() == sorted(notes)
    todo = _call(ReadFileTool(), workspace, path="todo.md")
    flipped = sorted_list_call("todo.md 순서 거꾸로 뒤집어 줘", [todo])
    assert flipped is not None
    _call(EditFileTool(), workspace, **flipped[1])
    assert (workspace / "todo.md").read_text().splitlines() == [
        "# TODO", "", "- [ ] call Mina", "- [x] fix bug", "- [ ] write tests"]  # fmt: skip
