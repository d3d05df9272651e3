"""Kinds of tool call the grounding parts tell apart.

`FILE_WRITERS`: the tools that write a file's text. A part that guards a file (put back by git,
committed as it is, untracked, ignored, amended in) refuses any of them on it; `replace_text`
counts, as it edits the files it finds.
"""

from __future__ import annotations

FILE_WRITERS = frozenset({"write_file", "edit_file", "csv_edit", "replace_text"})
