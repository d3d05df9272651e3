"""Which of a folder's files (or of the files named) has the most (or fewest) words, from a count.

Part of grounding (`agent/grounding.py`). 「docs 폴더에 있는 문서 두 개 중에 단어가 더 많이 들어
있는 건 어느 거야?」 was answered by naming both files, no word counted (fresh42 files-90): the
project-wide table of files by words reads only 'most words' and 「제일 많은 단어」, not a
comparison of a few files, and not within one folder. The look-up here counts the words of each
file of the one folder named (or of the two or more files named) with `wc -w` and prints the
wordiest (ties kept), then the others as fewer; an answer that leaves the wordiest out, or names
another file of the count with no comparison said (「setup.md와 usage.md 두 개」), is sent back,
the look-up's lines the fallback.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent.folder_extremes import folders_named
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME

_I = re.IGNORECASE

# a file asked by its words: "which has more words", "the most words", "wordiest",
# 「단어가 더 많이 들어 있는 건」, 「단어 수가 제일 적은 파일」, 「더 많은 단어가 들어간 문서」 —
# the answer a file, not a word ("어떤 단어가 제일 많이 나와": word_counts')
_MORE = r"(?:더|제일|가장|젤)\s*(?P<ko>많|적)"
ASKED = re.compile(
    r"\b(?:which|what)\b[^.?!]{0,60}?\b(?P<en>more|most|fewer|fewest|less|least)\s+words\b"
    r"|\b(?P<en2>wordiest|wordier)\b"
    rf"|단어\s*(?:수\s*)?[가이는]?\s*{_MORE}\S*(?:\s+(?:들어\s*)?(?:있|간|쓰|적|담)\S*)?\s*"
    r"(?:건|게|것|거|파일|문서|쪽)"
    r"|(?:더|제일|가장|젤)\s*(?P<ko2>많|적)은\s*단어\S*\s+(?:\S+\s+)?(?:건|것|거|파일|문서|쪽)",
    _I,
)
_FEWER = frozenset({"fewer", "fewest", "less", "least", "적"})
# a comparison said beside another file: "than", "fewer", 「보다」, 「적」, 「덜」, "more", 「더」
_COMPARED = re.compile(
    r"\bthan\b|\bfewer\b|\bless\b|\bmore\b|\bonly\b|보다|적|덜|\b더\b|더\s*많|짧", _I
)
SENTENCE = re.compile(r"(?<=[.!?。])\s+|\n")
_TOP = re.compile(r"^(\S+): the (?:most|fewest) words, (\d+)$")
_OTHERS = re.compile(r"^\((?:more|fewer): (.*); (\d+) files compared\)$")


def _fewest(request: str) -> bool | None:
    """True for the fewest words asked, False for the most, None for neither."""
    found = ASKED.search(request)
    if found is None:
        return None
    said = next(group for group in found.groups() if group is not None).lower()
    return said in _FEWER


def command(request: str) -> str | None:
    """The look-up printing the wordiest (or tersest) of the files named or of the one folder
    named, or None when no such comparison is asked."""
    fewest = _fewest(request)
    if fewest is None:
        return None
    files = list(dict.fromkeys(found.group(0) for found in FILE_NAME.finditer(request)))
    if len(files) >= 2:
        counts = f"for f in {' '.join(shlex.quote(f) for f in files)}; do wc -w -- $f; done"
    else:
        folders = folders_named(request)
        if files or len(folders) != 1:
            return None  # one file, or a whole project's (the table's FILES_BY_WORDS)
        counts = (
            f"find ./{shlex.quote(folders[0])} -type f -not -path '*/.git/*' -exec wc -w {{}} ';'"
        )
    word, other = ("fewest", "more") if fewest else ("most", "fewer")
    # each file's count, the wordiest (or tersest) first, ties kept; the rest after as one line.
    # (no double quote: a small model copies the command into its call's JSON)
    return (
        f"{counts} | sed 's|^ *||; s| [.]/| |' | sort -k1,1{'' if fewest else 'r'}n -k2 | "
        f"awk -v t='%s: the {word} words, %d\\n' -v o='({other}: %s; %d files compared)\\n' "
        "-v s=', ' -v x=' (' -v y=')' -v w=none "
        "'{p = $0; sub(/^[0-9]+ /, z, p)} NR == 1 {m = $1} $1 == m {printf t, p, $1; next} "
        "{r = r (r ? s : z) p x $1 y} END {if (NR) printf o, (r ? r : w), NR}'"
    )


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the look-up's lines, the look-up) when the answer leaves out a wordiest file it found, or
    names another file of the count with no comparison; None otherwise."""
    if command(request) is None:
        return None
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        lines = outcome.result.content.splitlines()
        tops = [match[1] for line in lines if (match := _TOP.match(line))]
        others = next((match[1] for line in lines if (match := _OTHERS.match(line))), None)
        if not tops or others is None:
            continue
        said = [line for line in lines if _TOP.match(line) or _OTHERS.match(line)]
        folded = answer.lower()
        names = [path.rsplit("/", 1)[-1].lower() for path in tops]
        if any(name not in folded for name in names):
            return said, outcome
        rest = [part.split(" (", 1)[0].rsplit("/", 1)[-1].lower() for part in others.split(", ")]
        # another file named in a sentence that compares nothing ("setup.md 문서는 8개 단어로
        # 이루어져 있으며": files-90's second sentence) reads as one of the answers
        bare = [
            sentence for sentence in SENTENCE.split(folded)
            if any(name in sentence for name in rest if name != "none")
            and not _COMPARED.search(sentence)
        ]  # fmt: skip
        return (said, outcome) if bare else None
    return None


CORRECTION = (
    "The answer does not say which file the word count found. Name it as the result above has "
    'it (another file only as having fewer or more): "{lines}".'
)
