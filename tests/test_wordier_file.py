"""Which of a folder's files (or of the files named) has more words, from a count (fresh42
files-90 named both of docs' files without comparing): the look-up run by bash in a real folder,
the answers checked, and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import wordier_file
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover, shell_lines

ASKED = "docs 폴더에 있는 문서 두 개 중에 단어가 더 많이 들어 있는 건 어느 거야?"
FILES = {
    "README.md": "# Bakery\n" + "word " * 40,  # the project's wordiest: not in docs
    "docs/setup.md": "# Setup\nInstall it and run the app now\n",  # 9 words, more bytes
    "docs/usage.md": "# Usage\na b c d e f g h\n",  # 10 words
    "src/app.py": "print(1)\n",
}
MOST = ["docs/usage.md: the most words, 10", "(fewer: docs/setup.md (9); 2 files compared)"]


def _project(folder: Path, files: dict[str, str] = FILES) -> None:
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (ASKED, MOST),
        ("Which file in the docs folder has more words?", MOST),
        ("Of the two documents in the docs folder, which one has the most words?", MOST),
        ("docs 폴더에서 단어 수가 제일 적은 파일은 뭐야?",
         ["docs/setup.md: the fewest words, 9", "(more: docs/usage.md (10); 2 files compared)"]),
        ("docs/setup.md랑 README.md 중에 단어가 더 많은 건?",
         ["README.md: the most words, 42", "(fewer: docs/setup.md (9); 2 files compared)"]),
    ],
)  # fmt: skip
def test_the_files_are_counted_by_their_words(
    tmp_path: Path, request_: str, printed: list[str]
) -> None:
    _project(tmp_path)
    command = wordier_file.command(request_)
    assert command is not None and '"' not in command
    assert shell_lines(command, tmp_path) == printed


def test_ties_are_kept(tmp_path: Path) -> None:
    _project(tmp_path, {"docs/a.md": "x y", "docs/b.md": "y z", "docs/c.md": "z"})
    command = wordier_file.command(ASKED)
    assert command is not None
    assert shell_lines(command, tmp_path) == [
        "docs/a.md: the most words, 2",
        "docs/b.md: the most words, 2",
        "(fewer: docs/c.md (1); 3 files compared)",
    ]


@pytest.mark.parametrize(
    "request_",
    [
        "Which file has the most words?",  # the whole project: the table's
        "어떤 단어가 제일 많이 나와?",  # the most common word, no file
        "notes.txt에서 제일 자주 나오는 단어가 뭐야?",
        "How many words are in docs/setup.md?",  # a count
        "Add more words to docs/usage.md",  # a change
        "src 폴더랑 docs 폴더에서 각각 용량이 제일 큰 파일이 뭐야?",  # bytes
    ],
)
def test_near_misses_are_not_a_word_comparison(request_: str) -> None:
    assert wordier_file.command(request_) is None


def _bash(lines: list[str]) -> CallOutcome:
    command = wordier_file.command(ASKED)
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult("\n".join(lines) + "\n[exit code: 0]"),
        decision=None,
    )


@pytest.mark.parametrize(
    ("answer", "sent_back"),
    [
        ("docs 폴더에 있는 setup.md와 usage.md 두 개의 문서가 있습니다.", True),  # files-90's
        ("setup.md가 더 길어요.", True),
        ("usage.md예요.", False),
        ("usage.md가 10단어로 setup.md(9단어)보다 많아요.", False),
        ("usage.md has more words than setup.md.", False),
        # files-90's second answer: setup.md said in a sentence of its own, nothing compared
        (
            "docs/usage.md 문서에 더 많이 들어 있는 단어는 10개입니다. "
            "docs/setup.md 문서는 8개 단어로 이루어져 있으며, 두 문서는 2개의 파일로 비교됩니다.",
            True,
        ),
    ],
)
def test_the_wordiest_is_said_and_the_other_only_as_fewer(answer: str, sent_back: bool) -> None:
    left_out = wordier_file.unsaid(ASKED, answer, [_bash(MOST)])
    assert (left_out is not None) == sent_back
    if left_out is not None:
        assert left_out[0] == MOST


def _agent(folder: Path, steps: list[Any]) -> Any:
    settings = load_settings(agent={"language": "ko"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_counts_the_words_after_a_listing(tmp_path: Path) -> None:
    """files-90 listed docs and named both files: the loop runs the word count, and an answer
    naming both with no comparison is sent back, the count's lines the fallback."""
    _project(tmp_path)
    listing = ToolCall(id="c0", name="list_dir", arguments={"path": "docs"})
    both = LLMReply(text="docs 폴더에 있는 setup.md와 usage.md 두 개의 문서가 있습니다.")
    right = LLMReply(text="usage.md가 단어가 더 많아요.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[listing]), both, right])
    result = asyncio.run(agent.run_turn(ASKED))
    assert any(o.result.content.startswith(MOST[0]) for o in result.outcomes)
    assert result.answer == right.text
    agent = _agent(tmp_path, [LLMReply(tool_calls=[listing]), both, both, both])
    result = asyncio.run(agent.run_turn(ASKED))
    assert "usage.md" in result.answer
