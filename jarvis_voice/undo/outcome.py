"""What an undo did, as data and as one sentence in English or Korean."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass

NOTHING = "nothing to undo"
_MOST_NAMES = 5


@dataclass(frozen=True)
class UndoOutcome:
    ok: bool
    restored: tuple[str, ...] = ()  # the paths put back, as recorded (absolute)
    reason: str = ""  # why nothing was restored (English); empty when ok
    change: str = ""  # what was undone, e.g. "bash: mv a b"
    reason_ko: str = ""  # the same reason in Korean

    def describe(self, language: str) -> str:
        korean = language == "ko"
        if self.ok:
            names = short_names(self.restored, korean)
            if korean:
                return f"'{self.change}' 작업을 되돌렸습니다 (복원: {names})."
            return f"Undid {self.change} (restored {names})."
        if self.reason == NOTHING:
            return "되돌릴 작업이 없습니다." if korean else "Nothing to undo."
        if korean:
            return f"되돌리지 않았습니다: {self.reason_ko or self.reason}."
        return f"Not undone: {self.reason}."


def short_names(paths: Sequence[str], korean: bool = False) -> str:
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
        more = len(names) - _MOST_NAMES
        shown += f" 외 {more}개" if korean else f" and {more} more"
    return shown
