"""Answer approvals in a terminal: Enter = ALLOW, `a` = ALWAYS, `d` = DENY (A1).

Korean answers work too, whatever the session language: 허용 (also 응, 네, 예) = ALLOW,
항상 = ALWAYS (the narrowest scope, like `a`), 거부 (also 아니, 아니요, 아니오, 아뇨) = DENY. Only
a whole answer from these lists counts: "거부 아니 허용", "yes please" or a stray "ㅇ" (the
Korean keyboard's d key) is not understood and asked again — an answer that is not recognised
never allows. The texts come from the catalogue (jarvis_voice/i18n.py) in the request's language.

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
import unicodedata
from collections.abc import Callable
from typing import TextIO

from jarvis_voice.approval.base import Answer, ApprovalReply, ApprovalRequest
from jarvis_voice.i18n import t
from jarvis_voice.policy.scopes import Scope

_ALLOW = {"", "y", "yes", "allow", "ok", "허용", "응", "네", "예"}
_ALWAYS = {"a", "always", "항상"}
_DENY = {"d", "n", "no", "deny", "거부", "아니", "아니요", "아니오", "아뇨"}
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
        language = request.language
        keys = scope_keys(request.scopes)
        choices = t("approval.choices", language)
        if keys:
            choices = t("approval.choices_always", language, keys="/".join(keys))
        self.write("\n" + t("approval.needed", language, tool=request.tool))
        for risk in request.risk_lines():  # A13: what matters first, then the call itself
            self.write(f"    ! {risk}")
        self.write(f"    {request.summary()}")
        if keys:
            self.write("    " + t("approval.always_header", language))
        for key, scope in keys.items():
            label = scope.label(language)
            self.write(f"      [{key}] {label} — {request.tool} · {scope.rule.describe(language)}")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + request.timeout_s
        while True:
            seconds = int(deadline - loop.time())
            self.write("  " + t("approval.ask", language, choices=choices, seconds=seconds))
            remaining = deadline - loop.time()
            try:
                line = await self.lines.readline(timeout=max(remaining, 0.001))
            except TimeoutError:
                self.write("  " + t("approval.timed_out", language))
                return ApprovalReply(Answer.TIMEOUT, "terminal")
            if line is None:
                self.write("  " + t("approval.end_of_input", language))
                return ApprovalReply(Answer.DENY, "terminal")
            word = unicodedata.normalize("NFC", line).strip().lower()
            if word in _ALLOW:
                return ApprovalReply(Answer.ALLOW, "terminal")
            chosen = keys.get("a" if word in _ALWAYS else word)
            if chosen is not None:
                return ApprovalReply(Answer.ALWAYS, "terminal", chosen.id)
            if word in _DENY:
                return ApprovalReply(Answer.DENY, "terminal")
            self.write("  " + t("approval.not_understood", language, answer=line.strip()))


def scope_keys(scopes: tuple[Scope, ...]) -> dict[str, Scope]:
    """Key → scope, in the order offered: `a` for the first (the narrowest), then each wider
    scope's own key."""
    keys: dict[str, Scope] = {}
    for index, scope in enumerate(scopes):
        keys["a" if index == 0 else _SCOPE_KEYS[scope.id]] = scope
    return keys
