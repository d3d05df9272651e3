"""Background learning gives way to requests (issue 11, deliverable 5).

The session tells `jarvis_voice.foreground` when a request starts and ends; idle learning starts
no model call while a request runs or within its idle window after it, and a tick in progress
stops at its next step. A learning call already running is not cancelled (the embedded backend
cannot), so a request waits at most for that one call: measured here with a slow model that,
like the embedded backend, runs one call at a time.
"""

from __future__ import annotations

import asyncio
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.config import load_settings
from jarvis_voice.core.session import Session
from jarvis_voice.errors import BackendError
from jarvis_voice.foreground import FOREGROUND, Foreground
from jarvis_voice.llm.base import ChatMessage, LLMReply, TextSink, ToolCall, ToolSpec
from jarvis_voice.procedures import learning_process, runtime_of
from jarvis_voice.procedures.episodes import CallRecord
from jarvis_voice.procedures.idle import IdleClock, IdleConsolidator, TickReport
from jarvis_voice.procedures.learning_process import LearningBackend, LearningProcess
from procedures_support import failure, learner_with, reflect_reply, success

LEARN_S = 0.6  # one learning model call
SLACK_S = 0.35  # scheduling slack on a busy test machine


@dataclass
class Timing:
    kind: str  # "request" | "learning"
    entered: float  # the call was made
    started: float = 0.0  # it got the model
    ended: float = 0.0


@dataclass
class SharedModel:
    """Requests (`chat`) and learning (`complete_json`) on one model, one call at a time —
    the embedded backend's lock — each call taking a fixed time; every call timed."""

    requests: list[LLMReply]
    request_s: float = 0.05
    learn_s: float = LEARN_S
    name: str = "shared-slow"
    calls: list[Timing] = field(default_factory=list)
    _model: threading.Lock = field(default_factory=threading.Lock)

    def _run(self, kind: str, seconds: float, answer: Callable[[], Any]) -> Any:
        timing = Timing(kind, time.monotonic())
        self.calls.append(timing)
        with self._model:
            timing.started = time.monotonic()
            time.sleep(seconds)
            timing.ended = time.monotonic()
            return answer()

    def chat(
        self, messages: list[ChatMessage], tools: list[ToolSpec], on_text: TextSink | None = None
    ) -> LLMReply:
        return self._run("request", self.request_s, lambda: self.requests.pop(0))  # type: ignore[no-any-return]

    def complete_json(
        self,
        messages: Sequence[ChatMessage | Mapping[str, str]],
        json_schema: Mapping[str, Any],
        max_tokens: int | None = None,
    ) -> dict[str, Any]:
        if "anyOf" in json_schema:  # the reflector's compact schema
            answer = {"scope": "execution_slip", "action": "no_change", "name": "slip",
                      "when": "", "content": "", "keywords": []}  # fmt: skip
        else:
            answer = {"name": "read-notes", "description": "Read a file", "steps": ["read_file"]}
        return self._run("learning", self.learn_s, lambda: answer)  # type: ignore[no-any-return]

    def of(self, kind: str) -> list[Timing]:
        return [c for c in self.calls if c.kind == kind]

    def learning_running(self) -> bool:
        return any(c.kind == "learning" and not c.ended for c in self.calls)


def backlog(session: Session, task_types: int = 8) -> None:
    """Failed turns of many task types: one reflection call each."""
    runtime = runtime_of(session.agent)
    assert runtime is not None
    for i in range(task_types):
        call = CallRecord(f"tool_{i}", {"x": str(i)}, False, "it broke")
        runtime.learner.episodes.record("main", f"do thing {i}", "no", [call], failed=True)


async def until(check: Callable[[], bool], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.01)


def session_for(tmp_path: Path, model: SharedModel, idle_s: float = 0.3) -> Session:
    settings = load_settings(procedures={"idle_seconds": idle_s, "batches_per_tick": 50})
    return Session(settings, model, workdir=tmp_path)  # type: ignore[arg-type]


def test_a_request_waits_at_most_for_the_learning_call_in_flight(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("x")
    listing = ToolCall(id="c1", name="list_dir", arguments={"path": "."})
    model = SharedModel([LLMReply(tool_calls=[listing]), LLMReply(text="a.txt is here")])
    session = session_for(tmp_path, model, idle_s=0.3)
    backlog(session)

    async def scenario() -> tuple[float, float]:
        await session.start(warm_up=False)
        try:
            await until(model.learning_running)
            await asyncio.sleep(LEARN_S / 3)  # well inside the learning call
            submitted = time.monotonic()
            result = await session.submit("what is in this folder?")
            ended = time.monotonic()
            assert result.answer == "a.txt is here"
            # learning resumes after the idle window, not before
            await until(lambda: any(c.entered > ended for c in model.of("learning")))
            return submitted, ended
        finally:
            await session.close()

    submitted, ended = asyncio.run(scenario())
    first, second = model.of("request")
    # The request's first model call got the model within one learning call of its submit …
    assert first.started - submitted <= LEARN_S + SLACK_S
    # … and its second call (after the tool) did not wait for learning at all.
    assert second.started - second.entered <= SLACK_S
    learning = model.of("learning")
    assert not [c for c in learning if submitted <= c.entered <= ended]  # none started meanwhile
    resumed = min(c.entered for c in learning if c.entered > ended)
    assert resumed - ended >= 0.3  # the idle window after the request
    lines = session.events.lines()
    assert "📚 procedures · paused for a request; the rest waits until idle" in lines


def test_no_learning_call_starts_during_a_long_request(tmp_path: Path) -> None:
    """The reported bug: a reflection started while a request was still running."""
    model = SharedModel([LLMReply(text="done")], request_s=1.2)
    session = session_for(tmp_path, model, idle_s=0.1)  # shorter than the request
    backlog(session, task_types=2)

    async def scenario() -> tuple[float, float]:
        await session.start(warm_up=False)
        try:
            submitted = time.monotonic()
            await session.submit("take your time")
            ended = time.monotonic()
            await until(lambda: len(model.of("learning")) >= 1)
            return submitted, ended
        finally:
            await session.close()

    submitted, ended = asyncio.run(scenario())
    learning = model.of("learning")
    assert all(c.entered >= ended + 0.1 for c in learning), (submitted, ended, learning)
    assert not FOREGROUND.busy


# --------------------------------------------------------------------------- the pieces


def test_foreground_counts_requests_and_wakes_listeners() -> None:
    fg = Foreground()
    assert not fg.busy and fg.quiet_for() == float("inf")
    with fg.interruptible() as first:
        assert not first.is_set()
        fg.request_started()
        assert first.is_set() and fg.busy and fg.quiet_for() == 0.0
        with fg.interruptible() as during:
            assert during.is_set()  # a request is already in flight
        fg.request_ended()
    assert not fg.busy and fg.started == 1 and 0 <= fg.quiet_for() < 1
    with fg.interruptible() as later:
        assert not later.is_set()


def test_distillation_stops_before_its_next_model_call() -> None:
    learner, _, backend = learner_with([])
    success(learner.episodes, tool="read_file", n=3)
    stop = threading.Event()
    stop.set()
    report = learner.distill("main", stop)
    assert report.paused and report.llm_calls == 0 and backend.calls == []
    assert learner.episodes.distilled_generation("main", "read_file") == 0  # nothing marked
    assert learner.scan().of("main") == []


def test_reflection_finishes_the_batch_in_flight_and_leaves_the_rest() -> None:
    stop = threading.Event()

    def first_batch(messages: object, tools: object) -> LLMReply:
        stop.set()  # the request arrives while this call runs
        return reflect_reply()

    _, reflector, backend = learner_with([first_batch, reflect_reply()])
    for tool in ("glob", "grep", "bash"):
        failure(reflector.learner.episodes, tool=tool, n=1)
    report = reflector.reflect("main", max_batches=5, stop=stop)
    assert len(backend.calls) == 1 and len(report.batches) == 1  # its result is written
    assert report.paused and report.remaining == 2
    assert len(reflector.learner.episodes.unreflected_failures("main")) == 2
    again = reflector.reflect("main", max_batches=5)
    assert len(again.batches) == 2 and not again.paused


def test_a_retry_after_a_rejection_waits_too() -> None:
    stop = threading.Event()

    def rejected(messages: object, tools: object) -> LLMReply:
        stop.set()
        return LLMReply(text="not json")

    _, reflector, backend = learner_with([rejected])
    failure(reflector.learner.episodes, tool="glob", n=3)
    report = reflector.reflect("main", stop=stop)
    assert len(backend.calls) == 1 and report.batches == [] and report.paused
    episodes = reflector.learner.episodes
    assert episodes.rejections("main", "glob") == 0  # a pause is not a rejection
    assert len(episodes.unreflected_failures("main")["glob"]) == 3  # nothing marked


def test_the_consolidator_waits_for_quiet_and_resumes_after_a_pause() -> None:
    fg = Foreground()
    activity = ActivityLog()
    ticks: list[float] = []
    request_came: list[bool] = []

    def tick(stop: threading.Event) -> TickReport:
        ticks.append(time.monotonic())
        if len(ticks) == 1:
            fg.request_started()  # a request arrives during the first tick
            request_came.append(stop.is_set())
            fg.request_ended()
            return TickReport(paused=stop.is_set(), more=True)
        return TickReport()

    async def scenario() -> float:
        consolidator = IdleConsolidator(
            tick, activity, 0.2, lock_key="give-way", clock=IdleClock(), foreground=fg
        )
        await asyncio.sleep(0.25)  # the idle clock's own window
        consolidator.start()
        await until(lambda: len(ticks) == 2)
        await consolidator.stop()
        assert consolidator.paused == 1
        return ticks[1] - ticks[0]

    gap = asyncio.run(scenario())
    assert request_came == [True]  # the tick's stop event was set by the request
    assert gap >= 0.2  # the next tick only after the idle window
    assert "📚 procedures · paused for a request; the rest waits until idle" in activity.lines()


def test_no_tick_while_a_request_is_in_flight() -> None:
    fg = Foreground()
    ticks: list[float] = []

    def tick(stop: threading.Event) -> TickReport:
        ticks.append(time.monotonic())
        return TickReport()

    async def scenario() -> None:
        fg.request_started()
        consolidator = IdleConsolidator(
            tick, ActivityLog(), 0.05, lock_key="in-flight", clock=IdleClock(), foreground=fg
        )
        await asyncio.sleep(0.1)
        consolidator.start()
        await asyncio.sleep(0.4)
        assert ticks == []  # long past idle_seconds, but the request still runs
        fg.request_ended()
        ended = time.monotonic()
        await until(lambda: len(ticks) == 1)
        assert ticks[0] - ended >= 0.05
        await consolidator.stop()

    asyncio.run(scenario())


def test_a_failed_turn_is_still_an_episode(tmp_path: Path) -> None:
    """The hook does not change what a turn records (P1)."""
    model = SharedModel([LLMReply(text="hi")])
    session = session_for(tmp_path, model)

    async def scenario() -> None:
        await session.start(background=False, warm_up=False)
        await session.submit("hello")
        await session.close()

    asyncio.run(scenario())
    assert not FOREGROUND.busy


# --------------------------------------------------------------------------- the worker process

FAKE_WORKER = r"""
import json, os, sys, time
json.loads(sys.stdin.readline())
for line in sys.stdin:
    request = json.loads(line)
    if request.get("messages", [{}])[-1].get("content") == "crash":
        sys.exit(3)
    flag = os.environ.get("FAKE_FLAG", "")
    if request.get("messages", [{}])[-1].get("content") == "idle" and not os.path.exists(flag):
        open(flag, "w").close()
        sys.exit(75)  # it had just ended for being idle when the call came
    end = time.process_time() + float(os.environ.get("FAKE_CPU_S", "0.4"))
    while time.process_time() < end:  # CPU time: a stopped worker makes no progress
        pass
    if request.get("messages", [{}])[-1].get("content") == "fail":
        print(json.dumps({"error": "the embedded model failed: out of memory"}), flush=True)
    elif "anyOf" in request.get("schema", {}):
        print(json.dumps({"ok": {"scope": "execution_slip", "action": "no_change",
                                 "name": "slip", "when": "", "content": "", "keywords": []}}),
              flush=True)
    else:
        print(json.dumps({"ok": {"name": "read-notes", "description": "Read a file",
                                 "steps": ["read_file"]}}), flush=True)
"""


def fake_worker(tmp_path: Path, foreground: Foreground = FOREGROUND) -> LearningProcess:
    script = tmp_path / "fake_worker.py"
    script.write_text(FAKE_WORKER)
    return LearningProcess(
        load_settings().llm, foreground=foreground, command=[sys.executable, str(script)]
    )


def process_state(pid: int) -> str:
    """R running, S sleeping, T stopped (Linux /proc)."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]


def ask(worker: LearningProcess, text: str = "hi", idle: float = 0.2) -> Any:
    return worker.call({"kind": "json", "messages": [{"role": "user", "content": text}],
                        "schema": {}}, idle)  # fmt: skip


def test_the_worker_is_stopped_while_a_request_runs(tmp_path: Path) -> None:
    fg = Foreground()
    worker = fake_worker(tmp_path, fg)
    try:
        ask(worker)  # started and answering
        answered: list[float] = []
        thread = threading.Thread(target=lambda: (ask(worker), answered.append(time.monotonic())))
        thread.start()
        time.sleep(0.05)
        fg.request_started()
        time.sleep(1.5)  # far longer than the call's 0.4 s of CPU
        assert answered == [] and worker.pauses == 1  # stopped: no progress at all
        assert worker.pid is not None and process_state(worker.pid) == "T"
        fg.request_ended()
        ended = time.monotonic()
        thread.join(10)
        assert answered and answered[0] - ended >= 0.2  # continued after the idle window
        assert worker.paused_s >= 1.5
    finally:
        worker.close()


def test_worker_errors_are_one_line_and_a_crash_restarts_it(tmp_path: Path) -> None:
    worker = fake_worker(tmp_path)
    try:
        with pytest.raises(BackendError, match=r"^the embedded model failed: out of memory$"):
            ask(worker, "fail")
        first = worker.pid
        with pytest.raises(BackendError, match=r"the learning process ended \(exit code 3\)"):
            ask(worker, "crash")
        assert ask(worker) == {"name": "read-notes", "description": "Read a file",
                               "steps": ["read_file"]}  # fmt: skip
        assert worker.pid is not None and worker.pid != first
    finally:
        worker.close()
    assert worker.pid is None


def test_a_worker_that_just_ended_for_being_idle_is_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FAKE_FLAG", str(tmp_path / "ended-once"))
    worker = fake_worker(tmp_path)
    try:
        assert ask(worker, "idle")["name"] == "read-notes"  # the call went to a new worker
        assert (tmp_path / "ended-once").exists() and worker.calls == 1
    finally:
        worker.close()


def test_the_real_worker_ends_when_idle_without_loading_a_model() -> None:
    worker = LearningProcess(load_settings().llm, idle_exit_s=0.3)
    proc = worker._ensure()  # started; the model loads only on a first call
    assert proc.wait(timeout=60) == learning_process.IDLE_EXIT_CODE
    worker.close()


def test_only_background_calls_go_to_the_worker(tmp_path: Path) -> None:
    direct = SharedModel([], learn_s=0.0)
    worker = fake_worker(tmp_path)
    backend = LearningBackend(direct, worker, idle_seconds=0.1)  # type: ignore[arg-type]
    try:
        backend.complete_json([ChatMessage(role="user", content="x")], {"type": "object"})
        assert len(direct.of("learning")) == 1 and worker.calls == 0  # /procedures learn
        with FOREGROUND.background_work():
            answer = backend.complete_json([ChatMessage(role="user", content="x")], {})
        assert answer["name"] == "read-notes" and worker.calls == 1
        assert len(direct.of("learning")) == 1
    finally:
        worker.close()


def test_with_the_worker_a_request_does_not_wait_for_learning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """End to end: a session whose idle learning runs in the (fake) worker process."""
    worker = fake_worker(tmp_path)
    monkeypatch.setattr(learning_process, "shared_process", lambda llm: worker)
    monkeypatch.setenv("FAKE_CPU_S", "1.0")
    model = SharedModel([LLMReply(text="hello")], name="embedded:fake")
    session = session_for(tmp_path, model, idle_s=0.3)
    backlog(session, task_types=4)

    async def scenario() -> float:
        await session.start(warm_up=False)
        try:
            await until(lambda: worker.calls >= 1)
            await asyncio.sleep(0.2)  # inside the learning call
            submitted = time.monotonic()
            await session.submit("hi")
            return submitted
        finally:
            await session.close()

    try:
        submitted = asyncio.run(scenario())
    finally:
        worker.close()
    [request] = model.of("request")
    assert request.started - submitted <= SLACK_S  # no waiting for the learning call
    assert model.of("learning") == []  # learning never touched the session's model
    assert worker.pauses >= 1


def test_closing_the_session_abandons_a_stopped_learning_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A call stopped for a request must not keep the process alive for the idle window."""
    worker = fake_worker(tmp_path)
    monkeypatch.setattr(learning_process, "shared_process", lambda llm: worker)
    monkeypatch.setenv("FAKE_CPU_S", "3.0")
    model = SharedModel([LLMReply(text="bye")], name="embedded:fake")
    settings = load_settings(procedures={"idle_seconds": 0.3, "batches_per_tick": 50})
    session = Session(settings, model, workdir=tmp_path)  # type: ignore[arg-type]
    backlog(session, task_types=2)

    async def scenario() -> None:
        await session.start(warm_up=False)
        await until(lambda: worker.busy)
        runtime = runtime_of(session.agent)
        assert runtime is not None and isinstance(runtime.reflector.backend, LearningBackend)
        runtime.reflector.backend.idle_seconds = 30.0  # the worker would stay stopped this long
        await session.submit("last words")
        assert worker.pauses >= 1
        await session.close()

    started = time.monotonic()
    try:
        asyncio.run(scenario())  # also waits for the executor's threads
    finally:
        worker.close()
    assert time.monotonic() - started < 10
    assert worker.pid is None
