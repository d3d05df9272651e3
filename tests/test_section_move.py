"""A Markdown section moved before or after another by the loop (agent/section_move.py): found
from a real read, changed by the real edit_file, and through the loop with a model that only
talks about it."""

from __future__ import annotations

from pathlib import Path

import pytest

from jarvis_voice.agent.section_move import Move, move_asked, moved_section_call
from jarvis_voice.tools.builtin.files import EditFileTool, ReadFileTool
from tests.test_beside_file import _call

README = (
    "# Sunrise Bakery\n\nThe shop's tools.\n\n## Layout\n\n- src/: the app\n- docs/: notes\n\n"
    "### Logs\n\nlogs/ is not in git.\n\n## Usage\n\nRun report.py.\n\n## Contact\n\n"
    "Questions go to Mina Park.\n"
)


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "README.md").write_text(README)
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "asked"),
    [("In the README, move the Contact section up so it comes before the Layout section.",
      Move("README.md", "Contact", "Layout", True)),
     ("README.md에서 Contact 섹션을 Layout 섹션 앞으로 옮겨 줘",
      Move("README.md", "Contact", "Layout", True)),
     ("리드미에서 Usage 부분을 Contact 뒤로 옮겨 줄래?",
      Move("README.md", "Usage", "Contact", False)),
     ("Put the Usage section after Contact in docs/notes.md",
      Move("docs/notes.md", "Usage", "Contact", False)),
     # no section moved, or not in a Markdown file
     ("move the logs to the archive folder", None),
     ("What comes before the Layout section in README.md?", None),
     ("move the Total section before Date in report.py", None)],
)  # fmt: skip
def test_what_move_is_asked(request_: str, asked: Move | None) -> None:
    assert move_asked(request_) == asked


def sections(path: Path) -> list[str]:
    return [line for line in path.read_text().splitlines() if line.startswith("#")]


def test_the_section_is_read_then_moved_by_a_real_edit(workspace: Path) -> None:
    """fresh24 write-53: the model edited the word "Layout" and moved nothing. The section
    moves with its text and its subsections; the ones between stay in order."""
    request_ = "In the README, move the Contact section up so it comes before the Layout section."
    assert moved_section_call(request_, []) == ("read_file", {"path": "README.md"})
    read = _call(ReadFileTool(), workspace, path="README.md")
    call = moved_section_call(request_, [read])
    assert call is not None and call[0] == "edit_file"
    edited = _call(EditFileTool(), workspace, **call[1])
    assert not edited.result.is_error, edited.result.content
    text = (workspace / "README.md").read_text()
    assert sections(workspace / "README.md") == [
        "# Sunrise Bakery", "## Contact", "## Layout", "### Logs", "## Usage"]  # fmt: skip
    assert "## Contact\n\nQuestions go to Mina Park.\n\n## Layout\n\n- src/: the app" in text
    assert text.endswith("## Usage\n\nRun report.py.\n")
    again = _call(ReadFileTool(), workspace, path="README.md")
    assert moved_section_call(request_, [read, edited, again]) is None  # already there


def test_a_section_moved_down_after_another(workspace: Path) -> None:
    read = _call(ReadFileTool(), workspace, path="README.md")
    call = moved_section_call("README.md에서 Layout 섹션을 Usage 섹션 뒤로 옮겨 줘", [read])
    assert call is not None
    _call(EditFileTool(), workspace, **call[1])
    assert sections(workspace / "README.md") == [
        "# Sunrise Bakery", "## Usage", "## Layout", "### Logs", "## Contact"]  # fmt: skip


def test_no_move_when_a_section_is_missing_or_of_another_level(workspace: Path) -> None:
    read = _call(ReadFileTool(), workspace, path="README.md")
    assert moved_section_call("move the Menu section before Layout in README.md", [read]) is None
    assert moved_section_call("move the Logs section before Usage in README.md", [read]) is None
    assert moved_section_call("move the Usage section after Layout in README.md", [read]) is None


@pytest.mark.parametrize(
    "request_",
    ["README.md에서 Contact 섹션을 Layout 섹션 앞으로 옮겨 줘",
     "In the README, move the Contact section up so it comes before the Layout section."],
)  # fmt: skip
def test_the_loop_moves_the_section_the_model_only_talked_about(
    workspace: Path, request_: str
) -> None:
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from jarvis_voice.llm.base import LLMReply
    from support import ScriptedApprover

    agent, _, _ = make_agent(
        workspace,
        [LLMReply(text="Contact는 Layout 앞에 두면 돼요."),
         LLMReply(text="Contact 섹션을 앞으로 옮기면 됩니다."),
         LLMReply(text="Contact 섹션을 Layout 섹션 앞으로 옮겼어요.")],
        approver=ScriptedApprover(Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, request_)
    assert [o.call.name for o in result.outcomes] == ["read_file", "edit_file"]
    assert sections(workspace / "README.md")[1:3] == ["## Contact", "## Layout"]
    assert result.answer == "Contact 섹션을 Layout 섹션 앞으로 옮겼어요."
