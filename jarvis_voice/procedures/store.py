"""Procedure files on disk (`~/.jarvis/procedures/*.md`): scan, write atomically, archive.

A file that cannot be parsed is reported by name and skipped: it is never rewritten, moved or
deleted, and no new file is ever written over it (a person may be halfway through an edit).
Writes go to a temp file in the same directory and are swapped in with `os.replace`, so a crash
leaves either the old or the new file, never half of one.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from filelock import FileLock, Timeout

from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import Msg
from jarvis_voice.paths import jarvis_home
from jarvis_voice.procedures.fileformat import (
    FormatProblem,
    Meta,
    parse,
    render,
    short_hash,
    tool_name_for,
)

DEFAULT_AGENT = "main"  # P7: legacy procedures without an agent belong to JARVIS
LOCK_TIMEOUT_S = 120.0
_EDM_RE = re.compile(r"^edm:([^:]+):([^:]+)(?::(\d+))?$")
_SOURCE_LINE_RE = re.compile(r"^source:\s*['\"]?(edm:[^'\"\s]+)", re.M)
_AGENT_LINE_RE = re.compile(r"^agent:\s*['\"]?([A-Za-z0-9_-]+)", re.M)


@dataclass
class Procedure:
    path: Path
    meta: Meta
    body: str

    @property
    def name(self) -> str:
        return self.meta.name

    @property
    def owner(self) -> str:
        if self.meta.agent:
            return self.meta.agent
        parsed = parse_source(self.meta.source)
        return parsed[0] if parsed else DEFAULT_AGENT

    @property
    def task_type(self) -> str | None:
        parsed = parse_source(self.meta.source)
        return parsed[1] if parsed else None

    @property
    def legacy_generation(self) -> int | None:
        """The generation in a legacy source `edm:<agent>:<type>:<gen>` (P5), else None."""
        parsed = parse_source(self.meta.source)
        return parsed[2] if parsed else None

    @property
    def generation(self) -> int:
        legacy = self.legacy_generation
        return legacy if legacy is not None else self.meta.generation

    @property
    def is_pattern(self) -> bool:
        return self.meta.kind == "task_pattern"

    @property
    def tool_name(self) -> str:
        return tool_name_for(self.name)

    def matches(self, name: str) -> bool:
        return name in (self.meta.name, self.path.stem, self.path.name, self.tool_name)


@dataclass(frozen=True)
class BrokenFile:
    path: Path
    reason: str
    claimed_source: str | None = None  # an `edm:` source line still readable in the text
    claimed_agent: str | None = None

    def line(self) -> str:
        return f"{self.path.name}: {self.reason} (skipped; fix or remove it by hand)"


@dataclass
class Scan:
    procedures: list[Procedure] = field(default_factory=list)
    broken: list[BrokenFile] = field(default_factory=list)

    def of(self, agent: str) -> list[Procedure]:
        return [p for p in self.procedures if p.owner == agent]

    def for_type(self, agent: str, task_type: str) -> Procedure | None:
        """The one current (non-legacy) procedure file of (agent, task type), if any."""
        for p in self.of(agent):
            if not p.is_pattern and p.task_type == task_type and p.legacy_generation is None:
                return p
        return None

    def claimed(self, agent: str, task_type: str) -> BrokenFile | None:
        """A broken file that still names this (agent, type): leave the type alone meanwhile."""
        for b in self.broken:
            parsed = parse_source(b.claimed_source or "")
            if parsed and parsed[1] == task_type and (b.claimed_agent or parsed[0]) == agent:
                return b
        return None

    def find(self, agent: str, name: str) -> Procedure | None:
        return next((p for p in self.of(agent) if p.matches(name)), None)

    def count(self, agent: str) -> int:
        """P4: the agent's procedures and drafts (task-pattern drafts included)."""
        return len(self.of(agent))


def parse_source(source: str) -> tuple[str, str, int | None] | None:
    match = _EDM_RE.match(source or "")
    if not match:
        return None
    gen = match.group(3)
    return match.group(1), match.group(2), int(gen) if gen is not None else None


def edm_source(agent: str, task_type: str) -> str:
    return f"edm:{agent}:{task_type}"


class ProcedureStore:
    def __init__(self, root: Path | None = None) -> None:
        self.root = root or (jarvis_home() / "procedures")

    @property
    def archive_dir(self) -> Path:
        return self.root / ".archive"

    def lock(self, timeout: float = LOCK_TIMEOUT_S) -> _StoreLock:
        """One writer at a time, across threads and processes (chat, web, CLI)."""
        return _StoreLock(self.root, timeout)

    def scan(self) -> Scan:
        scan = Scan()
        if not self.root.is_dir():
            return scan
        for path in sorted(self.root.glob("*.md")):
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                scan.broken.append(BrokenFile(path, f"cannot read: {exc}"))
                continue
            try:
                meta, body = parse(text)
            except FormatProblem as exc:
                source = _SOURCE_LINE_RE.search(text)
                agent = _AGENT_LINE_RE.search(text)
                scan.broken.append(
                    BrokenFile(
                        path,
                        str(exc),
                        source.group(1) if source else None,
                        agent.group(1) if agent else None,
                    )
                )
                continue
            scan.procedures.append(Procedure(path, meta, body))
        return scan

    def save(self, procedure: Procedure) -> None:
        write_atomic(procedure.path, render(procedure.meta, procedure.body))

    def create(self, meta: Meta, body: str) -> Procedure:
        """A new file named after `meta.name`; a taken name gets a hash suffix (P3)."""
        self.root.mkdir(parents=True, exist_ok=True)
        name = meta.name
        if (self.root / f"{name}.md").exists():
            name = f"{name}-{short_hash(meta.source + meta.name + (meta.agent or ''))}"
            counter = 2
            while (self.root / f"{name}.md").exists():
                name = f"{meta.name}-{short_hash(f'{meta.source}{counter}')}"
                counter += 1
        procedure = Procedure(
            self.root / f"{name}.md", meta.model_copy(update={"name": name}), body
        )
        self.save(procedure)
        return procedure

    def archive(self, procedure: Procedure) -> Path:
        """Move a file to `.archive/` (never delete); a taken name there gets a number."""
        self.archive_dir.mkdir(parents=True, exist_ok=True)
        target = self.archive_dir / procedure.path.name
        counter = 2
        while target.exists():
            target = self.archive_dir / f"{procedure.path.stem}.{counter}{procedure.path.suffix}"
            counter += 1
        os.replace(procedure.path, target)
        return target

    def delete(self, procedure: Procedure) -> None:
        """Only for an approved task-pattern draft, which lives on as a task pattern (R2)."""
        procedure.path.unlink(missing_ok=True)


def write_atomic(path: Path, text: str) -> None:
    """Temp file in the same directory + fsync + os.replace: all or nothing."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


class _StoreLock:
    def __init__(self, root: Path, timeout: float) -> None:
        self.root = root
        self.timeout = timeout
        self._lock: FileLock | None = None

    def __enter__(self) -> _StoreLock:
        self.root.mkdir(parents=True, exist_ok=True)
        # FileLock is re-entrant per instance only; one instance per `with` keeps threads apart
        # too, since each acquires the OS lock on its own file descriptor.
        self._lock = FileLock(str(self.root / ".lock"), timeout=self.timeout, thread_local=False)
        try:
            self._lock.acquire()
        except Timeout:
            raise JarvisError(Msg("procedures.busy", folder=self.root)) from None
        return self

    def __exit__(self, *exc: object) -> None:
        if self._lock is not None:
            self._lock.release()
