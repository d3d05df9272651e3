"""X5 unattended turns: the `schedule` tool, the scheduler, and the boundaries that apply when
nobody is there to approve anything."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

from extensions_support import call, calls, make_agent, run, say
from jarvis_voice.agents import make_scheduler
from jarvis_voice.agents.scheduler import Scheduler
from jarvis_voice.agents.schedules import ScheduleStore, due_time
from jarvis_voice.core.events import Event, Source, TurnEnded
from support import ScriptedApprover


def test_an_unattended_turn_cannot_run_an_ask_tool(tmp_path: Path, jarvis_home: Path) -> None:
    approver = ScriptedApprover()
    steps = [
        calls(call("schedule", prompt="clean up the build folder", delay_minutes=0)),
        say("Scheduled."),
        # the unattended turn: the model tries bash anyway, then gives up
        calls(call("bash", "u1", command="rm -rf build")),
        say("I could not clean up: no shell without you."),
    ]
    agent, backend, activity = make_agent(tmp_path, steps, approver)
    assert run(agent, "clean the build folder later").answer == "Scheduled."
    [job] = ScheduleStore().jobs("main")
    assert (job.prompt, job.status) == ("clean up the build folder", "pending")

    jobs = asyncio.run(make_scheduler(agent).run_due())
    assert [j.id for j in jobs] == [job.id]
    unattended = backend.calls[2]
    # boundaries.ask of JARVIS (bash, write_file, edit_file) are not offered; nor is scheduling
    # more, asking another agent, or a procedure (its steps would use the human's approver)
    for hidden in ("bash", "write_file", "edit_file", "schedule", "ask_agent"):
        assert hidden not in unattended["tools"]
    assert "read_file" in unattended["tools"]
    tool_message = next(m for m in backend.calls[3]["messages"] if m.role == "tool")
    assert tool_message.content.startswith("ERROR: unknown tool 'bash'")
    assert approver.requests == []  # nobody was asked
    # the result lands in ACTIVITY, the job file and the chat history
    lines = activity.lines()
    assert f"⏰ schedule · {job.id} · running unattended: clean up the build folder" in lines
    assert f"⏰ schedule · {job.id} · answer: I could not clean up: no shell without you." in lines
    [done] = ScheduleStore().jobs("main")
    assert (done.status, done.ended_by) == ("done", "answer")
    assert agent.history[-2].content.endswith("clean up the build folder")
    assert agent.history[-1].content == "I could not clean up: no shell without you."
    # the interactive agent still has bash
    assert "bash" in backend.calls[0]["tools"]


def test_unattended_denies_what_needs_approval_and_blocks_dangerous_commands(
    tmp_path: Path, jarvis_home: Path
) -> None:
    agents = jarvis_home / "agents"
    agents.mkdir()
    # an agent whose boundaries let bash into unattended turns: approval still cannot happen
    (agents / "robot.yaml").write_text("id: robot\nname: ROBOT\nboundaries: {ask: [], never: []}\n")
    steps = [
        calls(call("bash", "u1", command="sudo reboot"), call("bash", "u2", command="echo hi")),
        say("Nothing ran."),
    ]
    agent, backend, activity = make_agent(tmp_path, steps, agent={"id": "robot"})
    ScheduleStore().add("robot", "reboot and say hi", time.time())
    [job] = asyncio.run(make_scheduler(agent).run_due())
    assert job.answer == "Nothing ran."
    assert "bash" in backend.calls[0]["tools"]
    results = [m.content for m in backend.calls[1]["messages"] if m.role == "tool"]
    assert "dangerous-command list" in results[0]
    assert "denied" in results[1]
    assert "⚡ approval · bash · blocked: dangerous command — matches" in "\n".join(
        activity.lines()
    )
    assert "⚡ approval · bash · denied: nobody to ask" in activity.lines()


def test_jobs_of_other_agents_and_future_jobs_wait(tmp_path: Path) -> None:
    store = ScheduleStore()
    later = store.add("main", "later", time.time() + 3600)
    store.add("karen", "hers", time.time() - 1)
    agent, backend, _ = make_agent(tmp_path, [])
    assert asyncio.run(make_scheduler(agent).run_due()) == []
    assert backend.calls == []
    assert store.next_due("main") == later.due_at


def test_the_background_scheduler_runs_a_due_job(tmp_path: Path, jarvis_home: Path) -> None:
    steps = [
        calls(call("schedule", prompt="say the time", delay_minutes=0.005)),  # 0.3 s
        say("Will do."),
        say("It is time."),
    ]
    agent, _, activity = make_agent(tmp_path, steps)

    async def scenario() -> list[str]:
        activity.bind(asyncio.get_running_loop())
        scheduler = make_scheduler(agent).start()
        shown: list[str] = []
        done = asyncio.Event()

        def show(event: Event) -> None:  # front ends see the job's answer as its own turn
            if isinstance(event.payload, TurnEnded) and event.payload.source is Source.SCHEDULE:
                shown.append(event.payload.answer)
                done.set()

        activity.subscribe(show)
        try:
            await agent.run_turn("say the time in a moment")
            await asyncio.wait_for(done.wait(), 10)  # bounded
        finally:
            await scheduler.stop()
        return shown

    [answer] = asyncio.run(scenario())
    assert answer.startswith("(scheduled, ") and answer.endswith(") It is time.")
    saved = json.loads((jarvis_home / "schedules.json").read_text())
    assert [(j["status"], j["answer"]) for j in saved] == [("done", "It is time.")]
    assert isinstance(make_scheduler(agent), Scheduler)
    assert any(line.startswith("⏰ schedule · ") for line in activity.lines())


def test_schedule_times() -> None:
    now = time.time()
    assert due_time(2, None, now) == now + 120
    assert now < due_time(None, "23:59", now) <= now + 86_400
    for bad in ((None, None), (1, "09:00"), (None, "yesterday"), (None, "2001-01-01T09:00")):
        try:
            due_time(bad[0], bad[1], now)
        except ValueError:
            continue
        raise AssertionError(f"{bad} must be refused")
