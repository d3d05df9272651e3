"""Run `jarvis_voice.cli.main` with the rules file's fsync held open for a while.

The crash test must kill the server while the ALWAYS write's temp file exists. On a fast disk
that window is microseconds, so polling for it is a race the test can lose; this launcher
widens it without touching the product: an fsync on a `.<rules>.*.tmp` file first drops a
marker beside it, then waits. Everything else runs unchanged.
"""

from __future__ import annotations

import os
import runpy
import sys
import time
from pathlib import Path
from typing import Any

HOLD_S = 30.0
_real_fsync = os.fsync


def _held_fsync(fd: Any) -> None:
    number = fd if isinstance(fd, int) else fd.fileno()
    try:
        name = Path(os.readlink(f"/proc/self/fd/{number}"))
    except OSError:
        name = Path()
    if name.name.startswith(".") and name.name.endswith(".tmp"):
        (name.parent / "fsync-started").touch()
        time.sleep(HOLD_S)
    _real_fsync(fd)


if __name__ == "__main__":
    os.fsync = _held_fsync
    sys.argv = ["jarvis", *sys.argv[1:]]
    runpy.run_module("jarvis_voice.cli.main", run_name="__main__", alter_sys=True)
