"""A committed file named in an answer to "which files were never committed?".

Part of grounding (`agent/grounding.py`, beside `agent/git_listings.py`'s listing of the files
in no commit). The listing's check sends back an answer that leaves a file out; one that puts
a committed file in ("draft.txt and report.py have never been committed" when report.py is in
the last commit) read the listing no better, and went through. The files in the last commit
are git's own (`git ls-tree`), and a clause that names one of them without saying it is
committed (or while saying it is not) is that mistake.
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent.git_listings import Listing
from jarvis_voice.agent.git_read import git_output

_I = re.IGNORECASE
# the clauses of an answer: a sentence, a line, or a part joined by "but", 「…없고」, 「…지만」
_CLAUSE_END = re.compile(
    r"[.!?。;](?=\s|$)|\n|,?\s*\b(?:but|however|while|whereas)\b|지만|반면|는데"
    r"|(?<=[없않])고(?=\s|,)|(?<=[없않])으며|(?<=[없않])며(?=\s|,)"
)
# a clause that says a file is in no commit: "never committed", "not tracked", 「커밋 안 된」
_NOT_IN_A_COMMIT = re.compile(
    r"\b(?:never|not|n't)\b[^.,;:]{0,25}?\b(?:committed|tracked|checked in|added|in (?:a|any) "
    r"commit)|\buntracked\b|\bignored\b|\bin no commits?\b|\bno commits?\b|\bstaged\b"
    r"|커밋\S*\s*(?:안|않|되지|하지|적\s*(?:이|은)?\s*(?:한\s*번도\s*)?없)|한\s*번도|추적\s*(?:안|되지|하지)"
    r"|무시|스테이징",
    _I,
)
# a clause that says a file is committed: "report.py is tracked", 「report.py는 커밋돼 있어요」
_IN_A_COMMIT = re.compile(
    r"\b(?:committed|tracked|checked in|in (?:a|the|every|each|some) commits?|in git|ls-files)\b"
    r"|커밋|추적|올라가|올라간",
    _I,
)
# a clause that sets a file apart: "report.py is not one of them", "every file but report.py"
_APART = re.compile(r"\bnot\b|n't\b|\bexcept\b|\bother than\b|아니|아닌|빼고|제외|말고|외에", _I)
_EXCEPT = re.compile(r"\bexcept\b|\bother than\b|\bapart from\b|빼고|제외|말고|외에", _I)


def committed_files(workdir: Path) -> list[str]:
    """The files of the last commit in `workdir` (none when it is no repository)."""
    listed = git_output(
        workdir, "-c", "core.quotePath=false", "ls-tree", "-r", "--name-only", "HEAD"
    )
    return listed.splitlines() if listed else []


def _said(path: str, text: str) -> bool:
    """The file is named in `text`: its path, or its name alone ("app.py" for src/app.py); a
    Korean particle may follow it ("report.py랑")."""
    return any(
        re.search(rf"(?<![A-Za-z0-9_./-]){re.escape(said)}(?![A-Za-z0-9_-])", text, _I)
        for said in (path, path.rsplit("/", 1)[-1])
    )


def said_as_never(listing: Listing, answer: str, committed: list[str]) -> list[str]:
    """The committed files the answer names as never committed: in a clause that says they are
    in no commit, or one that says nothing of commits (a list of names under the question)."""
    if listing.kind != "never":
        return []
    names = {path.rsplit("/", 1)[-1].casefold() for path in listing.named}
    clauses = _CLAUSE_END.split(answer)
    wrong = []
    for path in committed:
        if path in listing.named or path.rsplit("/", 1)[-1].casefold() in names:
            continue  # a never-committed file of the same name is the one said
        for clause in clauses:
            if not _said(path, clause):
                continue
            if _EXCEPT.search(clause):
                continue  # "every file except report.py is …"
            neutral = not _IN_A_COMMIT.search(clause) and not _APART.search(clause)
            if _NOT_IN_A_COMMIT.search(clause) or neutral:
                wrong.append(path)
                break
    return wrong


CORRECTION = (
    "That answer names {committed} as never committed, but {verb} in the last commit. Name "
    "exactly the files the command's output lists as never committed (in no commit): {named}."
)


def correction(listing: Listing, wrong: list[str]) -> str:
    verb = "it is" if len(wrong) == 1 else "they are"
    named = ", ".join(listing.named) or "none"
    return CORRECTION.format(committed=", ".join(wrong), verb=verb, named=named)
