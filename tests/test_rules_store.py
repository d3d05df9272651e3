"""A4/A8/A9 rule files: atomic writes survive kill -9, corrupt files are clear errors, reloads."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from jarvis_voice.errors import RulesFileError
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import RuleBook, read_rules_file, write_rules_file


def test_round_trip_and_hand_written_format(tmp_path: Path) -> None:
    path = tmp_path / "main.yaml"
    path.write_text(
        'rules:\n  - {tool: bash, pattern: uv run}\n  - {tool: write_file, pattern: "docs/*"}\n'
    )
    rules = read_rules_file(path)
    assert rules == [Rule(tool="bash", pattern="uv run"), Rule(tool="write_file", pattern="docs/*")]
    write_rules_file(path, [*rules, Rule(tool="bash", pattern="echo '# not a comment'")])
    assert read_rules_file(path)[-1].pattern == "echo '# not a comment'"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("rules:\n  - {tool: bash, pattern: ls\n", r"line \d+: invalid YAML"),
        ("rules: {tool: bash}\n", "expected `rules:`"),
        ("- just a list\n", "expected `rules:`"),
        ("rules:\n  - {tool: bash}\n", r"line 2: rule #1: pattern: Field required"),
        (
            "rules:\n  - {tool: bash, pattern: ls}\n  - {tool: bash, patern: ls}\n",
            "line 3: rule #2",
        ),
        ('rules:\n  - {tool: bash, pattern: "git \'x"}\n', "not valid shell words"),
        ("rules:\n  - {tool: bash, pattern: !!python/object:os.system ls}\n", "invalid YAML"),
    ],
)
def test_corrupt_file_is_a_clear_error_naming_the_file(
    tmp_path: Path, content: str, expected: str
) -> None:
    path = tmp_path / "approvals.yaml"
    path.write_text(content)
    with pytest.raises(RulesFileError, match=expected) as info:
        read_rules_file(path)
    assert str(path) in str(info.value)


def test_binary_and_huge_files_are_errors(tmp_path: Path) -> None:
    path = tmp_path / "a.yaml"
    path.write_bytes(b"\xff\xfe\x00rules")
    with pytest.raises(RulesFileError, match="cannot read"):
        read_rules_file(path)
    path.write_bytes(b"#" * (6 * 1024 * 1024))
    with pytest.raises(RulesFileError, match="larger than"):
        read_rules_file(path)


def test_empty_and_missing_files_mean_no_rules(tmp_path: Path) -> None:
    assert read_rules_file(tmp_path / "missing.yaml") == []
    (tmp_path / "empty.yaml").write_text("")
    assert read_rules_file(tmp_path / "empty.yaml") == []


def test_rules_are_reloaded_when_the_file_changes(jarvis_home: Path) -> None:
    book = RuleBook(jarvis_home)
    book.add_agent_rule("main", Rule(tool="bash", pattern="git status"))
    assert len(book.layers("main")[1].rules) == 1
    path = book.agent_path("main")
    write_rules_file(path, [])  # a hand edit / `jarvis rules revoke` from another process
    assert book.layers("main")[1].rules == []


def test_revoke(jarvis_home: Path) -> None:
    book = RuleBook(jarvis_home)
    rule = Rule(tool="bash", pattern="ls")
    book.add_agent_rule("main", rule)
    assert book.revoke(book.agent_path("main"), rule) is True
    assert book.revoke(book.agent_path("main"), rule) is False
    assert read_rules_file(book.agent_path("main")) == []


@pytest.mark.parametrize("agent", ["../main", "a/b", "", "x" * 65, "..", "main.yaml\n"])
def test_agent_ids_cannot_escape_the_rules_folder(jarvis_home: Path, agent: str) -> None:
    with pytest.raises(RulesFileError, match="invalid agent id"):
        RuleBook(jarvis_home).agent_path(agent)


def test_always_never_overwrites_a_corrupt_agent_file(jarvis_home: Path) -> None:
    book = RuleBook(jarvis_home)
    path = book.agent_path("main")
    path.parent.mkdir(parents=True)
    path.write_text("rules: [oops\n")
    with pytest.raises(RulesFileError):
        book.add_agent_rule("main", Rule(tool="bash", pattern="ls"))
    assert path.read_text() == "rules: [oops\n"


_WRITER = """
import sys
from pathlib import Path
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import write_rules_file
path = Path(sys.argv[1])
rules = [Rule(tool="bash", pattern=f"echo {'x' * 200} {i}") for i in range(400)]
print("ready", flush=True)
i = 0
while True:
    i += 1
    write_rules_file(path, rules[: (i % 400) + 1])
"""


def test_kill_9_during_writes_leaves_a_valid_file(tmp_path: Path) -> None:
    path = tmp_path / "main.yaml"
    write_rules_file(path, [Rule(tool="bash", pattern="ls")])
    for round_ in range(8):
        proc = subprocess.Popen(
            [sys.executable, "-c", _WRITER, str(path)], stdout=subprocess.PIPE, text=True
        )
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        time.sleep(0.05 + 0.03 * round_)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        rules = read_rules_file(path)  # must parse: old or new content, never half
        assert rules and all(r.tool == "bash" for r in rules)
    leftovers = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(leftovers) <= 8  # a killed writer may leave its temp file, never a broken target
