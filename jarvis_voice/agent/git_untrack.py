"""A file taken out of git and kept on disk: 「notes.txt는 git에서 빼 줘. 파일 자체는 지우지 말고
추적만 안 되게.」, "stop tracking notes.txt", "untrack config.env but keep it locally".

fresh41 git-88 ran `git rm notes.txt`, deleting the file the user said to keep, and answered
that it was taken out of git. The right command is `git rm --cached -- FILE`: a delete, a write
of the file, a `git add` that tracks it again, an assume-unchanged flag (git still tracks it) or
a commit nobody asked for is refused in one line naming it, and the loop runs it when the turn
ends with the file still in git's index (approval is still asked).
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from jarvis_voice.agent import command_argv, git_kept_change, kept_files
from jarvis_voice.agent.git_read import git_output, git_returncode
from jarvis_voice.agent.request_words import FILE_NAME, URL
from jarvis_voice.agent.tool_kinds import FILE_WRITERS

_I = re.IGNORECASE
# untracking said outright: "untrack", "stop tracking", 「추적만 안 되게」, 「추적 해제」
_UNTRACK = re.compile(
    r"\buntrack\b|\bstop (?:git )?tracking\b|\bno longer (?:be )?track|\bnot (?:be )?tracked\b"
    r"|--cached\b|추적\S*\s*(?:안\s*(?:되|하)|않|하지\s*않|되지\s*않|중지|해제|멈|끊|제외|빼|그만)"
    r"|추적\s*(?:대상)?에서\s*(?:빼|제외)",
    _I,
)
# taken out of git, which alone may mean deleted too: 「git에서 빼 줘」, "remove X from git"
_FROM_GIT = re.compile(
    r"\b(?:remove|take|drop|get)\b[^.!?]{0,60}?\b(?:from|out of)\s+(?:git|the repo(?:sitory)?"
    r"|version control|the index|source control)\b"
    r"|(?:git|깃|저장소|버전\s*관리|인덱스)\s*에서(?:는)?\s*(?:빼|제외|지워|삭제|내려)",
    _I,
)
_ASKS = re.compile(
    r"^\s*(?:how|what|which|why|is|are|does|did|can i|should)\b|\bhow (?:do|can) i\b"
    r"|어떻게|방법|뭐야|될까\s*\??$|돼\s*\?",
    _I,
)
# a commit asked with it: "and commit", 「커밋까지 해」; 「커밋은 나중에 내가 할게」 is none
_COMMIT_ASKED = re.compile(
    r"\b(?:and|then)\s+commit\b|\bcommit (?:it|that|the change)\b(?! later)"
    r"|커밋\s*(?:까지|도)\s*(?:해|하)|(?:하고|한\s*다음|뒤에)\s*커밋\s*해",
    _I,
)


def command(path: str) -> str:
    return f"git rm --cached -- {shlex.quote(path)}"


def untracked_file(request: str) -> str | None:
    """The one file a request takes out of git and keeps on disk; None otherwise."""
    text = URL.sub(" ", request)
    if _ASKS.search(text):
        return None
    # the untracked files deleted is a clean, no file untracked: 「추적 안 되는 파일은 지워 줘.
    # todo.md 고친 건 그대로 두고」 (fresh46 git-97's Korean) read todo.md as untracked
    if git_kept_change.clean_asked(text):
        return None
    plain = FILE_NAME.sub(" FILE ", text)
    if not (_UNTRACK.search(plain) or (_FROM_GIT.search(plain) and kept_files.kept_files(text))):
        return None
    names = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text)))
    return names[0] if len(names) == 1 else None


def misplaced(request: str, tool: str, arguments: object) -> str | None:
    """Why a call deletes, rewrites or re-adds the file, or commits unasked (with the command
    that untracks it); None otherwise."""
    path = untracked_file(request)
    if path is None or not isinstance(arguments, dict):
        return None
    use = f"; use bash with `{command(path)}`"
    if tool in FILE_WRITERS:
        return f"not run: the request keeps {path} as it is and only stops git tracking it{use}"
    raw = arguments.get("command")
    if tool != "bash" or not isinstance(raw, str):
        return None
    if any(kept_files.same_file(t, path) for t in kept_files.deleted_paths(tool, arguments)):
        return f"not run: that deletes {path}, which the request keeps on disk{use}"
    for argv in command_argv.argvs(raw):
        words = command_argv.git_words(argv)
        if words is None:
            continue
        verb = words[0] if words else ""
        if verb == "add" and ({".", "-A", "--all", "*"} | {path, f"./{path}"}) & set(words):
            return f"not run: git add tracks {path} again{use}"
        if verb == "update-index" and {"--assume-unchanged", "--skip-worktree"} & set(words):
            return f"not run: that only hides {path}'s changes; git still tracks it{use}"
        if verb == "commit" and not _COMMIT_ASKED.search(request):
            return f"not run: the request asks no commit{use}"
    return None


def untrack_missing(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The untracking command when the turn ends with the file still in git's index."""
    path = untracked_file(request)
    if path is None or workdir is None:
        return None
    if git_returncode(workdir, "ls-files", "--error-unmatch", "--", path) != 0:
        return None  # not tracked (or no repository): nothing to take out
    return "bash", {"command": command(path)}


CORRECTION = "That is not done: git still tracks {path}. Run `{command}`."


# an answer that tells the file is kept, or only untracked: 「파일은 그대로 남아 있습니다」, "no
# longer tracked"; 「git에서 삭제했습니다」 alone reads as the file deleted (git-88's answer)
_SAYS_KEPT = re.compile(
    r"\bkept\b|\bstill (?:there|on disk|in (?:the|your) folder)|\bon disk\b|\buntrack"
    r"|\bno longer (?:be )?track|\bstopped tracking|\bnot (?:be )?tracked|남아|그대로|추적",
    _I,
)
UNTRACKED = "git no longer tracks {path}{staged}; the file itself is still here, unchanged."
UNTRACKED_KO = (
    "{path}은(는) 이제 git이 추적하지 않습니다{staged}. 파일 자체는 그대로 남아 있습니다."
)
_STAGED = " (its removal is staged, not committed)"
_STAGED_KO = "(삭제가 스테이징만 되었고 커밋은 하지 않았습니다)"


def untrack_misstated(request: str, answer: str, workdir: Path | None, lang: str) -> str | None:
    """What was done, from git, when the file is untracked and still on disk but the answer
    says neither (「git에서 삭제했습니다」 reads as the file deleted)."""
    path = untracked_file(request)
    if path is None or workdir is None or _SAYS_KEPT.search(answer):
        return None
    if not (workdir / path).is_file():
        return None
    if git_returncode(workdir, "ls-files", "--error-unmatch", "--", path) != 1:
        return None  # still tracked (the loop runs the command), or no repository
    staged = path in (git_output(workdir, "diff", "--cached", "--name-only") or "").split("\n")
    if lang == "ko":
        return UNTRACKED_KO.format(path=path, staged=_STAGED_KO if staged else "")
    return UNTRACKED.format(path=path, staged=_STAGED if staged else "")
