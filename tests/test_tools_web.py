"""Web tools against a real HTTP server on 127.0.0.1; DuckDuckGo is replaced at the DDGS class."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import parse_qs, urlsplit

import pytest
from ddgs.exceptions import DDGSException

from jarvis_voice.config import load_settings
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.builtin import web
from jarvis_voice.tools.builtin.web import WebFetchTool, WebSearchTool

ARTICLE = """<!DOCTYPE html>
<html><head><title>Otters &amp; Rivers</title>
<script>var tracking = "SECRET_SCRIPT_TEXT";</script>
<style>body { color: red; }</style></head>
<body>
<nav><a href="/">Home</a> | <a href="/about">About</a></nav>
<article>
<h1>Why otters hold hands</h1>
<p>Sea otters hold hands while they sleep so that they do not drift apart from their group.
This behaviour is called rafting, and a raft of otters can include dozens of animals.</p>
<p>Researchers have observed that young otters learn the habit from their mothers within the
first few weeks of life, and that rafts form in calm kelp forests along the coast.</p>
<p>Kelp also serves as an anchor: otters wrap themselves in long strands of it so the tide
cannot carry them away during the night, which is why healthy kelp matters for otters.</p>
</article>
<footer>Copyright 2024 Example Wildlife Magazine</footer>
</body></html>
"""

BRAVE_KEY = "test-key-123"


class Handler(BaseHTTPRequestHandler):
    requests: list[dict[str, Any]]  # set per server in the fixture

    def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
        pass

    def _send(self, status: int, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        self.requests.append(
            {"path": parts.path, "query": parse_qs(parts.query), "headers": dict(self.headers)}
        )
        if parts.path == "/article":
            self._send(200, ARTICLE.encode(), "text/html; charset=utf-8")
        elif parts.path == "/plain":
            self._send(200, ("plain text line\n" * 2000).encode(), "text/plain")
        elif parts.path == "/image":
            self._send(200, b"\x89PNG\r\n\x1a\n\0\0\0", "image/png")
        elif parts.path == "/redirect":
            self.send_response(302)
            self.send_header("Location", "/article")
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif parts.path == "/brave":
            if self.headers.get("X-Subscription-Token") != BRAVE_KEY:
                self._send(401, b'{"error": "bad token"}', "application/json")
                return
            query = parse_qs(parts.query)["q"][0]
            results = [
                {
                    "title": f"<strong>{query}</strong> result {i}",
                    "url": f"https://example.com/{i}",
                    "description": f"About <strong>{query}</strong> &amp; more, number {i}.",
                }
                for i in range(1, 11)
            ]
            self._send(200, json.dumps({"web": {"results": results}}).encode(), "application/json")
        else:
            self._send(404, b"not here", "text/plain")


@pytest.fixture
def server() -> Iterator[tuple[str, list[dict[str, Any]]]]:
    requests: list[dict[str, Any]] = []
    handler = type("BoundHandler", (Handler,), {"requests": requests})
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    # A short poll interval keeps shutdown() (and so each test) fast.
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", requests
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)


def call(tool: Tool, ctx: ToolContext, **kwargs: Any) -> ToolResult:
    return asyncio.run(tool.run(tool.Args.model_validate(kwargs), ctx))


@pytest.fixture
def ctx(tmp_path: Path) -> ToolContext:
    return ToolContext(workdir=tmp_path)


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# --- web_fetch --------------------------------------------------------------------------------


def test_fetch_extracts_article_text(ctx: ToolContext, server: tuple[str, Any]) -> None:
    base, _ = server
    result = call(WebFetchTool(), ctx, url=f"{base}/article")
    assert not result.is_error, result.content
    assert result.content.startswith(f"URL: {base}/article\nTitle: Otters & Rivers\n\n")
    assert "Sea otters hold hands while they sleep" in result.content
    assert "kelp" in result.content
    assert "SECRET_SCRIPT_TEXT" not in result.content
    assert "color: red" not in result.content


def test_fetch_falls_back_to_tag_stripping(
    ctx: ToolContext, server: tuple[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    base, _ = server
    monkeypatch.setattr(web.trafilatura, "extract", lambda *a, **k: None)
    result = call(WebFetchTool(), ctx, url=f"{base}/article")
    assert not result.is_error
    assert "Why otters hold hands" in result.content
    assert "Sea otters hold hands" in result.content
    assert "SECRET_SCRIPT_TEXT" not in result.content
    assert "<p>" not in result.content


def test_fetch_follows_redirects_and_reads_plain_text(
    ctx: ToolContext, server: tuple[str, Any]
) -> None:
    base, _ = server
    result = call(WebFetchTool(), ctx, url=f"{base}/redirect")
    assert result.content.startswith(f"URL: {base}/article\n")

    result = call(WebFetchTool(), ctx, url=f"{base}/plain")
    assert not result.is_error
    assert "plain text line" in result.content


def test_fetch_truncates_large_pages_and_caps_output(
    tmp_path: Path, server: tuple[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    base, _ = server
    monkeypatch.setattr(web, "FETCH_MAX_BYTES", 1000)
    ctx = ToolContext(workdir=tmp_path, settings=load_settings(tools={"output_max_chars": 500}))
    result = call(WebFetchTool(), ctx, url=f"{base}/plain")
    assert not result.is_error
    assert result.content.endswith("[page truncated at 1000 bytes]")
    assert "chars omitted" in result.content
    assert len(result.content) < 600


@pytest.mark.parametrize(
    "url",
    ["file:///etc/passwd", "ftp://example.com/x", "javascript:alert(1)", "example.com/page"],
)
def test_fetch_refuses_other_schemes(ctx: ToolContext, url: str) -> None:
    result = call(WebFetchTool(), ctx, url=url)
    assert result.is_error
    assert result.content.startswith("only http and https URLs can be fetched")


def test_fetch_http_and_network_errors(ctx: ToolContext, server: tuple[str, Any]) -> None:
    base, _ = server
    result = call(WebFetchTool(), ctx, url=f"{base}/missing")
    assert result.is_error and result.content == f"HTTP 404 Not Found for {base}/missing"

    result = call(WebFetchTool(), ctx, url=f"{base}/image")
    assert result.is_error and result.content.startswith("not a text page: image/png")

    result = call(WebFetchTool(), ctx, url=f"http://127.0.0.1:{closed_port()}/")
    assert result.is_error
    assert result.content.startswith("fetch failed for http://127.0.0.1:")
    assert "\n" not in result.content

    result = call(WebFetchTool(), ctx, url="http://")
    assert result.is_error


# --- web_search -------------------------------------------------------------------------------


def test_brave_search_with_key(tmp_path: Path, server: tuple[str, Any]) -> None:
    base, requests = server
    settings = load_settings(tools={"brave_api_key": BRAVE_KEY, "brave_endpoint": f"{base}/brave"})
    ctx = ToolContext(workdir=tmp_path, settings=settings)
    result = call(WebSearchTool(), ctx, query="otters", max_results=2)
    assert not result.is_error, result.content
    assert result.content == (
        "1. otters result 1\n   https://example.com/1\n   About otters & more, number 1.\n"
        "2. otters result 2\n   https://example.com/2\n   About otters & more, number 2."
    )
    assert requests[-1]["query"] == {"q": ["otters"], "count": ["2"]}


def test_brave_search_errors(tmp_path: Path, server: tuple[str, Any]) -> None:
    base, _ = server
    bad_key = load_settings(tools={"brave_api_key": "wrong", "brave_endpoint": f"{base}/brave"})
    result = call(WebSearchTool(), ToolContext(workdir=tmp_path, settings=bad_key), query="x")
    assert result.is_error and result.content == "Brave search failed: HTTP 401 Unauthorized"

    down = load_settings(
        tools={"brave_api_key": BRAVE_KEY, "brave_endpoint": f"http://127.0.0.1:{closed_port()}/"}
    )
    result = call(WebSearchTool(), ToolContext(workdir=tmp_path, settings=down), query="x")
    assert result.is_error and result.content.startswith("Brave search failed: ")


class FakeDDGS:
    """Stands in for ddgs.DDGS so no test depends on reaching (or not reaching) the internet."""

    outcome: ClassVar[Any] = None
    calls: ClassVar[list[tuple[str, dict[str, Any]]]] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def text(self, query: str, **kwargs: Any) -> list[dict[str, Any]]:
        FakeDDGS.calls.append((query, kwargs))
        if isinstance(FakeDDGS.outcome, Exception):
            raise FakeDDGS.outcome
        return list(FakeDDGS.outcome)


@pytest.fixture
def fake_ddgs(monkeypatch: pytest.MonkeyPatch) -> type[FakeDDGS]:
    monkeypatch.setattr(web, "DDGS", FakeDDGS)
    FakeDDGS.calls = []
    return FakeDDGS


def test_duckduckgo_without_key(ctx: ToolContext, fake_ddgs: type[FakeDDGS]) -> None:
    fake_ddgs.outcome = [
        {"title": "Otter", "href": "https://en.wikipedia.org/wiki/Otter", "body": "Mammals."},
        {"title": "No link", "href": "", "body": "dropped"},
    ]
    result = call(WebSearchTool(), ctx, query="otter", max_results=3)
    assert not result.is_error
    assert result.content == "1. Otter\n   https://en.wikipedia.org/wiki/Otter\n   Mammals."
    assert fake_ddgs.calls == [("otter", {"max_results": 3, "backend": web.DDGS_BACKEND})]


def test_duckduckgo_offline_is_a_clean_error(ctx: ToolContext, fake_ddgs: type[FakeDDGS]) -> None:
    fake_ddgs.outcome = DDGSException("https://html.duckduckgo.com/html ConnectError: [Errno -3]\n")
    result = call(WebSearchTool(), ctx, query="otter")
    assert result.is_error
    assert result.content == (
        "web search failed: https://html.duckduckgo.com/html ConnectError: [Errno -3]"
    )


def test_duckduckgo_no_results_is_not_an_error(ctx: ToolContext, fake_ddgs: type[FakeDDGS]) -> None:
    fake_ddgs.outcome = DDGSException("No results found.")
    result = call(WebSearchTool(), ctx, query="zzqqxx")
    assert not result.is_error
    assert result.content == "no results for 'zzqqxx'"
