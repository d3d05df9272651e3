"""A new file made of the lines of another that a request picks by words ("Make a file called
errors.txt with just the payment timeout lines from logs/app.log in it", 「logs/app.log에서 결제
타임아웃 줄만 뽑아서 timeouts.txt로 저장해 줘」).

fresh37 write-79 grepped the log, then wrote "payment timeout" — the words, not the lines. A
line is picked when it has every word said, in any order and with words between ("payment
gateway timeout"); a word the log writes another way is matched in its forms (timeout: timed
out; 타임아웃: timeout; 에러: error). The content is computed from the source as it is, so a
write of the new file with other text is refused with the write that makes it, and the loop
makes that write when the turn ends with the file unmade (approval is still asked).
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import log_questions, placement
from jarvis_voice.agent.request_words import FILE_NAME, URL

_I = re.IGNORECASE

# the words that pick the lines: "the payment timeout lines from", "lines with X", 「X 줄만」
_PICKED = re.compile(
    r"\bthe\s+(?P<en>[a-z][\w -]{1,40}?)\s+(?:lines?|entries|messages)\b"
    r"|\b(?:lines?|entries)\s+(?:with|containing|mentioning|about|that (?:say|mention|contain)s?)"
    r"\s+(?:the\s+words?\s+)?(?P<en2>[a-z][\w -]{1,40}?)(?=\s+(?:from|in|of|to|into)\b|[.,]|$)"
    r"|(?P<ko>(?:[가-힣A-Za-z]+\s+){0,3}[가-힣A-Za-z]+?)\s*(?:이|가)?\s*(?:난|나온|찍힌|있는|들어간)?"
    r"\s*(?:줄|라인|행)(?:만|들|들만)?(?![가-힣])",
    _I,
)
_MADE = re.compile(
    r"\b(?:make|create|save|write|put|copy|dump|export|extract)\b"
    r"|만들|저장|담아|넣어|옮겨|복사|뽑아|추려",
    _I,
)
# words that say which lines, not what is in them
_NOT_WORDS = frozenset(
    ["just", "only", "all", "the", "every", "each", "those", "these", "its", "log", "file",
     "그", "모든", "로그", "파일", "전부", "다", "에서", "중"]
)  # fmt: skip
# a Korean word the log writes in English
_KO_WORDS = {"결제": "payment", "주문": "order", "로그인": "login", "재시작": "restart"}


def _forms(word: str) -> str | None:
    """The regex a line must match for one word said, or None for a Korean word with no known
    English form (then the lines are the model's to pick)."""
    for pattern, form in log_questions._OFTEN_EVENTS:
        if pattern.fullmatch(word):
            return form
    levels = log_questions.log_levels(word)
    if len(levels) == 1:
        return levels[0]
    if re.search(r"[가-힣]", word):
        english = _KO_WORDS.get(re.sub(r"(?:이|가|의)$", "", word))
        return re.escape(english) if english else None
    return re.escape(word)


def lines_asked(request: str) -> tuple[str, str, list[str]] | None:
    """(the source file, the new file, the patterns each picked line matches) of a request that
    makes a file of another's lines picked by words; None otherwise."""
    text = URL.sub(" ", request)
    if not _MADE.search(text):
        return None
    names = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text)))
    if len(names) != 2:
        return None
    unnamed = FILE_NAME.sub(" ", text)
    said = [m for m in _PICKED.finditer(unnamed)]
    if len(said) != 1:
        return None
    phrase = next(g for g in said[0].groups() if g is not None)
    words = [w for w in re.split(r"\s+", phrase.strip()) if w and w.lower() not in _NOT_WORDS]
    forms = [_forms(w) for w in words]
    if not words or any(f is None for f in forms):
        return None
    source, target = names
    return source, target, [f for f in forms if f is not None]


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The write of the new file with the picked lines of the source, in order; None when it
    is no such request, the source cannot be read, the new file exists, or no line is picked."""
    asked = lines_asked(request)
    if asked is None or workdir is None:
        return None
    source, target, forms = asked
    if not (workdir / source).is_file() and (workdir / target).is_file():
        source, target = target, source  # "into errors.txt, the lines of app.log"
    if (workdir / target).exists():
        return None  # an existing file changed: not this
    text = placement.small_text((workdir / source).resolve())
    if text is None:
        return None
    picked = [
        line
        for line in text.splitlines()
        if all(re.search(rf"(?<![a-z]){form}", line, _I) for form in forms)
    ]
    if not picked:
        return None
    return ("write_file", {"path": target, "content": "\n".join(picked) + "\n"})


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write of the new file is not the lines picked (with the write that is), or None
    when it is, or it is no such call."""
    if tool not in ("write_file", "edit_file") or not isinstance(arguments, dict):
        return None
    right = right_call(request, workdir)
    if right is None:
        return None
    wanted = right[1]
    if Path(str(arguments.get("path", ""))).name != Path(wanted["path"]).name:
        return None
    written = str(arguments.get("content", "")) if tool == "write_file" else ""
    if _filled(written) == _filled(wanted["content"]):
        return None
    return placement.refusal(REFUSED, *right)


def _filled(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


REFUSED = "not run: that is not the lines asked for, each whole; use"
