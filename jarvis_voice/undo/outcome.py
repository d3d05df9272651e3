"""What an undo did, as data and as one sentence in English or Korean (the catalogue's undo.*)."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass

from jarvis_voice.i18n import N_, t

NOTHING = N_("undo.reason.nothing")
_MOST_NAMES = 5


@dataclass(frozen=True)
class UndoOutcome:
    ok: bool
    restored: tuple[str, ...] = ()  # the paths put back, as recorded (absolute)
    why: str = ""  # why nothing was restored: a catalogue key (undo.reason.*); empty when ok
    change: str = ""  # what was undone, e.g. "bash: mv a b"
    # the reason's fields; `paths` are shown as names in the reader's language (short_names)
    fields: tuple[tuple[str, str], ...] = ()
    paths: tuple[str, ...] = ()

    @property
    def reason(self) -> str:
        """Why nothing was restored, in English (logs, tests); "" when it was."""
        return self.reason_in("en")

    def reason_in(self, language: str) -> str:
        if not self.why:
            return ""
        return t(self.why, language, names=short_names(self.paths, language), **dict(self.fields))

    def describe(self, language: str) -> str:
        if self.ok:
            names = short_names(self.restored, language)
            return t("undo.done", language, change=self.change, names=names)
        if self.why == NOTHING:
            return t("undo.nothing", language)
        return t("undo.not_done", language, reason=self.reason_in(language))


def short_names(paths: Sequence[str], language: str = "en") -> str:
    """The paths without the folder they share: "a.txt, b.txt" or "src/x.py, docs/y.md"."""
    if not paths:
        return ""
    if len(paths) == 1:
        names = [os.path.basename(paths[0]) or paths[0]]
    else:
        base = os.path.commonpath(paths) if all(os.path.isabs(p) for p in paths) else ""
        names = [os.path.relpath(p, base) if base else p for p in paths]
    shown = ", ".join(names[:_MOST_NAMES])
    if len(names) > _MOST_NAMES:
        return t("undo.more_names", language, names=shown, n=len(names) - _MOST_NAMES)
    return shown
