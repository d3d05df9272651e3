"""A deterministic backend for tests and demos: it replays a fixed list of replies.

Every call is recorded in `.calls` (the messages and the tool names it was given), so a test can
assert exactly how many model calls the agent loop made. When the script runs out the backend
raises `BackendError("scripted backend has no more replies")`: an extra model call fails loudly.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import Any, TypedDict

from pydantic import ValidationError

from jarvis_voice.errors import BackendError, one_line
from jarvis_voice.llm.base import ChatMessage, LLMReply, TextSink, ToolCall, ToolSpec

StepFunction = Callable[[list[ChatMessage], list[ToolSpec]], LLMReply]
Step = LLMReply | StepFunction

NO_MORE_REPLIES = "scripted backend has no more replies"


class RecordedCall(TypedDict):
    messages: list[ChatMessage]
    tools: list[str]
    must_call: list[str]


class ScriptedBackend:
    """Replays `steps` in order; a step is an `LLMReply` or a callable `(messages, tools)`."""

    name = "scripted"

    def __init__(self, steps: Sequence[Step]) -> None:
        self._steps: list[Step] = list(steps)
        self._next = 0
        self._lock = threading.Lock()
        self.calls: list[RecordedCall] = []

    @classmethod
    def from_file(cls, path: str | Path) -> ScriptedBackend:
        """Load `[{"text": ..., "tool_calls": [{"name": ..., "arguments": {...}}]}, ...]`.

        Tool call ids are assigned (`call_1`, `call_2`, ...) when the file gives none.
        """
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            raise BackendError(f"cannot read script {path}: {one_line(exc)}") from exc
        except json.JSONDecodeError as exc:
            raise BackendError(
                f"script {path} is not valid JSON: {exc.msg} (line {exc.lineno})"
            ) from None
        return cls(parse_script(data, source=str(path)))

    @property
    def remaining(self) -> int:
        """How many scripted replies have not been used yet."""
        return len(self._steps) - self._next

    def chat(
        self,
        messages: list[ChatMessage],
        tools: list[ToolSpec],
        on_text: TextSink | None = None,
        *,
        must_call: Collection[str] = (),
    ) -> LLMReply:
        with self._lock:
            self.calls.append(
                {
                    "messages": [m.model_copy(deep=True) for m in messages],
                    "tools": [t.name for t in tools],
                    "must_call": sorted(must_call),
                }
            )
            if self._next >= len(self._steps):
                raise BackendError(NO_MORE_REPLIES)
            step = self._steps[self._next]
            self._next += 1
        reply = step if isinstance(step, LLMReply) else step(list(messages), list(tools))
        if on_text is not None and reply.text and not reply.tool_calls:
            for piece in re.findall(r"\S+\s*|\s+", reply.text):  # word by word, like a model
                on_text(piece)
        return reply.model_copy(deep=True)


def parse_script(data: Any, source: str = "script") -> list[LLMReply]:
    """Turn the JSON form of a script into replies, numbering tool calls without an id."""
    if not isinstance(data, list):
        raise BackendError(f"{source} must be a JSON list of replies")
    replies: list[LLMReply] = []
    counter = 0
    for index, item in enumerate(data, start=1):
        if not isinstance(item, dict):
            raise BackendError(f"{source}: reply {index} must be an object")
        calls: list[ToolCall] = []
        raw_calls = item.get("tool_calls") or []
        if not isinstance(raw_calls, list):
            raise BackendError(f"{source}: reply {index} tool_calls must be a list")
        for raw in raw_calls:
            counter += 1
            if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
                raise BackendError(f"{source}: reply {index} has a tool call without a name")
            try:
                calls.append(
                    ToolCall(
                        id=str(raw.get("id") or f"call_{counter}"),
                        name=raw["name"],
                        arguments=raw.get("arguments", {}),
                    )
                )
            except ValidationError as exc:
                raise BackendError(
                    f"{source}: reply {index} has a bad tool call: {one_line(exc)}"
                ) from exc
        text = item.get("text", "")
        if not isinstance(text, str):
            raise BackendError(f"{source}: reply {index} text must be a string")
        replies.append(LLMReply(text=text, tool_calls=calls))
    return replies
