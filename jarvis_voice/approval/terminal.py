"""Answer approvals in a terminal: Enter = ALLOW, `a` = ALWAYS, `d` = DENY (A1).

The prompt names the tool, then the risk summary (A13, one `!` line per finding), then the call,
then the ALWAYS choices (A12): `[a]` is the narrowest scope, the default; the wider ones have
their own keys (`[s]` the subcommand prefix, `[w]` the program in this folder).

Works with stdin that is not a TTY: lines come from one reader thread through a queue, so the
chat prompt and the approval prompt share stdin without racing. End of input = DENY.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import Callable
from typing import TextIO

from jarvis_voice.approval.base import Answer, ApprovalReply, ApprovalRequest
from jarvis_voice.policy.scopes import Scope

_ALLOW = {"", "y", "yes", "allow", "ok"}
_ALWAYS = {"a", "always"}
_DENY = {"d", "n", "no", "deny"}
# The key of a scope that is not the default ([a]); none of them is an allow or deny word.
_SCOPE_KEYS = {"exact": "e", "subcommand": "s", "directory": "w", "tool": "t"}


class LineSource:
    """Reads stdin lines in a daemon thread; `readline` awaits the next one (None at EOF)."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream or sys.stdin
        self._queue: asyncio.Queue[str | None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._queue = asyncio.Queue()
        threading.Thread(target=self._pump, name="stdin-reader", daemon=True).start()

    def _pump(self) -> None:
        assert self._loop is not None and self._queue is not None
        for line in self._stream:
            self._loop.call_soon_threadsafe(self._queue.put_nowait, line.rstrip("\r\n"))
        self._loop.call_soon_threadsafe(self._queue.put_nowait, None)

    async def readline(self, timeout: float | None = None) -> str | None:
        assert self._queue is not None, "call start() first"
        line = await asyncio.wait_for(self._queue.get(), timeout)
        if line is None:
            self._queue.put_nowait(None)  # stay at EOF for later readers
        return line


class TerminalApprover:
    def __init__(self, lines: LineSource, write: Callable[[str], None]) -> None:
        self.lines = lines
        self.write = write

    async def request(self, request: ApprovalRequest) -> ApprovalReply:
        keys = scope_keys(request.scopes)
        choices = "[Enter] allow once · [d] deny"
        if keys:
            choices = f"[Enter] allow once · [{'/'.join(keys)}] always · [d] deny"
        self.write(f"\n⚠ Approval needed: {request.tool}")
        for risk in request.risk_lines():  # A13: what matters first, then the call itself
            self.write(f"    ! {risk}")
        self.write(f"    {request.summary()}")
        if keys:
            self.write("    ALWAYS remembers one of:")
        for key, scope in keys.items():
            label = scope.label(request.language)
            self.write(f"      [{key}] {label} — {request.tool} · {scope.rule.describe()}")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + request.timeout_s
        while True:
            self.write(f"  {choices} (answer within {int(deadline - loop.time())} s) > ")
            remaining = deadline - loop.time()
            try:
                line = await self.lines.readline(timeout=max(remaining, 0.001))
            except TimeoutError:
                self.write("  no answer in time — denied")
                return ApprovalReply(Answer.TIMEOUT, "terminal")
            if line is None:
                self.write("  end of input — denied")
                return ApprovalReply(Answer.DENY, "terminal")
            word = line.strip().lower()
            if word in _ALLOW:
                return ApprovalReply(Answer.ALLOW, "terminal")
            chosen = keys.get("a" if word in _ALWAYS else word)
            if chosen is not None:
                return ApprovalReply(Answer.ALWAYS, "terminal", chosen.id)
            if word in _DENY:
                return ApprovalReply(Answer.DENY, "terminal")
            self.write(f"  not understood: {line.strip()!r}")


def scope_keys(scopes: tuple[Scope, ...]) -> dict[str, Scope]:
    """Key → scope, in the order offered: `a` for the first (the narrowest), then each wider
    scope's own key."""
    keys: dict[str, Scope] = {}
    for index, scope in enumerate(scopes):
        keys["a" if index == 0 else _SCOPE_KEYS[scope.id]] = scope
    return keys
