"""Files compared by their longest line, or by their lines against a file the request names,
every folder down (fresh34 files-73, files-74), run on real files; what a command the model ran
must have done to show the answer, and the loop that runs the table's command after it."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import grounding
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.tools.base import ToolResult

FILES = {
    "README.md": "# Shop\n\nIntro line here\n\n## Usage\n\nRun it\n",  # 7 lines, 15 wide
    "notes.txt": "Buy flour\nCall Mina\n",  # 2 lines
    "todo.md": "- a\n- b\n- c\n- d\n- e\n- f\n- g\n",  # 7 lines: as many as README.md
    "report.py": "import os\n\n\ndef main():\n    print('" + "x" * 60 + "')\n",  # 5 lines, 73 wide
    "src/app.py": "def f():\n    return 1\n",  # 2 lines
    "docs/setup.md": "설치 방법: " + "가" * 80 + "\n",  # 1 line of 87 characters (more bytes)
    "logs/app.log": "INFO a\n" * 40,  # 40 lines
    "node_modules/pkg/index.js": "y" * 500 + "\n",  # a skipped folder
    ".git/config": "z" * 300 + "\n",
}
WIDEST = (
    "Which file in this project has the longest line, and how many characters long is that "
    "line? Include the subfolders."
)
MORE_THAN_README = "README.md보다 줄 수가 많은 파일이 있어? 하위 폴더까지 다 봐 줘."


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for name, text in FILES.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def _ran(folder: Path, request_: str) -> list[str]:
    entry = grounding._file_question(request_)
    assert entry is not None, request_
    done = subprocess.run(entry[1], shell=True, cwd=folder, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize(
    "request_",
    [WIDEST, "한 줄이 제일 긴 파일이 뭐야? 몇 글자야?", "가장 긴 줄이 들어 있는 파일 알려 줘",
     "Which file has the widest line?"],
)  # fmt: skip
def test_the_file_with_the_longest_line_in_characters(folder: Path, request_: str) -> None:
    """fresh34 files-73 ran `wc -l` and said '2419 total': the line's file, number and length
    in characters (the Korean line is 87 characters, more bytes; the skipped folders and .git
    left out)."""
    assert _ran(folder, request_) == [
        "./docs/setup.md: line 1 is 87 characters long",
        "(the longest line of 7 files)",
    ]


def test_longest_lines_tied_are_all_said(folder: Path) -> None:
    (folder / "docs/setup.md").write_text("short\n" + "w" * 73 + "\n", encoding="utf-8")
    assert _ran(folder, WIDEST) == [
        "./docs/setup.md: line 2 is 73 characters long",
        "./report.py: line 5 is 73 characters long",
        "(the longest line of 7 files)",
    ]


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        # fresh34 files-74: more lines than README.md (7); todo.md's 7 is no more
        (MORE_THAN_README,
         ["40 lines: ./logs/app.log",
          "(1 files have more lines than ./README.md, which has 7)"]),
        ("Are there any files with more lines than README.md?",
         ["40 lines: ./logs/app.log",
          "(1 files have more lines than ./README.md, which has 7)"]),
        # a file in a subfolder named by its name alone; fewer
        ("Which files have fewer lines than app.py?",
         ["1 lines: ./docs/setup.md", "(1 files have fewer lines than ./src/app.py, which has 2)"]),
        ("report.py보다 긴 파일 있어?",
         ["40 lines: ./logs/app.log", "7 lines: ./todo.md", "7 lines: ./README.md",
          "(3 files have more lines than ./report.py, which has 5)"]),
        # a file that is not there is said, not compared with nothing
        ("Any files with more lines than missing.md?", ["(no file named missing.md here)"]),
    ],
)  # fmt: skip
def test_files_with_more_or_fewer_lines_than_a_named_one(
    folder: Path, request_: str, said: list[str]
) -> None:
    (folder / "node_modules" / "pkg" / "index.js").write_text("n\n" * 90)
    assert _ran(folder, request_) == said


@pytest.mark.parametrize(
    "request_",
    [
        "What's the longest line in notes.txt?",  # one file named: not every file's
        "How many lines does README.md have?",
        "README.md보다 큰 파일 있어?",  # bigger in bytes: the size comparison
        "Which file is the longest?",  # the most lines (the lines entry)
        "README.md 줄 수가 몇 개야?",
    ],
)
def test_other_requests_are_not_these(request_: str) -> None:
    entry = grounding._file_question(request_)
    assert entry is None or not (
        "python3 -c" in entry[1] or ("wc -l" in entry[1] and "awk -v f=" in entry[1])
    )


def _outcome(command: str, result: str) -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult(result),
        decision=None,
    )


@pytest.mark.parametrize(
    ("request_", "command", "shows"),
    [
        # the model's line counts (files-73) or a read of README.md (files-74) show no answer
        (WIDEST, "find . -type f -exec wc -l {} + | sort -nr | head -n 1", False),
        (WIDEST, "find . -type f | xargs wc -L", False),  # a tab is 8 columns to wc -L
        (WIDEST, "find . -type f -exec awk '{ if (length($0) > m) m = length($0) } END "
                 "{ print m, FILENAME }' {} \\;", True),
        (MORE_THAN_README, "find . -type f -exec wc -l {} +", False),
        (MORE_THAN_README, "cat README.md", False),
    ],
)  # fmt: skip
def test_what_a_command_must_have_done(request_: str, command: str, shows: bool) -> None:
    entry = grounding._file_question(request_)
    assert entry is not None
    assert bool(re.search(entry[2], command, re.IGNORECASE)) is shows
    unseen = grounding._file_question_unseen(request_, [_outcome(command, "2419 total")])
    assert (unseen is None) is shows
    if not shows:
        assert unseen == entry[1]


def test_the_loop_runs_the_longest_line_look_up_after_a_line_count(folder: Path) -> None:
    """fresh34 files-73: after `wc -l`'s '2419 total' the loop runs the longest line's look-up
    and the answer given after it is kept."""
    from extensions_support import make_agent, run
    from jarvis_voice.approval.base import Answer
    from support import ScriptedApprover

    counted = "find . -type f -exec wc -l {} + | sort -nr | head -n 1"
    wrong = ToolCall(id="1", name="bash", arguments={"command": counted})

    def answer(messages: list, tools: list) -> LLMReply:
        said = messages[-1].content
        right = "docs/setup.md: line 1 is 87 characters long" in said
        return LLMReply(text="docs/setup.md, line 1: 87 characters." if right else "2419 total")

    agent, _, _ = make_agent(
        folder,
        [LLMReply(tool_calls=[wrong]), LLMReply(text="Here is what bash returned: 2419 total"),
         answer],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, WIDEST)
    assert result.answer == "docs/setup.md, line 1: 87 characters."
