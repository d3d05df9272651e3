"""A question for one value from a file, answered with the file's lines.

Part of grounding (`agent/grounding.py`). 「scripts/check.sh 실행하지 말고 파일 내용만 보고, 빌드
번호가 몇이야?」 had its run refused and the file read, and then the model said the script's
lines back (".disk ok / .backup ok / .STATUS OK (build 7781)", twice) as its answer: the number
is in there, but nothing answers the question. An answer made of two or more of the read file's
lines and nothing else (a lead like "The file says:" aside) to a question that asks one thing
(몇, 뭐야, 얼마, 'which build number', "what is the …") is sent back once, told to answer it in
a sentence; an answer that quotes lines beside its own words, or a request that asks for the
lines (보여 줘, 그대로, 'show', 'what does it say'), is let be.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher

from jarvis_voice.agent.pipeline import CallOutcome

_I = re.IGNORECASE
# one value asked: 「빌드 번호가 몇이야?」, 「버전이 뭐야?」, 「포트는 몇 번?」, 'which build number
# does it report?', 'what is the port?', 'how much …'
_ONE_VALUE = re.compile(
    r"몇\s*(?:이|번|개|시|살|년|월|일|점|명|분|초|퍼센트|%)?\s*(?:이야|이에요|예요|인가요|이지|이니|야|지|냐|\?|$)"
    r"|몇\s*번|얼마|언제|(?:이|가|은|는)\s*(?:뭐|무엇|뭔)(?:야|예요|에요|지|니|인가요|가요|일까)"
    r"|\bwhich\s+(?!lines?\b|files?\b)\w+(?:\s+\w+)?\s+(?:does|did|is|was|do)\b"
    r"|\bwhat(?:'s|\s+is|\s+was)\s+(?:the|its|their)\s+\w+"
    r"|\bwhat\s+\w+(?:\s+\w+)?\s+(?:does|did)\s+(?:it|the\s+\w+|\S+\.\w+)\s+(?:report|use|set|say|give)"
    r"|\bhow\s+(?:much|many|long|old|big)\b",
    _I,
)
# the lines themselves asked: 「내용 보여 줘」, 「그대로」, 「뭐라고」, 「어떤 줄」, 'show me',
# 'what does it say', 'which lines'
_LINES_ASKED = re.compile(
    r"보여|출력해|그대로|원문|뭐라고|뭐가\s*(?:적혀|들어|있|나와|출력)|어떤\s*(?:줄|내용)|전부|모두|전체"
    r"|\b(?:show|print|display|quote|list|verbatim|exactly|lines?|contents?|says?|outputs?)\b"
    r"|\bwhat(?:'s|\s+is)\s+in\b|\binside\s+it\b",
    _I,
)
_NUMBERED = re.compile(r"^\s*\d+\t(.*)$")  # read_file's "     4\techo \"STATUS OK (build 7781)\""
# what a line of an answer may start or end with around the file's text: a list mark, a line
# number, quotes, backticks
_AROUND = re.compile(r"^[\s.\-*+>•·`'\"]*(?:\d+\s*[.:)\t]\s*)?[`'\"]*|[`'\"\s]*$")
_FENCE = re.compile(r"^\s*```")
MIN_LINES = 2  # fewer of the file's lines is a quote beside an answer, not a dump
MIN_CHARS = 4  # "ok" is in too many lines to be one of them
NEARLY = 0.85  # the share of a line's characters found, in order, in a file line


def _file_lines(facts: Sequence[CallOutcome]) -> list[str]:
    """The lines of the files this turn read, folded."""
    lines: list[str] = []
    for outcome in facts:
        if outcome.call.name != "read_file" or outcome.result.is_error:
            continue
        for line in outcome.result.content.splitlines():
            found = _NUMBERED.match(line)
            if found and found[1].strip():
                lines.append(_fold(found[1]))
    return lines


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


def _from_the_file(line: str, lines: list[str]) -> bool:
    """The answer's line is a file line's text, or nearly: the model's copy may garble a
    letter ("STA스 OK (build 7781)" for "STATUS OK (build 7781)")."""
    core = _fold(_AROUND.sub("", line))
    if len(core) < MIN_CHARS:
        return False
    for file_line in lines:
        if core in file_line:
            return True
        blocks = SequenceMatcher(None, core, file_line, autojunk=False).get_matching_blocks()
        if sum(block.size for block in blocks) >= NEARLY * len(core):
            return True
    return False


def _lead(line: str) -> bool:
    """A line that only leads the file's lines in ("The file says:", "파일 내용:") or none; a
    number in it is an answer ("3 items:")."""
    text = line.strip()
    if _FENCE.match(text) or not re.search(r"\w", text):
        return True
    return text.endswith((":", "：")) and not re.search(r"\d", text)


def dumped(request: str, answer: str, facts: Sequence[CallOutcome]) -> bool:
    """The answer to a question for one value is the read file's lines and nothing more."""
    if not _ONE_VALUE.search(request) or _LINES_ASKED.search(request):
        return False
    lines = _file_lines(facts)
    if not lines:
        return False
    said = [line for line in answer.splitlines() if line.strip()]
    from_file = [line for line in said if _from_the_file(line, lines)]
    others = [line for line in said if line not in from_file and not _lead(line)]
    distinct = {_fold(_AROUND.sub("", line)) for line in from_file}
    return len(distinct) >= MIN_LINES and not others


CORRECTION = (
    "That answer repeats the file's lines, but the request asks one thing: {request!r}. Answer "
    "it in one short sentence with the value itself, taken from the file's text, in the "
    "request's language; do not repeat the file."
)
