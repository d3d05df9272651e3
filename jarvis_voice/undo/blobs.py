"""Content-addressed copies of files: `undo/blobs/<sha256>`, written atomically, deduplicated."""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import os
import secrets
import time
from pathlib import Path

# Unreferenced copies younger than this are never pruned: a snapshot taken before a tool ran is
# referenced only once the tool finished (bash may run for 10 minutes).
PRUNE_GRACE_S = 3600.0
_CHUNK = 1 << 20


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def file_digest(path: Path) -> str:
    """sha256 of a file's content, read in chunks (any size). May raise OSError."""
    with open(path, "rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


def fsync_dir(path: Path) -> None:
    """Make a rename in `path` durable (a no-op where directories cannot be opened)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_durably(path: Path, data: bytes, mode: int = 0o600, *, sync: bool = True) -> None:
    """Write `data` to the new file `path` (O_EXCL) and fsync it (unless `sync` is False: the
    caller syncs many at once); on failure nothing is left."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            if sync:
                os.fsync(fh.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            path.unlink()
        raise


class BlobStore:
    def __init__(self, root: Path) -> None:
        self.root = root

    def path(self, sha: str) -> Path:
        return self.root / sha

    def names(self) -> set[str]:
        """Every stored copy's hash."""
        try:
            return set(os.listdir(self.root))
        except OSError:
            return set()

    def has(self, sha: str) -> bool:
        return self.path(sha).is_file()

    def put(self, data: bytes, sha: str | None = None, *, sync: bool = True) -> str:
        """Store `data` (once: an existing copy is only touched, so pruning spares it).

        `sync=False` skips the per-file fsync for a batch (a bash scan copies thousands of
        files; one fsync each would take seconds): the caller runs `sync()` after the batch.
        A kill -9 loses nothing either way (the page cache outlives the process); after a
        power loss an unsynced copy may be damaged, which `read` detects by its hash."""
        sha = sha or digest(data)
        target = self.path(sha)
        if target.is_file():
            with contextlib.suppress(OSError):
                os.utime(target)
            return sha
        self.root.mkdir(parents=True, exist_ok=True)
        tmp = self.root / f".{sha[:16]}.{secrets.token_hex(4)}.tmp"
        write_durably(tmp, data, sync=sync)
        try:
            os.replace(tmp, target)  # kill -9 before this line leaves only a *.tmp, pruned later
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        return sha

    def sync(self) -> None:
        """Flush a batch of `put(..., sync=False)` copies to disk: the blob folder's file
        system only (syncfs), or everything where that call is missing."""
        try:
            fd = os.open(self.root, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            syncfs = getattr(ctypes.CDLL(None, use_errno=True), "syncfs", None)
            if syncfs is None or syncfs(fd) != 0:
                os.sync()
        finally:
            os.close(fd)

    def read(self, sha: str) -> bytes | None:
        """The copy's bytes, or None when it is missing or no longer matches its name."""
        try:
            data = self.path(sha).read_bytes()
        except OSError:
            return None
        return data if digest(data) == sha else None

    def prune(self, referenced: set[str], grace_s: float = PRUNE_GRACE_S) -> int:
        """Remove copies (and stray temp files) nothing refers to; returns how many."""
        if not self.root.is_dir():
            return 0
        cutoff = time.time() - grace_s
        removed = 0
        with os.scandir(self.root) as entries:
            for entry in entries:
                if entry.name in referenced:
                    continue
                try:
                    if entry.stat(follow_symlinks=False).st_mtime > cutoff:
                        continue
                    os.unlink(entry.path)
                    removed += 1
                except OSError:
                    continue
        return removed
