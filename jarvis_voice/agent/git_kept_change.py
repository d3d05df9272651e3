"""Uncommitted changes a request says to keep are never thrown away by git, and the untracked
files it asks rid of are cleaned: "Use git to get rid of my untracked files, but keep the change
I made to todo.md", 「추적 안 되는 파일은 지워 줘. todo.md 고친 건 그대로 두고」.

fresh46 git-97 ran `git restore --source=HEAD --staged --worktree -- todo.md` for that request —
the one change it said to keep, lost — and answered that todo.md was back. A git call that undoes
a kept change (a restore or checkout of its file or of everything, a hard reset, a stash, a
delete, or a clean of a kept file that is untracked) is refused before it runs, in one line
naming `git clean -fd` (the request's own command), and the loop runs that clean when the turn
ends with an untracked file still there (approval is still asked).
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from jarvis_voice.agent import command_argv, kept_files
from jarvis_voice.agent.git_read import git_output
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
ANY = "*"  # no file named: every uncommitted change is kept

# the untracked files as said: "untracked files", "files git doesn't track", 「추적 안 되는 파일」
_UNTRACKED = (
    r"(?:\buntracked\b|\bnot (?:yet )?tracked\b|files? git (?:doesn'?t|does not) track"
    r"|추적\s*(?:안\s*(?:되|하)|되지\s*않|하지\s*않)\S*|트래킹\s*안\s*되\S*|언트랙\S*)"
)
# their removal: "get rid of my untracked files", "clean up the untracked files", "delete
# untracked files", "git clean", 「추적 안 되는 파일 지워 줘」, 「untracked 파일 정리해 줘」
CLEAN = re.compile(
    r"\b(?:get rid of|remove|delete|erase|clean(?:\s+(?:up|out))?|clear(?:\s+out)?|wipe(?:\s+out)?"
    r"|throw (?:away|out)|toss|trash|nuke|drop|purge)\b[^.!?;]{0,25}?"
    + _UNTRACKED
    + r"|"
    + _UNTRACKED
    + r"[^.!?;]{0,20}?(?:\bfiles?\b|파일)[^.!?;]{0,20}?"
    r"(?:\b(?:get rid of|remove|delete|clean|trash)\b"
    r"|지워|지우|삭제|정리|없애|날려|치워|청소)"
    r"|\bgit\s+clean\b(?!\s+-\w*n)",
    _I,
)
# a question, or a dry run: "what would git clean remove?" (git_answers shows that)
_ASKS = re.compile(
    r"^\s*(?:how|what|which|why|is|are|does|did|should|would)\b|\bif (?:i|we)\b|어떻게|방법"
    r"|뭐야|뭐가|하면\s|\bdry[- ]run\b|미리",
    _I,
)
# the change said to stay: "keep the change I made to todo.md", "keep my edits", "leave my
# changes (to X) alone", "don't lose/touch/discard my changes", 「todo.md 고친 건 그대로 둬」,
# 「수정한 건 남겨 줘」, 「변경 사항은 유지해」, 「바꾼 건 건드리지 마」
_KEEP = re.compile(
    r"\b(?:keep|save|preserve|leave)\s+(?:all\s+)?(?:the|my|those|these|that|any)?\s*"
    r"(?:\S+\s+){0,2}?(?:changes?|edits?|modifications?|work)\b"
    r"|\b(?:don'?t|do not|without)\s+(?:touch|los|discard|undo|revert|throw|reset|lose)\w*"
    r"\s+(?:away\s+)?(?:the|my|those|these|that|any)\s+(?:\S+\s+){0,2}?(?:changes?|edits?|work)\b"
    r"|(?:고친|수정한|바꾼|변경한|편집한|고쳐\s*놓은)\s*(?:것|거|건|내용)\S*"
    r"\s*(?:은|는)?\s*(?:그대로|남겨|유지|살려|두|놔|건드리지)"
    r"|(?:변경|수정)\s*(?:사항|내용)?\s*(?:은|는)\s*(?:그대로|남겨|유지|살려|건드리지)",
    _I,
)
_CLAUSE = re.compile(r"[.!?](?=\s|$)|[;\n]|,\s|\bbut\b|지만|그리고|대신|하고\s")


def kept_changes(request: str) -> list[str]:
    """The files whose uncommitted change the request says to keep ([ANY] when it names none
    in that clause); [] when it says no such thing."""
    text = URL.sub(" ", request)
    keep = _KEEP.search(FILE_NAME.sub(lambda m: "F" * len(m.group(0)), text))
    if keep is None:
        return []
    starts = [0, *(m.end() for m in _CLAUSE.finditer(text, 0, keep.start()))]
    ends = [m.start() for m in _CLAUSE.finditer(text, keep.end())]
    clause = text[starts[-1] : ends[0] if ends else len(text)]
    named = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(clause)))
    return named or [ANY]


def clean_asked(request: str) -> bool:
    """The request asks its untracked files removed (not a question or a dry run)."""
    text = FILE_NAME.sub(" FILE ", URL.sub(" ", request))
    return bool(CLEAN.search(text)) and not _ASKS.search(text)


def untracked(workdir: Path) -> list[str]:
    status = git_output(workdir, "status", "--porcelain", "--untracked-files=all")
    return [line[3:] for line in (status or "").split("\n") if line.startswith("?? ")]


def _kept(path: str, kept: list[str]) -> bool:
    if path in (".", ":/", "*", "./", ":"):
        return True  # everything, the kept file with it
    return ANY in kept or any(kept_files.same_file(path, k) for k in kept)


def clean_command(request: str, workdir: Path | None) -> str:
    """`git clean -fd`, with a kept file that is untracked left out by `-e`."""
    kept = kept_changes(request)
    spared = [
        u for u in (untracked(workdir) if workdir is not None else [])
        if ANY not in kept and any(kept_files.same_file(u, k) for k in kept)
    ]  # fmt: skip
    return " ".join(["git clean -fd", *(f"-e {shlex.quote(s)}" for s in spared)])


def _undoes(words: list[str], kept: list[str], stash_asked: bool) -> str | None:
    """What a git command's words do to a kept change (None when they leave it alone)."""
    sub, rest = (words[0], words[1:]) if words else ("", [])
    paths = (
        rest[rest.index("--") + 1 :] if "--" in rest else [w for w in rest if not w.startswith("-")]
    )
    if sub == "restore":
        staged_only = ("--staged" in rest or "-S" in rest) and not (
            "--worktree" in rest or "-W" in rest
        )
        if not staged_only and any(_kept(p, kept) for p in paths):
            return "that restores"
    # a forced checkout, or one of files (after `--`, or a word with a dot: not a branch)
    if sub == "checkout" and (
        "-f" in rest
        or "--force" in rest
        or any(_kept(p, kept) for p in paths if "--" in rest or "." in p)
    ):
        return "that checks out"
    if sub == "reset" and "--hard" in rest:
        return "a hard reset throws away"
    if sub == "stash" and not stash_asked:
        verb = rest[0] if rest and not rest[0].startswith("-") else "push"
        if verb in ("push", "save"):
            return "a stash takes away"
    if sub == "rm" and "--cached" not in rest and any(_kept(p, kept) for p in paths):
        return "that deletes"
    if sub == "clean" and ANY not in kept:
        return ""  # decided by the caller, which knows which kept files are untracked
    return None


# a commit asked too: "and commit", "commit it", 「커밋해」, 「커밋까지」
_COMMIT_ASKED = re.compile(r"\bcommit(?:ted)?\b(?!\s+(?:message|history|log))|커밋", _I)


def _adds_or_commits(request: str, words: list[str], workdir: Path | None) -> str | None:
    """Why a `git add` or `git commit` is not the clean asked (fresh46 git-97's model ran
    `git add --all && git commit`, which would have kept draft.txt in git for good); None when
    no clean is asked, a commit is asked too, or the call leaves the untracked files alone."""
    if not clean_asked(request) or _COMMIT_ASKED.search(CLEAN.sub(" ", request)):
        return None
    sub, rest = (words[0], words[1:]) if words else ("", [])
    if sub == "commit":
        return "the request asks no commit, only the untracked files removed"
    if sub != "add":
        return None
    new = untracked(workdir) if workdir is not None else []
    paths = [w for w in rest if not w.startswith("-")]
    if {"-A", "--all"} & set(rest) or any(p in (".", "*", ":/") for p in paths):
        return "git add would put the untracked files in git, not remove them"
    if any(kept_files.same_file(p, u) for p in paths for u in new):
        return "git add would put an untracked file in git, not remove it"
    return None


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a command would throw away a change the request says to keep; None otherwise."""
    if tool != "bash" or not isinstance(arguments, dict):
        return None
    raw = arguments.get("command")
    kept = kept_changes(request)
    if not isinstance(raw, str) or not (kept or clean_asked(request)):
        return None
    files = (
        "the uncommitted changes" if ANY in kept or not kept else "the change to " + ", ".join(kept)
    )
    if clean_asked(request):
        use = f"; use bash with `{clean_command(request, workdir)}` for the untracked files"
    else:
        use = "; leave it as it is"
    stash_asked = bool(re.search(r"\bstash|스태[시쉬]", request, _I))
    for path in kept_files.deleted_paths(tool, arguments):
        if _kept(path, kept):
            return f"not run: that deletes {path}, and the request keeps {files}{use}"
    for argv in command_argv.argvs(raw):
        words = command_argv.git_words(argv)
        if words is None:
            continue
        added = _adds_or_commits(request, words, workdir)
        if added is not None:
            return f"not run: {added}{use}"
        what = _undoes(words, kept, stash_asked) if kept else None
        if what is None:
            continue
        if what == "":  # a clean: only a kept file that is untracked is lost by it
            spared = untracked(workdir) if workdir is not None else []
            rest = words[1:]
            excluded = {rest[i + 1] for i, w in enumerate(rest[:-1]) if w == "-e"}
            lost = [
                u for u in spared
                if u not in excluded and any(kept_files.same_file(u, k) for k in kept)
            ]  # fmt: skip
            if lost:
                return f"not run: git clean deletes {', '.join(lost)}, which the request keeps{use}"
            continue
        return f"not run: {what} {files}, which the request says to keep{use}"
    return None


def clean_missing(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The clean when the turn ends with an untracked file (not a kept one) still there."""
    if workdir is None or not clean_asked(request):
        return None
    kept = kept_changes(request)
    left = [
        u for u in untracked(workdir)
        if ANY in kept or not any(kept_files.same_file(u, k) for k in kept)
    ]  # fmt: skip
    if not left:
        return None
    return "bash", {"command": clean_command(request, workdir)}


CORRECTION = "That is not done: {files} is still there, untracked. Run `{command}`."

# an answer that says the untracked files are gone: "removed", "deleted", "cleaned", 「지웠」
_SAYS_GONE = re.compile(
    r"\b(?:removed|deleted|cleaned|gone|got rid of|cleared|wiped)\b|지웠|삭제(?:했|되었|됐|했습)"
    r"|정리(?:했|되었|됐)|없앴|치웠",
    _I,
)
# an answer that says the kept change was thrown away or put back: git-97's "todo.md is back as
# the last commit has it"
_SAYS_UNDONE = re.compile(
    r"\bis back\b|\brestored\b|\breverted\b|\bdiscarded\b|되돌렸|복원(?:했|되었|됐)|원래대로", _I
)
CLEANED = "Done: the untracked files are gone, and {kept} is still there as you left it."
CLEANED_KO = "추적되지 않는 파일을 지웠습니다. {kept}은(는) 고친 그대로 남아 있어요."


def _cleaned(done: list[CallOutcome]) -> bool:
    """A `git clean` that deletes (no dry run) ran this turn and did not fail."""
    for outcome in done:
        arguments = outcome.call.arguments
        command = arguments.get("command") if isinstance(arguments, dict) else None
        if outcome.call.name != "bash":
            continue
        if not isinstance(command, str) or outcome.result.is_error:
            continue
        for argv in command_argv.argvs(command):
            words = command_argv.git_words(argv) or []
            dry = any(w == "--dry-run" or re.fullmatch(r"-[a-zA-Z]*n[a-zA-Z]*", w) for w in words)
            if words[:1] == ["clean"] and not dry:
                return True
    return False


def clean_misstated(
    request: str, answer: str, done: list[CallOutcome], workdir: Path | None, lang: str
) -> str | None:
    """What was done, when a clean ran this turn, the untracked files are gone and the answer
    does not say so (or says a kept change was put back, or is a tool's result); None otherwise."""
    if workdir is None or not clean_asked(request) or clean_missing(request, workdir) is not None:
        return None
    if not _cleaned(done):
        return None
    if _SAYS_GONE.search(answer) and not _SAYS_UNDONE.search(answer):
        return None
    kept = [k for k in kept_changes(request) if k != ANY]
    if lang == "ko":
        return CLEANED_KO.format(kept=", ".join(kept) or "고친 파일")
    return CLEANED.format(kept=", ".join(kept) or "your change")
