"""A new section appended to a named file, its heading and its text under it (agent/
section_add.py), on real files: a write of the text alone refused with the append that makes
it, the right write let be, and the loop that makes it when the model will not (fresh34
write-74)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import placement
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.agent.placement import call_in_refusal
from jarvis_voice.agent.section_add import right_call, section_asked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover

README = ["# Inventory app", "", "Reads sales.csv and prints a report."]
LICENSE = "README.md 맨 끝에 '## License' 섹션을 하나 만들고, 그 밑에 MIT라고 적어 줘."  # write-74


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "README.md").write_text("\n".join(README) + "\n", encoding="utf-8")
    return tmp_path


def _text_lines(workspace: Path) -> list[str]:
    text = (workspace / "README.md").read_text(encoding="utf-8")
    return [x for x in text.splitlines() if x.strip()]


@pytest.mark.parametrize(
    ("request_", "section"),
    [
        (LICENSE, ("## License", "MIT")),
        ("add a '## Credits' section at the end of README.md with 'Thanks to Kim' under it",
         ("## Credits", "Thanks to Kim")),
        ("Add a 'Contact' section at the bottom of README.md and write kim@example.com under it",
         ("Contact", "kim@example.com")),
        ("README.md 제일 끝에 '## 문의' 섹션 추가하고 그 아래에 kim@example.com이라고 써 줘",
         ("## 문의", "kim@example.com")),
    ],
)  # fmt: skip
def test_the_section_is_appended_with_its_heading(
    workspace: Path, request_: str, section: tuple[str, str]
) -> None:
    assert section_asked(request_) == section
    call = right_call(request_, workspace)
    assert call is not None and call[0] == "write_file" and call[1]["mode"] == "append"
    heading = section[0] if section[0].startswith("#") else f"## {section[0]}"
    text = (workspace / "README.md").read_text(encoding="utf-8") + call[1]["content"]
    assert text.splitlines() == [*README, "", heading, section[1]]


@pytest.mark.parametrize(
    "request_",
    [
        "Put '## License' at the end of README.md",  # one line: placement's
        "README.md 맨 끝에 있는 '## License' 섹션 지워 줘",
        "Add a '## License' section to README.md with MIT under it",  # no end said
        "Is there a '## License' section at the end of README.md?",
    ],
)
def test_other_requests_are_no_section_added(workspace: Path, request_: str) -> None:
    assert right_call(request_, workspace) is None


def test_one_quoted_line_is_still_placement(workspace: Path) -> None:
    assert placement.placement("Put '## License' at the end of README.md") == (
        "## License", "end", None)  # fmt: skip
    assert placement.placement(LICENSE) is None  # a heading with text under it: a section


def test_the_text_alone_is_refused_and_the_whole_section_let_be(workspace: Path) -> None:
    """write-74 appended 'MIT' alone; the heading with it is the section asked."""
    alone = {"path": "README.md", "content": "MIT", "mode": "append"}
    refusal = unasked(LICENSE, "write_file", alone, workspace)
    assert refusal is not None and call_in_refusal(refusal) == right_call(LICENSE, workspace)
    assert "\n" not in refusal  # one line
    both = {"path": "README.md", "content": "## License\nMIT", "mode": "append"}
    assert unasked(LICENSE, "write_file", both, workspace) is None
    spaced = {"path": "README.md", "content": "\n\n## License\n\nMIT\n", "mode": "append"}
    assert unasked(LICENSE, "write_file", spaced, workspace) is None


def test_the_loop_appends_the_section_when_the_model_will_not(workspace: Path) -> None:
    appended = {"path": "README.md", "content": "MIT", "mode": "append"}
    alone = ToolCall(id="1", name="write_file", arguments=appended)
    agent, _, _ = make_agent(
        workspace,
        [LLMReply(tool_calls=[alone]), LLMReply(text="write_file 결과입니다: appended 3 bytes"),
         LLMReply(text="추가했어요.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    run(agent, LICENSE)
    assert _text_lines(workspace) == [x for x in README if x] + ["## License", "MIT"]
