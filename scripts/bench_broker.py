"""Benchmark approval fan-out (K1) to N browser tabs over real WebSockets on loopback.

    .venv/bin/python scripts/bench_broker.py                      # N = 1, 10, 100
    .venv/bin/python scripts/bench_broker.py --tabs 1 10 100 --rounds 20 --json out.json

A real `jarvis serve` runs as a subprocess (scripted backend, temporary JARVIS_HOME, 127.0.0.1
only). N WebSocket clients join one session the way the page does (token from the page, Origin
header). Each round one tab sends a request; the scripted model asks for `bash: true`, which
needs approval, so the broker sends `approval_request` to every tab. One tab answers ALLOW and
every tab must get `approval_resolved` (the modal closes).

Measured per round:
  request fan-out  server creates the request → the last of the N tabs has it
                   (creation time = `expires_at - timeout_s` from the message; same clock)
  resolve fan-out  the answer leaves a tab → the last of the N tabs has `approval_resolved`
  round trip       user message sent → turn finished (`assistant_message` at the sender)

Bounded: every wait has a timeout, at most --rounds rounds per N, and --budget-s per N.
Clients share one asyncio loop in this process; on a 2-core machine they compete with the
server for CPU, which is part of what N = 100 costs.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import html
import json
import os
import platform
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import httpx
from websockets.asyncio.client import ClientConnection, connect

HOST = "127.0.0.1"
APPROVAL_TIMEOUT_S = 60.0
TARGET_MS = 50.0
CONFIG_ATTR = re.compile(r'data-config="([^"]*)"')


@dataclass
class Result:
    tabs: int
    rounds: int
    request_ms: list[float] = field(default_factory=list)
    resolve_ms: list[float] = field(default_factory=list)
    round_trip_ms: list[float] = field(default_factory=list)


class Tab:
    """One browser tab: a WebSocket plus a queue of (arrival time, message)."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[tuple[float, dict[str, Any]]] = asyncio.Queue()
        self.reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        with contextlib.suppress(Exception):
            async for frame in self.ws:
                arrived = time.time()  # stamp first, parse after
                await self.queue.put((arrived, json.loads(frame)))

    async def expect(self, kind: str, timeout: float) -> tuple[float, dict[str, Any]]:
        """The next message of `kind` (others skipped) and when it arrived."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"no {kind} within {timeout} s")
            arrived, message = await asyncio.wait_for(self.queue.get(), remaining)
            if message.get("type") == kind:
                return arrived, message

    async def close(self) -> None:
        self.reader.cancel()
        with contextlib.suppress(Exception):
            await self.ws.close()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def write_script(path: Path, rounds: int) -> None:
    """Per round: ask for `bash: true` (needs approval), then answer with text."""
    replies: list[dict[str, Any]] = []
    for _ in range(rounds):
        replies.append({"tool_calls": [{"name": "bash", "arguments": {"command": "true"}}]})
        replies.append({"text": "done"})
    path.write_text(json.dumps(replies), encoding="utf-8")


def start_server(root: Path, port: int, rounds: int) -> subprocess.Popen[bytes]:
    script = root / "script.json"
    write_script(script, rounds)
    work = root / "work"
    work.mkdir(exist_ok=True)
    env = {
        **os.environ,
        "JARVIS_HOME": str(root / "home"),
        "JARVIS_SECURITY__APPROVAL_TIMEOUT_S": str(APPROVAL_TIMEOUT_S),
        "JARVIS_PROCEDURES__CONSOLIDATE": "false",  # no background model calls
        "JARVIS_PROCEDURES__REFLECT": "false",
        "JARVIS_AGENT__LANGUAGE": "en",
    }
    command = [sys.executable, "-m", "jarvis_voice.cli.main", "serve", "--host", HOST]
    command += ["--port", str(port), "--backend", "scripted", "--script", str(script)]
    return subprocess.Popen(
        command, cwd=work, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )


def wait_healthy(base: str, server: subprocess.Popen[bytes], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            err = server.stderr.read().decode(errors="replace") if server.stderr else ""
            raise RuntimeError(f"server exited early: {err[-500:]}")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                return
        time.sleep(0.1)
    raise RuntimeError("server did not become healthy in time")


def session_url(base: str, port: int, session: str) -> str:
    page = httpx.get(f"{base}/?{urlencode({'session': session})}", timeout=10)
    page.raise_for_status()
    match = CONFIG_ATTR.search(page.text)
    if match is None:
        raise RuntimeError("the page has no data-config attribute")
    token = json.loads(html.unescape(match.group(1)))["token"]
    return f"ws://{HOST}:{port}/ws?{urlencode({'session': session, 'token': token})}"


async def open_tabs(url: str, origin: str, count: int) -> list[Tab]:
    async def one() -> Tab:
        ws = await connect(
            url, additional_headers={"Origin": origin}, open_timeout=10, max_size=2**22
        )
        tab = Tab(ws)
        await tab.expect("history", timeout=10)
        return tab

    tabs: list[Tab] = []
    for start in range(0, count, 20):  # connect in batches: no thundering herd on accept
        tabs += await asyncio.gather(*(one() for _ in range(min(20, count - start))))
    return tabs


async def run_tabs(base: str, port: int, tabs_n: int, rounds: int, budget_s: float) -> Result:
    url = session_url(base, port, f"bench{tabs_n}")
    tabs = await open_tabs(url, base, tabs_n)
    result = Result(tabs=tabs_n, rounds=0)
    started = time.monotonic()
    try:
        for _ in range(rounds):
            if time.monotonic() - started > budget_s:
                break
            sender = tabs[0]
            sent = time.time()
            await sender.ws.send(json.dumps({"type": "user_message", "text": "run true"}))
            requests = await asyncio.gather(*(t.expect("approval_request", 10) for t in tabs))
            created = requests[0][1]["expires_at"] - APPROVAL_TIMEOUT_S
            result.request_ms.append((max(at for at, _ in requests) - created) * 1000)
            request_id = requests[0][1]["request_id"]
            answering = tabs[-1]
            answered = time.time()
            await answering.ws.send(
                json.dumps({"type": "approval_answer", "request_id": request_id, "answer": "allow"})
            )
            resolved = await asyncio.gather(*(t.expect("approval_resolved", 10) for t in tabs))
            assert all(m["request_id"] == request_id for _, m in resolved)
            result.resolve_ms.append((max(at for at, _ in resolved) - answered) * 1000)
            finished, _ = await sender.expect("assistant_message", 10)
            result.round_trip_ms.append((finished - sent) * 1000)
            result.rounds += 1
            for tab in tabs:  # drop echoes and ACTIVITY lines before the next round
                while not tab.queue.empty():
                    tab.queue.get_nowait()
    finally:
        await asyncio.gather(*(t.close() for t in tabs))
    return result


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else float("nan")


def med(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def table(results: list[Result]) -> str:
    lines = [
        "| tabs | rounds | request → all tabs, median ms | p95 ms "
        "| answer → all closed, median ms | p95 ms | round trip median ms |",
        "|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        lines.append(
            f"| {r.tabs} | {r.rounds} | {med(r.request_ms):.1f} | {p95(r.request_ms):.1f} "
            f"| {med(r.resolve_ms):.1f} | {p95(r.resolve_ms):.1f} | {med(r.round_trip_ms):.1f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tabs", type=int, nargs="+", default=[1, 10, 100])
    parser.add_argument("--rounds", type=int, default=20, help="approval rounds per N")
    parser.add_argument("--budget-s", type=float, default=60.0, help="time cap per N")
    parser.add_argument("--json", type=Path, help="also write the measurements as JSON here")
    args = parser.parse_args(argv)
    if max(args.tabs) > 500 or args.rounds > 1000:
        parser.error("bounded benchmark: at most 500 tabs and 1000 rounds")

    with tempfile.TemporaryDirectory(prefix="jarvis-bench-broker-") as tmp:
        port = free_port()
        base = f"http://{HOST}:{port}"
        server = start_server(Path(tmp), port, args.rounds * len(args.tabs))
        try:
            wait_healthy(base, server)
            results = [
                asyncio.run(run_tabs(base, port, n, args.rounds, args.budget_s)) for n in args.tabs
            ]
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"# bench_broker — {platform.python_implementation()} {platform.python_version()}, "
        f"{os.cpu_count()} CPUs, load average {load}; jarvis serve as a subprocess on loopback\n"
    )
    print(table(results))
    worst = max(results, key=lambda r: r.tabs)
    met = max(p95(worst.request_ms), p95(worst.resolve_ms)) < TARGET_MS
    print(
        f"\ntarget: fan-out to {worst.tabs} tabs < {TARGET_MS:g} ms (p95, both directions) — "
        f"{'met' if met else 'NOT met'}"
    )
    if args.json:
        args.json.write_text(json.dumps([asdict(r) for r in results], indent=2), encoding="utf-8")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
