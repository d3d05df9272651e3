"""Whole spoken conversations through the real device path (issue 12): sounddevice → PortAudio →
PulseAudio null sinks, exactly as on a desktop. The test speaks into the virtual microphone with
`paplay` and listens to the virtual speaker with `parec`; `jarvis voice run --hands-free` runs
as a real process with the real recogniser and classifier; only the model is scripted.

Every conversation asserts that the tool ran only after a spoken yes, and prints end of
speech → first audio of the answer.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest
import virtual_audio
from test_voice_wake_word import wakes_at_stage_one

from jarvis_voice.voice.pcm import convert_pcm, save_wav_pcm16
from jarvis_voice.voice.tts import PiperSynthesizer
from jarvis_voice.voice.wake_word import CONFIRMED_THRESHOLD, WakeWordDetector
from support import SCRIPTED_VOICE, scripted_jarvis_env

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not virtual_audio.available(), reason="needs pulseaudio + pulseaudio-utils"),
]
PIPER = PiperSynthesizer()
PAD_S = 0.6


def wav_of(path: Path, text: str | None = None, pcm: bytes | None = None) -> Path:
    if pcm is None:
        assert text is not None
        pcm = b"".join(convert_pcm(c.pcm, c.sample_rate) for c in PIPER.synthesize(text))
    return save_wav_pcm16(path, pcm, PAD_S)


def said_until(audio: virtual_audio.VirtualAudio, wav: Path) -> float:
    """Say `wav` into the microphone; returns when its words ended, counted from when `paplay`
    began (its start-up only makes the true end later, so latencies measured from this are
    upper bounds; its return comes after the sink's buffer drained, a second or more late)."""
    began = time.monotonic()
    audio.play(wav)
    with wave.open(str(wav)) as clip:
        return began + clip.getnframes() / clip.getframerate() - PAD_S


@pytest.fixture
def audio(tmp_path: Path) -> Iterator[virtual_audio.VirtualAudio]:
    runtime = tmp_path / "pulse"
    runtime.mkdir()
    with virtual_audio.virtual_audio(runtime) as devices:
        yield devices


class Assistant:
    """`jarvis voice run --hands-free --no-web` on the default (virtual) devices."""

    def __init__(
        self,
        devices: virtual_audio.VirtualAudio,
        workdir: Path,
        home: Path,
        script,
        wake_word: str = "off",  # the older conversations: every utterance is a request
        **settings: str,
    ):
        script_path = workdir / "script.json"
        script_path.write_text(json.dumps(script))
        env = scripted_jarvis_env(
            devices.env,
            home,
            script_path,
            **{
                **SCRIPTED_VOICE,
                "JARVIS_VOICE__LANGUAGE": "en",
                "JARVIS_VOICE__LISTEN_TIMEOUT_S": "3",
                "JARVIS_VOICE__MAX_LISTENS": "2",
                "JARVIS_SECURITY__APPROVAL_TIMEOUT_S": "20",
                "JARVIS_TOOLS__WORKDIR": str(workdir),
                "JARVIS_VOICE__WAKE_WORD": wake_word,
                **settings,  # over the defaults above
            },
        )
        self.process = subprocess.Popen(
            [sys.executable, "-u", "-m", "jarvis_voice.cli.main", "voice", "run", "--hands-free",
             "--no-web", "--max-requests", "1"],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )  # fmt: skip
        self.lines: list[str] = []
        self.wait_for("jarvis is listening.", 120)
        time.sleep(0.5)  # the microphone stream is open

    def wait_for(self, text: str, timeout: float) -> None:
        assert self.process.stdout is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            self.lines.append(line.rstrip("\n"))
            if text in line:
                return
        raise AssertionError(f"never printed {text!r}:\n" + "\n".join(self.lines[-30:]))

    def wait_until_asked(self, speaker: virtual_audio.SpeakerTap) -> float:
        """When the spoken question ended: the process says it listens for the answer once the
        question is out (a gap between sentences or a late earcon under load never passes for
        its end; the question may even begin before `paplay` returns from the request)."""
        self.wait_for("listening for the answer", 120)
        return speaker.wait_for_speech_end(after=0.0, quiet_s=0.3, timeout=10)

    def finish(self, timeout: float = 60) -> str:
        out, _ = self.process.communicate(timeout=timeout)
        self.lines += out.splitlines()
        return "\n".join(self.lines)


MAKE_FILE = [
    {"tool_calls": [{"name": "bash", "arguments": {"command": "touch spoken.txt"}}]},
    {"text": "Done. The file exists now."},
]


def converse(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, home: Path, reply: Path | None
) -> tuple[str, float | None]:
    """Request → the spoken question → `reply` (None: say nothing) → the spoken answer."""
    request = wav_of(tmp_path / "request.wav", "Please make the file.")
    with audio.tap() as speaker:
        jarvis = Assistant(audio, tmp_path, home, MAKE_FILE)
        audio.play(request)
        question_end = jarvis.wait_until_asked(speaker)
        if reply is not None:
            time.sleep(0.3)
            spoken_end = audio.play(reply) - PAD_S
        out = jarvis.finish(timeout=120)
        answer = speaker.spoke_after(question_end + 0.2)
        latency = answer[0][0] - spoken_end if reply is not None and answer else None
    print(out)
    return out, latency


def test_spoken_yes_runs_the_tool_and_the_answer_is_spoken(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path
) -> None:
    yes = wav_of(tmp_path / "y.wav", "Yes, go ahead.")
    out, latency = converse(audio, tmp_path, jarvis_home, yes)
    assert "you (heard)> Please make the file." in out
    assert "→ allow" in out
    assert (tmp_path / "spoken.txt").exists()
    assert "jarvis> Done. The file exists now." in out
    assert latency is not None
    print(f"end of the spoken yes → first audio of the answer: {latency:.2f} s")


def test_spoken_no_never_runs_the_tool(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path
) -> None:
    no = wav_of(tmp_path / "n.wav", "No, don't do that.")
    out, _ = converse(audio, tmp_path, jarvis_home, no)
    assert "→ deny" in out
    assert not (tmp_path / "spoken.txt").exists()


def test_noise_never_becomes_a_yes(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path
) -> None:
    import numpy as np

    rng = np.random.default_rng(7)
    hiss = (rng.normal(0, 3000, 16_000 * 2)).clip(-32768, 32767).astype(np.int16).tobytes()
    out, _ = converse(audio, tmp_path, jarvis_home, wav_of(tmp_path / "noise.wav", pcm=hiss))
    assert "→ allow" not in out
    assert not (tmp_path / "spoken.txt").exists()


def test_the_assistants_own_question_played_back_never_allows(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path
) -> None:
    """An echo: the question the assistant just asked comes back through the microphone."""
    from jarvis_voice.i18n import t

    always = t("voice.question.always", "en", scope="this exact command")
    question = t(
        "voice.question", "en", risks="", tool="bash", summary="touch spoken.txt", always=always
    )
    echo = wav_of(tmp_path / "echo.wav", question)
    out, _ = converse(audio, tmp_path, jarvis_home, echo)
    assert "→ allow" not in out
    assert not (tmp_path / "spoken.txt").exists()


LONG_ANSWER = (
    "Here is the weather for the whole week. Monday will be sunny and warm with a light "
    "breeze. Tuesday brings clouds and some rain in the evening. Wednesday is cold and windy. "
    "Thursday clears up again. Friday is the warmest day of the week. The weekend looks fine."
)


def test_saying_stop_with_a_headset_stops_the_spoken_answer(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path
) -> None:
    """No echo (a headset): the real device path — the microphone's dropped frames reach the
    stop listener, the speaker stream is aborted mid-sentence."""
    request = wav_of(tmp_path / "request.wav", "What is the weather this week?")
    stop = wav_of(tmp_path / "stop.wav", "Stop.")
    with audio.tap() as speaker:
        jarvis = Assistant(audio, tmp_path, jarvis_home, [{"text": LONG_ANSWER}])
        said_at = audio.play_request(request)
        speaker.wait_for_speech(after=said_at)
        time.sleep(4.5)  # past the 3 s of its voice the canceller hears before a pause is armed
        stop_ended = said_until(audio, stop)
        out = jarvis.finish(timeout=60)
        answer = speaker.spoke_after(said_at)
    print(out)
    assert "(interrupted: heard 'Stop.')" in out
    silence = answer[-1][1] - stop_ended
    print(f"headset: end of the spoken stop → silence: {silence:.2f} s")
    assert silence < 0.2  # the voice paused it; the recogniser's stop then cut it


def loop_speaker_into_microphone(audio: virtual_audio.VirtualAudio) -> None:
    """No headset and no echo cancelling in the sound server: the microphone hears the speaker."""
    subprocess.run(
        ["pactl", "load-module", "module-loopback", "source=speaker.monitor", "sink=mic",
         "latency_msec=100"],
        env=audio.env, check=True, capture_output=True,
    )  # fmt: skip


@pytest.mark.xfail(
    strict=False,
    reason="echo cancelling on this path is not reliable yet: the canceller leaves much more "
    "echo here than in the simulated room (the reference/echo offset measured steady at 6 ms; "
    "suspects: module-loopback's adaptive resampling, a new output stream per sentence), so a "
    "stop may merge with the echo (passed 3 of 6 runs)",
)
def test_saying_stop_over_its_own_echo_stops_the_spoken_answer(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path
) -> None:
    """The assistant hears its whole answer through the microphone, and the user's "stop"
    over it; the stop cuts the answer, its own voice does not."""
    loop_speaker_into_microphone(audio)
    request = wav_of(tmp_path / "request.wav", "What is the weather this week?")
    stop = wav_of(tmp_path / "stop.wav", "Stop.")
    with audio.tap() as speaker:
        jarvis = Assistant(audio, tmp_path, jarvis_home, [{"text": LONG_ANSWER}])
        said_at = audio.play_request(request)
        speaker.wait_for_speech(after=said_at)
        time.sleep(6.0)  # well into the answer: the echo canceller has adapted by then
        stop_ended = said_until(audio, stop)
        out = jarvis.finish(timeout=60)
        answer = speaker.spoke_after(said_at)
    print(out)
    assert "(interrupted: heard 'Stop.')" in out
    silence = answer[-1][1] - stop_ended
    spoken = answer[-1][1] - answer[0][0]
    print(f"end of the spoken stop → silence: {silence:.2f} s (answer spoken for {spoken:.1f} s)")
    assert silence < 3.0


STOP_ANSWER = (
    "To end the timer, say the word stop. Stop. Be quiet. Enough. "
    "Then the timer starts again when you ask for it."
)


def test_an_answer_full_of_stop_words_is_spoken_to_the_end_over_its_own_echo(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path
) -> None:
    loop_speaker_into_microphone(audio)
    request = wav_of(tmp_path / "request.wav", "How do I end the timer?")
    with audio.tap() as speaker:
        jarvis = Assistant(audio, tmp_path, jarvis_home, [{"text": STOP_ANSWER}])
        said_at = audio.play_request(request)
        out = jarvis.finish(timeout=90)
        answer = speaker.spoke_after(said_at)
    print(out)
    assert "jarvis> To end the timer" in out
    assert "(interrupted" not in out
    assert answer and answer[-1][1] - answer[0][0] > 6.0  # all of it was said


# --------------------------------------------------------------------------- the wake word


def test_talk_without_the_wake_word_never_becomes_a_request_or_an_approval(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path
) -> None:
    """Issue 15, hands-free behind "Hey Jarvis" (the default): a request and a yes said without
    it are ignored — nothing is heard as a request, nothing is spoken, no tool runs — and the
    same request after the wake word is asked about, answered by voice and run."""
    talk = [
        wav_of(tmp_path / "t1.wav", "Please make the file."),
        wav_of(tmp_path / "t2.wav", "Yes, go ahead."),
        wav_of(tmp_path / "t3.wav", "Hey Marvin, make the file please."),
    ]
    request = wav_of(tmp_path / "request.wav", "Hey Jarvis, please make the file.")
    yes = wav_of(tmp_path / "yes.wav", "Yes, go ahead.")
    with audio.tap() as speaker:
        jarvis = Assistant(audio, tmp_path, jarvis_home, MAKE_FILE, wake_word="hey_jarvis")
        started = time.monotonic()
        for wav in talk:
            audio.play(wav)
        time.sleep(2.0)
        assert speaker.spoke_after(started) == []  # no question, no earcon, no answer
        assert not (tmp_path / "spoken.txt").exists()
        said_at = audio.play(request)
        question_end = jarvis.wait_until_asked(speaker)
        time.sleep(0.3)
        audio.play(yes)
        out = jarvis.finish(timeout=120)
    print(out)
    assert 'listening for "Hey Jarvis"' in out
    heard = [line for line in out.splitlines() if "you (heard)>" in line]
    assert len(heard) == 1 and "please make the file" in heard[0].lower(), heard
    assert out.count("(wake word heard)") == 1
    assert "→ allow" in out and (tmp_path / "spoken.txt").exists()
    assert question_end > said_at


def test_a_similar_name_the_detector_wakes_on_never_becomes_a_request_or_an_approval(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path, korean_voice
) -> None:
    """The wake word's second stage through the devices, on the default models (whisper base
    confirms): the Kokoro voice's "Hey Travis" wakes the detector at 0.3 (the benchmark scored
    it 0.99) but whisper hears Travis — said with a request and said alone before a yes, it
    produces nothing: no earcon, no speech, no request, no tool. Then the real wake word
    works."""
    names = [
        _said(korean_voice, "Hey Travis, make the file please."),
        _said(korean_voice, "Hey Travis."),
    ]
    detector = WakeWordDetector("hey_jarvis", CONFIRMED_THRESHOLD)
    assert all(wakes_at_stage_one(detector, pcm) >= CONFIRMED_THRESHOLD for pcm in names)
    travis = [
        wav_of(tmp_path / "t1.wav", pcm=names[0]),
        wav_of(tmp_path / "t2.wav", pcm=names[1]),
        wav_of(tmp_path / "t3.wav", "Yes, go ahead."),
    ]
    request = wav_of(tmp_path / "request.wav", "Hey Jarvis, please make the file.")
    yes = wav_of(tmp_path / "yes.wav", "Yes, go ahead.")
    with audio.tap() as speaker:
        jarvis = Assistant(
            audio, tmp_path, jarvis_home, MAKE_FILE, wake_word="hey_jarvis",
            JARVIS_VOICE__STT_MODEL="base", JARVIS_VOICE__MODELS_DIR=str(tmp_path / "models"),
        )  # fmt: skip
        started = time.monotonic()
        for wav in travis:
            audio.play(wav)
        time.sleep(3.0)  # a confirmation still running would have spoken by now
        assert speaker.spoke_after(started) == []  # no earcon, no question, no answer
        assert not (tmp_path / "spoken.txt").exists()
        audio.play(request)
        jarvis.wait_until_asked(speaker)
        time.sleep(0.3)
        audio.play(yes)
        out = jarvis.finish(timeout=120)
    print(out)
    heard = [line for line in out.splitlines() if "you (heard)>" in line]
    assert len(heard) == 1 and "please make the file" in heard[0].lower(), heard
    assert out.count("(wake word heard)") == 1
    assert out.count("(not the wake word)") >= 2  # both woke stage 1 and stage 2 dropped them
    assert "→ allow" in out and (tmp_path / "spoken.txt").exists()


def _said(voice, text: str) -> bytes:
    return b"".join(convert_pcm(c.pcm, c.sample_rate) for c in voice.synthesize(text))


def test_the_wake_word_interrupts_the_spoken_answer(
    audio: virtual_audio.VirtualAudio, tmp_path: Path, jarvis_home: Path
) -> None:
    """ "Hey Jarvis" while the assistant speaks (a headset: no echo) cuts the answer, as a
    spoken stop does, and it listens at once."""
    request = wav_of(tmp_path / "request.wav", "Hey Jarvis, what is the weather this week?")
    wake = wav_of(tmp_path / "wake.wav", "Hey Jarvis.")
    with audio.tap() as speaker:
        jarvis = Assistant(
            audio, tmp_path, jarvis_home, [{"text": LONG_ANSWER}], wake_word="hey_jarvis"
        )
        said_at = audio.play_request(request)
        speaker.wait_for_speech(after=said_at)
        time.sleep(3.0)
        wake_started = time.monotonic() + PAD_S  # the file starts with PAD_S of silence
        wake_ended = audio.play(wake) - PAD_S
        out = jarvis.finish(timeout=60)
        answer = speaker.spoke_after(said_at)
    print(out)
    assert "(interrupted: heard 'Hey Jarvis')" in out
    cut = answer[-1][1]
    # (paplay returns up to ~1 s after the audio ended: its end is only an upper bound)
    print(f"the answer was cut {cut - wake_started:.2f} s after the wake word began")
    # cut by the wake word, soon after it: 0.5–0.85 s after it began on an idle machine; 1.8 s
    # once at load 6 (the whole slow suite) — the answer would otherwise go on for ~15 s
    assert wake_started < cut < wake_ended + 2.5
