"""S1: user input is checked before anything else sees it; accepted text is NFC-normalised."""

from __future__ import annotations

import re
import unicodedata

from jarvis_voice.errors import JarvisError

_SCRIPT_LIKE = [
    (re.compile(r"<\s*script\b", re.IGNORECASE), "a <script> tag"),
    (re.compile(r"javascript\s*:", re.IGNORECASE), "a javascript: URL"),
    (re.compile(r"\bon[a-z]+\s*=", re.IGNORECASE), "an on*= event handler"),
]


class InputRejected(JarvisError):
    """The input was refused; the message says why in one line."""


def validate_user_input(text: str, max_length: int) -> str:
    if not isinstance(text, str):
        raise InputRejected("input must be text")
    normalised = unicodedata.normalize("NFC", text).strip()
    if not normalised:
        raise InputRejected("empty input: say or type a request")
    if len(normalised) > max_length:
        raise InputRejected(
            f"input is too long ({len(normalised):,} characters; the limit is {max_length:,})"
        )
    for pattern, what in _SCRIPT_LIKE:
        if pattern.search(normalised):
            raise InputRejected(f"input rejected: it contains {what}")
    return normalised
