"""Git questions answered by the command grounding gives, run in a real repository: the tree
after the n-th commit, the n-th commit's own files, messages that begin with a word."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent.git_answers import git_command, wrong_git_command
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.tools.base import ToolResult


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    def git(*args: str) -> None:
        subprocess.run(["git", "-c", "user.name=Mina", "-c", "user.email=m@example.com", *args],
                       cwd=tmp_path, check=True, capture_output=True)  # fmt: skip

    git("init", "-q", "-b", "main")
    (tmp_path / "README.md").write_text("hi\n")
    git("add", "."), git("commit", "-qm", "Add the README")
    for name in ("app.py", "docs/usage.md", "메모.txt"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text("x\n")
    git("add", "."), git("commit", "-qm", "Fix: add the app and its docs")
    (tmp_path / "app.py").write_text("y\n")
    (tmp_path / "notes.txt").write_text("n\n")
    git("add", "."), git("commit", "-qm", "Add notes")
    git("commit", "--allow-empty", "-qm", "Additional tidy-up")
    return tmp_path


def shell(command: str, cwd: Path) -> list[str]:
    done = subprocess.run(command, shell=True, cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize(
    ("request_", "last_line"),
    [
        ("After my second commit, how many files were in the repository altogether?",
         "4 files in the repository after commit 2"),
        ("두 번째 커밋 후에 저장소에 파일이 몇 개 있었어?",
         "4 files in the repository after commit 2"),
        ("세번째 커밋 때 파일이 뭐뭐 있었어?", "5 files in the repository after commit 3"),
        ("How many files did the repo have after the first commit?",
         "1 file in the repository after commit 1"),
    ],
)  # fmt: skip
def test_the_files_a_repository_held_after_its_nth_commit(
    repo: Path, request_: str, last_line: str
) -> None:
    """fresh30 git-65 ran `git status` for "after my second commit, how many files …"."""
    lines = shell(git_command(request_), repo)
    assert lines[-1] == last_line
    if last_line.startswith(("4", "5")):
        assert "메모.txt" in lines  # as it is named, not git's quoted octal
    assert len(lines) - 1 == int(last_line.split()[0])


def test_the_nth_commit_s_own_files_not_the_tree_after_it(repo: Path) -> None:
    lines = shell(git_command("which files did my third commit change?"), repo)
    assert lines[0].startswith("Add notes (")
    assert sorted(lines[1:]) == ["", "app.py", "notes.txt"]
    second = shell(git_command("두 번째 커밋에서 추가된 파일이 뭐야?"), repo)
    assert second[0].startswith("Fix: add") and "메모.txt" in second


@pytest.mark.parametrize(
    ("request_", "kept"),
    [
        ("커밋 메시지가 'Add'로 시작하는 커밋은 몇 개야?", ["3"]),
        ("How many of my commits begin with the word Add?", ["3"]),
        ("Which commit messages start with 'Fix:'?", ["Fix: add the app and its docs"]),
        ("Fix로 시작하는 커밋 메시지 보여 줘", ["Fix: add the app and its docs"]),
    ],
)
def test_commit_messages_that_begin_with_a_word(repo: Path, request_: str, kept: list[str]) -> None:
    """fresh30 git-66 ran `git log --oneline | grep '^Add'` — each line begins with a hash — and
    said no commit did."""
    assert shell(git_command(request_), repo) == kept
    oneline = shell("git log --oneline | grep -c '^Add' || true", repo)
    assert oneline == ["0"]  # the trap: why a hash-led listing is sent back
    ran = CallOutcome(call=ToolCall(id="c", name="bash",
                                    arguments={"command": "git log --oneline | grep -c '^Add'"}),
                      result=ToolResult("0\n"), decision=None)  # fmt: skip
    assert wrong_git_command(request_, [ran]) == git_command(request_)


@pytest.mark.parametrize(
    "request_",
    ["when did I start with the first commit?", "What was my last commit message?",
     "커밋 시작한 날이 언제야?", "Which files did the last commit change?",
     "How many files are in the repository?"],
)  # fmt: skip
def test_questions_that_are_neither(request_: str) -> None:
    command = git_command(request_)
    assert "grep -c -E '^" not in command and "grep -E '^" not in command
    assert "sed -n" not in command


@pytest.mark.parametrize(
    ("request_", "subject"),
    [
        ("notes.txt가 처음 들어간 커밋 있잖아, 그 바로 전 커밋은 메시지가 뭐였어?",
         "Fix: add the app and its docs"),
        ("What was the commit right before the one that added notes.txt?",
         "Fix: add the app and its docs"),
        ("docs/usage.md가 추가된 커밋 직전 커밋이 뭐야?", "Add the README"),
    ],
)  # fmt: skip
def test_the_commit_before_the_one_that_added_a_file(
    repo: Path, request_: str, subject: str
) -> None:
    """fresh31 git-68 was shown the commit that added scripts/check.sh, and `git log --oneline
    -2` (the last two commits, whatever added it), for the commit just before that one."""
    (line,) = shell(git_command(request_), repo)
    assert line.startswith(f"{subject} (")
    last_two = CallOutcome(call=ToolCall(id="c", name="bash",
                                         arguments={"command": "git log --oneline -2"}),
                           result=ToolResult("x\n"), decision=None)  # fmt: skip
    assert wrong_git_command(request_, [last_two]) == git_command(request_)
    # the file's own adding commit is not the answer asked
    assert git_command("Which commit added notes.txt?").startswith("git log --diff-filter=A")


@pytest.mark.parametrize(
    "request_",
    ["How many of the files git tracks live in a subfolder rather than at the top level?",
     "깃이 추적하는 파일 중에 하위 폴더에 있는 건 몇 개야?",
     "Which tracked files are in subdirectories?"],
)  # fmt: skip
def test_tracked_files_in_subfolders_and_at_the_top(repo: Path, request_: str) -> None:
    """fresh31 git-67 counted `find . -maxdepth 1 -type f` (the files at the top, untracked ones
    too) for the tracked files in a subfolder."""
    assert shell(git_command(request_), repo) == [
        "docs/usage.md", "1 tracked file in subfolders, 4 at the top level"]  # fmt: skip
    counted = CallOutcome(call=ToolCall(id="c", name="bash",
                                        arguments={"command": "git ls-files | wc -l"}),
                          result=ToolResult("5\n"), decision=None)  # fmt: skip
    assert wrong_git_command(request_, [counted]) == git_command(request_)
    assert "ls-files" not in git_command("How many files did the first commit add?")


def test_an_answer_without_the_split_count_is_sent_back() -> None:
    """fresh31 git-67 ran git's split listing, then `find . -maxdepth 1 | wc -l`, and answered
    its 7."""
    from jarvis_voice.agent.git_answers import split_unsaid

    def bash(command: str, out: str) -> CallOutcome:
        return CallOutcome(call=ToolCall(id="c", name="bash", arguments={"command": command}),
                           result=ToolResult(out), decision=None)  # fmt: skip

    line = "5 tracked files in subfolders, 6 at the top level"
    facts = [bash("git ls-files | awk …", f"docs/a.md\n{line}\n"),
             bash("find . -maxdepth 1 -type f | wc -l", "7\n")]  # fmt: skip
    assert split_unsaid("There are 7 files in a subfolder.", facts) == line
    assert split_unsaid("하위 폴더 파일은 7개예요.", facts) == line
    for right in ("There are 5 files in subfolders.", "하위 폴더에 5개 있어요.",
                  "하위 폴더에 다섯 개 있어요.", "Five files.", "6 are at the top level."):
        assert split_unsaid(right, facts) is None, right
    assert split_unsaid("There are 7 files.", facts[1:]) is None  # no git listing: not this check


def _bash(command: str) -> CallOutcome:
    return CallOutcome(call=ToolCall(id="c", name="bash", arguments={"command": command}),
                       result=ToolResult("x\n"), decision=None)  # fmt: skip


@pytest.mark.parametrize(
    ("request_", "subject"),
    [
        ("app.py를 마지막으로 바꾼 커밋의 해시 좀 알려 줘. 앞 일곱 자리만 있으면 돼.", "Add notes"),
        ("What was the last commit that changed app.py?", "Add notes"),
        ("Which commit last touched app.py?", "Add notes"),
        ("Give me the hash of the most recent commit to modify app.py", "Add notes"),
        ("app.py를 가장 최근에 수정한 커밋 메시지가 뭐야?", "Add notes"),
        ("app.py를 처음으로 수정한 커밋이 뭐야?", "Fix: add the app and its docs"),
        ("What was the first commit that changed app.py?", "Fix: add the app and its docs"),
    ],
)  # fmt: skip
def test_the_last_or_first_commit_that_changed_a_file(
    repo: Path, request_: str, subject: str
) -> None:
    """fresh32 git-70 ran `git log --oneline -7 | tail -1` (the seventh commit back, of any
    file) for "src/utils.py를 마지막으로 바꾼 커밋의 해시": the file's own log, its newest (or
    oldest) commit with its short hash."""
    (line,) = shell(git_command(request_), repo)
    short = [c[:7] for c in shell("git log --format='%h %s'", repo) if c[8:] == subject]
    assert line.startswith(f"{short[0]} {subject} (Mina, ")
    # the model's look-ups that cannot show it are sent back to the file's log
    for wrong in ("git log --oneline -7 | tail -1", "git log -1 --oneline",
                  "git log --oneline -- app.py | tail -1" if subject == "Add notes"
                  else "git log -1 -- app.py"):  # fmt: skip
        assert wrong_git_command(request_, [_bash(wrong)]) == git_command(request_), wrong
    right = "git log -1 --oneline -- app.py" if subject == "Add notes" else (
        "git log --oneline --reverse -- app.py")
    assert wrong_git_command(request_, [_bash(right)]) is None
    if subject == "Add notes":  # its date alone does not name it
        dated = _bash("git log -1 --format=%cd -- app.py")
        assert wrong_git_command(request_, [dated]) == git_command(request_)


@pytest.mark.parametrize(
    ("request_", "not_this"),
    [
        ("What did the last commit change in app.py?", "--format='%h %s (%an, %cd)'"),
        ("What changed in app.py in the last commit?", "--format='%h %s (%an, %cd)'"),
        ("app.py 마지막 커밋에서 몇 줄 바뀌었어?", "--format='%h %s (%an, %cd)'"),
        ("app.py 처음 커밋한 날이랑 마지막으로 고친 날이 언제야?", "-1 --format"),
        ("Which commit added app.py?", "--format='%h %s (%an, %cd)'"),
        ("What was the last commit?", "--format='%h %s (%an, %cd)'"),
        ("app.py를 마지막으로 바꾼 커밋 바로 전 커밋은 뭐야?", "-1 --format='%h %s (%an, %cd)'"),
        # a date asked too: the entry for a date and its commit
        ("When was app.py last changed, and in which commit?", "--format='%h %s (%an, %cd)'"),
    ],
)  # fmt: skip
def test_not_the_commit_that_last_changed_a_file(request_: str, not_this: str) -> None:
    assert not_this not in git_command(request_)


def test_the_last_commit_of_a_file_on_a_branch_named(repo: Path) -> None:
    subprocess.run(["git", "switch", "-qc", "side"], cwd=repo, check=True)
    (repo / "app.py").write_text("z\n")
    subprocess.run(["git", "-c", "user.name=Mina", "-c", "user.email=m@example.com", "commit",
                    "-qam", "Side change"], cwd=repo, check=True)  # fmt: skip
    (line,) = shell(git_command("main 브랜치에서 app.py를 마지막으로 바꾼 커밋이 뭐야?"), repo)
    assert " Add notes (" in line
    (line,) = shell(git_command("What was the last commit that changed app.py?"), repo)
    assert " Side change (" in line
