"""Undo (issue 14): snapshots before write_file, edit_file and bash; `undo_last` restores.

Module map:
- blobs — content-addressed copies under JARVIS_HOME/undo/blobs (atomic, deduplicated)
- states — what one path holds, as a string (hash, link, absent, too big to copy)
- store — change sets, the bash scan cache and pending restores in JARVIS_HOME/undo.sqlite3
- scan — the bash snapshot of a working directory (git-aware, cached)
- journal — `UndoJournal`, the tool pipeline's call journal that takes and records snapshots
- restore — `undo_last`, `list_changes`: all-or-nothing, crash-safe restores
- outcome — `UndoOutcome` and its one sentence in English or Korean
- feature — `undo_journals(settings, activity)` and the `/undo` command
"""

from jarvis_voice.undo.outcome import UndoOutcome
from jarvis_voice.undo.restore import list_changes, undo_last
from jarvis_voice.undo.store import ChangeSet

__all__ = ["ChangeSet", "UndoOutcome", "list_changes", "undo_last"]
