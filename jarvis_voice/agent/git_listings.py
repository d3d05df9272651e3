"""Git questions answered by a labelled listing of files, and the answer read against it.

Part of grounding (`agent/git_answers.py` names the command, `agent/grounding.py` checks the
answer). "Compared with the main branch, which files are different?" was answered from `git
status` (the uncommitted files only, not the branch's own commits: fresh24 git-53); "지금 git
stash 하면 어떤 파일이 들어가?" named the untracked file too (fresh24 git-54). The commands here
print every file with what it is ("stashed: todo.md", "not stashed (untracked, …): draft.txt",
"differs from main: report.py"), so a small model reads the answer off the lines, and an answer
that drops a file or puts a left-out one in is caught against those lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, argument_text
from jarvis_voice.i18n import N_

_I = re.IGNORECASE
_REF = r"[A-Za-z0-9][A-Za-z0-9_./-]*"  # ASCII: a Korean particle may follow ("main이랑")
# words a comparison names that are no branch: "compared with the last commit", "vs my copy"
_NOT_A_REF = frozenset(
    {"the", "a", "my", "your", "our", "this", "that", "it", "what", "last", "latest", "previous",
     "first", "commit", "commits", "working", "work", "copy", "index", "staging", "stage",
     "before", "yesterday", "today", "now", "local", "current", "branch", "and", "or", "one",
     "version", "file", "files", "remote", "upstream", "when", "then", "ones", "other",
     "others", "original"}
)  # fmt: skip

# --- what `git stash` would take ---------------------------------------------------------------

_STASH = r"(?:\bstash\w*|스태[시쉬])"
_STASH_RUN = rf"{_STASH}(?:\s+--?[\w-]+)*"  # "git stash -u 하면": its options said with it
# asked what it would take, not asked to do it: "if I stash", "what would git stash save",
# "stash 하면 어떤 파일이 들어가?", "stash에 들어갈 변경", "실제로 stash 하지는 말고" (each read
# on its own, without a leading `.*`: a long paste is read in linear time)
_STASH_SAID = re.compile(_STASH, _I)
_WHAT = re.compile(r"\b(?:what|which)\b", _I)
_WOULD = re.compile(r"\b(?:would|will|goes|go|gets?)\b|'(?:d|ll)\b", _I)
_WOULD_STASH = re.compile(
    r"\bif (?:i|we|you)\b[^.?!]{0,60}\bstash|\bstash\w*\s+(?:if|were)\b"
    r"|\b(?:without|don'?t|do not|not)\s+(?:actually\s+|really\s+)?(?:\w+\s+)?stash"
    r"|\bdry[- ]run\b"
    rf"|{_STASH_RUN}\s*(?:를|을)?\s*(?:하면|한다면|했을\s*때|할\s*때|할\s*경우|치면)"
    rf"|{_STASH}\s*(?:에|으로|로)?\s*(?:들어가|들어갈|들어간다|포함되|포함될|담기|담길|저장되|저장될)"
    rf"|{_STASH}\s*(?:대상|될|되는|되나|돼)"
    rf"|(?:실제로|진짜로|정말로?)\s*{_STASH}\s*(?:는|은)?\s*(?:하지|안|말)",
    _I,
)
# the stashes already made, or a stash asked for: not what a new one would take
_STASH_NOT_ASKED = re.compile(
    r"\bstash\s+(?:list|show|pop|apply|drop|clear)\b|\bstashes\b|\bin (?:my|the) stash\b"
    r"|\b(?:can|could|would|will) you (?:please )?(?:git )?stash\b"
    r"|stash\s*(?:좀\s*)?(?:해\s*(?:줘|주세요|줄래|주라|놔|둬)|해줘|해주세요|해줄래)"
    r"|(?:저장된|있는|쌓인)\s*stash|stash\s*(?:목록|리스트)",
    _I,
)
# `git stash -u` / `--include-untracked` takes untracked files too; `-a` / `--all` ignored ones too
_WITH_UNTRACKED = re.compile(r"(?<![\w-])(?:-u|--include-untracked)\b", _I)
_WITH_IGNORED = re.compile(r"\bstash\b[^.?!]{0,40}?(?<![\w-])(?:-a|--all)\b", _I)

# names as they are: "메모.txt", not git's octal-quoted bytes
_GIT = "git -c core.quotePath=false"
_TRACKED_CHANGES = f"{_GIT} diff --name-only HEAD"  # staged and unstaged, against the last commit
_UNTRACKED = f"{_GIT} ls-files --others --exclude-standard"
_IGNORED = f"{_GIT} ls-files --others --ignored --exclude-standard --directory"
_UNTRACKED_LEFT = "not stashed (untracked, only git stash -u takes it)"
_IGNORED_LEFT = "not stashed (ignored, only git stash -a takes it)"


def asks_what_stash_takes(request: str) -> bool:
    """The request asks which changes a `git stash` would take, not for a stash."""
    if not _STASH_SAID.search(request) or _STASH_NOT_ASKED.search(request):
        return False
    hypothetical = _WHAT.search(request) and _WOULD.search(request)
    return bool(hypothetical or _WOULD_STASH.search(request))


def _runs_git(subcommand: str, but: str = "") -> re.Pattern[str]:
    """A command that runs `git <subcommand>` (not one of the `but` forms) — as a command, not
    words inside one: "sed 's|^|not stashed (… git stash -u takes it): |'"."""
    after = rf"(?!\s+(?:{but})\b)" if but else ""
    return re.compile(
        rf"(?:^|[;&|(]|\$\()\s*(?:\w+=\S*\s+)*git\s+(?:-C\s+\S+\s+)?{subcommand}\b{after}", _I
    )


# a command that stashes: not `git stash list` / `show` (they read), nor `create` (it stores
# nothing)
_STASHES = _runs_git("stash", but="list|show|create")
NOT_STASHED = (
    "not run: the request asks what git stash would take, not to stash; the files it would "
    "take are listed by bash with `{command}`"
)


def stash_unasked(request: str, command: str) -> str | None:
    """Why a command that stashes is not run for a question about what a stash would take."""
    if asks_what_stash_takes(request) and _STASHES.search(command):
        return NOT_STASHED.format(command=stash_preview(request))
    return None


def _labelled(command: str, label: str) -> str:
    return f"{command} | sed 's|^|{label}: |'"


def stash_preview(request: str) -> str:
    """Every file a `git stash` (with the -u or -a said) would take and leave, one a line."""
    untracked_taken = bool(_WITH_UNTRACKED.search(request) or _WITH_IGNORED.search(request))
    ignored_taken = bool(_WITH_IGNORED.search(request))
    parts = [
        _labelled(_TRACKED_CHANGES, "stashed"),
        _labelled(_UNTRACKED, "stashed (untracked)" if untracked_taken else _UNTRACKED_LEFT),
        _labelled(_IGNORED, "stashed (ignored)" if ignored_taken else _IGNORED_LEFT),
    ]
    return "; ".join(parts)


# --- what a commit would take ------------------------------------------------------------------

# "If I ran git add -A and committed right now, which files would go into that commit?" ran
# `git log -1` and answered "those listed in the commit message" (fresh34 git-73): the files a
# commit would take now — with `git add -A` (or `add .`) every change and untracked file, with
# `commit -a` the tracked changes, plain the staged ones — and the ones it leaves, said apart
_COMMIT = r"(?:\bcommit\w*|커밋)"
_COMMIT_SAID = re.compile(_COMMIT, _I)
_WOULD_COMMIT = re.compile(
    r"\bif (?:i|we|you)\b[^.?!]{0,60}\bcommit|\bwould\b[^.?!]{0,60}\b(?:commit|go (?:in|into))"
    r"|\b(?:next|that|the) commit\b[^.?!]{0,30}\bwould\b"
    r"|\bgo into (?:the |my |that )?(?:next )?commit"
    r"|\bdry[- ]run\b|(?:다음|이번)\s*커밋"
    # (not 「커밋할 때 같이 들어간 파일」: the files of a commit made, git_answers')
    rf"|{_COMMIT}\s*(?:를|을)?\s*(?:하면|한다면|할\s*경우|치면)"
    rf"|{_COMMIT}\s*(?:에|으로|로)?\s*(?:들어가|들어갈|포함될|담길|올라갈)",
    _I,
)
_COMMIT_FILES = re.compile(r"\bfiles?\b|\bwhat\b|\bwhich\b|파일|뭐|무엇|어떤|어느", _I)
# a commit made, or one already there: not what a new one would take
_COMMIT_NOT_ASKED = re.compile(
    r"\b(?:can|could|would|will) you (?:please )?(?:git )?(?:add|commit)\b"
    r"|^\s*(?:please\s+)?commit\b"
    r"|(?:커밋|add)\s*(?:좀\s*)?(?:해\s*(?:줘|주세요|줄래|주라)|해줘|해주세요|해줄래)"
    r"|\b(?:last|latest|previous|first|initial|second|third|recent|newest|oldest) commit"
    r"|(?:마지막|최근|지난|이전|첫\s*번째|첫|처음|두\s*번째|세\s*번째)\s*커밋",
    _I,
)
_ADD_ALL = re.compile(
    r"\badd\s+(?:-A|--all|-a|\.)(?![\w-])|\badd(?:ed|ing)?\s+(?:all|everything)\b"
    r"|\bstag(?:e|ed|ing)\s+(?:all|everything)\b|(?:전부|모두|다|전체)\s*(?:add|스테이징|추가)",
    _I,
)
_COMMIT_ALL = re.compile(r"\bcommit\s+(?:-\w*a\w*|--all)\b", _I)
_STAGED = f"{_GIT} diff --cached --name-only"
_UNSTAGED = f"{_GIT} diff --name-only"


def asks_what_commit_takes(request: str) -> bool:
    """The request asks which files a commit made now would take, not for a commit."""
    if not _COMMIT_SAID.search(request) or _COMMIT_NOT_ASKED.search(request):
        return False
    return bool(_WOULD_COMMIT.search(request) and _COMMIT_FILES.search(request))


def commit_preview(request: str) -> str:
    """Every file a commit now (after the `git add -A` or with the `-a` said) would take and
    leave, one a line."""
    if _ADD_ALL.search(request):
        return "; ".join([
            _labelled(_TRACKED_CHANGES, "committed"),
            _labelled(_UNTRACKED, "committed (untracked, added by git add -A)"),
            _labelled(_IGNORED, "not committed (ignored, git add -A leaves it)"),
        ])  # fmt: skip
    untracked_left = _labelled(_UNTRACKED, "not committed (untracked, not added)")
    if _COMMIT_ALL.search(request):
        return "; ".join([_labelled(_TRACKED_CHANGES, "committed"), untracked_left])
    return "; ".join([
        _labelled(_STAGED, "committed"),
        _labelled(_UNSTAGED, "not committed (not staged)"),
        untracked_left,
    ])  # fmt: skip


# a command that commits or stages: not a dry run
_COMMITS = re.compile(
    r"(?:^|[;&|(]|\$\()\s*(?:\w+=\S*\s+)*git\s+(?:-C\s+\S+\s+)?(?:commit|add)\b"
    r"(?![^;&|]*(?:--dry-run|(?<![\w-])-n\b))",
    _I,
)
NOT_COMMITTED = (
    "not run: the request asks what a commit would take, not to stage or commit; the files it "
    "would take are listed by bash with `{command}`"
)


def commit_unasked(request: str, command: str) -> str | None:
    """Why a command that stages or commits is not run for a question about what a commit would
    take."""
    if asks_what_commit_takes(request) and _COMMITS.search(command):
        return NOT_COMMITTED.format(command=commit_preview(request))
    return None


# --- what a merge into a branch would change ----------------------------------------------------

# "지금 이 브랜치를 main에 머지하면 main에서 어떤 파일이 바뀌어? 머지는 하지 말고" ran `git log`
# and named a file that is not there (fresh25 git-56): the files this branch's commits changed
# since it left the base, and the uncommitted ones apart (a merge takes commits only)
_MERGE = r"(?:\bmerg\w*|머지|병합)"
_MERGE_INTO = re.compile(
    rf"(?<![A-Za-z0-9_./-])({_REF})\s*(?:브랜치)?\s*(?:에|으로|로|쪽으로)\s*(?:\S+\s+)?{_MERGE}"
    rf"|\bmerg\w*\s+(?:(?:this|my|the|it|current)\s+(?:branch\s+)?)?(?:in)?to\s+(?:the\s+)?({_REF})",
    _I,
)
_WOULD_MERGE = re.compile(
    rf"{_MERGE}\s*(?:를|을)?\s*(?:하면|한다면|했을\s*때|할\s*때|할\s*경우|치면|되면)"
    rf"|\b(?:if|when) (?:i|we|you)\b[^.?!]{{0,60}}\bmerg|\bwould\b[^.?!]{{0,60}}\bmerg"
    rf"|\bmerg\w*[^.?!]{{0,60}}\bwould\b|\bwithout (?:actually )?merging\b|\bdry[- ]run\b"
    rf"|{_MERGE}\s*(?:는|은)?\s*(?:하지|안|말)",
    _I,
)
_MERGE_WHAT = re.compile(
    r"\bfiles?\b|\bwhat\b|\bwhich\b|\bchang|파일|뭐|무엇|어떤|바뀌|바뀔|변경", _I
)
_MERGED_LEFT = "not merged ({why})"


def merge_asked(request: str) -> str | None:
    """The branch a request asks what a merge into would change ("main" for "main에 머지하면
    어떤 파일이 바뀌어?"), or None when it asks no such preview (or asks for a merge)."""
    into = _MERGE_INTO.search(request)
    if into is None or not (_WOULD_MERGE.search(request) and _MERGE_WHAT.search(request)):
        return None
    base = into[1] or into[2]
    return base if _is_ref(base) else None


def merge_preview(base: str) -> str:
    """The files a merge of this branch into `base` would change, and the changes it leaves."""
    return "; ".join(
        [
            _labelled(f"{_GIT} diff --name-only {base}...HEAD", f"merge into {base} changes"),
            _labelled(_TRACKED_CHANGES, _MERGED_LEFT.format(why="not committed")),
            _labelled(_UNTRACKED, _MERGED_LEFT.format(why="untracked")),
        ]
    )


_MERGES = _runs_git("merge")
NOT_MERGED = (
    "not run: the request asks what a merge would change, not to merge; the files are listed "
    "by bash with `{command}`"
)


def merge_unasked(request: str, command: str) -> str | None:
    """Why a command that merges is not run for a question about what a merge would change."""
    base = merge_asked(request)
    # (`--no-commit` still merges, into the working copy and the index)
    if base is not None and _MERGES.search(command):
        return NOT_MERGED.format(command=merge_preview(base))
    return None


# --- which files differ from a branch ---------------------------------------------------------

# "compared with the main branch", "vs origin/main", "different from develop", "relative to main"
_COMPARED_EN = re.compile(
    r"\b(?:compared?\s+(?:with|to|against)|comparing\s+(?:\w+\s+){0,4}?(?:with|to|against)"
    r"|versus|vs\.?|against|relative\s+to|differ(?:s|ent|ences?)?\s+(?:from|than|to)"
    r"|(?:not|isn'?t|aren'?t)\s+the\s+same\s+as(?:\s+(?:on|in))?|diff(?:ed)?\s+(?:with|against))"
    rf"\s+(?:the\s+|branch\s+)*({_REF})",
    _I,
)
# "between main and my working copy", "between main and develop"
_BETWEEN = re.compile(
    r"\bbetween\s+(?P<a>[^,.?!]{1,40}?)\s+and\s+(?P<b>[^,.?!]{1,40}?)(?=\s*[,.?!]|\s+(?:right|now)\b|$)",
    _I,
)
# "main이랑 비교해서", "main 브랜치 대비", "develop 기준으로", "main과 다른", "main에 비해"
_COMPARED_KO = re.compile(
    rf"(?<![A-Za-z0-9_./-])({_REF})\s*(?:브랜치)?\s*(?:"
    r"(?:(?:이랑|랑|하고|와|과)\s*(?:[^\s?.!]+\s+){0,3}?|에\s*)?(?:비교|대비|기준|비해)"
    # "다른" alone is "other": only after "랑/와/과" ("main과 다른 파일")
    r"|(?:이랑|랑|하고|와|과)\s*(?:[^\s?.!]+\s+){0,3}?(?:다른|다르|달라|차이))"
)
# "main이랑 지금 작업 사본 사이에", "main하고 develop 브랜치 비교해서"
_BETWEEN_KO = re.compile(
    r"(?P<a>(?:[^\s?.!]+\s+)?[^\s?.!]+?)(?:이랑|랑|하고|와|과)\s+"
    r"(?P<b>(?:[^\s?.!]+\s+){0,2}?[^\s?.!]+?)\s*(?:브랜치\s*)?(?:사이|비교|차이|다른|다르|달라)"
)
_DIFFERENCE = re.compile(
    r"\bfiles?\b|\bdiffer|\bdiff\b|\bchang|\bmodif|\bedit|파일|달라|다른|다르|바뀐|바뀌|변경|차이|수정",
    _I,
)
# the working copy, said as one side: "between main and my working copy"
_WORKING_COPY = re.compile(
    r"^(?:my|this|the|current|local|working)\b|^HEAD$|^(?:지금|현재|작업|내)", _I
)


def _is_ref(word: str) -> bool:
    return (
        word.lower() not in _NOT_A_REF
        and not re.fullmatch(r"\d+", word)
        and not FILE_NAME.fullmatch(word)
        and not word.endswith((".", "/"))
    )


def _side(said: str) -> str | None:
    """One side of "between A and B": "" for the working copy, a branch's name, or None."""
    said = re.sub(r"^(?:the\s+)?(?:branch\s+)?|\s+branch$|\s*브랜치$", "", said.strip(), flags=_I)
    if _WORKING_COPY.search(said):
        return ""
    return said if re.fullmatch(_REF, said) and _is_ref(said) else None


def compared_refs(request: str) -> tuple[str, str | None] | None:
    """The branch the working copy (or a second branch) is compared with: ("main", None) for
    "which files differ from main?", ("main", "develop") for "between main and develop"."""
    if not _DIFFERENCE.search(request):
        return None
    for pattern in (_BETWEEN, _BETWEEN_KO):
        between = pattern.search(request)
        sides = [_side(between["a"]), _side(between["b"])] if between else []
        refs = [side for side in sides if side]
        if refs and None not in sides:
            return refs[0], (refs[1] if len(refs) == 2 else None)
    for pattern in (_COMPARED_EN, _COMPARED_KO):
        for found in pattern.finditer(request):
            ref = found[1].rstrip("./")  # "… differ from main." ends the sentence
            if _is_ref(ref):
                return ref, None
    return None


# what makes a comparison git's when no git word is said: "which files differ from main?"
# (not "how is Python different from Java?")
_GIT_SIDE = re.compile(
    r"^(?:main|master|develop|dev|trunk|HEAD)$|^(?:origin|upstream)/|\bfiles?\b|파일"
    r"|working (?:copy|tree)|작업\s*(?:사본|트리|폴더)",
    _I,
)


def asks_a_git_listing(request: str) -> bool:
    """The request is a git question even without a git word: what a stash would take, which
    files differ from a branch."""
    if asks_what_stash_takes(request) or asks_what_commit_takes(request):
        return True
    if asks_never_committed(request):  # "files that have never been committed"
        return True
    if merge_asked(request) is not None:
        return True
    compared = compared_refs(request)
    return compared is not None and bool(_GIT_SIDE.search(compared[0]) or _GIT_SIDE.search(request))


def differs_listing(base: str, other: str | None) -> str:
    """The files whose content differs from `base`: the working copy's (committed or not, and
    the untracked files said apart: they are on no branch), or `other` branch's."""
    if other is not None:
        return _labelled(
            f"{_GIT} diff --name-only {base} {other}", f"differs between {base} and {other}"
        )
    return "; ".join(
        [
            _labelled(f"{_GIT} diff --name-only {base}", f"differs from {base}"),
            _labelled(_UNTRACKED, "untracked, on no branch"),
        ]
    )


# --- files never committed ---------------------------------------------------------------------

# "Are there any files in this project that have never been committed to git at all? Check the
# subfolders too." ran `git status` and then git's list of the tracked files, and named those
# (fresh37 files-79): the files in no commit are the untracked ones, the ignored ones (a log
# under .gitignore is in none either) and the ones staged but never committed, each labelled
_NEVER_COMMITTED = re.compile(
    r"\bnever\s+(?:been\s+|ever\s+|once\s+)?(?:committed|checked\s+in|tracked"
    r"|added\s+to\s+(?:git|the\s+repo)|in\s+(?:a|any)\s+commit)"
    r"|\bnot\s+(?:been\s+)?(?:committed|checked\s+in)\s+(?:to\s+git\s+)?"
    r"(?:at\s+all|ever|even\s+once)|\bnot\s+in\s+any\s+commit|\bin\s+no\s+commit"
    r"|(?:한\s*번도|아예|전혀)\s*(?:git에\s*|깃에\s*)?(?:커밋|추가|add)\S*\s*"
    r"(?:안|되지\s*않|하지\s*않|된\s*적|한\s*적)"
    r"|커밋(?:된|한|해\s*본)\s*적(?:이|은)?\s*(?:한\s*번도\s*)?없",
    _I,
)
_NEVER_FILES = re.compile(r"\bfiles?\b|\bwhat\b|\bwhich\b|\banything\b|파일|뭐|무엇|어떤|어느", _I)
_NEVER_LABEL = "never committed"


def asks_never_committed(request: str) -> bool:
    """The request asks which files here are in no commit (not what a commit would take)."""
    return bool(_NEVER_COMMITTED.search(request) and _NEVER_FILES.search(request))


def never_committed_listing() -> str:
    """Every file here in no commit, one a line with why: untracked, ignored, or only staged."""
    return "; ".join([
        _labelled(_UNTRACKED, f"{_NEVER_LABEL} (untracked)"),
        _labelled(f"{_GIT} ls-files --others --ignored --exclude-standard",
                  f"{_NEVER_LABEL} (ignored by .gitignore)"),
        _labelled(f"{_STAGED} --diff-filter=A", f"{_NEVER_LABEL} (staged, not yet committed)"),
    ])  # fmt: skip


# --- the answer against the listing -----------------------------------------------------------

_LINE = re.compile(
    r"^(?P<label>(?:not |never )?(?:stashed|merged|committed)(?: \((?P<why>[^)]*)\))?"
    r"|differs (?:from|between) [^:]+|merge into [^:]+ changes"
    r"|untracked, on no branch): (?P<path>\S.*)$",
    re.MULTILINE,
)


@dataclass(frozen=True)
class Listing:
    """The files a labelled listing names: the ones the answer is about and the ones apart."""

    kind: str  # "stash", "commit", "never", "merge" or "diff"
    refs: tuple[str, ...]  # the branch compared with, or the two compared ("" for a stash)
    named: tuple[str, ...]  # stashed, or differing
    apart: tuple[tuple[str, str], ...]  # (file, why): left out of the stash, or untracked


def read_listing(facts: list[CallOutcome]) -> Listing | None:
    """The last labelled listing this turn's commands printed, or None."""
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        labels = (
            r"sed 's\|\^\|(?:not stashed|stashed|differs|merge into|not merged"
            r"|(?:not |never )?committed)"
        )
        if not re.search(labels, argument_text(outcome)):
            continue
        return _listing(argument_text(outcome), outcome.result.content)
    return None


def _listing(command: str, output: str) -> Listing:
    """The listing a labelled command printed (its branches read from the command: an empty
    listing names none)."""
    named: list[str] = []
    apart: list[tuple[str, str]] = []
    for line in _LINE.finditer(output):
        label, path = line["label"], line["path"].strip()
        if label.startswith(("not stashed", "not merged", "not committed")):
            apart.append((path, line["why"] or ""))
        elif label.startswith("untracked"):
            apart.append((path, "untracked"))
        else:
            named.append(path)
    merged = re.search(rf"merge into ({_REF}) changes:", command)
    if merged is not None:
        return Listing("merge", (merged[1],), tuple(named), tuple(apart))
    compared = re.search(rf"differs (?:from ({_REF})|between ({_REF}) and ({_REF})):", command)
    refs = tuple(ref for ref in compared.groups() if ref) if compared else ()
    kind = "diff" if compared else "stash"
    if "committed" in command:
        kind = "never" if f"{_NEVER_LABEL} (" in command else "commit"
    return Listing(kind, refs, tuple(named), tuple(apart))


# a clause that says a file is kept out: "draft.txt stays (untracked)", "draft.txt는 안 들어가요"
_LEFT_OUT = re.compile(
    r"\bnot\b|n't\b|\bno\b|\buntracked\b|\bleft\b|\bleaves?\b|\bstays?\b|\bremains?\b|\bexcept\b"
    r"|\bexclud|\bignored\b|\bonly\b|\bwithout\b|\bapart\b|\bseparate|(?<![\w-])-[ua]\b"
    r"|--include-untracked|--all\b|안\s*(?:들어|돼|되|담|포함)|않|빠지|빠져|빠집|빠진|제외|남아|남습|남고|남는"
    r"|그대로|추적|무시|별도|따로",
    _I,
)
_CLAUSE_END = re.compile(r"[.!?。;](?=\s|$)|\n|\bbut\b|\bhowever\b|\bwhile\b|지만|반면|는데")


def _said(path: str, text: str) -> bool:
    """The file is named in `text`: its path, or its name alone ("app.py" for src/app.py); a
    Korean particle may follow it ("todo.md랑")."""
    whole = path.rstrip("/")
    return any(
        re.search(rf"(?<![A-Za-z0-9_.-]){re.escape(said)}(?![A-Za-z0-9_-])", text, _I)
        for said in (whole, whole.rsplit("/", 1)[-1])
    )


def unsaid_files(listing: Listing, answer: str) -> list[str]:
    """The files of the listing's answer the answer does not name."""
    return [path for path in listing.named if not _said(path, answer)]


def apart_said_as_named(listing: Listing, answer: str) -> list[str]:
    """The files a stash leaves (untracked, ignored) the answer names in a clause that does not
    say so: "todo.md and draft.txt would be stashed"."""
    if listing.kind == "diff":
        return []  # an untracked file does differ from a branch: named with them, it is no error
    clauses = _CLAUSE_END.split(answer)
    return [
        path
        for path, _ in listing.apart
        if any(_said(path, clause) and not _LEFT_OUT.search(clause) for clause in clauses)
    ]


def left_out_unsaid(listing: Listing, answer: str) -> list[str]:
    """The untracked files a plain stash leaves that the answer never names (the user asked
    what goes in: what stays out, and why, is part of it)."""
    if listing.kind != "stash":
        return []
    return [path for path, why in listing.apart if "untracked" in why and not _said(path, answer)]


CORRECTION_LISTING = (
    "That answer does not match the command's output. Name exactly the files it lists as "
    "{what}: {named}.{apart}"
)
CORRECTION_APART = " Say that {apart} {verb} not part of it ({why})."
CORRECTION_UNTRACKED = " Say apart that {apart} {verb} untracked, so on no branch."


def misread(listing: Listing, answer: str) -> str | None:
    """The correction for an answer that drops a file of the listing, or puts a file a stash
    leaves in with the ones it takes, or None when the answer reads the listing right."""
    if not (
        unsaid_files(listing, answer)
        or apart_said_as_named(listing, answer)
        or left_out_unsaid(listing, answer)
    ):
        return None
    apart = ""
    if listing.apart:
        names = ", ".join(path for path, _ in listing.apart)
        why = "; ".join(f"{path}: {why}" for path, why in listing.apart)
        verb = "is" if len(listing.apart) == 1 else "are"
        told = CORRECTION_UNTRACKED if listing.kind == "diff" else CORRECTION_APART
        apart = told.format(apart=names, verb=verb, why=why)
    named = ", ".join(listing.named) or "none"
    return CORRECTION_LISTING.format(what=_what_listed(listing), named=named, apart=apart)


def _what_listed(listing: Listing) -> str:
    if listing.kind == "stash":
        return "stashed"
    if listing.kind == "merge":
        return f"changed in {listing.refs[0]} by the merge"
    if listing.kind == "commit":
        return "going into the commit"
    if listing.kind == "never":
        return "never committed (in no commit)"
    return "different " + (
        f"between {' and '.join(listing.refs)}"
        if len(listing.refs) == 2
        else f"from {''.join(listing.refs)}"
    )


@dataclass(frozen=True)
class Sentence:
    """One sentence of the listing's own answer: a catalogue key and its fields."""

    key: str
    fields: dict[str, str]


# the fallback's sentences: (files listed, none listed), by what the listing is
_SAID_STASH = (N_("answer.stash"), N_("answer.stash_none"))
_SAID_COMMIT = (N_("answer.commit_takes"), N_("answer.commit_takes_none"))
_SAID_NEVER = (N_("answer.never_committed"), N_("answer.never_committed_none"))
_SAID_DIFFERS = (N_("answer.differs"), N_("answer.differs_none"))
_SAID_BETWEEN = (N_("answer.differs_between"), N_("answer.differs_between_none"))
_SAID_LEFT = (("untracked", N_("answer.stash_untracked")), ("ignored", N_("answer.stash_ignored")))


def listing_answer(listing: Listing) -> list[Sentence]:
    """The listing said as an answer (the fallback when the model misreads it twice)."""
    files = ", ".join(listing.named)
    if listing.kind == "stash":
        said = [Sentence(_SAID_STASH[0] if files else _SAID_STASH[1], {"files": files})]
        for why, key in _SAID_LEFT:
            left = ", ".join(path for path, reason in listing.apart if reason.startswith(why))
            said += [Sentence(key, {"files": left})] if left else []
        return said
    if listing.kind == "commit":
        said = [Sentence(_SAID_COMMIT[0] if files else _SAID_COMMIT[1], {"files": files})]
        left = "; ".join(f"{path} ({why})" for path, why in listing.apart)
        return said + ([Sentence(N_("answer.commit_leaves"), {"files": left})] if left else [])
    if listing.kind == "never":
        return [Sentence(_SAID_NEVER[0] if files else _SAID_NEVER[1], {"files": files})]
    if listing.kind == "merge":
        base = listing.refs[0]
        said = [Sentence(N_("answer.merge") if files else N_("answer.merge_none"),
                         {"ref": base, "files": files})]  # fmt: skip
        left = ", ".join(path for path, _ in listing.apart)
        return said + ([Sentence(N_("answer.merge_apart"), {"files": left})] if left else [])
    refs = {
        "ref": listing.refs[0] if listing.refs else "HEAD",
        "other": listing.refs[-1] if listing.refs else "",
    }
    keys = _SAID_BETWEEN if len(listing.refs) == 2 else _SAID_DIFFERS
    said = [Sentence(keys[0] if files else keys[1], {**refs, "files": files})]
    untracked = ", ".join(path for path, _ in listing.apart)
    apart = [Sentence(N_("answer.untracked_apart"), {"files": untracked})] if untracked else []
    return said + apart
