"""A file git is made to ignore, kept on disk and nothing committed: 「draft.txt가 git status 볼
때마다 자꾸 떠서 거슬려. 파일은 지우지 말고 git이 무시하게만 해 줘. 커밋은 하지 말고.」, "make
git ignore notes.txt", "add draft.txt to .gitignore".

fresh42 git-90 ran `git update-index --assume-unchanged draft.txt` (which hides a tracked file's
changes and ignores nothing), then `rm draft.txt` (kept_files refused it). The file's path goes
into .gitignore (and a tracked file comes out of the index with `git rm --cached`); an
assume-unchanged or skip-worktree flag, a delete of the file, or a commit nobody asked for is
refused in one line naming the right step, and the loop makes it when the turn ends with git
not ignoring the file (approval is still asked).
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from jarvis_voice.agent import command_argv, kept_files, placement
from jarvis_voice.agent.git_read import git_output, git_returncode
from jarvis_voice.agent.request_words import FILE_NAME, URL
from jarvis_voice.agent.tool_kinds import FILE_WRITERS

_I = re.IGNORECASE
# ignoring asked: "make git ignore it", "add X to .gitignore", 「git이 무시하게」, 「무시되게」,
# 「.gitignore에 넣어」
_IGNORE = re.compile(
    r"\b(?:git|it)\s+(?:to\s+)?ignores?\b|\bignored by git\b|\b(?:have|make|let|get) git\b"
    r"[^.!?]{0,20}\bignore|\bto\s+(?:the\s+|your\s+)?GITIGNORE\b"
    r"|(?:git|깃)\s*(?:이|가|에서)?\s*(?:\S+\s*)?무시(?:하|되|해)|무시\s*(?:하게|되게|목록)"
    r"|GITIGNORE\s*(?:에|로|파일에)\s*(?:\S+\s*)?(?:넣|추가|적어|등록)",
    _I,
)
_NOT = re.compile(
    r"\b(?:un-?ignore|stop ignoring|no longer ignore|not (?:be )?ignored|don'?t ignore)\b"
    r"|무시\S*\s*(?:않|안|말|마)|무시\s*(?:해제|풀)",
    _I,
)
_ASKS = re.compile(
    r"^\s*(?:how|what|which|why|is|are|does|did|can i|should)\b|어떻게|방법|뭐야|왜|\?\s*$",
    _I,
)
# a commit asked with it: "and commit", 「커밋까지 해」; 「커밋은 하지 말고」 is none
_COMMIT_ASKED = re.compile(
    r"\b(?:and|then)\s+commit\b(?!\s+later)|커밋\s*(?:까지|도)\s*(?:해|하)|(?:하고|한\s*다음|뒤에)\s*"
    r"커밋\s*해",
    _I,
)


def ignored_files(request: str) -> list[str]:
    """The files a request has git ignore, kept on disk; [] otherwise."""
    text = URL.sub(" ", request)
    # .gitignore is no file of the request's, and FILE_NAME reads it only before some words
    plain = FILE_NAME.sub(" FILE ", re.sub(r"\.?gitignore", " GITIGNORE ", text, flags=_I))
    if _ASKS.search(plain) or _NOT.search(plain) or not _IGNORE.search(plain):
        return []
    names = [m.group(0) for m in FILE_NAME.finditer(text)]
    return list(dict.fromkeys(n.removeprefix("./") for n in names if "gitignore" not in n))


def _pattern(path: str) -> str:
    # a name with a slash is anchored at the top; a bare name matches it in any folder
    return "/" + path if "/" in path else path


def _not_ignored(workdir: Path, paths: list[str]) -> list[str]:
    # --no-index: a tracked file's pattern counts; 1 is "not ignored", 0 "ignored"
    return [
        p
        for p in paths
        if git_returncode(workdir, "check-ignore", "-q", "--no-index", "--", p) == 1
    ]


def _tracked(workdir: Path, paths: list[str]) -> list[str]:
    return [
        p for p in paths if git_returncode(workdir, "ls-files", "--error-unmatch", "--", p) == 0
    ]


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The next step that makes git ignore the files: .gitignore written with their lines,
    then any tracked one taken out of the index; None when it is done, or no such request."""
    paths = ignored_files(request)
    if not paths or workdir is None or git_output(workdir, "rev-parse", "--show-toplevel") is None:
        return None
    missing = _not_ignored(workdir, paths)
    if missing:
        path = workdir / ".gitignore"
        text = placement.small_text(path) if path.exists() else ""
        if text is None:
            return None
        lead = "" if not text or text.endswith("\n") else "\n"
        lines = "".join(_pattern(p) + "\n" for p in missing)
        return "write_file", {"path": ".gitignore", "content": text + lead + lines}
    tracked = _tracked(workdir, paths)
    if tracked:
        names = " ".join(shlex.quote(p) for p in tracked)
        return "bash", {"command": f"git rm --cached -- {names}"}
    return None


def misplaced(request: str, tool: str, arguments: object) -> str | None:
    """Why a call hides, deletes or rewrites the files, or commits unasked; None otherwise."""
    paths = ignored_files(request)
    if not paths or not isinstance(arguments, dict):
        return None
    use = "; add its path to .gitignore (write_file), and `git rm --cached` it if git tracks it"
    if tool in FILE_WRITERS:
        target = str(arguments.get("path", "")).removeprefix("./")
        if any(kept_files.same_file(target, p) for p in paths):
            return f"not run: the request keeps {target} as it is and only has git ignore it{use}"
        return None
    raw = arguments.get("command")
    if tool != "bash" or not isinstance(raw, str):
        return None
    for target in kept_files.deleted_paths(tool, arguments):
        if any(kept_files.same_file(target, p) for p in paths):
            return f"not run: that deletes {target}; the request only has git ignore it{use}"
    for argv in command_argv.argvs(raw):
        words = command_argv.git_words(argv)
        if words is None:
            continue
        verb = words[0] if words else ""
        if verb == "update-index" and {"--assume-unchanged", "--skip-worktree"} & set(words):
            return f"not run: that only hides a tracked file's changes; git does not ignore it{use}"
        if verb == "commit" and not _COMMIT_ASKED.search(request):
            return f"not run: the request asks no commit{use}"
    return None


CORRECTION = "That is not done: git does not ignore {files} yet."
# an answer that tells what was done: 「.gitignore에 추가했습니다」, "now ignored"
_SAYS = re.compile(r"gitignore|\bignor|무시", _I)
IGNORED = (
    "{files} is now in .gitignore, so git ignores it; the file is still here, nothing committed."
)
IGNORED_KO = (
    "{files}을(를) .gitignore에 넣어 이제 git이 무시합니다. "
    "파일은 그대로 있고 커밋은 하지 않았습니다."
)


def ignore_misstated(request: str, answer: str, workdir: Path | None, lang: str) -> str | None:
    """What was done, from git, when the files are ignored and kept but the answer does not
    say so (「하지 못했습니다」 after the loop made it)."""
    paths = ignored_files(request)
    if not paths or workdir is None or _SAYS.search(answer):
        return None
    if not all((workdir / p).exists() for p in paths) or _not_ignored(workdir, paths):
        return None
    if _tracked(workdir, paths):
        return None
    files = ", ".join(paths)
    return (IGNORED_KO if lang == "ko" else IGNORED).format(files=files)
