"""Whether a named file's changes are staged: git's porcelain line read by the loop (fresh33
git-71), on a real repository, and the whole loop with a scripted model."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import git_answers, git_staged
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover
from support import git as _git

ASKED = "I made a change to todo.md a while ago. Have I staged it yet, or is it still unstaged?"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """todo.md changed, not staged; plan.md changed and staged; notes.txt staged, then changed
    again; report.py unchanged; draft.txt untracked; logs/app.log ignored."""
    for name in ("todo.md", "plan.md", "notes.txt", "report.py"):
        (tmp_path / name).write_text(f"{name}\n")
    (tmp_path / ".gitignore").write_text("logs/\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "First files")
    (tmp_path / "todo.md").write_text("todo.md\n- milk\n")
    (tmp_path / "plan.md").write_text("plan.md\n# Plan\n")
    _git(tmp_path, "add", "plan.md")
    (tmp_path / "notes.txt").write_text("notes.txt\nhello\n")
    _git(tmp_path, "add", "notes.txt")
    (tmp_path / "notes.txt").write_text("notes.txt\nhello\nagain\n")
    (tmp_path / "draft.txt").write_text("draft\n")
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("INFO up\n")
    return tmp_path


def _outcome(command: str, output: str) -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult(output + "[exit code: 0]"),
        decision=None,
    )


def _state(repo: Path, request: str) -> str | None:
    command = git_answers.git_command(request)
    output = subprocess.run(["bash", "-c", command], cwd=repo, capture_output=True, text=True)
    path = git_staged.file_asked(request)
    assert path is not None
    return git_staged.read_state(path, [_outcome(command, output.stdout)])


@pytest.mark.parametrize(
    ("request_", "file"),
    [
        (ASKED, "todo.md"),
        ("Is plan.md staged?", "plan.md"),
        ("Did I git add notes.txt already?", "notes.txt"),
        ("todo.md 수정한 거 스테이징했어, 아직이야?", "todo.md"),
        ("report.py 변경 사항이 인덱스에 올라가 있어?", "report.py"),
        ("Is src/app.py in the staging area?", "src/app.py"),
        # asked to stage, not whether it is: no question of state
        ("Stage todo.md, please.", None),
        ("Can you git add todo.md?", None),
        ("todo.md 스테이징해 줘", None),
        # no staging word, or no file
        ("What changed in todo.md?", None),
        ("Have I staged anything yet?", None),
        # "index" and "stage" as words of a file: no question of git's index
        ("What does index.js say?", None),
        ("Which stage is the project at, according to plan.md?", None),
        ("Did I stage todo.md yet?", "todo.md"),
        ("Is todo.md in the index yet?", "todo.md"),
    ],
)
def test_the_file_asked_about(request_: str, file: str | None) -> None:
    assert git_staged.file_asked(request_) == file


@pytest.mark.parametrize(
    ("request_", "state"),
    [
        (ASKED, "unstaged"),
        ("Is plan.md staged yet?", "staged"),
        ("Have I staged my notes.txt changes?", "both"),
        ("draft.txt 스테이징했어?", "untracked"),
        ("Is logs/app.log staged?", "ignored"),
        ("Have I staged report.py?", "unchanged"),
    ],
)
def test_each_state_is_read_from_a_real_repository(repo: Path, request_: str, state: str) -> None:
    assert _state(repo, request_) == state


def test_a_plain_status_of_every_file_still_shows_the_files_line(repo: Path) -> None:
    output = _git(repo, "status", "--short")
    assert git_staged.read_state("todo.md", [_outcome("git status --short", output)]) == "unstaged"
    # without --ignored, no line is no proof the file is unchanged: it may be ignored
    assert git_staged.read_state("report.py", [_outcome("git status -s", output)]) is None


@pytest.mark.parametrize(
    ("answer", "state", "right"),
    [
        # the model's answer (fresh33 git-71): the change is not staged
        ("You have staged changes to todo.md but not draft.txt.", "unstaged", False),
        ("Your change to todo.md is not staged yet.", "unstaged", True),
        ("It's still unstaged: you haven't staged it.", "unstaged", True),
        ("todo.md의 변경 사항은 아직 스테이징되지 않았어요.", "unstaged", True),
        ("Yes, todo.md is staged.", "unstaged", False),
        ("Yes, plan.md is staged and ready to commit.", "staged", True),
        ("plan.md는 스테이징되어 있어요.", "staged", True),
        ("plan.md is not staged.", "staged", False),
        ("Part of it is staged; the newer edit is not staged.", "both", True),
        ("notes.txt is staged.", "both", False),
        ("draft.txt is untracked, so it isn't staged.", "untracked", True),
        ("report.py has no changes since the last commit.", "unchanged", True),
        ("report.py is staged.", "unchanged", False),
    ],
)
def test_an_answer_is_read_against_the_state(answer: str, state: str, right: bool) -> None:
    assert git_staged.answer_says(state, answer) is right


# --- the whole path: the loop, the model's commands and answers, a real repository ---------------


def _agent(repo: Path, steps: list[Any], language: str = "en") -> Any:
    settings = load_settings(agent={"language": language})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(*[Answer.ALLOW] * 8), ActivityLog(),
        workdir=repo,
    )  # fmt: skip
    agent.config.first_look_up = False  # the model's own first command is the subject here
    return agent


def _bash(command: str) -> LLMReply:
    return LLMReply(tool_calls=[ToolCall(id="c1", name="bash", arguments={"command": command})])


def test_a_misread_git_status_is_answered_from_the_files_porcelain_line(repo: Path) -> None:
    """fresh33 git-71: `git status` said "Changes not staged", the model said "staged". The
    loop runs the file's porcelain status; a second misreading is replaced by its state."""
    wrong = LLMReply(text="You have staged changes to todo.md but not draft.txt.")
    agent = _agent(repo, [_bash("git status"), wrong, wrong, wrong])
    result = asyncio.run(agent.run_turn(ASKED))
    commands = [o.call.arguments["command"] for o in result.outcomes]
    assert any("status --porcelain --ignored -- todo.md" in c for c in commands)
    assert result.answer.startswith("Your changes to todo.md are not staged yet")
    assert "You have staged" not in result.answer


def test_a_right_answer_stands(repo: Path) -> None:
    agent = _agent(
        repo,
        [
            _bash("git status --porcelain -- plan.md"),
            LLMReply(text="Yes, plan.md is staged and ready to commit."),
        ],
    )
    result = asyncio.run(agent.run_turn("Is plan.md staged yet?"))
    assert result.answer == "Yes, plan.md is staged and ready to commit."


def test_a_korean_question_gets_a_korean_fallback(repo: Path) -> None:
    wrong = LLMReply(text="todo.md는 스테이징되어 있어요.")
    agent = _agent(repo, [_bash("git status"), wrong, wrong, wrong], language="ko")
    result = asyncio.run(agent.run_turn("todo.md 고친 거 스테이징했어, 아니면 아직이야?"))
    assert "아직 스테이징되지 않았어요" in result.answer


# --- the biggest or smallest file git tracks (fresh33 git-72) -----------------------------------


@pytest.mark.parametrize(
    ("request_", "shown"),
    [
        ("git이 관리하는 파일 중에서 용량이 제일 큰 파일이 뭐야?", "notes.txt (22 bytes"),
        ("Which tracked file is the largest?", "notes.txt (22 bytes"),
        ("커밋된 파일 중에 가장 작은 파일은?", ".gitignore (6 bytes"),
        ("Which of the files git tracks is the smallest?", ".gitignore (6 bytes"),
    ],
)
def test_the_biggest_or_smallest_tracked_file(repo: Path, request_: str, shown: str) -> None:
    """Git's own list with each file's bytes: the ignored log (the biggest file here) and the
    untracked draft are no answer."""
    (repo / "logs" / "app.log").write_text("INFO up\n" * 500)
    command = git_answers.git_command(request_)
    output = subprocess.run(["bash", "-c", command], cwd=repo, capture_output=True, text=True)
    assert output.stdout.startswith(shown)
    assert "app.log" not in output.stdout and "draft.txt" not in output.stdout


@pytest.mark.parametrize(
    "request_",
    [
        "What is the biggest file here?",  # no word of git: every file's size
        "Which commit changed the most files?",
        "git이 추적하는 파일 중 줄 수가 제일 많은 건?",  # lines, not bytes
    ],
)
def test_other_questions_are_not_the_sizes_listing(request_: str) -> None:
    assert "stat -c" not in git_answers.git_command(request_)


def test_an_answer_naming_the_ignored_log_is_sent_back_to_the_listing(repo: Path) -> None:
    (repo / "logs" / "app.log").write_text("INFO up\n" * 500)
    request = "git이 관리하는 파일 중에서 용량이 제일 큰 파일이 뭐야?"
    wrong = LLMReply(text="가장 큰 파일은 logs/app.log입니다.")
    agent = _agent(
        repo, [_bash("find . -type f -printf '%s %p\\n' | sort -n"), wrong, wrong, wrong], "ko"
    )
    result = asyncio.run(agent.run_turn(request))
    assert "notes.txt" in result.answer and "app.log" not in result.answer
