"""The commits a branch's deletion would lose (fresh34 git-74): its commits on no other branch,
listed by git on a real repository, none said when it is merged; a command that cannot show
them is sent back."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import git_answers
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import ToolResult
from support import git as _git

ASKED = "지금 feature/inventory 브랜치를 지워 버리면 날아가는 커밋이 있어? 있으면 무슨 커밋이야?"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """main: two commits; feature/inventory: one more of its own; done: merged into main."""
    (tmp_path / "app.py").write_text("print('hi')\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Add app")
    _git(tmp_path, "branch", "done")
    (tmp_path / "data.csv").write_text("a,b\n")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Add data")
    _git(tmp_path, "checkout", "-qb", "feature/inventory")
    (tmp_path / "report.py").write_text("# stock check\n")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Add stock check to report")
    _git(tmp_path, "checkout", "-q", "main")
    return tmp_path


def _run(repo: Path, request: str) -> str:
    command = git_answers.git_command(request)
    done = subprocess.run(["bash", "-c", command], cwd=repo, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize(
    "request_",
    [
        ASKED,
        "If I delete the feature/inventory branch, would I lose any commits?",
        "Is it safe to delete branch feature/inventory, or is something not merged?",
        "feature/inventory 브랜치 삭제하면 사라지는 커밋 뭐야?",
    ],
)
def test_the_commits_only_on_the_branch_are_listed(repo: Path, request_: str) -> None:
    said = _run(repo, request_)
    assert "only on feature/inventory (lost if it is deleted)" in said
    assert "Add stock check to report" in said
    assert "Add data" not in said and "Add app" not in said  # main keeps them


def test_a_merged_branch_loses_none(repo: Path) -> None:
    said = _run(repo, "done 브랜치 지우면 날아가는 커밋 있어?")
    assert said.startswith("no commit is only on done")
    # the branch checked out, when none is named: main's commits are on no other branch
    _git(repo, "checkout", "-q", "feature/inventory")
    assert "Add stock check" in _run(repo, "If I deleted this branch, what would I lose?")


@pytest.mark.parametrize(
    "request_",
    [
        "feature/inventory 브랜치 지워 줘",  # asked to delete: no question of what is lost
        "Which branch am I on?",
        "How many commits are on the main branch?",
        "Delete the old lines from notes.txt so nothing is lost",
    ],
)
def test_other_requests_are_not_the_loss(request_: str) -> None:
    assert "lost if it is deleted" not in git_answers.git_command(request_)


def test_the_current_branch_alone_is_sent_back(repo: Path) -> None:
    """git-74 ran `git branch --show-current` and said a commit would go, unnamed."""
    ran = CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": "git branch --show-current"}),
        result=ToolResult("main\n[exit code: 0]"),
        decision=None,
    )
    again = git_answers.wrong_git_command(ASKED, [ran])
    assert again is not None and "--not" in again
    shown = ran.call.arguments | {"command": "git log --oneline main..feature/inventory"}
    right = CallOutcome(call=ToolCall(id="d", name="bash", arguments=shown),
                        result=ran.result, decision=None)  # fmt: skip
    assert git_answers.wrong_git_command(ASKED, [right]) is None
