"""The lines of a named note file that name a person taken out, the rest left in their order:
「notes.txt에서 사람 이름이 들어간 메모는 지워 줘. 나머지는 순서 그대로 두고.」, "Delete the
notes in notes.txt that mention someone by name."

fresh44 write-94 ran csv_edit's delete_rows on the notes, then appended nothing, and said it
could not. A line names a person where people_named reads one ("with Mina", "the invoice to
Daniel", 「민아 씨」 — not "tickets to Busan", the plumber or a weekday). A write that does not
leave the file so, or writes another file, is refused in one line with the write that does it
(rewritten.py), and the loop makes it when the turn ends with such a line left (approval still
asked). Not the named lines kept ('keep only'), a question, two files, or a file where every
line or none would go (the reading can miss; nothing is guessed then).
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import people_named, placement, rewritten
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
_DELETE = people_named.DELETE_WORDS
# a line that names a person: "a person's name", "mention someone by name", 「사람 이름이 들어간」
_PERSON_NAMED = re.compile(
    r"\b(?:person|people|someone|somebody|anyone|anybody)(?:'s|’s|s')?\s+names?\b"
    r"|\bnames?\s+of\s+(?:a\s+|any\s+)?(?:person|people|someone|anyone)\b"
    r"|\bmention(?:s|ing)?\s+(?:someone|somebody|anyone|anybody|a\s+person|people)\s+by\s+name\b"
    r"|\bname\s+(?:someone|somebody|anyone|a\s+person|people)\b"
    r"|\b(?:someone|somebody|anyone|a\s+person|people)\s+by\s+name\b"
    r"|사람\s*(?:의\s*)?이름|인명|이름이\s*(?:들어간|나오는|나온|있는|적힌|들어 있는)",
    _I,
)
# the named lines kept, the others deleted: the opposite
_KEEP_THEM = re.compile(r"\bkeep\s+only\b|\bonly\s+keep\b|\bexcept\b|만\s*남|만\s*두고|빼고", _I)
_ASKS = re.compile(r"^\s*(?:how|what|which|why|should|can i|is|does)\b|어떻게|방법|뭐야|\?\s*$", _I)


def delete_asked(request: str) -> str | None:
    """The note file whose lines naming a person a request deletes, or None."""
    text = URL.sub(" ", request)
    plain = FILE_NAME.sub(" FILE ", text)
    if _ASKS.search(plain) or _KEEP_THEM.search(plain):
        return None
    if not (_DELETE.search(plain) and _PERSON_NAMED.search(plain)):
        return None
    names = list(dict.fromkeys(FILE_NAME.findall(text)))
    return names[0] if len(names) == 1 else None


def without_named(text: str) -> str | None:
    """The text with each line that names a person taken out, the others in order; None when
    none or every one does (no line named is nothing to do; every line, a misreading)."""
    lines = text.split("\n")
    kept = [line for line in lines if not people_named.names_in(line)]
    written = [line for line in lines if line.strip()]
    gone = len(lines) - len(kept)
    if gone == 0 or gone == len(written):
        return None
    return "\n".join(kept)


def _goal(request: str, workdir: Path | None) -> rewritten.Goal | None:
    name = delete_asked(request)
    if name is None or workdir is None:
        return None
    text = placement.small_text(workdir / name)
    if text is None:
        return None
    goal = without_named(text)
    return (name, text, text if goal is None else goal)


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The write that takes the lines out; None when none is left, or none is asked."""
    return rewritten.right_call(_goal(request, workdir))


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write does not take out just the lines naming a person (with the write that
    does); None when no line names one (nothing is known to refuse then)."""
    found = _goal(request, workdir)
    if found is None or found[1] == found[2]:
        return None
    return rewritten.misplaced(
        found, tool, arguments, "without the lines that name a person, the rest in order"
    )


CORRECTION = "That is not done: the lines of {path} that name a person are still there."
