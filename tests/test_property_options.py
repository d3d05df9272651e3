"""Issue 13 as a property (hypothesis): no risky option from the tables is ever allowed by a bare
prefix rule — the command, or the command and its subcommand — however it is spelled (alone,
in a short cluster, with `=value`, with a separate value, abbreviated), after any safe options.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from jarvis_voice.policy.option_spec import UNTIL_TERMINATOR, Opt, Spec
from jarvis_voice.policy.option_tables import TABLES
from jarvis_voice.policy.rules import BashRuleIndex, Rule, bash_rule_for, match_bash
from jarvis_voice.policy.rules_store import RuleSet
from jarvis_voice.policy.shell_parse import parse_command

# Values that make a value-dependent risk apply (`tar -f host:x`, `curl -d @file`, …).
_RISKY_VALUES = ["host:x", "@secret", "%output{x}", "a=b", "+!touch x", "x::y", "host", "root"]


@dataclass(frozen=True)
class Case:
    """A command (and subcommand) whose spec has risky options: the rule is its words."""

    words: tuple[str, ...]
    spec: Spec


def _cases() -> list[Case]:
    cases: list[Case] = []

    def visit(words: tuple[str, ...], spec: Spec, depth: int) -> None:
        if any(opt.effect for opt in spec.options.values()):
            cases.append(Case(words, spec))
        if depth < 2:
            for name, child in spec.subcommands.items():
                visit((*words, name), child, depth + 1)

    for name, spec in sorted(TABLES.items()):
        visit((name,), spec, 0)
    return cases


CASES = _cases()


def _value_for(opt: Opt) -> str:
    if opt.when is None:
        return "v"
    return next(v for v in _RISKY_VALUES if opt.when.search(v))


def _values(opt: Opt) -> list[str]:
    if opt.nargs == UNTIL_TERMINATOR:
        return ["sh", "-c", "x", ";"]
    return [_value_for(opt)] * max(opt.nargs, 0) if not opt.optional else []


def _safe_flags(spec: Spec) -> list[Opt]:
    return sorted(
        {o for o in spec.options.values() if o.effect is None and o.nargs == 0},
        key=lambda o: o.names,
    )


def _abbreviations(spec: Spec, name: str) -> list[str]:
    """Prefixes of `--name` that are not themselves the name of an option (git, GNU getopt
    and friends take a unique prefix for the whole option)."""
    return [
        name[:end]
        for end in range(3, len(name))
        if name[:end] not in spec.options and not name[:end].endswith("-")
    ]


Line = tuple[tuple[str, ...], str]  # (rule words, command line)


@st.composite
def risky_lines(draw: st.DrawFn) -> Line:
    """(rule words, command line): the rule is the case's words, or its program alone."""
    case = draw(st.sampled_from(CASES))
    spec = case.spec
    risky = sorted({o for o in spec.options.values() if o.effect}, key=lambda o: o.names)
    if len(case.words) == 1:  # the program's own word names an option that goes with it
        risky = [o for o in risky if not o.with_command] or risky
    opt = draw(st.sampled_from(risky))
    name = draw(st.sampled_from(opt.names))
    values = _values(opt)
    spellings: list[list[str]] = [[name, *values]]
    if name.startswith("--"):
        if opt.nargs >= 1:
            spellings.append([f"{name}={_value_for(opt)}", *values[1:]])
        spellings += [[a, *values] for a in _abbreviations(spec, name)]
    elif spec.style == "getopt" and len(name) == 2 and spec.short_max == 1:
        flags = [f for f in _safe_flags(spec) if any(len(n) == 2 for n in f.names)]
        if flags:  # a cluster: safe flags first, the risky letter last
            letters = draw(st.lists(st.sampled_from(flags), min_size=1, max_size=3))
            short = "".join(next(n for n in f.names if len(n) == 2)[1] for f in letters)
            spellings.append([f"-{short}{name[1]}", *values])
        if opt.nargs == 1 and not opt.optional:
            spellings.append([f"{name}{_value_for(opt)}"])  # attached value
    risky_words = draw(st.sampled_from(spellings))
    safe = draw(st.lists(st.sampled_from(_safe_flags(spec) or [None]), max_size=3))
    safe_words = [o.names[0] for o in safe if o is not None]
    # an option that goes with its subcommand (`pip list --outdated`) is named by a rule
    # naming the subcommand: only a shorter rule must ask
    rules = [case.words[:1]] if opt.with_command else [case.words, case.words[:1]]
    rule = draw(st.sampled_from(rules))
    line = shlex.join([*case.words, *safe_words, *risky_words])
    return rule, line


def _index(*patterns: str) -> list[BashRuleIndex]:
    return [RuleSet.build(Path("x"), [Rule(tool="bash", pattern=p) for p in patterns]).bash]


@settings(max_examples=1500, deadline=None)
@given(case=risky_lines())
def test_no_risky_option_is_allowed_by_a_bare_prefix_rule(case: Line) -> None:
    rule, line = case
    assert match_bash(line, _index(shlex.join(rule))) is None, f"{line!r} under {rule!r}"


@settings(max_examples=300, deadline=None)
@given(case=risky_lines(), extra=st.integers(0, 3))
def test_both_match_paths_agree_on_risky_lines(case: Line, extra: int) -> None:
    """The index and the plain scan give the same rule, also when a longer rule names the
    risky option (then both allow it)."""
    rule, line = case
    simple = parse_command(line).commands[0]
    words = [w.text for w in simple.words]
    patterns = [shlex.join(rule), shlex.join(words[: len(rule) + extra])]
    rules = [Rule(tool="bash", pattern=p) for p in patterns]
    assert BashRuleIndex(rules).rule_for(simple) == bash_rule_for(simple, rules), line


def test_every_table_has_cases() -> None:
    """The generator reaches the commands the issue names."""
    programs = {case.words[0] for case in CASES}
    assert {"git", "rg", "tar", "zip", "sort", "base64", "find", "curl", "make"} <= programs
    assert {"split", "scp", "rsync", "man", "docker"} <= programs
    assert {
        ("git", "log"),
        ("git", "diff"),
        ("git", "fetch"),
        ("git", "branch"),
        ("git", "push"),
        ("git", "apply"),
        ("docker", "run"),
        ("docker", "exec"),
        ("pip", "list"),
    } <= {case.words for case in CASES}


def test_abbreviations_are_generated() -> None:
    git_log = next(c for c in CASES if c.words == ("git", "log"))
    assert "--out" in _abbreviations(git_log.spec, "--output")
    assert re.fullmatch(r"--\w+", _abbreviations(git_log.spec, "--ext-diff")[0])
