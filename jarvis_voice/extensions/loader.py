"""Load one user Python file (a plugin or a tool file) as a fresh module, failing in one line.

Every load gets a new module name, so a changed file really re-runs and an old object keeps
working until it is replaced. A broken file raises `ExtensionLoadError` naming the file.
"""

from __future__ import annotations

import importlib.util
import itertools
import sys
import traceback
from pathlib import Path
from types import ModuleType

from jarvis_voice.errors import JarvisError, one_line

_counter = itertools.count(1)


class ExtensionLoadError(JarvisError):
    """A user extension file could not be loaded; the message names the file and the line."""


def load_module(path: Path, kind: str) -> ModuleType:
    """Execute `path` as a new module `jarvis_ext_<kind>_<stem>_<n>`."""
    name = f"jarvis_ext_{kind}_{_identifier(path.stem)}_{next(_counter)}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ExtensionLoadError(f"{path.name}: not a loadable Python file")
    module = importlib.util.module_from_spec(spec)
    # Some constructs (dataclasses, pydantic models) look their module up in sys.modules.
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException as exc:
        sys.modules.pop(name, None)
        if isinstance(exc, KeyboardInterrupt):
            raise
        raise ExtensionLoadError(f"{path.name}: {describe(exc, path)}") from exc
    return module


def describe(exc: BaseException, path: Path | None = None) -> str:
    """`Type: message (line N)` — the line inside `path` when the traceback reaches it."""
    text = one_line(exc) or "(no message)"
    where = ""
    if isinstance(exc, SyntaxError) and exc.lineno:
        text = " ".join((exc.msg or "").split())
        where = f" (line {exc.lineno})"
    elif path is not None:
        for frame in reversed(traceback.extract_tb(exc.__traceback__)):
            if Path(frame.filename) == path:
                where = f" (line {frame.lineno})"
                break
    return f"{type(exc).__name__}: {text}{where}"


def _identifier(stem: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in stem) or "file"
