"""A13: the typed findings of a risk summary, and their English and Korean sentences.

`jarvis_voice.policy.risk.summarise` produces them; this module only says what they are and how
they read. Sentences are capitalised, without a full stop: the terminal and the web modal show
one per line, the spoken question joins the short forms with full stops.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from enum import StrEnum

from jarvis_voice.text import clip as clip_text


class RiskKind(StrEnum):
    """Kinds of finding, most serious first (the order lines are shown and read in)."""

    RUNS_DOWNLOADED = "runs_downloaded"
    NEEDS_ROOT = "needs_root"
    REWRITES_GIT_HISTORY = "rewrites_git_history"
    DISCARDS_CHANGES = "discards_changes"
    DELETES = "deletes"
    WRITES_OUTSIDE = "writes_outside"
    OVERWRITES = "overwrites"
    PERMISSIONS = "permissions"
    KILLS = "kills"
    POWER = "power"
    NETWORK = "network"
    UNANALYSED = "unanalysed"
    APPENDS = "appends"
    EDITS = "edits"
    CREATES = "creates"


_ORDER = {kind: index for index, kind in enumerate(RiskKind)}
MAX_TARGETS = 3  # targets named per line; the rest are counted
TARGET_CHARS = 60
PATH_CHARS = 80


@dataclass(frozen=True)
class Finding:
    """One thing that matters about a call. Fields a kind does not use stay at their defaults."""

    kind: RiskKind
    targets: tuple[str, ...] = ()  # paths or hosts, as shown to the human
    count: int | None = None  # DELETES/PERMISSIONS: operands; EDITS: places; None = not known
    more: bool = False  # count is a lower bound / WRITES_OUTSIDE: a target could not be resolved
    recursive: bool = False
    detail: str = ""  # the command form behind it ("sudo", "push --force"), language-neutral
    size: int | None = None  # bytes written (write_file)
    old_size: int | None = None  # bytes of the file an overwrite replaces

    def text(self, language: str = "en", *, short: bool = False) -> str:
        """One sentence (capitalised, no full stop). `short`: without targets, sizes and details,
        for reading aloud."""
        render = _KO if language == "ko" else _EN
        return render[self.kind](self, short)


@dataclass(frozen=True)
class RiskSummary:
    findings: tuple[Finding, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.findings)

    @property
    def kinds(self) -> tuple[RiskKind, ...]:
        return tuple(f.kind for f in self.findings)

    def get(self, kind: RiskKind) -> Finding | None:
        return next((f for f in self.findings if f.kind is kind), None)

    def lines(self, language: str = "en", *, short: bool = False) -> list[str]:
        return [f.text(language, short=short) for f in self.findings]


NO_RISKS = RiskSummary()


# ---------------------------------------------------------------- rendering


def _targets(finding: Finding, short: bool) -> str:
    if short or not finding.targets:
        return ""
    shown = [clip_middle(t) for t in finding.targets[:MAX_TARGETS]]
    rest = len(finding.targets) - len(shown)
    return ": " + ", ".join(shown) + (f" (+{rest})" if rest > 0 else "")


def _detail(finding: Finding, short: bool) -> str:
    return f" ({finding.detail})" if finding.detail and not short else ""


def clip(text: str) -> str:
    """A detail (a piece of the command) on one line, at most 60 characters."""
    return clip_text(text, TARGET_CHARS)


def clip_middle(text: str) -> str:
    """A path on one line, at most 80 characters: its start and its end (the file) are kept."""
    text = " ".join(text.split())
    if len(text) <= PATH_CHARS:
        return text
    head = PATH_CHARS // 3
    return text[:head] + "…" + text[len(text) - (PATH_CHARS - head - 1) :]


def _size(n: int | None, language: str) -> str:
    if n is None:
        return "?"
    if n < 1024:
        return f"{n}바이트" if language == "ko" else f"{n} byte{'s' if n != 1 else ''}"
    value = n / 1024
    for unit in ("KB", "MB"):
        if value < 1024:
            return f"{value:.1f} {unit}"
        value /= 1024
    return f"{value:.1f} GB"


def _en_deletes(f: Finding, short: bool) -> str:
    if not f.count:
        what = "Deletes an unknown number of files" + (" and folders" if f.recursive else "")
    else:
        plural = "s" if f.count != 1 or f.more else ""
        what = f"Deletes {f.count}{' or more' if f.more else ''} path{plural}"
        if f.recursive:
            what += " and everything under " + ("it" if f.count == 1 and not f.more else "them")
    return what + _detail(f, short) + _targets(f, short)


def _ko_deletes(f: Finding, short: bool) -> str:
    if not f.count:
        what = "몇 개인지 알 수 없는 파일을" + (" 하위 폴더까지 모두" if f.recursive else "")
    elif f.recursive:
        what = f"{f.count}개 이상의 항목을" if f.more else f"{f.count}개 항목을"
        what += " 하위 폴더까지 모두"
    else:
        what = f"파일 {f.count}개 이상을" if f.more else f"파일 {f.count}개를"
    return f"{what} 삭제합니다" + _detail(f, short) + _targets(f, short)


def _en_permissions(f: Finding, short: bool) -> str:
    what = "Changes permissions or ownership"
    if f.count:
        plural = "s" if f.count != 1 or f.more else ""
        what += f" of {f.count}{' or more' if f.more else ''} path{plural}"
    if f.recursive:
        what += ", recursively"
    return what + _detail(f, short) + _targets(f, short)


def _ko_permissions(f: Finding, short: bool) -> str:
    what = f"{f.count}개{' 이상' if f.more else ''} 항목의 " if f.count else ""
    where = "하위 폴더까지 " if f.recursive else ""
    return f"{what}권한이나 소유자를 {where}바꿉니다" + _detail(f, short) + _targets(f, short)


def _en_outside(f: Finding, short: bool) -> str:
    verb = "May write" if f.more else "Writes"
    return f"{verb} outside the workspace" + _targets(f, short)


def _ko_outside(f: Finding, short: bool) -> str:
    verb = "쓸 수도 있습니다" if f.more else "씁니다"
    return f"작업 폴더 밖에 {verb}" + _targets(f, short)


def _file(f: Finding) -> str:
    return clip_middle(f.targets[0]) if f.targets else "?"


def _en_overwrites(f: Finding, short: bool) -> str:
    if short:
        return f"Overwrites {_file(f)}"
    return f"Overwrites {_file(f)} ({_size(f.old_size, 'en')} → {_size(f.size, 'en')})"


def _ko_overwrites(f: Finding, short: bool) -> str:
    if short:
        return f"{_file(f)} 파일을 덮어씁니다"
    return f"{_file(f)} 파일을 덮어씁니다 ({_size(f.old_size, 'ko')} → {_size(f.size, 'ko')})"


def _en_creates(f: Finding, short: bool) -> str:
    return f"Creates {_file(f)}" + ("" if short else f" ({_size(f.size, 'en')})")


def _ko_creates(f: Finding, short: bool) -> str:
    return f"{_file(f)} 파일을 새로 만듭니다" + ("" if short else f" ({_size(f.size, 'ko')})")


def _en_appends(f: Finding, short: bool) -> str:
    if short:
        return f"Adds to the end of {_file(f)}"
    return f"Adds {_size(f.size, 'en')} to the end of {_file(f)}"


def _ko_appends(f: Finding, short: bool) -> str:
    if short:
        return f"{_file(f)} 파일 끝에 덧붙입니다"
    return f"{_file(f)} 파일 끝에 {_size(f.size, 'ko')}를 덧붙입니다"


def _en_edits(f: Finding, short: bool) -> str:
    places = f" ({f.count} places)" if f.count and f.count > 1 and not short else ""
    return f"Edits {_file(f)}{places}"


def _ko_edits(f: Finding, short: bool) -> str:
    places = f" ({f.count}곳)" if f.count and f.count > 1 and not short else ""
    return f"{_file(f)} 파일을 고칩니다{places}"


def _en_network(f: Finding, short: bool) -> str:
    return "Reaches the network" + _detail(f, short) + _targets(f, short)


def _ko_network(f: Finding, short: bool) -> str:
    return "네트워크에 접속합니다" + _detail(f, short) + _targets(f, short)


def _en_unanalysed(f: Finding, short: bool) -> str:
    # the parser's reasons end in what stopped it: "…does not analyse: subshell" → "subshell"
    why = replace(f, detail=f.detail.rsplit(": ", 1)[-1])
    return "Could not be fully analysed" + _detail(why, short) + ": read it carefully"


def _ko_unanalysed(f: Finding, short: bool) -> str:
    return "명령을 끝까지 분석하지 못했습니다. 꼼꼼히 읽어 보세요"


def _fixed(sentence: str) -> Callable[[Finding, bool], str]:
    def render(f: Finding, short: bool) -> str:
        return sentence + _detail(f, short) + _targets(f, short)

    return render


_EN: dict[RiskKind, Callable[[Finding, bool], str]] = {
    RiskKind.RUNS_DOWNLOADED: _fixed("Runs a downloaded script"),
    RiskKind.NEEDS_ROOT: _fixed("Needs root"),
    RiskKind.REWRITES_GIT_HISTORY: _fixed("Rewrites git history"),
    RiskKind.DISCARDS_CHANGES: _fixed("Discards uncommitted changes"),
    RiskKind.DELETES: _en_deletes,
    RiskKind.WRITES_OUTSIDE: _en_outside,
    RiskKind.OVERWRITES: _en_overwrites,
    RiskKind.PERMISSIONS: _en_permissions,
    RiskKind.KILLS: _fixed("Stops processes"),
    RiskKind.POWER: _fixed("Shuts down or restarts the computer"),
    RiskKind.NETWORK: _en_network,
    RiskKind.UNANALYSED: _en_unanalysed,
    RiskKind.APPENDS: _en_appends,
    RiskKind.EDITS: _en_edits,
    RiskKind.CREATES: _en_creates,
}
# These sentences are read aloud inside the approval question, and an echo of the question must
# never sound like a yes (V5): no word of them may be an allow cue of voice.lexicon — so "구동",
# never "실행"/"진행"/"돌려" (tests/test_risk_summary.py checks every sentence).
_KO: dict[RiskKind, Callable[[Finding, bool], str]] = {
    RiskKind.RUNS_DOWNLOADED: _fixed("내려받은 스크립트를 구동합니다"),
    RiskKind.NEEDS_ROOT: _fixed("관리자 권한이 필요합니다"),
    RiskKind.REWRITES_GIT_HISTORY: _fixed("git 기록을 다시 씁니다"),
    RiskKind.DISCARDS_CHANGES: _fixed("커밋하지 않은 변경 내용을 버립니다"),
    RiskKind.DELETES: _ko_deletes,
    RiskKind.WRITES_OUTSIDE: _ko_outside,
    RiskKind.OVERWRITES: _ko_overwrites,
    RiskKind.PERMISSIONS: _ko_permissions,
    RiskKind.KILLS: _fixed("프로세스를 종료합니다"),
    RiskKind.POWER: _fixed("컴퓨터를 끄거나 다시 시작합니다"),
    RiskKind.NETWORK: _ko_network,
    RiskKind.UNANALYSED: _ko_unanalysed,
    RiskKind.APPENDS: _ko_appends,
    RiskKind.EDITS: _ko_edits,
    RiskKind.CREATES: _ko_creates,
}


def merged(findings: Iterable[Finding]) -> tuple[Finding, ...]:
    """One finding per kind (counts added, targets and details joined), most serious first."""
    by_kind: dict[RiskKind, Finding] = {}
    for f in findings:
        seen = by_kind.get(f.kind)
        by_kind[f.kind] = f if seen is None else _merge(seen, f)
    return tuple(sorted(by_kind.values(), key=lambda f: _ORDER[f.kind]))


def _merge(a: Finding, b: Finding) -> Finding:
    count = None if a.count is None or b.count is None else a.count + b.count
    details = list(dict.fromkeys(d for d in (*a.detail.split(", "), b.detail) if d))
    # "may write outside" only when no target is known to be outside; other kinds: a lower bound
    more = a.more and b.more if a.kind is RiskKind.WRITES_OUTSIDE else a.more or b.more
    return replace(
        a,
        targets=tuple(dict.fromkeys((*a.targets, *b.targets))),
        count=count,
        more=more,
        recursive=a.recursive or b.recursive,
        detail=", ".join(details),
    )
