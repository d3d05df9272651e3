#!/usr/bin/env python3
"""A spoken conversation, measured end to end as a person has it, on the product's defaults.

Usage: .venv/bin/python scripts/bench_conversation.py [--rounds 2] [--json out.json]

`jarvis voice run --hands-free --no-web` runs as a real process on the embedded default model,
the default recogniser and voices, over PulseAudio virtual devices (a `mic` null sink whose
monitor is the default source, a `speaker` null sink recorded through its monitor — the same
path a desktop has; needs Debian's pulseaudio + pulseaudio-utils). Each round says, with
piper (English) and Kokoro (Korean) voices made here:

1. "Hello! Who are you?"            — a tool-free answer: end of speech → first answer audio
2. "안녕하세요, 당신은 누구예요?"     — the same in Korean
3. "Please create a file named spoken.txt." (apple.txt, banana.txt … in later rounds)
                                    → the spoken question → "Yes, go ahead."
                                    — end of the spoken yes → the file exists (the tool ran),
                                      and → first audio of the answer

Targets (issue 12): tool-free request → first audio < 2.5 s; spoken yes → tool starts < 1.0 s.
The machine's load average is printed with the numbers; nothing else should run meanwhile.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import virtual_audio  # noqa: E402  (tests/virtual_audio.py: the PulseAudio devices)

from jarvis_voice.voice.pcm import convert_pcm, save_wav_pcm16  # noqa: E402

PAD_S = 0.6
LAST_LINES: list[str] = []  # the assistant's output, shown when a conversation stops
FILE_NAMES = ("spoken", "apple", "banana", "cherry", "lemon", "orange", "melon", "grape")
QUIET_S = 2.5  # the assistant has finished speaking (Kokoro pauses between sentences)
RATE = 16_000


def write_wav(path: Path, pcm: bytes) -> Path:
    return save_wav_pcm16(path, pcm, PAD_S)


def english(path: Path, text: str) -> Path:
    from jarvis_voice.voice.tts import PiperSynthesizer

    chunks = PiperSynthesizer().synthesize(text)
    return write_wav(path, b"".join(convert_pcm(c.pcm, c.sample_rate) for c in chunks))


def korean(path: Path, text: str) -> Path:
    from jarvis_voice.voice.kokoro import KokoroKoreanSynthesizer

    chunks = KokoroKoreanSynthesizer().synthesize(text)
    return write_wav(path, b"".join(convert_pcm(c.pcm, c.sample_rate) for c in chunks))


class Jarvis:
    """The assistant as a process; its output lines are collected by a reader thread."""

    def __init__(self, devices: virtual_audio.VirtualAudio, workdir: Path, home: Path, n: int):
        env = {k: v for k, v in devices.env.items() if not k.startswith("JARVIS_")}
        # The devices' env points HOME at the PulseAudio runtime folder; the assistant keeps the
        # real one, where its joined models and saved prompt prefix are cached (a user's second
        # start, not a first install).
        env.update(
            HOME=os.environ.get("HOME", str(home)),
            PULSE_SERVER=f"unix:{devices.env['XDG_RUNTIME_DIR']}/pulse/native",
            JARVIS_HOME=str(home),
            JARVIS_TOOLS__WORKDIR=str(workdir),
            JARVIS_PLUGIN__WATCH_FILES="false",
            # every request here is a turn: the wake word's own cost is in bench_wake_word.py
            JARVIS_VOICE__WAKE_WORD="off",
            HF_HUB_OFFLINE="1",
        )
        self.process = subprocess.Popen(
            [sys.executable, "-u", "-m", "jarvis_voice.cli.main", "voice", "run", "--hands-free",
             "--no-web", "--max-requests", str(n)],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )  # fmt: skip
        self.lines: list[str] = LAST_LINES
        self.times: list[float] = []  # when each line was printed (monotonic)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.times.append(time.monotonic())
            self.lines.append(line.rstrip("\n"))

    def heard_after(self, moment: float) -> float | None:
        """When the first `you (heard)>` line after `moment` was printed (recognition done)."""
        for at, line in zip(self.times, self.lines, strict=False):
            if at > moment and "(heard)>" in line:
                return at
        return None

    def answers(self) -> int:
        return sum(line.startswith("jarvis>") for line in self.lines)

    def wait_answered(self, count: int, timeout: float = 180) -> None:
        """Until the turn's answer has been spoken (the line is printed after the speech)."""
        deadline = time.monotonic() + timeout
        while self.answers() < count:
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise TimeoutError("no answer:\n" + "\n".join(self.lines[-15:]))
            time.sleep(0.05)
        time.sleep(0.7)  # the gate reopens after the echo tail

    def wait_for(self, text: str, timeout: float, after: int = 0) -> int:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for i, line in enumerate(self.lines[after:], after):
                if text in line:
                    return i
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        raise TimeoutError(f"never printed {text!r}:\n" + "\n".join(self.lines[-20:]))


def wait_for_file(folder: Path, timeout: float) -> float | None:
    """When a file appeared in `folder` (the recogniser may write "Spoken.txt")."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if any(folder.iterdir()):
            return time.monotonic()
        time.sleep(0.01)
    return None


def first_audio_after(tap: virtual_audio.SpeakerTap, moment: float, timeout: float) -> float:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        spoken = tap.spoke_after(moment)
        if spoken:
            return spoken[0][0]
        time.sleep(0.02)
    raise TimeoutError("the assistant did not answer aloud")


def spoken_end(tap: virtual_audio.SpeakerTap, jarvis: Jarvis, after: float) -> float:
    try:
        return tap.wait_for_speech_end(after=after, quiet_s=QUIET_S, timeout=120)
    except TimeoutError:
        raise TimeoutError("the assistant did not speak") from None


def run(rounds: int, scratch: Path) -> dict[str, Any]:
    clips = scratch / "clips"
    clips.mkdir()
    hello = english(clips / "hello.wav", "Hello! Who are you?")
    annyeong = korean(clips / "annyeong.wav", "안녕하세요, 당신은 누구예요?")
    # a new file each round: asked again for "spoken.txt", the model answered from the history
    # that it had made it (no tool, no question), so round 2 never asked
    makes = [english(clips / f"make-{n}.wav", f"Please create a file named {name}.txt.")
             for n, name in enumerate(FILE_NAMES[:rounds])]  # fmt: skip
    yes = english(clips / "yes.wav", "Yes, go ahead.")
    results: dict[str, list[float]] = {"en_first_audio": [], "ko_first_audio": [],
                                       "en_recognised": [], "ko_recognised": [],
                                       "yes_to_tool": [], "yes_to_first_audio": []}  # fmt: skip
    heard: list[str] = []
    runtime = scratch / "pulse"
    runtime.mkdir()
    with virtual_audio.virtual_audio(runtime) as devices, devices.tap() as speaker:
        workdir, home = scratch / "work", scratch / "home"
        workdir.mkdir()
        home.mkdir()
        started = time.monotonic()
        jarvis = Jarvis(devices, workdir, home, 3 * rounds)
        jarvis.wait_for("jarvis is listening.", 300)
        print(f"ready to listen after {time.monotonic() - started:.1f} s", flush=True)
        time.sleep(0.5)
        for round_ in range(rounds):
            for clip, lang in ((hello, "en"), (annyeong, "ko")):
                answered = jarvis.answers()
                ended = devices.play(clip) - PAD_S
                first = first_audio_after(speaker, ended, 120)
                results[f"{lang}_first_audio"].append(first - ended)
                recognised = jarvis.heard_after(ended)
                results[f"{lang}_recognised"].append(
                    recognised - ended if recognised is not None else float("nan")
                )
                jarvis.wait_answered(answered + 1)
            for made in workdir.iterdir():
                made.unlink()
            answered = jarvis.answers()
            ended = devices.play(makes[round_]) - PAD_S
            question_end = spoken_end(speaker, jarvis, ended)
            time.sleep(0.3)
            yes_end = devices.play(yes) - PAD_S
            ran = wait_for_file(workdir, 60)
            results["yes_to_tool"].append(ran - yes_end if ran is not None else float("nan"))
            first = first_audio_after(speaker, max(yes_end, question_end + 0.2), 120)
            results["yes_to_first_audio"].append(first - yes_end)
            jarvis.wait_answered(answered + 1)
            print(f"round {round_ + 1}: " + ", ".join(
                f"{k} {v[-1]:.2f} s" for k, v in results.items()), flush=True)  # fmt: skip
        jarvis.process.wait(120)
        heard = list(jarvis.lines)
    return {"results": results, "transcript": heard}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2, choices=range(1, len(FILE_NAMES) + 1))
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if not virtual_audio.available():
        print("needs Debian's pulseaudio and pulseaudio-utils (scripts/install-system-deps.sh)")
        return 2
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="jarvis-conversation-") as scratch:
        try:
            report = run(args.rounds, Path(scratch))
        except TimeoutError as exc:
            print(f"conversation stopped: {exc}")
            print("\n".join(LAST_LINES))
            return 1
    report["load_before"] = load_before
    report["load_after"] = os.getloadavg()
    print("\n".join(report["transcript"]))
    print(f"\nconversation on the defaults, {args.rounds} round(s); load average "
          f"{load_before[0]:.2f} before, {report['load_after'][0]:.2f} after, "
          f"{os.cpu_count()} CPUs")  # fmt: skip
    targets = {"en_first_audio": 2.5, "ko_first_audio": 2.5, "yes_to_tool": 1.0}
    for key, values in report["results"].items():
        target = targets.get(key)
        shown = " ".join(f"{v:.2f}" for v in values)
        verdict = "" if target is None else f"  (target < {target} s)"
        print(f"  {key:20} median {statistics.median(values):5.2f} s  [{shown}]{verdict}")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
