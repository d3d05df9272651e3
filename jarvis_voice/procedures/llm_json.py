"""Ask a backend for one JSON object: grammar-constrained when it can, else chat and parse.

The embedded model has `complete_json` (llama.cpp grammar), which makes even a 0.5B model
produce the requested shape. Other backends get the schema in the prompt and their first JSON
object is taken. Either way a failure is a `BackendError` with one line; callers decide whether
that is a rejection (reflection) or a fallback (distillation).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from jarvis_voice.errors import BackendError
from jarvis_voice.llm.base import ChatMessage, LLMBackend

JsonAsker = Callable[[list[ChatMessage], dict[str, Any], int], dict[str, Any]]


def ask_json(
    backend: LLMBackend, messages: list[ChatMessage], schema: dict[str, Any], max_tokens: int
) -> dict[str, Any]:
    complete = getattr(backend, "complete_json", None)
    if callable(complete):
        value = complete(messages, schema, max_tokens)
        if not isinstance(value, dict):
            raise BackendError("the model answered JSON that is not an object")
        return value
    hint = ChatMessage(
        role="system",
        content="Answer with one JSON object matching this schema and nothing else:\n"
        + json.dumps(schema, ensure_ascii=False),
    )
    reply = backend.chat([hint, *messages], [])
    return first_json_object(reply.text)


def first_json_object(text: str) -> dict[str, Any]:
    """The first `{...}` in `text` that parses as a JSON object (code fences allowed)."""
    decoder = json.JSONDecoder()
    start = text.find("{")
    while start != -1:
        try:
            value, _ = decoder.raw_decode(text, start)
        except json.JSONDecodeError:
            start = text.find("{", start + 1)
            continue
        if isinstance(value, Mapping):
            return dict(value)
        start = text.find("{", start + 1)
    raise BackendError(f"the model did not answer a JSON object ({len(text)} chars)")
