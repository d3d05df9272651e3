"""A branch merged into the one the request names, from that branch.

fresh38 git-81 ("I'm done with feature/inventory. Merge it into main.") ran `git merge
feature/inventory main` while on feature/inventory — a merge into the branch checked out, not
into main — and answered "You are already up to date.": main never got the commit. The branch
and its target are read from the request; a merge run from any other branch, or the other
way round, is refused with the command that switches to the target first and merges there, and
the loop runs that command when the turn ends with the branch not in the target (approval is
still asked). What a merge would change, asked before one is made, is git_listings'.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.agent import git_listings
from jarvis_voice.agent.git_read import git_output

_I = re.IGNORECASE
_REF = r"[A-Za-z0-9][A-Za-z0-9_./-]*[A-Za-z0-9_]"  # ASCII: a Korean particle may follow
# words in a ref's place that name none: "merge it into main", "merge this branch"
_NOT_A_REF = frozenset(
    {"it", "this", "that", "my", "the", "branch", "current", "one", "changes", "work", "them",
     "everything", "in", "into", "to", "with", "back", "please", "now", "me", "i'm", "done"}
)  # fmt: skip
# "merge X into main", "merge it to main", "merge this branch back into main"
_INTO_EN = re.compile(
    rf"\bmerge\s+(?:(?:the\s+)?(?P<b>{_REF})\s+(?:branch\s+)?|(?:it|this|that|my)\s+"
    rf"(?:(?:own\s+)?branch\s+)?|(?:the\s+)?(?:current|my)\s+branch\s+)?(?:back\s+)?"
    rf"(?:in)?to\s+(?:the\s+)?(?P<t>{_REF})",
    _I,
)
# 「feature/inventory를 main에 머지해 줘」, 「이 브랜치 main으로 병합해」, 「main에 hotfix 머지해」
_INTO_KO = re.compile(
    rf"(?:(?P<b>{_REF})\s*(?:브랜치)?\s*(?:를|을|은|는)?\s+)?(?P<t>{_REF})\s*(?:브랜치)?\s*"
    rf"(?:에|에다|으로|로|쪽으로)\s*(?:(?P<b2>{_REF})\s*(?:브랜치)?\s*(?:를|을)?\s+|\S+\s+)?"
    r"(?:머지|병합|merge)",
    _I,
)
# a branch named elsewhere: "I'm done with feature/inventory.", 「feature/inventory 작업 끝났어」
_BRANCH_SAID = re.compile(
    rf"(?<![\w./-])(?P<b>{_REF}/{_REF}|{_REF}(?=\s*(?:branch\b|브랜치)))"
    rf"|\bbranch\s+(?P<c>{_REF})|\bdone with\s+(?P<d>{_REF})",
    _I,
)
# a merge asked, not a question about one or a look at one: "has it been merged?"
_ASKS = re.compile(
    r"^\s*(?:how|what|which|why|when|is|are|does|did|was|were|has|have|can|could i)\b"
    r"|\bhow (?:do|can|would) i\b|\bmerged\?|뭐야|뭐가|뭔지|어떻게|됐어\s*\?|했어\s*\?|있어\s*\?",
    _I,
)


@dataclass(frozen=True)
class Merge:
    branch: str  # the branch merged ("HEAD": the one checked out when asked)
    into: str  # the branch it goes into

    def command(self, current: str | None) -> str:
        """Switch to the target (when not on it) and merge the branch there."""
        branch = current if self.branch == "HEAD" and current else self.branch
        merge = f"git merge --no-edit {shlex.quote(branch)}"
        if current == self.into:
            return merge
        return f"git switch {shlex.quote(self.into)} && {merge}"


def _ref(word: str | None) -> str | None:
    if word is None:
        return None
    word = word.rstrip("./")
    return None if word.lower() in _NOT_A_REF or re.fullmatch(r"\d+", word) else word


def merge_asked(request: str) -> Merge | None:
    """The branch a request merges and the branch it merges into, or None."""
    if git_listings.merge_asked(request) is not None or _ASKS.search(request):
        return None  # "what would change if I merged into main?": a preview, not a merge
    for pattern in (_INTO_EN, _INTO_KO):
        found = pattern.search(request)
        into = _ref(found["t"]) if found else None
        if found is None or into is None:
            continue
        branch = _ref(found["b"] or found.groupdict().get("b2"))
        if branch is None:
            others = (
                _ref(said["b"] or said["c"] or said["d"]) for said in _BRANCH_SAID.finditer(request)
            )
            branch = next((name for name in others if name and name != into), "HEAD")
        return None if branch == into else Merge(branch, into)
    return None


def _current(workdir: Path) -> str | None:
    return git_output(workdir, "branch", "--show-current") or None


_SWITCH = re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?(?:checkout|switch)\s+(?:-\S+\s+)*(?P<to>\S+)")
_MERGE = re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?merge\b(?P<rest>[^;&|]*)")


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a `git merge` does not merge the branch asked into the target asked (run on another
    branch, or naming other branches), with the command that does; None otherwise."""
    command = arguments.get("command") if isinstance(arguments, dict) else None
    if tool != "bash" or not isinstance(command, str) or workdir is None:
        return None
    asked = merge_asked(request)
    found = _MERGE.search(command)
    if asked is None or found is None:
        return None
    current = _current(workdir)
    use = f"; use bash with `{asked.command(current)}`"
    before = command[: found.start()]
    switched = [m["to"].strip("'\"") for m in _SWITCH.finditer(before)]
    on = switched[-1] if switched else current
    if on != asked.into:
        return f"not run: that merges into {on or 'the branch checked out'}, not {asked.into}{use}"
    merged = [w for w in shlex.split(found["rest"]) if not w.startswith("-")]
    branch = current if asked.branch == "HEAD" else asked.branch
    if merged != [branch]:
        return f"not run: the request merges {branch} into {asked.into}, nothing else{use}"
    return None


def merge_missing(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The switch and merge asked when the turn ends with the branch not in the target; None
    when it is there, or it is no such request (or no such branch here)."""
    asked = merge_asked(request)
    if asked is None or workdir is None:
        return None
    current = _current(workdir)
    branch = current if asked.branch == "HEAD" else asked.branch
    if branch is None:
        return None
    tip = git_output(workdir, "rev-parse", "--verify", "-q", f"refs/heads/{branch}")
    target = git_output(workdir, "rev-parse", "--verify", "-q", f"refs/heads/{asked.into}")
    if tip is None or target is None:
        return None  # no such branch: the model's answer says so, nothing is guessed
    if git_output(workdir, "merge-base", "--is-ancestor", tip, target) is not None:
        return None  # merged already
    return "bash", {"command": asked.command(current)}


CORRECTION_UNMERGED = "That is not done: {branch} is not merged into {into}. Run `{command}`."
