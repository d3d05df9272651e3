"""User-facing errors: each carries a one-line message the CLI prints instead of a traceback."""


class JarvisError(Exception):
    """Base class for errors shown to the user as a single clear line."""


class ConfigError(JarvisError):
    """Configuration (env, files) is invalid; raised at start-up."""


class RulesFileError(JarvisError):
    """An approval rules file is unreadable or malformed (A9)."""


class BackendError(JarvisError):
    """An LLM backend is unavailable or answered something unusable."""


def one_line(value: object) -> str:
    """Any message on one line: user-facing errors never span lines (PortAudio, YAML, …)."""
    return " ".join(str(value).split())


def describe(exc: BaseException) -> str:
    """An exception on one line, or its type name when it carries no message."""
    return one_line(exc) or type(exc).__name__
