"""The files in no commit (fresh37 files-79): untracked, ignored (a log under .gitignore, in a
subfolder too) and staged but never committed, each labelled, on a real repository; a changed
file that was committed is not among them; an answer that drops one or names a committed file
is sent back, and a look at the tracked files alone names the listing."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent import git_answers, git_listings
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.i18n import t
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import ToolResult
from support import git as _git

ASKED = (  # files-79
    "Are there any files in this project that have never been committed to git at all? Check "
    "the subfolders too."
)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """todo.md committed, then changed; draft.txt and src/new.py untracked; logs/app.log
    ignored; plan.md staged, never committed."""
    (tmp_path / "todo.md").write_text("- [ ] buy flour\n")
    (tmp_path / ".gitignore").write_text("logs/\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "First files")
    (tmp_path / "todo.md").write_text("- [ ] buy flour\n- [ ] call Ann\n")
    (tmp_path / "draft.txt").write_text("draft\n")
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "new.py").write_text("print('new')\n")
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("INFO up\n")
    (tmp_path / "plan.md").write_text("# Plan\n")
    _git(tmp_path, "add", "plan.md")
    return tmp_path


def _run(repo: Path, command: str) -> CallOutcome:
    done = subprocess.run(["bash", "-c", command], cwd=repo, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult(done.stdout + "[exit code: 0]"),
        decision=None,
    )


@pytest.mark.parametrize(
    "request_",
    [
        ASKED,
        "한 번도 커밋 안 된 파일 있어? 하위 폴더까지 봐 줘.",
        "커밋된 적이 없는 파일이 뭐야?",
        "Which files have I never checked in?",
        "Which files are in no commit?",
    ],
)
def test_the_files_in_no_commit_are_listed(repo: Path, request_: str) -> None:
    assert git_listings.asks_never_committed(request_)
    listing = git_listings.read_listing([_run(repo, git_answers.git_command(request_))])
    assert listing is not None and listing.kind == "never"
    assert set(listing.named) == {"draft.txt", "src/new.py", "logs/app.log", "plan.md"}
    assert listing.apart == ()


@pytest.mark.parametrize(
    "request_",
    [
        "Which files have changes that are not committed?",
        "If I ran git add -A and committed right now, which files would go into that commit?",
        "I never committed on a Friday, did I?",
        "Which files does git track?",
        "Commit all my changes, please.",
    ],
)
def test_other_requests_are_no_never_committed_listing(request_: str) -> None:
    assert not git_listings.asks_never_committed(request_)


def test_a_wrong_answer_is_sent_back(repo: Path) -> None:
    listing = git_listings.read_listing([_run(repo, git_answers.git_command(ASKED))])
    assert listing is not None
    # files-79's answer: the tracked files listed
    said = "docs/setup.md docs/usage.md scripts/check.sh src/app.py src/utils.py 5 tracked files"
    assert git_listings.misread(listing, said) is not None
    assert git_listings.misread(listing, "Only draft.txt has never been committed.") is not None
    right = "draft.txt, src/new.py, plan.md and logs/app.log have never been committed."
    assert git_listings.misread(listing, right) is None
    fallback = " ".join(
        t(sentence.key, "en", **sentence.fields)
        for sentence in git_listings.listing_answer(listing)
    )
    assert all(name in fallback for name in ("draft.txt", "src/new.py", "logs/app.log"))
    assert "todo.md" not in fallback


def test_none_is_said_when_every_file_is_committed(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("a\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "a")
    listing = git_listings.read_listing([_run(tmp_path, git_answers.git_command(ASKED))])
    assert listing is not None and listing.named == ()
    said = [t(s.key, "ko", **s.fields) for s in git_listings.listing_answer(listing)]
    assert said == ["여기 있는 파일은 모두 커밋된 적이 있어요."]


def test_the_tracked_files_alone_name_the_listing(repo: Path) -> None:
    """files-79 ran git status and git's list of the tracked files: neither shows the ignored
    log, so the listing is named."""
    ran = [_run(repo, "git status --porcelain"), _run(repo, "git ls-files")]
    again = git_answers.wrong_git_command(ASKED, ran)
    assert again is not None and "never committed (ignored by .gitignore)" in again
