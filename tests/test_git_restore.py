"""A file put back as a commit has it (agent/git_restore.py), on a real repository: the file
and the commit read from the request, a write of its text or a commit refused, and the loop
that runs `git restore` when the model wrote the file instead (fresh37 git-79)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import git_restore
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover
from support import git as _git

RESTORE = (  # git-79
    "I don't want the change I made to todo.md anymore. Put it back the way it was in the "
    "last commit."
)
RESTORE_KO = "todo.md 고친 거 마음에 안 들어. 마지막 커밋 상태로 되돌려 줘."
COMMITTED = "- [ ] buy flour\n"
CHANGED = "- [ ] buy flour\n- [ ] call Ann\n"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """todo.md and notes.txt committed twice (the first todo.md empty), then todo.md changed;
    notes.txt changed too (a change the person keeps), draft.txt untracked."""
    (tmp_path / "todo.md").write_text("")
    (tmp_path / "notes.txt").write_text("first\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Start")
    (tmp_path / "todo.md").write_text(COMMITTED)
    _git(tmp_path, "commit", "-qam", "Add todo")
    (tmp_path / "todo.md").write_text(CHANGED)
    (tmp_path / "notes.txt").write_text("first\nkept\n")
    (tmp_path / "draft.txt").write_text("summer menu\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "files", "ref"),
    [
        (RESTORE, ("todo.md",), "HEAD"),
        (RESTORE_KO, ("todo.md",), "HEAD"),
        ("Restore src/app.py to the last committed version", ("src/app.py",), "HEAD"),
        ("revert todo.md to HEAD", ("todo.md",), "HEAD"),
        ("Discard my uncommitted changes to notes.txt and todo.md with git",
         ("notes.txt", "todo.md"), "HEAD"),
        ("git checkout todo.md 해서 원래대로 돌려놔", ("todo.md",), "HEAD"),
        ("report.py를 이전 커밋 상태로 돌려놔 줘. 커밋은 하지 말고.", ("report.py",), "HEAD~1"),
        ("Set README.md back to how it was in the previous commit", ("README.md",), "HEAD~1"),
    ],
)  # fmt: skip
def test_the_file_and_commit_are_read(request_: str, files: tuple[str, ...], ref: str) -> None:
    assert git_restore.restore_asked(request_) == git_restore.Restore(files, ref)


@pytest.mark.parametrize(
    "request_",
    [
        "How do I restore todo.md from the last commit?",
        "Put the milk back on the list in todo.md",
        "Undo my last change to notes.txt",  # the assistant's own undo: no commit said
        "Revert the last commit",
        "When was todo.md last committed?",
        "Add buy milk to todo.md and commit it",
        "Restore todo.md from the main branch",
        "todo.md 변경 사항 커밋해 줘",
        "Put todo.md back the way it was in the last commit, then commit it",
    ],
)
def test_no_restore_is_read_from_other_requests(request_: str) -> None:
    assert git_restore.restore_asked(request_) is None


def test_a_write_a_commit_or_more_files_restored_are_refused(repo: Path) -> None:
    command = "git restore --source=HEAD --staged --worktree -- todo.md"
    for request_ in (RESTORE, RESTORE_KO):
        # git-79's write of new text into todo.md
        milk = {"path": "todo.md", "content": "buy milk", "mode": "append"}
        refused = unasked(request_, "write_file", milk, repo)
        assert refused is not None and "not new text" in refused
        assert command in refused and "\n" not in refused
        edit = {"path": "todo.md", "old_string": "call Ann", "new_string": ""}
        assert unasked(request_, "edit_file", edit, repo) is not None
        for bad in ("git commit -am undo", "git reset --hard HEAD", "git stash", "git revert HEAD"):
            refused = unasked(request_, "bash", {"command": bad}, repo)
            assert refused is not None and "only to put todo.md back" in refused
        for more in ("git checkout -- .", "git restore todo.md notes.txt", "git checkout ."):
            refused = unasked(request_, "bash", {"command": more}, repo)
            assert refused is not None and "restores more than todo.md" in refused
        for right in ("git checkout -- todo.md", "git restore todo.md", command, "git status"):
            assert unasked(request_, "bash", {"command": right}, repo) is None
        # another file's write is not this module's to judge
        assert git_restore.misplaced(request_, "write_file", {"path": "x.txt"}) is None


def test_the_loop_puts_the_file_back_after_a_wrong_write(repo: Path) -> None:
    """git-79 appended "buy milk" to todo.md and answered from `git log`: the write is refused,
    the loop runs `git restore`, the other changes (notes.txt, draft.txt) and HEAD stay."""
    head = _git(repo, "rev-parse", "HEAD")
    milk = ToolCall(
        id="1", name="write_file",
        arguments={"path": "todo.md", "content": "buy milk", "mode": "append"},
    )  # fmt: skip
    agent, _, _ = make_agent(
        repo,
        [LLMReply(tool_calls=[milk]),
         LLMReply(text="The last commit added todo. To revert, run git checkout."),
         LLMReply(text="todo.md is back as the last commit has it."),
         LLMReply(text="todo.md is back as the last commit has it.")],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, RESTORE)
    assert (repo / "todo.md").read_text() == COMMITTED
    assert (repo / "notes.txt").read_text() == "first\nkept\n"
    assert (repo / "draft.txt").exists()
    assert _git(repo, "rev-parse", "HEAD") == head


def test_the_previous_commit_copy_is_put_back_with_no_commit(repo: Path) -> None:
    request_ = "todo.md를 이전 커밋 상태로 돌려놔 줘. 커밋은 하지 말고."
    head = _git(repo, "rev-parse", "HEAD")
    agent, _, _ = make_agent(
        repo,
        [LLMReply(text="완료했습니다."), LLMReply(text="완료했습니다."),
         LLMReply(text="완료했습니다.")],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, request_)
    assert (repo / "todo.md").read_text() == ""
    assert _git(repo, "rev-parse", "HEAD") == head


def test_a_right_restore_stands(repo: Path) -> None:
    back = ToolCall(id="1", name="bash", arguments={"command": "git checkout -- todo.md"})
    agent, _, _ = make_agent(
        repo,
        [LLMReply(tool_calls=[back]), LLMReply(text="todo.md is back as the last commit has it."),
         LLMReply(text="todo.md is back as the last commit has it.")],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, RESTORE)
    assert (repo / "todo.md").read_text() == COMMITTED
    assert (repo / "notes.txt").read_text() == "first\nkept\n"
    assert result.answer == "todo.md is back as the last commit has it."


def test_a_file_in_no_commit_is_not_guessed(repo: Path) -> None:
    assert git_restore.restore_missing("Restore draft.txt to the last commit", repo) is None
    assert git_restore.restore_missing(RESTORE, repo) is not None
    _git(repo, "checkout", "--", "todo.md")
    assert git_restore.restore_missing(RESTORE, repo) is None


@pytest.mark.parametrize(
    ("request_", "answer", "said"),
    [
        # git-79's answer after the loop had put todo.md back
        (RESTORE, "The last commit added todo. To revert the change, you can use the following "
         "command:", "todo.md is back as the last commit has it"),
        (RESTORE_KO, "완료했습니다.", "todo.md을(를) 마지막 커밋 상태로 되돌렸습니다"),
    ],
)  # fmt: skip
def test_an_answer_that_tells_how_or_nothing_is_put_right(
    repo: Path, request_: str, answer: str, said: str
) -> None:
    assert git_restore.restore_misstated(request_, answer, repo, "en") is None  # not back yet
    _git(repo, "checkout", "--", "todo.md")
    lang = "ko" if request_ == RESTORE_KO else "en"
    fixed = git_restore.restore_misstated(request_, answer, repo, lang)
    assert fixed is not None and said in fixed


@pytest.mark.parametrize(
    "answer",
    ["todo.md is back as the last commit has it.", "todo.md를 마지막 커밋 상태로 되돌렸어요."],
)
def test_a_right_answer_about_the_restore_stands(repo: Path, answer: str) -> None:
    _git(repo, "checkout", "--", "todo.md")
    assert git_restore.restore_misstated(RESTORE, answer, repo, "en") is None
