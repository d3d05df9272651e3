#!/usr/bin/env python3
"""Korean questions about the world, with and without thinking in English first.

Each question goes through the real session (as `bench_tasks.py` runs a task: a fresh scratch
workspace, approvals answered ALLOW) once with `agent.think_in_english` "off" and once "on", on
ONE loaded embedded backend; an answer is right when it names what the question asks (checked
like bench_tasks: `has`, `number`) and no tool was called.

    python scripts/experiments/think_in_english.py [--split dev|heldout|all] [--json out.json]

`dev` holds the questions the note's wording was chosen on (session 29); `heldout` was written
before anything was run on it and is never used to change the prompt. Report both.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent.parent), str(HERE.parent)]

from bench_tasks import make_backend, run_task, warm_up  # noqa: E402
from bench_tasks_table import Task, either, has, no_tool, number  # noqa: E402


def question(id: str, split: str, text: str, *checks: object) -> Task:
    return Task(id, "ko", split, "chat", text, (*checks, no_tool()), grounded=False)  # type: ignore[arg-type]


DEV = [
    question("k1", "tune", "한글은 누가 만들었어?", has("세종", "Sejong")),
    question("k2", "tune", "한국전쟁이 몇 년도에 일어났더라?", number(1950)),
    question("k3", "tune", "명량 해전에서 이긴 장군이 누구였더라?", has("이순신", "Yi Sun")),
    question("k4", "tune", "세계에서 제일 높은 산이 어디야?", has("에베레스트", "Everest")),
    question("k5", "tune", "성인 뼈는 몇 개야?", number(206)),
    question("k6", "tune", "호주의 수도는 어디야?", has("캔버라", "Canberra")),
    question("k7", "tune", "모나리자는 누가 그렸어?", has("다빈치", "다 빈치", "Vinci")),
    question("k8", "tune", "물은 화씨 몇 도에서 끓어?", number(212)),
    question("k9", "tune", "로미오와 줄리엣은 누가 썼어?",
             has("셰익스피어", "세익스피어", "Shakespeare")),
    question("k10", "tune", "빛의 속도는 얼마야?", either(number(299792458), number(300000),
                                                      has("30만", "3억", "299,792"))),
    question("k11", "tune", "태양계에서 제일 큰 행성은?", has("목성", "Jupiter")),
    question("k12", "tune", "축구팀은 경기장에 몇 명이 뛰어?", either(number(11), has("열한"))),
]
HELDOUT = [
    question("h1", "heldout", "프랑스의 수도는 어디야?", has("파리", "Paris")),
    question("h2", "heldout", "일본 수도가 어디였지?", has("도쿄", "동경", "Tokyo")),
    question("h3", "heldout", "지구에서 가장 큰 바다는 뭐야?", has("태평양", "Pacific")),
    question("h4", "heldout", "상대성 이론은 누가 만들었어?", has("아인슈타인", "Einstein")),
    question("h5", "heldout", "물의 화학식이 뭐야?", has("H2O", "H₂O")),
    question("h6", "heldout", "제2차 세계대전은 언제 끝났어?", number(1945)),
    question("h7", "heldout", "피카소는 어느 나라 사람이야?", has("스페인", "Spain", "Spanish")),
    question("h8", "heldout", "햄릿은 누가 썼지?",
             has("셰익스피어", "세익스피어", "Shakespeare")),
    question("h9", "heldout", "가장 빠른 육상 동물이 뭐야?", has("치타", "cheetah")),
    question("h10", "heldout", "미국의 첫 번째 대통령은 누구야?", has("워싱턴", "Washington")),
    question("h11", "heldout", "거미 다리는 몇 개야?", either(number(8), has("여덟"))),
    question("h12", "heldout", "세계에서 가장 긴 강은 어디야?",
             has("나일", "Nile", "아마존", "Amazon")),
    question("h13", "heldout", "HTTP는 무슨 뜻이야?",
             has("Hypertext", "Hyper Text", "하이퍼텍스트")),
    question("h14", "heldout", "광합성은 식물의 어디에서 일어나?",
             has("엽록체", "chloroplast", "잎", "leaves", "leaf")),
    question("h15", "heldout", "1년은 며칠이야?", number(365)),
    question("h16", "heldout", "달에 처음 간 우주비행사는 누구야?", has("암스트롱", "Armstrong")),
]


async def run(split: str, json_out: Path | None, modes: list[str]) -> None:
    tasks = {"dev": DEV, "heldout": HELDOUT, "all": DEV + HELDOUT}[split]
    backend, label = make_backend("embedded", None, 2)
    print(f"model {label}; load average {os.getloadavg()[0]:.2f}", flush=True)
    rows = []
    with tempfile.TemporaryDirectory() as root:
        print(f"warm-up {warm_up(backend, Path(root)):.1f}s", flush=True)
        for task in tasks:
            row: dict[str, object] = {"id": task.id, "split": task.split, "q": task.request}
            for mode in modes:
                settings = {"agent": {"think_in_english": mode}}
                result = await run_task(task, backend, Path(root), settings=settings)
                row[mode] = asdict(result)
                print(f"{task.id:4} {mode:3} {'ok ' if result.right else 'BAD'} "
                      f"{result.seconds:5.1f}s {task.request} → {result.answer[:90]!r}",
                      flush=True)
            rows.append(row)
    for half in ("tune", "heldout"):
        these = [r for r in rows if r["split"] == half]
        if not these:
            continue
        for mode in modes:
            right = sum(1 for r in these if r[mode]["right"])  # type: ignore[index]
            seconds = sorted(r[mode]["seconds"] for r in these)  # type: ignore[index]
            print(f"{'dev' if half == 'tune' else half:8} think_in_english={mode:3}: "
                  f"{right}/{len(these)} right, median {seconds[len(seconds) // 2]:.1f}s")
    if json_out:
        json_out.write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("dev", "heldout", "all"), default="all")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--modes", nargs="+", choices=("off", "on"), default=["off", "on"])
    args = parser.parse_args()
    asyncio.run(run(args.split, args.json, args.modes))


if __name__ == "__main__":
    main()
