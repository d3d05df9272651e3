"""E3 — procedure file convergence (SPEC P2, P4, P5), measured with synthetic episodes.

    python scripts/experiments/procedure_reflection.py --part emma1

No language model: a stub distiller backend answers every distillation call with a fixed valid
procedure and counts the calls. Everything else is the real code (ProcedureLearner, converge).
It runs in a temporary JARVIS_HOME (or --home DIR, which must be empty) and prints three tables:

(a) KAREN's task type `lh_notice` succeeds 0 → 30 times, 3 at a time; after each step the
    learner consolidates and every new draft is approved at once. The generation scheme (the
    old source rule `edm:<agent>:<type>:<gen>`, one file per generation) is replayed beside it.
(b) A legacy disk: generation 1 approved plus drafts of generations 2–10 → converge, twice.
(c) 40 task types, each succeeding 3 times, against the cap of 30.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

AGENT = "karen"
TASK_TYPE = "lh_notice"


class StubDistiller:
    """Stands in for the LLM: one fixed, valid answer per call, counted."""

    name = "stub"

    def __init__(self) -> None:
        self.calls = 0

    def chat(self, messages: list[Any], tools: list[Any], on_text: Any = None) -> Any:
        from jarvis_voice.llm.base import LLMReply

        self.calls += 1
        answer = {
            "name": "lh-notice",
            "description": "Look up the latest LH housing notices and summarise them",
            "parameters": ["region"],
            "steps": ["lh_notice with the region", "reply with the notices"],
            "inputs": [{"name": "region", "description": "the region"}],
            "plan": [
                {"tool": "lh_notice", "arguments": [{"name": "region", "value": "{{region}}"}]}
            ],
        }
        return LLMReply(text=json.dumps(answer))


@dataclass
class Row:
    successes: int
    generation_files: int
    generation_calls: int
    our_files: int
    our_calls: int


def _learner(home: Path, cap: int = 30) -> tuple[Any, StubDistiller]:
    from jarvis_voice.config import load_settings
    from jarvis_voice.procedures.runtime import build_learner

    os.environ["JARVIS_HOME"] = str(home)
    backend = StubDistiller()
    learner, _ = build_learner(load_settings(procedures={"cap": cap}), backend)
    return learner, backend


def _succeed(learner: Any, task_type: str, times: int, start: int = 0) -> None:
    from jarvis_voice.procedures.episodes import CallRecord

    for i in range(start, start + times):
        learner.episodes.record(
            AGENT,
            f"{task_type} 공고 알려줘 #{i}",
            "공고 요약",
            [CallRecord(task_type, {"region": f"region-{i % 4}"}, True)],
            failed=False,
        )


def _md_count(root: Path) -> int:
    return len(list(root.glob("*.md"))) if root.is_dir() else 0


def part_a(home: Path) -> list[Row]:
    """0 → 30 successes: generation scheme vs one file per task type."""
    from jarvis_voice.procedures.converge import converge
    from jarvis_voice.procedures.fileformat import Meta, render

    learner, backend = _learner(home / "a")
    legacy_dir = home / "a-generation-scheme"
    legacy_dir.mkdir(parents=True)
    rows = [Row(0, 0, 0, 0, 0)]
    for generation in range(1, 11):
        successes = generation * 3
        _succeed(learner, TASK_TYPE, 3, start=successes - 3)
        # The old rule: a new generation is a new source, so a new file (and one LLM call).
        generation_calls = generation
        meta = Meta(
            name=f"{TASK_TYPE}-g{generation}",
            status="approved",
            source=f"edm:{AGENT}:{TASK_TYPE}:{generation}",
            agent=AGENT,
        )
        (legacy_dir / f"{meta.name}.md").write_text(render(meta, "steps"), encoding="utf-8")
        # Ours: the real consolidation, then approve whatever is new at once.
        converge(learner.store)
        learner.distill(AGENT)
        for procedure in learner.scan().of(AGENT):
            if procedure.meta.status == "draft":
                learner.approve(AGENT, procedure.name)
        rows.append(
            Row(
                successes,
                _md_count(legacy_dir),
                generation_calls,
                _md_count(learner.store.root),
                backend.calls,
            )
        )
    return rows


def part_b(home: Path) -> dict[str, Any]:
    """A legacy disk of 10 generation files → converge twice."""
    from jarvis_voice.procedures.converge import converge
    from jarvis_voice.procedures.fileformat import Meta, render
    from jarvis_voice.procedures.store import ProcedureStore

    os.environ["JARVIS_HOME"] = str(home / "b")
    store = ProcedureStore()
    store.root.mkdir(parents=True)
    for generation in range(1, 11):
        meta = Meta(
            name=f"{TASK_TYPE}-g{generation}",
            description=f"generation {generation}",
            status="approved" if generation == 1 else "draft",
            source=f"edm:{AGENT}:{TASK_TYPE}:{generation}",
        )
        body = f"Steps:\n1. lh_notice (generation {generation})\n"
        (store.root / f"{meta.name}.md").write_text(render(meta, body), encoding="utf-8")
    before = _md_count(store.root)
    first = converge(store)
    after_first = _md_count(store.root)
    archived = len(list(store.archive_dir.iterdir()))
    snapshot = {p.name: p.read_bytes() for p in store.root.rglob("*.md")}
    second = converge(store)
    unchanged = snapshot == {p.name: p.read_bytes() for p in store.root.rglob("*.md")}
    [kept] = store.scan().procedures
    revision = kept.meta.revision.generation if kept.meta.revision else None
    return {
        "files_before": before,
        "files_after": after_first,
        "archived": archived,
        "kept": f"{kept.name} ({kept.meta.status})",
        "revision_generation": revision,
        "first_changed": first.changed,
        "second_changed": second.changed or not unchanged,
    }


def part_c(home: Path, task_types: int = 40, cap: int = 30) -> dict[str, int]:
    """`task_types` task types × 3 successes against the cap (30 by default)."""
    learner, backend = _learner(home / "c", cap=cap)
    for index in range(task_types):
        _succeed(learner, f"task_{index:02d}", 3)
    report = learner.distill(AGENT)
    return {
        "task_types": task_types,
        "cap": cap,
        "files": _md_count(learner.store.root),
        "distillation_calls": backend.calls,
        "capped_types": len(report.capped),
    }


def _table(headers: list[str], rows: list[list[Any]]) -> str:
    widths = [max(len(str(x)) for x in [h, *(r[i] for r in rows)]) for i, h in enumerate(headers)]
    line = "  ".join(h.rjust(w) for h, w in zip(headers, widths, strict=True))
    body = ["  ".join(str(v).rjust(w) for v, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join([line, "  ".join("-" * w for w in widths), *body])


def emma1(home: Path) -> dict[str, Any]:
    rows = part_a(home)
    print("(a) KAREN lh_notice: files and distillation calls as successes accumulate")
    print(
        _table(
            ["successes", "gen-scheme files", "gen-scheme calls", "our files", "our calls"],
            [
                [r.successes, r.generation_files, r.generation_calls, r.our_files, r.our_calls]
                for r in rows
            ],
        )
    )
    b = part_b(home)
    print("\n(b) legacy disk (gen 1 approved, gens 2–10 drafts) → converge twice")
    print(
        _table(
            ["files before", "files after", "archived", "kept", "revision gen", "2nd run changed"],
            [
                [
                    b["files_before"],
                    b["files_after"],
                    b["archived"],
                    b["kept"],
                    b["revision_generation"],
                    "yes" if b["second_changed"] else "no",
                ]
            ],
        )
    )
    c = part_c(home)
    print(f"\n(c) {c['task_types']} task types × 3 successes, cap {c['cap']}")
    print(
        _table(
            ["task types", "files", "distillation calls", "left out by the cap"],
            [[c["task_types"], c["files"], c["distillation_calls"], c["capped_types"]]],
        )
    )
    return {"a": [r.__dict__ for r in rows], "b": b, "c": c}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=["emma1"], default="emma1")
    parser.add_argument("--home", type=Path, help="Empty directory to use as JARVIS_HOME.")
    parser.add_argument("--json", type=Path, help="Also write the results as JSON here.")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    with tempfile.TemporaryDirectory(prefix="e3-") as scratch:
        home = args.home or Path(scratch)
        if args.home and any(args.home.iterdir()):
            parser.error(f"--home {args.home} is not empty")
        results = emma1(home)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
