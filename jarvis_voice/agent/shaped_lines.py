"""The lines of one named file that hold text of a shape — a weekday or a month by its name, a
date, an e-mail address, a link, a check box — counted or listed ("How many of my notes in
notes.txt mention a day of the week or a month?" ran csv_query's count on the notes, then read
them and said 8 lines, 40 words and 215 characters: fresh43 count-91; 「notes.txt에서 요일이
적힌 메모는 몇 개야?」).

A small model reads the file and counts by eye, or counts every line; the grep of the shapes
(file_search.shape_said: every shape named, so "a weekday or a month" is either) counts the
lines that hold one, or lists them with their numbers when the request asks which; an answer
to a how-many question that does not say the count it printed is sent back, the count the
fallback.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent import file_search
from jarvis_voice.agent.answer_numbers import numbers_in
from jarvis_voice.agent.different_count import COUNT_WORDS
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import argument_text

_I = re.IGNORECASE
# the lines said to hold it: "mention", "contain", "refer to", "have … in them", 「적힌」,
# 「들어간」, 「나오는」, 「언급」, 「포함」
_HOLDS = re.compile(
    r"\bmention(?:s|ed|ing)?\b|\bcontain(?:s|ing)?\b|\brefer(?:s|red)? to\b|\binclud(?:e|es|ing)\b"
    r"|\b(?:have|has) .{0,30}\bin (?:it|them)\b|\bwith an? .{0,30}\bin (?:it|them)\b|\bsays?\b"
    r"|적힌|적혀|쓰인|쓰여|들어\s*(?:간|가|있)|나오|언급|포함|있는",
    _I,
)
# a count asked: "how many notes", "count the lines", 「몇 개」, 「몇 줄」, 「개수」
_COUNTED = re.compile(
    r"\bhow many\b|\bcount\b|\bnumber of\b|몇\s*(?:개|줄|건|가지)|개수|줄\s*수", _I
)
# which files hold it is file_search's question, not one file's lines ("Which files besides
# notes.txt mention a month?")
_FILES = re.compile(r"\bfiles\b|\bwhich file\b|(?:어느|어떤|무슨|다른)\s*파일|파일들", _I)


def command(request: str, name: str) -> tuple[str, str, bool] | None:
    """(the grep that counts — or lists, numbered — the lines of `name` holding the shape the
    request names, what a command that shows it has, no whole read) or None."""
    shape = file_search.shape_said(request)
    if shape is None or not _HOLDS.search(request) or _FILES.search(request):
        return None
    flags = "-cE" if _COUNTED.search(request) else "-nE"
    grep = f"grep {flags} {shlex.quote(shape)} {shlex.quote(name)}"
    # the model's own grep of two names ("Friday|June") is not every weekday and month
    return grep, re.escape(shlex.quote(shape)) + r"|\bpython", False


CORRECTION = "The question asks how many: say the count the grep printed: {lines}."


def count_unsaid(request: str, answer: str, facts: list[CallOutcome]) -> list[str]:
    """The count this turn's grep of the shapes printed, when a how-many question is answered
    without it ("There are 8 lines in notes.txt, 40 words …" after the grep printed 2); []
    otherwise."""
    shape = file_search.shape_said(request)
    if shape is None or not _COUNTED.search(request) or not answer.strip():
        return []
    for outcome in reversed(facts):
        ran = argument_text(outcome)
        if outcome.call.name != "bash" or outcome.result.is_error or shape not in ran:
            continue
        printed = re.match(r"\s*(\d+)\s*(?:\n|$)", outcome.result.content)
        if printed is None or "-c" not in ran:
            return []
        count = int(printed[1])
        if any(value == count for _, value in numbers_in(answer)):
            return []
        words = COUNT_WORDS.get(count)
        return [] if words and re.search(words, answer, _I) else [printed[1]]
    return []
