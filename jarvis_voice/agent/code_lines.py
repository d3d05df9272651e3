"""A named file's lines of code: its lines less the blank ones and the comment lines.

Part of grounding (`agent/grounding.py`, a question about one named file). "Not counting blank
lines or comments, how many lines of code are there in report.py?" ran `grep -cv` of the blank
lines alone and said 13, the comment line counted as code (fresh33 count-71). The command here
reads the comment marks of the file's language (`#`, `//` and `/* … */`, `--`, `;`, `<!-- -->`)
and prints the count with what was left out, so the answer is read, not worked out.
"""

from __future__ import annotations

import re
import shlex

_I = re.IGNORECASE

# comments said as left out: "not counting blank lines or comments", "excluding comments",
# "주석이랑 빈 줄 빼고", "주석 제외하고"
_WITHOUT_COMMENTS = re.compile(
    r"\b(?:not\s+counting|excluding|exclude|without|ignoring|ignore|skipping|skip|leaving\s+out"
    r"|leave\s+out|except(?:\s+for)?|other\s+than|apart\s+from|minus|no)\b[^.?!]{0,40}?"
    r"\bcomments?\b"
    r"|\bcomments?\b[^.?!]{0,30}?\b(?:excluded|left\s+out|aside|not\s+counted|don'?t\s+count)"
    r"|주석\S*\s*(?:\S+\s+){0,3}?(?:빼|제외|말고|없이|안\s*세|빠진)",
    _I,
)
# lines of code asked as such: "lines of code", "LOC", "코드가 몇 줄", "실제 코드 줄 수"
_CODE_LINES = re.compile(
    r"\blines\s+of\s+(?:actual\s+|real\s+)?code\b|\bcode\s+lines\b|\b(?:S?LOC)\b"
    r"|코드\s*(?:가|는|만)?\s*(?:몇\s*줄|줄\s*수|라인\s*수)|코드\s*줄",
)
_LINES = re.compile(r"\blines?\b|줄|행|라인", _I)
_BLANKS_SAID = re.compile(r"\b(?:blank|empty)\b|빈\s*줄|공백\s*줄|빈\s*행", _I)
# a count of the comments themselves: "how many comment lines", "주석이 몇 줄"
_COMMENTS_COUNTED = re.compile(
    r"\bhow\s+many\s+comments?\b|\bcomment\s+lines\b(?![^.?!]*\b(?:not|without|excluding)\b)"
    r"|주석\s*(?:이|은|만)?\s*몇",
    _I,
)

# a language's comment marks by the file's extension: (line mark, block start, block end)
_HASH = ("#", "", "")
_SLASHES = ("//", "/*", "*/")
_MARKS: dict[str, tuple[str, str, str]] = {
    **dict.fromkeys(
        ("py", "sh", "bash", "zsh", "rb", "pl", "r", "yaml", "yml", "toml", "cfg", "conf",
         "mk", "ps1", "jl", "nim", "cmake", "dockerfile", "makefile"),
        _HASH,
    ),
    **dict.fromkeys(
        ("c", "h", "cc", "cpp", "hpp", "cxx", "js", "mjs", "cjs", "ts", "tsx", "jsx", "java",
         "go", "rs", "cs", "swift", "kt", "kts", "scala", "dart", "php", "css", "scss", "less"),
        _SLASHES,
    ),
    **dict.fromkeys(("sql", "lua", "hs", "elm", "ada"), ("--", "", "")),
    **dict.fromkeys(("ini", "lisp", "clj", "el", "asm", "s"), (";", "", "")),
    **dict.fromkeys(("html", "htm", "xml", "svg", "vue"), ("", "<!--", "-->")),
}  # fmt: skip


def _marks(name: str) -> tuple[str, str, str] | None:
    base = name.rsplit("/", 1)[-1].lower()
    extension = base.rsplit(".", 1)[-1] if "." in base else base
    return _MARKS.get(extension)


def _awk_text(mark: str) -> str:
    """A comment mark as awk regex text inside a single-quoted shell word."""
    return "".join(f"[{c}]" if c in "/*-;#<>!" else c for c in mark)


def command(request: str, name: str) -> tuple[str, str, bool] | None:
    """(the command that counts `name`'s lines of code, what a command the model ran must have
    to show that count, no whole read) when the request asks it, or None."""
    if not _LINES.search(request) or _COMMENTS_COUNTED.search(request):
        return None
    without_comments = bool(_WITHOUT_COMMENTS.search(request))
    if not (without_comments or _CODE_LINES.search(request)):
        return None
    marks = _marks(name)
    if marks is None:
        return None
    line, start, end = marks
    # blank lines go too unless only comments are said to be left out ("excluding comments,
    # how many lines…"); "lines of code" leaves both out
    blanks_out = bool(_BLANKS_SAID.search(request) or _CODE_LINES.search(request))
    rules = ["blk {c++; if ($0 ~ /" + _awk_text(end) + "/) blk = 0; next}"] if start else []
    rules.append("/^[[:space:]]*$/ {b++; " + ("next}" if blanks_out else "n++; next}"))
    if line:
        rules.append(f"/^[[:space:]]*{_awk_text(line)}/ {{c++; next}}")
    if start:
        rules.append(
            f"/^[[:space:]]*{_awk_text(start)}/ {{c++; if ($0 !~ /{_awk_text(end)}/) blk = 1; "
            "next}"
        )
    rules.append("{n++}")
    what = "lines of code" if blanks_out else "lines that are not comments"
    left = '" blank and " c + 0 " comment lines)"' if blanks_out else 'c + 0 " comment lines)"'
    counted = "b + 0 " if blanks_out else ""
    end_rule = (
        f'END {{print n + 0, "{what} in {_awk_quote(name)} (" NR " lines in all, less " '
        f"{counted}{left}}}"
    )
    program = " ".join([*rules, end_rule])
    marks_shown = "|".join(re.escape(m) for m in (line, start) if m)
    shows = rf"(?:\bgrep\b|\bawk\b|\bsed\b|\bpython).*(?:{marks_shown})|\bcloc\b|\bsloccount\b"
    return f"awk '{program}' {shlex.quote(name)}", shows, False


def _awk_quote(name: str) -> str:
    """A file name put inside awk's double quotes, inside the shell's single quotes."""
    return re.sub(r"['\"\\]", "", name)
