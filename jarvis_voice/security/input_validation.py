"""S1: user input is checked before anything else sees it; accepted text is NFC-normalised."""

from __future__ import annotations

import re
import unicodedata

from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import N_, Msg

_SCRIPT_LIKE = [
    (re.compile(r"<\s*script\b", re.IGNORECASE), N_("input.script_tag")),
    (re.compile(r"javascript\s*:", re.IGNORECASE), N_("input.javascript_url")),
    (re.compile(r"\bon[a-z]+\s*=", re.IGNORECASE), N_("input.event_handler")),
]


class InputRejected(JarvisError):
    """The input was refused; the message says why in one line (`text(language)`)."""

    def __init__(self, key: str, **fields: object) -> None:
        super().__init__(Msg(key, **fields))


def validate_user_input(text: str, max_length: int) -> str:
    if not isinstance(text, str):
        raise InputRejected(N_("input.not_text"))
    normalised = unicodedata.normalize("NFC", text).strip()
    if not normalised:
        raise InputRejected(N_("input.empty"))
    if len(normalised) > max_length:
        raise InputRejected(N_("input.too_long"), length=len(normalised), limit=max_length)
    for pattern, key in _SCRIPT_LIKE:
        if pattern.search(normalised):
            raise InputRejected(key)
    return normalised
