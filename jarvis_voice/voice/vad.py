"""Endpointing (SPEC V1): find one spoken utterance in a stream of 30 ms frames with webrtcvad.

States: WAITING keeps a ring of the last `pre_roll_ms` of audio; the first voiced frame opens a
CANDIDATE; once the candidate holds `min_voiced_ms` of voiced frames it is SPEECH (so a click or a
cough never counts: webrtcvad's own smoothing marks a 60-100 ms click as 180-210 ms of voice,
while a short word like "yes" gives 300+ ms); `hangover_ms` of unvoiced audio ends the candidate
(dropped) or the speech (returned). Times are audio time since the call started, i.e. frames
received.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import webrtcvad

from jarvis_voice.voice.audio import FRAME_BYTES, FRAME_MS, SAMPLE_RATE

if TYPE_CHECKING:
    from jarvis_voice.config import VoiceSettings

FRAME_S = FRAME_MS / 1000
# A pause this share of the hangover long is when an early recognition starts: late enough that
# pauses between words rarely trigger one, early enough to save most of the hangover.
EARLY_SHARE = 0.4


@dataclass(frozen=True)
class Utterance:
    """Speech found by the endpointer.

    `start_s`/`end_s` bound the speech itself (first and last voiced frame), relative to the start
    of listening; `pcm` (16 kHz mono int16) also holds the pre-roll before and the hangover after,
    starting at `pcm_start_s`. `truncated`: cut at max_utterance_s while still speaking.
    """

    pcm: bytes
    start_s: float
    end_s: float
    pcm_start_s: float = 0.0
    voiced_s: float = 0.0
    truncated: bool = False

    @property
    def seconds(self) -> float:
        """Length of `pcm`."""
        return len(self.pcm) / 2 / SAMPLE_RATE


class Endpointer:
    """webrtcvad-based endpointer; one instance may be reused for any number of utterances."""

    def __init__(
        self,
        aggressiveness: int = 2,
        pre_roll_ms: int = 300,
        hangover_ms: int = 600,
        max_utterance_s: float = 15.0,
        min_voiced_ms: int = 250,
    ) -> None:
        if not 0 <= aggressiveness <= 3:
            raise ValueError("VAD aggressiveness must be 0..3")
        self.aggressiveness = aggressiveness
        self.pre_roll_frames = max(0, round(pre_roll_ms / FRAME_MS))
        self.hangover_frames = max(1, round(hangover_ms / FRAME_MS))
        self.max_frames = max(1, round(max_utterance_s / FRAME_S))
        self.min_voiced_frames = max(1, round(min_voiced_ms / FRAME_MS))
        self._vad = webrtcvad.Vad(aggressiveness)

    @classmethod
    def from_settings(cls, settings: VoiceSettings, answer: bool = False) -> Endpointer:
        """`answer=True`: for approval answers, with the shorter `approval_hangover_ms`."""
        return cls(
            aggressiveness=settings.vad_aggressiveness,
            pre_roll_ms=settings.pre_roll_ms,
            hangover_ms=settings.approval_hangover_ms if answer else settings.hangover_ms,
            max_utterance_s=settings.max_utterance_s,
        )

    def is_speech(self, frame: bytes) -> bool:
        return self._vad.is_speech(frame, SAMPLE_RATE)

    def next_utterance(
        self,
        frames: Iterator[bytes],
        timeout_s: float | None = None,
        on_pause: Callable[[Utterance], None] | None = None,
        on_speech: Callable[[], None] | None = None,
    ) -> Utterance | None:
        """The next utterance, or None if `timeout_s` of audio passes (or the frames end) first.

        The timeout bounds only the wait for speech to begin; speech that has begun runs until
        the hangover or max_utterance_s. The iterator is left positioned after the utterance, so
        calling again with the same iterator finds the following one.

        `on_pause(so_far)`: called each time speech pauses for `EARLY_SHARE` of the hangover,
        with the utterance as it would end there — a recogniser may start on it while the
        hangover runs out (voice/early_stt.py). The returned utterance equals `so_far` in its
        speech (`start_s`, `end_s`) exactly when no voice came after that pause.

        `on_speech()`: called once, the moment the candidate holds enough voice to be speech
        (the spoken-stop listener pauses the answer then: voice/playback_hold.py).
        """
        early_frames = max(1, round(self.hangover_frames * EARLY_SHARE))
        timeout_frames = None if timeout_s is None else max(0, round(timeout_s / FRAME_S))
        ring: deque[tuple[int, bytes]] = deque(maxlen=self.pre_roll_frames)
        taken: list[tuple[int, bytes, bool]] = []  # candidate/speech frames: (index, pcm, voiced)
        first = last = -1  # first/last voiced frame indexes of the candidate
        voiced = silent_run = 0
        speaking = False
        index = -1
        for index, raw in enumerate(frames):
            frame = checked_frame(raw)
            is_voiced = self.is_speech(frame)
            if first < 0:
                if not is_voiced:
                    if timeout_frames is not None and index + 1 >= timeout_frames:
                        return None
                    if self.pre_roll_frames:
                        ring.append((index, frame))
                    continue
                first, last, voiced, silent_run = index, index, 0, 0
                taken = []
            taken.append((index, frame, is_voiced))
            if is_voiced:
                voiced += 1
                last, silent_run = index, 0
            else:
                silent_run += 1
            if not speaking and voiced >= self.min_voiced_frames:
                speaking = True
                if on_speech is not None:
                    on_speech()
            pausing = speaking and silent_run == early_frames < self.hangover_frames
            if pausing and on_pause is not None:
                on_pause(self._utterance(ring, taken, first, last, voiced, truncated=False))
            if silent_run >= self.hangover_frames:
                if speaking:
                    return self._utterance(ring, taken, first, last, voiced, truncated=False)
                # too little voice before a long pause: a click, not speech; back to waiting
                for item in taken:
                    ring.append((item[0], item[1]))
                first = -1
                if timeout_frames is not None and index + 1 >= timeout_frames:
                    return None
                continue
            if speaking and index - first + 1 >= self.max_frames:
                return self._utterance(ring, taken, first, last, voiced, truncated=True)
        if speaking:  # the source ended while speaking
            return self._utterance(ring, taken, first, last, voiced, truncated=False)
        return None

    def _utterance(
        self,
        ring: deque[tuple[int, bytes]],
        taken: list[tuple[int, bytes, bool]],
        first: int,
        last: int,
        voiced: int,
        truncated: bool,
    ) -> Utterance:
        before = [frame for i, frame in ring if i < first][-self.pre_roll_frames :]
        if not self.pre_roll_frames:
            before = []
        pcm = b"".join([*before, *(frame for _, frame, _ in taken)])
        return Utterance(
            pcm=pcm,
            start_s=round(first * FRAME_S, 3),
            end_s=round((last + 1) * FRAME_S, 3),
            pcm_start_s=round((first - len(before)) * FRAME_S, 3),
            voiced_s=round(voiced * FRAME_S, 3),
            truncated=truncated,
        )


def checked_frame(frame: bytes) -> bytes:
    """Frames must be 30 ms; a short (last) frame is padded with silence."""
    if len(frame) == FRAME_BYTES:
        return frame
    if len(frame) < FRAME_BYTES:
        return frame + b"\x00" * (FRAME_BYTES - len(frame))
    raise ValueError(f"audio frames must be {FRAME_BYTES} bytes (30 ms), got {len(frame)}")
