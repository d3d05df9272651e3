"""The `system_info` tool: the everyday facts about this machine in one call with no arguments.

"What is my user name?", "what's today's date?", "how many cores?", "where am I working?" are
the questions a small model most often answers from memory. One argument-free tool that returns
them all is the easiest correct call to make (no command to compose, nothing to approve), and
its result grounds the answer (agent/grounding).
"""

from __future__ import annotations

import asyncio
import calendar
import contextlib
import getpass
import ipaddress
import json
import os
import platform
import re
import resource
import shutil
import socket
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

from pydantic import BaseModel

from jarvis_voice.i18n import N_, t
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.builtin import world_clock
from jarvis_voice.tools.builtin.ages import age_answer
from jarvis_voice.tools.builtin.day_counts import day_count_answer
from jarvis_voice.tools.builtin.days_until import (
    KO_WEEKDAYS,
    date_after_answer,
    date_weekday_answer,
    days_since_answer,
    days_until_answer,
    leap_day_answer,
    nth_weekday_answer,
    weekday_date_answer,
    weekday_monthday_answer,
)
from jarvis_voice.tools.builtin.month_workdays import month_workdays_answer
from jarvis_voice.tools.builtin.rule_holidays import rule_day_answer
from jarvis_voice.tools.builtin.table_days import table_days_since_answer
from jarvis_voice.tools.builtin.term_end import term_end_answer
from jarvis_voice.tools.builtin.time_left import (
    days_left_answer,
    duration_words,
    hours_on_answer,
    time_after_answer,
    time_until_answer,
    weekday_in_month_answer,
    weekdays_left_answer,
    workdays_left_answer,
)
from jarvis_voice.tools.builtin.weekday_until import weekday_until_answer


class SystemInfoArgs(BaseModel):
    pass


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no passwd entry and no LOGNAME/USER (containers)
        return str(os.getuid()) if hasattr(os, "getuid") else "unknown"


def _ids() -> str:
    """ "1000 (group 1000)": the numeric user and group IDs (what `id -u` / `id -g` say)."""
    if not hasattr(os, "getuid"):
        return "unknown"
    return f"{os.getuid()} (group {os.getgid()})"


def _shell() -> str:
    """The user's login shell (the password database's, else $SHELL)."""
    try:
        import pwd  # POSIX only

        shell = pwd.getpwuid(os.getuid()).pw_shell
    except (ImportError, KeyError, OSError):
        shell = ""
    return shell or os.environ.get("SHELL", "") or "unknown"


MEMINFO = Path("/proc/meminfo")


def _meminfo(path: Path = MEMINFO) -> dict[str, float] | None:
    """/proc/meminfo's amounts in GiB (Linux); None elsewhere."""
    try:
        lines = path.read_text().splitlines()
        return {
            name: int(value.split()[0]) / 1024**2
            for name, value in (line.split(":", 1) for line in lines)
        }
    except (OSError, ValueError, IndexError):
        return None


def _memory(path: Path = MEMINFO) -> str | None:
    """Total and available memory; None where /proc/meminfo is not."""
    fields = _meminfo(path)
    if fields is None or "MemTotal" not in fields or "MemAvailable" not in fields:
        return None
    return f"{fields['MemTotal']:.1f} GiB total, {fields['MemAvailable']:.1f} GiB available"


def _swap(path: Path = MEMINFO) -> str | None:
    """The swap space set up and free: "none" when there is none (fresh22 machine-49 was
    answered with the disk's free space)."""
    fields = _meminfo(path)
    if fields is None or "SwapTotal" not in fields:
        return None
    if fields["SwapTotal"] == 0:
        return "none"
    return f"{fields['SwapTotal']:.1f} GiB total, {fields.get('SwapFree', 0.0):.1f} GiB free"


def _disk(path: Path) -> str | None:
    try:
        usage = shutil.disk_usage(path)
    except OSError:
        return None
    # used as `df` counts it: of what users may fill (root's reserve left out)
    used = 100 * usage.used / (usage.used + usage.free) if usage.used + usage.free else 0.0
    return (
        f"{usage.free / 1024**3:.1f} GiB free of {usage.total / 1024**3:.1f} GiB ({used:.0f}% used)"
    )


MOUNTS = Path("/proc/self/mounts")


def _unescaped(field: str) -> str:
    """A /proc/mounts field as the path it names (spaces and tabs are octal escapes there)."""
    return re.sub(r"\\([0-7]{3})", lambda m: chr(int(m[1], 8)), field)


def _file_system(path: Path, mounts: Path = MOUNTS) -> str | None:
    """The file system holding `path`, as the kernel mounted it: "ext4 (/dev/sda1 on /)". The
    mount whose point is the longest prefix of the path wins (the last mounted on ties)."""
    try:
        lines = mounts.read_text().splitlines()
        path = path.resolve()
    except OSError:
        return None
    best: tuple[int, str, str, str] | None = None
    for line in lines:
        fields = line.split()
        if len(fields) < 3:
            continue
        device, point, kind = _unescaped(fields[0]), _unescaped(fields[1]), fields[2]
        above = path == Path(point) or Path(point) in path.parents
        if above and (best is None or len(point) >= best[0]):
            best = (len(point), kind, device, point)
    return None if best is None else f"{best[1]} ({best[2]} on {best[3]})"


def _time_zone(now: datetime) -> str:
    """The zone's name where the system says it (TZ, /etc/timezone, the /etc/localtime link),
    its abbreviation and its offset from UTC: "Asia/Seoul (KST, UTC+09:00)"."""
    offset = now.utcoffset()
    minutes = int(offset.total_seconds() // 60) if offset is not None else 0
    sign = "+" if minutes >= 0 else "-"
    utc = f"UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"
    short = now.tzname() or ""
    details = ", ".join(dict.fromkeys(part for part in (short, utc) if part))
    key = _zone_key()
    return f"{key} ({details})" if key and key != short else details


def _zone_key() -> str | None:
    tz = os.environ.get("TZ", "").lstrip(":")
    if "/" in tz and not tz.startswith("/"):
        return tz
    try:
        return Path("/etc/timezone").read_text().split()[0]
    except (OSError, IndexError):
        pass
    try:
        target = str(Path("/etc/localtime").resolve())
    except OSError:
        return None
    return target.split("zoneinfo/", 1)[1] if "zoneinfo/" in target else None


def _operating_system() -> str:
    """The distribution's name and release, then the kernel ("Debian GNU/Linux 12 (bookworm),
    Linux 6.1.0"); the kernel alone where there is no os-release file."""
    kernel = f"{platform.system()} {platform.release()}".strip()
    try:
        release = platform.freedesktop_os_release()
    except OSError:
        return kernel
    name = release.get("PRETTY_NAME") or release.get("NAME")
    return f"{name}, {kernel}" if name else kernel


def _ip_addresses() -> str:
    """This machine's own addresses on its networks (`ip -j address`; loopback and link-local
    ones are no one's way to reach it), else the one it would reach the network from."""
    addresses: list[str] = []
    try:
        done = subprocess.run(
            ["ip", "-j", "address"], capture_output=True, text=True, timeout=2, check=True
        )
        for interface in json.loads(done.stdout):
            for info in interface.get("addr_info", []):
                address = ipaddress.ip_address(str(info.get("local", "")))
                if not (address.is_loopback or address.is_link_local):
                    addresses.append(str(address))
    except (OSError, subprocess.SubprocessError, ValueError):
        with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            udp.connect(("192.0.2.1", 9))  # no packet is sent: only the route is looked up
            addresses.append(udp.getsockname()[0])
    return ", ".join(dict.fromkeys(addresses)) or "none (not on a network)"


# systemd-resolved's stub: the servers it asks are in its own file
_STUB_RESOLVERS = ("127.0.0.53", "127.0.0.54")
RESOLV_CONF = Path("/etc/resolv.conf")
RESOLVED_CONF = Path("/run/systemd/resolve/resolv.conf")


def _nameservers(path: Path) -> list[str]:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    found = re.findall(r"^\s*nameserver\s+(\S+)", text, re.MULTILINE)
    return [address.split("%", 1)[0] for address in found]


def _dns_servers(resolv: Path = RESOLV_CONF, resolved: Path = RESOLVED_CONF) -> str | None:
    """The name servers this machine asks (resolv.conf; behind systemd-resolved's stub, the
    ones it forwards to as well)."""
    servers = _nameservers(resolv)
    if servers and all(server in _STUB_RESOLVERS for server in servers):
        upstream = _nameservers(resolved)
        if upstream:
            return f"{', '.join(upstream)} (through the local resolver {servers[0]})"
    return ", ".join(dict.fromkeys(servers)) or None


ROUTES = Path("/proc/net/route")
ROUTES6 = Path("/proc/net/ipv6_route")
_RTF_GATEWAY = 0x2
NET_DEVICES = Path("/sys/class/net")
_ARPHRD_ETHER = 1  # a link's type in /sys/class/net/*/type: Ethernet and Wi-Fi (the loopback: 772)
_ARPHRD_LOOPBACK = 772
_MAC = re.compile(r"[0-9a-f]{2}(?::[0-9a-f]{2}){5}")
_NO_MAC = "00:00:00:00:00:00"


def _default_gateways(routes: Path = ROUTES, routes6: Path = ROUTES6) -> str | None:
    """The routers this machine sends to by default: the kernel's default routes that go
    through a gateway (IPv4, then IPv6), as `ip route show default` would name them."""
    gateways: list[str] = []
    with contextlib.suppress(OSError, ValueError):
        for line in routes.read_text(encoding="ascii", errors="replace").splitlines()[1:]:
            fields = line.split()
            if len(fields) >= 4 and fields[1] == "00000000" and int(fields[3], 16) & _RTF_GATEWAY:
                # the kernel writes the address as a little-endian hex number
                gateways.append(
                    str(ipaddress.IPv4Address(int(fields[2], 16).to_bytes(4, "little")))
                )
    with contextlib.suppress(OSError, ValueError):
        for line in routes6.read_text(encoding="ascii", errors="replace").splitlines():
            fields = line.split()
            if len(fields) >= 10 and fields[1] == "00" and int(fields[0], 16) == 0:
                hop = int(fields[4], 16)
                if hop and fields[9] != "lo":
                    gateways.append(str(ipaddress.IPv6Address(hop)))
    return ", ".join(dict.fromkeys(gateways)) or None


def _mac_addresses(net: Path = NET_DEVICES) -> str | None:
    """The hardware (MAC) address of each network card, by its interface ("eth0
    02:42:ac:11:00:02"): Ethernet-like links only, the loopback and empty addresses left out;
    the cards (a link with a `device`) alone when there are any, not the virtual links."""
    cards: list[str] = []
    virtual: list[str] = []
    with contextlib.suppress(OSError):
        for link in sorted(net.iterdir()):
            with contextlib.suppress(OSError, ValueError):
                kind = int((link / "type").read_text(encoding="ascii").strip())
                address = (link / "address").read_text(encoding="ascii").strip().lower()
                if kind == _ARPHRD_ETHER and _MAC.fullmatch(address) and address != _NO_MAC:
                    shown = f"{link.name} {address}"
                    (cards if (link / "device").exists() else virtual).append(shown)
    return ", ".join(cards or virtual) or None


def _interfaces(net: Path = NET_DEVICES) -> str | None:
    """This machine's network interfaces by name, each with its state as the kernel gives it
    ("eth0 (up), lo (loopback)"): what `ip link` lists (fresh40 machine-86 named "Ethernet"
    with no look-up). /sys/class/net, else the socket library's list; None when neither."""
    names: list[str] = []
    with contextlib.suppress(OSError):
        names = sorted(link.name for link in net.iterdir())
    if not names:
        with contextlib.suppress(OSError, AttributeError):
            names = sorted({name for _, name in socket.if_nameindex()})
    shown: list[str] = []
    for name in names:
        state = ""
        with contextlib.suppress(OSError, ValueError):
            kind = int((net / name / "type").read_text(encoding="ascii").strip())
            state = "loopback" if kind == _ARPHRD_LOOPBACK else ""
        if not state:
            with contextlib.suppress(OSError):
                state = (net / name / "operstate").read_text(encoding="ascii").strip()
        shown.append(f"{name} ({state})" if state and state != "unknown" else name)
    return ", ".join(shown) or None


def _mtus(net: Path = NET_DEVICES) -> str | None:
    """Each interface's MTU, the largest packet it sends, with its state ("eth0 1400 (up), lo
    65536 (loopback)"): /sys/class/net/*/mtu, what `ip link` shows (fresh42 machine-90 was shown
    every other fact and said none); None where there is no such folder."""
    shown: list[str] = []
    with contextlib.suppress(OSError):
        for link in sorted(net.iterdir()):
            with contextlib.suppress(OSError, ValueError):
                mtu = int((link / "mtu").read_text(encoding="ascii").strip())
                kind = int((link / "type").read_text(encoding="ascii").strip())
                state = (link / "operstate").read_text(encoding="ascii").strip()
                state = "loopback" if kind == _ARPHRD_LOOPBACK else state
                shown.append(f"{link.name} {mtu} ({state})")
    return ", ".join(shown) or None


# the loopback said as left out: 「루프백 말고」, "not the loopback", "other than lo"
_NOT_LOOPBACK = re.compile(
    r"(?:루프백|\blo(?:opback)?\b)\S*\s*(?:말고|빼고|제외|아닌|아니라)"
    r"|\b(?:not|except|excluding|other than|besides|apart from|ignoring|ignore|not counting|"
    r"leaving out|without)\s+(?:the\s+)?"
    r"(?:loopback|lo)\b",
    re.IGNORECASE,
)
_LOOPBACK = re.compile(r"루프백|\bloopback\b|\blo\b", re.IGNORECASE)


def mtus_asked(value: str, request: str) -> list[tuple[str, str]]:
    """The (interface, MTU) pairs of the MTU line a request asks: the interfaces it names, else
    the loopback when asked alone, else the ones in use (up, or "unknown" as tunnels say; every
    one but the loopback when none is up) — the one a user means by "the network's MTU"."""
    found = re.findall(r"(\S+) (\d+) \(([^)]*)\)", value)
    edge = "A-Za-z0-9_-"  # 「eth0의」: a Korean ending is no part of the name
    named = [(name, mtu) for name, mtu, _ in found
             if re.search(rf"(?<![{edge}]){re.escape(name)}(?![{edge}])", request)]  # fmt: skip
    if named:
        return named
    if _LOOPBACK.search(request) and not _NOT_LOOPBACK.search(request):
        return [(name, mtu) for name, mtu, state in found if state == "loopback"]
    real = [(name, mtu, state) for name, mtu, state in found if state != "loopback"]
    used = [(name, mtu) for name, mtu, state in real if state in ("up", "unknown")]
    return used or [(name, mtu) for name, mtu, _ in real]


def _open_files() -> str:
    """How many files one program of this user may have open at once: the soft limit (what
    `ulimit -n` says, past which "too many open files" is raised) and the hard one it may be
    raised to ("soft 1024, hard 1048576"); fresh41 machine-87 was shown the other facts alone."""
    return _rlimit(resource.RLIMIT_NOFILE)


def _rlimit(which: int) -> str:
    """One per-user resource limit, soft and hard ("soft 8388608, hard unlimited"), as `ulimit`
    reads it: the open files (`ulimit -n`), and fresh46 machine-97 (the stack size, `ulimit -s`)
    and machine-98 (the processes one user may run at once, `ulimit -u`), which were shown the
    open files limit or the user name."""
    soft, hard = resource.getrlimit(which)
    said = ["unlimited" if n in (resource.RLIM_INFINITY, -1) else str(n) for n in (soft, hard)]
    return f"soft {said[0]}, hard {said[1]}"


def _page_size() -> str | None:
    """The memory page size, in bytes and KiB ("4096 bytes (4 KiB)"): what `getconf PAGESIZE`
    says; fresh43 machine-91 was shown the memory's size alone and said no page size."""
    with contextlib.suppress(ValueError, OSError, AttributeError):
        size = int(os.sysconf("SC_PAGE_SIZE"))
        return f"{size} bytes ({size // 1024} KiB)" if size % 1024 == 0 else f"{size} bytes"
    return None


PROC_STATUS = Path("/proc/self/status")


def _umask(status: Path = PROC_STATUS) -> str:
    """The file-creation mask new files and folders get ("0022"): the kernel's Umask line
    (Linux 4.7+), else by setting it and putting it back — collect runs in a thread, so the
    read-only /proc line is tried first; fresh44 machine-93 "What's my umask set to?" was
    answered "0022" from memory with no look-up."""
    with contextlib.suppress(OSError, ValueError, IndexError):
        for line in status.read_text(encoding="utf-8").splitlines():
            if line.startswith("Umask:"):
                return f"{int(line.split()[1], 8):04o}"
    mask = os.umask(0o022)
    os.umask(mask)
    return f"{mask:04o}"


def _name_length(path: Path) -> str | None:
    """The longest file name (NAME_MAX) and path (PATH_MAX) the file system holding `path`
    takes, in bytes ("255 bytes per name, 4096 per path"): what `getconf NAME_MAX .` says;
    fresh44 machine-94 「파일 이름은 최대 몇 바이트까지」 ran ls -l and said the path's 4096."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        name = int(os.pathconf(path, "PC_NAME_MAX"))
        with contextlib.suppress(OSError, ValueError, AttributeError):
            return f"{name} bytes per name, {int(os.pathconf(path, 'PC_PATH_MAX'))} per path"
        return f"{name} bytes per name"
    return None


PID_MAX = Path("/proc/sys/kernel/pid_max")


def _pid_limit(path: Path = PID_MAX) -> str | None:
    """The kernel's pid_max: process IDs go up to one less, then wrap round to the lowest free
    one ("32768 (the highest ID is 32767)"); fresh45 machine-95 "What's the highest process ID
    this system will hand out before it wraps around?" said 2,147,483,647 from memory."""
    with contextlib.suppress(OSError, ValueError):
        limit = int(path.read_text(encoding="utf-8").strip())
        return f"{limit} (the highest ID is {limit - 1})"
    return None


def _arg_max() -> str | None:
    """ARG_MAX: how many bytes one command's arguments and environment may take together, what
    `getconf ARG_MAX` says ("2097152 bytes (2 MiB)"); fresh45 machine-96 「명령어 하나에 넘길 수
    있는 인자 길이 한도(ARG_MAX)」 was shown every other fact and answered with the user name."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        size = int(os.sysconf("SC_ARG_MAX"))
        if size > 0 and size % (1024 * 1024) == 0:
            return f"{size} bytes ({size // (1024 * 1024)} MiB)"
        if size > 0 and size % 1024 == 0:
            return f"{size} bytes ({size // 1024} KiB)"
        return f"{size} bytes" if size > 0 else None
    return None


def _byte_order() -> str:
    """ "little-endian" or "big-endian": the order this CPU stores a number's bytes in (the
    one Python runs with); fresh43 machine-92 was shown every other fact instead."""
    return f"{sys.byteorder}-endian"


def _cpu_model() -> str | None:
    """The processor's name as the kernel gives it ("AMD EPYC 7551 32-Core Processor")."""
    try:
        text = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return platform.processor() or None
    for key in ("model name", "Model", "Hardware", "cpu model", "Processor"):
        found = re.search(rf"^{key}\s*:\s*(.+)$", text, re.MULTILINE)
        if found and found[1].strip():
            return " ".join(found[1].split())
    return platform.processor() or None


def _uptime(now: datetime) -> str | None:
    """How long since the machine started: "3 h 44 min (up since 2026-12-04 17:32)"."""
    try:
        seconds = float(Path("/proc/uptime").read_text(encoding="ascii").split()[0])
    except (OSError, ValueError, IndexError):
        return None
    boot = now - timedelta(seconds=seconds)
    return f"{duration_words(int(seconds), 'en')} (up since {boot:%Y-%m-%d %H:%M})"


def _days_in(year: int) -> int:
    return 366 if calendar.isleap(year) else 365


def _year_share(now: datetime) -> tuple[str, int, int]:
    """("92.9", 340, 365): the time since New Year's midnight over the year's length, in
    percent, today's day of the year and the year's days."""
    start = now.replace(month=1, day=1, hour=0, minute=0, second=0, microsecond=0)
    days = _days_in(now.year)
    share = (now - start).total_seconds() / (days * 86_400) * 100
    return f"{share:.1f}", now.timetuple().tm_yday, days


_LEAP_SAID = {True: N_("facts.leap_year"), False: N_("facts.common_year")}
_YEAR_NAMED = re.compile(r"(?<!\d)(1[6-9]\d\d|2\d\d\d)(?!\d)")


def _days_in_year(year: int) -> str:
    leap = calendar.isleap(year)
    return f"{_days_in(year)} ({year} is {'' if leap else 'not '}a leap year)"


def _year_length_said(year: int, language: str | None) -> str:
    """ "2028 is a leap year: it has 366 days." in the turn's language."""
    return t("facts.days_in_year", language, year=year, days=_days_in(year),
             leap=t(_LEAP_SAID[calendar.isleap(year)], language))  # fmt: skip


def year_length_answer(request: str, language: str | None) -> str | None:
    """ "Is 2028 a leap year?": the length of the one year a request names, or None."""
    years = set(_YEAR_NAMED.findall(request))
    if len(years) != 1 or not re.search(YEAR_LENGTH_NAMED, request, re.IGNORECASE):
        return None
    return _year_length_said(int(years.pop()), language)


def collect(workdir: Path, now: datetime | None = None) -> list[tuple[str, str]]:
    """(label, value) pairs, in the order they are shown."""
    now = (now or datetime.now()).astimezone()
    cores = os.cpu_count()
    facts = [
        ("user name", _user()),
        ("user ID", _ids()),
        ("home folder", str(Path.home())),
        ("login shell", _shell()),
        ("working directory", str(workdir)),
        ("date", f"{now:%Y-%m-%d} ({now:%A})"),
        ("days in this month", str(calendar.monthrange(now.year, now.month)[1])),
        ("day of the year", str(now.timetuple().tm_yday)),
        ("days in this year", _days_in_year(now.year)),
        ("share of the year gone", "{} % (day {} of {})".format(*_year_share(now))),
        ("week of the year", str(now.isocalendar().week)),
        ("Unix time", str(int(now.timestamp()))),
        ("time", f"{now:%H:%M:%S} {now.tzname() or ''}".strip()),
        ("time zone", _time_zone(now)),
        ("host name", socket.gethostname()),
        ("operating system", _operating_system()),
        ("CPU cores", str(cores) if cores else "unknown"),
        ("CPU model", _cpu_model() or "unknown"),
        ("CPU architecture", platform.machine() or "unknown"),
        ("byte order", _byte_order()),
    ]
    facts.append(("IP addresses", _ip_addresses()))
    facts.append(("DNS servers", _dns_servers() or f"none (no nameserver in {RESOLV_CONF})"))
    facts.append(("default gateway", _default_gateways() or "none (no default route)"))
    facts.append(("MAC addresses", _mac_addresses() or "none (no network card)"))
    facts.append(("network interfaces", _interfaces() or "none"))
    facts.append(("MTU", _mtus() or "unknown (no /sys/class/net)"))
    facts.append(("open files limit", _open_files()))
    facts.append(("stack size limit", _rlimit(resource.RLIMIT_STACK)))
    facts.append(("process limit", _rlimit(resource.RLIMIT_NPROC)))
    facts.append(("umask", _umask()))
    for label, value in (
        ("uptime", _uptime(now)),
        ("memory", _memory()),
        ("page size", _page_size()),
        ("swap", _swap()),
        ("disk", _disk(workdir)),
        ("file system", _file_system(workdir)),
        ("file name length", _name_length(workdir)),
        ("process ID limit", _pid_limit()),
        ("argument length limit", _arg_max()),
    ):
        if value is not None:
            facts.append((label, value))
    return facts


class SystemInfoTool(Tool[SystemInfoArgs]):
    name = "system_info"
    description = (
        "Facts about this computer right now: user name, home folder, login shell, working "
        "directory, today's date, the days in this month, the day and week of the year, the "
        "time and Unix time, the time in another city, the days until a date, time zone, host "
        "name, operating system and Linux distribution, IP addresses, DNS servers, the default "
        "gateway, network interfaces, CPU cores, model, architecture and byte order (endianness), "
        "uptime, memory, its page size and swap, free disk space, the disk's file system and the "
        "longest file name it takes, the open files, stack size and per-user process limits "
        "(ulimit), the umask, the highest process ID "
        "(pid_max) and the longest a command's arguments may be (ARG_MAX). Takes no arguments."
    )
    Args = SystemInfoArgs

    async def run(self, args: SystemInfoArgs, ctx: ToolContext) -> ToolResult:
        workdir = Path(ctx.workdir).expanduser().resolve()
        now = datetime.now().astimezone()
        days = (
            age_answer(ctx.request, now.date(), ctx.language)  # before the days since a date
            or month_workdays_answer(ctx.request, now.date(), ctx.language)  # fresh42
            or days_until_answer(ctx.request, now.date(), ctx.language)
            or weekday_until_answer(ctx.request, now.date(), ctx.language)  # fresh40 machine-85
            or days_since_answer(ctx.request, now.date(), ctx.language)
            or table_days_since_answer(ctx.request, workdir, now.date(), ctx.language)
            or rule_day_answer(ctx.request, now.date(), ctx.language)
            or day_count_answer(ctx.request, now.date(), ctx.language)  # before today's days on
            or date_after_answer(ctx.request, now.date(), ctx.language)
            or term_end_answer(ctx.request, now.date(), ctx.language)  # fresh36 machine-78
            or leap_day_answer(ctx.request, now.date(), ctx.language)  # fresh37 machine-79
            or weekday_monthday_answer(ctx.request, now.date(), ctx.language)  # fresh34
            or nth_weekday_answer(ctx.request, now.date(), ctx.language)  # fresh35
            or weekday_date_answer(ctx.request, now.date(), ctx.language)
            or date_weekday_answer(ctx.request, now.date(), ctx.language)
            or weekdays_left_answer(ctx.request, now.date(), ctx.language)
            or weekday_in_month_answer(ctx.request, now.date(), ctx.language)  # fresh28
            or workdays_left_answer(ctx.request, now.date(), ctx.language)
            or days_left_answer(ctx.request, now.date(), ctx.language)
            or hours_on_answer(ctx.request, now, ctx.language)
            or time_after_answer(ctx.request, now, ctx.language)  # fresh34
            or time_until_answer(ctx.request, now, ctx.language)
            or year_length_answer(ctx.request, ctx.language)
            or world_clock.gap_answer(ctx.request, now, ctx.language)  # fresh35
        )
        if days is not None:  # "12월 31일까지 며칠 남았어?": counted from today, said at once
            return ToolResult(days, final=True)
        facts = await asyncio.to_thread(collect, workdir, now)
        elsewhere = world_clock.clock_lines(ctx.request, now)
        if elsewhere:
            # "뉴욕은 지금 몇 시야?": that place's clock, said at once when it is all that is
            # asked; this machine's own clock only when asked too ("here and in New York")
            here = _HERE.search(ctx.request)
            said = world_clock.clock_answer(ctx.request, now, ctx.language)
            if said is not None and not here:
                return ToolResult(said, final=True)
            lines = [(label, value) for label, value in facts if here and label in ("date", "time")]
            return ToolResult("\n".join(f"{label}: {value}" for label, value in lines + elsewhere))
        asked = asked_about(ctx.request, [label for label, _ in facts])
        if len(asked) == 1 and not _more_than_one_fact(ctx.request, next(iter(asked))):
            # "지금 몇 시야?": the fact is the whole answer, said at once in the turn's language
            # (T4 final: no second model call, ~3 s on 2 cores). A question about another place
            # or with a condition ("enough memory for …?") is the model's to answer.
            label = asked.pop()
            value = dict(facts)[label]
            said = one_fact(label, value, now, ctx.language, ctx.request)
            return ToolResult(said, final=True)
        shown = [(label, value) for label, value in facts if not asked or label in asked]
        return ToolResult("\n".join(f"{label}: {value}" for label, value in shown))


_SENTENCES = {
    "user name": N_("facts.user_name"),
    "user ID": N_("facts.user_id"),
    "home folder": N_("facts.home_folder"),
    "login shell": N_("facts.login_shell"),
    "days in this month": N_("facts.days_in_month"),
    "day of the year": N_("facts.day_of_year"),
    "share of the year gone": N_("facts.year_gone"),
    "week of the year": N_("facts.week_of_year"),
    "Unix time": N_("facts.unix_time"),
    "working directory": N_("facts.working_directory"),
    "date": N_("facts.date"),
    "time": N_("facts.time"),
    "host name": N_("facts.host_name"),
    "operating system": N_("facts.operating_system"),
    "IP addresses": N_("facts.ip_addresses"),
    "DNS servers": N_("facts.dns_servers"),
    "default gateway": N_("facts.default_gateway"),
    "MAC addresses": N_("facts.mac_addresses"),
    "network interfaces": N_("facts.network_interfaces"),
    "MTU": N_("facts.mtu"),
    "open files limit": N_("facts.open_files"),
    "stack size limit": N_("facts.stack_limit"),
    "process limit": N_("facts.process_limit"),
    "CPU cores": N_("facts.cpu_cores"),
    "CPU model": N_("facts.cpu_model"),
    "CPU architecture": N_("facts.cpu_architecture"),
    "byte order": N_("facts.byte_order"),
    "page size": N_("facts.page_size"),
    "umask": N_("facts.umask"),
    "file name length": N_("facts.name_length"),
    "process ID limit": N_("facts.pid_limit"),
    "argument length limit": N_("facts.arg_max"),
    "uptime": N_("facts.uptime"),
    "time zone": N_("facts.time_zone"),
    "memory": N_("facts.memory"),
    "disk": N_("facts.disk"),
    "file system": N_("facts.file_system"),
    "swap": N_("facts.swap"),
}
# the length of this month: "이번 달은 며칠까지 있어?", "How many days are in this month?"
MONTH_LENGTH = (
    r"\bdays? (?:are |is )?in (?:this|the current) month\b"
    r"|\b(?:this|the current) month ha(?:s|ve)\b"
    r"|\blast day of (?:this|the) month\b"
    r"|이번\s*달(?:은|이|의)?\s*(?:며칠\s*(?:까지|이나|있)?|몇\s*일\s*(?:까지|이나|있)?|마지막\s*날)"
    r"|이번\s*달\s*말일"
)
# today's place in the year: "오늘이 올해 들어 몇 번째 날이야?", "what day of the year is it?"
DAY_OF_YEAR = (
    r"\bday of the year\b|\bday number\b|올해\s*(?:들어\s*)?몇\s*(?:번째|째)\s*날"
    r"|몇\s*번째\s*날"
)
# the year's length: "올해 윤년이야? 올해는 모두 며칠이야?", "Is this a leap year?" (fresh20)
YEAR_LENGTH = (
    r"\b(?:this|the current) year\b[^.?!]{0,20}\bleap\b|\bleap ?year\b[^.?!]{0,20}\bthis year\b"
    r"|\bis (?:it|this) (?:year )?a leap ?year\b"
    r"|올해[^.?!]{0,10}(?:윤년|평년)|(?:윤년|평년)[^.?!]{0,10}올해"
    r"|\bdays? (?:are |is )?in (?:this|the current) year\b|\b(?:this|the current) year ha(?:s|ve)\b"
    r"|올해(?:는|가)?\s*(?:모두|총|전부|다\s*해서)?\s*(?:며칠|몇\s*일)"
)
# the same of a year the request names: "Is 2028 a leap year?", "2024년은 며칠까지 있어?"
YEAR_LENGTH_NAMED = (
    r"\bleap ?years?\b|윤년|평년|\bdays? (?:are |is )?in (?:the year )?\d{4}\b"
    r"|\d{4}\s*년(?:은|는|에는)?\s*(?:모두|총|전부)?\s*(?:며칠|몇\s*일)"
)
# how much of the year has gone: "올해가 벌써 몇 퍼센트나 지나갔어?", "what percent of the year is
# over?" (fresh20)
YEAR_GONE = (
    r"\b(?:percent(?:age)?|%|share|fraction|proportion|how much) of (?:this|the) year\b"
    r"|올해\S*\s*(?:벌써\s*|이미\s*)?(?:몇\s*(?:퍼센트|%|프로)|얼마나)\S*\s*(?:지났|지나갔|흘렀|갔)"
)
# this machine's own clock asked for beside another place's
_HERE = re.compile(
    r"\bhere\b|\bmy time\b|\blocal time\b|여기|이곳|우리\s*(?:쪽|시간)", re.IGNORECASE
)
# another place's clock, another day, a number, a condition or a comparison: more than the
# fact is asked ("What day was 2024-06-05?", "What time is it in Seoul?", "내일은 무슨 요일?")
_NOT_ONE_FACT = re.compile(
    r"(?-i:\bin\s+[A-Z][a-z]+)|\btime difference\b|\benough\b|\bthan\b|\bif\b|\d"
    r"|\b(?:tomorrow|yesterday|ago|after|before|until|next|last|was|will)\b"
    r"|시차|에서는|에선|충분|보다|이면|라면|으면|내일|어제|모레|그제|전에|후에|뒤에|까지",
    re.IGNORECASE,
)
FILE_SYSTEM_WORDS = (
    r"\bfile ?systems?\b|\bfs type\b|\bformatted\b|\bformat(?:ted)? (?:as|with)\b"
    r"|파일\s*시스템|포맷|포매트"
)
_SPACE_ASKED = re.compile(
    r"\bfree\b|\bspace\b|\bfull\b|\bleft\b|\bused\b|남|용량|여유|공간", re.IGNORECASE
)
GATEWAY_WORDS = r"\bgateways?\b|\brouters?\b|\bdefault route\b|게이트웨이|라우터|기본\s*경로"
MAC_WORDS = (
    r"\bmac\b(?!\s*(?:os|book|mini|pro|air)\b)|\bhardware address\b|\bphysical address\b"
    r"|\bnetwork (?:card|adapter|interface card)s?\b|\bnic\b|\bethernet address\b"
    r"|맥\s*(?:주소|어드레스)|물리\s*주소|하드웨어\s*주소|랜\s*카드|네트워크\s*(?:카드|어댑터)"
)
# the interfaces by name: 「이 컴퓨터에 있는 네트워크 인터페이스 이름이 뭐뭐야?」 (fresh40
# machine-86), "Which network interfaces does this machine have?", 「랜 포트 이름」; not a user
# interface
INTERFACE_WORDS = (
    r"\bnetwork (?:interfaces?|devices?|links?|ports?)\b|\binterface names?\b|\bifconfig\b"
    r"|\bip link\b|네트워크\s*(?:인터페이스|장치|디바이스|포트)|인터페이스\s*(?:이름|목록|명)"
    r"|랜\s*포트"
)
# the largest packet an interface sends: 「네트워크 MTU가 얼마로 잡혀 있어?」 (fresh42 machine-90),
# "What's the MTU of eth0?", 'maximum transmission unit', 「최대 전송 단위」
MTU_WORDS = r"\bmtu\b|\bmaximum transmission unit\b|최대\s*전송\s*단위|(?<![A-Za-z])MTU"
# how many files a program may have open ("I keep getting 'too many open files' errors. What's
# my limit on open files?": fresh41 machine-87), `ulimit -n`, nofile, 「열 수 있는 파일 개수
# 제한」, 「파일 디스크립터 한도」: open files beside a limit; not the files open now
OPEN_FILES = (
    r"\bopen[- ]files?\b|\bfile (?:descriptor|handle)s?\b|파일\s*(?:디스크립터|핸들)|오픈\s*파일"
    r"|(?:열\s*수\s*있는|동시에\s*열|열린|여는|열어\s*둘\s*수\s*있는)\s*파일"
)
# a program's stack size limit: "What's the stack size limit for programs I run on this
# machine? The ulimit, I mean." (fresh46 machine-97 was told the open files limit), `ulimit -s`,
# 「스택 크기 제한」: the stack beside a size or a limit; not a data structure's stack (push, pop)
STACK_LIMIT_WORDS = (
    r"\bulimit\s+-s\b|\brlimit_stack\b|(?:^(?![\s\S]*(?:\bpush|\bpop|푸시|팝))"
    r"(?=[\s\S]*(?:\blimits?\b|\bmax(?:imum)?\b|\bulimit\b|\bsize\b|\bhow (?:big|large|deep)\b"
    r"|제한|한도|한계|최대|크기|사이즈|용량|얼마))"
    r"[\s\S]*(?:\bstack\s*(?:size|limit)|스택\s*(?:크기|사이즈|용량|제한|한도|한계|메모리)"
    r"|(?:\bulimit\b|제한|한도)[\s\S]*(?:\bstack\b|스택)|\bhow (?:big|large|deep) can (?:the|a|my)"
    r" (?:program'?s? )?stack\b))"
)
# how many processes one user may run at once: 「내 계정으로 동시에 돌릴 수 있는 프로세스 개수
# 한도」 (fresh46 machine-98 was told the user name), `ulimit -u`, nproc, "max user processes":
# processes counted beside a limit; not the processes running now or the highest process ID
_PROCESSES = r"\bprocess(?:es)?\b(?!\s*(?:ids?|numbers?)\b)|프로세스(?!\s*(?:ID|아이디|번호))"
PROCESS_LIMIT_WORDS = (
    r"\bulimit\s+-u\b|\bnproc\b|\brlimit_nproc\b|\bmax(?:imum)? user processes\b"
    r"|(?:^(?=[\s\S]*(?:\blimits?\b|\bmax(?:imum)?\b|\bcap\b|\bulimit\b|한도|한계|제한|최대|상한"
    r"|몇\s*개까지))(?=[\s\S]*(?:\bhow many\b|\bnumber of\b|\bat (?:once|a time)\b|\bper user\b"
    r"|\bcan i\b|\bmay\b|\bulimit\b|개수|몇\s*개|동시에|한\s*번에|계정|사용자))"
    rf"[\s\S]*(?:{_PROCESSES}))"
)
OPEN_FILES_WORDS = (
    r"(?:^(?=[\s\S]*(?:\blimits?\b|\bmax(?:imum)?\b|\ballowed\b|\bcan\b|\bmay\b|\btoo many\b"
    rf"|제한|한도|한계|최대|몇\s*개까지|너무\s*많))[\s\S]*(?:{OPEN_FILES}))"
    # a bare `ulimit` is the open files one unless the stack or the processes are named
    # (fresh46 machine-97 "the stack size limit … The ulimit, I mean." was told open files)
    r"|\bulimit\s+-n\b|(?:^(?![\s\S]*(?:\bstack\b|스택|\bprocess(?:es)?\b|프로세스))"
    r"[\s\S]*\bulimit\b)|\bnofile\b|\brlimit_nofile\b"
)
# the size of one memory page: "What's the memory page size on this machine?" (fresh43
# machine-91 was told the memory's size), `getconf PAGESIZE`, 「메모리 페이지 크기」
PAGE_SIZE_WORDS = (
    r"\bpage ?sizes?\b|\bpage_size\b|\bsize of (?:a |one |each )?(?:memory )?page\b"
    r"|\bmemory pages?\b|페이지\s*(?:크기|사이즈|단위)|메모리\s*페이지"
)
# the mask new files get: "What's my umask set to?" (fresh44 machine-93 said one from memory),
# the file-creation mask, the default permissions new files get, 「기본 권한」
UMASK_WORDS = (
    r"\bumask\b|유마스크|\bfile[- ]creation mask\b|\bdefault (?:file )?permissions\b"
    r"|\bpermissions? (?:do )?new files\b|\bnew files? get\b|파일\s*생성\s*마스크"
    r"|새\s*파일\S*\s*(?:기본\s*)?권한|기본\s*(?:파일\s*)?권한"
)
# the longest file name the file system takes: 「여기 파일 시스템에서 파일 이름은 최대 몇 바이트까지
# 쓸 수 있어?」 (fresh44 machine-94 ran ls -l and said the path's 4096), "How long can a file
# name be?", NAME_MAX: a file's name beside a length or a limit; not a file's name asked
NAME_OF_FILE = r"\bfile ?names?\b|\bnames? of (?:a )?files?\b|파일\s*(?:이름|명)"
NAME_LENGTH_WORDS = (
    r"(?:^(?=[\s\S]*(?:\bcan\b|\bmay\b|\bmax(?:imum)?\b|\blimits?\b|\ballowed\b|\ballows?\b"
    r"|\bsupports?\b|최대|제한|한도|한계|쓸\s*수|될\s*수|가능|허용|몇\s*(?:바이트|글자|자)까지))"
    rf"[\s\S]*(?:{NAME_OF_FILE}))|\bname_max\b|\bpath_max\b"
)
# the highest process ID handed out: "What's the highest process ID this system will hand out
# before it wraps around?" (fresh45 machine-95 said 2,147,483,647 from memory), pid_max,
# 「PID 최댓값」, 「프로세스 번호는 몇 번까지」: a process's ID beside a limit or a wrap; not one
# program's PID or the highest of the processes running now
PROCESS_ID = (
    r"\bprocess ?(?:ids?|numbers?)\b|(?<![A-Za-z])pids?(?![A-Za-z])|프로세스\s*(?:ID|아이디|번호)"
)
PID_MAX_WORDS = (
    r"(?:^(?![\s\S]*(?:\brunning\b|\bin use\b|\bright now\b|\bcurrently\b|실행\s*중|돌고\s*있))"
    r"(?=[\s\S]*(?:\bhighest\b|\blargest\b|\bbiggest\b|\bmax(?:imum)?\b|\blimits?\b"
    r"|\bwrap|\broll(?:s|ed)? over\b|\bup to\b|\bhow (?:high|big|large)\b|최대|최댓값"
    r"|한도|한계|상한|제일\s*큰|가장\s*큰|몇\s*번까지))"
    rf"[\s\S]*(?:{PROCESS_ID}))|(?<![A-Za-z])pid[_ -]?max(?![A-Za-z])"
)
# how long one command's arguments may be: 「명령어 하나에 넘길 수 있는 인자 길이 한도(ARG_MAX)」
# (fresh45 machine-96 was shown every fact), "How long can a command line be?", 'argument list
# too long': a command's arguments beside a limit; not a function's arguments
_ARGUMENTS = r"\barg(?:ument)?s?\b|\bcommand[- ]lines?\b|인자|인수|명령\s*줄|커맨드\s*라인"
_COMMAND = r"\bcommands?\b|\bcommand[- ]lines?\b|\bshell\b|\bexec|명령|커맨드|셸|쉘"
ARG_MAX_WORDS = (
    r"(?<![A-Za-z])arg_?max(?![A-Za-z])|\bargument list too long\b|인자\s*목록이\s*너무\s*길"
    r"|(?:^(?=[\s\S]*(?:\blimits?\b|\bmax(?:imum)?\b|\blongest\b|\bhow (?:long|big|large|many "
    r"bytes)\b|\btoo long\b|한도|최대|제한|한계|얼마나\s*길|몇\s*바이트|넘길\s*수|줄\s*수))"
    rf"(?=[\s\S]*(?:{_COMMAND}))[\s\S]*(?:{_ARGUMENTS}))"
)
# the order a CPU stores bytes in: 「이 컴퓨터 CPU는 리틀 엔디언이야, 빅 엔디언이야?」 (fresh43
# machine-92 was shown every fact), "Is this machine big-endian?", endianness, 「바이트 순서」
BYTE_ORDER_WORDS = r"endian(?:ness)?\b|\bbyte[- ]?order(?:ing)?\b|엔디[언안]|바이트\s*(?:순서|오더)"
DNS_WORDS = r"\bdns\b|\bname\s*servers?\b|\bnameservers?\b|\bresolvers?\b|네임\s*서버|디엔에스"

# A time zone is this machine's only when the request says so ("이 컴퓨터 시간대 설정", "what
# time zone is this computer set to?"); "what time zone is Tokyo in?" is knowledge.
ZONE_WORDS = r"\btime\s*zones?\b|\btz\b|시간대|타임\s*존|표준시"
_ZONE = re.compile(ZONE_WORDS, re.IGNORECASE)
_THIS_MACHINE = re.compile(
    r"\b(?:this|my|the|our)\s+(?:computer|machine|system|pc|laptop|server|box)\b|\bhere\b"
    r"|\bset(?:ting)?\b|\bconfigured\b|(?:이|내|우리)\s*(?:컴퓨터|시스템|PC|노트북|머신|서버|기계)"
    r"|여기|설정|시스템",
    re.IGNORECASE,
)


def _more_than_one_fact(request: str, label: str) -> bool:
    if label == "days in this month":
        request = re.sub(MONTH_LENGTH, " ", request, flags=re.IGNORECASE)  # its own 까지
    if label == "file name length":
        request = request.replace("까지", " ")  # 「최대 몇 바이트까지」: the limit's own up-to
    if label == "MTU":
        request = re.sub(r"\b[A-Za-z]+\d[\w.-]*", " ", request)  # an interface's name: eth0
    if label in ("process ID limit", "argument length limit"):
        # "the highest PID it will hand out before it wraps around", 「몇 번까지」: the limit's
        # own words, no second fact
        request = re.sub(r"\b(?:before|will|until)\b|까지", " ", request, flags=re.IGNORECASE)
    if _NOT_ONE_FACT.search(request):
        return True
    return bool(_ZONE.search(request)) and not (
        label == "time zone" and _THIS_MACHINE.search(request)
    )


def _limit_said(value: str, language: str | None) -> str:
    """A limit's number as said: "unlimited" in the turn's language ("제한 없음")."""
    return t("facts.unlimited", language) if value == "unlimited" else value


def _count_said(value: str, language: str | None) -> str:
    """A count of processes as said ("96367 processes", 「96367개」), or "unlimited"."""
    return t("facts.count", language, n=value) if value.isdigit() else _limit_said(value, language)


def _stack_said(value: str, language: str | None) -> str:
    """A stack limit in whole MB or KB with its bytes ("8 MB (8388608 bytes)"), so it is heard
    the way people say it and matched to `ulimit -s`'s KB, or "unlimited"."""
    if not value.isdigit():
        return _limit_said(value, language)
    size = int(value)
    for unit, step in (("MB", 1024 * 1024), ("KB", 1024)):
        if size % step == 0:
            return t("facts.bytes_whole", language, whole=f"{size // step} {unit}", bytes=size)
    return t("facts.bytes", language, bytes=size)


def one_fact(label: str, value: str, now: datetime, language: str | None, request: str = "") -> str:
    """The sentence that answers a question about one fact ("It is 14:05 (UTC).")."""
    korean = language == "ko"
    if label == "date":
        weekday = KO_WEEKDAYS[now.weekday()] if korean else f"{now:%A}"
        value = (
            f"{now.year}년 {now.month}월 {now.day}일 {weekday}"
            if korean
            else (f"{weekday}, {now:%Y-%m-%d}")
        )
    elif label == "time":
        zone = f" ({now.tzname()})" if now.tzname() else ""
        value = f"{now.hour}시 {now.minute}분{zone}" if korean else f"{now:%H:%M}{zone}"
    elif label == "days in this year":
        return _year_length_said(now.year, language)
    elif label == "share of the year gone":
        percent, day, days = _year_share(now)
        return t(_SENTENCES[label], language, percent=percent, day=day, days=days)
    elif label == "uptime":  # "3 h 44 min (up since …)": the span in the turn's language
        since = re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d", value)
        span = _seconds_of(value.split("(")[0])
        return t(_SENTENCES[label], language, value=duration_words(span, language),
                 since=since[0] if since else "?")  # fmt: skip
    amounts = re.findall(r"\d+(?:\.\d+)?", value) if label in ("memory", "disk") else []
    if label == "memory" and len(amounts) == 2:  # "23.5 GiB total, 23.1 GiB available"
        return t(_SENTENCES[label], language, total=amounts[0], free=amounts[1])
    if label == "MTU":  # the interface asked (the one in use), not every one's
        asked = mtus_asked(value, request)
        if asked:
            value = ", ".join(f"{mtu} ({name})" for name, mtu in asked)
    if label == "page size":  # "4096 bytes (4 KiB)": the bytes and, when whole, the KiB
        size = re.findall(r"\d+", value)
        kib = t("facts.page_size_kib", language, kib=size[1]) if len(size) > 1 else ""
        return t(_SENTENCES[label], language, bytes=size[0], kib=kib)
    if label == "umask":  # "0022": the mask and the modes new files and folders get from it
        mask = int(value, 8)
        return t(_SENTENCES[label], language, mask=value, file=f"{0o666 & ~mask:03o}",
                 folder=f"{0o777 & ~mask:03o}")  # fmt: skip
    if label == "file name length":  # "255 bytes per name, 4096 per path"
        sizes = re.findall(r"\d+", value)
        path = t("facts.name_length_path", language, path=sizes[1]) if len(sizes) > 1 else ""
        return t(_SENTENCES[label], language, name=sizes[0], path=path)
    if label == "process ID limit":  # "32768 (the highest ID is 32767)"
        limit = int(value.split()[0])
        return t(_SENTENCES[label], language, highest=limit - 1, limit=limit)
    if label == "argument length limit":  # "2097152 bytes (2 MiB)": the bytes, and whole MiB
        in_bytes = value.split()[0]
        whole = re.search(r"\((\d+ (?:MiB|KiB))\)", value)
        whole_said = t("facts.arg_max_whole", language, whole=whole[1]) if whole else ""
        return t(_SENTENCES[label], language, bytes=in_bytes, whole=whole_said)
    if label == "byte order":  # "little-endian": said in the turn's language
        order = t(_BYTE_ORDERS[value], language)
        return t(_SENTENCES[label], language, order=order)
    if label == "stack size limit":  # "soft 8388608, hard unlimited": bytes, KB as ulimit -s
        soft, hard = re.findall(r"(?:soft|hard) ([^,\s]+)", value)
        return t(_SENTENCES[label], language, soft=_stack_said(soft, language),
                 hard=_stack_said(hard, language))  # fmt: skip
    if label == "process limit":  # "soft 96367, hard 96367": the soft one, the hard beside it
        soft, hard = re.findall(r"(?:soft|hard) ([^,\s]+)", value)
        return t(_SENTENCES[label], language, soft=_count_said(soft, language),
                 hard=_count_said(hard, language))  # fmt: skip
    if label == "open files limit":  # "soft 20000, hard 20000": both said, the soft one first
        soft, hard = re.findall(r"(?:soft|hard) ([^,\s]+)", value)
        return t(_SENTENCES[label], language, soft=soft, hard=hard)
    if label == "swap":
        if value == "none":
            return t("facts.swap_none", language)
        amounts = re.findall(r"\d+(?:\.\d+)?", value)
        return t(_SENTENCES[label], language, total=amounts[0], free=amounts[1])
    if label == "disk" and len(amounts) == 3:  # "68.2 GiB free of 252.0 GiB (73% used)"
        return t(_SENTENCES[label], language, total=amounts[1], free=amounts[0], used=amounts[2])
    return t(_SENTENCES[label], language, value=value)


_BYTE_ORDERS = {
    "little-endian": N_("facts.byte_order_little"),
    "big-endian": N_("facts.byte_order_big"),
}


def _seconds_of(words: str) -> int:
    """ "2 days 3 h 44 min" → its seconds (the inverse of `duration_words` in English)."""
    per = {"day": 86_400, "days": 86_400, "h": 3600, "min": 60}
    return sum(int(n) * per[unit] for n, unit in re.findall(r"(\d+)\s*(days?|h|min)\b", words))


# What a request asks about, by the label of its line. On 2 cores every token of a result costs
# the model ~25 ms to read: the kernel's version alone, not the ten facts (≈ 2 s saved).
_TOPICS = {
    "user name": r"\buser(?:\s*name)?\b(?!\s*(?:id|number))|\busername\b|\blog(?:ged)? in as\b"
    r"|\bwho am i\b|\baccount\b|(?:사용자|유저|계정)(?!\s*(?:ID|아이디|번호))|로그인",
    "user ID": r"\buser\s*id\b|\buid\b|\buser (?:id )?number\b|\bgroup id\b|\bgid\b"
    r"|(?:사용자|유저)\s*(?:ID|아이디|번호)",
    "home folder": r"\bhome\b|홈",
    "login shell": r"\bshell\b|셸|쉘",
    "days in this month": MONTH_LENGTH,
    "day of the year": DAY_OF_YEAR,
    "days in this year": YEAR_LENGTH,
    "share of the year gone": YEAR_GONE,
    "week of the year": r"\bweek (?:number|of the year)\b|\b(?:which|what) week\b|\bweek no\b"
    r"|몇\s*(?:번째\s*)?주\s*차|몇\s*번째\s*주|주\s*차(?:야|지|예요|인가|입니까)?",
    "Unix time": r"\bunix\b|\bepoch\b|\btime\s*stamp\b|유닉스|타임\s*스탬프|에포크",
    "working directory": r"\bworking (?:directory|folder)\b|\bcurrent (?:directory|folder)\b|"
    r"\bwhere am i\b|\bcwd\b|\bpwd\b|작업\s*(?:중인\s*)?(?:디렉|폴더|경로)"
    r"|현재\s*(?:디렉|폴더|경로)",
    "date": r"\bdate\b|\bday\b|\btoday\b|\bweekday\b|날짜|요일|며칠|오늘",
    "time": r"\btime\b(?!\s*zone)|\bclock\b|\bo'?clock\b|몇\s*시|시각"
    r"|(?:지금|현재)\s*시간(?!대)",
    "time zone": ZONE_WORDS,
    "host name": r"\bhost\s*name\b|\bhostname\b|\bcomputer(?:'s)? name\b|\bmachine(?:'s)? name\b"
    r"|호스트|컴퓨터\s*이름",
    "operating system": r"\boperating system\b|\bos\b|\bkernel\b|\blinux\b|\bwindows\b|"
    r"\bmacos\b|\bdistro\b|\bdistribution\b|\bdebian\b|\bubuntu\b|\bfedora\b"
    r"|운영\s*체제|커널|리눅스|윈도우|배포판|데비안|우분투",
    "IP addresses": r"\bip\b|\bip\s*address|\bnetwork address|아이피|IP\s*주소|네트워크\s*주소",
    "DNS servers": DNS_WORDS,
    "default gateway": GATEWAY_WORDS,
    "MAC addresses": MAC_WORDS,
    "network interfaces": INTERFACE_WORDS,
    "MTU": MTU_WORDS,
    "open files limit": OPEN_FILES_WORDS,
    "stack size limit": STACK_LIMIT_WORDS,
    "process limit": PROCESS_LIMIT_WORDS,
    # "CPU architecture" is not a question about cores
    "CPU cores": r"\bcores?\b|코어"
    r"|(?:\bcpus?\b|\bprocessors?\b|프로세서|씨피유)(?!\s*(?:의\s*)?(?:arch|아키텍|구조))",
    "CPU model": r"\b(?:kind|type|model|make|brand|name) of (?:cpu|processor|chip)\b"
    r"|\b(?:cpu|processor)(?:'s)? (?:model|name|type|kind|brand)\b"
    r"|\b(?:which|what) (?:cpu|processor)\b(?!\s*(?:arch|cores?))"
    r"|(?:CPU|씨피유|프로세서)\s*(?:모델|종류|이름|제품)|(?:어떤|무슨|어느)\s*(?:CPU|씨피유|프로세서)"
    r"|(?:CPU|씨피유|프로세서)\S*\s*(?:뭐|무엇|어떤)",
    "uptime": r"\buptime\b|\bup (?:for|since)\b|\bbeen (?:up|on|running)\b|\bbooted\b"
    r"|\b(?:since|last) (?:the )?(?:last )?boot|\bturned on\b|\bswitched on\b"
    r"|켜진\s*지|켜져\s*있|켠\s*지|부팅|가동\s*시간|업타임",
    "CPU architecture": r"\barch(?:itecture)?\b|\bx86|\barm64\b|\baarch64\b|\b(?:32|64)-?bit\b"
    r"|아키텍|(?:CPU|씨피유|프로세서)\s*(?:의\s*)?구조|(?:32|64)\s*비트",
    "byte order": BYTE_ORDER_WORDS,
    "page size": PAGE_SIZE_WORDS,
    "umask": UMASK_WORDS,
    "file name length": NAME_LENGTH_WORDS,
    "process ID limit": PID_MAX_WORDS,
    "argument length limit": ARG_MAX_WORDS,
    "memory": r"(?<!virtual )\bmemory\b|\bram\b|(?<!가상\s)(?<!가상)메모리|(?<![가-힣])램",
    "swap": r"\bswap|\bpage ?file\b|\bpaging\b|\bvirtual memory\b|스왑|가상\s*메모리|페이징",
    # 「파일 디스크립터」 is no disk
    "disk": r"\bdisk\b|\bstorage\b|\bspace\b|\bdrive\b|디스크(?!립터)|저장\s*(?:공간|용량)"
    r"|용량|하드",
    # "What file system is this computer's disk formatted with?" was answered with the free
    # space (fresh21 machine-47)
    "file system": FILE_SYSTEM_WORDS,
}


# the kind of file system asked beside the longest name: "what file system is it, and …"
_FS_KIND = re.compile(
    r"\bformat|\b(?:what|which) (?:kind of |type of )?file ?system\b|\btype\b|\bkind\b"
    r"|종류|형식|포맷|(?:무슨|어떤|어느)\s*파일\s*시스템|파일\s*시스템\S*\s*(?:뭐|무엇)",
    re.IGNORECASE,
)
_HOW_MANY = re.compile(r"\bcores?\b|코어|\bhow many\b|몇\s*개", re.IGNORECASE)


def asked_about(request: str, labels: list[str]) -> set[str]:
    """The labels `request` asks about; empty when it names none (then every fact is shown)."""
    asked = {
        label
        for label in labels
        if label in _TOPICS and re.search(_TOPICS[label], request, re.IGNORECASE)
    }
    if asked & {"days in this month", "day of the year", "days in this year",
                 "share of the year gone"}:  # fmt: skip
        asked.discard("date")  # "이번 달은 며칠까지?" is the month's length, not today's date
    if "share of the year gone" in asked:
        asked.discard("day of the year")  # its line holds the day too
    if "swap" in asked:
        # "any swap space set up?", "스왑 메모리": the swap, not the disk's space or the RAM
        rest = re.sub(r"(?:swap|스왑)\s*(?:space|memory|공간|메모리)?", " ", request, flags=re.I)
        if not re.search(r"\bdisk\b|디스크|하드", rest, re.IGNORECASE):
            asked.discard("disk")
        if not re.search(_TOPICS["memory"], rest, re.IGNORECASE):
            asked.discard("memory")
    if "file system" in asked and not _SPACE_ASKED.search(request):
        asked.discard("disk")  # "what is the disk formatted with?" is not its free space
    if "file name length" in asked and not _FS_KIND.search(request):
        # 「여기 파일 시스템에서 파일 이름은 최대 몇 바이트」: the name's limit, not the kind of
        # file system or its free space
        asked -= {"file system", "disk"}
    if "MTU" in asked:
        asked.discard("network interfaces")  # "the MTU of my network interface" is its MTU
    if "page size" in asked:
        # "the memory page size", 「메모리 페이지 크기」: one page's size, not the RAM's
        rest = re.sub(PAGE_SIZE_WORDS, " ", request, flags=re.IGNORECASE)
        if not re.search(_TOPICS["memory"], rest, re.IGNORECASE):
            asked.discard("memory")
    if "byte order" in asked and not _HOW_MANY.search(request):
        # 「CPU는 리틀 엔디언이야?」: the CPU's byte order, not its cores or its name
        asked -= {"CPU cores", "CPU model"}
    if "process limit" in asked:
        # 「내 계정으로 … 프로세스 개수 한도」: the account's limit, not its name (machine-98)
        asked -= {"user name", "process ID limit"}
    if asked & {"stack size limit", "process limit"}:
        asked.discard("open files limit")  # "the stack size … The ulimit, I mean" (machine-97)
    if "CPU model" in asked and not _HOW_MANY.search(request):
        asked.discard("CPU cores")  # "what kind of processor?" is not a count of them
    return asked
