"""Uncommitted work stashed with the untracked files too: "Stash all my uncommitted work, the
untracked draft file included", 「새 파일까지 전부 stash 해 줘」, "git stash including untracked".

fresh42 git-89 ran a plain `git stash`, which leaves an untracked file in the folder, and said
the draft was stashed. The command is `git stash push --include-untracked`: a stash without
`-u`/`--include-untracked` (or `-a`/`--all`), or a delete or `git clean` of the files, is refused
in one line naming it, and the loop runs it when the turn ends with an untracked file still out
of the stash (approval is still asked).
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import command_argv, kept_files
from jarvis_voice.agent.git_read import git_output
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
_STASH = re.compile(r"\bstash\w*\b|스태[시쉬]", _I)
# the untracked files said to go in: "the untracked draft file included", "new files too",
# 「추적 안 되는 파일까지」, 「새 파일도」, -u
_UNTRACKED = re.compile(
    r"\buntracked\b|\bnew files?\b|\bnot (?:yet )?tracked\b|--include-untracked|(?<![\w-])-u\b"
    r"|추적\s*(?:안\s*(?:되|하)|되지\s*않|하지\s*않)\S*|새\s*파일|새로\s*만든\s*파일",
    _I,
)
# the untracked files kept out: "leave the untracked files", 「새 파일은 빼고」
_LEFT_OUT = re.compile(
    r"\b(?:except|but not|not the|without|leave|leaving|apart from)\b[^.!?]{0,30}"
    r"\b(?:untracked|new files?)\b"
    r"|(?:새\s*파일|추적\S*\s*(?:않는|안\s*되는)\s*파일)\S*\s*(?:은|는)?\s*(?:빼고|제외|말고|두고|남겨)",
    _I,
)
_ASKS = re.compile(
    r"^\s*(?:how|what|which|why|is|are|does|did|can i|should)\b|\bif (?:i|we)\b|어떻게|방법"
    r"|뭐야|하면\s|\?$",
    _I,
)
COMMAND = "git stash push --include-untracked"


def stash_asked(request: str) -> bool:
    """The request asks a stash that takes the untracked files too."""
    text = FILE_NAME.sub(" FILE ", URL.sub(" ", request))
    if _ASKS.search(text) or not _STASH.search(text) or _LEFT_OUT.search(text):
        return False
    if re.search(r"\bstash\s+(?:list|show|pop|apply|drop|clear)\b|stash\s*(?:목록|꺼내)", text, _I):
        return False
    return bool(_UNTRACKED.search(text))


def _untracked(workdir: Path) -> list[str]:
    status = git_output(workdir, "status", "--porcelain", "--untracked-files=all")
    return [line[3:] for line in (status or "").split("\n") if line.startswith("?? ")]


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a command stashes without the untracked files, or deletes them; None otherwise."""
    if tool != "bash" or not isinstance(arguments, dict) or not stash_asked(request):
        return None
    raw = arguments.get("command")
    if not isinstance(raw, str):
        return None
    use = f"; use bash with `{COMMAND}`"
    untracked = _untracked(workdir) if workdir is not None else []
    for path in kept_files.deleted_paths(tool, arguments):
        if any(kept_files.same_file(path, u) for u in untracked):
            return f"not run: that deletes {path}, which the request stashes{use}"
    for argv in command_argv.argvs(raw):
        words = command_argv.git_words(argv)
        if words is None:
            continue
        if words[:1] == ["clean"]:
            return f"not run: git clean deletes the untracked files the request stashes{use}"
        if words[:1] != ["stash"]:
            continue
        sub = words[1] if len(words) > 1 else ""
        if sub and not sub.startswith("-") and sub not in ("push", "save"):
            continue  # list, show, pop, apply: no stash made
        flags = set(words[1:])
        if not flags & {"-u", "--include-untracked", "-a", "--all"}:
            return f"not run: a stash without -u leaves the untracked files out{use}"
    return None


def stash_missing(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The stash command when the turn ends with an untracked file still out of the stash."""
    if workdir is None or not stash_asked(request) or not _untracked(workdir):
        return None
    return "bash", {"command": COMMAND}


CORRECTION = "That is not done: {files} is not in a stash yet. Run `{command}`."
