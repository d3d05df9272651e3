"""Which files a commit made now would take (fresh34 git-73): with `git add -A` every change and
untracked file, with `commit -a` the tracked changes, plain the staged ones; the ones left out
said apart, on a real repository; an answer that drops one or takes in the ignored log is sent
back, and a command that stages or commits is not run for the question."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import git_answers, git_listings
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import ToolResult
from support import git as _git

ASKED = "If I ran git add -A and committed right now, which files would go into that commit?"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """todo.md changed, not staged; plan.md changed and staged; draft.txt untracked; app.log and
    logs/ ignored; report.py unchanged."""
    for name in ("todo.md", "plan.md", "report.py"):
        (tmp_path / name).write_text(f"{name}\n")
    (tmp_path / ".gitignore").write_text("*.log\nlogs/\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "First files")
    (tmp_path / "todo.md").write_text("todo.md\n- milk\n")
    (tmp_path / "plan.md").write_text("plan.md\n# Plan\n")
    _git(tmp_path, "add", "plan.md")
    (tmp_path / "draft.txt").write_text("draft\n")
    (tmp_path / "app.log").write_text("INFO up\n")
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "old.log").write_text("INFO old\n")
    return tmp_path


def _listing(repo: Path, request: str) -> tuple[git_listings.Listing, CallOutcome]:
    command = git_answers.git_command(request)
    done = subprocess.run(["bash", "-c", command], cwd=repo, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    outcome = CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult(done.stdout + "[exit code: 0]"),
        decision=None,
    )
    listing = git_listings.read_listing([outcome])
    assert listing is not None and listing.kind == "commit"
    return listing, outcome


@pytest.mark.parametrize(
    ("request_", "taken", "left"),
    [
        (ASKED, {"todo.md", "plan.md", "draft.txt"}, {"app.log", "logs/"}),
        ("git add . 하고 지금 커밋하면 어떤 파일들이 커밋에 들어가?",
         {"todo.md", "plan.md", "draft.txt"}, {"app.log", "logs/"}),
        ("If I ran git commit -a now, which files would it take?",
         {"todo.md", "plan.md"}, {"draft.txt"}),
        ("지금 바로 커밋하면 어떤 파일이 들어가?", {"plan.md"}, {"todo.md", "draft.txt"}),
    ],
)  # fmt: skip
def test_the_files_a_commit_would_take(
    repo: Path, request_: str, taken: set[str], left: set[str]
) -> None:
    assert git_listings.asks_what_commit_takes(request_)
    listing, _ = _listing(repo, request_)
    assert set(listing.named) == taken
    assert {path for path, _ in listing.apart} == left


@pytest.mark.parametrize(
    "request_",
    [
        "Commit all my changes, please.",
        "git add -A 하고 커밋해 줘",
        "Which files did my last commit change?",
        "What files went into the first commit?",
        "Have I staged todo.md yet?",
        "If I stash now, which files go in?",
        "sales.csv 커밋할 때 같이 들어간 파일들은 뭐뭐예요?",  # a commit made: its files
    ],
)
def test_other_requests_are_no_commit_preview(request_: str) -> None:
    assert not git_listings.asks_what_commit_takes(request_)


def test_a_wrong_answer_is_sent_back(repo: Path) -> None:
    listing, _ = _listing(repo, ASKED)
    # git-73's answer, and one that puts the ignored log in
    said = "The files that would go into the commit are those listed in the commit message."
    assert git_listings.misread(listing, said) is not None
    assert git_listings.misread(listing, "todo.md, plan.md, draft.txt and app.log.") is not None
    right = "todo.md, plan.md and draft.txt would go in; app.log and logs/ are ignored, so not."
    assert git_listings.misread(listing, right) is None


def test_a_command_that_stages_or_commits_is_not_run_for_the_question(repo: Path) -> None:
    for command in ("git add -A && git commit -m wip", "git commit -am test", "git add ."):
        refusal = unasked(ASKED, "bash", {"command": command}, repo)
        assert refusal is not None and "not to stage or commit" in refusal
    assert unasked(ASKED, "bash", {"command": "git add -A --dry-run"}, repo) is None
    assert unasked(ASKED, "bash", {"command": "git status --porcelain"}, repo) is None


def test_the_last_commit_alone_is_sent_back(repo: Path) -> None:
    """git-73 ran `git log -1`: no command that lists what a commit would take."""
    ran = CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": "git log -1"}),
        result=ToolResult("commit abc\n[exit code: 0]"),
        decision=None,
    )
    again = git_answers.wrong_git_command(ASKED, [ran])
    assert again is not None and "committed" in again
