"""Session events → WebSocket messages: the web front end's half of the event protocol."""

from __future__ import annotations

import time

from jarvis_voice.approval.broker import PendingApproval
from jarvis_voice.core.events import (
    AnswerDelta,
    ApprovalAsked,
    ApprovalResolved,
    Event,
    TurnEnded,
    TurnStarted,
    WakeWordState,
)
from jarvis_voice.core.render import activity_line
from jarvis_voice.i18n import N_, templates
from jarvis_voice.web.protocol import (
    Activity,
    AnswerDeltaOut,
    ApprovalRequestOut,
    AssistantMessage,
    RiskLineOut,
    RuleFields,
    ScopeOut,
    ServerMessage,
    UserMessageOut,
    WakeWordOut,
)
from jarvis_voice.web.protocol import ApprovalResolved as ApprovalResolvedOut

# The words of the approval modal itself (index.html's `data-label`s and what app.js writes in
# the modal), sent with each request in the request's language.
MODAL_LABELS = (
    N_("web.wants_to_use"),
    N_("web.seconds_left"),
    N_("web.seconds"),
    N_("web.risks_label"),
    N_("web.scopes_legend"),
    N_("web.always_not_offered"),
    N_("web.always_would_remember"),
    N_("web.queue_one"),
    N_("web.queue_many"),
    N_("web.deny"),
    N_("web.always"),
    N_("web.allow"),
    N_("web.offline"),
    N_("rule.exact"),
    N_("rule.in_folder"),
)


def wire_messages(event: Event, language: str = "en") -> list[ServerMessage]:
    """What a tab is sent for one session event (often nothing, sometimes two messages);
    ACTIVITY lines in `language` (the event's turn's: `ActivityLog.language_of`)."""
    payload = event.payload
    messages: list[ServerMessage] = []
    if isinstance(payload, TurnStarted):
        messages.append(
            UserMessageOut(
                text=payload.text, source=payload.source.value, language=payload.language
            )
        )
    elif isinstance(payload, ApprovalAsked):
        messages.append(approval_request(PendingApproval(payload.request, payload.expires_at)))
    elif isinstance(payload, ApprovalResolved):
        messages.append(
            ApprovalResolvedOut(
                request_id=payload.request_id,
                answer=payload.answer.value,
                timeout=payload.answer.value == "timeout",
                by=payload.answered_by,
            )
        )
    elif isinstance(payload, AnswerDelta):
        messages.append(AnswerDeltaOut(text=payload.text))
    elif isinstance(payload, WakeWordState):
        messages.append(WakeWordOut(listening=payload.listening))
    elif isinstance(payload, TurnEnded):
        messages.append(
            AssistantMessage(
                text=payload.answer,
                ended_by=payload.ended_by.value,
                source=payload.source.value,
            )
        )
    line = activity_line(event, language)
    if line is not None:
        messages.append(Activity(line=line, at=event.at))
    return messages


def approval_request(pending: PendingApproval) -> ApprovalRequestOut:
    request = pending.request
    return ApprovalRequestOut(
        request_id=request.id,
        agent_id=request.agent_id,
        tool=request.tool,
        args=request.args,
        summary=request.summary(),
        risks=[
            RiskLineOut(kind=finding.kind.value, text=finding.text(request.language))
            for finding in request.risks.findings
        ],
        scopes=[
            ScopeOut(
                id=scope.id,
                label=scope.label(request.language),
                rule=RuleFields(**scope.rule.as_dict()),
            )
            for scope in request.scopes
        ],
        timeout_s=max(0.0, pending.expires_at - time.time()),
        expires_at=pending.expires_at,
        language=request.language,
        labels=templates(MODAL_LABELS, request.language),
    )
