"""What an edit did to a file's lines, said in a few words for the model and the fallback answer.

"edited notes.txt: replaced 1 occurrence" told a small model nothing of where: after removing the
last two notes it said it had removed the first line (fresh32 write-70), and an answer that fell
back to the tool's result said no more than that. "lines 7-8 removed: 'Water the plants', 'Back up
the laptop'; 6 lines now" says where and what, from the file before and after.
"""

from __future__ import annotations

from difflib import SequenceMatcher

from jarvis_voice.text import clip

MAX_PLACES = 3  # places in the file said one by one; more are counted
MAX_QUOTED = 3  # lines quoted at one place; more are only numbered
QUOTE_CHARS = 40


def _span(first: int, end: int) -> str:
    """ "line 7" or "lines 7-8" for the 0-based [first, end)."""
    return f"line {first + 1}" if end - first == 1 else f"lines {first + 1}-{end}"


def _quoted(lines: list[str]) -> str:
    if not lines or len(lines) > MAX_QUOTED:
        return ""
    return ": " + ", ".join(repr(clip(line.strip(), QUOTE_CHARS)) for line in lines)


def line_change(before: str, after: str) -> str:
    """Where `after` differs from `before`, by lines: removed, added (numbered in `after`) or
    changed (with the new text of a few lines), and how many lines the file has now."""
    old, new = before.splitlines(), after.splitlines()
    places = [
        op for op in SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes() if op[0] != "equal"
    ]
    said = []
    for tag, i1, i2, j1, j2 in places[:MAX_PLACES]:
        if tag == "delete":
            said.append(f"{_span(i1, i2)} removed{_quoted(old[i1:i2])}")
        elif tag == "insert":
            said.append(f"{_span(j1, j2)} added{_quoted(new[j1:j2])}")
        else:
            now = _quoted(new[j1:j2])
            grown = f" to {j2 - j1}" if j2 - j1 != i2 - i1 else ""
            said.append(f"{_span(i1, i2)} changed{grown}{', now' + now if now else ''}")
    if len(places) > MAX_PLACES:
        said.append(f"{len(places) - MAX_PLACES} more places changed")
    said.append(f"{len(new)} line{'s' * (len(new) != 1)} now")
    return "; ".join(said)
