"""Git questions answered by a labelled listing: which files differ from a branch, what a `git
stash` would take; the answer read against the listing, through the real loop and real repos."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import git_answers, git_listings, grounding
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.core.events import AnswerDelta
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover
from support import git as _git

DIFFERS_FROM_MAIN = (
    "Compared with the main branch, which files in my working copy are different right now?"
)
STASH_ASKED = (
    "지금 git stash 하면 어떤 파일 변경이 stash에 들어가? 실제로 stash 하지는 말고 알려만 줘."
)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """main with three files; a feature branch checked out with one commit of its own (report.py),
    an uncommitted change (todo.md), a staged new file (plan.md), an untracked one (draft.txt)
    and an ignored folder (logs/); develop, from main, changed notes.txt."""
    (tmp_path / "report.py").write_text("print('report')\n")
    (tmp_path / "todo.md").write_text("- milk\n")
    (tmp_path / "notes.txt").write_text("hello\n")
    (tmp_path / ".gitignore").write_text("logs/\n")
    _git(tmp_path, "init", "-q", "-b", "main")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "First files")
    _git(tmp_path, "checkout", "-qb", "develop")
    (tmp_path / "notes.txt").write_text("hello again\n")
    _git(tmp_path, "commit", "-qam", "Notes")
    _git(tmp_path, "checkout", "-q", "main")
    _git(tmp_path, "checkout", "-qb", "feature")
    (tmp_path / "report.py").write_text("print('report')\nprint('total')\n")
    _git(tmp_path, "commit", "-qam", "Report total")
    (tmp_path / "todo.md").write_text("- milk\n- eggs\n")
    (tmp_path / "plan.md").write_text("# Plan\n")
    _git(tmp_path, "add", "plan.md")
    (tmp_path / "draft.txt").write_text("draft\n")
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("INFO up\n")
    return tmp_path


def _run(repo: Path, command: str) -> str:
    done = subprocess.run(["bash", "-c", command], cwd=repo, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


def _listing(repo: Path, request: str) -> git_listings.Listing:
    command = git_answers.git_command(request)
    output = _run(repo, command)
    found = git_listings.read_listing([_bash_outcome(command, output)])
    assert found is not None
    return found


def _bash_outcome(command: str, output: str) -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name="bash", arguments={"command": command}),
        result=ToolResult(output + "[exit code: 0]"),
        decision=None,
    )


# --- which requests ask it --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("request_", "refs"),
    [
        (DIFFERS_FROM_MAIN, ("main", None)),
        ("Which files differ from main?", ("main", None)),
        ("What files are different compared to origin/main?", ("origin/main", None)),
        ("Which files have I changed relative to develop?", ("develop", None)),
        ("Show me which files differ vs master.", ("master", None)),
        ("Which files are different between main and my working copy?", ("main", None)),
        ("What files differ between main and develop?", ("main", "develop")),
        ("Which files aren't the same as on main?", ("main", None)),
        ("main이랑 비교해서 달라진 파일 뭐야?", ("main", None)),
        ("main 브랜치 대비 바뀐 파일 알려줘", ("main", None)),
        ("develop 기준으로 바뀐 파일이 뭐가 있어?", ("develop", None)),
        ("지금 작업 사본에서 master와 다른 파일 있어?", ("master", None)),
        ("main하고 지금 작업 폴더 비교하면 다른 파일이 뭐야?", ("main", None)),
        ("origin/main과 비교했을 때 달라진 파일들 알려줘", ("origin/main", None)),
        ("지금 브랜치랑 main 사이에 다른 파일이 뭐야?", ("main", None)),
        ("main이랑 지금 작업 사본 사이에 차이 나는 파일 알려줘", ("main", None)),
        ("main하고 develop 브랜치 비교해서 다른 파일 뭐야?", ("main", "develop")),
        ("How does my working tree differ from develop?", ("develop", None)),
        # not a comparison with a branch
        ("What changed compared with the last commit?", None),
        ("How far ahead of main is this branch?", None),
        ("지금 있는 브랜치가 main보다 커밋이 몇 개나 앞서 있어?", None),
        ("main 브랜치에 있는 report.py는 몇 줄이야?", None),
        ("What's the difference between the first and last commit?", None),
        ("README.md랑 다른 파일 있어?", None),
        ("이 파일이랑 저 파일 차이가 뭐야?", None),
        ("main 말고 다른 브랜치 있어?", None),
        ("How many commits does this branch have compared with main?", None),
        ("what changed in the last commit", None),
    ],
)  # fmt: skip
def test_the_branch_compared_with(request_: str, refs: tuple[str, str | None] | None) -> None:
    assert git_listings.compared_refs(request_) == refs


@pytest.mark.parametrize(
    ("request_", "asked"),
    [
        (STASH_ASKED, True),
        ("What would git stash save right now? Don't actually stash.", True),
        ("If I run git stash, which files go into the stash?", True),
        ("Which of my changes would get stashed if I ran git stash -u?", True),
        ("stash 하면 뭐가 들어가는지 알려줘", True),
        ("git stash -a 하면 뭐가 들어가?", True),
        ("스태시하면 어떤 파일이 저장돼? 실제로 하지는 마.", True),
        # a stash asked for is an action; the stashes made are another question
        ("stash my changes", False),
        ("Can you stash my changes?", False),
        ("Could you git stash everything, please?", False),
        ("stash 해 줘", False),
        ("변경 사항 stash 좀 해줘", False),
        ("What's in my stash?", False),
        ("git stash list 보여줘", False),
        ("What did my last stash save?", False),
        ("what changed in the last commit", False),
    ],
)  # fmt: skip
def test_what_a_stash_would_take_is_asked(request_: str, asked: bool) -> None:
    assert git_listings.asks_what_stash_takes(request_) is asked


# --- the listings, on a real repository ---------------------------------------------------------


def test_the_files_that_differ_from_a_branch_committed_or_not(repo: Path) -> None:
    listing = _listing(repo, DIFFERS_FROM_MAIN)
    # report.py differs by the branch's own commit, todo.md and plan.md by uncommitted work
    assert sorted(listing.named) == ["plan.md", "report.py", "todo.md"]
    assert listing.apart == (("draft.txt", "untracked"),)  # on no branch, said apart
    assert listing.refs == ("main",)
    # against develop: notes.txt too (develop changed it; the working copy has main's)
    assert "notes.txt" in _listing(repo, "develop 기준으로 바뀐 파일이 뭐가 있어?").named


def test_the_files_that_differ_between_two_branches(repo: Path) -> None:
    listing = _listing(repo, "What files differ between main and develop?")
    assert listing.named == ("notes.txt",) and listing.apart == ()
    assert listing.refs == ("main", "develop")


def test_a_named_file_is_diffed_against_the_branch(repo: Path) -> None:
    command = git_answers.git_command("report.py가 main이랑 비교해서 뭐가 달라졌어?")
    assert command == "git diff main -- report.py"
    assert "+print('total')" in _run(repo, command)


@pytest.mark.parametrize(
    ("request_", "stashed", "left"),
    [
        # tracked changes, staged and not; untracked and ignored files stay
        (STASH_ASKED, ["plan.md", "todo.md"], ["draft.txt", "logs/"]),
        ("Which of my changes would get stashed if I ran git stash -u?",
         ["draft.txt", "plan.md", "todo.md"], ["logs/"]),
        ("git stash -a 하면 뭐가 들어가?", ["draft.txt", "logs/", "plan.md", "todo.md"], []),
    ],
)  # fmt: skip
def test_what_a_stash_would_take_on_a_real_repository(
    repo: Path, request_: str, stashed: list[str], left: list[str]
) -> None:
    before = _git(repo, "status", "--porcelain")
    listing = _listing(repo, request_)
    assert sorted(listing.named) == stashed
    assert sorted(path for path, _ in listing.apart) == left
    # the same files a real stash takes and leaves, on a copy (the preview stashed nothing)
    assert _git(repo, "status", "--porcelain") == before
    assert _git(repo, "stash", "list") == ""


def test_file_names_are_listed_as_git_users_write_them(repo: Path) -> None:
    """Not git's octal-quoted bytes: "메모.txt" is said as it is written."""
    (repo / "메모.txt").write_text("장보기\n")
    (repo / "todo.md").write_text("- milk\n- eggs\n- 두부\n")
    assert ("메모.txt", "untracked") in _listing(repo, DIFFERS_FROM_MAIN).apart
    stash = _listing(repo, STASH_ASKED)
    assert [path for path, _ in stash.apart] == ["draft.txt", "메모.txt", "logs/"]


def test_a_real_stash_takes_what_the_preview_said(repo: Path) -> None:
    listing = _listing(repo, STASH_ASKED)
    _git(repo, "stash")
    left = _git(repo, "status", "--porcelain", "--ignored").split("\n")
    assert sorted(line[3:] for line in left if line) == sorted(p for p, _ in listing.apart)
    taken = _git(repo, "stash", "show", "--name-only", "--include-untracked").split()
    assert sorted(taken) == sorted(listing.named)


# --- the answer against the listing -------------------------------------------------------------


@pytest.mark.parametrize(
    ("request_", "answer", "misread"),
    [
        (STASH_ASKED, "todo.md랑 plan.md가 들어가요. draft.txt는 추적되지 않아 빠져요.", False),
        (STASH_ASKED, "todo.md, plan.md and draft.txt would be stashed.", True),  # git-54's error
        (STASH_ASKED, "todo.md와 plan.md, draft.txt가 stash에 들어가요.", True),
        (STASH_ASKED, "todo.md and plan.md would be stashed, but draft.txt stays: it's untracked.",
         False),
        (STASH_ASKED, "todo.md and plan.md would be stashed.", True),  # what stays is not said
        # plan.md dropped
        (STASH_ASKED, "todo.md would be stashed; draft.txt is untracked.", True),
        (DIFFERS_FROM_MAIN, "report.py, todo.md and plan.md differ from main.", False),
        (DIFFERS_FROM_MAIN, "report.py, todo.md and plan.md differ; draft.txt is untracked.",
         False),
        # an untracked file does differ from main: named with them it is no error
        (DIFFERS_FROM_MAIN, "report.py, todo.md, plan.md and draft.txt differ.", False),
        (DIFFERS_FROM_MAIN, "todo.md and plan.md are modified, draft.txt is untracked.", True),
    ],
)  # fmt: skip
def test_an_answer_is_read_against_the_listing(
    repo: Path, request_: str, answer: str, misread: bool
) -> None:
    listing = _listing(repo, request_)
    assert (git_listings.misread(listing, answer) is not None) is misread


def test_the_listing_said_plainly_is_the_fallback(repo: Path) -> None:
    command = git_answers.git_command(STASH_ASKED)
    done = _bash_outcome(command, _run(repo, command))
    need = grounding.classify(STASH_ASKED)
    assert need is not None
    result = grounding.check(
        need, STASH_ASKED, "todo.md와 draft.txt가 들어가요.", [done], ("bash",), "ko"
    )
    assert result is not None and result.reason == "incomplete"
    assert "plan.md, todo.md" in result.correction or "todo.md, plan.md" in result.correction
    assert "draft.txt" in result.fallback and "git stash -u" in result.fallback
    assert "todo.md" in result.fallback and "들어가지 않아요" in result.fallback


# --- never stashed for a question -------------------------------------------------------------


@pytest.mark.parametrize(
    ("request_", "command", "refused"),
    [
        (STASH_ASKED, "git stash", True),
        (STASH_ASKED, "git stash push -m preview", True),
        ("What would git stash save right now? Don't actually stash.", "cd . && git stash -u",
         True),
        (STASH_ASKED, "git stash list", False),
        (STASH_ASKED, git_answers.git_command(STASH_ASKED), False),  # its own labels say stash
        (STASH_ASKED, "git status --porcelain", False),
        ("stash my changes", "git stash", False),  # asked for
        ("Can you stash my changes?", "git stash", False),
    ],
)  # fmt: skip
def test_a_stash_is_never_made_for_a_question(request_: str, command: str, refused: bool) -> None:
    why = grounding.unasked(request_, "bash", {"command": command})
    assert (why is not None and "git stash would take" in why) is refused


# --- the whole path: the loop, the model's commands and answers, a real repository ---------------


def _agent(repo: Path, steps: list[Any], language: str = "en") -> tuple[Any, ScriptedBackend]:
    backend = ScriptedBackend(steps)
    settings = load_settings(agent={"language": language})
    agent = build_agent(
        settings, backend, ScriptedApprover(*[Answer.ALLOW] * 8), ActivityLog(), workdir=repo
    )
    agent.config.first_look_up = False  # the model's own first command is the subject here
    return agent, backend


def _shown(agent: Any) -> str:
    """What the user saw of the answer as it streamed."""
    events = agent.activity.recent()
    return "".join(e.payload.text for e in events if isinstance(e.payload, AnswerDelta))


def _bash(command: str, id_: str = "c1") -> LLMReply:
    return LLMReply(tool_calls=[ToolCall(id=id_, name="bash", arguments={"command": command})])


def test_git_status_for_a_branch_comparison_is_replaced_by_the_diff(repo: Path) -> None:
    """fresh24 git-53: `git status` named the uncommitted files, not report.py, committed on
    the branch: the loop runs the diff against main and the answer names all three."""
    agent, _ = _agent(
        repo,
        [
            _bash("git status"),
            LLMReply(text="todo.md and plan.md are different; draft.txt is untracked."),
            LLMReply(
                text="report.py, todo.md and plan.md differ from main; draft.txt is untracked."
            ),
        ],
    )
    result = asyncio.run(agent.run_turn(DIFFERS_FROM_MAIN))
    assert (
        result.answer == "report.py, todo.md and plan.md differ from main; draft.txt is untracked."
    )
    made = result.outcomes[-1]
    assert "diff --name-only main | sed" in made.call.arguments["command"]
    assert "differs from main: report.py" in made.result.content
    assert _shown(agent) == result.answer  # the answer from `git status` was never shown


def test_a_branch_comparison_misread_twice_is_answered_from_the_listing(repo: Path) -> None:
    agent, _ = _agent(
        repo,
        [
            _bash("git status"),
            LLMReply(text="todo.md and plan.md are different."),
            LLMReply(text="todo.md and plan.md are different."),
        ],
    )
    result = asyncio.run(agent.run_turn(DIFFERS_FROM_MAIN))
    assert result.grounding == "replaced"
    assert "report.py" in result.answer and "todo.md" in result.answer
    assert "Untracked, so on no branch: draft.txt." in result.answer


def test_a_stash_question_never_stashes_and_leaves_the_untracked_file_out(repo: Path) -> None:
    """fresh24 git-54: the untracked draft.txt was named as stashed. The model's `git stash` is
    refused, its misreading corrected, and a second one replaced by the listing itself."""
    before = _git(repo, "status", "--porcelain")
    agent, _ = _agent(
        repo,
        [
            _bash("git stash"),
            _bash("git status --porcelain", "c2"),
            LLMReply(text="todo.md, plan.md, draft.txt 파일 변경이 stash에 들어가요."),
            LLMReply(text="todo.md, plan.md, draft.txt 파일 변경이 stash에 들어가요."),
        ],
        language="ko",
    )
    result = asyncio.run(agent.run_turn(STASH_ASKED))
    assert _git(repo, "stash", "list") == "" and _git(repo, "status", "--porcelain") == before
    assert result.outcomes[0].result.is_error  # the stash refused
    assert "stashed: todo.md" in result.outcomes[-1].result.content
    assert result.grounding == "replaced"
    assert "draft.txt는 추적되지 않는 파일이라 들어가지 않아요" in result.answer
    assert "plan.md, todo.md" in result.answer
    assert _shown(agent) == result.answer  # the misreading held back, never shown


def test_a_stash_question_read_right_is_kept(repo: Path) -> None:
    answer = "todo.md와 plan.md 변경이 들어가요. draft.txt는 추적되지 않는 파일이라 빠져요."
    agent, backend = _agent(
        repo,
        [_bash(git_answers.git_command(STASH_ASKED)), LLMReply(text=answer)],
        language="ko",
    )
    result = asyncio.run(agent.run_turn(STASH_ASKED))
    assert result.answer == answer and result.grounding is None
    assert len(backend.calls) == 2


@pytest.mark.parametrize(
    ("answer", "unsaid"),
    [
        ("app.py와 todo.md가 달라요.", []),  # a Korean particle after the name
        ("src/app.py and todo.md differ.", []),
        ("Only todo.md differs.", ["src/app.py"]),
        ("mytodo.md and app.pyc differ.", ["src/app.py", "todo.md"]),  # other files' names
    ],
)
def test_a_file_is_named_by_its_path_or_its_name(answer: str, unsaid: list[str]) -> None:
    listing = git_listings.Listing("diff", ("main",), ("src/app.py", "todo.md"), ())
    assert git_listings.unsaid_files(listing, answer) == unsaid


# --- what a merge into a branch would change ----------------------------------------------------

MERGE_ASKED = (
    "지금 이 브랜치를 main에 머지하면 main에서 어떤 파일이 바뀌어? 머지는 하지 말고 알려만 줘."
)


@pytest.mark.parametrize(
    ("request_", "base"),
    [
        (MERGE_ASKED, "main"),
        ("If I merge this branch into main, which files would change?", "main"),
        ("What would change in develop if we merged my branch into develop?", "develop"),
        ("develop 브랜치로 병합하면 뭐가 바뀌어?", "develop"),
        # a merge asked for, or no merge at all: not this
        ("main에 머지해 줘", None),
        ("Merge this into main please.", None),
        ("Which files differ from main?", None),
    ],
)  # fmt: skip
def test_what_a_merge_would_change_is_asked(request_: str, base: str | None) -> None:
    """fresh25 git-56 ran `git log` and named a file that is not there."""
    assert git_listings.merge_asked(request_) == base


def test_what_a_merge_would_change_on_a_real_repository(repo: Path) -> None:
    before = _git(repo, "status", "--porcelain")
    listing = _listing(repo, MERGE_ASKED)
    assert listing.kind == "merge" and listing.refs == ("main",)
    assert listing.named == ("report.py",)  # the branch's own commit
    assert sorted(listing.apart) == [
        ("draft.txt", "untracked"), ("plan.md", "not committed"), ("todo.md", "not committed")
    ]  # fmt: skip
    assert _git(repo, "status", "--porcelain") == before  # nothing merged, nothing moved
    # what a real merge brings into main, on a clone (the working copy's changes stay behind)
    clone = repo.parent / "clone"
    _git(repo.parent, "clone", "-q", str(repo), str(clone))
    _git(clone, "checkout", "-q", "main")
    _git(clone, "merge", "-q", "--no-ff", "-m", "merge", "origin/feature")
    merged = _git(clone, "diff", "--name-only", "HEAD~1", "HEAD").split()
    assert merged == list(listing.named)


@pytest.mark.parametrize(
    ("answer", "misread"),
    [
        ("main에서는 report.py가 바뀌어요. todo.md는 커밋 안 해서 안 들어가요.", False),
        ("report.py would change in main.", False),
        ("report.py랑 todo.md가 바뀌어요.", True),  # an uncommitted file is no part of it
        ("todo.md가 바뀌어요.", True),
    ],
)
def test_a_merge_answer_is_read_against_the_listing(repo: Path, answer: str, misread: bool) -> None:
    listing = _listing(repo, MERGE_ASKED)
    assert (git_listings.misread(listing, answer) is not None) is misread


def test_a_merge_is_never_made_for_a_question() -> None:
    refused = grounding.unasked(MERGE_ASKED, "bash", {"command": "git merge main"})
    assert refused is not None and "merge into main changes" in refused
    dry = grounding.unasked(MERGE_ASKED, "bash", {"command": "git merge --no-commit main"})
    assert dry is not None  # it still merges into the working copy
    assert grounding.unasked("main에 머지해 줘", "bash", {"command": "git merge feature"}) is None


def test_a_merge_listing_said_plainly(repo: Path) -> None:
    from jarvis_voice.i18n import t

    listing = _listing(repo, MERGE_ASKED)
    said = [t(s.key, "ko", **s.fields) for s in git_listings.listing_answer(listing)]
    assert said == [
        "지금 브랜치를 main에 머지하면 report.py 파일이 바뀌어요.",
        "커밋하지 않았거나 추적되지 않아 머지에 들어가지 않는 파일: plan.md, todo.md, draft.txt.",
    ]
