"""The biggest (or smallest) file of each folder asked, each one named.

Part of grounding (`agent/grounding.py`). 「src 폴더랑 docs 폴더에서 각각 용량이 제일 큰 파일이
뭐야?」 was answered for other files from a walk of every folder (fresh41 files-88: "README.md"
for src). The look-up here sizes each folder's files by their bytes, the folders named (or every
folder at the top, for "each folder") one by one, and prints each one's biggest with its size,
ties kept; an answer that leaves one of those files out is sent back, the look-up's lines the
fallback.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.pipeline import CallOutcome

_I = re.IGNORECASE

_BIGGEST = re.compile(
    r"\b(?:biggest|largest|heaviest)\b|(?:제일|가장)\s*(?:큰|무거운|많이\s*차지)"
    r"|용량[을이]?\s*(?:제일|가장)\s*(?:많|큰)",
    _I,
)
_SMALLEST = re.compile(
    r"\bsmallest\b|(?:제일|가장)\s*(?:작은|가벼운)|용량[을이]?\s*(?:제일|가장)\s*적", _I
)
_SIZE_WORDS = re.compile(r"\bfiles?\b|파일|용량|\bsizes?\b|\bbytes?\b", _I)
# each folder on its own: 「각각」, 「폴더별」, 「폴더마다」, "in each folder", "per folder", "for
# each of src and docs", "respectively"
_EACH = re.compile(
    r"각각|각\s*폴더|폴더\s*(?:별|마다)|디렉(?:터|토)리\s*(?:별|마다)"
    r"|\b(?:each|every|per)\s+(?:of\s+(?:the\s+)?)?(?:sub)?(?:folders?|director(?:y|ies))\b"
    r"|\bin each\b|\bfor each\b|\beach of\b|\brespectively\b|\bone (?:for|from|in) each\b",
    _I,
)
# the folders named: 「src 폴더랑 docs 폴더」, "the src and docs folders", "in src and docs"
_FOLDER_KO = re.compile(
    r"(?:([A-Za-z0-9_.-]+)\s*(?:이랑|랑|하고|와|과|,)\s*)?([\w.-]+)\s*(?:폴더|디렉터리|디렉토리)"
)
_FOLDERS_EN = re.compile(
    r"\b([\w.-]+)(?:\s*(?:,|and|&)\s*(?:the\s+)?([\w.-]+))?(?:\s*(?:,|and|&)\s*(?:the\s+)?"
    r"([\w.-]+))?\s+(?:folders?|director(?:y|ies))\b",
    _I,
)
_NOT_FOLDERS = frozenset(
    ["each", "every", "per", "the", "this", "that", "these", "those", "all", "sub", "top", "two",
     "both", "other", "which", "what", "any", "of", "its", "my", "our", "a", "in", "and", "하위",
     "각", "모든", "어느", "어떤", "무슨", "두", "이", "그", "각각", "상위", "최상위", "project",
     "current", "same"]
)  # fmt: skip
_LINE = re.compile(r"^(\S+): the (?:biggest|smallest) file is (.+) \((\d+) bytes\)$")


def folders_named(request: str) -> list[str]:
    """The folders the request names ("src", "docs"), in its order."""
    names = [name for found in _FOLDER_KO.findall(request) for name in found if name]
    for found in _FOLDERS_EN.finditer(request):
        names += [name for name in found.groups() if name]
    kept = [name.strip("./") for name in names if name.lower() not in _NOT_FOLDERS]
    return list(dict.fromkeys(name for name in kept if re.fullmatch(r"[\w][\w.-]*", name)))


def command(request: str) -> str | None:
    """The look-up printing the biggest (or smallest) file of each folder asked, or None when
    no file of each folder is asked."""
    biggest, smallest = bool(_BIGGEST.search(request)), bool(_SMALLEST.search(request))
    if biggest == smallest or not _SIZE_WORDS.search(request):
        return None
    named = folders_named(request)
    if not _EACH.search(request) or (len(named) == 1 and not re.search(r"\bevery\b", request)):
        return None
    folders = " ".join(named) if len(named) >= 2 else "*/"
    word = "biggest" if biggest else "smallest"
    # (no double quote: a small model copies the command into its call's JSON)
    return (
        f"for d in {folders}; do d=${{d%/}}; find ./$d -type f -not -path '*/.git/*' "
        f"-printf '%s %P\\n' | sort -k1,1{'r' if biggest else ''}n -k2 | awk -v d=$d "
        f"-v f='%s: the {word} file is %s/%s (%d bytes)\\n' -v e='%s: no files\\n' "
        "'NR == 1 {m = $1} $1 == m {p = $0; sub(/^[0-9]+ /, z, p); printf f, d, d, p, $1} "
        "END {if (!NR) printf e, d}'; done"
    )


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the lines whose file the answer leaves out, the look-up that printed them) when the
    request asks for each folder's biggest or smallest file and such a look-up ran; None
    otherwise. A file is said by its name ("app.py") or its path."""
    if command(request) is None:
        return None
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        lines = [x for x in outcome.result.content.splitlines() if _LINE.match(x)]
        if not lines:
            continue
        folded = answer.lower()
        missing = [
            line for line in lines
            if (match := _LINE.match(line)) and match[2].rsplit("/", 1)[-1].lower() not in folded
        ]  # fmt: skip
        return (missing, outcome) if missing else None
    return None


CORRECTION = (
    "The answer leaves out a folder's file the look-up found by its size. Name each folder's "
    'file as the result above has it: "{lines}".'
)
