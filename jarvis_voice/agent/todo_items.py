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
from jarvis_voice.agent.ordinals import ordinal_in
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
# the boxes of one kind in a command: an open item's "[ ]" (or "\[ \]"), a ticked one's "[x]"
_OPEN_BOX_SAID = re.compile(r"\\?\[ \\?\]")
_DONE_BOX_SAID = re.compile(r"\\?\[\[?[xX]")
# a grep that keeps the lines that do not match (-v, --invert-match): "[x]" left out is the
# open items shown
_INVERTED = re.compile(r"\s-\w*v|--invert-match")
# counted from the bottom: 「아래에서 두 번째」, "second from the bottom", "from the end"
_FROM_BOTTOM = re.compile(
    r"\bfrom the (?:bottom|end)\b|\b(?:second|third|\d+(?:st|nd|rd|th)) (?:to|from) last\b"
    r"|(?:아래|밑|끝|뒤)\s*(?:에서|서)부터|(?:아래|밑|끝|뒤)에서",
    _I,
)
# the item a numbered look-up picked: "open item 3 from the top: - [ ] order more flour"
_PICKED = re.compile(
    r"^(?P<kind>open|finished) item (?P<nth>\d+) from the (?P<where>top|bottom): "
    r"\s*[-*+] \[[ xX]\] (?P<text>.+)$",
    re.MULTILINE,
)
_NO_ITEM = re.compile(r"^only \d+ (?:open|finished) items: no item \d+$", re.MULTILINE)
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
    grep = f"grep -E {shlex.quote(pattern)} {shlex.quote(path)}"
    nth = ordinal_in(request)
    if nth is None:
        return grep
    # one item by its place among those asked: 「아직 안 끝낸 일만 놓고 보면 위에서 세 번째 건」
    # was shown the three open items and named the first (fresh45 read-96); numbered, and the
    # one at that place printed on its own line, from the bottom when the request counts so
    kind = "open" if pattern == OPEN_ITEMS else "finished"
    bottom = bool(_FROM_BOTTOM.search(request))
    at = f"NR - {nth - 1}" if bottom else str(nth)
    where = "from the bottom" if bottom else "from the top"
    program = (
        f'{{a[NR] = $0; print NR ". " $0}} END {{i = {at}; '
        f'if (i >= 1 && i <= NR) print "{kind} item {nth} {where}: " a[i]; '
        f'else print "only " NR " {kind} items: no item {nth}"}}'
    )
    return f"{grep} | awk {shlex.quote(program)}"


def shown_by(command: str) -> str:
    """What a command the model ran must have to show what `command` (items_command's) does:
    its boxes of the kind asked, or the pick itself when one item is asked by its place."""
    if " | awk " in command:
        return re.escape(command)
    return _OPEN_BOX_SAID.pattern if OPEN_ITEMS in command else _DONE_BOX_SAID.pattern


def picked_unsaid(
    request: str, answer: str, facts: Sequence[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """([the line of the item at the place asked], the look-up that printed it) when the answer
    leaves that item's text out; None otherwise (no place asked, or no such look-up ran)."""
    if ordinal_in(request) is None:
        return None
    for outcome in reversed(facts):
        found = _PICKED.search(outcome.result.content) if outcome.call.name == "bash" else None
        if found is None:
            continue
        said = re.sub(r"\s+", " ", answer).lower()
        return None if found["text"].strip().lower() in said else ([found[0]], outcome)
    return None


def picked_fallback(line: str, korean: bool) -> str:
    """The item picked, said as a person would ("open item 3 from the top: - [ ] order more
    flour" → "The third open item from the top is: order more flour.")."""
    found = _PICKED.search(line)
    if found is None:
        return line
    kind, nth, where = found["kind"], int(found["nth"]), found["where"]
    text = found["text"].strip()
    if korean:
        side = "위" if where == "top" else "아래"
        state = "아직 안 끝낸" if kind == "open" else "끝낸"
        return f"{state} 일 중 {side}에서 {nth}번째는 '{text}'입니다."
    return f"Item {nth} from the {where} among the {kind} ones is: {text}."


CORRECTION_PICKED = (
    "The answer names another item than the one at the place asked. Say the item the result "
    'above picks: "{lines}".'
)


def unseen(request: str, place: str | None, done: Sequence[CallOutcome]) -> str | None:
    """The grep for the items asked, when a call this turn read the list but none picked them
    out of it (a read of another file is grounding's wrong place)."""
    command = items_command(request, place)
    path = shlex.split(command.split(" | ")[0])[-1] if command else ""
    if command is None or not any(path in argument_text(o) for o in done):
        return None
    open_asked = OPEN_ITEMS in command
    picking = ordinal_in(request) is not None  # one item by its place: only the pick shows it
    for outcome in done:
        if picking:
            if _PICKED.search(outcome.result.content) or _NO_ITEM.search(outcome.result.content):
                return None
            continue
        if outcome.call.name == "bash" and _shows_kind(argument_text(outcome), open_asked):
            return None  # it grepped the check boxes asked itself
        if outcome.call.name in ("edit_file", "write_file") and not outcome.result.is_error:
            return None  # a change made ("다 끝냈어 … 체크해 줘"), no question asked
    return command


def _shows_kind(command: str, open_asked: bool) -> bool:
    """A command that picks the check boxes asked out of the list: the open ones by "[ ]" (or
    by the ticked ones left out with -v), the finished ones by "[x]". A grep of the ticked boxes
    for the open items asked is not one: 「아직 안 끝낸 일만 놓고 보면 위에서 세 번째 건」 ran
    `grep -F '[x]' todo.md` and named the one finished item (fresh45 read-96)."""
    inverted = bool(_INVERTED.search(command))
    if _OPEN_BOX_SAID.search(command):
        return open_asked != inverted
    if _DONE_BOX_SAID.search(command):
        return open_asked == inverted
    return False  # every box ("\\[.\\]") or none: the items asked not picked out


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
