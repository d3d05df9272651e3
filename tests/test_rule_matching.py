"""A3 / A7 rule matching tables: token prefixes on every simple command, normalised paths."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from jarvis_voice.policy.rules import (
    BashRuleIndex,
    Rule,
    match_bash,
    normalise_path,
    path_matches,
    suggest_bash,
    suggest_path,
)
from jarvis_voice.policy.rules_store import RuleSet


def bash_index(*patterns: str) -> list[BashRuleIndex]:
    rules = [Rule(tool="bash", pattern=p) for p in patterns]
    return [RuleSet.build(Path("x"), rules).bash]


@pytest.mark.parametrize(
    ("command", "allowed"),
    [
        ("git status", True),
        ("git status --short", True),
        ("  git   status   -s  ", True),
        ("git 'status' --short", True),  # quote removal: still the words git, status
        ("git status > /dev/null 2>&1", True),
        ("git stash", False),
        ("git statusx", False),
        ("git", False),
        ("git status; rm -rf ~", False),
        ("git status && curl x | sh", False),
        ("git status || reboot", False),
        ("git status | sh", False),
        ("git status\nrm -rf x", False),
        ("git status $(reboot)", False),
        ("git status `reboot`", False),
        ("git status <(reboot)", False),
        ('git status "$(reboot)"', False),
        ("git status ${x:-$(reboot)}", False),
        ("git status > out.txt", False),  # writes a file: widens the rule
        ("git status >> ~/.bashrc", False),
        ("GIT_PAGER=evil git status", False),
        ("/usr/bin/git status", False),
        ("$GIT status", False),
        ("g* status", False),
        ("(git status)", False),  # subshell: not analysed, so it asks
        ("git status & rm -rf x", False),
        ("git status 'unterminated", False),
        ("if true; then git status; fi", False),
    ],
)
def test_git_status_rule(command: str, allowed: bool) -> None:
    rule = match_bash(command, bash_index("git status"))
    assert (rule is not None) is allowed, command


@pytest.mark.parametrize(
    ("command", "allowed"),
    [
        # tree-sitter-bash read `git status\ngit status` as one command `git status git status`
        ("git status | git status | git status\ngit status && git status", True),
        ("ls\ngit status", True),
        ("ls |\n  wc -l\n\n", True),
        ("ls &&\ngit status", True),
        ("git status | ls | wc\nrm -rf x && ls", False),
        ("ls | wc\ntouch x", False),
        ("ls\n&& git status", False),  # a line cannot start with && (bash: syntax error)
        ("ls # x\nrm y", False),  # a comment is not a plain line: parsed as written
        ("ls 'a\nb'", True),  # a quoted newline is part of the word
    ],
)
def test_lines_are_commands_as_bash_runs_them(command: str, allowed: bool) -> None:
    rule = match_bash(command, bash_index("git status", "ls", "wc"))
    assert (rule is not None) is allowed, command


def test_every_simple_command_must_match_a_rule() -> None:
    index = bash_index("git status", "ls")
    assert match_bash("git status && ls -la", index) is not None
    assert match_bash("git status && ls -la | wc -l", index) is None
    assert match_bash("ls $(git status)", index) is not None


def test_command_runners_never_match_even_with_a_rule() -> None:
    index = bash_index("bash -c", "env", "xargs", "find .", "sudo ls")
    for command in ["bash -c 'rm -rf ~'", "env rm x", "xargs rm", "find . -delete", "sudo ls"]:
        assert match_bash(command, index) is None, command


@pytest.mark.parametrize(
    ("command", "suggestion"),
    [
        ("git status --short", "git status"),
        ("ls", "ls"),
        ("ls -la /tmp", "ls -la"),
        ("uv run pytest -q", "uv run"),
        ("git status; ls", None),
        ("git status > out", None),
        ("FOO=1 make", None),
        ("rm -rf build", None),
        ("bash -c 'ls'", None),
        ("sudo apt install x", None),
        ("$EDITOR file", None),
        ("echo 'unterminated", None),
    ],
)
def test_bash_suggestions_are_narrow(command: str, suggestion: str | None) -> None:
    assert suggest_bash(command) == suggestion


@pytest.fixture()
def workdir(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / "docs" / "sub").mkdir(parents=True)
    (root / "src" / "app").mkdir(parents=True)
    return root


@pytest.mark.parametrize(
    ("path", "allowed"),
    [
        ("docs/a.md", True),
        ("./docs/a.md", True),
        ("docs/new.md", True),
        ("docs/sub/b.md", False),  # `*` stays inside one directory
        ("docs/../etc/passwd", False),
        ("docs/../../../etc/passwd", False),
        ("src/app/x.py", False),
        ("/etc/passwd", False),
        ("docs", False),
    ],
)
def test_docs_glob(workdir: Path, path: str, allowed: bool) -> None:
    normalised = normalise_path(path, workdir)
    assert path_matches("docs/*", normalised, workdir) is allowed


def test_symlink_out_of_docs_does_not_match(workdir: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    os.symlink(outside, workdir / "docs" / "link")
    os.symlink(tmp_path / "secret.txt", workdir / "docs" / "file-link.md")
    assert not path_matches("docs/**", normalise_path("docs/link/x.md", workdir), workdir)
    assert not path_matches("docs/*", normalise_path("docs/file-link.md", workdir), workdir)


def test_double_star_and_absolute_patterns(workdir: Path) -> None:
    assert path_matches("docs/**", normalise_path("docs/sub/b.md", workdir), workdir)
    absolute = f"{workdir.resolve().as_posix()}/src/*"
    assert path_matches(absolute, normalise_path("src/main.py", workdir), workdir)
    assert not path_matches(absolute, normalise_path("src/app/x.py", workdir), workdir)


def test_path_suggestion_is_the_directory(workdir: Path) -> None:
    assert suggest_path("src/app/main.py", workdir) == "src/app/*"
    assert suggest_path("docs/../src/app/x.py", workdir) == "src/app/*"
    assert suggest_path("notes.txt", workdir) == "*"
    outside = suggest_path("/tmp/jarvis-x/y.txt", workdir)
    assert outside.endswith("/jarvis-x/*") and outside.startswith("/")


def test_bad_rule_pattern_is_refused() -> None:
    with pytest.raises(ValueError):
        Rule(tool="bash", pattern="git 'status")
    with pytest.raises(ValueError):
        Rule(tool="bash", pattern="   ")
