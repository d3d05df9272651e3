"""How many times a punctuation mark or a letter occurs in a file: "How many commas are there in
sales.csv?", "How many e's are there in notes.txt? I mean the letter e."

Part of grounding (`agent/grounding.py`). A small model answered "How many commas are there in
sales.csv altogether?" with csv_query's row count, 12 (bench_tasks fresh31 count-67: 52). The
marks are counted by `tr`, which keeps only them, and `wc -c`, which counts what is left; a
command the model ran that counts characters (not lines or rows) shows it too. A letter was
counted by a small model in its head ("How many e's are there in notes.txt?": 10, not 20,
fresh32 count-69); a letter said counts in both cases unless the request says which one.
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


# a letter or character said: "the letter e", "how many e's", "'e'자", "e 글자", "글자 a",
# "the character '#'", "문자 'ㅋ'"
_LETTER = re.compile(
    r"\b(?:letters?|characters?|chars?)\s+['\"‘“]?([A-Za-z])['\"’”]?(?![\w'’])"
    r"|\bhow many\s+(?:times\s+(?:does|is)\s+(?:the\s+)?)?['\"‘“]?([A-Za-z])['\"’”]?(?:'s|’s|s)?"
    r"(?=\s+(?:are|is|does|do|appear|occur|show|in)\b)"
    r"|\b(?:letters?|characters?)\s+['\"‘“]([^'\"’”\s])['\"’”]"
    r"|(?<![\w'])['\"‘“]?([A-Za-z])['\"’”]?\s*(?:자|글자|문자|알파벳)(?:가|는|이|를|을|의)?(?![가-힣])"
    r"|['\"‘“]([^'\"’”\s])['\"’”]\s*(?:자|글자|문자)"
    r"|(?:글자|문자|알파벳)\s+(?:['\"‘“]([^'\"’”\s])['\"’”]|([A-Za-z])(?![A-Za-z0-9']))"
    r"|\b(?:lower-?\s?case|upper-?\s?case|capital|small)\s+['\"‘“]?([A-Za-z])['\"’”]?(?:'s|’s)?\b"
    r"|['\"‘“]([^'\"’”\s])['\"’”]\s*(?:characters?|chars?|signs?|symbols?)\b",
    _I,
)
# which case a letter is counted in: "lowercase e", "capital E", "소문자 e", "대문자 E"
_LOWER = re.compile(r"\blower-?\s?case\b|\bsmall\s+(?:letters?\s+)?['\"‘“]?[a-z]\b|소문자", _I)
# a letter's place in words or lines is no count of it: "how many words start with the letter b"
_NOT_A_LETTER_COUNT = re.compile(
    r"\bwords?\b|\blines?\b|\brows?\b|\b(?:start|begin|end)(?:s|ing)?\b|단어|낱말|줄|시작|끝나", _I
)
_UPPER = re.compile(r"\bupper-?\s?case\b|\bcapital\b|대문자", _I)


def _letter(request: str) -> str | None:
    """The `tr` set of the letter (or character) the request counts, or None."""
    found = _LETTER.search(request)
    if found is None or _NOT_A_LETTER_COUNT.search(request):
        return None
    said = next(group for group in found.groups() if group)
    if not said.isalpha() or not said.isascii():
        return said  # a mark or a Korean letter: as said
    if _LOWER.search(request):
        return said.lower()
    if _UPPER.search(request):
        return said.upper()
    return said.lower() + said.upper()  # "how many e's": an E is an e too


def _mark(request: str) -> str | None:
    found = next((chars for pattern, chars in _MARK_PATTERNS if pattern.search(request)), None)
    return found or _letter(request)


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
