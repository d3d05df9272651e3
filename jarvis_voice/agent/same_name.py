"""Files that share a name but not an extension, every folder down, each one named.

Part of grounding (`agent/grounding.py`). "Are there two files in this project with the same name
but a different extension? Look in the subfolders too." was answered with a count of the files
by type (fresh41 files-87): the extensions' table answered a question about names. The look-up
here groups every file below by its name without the extension and prints each name that two or
more extensions share, with its files; an answer that leaves one of those files out is sent back,
the look-up's lines the fallback.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.pipeline import CallOutcome

_I = re.IGNORECASE

ASKED = re.compile(
    r"\bsame\s+(?:base\s*|file\s*)?name\b[^.?!]{0,40}\bdifferent\s+(?:file\s+)?"
    r"(?:extensions?|suffix(?:es)?|file\s+types?|types?)\b"
    r"|\bdiffer(?:ing)?\s+only\s+(?:in|by)\s+(?:their\s+|the\s+)?extensions?\b"
    r"|\bshare\s+(?:a|the\s+same|one)\s+(?:base\s*)?name\b"
    r"|이름[은이가]?\s*(?:서로\s*)?(?:같|똑같|동일)[^.?!]{0,20}확장자"
    r"|확장자만\s*(?:다른|달라|다르)"
    r"|확장자[가는]?\s*다른[^.?!]{0,20}(?:같은|똑같은|동일한)\s*이름",
    _I,
)
# every file below grouped by its name without the last extension ("app.log" and "app.py":
# app; ".env" keeps its whole name), the names two or more extensions share printed with their
# files, then how many. (no double quote: a small model copies the command into its call's JSON)
COMMAND = (
    "find . -type f -not -path './.git/*' | sed 's|^[.]/||' | sort | awk -F/ -v c=': ' -v j=', ' "
    "'{f = $NF; s = f; x = z; if (match(f, /.[.][^.]+$/)) {s = substr(f, 1, RSTART); "
    "x = substr(f, RSTART + 1)} k[s] = n[s]++ ? k[s] j $0 : $0; if (!((s, x) in e)) "
    "{e[s, x] = 1; d[s]++}} END {for (s in d) if (d[s] > 1) print s c k[s]}' | sort | "
    "awk -v o='(' -v w=' names shared by files of different extensions)' '{print} "
    "END {print o NR w}'"
)
_COUNT_LINE = re.compile(r"^\((\d+) names shared by files of different extensions\)$")
_MOST_FILES = 20  # more than this is a listing to read, not files to name one by one


def found(content: str) -> list[str] | None:
    """The files the look-up printed (none when it found no shared name), or None when
    `content` is no such look-up's."""
    lines = [x for x in content.splitlines() if x.strip() and not x.startswith("[exit code")]
    if not lines or _COUNT_LINE.match(lines[-1]) is None:
        return None
    return [path for line in lines[:-1] for path in line.split(": ", 1)[-1].split(", ")]


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the files the answer leaves out, the look-up that printed them) when the request asks
    for files sharing a name but not an extension and the turn's last such look-up found some;
    None otherwise. A file is said by its name ("app.log") or its path."""
    if not ASKED.search(request):
        return None
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        paths = found(outcome.result.content)
        if paths is None:
            continue
        if not 0 < len(paths) <= _MOST_FILES:
            return None
        folded = answer.lower()
        missing = [path for path in paths if path.rsplit("/", 1)[-1].lower() not in folded]
        return (missing, outcome) if missing else None
    return None


CORRECTION = (
    "The answer leaves out files the look-up found sharing a name with another extension. Name "
    'each one as the result above has it: "{lines}".'
)
