"""When to listen for a request (V2): hands-free, push-to-talk hotkey, or Enter in a terminal;
hands-free waits for the wake word first unless it is off (issue 15)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Protocol

from jarvis_voice.approval.terminal import LineSource
from jarvis_voice.errors import JarvisError, describe
from jarvis_voice.i18n import Msg
from jarvis_voice.voice.wake_confirm import WakeConfirmer
from jarvis_voice.voice.wake_word import WakeWordDetector


class HotkeyUnavailable(JarvisError):
    """No keyboard hook here (e.g. no display); the message says what to use instead."""


class Trigger(Protocol):
    # A press while the assistant speaks interrupts it (barge-in). Hands-free has no press.
    barges_in: bool

    async def wait(self) -> bool:
        """Return True when the user wants to talk, False when the session should end."""


class HandsFree:
    barges_in = False

    async def wait(self) -> bool:
        return True


class WakeListening(Protocol):
    async def wait_for_wake(
        self,
        detector: WakeWordDetector,
        earcon: bool = True,
        enabled: Callable[[], bool] = ...,
        confirmer: WakeConfirmer | None = None,
        on_wake: Callable[[], None] = ...,
    ) -> bool: ...


class WakeWord:
    """Hands-free behind "Hey Jarvis": `wait` returns once the detector has heard it on the
    microphone's own frame stream (what follows stays queued for the request). With a
    `confirmer` the recogniser must also hear the name (voice/wake_confirm.py); `on_wake` is
    called once it does.

    `enabled()` is the live switch (the web page's toggle): while False, every utterance is a
    request again, as with the wake word off."""

    barges_in = False

    def __init__(
        self,
        io: WakeListening,
        detector: WakeWordDetector,
        earcon: bool = True,
        enabled: Callable[[], bool] = lambda: True,
        on_wake: Callable[[], None] = lambda: None,
        confirmer: WakeConfirmer | None = None,
    ) -> None:
        self.io = io
        self.detector = detector
        self.earcon = earcon
        self.enabled = enabled
        self.on_wake = on_wake
        self.confirmer = confirmer

    async def wait(self) -> bool:
        return await self.io.wait_for_wake(
            self.detector, self.earcon, self.enabled, self.confirmer, self.on_wake
        )


class EnterToTalk:
    """Press Enter, then speak. For terminals and machines without a global hotkey."""

    barges_in = True

    def __init__(
        self, lines: LineSource, prompt: str = "Press Enter and speak (Ctrl-D quits)"
    ) -> None:
        self.lines = lines
        self.prompt = prompt

    async def wait(self) -> bool:
        print(self.prompt, flush=True)
        return await self.lines.readline() is not None


class PushToTalk:
    """A global hotkey (pynput), e.g. `<ctrl>+<alt>+space`; each press opens one listen."""

    barges_in = True

    def __init__(self, hotkey: str) -> None:
        try:
            from pynput import keyboard
        except Exception as exc:  # ImportError, or Xlib failing without a display
            raise HotkeyUnavailable(Msg("error.hotkey.unavailable", detail=describe(exc))) from exc
        self._loop = asyncio.get_running_loop()
        self._pressed: asyncio.Queue[None] = asyncio.Queue()
        try:
            self._listener = keyboard.GlobalHotKeys({hotkey: self._on_press})
            self._listener.start()
        except Exception as exc:
            raise HotkeyUnavailable(
                Msg("error.hotkey.register", hotkey=hotkey, detail=describe(exc))
            ) from exc

    def _on_press(self) -> None:
        self._loop.call_soon_threadsafe(self._pressed.put_nowait, None)

    async def wait(self) -> bool:
        await self._pressed.get()
        return True

    def close(self) -> None:
        self._listener.stop()
