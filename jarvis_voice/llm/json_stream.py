"""Answer text out of a JSON turn while the model is still writing it.

The embedded model answers every turn with one JSON object (`embedded_format`): a tool call
`{"say": …, "tool": "read_file", "arguments": {…}}` or an answer `{"tool": "none", "say": …}`.
`AnswerStream` reads that object piece by piece, as llama.cpp streams it, and gives back the new
answer text of each piece: the `say` string, decoded (escapes, `\\uXXXX`, surrogate pairs), once
the object is known to be an answer (`"tool":"none"`). A tool call gives nothing at all. When
`say` comes before `tool`, the text is held until `tool` is known and then given in one piece.

What it gives, joined, is exactly `say.strip()` — what the backend returns as the answer — so a
front end that printed the pieces has printed the answer. Input that is not the expected shape
stops the stream (nothing more is given); the caller still parses the whole text at the end.
"""

from __future__ import annotations

from enum import Enum, auto

_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
_HEX = frozenset("0123456789abcdefABCDEF")


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


class _State(Enum):
    START = auto()  # before the opening brace
    KEY_OR_END = auto()  # after "{" or ","
    KEY = auto()  # inside a key string
    COLON = auto()
    VALUE = auto()  # before a value
    STRING = auto()  # inside a string value
    OTHER = auto()  # inside a number, literal, array or object value (skipped)
    AFTER_VALUE = auto()
    DONE = auto()  # the object closed
    BROKEN = auto()  # not the expected shape: give nothing more


class _StringDecoder:
    """Decodes the inside of a JSON string incrementally; `feed` returns the decoded characters
    and whether the closing quote was reached (and where, in the piece)."""

    def __init__(self) -> None:
        self._escape = False
        self._hex: str | None = None  # digits of a \\u escape being read
        self._high: str | None = None  # a high surrogate waiting for its low half
        self.broken = False

    def feed_char(self, char: str) -> tuple[str, bool]:
        """One character: (decoded text, closed)."""
        if self._hex is not None:
            if char not in _HEX:
                self.broken = True
                return "", False
            self._hex += char
            if len(self._hex) < 4:
                return "", False
            code = int(self._hex, 16)
            self._hex = None
            return self._code_point(code), False
        if self._escape:
            self._escape = False
            if char == "u":
                self._hex = ""
                return "", False
            if char not in _ESCAPES:
                self.broken = True
                return "", False
            return self._flush_high() + _ESCAPES[char], False
        if char == "\\":
            self._escape = True
            return "", False
        if char == '"':
            return self._flush_high(), True
        return self._flush_high() + char, False

    def _code_point(self, code: int) -> str:
        if 0xD800 <= code <= 0xDBFF:  # high surrogate: wait for the low half
            pending = self._flush_high()
            self._high = chr(code)
            return pending
        if 0xDC00 <= code <= 0xDFFF and self._high is not None:
            high = ord(self._high)
            self._high = None
            return chr(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))
        return self._flush_high() + chr(code)

    def _flush_high(self) -> str:
        # a lone surrogate stays as it is, as json.loads leaves it
        high, self._high = self._high or "", None
        return high


class AnswerStream:
    """Feed the model's JSON text piece by piece; each `feed` returns the new answer text."""

    def __init__(self, answer_key: str = "say", kind_key: str = "tool", answer_kind: str = "none"):
        self.answer_key = answer_key
        self.kind_key = kind_key
        self.answer_kind = answer_kind
        self._state = _State.START
        self._key = ""
        self._key_decoder = _StringDecoder()
        self._value_key = ""  # the key of the value being read
        self._decoder = _StringDecoder()
        self._kind_text = ""
        self._depth = 0  # nesting inside a skipped value
        self._in_string = False  # inside a string of a skipped value
        self._string_escape = False
        self._held = ""  # answer text read before the kind was known
        self._answer = TrimmedText()
        self.kind: str | None = None  # the `tool` value once complete

    @property
    def text(self) -> str:
        """Everything given so far."""
        return self._answer.text

    @property
    def is_answer(self) -> bool:
        return self.kind == self.answer_kind

    def feed(self, piece: str) -> str:
        out: list[str] = []
        for char in piece:
            if self._state in (_State.DONE, _State.BROKEN):
                break
            self._step(char, out)
        return "".join(out)

    # ------------------------------------------------------------------------------ machine
    def _step(self, char: str, out: list[str]) -> None:
        state = self._state
        if state is _State.STRING:
            self._string_char(char, out)
        elif state is _State.KEY:
            decoded, closed = self._key_decoder.feed_char(char)
            self._key += decoded
            if self._key_decoder.broken:
                self._state = _State.BROKEN
            elif closed:
                self._state = _State.COLON
        elif state is _State.OTHER:
            self._other_char(char)
        elif char.isspace():
            return
        elif state is _State.START:
            self._state = _State.KEY_OR_END if char == "{" else _State.BROKEN
        elif state is _State.KEY_OR_END:
            if char == '"':
                self._key, self._key_decoder = "", _StringDecoder()
                self._state = _State.KEY
            else:
                self._state = _State.DONE if char == "}" else _State.BROKEN
        elif state is _State.COLON:
            self._state = _State.VALUE if char == ":" else _State.BROKEN
        elif state is _State.VALUE:
            self._value_key = self._key
            if char == '"':
                self._decoder = _StringDecoder()
                self._kind_text = ""
                self._state = _State.STRING
            else:
                self._depth, self._in_string = 0, False
                self._state = _State.OTHER
                self._other_char(char)
        elif state is _State.AFTER_VALUE:
            if char == ",":
                self._state = _State.KEY_OR_END
            else:
                self._state = _State.DONE if char == "}" else _State.BROKEN

    def _string_char(self, char: str, out: list[str]) -> None:
        decoded, closed = self._decoder.feed_char(char)
        if self._decoder.broken:
            self._state = _State.BROKEN
            return
        if self._value_key == self.answer_key:
            if self.kind is None:
                self._held += decoded
            elif self.is_answer:
                out.append(self._answer.feed(decoded))
        elif self._value_key == self.kind_key:
            self._kind_text += decoded
            if closed:
                self.kind = self._kind_text
                if self.is_answer and self._held:
                    out.append(self._answer.feed(self._held))
                self._held = ""
        if closed:
            self._state = _State.AFTER_VALUE

    def _other_char(self, char: str) -> None:
        """A non-string value: skip it, tracking nesting and the strings inside it."""
        if self._in_string:
            if self._string_escape:
                self._string_escape = False
            elif char == "\\":
                self._string_escape = True
            elif char == '"':
                self._in_string = False
            return
        if char == '"':
            self._in_string = True
        elif char in "{[":
            self._depth += 1
        elif char in "}]":
            if self._depth == 0:  # the end of the whole object, right after a scalar
                self._state = _State.DONE if char == "}" else _State.BROKEN
                return
            self._depth -= 1
            if self._depth == 0:
                self._state = _State.AFTER_VALUE
        elif char == "," and self._depth == 0:
            self._state = _State.KEY_OR_END
        elif char.isspace() and self._depth == 0:
            self._state = _State.AFTER_VALUE
