"""In-process llama.cpp (the prebuilt `xllamacpp` wheel) with a small GGUF shipped on PyPI.

Models this small do not do native tool calling, so every turn is a JSON answer whose shape is
forced by a grammar built from the ToolSpecs; `embedded_format` holds that format (prompt,
examples, schema, parsing). This module runs the model: loading once, the two slots, requests.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import secrets
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from jarvis_voice.errors import BackendError, one_line
from jarvis_voice.llm.base import ChatMessage, LLMReply, TextSink, ToolSpec
from jarvis_voice.llm.embedded_format import (
    CHARS_PER_TOKEN,
    build_reply_schema,
    closed_schema,
    plain_messages,
    repeats_call,
    to_reply,
    tool_messages,
)
from jarvis_voice.llm.model_files import DEFAULT_MODEL, INSTALL_HINT, ResolvedModel, resolve_model


class EmbeddedBackend:
    """A GGUF model run in-process; loaded lazily on first use (thread-safe) and then reused."""

    def __init__(
        self,
        model: str = DEFAULT_MODEL,
        *,
        context_size: int = 4096,
        max_tokens: int = 256,
        threads: int = 2,
        cache_dir: Path | None = None,
        examples: bool = True,
    ) -> None:
        self.model = model
        self.name = f"embedded:{Path(model).name if model.endswith('.gguf') else model}"
        self.context_size = context_size
        self.max_tokens = max_tokens
        self.threads = threads
        self.cache_dir = cache_dir
        self.use_examples = examples
        self.load_seconds: float | None = None
        self.last_timings: dict[str, Any] = {}
        self._resolved: ResolvedModel | None = None
        self._server: Any = None
        self._grammar_ok = False
        self._load_lock = threading.Lock()
        self._run_lock = threading.Lock()
        self._ids = itertools.count(1)

    # ----------------------------------------------------------------------------- loading
    def check(self) -> None:
        """Fail now, with one clear line, if the runtime or the model files are missing."""
        if importlib.util.find_spec("xllamacpp") is None:
            raise BackendError(f"the embedded backend needs the xllamacpp package; {INSTALL_HINT}")
        self._resolve()

    def load(self) -> None:
        """Load the model now (otherwise the first call does it)."""
        self._get_server()

    @property
    def model_path(self) -> Path:
        return self._resolve().path

    def _resolve(self) -> ResolvedModel:
        if self._resolved is None:
            self._resolved = resolve_model(self.model, self.cache_dir)
        return self._resolved

    def _get_server(self) -> Any:
        if self._server is not None:
            return self._server
        with self._load_lock:
            if self._server is None:
                self._server = self._start_server()
        return self._server

    def _start_server(self) -> Any:
        try:
            import xllamacpp
        except ImportError:
            raise BackendError(
                f"the embedded backend needs the xllamacpp package; {INSTALL_HINT}"
            ) from None
        resolved = self._resolve()
        params = xllamacpp.CommonParams()
        params.model.path = str(resolved.path)
        # Two slots, each with the full context: chat keeps its long cached prefix (system prompt
        # and examples) in one while complete_json (the voice classifier) uses the other.
        params.n_parallel = 2
        params.n_ctx = self.context_size * 2
        params.cpuparams.n_threads = self.threads
        params.cpuparams_batch.n_threads = self.threads
        params.verbosity = 0
        # The in-process server also listens on a random loopback port; lock that door.
        params.api_keys = [secrets.token_hex(16)]
        if resolved.chat_template:
            params.chat_template = resolved.chat_template
        started = time.perf_counter()
        try:
            server = xllamacpp.Server(params)
        except RuntimeError as exc:
            raise BackendError(
                f"llama.cpp could not load {resolved.path.name}: {one_line(exc)}"
            ) from exc
        self.load_seconds = time.perf_counter() - started
        self._grammar_ok = xllamacpp.json_schema_to_grammar("{}").startswith("%llguidance")
        return server

    def warm_up(self, messages: list[ChatMessage], tools: list[ToolSpec]) -> None:
        """Load the model and process the fixed prompt prefix (system prompt, tool list,
        examples) now, so the first real request only pays for its own words.

        `messages` needs only the system message(s) the agent will send.
        """
        system = [m for m in messages if m.role == "system"]
        prompt = self._tool_messages(system, tools) if tools else self._plain_messages(system)
        self._complete(prompt, None, 1)

    # -------------------------------------------------------------------------------- chat
    def chat(
        self, messages: list[ChatMessage], tools: list[ToolSpec], on_text: TextSink | None = None
    ) -> LLMReply:
        if not tools:
            text = self._complete(self._plain_messages(messages), None, self.max_tokens)
            return LLMReply(text=text.strip())
        prompt = self._tool_messages(messages, tools)
        data = self._ask(prompt, build_reply_schema(tools))
        reply = self._to_reply(data, tools)
        if reply.tool_calls and repeats_call(messages, reply.tool_calls[0]):
            # Tiny models like to call the same tool again after its result: make them answer.
            data = self._ask(prompt, build_reply_schema([]))
            reply = self._to_reply(data, tools)
        return reply

    def complete_json(
        self,
        messages: Sequence[ChatMessage | Mapping[str, str]],
        json_schema: Mapping[str, Any],
        max_tokens: int | None = None,
    ) -> dict[str, Any]:
        """A completion forced to match `json_schema` (an object schema), parsed.

        Objects in the schema that do not say otherwise get `additionalProperties: false`:
        left open, a tiny model invents keys of its own instead of the ones asked for.
        """
        plain = [
            {"role": m.role, "content": m.content}
            if isinstance(m, ChatMessage)
            else {"role": m["role"], "content": m["content"]}
            for m in messages
        ]
        text = self._complete(plain, closed_schema(json_schema), max_tokens or self.max_tokens)
        try:
            value = json.loads(text)
        except json.JSONDecodeError:
            raise BackendError(
                f"the embedded model did not finish its JSON answer ({len(text)} chars)"
            ) from None
        if not isinstance(value, dict):
            raise BackendError("the embedded model answered JSON that is not an object")
        return value

    def _ask(self, prompt: list[dict[str, str]], schema: dict[str, Any]) -> dict[str, Any] | str:
        text = self._complete(prompt, schema, self.max_tokens)
        try:
            value = json.loads(text)
        except json.JSONDecodeError:
            return text  # cut off by max_tokens: _to_reply salvages what it can
        return value if isinstance(value, dict) else text

    def _complete(
        self, messages: list[dict[str, str]], schema: dict[str, Any] | None, max_tokens: int
    ) -> str:
        server = self._get_server()
        request: dict[str, Any] = {
            "messages": messages,
            "max_tokens": max_tokens,
            "temperature": 0.0,
            "cache_prompt": True,
        }
        if schema is not None:
            if self._grammar_ok:  # llguidance: compact JSON, no whitespace tokens wasted
                compact = {"x-guidance": {"whitespace_flexible": False}, **schema}
                request["grammar"] = "%llguidance {}\nstart: %json " + json.dumps(compact)
            else:
                request["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": "reply", "schema": schema},
                }
        with self._run_lock:
            try:
                response = server.handle_chat_completions(request)
            except Exception as exc:  # the binding raises plain exceptions
                raise BackendError(f"the embedded model failed: {one_line(exc)}") from exc
        if not isinstance(response, dict) or not response.get("choices"):
            detail = response.get("error", response) if isinstance(response, dict) else response
            if isinstance(detail, dict):
                detail = detail.get("message", detail)
            raise BackendError(f"the embedded model failed: {one_line(detail)[:300]}")
        self.last_timings = dict(response.get("timings") or {})
        self.last_timings["finish_reason"] = response["choices"][0].get("finish_reason")
        return str(response["choices"][0]["message"].get("content") or "")

    # ------------------------------------------------------------------------ prompt build
    def _budget_chars(self) -> int:
        return max(1000, (self.context_size - self.max_tokens) * CHARS_PER_TOKEN)

    def _plain_messages(self, messages: list[ChatMessage]) -> list[dict[str, str]]:
        return plain_messages(messages, self._budget_chars())

    def _tool_messages(
        self, messages: list[ChatMessage], tools: list[ToolSpec]
    ) -> list[dict[str, str]]:
        return tool_messages(messages, tools, self._budget_chars(), examples=self.use_examples)

    # ---------------------------------------------------------------------------- parsing
    def _to_reply(self, data: dict[str, Any] | str, tools: list[ToolSpec]) -> LLMReply:
        return to_reply(data, tools, self._new_id)

    def _new_id(self) -> str:
        return f"embedded_call_{next(self._ids)}"
