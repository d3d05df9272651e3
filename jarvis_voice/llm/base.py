"""The one small interface every LLM backend implements: chat with optional tool calling."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field


class ToolCall(BaseModel):
    """A tool call requested by the model.

    `arguments` is a dict when the model produced valid JSON object arguments; otherwise it is the
    raw string the model produced, so the pipeline can answer with an `is_error` result.
    """

    id: str
    name: str
    arguments: dict[str, Any] | str = Field(default_factory=dict)


class ChatMessage(BaseModel):
    role: Literal["system", "user", "assistant", "tool"]
    content: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    tool_call_id: str | None = None
    name: str | None = None  # tool name, on role == "tool"
    # On a request (role "user"): the language its answer is in ("ko"/"en"), decided by the
    # session (issue 16); backends tell the model (llm/answer_language.py). None: by its script.
    language: str | None = None


class ToolSpec(BaseModel):
    """What the model is told about a tool (OpenAI/Ollama function format)."""

    name: str
    description: str
    parameters: dict[str, Any]

    def as_openai(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters,
            },
        }


class LLMReply(BaseModel):
    text: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)


# Receives the answer text as the model produces it (called from the backend's thread).
TextSink = Callable[[str], None]


class LLMBackend(Protocol):
    """Blocking chat call; the agent loop runs it in a worker thread.

    `on_text`: a backend that can stream calls it with each new piece of *answer* text (never
    tool-call syntax) while generating; the returned reply still holds the whole text. A
    backend that cannot stream ignores it.

    `must_call`: names among `tools` of which the reply must call one (OpenAI's tool_choice
    "required"). The loop sets it after an answer invented a fact, so the model's second try is
    a look-up, not a reworded guess. A backend that cannot force it offers only those tools.
    """

    name: str

    def chat(
        self,
        messages: list[ChatMessage],
        tools: list[ToolSpec],
        on_text: TextSink | None = None,
        *,
        must_call: Collection[str] = (),
    ) -> LLMReply: ...
