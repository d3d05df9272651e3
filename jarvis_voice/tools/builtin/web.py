"""Web tools: `web_search` (Brave API with a key, else DuckDuckGo via ddgs) and `web_fetch`."""

from __future__ import annotations

import asyncio
import html
import re
from typing import Any

import httpx
import trafilatura
from ddgs import DDGS
from pydantic import BaseModel, Field

from jarvis_voice.errors import describe
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.builtin._common import cap_text, looks_binary, output_limit, tool_settings

USER_AGENT = "Mozilla/5.0 (compatible; jarvis-voice/0.1)"
SEARCH_TIMEOUT_S = 15.0
FETCH_TIMEOUT_S = 20.0
FETCH_MAX_BYTES = 5 * 1024 * 1024
# "auto" lets ddgs fall back across engines (DuckDuckGo among them): one scraped engine alone
# is often rate-limited. Set to "duckduckgo" to query only DuckDuckGo.
DDGS_BACKEND = "auto"

_TAG_RE = re.compile(r"<[^>]+>")
_DROP_BLOCKS_RE = re.compile(
    r"<(script|style|noscript|template|svg|head)\b[^>]*>.*?</\1\s*>", re.IGNORECASE | re.DOTALL
)
_TITLE_RE = re.compile(r"<title\b[^>]*>(.*?)</title\s*>", re.IGNORECASE | re.DOTALL)
_TEXT_TYPES = ("text/", "application/json", "application/xml", "application/javascript")


def _strip_tags(text: str) -> str:
    return " ".join(html.unescape(_TAG_RE.sub("", text)).split())


# --- web_search -------------------------------------------------------------------------------


class WebSearchArgs(BaseModel):
    query: str = Field(min_length=1, description="What to search the web for.")
    max_results: int = Field(
        default=5, ge=1, le=20, description="How many results to return (1-20)."
    )


def _format_results(query: str, results: list[tuple[str, str, str]]) -> str:
    if not results:
        return f"no results for {query!r}"
    lines: list[str] = []
    for i, (title, url, snippet) in enumerate(results, start=1):
        lines.append(f"{i}. {title or url}\n   {url}")
        if snippet:
            lines.append(f"   {snippet}")
    return "\n".join(lines)


def _ddgs_search(query: str, max_results: int) -> list[dict[str, Any]]:
    return DDGS(timeout=int(SEARCH_TIMEOUT_S)).text(
        query, max_results=max_results, backend=DDGS_BACKEND
    )


class WebSearchTool(Tool[WebSearchArgs]):
    name = "web_search"
    description = (
        "Search the web and return the top results as title, URL and snippet. Use web_fetch to "
        "read a result's page."
    )
    Args = WebSearchArgs

    async def run(self, args: WebSearchArgs, ctx: ToolContext) -> ToolResult:
        settings = tool_settings(ctx)
        if settings.brave_api_key:
            outcome = await self._brave(args, settings.brave_api_key, settings.brave_endpoint)
        else:
            outcome = await self._duckduckgo(args)
        if isinstance(outcome, ToolResult):
            return outcome
        return ToolResult(cap_text(_format_results(args.query, outcome), output_limit(ctx)))

    @staticmethod
    async def _brave(
        args: WebSearchArgs, key: str, endpoint: str
    ) -> list[tuple[str, str, str]] | ToolResult:
        headers = {
            "Accept": "application/json",
            "X-Subscription-Token": key,
            "User-Agent": USER_AGENT,
        }
        params: dict[str, str | int] = {"q": args.query, "count": args.max_results}
        try:
            async with httpx.AsyncClient(timeout=SEARCH_TIMEOUT_S) as client:
                resp = await client.get(endpoint, params=params, headers=headers)
            if resp.status_code != 200:
                reason = resp.reason_phrase or "error"
                return ToolResult(f"Brave search failed: HTTP {resp.status_code} {reason}", True)
            data = resp.json()
        except httpx.HTTPError as exc:
            return ToolResult(f"Brave search failed: {describe(exc)}", is_error=True)
        except ValueError:
            return ToolResult("Brave search failed: response is not JSON", is_error=True)
        items = data.get("web", {}).get("results", []) if isinstance(data, dict) else []
        if not isinstance(items, list):
            return ToolResult("Brave search failed: unexpected response shape", is_error=True)
        results = [
            # Brave marks query terms with <strong> in titles and descriptions.
            (
                _strip_tags(str(item.get("title", ""))),
                str(item.get("url", "")),
                _strip_tags(str(item.get("description", ""))),
            )
            for item in items
            if isinstance(item, dict) and item.get("url")
        ]
        return results[: args.max_results]

    @staticmethod
    async def _duckduckgo(args: WebSearchArgs) -> list[tuple[str, str, str]] | ToolResult:
        try:
            # ddgs is blocking (its own thread pool and HTTP client): keep it off the event loop.
            items = await asyncio.to_thread(_ddgs_search, args.query, args.max_results)
        except Exception as exc:  # ddgs raises assorted errors; any of them is "search failed"
            if "no results" in str(exc).lower():
                return []
            return ToolResult(f"web search failed: {describe(exc)}", is_error=True)
        return [
            (str(i.get("title", "")), str(i.get("href", "")), str(i.get("body", "")))
            for i in items
            if i.get("href")
        ][: args.max_results]


# --- web_fetch --------------------------------------------------------------------------------


class WebFetchArgs(BaseModel):
    url: str = Field(description="The http:// or https:// URL of the page to read.")


def crude_text(markup: str) -> str:
    """Last-resort readable text: drop scripts and styles, strip tags, keep paragraph breaks."""
    markup = _DROP_BLOCKS_RE.sub(" ", markup)
    markup = re.sub(r"(?i)<(br|/p|/div|/h[1-6]|/li|/tr)\b[^>]*>", "\n", markup)
    text = html.unescape(_TAG_RE.sub(" ", markup))
    lines = (" ".join(line.split()) for line in text.splitlines())
    return "\n".join(line for line in lines if line)


def _extract(body: bytes, content_type: str, url: str) -> tuple[str, str | None]:
    """(text, title) from a response body; HTML goes through trafilatura."""
    charset = re.search(r"charset=([\w-]+)", content_type, re.IGNORECASE)
    encoding = charset.group(1) if charset else "utf-8"
    try:
        decoded = body.decode(encoding, errors="replace")
    except LookupError:  # unknown charset name
        decoded = body.decode("utf-8", errors="replace")
    is_html = "html" in content_type or (not content_type and "<html" in decoded[:2048].lower())
    if not is_html:
        return decoded, None
    title_match = _TITLE_RE.search(decoded)
    title = _strip_tags(title_match.group(1)) if title_match else None
    text = trafilatura.extract(decoded, url=url, include_comments=False)
    return (text if text else crude_text(decoded)), title


class WebFetchTool(Tool[WebFetchArgs]):
    name = "web_fetch"
    description = (
        "Download a web page (http or https only) and return its readable text, without "
        "navigation, scripts and markup."
    )
    Args = WebFetchArgs

    async def run(self, args: WebFetchArgs, ctx: ToolContext) -> ToolResult:
        try:
            url = httpx.URL(args.url.strip())
        except httpx.InvalidURL as exc:
            return ToolResult(f"invalid URL: {describe(exc)}", is_error=True)
        if url.scheme not in ("http", "https"):
            shown = url.scheme or "none"
            return ToolResult(f"only http and https URLs can be fetched (scheme: {shown})", True)
        if not url.host:
            return ToolResult(f"invalid URL (no host): {args.url}", is_error=True)

        try:
            body, content_type, final_url, truncated = await self._download(url)
        except httpx.HTTPStatusError as exc:
            resp = exc.response
            return ToolResult(
                f"HTTP {resp.status_code} {resp.reason_phrase} for {resp.url}", is_error=True
            )
        except httpx.HTTPError as exc:
            return ToolResult(f"fetch failed for {url}: {describe(exc)}", is_error=True)

        ctype = content_type.lower()
        if ctype and not (ctype.startswith(_TEXT_TYPES) or "html" in ctype or "+xml" in ctype):
            return ToolResult(f"not a text page: {content_type} at {final_url}", is_error=True)
        if not ctype and looks_binary(body):
            return ToolResult(f"not a text page (binary content) at {final_url}", is_error=True)

        # trafilatura is CPU-bound; a big page would stall the event loop.
        text, title = await asyncio.to_thread(_extract, body, ctype, final_url)
        header = f"URL: {final_url}\n" + (f"Title: {title}\n" if title else "")
        note = f"\n[page truncated at {FETCH_MAX_BYTES} bytes]" if truncated else ""
        content = text.strip() or "(no readable text on the page)"
        return ToolResult(cap_text(f"{header}\n{content}{note}", output_limit(ctx)))

    @staticmethod
    async def _download(url: httpx.URL) -> tuple[bytes, str, str, bool]:
        headers = {"User-Agent": USER_AGENT, "Accept": "text/html,text/plain;q=0.9,*/*;q=0.5"}
        async with (
            httpx.AsyncClient(
                timeout=FETCH_TIMEOUT_S, follow_redirects=True, headers=headers
            ) as client,
            client.stream("GET", url) as resp,
        ):
            resp.raise_for_status()
            chunks: list[bytes] = []
            size = 0
            truncated = False
            async for chunk in resp.aiter_bytes():
                chunks.append(chunk)
                size += len(chunk)
                if size >= FETCH_MAX_BYTES:  # cap memory; the page head is what matters
                    truncated = True
                    break
            body = b"".join(chunks)[:FETCH_MAX_BYTES]
            return body, resp.headers.get("content-type", ""), str(resp.url), truncated
