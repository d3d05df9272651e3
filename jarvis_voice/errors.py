"""User-facing errors: each carries a one-line message the CLI prints instead of a traceback."""


class JarvisError(Exception):
    """Base class for errors shown to the user as a single clear line."""


class ConfigError(JarvisError):
    """Configuration (env, files) is invalid; raised at start-up."""


class RulesFileError(JarvisError):
    """An approval rules file is unreadable or malformed (A9)."""


class BackendError(JarvisError):
    """An LLM backend is unavailable or answered something unusable."""
