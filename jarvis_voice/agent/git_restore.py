"""A file put back as a commit has it: its change thrown away, nothing else touched.

fresh37 git-79 ("I don't want the change I made to todo.md anymore. Put it back the way it was
in the last commit.") wrote "buy milk" into todo.md and answered from `git log`: the change was
kept and a line the person never asked for was added. The file and the commit are read from
the request; a write of the file's text, a commit, a revert, a hard reset, a stash or a
restore of other files is refused with the `git restore` that does it, and the loop runs that
command when the turn ends with the file still unlike the commit's (approval is still asked).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.agent import git_kept_change
from jarvis_voice.agent.git_read import git_returncode
from jarvis_voice.agent.tool_kinds import FILE_WRITERS

_I = re.IGNORECASE
# a file's path as said ("todo.md", "src/app.py"); a Korean particle may follow it
_FILE = re.compile(
    r"(?<![A-Za-z0-9_/.-])(?:[\w.-]+/)*[\w.-]*\w\.[A-Za-z0-9]{1,8}(?![A-Za-z0-9_-])"
    r"|(?<![A-Za-z0-9_])(?:README|Makefile|Dockerfile|LICENSE)(?![A-Za-z0-9_])"
)
# put back: "put it back the way it was", "restore todo.md", "revert todo.md", "discard my
# changes to todo.md", "undo the edits", 「되돌려」, 「돌려놔」, 「원래대로」, 「변경 취소」
_BACK = re.compile(
    r"\b(?:put|set|bring|change|get|turn)\s+(?:it|them|\S+\.\w+)?\s*back\b|\bback to\b"
    r"|\brestor(?:e|ing)\b|\brevert(?:ing)?\b|\breset(?:ting)?\b"
    r"|\b(?:discard|undo|drop|throw away|get rid of|lose|toss|scrap|roll back)\b"
    r"|\bdon'?t want (?:the|my|those|these|that) (?:\w+ )?(?:change|edit)s?\b"
    r"|되돌려|되돌리|돌려\s*(?:놔|놓|줘|주|둬)|돌려놔|돌려놓|원래\s*(?:대로|상태)|복원|복구"
    r"|(?:변경|수정|바꾼|고친)\S*\s*(?:\S+\s+)?(?:취소|버려|버리|없애|되돌)",
    _I,
)
# where it goes back to is a commit's (or the committed) version: not "put the milk back on
# the list" or "restore the backup from Dropbox"
# (an "undo" with no commit said may be the assistant's own undo of its last write: not git's)
_COMMITTED = re.compile(r"\bcommit(?:ted|s)?\b|\bHEAD\b|\bgit\b|커밋|깃", _I)
# the commit before the last one: "the previous commit", 「바로 전 커밋」, 「이전 커밋」
_BEFORE_LAST = re.compile(
    r"\b(?:previous|prior|preceding|second[- ]to[- ]last|one before the last)\s+commit\b"
    r"|\bcommit\s+before\s+(?:the\s+)?(?:last|latest|that)\b|\bHEAD~1?\b|\bHEAD\^"
    r"|(?:바로\s*)?(?:전|이전|직전)\s*커밋|커밋\s*(?:하나|한\s*개)\s*전",
    _I,
)
# a question about it, not a change: "how do I restore todo.md?", "can git undo a commit?"
_ASKS = re.compile(
    r"^\s*(?:how|what|which|why|when|is|are|does|did|was|were)\b|\bhow (?:do|can|would) i\b"
    r"|어떻게\s*(?:해|하|되)|뭐야|뭐가|뭔지|어느|있어\s*\??$|있나|했어\s*\?|됐어\s*\?",
    _I,
)
# not the file's own text put back: a commit undone, a branch, a file deleted or renamed,
# or a commit made as well
_OTHER = re.compile(
    r"\b(?:revert|undo)\s+(?:the|my|that|this)\s+(?:last\s+)?commit\b|\bbranch\b|브랜치"
    r"|\bstash\b|\bunstag|\bdelete\b|\brename\b|지워|삭제|이름"
    # a commit asked too is the model's to make, never refused here
    r"|\b(?:and|then)\s+commit\b|\bcommit\s+(?:it|them|this|that)\b|커밋(?:까지|도\s|해|하고)",
    _I,
)


@dataclass(frozen=True)
class Restore:
    files: tuple[str, ...]  # the files named, as said
    ref: str  # "HEAD", or "HEAD~1" for the commit before the last

    def command(self) -> str:
        # the index too when the last commit's copy is asked: a staged change is thrown away
        # as well; an older copy lands in the working tree alone, nothing staged or committed
        where = "--staged --worktree" if self.ref == "HEAD" else "--worktree"
        paths = " ".join(shlex.quote(name) for name in self.files)
        return f"git restore --source={self.ref} {where} -- {paths}"


def restore_asked(request: str) -> Restore | None:
    """The files a request puts back as a commit has them, and that commit; or None."""
    plain = _FILE.sub("FILE", request)  # "todo.md"'s dot ends no sentence
    if not (_BACK.search(plain) and _COMMITTED.search(plain)) or _ASKS.search(plain):
        return None
    if _OTHER.search(plain):
        return None
    # the untracked files got rid of, or a change said to be kept, is no file put back: "get rid
    # of my untracked files, but keep the change I made to todo.md" (fresh46 git-97) restored
    # the one file it kept
    if git_kept_change.clean_asked(request) and not _BACK.search(
        git_kept_change.CLEAN.sub(" ", plain)
    ):
        return None
    kept = git_kept_change.kept_changes(request)
    if git_kept_change.ANY in kept:
        return None
    files = tuple(
        dict.fromkeys(m.group(0) for m in _FILE.finditer(request) if m.group(0) not in kept)
    )
    if not files:
        return None
    return Restore(files, "HEAD~1" if _BEFORE_LAST.search(request) else "HEAD")


def restore_files(request: str) -> tuple[str, ...]:
    asked = restore_asked(request)
    return asked.files if asked is not None else ()


# git commands that do more than put the file back: a commit, a revert commit, a reset of
# everything, a stash of every change, an untracked file cleaned
_GIT_OTHER = re.compile(
    r"\bgit\s+(?:-C\s+\S+\s+)?(?:commit|revert|stash|clean|reset\s+(?:\S+\s+)*--hard|merge|rebase"
    r"|cherry-pick|push|pull)\b"
)
_GIT_RESTORES = re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?(?:restore|checkout)\b")


def _paths_after(words: list[str]) -> list[str]:
    """The paths a `git restore` / `git checkout` names (after `--`, or its plain words)."""
    if "--" in words:
        return words[words.index("--") + 1 :]
    plain = [w for w in words if not w.startswith("-")]
    return [w for w in plain if "/" in w or "." in w or w in ("README", "Makefile")]


def misplaced(request: str, tool: str, arguments: object) -> str | None:
    """Why a call does not put only the files asked back (their text written anew, a commit,
    a reset of all, other files restored), with the command that does; None otherwise."""
    asked = restore_asked(request)
    if asked is None or not isinstance(arguments, dict):
        return None
    named = ", ".join(asked.files)
    use = f"; use bash with `{asked.command()}`"
    what = "the last commit" if asked.ref == "HEAD" else "the commit before the last"
    if tool in FILE_WRITERS:
        path = arguments.get("path")
        if isinstance(path, str) and Path(path).as_posix() in {
            Path(f).as_posix() for f in asked.files
        }:
            return (
                f"not run: the request asks to put {named} back as {what} has it, not new text{use}"
            )
        return None
    command = arguments.get("command")
    if tool != "bash" or not isinstance(command, str):
        return None
    if _GIT_OTHER.search(command):
        return f"not run: the request asks only to put {named} back as {what} has it{use}"
    wanted = {Path(f).as_posix() for f in asked.files}
    for part in re.split(r"[;&|]+", command):
        if not _GIT_RESTORES.search(part):
            continue
        try:
            words = shlex.split(part)
        except ValueError:
            continue
        paths = _paths_after(words)
        if not paths or any(
            p in (".", ":/", "*") or Path(p).as_posix() not in wanted for p in paths
        ):
            return f"not run: that restores more than {named}{use}"
    return None


def _differs(workdir: Path, ref: str, name: str) -> bool:
    """True when the working copy of `name` is not the one `ref` holds."""
    return git_returncode(workdir, "diff", "--quiet", ref, "--", name) == 1


def _in_commit(workdir: Path, ref: str, name: str) -> bool:
    return git_returncode(workdir, "cat-file", "-e", f"{ref}:{name}") == 0


def restore_missing(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The `git restore` of the files asked when the turn ends with one still unlike the
    commit's copy; None when all are back, or it is no such request (or no such file there)."""
    asked = restore_asked(request)
    if asked is None or workdir is None:
        return None
    if not all(_in_commit(workdir, asked.ref, name) for name in asked.files):
        return None  # not in that commit: the model's answer says so, nothing is guessed
    if not any(_differs(workdir, asked.ref, name) for name in asked.files):
        return None
    return "bash", {"command": asked.command()}


# an answer that says the file is back: git-79's "The last commit added sales data … To revert
# the change, you can use the following command:" after the restore told how, not what was done
_SAYS_BACK = re.compile(
    r"\b(?:restored|put back|reverted|discarded|back to|back the way|back as|undone|threw away"
    r"|thrown away)\b|되돌렸|되돌려\s*놓|돌려놓았|돌려놨|복원(?:했|되었|됐)|원래대로|버렸",
    _I,
)
_TELLS_HOW = re.compile(
    r"\byou (?:can|could|should|need to|may|might)\b|\bto (?:revert|restore|undo)\b"
    r"|하려면|(?:하|쓰|사용하)시면|할\s*수\s*있",
    _I,
)
RESTORED = "{files} is back as {what} has it; your other changes are untouched."
RESTORED_KO = "{files}을(를) {what} 상태로 되돌렸습니다. 다른 변경은 그대로입니다."


def restore_misstated(request: str, answer: str, workdir: Path | None, lang: str) -> str | None:
    """What was done, when the files asked are back as the commit has them and the answer
    says nothing of it or tells how to do it (git-79); None otherwise."""
    asked = restore_asked(request)
    if asked is None or workdir is None:
        return None
    if _SAYS_BACK.search(answer) and not _TELLS_HOW.search(answer):
        return None
    if not all(_in_commit(workdir, asked.ref, name) for name in asked.files):
        return None
    if any(_differs(workdir, asked.ref, name) for name in asked.files):
        return None
    files = ", ".join(asked.files)
    if lang == "ko":
        what = "마지막 커밋" if asked.ref == "HEAD" else "바로 전 커밋"
        return RESTORED_KO.format(files=files, what=what)
    what = "the last commit" if asked.ref == "HEAD" else "the commit before the last"
    return RESTORED.format(files=files, what=what)


CORRECTION_UNRESTORED = (
    "That is not done: {files} is not back as the commit has it. Run `{command}`."
)
