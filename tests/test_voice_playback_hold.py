"""The pause a voice over the answer puts on it (voice/playback_hold.py), and how the echo
canceller's reference follows it (voice/echo.py ReferencedSink)."""

from __future__ import annotations

import threading
import time

import numpy as np

from jarvis_voice.voice.audio import FRAME_SAMPLES, SAMPLE_RATE
from jarvis_voice.voice.echo import PlaybackReference, ReferencedSink
from jarvis_voice.voice.playback_hold import PlaybackHold


def test_a_hold_lasts_until_released_and_counts_once() -> None:
    hold = PlaybackHold()
    assert not hold.held()
    hold.hold()
    hold.hold()  # the same pause
    assert hold.held() and hold.holds == 1
    hold.release()
    assert not hold.held()
    hold.hold()
    assert hold.holds == 2


def test_a_hold_nobody_releases_ends_by_itself() -> None:
    """A listener that failed must never leave the assistant mute."""
    hold = PlaybackHold(max_s=0.2)
    hold.hold()
    began = time.monotonic()
    assert hold.wait_released(threading.Event())
    assert 0.15 <= time.monotonic() - began < 0.5 and not hold.held()


def test_waiting_ends_with_a_release_or_a_stop() -> None:
    hold = PlaybackHold()
    hold.hold()
    threading.Timer(0.1, hold.release).start()
    assert hold.wait_released(threading.Event())
    hold.hold()
    stop = threading.Event()
    threading.Timer(0.1, stop.set).start()
    assert not hold.wait_released(stop)  # the answer was cut meanwhile
    assert hold.held()


class PausingSink:
    """Reports like devices.SpeakerSink: started at 0, paused, went on from 0.3 s."""

    def __init__(self) -> None:
        self.hold: PlaybackHold | None = None
        self.on_start = lambda at, from_s: None
        self.on_pause = lambda at: None

    def play(self, pcm: bytes, sample_rate: int) -> None:
        self.on_start(100.0, 0.0)
        self.on_pause(100.5)
        self.on_start(101.0, 0.3)


def test_the_reference_is_silent_during_a_hold_and_holds_the_rest_after_it() -> None:
    """The canceller must be told the truth: nothing played while held, and the chunk from
    where it went on after."""
    reference = PlaybackReference()
    sink = ReferencedSink(PausingSink(), reference)  # type: ignore[arg-type]
    ramp = (np.arange(SAMPLE_RATE) % 1000 + 1).astype("<i2")  # 1 s, never silent
    sink.play(ramp.tobytes(), SAMPLE_RATE)

    def frame_at(t: float) -> np.ndarray:
        return np.frombuffer(reference.frame(t), dtype="<i2")

    assert np.array_equal(frame_at(100.0), ramp[:FRAME_SAMPLES])  # as sent
    assert not frame_at(100.6).any() and not frame_at(100.9).any()  # the hold: silence
    went_on = round(0.3 * SAMPLE_RATE)
    assert np.array_equal(frame_at(101.0), ramp[went_on : went_on + FRAME_SAMPLES])
    assert frame_at(101.65).any() and not frame_at(101.75).any()  # 0.7 s from there
