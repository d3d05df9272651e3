"""The commit author set for this repository alone, the person's global git settings untouched.

fresh45 git-95 ("For this repository only, set the commit author to Daniel Kim
<daniel@sunrise-bakery.example>. Leave my global git settings alone.") ran `git config --global
user.name Daniel …` — the global setting the request said to leave, and the name cut at its
space — then answered with the last commit's author. The author asked (a name beside its
address in angle brackets) is read with the request's word that it is this repository's only;
a `git config` of the global or system file, or of user.name/user.email with another value, is
refused in one line with the command that sets it here, the loop runs that command when the
turn ends without it, and an answer that does not say the author is said from git.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from jarvis_voice.agent import command_argv
from jarvis_voice.agent.git_read import git_output

_I = re.IGNORECASE
# the author set: "set the commit author to …", "commit as …", 「커밋 작성자를 … 로 설정해 줘」
_AUTHOR = re.compile(
    r"\b(?:author|committer|identity|user\.?name|user\.?email|git (?:user|name))\b"
    r"|\bcommit(?:s)? as\b|작성자|커밋\s*(?:이름|사용자)|사용자\s*(?:이름|정보)|user\.name",
    _I,
)
_SET = re.compile(
    r"\b(?:set|change|make|use|configure|switch|update)\b|설정|바꿔|바꾸|변경|지정|해\s*줘|으로\s*해|로\s*해",
    _I,
)
# this repository's alone: "for this repository only", "just in this repo", "not globally",
# "leave my global git settings alone", 「이 저장소에서만」, 「전역 설정은 건드리지 말고」
_HERE_ONLY = re.compile(
    r"\b(?:this|the current) (?:repo(?:sitory)?|project)(?:'s)? (?:only|alone)\b"
    r"|\bonly (?:for|in|on) (?:this|the current) (?:repo(?:sitory)?|project)\b"
    r"|\b(?:for|in) (?:this|the current) (?:repo(?:sitory)?|project) only\b"
    r"|\blocal(?:ly)?\b|--local\b|\bnot (?:globally|global)\b"
    r"|\b(?:leave|keep|don'?t (?:touch|change)|do not (?:touch|change))\b[^.!?]{0,30}\bglobal\b"
    r"|(?:저장소|리포(?:지토리)?|레포|프로젝트)\S*\s*(?:에서|에)?만"
    r"|(?:전역|글로벌)\S*\s*(?:git\s*)?(?:설정)?\S*\s*(?:은|는)?\s*(?:건드리지|그대로|바꾸지|놔|두)",
    _I,
)
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
# "Daniel Kim <daniel@…>", 「김민수 <minsu@…>」, '"Daniel Kim" <…>'
_NAMED = re.compile(
    rf"(?:['\"“‘](?P<q>[^'\"”’<>\n]{{1,60}})['\"”’]|(?P<n>(?:[A-Z][\w.'-]*\s+){{0,3}}[A-Z][\w.'-]*"
    rf"|[가-힣]{{2,5}}))\s*<(?P<e>{_EMAIL})>"
)
_GLOBAL = frozenset({"--global", "--system", "--file", "-f"})
_KEYS = {"user.name": 0, "user.email": 1}


def author_asked(request: str) -> tuple[str, str] | None:
    """(name, email) of the author a request sets for this repository alone, or None."""
    if not (_AUTHOR.search(request) and _SET.search(request) and _HERE_ONLY.search(request)):
        return None
    found = _NAMED.search(request)
    if found is None:
        return None
    name = (found["q"] or found["n"]).strip()
    return name, found["e"]


def command(author: tuple[str, str]) -> str:
    """`git config user.name 'Daniel Kim' && git config user.email daniel@…` (this repository's
    own file: git config writes there unless told otherwise)."""
    name, email = (shlex.quote(value) for value in author)
    return f"git config user.name {name} && git config user.email {email}"


def misplaced(request: str, tool: str, arguments: object) -> str | None:
    """Why a call does not set the author asked in this repository alone (with the command that
    does), or None."""
    author = author_asked(request)
    text = arguments.get("command") if isinstance(arguments, dict) else None
    if author is None or tool != "bash" or not isinstance(text, str):
        return None
    use = f"; use bash with `{command(author)}`"
    for argv in command_argv.argvs(text):
        words = command_argv.git_words(argv)
        if words is None or words[:1] != ["config"]:
            continue
        options = [w for w in words[1:] if w.startswith("-")]
        if _GLOBAL & {o.split("=")[0] for o in options}:
            return f"not run: the request leaves your global git settings alone{use}"
        plain = [w for w in words[1:] if not w.startswith("-")]
        if len(plain) >= 2 and plain[0].lower() in _KEYS:
            wanted = author[_KEYS[plain[0].lower()]]
            if plain[1:] != [wanted]:
                said = " ".join(plain[1:])
                return f"not run: that sets {plain[0]} to {said!r}, not {wanted!r}{use}"
    return None


def _set_here(workdir: Path) -> tuple[str | None, str | None]:
    return (
        git_output(workdir, "config", "--local", "--get", "user.name"),
        git_output(workdir, "config", "--local", "--get", "user.email"),
    )


def author_missing(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The command that sets the author asked, when this repository's own config does not say
    it at the turn's end; None when it does or it is no such request."""
    author = author_asked(request)
    if author is None or workdir is None or git_output(workdir, "rev-parse", "--git-dir") is None:
        return None
    if _set_here(workdir) == author:
        return None
    return "bash", {"command": command(author)}


# a tool's result handed back, or another author said (the last commit's: git-95's answer)
_TOOL_DUMP = re.compile(r"\[exit code|결과입니다\s*:|\breturned:", _I)


def author_misstated(request: str, answer: str, workdir: Path | None, lang: str) -> str | None:
    """What was done, when the author asked is set here and the answer does not say it (fresh45
    git-95's 'The commit author is Mina Park <mina@example.com>.'); else None."""
    author = author_asked(request)
    if author is None or workdir is None or _set_here(workdir) != author:
        return None
    if author[0] in answer and not _TOOL_DUMP.search(answer):
        return None
    said = SET_KO if lang == "ko" else SET
    return said.format(name=author[0], email=author[1])


SET = (
    "Set this repository's commit author to {name} <{email}>; your global git settings were "
    "left as they were."
)
SET_KO = (
    "이 저장소에서만 커밋 작성자를 {name} <{email}>(으)로 설정했습니다. "
    "전역 git 설정은 그대로 두었습니다."
)
CORRECTION = (
    "That is not done: this repository's commit author is not {name} <{email}>. Run `{command}`."
)
