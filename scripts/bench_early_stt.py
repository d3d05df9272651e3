#!/usr/bin/env python3
"""End of speech → transcript with and without early recognition (voice/early_stt.py).

Usage: .venv/bin/python scripts/bench_early_stt.py [--runs 5] [--model base]

Piper clips are fed at speaking pace (0.5 s silence before, 1.5 s after) through the endpointer
and whisper exactly as `LocalVoiceIO` listens: a request (the 600 ms hangover, language
detected) and an approval reply (300 ms, decoded as English). Each run measures from the
capture of the last voiced frame to the transcript. Early recognition off is the baseline,
measured in the same process, runs alternating. The machine has 2 cores: the load is printed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")  # never the model hub

from jarvis_voice.config import VoiceSettings
from jarvis_voice.voice.audio_files import PcmSource
from jarvis_voice.voice.early_stt import EarlyRecognition
from jarvis_voice.voice.pcm import convert_pcm
from jarvis_voice.voice.stt import Recognizer
from jarvis_voice.voice.tts import PiperSynthesizer
from jarvis_voice.voice.vad import Endpointer

CASES = [  # (label, text, approval reply?, language)
    ("request", "Show me the git status of this folder.", False, None),
    ("request", "What files are in this folder?", False, None),
    ("reply", "Yes, go ahead.", True, "en"),
    ("reply", "No, don't.", True, "en"),
]


def once(
    recognizer: Recognizer, pcm: bytes, reply: bool, language: str | None, early: bool
) -> tuple[float, str, bool]:
    settings = VoiceSettings()
    source = PcmSource(b"\x00\x00" * 8000 + pcm + b"\x00\x00" * 24000, realtime=True)
    recognition = EarlyRecognition(recognizer, language) if early else None
    started = time.monotonic()
    utterance = Endpointer.from_settings(settings, answer=reply).next_utterance(
        source.frames(), 8.0, recognition.on_pause if recognition else None
    )
    if utterance is None:
        raise SystemExit("the endpointer found no speech")
    if recognition is not None:
        transcript = recognition.transcript(utterance)
    else:
        transcript = recognizer.transcribe(utterance.pcm, language)
    done = time.monotonic()
    used = recognition is not None and recognition.used
    return done - (started + utterance.end_s), transcript.text, used


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--model", default="base")
    args = parser.parse_args()
    load_before = os.getloadavg()[0]
    piper = PiperSynthesizer()
    recognizer = Recognizer(VoiceSettings(), model=args.model)
    recognizer.load()
    print(f"load average {load_before:.2f} on {os.cpu_count()} cores; model {args.model}")
    print(f"{'case':<8} {'said':<40} {'off_s':>6} {'early_s':>7} {'ratio':>6} {'used':>5}  heard")
    totals: dict[bool, list[float]] = {False: [], True: []}
    for label, text, reply, language in CASES:
        pcm = b"".join(convert_pcm(c.pcm, c.sample_rate) for c in piper.synthesize(text))
        times: dict[bool, list[float]] = {False: [], True: []}
        used = 0
        heard = ""
        for _ in range(args.runs):
            for early in (False, True):
                seconds, heard, was_used = once(recognizer, pcm, reply, language, early)
                times[early].append(seconds)
                used += was_used
        off, on = (statistics.median(times[flag]) for flag in (False, True))
        totals[False] += times[False]
        totals[True] += times[True]
        print(
            f"{label:<8} {text:<40} {off:6.2f} {on:7.2f} {on / off:6.2f} "
            f"{used:>2}/{args.runs}  {heard}"
        )
    off, on = (statistics.median(totals[flag]) for flag in (False, True))
    print(f"{'all':<8} {'(median of every run)':<40} {off:6.2f} {on:7.2f} {on / off:6.2f}")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
