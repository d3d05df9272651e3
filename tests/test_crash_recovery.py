"""Crash recovery: `jarvis serve` as a real process, killed with SIGKILL at the worst moments.

- during a rules write (the human pressed ALWAYS): the agent's rules file is the old one or the
  new one — never half — it still parses, and the command did not run;
- during an approval wait: nothing was approved, nothing ran, no rule was written, and an answer
  to the dead request after the restart approves nothing.

After each kill the server starts again on the same JARVIS_HOME and serves. Every wait is
bounded; each test starts the server at most twice (~1–2 s each).
"""

from __future__ import annotations

import html
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import httpx
import pytest

from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import read_rules_file, write_rules_file
from web_support import WsClient

HOST = "127.0.0.1"
CONFIG_ATTR = re.compile(r'data-config="([^"]*)"')
# Enough existing rules that writing the agent file takes a while: the kill lands inside it.
BIG_RULE_FILE = 8_000
SLOW_FSYNC = Path(__file__).with_name("slow_rules_fsync.py")
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL semantics")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


class Server:
    """`python -m jarvis_voice.cli.main serve` with a scripted model and its own JARVIS_HOME."""

    def __init__(
        self, root: Path, replies: list[dict[str, Any]], launcher: list[str] | None = None
    ) -> None:
        self.root = root
        self.launcher = launcher or ["-m", "jarvis_voice.cli.main"]
        self.home = root / "home"
        self.work = root / "work"
        self.work.mkdir(parents=True, exist_ok=True)
        self.script = root / "script.json"
        self.script.write_text(json.dumps(replies), encoding="utf-8")
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        return f"http://{HOST}:{self.port}"

    def start(self) -> None:
        env = {
            **os.environ,
            "JARVIS_HOME": str(self.home),
            "JARVIS_PROCEDURES__CONSOLIDATE": "false",
            "JARVIS_PROCEDURES__REFLECT": "false",
            "JARVIS_AGENT__LANGUAGE": "en",
            "JARVIS_SECURITY__APPROVAL_TIMEOUT_S": "60",
        }
        command = [sys.executable, *self.launcher, "serve", "--host", HOST]
        command += ["--port", str(self.port), "--backend", "scripted", "--script", str(self.script)]
        log = (self.root / "server.log").open("ab")
        self.process = subprocess.Popen(command, cwd=self.work, env=env, stdout=log, stderr=log)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"server exited: {(self.root / 'server.log').read_text()}")
            try:
                if httpx.get(f"{self.base}/healthz", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.05)
        raise AssertionError("server did not start within 30 s")

    def kill(self) -> None:
        """SIGKILL: no cleanup handler, no finally block, no flush runs."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        assert self.process.wait(timeout=10) == -signal.SIGKILL

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)

    def client(self, session: str = "s1") -> WsClient:
        page = httpx.get(f"{self.base}/?{urlencode({'session': session})}", timeout=10)
        match = CONFIG_ATTR.search(page.text)
        assert match is not None
        token = json.loads(html.unescape(match.group(1)))["token"]
        url = f"ws://{HOST}:{self.port}/ws?{urlencode({'session': session, 'token': token})}"
        return WsClient(url, self.base, timeout=10.0)


def touch_then_text(name: str) -> list[dict[str, Any]]:
    return [
        {"tool_calls": [{"name": "bash", "arguments": {"command": f"touch {name}"}}]},
        {"text": "done"},
    ]


@pytest.fixture()
def servers() -> Iterator[list[Server]]:
    started: list[Server] = []
    yield started
    for server in started:
        server.stop()


def assert_serves_again(server: Server) -> WsClient:
    """Restarted on the same JARVIS_HOME: the page, a session and the rules list all work."""
    server.start()
    client = server.client("after-restart")
    client.send({"type": "rules_list"})
    rules = client.expect("rules")
    assert rules["error"] is None, rules["error"]
    client.send({"type": "ping"})
    client.expect("pong")
    return client


def wait_for(predicate: Any, timeout: float, step: float = 0.0005) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return False


def test_killed_while_writing_an_always_rule(tmp_path: Path, servers: list[Server]) -> None:
    # The launcher holds the temp file's fsync: the kill lands mid-write on any disk.
    server = Server(tmp_path, touch_then_text("side-effect.txt"), launcher=[str(SLOW_FSYNC)])
    servers.append(server)
    agent_file = server.home / "approvals" / "main.yaml"
    before = [Rule(tool="bash", pattern=f"tool{i} run --option") for i in range(BIG_RULE_FILE)]
    write_rules_file(agent_file, before)
    server.start()

    client = server.client()
    client.send({"type": "user_message", "text": "make the file"})
    request = client.expect("approval_request", timeout=30)
    assert request["scopes"][0]["rule"]["pattern"] == "touch side-effect.txt"
    client.send(
        {"type": "approval_answer", "request_id": request["request_id"], "answer": "always"}
    )

    def temp_files() -> list[Path]:
        return list(agent_file.parent.glob(f".{agent_file.name}.*.tmp"))

    # The ALWAYS write goes temp file → fsync → rename; kill while the temp file exists.
    started = agent_file.parent / "fsync-started"
    assert wait_for(started.exists, timeout=60, step=0.01), "the rules write never started"
    server.kill()
    client.close()
    assert temp_files(), "the kill should land mid-write (the temp file is still there)"

    after = read_rules_file(agent_file)  # parses: not half-written
    saved = Rule(tool="bash", pattern="touch side-effect.txt", exact=True)  # the narrowest scope
    assert after in (before, [*before, saved])
    assert not (server.work / "side-effect.txt").exists()  # ALWAYS is saved before it runs

    again = assert_serves_again(server)
    again.close()


def test_killed_right_after_always_is_sent(tmp_path: Path, servers: list[Server]) -> None:
    """A kill at any moment between the answer and the write leaves a readable file."""
    server = Server(tmp_path, touch_then_text("side-effect.txt"))
    servers.append(server)
    agent_file = server.home / "approvals" / "main.yaml"
    before = [Rule(tool="bash", pattern=f"tool{i} run") for i in range(BIG_RULE_FILE // 3)]
    write_rules_file(agent_file, before)
    server.start()

    client = server.client()
    client.send({"type": "user_message", "text": "make the file"})
    request = client.expect("approval_request", timeout=30)
    client.send(
        {"type": "approval_answer", "request_id": request["request_id"], "answer": "always"}
    )
    time.sleep(0.05)  # the server is reading the rules file again under its lock
    server.kill()
    client.close()

    assert read_rules_file(agent_file) in (
        before,
        [*before, Rule(tool="bash", pattern="touch side-effect.txt", exact=True)],
    )
    again = assert_serves_again(server)
    again.close()


def test_killed_during_an_approval_wait(tmp_path: Path, servers: list[Server]) -> None:
    server = Server(tmp_path, touch_then_text("approved.txt") + touch_then_text("approved.txt"))
    servers.append(server)
    server.start()

    client = server.client()
    client.send({"type": "user_message", "text": "make the file"})
    request = client.expect("approval_request", timeout=30)
    server.kill()  # the human has not answered yet
    client.close()

    assert not (server.work / "approved.txt").exists()
    agent_file = server.home / "approvals" / "main.yaml"
    assert read_rules_file(agent_file) == []  # nothing remembered
    assert read_rules_file(server.home / "approvals.yaml") == []

    # After the restart the old request is gone: answering it approves nothing.
    again = assert_serves_again(server)
    late = server.client()  # same session id as before the crash
    assert late.hello["busy"] is False
    late.answer(request, "allow")
    error = late.expect("error")
    assert error["code"] == "unknown_request"
    time.sleep(0.2)
    assert not (server.work / "approved.txt").exists()
    late.close()
    again.close()
