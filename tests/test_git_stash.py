"""Uncommitted work stashed with the untracked files (agent/git_stash.py), on a real repository:
the request read, a plain `git stash` refused in one line, and the loop's `git stash push
--include-untracked` after the model's stash left the draft out (fresh42 git-89)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import git_stash
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover
from support import git as _git

STASH_EN = (  # git-89
    "I need a clean working copy for a bit. Stash all my uncommitted work, the untracked draft "
    "file included, so I can bring it back later."
)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "todo.md").write_text("- [ ] a\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Start")
    (tmp_path / "todo.md").write_text("- [ ] a\n- [ ] b\n")
    (tmp_path / "draft.txt").write_text("ideas\n")
    return tmp_path


@pytest.mark.parametrize(
    "request_",
    [STASH_EN, "새 파일까지 전부 stash 해 줘", "추적 안 되는 파일도 포함해서 스태시 해 줘",
     "git stash including untracked files please"],
)  # fmt: skip
def test_the_stash_is_read(request_: str) -> None:
    assert git_stash.stash_asked(request_)


@pytest.mark.parametrize(
    "request_",
    ["Stash my changes.", "If I stash, does the untracked file go in?",
     "Stash my changes but leave the untracked files.", "stash 하면 새 파일도 들어가?",
     "Show the stash list including untracked", "새 파일은 빼고 stash 해 줘"],
)  # fmt: skip
def test_no_stash_with_untracked_is_read_from_other_requests(request_: str) -> None:
    assert not git_stash.stash_asked(request_)


@pytest.mark.parametrize(
    ("command", "refused"),
    [("git stash", True), ("git stash push -m wip", True), ("git stash save wip", True),
     ("git clean -fd", True), ("rm draft.txt", True), ("git stash -u", False),
     ("git stash push --include-untracked -m wip", False), ("git stash list", False)],
)  # fmt: skip
def test_a_stash_without_the_untracked_files_is_refused(
    repo: Path, command: str, refused: bool
) -> None:
    said = unasked(STASH_EN, "bash", {"command": command}, repo)
    assert (said is not None and "git stash push --include-untracked" in said) == refused


def test_the_loop_stashes_them_after_a_refused_plain_stash(repo: Path) -> None:
    plain = ToolCall(id="1", name="bash", arguments={"command": "git stash"})
    said = "You have saved your uncommitted work and the untracked draft file."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[plain]), *[LLMReply(text=said)] * 4],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, STASH_EN)
    assert not (repo / "draft.txt").exists()
    assert (repo / "todo.md").read_text() == "- [ ] a\n"
    assert _git(repo, "stash", "list").strip().count("\n") == 0  # one stash
    assert _git(repo, "show", "stash@{0}^3:draft.txt") == "ideas\n"  # the untracked part
    assert git_stash.stash_missing(STASH_EN, repo) is None
