"""File tools: write, edit, read, list, glob and grep. Blocking I/O runs in a worker thread."""

from __future__ import annotations

import asyncio
import difflib
import fnmatch
import os
import re
import warnings
from dataclasses import dataclass, replace
from pathlib import Path, PurePosixPath
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from jarvis_voice.llm.base import ToolCall
from jarvis_voice.romanize import loanword_match, romanize
from jarvis_voice.text import clip
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.builtin._common import (
    SKIP_DIRS,
    atomic_write,
    cap_text,
    describe_os_error,
    display_path,
    is_binary_file,
    looks_binary,
    output_limit,
    resolve_path,
    same_name_below,
    same_stem_files,
)
from jarvis_voice.tools.builtin.line_changes import line_change

MAX_LINE_CHARS = 2000  # one minified line must not eat the whole output budget
MAX_DIR_ENTRIES = 1000
MAX_GLOB_RESULTS = 200
MAX_GLOB_SCAN = 20_000  # stop walking huge trees; results are sorted after the scan
MAX_GREP_MATCHES = 200


def _clip_line(line: str, limit: int = MAX_LINE_CHARS) -> str:
    return line if len(line) <= limit else line[:limit] + f" [… {len(line) - limit} chars]"


def _error(text: str) -> ToolResult:
    return ToolResult(text, is_error=True)


# --- write_file -------------------------------------------------------------------------------


class WriteFileArgs(BaseModel):
    path: str = Field(
        description="File to write; relative paths are taken from the working directory."
    )
    content: str = Field(description="The complete new content of the file (UTF-8).")
    # A string, not a bool: the embedded model's grammar keeps optional string arguments only.
    mode: Literal["replace", "append", "prepend"] = Field(
        default="replace",
        description='"append" adds content at the end of the file (on a new line), "prepend" at '
        "its top, instead of replacing the whole file.",
    )

    @model_validator(mode="after")
    def _not_a_shell_expression(self) -> WriteFileArgs:
        """Content that is only `$(cat notes.txt)` would be written as those characters: a
        model's way to copy a file (bench_tasks write-13). Refused before anyone is asked."""
        whole = _SHELL_ONLY.fullmatch(self.content.strip())
        if whole is None:
            return self
        command = (whole["dollar"] or whole["tick"]).strip()
        source = re.fullmatch(r"cat\s+(\S+)", command)
        how = f"cp {source[1]} {self.path}" if source else "cp SOURCE DESTINATION"
        raise ValueError(
            f"content is the shell command {command!r}, which write_file does not run (it "
            f"would write those characters); to copy a file use bash with `{how}`"
        )


# A request to change part of a file ("put X below the invoice line", "끝낸 항목은 지워 줘") and
# one to replace it whole ("overwrite notes.txt with …", "내용을 전부 바꿔"): a whole-file write
# that drops most of a file is refused for the first (bench_tasks write-15: 8 lines became 3).
_PART = re.compile(
    r"\b(?:add|insert|put|append|prepend|below|above|after|before|under|fix|correct|remove|"
    r"delete|drop|change|update|rename|mark|tick|untick|check|uncheck|toggle|undo)\b"
    r"|추가|넣어|넣고|아래|위에|밑에|다음\s*줄|앞에|뒤에|고쳐|수정|지워|지우|삭제|빼\s*줘|빼고|바꿔|표시"
    # a ticked item undone or done ("체크 다시 풀어 줘": fresh12 write-28 became one line)
    r"|체크|풀어|해제|완료|되돌려"
    # something more made in a file that is there ("src/utils.py에 세금 빼는 함수도 하나 만들어
    # 줘": fresh23 write-52 replaced the file with the new function alone)
    r"|만들|작성|\b(?:also|another|as well)\b|\bnew (?:function|method|class|section|entry)\b",
    re.IGNORECASE,
)
_WHOLE = re.compile(
    r"\b(?:overwrite|rewrite|replace (?:the |its )?(?:whole|entire|contents?)|whole file|"
    r"entire file|from scratch|clear|empty|wipe|reset|only|just)\b"
    r"|덮어|전부\s*바꿔|전체를?\s*바꿔|통째|새로\s*(?:써|만들|작성)|다시\s*(?:써|만들|작성)|비워"
    r"|내용을\s*\S+(?:로|으로)\s*바꿔|만\s*남",
    re.IGNORECASE,
)
# A line placed next to another ("below the line about the invoice", "인보이스 줄 아래에"):
# neither the end nor the top of the file
_BESIDE_A_LINE = re.compile(
    r"\b(?:below|under|beneath|after|above|before|next to)\s+(?:the\s+)?(?:line|entry|item|one)\b"
    r"|(?:줄|항목|라인)\s*(?:바로\s*)?(?:아래|밑|위|다음|앞|뒤)",
    re.IGNORECASE,
)
# Fewer kept lines than this share of the old non-blank ones, with this many lost, is "most"
KEEP_SHARE = 0.5
LOST_AT_LEAST = 3


def _lost_lines(path: Path, content: str, request: str) -> str | None:
    """Why a whole-file write would lose most of `path` when the request asked for a change
    to a part of it, or None."""
    if not _PART.search(request) or _WHOLE.search(request):
        return None
    try:
        old = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    before = [line.strip() for line in old.splitlines() if line.strip()]
    after = {line.strip() for line in content.splitlines()}
    lost = [line for line in before if line not in after]
    # a small file all lost counts too: a two-line function replaced by another (fresh23 write-52)
    every = len(before) >= 2 and len(lost) == len(before)
    if not (len(lost) >= LOST_AT_LEAST or every) or len(before) - len(lost) >= KEEP_SHARE * len(
        before
    ):
        return None
    return (
        f"has {len(before)} lines and this content keeps {len(before) - len(lost)} of them "
        f"(it drops {clip(lost[0], 60)!r} and {len(lost) - 1} more); to change part of a file "
        "use edit_file (old_string: the lines to change, new_string: what they become; to add "
        "a line, new_string is the line before it plus the new line), or mode append/prepend"
    )


def breaks_python(path: Path, old: bytes | None, new: bytes) -> str | None:
    """Why `new` would leave a Python file that no longer compiles — the small model once closed
    a function with its JSON's braces ("return price / (1 + tax_rate)}}", fresh23 write-52) —
    or None. A file that did not compile before may stay so: fixing it is another request."""
    if path.suffix != ".py":
        return None
    if old is not None and _syntax_error(old) is not None:
        return None
    error = _syntax_error(new)
    if error is None:
        return None
    return (
        f"would not run as Python: {error.msg} (line {error.lineno}); write the code again "
        "with that line fixed"
    )


def _syntax_error(source: bytes) -> SyntaxError | None:
    try:
        with warnings.catch_warnings():  # an odd escape is no error, and says nothing here
            warnings.simplefilter("ignore")
            compile(source, "<file>", "exec", dont_inherit=True)
    except SyntaxError as exc:
        return exc
    except ValueError:  # a NUL byte: not Python source
        return None
    return None


_SHELL_ONLY = re.compile(r"\$\((?P<dollar>[^()]+)\)|`(?P<tick>[^`]+)`")


class WriteFileTool(Tool[WriteFileArgs]):
    name = "write_file"
    requires_approval = True
    description = (
        "Create a file or replace its whole content, or add lines at its end (mode append) or "
        "its top (mode prepend). "
        "Missing parent directories are created. To change part of a file prefer edit_file."
    )
    Args = WriteFileArgs

    async def run(self, args: WriteFileArgs, ctx: ToolContext) -> ToolResult:
        return await asyncio.to_thread(self._write, resolve_path(ctx, args.path), args, ctx)

    @staticmethod
    def _write(path: Path, args: WriteFileArgs, ctx: ToolContext) -> ToolResult:
        shown = display_path(ctx, path)
        if path.is_dir():
            return _error(f"is a directory: {shown}")
        existed = path.exists()
        data = args.content.encode("utf-8")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if args.mode != "replace" and existed and not args.content.strip():
                return _error(f"nothing to {args.mode}: content is empty; {shown} is unchanged")
            if args.mode != "replace" and existed and _BESIDE_A_LINE.search(ctx.request):
                # "put X right below the invoice line" done as an append (fresh6 write-15)
                return _error(
                    f"not written: {args.mode} puts the text at the "
                    f"{'end' if args.mode == 'append' else 'top'} of {shown}, and the request "
                    "places it next to a line; use edit_file with old_string: that line, "
                    "new_string: that line and the new one, in order"
                )
            if args.mode != "replace" and existed:
                old = path.read_bytes()
                if looks_binary(old):
                    return _error(f"refusing to {args.mode} to a binary file: {shown}")
                line = data + (b"" if data.endswith(b"\n") else b"\n")
                joint = b"\n" if old and not old.endswith(b"\n") else b""
                whole = line + old if args.mode == "prepend" else old + joint + line
                broken = breaks_python(path, old, whole)
                if broken:
                    return _error(f"not written: {shown} {broken}")
                if args.mode == "prepend":
                    atomic_write(path, whole)  # whole-file replace: never half-written
                    return ToolResult(f"added {len(line)} bytes at the top of {shown}")
                atomic_write(path, whole)
                return ToolResult(f"appended {len(joint + line)} bytes to {shown}")
            lost = _lost_lines(path, args.content, ctx.request) if existed else None
            if lost:
                return _error(f"not written: {shown} {lost}")
            broken = breaks_python(path, path.read_bytes() if existed else None, data)
            if broken:
                return _error(f"not written: {shown} {broken}")
            atomic_write(path, data)
        except OSError as exc:
            return _error(f"cannot write file: {describe_os_error(exc, shown)}")
        verb = "overwrote" if existed else "created"
        return ToolResult(f"{verb} {shown} ({len(data)} bytes)")


# --- edit_file --------------------------------------------------------------------------------


class EditFileArgs(BaseModel):
    path: str = Field(
        description="File to edit; relative paths are taken from the working directory."
    )
    old_string: str = Field(
        description="Exact text to replace, including whitespace and indentation. It must occur "
        "exactly once unless replace_all is true; include surrounding lines to make it unique."
    )
    new_string: str = Field(description="Text to put in place of old_string.")
    replace_all: bool = Field(
        default=False, description="Replace every occurrence of old_string instead of exactly one."
    )


class EditFileTool(Tool[EditFileArgs]):
    name = "edit_file"
    requires_approval = True
    description = (
        "Replace an exact piece of text in an existing UTF-8 file. Fails when old_string is not "
        "found, or is found more than once and replace_all is false."
    )
    Args = EditFileArgs

    async def run(self, args: EditFileArgs, ctx: ToolContext) -> ToolResult:
        return await asyncio.to_thread(self._edit, resolve_path(ctx, args.path), args, ctx)

    @staticmethod
    def _edit(path: Path, args: EditFileArgs, ctx: ToolContext) -> ToolResult:
        shown = display_path(ctx, path)
        if not args.old_string:
            return _error("old_string must not be empty; use write_file to create a file")
        if args.old_string == args.new_string:
            return _error("old_string and new_string are identical; nothing to change")
        try:
            raw = path.read_bytes()
        except OSError as exc:
            return _error(f"cannot read file: {describe_os_error(exc, shown)}")
        if looks_binary(raw):
            return _error(f"refusing to edit a binary file: {shown}")
        try:
            # Strict decoding: writing back replacement characters would corrupt the file.
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return _error(f"file is not valid UTF-8 text: {shown}")
        section = _section_emptied(text, args, ctx.request) if path.suffix in _MARKDOWN else None
        if section is not None:
            start, end = section
            lines = text.splitlines(keepends=True)
            heading = next(line.strip() for line in lines[start:] if line.strip())
            try:
                atomic_write(path, "".join(lines[:start] + lines[end:]).encode("utf-8"))
            except OSError as exc:
                return _error(f"cannot write file: {describe_os_error(exc, shown)}")
            return ToolResult(
                f"edited {shown}: removed the section {heading!r} (lines {start + 1}-{end})"
            )
        count = text.count(args.old_string)
        if count == 0:
            near = _closest_line(text, args.old_string) or _line_asked_about(text, ctx.request)
            near += _whole_small_text(text)
            return _error(f"old_string not found in {shown}{near}")
        if count > 1 and not args.replace_all:
            return _error(
                f"old_string occurs {count} times in {shown}; add surrounding context to make it "
                "unique or set replace_all"
            )
        whole_lines = _whole_lines(text, args.old_string) if not args.new_string else None
        if whole_lines is not None:
            # "Delete the line X" leaves no empty line behind: the line goes with its newline.
            new_text = whole_lines.sub("", text)
        else:
            new_text = text.replace(args.old_string, args.new_string)
        broken = breaks_python(path, text.encode("utf-8"), new_text.encode("utf-8"))
        if broken:
            return _error(f"not changed: {shown} {broken}")
        try:
            atomic_write(path, new_text.encode("utf-8"))
        except OSError as exc:
            return _error(f"cannot write file: {describe_os_error(exc, shown)}")
        noun = "occurrence" if count == 1 else "occurrences"
        where = line_change(text, new_text)  # "lines 7-8 removed: …; 6 lines now"
        if whole_lines is not None:
            return ToolResult(f"edited {shown}: deleted {count} line{'s' * (count > 1)} ({where})")
        return ToolResult(f"edited {shown}: replaced {count} {noun} ({where})")


_MARKDOWN = (".md", ".markdown")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_SECTION_ASKED = re.compile(
    r"\bsections?\b|\bheadings?\b|\bparts?\b|섹션|항목|부분|단락|문단", re.IGNORECASE
)


def _section_emptied(text: str, args: EditFileArgs, request: str) -> tuple[int, int] | None:
    """(first line, line after) of the Markdown section whose heading `old_string` names, when
    the request asks to remove a section and new_string is empty: "take the Contact section
    out of the README" was edit_file "Contact" → "" (fresh16 write-37), which leaves "## " and
    the section's text behind. None for any other edit."""
    if args.new_string.strip() or not _SECTION_ASKED.search(request):
        return None
    wanted = args.old_string.strip().lstrip("#").strip().casefold()
    lines = text.splitlines()
    starts = [
        (i, len(m[1]))
        for i, line in enumerate(lines)
        if (m := _HEADING.match(line)) and m[2].casefold() == wanted
    ]
    if len(starts) != 1 or not wanted:
        return None
    start, level = starts[0]
    end = next(
        (i for i in range(start + 1, len(lines))
         if (m := _HEADING.match(lines[i])) and len(m[1]) <= level),
        len(lines),
    )  # fmt: skip
    while end == len(lines) and start > 0 and not lines[start - 1].strip():
        start -= 1  # the last section: the blank lines that led to it go too
    return start, end


def _closest_line(text: str, old: str) -> str:
    """ "; the closest line is '- [ ] fix the login bug'" for "fix login bug": a small model's
    old_string is a paraphrase; the line as written is what it needs."""
    if "\n" in old.strip():
        return ""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    wanted = old.strip().casefold()
    scored = [
        (difflib.SequenceMatcher(None, wanted, line.casefold()).ratio(), line) for line in lines
    ]
    scored += [(0.9, line) for line in lines if wanted and wanted in line.casefold()]
    best = max(scored, default=(0.0, ""))
    return f"; the closest line is {clip(best[1], 200)!r}" if best[0] >= 0.6 else ""


SMALL_FILE_LINES, SMALL_FILE_CHARS = 12, 800


def _whole_small_text(text: str) -> str:
    """ "; the file holds:\n…" for a file of a few lines: an old_string guessed from the request
    ("price_with_tax = price * 1.08" for `return round(price * 1.1)`, fresh20 write-45) is
    rewritten from the text itself."""
    if len(text) > SMALL_FILE_CHARS or text.count("\n") > SMALL_FILE_LINES or not text.strip():
        return ""
    return f"; the file holds:\n{text.rstrip()}"


_WORD = re.compile(r"[^\W\d_]{3,}|[가-힣]{2,}")
_COMMON = frozenset(
    ["the", "and", "that", "this", "with", "from", "into", "can", "you", "could", "would",
     "please", "fix", "change", "make", "file", "notes", "note", "your", "got", "was", "were",
     "has", "have"]
)  # fmt: skip


def _line_asked_about(text: str, request: str) -> str:
    """ "; the line the request is about is 'Meeting with Mina at 3pm on Friday'" for "my
    meeting with Mina got moved to 4pm": the new value written as the old one (old_string
    "4pm") matches nothing, but the one line sharing two or more of the request's words is
    what it must replace (fresh10 write-23)."""
    wanted = {w.casefold() for w in _WORD.findall(request)} - _COMMON
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    scored = sorted(
        ((len(wanted & {w.casefold() for w in _WORD.findall(line)}), line) for line in lines),
        reverse=True,
    )
    if not scored or scored[0][0] < 2 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return ""  # no line, or no one line, is clearly the one asked about
    return f"; the line the request is about is {clip(scored[0][1], 200)!r}"


def _whole_lines(text: str, old: str) -> re.Pattern[str] | None:
    """A pattern for `old` with its line ending when every occurrence is a whole line, else None."""
    body = old[:-1] if old.endswith("\n") else old
    if not body or "\n" in body:
        return None
    pattern = re.compile(rf"^{re.escape(body)}(?:\r?\n|\Z)", re.MULTILINE)
    return pattern if len(pattern.findall(text)) == text.count(old) else None


# --- read_file --------------------------------------------------------------------------------

DEFAULT_READ_LINES = 200  # without a requested range: the first lines, as many as fit
COUNT_SCAN_BYTES = 64 * 1024 * 1024  # lines are counted (for "of N") up to this size

_FIRST = re.compile(
    r"^(?:the\s+)?(?:first|head|top|처음|앞|첫)\s*(\d+)\s*(?:lines?|줄)?$|^(\d+)\s*(?:lines?|줄)$"
)
_LAST = re.compile(
    r"^(?:(?:the\s+)?(?:last|tail|bottom|끝|마지막|뒤)\s*(\d+)|-(\d+))\s*(?:lines?|줄)?$"
)
_RANGE = re.compile(
    r"^(?:lines?\s*)?(\d+)\s*(?:-|–|—|:|\.\.|~|to|through|부터)\s*(\d+)?\s*(?:줄|까지|번째)?\s*(?:까지)?$"
)
_LAST_ONE = re.compile(
    r"^(?:the\s+)?(?:last|final|end|bottom|tail|끝|마지막|맨\s*끝)(?:\s*(?:line|줄))?$"
)
_FIRST_ONE = re.compile(r"^(?:the\s+)?(?:first|top|head|처음|첫|맨\s*위)(?:\s*(?:line|줄))?$")
# A bare number is that line, as `sed -n 2p` reads it: both model sizes write "2" for "the
# second line" and "1-5" for "the first five" (bench_tasks, sessions 18-19).
_SINGLE = re.compile(r"^(?:line\s*)?(\d+)\s*(?:번째\s*줄|번\s*줄|번째|번)?$")


class ReadFileArgs(BaseModel):
    path: str = Field(
        description="File to read; relative paths are taken from the working directory."
    )
    lines: str | None = Field(
        default=None,
        description="Which lines to return: '1-5' (the first five), '20-40', 'last 10' "
        "(the end of the file), '100-' (from line 100), '7' (line 7 only). Default: from the "
        "start, as many as fit.",
    )
    start_line: int = Field(default=1, ge=1, description="First line to return (1-based).")
    end_line: int | None = Field(
        default=None,
        ge=1,
        description="Last line to return (1-based, inclusive); default: end of file.",
    )


@dataclass(frozen=True)
class LineRange:
    start: int = 1
    end: int | None = None  # inclusive; None: as many as fit
    last: int | None = None  # the last N lines instead
    explicit: bool = False  # the caller asked for these lines


def parse_lines(spec: str) -> LineRange:
    """'1-5', 'first 5', '5', 'last 10', '-10', '100-', 'line 7', '3번째 줄' as a LineRange."""
    text = " ".join(spec.strip().lower().split()).rstrip(".")
    if text in ("", "all", "전체", "whole", "everything"):
        return LineRange()
    if _LAST_ONE.match(text):  # "last", "the last line", "마지막 줄": one line, not an error
        return LineRange(last=1, explicit=True)
    if _FIRST_ONE.match(text):
        return LineRange(1, 1, explicit=True)
    if match := _FIRST.match(text):
        return LineRange(1, max(1, int(match.group(1) or match.group(2))), explicit=True)
    if match := _LAST.match(text):
        return LineRange(last=max(1, int(match.group(1) or match.group(2))), explicit=True)
    if match := _SINGLE.match(text):
        line = int(match.group(1) or match.group(2))
        return LineRange(max(1, line), max(1, line), explicit=True)
    if match := _RANGE.match(text):
        start = max(1, int(match.group(1)))
        end = int(match.group(2)) if match.group(2) else None
        return LineRange(start, end, explicit=True)
    raise ValueError(f"lines={spec!r}: write it like '1-5', '10-20', 'last 10' or '100-'")


def _requested(args: ReadFileArgs) -> LineRange:
    if args.lines is not None and args.lines.strip():
        return parse_lines(args.lines)
    if args.start_line != 1 or args.end_line is not None:
        return LineRange(args.start_line, args.end_line, explicit=True)
    return LineRange()


def count_lines(path: Path, limit: int = COUNT_SCAN_BYTES) -> tuple[int, bool]:
    """(lines in the file, True) — or (lines in its first `limit` bytes, False) when longer."""
    count = 0
    seen = 0
    last = b"\n"
    with path.open("rb") as fh:
        while chunk := fh.read(1 << 20):
            count += chunk.count(b"\n")
            seen += len(chunk)
            last = chunk[-1:]
            if seen >= limit:
                return count, False
    return count + (0 if last == b"\n" else 1), True


class ReadFileTool(Tool[ReadFileArgs]):
    name = "read_file"
    description = (
        "Read a UTF-8 text file and return its lines prefixed with line numbers. For part of a "
        "file pass lines, e.g. lines='1-5' for the first five lines or 'last 20'. A long file "
        "is cut and the result says which lines were shown. Binary files are refused."
    )
    Args = ReadFileArgs

    async def run(self, args: ReadFileArgs, ctx: ToolContext) -> ToolResult:
        path = resolve_path(ctx, args.path)
        try:
            wanted = _requested(args)
        except ValueError as exc:
            return _error(str(exc))
        if not path.exists() and ctx.executor is not None:
            elsewhere = same_stem_files(path) or await asyncio.to_thread(
                same_name_below, path.name, resolve_path(ctx, "."), 2
            )
            if len(elsewhere) == 1:
                # "app.log" for logs/app.log, "README" for README.md: the only file it can be
                # is the one meant. Read as a call of its own, so the approval rules see the
                # path that is read.
                there = display_path(ctx, elsewhere[0])
                arguments = {**args.model_dump(exclude_none=True), "path": there}
                call = ToolCall(id=f"{self.name}-found", name=self.name, arguments=arguments)
                found = await ctx.executor.execute(call)
                # said after the text: said first, a small model answered the note ("README
                # 파일은 README.md 파일입니다", fresh18 read-42), not the question
                note = f"\n[this is {there}; {args.path} is not here]"
                return replace(found, content=found.content + note)
        return await asyncio.to_thread(self._read, path, wanted, ctx, output_limit(ctx))

    @staticmethod
    def _read(path: Path, wanted: LineRange, ctx: ToolContext, limit: int) -> ToolResult:
        shown = display_path(ctx, path)
        if wanted.end is not None and wanted.end < wanted.start:
            return _error(f"end_line ({wanted.end}) is before start_line ({wanted.start})")
        if path.is_dir():
            return _error(f"is a directory (use list_dir): {shown}")
        try:
            if is_binary_file(path):
                return _error(f"refusing to read a binary file: {shown}")
            total, counted = count_lines(path)
            start, end = wanted.start, wanted.end
            if wanted.last is not None:
                if not counted:
                    return _error(
                        f"{shown} is too large to find its last lines; use bash with tail"
                    )
                start, end = max(1, total - wanted.last + 1), total
            elif end is None:
                end = start + DEFAULT_READ_LINES - 1
            out, last_shown = _numbered_lines(path, start, end, limit)
        except FileNotFoundError as exc:
            # the walk below only when nothing beside it has the name's stem
            near = _same_stem(path) or _did_you_mean(
                [display_path(ctx, p) for p in same_name_below(path.name, resolve_path(ctx, "."))]
            )
            return _error(f"cannot read file: {describe_os_error(exc, shown)}{near}")
        except OSError as exc:
            return _error(f"cannot read file: {describe_os_error(exc, shown)}")
        if not out:
            if total == 0:
                return ToolResult(f"(empty file: {shown})")
            return _error(f"start_line {start} is past the end of {shown} ({total} lines)")
        longest = _longest_line_note(path, ctx.request, shown) if counted else None
        out += [longest] if longest else []
        if start == 1 and last_shown >= total and counted:
            # The whole file, and its counts: "how many words?" is otherwise the model's guess
            # (it counted the numbered lines instead).
            return ToolResult("\n".join([*out, _counts(path, total)]))
        of = f"{total:,}" if counted else f"more than {total:,}"
        note = f"[showing lines {start:,}–{last_shown:,} of {of} in {shown}"
        cut_short = wanted.end is None or last_shown < min(end, total)
        if (last_shown < total or not counted) and (cut_short or not wanted.explicit):
            step = max(last_shown - start + 1, 1)
            note += f'; for more call read_file with lines="{last_shown + 1}-{last_shown + step}"'
        elif last_shown >= total and counted:
            note += "; that is the end of the file"
        return ToolResult("\n".join([*out, note + "]"]))


# "notes.txt에서 제일 긴 줄은 몇 글자나 돼?" read line 1 and said 14 (fresh11 count-26): the
# longest (or shortest) line of the whole file, its characters counted here, whatever was shown;
# a line asked by its characters ("글자 수가 제일 적은 메모", "the note with the fewest
# characters": fresh30 script-66 ran csv_query on notes.txt) is one too, and it is quoted
_LINE_WORDS = r"줄|행|문장|라인|메모|항목|노트|할\s*일"
_LONGEST_ASKED = re.compile(
    rf"(?:제일|가장)\s*(?P<ko>긴|짧은)\s*(?:{_LINE_WORDS})"
    r"|(?:글자\s*수|글자|길이)\s*(?:가|이|는)?\s*(?:제일|가장)\s*(?P<ko2>많은|적은|긴|짧은)"
    r"|(?:제일|가장)\s*(?P<ko3>많은|적은)\s*글자"
    r"|\b(?P<en>longest|shortest) (?:line|row|sentence|note|entry|item|memo|to-?do)\b"
    r"|\b(?P<en2>most|fewest|least) (?:characters|letters)\b",
    re.IGNORECASE,
)
_SHORT_WORDS = frozenset({"짧은", "적은", "shortest", "fewest", "least"})
MAX_MEASURED_BYTES = 2_000_000


def _longest_line_note(path: Path, request: str, shown: str) -> str | None:
    """ "[the longest line of notes.txt is line 3, "Call the plumber": 16 characters]" when the
    request asks it."""
    asked = _LONGEST_ASKED.search(request)
    if asked is None or path.stat().st_size > MAX_MEASURED_BYTES:
        return None
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    word = next(g for g in asked.groups() if g)
    shortest = word.lower() in _SHORT_WORDS
    # a blank line is no one's "shortest line"
    numbered = [(n, line) for n, line in enumerate(lines, 1) if line.strip() or not shortest]
    if not numbered:
        return None
    pick = min if shortest else max
    at, line = pick(numbered, key=lambda item: len(item[1]))
    kind = "shortest" if shortest else "longest"
    quoted = f", {line.strip()!r}" if line.strip() and len(line) <= 200 else ""
    return f"[the {kind} line of {shown} is line {at}{quoted}: {_many(len(line), 'character')}]"


def _same_stem(path: Path) -> str:
    """ "; did you mean README.md?" for a missing "README" (or "notes" for notes.txt)."""
    return _did_you_mean([p.name for p in same_stem_files(path)][:3])


def _did_you_mean(names: list[str]) -> str:
    return f"; did you mean {' or '.join(names)}?" if names else ""


# "- [ ] buy milk" / "- [x] done": a to-do list's items are counted ("how many are left?")
_CHECKBOX = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+\[([ xX])\]", re.MULTILINE)


def _counts(path: Path, lines: int) -> str:
    """ "[the whole file: 8 lines, 40 words, 212 characters]" of a file shown whole (small);
    a to-do list also gets "; 4 checklist items: 1 checked, 3 unchecked"."""
    text = path.read_text(encoding="utf-8", errors="replace")
    words, chars = len(text.split()), len(text)
    blank = sum(not line.strip() for line in text.splitlines())
    lined = _many(lines, "line") + (f" ({lines - blank} not blank)" if blank else "")
    counts = ", ".join((lined, _many(words, "word"), _many(chars, "character")))
    boxes = _CHECKBOX.findall(text)
    if boxes:
        checked = sum(box != " " for box in boxes)
        counts += (
            f"; {_many(len(boxes), 'checklist item')}: {checked} checked, "
            f"{len(boxes) - checked} unchecked"
        )
    return f"[the whole file: {counts}]"


def _many(count: int, noun: str) -> str:
    return f"{count:,} {noun}" + ("" if count == 1 else "s")


def _numbered_lines(path: Path, start: int, end: int, limit: int) -> tuple[list[str], int]:
    """Lines start..end, numbered, within `limit` chars (at least one); and the last one's no."""
    out: list[str] = []
    size = 0
    last_shown = 0
    line_limit = max(100, min(MAX_LINE_CHARS, limit - 100))
    # Streamed line by line so a huge log costs only what is returned.
    with path.open(encoding="utf-8", errors="replace", newline=None) as fh:
        for line_no, line in enumerate(fh, start=1):
            if line_no < start:
                continue
            if line_no > end:
                break
            entry = f"{line_no:>6}\t{_clip_line(line.rstrip(chr(10)), line_limit)}"
            if size + len(entry) + 1 > limit and out:
                break
            out.append(entry)
            size += len(entry) + 1
            last_shown = line_no
    return out, last_shown


# --- list_dir ---------------------------------------------------------------------------------

# Words a model or a person uses for "the working directory" (English and Korean).
HERE_WORDS = frozenset(
    {
        "this folder",
        "this directory",
        "this dir",
        "current folder",
        "current directory",
        "current dir",
        "working directory",
        "working folder",
        "work dir",
        "workdir",
        "cwd",
        "pwd",
        "$pwd",
        "${pwd}",
        "here",
        "this",
        "folder",
        "directory",
        "the folder",
        "this_folder",
        "my folder",
        "project",
        "this project",
        "project folder",
        "이 폴더",
        "이폴더",
        "현재 폴더",
        "지금 폴더",
        "이 디렉터리",
        "이 디렉토리",
        "현재 디렉터리",
        "현재 디렉토리",
        "작업 폴더",
        "작업 디렉터리",
        "여기",
        "이곳",
        "폴더",
        "이 프로젝트",
    }
)


def here_alias(raw: str) -> bool:
    """Whether `raw` is a word for the working directory rather than a real path."""
    text = raw.strip().strip("'\"").lower().replace("_", " ").replace("-", " ")
    text = " ".join(text.removeprefix("./").rstrip("/").split())
    return text in HERE_WORDS


class ListDirArgs(BaseModel):
    path: str = Field(
        default=".",
        description="Directory to list; '.' (the default) is the working directory, relative "
        "paths are taken from it.",
    )


class ListDirTool(Tool[ListDirArgs]):
    name = "list_dir"
    description = (
        "List the entries of a directory, sorted by name; directories end with '/'. For 'this "
        "folder' or 'here' use path '.' (the working directory)."
    )
    Args = ListDirArgs

    async def run(self, args: ListDirArgs, ctx: ToolContext) -> ToolResult:
        path = resolve_path(ctx, args.path)
        if not path.exists() and here_alias(args.path):
            path = resolve_path(ctx, ".")  # "this_folder", "이 폴더": the working directory
        return await asyncio.to_thread(self._list, path, ctx, output_limit(ctx))

    @staticmethod
    def _list(path: Path, ctx: ToolContext, limit: int) -> ToolResult:
        sized = bool(SIZES_ASKED.search(ctx.request))
        shown = display_path(ctx, path)
        try:
            with os.scandir(path) as it:
                entries = sorted(it, key=lambda e: e.name)
            dirs = [_is_dir(entry) for entry in entries]
            names = [
                entry.name + "/" if is_dir else entry.name
                for entry, is_dir in zip(entries[:MAX_DIR_ENTRIES], dirs, strict=False)
            ]
            _preview_folders(entries, dirs, names)
            if sized:
                _add_sizes(entries, dirs, names)
        except FileNotFoundError as exc:
            return _error(
                f"cannot list directory: {describe_os_error(exc, shown)}. "
                f'For the working directory call list_dir with path "."{_folders_here(ctx)}'
            )
        except OSError as exc:
            return _error(f"cannot list directory: {describe_os_error(exc, shown)}")
        if not names:
            return ToolResult(f"(empty directory: {shown})")
        if len(entries) > MAX_DIR_ENTRIES:
            names.append(f"[… {len(entries) - MAX_DIR_ENTRIES} more entries …]")
        if len(entries) > 1:  # "how many files are here?" is otherwise the model's count
            names.append(_tally(entries, dirs))
        return ToolResult(cap_text("\n".join(names), limit))


# Each file's size in bytes, when the request asks how big: "What's in the docs folder, and how
# big is each file in bytes?" was listed by name alone and answered "0 bytes" (fresh28 files-61).
SIZES_ASKED = re.compile(
    r"\bhow (?:big|large|heavy)\b|\bsizes?\b|\bbytes?\b|\bfile ?sizes?\b|\b[kmg]b\b"
    r"|크기|용량|사이즈|몇\s*바이트|바이트",
    re.IGNORECASE,
)


def _add_sizes(entries: list[os.DirEntry[str]], dirs: list[bool], names: list[str]) -> None:
    """ "setup.md" → "setup.md (50 bytes)"; a folder keeps its preview."""
    for index, (entry, is_dir) in enumerate(zip(entries[: len(names)], dirs, strict=False)):
        if is_dir:
            continue
        try:
            size = entry.stat().st_size
        except OSError:
            continue
        names[index] += f" ({size} byte{'' if size == 1 else 's'})"


# A folder's own entries, shown after its name: "where is the log file?" and "the file with the
# setup notes" are answered from one listing (bench_tasks files-12/14 listed "." and saw only
# "logs/"). A few names per folder, for the first folders only: the listing stays short.
PREVIEW_FOLDERS = 30
PREVIEW_NAMES = 5


def _preview_folders(entries: list[os.DirEntry[str]], dirs: list[bool], names: list[str]) -> None:
    """ "src/" → "src/ (app.py, utils.py)"; "node_modules/ (812 entries)"; hidden ones left."""
    previewed = 0
    for index, (entry, is_dir) in enumerate(zip(entries[: len(names)], dirs, strict=False)):
        if not is_dir or entry.name.startswith(".") or previewed == PREVIEW_FOLDERS:
            continue
        previewed += 1
        try:
            with os.scandir(entry.path) as it:
                inside = sorted(e.name + "/" if _is_dir(e) else e.name for e in it)
        except OSError:
            continue
        if not inside:
            shown = "empty"
        elif len(inside) <= PREVIEW_NAMES:
            shown = ", ".join(inside)
        else:
            shown = f"{len(inside)} entries"
        names[index] += f" ({shown})"


def _is_dir(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir()  # follows symlinks: a link to a directory lists as a directory
    except OSError:
        return False


def _tally(entries: list[os.DirEntry[str]], dirs: list[bool]) -> str:
    """ "[5 entries: 3 files, 2 folders; 1 hidden]" """
    folders = sum(dirs)
    parts = [_many(len(entries) - folders, "file"), _many(folders, "folder")]
    hidden = sum(entry.name.startswith(".") for entry in entries)
    tail = f"; {hidden} hidden (name starts with '.')" if hidden else ""
    return f"[{len(entries)} entries: {', '.join(parts)}{tail}]"


def _folders_here(ctx: ToolContext, most: int = 20) -> str:
    """ "; folders there: docs/, src/" — what the model could have meant."""
    try:
        with os.scandir(resolve_path(ctx, ".")) as it:
            folders = sorted(e.name + "/" for e in it if e.is_dir() and not e.name.startswith("."))
    except OSError:
        return "."
    if not folders:
        return " (it has no folders)."
    more = f" and {len(folders) - most} more" if len(folders) > most else ""
    return f"; folders there: {', '.join(folders[:most])}{more}."


# --- glob -------------------------------------------------------------------------------------


class GlobArgs(BaseModel):
    pattern: str = Field(
        description="Glob pattern relative to path, e.g. '**/*.py' (recursive) or '*.md'."
    )
    path: str = Field(
        default=".",
        description="Directory to search in; relative paths are taken from the working directory.",
    )

    @model_validator(mode="after")
    def _folder_named_twice(self) -> GlobArgs:
        # {"pattern": "scripts/**/*", "path": "scripts"}: the folder is named in both, which
        # would search scripts/scripts/; the pattern is meant relative to the working directory.
        folder = PurePosixPath(self.path.strip()).as_posix().strip("/")
        if folder not in ("", ".") and self.pattern.startswith(folder + "/"):
            self.pattern = self.pattern[len(folder) + 1 :] or "*"
        return self


class GlobTool(Tool[GlobArgs]):
    name = "glob"
    description = (
        "Find files whose path matches a glob pattern such as '**/*.py'. Results are newest "
        "first (by modification time); directories end with '/'. .git, .venv and node_modules "
        "are skipped unless the pattern names them."
    )
    Args = GlobArgs

    async def run(self, args: GlobArgs, ctx: ToolContext) -> ToolResult:
        root = resolve_path(ctx, args.path)
        return await asyncio.to_thread(self._glob, root, args.pattern, ctx, output_limit(ctx))

    @staticmethod
    def _glob(root: Path, pattern: str, ctx: ToolContext, limit: int) -> ToolResult:
        shown = display_path(ctx, root)
        if not root.is_dir():
            return _error(f"not a directory: {shown}")
        if not pattern.strip():
            return _error("pattern must not be empty")
        if Path(pattern).is_absolute():
            return _error("pattern must be relative; put the directory in `path`")
        try:
            found, scan_capped = _glob_scan(root, pattern)
            heading = ""
            if not found and "/" not in pattern and "**" not in pattern:
                # A bare name ("usage.md", "*.md") is what people ask to find anywhere, as fd
                # and .gitignore read it; say that the search went deeper.
                found, scan_capped = _glob_scan(root, "**/" + pattern)
                if found:
                    heading = f"(none directly in {shown}; found at any depth)"
        except (ValueError, NotImplementedError) as exc:
            return _error(f"bad glob pattern {pattern!r}: {exc}")
        except OSError as exc:
            return _error(f"cannot search: {describe_os_error(exc, shown)}")
        if not found:
            near = _near_miss(root, pattern, ctx)
            return ToolResult(f"no files match {pattern!r} in {shown}{near}")
        found.sort(key=lambda item: item[0], reverse=True)
        lines = [display_path(ctx, p) + ("/" if is_dir else "") for _, p, is_dir in found]
        extra = len(lines) - MAX_GLOB_RESULTS
        lines = lines[:MAX_GLOB_RESULTS]
        if extra > 0 or scan_capped:
            more = f"{extra}+" if scan_capped else str(extra)
            lines.append(f"[… {more} more matches; narrow the pattern …]")
        if heading:
            lines.insert(0, heading)
        return ToolResult(cap_text("\n".join(lines), limit))


def _glob_scan(root: Path, pattern: str) -> tuple[list[tuple[float, Path, bool]], bool]:
    """(mtime, path, is_dir) of every match outside skipped folders; True when capped."""
    skip = {d for d in SKIP_DIRS if d not in pattern}
    found: list[tuple[float, Path, bool]] = []
    for match in root.glob(pattern):
        if skip and skip.intersection(match.relative_to(root).parts):
            continue
        try:
            st = match.stat()
        except OSError:
            continue  # dangling symlink or vanished meanwhile
        found.append((st.st_mtime, match, match.is_dir()))
        if len(found) >= MAX_GLOB_SCAN:
            return found, True
    return found, False


def _near_miss(root: Path, pattern: str, ctx: ToolContext, most: int = 20) -> str:
    """What the folder the pattern names holds, so a wrong guess ("src/*.js") is not read as
    "that folder is empty"."""
    folder = root
    for part in Path(pattern).parts[:-1]:
        if any(ch in part for ch in "*?["):
            break
        folder = folder / part
    try:
        if (
            folder == root
            or not folder.is_dir()
            or not folder.resolve().is_relative_to(root.resolve())
        ):
            return ""
        names = sorted(e.name + ("/" if e.is_dir() else "") for e in folder.iterdir())
    except OSError:
        return ""
    if not names:
        return f"; {display_path(ctx, folder)}/ is empty"
    more = f" and {len(names) - most} more" if len(names) > most else ""
    return f"; {display_path(ctx, folder)}/ has: {', '.join(names[:most])}{more}"


# --- grep -------------------------------------------------------------------------------------


class GrepArgs(BaseModel):
    pattern: str = Field(
        description="Regular expression (Python syntax) to search for in each line."
    )
    path: str = Field(
        default=".",
        description="File or directory to search; relative paths start at the working directory.",
    )
    include: str | None = Field(
        default=None,
        description="Only search files whose name matches this glob, e.g. '*.py'. A pattern with "
        "'/' is matched against the path relative to `path`.",
    )
    ignore_case: bool = Field(default=False, description="Match case-insensitively.")

    @model_validator(mode="after")
    def _glob_in_path(self) -> GrepArgs:
        # Models write the files to search as a glob in path ("**/*", "src/*.py"): the folder
        # before the first wildcard is where to search, the rest which files.
        parts = PurePosixPath(self.path).parts
        wild = next((i for i, part in enumerate(parts) if any(c in part for c in "*?[")), None)
        if wild is None:
            return self
        self.path = str(PurePosixPath(*parts[:wild])) if wild else "."
        rest = "/".join(parts[wild:])
        if self.include is None and rest.strip("*/"):
            self.include = rest.removeprefix("**/")
        return self


class GrepTool(Tool[GrepArgs]):
    name = "grep"
    description = (
        "Search text files for lines matching a regular expression; prints 'path:line: text'. "
        "Binary files and .git, .venv and node_modules directories are skipped."
    )
    Args = GrepArgs

    async def run(self, args: GrepArgs, ctx: ToolContext) -> ToolResult:
        try:
            regex = re.compile(args.pattern, re.IGNORECASE if args.ignore_case else 0)
        except re.error as exc:
            return _error(f"bad regex {args.pattern!r}: {exc}")
        root = resolve_path(ctx, args.path)
        return await asyncio.to_thread(self._grep, root, regex, args, ctx, output_limit(ctx))

    @staticmethod
    def _files(root: Path, include: str | None) -> list[Path] | None:
        """Files under `root` in a stable order, or None when root does not exist."""
        if root.is_file():
            return [root]
        if not root.is_dir():
            return None
        files: list[Path] = []
        for dirpath, dirnames, filenames in os.walk(root):  # does not follow symlinked dirs
            dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
            for name in sorted(filenames):
                path = Path(dirpath, name)
                if include is not None:
                    subject = path.relative_to(root).as_posix() if "/" in include else name
                    if not fnmatch.fnmatchcase(subject, include):
                        continue
                files.append(path)
        return files

    @classmethod
    def _grep(
        cls, root: Path, regex: re.Pattern[str], args: GrepArgs, ctx: ToolContext, limit: int
    ) -> ToolResult:
        shown = display_path(ctx, root)
        files = cls._files(root, args.include)
        moved = ""
        here = resolve_path(ctx, ".")
        if files is None and root != here:
            # "src/price.py" guessed for where a function lives: the answer is a search away
            files = cls._files(here, args.include)
            moved = f"[no such file or directory: {shown}; searched the working directory]"
            shown = "."
        if files is None:
            return _error(f"no such file or directory: {shown}")
        aside: Path | None = None
        if root.is_file() and root.name.casefold() in set_aside(ctx.request):
            # "Does Busan come up in any file besides sales.csv?" searched sales.csv itself
            # (fresh16 files-37): the other files are what was asked
            aside, root = root, here
            files = cls._files(root, args.include) or []
            moved = f"[the request sets {aside.name} aside: searched every other file]"
            shown = "."
        if args.include and not files:
            # include "files" (fresh13 files-31): a filter no file passes is a misread
            # argument, not "no file has it": every file is searched, and that is said
            files = cls._files(root, None) or []
            note = f"[no file matches include {args.include!r}; searched every file]"
            moved = "\n".join(filter(None, [moved, note]))
        if aside is not None:
            files = [f for f in files if f.resolve() != aside.resolve()]
        # "How many WARN lines?": the count, and a few lines to show what matched
        most = COUNTING_SHOWN if _ASKS_HOW_MANY.search(ctx.request) else MAX_GREP_MATCHES
        matches, skipped_binary, counted = cls._scan(files, regex, ctx, most)
        note = ""
        if not matches and not regex.flags & re.IGNORECASE:
            # "busan" for "Busan": the lines a person meant, said to be found ignoring case
            again = re.compile(regex.pattern, re.IGNORECASE)
            matches, _, counted = cls._scan(files, again, ctx, most)
            note = "[no match with that exact case; these match ignoring case]"
        latin = romanize(regex.pattern)
        if not matches and latin != regex.pattern:
            # "부산" in notes that say "Busan": the name as it is spelled in Latin letters
            matches, _, counted = cls._scan(files, re.compile(latin, re.IGNORECASE), ctx, most)
            note = f"[no line has {args.pattern!r}; these have {latin!r}, its Latin spelling]"
        sounds = _loanword_in(files, args.pattern) if not matches else None
        if sounds is not None:
            # "크루아상" in notes that say "croissant": the English word it sounds like
            regex = re.compile(rf"\b{re.escape(sounds)}\b", re.IGNORECASE)
            matches, _, counted = cls._scan(files, regex, ctx, most)
            note = f"[no line has {args.pattern!r}; these have {sounds!r}, the word it sounds like]"
        if not matches:
            skipped = f" ({skipped_binary} binary files skipped)" if skipped_binary else ""
            nothing = f"no matches for {args.pattern!r} in {shown}{skipped}{_other_language(args)}"
            return ToolResult("\n".join(filter(None, [moved, nothing])))
        if most == COUNTING_SHOWN:
            # "how many?": the count alone. Shown lines, the model answered from one of them:
            # a line number ("logs/app.log:65: …" → 65) or, given one line, that line.
            counting = f"{counted} lines match {args.pattern!r} in {shown}"
            return ToolResult("\n".join(filter(None, [moved, note, counting])))
        count, places = len(matches), len({m.split(":", 1)[0] for m in matches})
        if counted != f"{count:,}":
            # first: a small model reads a result's top, and "how many?" is answered there
            matches.insert(0, f"[{counted} matching lines in all; the first {count} are shown]")
        elif count <= MAX_SECTIONS_SHOWN:
            # a Markdown heading found ("Layout"): what its section says is what was asked; the
            # line after or before the one found, when that is what was asked
            side = neighbour_asked(ctx.request)
            matches = [
                line
                for m in matches
                for line in [m, *_section_under(m, ctx), *_neighbour(m, ctx, side)]
            ]
        if count > 1 and counted == f"{count:,}":
            matches.append(f"[{count} matching lines in {_many(places, 'file')}]")
        return ToolResult(cap_text("\n".join(filter(None, [moved, note, *matches])), limit))

    @staticmethod
    def _scan(
        files: list[Path], regex: re.Pattern[str], ctx: ToolContext, most: int = 0
    ) -> tuple[list[str], int, str]:
        """The matching lines as "path:line: text" (at most `most`, default MAX_GREP_MATCHES),
        how many binary files were skipped, and how many lines matched in all ("211", or "at
        least 2,000,000" past MAX_COUNTED_LINES lines read): "how many WARN lines?" is
        answered from the count, not from the lines shown."""
        most = most or MAX_GREP_MATCHES
        matches: list[str] = []
        skipped_binary = total = read = 0
        for path in files:
            try:
                if is_binary_file(path):
                    skipped_binary += 1
                    continue
                with path.open(encoding="utf-8", errors="replace") as fh:
                    for line_no, line in enumerate(fh, start=1):
                        read += 1
                        if read > MAX_COUNTED_LINES:
                            break
                        if not regex.search(line):
                            continue
                        total += 1
                        if len(matches) < most:
                            text = _clip_line(line.rstrip("\r\n").strip(), 300)
                            matches.append(f"{display_path(ctx, path)}:{line_no}: {text}")
            except OSError:
                continue  # unreadable files are skipped, like grep -s
        counted = f"at least {total:,}" if read > MAX_COUNTED_LINES else f"{total:,}"
        return matches, skipped_binary, counted


_SET_ASIDE = re.compile(
    r"\b(?:besides|other than|except(?: for)?|apart from|aside from|excluding|not counting)\s+"
    r"(?:the\s+)?['\"‘“]?([\w.-]+\.[A-Za-z0-9]+)"
    r"|([\w.-]+\.[A-Za-z0-9]+)['\"’”]?\s*(?:은|는|을|를|이|가)?\s*(?:말고|빼고|제외하고|외에|이외에|아닌)",
    re.IGNORECASE,
)


def set_aside(request: str) -> set[str]:
    """File names a request puts aside ("any file besides sales.csv", "sales.csv 말고")."""
    return {(m[1] or m[2]).casefold() for m in _SET_ASIDE.finditer(request)}


MAX_LOANWORD_BYTES = 2 * 1024 * 1024  # text read for the words a Hangul loanword may be


def _loanword_in(files: list[Path], pattern: str) -> str | None:
    """The English word of these files that a Hangul loanword ("크루아상") sounds like."""
    if not re.fullmatch(r"[\uac00-\ud7a3]{2,}", pattern):
        return None
    words: dict[str, None] = {}
    left = MAX_LOANWORD_BYTES
    for path in files:
        if left <= 0:
            break
        try:
            if is_binary_file(path):
                continue
            with path.open(encoding="utf-8", errors="replace") as fh:
                text = fh.read(left)
        except OSError:
            continue
        left -= len(text)
        words.update(dict.fromkeys(w.casefold() for w in re.findall(r"[A-Za-z]{3,}", text)))
    return loanword_match(pattern, list(words))


MAX_COUNTED_LINES = 2_000_000  # lines a search reads to count its matches past the shown ones
# Lines kept when the request asks how many: none is shown, only the count (each line costs a
# 2-core machine ~0.5 s to read, and the model took a line's number, or the line, for it)
COUNTING_SHOWN = 1
_ASKS_HOW_MANY = re.compile(
    r"\bhow many\b|\bcount\b|\bnumber of\b|몇\s*(?:줄|개|번|건|행)|개수|갯수", re.I
)
MAX_SECTIONS_SHOWN = 2  # headings matched: more than this, and only the lines are shown
SECTION_LINES = 15
MAX_SECTION_BYTES = 1024 * 1024
_HEADING_HIT = re.compile(r"^(?P<path>.+\.(?:md|markdown)):(?P<line>\d+): (?P<marks>#{1,6}) \S")


def _section_under(match: str, ctx: ToolContext) -> list[str]:
    """The lines of the Markdown section whose heading `match` is, numbered, up to the next
    heading of the same or a higher level (at most SECTION_LINES)."""
    hit = _HEADING_HIT.match(match)
    if hit is None:
        return []
    level, start = len(hit["marks"]), int(hit["line"])
    try:
        with resolve_path(ctx, hit["path"]).open(encoding="utf-8", errors="replace") as fh:
            lines = fh.read(MAX_SECTION_BYTES).splitlines()[start:]
    except OSError:
        return []
    shown: list[str] = []
    for number, line in enumerate(lines, start=start + 1):
        heading = re.match(r"(#{1,6}) ", line)
        if heading and len(heading[1]) <= level:
            break
        if len(shown) == SECTION_LINES:
            shown.append(f'[… the section goes on; read_file {hit["path"]} lines="{number}-"]')
            break
        shown.append(f"{number}: {_clip_line(line, 300)}")
    return shown


# "the line right after 'Water the plants'", "그 다음 줄", "바로 위 줄": one line beside the one
# found (fresh13 read-29 answered the found line itself, which was all grep showed)
def _line_beside(english: str, alone: str, korean: str) -> re.Pattern[str]:
    """ "the line (right) <english> …", "the <alone> line", "<korean> 줄" — not 맨 위 줄, the
    top line."""
    return re.compile(
        r"\b(?:line|one)\s+(?:that\s+comes\s+)?(?:right\s+|just\s+|directly\s+|immediately\s+)?"
        rf"(?:{english})\b|\b(?:{alone}) line\b"
        rf"|(?<!맨)(?<!맨\s)(?:{korean})\s*(?:에\s*(?:오는|있는|나오는)\s*)?줄",
        re.IGNORECASE,
    )


_AFTER = _line_beside("after|below|under|following", "next|following", "다음|뒤|아래|밑")
_BEFORE = _line_beside("before|above|preceding", "previous|preceding", "앞|위|이전")
_LINE_HIT = re.compile(r"(?P<path>[^:\n]+):(?P<line>\d+): ")


def neighbour_asked(request: str) -> int:
    """+1 when a request asks the line after the one it names, -1 the line before, else 0."""
    after, before = bool(_AFTER.search(request)), bool(_BEFORE.search(request))
    return 1 if after and not before else -1 if before and not after else 0


def _neighbour(match: str, ctx: ToolContext, side: int) -> list[str]:
    """The line after (side 1) or before (-1) a "path:line: text" match, labelled, or []."""
    hit = _LINE_HIT.match(match) if side else None
    if hit is None:
        return []
    wanted = int(hit["line"]) + side
    try:
        with resolve_path(ctx, hit["path"]).open(encoding="utf-8", errors="replace") as fh:
            lines = fh.read(MAX_SECTION_BYTES).splitlines()
    except OSError:
        return []
    label = "the line after it" if side > 0 else "the line before it"
    if not 1 <= wanted <= len(lines):
        return [f"[{hit['path']} has no {label[4:]}: line {hit['line']} is its "
                f"{'last' if side > 0 else 'first'}]"]  # fmt: skip
    return [f"{hit['path']}:{wanted}: {_clip_line(lines[wanted - 1], 300)}   [{label}]"]


_HANGUL = re.compile(r"[\uac00-\ud7a3]")


def _other_language(args: GrepArgs) -> str:
    # A Korean request about English files: "부산" is written "Busan" there.
    if _HANGUL.search(args.pattern):
        return "; the files may be written in English: search for the English word too"
    return ""
