"""Every file's lines added up, every folder down, of the one kind asked (grounding's
FILES_TOTAL_LINES), on real files: the command's total, the requests it answers and the ones it
must not, and the loop where the model added up docs/ alone and said 12 (fresh39 count-83)."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding
from jarvis_voice.agent.request_words import argument_text
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from support import scripted_agent

EN = (
    "How many lines of documentation do we have? Add up the lines of every Markdown file, the "
    "docs folder included."
)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    files = {
        "README.md": "# Shop\n\nline\nline\n",  # 4
        "CHANGES.md": "- one\n- two\n",  # 2
        "guide/intro.md": "# Intro\ntext\ntext\n",  # 3
        "guide/deep/api.md": "# API\n",  # 1
        "notes.txt": "a\nb\nc\nd\ne\n",  # 5, not Markdown
        "src/main.py": "print(1)\nprint(2)\n",  # 2
        ".git/HEAD": "ref: refs/heads/main\n",  # never counted
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def _total(request: str, where: Path) -> str:
    entry = grounding._file_question(request)
    assert entry is not None, request
    done = subprocess.run(entry[1], shell=True, cwd=where, capture_output=True, text=True)
    return done.stdout.splitlines()[-1]


@pytest.mark.parametrize(
    ("request_", "total"),
    [
        (EN, "10 total"),
        ("How many lines are there in all the Markdown files combined?", "10 total"),
        ("마크다운 파일 줄 수 전부 합치면 몇 줄이야?", "10 total"),
        ("파이썬 파일들 줄 수를 다 더하면?", "2 total"),
        ("How many lines do all our files have in total?", "17 total"),
    ],
)  # fmt: skip
def test_the_lines_of_every_file_of_the_kind_are_added_up(
    project: Path, request_: str, total: str
) -> None:
    assert _total(request_, project) == total


@pytest.mark.parametrize(
    "request_",
    [
        "How many blank lines are there in total across the files?",  # blank lines: others'
        "How many lines in total are in notes.txt?",  # a named file
        "How many lines does each file have in total?",  # each file's
        "Which file has the most lines?",  # the extreme: FILES_BY_LINES
        "How many ERROR lines are there in total?",  # a log's
        "How many lines of code in total in the Python files?",  # code lines
        "How many Markdown files are there?",  # no lines
    ],
)
def test_other_requests_are_not_a_total_of_lines(request_: str) -> None:
    entry = grounding._file_question(request_)
    assert entry is None or "files added up" not in entry[1]


def test_the_loop_adds_up_every_folder_after_one_folder_alone(project: Path) -> None:
    alone = "find guide -type f -name '*.md' -exec wc -l {} + | awk '{s+=$1} END {print s}'"
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[ToolCall(id="c1", name="bash", arguments={"command": alone})]),
            LLMReply(text="There are 8 lines of documentation in the guide folder."),
            LLMReply(text="There are 10 lines of documentation in the project."),
        ]
    )
    agent = scripted_agent(project, backend, load_settings())
    result = asyncio.run(agent.run_turn(EN))
    made = result.outcomes[-1]
    assert argument_text(made).startswith("find . -type f -name '*.md'")
    assert made.result.content.splitlines()[-2] == "10 total"
    assert result.answer == "There are 10 lines of documentation in the project."
