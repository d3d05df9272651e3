"""Approval rules: what they look like, how one matches a tool call (A3, A7), what to suggest.

bash rules are token prefixes checked against *every* simple command of the parsed command line;
for a command the option tables know (`policy/option_tables.py`), the prefix must also name
every risky option, operand or subcommand in it (`git log` does not cover `git log --output=x`).
A line bash itself would reject never matches. Path rules are globs checked against the
normalised, symlink-resolved path.

Two optional fields narrow a rule (A12, chosen when ALWAYS is answered): `exact: true` — a bash
rule that matches only its own words, no more and no fewer (`git branch -d old` and nothing
else); `cwd: /abs/dir` — any rule that matches only while the session works in exactly that
directory (not below it), and never in a line that changes directory.
"""

from __future__ import annotations

import functools
import os
import re
import shlex
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from jarvis_voice.i18n import t
from jarvis_voice.policy.arguments import (
    argument_dangers,
    project_code_after_cd,
    rule_view,
    rule_view_tokens,
    unnamed_dangers,
)
from jarvis_voice.policy.bash_syntax import bash_accepts
from jarvis_voice.policy.option_tables import DIRECTORY_CHANGERS
from jarvis_voice.policy.shell_parse import ParsedCommand, SimpleCommand, parse_command

# Commands that run other commands from their arguments (or elevate them): a token-prefix rule
# for them would allow anything, so they never match a rule and never get an ALWAYS suggestion.
COMMAND_RUNNERS = frozenset(
    {
        "bash", "sh", "zsh", "dash", "ksh", "fish", "eval", "exec", "source", ".",
        "env", "xargs", "sudo", "su", "doas", "pkexec", "run0", "nohup", "timeout", "nice",
        "ionice",
        "command", "builtin", "time", "watch", "strace", "chroot", "setsid", "stdbuf",
        "parallel", "ssh", "python", "python3", "perl", "ruby", "node", "awk",
        "gawk", "sed", "busybox", "git-shell", "script", "expect", "tmux", "screen",
        # wrappers that run their arguments as a command (with another CPU set, priority, lock,
        # limit, namespace, user or group, under a tracer or debugger, or later)
        "taskset", "chrt", "flock", "prlimit", "numactl", "unshare", "nsenter", "xvfb-run",
        "fakeroot", "fakechroot", "proot", "cgexec", "firejail", "bwrap", "systemd-run",
        "systemd-nspawn", "sg", "newgrp", "runuser", "setpriv", "capsh", "setarch", "linux32",
        "linux64", "catchsegv", "valgrind", "gdb", "lldb", "ltrace", "perf", "rr", "hyperfine",
        "dbus-run-session", "dbus-launch", "ssh-agent", "unbuffer", "faketime", "torsocks",
        "proxychains", "proxychains4", "eatmydata", "nocache", "cpulimit", "trickle", "chpst",
        "envdir", "setuidgid", "softlimit", "setlock", "gosu", "su-exec", "sudoedit", "lckdo",
        "chronic", "ifne", "at", "batch", "entr", "watchexec", "rlwrap", "daemonize",
        "start-stop-daemon", "openvt", "open", "xdg-open", "run-mailcap", "caffeinate",
        "sandbox-exec", "arch", "toybox", "socat",
        # package runners that fetch and run the program named in their arguments
        "npx", "bunx", "uvx", "pipx", "pnpx",
        # interpreters and shells that run code from their arguments or their input
        "csh", "tcsh", "ash", "mksh", "yash", "rbash", "elvish", "nu", "xonsh", "pwsh",
        "powershell", "nodejs", "deno", "bun", "php", "lua", "luajit", "tclsh", "wish",
        "Rscript", "R", "julia", "irb", "jruby", "jshell", "guile", "ghci", "runghc",
        "runhaskell", "python2", "pypy", "pypy3", "ipython", "ipython3", "osascript", "mawk",
        "nawk", "gsed", "dc", "m4", "gnuplot", "sqlite3", "psql", "mysql", "mariadb", "sftp",
        "ftp",
        # editors whose arguments or input run commands (`vim -c ':!sh'`, `printf '!sh' | ed`,
        # `emacs --eval`); nano is not here: it runs commands only from its keyboard
        "vi", "vim", "nvim", "view", "vimdiff", "gvim", "evim", "rvim", "rview", "ex", "ed",
        "red", "emacs", "emacsclient",
        # shell builtins that run code later (`trap`, `mapfile -C`, `fc`) or change what later
        # words mean (`alias`, `hash -p`, `enable -f`)
        "trap", "coproc", "fc", "mapfile", "readarray", "alias", "hash", "enable",
        # builtins that assign variables by name: a name such as 'a[$(reboot)]' is evaluated
        # (runs reboot), and an assignment can redefine PATH or PS4 for the rest of the line
        "read", "getopts", "let", "declare", "typeset", "export", "local", "readonly", "unset",
    }
)  # fmt: skip
# Versioned interpreter names (`python3.12`, `perl5.36`, `php8.2`) are runners too.
_VERSIONED_RUNNER = re.compile(
    r"(?:python|pypy|perl|ruby|jruby|php|lua|luajit|tclsh|wish|node|nodejs|ipython)[0-9][0-9.]*"
)


def is_command_runner(name: str) -> bool:
    return name in COMMAND_RUNNERS or _VERSIONED_RUNNER.fullmatch(name) is not None


# Builtins that assign by name only with an option (`printf -v NAME`, `test -v NAME`,
# `wait -p NAME`): they never match when that option is (or may expand to) present.
_NAME_OPTION = {"printf": "-v", "test": "-v", "[": "-v", "wait": "-p"}
# Destructive commands: remembering a prefix of them would silently widen (A3's warning), so no
# ALWAYS is offered. A human can still ALLOW them once.
DESTRUCTIVE = frozenset(
    {
        "rm", "rmdir", "shred", "dd", "mkfs", "chmod", "chown", "chgrp", "truncate", "mv",
        "kill", "killall", "pkill", "reboot", "shutdown", "halt", "poweroff", "wipefs",
        "fdisk", "parted", "crontab", "systemctl", "ln",
    }
)  # fmt: skip
PATH_ARG = "path"


class Rule(BaseModel):
    """One remembered permission: `{tool: bash, pattern: git status}`.

    `exact` (bash only): the command must be exactly the pattern's words. `cwd`: the rule applies
    only while the session's working directory is that absolute directory. Both default to
    unset, so rules files written before them load unchanged.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    tool: str
    pattern: str
    exact: bool = False
    cwd: str | None = None

    @field_validator("tool", "pattern", "cwd")
    @classmethod
    def _not_blank(cls, value: str | None) -> str | None:
        if value is None:
            return None
        if not value.strip():
            raise ValueError("must not be empty")
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate could not be written to the rules file
            raise ValueError("must be valid Unicode text") from None
        return value.strip()

    @field_validator("pattern")
    @classmethod
    def _bash_pattern_tokenises(cls, value: str) -> str:
        try:
            shlex.split(value)
        except ValueError as exc:
            raise ValueError(f"pattern is not valid shell words: {exc}") from exc
        return value

    @field_validator("cwd")
    @classmethod
    def _cwd_is_absolute(cls, value: str | None) -> str | None:
        if value is None:
            return None
        expanded = os.path.expanduser(value)
        if not os.path.isabs(expanded) or ".." in Path(expanded).parts:
            raise ValueError("must be an absolute directory without '..'")
        return value

    @model_validator(mode="after")
    def _exact_is_for_bash(self) -> Rule:
        if self.exact and self.tool != "bash":
            raise ValueError("exact applies to bash rules (a path without * or ? is exact already)")
        return self

    def applies_in(self, workdir: Path | None) -> bool:
        """Does the rule apply where the session works? `workdir`: resolved, or None when the
        directory is not known (then only rules without `cwd` apply)."""
        if self.cwd is None:
            return True
        return workdir is not None and Path(os.path.expanduser(self.cwd)) == workdir

    def as_dict(self) -> dict[str, Any]:
        """The rule as its file writes it: the optional fields only when set."""
        out: dict[str, Any] = {"tool": self.tool, "pattern": self.pattern}
        if self.exact:
            out["exact"] = True
        if self.cwd is not None:
            out["cwd"] = self.cwd
        return out

    def describe(self, language: str = "en") -> str:
        """The pattern with what narrows it, for listings and ACTIVITY lines."""
        text = self.pattern
        if self.exact:
            text = t("rule.exact", language, pattern=text)
        if self.cwd is not None:
            text = t("rule.in_folder", language, pattern=text, cwd=self.cwd)
        return text


# ---------------------------------------------------------------- bash


@functools.lru_cache(maxsize=65_536)
def rule_tokens(pattern: str) -> tuple[str, ...]:
    return rule_view_tokens(tuple(shlex.split(pattern)))


def command_name(simple: SimpleCommand) -> str:
    return simple.argv[0].rsplit("/", 1)[-1] if simple.words else ""


def simple_command_matches(
    tokens: tuple[str, ...], simple: SimpleCommand, exact: bool = False
) -> bool:
    """Token prefix on literal words that names every risky argument; setting variables or
    writing files never matches. `exact`: the words must be the tokens, no more."""
    if not tokens or not matchable(simple):
        return False
    simple = rule_view(simple)
    if len(simple.words) < len(tokens):
        return False
    if exact and len(simple.words) != len(tokens):
        return False
    prefix = all(
        word.literal and word.text == token
        for word, token in zip(simple.words, tokens, strict=False)
    )
    return prefix and arguments_named(len(tokens), simple)


def arguments_named(rule_length: int, simple: SimpleCommand) -> bool:
    """Does a rule of `rule_length` leading words name every risky argument of `simple`?
    (Commands the option tables do not know have none: plain prefix semantics.)"""
    return not unnamed_dangers(argument_dangers(simple), rule_length)


def matchable(simple: SimpleCommand) -> bool:
    """Could any rule allow this simple command? Not if it assigns, writes files or runs code."""
    if simple.assignments or simple.writes_to or is_command_runner(command_name(simple)):
        return False
    return not _assigns_by_name(simple)


def _assigns_by_name(simple: SimpleCommand) -> bool:
    name = command_name(simple)
    option = _NAME_OPTION.get(name)
    if option is None:
        return False
    # printf reads options only before the format; `test ${x:--v} …` expands to the option, so
    # a non-literal word where an option may stand counts as one
    words = simple.words[1:2] if name == "printf" else simple.words[1:]
    return any(not w.literal or w.text.startswith(option) for w in words)


def bash_rule_for(
    simple: SimpleCommand, rules: list[Rule], workdir: Path | None = None
) -> Rule | None:
    """The first of `rules` allowing `simple` in `workdir` (resolved; None: rules with a `cwd`
    never apply): the plain scan `BashRuleIndex` must agree with."""
    for rule in rules:
        if rule.applies_in(workdir) and simple_command_matches(
            rule_tokens(rule.pattern), simple, rule.exact
        ):
            return rule
    return None


class BashRuleIndex:
    """One file's bash rules keyed by their whole token tuple.

    A lookup probes the command's leading literal words (`git`, `git status`, …) — as many dict
    lookups as the longest rule has tokens — instead of trying every rule that starts with `git`.
    Same answer as `bash_rule_for` over the file's rules: the first matching rule in file order.
    """

    def __init__(self, rules: Iterable[Rule]) -> None:
        # several rules may share tokens (`git log`, exact `git log`, `git log` in one folder)
        self._by_tokens: dict[tuple[str, ...], list[tuple[int, Rule]]] = defaultdict(list)
        for position, rule in enumerate(rules):
            tokens = rule_tokens(rule.pattern)
            if rule.tool == "bash" and tokens:
                self._by_tokens[tokens].append((position, rule))
        self._longest = max(map(len, self._by_tokens), default=0)

    def __len__(self) -> int:
        return len(self._by_tokens)

    def rule_for(self, simple: SimpleCommand, workdir: Path | None = None) -> Rule | None:
        """`workdir`: the session's resolved working directory (None: `cwd` rules never apply)."""
        if not self._by_tokens or not matchable(simple):
            return None
        simple = rule_view(simple)
        words: list[str] = []
        hits: list[tuple[int, int, Rule]] = []  # (position in the file, tokens, rule)
        for word in simple.words[: self._longest]:
            if not word.literal:
                break
            words.append(word.text)
            for position, rule in self._by_tokens.get(tuple(words), ()):
                if rule.exact and len(words) != len(simple.words):
                    continue
                if rule.applies_in(workdir):
                    hits.append((position, len(words), rule))
        for _, length, rule in sorted(hits, key=lambda hit: hit[0]):
            if arguments_named(length, simple):
                return rule
        return None


def match_bash(
    command: str | ParsedCommand, indexes: Sequence[BashRuleIndex], workdir: Path | None = None
) -> Rule | None:
    """A7: the command matches only if every simple command matches some rule.

    `indexes` hold each rule layer's bash rules (global first); `workdir` is the session's
    resolved working directory, where rules with a `cwd` apply — never in a line that changes
    directory. Returns the rule that matched the first simple command, or None. A line that
    changes directory and then runs git (or a build tool) in that directory never matches; nor
    does a line bash itself rejects.
    """
    parsed = parse_command(command) if isinstance(command, str) else command
    if not parsed.ok or project_code_after_cd(parsed):
        return None
    if any(command_name(simple) in DIRECTORY_CHANGERS for simple in parsed.commands):
        workdir = None  # after `cd x` the program runs elsewhere: a `cwd` rule cannot know
    first: Rule | None = None
    for simple in parsed.commands:
        if not simple.words or not simple.words[0].literal:
            return None
        rule = None
        for index in indexes:
            rule = index.rule_for(simple, workdir)
            if rule is not None:
                break
        if rule is None:
            return None
        first = first or rule
    # last, because it starts a process: only for lines a rule would allow
    return first if first is not None and bash_accepts(parsed.source) else None


def suggest_bash(command: str) -> str | None:
    """A3: the first two words as a token prefix — only for a single, plain simple command."""
    parsed = parse_command(command)
    if not parsed.ok or parsed.is_compound:
        return None
    simple = parsed.commands[0]
    if simple.assignments or simple.writes_to:
        return None
    name = command_name(simple)
    if is_command_runner(name) or name in DESTRUCTIVE or name.startswith("mkfs"):
        return None
    head = simple.words[:2]
    if not all(word.literal for word in head):
        return None
    return shlex.join(word.text for word in head)


# ---------------------------------------------------------------- paths


def normalise_path(raw: str, workdir: Path) -> Path:
    """Absolute, `..`-free, symlink-resolved path (A7) — what path rules are matched against."""
    path = Path(os.path.expanduser(raw))
    if not path.is_absolute():
        path = workdir / path
    return path.resolve(strict=False)


@functools.lru_cache(maxsize=16_384)
def _glob_regex(pattern: str) -> re.Pattern[str]:
    """Glob where `*`/`?` stay inside one path segment and `**` crosses segments."""
    out: list[str] = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif ch == "*":
            out.append("[^/]*")
            i += 1
        elif ch == "?":
            out.append("[^/]")
            i += 1
        else:
            out.append(re.escape(ch))
            i += 1
    return re.compile("".join(out) + r"\Z")


def path_matches(pattern: str, path: Path, workdir: Path) -> bool:
    """`path` must already be normalised. Relative patterns only match inside the workdir."""
    expanded = os.path.expanduser(pattern)
    if os.path.isabs(expanded):
        return bool(_glob_regex(expanded).match(path.as_posix()))
    root = workdir.resolve()
    try:
        relative = path.relative_to(root)
    except ValueError:
        return False
    return bool(_glob_regex(pattern).match(relative.as_posix()))


class PathRuleIndex:
    """One tool's path rules keyed by the literal directories each glob starts with.

    `src/app/*` is filed under (src, app); a lookup probes the path's ancestors — one dict
    lookup per directory level — and checks only those globs (plus globs that start with a
    wildcard, such as `*` or `**/x`) with the same regex `path_matches` uses, in file order.
    """

    def __init__(self, rules: Iterable[tuple[int, Rule]]) -> None:
        self._relative: dict[tuple[str, ...], list[tuple[int, str, Rule]]] = defaultdict(list)
        self._absolute: dict[tuple[str, ...], list[tuple[int, str, Rule]]] = defaultdict(list)
        for position, rule in rules:
            expanded = os.path.expanduser(rule.pattern)
            if os.path.isabs(expanded):
                self._absolute[_literal_head(expanded.split("/")[1:])].append(
                    (position, expanded, rule)
                )
            else:
                self._relative[_literal_head(rule.pattern.split("/"))].append(
                    (position, rule.pattern, rule)
                )

    def rule_for(self, path: Path, root: Path) -> Rule | None:
        """`path` normalised (see `normalise_path`), `root` the resolved workdir (where rules
        with a `cwd` apply)."""
        absolute = path.as_posix()
        found = [(c, absolute) for c in _probe(self._absolute, absolute.split("/")[1:])]
        if self._relative:
            try:
                relative = path.relative_to(root).as_posix()
            except ValueError:
                relative = None  # relative patterns only match inside the workdir
            if relative is not None:
                found += [(c, relative) for c in _probe(self._relative, relative.split("/"))]
        for (_, glob, rule), text in sorted(found, key=lambda item: item[0][0]):
            if rule.applies_in(root) and _glob_regex(glob).match(text):
                return rule
        return None


def _literal_head(segments: list[str]) -> tuple[str, ...]:
    head: list[str] = []
    for segment in segments:
        if "*" in segment or "?" in segment:
            break
        head.append(segment)
    return tuple(head)


def _probe(
    index: Mapping[tuple[str, ...], list[tuple[int, str, Rule]]], segments: list[str]
) -> list[tuple[int, str, Rule]]:
    found: list[tuple[int, str, Rule]] = []
    for depth in range(len(segments) + 1):
        found += index.get(tuple(segments[:depth]), ())
    return found


def suggest_path(raw: str, workdir: Path) -> str:
    """A3: the directory of the (normalised) path as a glob, e.g. `src/app/*`."""
    path = normalise_path(raw, workdir)
    root = workdir.resolve()
    try:
        parent = path.parent.relative_to(root).as_posix()
    except ValueError:
        return f"{_escape_glob(path.parent.as_posix())}/*"
    return "*" if parent == "." else f"{_escape_glob(parent)}/*"


def _escape_glob(text: str) -> str:
    # Our glob language has no escapes: a literal `*` in a directory name becomes the narrower `?`.
    return text.replace("*", "?")


# ---------------------------------------------------------------- any tool


def call_subject(tool: str, args: Mapping[str, Any]) -> tuple[str, str] | None:
    """What a rule is matched against: ("command", …) for bash, ("path", …) for path tools."""
    if tool == "bash" and isinstance(args.get("command"), str):
        return ("command", args["command"])
    if isinstance(args.get(PATH_ARG), str):
        return ("path", args[PATH_ARG])
    return None
