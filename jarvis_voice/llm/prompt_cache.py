"""The fixed prompt prefix (system prompt, tool list, examples) kept on disk as llama.cpp state.

llama.cpp's server saves a slot — the tokens it holds and their KV cache — to a file under its
`slot_save_path` and restores it into a slot of another process (`EmbeddedBackend` asks it to).
This module owns the files: which one belongs to which prefix, and whether it can be trusted.

* A prefix is found by a key: the sha256 of everything its state depends on (cache format, the
  runtime's version, the model's identity, chat template, context size, the prefix messages).
  A different prompt, model or runtime is a different key, so a stale file is never looked at.
* `<key>.json` names the state file and holds its size, sha256 and token count. The state file
  is `<key>-<sha prefix>.bin`, written under a temporary name and renamed once complete, so
  two processes saving at once never mix their files. A file whose size or sha256 does not
  match (truncated, corrupt, half-written) is not used: llama.cpp itself cannot tell corrupt
  KV values from good ones, and restoring them would give wrong answers, not an error.
* Every failure here (unreadable, unwritable directory, bad JSON) means "not cached".
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jarvis_voice.packaged_models import default_cache_dir

CACHE_FORMAT = 1
KEEP_PREFIXES = 8  # newest prefixes kept per directory; older ones are removed
_TEMP_MAX_AGE_S = 3600.0
_STATE_NAME = re.compile(r"^[0-9a-f]{32}-[0-9a-f]{16}\.bin$")


def default_prompt_cache_dir() -> Path:
    """Next to the joined model files: ~/.cache/jarvis-voice/prompts (XDG_CACHE_HOME honoured)."""
    return default_cache_dir().parent / "prompts"


@dataclass(frozen=True)
class SavedPrefix:
    file: str  # the state file's name inside the directory
    sha256: str
    size: int
    tokens: int


class PrefixStore:
    """Prefix state files in one directory (the server's `slot_save_path`)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def prepare(self) -> bool:
        """Create the directory; False when it cannot be used (then nothing is cached)."""
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            return os.access(self.directory, os.W_OK | os.X_OK)
        except OSError:
            return False

    @staticmethod
    def key(material: Mapping[str, Any]) -> str:
        blob = json.dumps({"format": CACHE_FORMAT, **material}, sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(blob.encode()).hexdigest()[:32]

    def lookup(self, key: str) -> SavedPrefix | None:
        """The verified state file of `key`, or None (missing, stale, truncated, corrupt)."""
        try:
            meta = json.loads((self.directory / f"{key}.json").read_text(encoding="utf-8"))
            saved = SavedPrefix(
                file=str(meta["file"]),
                sha256=str(meta["sha256"]),
                size=int(meta["size"]),
                tokens=int(meta["tokens"]),
            )
            if meta.get("format") != CACHE_FORMAT or meta.get("key") != key:
                return None
            if not _STATE_NAME.match(saved.file) or not saved.file.startswith(key):
                return None
            path = self.directory / saved.file
            if saved.tokens <= 0 or path.stat().st_size != saved.size:
                return None
            if _sha256(path) != saved.sha256:
                return None
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None
        with contextlib.suppress(OSError):
            os.utime(self.directory / f"{key}.json")  # recently used: kept by prune
        return saved

    def temp_name(self, key: str) -> str:
        """A file name for the server to save into (then `commit`)."""
        return f"{key}.{os.getpid()}.{secrets.token_hex(4)}.tmp"

    def commit(self, key: str, temp_name: str, tokens: int) -> SavedPrefix | None:
        """Make the server's freshly saved `temp_name` the state of `key`."""
        temp = self.directory / temp_name
        try:
            digest = _sha256(temp)
            saved = SavedPrefix(
                file=f"{key}-{digest[:16]}.bin",
                sha256=digest,
                size=temp.stat().st_size,
                tokens=tokens,
            )
            os.replace(temp, self.directory / saved.file)
            meta = {"format": CACHE_FORMAT, "key": key, **saved.__dict__, "saved_at": time.time()}
            meta_temp = self.directory / f"{temp_name}.json"
            meta_temp.write_text(json.dumps(meta), encoding="utf-8")
            os.replace(meta_temp, self.directory / f"{key}.json")
        except OSError:
            with contextlib.suppress(OSError):
                temp.unlink()
            return None
        self.prune(keep_file=saved.file)
        return saved

    def forget(self, key: str) -> None:
        """Drop `key` (its state would not restore)."""
        with contextlib.suppress(OSError):
            (self.directory / f"{key}.json").unlink()
        self.prune()

    def prune(self, keep_file: str | None = None) -> None:
        """Keep the newest KEEP_PREFIXES prefixes; remove other state files and old temp files."""
        try:
            metas = sorted(
                (p for p in self.directory.glob("*.json") if not p.name.endswith(".tmp.json")),
                key=lambda p: p.stat().st_mtime,
                reverse=True,
            )
            referenced = {keep_file} if keep_file else set()
            for index, meta in enumerate(metas):
                if index >= KEEP_PREFIXES:
                    meta.unlink()
                    continue
                with contextlib.suppress(OSError, ValueError, KeyError, TypeError):
                    referenced.add(str(json.loads(meta.read_text(encoding="utf-8"))["file"]))
            now = time.time()
            for path in self.directory.iterdir():
                unused = _STATE_NAME.match(path.name) and path.name not in referenced
                stale_temp = path.name.endswith((".tmp", ".tmp.json")) and (
                    now - path.stat().st_mtime > _TEMP_MAX_AGE_S
                )
                if unused or stale_temp:
                    path.unlink()
        except OSError:
            return


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
