#!/usr/bin/env python3
"""Why does stage 1 never wake on some voices? (session 47, fresh12: espeak en-gb-x-rp+shelby
163 wpm and en-gb-x-gbcwmd+m7 207 wpm, 0/9 even clean.)

Every English voice of every half says "Hey Jarvis." (the bench's own synthesis and clip:
0.8 s lead, 1 s tail), fed through the real `WakeWordDetector` as the bench feeds it, and:

- its level (RMS of the voiced part in dBFS, peak, clipped samples), length of the phrase,
  median pitch (autocorrelation) — what differs between voices never and always detected;
- the detector's peak score as it is, at gains from -18 to +12 dB and normalised to one level
  (an AGC before the detector), and at the eight 160-sample alignments of the 1,280-sample
  chunks (the score should not hang on where the chunk boundary falls);
- the voice slowed (resampled in time: pitch and pace) — the detector's sensitivity to pace;
- what whisper hears in the clip (the confirmation's words and name probability), for the
  voices with a peak under 0.15.

Usage: PYTHONPATH=. python scripts/experiments/wake_stage1_diagnosis.py [--json out.json]
[--halves fresh12,...] [--no-whisper]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent.parent), str(HERE.parent)]

from bench_wake_word_audio import halves, pcm_of, speech_end, to_frames  # noqa: E402

from jarvis_voice.voice.audio import SAMPLE_RATE  # noqa: E402
from jarvis_voice.voice.wake_word import CONFIRMED_THRESHOLD, WakeWordDetector  # noqa: E402

LEAD, TAIL = int(0.8 * SAMPLE_RATE), int(1.0 * SAMPLE_RATE)


def scores(detector: WakeWordDetector, samples: np.ndarray) -> list[float]:
    detector.reset()
    out = []
    for frame in to_frames(samples):
        before = detector.chunks
        detector.feed(frame)
        if detector.chunks > before:
            out.append(detector.last_score)
    return out


def level(hey: np.ndarray) -> dict:
    voiced = hey[np.abs(hey) > 0.02 * np.abs(hey).max()]
    rms = float(np.sqrt(np.mean(voiced**2)))
    return {
        "seconds": round(len(hey) / SAMPLE_RATE, 2),
        "rms_dbfs": round(20 * np.log10(rms / 32768), 1),
        "peak_dbfs": round(20 * np.log10(np.abs(hey).max() / 32768), 1),
        "clipped": int(np.sum(np.abs(hey) >= 32767)),
        "pitch_hz": pitch(hey),
    }


def pitch(hey: np.ndarray) -> float:
    """Median autocorrelation pitch of the loud 40 ms windows (60-400 Hz)."""
    win, found = 640, []
    loud = 0.3 * np.sqrt(np.mean(hey**2))
    for i in range(0, len(hey) - win, win // 2):
        w = hey[i : i + win] - hey[i : i + win].mean()
        if np.sqrt(np.mean(w**2)) < loud:
            continue
        ac = np.correlate(w, w, "full")[win - 1 :]
        lo, hi = SAMPLE_RATE // 400, SAMPLE_RATE // 60
        lag = lo + int(np.argmax(ac[lo:hi]))
        if ac[lag] > 0.3 * ac[0]:
            found.append(SAMPLE_RATE / lag)
    return round(float(np.median(found)), 0) if found else 0.0


def normalise(hey: np.ndarray, target_dbfs: float) -> np.ndarray:
    voiced = hey[np.abs(hey) > 0.02 * np.abs(hey).max()]
    rms = np.sqrt(np.mean(voiced**2))
    return hey * (32768 * 10 ** (target_dbfs / 20) / rms)


def stretch(hey: np.ndarray, factor: float) -> np.ndarray:
    """Slower by `factor` (and lower in pitch): plain resampling in time."""
    n = int(len(hey) * factor)
    return np.interp(np.arange(n) / factor, np.arange(len(hey)), hey)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json")
    parser.add_argument("--halves", default="")
    parser.add_argument("--no-whisper", action="store_true")
    args = parser.parse_args()
    wanted = set(args.halves.split(",")) if args.halves else None
    detector = WakeWordDetector("hey_jarvis", 1.01)
    confirmer = None
    if not args.no_whisper:
        from jarvis_voice.config import VoiceSettings
        from jarvis_voice.voice.stt import Recognizer
        from jarvis_voice.voice.wake_confirm import WakeConfirmer

        recognizer = Recognizer(VoiceSettings())
        recognizer.load()
        confirmer = WakeConfirmer(recognizer)
    lead, tail = np.zeros(LEAD), np.zeros(TAIL)
    rows = []
    for half in halves(quick=True):
        if wanted and half.name not in wanted:
            continue
        for name, voice in half.voices:
            hey = pcm_of(voice, "Hey Jarvis.")
            hey = hey[: speech_end(hey)]

            def peak(x: np.ndarray, shift: int = 0) -> float:
                samples = np.concatenate([np.zeros(LEAD + shift), x, tail])
                return round(max(scores(detector, np.clip(samples, -32768, 32767))), 4)

            row: dict = {"half": half.name, "voice": name, **level(hey)}
            row["peak"] = peak(hey)
            row["peak_by_gain_db"] = {
                str(g): peak(hey * 10 ** (g / 20)) for g in (-18, -12, -6, 6, 12)
            }
            row["peak_normalised_dbfs"] = {
                str(t): peak(normalise(hey, t)) for t in (-30, -24, -18, -12)
            }
            row["peak_by_shift"] = [peak(hey, s) for s in range(0, 1280, 160)]
            row["peak_slowed"] = {str(f): peak(stretch(hey, f)) for f in (1.15, 1.3, 1.5)}
            if confirmer is not None and row["peak"] < CONFIRMED_THRESHOLD:
                segment = np.concatenate([lead[: SAMPLE_RATE // 4], hey, tail[: SAMPLE_RATE // 4]])
                pcm = np.clip(segment, -32768, 32767).astype("<i2").tobytes()
                heard = confirmer.check(pcm, row["peak"]).heard
                row["whisper"] = {
                    "text": heard.text,
                    "name_probability": float(f"{heard.name_probability:.2g}"),
                    "accepted": heard.accepted,
                }
            rows.append(row)
            print(json.dumps(row, ensure_ascii=False), flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
