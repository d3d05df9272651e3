"""`jarvis log`: the audit log (issue 14) — every tool call, newest last; filters; `--json`.

The human view is a table, one row per call, with the call's full command (or arguments)
wrapped below it — never cut. `--json` prints JSON Lines in the schema docs/audit-log.md
documents (`jarvis_voice.audit.entry.JSON_FIELDS`).
"""

from __future__ import annotations

import json
import shutil
import textwrap
import unicodedata
from datetime import datetime
from typing import Annotated

import typer

from jarvis_voice.audit.entry import AuditEntry
from jarvis_voice.audit.filters import parse_decision, parse_limit, parse_since
from jarvis_voice.audit.store import AuditStore, LogQuery
from jarvis_voice.cli.language import cli_language
from jarvis_voice.config import load_settings
from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import N_, Msg, t

_INDENT = "    "
# The columns' headings, in the command's language (`--json` keeps the schema's field names).
_HEADER = (
    N_("log.col.id"),
    N_("log.col.time"),
    N_("log.col.agent"),
    N_("log.col.tool"),
    N_("log.col.decision"),
    N_("log.col.reason"),
    N_("log.col.who"),
    N_("log.col.exit"),
)


def log(
    since: Annotated[str | None, typer.Option(help=N_("cli.log.since"))] = None,
    tool: Annotated[str | None, typer.Option(help=N_("cli.log.tool"))] = None,
    decision: Annotated[str | None, typer.Option(help=N_("cli.log.decision"))] = None,
    agent: Annotated[str | None, typer.Option(help=N_("cli.log.agent"))] = None,
    limit: Annotated[str, typer.Option(help=N_("cli.log.limit"))] = "50",
    as_json: Annotated[bool, typer.Option("--json", help=N_("cli.log.json"))] = False,
    lang: Annotated[str | None, typer.Option(help=N_("cli.opt.lang"))] = None,
) -> None:
    """Show the audit log: every tool call, its decision, who answered, what it did."""
    language = lang or cli_language()
    try:
        query = LogQuery(
            since=parse_since(since) if since is not None else None,
            tool=tool,
            decision=parse_decision(decision) if decision is not None else None,
            agent_id=agent,
            limit=parse_limit(_integer("--limit", limit)),
        )
        settings = load_settings()
        entries = AuditStore(keep_days=settings.audit.keep_days).query(query)
    except JarvisError as exc:  # one line and exit 2, as `jarvis` does for every such error
        typer.echo(t("cli.error", language, error=exc.text(language)), err=True)
        raise typer.Exit(2) from None
    filtered = any(v is not None for v in (since, tool, decision, agent))
    if not entries:
        note = N_("log.none_match") if filtered else N_("log.empty")
        typer.echo(t(note, language), err=as_json)  # stdout stays valid JSON Lines
        return
    if as_json:
        for entry in entries:
            typer.echo(json.dumps(entry.as_json(), ensure_ascii=False))
        return
    typer.echo(render(entries, shutil.get_terminal_size((100, 24)).columns, language))


def _integer(option: str, text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise JarvisError(Msg("error.cli.whole_number", option=option, text=text)) from None


def render(entries: list[AuditEntry], width: int, language: str = "en") -> str:
    """The table: a row per call, then its command and what else matters, indented. Headings
    and labels are in `language`; the values are the log's own (codes, commands, names)."""
    header = tuple(t(key, language) for key in _HEADER)
    rows = [header, *(_cells(entry) for entry in entries)]
    widths = [max(_columns(row[i]) for row in rows) for i in range(len(header))]
    lines = [_row(header, widths)]
    for entry, cells in zip(entries, rows[1:], strict=True):
        lines.append(_row(cells, widths))
        lines.extend(_wrap(_what(entry), width))
        for label, value in _extras(entry):
            lines.extend(
                _wrap(
                    t(
                        "log.extra",
                        language,
                        label=label.text(language),
                        value=_shown(value, language),
                    ),
                    width,
                )
            )
    return "\n".join(lines)


def _cells(entry: AuditEntry) -> tuple[str, ...]:
    when = datetime.fromtimestamp(entry.epoch).strftime("%Y-%m-%d %H:%M:%S")
    who = "-"
    if entry.channel is not None:
        who = entry.channel + (f" {entry.answer_s:.1f}s" if entry.answer_s is not None else "")
    exit_code = "-" if entry.exit_code is None else str(entry.exit_code)
    return (
        str(entry.id),
        when,
        entry.agent_id,
        entry.tool,
        entry.decision,
        entry.reason or "-",
        who,
        exit_code,
    )


def _columns(text: str) -> int:
    """Terminal columns of `text` (a Hangul syllable takes two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _row(cells: tuple[str, ...], widths: list[int]) -> str:
    padded = (cell + " " * (w - _columns(cell)) for cell, w in zip(cells, widths, strict=True))
    return "  ".join(padded).rstrip()


def _shown(value: str | Msg, language: str) -> str:
    return value.text(language) if isinstance(value, Msg) else value


def _what(entry: AuditEntry) -> str:
    """What was asked, whole: bash's command, else the arguments JSON."""
    if entry.command is not None:
        return "$ " + entry.command
    return entry.arguments


def _extras(entry: AuditEntry) -> list[tuple[Msg, str | Msg]]:
    """The labelled lines under a row: the label a catalogue text, the value the log's own
    (a rule, a detail, file names) or a catalogue text around numbers."""
    extras: list[tuple[Msg, str | Msg]] = []
    if entry.rule is not None:
        extras.append((Msg("log.label.rule"), entry.rule))
    if entry.detail:
        extras.append((Msg("log.label.detail"), entry.detail))
    if entry.ran:
        key = N_("log.ran_error") if entry.is_error else N_("log.ran")
        ran = Msg(
            key, seconds=entry.seconds, bytes=entry.output_bytes, sha=entry.output_sha256[:12]
        )
        extras.append((Msg("log.label.ran"), ran))
    if entry.changed:
        files = ", ".join(entry.changed)
        changed = (
            Msg("log.changed_set", files=files, id=entry.change_set) if entry.change_set else files
        )
        extras.append((Msg("log.label.changed"), changed))
    if entry.truncated:
        said = Msg("log.truncated", n=entry.arguments_bytes)
        extras.append((Msg("log.label.truncated"), said))
    return extras


def _wrap(text: str, width: int) -> list[str]:
    """Indented and wrapped, keeping every character (joining the pieces gives `text` back)."""
    room = max(20, width - len(_INDENT))
    lines: list[str] = []
    for line in text.split("\n"):
        pieces = textwrap.wrap(
            line,
            room,
            expand_tabs=False,
            replace_whitespace=False,
            drop_whitespace=False,
            break_on_hyphens=False,
        )
        lines.extend(_INDENT + piece for piece in pieces or [""])
    return lines
