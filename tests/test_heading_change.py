"""A Markdown file's heading changed to quoted text (agent/heading_change.py), on real files:
the prepend `placement` once asked for refused, the right edit let be, and the loop that makes
it when the model will not (fresh38 write-82)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import placement
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.agent.heading_change import heading_asked, right_call
from jarvis_voice.agent.placement import call_in_refusal
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

USAGE = ["# Usage", "", "Add a row to sales.csv for every sale.", "", "## Notes", "", "Daily."]
KO = "docs/usage.md 맨 위 제목을 '# 사용법'으로 바꿔 줘."  # write-82


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "usage.md").write_text("\n".join(USAGE) + "\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("# not a heading file\n", encoding="utf-8")
    return tmp_path


def _lines(workspace: Path) -> list[str]:
    return (workspace / "docs" / "usage.md").read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize(
    ("request_", "old", "new"),
    [
        (KO, "# Usage", "# 사용법"),
        ("Change the title of docs/usage.md to 'How to use'", "# Usage", "# How to use"),
        ("docs/usage.md 제목을 \"사용 안내\"로 변경해 줘", "# Usage", "# 사용 안내"),
        ("In docs/usage.md, rename the second heading to '## Remarks'", "## Notes", "## Remarks"),
        ("docs/usage.md의 두 번째 제목을 '메모'로 고쳐 줘", "## Notes", "## 메모"),
        ("Replace the top heading in docs/usage.md with '# Guide'", "# Usage", "# Guide"),
    ],
)  # fmt: skip
def test_the_heading_is_one_line_edited(workspace: Path, request_: str, old: str, new: str) -> None:
    assert right_call(request_, workspace) == (
        "edit_file", {"path": "docs/usage.md", "old_string": old, "new_string": new})  # fmt: skip
    assert placement.placement(request_) is None  # no line put at the top


@pytest.mark.parametrize(
    "request_",
    [
        "Put '# Usage guide' at the top of docs/usage.md",  # a line placed: placement's
        "docs/usage.md 맨 위에 '# 사용법' 추가해 줘",
        "Add a '## FAQ' heading to docs/usage.md",
        "What is the title of docs/usage.md?",
        "Change the title of notes.txt to 'Notes'",  # no Markdown heading
        "Change the heading of docs/usage.md to '# Usage'",  # already so
        "In docs/usage.md, change the fifth heading to '## X'",  # there is none
    ],
)
def test_other_requests_are_no_heading_change(workspace: Path, request_: str) -> None:
    assert right_call(request_, workspace) is None


def test_a_top_placement_is_still_placement() -> None:
    assert placement.placement("docs/usage.md 맨 위에 '# 사용법' 추가해 줘") == (
        "# 사용법", "top", None)  # fmt: skip
    assert heading_asked("docs/usage.md 맨 위에 '# 사용법' 추가해 줘") is None


def test_the_models_writes_are_refused_and_the_right_edit_let_be(workspace: Path) -> None:
    """write-82's model sent an edit of the new text into itself, then (told so by placement)
    prepended it twice; both are refused in one line naming the edit."""
    right = right_call(KO, workspace)
    for tool, arguments in [
        (
            "edit_file",
            {"path": "docs/usage.md", "old_string": "# 사용법", "new_string": "# 사용법"},
        ),
        ("write_file", {"path": "docs/usage.md", "content": "# 사용법\n", "mode": "prepend"}),
        ("write_file", {"path": "docs/usage.md", "content": "# 사용법\n"}),  # the rest lost
    ]:
        refusal = unasked(KO, tool, arguments, workspace)
        assert refusal is not None and "\n" not in refusal
        assert call_in_refusal(refusal) == right
    assert right is not None
    assert unasked(KO, "edit_file", right[1], workspace) is None
    whole = {"path": "docs/usage.md", "content": "\n".join(["# 사용법", *USAGE[1:]]) + "\n"}
    assert unasked(KO, "write_file", whole, workspace) is None


def test_the_loop_makes_the_edit_when_the_model_will_not(workspace: Path) -> None:
    prepend = {"path": "docs/usage.md", "content": "# 사용법\n", "mode": "prepend"}
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[ToolCall(id="1", name="write_file", arguments=prepend)]),
         LLMReply(text="제목을 '# 사용법'으로 바꾸었습니다."),
         LLMReply(text="제목을 '# 사용법'으로 바꾸었습니다.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    run(agent, KO)
    assert _lines(workspace) == ["# 사용법", *USAGE[1:]]
