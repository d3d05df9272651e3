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
import re
import shutil
import socket
from datetime import datetime
from pathlib import Path

from pydantic import BaseModel

from jarvis_voice.i18n import N_, t
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
        now = datetime.now().astimezone()
        facts = await asyncio.to_thread(collect, workdir, now)
        asked = asked_about(ctx.request, [label for label, _ in facts])
        if len(asked) == 1 and not _NOT_ONE_FACT.search(ctx.request):
            # "지금 몇 시야?": the fact is the whole answer, said at once in the turn's language
            # (T4 final: no second model call, ~3 s on 2 cores). A question about another place
            # or with a condition ("enough memory for …?") is the model's to answer.
            label = asked.pop()
            value = dict(facts)[label]
            return ToolResult(one_fact(label, value, now, ctx.language), final=True)
        shown = [(label, value) for label, value in facts if not asked or label in asked]
        return ToolResult("\n".join(f"{label}: {value}" for label, value in shown))


_SENTENCES = {
    "user name": N_("facts.user_name"),
    "home folder": N_("facts.home_folder"),
    "working directory": N_("facts.working_directory"),
    "date": N_("facts.date"),
    "time": N_("facts.time"),
    "host name": N_("facts.host_name"),
    "operating system": N_("facts.operating_system"),
    "CPU cores": N_("facts.cpu_cores"),
    "memory": N_("facts.memory"),
    "disk": N_("facts.disk"),
}
_KO_WEEKDAYS = ("월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일")
# another place's clock, another day, a number, a condition or a comparison: more than the
# fact is asked ("What day was 2024-06-05?", "What time is it in Seoul?", "내일은 무슨 요일?")
_NOT_ONE_FACT = re.compile(
    r"(?-i:\bin\s+[A-Z][a-z]+)|\btime (?:difference|zones?)\b|\benough\b|\bthan\b|\bif\b|\d"
    r"|\b(?:tomorrow|yesterday|ago|after|before|until|next|last|was|will)\b"
    r"|시차|시간대|에서는|에선|충분|보다|이면|라면|으면|내일|어제|모레|그제|전에|후에|뒤에|까지",
    re.IGNORECASE,
)


def one_fact(label: str, value: str, now: datetime, language: str | None) -> str:
    """The sentence that answers a question about one fact ("It is 14:05 (UTC).")."""
    korean = language == "ko"
    if label == "date":
        weekday = _KO_WEEKDAYS[now.weekday()] if korean else f"{now:%A}"
        value = (
            f"{now.year}년 {now.month}월 {now.day}일 {weekday}"
            if korean
            else (f"{weekday}, {now:%Y-%m-%d}")
        )
    elif label == "time":
        zone = f" ({now.tzname()})" if now.tzname() else ""
        value = f"{now.hour}시 {now.minute}분{zone}" if korean else f"{now:%H:%M}{zone}"
    amounts = re.findall(r"\d+(?:\.\d+)?", value) if label in ("memory", "disk") else []
    if len(amounts) == 2:  # "23.5 GiB total, 23.1 GiB available"; "68.2 GiB free of 252.0 GiB"
        total, free = (amounts[0], amounts[1]) if label == "memory" else (amounts[1], amounts[0])
        return t(_SENTENCES[label], language, total=total, free=free)
    return t(_SENTENCES[label], language, value=value)


# What a request asks about, by the label of its line. On 2 cores every token of a result costs
# the model ~25 ms to read: the kernel's version alone, not the ten facts (≈ 2 s saved).
_TOPICS = {
    "user name": r"\buser(?:\s*name)?\b|\busername\b|\blog(?:ged)? in as\b|\bwho am i\b|\baccount\b"
    r"|사용자|유저|계정|로그인",
    "home folder": r"\bhome\b|홈",
    "working directory": r"\bworking (?:directory|folder)\b|\bcurrent (?:directory|folder)\b|"
    r"\bwhere am i\b|\bcwd\b|\bpwd\b|작업\s*(?:중인\s*)?(?:디렉|폴더|경로)"
    r"|현재\s*(?:디렉|폴더|경로)",
    "date": r"\bdate\b|\bday\b|\btoday\b|\bweekday\b|날짜|요일|며칠|오늘",
    "time": r"\btime\b|\bclock\b|\bo'?clock\b|몇\s*시|시각|지금\s*시간|현재\s*시간",
    "host name": r"\bhost\s*name\b|\bhostname\b|\bcomputer(?:'s)? name\b|\bmachine(?:'s)? name\b"
    r"|호스트|컴퓨터\s*이름",
    "operating system": r"\boperating system\b|\bos\b|\bkernel\b|\blinux\b|\bwindows\b|"
    r"\bmacos\b|운영\s*체제|커널|리눅스|윈도우",
    "CPU cores": r"\bcpus?\b|\bcores?\b|\bprocessors?\b|코어|프로세서|씨피유",
    "memory": r"\bmemory\b|\bram\b|메모리|램",
    "disk": r"\bdisk\b|\bstorage\b|\bspace\b|\bdrive\b|디스크|저장\s*(?:공간|용량)|용량|하드",
}


def asked_about(request: str, labels: list[str]) -> set[str]:
    """The labels `request` asks about; empty when it names none (then every fact is shown)."""
    return {
        label
        for label in labels
        if label in _TOPICS and re.search(_TOPICS[label], request, re.IGNORECASE)
    }
