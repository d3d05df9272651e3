"""A number written in a named file raised (or lowered) by the amount said: 「scripts/check.sh에
적힌 빌드 번호 하나 올려 줘」, "bump the version in setup.py by one", "increment the build
number in check.sh".

fresh40 write-86 RAN scripts/check.sh instead of editing it and said the build number went up:
running a file is no change of it. The request names one file, a thing the number counts (a
label: build, version, port — 빌드, 버전, 포트) and a step (하나, one, 1; one when unsaid). The
number is the one written right after the label on its line (`build 7781`, `VERSION=3`), or the
file's only number. A write that ends in anything else, or a run of the file, is refused with the
edit_file call that makes it; the loop makes that call when the turn ends with no write of the
file (approval is still asked).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.agent import placement
from jarvis_voice.agent.not_run import scripts_run
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
# a raise: "bump", "increment", "increase", "raise", "up it by one", 「올려」, 「늘려」, 「증가」
_UP = re.compile(r"\b(?:bump|increment|increase|raise)\b|올려|올리|늘려|늘리|증가|\+\s*1\b", _I)
# a fall: "decrement", "lower", "decrease", 「내려」, 「줄여」
_DOWN = re.compile(r"\b(?:decrement|decrease|lower|reduce)\b|내려|내리|줄여|줄이|감소", _I)
# the step: "by one", "by 2", 「하나」, 「1」, 「두 개」 (one when unsaid)
_STEPS = {"one": 1, "two": 2, "three": 3, "하나": 1, "한": 1, "둘": 2, "두": 2, "셋": 3, "세": 3}
_STEP = re.compile(
    r"\bby\s+(?P<en>one|two|three|\d{1,3})\b"
    r"|(?<![\w.])(?P<ko>하나|한|둘|두|셋|세|\d{1,3})\s*(?:개|칸|만큼|씩)?\s*(?:만\s*)?(?:더\s*)?"
    r"(?:올려|올리|늘려|늘리|내려|내리|줄여|줄이|증가|감소)",
    _I,
)
# the thing the number counts: "the build number", "version", 「빌드 번호」, 「버전」
_LABEL = re.compile(
    r"\b(?P<en>[a-z_]+)\s+(?:number|no\.?|count|counter)\b|\b(?P<v>version|build|port|revision)\b"
    r"|(?P<ko>[가-힣]+)\s*(?:번호|넘버|숫자|카운트)|(?P<kv>버전|빌드|포트|리비전)",
    _I,
)
_KO_LABELS = {"빌드": "build", "버전": "version", "포트": "port", "리비전": "revision"}
# a question about the number, not a change: "what is the build number?", 「몇이야?」
_ASKS = re.compile(r"^\s*(?:what|which|how|is|does|did)\b|몇이|뭐야|얼마|알려|\?\s*$", _I)
# the new number said outright ("bump the version to 10", 「7790으로」): a change to it, no step
_TARGET = re.compile(r"\bto\s+v?\d|\d+(?:\.\d+)*\s*(?:으로|로)", _I)
_NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.]*\d)")


@dataclass(frozen=True)
class Bump:
    path: str  # the file named, as said
    label: str | None  # what the number counts, in the file's words ("build"), or None
    step: int  # signed: +1 raises by one


def bump_asked(request: str) -> Bump | None:
    """The file, the label and the step a request raises (or lowers) a number by; None when it
    asks no such change of one named file."""
    text = URL.sub(" ", request)
    names = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text)))
    if len(names) != 1:
        return None
    plain = FILE_NAME.sub(" FILE ", text)
    up, down = _UP.search(plain), _DOWN.search(plain)
    if (up is None) == (down is None) or _ASKS.search(plain) or _TARGET.search(plain):
        return None
    label = _LABEL.search(plain)
    if label is None:
        return None  # "bump it": no number named
    word = label["en"] or label["v"] or _KO_LABELS.get(label["ko"] or label["kv"] or "")
    if word is not None and word.lower() in ("the", "a", "file", "line", "that", "this"):
        word = None
    said = _STEP.search(plain)
    step = 1
    if said is not None:
        amount = (said["en"] or said["ko"]).lower()
        step = int(amount) if amount.isdigit() else _STEPS[amount]
    return Bump(names[0], word.lower() if word else None, step if up else -step)


def _candidates(text: str, label: str | None) -> list[tuple[str, re.Match[str]]]:
    """(line, number) pairs: the number right after the label on its line, or every number."""
    found: list[tuple[str, re.Match[str]]] = []
    for line in text.splitlines():
        if label is None:
            found += [(line, m) for m in _NUMBER.finditer(line)]
            continue
        for at in re.finditer(rf"\b{re.escape(label)}\w*\b", line, _I):
            m = _NUMBER.search(line, at.end())
            if m is not None and re.fullmatch(r"[\s:=#'\"(v_-]*", line[at.end() : m.start()], _I):
                found.append((line, m))
    return found


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The edit_file that writes the number raised by the step, from the file as it is now;
    None when it is no such request, or the number is not one clear place in the file."""
    asked = bump_asked(request)
    if asked is None or workdir is None:
        return None
    text = placement.small_text(workdir / asked.path)
    if text is None:
        return None
    found = _candidates(text, asked.label)
    if not found and asked.label is not None:
        found = _candidates(text, None)  # 「빌드 번호」 of a file whose one number says it
    if len({(line, m.start()) for line, m in found}) != 1:
        return None
    line, number = found[0]
    new = int(number.group(0)) + asked.step
    if new < 0:
        return None
    changed = line[: number.start()] + str(new) + line[number.end() :]
    return ("edit_file", {"path": asked.path, "old_string": line, "new_string": changed})


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write of the file does not make only the step asked, or a run of it stands in for
    the change (with the call that makes it); None otherwise."""
    if not isinstance(arguments, dict):
        return None
    right = right_call(request, workdir)
    if right is None:
        return None
    command = arguments.get("command")
    if tool == "bash" and isinstance(command, str):
        name = Path(right[1]["path"]).name
        if any(Path(ran).name == name for ran in scripts_run(command)):
            return placement.refusal(RUN_REFUSED, *right)
        return None
    if tool not in ("write_file", "edit_file"):
        return None
    return placement.refused_unless_made(right, tool, arguments, workdir, REFUSED)


_EDITS = re.compile(r"\bsed\s+(?:-\S+\s+)*-i|\bperl\s+-\S*i|>>?")


def bump_missing(
    request: str, done: list[CallOutcome], workdir: Path | None
) -> tuple[str, dict[str, str]] | None:
    """The edit that makes the change when the turn ends with no write of the file (a run, a
    read or nothing changed it); None when a write of it went through, or no such change."""
    right = right_call(request, workdir)
    if right is None:
        return None
    name = Path(right[1]["path"]).name
    for outcome in done:
        arguments = outcome.call.arguments
        if outcome.result.is_error or not isinstance(arguments, dict):
            continue
        path = Path(str(arguments.get("path", "")))
        if outcome.call.name in ("write_file", "edit_file") and path.name == name:
            return None
        command = arguments.get("command")
        if outcome.call.name == "bash" and isinstance(command, str) and _EDITS.search(command):
            try:
                words = shlex.split(command)
            except ValueError:
                words = command.split()
            if any(Path(word).name == name for word in words):
                return None
    return right


REFUSED = "not run: that does not change only the number asked; use"
RUN_REFUSED = "not run: running the file does not change the number written in it; use"
