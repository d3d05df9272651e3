"""A12: the ALWAYS scopes offered for a call (`policy.scopes.scopes_for`), and the rule fields
that make them enforceable — `exact` and `cwd` — in the matcher and the rules files.

Each scope table row lists every scope offered, narrowest first, as (id, rule described);
`{cwd}` stands for the resolved working directory. Both directions: every offered rule allows
the call it was offered for, and the rule a scope would have needed but that does not cover the
call (`git` for `git branch -d old`) is not offered — the test shows it would not match.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jarvis_voice.errors import RulesFileError
from jarvis_voice.policy.dangerous import DangerousCommands
from jarvis_voice.policy.evaluate import Call, ToolInfo, evaluate, matching_rule
from jarvis_voice.policy.reasons import Reason
from jarvis_voice.policy.rules import BashRuleIndex, Rule, bash_rule_for, match_bash
from jarvis_voice.policy.rules_store import RuleSet, read_rules_file, write_rules_file
from jarvis_voice.policy.scopes import scopes_for
from jarvis_voice.policy.shell_parse import parse_command
from jarvis_voice.policy.verdict import Allow, Ask


@pytest.fixture()
def work(tmp_path: Path) -> Path:
    path = tmp_path / "work"
    (path / "sub").mkdir(parents=True)
    return path.resolve()


def offered(tool: str, args: dict[str, str], workdir: Path) -> list[tuple[str, str]]:
    described = [(s.id, s.rule.describe()) for s in scopes_for(Call(tool, args), workdir)]
    return [(i, d.replace(str(workdir), "{cwd}")) for i, d in described]


def allows(rule: Rule, command: str, workdir: Path | None) -> bool:
    return match_bash(command, [BashRuleIndex([rule])], workdir) is not None


# ---------------------------------------------------------------- scopes_for: bash

EXACT, SUB, DIR = "exact", "subcommand", "directory"


@pytest.mark.parametrize(
    ("command", "scopes", "not_offered"),
    [
        (
            "git log --oneline -5",
            [(EXACT, "git log --oneline -5 (exact)"), (SUB, "git log"), (DIR, "git (in {cwd})")],
            [],
        ),
        # the danger (-d deletes a branch) is named by the prefix, or the scope is not offered:
        # `git branch` would not cover it next time, nor would `git` in this folder
        (
            "git branch -d old",
            [(EXACT, "git branch -d old (exact)"), (SUB, "git branch -d")],
            [Rule(tool="bash", pattern="git branch"), Rule(tool="bash", pattern="git", cwd="/W")],
        ),
        (
            "git push origin main",
            [(EXACT, "git push origin main (exact)"), (SUB, "git push")],
            [Rule(tool="bash", pattern="git", cwd="/W")],
        ),
        (
            "pytest tests/",
            [(EXACT, "pytest tests/ (exact)"), (SUB, "pytest tests/"), (DIR, "pytest (in {cwd})")],
            [],
        ),
        # one word: the program anywhere is wider than the program in this folder
        ("make", [(EXACT, "make (exact)"), (DIR, "make (in {cwd})"), (SUB, "make")], []),
        (
            "git status > /dev/null",  # /dev/null is not a file write
            [(EXACT, "git status (exact)"), (SUB, "git status"), (DIR, "git (in {cwd})")],
            [],
        ),
        (
            "git diff --output=x",  # writes a file: the prefix must name the option
            [(EXACT, "git diff --output=x (exact)"), (SUB, "git diff --output=x")],
            [Rule(tool="bash", pattern="git diff"), Rule(tool="bash", pattern="git", cwd="/W")],
        ),
        ("cd sub", [(EXACT, "cd sub (exact)"), (SUB, "cd sub")], []),  # cwd rules never after cd
        # nothing to remember: destructive, runners, compound lines, redirections, expansions,
        # another repository, assignment by name
        ("rm x", [], []),  # a hand-written rule could allow it; ALWAYS never offers one (A3)
        ("rm -r build", [], []),
        ("chmod 600 key", [], []),
        ("sudo ls", [], []),
        ("bash -c 'ls'", [], []),
        ("xargs rm", [], []),
        ("git status; ls", [], []),
        ("git status && make", [], []),
        ("ls > out.txt", [], []),
        ("ls $(pwd)", [], []),
        ("git log $x", [], [Rule(tool="bash", pattern="git log")]),
        ("git -C /other log", [], [Rule(tool="bash", pattern="git -C /other log", exact=True)]),
        ("printf -v x hi", [], [Rule(tool="bash", pattern="printf -v x hi", exact=True)]),
        ("echo 'unterminated", [], []),
    ],
)
def test_bash_scopes(
    work: Path, command: str, scopes: list[tuple[str, str]], not_offered: list[Rule]
) -> None:
    assert offered("bash", {"command": command}, work) == scopes
    for scope in scopes_for(Call("bash", {"command": command}), work):
        assert allows(scope.rule, command, work), scope  # offered: the matcher enforces it
    for rule in not_offered:
        if rule.cwd is not None:
            rule = rule.model_copy(update={"cwd": str(work)})
        assert not allows(rule, command, work), rule  # …and this is why it is not offered


@pytest.mark.parametrize(
    ("tool", "path", "scopes"),
    [
        ("write_file", "docs/a.md", [(EXACT, "{cwd}/docs/a.md"), (DIR, "docs/*")]),
        ("write_file", "./docs/../notes.md", [(EXACT, "{cwd}/notes.md"), (DIR, "*")]),
        ("edit_file", "/etc/hosts", [(EXACT, "/etc/hosts"), (DIR, "/etc/*")]),
        ("write_file", "../elsewhere/x.txt", [(EXACT, "/ELSE/x.txt"), (DIR, "/ELSE/*")]),
        ("write_file", "a*b.md", [(DIR, "*")]),  # a glob cannot name `*` exactly: no exact scope
        ("write_file", "dir?/x.md", [(DIR, "dir?/*")]),
        ("write_file", "a\x00b", []),  # the OS cannot look it up: nothing
    ],
)
def test_path_scopes(work: Path, tool: str, path: str, scopes: list[tuple[str, str]]) -> None:
    expected = [(i, d.replace("/ELSE", str(work.parent / "elsewhere"))) for i, d in scopes]
    assert offered(tool, {"path": path}, work) == expected
    layers_for = [
        RuleSet.build(Path("x"), [s.rule]) for s in scopes_for(Call(tool, {"path": path}), work)
    ]
    for layer in layers_for:  # each offered rule allows this very call
        assert matching_rule(Call(tool, {"path": path}), [layer], work) is not None


def test_the_exact_file_scope_is_that_file_only(work: Path) -> None:
    exact = scopes_for(Call("write_file", {"path": "docs/a.md"}), work)[0].rule
    layer = [RuleSet.build(Path("x"), [exact])]
    assert matching_rule(Call("write_file", {"path": f"{work}/docs/a.md"}), layer, work) == exact
    assert matching_rule(Call("write_file", {"path": "docs/b.md"}), layer, work) is None
    assert matching_rule(Call("edit_file", {"path": "docs/a.md"}), layer, work) is None


def test_a_tool_without_a_subject_offers_star(work: Path) -> None:
    assert offered("deploy", {"target": "prod"}, work) == [("tool", "*")]


def test_labels_in_both_languages(work: Path) -> None:
    scopes = scopes_for(Call("bash", {"command": "git branch -d old"}), work)
    assert [s.label("en") for s in scopes] == [
        "exactly this command",
        "git branch -d … (safe arguments)",
    ]
    assert [s.label("ko") for s in scopes] == ["이 명령 그대로", "git branch -d … (안전한 인자만)"]
    directory = scopes_for(Call("bash", {"command": "ls -la"}), work)[-1]
    assert (directory.label("en"), directory.label("ko")) == (
        "ls … in this folder",
        "이 폴더에서 ls …",
    )
    assert (directory.spoken("en"), directory.spoken("ko")) == (
        "this program in this folder",
        "이 폴더에서 이 프로그램을",
    )


def test_evaluate_offers_the_scopes_and_nothing_for_a_broken_file(work: Path) -> None:
    call = Call("bash", {"command": "git log --oneline -5"})
    meta, dangerous = ToolInfo("bash", requires_approval=True), DangerousCommands([])
    verdict = evaluate(call, [RuleSet.build(Path("x"), [])], dangerous, meta, work)
    assert isinstance(verdict, Ask) and verdict.scopes == scopes_for(call, work)
    saved = [RuleSet.build(Path("x"), [verdict.scopes[0].rule])]
    assert evaluate(call, saved, dangerous, meta, work) == Allow(
        Reason.RULE_MATCHED, rule=verdict.scopes[0].rule
    )


# ---------------------------------------------------------------- matching `exact` rules

BRANCH = Rule(tool="bash", pattern="git branch -d old", exact=True)


@pytest.mark.parametrize(
    ("command", "allowed"),
    [
        ("git branch -d old", True),
        ("git  branch  -d  'old'", True),  # the same words after quote removal
        ("git branch -d old 2>/dev/null", True),
        ("git branch -d old new", False),  # one word more
        ("git branch -d old --force", False),
        ("git branch -d", False),  # one word fewer
        ("git branch -d other", False),
        ("git branch -D old", False),
        ("git branch -d $b", False),
        ("git branch -d old > log.txt", False),  # writes a file
        ("X=1 git branch -d old", False),
        ("git branch -d old; git branch -d other", False),  # every command needs a rule
        ("cd .. && git branch -d old", False),  # another repository's git
    ],
)
def test_an_exact_rule_matches_only_its_own_words(command: str, allowed: bool) -> None:
    assert allows(BRANCH, command, None) is allowed


def test_an_exact_rule_and_a_prefix_rule_with_the_same_words_are_both_kept() -> None:
    exact = Rule(tool="bash", pattern="git log", exact=True)
    prefix = Rule(tool="bash", pattern="git log")
    index = [BashRuleIndex([exact, prefix])]
    assert match_bash("git log", index) == exact  # the first in the file that matches
    assert match_bash("git log -3", index) == prefix
    assert match_bash("git log -3", [BashRuleIndex([exact])]) is None


# ---------------------------------------------------------------- matching `cwd` rules


def test_a_cwd_rule_applies_in_that_directory_only(work: Path, tmp_path: Path) -> None:
    rule = Rule(tool="bash", pattern="git", cwd=str(work))
    assert allows(rule, "git log", work)
    assert not allows(rule, "git log", tmp_path.resolve())  # another directory
    assert not allows(rule, "git log", work / "sub")  # not below it either: equal only
    assert not allows(rule, "git log", None)  # where the session works is not known
    assert not allows(rule, "git push", work)  # the program alone names no risky argument
    cd = Rule(tool="bash", pattern="cd")
    both = [BashRuleIndex([cd, Rule(tool="bash", pattern="ls", cwd=str(work))])]
    assert match_bash("ls", both, work) is not None
    assert match_bash("cd sub && ls", both, work) is None  # ls would run in another directory
    assert match_bash("cd sub", both, work) is not None


def test_a_cwd_rule_is_compared_as_a_path(work: Path) -> None:
    for written in (f"{work}/", f"{work}/.", f"{work}//"):
        assert Rule(tool="bash", pattern="ls", cwd=written).applies_in(work), written


def test_cwd_rules_for_path_tools_and_star(work: Path, tmp_path: Path) -> None:
    docs = Rule(tool="write_file", pattern="docs/*", cwd=str(work))
    star = Rule(tool="deploy", pattern="*", cwd=str(work))
    layers = [RuleSet.build(Path("x"), [docs, star])]
    other = tmp_path.resolve()
    assert matching_rule(Call("write_file", {"path": "docs/a.md"}), layers, work) == docs
    assert matching_rule(Call("write_file", {"path": "docs/a.md"}), layers, other) is None
    assert matching_rule(Call("deploy", {}), layers, work) == star
    assert matching_rule(Call("deploy", {}), layers, other) is None


@pytest.mark.parametrize(
    "command", ["git log", "git log -3", "git branch -d old", "git status", "ls -la", "make"]
)
def test_the_index_agrees_with_the_plain_scan(work: Path, tmp_path: Path, command: str) -> None:
    rules = [
        Rule(tool="bash", pattern="git log", cwd=str(tmp_path.resolve())),
        Rule(tool="bash", pattern="git log", exact=True),
        Rule(tool="bash", pattern="git", cwd=str(work)),
        Rule(tool="bash", pattern="git branch -d old", exact=True, cwd=str(work)),
        Rule(tool="bash", pattern="ls", cwd=str(work)),
        Rule(tool="bash", pattern="git log"),
        Rule(tool="bash", pattern="make", exact=True),
    ]
    simple = parse_command(command).commands[0]
    for where in (work, tmp_path.resolve(), None):
        assert BashRuleIndex(rules).rule_for(simple, where) == bash_rule_for(simple, rules, where)


# ---------------------------------------------------------------- the rules files


def test_old_rules_files_load_unchanged_and_are_written_as_before(tmp_path: Path) -> None:
    path = tmp_path / "main.yaml"
    old = (
        'rules:\n  - {tool: bash, pattern: git status}\n  - {tool: write_file, pattern: "docs/*"}\n'
    )
    path.write_text(old)
    rules = read_rules_file(path)
    assert rules == [
        Rule(tool="bash", pattern="git status"),
        Rule(tool="write_file", pattern="docs/*"),
    ]
    assert all(not r.exact and r.cwd is None for r in rules)
    write_rules_file(path, rules)
    text = path.read_text()
    assert 'pattern: "git status"}\n' in text and "exact" not in text and "cwd" not in text


def test_the_new_fields_are_written_only_when_set_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "main.yaml"
    rules = [
        Rule(tool="bash", pattern="git branch -d old", exact=True),
        Rule(tool="bash", pattern="git", cwd="/srv/app"),
        Rule(tool="bash", pattern="git log"),
    ]
    write_rules_file(path, rules)
    assert path.read_text().splitlines()[-3:] == [
        '  - {tool: "bash", pattern: "git branch -d old", exact: true}',
        '  - {tool: "bash", pattern: "git", cwd: "/srv/app"}',
        '  - {tool: "bash", pattern: "git log"}',
    ]
    assert read_rules_file(path) == rules
    assert [r.as_dict() for r in rules] == [
        {"tool": "bash", "pattern": "git branch -d old", "exact": True},
        {"tool": "bash", "pattern": "git", "cwd": "/srv/app"},
        {"tool": "bash", "pattern": "git log"},
    ]


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ("{tool: write_file, pattern: a.md, exact: true}", "exact applies to bash rules"),
        ("{tool: bash, pattern: ls, cwd: work}", "cwd: Value error, must be an absolute"),
        ("{tool: bash, pattern: ls, cwd: /srv/../etc}", "without '..'"),
        ("{tool: bash, pattern: ls, cwd: ''}", "cwd: Value error, must not be empty"),
        ("{tool: bash, pattern: ls, exact: maybe}", "exact: Input should be a valid boolean"),
        ("{tool: bash, pattern: ls, scope: exact}", "scope: Extra inputs are not permitted"),
    ],
)
def test_a_bad_new_field_is_a_clear_error(tmp_path: Path, entry: str, problem: str) -> None:
    path = tmp_path / "main.yaml"
    path.write_text(f"rules:\n  - {{tool: bash, pattern: ls}}\n  - {entry}\n")
    with pytest.raises(RulesFileError, match="line 3: rule #2") as info:
        read_rules_file(path)
    assert problem in str(info.value)
