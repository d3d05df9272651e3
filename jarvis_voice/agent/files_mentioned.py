"""The project's files one named file mentions by name.

fresh39 files-83 ("Which of our files does the README mention by name?") globbed README.md and
grepped every file for "README" — the files that mention the README, the other way round —
and answered "todo.md". What the README names is in its own text: every file below (.git left
out) whose name it writes, as a word, is one. The command here lists them with how many files
were looked at, the named file found by its stem when it has none ("the README": README.md).
The files that name a file (the other way) are file_search's.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, argument_text

_I = re.IGNORECASE
_FILE_WORDS = r"(?:files?|scripts?|documents?|docs)"
_MENTION = r"(?:mention|name|reference|refer to|list|talk about|point to|link to|cite)"
_MENTIONED = r"(?:mentioned|named|referenced|referred to|listed|linked|cited|written)"
# "Which of our files does the README mention by name?", "What files are mentioned in
# README.md?", "files that notes.txt refers to", "list the files named in the README"
_EN = re.compile(
    rf"\b{_FILE_WORDS}\b(?:(?!\b(?:mention|mentions|mentioned)\b)[^.?!]){{0,40}}?"
    rf"\b(?:does|do|did)\s+(?:the\s+|our\s+|this\s+)?(?P<a>\S+)\s+{_MENTION}\b"
    rf"|\b{_FILE_WORDS}\s+(?:(?:that|which)\s+)?(?:are\s+|were\s+|get\s+|is\s+)?{_MENTIONED}\s+"
    rf"(?:by\s+name\s+)?(?:in|by|inside)\s+(?:the\s+|our\s+|this\s+)?(?P<b>\S+)"
    rf"|\b{_FILE_WORDS}\s+(?:that\s+|which\s+)?(?:the\s+|our\s+|this\s+)?(?P<c>\S+)\s+"
    r"(?:mentions|names|references|refers to|lists|talks about|points to|links to)\b",
    _I,
)
# 「README에 나오는 파일이 뭐야?」, 「README.md에서 언급하는 파일」, 「README에 이름이 적힌 파일」,
# 「README가 가리키는 파일들」
_KO = re.compile(
    r"(?P<a>[\w./-]+?)\s*(?:에서|에는|에|안에|속에)\s*(?:이름이\s*|이름으로\s*)?"
    r"(?:나오는|나와\s*있는|언급(?:된|되는|한|하는|돼\s*있는)|적힌|적혀\s*있는|쓰여\s*있는|쓰인"
    r"|등장하는|들어\s*있는|소개된|적어\s*둔|써\s*둔)\s*(?:다른\s*)?(?:파일|문서|스크립트)"
    r"|(?P<b>[\w./-]+?)\s*(?:가|이)\s*(?:언급하는|가리키는|말하는|이름을\s*대는|적어\s*둔)\s*"
    r"(?:다른\s*)?(?:파일|문서|스크립트)"
)


def named_file(request: str, name: str) -> bool:
    """Whether the request asks which files the file `name` (as the request wrote it) names."""
    for pattern in (_EN, _KO):
        for found in pattern.finditer(request):
            said = next((g for g in found.groups() if g), "")
            if said.strip("`'\".,:;?!").lower() == name.lower():
                return True
    return False


# single quotes only inside: a small model copies a command and cuts it at a double quote
_LISTING = (
    'python3 -c "import os, re; n = {name}; '
    "n = n if os.path.isfile(n) else next((f for f in sorted(os.listdir('.')) "
    "if f.split('.')[0].lower() == n.lower() and os.path.isfile(f)), n); "
    "t = open(n, encoding='utf-8', errors='replace').read(); "
    "F = sorted(os.path.relpath(os.path.join(d, f)) for d, D, fs in os.walk('.') "
    "if '.git' not in d.split(os.sep) for f in fs); "
    "M = [p for p in F if p != os.path.normpath(n) and ('.' in os.path.basename(p).strip('.') "
    "or os.path.basename(p)[:1].isupper()) and re.search('(?<![A-Za-z0-9_.-])' "
    "+ re.escape(os.path.basename(p)) + '(?![A-Za-z0-9_-])', t)]; "
    "[print(p) for p in M]; "
    "print('(' + str(len(M)) + ' of the ' + str(len(F) - 1) + ' other files named in ' + n + ')')\""
)
SHOWN = r"\bos\.walk\b.*\bre\.search\b"


def command(request: str, name: str) -> tuple[str, str, bool] | None:
    """(the command listing the files `name` mentions, what a command that shows them has, no
    whole read) when the request asks them, or None."""
    if not named_file(request, name) or re.search(r"['\"\\$`]", name):
        return None
    return _LISTING.format(name=f"'{name}'"), SHOWN, False


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the files the listing printed that the answer leaves out, that listing) when the
    request asks which files a named file mentions; None otherwise (a small model handed two
    names may say one)."""
    named = FILE_NAME.search(request)
    if named is None or not named_file(request, named.group(0)):
        return None
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        if not re.search(SHOWN, argument_text(outcome)):
            continue
        lines = [line.strip() for line in outcome.result.content.splitlines()]
        files = [line for line in lines if line and not line.startswith(("(", "["))]
        said = answer.lower()
        missing = [f for f in files if PurePosixPath(f).name.lower() not in said]
        return (missing, outcome) if missing else None
    return None


CORRECTION = 'The answer leaves out files the look-up listed: "{lines}". Name each one.'
