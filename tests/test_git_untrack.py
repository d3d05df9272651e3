"""A file taken out of git and kept on disk (agent/git_untrack.py, agent/kept_files.py), on a real
repository: the request read, a delete of a file said to be kept refused whatever else is asked,
a write, a re-add or an unasked commit refused, and the loop's `git rm --cached` when the model
ran `git rm` (fresh41 git-88)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import git_untrack, kept_files
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover
from support import git as _git

UNTRACK_KO = (  # git-88
    "notes.txt는 git에서 빼 줘. 파일 자체는 지우지 말고 추적만 안 되게. 커밋은 나중에 내가 할게."
)
UNTRACK_EN = "Remove config.env from git but don't delete the file."
NOTES = "Mina Park\nbuy flour\n"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text(NOTES)
    (tmp_path / "config.env").write_text("DEBUG=1\n")
    (tmp_path / "todo.md").write_text("- [ ] x\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Start")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "path"),
    [(UNTRACK_KO, "notes.txt"), (UNTRACK_EN, "config.env"),
     ("stop tracking notes.txt", "notes.txt"),
     ("untrack config.env but keep it locally", "config.env"),
     ("todo.md 추적 해제해 줘", "todo.md"),
     ("notes.txt를 저장소에서 빼 줘. 파일은 남겨 두고.", "notes.txt")],
)  # fmt: skip
def test_the_file_to_untrack_is_read(request_: str, path: str) -> None:
    assert git_untrack.untracked_file(request_) == path


@pytest.mark.parametrize(
    "request_",
    ["How do I stop tracking notes.txt?", "Remove notes.txt from git",  # may mean deleted too
     "Delete notes.txt", "notes.txt 지워 줘", "Is notes.txt tracked?",
     "stop tracking notes.txt and todo.md"],  # two files: the model's to name
)  # fmt: skip
def test_no_untrack_is_read_from_other_requests(request_: str) -> None:
    assert git_untrack.untracked_file(request_) is None


def test_the_delete_and_other_wrong_calls_are_refused(repo: Path) -> None:
    # git-88 ran `git rm notes.txt`, deleting the file the user said to keep
    for wrong in ("git rm notes.txt", "rm notes.txt", "rm -f ./notes.txt", "unlink notes.txt"):
        refused = unasked(UNTRACK_KO, "bash", {"command": wrong}, repo)
        assert refused is not None and "git rm --cached -- notes.txt" in refused, wrong
        assert "\n" not in refused
    for wrong in ("git commit -m untrack", "git add notes.txt", "git add -A",
                  "git update-index --assume-unchanged notes.txt"):  # fmt: skip
        refused = unasked(UNTRACK_KO, "bash", {"command": wrong}, repo)
        assert refused is not None and "git rm --cached -- notes.txt" in refused, wrong
    assert unasked(UNTRACK_KO, "write_file", {"path": "notes.txt", "content": ""}, repo)
    for right in ("git rm --cached notes.txt", "git rm --cached -- notes.txt", "git status"):
        assert unasked(UNTRACK_KO, "bash", {"command": right}, repo) is None, right
    assert unasked(UNTRACK_EN, "bash", {"command": "git rm config.env"}, repo) is not None


@pytest.mark.parametrize(
    ("request_", "kept"),
    [(UNTRACK_KO, ["notes.txt"]), (UNTRACK_EN, ["config.env"]),
     ("Delete old.log but don't delete notes.txt", ["notes.txt"]),
     ("정리는 하되 아무 파일도 지우지 마", [kept_files.ANY]),
     ("Delete old.log and then clean up, but don't remove anything else", []),
     ("Delete notes.txt", []), ("notes.txt 지워 줘", [])],
)  # fmt: skip
def test_the_files_said_kept(request_: str, kept: list[str]) -> None:
    assert kept_files.kept_files(request_) == kept


def test_a_delete_of_a_kept_file_is_refused_in_any_request(repo: Path) -> None:
    asked = "Delete old.log but don't delete notes.txt"
    assert unasked(asked, "bash", {"command": "rm notes.txt old.log"}, repo) is not None
    assert unasked(asked, "bash", {"command": "rm old.log"}, repo) is None
    tidy = "이 폴더 좀 정리해 줘. 파일은 하나도 지우지 말고."
    refused = unasked(tidy, "bash", {"command": "rm todo.md"}, repo)
    assert refused is not None and "todo.md" in refused and "git rm" not in refused
    assert unasked("Delete notes.txt", "bash", {"command": "rm notes.txt"}, repo) is None


def test_the_loop_untracks_after_a_refused_git_rm(repo: Path) -> None:
    wrong = ToolCall(id="1", name="bash", arguments={"command": "git rm notes.txt"})
    said = "notes.txt 파일을 git에서 삭제했습니다."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[wrong]), LLMReply(text=said), LLMReply(text=said),
               LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, UNTRACK_KO)
    assert (repo / "notes.txt").read_text() == NOTES  # still on disk
    assert _git(repo, "ls-files", "notes.txt").strip() == ""  # out of the index
    assert _git(repo, "diff", "--cached", "--name-only").strip() == "notes.txt"
    assert _git(repo, "log", "--format=%s").strip() == "Start"  # no commit made
    assert git_untrack.untrack_missing(UNTRACK_KO, repo) is None
    assert "남아" in result.answer and "삭제했습니다" not in result.answer  # said from git


def test_a_right_answer_stands(repo: Path) -> None:
    _git(repo, "rm", "-q", "--cached", "--", "notes.txt")
    said = "notes.txt는 이제 추적되지 않고, 파일은 그대로 남아 있습니다."
    assert git_untrack.untrack_misstated(UNTRACK_KO, said, repo, "ko") is None
    told = git_untrack.untrack_misstated(UNTRACK_EN.replace("config.env", "notes.txt"),
                                         "Deleted notes.txt from git.", repo, "en")  # fmt: skip
    assert told is not None and "still here" in told and "not committed" in told
