"""From a pipeline `CallRun` and its result to an `AuditEntry` (no I/O)."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime

from jarvis_voice.agent.pipeline import CallRun
from jarvis_voice.audit.entry import AuditEntry
from jarvis_voice.core.bus import current_turn
from jarvis_voice.tools.base import ToolResult

# The issue asks for the full command text, never truncated, and a human can only approve a
# command they can read, so every real command is far below this. The cap only bounds a
# runaway call (a generated multi-megabyte write_file, a looping plugin) so that one row cannot
# bloat the database or the page; above it the text is cut, `truncated` is set, and the size
# and SHA-256 of the whole still identify exactly what was asked.
MAX_TEXT_BYTES = 1024 * 1024


def entry_for(run: CallRun, result: ToolResult) -> AuditEntry:
    """The row for one call, as the pipeline hands it to the journals."""
    decision = run.decision
    raw = run.args if decision is not None or run.args else run.call.arguments
    arguments = json.dumps(raw, ensure_ascii=False, sort_keys=True)
    arguments_utf8 = arguments.encode("utf-8", errors="replace")
    command = _command(run)
    stored_arguments, cut_arguments = _capped(arguments)
    stored_command, cut_command = _capped(command) if command is not None else (None, False)
    output = result.content.encode("utf-8", errors="replace")
    rule = decision.rule if decision is not None else None
    started = run.started_at or datetime.now(UTC).timestamp()
    return AuditEntry(
        time=datetime.fromtimestamp(started, UTC).isoformat(timespec="milliseconds"),
        epoch=started,
        agent_id=run.ctx.agent_id,
        turn_id=current_turn.get(),
        call_id=run.call.id,
        tool=run.call.name,
        workdir=str(run.ctx.workdir),
        arguments=stored_arguments,
        command=stored_command,
        arguments_bytes=len(arguments_utf8),
        arguments_sha256=hashlib.sha256(arguments_utf8).hexdigest(),
        truncated=cut_arguments or cut_command,
        decision=decision.outcome.value if decision is not None else "error",
        reason=decision.reason.value if decision is not None else None,
        rule=rule.describe() if rule is not None else None,
        # refused before the decision: the message the model read is the only "why"
        detail=decision.detail if decision is not None else result.content,
        channel=decision.channel if decision is not None else None,
        answer_s=decision.answer_s if decision is not None else None,
        ran=run.ran,
        exit_code=result.exit_code,
        seconds=round(run.seconds, 3),
        output_bytes=len(output),
        output_sha256=hashlib.sha256(output).hexdigest(),
        is_error=result.is_error,
        changed=list(run.changed),
        change_set=run.change_set,
    )


def _command(run: CallRun) -> str | None:
    """bash's command line, whole — also when the call was refused before validation."""
    if run.call.name != "bash":
        return None
    source = run.args or run.call.arguments
    command = source.get("command") if isinstance(source, dict) else None
    return command if isinstance(command, str) else None


def _capped(text: str) -> tuple[str, bool]:
    data = text.encode("utf-8", errors="replace")
    if len(data) <= MAX_TEXT_BYTES:
        return text, False
    return data[:MAX_TEXT_BYTES].decode("utf-8", errors="ignore"), True
