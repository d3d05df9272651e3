"""The language of the `jarvis` command itself: its help, its error lines, its own output.

Decided once at start: `--lang` on the command line, else `agent.language` when it is set
(config file or `JARVIS_AGENT__LANGUAGE`), else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`:
`ko…` is Korean), else English. A conversation's turns decide their own language
(`core/turn_language.py`); this is only what the command prints before and around them.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

from jarvis_voice.i18n import DEFAULT, Language, normalise_language

_LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")  # POSIX order: the first one set wins


def cli_language(argv: Sequence[str] = (), env: Mapping[str, str] | None = None) -> Language:
    """The language `jarvis` talks in for this run (see the module docstring)."""
    env = os.environ if env is None else env
    said = _lang_option(argv)
    if said is not None:
        return normalise_language(said)
    configured = _configured()
    if configured is not None:
        return configured
    return locale_language(env)


def locale_language(env: Mapping[str, str]) -> Language:
    """Korean when the locale that decides messages is Korean (`ko_KR.UTF-8`), else English."""
    for name in _LOCALE_VARIABLES:
        value = env.get(name)
        if value:
            return "ko" if value.lower().startswith("ko") else DEFAULT
    return DEFAULT


def _configured() -> Language | None:
    """`agent.language` when someone set it; None when it is only the default, or when the
    configuration does not load (the command reports that itself, in the locale's language)."""
    from jarvis_voice.config import load_settings

    try:
        agent = load_settings().agent
    except Exception:  # a broken config file: help and the error line still need a language
        return None
    return agent.language if "language" in agent.model_fields_set else None


def _lang_option(argv: Sequence[str]) -> str | None:
    """The value of `--lang X` / `--lang=X` (chat, undo, doctor), read before the command is
    parsed so that its help and errors are in that language too."""
    for index, word in enumerate(argv):
        if word == "--":
            break
        if word.startswith("--lang="):
            return word.partition("=")[2]
        if word == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
    return None
