"""Text helpers shared by every layer: one way to shorten text for a line or a preview."""

from __future__ import annotations

ELLIPSIS = "…"


def clip(text: str, limit: int, *, flatten: bool = True) -> str:
    """`text` cut to at most `limit` characters, ending in "…" when cut.

    `flatten` first joins all whitespace runs (newlines included) into single spaces, for
    one-line previews (ACTIVITY, spoken summaries, log lines).
    """
    if flatten:
        text = " ".join(text.split())
    if len(text) <= limit:
        return text
    return text[: max(limit - 1, 0)] + ELLIPSIS
