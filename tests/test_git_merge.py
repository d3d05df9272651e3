"""A branch merged into the branch the request names (agent/git_merge.py), on a real
repository: the branch and its target read from the request, a merge run on another branch
refused, and the loop that switches and merges when the model did not (fresh38 git-81)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import git_merge
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover
from support import git as _git

MERGE = "I'm done with feature/inventory. Merge it into main."  # git-81
MERGE_KO = "feature/inventory 작업 끝났어. main에 병합해 줘."


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """main with one commit; feature/inventory checked out, one commit ahead; todo.md changed
    and draft.txt untracked (work the person keeps)."""
    (tmp_path / "app.py").write_text("print('app')\n")
    (tmp_path / "todo.md").write_text("- [ ] buy flour\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Add app")
    _git(tmp_path, "checkout", "-qb", "feature/inventory")
    (tmp_path / "app.py").write_text("print('stock')\n")
    _git(tmp_path, "commit", "-qam", "Add stock check")
    (tmp_path / "todo.md").write_text("- [ ] buy flour\n- [ ] call Ann\n")
    (tmp_path / "draft.txt").write_text("summer menu\n")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "branch", "into"),
    [
        (MERGE, "feature/inventory", "main"),
        (MERGE_KO, "feature/inventory", "main"),
        ("Merge feature/login into develop", "feature/login", "develop"),
        ("merge this branch into main please", "HEAD", "main"),
        ("Merge the hotfix branch into main", "hotfix", "main"),
        ("feature/inventory를 main에 머지해 줘", "feature/inventory", "main"),
        ("이 브랜치 main으로 병합해 줘", "HEAD", "main"),
        ("main 브랜치에 hotfix 머지해 줘", "hotfix", "main"),
    ],
)
def test_the_branch_and_target_are_read(request_: str, branch: str, into: str) -> None:
    assert git_merge.merge_asked(request_) == git_merge.Merge(branch, into)


@pytest.mark.parametrize(
    "request_",
    [
        "What would change in main if I merged this branch into it?",
        "지금 이 브랜치를 main에 머지하면 main에서 어떤 파일이 바뀌어? 머지는 하지 말고",
        "Has feature/inventory been merged into main?",
        "How do I merge into main?",
        "Make a new branch called hotfix off main",
        "Is my branch ahead of main?",
    ],
)
def test_no_merge_is_read_from_other_requests(request_: str) -> None:
    assert git_merge.merge_asked(request_) is None


def test_a_merge_on_the_wrong_branch_is_refused(repo: Path) -> None:
    use = "git switch main && git merge --no-edit feature/inventory"
    for request_ in (MERGE, MERGE_KO):
        # git-81's merge into the branch checked out
        for bad in ("git merge feature/inventory main", "git merge main"):
            refused = unasked(request_, "bash", {"command": bad}, repo)
            assert refused is not None and "merges into feature/inventory, not main" in refused
            assert use in refused and "\n" not in refused
        wrong = "git checkout main && git merge develop"
        refused = unasked(request_, "bash", {"command": wrong}, repo)
        assert refused is not None and "nothing else" in refused
        for right in (use, "git checkout main && git merge feature/inventory", "git status"):
            assert unasked(request_, "bash", {"command": right}, repo) is None


def test_the_loop_merges_into_main_after_a_wrong_merge(repo: Path) -> None:
    """git-81 ran `git merge feature/inventory main` on the branch and said it was up to date:
    the loop switches to main and merges; the person's uncommitted work stays."""
    tip = _git(repo, "rev-parse", "feature/inventory")
    wrong = ToolCall(id="1", name="bash", arguments={"command": "git merge feature/inventory main"})
    agent, _, _ = make_agent(
        repo,
        [LLMReply(tool_calls=[wrong]), LLMReply(text="You are already up to date."),
         LLMReply(text="Merged feature/inventory into main."),
         LLMReply(text="Merged feature/inventory into main.")],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    run(agent, MERGE)
    assert _git(repo, "rev-parse", "main") == tip
    assert (repo / "todo.md").read_text() == "- [ ] buy flour\n- [ ] call Ann\n"
    assert (repo / "draft.txt").exists()


def test_a_merged_branch_needs_nothing(repo: Path) -> None:
    assert git_merge.merge_missing(MERGE, repo) is not None
    _git(repo, "checkout", "-q", "main")
    _git(repo, "merge", "-q", "--no-edit", "feature/inventory")
    assert git_merge.merge_missing(MERGE, repo) is None
    assert git_merge.merge_missing("Merge nosuch into main", repo) is None
