"""X3 with real MCP servers written with the SDK and started by the test: stdio, streamable
HTTP and SSE, plus one that crashes at start and one that never answers."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mcp_support import free_port, wait_for_port

from extensions_support import (
    call,
    calls,
    make_agent,
    run,
    say,
    tool_messages,
)
from jarvis_voice.approval.base import Answer
from jarvis_voice.extensions.mcp_client import close_managers
from support import ScriptedApprover

SERVER = str(Path(__file__).with_name("mcp_support.py"))


FAILING = [
    {"name": "crashy", "command": sys.executable, "args": [SERVER, "crash"]},
    {"name": "sleepy", "command": sys.executable, "args": [SERVER, "hang"], "connect_timeout_s": 2},
]


@pytest.fixture(autouse=True)
def _close_sessions() -> Iterator[None]:
    yield
    close_managers()  # every test starts its own stdio servers; none outlives it


@pytest.fixture(scope="module")
def servers() -> Iterator[list[dict[str, Any]]]:
    """HTTP and SSE servers in their own processes, and the config that adds a stdio one."""
    http_port, sse_port = free_port(), free_port()
    procs = [
        subprocess.Popen(
            [sys.executable, SERVER, mode, str(port)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for mode, port in (("http", http_port), ("sse", sse_port))
    ]
    try:
        wait_for_port(http_port)
        wait_for_port(sse_port)
        yield [
            {
                "name": "local",
                "command": sys.executable,
                "args": [SERVER, "stdio"],
                "require_approval": ["delete_note"],
            },
            {"name": "remote", "url": f"http://127.0.0.1:{http_port}/mcp", "tools": ["http_*"]},
            {
                "name": "legacy",
                "transport": "sse",
                "url": f"http://127.0.0.1:{sse_port}/sse",
                "tools": ["sse_info"],
            },
        ]
    finally:
        for proc in procs:
            proc.terminate()
            proc.wait(timeout=10)


def test_tools_of_every_transport_while_one_crashes_and_one_hangs(
    tmp_path: Path, servers: list[dict[str, Any]]
) -> None:
    steps = [
        calls(
            call("add", "c1", a=2, b=3),
            call("http_info", "c2"),
            call("sse_info", "c3"),
            call("stdio_info", "c4"),
        ),
        say("2 + 3 = 5"),
    ]
    agent, backend, activity = make_agent(tmp_path, steps, mcp_servers=servers + FAILING)
    started = time.monotonic()
    result = run(agent, "add 2 and 3, and tell me who answers")
    # the hanging server costs its own 2 s timeout, nothing more; the crash costs nothing
    assert time.monotonic() - started < 15
    assert result.answer == "2 + 3 = 5"
    offered = set(backend.calls[0]["tools"])
    assert {"add", "read_file", "delete_note", "stdio_info", "http_info", "sse_info"} <= offered
    texts = [m.content for m in tool_messages(backend, 1)]
    assert texts[0] == "5"
    assert texts[1].startswith("http server pid")
    assert texts[2].startswith("sse server pid")
    assert texts[3].startswith("stdio server pid")
    lines = activity.lines()
    assert (
        "✗ mcp · crashy · could not start: the server closed the connection "
        "(server said: boom: MCP_TEST_TOKEN is not set)" in lines
    )
    assert "✗ mcp · sleepy · could not start: no answer within 2 s" in lines
    assert any(line.startswith("🔌 mcp · local · connected, 5 tools:") for line in lines)


def test_mcp_tool_overrides_builtin_and_asks_when_configured(
    tmp_path: Path, servers: list[dict[str, Any]]
) -> None:
    (tmp_path / "x.txt").write_text("local file\n")
    approver = ScriptedApprover(Answer.DENY, Answer.ALLOW)
    steps = [
        calls(call("read_file", "c1", path="x.txt")),
        say("read"),
        calls(call("delete_note", "c2", name="old")),
        calls(call("delete_note", "c3", name="old")),
        say("deleted"),
    ]
    agent, backend, _ = make_agent(tmp_path, steps, approver, mcp_servers=servers)
    run(agent, "read x.txt")
    assert tool_messages(backend, 1)[0].content == "mcp read x.txt"  # T6: MCP wins
    denied = run(agent, "delete note old")
    assert denied.ended_by == "denied" and len(backend.calls) == 3  # T3: no further model call
    assert run(agent, "delete it again").answer == "deleted"
    assert [r.tool for r in approver.requests] == ["delete_note", "delete_note"]
    assert tool_messages(backend, 4)[-1].content == "deleted old"


def test_a_crashed_server_is_restarted_by_the_next_call(
    tmp_path: Path, servers: list[dict[str, Any]]
) -> None:
    steps = [
        calls(call("stdio_info", "c1")),
        say("a"),
        calls(call("die", "c2")),
        say("b"),
        calls(call("stdio_info", "c3")),
        say("c"),
    ]
    agent, backend, activity = make_agent(tmp_path, steps, mcp_servers=servers)
    run(agent, "who")
    first = tool_messages(backend, 1)[0].content
    run(agent, "die")
    died = tool_messages(backend, 3)[-1]
    assert died.content.startswith("ERROR: MCP server local closed the connection during die")
    assert "⚠ mcp · local · connection lost: the connection closed" in activity.lines()
    run(agent, "who now")
    second = tool_messages(backend, 5)[-1].content
    assert second.startswith("stdio server pid") and second != first


def test_unattended_turn_cannot_approve_an_mcp_tool(
    tmp_path: Path, servers: list[dict[str, Any]]
) -> None:
    import asyncio

    from jarvis_voice.agents import make_scheduler
    from jarvis_voice.agents.schedules import ScheduleStore

    steps = [calls(call("delete_note", "c1", name="old"))]
    agent, _, activity = make_agent(tmp_path, steps, ScriptedApprover(), mcp_servers=servers)
    ScheduleStore().add("main", "delete note old", time.time())
    jobs = asyncio.run(make_scheduler(agent).run_due())
    assert jobs[0].ended_by == "denied"
    assert "⚡ approval · delete_note · denied: nobody to ask" in activity.lines()
