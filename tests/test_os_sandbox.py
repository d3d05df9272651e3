"""Issue 13.4, defence in depth: a bash command allowed by a rule runs in the OS sandbox.

Real bubblewrap and real processes: writes inside the workspace work, writes outside fail and
leave nothing behind, the network (a loopback TCP server of the test) is out of reach, a human
ALLOW runs as before, and where bwrap cannot start a rule-allowed call asks a human instead.
(`tests/test_sandbox.py` is about the approval gate; this file is about the OS sandbox.)
"""

from __future__ import annotations

import asyncio
import logging
import random
import shutil
import socket
import stat
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from extensions_support import call, calls, make_agent, run, say, tool_messages
from jarvis_voice.approval.base import Answer
from jarvis_voice.approval.gate import ApprovalGate
from jarvis_voice.cli.doctor import Verdict, run_checks
from jarvis_voice.config import SecuritySettings, load_settings
from jarvis_voice.errors import ConfigError
from jarvis_voice.policy.decision import Outcome, Reason
from jarvis_voice.tools import sandbox as os_sandbox
from jarvis_voice.tools.base import ToolContext, ToolResult
from jarvis_voice.tools.builtin import BashTool
from jarvis_voice.tools.sandbox import network_granted, sandbox_for
from support import ScriptedApprover

RULE = Reason.RULE_MATCHED
READ_ONLY = "Read-only file system"
NOTE = "[ran in the OS sandbox (allowed by a rule): read-only outside "


def _real_problem() -> str | None:
    if shutil.which("bwrap") is None:
        return "bwrap is not installed (apt-get install bubblewrap)"
    with tempfile.TemporaryDirectory() as folder:
        found = sandbox_for(SecuritySettings(), Reason.RULE_MATCHED, "", Path(folder))
        assert found is not None
        return found.problem(warn=False)


REAL = pytest.mark.skipif(
    (why := _real_problem()) is not None, reason=f"the OS sandbox cannot start here: {why}"
)


@pytest.fixture(autouse=True)
def fresh_probes() -> Iterator[None]:
    os_sandbox.forget_probes()
    yield
    os_sandbox.forget_probes()


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    folder = tmp_path / "ws"
    folder.mkdir()
    return folder


@pytest.fixture
def outside() -> Iterator[Path]:
    """A folder outside the workspace and outside /tmp (so not hidden by the private /tmp)."""
    folder = Path(tempfile.mkdtemp(prefix="jarvis-sandbox-test-", dir="/var/tmp"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def rules(home: Path, *patterns: str) -> None:
    lines = "".join(f"  - {{tool: bash, pattern: {p}}}\n" for p in patterns)
    (home / "approvals.yaml").write_text("rules:\n" + lines)


def bash(ws: Path, command: str, allowed_by: Reason | None, **security: Any) -> ToolResult:
    settings = load_settings(security=security) if security else None
    ctx = ToolContext(workdir=ws, settings=settings, allowed_by=allowed_by)
    tool = BashTool()
    return asyncio.run(tool.run(tool.Args(command=command), ctx))


def fake_bwrap(folder: Path, body: str) -> Path:
    """A stand-in `bwrap` program: a shell script that logs its calls to `calls.log`."""
    folder.mkdir(parents=True, exist_ok=True)
    script = folder / "bwrap"
    script.write_text(f'#!/bin/sh\necho "$*" >> "{folder}/calls.log"\n{body}\n')
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


class Listener:
    """A TCP server on the host's loopback that records every connection it accepts."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen()
        self.sock.settimeout(0.2)
        self.port = self.sock.getsockname()[1]
        self.received: list[bytes] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with conn:
                conn.settimeout(2)
                try:
                    self.received.append(conn.recv(100))
                except OSError:
                    self.received.append(b"")

    def close(self) -> None:
        self._stop.set()
        self._thread.join(2)
        self.sock.close()


@pytest.fixture
def listener() -> Iterator[Listener]:
    server = Listener()
    yield server
    server.close()


def processes_with(marker: str) -> list[int]:
    """Host pids whose command line contains `marker` (zombies count as gone)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if marker in cmdline and state != "Z" and "pytest" not in cmdline:
            found.append(int(entry.name))
    return found


def gone(marker: str, within_s: float = 3.0) -> bool:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if not processes_with(marker):
            return True
        time.sleep(0.05)
    return not processes_with(marker)


# ---------------------------------------------------------------- the sandbox itself


@REAL
def test_a_rule_allowed_command_writes_inside_the_workspace(ws: Path) -> None:
    result = bash(ws, "echo hello > made.txt && mkdir -p sub && cp made.txt sub/", RULE)
    assert not result.is_error, result.content
    assert (ws / "made.txt").read_text() == "hello\n" and (ws / "sub" / "made.txt").exists()
    lines = result.content.splitlines()
    assert lines[-2] == f"{NOTE}{ws.resolve()}, private /tmp, no network]"
    assert lines[-1] == "[exit code: 0]"


@REAL
@pytest.mark.parametrize("where", ["var-tmp", "home"])
def test_a_rule_allowed_write_outside_the_workspace_fails(
    ws: Path, outside: Path, where: str
) -> None:
    base = outside if where == "var-tmp" else Path.home()
    target = base / f"jarvis-sandbox-escape-{random.randrange(10**9)}.txt"
    try:
        result = bash(ws, f"echo escaped > {target}", RULE)
        assert result.is_error
        assert READ_ONLY in result.content and NOTE in result.content
        assert not target.exists()
    finally:
        target.unlink(missing_ok=True)


@REAL
def test_tmp_is_private_and_the_host_tmp_is_untouched(ws: Path, tmp_path: Path) -> None:
    host_file = tmp_path / "host.txt"  # under /tmp on the host, outside the workspace
    host_file.write_text("host")
    command = (
        f"cat {host_file}; echo inside > /tmp/private.txt && cat /tmp/private.txt; echo $TMPDIR"
    )
    result = bash(ws, command, RULE)
    assert "No such file or directory" in result.content  # the host's /tmp is not there
    assert "inside\n/tmp\n" in result.content  # a private /tmp works, TMPDIR points to it
    assert host_file.read_text() == "host" and not Path("/tmp/private").exists()


@REAL
def test_jarvis_home_inside_the_workspace_stays_read_only(
    ws: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = ws / ".jarvis"
    monkeypatch.setenv("JARVIS_HOME", str(home))
    result = bash(ws, "echo '- {tool: bash, pattern: rm}' >> .jarvis/approvals.yaml", RULE)
    assert READ_ONLY in result.content
    assert not (home / "approvals.yaml").exists()
    assert not bash(ws, "touch beside-home.txt", RULE).is_error  # the rest stays writable


@REAL
def test_the_network_is_unshared(ws: Path, listener: Listener) -> None:
    command = f"echo hi > /dev/tcp/127.0.0.1/{listener.port} && echo sent"
    result = bash(ws, command, RULE)
    assert result.is_error and "sent" not in result.content
    assert "no network]" in result.content
    time.sleep(0.3)
    assert listener.received == []
    # the same command with no sandbox reaches the server: the listener itself works
    plain = bash(ws, command, Reason.HUMAN_ALLOW)
    assert not plain.is_error and "sent" in plain.content
    assert _eventually(lambda: listener.received == [b"hi\n"])


@REAL
@pytest.mark.skipif(shutil.which("curl") is None, reason="needs curl")
def test_security_sandbox_network_grants_the_network_to_matching_commands(
    ws: Path, listener: Listener
) -> None:
    command = f"curl -s --max-time 5 -o /dev/null http://127.0.0.1:{listener.port}/granted"
    blocked = bash(ws, command, RULE, sandbox_network=["git fetch"])
    assert "no network]" in blocked.content
    time.sleep(0.3)
    assert listener.received == []
    granted = bash(ws, command, RULE, sandbox_network=["git fetch", "curl -s"])
    assert "network allowed]" in granted.content, granted.content
    assert _eventually(lambda: len(listener.received) == 1)
    assert listener.received[0].startswith(b"GET /granted ")
    everything = bash(ws, f"echo hi > /var/tmp/x-{listener.port}", RULE, sandbox_network="*")
    assert "network allowed]" in everything.content
    assert READ_ONLY in everything.content  # the network, not the filesystem


def test_network_patterns_follow_the_rule_matcher() -> None:
    granted = SecuritySettings(sandbox_network=["git fetch", "curl -s"])
    assert network_granted(granted, "git fetch origin")
    assert network_granted(granted, "git fetch && curl -s https://example.org")
    assert not network_granted(granted, "git fetch && wget https://example.org")  # every part
    assert not network_granted(granted, "git push")
    assert not network_granted(granted, "git fetch; $(curl evil)")
    assert not network_granted(SecuritySettings(), "git fetch")
    assert network_granted(SecuritySettings(sandbox_network=["*"]), "anything at all")


@REAL
def test_timeout_kills_every_process_through_bwrap(ws: Path) -> None:
    marker = f"{random.randrange(100, 999)}.{random.randrange(10**6)}"
    command = f"sleep {marker} & bash -c 'sleep {marker}' & setsid sleep {marker} & echo up; wait"
    settings = load_settings()
    ctx = ToolContext(workdir=ws, settings=settings, allowed_by=RULE)
    tool = BashTool()
    started = time.monotonic()
    result = asyncio.run(tool.run(tool.Args(command=command, timeout_s=1.5), ctx))
    assert time.monotonic() - started < 6
    assert result.content.startswith("command timed out after 1.5 s") and "up" in result.content
    assert NOTE in result.content
    assert gone(marker), processes_with(marker)


@REAL
def test_background_processes_end_with_the_sandboxed_command(ws: Path) -> None:
    marker = f"{random.randrange(100, 999)}.{random.randrange(10**6)}"
    result = bash(ws, f"setsid sleep {marker} >/dev/null 2>&1 & echo started", RULE)
    assert not result.is_error and result.content.startswith("started\n")
    assert gone(marker), processes_with(marker)


@REAL
def test_cancellation_kills_the_sandbox(ws: Path) -> None:
    marker = f"{random.randrange(100, 999)}.{random.randrange(10**6)}"

    async def scenario() -> None:
        tool = BashTool()
        ctx = ToolContext(workdir=ws, allowed_by=RULE)
        task = asyncio.create_task(tool.run(tool.Args(command=f"sleep {marker}"), ctx))
        for _ in range(250):
            if processes_with(marker):
                break
            await asyncio.sleep(0.02)
        assert processes_with(marker)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(scenario())
    assert gone(marker), processes_with(marker)


@REAL
def test_security_sandbox_always_and_off(ws: Path, outside: Path) -> None:
    target = outside / "human.txt"
    always = bash(ws, f"touch {target}", Reason.HUMAN_ALLOW, sandbox="always")
    assert READ_ONLY in always.content and not target.exists()
    assert "[ran in the OS sandbox (security.sandbox=always): read-only outside" in always.content
    off = bash(ws, f"touch {target}", RULE, sandbox="off")
    assert not off.is_error and target.exists() and "sandbox" not in off.content


def test_a_human_allowed_or_ungated_command_is_not_sandboxed_by_default(
    ws: Path, outside: Path
) -> None:
    for allowed_by in (Reason.HUMAN_ALLOW, Reason.HUMAN_ALWAYS, None):
        target = outside / f"{allowed_by}.txt"
        result = bash(ws, f"touch {target} && echo done", allowed_by)
        assert result.content == "done\n[exit code: 0]" and target.exists()


# ---------------------------------------------------------------- through the whole pipeline


@REAL
def test_rule_allowed_in_a_turn_runs_sandboxed_without_asking(
    ws: Path, outside: Path, jarvis_home: Path
) -> None:
    rules(jarvis_home, "touch")
    target = outside / "escape.txt"
    steps = [calls(call("bash", command=f"touch inside.txt {target}")), say("Done.")]
    approver = ScriptedApprover()  # no answers: asking would fail the test
    agent, backend, _ = make_agent(ws, steps, approver)
    result = run(agent, "make the files")
    assert approver.requests == []
    assert result.outcomes[0].decision is not None
    assert result.outcomes[0].decision.reason is Reason.RULE_MATCHED
    (message,) = tool_messages(backend, 1)
    assert READ_ONLY in message.content and NOTE in message.content
    assert (ws / "inside.txt").exists() and not target.exists()


def test_a_human_allow_in_a_turn_runs_as_before(ws: Path, outside: Path, jarvis_home: Path) -> None:
    target = outside / "human.txt"
    steps = [calls(call("bash", command=f"touch {target}")), say("Done.")]
    approver = ScriptedApprover(Answer.ALLOW)
    agent, backend, _ = make_agent(ws, steps, approver)
    run(agent, "make the file")
    assert len(approver.requests) == 1 and target.exists()
    (message,) = tool_messages(backend, 1)
    assert message.content == "(no output)\n[exit code: 0]"


@pytest.mark.parametrize("how", ["missing binary", "no bwrap on PATH"])
def test_no_sandbox_means_a_rule_allowed_call_asks_a_human(
    ws: Path, jarvis_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    rules(jarvis_home, "touch")
    security: dict[str, Any] = {}
    if how == "missing binary":
        security["sandbox_bwrap"] = str(tmp_path / "no-such" / "bwrap")
    else:  # a PATH with touch on it, but no bwrap
        bin_dir = tmp_path / "bin"
        bin_dir.mkdir()
        touch = shutil.which("touch")
        assert touch is not None
        (bin_dir / "touch").symlink_to(touch)
        monkeypatch.setenv("PATH", str(bin_dir))
    steps = [
        calls(call("bash", command="touch asked.txt")),
        say("Done."),
        calls(call("bash", "c2", command="touch denied.txt")),
        say("Not done."),
    ]
    approver = ScriptedApprover(Answer.ALLOW, Answer.DENY)
    agent, _, activity = make_agent(ws, steps, approver, security=security)
    first = run(agent, "make the file")
    assert len(approver.requests) == 1  # the rule alone did not run it
    assert approver.requests[0].scopes == ()  # the rule exists: no ALWAYS to offer
    decision = first.outcomes[0].decision
    assert decision is not None and decision.reason is Reason.HUMAN_ALLOW
    assert "OS sandbox cannot start" in decision.detail and "(touch)" in decision.detail
    assert (ws / "asked.txt").exists()  # a human allowed it: it ran (as a human ALLOW does)
    assert any("sandbox cannot start" in line for line in activity.lines())
    second = run(agent, "make another")
    assert len(approver.requests) == 2 and not (ws / "denied.txt").exists()
    assert second.outcomes[0].decision is not None
    assert second.outcomes[0].decision.outcome is Outcome.DENY


def test_no_sandbox_and_nobody_to_ask_denies(ws: Path, jarvis_home: Path, tmp_path: Path) -> None:
    rules(jarvis_home, "touch")
    settings = load_settings(security={"sandbox_bwrap": str(tmp_path / "missing-bwrap")})
    gate = ApprovalGate.from_settings(settings, workdir=ws, home=jarvis_home)
    decision = asyncio.run(gate.decide("main", BashTool(), {"command": "touch x"}, None))
    assert (decision.outcome, decision.reason) == (Outcome.DENY, Reason.NO_CONNECTION)
    assert "not installed" in decision.detail
    # only rule-allowed calls of a sandboxed tool are affected
    unruled = asyncio.run(gate.decide("main", BashTool(), {"command": "ls"}, None))
    assert (unruled.reason, unruled.detail) == (Reason.NO_CONNECTION, "")  # as before
    off = ApprovalGate.from_settings(
        load_settings(security={"sandbox": "off", "sandbox_bwrap": "/missing"}),
        workdir=ws,
        home=jarvis_home,
    )
    allowed = asyncio.run(off.decide("main", BashTool(), {"command": "touch x"}, None))
    assert (allowed.outcome, allowed.reason) == (Outcome.ALLOW, Reason.RULE_MATCHED)


def test_the_tool_refuses_a_rule_allowed_call_without_a_sandbox(ws: Path) -> None:
    """Belt and braces: even called without the gate, a rule alone never runs it bare."""
    result = bash(ws, "touch bare.txt", RULE, sandbox_bwrap="/no/such/bwrap")
    assert result.is_error and result.content.startswith(
        "not run: allowed by a rule, it must run in the OS sandbox, which cannot start "
        "(bubblewrap is not installed ('/no/such/bwrap' not found)); a human must approve it"
    )
    assert not (ws / "bare.txt").exists()
    for allowed_by in (Reason.NO_APPROVAL_NEEDED, None):  # "always": nobody said yes either
        bare = bash(ws, "touch bare.txt", allowed_by, sandbox="always", sandbox_bwrap="/x")
        assert bare.content.startswith("not run: security.sandbox=always, it must run in")
    assert not (ws / "bare.txt").exists()
    human = bash(ws, "touch human.txt", Reason.HUMAN_ALLOW, sandbox="always", sandbox_bwrap="/x")
    assert not human.is_error and (ws / "human.txt").exists()
    assert "[not sandboxed: bubblewrap is not installed ('/x' not found)]" in human.content


def test_a_sandbox_that_fails_at_run_time_is_not_used_again(
    ws: Path, tmp_path: Path, jarvis_home: Path
) -> None:
    """The probe passed, the real start failed: the command did not run, and the next
    rule-allowed call asks a human."""
    binary = fake_bwrap(
        tmp_path / "fake",
        'for last; do :; done; [ "$last" = ":" ] && exit 0\n'
        'echo "bwrap: Can\'t mount tmpfs on /newroot/run: Permission denied" >&2; exit 1',
    )
    rules(jarvis_home, "touch")
    result = bash(ws, "touch never.txt", RULE, sandbox_bwrap=str(binary))
    assert result.is_error and result.content == (
        "not run: the OS sandbox could not start "
        "(bwrap: Can't mount tmpfs on /newroot/run: Permission denied)"
    )
    assert not (ws / "never.txt").exists()
    calls_log = (tmp_path / "fake" / "calls.log").read_text().splitlines()
    assert len(calls_log) == 2  # one probe, one run
    settings = load_settings(security={"sandbox_bwrap": str(binary)})
    gate = ApprovalGate.from_settings(settings, workdir=ws, home=jarvis_home)
    approver = ScriptedApprover(Answer.DENY)
    asyncio.run(gate.decide("main", BashTool(), {"command": "touch never.txt"}, approver))
    assert len(approver.requests) == 1
    assert len((tmp_path / "fake" / "calls.log").read_text().splitlines()) == 2  # cached


def test_the_probe_runs_once_and_the_warning_is_said_once(
    ws: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    binary = fake_bwrap(
        tmp_path / "fake", "echo 'bwrap: No permissions to create new namespace' >&2; exit 1"
    )
    caplog.set_level(logging.WARNING, logger="jarvis_voice.tools.sandbox")
    for _ in range(3):
        result = bash(ws, "touch x", RULE, sandbox_bwrap=str(binary))
        assert "No permissions to create new namespace" in result.content
    assert len((tmp_path / "fake" / "calls.log").read_text().splitlines()) == 1
    warnings = [r.getMessage() for r in caplog.records]
    assert len(warnings) == 1
    assert warnings[0].startswith("OS sandbox unavailable: bwrap cannot start a sandbox here")
    assert "ask a human instead" in warnings[0]


def test_the_bwrap_command_line(ws: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    runtime = tmp_path / "runtime"
    runtime.mkdir()
    agent_socket = tmp_path / "home" / "agent.sock"
    agent_socket.parent.mkdir()
    agent_socket.write_text("")
    link = tmp_path / "link-to-ws"
    link.symlink_to(ws)
    environ = {"XDG_RUNTIME_DIR": str(runtime), "SSH_AUTH_SOCK": str(agent_socket)}
    found = sandbox_for(SecuritySettings(), RULE, "ls", link, home=tmp_path / "jh", environ=environ)
    assert found is not None and found.workspace == ws.resolve()
    argv = found.argv(["/bin/bash", "-c", "ls"])
    joined = " ".join(argv)
    real = str(ws.resolve())
    for part in (
        "--die-with-parent", "--unshare-pid", "--unshare-net", "--cap-drop ALL",
        "--ro-bind / /", "--dev /dev", "--proc /proc", "--tmpfs /tmp", "--tmpfs /run",
        f"--bind {real} {real}", f"--chdir {real} /bin/bash -c ls", "--setenv TMPDIR /tmp",
    ):  # fmt: skip
        assert part in joined, part
    # /tmp (the workspace's parent here) is emptied before the workspace is bound on top
    assert joined.index("--tmpfs /tmp") < joined.index(f"--bind {real}")
    # these live under /tmp in this test, which the private /tmp hides already
    assert str(runtime) not in joined and str(agent_socket) not in joined
    elsewhere = sandbox_for(
        SecuritySettings(sandbox_network=["ls"]),
        RULE,
        "ls",
        ws,
        environ={"XDG_RUNTIME_DIR": "/var", "SSH_AUTH_SOCK": "/etc/passwd"},
    )
    assert elsewhere is not None
    more = " ".join(elsewhere.argv(["true"]))
    assert "--unshare-net" not in more
    assert "--tmpfs /var " in more and "--ro-bind /dev/null /etc/passwd" in more


# ---------------------------------------------------------------- settings and doctor


def test_settings_defaults_env_and_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    security = load_settings().security
    assert (security.sandbox, security.sandbox_network, security.sandbox_bwrap) == (
        "rules",
        [],
        "bwrap",
    )
    monkeypatch.setenv("JARVIS_SECURITY__SANDBOX", "always")
    monkeypatch.setenv("JARVIS_SECURITY__SANDBOX_NETWORK", "git fetch, pip download")
    security = load_settings().security
    assert security.sandbox == "always"
    assert security.sandbox_network == ["git fetch", "pip download"]
    monkeypatch.setenv("JARVIS_SECURITY__SANDBOX", "sometimes")
    with pytest.raises(ConfigError, match=r"security\.sandbox"):
        load_settings()
    monkeypatch.delenv("JARVIS_SECURITY__SANDBOX")
    monkeypatch.setenv("JARVIS_SECURITY__SANDBOX_NETWORK", '["git \'fetch"]')
    with pytest.raises(ConfigError, match="sandbox_network"):
        load_settings()


def test_doctor_shows_the_sandbox_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))

    def line(**security: Any) -> Any:
        settings = load_settings(security=security, tools={"workdir": str(tmp_path)})
        return {x.name: x for x in run_checks(settings)}["sandbox"]

    missing = line(sandbox_bwrap=str(tmp_path / "nope"))
    assert missing.verdict is Verdict.WARN and not missing.required
    assert "not installed" in missing.detail and "ask a human instead" in missing.detail
    assert missing.fix is not None and missing.fix.startswith("sudo apt-get install bubblewrap")
    off = line(sandbox="off")
    assert off.verdict is Verdict.OFF and "run unsandboxed" in off.detail
    if _real_problem() is None:
        ready = line()
        assert ready.verdict is Verdict.OK
        assert f"read-only outside {tmp_path.resolve()}, private /tmp, no network" in ready.detail


def _eventually(check: Any, within_s: float = 3.0) -> bool:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return bool(check())
