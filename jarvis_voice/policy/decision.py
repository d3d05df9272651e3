"""T2: the decision value the approval gate returns. Outcome plus *why* — the reason drives the
reply text and ACTIVITY."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from jarvis_voice.policy.reasons import Reason
from jarvis_voice.policy.rules import Rule

__all__ = ["Decision", "Outcome", "Reason"]  # Reason lives in policy.reasons; kept importable


class Outcome(StrEnum):
    ALLOW = "allow"
    DENY = "deny"
    TIMEOUT = "timeout"


@dataclass(frozen=True)
class Decision:
    outcome: Outcome
    reason: Reason
    rule: Rule | None = None  # the matching rule (RULE_MATCHED) or the rule just saved (ALWAYS)
    detail: str = ""  # e.g. which dangerous pattern matched, or a rules-file problem
    # Who answered when a human was asked (the audit trail, issue 14): the reply's channel
    # ("button", "voice", "terminal", "none") and seconds from asking to the answer.
    # Not part of what was decided: two equal decisions may have been answered differently.
    channel: str | None = field(default=None, compare=False)
    answer_s: float | None = field(default=None, compare=False)

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
