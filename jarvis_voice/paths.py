"""Where runtime state lives: JARVIS_HOME (default ~/.jarvis)."""

from __future__ import annotations

import os
from pathlib import Path


def jarvis_home() -> Path:
    """The runtime state directory; `JARVIS_HOME` overrides `~/.jarvis` (tests always set it)."""
    raw = os.environ.get("JARVIS_HOME")
    return Path(raw).expanduser() if raw else Path.home() / ".jarvis"


def global_rules_path(home: Path | None = None) -> Path:
    return (home or jarvis_home()) / "approvals.yaml"


def agent_rules_path(agent_id: str, home: Path | None = None) -> Path:
    return (home or jarvis_home()) / "approvals" / f"{agent_id}.yaml"
