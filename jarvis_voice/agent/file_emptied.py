"""A file emptied and kept: "The app log has gotten huge. Clear it out, but leave the file
there", "empty notes.txt", 「앱 로그 파일은 그대로 두고 내용만 비워 줘」.

fresh40 write-85 ran `truncate -s 0 app.log` at the top — a NEW file the request never named —
and said the log was cleared, with logs/app.log as full as before. The file is the one named
(`logs/app.log`), or the log said by its stem ("the app log", 「앱 로그」), or the one log file
below when only "the log" is said. A call that empties, writes or deletes another path, or
deletes the file itself, is refused in one line with the command that empties it; the loop runs
that command when the turn ends with the file still holding text (approval is still asked).
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path, PurePosixPath

from jarvis_voice.agent import command_argv
from jarvis_voice.agent.request_words import FILE_NAME, URL
from jarvis_voice.agent.write_target import written_files
from jarvis_voice.tools.builtin._common import files_below

_I = re.IGNORECASE
# the whole file emptied: "clear it out", "empty the log", "wipe", "truncate", 「비워」,
# 「내용(을) 다 지워」, 「초기화」
_EMPTY = re.compile(
    r"\b(?:clear|empty|wipe|blank|truncate)(?:\s+out)?\s+(?:it|them|this|that|the|my|our|out|FILE"
    r"|everything|all)\b|\bmake\s+(?:it|FILE|the \w+(?: log)?)\s+empty\b"
    r"|비워|비우|내용\s*(?:을|만|은)?\s*(?:다|전부|모두|싹)?\s*(?:지워|지우|삭제)|싹\s*(?:다\s*)?지워|초기화",
    _I,
)
# another change asked beside it: the model's to make ("clear the log and add a line to …")
_OTHER_CHANGE = re.compile(
    r"\b(?:add|append|write|insert|create|copy|move|rename|commit|put)\b"
    r"|추가|써\s*(?:줘|주)|적어|만들|복사|옮겨|이름|커밋",
    _I,
)
# a part of the file, not all of it: the lines of a level, done items, old entries
_PART = re.compile(
    r"\b(?:lines?|items?|entr(?:y|ies)|rows?|errors?|warnings?|debug|done|completed|old|"
    r"duplicates?|blank|whitespace|cache|screen|terminal|history|column)\b"
    r"|줄|항목|행|에러|오류|경고|완료|중복|빈\s*칸|화면|캐시|열|컬럼",
    _I,
)
_ASKS = re.compile(r"^\s*(?:how|what|which|why|should|can i|is|does)\b|어떻게|방법|\?\s*$", _I)
# the log said by its stem: "the app log", 「앱 로그」, "error log"
_LOG_SAID = re.compile(r"\b(?P<en>[a-z][\w-]*)\s+log\b|(?P<ko>[가-힣A-Za-z]+)\s*로그", _I)
_KO_STEMS = {"앱": "app", "에러": "error", "오류": "error", "접근": "access", "액세스": "access"}
_NOT_STEMS = frozenset({"the", "a", "an", "this", "that", "my", "our", "your", "its", "whole"})


def log_below(workdir: Path, request: str) -> str | None:
    """The log file a request says by its stem ("the app log" → logs/app.log), or the one log
    file below when none is said; None when it is not one file."""
    stems = []
    for said in _LOG_SAID.finditer(request):
        word = (said["en"] or _KO_STEMS.get(said["ko"] or "", "")).lower()
        if word and word not in _NOT_STEMS:
            stems.append(word)
    logs = files_below(workdir, lambda n: n.endswith(".log"), most=20)
    named = [p for p in logs if p.stem.lower() in stems]
    chosen = named if stems and named else logs if not stems else []
    if len(chosen) != 1 or not re.search(r"\blogs?\b|로그", request, _I):
        return None
    return chosen[0].relative_to(workdir).as_posix()


def emptied_file(request: str, workdir: Path | None) -> str | None:
    """The file a request asks emptied (kept, its text gone), as a path below `workdir`;
    None when it asks no such thing, or the file is not here."""
    if workdir is None:
        return None
    text = URL.sub(" ", request)
    plain = FILE_NAME.sub(" FILE ", text)
    if not _EMPTY.search(plain) or _PART.search(plain) or _ASKS.search(plain):
        return None
    if _OTHER_CHANGE.search(plain):
        return None
    names = list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(text)))
    if len(names) > 1:
        return None
    path = names[0] if names else log_below(workdir, plain)
    if path is None or not (workdir / path).is_file():
        return None
    return path


def command(path: str) -> str:
    return f"truncate -s 0 -- {shlex.quote(path)}"


def _emptied_by(command_text: str) -> tuple[list[str], list[str]]:
    """The paths a command empties (`truncate`) and deletes (`rm`, `unlink`, `shred`)."""
    truncated: list[str] = []
    deleted: list[str] = []
    for words in command_argv.argvs(command_text):
        tool = PurePosixPath(words[0]).name
        if tool not in ("truncate", "rm", "unlink", "shred"):
            continue
        found = truncated if tool == "truncate" else deleted
        skip = False
        for word in words[1:]:
            if skip:
                skip = False
            elif tool == "truncate" and word in ("-s", "--size", "-r", "--reference"):
                skip = True
            elif not word.startswith("-"):
                found.append(word)
    return truncated, deleted


def _same(a: str, b: str) -> bool:
    return PurePosixPath(a.removeprefix("./")) == PurePosixPath(b.removeprefix("./"))


def misplaced(request: str, tool: str, arguments: object, workdir: Path | None) -> str | None:
    """Why a call empties, writes or deletes another file than the one asked emptied, or deletes
    that one (with the command that empties it); None otherwise."""
    path = emptied_file(request, workdir)
    if path is None or not isinstance(arguments, dict):
        return None
    use = f"; use bash with `{command(path)}`"
    written = written_files(tool, arguments)
    deleted: list[str] = []
    raw = arguments.get("command")
    if tool == "bash" and isinstance(raw, str):
        truncated, deleted = _emptied_by(raw)
        written += truncated
        if any(_same(target, path) for target in deleted):
            return f"not run: the request keeps {path} and empties it, not deletes it{use}"
    others = [t for t in [*written, *deleted] if not _same(t, path)]
    if others:
        return f"not run: the file to empty is {path}, not {others[0]}{use}"
    if tool == "write_file" and str(arguments.get("content", "")).strip():
        return f"not run: that writes text into {path}, which is to be emptied{use}"
    return None


def empty_missing(request: str, workdir: Path | None) -> tuple[str, dict[str, str]] | None:
    """The command that empties the file when the turn ends with it still holding text."""
    path = emptied_file(request, workdir)
    if path is None or workdir is None:
        return None
    try:
        size = (workdir / path).stat().st_size
    except OSError:
        return None
    return ("bash", {"command": command(path)}) if size else None


CORRECTION = "That is not done: {path} still holds its text. Run `{command}`."
