#!/usr/bin/env python3
"""Whisper's encoder window: the full 30 s against the clip + N s (voice.stt_window_s).

Usage: .venv/bin/python scripts/bench_stt_window.py [--windows full,5,8,10,15] [--runs 1]

Clips, as endpointed utterances (0.3 s of silence before, 0.6 s after, as the VAD's pre-roll
and hangover leave them): English requests and approval replies spoken by piper, Korean ones by
the Kokoro Korean voice (skipped, with a note, when the voice-ko extra is missing), stop phrases
decoded with the stop listener's prompt, and silence and noise. Each speech clip is recognised
with its language given and auto-detected. Clips alternate between a TUNE half (used to choose
the default) and a HELD-OUT half (only reported). Every window runs in the same process on the
same clips, so the ratio against the full window holds under the load printed (2 shared cores).

Columns: median / p90 recognition seconds; ratio of medians against full; pooled WER (English)
and CER (Korean, letters only) against the texts spoken; loops = the loop guard fired or a
phrase repeated back to back that the reference does not repeat; identical = the same words as
the full window in the same mode; noise words = silence/noise clips heard as words; approvals =
the reply classifier's decision on what was heard equals its decision on what was said;
dangerous = heard → allow/always while what was said is not a yes (must be 0); stops = stop
phrases heard as a stop command; lang wrong = auto-detection picked another language.

Every window decodes every language here; the tables after them show what
`voice.stt_window_languages` (--languages, default en) makes of the same runs.
Re-print saved runs with --report FILE (from --json FILE).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import statistics
import sys
import tempfile
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # korean_audio
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")  # never the model hub

from jarvis_voice.config import VoiceSettings
from jarvis_voice.llm.reply_judge import ACTING
from jarvis_voice.voice.classifier import ReplyClassifier
from jarvis_voice.voice.pcm import convert_pcm
from jarvis_voice.voice.stop_listener import stop_command, stop_prompt
from jarvis_voice.voice.stt import Recognizer, Transcript
from jarvis_voice.voice.tts import PiperSynthesizer, Synthesizer
from korean_audio import cer, edit_distance  # tests/korean_audio.py: CER as the tests count it

RATE = 16_000
EN_REQUESTS = (
    "Show me the git status of this folder.",
    "What files are in this folder?",
    "How much free disk space is left on this machine?",
    "Delete the build folder and run the tests again.",
    "What is the weather like in Seoul tomorrow?",
    "Read the last few lines of the log file.",
    "Search the web for the latest Python release.",
    "Please open the project readme, find the section about installation, and summarise "
    "the steps for me in three short sentences so that I can follow them later today.",
)
KO_REQUESTS = (
    "이 폴더에 있는 파일을 보여 줘.",
    "빌드 폴더를 지우고 테스트를 다시 실행해 줘.",
    "내일 서울 날씨 어때?",
    "로그 파일의 마지막 줄을 읽어 줘.",
    "디스크 공간이 얼마나 남았는지 알려 줘.",
    "새 폴더를 만들고 이름을 보고서로 해 줘.",
    "오늘 일정을 정리해서 알려 줄래?",
    "프로젝트 설명서를 열어서 설치 방법을 찾고, 나중에 따라 할 수 있게 짧게 정리해 줘.",
)
EN_REPLIES = (
    "Yes, go ahead.",
    "No, don't.",
    "Always allow that.",
    "Wait a second.",
    "Sure, do it.",
    "No, stop, don't run that.",
    "Yes, always.",
    "Hold on, not yet.",
)
KO_REPLIES = (
    "응 해줘",
    "아니 하지마",
    "항상 허용",
    "잠깐만 기다려.",
    "그래, 해 줘.",
    "아니요, 취소해 주세요.",
    "네 실행해",
    "아니야.",
)
STOPS = (("Stop.", "en"), ("그만", "ko"), ("Be quiet.", "en"), ("멈춰", "ko"))


@dataclass(frozen=True)
class Clip:
    kind: str  # request, reply, stop, noise
    text: str  # what was said ("" for silence and noise)
    language: str | None  # None for silence and noise
    pcm: bytes
    half: str  # tune or held-out


@dataclass(frozen=True)
class Run:
    """One recognition: a clip, a mode (language given or auto), a window, what was heard."""

    half: str
    kind: str
    text: str
    language: str | None
    mode: str
    window: str
    seconds: float
    heard: str
    detected: str
    looped: bool
    has_words: bool


def endpointed(pcm: bytes) -> bytes:
    return b"\x00\x00" * int(0.3 * RATE) + pcm + b"\x00\x00" * int(0.6 * RATE)


def noise_clips() -> list[tuple[str, bytes]]:
    rng = np.random.default_rng(7)

    def pcm(samples: np.ndarray) -> bytes:
        return np.clip(samples, -32768, 32767).astype("<i2").tobytes()

    def brown(seconds: float, level: float) -> np.ndarray:
        walk = np.cumsum(rng.normal(0, 1, int(seconds * RATE)))
        walk -= np.convolve(walk, np.ones(400) / 400, mode="same")  # keep it centred
        return walk / (np.abs(walk).max() or 1) * level

    def clicks(seconds: float) -> np.ndarray:
        out = rng.normal(0, 40, int(seconds * RATE))
        for at in rng.integers(0, out.size - 200, 14):  # short decaying taps
            out[at : at + 200] += 6000 * np.exp(-np.arange(200) / 30) * rng.choice([-1, 1])
        return out

    t = np.arange(int(1.5 * RATE)) / RATE
    return [
        ("silence 0.5 s", pcm(np.zeros(int(0.5 * RATE)))),
        ("silence 2 s", pcm(np.zeros(2 * RATE))),
        ("white noise 1 s, quiet", pcm(rng.normal(0, 300, RATE))),
        ("white noise 2 s, loud", pcm(rng.normal(0, 2500, 2 * RATE))),
        ("brown noise 2 s", pcm(brown(2.0, 4000))),
        ("keyboard clicks 2 s", pcm(clicks(2.0))),
        ("low rumble 1.5 s", pcm(brown(1.5, 1200) + rng.normal(0, 60, int(1.5 * RATE)))),
        (
            "50 Hz hum + hiss 1.5 s",
            pcm(3000 * np.sin(2 * np.pi * 50 * t) + rng.normal(0, 200, t.size)),
        ),
    ]


def synthesize(synth: Synthesizer, text: str, cache: Path) -> bytes:
    """16 kHz int16 PCM of `text`, cached on disk (the Korean voice is slow on 2 cores)."""
    key = hashlib.sha256(f"{type(synth).__name__}\n{text}".encode()).hexdigest()[:16]
    path = cache / f"{key}.pcm"
    if not path.exists():
        path.write_bytes(
            b"".join(convert_pcm(c.pcm, c.sample_rate) for c in synth.synthesize(text))
        )
    return path.read_bytes()


def build_clips(cache: Path) -> list[Clip]:
    piper = PiperSynthesizer()
    korean: Synthesizer | None = None
    try:
        from jarvis_voice.voice.kokoro import KokoroKoreanSynthesizer, korean_voice_installed

        if korean_voice_installed():
            voice = KokoroKoreanSynthesizer()
            voice.load()
            korean = voice
    except Exception as exc:  # the voice-ko extra is optional: English alone still measures
        print(f"Korean voice unavailable ({exc}); English clips only")
    groups: list[list[tuple[str, str, str | None, bytes]]] = [
        [("request", t, "en", synthesize(piper, t, cache)) for t in EN_REQUESTS],
        [("reply", t, "en", synthesize(piper, t, cache)) for t in EN_REPLIES],
        [("noise", name, None, pcm) for name, pcm in noise_clips()],
    ]
    voices: dict[str, Synthesizer] = {"en": piper, **({"ko": korean} if korean else {})}
    groups.append(
        [
            ("stop", t, lang, synthesize(voices[lang], t, cache))
            for t, lang in STOPS
            if lang in voices
        ]
    )
    if korean is not None:
        groups.append([("request", t, "ko", synthesize(korean, t, cache)) for t in KO_REQUESTS])
        groups.append([("reply", t, "ko", synthesize(korean, t, cache)) for t in KO_REPLIES])
    clips = []
    for group in groups:
        for index, (kind, text, language, pcm) in enumerate(group):
            clips.append(
                Clip(
                    kind,
                    "" if kind == "noise" else text,
                    language,
                    endpointed(pcm) if kind != "noise" else pcm,
                    "tune" if index % 2 == 0 else "held-out",
                )
            )
    return clips


def words(text: str) -> list[str]:
    return re.sub(r"[^\w\s]|_", " ", text.lower()).split()


def repeats(text: str) -> bool:
    """A phrase of 1–4 words said twice back to back ("No, don't No, don't")."""
    w = words(text)
    return any(
        w[i : i + n] == w[i + n : i + 2 * n] for n in range(1, 5) for i in range(len(w) - 2 * n + 1)
    )


def looped_run(run: Run) -> bool:
    return run.looped or (repeats(run.heard) and not repeats(run.text))


KEYWORDS = ReplyClassifier(None)


def decision(text: str) -> str:
    return str(KEYWORDS.classify(text).decision)


def recognise(recognizer: Recognizer, clip: Clip, mode: str) -> Transcript:
    language = clip.language if mode == "given" else None
    if clip.kind == "noise" and mode == "given":
        language = "en"  # an approval reply asked in English: no detection
    prompt = stop_prompt(language) if clip.kind == "stop" else None
    return recognizer.transcribe(clip.pcm, language, prompt)


def percentile(values: list[float], q: float) -> float:
    return float(np.percentile(values, q)) if values else float("nan")


def report(windows: list[str], runs: list[Run], half: str) -> None:
    mine = [r for r in runs if r.half == half]
    full = [r for r in mine if r.window == "full"]
    full_words = {(r.text, r.kind, r.mode): words(r.heard) for r in full}
    full_median = statistics.median(r.seconds for r in full)
    speech_auto = sum(r.kind != "noise" and r.mode == "auto" for r in full)
    print(f"\n{half.upper()} half: {len(full) // 2} clips × 2 modes = {len(full)} runs per window")
    print(
        f"{'window':<6} {'median':>6} {'p90':>5} {'ratio':>5} {'EN WER':>6} "
        f"{'KO CER given/auto':>17} {'loops':>5} {'identical':>9} {'noise words':>11} "
        f"{'approvals':>9} {'danger':>6} {'stops':>5} {'lang wrong':>10}"
    )
    for window in windows:
        these = [r for r in mine if r.window == window]
        seconds = [r.seconds for r in these]
        en = [0, 0]
        ko = {"given": [0, 0], "auto": [0, 0]}
        loops = identical = noise_words = noise_n = approvals = replies = 0
        dangerous = stops = stop_n = lang_wrong = 0
        for run in these:
            loops += looped_run(run)
            identical += words(run.heard) == full_words[(run.text, run.kind, run.mode)]
            if run.kind == "noise":
                noise_n += 1
                noise_words += run.has_words
            elif run.language == "en":
                en[0] += edit_distance(words(run.text), words(run.heard))
                en[1] += len(words(run.text))
            else:
                character_edits, characters = cer(run.text, run.heard)
                ko[run.mode][0] += character_edits
                ko[run.mode][1] += characters
            said = decision(run.text)
            heard = decision(run.heard)
            dangerous += heard in ACTING and said not in ACTING
            if run.kind == "reply":
                replies += 1
                approvals += heard == said
            if run.kind == "stop":
                stop_n += 1
                stops += stop_command(run.heard) is not None
            if run.mode == "auto" and run.language and run.detected != run.language:
                lang_wrong += 1

        def rate(pair: list[int]) -> str:
            return f"{pair[0] / pair[1]:.3f}" if pair[1] else "—"

        median = statistics.median(seconds)
        print(
            f"{window:<6} {median:6.2f} {percentile(seconds, 90):5.2f} {median / full_median:5.2f} "
            f"{rate(en):>6} {rate(ko['given']) + ' / ' + rate(ko['auto']):>17} {loops:>5} "
            f"{identical:>4}/{len(these):<4} {noise_words:>5}/{noise_n:<5} "
            f"{approvals:>4}/{replies:<4} {dangerous:>6} {stops:>2}/{stop_n:<2} "
            f"{lang_wrong:>4}/{speech_auto:<5}"
        )


def show(windows: list[str], runs: list[Run], languages: str) -> None:
    for half in ("tune", "held-out"):
        report(windows, runs, half)
    if languages:
        names, derived = gated(runs, languages.split(","))
        print(f"\nShort window only for {languages} (voice.stt_window_languages):")
        for half in ("tune", "held-out"):
            report(["full", *names], [r for r in runs if r.window == "full"] + derived, half)


def gated(runs: list[Run], languages: list[str]) -> tuple[list[str], list[Run]]:
    """What `voice.stt_window_languages` makes of each window, from the runs already made:
    a clip whose language (given, or detected on the short window) is not in `languages` is
    decoded the full-window way. Its seconds then are the full run's, plus — when it was
    detected — the whole short run (an upper bound: the product stops after detection)."""
    full = {(r.half, r.kind, r.text, r.mode): r for r in runs if r.window == "full"}
    windows, derived = [], []
    for run in runs:
        if run.window == "full":
            continue
        name = f"{run.window} {'+'.join(languages)}"
        if name not in windows:
            windows.append(name)
        language = run.detected if run.mode == "auto" else (run.language or "en")
        if language in languages:
            derived.append(replace(run, window=name))
            continue
        base = full[(run.half, run.kind, run.text, run.mode)]
        extra = run.seconds if run.mode == "auto" else 0.0
        derived.append(replace(base, window=name, seconds=base.seconds + extra))
    return windows, derived


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--windows", default="full,5,8,10,15")
    parser.add_argument("--model", default="base")
    parser.add_argument(
        "--cache", type=Path, default=Path(tempfile.gettempdir()) / "bench_stt_window"
    )
    parser.add_argument("--verbose", action="store_true", help="print every transcript")
    parser.add_argument("--json", type=Path, help="save every run here")
    parser.add_argument(
        "--languages", default="en", help="also show the window used only for these languages"
    )
    parser.add_argument("--report", type=Path, help="only print the tables of a saved --json")
    args = parser.parse_args()
    if args.report:
        saved = json.loads(args.report.read_text())
        saved_runs = [Run(**r) for r in saved["runs"]]
        show(list(dict.fromkeys(r.window for r in saved_runs)), saved_runs, args.languages)
        print(
            f"\nload average before / after (1 min): {saved['load'][0][0]:.2f} / "
            f"{saved['load'][1][0]:.2f}"
        )
        return
    windows = args.windows.split(",")
    if windows[0] != "full":
        windows.insert(0, "full")
    args.cache.mkdir(parents=True, exist_ok=True)
    load_before = os.getloadavg()
    clips = build_clips(args.cache)
    recognizers = {
        w: Recognizer(
            VoiceSettings(
                stt_window_s=w if w == "full" else float(w),
                stt_window_languages=None,  # every language over the window: gated() derives
            ),
            model=args.model,
        )
        for w in windows
    }
    recognizers["full"].load()
    warm = endpointed(b"\x00\x00" * RATE)
    for recognizer in recognizers.values():  # first call per window shape allocates
        recognizer.transcribe(warm, "en")
    runs: list[Run] = []
    print(
        f"load average {load_before[0]:.2f} / {load_before[1]:.2f} (1 / 5 min) "
        f"on {os.cpu_count()} cores; whisper {args.model}; {len(clips)} clips"
    )
    for n, clip in enumerate(clips):
        for mode in ("given", "auto"):
            # rotate the order so no window always runs first after a clip change
            order = windows[n % len(windows) :] + windows[: n % len(windows)]
            for window in order:
                t = recognise(recognizers[window], clip, mode)
                run = Run(
                    clip.half, clip.kind, clip.text, clip.language, mode, window,
                    t.seconds, t.text, t.language, t.looped, t.has_words,
                )  # fmt: skip
                runs.append(run)
                if args.verbose:
                    print(
                        f"  {clip.half:<8} {clip.kind:<7} {mode:<5} {window:>4} "
                        f"{t.seconds:5.2f}s {t.language} {clip.text!r} → "
                        f"{t.text!r}{' LOOPED' if t.looped else ''}",
                        flush=True,
                    )
    load_after = os.getloadavg()
    if args.json:
        args.json.write_text(
            json.dumps(
                {"load": [load_before, load_after], "runs": [asdict(r) for r in runs]},
                ensure_ascii=False,
                indent=1,
            )
        )
    show(windows, runs, args.languages)
    print(f"\nload average after: {load_after[0]:.2f} / {load_after[1]:.2f} (1 / 5 min)")


if __name__ == "__main__":
    main()
