"""A quoted line put in a named file at a place the request says: the top, the end, or right
below or above the line about a word ("In notes.txt, put 'Pick up the cake order' right below
the line about the invoice") — or taken out of it ("That '# stock check added' comment at the
bottom of report.py doesn't need to be there. Please delete it.").

A small model prepended the line with made-up lines after it (fresh3 write-9: "Pay the
electricity bill\\n1\\n2\\n3") and replaced the line about the invoice instead of adding below it
(fresh6 write-15). Such a write is refused before anyone is asked, and the refusal says the
exact call — from the file as it is. Told it, the 1.5B still answered "I can't edit files on
your computer" and repeated its call when forced (session 42's full run), so when the turn ends
with the file untouched the loop makes the call the refusal named (`call_in_refusal`; approval
is still asked).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
_QUOTED = re.compile(
    r"'([^'\n]{3,200})'|\"([^\"\n]{3,200})\"|‘([^’\n]{3,200})’|“([^”\n]{3,200})”|「([^」\n]{3,200})」"
)
# a line in backticks, said to be a line: "Put a `#!/usr/bin/env python3` line at the very top
# of report.py" (fresh22 write-49 sent edit_file with an empty old_string twice); a command in
# backticks ("run `ls` and put what it prints at the end of notes.txt") is no line to place
_BACKTICKED_LINE = re.compile(
    r"`([^`\n]{3,200})`\s*(?:line\b|줄|라인|한\s*줄)|\bline\s*`([^`\n]{3,200})`"
)
_TOP = re.compile(
    r"\b(?:at|to|on) the (?:very )?(?:top|beginning|start)\b|\bas the first line\b|\bprepend"
    r"|(?:맨|제일|가장)\s*(?:위|앞|처음)|첫\s*줄로",
    _I,
)
# "todo.md 끝에 … 추가해줘" (tune write-2 sent an edit of the line into itself): the end said
# alone, but not "끝에서 두 번째 줄" (a line counted from the end)
END = re.compile(
    r"\b(?:at|to|on) the (?:very )?(?:bottom|end)\b|\bas the last line\b|\bappend"
    r"|(?:맨|제일|가장)\s*(?:아래|밑|끝|뒤)|마지막\s*줄로|(?<![가-힣])끝(?:에|으로|부분에)(?!서)",
    _I,
)
_NEXT_TO = re.compile(
    r"\b(?:right |just |directly )?(?P<en>below|under|beneath|after|above|before) the line "
    r"(?:about|with|that says|mentioning|on) (?:the |my |a )?(?P<word>[A-Za-z][\w-]{2,})"
    r"|(?P<word_ko>[A-Za-z][\w-]{2,}|[가-힣]{2,})\S{0,2}\s*(?:관련\s*)?(?:줄|라인|메모|항목)\s*"
    r"(?:바로\s*)?(?P<ko>아래|밑|다음|뒤|위|앞)",
    _I,
)
# the quoted line taken out, wherever the request says it sits: fresh28 write-61 read "at the
# bottom of report.py … delete it" as a place to put it, was told to append it, and ran `rm`
REMOVE = re.compile(
    r"\b(?:delete|remove|erase|get rid of|take (?:it |that |this )?out|drop)\b"
    r"|지워|지우|지운|삭제|없애|빼\s*(?:줘|주|버려|라|자)",
    _I,
)
# text said to go under the quoted one: "'## License' 섹션을 만들고, 그 밑에 MIT라고 적어 줘"
_TEXT_UNDER = re.compile(
    r"\b(?:under|below|beneath)\s+(?:it|that|the heading)\b"
    r"|(?<![가-힣])(?:그|제목)\s*(?:밑|아래)에",
    _I,
)
# the quote is what a line becomes, not a line put somewhere: 「맨 위 제목을 '# 사용법'으로 바꿔
# 줘」 was read as a line to put at the top and prepended twice (fresh38 write-82); its text
# after the quote, its text before it
CHANGED_TO_KO = re.compile(r"\s*(?:으로|로|라고)\s*(?:바꿔|바꾸|바꿀|변경|고쳐|고치|수정|교체)")
CHANGED_TO_EN = re.compile(
    r"\b(?:change|rename|retitle|set|update|replace|edit)\b.*\b(?:to|with|into|as)\s*$", _I
)
_BELOW_WORDS = frozenset({"below", "under", "beneath", "after", "아래", "밑", "다음", "뒤"})
MAX_BYTES = 200_000


def small_text(path: Path) -> str | None:
    """A named file's text for the loop to reason about, or None when it is not a file, too
    big to read whole here, unreadable or not UTF-8 (placement, to-do ticks, number changes)."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return None
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def placement(request: str) -> tuple[str, str, str | None] | None:
    """(the quoted line, "top" | "end" | "below" | "above" | "remove", the word of the line it
    goes next to) when the request puts one quoted line at a place in a file, or takes it out;
    None otherwise."""
    text = URL.sub(" ", request)
    found = [
        (m, next(g for g in m.groups() if g))
        for pattern in (_QUOTED, _BACKTICKED_LINE)
        for m in pattern.finditer(text)
    ]
    found = [(m, q) for m, q in found if not FILE_NAME.fullmatch(q.strip())]
    if len(found) != 1:
        return None
    at, quote = found[0]
    if CHANGED_TO_KO.match(text, at.end()) or CHANGED_TO_EN.search(text[: at.start()]):
        return None  # something changed to the quote (`heading_change`), not a line placed
    quotes = [quote]
    if _TEXT_UNDER.search(_unquoted(text)):
        return None  # a heading with its text under it: a section (`section_add`), not one line
    if REMOVE.search(_unquoted(text)):
        return quotes[0].strip(), "remove", None
    near = _NEXT_TO.search(_unquoted(text))
    if near is not None:
        side = (near["en"] or near["ko"]).lower()
        where = "below" if side in _BELOW_WORDS else "above"
        return quotes[0].strip(), where, (near["word"] or near["word_ko"]).lower()
    if _TOP.search(text):
        return quotes[0].strip(), "top", None
    if END.search(text):
        return quotes[0].strip(), "end", None
    return None


def _unquoted(text: str) -> str:
    return _BACKTICKED_LINE.sub(" ", _QUOTED.sub(" ", text))


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The call that puts the quoted line where the request says, from the named file as it is
    in `workdir`; None when the request is no such placement or the place is not one line."""
    asked = placement(request)
    named = FILE_NAME.search(URL.sub(" ", _unquoted(request)))
    if asked is None or named is None or workdir is None:
        return None
    line, where, word = asked
    path = (workdir / named.group(0)).resolve()
    if where == "top":
        return ("write_file", {"path": named.group(0), "content": line + "\n", "mode": "prepend"})
    if where == "end":
        return ("write_file", {"path": named.group(0), "content": line + "\n", "mode": "append"})
    text = small_text(path)
    if text is None:
        return None
    lines = text.splitlines()
    if where == "remove":  # edit_file deletes a whole line with its newline
        holding = [x for x in lines if line in x]
        if len(holding) != 1:
            return None  # not there, or on several lines: which is meant is the model's to ask
        return ("edit_file", {"path": named.group(0), "old_string": holding[0], "new_string": ""})
    about = [x for x in lines if word is not None and word in x.lower()]
    if len(about) != 1:
        return None  # no line, or several: which one is meant is the model's to ask
    anchor = about[0]
    new = f"{anchor}\n{line}" if where == "below" else f"{line}\n{anchor}"
    return ("edit_file", {"path": named.group(0), "old_string": anchor, "new_string": new})


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write or an edit of the file is not how the request places its line (with the
    call that is), or None when it is, or it is no such call."""
    if tool not in ("write_file", "edit_file") or not isinstance(arguments, dict):
        return None
    right = right_call(request, workdir)
    if right is None or Path(str(arguments.get("path", ""))).name != Path(right[1]["path"]).name:
        return None
    name, wanted = right
    if name == "write_file" and workdir is not None:
        # told to prepend, the model prepended twice (fresh38 write-82): once the line is where
        # asked, another write of it would put it there again
        text = small_text(workdir / wanted["path"]) or ""
        lines = [x.strip() for x in text.splitlines() if x.strip()]
        edge = "top" if wanted["mode"] == "prepend" else "end"
        if lines and lines[0 if edge == "top" else -1] == wanted["content"].strip():
            return ALREADY.format(name=wanted["path"], edge=edge)
    if name == tool == "write_file":
        content = str(arguments.get("content", "")).strip()
        if content == wanted["content"].strip() and arguments.get("mode") == wanted["mode"]:
            return None
    elif name == tool == "edit_file":
        old, new = str(arguments.get("old_string", "")), str(arguments.get("new_string", ""))
        if old == wanted["old_string"] and new.strip("\n") == wanted["new_string"]:
            return None
    return refusal(_REFUSED, name, wanted)


def text_after(text: str, tool: str, arguments: dict[str, object]) -> str | None:
    """A file's text after a write or an edit of it, or None when it cannot be told."""
    if tool == "write_file":
        content = str(arguments.get("content", ""))
        mode = str(arguments.get("mode") or "replace")
        return {"replace": content, "append": text + content, "prepend": content + text}.get(mode)
    if tool != "edit_file":
        return None
    old, new = str(arguments.get("old_string", "")), str(arguments.get("new_string", ""))
    if not old or old not in text:
        return text
    return text.replace(old, new) if arguments.get("replace_all") else text.replace(old, new, 1)


def refused_unless_made(
    right: tuple[str, dict[str, str]] | None,
    tool: str,
    arguments: dict[str, object],
    workdir: Path | None,
    why: str,
    made: Callable[[str, str, dict[str, str]], bool] | None = None,
) -> str | None:
    """The refusal naming the call `right` unless this write or edit of its file makes the
    change — `made(text, after, right's arguments)`, by default: leaves the file as the edit
    `right` would; None
    for another file, or when the file cannot be read here."""
    if right is None or workdir is None:
        return None
    wanted = right[1]
    if Path(str(arguments.get("path", ""))).name != Path(wanted["path"]).name:
        return None
    text = small_text(workdir / wanted["path"])
    if text is None:
        return None
    after = text_after(text, tool, arguments)
    if after is not None and (made or _edited_as)(text, after, wanted):
        return None
    return refusal(why, *right)


def _edited_as(text: str, after: str, wanted: dict[str, str]) -> bool:
    goal = text.replace(wanted["old_string"], wanted["new_string"], 1)
    # a blank line left at the end is no difference (an edit taking out the last lines)
    return after.rstrip("\n").splitlines() == goal.rstrip("\n").splitlines()


def filled_lines(text: str) -> list[str]:
    """The lines that hold something, right-stripped: where blank lines are free."""
    return [line.rstrip() for line in text.splitlines() if line.strip()]


def refusal(why: str, name: str, wanted: dict[str, str]) -> str:
    """A write refused with the exact call to make instead (read back by `call_in_refusal`)."""
    shown = ", ".join(f"{k} {json.dumps(v, ensure_ascii=False)}" for k, v in wanted.items())
    return f"{why} {name} with {shown}"


_REFUSED = "not run: that does not put only that line there; use"
ALREADY = "not run: {name} already has that line at the {edge}; nothing is left to change"
# this module's refusal and the others' made by `refusal` ("not run: …; use edit_file with …")
_NAMED_CALL = re.compile(r"not run: [^;\n]*; use (write_file|edit_file|csv_edit) with ")
_KEY = re.compile(r"(?:, )?([a-z_]+) ")


def call_in_refusal(error: str) -> tuple[str, dict[str, str]] | None:
    """The call a `misplaced` refusal named (read back from its text), or None when `error` is
    no such refusal or its arguments do not parse."""
    named = _NAMED_CALL.search(error)
    if named is None:
        return None
    arguments: dict[str, str] = {}
    decoder = json.JSONDecoder()
    error = error.rstrip()
    at = named.end()
    while at < len(error):
        key = _KEY.match(error, at)
        if key is None:
            return None
        try:
            value, at = decoder.raw_decode(error, key.end())
        except json.JSONDecodeError:
            return None
        if not isinstance(value, str):
            return None
        arguments[key[1]] = value
    return (named[1], arguments) if "path" in arguments else None
