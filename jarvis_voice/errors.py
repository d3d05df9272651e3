"""User-facing errors: each carries a one-line message the CLI prints instead of a traceback."""

from __future__ import annotations

from jarvis_voice.i18n import Msg


class JarvisError(Exception):
    """Base class for errors shown to the user as a single clear line.

    The message is a catalogue text (`Msg`), shown in the reader's language by `text`, or a
    plain string shown as it is (a library's own words). `str(exc)` is English."""

    def text(self, language: str | None) -> str:
        """The one line in `language`."""
        if len(self.args) == 1 and isinstance(self.args[0], Msg):
            return self.args[0].text(language)
        return str(self)


class ConfigError(JarvisError):
    """Configuration (env, files) is invalid; raised at start-up."""


class RulesFileError(JarvisError):
    """An approval rules file is unreadable or malformed (A9)."""


class BackendError(JarvisError):
    """An LLM backend is unavailable or answered something unusable."""


def shown(exc: BaseException, language: str | None) -> str:
    """What a person reads for `exc`: a JarvisError in `language`, anything else as it is."""
    return exc.text(language) if isinstance(exc, JarvisError) else str(exc)


def one_line(value: object) -> str:
    """Any message on one line: user-facing errors never span lines (PortAudio, YAML, …)."""
    return " ".join(str(value).split())


def describe(exc: BaseException) -> str:
    """An exception on one line, or its type name when it carries no message."""
    return one_line(exc) or type(exc).__name__
