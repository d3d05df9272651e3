"""One line of a named file, named by what it is about, moved to the top (or the bottom), the
rest left in their order: "The plumber thing is urgent now. Move that note to the top of
notes.txt and leave the rest in order.", 「세탁소 메모 notes.txt 맨 위로 올려 줘」.

fresh43 write-91 ran csv_edit's move_column on the notes, then wrote a file of lines it made up
("buy eggs\\nbuy milk …") over them and said the note was moved. The line is the one line of
the file that a word of the request names (the instruction's own words — move, note, top, rest,
order — left out); none or two such lines and nothing is read here. A write that does not leave
the file so, or writes another file, is refused in one line with the write that does it
(rewritten.py), and the loop makes it when the turn ends with the line not yet there (approval
still asked). A quoted line is placement's; finished items done_last's; a section
section_move's.
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import done_last, length_order, placement, rewritten
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE
_MOVE = re.compile(
    r"\b(?:move|put|bring|bump|shift|push|send|place)\b|옮겨|옮기|올려|올리|내려|내리|보내|이동",
    _I,
)
# the thing moved is one line of the file: a note, a line, an item, a task, an entry
_ONE_LINE = re.compile(
    r"\b(?:note|line|item|entry|task|todo|thing|one|reminder)\b|메모|줄|항목|할\s*일|내용|거",
    _I,
)
_TOP = re.compile(
    r"\b(?:to|at) the (?:very )?(?:top|beginning|start|front)\b|\bfirst\b"
    r"|(?:맨|제일|가장)\s*(?:위|앞|처음)|첫\s*(?:줄|번째)",
    _I,
)
_BOTTOM = re.compile(
    r"\b(?:to|at) the (?:very )?(?:bottom|end)\b|\blast\b|(?:맨|제일|가장)\s*(?:아래|밑|끝|뒤)",
    _I,
)
_ASKS = re.compile(r"^\s*(?:how|what|which|why|should|can i|is|does)\b|어떻게|방법|뭐야", _I)
_QUOTE = re.compile(r"['\"‘’“”「」`]")
_SECTION = re.compile(r"\bsection\b|\bheading\b|섹션|단락|제목", _I)
# the instruction's own words, no topic of a line
_STOP = frozenset(
    re.findall(
        r"\S+",
        "move moved put bring bump shift push send place note notes line lines item items entry "
        "entries task tasks todo thing things one reminder top bottom beginning start front end "
        "very first last rest others other order leave keep kept same where they them that this "
        "the and file please now just also into onto with about from then there their its it's "
        "want need make sure can could would you your my our",
    )
)
_KO_PARTICLE = re.compile(r"(?:은|는|이|가|을|를|에|에서|으로|로|의|도|만|랑|하고|이랑|건|걸)$")


def _topics(request: str) -> list[str]:
    """The request's words that may name a line: not the instruction's, not the file name."""
    text = FILE_NAME.sub(" ", URL.sub(" ", request))
    words = []
    for word in re.findall(r"[A-Za-z][A-Za-z'-]{2,}|[가-힣]{2,}", text):
        if word.isascii():
            if word.lower() not in _STOP:
                words.append(word.lower())
        else:
            stem = _KO_PARTICLE.sub("", word)
            if len(stem) >= 2:
                words.append(stem)
    return words


def move_asked(request: str) -> tuple[str, str] | None:
    """(the file, "top" | "bottom") when a request moves one line of a named file to an end,
    the rest kept; None otherwise."""
    text = URL.sub(" ", request)
    plain = FILE_NAME.sub(" FILE ", text)
    if _ASKS.search(plain) or _QUOTE.search(plain) or _SECTION.search(plain):
        return None
    if not (_MOVE.search(plain) and _ONE_LINE.search(plain)):
        return None
    if done_last.move_asked(request) or length_order.order_asked(request):
        return None  # the finished items, or every line by length: theirs
    names = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text)))
    top, bottom = bool(_TOP.search(plain)), bool(_BOTTOM.search(plain))
    if len(names) != 1 or top == bottom:
        return None
    return names[0], "top" if top else "bottom"


def moved(text: str, topics: list[str], where: str) -> str | None:
    """The text with the one line the topics name moved to the top or bottom, the others in
    order; None when no line or more than one is named, or the file has blank lines or
    headings (sections are no one list)."""
    lines = text.split("\n")
    end = "\n" if lines and lines[-1] == "" else ""
    body = lines[:-1] if end else lines
    if len(body) < 2 or any(not line.strip() or line.lstrip().startswith("#") for line in body):
        return None
    named = {
        n for n, line in enumerate(body)
        for word in topics
        if re.search(rf"(?<![A-Za-z]){re.escape(word)}", line, _I)
    }  # fmt: skip
    if len(named) != 1:
        return None
    line = body.pop(named.pop())
    return "\n".join([line, *body] if where == "top" else [*body, line]) + end


def _goal(request: str, workdir: Path | None) -> rewritten.Goal | None:
    asked = move_asked(request)
    if asked is None or workdir is None:
        return None
    name, where = asked
    text = placement.small_text(workdir / name)
    goal = moved(text, _topics(request), where) if text is not None else None
    return (name, text, goal) if text is not None and goal is not None else None


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The write that moves the line; None when it is there already, or none is asked."""
    return rewritten.right_call(_goal(request, workdir))


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write does not move the line and keep the rest (with the write that does)."""
    found = _goal(request, workdir)
    return rewritten.misplaced(found, tool, arguments, "with that line moved, the rest in order")


CORRECTION = "That is not done: that line of {path} has not been moved yet."
