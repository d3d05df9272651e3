"""How many words the longest (or shortest) line of a named file has: 「notes.txt에 있는 메모 중에
제일 긴 메모는 단어 몇 개로 돼 있어?」, "How many words are in the longest note in notes.txt?",
"Which line of notes.txt has the most words?".

Part of grounding (`agent/grounding.py`). A small model asked csv_query for a column of a text
file, then ran `wc -w notes.txt` and said the whole file's 40 words for the longest note's 7
(bench_tasks fresh45 count-96): neither call takes the lines one by one. The command here is a
small Python run that prints the longest (or shortest) line by its characters with its words,
and the line(s) with the most (or fewest) words, so the count is read, not guessed, whichever
"longest" the person meant; a command the model ran that counts each line's words (awk's NF, a
Python split, `wc -w` of each line) shows it too. Shown the look-up, the model still said the
longest note's 39 characters: an answer that says neither count of words is sent back, the
count said as a person would the fallback. Not a line's length in characters
(`line_lengths`), a file's words (`wc -w`) or the most frequent word (`word_counts`).
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent.answer_numbers import numbers_in
from jarvis_voice.agent.different_count import COUNT_WORDS
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL, argument_text

_I = re.IGNORECASE
_LINE = r"(?:lines?|rows?|notes?|memos?|entr(?:y|ies)|items?|sentences?)"
_LINE_KO = r"(?:줄|행|라인|메모|문장|항목|노트)"
# the longest (shortest) line, or the one with the most (fewest) words
_LONGEST = re.compile(
    rf"\blongest\s+{_LINE}\b|(?:제일|가장|젤)\s*긴\s*{_LINE_KO}"
    rf"|\b{_LINE}\b[^.?!]{{0,30}}?\bmost\s+words\b|\bmost\s+words\b[^.?!]{{0,30}}?\b{_LINE}\b"
    rf"|단어[가이]?\s*(?:제일|가장|젤)\s*많은\s*{_LINE_KO}",
    _I,
)
_SHORTEST = re.compile(
    rf"\bshortest\s+{_LINE}\b|(?:제일|가장|젤)\s*짧은\s*{_LINE_KO}"
    rf"|\b{_LINE}\b[^.?!]{{0,30}}?\b(?:fewest|least)\s+words\b"
    rf"|\b(?:fewest|least)\s+words\b[^.?!]{{0,30}}?\b{_LINE}\b"
    rf"|단어[가이]?\s*(?:제일|가장|젤)\s*적은\s*{_LINE_KO}",
    _I,
)
# its words counted: "how many words", "단어 몇 개", "몇 단어", "word count"
_WORDS_ASKED = re.compile(
    r"\bhow many words\b|\bwords?\b[^.?!]{0,20}?\bhow many\b|\bword count\b|\bnumber of words\b"
    r"|\bmost words\b|\b(?:fewest|least) words\b"
    r"|단어\s*(?:가|는|수)?\s*몇|몇\s*(?:개의\s*)?단어|단어\s*수|낱말\s*몇|단어[가이]?\s*(?:제일|가장|젤)",
    _I,
)

# Python reading the file: each line with text, its characters and its words (what spaces part);
# the longest (or shortest) by characters with its words, then the most (or fewest) words
_PROGRAM = (
    "import sys; "
    'lines = open(sys.argv[1], encoding="utf-8", errors="replace").read().splitlines(); '
    "text = [(i, x.strip()) for i, x in enumerate(lines, 1) if x.strip()]; "
    'text or sys.exit(print(sys.argv[1] + " has no line with text")); '
    "pick = {pick}; "
    "c = pick(text, key=lambda t: len(t[1])); w = pick(len(x.split()) for _, x in text); "
    "tied = [(i, x) for i, x in text if len(x.split()) == w]; "
    'print(f"{word} line of {{sys.argv[1]}} by characters: line {{c[0]}}, {{len(c[1])}} '
    'characters, {{len(c[1].split())}} words ({{c[1]!r}})"); '
    'print(f"{most} words in one line: {{w}} words - " + ", ".join(f"line {{i}} ({{x!r}})" '
    "for i, x in tied))"
)
_MARK = "line of"
# what a command the model ran must have to count each line's words
_SHOWS = re.compile(
    r"\bawk\b[^|]*\bNF\b|\bpython3?\b.*\.split\(|\bwhile\b.*\bread\b.*\bwc\s+-\w*w|"
    + re.escape(_MARK)
)


def command(request: str) -> str | None:
    """The Python run printing the words of the named file's longest (or shortest) line and
    the most (or fewest) words a line has, or None when the request asks no such count."""
    request = URL.sub(" ", request)
    named = FILE_NAME.search(request)
    if named is None or not _WORDS_ASKED.search(request):
        return None
    request = FILE_NAME.sub(" ", request)  # "notes.txt"'s dot ends no sentence
    longest, shortest = bool(_LONGEST.search(request)), bool(_SHORTEST.search(request))
    if longest == shortest:
        return None
    pick, word, most = ("max", "longest", "most") if longest else ("min", "shortest", "fewest")
    program = _PROGRAM.format(pick=pick, word=word, most=most)
    return f"python3 -c {shlex.quote(program)} {shlex.quote(named.group(0))}"


def unseen(request: str, done: list[CallOutcome]) -> str | None:
    """The command when no call this turn counted the words line by line."""
    run = command(request)
    if run is None or not done:
        return None
    for outcome in done:
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        if _SHOWS.search(argument_text(outcome)):
            return None
    return run


# the look-up's lines: "longest line of notes.txt by characters: line 3, 39 characters, 7 words
# ('…')" and "most words in one line: 7 words - line 1 ('…'), …"
_BY_CHARACTERS = re.compile(
    r"^(?P<end>longest|shortest) line of \S+ by characters: line (?P<line>\d+), \d+ characters, "
    r"(?P<words>\d+) words \((?P<text>.+)\)$",
    re.MULTILINE,
)
_BY_WORDS = re.compile(
    r"^(?:most|fewest) words in one line: (?P<words>\d+) words - .*$", re.MULTILINE
)


def unsaid(request: str, answer: str, facts: list[CallOutcome]) -> tuple[str, int, str] | None:
    """(the look-up's lines, the longest line's words, its text) when a request for a line's
    words is answered with neither count the look-up printed (the longest line's words, the
    most words a line has), in digits or words; None otherwise."""
    if command(request) is None or not answer.strip():
        return None
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        content = outcome.result.content
        by_characters, by_words = _BY_CHARACTERS.search(content), _BY_WORDS.search(content)
        if by_characters is None or by_words is None:
            continue
        counts = {int(by_characters["words"]), int(by_words["words"])}
        if any(value in counts for _, value in numbers_in(answer)):
            return None
        if any(re.search(COUNT_WORDS.get(n, r"(?!)"), answer, _I) for n in counts):
            return None
        lines = f"{by_characters[0]}\n{by_words[0]}"
        return lines, int(by_characters["words"]), by_characters["text"].strip("'\"")
    return None


CORRECTION = (
    "The question asks how many words the line has, not its characters: say the words the "
    "result gives: {lines}"
)


def fallback(request: str, words: int, text: str, korean: bool) -> str:
    """The line's words said as a person would, the line beside them."""
    shortest = bool(_SHORTEST.search(FILE_NAME.sub(" ", request)))
    if korean:
        return f"제일 {'짧은' if shortest else '긴'} 줄('{text}')은 단어 {words}개로 돼 있어요."
    return f"The {'shortest' if shortest else 'longest'} line, '{text}', has {words} words."
