"""Parsing the log's filters (`jarvis log --since 2h`, the web page's `?limit=`): a bad value
is a `FilterError` with one line saying what is accepted."""

from __future__ import annotations

import re
import time
from datetime import datetime

from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import Msg

DECISIONS = ("allow", "deny", "timeout", "error")
MAX_LIMIT = 10_000
_SPAN = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhdw])\s*$", re.IGNORECASE)
_UNIT_S = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


class FilterError(JarvisError):
    """A filter value that cannot be understood."""


def parse_since(text: str, now: float | None = None) -> float:
    """`30m`, `1h`, `2d`, `1w` ago, or an ISO date/time (no offset: local time) → epoch."""
    now = time.time() if now is None else now
    span = _SPAN.match(text)
    if span:
        return now - float(span.group(1)) * _UNIT_S[span.group(2).lower()]
    try:
        moment = datetime.fromisoformat(text.strip())
    except ValueError:
        raise FilterError(Msg("error.filter.since", text=text)) from None
    return moment.timestamp()  # naive: local time, as a person reading a clock means it


def parse_decision(text: str) -> str:
    value = text.strip().lower()
    if value not in DECISIONS:
        raise FilterError(Msg("error.filter.decision", text=text, choices=", ".join(DECISIONS)))
    return value


def parse_limit(value: int) -> int:
    if not 1 <= value <= MAX_LIMIT:
        raise FilterError(Msg("error.filter.limit", value=value, most=MAX_LIMIT))
    return value
