"""The Markdown files past a number of headings, counted per file (fresh42 files-89 was shown
every heading and named todo.md, with one, leaving out README.md, with three): the look-up run by
bash in a real folder, the answers checked, and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import heading_counts
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover, shell_lines

ASKED = "Which of our Markdown files has more than one heading in it? Look in the subfolders too."
FILES = {
    "README.md": "# Bakery\n\n## Layout\ntext\n## Contact\n",  # 3
    "todo.md": "# TODO\n- [ ] bake\n",  # 1
    "docs/setup.md": "# Setup\n```sh\n# not a heading: a comment in code\n```\n",  # 1
    "docs/usage.md": "# Usage\n## Flags\n",  # 2
    "empty.md": "",  # 0
    "notes.txt": "# not markdown\n# at all\n",
    ".git/x.md": "# git's\n# own\n",
}
PAST_ONE = [
    "README.md: 3 headings",
    "docs/usage.md: 2 headings",
    "(the others, not more than 1 heading: docs/setup.md (1), empty.md (0), todo.md (1))",
    "(2 of 5 Markdown files have more than 1 heading)",
]


def _project(folder: Path, files: dict[str, str] = FILES) -> None:
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (ASKED, PAST_ONE),
        ("마크다운 파일 중에 제목이 두 개 이상인 건 뭐야? 하위 폴더도 봐 줘.",
         [*PAST_ONE[:2],
          "(the others, not at least 2 headings: docs/setup.md (1), empty.md (0), todo.md (1))",
          "(2 of 5 Markdown files have at least 2 headings)"]),
        ("Which docs have multiple headings?", PAST_ONE),
        ("Which Markdown files have more than two headings?",
         ["README.md: 3 headings",
          "(the others, not more than 2 headings: docs/setup.md (1), docs/usage.md (2), "
          "empty.md (0), todo.md (1))",
          "(1 of 5 Markdown files have more than 2 headings)"]),
        ("docs 폴더에서 헤딩이 여러 개 있는 문서는?",
         ["docs/usage.md: 2 headings", "(the others, not more than 1 heading: docs/setup.md (1))",
          "(1 of 2 Markdown files have more than 1 heading)"]),
        ("Which of the .md files has only one heading?",
         ["docs/setup.md: 1 heading", "todo.md: 1 heading",
          "(the others, not exactly 1 heading: README.md (3), docs/usage.md (2), empty.md (0))",
          "(2 of 5 Markdown files have exactly 1 heading)"]),
    ],
)  # fmt: skip
def test_each_files_headings_are_counted(tmp_path: Path, request_: str, printed: list[str]) -> None:
    _project(tmp_path)
    command = heading_counts.command(request_)
    assert command is not None and '"' not in command
    assert shell_lines(command, tmp_path) == printed


@pytest.mark.parametrize(
    "request_",
    [
        "How many headings are there across all our Markdown files?",  # a count: the table's
        "Add a heading to README.md",  # a change
        "What's the first heading in README.md?",
        "Which file has more than 100 lines?",  # lines, not headings
        "README.md의 제목을 바꿔 줘",
    ],
)
def test_near_misses_are_not_a_count_per_file(request_: str) -> None:
    assert heading_counts.command(request_) is None


def _bash(lines: list[str]) -> CallOutcome:
    command = heading_counts.command(ASKED)
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult("\n".join(lines) + "\n[exit code: 0]"),
        decision=None,
    )


@pytest.mark.parametrize(
    ("answer", "sent_back"),
    [
        ("The Markdown file with more than one heading is todo.md.", True),  # files-89's
        ("README.md has more than one heading.", True),  # usage.md left out
        ("README.md and docs/usage.md, with 3 and 2 headings.", False),
        ("README.md, usage.md and todo.md.", True),  # todo.md said as one of them
        ("README.md and usage.md; todo.md has only one.", False),
        ("README.md and usage.md have more. todo.md is a to-do list.", True),
    ],
)
def test_each_file_past_the_bound_is_said(answer: str, sent_back: bool) -> None:
    left_out = heading_counts.unsaid(ASKED, answer, [_bash(PAST_ONE)])
    assert (left_out is not None) == sent_back
    if left_out is not None:
        assert left_out[0] == PAST_ONE


def _agent(folder: Path, steps: list[Any]) -> Any:
    settings = load_settings(agent={"language": "en"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_counts_the_headings_after_a_listing_of_them(tmp_path: Path) -> None:
    """files-89 was shown every heading and named todo.md: the loop runs the count per file, and
    an answer without README.md is sent back, the count's lines the fallback."""
    _project(tmp_path)
    every = "find . -name '*.md' -not -path './.git/*' -exec grep -HE '^#{1,6} ' {} +"
    listed = ToolCall(id="c0", name="bash", arguments={"command": every})
    wrong = LLMReply(text="The Markdown file with more than one heading is todo.md.")
    right = LLMReply(text="README.md (3 headings) and docs/usage.md (2).")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[listed]), wrong, right])
    result = asyncio.run(agent.run_turn(ASKED))
    assert any(o.result.content.startswith(PAST_ONE[0]) for o in result.outcomes)
    assert result.answer == right.text
    agent = _agent(tmp_path, [LLMReply(tool_calls=[listed]), wrong, wrong, wrong])
    result = asyncio.run(agent.run_turn(ASKED))
    assert "README.md" in result.answer and "usage.md" in result.answer
