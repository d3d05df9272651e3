"""A new file that is to hold today's date ("Make a file called last-check.txt that holds just
today's date, written like 2024-06-06").

The model wrote the example date itself (fresh19 write-43): a small model copies the date it is
shown. When the turn ends and the file does not hold today's date, the loop writes it — in the
form the request shows, from this machine's clock (approval still asked).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from typing import Any

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL, argument_text

_I = re.IGNORECASE
_TODAYS_DATE = re.compile(
    r"\btoday'?s date\b|\bthe date today\b|\btoday'?s day\b|\bthe current date\b"
    r"|오늘\s*(?:의\s*)?(?:날짜|일자)",
    _I,
)
# a new file, not one to add to ("put today's date at the end of notes.txt" is an append)
_NEW_FILE = re.compile(
    r"\b(?:make|create)\s+(?:a\s+)?(?:new\s+)?(?:text\s+)?(?:file\b|[\w.-]+\.[a-z]{1,5}\b)"
    r"|\b(?:called|named)\b|\bnew file\b|만들|생성|새\s*파일",
    _I,
)
_ADDS = re.compile(
    r"\bappend|\badd\b|\bend of\b|\btop of\b|\bbottom\b|끝에|맨\s*(?:아래|위|밑)|추가", _I
)
# the form the request shows: "written like 2024-06-06", "2024.06.06 형식으로"
_FORMATS = (
    (re.compile(r"\b\d{4}-\d{2}-\d{2}\b"), "%Y-%m-%d"),
    (re.compile(r"\b\d{4}/\d{2}/\d{2}\b"), "%Y/%m/%d"),
    (re.compile(r"\b\d{4}\.\d{2}\.\d{2}\b"), "%Y.%m.%d"),
    (re.compile(r"\b\d{8}\b"), "%Y%m%d"),
)
_WRITERS = frozenset({"write_file", "edit_file", "bash"})
# a file that makes the date when it runs: "실행하면 오늘 날짜가 … 찍히게", "a script that prints
# today's date"
_PROGRAM = re.compile(
    r"실행하면|돌리면|찍히|찍어|출력|\bprints?\b|\bprinting\b|\bwhen (?:i |you )?run\b"
    r"|\boutputs?\b|\bscript\b|스크립트",
    _I,
)
_SCRIPT = re.compile(r"\.(?:sh|py|js|rb|pl|bash|zsh|ps1|bat)$", _I)


def file_for_today(request: str) -> tuple[str, str] | None:
    """(the new file, the date form) when the request makes a file to hold today's date."""
    text = URL.sub(" ", request)
    named = FILE_NAME.search(text)
    if named is None or not _TODAYS_DATE.search(text) or not _NEW_FILE.search(text):
        return None
    if _ADDS.search(text) or _PROGRAM.search(text) or _SCRIPT.search(named.group(0)):
        return None  # a program that prints the date when run holds no date (fresh22 write-50)
    form = next((f for pattern, f in _FORMATS if pattern.search(text)), "%Y-%m-%d")
    return named.group(0), form


def today_call(
    request: str, done: Sequence[CallOutcome], today: date
) -> tuple[str, dict[str, Any]] | None:
    """The write_file call that puts today's date in the file the request makes, when no
    successful call of the turn wrote it there and no human refused one; None otherwise."""
    asked = file_for_today(request)
    if asked is None:
        return None
    name, form = asked
    said = today.strftime(form)
    base = name.rsplit("/", 1)[-1]
    for outcome in done:
        if outcome.call.name not in _WRITERS or base not in argument_text(outcome):
            continue
        if outcome.decision is not None and not outcome.decision.allowed:
            return None  # a human said no to writing it
        if not outcome.result.is_error and said in argument_text(outcome):
            return None
    return ("write_file", {"path": name, "content": said + "\n", "mode": "replace"})


CORRECTION = "{path} does not hold today's date: today is {date}."
