"""agent/command_argv.py: a bash call's simple commands, read by the shell analyser or, where it
cannot read them, cut at the separators — a refusal must see `rm` either way."""

from __future__ import annotations

import pytest

from jarvis_voice.agent.command_argv import argvs, git_words


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        (
            "git add -A && git commit -m 'x y'",
            [["git", "add", "-A"], ["git", "commit", "-m", "x y"]],
        ),
        ("cat a.txt | wc -l; rm b.txt", [["cat", "a.txt"], ["wc", "-l"], ["rm", "b.txt"]]),
        # an unclosed quote: the readable pieces still count
        ("rm notes.txt && echo 'oops", [["rm", "notes.txt"]]),
    ],
)
def test_each_simple_command_as_words(command: str, expected: list[list[str]]) -> None:
    assert argvs(command) == expected


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["git", "-C", "repo", "-c", "user.name=x", "stash", "-u"], ["stash", "-u"]),
        (["/usr/bin/git", "rm", "--cached", "a"], ["rm", "--cached", "a"]),
        (["rm", "a"], None),
        ([], None),
    ],
)
def test_the_git_subcommand_words(argv: list[str], expected: list[str] | None) -> None:
    assert git_words(argv) == expected
