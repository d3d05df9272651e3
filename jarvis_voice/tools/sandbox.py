"""Defence in depth (issue 13, item 4): a bash command no human looked at runs in an OS sandbox.

A rule lets a command run without asking (A4, A7). Rules are narrow, but a rule-allowed command
can still do more than the human had in mind when they said ALWAYS (`make test` runs whatever
the Makefile says). So such a command runs under bubblewrap (`bwrap`):

* the whole filesystem read-only, except the workspace (the tool's working directory,
  symlinks resolved), which is bound read-write; JARVIS_HOME stays read-only even inside the
  workspace (a command must not write itself new rules or settings);
* a private, empty /tmp (TMPDIR points there) and a private /run, so the host's socket folders
  (D-Bus, $XDG_RUNTIME_DIR with its agents, docker) are out of reach; the SSH agent socket too;
* its own network namespace — no network, not even loopback — unless every simple command of
  it matches a pattern of `security.sandbox_network` (rule syntax, "*" = all);
* its own PID namespace (it sees and signals only its own processes; they all end with it),
  no capabilities, and it dies with jarvis (`--die-with-parent`).

`security.sandbox` says which bash commands get it: "rules" (default: allowed by a rule),
"always" (also those a human allowed) or "off". A command a human allowed runs as before under
"rules". Where the sandbox cannot start (bwrap missing, user namespaces disabled), a rule alone
never runs the command: the approval gate asks a human instead (`rule_needs_human`), and this
is said once per process as a warning and by `jarvis doctor`. Whether it can start is tested
once per process and sandbox shape by running `bwrap … /bin/bash -c :`.

Reading is not restricted (the sandbox stops writes and network, not reads), and a command
that only a human allowed is not sandboxed unless `security.sandbox` is "always".
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from jarvis_voice.config import SecuritySettings
from jarvis_voice.i18n import N_, Msg
from jarvis_voice.paths import jarvis_home
from jarvis_voice.policy.reasons import Reason
from jarvis_voice.policy.rules import BashRuleIndex, Rule, match_bash

log = logging.getLogger(__name__)

PROBE_TIMEOUT_S = 10.0
BASH = "/bin/bash"
INSTALL_HINT = "sudo apt-get install bubblewrap"
# Kept visible inside the private /run: name resolution on systemd-resolved machines
# (/etc/resolv.conf links into it), for commands that were given the network.
_RUN_KEEP = ("/run/systemd/resolve",)
# Folders hidden by the private /tmp and /run: sockets under them need no extra mask.
_HIDDEN_ROOTS = (Path("/tmp"), Path("/run"), Path("/var/run"))


class _ToolLike(Protocol):
    @property
    def name(self) -> str: ...


@dataclass(frozen=True)
class Sandbox:
    """How one command runs sandboxed. `binary` is None when the bwrap program was not found."""

    binary: str | None
    configured: str  # security.sandbox_bwrap as written (for messages)
    workspace: Path  # resolved; bound read-write
    network: bool
    read_only: tuple[Path, ...] = ()  # inside the workspace, kept read-only (JARVIS_HOME)
    masked_dirs: tuple[Path, ...] = ()  # emptied (tmpfs): $XDG_RUNTIME_DIR outside /run
    masked_files: tuple[Path, ...] = ()  # replaced by /dev/null: the SSH agent socket
    why: str = "allowed by a rule"

    def argv(self, command: Sequence[str]) -> list[str]:
        """The bwrap command line that runs `command` in this sandbox. Order matters: a later
        mount lies over an earlier one (the workspace may be under /tmp; JARVIS_HOME in it)."""
        argv = [
            self.binary or self.configured,
            "--die-with-parent",
            "--unshare-pid",
            *([] if self.network else ["--unshare-net"]),
            "--cap-drop", "ALL",  # root keeps no capabilities (it could remount / read-write)
            "--ro-bind", "/", "/",
            "--dev", "/dev",
            "--proc", "/proc",
            "--tmpfs", "/tmp",
            "--tmpfs", "/run",
        ]  # fmt: skip
        for keep in _RUN_KEEP:
            argv += ["--ro-bind-try", keep, keep]
        for folder in self.masked_dirs:
            argv += ["--tmpfs", str(folder)]
        ws = str(self.workspace)
        argv += ["--bind", ws, ws]
        for path in self.read_only:
            argv += ["--ro-bind", str(path), str(path)]
        for path in self.masked_files:
            argv += ["--ro-bind", "/dev/null", str(path)]
        argv += ["--setenv", "TMPDIR", "/tmp", "--chdir", ws, *command]
        return argv

    def note(self) -> str:
        """The one line a sandboxed result ends with, so the model knows why a write failed."""
        network = "network allowed" if self.network else "no network"
        return (
            f"[ran in the OS sandbox ({self.why}): read-only outside {self.workspace}, "
            f"private /tmp, {network}]"
        )

    def problem(self, *, warn: bool = True) -> str | None:
        """None when this sandbox starts here; else why not (tested once per process). `warn`:
        the first time a problem is found, say so in a warning (stderr)."""
        found: str | None
        if self.binary is None:
            found = f"bubblewrap is not installed ({self.configured!r} not found)"
        else:
            key = tuple(self.argv([BASH, "-c", ":"]))
            with _LOCK:
                known, found = key in _PROBES, _PROBES.get(key)
            if not known:
                found = _probe(list(key))
                with _LOCK:
                    _PROBES[key] = found
        if found is not None and warn:
            _warn_once(found)
        return found

    def failed_to_start(self, message: str) -> None:
        """A run found it cannot start after all: later calls ask a human instead."""
        with _LOCK:
            _PROBES[tuple(self.argv([BASH, "-c", ":"]))] = message
        _warn_once(message)


_LOCK = threading.Lock()
_PROBES: dict[tuple[str, ...], str | None] = {}
_WARNED: set[str] = set()


def forget_probes() -> None:
    """Test again on next use (tests; a user who just installed bubblewrap restarts anyway)."""
    with _LOCK:
        _PROBES.clear()
        _WARNED.clear()


def _warn_once(problem: str) -> None:
    with _LOCK:
        first = problem not in _WARNED
        _WARNED.add(problem)
    if first:
        log.warning(
            "OS sandbox unavailable: %s — bash commands allowed by a rule ask a human instead",
            problem,
        )


def _probe(argv: list[str]) -> str | None:
    try:
        done = subprocess.run(
            argv,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=PROBE_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return f"{argv[0]} did not finish a test run within {PROBE_TIMEOUT_S:g} s"
    except OSError as exc:
        return f"{argv[0]} cannot be run: {exc.strerror or exc}"
    if done.returncode == 0:
        return None
    said = next((line.strip() for line in done.stderr.splitlines() if line.strip()), "")
    return f"bwrap cannot start a sandbox here ({said or f'exit code {done.returncode}'})"


def wanted(security: SecuritySettings, allowed_by: Reason | None) -> str | None:
    """Why a bash call allowed for `allowed_by` is sandboxed, or None when it is not."""
    if allowed_by is Reason.RULE_MATCHED and security.sandbox != "off":
        return "allowed by a rule"
    return "security.sandbox=always" if security.sandbox == "always" else None


def network_granted(security: SecuritySettings, command: str) -> bool:
    """Every simple command of `command` matches a `security.sandbox_network` pattern."""
    patterns = security.sandbox_network
    if "*" in patterns:
        return True
    rules = [Rule(tool="bash", pattern=pattern) for pattern in patterns]
    return bool(rules) and match_bash(command, [BashRuleIndex(rules)]) is not None


def sandbox_for(
    security: SecuritySettings,
    allowed_by: Reason | None,
    command: str,
    workdir: Path,
    *,
    home: Path | None = None,
    environ: Mapping[str, str] | None = None,
) -> Sandbox | None:
    """The sandbox this bash call runs in, or None when it runs unsandboxed."""
    why = wanted(security, allowed_by)
    if why is None:
        return None
    environ = os.environ if environ is None else environ
    workspace = Path(workdir).expanduser().resolve()
    home = (home or jarvis_home()).expanduser().resolve()
    read_only: tuple[Path, ...] = ()
    if home == workspace or workspace in home.parents:
        try:  # made now, so a command cannot create it (with rules of its own) in the workspace
            home.mkdir(parents=True, exist_ok=True)
            read_only = (home,)
        except OSError:
            read_only = ()
    runtime = environ.get("XDG_RUNTIME_DIR")
    masked_dirs = tuple(
        path for path in _existing(runtime, directory=True) if _outside(path, workspace)
    )
    masked_files = tuple(
        path
        for path in _existing(environ.get("SSH_AUTH_SOCK"), directory=False)
        if _outside(path, workspace)
    )
    return Sandbox(
        binary=shutil.which(security.sandbox_bwrap),
        configured=security.sandbox_bwrap,
        workspace=workspace,
        network=network_granted(security, command),
        read_only=read_only,
        masked_dirs=masked_dirs,
        masked_files=masked_files,
        why=why,
    )


def _existing(raw: str | None, *, directory: bool) -> list[Path]:
    if not raw:
        return []
    try:
        path = Path(raw).resolve()
        exists = path.is_dir() if directory else path.exists() and not path.is_dir()
    except (OSError, RuntimeError, ValueError):
        return []
    return [path] if exists else []


def _outside(path: Path, workspace: Path) -> bool:
    """Not already hidden by the private /tmp or /run, and not the workspace's own."""
    hidden = any(path == root or root in path.parents for root in _HIDDEN_ROOTS)
    inside = path == workspace or workspace in path.parents  # the workspace's own: left alone
    return not hidden and not inside


def rule_needs_human(
    security: SecuritySettings,
    tool: _ToolLike,
    allowed_by: Reason,
    args: Mapping[str, Any],
    workdir: Path,
) -> str | None:
    """For the approval gate: why a rule alone may not run this call (its sandbox cannot start),
    or None when it may."""
    if allowed_by is not Reason.RULE_MATCHED or not getattr(tool, "os_sandbox", False):
        return None
    command = args.get("command")
    command = command if isinstance(command, str) else ""
    sandbox = sandbox_for(security, allowed_by, command, workdir)
    return None if sandbox is None else sandbox.problem()


def status(security: SecuritySettings, workdir: Path) -> tuple[str | None, Msg]:
    """For `jarvis doctor`: (problem or None, one line on what the sandbox does here)."""
    if security.sandbox == "off":
        return None, Msg("doctor.d.sandbox_off")
    sandbox = sandbox_for(security, Reason.RULE_MATCHED, "", workdir)
    assert sandbox is not None  # "rules" and "always" both sandbox rule-allowed commands
    problem = sandbox.problem(warn=False)  # doctor's line says it; no second one on stderr
    if problem is not None:
        always = security.sandbox == "always"
        key = N_("doctor.d.sandbox_broken_always") if always else N_("doctor.d.sandbox_broken")
        said = (
            Msg("doctor.d.bwrap_missing", configured=repr(sandbox.configured))
            if sandbox.binary is None
            else problem  # bubblewrap's own words
        )
        return problem, Msg(key, problem=said)
    every = security.sandbox == "always"
    key = N_("doctor.d.sandbox_always") if every else N_("doctor.d.sandbox_rules")
    network = Msg("doctor.d.sandbox_network") if security.sandbox_network else ""
    return None, Msg(key, binary=sandbox.binary, workspace=sandbox.workspace, network=network)
