"""How many times a punctuation mark occurs in a file: "How many commas are there in sales.csv?"

Part of grounding (`agent/grounding.py`). A small model answered "How many commas are there in
sales.csv altogether?" with csv_query's row count, 12 (bench_tasks fresh31 count-67: 52). The
marks are counted by `tr`, which keeps only them, and `wc -c`, which counts what is left; a
command the model ran that counts characters (not lines or rows) shows it too.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, HOW_MANY, URL, argument_text

_I = re.IGNORECASE
# a mark as people name it, and the `tr` set that keeps it
_MARKS = (
    (r"\bcommas?\b|쉼표|콤마|반점", ","),
    (r"\bsemi-?colons?\b|세미\s*콜론|쌍반점", ";"),
    (r"(?<!semi)(?<!semi-)\bcolons?\b|(?<!세미)(?<!세미 )콜론|쌍점", ":"),
    (r"\b(?:periods?|full stops?|dots)\b(?!\s+(?:of|in)\b)|마침표|온점", "."),
    (r"\bquestion marks?\b|물음표", "?"),
    (r"\bexclamation (?:marks?|points?)\b|느낌표", "!"),
    (r"\bhyphens?\b|\bdashes\b|하이픈", "-"),
    (r"\btabs?\b|탭\s*(?:문자)?", "\\t"),
    (r"\bdouble quotes?\b|큰\s*따옴표", '"'),
)
_MARK_PATTERNS = tuple((re.compile(pattern, _I), chars) for pattern, chars in _MARKS)
# what a command the model ran must have to count characters: `tr -cd`, `grep -o … | wc`,
# Python's str.count, awk's gsub
_SHOWS = r"\btr\s+-\w*d|\bgrep\b.*\s-\w*o.*\|\s*wc\b|\.count\(|\bgsub\(|-F\s*\S+.*\bNF\b"


def _mark(request: str) -> str | None:
    return next((chars for pattern, chars in _MARK_PATTERNS if pattern.search(request)), None)


def count_command(request: str) -> str | None:
    """The command that counts the mark a request names in the file it names, or None."""
    named = FILE_NAME.search(URL.sub(" ", request))
    mark = _mark(request)
    if named is None or mark is None or not HOW_MANY.search(request):
        return None
    path = shlex.quote(named.group(0))
    kept = shlex.quote(mark)
    return f"tr -cd {kept} < {path} | wc -c"


def unseen(request: str, done: list[CallOutcome]) -> str | None:
    """The count command when no call this turn counted characters."""
    command = count_command(request)
    if command is None or not done:
        return None
    for outcome in done:
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        if re.search(_SHOWS, argument_text(outcome)):
            return None
    return command
