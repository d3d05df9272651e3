"""A change the request keeps is never thrown away by git, and its untracked files are cleaned
(agent/git_kept_change.py), on a real repository: fresh46 git-97 ran `git restore` of the
todo.md it was told to keep and answered that todo.md was back."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import git_kept_change, git_restore
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover
from support import git as _git

CLEAN_EN = (
    "Use git to get rid of my untracked files, but keep the change I made to todo.md."  # git-97
)
CLEAN_KO = "추적 안 되는 파일은 지워 줘. todo.md 고친 건 그대로 두고."


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
    ("request_", "kept"),
    [(CLEAN_EN, ["todo.md"]), (CLEAN_KO, ["todo.md"]),
     ("untracked 파일 다 정리해 줘, todo.md 수정한 건 남겨 두고", ["todo.md"]),
     ("Clean up the untracked files but leave my changes alone.", [git_kept_change.ANY]),
     ("Delete the untracked files, and don't lose my edits to notes.txt", ["notes.txt"])],
)  # fmt: skip
def test_the_clean_and_the_kept_change_are_read(request_: str, kept: list[str]) -> None:
    assert git_kept_change.clean_asked(request_)
    assert git_kept_change.kept_changes(request_) == kept
    assert git_restore.restore_asked(request_) is None  # no file put back


@pytest.mark.parametrize(
    "request_",
    ["What would git clean remove?", "git clean 하면 뭐가 지워지는지 미리 알려 줘",
     "How do I delete untracked files?", "Put todo.md back as the last commit has it."],
)  # fmt: skip
def test_no_clean_is_read_from_other_requests(request_: str) -> None:
    assert not git_kept_change.clean_asked(request_)


def test_a_restore_asked_is_still_read() -> None:
    asked = git_restore.restore_asked(
        "I don't want the change I made to todo.md anymore. Put it back the way it was in the "
        "last commit."
    )
    assert asked is not None and asked.files == ("todo.md",)


@pytest.mark.parametrize(
    ("command", "refused"),
    [("git restore --source=HEAD --staged --worktree -- todo.md", True),
     ("git restore todo.md", True), ("git restore .", True), ("git checkout -- todo.md", True),
     ("git checkout todo.md", True), ("git reset --hard", True), ("git stash", True),
     ("git stash push -u", True), ("rm todo.md", True), ("git rm todo.md", True),
     ("git add --update && git restore --staged --worktree -- .", True),
     ("git clean -fd", False), ("git clean -f", False), ("rm draft.txt", False),
     ("git restore --staged todo.md", False), ("git status", False), ("git add todo.md", False)],
)  # fmt: skip
def test_a_call_that_undoes_the_kept_change_is_refused(
    repo: Path, command: str, refused: bool
) -> None:
    said = unasked(CLEAN_EN, "bash", {"command": command}, repo)
    assert (said is not None and "git clean -fd" in said) == refused
    assert (unasked(CLEAN_KO, "bash", {"command": command}, repo) is not None) == refused


@pytest.mark.parametrize(
    "command",
    ["git add --all && git commit -m wip", "git add -A", "git add .", "git add draft.txt",
     "git commit -am wip"],
)  # fmt: skip
def test_an_add_of_the_untracked_files_or_an_unasked_commit_is_refused(
    repo: Path, command: str
) -> None:
    said = git_kept_change.misplaced(CLEAN_EN, "bash", {"command": command}, repo)
    assert said is not None and "git clean -fd" in said
    kept_only = "Keep the change I made to todo.md and commit it."
    assert (
        git_kept_change.misplaced(kept_only, "bash", {"command": "git commit -am wip"}, repo)
        is None
    )


def test_no_clean_is_said_done_before_one_ran(repo: Path) -> None:
    _git(repo, "add", "draft.txt")  # no longer untracked, yet not removed
    assert git_kept_change.clean_missing(CLEAN_EN, repo) is None
    assert git_kept_change.clean_misstated(CLEAN_EN, "Done.", [], repo, "en") is None


def test_a_clean_of_a_kept_untracked_file_is_refused(repo: Path) -> None:
    request = "Get rid of the untracked files, but keep my changes to draft.txt."
    said = git_kept_change.misplaced(request, "bash", {"command": "git clean -fd"}, repo)
    assert said is not None and "git clean -fd -e draft.txt" in said
    spared = {"command": "git clean -fd -e draft.txt"}
    assert git_kept_change.misplaced(request, "bash", spared, repo) is None


def test_the_loop_cleans_after_a_refused_restore_and_says_what_was_done(repo: Path) -> None:
    restore = ToolCall(
        id="1", name="bash",
        arguments={"command": "git restore --source=HEAD --staged --worktree -- todo.md"},
    )  # fmt: skip
    said = "todo.md is back as the last commit has it."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[restore]), *[LLMReply(text=said)] * 4],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    answer = run(agent, CLEAN_EN).answer
    assert not (repo / "draft.txt").exists()
    assert (repo / "todo.md").read_text() == "- [ ] a\n- [ ] b\n"  # the change kept
    assert git_kept_change.clean_missing(CLEAN_EN, repo) is None
    assert "is back" not in answer and "todo.md" in answer


def test_a_right_answer_after_the_clean_is_kept(repo: Path) -> None:
    """The kept todo.md is no file to change or delete: after the clean, "kept the change to
    todo.md" was answered "not done" and the model told to `rm todo.md` (fresh46 git-97)."""
    add = ToolCall(id="1", name="bash", arguments={"command": "git add --all && git commit -m x"})
    clean = ToolCall(id="2", name="bash", arguments={"command": "git clean -fd"})
    said = "I have removed the untracked files and kept the change to todo.md."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[add]), LLMReply(text="Done."), LLMReply(tool_calls=[clean]),
               *[LLMReply(text=said)] * 4],
        approver=ScriptedApprover(*[Answer.ALLOW] * 6),
    )  # fmt: skip
    result = run(agent, CLEAN_EN)
    assert result.answer == said
    assert not (repo / "draft.txt").exists()
    assert (repo / "todo.md").read_text() == "- [ ] a\n- [ ] b\n"
    assert _git(repo, "log", "--format=%s").split("\n")[0] == "Start"  # nothing committed
