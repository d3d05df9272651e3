"""An edit of a named text file's lines the request spells out: two lines swapped ("Swap the
first two lines of notes.txt", "notes.txt 첫 번째 줄이랑 세 번째 줄 자리 바꿔 줘"), or a mark put
at the end or the start of every line ("notes.txt 메모들 끝에 마침표가 하나도 없네. 줄마다 끝에
마침표 좀 찍어 줘", "put a dash at the start of each line in todo.txt").

fresh31 write-68 rewrote notes.txt with write_file and made-up lines ("buy milk./buy eggs./buy
bread."): every note lost, and approved. write-67 ran csv_edit on notes.txt, then answered with
the file's old first two lines. The change asked is one the loop can compute from the file as
it is, so a write that ends in anything else is refused with the call that makes it, as
`placement` and `number_change` do (the loop makes that call when the turn ends with the file
untouched; approval is still asked). And whatever the edit, a whole-file rewrite that keeps none
of the file's lines when the request asks about its lines is refused (`lines_lost`).
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import placement
from jarvis_voice.agent.ordinals import ORDINAL, ordinal_value
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE

# ---------------------------------------------------------------- two lines swapped
_SWAP = re.compile(
    r"\b(?:swap|switch|exchange|interchange|flip|trade)\b|\breverse the order\b"
    r"|순서|자리|서로|맞바꿔|뒤바꿔|교환|뒤집",
    _I,
)
# 「바꿔」 alone is "change" as often as "swap": a swap only between two lines it names, not
# a change into something ("첫 두 줄을 대문자로 바꿔")
_CHANGE_KO = re.compile(r"바꿔|바꾸|바꿀")
_CHANGED_INTO = re.compile(r"(?:으로|로)\s*(?:다\s*)?(?:바꿔|바꾸|바꿀)")
_LINE_WORD = re.compile(r"\b(?:lines?|rows?|entries|notes|items)\b|줄|행|라인|메모|항목", _I)
_FIRST_TWO = re.compile(
    r"\b(?:first|top|opening) two (?:lines|rows|entries|notes|items)\b"
    r"|(?:첫|처음|맨\s*(?:앞|위|처음)|제일\s*(?:앞|위)|위)\S{0,2}\s*(?:두|2)\s*(?:줄|행|개|라인|메모|항목)",
    _I,
)
_LAST_TWO = re.compile(
    r"\b(?:last|bottom|final) two (?:lines|rows|entries|notes|items)\b"
    r"|(?:마지막|맨\s*(?:아래|밑|끝|뒤)|제일\s*(?:아래|밑|끝)|끝)\S{0,2}\s*(?:두|2)\s*(?:줄|행|개|라인|메모|항목)",
    _I,
)
# a line's place: "line 3", "lines 2 and 5", "3줄", "2번 줄" — and as an ordinal ("the second",
# "3rd", "세 번째", "둘째", "2번째": agent/ordinals.py)
_LINE_NUMBER = re.compile(
    r"\b(?:lines?|rows?)\s+(?P<line>\d+)(?:\s*(?:and|&|with|,)\s*(?P<line2>\d+))?"
    r"|(?P<kn>\d+)\s*(?:번\s*줄|번\s*행|째\s*줄|줄|행)",
    _I,
)


def _places(text: str) -> list[int]:
    """The line places a request says, in order (1 for the first line)."""
    said: list[tuple[int, int]] = []
    for m in _LINE_NUMBER.finditer(text):
        said.append((m.start(), int(m["line"] or m["kn"])))
        if m["line2"]:
            said.append((m.start("line2"), int(m["line2"])))
    for m in ORDINAL.finditer(text):
        value = ordinal_value(m)
        if value is not None:
            said.append((m.start(), value))
    return list(dict.fromkeys(place for _, place in sorted(said)))


def swap_asked(request: str) -> tuple[int, int] | None:
    """The two lines (1 for the first, -1 for the last) a request swaps, or None."""
    text = FILE_NAME.sub(" ", URL.sub(" ", request))
    if not _LINE_WORD.search(text):
        return None
    if not _SWAP.search(text) and (
        not _CHANGE_KO.search(text) or _CHANGED_INTO.search(text) or len(_places(text)) != 2
    ):
        return None
    if _FIRST_TWO.search(text):
        return (1, 2)
    if _LAST_TWO.search(text):
        return (-2, -1)
    places = _places(text)
    return (places[0], places[1]) if len(places) == 2 and 0 not in places else None


# ---------------------------------------------------------------- a mark on every line
_MARKS = {
    "period": ".", "full stop": ".", "dot": ".", "comma": ",", "semicolon": ";", "colon": ":",
    "exclamation mark": "!", "exclamation point": "!", "question mark": "?",
    "마침표": ".", "온점": ".", "쉼표": ",", "콤마": ",", "반점": ",", "세미콜론": ";",
    "콜론": ":", "느낌표": "!", "물음표": "?",
}  # fmt: skip
_LEADS = dict.fromkeys(("dash", "bullet", "hyphen", "대시", "하이픈", "글머리"), "- ")
_MARK = re.compile(
    "|".join(rf"\b{re.escape(w)}s?\b" if w.isascii() else re.escape(w) for w in [*_MARKS, *_LEADS]),
    _I,
)
_QUOTED_MARK = re.compile(r"'([^'\n]{1,12})'|\"([^\"\n]{1,12})\"|`([^`\n]{1,12})`|“([^”\n]{1,12})”")
# every line: "each line", "every note", "all the lines", "줄마다", "각 줄", "모든 줄"
_EVERY = re.compile(
    r"\b(?:each|every|all(?: of)?(?: the)?|all my)\s+(?:single\s+)?"
    r"(?:lines?|rows?|notes?|items?|entr(?:y|ies))\b"
    r"|(?:줄|행|라인|메모|항목|문장)\s*(?:들)?\s*(?:마다|전부|모두)"
    r"|(?:각|모든|전체)\s*(?:줄|행|라인|메모|항목|문장)",
    _I,
)
_ADD = re.compile(
    r"\b(?:add|put|append|prepend|end|start|begin|finish|terminate|insert|stick|place)\w*\b"
    r"|찍|붙|넣|추가|달아|달기|끝나게|시작하게",
    _I,
)
_AT_START = re.compile(
    r"\b(?:start|beginning|front|begin|prepend)\w*|\bbefore (?:each|every)\b|앞|처음|시작", _I
)


def mark_asked(request: str) -> tuple[str, str] | None:
    """("end" | "start", the text) a request puts on every line of a file, or None."""
    text = FILE_NAME.sub(" ", URL.sub(" ", request))
    if not _EVERY.search(text) or not _ADD.search(text):
        return None
    quoted = [next(g for g in m.groups() if g is not None) for m in _QUOTED_MARK.finditer(text)]
    words = [m.group(0).lower() for m in _MARK.finditer(text)]
    words = [w if w in _MARKS or w in _LEADS else w[:-1] for w in words]  # "periods"
    marks = {_MARKS.get(w) or _LEADS.get(w, "") for w in words} - {""}
    if len(quoted) == 1:
        mark = quoted[0]
    elif not quoted and len(marks) == 1:
        mark = marks.pop()
    else:
        return None
    unquoted = _QUOTED_MARK.sub(" ", text)
    lead = mark.endswith(" ") or any(w in _LEADS for w in words)
    return ("start" if lead or _AT_START.search(unquoted) else "end"), mark


# ---------------------------------------------------------------- the call from the file
def edited_lines(request: str, lines: list[str]) -> list[str] | None:
    """The file's lines as the request asks them edited, or None when it asks no such edit or
    the lines it names are not there."""
    swap = swap_asked(request)
    if swap is not None:
        count = len(lines)
        first, second = (p - 1 if p > 0 else count + p for p in swap)
        if not (0 <= first < count and 0 <= second < count) or first == second:
            return None
        swapped = list(lines)
        swapped[first], swapped[second] = lines[second], lines[first]
        return swapped
    mark = mark_asked(request)
    if mark is None:
        return None
    where, text = mark
    if where == "end":
        done = [not x.strip() or x.rstrip().endswith(text) for x in lines]
        return [x if ok else x.rstrip() + text for x, ok in zip(lines, done, strict=True)]
    return [x if not x.strip() or x.startswith(text) else text + x for x in lines]


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The edit_file that makes the line edit asked, from the one file the request names as it
    is in `workdir`; None when the request is no such edit, or it changes nothing."""
    text = URL.sub(" ", request)
    names = {m.group(0) for m in FILE_NAME.finditer(text)}
    if len(names) != 1 or workdir is None:
        return None
    name = names.pop()
    if name.lower().endswith((".csv", ".tsv")):
        return None  # a table's rows are csv_edit's
    content = placement.small_text((workdir / name).resolve())
    if content is None:
        return None
    lines = content.splitlines()
    edited = edited_lines(request, lines)
    if edited is None or edited == lines:
        return None
    changed = [i for i, (a, b) in enumerate(zip(lines, edited, strict=True)) if a != b]
    old = "\n".join(lines[changed[0] : changed[-1] + 1])
    new = "\n".join(edited[changed[0] : changed[-1] + 1])
    if content.count(old) != 1:
        return None
    return ("edit_file", {"path": name, "old_string": old, "new_string": new})


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write, an edit or a table edit of the file does not make the line edit asked (with
    the call that does), or None when it does, or it is no such call."""
    if tool not in ("write_file", "edit_file", "csv_edit") or not isinstance(arguments, dict):
        return None
    right = right_call(request, workdir)
    return placement.refused_unless_made(right, tool, arguments, workdir, REFUSED)


REFUSED = "not run: that does not make only the change asked of the lines; use"


# ---------------------------------------------------------------- every line lost
# words that ask the file's text replaced or made anew: then losing its lines is what was asked
_ANEW = re.compile(
    r"\b(?:overwrit\w*|replac\w*|rewrit\w*|translat\w*|clear|empty|wipe|blank|from scratch"
    r"|instead of|start over|new)\b|덮어|교체|대체|대신|새로|번역|비워|비우|지우고|초기화",
    _I,
)
# the request speaks of the file's lines: "each line", "the first two lines", "메모들", "줄마다"
# (「줄」 as a line, not 「줄었어」: the stock fell)
_OF_LINES = re.compile(
    r"\b(?:lines?|rows?|notes|items|entries|each|every)\b|항목|메모|마다|각\s|모든"
    r"|(?<![가-힣])줄(?:을|를|은|도|씩|들|이랑|과|하고)?(?![가-힣])|(?:\d|번째|첫|두|세)\s*줄",
    _I,
)


def _core(line: str) -> str:
    return "".join(ch for ch in line.casefold() if ch.isalnum())


def lines_lost(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """The existing file a write_file would rewrite keeping none of its lines (not even
    changed by a mark or a case), when the request asks about its lines and not to replace
    it; None otherwise."""
    if tool != "write_file" or workdir is None or not isinstance(arguments, dict):
        return None
    path, content = arguments.get("path"), arguments.get("content")
    if not isinstance(path, str) or not isinstance(content, str):
        return None
    if str(arguments.get("mode") or "replace") != "replace":
        return None
    plain = FILE_NAME.sub(" ", URL.sub(" ", request))
    if _ANEW.search(plain) or not _OF_LINES.search(plain):
        return None
    if Path(path).name not in {Path(m.group(0)).name for m in FILE_NAME.finditer(request)}:
        return None
    text = placement.small_text(workdir / path)
    if text is None:
        return None
    old = [c for c in (_core(x) for x in text.splitlines()) if len(c) >= 3]
    new = _core(content)
    if len(old) < 2 or any(c in new for c in old):
        return None
    return path


LINES_LOST = (
    "not run: this would replace every line of {name} with lines it never had. Read {name} "
    "(read_file) and change its own lines with edit_file."
)
