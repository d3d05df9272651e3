"""A6: dangerous bash commands are blocked without asking, even when a rule matches."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

from jarvis_voice.errors import ConfigError
from jarvis_voice.policy.shell_parse import SimpleCommand, parse_command

_SHELLS = {"bash", "sh", "zsh", "dash", "ksh", "fish"}
_MAX_UNWRAP_DEPTH = 3


class DangerousCommands:
    def __init__(self, patterns: list[str]) -> None:
        compiled: list[re.Pattern[str]] = []
        for pattern in patterns:
            try:
                compiled.append(re.compile(pattern, re.IGNORECASE))
            except re.error as exc:
                raise ConfigError(
                    f"JARVIS_SECURITY__DANGEROUS_COMMANDS: bad regex {pattern!r}: {exc}"
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
    """The raw text, its NFKC form, and each simple command re-spelled plainly.

    Re-spelling defeats quoting tricks (`s"u"do`), absolute paths (`/usr/bin/sudo`) and
    commands hidden in `bash -c '…'` / `eval …`.
    """
    yield command
    normalised = unicodedata.normalize("NFKC", command)
    if normalised != command:
        yield normalised
    yield from _plain_forms(normalised, depth=0)


def _plain_forms(command: str, depth: int) -> Iterator[str]:
    parsed = parse_command(command)
    for simple in parsed.commands:
        yield _plain(simple)
        if depth < _MAX_UNWRAP_DEPTH:
            inner = _wrapped_script(simple)
            if inner is not None:
                yield inner
                yield from _plain_forms(inner, depth + 1)


def _plain(simple: SimpleCommand) -> str:
    argv = list(simple.argv)
    argv[0] = argv[0].rsplit("/", 1)[-1]
    text = " ".join(argv)
    if simple.writes_to:
        text += "".join(f" > {target}" for target in simple.writes_to)
    return text


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
