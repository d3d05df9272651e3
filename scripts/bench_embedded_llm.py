#!/usr/bin/env python3
"""Measure the embedded LLM candidates: load time, speed, latency and tool-choice accuracy.

Usage: .venv/bin/python scripts/bench_embedded_llm.py [--models qwen2.5-coder-0.5b,smollm2-135m]
                                                      [--threads 2] [--json out.json]

Each request below is sent as one agent turn with the real built-in tool specs and the agent's
English system prompt. A case passes when the model picks one of the expected tools (or no tool)
and, where given, the arguments contain the expected text.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jarvis_voice.agent.prompts import system_prompt
from jarvis_voice.app import default_registry
from jarvis_voice.errors import BackendError
from jarvis_voice.llm.base import ChatMessage, LLMReply, ToolCall, ToolSpec
from jarvis_voice.llm.embedded import EmbeddedBackend
from jarvis_voice.llm.model_files import MODELS

NONE = "-"


@dataclass
class Case:
    request: str
    tools: set[str]  # expected tool names; {"-"} means no tool
    argument_text: str = ""  # must appear in the JSON of the arguments


CASES = [
    Case("Run the shell command `git status`", {"bash"}, "git status"),
    Case("list the files here", {"list_dir", "bash", "glob"}),
    Case("read README.md", {"read_file"}, "README.md"),
    Case("hello", {NONE}),
    Case("show me the contents of setup.py", {"read_file"}, "setup.py"),
    Case("search the web for the weather in Seoul", {"web_search"}, "Seoul"),
    Case("what is 2 plus 2?", {NONE}),
    Case("create a file notes.txt that says buy milk", {"write_file"}, "milk"),
    Case("what is in the src folder?", {"list_dir", "bash", "glob"}, "src"),
    Case("thank you!", {NONE}),
    Case("run ls -la", {"bash"}, "ls"),
    Case("check the git log", {"bash"}, "git log"),
    Case("tell me a joke", {NONE}),
    Case("how much disk space is free?", {"bash"}, "df"),
    Case("which files here end in .py?", {"glob", "bash", "list_dir"}),
    Case("good night jarvis", {NONE}),
]


@dataclass
class Result:
    model: str
    load_s: float = 0.0
    prompt_tps: float = 0.0
    gen_tps: float = 0.0
    prefix_s: float = 0.0
    tool_turn_s: list[float] = field(default_factory=list)
    plain_s: float = 0.0
    plain_text: str = ""
    after_result_ok: bool = False
    after_result_text: str = ""
    passed: int = 0
    rows: list[tuple[str, str, bool]] = field(default_factory=list)


def describe(reply: LLMReply) -> str:
    if not reply.tool_calls:
        return f"(no tool) {reply.text[:70]!r}"
    call = reply.tool_calls[0]
    return f"{call.name} {json.dumps(call.arguments, ensure_ascii=False)[:70]}"


def passes(case: Case, reply: LLMReply) -> bool:
    if not reply.tool_calls:
        return NONE in case.tools and bool(reply.text.strip())
    call = reply.tool_calls[0]
    if call.name not in case.tools:
        return False
    return case.argument_text.lower() in json.dumps(call.arguments).lower()


def bench(model: str, specs: list[ToolSpec], threads: int) -> Result:
    result = Result(model=model)
    backend = EmbeddedBackend(model, threads=threads)
    started = time.perf_counter()
    backend.model_path  # noqa: B018 - joins chunk packages once (cached afterwards)
    prepare_s = time.perf_counter() - started
    backend.load()
    result.load_s = backend.load_seconds or 0.0
    print(f"\n== {model}: file ready in {prepare_s:.2f}s, llama.cpp load {result.load_s:.2f}s")
    system = ChatMessage(role="system", content=system_prompt("JARVIS", "en", True))
    t0 = time.perf_counter()
    backend.warm_up([system], specs)  # the cold cost of the fixed prefix, paid once
    result.prefix_s = time.perf_counter() - t0
    result.prompt_tps = float(backend.last_timings.get("prompt_per_second") or 0.0)
    print(
        f"  fixed prefix ({backend.last_timings.get('prompt_n')} tokens) in {result.prefix_s:.2f}s"
    )

    for case in CASES:
        messages = [system, ChatMessage(role="user", content=case.request)]
        t0 = time.perf_counter()
        reply = backend.chat(messages, specs)
        elapsed = time.perf_counter() - t0
        timings = backend.last_timings
        result.tool_turn_s.append(elapsed)
        if timings.get("predicted_per_second"):
            result.gen_tps = max(result.gen_tps, float(timings["predicted_per_second"]))
        ok = passes(case, reply)
        result.passed += ok
        result.rows.append((case.request, describe(reply), ok))
        print(
            f"  {'ok ' if ok else 'BAD'} {elapsed:5.2f}s  {case.request!r:45} -> {describe(reply)}"
        )

    # a tool result is in: the model should now answer in words, not call again
    call = ToolCall(id="c1", name="bash", arguments={"command": "git status"})
    messages = [
        system,
        ChatMessage(role="user", content="Run the shell command `git status`"),
        ChatMessage(role="assistant", content="Running git status.", tool_calls=[call]),
        ChatMessage(
            role="tool",
            name="bash",
            tool_call_id="c1",
            content="On branch main\nnothing to commit, working tree clean\n[exit code 0]",
        ),
    ]
    reply = backend.chat(messages, specs)
    result.after_result_ok = not reply.tool_calls and bool(reply.text.strip())
    result.after_result_text = describe(reply)
    print(f"  after a tool result -> {result.after_result_text}")

    question = [system, ChatMessage(role="user", content="What is the capital of France?")]
    t0 = time.perf_counter()
    plain = backend.chat(question, [])
    result.plain_s = time.perf_counter() - t0
    result.plain_text = plain.text
    if backend.last_timings.get("predicted_per_second"):
        result.gen_tps = max(result.gen_tps, float(backend.last_timings["predicted_per_second"]))
    print(f"  plain answer {result.plain_s:.2f}s -> {plain.text[:80]!r}")
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--json", type=Path, help="also write the results here")
    args = parser.parse_args()
    specs = [tool.spec() for tool in default_registry().snapshot().values()]
    results: list[Result] = []
    for model in args.models.split(","):
        try:
            results.append(bench(model.strip(), specs, args.threads))
        except BackendError as exc:
            print(f"\n== {model}: skipped: {exc}")
    print(
        "\nmodel                load_s  prompt_tok/s  gen_tok/s  prefix_s  "
        "tool_turn_s(median/max)  plain_s  after_result  accuracy"
    )
    for r in results:
        median = statistics.median(r.tool_turn_s) if r.tool_turn_s else 0.0
        print(
            f"{r.model:20} {r.load_s:6.2f}  {r.prompt_tps:12.0f}  {r.gen_tps:9.1f}  "
            f"{r.prefix_s:8.2f}  {median:11.2f} / {max(r.tool_turn_s, default=0):9.2f}  "
            f"{r.plain_s:7.2f}  "
            f"{'answers' if r.after_result_ok else 'calls again':12}  {r.passed}/{len(CASES)}"
        )
    if args.json:
        args.json.write_text(json.dumps([r.__dict__ for r in results], indent=2, default=list))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
