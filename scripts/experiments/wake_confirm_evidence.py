#!/usr/bin/env python3
"""What the wake word's two stages know at each stage-1 detection (issue 15): the detector's
peak score around it, the words whisper wrote and its probability for "Jarvis" after "Hey" —
for true wakes and for the similar names, talk and music the detector also woke on. Written to
look for a decision that tells robotic voices' true wakes from similar names.

    .venv/bin/python scripts/experiments/wake_confirm_evidence.py --halves tune --json out.json
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent.parent), str(HERE.parent)]

from bench_wake_word import Stage2, Timeline, _label_at, first_hit, measure  # noqa: E402
from bench_wake_word_audio import halves  # noqa: E402

from jarvis_voice.config import VoiceSettings  # noqa: E402
from jarvis_voice.voice.pcm import pcm16_to_float  # noqa: E402
from jarvis_voice.voice.stt import Recognizer  # noqa: E402
from jarvis_voice.voice.wake_confirm import Confirmation, Heard, WakeConfirmer, hear  # noqa: E402
from jarvis_voice.voice.wake_word import WakeWordDetector  # noqa: E402

PEAK_AFTER_S = 0.3  # the confirmation waits at least this long after the detection


def peak(timeline: Timeline, chunk: int) -> float:
    at = timeline.times[chunk]
    return max(
        score
        for t, score in zip(timeline.times, timeline.scores, strict=True)
        if at - 1.0 <= t <= at + PEAK_AFTER_S
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--halves", default="tune")
    parser.add_argument("--threshold", type=float, default=0.3)
    parser.add_argument("--json", type=Path, required=True)
    parser.add_argument(
        "--second", default="", help="another speech model's opinion on each segment (tiny.en)"
    )
    args = parser.parse_args()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    detector = WakeWordDetector("hey_jarvis", 1.01)
    recognizer = Recognizer(VoiceSettings())
    recognizer.load()
    confirmer = WakeConfirmer(recognizer)
    second: dict[int, Heard] = {}  # id(confirmation) → the other model's hearing
    if args.second:
        other = Recognizer(VoiceSettings(), model=args.second)
        other.load()
        check = confirmer.check

        def check_both(pcm: bytes, peak: float = 0.0) -> Confirmation:
            audio = pcm16_to_float(pcm[: len(pcm) // 2 * 2])
            confirmation = check(pcm, peak)  # kept by Stage2: its id stays unique
            second[id(confirmation)] = other.with_model(lambda model: hear(model, audio))
            return confirmation

        confirmer.check = check_both  # type: ignore[method-assign]
    stage2 = Stage2(confirmer)

    def also(confirmation: Confirmation) -> dict[str, object]:
        heard = second.get(id(confirmation))
        if heard is None:
            return {}
        return {
            "text2": heard.text, "p2": heard.name_probability, "rival2": heard.rival,
            "rival_p2": heard.rival_probability,
        }  # fmt: skip

    rows: list[dict[str, object]] = []
    wanted = set(args.halves.split(","))
    for half in (h for h in halves(False) if h.name in wanted):
        measured = measure(half, detector)
        for scored in measured.wake:
            chunk = first_hit(scored, args.threshold)
            if chunk is None:
                continue
            confirmation, _ = stage2.at(scored.timeline, chunk)
            rows.append({
                "half": half.name, "kind": "wake", "key": scored.key,
                "what": scored.clip.voice, "peak": peak(scored.timeline, chunk),
                "text": confirmation.text, "p": confirmation.heard.name_probability,
                "rival": confirmation.heard.rival,
                "rival_p": confirmation.heard.rival_probability,
                "accepted": confirmation.accepted, **also(confirmation),
            })  # fmt: skip
        for key, timeline in measured.other:
            for chunk in timeline.wakes(args.threshold):
                confirmation, _ = stage2.at(timeline, chunk)
                rows.append({
                    "half": half.name, "kind": key.split()[0], "key": key,
                    "what": _label_at(measured.labels[key.split()[0]], timeline.times[chunk]),
                    "peak": peak(timeline, chunk), "text": confirmation.text,
                    "p": confirmation.heard.name_probability, "accepted": confirmation.accepted,
                    "rival": confirmation.heard.rival,
                    "rival_p": confirmation.heard.rival_probability, **also(confirmation),
                })  # fmt: skip
        print(f"[{half.name}] {sum(r['half'] == half.name for r in rows)} detections", flush=True)
        args.json.write_text(json.dumps(rows, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
