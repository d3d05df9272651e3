"""A12: what ALWAYS can remember for one call — the scopes, narrowest first, computed by code.

Each scope is a rule the matcher enforces: it is offered only after checking that the rule
allows this very call (`git log` would not cover `git log --output=x`: then it is not offered).

bash — a single plain command; command runners and destructive programs get none (A3):
  exact       these words and no others (`exact: true`): `git branch -d old`, nothing else
  subcommand  the first two words as a prefix — longer when a risky argument comes later, so the
              prefix names it (`git branch -d` for `git branch -d old`); other arguments are
              allowed only while the option tables find nothing risky in them
  directory   the program alone, only while the session works in this directory (`cwd`)
path tools (write_file, edit_file):
  exact       this file: its absolute, resolved path (not offered when the name holds * or ?)
  directory   the file's directory glob (A3's `src/app/*`)
any other tool:
  tool        `*`

"Narrowest first" orders what each scope allows: exact allows one command; for a one-word
command (`make`) the prefix is the program anywhere, wider than the program in this directory,
so the directory scope comes before it. The first scope is the default (voice offers only it).
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from jarvis_voice.i18n import N_, t
from jarvis_voice.policy.arguments import argument_dangers, unnamed_dangers
from jarvis_voice.policy.rules import (
    BashRuleIndex,
    PathRuleIndex,
    Rule,
    call_subject,
    match_bash,
    normalise_path,
    suggest_bash,
    suggest_path,
)
from jarvis_voice.policy.shell_parse import parse_command

if TYPE_CHECKING:
    from jarvis_voice.policy.evaluate import Call

ScopeId = Literal["exact", "subcommand", "directory", "tool"]
SCOPE_IDS: tuple[ScopeId, ...] = ("exact", "subcommand", "directory", "tool")
# A path the OS cannot look up offers nothing (as in evaluate); an unsavable rule is skipped.
_BAD = (ValueError, OSError, RuntimeError)

# How the narrowest scope is said in the spoken question: (id, bash?) → catalogue key. Every
# form is checked in the echo tests (tests/test_voice_reply_words.py): none may sound like a yes.
SPOKEN: dict[tuple[ScopeId, bool], str] = {
    ("exact", True): N_("scope.spoken.exact_command"),
    ("exact", False): N_("scope.spoken.exact_file"),
    ("subcommand", True): N_("scope.spoken.subcommand"),
    ("directory", True): N_("scope.spoken.program_here"),
    ("directory", False): N_("scope.spoken.files_here"),
    ("tool", True): N_("scope.spoken.tool"),
    ("tool", False): N_("scope.spoken.tool"),
}


@dataclass(frozen=True)
class Scope:
    """One ALWAYS choice: the rule it saves and how it is shown (a catalogue key and its
    fields, so it reads in whichever language the request is asked in)."""

    id: ScopeId
    rule: Rule
    text: str
    fields: tuple[tuple[str, str], ...] = ()

    def label(self, language: str) -> str:
        return t(self.text, language, **dict(self.fields))

    def spoken(self, language: str) -> str:
        """Said aloud without the pattern: "this exact command" / "이 명령 그대로"."""
        return t(SPOKEN[(self.id, self.rule.tool == "bash")], language)


def scopes_for(call: Call, workdir: Path) -> tuple[Scope, ...]:
    """The scopes ALWAYS offers for `call` in `workdir`, narrowest first; () offers no ALWAYS."""
    subject = call_subject(call.tool, call.args)
    try:
        root = workdir.resolve()
        if subject is None:
            rule = Rule(tool=call.tool, pattern="*")
            return (Scope("tool", rule, N_("scope.tool")),)
        kind, value = subject
        if kind == "command":
            return _bash_scopes(value, root)
        return _path_scopes(call.tool, value, root)
    except _BAD:
        return ()


# ---------------------------------------------------------------- bash


def _bash_scopes(command: str, root: Path) -> tuple[Scope, ...]:
    if suggest_bash(command) is None:  # compound, a runner, destructive, … (A3): no ALWAYS
        return ()
    simple = parse_command(command).commands[0]
    argv = simple.argv
    found: list[Scope] = []
    if all(word.literal for word in simple.words):
        rule = _rule("bash", shlex.join(argv), exact=True)
        if rule is not None:
            found.append(Scope("exact", rule, N_("scope.exact_command")))
    program = shlex.quote(argv[0])
    directory = _rule("bash", program, cwd=str(root))
    length = _covering_prefix(command)
    subcommand = None
    if length is not None:
        prefix = shlex.join(argv[:length])
        rule = _rule("bash", prefix)
        if rule is not None:
            subcommand = Scope("subcommand", rule, N_("scope.subcommand"), (("prefix", prefix),))
    if subcommand is not None and length is not None and length > 1:
        found.append(subcommand)
    if directory is not None:
        fields = (("program", program),)
        found.append(Scope("directory", directory, N_("scope.program_here"), fields))
    if subcommand is not None and length == 1:  # the program anywhere: wider than one folder
        found.append(subcommand)
    return tuple(scope for scope in found if _covers_bash(scope.rule, command, root))


def _covering_prefix(command: str) -> int | None:
    """Words in the shortest prefix (at least two, when there are) that names every risky
    argument of the command — all of them literal; None when there is none."""
    simple = parse_command(command).commands[0]
    dangers = argument_dangers(simple)
    length = min(2, len(simple.words))
    while length <= len(simple.words):
        if not all(word.literal for word in simple.words[:length]):
            return None
        if not unnamed_dangers(dangers, length):
            return length
        length += 1
    return None


def _covers_bash(rule: Rule, command: str, root: Path) -> bool:
    return match_bash(command, [BashRuleIndex([rule])], root) is not None


# ---------------------------------------------------------------- paths


def _path_scopes(tool: str, raw: str, root: Path) -> tuple[Scope, ...]:
    path = normalise_path(raw, root)
    found: list[Scope] = []
    exact = path.as_posix()
    if "*" not in exact and "?" not in exact:  # our globs have no escapes
        rule = _rule(tool, exact)
        if rule is not None:
            found.append(Scope("exact", rule, N_("scope.exact_file")))
    glob = suggest_path(raw, root)
    rule = _rule(tool, glob)
    if rule is not None:
        found.append(Scope("directory", rule, N_("scope.files_matching"), (("glob", glob),)))
    return tuple(
        scope
        for scope in found
        if PathRuleIndex([(0, scope.rule)]).rule_for(path, root) is not None
    )


def _rule(tool: str, pattern: str, *, exact: bool = False, cwd: str | None = None) -> Rule | None:
    """The rule, or None when it could not be saved (pydantic's ValidationError is a
    ValueError): that scope is then not offered."""
    try:
        return Rule(tool=tool, pattern=pattern, exact=exact, cwd=cwd)
    except ValueError:
        return None
