"""A number a script would print, read from its code when the request says not to run it.

Part of grounding (`agent/grounding.py`). 「report.py는 실행하지 말고 코드만 봐 줘. 재고가 몇 개
있다고 출력하게 돼 있어?」 queried an unrelated CSV and answered with its rows' count, 12
(fresh42 read-90): not_run refuses a run, but nothing read the script. The look-up here is the
script's own printing lines (print, echo, printf, console.log, puts) with their line numbers,
and an answer to a how-many (or what number) question that says none of the numbers those lines
write is sent back, those lines the fallback. A line that computes its number (an f-string of
len(rows)) writes none, and the answer is left to the model.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent import not_run
from jarvis_voice.agent.answer_numbers import numbers_in
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME

_I = re.IGNORECASE

_SCRIPT = re.compile(r"\.(?:py|sh|bash|js|rb|pl|php)$", _I)
# what it prints: "what does it print", "which number does it report", "supposed to output",
# 「출력하게 돼 있어」, 「뭐라고 찍혀」, 「몇 개라고 나와」
_PRINTS = re.compile(
    r"\b(?:print|prints|printed|printing|output|outputs|report|reports|say|says|show|shows"
    r"|echo|echoes|display|displays)\b|출력|찍|나와|나오|표시|보여|뜨|뜬|라고",
    _I,
)
# a number asked: "how many", "what number", "which build number", 「몇」, 「얼마」
_NUMBER_ASKED = re.compile(r"\bhow\s+(?:many|much)\b|\bnumber\b|\bcount\b|몇|얼마|숫자|개수", _I)
PRINTING = re.compile(r"\b(?:print|echo|printf|puts|say)\b|console\.log|System\.out|logging\.", _I)
_GREP = "grep -nE {pattern} -- {name}"
_PATTERN = r"\b(print|echo|printf|puts|say)\b|console[.]log"


def script_named(request: str) -> str | None:
    """The one script the request says to read, not run, and asks what it prints; or None."""
    # (the file's own name is no word of it: "report.py" reports nothing)
    if not not_run.forbidden(request) or not _PRINTS.search(FILE_NAME.sub(" ", request)):
        return None
    scripts = [m.group(0) for m in FILE_NAME.finditer(request) if _SCRIPT.search(m.group(0))]
    return scripts[0] if len(set(scripts)) == 1 else None


def command(request: str) -> tuple[str, str, bool] | None:
    """(the grep of the script's printing lines, what a command that shows them has, a whole
    read shows them too) for such a request, or None."""
    name = script_named(request)
    if name is None:
        return None
    grep = _GREP.format(pattern=shlex.quote(_PATTERN), name=shlex.quote(name))
    shows = rf"\b(?:grep|cat|sed|awk|head)\b.*{re.escape(name.rsplit('/', 1)[-1])}"
    return grep, shows, True


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the script's printing lines, the read that showed them) when a number it prints is
    asked and the answer says none of the numbers those lines write; None otherwise."""
    name = script_named(request)
    if name is None or not _NUMBER_ASKED.search(request):
        return None
    base = name.rsplit("/", 1)[-1]
    for outcome in reversed(facts):
        if outcome.result.is_error or base not in str(outcome.call.arguments):
            continue
        if outcome.call.name not in ("read_file", "bash"):
            continue
        lines = [x.strip() for x in outcome.result.content.splitlines() if PRINTING.search(x)]
        written = {value for line in lines for _, value in numbers_in(_literals(line))}
        if not written:
            continue
        said = {value for _, value in numbers_in(answer)}
        return None if said & written else (lines, outcome)
    return None


def _literals(line: str) -> str:
    """The text of a printing line's string literals, its placeholders ({…}, $x) left out."""
    quoted = re.findall(r"\"([^\"]*)\"|'([^']*)'", line)
    text = " ".join(a or b for a, b in quoted)
    return re.sub(r"\{[^}]*\}|\$\{?\w+\}?", " ", text)


CORRECTION = (
    "The answer does not say the number the script's code prints. Answer from its printing "
    'lines above, without running it: "{lines}".'
)
