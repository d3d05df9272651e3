"""A branch or a tag made where the request says, and nothing else moved.

fresh35 git-75 ("Make a new branch called hotfix off main, but keep me on the branch I'm on
now.") ran `git checkout -b hotfix main`: the branch was made, and the person was moved off
theirs, a change they said not to make. git-76 ("지금 마지막 커밋에 v0.1 태그 좀 달아 줘.")
ran a broken `git tag -a v0.1 -m ` and answered from `git log`: no tag. The ref asked is read
from the request; a command that switches branches when the request keeps the person where
they are, that moves an existing branch or tag, or that puts the ref on another commit is
refused with the command that makes it, and the loop runs that command when the turn ends
without the ref (approval is still asked). A tag that already exists is said, never moved.
Files asked to be staged are staged alone, with no commit unless one is asked (fresh36 git-77).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.agent.git_read import git_output
from jarvis_voice.agent.pipeline import CallOutcome

_I = re.IGNORECASE
# ASCII only: a Korean particle glued to a name is no part of it (「summer-menu라는 새 브랜치」
# made the branch 'summer-menu라는': fresh43 git-92), and Python's \w takes Hangul
_NAME = r"[A-Za-z0-9][A-Za-z0-9_./-]*[A-Za-z0-9_]|[A-Za-z0-9]"

# a question about refs, not one to make: "what tags are there", "v0.1 태그 어느 커밋에 있어"
_ASKS = re.compile(
    r"^\s*(?:which|what|where|is|are|does|did|do|how|list|show)\b|\bis there\b|\bare there\b"
    r"|뭐야|뭐가|뭔지|어떤|어느|있어\s*\??$|있나|목록|보여",
    _I,
)
# taken away, not made: "delete the tag v0.1", "hotfix 브랜치 지워 줘"
_REMOVE = re.compile(
    r"\b(?:delete|remove|drop|rename|push|merge)\b|지워|지우|삭제|없애|이름|푸시|병합|머지", _I
)

# ---- branches ---------------------------------------------------------------------------
_BRANCH_MADE = re.compile(
    r"\b(?:make|create|add|start|open|cut|set up|branch off)\b|\bnew branch\b"
    r"|만들|생성|따\s*(?:줘|주|서)|파\s*(?:줘|주)|새\s*브랜치",
    _I,
)
_BRANCH_NAME = (
    re.compile(rf"\bbranch\s+(?:called|named)\s+[`'\"]?(?P<n>{_NAME})", _I),
    re.compile(rf"\b(?:called|named)\s+[`'\"]?(?P<n>{_NAME})[`'\"]?\s*,?\s*(?:off|from)\b", _I),
    re.compile(rf"[`'\"]?(?P<n>{_NAME})[`'\"]?\s*(?:이라는|라는|란|이란)?\s*(?:새\s*)?브랜치", _I),
    re.compile(rf"\b(?:new|a)\s+[`'\"]?(?P<n>{_NAME})[`'\"]?\s+branch\b", _I),
    re.compile(rf"\b(?:new|create|make|add)\s+(?:a\s+)?branch\s+[`'\"]?(?P<n>{_NAME})", _I),
)
_BRANCH_BASE = (
    re.compile(
        rf"\b(?:off(?: of)?|from|based on|on top of)\s+(?:the\s+)?[`'\"]?(?P<b>{_NAME})", _I
    ),
    re.compile(
        rf"[`'\"]?(?P<b>{_NAME})[`'\"]?\s*(?:브랜치)?\s*(?:에서|으로부터|로부터|기준으로)", _I
    ),
)
_NOT_A_NAME = frozenset(
    {"a", "an", "the", "new", "it", "this", "that", "me", "main's", "branch", "one", "called",
     "named", "my", "current", "there", "here", "now", "off", "from", "on", "for", "to",
     "which", "하나", "지금"}
)  # fmt: skip
# kept where they are: "keep me on the branch I'm on", "don't switch", 「지금 브랜치에 그대로」
_STAY = re.compile(
    r"\bkeep me (?:on|where)\b|\bleave me (?:on|where)\b|\bstay(?:ing)? (?:on|where)\b"
    r"|\bremain on\b|\b(?:don'?t|do not|without) (?:switch|check(?:ing)? ?(?:it )?out|mov)"
    r"|\bwithout switching\b|\bnot switch"
    r"|머물|(?:전환|체크아웃|이동|옮기|바꾸)(?:하)?지\s*(?:말|않)|넘어가지\s*(?:말|않)",
    _I,
)
# 「그대로」 keeps the person where they are (「지금 브랜치에 그대로 있고」) unless it is the work
# carried along (「고치던 거 … 그대로 들고 X라는 새 브랜치로 옮겨 가 줘」: fresh43 git-92 was
# refused its `git checkout -b` and told to stay) or the new branch is where they go
_AS_IS = re.compile(r"그대로(?!\s*(?:들고|가지고|가져|챙겨|옮겨|싸\s*들고))")
_ONTO_BRANCH = re.compile(
    r"브랜치\S{0,3}\s*(?:로|으로)\s*(?:\S+\s+)?(?:옮겨|옮기|전환|이동|넘어가|갈아타|체크아웃)(?!하지|지)"
)
# moved onto it: "… and switch to it", 「만들고 그 브랜치로 전환해 줘」
_MOVE_ONTO = re.compile(
    r"\b(?:switch|move me|check it out|go)\b[^.!?]{0,20}\b(?:to|onto|it)\b|\bcheck it out\b"
    r"|(?:전환|체크아웃|이동|넘어가|옮겨)(?!하지|지)"
    # the work carried onto it: "move my uncommitted changes to a new branch called X"
    r"|\b(?:move|take|carry|bring)\b[^.!?]{0,50}\b(?:to|onto|into)\s+(?:a\s+|the\s+)?"
    r"(?:new\s+)?branch\b",
    _I,
)
_SWITCHES = re.compile(r"\bgit\s+(?:checkout|switch)\b")

# ---- tags ---------------------------------------------------------------------------------
_TAG_MADE = re.compile(
    r"\btag\s+(?:the|this|that|it|head|my|commit|[0-9a-f]{7,40}\b)"
    r"|\b(?:add|create|make|put|give|set|place|attach)\s+(?:it\s+|the\s+commit\s+)?"
    r"(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:annotated\s+|lightweight\s+)?tag\b"
    r"|태그[를을]?\s*(?:좀\s*)?(?:하나\s*)?(?:달|붙|만들|생성|찍|추가|걸)",
    _I,
)
_TAG_NAME = (
    re.compile(rf"\btag(?:ged)?\s+(?:called|named)\s+[`'\"]?(?P<n>{_NAME})", _I),
    re.compile(rf"\btag\s+[`'\"]?(?P<n>{_NAME})[`'\"]?\s+(?:on|to|at)\b", _I),
    re.compile(r"\b(?:as|with)\s+[`'\"]?(?P<n>v?\d[\w.-]*)", _I),
    re.compile(rf"[`'\"]?(?P<n>{_NAME})[`'\"]?\s*(?:이라는|라는|란|이란)?\s*태그", _I),
    re.compile(r"(?P<n>\bv\d+(?:\.\d+)*(?:[-.][\w]+)?)", _I),
)
_TAG_MESSAGE = re.compile(
    r"\b(?:message|saying|annotat\w*\s+with)\s*:?\s*(?P<q>['\"“‘])(?P<m>[^'\"”’\n]{1,120})['\"”’]"
    r"|(?P<q2>['\"“‘])(?P<m2>[^'\"”’\n]{1,120})['\"”’]\s*(?:이?라는|라고)?\s*(?:메시지|메세지)"
    r"|(?:메시지|메세지)(?:는|를|로)?\s*['\"“‘](?P<m3>[^'\"”’\n]{1,120})['\"”’]",
    _I,
)
_HASH = re.compile(r"(?<![0-9a-z])[0-9a-f]{7,40}(?![0-9a-z])", _I)
# the tip of a branch the tag goes on: 「main 브랜치 맨 끝 커밋에 release-0.1 태그 달아 줘. 나는
# 지금 브랜치에 그대로 있을게」 (fresh45 git-96 ran `git tag release-0.1` on the person's own
# branch), "tag the last commit on main", "main's latest commit", "the tip of main"
_TIP = r"(?:맨\s*끝|맨\s*마지막|마지막|최신|제일\s*최근|가장\s*최근|최근|끝|머리)"
_TAG_BASE = (
    re.compile(rf"[`'\"]?(?P<b>{_NAME})[`'\"]?\s*브랜치\S{{0,2}}\s*(?:의\s*)?{_TIP}", _I),
    re.compile(rf"[`'\"]?(?P<b>{_NAME})[`'\"]?\s*(?:의\s*)?{_TIP}\s*커밋", _I),
    re.compile(
        r"\b(?:last|latest|newest|most recent|top|tip|head|end)\s+(?:commit\s+)?(?:on|of|in)\s+"
        rf"(?:the\s+)?[`'\"]?(?P<b>{_NAME})",
        _I,
    ),
    re.compile(
        rf"[`'\"]?(?P<b>{_NAME})[`'\"]?(?:'s|\s+branch's)\s+(?:last|latest|newest|most recent|"
        r"tip|head|top)\b",
        _I,
    ),
)


@dataclass(frozen=True)
class Ref:
    kind: str  # "branch" | "tag"
    name: str
    base: str  # the commit-ish it goes on ("HEAD" when none is said)
    stay: bool = False  # the request keeps the person on their branch
    onto: bool = False  # the request moves the person onto the new branch
    message: str | None = None  # an annotated tag's message

    @property
    def full(self) -> str:
        return f"refs/{'heads' if self.kind == 'branch' else 'tags'}/{self.name}"

    def command(self) -> str:
        """The command that makes it: `git branch NAME BASE`, `git tag [-a -m MSG] NAME`."""
        if self.kind == "branch":
            on = "" if self.base == "HEAD" else f" {shlex.quote(self.base)}"
            verb = "switch -c" if self.onto else "branch"
            return f"git {verb} {shlex.quote(self.name)}{on}"
        note = "" if self.message is None else f" -a -m {shlex.quote(self.message)}"
        on = "" if self.base == "HEAD" else f" {shlex.quote(self.base)}"
        return f"git tag{note} {shlex.quote(self.name)}{on}"


# "the last commit on this branch", 「지금 브랜치 마지막 커밋」: the person's own, HEAD
_NOT_TIP = frozenset({"head", "commit", "tag", "last", "latest", "branch", "current"})


def _first(patterns: tuple[re.Pattern[str], ...], text: str, group: str) -> str | None:
    for pattern in patterns:
        for found in pattern.finditer(text):
            name = found.group(group).rstrip(".,")
            if name.lower() not in _NOT_A_NAME and not re.fullmatch(r"[가-힣]+", name):
                return name
    return None


def branch_asked(request: str) -> Ref | None:
    """The new branch a request makes (its name, the branch it starts from, whether the person
    stays where they are), or None."""
    if not re.search(r"\bbranch\b|브랜치", request, _I) or not _BRANCH_MADE.search(request):
        return None
    if _ASKS.search(request) or _REMOVE.search(request):
        return None
    name = _first(_BRANCH_NAME, request, "n")
    if name is None:
        return None
    base = _first(_BRANCH_BASE, request.replace(name, " ", 1), "b") or "HEAD"
    as_is = bool(_AS_IS.search(request)) and not _ONTO_BRANCH.search(request)
    stay = bool(_STAY.search(request)) or as_is
    onto = not stay and bool(_MOVE_ONTO.search(request))
    return Ref("branch", name, base, stay=stay, onto=onto)


def tag_asked(request: str) -> Ref | None:
    """The tag a request puts on a commit (the last one unless a hash is said), or None."""
    if not _TAG_MADE.search(request) or _ASKS.search(request) or _REMOVE.search(request):
        return None
    said = _TAG_MESSAGE.search(request)
    message = None if said is None else (said["m"] or said["m2"] or said["m3"])
    rest = request if said is None else request.replace(said.group(0), " ")
    name = _first(_TAG_NAME, rest, "n")
    if name is None or name.lower() in ("tag", "head", "commit", "last"):
        return None
    hashes = [h for h in _HASH.findall(rest) if h != name]
    if len(hashes) == 1:
        return Ref("tag", name, hashes[0], message=message)
    tip = _first(_TAG_BASE, rest.replace(name, " ", 1), "b")
    base = tip if tip is not None and tip.lower() not in _NOT_TIP else "HEAD"
    return Ref("tag", name, base, message=message)


def ref_asked(request: str) -> Ref | None:
    return tag_asked(request) or branch_asked(request)


def commit_of(workdir: Path, ref: str) -> str | None:
    return git_output(workdir, "rev-parse", "--verify", "-q", f"{ref}^{{commit}}")


def _tag_on(arguments: list[str]) -> tuple[str | None, str | None]:
    """(name, commit-ish) of a `git tag` that makes one; (None, None) for a listing."""
    plain: list[str] = []
    skip = False
    for word in arguments:
        if skip:
            skip = False
            continue
        if word in ("-m", "-F", "-u", "--message", "--file", "--local-user", "--cleanup"):
            skip = True
        elif word.startswith(("-l", "--list", "-n", "--contains", "--points-at", "--sort")):
            return None, None
        elif not word.startswith("-"):
            plain.append(word)
    return (plain[0], plain[1] if len(plain) > 1 else "HEAD") if plain else (None, None)


def _made_by(kind: str, words: list[str]) -> tuple[str | None, str | None]:
    """(name, commit-ish) of the branch or tag one git command makes, or (None, None)."""
    if words[:2] == ["git", "tag"] and kind == "tag":
        return _tag_on(words[2:])
    if kind != "branch" or words[:1] != ["git"] or len(words) < 3:
        return None, None
    rest = words[2:]
    if words[1] == "branch" and not any(w.startswith("-") for w in rest):
        return rest[0], rest[1] if len(rest) > 1 else "HEAD"
    makes = {"checkout": ("-b",), "switch": ("-c", "--create")}.get(words[1], ())
    for at, word in enumerate(rest[:-1]):
        if word in makes:
            after = [w for w in rest[at + 1 :] if not w.startswith("-")]
            return after[0], after[1] if len(after) > 1 else "HEAD"
    return None, None


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a git command does not make only the branch or tag asked where it was asked (with
    the command that does), or None."""
    command = arguments.get("command") if isinstance(arguments, dict) else None
    if tool != "bash" or not isinstance(command, str) or workdir is None:
        return None
    ref = ref_asked(request)
    if ref is None or "git" not in command:
        return None
    use = f"; use bash with `{ref.command()}`"
    if ref.kind == "branch" and ref.stay and _SWITCHES.search(command):
        return f"not run: that switches branches, and the request keeps you on yours{use}"
    if (
        re.search(
            r"\bgit\s+(?:branch|tag|checkout|switch)\b[^;&|]*\s(?:-f|--force|-B|-C)\b", command
        )
        and commit_of(workdir, ref.full) is not None
    ):
        return f"not run: {ref.name} already exists, and the request does not ask to move it"
    if re.search(
        rf"\bgit\s+(?:tag|branch)\s[^;&|]*-[dD]\b[^;&|]*\b{re.escape(ref.name)}\b", command
    ):
        return f"not run: the request asks to make {ref.name}, not to delete it{use}"
    for part in re.split(r"[;&|]+", command):
        try:
            words = shlex.split(part)
        except ValueError:
            continue
        name, on = _made_by(ref.kind, words)
        if name is not None:
            if name != ref.name:
                return f"not run: the request's {ref.kind} is {ref.name}, not {name}{use}"
            if ref.onto and words[1] == "branch":  # made, but the person is left behind
                return f"not run: that makes {ref.name} without moving you onto it{use}"
            wanted, made = commit_of(workdir, ref.base), commit_of(workdir, on or "HEAD")
            if wanted is not None and made != wanted:
                return f"not run: that puts {ref.name} on another commit than the one asked{use}"
    return None


def missing_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The command that makes the branch or tag asked, when the turn ends without it (and the
    commit it goes on exists); None when it exists or it is no such request."""
    ref = ref_asked(request)
    if ref is None or workdir is None or commit_of(workdir, ref.full) is not None:
        return None
    if commit_of(workdir, ref.base) is None:
        return None  # no such base here: the model's answer says so, nothing is guessed
    return "bash", {"command": ref.command()}


def already_there(request: str, workdir: Path | None) -> str | None:
    """The line saying the tag or branch asked already exists on another commit (and was not
    moved), or None when it is not there or is where it was asked."""
    ref = ref_asked(request)
    if ref is None or workdir is None:
        return None
    made, wanted = commit_of(workdir, ref.full), commit_of(workdir, ref.base)
    if made is None or wanted is None or made == wanted:
        return None
    subject = git_output(workdir, "log", "-1", "--format=%h %s", made) or made[:7]
    return EXISTS.format(kind=ref.kind, name=ref.name, where=subject)


def stay_misstated(request: str, answer: str, workdir: Path | None, lang: str) -> str | None:
    """What was done, when the branch asked to be made while the person stays was made and the
    answer says they were moved onto it (fresh35 git-75's 'You are now on the hotfix branch.'
    after `git branch hotfix main`); None otherwise."""
    ref = branch_asked(request)
    if ref is None or not ref.stay or workdir is None or commit_of(workdir, ref.full) is None:
        return None
    name = re.escape(ref.name)
    moved = re.search(
        rf"\b(?:now|switched|moved|checked out)\b[^.\n]{{0,40}}\b{name}\b"
        rf"|\byou(?:'re| are)\s+(?:now\s+)?on\s+(?:the\s+)?{name}\b"
        rf"|\b{name}\b[^.\n]{{0,12}}(?:로|으로)?\s*(?:전환|이동|체크아웃|옮겼|넘어)",
        answer,
        _I,
    )
    current = git_output(workdir, "branch", "--show-current")
    if moved is None or not current or current == ref.name:
        return None
    said = STILL_ON_KO if lang == "ko" else STILL_ON
    base = ref.name if ref.base == "HEAD" else ref.base
    return said.format(name=ref.name, base=base, current=current)


# an answer that says the branch was made or the person moved onto it ("Created summer-menu and
# switched to it", 「summer-menu 브랜치로 옮겼습니다」)
_SAYS_MOVED = re.compile(
    r"\b(?:created|made|switched|moved|checked out|now on)\b"
    r"|만들|생성|전환|옮겼|옮겨|이동|체크아웃",
    _I,
)
# …and one that reads as a commit made, its denials left out first
_NOT_COMMITTED = re.compile(
    r"커밋(?:하|되)지\s*않\S*|\bnot (?:yet )?(?:been )?committed\b|\buncommitted\b"
    r"|\bwithout committing\b",
    _I,
)
_SAYS_A_COMMIT = re.compile(r"커밋(?:된|됐|했|하였|되었)|\bcommitted\b", _I)


def _made_this_turn(name: str, done: list[CallOutcome]) -> bool:
    """True when a git command of this turn that makes or switches to a branch named it (a
    branch that was there before is not said to be made)."""
    for outcome in done:
        arguments = outcome.call.arguments
        bash = outcome.call.name == "bash" and isinstance(arguments, dict)
        command = arguments.get("command") if isinstance(arguments, dict) and bash else None
        if outcome.result.is_error or not isinstance(command, str):
            continue
        if re.search(r"\bgit\s+(?:checkout|switch|branch)\b", command) and name in command:
            return True
    return False


def onto_misstated(
    request: str, answer: str, done: list[CallOutcome], workdir: Path | None, lang: str
) -> str | None:
    """What was done, when the branch asked to be made and moved onto was made this turn, and
    the answer says neither or reads as a commit (fresh43 git-92's 「현재 커밋된 브랜치는
    summer-menu입니다.」 after `git checkout -b summer-menu`, the request having said not to
    commit); else None."""
    ref = branch_asked(request)
    if ref is None or not ref.onto or workdir is None or commit_of(workdir, ref.full) is None:
        return None
    if not _made_this_turn(ref.name, done):
        return None
    if git_output(workdir, "branch", "--show-current") != ref.name:
        return None
    committed = _SAYS_A_COMMIT.search(_NOT_COMMITTED.sub(" ", answer))
    if _SAYS_MOVED.search(answer) and not committed:
        return None
    changed = bool(git_output(workdir, "status", "--porcelain", "--untracked-files=no"))
    if lang == "ko":
        return MOVED_ONTO_KO.format(name=ref.name) + (CARRIED_KO if changed else "")
    return MOVED_ONTO.format(name=ref.name) + (CARRIED if changed else "")


# ---- files staged, no commit ---------------------------------------------------------------
# "Stage todo.md so it's ready to commit, but don't commit it yet." (fresh36 git-77 ran csv_edit
# on todo.md, then answered "The commit was made": nothing staged), 「todo.md 스테이징만 해 줘,
# 커밋은 아직 하지 마」: `git add` of the files named, nothing else staged, no commit unless asked
_STAGE = re.compile(
    r"(?:^|[,.;!]\s*|\b(?:please|can you|could you|would you|just|only|and|then|now)\s+)"
    r"(?:stage|git\s+add)\b(?!\s+(?:a|an|new|to)\b)"
    r"|\badd\b[^.?!]{0,40}\bto the (?:index|staging area)\b"
    r"|(?:스테이징|스테이지|git\s*add|(?<![A-Za-z])add)\s*(?:만|좀)?\s*(?:좀\s*)?"
    r"(?:해\s*(?:줘|주세요|줄래|주라|놔|둬|놓|두)|해줘|해주세요|시켜|하고|해서|한\s*(?:다음|뒤))"
    r"|(?:스테이징|인덱스)\s*(?:영역)?\s*에\s*(?:올려|추가|넣어|올리)",
    _I,
)
# taken out of the index, or asked about: "unstage todo.md", 「스테이징 취소」, "is it staged"
_UNSTAGE = re.compile(r"\bunstag|\breset\b|\brestore\b|취소|내려|빼|\bstaged\?|했어\?|됐어\?", _I)
# no commit: "but don't commit it yet", 「커밋은 아직 하지 마」, "without committing"
_NO_COMMIT = re.compile(
    r"\b(?:don'?t|do not|without|not|never|no)\s+(?:\w+\s+){0,2}?commit"
    r"|커밋\S*\s*(?:은|는)?\s*(?:아직\s*)?(?:하지|안\s*하|말|없이)|스테이징만|add만",
    _I,
)
# a commit asked too: "stage it and commit", 「커밋까지 해 줘」 ("ready to commit" is not)
_COMMIT_TOO = re.compile(
    r"\b(?:and|then|&)\s+(?:also\s+)?commit\b|\bcommit\s+(?:it|them|this|that|the)\b"
    r"|커밋(?:까지|도)|(?:하고|한\s*다음|한\s*뒤)\s*커밋",
    _I,
)
# the files' text changed too: "fix the typo in todo.md and stage it"
_TEXT_CHANGED = re.compile(
    r"\b(?:fix|edit|change|update|write|append|remove|delete|replace|rename)\b"
    r"|고쳐|고치|수정|바꿔|바꾸|추가해|지워|지우|적어|써\s*(?:줘|주)",
    _I,
)
_GIT_COMMIT = re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?commit\b")
_GIT_ADD = re.compile(r"\bgit\s+(?:-C\s+\S+\s+)?add\b")
_FILE = re.compile(
    r"(?<![A-Za-z0-9_/.-])(?:[\w.-]+/)*[\w.-]*\w\.[A-Za-z0-9]{1,8}(?![A-Za-z0-9_-])"
    r"|(?<![A-Za-z0-9_])(?:README|Makefile|Dockerfile|LICENSE)(?![A-Za-z0-9_])"
)


@dataclass(frozen=True)
class Staging:
    files: tuple[str, ...]  # the files named to stage (none: what the request says is unsaid)
    commit: bool  # a commit asked too

    def command(self) -> str:
        return "git add -- " + " ".join(shlex.quote(name) for name in self.files)


def stage_asked(request: str) -> Staging | None:
    """The files a request stages (and whether it commits them too), or None."""
    plain = _FILE.sub("FILE", request)  # "todo.md"'s dot ends no sentence
    if not _STAGE.search(plain) or _UNSTAGE.search(plain) or _ASKS.search(plain):
        return None
    files = tuple(dict.fromkeys(m.group(0) for m in _FILE.finditer(request)))
    commit = bool(_COMMIT_TOO.search(request)) and not _NO_COMMIT.search(request)
    return Staging(files, commit)


def stage_files(request: str) -> tuple[str, ...]:
    asked = stage_asked(request)
    return asked.files if asked is not None else ()


def _added_paths(words: list[str]) -> list[str] | None:
    """The paths one `git add` names, or None when it stages everything (-A, ., -u, a glob)."""
    paths: list[str] = []
    for word in words:
        if word in ("--", "-v", "--verbose"):
            continue
        if word.startswith("-") or word in (".", "*", ":/") or any(c in word for c in "*?["):
            return None
        paths.append(word)
    return paths


def stage_misplaced(request: str, tool: str, arguments: object) -> str | None:
    """Why a call does not only stage the files asked (a commit not asked, more files staged,
    a file's text written), with the command that stages them; None otherwise."""
    asked = stage_asked(request)
    if asked is None:
        return None
    named = ", ".join(asked.files) or "the files asked"
    use = f"; use bash with `{asked.command()}`" if asked.files else ""
    if tool in ("write_file", "edit_file", "csv_edit") and asked.files:
        path = arguments.get("path") if isinstance(arguments, dict) else None
        if not _TEXT_CHANGED.search(request) and isinstance(path, str):
            return f"not run: the request asks to stage {named}, not to change its text{use}"
        return None
    command = arguments.get("command") if isinstance(arguments, dict) else None
    if tool != "bash" or not isinstance(command, str):
        return None
    if not asked.commit and _GIT_COMMIT.search(command):
        return f"not run: the request asks to stage {named}, not to commit{use}"
    if not asked.files:
        return None
    for part in re.split(r"[;&|]+", command):
        try:
            words = shlex.split(part)
        except ValueError:
            continue
        if not _GIT_ADD.search(part) or "add" not in words:
            continue
        paths = _added_paths(words[words.index("add") + 1 :])
        wanted = {Path(name).as_posix() for name in asked.files}
        if paths is None or any(Path(p).as_posix() not in wanted for p in paths):
            return f"not run: that stages more than {named}{use}"
    return None


def _unstaged(workdir: Path, name: str) -> bool:
    """True when `name` has a change not in the index, or is untracked and not ignored."""
    changed = git_output(workdir, "diff", "--name-only", "--", name)
    untracked = git_output(workdir, "ls-files", "--others", "--exclude-standard", "--", name)
    return bool(changed or untracked)


def stage_missing(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The `git add` of the files asked when the turn ends with one of them not staged; None
    when all are, or it is no such request (a commit asked too is the model's to make)."""
    asked = stage_asked(request)
    if asked is None or not asked.files or asked.commit or workdir is None:
        return None
    if commit_of(workdir, "HEAD") is None:
        return None
    if not any(_unstaged(workdir, name) for name in asked.files):
        return None
    if not all((workdir / name).exists() for name in asked.files):
        return None  # no such file here: the model's answer says so, nothing is guessed
    return "bash", {"command": asked.command()}


# an answer that says a commit was made: "The commit was made", "committed todo.md", 「커밋했어요」
_SAYS_COMMITTED = re.compile(
    r"\b(?:commit(?:ted)?|changes?)\s+(?:was|were|has been|have been)\s+(?:made|created|done)"
    r"|\b(?:i|i've|i have|has been|have been|was|were|successfully)\s+committed\b"
    r"|(?<!not )(?<!n't )\bcommitted\b(?! yet)|\bmade (?:a|the|your) commit\b"
    r"|커밋(?:했|되었|됐|을\s*(?:만들|했)|\s*완료)",
    _I,
)
# an answer that says the files were staged ("ok, done. You can now do…" says nothing of it)
_SAYS_STAGED = re.compile(r"\bstag(?:ed|ing)\b|\bgit add\b|\bindex\b|스테이징|스테이지|인덱스", _I)
_SAYS_NOT_COMMITTED = re.compile(
    r"\bnot (?:yet )?(?:been )?committed\b|\bno commit\b|\bnothing (?:was |has been )?committed"
    r"|\bwithout committing\b|(?:n't|not) commit"
    r"|커밋(?:은|는)?\s*(?:아직\s*)?(?:하지|안\s*(?:했|됐|한))",
    _I,
)


def commit_misstated(request: str, answer: str, workdir: Path | None, lang: str) -> str | None:
    """What was done, when the files asked are staged with no commit and the answer says a
    commit was made (fresh36 git-77's "The commit was made …") or nothing of the staging ("ok,
    done. You can now do일반적인 작업."); None otherwise."""
    asked = stage_asked(request)
    if asked is None or not asked.files or asked.commit or workdir is None:
        return None
    says_staged = _SAYS_STAGED.search(answer) and not _SAYS_COMMITTED.search(answer)
    if says_staged or _SAYS_NOT_COMMITTED.search(answer):
        return None
    staged = (
        git_output(workdir, "diff", "--cached", "--name-only", "--", *asked.files) or ""
    ).split()
    if not staged:
        return None
    said = STAGED_KO if lang == "ko" else STAGED
    return said.format(files=", ".join(asked.files))


STAGED = "Staged {files}; nothing was committed, so it is ready for your commit."
STAGED_KO = "{files}을(를) 스테이징했습니다. 커밋은 하지 않았습니다."
CORRECTION_UNSTAGED = "That is not done: {files} is not staged. Run `{command}`."

# a tool's result handed back as the answer: 「bash 결과입니다: feature/inventory [exit code: 0]」
_TOOL_DUMP = re.compile(r"\[exit code|결과입니다\s*:|\breturned:|\bresults? (?:is|are|was):", _I)


def tag_misstated(
    request: str, answer: str, done: list[CallOutcome], workdir: Path | None, lang: str
) -> str | None:
    """What was done, when the tag asked was put this turn on the commit asked and the answer
    names no tag or hands back a tool's result (fresh45 git-96 answered 「bash 결과입니다:
    feature/inventory [exit code: 0]」 once release-0.1 was on main's last commit); else None."""
    ref = tag_asked(request)
    if ref is None or workdir is None:
        return None
    made, wanted = commit_of(workdir, ref.full), commit_of(workdir, ref.base)
    if made is None or made != wanted or not _tagged_this_turn(ref.name, done):
        return None
    if ref.name in answer and not _TOOL_DUMP.search(answer):
        return None
    commit = git_output(workdir, "log", "-1", "--format=%h %s", made) or made[:7]
    current = git_output(workdir, "branch", "--show-current")
    on_base = ref.base == "HEAD" or current == ref.base
    if lang == "ko":
        where = "마지막" if ref.base == "HEAD" else f"{ref.base} 브랜치 맨 끝"
        said = TAGGED_KO.format(name=ref.name, where=where, commit=commit)
        return said + (STILL_ON_TAG_KO.format(current=current) if current and not on_base else "")
    where = "the last commit" if ref.base == "HEAD" else f"the last commit on {ref.base}"
    said = TAGGED.format(name=ref.name, where=where, commit=commit)
    return said + (STILL_ON_TAG.format(current=current) if current and not on_base else "")


def _tagged_this_turn(name: str, done: list[CallOutcome]) -> bool:
    """True when a `git tag` of this turn that ran named the tag (one there before is not said
    to be put on now)."""
    for outcome in done:
        arguments = outcome.call.arguments
        command = arguments.get("command") if isinstance(arguments, dict) else None
        if outcome.call.name != "bash" or outcome.result.is_error or not isinstance(command, str):
            continue
        if outcome.result.content.startswith("not run:"):
            continue  # refused by a check: it made nothing
        if re.search(r"\bgit\s+tag\b", command) and name in command:
            return True
    return False


STILL_ON = "Made the branch {name} off {base}; you are still on {current}."
STILL_ON_KO = "{base}에서 {name} 브랜치를 만들었고, 지금 브랜치는 그대로 {current}입니다."
EXISTS = "The {kind} {name} already exists, on {where}; it was left where it is, not moved."
CORRECTION_MISSING = "That is not done: nothing made it. Run `{command}`."
MOVED_ONTO = "Made the branch {name} and moved you onto it."
MOVED_ONTO_KO = "{name} 브랜치를 새로 만들어 그 브랜치로 옮겼습니다."
CARRIED = " Your changes came along, still not committed."
CARRIED_KO = " 고치던 내용은 커밋하지 않은 채 그대로 가져왔습니다."
TAGGED = "Put the tag {name} on {where} ({commit})."
TAGGED_KO = "{where} 커밋({commit})에 {name} 태그를 달았습니다."
STILL_ON_TAG = " You are still on {current}."
STILL_ON_TAG_KO = " 지금 브랜치는 그대로 {current}입니다."
