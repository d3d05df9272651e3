"""P6, P7: approved procedures as `procedure_<name>` tools, run through the session's pipeline."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jarvis_voice.approval.base import Answer
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.policy.roles import ToolPolicy
from jarvis_voice.procedures.fileformat import Meta, PlanInput, PlanStep, render
from jarvis_voice.procedures.store import ProcedureStore
from procedures_support import agent_for, run
from support import ScriptedApprover

WRITE_AND_READ = [
    PlanStep(tool="bash", arguments={"command": "echo {{word}} > out.txt"}),
    PlanStep(tool="read_file", arguments={"path": "out.txt"}),
]


def approved(
    name: str = "echo-word",
    plan: list[PlanStep] | None = None,
    inputs: list[str] | None = None,
    agent: str | None = "main",
    source: str = "edm:main:bash",
    status: str = "approved",
) -> Path:
    meta = Meta(
        name=name,
        description="Write a word to out.txt and read it back",
        status=status,  # type: ignore[arg-type]
        source=source,
        agent=agent,
        tools=["bash", "read_file"],
        plan=plan,
        inputs=[PlanInput(name=i, description=i) for i in (inputs or [])],
    )
    store = ProcedureStore()
    store.root.mkdir(parents=True, exist_ok=True)
    path = store.root / f"{name}.md"
    body = "Example request: write hello\nThis input: {{args}}\n\nSteps:\n1. bash echo\n2. read"
    path.write_text(render(meta, body))
    return path


def call_procedure(name: str, **arguments: Any) -> LLMReply:
    return LLMReply(tool_calls=[ToolCall(id="p1", name=name, arguments=arguments)])


def test_plan_with_all_inputs_runs_each_step_with_approvals(tmp_path: Path) -> None:
    approved(plan=WRITE_AND_READ, inputs=["word"])
    approver = ScriptedApprover(Answer.ALLOW)
    steps = [call_procedure("procedure_echo_word", word="hello"), LLMReply(text="Done: hello.")]
    agent, backend, activity = agent_for(tmp_path, steps, approver)
    result = run(agent, "write hello to out.txt")
    assert result.answer == "Done: hello."
    assert (tmp_path / "out.txt").read_text() == "hello\n"
    assert [r.tool for r in approver.requests] == ["bash"]  # the step asked, like any bash call
    assert approver.requests[0].args["command"] == "echo hello > out.txt"
    content = result.outcomes[0].result.content
    assert "all 2 steps done" in content and "hello" in content
    assert "📚 procedure · echo-word · step 2/2: read_file" in activity.lines()
    assert len(backend.calls) == 2


def test_denied_step_stops_the_procedure(tmp_path: Path) -> None:
    approved(plan=WRITE_AND_READ, inputs=["word"])
    approver = ScriptedApprover(Answer.DENY)
    steps = [call_procedure("procedure_echo_word", word="hello"), LLMReply(text="Stopped.")]
    agent, _, _ = agent_for(tmp_path, steps, approver)
    result = run(agent, "write hello")
    outcome = result.outcomes[0].result
    assert outcome.is_error and "stopped at step 1 of 2 (bash)" in outcome.content
    assert "Steps 2–2 were not run." in outcome.content
    assert not (tmp_path / "out.txt").exists()


def test_dangerous_step_is_blocked_without_asking(tmp_path: Path) -> None:
    plan = [PlanStep(tool="bash", arguments={"command": "sudo {{word}}"})]
    approved(plan=plan, inputs=["word"])
    approver = ScriptedApprover()
    steps = [call_procedure("procedure_echo_word", word="reboot"), LLMReply(text="Blocked.")]
    agent, _, _ = agent_for(tmp_path, steps, approver)
    outcome = run(agent, "reboot").outcomes[0].result
    assert outcome.is_error and "dangerous-command list" in outcome.content
    assert approver.requests == []


def test_steps_stay_inside_the_agents_permissions(tmp_path: Path) -> None:
    approved(plan=WRITE_AND_READ, inputs=["word"])
    steps = [call_procedure("procedure_echo_word", word="x"), LLMReply(text="no")]
    agent, _, _ = agent_for(tmp_path, steps, ScriptedApprover(Answer.ALLOW))
    agent.pipeline.policy = ToolPolicy("reader", {"reader": ["read_file", "procedure_*"]})
    outcome = run(agent, "write x").outcomes[0].result
    assert outcome.is_error and "'bash' is not permitted" in outcome.content
    assert not (tmp_path / "out.txt").exists()


def test_missing_inputs_return_the_recipe(tmp_path: Path) -> None:
    approved(plan=WRITE_AND_READ, inputs=["word"])
    steps = [call_procedure("procedure_echo_word", args="write hi"), LLMReply(text="ok")]
    agent, _, _ = agent_for(tmp_path, steps)
    content = run(agent, "write hi").outcomes[0].result.content
    assert "This input: write hi" in content
    assert "Inputs not given, so the steps were not run for you: word" in content
    assert content.rstrip().endswith("Do not skip steps; actually execute each tool call.")
    assert not (tmp_path / "out.txt").exists()


def test_no_plan_returns_the_recipe(tmp_path: Path) -> None:
    approved()
    steps = [call_procedure("procedure_echo_word", args="hello"), LLMReply(text="ok")]
    agent, _, _ = agent_for(tmp_path, steps)
    content = run(agent, "write").outcomes[0].result.content
    assert "1. bash echo" in content and "actually execute each tool call" in content


def test_p7_procedures_are_visible_only_to_their_agent(tmp_path: Path) -> None:
    approved(name="karens", agent="karen", source="edm:karen:bash")
    approved(name="mains", agent="main")
    approved(name="legacy", agent=None, source="default#32")  # no agent: belongs to main
    approved(name="drafty", status="draft")
    main, _, _ = agent_for(tmp_path, [])
    karen, _, _ = agent_for(tmp_path, [], agent_id="karen")
    main_tools = {n for n in main.visible_tools() if n.startswith("procedure_")}
    karen_tools = {n for n in karen.visible_tools() if n.startswith("procedure_")}
    assert main_tools == {"procedure_mains", "procedure_legacy"}
    assert karen_tools == {"procedure_karens"}


def test_p7_shared_registry_still_hides_other_agents_procedures(tmp_path: Path) -> None:
    approved(name="karens", agent="karen", source="edm:karen:bash")
    karen, _, _ = agent_for(tmp_path, [], agent_id="karen")
    from jarvis_voice.app import build_agent
    from jarvis_voice.config import load_settings
    from jarvis_voice.llm.scripted import ScriptedBackend

    main = build_agent(load_settings(), ScriptedBackend([]), None, registry=karen.registry)
    assert "procedure_karens" in karen.visible_tools()
    assert "procedure_karens" not in main.visible_tools()


def test_procedure_cannot_call_another_procedure(tmp_path: Path) -> None:
    approved(name="loop", plan=[PlanStep(tool="procedure_loop", arguments={})])
    steps = [call_procedure("procedure_loop"), LLMReply(text="ok")]
    agent, _, _ = agent_for(tmp_path, steps)
    outcome = run(agent, "loop").outcomes[0].result
    assert outcome.is_error and "unknown tool 'procedure_loop'" in outcome.content
