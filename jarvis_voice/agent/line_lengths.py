"""How long a named file's lines are in characters, on average or at the longest or shortest:
"파이썬으로 notes.txt 메모 한 줄이 평균 몇 글자인지 계산해 줘.", "What's the average line length
of notes.txt in characters?", "notes.txt에서 제일 긴 줄은 몇 글자야?"

Part of grounding (`agent/grounding.py`, a question about one named file). A small model read
the file, took its character count from the read's footer (215, the line breaks in it) and
answered 215 / 8 = 26.875 (fresh36 script-78: 25.875 without them). A line's length is its text
without the line break; blank lines are no notes, so they are left out and said apart. The
command here prints the figures (also without spaces, as some count letters), and an answer
that gives none of the figure asked is sent back with the printed line.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent import length_order
from jarvis_voice.agent.answer_numbers import numbers_in
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL, argument_text

_I = re.IGNORECASE
_LINE = r"(?:lines?|rows?|notes?|memos?|entr(?:y|ies)|items?|sentences?)"
_LINE_KO = r"(?:줄|행|라인|메모|문장|항목)"
_CHARS = r"(?:characters?|chars?|letters?|length|long)"
_CHARS_KO = r"(?:글자|글자\s*수|문자|문자\s*수|자(?![가-힣])|길이|길어)"
# the average asked: "average line length", "average number of characters per line", "how
# many characters is a line on average", "한 줄이 평균 몇 글자", "줄당 평균 글자 수"
_MEAN = re.compile(
    rf"\b(?:average|mean|typical)\s+(?:{_LINE}\s+)?(?:length|characters?|chars?|letters?)\b"
    rf"|\b(?:average|mean)\b[^.?!]{{0,40}}?\b{_CHARS}\b[^.?!]{{0,20}}?"
    rf"\b(?:per|a|each|of (?:a|each|the))\s+{_LINE}\b"
    rf"|\b{_LINE}\b[^.?!]{{0,30}}?\b{_CHARS}\b[^.?!]{{0,20}}?\bon average\b"
    rf"|\bhow (?:many characters|long)\b[^.?!]{{0,40}}?\b(?:on average|average)\b"
    rf"|{_LINE_KO}[^.?!]{{0,12}}?평균[^.?!]{{0,10}}?{_CHARS_KO}"
    rf"|평균[^.?!]{{0,6}}?{_LINE_KO}[^.?!]{{0,10}}?{_CHARS_KO}"
    rf"|{_LINE_KO}\s*당[^.?!]{{0,6}}?평균",
    _I,
)
# the longest or shortest line's length: "how long is the longest line", "제일 긴 줄은 몇 글자"
_LONGEST = re.compile(rf"\blongest\s+{_LINE}\b|(?:제일|가장|젤)\s*긴\s*{_LINE_KO}", _I)
_SHORTEST = re.compile(rf"\bshortest\s+{_LINE}\b|(?:제일|가장|젤)\s*짧은\s*{_LINE_KO}", _I)
# its length asked, not which line it is: "how many characters", "몇 글자", "how long is"
_LENGTH_ASKED = re.compile(rf"\b{_CHARS}\b|\bhow long\b|{_CHARS_KO}|몇\s*자", _I)
# a file's words or a line's words are other counts: "average words per line"
_OTHER_COUNT = re.compile(r"\bwords?\b|단어|낱말|\bbytes?\b|바이트", _I)

# Python reading the file: each line without its break; lines with text only (blank ones
# counted apart); the mean with and without spaces, the longest and shortest with their line
_PROGRAM = (
    "import sys; "
    'lines = open(sys.argv[1], encoding="utf-8", errors="replace").read().splitlines(); '
    "text = [(i, x) for i, x in enumerate(lines, 1) if x.strip()]; "
    'text or sys.exit(print(sys.argv[1] + " has no line with text")); '
    "n = [len(x) for _, x in text]; "
    'm = sum(n) / len(n); s = sum(len(x.replace(" ", "")) for _, x in text) / len(n); '
    "blank = len(lines) - len(text); "
    'print(f"line lengths of {sys.argv[1]} in characters, the line break not counted: "'
    ' f"{len(n)} lines with text, {sum(n)} characters - average {round(m, 3):g} characters a '
    'line ({round(s, 3):g} without spaces)" + (f"; {blank} blank lines left out" if blank '
    'else "")); '
    "lo = min(text, key=lambda t: len(t[1])); hi = max(text, key=lambda t: len(t[1])); "
    'print(f"longest: line {hi[0]}, {len(hi[1])} characters ({hi[1]!r}); "'
    ' f"shortest: line {lo[0]}, {len(lo[1])} characters ({lo[1]!r})")'
)
_MARK = "line lengths of"


def asked(request: str) -> str | None:
    """ "mean", "longest" or "shortest" when a request asks that line length of a file in
    characters, or None."""
    if length_order.order_asked(request) is not None:
        return None  # the lines reordered by length, not their length asked (fresh42 write-89)
    request = FILE_NAME.sub(" ", URL.sub(" ", request))  # "notes.txt"'s dot ends no sentence
    if _OTHER_COUNT.search(request):
        return None
    if _MEAN.search(request):
        return "mean"
    if not _LENGTH_ASKED.search(request):
        return None
    if _LONGEST.search(request):
        return "longest"
    if _SHORTEST.search(request):
        return "shortest"
    return None


def command(request: str, name: str) -> tuple[str, str, bool] | None:
    """(the command that prints `name`'s line lengths, what a command the model ran must have
    to show them, no whole read) when the request asks one, or None."""
    if asked(request) is None:
        return None
    program = f"python3 -c {shlex.quote(_PROGRAM)} {shlex.quote(name)}"
    # a line's own length (its break stripped) or this command; a read's footer counts breaks
    shows = (
        r"(?=.*\blen\()(?=.*(?:\.rstrip\(|\.strip\(|splitlines\(|split\(['\"]\\n['\"]\)))"
        rf"|{_MARK}"
    )
    return program, shows, False


def _printed(facts: list[CallOutcome]) -> str | None:
    """The lines this module's command printed this turn, or None."""
    for outcome in reversed(facts):
        if outcome.call.name == "bash" and _MARK in argument_text(outcome):
            output = outcome.result.content
            if output.startswith(_MARK):
                return output.split("[exit code")[0].strip()
    return None


def _figures(kind: str, printed: str) -> list[float]:
    """The figures the printed lines give for what was asked."""
    if kind == "mean":
        found = re.search(r"average ([\d.]+) characters a line \(([\d.]+) without", printed)
        return [float(x) for x in found.groups()] if found else []
    found = re.search(rf"{kind}: line \d+, (\d+) characters", printed)
    return [float(found[1])] if found else []


def misread(request: str, answer: str, facts: list[CallOutcome]) -> str | None:
    """The printed line when the answer gives none of the figures it shows for the length asked
    (26.875 with the line breaks counted, for 25.875), or None."""
    kind = asked(request)
    printed = _printed(facts) if kind is not None else None
    if kind is None or printed is None:
        return None
    figures = _figures(kind, printed)
    said = [value for _, value in numbers_in(answer)]
    if not figures or any(abs(x - f) < 0.01 for x in said for f in figures):
        return None
    return printed


def fallback(request: str, printed: str, korean: bool) -> str:
    """The printed figures as the answer: the lines as printed, or said in Korean."""
    kind = asked(request)
    if not korean or kind is None:
        return printed
    figures = _figures(kind, printed)
    if kind == "mean" and len(figures) == 2:
        return (
            f"줄바꿈을 빼고 세면 한 줄은 평균 {figures[0]:g}글자입니다"
            f"(공백까지 빼면 {figures[1]:g}글자)."
        )
    place = re.search(rf"{kind}: line (\d+), (\d+) characters", printed)
    if place is None:
        return printed
    which = "긴" if kind == "longest" else "짧은"
    return f"제일 {which} 줄은 {place[1]}번째 줄로, {place[2]}글자입니다(줄바꿈 빼고)."


CORRECTION = (
    "That is not the figure the command printed. Answer with its numbers as printed: {line}"
)
