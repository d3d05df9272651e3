"""Benchmark the undo snapshot (issue 14): what the undo journal adds to a tool call.

    .venv/bin/python scripts/bench_undo_snapshot.py
    .venv/bin/python scripts/bench_undo_snapshot.py --rounds 50 --files 2000

write_file: each round writes a fresh 1 MB file over the last one through the real tool
pipeline twice — once with the undo journal (it copies the old 1 MB and hashes the new one) and
once without — interleaved, in the same process, so load affects both alike. Reported: median
and p90 ms of each, the median overhead and the ratio. Target: overhead < 20 ms.

bash scan: a working directory of --files small files in nested folders (not a git repo): the
first scan (reads and copies every file) and a warm one (the cache answers), plus a whole
`bash: true` call with and without the journal when warm.

Everything lives in a temporary JARVIS_HOME and folder, removed at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _ms(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return statistics.median(ordered) * 1000, p90 * 1000


async def _call(pipeline: Any, agent: Any, tool: str, args: dict[str, Any]) -> float:
    from jarvis_voice.llm.base import ToolCall

    call = ToolCall(id="b", name=tool, arguments=args)
    started = time.perf_counter()
    outcome = await pipeline.execute(call, agent.visible_tools(), agent.context, None)
    elapsed = time.perf_counter() - started
    assert not outcome.result.is_error, outcome.result.content
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--size-mb", type=float, default=1.0)
    parser.add_argument("--files", type=int, default=2000)
    opts = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-undo-") as tmp:
        os.environ["JARVIS_HOME"] = str(Path(tmp, "home"))
        asyncio.run(_bench(Path(tmp), opts))


async def _bench(tmp: Path, opts: argparse.Namespace) -> None:
    from jarvis_voice.agent.pipeline import ToolPipeline
    from jarvis_voice.app import build_agent
    from jarvis_voice.config import load_settings
    from jarvis_voice.llm.scripted import ScriptedBackend
    from jarvis_voice.undo.scan import scan
    from jarvis_voice.undo.store import UndoStore

    settings = load_settings(security={"require_approval_for": [], "sandbox": "off"})
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()}")

    # ---------------------------------------------------------------- write_file, 1 MB
    work = tmp / "write"
    work.mkdir()
    agent = build_agent(settings, ScriptedBackend([]), None, workdir=work)
    with_journal = agent.pipeline
    bare = ToolPipeline(with_journal.policy, with_journal.gate, with_journal.activity)
    assert with_journal.journals and not bare.journals
    size = int(opts.size_mb * 1024 * 1024)
    timed: dict[str, list[float]] = {"journal": [], "bare": []}
    for i in range(opts.rounds + 3):
        for name, pipeline in (("journal", with_journal), ("bare", bare)):
            # fresh content each time: the snapshot really copies 1 MB (no deduplication)
            content = (f"{name} {i} " * (size // 8 + 1))[:size]
            seconds = await _call(
                pipeline, agent, "write_file", {"path": "big.txt", "content": content}
            )
            if i >= 3:  # warm-up rounds are not counted
                timed[name].append(seconds)
    j_med, j_p90 = _ms(timed["journal"])
    b_med, b_p90 = _ms(timed["bare"])
    overheads = [j - b for j, b in zip(timed["journal"], timed["bare"], strict=True)]
    o_med, o_p90 = _ms(overheads)
    print(f"write_file {opts.size_mb:g} MB × {opts.rounds} rounds")
    print(f"  with undo journal  median {j_med:6.1f} ms  p90 {j_p90:6.1f} ms")
    print(f"  without            median {b_med:6.1f} ms  p90 {b_p90:6.1f} ms")
    verdict = "OK" if o_med < 20 else "OVER TARGET"
    print(
        f"  overhead           median {o_med:6.1f} ms  p90 {o_p90:6.1f} ms  ratio "
        f"{j_med / b_med:.2f}×  (target < 20 ms: {verdict})"
    )

    # ---------------------------------------------------------------- bash scan
    tree = tmp / "tree"
    for i in range(opts.files):
        folder = tree / f"d{i % 40}" / f"e{i % 7}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"f{i}.txt").write_text(f"file {i}\n" * 100)
    past = time.time() - 60  # written a minute ago, as a real tree would be (not "racy")
    for path in tree.rglob("*.txt"):
        os.utime(path, (past, past))
    store = UndoStore()
    started = time.perf_counter()
    first = scan(tree, store, settings.undo)
    cold = time.perf_counter() - started
    warm_times = []
    for _ in range(5):
        started = time.perf_counter()
        scan(tree, store, settings.undo)
        warm_times.append(time.perf_counter() - started)
    warm, _ = _ms(warm_times)
    print(f"bash scan of {len(first.entries)} files ({opts.files * 900 / 1e6:.1f} MB)")
    print(f"  first scan (reads and copies all)  {cold * 1000:7.1f} ms")
    print(f"  warm scan (cache)                  {warm:7.1f} ms median of 5")
    tree_agent = build_agent(settings, ScriptedBackend([]), None, workdir=tree)
    tree_bare = ToolPipeline(with_journal.policy, with_journal.gate, with_journal.activity)
    bash: dict[str, list[float]] = {"journal": [], "bare": []}
    for _ in range(10):
        for name, pipeline in (("journal", tree_agent.pipeline), ("bare", tree_bare)):
            bash[name].append(await _call(pipeline, tree_agent, "bash", {"command": "true"}))
    bj, _ = _ms(bash["journal"])
    bb, _ = _ms(bash["bare"])
    print(f"  bash 'true' with journal {bj:.1f} ms, without {bb:.1f} ms (median of 10)")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
