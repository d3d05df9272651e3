"""Benchmark `evaluate` / `ApprovalGate.decide` and rule matching with 10, 1,000 and 10,000
rules, against a naive linear matcher in the same run.

    .venv/bin/python scripts/bench_decide.py                 # table on stdout
    .venv/bin/python scripts/bench_decide.py --json out.json --sizes 10 1000 10000

Rule mix (a long-lived install): bash rules with many distinct first words (`tool123 run`),
many sharing one first word (`git sub123`), three-word rules (`npm run s123`), path rules for
write_file/edit_file (`src/pkg123/*`, `docs/d123/**`) and a few globs that start with a wildcard
(`*.md`). 10% sit in the global file, the rest in the agent's file.

Every call uses a fresh command text or path, so no cache sees the same line twice. Queries
cycle through: a hit on a distinct first word, a hit on the *last* `git …` rule, a `git` miss, an
all-allowed compound line, an unknown command, a path hit, a path miss and a dangerous command.

The naive baseline scans every rule in file order with a precompiled prefix regex (bash) or
`fnmatch` (paths) on the raw text — no parsing, no normalisation. It is also unsafe (a prefix
regex allows `git status; rm -rf ~`); it is here only as the speed reference.

Each call is timed by the wall clock and by this thread's CPU clock. On a busy machine the
wall-clock p99 mostly measures preemption by other processes; the CPU p99 is what a call costs.
Reading the rules files again after a change (every ALWAYS rewrites the agent file) is timed
separately.
"""

from __future__ import annotations

import argparse
import asyncio
import fnmatch
import gc
import json
import os
import platform
import re
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

TARGET_P99_MS = 1.0
Query = tuple[str, dict[str, Any]]
Sample = tuple[int, int]  # (wall ns, thread CPU ns) of one call


@dataclass
class Row:
    rules: int
    matcher: str
    calls: int
    p50_us: float
    p99_us: float
    cpu_p99_us: float
    calls_per_s: float


def build_rules(count: int) -> list[tuple[str, str]]:
    """(tool, pattern) pairs in the mix described above; deterministic for a given count."""
    wildcard_led = [("write_file", "*.md"), ("edit_file", "**/CHANGELOG"), ("write_file", "*.txt")]
    rules: list[tuple[str, str]] = wildcard_led[: max(1, count // 1000)]
    i = 0
    while len(rules) < count:
        kind = i % 20
        if kind < 7:
            rules.append(("bash", f"tool{i} run"))
        elif kind < 13:
            rules.append(("bash", f"git sub{i}"))
        elif kind < 14:
            rules.append(("bash", f"npm run s{i}"))
        elif kind < 17:
            rules.append(("write_file", f"src/pkg{i}/*"))
        else:
            rules.append(("edit_file", f"docs/d{i}/**"))
        i += 1
    return rules


def queries(rules: list[tuple[str, str]]) -> Iterator[Query]:
    """An endless, varied query stream: every text is new, the mix cycles through 8 kinds."""

    def first(prefix: str, default: str) -> str:
        return next((p for t, p in rules if t == "bash" and p.startswith(prefix)), default)

    def last(prefix: str, default: str) -> str:
        return next((p for t, p in reversed(rules) if p.startswith(prefix)), default)

    tool_rule = first("tool", "tool0 run")
    git_rule = last("git ", "git status")  # the worst case for a scan of the `git` rules
    npm_rule = first("npm run", "npm run s0")
    src_rule = next((p for t, p in rules if t == "write_file" and p.startswith("src/")), None)
    src_dir = src_rule[:-2] if src_rule else "src/pkg0"
    n = 0
    while True:
        n += 1
        yield from (
            ("bash", {"command": f"{tool_rule} --flag{n}"}),
            ("bash", {"command": f"{git_rule} --verbose{n}"}),
            ("bash", {"command": f"git nosuch{n} --x"}),
            ("bash", {"command": f"{git_rule} -q{n} && {tool_rule} x | {npm_rule} --y{n}"}),
            ("bash", {"command": f"unknown{n} --flag"}),
            ("write_file", {"path": f"{src_dir}/f{n}.py", "content": ""}),
            ("write_file", {"path": f"elsewhere/f{n}.py", "content": ""}),
            ("bash", {"command": f"sudo rm /tmp/x{n}"}),
        )


class NaiveMatcher:
    """Scan every rule in order: bash by prefix regex on the raw text, paths by fnmatch."""

    def __init__(self, rules: list[tuple[str, str]]) -> None:
        self.rules = [
            (tool, pattern, re.compile(rf"\s*{re.escape(pattern)}(\s|$)"))
            for tool, pattern in rules
        ]

    def match(self, tool: str, args: dict[str, Any]) -> str | None:
        command = args.get("command") if tool == "bash" else None
        path = args.get("path")
        for rule_tool, pattern, regex in self.rules:
            if rule_tool != tool:
                continue
            if command is not None and regex.match(command):
                return pattern
            if isinstance(path, str) and fnmatch.fnmatchcase(path, pattern):
                return pattern
        return None


def timed(call: Callable[[], object]) -> Sample:
    cpu, wall = time.thread_time_ns(), time.perf_counter_ns()
    call()
    return time.perf_counter_ns() - wall, time.thread_time_ns() - cpu


def measure(
    call: Callable[[Query], object], stream: Iterator[Query], calls: int, budget_s: float
) -> tuple[list[Sample], float]:
    """Time each call; stop after `calls` calls or `budget_s` seconds (at least 100 calls)."""
    for _ in range(50):  # warm-up: lru caches of rule tokens and glob regexes
        call(next(stream))
    gc.collect()
    samples: list[Sample] = []
    started = time.perf_counter()
    deadline = started + budget_s
    while len(samples) < calls and (len(samples) < 100 or time.perf_counter() < deadline):
        query = next(stream)
        samples.append(timed(lambda q=query: call(q)))  # type: ignore[misc]
    return samples, time.perf_counter() - started


def percentile(values: list[int], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] / 1000.0


def row(count: int, name: str, samples: list[Sample], elapsed: float) -> Row:
    wall = [w for w, _ in samples]
    return Row(
        rules=count,
        matcher=name,
        calls=len(samples),
        p50_us=percentile(wall, 0.50),
        p99_us=percentile(wall, 0.99),
        cpu_p99_us=percentile([c for _, c in samples], 0.99),
        calls_per_s=len(samples) / elapsed if elapsed else 0.0,
    )


def run_size(count: int, calls: int, budget_s: float) -> tuple[list[Row], float]:
    """The rows for one rule count, and how long re-reading the rules files takes (ms)."""
    from jarvis_voice.approval.gate import ApprovalGate
    from jarvis_voice.config import load_settings
    from jarvis_voice.policy.evaluate import Call, ToolInfo, evaluate, matching_rule
    from jarvis_voice.policy.rules import Rule
    from jarvis_voice.policy.rules_store import RuleBook, write_rules_file

    rules = build_rules(count)
    with tempfile.TemporaryDirectory(prefix="jarvis-bench-") as tmp:
        home, workdir = Path(tmp) / "home", Path(tmp) / "work"
        workdir.mkdir(parents=True)
        as_rules = [Rule(tool=t, pattern=p) for t, p in rules]
        write_rules_file(home / "approvals.yaml", as_rules[: count // 10])
        write_rules_file(home / "approvals" / "main.yaml", as_rules[count // 10 :])
        started = time.perf_counter()
        RuleBook(home).layers("main")  # a fresh book: both files read and indexed
        reload_ms = (time.perf_counter() - started) * 1000
        gate = ApprovalGate.from_settings(load_settings(), workdir=workdir, home=home)
        naive = NaiveMatcher(rules)
        layers = gate.rules.layers("main")

        def rule_match(query: Query) -> object:
            # the rule layers alone: index lookups (and the parse, for bash)
            return matching_rule(Call(*query), gate.rules.layers("main"), workdir)

        def pure(query: Query) -> object:
            tool = ToolInfo(query[0], requires_approval=True)  # bash, write_file, edit_file
            return evaluate(Call(*query), layers, gate.dangerous, tool, workdir)

        rows: list[Row] = []
        cells: list[tuple[str, Callable[[Query], object]]] = [
            ("naive linear scan (match only)", lambda q: naive.match(*q)),
            ("jarvis rule match (parse + index)", rule_match),
            ("evaluate (pure: A6 + A3 + A7)", pure),
            (
                "ApprovalGate.check (+ rules files)",
                lambda q: gate.check("main", ToolInfo(q[0], True), q[1]),
            ),
        ]
        for name, call in cells:
            samples, elapsed = measure(call, queries(rules), calls, budget_s)
            rows.append(row(count, name, samples, elapsed))

        async def decide_all(batch: list[Query]) -> list[Sample]:
            out: list[Sample] = []
            for tool, args in batch:  # awaited one by one, as the agent loop does
                cpu, wall = time.thread_time_ns(), time.perf_counter_ns()
                await gate.decide("main", ToolInfo(tool, True), args, None)
                out.append((time.perf_counter_ns() - wall, time.thread_time_ns() - cpu))
            return out

        stream = queries(rules)
        asyncio.run(decide_all([next(stream) for _ in range(50)]))
        gc.collect()
        started = time.perf_counter()
        samples = asyncio.run(decide_all([next(stream) for _ in range(calls)]))
        elapsed = time.perf_counter() - started
        rows.append(row(count, "ApprovalGate.decide (no human)", samples, elapsed))
    return rows, reload_ms


def table(rows: list[Row]) -> str:
    lines = [
        "| rules | matcher | p50 µs | p99 µs | p99 CPU µs | calls/s | p50 vs naive "
        "| p99 CPU vs naive |",
        "|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        base = next(b for b in rows if b.rules == r.rules and b.matcher.startswith("naive"))
        ratio50 = base.p50_us / r.p50_us if r.p50_us else 0.0
        ratio99 = base.cpu_p99_us / r.cpu_p99_us if r.cpu_p99_us else 0.0
        lines.append(
            f"| {r.rules:,} | {r.matcher} | {r.p50_us:,.1f} | {r.p99_us:,.1f} "
            f"| {r.cpu_p99_us:,.1f} | {r.calls_per_s:,.0f} | {ratio50:.2f}× | {ratio99:.2f}× |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 1_000, 10_000])
    parser.add_argument("--calls", type=int, default=4_000, help="timed calls per cell")
    parser.add_argument("--budget-s", type=float, default=10.0, help="time cap per cell")
    parser.add_argument("--json", type=Path, help="also write the rows as JSON here")
    args = parser.parse_args(argv)

    rows: list[Row] = []
    reloads: dict[int, float] = {}
    with tempfile.TemporaryDirectory(prefix="jarvis-bench-home-") as home:
        os.environ["JARVIS_HOME"] = home  # never read or write ~/.jarvis
        for size in args.sizes:
            size_rows, reloads[size] = run_size(size, args.calls, args.budget_s)
            rows += size_rows
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"# bench_decide — {platform.python_implementation()} {platform.python_version()}, "
        f"{platform.machine()}, {os.cpu_count()} CPUs, load average {load}"
    )
    print(
        f"up to {args.calls:,} calls per cell, one at a time; ratios > 1 = faster than the naive "
        "scan.\nWall-clock p99 includes preemption on a busy machine; CPU p99 does not.\n"
    )
    print(table(rows))
    print("\nre-reading the rules files after a change (first decision after an ALWAYS):")
    print(", ".join(f"{size:,} rules {ms:,.0f} ms" for size, ms in reloads.items()))
    decide = [r for r in rows if r.matcher.startswith("ApprovalGate.decide")]
    biggest = max(decide, key=lambda r: r.rules)
    met, cpu_met = (value / 1000 < TARGET_P99_MS for value in (biggest.p99_us, biggest.cpu_p99_us))
    print(
        f"\ntarget: decide p99 < {TARGET_P99_MS:g} ms with {biggest.rules:,} rules — "
        f"wall {biggest.p99_us / 1000:.3f} ms ({'met' if met else 'NOT met'}), "
        f"CPU {biggest.cpu_p99_us / 1000:.3f} ms ({'met' if cpu_met else 'NOT met'})"
    )
    if args.json:
        payload = {"rows": [asdict(r) for r in rows], "reload_ms": reloads}
        args.json.write_text(json.dumps(payload, indent=2), encoding="utf-8")
    return 0 if met or cpu_met else 1


if __name__ == "__main__":
    sys.exit(main())
