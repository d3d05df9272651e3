"""One audit row, and its JSON form — the stable schema `jarvis log --json` and the web page
print. Change a field's meaning or remove one only with a new `JSON_SCHEMA_VERSION`; adding a
field keeps the version (readers ignore fields they do not know)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

JSON_SCHEMA_VERSION = 1

# (name, JSON type, meaning): docs/audit-log.md documents the same list, a test keeps them equal.
JSON_FIELDS: tuple[tuple[str, str, str], ...] = (
    ("schema", "integer", "version of this JSON schema (1)"),
    ("id", "integer", "row number, increasing"),
    ("time", "string", "when the call was decided, ISO 8601 UTC"),
    ("epoch", "number", "the same instant, seconds since 1970"),
    ("agent_id", "string", "the agent that made the call"),
    ("turn_id", "string or null", "the turn it belonged to (null outside a session turn)"),
    ("call_id", "string", "the model's id for the call"),
    ("tool", "string", "tool name as the model asked for it"),
    ("workdir", "string", "the directory the tools worked in"),
    (
        "arguments",
        "object or string",
        "the arguments: validated (defaults filled in) once the "
        "call passed validation, else as the model sent them; a string when the model sent "
        "text, not an object, or when truncated",
    ),
    ("command", "string or null", "bash: the full command text; null for other tools"),
    ("arguments_bytes", "integer", "size of the whole arguments JSON in UTF-8 bytes"),
    ("arguments_sha256", "string", "SHA-256 (hex) of the whole arguments JSON"),
    (
        "truncated",
        "boolean",
        "true only when arguments or command exceeded 1 MiB and were cut "
        "(the size and hash still describe the whole)",
    ),
    (
        "decision",
        "string",
        "allow, deny, timeout, or error (refused before the decision: "
        "unknown tool, invalid arguments, role not permitted, plugin block)",
    ),
    (
        "reason",
        "string or null",
        "why, in the policy's words (e.g. rule_matched, human_allow, "
        "human_deny, voice_deny, timeout, dangerous_command, no_approval_needed); null for error",
    ),
    (
        "rule",
        "string or null",
        "the matching rule (or the rule ALWAYS saved), as `jarvis rules list` shows it",
    ),
    (
        "detail",
        "string",
        "more about the decision: the dangerous pattern matched, a rules "
        "file problem, or for error the message the model received",
    ),
    (
        "channel",
        "string or null",
        "who answered when a human was asked: button, voice, "
        "terminal, none (nobody: timeout); null when nobody was asked",
    ),
    ("answer_s", "number or null", "seconds from asking to the answer; null when nobody was asked"),
    ("ran", "boolean", "whether the tool ran"),
    ("exit_code", "integer or null", "the program's exit status (bash); null otherwise"),
    ("seconds", "number", "how long the tool ran (0 when it did not)"),
    (
        "output_bytes",
        "integer",
        "size in UTF-8 bytes of the result the model received (the "
        "tool's output, or the refusal text)",
    ),
    ("output_sha256", "string", "SHA-256 (hex) of that result text"),
    ("is_error", "boolean", "whether the result was an error"),
    ("changed", "array of string", "files the call changed, as the undo journal saw them"),
    ("change_set", "string or null", "the undo change set's id, when one was kept"),
)


@dataclass(frozen=True)
class AuditEntry:
    """One tool call. `arguments` is JSON text (possibly cut: see `truncated`)."""

    time: str
    epoch: float
    agent_id: str
    turn_id: str | None
    call_id: str
    tool: str
    workdir: str
    arguments: str
    command: str | None
    arguments_bytes: int
    arguments_sha256: str
    truncated: bool
    decision: str
    reason: str | None
    rule: str | None
    detail: str
    channel: str | None
    answer_s: float | None
    ran: bool
    exit_code: int | None
    seconds: float
    output_bytes: int
    output_sha256: str
    is_error: bool
    changed: list[str] = field(default_factory=list)
    change_set: str | None = None
    id: int | None = None  # set once stored

    def as_json(self) -> dict[str, Any]:
        """The documented JSON object (JSON_FIELDS, in that order)."""
        data = asdict(self)
        data["schema"] = JSON_SCHEMA_VERSION
        data["arguments"] = _arguments_value(self.arguments, self.truncated)
        return {name: data[name] for name, _, _ in JSON_FIELDS}


def _arguments_value(text: str, truncated: bool) -> Any:
    """The arguments as JSON (an object, or the model's raw text); cut text stays a string."""
    if truncated:
        return text
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text
