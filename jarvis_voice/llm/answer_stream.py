"""Answer text out of the embedded model's turn while the model is still writing it.

A turn is either a JSON tool call (`{"tool":…}`) or the answer in plain words
(`embedded_format`). `AnswerStream` reads the turn piece by piece, as llama.cpp streams it: a
turn that opens with "{" gives nothing (a call is never spoken), any other gives its words as
they come, trimmed as `text.strip()` would trim them. What it gives, joined, is exactly the
answer the backend returns, so a front end that printed the pieces has printed the answer.
"""

from __future__ import annotations

from jarvis_voice.llm.embedded_format import CALL_OPENING


class TrimmedText:
    """Pieces of one text given on as `text.strip()` would read: leading whitespace never,
    trailing whitespace only once more text follows it."""

    def __init__(self) -> None:
        self._held = ""  # whitespace that may turn out to be trailing
        self._started = False
        self.text = ""  # everything given so far

    def feed(self, piece: str) -> str:
        out: list[str] = []
        for char in piece:
            if char.isspace():
                if self._started:
                    self._held += char
                continue
            self._started = True
            if self._held:
                out.append(self._held)
                self._held = ""
            out.append(char)
        given = "".join(out)
        self.text += given
        return given


class AnswerStream:
    """Feed the model's turn piece by piece; each `feed` returns the new answer text."""

    def __init__(self) -> None:
        self._answer = TrimmedText()
        self.is_call: bool | None = None  # unknown until the first character that is not space

    @property
    def text(self) -> str:
        """Everything given so far."""
        return self._answer.text

    def feed(self, piece: str) -> str:
        if self.is_call is None:
            opening = piece.lstrip()
            if not opening:
                return ""
            self.is_call = opening.startswith(CALL_OPENING)
        return "" if self.is_call else self._answer.feed(piece)
