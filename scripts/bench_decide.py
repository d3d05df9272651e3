"""Benchmark `Sandbox.evaluate` / `Sandbox.decide` and rule matching with 10, 1,000 and 10,000
rules, against a naive linear matcher in the same run.

    .venv/bin/python scripts/bench_decide.py                 # table on stdout
    .venv/bin/python scripts/bench_decide.py --json out.json --sizes 10 1000 10000

Rule mix (realistic for a long-lived install): bash rules with many distinct first words
(`tool123 run`), many sharing one first word (`git sub123`), three-word rules (`npm run s123`),
path rules for write_file/edit_file (`src/pkg123/*`, `docs/d123/**`) and a few globs that start
with a wildcard (`*.md`). 10% sit in the global file, the rest in the agent's file.

Every call uses a fresh command text or path, so no cache sees the same line twice. Queries
cycle through: a hit on a distinct first word, a hit on the *last* `git …` rule, a `git` miss, an
all-allowed compound line, an unknown command, a path hit, a path miss and a dangerous command.

The naive baseline scans every rule in file order with a precompiled prefix regex (bash) or
`fnmatch` (paths) on the raw text — no parsing, no normalisation. It is also unsafe (a prefix
regex allows `git status; rm -rf ~`); it is here only as the speed reference.
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
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

TARGET_P99_MS = 1.0
Query = tuple[str, dict[str, Any]]


@dataclass
class Row:
    rules: int
    matcher: str
    calls: int
    p50_us: float
    p99_us: float
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

    def last(prefix: str) -> str:
        return next(p for t, p in reversed(rules) if p.startswith(prefix))

    def first(prefix: str, tool: str = "bash") -> str:
        return next((p for t, p in rules if p.startswith(prefix) and t == tool), "tool0 run")

    tool_rule, git_rule = (
        first("tool"),
        last("git ") if any(p.startswith("git ") for _, p in rules) else "git status",
    )
    npm_rule = first("npm run")
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


def measure(
    call: Callable[[Query], object], stream: Iterator[Query], calls: int, budget_s: float
) -> tuple[int, list[int], float]:
    """Time each call; stop after `calls` calls or `budget_s` seconds (at least 100 calls)."""
    for _ in range(50):  # warm-up: imports, lru caches of rule tokens and glob regexes
        call(next(stream))
    gc.collect()
    samples: list[int] = []
    started = time.perf_counter()
    deadline = started + budget_s
    while len(samples) < calls and (len(samples) < 100 or time.perf_counter() < deadline):
        query = next(stream)
        t0 = time.perf_counter_ns()
        call(query)
        samples.append(time.perf_counter_ns() - t0)
    return len(samples), samples, time.perf_counter() - started


def percentile(samples: list[int], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] / 1000.0


def run_size(count: int, calls: int, budget_s: float) -> list[Row]:
    from jarvis_voice.config import load_settings
    from jarvis_voice.policy.rules import Rule
    from jarvis_voice.policy.rules_store import write_rules_file
    from jarvis_voice.policy.sandbox import Sandbox

    rules = build_rules(count)
    with tempfile.TemporaryDirectory(prefix="jarvis-bench-") as tmp:
        home = Path(tmp) / "home"
        workdir = Path(tmp) / "work"
        workdir.mkdir(parents=True)
        split = count // 10
        as_rules = [Rule(tool=t, pattern=p) for t, p in rules]
        write_rules_file(home / "approvals.yaml", as_rules[:split])
        write_rules_file(home / "approvals" / "main.yaml", as_rules[split:])
        box = Sandbox.from_settings(load_settings(), workdir=workdir, home=home)
        naive = NaiveMatcher(rules)

        def rule_match(query: Query) -> object:
            # what the rule layers cost alone: index lookups (and the parse for bash)
            return box._match(query[0], query[1], box.rules.layers("main"))

        loop = asyncio.new_event_loop()

        async def decide_many(batch: list[Query]) -> list[int]:
            out: list[int] = []
            for tool, args in batch:
                t0 = time.perf_counter_ns()
                await box.decide("main", tool, args, None)
                out.append(time.perf_counter_ns() - t0)
            return out

        rows: list[Row] = []
        cells: list[tuple[str, Callable[[Query], object]]] = [
            ("naive linear scan (match only)", lambda q: naive.match(*q)),
            ("jarvis rule match (parse + index)", rule_match),
            ("Sandbox.evaluate (A6 + A3 + A7)", lambda q: box.evaluate("main", *q)),
        ]
        for name, call in cells:
            n, samples, elapsed = measure(call, queries(rules), calls, budget_s)
            rows.append(row(count, name, samples, elapsed))
        stream = queries(rules)
        loop.run_until_complete(decide_many([next(stream) for _ in range(50)]))
        gc.collect()
        started = time.perf_counter()
        samples = loop.run_until_complete(decide_many([next(stream) for _ in range(calls)]))
        rows.append(row(count, "Sandbox.decide (no human)", samples, time.perf_counter() - started))
        loop.close()
    return rows


def row(count: int, name: str, samples: list[int], elapsed: float) -> Row:
    return Row(
        rules=count,
        matcher=name,
        calls=len(samples),
        p50_us=percentile(samples, 0.50),
        p99_us=percentile(samples, 0.99),
        calls_per_s=len(samples) / elapsed if elapsed else 0.0,
    )


def table(rows: list[Row]) -> str:
    lines = [
        "| rules | matcher | calls | p50 µs | p99 µs | calls/s | p50 vs naive | p99 vs naive |",
        "|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        base = next(b for b in rows if b.rules == r.rules and b.matcher.startswith("naive"))
        ratio50 = base.p50_us / r.p50_us if r.p50_us else 0.0
        ratio99 = base.p99_us / r.p99_us if r.p99_us else 0.0
        lines.append(
            f"| {r.rules:,} | {r.matcher} | {r.calls:,} | {r.p50_us:,.1f} | {r.p99_us:,.1f} "
            f"| {r.calls_per_s:,.0f} | {ratio50:.2f}× | {ratio99:.2f}× |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 1_000, 10_000])
    parser.add_argument("--calls", type=int, default=4_000, help="timed calls per cell")
    parser.add_argument("--budget-s", type=float, default=10.0, help="time cap per cell")
    parser.add_argument("--json", type=Path, help="also write the rows as JSON here")
    args = parser.parse_args(argv)
    os.environ.setdefault("JARVIS_HOME", tempfile.mkdtemp(prefix="jarvis-bench-home-"))

    rows: list[Row] = []
    for size in args.sizes:
        rows += run_size(size, args.calls, args.budget_s)
    print(
        f"# bench_decide — {platform.python_implementation()} {platform.python_version()}, "
        f"{platform.machine()}, {os.cpu_count()} CPUs"
    )
    print("ratios > 1 mean faster than the naive scan; µs per call, one call at a time\n")
    print(table(rows))
    decide = [r for r in rows if r.matcher.startswith("Sandbox.decide")]
    biggest = max(decide, key=lambda r: r.rules)
    met = biggest.p99_us / 1000 < TARGET_P99_MS
    print(
        f"\ntarget: decide p99 < {TARGET_P99_MS:g} ms with {biggest.rules:,} rules — "
        f"{'met' if met else 'NOT met'} ({biggest.p99_us / 1000:.3f} ms)"
    )
    if args.json:
        args.json.write_text(json.dumps([asdict(r) for r in rows], indent=2), encoding="utf-8")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
