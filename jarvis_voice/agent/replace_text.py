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
# one name in place of another, said as who it is now: "Questions should go to Daniel Kim from
# now on, not Mina Park. Please update the README." (fresh45 write-95 wrote README.md over with
# one line of its own, which was refused, and answered that nothing was done), "… Daniel Kim
# instead of Mina Park", 「박미나 말고 김다니엘로 README 고쳐 줘」: names both (capitalised
# words, or Hangul), with a change of a file asked
_CAPS = r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}"
_EN_SWAP = re.compile(
    rf"(?P<new>{_CAPS})(?:\s+(?:from now on|now|instead|going forward|these days|from here on))?"
    rf"\s*,?\s*(?:not|instead of|rather than|in place of)\s+(?P<old>{_CAPS})\b"
)
# (the new name is who something goes to or what it is said as: 「김다니엘한테」, 「김다니엘로」;
# 「stash 하지는 말고 알려만 줘」 is no name for another)
_KO_SWAP = re.compile(
    r"(?P<old>[가-힣]{2,5}|[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})\s*(?:씨|님)?\s*"
    r"(?:말고|대신(?:에)?|아니고|아니라)\s+"
    r"(?P<new>[가-힣]{2,8}?|[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})\s*(?:씨|님)?"
    r"(?:한테로|에게로|한테|에게|께|으로|로|이라고|라고)(?![가-힣])"
)
# the endings of a verb, not of a name: 「하지는 말고」, 「바꾸고 말고」
_KO_VERB_END = re.compile(r"(?:지|하|고|게|서|면)$")
_FILE_CHANGED = re.compile(
    r"\b(?:update|change|fix|edit|correct|amend|reflect)\b"
    r"|바꿔|바꾸|고쳐|수정|업데이트|반영|변경",
    _I,
)
_NOT_NAMES = frozenset({"I", "We", "You", "It", "The", "This", "That", "Please"})
GREP_COMMAND = "grep -rlF --exclude-dir=.git -- {old} ."
CORRECTION_FIND = "Find the file that says {old} first: use bash with `{command}`."
CORRECTION_EDIT = "It is in {path}: change {old} to {new} with edit_file."
Call = tuple[str, dict[str, Any]]


def swap_asked(request: str) -> tuple[str, str] | None:
    """(the old name, the new one) a request says is now in its place, with a change of a file
    asked ("…, not Mina Park. Please update the README."), or None."""
    text = URL.sub(" ", request)
    if not _FILE_CHANGED.search(text):
        return None
    found = _EN_SWAP.search(text) or _KO_SWAP.search(text)
    if found is None:
        return None
    old, new = found["old"].strip(), found["new"].strip()
    if found.re is _KO_SWAP:
        old = without_particle(old)
        if _KO_VERB_END.search(old):
            return None
    if (
        old == new
        or {old, new} & _NOT_NAMES
        or FILE_NAME.fullmatch(old)
        or FILE_NAME.fullmatch(new)
    ):
        return None
    return old, new


def change_asked(request: str) -> tuple[str, str] | None:
    """(the old text, the new text) a request asks to change with no file named — or one name
    in another's place in any file — or None."""
    text = URL.sub(" ", request)
    swapped = swap_asked(request)
    if swapped is not None:
        return swapped
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
    if FILE_NAME.search(URL.sub(" ", request)):
        # "update the README": the file the request names, never another that says it too
        found = [path for path in found if _named(request, path)]
    if len(found) != 1:
        return None  # nowhere, or in several files: the answer says so or asks which
    # every place it is said in that file: "3.11" twice on one line is one change asked
    return ("edit_file", {"path": found[0], "old_string": old, "new_string": new,
                          "replace_all": True})  # fmt: skip


def _named(request: str, path: str) -> bool:
    """True when the request names `path` (README names README.md) by its name or its stem."""
    name = path.rsplit("/", 1)[-1]
    said = {m.group(0).rsplit("/", 1)[-1] for m in FILE_NAME.finditer(request)}
    return name in said or name.split(".", 1)[0] in said


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
