"""Chat with a model served by a local Ollama server, with native tool calling."""

from __future__ import annotations

import json
import threading
from collections.abc import Collection, Mapping, Sequence
from typing import Any

import httpx
import ollama
from pydantic import ValidationError

from jarvis_voice.errors import BackendError, one_line
from jarvis_voice.i18n import Msg
from jarvis_voice.llm.answer_language import with_answer_note
from jarvis_voice.llm.base import ChatMessage, LLMReply, TextSink, ToolCall, ToolSpec


class OllamaBackend:
    """`chat()` posts to `/api/chat` through the official `ollama` client.

    `timeout_s` bounds one request (connect + generation); `None` waits forever.
    """

    def __init__(
        self,
        model: str,
        host: str = "http://127.0.0.1:11434",
        *,
        context_size: int | None = None,
        max_tokens: int | None = None,
        threads: int | None = None,
        temperature: float | None = None,
        timeout_s: float | None = 600.0,
        client: ollama.Client | None = None,
    ) -> None:
        self.model = model
        self.host = host
        self.name = f"ollama:{model}"
        self.options: dict[str, Any] = {
            key: value
            for key, value in {
                "num_ctx": context_size,
                "num_predict": max_tokens,
                "num_thread": threads,
                "temperature": temperature,
            }.items()
            if value is not None
        }
        self._client = client or ollama.Client(host=host, timeout=timeout_s)
        self._ids = 0
        self._lock = threading.Lock()

    def chat(
        self,
        messages: list[ChatMessage],
        tools: list[ToolSpec],
        on_text: TextSink | None = None,
        *,
        must_call: Collection[str] = (),
    ) -> LLMReply:
        response = ollama_chat(
            self._client,
            self.host,
            self.model,
            to_ollama_messages(with_answer_note(messages)),
            # Ollama cannot force a call: offering only the required tools is the nearest thing.
            tools=[spec.as_openai() for spec in tools if not must_call or spec.name in must_call]
            or None,
            options=self.options or None,
        )
        return self._to_reply(response.message)

    def _to_reply(self, message: ollama.Message) -> LLMReply:
        calls: list[ToolCall] = []
        for raw in message.tool_calls or []:
            calls.append(
                ToolCall(
                    id=str(getattr(raw, "id", None) or self._new_id()),
                    name=raw.function.name,
                    arguments=_arguments_from_ollama(raw.function.arguments),
                )
            )
        return LLMReply(text=message.content or "", tool_calls=calls)

    def _new_id(self) -> str:
        with self._lock:
            self._ids += 1
            return f"ollama_call_{self._ids}"


def ollama_chat(
    client: ollama.Client,
    host: str,
    model: str,
    messages: Sequence[Mapping[str, Any]],
    *,
    tools: list[dict[str, Any]] | None = None,
    format: dict[str, Any] | None = None,
    options: dict[str, Any] | None = None,
) -> ollama.ChatResponse:
    """One `/api/chat` request; every way it can fail is one BackendError line."""
    try:
        return client.chat(
            model=model, messages=messages, tools=tools, format=format, options=options
        )
    except ConnectionError as exc:  # the client's own "failed to connect"
        raise BackendError(Msg("error.ollama.unreachable", host=host)) from exc
    except ollama.ResponseError as exc:
        raise BackendError(_response_error(exc, host, model)) from exc
    except httpx.TimeoutException as exc:
        raise BackendError(
            Msg("error.ollama.timeout", host=host, detail=type(exc).__name__)
        ) from exc
    except httpx.HTTPError as exc:
        raise BackendError(Msg("error.ollama.failed", host=host, detail=one_line(exc))) from exc
    except ValidationError as exc:
        raise BackendError(
            f"the Ollama server at {host} sent an answer this client cannot read "
            f"({exc.error_count()} problem(s), first: {exc.errors()[0]['msg']})"
        ) from exc


def _response_error(exc: ollama.ResponseError, host: str, model: str) -> Msg:
    detail = one_line(exc.error)
    if exc.status_code == 404 and "not found" in detail.lower():
        return Msg("error.ollama.no_model", model=model, host=host, detail=detail)
    if "does not support tools" in detail.lower():
        return Msg("error.ollama.no_tools", model=model)
    return Msg("error.ollama.status", host=host, status=exc.status_code, detail=detail)


def to_ollama_messages(messages: list[ChatMessage]) -> list[dict[str, Any]]:
    """Our messages in Ollama's shape: assistant `tool_calls`, tool results with `tool_name`."""
    out: list[dict[str, Any]] = []
    for message in messages:
        item: dict[str, Any] = {"role": message.role, "content": message.content}
        if message.role == "assistant" and message.tool_calls:
            item["tool_calls"] = [
                {"function": {"name": call.name, "arguments": _arguments_to_ollama(call)}}
                for call in message.tool_calls
            ]
        if message.role == "tool" and message.name:
            item["tool_name"] = message.name
        out.append(item)
    return out


def _arguments_to_ollama(call: ToolCall) -> dict[str, Any]:
    if isinstance(call.arguments, dict):
        return call.arguments
    # The model once produced something that was not a JSON object: Ollama needs an object.
    return {"raw_arguments": call.arguments}


def _arguments_from_ollama(arguments: Any) -> dict[str, Any] | str:
    if isinstance(arguments, Mapping):
        return dict(arguments)
    if isinstance(arguments, str):
        try:
            parsed = json.loads(arguments)
        except json.JSONDecodeError:
            return arguments
        return parsed if isinstance(parsed, dict) else arguments
    return json.dumps(arguments) if arguments is not None else {}
