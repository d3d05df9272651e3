"""A desktop's audio path without a sound card: PulseAudio with two null sinks, exactly as a
user's machine routes it. `mic` is what the assistant hears (its monitor is the default
source); `speaker` is where it talks (the default sink). Tests play WAVs into `mic` with
`paplay` and record `speaker.monitor` with `parec`, timing every burst of sound."""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

RATE = 16_000
FRAME = 480  # 30 ms
LOUD = 400  # RMS above this is sound


@dataclass
class SpeakerTap:
    """Records the speaker's monitor; knows when the assistant started and stopped talking."""

    process: subprocess.Popen[bytes]
    bursts: list[list[float]] = field(default_factory=list)  # [start, end] monotonic seconds
    pcm: bytearray = field(default_factory=bytearray)

    def run(self) -> None:
        assert self.process.stdout is not None
        quiet_since: float | None = None
        while chunk := self.process.stdout.read(FRAME * 2):
            now = time.monotonic()
            self.pcm += chunk
            samples = np.frombuffer(chunk[: len(chunk) // 2 * 2], dtype=np.int16)
            if samples.size and float(np.sqrt(np.mean(samples.astype(np.float64) ** 2))) > LOUD:
                if not self.bursts or quiet_since is not None:
                    if self.bursts and now - self.bursts[-1][1] < 0.35:
                        pass  # a pause between words or sentences: the same burst
                    else:
                        self.bursts.append([now, now])
                self.bursts[-1][1] = now
                quiet_since = None
            elif quiet_since is None:
                quiet_since = now

    def spoke_after(self, moment: float) -> list[list[float]]:
        return [b for b in self.bursts if b[0] > moment]

    def wait_for_speech(self, after: float, timeout: float = 90) -> float:
        """When the assistant's next utterance (starting after `after`) began."""
        return self._wait(after, timeout, lambda spoken: spoken[0][0])

    def wait_for_speech_end(self, after: float, quiet_s: float = 0.8, timeout: float = 60) -> float:
        """When the assistant's next utterance (starting after `after`) has ended."""

        def ended(spoken: list[list[float]]) -> float | None:
            return spoken[-1][1] if time.monotonic() - spoken[-1][1] > quiet_s else None

        return self._wait(after, timeout, ended)

    def _wait(
        self, after: float, timeout: float, moment: Callable[[list[list[float]]], float | None]
    ) -> float:
        """The first `moment(bursts)` that is not None once speech after `after` was heard."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            spoken = self.spoke_after(after)
            found = moment(spoken) if spoken else None
            if found is not None:
                return found
            time.sleep(0.05)
        raise TimeoutError("the assistant did not speak")


@dataclass
class VirtualAudio:
    env: dict[str, str]

    def play(self, wav: Path) -> float:
        """Say `wav` into the microphone in real time; returns when it ended (monotonic)."""
        subprocess.run(["paplay", "--device=mic", str(wav)], env=self.env, check=True)
        return time.monotonic()

    def play_request(self, wav: Path) -> float:
        """Say `wav` into the microphone; returns when it began. The answer may begin before
        `paplay` returns (it drains up to ~1 s after the audio ended), so the answer is what is
        heard after the request began (CI, session 40: a headset test waited 90 s for speech
        that had started 10 ms before `play` returned)."""
        began = time.monotonic()
        self.play(wav)
        return began

    @contextmanager
    def tap(self) -> Iterator[SpeakerTap]:
        process = subprocess.Popen(
            ["parec", "--device=speaker.monitor", "--format=s16le", f"--rate={RATE}",
             "--channels=1", "--latency-msec=30"],
            env=self.env, stdout=subprocess.PIPE,
        )  # fmt: skip
        tap = SpeakerTap(process)
        reader = threading.Thread(target=tap.run, daemon=True)
        reader.start()
        try:
            yield tap
        finally:
            process.terminate()
            process.wait(5)


def available() -> bool:
    return all(shutil.which(tool) for tool in ("pulseaudio", "pactl", "paplay", "parec"))


@contextmanager
def virtual_audio(runtime_dir: Path) -> Iterator[VirtualAudio]:
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime_dir), "HOME": str(runtime_dir)}
    env.pop("PULSE_SERVER", None)
    subprocess.run(
        ["pulseaudio", "--daemonize=yes", "--exit-idle-time=-1", "-n",
         "--load=module-native-protocol-unix",
         "--load=module-null-sink sink_name=mic rate=16000",
         "--load=module-null-sink sink_name=speaker rate=16000"],
        env=env, check=True, capture_output=True,
    )  # fmt: skip
    try:
        for _ in range(50):
            if subprocess.run(["pactl", "info"], env=env, capture_output=True).returncode == 0:
                break
            time.sleep(0.1)
        subprocess.run(["pactl", "set-default-source", "mic.monitor"], env=env, check=True)
        subprocess.run(["pactl", "set-default-sink", "speaker"], env=env, check=True)
        yield VirtualAudio(env)
    finally:
        subprocess.run(["pulseaudio", "--kill"], env=env, capture_output=True)
