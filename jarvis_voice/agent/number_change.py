"""A number a named file shows, changed to the one the request says: "재고가 40개로 줄었어.
report.py 돌리면 아직 재고가 42개라고 나오는데, 40개로 나오게 고쳐 줘", "report.py still prints 42
items in stock; make it say 40".

fresh29 write-64 rewrote report.py whole with write_file ("if stock == 40: …"), losing every
line of it. When the request names one file and says two numbers, the file holding one of them
once (the old) and never the other (the new, said last), the change asked is that line with
the number swapped. A write of the file that ends in anything else is refused with that
edit_file call, as `placement` refuses a misplaced line (the loop makes the call when the turn
ends with the file untouched; approval is still asked).
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import placement
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
# words that ask the file changed (a number only found or read is no change)
_CHANGE_ASKED = re.compile(
    r"\b(?:change|fix|update|correct|replace|make it|should (?:say|show|print|be)|instead of)\b"
    r"|고쳐|고치|바꿔|바꾸|수정|변경|나오게|뜨게|찍히게|되게",
    _I,
)
# a number said on its own: "42개", "40 items", "3.12" (not the digits of a name: "v2", "a1")
_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\d.]*\d)")


def _in_text(number: str) -> re.Pattern[str]:
    """The number as a whole number in a file: 42 in "42 items", not in 420 or 4.42."""
    return re.compile(rf"(?<![\d.]){re.escape(number)}(?![\d]|\.\d)")


_QUOTED = re.compile(r"'[^'\n]{2,}'|\"[^\"\n]{2,}\"|‘[^’\n]+’|“[^”\n]+”|`[^`\n]+`")
# a number that is a place, not a value: "5번째 줄", "3행", "the 2nd line"
_A_PLACE = re.compile(r"\s*(?:번째|번\s*줄|줄|행|st\b|nd\b|rd\b|th\b)")
_LINE_NAMED = re.compile(r"\b(?:line|row)s?\s*(?:no\.?|number)?\s*$", _I)
# the old number said after the new: "make it 40 instead of 42", "42 말고 40으로" is before
_OLD_AFTER = re.compile(r"\b(?:instead of|rather than|not)\s*$", _I)


def number_change(request: str) -> tuple[str, tuple[str, str]] | None:
    """(the file named, (the old number, the new)) when the request asks a change to one file
    and says exactly two numbers, the new one last ("… 42개라고 나오는데, 40개로 나오게 고쳐
    줘") unless the last is what it replaces ("40 instead of 42"); None otherwise."""
    text = URL.sub(" ", request)
    names = {m.group(0) for m in FILE_NAME.finditer(text)}
    if len(names) != 1 or not _CHANGE_ASKED.search(text):
        return None
    plain = FILE_NAME.sub(" ", text)
    if _QUOTED.search(plain):
        return None  # a quoted text is changed as written (placement, the model's edit)
    found = [m for m in _NUMBER.finditer(plain) if not _A_PLACE.match(plain, m.end())]
    if any(_LINE_NAMED.search(plain[: m.start()]) for m in found):
        return None  # "line 5": a place in the file, not a value it shows
    said = list(dict.fromkeys(m.group(0) for m in found))
    if len(said) != 2:
        return None
    last = found[-1]
    new = last.group(0)
    if _OLD_AFTER.search(plain[: last.start()]):
        new = next(n for n in said if n != new)
    old = next(n for n in said if n != new)
    return names.pop(), (old, new)


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The edit_file that swaps the old number for the new on the one line holding it, from
    the file as it is in `workdir`; None when the request is no such change, or the line is
    not clear from the file (or it says the new number already)."""
    asked = number_change(request)
    if asked is None or workdir is None:
        return None
    name, (old, new) = asked
    path = (workdir / name).resolve()
    text = placement.small_text(path)
    if text is None:
        return None
    if len(_in_text(old).findall(text)) != 1 or _in_text(new).search(text):
        return None  # not there, on several lines, or the new one there already: not clear
    line = next(x for x in text.splitlines() if _in_text(old).search(x))
    changed = _in_text(old).sub(new, line, count=1)
    return ("edit_file", {"path": name, "old_string": line, "new_string": changed})


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write or an edit of the file does not change only the number asked (with the
    call that does), or None when it does, or it is no such call."""
    if tool not in ("write_file", "edit_file") or not isinstance(arguments, dict):
        return None
    right = right_call(request, workdir)
    return placement.refused_unless_made(right, tool, arguments, workdir, REFUSED)


REFUSED = "not run: that does not change only the number asked; use"
