"""A bash call's simple commands as word lists, for the grounding parts that refuse a command
by what it runs: a delete of a kept file, a stash without -u, a file hidden from git.

The shell analyser (policy/shell_parse.py) reads the command; where it cannot (a construct it
refuses), the text is cut at `&&`, `||`, `;`, `|` and new lines and each piece split as shell
words — a refusal must still see `rm notes.txt` inside what the analyser will not read.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from pathlib import PurePosixPath

from jarvis_voice.policy.shell_parse import parse_command

_SEPARATORS = re.compile(r"&&|\|\||[;|\n]")


def argvs(command: str) -> list[list[str]]:
    """Each simple command's words, in order."""
    parsed = parse_command(command)
    if parsed.ok:
        return [list(simple.argv) for simple in parsed.commands]
    found: list[list[str]] = []
    for part in _SEPARATORS.split(command):
        try:
            words = shlex.split(part)
        except ValueError:  # an unclosed quote: that piece says nothing we can read
            continue
        if words:
            found.append(words)
    return found


def git_words(argv: Sequence[str]) -> list[str] | None:
    """The words after `git` and its `-C dir` / `-c key=value` options (`["stash", "-u"]`), or
    None when `argv` runs no git."""
    if not argv or PurePosixPath(argv[0]).name != "git":
        return None
    words = list(argv[1:])
    while len(words) >= 2 and words[0] in ("-C", "-c"):
        words = words[2:]
    return words
