"""The typed events of a session, in the order a turn produces them.

A turn publishes TURN_STARTED, then per tool call TOOL_REQUESTED → (APPROVAL_ASKED →
APPROVAL_RESOLVED when a human is asked) → TOOL_DECIDED (when approval mattered) →
TOOL_STARTED → TOOL_FINISHED, then ANSWER_DELTA (the answer text, possibly in pieces) and
TURN_ENDED. NOTICE carries one-line reports of background work and isolated failures.
Front ends subscribe to these; nobody matches on rendered text to learn what happened.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar

from jarvis_voice.approval.base import Answer, ApprovalRequest, Channel
from jarvis_voice.i18n import Msg
from jarvis_voice.policy.decision import Decision


class EventType(StrEnum):
    TURN_STARTED = "turn_started"
    HEARD = "heard"
    TOOL_REQUESTED = "tool_requested"
    APPROVAL_ASKED = "approval_asked"
    APPROVAL_RESOLVED = "approval_resolved"
    TOOL_DECIDED = "tool_decided"
    TOOL_STARTED = "tool_started"
    TOOL_FINISHED = "tool_finished"
    ANSWER_DELTA = "answer_delta"
    TURN_ENDED = "turn_ended"
    STOP_SPEAKING = "stop_speaking"
    WAKE_WORD = "wake_word"
    NOTICE = "notice"


class EndedBy(StrEnum):
    """Why a turn ended (T3–T5 and the session's own refusals)."""

    ANSWER = "answer"
    DENIED = "denied"  # T3: every call of a response refused by a human
    TIMEOUT = "timeout"  # T3: ... by the clock
    FINAL = "final"  # T4: every result final
    OVERFLOW = "overflow"  # T5: too many model calls
    COMMAND = "command"  # a /command answered without the model
    REJECTED = "rejected"  # S1: the input was refused before the turn
    BUSY = "busy"  # the session was still working on another request
    ERROR = "error"


class Source(StrEnum):
    """Where a request came from."""

    TEXT = "text"  # typed: terminal or web page
    VOICE = "voice"  # recognised speech
    SCHEDULE = "schedule"  # a scheduled job (X5), run unattended


@dataclass(frozen=True)
class TurnStarted:
    type: ClassVar[EventType] = EventType.TURN_STARTED
    text: str
    source: Source
    # the turn's language ("ko"/"en", core/turn_language.py): its answer, approval questions,
    # ACTIVITY lines and spoken reply are in it
    language: str = "en"


@dataclass(frozen=True)
class Heard:
    """Speech a recogniser turned into words (a request or an approval answer)."""

    type: ClassVar[EventType] = EventType.HEARD
    text: str
    language: str | None = None


@dataclass(frozen=True)
class ToolRequested:
    type: ClassVar[EventType] = EventType.TOOL_REQUESTED
    call_id: str
    tool: str
    args: dict[str, Any] | str


@dataclass(frozen=True)
class ApprovalAsked:
    type: ClassVar[EventType] = EventType.APPROVAL_ASKED
    request: ApprovalRequest
    expires_at: float  # epoch seconds


@dataclass(frozen=True)
class ApprovalResolved:
    """A waiting approval request got its answer (a human's, the clock's, or nobody's)."""

    type: ClassVar[EventType] = EventType.APPROVAL_RESOLVED
    request_id: str
    tool: str
    answer: Answer
    channel: Channel
    answered_by: str | None = None  # the answerer id (a tab, the voice channel, the terminal)


@dataclass(frozen=True)
class ToolDecided:
    """The decision for a call that needed approval (or was blocked): rule, human or policy."""

    type: ClassVar[EventType] = EventType.TOOL_DECIDED
    call_id: str
    tool: str
    decision: Decision


@dataclass(frozen=True)
class ToolStarted:
    type: ClassVar[EventType] = EventType.TOOL_STARTED
    call_id: str
    tool: str
    description: str  # the command, or the arguments as JSON


@dataclass(frozen=True)
class ToolFinished:
    type: ClassVar[EventType] = EventType.TOOL_FINISHED
    call_id: str
    tool: str
    ran: bool  # False: refused before running (unknown tool, bad arguments, plugin, denial)
    is_error: bool
    message: str  # the refusal or error text; for a successful run, empty
    output_chars: int = 0
    refused: bool = False  # not run because the decision (TOOL_DECIDED) said no


@dataclass(frozen=True)
class AnswerDelta:
    type: ClassVar[EventType] = EventType.ANSWER_DELTA
    text: str


@dataclass(frozen=True)
class TurnEnded:
    type: ClassVar[EventType] = EventType.TURN_ENDED
    answer: str
    ended_by: EndedBy
    source: Source = Source.TEXT


@dataclass(frozen=True)
class StopSpeaking:
    """Someone asked the assistant to stop talking (barge-in: the page's stop button…)."""

    type: ClassVar[EventType] = EventType.STOP_SPEAKING
    by: str


@dataclass(frozen=True)
class WakeWordState:
    """Hands-free waits for the wake word (`listening`) or takes every utterance (issue 15)."""

    type: ClassVar[EventType] = EventType.WAKE_WORD
    listening: bool


@dataclass(frozen=True)
class Notice:
    """A one-line report: background work, an isolated plugin failure, a model error."""

    type: ClassVar[EventType] = EventType.NOTICE
    line: str | Msg  # a Msg is shown in the language of whoever reads it (`activity_line`)


Payload = (
    TurnStarted
    | Heard
    | ToolRequested
    | ApprovalAsked
    | ApprovalResolved
    | ToolDecided
    | ToolStarted
    | ToolFinished
    | AnswerDelta
    | TurnEnded
    | StopSpeaking
    | WakeWordState
    | Notice
)


@dataclass(frozen=True)
class Event:
    payload: Payload
    turn_id: str | None = None  # None: not part of a turn (background work)
    at: float = field(default_factory=time.time)
    language: str | None = None  # the turn's language (None: not part of a turn)

    @property
    def type(self) -> EventType:
        return self.payload.type
