"""The scheduler (X5): runs an agent's due jobs as unattended turns, in the background.

Results land in ACTIVITY (`⏰ schedule · …`), in the agent's chat history (the model sees
them next turn) and go to `on_result` callbacks (the front ends show them). Start it from a
front end that owns an event loop: `scheduler = start_scheduler(agent)`; `await scheduler.stop()`.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import time
from collections.abc import Awaitable, Callable

from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agents.runtime import agent_runtime_of
from jarvis_voice.agents.schedules import WAKE_KEY, Job, ScheduleStore
from jarvis_voice.agents.unattended import unattended_loop
from jarvis_voice.core.events import EndedBy
from jarvis_voice.llm.base import ChatMessage
from jarvis_voice.text import clip

ResultCallback = Callable[[Job], Awaitable[None] | None]


class Scheduler:
    def __init__(
        self,
        agent: AgentLoop,
        unattended: AgentLoop,
        store: ScheduleStore | None = None,
        max_sleep_s: float = 30.0,
    ) -> None:
        self.agent = agent
        self.unattended = unattended
        self.store = store or ScheduleStore()
        self.max_sleep_s = max_sleep_s
        self.on_result: list[ResultCallback] = []
        self._task: asyncio.Task[None] | None = None
        self._wake: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._last_problem = ""

    @property
    def agent_id(self) -> str:
        return self.agent.config.agent_id

    async def run_due(self, now: float | None = None) -> list[Job]:
        """Run every due job of this agent now (one after another); the finished jobs."""
        jobs = await asyncio.to_thread(self.store.claim_due, self.agent_id, now or time.time())
        return [await self._run(job) for job in jobs]

    async def _run(self, job: Job) -> Job:
        activity = self.agent.activity
        activity.emit(f"⏰ schedule · {job.id} · running unattended: {clip(job.prompt, 120)}")
        try:
            result = await self.unattended.run_turn(job.prompt)
            answer, ended_by = result.answer, result.ended_by
        except Exception as exc:  # a job must never take the scheduler down
            answer, ended_by = f"The scheduled request failed: {exc}", EndedBy.ERROR
        job.status = "failed" if ended_by in (EndedBy.ERROR, EndedBy.REJECTED) else "done"
        job.answer, job.ended_by = answer, ended_by
        await asyncio.to_thread(self.store.finish, job.id, job.status, answer, ended_by)
        activity.emit(f"⏰ schedule · {job.id} · {ended_by}: {clip(answer, 120)}")
        self.agent.history += [
            ChatMessage(role="user", content=f"(scheduled for {job.when()}) {job.prompt}"),
            ChatMessage(role="assistant", content=answer),
        ]
        for callback in list(self.on_result):
            try:
                returned = callback(job)
                if inspect.isawaitable(returned):
                    await returned
            except Exception as exc:
                activity.emit(f"⚠ schedule · showing job {job.id} failed: {exc}")
        return job

    # ------------------------------------------------------------------------ background
    def start(self) -> Scheduler:
        if self._task is None:
            self._loop = asyncio.get_running_loop()
            self._wake = asyncio.Event()
            self.agent.context.extras[WAKE_KEY] = self.wake
            self._task = self._loop.create_task(self._forever())
        return self

    def wake(self) -> None:
        """A job was added: look again now (safe from any thread)."""
        if self._loop is not None and self._wake is not None:
            self._loop.call_soon_threadsafe(self._wake.set)

    async def stop(self) -> None:
        task, self._task = self._task, None
        self.agent.context.extras.pop(WAKE_KEY, None)
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _forever(self) -> None:
        assert self._wake is not None
        while True:
            self._wake.clear()
            try:
                await self.run_due()
                next_due = await asyncio.to_thread(self.store.next_due, self.agent_id)
                self._last_problem = ""
            except Exception as exc:
                next_due = None
                if str(exc) != self._last_problem:  # say it once, not every wake-up
                    self._last_problem = str(exc)
                    self.agent.activity.emit(f"⚠ schedule · {exc}")
            delay = self.max_sleep_s
            if next_due is not None:
                delay = min(max(next_due - time.time(), 0.0), self.max_sleep_s)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), delay)


def make_scheduler(agent: AgentLoop) -> Scheduler:
    runtime = agent_runtime_of(agent)
    if runtime is None:
        raise RuntimeError("the agent was not built by build_agent (no agent runtime)")
    settings = runtime.settings.scheduler
    return Scheduler(
        agent, unattended_loop(agent, runtime.definition), max_sleep_s=settings.max_sleep_s
    )


def start_scheduler(agent: AgentLoop) -> Scheduler | None:
    """For front ends: run this agent's scheduled jobs in the background (None when off)."""
    runtime = agent_runtime_of(agent)
    if runtime is None or not runtime.settings.scheduler.enabled:
        return None
    return make_scheduler(agent).start()
