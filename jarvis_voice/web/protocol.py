"""The WebSocket message schema (K1/K2). Every client — browser tabs, the voice channel, the
terminal — speaks these messages, so they can all join one session's approval broker.

Frames are JSON objects with a `type`. Client → server: `user_message`, `approval_answer`,
`rules_list`, `rules_revoke`, `ping`, `stop_speaking`, `voice_start`, `voice_end` (and binary
frames of 16 kHz mono int16 PCM between them), `wake_word`. Server → client: `hello`,
`history`, `user_message`, `assistant_message`, `answer_delta`, `activity`, `approval_request`,
`approval_resolved`, `rules`, `error`, `pong`, `voice_state`, `voice_audio`, `wake_word`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

MAX_FRAME_BYTES = 256 * 1024


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid")


# ---------------------------------------------------------------- client → server


class UserMessageIn(_Message):
    type: Literal["user_message"]
    text: str = Field(max_length=1_000_000)


class ApprovalAnswerIn(_Message):
    type: Literal["approval_answer"]
    request_id: str = Field(min_length=1, max_length=128)
    answer: Literal["allow", "always", "deny"]
    # ALWAYS: the id of one of the request's `scopes`; left out = the first (narrowest, A12)
    scope: Literal["exact", "subcommand", "directory", "tool"] | None = None


class RulesListIn(_Message):
    type: Literal["rules_list"]


class RulesRevokeIn(_Message):
    type: Literal["rules_revoke"]
    tool: str = Field(min_length=1, max_length=200)
    pattern: str = Field(min_length=1, max_length=2000)
    exact: bool = False  # the rule's optional fields, as `rules` listed them
    cwd: str | None = Field(default=None, min_length=1, max_length=4096)


class PingIn(_Message):
    type: Literal["ping"]


class VoiceStartIn(_Message):
    """Push-to-talk pressed on the page: binary frames (16 kHz mono int16 PCM) follow."""

    type: Literal["voice_start"]


class VoiceEndIn(_Message):
    """Push-to-talk released: recognise what was sent and take it as a spoken request."""

    type: Literal["voice_end"]


class StopSpeakingIn(_Message):
    """Barge-in from the page: whoever is speaking the answer stops now."""

    type: Literal["stop_speaking"]


class WakeWordIn(_Message):
    """Switch hands-free wake-word listening (off: every utterance is a request)."""

    type: Literal["wake_word"]
    listening: bool


ClientMessage = Annotated[
    UserMessageIn
    | ApprovalAnswerIn
    | RulesListIn
    | RulesRevokeIn
    | PingIn
    | StopSpeakingIn
    | VoiceStartIn
    | VoiceEndIn
    | WakeWordIn,
    Field(discriminator="type"),
]
client_message_adapter: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)


# ---------------------------------------------------------------- server → client


class Hello(_Message):
    type: Literal["hello"] = "hello"
    session_id: str
    connection_id: str
    agent_id: str
    agent_name: str
    user: str | None = None
    approval_timeout_s: float
    busy: bool = False  # a turn is running (e.g. waiting for an approval) as this tab connects
    # hands-free voice waits for the wake word (True), was switched to take every utterance
    # (False), or there is no wake word to switch (None: no voice, push-to-talk, or off)
    wake_word: bool | None = None


class HistoryEntry(_Message):
    role: Literal["user", "assistant"]
    text: str
    source: Literal["text", "voice", "schedule"] = "text"


class History(_Message):
    """Sent after `hello`; the requests still waiting for an answer follow it."""

    type: Literal["history"] = "history"
    messages: list[HistoryEntry]
    activity: list[str] = Field(default_factory=list)  # the latest ACTIVITY lines


class UserMessageOut(_Message):
    type: Literal["user_message"] = "user_message"
    text: str
    source: Literal["text", "voice", "schedule"] = "text"  # "voice": what was heard
    language: str = "en"  # the turn's (issue 16): its answer and approval texts are in it


class AssistantMessage(_Message):
    type: Literal["assistant_message"] = "assistant_message"
    text: str
    ended_by: str  # a core.events.EndedBy value
    source: Literal["text", "voice", "schedule"] = "text"


class AnswerDeltaOut(_Message):
    """A piece of the answer as the model produces it; `assistant_message` has the whole."""

    type: Literal["answer_delta"] = "answer_delta"
    text: str


class VoiceStateOut(_Message):
    """The page's voice: listening (recording) → heard (recognising) → thinking → speaking →
    idle. `text`: what was heard, or why nothing was."""

    type: Literal["voice_state"] = "voice_state"
    state: Literal["listening", "heard", "thinking", "speaking", "idle"]
    text: str = ""


class VoiceAudioOut(_Message):
    """The answer spoken: a WAV file, base64, for the page to play."""

    type: Literal["voice_audio"] = "voice_audio"
    wav_base64: str


class Activity(_Message):
    type: Literal["activity"] = "activity"
    line: str
    at: float


class RiskLineOut(_Message):
    """One finding of the request's risk summary (A13), in the session's language."""

    kind: str  # a policy.risk.RiskKind value
    text: str


class RuleFields(_Message):
    """A rule as its file holds it (A12's `exact` and `cwd` only when set)."""

    tool: str
    pattern: str
    exact: bool = False
    cwd: str | None = None


class ScopeOut(_Message):
    """One ALWAYS choice (A12): `id` is sent back in `approval_answer.scope`."""

    id: Literal["exact", "subcommand", "directory", "tool"]
    label: str  # in the session's language
    rule: RuleFields  # what is saved when it is chosen


class ApprovalRequestOut(_Message):
    type: Literal["approval_request"] = "approval_request"
    request_id: str
    agent_id: str
    tool: str
    args: dict[str, Any]
    summary: str
    risks: list[RiskLineOut] = Field(default_factory=list)  # shown above the call; [] = nothing
    # A12: the ALWAYS choices, narrowest (the default) first; ALWAYS is shown only when any
    scopes: list[ScopeOut] = Field(default_factory=list)
    timeout_s: float
    expires_at: float  # epoch seconds, for the countdown
    language: str = "en"  # the turn's: the risk lines and scope labels are in it
    # The modal's own words (title, buttons, countdown, ALWAYS note) in `language`, as templates:
    # a Korean request on an English page is asked in Korean; the page around it stays English.
    labels: dict[str, str] = Field(default_factory=dict)


class ApprovalResolved(_Message):
    type: Literal["approval_resolved"] = "approval_resolved"
    request_id: str
    answer: Literal["allow", "always", "deny", "timeout", "no_connection"]
    timeout: bool = False
    by: str | None = None  # connection id that answered


class RuleOut(_Message):
    layer: str
    tool: str
    pattern: str
    exact: bool = False
    cwd: str | None = None  # the rule applies only in this directory


class Rules(_Message):
    type: Literal["rules"] = "rules"
    agent_id: str
    rules: list[RuleOut]
    error: str | None = None


class ErrorOut(_Message):
    type: Literal["error"] = "error"
    code: str
    message: str
    request_id: str | None = None


class Pong(_Message):
    type: Literal["pong"] = "pong"


class WakeWordOut(_Message):
    """Wake-word listening was switched (by any tab, or the voice front end started)."""

    type: Literal["wake_word"] = "wake_word"
    listening: bool


ServerMessage = (
    Hello
    | History
    | UserMessageOut
    | AssistantMessage
    | AnswerDeltaOut
    | VoiceStateOut
    | VoiceAudioOut
    | Activity
    | ApprovalRequestOut
    | ApprovalResolved
    | Rules
    | ErrorOut
    | Pong
    | WakeWordOut
)
