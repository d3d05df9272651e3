"""Questions about the open or the finished items of a Markdown to-do list ("What's still left
on my to-do list?", "할 일 목록에서 끝낸 거 뭐야?"), and every item ticked when asked.

Handed the whole file, a small model listed every item, the ticked "- [x] update README" among
those still to do (fresh17 read-39). The command that shows only the items asked for is what
the answer should rest on: grounding names it when no call this turn showed them.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from pathlib import Path

from jarvis_voice.agent import git_writes
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.placement import small_text
from jarvis_voice.agent.request_words import FILE_NAME, argument_text

_I = re.IGNORECASE
TODO_FILE = re.compile(r"(?:^|/)(?:todo|to-do|tasks?|할일)[\w.-]*\.(?:txt|md)$", _I)
_DONE = re.compile(
    r"\b(?:done|finished|completed?|ticked|checked(?: off)?|crossed off)\b"
    r"|끝낸|끝난|끝마친|완료|다\s*한|해\s*놓은|해\s*둔|체크(?:한|된)",
    _I,
)
DONE_WORDS = _DONE  # the finished items said (done_last moves them)
# "not done", "아직 안 끝난": the open ones, though "done" is said
_OPEN = re.compile(
    r"\b(?:left|remaining|open|outstanding|unfinished|undone|pending|still)\b"
    r"|\bnot (?:yet )?(?:done|finished|completed?|ticked)\b|\byet to\b"
    r"|남은|남아|안\s*(?:한|끝난|끝낸)|못\s*(?:한|끝낸|끝난)|아직|밀린|해야\s*(?:할|하는|될)",
    _I,
)
_CHECK_BOX = re.compile(r"\\?\[(?: |x|X)\\?\]")  # "[ ]" or "\[x\]" in a command
OPEN_ITEMS = r"^\s*[-*+] \[ \]"
DONE_ITEMS = r"^\s*[-*+] \[[xX]\]"


def items_command(request: str, place: str | None) -> str | None:
    """The grep that shows the to-do file's open (or, when only those are asked, finished)
    items, or None when the request asks neither or names no to-do file."""
    if git_writes.stage_asked(request) is not None:
        return None  # 「todo.md 스테이징만 해 줘, 커밋은 아직 하지 마」: its 아직 is the commit's
    named = [n for n in FILE_NAME.findall(request) if TODO_FILE.search(n)]
    path = named[0] if named else place
    if path is None or not TODO_FILE.search(path):
        return None
    if _OPEN.search(request):
        pattern = OPEN_ITEMS
    elif _DONE.search(request):
        pattern = DONE_ITEMS
    else:
        return None
    return f"grep -E {shlex.quote(pattern)} {shlex.quote(path)}"


def unseen(request: str, place: str | None, done: Sequence[CallOutcome]) -> str | None:
    """The grep for the items asked, when a call this turn read the list but none picked them
    out of it (a read of another file is grounding's wrong place)."""
    command = items_command(request, place)
    path = shlex.split(command)[-1] if command else ""
    if command is None or not any(path in argument_text(o) for o in done):
        return None
    for outcome in done:
        if outcome.call.name == "bash" and _CHECK_BOX.search(argument_text(outcome)):
            return None  # it grepped the check boxes itself
        if outcome.call.name in ("edit_file", "write_file") and not outcome.result.is_error:
            return None  # a change made ("다 끝냈어 … 체크해 줘"), no question asked
    return command


# Every item ticked: 「todo.md에 있는 할 일 이제 다 끝냈어. 전부 완료로 체크해 줘.」 was sent as an
# edit of the assistant's own words (fresh28 write-62); "mark everything in todo.md as done".
_EVERY = re.compile(r"\b(?:all|every(?:thing| item| one)?|each)\b|전부|모두|모든|다\s", _I)
_TICK = re.compile(
    r"\b(?:mark|tick|check(?:ed)? off|cross(?:ed)? off)\b"
    r"|완료\s*(?:로|처리|표시)|체크\s*(?:해|하|표시)",
    _I,
)
_OPEN_BOX = re.compile(r"^(\s*[-*+] )\[ \]", re.MULTILINE)


def all_ticked_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The edit that ticks every open item of the to-do file a request asks to tick all of,
    from the file as it is in `workdir`; None when it asks no such thing or none is open (or
    "[ ]" stands somewhere that is no item's box: which ones are meant is the model's)."""
    named = [n for n in FILE_NAME.findall(request) if TODO_FILE.search(n)]
    if workdir is None or len(set(named)) != 1 or not _EVERY.search(request + " "):
        return None
    if not _TICK.search(request):
        return None
    path = workdir / named[0]
    text = small_text(path)
    if text is None:
        return None
    boxes = len(_OPEN_BOX.findall(text))
    if boxes == 0 or text.count("[ ]") != boxes:
        return None
    arguments = {"path": named[0], "old_string": "[ ]", "new_string": "[x]"}
    # a call's arguments are text, as a model writes them; the tool reads "true" as a bool
    return ("edit_file", {**arguments, "replace_all": "true"} if boxes > 1 else arguments)
