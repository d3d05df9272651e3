"""What the model is sent for this turn's request, when a feature helps a small model read it.

Features that help a small model read a request (its English answer as a note, its numbers as
digits) change the user message as sent for this turn only: the person's words stay as they
were said in the history, the transcript and the episodes.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from jarvis_voice.agent import grounding
from jarvis_voice.agent.loop import TurnHooks
from jarvis_voice.llm.base import ChatMessage

if TYPE_CHECKING:
    from jarvis_voice.agent.loop import AgentLoop


class SentRequest(TurnHooks):
    """Subclasses say what to send instead of the request (`to_send`); this class sends it in
    every model call of the turn. Another feature's note after the request is kept."""

    def __init__(self) -> None:
        self._said: str | None = None
        self._sent: str | None = None
        self.workdir: Path | None = None  # the turn's working directory, for `to_send`

    async def to_send(self, prompt: str) -> str | None:
        """The text to send for `prompt` (itself with a note, or reworded), or None."""
        raise NotImplementedError

    @property
    def changed(self) -> bool:
        return self._sent is not None

    async def before_agent_start(self, loop: AgentLoop, prompt: str) -> str | None:
        self._said, self._sent = None, None
        self.workdir = loop.context.workdir
        if grounding.readable(prompt) != prompt:
            # a paste, not a spoken request: its readings grow with its length (8 s for 9,000
            # characters), and a note about its words is for a sentence
            return None
        sent = await self.to_send(prompt)
        if sent and sent != prompt:
            self._said, self._sent = prompt, sent
        return None  # nothing for the system prompt: its prefix stays cached

    async def transform_context(self, messages: list[ChatMessage]) -> list[ChatMessage]:
        said, sent = self._said, self._sent
        if said is None or sent is None:
            return messages
        for message in reversed(messages):
            if message.role == "user":
                content = message.content
                if content.startswith(said) and not content.startswith(sent):
                    message.content = sent + content[len(said) :]
                break
        return messages
