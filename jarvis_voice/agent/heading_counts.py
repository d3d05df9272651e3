"""The Markdown files with more than (at least, exactly) a number of headings, counted per file.

Part of grounding (`agent/grounding.py`). "Which of our Markdown files has more than one heading
in it? Look in the subfolders too." was shown every heading of every file and named todo.md,
which has one, leaving out README.md, which has three (fresh42 files-89): a list of headings
leaves the counting per file to the model. The look-up here counts each Markdown file's
headings (lines starting with #, fenced code left out), every folder down or in the one folder
named, and prints the files past the bound with their counts, then the others; an answer that
leaves one of them out, or names another file with nothing said of its one heading, is sent
back, the look-up's lines the fallback.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent.folder_extremes import folders_named
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.wordier_file import SENTENCE

_I = re.IGNORECASE

_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "a": 1, "an": 1, "하나": 1, "한": 1,
    "두": 2, "둘": 2, "세": 3, "셋": 3, "네": 4, "넷": 4, "다섯": 5,
}  # fmt: skip
_N = r"(\d+|one|two|three|four|five|an?|하나|한|두|둘|세|셋|네|넷|다섯)"
_HEADING = r"(?:headings?|headers?|section\s+titles?|titles?)"
_KO_HEADING = r"(?:제목|헤딩|헤더|소제목)\S{0,2}"
# the bound said: "more than one heading", "over 2 headers", "at least two headings", "two or
# more headings", "multiple headings", "only one heading", 「제목이 두 개 이상」,
# 「헤딩이 여러 개」, 「제목이 하나보다 많은」, 「제목이 하나뿐인」
_BOUNDS = (
    (re.compile(rf"\b(?:more\s+than|over)\s+{_N}\s+{_HEADING}\b"
                rf"|{_KO_HEADING}\s*{_N}\s*(?:개)?\s*(?:보다\s*많|넘|초과)", _I), ">"),
    (re.compile(rf"\bat\s+least\s+{_N}\s+{_HEADING}\b|\b{_N}\s+or\s+more\s+{_HEADING}\b"
                rf"|{_KO_HEADING}\s*{_N}\s*개\s*이상", _I), ">="),
    (re.compile(rf"\b(?:multiple|several)\s+{_HEADING}\b"
                rf"|{_KO_HEADING}\s*여러\s*개", _I), "many"),
    (re.compile(rf"\b(?:only|just|exactly)\s+{_N}\s+{_HEADING}\b|\ba\s+single\s+{_HEADING}\b"
                rf"|{_KO_HEADING}\s*(?:딱\s*)?{_N}\s*(?:개)?\s*(?:만|뿐)", _I), "=="),
)  # fmt: skip
_MARKDOWN = re.compile(
    r"\bmarkdown\b|\.md\b|마크다운|\bdocs?\b|\bdocuments?\b|문서|파일|\bfiles?\b", _I
)
_LINE = re.compile(r"^(.+): (\d+) headings?$")
_OTHERS = re.compile(r"^\(the others, not \w+(?: \w+)? \d+ headings?: (.*)\)$")
# a file named beside its one heading, or as not past the bound
_NOT_PAST = re.compile(
    r"\bonly\b|\bjust\b|\bsingle\b|\bone\b|\bnot\b|\bno\b|n't|하나|한\s*개|1\s*개|없|아니|안\s|뿐|만\s",
    _I,
)


def bound(request: str) -> tuple[str, int] | None:
    """(the comparison, the number) of headings asked, or None: ('>', 1) for more than one."""
    for pattern, op in _BOUNDS:
        found = pattern.search(request)
        if found is None:
            continue
        if op == "many":
            return ">", 1
        said = next((group for group in found.groups() if group), "").lower()
        number = int(said) if said.isdigit() else _NUMBER_WORDS.get(said)
        return (op, number) if number is not None else None
    return None


def command(request: str) -> str | None:
    """The look-up printing the Markdown files past the bound asked, or None when no count of
    headings per file is asked."""
    asked = bound(request)
    if asked is None or not _MARKDOWN.search(request):
        return None
    op, number = asked
    folders = folders_named(request)
    where = f"./{shlex.quote(folders[0])}" if len(folders) == 1 else "."
    said = {">": "more than", ">=": "at least", "==": "exactly"}[op]
    test = {">": "c > n", ">=": "c >= n", "==": "c == n"}[op]
    plural = "" if number == 1 else "s"
    # each file's headings (an empty file's none), fenced code left out (a '# comment' in a code
    # block is no heading);
    # (no double quote: a small model copies the command into its call's JSON)
    return (
        f"find {where} -type f \\( -name '*.md' -o -name '*.markdown' \\) -not -path '*/.git/*' "
        "-exec awk 'BEGIN {for (i = 1; i < ARGC; i++) h[ARGV[i]] = 0} FNR == 1 {f = 0} "
        "/^(```|~~~)/ {f = !f; next} "
        "!f && /^#+ / {h[FILENAME]++} END {for (p in h) print h[p], p}' {} + | "
        "sed 's| [.]/| |' | sort -k2 | "
        f"awk -v n={number} -v f='%s: %d heading%s\\n' -v s=', ' -v pl=s -v x=' (%d)' "
        f"-v q='(the others, not {said} {number} heading{plural}: ' -v r=')' "
        f"-v e='(%d of %d Markdown files have {said} {number} heading{plural})\\n' "
        "'{c = $1; p = $0; sub(/^[0-9]+ /, z, p); t++} "
        f"{test} {{k++; printf f, p, c, (c == 1 ? z : pl); next}} "
        "{o = o (o ? s : z) p sprintf(x, c)} END {if (o) print q o r; printf e, k, t}'"
    )


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the look-up's lines, the look-up) when the answer leaves out a file past the bound, or
    names another file with nothing said of it not being past; None otherwise."""
    if command(request) is None:
        return None
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        lines = outcome.result.content.splitlines()
        if not any("Markdown files have" in line for line in lines):
            continue
        past = [match[1] for line in lines if (match := _LINE.match(line))]
        others = next((match[1] for line in lines if (match := _OTHERS.match(line))), "")
        said = [line for line in lines if line.strip() and not line.startswith("[exit code")]
        folded = answer.lower()
        if any(path.rsplit("/", 1)[-1].lower() not in folded for path in past):
            return said, outcome
        rest = [part.rsplit(" (", 1)[0].rsplit("/", 1)[-1].lower() for part in others.split(", ")]
        bare = [
            sentence for sentence in SENTENCE.split(folded)
            if any(name in sentence for name in rest if name) and not _NOT_PAST.search(sentence)
        ]  # fmt: skip
        return (said, outcome) if bare else None
    return None


CORRECTION = (
    "The answer does not name the files the heading count found. Name each one as the result "
    'above has it (another file only as not having that many): "{lines}".'
)
