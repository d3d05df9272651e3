"""The files named committed alone, with the message said, and their text left as it is.

fresh39 git-84 (「draft.txt만 git에 올려서 커밋해 줘. 커밋 메시지는 'Add summer menu draft'로
하고, 다른 파일은 커밋하지 마.」) appended the message to draft.txt with write_file and answered
that 22 bytes were added: no commit, and a file changed that was only to be committed. The files
and the message are read from the request; a write of a file's text (unless a change is asked
too), a `git add` of more, `git commit -a`, an amend, a commit with another message or one that
would take other staged files is refused with the command that commits the files alone, and the
loop runs that command when the turn ends with them not in a commit of that message (approval
is still asked).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.agent.git_read import git_output
from jarvis_voice.agent.tool_kinds import FILE_WRITERS

_I = re.IGNORECASE
# a file's path as said ("draft.txt", "src/app.py"); a Korean particle may follow it
_FILE = re.compile(
    r"(?<![A-Za-z0-9_/.-])(?:[\w.-]+/)*[\w.-]*\w\.[A-Za-z0-9]{1,8}(?![A-Za-z0-9_-])"
    r"|(?<![A-Za-z0-9_])(?:README|Makefile|Dockerfile|LICENSE)(?![A-Za-z0-9_])"
)
# a commit asked: "commit draft.txt", "just commit notes.txt", "make a commit of it",
# 「커밋해 줘」, 「커밋 좀 해」, 「커밋하고」 (not 「커밋하지 마」, "ready to commit",
# "don't commit")
_COMMIT = re.compile(
    r"(?:^|[,.;!]\s*|\b(?:please|can you|could you|would you|just|only|and|then|now|go ahead"
    r"(?: and)?)\s+)commit\b(?!\s+(?:message|history|log)\b)"
    r"|\bmake\s+(?:a|one)\s+commit\b|\bcommit\s+(?:only|just)\b"
    r"|커밋\s*(?:을\s*)?(?:좀\s*)?(?:해|하고|하자|부탁|해줘|해주세요|해\s*줘|해\s*주)",
    _I,
)
# the message: "with the message 'X'", "message: "X"", 「커밋 메시지는 'X'로」,
# 「'X'라는 메시지로」, `-m "X"`
_MESSAGE = re.compile(
    r"(?:\bmessage|메시지|메세지|-m)\s*(?:is|of|as|to|:|는|은|를|을|로|으로)?\s*(?:\"|'|“|‘)"
    r"(?P<m>[^'\"”’\n]{1,120})['\"”’]"
    r"|(?:\"|'|“|‘)(?P<m2>[^'\"”’\n]{1,120})['\"”’]\s*(?:이?라는|라고|로|으로)?\s*(?:커밋\s*)?"
    r"(?:메시지|메세지|message)",
    _I,
)
# a question, a plan or a commit looked at, not one to make
_ASKS = re.compile(
    r"^\s*(?:how|what|which|why|when|who|is|are|does|did|was|were|has|have)\b"
    r"|\bhow (?:do|can|would) i\b|\bif i commit|뭐야|뭐가|뭔지|어떻게|어느|누가|언제"
    r"|했어\s*\?|됐어\s*\?|있어\s*\?|하면\s",
    _I,
)
# not a plain commit of the files: a branch, a merge, an amend, a revert, a push, a stage-only
_OTHER = re.compile(
    r"\bbranch\b|브랜치|\bmerge\b|머지|병합|\bamend\b|\brevert\b|\bundo\b|되돌|\bpush\b|푸시"
    r"|\bunstag|스테이징만|\bstash\b|\bsquash\b|\brebase\b",
    _I,
)
# the files' text changed too: "fix the typo in notes.txt and commit it", 「고치고 커밋해」
_TEXT_CHANGED = re.compile(
    r"\b(?:fix|edit|change|update|write|append|remove|delete|replace|rename)\b"
    r"|\badd\b(?!\s+(?:it|them|FILE)\b)[^.?!]{0,40}?\bto\b(?!\s+(?:git|the index|staging))"
    r"|고쳐|고치|수정|바꿔|바꾸|추가해|추가하고|지워|지우|적어|적고"
    r"|써\s*(?:줘|주)|쓰고",
    _I,
)
# a file the request keeps out of the commit: 「draft.txt는 커밋하지 마」 (fresh46 git-98
# committed it beside todo.md), 「draft.txt 말고」, 「draft.txt는 빼고」, "don't commit notes.txt",
# "but not notes.txt", "except notes.txt", "leave notes.txt out"
_FILE_SAID = (
    r"(?:(?<![A-Za-z0-9_/.-])(?:[\w.-]+/)*[\w.-]*\w\.[A-Za-z0-9]{1,8}(?![A-Za-z0-9_-])"
    r"|(?<![A-Za-z0-9_])(?:README|Makefile|Dockerfile|LICENSE)(?![A-Za-z0-9_]))"
)
_KEPT_OUT = re.compile(
    rf"(?P<ko>{_FILE_SAID})\s*(?:은|는|을|를|도|이랑|하고)?\s*(?:절대\s*)?"
    r"(?:커밋\s*(?:하지|안|않|말|은\s*하지)|(?:올리지|넣지|포함하지|추가하지)\s*(?:마|말|않)"
    r"|말고|빼고|빼\s*(?:줘|주)|제외)"
    rf"|\b(?:don'?t|do not|never)\s+(?:commit|add|include|stage)\s+(?P<en>{_FILE_SAID})"
    rf"|\b(?:but not|not|except(?: for)?|without|excluding|leave)\s+(?P<en2>{_FILE_SAID})",
    _I,
)
_GIT_COMMIT = re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?commit\b")
_GIT_ADD = re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?add\b")


@dataclass(frozen=True)
class Commit:
    files: tuple[str, ...]  # the files named, as said
    message: str | None  # the commit message said (None: unsaid)

    def command(self) -> str:
        """`git add` of the files and a commit of them alone (other staged files stay staged)."""
        paths = " ".join(shlex.quote(name) for name in self.files)
        message = shlex.quote(self.message or "")
        return f"git add -- {paths} && git commit -m {message} -- {paths}"


def _unquoted(request: str) -> tuple[str, str | None]:
    """The request with its commit message taken out (its words ask nothing), and the message."""
    said = _MESSAGE.search(request)
    if said is None:
        return request, None
    return request.replace(said.group(0), " MESSAGE "), (said["m"] or said["m2"]).strip()


def commit_asked(request: str) -> Commit | None:
    """The files a request commits (with the message said), or None."""
    rest, message = _unquoted(request)
    plain = _FILE.sub("FILE", rest)  # "draft.txt"'s dot ends no sentence
    if not _COMMIT.search(plain) or _ASKS.search(plain) or _OTHER.search(plain):
        return None
    kept_out = {
        m["ko"] or m["en"] or m["en2"] for m in _KEPT_OUT.finditer(rest)
    }  # 「draft.txt는 커밋하지 마」: named, but not to be committed
    said = (m.group(0) for m in _FILE.finditer(rest))
    files = tuple(name for name in dict.fromkeys(said) if name not in kept_out)
    if not files:
        return None
    return Commit(files, message or None)


def commit_files(request: str) -> tuple[str, ...]:
    asked = commit_asked(request)
    return asked.files if asked is not None else ()


def _message_of(words: list[str]) -> str | None:
    """The message a `git commit`'s words give (-m / --message), or None."""
    for at, word in enumerate(words):
        if word in ("-m", "--message") and at + 1 < len(words):
            return words[at + 1]
        if word.startswith("--message="):
            return word.split("=", 1)[1]
        if word.startswith("-m") and len(word) > 2 and not word.startswith("--"):
            return word[2:]
        if re.fullmatch(r"-[a-z]*m", word) and at + 1 < len(words):  # -am "msg"
            return words[at + 1]
    return None


def adds_more_than(part: str, words: list[str], wanted: set[str]) -> bool:
    """Whether one piece of a command (`part`, split as `words`) is a `git add` of more than the
    `wanted` paths: all, the tracked, the whole tree, or another path."""
    if not (_GIT_ADD.search(part) and "add" in words):
        return False
    paths = paths_of(words[words.index("add") + 1 :])
    return any(w in ("-A", "--all", "-u", "--update") for w in words) or any(
        p in (".", "*", ":/") or Path(p).as_posix() not in wanted for p in paths
    )


def paths_of(words: list[str]) -> list[str]:
    """The paths a `git add` or `git commit` names (after `--`, or its plain words)."""
    if "--" in words:
        return words[words.index("--") + 1 :]
    plain: list[str] = []
    skip = False
    for word in words:
        if skip:
            skip = False
            continue
        if word in ("-m", "--message", "-F", "--file", "-C", "-c", "--author"):
            skip = True
        elif not word.startswith("-"):
            plain.append(word)
        elif re.fullmatch(r"-[a-z]*m", word):
            skip = True
    return plain


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a call does not commit only the files asked with the message said (their text
    written, more files added or committed, another message, an amend), with the command that
    does; None otherwise."""
    asked = commit_asked(request)
    if asked is None or not isinstance(arguments, dict):
        return None
    named = ", ".join(asked.files)
    use = f"; use bash with `{asked.command()}`" if asked.message else ""
    if tool in FILE_WRITERS:
        if _TEXT_CHANGED.search(_FILE.sub("FILE", _unquoted(request)[0])):
            return None
        return f"not run: the request asks to commit {named} as it is, not to change a file{use}"
    command = arguments.get("command")
    if tool != "bash" or not isinstance(command, str):
        return None
    wanted = {Path(name).as_posix() for name in asked.files}
    for part in re.split(r"[;&|]+", command):
        try:
            words = shlex.split(part)
        except ValueError:
            continue
        if adds_more_than(part, words, wanted):
            return f"not run: that adds more than {named}{use}"
        if not (_GIT_COMMIT.search(part) and "commit" in words):
            continue
        args = words[words.index("commit") + 1 :]
        if "--amend" in args:
            return f"not run: the request asks for a new commit of {named}, not an amend{use}"
        if any(w in ("-a", "--all") or re.fullmatch(r"-a[a-z]*", w) for w in args):
            return f"not run: that commits every changed file, not {named} alone{use}"
        message = _message_of(args)
        if asked.message and message is not None and message.strip() != asked.message:
            return f"not run: the request's commit message is '{asked.message}'{use}"
        paths = paths_of(args)
        if paths and any(Path(p).as_posix() not in wanted for p in paths):
            return f"not run: that commits more than {named}{use}"
        if not paths and workdir is not None:
            staged = set((git_output(workdir, "diff", "--cached", "--name-only") or "").split())
            if staged - wanted:
                return f"not run: that would commit other staged files too, not {named} alone{use}"
    return None


def _pending(workdir: Path, name: str) -> bool:
    """True when `name` has a change no commit holds (changed, staged, or untracked)."""
    changed = git_output(workdir, "status", "--porcelain", "--", name)
    return bool(changed)


def done(request: str, workdir: Path | None) -> bool:
    """True when the last commit has the message asked and holds each file as it is now."""
    asked = commit_asked(request)
    if asked is None or workdir is None or not asked.message:
        return False
    subject = git_output(workdir, "log", "-1", "--format=%s")
    touched = (git_output(workdir, "show", "--name-only", "--format=", "HEAD") or "").split()
    return (
        subject == asked.message
        and all(Path(name).as_posix() in touched for name in asked.files)
        and not any(_pending(workdir, name) for name in asked.files)
    )


def commit_missing(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The commit of the files asked when the turn ends with one of them still uncommitted;
    None when it is made, no message was said, or a file is not here."""
    asked = commit_asked(request)
    if asked is None or workdir is None or not asked.message:
        return None
    if git_output(workdir, "rev-parse", "--verify", "-q", "HEAD") is None:
        return None
    if not all((workdir / name).exists() for name in asked.files):
        return None  # no such file here: the model's answer says so, nothing is guessed
    if not any(_pending(workdir, name) for name in asked.files):
        return None  # nothing left to commit: never an empty commit
    return "bash", {"command": asked.command()}


# an answer that says the commit was made: "Committed draft.txt", 「커밋했습니다」
_SAYS_COMMITTED = re.compile(
    r"(?<!not )(?<!n't )\bcommitted\b|\b(?:commit|it)\s+(?:was|has been)\s+(?:made|created)"
    r"|\bmade (?:a|the) commit\b|커밋(?:했|되었|됐|을\s*(?:만들|했)|\s*완료|을\s*완료)",
    _I,
)
COMMITTED = "Committed {files} alone with the message '{message}'; other files were not committed."
COMMITTED_KO = "{files}만 '{message}' 메시지로 커밋했습니다. 다른 파일은 커밋하지 않았습니다."
CORRECTION_UNCOMMITTED = "That is not done: {files} is not committed. Run `{command}`."


def commit_misstated(request: str, answer: str, workdir: Path | None, lang: str) -> str | None:
    """What was done, when the commit asked is made and the answer says nothing of it (git-84's
    '추가된 22 바이트를 draft.txt에 추가했습니다.'); None otherwise."""
    asked = commit_asked(request)
    if asked is None or asked.message is None or not done(request, workdir):
        return None
    if _SAYS_COMMITTED.search(answer):
        return None
    said = COMMITTED_KO if lang == "ko" else COMMITTED
    return said.format(files=", ".join(asked.files), message=asked.message)
