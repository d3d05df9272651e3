"""A text changed to another where the file is not named: "설치 문서에 파이썬 3.11 설치하라고
돼 있는 거 3.12로 고쳐 줘", "change Mina to Minah in my notes".

A small model listed the folder and answered (fresh18 write-42): it never found which file
says "3.11". The loop finds it (`grep -rlF` for the old text) and, when one file holds it once
per line as written, makes the `edit_file` that changes it (approval still asked).
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from typing import Any

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL, argument_text
from jarvis_voice.romanize import without_particle

_I = re.IGNORECASE
_TOKEN = r"['\"‘“]?([\w.:/@-]{1,40}?)['\"’”]?"
_EN_CHANGE = re.compile(
    rf"\b(?:change|replace|update|correct|fix|switch|turn)\s+(?:the\s+)?{_TOKEN}\s+"
    r"(?:to|with|into|by)\s+['\"‘“]?([\w.:/@-]{1,40})",
    _I,
)
_KO_NEW = re.compile(rf"{_TOKEN}\s*(?:으로|로)\s*(?:고쳐|바꿔|수정|변경|교체|업데이트|올려|갱신)")
# the shape a value has: a version or number, or a word
_SHAPES = (
    re.compile(r"\d+(?:[.:]\d+)+"),
    re.compile(r"\d+"),
    re.compile(r"\d+[A-Za-z가-힣]+"),  # "3pm", "5시"
    re.compile(r"[A-Za-z가-힣][\w-]*"),
)
GREP_COMMAND = "grep -rlF --exclude-dir=.git -- {old} ."
CORRECTION_FIND = "Find the file that says {old} first: use bash with `{command}`."
CORRECTION_EDIT = 'It is in {path}: change {old} to {new} with edit_file.'
Call = tuple[str, dict[str, Any]]


def change_asked(request: str) -> tuple[str, str] | None:
    """(the old text, the new text) a request asks to change with no file named, or None."""
    text = URL.sub(" ", request)
    if FILE_NAME.search(text):
        return None  # a named file: the model edits it (grounding checks it was touched)
    found = _EN_CHANGE.search(text)
    if found:
        old, new = found[1], found[2].rstrip(".,:")  # "… to 3.12." ends the sentence
        return (old, new) if _alike(old, new, found.group(0)) else None
    new = _KO_NEW.search(text)
    if new is None:
        return None
    shape = next((s for s in _SHAPES if s.fullmatch(new[1])), None)
    if shape is None:
        return None
    before = text[: new.start()]
    words = [without_particle(w) for w in re.findall(r"[\w.:-]+", before)]
    olds = [w for w in words if shape.fullmatch(w) and w != new[1]]
    # a version or number said once before it ("파이썬 3.11 … 3.12로"); a word only when quoted
    if shape is _SHAPES[-1]:
        quoted = re.findall(r"['\"‘“]([^'\"’”]{1,40})['\"’”]", before)
        olds = quoted[-1:] if quoted else []
    return (olds[-1], new[1]) if len(set(olds)) == 1 else None


def change_call(request: str, done: Sequence[CallOutcome]) -> Call | None:
    """The next call the change needs: the grep that finds the file holding the old text,
    then the edit of it. None once a change was made, or when the file is not one."""
    asked = change_asked(request)
    if asked is None:
        return None
    old, new = asked
    if any(o.call.name in ("edit_file", "write_file") and not o.result.is_error for o in done):
        return None  # changed: the workspace shows whether it is right
    grep = GREP_COMMAND.format(old=shlex.quote(old))
    searched = [o for o in done if o.call.name == "bash" and argument_text(o) == grep]
    if not searched:
        return ("bash", {"command": grep})
    found = [
        line.removeprefix("./")
        for line in searched[-1].result.content.splitlines()
        if line.strip() and not line.startswith("[")
    ]
    if len(found) != 1:
        return None  # nowhere, or in several files: the answer says so or asks which
    # every place it is said in that file: "3.11" twice on one line is one change asked
    return ("edit_file", {"path": found[0], "old_string": old, "new_string": new,
                          "replace_all": True})  # fmt: skip


def correction(request: str, call: Call) -> str:
    """What the model is told beside the call `change_call` made for `request`."""
    old, new = change_asked(request) or ("", "")
    if call[0] == "bash":
        return CORRECTION_FIND.format(old=old, command=call[1]["command"])
    return CORRECTION_EDIT.format(path=call[1]["path"], old=old, new=new)


def _alike(old: str, new: str, said: str) -> bool:
    """Two values of one kind: versions or numbers both, or words both quoted or both
    capitalised ("Mina" to "Minah"). Not "the price to 2700": a word is no number's old text."""
    shapes = [next((n for n, s in enumerate(_SHAPES) if s.fullmatch(v)), None) for v in (old, new)]
    if shapes[0] is None or shapes[0] != shapes[1]:
        return False
    if shapes[0] != len(_SHAPES) - 1:
        return True
    quoted = len(re.findall(r"['\"‘“’”]", said)) >= 4
    return quoted or (old[:1].isupper() and new[:1].isupper())
