"""A real uvicorn server in a background thread, for browser and WebSocket protocol tests.

    with live_app(settings, backend) as server:      # or live_server(create_app(...))
        server.url                     # "http://127.0.0.1:PORT"
        server.app                     # the FastAPI app
        server.page_url("s1")          # "http://127.0.0.1:PORT/?session=s1"
        server.page_config("s1")       # {"session", "token", "keyRequired"} as GET / embeds it
        server.ws_url("s1", key=None)  # ws://…/ws?session=s1&token=… (token fetched for you)
        server.origin                  # the Origin header a WebSocket client must send
        server.run(coro)               # await a coroutine on the server's event loop, get result

The server binds 127.0.0.1 on a free port (port 0) and is stopped when the block exits.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import re
import threading
import time
from collections.abc import Coroutine, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar
from urllib.parse import urlencode

import httpx
import uvicorn
from fastapi import FastAPI
from websockets.sync.client import ClientConnection, connect

from jarvis_voice.config import Settings
from jarvis_voice.llm.base import LLMBackend
from jarvis_voice.web.server import create_app

HOST = "127.0.0.1"
_CONFIG_ATTR = re.compile(r'data-config="([^"]*)"')
T = TypeVar("T")


@dataclass
class LiveServer:
    url: str
    app: FastAPI
    server: uvicorn.Server

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1])

    @property
    def origin(self) -> str:
        return self.url

    def page_url(self, session: str = "default") -> str:
        return f"{self.url}/?{urlencode({'session': session})}"

    def page_config(self, session: str = "default") -> dict[str, Any]:
        """The config object the page embeds: `{"session", "token", "keyRequired"}`."""
        response = httpx.get(self.page_url(session), timeout=10)
        response.raise_for_status()
        match = _CONFIG_ATTR.search(response.text)
        assert match is not None, "the page has no data-config attribute"
        config: dict[str, Any] = json.loads(html.unescape(match.group(1)))
        return config

    def ws_url(self, session: str = "default", key: str | None = None) -> str:
        params = {"session": session, "token": self.page_config(session)["token"]}
        if key is not None:
            params["key"] = key
        return f"ws://{HOST}:{self.port}/ws?{urlencode(params)}"

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        """The server thread's event loop (sessions and brokers live there)."""
        return self.server.servers[0].get_loop()

    def run(self, coro: Coroutine[Any, Any, T], timeout: float = 10.0) -> T:
        """Run `coro` on the server's loop and wait for its result (e.g. to drive a broker)."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)


@contextmanager
def live_server(
    app: FastAPI, port: int = 0, startup_timeout_s: float = 10.0
) -> Iterator[LiveServer]:
    """Serve `app` on 127.0.0.1 in a daemon thread until the block exits; port 0 = a free one."""
    config = uvicorn.Config(
        app,
        host=HOST,
        port=port,
        log_level="warning",
        lifespan="off",
        timeout_graceful_shutdown=2,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="uvicorn-test-server", daemon=True)
    thread.start()
    deadline = time.monotonic() + startup_timeout_s
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("the test server stopped during startup")
        if time.monotonic() > deadline:
            server.should_exit = True
            raise RuntimeError("the test server did not start in time")
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield LiveServer(url=f"http://{HOST}:{port}", app=app, server=server)
    finally:
        server.should_exit = True
        thread.join(timeout=5)
        if thread.is_alive():
            server.force_exit = True
            thread.join(timeout=5)


@contextmanager
def live_app(settings: Settings, backend: LLMBackend, port: int = 0) -> Iterator[LiveServer]:
    """`create_app(settings, backend)` served by `live_server`."""
    with live_server(create_app(settings, backend), port=port) as server:
        yield server


class WsClient:
    """A real WebSocket client of the jarvis protocol; `expect` skips other message types."""

    def __init__(self, url: str, origin: str, timeout: float = 5.0) -> None:
        self.timeout = timeout
        self._stack = ExitStack()
        # max_size=None: the rules list of a big rules file can exceed the 1 MB default
        self.ws: ClientConnection = self._stack.enter_context(
            connect(url, additional_headers={"Origin": origin}, open_timeout=10, max_size=None)
        )
        self.hello = self.expect("hello")

    def send(self, message: dict[str, Any] | str) -> None:
        self.ws.send(message if isinstance(message, str) else json.dumps(message))

    def answer(self, request: dict[str, Any], answer: str) -> None:
        self.send(
            {"type": "approval_answer", "request_id": request["request_id"], "answer": answer}
        )

    def expect(self, kind: str, timeout: float | None = None) -> dict[str, Any]:
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        while True:
            data = json.loads(self.ws.recv(timeout=max(0.01, deadline - time.monotonic())))
            if data["type"] == kind:
                return data

    def close(self) -> None:
        with contextlib.suppress(Exception):  # the server may already be gone
            self._stack.close()
