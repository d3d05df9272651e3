"""The wake word interrupts the assistant while it speaks (issue 15).

Like the spoken stop (voice/stop_listener.py) it reads only the frames the half-duplex gate drops
while the assistant speaks (`MuteGate.tap`), with the assistant's own voice cancelled first when
an echo canceller is available (voice/echo.py), so nothing it hears reaches a request. A
detection counts unless the assistant itself was saying the name around that moment (its own
"Jarvis" coming back from the speaker is echo, not the user).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from jarvis_voice.phrases import NAMES, letters
from jarvis_voice.voice.audio import MuteGate
from jarvis_voice.voice.echo import PlaybackReference, SpeexEchoCanceller
from jarvis_voice.voice.stop_listener import (
    Fires,
    OwnSpeech,
    StopHeard,
    TappedFrames,
    heard_on_thread,
    without_echo,
)
from jarvis_voice.voice.wake_word import WakeWordDetector

log = logging.getLogger(__name__)


class WakeBargeIn:
    """`wait()` returns when the wake word is heard over the assistant's speech."""

    def __init__(
        self,
        gate: MuteGate,
        detector: WakeWordDetector,
        own_speech: OwnSpeech,
        echo: SpeexEchoCanceller | None = None,
        playback: PlaybackReference | None = None,
        echo_margin_s: float = 1.5,
        reference_lead_s: float = 0.1,
        threshold: float | None = None,
    ) -> None:
        self.gate = gate
        self.detector = detector
        self.own_speech = own_speech
        self.echo = echo if playback is not None else None
        self.playback = playback
        self.echo_margin_s = echo_margin_s
        self.reference_lead_s = reference_lead_s  # as StopListener: reference before its echo
        self.echoes = 0  # detections dropped as the assistant's own name (tests)
        self.threshold = threshold  # None: the detector's

    async def wait(self, now: Callable[[], None] | None = None) -> StopHeard:
        return await heard_on_thread(self._run, "wake-barge-in", now)

    def _run(self, fire: Fires, quit: threading.Event) -> None:
        frames = TappedFrames(quit, self._cancel_echo if self.echo is not None else None)
        try:
            with self.gate.tap(frames.receive):
                self.detector.reset()
                for index, frame in enumerate(frames):
                    if not self.detector.feed(frame, self.threshold):
                        continue
                    ended = frames.stamp(index)
                    said = self.own_speech.between(ended - self.echo_margin_s, ended)
                    if any(name in letters(said) for name in NAMES):
                        self.echoes += 1
                        continue
                    fire(StopHeard(self.detector.model.phrase, ended, time.monotonic()))
                    return
        except Exception:  # a broken detector must never break the spoken answer
            log.exception("the wake word listener failed while speaking")

    def _cancel_echo(self, frame: bytes, captured_at: float) -> tuple[bytes, bytes]:
        assert self.echo is not None and self.playback is not None
        _, cleaned = without_echo(
            self.echo, self.playback, frame, captured_at, self.reference_lead_s
        )
        return cleaned, cleaned
