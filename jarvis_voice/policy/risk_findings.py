"""A13: the typed findings of a risk summary, and how they read (the risk.* texts of the
message catalogue, jarvis_voice/i18n.py, in English and Korean).

`jarvis_voice.policy.risk.summarise` produces them; this module only says what they are and how
they read. Sentences are capitalised, without a full stop: the terminal and the web modal show
one per line, the spoken question joins the short forms with full stops.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from enum import StrEnum

from jarvis_voice.i18n import N_, t, tn
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
    PREPENDS = "prepends"
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
        return _render(self, language, short)


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
        return tn("size.bytes", n, language)
    value = n / 1024
    for unit in ("KB", "MB"):
        if value < 1024:
            return f"{value:.1f} {unit}"
        value /= 1024
    return f"{value:.1f} GB"


def _file(f: Finding) -> str:
    return clip_middle(f.targets[0]) if f.targets else "?"


# Each renderer gives the sentence of one kind in `language`; the details and targets that follow
# it (language-neutral: pieces of the command, paths) are added by `_render`.
def _deletes(f: Finding, language: str, short: bool) -> str:
    if not f.count:
        key = N_("risk.deletes.unknown_recursive") if f.recursive else N_("risk.deletes.unknown")
        return t(key, language)
    if f.more:
        key = N_("risk.deletes.more_recursive") if f.recursive else N_("risk.deletes.more")
        return t(key, language, n=f.count)
    key = N_("risk.deletes.recursive") if f.recursive else N_("risk.deletes")
    return tn(key, f.count, language)


def _permissions(f: Finding, language: str, short: bool) -> str:
    if not f.count:
        key = N_("risk.permissions.recursive") if f.recursive else N_("risk.permissions")
        return t(key, language)
    if f.more:
        key = N_("risk.permissions.more_recursive") if f.recursive else N_("risk.permissions.more")
        return t(key, language, n=f.count)
    key = N_("risk.permissions.count_recursive") if f.recursive else N_("risk.permissions.count")
    return tn(key, f.count, language)


def _outside(f: Finding, language: str, short: bool) -> str:
    return t(N_("risk.writes_outside.maybe") if f.more else N_("risk.writes_outside"), language)


def _overwrites(f: Finding, language: str, short: bool) -> str:
    if short:
        return t("risk.overwrites.short", language, file=_file(f))
    old, new = _size(f.old_size, language), _size(f.size, language)
    return t("risk.overwrites", language, file=_file(f), old=old, new=new)


def _creates(f: Finding, language: str, short: bool) -> str:
    if short:
        return t("risk.creates.short", language, file=_file(f))
    return t("risk.creates", language, file=_file(f), size=_size(f.size, language))


def _appends(f: Finding, language: str, short: bool) -> str:
    if short:
        return t("risk.appends.short", language, file=_file(f))
    return t("risk.appends", language, file=_file(f), size=_size(f.size, language))


def _prepends(f: Finding, language: str, short: bool) -> str:
    if short:
        return t("risk.prepends.short", language, file=_file(f))
    return t("risk.prepends", language, file=_file(f), size=_size(f.size, language))


def _edits(f: Finding, language: str, short: bool) -> str:
    if f.count and f.count > 1 and not short:
        return t("risk.edits.places", language, file=_file(f), n=f.count)
    return t("risk.edits", language, file=_file(f))


def _unanalysed(f: Finding, language: str, short: bool) -> str:
    # the parser's reasons end in what stopped it: "…does not analyse: subshell" → "subshell"
    why = f.detail.rsplit(": ", 1)[-1]
    return t("risk.unanalysed", language, why=f" ({why})" if why and not short else "")


def _fixed(key: str) -> Callable[[Finding, str, bool], str]:
    def render(f: Finding, language: str, short: bool) -> str:
        return t(key, language)

    return render


_SENTENCES: dict[RiskKind, Callable[[Finding, str, bool], str]] = {
    RiskKind.RUNS_DOWNLOADED: _fixed(N_("risk.runs_downloaded")),
    RiskKind.NEEDS_ROOT: _fixed(N_("risk.needs_root")),
    RiskKind.REWRITES_GIT_HISTORY: _fixed(N_("risk.rewrites_git_history")),
    RiskKind.DISCARDS_CHANGES: _fixed(N_("risk.discards_changes")),
    RiskKind.DELETES: _deletes,
    RiskKind.WRITES_OUTSIDE: _outside,
    RiskKind.OVERWRITES: _overwrites,
    RiskKind.PERMISSIONS: _permissions,
    RiskKind.KILLS: _fixed(N_("risk.kills")),
    RiskKind.POWER: _fixed(N_("risk.power")),
    RiskKind.NETWORK: _fixed(N_("risk.network")),
    RiskKind.UNANALYSED: _unanalysed,
    RiskKind.APPENDS: _appends,
    RiskKind.PREPENDS: _prepends,
    RiskKind.EDITS: _edits,
    RiskKind.CREATES: _creates,
}
# The command form and the targets follow these kinds' sentences; the others name their file
# inside the sentence, or (UNANALYSED) say what stopped the analysis.
_WITH_DETAIL_AND_TARGETS = frozenset(
    {
        RiskKind.RUNS_DOWNLOADED,
        RiskKind.NEEDS_ROOT,
        RiskKind.REWRITES_GIT_HISTORY,
        RiskKind.DISCARDS_CHANGES,
        RiskKind.DELETES,
        RiskKind.PERMISSIONS,
        RiskKind.KILLS,
        RiskKind.POWER,
        RiskKind.NETWORK,
    }
)
_WITH_TARGETS = frozenset({RiskKind.WRITES_OUTSIDE})


def _render(f: Finding, language: str, short: bool) -> str:
    text = _SENTENCES[f.kind](f, language, short)
    if f.kind in _WITH_DETAIL_AND_TARGETS:
        text += _detail(f, short)
    if f.kind in _WITH_DETAIL_AND_TARGETS or f.kind in _WITH_TARGETS:
        text += _targets(f, short)
    return text


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
