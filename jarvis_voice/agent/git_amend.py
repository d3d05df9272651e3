"""A file's change folded into the last commit (an amend of that file alone): "I forgot to put
my todo.md change into the last commit. Can you fold it into that commit?", "amend the last
commit with notes.txt", 「방금 커밋에 todo.md 변경도 넣어 줘」.

fresh40 git-85 edited an unrelated todo.csv — a write nobody asked for — ran `git log -1` and
answered with the commit's hash: no amend, and a claim of nothing true. The files are read from
the request; a write of a file (unless a change is asked too), a `git add` of more, a new commit
(not an amend) or `commit -a` is refused with the command that amends with the files alone, and
the loop runs it when the turn ends with a file's change still outside the last commit
(approval is still asked). An amend made that the answer does not tell is said from git.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from jarvis_voice.agent.git_commit import adds_more_than, paths_of
from jarvis_voice.agent.git_read import git_output
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL
from jarvis_voice.agent.tool_kinds import FILE_WRITERS

_I = re.IGNORECASE
# the last commit: "the last commit", "my latest commit", "that commit" (once the last is
# said), 「마지막 커밋」, 「방금 커밋」, 「최근 커밋」, 「직전 커밋」
_LAST = re.compile(
    r"\b(?:last|latest|previous|most recent|recent|that)\s+commit\b|\bHEAD\b"
    r"|(?:마지막|방금|최근|직전|아까|바로\s*전)\S*\s*(?:한\s*)?커밋",
    _I,
)
# the change put into it: "fold it into", "amend", "add it to", "include", "squash into",
# 「넣어」, 「포함」, 「합쳐」, 「추가해」
_FOLD = re.compile(
    r"\b(?:fold|amend|squash|slip|sneak|tuck)\w*\b"
    r"|\b(?:add|put|include|get|roll|stick)\w*\b[^.?!]{0,40}?\b(?:into|in|to)\s+"
    r"(?:the|that|my|this)\s+(?:(?:last|latest|previous|most recent|same)\s+)?commit\b"
    r"|커밋\S*\s*(?:에|안에|속에|에다)\s*(?:\S+\s+){0,4}?\S*(?:넣어|넣|포함|합쳐|합치|추가|같이\s*넣)",
    _I,
)
# a question, a plan, or the amend refused: "how do I amend?", "don't amend", 「새 커밋으로」
_ASKS = re.compile(
    r"^\s*(?:how|what|which|why|when|is|are|does|did|was|were|should)\b|\bhow (?:do|can) i\b"
    r"|\bdon'?t amend|\bback\b|되돌|원래|\bnew commit\b|\bseparate commit\b"
    r"|새\s*커밋|따로\s*커밋|어떻게|뭐야|방법",
    _I,
)
# the file's text changed too: "fix the typo in notes.txt and fold it into the last commit"
_TEXT_CHANGED = re.compile(
    r"\b(?:fix|edit|change (?:the|a|its)|update|write|append|remove|delete|replace|rename)\b"
    r"|고쳐|고치|수정|바꿔|바꾸|지워|지우|적어|써\s*(?:줘|주)",
    _I,
)
_GIT_COMMIT = re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?commit\b")
_AMENDED = re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?commit\b[^;&|]*--amend\b")


def amend_files(request: str) -> tuple[str, ...]:
    """The files a request folds into the last commit, or () when it asks no such amend."""
    text = URL.sub(" ", request)
    plain = FILE_NAME.sub(" FILE ", text)
    if not _LAST.search(plain) or not _FOLD.search(plain) or _ASKS.search(plain):
        return ()
    return tuple(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text)))


def command(files: tuple[str, ...]) -> str:
    """`git add` of the files and an amend of the last commit with them alone, its message kept
    (other staged files stay staged)."""
    paths = " ".join(shlex.quote(name) for name in files)
    return f"git add -- {paths} && git commit --amend --no-edit -- {paths}"


def misplaced(request: str, tool: str, arguments: object) -> str | None:
    """Why a call does not fold only the files asked into the last commit (a file written, more
    added, a new commit, every change committed), with the command that does; None otherwise."""
    files = amend_files(request)
    if not files or not isinstance(arguments, dict):
        return None
    named = ", ".join(files)
    use = f"; use bash with `{command(files)}`"
    if tool in FILE_WRITERS:
        if _TEXT_CHANGED.search(FILE_NAME.sub(" FILE ", request)):
            return None
        return f"not run: the request folds {named} into the last commit as it is, not a write{use}"
    raw = arguments.get("command")
    if tool != "bash" or not isinstance(raw, str):
        return None
    wanted = {Path(name).as_posix() for name in files}
    for part in re.split(r"[;&|]+", raw):
        try:
            words = shlex.split(part)
        except ValueError:
            continue
        if adds_more_than(part, words, wanted):
            return f"not run: that adds more than {named}{use}"
        if not (_GIT_COMMIT.search(part) and "commit" in words):
            continue
        args = words[words.index("commit") + 1 :]
        if "--amend" not in args:
            return f"not run: the request folds {named} into the last commit, not a new one{use}"
        if any(w in ("-a", "--all") or re.fullmatch(r"-a[a-z]*", w) for w in args):
            return f"not run: that amends with every changed file, not {named} alone{use}"
        paths = paths_of(args)
        if paths and any(Path(p).as_posix() not in wanted for p in paths):
            return f"not run: that amends with more than {named}{use}"
    return None


def _pending(workdir: Path, name: str) -> bool:
    return bool(git_output(workdir, "status", "--porcelain", "--", name))


def amend_missing(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The amend when the turn ends with a file's change still outside the last commit; None
    when it is in, no commit is here, or a file named is not here."""
    files = amend_files(request)
    if not files or workdir is None:
        return None
    if git_output(workdir, "rev-parse", "--verify", "-q", "HEAD") is None:
        return None
    if not all((workdir / name).exists() for name in files):
        return None  # no such file: the model's answer says so, nothing is guessed
    if not any(_pending(workdir, name) for name in files):
        return None  # nothing left to fold in: never an empty amend
    return "bash", {"command": command(files)}


# an answer that tells the amend: "amended", "folded into", 「마지막 커밋에 넣었습니다」
_SAYS_AMENDED = re.compile(
    r"(?<!not )(?<!n't )\b(?:amended|folded|added (?:it |the change )?to the (?:last|latest))"
    r"|커밋에\s*(?:\S+\s+){0,3}?(?:넣었|포함(?:했|시켰|됐|되었)|합쳤|추가(?:했|됐|되었))",
    _I,
)
AMENDED = "Folded {files} into the last commit '{subject}' (now {short}); nothing else changed."
AMENDED_KO = (
    "{files}의 변경을 마지막 커밋 '{subject}'에 넣었습니다(이제 {short}). 다른 것은 그대로입니다."
)
CORRECTION_UNAMENDED = "That is not done: {files} is not in the last commit. Run `{command}`."


def amend_misstated(
    request: str, answer: str, done: list[CallOutcome], workdir: Path | None, lang: str
) -> str | None:
    """What was done, when an amend ran this turn and left the files in the last commit but the
    answer does not say so (git-85's 'The last commit is 0e71c9f.'); None otherwise."""
    files = amend_files(request)
    if not files or workdir is None or _SAYS_AMENDED.search(answer):
        return None
    ran = any(
        o.call.name == "bash"
        and not o.result.is_error
        and _AMENDED.search(str(o.call.arguments.get("command", "")))
        for o in done
        if isinstance(o.call.arguments, dict)
    )
    touched = (git_output(workdir, "show", "--name-only", "--format=", "HEAD") or "").split()
    if not ran or any(
        _pending(workdir, name) or Path(name).as_posix() not in touched for name in files
    ):
        return None
    subject = git_output(workdir, "log", "-1", "--format=%s") or ""
    short = git_output(workdir, "rev-parse", "--short", "HEAD") or "HEAD"
    said = AMENDED_KO if lang == "ko" else AMENDED
    return said.format(files=", ".join(files), subject=subject, short=short)
