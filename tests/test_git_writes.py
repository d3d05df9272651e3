"""A branch or a tag made where the request says (agent/git_writes.py), on a real repository:
a switch when the person stays refused, a tag on another commit or a moved one refused, and
the loop that makes the ref when the model did not (fresh35 git-75, git-76)."""

from __future__ import annotations

from pathlib import Path

import pytest

from extensions_support import make_agent, run
from jarvis_voice.agent import git_writes
from jarvis_voice.agent.grounding import unasked
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from support import ScriptedApprover
from support import git as _git

HOTFIX = "Make a new branch called hotfix off main, but keep me on the branch I'm on now."
HOTFIX_KO = "지금 브랜치에 그대로 있고 main에서 hotfix 브랜치 하나 만들어 줘"
TAG_KO = "지금 마지막 커밋에 v0.1 태그 좀 달아 줘."  # git-76


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """main with two commits; feature/inventory checked out, one commit ahead."""
    (tmp_path / "app.py").write_text("print('app')\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Add app")
    (tmp_path / "README.md").write_text("# App\n")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "Add readme")
    _git(tmp_path, "checkout", "-qb", "feature/inventory")
    (tmp_path / "app.py").write_text("print('stock')\n")
    _git(tmp_path, "commit", "-qam", "Add stock check")
    return tmp_path


@pytest.mark.parametrize(
    ("request_", "kind", "name", "base", "command"),
    [
        (HOTFIX, "branch", "hotfix", "main", "git branch hotfix main"),
        (HOTFIX_KO, "branch", "hotfix", "main", "git branch hotfix main"),
        ("Create a branch named release/2.0 from develop", "branch", "release/2.0", "develop",
         "git branch release/2.0 develop"),
        ("Please create a new branch called docs-fix and switch to it", "branch", "docs-fix",
         "HEAD", "git switch -c docs-fix"),
        ("main에서 hotfix 브랜치 만들고 그 브랜치로 전환해 줘", "branch", "hotfix", "main",
         "git switch -c hotfix main"),
        (TAG_KO, "tag", "v0.1", "HEAD", "git tag v0.1"),
        ("tag the last commit v1.2", "tag", "v1.2", "HEAD", "git tag v1.2"),
        ("tag commit abc1234 as v0.9", "tag", "v0.9", "abc1234", "git tag v0.9 abc1234"),
        ('Add an annotated tag v2.0 with the message "First release"', "tag", "v2.0", "HEAD",
         "git tag -a -m 'First release' v2.0"),
    ],
)  # fmt: skip
def test_the_ref_asked_is_read(
    request_: str, kind: str, name: str, base: str, command: str
) -> None:
    ref = git_writes.ref_asked(request_)
    assert ref is not None
    assert (ref.kind, ref.name, ref.base, ref.command()) == (kind, name, base, command)


@pytest.mark.parametrize(
    "request_",
    [
        "What tags are there?",
        "delete the tag v0.1",
        "Which branch am I on?",
        "hotfix 브랜치 지워 줘",
        "v0.1 태그는 어느 커밋에 있어?",
        "Switch to the hotfix branch",
        "main 브랜치의 마지막 커밋 해시 알려 줘",
        "If I delete the develop branch, would I lose any commits?",
        "Merge the hotfix branch into main",
        "In src/utils.py, pull the tax rate out into a constant called TAX_RATE, set to 0.1",
    ],
)
def test_no_ref_is_read_from_other_requests(request_: str) -> None:
    assert git_writes.ref_asked(request_) is None


def test_a_switch_is_refused_when_the_person_stays(repo: Path) -> None:
    for request_ in (HOTFIX, HOTFIX_KO):
        for command in ("git checkout -b hotfix main", "git switch -c hotfix main"):
            refused = unasked(request_, "bash", {"command": command}, repo)
            assert refused is not None and "git branch hotfix main" in refused
    # made where it was asked: run; made off the branch one is on: refused
    assert unasked(HOTFIX, "bash", {"command": "git branch hotfix main"}, repo) is None
    off_here = unasked(HOTFIX, "bash", {"command": "git branch hotfix"}, repo)
    assert off_here is not None and "another commit" in off_here
    # a switch asked for is no refusal
    onto = "main에서 hotfix 브랜치 만들고 그 브랜치로 전환해 줘"
    assert unasked(onto, "bash", {"command": "git checkout -b hotfix main"}, repo) is None


def test_a_tag_on_another_commit_or_moved_is_refused(repo: Path) -> None:
    assert unasked(TAG_KO, "bash", {"command": "git tag v0.1"}, repo) is None
    assert unasked(TAG_KO, "bash", {"command": "git tag -a v0.1 -m 'v0.1'"}, repo) is None
    assert unasked(TAG_KO, "bash", {"command": "git tag"}, repo) is None  # a listing
    wrong = unasked(TAG_KO, "bash", {"command": "git tag v0.1 HEAD~1"}, repo)
    assert wrong is not None and "git tag v0.1" in wrong
    other = unasked(TAG_KO, "bash", {"command": "git tag v1.0"}, repo)
    assert other is not None
    _git(repo, "tag", "v0.1", "main")
    moved = unasked(TAG_KO, "bash", {"command": "git tag -f v0.1"}, repo)
    assert moved is not None and "already exists" in moved


def test_the_loop_makes_a_branch_and_leaves_the_person_where_they_were(repo: Path) -> None:
    switch = ToolCall(id="1", name="bash", arguments={"command": "git checkout -b hotfix main"})
    agent, _, _ = make_agent(
        repo,
        [LLMReply(tool_calls=[switch]), LLMReply(text="Done, you're on hotfix."),
         LLMReply(text="Made hotfix off main; you are still on feature/inventory.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    run(agent, HOTFIX)
    assert _git(repo, "rev-parse", "hotfix").strip() == _git(repo, "rev-parse", "main").strip()
    assert _git(repo, "branch", "--show-current").strip() == "feature/inventory"


def test_the_loop_makes_the_tag_a_broken_command_left_unmade(repo: Path) -> None:
    broken = ToolCall(id="1", name="bash", arguments={"command": "git tag -a v0.1 -m "})
    agent, _, _ = make_agent(
        repo,
        [LLMReply(tool_calls=[broken]), LLMReply(text="태그를 달았습니다."),
         LLMReply(text="v0.1 태그를 마지막 커밋에 달았어요.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    run(agent, TAG_KO)
    assert (
        _git(repo, "rev-parse", "v0.1^{commit}").strip() == _git(repo, "rev-parse", "HEAD").strip()
    )


def test_a_tag_already_there_is_said_not_moved(repo: Path) -> None:
    _git(repo, "tag", "v1.2", "main")
    before = _git(repo, "rev-parse", "v1.2")
    made = ToolCall(id="1", name="bash", arguments={"command": "git tag v1.2"})
    agent, _, _ = make_agent(
        repo,
        [LLMReply(tool_calls=[made]), LLMReply(text="Tagged the last commit v1.2."),
         LLMReply(text="Tagged the last commit v1.2.")],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, "tag the last commit v1.2")
    assert _git(repo, "rev-parse", "v1.2") == before
    assert "already exists" in result.answer


@pytest.mark.parametrize(
    ("request_", "answer", "said"),
    [
        (HOTFIX, "You are now on the hotfix branch.", "you are still on feature/inventory"),
        (HOTFIX, "Done, you're on hotfix.", "you are still on feature/inventory"),
        (HOTFIX_KO, "hotfix 브랜치로 전환했습니다.", "그대로 feature/inventory"),
    ],
)
def test_an_answer_that_says_the_person_moved_is_put_right(
    repo: Path, request_: str, answer: str, said: str
) -> None:
    branch = ToolCall(id="1", name="bash", arguments={"command": "git branch hotfix main"})
    agent, _, _ = make_agent(
        repo,
        [LLMReply(tool_calls=[branch]), LLMReply(text=answer), LLMReply(text=answer)],
        approver=ScriptedApprover(Answer.ALLOW),
    )
    result = run(agent, request_)
    assert said in result.answer
    assert _git(repo, "branch", "--show-current").strip() == "feature/inventory"
    # a right answer stands; a branch made with a switch asked is no such answer
    right = "Made hotfix off main; you're still on feature/inventory."
    assert git_writes.stay_misstated(HOTFIX, right, repo, "en") is None
    onto = "main에서 hotfix 브랜치 만들고 그 브랜치로 전환해 줘"
    assert git_writes.stay_misstated(onto, answer, repo, "ko") is None


STAGE = "Stage todo.md so it's ready to commit, but don't commit it yet."  # fresh36 git-77
STAGE_KO = "todo.md 스테이징만 해 줘, 커밋은 아직 하지 마"


@pytest.fixture
def changed(repo: Path) -> Path:
    """repo with todo.md committed, then changed; draft.txt untracked beside it."""
    (repo / "todo.md").write_text("- [ ] buy flour\n")
    _git(repo, "add", "todo.md")
    _git(repo, "commit", "-qm", "Add todo")
    (repo / "todo.md").write_text("- [ ] buy flour\n- [ ] call Ann\n")
    (repo / "draft.txt").write_text("summer menu\n")
    return repo


def _staged(repo: Path) -> list[str]:
    return _git(repo, "diff", "--cached", "--name-only").split()


@pytest.mark.parametrize(
    ("request_", "files", "commit"),
    [
        (STAGE, ("todo.md",), False),
        (STAGE_KO, ("todo.md",), False),
        ("Can you stage README.md and src/app.py?", ("README.md", "src/app.py"), False),
        ("git add todo.md 해 줘", ("todo.md",), False),
        ("Add todo.md to the staging area, no commit", ("todo.md",), False),
        ("todo.md 스테이징 영역에 올려 줘", ("todo.md",), False),
        ('Stage todo.md and commit it with the message "Add tasks"', ("todo.md",), True),
        ("todo.md 스테이징하고 커밋까지 해 줘", ("todo.md",), True),
    ],
)  # fmt: skip
def test_the_files_to_stage_are_read(request_: str, files: tuple[str, ...], commit: bool) -> None:
    assert git_writes.stage_asked(request_) == git_writes.Staging(files, commit)


@pytest.mark.parametrize(
    "request_",
    [
        "Have I staged todo.md yet?",
        "todo.md 스테이징했어?",
        "Unstage todo.md",
        "todo.md 스테이징 취소해 줘",
        "Add milk to todo.md",
        "What stage is the project at?",
        "If I ran git add -A and committed right now, which files would go into that commit?",
        "Commit todo.md with the message 'Add tasks'",
    ],
)
def test_no_staging_is_read_from_other_requests(request_: str) -> None:
    assert git_writes.stage_asked(request_) is None


def test_a_commit_more_files_or_a_write_are_refused_when_only_staging(changed: Path) -> None:
    for request_ in (STAGE, STAGE_KO):
        for command in ("git add todo.md && git commit -m 'todo'", "git commit -am wip"):
            refused = unasked(request_, "bash", {"command": command}, changed)
            assert refused is not None and "not to commit" in refused
            assert "git add -- todo.md" in refused and "\n" not in refused
        for command in ("git add -A", "git add .", "git add todo.md draft.txt"):
            refused = unasked(request_, "bash", {"command": command}, changed)
            assert refused is not None and "stages more than todo.md" in refused
        assert unasked(request_, "bash", {"command": "git add todo.md"}, changed) is None
        assert unasked(request_, "bash", {"command": "git add -- todo.md"}, changed) is None
        assert unasked(request_, "bash", {"command": "git status"}, changed) is None
        # git-77's csv_edit of todo.md: its text is not to change
        sort = {"path": "todo.md", "action": "sort", "column": "priority"}
        refused = unasked(request_, "csv_edit", sort, changed)
        assert refused is not None and "not to change its text" in refused
    # a commit asked too is run; a text change asked too may write
    both = "Stage todo.md and commit it with the message 'Add tasks'"
    right = "git add todo.md && git commit -m 'Add tasks'"
    assert unasked(both, "bash", {"command": right}, changed) is None
    # … with the message said: another is refused (git_commit, fresh39 git-84)
    wrong = unasked(both, "bash", {"command": "git add todo.md && git commit -m x"}, changed)
    assert wrong is not None and "'Add tasks'" in wrong
    fix = "Fix the typo in todo.md and stage it"
    edit = {"path": "todo.md", "old_string": "flour", "new_string": "flour!"}
    assert git_writes.stage_misplaced(fix, "edit_file", edit) is None


def test_the_loop_stages_the_file_and_says_no_commit_was_made(changed: Path) -> None:
    """git-77 ran csv_edit on todo.md twice and answered "The commit was made with the message
    'Add sales data and report script'": the loop stages todo.md, no commit is made, and the
    answer that says one was is put right."""
    head = _git(changed, "rev-parse", "HEAD")
    sort = ToolCall(id="1", name="csv_edit", arguments={"path": "todo.md", "action": "sort"})
    agent, _, _ = make_agent(
        changed,
        [LLMReply(tool_calls=[sort]),
         LLMReply(text='The commit was made with the message "Add todo".'),
         LLMReply(text='The commit was made with the message "Add todo".'),
         LLMReply(text='The commit was made with the message "Add todo".')],
        approver=ScriptedApprover(*[Answer.ALLOW] * 4),
    )  # fmt: skip
    result = run(agent, STAGE)
    assert _staged(changed) == ["todo.md"]  # draft.txt not staged with it
    assert _git(changed, "rev-parse", "HEAD") == head
    assert result.answer == "Staged todo.md; nothing was committed, so it is ready for your commit."
    assert (changed / "todo.md").read_text() == "- [ ] buy flour\n- [ ] call Ann\n"


def test_a_right_staging_and_answer_stand(changed: Path) -> None:
    add = ToolCall(id="1", name="bash", arguments={"command": "git add todo.md"})
    agent, _, _ = make_agent(
        changed,
        [LLMReply(tool_calls=[add]),
         LLMReply(text="todo.md를 스테이징했어요. 커밋은 하지 않았습니다.")],
        approver=ScriptedApprover(Answer.ALLOW),
    )  # fmt: skip
    result = run(agent, STAGE_KO)
    assert _staged(changed) == ["todo.md"]
    assert result.answer == "todo.md를 스테이징했어요. 커밋은 하지 않았습니다."


@pytest.mark.parametrize(
    ("request_", "answer", "said"),
    [
        (STAGE, "The commit was made with the message 'Add todo'.", "nothing was committed"),
        (STAGE_KO, "ok, done. You can now do일반적인 작업.", "커밋은 하지 않았습니다"),
        (STAGE, "I committed todo.md.", "nothing was committed"),
    ],
)
def test_an_answer_that_says_a_commit_or_nothing_of_the_staging_is_put_right(
    changed: Path, request_: str, answer: str, said: str
) -> None:
    _git(changed, "add", "todo.md")
    lang = "ko" if request_ == STAGE_KO else "en"
    fixed = git_writes.commit_misstated(request_, answer, changed, lang)
    assert fixed is not None and said in fixed


@pytest.mark.parametrize(
    "answer",
    ["todo.md is staged and not committed yet.", "todo.md를 스테이징했어요.", "Staged todo.md."],
)
def test_a_right_answer_about_the_staging_stands(changed: Path, answer: str) -> None:
    _git(changed, "add", "todo.md")
    assert git_writes.commit_misstated(STAGE, answer, changed, "en") is None
    # nothing staged: no line says it was
    _git(changed, "reset", "-q")
    assert git_writes.commit_misstated(STAGE, "The commit was made.", changed, "en") is None


# fresh43 git-92
CARRY_KO = "지금 고치던 거 커밋하지 말고 그대로 들고 summer-menu라는 새 브랜치로 옮겨 가 줘."
CARRY_EN = "Move my uncommitted changes to a new branch called summer-menu, don't commit them."


@pytest.mark.parametrize(
    ("request_", "name", "stay", "onto"),
    [
        (CARRY_KO, "summer-menu", False, True),  # 라는 glued to the name is none of it
        (CARRY_EN, "summer-menu", False, True),
        ("Take the work I haven't committed over to a new branch named wip-x.", "wip-x", False,
         True),
        ("고친 내용은 그대로 두고 hotfix라는 브랜치를 새로 만들어서 그 브랜치로 옮겨 줘", "hotfix",
         False, True),
        (HOTFIX_KO, "hotfix", True, False),  # 「지금 브랜치에 그대로 있고」 still stays
        ("summer-menu란 브랜치 만들어 줘", "summer-menu", False, False),
    ],
)  # fmt: skip
def test_work_carried_to_a_new_branch_is_read(
    request_: str, name: str, stay: bool, onto: bool
) -> None:
    ref = git_writes.branch_asked(request_)
    assert ref is not None and (ref.name, ref.stay, ref.onto) == (name, stay, onto)
    assert ref.command().startswith(f"git switch -c {name}" if onto else f"git branch {name}")


def test_a_tag_name_leaves_the_particle_out() -> None:
    ref = git_writes.tag_asked("v0.2라는 태그 달아 줘")
    assert ref is not None and ref.name == "v0.2"


def test_work_is_carried_by_a_switch_and_a_branch_left_behind_is_refused(repo: Path) -> None:
    for made in ("git checkout -b summer-menu", "git switch -c summer-menu"):
        assert unasked(CARRY_KO, "bash", {"command": made}, repo) is None, made
    behind = unasked(CARRY_KO, "bash", {"command": "git branch summer-menu"}, repo)
    assert behind is not None and "git switch -c summer-menu" in behind
    glued = unasked(CARRY_KO, "bash", {"command": "git branch 'summer-menu라는'"}, repo)
    assert glued is not None and "git switch -c summer-menu" in glued


def test_the_loop_carries_the_work_onto_the_new_branch(repo: Path) -> None:
    """git-92: the switch the model made first now runs; the changes stay uncommitted."""
    (repo / "app.py").write_text("print('summer')\n")
    last = _git(repo, "rev-parse", "HEAD").strip()
    switch = ToolCall(id="1", name="bash", arguments={"command": "git checkout -b summer-menu"})
    said = "summer-menu 브랜치를 만들어 옮겼습니다. 고치던 내용은 커밋하지 않고 그대로 있습니다."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[switch])] + [LLMReply(text=said)] * 2,
        approver=ScriptedApprover(*[Answer.ALLOW] * 3),
    )  # fmt: skip
    run(agent, CARRY_KO)
    assert _git(repo, "branch", "--show-current").strip() == "summer-menu"
    assert _git(repo, "rev-parse", "summer-menu").strip() == last
    assert _git(repo, "rev-parse", "feature/inventory").strip() == last
    assert (repo / "app.py").read_text() == "print('summer')\n"


@pytest.mark.parametrize(
    ("request_", "answer", "lang", "said"),
    [
        # git-92's answer after `git checkout -b summer-menu`: reads as a commit, says no move
        (CARRY_KO, "현재 커밋된 브랜치는 summer-menu입니다.", "ko",
         "summer-menu 브랜치를 새로 만들어 그 브랜치로 옮겼습니다. 고치던 내용은 커밋하지 않은 채"),
        (CARRY_EN, "The branch is summer-menu.", "en",
         "Made the branch summer-menu and moved you onto it. Your changes came along"),
        (CARRY_EN, "Created summer-menu and committed your changes.", "en",
         "Made the branch summer-menu"),
    ],
)  # fmt: skip
def test_an_answer_that_says_no_move_is_said_from_git(
    repo: Path, request_: str, answer: str, lang: str, said: str
) -> None:
    (repo / "app.py").write_text("print('summer')\n")
    switch = ToolCall(id="1", name="bash", arguments={"command": "git checkout -b summer-menu"})
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[switch])] + [LLMReply(text=answer)] * 3,
        approver=ScriptedApprover(*[Answer.ALLOW] * 3),
    )  # fmt: skip
    result = run(agent, request_)
    assert result.answer.startswith(said), result.answer
    assert _git(repo, "branch", "--show-current").strip() == "summer-menu"


def test_a_right_answer_stands_and_a_branch_there_before_is_not_said_made(repo: Path) -> None:
    (repo / "app.py").write_text("print('summer')\n")
    switch = ToolCall(id="1", name="bash", arguments={"command": "git checkout -b summer-menu"})
    right = "summer-menu 브랜치를 만들고 옮겼습니다. 고친 내용은 커밋하지 않았습니다."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[switch])] + [LLMReply(text=right)] * 3,
        approver=ScriptedApprover(*[Answer.ALLOW] * 3),
    )  # fmt: skip
    assert run(agent, CARRY_KO).answer == right
    # on summer-menu now, but no call of a later turn made it: nothing is said to be made
    assert (
        git_writes.onto_misstated(CARRY_KO, "브랜치는 summer-menu입니다.", [], repo, "ko") is None
    )


TAG_MAIN_KO = "main 브랜치 맨 끝 커밋에 release-0.1 태그 달아 줘. 나는 지금 브랜치에 그대로 있을게."


@pytest.mark.parametrize(
    ("request_", "name", "base"),
    [
        (TAG_MAIN_KO, "release-0.1", "main"),  # fresh45 git-96
        ("main의 최신 커밋에 v3 태그 붙여 줘", "v3", "main"),
        ("Tag the last commit on main as v1.2, but keep me on my branch.", "v1.2", "main"),
        ("Put a tag v2.0 on main's latest commit.", "v2.0", "main"),
        ("tag the last commit v1.2", "v1.2", "HEAD"),
        ("Tag the last commit in this branch as v1.4", "v1.4", "HEAD"),
        ("지금 브랜치 마지막 커밋에 v0.2 태그 달아 줘", "v0.2", "HEAD"),
    ],
)
def test_a_tag_on_a_branch_tip_is_read(request_: str, name: str, base: str) -> None:
    ref = git_writes.tag_asked(request_)
    assert ref is not None and (ref.name, ref.base) == (name, base)


def test_a_tag_on_the_persons_branch_when_main_is_asked_is_refused(repo: Path) -> None:
    """git-96 ran `git tag release-0.1` on feature/inventory: refused with the command that
    puts it on main's last commit; that command runs."""
    wrong = unasked(TAG_MAIN_KO, "bash", {"command": "git tag release-0.1"}, repo)
    assert wrong is not None and "git tag release-0.1 main" in wrong
    assert unasked(TAG_MAIN_KO, "bash", {"command": "git tag release-0.1 main"}, repo) is None


def test_the_loop_tags_main_and_says_so_instead_of_a_tool_result(repo: Path) -> None:
    """git-96's turn: the wrong tag, the current branch asked, and 「bash 결과입니다: …」 as the
    answer — the tag goes on main's last commit and the answer says so, the person kept."""
    wrong = ToolCall(id="1", name="bash", arguments={"command": "git tag release-0.1"})
    current = ToolCall(id="2", name="bash", arguments={"command": "git branch --show-current"})
    dump = LLMReply(text="bash 결과입니다: feature/inventory [exit code: 0]")
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[wrong]), LLMReply(tool_calls=[current])] + [dump] * 4,
        approver=ScriptedApprover(*[Answer.ALLOW] * 6),
    )  # fmt: skip
    result = run(agent, TAG_MAIN_KO)
    tagged = _git(repo, "rev-parse", "release-0.1^{commit}").strip()
    assert tagged == _git(repo, "rev-parse", "main").strip()
    assert _git(repo, "branch", "--show-current").strip() == "feature/inventory"
    assert "release-0.1 태그를 달았습니다" in result.answer and "결과입니다" not in result.answer
    assert "feature/inventory" in result.answer  # still on it


def test_a_tag_answer_that_names_it_stands(repo: Path) -> None:
    made = ToolCall(id="1", name="bash", arguments={"command": "git tag release-0.1 main"})
    said = "main 끝 커밋에 release-0.1 태그를 달았어요."
    agent, _, _ = make_agent(
        repo, [LLMReply(tool_calls=[made])] + [LLMReply(text=said)] * 3,
        approver=ScriptedApprover(*[Answer.ALLOW] * 3),
    )  # fmt: skip
    result = run(agent, TAG_MAIN_KO)
    assert result.answer == said
    assert git_writes.tag_misstated(TAG_MAIN_KO, said, result.outcomes, repo, "ko") is None
    dump = "bash 결과입니다: (no output) [exit code: 0]"
    put_right = git_writes.tag_misstated(TAG_MAIN_KO, dump, result.outcomes, repo, "ko")
    assert put_right is not None and "feature/inventory" in put_right
    assert git_writes.tag_misstated(TAG_MAIN_KO, dump, [], repo, "ko") is None  # not made now
