"""A whole file rewritten to a goal the loop computes (lines reordered, marks taken off): the
write that makes it, and why another write is refused — the shape done_last has, shared by
length_order and boxes_stripped.
"""

from __future__ import annotations

from pathlib import Path

from jarvis_voice.agent import placement
from jarvis_voice.agent.tool_kinds import FILE_WRITERS

# (the file, its text now, its text as the request wants it)
Goal = tuple[str, str, str]


def right_call(found: Goal | None) -> tuple[str, dict[str, str]] | None:
    """The write that leaves the file as asked; None when it is so already, or no goal."""
    if found is None or found[1] == found[2]:
        return None
    name, _text, goal = found
    return "write_file", {"path": name, "content": goal}


def misplaced(found: Goal | None, tool: str, arguments: object, wrong: str) -> str | None:
    """Why a write does not leave the file as asked, or writes another file (with the write
    that does it); None otherwise. `wrong` says what the request changes, after "not run:"."""
    if found is None or not isinstance(arguments, dict):
        return None
    if tool not in FILE_WRITERS:
        return None
    name, text, goal = found
    wanted = {"path": name, "content": goal}
    path = str(arguments.get("path", ""))
    other = Path(path.removeprefix("./")) != Path(name)
    after = placement.text_after(text, tool, arguments) if tool != "csv_edit" else None
    if not other and after is not None and after.rstrip("\n") == goal.rstrip("\n"):
        return None
    if text == goal:  # done already: a second write would only repeat it
        return f"not run: {name} is already that way; nothing is left to change"
    if other:
        return placement.refusal(
            f"not run: the request changes {name}, not {path} ({wrong}); use", "write_file", wanted
        )
    return placement.refusal(
        f"not run: that does not leave {name} {wrong}; use", "write_file", wanted
    )
