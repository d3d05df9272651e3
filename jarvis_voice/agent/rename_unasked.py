"""An edit that renames the name a request is about, which it never asked to rename.

"src/utils.py의 price_with_tax 함수에 … docstring 한 줄 달아 줘" was run as `edit_file` with
old_string "price_with_tax" and new_string "price_with_tax_with_tax": the function renamed, every
caller broken, no docstring, and "변경했습니다" said (bench_tasks fresh21 write-48). A request that
names a function, a variable or a word to change something about it, and does not ask for a new
name, never wants that name replaced by another. Such an edit is not run; the model is told to
change the line instead. Pure: it reads text.
"""

from __future__ import annotations

import re

RENAMED = (
    "not run: this renames {old} to {new}, which the request does not ask. Keep the name: make "
    "old_string the whole line to change (for a docstring or a comment, the `def {old}(…):` "
    "line) and new_string that line with what the request adds."
)
_IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
# asked for a new name: "rename …", "call it …", "이름을 … 바꿔", "…로 바꿔"
_RENAME_ASKED = re.compile(
    r"\brenam\w*|\bcall (?:it|them)\b|\bname (?:it|them)\b|\bchange the name\b"
    r"|이름[^?!\n]{0,20}(?:바꿔|바꾸|변경|고쳐)|(?:으로|로)\s*(?:바꿔|변경|고쳐)",
    re.IGNORECASE,
)


def renames_unasked(request: str, tool: str, arguments: object) -> str | None:
    """Why an edit that only swaps the name the request is about for another is not run, or
    None."""
    if tool != "edit_file" or not isinstance(arguments, dict):
        return None
    old, new = arguments.get("old_string"), arguments.get("new_string")
    if not isinstance(old, str) or not isinstance(new, str):
        return None
    old, new = old.strip(), new.strip()
    if old == new or not _IDENTIFIER.fullmatch(old) or not _IDENTIFIER.fullmatch(new):
        return None
    named = re.search(rf"(?<![\w]){re.escape(old)}(?![\w])", request)
    if named is None or new in request or _RENAME_ASKED.search(request):
        return None  # not the request's name, the new name is the request's, or asked for
    return RENAMED.format(old=old, new=new)
