"""Counts over the code here: how many functions or classes it defines, how many places call a name.

Part of grounding (`agent/grounding.py`). "How many functions are defined across all the Python
files?" ran `find … -exec python -m py_compile` and was answered with the folder's file count;
"우리 파이썬 코드에서 print 쓰는 데가 몇 군데야?" was answered from nothing (bench_tasks fresh20
count-45, count-46). The command here lists every such line with its file and says the total, so
the answer is read, not counted by the model.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import HOW_MANY, argument_text

_I = re.IGNORECASE
_PLACES = re.compile(r"몇\s*(?:군데|곳)")  # "print 쓰는 데가 몇 군데야?": a count of places
# what is counted: a definition, by kind
_DEFINED = (
    ("def", re.compile(r"\bfunctions?\b|\bmethods?\b|함수|메서드|메소드", _I)),
    ("class", re.compile(r"\bclass(?:es)?\b|클래스", _I)),
)
_DEFINES = re.compile(r"\bdefined?\b|\bdefines\b|\bthere\b|\bhave\b|\bhas\b|정의|있|만들", _I)
# a name used or called: "print 쓰는 데", "calls to print", "how many times is open() used"
_CALLS_OF = (
    r"\b(?:calls?|uses?|usages?|occurrences?|invocations?) (?:of|to) [`'\"]?(\w+)"
    r"|\b(?:places|lines|spots) (?:that |which )?(?:calls?|uses?) [`'\"]?(\w+)"
)
_TIMES_CALLED = (
    r"\b(?:times|places) (?:is |does |do )?(?:the )?[`'\"]?(\w+)(?:\(\))?[`'\"]? "
    r"(?:get |being )?(?:called|used|invoked)"
)
_KO_CALLED = (
    r"[`'\"]?([A-Za-z_]\w*)(?:\(\))?[`'\"]?\s*(?:를|을|이|가)?\s*"
    r"(?:쓰는|사용하는|호출하는|부르는|쓴|사용한|호출한|쓰이는|호출되는)"
)
_CALLED = tuple(re.compile(pattern, _I) for pattern in (_CALLS_OF, _TIMES_CALLED, _KO_CALLED))
_PYTHON = re.compile(r"\bpython\b|\.py\b|파이썬", _I)
_NOT_A_NAME = frozenset({"the", "a", "it", "this", "that", "function", "functions", "method"})
# what a search the model ran must have to show the count (the grep tool's pattern, or a bash
# grep's); Python's ast module counts definitions too
_SHOWS = {"def": r"\bdef\b|\bast\b", "class": r"\bclass\b|\bast\b"}


# the Python files that use type hints, counted as files: "How many of our Python files use type
# hints anywhere in them?" grepped for the words "type hint" (fresh29 count-63); "타입 힌트 쓰는
# 파이썬 파일이 몇 개야?". A hint is a return arrow, an annotated parameter on a def line, or an
# import of typing (not a variable's annotation: `else: x = 1` reads like one to a grep)
_HINTS = re.compile(
    r"\btype[- ]?hint(?:s|ed|ing)?\b|\b(?:type )?annotations?\b|\bannotated\b|\btyped\b"
    r"|타입\s*(?:힌트|어노테이션|주석|표기|명시)|형\s*(?:힌트|주석)",
    _I,
)
_FILES_WORD = re.compile(r"\bfiles?\b|\bmodules?\b|\bscripts?\b|파일|모듈|스크립트", _I)
HINT_PATTERN = (
    r"\)\s*->|def\s+\w+\s*\([^)]*\w\s*:\s*[A-Za-z_]|^\s*(from\s+typing\s+import|import\s+typing)"
)
HINTED_FILES = (
    f"grep -rlE {shlex.quote(HINT_PATTERN)} --include='*.py' --exclude-dir=.git . | "
    "awk '{print} END {print NR \" files with type hints\"}'"
)


def _asks_hinted_files(request: str) -> bool:
    """A count of the files that use type hints."""
    asked = HOW_MANY.search(request) or re.search(r"\bwhich\b|어느|어떤|뭐뭐", request, _I)
    return bool(asked and _HINTS.search(request) and _FILES_WORD.search(request))


def _counted(request: str) -> tuple[str, str] | None:
    """(the grep pattern of the lines counted, what a search the model ran must have to show
    them) for a code-count question, or None."""
    if not (HOW_MANY.search(request) or _PLACES.search(request)):
        return None
    name = _called_name(request)
    if name is not None:
        return rf"\b{name}\(", rf"\b{re.escape(name)}\b"
    kind = next((k for k, asked in _DEFINED if asked.search(request)), None)
    if kind is None or not _DEFINES.search(request):
        return None
    pattern = r"^\s*(async\s+)?def\s+\w" if kind == "def" else r"^\s*class\s+\w"
    return pattern, _SHOWS[kind]


def count_command(request: str) -> str | None:
    """The command that lists and counts what a code-count question asks, or None."""
    if _asks_hinted_files(request):
        return HINTED_FILES
    counted = _counted(request)
    if counted is None:
        return None
    scope = "--include='*.py' " if _PYTHON.search(request) else "-I --exclude-dir=.git "
    return (
        f"grep -rnE {shlex.quote(counted[0])} {scope}. "
        "| awk '{print} END {print NR \" in all\"}'"
    )


def _called_name(request: str) -> str | None:
    for pattern in _CALLED:
        for found in pattern.finditer(request):
            name = next(group for group in found.groups() if group)
            if name.lower() not in _NOT_A_NAME:
                return name
    return None


def unseen(request: str, done: list[CallOutcome]) -> str | None:
    """The count command, when no successful search this turn could show the count."""
    counted = (HINT_PATTERN, r"->|\btyping\b|\bast\b") if _asks_hinted_files(request) else None
    counted = counted or _counted(request)
    if counted is None:
        return None
    for outcome in done:
        text = argument_text(outcome)
        searched = outcome.call.name == "grep" or (
            outcome.call.name == "bash" and re.search(r"\bgrep\b|\bpython", text)
        )
        if searched and not outcome.result.is_error and re.search(counted[1], text, _I):
            return None
    return count_command(request)
