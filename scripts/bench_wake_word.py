#!/usr/bin/env python3
"""Measure the wake word (issue 15): openWakeWord 0.4.0 "hey jarvis" as jarvis runs it
(`WakeWordDetector`, fed 30 ms frames, default threshold 0.5).

Wake clips: "Hey Jarvis" alone and followed by a request, in several voices — piper (joe, three
speeds), espeak-ng (en-us, two speeds) and the Korean-capable Kokoro voice saying "헤이 자비스"
(two speeds; when installed) — clean and with room noise (pink noise + mains hum + clatter)
mixed in at 20, 15 and 10 dB SNR. Non-wake audio: ordinary talk in English and Korean (piper,
espeak-ng, Kokoro), similar names ("Hey Marvin", "Hey Travis", "Harvest"...), and music-like
noise (chords, melodies, drums), clean and with room noise at 15 dB.

Numbers: detection rate per condition; false wakes per hour of non-wake audio (per kind);
latency from the end of "Jarvis" to listening — the detector's verdict in audio time plus the
compute time of the frame that completed it (after that the endpointer takes every following
frame: nothing is lost); the earcon path (no voice follows) adds SAME_BREATH_MS and the earcon;
CPU share of one core = process CPU time while feeding / audio seconds (single thread).
Every threshold from 0.3 to 0.7 is judged on the same score timelines. The headline detection
leaves out "헤이 자비스" (the name said the Korean way, which the model does not know; reported
apart); false wakes per hour are over ordinary talk (English + Korean), similar names and music
reported apart. The machine's load average is printed with the numbers.

Usage: .venv/bin/python scripts/bench_wake_word.py [--json out.json] [--quick]
(synthesised clips are cached in ~/.cache/jarvis-bench-wake; the last full run's output is
scripts/data/bench_wake_word.json)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import sys
import time
from collections.abc import Iterable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jarvis_voice.voice.audio import FRAME_BYTES, SAMPLE_RATE
from jarvis_voice.voice.local_io import SAME_BREATH_MS
from jarvis_voice.voice.pcm import convert_pcm
from jarvis_voice.voice.tts import EspeakSynthesizer, PiperSynthesizer, Synthesizer
from jarvis_voice.voice.wake_word import WakeWordDetector, earcon_pcm

REQUESTS = [
    "what time is it?",
    "open my notes.",
    "turn off the music.",
    "how much disk space is left?",
]
KOREAN_REQUESTS = ["지금 몇 시야?", "메모 열어 줘."]
ENGLISH_TALK = [
    "Good morning, everyone. Let's start the meeting with a quick round of updates.",
    "I think the train leaves at half past six, so we should hurry.",
    "Could you pass me the salt and the pepper, please?",
    "The quarterly numbers look better than we expected, especially in Europe.",
    "My sister is visiting next weekend and we are going hiking in the mountains.",
    "Remember to water the plants before you leave for the airport.",
    "This recipe needs two cups of flour, one egg and a little bit of milk.",
    "He said the printer on the third floor is broken again.",
    "We watched a documentary about deep sea creatures last night.",
    "The kids want pizza for dinner, but I would rather cook pasta.",
    "Please send me the report by Friday afternoon at the latest.",
    "It has been raining all week and the garden is completely flooded.",
    "Are you coming to the concert on Saturday or do you have other plans?",
    "The new software update fixed the battery problem on my phone.",
    "I can't find my keys anywhere. Have you seen them on the table?",
    "Our team won the match in the last minute with a beautiful goal.",
    "Let me check my calendar and get back to you tomorrow morning.",
    "The museum is closed on Mondays, so let's go on Tuesday instead.",
    "She has been learning to play the violin for almost three years.",
    "Turn left at the next traffic light and then keep going straight.",
    "Yes, go ahead and delete the old files from the server.",
    "Can you read me the latest news about the elections?",
    "The coffee machine in the kitchen makes a terrible noise.",
    "I would like to book a table for four people at eight o'clock.",
    "Harvey and Jenny are moving to a bigger apartment downtown.",
    "The service was slow, but the food was really very good.",
    "What do you think about painting the living room light blue?",
    "We need to buy milk, bread, apples and some cheese.",
    "The flight was delayed by two hours because of the storm.",
    "Honestly, I have no idea what he was talking about.",
]
KOREAN_TALK = [
    "오늘 회의는 세 시에 시작합니다.",
    "내일 비가 온다고 하니까 우산 챙겨.",
    "점심은 김치찌개 먹을까?",
    "이번 주말에 부모님 댁에 가기로 했어.",
    "파일을 모두 지워 줘.",
    "응, 해 줘.",
    "자비에게 내일 회의가 있다고 전해 줘.",
    "지하철이 또 늦게 와서 지각했어요.",
    "이 책은 정말 재미있어서 밤새 읽었어.",
    "커피 한 잔 더 마실래요?",
]
SIMILAR = [
    "Hey Marvin.",
    "Hey Marvin, turn on the lights please.",
    "Hey Travis, are you coming?",
    "Hey Charles, what's up?",
    "Harvest season is almost here.",
    "Hey Jenny, look at this.",
    "Hey Mavis, good to see you.",
    "Jersey is a small island.",
    "Service, please.",
    "Hey there, how are you?",
    "Carvings and statues.",
    "Hey Siri, set a timer.",
    "Alexa, play some music.",
    "Okay Google, what's the weather?",
    "Hey Jarbo, over here.",
    "Davis and Jarrett went home.",
]


CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "jarvis-bench-wake"


def pcm_of(voice: Synthesizer, text: str) -> np.ndarray:
    """Synthesised once per voice and text, then read from the cache (Kokoro is slow)."""
    key = hashlib.sha256(f"{_voice_key(voice)}|{text}".encode()).hexdigest()[:24]
    path = CACHE / f"{key}.pcm"
    if path.is_file():
        pcm = path.read_bytes()
    else:
        pcm = b"".join(convert_pcm(c.pcm, c.sample_rate) for c in voice.synthesize(text))
        CACHE.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pcm)
    return np.frombuffer(pcm, dtype="<i2").astype(np.float64)


def _voice_key(voice: Synthesizer) -> str:
    settings = {k: v for k, v in vars(voice).items() if isinstance(v, str | int | float)}
    return f"{type(voice).__name__}{sorted(settings.items())}"


def speech_end(samples: np.ndarray) -> int:
    """The last sample of speech: the end of the last 10 ms window above 2 % of the peak."""
    window = 160
    rms = [np.sqrt(np.mean(samples[i : i + window] ** 2)) for i in range(0, len(samples), window)]
    loud = [i for i, r in enumerate(rms) if r > 0.02 * max(rms)]
    return (loud[-1] + 1) * window if loud else len(samples)


def room_noise(seconds: float, rng: np.random.Generator) -> np.ndarray:
    """Pink noise, a 50 Hz hum with harmonics and an occasional clatter: a room, not hiss."""
    n = int(seconds * SAMPLE_RATE)
    spectrum = np.fft.rfft(rng.normal(size=n))
    freqs = np.fft.rfftfreq(n, 1 / SAMPLE_RATE)
    spectrum[1:] /= np.sqrt(freqs[1:])
    spectrum[0] = 0
    pink = np.fft.irfft(spectrum, n)
    pink /= np.std(pink)
    t = np.arange(n) / SAMPLE_RATE
    hum = 0.3 * (np.sin(2 * np.pi * 50 * t) + 0.5 * np.sin(2 * np.pi * 150 * t))
    clatter = np.zeros(n)
    for start in rng.integers(0, max(1, n - 800), size=max(1, int(seconds / 2))):
        clatter[start : start + 800] += rng.normal(0, 2.0, 800) * np.exp(-np.arange(800) / 150)
    return pink + hum + clatter


def music(seconds: float, rng: np.random.Generator) -> np.ndarray:
    """Music-like sound: chords with harmonics, a melody, a kick and a hi-hat, at 100-130 bpm."""
    n = int(seconds * SAMPLE_RATE)
    t = np.arange(n) / SAMPLE_RATE
    out = np.zeros(n)
    beat = 60 / rng.uniform(100, 130)
    root = 110 * 2 ** (rng.integers(0, 12) / 12)
    for bar in range(int(seconds / (4 * beat)) + 1):
        chord = root * 2 ** (np.array([0, 4, 7]) / 12) * 2 ** (rng.choice([0, 5, 7, 9]) / 12)
        lo, hi = int(bar * 4 * beat * SAMPLE_RATE), int((bar + 1) * 4 * beat * SAMPLE_RATE)
        seg = t[lo:hi]
        for f in chord:
            for h, a in ((1, 1.0), (2, 0.4), (3, 0.2)):
                out[lo:hi] += a * 0.3 * np.sin(2 * np.pi * f * h * seg)
        for step in range(8):  # melody eighth notes
            s = lo + int(step * beat / 2 * SAMPLE_RATE)
            e = min(hi, n, s + int(beat / 2 * SAMPLE_RATE))
            if s >= e:
                break
            f = root * 4 * 2 ** (rng.choice([0, 2, 4, 7, 9, 12]) / 12)
            env = np.exp(-np.arange(e - s) / (0.15 * SAMPLE_RATE))
            out[s:e] += 0.5 * np.sin(2 * np.pi * f * t[s:e]) * env
        for step in range(4):  # kick and hi-hat
            s = min(n, lo + int(step * beat * SAMPLE_RATE))
            k = min(n, s + 2400)
            out[s:k] += np.sin(2 * np.pi * 60 * t[: k - s]) * np.exp(-np.arange(k - s) / 600)
            h = min(n, s + int(beat / 2 * SAMPLE_RATE))
            out[h : h + 400] += rng.normal(0, 0.3, len(out[h : h + 400]))
    return out


def mix(speech: np.ndarray, noise: np.ndarray, snr_db: float | None) -> np.ndarray:
    if snr_db is None:
        return speech
    voiced = speech[np.abs(speech) > 0.02 * np.abs(speech).max()]
    p_speech = np.mean(voiced**2) if voiced.size else np.mean(speech**2)
    gain = np.sqrt(p_speech / (np.mean(noise**2) * 10 ** (snr_db / 10)))
    return speech + gain * noise[: len(speech)]


def to_frames(samples: np.ndarray) -> list[bytes]:
    pcm = np.clip(samples, -32768, 32767).astype("<i2").tobytes()
    pcm += bytes(-len(pcm) % FRAME_BYTES)
    return [pcm[i : i + FRAME_BYTES] for i in range(0, len(pcm), FRAME_BYTES)]


class Timeline:
    """One clip's scores, chunk by chunk (the detector set never to fire, so its state is the
    same as when listening): any threshold can be judged on it afterwards."""

    def __init__(self, detector: WakeWordDetector, samples: np.ndarray) -> None:
        detector.reset()
        self.times: list[float] = []  # audio time at the end of each scored chunk
        self.scores: list[float] = []
        self.chunk_wall: list[float] = []  # compute time of the frame that completed a chunk
        cpu = time.process_time()
        for index, frame in enumerate(to_frames(samples)):
            started = time.perf_counter()
            before = detector.chunks
            detector.feed(frame)
            if detector.chunks > before:
                self.chunk_wall.append(time.perf_counter() - started)
                self.times.append((index + 1) * FRAME_BYTES / 2 / SAMPLE_RATE)
                self.scores.append(detector.last_score)
        self.cpu = time.process_time() - cpu
        self.seconds = len(samples) / SAMPLE_RATE

    def wakes(self, threshold: float, refractory_s: float = 1.5) -> list[float]:
        """When jarvis would wake: a crossing, then nothing for `refractory_s` (the detector
        flushes its context after firing)."""
        fired: list[float] = []
        for at, score in zip(self.times, self.scores, strict=True):
            if score >= threshold and (not fired or at - fired[-1] >= refractory_s):
                fired.append(at)
        return fired


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", type=Path)
    parser.add_argument("--quick", action="store_true", help="fewer clips (a smoke run)")
    args = parser.parse_args()
    rng = np.random.default_rng(15)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")

    voices: list[tuple[str, Synthesizer]] = [
        (f"piper x{scale}", PiperSynthesizer(length_scale=scale)) for scale in (0.8, 1.0, 1.3)
    ]
    voices += [
        (f"espeak {wpm}wpm", EspeakSynthesizer("en-us", speed_wpm=wpm)) for wpm in (150, 200)
    ]
    korean: list[tuple[str, Synthesizer]] = []
    try:
        from jarvis_voice.voice.kokoro import KokoroKoreanSynthesizer, korean_voice_installed

        if korean_voice_installed():
            korean = [
                (f"kokoro x{speed}", KokoroKoreanSynthesizer(speed=speed, progress=sys.stderr))
                for speed in (0.9, 1.1)
            ]
    except ImportError:
        pass
    requests = REQUESTS[:2] if args.quick else REQUESTS

    print("synthesising…", file=sys.stderr, flush=True)
    gap = int(0.2 * SAMPLE_RATE)
    lead = np.zeros(int(0.8 * SAMPLE_RATE))
    tail = np.zeros(int(1.0 * SAMPLE_RATE))
    # (voice, clip, wake end sample or None)
    wake: list[tuple[str, np.ndarray, int | None]] = []
    for name, voice in voices:
        hey = pcm_of(voice, "Hey Jarvis.")
        hey = hey[: speech_end(hey)]
        wake.append((name, np.concatenate([lead, hey, tail]), len(lead) + len(hey)))
        for request in requests:
            said = pcm_of(voice, request)
            clip = np.concatenate([lead, hey, np.zeros(gap), said, tail])
            wake.append((name, clip, len(lead) + len(hey)))
            natural = pcm_of(voice, f"Hey Jarvis, {request}")  # one breath: no known end
            wake.append((name, np.concatenate([lead, natural, tail]), None))
    for name, voice in korean:
        # the name in Latin letters goes through espeak's English phonemes in the Korean voice;
        # in Hangul it is said the Korean way ("헤이 자비스": jabiseu)
        for label, phrase in ((name, "Hey Jarvis."), (f"{name} hangul", "헤이 자비스.")):
            hey = pcm_of(voice, phrase)
            hey = hey[: speech_end(hey)]
            wake.append((label, np.concatenate([lead, hey, tail]), len(lead) + len(hey)))
            for request in KOREAN_REQUESTS[: 1 if args.quick else 2]:
                said = pcm_of(voice, request)
                clip = np.concatenate([lead, hey, np.zeros(gap), said, tail])
                wake.append((label, clip, len(lead) + len(hey)))

    # kind → [(what it is, audio)]
    talk: dict[str, list[tuple[str, np.ndarray]]] = {
        "talk-en": [],
        "talk-ko": [],
        "names": [],
        "music": [],
    }
    english = ENGLISH_TALK[:8] if args.quick else ENGLISH_TALK
    for name, voice in voices:
        if name.startswith("espeak") and args.quick:
            continue
        talk["talk-en"] += [(f"{name}: {text}", pcm_of(voice, text)) for text in english]
        talk["names"] += [(f"{name}: {text}", pcm_of(voice, text)) for text in SIMILAR]
    for _name, voice in korean[:1]:
        talk["talk-ko"] += [
            (f"{_name}: {text}", pcm_of(voice, text))
            for text in KOREAN_TALK[: 3 if args.quick else 10]
        ]
    espeak_ko = EspeakSynthesizer("ko")
    talk["talk-ko"] += [(f"espeak ko: {text}", pcm_of(espeak_ko, text)) for text in KOREAN_TALK]
    talk["music"] = [(f"music {i}", music(60.0, rng)) for i in range(2 if args.quick else 6)]

    detector = WakeWordDetector("hey_jarvis", 1.01)  # scores only (Timeline)
    results: dict[str, object] = {"thresholds": {}}

    print("wake clips…", file=sys.stderr, flush=True)
    conditions: list[float | None] = [None, 20.0, 15.0, 10.0]
    timelines: list[tuple[str, str, Timeline, int | None]] = []  # (snr, voice, scores, end)
    for snr in conditions:
        key = "clean" if snr is None else f"{snr:.0f} dB"
        for name, clip, end in wake:
            samples = mix(clip, room_noise(len(clip) / SAMPLE_RATE, rng), snr)
            timelines.append((key, name, Timeline(detector, samples), end))

    print("non-wake audio…", file=sys.stderr, flush=True)
    other: list[tuple[str, Timeline]] = []
    labels: dict[str, list[tuple[float, str]]] = {}  # kind → (start s, clip label)
    for kind, clips in talk.items():
        for snr in (None, 15.0):
            stream, labels[kind] = _stream(clips)
            if snr is not None:
                stream = mix(stream, room_noise(len(stream) / SAMPLE_RATE, rng), snr)
            other.append(
                (f"{kind} {'clean' if snr is None else '15 dB'}", Timeline(detector, stream))
            )
    audio_s = sum(t.seconds for _k, t in other)
    cpu_share = sum(t.cpu for _k, t in other) / audio_s
    chunk_ms = 1000 * statistics.median(w for _k, t in other for w in t.chunk_wall)
    talk_s = sum(t.seconds for k, t in other if k.startswith("talk"))  # ordinary talk, en + ko

    summaries = {}
    for threshold in (0.3, 0.4, 0.5, 0.6, 0.7):
        print(f"\n== threshold {threshold}", flush=True)
        detection: dict[str, dict[str, list[int]]] = {}
        latencies: list[float] = []
        for key, name, timeline, end in timelines:
            hits = [
                t for t in timeline.wakes(threshold) if end is None or t >= end / SAMPLE_RATE - 0.3
            ]
            counts = detection.setdefault(key, {}).setdefault(name, [0, 0])
            counts[0] += bool(hits)
            counts[1] += 1
            if hits and end is not None and key in ("clean", "15 dB"):
                latencies.append(hits[0] - end / SAMPLE_RATE + chunk_ms / 1000)
        for key, per_voice in detection.items():
            print(
                f"detection {key:>6}: {100 * _rate(per_voice, hangul=False):.1f} % "
                f"(Korean pronunciation {100 * _rate(per_voice, hangul=True):.0f} %)  "
                + "  ".join(f"{n}: {v[0]}/{v[1]}" for n, v in per_voice.items()),
                flush=True,
            )
        false_wakes = {}
        for key, timeline in other:
            when = timeline.wakes(threshold)
            fired = len(when)
            clips = [_label_at(labels[key.split()[0]], t) for t in when]
            false_wakes[key] = {
                "minutes": round(timeline.seconds / 60, 1),
                "false_wakes": fired,
                "clips": clips,
            }
            print(
                f"false wakes {key:>16}: {fired} in {timeline.seconds / 60:.1f} min {clips}",
                flush=True,
            )
        talk_fired = sum(v["false_wakes"] for k, v in false_wakes.items() if k.startswith("talk"))
        names_fired = sum(v["false_wakes"] for k, v in false_wakes.items() if k.startswith("names"))
        median = statistics.median(latencies) if latencies else float("nan")
        summary = {
            # the headline leaves out "헤이 자비스" (the name said the Korean way), reported apart
            "detection_clean": _rate(detection["clean"], hangul=False),
            "detection_20db": _rate(detection["20 dB"], hangul=False),
            "detection_15db": _rate(detection["15 dB"], hangul=False),
            "detection_10db": _rate(detection["10 dB"], hangul=False),
            "detection_15db_korean_pronunciation": _rate(detection["15 dB"], hangul=True),
            "false_wakes_total": sum(v["false_wakes"] for v in false_wakes.values()),
            "false_wakes_per_hour_talk": round(talk_fired * 3600 / talk_s, 2),
            "false_wakes_similar_names": names_fired,
            "latency_ms_median": round(1000 * median),
            "latency_ms_p95": round(1000 * _p95(latencies)) if latencies else None,
            "earcon_path_ms_median": round(1000 * median + SAME_BREATH_MS + 1000 * _earcon_s()),
        }
        print(json.dumps(summary), flush=True)
        summaries[str(threshold)] = {
            **summary,
            "detection": detection,
            "false_wakes": false_wakes,
        }
    results["thresholds"] = summaries
    results["machine"] = {
        "non_wake_minutes": round(audio_s / 60, 1),
        "talk_minutes": round(talk_s / 60, 1),
        "cpu_share_of_one_core": round(cpu_share, 4),
        "chunk_compute_ms_median": round(chunk_ms, 2),
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "cores": os.cpu_count(),
    }
    print(json.dumps(results["machine"]))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1, ensure_ascii=False))


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


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def _earcon_s() -> float:
    return len(earcon_pcm()) / 2 / SAMPLE_RATE


if __name__ == "__main__":
    main()
