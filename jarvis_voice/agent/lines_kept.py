"""A file cut down to its last (or first) lines, the rest deleted: 「로그 파일이 너무 길어. 최근
100줄만 남기고 앞부분은 다 지워 줘.」, "keep only the last 100 lines of app.log and delete the
rest", "trim notes.txt to its first 3 lines".

fresh41 write-88 read the log's tail with `tail -n 100 … | head -n -1` and said the lines back as
its answer, writing nothing; and "keep only the last 100 lines … delete the rest" had read to
line_edit as the last 100 lines dropped — the opposite. The file is the one named, or the log
said (file_emptied.log_below). A write of it that does not leave exactly those lines, or a
command that rewrites, empties or deletes it in place, is refused in one line; the loop writes
the lines kept when the turn ends with more lines in the file (approval is still asked).
"""

from __future__ import annotations

import re
from pathlib import Path

from jarvis_voice.agent import placement
from jarvis_voice.agent.file_emptied import log_below
from jarvis_voice.agent.kept_files import deleted_paths, same_file
from jarvis_voice.agent.request_words import FILE_NAME, URL
from jarvis_voice.agent.write_target import written_files

_I = re.IGNORECASE
_N = r"(?P<n>\d{1,3}(?:,\d{3})+|\d+)"
# the lines kept: "the last 100 lines", "its most recent 50 lines", 「최근 100줄」, 「마지막 50줄」,
# 「뒤에서 20줄」, 「처음 10줄」
_KEPT_EN = re.compile(
    rf"\b(?P<end>last|latest|final|(?:most )?recent|newest|bottom|first|top|earliest|oldest)"
    rf"\s+{_N}\s+lines?\b",
    _I,
)
_KEPT_KO = re.compile(
    rf"(?P<end>최근|마지막|끝|뒤(?:에서)?|뒷부분|처음|앞(?:에서)?|첫|맨\s*(?:위|앞|아래|뒤))\s*(?:의\s*)?{_N}"
    r"\s*(?:줄|행|라인)"
)
_LAST = frozenset({"last", "latest", "final", "recent", "most recent", "newest", "bottom",
                   "최근", "마지막", "끝", "뒤", "뒤에서", "뒷부분"})  # fmt: skip
# only those kept, the rest deleted: "keep only", "delete everything but", "trim … to", 「만
# 남기고」, 「빼고 (다) 지워」, 「나머지는 지워」
_ONLY_EN = re.compile(
    r"\bkeep(?:ing)? (?:only|just)\b|\bonly keep\b|\bleave (?:only|just)\b"
    r"|\b(?:delete|remove|drop|clear|erase|cut|get rid of)\b[^.!?]{0,40}\b(?:the rest|everything"
    r"(?: else)?|all (?:but|the other|other|older|earlier)|the others|except|but the)\b"
    r"|\b(?:trim|truncate|cut|shorten|shrink|prune)\b[^.!?]{0,40}\b(?:to|down to|so)\b",
    _I,
)
_ONLY_KO = re.compile(
    r"만\s*(?:남기|남겨|두고|놔두|살려|유지)|(?:빼고|제외하고|말고)\s*(?:다|전부|모두|나머지)?\s*"
    r"(?:지워|지우|삭제|없애|날려)|나머지\S*\s*(?:다|전부|모두)?\s*(?:지워|지우|삭제|없애|날려)"
    r"|앞부분\S*\s*(?:다|전부|모두)?\s*(?:지워|지우|삭제|없애|날려)"
)
_ASKS = re.compile(r"^\s*(?:how|what|which|why|should|can i|is|does)\b|어떻게|방법", _I)


def kept_asked(request: str) -> tuple[str, int] | None:
    """("last" | "first", how many lines) a request keeps of a file, the rest deleted; None
    when it asks no such cut (showing the last lines, or deleting them, is another request)."""
    text = FILE_NAME.sub(" FILE ", URL.sub(" ", request))
    if _ASKS.search(text) or not (_ONLY_EN.search(text) or _ONLY_KO.search(text)):
        return None
    found = [*_KEPT_EN.finditer(text), *_KEPT_KO.finditer(text)]
    if len({(m["end"], m["n"]) for m in found}) != 1:
        return None
    said = re.sub(r"\s+", " ", found[0]["end"].lower())
    n = int(found[0]["n"].replace(",", ""))
    end = (
        "last"
        if said in _LAST or said.startswith("맨 아래") or said.startswith("맨 뒤")
        else "first"
    )
    return (end, n) if n > 0 else None


def kept_file(request: str, workdir: Path | None) -> str | None:
    """The file cut down: the one named, else the log the request says (or the one log)."""
    if workdir is None or kept_asked(request) is None:
        return None
    text = URL.sub(" ", request)
    names = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text)))
    if len(names) > 1:
        return None
    path = names[0] if names else log_below(workdir, FILE_NAME.sub(" ", text))
    if path is None or not (workdir / path).is_file():
        return None
    return path


def _kept_text(text: str, kept: tuple[str, int]) -> str:
    lines = text.splitlines()
    end, n = kept
    chosen = lines[-n:] if end == "last" else lines[:n]
    return "\n".join(chosen) + "\n" if chosen else ""


def right_call(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The write that leaves the file with only the lines kept; None when it has no more lines
    than those (nothing left to cut), or it is no such request."""
    path = kept_file(request, workdir)
    kept = kept_asked(request)
    if path is None or kept is None or workdir is None:
        return None
    text = placement.small_text(workdir / path)
    if text is None or len(text.splitlines()) <= kept[1]:
        return None
    return "write_file", {"path": path, "content": _kept_text(text, kept)}


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a write or a command does not leave the file with exactly the lines kept (a write of
    other text, a command that rewrites, empties or deletes it in place); None otherwise."""
    right = right_call(request, workdir)
    kept = kept_asked(request)
    if right is None or kept is None or not isinstance(arguments, dict):
        return None
    path = right[1]["path"]
    use = REFUSED.format(path=path, end=kept[0], n=kept[1])
    if tool == "bash":
        touched = [*written_files(tool, arguments), *deleted_paths(tool, arguments)]
        raw = str(arguments.get("command", ""))
        in_place = re.search(r"\b(?:sed|perl)\b[^|;&]*\s-i|\btruncate\b", raw) and path in raw
        if in_place or any(same_file(t, path) for t in touched):
            return use
        return None
    if tool not in ("write_file", "edit_file") or not same_file(str(arguments.get("path")), path):
        return None
    text = placement.small_text(workdir / path) if workdir is not None else None
    after = placement.text_after(text, tool, arguments) if text is not None else None
    if after is not None and after.rstrip("\n") == right[1]["content"].rstrip("\n"):
        return None
    return use


REFUSED = (
    "not run: that does not leave {path} with exactly its {end} {n} lines; the loop writes them"
    " with write_file"
)
CORRECTION = "That is not done: {path} still has more than its {end} {n} lines."
