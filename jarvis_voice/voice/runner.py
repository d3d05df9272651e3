"""Assemble and run the voice front end on a session: devices or files, models, triggers.

`jarvis start` and `jarvis voice run` (cli/voice_run.py) make the session and serve the web UI
on the same session (`voice run --no-web`: no web), so the on-screen approval buttons work
while voice is on (V2, K1).
This module knows nothing of the web.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.config import Settings
from jarvis_voice.core.session import Session
from jarvis_voice.i18n import t
from jarvis_voice.voice.assistant import VoiceAssistant
from jarvis_voice.voice.audio import AudioSink, AudioSource, MuteGate, TurnTakingSource
from jarvis_voice.voice.audio_files import NullSink, WavFileSink
from jarvis_voice.voice.classifier import ReplyClassifier
from jarvis_voice.voice.devices import MicrophoneSource, SpeakerSink, device_setting
from jarvis_voice.voice.echo import SpeexEchoCanceller, echo_cancellation_available
from jarvis_voice.voice.local_io import LocalVoiceIO
from jarvis_voice.voice.pcm import load_wav_pcm16
from jarvis_voice.voice.reply_grammar import ReplyGrammar, vosk_installed
from jarvis_voice.voice.spoken_approval import SpokenApprovals
from jarvis_voice.voice.stop_listener import StopListener
from jarvis_voice.voice.stt import Recognizer
from jarvis_voice.voice.triggers import EnterToTalk, HandsFree, PushToTalk, Trigger, WakeWord
from jarvis_voice.voice.tts import make_synthesizer
from jarvis_voice.voice.utterances import UtteranceFiles
from jarvis_voice.voice.vad import Endpointer
from jarvis_voice.voice.wake_barge_in import WakeBargeIn
from jarvis_voice.voice.wake_confirm import WakeConfirmer
from jarvis_voice.voice.wake_word import (
    OFF,
    SINGLE_STAGE_THRESHOLD,
    WakeWordDetector,
    wake_threshold,
)


@dataclass
class VoiceOptions:
    audio_in: list[Path]
    audio_out: Path | None = None
    trigger: str = "settings"  # settings | hands-free | push-to-talk | enter
    max_requests: int | None = None


class EndOfAudio:
    """Wraps a finite source; sets an asyncio event when its frames run out."""

    def __init__(self, source: AudioSource, ended: asyncio.Event) -> None:
        self.source = source
        self.ended = ended
        self._loop = asyncio.get_running_loop()

    def frames(self) -> Iterator[bytes]:
        yield from self.source.frames()
        self._loop.call_soon_threadsafe(self.ended.set)

    def listening(self) -> None:
        if isinstance(self.source, TurnTakingSource):
            self.source.listening()

    def close(self) -> None:
        self.source.close()


def _source(
    options: VoiceOptions, settings: Settings, gate: MuteGate, ended: asyncio.Event
) -> AudioSource:
    if options.audio_in:  # one utterance per file, spoken when the assistant listens
        return EndOfAudio(UtteranceFiles([load_wav_pcm16(p) for p in options.audio_in]), ended)
    return MicrophoneSource(device=device_setting(settings.voice.input_device), gate=gate)


def _sink(options: VoiceOptions, settings: Settings, gate: MuteGate) -> AudioSink:
    if options.audio_out is not None:
        return WavFileSink(options.audio_out, gate=gate)
    if options.audio_in:
        return NullSink()  # a file-driven run has no speaker; replies are printed
    return SpeakerSink(device=device_setting(settings.voice.output_device), gate=gate)


def _trigger(
    options: VoiceOptions, settings: Settings, io: LocalVoiceIO, session: Session
) -> Trigger:
    kind = options.trigger
    if kind == "settings":
        kind = settings.voice.mode
    if wants_wake_word(options, settings):
        # the model is checked and loaded here, before anything else: hands-free never starts
        # without it (a WakeWordError is the one line the user sees)
        voice = settings.voice
        threshold = wake_threshold(voice.wake_threshold, voice.wake_confirm)
        return WakeWord(
            io,
            WakeWordDetector(voice.wake_word, threshold),
            earcon=voice.wake_earcon,
            enabled=lambda: session.wake_word is not False,  # the page may switch it off
            on_wake=lambda: print(t("voice.wake_heard", session.language), flush=True),
            confirmer=(
                WakeConfirmer(
                    io.recognizer,
                    on_refused=lambda: print(t("voice.wake_dropped", session.language), flush=True),
                )
                if voice.wake_confirm
                else None
            ),
        )
    if options.audio_in or kind == "hands-free":
        return HandsFree()
    if kind == "enter":
        from jarvis_voice.approval.terminal import LineSource

        lines = LineSource()
        lines.start()
        return EnterToTalk(lines)
    return PushToTalk(settings.voice.hotkey)


def wants_wake_word(options: VoiceOptions, settings: Settings) -> bool:
    """Hands-free waits for the wake word unless it is off. WAV files (`--audio-in`) are one
    request each, as before, unless `--hands-free` is given with them."""
    kind = settings.voice.mode if options.trigger == "settings" else options.trigger
    if settings.voice.wake_word == OFF or kind != "hands-free":
        return False
    return not options.audio_in or options.trigger == "hands-free"


async def run_voice(settings: Settings, options: VoiceOptions, session: Session) -> int:
    """Serve spoken requests on `session` until the trigger, the audio or the count ends."""
    gate = MuteGate()
    ended = asyncio.Event()
    io = LocalVoiceIO(
        source=_source(options, settings, gate, ended),
        sink=_sink(options, settings, gate),
        endpointer=Endpointer.from_settings(settings.voice),
        answer_endpointer=Endpointer.from_settings(settings.voice, answer=True),
        recognizer=Recognizer(settings.voice),
        synthesizer=make_synthesizer(settings.voice),
        gate=gate,
        language=settings.voice.language,
        answer_language=settings.voice.language or settings.agent.language,
        reply_grammar=(
            ReplyGrammar() if settings.voice.reply_cross_check and vosk_installed() else None
        ),
        early_recognition=settings.voice.early_recognition,
    )
    try:
        trigger = _trigger(options, settings, io, session)
    except BaseException:
        io.close()
        raise
    classifier = ReplyClassifier.from_settings(
        settings.voice, settings.llm, backend=session.agent.backend
    )
    # The voices load now too: loaded on the first answer, Kokoro cost the first Korean answer
    # 1.4 s plus a slow first inference (bench_conversation, session 22).
    load_voices = getattr(io.speaker.synthesizer, "load", None)
    await asyncio.gather(
        asyncio.to_thread(io.recognizer.load),
        asyncio.to_thread(classifier.warm_up),
        *([asyncio.to_thread(load_voices)] if callable(load_voices) else []),
        *([asyncio.to_thread(io.reply_grammar.load)] if io.reply_grammar is not None else []),
    )
    approvals = SpokenApprovals(
        session.broker,
        session.events,
        io,
        classifier,
        max_listens=settings.voice.max_listens,
        listen_timeout_s=settings.voice.listen_timeout_s,
        source_ended=ended,
        check_reply=io.check_reply if io.reply_grammar is not None else None,
    )
    # A spoken "stop" needs a live microphone (files are only spoken when the assistant listens)
    spoken_stop = None
    if settings.voice.spoken_stop and not options.audio_in:
        spoken_stop = StopListener(
            gate,
            io.recognizer,
            io.own_speech,
            # voice.language pins the recogniser; else the conversation's language, as it is
            # when the answer is spoken (a Korean turn's "그만", an English turn's "stop")
            language=lambda: settings.voice.language or session.language,
            echo=SpeexEchoCanceller() if echo_cancellation_available() else None,
            playback=io.playback,
            hold=io.hold,
        )
    spoken_wake = None
    if isinstance(trigger, WakeWord) and not options.audio_in:
        # no confirmation over the answer (it would come a recognition later): one stage
        barge_in_at = trigger.detector.threshold
        if trigger.confirmer is not None:
            barge_in_at = max(barge_in_at, SINGLE_STAGE_THRESHOLD)
        spoken_wake = WakeBargeIn(
            gate,
            trigger.detector,
            io.own_speech,
            echo=SpeexEchoCanceller() if echo_cancellation_available() else None,
            playback=io.playback,
            threshold=barge_in_at,
        )
    session.events.subscribe_lines(lambda entry: print(f"  · {entry.line}", flush=True))
    assistant = VoiceAssistant(
        session,
        io,
        approvals,
        trigger,
        listen_timeout_s=settings.voice.listen_timeout_s,
        source_ended=ended,
        show=lambda line: print(line, flush=True),
        spoken_stop=spoken_stop,
        spoken_wake=spoken_wake,
        follow_up_s=settings.voice.follow_up_s if isinstance(trigger, WakeWord) else 0.0,
    )
    language = settings.agent.language
    if isinstance(trigger, WakeWord):
        session.offer_wake_word()
        phrase = trigger.detector.model.phrase
        print(t("voice.listening_for_wake", language, phrase=phrase), flush=True)
    print(t("voice.listening", language), flush=True)
    try:
        handled = await assistant.run(options.max_requests)
    finally:
        io.close()
    print(t("voice.handled", language, n=handled), file=sys.stderr)
    return handled
