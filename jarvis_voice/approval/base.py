"""How a human is asked (A1): a request goes to an Approver, which answers or times out.

Front ends (terminal, web broker, voice) implement `Approver`. The gate never sees buttons.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal, Protocol

from jarvis_voice.policy.risk import NO_RISKS, RiskSummary
from jarvis_voice.policy.scopes import Scope


class Answer(StrEnum):
    ALLOW = "allow"
    ALWAYS = "always"
    DENY = "deny"
    TIMEOUT = "timeout"
    NO_CONNECTION = "no_connection"


Channel = Literal["button", "voice", "terminal", "none"]


@dataclass(frozen=True)
class ApprovalRequest:
    agent_id: str
    tool: str
    args: dict[str, Any]
    # A12: what ALWAYS may remember, narrowest first (the first is the default); () hides ALWAYS
    scopes: tuple[Scope, ...]
    timeout_s: float
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    # A13: what matters about the call, found by code (policy.risk), shown and read first
    risks: RiskSummary = NO_RISKS
    # the turn's ("en"/"ko", issue 16): the question, risk lines and scope labels are in it, and
    # a spoken answer is expected in it
    language: str = "en"

    def risk_lines(self, language: str | None = None, *, short: bool = False) -> list[str]:
        """The risk summary as sentences; none when nothing about the call stands out."""
        return self.risks.lines(language or self.language, short=short)

    def scope(self, scope_id: str | None = None) -> Scope | None:
        """The offered scope `scope_id`, the default (narrowest) for None, or None when ALWAYS
        is not offered or no such scope was."""
        if scope_id is None:
            return self.scopes[0] if self.scopes else None
        return next((scope for scope in self.scopes if scope.id == scope_id), None)

    def summary(self, limit: int = 300) -> str:
        """One line describing the call, for prompts and spoken questions."""
        if self.tool == "bash" and isinstance(self.args.get("command"), str):
            text = self.args["command"]
        else:
            text = json.dumps(self.args, ensure_ascii=False)
        return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True)
class ApprovalReply:
    answer: Answer
    channel: Channel = "button"
    scope: str | None = None  # ALWAYS: the chosen scope's id; None = the narrowest (A12)


class Approver(Protocol):
    async def request(self, request: ApprovalRequest) -> ApprovalReply: ...
