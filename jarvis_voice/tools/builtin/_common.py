"""Helpers shared by the built-in tools: settings lookup, paths, output caps, binary sniffing."""

from __future__ import annotations

import errno
import os
import secrets
from collections.abc import Callable
from pathlib import Path

from jarvis_voice.config import ToolSettings
from jarvis_voice.llm.embedded_format import TOOL_RESULT_MAX_CHARS
from jarvis_voice.policy.rules import normalise_path
from jarvis_voice.tools.base import ToolContext

# Bytes sniffed for a NUL to decide a file is binary (the same heuristic git and grep use).
BINARY_SNIFF_BYTES = 8192

# What a tool returns at most on the embedded backend: the JSON format keeps TOOL_RESULT_MAX_CHARS
# of a result, and the marker that says what was cut must fit in that too.
SMALL_MODEL_OUTPUT_CHARS = TOOL_RESULT_MAX_CHARS - 200

# Directories that are never interesting to search and can be huge.
SKIP_DIRS = frozenset({".git", ".venv", "node_modules", "__pycache__"})


def tool_settings(ctx: ToolContext) -> ToolSettings:
    """The tool settings of `ctx`, or the defaults when the context carries no Settings."""
    tools = getattr(ctx.settings, "tools", None)
    return tools if isinstance(tools, ToolSettings) else ToolSettings()


def output_limit(ctx: ToolContext) -> int:
    """How many chars of output a tool may return to the model.

    The `tools.output_max_chars` setting, and never more than the embedded model's format
    keeps of a tool result: a small model's context must not be flooded, and a cut the tool
    makes itself says exactly what was left out (the format's own cut cannot).
    """
    limit = tool_settings(ctx).output_max_chars
    llm = getattr(ctx.settings, "llm", None)
    if getattr(llm, "backend", None) == "embedded":
        limit = min(limit, SMALL_MODEL_OUTPUT_CHARS)
    return limit


def resolve_path(ctx: ToolContext, raw: str) -> Path:
    """The same absolute, symlink-resolved path the approval rules were checked against (A7).

    Using one resolution for both means a tool never touches a different file than the one a
    rule or a human approved (e.g. `docs/../x` where `docs` is a symlink).
    """
    return normalise_path(raw, Path(ctx.workdir).expanduser())


def display_path(ctx: ToolContext, path: Path) -> str:
    """Relative to the workdir when inside it, so it can be passed straight back to a tool."""
    try:
        return path.relative_to(Path(ctx.workdir).expanduser().resolve()).as_posix() or "."
    except ValueError:
        return str(path)


def omitted_marker(
    chars: int,
    *,
    first_line: int | None = None,
    last_line: int | None = None,
    total_lines: int | None = None,
    hint: str = "",
) -> str:
    """`[… 1,234 chars omitted: lines 21–80 of 100; <hint> …]` on a line of its own."""
    where = ""
    if first_line is not None and last_line is not None and total_lines is not None:
        where = f": lines {first_line:,}–{last_line:,} of {total_lines:,}"
    elif total_lines is not None:
        where = f" (of {total_lines:,} lines)"
    return f"\n[… {chars:,} chars omitted{where}{'; ' + hint if hint else ''} …]\n"


def cap_text(text: str, limit: int, hint: str = "") -> str:
    """Keep the head and the tail of `text` so the result is at most about `limit` chars.

    Both ends matter: a command's tail has the error, a file's head has the context. The cut
    falls on line boundaries when it can, and the marker says exactly which lines are gone.
    """
    if len(text) <= limit:
        return text
    return cap_parts(text, "", limit, hint=hint)


def cap_parts(
    head: str, tail: str, limit: int, *, gap_chars: int = 0, gap_lines: int = 0, hint: str = ""
) -> str:
    """`head` + (a gap of `gap_chars` chars and `gap_lines` newlines not kept) + `tail`, cut to
    about `limit` chars with a marker saying what was left out."""
    if not gap_chars:
        if len(head) + len(tail) <= limit:
            return head + tail
        whole = head + tail
        head, tail = whole[: len(whole) // 2], whole[len(whole) // 2 :]
    head_keep, tail_keep = limit // 2, limit - limit // 2
    kept_head, head_whole = _snap_head(head[:head_keep]) if len(head) > head_keep else (head, True)
    if len(tail) > tail_keep:
        kept_tail, tail_whole = _snap_tail(tail[len(tail) - tail_keep :])
    else:
        kept_tail, tail_whole = tail, True
    cut_head = head[len(kept_head) :]
    cut_tail = tail[: len(tail) - len(kept_tail)]
    chars = len(cut_head) + gap_chars + len(cut_tail)
    cut_lines = cut_head.count("\n") + gap_lines + cut_tail.count("\n")
    total = kept_head.count("\n") + cut_lines + kept_tail.count("\n")
    total += 0 if (kept_tail or kept_head).endswith("\n") else 1
    first = kept_head.count("\n") + 1
    whole_lines = head_whole and tail_whole and kept_head.endswith("\n") and cut_lines > 0
    marker = omitted_marker(
        chars,
        first_line=first if whole_lines else None,
        last_line=first + cut_lines - 1 if whole_lines else None,
        total_lines=total if total > 1 else None,
        hint=hint,
    )
    return kept_head.rstrip("\n") + marker + kept_tail


def _snap_head(head: str) -> tuple[str, bool]:
    """Cut back to the end of a line if one ends in the second half (True: it did)."""
    end = head.rfind("\n")
    return (head[: end + 1], True) if end >= len(head) // 2 else (head, False)


def _snap_tail(tail: str) -> tuple[str, bool]:
    start = tail.find("\n")
    return (tail[start + 1 :], True) if 0 <= start < len(tail) // 2 else (tail, False)


def looks_binary(data: bytes) -> bool:
    return b"\0" in data[:BINARY_SNIFF_BYTES]


def is_binary_file(path: Path) -> bool:
    """True when the file's first 8 KiB contain a NUL byte. May raise OSError."""
    with path.open("rb") as fh:
        return looks_binary(fh.read(BINARY_SNIFF_BYTES))


def describe_os_error(exc: OSError, shown: str) -> str:
    """One line for the model, naming the path rather than dumping a traceback."""
    reasons = {
        errno.ENOENT: "no such file or directory",
        errno.EACCES: "permission denied",
        errno.EPERM: "operation not permitted",
        errno.EISDIR: "is a directory",
        errno.ENOTDIR: "not a directory",
        errno.ENOSPC: "no space left on device",
        errno.EROFS: "read-only file system",
        errno.ENAMETOOLONG: "file name too long",
    }
    reason = reasons.get(exc.errno or -1) or exc.strerror or str(exc)
    return f"{reason}: {shown}"


def atomic_write(path: Path, data: bytes) -> None:
    """Write via a temp file in the same directory and `os.replace`, so readers never see a
    half-written file. An existing file keeps its permission bits; a new one gets the umask's."""
    target = Path(os.path.realpath(path))  # write through a symlink, don't replace the link
    try:
        mode: int | None = target.stat().st_mode & 0o7777
    except FileNotFoundError:
        mode = None
    tmp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    # os.open with 0o666 honours the umask, unlike tempfile.mkstemp's fixed 0o600.
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


# Looked for below the working directory when a file is not where the model said: "app.log"
# for logs/app.log. Bounded, so a home folder is never walked whole.
MAX_NAME_SEARCH_ENTRIES = 5000


def files_below(root: Path, wanted: Callable[[str], bool], most: int) -> list[Path]:
    """At most `most` files under `root` whose names are `wanted`, hidden and skipped folders
    left out, in a walk of at most MAX_NAME_SEARCH_ENTRIES entries."""
    found: list[Path] = []
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        seen += len(dirnames) + len(filenames)
        for name in sorted(filenames):
            if wanted(name) and Path(dirpath, name).is_file():
                found.append(Path(dirpath, name))
                if len(found) == most:
                    return found
        if seen > MAX_NAME_SEARCH_ENTRIES:
            break
    return found


def same_stem_files(path: Path) -> list[Path]:
    """Files beside `path` with its name and another extension (README.md for "README")."""
    try:
        return sorted(p for p in path.parent.iterdir() if p.is_file() and p.stem == path.stem)
    except OSError:
        return []


def same_name_below(name: str, root: Path, most: int = 3) -> list[Path]:
    """Files called `name` under `root` (logs/app.log for "app.log")."""
    return files_below(root, lambda found: found == name, most)
