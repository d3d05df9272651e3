"""Files sharing a name but not an extension, every folder down, each named (fresh41 files-87
counted the files by type), and each folder's biggest (or smallest) file, each named (files-88
answered for other folders' files): the look-ups run by bash in a real folder, the answers
checked, and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import folder_extremes, same_name
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover, shell_lines

SAME = (
    "Are there two files in this project with the same name but a different extension? Look in "
    "the subfolders too."
)
EACH = "src 폴더랑 docs 폴더에서 각각 용량이 제일 큰 파일이 뭐야?"
FILES = {
    "README.md": "x" * 120,
    "notes.txt": "x" * 30,
    "sales.csv": "x" * 200,
    ".env": "x",
    "src/app.py": "x" * 84,
    "src/utils.py": "x" * 69,
    "docs/setup.md": "x" * 50,
    "docs/usage.md": "x" * 48,
    "logs/app.log": "x" * 500,
    ".git/app.c": "x",  # git's own: never a project file
}


def _project(folder: Path, files: dict[str, str] = FILES) -> None:
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)


@pytest.mark.parametrize(
    "request_",
    [
        SAME,
        "이 프로젝트에 이름은 같은데 확장자만 다른 파일 있어?",
        "Do any files differ only in their extension?",
        "하위 폴더까지 봐서 확장자만 다른 파일 있나 찾아 줘",
    ],
)
def test_files_sharing_a_name_are_found_every_folder_down(tmp_path: Path, request_: str) -> None:
    assert same_name.ASKED.search(request_)
    _project(tmp_path)
    (tmp_path / "notes.md").write_text("x")
    (tmp_path / "docs" / "app.py").write_text("x")  # one more app, a same extension
    out = shell_lines(same_name.COMMAND, tmp_path)
    assert out == [
        "app: docs/app.py, logs/app.log, src/app.py",
        "notes: notes.md, notes.txt",
        "(2 names shared by files of different extensions)",
    ]
    assert '"' not in same_name.COMMAND


def test_no_shared_name_is_said_as_none(tmp_path: Path) -> None:
    _project(tmp_path, {"a.py": "x", "src/b.py": "x", "src/a.py": "x", "README": "x"})
    out = shell_lines(same_name.COMMAND, tmp_path)
    assert out == ["(0 names shared by files of different extensions)"]  # one extension: a.py
    assert same_name.found("\n".join(out)) == []


@pytest.mark.parametrize(
    "request_",
    [
        "What file extensions are in this project?",  # the extensions' table
        "How many files of each type are there?",
        "Is there a file called usage.md somewhere in this project?",
        "Rename app.log so it has a different extension",  # a change, not a question
        "확장자별로 파일이 몇 개야?",
    ],
)
def test_near_misses_are_not_shared_names(request_: str) -> None:
    assert not same_name.ASKED.search(request_)


def _bash(command: str, lines: list[str]) -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult("\n".join(lines) + "\n[exit code: 0]"),
        decision=None,
    )


FOUND = ["app: logs/app.log, src/app.py", "(1 names shared by files of different extensions)"]


@pytest.mark.parametrize(
    ("answer", "missing"),
    [
        # files-87's: the files counted by type
        ("There are 4 markdown files, 3 Python files, 2 text files and 1 log file.",
         ["logs/app.log", "src/app.py"]),
        ("Yes: src/app.py.", ["logs/app.log"]),
        ("Yes — app.log in logs and app.py in src share the name app.", []),
        ("네, logs/app.log랑 src/app.py가 이름이 같아요.", []),
    ],
)  # fmt: skip
def test_each_file_sharing_a_name_is_said(answer: str, missing: list[str]) -> None:
    left_out = same_name.unsaid(SAME, answer, [_bash(same_name.COMMAND, FOUND)])
    assert (left_out[0] if left_out else []) == missing


def test_none_found_or_another_request_is_left_alone() -> None:
    none = ["(0 names shared by files of different extensions)"]
    assert same_name.unsaid(SAME, "No, none.", [_bash(same_name.COMMAND, none)]) is None
    other = "What file extensions are in this project?"
    assert same_name.unsaid(other, "md, py", [_bash(same_name.COMMAND, FOUND)]) is None


# each folder's biggest (or smallest) file ------------------------------------------------------


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (EACH, ["src: the biggest file is src/app.py (84 bytes)",
                "docs: the biggest file is docs/setup.md (50 bytes)"]),
        ("What's the largest file in each of the src and docs folders?",
         ["src: the biggest file is src/app.py (84 bytes)",
          "docs: the biggest file is docs/setup.md (50 bytes)"]),
        ("docs랑 src 폴더 각각 제일 작은 파일은?",
         ["docs: the smallest file is docs/usage.md (48 bytes)",
          "src: the smallest file is src/utils.py (69 bytes)"]),
        ("Which is the biggest file in each folder?",
         ["docs: the biggest file is docs/setup.md (50 bytes)",
          "logs: the biggest file is logs/app.log (500 bytes)",
          "src: the biggest file is src/app.py (84 bytes)"]),
    ],
)  # fmt: skip
def test_each_folders_file_is_found_by_its_bytes(
    tmp_path: Path, request_: str, printed: list[str]
) -> None:
    _project(tmp_path)
    command = folder_extremes.command(request_)
    assert command is not None and '"' not in command
    assert shell_lines(command, tmp_path) == printed


def test_ties_are_kept_and_an_empty_folder_is_said(tmp_path: Path) -> None:
    _project(tmp_path, {"src/a.py": "xx", "src/b.py": "xx", "src/c.py": "x", "docs/.keep": ""})
    (tmp_path / "docs" / ".keep").unlink()
    command = folder_extremes.command("What's the biggest file in each of src and docs folders?")
    assert command is not None
    out = shell_lines(command, tmp_path)
    assert out == [
        "src: the biggest file is src/a.py (2 bytes)",
        "src: the biggest file is src/b.py (2 bytes)",
        "docs: no files",
    ]


@pytest.mark.parametrize(
    "request_",
    [
        "What's the biggest file in this project?",  # one biggest, anywhere
        "What's the biggest file in the src folder?",  # one folder
        "src랑 docs 중에 어느 폴더가 더 커?",  # the folders compared
        "How many files are in each folder?",  # a count, no size
        "Which folder holds the most data?",
    ],
)
def test_near_misses_are_not_each_folders_file(request_: str) -> None:
    assert folder_extremes.command(request_) is None


@pytest.mark.parametrize(
    ("answer", "missing"),
    [
        # files-88's: other files named
        ("src 폴더에서 용량이 제일 큰 파일은 README.md, docs 폴더에서는 sales.csv입니다.",
         ["src: the biggest file is src/app.py (84 bytes)",
          "docs: the biggest file is docs/setup.md (50 bytes)"]),
        ("src에서는 app.py예요.", ["docs: the biggest file is docs/setup.md (50 bytes)"]),
        ("src는 app.py(84바이트), docs는 setup.md(50바이트)예요.", []),
    ],
)  # fmt: skip
def test_each_folders_file_is_said(answer: str, missing: list[str]) -> None:
    command = folder_extremes.command(EACH)
    assert command is not None
    found = [
        "src: the biggest file is src/app.py (84 bytes)",
        "docs: the biggest file is docs/setup.md (50 bytes)",
    ]
    left_out = folder_extremes.unsaid(EACH, answer, [_bash(command, found)])
    assert (left_out[0] if left_out else []) == missing


def _agent(folder: Path, steps: list[Any], language: str = "en") -> Any:
    settings = load_settings(agent={"language": language})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(),
        workdir=folder,
    )  # fmt: skip
    agent.config.first_look_up = False
    return agent


def test_the_loop_runs_the_shared_name_look_up_after_a_count_by_type(tmp_path: Path) -> None:
    """files-87 counted the files by type: the loop runs the look-up of shared names, and an
    answer without both files is sent back, the look-up's lines the fallback."""
    _project(tmp_path)
    by_type = ToolCall(id="c0", name="glob", arguments={"pattern": "**/*.txt", "path": "."})
    counted = LLMReply(text="There are 2 markdown files, 2 Python files and 1 log file.")
    right = LLMReply(text="Yes: logs/app.log and src/app.py share the name app.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[by_type]), counted, right])
    result = asyncio.run(agent.run_turn(SAME))
    assert any(o.result.content.startswith("app: logs/app.log") for o in result.outcomes)
    assert result.answer == right.text
    agent = _agent(tmp_path, [LLMReply(tool_calls=[by_type]), counted, counted, counted])
    result = asyncio.run(agent.run_turn(SAME))
    assert "logs/app.log" in result.answer and "src/app.py" in result.answer


def test_the_loop_runs_each_folders_look_up_after_a_walk_of_every_file(tmp_path: Path) -> None:
    """files-88 answered from every file's size: the loop runs each folder's own look-up."""
    _project(tmp_path)
    walk = "find . -type f -not -path './.git/*' -printf '%s %p\\n' | sort -n | tail -5"
    walked = ToolCall(id="c0", name="bash", arguments={"command": walk})
    wrong = LLMReply(text="src 폴더에서 제일 큰 파일은 README.md, docs 폴더에서는 sales.csv입니다.")
    right = LLMReply(text="src는 app.py, docs는 setup.md가 제일 커요.")
    agent = _agent(tmp_path, [LLMReply(tool_calls=[walked]), wrong, right], "ko")
    result = asyncio.run(agent.run_turn(EACH))
    assert any("src/app.py (84 bytes)" in o.result.content for o in result.outcomes)
    assert result.answer == right.text
