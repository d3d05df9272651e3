#!/usr/bin/env python3
"""Where the Korean answer's first audio goes (issue 12): the Kokoro voice making the first
clause alone, and while the embedded model goes on writing the rest on the same cores; and
whether holding the model's stream callback holds its generation (so speech could go first).

Usage: .venv/bin/python scripts/experiments/korean_first_audio.py

Session 23 (2 cores, load 1.1 at the start): the 14-syllable clause "저는 당신의 컴퓨터를 통해"
(2.4 s of voice) took Kokoro 2.07 s alone and 3.07 s while the 1.5B model wrote an answer
beside it. Sleeping 2 s in the stream callback on the first piece did not hold generation (the
other 198 pieces came in a burst after it; the last at 19.70 s against 19.75 s unheld):
xllamacpp generates in its own thread, so speech cannot be given the cores that way. An
onnxruntime profile put 61 % of Kokoro's time in ConvInteger (the int8 convolutions); the same
graph with those convolutions dequantised to float (a one-off rewrite with `onnx`) was slower,
1.42 → 1.72 s for the clause and 3.14 → 4.11 s for a 70-phoneme sentence, so the int8 model
stays.
"""

from __future__ import annotations

import os
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from jarvis_voice.config import load_settings  # noqa: E402
from jarvis_voice.llm.base import ChatMessage  # noqa: E402
from jarvis_voice.llm.factory import make_backend  # noqa: E402
from jarvis_voice.voice.kokoro import KokoroKoreanSynthesizer  # noqa: E402

CLAUSE = "저는 당신의 컴퓨터를 통해"
QUESTION = "한국의 사계절에 대해 다섯 문장으로 설명해 주세요."


def synth_s(voice: KokoroKoreanSynthesizer, text: str) -> float:
    started = time.perf_counter()
    for _ in voice.synthesize(text):
        pass
    return time.perf_counter() - started


def generate(backend: object, hold_first_s: float = 0.0) -> list[float]:
    """Piece arrival times of one streamed answer; the callback sleeps on the first piece."""
    times: list[float] = []
    started = time.perf_counter()

    def on_text(text: str) -> None:
        times.append(time.perf_counter() - started)
        if len(times) == 1 and hold_first_s:
            time.sleep(hold_first_s)

    backend.chat([ChatMessage(role="user", content=QUESTION)], [], on_text)  # type: ignore[attr-defined]
    return times


def main() -> None:
    settings = load_settings()
    backend = make_backend(settings.llm)
    backend.load()  # type: ignore[attr-defined]
    voice = KokoroKoreanSynthesizer()
    synth_s(voice, "안녕하세요.")  # load and first inference
    generate(backend)  # warm
    print(f"load {os.getloadavg()[0]:.2f}")
    alone = [synth_s(voice, CLAUSE) for _ in range(3)]
    print(f"kokoro clause alone: {statistics.median(alone):.2f} s {[round(a, 2) for a in alone]}")
    together = []
    for _ in range(3):
        thread = threading.Thread(target=generate, args=(backend,))
        thread.start()
        time.sleep(1.0)
        together.append(synth_s(voice, CLAUSE))
        thread.join()
    print(
        f"kokoro clause while generating: {statistics.median(together):.2f} s "
        f"{[round(a, 2) for a in together]}"
    )
    free = generate(backend)
    held = generate(backend, hold_first_s=2.0)
    print(f"pieces free: n={len(free)} first {free[0]:.2f} last {free[-1]:.2f}")
    print(
        f"pieces held 2 s on the first: n={len(held)} first {held[0]:.2f} "
        f"second {held[1]:.2f} third {held[2]:.2f} last {held[-1]:.2f}"
    )
    print(
        "  (held generation: second ≈ first + 2 s + one token and last ≈ free last + 2 s;"
        " not held: a burst right after the sleep)"
    )


if __name__ == "__main__":
    main()
