"""A file's change folded into the last commit alone (agent/git_amend.py), on a real repository:
the files read from the request, a write (git-85's csv_edit of an unrelated todo.csv), a new
commit, more files added or `commit -a` refused, the loop that amends when the model did not,
and an amend made said when the answer does not (fresh40 git-85)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import git_amend
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover
from support import git as _git

FOLD_EN = (  # git-85
    "I forgot to put my todo.md change into the last commit. Can you fold it into that commit?"
)
FOLD_KO = "방금 커밋에 todo.md 변경도 넣어 줘"
COMMAND = "git add -- todo.md && git commit --amend --no-edit -- todo.md"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """Two commits (the last changes report.py), then todo.md and notes.txt changed."""
    (tmp_path / "todo.md").write_text("- [ ] buy flour\n")
    (tmp_path / "notes.txt").write_text("first\n")
    (tmp_path / "report.py").write_text("print('report')\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Start")
    (tmp_path / "report.py").write_text("print('report')\n# stock check added\n")
    _git(tmp_path, "commit", "-qam", "Add stock check to report")
    (tmp_path / "todo.md").write_text("- [ ] buy flour\n- [ ] order more flour\n")
    (tmp_path / "notes.txt").write_text("first\nsecond\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "files"),
    [
        (FOLD_EN, ("todo.md",)),
        (FOLD_KO, ("todo.md",)),
        ("amend the last commit with notes.txt", ("notes.txt",)),
        ("todo.md를 마지막 커밋에 포함시켜 줘", ("todo.md",)),
        ("Add notes.txt to the last commit", ("notes.txt",)),
        ("Amend the last commit to include draft.txt", ("draft.txt",)),
    ],
)
def test_the_files_are_read(request_: str, files: tuple[str, ...]) -> None:
    assert git_amend.amend_files(request_) == files


@pytest.mark.parametrize(
    "request_",
    [
        "How do I amend the last commit?",
        "commit todo.md as a new commit, not into the last commit",
        "What was in the last commit?",
        "Put todo.md back the way it was in the last commit.",
        "Commit only notes.txt with the message 'x'",
        "Add a line to notes.txt",
    ],
)
def test_no_amend_is_read_from_other_requests(request_: str) -> None:
    assert git_amend.amend_files(request_) == ()


def test_a_write_a_new_commit_or_more_files_are_refused(repo: Path) -> None:
    wrote = {"path": "todo.csv", "action": "set", "column": "status", "value": "done"}
    refused = unasked(FOLD_EN, "csv_edit", wrote, repo)  # git-85's write nobody asked for
    assert refused is not None and COMMAND in refused and "\n" not in refused
    for wrong in (
        "git commit -m 'todo' todo.md",
        "git add . && git commit --amend --no-edit",
        "git commit -a --amend --no-edit",
    ):
        refused = unasked(FOLD_EN, "bash", {"command": wrong}, repo)
        assert refused is not None and COMMAND in refused, wrong
    for right in (COMMAND, "git add todo.md && git commit --amend --no-edit", "git log -1"):
        assert unasked(FOLD_EN, "bash", {"command": right}, repo) is None, right


def test_the_loop_amends_after_the_model_did_not(repo: Path) -> None:
    """git-85 edited todo.csv and answered with the last commit's hash: the loop amends the last
    commit with todo.md alone, keeps its message and parent, and says so."""
    parent = _git(repo, "rev-parse", "HEAD~1")
    wrote = ToolCall(
        id="1", name="csv_edit",
        arguments={"path": "todo.csv", "action": "set", "column": "status", "value": "done"},
    )  # fmt: skip
    said = "The last commit is 0e71c9f."
    agent, _, _ = make_agent(
        repo,
        [LLMReply(tool_calls=[wrote]), LLMReply(text=said), LLMReply(text=said),
         LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, FOLD_EN)
    assert _git(repo, "rev-parse", "HEAD~1") == parent
    assert _git(repo, "log", "-1", "--format=%s").strip() == "Add stock check to report"
    touched = sorted(_git(repo, "show", "--name-only", "--format=", "HEAD").split())
    assert touched == ["report.py", "todo.md"]
    assert "notes.txt" in _git(repo, "status", "--porcelain")
    assert not (repo / "todo.csv").exists()
    assert "0e71c9f" not in result.answer and "todo.md" in result.answer


def test_an_amend_made_is_said_and_never_made_twice(repo: Path) -> None:
    _git(repo, "add", "todo.md")
    _git(repo, "commit", "-q", "--amend", "--no-edit", "--", "todo.md")
    assert git_amend.amend_missing(FOLD_EN, repo) is None
    assert git_amend.amend_missing("Add gone.txt to the last commit", repo) is None
