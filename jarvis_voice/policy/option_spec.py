"""The vocabulary of the option tables: what an option, an operand or a subcommand can do.

A command's arguments are described as data (`Spec`), written with a small notation so a table
reads like a man page synopsis:

    "-A/--after-context= -i/--ignore-case --color[=] --arg=="

`/` joins the spellings of one option; a trailing `=` means it takes a value (attached, `=value`
or the next word), `[=]` an optional value that is only ever attached (`--color=auto`, `-M50%`),
`==` two values (`jq --arg NAME VALUE`), `;` every word up to a lone `;` or `+` (`find -exec`).
Options without a risk are known to be safe; risky ones come as `Risk` groups.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

UNTIL_TERMINATOR = -1  # nargs of `find -exec …;` and `fd -x …`: the words up to `;` (or `+`)


class Effect(StrEnum):
    """What an option, operand or subcommand does beyond reading (the value is for people)."""

    EXEC = "runs another program"
    WRITE = "writes files"
    DELETE = "deletes files"
    MUTATE = "changes repository or system state"
    NETWORK = "reaches the network"
    UPLOAD = "sends local files or data"
    # git (and build tools) run code from their repository's configuration: another repository
    # than the working directory's own is never covered by a rule, whatever the rule says
    FOREIGN = "uses another repository's or project's configuration"
    UNKNOWN = "is not known to be safe"

    @property
    def nameable(self) -> bool:
        """Can a rule allow it by naming it (`sort -o out.txt` names `-o`)? Not FOREIGN."""
        return self is not Effect.FOREIGN


# The tables' shorthand, one name each (`Risk(EXEC, "--pre", …)`).
EXEC, WRITE, DELETE, MUTATE = Effect.EXEC, Effect.WRITE, Effect.DELETE, Effect.MUTATE
NETWORK, UPLOAD, FOREIGN = Effect.NETWORK, Effect.UPLOAD, Effect.FOREIGN


@dataclass(frozen=True)
class Opt:
    """One option: its spellings, how many values it takes and what it does (None = safe)."""

    names: tuple[str, ...]
    nargs: int = 0  # values taken: 0, 1, 2 or UNTIL_TERMINATOR
    optional: bool = False  # the value is optional and only ever attached
    effect: Effect | None = None
    why: str = ""
    when: re.Pattern[str] | None = None  # the effect applies only to a value matching this
    harmless: frozenset[str] = frozenset()  # values that make it safe (`wget -O -`: stdout)
    # the effect is part of what the (sub)command does: a rule naming the command covers it
    with_command: bool = False

    @property
    def name(self) -> str:
        """The first long spelling (`--output` for `-o/--output`), else the only one."""
        return next((n for n in self.names if n.startswith("--")), self.names[0])

    def effect_for(self, value: str | None) -> Effect | None:
        if self.effect is None or (value is not None and value in self.harmless):
            return None
        if self.when is not None and (value is None or not self.when.search(value)):
            return None
        return self.effect


@dataclass(frozen=True)
class Risk:
    """A group of options with one effect, as written in a table."""

    effect: Effect
    names: str  # in the option notation
    why: str
    when: str | None = None
    harmless: tuple[str, ...] = ()
    # reported at the command (or subcommand) word rather than at the option: `pip list
    # --outdated` asks the index, which the rule `pip list` covers and the rule `pip` does not
    with_command: bool = False


@dataclass(frozen=True)
class Operand:
    """What a non-option argument does: `uniq IN OUT` writes its second operand.

    Applies to operands from `start` on (0-based) and before `end` (when given), optionally
    only to those matching `when`, and not at all when one of the options in `unless` is present
    (`git branch --list NAME`).
    """

    start: int
    effect: Effect
    why: str
    when: re.Pattern[str] | None = None
    unless: frozenset[str] = frozenset()
    options_only: bool = False  # only before `--` (less's `+cmd` is an option in disguise)
    end: int | None = None  # `git push URL`: only the first operand names the repository


Style = Literal["getopt", "find", "tar"]


@dataclass(frozen=True)
class Spec:
    """How one command (or subcommand) reads its arguments, and what each of them does."""

    options: Mapping[str, Opt] = field(default_factory=dict)
    effect: Effect | None = None  # what running it does at all (git push: NETWORK)
    why: str = ""
    subcommands: Mapping[str, Spec] = field(default_factory=dict)
    # a first operand that is not a subcommand: ask (unknown) or read it as an operand
    other: Literal["unknown", "operand"] = "unknown"
    bare: Effect | None = None  # no subcommand given (`git stash` is `git stash push`)
    bare_why: str = ""
    operands: tuple[Operand, ...] = ()
    # strict: an option the table does not know is UNKNOWN. Opaque specs (git commit, npm
    # install) only list their risky options; the rule must name the subcommand itself.
    strict: bool = True
    style: Style = "getopt"
    numeric: bool = False  # `-5` is a count (head, tail, git log)
    short_max: int = 1  # zip's two-letter short options (`-TT`)
    negatable: bool = False  # git: `--no-X` switches a known `--X` off
    posix: bool = False  # options end at the first operand (`uv run CMD …`: the rest is CMD's)
    # leading options that change nothing a rule is about (`git --no-pager`): rules are matched
    # as if they were absent, in the command and in the rule alike
    transparent: frozenset[str] = frozenset()

    @functools.cached_property
    def risky(self) -> bool:
        """Can anything in its arguments do more than read? Not for ls, cat, wc, grep, …: an
        expansion there can only produce options that are safe (or that the program rejects)."""
        return bool(
            self.effect
            or self.bare
            or self.subcommands
            or self.operands
            or not self.strict
            or any(opt.effect for opt in self.options.values())
        )


def parse_options(text: str, risks: Iterable[Risk] = ()) -> dict[str, Opt]:
    """Build an option map from the notation (safe options) and the risk groups."""
    options: dict[str, Opt] = {}
    for entry in text.split():
        _add(options, entry, None)
    for risk in risks:
        for entry in risk.names.split():
            _add(options, entry, risk)
    return options


def _add(options: dict[str, Opt], entry: str, risk: Risk | None) -> None:
    nargs, optional = 0, False
    for suffix, arity, attached in (("[=]", 1, True), ("==", 2, False), ("=", 1, False)):
        if entry.endswith(suffix):
            entry, nargs, optional = entry[: -len(suffix)], arity, attached
            break
    else:
        if entry.endswith(";") and len(entry) > 2:
            entry, nargs = entry[:-1], UNTIL_TERMINATOR
    names = tuple(entry.split("/"))
    if risk is None:
        opt = Opt(names, nargs, optional)
    else:
        when = re.compile(risk.when) if risk.when is not None else None
        opt = Opt(
            names,
            nargs,
            optional,
            risk.effect,
            risk.why,
            when,
            frozenset(risk.harmless),
            risk.with_command,
        )
    for name in names:
        options[name] = opt


def spec(
    safe: str = "",
    risks: Sequence[Risk] = (),
    *,
    inherit: Mapping[str, Opt] | None = None,
    effect: Effect | None = None,
    why: str = "",
    subcommands: Mapping[str, Spec] | None = None,
    other: Literal["unknown", "operand"] = "unknown",
    bare: Effect | None = None,
    bare_why: str = "",
    operands: Sequence[Operand] = (),
    strict: bool = True,
    style: Style = "getopt",
    numeric: bool = False,
    short_max: int = 1,
    negatable: bool = False,
    posix: bool = False,
    transparent: str = "",
) -> Spec:
    """A Spec from the notation: `inherit` options first, then `safe`, then `risks` (which win)."""
    options = dict(inherit or {})
    options.update(parse_options(safe, risks))
    return Spec(
        options=options,
        effect=effect,
        why=why,
        subcommands=dict(subcommands or {}),
        other=other,
        bare=bare,
        bare_why=bare_why,
        operands=tuple(operands),
        strict=strict,
        style=style,
        numeric=numeric,
        short_max=short_max,
        negatable=negatable,
        posix=posix,
        transparent=frozenset(transparent.split()),
    )


def opaque(effect: Effect, why: str, risks: Sequence[Risk] = (), *, posix: bool = False) -> Spec:
    """A subcommand known only by what it does and its risky options (`git push --exec=…`):
    a rule must name it, and then only the listed options are checked."""
    return spec("", risks, effect=effect, why=why, strict=False, posix=posix)


def operand(
    start: int,
    effect: Effect,
    why: str,
    *,
    when: str | None = None,
    unless: str = "",
    options_only: bool = False,
    end: int | None = None,
) -> Operand:
    return Operand(
        start,
        effect,
        why,
        re.compile(when) if when is not None else None,
        frozenset(unless.split()),
        options_only,
        end,
    )
