#!/usr/bin/env python3
"""Request latency with and without background learning on the shared embedded model.

Usage: .venv/bin/python scripts/bench_learning_give_way.py [--requests 4] [--idle 1]
           [--model qwen2.5-coder-0.5b] [--phases idle,worker,in-process,before] [--json out.json]

One embedded model (loaded once) serves a real `core.Session` and its idle procedure learning,
as in `jarvis chat`. Phases, each in a fresh temporary JARVIS_HOME; in every phase but `idle`
the learner has a backlog (failed turns of ten task types to reflect on, successes to distil)
and each request ("list the files in this folder": a tool call, then the answer) is sent while
a learning model call runs, at a random point of it:

  idle        no background learning: the baseline.
  worker      the default: learning calls run in the worker process, which is stopped while a
              request runs (procedures/learning_process.py).
  in-process  JARVIS_PROCEDURES__LEARNING_PROCESS=false: learning shares the session's model;
              no learning call starts during a request, but one already running is waited for.
  before      in-process with the session's hook cut off: how it was before.

Per phase it prints the request latency (submit → answer; median, p90, max), the extra time over
the idle median, the ratio, how long the request's model calls waited for the model (wall time
minus llama.cpp's own compute time for them: the delay learning caused, robust to machine load),
learning calls started while a request ran, the learning calls' own running time (median / max:
what a request may wait for in-process) and the machine load (1-minute load average before →
after, and the number of cores).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import ChatMessage, LLMReply, TextSink, ToolSpec
from jarvis_voice.llm.embedded import EmbeddedBackend

REQUEST = "list the files in this folder"  # a tool call, then the answer: two model calls
TASK_TYPES = [
    ("read_file", "path", "no such file: {x}"),
    ("list_dir", "path", "not a directory: {x}"),
    ("grep", "pattern", "bad pattern: {x}"),
    ("glob", "pattern", "no matches for {x}"),
    ("bash", "command", "command not found: {x}"),
    ("write_file", "path", "permission denied: {x}"),
    ("edit_file", "path", "old text not found in {x}"),
    ("web_fetch", "url", "connection refused: {x}"),
    ("web_search", "query", "rate limited: {x}"),
    ("recall_episodes", "query", "no episodes match {x}"),
]


@dataclass
class Call:
    kind: str  # "request" or "learning"
    entered: float
    left: float = 0.0
    prompt_n: int = 0
    predicted_n: int = 0
    compute_s: float = 0.0  # llama.cpp's own time for the call (prompt + generation)

    @property
    def waited_s(self) -> float:
        """Wall time not spent computing this call: waiting for the model (its lock)."""
        return max(0.0, self.left - self.entered - self.compute_s)


@dataclass
class Timed:
    """The model as the session and its learning see it, with every call timed."""

    backend: EmbeddedBackend
    calls: list[Call] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def name(self) -> str:
        return self.backend.name

    def _record(self, kind: str) -> Call:
        call = Call(kind, time.monotonic())
        with self.lock:
            self.calls.append(call)
        return call

    def _done(self, call: Call) -> None:
        call.left = time.monotonic()
        timings = self.backend.last_timings
        call.prompt_n = int(timings.get("prompt_n") or 0)
        call.predicted_n = int(timings.get("predicted_n") or 0)
        ms = float(timings.get("prompt_ms") or 0) + float(timings.get("predicted_ms") or 0)
        call.compute_s = ms / 1000

    def chat(
        self, messages: list[ChatMessage], tools: list[ToolSpec], on_text: TextSink | None = None
    ) -> LLMReply:
        call = self._record("request")
        try:
            return self.backend.chat(messages, tools, on_text)
        finally:
            self._done(call)

    def complete_json(
        self,
        messages: Sequence[ChatMessage | Mapping[str, str]],
        json_schema: Mapping[str, Any],
        max_tokens: int | None = None,
    ) -> dict[str, Any]:
        call = self._record("learning")
        try:
            return self.backend.complete_json(messages, json_schema, max_tokens)
        finally:
            self._done(call)

    def warm_up(self, messages: list[ChatMessage], tools: list[ToolSpec]) -> None:
        self.backend.warm_up(messages, tools)

    def learning_running(self) -> bool:
        with self.lock:
            return any(c.kind == "learning" and not c.left for c in self.calls)


@dataclass
class Sample:
    latency: float
    learning_started_during: int
    model_calls: int
    prompt_tokens: int  # processed (not cached) by the request's calls: a lost cache shows here
    waited_s: float  # the request's model calls waiting for the model (not computing)


def seed(home: Path) -> None:
    """A learning backlog: 3 failed turns for each task type, 3 successes for a few."""
    from jarvis_voice.procedures.db import Database
    from jarvis_voice.procedures.episodes import CallRecord, EpisodeStore

    episodes = EpisodeStore(Database(home / "episodes.sqlite3"))
    for tool, arg, error in TASK_TYPES:
        for i in range(3):
            value = f"notes/{tool}-{i}.txt" if arg in ("path",) else f"{tool} example {i}"
            episodes.record(
                "main",
                f"please use {tool} on {value} and tell me what you find",
                "I could not do it.",
                [CallRecord(tool, {arg: value}, False, error.format(x=value))],
                failed=True,
            )
    for tool, arg, _ in TASK_TYPES[:3]:
        for i in range(3):
            value = f"docs/{tool}-{i}.md"
            episodes.record(
                "main",
                f"show me {value}",
                f"{value} says hello",
                [CallRecord(tool, {arg: value}, True)],
                failed=False,
            )


async def run_phase(
    phase: str, timed: Timed, requests: int, idle_s: float, rng: random.Random
) -> tuple[list[Sample], int]:
    from jarvis_voice.core import session as session_module
    from jarvis_voice.core.session import Session
    from jarvis_voice.foreground import FOREGROUND, Foreground
    from jarvis_voice.procedures.idle import IDLE_CLOCK
    from jarvis_voice.procedures.runtime import runtime_of

    learning = phase != "idle"
    worker = phase == "worker"
    with tempfile.TemporaryDirectory(prefix=f"bench-{phase}-") as folder:
        home = Path(folder) / "home"
        work = Path(folder) / "work"
        home.mkdir()
        work.mkdir()
        os.environ["JARVIS_HOME"] = str(home)
        for name in ("a.txt", "b.csv", "notes.md"):
            (work / name).write_text("x\n")
        if learning:
            seed(home)
        settings = load_settings(
            procedures={
                "consolidate": learning,
                "idle_seconds": idle_s,
                "batches_per_tick": 100,
                "learning_process": worker,
            },
            tools={"workdir": work},
            llm={"embedded_model": timed.backend.model},
        )
        session_module.FOREGROUND = Foreground() if phase == "before" else FOREGROUND
        session = Session(settings, timed, workdir=work)  # type: ignore[arg-type]
        await asyncio.to_thread(session.agent.warm_up)
        IDLE_CLOCK.touch()
        await session.start(background=learning, warm_up=False)
        samples: list[Sample] = []
        try:
            for _ in range(requests):
                if learning:
                    deadline = time.monotonic() + 120
                    while not (timed.learning_running() or _worker_busy()):
                        if time.monotonic() > deadline:
                            print(f"  {phase}: no learning call within 120 s; stopping early")
                            return samples, _paused(runtime_of(session.agent))
                        await asyncio.sleep(0.05)
                    await asyncio.sleep(rng.uniform(0.0, 2.0))  # somewhere inside the call
                else:
                    await asyncio.sleep(0.5)
                calls_at_submit = _worker_calls()
                started = time.monotonic()
                await session.submit(REQUEST)
                ended = time.monotonic()
                during = sum(
                    1 for c in timed.calls if c.kind == "learning" and started < c.entered < ended
                )
                if worker:  # calls in the worker process: count the ones begun meanwhile
                    during = max(0, _worker_calls() - calls_at_submit)
                own = [c for c in timed.calls if c.kind == "request" and c.entered >= started]
                sample = Sample(
                    ended - started,
                    during,
                    len(own),
                    sum(c.prompt_n for c in own),
                    sum(c.waited_s for c in own),
                )
                samples.append(sample)
                print(
                    f"  {phase}: {sample.latency:6.2f} s (waited {sample.waited_s:5.2f} s for the "
                    f"model), {sample.model_calls} model calls, "
                    f"{sample.prompt_tokens} prompt tokens, learning calls started during: "
                    f"{during}",
                    flush=True,
                )
        finally:
            await session.close()
            session_module.FOREGROUND = FOREGROUND
        return samples, _paused(runtime_of(session.agent))


def _paused(runtime: Any) -> int:
    consolidator = getattr(runtime, "consolidator", None)
    return int(getattr(consolidator, "paused", 0))


def _workers() -> list[Any]:
    from jarvis_voice.procedures import learning_process

    return list(learning_process._WORKERS.values())


def _worker_busy() -> bool:
    return any(w.busy for w in _workers())


def _worker_calls() -> int:
    return sum(w.calls for w in _workers())


def p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=4)
    parser.add_argument("--idle", type=float, default=1.0, help="idle_seconds for learning")
    parser.add_argument("--model", default=None, help="embedded model (default: the settings')")
    parser.add_argument("--phases", default="idle,worker,in-process,before")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()

    os.environ.setdefault("JARVIS_HOME", tempfile.mkdtemp(prefix="bench-home-"))
    llm = load_settings().llm
    backend = EmbeddedBackend(
        args.model or llm.embedded_model,
        context_size=llm.context_size,
        max_tokens=llm.max_tokens,
        threads=llm.threads,
        cache_dir=llm.model_cache_dir,
    )
    backend.load()
    timed = Timed(backend)
    rng = random.Random(args.seed)
    cores = os.cpu_count() or 0
    results: dict[str, Any] = {"model": backend.name, "cores": cores, "phases": {}}
    print(f"model {backend.name}, {cores} cores, load {os.getloadavg()[0]:.2f}")
    for phase in args.phases.split(","):
        load_before = os.getloadavg()[0]
        first = len(timed.calls)
        worker_first = sum(len(w.call_seconds) for w in _workers())
        samples, paused = asyncio.run(run_phase(phase, timed, args.requests, args.idle, rng))
        calls = [c for c in timed.calls[first:] if c.kind == "learning" and c.left]
        durations = [round(c.left - c.entered, 2) for c in calls]
        if phase == "worker":
            seconds = [x for w in _workers() for x in w.call_seconds]
            durations = [round(x, 2) for x in seconds[worker_first:]]
        results["phases"][phase] = {
            "latency_s": [round(s.latency, 3) for s in samples],
            "waited_s": [round(s.waited_s, 3) for s in samples],
            "model_calls": [s.model_calls for s in samples],
            "prompt_tokens": [s.prompt_tokens for s in samples],
            "learning_started_during_requests": sum(s.learning_started_during for s in samples),
            "learning_calls": len(durations),
            "learning_call_s": durations,
            "worker_pauses": sum(w.pauses for w in _workers()),
            "learning_tokens": [(c.prompt_n, c.predicted_n) for c in calls],
            "paused_ticks": paused,
            "load_1min": [round(load_before, 2), round(os.getloadavg()[0], 2)],
        }
    print()
    base = results["phases"].get("idle")
    base_median = statistics.median(base["latency_s"]) if base and base["latency_s"] else None
    header = (
        f"{'phase':<12} {'n':>2} {'median':>7} {'p90':>6} {'max':>6} {'extra':>6} {'ratio':>6} "
        f"{'waited med/max':>15} {'learn started':>13} {'learn call med/max':>18} {'load':>11}"
    )
    print(header)
    for phase, row in results["phases"].items():
        values = row["latency_s"]
        if not values:
            continue
        median = statistics.median(values)
        extra = f"{median - base_median:+.2f}" if base_median else "-"
        ratio = f"{median / base_median:.2f}×" if base_median else "-"
        durations = row["learning_call_s"]
        learn = f"{statistics.median(durations):.1f}/{max(durations):.1f} s" if durations else "-"
        load = f"{row['load_1min'][0]:.1f}→{row['load_1min'][1]:.1f}"
        waits = row["waited_s"]
        waited = f"{statistics.median(waits):.1f}/{max(waits):.1f} s"
        print(
            f"{phase:<12} {len(values):>2} {median:>6.2f}s {p90(values):>5.2f}s "
            f"{max(values):>5.2f}s {extra:>6} {ratio:>6} {waited:>15} "
            f"{row['learning_started_during_requests']:>13} {learn:>18} {load:>11}"
        )
    print(f"{cores} cores; load = 1-minute load average before → after the phase")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    from jarvis_voice.procedures.learning_process import close_all

    close_all()


if __name__ == "__main__":
    main()
