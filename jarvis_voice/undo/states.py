"""What one path holds, as a string the store keeps: a content hash, a link, or nothing.

- `<sha256>` — a regular file whose content is (or can be) in the blob store
- `absent` — nothing there
- `link:<target>` — a symbolic link (its target text; the link is never followed)
- `unsaved:<size>:<mtime_ns>:<inode>` — a file not copied (too big): only recognisable
- `other:<kind>` — a directory, fifo, … where a file is expected (never restored)
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.undo.blobs import BlobStore, digest, file_digest

ABSENT = "absent"
LINK = "link:"
UNSAVED = "unsaved:"
OTHER = "other:"


@dataclass(frozen=True)
class Entry:
    state: str
    mode: int | None = None  # permission bits of a regular file
    size: int = 0

    @property
    def restorable(self) -> bool:
        """Whether undo can put this state back (a copy exists, or there is nothing to copy)."""
        return not self.state.startswith((UNSAVED, OTHER))


def is_content(state: str) -> bool:
    return len(state) == 64 and not state.startswith((LINK, UNSAVED, OTHER))


def signature(st: os.stat_result) -> str:
    return f"{UNSAVED}{st.st_size}:{st.st_mtime_ns}:{st.st_ino}"


def capture(path: Path, blobs: BlobStore | None, max_file_bytes: int) -> Entry:
    """The state of `path` (a final symlink is recorded, not followed); with `blobs`, a regular
    file up to `max_file_bytes` is copied into the store. May raise OSError (unreadable)."""
    try:
        st = os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return Entry(ABSENT)
    if stat.S_ISLNK(st.st_mode):
        return Entry(LINK + os.readlink(path))
    if not stat.S_ISREG(st.st_mode):
        return Entry(OTHER + ("dir" if stat.S_ISDIR(st.st_mode) else "special"))
    mode = stat.S_IMODE(st.st_mode)
    if st.st_size > max_file_bytes:
        return Entry(signature(st), mode, st.st_size)
    data = path.read_bytes()
    sha = blobs.put(data) if blobs is not None else digest(data)
    return Entry(sha, mode, len(data))


def current_like(path: Path, recorded: str) -> str:
    """The state of `path` now, in the form `recorded` has (hash, signature, link, absent)."""
    try:
        st = os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return ABSENT
    if stat.S_ISLNK(st.st_mode):
        return LINK + os.readlink(path)
    if not stat.S_ISREG(st.st_mode):
        return OTHER + ("dir" if stat.S_ISDIR(st.st_mode) else "special")
    if recorded.startswith(UNSAVED):
        return signature(st)
    return file_digest(path)
