#!/usr/bin/env python3
"""Whole-task benchmark: everyday desktop requests through the real session, graded on the
final answer and on the workspace afterwards.

Usage:
  python scripts/bench_tasks.py [--backend embedded|ollama] [--model KEY|PATH|OLLAMA_TAG]
                                [--split tune|heldout|fresh|fresh2|fresh3|fresh4|fresh5|fresh6|
                                         fresh7|fresh8|fresh9|fresh10|fresh11|fresh12|
                                         fresh13|fresh14|fresh15|fresh16|fresh17|fresh18|
                                         fresh19|fresh20|fresh21|fresh22|fresh23|fresh24|
                                         fresh25|fresh26|fresh27|fresh28|fresh29|
                                         fresh30|fresh31|fresh32|fresh33|fresh34|fresh35|
                                         fresh36|fresh37|fresh38|fresh39|fresh40|
                                         fresh41|fresh42|fresh43|fresh44|fresh45|fresh46|
                                         fresh47|all]
                                [--only ID ...] [--json out.json]

Each task (`bench_tasks_table.py`: 980 requests, half Korean, 10 categories, forty-nine halves
of 20: tune, heldout, fresh, fresh2, fresh3, fresh4, fresh5, fresh6, fresh7, fresh8, fresh9,
fresh10, fresh11, fresh12, fresh13, fresh14, fresh15, fresh16, fresh17, fresh18, fresh19,
fresh20, fresh21, fresh22, fresh23, fresh24, fresh25, fresh26, fresh27, fresh28, fresh29,
fresh30, fresh31, fresh32, fresh33, fresh34, fresh35, fresh36, fresh37, fresh38, fresh39,
fresh40, fresh41, fresh42, fresh43, fresh44, fresh45, fresh46 and fresh47 — fresh7 written
after session 27, fresh8 after fresh7's runs, fresh9 after fresh8, fresh10 after fresh9, fresh11
after fresh10, fresh12 after fresh11, fresh13 after fresh12, fresh14 after fresh13, fresh15
after fresh14, fresh16 after fresh15, fresh17 after fresh16, fresh18 after fresh17, fresh19
after fresh18, fresh20 after fresh19, fresh21 after fresh20, fresh22 after fresh21, fresh23
after fresh22, fresh24 after fresh23, fresh25 after fresh24, fresh26 after fresh25, fresh27
after fresh26, fresh28 after fresh27, fresh29 after fresh28, fresh30 after fresh29, fresh31
after fresh30, fresh32 after fresh31, fresh33 after fresh32, fresh34 after fresh33, fresh35
after fresh34, fresh36 after fresh35, fresh37 after fresh36, fresh38 after fresh37, fresh39
after fresh38, fresh40 after fresh39, fresh41 after fresh40, fresh42 after fresh41, fresh43
after fresh42, fresh44 after fresh43, fresh45 after fresh44, fresh46 after fresh45 and fresh47
after fresh46, each blind to the model) gets a fresh scratch
workspace (text files, a CSV, a script, a 1,500-line log, a git repository made with real
`git`) and a fresh `core.Session` over ONE loaded backend; approvals are answered ALLOW by an
attached answerer, as a human at the buttons would. The prefix warm-up is done once before the
first task and reported apart: per-request times are for a warm process.

Counted per model, for each half (tune, heldout, fresh, fresh2, fresh3, fresh4, fresh5, fresh6,
fresh7, fresh8, fresh9, fresh10, fresh11, fresh12, fresh13, fresh14, fresh15, fresh16, fresh17,
fresh18, fresh19, fresh20, fresh21, fresh22, fresh23, fresh24, fresh25, fresh26, fresh27,
fresh28, fresh29, fresh30, fresh31, fresh32, fresh33, fresh34, fresh35, fresh36, fresh37,
fresh38, fresh39, fresh40, fresh41, fresh42, fresh43, fresh44, fresh45, fresh46, fresh47), per
language and per held-out half and language:
  right     every check of the task passed (answer text and workspace state)
  invented  a grounded task (needs a fact from, or an action on, the machine) whose turn ran
            no tool call successfully, yet answered without declining — see
            `bench_tasks_table.invented`; an invented answer never counts as right
  errors    the turn ended by error or overflow, raised, or ran past --timeout
  median / p90 seconds from submit to the turn's result
  first token  seconds from submit to the first ANSWER_DELTA event, over turns whose answer
            was streamed in more than one piece; "n/a" when the backend did not stream

THE HELD-OUT HALF MUST NEVER BE USED TO CHANGE PROMPTS (see bench_tasks_table.py).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, get_args

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from bench_tasks_table import (  # noqa: E402
    Split,
    Task,
    Trace,
    build_workspace,
    grade,
    language_miss,
    snapshot,
    tasks_for,
)

from jarvis_voice.approval.base import Answer  # noqa: E402
from jarvis_voice.config import Settings, load_settings  # noqa: E402
from jarvis_voice.core.events import (  # noqa: E402
    AnswerDelta,
    ApprovalAsked,
    Event,
    ToolFinished,
    ToolRequested,
)
from jarvis_voice.core.session import Session  # noqa: E402
from jarvis_voice.llm.base import LLMBackend  # noqa: E402

ANSWERER = "bench"


@dataclass
class TaskResult:
    id: str
    lang: str
    split: str
    category: str
    request: str
    right: bool = False
    invented: bool = False
    error: bool = False
    why: str = ""
    answer: str = ""
    ended_by: str = ""
    seconds: float = 0.0
    first_delta_s: float | None = None  # submit → first ANSWER_DELTA
    deltas: int = 0
    delta_text: str = ""  # the ANSWER_DELTA pieces joined
    streamed: bool = False  # the answer itself came in more than one piece
    tools: list[tuple[str, str]] = field(default_factory=list)
    tools_ok: int = 0
    tools_failed: int = 0
    approvals: int = 0
    load: float = 0.0  # 1-minute load average when the task started
    # each model call, when the backend reports llama.cpp's timings (embedded): prompt tokens
    # computed and their ms, tokens generated and their ms — where a request's seconds go
    calls: list[dict[str, float]] = field(default_factory=list)

    @property
    def mark(self) -> str:
        if self.error:
            return "ERR"
        if self.invented:
            return "INV"
        return "ok " if self.right else "BAD"


def bench_settings(ws: Path, overrides: dict[str, Any] | None = None) -> Settings:
    """Product defaults, pinned where the machine would otherwise leak in (home, plugins)."""
    settings: dict[str, Any] = {
        "tools": {"workdir": str(ws)},
        "plugin": {"enabled": False, "watch_files": False},
        "procedures": {"consolidate": False, "reflect": False},
        "scheduler": {"enabled": False},
    }
    for key, value in (overrides or {}).items():
        settings[key] = {**settings.get(key, {}), **value}
    return load_settings(**settings)


async def run_task(
    task: Task,
    backend: LLMBackend,
    root: Path,
    *,
    timeout_s: float = 600.0,
    settings: dict[str, Any] | None = None,
) -> TaskResult:
    """One task in a fresh workspace under `root` and a fresh session over `backend`."""
    ws = Path(tempfile.mkdtemp(prefix=f"{task.id}-", dir=root)).resolve()
    build_workspace(ws)
    result = TaskResult(task.id, task.lang, task.split, task.category, task.request)
    result.load = os.getloadavg()[0]
    trace = Trace(before=snapshot(ws))
    session = Session(bench_settings(ws, settings), backend, workdir=ws)
    await session.start(background=False, warm_up=False)
    session.attach(ANSWERER, "button")
    started = 0.0

    def follow(event: Event) -> None:
        payload = event.payload
        if isinstance(payload, ApprovalAsked):
            trace.approvals += 1
            asyncio.get_running_loop().call_soon(
                session.answer_approval, ANSWERER, payload.request.id, Answer.ALLOW
            )
        elif isinstance(payload, ToolRequested):
            args = payload.args if isinstance(payload.args, str) else json.dumps(
                payload.args, ensure_ascii=False
            )
            trace.tool_calls.append((payload.tool, args))
        elif isinstance(payload, ToolFinished):
            if payload.ran and not payload.is_error:
                trace.tools_ok += 1
            else:
                trace.tools_failed += 1
        elif isinstance(payload, AnswerDelta):
            result.deltas += 1
            result.delta_text += payload.text
            if result.first_delta_s is None:
                result.first_delta_s = time.perf_counter() - started

    unsubscribe = session.events.subscribe(follow)
    chat = backend.chat
    if hasattr(backend, "last_timings"):

        def timed_chat(*args: Any, **kwargs: Any) -> Any:
            reply = chat(*args, **kwargs)
            result.calls.append(call_timings(backend.last_timings))
            return reply

        backend.chat = timed_chat  # type: ignore[method-assign]
    try:
        started = time.perf_counter()
        turn = await asyncio.wait_for(session.submit(task.request), timeout_s)
        result.seconds = time.perf_counter() - started
        trace.answer, trace.ended_by = turn.answer, str(turn.ended_by)
        result.right, result.invented, result.why = grade(task, trace, ws)
        result.error = trace.ended_by in ("error", "overflow")
        if result.error:
            result.right = False
            result.why = f"ended by {trace.ended_by}"
    except TimeoutError:
        result.seconds = time.perf_counter() - started
        result.error, result.why = True, f"no answer within {timeout_s:.0f}s"
    except Exception as exc:  # the harness reports, it does not stop
        result.seconds = time.perf_counter() - started
        result.error, result.why = True, f"{type(exc).__name__}: {exc}"
    finally:
        unsubscribe()
        if backend.chat is not chat:
            backend.chat = chat  # type: ignore[method-assign]
        await session.close()
        shutil.rmtree(ws, ignore_errors=True)
    result.answer, result.ended_by = trace.answer, trace.ended_by
    result.tools = trace.tool_calls
    result.tools_ok, result.tools_failed = trace.tools_ok, trace.tools_failed
    result.approvals = trace.approvals
    result.streamed = streamed(result)
    return result


def call_timings(timings: dict[str, Any]) -> dict[str, float]:
    """llama.cpp's timings of one completion, the parts that add up to its seconds."""
    keys = ("cache_n", "prompt_n", "prompt_ms", "predicted_n", "predicted_ms")
    return {key: round(float(timings.get(key) or 0), 1) for key in keys}


def streamed(result: TaskResult) -> bool:
    """The turn's own answer arrived in pieces. (Deltas of a nested agent — ask_agent — land
    in the same turn; they are not the answer streaming.)"""
    return result.deltas > 1 and result.delta_text.strip() == result.answer.strip()


async def run_tasks(
    tasks: Sequence[Task],
    backend_for: Callable[[Task], LLMBackend],
    *,
    timeout_s: float = 600.0,
    settings: dict[str, Any] | None = None,
    report: Callable[[TaskResult], None] | None = None,
) -> list[TaskResult]:
    results = []
    with tempfile.TemporaryDirectory(prefix="jarvis-bench-") as root:
        for task in tasks:
            result = await run_task(
                task, backend_for(task), Path(root), timeout_s=timeout_s, settings=settings
            )
            results.append(result)
            if report is not None:
                report(result)
    return results


# ------------------------------------------------------------------------------- summary
def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = (len(ordered) - 1) * q
    low = int(index)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (index - low)


def summarise(results: Sequence[TaskResult]) -> dict[str, Any]:
    seconds = [r.seconds for r in results if not r.error]
    first = [r.first_delta_s for r in results if r.streamed and r.first_delta_s is not None]
    return {
        "n": len(results),
        "right": sum(r.right for r in results),
        "invented": sum(r.invented for r in results),
        "errors": sum(r.error for r in results),
        "median_s": statistics.median(seconds) if seconds else None,
        "p90_s": percentile(seconds, 0.9) if seconds else None,
        "first_token_s": statistics.median(first) if first else None,
        "streamed": len(first),
    }


def picks(split: str | None = None, lang: str | None = None) -> Callable[[TaskResult], bool]:
    """The results of one half and/or language (None: any)."""
    return lambda r: split in (None, r.split) and lang in (None, r.lang)


# The held-out halves are also reported per language (the targets are per language).
GROUPS: list[tuple[str, Callable[[TaskResult], bool]]] = [
    ("tune", picks("tune")),
    ("heldout", picks("heldout")),
    ("en", picks(lang="en")),
    ("ko", picks(lang="ko")),
    ("heldout-en", picks("heldout", "en")),
    ("heldout-ko", picks("heldout", "ko")),
    *[
        (f"{half}{suffix}", picks(half, lang))
        for half in (
            "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8",
            "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15",
            "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22",
            "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29",
            "fresh30", "fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36",
            "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43",
            "fresh44", "fresh45", "fresh46", "fresh47",
        )
        for suffix, lang in (("", None), ("-en", "en"), ("-ko", "ko"))
    ],
    ("all", picks()),
]


def summary_table(results: Sequence[TaskResult]) -> dict[str, dict[str, Any]]:
    table = {}
    for name, keep in GROUPS:
        chosen = [r for r in results if keep(r)]
        if chosen:
            table[name] = summarise(chosen)
    return table


def _secs(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1f}"


def print_summary(label: str, table: dict[str, dict[str, Any]]) -> None:
    print(f"\n{label}")
    print(f"  {'set':<11} {'right':>9} {'invented':>8} {'errors':>6} {'median s':>8} "
          f"{'p90 s':>7} {'first token s':>13}")
    for name, row in table.items():
        right = f"{row['right']}/{row['n']}"
        pct = f"{100 * row['right'] / row['n']:.0f}%"
        print(
            f"  {name:<11} {right:>5} {pct:>3} {row['invented']:>8} {row['errors']:>6} "
            f"{_secs(row['median_s']):>8} {_secs(row['p90_s']):>7} "
            f"{_secs(row['first_token_s']):>13}"
        )


def print_result(result: TaskResult) -> None:
    tools = ", ".join(
        f"{name} {args[:50]}" for name, args in result.tools[:3]
    ) or "(no tool)"
    answer = " ".join(result.answer.split())[:110]
    print(
        f"{result.mark} {result.id:<10} {result.lang} {result.split:<7} {result.seconds:6.1f}s "
        f"load {result.load:4.1f} | {tools}\n      -> {answer!r}"
        + (f"\n      ({result.why})" if result.why else ""),
        flush=True,
    )


# ------------------------------------------------------------------------------- reports
def load_results(path: Path) -> tuple[str, list[TaskResult]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    rows = []
    known = {task.id for task in tasks_for("all")}
    for item in data["results"]:
        if item["id"] not in known:  # a retired task
            continue
        item["tools"] = [tuple(call) for call in item["tools"]]
        row = TaskResult(**item)
        if "delta_text" not in item:  # saved before delta_text: only ask_agent can fool it
            row.streamed = row.deltas > 1 and all(call[0] != "ask_agent" for call in row.tools)
        rows.append(row)
    return str(data["model"]), rows


def regrade(results: Sequence[TaskResult]) -> list[TaskResult]:
    """Saved results graded again with the current `invented` rule and, where the turn ran
    no tool successfully (so the workspace was as built), the current checks on a fresh
    workspace. Turns whose tools ran keep their grade (their workspace is gone)."""
    out = []
    with tempfile.TemporaryDirectory(prefix="jarvis-regrade-") as root:
        for old in results:
            new = TaskResult(**{**asdict(old)})
            task = tasks_for("all", [old.id])[0]
            if old.error or old.tools_ok:
                miss = language_miss(old.lang, old.answer)  # needs no workspace
                if new.right and miss is not None:
                    new.right, new.why = False, miss
                out.append(new)
                continue
            ws = build_workspace(Path(tempfile.mkdtemp(dir=root)))
            trace = Trace(answer=old.answer, ended_by=old.ended_by, tools_ok=0,
                          tools_failed=old.tools_failed, tool_calls=list(old.tools),
                          before=snapshot(ws))
            new.right, new.invented, new.why = grade(task, trace, ws)
            out.append(new)
    return out


def report(paths: Sequence[Path]) -> None:
    """The tables of saved runs; runs of the same model (e.g. its two halves) are joined."""
    by_model: dict[str, list[TaskResult]] = {}
    for path in paths:
        model, rows = load_results(path)
        model = model.split(" (")[0]  # runs with other thread counts join too: say so
        by_model.setdefault(model, []).extend(regrade(rows))
    for model, rows in by_model.items():
        print_summary(f"{model} — {len(rows)} tasks", summary_table(rows))
        for row in rows:
            if not row.right:
                print(f"    {row.mark} {row.id:<10} {row.why[:70]} | {row.answer[:60]!r}")


# ------------------------------------------------------------------------------- backends
def make_backend(kind: str, model: str | None, threads: int) -> tuple[LLMBackend, str]:
    from jarvis_voice.config import LLMSettings
    from jarvis_voice.llm.factory import make_backend as factory

    defaults = LLMSettings()
    if kind == "ollama":
        llm = LLMSettings(backend="ollama", ollama_model=model or defaults.ollama_model)
        return factory(llm), f"ollama:{llm.ollama_model}"
    llm = LLMSettings(
        backend="embedded", embedded_model=model or defaults.embedded_model, threads=threads
    )
    return factory(llm), f"embedded:{llm.embedded_model} ({threads} thread{'s' * (threads > 1)})"


def warm_up(backend: LLMBackend, root: Path) -> float:
    """Load the model and process the fixed prompt once, as a running `jarvis` would; a
    backend that cannot warm up (Ollama) answers one tiny request, so an unreachable server
    or a missing model stops the run with its one line instead of an error per task."""
    from jarvis_voice.llm.base import ChatMessage

    ws = Path(tempfile.mkdtemp(prefix="warm-", dir=root))
    session = Session(bench_settings(ws), backend, workdir=ws)
    started = time.perf_counter()
    if callable(getattr(backend, "warm_up", None)):
        session.agent.warm_up()
    else:
        backend.chat([ChatMessage(role="user", content="Say OK.")], [])
    return time.perf_counter() - started


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", choices=["embedded", "ollama"], default="embedded")
    parser.add_argument("--model", help="embedded model key or .gguf path, or an Ollama model")
    parser.add_argument("--split", choices=[*get_args(Split), "all"], default="all")
    parser.add_argument("--only", nargs="+", default=[], metavar="ID")
    parser.add_argument("--json", type=Path, help="write every result and the table here")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per task")
    parser.add_argument(
        "--threads", type=int, default=2,
        help="llama.cpp threads (product default 2; on a machine busy with other work 1 is "
        "several times faster: llama.cpp's threads wait for each other)",
    )
    parser.add_argument("--report", type=Path, nargs="+", metavar="JSON",
                        help="print the tables of saved --json runs (regraded) and exit")
    args = parser.parse_args(argv)
    if args.report:
        report(args.report)
        return 0

    tasks = tasks_for(args.split, args.only)
    home = Path(tempfile.mkdtemp(prefix="jarvis-bench-home-"))
    os.environ["JARVIS_HOME"] = str(home)  # no rules, episodes or plugins of the real user
    cpus = os.cpu_count()
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cpus
    load_start = os.getloadavg()
    print(f"machine: {cpus} CPUs ({usable} usable), load average {load_start[0]:.2f} "
          f"{load_start[1]:.2f} {load_start[2]:.2f}")
    from jarvis_voice.errors import JarvisError

    try:
        backend, label = make_backend(args.backend, args.model, args.threads)
        warm_s = warm_up(backend, home)
    except JarvisError as exc:
        print(f"backend not usable: {exc}", file=sys.stderr)
        return 2
    load_s = getattr(backend, "load_seconds", None)
    print(f"model: {label}; load {_secs(load_s)} s; load + fixed prompt {warm_s:.1f} s; "
          f"{len(tasks)} tasks ({args.split})\n")

    done: list[TaskResult] = []

    def save(complete: bool) -> None:
        """The JSON after every task, so an interrupted run keeps what it measured."""
        if not args.json or not done:
            return
        loads = [r.load for r in done]
        data = {
            "model": label,
            "split": args.split,
            "complete": complete,
            "cpus": cpus,
            "usable_cpus": usable,
            "load_start": load_start,
            "load_end": os.getloadavg(),
            "load_during": {"mean": statistics.mean(loads), "max": max(loads)},
            "model_load_s": load_s,
            "warm_up_s": warm_s,
            "table": summary_table(done),
            "results": [asdict(r) for r in done],
        }
        args.json.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")

    def one_done(result: TaskResult) -> None:
        done.append(result)
        print_result(result)
        save(complete=False)

    results = asyncio.run(
        run_tasks(tasks, lambda _task: backend, timeout_s=args.timeout, report=one_done)
    )
    load_end = os.getloadavg()
    loads = [r.load for r in results]
    print_summary(f"{label} — {len(results)} tasks", summary_table(results))
    print(f"\nload average during the run: mean {statistics.mean(loads):.2f}, "
          f"max {max(loads):.2f}; at the end {load_end[0]:.2f} {load_end[1]:.2f} "
          f"{load_end[2]:.2f}; {cpus} CPUs")
    if not any(r.streamed for r in results):
        print("first token: n/a — the backend did not stream (one ANSWER_DELTA per answer)")
    if args.json:
        save(complete=True)
        print(f"wrote {args.json}")
    shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
