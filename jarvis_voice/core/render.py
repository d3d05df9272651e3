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
from jarvis_voice.i18n import N_, t
from jarvis_voice.policy.decision import Decision, Reason
from jarvis_voice.text import clip

ARG_PREVIEW = 160

_DECISION_TEXT: dict[Reason, str] = {
    Reason.NO_APPROVAL_NEEDED: N_("decision.no_approval_needed"),
    Reason.RULE_MATCHED: N_("decision.rule_matched"),
    Reason.HUMAN_ALLOW: N_("decision.human_allow"),
    Reason.HUMAN_ALWAYS: N_("decision.human_always"),
    Reason.HUMAN_DENY: N_("decision.human_deny"),
    Reason.VOICE_DENY: N_("decision.voice_deny"),
    Reason.TIMEOUT: N_("decision.timeout"),
    Reason.NO_CONNECTION: N_("decision.no_connection"),
    Reason.DANGEROUS_COMMAND: N_("decision.dangerous_command"),
    Reason.NO_RULE_MATCHED: N_("decision.no_rule_matched"),
    Reason.RULES_FILE_ERROR: N_("decision.rules_file_error"),
}


def activity_line(event: Event, language: str = "en") -> str | None:
    """The ACTIVITY line of `event` in `language` (its turn's: `ActivityLog.language_of`)."""
    payload = event.payload
    if isinstance(payload, Notice):
        line = payload.line
        return line if isinstance(line, str) else line.text(language)
    if isinstance(payload, ToolDecided):
        return decision_line(payload.tool, payload.decision, language)
    if isinstance(payload, ToolStarted):
        description = clip(payload.description, ARG_PREVIEW)
        return t("activity.tool_started", language, tool=payload.tool, description=description)
    if isinstance(payload, ToolFinished) and not payload.ran and not payload.refused:
        # never reached the decision
        return t("activity.tool_failed", language, tool=payload.tool, message=payload.message)
    return None


def decision_line(tool: str, decision: Decision, language: str = "en") -> str:
    text = t(_DECISION_TEXT[decision.reason], language)
    if decision.rule is not None:
        text += f" ({decision.rule.tool}: {decision.rule.describe(language)})"
    if decision.detail:
        text += f" — {decision.detail}"
    return t("activity.decision", language, tool=tool, text=text)
