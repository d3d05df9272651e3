"""How many words of a named file start with a capital (or a small) letter: "How many words in
notes.txt start with a capital letter?", 「notes.txt에서 대문자로 시작하는 단어가 몇 개야?」.

Part of grounding (`agent/grounding.py`). A small model grepped the lines that start with a
capital (`grep '^[A-Z]'`), then counted every word of the file with `wc -w` and said 40 where
13 words are capitalised (bench_tasks fresh44 count-93): neither call counts words by their
first letter. The count is `tr` of the file into its words, one a line, and `grep` of those
that begin with the case asked, printed with the words themselves so the number is read, not
guessed; a command the model ran that takes each word by its case (grep -o, awk, Python) shows
it too. Not a letter counted (`char_counts`),
lines that start with a capital, or a file's words counted.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, HOW_MANY, URL, argument_text

_I = re.IGNORECASE
# the words (not lines) asked, by the case of their first letter: "words … start with a
# capital letter", "capitalised words", 「대문자로 시작하는 단어」, 「첫 글자가 대문자인 단어」
_WORDS = re.compile(r"\bwords?\b|단어|낱말", _I)
_CAPITAL = re.compile(
    r"\b(?:start|begin)(?:s|ing|ning)?\s+with\s+(?:an?\s+)?(?:capital|upper-?\s?case)\b"
    r"|\bcapitali[sz]ed\b|\b(?:capital|upper-?\s?case)\s+(?:first|initial)\b"
    r"|대문자로\s*시작|첫\s*(?:글자|문자|알파벳)[이가은는]?\s*대문자",
    _I,
)
_SMALL = re.compile(
    r"\b(?:start|begin)(?:s|ing|ning)?\s+with\s+(?:an?\s+)?(?:small|lower-?\s?case)\b"
    r"|소문자로\s*시작|첫\s*(?:글자|문자|알파벳)[이가은는]?\s*소문자",
    _I,
)
# lines (or rows) by their first letter are another question: "lines that start with a capital"
_LINES = re.compile(r"\b(?:lines?|rows?)\s+(?:that\s+|which\s+)?(?:start|begin)|줄", _I)
# what a command the model ran must have to count words by the case of their first letter
_SHOWS = re.compile(
    r"(?=.*(?:\[A-Z\]|\[a-z\]|\[\[:upper:\]\]|\[\[:lower:\]\]|isupper|islower|istitle))"
    r"(?=.*(?:\bgrep\b.*\s-\w*o.*\|\s*(?:wc|awk|sort)\b|\btr\b.*\|\s*grep\b.*\|"
    r"|\bpython|\bawk\b.*\bfor\b))"
)


def count_command(request: str) -> str | None:
    """The command that counts the named file's words by the case of their first letter, or
    None when the request asks no such count."""
    named = FILE_NAME.search(URL.sub(" ", request))
    if named is None or not HOW_MANY.search(request) or not _WORDS.search(request):
        return None
    if _LINES.search(request):
        return None
    if _CAPITAL.search(request):
        first, said = "[[:upper:]]", "a capital letter"
    elif _SMALL.search(request):
        first, said = "[[:lower:]]", "a small letter"
    else:
        return None
    # a word is what spaces part ("I'm" one, its m no word of its own), marks before its first
    # letter aside ("(Mina" is capitalised), a digit first none ("3pm")
    word = shlex.quote(f"^[^[:alnum:]]*{first}")
    count = shlex.quote(
        f'{{n++; w = w (n > 1 ? ", " : "") $0}} '
        f'END {{print n + 0 " words start with {said}" (n ? ": " w : "")}}'
    )
    path = shlex.quote(named.group(0))
    return f"tr -s '[:space:]' '\\n' < {path} | grep -E {word} | awk {count}"


def unseen(request: str, done: list[CallOutcome]) -> str | None:
    """The count command when no call this turn counted words by their first letter."""
    command = count_command(request)
    if command is None or not done:
        return None
    for outcome in done:
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        if _SHOWS.search(argument_text(outcome)):
            return None
    return command
