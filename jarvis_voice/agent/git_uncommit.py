"""The last commit undone with its changes kept in the files: 「마지막 커밋은 없던 걸로 해 줘.
대신 그 커밋에서 고친 내용은 날리지 말고 파일에 그대로 남겨 둬.」, "undo my last commit but keep
the changes", "uncommit the last commit, leave the files as they are".

fresh40 git-86 ran `git reset HEAD~1` — right — and answered 「최근 커밋은 없었습니다」, a
falsehood: there was one, and it is undone now. A hard reset, a revert, a restore or a write is
refused in one line with `git reset --soft HEAD~1`, the loop runs that when the turn ends with no
reset made, and once a reset ran this turn an answer that does not say the commit is undone and
its changes kept (or says there was none) is said again from git: the commit the reflog names
and the files it changed, now left changed.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from jarvis_voice.agent.git_read import git_output
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.tool_kinds import FILE_WRITERS

_I = re.IGNORECASE
# the last commit undone: "undo my last commit", "uncommit", "take back the last commit",
# 「마지막 커밋은 없던 걸로」, 「최근 커밋 취소해」, 「방금 커밋 되돌려」
_UNDO = re.compile(
    r"\b(?:undo|cancel|take back|roll back|back out|remove|drop|scrap)\s+(?:my |the |that )?"
    r"(?:last|latest|most recent|previous)\s+commit\b|\buncommit\b|\bsoft reset\b"
    r"|(?:마지막|최근|방금|직전)\s*커밋\S*\s*(?:\S+\s+){0,2}?"
    r"(?:없던\s*(?:걸로|것으로|일로)|취소|되돌|무르|물러|없애)"
    # the commit named first, then undone as "it": "I want to redo my last commit. Undo it, but
    # keep …" (fresh43 git-91), 「마지막 커밋 다시 하고 싶어. 그거 취소하고 …」
    r"|\b(?:last|latest|most recent|previous)\s+commit\b[^\n]{0,60}?"
    r"\b(?:undo|uncommit|cancel|take back|roll back|back out|scrap)\s+(?:it|that)\b"
    r"|(?:마지막|최근|방금|직전)\s*커밋[^\n]{0,40}?(?:그거|그걸|그것|그\s*커밋)\S*\s*"
    r"(?:없던\s*(?:걸로|것으로|일로)|취소|되돌|무르|물러|없애)",
    _I,
)
# its changes kept: "keep the changes", "leave the files as they are", 「남겨」, 「날리지 말고」
_KEEP = re.compile(
    r"\bkeep(?:ing)?\b|\bleave\b|\bdon'?t (?:lose|throw|discard|delete)|\bwithout losing\b"
    r"|\bstay\b|남겨|날리지\s*말|유지|그대로|살려|버리지\s*말|잃지\s*말",
    _I,
)
_ASKS = re.compile(
    r"^\s*(?:how|what|which|why|when|is|are|does|did|can i|should)\b|\bhow (?:do|can) i\b"
    r"|어떻게|방법|뭐야|될까\s*\??$|돼\s*\?",
    _I,
)
COMMAND = "git reset --soft HEAD~1"
_RESET = re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?reset\b")
# what throws the changes away or keeps the commit: a hard reset, a revert, a restore, a checkout
_LOSES = re.compile(
    r"\bgit\s+(?:-C\s+\S+\s+)?(?:reset\b[^;&|]*--(?:hard|keep|merge)\b|revert\b|restore\b"
    r"|checkout\s+(?:\S+\s+)?--\s|stash\b|clean\b|commit\b)"
)


def uncommit_asked(request: str) -> bool:
    """True when a request undoes the last commit and keeps its changes in the files."""
    return bool(_UNDO.search(request) and _KEEP.search(request) and not _ASKS.search(request))


def misplaced(request: str, tool: str, arguments: object) -> str | None:
    """Why a call loses the commit's changes or does more than undo it (with the command that
    does it); None otherwise."""
    if not uncommit_asked(request) or not isinstance(arguments, dict):
        return None
    use = f"; use bash with `{COMMAND}`"
    if tool in FILE_WRITERS:
        return f"not run: the request undoes the last commit and keeps the files as they are{use}"
    raw = arguments.get("command")
    if tool == "bash" and isinstance(raw, str) and _LOSES.search(raw):
        return f"not run: that does not undo the last commit with its changes kept{use}"
    return None


def _reset_ran(done: list[CallOutcome]) -> bool:
    return any(
        o.call.name == "bash"
        and not o.result.is_error
        and isinstance(o.call.arguments, dict)
        and _RESET.search(str(o.call.arguments.get("command", "")))
        for o in done
    )


def uncommit_missing(
    request: str, done: list[CallOutcome], workdir: Path | None
) -> tuple[str, dict[str, str]] | None:
    """The soft reset when the turn ends with none made; None when one ran, or no commit is
    there to undo (a first commit has no parent)."""
    if not uncommit_asked(request) or workdir is None or _reset_ran(done):
        return None
    if git_output(workdir, "rev-parse", "--verify", "-q", "HEAD~1") is None:
        return None
    return "bash", {"command": COMMAND}


# an answer that tells it: the commit undone ("undid", "undone", 「취소했」, 「없던 걸로」) and
# not "there was no commit" (「커밋은 없었습니다」)
_SAYS_UNDONE = re.compile(
    r"\b(?:undid|undone|uncommitted|rolled back|reset|removed)\b"
    r"|취소(?:했|되었|됐|하였)|되돌렸|없던\s*(?:걸로|것으로)\s*(?:했|하였|처리)|없앴",
    _I,
)
_SAYS_NONE = re.compile(
    r"\bno (?:recent |last )?commits?\b|\bthere (?:was|were|is|are) no\b|\bnothing to undo\b"
    r"|커밋(?:은|이|는)?\s*없었|커밋(?:이|은)?\s*없습니다|없었습니다",
    _I,
)
UNDONE = (
    "Undid the last commit '{subject}' ({short}); its changes ({files}) are kept in the files, "
    "not committed."
)
UNDONE_KO = (
    "마지막 커밋 '{subject}'({short})을 취소했습니다. 그 커밋에서 고친 내용({files})은 "
    "커밋되지 않은 채 파일에 그대로 남아 있습니다."
)
# an answer that tells how to do it instead of what was done — worse, with the hard reset that
# throws the changes away ('To undo the last commit, you can use the `git reset` command with
# the `--hard` option.': fresh43 git-91, after the reset had run)
_ADVISES = re.compile(
    r"--hard\b|\byou (?:can|could|should|may) (?:use|run|type)\b|\bto undo\b|\buse the\b"
    r"|하려면|사용하면|사용하세요|사용할 수 있|실행하세요|실행하면|입력하세요",
    _I,
)
CORRECTION_NOT_UNDONE = "That is not done: the last commit is still there. Run `{command}`."


def uncommit_misstated(
    request: str, answer: str, done: list[CallOutcome], workdir: Path | None, lang: str
) -> str | None:
    """What was done, from git, when a reset ran this turn and the answer does not say the
    commit was undone, says there was none (git-86's 「최근 커밋은 없었습니다」) or tells how to
    do it (git-91's 'you can use … `--hard`')."""
    if not uncommit_asked(request) or workdir is None or not _reset_ran(done):
        return None
    told = _SAYS_UNDONE.search(answer) and not _SAYS_NONE.search(answer)
    if told and not _ADVISES.search(answer):
        return None
    undone = git_output(workdir, "log", "-1", "--format=%h%x00%s", "HEAD@{1}")
    if not undone or "\x00" not in undone:
        return None
    short, subject = undone.split("\x00", 1)
    parent = git_output(workdir, "rev-parse", "--verify", "-q", "HEAD@{1}~1")
    head = git_output(workdir, "rev-parse", "--verify", "-q", "HEAD")
    if parent is None or parent != head:
        return None  # HEAD is not the undone commit's parent: not what was asked, nothing said
    changed = (git_output(workdir, "diff", "--name-only", "HEAD", "HEAD@{1}") or "").split()
    files = ", ".join(shlex.quote(name) for name in changed) or "-"
    said = UNDONE_KO if lang == "ko" else UNDONE
    return said.format(subject=subject, short=short, files=files)
