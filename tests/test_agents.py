"""X5: agent definitions, per-agent rules, agent-only tools, ask_agent, `jarvis chat --agent`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from extensions_support import call, calls, make_agent, run, say
from jarvis_voice.agents.housing import schedule
from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.scripted import ScriptedBackend
from support import ScriptedApprover

KAREN = {"agent": {"id": "karen", "language": "ko"}}


def test_karens_always_rule_does_not_apply_to_jarvis(tmp_path: Path, jarvis_home: Path) -> None:
    karen_approver = ScriptedApprover(Answer.ALWAYS, scope="subcommand")
    steps = [
        calls(call("bash", command="git status")),
        say("clean"),
        calls(call("bash", "c2", command="git status --short")),
        say("still clean"),
    ]
    karen, _, karen_activity = make_agent(tmp_path, steps, karen_approver, **KAREN)
    assert karen.config.display_name == "KAREN"
    run(karen, "git status")
    run(karen, "git status again")
    assert len(karen_approver.requests) == 1  # the second call ran on KAREN's rule
    assert "⚡ approval · bash · allowed by rule (bash: git status)" in karen_activity.lines()
    assert (jarvis_home / "approvals" / "karen.yaml").exists()

    jarvis_approver = ScriptedApprover(Answer.DENY)
    jarvis, _, _ = make_agent(
        tmp_path, [calls(call("bash", command="git status"))], jarvis_approver
    )
    assert jarvis.config.display_name == "JARVIS"
    assert run(jarvis, "git status").ended_by == "denied"
    assert [(r.agent_id, r.tool) for r in jarvis_approver.requests] == [("main", "bash")]
    assert not (jarvis_home / "approvals" / "main.yaml").exists()


def test_housing_budget_final_table_is_the_answer_verbatim(tmp_path: Path) -> None:
    budget = call(
        "housing_budget",
        savings=200_000_000,
        annual_income=80_000_000,
        annual_rate_percent=4.0,
        years=30,
    )
    agent, backend, _ = make_agent(tmp_path, [calls(budget)], **KAREN)
    result = run(agent, "연봉 8천, 자금 2억이면 얼마짜리 집을 살 수 있어?")
    assert (result.ended_by, result.model_calls, len(backend.calls)) == ("final", 1, 1)
    lines = result.answer.splitlines()
    assert lines[0] == "주택 예산 (연 4%, 30년, 원리금균등)"
    # LTV 70% of the price with 2억 own money: 2억 × 0.7 / 0.3 = 466,666,666원
    assert "| LTV 70% 한도 대출 | 466,666,667원 |" in lines
    assert "| 가능한 대출 | 466,660,000원 |" in lines
    assert "| 살 수 있는 집값 | 666,660,000원 |" in lines
    assert lines[-1].startswith("| 30 |") and lines[-1].endswith("| 0원 |")
    assert len([line for line in lines if line.startswith("| ")]) == 1 + 7 + 1 + 30


def test_loan_schedule_arithmetic() -> None:
    months = schedule(120_000_000, 0.0, 10, "equal_principal")
    assert {round(m.payment) for m in months} == {1_000_000}
    level = schedule(100_000_000, 6.0, 1, "equal_payment")
    assert round(level[0].payment) == 8_606_643 and round(level[-1].balance) == 0
    bullet = schedule(10_000_000, 12.0, 1, "bullet")
    assert round(bullet[0].payment) == 100_000 and round(bullet[-1].payment) == 10_100_000


def test_agent_only_tools_allowlist_and_never(tmp_path: Path) -> None:
    karen, karen_backend, _ = make_agent(tmp_path, [say("a")], **KAREN)
    jarvis, jarvis_backend, _ = make_agent(tmp_path, [say("b")])
    run(karen, "hi")
    run(jarvis, "hi")
    karen_tools = set(karen_backend.calls[0]["tools"])
    jarvis_tools = set(jarvis_backend.calls[0]["tools"])
    assert {"housing_loan", "housing_budget"} <= karen_tools
    assert not {"housing_loan", "housing_budget"} & jarvis_tools
    assert "edit_file" not in karen_tools  # never: hidden everywhere
    assert "edit_file" in jarvis_tools
    # memory tools, ask_agent and schedule are there whatever the allowlist says
    for name in ("recall_episodes", "remember_task_pattern", "ask_agent", "schedule"):
        assert name in karen_tools and name in jarvis_tools
    # KAREN's persona is in her system prompt only
    assert "buying a home" in karen_backend.calls[0]["messages"][0].content
    assert "buying a home" not in jarvis_backend.calls[0]["messages"][0].content


def test_a_called_never_tool_is_unknown(tmp_path: Path) -> None:
    steps = [calls(call("edit_file", path="a", old="x", new="y")), say("cannot")]
    agent, backend, _ = make_agent(tmp_path, steps, ScriptedApprover(), **KAREN)
    run(agent, "edit a")
    tool_message = next(m for m in backend.calls[1]["messages"] if m.role == "tool")
    assert tool_message.content.startswith("ERROR: unknown tool 'edit_file'")


def test_ask_agent_hands_a_request_to_karen_and_keeps_her_final_table(tmp_path: Path) -> None:
    backend = ScriptedBackend(
        [
            calls(call("ask_agent", agent="karen", request="budget: 1억, income 5천, 5%")),
            calls(
                call(
                    "housing_budget",
                    savings=100_000_000,
                    annual_income=50_000_000,
                    annual_rate_percent=5,
                )
            ),
        ]
    )
    jarvis, _, activity = make_agent(tmp_path, [], backend=backend)
    result = run(jarvis, "ask KAREN what I can afford")
    assert result.ended_by == "final" and result.answer.startswith("Housing budget (5%, 30 years")
    assert backend.calls[1]["tools"].count("housing_budget") == 1  # KAREN's turn
    assert "housing_budget" not in backend.calls[0]["tools"]  # JARVIS has no such tool
    assert "ask_agent" not in backend.calls[1]["tools"]  # no bouncing back
    assert "🤝 ask_agent · main → karen · budget: 1억, income 5천, 5%" in activity.lines()


def test_agents_from_jarvis_home_and_a_single_agent_has_no_ask_agent(
    tmp_path: Path, jarvis_home: Path
) -> None:
    solo = tmp_path / "solo-agents"
    solo.mkdir()
    (solo / "main.yaml").write_text("id: main\nname: FRIDAY\ntools: [read_file]\n")
    agent, backend, _ = make_agent(tmp_path, [say("x")], agents_dir=str(solo))
    run(agent, "hi")
    assert agent.config.display_name == "FRIDAY"
    assert sorted(backend.calls[0]["tools"]) == [
        "read_file",
        "recall_episodes",
        "remember_task_pattern",
        "schedule",
    ]
    (jarvis_home / "agents").mkdir()
    (jarvis_home / "agents" / "bad.yaml").write_text("id: bad\nname: X\ntool: [oops]\n")
    from jarvis_voice.errors import ConfigError

    try:
        make_agent(tmp_path, [], agents_dir=str(solo))
    except ConfigError as exc:
        assert "bad.yaml" in str(exc) and "tool: Extra inputs are not permitted" in str(exc)
    else:
        raise AssertionError("a broken agent file must be a ConfigError")


def test_jarvis_chat_agent_karen(tmp_path: Path, jarvis_home: Path) -> None:
    script = tmp_path / "script.json"
    script.write_text(
        json.dumps(
            [
                {
                    "tool_calls": [
                        {
                            "name": "housing_loan",
                            "arguments": {
                                "principal": 100000000,
                                "annual_rate_percent": 6,
                                "years": 1,
                            },
                        }
                    ]
                },
                {"text": "첫 달 8,606,643원입니다."},
            ]
        )
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("JARVIS_")}
    env["JARVIS_HOME"] = str(jarvis_home)
    proc = subprocess.run(
        [
            *(sys.executable, "-m", "jarvis_voice.cli.main", "chat", "--agent", "karen"),
            *("--backend", "scripted", "--script", str(script), "--once", "1억 6% 1년 대출?"),
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "KAREN is ready" in proc.stdout
    assert "🔧 도구 · housing_loan" in proc.stdout  # a Korean request: a Korean turn (issue 16)
    assert "karen> 첫 달 8,606,643원입니다." in proc.stdout
