"""The folders holding a number of files (agent/folder_file_counts.py): the counts a request
asks, the look-up run by bash in a real folder, the answer checked against it, and the whole
loop with a scripted model (fresh45 files-95 named five files from a glob as the folders)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import folder_file_counts
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover, shell_lines

ONE = "Which of the subfolders in here have only a single file in them?"  # fresh45 files-95
FILES = ["README.md", "notes.txt", "scripts/check.sh", "logs/app.log", "src/app.py",
         "src/utils.py", "docs/setup.md", "docs/usage.md", "docs/img/logo.png",
         ".git/objects/ab"]  # fmt: skip
# docs holds three files every level down (its img folder one of them); .git is git's own


def _project(folder: Path) -> None:
    for name in FILES:
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text("x")
    (folder / "empty").mkdir()


@pytest.mark.parametrize(
    ("request_", "counted"),
    [
        (ONE, ("==", 1)),
        ("하위 폴더 중에 파일이 딱 하나만 들어 있는 폴더는 어디어디야?", ("==", 1)),
        ("파일이 하나뿐인 폴더 알려 줘", ("==", 1)),
        ("Is there a folder with just one file in it?", ("==", 1)),
        ("Which directories contain exactly 3 files?", ("==", 3)),
        ("Which folders have more than one file?", (">", 1)),
        ("Which folders have two or more files?", (">=", 2)),
        ("파일이 두 개 이상 있는 폴더는 어디야?", (">=", 2)),
        # no count of files, or no folders asked: not this
        ("How many files are in each folder?", None),
        ("Which folder has a file named app.py?", None),
        ("Which file is the biggest?", None),
        ("Make a folder with one file in it", None),
        # two files of one name (same_name's), not a folder's count
        ("Are there two files in this project with the same name but a different extension? "
         "Look in the subfolders too.", None),
    ],
)  # fmt: skip
def test_the_count_of_files_asked(request_: str, counted: tuple[str, int] | None) -> None:
    assert folder_file_counts.asked(request_) == counted


def test_the_folders_with_one_file_are_found_every_level_down(tmp_path: Path) -> None:
    _project(tmp_path)
    command = folder_file_counts.command(ONE)
    assert command is not None
    assert shell_lines(command, tmp_path) == [
        "folders with exactly 1 file: docs/img/ (logo.png), logs/ (app.log), scripts/ (check.sh)",
        "the others: docs/ 3 files, empty/ 0 files, src/ 2 files",
    ]
    more = folder_file_counts.command("파일이 두 개 이상 있는 폴더는 어디야?")
    assert more is not None
    assert shell_lines(more, tmp_path) == [
        "folders with 2 or more files: docs/ (img/logo.png,setup.md,usage.md), src/ "
        "(app.py,utils.py)",
        "the others: docs/img/ 1 file, empty/ 0 files, logs/ 1 file, scripts/ 1 file",
    ]
    none = folder_file_counts.command("Which directories contain exactly 5 files?")
    assert none is not None
    assert shell_lines(none, tmp_path)[0] == "folders with exactly 5 files: none"


def _bash(command: str, lines: list[str]) -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult("\n".join(lines) + "\n[exit code: 0]"),
        decision=None,
    )


@pytest.mark.parametrize(
    ("answer", "missing"),
    [
        ("The subfolders with only a single file are logs and scripts/ (and docs/img).", []),
        ("logs/app.log, scripts/check.sh and docs/img/logo.png are each alone in their folder.",
         []),
        ("The subfolders with only a single file in them are: draft.txt, todo.md, report.py, "
         "logs/app.log, docs/usage.md", ["docs/img", "scripts"]),  # fresh45 files-95
        ("Only logs has a single file.", ["docs/img", "scripts"]),
    ],
)  # fmt: skip
def test_an_answer_that_leaves_a_folder_out_is_sent_back(
    tmp_path: Path, answer: str, missing: list[str]
) -> None:
    _project(tmp_path)
    command = folder_file_counts.command(ONE)
    assert command is not None
    found = _bash(command, shell_lines(command, tmp_path))
    left_out = folder_file_counts.unsaid(ONE, answer, [found])
    assert (left_out[0] if left_out else []) == missing
    assert folder_file_counts.unsaid("Which file is the biggest?", answer, [found]) is None


def _agent(folder: Path, steps: list[Any], language: str = "en") -> Any:
    settings = load_settings(agent={"language": language})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_counts_each_folders_files_after_a_glob(tmp_path: Path) -> None:
    """files-95 globbed every file and named files as the folders: the loop runs the count, and
    an answer that still leaves a folder out is sent back, the look-up's lines the fallback."""
    _project(tmp_path)
    glob = ToolCall(id="c0", name="glob", arguments={"pattern": "**/*.*", "path": "."})
    wrong = LLMReply(text="The subfolders with only a single file in them are: notes.txt, "
                          "logs/app.log, docs/usage.md")  # fmt: skip
    right = LLMReply(text="logs, scripts and docs/img hold a single file each.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[glob]), wrong, right])
    result = asyncio.run(agent.run_turn(ONE))
    assert [o.call.name for o in result.outcomes] == ["glob", "bash"]
    assert result.outcomes[-1].result.content.startswith("folders with exactly 1 file: docs/img/")
    assert result.answer == right.text
    agent = _agent(tmp_path, [LLMReply(tool_calls=[glob]), wrong, wrong, wrong])
    result = asyncio.run(agent.run_turn(ONE))
    assert result.answer == (
        "The folders with exactly 1 file: docs/img/ (logo.png), logs/ (app.log), scripts/ "
        "(check.sh). The others: docs/ 3 files, empty/ 0 files, src/ 2 files."
    )  # said as a person would, not as a tool's output


def test_the_fallback_in_korean() -> None:
    found = "folders with exactly 1 file: logs/ (app.log)\nthe others: src/ 2 files\n[exit code: 0]"
    korean = folder_file_counts.fallback("파일이 하나뿐인 폴더 알려 줘", found, True)
    assert korean == "파일이 딱 1개인 폴더: logs/ (app.log). 나머지: src/ 파일 2개."
    none = "folders with 2 or more files: none\nthe others: logs/ 1 file"
    said = folder_file_counts.fallback("파일이 두 개 이상 있는 폴더는 어디야?", none, True)
    assert said == "파일이 2개 이상인 폴더: 없음. 나머지: logs/ 파일 1개."
