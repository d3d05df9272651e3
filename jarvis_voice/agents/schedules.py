"""Scheduled prompts (X5): the `schedule` tool and the job file `$JARVIS_HOME/schedules.json`.

A job is one prompt of one agent, due at a time. The runner (`scheduler.py`) claims due jobs
under a file lock, so two processes (chat and web) never run the same job twice.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Literal

from filelock import FileLock
from pydantic import BaseModel, Field

from jarvis_voice.errors import JarvisError
from jarvis_voice.paths import jarvis_home
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.builtin._common import atomic_write

Status = Literal["pending", "running", "done", "failed"]
MAX_ANSWER_CHARS = 4000


@dataclass
class Job:
    id: str
    agent_id: str
    prompt: str
    due_at: float
    created_at: float
    status: Status = "pending"
    answer: str = ""
    ended_by: str = ""
    finished_at: float | None = None

    def when(self) -> str:
        return datetime.fromtimestamp(self.due_at).strftime("%Y-%m-%d %H:%M")


class ScheduleStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or jarvis_home() / "schedules.json"
        self._lock = FileLock(str(self.path) + ".lock", timeout=10)

    def add(self, agent_id: str, prompt: str, due_at: float) -> Job:
        job = Job(secrets.token_hex(4), agent_id, prompt, due_at, time.time())

        def append(jobs: list[Job]) -> bool:
            jobs.append(job)
            return True

        self._update(append)
        return job

    def jobs(self, agent_id: str | None = None) -> list[Job]:
        with self._locked():
            jobs = self._read()
        return [j for j in jobs if agent_id is None or j.agent_id == agent_id]

    def next_due(self, agent_id: str) -> float | None:
        pending = [j.due_at for j in self.jobs(agent_id) if j.status == "pending"]
        return min(pending, default=None)

    def claim_due(self, agent_id: str, now: float) -> list[Job]:
        """Mark this agent's due jobs running and return them (each is claimed once)."""
        claimed: list[Job] = []

        def claim(jobs: list[Job]) -> bool:
            for job in jobs:
                if job.agent_id == agent_id and job.status == "pending" and job.due_at <= now:
                    job.status = "running"
                    claimed.append(job)
            return bool(claimed)

        self._update(claim)
        return sorted(claimed, key=lambda j: j.due_at)

    def finish(self, job_id: str, status: Status, answer: str, ended_by: str) -> None:
        def finish(jobs: list[Job]) -> bool:
            for job in jobs:
                if job.id == job_id:
                    job.status, job.ended_by = status, ended_by
                    job.answer, job.finished_at = answer[:MAX_ANSWER_CHARS], time.time()
                    return True
            return False

        self._update(finish)

    def _update(self, change: Callable[[list[Job]], bool]) -> None:
        """Read, change and write back under the lock; nothing is written when nothing changed."""
        with self._locked():
            jobs = self._read()
            if not change(jobs):
                return
            data = json.dumps([asdict(j) for j in jobs], ensure_ascii=False, indent=1)
            atomic_write(self.path, data.encode("utf-8"))

    def _locked(self) -> FileLock:
        self.path.parent.mkdir(parents=True, exist_ok=True)  # the lock file lives beside it
        return self._lock

    def _read(self) -> list[Job]:
        if not self.path.exists():
            return []
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            return [Job(**item) for item in raw]
        except (OSError, ValueError, TypeError) as exc:
            raise JarvisError(f"schedule file {self.path} is unreadable: {exc}") from exc


class Wake:
    """Tells a running scheduler to look at the job file now (safe from any thread).

    Shared by the `schedule` tool and the scheduler, which sets what waking does while it runs.
    """

    def __init__(self) -> None:
        self._callback: Callable[[], None] | None = None

    def set(self, callback: Callable[[], None] | None) -> None:
        self._callback = callback

    def __call__(self) -> None:
        if self._callback is not None:
            self._callback()


class ScheduleArgs(BaseModel):
    prompt: str = Field(
        min_length=1, max_length=2000, description="The request to run later, in full."
    )
    delay_minutes: float | None = Field(
        default=None, ge=0, le=527_040, description="Run after this many minutes."
    )
    at: str | None = Field(
        default=None, description="Or run at this local time: 2026-03-01T09:00 or 09:00."
    )


class ScheduleTool(Tool[ScheduleArgs]):
    name = "schedule"
    description = (
        "Run a request later, without the user present: tools that need approval will not run "
        "then. Give `prompt` and either `delay_minutes` or `at`."
    )
    Args = ScheduleArgs

    def __init__(self, store: ScheduleStore | None = None, wake: Wake | None = None) -> None:
        self.store = store
        self.wake = wake or Wake()

    async def run(self, args: ScheduleArgs, ctx: ToolContext) -> ToolResult:
        try:
            due = due_time(args.delay_minutes, args.at, time.time())
        except ValueError as exc:
            return ToolResult(str(exc), is_error=True)
        store = self.store or ScheduleStore()
        job = store.add(ctx.agent_id, args.prompt.strip(), due)
        self.wake()  # a running scheduler looks at the new job now
        return ToolResult(
            f"Scheduled job {job.id} for {job.when()}: {job.prompt!r}. It will run unattended; "
            "tools that need approval will not run then."
        )


def due_time(delay_minutes: float | None, at: str | None, now: float) -> float:
    if (delay_minutes is None) == (at is None or not at.strip()):
        raise ValueError("give exactly one of delay_minutes or at")
    if delay_minutes is not None:
        return now + delay_minutes * 60
    assert at is not None
    text = at.strip()
    current = datetime.fromtimestamp(now)
    try:
        if len(text) <= 5 and ":" in text:  # HH:MM → the next time it is that o'clock
            hour, minute = (int(part) for part in text.split(":"))
            moment = current.replace(hour=hour, minute=minute, second=0, microsecond=0)
            if moment.timestamp() <= now:
                moment += timedelta(days=1)
        else:
            moment = datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(f"cannot read the time {at!r}: use 2026-03-01T09:00 or 09:00") from None
    stamp = moment.timestamp()  # a naive time is local time
    if stamp < now - 60:
        raise ValueError(f"{at!r} is in the past")
    return max(stamp, now)
