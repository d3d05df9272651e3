"""T2: the decision value the approval gate returns. Outcome plus *why* — the reason drives the
reply text and ACTIVITY."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from jarvis_voice.policy.reasons import Reason
from jarvis_voice.policy.rules import Rule

__all__ = ["Decision", "Outcome", "Reason"]  # Reason lives in policy.reasons; kept importable


class Outcome(StrEnum):
    ALLOW = "allow"
    DENY = "deny"
    TIMEOUT = "timeout"


_ACTIVITY_TEXT: dict[Reason, str] = {
    Reason.NO_APPROVAL_NEEDED: "no approval needed",
    Reason.RULE_MATCHED: "allowed by rule",
    Reason.HUMAN_ALLOW: "allowed once",
    Reason.HUMAN_ALWAYS: "allowed always",
    Reason.HUMAN_DENY: "denied",
    Reason.VOICE_DENY: "denied by voice",
    Reason.TIMEOUT: "denied: no answer in time",
    Reason.NO_CONNECTION: "denied: nobody to ask",
    Reason.DANGEROUS_COMMAND: "blocked: dangerous command",
}


@dataclass(frozen=True)
class Decision:
    outcome: Outcome
    reason: Reason
    rule: Rule | None = None  # the matching rule (RULE_MATCHED) or the rule just saved (ALWAYS)
    detail: str = ""  # e.g. which dangerous pattern matched, or a rules-file problem

    @property
    def allowed(self) -> bool:
        return self.outcome is Outcome.ALLOW

    @property
    def human_refused(self) -> bool:
        """T3 counts these: a human (or the clock) said no — not a policy or dangerous block."""
        return self.reason in (
            Reason.HUMAN_DENY,
            Reason.VOICE_DENY,
            Reason.TIMEOUT,
            Reason.NO_CONNECTION,
        )

    def activity_line(self, tool: str) -> str:
        text = _ACTIVITY_TEXT[self.reason]
        if self.rule is not None:
            text += f" ({self.rule.tool}: {self.rule.pattern})"
        if self.detail:
            text += f" — {self.detail}"
        return f"⚡ approval · {tool} · {text}"
