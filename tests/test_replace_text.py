"""A text changed to another where no file is named (agent/replace_text.py): what is asked, the
grep that finds the file, the real edit — on a real workspace, and through the loop."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent.replace_text import GREP_COMMAND, change_asked, change_call
from jarvis_voice.tools.builtin.files import EditFileTool
from tests.test_beside_file import _call
from tests.test_grounding import outcome


@pytest.mark.parametrize(
    ("request_", "asked"),
    [
        # fresh18 write-42 listed the folder and answered
        ("설치 문서에 파이썬 3.11 설치하라고 돼 있는 거 3.12로 고쳐 줘.", ("3.11", "3.12")),
        ("회의 3시를 4시로 바꿔 줘", ("3시", "4시")),
        ("'사과'를 '배'로 바꿔 줘", ("사과", "배")),
        ("change Mina to Minah in my notes", ("Mina", "Minah")),
        ('Replace "3pm" with "4pm"', ("3pm", "4pm")),
        ("change 3.11 to 3.12.", ("3.11", "3.12")),
        # not one value for another of its kind, or a file named (the model edits that one)
        ("change the price to 2700", None), ("update python to 3.12", None),
        ("change mina to minah", None), ("가격을 2700원으로 올려 줘", None),
        ("notes.txt에서 3.11을 3.12로 바꿔", None), ("Fix the login bug", None),
    ],
)  # fmt: skip
def test_what_is_asked_to_change(request_: str, asked: tuple[str, str] | None) -> None:
    assert change_asked(request_) == asked


def _bash(command: str, workdir: Path) -> object:
    run = subprocess.run(command, shell=True, cwd=workdir, capture_output=True, text=True)
    return outcome("bash", run.stdout, error=run.returncode > 1, command=command)


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "setup.md").write_text("# Setup\n\nInstall Python 3.11, then run it.\n")
    (tmp_path / "notes.txt").write_text("Meeting with Mina\n")
    return tmp_path


def test_found_then_changed_on_a_real_workspace(workspace: Path) -> None:
    request_ = "설치 문서에 파이썬 3.11 설치하라고 돼 있는 거 3.12로 고쳐 줘."
    grep = GREP_COMMAND.format(old="3.11")
    assert change_call(request_, []) == ("bash", {"command": grep})
    found = _bash(grep, workspace)
    call = change_call(request_, [found])  # type: ignore[list-item]
    assert call == ("edit_file", {"path": "docs/setup.md", "old_string": "3.11",
                                  "new_string": "3.12", "replace_all": True})  # fmt: skip
    edited = _call(EditFileTool(), workspace, **call[1])
    assert not edited.result.is_error, edited.result.content
    assert (workspace / "docs" / "setup.md").read_text().splitlines() == [
        "# Setup", "", "Install Python 3.12, then run it."]  # fmt: skip
    assert change_call(request_, [found, edited]) is None  # type: ignore[list-item]


def test_nowhere_or_in_two_files_the_answer_says_so(workspace: Path) -> None:
    (workspace / "README.md").write_text("Needs Python 3.11.\n")
    request_ = "change 3.11 to 3.12"
    two = _bash(GREP_COMMAND.format(old="3.11"), workspace)
    assert change_call(request_, [two]) is None  # type: ignore[list-item]
    none = _bash(GREP_COMMAND.format(old="3.9"), workspace)
    assert change_call("change 3.9 to 3.10", [none]) is None  # type: ignore[list-item]


def test_the_loop_finds_the_file_and_changes_it(workspace: Path) -> None:
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply, ToolCall
    from support import ScriptedApprover

    listing = ToolCall(id="1", name="list_dir", arguments={"path": "."})
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(text="", tool_calls=[listing]), LLMReply(text="docs 폴더에 있어요."),
         LLMReply(text="docs/setup.md예요."), LLMReply(text="3.12로 고쳤어요.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, "설치 문서에 파이썬 3.11 설치하라고 돼 있는 거 3.12로 고쳐 줘.")
    assert [o.call.name for o in result.outcomes] == ["list_dir", "bash", "edit_file"]
    assert "Python 3.12" in (workspace / "docs" / "setup.md").read_text()
    assert result.answer == "3.12로 고쳤어요."


SWAP = "Questions should go to Daniel Kim from now on, not Mina Park. Please update the README."


@pytest.mark.parametrize(
    ("request_", "asked"),
    [
        (SWAP, ("Mina Park", "Daniel Kim")),  # fresh45 write-95
        ("Update the README so it says Daniel Kim instead of Mina Park.",
         ("Mina Park", "Daniel Kim")),
        ("앞으로 문의는 박미나 말고 김다니엘한테 하라고 README 고쳐 줘", ("박미나", "김다니엘")),
        ("Change the README to use Python, not Ruby.", ("Ruby", "Python")),
        # no change of a file asked, or no names
        ("Use Python instead of Bash to count the lines.", None),
        ("Is it Daniel Kim, not Mina Park, who takes questions?", None),
    ],
)  # fmt: skip
def test_one_name_in_anothers_place_is_read(request_: str, asked: tuple[str, str] | None) -> None:
    assert change_asked(request_) == asked


def test_the_named_file_is_changed_not_another_that_says_it(workspace: Path) -> None:
    (workspace / "README.md").write_text("## Contact\n\nQuestions go to Mina Park.\n")
    (workspace / "notes.txt").write_text("call Mina Park about flour\n")
    grep = GREP_COMMAND.format(old="'Mina Park'")
    assert change_call(SWAP, []) == ("bash", {"command": grep})
    found = _bash(grep, workspace)
    call = change_call(SWAP, [found])  # type: ignore[list-item]
    assert call == ("edit_file", {"path": "README.md", "old_string": "Mina Park",
                                  "new_string": "Daniel Kim", "replace_all": True})  # fmt: skip
    (workspace / "README.md").write_text("Questions go to Daniel Kim.\n")
    elsewhere = _bash(grep, workspace)  # only notes.txt says it now: not the file named
    assert change_call(SWAP, [elsewhere]) is None  # type: ignore[list-item]


def test_the_loop_changes_the_name_after_a_write_over_the_file_was_refused(
    workspace: Path,
) -> None:
    """write-95's turn: README.md written over with one line (refused: it drops the rest),
    then nothing — the loop finds the name and changes it in README.md alone."""
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply, ToolCall
    from support import ScriptedApprover

    readme = "# Sunrise Bakery\n\nInventory tools.\n\n## Contact\n\nQuestions go to Mina Park.\n"
    (workspace / "README.md").write_text(readme)
    (workspace / "notes.txt").write_text("call Mina Park about flour\n")
    one_line = "Questions should go to Daniel Kim from now on.\n"
    over = ToolCall(id="1", name="write_file", arguments={"path": "README.md", "content": one_line})
    agent, _, _ = make_agent(
        workspace, [LLMReply(tool_calls=[over])] + [LLMReply(text="I updated the README.")] * 4,
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, SWAP)
    assert (workspace / "README.md").read_text() == readme.replace("Mina Park", "Daniel Kim")
    assert (workspace / "notes.txt").read_text() == "call Mina Park about flour\n"
    assert result.answer == "I updated the README."


def test_an_empty_answer_after_the_loops_edit_is_said_as_a_sentence(workspace: Path) -> None:
    """write-95's second run: the model answered with no call, the loop changed the name, and
    the model then said nothing — the answer says the line, not the tool's result."""
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply
    from support import ScriptedApprover

    (workspace / "README.md").write_text("## Contact\n\nQuestions go to Mina Park.\n")
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(text="The README.md file contains the text.")] + [LLMReply(text="")] * 4,
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )
    result = run(agent, SWAP)
    assert (workspace / "README.md").read_text().endswith("Questions go to Daniel Kim.\n")
    assert result.answer == "Done: line 3 of README.md now reads: Questions go to Daniel Kim."
