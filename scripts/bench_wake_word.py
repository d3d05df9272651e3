#!/usr/bin/env python3
"""Measure the wake word (issue 15) as jarvis runs it: stage 1, openWakeWord 0.4.0 "hey jarvis"
(`WakeWordDetector`, fed 30 ms frames); stage 2, the recogniser's confirmation
(`WakeConfirmer`, whisper base over the audio around each detection, voice/wake_name.py).

Wake clips: "Hey Jarvis" alone and followed by a request, in several voices — piper, espeak-ng
and the Korean-capable Kokoro voice, which also says "헤이 자비스" the Korean way (reported
apart) — clean and with room noise (pink noise + mains hum + clatter) at 20, 15 and 10 dB SNR,
each after 0.8 s of silence plus 0-70 ms drawn per clip (`lead_offsets`: the detector's 80 ms
chunks meet the words at every phase, as they meet a user's; since session 47). A stage-1 wake
counts from the start of the wake phrase on (`counts_as_wake`; before session 47 only from
0.3 s before the end of "Jarvis"); latency is still measured from the end of "Jarvis".
Non-wake audio: ordinary talk in English and Korean, similar names ("Hey Marvin", "Hey
Travis"…) and music-like noise, clean and with room noise at 15 dB. Twenty-two halves
(scripts/bench_wake_word_audio.py): TUNE, what the thresholds and the name matcher were chosen
on; HELD_OUT, other voices, requests, names and talk, only reported (partly seen since);
FRESH, yet other voices, requests, names, talk and noise, written before anything was measured
on it and run on its own (`--halves fresh`), only reported; FRESH2, FRESH's shape with
everything else new again, written blind (`--halves fresh2`), only reported; FRESH3, the
same shape with everything new once more, written blind (`--halves fresh3`), only reported;
FRESH4, that shape with everything new yet again, written blind (`--halves fresh4`), only
reported; FRESH5, that shape with everything new a fifth time, written blind
(`--halves fresh5`), only reported; FRESH6, that shape with everything new a sixth time,
written blind (`--halves fresh6`), only reported; FRESH7, that shape with everything new a
seventh time, written blind (`--halves fresh7`), only reported; FRESH8, that shape with
everything new an eighth time, written blind (`--halves fresh8`), only reported; FRESH9, that
shape with everything new a ninth time, written blind (`--halves fresh9`), only reported;
FRESH10, that shape with everything new a tenth time, written blind (`--halves fresh10`), only
reported; FRESH11, that shape with everything new an eleventh time, written blind
(`--halves fresh11`), only reported; FRESH12, that shape with everything new a twelfth time,
written blind (`--halves fresh12`), only reported; FRESH13, that shape with everything new a
thirteenth time, written blind (`--halves fresh13`), only reported; FRESH14, that shape with
everything new a fourteenth time, written blind (`--halves fresh14`), only reported;
FRESH15, that shape with everything new a fifteenth time, written blind (`--halves fresh15`),
only reported; FRESH16, that shape with everything new a sixteenth time, written blind
(`--halves fresh16`), only reported; FRESH17, that shape with everything new a seventeenth
time, written blind (`--halves fresh17`), only reported; FRESH18, that shape with everything
new an eighteenth time, written blind (`--halves fresh18`), only reported; FRESH19, that
shape with everything new a nineteenth time, written blind (`--halves fresh19`), only reported;
and FRESH20, that shape with everything new a twentieth time, written blind
(`--halves fresh20`), only reported.

Stage 1: detection rate per condition, false wakes per hour, latency from the end of "Jarvis"
to listening — the detector's verdict in audio time plus the compute time of the frame that
completed it (the endpointer takes every frame after it) — and CPU share of one core (process
CPU time while feeding / audio seconds), for every threshold from 0.15 to 0.5 on the same score
timelines. Stage 2, at the thresholds in CONFIRMED: every stage-1 wake's segment, cut exactly as
`LocalVoiceIO` cuts it (`wake_confirm.BEFORE_MS` before, `local_io.after_wake` after), is
recognised and judged: detection after confirmation, false wakes per hour of talk, similar
names before and after, the pass's wall and CPU time, the earcon path (wake word alone:
latency + SAME_BREATH_MS + the pass + the earcon) and the wait a same-breath request gains
(the pass runs while the request is spoken: only what outlasts its end + 600 ms hang-over).
The machine's load average is printed with the numbers (and kept per half in the JSON).

Usage: .venv/bin/python scripts/bench_wake_word.py [--json out.json] [--quick]
[--halves tune,held-out]  (the default; `--halves fresh`, `--halves fresh2`,
`--halves fresh3`, `--halves fresh4`, `--halves fresh5`, `--halves fresh6`,
`--halves fresh7`, `--halves fresh8`, `--halves fresh9`, `--halves fresh10`,
`--halves fresh11`, `--halves fresh12`, `--halves fresh13`, `--halves fresh14`,
`--halves fresh15`, `--halves fresh16`, `--halves fresh17`, `--halves fresh18`,
`--halves fresh19` or `--halves fresh20` runs only that half)
(synthesised clips are cached in ~/.cache/jarvis-bench-wake; the last full run's output is
scripts/data/bench_wake_word.json)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from bench_wake_word_audio import (  # noqa: E402
    HOMOPHONES,
    Half,
    halves,
    mix,
    music,
    pcm_of,
    room_noise,
    speech_end,
    to_frames,
)

from jarvis_voice.config import VoiceSettings  # noqa: E402
from jarvis_voice.voice import wake_confirm  # noqa: E402
from jarvis_voice.voice.audio import FRAME_BYTES, FRAME_MS, SAMPLE_RATE  # noqa: E402
from jarvis_voice.voice.local_io import SAME_BREATH_MS, WAKE_TAIL_MS, after_wake  # noqa: E402
from jarvis_voice.voice.stt import Recognizer  # noqa: E402
from jarvis_voice.voice.tts import EspeakSynthesizer  # noqa: E402
from jarvis_voice.voice.vad import Endpointer  # noqa: E402
from jarvis_voice.voice.wake_confirm import (  # noqa: E402
    AFTER_MS,
    BEFORE_MS,
    Confirmation,
    WakeConfirmer,
)
from jarvis_voice.voice.wake_word import WakeWordDetector, earcon_pcm  # noqa: E402

THRESHOLDS = (0.15, 0.2, 0.3, 0.4, 0.5)
# stage-1 thresholds stage 2 is measured at: the default (wake_word.CONFIRMED_THRESHOLD, 0.15
# since session 38) and the one before it
CONFIRMED = (0.15, 0.3)
HANGOVER_S = VoiceSettings().hangover_ms / 1000
# Each wake clip's lead silence: 0.8 s plus 0-70 ms in 10 ms steps (`lead_offsets`), so the
# clips start at every phase of the detector's 80 ms chunk as a user does.
LEAD_PHASE_SAMPLES = 1280  # openWakeWord's chunk
LEAD_STEP_SAMPLES = 160  # 10 ms
LEAD_SEED_SALT = 47  # the offsets' generator: the half's seed and this
FRAME_S = FRAME_BYTES / 2 / SAMPLE_RATE


class Timeline:
    """One clip's scores, chunk by chunk (the detector set never to fire, so its state is the
    same as when listening): any threshold can be judged on it afterwards. The frames are kept
    to cut stage 2's segments."""

    def __init__(self, detector: WakeWordDetector, samples: np.ndarray) -> None:
        detector.reset()
        self.frames = to_frames(samples)
        self.times: list[float] = []  # audio time at the end of each scored chunk
        self.scores: list[float] = []
        self.frame_of: list[int] = []  # the frame that completed each chunk
        self.chunk_wall: list[float] = []  # compute time of the frame that completed a chunk
        cpu = time.process_time()
        for index, frame in enumerate(self.frames):
            started = time.perf_counter()
            before = detector.chunks
            detector.feed(frame)
            if detector.chunks > before:
                self.chunk_wall.append(time.perf_counter() - started)
                self.times.append((index + 1) * FRAME_S)
                self.scores.append(detector.last_score)
                self.frame_of.append(index)
        self.cpu = time.process_time() - cpu
        self.seconds = len(samples) / SAMPLE_RATE

    def wakes(self, threshold: float, refractory_s: float = 1.5) -> list[int]:
        """The chunks jarvis would wake at: a crossing, then nothing for `refractory_s` (the
        detector flushes its context after firing)."""
        fired: list[int] = []
        for chunk, (at, score) in enumerate(zip(self.times, self.scores, strict=True)):
            if score >= threshold and (not fired or at - self.times[fired[-1]] >= refractory_s):
                fired.append(chunk)
        return fired


@dataclass
class WakeClip:
    voice: str
    samples: np.ndarray
    end: int | None  # the sample where "Jarvis" ends, when known
    alone: bool  # the wake word said alone (the earcon path)
    speech_end_s: float  # the last speech in the clip (the request's end)
    start: int = 0  # the sample where the wake phrase ("Hey Jarvis…") starts


@dataclass
class Scored:
    key: str  # "clean", "15 dB"…
    clip: WakeClip
    timeline: Timeline


@dataclass
class Measured:
    half: Half
    wake: list[Scored]
    other: list[tuple[str, Timeline]]  # ("talk-en 15 dB", …)
    labels: dict[str, list[tuple[float, str]]]  # kind → (start s, clip label)


class Stage2:
    """Stage 2 on the benchmark's segments, each confirmed once (thresholds share chunks)."""

    def __init__(self, confirmer: WakeConfirmer) -> None:
        self.confirmer = confirmer
        self.is_speech = Endpointer.from_settings(VoiceSettings()).is_speech
        self._done: dict[tuple[int, int], tuple[Confirmation, bool]] = {}

    def at(self, timeline: Timeline, chunk: int) -> tuple[Confirmation, bool]:
        """The confirmation of a detection at `chunk`, and whether voice followed it."""
        index = timeline.frame_of[chunk]
        key = (id(timeline), index)
        if key not in self._done:
            frames = timeline.frames
            recent = frames[max(0, index + 1 - BEFORE_MS // FRAME_MS) : index + 1]
            # the VAD hears the segment before the detection first, as in LocalVoiceIO: warm,
            # it hears an early crossing's "-vis" as the wake word's tail (kept in the segment)
            peeked, voiced, _ = after_wake(iter(frames[index + 1 :]), self.is_speech, True, recent)
            # the detector's peak from the detection through the frames peeked, as
            # WakeWordDetector.peak_after gives the product
            last = index + len(peeked)
            peak = max(
                score
                for score, frame in zip(
                    timeline.scores[chunk:], timeline.frame_of[chunk:], strict=True
                )
                if frame <= last
            )
            segment = b"".join([*recent, *peeked])
            self._done[key] = (self.confirmer.check(segment, peak), voiced)
        return self._done[key]


def lead_offsets(seed: int, count: int) -> list[int]:
    """Each wake clip's extra lead silence in samples: 0-70 ms in 10 ms steps, drawn from the
    half's seed (its own generator: the noise and music draws stay as they were). The detector
    scores 80 ms chunks and a voice's score hangs on where its words fall in them (fresh12's
    gbcwmd+m7 peaked 0.02-0.93 over the eight 10 ms shifts, scripts/experiments/
    wake_stage1_diagnosis.py); with one lead for all clips every clip of a voice started at the
    same shift, which a user, starting at any moment, never does."""
    steps = LEAD_PHASE_SAMPLES // LEAD_STEP_SAMPLES
    rng = np.random.default_rng([seed, LEAD_SEED_SALT])
    return [int(k) * LEAD_STEP_SAMPLES for k in rng.integers(0, steps, size=count)]


def counts_as_wake(at_s: float, start: int) -> bool:
    """Whether a stage-1 wake at `at_s` (audio time) on a wake clip is the wake word's: from
    the start of the wake phrase (`start`, in samples) on. The product wakes on any crossing;
    a slow speaker's "Jarvis" crosses up to ~0.4 s before its end (piper x1.75), and what the
    confirmation hears then is cut as the product cuts it (`Stage2.at`)."""
    return at_s >= start / SAMPLE_RATE


def build(half: Half, rng: np.random.Generator) -> tuple[list[WakeClip], dict]:
    gap = np.zeros(int(0.2 * SAMPLE_RATE))
    lead = int(0.8 * SAMPLE_RATE)
    tail = int(1.0 * SAMPLE_RATE)
    clips = len(half.voices) * (1 + 2 * len(half.requests)) + len(half.korean_voices) * 2 * (
        1 + len(half.korean_requests)
    )
    offsets = iter(lead_offsets(half.seed, clips))

    def clip(voice: str, parts: list[np.ndarray], hey: int | None, alone: bool) -> WakeClip:
        # the extra lead comes out of the tail: the clip's length, and so the noise drawn for
        # it, stays the same
        offset = next(offsets)
        samples = np.concatenate([np.zeros(lead + offset), *parts, np.zeros(tail - offset)])
        end = None if hey is None else lead + offset + hey
        return WakeClip(
            voice, samples, end, alone, speech_end(samples) / SAMPLE_RATE, start=lead + offset
        )

    wake: list[WakeClip] = []
    for name, voice in half.voices:
        hey = pcm_of(voice, "Hey Jarvis.")
        hey = hey[: speech_end(hey)]
        wake.append(clip(name, [hey], len(hey), alone=True))
        for request in half.requests:
            wake.append(clip(name, [hey, gap, pcm_of(voice, request)], len(hey), alone=False))
            natural = pcm_of(voice, f"Hey Jarvis, {request}")  # one breath: no known end
            wake.append(clip(name, [natural], None, alone=False))
    for name, voice in half.korean_voices:
        # the name in Latin letters goes through espeak's English phonemes in the Korean voice;
        # in Hangul it is said the Korean way ("헤이 자비스": jabiseu)
        for label, phrase in ((name, "Hey Jarvis."), (f"{name} hangul", "헤이 자비스.")):
            hey = pcm_of(voice, phrase)
            hey = hey[: speech_end(hey)]
            wake.append(clip(label, [hey], len(hey), alone=True))
            for request in half.korean_requests:
                wake.append(clip(label, [hey, gap, pcm_of(voice, request)], len(hey), alone=False))
    assert next(offsets, None) is None, "lead_offsets: one per wake clip"

    # kind → [(what it is, audio)]
    talk: dict[str, list[tuple[str, np.ndarray]]] = {
        "talk-en": [],
        "talk-ko": [],
        "names": [],
        "music": [],
    }
    for name, voice in half.voices:
        talk["talk-en"] += [(f"{name}: {text}", pcm_of(voice, text)) for text in half.english_talk]
        talk["names"] += [(f"{name}: {text}", pcm_of(voice, text)) for text in half.similar]
    for name, voice in half.korean_voices[:1]:
        talk["talk-ko"] += [(f"{name}: {text}", pcm_of(voice, text)) for text in half.korean_talk]
    espeak_ko = EspeakSynthesizer("ko")
    talk["talk-ko"] += [
        (f"espeak ko: {text}", pcm_of(espeak_ko, text)) for text in half.korean_talk
    ]
    talk["music"] = [(f"music {i}", music(60.0, rng)) for i in range(half.music_minutes)]
    return wake, talk


def measure(half: Half, detector: WakeWordDetector) -> Measured:
    rng = np.random.default_rng(half.seed)
    print(f"[{half.name}] synthesising…", file=sys.stderr, flush=True)
    wake, talk = build(half, rng)
    print(f"[{half.name}] wake clips…", file=sys.stderr, flush=True)
    scored: list[Scored] = []
    for snr in (None, 20.0, 15.0, 10.0):
        key = "clean" if snr is None else f"{snr:.0f} dB"
        for clip in wake:
            samples = mix(clip.samples, room_noise(len(clip.samples) / SAMPLE_RATE, rng), snr)
            scored.append(Scored(key, clip, Timeline(detector, samples)))
    print(f"[{half.name}] non-wake audio…", file=sys.stderr, flush=True)
    other: list[tuple[str, Timeline]] = []
    labels: dict[str, list[tuple[float, str]]] = {}
    for kind, clips in talk.items():
        for snr in (None, 15.0):
            stream, labels[kind] = _stream(clips)
            if snr is not None:
                stream = mix(stream, room_noise(len(stream) / SAMPLE_RATE, rng), snr)
            key = f"{kind} {'clean' if snr is None else '15 dB'}"
            other.append((key, Timeline(detector, stream)))
    return Measured(half, scored, other, labels)


def first_hit(scored: Scored, threshold: float) -> int | None:
    """The wake on this clip that counts: the first from the start of the wake phrase on
    (`counts_as_wake`; until session 47 only from 0.3 s before the end of "Jarvis", which
    dropped a slow speaker's early crossing and, through the refractory time, the later one)."""
    timeline = scored.timeline
    for chunk in timeline.wakes(threshold):
        if counts_as_wake(timeline.times[chunk], scored.clip.start):
            return chunk
    return None


def stage_one(measured: Measured, threshold: float, chunk_ms: float) -> dict:
    detection: dict[str, dict[str, list[int]]] = {}
    latencies: list[float] = []
    for scored in measured.wake:
        chunk = first_hit(scored, threshold)
        counts = detection.setdefault(scored.key, {}).setdefault(scored.clip.voice, [0, 0])
        counts[0] += chunk is not None
        counts[1] += 1
        if chunk is not None and scored.clip.end is not None and scored.key in ("clean", "15 dB"):
            latencies.append(_latency(scored, chunk, chunk_ms))
    false_wakes = {}
    for key, timeline in measured.other:
        chunks = timeline.wakes(threshold)
        clips = [_label_at(measured.labels[key.split()[0]], timeline.times[c]) for c in chunks]
        false_wakes[key] = {
            "minutes": round(timeline.seconds / 60, 1),
            "false_wakes": len(chunks),
            "clips": clips,
        }
    return {
        **_rates(detection),
        "false_wakes_total": sum(v["false_wakes"] for v in false_wakes.values()),
        "false_wakes_per_hour_talk": _per_hour(measured, false_wakes, "talk"),
        "false_wakes_similar_names": _count(false_wakes, "names"),
        "latency_ms_median": _ms(statistics.median(latencies)) if latencies else None,
        "latency_ms_p95": _ms(_p95(latencies)) if latencies else None,
        "earcon_path_ms_median": (
            _ms(statistics.median(latencies) + SAME_BREATH_MS / 1000 + _earcon_s())
            if latencies
            else None
        ),
        "detection": detection,
        "false_wakes": false_wakes,
    }


def stage_two(measured: Measured, threshold: float, stage2: Stage2, chunk_ms: float) -> dict:
    detection: dict[str, dict[str, list[int]]] = {}
    refused: list[str] = []  # true wakes the confirmation refused, and what it heard
    latencies: list[float] = []
    earcon_path: list[float] = []
    waited: list[float] = []  # what a same-breath request waits for the confirmation
    passes: list[Confirmation] = []
    for scored in measured.wake:
        chunk = first_hit(scored, threshold)
        confirmed = False
        if chunk is not None:
            confirmation, voiced = stage2.at(scored.timeline, chunk)
            passes.append(confirmation)
            confirmed = confirmation.accepted
            if not confirmed and "hangul" not in scored.clip.voice:
                refused.append(f"{scored.key} {scored.clip.voice}: {_heard(confirmation)}")
            at = scored.timeline.times[chunk]
            if confirmed and scored.clip.end is not None and scored.key in ("clean", "15 dB"):
                latency = _latency(scored, chunk, chunk_ms)
                latencies.append(latency)
                if not voiced:
                    earcon_path.append(
                        latency + SAME_BREATH_MS / 1000 + confirmation.seconds + _earcon_s()
                    )
            if confirmed and voiced:
                checked_at = at + AFTER_MS / 1000 + confirmation.seconds
                waited.append(max(0.0, checked_at - (scored.clip.speech_end_s + HANGOVER_S)))
        counts = detection.setdefault(scored.key, {}).setdefault(scored.clip.voice, [0, 0])
        counts[0] += confirmed
        counts[1] += 1
    false_wakes = {}
    talk_cpu = 0.0
    for key, timeline in measured.other:
        kind = key.split()[0]
        woke: list[tuple[str, str, bool]] = []  # (clip, heard, accepted)
        for chunk in timeline.wakes(threshold):
            confirmation, _voiced = stage2.at(timeline, chunk)
            passes.append(confirmation)
            talk_cpu += confirmation.cpu_s if kind.startswith("talk") else 0.0
            label = _label_at(measured.labels[kind], timeline.times[chunk])
            woke.append((label, _heard(confirmation), confirmation.accepted))
        false_wakes[key] = {
            "minutes": round(timeline.seconds / 60, 1),
            "stage1": len(woke),
            "false_wakes": sum(accepted for *_, accepted in woke),
            "homophones": sum(
                accepted and any(h in label for h in HOMOPHONES) for label, _, accepted in woke
            ),
            "clips": [
                f"{label} → {heard} {'WOKE' if ok else 'dropped'}" for label, heard, ok in woke
            ],
        }
    seconds = [p.seconds for p in passes]
    talk_s = sum(t.seconds for k, t in measured.other if k.startswith("talk"))
    talk_stage1_cpu = sum(t.cpu for k, t in measured.other if k.startswith("talk"))
    homophones = sum(v["homophones"] for k, v in false_wakes.items() if k.startswith("names"))
    return {
        **_rates(detection),
        "false_wakes_per_hour_talk": _per_hour(measured, false_wakes, "talk"),
        "talk_wakes_stage1": sum(
            v["stage1"] for k, v in false_wakes.items() if k.startswith("talk")
        ),
        "similar_names_stage1": sum(
            v["stage1"] for k, v in false_wakes.items() if k.startswith("names")
        ),
        "similar_names_confirmed": _count(false_wakes, "names") - homophones,
        "homophones_confirmed": homophones,
        "music_confirmed": _count(false_wakes, "music"),
        "latency_ms_median": _ms(statistics.median(latencies)) if latencies else None,
        "latency_ms_p95": _ms(_p95(latencies)) if latencies else None,
        "earcon_path_ms_median": _ms(statistics.median(earcon_path)) if earcon_path else None,
        "earcon_path_ms_p95": _ms(_p95(earcon_path)) if earcon_path else None,
        "same_breath_wait_ms_median": _ms(statistics.median(waited)) if waited else None,
        "same_breath_wait_ms_max": _ms(max(waited)) if waited else None,
        "confirm_passes": len(passes),
        "confirm_ms_median": _ms(statistics.median(seconds)) if seconds else None,
        "confirm_ms_p95": _ms(_p95(seconds)) if seconds else None,
        "confirm_cpu_ms_median": _ms(statistics.median(p.cpu_s for p in passes))
        if passes
        else None,
        "cpu_share_talk_both_stages": round((talk_stage1_cpu + talk_cpu) / talk_s, 4),
        "refused_wakes": refused,
        "detection": detection,
        "false_wakes": false_wakes,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", type=Path)
    parser.add_argument("--quick", action="store_true", help="fewer clips (a smoke run)")
    parser.add_argument(
        "--halves",
        default="tune,held-out",
        help=(
            "comma-separated halves to run: tune, held-out, fresh, fresh2, fresh3, fresh4, "
            "fresh5, fresh6, fresh7, fresh8, fresh9, fresh10, fresh11, fresh12, fresh13, "
            "fresh14, fresh15, fresh16, fresh17, fresh18, fresh19, fresh20 "
            "(default: tune,held-out)"
        ),
    )
    parser.add_argument(
        "--thresholds", help=f"stage-1 thresholds to report (default: {THRESHOLDS})"
    )
    parser.add_argument(
        "--confirmed", help=f"stage-1 thresholds measured with stage 2 (default: {CONFIRMED})"
    )
    args = parser.parse_args()
    thresholds = _floats(args.thresholds) if args.thresholds else THRESHOLDS
    confirmed = _floats(args.confirmed) if args.confirmed else CONFIRMED
    every = halves(args.quick)
    wanted = [name.strip() for name in args.halves.split(",") if name.strip()]
    unknown = sorted(set(wanted) - {half.name for half in every})
    if unknown or not wanted:
        parser.error(f"--halves: one or more of {', '.join(h.name for h in every)}")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    detector = WakeWordDetector("hey_jarvis", 1.01)  # scores only (Timeline)
    recognizer = Recognizer(VoiceSettings())  # the product's default: whisper base
    recognizer.load()
    stage2 = Stage2(WakeConfirmer(recognizer))
    results: dict[str, object] = {}
    loads = [os.getloadavg()[0]]
    for half in (half for half in every if half.name in wanted):
        half_loads = [os.getloadavg()[0]]
        measured = measure(half, detector)
        other = measured.other
        audio_s = sum(t.seconds for _k, t in other)
        chunk_ms = 1000 * statistics.median(w for _k, t in other for w in t.chunk_wall)
        talk_s = sum(t.seconds for k, t in other if k.startswith("talk"))
        one = {str(th): stage_one(measured, th, chunk_ms) for th in thresholds}
        for th, summary in one.items():
            print(f"\n== [{half.name}] stage 1, threshold {th}", flush=True)
            _print_detection(summary["detection"])
            _print_false_wakes(summary["false_wakes"])
            print(json.dumps(_headline(summary)), flush=True)
        print(f"[{half.name}] confirming…", file=sys.stderr, flush=True)
        two = {}
        for th in confirmed:
            two[str(th)] = summary = stage_two(measured, th, stage2, chunk_ms)
            half_loads.append(os.getloadavg()[0])
            print(f"\n== [{half.name}] stage 1 at {th} + confirmation", flush=True)
            _print_detection(summary["detection"])
            _print_false_wakes(summary["false_wakes"])
            print("refused true wakes:", summary["refused_wakes"], flush=True)
            print(json.dumps(_headline(summary)), flush=True)
        results[half.name] = {
            "stage1": one,
            "confirmed": two,
            "non_wake_minutes": round(audio_s / 60, 1),
            "talk_minutes": round(talk_s / 60, 1),
            "cpu_share_of_one_core_stage1": round(sum(t.cpu for _k, t in other) / audio_s, 4),
            "chunk_compute_ms_median": round(chunk_ms, 2),
            "load_average_1min_seen": [round(min(half_loads), 2), round(max(half_loads), 2)],
        }
        loads += half_loads
    results["config"] = {
        "confirm_model": recognizer.model_name,
        "window_extra_s": wake_confirm.WINDOW_EXTRA_S,
        "name_probability": wake_confirm.NAME_PROBABILITY,
        "sure_peak": wake_confirm.SURE_PEAK,
        "sure_name_probability": wake_confirm.SURE_NAME_PROBABILITY,
        "segment_before_ms": BEFORE_MS,
        "segment_after_ms": AFTER_MS,
        "wake_tail_ms": WAKE_TAIL_MS,
    }
    results["machine"] = {
        "load_average_1min_seen": [round(min(loads), 2), round(max(loads), 2)],
        "load_average_end": [round(x, 2) for x in os.getloadavg()],
        "cores": os.cpu_count(),
    }
    print(json.dumps(results["machine"]))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1, ensure_ascii=False))


def _floats(text: str) -> tuple[float, ...]:
    return tuple(float(part) for part in text.split(",") if part.strip())


def _heard(confirmation: Confirmation) -> str:
    return f"{confirmation.text!r} (p {confirmation.heard.name_probability:.2g})"


def _latency(scored: Scored, chunk: int, chunk_ms: float) -> float:
    assert scored.clip.end is not None
    return scored.timeline.times[chunk] - scored.clip.end / SAMPLE_RATE + chunk_ms / 1000


def _rates(detection: dict[str, dict[str, list[int]]]) -> dict[str, float]:
    # the headline leaves out "헤이 자비스" (the name said the Korean way), reported apart
    return {
        "detection_clean": _rate(detection["clean"], hangul=False),
        "detection_20db": _rate(detection["20 dB"], hangul=False),
        "detection_15db": _rate(detection["15 dB"], hangul=False),
        "detection_10db": _rate(detection["10 dB"], hangul=False),
        "detection_15db_korean_pronunciation": _rate(detection["15 dB"], hangul=True),
    }


def _per_hour(measured: Measured, false_wakes: dict, prefix: str) -> float:
    seconds = sum(t.seconds for k, t in measured.other if k.startswith(prefix))
    return round(_count(false_wakes, prefix) * 3600 / seconds, 2)


def _count(false_wakes: dict, prefix: str) -> int:
    return sum(v["false_wakes"] for k, v in false_wakes.items() if k.startswith(prefix))


def _headline(summary: dict) -> dict:
    return {
        k: v for k, v in summary.items() if k not in ("detection", "false_wakes", "refused_wakes")
    }


def _print_detection(detection: dict[str, dict[str, list[int]]]) -> None:
    for key, per_voice in detection.items():
        print(
            f"detection {key:>6}: {100 * _rate(per_voice, hangul=False):.1f} % "
            f"(Korean pronunciation {100 * _rate(per_voice, hangul=True):.0f} %)  "
            + "  ".join(f"{n}: {v[0]}/{v[1]}" for n, v in per_voice.items()),
            flush=True,
        )


def _print_false_wakes(false_wakes: dict) -> None:
    for key, value in false_wakes.items():
        print(
            f"false wakes {key:>16}: {value['false_wakes']} in {value['minutes']} min "
            f"{value['clips']}",
            flush=True,
        )


def _stream(clips: Iterable[tuple[str, np.ndarray]]) -> tuple[np.ndarray, list[tuple[float, str]]]:
    """The clips one after another with 0.5 s pauses, and where each starts."""
    pause = np.zeros(int(0.5 * SAMPLE_RATE))
    parts: list[np.ndarray] = []
    starts: list[tuple[float, str]] = []
    at = 0
    for label, clip in clips:
        starts.append((at / SAMPLE_RATE, label))
        parts += [clip, pause]
        at += len(clip) + len(pause)
    return np.concatenate(parts), starts


def _label_at(starts: list[tuple[float, str]], t: float) -> str:
    """The clip playing at `t` (or just before: the detector fires after the word)."""
    label = starts[0][1]
    for start, name in starts:
        if start > t:
            break
        label = name
    return label


def _rate(per_voice: dict[str, list[int]], hangul: bool | None = None) -> float:
    """Share detected; `hangul` True/False: only / without the Korean-pronunciation clips."""
    kept = [v for k, v in per_voice.items() if hangul is None or ("hangul" in k) == hangul]
    total = sum(v[1] for v in kept)
    return round(sum(v[0] for v in kept) / total, 4) if total else float("nan")


def _p95(values: Iterable[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def _ms(seconds: float) -> int:
    return round(1000 * seconds)


def _earcon_s() -> float:
    return len(earcon_pcm()) / 2 / SAMPLE_RATE


if __name__ == "__main__":
    main()
