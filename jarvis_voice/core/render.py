"""The one renderer from events to ACTIVITY lines, so every front end shows the same text.

Events that are not ACTIVITY (a turn starting, answer text, an approval being asked — front ends
show those their own way) render as None.
"""

from __future__ import annotations

from jarvis_voice.core.events import (
    Event,
    Notice,
    ToolDecided,
    ToolFinished,
    ToolStarted,
)
from jarvis_voice.policy.decision import Decision, Reason
from jarvis_voice.text import clip

ARG_PREVIEW = 160

_DECISION_TEXT: dict[Reason, str] = {
    Reason.NO_APPROVAL_NEEDED: "no approval needed",
    Reason.RULE_MATCHED: "allowed by rule",
    Reason.HUMAN_ALLOW: "allowed once",
    Reason.HUMAN_ALWAYS: "allowed always",
    Reason.HUMAN_DENY: "denied",
    Reason.VOICE_DENY: "denied by voice",
    Reason.TIMEOUT: "denied: no answer in time",
    Reason.NO_CONNECTION: "denied: nobody to ask",
    Reason.DANGEROUS_COMMAND: "blocked: dangerous command",
    Reason.NO_RULE_MATCHED: "no rule matched",
    Reason.RULES_FILE_ERROR: "rules file unreadable",
}


def activity_line(event: Event) -> str | None:
    payload = event.payload
    if isinstance(payload, Notice):
        return payload.line
    if isinstance(payload, ToolDecided):
        return decision_line(payload.tool, payload.decision)
    if isinstance(payload, ToolStarted):
        return f"🔧 tool · {payload.tool} · {clip(payload.description, ARG_PREVIEW)}"
    if isinstance(payload, ToolFinished) and not payload.ran and not payload.refused:
        return f"✗ tool · {payload.tool} · {payload.message}"  # never reached the decision
    return None


def decision_line(tool: str, decision: Decision) -> str:
    text = _DECISION_TEXT[decision.reason]
    if decision.rule is not None:
        text += f" ({decision.rule.tool}: {decision.rule.describe()})"
    if decision.detail:
        text += f" — {decision.detail}"
    return f"⚡ approval · {tool} · {text}"
