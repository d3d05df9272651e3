"""Helpers shared by the built-in tools: settings lookup, paths, output caps, binary sniffing."""

from __future__ import annotations

import errno
import os
import secrets
from pathlib import Path

from jarvis_voice.config import ToolSettings
from jarvis_voice.policy.rules import normalise_path
from jarvis_voice.tools.base import ToolContext

# Bytes sniffed for a NUL to decide a file is binary (the same heuristic git and grep use).
BINARY_SNIFF_BYTES = 8192

# Directories that are never interesting to search and can be huge.
SKIP_DIRS = frozenset({".git", ".venv", "node_modules", "__pycache__"})


def tool_settings(ctx: ToolContext) -> ToolSettings:
    """The tool settings of `ctx`, or the defaults when the context carries no Settings."""
    tools = getattr(ctx.settings, "tools", None)
    return tools if isinstance(tools, ToolSettings) else ToolSettings()


def output_limit(ctx: ToolContext) -> int:
    return tool_settings(ctx).output_max_chars


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


def omitted_marker(count: int) -> str:
    return f"\n[… {count} chars omitted …]\n"


def cap_text(text: str, limit: int) -> str:
    """Keep the head and the tail of `text` so the result is at most about `limit` chars.

    Both ends matter: a command's tail has the error, a file's head has the context.
    """
    if len(text) <= limit:
        return text
    head = limit // 2
    tail = limit - head
    omitted = len(text) - head - tail
    return text[:head] + omitted_marker(omitted) + text[-tail:]


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
