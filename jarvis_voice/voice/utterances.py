"""`--audio-in` as a conversation: each WAV file is one utterance, spoken (in real time) only
when the assistant listens — after it has finished speaking — like a person taking turns.

The frames of one listen are: a little silence, the next clip, then silence (a quiet room)
until the listener has endpointed it or timed out. When every clip has been said, the next
listen ends the stream, so the front end knows the speaker is gone (and a waiting spoken
approval is denied at once).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

from jarvis_voice.voice.audio import FRAME_BYTES, FRAME_MS
from jarvis_voice.voice.pcm import split_frames

SILENCE = b"\x00" * FRAME_BYTES


class UtteranceFiles:
    def __init__(
        self,
        clips: list[bytes],
        *,
        realtime: bool = True,
        lead_s: float = 0.3,
    ) -> None:
        self.clips = list(clips)
        self.realtime = realtime
        self.lead_frames = int(lead_s * 1000 / FRAME_MS)
        self.spoken = 0  # clips delivered so far
        self._turn = threading.Event()
        self._closed = threading.Event()

    def listening(self) -> None:
        """The assistant listens now: the next clip may be spoken."""
        self._turn.set()

    def frames(self) -> Iterator[bytes]:
        due = time.monotonic()
        while not self._closed.is_set():
            if self._turn.is_set():
                self._turn.clear()
                if self.spoken >= len(self.clips):
                    return  # every clip said: the speaker is gone
                clip = self.clips[self.spoken]
                self.spoken += 1
                frames = [SILENCE] * self.lead_frames + list(split_frames(clip))
            else:
                frames = [SILENCE]  # a quiet room while nobody speaks (the listener's timeout)
            for frame in frames:
                due = self._pace(due)
                if due < 0:
                    return
                yield frame

    def _pace(self, due: float) -> float:
        """Wait until a frame has been "spoken"; -1 once closed."""
        if not self.realtime:
            return due
        due = max(due, time.monotonic() - FRAME_MS / 1000) + FRAME_MS / 1000
        if self._closed.wait(max(0.0, due - time.monotonic())):
            return -1.0
        return due

    def close(self) -> None:
        self._closed.set()
        self._turn.set()
