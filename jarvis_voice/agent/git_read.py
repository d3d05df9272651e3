"""Read-only git commands the grounding parts run to see a repository as it is now.

Each is bounded (10 s) and never raises: a missing git, a folder that is no repository or a
hung command reads as "cannot tell", which every caller treats as nothing to check.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

TIMEOUT_S = 10


def git_output(workdir: Path, *args: str) -> str | None:
    """One git command's output in `workdir`, stripped, or None when it fails."""
    done = _run(workdir, args)
    return done.stdout.strip() if done is not None and done.returncode == 0 else None


def git_returncode(workdir: Path, *args: str) -> int | None:
    """One git command's exit code in `workdir` (`diff --quiet`, `cat-file -e`), or None when
    it could not run."""
    done = _run(workdir, args)
    return done.returncode if done is not None else None


def _run(workdir: Path, args: tuple[str, ...]) -> subprocess.CompletedProcess[str] | None:
    try:
        return subprocess.run(
            ["git", *args], cwd=workdir, capture_output=True, text=True, timeout=TIMEOUT_S,
            check=False,
        )  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return None
