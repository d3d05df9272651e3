"""The first or last n lines of a file asked to be shown: every one of them in the answer, whole.

Part of grounding (`agent/grounding.py`). "로그 파일 마지막 다섯 줄 좀 보여 줘." read the log's last
five lines, and the answer, quoting them with their numbers and tabs, ran out of tokens in the
fourth line: the shutdown line, the last, was never shown (fresh33 read-72). The lines the
turn's read printed are the answer; an answer missing one of them, or cutting one short, is
sent back, and the read's own result is the fallback.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.log_questions import clock_span
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.text import NATIVE_NUMBERS, NUMBER_WORDS

_I = re.IGNORECASE
_COUNTS = {**NUMBER_WORDS, **NATIVE_NUMBERS}
_COUNT = r"(?P<n>\d+|" + "|".join(sorted(_COUNTS, key=len, reverse=True)) + r")"
# "the last 5 lines", "first three lines", "마지막 다섯 줄", "끝에서 3줄", "처음 열 줄"
_END_LINES = re.compile(
    rf"\b(?P<en>last|first|final|top|bottom)\s+{_COUNT.replace('<n>', '<en_n>')}\s+lines?\b"
    rf"|(?P<ko>마지막|맨\s*끝|끝에서|끝|맨\s*아래|맨\s*밑|처음|맨\s*위|첫)\s*(?:부터\s*)?{_COUNT}\s*(?:줄|행|라인)",
    _I,
)
_SHOWN = re.compile(
    r"\b(?:show|print|display|read|see|give|what\s+(?:are|do|does))\b|보여|출력|읽어|알려|뭐야|뭔지",
    _I,
)
# a change to those lines, not a look at them
_CHANGED = re.compile(
    r"\b(?:delete|remove|drop|cut|replace|change|edit|add|append|insert|move|copy|save|write)\b"
    r"|삭제|지워|지우|빼\s*줘|바꿔|고쳐|추가|옮겨|복사|저장",
    _I,
)
MOST_LINES = 20  # more than this is a look at a file, not lines to quote one by one
_NUMBERED = re.compile(r"^\s*\d+\t(.*)$")
_NOT_A_LINE = re.compile(r"^\[exit code: \d+\]$|^\(no output\)$")


def lines_asked(request: str) -> int | None:
    """How many of a file's first or last lines the request asks to be shown, or None."""
    found = _END_LINES.search(request)
    if found is None or not _SHOWN.search(request) or _CHANGED.search(request):
        return None
    said = (found["en_n"] or found["n"]).lower()
    count = int(said) if said.isdigit() else _COUNTS.get(said)
    return count if count and count <= MOST_LINES else None


def _lines_read(outcome: CallOutcome) -> list[str]:
    """The lines a read printed: read_file's numbered lines, or a command's output lines."""
    lines = outcome.result.content.splitlines()
    if outcome.call.name == "read_file":
        return [m[1] for line in lines if (m := _NUMBERED.match(line))]
    return [line for line in lines if line.strip() and not _NOT_A_LINE.match(line.strip())]


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


# … and the lines a log wrote in a stretch of clock times asked to be shown: "로그에서 오후 5시부터
# 5시 5분 사이에 찍힌 줄 전부 보여 줘." (fresh34 read-74) was answered with the lines put into
# Korean; the look-up's own lines (log_questions' stretch, its count last) are the ones to show
_SPAN_COUNT = re.compile(r"^\((\d+) lines logged from [\d:]+ to [\d:]+\)$")


def _span_read(request: str, facts: list[CallOutcome]) -> tuple[list[str], CallOutcome] | None:
    """The lines the turn's last look-up of a stretch of clock times printed, when the request
    asks them shown (at most `MOST_LINES`), and that look-up; None otherwise."""
    if clock_span(request) is None or not _SHOWN.search(request) or _CHANGED.search(request):
        return None
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        lines = _lines_read(outcome)
        if lines and _SPAN_COUNT.match(lines[-1]) and 0 < len(lines) - 1 <= MOST_LINES:
            return lines[:-1], outcome
    return None


def shown_count(request: str, read: CallOutcome) -> int:
    """How many lines the request asks shown: its first or last n, or the stretch's read."""
    asked = lines_asked(request)
    return asked if asked is not None else len(_lines_read(read)) - 1


def unshown(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the lines the answer leaves out or cuts short, the read that printed them) when the
    request asks for a file's first or last n lines and the turn's last read printed n, or for
    the lines of a stretch of clock times its look-up printed."""
    count = lines_asked(request)
    if count is None:
        span = _span_read(request, facts)
        if span is None:
            return None
        said = _fold(answer)
        missing = [line for line in span[0] if _fold(line) not in said]
        return (missing, span[1]) if missing else None
    for outcome in reversed(facts):
        if outcome.call.name not in ("read_file", "bash") or outcome.result.is_error:
            continue
        lines = _lines_read(outcome)
        if len(lines) != count:
            continue
        said = _fold(answer)
        missing = [line for line in lines if line.strip() and _fold(line) not in said]
        return (missing, outcome) if missing else None
    return None


CORRECTION = (
    "The answer leaves out or cuts short {count} of the {asked} lines asked for. Show every "
    "line exactly as the result above has it, in full, without line numbers: the last one "
    'missing is "{last}".'
)
