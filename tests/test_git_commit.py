"""The files named committed alone with the message said (agent/git_commit.py), on a real
repository: the files and message read from the request, a write of the file's text, more
files added or committed, or another message refused, and the loop that commits the file when
the model wrote it instead (fresh39 git-84)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import git_commit
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover
from support import git as _git

COMMIT_KO = (  # git-84
    "draft.txt만 git에 올려서 커밋해 줘. 커밋 메시지는 'Add summer menu draft'로 하고, 다른 "
    "파일은 커밋하지 마."
)
COMMIT_EN = 'Commit only notes.txt with the message "Update notes", nothing else.'
COMMIT_ONE_KO = (  # fresh46 git-98
    "todo.md 고친 것만 커밋해 줘. 커밋 메시지는 '밀가루 주문 추가'로 하고, draft.txt는 커밋하지 마."
)
DRAFT = "summer menu\n"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """todo.md and notes.txt committed, then both changed (todo.md a change the person keeps
    uncommitted), draft.txt untracked."""
    (tmp_path / "todo.md").write_text("- [ ] buy flour\n")
    (tmp_path / "notes.txt").write_text("first\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Start")
    (tmp_path / "todo.md").write_text("- [ ] buy flour\n- [ ] call Ann\n")
    (tmp_path / "notes.txt").write_text("first\nsecond\n")
    (tmp_path / "draft.txt").write_text(DRAFT)
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "files", "message"),
    [
        (COMMIT_KO, ("draft.txt",), "Add summer menu draft"),
        (COMMIT_EN, ("notes.txt",), "Update notes"),
        ('Please commit README.md and src/app.py with message: "Fix typo"',
         ("README.md", "src/app.py"), "Fix typo"),
        ("'Fix typo'라는 메시지로 README.md 커밋해 줘", ("README.md",), "Fix typo"),
        ("notes.txt 커밋 좀 해 줘", ("notes.txt",), None),
        ("Just commit todo.md, message 'Tick off flour'", ("todo.md",), "Tick off flour"),
        # a file named to be kept out is not committed (fresh46 git-98)
        (COMMIT_ONE_KO, ("todo.md",), "밀가루 주문 추가"),
        ("draft.txt 말고 todo.md만 커밋해 줘. 메시지는 'x'로.", ("todo.md",), "x"),
        ("draft.txt는 빼고 todo.md, notes.txt 커밋해 줘", ("todo.md", "notes.txt"), None),
        ("Commit todo.md with the message 'x', but not draft.txt.", ("todo.md",), "x"),
        ("Just commit todo.md, don't commit draft.txt. Message: 'x'", ("todo.md",), "x"),
        ("draft.txt랑 todo.md 커밋해 줘", ("draft.txt", "todo.md"), None),
    ],
)  # fmt: skip
def test_the_files_and_message_are_read(
    request_: str, files: tuple[str, ...], message: str | None
) -> None:
    assert git_commit.commit_asked(request_) == git_commit.Commit(files, message)


@pytest.mark.parametrize(
    "request_",
    [
        "Stage todo.md so it's ready to commit, but don't commit it yet.",
        "todo.md 스테이징만 해 줘, 커밋은 아직 하지 마",
        "What is the last commit message?",
        "Who committed todo.md?",
        "If I commit now, which files go in?",
        "draft.txt 커밋했어?",
        "Revert the last commit",
        "Commit draft.txt to a new branch called summer",
        "Amend the last commit to include draft.txt",
        "Commit the changes",  # no file named
    ],
)
def test_no_commit_is_read_from_other_requests(request_: str) -> None:
    assert git_commit.commit_asked(request_) is None


def test_a_write_more_files_or_another_message_are_refused(repo: Path) -> None:
    command = "git add -- draft.txt && git commit -m 'Add summer menu draft' -- draft.txt"
    # git-84's append of the message to draft.txt
    wrote = {"path": "draft.txt", "content": "Add summer menu draft", "mode": "append"}
    refused = unasked(COMMIT_KO, "write_file", wrote, repo)
    assert refused is not None and "not to change a file" in refused
    assert command in refused and "\n" not in refused
    for more in (
        "git add -A && git commit -m 'Add summer menu draft'",
        "git add .",
        "git add draft.txt todo.md",
        "git commit -am 'Add summer menu draft'",
    ):
        refused = unasked(COMMIT_KO, "bash", {"command": more}, repo)
        assert refused is not None and command in refused, more
    refused = unasked(COMMIT_KO, "bash", {"command": "git commit -m 'summer' -- draft.txt"}, repo)
    assert refused is not None and "'Add summer menu draft'" in refused
    assert unasked(COMMIT_KO, "bash", {"command": "git commit --amend --no-edit"}, repo)
    for right in (
        command,
        "git add draft.txt && git commit -m 'Add summer menu draft'",
        "git status",
        "git log --oneline -3",
    ):
        assert unasked(COMMIT_KO, "bash", {"command": right}, repo) is None, right
    # todo.md staged already: a commit with no path would take it too
    _git(repo, "add", "todo.md")
    refused = unasked(COMMIT_KO, "bash", {"command": "git commit -m 'Add summer menu draft'"}, repo)
    assert refused is not None and "other staged files" in refused


def test_a_change_asked_beside_the_commit_is_the_models_to_write(repo: Path) -> None:
    for request_ in (
        "Add buy milk to todo.md and commit it with the message 'Milk'",
        "notes.txt 오타 고치고 'Fix typo' 메시지로 커밋해 줘",
    ):
        wrote = {"path": "todo.md", "content": "buy milk", "mode": "append"}
        assert git_commit.misplaced(request_, "write_file", wrote, repo) is None


def test_the_loop_commits_the_file_alone_after_a_wrong_write(repo: Path) -> None:
    """git-84 appended the message to draft.txt and said 22 bytes were added: the write is
    refused, the loop commits draft.txt alone, todo.md and notes.txt stay uncommitted."""
    head = _git(repo, "rev-parse", "HEAD")
    wrote = ToolCall(
        id="1", name="write_file",
        arguments={"path": "draft.txt", "content": "Add summer menu draft", "mode": "append"},
    )  # fmt: skip
    agent, _, _ = make_agent(
        repo,
        [LLMReply(tool_calls=[wrote]),
         LLMReply(text="추가된 22 바이트를 draft.txt에 추가했습니다."),
         LLMReply(text="추가된 22 바이트를 draft.txt에 추가했습니다."),
         LLMReply(text="추가된 22 바이트를 draft.txt에 추가했습니다.")],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, COMMIT_KO)
    assert (repo / "draft.txt").read_text() == DRAFT
    assert _git(repo, "log", "-1", "--format=%s").strip() == "Add summer menu draft"
    assert _git(repo, "rev-parse", "HEAD~1") == head
    assert _git(repo, "show", "--name-only", "--format=", "HEAD").split() == ["draft.txt"]
    assert "todo.md" in _git(repo, "status", "--porcelain")
    assert "커밋" in result.answer


def test_a_right_commit_stands_and_is_never_made_twice(repo: Path) -> None:
    _git(repo, "add", "draft.txt")
    _git(repo, "commit", "-qm", "Add summer menu draft", "--", "draft.txt")
    assert git_commit.commit_missing(COMMIT_KO, repo) is None
    said = "draft.txt를 'Add summer menu draft' 메시지로 커밋했습니다."
    assert git_commit.commit_misstated(COMMIT_KO, said, repo, "ko") is None
    fixed = git_commit.commit_misstated(COMMIT_KO, "완료", repo, "ko")
    assert fixed is not None and "draft.txt만 'Add summer menu draft' 메시지로 커밋" in fixed


def test_a_missing_file_or_no_message_is_not_guessed(repo: Path) -> None:
    assert git_commit.commit_missing(COMMIT_KO, repo) is not None
    assert git_commit.commit_missing("Commit only gone.txt with message 'x'", repo) is None
    assert git_commit.commit_missing("notes.txt 커밋 좀 해 줘", repo) is None


def test_a_file_kept_out_is_neither_added_nor_committed_and_none_is_written(repo: Path) -> None:
    """git-98 wrote the message over todo.md and committed draft.txt beside it: the write is
    refused (todo.md's own change is kept), so is any add or commit of draft.txt; the loop
    commits todo.md alone."""
    todo = (repo / "todo.md").read_text()
    wrote = {"path": "todo.md", "content": "밀가루 주문 추가", "mode": "overwrite"}
    refused = unasked(COMMIT_ONE_KO, "write_file", wrote, repo)
    assert refused is not None and "not to change a file" in refused
    both = "git add -- todo.md draft.txt && git commit -m '밀가루 주문 추가' -- todo.md draft.txt"
    refused = unasked(COMMIT_ONE_KO, "bash", {"command": both}, repo)
    assert refused is not None and "git add -- todo.md && git commit" in refused
    head = _git(repo, "rev-parse", "HEAD")
    call = ToolCall(id="1", name="write_file", arguments=wrote)
    said = "todo.md와 draft.txt 파일에만 커밋했습니다."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[call])] + [LLMReply(text=said)] * 3,
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, COMMIT_ONE_KO)
    assert (repo / "todo.md").read_text() == todo  # the person's change, not the message
    assert _git(repo, "log", "-1", "--format=%s").strip() == "밀가루 주문 추가"
    assert _git(repo, "rev-parse", "HEAD~1") == head
    assert _git(repo, "show", "--name-only", "--format=", "HEAD").split() == ["todo.md"]
    assert "draft.txt" in _git(repo, "status", "--porcelain")
