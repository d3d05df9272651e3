"""Files compared by their lines or blank lines, every folder down: the one (ties kept) with the
most or fewest, a kind left out, the top folder left out (fresh33 files-71, files-72), run on
real files; and what a command the model ran must have done to show that answer."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import ToolResult

FILES = {
    "README.md": "# Shop\n\nIntro\n\n## Usage\n\nRun it\n\n## Layout\n\nsrc\n",  # 11 lines, 5 blank
    "todo.md": "- a\n- b\n\n- c\n",  # 4 lines, 1 blank
    "src/app.py": "import os\n\n\ndef main():\n    pass\nmain()\n",  # 6 lines, 2 blank
    "src/utils.py": "def f():\n    return 1\n",  # 2 lines
    "scripts/check.sh": "#!/bin/sh\necho ok\n\nexit 0\n",  # 4 lines, 1 blank
    "logs/app.log": "INFO a\n" * 40 + "\n" * 9,  # 49 lines, 9 blank: the log
    "node_modules/pkg/index.js": "\n" * 30,  # a skipped folder
}
MOST_BLANK = "Which file in this project has the most blank lines in it? Check the subfolders too."
LONGEST_NESTED = (
    "로그 파일은 빼고, 하위 폴더 안에 들어 있는 파일 중에서 줄 수가 제일 많은 게 뭐야? 몇 줄인지도 "
    "알려 줘."
)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for name, text in FILES.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    return tmp_path


def _ran(folder: Path, request: str) -> list[str]:
    entry = grounding._file_question(request)
    assert entry is not None
    done = subprocess.run(entry[1], shell=True, cwd=folder, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        (MOST_BLANK, ["9 blank lines: ./logs/app.log", "(the most blank lines of 6 files)"]),
        ("로그 파일은 빼고 빈 줄이 제일 많은 파일이 뭐야?",
         ["5 blank lines: ./README.md", "(the most blank lines of 5 files)",
          "(left out: *.log)"]),
        ("Which Python file has the most blank lines?",
         ["2 blank lines: ./src/app.py", "(the most blank lines of 2 files)"]),
        ("빈 줄이 제일 적은 파일은?",
         ["0 blank lines: ./src/utils.py", "(the fewest blank lines of 6 files)"]),
        ("Leaving out the log, which file in the subfolders has the most blank lines?",
         ["2 blank lines: ./src/app.py", "(the most blank lines of 3 files)",
          "(left out: *.log)"]),
    ],
)  # fmt: skip
def test_the_file_with_the_most_or_fewest_blank_lines(
    folder: Path, request_: str, said: list[str]
) -> None:
    assert _ran(folder, request_) == said


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        # fresh33 files-72: the log left out, the top folder's files too
        (LONGEST_NESTED,
         ["6 lines: ./src/app.py", "(the most lines of 3 files)", "(left out: *.log)"]),
        ("Not counting the log, which file inside the subfolders has the fewest lines?",
         ["2 lines: ./src/utils.py", "(the fewest lines of 3 files)", "(left out: *.log)"]),
        # the log counted when nothing leaves it out; the top folder's files too
        ("Which file has the most lines?", ["49 lines: ./logs/app.log",
                                            "(the most lines of 6 files)"]),
        ("하위 폴더 안에 있는 파일 중에 줄 수가 제일 적은 건?",
         ["2 lines: ./src/utils.py", "(the fewest lines of 4 files)"]),
    ],
)  # fmt: skip
def test_the_longest_file_a_kind_or_the_top_folder_left_out(
    folder: Path, request_: str, said: list[str]
) -> None:
    # (node_modules is no skipped folder for wc's find: none of these counts reaches it)
    (folder / "node_modules" / "pkg" / "index.js").unlink()
    assert _ran(folder, request_) == said


def _outcome(command: str) -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult("1500 ./logs/app.log\n[exit code: 0]"),
        decision=None,
    )


@pytest.mark.parametrize(
    ("request_", "command", "shows"),
    [
        # the model's count over every file, the log and the top folder's in it (files-72)
        (LONGEST_NESTED, "find . -type f -not -path './.git/*' -exec wc -l {} + | sort -n",
         False),
        (LONGEST_NESTED, "find . -mindepth 2 -type f -not -name '*.log' -exec wc -l {} +", True),
        (LONGEST_NESTED, "find */ -type f | grep -v '\\.log$' | xargs wc -l", True),
        # the one kind asked: a count over every kind shows no answer
        ("파이썬 파일 중에 줄 수가 제일 적은 게 뭐야?", "find . -type f -exec wc -l {} +", False),
        ("파이썬 파일 중에 줄 수가 제일 적은 게 뭐야?", "find . -name '*.py' | xargs wc -l", True),
        ("Which file has the most lines?", "find . -type f -exec wc -l {} +", True),
        # every file's blank lines, not every file's lines (files-71 listed the folder)
        (MOST_BLANK, "find . -type f -exec wc -l {} +", False),
        (MOST_BLANK, "find . -type f -exec grep -c '^$' {} +", True),
    ],
)  # fmt: skip
def test_what_a_command_must_have_done(request_: str, command: str, shows: bool) -> None:
    entry = grounding._file_question(request_)
    assert entry is not None
    assert bool(re.search(entry[2], command, re.IGNORECASE)) is shows
    unseen = grounding._file_question_unseen(request_, [_outcome(command)])
    assert (unseen is None) is shows


@pytest.mark.parametrize(
    "request_",
    [
        "README.md에서 빈 줄 빼면 몇 줄이야?",  # one file's lines with text
        "How many blank lines are there in notes.txt?",  # one file named
        "Remove the blank lines from every file",  # a change, not which file
    ],
)
def test_other_blank_line_requests_are_not_the_comparison(request_: str) -> None:
    entry = grounding._file_question(request_)
    assert entry is None or "grep -Hc" not in entry[1]
