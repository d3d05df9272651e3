"""One line of a named file taken out, named by its text unquoted (agent/line_removed.py), on
real files: the line found whole, near-misses left to the model, a wrong write refused, and the
loop that takes it out when the model only ran `git log` (fresh37 write-80)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.agent.line_removed import line_asked, right_call
from jarvis_voice.agent.placement import call_in_refusal
from jarvis_voice.agent.request_words import FILE_NAME
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

KO = "이제 로그도 git에 올릴 거라서, .gitignore에 있는 logs/ 줄 좀 빼 줘."  # write-80


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / ".gitignore").write_text("logs/\n*.tmp\n__pycache__/\n", encoding="utf-8")
    (tmp_path / "config.env").write_text("DEBUG=1\nPORT=8080\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("first\nbuy milk\nlogs/ cleanup\n", encoding="utf-8")
    return tmp_path


def test_dotfiles_are_file_names() -> None:
    assert [m.group(0) for m in FILE_NAME.finditer(KO)] == [".gitignore"]
    assert FILE_NAME.search("Add API_KEY to .env please").group(0) == ".env"  # type: ignore[union-attr]
    assert FILE_NAME.search("logs/ is ignored") is None


@pytest.mark.parametrize(
    ("request_", "name", "line"),
    [
        (KO, ".gitignore", "logs/"),
        ("Remove the *.tmp line from .gitignore", ".gitignore", "*.tmp"),
        (".gitignore에서 __pycache__/ 라인 삭제해 줘", ".gitignore", "__pycache__/"),
        ("delete the line DEBUG=1 from config.env", "config.env", "DEBUG=1"),
        ("config.env에 DEBUG=1 이라는 줄 지워 줘", "config.env", "DEBUG=1"),
    ],
)  # fmt: skip
def test_the_line_said_is_taken_out(workspace: Path, request_: str, name: str, line: str) -> None:
    assert line_asked(request_) == (name, line)
    call = right_call(request_, workspace)
    assert call == ("edit_file", {"path": name, "old_string": line, "new_string": ""})


@pytest.mark.parametrize(
    "request_",
    [
        "Remove the first line of notes.txt",  # a place: line_edit's, no line saying "first"
        "notes.txt에서 첫 줄 지워 줘",
        "notes.txt 빈 줄 다 지워 줘",
        "Remove the logs/ line from notes.txt",  # only a line holding it, not one just it
        "Delete the 'buy milk' line from notes.txt",  # quoted: placement's
        "Is there a logs/ line in .gitignore?",  # no removal
        "Remove the logs/ line from .gitignore and add a build/ line",  # more asked
        "Remove the node_modules line from .gitignore",  # no such line
    ],
)
def test_other_requests_take_no_line_out(workspace: Path, request_: str) -> None:
    assert right_call(request_, workspace) is None


def test_a_wrong_write_is_refused_and_the_right_edit_let_be(workspace: Path) -> None:
    right = right_call(KO, workspace)
    assert right is not None
    emptied = {"path": ".gitignore", "content": ""}  # the other lines lost
    refusal = unasked(KO, "write_file", emptied, workspace)
    assert refusal is not None and "\n" not in refusal and call_in_refusal(refusal) == right
    assert unasked(KO, "edit_file", right[1], workspace) is None
    rest = {"path": ".gitignore", "content": "*.tmp\n__pycache__/\n"}
    assert unasked(KO, "write_file", rest, workspace) is None


def test_the_loop_takes_the_line_out_after_a_git_log(workspace: Path) -> None:
    """write-80's model ran git log -1 and answered with it; the file is left untouched, so the
    loop makes the edit."""
    log = ToolCall(id="1", name="bash", arguments={"command": "git log -1"})
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[log]), LLMReply(text="bash 결과입니다: commit 0809673"),
         LLMReply(text="logs/ 줄을 뺐어요.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    run(agent, KO)
    text = (workspace / ".gitignore").read_text(encoding="utf-8")
    assert text.splitlines() == ["*.tmp", "__pycache__/"]
