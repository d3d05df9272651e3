"""A7 as properties (hypothesis): a rule never lets through a command line that contains a
simple command no rule allows, however it is spelled — checked against the parser and, for the
lines it does allow, against real bash.

The indexes behind fast matching (`BashRuleIndex`, `PathRuleIndex`) must give exactly the
answers of the plain scans they replace (`bash_rule_for`, `path_matches`).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from shell_fuzz import ALLOWED, HIT, RULE_PATTERNS, compound, respelled

from jarvis_voice.approval.gate import ApprovalGate
from jarvis_voice.config import load_settings
from jarvis_voice.policy.evaluate import ToolInfo
from jarvis_voice.policy.rules import (
    BashRuleIndex,
    PathRuleIndex,
    Rule,
    bash_rule_for,
    match_bash,
    normalise_path,
    path_matches,
)
from jarvis_voice.policy.rules_store import write_rules_file
from jarvis_voice.policy.shell_parse import parse_command

FAST = settings(
    max_examples=250, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


class Setup:
    """One approval gate whose rules are RULE_PATTERNS, and a scratch directory for real bash."""

    def __init__(self, root: Path) -> None:
        self.home = root / "home"
        self.work = root / "work"
        self.work.mkdir(parents=True)
        (self.work / "notes.txt").write_text("hi\n", encoding="utf-8")
        if shutil.which("git"):  # so that `git status && …` really goes on in bash
            subprocess.run(["git", "init", "-q", str(self.work)], check=False, timeout=30)
        rules = [Rule(tool="bash", pattern=p) for p in RULE_PATTERNS]
        write_rules_file(self.home / "approvals" / "main.yaml", rules)
        self.gate = ApprovalGate.from_settings(load_settings(), workdir=self.work, home=self.home)
        self.hit = self.work / "HIT"

    def verdict(self, line: str) -> str:
        bash = ToolInfo("bash", requires_approval=True)
        return self.gate.check("main", bash, {"command": self.concrete(line)}).kind

    def concrete(self, line: str) -> str:
        return line.replace(HIT, str(self.hit))

    def bash_runs_payload(self, line: str) -> bool:
        """Run `line` in real bash (scratch dir, 5 s cap); did the disallowed command run?"""
        if self.hit.is_dir():
            self.hit.rmdir()
        self.hit.unlink(missing_ok=True)
        with contextlib.suppress(subprocess.TimeoutExpired):  # a hung line ran nothing more
            subprocess.run(
                ["bash", "--norc", "--noprofile", "-c", self.concrete(line)],
                cwd=self.work,
                capture_output=True,
                stdin=subprocess.DEVNULL,
                timeout=5,
                env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(self.work)},
            )
        return self.hit.exists()


@pytest.fixture(scope="module")
def setup(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Setup]:
    yield Setup(tmp_path_factory.mktemp("property-rules"))


# ---------------------------------------------------------------- A7 against the parser


@FAST
@given(line=compound())
def test_a_line_with_a_disallowed_command_is_never_allowed(setup: Setup, line: str) -> None:
    assert setup.verdict(line) != "allow", line


@settings(max_examples=120, deadline=None)
@given(
    pieces=st.lists(
        st.tuples(st.booleans(), st.sampled_from(ALLOWED), st.integers(0, 2)),
        min_size=1,
        max_size=5,
    ),
    operators=st.lists(st.sampled_from(["; ", " && ", " || ", " | ", "\n"]), min_size=4),
)
def test_a_flat_line_matches_exactly_when_every_command_is_allowed(
    pieces: list[tuple[bool, str, int]], operators: list[str]
) -> None:
    """Without hiding tricks the answer is exact: allowed iff every simple command is."""
    index = [BashRuleIndex(Rule(tool="bash", pattern=p) for p in RULE_PATTERNS)]
    commands = [cmd if ok else f"{['touch', 'rm', 'curl'][n]} x" for ok, cmd, n in pieces]
    line = commands[0]
    for operator, command in zip(operators, commands[1:], strict=False):
        line += operator + command
    expected = all(ok for ok, _, _ in pieces)
    assert (match_bash(line, index) is not None) is expected, line


@FAST
@given(data=st.data())
def test_respelling_an_allowed_command_keeps_it_allowed(setup: Setup, data: st.DataObject) -> None:
    """Quote removal is right: `'g'it "status"` is still `git status` (no needless asking)."""
    line = data.draw(respelled(data.draw(st.sampled_from(ALLOWED))))
    assert setup.verdict(line) == "allow", line


# ---------------------------------------------------------------- A7 against real bash

_TOKENS = [
    "git", "status", "ls", "-la", "echo", "hi", "cat", "notes.txt", "printf", "x", "test", "-f",
    "true", "wc", "-l", " ", " ", " ", "\t", "\n", ";", "&&", "||", "|", "&", "$(", ")", "(",
    "`", "${", "}", "{", "$((", "))", "$[", "]", "[", "'", '"', "\\", "\\\n", "<<", "<<-", "EOF",
    "<<<", "<(", ">", "2>", "<", "#", "$", "$x", ":-", ":=", "!", "@", "a[", "$'\\x24'", "*",
    "~", "=", "1", "\\`", "\\$", f"touch {HIT}", f"(touch {HIT})", f"\\t\\o\\u\\c\\h {HIT}",
    f"$(touch {HIT})", f"`touch {HIT}`", f"$'\\x24(touch {HIT})'", "'a[", "]'",
]  # fmt: skip


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    head=st.sampled_from(["git status ", "ls ", "echo ", "cat ", "printf x ", "true "]),
    tail=st.lists(st.sampled_from(_TOKENS), min_size=1, max_size=10).map("".join),
)
def test_whatever_is_allowed_runs_nothing_else_in_real_bash(
    setup: Setup, head: str, tail: str
) -> None:
    """Differential check against bash itself: if jarvis says allow, the payload never runs."""
    line = head + tail
    if setup.verdict(line) == "allow":
        assert not setup.bash_runs_payload(line), f"allowed, but bash ran the payload: {line!r}"


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(line=compound())
def test_the_generated_lines_really_run_the_payload(setup: Setup, line: str) -> None:
    """The generator is honest: bash does run the hidden command (or writes the file)."""
    assume(HIT in line and (shutil.which("git") or "git" not in line))
    # `||` after a succeeding command and `>(…)` race are legitimately not run
    assume("||" not in line and ">(" not in line and "&" not in line)
    assert setup.bash_runs_payload(line), line


# ---------------------------------------------------------------- indexes agree with scans

_WORDS = ["git", "status", "log", "ls", "-la", "npm", "run", "test", "x"]
_word_lists = st.lists(st.sampled_from(_WORDS), min_size=1, max_size=4)


@settings(max_examples=300, deadline=None)
@given(
    patterns=st.lists(_word_lists.map(" ".join), max_size=12),
    commands=st.lists(_word_lists.map(" ".join), min_size=1, max_size=6),
)
def test_bash_index_agrees_with_the_plain_scan(patterns: list[str], commands: list[str]) -> None:
    rules = [Rule(tool="bash", pattern=p) for p in patterns]
    index = BashRuleIndex(rules)
    for command in commands:
        simple = parse_command(command).commands[0]
        assert index.rule_for(simple) == bash_rule_for(simple, rules), command


_SEGMENTS = ["src", "app", "docs", "a.py", "b.md", "..", ".", "x"]
_GLOB_SEGMENTS = [*_SEGMENTS, "*", "**", "*.md", "a?py"]


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    globs=st.lists(
        st.tuples(st.booleans(), st.lists(st.sampled_from(_GLOB_SEGMENTS), min_size=1, max_size=4)),
        max_size=10,
    ),
    paths=st.lists(
        st.tuples(st.booleans(), st.lists(st.sampled_from(_SEGMENTS), min_size=1, max_size=4)),
        min_size=1,
        max_size=5,
    ),
)
def test_path_index_agrees_with_path_matches(
    tmp_path_factory: pytest.TempPathFactory,
    globs: list[tuple[bool, list[str]]],
    paths: list[tuple[bool, list[str]]],
) -> None:
    workdir = tmp_path_factory.getbasetemp() / "path-index-work"
    workdir.mkdir(exist_ok=True)
    root = workdir.resolve()
    rules = [
        Rule(tool="write_file", pattern=(f"{root}/" if absolute else "") + "/".join(parts))
        for absolute, parts in globs
    ]
    index = PathRuleIndex(enumerate(rules))
    for absolute, parts in paths:
        path = normalise_path((f"{root}/" if absolute else "") + "/".join(parts), workdir)
        expected = next((r for r in rules if path_matches(r.pattern, path, workdir)), None)
        assert index.rule_for(path, root) == expected, (path, rules)
