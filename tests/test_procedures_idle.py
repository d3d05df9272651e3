"""Idle consolidation: background, after quiet time, progress in ACTIVITY, clean stop."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.procedures import runtime_of, start_idle_consolidation
from jarvis_voice.procedures.episodes import CallRecord
from jarvis_voice.procedures.idle import IDLE_CLOCK, IdleConsolidator, TickReport
from jarvis_voice.web.sessions import SessionManager
from procedures_support import agent_for, reflect_reply, run


async def until(check: Callable[[], bool], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.01)


def reading_turns(n: int) -> list[LLMReply]:
    steps: list[LLMReply] = []
    for i in range(n):
        call = ToolCall(id=f"c{i}", name="read_file", arguments={"path": f"n{i}.txt"})
        steps += [LLMReply(tool_calls=[call]), LLMReply(text=f"read n{i}")]
    return steps


def test_consolidation_runs_after_idle_and_reports_in_activity(tmp_path: Path) -> None:
    for i in range(3):
        (tmp_path / f"n{i}.txt").write_text("x")
    agent, _, activity = agent_for(tmp_path, reading_turns(3), idle_seconds=0.05)
    for i in range(3):
        run(agent, f"read n{i}.txt")

    async def scenario() -> None:
        consolidator = start_idle_consolidation(agent)
        assert consolidator is not None and consolidator.running
        await until(lambda: any("distilled read_file" in line for line in activity.lines()))
        await consolidator.stop()
        assert not consolidator.running

    asyncio.run(scenario())
    line = next(line for line in activity.lines() if "distilled" in line)
    assert line.startswith("📚 procedures · distilled read_file generation 1 → new draft")


def test_no_tick_while_turns_keep_coming() -> None:
    ticks: list[float] = []

    def tick(_stop: object) -> TickReport:
        ticks.append(time.monotonic())
        return TickReport()

    async def scenario() -> None:
        from jarvis_voice.activity import ActivityLog
        from jarvis_voice.procedures.idle import IdleClock

        clock = IdleClock()
        consolidator = IdleConsolidator(tick, ActivityLog(), 0.2, lock_key="t1", clock=clock)
        consolidator.start()
        busy_until = time.monotonic() + 0.5
        while time.monotonic() < busy_until:
            clock.touch()  # a turn every 50 ms: never idle
            await asyncio.sleep(0.05)
        assert ticks == []
        await until(lambda: len(ticks) == 1)
        await asyncio.sleep(0.4)
        assert len(ticks) == 1  # nothing new happened: no second tick
        clock.touch()
        await until(lambda: len(ticks) == 2)
        await consolidator.stop()

    asyncio.run(scenario())


def test_reflection_backlog_continues_over_ticks(tmp_path: Path) -> None:
    agent, _, activity = agent_for(tmp_path, [], idle_seconds=0.02, batches_per_tick=1)
    runtime = runtime_of(agent)
    assert runtime is not None
    runtime.reflector.backend = ScriptedBackend([reflect_reply(), reflect_reply()])
    for tool in ("glob", "grep"):
        call = CallRecord(tool, {"pattern": "x"}, False, "bad pattern")
        runtime.learner.episodes.record("main", f"use {tool}", "no", [call], failed=True)

    async def scenario() -> None:
        consolidator = start_idle_consolidation(agent)
        assert consolidator is not None
        await until(lambda: sum("reflected on" in line for line in activity.lines()) == 2)
        await consolidator.stop()

    asyncio.run(scenario())
    assert runtime.consolidator is not None and runtime.consolidator.ticks >= 2


def test_stop_is_prompt_even_during_a_slow_tick(tmp_path: Path) -> None:
    agent, _, _ = agent_for(tmp_path, [], idle_seconds=0.01)
    runtime = runtime_of(agent)
    assert runtime is not None

    def slow(messages: object, tools: object) -> LLMReply:
        time.sleep(0.6)
        return reflect_reply()

    runtime.reflector.backend = ScriptedBackend([slow, slow])
    for tool in ("glob", "grep"):
        call = CallRecord(tool, {"pattern": "x"}, False, "bad pattern")
        runtime.learner.episodes.record("main", f"use {tool}", "no", [call], failed=True)

    async def scenario() -> float:
        consolidator = start_idle_consolidation(agent)
        assert consolidator is not None
        await until(lambda: len(runtime.reflector.backend.calls) == 1)  # type: ignore[union-attr]
        started = time.monotonic()
        await consolidator.stop()
        return time.monotonic() - started

    assert asyncio.run(scenario()) < 0.3
    # The tick in flight saw the stop flag: it finished its batch and began no other.
    assert len(runtime.reflector.backend.calls) == 1  # type: ignore[union-attr]


def test_broken_file_is_reported_once(tmp_path: Path, jarvis_home: Path) -> None:
    (jarvis_home / "procedures").mkdir()
    (jarvis_home / "procedures" / "mine.md").write_text("---\n: bad: [\n---\n")
    agent, _, _ = agent_for(tmp_path, [], idle_seconds=0.01)
    runtime = runtime_of(agent)
    assert runtime is not None
    first, second = runtime.consolidate_once(), runtime.consolidate_once()
    assert [line.split(":")[0] for line in first.lines] == ["⚠ broken file mine.md"]
    assert second.lines == []


def test_consolidation_can_be_turned_off(tmp_path: Path) -> None:
    agent, _, _ = agent_for(tmp_path, [], consolidate=False)

    async def scenario() -> None:
        assert start_idle_consolidation(agent) is None

    asyncio.run(scenario())


def test_web_session_starts_and_stops_its_consolidator() -> None:
    async def scenario() -> None:
        manager = SessionManager(load_settings(), ScriptedBackend([]), b"secret")
        session = await manager.get("abc")
        runtime = runtime_of(session.agent)
        assert runtime is not None and runtime in session.background
        assert runtime.consolidator is not None and runtime.consolidator.running
        await manager.close()
        assert not runtime.consolidator.running

    asyncio.run(scenario())


def test_turns_touch_the_idle_clock(tmp_path: Path) -> None:
    agent, _, _ = agent_for(tmp_path, [LLMReply(text="hi")])
    before = IDLE_CLOCK.turns
    run(agent, "hello")
    assert IDLE_CLOCK.turns == before + 1
