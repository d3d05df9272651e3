"""The last commit undone with its changes kept (agent/git_uncommit.py), on a real repository:
the request read, a hard reset, a revert or a write refused, the loop's soft reset when none
ran, and an answer that says there was no commit (git-86's 「최근 커밋은 없었습니다」) said
again from git (fresh40 git-86)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import git_uncommit
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover
from support import git as _git

UNDO_KO = (  # git-86
    "마지막 커밋은 없던 걸로 해 줘. 대신 그 커밋에서 고친 내용은 날리지 말고 파일에 그대로 남겨 둬."
)
UNDO_EN = "Undo my last commit but keep the changes."
ADDED = "print('report')\n# stock check added\n"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "report.py").write_text("print('report')\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Start")
    (tmp_path / "report.py").write_text(ADDED)
    _git(tmp_path, "commit", "-qam", "Add stock check to report")
    return tmp_path


@pytest.mark.parametrize(
    "request_",
    [UNDO_KO, UNDO_EN, "uncommit the last commit, leave the files as they are",
     "최근 커밋 취소해 줘. 변경 내용은 유지하고."],
)  # fmt: skip
def test_the_undo_is_read(request_: str) -> None:
    assert git_uncommit.uncommit_asked(request_)


@pytest.mark.parametrize(
    "request_",
    ["How do I undo the last commit but keep the changes?", "Undo my last commit.",
     "Revert the last commit", "Keep the last commit", "마지막 커밋 메시지가 뭐야?"],
)  # fmt: skip
def test_no_undo_is_read_from_other_requests(request_: str) -> None:
    assert not git_uncommit.uncommit_asked(request_)


def test_what_loses_the_changes_is_refused(repo: Path) -> None:
    for wrong in ("git reset --hard HEAD~1", "git revert HEAD", "git restore report.py"):
        refused = unasked(UNDO_KO, "bash", {"command": wrong}, repo)
        assert refused is not None and "git reset --soft HEAD~1" in refused, wrong
    assert unasked(UNDO_KO, "write_file", {"path": "report.py", "content": "x"}, repo)
    for right in ("git reset HEAD~1", "git reset --soft HEAD~1", "git log -1"):
        assert unasked(UNDO_KO, "bash", {"command": right}, repo) is None, right


def test_a_false_answer_after_the_reset_is_said_from_git(repo: Path) -> None:
    """git-86 ran `git reset HEAD~1` and answered that there was no recent commit."""
    start = _git(repo, "rev-parse", "HEAD~1")
    reset = ToolCall(id="1", name="bash", arguments={"command": "git reset HEAD~1"})
    said = "최근 커밋은 없었습니다. 대신 그 커밋에서 고친 내용은 파일에 그대로 남겨 뒀습니다."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[reset]), LLMReply(text=said), LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, UNDO_KO)
    assert _git(repo, "rev-parse", "HEAD") == start
    assert (repo / "report.py").read_text() == ADDED
    assert "없었" not in result.answer
    assert "Add stock check to report" in result.answer and "취소" in result.answer
    assert "report.py" in result.answer


def test_a_right_answer_stands_and_the_loop_resets_when_none_ran(repo: Path) -> None:
    start = _git(repo, "rev-parse", "HEAD~1")
    said = "Undid the last commit; the changes are kept in report.py."
    agent, _, _ = make_agent(
        repo, [LLMReply(text="Done."), LLMReply(text=said), LLMReply(text=said)],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, UNDO_EN)
    assert _git(repo, "rev-parse", "HEAD") == start
    assert (repo / "report.py").read_text() == ADDED
    assert "Undid" in result.answer or "undid" in result.answer.lower()


GIT_91 = (  # fresh43 git-91: the commit named first, then undone as "it"
    "I want to redo my last commit. Undo it, but keep everything it changed in my working copy."
)


@pytest.mark.parametrize(
    "request_",
    [GIT_91, "Look at my last commit and undo it, but keep the files.",
     "마지막 커밋 다시 하고 싶어. 그거 취소하고 고친 내용은 파일에 남겨 둬."],
)  # fmt: skip
def test_the_commit_undone_as_it_is_read(request_: str) -> None:
    assert git_uncommit.uncommit_asked(request_)


@pytest.mark.parametrize(
    "request_",
    ["My last commit message is wrong. Can you show it?",
     "How do I undo my last commit and keep the changes?",
     "Look at my last commit and undo it."],  # nothing said of the changes
)  # fmt: skip
def test_no_undo_as_it_from_other_requests(request_: str) -> None:
    assert not git_uncommit.uncommit_asked(request_)


@pytest.mark.parametrize(
    "advice",
    [
        # git-91's answer after its reset ran: how to, and with the hard reset that loses work
        "To undo the last commit, you can use the `git reset` command with the `--hard` option. "
        "This will discard all changes.",
        "You can run `git reset --soft HEAD~1` to undo the commit.",
        "마지막 커밋을 취소하려면 git reset 명령을 사용하세요.",
    ],
)
def test_an_answer_that_tells_how_is_said_from_git(repo: Path, advice: str) -> None:
    start = _git(repo, "rev-parse", "HEAD~1")
    reset = ToolCall(id="1", name="bash", arguments={"command": "git reset HEAD~1"})
    show = ToolCall(id="2", name="bash", arguments={"command": "git show HEAD"})
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[reset]), LLMReply(tool_calls=[show])]
        + [LLMReply(text=advice)] * 3,
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, GIT_91)
    assert _git(repo, "rev-parse", "HEAD") == start
    assert (repo / "report.py").read_text() == ADDED
    assert "--hard" not in result.answer and "you can" not in result.answer.lower()
    assert result.answer.startswith("Undid the last commit 'Add stock check to report'")
    assert "report.py" in result.answer


def test_a_right_answer_after_the_reset_stands(repo: Path) -> None:
    reset = ToolCall(id="1", name="bash", arguments={"command": "git reset HEAD~1"})
    said = "I undid your last commit; its changes are still in report.py, uncommitted."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[reset])] + [LLMReply(text=said)] * 3,
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    assert run(agent, GIT_91).answer == said
