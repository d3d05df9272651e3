"""Issue 11 problem requests through the real agent loop on the embedded model.

A scratch workspace (a 27 KB README.md, a 1 MB big.log, a CSV, a small git repository) is made
in a temporary directory; each request runs as one fresh turn with approvals answered "allow".
Printed per request: the tool calls, the answer, whether a tool gave the facts, seconds.

    python scripts/experiments/grounding_turns.py                 # default embedded model
    python scripts/experiments/grounding_turns.py --json out.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REQUESTS: list[tuple[str, str]] = [
    ("en", "what files are in this folder?"),
    ("ko", "이 폴더에 있는 파일 알려줘"),
    ("ko", "README.md 파일 첫 5줄 보여줘"),
    ("en", "show me the first 3 lines of notes.txt"),
    ("en", "what is the last commit message?"),
    ("en", "how big is big.log?"),
    ("en", "what is 17 times 23?"),
    ("ko", "1234 곱하기 5678은?"),
    ("en", "convert 5 miles to km"),
    ("en", "what is my user name?"),
    ("ko", "sales.csv 에 몇 줄 있어?"),
    ("en", "hello, who are you?"),
]


def make_workspace(root: Path) -> None:
    readme = ["# Demo project", "", "A demo project for the jarvis grounding check.", ""]
    readme += [f"Line {i}: lorem ipsum dolor sit amet, consectetur adipiscing." for i in range(470)]
    (root / "README.md").write_text("\n".join(readme) + "\n", encoding="utf-8")
    (root / "notes.txt").write_text("buy milk\ncall mom\nwater plants\npay rent\n", "utf-8")
    (root / "big.log").write_text("".join(f"{i:07d} INFO tick\n" for i in range(60_000)))
    rows = ["date,item,amount"] + [f"2024-01-{d:02d},apple,{d * 3}" for d in range(1, 13)]
    (root / "sales.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@e",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@e",
    }
    for args in (["init", "-q"], ["add", "."], ["commit", "-qm", "Add sales figures for January"]):
        subprocess.run(["git", *args], cwd=root, check=True, env=env)


class AllowAll:
    async def request(self, request: Any) -> Any:
        from jarvis_voice.approval.base import Answer, ApprovalReply

        return ApprovalReply(Answer.ALLOW, "button")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default=None)
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--only", type=int, nargs="*", default=None)
    opts = parser.parse_args()
    os.environ.setdefault("JARVIS_HOME", tempfile.mkdtemp(prefix="jarvis-home-"))
    os.environ.setdefault("JARVIS_PROCEDURES__CONSOLIDATE", "false")
    os.environ.setdefault("JARVIS_PROCEDURES__REFLECT", "false")
    from jarvis_voice.app import build_agent
    from jarvis_voice.config import load_settings
    from jarvis_voice.llm.factory import make_backend

    root = Path(tempfile.mkdtemp(prefix="jarvis-ws-"))
    make_workspace(root)
    settings = load_settings()
    if opts.model:
        settings.llm.embedded_model = opts.model
    backend = make_backend(settings.llm)
    rows: list[dict[str, Any]] = []
    for index, (language, text) in enumerate(REQUESTS):
        if opts.only is not None and index not in opts.only:
            continue
        settings.agent.language = language  # type: ignore[assignment]
        agent = build_agent(settings, backend, AllowAll(), workdir=root)  # fresh history
        if index == 0 or (opts.only and index == opts.only[0]):
            agent.warm_up()
        started = time.perf_counter()
        result = asyncio.run(agent.run_turn(text))
        seconds = time.perf_counter() - started
        calls = [
            f"{o.call.name} {json.dumps(o.call.arguments, ensure_ascii=False)}"
            + (" → ERROR" if o.result.is_error else "")
            for o in result.outcomes
        ]
        row = {
            "request": text,
            "calls": calls,
            "answer": result.answer,
            "ended_by": str(result.ended_by),
            "grounding": result.grounding,
            "model_calls": result.model_calls,
            "seconds": round(seconds, 1),
        }
        rows.append(row)
        print(
            f"[{index}] {text}\n    tools: {calls or '-'}\n    answer: {result.answer[:300]!r}"
            f"\n    {result.model_calls} model calls, {seconds:.1f} s"
            f", grounding: {getattr(result, 'grounding', None) or '-'}",
            flush=True,
        )
    if opts.json:
        opts.json.write_text(json.dumps(rows, ensure_ascii=False, indent=1), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
