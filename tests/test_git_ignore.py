"""A file git is made to ignore, kept on disk, nothing committed (agent/git_ignore.py), on a real
repository: the request read, assume-unchanged, a delete and an unasked commit refused in one
line, and the loop that writes .gitignore (then untracks a tracked file) after the model's
assume-unchanged and rm (fresh42 git-90), the answer said from git."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import git_ignore, kept_files
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover
from support import git as _git

IGNORE_KO = (  # git-90
    "draft.txt가 git status 볼 때마다 자꾸 떠서 거슬려. 파일은 지우지 말고 git이 무시하게만 해 "
    "줘. 커밋은 하지 말고."
)
IGNORE_EN = "Make git ignore notes.txt, but keep the file."
DRAFT = "ideas for the summer menu\n"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("Mina Park\n")
    (tmp_path / ".gitignore").write_text("logs/app.log")  # no line break at its end
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Start")
    (tmp_path / "draft.txt").write_text(DRAFT)  # untracked
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "files"),
    [(IGNORE_KO, ["draft.txt"]), (IGNORE_EN, ["notes.txt"]),
     ("Add draft.txt to .gitignore.", ["draft.txt"]),
     ("draft.txt를 .gitignore에 추가해 줘", ["draft.txt"]),
     ("Have git ignore logs/debug.log", ["logs/debug.log"])],
)  # fmt: skip
def test_the_files_to_ignore_are_read(request_: str, files: list[str]) -> None:
    assert git_ignore.ignored_files(request_) == files


@pytest.mark.parametrize(
    "request_",
    ["Is draft.txt ignored by git?", "왜 draft.txt가 무시돼?", "Stop ignoring draft.txt",
     "draft.txt 무시하지 않게 해 줘", "What does .gitignore say?", "Delete draft.txt",
     "Ignore the typo in notes.txt", "How do I make git ignore draft.txt?"],
)  # fmt: skip
def test_no_ignore_is_read_from_other_requests(request_: str) -> None:
    assert git_ignore.ignored_files(request_) == []


@pytest.mark.parametrize(
    "command",
    ["git update-index --assume-unchanged draft.txt", "rm draft.txt", "git commit -m ignore"],
)
def test_wrong_calls_are_refused(repo: Path, command: str) -> None:
    refused = unasked(IGNORE_KO, "bash", {"command": command}, repo)
    assert refused is not None and refused.startswith("not run:") and "\n" not in refused
    assert unasked(IGNORE_KO, "bash", {"command": "git status"}, repo) is None


def test_the_loop_ignores_it_after_assume_unchanged_and_rm(repo: Path) -> None:
    hide = ToolCall(
        id="1", name="bash", arguments={"command": "git update-index --assume-unchanged draft.txt"}
    )
    rm = ToolCall(id="2", name="bash", arguments={"command": "rm draft.txt"})
    said = "하지 못했습니다."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[hide]), LLMReply(tool_calls=[rm]),
               *[LLMReply(text=said)] * 5],
        approver=ScriptedApprover(*[Answer.ALLOW] * 6),
    )  # fmt: skip
    result = run(agent, IGNORE_KO)
    assert (repo / "draft.txt").read_text() == DRAFT  # never deleted
    assert _git(repo, "check-ignore", "draft.txt").strip() == "draft.txt"
    assert _git(repo, "check-ignore", "logs/app.log").strip() == "logs/app.log"  # kept
    assert _git(repo, "log", "--format=%s").strip() == "Start"  # no commit
    assert git_ignore.right_call(IGNORE_KO, repo) is None
    assert ".gitignore" in result.answer and "하지 못했습니다" not in result.answer


def test_a_tracked_file_is_untracked_after_it_is_ignored(repo: Path) -> None:
    call = git_ignore.right_call(IGNORE_EN, repo)
    assert call is not None and call[0] == "write_file"
    (repo / ".gitignore").write_text(call[1]["content"])
    assert (repo / ".gitignore").read_text() == "logs/app.log\nnotes.txt\n"
    assert git_ignore.right_call(IGNORE_EN, repo) == (
        "bash", {"command": "git rm --cached -- notes.txt"},
    )  # fmt: skip


def test_a_right_write_and_answer_stand_and_no_delete_is_asked(repo: Path) -> None:
    # 「지우지 말고」 had read as a delete asked: the loop told the model to rm draft.txt and
    # replaced the right answer with "not done" (git-90's answer)
    write = ToolCall(
        id="1",
        name="write_file",
        arguments={"path": ".gitignore", "content": "logs/app.log\ndraft.txt\n"},
    )
    said = "draft.txt를 .gitignore에 추가했습니다. 파일은 그대로 있습니다."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[write]), *[LLMReply(text=said)] * 4],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, IGNORE_KO)
    assert result.answer == said
    assert (repo / "draft.txt").read_text() == DRAFT
    assert not any(kept_files.deleted_paths(o.call.name, o.call.arguments) for o in result.outcomes)
