"""`jarvis undo` (restore the newest change set) and `jarvis undo --list` (issue 14)."""

from __future__ import annotations

import time
from typing import Annotated

import typer

from jarvis_voice.cli.language import cli_language
from jarvis_voice.errors import JarvisError, describe
from jarvis_voice.i18n import N_, Msg, t
from jarvis_voice.undo import ChangeSet, list_changes, undo_last
from jarvis_voice.undo.outcome import short_names

_STATUS = {"undone": N_("undo.status.undone"), "skipped": N_("undo.status.skipped")}


def undo(
    list_: Annotated[bool, typer.Option("--list", help=N_("cli.undo.list"))] = False,
    limit: Annotated[int, typer.Option(help=N_("cli.undo.limit"), min=1)] = 20,
    lang: Annotated[str | None, typer.Option(help=N_("cli.opt.lang"))] = None,
) -> None:
    """Undo the newest change made by write_file, edit_file or bash; again to go further back."""
    if list_:
        try:
            changes = list_changes(limit=limit)
        except Exception as exc:  # the store unreadable: one line, not a traceback
            raise JarvisError(Msg("error.undo.store", detail=describe(exc))) from exc
        language = lang or cli_language()
        listed = "\n".join(change_line(c, language) for c in changes)
        typer.echo(listed or t("undo.none_recorded", language))
        return
    outcome = undo_last()
    typer.echo(outcome.describe(lang or cli_language()))
    if not outcome.ok:
        raise typer.Exit(1)


def change_line(change: ChangeSet, language: str = "en") -> str:
    """`2024-05-01 12:00:03  bash: mv a b  (a, b)` plus its status."""
    when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(change.at))
    if change.status == "done":
        kept = change.kept
        status = "" if kept else f" [{t('undo.status.not_kept', language, note=change.note)}]"
    elif change.status in _STATUS:
        status = f" [{t(_STATUS[change.status], language)}]"
    else:
        status = f" [{change.status}]"
    files = short_names([f.path for f in change.files], language)
    return f"{when}  {change.label}  ({files}){status}"
