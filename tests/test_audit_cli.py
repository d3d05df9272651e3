"""Issue 14: `jarvis log` — filters, the table with whole commands, `--json` lines checked
against the schema docs/audit-log.md documents, and bad filter values as one line, exit 2."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from extensions_support import call, calls, make_agent, run, say
from jarvis_voice.approval.base import Answer
from jarvis_voice.audit import JSON_FIELDS, AuditStore, LogQuery
from jarvis_voice.cli.log_cmd import render
from jarvis_voice.cli.main import app
from support import ScriptedApprover

DOC = Path(__file__).resolve().parents[1] / "docs" / "audit-log.md"
LONG = "echo " + " ".join(f"part{i}" for i in range(400))  # a few lines wide, never cut
# the documented JSON types → the Python types json.loads gives
TYPES: dict[str, tuple[type, ...]] = {
    "integer": (int,),
    "number": (int, float),
    "string": (str,),
    "boolean": (bool,),
    "null": (type(None),),
    "object": (dict,),
    "array of string": (list,),
}


def jarvis_log(*args: str) -> Any:
    return CliRunner().invoke(app, ["log", *args], env={"COLUMNS": "100"})


@pytest.fixture
def filled(tmp_path: Path) -> None:
    """Five calls through the real loop, plus one from three days ago."""
    steps = [
        calls(call("bash", "c1", command="echo one"), call("bash", "c2", command=LONG)),
        calls(call("list_dir", "c3", path="."), call("no_such_tool", "c4")),
        calls(call("bash", "c5", command="echo five")),
        say("done"),
    ]
    approver = ScriptedApprover(Answer.ALLOW, Answer.DENY, Answer.ALLOW)
    agent, _, _ = make_agent(tmp_path, steps, approver, plugin={"watch_files": False})
    run(agent, "do five things")
    store = AuditStore()
    first = store.query(LogQuery(limit=1))[0]
    store.add(replace(first, id=None, call_id="old", epoch=first.epoch - 3 * 86400))


def documented_fields() -> list[tuple[str, str]]:
    """(name, type) rows of the schema table in docs/audit-log.md."""
    rows = re.findall(r"^\| `([a-z_0-9]+)` \| ([^|]+?) \|", DOC.read_text(), re.MULTILINE)
    return [(name, kind.strip()) for name, kind in rows]


def test_the_documented_schema_is_the_one_the_code_prints() -> None:
    assert documented_fields() == [(name, kind) for name, kind, _ in JSON_FIELDS]


@pytest.mark.usefixtures("filled")
def test_json_lines_follow_the_documented_schema() -> None:
    result = jarvis_log("--json")
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(lines) == 6
    fields = documented_fields()
    for line in lines:
        assert list(line) == [name for name, _ in fields]
        assert line["schema"] == 1
        for name, kind in fields:
            allowed = tuple(t for part in kind.split(" or ") for t in TYPES[part])
            assert isinstance(line[name], allowed), (name, line[name])
    assert [line["call_id"] for line in lines] == ["old", "c1", "c2", "c3", "c4", "c5"]
    by_call = {line["call_id"]: line for line in lines}
    assert by_call["c2"]["command"] == LONG and by_call["c2"]["decision"] == "deny"
    assert by_call["c1"]["channel"] == "button" and by_call["c1"]["exit_code"] == 0
    assert by_call["c3"]["reason"] == "no_approval_needed" and by_call["c3"]["channel"] is None
    assert by_call["c4"]["decision"] == "error" and by_call["c4"]["reason"] is None
    assert [line["epoch"] for line in lines] == sorted(line["epoch"] for line in lines)


@pytest.mark.usefixtures("filled")
@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--tool", "bash"], ["old", "c1", "c2", "c5"]),
        (["--decision", "deny"], ["c2"]),
        (["--decision", "ERROR"], ["c4"]),
        (["--decision", "allow", "--tool", "list_dir"], ["c3"]),
        (["--since", "1d"], ["c1", "c2", "c3", "c4", "c5"]),
        (["--since", "90m", "--tool", "bash"], ["c1", "c2", "c5"]),
        (["--since", "2000-01-01"], ["old", "c1", "c2", "c3", "c4", "c5"]),
        (["--limit", "2"], ["c4", "c5"]),  # the newest two, oldest first
        (["--agent", "other"], []),
        (["--decision", "timeout"], []),
    ],
)
def test_filters(args: list[str], expected: list[str]) -> None:
    result = jarvis_log("--json", *args)
    assert result.exit_code == 0, result.output
    assert [json.loads(line)["call_id"] for line in result.stdout.splitlines()] == expected
    if not expected:  # one line saying so, on stderr: stdout stays JSON Lines
        assert result.stdout == "" and result.stderr == "no audit entries match\n"


@pytest.mark.usefixtures("filled")
def test_the_table_shows_each_call_and_its_whole_command() -> None:
    result = jarvis_log("--since", "1h")
    assert result.exit_code == 0, result.output
    out = result.stdout
    header, *_ = out.splitlines()
    assert header.split() == ["ID", "TIME", "AGENT", "TOOL", "DECISION", "REASON", "WHO", "EXIT"]
    assert "$ echo one" in out and "human_allow" in out and "no_such_tool" in out
    assert re.search(r"bash\s+deny\s+human_deny\s+button \d+\.\ds\s+-", out)
    # the long command is wrapped over several lines, every character kept
    lines = out.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("    $ echo part0"))
    pieces = [lines[first]]
    for line in lines[first + 1 :]:
        if not line.startswith("    ") or line.startswith("    detail:"):
            break
        pieces.append(line)
    assert len(pieces) > 3 and all(len(p) <= 100 for p in pieces)
    assert "".join(p.removeprefix("    ") for p in pieces) == "$ " + LONG


def test_render_keeps_newlines_and_every_character_at_any_width() -> None:
    store_entry = _entry(command="printf 'a  b'\n  && echo done" + " x" * 80)
    for width in (20, 41, 100):
        lines = render([store_entry], width).splitlines()[2:]
        shown = "\n".join(line.removeprefix("    ") for line in lines)
        assert shown.replace("\n", "") == ("$ " + store_entry.command).replace("\n", "")
        assert all(len(line) <= max(width, 24) for line in lines)


def _entry(command: str) -> Any:
    from jarvis_voice.audit import AuditEntry

    return AuditEntry(
        time="2025-01-01T00:00:00.000+00:00", epoch=1735689600.0, agent_id="main",
        turn_id=None, call_id="c1", tool="bash", workdir="/w",
        arguments=json.dumps({"command": command}), command=command, arguments_bytes=1,
        arguments_sha256="0", truncated=False, decision="deny", reason="human_deny", rule=None,
        detail="", channel="button", answer_s=1.0, ran=False, exit_code=None, seconds=0.0,
        output_bytes=0, output_sha256="0", is_error=True, id=1,
    )  # fmt: skip


def test_an_empty_log_is_one_line() -> None:
    result = jarvis_log()
    assert (result.exit_code, result.stdout) == (0, "the audit log is empty\n")
    result = jarvis_log("--json")
    assert (result.exit_code, result.stdout, result.stderr) == (0, "", "the audit log is empty\n")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--since", "yesterday"], "--since 'yesterday': use a span such as 30m"),
        (["--since", "5 parsecs"], "--since '5 parsecs'"),
        (["--decision", "maybe"], "--decision 'maybe': use one of allow, deny, timeout, error"),
        (["--limit", "0"], "--limit 0: use a number from 1 to"),
        (["--limit", "lots"], "--limit 'lots': use a whole number"),
    ],
)
def test_bad_filter_values_are_one_line_and_exit_2(args: list[str], message: str) -> None:
    result = jarvis_log(*args)
    assert result.exit_code == 2
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and message in result.stderr
    assert result.stderr.startswith("jarvis: error: ")


def test_bad_since_in_a_real_process(jarvis_home: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JARVIS_")}
    env["JARVIS_HOME"] = str(jarvis_home)
    proc = subprocess.run(
        [sys.executable, "-m", "jarvis_voice.cli.main", "log", "--since", "last tuesday"],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr
    assert proc.stderr.startswith("jarvis: error: --since 'last tuesday'")
