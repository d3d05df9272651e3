"""The commit author set for this repository alone (agent/git_local_author.py), on a real
repository: fresh45 git-95 ("For this repository only, set the commit author to Daniel Kim
<daniel@…>. Leave my global git settings alone.") ran `git config --global user.name Daniel`
and answered with the last commit's author. A global or system config refused, a name cut
short refused, the loop sets it here when the model did not, and the answer says it."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import git_local_author
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover
from support import git as _git

AUTHOR = ("Daniel Kim", "daniel@sunrise-bakery.example")
LOCAL_EN = (
    "For this repository only, set the commit author to Daniel Kim "
    "<daniel@sunrise-bakery.example>. Leave my global git settings alone."
)
LOCAL_KO = (
    "이 저장소에서만 커밋 작성자를 Daniel Kim <daniel@sunrise-bakery.example>으로 설정해 줘. "
    "전역 설정은 건드리지 말고."
)
SET_HERE = (
    "git config user.name 'Daniel Kim' && git config user.email daniel@sunrise-bakery.example"
)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "app.py").write_text("print('app')\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Add app")
    return tmp_path


@pytest.mark.parametrize(
    "request_",
    [
        LOCAL_EN,
        LOCAL_KO,
        "Set my git author to Daniel Kim <daniel@sunrise-bakery.example> just for this repo, "
        "not globally.",
        "이 프로젝트에만 작성자 '김다니엘' <daniel@sunrise-bakery.example> 로 바꿔 줘",
    ],
)
def test_the_author_asked_here_is_read(request_: str) -> None:
    author = git_local_author.author_asked(request_)
    assert author is not None and author[1] == AUTHOR[1]
    assert author[0] in ("Daniel Kim", "김다니엘")


@pytest.mark.parametrize(
    "request_",
    [
        "Who is the author of the last commit?",
        "Set my global git author to Daniel Kim <daniel@sunrise-bakery.example>.",
        "Email Daniel Kim <daniel@sunrise-bakery.example> about this repository only.",
    ],
)
def test_no_local_author_is_read_from_other_requests(request_: str) -> None:
    assert git_local_author.author_asked(request_) is None


def test_a_global_setting_or_a_name_cut_short_is_refused(repo: Path) -> None:
    for request_ in (LOCAL_EN, LOCAL_KO):
        for command in (
            "git config --global user.name 'Daniel Kim'",
            "git config --system user.email daniel@sunrise-bakery.example",
            "git config user.name Daniel Kim",  # the name cut at its space
        ):
            refused = unasked(request_, "bash", {"command": command}, repo)
            assert refused is not None and SET_HERE in refused, (command, refused)
        assert unasked(request_, "bash", {"command": SET_HERE}, repo) is None
        local = "git config --local user.name 'Daniel Kim'"
        assert unasked(request_, "bash", {"command": local}, repo) is None
        assert unasked(request_, "bash", {"command": "git log -1"}, repo) is None


def test_the_loop_sets_it_here_and_says_so(repo: Path) -> None:
    """git-95's turn: a --global config and the last commit's author as the answer."""
    global_ = ToolCall(
        id="1", name="bash", arguments={"command": "git config --global user.name Daniel"}
    )
    log = ToolCall(id="2", name="bash", arguments={"command": "git log -1 --format='%an <%ae>'"})
    guess = LLMReply(text="The commit author is Mina Park <mina@example.com>.")
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[global_]), LLMReply(tool_calls=[log])] + [guess] * 4,
        approver=ScriptedApprover(*[Answer.ALLOW] * 6),
    )  # fmt: skip
    result = run(agent, LOCAL_EN)
    assert _git(repo, "config", "--local", "user.name").strip() == AUTHOR[0]
    assert _git(repo, "config", "--local", "user.email").strip() == AUTHOR[1]
    assert "--global" not in " ".join(
        str(o.call.arguments) for o in result.outcomes if not o.result.content.startswith("not run")
    )
    assert "Daniel Kim" in result.answer and "Mina" not in result.answer, result.answer
    assert "global" in result.answer


def test_a_right_answer_stands_and_a_wrong_one_is_said_from_git(repo: Path) -> None:
    assert git_local_author.author_missing(LOCAL_KO, repo) == ("bash", {"command": SET_HERE})
    _git(repo, "config", "user.name", AUTHOR[0])
    _git(repo, "config", "user.email", AUTHOR[1])
    assert git_local_author.author_missing(LOCAL_KO, repo) is None
    right = "이 저장소의 커밋 작성자를 Daniel Kim으로 설정했습니다."
    assert git_local_author.author_misstated(LOCAL_KO, right, repo, "ko") is None
    said = git_local_author.author_misstated(
        LOCAL_KO, "bash 결과입니다: [exit code: 0]", repo, "ko"
    )
    assert said is not None and "Daniel Kim" in said and "전역" in said
