"""Questions about the files beside a named one: "What other files are in the same folder as
usage.md?", "usage.md 있는 폴더에 또 뭐가 있어?".

The named file may sit in a folder below this one. A small model found it, read it and
described the file instead (fresh17 files-39). Grounding makes the two look-ups the question
needs: where the file is (a `find` by its name, unless a call this turn already showed its
path) and then a listing of that folder, which the answer reads.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from typing import Any

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL, argument_text

_I = re.IGNORECASE
_BESIDE = re.compile(
    r"\bsame (?:folder|directory|dir)\b|\b(?:beside|next to|alongside)\b"
    r"|\b(?:folder|directory) (?:that |which )?(?:holds|has|contains|with)\b"
    r"|같은\s*(?:폴더|디렉|경로|위치)|(?:있는|들어\s*있는|들어간)\s*(?:폴더|디렉)|옆에",
    _I,
)
# what is there, not a change made there ("save it in the same folder as notes.txt")
_ASKS_WHAT = re.compile(r"\bfiles?\b|\bwhat(?:'s| is| else)?\b|파일|뭐|무엇|뭣", _I)
_CHANGE = re.compile(
    r"\b(?:save|write|copy|move|create|make|put|add)\b|저장|복사|옮겨|옮기|만들|넣어|추가", _I
)
FIND_COMMAND = "find . -name {name} -not -path './.git/*'"
CORRECTION_FIND = "Find where {name} is first: use bash with `{command}`."
CORRECTION_LIST = 'The files beside {name} are in {folder}: use list_dir with path "{folder}".'

Call = tuple[str, dict[str, Any]]


def file_asked_beside(request: str) -> str | None:
    """The file whose folder a question asks about, or None."""
    text = " ".join(URL.sub(" ", request).split())
    named = FILE_NAME.search(text)
    if named is None or not _BESIDE.search(text) or not _ASKS_WHAT.search(text):
        return None
    return None if _CHANGE.search(text) else named.group(0)


def beside_call(request: str, done: Sequence[CallOutcome]) -> tuple[str, Call] | None:
    """(the correction, the call to make) while the folder beside the named file is unlisted;
    None once it is listed, or when the question is not about it."""
    name = file_asked_beside(request)
    if name is None:
        return None
    base = name.rsplit("/", 1)[-1]
    folders = {name.rsplit("/", 1)[0]} if "/" in name else _folders_shown(base, done)
    if len(folders) == 1:
        folder = folders.pop()
        if _listed(folder, done):
            return None
        return (
            CORRECTION_LIST.format(name=base, folder=folder),
            ("list_dir", {"path": folder}),
        )
    command = FIND_COMMAND.format(name=shlex.quote(base))
    if folders or any(command in argument_text(o) for o in done):
        return None  # in several folders, or nowhere: the answer says so
    return CORRECTION_FIND.format(name=base, command=command), ("bash", {"command": command})


def _folders_shown(base: str, done: Sequence[CallOutcome]) -> set[str]:
    """The folders holding `base` that this turn's calls showed: a path a call used (read_file
    of docs/usage.md) or a found one (`find`, glob). Not a listing's "docs/ (a.md, b.md)"."""
    path = re.compile(rf"(?:^|[\s'\"])(?:\./)?((?:[\w.-]+/)*){re.escape(base)}(?=$|[\s'\"])", re.M)
    folders: set[str] = set()
    for outcome in done:
        if outcome.result.is_error:
            continue
        name = outcome.call.name
        text = argument_text(outcome) if name == "read_file" else outcome.result.content
        if name in ("read_file", "bash", "glob"):
            folders |= {found[1].rstrip("/") or "." for found in path.finditer(text)}
    return folders


def _listed(folder: str, done: Sequence[CallOutcome]) -> bool:
    """A listing of `folder` this turn: list_dir of it, or an `ls` naming it."""
    wanted = _plain(folder)
    for outcome in done:
        if outcome.result.is_error:
            continue
        if outcome.call.name == "list_dir":
            arguments = outcome.call.arguments
            path = str(arguments.get("path") or ".") if isinstance(arguments, dict) else "."
            if _plain(path) == wanted:
                return True
        if outcome.call.name == "bash" and re.search(
            rf"\bls\b[^|;&]*\s(?:\./)?{re.escape(wanted)}/?(?:\s|$)", argument_text(outcome)
        ):
            return True
    return False


def _plain(folder: str) -> str:
    """"./docs/" → "docs", "./" → "." (a dot folder keeps its dot)."""
    return folder.removeprefix("./").strip("/") or "."
