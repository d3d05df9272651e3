"""P3: `/procedures list|show|approve|reject|learn` in chat and `jarvis procedures …`."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from jarvis_voice.cli.main import app
from jarvis_voice.errors import JarvisError
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.procedures import runtime_of
from jarvis_voice.procedures.episodes import CallRecord, EpisodeStore
from jarvis_voice.procedures.segments import learn_segment, successful_path
from procedures_support import agent_for, distill_reply, learner_with, run, success


def draft_for(agent: str = "main", name: str = "read-notes") -> None:
    learner, _, _ = learner_with([distill_reply(name=name)])
    success(learner.episodes, agent=agent, n=3)
    learner.distill(agent)


def test_chat_list_show_approve_registers_the_tool(tmp_path: Path) -> None:
    draft_for()
    agent, backend, _ = agent_for(tmp_path, [])
    listing = run(agent, "/procedures list").answer
    assert "read-notes · draft · task type read_file · generation 1" in listing
    assert "procedure_read_notes" not in agent.visible_tools()
    shown = run(agent, "/procedures show read-notes").answer
    assert "source: edm:main:read_file" in shown and "{{args}}" in shown
    answer = run(agent, "/procedures approve read-notes").answer
    assert answer == "approved read-notes: available as tool procedure_read_notes"
    assert "procedure_read_notes" in agent.visible_tools()
    assert backend.calls == []  # commands never reach the model


def test_chat_commands_see_only_the_callers_procedures(tmp_path: Path) -> None:
    draft_for(agent="karen", name="karen-only")
    agent, _, _ = agent_for(tmp_path, [])
    assert "karen-only" not in run(agent, "/procedures list").answer
    assert run(agent, "/procedures approve karen-only").answer == (
        "no procedure named 'karen-only' for agent main"
    )
    karen, _, _ = agent_for(tmp_path, [], agent_id="karen")
    assert "karen-only" in run(karen, "/procedures list").answer


def test_chat_bad_use_is_one_line(tmp_path: Path) -> None:
    agent, _, _ = agent_for(tmp_path, [])
    assert run(agent, "/procedures frobnicate").answer.startswith("usage: /procedures")
    assert run(agent, "/procedures approve").answer.startswith("give the procedure's name")


def test_chat_learn_latest_segment_once(tmp_path: Path) -> None:
    for name in ("a.txt", "b.txt"):
        (tmp_path / name).write_text(name)
    read = [ToolCall(id=f"c{i}", name="read_file", arguments={"path": p}) for i, p in
            enumerate(["a.txt", "missing.txt", "b.txt"])]  # fmt: skip
    steps = [
        LLMReply(tool_calls=[read[0]]),
        LLMReply(tool_calls=[read[1]]),  # fails …
        LLMReply(tool_calls=[read[2]]),  # … and the same tool then succeeds: a recovery
        LLMReply(text="Read a and b."),
    ]
    agent, _, _ = agent_for(tmp_path, steps)
    run(agent, "read a.txt then b.txt")
    first = run(agent, "/procedures learn").answer
    assert first.startswith("learned draft read-file from 2 tool calls, 1 failed call(s) dropped")
    again = run(agent, "/procedures learn").answer
    assert again.startswith("already learned this stretch of work as read-file")
    runtime = runtime_of(agent)
    assert runtime is not None
    [procedure] = list(runtime.learner.scan().of("main"))
    assert procedure.meta.source.startswith("session:main:")
    assert procedure.meta.plan is not None and len(procedure.meta.plan) == 2


def test_learn_needs_three_tool_uses_and_no_unrecovered_error(tmp_path: Path) -> None:
    listing = LLMReply(tool_calls=[ToolCall(id="c", name="list_dir", arguments={})])
    agent, _, _ = agent_for(tmp_path, [listing, LLMReply(text="done")])
    run(agent, "list")
    assert "at least 3 are needed" in run(agent, "/procedures learn").answer
    ok = CallRecord("glob", {"pattern": "*"}, True)
    bad = CallRecord("bash", {"command": "false"}, False, "exit 1")
    with pytest.raises(JarvisError, match="bash failed and was not recovered"):
        successful_path([ok, bad, ok])
    assert successful_path([ok, bad, CallRecord("bash", {"command": "true"}, True)]) == [
        ok,
        CallRecord("bash", {"command": "true"}, True),
    ]


def test_learn_name_clash_gets_a_hash_suffix() -> None:
    learner, _, _ = learner_with([distill_reply(name="same"), distill_reply(name="same")])
    episodes = learner.episodes
    calls = [CallRecord("glob", {"pattern": f"*{i}"}, True) for i in range(3)]
    episodes.record("main", "work one", "ok", calls, failed=False, session="s1")
    assert "learned draft same " in str(learn_segment(learner, "main", "s1"))
    episodes.record("main", "work two", "ok", calls[:3], failed=False, session="s2")
    second = str(learn_segment(learner, "main", "s2"))
    names = sorted(p.name for p in learner.scan().of("main"))
    assert names[0] == "same" and names[1].startswith("same-") and names[1] in second


def test_cli_list_show_approve_reject(jarvis_home: Path) -> None:
    draft_for(agent="karen")
    runner = CliRunner()
    listed = runner.invoke(app, ["procedures", "list", "--agent", "karen"])
    assert listed.exit_code == 0 and "read-notes · draft" in listed.output
    assert "(none yet" in runner.invoke(app, ["procedures", "list"]).output
    shown = runner.invoke(app, ["procedures", "show", "read-notes", "--agent", "karen"])
    assert "source: edm:karen:read_file" in shown.output
    approved = runner.invoke(app, ["procedures", "approve", "read-notes", "--agent", "karen"])
    assert "available as tool procedure_read_notes" in approved.output
    rejected = runner.invoke(app, ["procedures", "reject", "read-notes", "--agent", "karen"])
    assert isinstance(rejected.exception, JarvisError)
    assert "no revision pending" in str(rejected.exception)


def test_cli_learn_without_a_model(jarvis_home: Path) -> None:
    calls = [CallRecord("glob", {"pattern": f"*{i}"}, True) for i in range(3)]
    EpisodeStore().record("main", "find things", "ok", calls, failed=False, session="s")
    result = CliRunner().invoke(app, ["procedures", "learn", "--no-llm"])
    assert result.exit_code == 0 and "learned draft glob from 3 tool calls" in result.output


def test_cli_error_is_one_line_and_exit_2(jarvis_home: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JARVIS_")}
    env["JARVIS_HOME"] = str(jarvis_home)
    proc = subprocess.run(
        [sys.executable, "-m", "jarvis_voice.cli.main", "procedures", "approve", "nope"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 2
    assert proc.stderr == "jarvis: error: no procedure named 'nope' for agent main\n"


def test_cli_approval_reaches_a_running_agent_at_its_next_turn(tmp_path: Path) -> None:
    draft_for()
    agent, backend, _ = agent_for(tmp_path, [LLMReply(text="first"), LLMReply(text="second")])
    run(agent, "hello")
    assert "procedure_read_notes" not in backend.calls[0]["tools"]
    CliRunner().invoke(app, ["procedures", "approve", "read-notes"])
    run(agent, "hello again")  # another process approved it: this turn offers it
    assert "procedure_read_notes" in backend.calls[1]["tools"]
