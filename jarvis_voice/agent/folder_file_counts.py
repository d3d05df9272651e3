"""The folders holding a number of files: "Which of the subfolders in here have only a single
file in them?", 「하위 폴더 중에 파일이 딱 하나만 들어 있는 폴더는 어디어디야?」, "which folders
have more than one file", 「파일이 두 개 이상 있는 폴더」.

Part of grounding (`agent/grounding.py`). A small model globbed every file and named five files
as the folders (bench_tasks fresh45 files-95: "draft.txt, todo.md, report.py, logs/app.log,
docs/usage.md"): a glob counts no folder's files. The look-up here counts the files of every
folder below the top (every level down, .git left out) and prints the folders past the count
asked with their files, then the others with their counts; an answer that leaves one of those
folders out is sent back, the look-up's lines the fallback. Not how many files each folder has
(grounding's FILES_PER_FOLDER), an empty folder (`find -empty`), or files by their lines.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.pipeline import CallOutcome

_I = re.IGNORECASE
_NUMBER_WORDS = {"one": 1, "a single": 1, "single": 1, "a": 1, "two": 2, "three": 3,
                 "four": 4, "하나": 1, "한": 1, "둘": 2, "두": 2, "셋": 3, "세": 3, "넷": 4,
                 "네": 4}  # fmt: skip
_EN_NUMBER = r"(?P<en>\d+|one|a single|single|two|three|four)"
_KO_NUMBER = r"(?P<ko>\d+|하나|한|둘|두|셋|세|넷|네)"
# the count of files said, with what it bounds: "only a single file", "exactly two files",
# "more than one file", "at least two files", "two or more files"; 「파일이 딱 하나만」,
# 「파일이 하나뿐인」, 「파일이 두 개 이상」, 「파일이 한 개보다 많은」
_COUNT_EN = re.compile(
    # what the folder has: "have only a single file", "with just one file", "contain 3 files"
    # ("Are there two files … with the same name" counts no folder's files)
    r"\b(?:have|has|having|with|contains?|containing|holds?|holding)\s+(?:got\s+)?"
    r"(?P<op>only|just|exactly|more than|over|fewer than|less than|at least|at most)?\s*"
    rf"{_EN_NUMBER}\s+(?P<more>or more\s+|or fewer\s+|or less\s+)?files?\b",
    _I,
)
_COUNT_KO = re.compile(
    r"파일[이가은는]?\s*(?:딱\s*|단\s*|오직\s*|겨우\s*)?"
    rf"{_KO_NUMBER}\s*(?:개)?\s*(?P<op>만|뿐|밖에|이상|이하|초과|미만|보다\s*많|보다\s*적|넘)",
)
_FOLDERS = re.compile(r"\b(?:sub-?)?(?:folders?|director(?:y|ies))\b|폴더|디렉터리|디렉토리", _I)
# which folders asked, not one folder's files: "which", "what", 「어디」, 「어느」, 「어떤」, 「뭐」
_WHICH = re.compile(
    r"\b(?:which|what|any|is there|are there)\b|어디|어느|어떤|뭐|무슨|알려|있어\?|있나", _I
)
_OPS = {"more than": ">", "over": ">", "fewer than": "<", "less than": "<", "at least": ">=",
        "at most": "<=", "or more": ">=", "or fewer": "<=", "or less": "<=", "이상": ">=",
        "이하": "<=", "초과": ">", "미만": "<", "보다많": ">", "넘": ">",
        "보다적": "<"}  # fmt: skip
_SAID = {"==": "exactly {n}", ">": "more than {n}", "<": "fewer than {n}", ">=": "{n} or more",
         "<=": "{n} or fewer"}  # fmt: skip
_LINE = re.compile(r"^folders? with (?:exactly|more than|fewer than|\d+ or) [^:]*: (.+)$")


def asked(request: str) -> tuple[str, int] | None:
    """(the comparison, the number of files) a request asks the folders by, or None."""
    if not _FOLDERS.search(request) or not _WHICH.search(request):
        return None
    english = _COUNT_EN.search(request)
    if english is not None and (english["op"] or english["more"] or english["en"] != "a"):
        said = (english["more"] or english["op"] or "").strip().lower()
        number = english["en"].lower()
        return _OPS.get(said, "=="), int(number) if number.isdigit() else _NUMBER_WORDS[number]
    korean = _COUNT_KO.search(request)
    if korean is not None:
        number = korean["ko"]
        op = re.sub(r"\s+", "", korean["op"])
        return _OPS.get(op, "=="), int(number) if number.isdigit() else _NUMBER_WORDS[number]
    return None


def command(request: str) -> str | None:
    """The look-up printing the folders with the count of files asked (each with its files when
    they are few) and the others with their counts, or None when no such count is asked."""
    found = asked(request)
    if found is None:
        return None
    op, n = found
    said = _SAID[op].format(n=n) + (" file" if n == 1 and op != ">=" else " files")
    # every folder below the top, .git and what is inside it left out, its files every level down
    return (
        "find . -mindepth 1 -type d -not -path './.git' -not -path './.git/*' -printf '%P\\n' | "
        "sort | while IFS= read -r d; do "
        "printf '%s %s/ (%s)\\n' $(find ./$d -type f | wc -l) $d "
        "$(find ./$d -type f -printf '%P\\n' | sort | head -3 | paste -sd ,); done | "
        f"awk -v s='{said}' '{{n = $1; d = $2; if (n {op} {n}) {{m = m (m ? z : y) d; "
        "if (n <= 3) m = m x $3} else o = o (o ? z : y) d x n x (n == 1 ? q : w)} "
        "END {print p s c (m ? m : u); if (o) print v o}' z=', ' y='' x=' ' q='file' w='files' "
        "p='folders with ' c=': ' u='none' v='the others: '"
    )


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the folders the answer leaves out, the look-up that found them) when the request asks
    the folders holding a count of files and such a look-up ran; None otherwise. A folder is
    said by its name, with or without its slash."""
    if asked(request) is None:
        return None
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        lines = [_LINE.match(x) for x in outcome.result.content.splitlines()]
        found = next((match for match in lines if match), None)
        if found is None:
            continue
        folders = re.findall(r"(?:^|, )([^ ,]+)/", found[1])
        folded = answer.lower()
        missing = [
            folder for folder in folders
            if not re.search(rf"(?<![\w.-]){re.escape(folder.lower())}(?![\w.-])", folded)
        ]  # fmt: skip
        return (missing, outcome) if missing else None
    return None


_KO_SAID = {"==": "파일이 딱 {n}개인 폴더", ">": "파일이 {n}개보다 많은 폴더",
            "<": "파일이 {n}개보다 적은 폴더", ">=": "파일이 {n}개 이상인 폴더",
            "<=": "파일이 {n}개 이하인 폴더"}  # fmt: skip


def fallback(request: str, content: str, korean: bool) -> str:
    """The folders the look-up found, said as a person would: "The folders with exactly 1 file:
    logs/ (app.log), scripts/ (check.sh). The others: src/ 2 files." (in Korean for a Korean
    request); the look-up's text when it printed no such line."""
    lines = content.splitlines()
    found = next((match for match in map(_LINE.match, lines) if match), None)
    counted = asked(request)
    if found is None or counted is None:
        return content
    others = next((x.removeprefix("the others: ") for x in lines if x.startswith("the others: ")),
                  "")  # fmt: skip
    if korean:
        op, n = counted
        folders = "없음" if found[1] == "none" else found[1]
        rest = re.sub(r"(\d+) files?\b", r"파일 \1개", others)
        return f"{_KO_SAID[op].format(n=n)}: {folders}." + (f" 나머지: {rest}." if rest else "")
    said = found[0].split(": ", 1)[0]
    rest = f" The others: {others}." if others else ""
    return f"The {said}: {found[1]}.{rest}"


CORRECTION = (
    "The answer leaves out a folder the look-up found with that many files. Name each folder "
    'the result above lists, as it has them: "{lines}".'
)
