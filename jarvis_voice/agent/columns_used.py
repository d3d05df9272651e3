"""Which columns of a named table a named script reads ("report.py는 sales.csv 열 중에서 몇 개를
실제로 읽어서 써? 어떤 열인지도 알려 줘." ran csv_query's count on the product column and said
'product 열은 5 가지 다른 값으로 총 12개의 행' — units, the other column it reads, never said:
fresh44 count-94; "Which columns of sales.csv does report.py actually use?").

Part of grounding (`agent/grounding.py`, a question about one named file). A small model takes
the question for one about the table's values; the answer is in the script. The command here
reads the table's header and prints the columns whose names the script writes quoted
(row["units"], usecols=['product']), how many of all, and the ones it never names; an answer
that leaves out a column used is sent back, the printed lines the fallback.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent.answer_numbers import numbers_in
from jarvis_voice.agent.different_count import COUNT_WORDS
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL, argument_text

_I = re.IGNORECASE
_CODE = re.compile(r"\.(?:py|js|ts|sh|rb|pl|r|go|java|php)$", _I)
_TABLE = re.compile(r"\.(?:csv|tsv)$", _I)
# the table's columns named: "columns", "fields", 「열」, 「컬럼」, 「칼럼」, 「필드」
# (not 열다, 열어)
_COLUMNS = re.compile(
    r"\bcolumns?\b|\bfields?\b|컬럼|칼럼|필드|열(?=\s|$|[은는이가을를도만중에들]|\?)", _I
)
# the script said to read or use them: "use", "read", "access", "touch", 「읽」, 「쓰」, 「써」,
# 「사용」, 「참조」, 「건드리」
_USES = re.compile(
    r"\b(?:uses?|used|using|reads?|reading|access(?:es|ed)?|touch(?:es|ed)?|needs?|relies)\b"
    r"|읽|쓰[는나니고]|써|사용|참조|이용|건드리|필요",
    _I,
)
_MARK = "columns of"
# how many asked: "how many columns", "the number of", 「몇 개」, 「몇 열」, 「개수」
_COUNTED = re.compile(r"\bhow many\b|\bnumber of\b|몇\s*(?:개|가지|열|컬럼)|개수", _I)
# a small count said with the column word: 「두 열」, 「세 컬럼」 (COUNT_WORDS: 「두 개」, 「둘」)
_KO_COUNT = {1: "한", 2: "두", 3: "세", 4: "네", 5: "다섯"}

# Python reading the header (tab-separated for .tsv) and the script: a column is used when its
# name is written quoted in the code — how a script names a column it reads
_PROGRAM = (
    "import csv, re, sys; code, table = sys.argv[1], sys.argv[2]; "
    'sep = "\\t" if table.lower().endswith(".tsv") else ","; '
    'header = next(csv.reader(open(table, encoding="utf-8-sig", newline=""), delimiter=sep), []); '
    'text = open(code, encoding="utf-8", errors="replace").read(); '
    'used = [c for c in header if re.search("[\\"\']" + re.escape(c) + "[\\"\']", text)]; '
    'print(f"columns of {table} that {code} uses (their names quoted in its code): "'
    " f\"{len(used)} of {len(header)}: {', '.join(used) or 'none'}\"); "
    'print("never used: " + (", ".join(c for c in header if c not in used) or "none"))'
)


def files_asked(request: str) -> tuple[str, str] | None:
    """(the script, the table) when the request asks which of the table's columns the script
    reads or uses, or None: one code file and one table named, columns and a use said."""
    names = FILE_NAME.findall(URL.sub(" ", request))
    code = [n for n in dict.fromkeys(names) if _CODE.search(n)]
    tables = [n for n in dict.fromkeys(names) if _TABLE.search(n)]
    said = FILE_NAME.sub(" ", request)
    if len(code) != 1 or len(tables) != 1 or not _COLUMNS.search(said) or not _USES.search(said):
        return None
    return code[0], tables[0]


def command(request: str) -> tuple[str, str, bool] | None:
    """(the command that prints the columns used, what a command the model ran must have to
    show them, no whole read) when the request asks them, or None."""
    asked = files_asked(request)
    if asked is None:
        return None
    program = f"python3 -c {shlex.quote(_PROGRAM)} {shlex.quote(asked[0])} {shlex.quote(asked[1])}"
    return program, re.escape(_MARK), False


def _printed(facts: list[CallOutcome]) -> str | None:
    """The lines this module's command printed this turn, or None."""
    for outcome in reversed(facts):
        if outcome.call.name == "bash" and "that {code} uses" in argument_text(outcome):
            output = outcome.result.content
            if output.startswith(_MARK):
                return output.split("[exit code")[0].strip()
    return None


def used_in(printed: str) -> list[str]:
    """The columns the printed lines say are used."""
    found = re.search(r"\): \d+ of \d+: (.*)", printed)
    if found is None or found[1].strip() == "none":
        return []
    return [c.strip() for c in found[1].split(",") if c.strip()]


def unsaid(request: str, answer: str, facts: list[CallOutcome]) -> str | None:
    """The printed lines when the answer leaves out a column they say the script uses (the
    name as written, or with its underscores as spaces), or None."""
    if files_asked(request) is None:
        return None
    printed = _printed(facts)
    if printed is None:
        return None
    said = answer.casefold()
    used = used_in(printed)
    for column in used:
        name = column.casefold()
        if name not in said and name.replace("_", " ") not in said:
            return printed
    # "몇 개를 … 써?" answered with the names alone: the count asked, in digits or words
    if _COUNTED.search(request) and not _count_said(len(used), answer):
        return printed
    return None


def _count_said(count: int, answer: str) -> bool:
    """Whether the answer says `count`, in digits or as a word (two, 두 개, 둘, 두 열)."""
    if any(value == count for _, value in numbers_in(answer)):
        return True
    words = COUNT_WORDS.get(count)
    native = _KO_COUNT.get(count)
    if native and re.search(rf"(?<![가-힣]){native}\s*(?:열|컬럼|칼럼)", answer):
        return True
    return bool(words and re.search(words, answer, _I))


def fallback(printed: str, korean: bool) -> str:
    """The printed lines as the answer, said in Korean for a Korean request."""
    used = used_in(printed)
    total = re.search(r"\d+ of (\d+)", printed)
    if not korean or total is None:
        return printed
    if not used:
        return f"스크립트 코드에 이름이 나오는 열이 없습니다(전체 {total[1]}개 열)."
    return f"전체 {total[1]}개 열 중에서 {len(used)}개를 씁니다: {', '.join(used)}."


CORRECTION = (
    "That leaves out a column the script uses. Say every column the command printed as "
    "used, and how many: {line}"
)
