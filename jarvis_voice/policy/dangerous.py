"""A6: dangerous bash commands are blocked without asking, even when a rule matches."""

from __future__ import annotations

import posixpath
import re
import unicodedata
from collections.abc import Iterator

from jarvis_voice.errors import ConfigError
from jarvis_voice.i18n import Msg
from jarvis_voice.policy.shell_parse import ParsedCommand, SimpleCommand, parse_command

_SHELLS = {"bash", "sh", "zsh", "dash", "ksh", "fish"}
_MAX_UNWRAP_DEPTH = 3
# Spellings bash reads the same way: `rm${IFS}-rf${IFS}/`, `su\<newline>do`, and text hidden
# behind `(`, `)` or backquotes where the parser could not split it (`a[$(rm -rf ~)]`).
_IFS = re.compile(r"\$\{?IFS\}?")
_HIDING_PUNCTUATION = re.compile(r"[()`]")
# Long options spelled as the short ones the default regexes look for (rm, cp, chmod, …).
_LONG_OPTIONS = {"--recursive": "r", "--force": "f"}


class DangerousCommands:
    def __init__(self, patterns: list[str]) -> None:
        compiled: list[re.Pattern[str]] = []
        for pattern in patterns:
            try:
                compiled.append(re.compile(pattern, re.IGNORECASE))
            except re.error as exc:
                raise ConfigError(
                    Msg("error.config.dangerous_regex", pattern=pattern, detail=exc)
                ) from exc
        self._patterns = compiled

    def match(self, command: str) -> str | None:
        """Return the pattern that makes `command` dangerous, or None."""
        if not self._patterns:
            return None
        for variant in _variants(command):
            for pattern in self._patterns:
                if pattern.search(variant):
                    return pattern.pattern
        return None


def _variants(command: str) -> Iterator[str]:
    """The raw text, its NFKC form, a re-spelled form, and each simple command spelled plainly.

    Re-spelling defeats quoting tricks (`s"u"do`), absolute paths (`/usr/bin/sudo`), split
    options (`rm -r -f /`), `$IFS` and line continuations, and commands hidden in
    `bash -c '…'` / `eval …`.
    """
    yield command
    normalised = unicodedata.normalize("NFKC", command)
    if normalised != command:
        yield normalised
    bare = _HIDING_PUNCTUATION.sub(" ", _IFS.sub(" ", normalised.replace("\\\n", "")))
    if bare != normalised:
        yield bare
    yield from _plain_forms(normalised, depth=0)


def _plain_forms(command: str, depth: int) -> Iterator[str]:
    parsed = parse_command(command)
    joined = _joined(parsed)
    if joined is not None:
        yield joined  # `curl x | "sh"`: the pipe-to-shell patterns need the whole line
    for simple in parsed.commands:
        yield _plain(simple)
        yield _canonical(simple)
        if depth < _MAX_UNWRAP_DEPTH:
            inner = _wrapped_script(simple)
            if inner is not None:
                yield inner
                yield from _plain_forms(inner, depth + 1)


def _joined(parsed: ParsedCommand) -> str | None:
    """A flat list or pipeline spelled plainly, operators kept; None when that is not known."""
    if parsed.substitutions or len(parsed.operators) != len(parsed.commands) - 1:
        return None
    pieces = [_plain(parsed.commands[0])] if parsed.commands else []
    for operator, simple in zip(parsed.operators, parsed.commands[1:], strict=True):
        pieces += [operator, _plain(simple)]
    return " ".join(pieces) if len(pieces) > 1 else None


def _plain(simple: SimpleCommand) -> str:
    argv = list(simple.argv)
    argv[0] = argv[0].rsplit("/", 1)[-1]
    text = " ".join(argv)
    if simple.writes_to:
        text += "".join(f" > {target}" for target in simple.writes_to)
    return text


def _canonical(simple: SimpleCommand) -> str:
    """Options merged first (`-r -f`, `--recursive --force` → `-rf`), `--` dropped, paths
    normalised (`//`, `/.`, `/usr/..` → `/`; `${HOME}` → `$HOME`)."""
    flags = ""
    operands: list[str] = []
    for arg in simple.argv[1:]:
        if arg == "--":
            continue
        if arg in _LONG_OPTIONS:
            flags += _LONG_OPTIONS[arg]
        elif arg.startswith("-") and not arg.startswith("--") and len(arg) > 1:
            flags += arg[1:]
        else:
            operands.append(_canonical_path(arg))
    words = [simple.argv[0].rsplit("/", 1)[-1], *([f"-{flags}"] if flags else []), *operands]
    return " ".join(words)


def _canonical_path(arg: str) -> str:
    arg = re.sub(r"^\$\{(\w+)\}", r"$\1", arg)
    if arg.startswith("/"):
        return posixpath.normpath(re.sub(r"/{2,}", "/", arg)) or "/"
    if arg.startswith(("~", "$")):  # `..` here is relative to home: keep it, trim `/.` and `/`
        return re.sub(r"(?:/+\.?)+$", "", arg) or arg
    return arg


def _wrapped_script(simple: SimpleCommand) -> str | None:
    argv = simple.argv
    name = argv[0].rsplit("/", 1)[-1]
    if name == "eval":
        return " ".join(argv[1:]) or None
    if name in _SHELLS:
        for index, arg in enumerate(argv[1:-1], start=1):
            if arg.startswith("-") and "c" in arg and not arg.startswith("--"):
                return argv[index + 1]
    return None
