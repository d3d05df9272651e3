"""The `system_info` tool: the everyday facts about this machine in one call with no arguments.

"What is my user name?", "what's today's date?", "how many cores?", "where am I working?" are
the questions a small model most often answers from memory. One argument-free tool that returns
them all is the easiest correct call to make (no command to compose, nothing to approve), and
its result grounds the answer (agent/grounding).
"""

from __future__ import annotations

import asyncio
import getpass
import os
import platform
import shutil
import socket
from datetime import datetime
from pathlib import Path

from pydantic import BaseModel

from jarvis_voice.tools.base import Tool, ToolContext, ToolResult


class SystemInfoArgs(BaseModel):
    pass


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no passwd entry and no LOGNAME/USER (containers)
        return str(os.getuid()) if hasattr(os, "getuid") else "unknown"


def _memory() -> str | None:
    """Total and available memory from /proc/meminfo (Linux); None elsewhere."""
    try:
        fields = dict(line.split(":", 1) for line in Path("/proc/meminfo").read_text().splitlines())
        total = int(fields["MemTotal"].split()[0]) / 1024**2
        available = int(fields["MemAvailable"].split()[0]) / 1024**2
    except (OSError, KeyError, ValueError):
        return None
    return f"{total:.1f} GiB total, {available:.1f} GiB available"


def _disk(path: Path) -> str | None:
    try:
        usage = shutil.disk_usage(path)
    except OSError:
        return None
    return f"{usage.free / 1024**3:.1f} GiB free of {usage.total / 1024**3:.1f} GiB"


def collect(workdir: Path, now: datetime | None = None) -> list[tuple[str, str]]:
    """(label, value) pairs, in the order they are shown."""
    now = (now or datetime.now()).astimezone()
    cores = os.cpu_count()
    facts = [
        ("user name", _user()),
        ("home folder", str(Path.home())),
        ("working directory", str(workdir)),
        ("date", f"{now:%Y-%m-%d} ({now:%A})"),
        ("time", f"{now:%H:%M:%S} {now.tzname() or ''}".strip()),
        ("host name", socket.gethostname()),
        ("operating system", f"{platform.system()} {platform.release()}".strip()),
        ("CPU cores", str(cores) if cores else "unknown"),
    ]
    for label, value in (("memory", _memory()), ("disk", _disk(workdir))):
        if value is not None:
            facts.append((label, value))
    return facts


class SystemInfoTool(Tool[SystemInfoArgs]):
    name = "system_info"
    description = (
        "Facts about this computer right now: user name, home folder, working directory, "
        "today's date and the time, host name, operating system, CPU cores, memory, free disk "
        "space. Takes no arguments."
    )
    Args = SystemInfoArgs

    async def run(self, args: SystemInfoArgs, ctx: ToolContext) -> ToolResult:
        workdir = Path(ctx.workdir).expanduser().resolve()
        facts = await asyncio.to_thread(collect, workdir)
        return ToolResult("\n".join(f"{label}: {value}" for label, value in facts))
