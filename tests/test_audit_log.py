"""Issue 14, the audit log: every tool call through the real pipeline and agent loop leaves one
row — allow by a human, deny, timeout, a rule, a dangerous block, refusals before the decision,
exit codes and output hashes, long commands whole — and the log never breaks a call."""

from __future__ import annotations

import asyncio
import hashlib
import json
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from extensions_support import call, calls, make_agent, run, say, tool_messages
from jarvis_voice.approval.base import Answer
from jarvis_voice.approval.broker import ApprovalBroker
from jarvis_voice.audit import AuditEntry, AuditStore, LogQuery
from jarvis_voice.audit.record import MAX_TEXT_BYTES
from jarvis_voice.audit.store import SCHEMA_VERSION
from jarvis_voice.core.bus import in_turn
from jarvis_voice.errors import JarvisError
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import write_rules_file
from jarvis_voice.tools.builtin import WriteFileTool
from support import ScriptedApprover

QUIET = {"plugin": {"watch_files": False}}


def entries(**query: Any) -> list[AuditEntry]:
    return AuditStore().query(LogQuery(limit=1000, **query))


def only_entry() -> AuditEntry:
    rows = entries()
    assert len(rows) == 1, rows
    return rows[0]


def bash(command: str, id_: str = "c1") -> Any:
    return calls(call("bash", id_, command=command))


def test_allowed_by_a_human_records_who_answered_and_how_fast(
    tmp_path: Path, jarvis_home: Path
) -> None:
    agent, _, _ = make_agent(
        tmp_path, [bash("echo hello > out.txt"), say("done")], ScriptedApprover(Answer.ALLOW),
        **QUIET,
    )  # fmt: skip
    run(agent, "write hello")
    entry = only_entry()
    assert (jarvis_home / "audit.sqlite3").exists()
    assert (entry.tool, entry.decision, entry.reason) == ("bash", "allow", "human_allow")
    assert entry.channel == "button"
    assert entry.answer_s is not None and 0 <= entry.answer_s < 5
    assert entry.command == "echo hello > out.txt"
    assert json.loads(entry.arguments)["command"] == "echo hello > out.txt"
    assert (entry.ran, entry.exit_code, entry.is_error) == (True, 0, False)
    assert entry.agent_id == "main" and entry.call_id == "c1"
    assert entry.workdir == str(tmp_path.resolve())
    assert abs(entry.epoch - time.time()) < 60 and entry.time.endswith("+00:00")
    # the undo journal ran first and said what changed (test_changed_files_… below)
    assert entry.rule is None and entry.changed == ["out.txt"] and entry.change_set


def test_denied_by_a_human_is_recorded_and_did_not_run(tmp_path: Path) -> None:
    agent, _, _ = make_agent(
        tmp_path, [bash("chmod 000 notes.md")], ScriptedApprover(Answer.DENY), **QUIET
    )
    run(agent, "lock the notes")
    entry = only_entry()
    assert (entry.decision, entry.reason, entry.channel) == ("deny", "human_deny", "button")
    assert (entry.ran, entry.exit_code, entry.seconds, entry.is_error) == (False, None, 0.0, True)
    assert entry.command == "chmod 000 notes.md"


def test_a_request_nobody_answers_in_time_is_a_timeout(tmp_path: Path) -> None:
    """A real broker with a tab attached that never answers, and a short approval timeout."""
    broker = ApprovalBroker()
    broker.attach("silent-tab", "button")
    agent, _, _ = make_agent(
        tmp_path, [bash("make deploy")], broker, security={"approval_timeout_s": 0.2}, **QUIET
    )
    run(agent, "deploy")
    entry = only_entry()
    assert (entry.decision, entry.reason, entry.channel) == ("timeout", "timeout", "none")
    assert entry.answer_s is not None and 0.15 <= entry.answer_s < 5
    assert not entry.ran


def test_a_rule_match_records_the_rule_and_nobody_was_asked(
    tmp_path: Path, jarvis_home: Path
) -> None:
    write_rules_file(jarvis_home / "approvals" / "main.yaml", [Rule(tool="bash", pattern="echo")])
    agent, _, _ = make_agent(
        tmp_path, [bash("echo ruled"), say("ok")], ScriptedApprover(),
        security={"sandbox": "off"}, **QUIET,
    )  # fmt: skip
    run(agent, "echo it")
    entry = only_entry()
    assert (entry.decision, entry.reason, entry.rule) == ("allow", "rule_matched", "echo")
    assert (entry.channel, entry.answer_s, entry.ran, entry.exit_code) == (None, None, True, 0)


def test_always_records_the_rule_it_saved(tmp_path: Path) -> None:
    agent, _, _ = make_agent(
        tmp_path, [bash("git status"), say("ok")], ScriptedApprover(Answer.ALWAYS), **QUIET
    )
    run(agent, "status?")
    entry = only_entry()
    assert (entry.decision, entry.reason) == ("allow", "human_always")
    assert entry.rule == "git status (exact)"


def test_a_dangerous_command_is_recorded_as_blocked_with_the_pattern(tmp_path: Path) -> None:
    approver = ScriptedApprover()  # must never be asked
    agent, _, _ = make_agent(tmp_path, [bash("sudo rm -rf /srv")], approver, **QUIET)
    run(agent, "clean up")
    entry = only_entry()
    assert (entry.decision, entry.reason, entry.channel) == ("deny", "dangerous_command", None)
    assert "sudo" in entry.detail and not entry.ran and approver.requests == []


def test_calls_refused_before_the_decision_are_errors(tmp_path: Path) -> None:
    """Unknown tool, arguments that are not an object, invalid arguments, a plugin block."""

    class Blocker:
        name = "blocker"

        def before_tool_call(self, tool: str, args: dict[str, Any]) -> str | None:
            return "no reading today" if tool == "read_file" else None

    steps = [
        calls(
            call("launch_rockets", "c1", count=3),
            call("bash", "c3", timeout_s=-1),
            call("read_file", "c4", path="notes.md"),
        ),
        calls(_raw("bash", "c2", "{not json")),
        say("gave up"),
    ]
    agent, _, _ = make_agent(tmp_path, steps, ScriptedApprover(), **QUIET)
    agent.pipeline.hooks.append(Blocker())
    run(agent, "do things")
    rows = {entry.call_id: entry for entry in entries()}
    assert set(rows) == {"c1", "c2", "c3", "c4"}
    for entry in rows.values():
        assert (entry.decision, entry.reason, entry.ran, entry.is_error) == (
            "error", None, False, True,
        )  # fmt: skip
        assert entry.channel is None and entry.output_bytes > 0
    assert "unknown tool 'launch_rockets'" in rows["c1"].detail
    assert json.loads(rows["c1"].arguments) == {"count": 3}
    assert json.loads(rows["c2"].arguments) == "{not json"  # the model's raw text
    assert "invalid arguments for 'bash'" in rows["c3"].detail
    assert "blocked by plugin blocker" in rows["c4"].detail
    assert json.loads(rows["c4"].arguments)["path"] == "notes.md"
    assert entries(decision="error", tool="bash") == [rows["c3"], rows["c2"]]


def _raw(name: str, id_: str, text: str) -> Any:
    from jarvis_voice.llm.base import ToolCall

    return ToolCall(id=id_, name=name, arguments=text)


def test_exit_code_and_output_hash_match_what_the_model_received(tmp_path: Path) -> None:
    agent, backend, _ = make_agent(
        tmp_path, [bash("printf 'héllo wörld\\n'; exit 3"), say("it failed")],
        ScriptedApprover(Answer.ALLOW), **QUIET,
    )  # fmt: skip
    run(agent, "try it")
    entry = only_entry()
    seen = tool_messages(backend, 1)[0].content
    assert seen.startswith("ERROR: ")  # the loop's prefix for an error result
    output = seen.removeprefix("ERROR: ").encode("utf-8")
    assert "héllo wörld" in seen
    assert entry.output_sha256 == hashlib.sha256(output).hexdigest()
    assert entry.output_bytes == len(output)
    assert (entry.exit_code, entry.is_error, entry.ran) == (3, True, True)
    assert entry.seconds > 0


def test_a_very_long_command_is_stored_whole(tmp_path: Path) -> None:
    command = "echo " + " ".join(f"word{i}" for i in range(60_000))  # ~530 KB
    agent, _, _ = make_agent(tmp_path, [bash(command)], ScriptedApprover(Answer.DENY), **QUIET)
    run(agent, "say all the words")
    entry = only_entry()
    assert entry.command == command and not entry.truncated
    whole = json.loads(entry.arguments)
    assert whole["command"] == command
    text = json.dumps(whole, ensure_ascii=False, sort_keys=True).encode()
    assert entry.arguments_sha256 == hashlib.sha256(text).hexdigest()


def test_only_arguments_above_a_mebibyte_are_cut_and_flagged(tmp_path: Path) -> None:
    content = "ä" * (MAX_TEXT_BYTES // 2 + 1000)  # 2 bytes each: just over 1 MiB
    agent, _, _ = make_agent(
        tmp_path, [calls(call("write_file", "c1", path="big.txt", content=content))],
        ScriptedApprover(Answer.DENY), **QUIET,
    )  # fmt: skip
    run(agent, "write it")
    entry = only_entry()
    args = WriteFileTool.Args.model_validate({"path": "big.txt", "content": content})
    whole = json.dumps(args.model_dump(mode="json"), ensure_ascii=False, sort_keys=True)
    assert entry.truncated and entry.command is None
    assert entry.arguments_bytes == len(whole.encode()) > MAX_TEXT_BYTES
    assert entry.arguments_sha256 == hashlib.sha256(whole.encode()).hexdigest()
    assert whole.startswith(entry.arguments) and len(entry.arguments.encode()) <= MAX_TEXT_BYTES
    assert entry.as_json()["arguments"] == entry.arguments  # cut JSON stays a string


def test_the_turn_id_is_recorded(tmp_path: Path) -> None:
    agent, _, _ = make_agent(tmp_path, [bash("ls")], ScriptedApprover(Answer.DENY), **QUIET)

    async def turn() -> None:
        with in_turn("turn-42"):
            await agent.run_turn("list")

    asyncio.run(turn())
    assert only_entry().turn_id == "turn-42"


def test_changed_files_and_change_set_from_the_undo_journal_are_recorded(
    tmp_path: Path,
) -> None:
    """The undo journal runs before the audit journal and fills `changed`; the row keeps it,
    with the id of the change set `jarvis undo` would restore."""
    from jarvis_voice.undo import list_changes

    (tmp_path / "gone.txt").write_text("bye")
    agent, _, _ = make_agent(
        tmp_path,
        [bash("echo x > out.txt && rm gone.txt"), say("ok")],
        ScriptedApprover(Answer.ALLOW),
        **QUIET,
    )
    run(agent, "write")
    entry = only_entry()
    (change,) = list_changes()
    assert (sorted(entry.changed), entry.change_set) == (["gone.txt", "out.txt"], change.id)


def test_a_failing_log_never_breaks_the_call(tmp_path: Path, jarvis_home: Path) -> None:
    (jarvis_home / "audit.sqlite3").mkdir()  # a directory where the file should be
    agent, _, activity = make_agent(
        tmp_path, [bash("echo still-runs > ran.txt"), bash("echo again", "c2"), say("ok")],
        ScriptedApprover(Answer.ALLOW, Answer.ALLOW), **QUIET,
    )  # fmt: skip
    result = run(agent, "run it")
    assert result.answer == "ok" and (tmp_path / "ran.txt").exists()
    warnings = [line for line in activity.lines() if line.startswith("⚠ audit")]
    assert len(warnings) == 1  # said once, not on every call


def test_disabled_records_nothing(tmp_path: Path, jarvis_home: Path) -> None:
    agent, _, _ = make_agent(
        tmp_path, [bash("ls")], ScriptedApprover(Answer.DENY), audit={"enabled": False}, **QUIET
    )
    run(agent, "list")
    assert not (jarvis_home / "audit.sqlite3").exists()


def test_old_entries_are_pruned_when_the_log_is_opened(tmp_path: Path) -> None:
    agent, _, _ = make_agent(tmp_path, [bash("ls")], ScriptedApprover(Answer.DENY), **QUIET)
    run(agent, "list")
    old = only_entry()
    store = AuditStore()
    store.add(_aged(old, days=100))
    assert len(entries()) == 2
    assert len(AuditStore(keep_days=90).query(LogQuery())) == 1  # opening pruned it
    assert entries()[0].id == old.id


def _aged(entry: AuditEntry, days: float) -> AuditEntry:
    from dataclasses import replace

    return replace(entry, id=None, epoch=entry.epoch - days * 86400)


def test_the_file_is_wal_and_versioned_and_a_newer_schema_is_refused(jarvis_home: Path) -> None:
    path = jarvis_home / "audit.sqlite3"
    assert AuditStore().query(LogQuery()) == [] and not path.exists()  # reading creates nothing
    AuditStore().prune(1)
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        conn.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    with pytest.raises(JarvisError, match="newer than this jarvis knows"):
        AuditStore().query(LogQuery())
