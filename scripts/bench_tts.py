#!/usr/bin/env python3
"""Measure speech out (SPEC V1): piper load time, time to the first audio chunk, real-time factor;
the same for the Korean voices (Kokoro-82M fed Korean phonemes, and espeak-ng). Target: first
audio < 0.5 s after the reply text. The machine's load average is printed with the numbers (two
cores shared with other work make every number worse).

Usage: .venv/bin/python scripts/bench_tts.py [--runs 2] [--json out.json] [--korean-only]

"first chunk" = synthesize(text) called → first chunk in hand (median over the replies below);
"speaker first audio" = Speaker.speak(text) called → first sink.play call (a sink that discards
audio, so playback time does not count); RTF = synthesis time / audio duration (lower is faster).
"kokoro ko per sentence": each Korean sentence alone — its first-audio time and RTF.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jarvis_voice.voice.kokoro import KokoroKoreanSynthesizer, korean_voice_installed
from jarvis_voice.voice.sentences import split_sentences
from jarvis_voice.voice.speaker import Speaker
from jarvis_voice.voice.tts import EspeakSynthesizer, PiperSynthesizer, Synthesizer

ENGLISH = [
    "Done.",
    "Do you want to run git status?",
    "I listed the folder. There are twelve files.",
    "The command failed with exit code one. Do you want me to try again?",
    "Sure. I will search the web for the weather in Seoul. One moment.",
    "Your disk has forty gigabytes free, which is about thirty percent of the total.",
    "I can delete the build folder. This cannot be undone. Should I go ahead?",
    "Hello! How can I help you today?",
    "I read README.md, and it says the project needs Python three point eleven or newer. "
    "Shall I check which version you have?",
    "The tests passed. Two were skipped because espeak is missing. Nothing else changed.",
    # A long first sentence: this is what cutting the first piece at a comma is for.
    "I went through every file in the project folder, including the hidden configuration "
    "files, the build scripts, the test suites and the documentation, and found three places "
    "that still mention the old server address. Shall I fix them?",
]
KOREAN = [
    "완료했습니다.",
    "실행해도 될까요?",
    "폴더를 확인했어요. 파일이 열두 개 있습니다.",
    "명령이 실패했습니다. 다시 시도할까요?",
    "네, 서울 날씨를 검색할게요. 잠시만 기다려 주세요.",
    "디스크에 사십 기가바이트가 남아 있습니다.",
    "빌드 폴더를 삭제할 수 있어요. 되돌릴 수 없습니다. 진행할까요?",
    "안녕하세요! 무엇을 도와드릴까요?",
    "README 파일을 읽었습니다. 파이썬 3.11 이상이 필요하다고 합니다.",
    "테스트가 통과했어요. 두 개는 건너뛰었습니다.",
    "프로젝트 폴더의 모든 파일을 숨김 설정 파일과 빌드 스크립트, 테스트와 문서까지 확인했고, "
    "예전 서버 주소가 남아 있는 곳을 세 군데 찾았습니다. 고칠까요?",
]


class NullSink:
    def play(self, pcm: bytes, sample_rate: int) -> None:
        pass


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def measure(synth: Synthesizer, replies: list[str], runs: int) -> dict[str, float]:
    firsts: list[float] = []
    speaker_firsts: list[float] = []
    synth_s = 0.0
    audio_s = 0.0
    speaker = Speaker(synth, echo_tail_s=0)
    for _ in range(runs):
        for text in replies:
            start = time.perf_counter()
            first: float | None = None
            for chunk in synth.synthesize(text):
                if first is None:
                    first = time.perf_counter() - start
                audio_s += chunk.duration_s
            synth_s += time.perf_counter() - start
            if first is not None:
                firsts.append(first)
            report = speaker.speak(text, NullSink())
            if report.first_audio_s is not None:
                speaker_firsts.append(report.first_audio_s)
    return {
        "first_chunk_median_s": statistics.median(firsts),
        "first_chunk_max_s": max(firsts),
        "speaker_first_audio_median_s": statistics.median(speaker_firsts),
        "rtf": synth_s / audio_s,
        "audio_s": audio_s,
        "replies": float(len(firsts)),
    }


def load_average() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.1f} (5 min {five:.1f}) on {os.cpu_count()} cores"


def per_sentence(synth: KokoroKoreanSynthesizer, replies: list[str]) -> list[dict[str, float]]:
    """Each sentence of `replies` synthesised alone: first audio, synthesis time, RTF."""
    rows = []
    for reply in replies:
        for sentence in split_sentences(reply, synth.max_chars, None):
            start = time.perf_counter()
            first: float | None = None
            audio_s = 0.0
            for chunk in synth.synthesize(sentence):
                if first is None:
                    first = time.perf_counter() - start
                audio_s += chunk.duration_s
            took = time.perf_counter() - start
            rows.append(
                {
                    "chars": float(len(sentence)),
                    "first_audio_s": first or 0.0,
                    "synth_s": took,
                    "audio_s": audio_s,
                    "rtf": took / audio_s if audio_s else 0.0,
                }
            )
            print(
                f"  kokoro ko  {first or 0:6.2f} s first audio  RTF {rows[-1]['rtf']:.2f}  "
                f"{audio_s:5.2f} s audio  {sentence}  [{load_average()}]",
                flush=True,
            )
    return rows


def korean(results: dict[str, dict[str, float]], runs: int) -> None:
    if korean_voice_installed():
        kokoro = KokoroKoreanSynthesizer()
        load_s = timed(lambda: kokoro.load(warm_up=False))
        cold_s = timed(lambda: list(kokoro.synthesize("실행해도 될까요?")))
        results["kokoro ko"] = {"load_s": load_s, "first_synthesis_cold_s": cold_s}
        results["kokoro ko"] |= measure(kokoro, KOREAN, runs)
        print(f"Korean voice (Kokoro jf_nezumi), each sentence alone [{load_average()}]:")
        rows = per_sentence(kokoro, KOREAN)
        audio = sum(r["audio_s"] for r in rows)
        results["kokoro ko per sentence"] = {
            "first_chunk_median_s": statistics.median(r["first_audio_s"] for r in rows),
            "first_chunk_max_s": max(r["first_audio_s"] for r in rows),
            "rtf": sum(r["synth_s"] for r in rows) / audio,
            "audio_s": audio,
        }
    else:
        print("Kokoro not installed (pip install -e '.[voice-ko]'): skipped", file=sys.stderr)
    if shutil.which("espeak-ng"):
        results["espeak-ng ko"] = measure(EspeakSynthesizer("ko"), KOREAN, runs)
    else:
        print("espeak-ng not installed: Korean skipped", file=sys.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2, help="passes over the reply list")
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    parser.add_argument("--korean-only", action="store_true", help="only the Korean voices")
    args = parser.parse_args()

    results: dict[str, dict[str, float]] = {}
    print(f"machine: {load_average()}", flush=True)
    if args.korean_only:
        korean(results, args.runs)
        report(results)
        if args.json:
            args.json.write_text(json.dumps(results, indent=2))
        return 0

    piper = PiperSynthesizer()
    load_s = timed(lambda: piper.load(warm_up=False))
    cold_s = timed(lambda: list(piper.synthesize("Do you want to run git status?")))
    results["piper"] = {"load_s": load_s, "first_synthesis_cold_s": cold_s}
    results["piper"] |= measure(piper, ENGLISH, args.runs)
    # The same voice without cutting a long first sentence at its first comma.
    uncut = PiperSynthesizer(first_max_chars=None)
    uncut.load()
    results["piper (first sentence uncut)"] = measure(uncut, ENGLISH, args.runs)
    korean(results, args.runs)
    report(results)
    target = results["piper"]["first_chunk_median_s"]
    print(f"\nEnglish first audio median {target:.3f} s (target < 0.5 s): ", end="")
    print("OK" if target < 0.5 else "MISSED")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0


def report(results: dict[str, dict[str, float]]) -> None:
    columns = [
        ("load_s", "load s"),
        ("first_synthesis_cold_s", "cold 1st s"),
        ("first_chunk_median_s", "1st chunk med s"),
        ("first_chunk_max_s", "1st chunk max s"),
        ("speaker_first_audio_median_s", "speaker 1st med s"),
        ("rtf", "RTF"),
        ("audio_s", "audio s"),
    ]
    header = f"{'engine':30}" + "".join(f"{title:>19}" for _, title in columns)
    print(header)
    print("-" * len(header))
    for engine, numbers in results.items():
        cells = "".join(
            f"{numbers[key]:>19.3f}" if key in numbers else f"{'-':>19}" for key, _ in columns
        )
        print(f"{engine:30}{cells}")
    print(f"machine: {load_average()}")


if __name__ == "__main__":
    raise SystemExit(main())
