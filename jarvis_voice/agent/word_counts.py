"""The word a named file uses most often, with how many times, some words left out: "notes.txt에서
'the' 빼고 제일 자주 나오는 단어가 뭐야? 몇 번 나와?", "What's the most common word in notes.txt
other than 'the'?"

Part of grounding (`agent/grounding.py`, a question about one named file). A small model counted
the word it was told to leave out (`grep -o -w 'the' | wc -l`: 6) and answered that "the" came up
6 times (fresh34 count-74). The command here counts every word (case ignored) with Python's
Counter, the words said to be left out taken out first, and prints the top word (ties kept) with
its count, so the answer is read, not worked out.
"""

from __future__ import annotations

import re
import shlex

_I = re.IGNORECASE
_Q = "['\"‘’“”]"
# the most frequent word asked: "most common word", "word that comes up the most", "제일 자주
# 나오는 단어", "가장 많이 쓰인 낱말"
_MOST_FREQUENT = re.compile(
    r"\b(?:most|more)\s+(?:common(?:ly\s+used)?|frequent(?:ly\s+used)?|used|often\s+used"
    r"|repeated|popular)\s+words?\b"
    r"|\bwords?\b[^.?!]{0,40}?\b(?:the\s+)?(?:most\s+(?:often|frequently|times)|the\s+most)\b"
    r"|\btop\s+words?\b|\bword\s+(?:that\s+)?(?:is\s+)?(?:used|repeated)\s+most\b"
    r"|(?:제일|가장|젤)\s*(?:자주|많이)\s*(?:\S+\s+){0,2}?(?:단어|낱말)"
    r"|(?:단어|낱말)\S*\s*(?:\S+\s+){0,2}?(?:제일|가장|젤)\s*(?:자주|많이)",
    _I,
)
# a word said to be left out: "other than 'the'", "except the word and", "not counting 'a' or
# 'the'", "'the' 빼고", "the랑 a는 제외하고"
_LATIN = r"[A-Za-z]+(?:['’][A-Za-z]+)*"
_WORD = rf"{_Q}?({_LATIN}){_Q}?"
_EN_LEFT_OUT = re.compile(
    r"\b(?:other\s+than|except(?:\s+for)?|besides|apart\s+from|aside\s+from|not\s+counting"
    r"|not\s+including|excluding|ignoring|leaving\s+out|leave\s+out|skipping)\s+"
    rf"(?:the\s+words?\s+)?({_WORD}(?:\s*(?:,|\band\b|\bor\b)\s*{_WORD})*)",
    _I,
)
# a Korean word is read up to its particle ("회의는 빼고": 회의)
_KO_WORD = rf"{_Q}?({_LATIN}|[가-힣]+?){_Q}?"
_KO_LEFT_OUT = re.compile(
    rf"({_KO_WORD}(?:\s*(?:이랑|랑|하고|와|과|,)\s*{_KO_WORD})*)\s*(?:이라는|라는)?\s*(?:단어\s*)?"
    r"(?:은|는|을|를|이|가|도)?\s*(?:빼고|빼면|빼서|제외(?:하고|하면)?|말고|뺀)"
)
_WORD_IN = re.compile(rf"{_KO_WORD}(?=\s*(?:이랑|랑|하고|와|과|,|\band\b|\bor\b|$))", _I)
# "the" of "other than the most common" is an article, not a word left out, unless quoted or
# said as one ("other than the?", "except the word and")
_ARTICLE = re.compile(
    rf"\b(?:other\s+than|except|besides|excluding|ignoring)\s+the\s+(?!{_Q}|words?\b)", _I
)

# Python reading the file: words are letters (an apostrophe inside one kept), case ignored;
# the top count's words (ties kept, at most five shown), then the next few
_PROGRAM = (
    "import collections, re, sys; "
    "skip = set(sys.argv[2:]); "
    'text = open(sys.argv[1], encoding="utf-8", errors="replace").read().casefold(); '
    'words = [w for w in re.findall(r"[^\\W\\d_]+(?:[’" + chr(39) + r"][^\\W\\d_]+)*", text) '
    "if w not in skip]; "
    'c = collections.Counter(words).most_common() or [("(no words)", 0)]; '
    "top = [w for w, n in c if n == c[0][1]]; "
    'left = " (left out: " + ", ".join(sorted(skip)) + ")" if skip else ""; '
    'tie = f" ({len(top)} words tie)" if len(top) > 1 else ""; '
    'print(f"most frequent word in {sys.argv[1]}{left}, case ignored: " '
    '+ ", ".join(repr(w) for w in top[:5]) + f" - {c[0][1]} " '
    '+ ("time" if c[0][1] == 1 else "times") + tie); '
    "rest = c[len(top):len(top) + 5]; "
    'rest and print("next: " + ", ".join(f"{w!r} {n}" for w, n in rest))'
)


def left_out(request: str) -> list[str]:
    """The words the request says to leave out of the count, lower-cased, in the order said."""
    words: list[str] = []
    for found in _EN_LEFT_OUT.finditer(request):
        if _ARTICLE.match(request, found.start()):
            continue
        listed = list(_WORD_IN.finditer(found.group(1)))
        quoted = [w for w in listed if re.match(_Q, w.group(0))]
        # quoted words said, the list is theirs ("'the' and 'to', what's …": not "what's")
        words += [w.group(1) for w in quoted or listed]
    for found in _KO_LEFT_OUT.finditer(request):
        words += [w.group(1) for w in _WORD_IN.finditer(found.group(1))]
    said = [w.casefold() for w in words if w.casefold() not in {"and", "or", "word", "words"}]
    return list(dict.fromkeys(said))


def command(request: str, name: str) -> tuple[str, str, bool] | None:
    """(the command that prints `name`'s most frequent word, what a command the model ran must
    have to show it, no whole read) when the request asks it, or None."""
    if not _MOST_FREQUENT.search(request):
        return None
    skip = " ".join(shlex.quote(w) for w in left_out(request))
    program = f"python3 -c {shlex.quote(_PROGRAM)} {shlex.quote(name)}"
    shows = r"\bsort\b.*\buniq\s+-c\b|\bCounter\b|\bmost_common\b"
    return (f"{program} {skip}".rstrip(), shows, False)
