"""The page as a voice front end: one tab's push-to-talk microphone.

`voice_start` → binary PCM frames → `voice_end`: the clip goes through the same endpointer and
recogniser as a desktop microphone (`voice.speech_turn`), becomes a spoken request of the
session (`you (heard)> …` everywhere), and the answer comes back as audio for the page to play.
The tab sees its state: listening → heard → thinking → speaking → idle.
"""

from __future__ import annotations

import asyncio
import base64
from collections.abc import Callable
from typing import TYPE_CHECKING

from jarvis_voice.core.events import EndedBy, Source
from jarvis_voice.core.session import Session
from jarvis_voice.web.protocol import ErrorOut, ServerMessage, VoiceAudioOut, VoiceStateOut

if TYPE_CHECKING:  # the speech models (and numpy) load only when a tab first talks
    from jarvis_voice.voice.speech_turn import SpeechTurns

Send = Callable[[ServerMessage], None]
MAX_CLIP_BYTES = 30 * 16_000 * 2  # 30 s of 16 kHz mono int16: one spoken request


class BrowserMicrophone:
    def __init__(self, session: Session, speech: Callable[[], SpeechTurns], send: Send) -> None:
        self.session = session
        self.speech = speech  # shared by the tabs of this process, made on first use
        self.send = send
        self._clip: bytearray | None = None

    def start(self) -> None:
        self._clip = bytearray()
        self.send(VoiceStateOut(state="listening"))

    def feed(self, pcm: bytes) -> ErrorOut | None:
        if self._clip is None:
            return ErrorOut(code="voice_not_started", message="send voice_start before audio")
        if len(self._clip) + len(pcm) > MAX_CLIP_BYTES:
            return ErrorOut(code="voice_too_long", message="a spoken request is at most 30 s")
        self._clip += pcm[: len(pcm) - len(pcm) % 2]
        return None

    async def finish(self) -> None:
        """Recognise the clip and run it as a spoken request; speak the answer in the page."""
        clip, self._clip = bytes(self._clip or b""), None
        self.send(VoiceStateOut(state="heard"))
        heard = await asyncio.to_thread(self.speech().recognise, clip)
        if heard is None:
            self.send(VoiceStateOut(state="idle", text="no words heard"))
            return
        self.session.heard(heard.text, heard.language)
        self.send(VoiceStateOut(state="thinking", text=heard.text))
        result = await self.session.submit(
            heard.text,
            source=Source.VOICE,
            language=heard.language,
            language_probability=heard.probability,
        )
        if result.ended_by is EndedBy.BUSY:
            self.send(VoiceStateOut(state="idle", text=result.answer))
            return
        wav = await asyncio.to_thread(self.speech().speak_wav, result.answer, result.language)
        self.send(VoiceAudioOut(wav_base64=base64.b64encode(wav).decode("ascii")))
        self.send(VoiceStateOut(state="speaking"))
