"""The scheduler (X5): runs an agent's due jobs as unattended turns, in the background.

Results land in ACTIVITY (`⏰ schedule · …`), in the agent's chat history (the model sees
them next turn) and on the session's event bus as a TURN_ENDED of their own (source
"schedule"), which front ends show — never as the reply to the user's own request. The agents
feature contributes a `SchedulerWork`; the session starts and stops it.
"""

from __future__ import annotations

import asyncio
import contextlib
import time

from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agents.definitions import AgentDefinition
from jarvis_voice.agents.schedules import Job, ScheduleStore, Wake
from jarvis_voice.agents.unattended import unattended_loop
from jarvis_voice.config import SchedulerSettings
from jarvis_voice.core.bus import in_turn
from jarvis_voice.core.events import EndedBy, Source, TurnEnded
from jarvis_voice.core.turn_language import decide
from jarvis_voice.errors import shown
from jarvis_voice.i18n import Msg, t
from jarvis_voice.llm.base import ChatMessage
from jarvis_voice.text import clip


class Scheduler:
    def __init__(
        self,
        agent: AgentLoop,
        unattended: AgentLoop,
        store: ScheduleStore | None = None,
        max_sleep_s: float = 30.0,
        wake: Wake | None = None,
    ) -> None:
        self.agent = agent
        self.unattended = unattended
        self.store = store or ScheduleStore()
        self.max_sleep_s = max_sleep_s
        self._waker = wake or Wake()
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
        # the job's events are a turn of their own, in the language its request was written in
        language = decide(job.prompt, self.agent.config.language).language
        with in_turn(f"job-{job.id}", language):
            prompt = clip(job.prompt, 120)
            activity.emit(Msg("activity.schedule.running", job=job.id, prompt=prompt))
            try:
                result = await self.unattended.run_turn(job.prompt, language)
                answer, ended_by = result.answer, result.ended_by
            except Exception as exc:  # a job must never take the scheduler down
                failed = t("answer.schedule_failed", language, error=shown(exc, language))
                answer, ended_by = failed, EndedBy.ERROR
        job.status = "failed" if ended_by in (EndedBy.ERROR, EndedBy.REJECTED) else "done"
        job.answer, job.ended_by = answer, ended_by
        await asyncio.to_thread(self.store.finish, job.id, job.status, answer, ended_by)
        with in_turn(f"job-{job.id}", language):
            said = clip(answer, 120)
            ended = Msg("activity.schedule.ended", job=job.id, ended_by=ended_by, answer=said)
            activity.emit(ended)
            activity.publish(
                TurnEnded(f"(scheduled, {job.when()}) {answer}", ended_by, Source.SCHEDULE)
            )
        self.agent.history += [
            ChatMessage(role="user", content=f"(scheduled for {job.when()}) {job.prompt}"),
            ChatMessage(role="assistant", content=answer),
        ]
        return job

    # ------------------------------------------------------------------------ background
    def start(self) -> Scheduler:
        if self._task is None:
            self._loop = asyncio.get_running_loop()
            self._wake = asyncio.Event()
            self._waker.set(self.wake)
            self._task = self._loop.create_task(self._forever())
        return self

    def wake(self) -> None:
        """A job was added: look again now (safe from any thread)."""
        if self._loop is not None and self._wake is not None:
            self._loop.call_soon_threadsafe(self._wake.set)

    async def stop(self) -> None:
        task, self._task = self._task, None
        self._waker.set(None)
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
                    self.agent.activity.emit(Msg("activity.schedule.problem", error=exc))
            delay = self.max_sleep_s
            if next_due is not None:
                delay = min(max(next_due - time.time(), 0.0), self.max_sleep_s)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), delay)


class SchedulerWork:
    """The agents feature's background work: a `Scheduler` on the agent the session built."""

    def __init__(
        self, definition: AgentDefinition, settings: SchedulerSettings, wake: Wake
    ) -> None:
        self.definition = definition
        self.settings = settings
        self.wake = wake
        self.scheduler: Scheduler | None = None

    def scheduler_for(self, agent: AgentLoop) -> Scheduler:
        return Scheduler(
            agent,
            unattended_loop(agent, self.definition),
            max_sleep_s=self.settings.max_sleep_s,
            wake=self.wake,
        )

    def start(self, agent: AgentLoop) -> None:
        if self.scheduler is None:
            self.scheduler = self.scheduler_for(agent).start()

    async def stop(self) -> None:
        scheduler, self.scheduler = self.scheduler, None
        if scheduler is not None:
            await scheduler.stop()


def make_scheduler(agent: AgentLoop) -> Scheduler:
    """A scheduler for `agent` (built by build_agent with the scheduler on), not started."""
    for work in agent.background:
        if isinstance(work, SchedulerWork):
            return work.scheduler_for(agent)
    raise RuntimeError("this agent has no scheduler (not built by build_agent, or it is off)")
