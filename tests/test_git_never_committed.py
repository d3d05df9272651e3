"""The files in no commit (fresh37 files-79): untracked, ignored (a log under .gitignore, in a
subfolder too) and staged but never committed, each labelled, on a real repository; a changed
file that was committed is not among them; an answer that drops one or names a committed file
is sent back, and a look at the tracked files alone names the listing."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import committed_named, git_answers, git_listings
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.i18n import t
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover
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


# --- a committed file named as never committed --------------------------------------------------

_NEVER = ("draft.txt", "src/new.py", "plan.md", "logs/app.log")


@pytest.mark.parametrize(
    "answer",
    [
        # every never-committed file said, and the committed todo.md put in with them
        "draft.txt, src/new.py, plan.md, logs/app.log and todo.md have never been committed.",
        "Never committed:\n- draft.txt\n- src/new.py\n- plan.md\n- logs/app.log\n- todo.md",
        "draft.txt, src/new.py, plan.md, logs/app.log 그리고 todo.md는 한 번도 커밋된 적이 없어요.",
        "draft.txt, src/new.py, plan.md, logs/app.log are untracked; .gitignore is not tracked.",
    ],
)
def test_a_committed_file_named_as_never_committed_is_caught(repo: Path, answer: str) -> None:
    listing = git_listings.read_listing([_run(repo, git_answers.git_command(ASKED))])
    assert listing is not None
    assert git_listings.misread(listing, answer) is None  # none left out: the old check passed
    committed = committed_named.committed_files(repo)
    assert set(committed) == {".gitignore", "todo.md"}
    wrong = committed_named.said_as_never(listing, answer, committed)
    assert wrong and set(wrong) <= {"todo.md", ".gitignore"}
    told = committed_named.correction(listing, wrong)
    assert all(name in told for name in _NEVER)


@pytest.mark.parametrize(
    "answer",
    [
        "draft.txt, src/new.py, plan.md and logs/app.log have never been committed.",
        # a committed file said apart, as committed
        "draft.txt, src/new.py, plan.md and logs/app.log have never been committed. todo.md is "
        "tracked (it only has uncommitted changes).",
        "draft.txt, src/new.py, plan.md, logs/app.log은 한 번도 커밋된 적이 없고 todo.md는 이미 "
        "커밋돼 있어요.",
        "draft.txt, src/new.py, plan.md and logs/app.log have never been committed; todo.md is "
        "not one of them.",
        "Every file except todo.md and .gitignore: draft.txt, src/new.py, plan.md, logs/app.log.",
    ],
)
def test_a_committed_file_said_apart_stands(repo: Path, answer: str) -> None:
    listing = git_listings.read_listing([_run(repo, git_answers.git_command(ASKED))])
    assert listing is not None
    committed = committed_named.committed_files(repo)
    assert committed_named.said_as_never(listing, answer, committed) == []


def test_other_listings_are_not_read_for_committed_files(repo: Path) -> None:
    stash = git_listings.read_listing([_run(repo, git_listings.stash_preview("git stash 하면?"))])
    assert stash is not None and stash.kind == "stash"
    said = "todo.md and plan.md would be stashed."
    assert committed_named.said_as_never(stash, said, ["todo.md"]) == []


def test_no_repository_has_no_committed_files(tmp_path: Path) -> None:
    assert committed_named.committed_files(tmp_path) == []


def test_the_loop_sends_back_a_committed_file_named_and_answers_from_the_listing(
    repo: Path,
) -> None:
    """The answer that put the committed todo.md in with the files in no commit is sent back;
    said again, it is replaced by the listing (todo.md nowhere in it)."""
    wrong = "draft.txt, src/new.py, plan.md, logs/app.log and todo.md have never been committed."
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[ToolCall(id="c1", name="bash", arguments={
                "command": git_answers.git_command(ASKED)})]),
            LLMReply(text=wrong),
            LLMReply(text=wrong),
        ]
    )  # fmt: skip
    agent = build_agent(
        load_settings(agent={"language": "en"}), backend,
        ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(), workdir=repo,
    )  # fmt: skip
    agent.config.first_look_up = False
    result = asyncio.run(agent.run_turn(ASKED))
    assert result.grounding == "replaced"
    assert all(name in result.answer for name in _NEVER)
    assert "todo.md" not in result.answer


def test_the_loop_keeps_a_right_answer(repo: Path) -> None:
    right = "draft.txt, src/new.py, plan.md and logs/app.log have never been committed."
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[ToolCall(id="c1", name="bash", arguments={
                "command": git_answers.git_command(ASKED)})]),
            LLMReply(text=right),
        ]
    )  # fmt: skip
    agent = build_agent(
        load_settings(agent={"language": "en"}), backend,
        ScriptedApprover(*[Answer.ALLOW] * 4), ActivityLog(), workdir=repo,
    )  # fmt: skip
    agent.config.first_look_up = False
    result = asyncio.run(agent.run_turn(ASKED))
    assert result.answer == right and result.grounding != "replaced"
