"""Counts over the code here (agent/code_counts.py): the command lists and counts on real files,
and the loop runs it when the model's own search could not show the count (fresh20 count-45/46)."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest
from test_grounding import make_agent, outcome

from jarvis_voice.agent.code_counts import HINTED_FILES, count_command, unseen
from jarvis_voice.agent.grounding import classify
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover


def project(root: Path) -> Path:
    (root / "src").mkdir()
    (root / "report.py").write_text(
        "import csv\n\n\ndef main():\n    print('total')\n    print(sum([1]))  # sprint(\n\n\n"
        "class Report:\n    def show(self):\n        pass\n"
    )
    (root / "src" / "utils.py").write_text(
        "async def fetch():\n    pass\n# def commented out\nblueprint(1)\n"
    )
    (root / "notes.txt").write_text("def is a keyword\nprint this\n")
    return root


def run(command: str, cwd: Path) -> str:
    return subprocess.run(command, shell=True, cwd=cwd, capture_output=True, text=True).stdout


@pytest.mark.parametrize(
    ("request_", "total"),
    [
        ("How many functions are defined across all the Python files in this project?", "3"),
        ("파이썬 파일에 함수가 몇 개 정의돼 있어?", "3"),  # main, show, async fetch; not a comment
        ("우리 파이썬 코드에서 print 쓰는 데가 몇 군데야?", "2"),  # not sprint(, blueprint(
        ("How many classes are defined in the Python code?", "1"),
        ("How many times is print() called in the python files?", "2"),
    ],
)
def test_the_command_lists_and_counts_on_real_files(
    tmp_path: Path, request_: str, total: str
) -> None:
    command = count_command(request_)
    assert command is not None
    out = run(command, project(tmp_path)).splitlines()
    assert out[-1] == f"{total} in all"
    assert all(line.startswith("./") for line in out[:-1])  # each line with its file


def test_without_python_said_every_text_file_but_git_is_searched(tmp_path: Path) -> None:
    project(tmp_path)
    command = count_command("How many places call print in our code?")
    assert command is not None and "--include" not in command
    assert run(command, tmp_path).splitlines()[-1] == "2 in all"  # notes.txt has no print(


@pytest.mark.parametrize(
    "request_",
    ["how many functions does a calculator have?", "What does the print function do?",
     "How many classes are in a school?"],
)  # fmt: skip
def test_not_a_count_over_the_code_here(request_: str) -> None:
    """No file, code or project is named: nothing to look up (the count never runs)."""
    assert classify(request_) is None


def test_our_code_in_korean_is_a_look_up() -> None:
    need = classify("우리 파이썬 코드에서 print 쓰는 데가 몇 군데야?")
    assert need is not None and "files" in need.kinds


def test_the_loop_runs_the_count_when_the_models_search_cannot_show_it(tmp_path: Path) -> None:
    """fresh20 count-45 compiled the files and listed the folder, then said "12 files"; the
    loop runs the listing count and the answer comes from it."""
    project(tmp_path)
    guess = ToolCall(id="c1", name="list_dir", arguments={"path": "."})
    agent, _, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[guess]),
            LLMReply(text="There are 3 files and 1 folder."),
            lambda messages, tools: LLMReply(
                text="3 functions." if "3 in all" in messages[-1].content else "?"
            ),
        ],
        approver=ScriptedApprover(Answer.ALLOW),
    )
    request_ = "How many functions are defined across all the Python files in this project?"
    result = asyncio.run(agent.run_turn(request_))
    assert result.outcomes[-1].call.arguments == {"command": count_command(request_)}
    assert result.answer == "3 functions."


def hinted_project(root: Path) -> Path:
    (root / "src").mkdir()
    (root / "src" / "app.py").write_text("def main() -> None:\n    print('app')\n")
    (root / "src" / "utils.py").write_text("def tax(price: int):\n    return price\n")
    (root / "types.py").write_text("from typing import Any\n")
    (root / "report.py").write_text("rows = {}\nif rows:\n    pass\nelse: x = 1\n"
                                    "def plain(a, b=lambda: 1):\n    return a\n")  # fmt: skip
    (root / "notes.txt").write_text("def f(x: int) -> int\n")
    return root


@pytest.mark.parametrize(
    "request_",
    [
        # fresh29 count-63 grepped the words "type hint"
        "How many of our Python files use type hints anywhere in them?",
        "타입 힌트 쓰는 파이썬 파일이 몇 개야?",
        "Which Python files have type annotations?",
    ],
)
def test_the_python_files_with_type_hints_are_counted(tmp_path: Path, request_: str) -> None:
    command = count_command(request_)
    assert command is not None
    out = run(command, hinted_project(tmp_path)).splitlines()
    assert sorted(out[:-1]) == ["./src/app.py", "./src/utils.py", "./types.py"]
    assert out[-1] == "3 files with type hints"
    words = outcome("bash", "", command="grep -r --include='*.py' -o 'type hint' .")
    assert unseen(request_, [words]) == command  # type: ignore[list-item]


@pytest.mark.parametrize(
    "request_",
    ["What are type hints in Python?", "How many Python files are there?",
     "Add type hints to src/app.py"],
)  # fmt: skip
def test_no_type_hinted_files_are_counted_when_not_asked(request_: str) -> None:
    assert count_command(request_) != HINTED_FILES
