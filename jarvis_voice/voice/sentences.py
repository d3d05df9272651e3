"""Text → speakable pieces: sentences (English and Korean), long ones cut at clause breaks.

Synthesis is sentence by sentence so the first sentence plays while later ones are still being
made; these are the pieces.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

# Sentences longer than this are split at commas: piper's time to the first sample grows with
# the sentence, and a very long sentence would delay the first audio by seconds.
DEFAULT_MAX_CHARS = 200
# The first sentence is cut shorter (at a comma only) so that the first audio comes quickly;
# later sentences are made while earlier ones play, so they can be longer.
DEFAULT_FIRST_MAX_CHARS = 90

_HANGUL_RE = re.compile("[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7a3\ud7b0-\ud7ff]")
_CLOSERS = "\"'”’)]}」』»"
# A run of terminators plus any closing quotes/brackets after it.
_TERMINATOR_RE = re.compile(r"[.!?…。！？]+[" + re.escape(_CLOSERS) + r"]*")
# Full-width terminators end a sentence even with no space after them (CJK text has none).
_FULL_WIDTH = "。！？"
# Clause breaks for over-long sentences; the comma must be followed by a space so that
# "1,000" or "a,b" are never torn apart.
_CLAUSE_RE = re.compile(r"(?<=[,;:，、；：])\s+")
# Words after which a period does not end the sentence. Merging two sentences by mistake only
# makes one chunk longer; splitting "Mr." off its name would make an odd pause.
_ABBREVIATIONS = frozenset(
    {"mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "vs", "etc", "e.g", "i.e", "eg", "ie"}
    | {"approx", "fig", "inc", "ltd", "co", "cf", "al"}
)


def has_hangul(text: str) -> bool:
    return _HANGUL_RE.search(text) is not None


def _speakable(text: str) -> bool:
    return any(ch.isalnum() for ch in text)


def _ends_sentence(line: str, match: re.Match[str]) -> bool:
    punct = match.group()
    after = line[match.end() : match.end() + 1]
    if punct[0] in _FULL_WIDTH:
        return True
    if after == "" or after.isspace():
        if punct.rstrip(_CLOSERS) == ".":
            word = re.search(r"(\S+)$", line[: match.start()])
            prev = word.group(1).lower() if word else ""
            # "e.g." / "Mr." / initials such as "J." do not end a sentence.
            if prev in _ABBREVIATIONS or (len(prev) == 1 and prev.isalpha() and prev.isascii()):
                return False
        return True
    # Korean is often typed without a space after the period ("했습니다.다음은"). Anything
    # else glued to a period is a file name, a version, a number or an abbreviation.
    before = line[match.start() - 1 : match.start()]
    return has_hangul(before) and has_hangul(after)


def _split_line(line: str) -> list[str]:
    pieces: list[str] = []
    start = 0
    for match in _TERMINATOR_RE.finditer(line):
        if _ends_sentence(line, match):
            pieces.append(line[start : match.end()].strip())
            start = match.end()
    pieces.append(line[start:].strip())
    return [p for p in pieces if p]


def _pack(
    pieces: Iterable[str], max_chars: int, cut: Callable[[str], list[str]] | None = None
) -> list[str]:
    """Join pieces with spaces while they fit in max_chars. A piece longer than that stands
    alone, made of `cut(piece)` (without `cut` no piece may be longer)."""
    out: list[str] = []
    current = ""
    for piece in pieces:
        if cut is not None and len(piece) > max_chars:
            if current:
                out.append(current)
                current = ""
            out.extend(cut(piece))
        elif current and len(current) + 1 + len(piece) > max_chars:
            out.append(current)
            current = piece
        else:
            current = f"{current} {piece}" if current else piece
    if current:
        out.append(current)
    return out


def _hard_wrap(text: str, max_chars: int) -> list[str]:
    """Split at spaces; a single word longer than max_chars is cut (rare: URLs, hashes)."""
    return _pack(
        (word[i : i + max_chars] for word in text.split() for i in range(0, len(word), max_chars)),
        max_chars,
    )


def _split_long(sentence: str, max_chars: int) -> list[str]:
    if len(sentence) <= max_chars:
        return [sentence]
    return _pack(_CLAUSE_RE.split(sentence), max_chars, lambda c: _hard_wrap(c, max_chars))


def _split_first_at_comma(sentence: str, first_max_chars: int) -> list[str]:
    """Cut the first clause off a long first sentence; only at a clause break, never mid-words."""
    if len(sentence) <= first_max_chars:
        return [sentence]
    clauses = _CLAUSE_RE.split(sentence)
    head = ""
    for i, clause in enumerate(clauses[:-1]):
        head = f"{head} {clause}" if head else clause
        rest = " ".join(clauses[i + 1 :])
        if len(head) >= 20 and _speakable(rest):  # a too-short head sounds choppy
            return [head, rest] if len(head) <= first_max_chars else [sentence]
    return [sentence]


# Korean clauses end without commas, at a connective ending or an adverbial particle followed
# by a space: "저는 당신의 컴퓨터를 통해 | 사용자에게 …", "파일을 읽고 | …", "이 폴더에는 | …".
# Subject, object and topic particles (이/가/을/를/은/는) are left out: "도와드리는 도구" (a verb
# before its noun) ends in 는 too, and a cut there sounds broken.
_KOREAN_CLAUSE_RE = re.compile(
    r"(?:(?<=[\uac00-\ud7a3])(?:에게|에게는|에서|에서는|에는|으로|으로는|부터|까지|고|서|며|면|"
    r"는데|은데|지만|니까|므로|도록)|(?<!\S)(?:통해|위해|대해|통해서|위해서))\s+"
)
# Korean says as much in fewer characters: a head of ten is already several words.
KOREAN_MIN_CHARS = 10


def early_clause(text: str, min_chars: int = 20, max_chars: int = DEFAULT_FIRST_MAX_CHARS) -> int:
    """Where the first clause of a first sentence still being written ends (0: not yet).

    A streamed answer's first sentence is spoken from its first clause break at or after
    `min_chars` ("This folder has docs/, notes.txt, …" → "This folder has docs/,"): the model
    writes ~10 tokens a second on 2 cores, so waiting for the full stop of a long first sentence
    delays the first audio by seconds. The break is a comma (or ;:) followed by a space, so a
    number ("1,000") is never torn apart; in Korean also a connective ending or an adverbial
    particle followed by a space (from `KOREAN_MIN_CHARS`): Korean answers rarely have commas,
    and the Korean voice takes half a second per second of speech."""
    breaks = [(m, min_chars) for m in _CLAUSE_RE.finditer(text)]
    if has_hangul(text):
        breaks += [(m, KOREAN_MIN_CHARS) for m in _KOREAN_CLAUSE_RE.finditer(text)]
    for match, least in sorted(breaks, key=lambda pair: pair[0].start()):
        head = text[: match.start()].strip()
        if len(head) >= least and _speakable(head):
            return match.end() if len(head) <= max_chars else 0
    return 0


def split_sentences(
    text: str,
    max_chars: int = DEFAULT_MAX_CHARS,
    first_max_chars: int | None = None,
) -> list[str]:
    """Split a reply into speakable pieces: sentences (English and Korean), newlines as hard
    breaks, over-long sentences split at commas. Every piece contains a letter or digit;
    punctuation-only pieces ("...", ")") are merged into the piece before them."""
    if max_chars < 10:
        raise ValueError("max_chars must be at least 10")
    pieces: list[str] = []
    for line in text.splitlines():
        for sentence in _split_line(line):
            for piece in _split_long(sentence, max_chars):
                if _speakable(piece):
                    pieces.append(piece)
                elif pieces:
                    pieces[-1] = f"{pieces[-1]} {piece}"
    if pieces and first_max_chars is not None:
        pieces[:1] = _split_first_at_comma(pieces[0], first_max_chars)
    return pieces
