"""The people a named file mentions who are named in the project's other files too: "notes.txt에
이름이 나오는 사람 중에 다른 파일에도 이름이 나오는 사람이 있어? 있으면 누구고 어느 파일이야?",
"Is anyone I mention in notes.txt also named in another file?"

Part of grounding (`agent/grounding.py`). A small model read notes.txt alone, and people_named's
check sent its answer back for the file's own names only: the turn ended 「notes.txt에 이름으로
나오는 사람은 2명입니다: Mina, Daniel.」 (fresh46 files-98: Mina is in README.md too, Daniel in no
other file). The file's people are read by `people_named.names_in`; each is searched, as a whole
word, in the project's other text files (hidden folders and files, and big or binary files, left
out). An answer that leaves out a person found elsewhere, or one of their files, is sent back
with them; the fallback says them, and the people found nowhere else as not named there.
"""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

from jarvis_voice.agent import people_named

_I = re.IGNORECASE
# the other files asked about: 「다른 파일에도」, 「다른 파일에서도」, "in other files", "anywhere
# else", "elsewhere", "in another file", "also named in", "any of the other files"
_ELSEWHERE = re.compile(
    r"다른\s*(?:파일|문서|곳)|딴\s*(?:파일|데)|나머지\s*파일"
    r"|\b(?:other|another|different)\s+(?:files?|documents?|places?)\b|\banywhere\s+else\b"
    r"|\belsewhere\b|\bthe\s+rest\s+of\s+the\s+(?:files|project)\b",
    _I,
)
_SKIP_DIRS = frozenset({"node_modules", "__pycache__", "venv", "site-packages"})
_MAX_FILES = 2000
_MAX_BYTES = 2_000_000


def asked(request: str) -> str | None:
    """The file whose people the request asks about in the other files, or None."""
    noted = people_named.asked(request)
    return noted if noted is not None and _ELSEWHERE.search(request) else None


def _text_files(root: Path) -> list[Path]:
    """The project's text files below `root`, hidden ones and big or binary ones left out."""
    found: list[Path] = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in _SKIP_DIRS)
        for name in sorted(files):
            path = Path(folder) / name
            if name.startswith(".") or not path.is_file() or path.is_symlink():
                continue
            found.append(path)
            if len(found) >= _MAX_FILES:
                return found
    return found


def _read(path: Path) -> str | None:
    try:
        if path.stat().st_size > _MAX_BYTES:
            return None
        data = path.read_bytes()
    except OSError:
        return None
    return None if b"\0" in data[:4096] else data.decode("utf-8", errors="replace")


def places(noted: str, workdir: Path) -> list[tuple[str, list[str]]] | None:
    """Each person `noted` names, in order, with the other files (relative paths, sorted) that
    name them as a whole word; None when the file cannot be read."""
    text = _read(workdir / noted)
    if text is None:
        return None
    people = [name for name, _ in people_named.names_in(text)]
    found: dict[str, list[str]] = {name: [] for name in people}
    patterns = {name: re.compile(rf"(?<![\w]){re.escape(name)}(?![\w])") for name in people}
    own = (workdir / noted).resolve()
    for path in _text_files(workdir):
        if path.resolve() == own:
            continue
        other = _read(path)
        if other is None:
            continue
        for name, pattern in patterns.items():
            if pattern.search(other):
                found[name].append(path.relative_to(workdir).as_posix())
    return list(found.items())


def misread(
    request: str, answer: str, workdir: Path | None
) -> tuple[str, list[tuple[str, list[str]]]] | None:
    """(the file, its people with their other files) when the answer leaves out a person named
    elsewhere or one of that person's files — or, with no one named elsewhere, says no "no";
    None when it says them, or the request asks no such thing."""
    noted = asked(request) if workdir is not None else None
    if noted is None or workdir is None:
        return None
    people = places(noted, workdir)
    if not people:
        return None
    elsewhere = [(name, files) for name, files in people if files]
    if not elsewhere:
        said_none = re.search(r"\bno\b|\bnot\b|n't|\bnone\b|없|않|아니", answer, _I)
        return None if said_none else (noted, people)
    for name, files in elsewhere:
        if name not in answer or not all(_file_said(file, answer) for file in files):
            return noted, people
    return None


def _file_said(file: str, answer: str) -> bool:
    """The answer names `file` by its path or its own name."""
    return file in answer or Path(file).name in answer


def search(noted: str, people: list[tuple[str, list[str]]]) -> str:
    """The grep that shows each line of the project's other files naming one of the people
    (hidden files and binary ones left out), for the loop to run: an answer naming a file the
    turn never looked in rests on nothing the person can see."""
    names = " ".join(f"-e {shlex.quote(name)}" for name, _ in people)
    # no folder operand: grep -r reads the working folder, its paths without "./" ("." given
    # is itself a hidden folder to --exclude-dir='.*', and nothing is read)
    own = shlex.quote("^" + re.escape(noted) + ":")
    return f"grep -rnIwF --exclude-dir='.*' --exclude='.*' {names} | grep -vE {own} | sort"


def lines(people: list[tuple[str, list[str]]]) -> str:
    """'Mina: README.md; Daniel: no other file' for the correction."""
    return "; ".join(
        f"{name}: {', '.join(files) if files else 'no other file'}" for name, files in people
    )


CORRECTION = (
    "Searched the project's other files for each person {file} names: {lines}. Say who is also "
    "named elsewhere and in which file, and who is in no other file."
)


def fallback(noted: str, people: list[tuple[str, list[str]]], korean: bool) -> str:
    """The answer said from the search: the people named elsewhere with their files, then the
    others as named in no other file (each in a sentence of its own)."""
    elsewhere = [(name, files) for name, files in people if files]
    alone = [name for name, files in people if not files]
    if korean:
        found = "; ".join(f"{name}: {', '.join(files)}" for name, files in elsewhere)
        head = (
            f"{noted}에 나오는 사람 중 다른 파일에도 이름이 나오는 사람이 있습니다. {found}."
            if elsewhere
            else f"{noted}에 나오는 사람 중 다른 파일에도 이름이 나오는 사람은 없습니다."
        )
        alone_said = f" {', '.join(alone)}은(는) 다른 파일에는 나오지 않습니다."
        tail = alone_said if alone and elsewhere else ""
        return head + tail
    if not elsewhere:
        return f"No one {noted} names is named in any other file."
    said = "; ".join(f"{name} is also named in {', '.join(files)}" for name, files in elsewhere)
    tail = f" {', '.join(alone)}: not named in any other file." if alone else ""
    return f"Of the people {noted} names, {said}.{tail}"
