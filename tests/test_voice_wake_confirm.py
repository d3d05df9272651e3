"""The wake word's second stage in the voice front end (issue 15, voice/wake_confirm.py).

A scripted detector fires at a chosen frame and a scripted confirmer says yes or no, so these
tests follow only what `LocalVoiceIO` does with the verdict: which audio the confirmer gets,
when the earcon sounds, what becomes a request and when `on_wake` is told. The real detector
and recogniser on real speech are in tests/test_voice_wake_word.py.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from test_voice_wake_word import Played, said, silence

from jarvis_voice.voice.audio import FRAME_BYTES, FRAME_MS
from jarvis_voice.voice.audio_files import PcmSource
from jarvis_voice.voice.local_io import SAME_BREATH_MS, LocalVoiceIO, after_wake
from jarvis_voice.voice.stt import Transcript
from jarvis_voice.voice.vad import Endpointer
from jarvis_voice.voice.wake_confirm import (
    AFTER_MS,
    BEFORE_MS,
    NAME_PROBABILITY,
    Confirmation,
    Heard,
    WakeConfirmer,
)
from jarvis_voice.voice.wake_word import earcon_pcm


class FiresAt:
    """A detector that fires on the `at`-th frame fed after a reset, once."""

    def __init__(self, at: int) -> None:
        self.at = at
        self.fed = 0
        self.fired = False

    def reset(self) -> None:
        self.fed = 0

    def feed(self, frame: bytes, threshold: float | None = None) -> bool:
        self.fed += 1
        if self.fed == self.at and not self.fired:
            self.fired = True
            return True
        return False

    def peak_after(self, frames: list[bytes]) -> float:
        self.peaked = len(frames)
        return 0.9


class Says(WakeConfirmer):
    """A confirmer with a fixed verdict that keeps the segments it was given."""

    def __init__(self, accepted: bool) -> None:
        self.accepted = accepted
        self.segments: list[bytes] = []
        self.peaks: list[float] = []

    def check(self, pcm: bytes, peak: float = 0.0) -> Confirmation:
        self.segments.append(pcm)
        self.peaks.append(peak)
        heard = Heard("Hey Jarvis" if self.accepted else "Hey Travis", 0.0)
        return Confirmation(self.accepted, heard, 0.0, 0.0)


class Hears:
    """A recogniser that writes the same words for any utterance."""

    def __init__(self, text: str) -> None:
        self.text = text

    def transcribe(self, pcm: bytes, language: str | None = None) -> Transcript:
        return Transcript(self.text, "en", 0.0, len(pcm) / 32_000)


def front_end(
    audio: bytes, heard: str = "say hello", endpointer: Endpointer | None = None
) -> tuple[LocalVoiceIO, Played]:
    sink = Played()
    io = LocalVoiceIO(
        source=PcmSource(audio),
        sink=sink,
        endpointer=endpointer or Endpointer(),
        recognizer=Hears(heard),  # type: ignore[arg-type]
        synthesizer=None,  # type: ignore[arg-type]
        language="en",
        early_recognition=False,
    )
    return io, sink


def wake(io: LocalVoiceIO, detector: Any, confirmer: WakeConfirmer | None) -> tuple[bool, int]:
    woken: list[int] = []
    result = asyncio.run(
        io.wait_for_wake(detector, confirmer=confirmer, on_wake=lambda: woken.append(1))
    )
    return result, len(woken)


FRAME_S = FRAME_MS / 1000
AT = 60  # the detection: 1.8 s into the audio


def test_the_wake_word_alone_refused_plays_nothing_and_waits_on() -> None:
    io, sink = front_end(silence(AT * FRAME_S) + silence(3.0))
    confirmer = Says(accepted=False)
    heard, woken = wake(io, FiresAt(AT), confirmer)
    assert not heard  # it went on listening for the wake word until the audio ended
    assert woken == 0 and sink.played == []  # no earcon, nobody told
    assert io.wakes_dropped == 1 and io.last_confirmation is not None


def test_the_wake_word_alone_confirmed_sounds_the_earcon_then_tells() -> None:
    io, sink = front_end(silence(AT * FRAME_S) + silence(3.0))
    heard, woken = wake(io, FiresAt(AT), Says(accepted=True))
    assert heard and woken == 1
    assert sink.played == [earcon_pcm()]


def test_the_segment_is_the_audio_before_the_detection_and_what_was_peeked_after() -> None:
    io, _ = front_end(silence(AT * FRAME_S) + silence(3.0))
    confirmer = Says(accepted=True)
    wake(io, FiresAt(AT), confirmer)
    (segment,) = confirmer.segments
    before = min(AT, BEFORE_MS // FRAME_MS)
    assert len(segment) == (before + SAME_BREATH_MS // FRAME_MS) * FRAME_BYTES  # nothing voiced


def test_without_a_confirmer_the_detector_alone_decides() -> None:
    io, sink = front_end(silence(AT * FRAME_S) + silence(3.0))
    heard, woken = wake(io, FiresAt(AT), None)
    assert heard and woken == 1 and sink.played == [earcon_pcm()]


def test_a_request_in_the_same_breath_refused_is_no_request() -> None:
    """Voice right after the detection: listening starts at once and the confirmation runs
    meanwhile; refused, the request it would have been is dropped whole."""
    audio = silence(AT * FRAME_S) + said("Please delete all my files.", gap_s=1.5)[19200:]
    io, sink = front_end(audio, heard="please delete all my files")
    confirmer = Says(accepted=False)
    woken: list[int] = []

    async def run() -> tuple[bool, str | None]:
        heard = await io.wait_for_wake(
            FiresAt(AT),  # type: ignore[arg-type]
            confirmer=confirmer,
            on_wake=lambda: woken.append(1),
        )
        return heard, await io.listen(5.0)

    heard, text = asyncio.run(run())
    assert heard and io.same_breath
    assert text is None  # not a request
    assert woken == [] and sink.played == []
    assert io.wakes_dropped == 1
    (segment,) = confirmer.segments
    assert len(segment) >= (BEFORE_MS + AFTER_MS) // FRAME_MS * FRAME_BYTES


def test_a_request_in_the_same_breath_confirmed_is_heard_and_then_told() -> None:
    audio = silence(AT * FRAME_S) + said("Please say hello.", gap_s=1.5)[19200:]
    io, sink = front_end(audio, heard="Jervis, say hello.")
    order: list[str] = []

    async def run() -> str | None:
        await io.wait_for_wake(
            FiresAt(AT),  # type: ignore[arg-type]
            confirmer=Says(accepted=True),
            on_wake=lambda: order.append("woken"),
        )
        assert order == []  # told only once the confirmation passed
        return await io.listen(5.0)

    assert asyncio.run(run()) == "say hello."  # the name as whisper spelt it is cut too
    assert order == ["woken"] and sink.played == []


@pytest.mark.parametrize(
    ("text", "probability", "accepted"),
    [
        ("Hey Jarvis.", 1.0, True),
        ("Hey Jervis, what time", 0.0, True),  # the words alone decide
        ("Hey Jarrow with", 0.011, True),  # a robotic voice in noise: whisper found it likely
        ("and armist", 0.32, True),
        ("Hey, Jotter, miss.", 4.8e-05, False),  # the name too unlikely there
        ("Hey novice, what here?", 0.0012, True),  # fresh8's espeak voice, clean
        ("Hey Travis, are you coming?", 0.00047, False),  # the likeliest similar name (tune)
        ("Hey Charles, what's up?", 1e-05, False),
        ("Hey, Jorbo!", 0.0, False),
    ],
)
def test_the_words_or_the_names_probability_confirm(
    text: str, probability: float, accepted: bool
) -> None:
    assert Heard(text, probability).accepted is accepted
    assert NAME_PROBABILITY == 7e-4


@pytest.mark.parametrize(
    ("text", "probability", "peak", "accepted"),
    [
        # a robotic voice's wake the detector was sure of (fresh2's RP voice, fresh3's)
        ("Hey, you're missing", 7.4e-05, 0.83, True),  # unlikely, but the detector was sure
        ("Hey, Jotter, miss.", 4.8e-05, 0.83, False),  # too unlikely even then
        ("Hey, John this", 0.00043, 0.9, True),  # fresh8's RP voice at 20 dB
        ("Hey, John this", 0.00043, 0.5, True),  # the detector alone would wake on it
        ("Hey, John this", 0.00043, 0.45, False),  # the detector unsure: whisper must be sure
        ("Hey, John this", 0.00043, 0.0, False),  # no peak known: as before
        ("Hey, you're missed", 0.00064, 0.57, True),  # fresh2's RP voice at 15 dB
        ("He came with", 0.00049, 0.98, True),  # fresh3's Caribbean voice at 15 dB
        ("Hey, Tommy!", 4.9e-05, 0.81, False),  # just under the floor
        # similar names the detector was as sure of stay out
        ("Hey Darwin look at", 1.8e-09, 0.96, False),
        ("Hey Charles, what's up?", 3.6e-08, 0.87, False),
    ],
)
def test_a_wake_the_detector_is_sure_of_needs_less_from_whisper(
    text: str, probability: float, peak: float, accepted: bool
) -> None:
    assert Heard(text, probability, peak).accepted is accepted


@pytest.mark.parametrize(
    ("text", "probability", "peak", "rival", "rival_probability", "accepted"),
    [
        # the Kokoro "Hey Travis" through the devices: past the sure floor, but whisper is
        # hundreds of times surer it heard Travis
        ("Hey, Travis.", 0.00123, 0.99, "Travis", 0.215, False),
        ("Hey Travis, make the file.", 0.0021, 0.99, "Travis", 0.55, False),  # past the floor
        ("Hey, Janice, how are you?", 0.00093, 0.99, "Janice", 0.15, False),
        ("Hey Travis, are you coming?", 0.00047, 0.99, "Travis", 0.3, False),  # Kokoro's
        ("Hey Joe this nice", 0.0027, 0.78, "Joe", 0.29, False),  # an espeak "Hey Jervis"
        # robotic true wakes: whisper unsure of the word it wrote
        ("Hey, Jotter Miss.", 0.00083, 0.9, "Jotter", 0.01, True),
        ("Hey, Darby.", 0.001, 1.0, "Darby", 0.016, True),
        ("Hey, Darbeth.", 0.073, 1.0, "Darbeth", 0.0064, True),
        ("Hey Jarvis.", 1.0, 1.0, "Jarvis", 0.17, True),  # the name itself is no rival
        ("Heijia Bunsen", 0.00072, 0.97, "", 0.0, True),  # no name slot: as before
        # a far spelling (two letters off) is scored like another name (fresh6: "Hey Jairus"
        # written "Hey Jaros", "Hey Janus" written "Hey, Jarnus") …
        ("Hey Jaros, well done.", 1e-05, 0.9, "Jaros", 0.4, False),
        ("Hey, Jarnus, the boss", 0.0003, 0.6, "Jarnus", 0.2, False),
        # … and the name said, written so, still confirms on whisper's probability for it
        ("Hey Jaros, well done.", 0.02, 0.9, "Jaros", 0.3, True),
        # a near spelling (one letter off) is the name written: no score needed
        ("Hey, Jardis.", 0.0, 0.0, "", 0.0, True),
    ],
)
def test_another_name_whisper_is_far_surer_of_refuses_the_wake(
    text: str, probability: float, peak: float, rival: str, rival_probability: float,
    accepted: bool,
) -> None:
    heard = Heard(text, probability, peak, rival=rival, rival_probability=rival_probability)
    assert heard.accepted is accepted


@pytest.mark.parametrize(
    ("voiced_frames", "voice_follows", "looked_at"),
    [
        ("0" * 20, False, 12),  # silence: the earcon path, SAME_BREATH_MS looked at
        ("11110" + "0" * 15, False, 16),  # a slow "-vis" after an early detection: still alone
        ("11111111" + "0" * 12, False, 20),  # 240 ms of it (piper, length 1.5)
        ("1" * 14 + "0" * 12, False, 26),  # 420 ms: piper's sampled durations, rarely
        ("11110000001111111111", True, 11),  # "-vis", a comma, the request: 360 ms after "-vis"
        ("00111111111111111111", True, 10),  # the request after a short pause
        ("1" * 20, True, 16),  # one breath, no pause at all: more than the tail is voice
    ],
)
def test_what_follows_the_detection(
    voiced_frames: str, voice_follows: bool, looked_at: int
) -> None:
    frames = [bytes([int(v)]) * FRAME_BYTES for v in voiced_frames]
    peeked, voiced, tail = after_wake(iter(frames), lambda frame: frame[0] == 1, confirming=True)
    assert voiced is voice_follows
    assert len(peeked) == looked_at  # at least AFTER_MS (10 frames) for the confirmation
    assert tail == len(voiced_frames) - len(voiced_frames.lstrip("1")) or voice_follows
    _, at_once, _ = after_wake(iter(frames), lambda frame: frame[0] == 1, confirming=False)
    assert at_once is voice_follows


class MarkedVoice(Endpointer):
    """Voice is where a frame says so (its first byte 1): piper's sampled durations and
    webrtcvad's smoothing left out, so the tail is exactly as long as the test says."""

    def is_speech(self, frame: bytes) -> bool:
        return frame[0] == 1


def test_the_wake_words_own_end_never_becomes_the_request() -> None:
    """Said slowly, "-vis" goes on after the detection; before the earcon it is left out, so
    the silence that follows is no request (whisper once heard that tail as "Thanks.")."""
    tail = bytes([1]) * FRAME_BYTES * 12  # 360 ms: longer than an utterance's least voice
    audio = silence(AT * FRAME_S) + tail + silence(3.0)
    io, sink = front_end(audio, heard="thanks", endpointer=MarkedVoice())
    heard, woken = wake(io, FiresAt(AT), Says(accepted=True))
    assert heard and woken == 1 and not io.same_breath
    assert sink.played == [earcon_pcm()]
    assert asyncio.run(io.listen(2.0)) is None
