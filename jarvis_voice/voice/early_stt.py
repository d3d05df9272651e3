"""Recognise while the hangover runs out: the end of speech is only known after `hangover_ms`
of silence (600 ms for a request, 300 ms for an approval reply), and whisper needs about as
long again. `EarlyRecognition` starts whisper at a pause (`Endpointer.next_utterance`'s
`on_pause`) on the utterance as it would end there; if no voice followed, that is the final
utterance's speech and its transcript is used — the user hears the answer sooner by up to the
hangover's remaining share. If voice followed, the final utterance is recognised as before.

At most one early recognition runs at a time (whisper decodes one at a time anyway); a pause
that comes while one runs is queued, the newest replacing an older queued one, so the final
pause's run starts as soon as the recogniser is free. A pause inside a sentence costs at most
one decode that finishes before the final one starts.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future
from typing import Protocol

from jarvis_voice.voice.stt import Transcript
from jarvis_voice.voice.vad import Utterance

log = logging.getLogger(__name__)


class Transcribes(Protocol):
    def transcribe(self, pcm: bytes, language: str | None = None) -> Transcript: ...


class EarlyRecognition:
    """One listen's early recognition. `on_pause` goes to the endpointer; `transcript(final)`
    returns the final utterance's transcript, from an early run when one covered it."""

    def __init__(self, recognizer: Transcribes, language: str | None) -> None:
        self.recognizer = recognizer
        self.language = language
        self._lock = threading.Lock()
        self._latest: tuple[Utterance, Future[Transcript]] | None = None  # the newest pause
        self._working = False
        self.used = False  # the final transcript came from an early run (tests, benchmarks)

    def on_pause(self, so_far: Utterance) -> None:
        """Recognise `so_far` now, or as soon as the run in progress ends (newest pause wins)."""
        with self._lock:
            self._latest = (so_far, Future())
            if self._working:
                return
            self._working = True
        threading.Thread(target=self._work, name="early-stt", daemon=True).start()

    def _work(self) -> None:
        done = None
        while True:
            with self._lock:
                if self._latest is done or self._latest is None:
                    self._working = False
                    return
                utterance, future = done = self._latest
            if not future.set_running_or_notify_cancel():
                continue  # stale before it started (transcript() cancelled it)
            try:
                future.set_result(self.recognizer.transcribe(utterance.pcm, self.language))
            except BaseException as exc:  # surfaced (or replaced) when the final one is asked
                future.set_exception(exc)

    def transcript(self, final: Utterance) -> Transcript:
        with self._lock:
            latest = self._latest
        if latest is not None and _same_speech(latest[0], final):
            try:
                transcript = latest[1].result()
            except Exception as exc:  # recognise the final utterance instead
                log.debug("early recognition failed: %s", exc)
            else:
                self.used = True
                return transcript
        if latest is not None:
            latest[1].cancel()  # voice came after it: never start it
        # a stale run still in progress finishes first (the recogniser decodes one at a time)
        return self.recognizer.transcribe(final.pcm, self.language)


def _same_speech(early: Utterance, final: Utterance) -> bool:
    """No voice after the early cut: the same first and last voiced frame."""
    return (early.start_s, early.end_s, early.truncated) == (final.start_s, final.end_s, False)
