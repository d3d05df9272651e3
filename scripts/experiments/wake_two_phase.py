#!/usr/bin/env python3
"""Stage 1 scored at two chunk alignments: does it find the voices one alignment misses, and
at what cost in false wakes? (session 47; scripts/experiments/wake_stage1_diagnosis.py found
the detector's peak on a short "Hey Jarvis" hangs on where the 1,280-sample chunk boundary
falls: espeak en-gb-x-gbcwmd+m7 207 wpm peaks 0.02 at the bench's alignment, 0.81 and 0.93 at
two others.)

Per half, the bench's own clips (scripts/bench_wake_word.py `build`, its noise and mixing):
phase 0 is the detector as jarvis runs it; phase ½ is a second detector fed the same audio
640 samples (40 ms) later. "two-phase" wakes when either crosses the threshold (merged in
audio time, the bench's 1.5 s refractory and "not before the last 0.3 s of Jarvis" rule).
Wake clips: all requests, clean and 20/15/10 dB. Non-wake: all similar names, the first
talk clips (the bench's --quick subset) and 1 min of music, clean and 15 dB. Stage 2 (the
product's confirmation, whisper base) runs only where the first wake differs between phase 0
and two-phase: the true wakes gained or moved and the false wakes gained.

Usage: PYTHONPATH=. python scripts/experiments/wake_two_phase.py [--halves fresh12,tune]
[--json out.json]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent.parent), str(HERE.parent)]

from bench_wake_word import (  # noqa: E402
    FRAME_S,
    Stage2,
    Timeline,
    _label_at,
    _stream,
    build,
)
from bench_wake_word_audio import halves, mix, room_noise, to_frames  # noqa: E402

from jarvis_voice.config import VoiceSettings  # noqa: E402
from jarvis_voice.voice.audio import SAMPLE_RATE  # noqa: E402
from jarvis_voice.voice.stt import Recognizer  # noqa: E402
from jarvis_voice.voice.wake_confirm import WakeConfirmer  # noqa: E402
from jarvis_voice.voice.wake_word import CHUNK_SAMPLES, WakeWordDetector  # noqa: E402

THRESHOLD = 0.15
HALF = CHUNK_SAMPLES // 2
FRAME = int(FRAME_S * SAMPLE_RATE)


class Merged(Timeline):
    """Phase 0's timeline with phase ½'s chunks merged in by audio time (what `Stage2.at`
    and `wakes` read: times, scores, frame_of, frames)."""

    def __init__(self, base: Timeline, detector: WakeWordDetector, samples: np.ndarray):
        detector.reset()
        half_scores = []
        for frame in to_frames(np.concatenate([np.zeros(HALF), samples])):
            before = detector.chunks
            detector.feed(frame)
            if detector.chunks > before:
                half_scores.append(detector.last_score)
        rows = list(zip(base.times, base.scores, base.frame_of, strict=True))
        for k, score in enumerate(half_scores):
            end = (k + 1) * CHUNK_SAMPLES - HALF  # in the unshifted audio
            if end <= 0:
                continue
            index = -(-end // FRAME) - 1  # the frame that completes it
            rows.append(((index + 1) * FRAME_S, score, index))
        rows.sort(key=lambda r: (r[0], -r[1]))
        self.times = [r[0] for r in rows]
        self.scores = [r[1] for r in rows]
        self.frame_of = [r[2] for r in rows]
        self.frames = base.frames


def first_hit(timeline: Timeline, end: int | None) -> int | None:
    for chunk in timeline.wakes(THRESHOLD):
        if end is None or timeline.times[chunk] >= end / SAMPLE_RATE - 0.3:
            return chunk
    return None


def run_half(half, d0, d1, stage2) -> dict:  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(half.seed)
    wake, talk = build(half, rng)
    out: dict = {"wake": {}, "changed": [], "false": {}}
    for snr in (None, 20.0, 15.0, 10.0):
        key = "clean" if snr is None else f"{snr:.0f} dB"
        counts = out["wake"].setdefault(key, {"clips": 0, "phase0": 0, "two_phase": 0})
        for clip in wake:
            stage2._done.clear()  # keyed by id(timeline): ids are reused once freed
            samples = mix(clip.samples, room_noise(len(clip.samples) / SAMPLE_RATE, rng), snr)
            base = Timeline(d0, samples)
            merged = Merged(base, d1, samples)
            h0, h2 = first_hit(base, clip.end), first_hit(merged, clip.end)
            counts["clips"] += 1
            counts["phase0"] += h0 is not None
            counts["two_phase"] += h2 is not None
            t0 = None if h0 is None else base.times[h0]
            t2 = None if h2 is None else merged.times[h2]
            if t0 != t2 and "hangul" not in clip.voice:
                c0 = None if h0 is None else stage2.at(base, h0)[0].accepted
                c2 = None if h2 is None else stage2.at(merged, h2)[0].accepted
                heard = "" if h2 is None else stage2.at(merged, h2)[0].text
                out["changed"].append(
                    {
                        "key": key,
                        "voice": clip.voice,
                        "t0": t0,
                        "t2": t2,
                        "confirmed0": c0,
                        "confirmed2": c2,
                        "heard2": heard,
                    }
                )
    for kind, clips in talk.items():
        for snr in (None, 15.0):
            stream, labels = _stream(clips)
            if snr is not None:
                stream = mix(stream, room_noise(len(stream) / SAMPLE_RATE, rng), snr)
            key = f"{kind} {'clean' if snr is None else '15 dB'}"
            stage2._done.clear()
            base = Timeline(d0, stream)
            merged = Merged(base, d1, stream)
            w0, w2 = base.wakes(THRESHOLD), merged.wakes(THRESHOLD)
            seen = {round(base.times[c], 2) for c in w0}
            new = [c for c in w2 if all(abs(merged.times[c] - t) > 0.2 for t in seen)]
            confirmed = []
            for c in new:
                conf = stage2.at(merged, c)[0]
                confirmed.append(
                    f"{_label_at(labels, merged.times[c])} → {conf.text!r} "
                    f"{'WOKE' if conf.accepted else 'dropped'}"
                )
            out["false"][key] = {
                "minutes": round(len(stream) / SAMPLE_RATE / 60, 1),
                "phase0": len(w0),
                "two_phase": len(w2),
                "new": confirmed,
            }
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--halves", default="")
    parser.add_argument("--json")
    args = parser.parse_args()
    wanted = args.halves.split(",") if args.halves else None
    full = {h.name: h for h in halves(quick=False)}
    quick = {h.name: h for h in halves(quick=True)}
    order = wanted or list(full)
    d0 = WakeWordDetector("hey_jarvis", 1.01)
    d1 = WakeWordDetector("hey_jarvis", 1.01)
    recognizer = Recognizer(VoiceSettings())
    recognizer.load()
    stage2 = Stage2(WakeConfirmer(recognizer))
    results: dict = {}
    for name in order:
        started = time.time()
        half = dataclasses.replace(
            full[name],
            english_talk=quick[name].english_talk,
            korean_talk=quick[name].korean_talk,
            music_minutes=1,
        )
        results[name] = run_half(half, d0, d1, stage2)
        results[name]["seconds"] = round(time.time() - started)
        summary = {
            "wake": results[name]["wake"],
            "false": {
                k: (v["phase0"], v["two_phase"], sum("WOKE" in n for n in v["new"]))
                for k, v in results[name]["false"].items()
            },
            "changed_confirmed": sum(bool(c["confirmed2"]) for c in results[name]["changed"]),
            "changed_lost": sum(
                bool(c["confirmed0"]) and not c["confirmed2"] for c in results[name]["changed"]
            ),
        }
        print(name, json.dumps(summary), f"{results[name]['seconds']} s", flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
