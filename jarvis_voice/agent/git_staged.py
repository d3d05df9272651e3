"""Whether a named file's changes are staged, read from `git status --porcelain` by the loop.

Part of grounding (`agent/git_answers.py` names the command, `agent/grounding.py` checks the
answer). "I made a change to todo.md a while ago. Have I staged it yet, or is it still
unstaged?" ran `git status`, whose "Changes not staged for commit" a small model read as
"You have staged changes to todo.md" (fresh33 git-71). The file's own porcelain line says it in
two letters (index, working tree); the answer must say the same state, or it is sent back with
that state said plainly, which is also the fallback.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent import git_writes
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL, argument_text
from jarvis_voice.i18n import N_

_I = re.IGNORECASE

# asked about the index: "have I staged it", "is it unstaged", "in the staging area",
# "스테이징했어?", "git add 했나", "인덱스에 올라가 있어"
_STAGE_WORDS = re.compile(
    r"\b(?:un)?stag(?:ed|ing)\b|\b(?:did|have|has)\s+(?:i|you|we)\s+(?:already\s+)?stage\b"
    r"|\b(?:in|to)\s+the\s+index\b(?!\.)|\bgit\s+add(?:ed)?\b"
    r"|스테이징|스테이지|인덱스|\badd\s*(?:했|한|해\s*놨|해\s*뒀|됐|된)",
    _I,
)
# asked to stage or unstage, not whether it is: "stage todo.md", "todo.md 스테이징해 줘"
_ASKED_TO = re.compile(
    r"^\s*(?:please\s+|can you\s+|could you\s+)?(?:git\s+)?(?:un)?(?:stage|add)\b"
    r"|\b(?:please|can you|could you|would you)\s+(?:git\s+)?(?:un)?(?:stage|add)\b"
    r"|(?:스테이징|스테이지|add)\s*(?:좀\s*)?(?:해\s*(?:줘|주세요|줄래|주라)|해줘|해주세요|시켜)"
    r"|(?:내려|빼)\s*(?:줘|주세요)",
    _I,
)
# the command the loop runs: the one file, its ignored state said too, names as they are
STATUS = "git -c core.quotePath=false status --porcelain --ignored -- {file}"
_STATUS_RAN = re.compile(r"\bstatus\b.*(?:--porcelain|--short|(?<![\w-])-s\b)", _I)
SHOWS = _STATUS_RAN.pattern


def file_asked(request: str) -> str | None:
    """The file a request asks whether its changes are staged, or None."""
    if not _STAGE_WORDS.search(request) or _ASKED_TO.search(request):
        return None
    if git_writes.stage_asked(request) is not None:  # 「todo.md 스테이징만 해 줘」 stages it
        return None
    named = FILE_NAME.search(URL.sub(" ", request))
    return named.group(0) if named else None


def status_command(request: str) -> str | None:
    """`git status --porcelain` of the file the request asks about, or None."""
    path = file_asked(request)
    return STATUS.format(file=shlex.quote(path)) if path else None


# the states, from a porcelain line's two letters
STAGED, UNSTAGED, BOTH, UNTRACKED, IGNORED, UNCHANGED = (
    "staged", "unstaged", "both", "untracked", "ignored", "unchanged",
)  # fmt: skip
_LINE = re.compile(r'^(?P<x>[ MADRCTU?!])(?P<y>[ MADRCTU?!]) (?:.* -> )?"?(?P<path>[^"\n]+)"?$')


def _same_file(listed: str, asked: str) -> bool:
    """The porcelain line is the file's: its path, its name below a folder, or a folder that
    holds it (git lists an untracked or ignored folder once: "!! logs/")."""
    asked = asked.strip().removeprefix("./")
    if listed.endswith("/"):
        return asked.startswith(listed) or f"/{listed}" in f"/{asked}"
    return listed == asked or listed.endswith("/" + asked) or asked.endswith("/" + listed)


def state_of(path: str, output: str, *, every_state: bool) -> str | None:
    """The file's state in a porcelain listing; `every_state`: the listing shows ignored files
    too, so no line means no change (otherwise None: it may be ignored)."""
    for line in output.splitlines():
        found = _LINE.match(line)
        if found is None or not _same_file(found["path"], path):
            continue
        x, y = found["x"], found["y"]
        if "U" in (x, y) or (x, y) in (("A", "A"), ("D", "D")):
            return None  # a merge conflict: not a question of staging
        if x == "?":
            return UNTRACKED
        if x == "!":
            return IGNORED
        if x != " " and y != " ":
            return BOTH
        return STAGED if x != " " else UNSTAGED
    return UNCHANGED if every_state else None


def read_state(path: str, facts: list[CallOutcome]) -> str | None:
    """The file's state as the turn's last porcelain `git status` printed it, or None."""
    for outcome in reversed(facts):
        command = argument_text(outcome)
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        if not re.search(r"\bgit\b", command) or not _STATUS_RAN.search(command):
            continue
        return state_of(path, outcome.result.content, every_state="--ignored" in command)
    return None


# what an answer says: "not staged yet", "unstaged", "스테이징 안 됐어요" …
_SAYS_NOT = re.compile(
    r"\bunstaged\b|\bnot\s+(?:yet\s+)?(?:been\s+)?(?:staged|added)\b"
    r"|n't\s+(?:yet\s+)?(?:been\s+)?(?:staged|added)\b|n't\s+staged\s+it\b"
    r"|\bnot\s+in\s+the\s+(?:staging\s+area|index)\b|\bnothing\s+(?:is\s+|has\s+been\s+)?staged\b"
    r"|\bnot\s+yet\b[^.?!]{0,20}\bstaged\b"
    r"|스테이징\s*(?:이|은|은\s*아직|도)?\s*(?:안|되지\s*않|하지\s*않|전|되어\s*있지\s*않|돼\s*있지\s*않)"
    r"|스테이징되지\s*않|스테이징하지\s*않|스테이징\s*안|스테이지(?:에)?\s*(?:안|올라가\s*있지\s*않|없)"
    r"|(?:add|추가)\s*(?:를|는)?\s*(?:안|하지\s*않)",
    _I,
)
_SAYS_STAGED = re.compile(
    r"\bstaged\b|\bin\s+the\s+(?:staging\s+area|index)\b|\badded\s+to\s+the\s+(?:index|stag)"
    r"|스테이징\s*(?:되어|돼|됐|된|되었|했|해\s*(?:뒀|놨|두었|놓았))|스테이지에\s*(?:올라|있)"
    r"|인덱스에\s*(?:올라|있|들어)",
    _I,
)
_SAYS_UNTRACKED = re.compile(r"\buntracked\b|\bnot\s+tracked\b|추적\s*(?:되지|하지|안)", _I)
_SAYS_IGNORED = re.compile(r"\bignored\b|\.gitignore|무시", _I)
_SAYS_UNCHANGED = re.compile(
    r"\bno\s+(?:uncommitted\s+)?changes\b|\bunchanged\b|\bnothing\s+to\s+commit\b|\bclean\b"
    r"|\bnot\s+(?:been\s+)?(?:changed|modified)\b|n't\s+(?:been\s+)?(?:changed|modified)\b"
    r"|(?:변경|바뀐|수정된|수정한)\s*(?:사항|내용|것|게|부분)?\s*(?:이|은|도)?\s*없",
    _I,
)


def answer_says(state: str, answer: str) -> bool:
    """The answer says the file is in `state`."""
    negated = bool(_SAYS_NOT.search(answer))
    staged = bool(_SAYS_STAGED.search(_SAYS_NOT.sub(" ", answer)))
    if state == STAGED:
        return staged and not negated
    if state == UNSTAGED:
        return negated and not staged
    if state == BOTH:
        return negated and staged
    if state == UNTRACKED:
        return bool(_SAYS_UNTRACKED.search(answer))
    if state == IGNORED:
        return bool(_SAYS_IGNORED.search(answer))
    return bool(_SAYS_UNCHANGED.search(answer))


# the state said plainly: the correction's words and the fallback's catalogue key
_PLAIN = {
    STAGED: ("its changes are staged (in the index), not yet committed", N_("answer.staged")),
    UNSTAGED: ("its changes are not staged: they are only in the working tree",
               N_("answer.unstaged")),
    BOTH: ("some of its changes are staged and later ones are not staged yet",
           N_("answer.staged_partly")),
    UNTRACKED: ("it is untracked, so nothing of it is staged", N_("answer.staged_untracked")),
    IGNORED: ("git ignores it (.gitignore), so it is not staged", N_("answer.staged_ignored")),
    UNCHANGED: ("it has no changes since the last commit, so nothing to stage",
                N_("answer.staged_unchanged")),
}  # fmt: skip
CORRECTION = (
    "That answer does not match the command's output. `git status` says of {file}: {state}. "
    "Answer with that."
)


def misread(request: str, answer: str, facts: list[CallOutcome]) -> tuple[str, str, str] | None:
    """(correction, fallback key, file) for an answer that says another state than git's line
    for the file asked, or None."""
    path = file_asked(request)
    state = read_state(path, facts) if path else None
    if path is None or state is None or answer_says(state, answer):
        return None
    words, key = _PLAIN[state]
    return CORRECTION.format(file=path, state=words), key, path
