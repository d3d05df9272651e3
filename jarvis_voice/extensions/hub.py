"""The extensions of one JARVIS_HOME — skills, plugins, user tools — shared by every agent.

Files are read at start and, when watching (X4), again when their directory changes: the
whole directory is re-read, so new and changed files take effect and deleted files drop out.
A broken file is reported once by name (ACTIVITY, through each agent's runtime) and never
raises; if it loaded before, its last good version stays in use.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jarvis_voice.extensions.loader import ExtensionLoadError
from jarvis_voice.extensions.plugins import Plugin, load_plugin
from jarvis_voice.extensions.skills import Skill, parse_skill
from jarvis_voice.extensions.user_tools import load_tool_file
from jarvis_voice.extensions.watcher import SUFFIXES, DirectoryWatcher
from jarvis_voice.i18n import N_, Msg
from jarvis_voice.tools.base import Tool

KINDS = ("tools", "skills", "plugins")
_LABEL = {
    "tools": N_("activity.ext.tool_file"),
    "skills": N_("activity.ext.skill"),
    "plugins": N_("activity.ext.plugin"),
}


@dataclass(frozen=True)
class _Reason:
    """A loader's message without its leading file name (the ACTIVITY line names the file)."""

    error: ExtensionLoadError
    file: str

    def text(self, language: str | None) -> str:
        return self.error.text(language).removeprefix(f"{self.file}: ")


_LOADERS: dict[str, Callable[[Path], Any]] = {
    "tools": load_tool_file,
    "skills": parse_skill,
    "plugins": load_plugin,
}
Stamp = tuple[tuple[str, int, int], ...]


class ExtensionHub:
    def __init__(self, home: Path) -> None:
        self.home = home
        self.dirs = {kind: home / kind for kind in KINDS}
        self.version = 0  # bumped on every change an agent must pick up
        self.skills: dict[str, Skill] = {}
        self.plugins: tuple[Plugin, ...] = ()
        self.tools: dict[str, Tool] = {}
        self._lock = threading.RLock()
        self._by_file: dict[str, dict[Path, Any]] = {kind: {} for kind in KINDS}
        self._stamps: dict[str, Stamp | None] = dict.fromkeys(KINDS)
        self._reported: set[tuple[Path, str]] = set()
        self._events: list[str | Msg] = []
        self.watcher: DirectoryWatcher | None = None
        for kind in KINDS:
            self.reload(kind)

    # ------------------------------------------------------------------------ loading
    def reload(self, kind: str) -> bool:
        """Re-read one directory if its files changed; True when something was reloaded."""
        with self._lock:
            stamp = _stamp(self.dirs[kind], SUFFIXES[kind])
            if stamp == self._stamps[kind]:
                return False
            self._stamps[kind] = stamp
            previous = self._by_file[kind]
            loaded: dict[Path, Any] = {}
            for name, _, _ in stamp:
                path = self.dirs[kind] / name
                try:
                    loaded[path] = _LOADERS[kind](path)
                except ExtensionLoadError as exc:
                    kept = path in previous
                    if kept:
                        loaded[path] = previous[path]
                    self._problem(kind, path, exc, kept)
            self._by_file[kind] = loaded
            self._rebuild(kind)
            self.version += 1
            return True

    def reload_kinds(self, kinds: set[str]) -> None:
        for kind in sorted(kinds):
            self.reload(kind)

    def _rebuild(self, kind: str) -> None:
        items = self._by_file[kind]
        if kind == "skills":
            self.skills = {}
            for path, skill in items.items():
                self._claim(kind, self.skills, skill.name, skill, path)
        elif kind == "plugins":
            self.plugins = tuple(items.values())
        else:
            tools: dict[str, Tool] = {}
            for path, file_tools in items.items():
                for item in file_tools:
                    self._claim(kind, tools, item.name, item, path)
            self.tools = tools

    def _claim(self, kind: str, into: dict[str, Any], name: str, item: Any, path: Path) -> None:
        if name in into:  # files are read in name order: the later file wins, and says so
            label = Msg(_LABEL[kind])
            self._once(path, Msg("activity.ext.replaces", label=label, file=path.name, name=name))
        into[name] = item

    def _problem(self, kind: str, path: Path, error: ExtensionLoadError, kept: bool) -> None:
        key = N_("activity.ext.problem_kept") if kept else N_("activity.ext.problem")
        reason = _Reason(error, path.name)
        self._once(path, Msg(key, label=Msg(_LABEL[kind]), file=path.name, reason=reason))

    def _once(self, path: Path, line: Msg) -> None:
        said = str(line)  # the same problem is reported once, whatever the language
        if (path, said) not in self._reported:
            self._reported.add((path, said))
            self._events.append(line)
            self.version += 1

    def events_since(self, index: int) -> tuple[list[str | Msg], int]:
        """ACTIVITY lines an agent has not shown yet, and the index to ask from next time."""
        with self._lock:
            return self._events[index:], len(self._events)

    # ------------------------------------------------------------------------ watching (X4)
    def watch(self) -> bool:
        """Start the watcher once per hub; False when there is nothing to watch."""
        with self._lock:
            if self.watcher is None:
                self.watcher = DirectoryWatcher(self.dirs, self.reload_kinds)
            return self.watcher.start()

    def close(self) -> None:
        if self.watcher is not None:
            self.watcher.stop()


def _stamp(directory: Path, suffix: str) -> Stamp:
    """Which files a directory holds, with mtime and size: unchanged → no reload."""
    try:
        entries = sorted(directory.iterdir())
    except OSError:
        return ()
    out: list[tuple[str, int, int]] = []
    for path in entries:
        if path.suffix != suffix or path.name.startswith((".", "_")):
            continue
        try:
            info = path.stat()
        except OSError:
            continue
        if path.is_file():
            out.append((path.name, info.st_mtime_ns, info.st_size))
    return tuple(out)


_HUBS: dict[Path, ExtensionHub] = {}
_HUBS_LOCK = threading.Lock()


def hub_for(home: Path) -> ExtensionHub:
    """The one hub of this home in this process (web sessions share it)."""
    key = home.resolve()
    with _HUBS_LOCK:
        hub = _HUBS.get(key)
        if hub is None:
            hub = _HUBS[key] = ExtensionHub(key)
        return hub


def close_hubs() -> None:
    """Stop every watcher (at exit, and in tests)."""
    with _HUBS_LOCK:
        hubs = list(_HUBS.values())
        _HUBS.clear()
    for hub in hubs:
        hub.close()


atexit.register(close_hubs)
