"""Files a request says not to delete are never deleted: 「파일 자체는 지우지 말고 추적만 안 되게」,
"remove it from git but don't delete the file", "keep the file on disk".

fresh41 git-88 ran `git rm notes.txt` for 「notes.txt는 git에서 빼 줘. 파일 자체는 지우지 말고」 —
the one thing the user said not to do. Whatever else a request asks, a delete (`rm`, `unlink`,
`shred`, `git rm` without `--cached`) of a file it says to keep is refused in one line. The files
kept are the ones named in the clause that says so, else every file it names (any file, when it
names none) — unless it also asks a delete of something, when only that clause's names are kept.
"""

from __future__ import annotations

import re
import shlex
from pathlib import PurePosixPath

from jarvis_voice.agent import command_argv
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
# the delete said not to happen: "don't delete", "without removing it", 「지우지 말고」,
# 「삭제하면 안 돼」, 「파일 자체는 남겨 둬」
_KEEP = re.compile(
    r"\b(?:don'?t|do not|never|without|not)\s+(?:actually\s+|really\s+)?"
    r"(?:delet|remov|eras|trash|wip)\w*"
    r"|\bkeep (?:the (?:actual )?file|the file itself|it|them|a copy)\b(?:\s+\w+){0,2}?\s*"
    r"(?:on (?:disk|my (?:computer|machine))|locally|around|in place|where it is)"
    r"|\bkeep the (?:actual )?file\b|\bleave the file\b"
    r"|(?:지우|삭제하|삭제되|없애|날리|버리)지\s*(?:말|마|않)|(?:지우|지워|삭제하|삭제)\S*\s*(?:면|지는)\s*안"
    r"|(?:파일|원본)\s*(?:은|는|자체는|자체)?\s*(?:그대로\s*)?(?:남겨|두고|둬|놔|유지)",
    _I,
)
# a delete asked besides: "delete the old log but keep notes.txt"; a removal from git is none
_DELETE = re.compile(
    r"\b(?:delete|remove|erase|rm)\b(?![^.,;]*\bfrom (?:git|the repo|the index|tracking|version)"
    r")|(?<![가-힣])(?:지워|삭제해|없애)",
    _I,
)
_CLAUSE = re.compile(r"[.!?](?=\s|$)|[;\n]|,\s|\bbut\b|\band\b|하고|지만|그리고|대신")
ANY = "*"  # no file named: every file is kept


def kept_files(request: str) -> list[str]:
    """The files a request says not to delete ([ANY] when it names none); [] when it says
    no such thing."""
    text = URL.sub(" ", request)
    keep = _KEEP.search(text)
    if keep is None:
        return []
    starts = [0, *(m.end() for m in _CLAUSE.finditer(text, 0, keep.start()))]
    ends = [m.start() for m in _CLAUSE.finditer(text, keep.end())]
    clause = text[starts[-1] : ends[0] if ends else len(text)]
    named = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(clause)))
    if named:
        return named
    elsewhere = _KEEP.sub(" ", text)
    if _DELETE.search(FILE_NAME.sub(" FILE ", elsewhere)):
        return []  # a delete asked of something; which file is kept is not said
    return list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text))) or [ANY]


def deleted_paths(tool: str, arguments: object) -> list[str]:
    """The paths a bash command deletes from disk: `rm`, `unlink`, `shred`, and `git rm`
    without `--cached` (which deletes the file as well as untracking it)."""
    command = arguments.get("command") if isinstance(arguments, dict) else None
    if tool != "bash" or not isinstance(command, str):
        return []
    deleted: list[str] = []
    for argv in command_argv.argvs(command):
        while argv and argv[0] in ("sudo", "command", "builtin", "env"):
            argv = argv[1:]
        if not argv:
            continue
        name = PurePosixPath(argv[0]).name
        if name in ("rm", "unlink", "shred"):
            deleted += [a for a in argv[1:] if not a.startswith("-")]
            continue
        git = command_argv.git_words(argv)
        if git is not None and git[:1] == ["rm"] and "--cached" not in git:
            deleted += [a for a in git[1:] if not a.startswith("-")]
    return deleted


def same_file(a: str, b: str) -> bool:
    return PurePosixPath(a.removeprefix("./")) == PurePosixPath(b.removeprefix("./"))


def delete_refused(request: str, tool: str, arguments: object) -> str | None:
    """Why a command is not run that deletes a file the request says to keep; None otherwise."""
    deleted = deleted_paths(tool, arguments)
    if not deleted:
        return None
    kept = kept_files(request)
    for target in deleted:
        for name in kept:
            if name == ANY or same_file(target, name) or PurePosixPath(target).name == name:
                said = target if name == ANY else name
                git = _GIT.search(request)
                hint = GIT_HINT.format(cached=shlex.quote(said)) if git else ""
                return REFUSED.format(name=said) + hint
    return None


REFUSED = "not run: the request says not to delete {name}; that deletes it"
# said beside git, the delete was meant as an untracking: the command that untracks alone
_GIT = re.compile(r"\bgit\b|깃|\btrack|추적|\brepo|저장소|\bindex\b|인덱스", _I)
GIT_HINT = (
    " (to stop git tracking it and keep the file, use bash with `git rm --cached -- {cached}`)"
)
