"""Git questions answered by the command grounding gives, run in a real repository: the tree
after the n-th commit, the n-th commit's own files, messages that begin with a word."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent.git_answers import git_command, wrong_git_command
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import ToolResult


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    def git(*args: str) -> None:
        subprocess.run(["git", "-c", "user.name=Mina", "-c", "user.email=m@example.com", *args],
                       cwd=tmp_path, check=True, capture_output=True)  # fmt: skip

    git("init", "-q", "-b", "main")
    (tmp_path / "README.md").write_text("hi\n")
    git("add", "."), git("commit", "-qm", "Add the README")
    for name in ("app.py", "docs/usage.md", "메모.txt"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text("x\n")
    git("add", "."), git("commit", "-qm", "Fix: add the app and its docs")
    (tmp_path / "app.py").write_text("y\n")
    (tmp_path / "notes.txt").write_text("n\n")
    git("add", "."), git("commit", "-qm", "Add notes")
    git("commit", "--allow-empty", "-qm", "Additional tidy-up")
    return tmp_path


def shell(command: str, cwd: Path) -> list[str]:
    done = subprocess.run(command, shell=True, cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize(
    ("request_", "last_line"),
    [
        ("After my second commit, how many files were in the repository altogether?",
         "4 files in the repository after commit 2"),
        ("두 번째 커밋 후에 저장소에 파일이 몇 개 있었어?",
         "4 files in the repository after commit 2"),
        ("세번째 커밋 때 파일이 뭐뭐 있었어?", "5 files in the repository after commit 3"),
        ("How many files did the repo have after the first commit?",
         "1 file in the repository after commit 1"),
    ],
)  # fmt: skip
def test_the_files_a_repository_held_after_its_nth_commit(
    repo: Path, request_: str, last_line: str
) -> None:
    """fresh30 git-65 ran `git status` for "after my second commit, how many files …"."""
    lines = shell(git_command(request_), repo)
    assert lines[-1] == last_line
    if last_line.startswith(("4", "5")):
        assert "메모.txt" in lines  # as it is named, not git's quoted octal
    assert len(lines) - 1 == int(last_line.split()[0])


def test_the_nth_commit_s_own_files_not_the_tree_after_it(repo: Path) -> None:
    lines = shell(git_command("which files did my third commit change?"), repo)
    assert lines[0].startswith("Add notes (")
    assert sorted(lines[1:]) == ["", "app.py", "notes.txt"]
    second = shell(git_command("두 번째 커밋에서 추가된 파일이 뭐야?"), repo)
    assert second[0].startswith("Fix: add") and "메모.txt" in second


@pytest.mark.parametrize(
    ("request_", "kept"),
    [
        ("커밋 메시지가 'Add'로 시작하는 커밋은 몇 개야?", ["3"]),
        ("How many of my commits begin with the word Add?", ["3"]),
        ("Which commit messages start with 'Fix:'?", ["Fix: add the app and its docs"]),
        ("Fix로 시작하는 커밋 메시지 보여 줘", ["Fix: add the app and its docs"]),
    ],
)
def test_commit_messages_that_begin_with_a_word(repo: Path, request_: str, kept: list[str]) -> None:
    """fresh30 git-66 ran `git log --oneline | grep '^Add'` — each line begins with a hash — and
    said no commit did."""
    assert shell(git_command(request_), repo) == kept
    oneline = shell("git log --oneline | grep -c '^Add' || true", repo)
    assert oneline == ["0"]  # the trap: why a hash-led listing is sent back
    ran = CallOutcome(call=ToolCall(id="c", name="bash",
                                    arguments={"command": "git log --oneline | grep -c '^Add'"}),
                      result=ToolResult("0\n"), decision=None)  # fmt: skip
    assert wrong_git_command(request_, [ran]) == git_command(request_)


@pytest.mark.parametrize(
    "request_",
    ["when did I start with the first commit?", "What was my last commit message?",
     "커밋 시작한 날이 언제야?", "Which files did the last commit change?",
     "How many files are in the repository?"],
)  # fmt: skip
def test_questions_that_are_neither(request_: str) -> None:
    command = git_command(request_)
    assert "grep -c -E '^" not in command and "grep -E '^" not in command
    assert "sed -n" not in command
