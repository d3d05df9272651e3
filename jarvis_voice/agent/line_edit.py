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

from jarvis_voice.agent import lines_kept, placement
from jarvis_voice.agent.ordinals import ORDINAL, ordinal_in, ordinal_value
from jarvis_voice.agent.request_words import FILE_NAME, URL
from jarvis_voice.text import NATIVE_NUMBERS, NUMBER_WORDS

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


# ---------------------------------------------------------------- a Markdown checklist
# "Turn notes.txt into a Markdown checklist, please: an unticked box in front of every note"
# (fresh33 write-71 ran csv_edit on notes.txt and answered with a checklist it never wrote),
# "todo.txt 메모마다 앞에 체크박스 달아 줘", "notes.txt를 체크리스트로 바꿔 줘": "- [ ] " before
# every line with text
CHECKBOX = "- [ ] "
_CHECKLIST = re.compile(
    r"\bcheck[- ]?lists?\b|\b(?:check|tick)[- ]?box(?:es)?\b"
    r"|\b(?:unticked|unchecked|empty|blank|open)\s+(?:check\s*|tick\s*)?box(?:es)?\b"
    r"|체크\s*리스트|체크\s*박스|빈\s*(?:네모|박스|상자|칸)|체크\s*칸",
    _I,
)
# a box ticked, or one item ticked off, is no new unticked box on every line
_TICKED = re.compile(
    r"\b(?:ticked|checked|crossed|filled|done|completed|finished)\s+(?:check\s*|tick\s*)?box"
    r"|\[x\]|\btick\b(?![- ]?box)|\bcheck (?:off|the)\b"
    r"|\bmark\w* (?:\w+ )?(?:as )?(?:done|complete)"
    r"|체크된|체크 표시된|체크해|완료"
    # an item added to a checklist: "add 'buy milk' to my checklist", "체크리스트에 … 추가해"
    r"|\b(?:add|append|put)\b[^.?!]*\bto (?:my|the|this|our)\b[^.?!]*check[- ]?list"
    r"|체크\s*리스트에[^.?!]*(?:추가|넣)",
    _I,
)
# made into a checklist, or a box put on the lines: "turn … into", "make … a", "로 바꿔"
_INTO_LIST = re.compile(
    r"\b(?:turn|make|convert|change|format|reformat|rewrite|into)\b"
    r"|(?:로|으로)\s*(?:다\s*)?(?:바꿔|바꾸|바꿀|만들|변환|고쳐)|변환|만들어",
    _I,
)
# a question about a checklist is no edit: "how many boxes are unticked", "체크박스가 몇 개야"
_ASKS_OF_LIST = re.compile(
    r"^\s*(?:is|are|does|do|did|has|have|was|were|which|what|how many)\b|\bhow many\b"
    r"|\bcount\b|몇|인지|있어\?|있나",
    _I,
)


def checklist_asked(request: str) -> bool:
    """True when a request makes a file's lines a checklist with an unticked box on each."""
    text = FILE_NAME.sub(" ", URL.sub(" ", request))
    if not _CHECKLIST.search(text) or _TICKED.search(text) or _ASKS_OF_LIST.search(text):
        return False
    if _QUOTED_MARK.search(text):
        return False  # a quoted text is an item or a mark of its own
    return bool(
        _INTO_LIST.search(text)
        or (_EVERY.search(text) and (_ADD.search(text) or _AT_START.search(text)))
    )


def _boxed(line: str) -> str:
    """A line with an unticked box before it: a bullet becomes the box's, a box is kept."""
    if not line.strip() or re.match(r"\s*[-*+]\s+\[[ xX]\]", line):
        return line
    bullet = re.match(r"(\s*)[-*+]\s+", line)
    if bullet:
        return bullet[1] + CHECKBOX + line[bullet.end() :]
    return CHECKBOX + line


def mark_asked(request: str) -> tuple[str, str] | None:
    """("end" | "start", the text) a request puts on every line of a file, or None."""
    if checklist_asked(request):
        return "start", CHECKBOX
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


# ---------------------------------------------------------------- the whole file's case
# "Make everything in notes.txt lowercase" (fresh32 write-69 sent an edit of the text
# "notes.txt"), "notes.txt 전부 대문자로 바꿔 줘", "convert todo.txt to upper case"
_LOWER = re.compile(r"\blower[- ]?case[ds]?\b|\blowercasing\b|\bsmall letters\b|소문자", _I)
_UPPER = re.compile(
    r"\bupper[- ]?case[ds]?\b|\buppercasing\b|\ball[- ]caps\b|\bcapital letters\b|대문자", _I
)
# the case it goes to, when both are said: "change the uppercase letters to lowercase"
_INTO_CASE = re.compile(
    r"\b(?:to|into|in|as)\s+(?:all\s+)?(?:(?P<en_lower>lower[- ]?case|small letters)"
    r"|(?P<en_upper>upper[- ]?case|all[- ]caps|capital letters))\b"
    r"|(?:(?P<ko_lower>소문자)|(?P<ko_upper>대문자))\s*(?:로|으로)",
    _I,
)
_MAKE = re.compile(
    r"\b(?:make|turn|convert|change|put|set|rewrite|switch|lower[- ]?case|upper[- ]?case)\b"
    r"|(?:로|으로)\s*(?:다\s*)?(?:바꿔|바꾸|바꿀|변환|만들|고쳐|써|적어)|바꿔|변환",
    _I,
)
# a count or a look is no change: "how many uppercase letters", "대문자가 몇 개", "is it all caps?"
_NO_CASE_CHANGE = re.compile(
    r"^\s*(?:is|are|does|do|did|has|have|was|were)\b|\bhow many\b|\bcount\b|\bwhich\b"
    r"|\bis (?:it|there|the)\b|\bare there\b|\bany\b"
    r"|몇|있어\?|인지|\b(?:only|just) the (?:first|initial)\b|\bfirst letter|\bcapitali[sz]e"
    r"|첫\s*글자|단어|\bword",
    _I,
)


def case_asked(request: str) -> str | None:
    """ "lower" or "upper" when a request changes a whole file's letters to that case, or None
    (a line, a word or a quoted text named is not the whole file)."""
    text = FILE_NAME.sub(" ", URL.sub(" ", request))
    lower, upper = bool(_LOWER.search(text)), bool(_UPPER.search(text))
    if not (lower or upper) or not _MAKE.search(text) or _NO_CASE_CHANGE.search(text):
        return None
    if _QUOTED_MARK.search(text) or _places(text) or _FIRST_TWO.search(text):
        return None
    if _LAST_TWO.search(text) or _lines_said(text) is not None:
        return None
    if lower and upper:
        into = _INTO_CASE.search(text)
        if into is None:
            return None
        return "lower" if into["en_lower"] or into["ko_lower"] else "upper"
    return "lower" if lower else "upper"


# ---------------------------------------------------------------- a blank line between lines
# "Put a blank line between each of the notes in notes.txt so they're easier to read" (fresh34
# write-73 sent an edit with an empty old_string and an appended "\n"), "double-space todo.txt",
# "notes.txt 메모 사이마다 빈 줄 하나씩 넣어 줘": a blank line between each two lines with text
_BLANK_LINE = re.compile(
    r"\b(?:blank|empty)\s+(?:line|row)s?\b|\bdouble[- ]?spac\w*|\bspace\s+(?:\w+\s+){0,3}?out\b"
    r"|빈\s*줄|빈\s*행|공백\s*줄|한\s*줄\s*씩\s*(?:띄|비)|줄\s*(?:을\s*)?(?:하나\s*)?띄",
    _I,
)
# between the lines, all of them: "between each of the notes", "between every line", "메모 사이마다"
_BETWEEN_ALL = re.compile(
    r"\bbetween\s+(?:each|every|all)?\s*(?:(?:of|pair of)\s+)?(?:the\s+|my\s+)?"
    r"(?:lines?|rows?|notes?|items?|entr(?:y|ies)|memos?|paragraphs?)\b"
    r"|\bdouble[- ]?spac\w*|\bspace\s+(?:\w+\s+){0,3}?out\b"
    r"|(?:줄|행|라인|메모|항목|문장)\s*(?:들)?\s*(?:사이|사이사이)|(?:줄|행|메모|항목)\s*마다|한\s*줄\s*씩",
    _I,
)
# blank lines taken out, counted or asked about are no spacing: "remove the blank lines",
# "how many empty lines", "is there a blank line between"
_NO_SPACING = re.compile(
    r"^\s*(?:is|are|does|do|did|has|have|was|were|which|what|how|why)\b|\bhow many\b|\bcount\b"
    r"|\b(?:remove|delete|strip|drop|collapse|get rid of|without|no more)\b"
    r"|몇|있어\?|있나|인지|지워|지우|삭제|없애|빼",
    _I,
)


def spacing_asked(request: str) -> bool:
    """True when a request puts a blank line between every two lines of a file."""
    text = FILE_NAME.sub(" ", URL.sub(" ", request))
    if not _BLANK_LINE.search(text) or not _BETWEEN_ALL.search(text):
        return False
    return not (_NO_SPACING.search(text) or _QUOTED_MARK.search(text) or _places(text))


def _spaced(lines: list[str]) -> list[str]:
    """The lines with a blank line between each two lines with text; blank lines already there
    are kept, and none is added at the start or the end."""
    spaced: list[str] = []
    for line in lines:
        if spaced and spaced[-1].strip() and line.strip():
            spaced.append("")
        spaced.append(line)
    return spaced


# ---------------------------------------------------------------- blank lines taken out
# "Can you take all the blank lines out of README.md?" (fresh36 write-77 only described the
# file), "remove the empty lines from notes.txt", "README.md 빈 줄 다 지워 줘": every blank line
# out; "squeeze double blank lines into one", "연속된 빈 줄은 하나로 줄여 줘": a run of blank
# lines kept as one. A line of spaces alone is blank too.
_BLANKS = re.compile(
    r"\b(?:blank|empty)\s+(?:lines?|rows?)\b|\blines?\s+that\s+(?:are|is)\s+(?:blank|empty)\b"
    r"|빈\s*(?:줄|행|라인)|공백\s*(?:줄|행)",
    _I,
)
_TAKEN_OUT = re.compile(
    r"\b(?:remove|delete|strip|drop|cut|erase|eliminate|get rid of|clean up|squeeze|collapse"
    r"|squash|take\b[^.?!]{0,40}?\bout)\b|지워|지우|삭제|없애|빼|제거|날려|줄여|합쳐",
    _I,
)
# only a run of blank lines made one: "squeeze double blank lines into one", "연속된 빈 줄"
_SQUEEZE = re.compile(
    r"\b(?:squeeze|collapse|squash)\b|\b(?:double|multiple|consecutive|repeated|extra)\s+"
    r"(?:blank|empty)\b|\b(?:into|to|down to|at most|only|just) (?:one|a single)\b"
    r"|연속|두\s*(?:줄|개)\s*이상|여러\s*(?:줄|개)|겹친|하나로|하나만|한\s*줄(?:로|만)",
    _I,
)
# one blank line, the ones at an end, or a look is another request: "the blank line after the
# title", "trailing blank lines", "how many blank lines are there", "show it without blank lines"
_NOT_EVERY_BLANK = re.compile(
    r"^\s*(?:is|are|does|do|did|has|have|was|were|which|what|how|why)\b|\bhow many\b|\bcount\b"
    r"|\bthe (?:blank|empty) (?:line|row)\b(?!s)|\ba (?:blank|empty) (?:line|row)\b(?!s)"
    r"|\b(?:trailing|leading)\b|\bat the (?:end|start|top|bottom|beginning)\b"
    r"|\b(?:after|before|below|above|under)\b|\b(?:show|print|display)\b"
    r"|몇|있어\?|있나|인지|보여|(?:끝|맨\s*(?:뒤|아래|밑|위|앞)|처음|시작)\S{0,3}\s*(?:있는\s*)?빈"
    r"|(?:다음|뒤|밑|아래|위|앞)(?:에|의)\s*(?:있는\s*)?빈|빈\s*줄\s*(?:하나|한\s*줄)(?!\S*로|만\s*남)",
    _I,
)


def blanks_dropped(request: str) -> str | None:
    """ "all" when a request takes every blank line out of a file, "runs" when only a run of
    them is made one; None otherwise (a quoted text or a line's place said is another edit)."""
    text = FILE_NAME.sub(" ", URL.sub(" ", request))
    if not _BLANKS.search(text) or not _TAKEN_OUT.search(text):
        return None
    if _NOT_EVERY_BLANK.search(text) or _ASKS_MORE.search(text) or _QUOTED_MARK.search(text):
        return None
    if _places(text) or _lines_said(text) is not None:
        return None
    return "runs" if _SQUEEZE.search(text) else "all"


def _unblanked(lines: list[str], how: str) -> list[str] | None:
    """The lines without their blank ones ("all"), or with each run of them made one ("runs");
    None when no line has text (the file emptied is not this edit)."""
    if not any(x.strip() for x in lines):
        return None
    if how == "all":
        return [x for x in lines if x.strip()]
    kept: list[str] = []
    for line in lines:
        if not line.strip() and kept and not kept[-1].strip():
            continue
        kept.append(line)
    return kept


# ---------------------------------------------------------------- lines taken out by place
# "notes.txt 맨 밑에 있는 메모 두 줄은 이제 필요 없어. 지워 줄래?" (fresh32 write-70 wrote an
# empty prepend), "delete the first line of todo.txt", "remove the last 3 lines", "세 번째 줄 삭제"
_COUNTS = {**NUMBER_WORDS, **NATIVE_NUMBERS}
_COUNT_WORDS = r"\d{1,3}|" + "|".join(sorted(_COUNTS, key=len, reverse=True))
_COUNT = rf"(?P<n>{_COUNT_WORDS})"
_LINE_NOUN_EN = r"(?:lines?|rows?|notes?|entr(?:y|ies)|items?|memos?)\b"
_LINE_NOUN_KO = r"(?:줄|행|라인|메모|항목|개)"
_END_WORD = {"last": "last", "bottom": "last", "final": "last", "first": "first", "top": "first",
             "opening": "first"}  # fmt: skip
_ENDS_EN = re.compile(
    rf"\b(?:(?P<n0>{_COUNT_WORDS})\s+)?(?P<end>last|bottom|final|first|top|opening)\s+"
    rf"(?:{_COUNT}\s+)?{_LINE_NOUN_EN}",
    _I,
)
# 「아래」, 「위」 alone are as often below a line ("plumber 메모 바로 아래 줄"): only counted from
# ("아래에서 두 줄") or said with 맨, 제일, 가장
_LAST_KO = (
    r"마지막|(?:맨|제일|가장)\s*(?:아래|밑|끝|뒤)|(?<![가-힣])(?:아래|밑|뒤)에서"
    r"|(?<![가-힣])끝(?=에|\s)"
)
_FIRST_KO = r"(?<![가-힣])첫|처음|(?:맨|제일|가장)\s*(?:위|앞|처음)|(?<![가-힣])(?:위|앞)에서"
_ENDS_KO = re.compile(
    rf"(?:(?P<last>{_LAST_KO})|(?P<first>{_FIRST_KO}))"
    rf"(?:[^.?!\n\d]{{0,12}}?(?<![가-힣]){_COUNT}\s*{_LINE_NOUN_KO}(?!\s*째)"
    rf"|\S{{0,3}}\s*(?:있는\s*)?(?:줄|행|라인|메모|항목)(?![가-힣]))"
)
# a line counted from the other end ("끝에서 두 번째 줄", "second to last") is not said here
_FROM_END = re.compile(
    r"(?:끝|뒤|아래|밑|위|앞)에서[^.?!\n]{0,6}(?:번\s*째|째)|\bfrom the (?:end|bottom|top)\b"
    r"|\bto last\b|\bsecond[- ]last\b|\bnext[- ]to[- ]last\b|\bpenultimate\b",
    _I,
)
# one line by its place: "line 3", "the third line", "3번 줄", "세 번째 메모"
_ONE_PLACE = re.compile(
    rf"\bline\s+(?P<line>\d+)\b|(?P<kn>\d+)\s*번\s*(?:줄|행)"
    rf"|(?P<ord>{ORDINAL.pattern})\s*(?:{_LINE_NOUN_EN}|{_LINE_NOUN_KO})",
    _I,
)
_ASKS_MORE = re.compile(r"\b(?:and|then)\s+(?:add|put|append|insert|write)\b|추가|넣어|붙여", _I)


def _lines_said(text: str) -> tuple[str, int] | None:
    """("last" | "first", n) or ("at", place) of the lines a text names by their place."""
    if _FROM_END.search(text):
        return None
    found = _ENDS_EN.search(text) or _ENDS_KO.search(text)
    if found is not None:
        said = found["n"] or found.groupdict().get("n0")
        n = 1 if said is None else int(said) if said.isdigit() else _COUNTS[said.lower()]
        groups = found.groupdict()
        end = (
            _END_WORD[found["end"].lower()]
            if groups.get("end")
            else ("last" if groups.get("last") else "first")
        )
        return (end, n) if n > 0 else None
    places = [m for m in _ONE_PLACE.finditer(text)]
    if len(places) != 1:
        return None
    m = places[0]
    if m["line"] or m["kn"]:
        return ("line", int(m["line"] or m["kn"]))
    value = ordinal_in(m.group(0))
    return ("at", value) if value else None


def lines_dropped(request: str) -> tuple[str, int] | None:
    """The lines a request deletes from a file by their place: ("last" | "first", how many),
    ("at", the n-th line with text) or ("line", the n-th line of the file); None otherwise."""
    if lines_kept.kept_asked(request) is not None:
        return None  # "keep only the last 100 lines … delete the rest": the rest is dropped
    text = FILE_NAME.sub(" ", URL.sub(" ", request))
    if not placement.REMOVE.search(text) or _QUOTED_MARK.search(text) or _ASKS_MORE.search(text):
        return None
    return _lines_said(text)


def _without(lines: list[str], dropped: tuple[str, int]) -> list[str] | None:
    """The lines with the ones `dropped` names taken out; blank lines are no notes, so "the last
    two" are the last two with text, and a blank line is kept. None when they are not there."""
    where, n = dropped
    if where == "line":
        return lines[: n - 1] + lines[n:] if 1 <= n <= len(lines) else None
    texted = [i for i, x in enumerate(lines) if x.strip()]
    if where == "at":
        gone = texted[n - 1 : n] if 1 <= n <= len(texted) else []
    else:
        gone = texted[-n:] if where == "last" else texted[:n]
    if not gone or len(gone) < (1 if where == "at" else n) or len(gone) == len(texted):
        return None  # fewer lines than said, or every line: the file emptied is not this edit
    first, last = gone[0], gone[-1]
    return lines[:first] + lines[last + 1 :]


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
        if spacing_asked(request):
            return _spaced(lines)
        blanks = blanks_dropped(request)
        if blanks is not None:
            return _unblanked(lines, blanks)
        case = case_asked(request)
        if case is not None:
            return [x.lower() if case == "lower" else x.upper() for x in lines]
        dropped = lines_dropped(request)
        return _without(lines, dropped) if dropped is not None else None
    where, text = mark
    if where == "end":
        done = [not x.strip() or x.rstrip().endswith(text) for x in lines]
        return [x if ok else x.rstrip() + text for x, ok in zip(lines, done, strict=True)]
    if text == CHECKBOX:
        return [_boxed(x) for x in lines]
    return [x if not x.strip() or x.startswith(text) else text + x for x in lines]


MAX_EDIT_CHARS = 4000  # an edit the refusal can spell out in full (a case change's lines)


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
    # the lines that differ: what is the same at the start and at the end is left out
    shortest = min(len(lines), len(edited))
    start = next((i for i in range(shortest) if lines[i] != edited[i]), shortest)
    end = 0
    while end < shortest - start and lines[-1 - end] == edited[-1 - end]:
        end += 1
    made = _span_edit(content, lines, edited, start, end)
    if made is None and start > 0:
        # one blank line taken out is no text of its own: the line before it goes with it
        made = _span_edit(content, lines, edited, start - 1, end)
    if made is None:
        return None
    return ("edit_file", {"path": name, "old_string": made[0], "new_string": made[1]})


def _span_edit(
    content: str, lines: list[str], edited: list[str], start: int, end: int
) -> tuple[str, str] | None:
    """(old_string, new_string) of the lines from `start` to `end` lines before the end, when
    that text is once in the file and replacing it makes `edited`; None otherwise."""
    old = "\n".join(lines[start : len(lines) - end])
    new = "\n".join(edited[start : len(edited) - end])
    if not edited[start : len(edited) - end]:
        # lines taken out go with their newline: the one after them, or before the file's last
        old = next((o for o in (old + "\n", "\n" + old) if content.count(o) == 1), "")
    if not old or content.count(old) != 1 or len(old) > MAX_EDIT_CHARS:
        return None
    if content.replace(old, new, 1).splitlines() != edited:
        return None  # the text found is not at the lines' place
    return old, new


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
