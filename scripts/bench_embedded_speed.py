#!/usr/bin/env python3
"""How fast the embedded backend is on this machine, each number next to its baseline.

Usage: .venv/bin/python scripts/bench_embedded_speed.py [--model qwen2.5-coder-0.5b]
           [--draft qwen2.5-coder-0.5b] [--runs 3] [--cli] [--only ready,warm,spec,cli]
           [--json out.json]

1. ready  — a new process, from its start until the first request can be served (model loaded,
            fixed prompt in its slot), then that first request. Baseline: no saved prefix
            (`prompt_cache=False`, the prefix is processed); then with the prefix saved by an
            earlier run. Each run is a fresh Python process.
2. warm   — a warm process: first answer text and complete answer, for direct answers and for a
            tool turn (call, result, answer). Baseline: the complete answer, which is when the
            first word appeared before answers streamed.
3. spec   — speculative decoding with `--draft` against none, alternating A/B in this process,
            on generation-heavy turns: generated tokens/s and seconds per turn.
4. cli    — (`--cli`) `jarvis chat --once "hello"` end to end in a new process, the prefix cache
            off and on.

The machine is shared: the load average and CPU count are printed with the numbers, and every
comparison is made within the same run, interleaved where possible.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DIRECT = ["hello, who are you?", "what is 17 times 23?", "안녕하세요! 오늘 기분 어때요?"]
FIRST_REQUEST = "hello, who are you?"


def load_text() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} CPUs"


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def ratio(baseline: float, value: float) -> str:
    return f"{baseline / value:.1f}x" if value > 0 else "-"


# ------------------------------------------------------------------------------------ child
def child(args: argparse.Namespace) -> int:
    """A new process: get ready, then serve one request; print one JSON line."""
    spawned = float(args.spawned)
    from jarvis_voice.llm.base import ChatMessage
    from jarvis_voice.llm.embedded import EmbeddedBackend

    imported = time.time()
    system, specs = agent_prompt()
    backend = EmbeddedBackend(
        args.model,
        threads=args.threads,
        prompt_cache=args.cache_dir != "",
        prompt_cache_dir=Path(args.cache_dir) if args.cache_dir else None,
    )
    backend.warm_up([system], specs)
    ready = time.time()
    first, total = timed_chat(
        backend, [system, ChatMessage(role="user", content=FIRST_REQUEST)], specs
    )
    print(
        json.dumps(
            {
                "import_s": imported - spawned,
                "load_s": backend.load_seconds,
                "ready_s": ready - spawned,
                "prefix": backend.prefix_stats,
                "first_token_s": first,
                "answer_s": total,
            }
        ),
        flush=True,
    )
    return 0


def agent_prompt() -> tuple[Any, list[Any]]:
    from jarvis_voice.agent.prompts import system_prompt
    from jarvis_voice.app import default_registry
    from jarvis_voice.llm.base import ChatMessage

    specs = [tool.spec() for tool in default_registry().snapshot().values()]
    return ChatMessage(role="system", content=system_prompt("JARVIS", "en", True)), specs


def timed_chat(backend: Any, messages: list[Any], specs: list[Any]) -> tuple[float, float]:
    """(seconds to the first answer text or nan, seconds to the complete reply)."""
    started = time.perf_counter()
    first: list[float] = []

    def on_text(piece: str) -> None:
        if not first:
            first.append(time.perf_counter() - started)

    backend.chat(messages, specs, on_text)
    return (first[0] if first else float("nan")), time.perf_counter() - started


def spawn(args: argparse.Namespace, cache_dir: str) -> dict[str, Any]:
    command = [
        sys.executable,
        __file__,
        "--child",
        "--model",
        args.model,
        "--threads",
        str(args.threads),
        "--cache-dir",
        cache_dir,
        "--spawned",
        repr(time.time()),
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"child failed ({done.returncode}): {done.stderr[-2000:]}")
    return dict(json.loads(lines[-1]))


# ------------------------------------------------------------------------------- sections
def bench_ready(args: argparse.Namespace, out: dict[str, Any]) -> None:
    print(f"\n== 1. new process → ready for the first request ({args.model}; {load_text()})")
    with tempfile.TemporaryDirectory(prefix="jarvis-prompts-") as cache_dir:
        spawn(args, cache_dir)  # the first run ever: processes the prefix and saves it
        rows: dict[str, list[dict[str, Any]]] = {"without": [], "with": []}
        for _ in range(args.runs):  # interleaved, so both see the same machine
            rows["without"].append(spawn(args, ""))
            rows["with"].append(spawn(args, cache_dir))
    for name, runs in rows.items():
        sources = {r["prefix"].get("source") for r in runs}
        print(
            f"  {name:7} saved prefix: ready {median([r['ready_s'] for r in runs]):6.2f}s  "
            f"(load {median([r['load_s'] for r in runs]):.2f}s, prefix "
            f"{median([r['prefix']['seconds'] for r in runs]):.2f}s {'/'.join(map(str, sources))}"
            f", {runs[0]['prefix'].get('tokens')} tok)  first request: first token "
            f"{median([r['first_token_s'] for r in runs]):.2f}s, answer "
            f"{median([r['answer_s'] for r in runs]):.2f}s"
        )
    without = median([r["ready_s"] for r in rows["without"]])
    with_ = median([r["ready_s"] for r in rows["with"]])
    first_without = median([r["ready_s"] + r["answer_s"] for r in rows["without"]])
    first_with = median([r["ready_s"] + r["answer_s"] for r in rows["with"]])
    print(
        f"  → ready {ratio(without, with_)} sooner with the saved prefix; start → first answer "
        f"complete {first_without:.2f}s → {first_with:.2f}s ({ratio(first_without, first_with)})"
    )
    out["ready"] = rows


def bench_warm(args: argparse.Namespace, out: dict[str, Any]) -> None:
    from jarvis_voice.llm.base import ChatMessage, ToolCall
    from jarvis_voice.llm.embedded import EmbeddedBackend

    print(f"\n== 2. warm process: first answer text vs complete answer ({load_text()})")
    system, specs = agent_prompt()
    backend = EmbeddedBackend(args.model, threads=args.threads)
    backend.warm_up([system], specs)
    rows: list[dict[str, Any]] = []
    for _ in range(args.runs):
        for text in DIRECT:
            first, total = timed_chat(
                backend, [system, ChatMessage(role="user", content=text)], specs
            )
            rows.append({"kind": "direct", "request": text, "first_s": first, "total_s": total})
        # a tool turn as the agent loop runs it: the call, the tool's result, the answer
        user = ChatMessage(role="user", content="what does notes.txt say?")
        started = time.perf_counter()
        reply = backend.chat([system, user], specs)
        call = (
            reply.tool_calls[0]
            if reply.tool_calls
            else ToolCall(id="c1", name="read_file", arguments={"path": "notes.txt"})
        )
        result = ChatMessage(
            role="tool",
            name=call.name,
            tool_call_id=call.id,
            content="     1\tbuy milk\n     2\tcall the landlord about the heater",
        )
        said = ChatMessage(role="assistant", content=reply.text, tool_calls=[call])
        call_s = time.perf_counter() - started
        first, total = timed_chat(backend, [system, user, said, result], specs)
        rows.append(
            {
                "kind": "tool turn",
                "request": user.content,
                "first_s": call_s + first,
                "total_s": call_s + total,
            }
        )
    for kind in ("direct", "tool turn"):
        picked = [r for r in rows if r["kind"] == kind]
        first = median([r["first_s"] for r in picked])
        total = median([r["total_s"] for r in picked])
        print(
            f"  {kind:9} ({len(picked)} turns): first answer text {first:5.2f}s, complete "
            f"{total:5.2f}s (the first word was shown at {total:.2f}s before streaming: "
            f"{ratio(total, first)} sooner)"
        )
    out["warm"] = rows


def bench_spec(args: argparse.Namespace, out: dict[str, Any]) -> None:
    from jarvis_voice.llm.base import ChatMessage, ToolCall
    from jarvis_voice.llm.embedded import EmbeddedBackend

    if not args.draft:
        print("\n== 3. speculative decoding: skipped (no --draft)")
        return
    print(f"\n== 3. speculative: {args.model} drafted by {args.draft} ({load_text()})")
    system, specs = agent_prompt()
    call = ToolCall(id="c1", name="read_file", arguments={"path": "notes.txt"})
    notes = "\n".join(
        f"{i:6}\t{line}"
        for i, line in enumerate(
            [
                "Meeting with the design team on Tuesday at 10am in room 4B.",
                "Bring the quarterly report and the budget spreadsheet.",
                "Call the landlord about the broken heater before Friday.",
                "Renew the passport: the appointment is on the 14th.",
            ],
            start=1,
        )
    )
    turns = [
        [
            system,
            ChatMessage(role="user", content="what does notes.txt say? tell me all of it"),
            ChatMessage(role="assistant", content="Reading notes.txt.", tool_calls=[call]),
            ChatMessage(role="tool", name="read_file", tool_call_id="c1", content=notes),
        ],
        [
            system,
            ChatMessage(
                role="user",
                content="write a file todo.txt with a short list of five chores for the weekend",
            ),
        ],
        [system, ChatMessage(role="user", content="read README.md")],
    ]
    results: dict[str, list[dict[str, Any]]] = {"off": [], "on": []}
    for _ in range(args.runs):
        for mode in ("off", "on"):
            backend = EmbeddedBackend(
                args.model,
                threads=args.threads,
                draft_model=args.draft if mode == "on" else None,
                draft_max=args.draft_max,
            )
            backend.warm_up([system], specs)
            backend.chat(turns[2], specs)  # lets the draft model see the prefix too
            for messages in turns:
                started = time.perf_counter()
                backend.chat(messages, specs)
                timings = backend.last_timings
                results[mode].append(
                    {
                        "seconds": time.perf_counter() - started,
                        "tokens": timings.get("predicted_n"),
                        "tok_s": timings.get("predicted_per_second"),
                        "draft_n": timings.get("draft_n"),
                        "accepted": timings.get("draft_n_accepted"),
                    }
                )
            del backend
    for mode, rows in results.items():
        drafted = sum(r["draft_n"] or 0 for r in rows)
        accepted = sum(r["accepted"] or 0 for r in rows)
        rate = f", {accepted}/{drafted} drafted tokens accepted" if drafted else ""
        print(
            f"  speculative {mode:3}: {median([r['tok_s'] or 0 for r in rows]):5.1f} tok/s, "
            f"{median([r['seconds'] for r in rows]):5.2f}s per turn{rate}"
        )
    off = median([r["seconds"] for r in results["off"]])
    on = median([r["seconds"] for r in results["on"]])
    print(f"  → speculative turns are {ratio(off, on)} as fast ({load_text()})")
    out["spec"] = results


def bench_cli(args: argparse.Namespace, out: dict[str, Any]) -> None:
    print(f"\n== 4. `jarvis chat --once` end to end, new process ({load_text()})")
    rows: dict[str, list[float]] = {"off": [], "on": []}
    with tempfile.TemporaryDirectory(prefix="jarvis-home-") as home:
        env = {
            **os.environ,
            "JARVIS_HOME": home,
            "JARVIS_LLM__EMBEDDED_MODEL": args.model,
            "PYTHONPATH": str(ROOT),
        }
        command = [
            sys.executable,
            "-c",
            "import sys; from jarvis_voice.cli.main import run; "
            "sys.argv = ['jarvis', 'chat', '--once', 'hello']; run()",
        ]
        subprocess.run(command, env=env, capture_output=True, check=False)  # saves the prefix
        for _ in range(args.runs):
            for mode in ("off", "on"):
                started = time.perf_counter()
                subprocess.run(
                    command,
                    env={**env, "JARVIS_LLM__PROMPT_CACHE": "true" if mode == "on" else "false"},
                    capture_output=True,
                    check=True,
                )
                rows[mode].append(time.perf_counter() - started)
    off, on = median(rows["off"]), median(rows["on"])
    print(f"  prompt cache off: {off:5.2f}s   on: {on:5.2f}s   → {ratio(off, on)} ({load_text()})")
    out["cli"] = rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="qwen2.5-coder-0.5b")
    parser.add_argument("--draft", help="draft model (registry key or .gguf) for section 3")
    parser.add_argument("--draft-max", type=int, default=4)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", default="ready,warm,spec", help="sections to run")
    parser.add_argument("--cli", action="store_true", help="also section 4")
    parser.add_argument("--json", type=Path, help="also write the raw numbers here")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--cache-dir", default="", help=argparse.SUPPRESS)
    parser.add_argument("--spawned", default="0", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args)
    sections = set(args.only.split(",")) | ({"cli"} if args.cli else set())
    out: dict[str, Any] = {
        "model": args.model,
        "cpus": os.cpu_count(),
        "load_before": os.getloadavg(),
    }
    print(f"embedded speed: {args.model}, {args.threads} threads, {load_text()}")
    for name, run in (
        ("ready", bench_ready),
        ("warm", bench_warm),
        ("spec", bench_spec),
        ("cli", bench_cli),
    ):
        if name in sections:
            run(args, out)
    out["load_after"] = os.getloadavg()
    print(f"\ndone; {load_text()}")
    if args.json:
        args.json.write_text(json.dumps(out, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
