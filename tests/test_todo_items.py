"""The open or finished items of a Markdown to-do list (agent/todo_items.py): the grep that
shows them, run on a real file; grounding names it after a whole read, and the loop makes it."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding
from jarvis_voice.agent.todo_items import (
    all_ticked_call,
    items_command,
    picked_fallback,
    picked_unsaid,
    unseen,
)
from jarvis_voice.tools.builtin.files import ReadFileTool
from tests.test_beside_file import _call
from tests.test_grounding import TOOLS, outcome

TODO = "# TODO\n\n- [ ] fix the login bug\n- [x] update README\n* [X] pay rent\n- [ ] order flour\n"
OPEN = "grep -E '^\\s*[-*+] \\[ \\]' todo.md"
DONE = "grep -E '^\\s*[-*+] \\[[xX]\\]' todo.md"


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "todo.md").write_text(TODO)
    (tmp_path / "notes.txt").write_text("call the plumber\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "place", "command"),
    [
        ("What's still left to do on my to-do list?", "todo.md", OPEN),
        ("Which items in todo.md are not done yet?", None, OPEN),
        ("todo.md에서 아직 안 한 거 뭐야?", None, OPEN),
        ("내 할 일 목록에 남은 거 알려 줘", "todo.md", OPEN),
        ("What have I finished on my to-do list?", "todo.md", DONE),
        ("todo.md에서 끝낸 항목만 보여 줘", None, DONE),
        # neither asked, or no to-do file
        ("What's on my to-do list?", "todo.md", None),
        ("What's still left in notes.txt?", None, None),
        ("What's left to do?", None, None),
    ],
)  # fmt: skip
def test_the_command_for_the_items_asked(
    request_: str, place: str | None, command: str | None
) -> None:
    assert items_command(request_, place) == command


def _run(command: str, workdir: Path) -> list[str]:
    run = subprocess.run(command, shell=True, cwd=workdir, capture_output=True, text=True)
    return run.stdout.splitlines()


def test_the_commands_pick_the_items_out_of_a_real_list(workspace: Path) -> None:
    assert _run(OPEN, workspace) == ["- [ ] fix the login bug", "- [ ] order flour"]
    assert _run(DONE, workspace) == ["- [x] update README", "* [X] pay rent"]


def test_a_whole_read_gets_the_grep_and_a_grep_of_the_boxes_is_enough(workspace: Path) -> None:
    """fresh17 read-39: the model read the list and named the ticked 'update README' as left."""
    request_ = "What's still left to do on my to-do list?"
    need = grounding.classify(request_, workspace)
    assert need is not None and need.place == "todo.md"
    read = _call(ReadFileTool(), workspace, path="todo.md")
    answer = "Left: fix the login bug, update README, order flour."
    verdict = grounding.check(need, request_, answer, [read], TOOLS, "en")
    assert verdict is not None and verdict.call == ("bash", {"command": OPEN})
    assert unseen(request_, "todo.md", [read]) == OPEN
    own = outcome("bash", "- [ ] fix the login bug", command="grep -F '[ ]' todo.md")
    assert unseen(request_, "todo.md", [read, own]) is None
    grep = outcome("bash", "\n".join(_run(OPEN, workspace)), command=OPEN)
    right = "Left: fix the login bug and order flour."
    assert grounding.check(need, request_, right, [read, grep], TOOLS, "en") is None


def test_the_loop_greps_the_open_items_and_asks_again(workspace: Path) -> None:
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply, ToolCall
    from support import ScriptedApprover

    request_ = "todo.md에서 아직 안 한 거 뭐야?"
    agent, backend, _ = make_agent(
        workspace,
        [LLMReply(text="", tool_calls=[ToolCall(id="1", name="read_file",
                                                arguments={"path": "todo.md"})]),
         LLMReply(text="fix the login bug, update README, pay rent, order flour"),
         LLMReply(text="아직 안 한 건 fix the login bug, order flour 두 개예요.")],
        approver=ScriptedApprover(Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, request_)
    assert [o.call.name for o in result.outcomes] == ["read_file", "bash"]
    shown = result.outcomes[-1].result.content
    assert "order flour" in shown and "update README" not in shown
    assert result.answer.startswith("아직 안 한 건")
    assert len(backend.calls) == 3


TICKED = TODO.replace("- [ ]", "- [x]")
TICK_ALL = "todo.md에 있는 할 일 이제 다 끝냈어. 전부 완료로 체크해 줘."


@pytest.mark.parametrize(
    ("request_", "ticks"),
    [
        (TICK_ALL, True),  # fresh28 write-62
        ("Mark everything in todo.md as done.", True),
        ("Tick off every item in todo.md please", True),
        ("todo.md 항목 모두 완료 처리해 줘", True),
        # one item, a question, no to-do file, or nothing said about ticking: not this
        ("Mark 'order flour' in todo.md as done.", False),
        ("Are all the items in todo.md done?", False),
        ("Mark everything in notes.txt as done.", False),
        ("Show me everything in todo.md", False),
    ],
)  # fmt: skip
def test_every_item_ticked_when_asked_on_a_real_list(
    workspace: Path, request_: str, ticks: bool
) -> None:
    call = all_ticked_call(request_, workspace)
    if not ticks:
        assert call is None
        return
    assert call is not None
    from jarvis_voice.tools.builtin.files import EditFileTool

    done = _call(EditFileTool(), workspace, **call[1])
    assert not done.result.is_error, done.result.content
    assert (workspace / "todo.md").read_text() == TICKED
    assert all_ticked_call(request_, workspace) is None  # nothing left open


def test_no_tick_all_when_a_box_stands_outside_an_item(workspace: Path) -> None:
    (workspace / "todo.md").write_text(TODO + "\nWrite [ ] for an open item.\n")
    assert all_ticked_call(TICK_ALL, workspace) is None


def test_the_loop_ticks_every_item_when_the_model_edits_its_own_words(workspace: Path) -> None:
    """fresh28 write-62: edit_file with old_string "no call changed todo.md" (the correction's
    words), which fails; the loop makes the edit that ticks them all, asked like any edit."""
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply, ToolCall
    from support import ScriptedApprover

    own = ToolCall(id="1", name="edit_file", arguments={
        "path": "todo.md", "old_string": "no call changed todo.md", "new_string": "done"})
    approver = ScriptedApprover(Answer.ALLOW, Answer.ALLOW)
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[own]), LLMReply(text="하지 못했습니다."),
         LLMReply(text="todo.md의 할 일을 모두 완료로 체크했습니다.")],
        approver=approver,
    )  # fmt: skip
    result = run(agent, TICK_ALL)
    assert (workspace / "todo.md").read_text() == TICKED
    assert [r.tool for r in approver.requests] == ["edit_file", "edit_file"]
    assert result.outcomes[-1].call.arguments["old_string"] == "[ ]"
    assert "체크했습니다" in result.answer


def test_a_korean_change_answered_done_in_english_is_said_in_korean(workspace: Path) -> None:
    """fresh28 write-62 after the loop ticked them: "Done." to a Korean request."""
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply, ToolCall
    from jarvis_voice.text import has_hangul_syllable
    from support import ScriptedApprover

    tick = ToolCall(id="1", name="edit_file", arguments={
        "path": "todo.md", "old_string": "[ ]", "new_string": "[x]", "replace_all": "true"})
    for request_, said, korean in ((TICK_ALL, "Done.", True),
                                   ("Mark everything in todo.md as done.", "Done.", False)):
        (workspace / "todo.md").write_text(TODO)
        agent, _, _ = make_agent(
            workspace, [LLMReply(tool_calls=[tick]), LLMReply(text=said)],
            approver=ScriptedApprover(Answer.ALLOW),
        )  # fmt: skip
        result = run(agent, request_)
        assert (workspace / "todo.md").read_text() == TICKED
        assert has_hangul_syllable(result.answer) is korean, result.answer
        assert korean or result.answer == "Done."
    assert "replaced 2 occurrences" in grounding.change_said_in_its_language(
        TICK_ALL, "Done.", result.outcomes, "ko")  # fmt: skip


@pytest.mark.parametrize(
    ("request_", "command", "unseen_"),
    [
        # fresh45 read-96: the open items asked, the ticked ones grepped
        ("todo.md에서 아직 안 끝낸 일만 보여 줘", "grep -F '[x]' todo.md", True),
        ("todo.md에서 아직 안 끝낸 일만 보여 줘", "grep -F '[ ]' todo.md", False),
        # the ticked ones left out: the rest shown
        ("todo.md에서 아직 안 끝낸 일만 보여 줘", "grep -vF '[x]' todo.md", False),
        # every box: none picked out
        ("todo.md에서 아직 안 끝낸 일만 보여 줘", "grep -n '\\[.\\]' todo.md", True),
        ("What have I finished on my to-do list?", "grep -F '[ ]' todo.md", True),
        ("What have I finished on my to-do list?", "grep -F '[x]' todo.md", False),
        ("What have I finished on my to-do list?", DONE, False),
        ("What's still left to do on my to-do list?", OPEN, False),
        ("What's still left to do on my to-do list?", "grep -v '\\[ \\]' todo.md", True),
    ],
)  # fmt: skip
def test_a_grep_of_the_other_kind_of_box_shows_no_item_asked(
    request_: str, command: str, unseen_: bool
) -> None:
    grep = outcome("bash", "- [x] update README", command=command)
    expected = items_command(request_, "todo.md") if unseen_ else None
    assert unseen(request_, "todo.md", [grep]) == expected


def test_the_loop_greps_the_open_items_after_a_grep_of_the_ticked_ones(workspace: Path) -> None:
    """fresh45 read-96's own call, `grep -F '[x]' todo.md`, then the finished item named as the
    third open one: the loop greps the open items and the answer after it is kept."""
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply, ToolCall
    from support import ScriptedApprover

    request_ = "todo.md에서 아직 안 끝낸 일만 놓고 보면 위에서 두 번째 건 뭐야?"
    agent, backend, _ = make_agent(
        workspace,
        [LLMReply(text="", tool_calls=[ToolCall(id="1", name="bash",
                                                arguments={"command": "grep -F '[x]' todo.md"})]),
         LLMReply(text="위에서 두 번째 건 update README예요."),
         LLMReply(text="아직 안 끝낸 일 중 위에서 두 번째 건 order flour예요.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, request_)
    assert [o.call.name for o in result.outcomes] == ["bash", "bash"]
    assert result.outcomes[-1].call.arguments == {"command": items_command(request_, None)}
    shown = result.outcomes[-1].result.content
    assert "open item 2 from the top: - [ ] order flour" in shown and "README" not in shown
    assert result.answer == "아직 안 끝낸 일 중 위에서 두 번째 건 order flour예요."
    assert len(backend.calls) == 3


THREE_OPEN = TODO.replace("order flour", "write tests\n- [ ] order flour")


@pytest.mark.parametrize(
    ("request_", "picked"),
    [
        ("todo.md에서 아직 안 끝낸 일만 놓고 보면 위에서 세 번째 건 뭐야?",
         "open item 3 from the top: - [ ] order flour"),  # fresh45 read-96's words
        ("What's the second thing still left on todo.md?",
         "open item 2 from the top: - [ ] write tests"),
        ("todo.md에서 남은 일 중 아래에서 세 번째 건 뭐야?",
         "open item 3 from the bottom: - [ ] fix the login bug"),
        ("What's the first thing I finished in todo.md?",
         "finished item 1 from the top: - [x] update README"),
        ("What's the fifth open item in todo.md?", "only 3 open items: no item 5"),
    ],
)  # fmt: skip
def test_an_item_by_its_place_among_those_asked_on_a_real_list(
    workspace: Path, request_: str, picked: str
) -> None:
    (workspace / "todo.md").write_text(THREE_OPEN)
    command = items_command(request_, None)
    assert command is not None
    shown = _run(command, workspace)
    assert shown[-1] == picked
    assert shown[0].startswith("1. - [")


def test_an_answer_naming_another_item_than_the_one_picked_is_sent_back(workspace: Path) -> None:
    request_ = "todo.md에서 아직 안 끝낸 일만 놓고 보면 위에서 세 번째 건 뭐야?"
    (workspace / "todo.md").write_text(THREE_OPEN)
    command = items_command(request_, None) or ""
    pick = outcome("bash", "\n".join(_run(command, workspace)), command=command)
    wrong = "위에서 세 번째 건 fix the login bug입니다."  # fresh45 read-96, after the grep
    picked = ["open item 3 from the top: - [ ] order flour"]
    assert picked_unsaid(request_, wrong, [pick]) == (picked, pick)
    assert picked_unsaid(request_, "세 번째 건 Order  flour예요.", [pick]) is None
    assert picked_unsaid("What's still left in todo.md?", wrong, [pick]) is None
    # a grep of the open items shows no place: the pick is still to be made
    grep = outcome("bash", "- [ ] fix the login bug", command=OPEN)
    assert unseen(request_, "todo.md", [grep]) == command
    assert unseen(request_, "todo.md", [grep, pick]) is None
    need = grounding.classify(request_, workspace)
    assert need is not None
    verdict = grounding.check(need, request_, wrong, [pick], TOOLS, "ko")
    assert verdict is not None and "order flour" in verdict.correction
    assert verdict.fallback == "아직 안 끝낸 일 중 위에서 3번째는 'order flour'입니다."
    english = picked_fallback("finished item 1 from the bottom: * [X] pay rent", False)
    assert english == "Item 1 from the bottom among the finished ones is: pay rent."
