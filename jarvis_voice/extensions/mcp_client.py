"""X3: MCP servers through the official `mcp` SDK — stdio, streamable HTTP and SSE.

One background thread runs one event loop holding a persistent session per server: turns may
run on different event loops (a fresh `asyncio.run` per turn, the web server's loop, …) but an
MCP session must live in one. Every server connects on its own with its own timeout, so one
that fails, hangs or crashes at start is one clear ACTIVITY line and blocks no other. A call
on a lost connection fails with a clear error; the next call reconnects.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import json
import re
import threading
import time
from collections.abc import AsyncIterator, Callable
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any, TextIO

import httpx2
from mcp import Client, MCPError, StdioServerParameters
from mcp.client.sse import sse_client
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import (
    CONNECTION_CLOSED,
    CallToolResult,
    EmbeddedResource,
    ResourceLink,
    TextContent,
    TextResourceContents,
)

from jarvis_voice.config import McpServerConfig
from jarvis_voice.errors import JarvisError, describe, one_line
from jarvis_voice.i18n import Msg

MAX_PAGES = 50  # tools/list pages per server
RETRY_AFTER_S = 60.0  # a server that could not start is tried again after this long
_NAME_OK = re.compile(r"[^A-Za-z0-9_-]")
_STOP_TIMEOUT_S = 10.0


class McpUnavailable(JarvisError):
    """A server could not be reached or did not answer; the message is one line."""


@dataclass(frozen=True)
class RemoteTool:
    server: str
    name: str  # as the server calls it
    exposed: str  # the name the model sees (characters every backend accepts)
    description: str
    schema: dict[str, Any]
    requires_approval: bool


@dataclass(frozen=True)
class CallReply:
    text: str
    is_error: bool


class ServerLink:
    """One server's session. Lives entirely in the manager's loop."""

    def __init__(
        self, cfg: McpServerConfig, log_dir: Path, report: Callable[[str | Msg], None]
    ) -> None:
        self.cfg = cfg
        self.log_path = log_dir / f"{cfg.name}.log"
        self.report = report
        self.tools: tuple[RemoteTool, ...] = ()
        self.state = "starting"  # starting | ready | failed | lost
        self.last_attempt = 0.0
        self._client: Client | None = None
        self._stop: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None
        self._lock: asyncio.Lock | None = None
        self._errlog: TextIO | None = None
        self._cleanups: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------------------ life cycle
    async def start(self) -> None:
        """Connect in the background; failures are reported, never raised."""
        self.last_attempt = time.monotonic()
        try:
            await self.connect()
        except McpUnavailable as exc:
            self.state = "failed"
            self.report(Msg("activity.mcp.not_started", server=self.cfg.name, error=exc))

    async def connect(self) -> Client:
        self._lock = self._lock or asyncio.Lock()
        async with self._lock:
            if self._client is not None:
                return self._client
            ready: asyncio.Future[Client] = asyncio.get_running_loop().create_future()
            self._stop = asyncio.Event()
            self._task = asyncio.create_task(self._hold(ready, self._stop))
            try:
                client = await asyncio.wait_for(asyncio.shield(ready), self.cfg.connect_timeout_s)
            except TimeoutError:
                ready.cancel()
                # Stopping a stuck server takes the SDK a few seconds; nobody waits for that.
                stuck, self._task = self._task, None
                cleanup = asyncio.create_task(_cancel(stuck))
                self._cleanups.add(cleanup)
                cleanup.add_done_callback(self._cleanups.discard)
                raise McpUnavailable(
                    f"no answer within {self.cfg.connect_timeout_s:g} s{self._server_said()}"
                ) from None
            names = ", ".join(t.exposed for t in self.tools) or "none"
            self.state = "ready"
            self.report(
                Msg("activity.mcp.connected", server=self.cfg.name, n=len(self.tools), names=names)
            )
            return client

    async def _hold(self, ready: asyncio.Future[Client], stop: asyncio.Event) -> None:
        """Open the session, publish it, keep it open until asked to stop (same task:
        the SDK's task groups must be entered and left by one task)."""
        try:
            async with self._session() as client:
                self.tools = await self._list_tools(client)
                self._client = client
                if not ready.done():
                    ready.set_result(client)
                await stop.wait()
        except Exception as exc:
            if not ready.done():
                ready.set_exception(McpUnavailable(self._explain(exc)))
        finally:
            self._client = None

    @asynccontextmanager
    async def _session(self) -> AsyncIterator[Client]:
        cfg = self.cfg
        async with AsyncExitStack() as stack:
            if cfg.transport == "stdio":
                assert cfg.command is not None
                params = StdioServerParameters(
                    command=cfg.command,
                    args=cfg.args,
                    env=cfg.env or None,
                    cwd=cfg.cwd,
                )
                transport: Any = stdio_client(params, errlog=self._open_errlog())
            elif cfg.transport == "sse":
                assert cfg.url is not None
                transport = sse_client(cfg.url, headers=cfg.headers or None)
            else:
                assert cfg.url is not None
                http = None
                if cfg.headers:
                    http = await stack.enter_async_context(
                        httpx2.AsyncClient(
                            headers=cfg.headers, timeout=httpx2.Timeout(30.0, read=300.0)
                        )
                    )
                transport = streamable_http_client(cfg.url, http_client=http)
            client = await stack.enter_async_context(Client(transport))
            yield client

    async def _list_tools(self, client: Client) -> tuple[RemoteTool, ...]:
        found: list[RemoteTool] = []
        cursor: str | None = None
        for _ in range(MAX_PAGES):
            page = await client.list_tools(cursor=cursor)
            for item in page.tools:
                if self.cfg.tools is not None and not _any_match(item.name, self.cfg.tools):
                    continue
                found.append(
                    RemoteTool(
                        server=self.cfg.name,
                        name=item.name,
                        exposed=_NAME_OK.sub("_", item.name)[:64],
                        description=(item.description or "").strip(),
                        schema=dict(item.input_schema or {}),
                        requires_approval=self._requires_approval(item.name),
                    )
                )
            cursor = page.next_cursor
            if not cursor:
                break
        return tuple(found)

    def _requires_approval(self, name: str) -> bool:
        wanted = self.cfg.require_approval
        return wanted if isinstance(wanted, bool) else _any_match(name, wanted)

    async def drop(self) -> None:
        """Leave the session (the next call reconnects)."""
        if self._stop is not None:
            self._stop.set()
        await self._end_task()

    async def _end_task(self) -> None:
        """Wait for the session task to leave its session (cancel it when it is stuck)."""
        task, self._task = self._task, None
        if task is None:
            return
        try:
            await asyncio.wait_for(asyncio.shield(task), _STOP_TIMEOUT_S)
        except TimeoutError:
            await _cancel(task)
        except Exception:
            pass  # already reported through `ready`

    async def close(self) -> None:
        await self.drop()
        await asyncio.gather(*self._cleanups, return_exceptions=True)
        if self._errlog is not None:
            self._errlog.close()
            self._errlog = None

    # ------------------------------------------------------------------------ calls
    async def call(self, name: str, arguments: dict[str, Any]) -> CallReply:
        client = await self.connect()
        try:
            result = await asyncio.wait_for(
                client.call_tool(name, arguments), self.cfg.call_timeout_s
            )
        except TimeoutError:
            return CallReply(
                f"MCP server {self.cfg.name} gave no answer for {name} within "
                f"{self.cfg.call_timeout_s:g} s",
                True,
            )
        except MCPError as exc:
            if exc.code != CONNECTION_CLOSED:
                return CallReply(f"MCP server {self.cfg.name} refused {name}: {exc.message}", True)
            await self._lost(f"the connection closed{self._server_said()}")
            return CallReply(
                f"MCP server {self.cfg.name} closed the connection during {name}; "
                "it will be restarted on the next call",
                True,
            )
        except Exception as exc:
            await self._lost(self._explain(exc))
            return CallReply(
                f"MCP server {self.cfg.name} failed during {name}: {self._explain(exc)}", True
            )
        return CallReply(_result_text(result), bool(result.is_error))

    async def _lost(self, why: str) -> None:
        self.state = "lost"
        self.report(Msg("activity.mcp.lost", server=self.cfg.name, why=why))
        await self.drop()

    # ------------------------------------------------------------------------ explaining
    def _open_errlog(self) -> TextIO:
        # The server's stderr goes to a log file, not the user's terminal; its last line
        # explains a crash at start.
        if self._errlog is None:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            self._errlog = self.log_path.open("a", encoding="utf-8")
        self._errlog.write(f"--- starting {self.cfg.command} {' '.join(self.cfg.args)}\n")
        self._errlog.flush()
        return self._errlog

    def _server_said(self) -> str:
        if self.cfg.transport != "stdio" or not self.log_path.exists():
            return ""
        try:
            tail = self.log_path.read_text(encoding="utf-8", errors="replace")[-4000:]
        except OSError:
            return ""
        lines = tail.split("--- starting")[-1].splitlines()[1:]
        last = next((line.strip() for line in reversed(lines) if line.strip()), "")
        return f" (server said: {last[:200]})" if last else ""

    def _explain(self, exc: BaseException) -> str:
        leaf = _leaf(exc)
        if isinstance(leaf, MCPError) and leaf.code == CONNECTION_CLOSED:
            text = "the server closed the connection"
        elif isinstance(leaf, FileNotFoundError) and self.cfg.transport == "stdio":
            text = f"command not found: {self.cfg.command}"
        elif isinstance(leaf, httpx2.HTTPError):
            text = f"cannot reach {self.cfg.url}: {describe(leaf)}"
        else:
            text = f"{type(leaf).__name__}: {one_line(leaf)}"
        return text + self._server_said()


class McpManager:
    """All configured servers of this process, on one background event loop."""

    def __init__(self, servers: list[McpServerConfig], log_dir: Path) -> None:
        self.version = 0
        self._events: list[str | Msg] = []
        self._lock = threading.Lock()
        self.links = {
            cfg.name: ServerLink(cfg, log_dir, self._report) for cfg in servers if cfg.enabled
        }
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name="jarvis-mcp", daemon=True
        )
        self._startup: list[concurrent.futures.Future[None]] = []
        self._closed = False

    def start(self) -> None:
        self._thread.start()
        self._startup = [
            asyncio.run_coroutine_threadsafe(link.start(), self._loop)
            for link in self.links.values()
        ]

    async def wait_started(self) -> None:
        """Until every server has connected or failed (each bounded by its own timeout)."""
        pending = [f for f in self._startup if not f.done()]
        if pending:
            limit = max(link.cfg.connect_timeout_s for link in self.links.values()) + 15
            await asyncio.to_thread(concurrent.futures.wait, pending, limit)

    def retry_failed(self) -> None:
        """Try servers that could not start again, at most every RETRY_AFTER_S (background)."""
        now = time.monotonic()
        for link in self.links.values():
            if link.state == "failed" and now - link.last_attempt >= RETRY_AFTER_S:
                link.state = "starting"
                asyncio.run_coroutine_threadsafe(link.start(), self._loop)

    def tools(self) -> list[RemoteTool]:
        return [tool for link in self.links.values() for tool in link.tools]

    async def call(self, server: str, name: str, arguments: dict[str, Any]) -> CallReply:
        link = self.links[server]
        future = asyncio.run_coroutine_threadsafe(link.call(name, arguments), self._loop)
        try:
            return await asyncio.wrap_future(future)
        except McpUnavailable as exc:
            return CallReply(f"MCP server {server} is not available: {exc}", True)

    def events_since(self, index: int) -> tuple[list[str | Msg], int]:
        with self._lock:
            return self._events[index:], len(self._events)

    def _report(self, line: str | Msg) -> None:
        with self._lock:
            self._events.append(line)
            self.version += 1

    def close(self) -> None:
        if self._closed or not self._thread.is_alive():
            self._closed = True
            return
        self._closed = True
        closing = [
            asyncio.run_coroutine_threadsafe(link.close(), self._loop)
            for link in self.links.values()
        ]
        concurrent.futures.wait(closing, timeout=_STOP_TIMEOUT_S + 5)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=5)


async def _cancel(task: asyncio.Task[None] | None) -> None:
    if task is not None:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)


def _any_match(name: str, patterns: list[str]) -> bool:
    return any(fnmatchcase(name, pattern) for pattern in patterns)


def _leaf(exc: BaseException) -> BaseException:
    """The first real error inside (nested) exception groups."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc


def _result_text(result: CallToolResult) -> str:
    parts: list[str] = []
    for block in result.content:
        if isinstance(block, TextContent):
            parts.append(block.text)
        elif isinstance(block, EmbeddedResource):
            resource = block.resource
            text = resource.text if isinstance(resource, TextResourceContents) else None
            parts.append(text or f"[resource {resource.uri}]")
        elif isinstance(block, ResourceLink):
            parts.append(f"[resource {block.uri}]")
        else:
            kind = getattr(block, "type", "")
            parts.append(f"[{kind} {getattr(block, 'mime_type', '')}]".replace(" ]", "]"))
    if not parts and result.structured_content is not None:
        parts.append(json.dumps(result.structured_content, ensure_ascii=False))
    return "\n".join(parts) if parts else "(no output)"


_MANAGERS: dict[str, McpManager] = {}
_MANAGERS_LOCK = threading.Lock()


def manager_for(servers: list[McpServerConfig], log_dir: Path) -> McpManager:
    """One manager per distinct configuration in this process (web sessions share it)."""
    key = json.dumps([s.model_dump(mode="json") for s in servers] + [str(log_dir)], sort_keys=True)
    with _MANAGERS_LOCK:
        manager = _MANAGERS.get(key)
        if manager is None:
            manager = _MANAGERS[key] = McpManager(servers, log_dir)
            manager.start()
        return manager


def close_managers() -> None:
    """Stop every server session (at exit, and in tests)."""
    with _MANAGERS_LOCK:
        managers = list(_MANAGERS.values())
        _MANAGERS.clear()
    for manager in managers:
        manager.close()


atexit.register(close_managers)
