"""The bash snapshot: every file in the working directory, before and after the command.

In a git repository the files are the ones git lists (tracked and untracked, not ignored), so
build output stays out; elsewhere a walk that skips .git, node_modules, .venv and __pycache__.
Symbolic links are recorded as links and never followed. A per-workdir cache of
(size, mtime_ns, inode) → hash means a scan reads only the files that changed since the last.
"""

from __future__ import annotations

import contextlib
import os
import stat
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.config import UndoSettings
from jarvis_voice.tools.builtin._common import SKIP_DIRS
from jarvis_voice.undo.states import LINK, OTHER, Entry, signature
from jarvis_voice.undo.store import CacheRow, UndoStore

# A file changed this soon after it was hashed may change again within the same mtime tick:
# such a cache entry is hashed again next time (git's "racy" files).
RACY_NS = 100_000_000
_GIT_TIMEOUT_S = 30


@dataclass(frozen=True)
class Scan:
    entries: dict[str, Entry]  # absolute path → state
    capped: bool  # more files than max_scan_files: changes past the cap are not seen
    note: str = ""  # why some files were not copied (the byte cap)


def list_files(root: Path, limit: int) -> tuple[list[str], bool]:
    """Paths relative to `root` (at most `limit`) and whether there were more."""
    listed = _git_files(root)
    if listed is None:
        return _walk(root, limit)
    return listed[:limit], len(listed) > limit


def _git_files(root: Path) -> list[str] | None:
    """Tracked and untracked, not ignored files under `root`; None outside a repository."""
    try:
        proc = subprocess.run(
            ["git", "ls-files", "-co", "--exclude-standard", "-z"],
            cwd=root,
            capture_output=True,
            timeout=_GIT_TIMEOUT_S,
            env={**os.environ, "GIT_OPTIONAL_LOCKS": "0"},
        )
    except (OSError, subprocess.SubprocessError):
        return None
    if proc.returncode != 0:
        return None
    names = {os.fsdecode(name) for name in proc.stdout.split(b"\0") if name}
    return sorted(names)


def _walk(root: Path, limit: int) -> tuple[list[str], bool]:
    found: list[str] = []
    stack = [""]
    while stack:
        rel = stack.pop()
        try:
            with os.scandir(root / rel if rel else root) as entries:
                items = sorted(entries, key=lambda e: e.name)
        except OSError:
            continue
        subdirs = []
        for entry in items:
            path = f"{rel}/{entry.name}" if rel else entry.name
            try:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name not in SKIP_DIRS:
                        subdirs.append(path)
                    continue
            except OSError:
                continue
            found.append(path)  # files and links (a link to a directory is not entered)
            if len(found) > limit:
                return found[:limit], True
        stack.extend(reversed(subdirs))
    return found, False


def scan(root: Path, store: UndoStore, settings: UndoSettings) -> Scan:
    """Every listed file's state; files not in the cache are read and copied to the store, until
    the workdir's copies would pass `max_change_bytes` (later files are only recognisable)."""
    names, capped = list_files(root, settings.max_scan_files)
    cache = store.scan_cache(root)
    copies = store.blobs.names()  # one listing instead of a stat per cached file
    base = str(root).rstrip("/")
    entries: dict[str, Entry] = {}
    keep: dict[str, CacheRow] = {}
    misses: list[tuple[str, os.stat_result]] = []
    for rel in names:
        path = f"{base}/{rel}"  # plain strings: pathlib costs more than the lstat here
        try:
            st = os.lstat(path)
        except OSError:
            continue  # listed by git but deleted
        if stat.S_ISLNK(st.st_mode):
            with contextlib.suppress(OSError):
                entries[path] = Entry(LINK + os.readlink(path))
            continue
        if not stat.S_ISREG(st.st_mode):
            if stat.S_ISDIR(st.st_mode):
                continue  # a submodule
            entries[path] = Entry(OTHER + "special")
            continue
        row = cache.get(rel)
        if (
            row is not None
            and (row.size, row.mtime_ns, row.ino) == (st.st_size, st.st_mtime_ns, st.st_ino)
            and row.mtime_ns + RACY_NS < row.hashed_ns
            and row.sha in copies
        ):
            entries[path] = Entry(row.sha, stat.S_IMODE(st.st_mode), st.st_size)
            keep[rel] = row
        else:
            misses.append((rel, st))
    budget = settings.max_change_bytes - sum(row.size for row in keep.values())
    fresh: dict[str, CacheRow] = {}
    over = 0
    for rel, st in misses:
        path = f"{base}/{rel}"
        mode = stat.S_IMODE(st.st_mode)
        if st.st_size > settings.max_file_bytes or st.st_size > budget:
            over += 1
            entries[path] = Entry(signature(st), mode, st.st_size)
            continue
        hashed_ns = time.time_ns()
        try:
            data = Path(path).read_bytes()
        except OSError:
            continue  # unreadable: not ours to restore
        sha = store.blobs.put(data, sync=False)
        budget -= len(data)
        entries[path] = Entry(sha, mode, len(data))
        if len(data) == st.st_size:
            fresh[rel] = CacheRow(st.st_size, st.st_mtime_ns, st.st_ino, sha, hashed_ns)
    if fresh:
        store.blobs.sync()  # the batch's copies on disk before the cache refers to them
    gone = set() if capped else set(cache) - set(keep) - set(fresh)
    if fresh or gone:
        store.save_scan_cache(root, fresh, gone)
    note = f"{over} files over the size caps were not copied" if over else ""
    return Scan(entries, capped, note)
