"""A named file's own words asked for as written: the lines that mention what the request names,
the description at the top of a script, or a small file whole.

Part of grounding (`agent/grounding.py`). A small model paraphrases or loses the text: "Pull up
the cheesecake sale from sales.csv for me, exactly as the line is written in the file." ran
csv_edit and a sum and answered about a missing column (fresh37 read-79); 「src/app.py 안에
코드가 어떻게 돼 있는지 그대로 보여 줄래?」 grepped the file's name and said it held no code
(read-80); 'What does the README say the logs folder is for?' read it and said 'used to store
logs', not its words 'application logs' (fresh38 read-81); 「report.py 맨 위에 적힌 설명 문구
그대로 알려 줘.」 searched the web and said 'The web cannot see this.' (read-82). The lines are
picked from the file itself; an answer without them is sent back, after a read of the file when
the turn never showed them, and the lines themselves are the fallback.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.agent.lines_shown import lines_asked
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, HOW_MANY, URL
from jarvis_voice.tools.builtin._common import same_stem_files

_I = re.IGNORECASE
# the words asked as the file has them: "exactly as the line is written", 「그대로」, 'verbatim'
_AS_WRITTEN = re.compile(
    r"\bexactly (?:as|the way)\b|\bverbatim\b|\bword[- ]for[- ]word\b"
    r"|\bas (?:it is |it's |they are )?written\b"
    r"|\bas[- ]is\b|\bexact (?:words?|wording|text|line|lines)\b|\bcharacter for character\b"
    r"|그대로|원문|토씨\s*하나",
    _I,
)
# what a file says of a thing: 'What does the README say the logs folder is for?', 「README에
# logs 폴더는 뭐라고 적혀 있어?」
_SAYS = re.compile(
    r"\bwhat\s+(?:does|did|do)\s+(?:the\s+|my\s+|our\s+)?\S+\s+(?:file\s+)?says?\b"
    r"|\bwhat\s+(?:is|'s)\s+(?:said|written)\b|\bsays?\s+about\b"
    r"|뭐라고\s*(?:적혀|써|쓰여|나와|돼|되어|되|했|설명)",
    _I,
)
# the text at a script's top: 「맨 위에 적힌 설명 문구」, 'the description at the top of report.py',
# 'the docstring of check.py'
_TOP = re.compile(
    r"맨\s*(?:위|앞|처음|첫)|상단|첫머리|\bat the (?:very )?(?:top|start|beginning)\b"
    r"|\b(?:top|opening|header|heading)\s+(?:comment|description|docstring)\b|\bdocstring\b",
    _I,
)
_DESCRIBED = re.compile(
    r"설명|주석|문구|소개|\bdescription\b|\bdescribes?\b|\bcomment\b|\bdocstring\b|\bsummary\b"
    r"|\bblurb\b",
    _I,
)
# the whole file: "그대로 보여 줘", 'show me report.py exactly as it is', its code or contents
_WHOLE = re.compile(
    r"코드|내용|전체|전부|통째|\bcode\b|\bcontents?\b|\bwhole\b|\bentire\b|\bshow\b|\bprint\b"
    r"|\bdisplay\b|보여|출력",
    _I,
)
# a change to the file, not a look at it ("그대로 두고 …", 'copy it exactly as it is')
_CHANGED = re.compile(
    r"\b(?:delete|remove|drop|replace|change|edit|add|append|insert|move|copy|save|write|rename|"
    r"fix|update|set|sort|put|leave)\b|그대로\s*(?:두|둬|놔|남겨)|삭제|지워|지우|바꿔|바꾸|고쳐|추가|옮겨|"
    r"복사|저장|넣어|만들어",
    _I,
)
# a line by its place is another grounding's ("line 3", 「두 번째 줄」, 'the last line')
_BY_PLACE = re.compile(
    r"\blines?\s+\d+|\b(?:first|second|third|fourth|fifth|last|final|\d+(?:st|nd|rd|th))\s+"
    r"(?:line|row|item|entry)\b|\d+\s*(?:번째|째)\s*(?:줄|행)|(?:첫|마지막|끝)\s*(?:번째\s*)?(?:줄|행)"
    r"|[한두세네몇]\s*번째|\bwhich line\b|\bline numbers?\b",
    _I,
)
# a Markdown section's text is another grounding's (the Layout section, 「Usage 부분」)
_SECTION = re.compile(r"\bsection\b|섹션|부분|항목|\bitems?\b", _I)
# tables and logs have their own look-ups: what they "say" of a thing is a query
_DATA = (".csv", ".tsv", ".log", ".json", ".jsonl")
# the request's own words, never what it picks lines by
_SCAFFOLD_WORDS = """a an the this that these those it its of in on at for from to by with about
into and or me my our your you i we us please can could would will just is are was were be been
do does did what which where who how why say says said tell show pull up give find get let see
print display read quote exactly exact verbatim word words written write wrote as line lines row
rows entry file files folder directory text sentence thing there here same one any all whole
entire content contents code top start beginning description describe describes comment
docstring header heading summary blurb it's has have had look looks mean means want like
when"""
_SCAFFOLD = frozenset(_SCAFFOLD_WORDS.split())
_HANGUL_SCAFFOLD_WORDS = """안에 안 코드 내용 어떻게 있는지 있어 그대로 보여 줄래 알려 적힌 적혀
쓰여
설명 문구 파일 폴더 뭐라고 나와 맨 위 위에 줄 정확히 원문 전체 전부 뭐야 뭔지 돼"""
_HANGUL_SCAFFOLD = frozenset(_HANGUL_SCAFFOLD_WORDS.split())
_HANGUL_TAIL = re.compile(
    r"(?:에서는|에서|에는|이랑|으로|에게|한테|까지|부터|처럼|보다|은|는|이|가|을|를|에|의|도|만|랑|과|와|로)$"
)
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_'-]*[A-Za-z0-9]|[A-Za-z]")
_HANGUL_WORD = re.compile(r"[가-힣]{2,}")
MOST_LINES = 8  # more lines than this mention it: a search, not words to quote
MOST_WHOLE = 40  # a file longer than this is read, not quoted whole
_MARKER = re.compile(r"^\s*(?:[-*+]|\d+[.)]|#+|>)\s+(?:\[[ xX]\]\s+)?")
_LABEL = re.compile(r"^(?P<label>[^:]{1,40}):\s+(?P<value>.+)$")
_NOTE = re.compile(r"\s*\([^)]*\)\s*$")


@dataclass(frozen=True)
class Quote:
    """The lines a request asks of a file, and whether they must be whole (as written) or their
    words said (what the file says of a thing)."""

    path: str
    lines: tuple[str, ...]
    whole: bool


def _named_file(request: str, workdir: Path) -> str | None:
    """The one file the request names that is here ("README" is README.md)."""
    names = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(URL.sub(" ", request))))
    if len(names) != 1:
        return None
    path = workdir / names[0]
    if not path.is_file():
        found = same_stem_files(path) if "." not in path.name else []
        if len(found) != 1:
            return None
        path = found[0]
    return path.relative_to(workdir).as_posix()


def _top_text(path: Path, lines: list[str]) -> list[str]:
    """A script's description at its top: a Python module's docstring, else the comment lines
    it begins with (a shebang aside), else a Markdown file's first paragraph under its title."""
    if path.suffix == ".py":
        try:
            doc = ast.get_docstring(ast.parse("\n".join(lines)), clean=True)
        except SyntaxError:
            doc = None
        if doc:
            return [line.strip() for line in doc.splitlines() if line.strip()]
    top: list[str] = []
    for line in lines:
        text = line.strip()
        if not top and (text.startswith("#!") or not text):
            continue
        if path.suffix in (".md", ".markdown"):
            if text.startswith("#") and not top:
                continue
            if not text:
                break
            top.append(text)
        elif text.startswith(("#", "//", "--")):
            said = text.lstrip("#/-").strip()
            if said:
                top.append(text)
        else:
            break
    return top


def _words(request: str, name: str) -> list[str]:
    """The words a request picks lines by: not the file's name, nor its own scaffolding."""
    text = FILE_NAME.sub(" ", URL.sub(" ", request))
    found = [w.lower() for w in _LATIN_WORD.findall(text) if w.lower() not in _SCAFFOLD]
    for word in _HANGUL_WORD.findall(text):
        # "치과" as said, and "코드가" as 코드: a particle may end it, or a syllable like one
        stem = _HANGUL_TAIL.sub("", word)
        if word not in _HANGUL_SCAFFOLD and stem not in _HANGUL_SCAFFOLD:
            found += [word, stem]
    stem = Path(name).stem.lower()
    return [w for w in dict.fromkeys(found) if len(w) >= 2 and w != stem]


def _mentioning(lines: list[str], words: list[str]) -> list[str]:
    """The lines holding the most of `words` (each as a word), at least one."""
    scored = []
    for line in lines:
        said = sum(
            1
            for w in words
            if re.search(rf"(?<![A-Za-z0-9_]){re.escape(w)}(?![A-Za-z0-9_])", line, _I)
        )
        scored.append(said)
    best = max(scored, default=0)
    return [line.rstrip() for line, n in zip(lines, scored, strict=True) if best and n == best]


def asked(request: str, workdir: Path | None) -> Quote | None:
    """The lines of a named file the request asks for as written (or asks what it says of a
    thing), read from the file; None for any other request."""
    if workdir is None or _CHANGED.search(request) or _BY_PLACE.search(request):
        return None
    if _SECTION.search(request):
        return None
    if lines_asked(request) is not None or HOW_MANY.search(request):
        return None  # its first or last n lines: agent/lines_shown.py
    as_written = bool(_AS_WRITTEN.search(request))
    if not as_written and not _SAYS.search(request):
        return None
    name = _named_file(request, workdir)
    if name is None:
        return None
    try:
        lines = (workdir / name).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    if _TOP.search(request) and _DESCRIBED.search(request):
        top = _top_text(workdir / name, lines)
        return Quote(name, tuple(top), True) if top else None
    if not as_written and name.endswith(_DATA):
        return None
    words = _words(request, name)
    picked = _mentioning(lines, words)
    if picked and len(picked) <= MOST_LINES:
        return Quote(name, tuple(picked), as_written)
    if words or not as_written or not _WHOLE.search(request):
        return None  # a thing named that no line mentions is the model's to say
    shown = [line.rstrip() for line in lines]
    while shown and not shown[-1]:
        shown.pop()  # its blank lines kept inside, for code's layout, not at its ends
    while shown and not shown[0]:
        shown.pop(0)
    return Quote(name, tuple(shown), True) if 0 < len(shown) <= MOST_WHOLE else None


def _fold(text: str) -> str:
    return " ".join(text.replace("`", " ").split()).casefold()


def _said_part(line: str) -> str:
    """What a line says, for 'what does it say': its text after a list mark and a label, a
    closing note in parentheses aside ("- logs/: application logs (not in git)" says
    "application logs")."""
    text = _MARKER.sub("", line).strip()
    labelled = _LABEL.match(text)
    if labelled:
        text = labelled["value"]
    return _NOTE.sub("", text).rstrip(" .;,") or text


def unsaid(quote: Quote, answer: str) -> list[str]:
    """The quote's lines the answer leaves out (whole, or their words for what a file says)."""
    said = _fold(answer)
    return [
        line
        for line in quote.lines
        if line.strip() and _fold(line if quote.whole else _said_part(line)) not in said
    ]


def shown(quote: Quote, facts: list[CallOutcome]) -> bool:
    """Whether a call this turn printed the quote's lines (a read of the file, a grep)."""
    results = [_fold(o.result.content) for o in facts if not o.result.is_error]
    return all(any(_fold(line) in text for text in results) for line in quote.lines if line.strip())


def read_call(quote: Quote) -> tuple[str, dict[str, str]]:
    """The read that shows the quote's lines."""
    return ("read_file", {"path": quote.path})


CORRECTION = (
    "The request asks for {path}'s own words as the file has them, and the answer leaves them "
    'out or changes them. Give them exactly as written, without line numbers: "{lines}"'
)


def fallback(quote: Quote, korean: bool) -> str:
    """The lines themselves, said to be the file's."""
    lead = f"{quote.path}에 적힌 그대로입니다:" if korean else f"{quote.path} has it as:"
    return lead + "\n" + "\n".join(quote.lines)
