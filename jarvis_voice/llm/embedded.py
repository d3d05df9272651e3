"""In-process llama.cpp (the prebuilt `xllamacpp` wheel) with a small GGUF shipped on PyPI.

Models this small do not do native tool calling, so every turn is a JSON answer whose shape is
forced by a grammar built from the ToolSpecs:

    {"say": "Reading README.md.", "tool": "read_file", "arguments": {"path": "README.md"}}
    {"say": "Hello! How can I help?", "tool": "none"}

`say` comes first: writing a short sentence before naming the tool measurably improves the
tool choice of a 0.5B model (see scripts/bench_embedded_llm.py). A few example turns, kept only
for the tools that are offered and whose argument names match, show the format.
"""

from __future__ import annotations

import copy
import importlib.util
import itertools
import json
import re
import secrets
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jarvis_voice.errors import BackendError, one_line
from jarvis_voice.llm.base import ChatMessage, LLMReply, ToolCall, ToolSpec
from jarvis_voice.llm.model_files import DEFAULT_MODEL, INSTALL_HINT, ResolvedModel, resolve_model

NO_TOOL = "none"
SAY_MAX_CHARS = 600
TOOL_RESULT_MAX_CHARS = 2000
CHARS_PER_TOKEN = 3  # a deliberately low estimate, so the prompt budget errs on the safe side


@dataclass(frozen=True)
class Example:
    """One demonstration turn: a request, the spoken line and (optionally) a tool call."""

    user: str
    say: str
    tool: str = NO_TOOL
    arguments: Mapping[str, Any] | None = None
    result: str | None = None  # a tool result, followed by `answer`
    answer: str | None = None


EXAMPLES: tuple[Example, ...] = (
    Example(
        "show me notes.txt",
        "Reading notes.txt.",
        "read_file",
        {"path": "notes.txt"},
        result="     1\tbuy milk\n     2\tcall mom",
        answer="notes.txt says: buy milk, call mom.",
    ),
    Example("good morning", "Good morning! How can I help?"),
    Example(
        "run pwd",
        "Running pwd.",
        "bash",
        {"command": "pwd"},
        result="/home/me/project\n[exit code 0]",
        answer="You are in /home/me/project.",
    ),
    Example("what files are in docs?", "Listing the docs folder.", "list_dir", {"path": "docs"}),
    Example("what changed in the repo?", "Checking git.", "bash", {"command": "git diff --stat"}),
    Example("what is 10 times 3?", "10 times 3 is 30."),
    Example(
        "look up python tutorials online",
        "Searching the web for python tutorials.",
        "web_search",
        {"query": "python tutorials"},
    ),
    Example(
        "save 'hi' to a.txt", "Writing a.txt.", "write_file", {"path": "a.txt", "content": "hi"}
    ),
    Example(
        "find all markdown files", "Looking for markdown files.", "glob", {"pattern": "**/*.md"}
    ),
    Example("search the code for TODO", "Searching for TODO.", "grep", {"pattern": "TODO"}),
    Example(
        "in todo.txt change milk to bread",
        "Editing todo.txt.",
        "edit_file",
        {"path": "todo.txt", "old_string": "milk", "new_string": "bread"},
    ),
    Example(
        "read the page https://example.com",
        "Opening example.com.",
        "web_fetch",
        {"url": "https://example.com"},
    ),
    Example("who are you?", "I am your desktop assistant."),
)

FORMAT_RULES = (
    "Answer every message with one JSON object and nothing else:\n"
    '- to use a tool: {"say":"<what you are doing, one short sentence>","tool":"<tool name>",'
    '"arguments":{...}}\n'
    "- otherwise (greetings, thanks, questions you can answer, or after a tool result): "
    '{"say":"<your short spoken answer>","tool":"none"}'
)


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
    def chat(self, messages: list[ChatMessage], tools: list[ToolSpec]) -> LLMReply:
        if not tools:
            text = self._complete(self._plain_messages(messages), None, self.max_tokens)
            return LLMReply(text=text.strip())
        prompt = self._tool_messages(messages, tools)
        data = self._ask(prompt, build_reply_schema(tools))
        reply = self._to_reply(data, tools)
        if reply.tool_calls and _repeats_call(messages, reply.tool_calls[0]):
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
        text = self._complete(plain, _closed(json_schema), max_tokens or self.max_tokens)
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
        system = "\n\n".join(m.content for m in messages if m.role == "system" and m.content)
        convo = [_plain(m) for m in messages if m.role != "system"]
        head = [{"role": "system", "content": system}] if system else []
        return head + _fit(convo, self._budget_chars() - len(system))

    def _tool_messages(
        self, messages: list[ChatMessage], tools: list[ToolSpec]
    ) -> list[dict[str, str]]:
        agent_system = "\n\n".join(m.content for m in messages if m.role == "system" and m.content)
        system = "\n\n".join(part for part in (agent_system, tool_instructions(tools)) if part)
        head = [{"role": "system", "content": system}]
        if self.use_examples:
            head += example_turns(tools)
        convo = [_as_json_turn(m) for m in messages if m.role != "system"]
        used = sum(len(m["content"]) for m in head)
        return head + _fit(convo, self._budget_chars() - used)

    # ---------------------------------------------------------------------------- parsing
    def _to_reply(self, data: dict[str, Any] | str, tools: list[ToolSpec]) -> LLMReply:
        names = {spec.name for spec in tools}
        if isinstance(data, str):
            return self._salvage(data, names)
        say = str(data.get("say") or "").strip()
        tool = data.get("tool")
        if not isinstance(tool, str) or tool == NO_TOOL or tool not in names:
            return LLMReply(text=say)
        arguments = data.get("arguments", {})
        call = ToolCall(
            id=self._new_id(),
            name=tool,
            arguments=arguments if isinstance(arguments, dict) else json.dumps(arguments),
        )
        return LLMReply(text=say, tool_calls=[call])

    def _salvage(self, text: str, names: set[str]) -> LLMReply:
        """A JSON answer cut off by max_tokens: keep the tool (raw arguments) or the words."""
        tool = re.search(r'"tool"\s*:\s*"([^"]+)"', text)
        say = re.search(r'"say"\s*:\s*"((?:[^"\\]|\\.)*)', text)
        spoken = say.group(1).replace('\\"', '"').strip() if say else ""
        if tool and tool.group(1) in names:
            args = text.split('"arguments":', 1)[1] if '"arguments":' in text else ""
            return LLMReply(
                text=spoken,
                tool_calls=[ToolCall(id=self._new_id(), name=tool.group(1), arguments=args)],
            )
        return LLMReply(text=spoken or text.strip())

    def _new_id(self) -> str:
        return f"embedded_call_{next(self._ids)}"


# -------------------------------------------------------------------------- schema & prompt
def build_reply_schema(tools: list[ToolSpec]) -> dict[str, Any]:
    """`{"say", "tool", "arguments"}` for each tool, or `{"say", "tool": "none"}`."""
    say = {"type": "string", "maxLength": SAY_MAX_CHARS}
    branches: list[dict[str, Any]] = [
        {
            "type": "object",
            "properties": {
                "say": say,
                "tool": {"const": spec.name},
                "arguments": argument_schema(spec.parameters),
            },
            "required": ["say", "tool", "arguments"],
            "additionalProperties": False,
        }
        for spec in tools
    ]
    branches.append(
        {
            "type": "object",
            "properties": {"say": say, "tool": {"const": NO_TOOL}},
            "required": ["say", "tool"],
            "additionalProperties": False,
        }
    )
    return {"anyOf": branches}


def argument_schema(parameters: Mapping[str, Any]) -> dict[str, Any]:
    """A tool's parameter schema made friendlier to a grammar and to a tiny model.

    Titles and defaults go, `X | None` becomes `X` (the model should leave the field out), no
    property outside the schema is allowed, and optional non-string properties (timeouts, line
    numbers, flags) are dropped: small models fill them with harmful guesses such as
    `"timeout_s": 0.001`, while their defaults are right for a spoken request.
    """
    schema = _strip(copy.deepcopy(dict(parameters)))
    schema.setdefault("type", "object")
    required = set(schema.get("required", []) or [])
    schema["properties"] = {
        name: prop
        for name, prop in (schema.get("properties") or {}).items()
        if name in required or (isinstance(prop, dict) and prop.get("type") == "string")
    }
    schema["additionalProperties"] = False
    return schema


def _closed(node: Any) -> Any:
    if isinstance(node, Mapping):
        out = {key: _closed(value) for key, value in node.items()}
        if out.get("type") == "object" or "properties" in out:
            out.setdefault("additionalProperties", False)
        return out
    if isinstance(node, list):
        return [_closed(value) for value in node]
    return node


def _strip(node: Any) -> Any:
    if isinstance(node, dict):
        node = {k: _strip(v) for k, v in node.items() if k not in ("title", "default", "examples")}
        options = node.get("anyOf")
        if isinstance(options, list):
            kept = [o for o in options if not (isinstance(o, dict) and o.get("type") == "null")]
            if len(kept) == 1 and isinstance(kept[0], dict):
                node.pop("anyOf")
                node = {**kept[0], **node}
        return node
    if isinstance(node, list):
        return [_strip(v) for v in node]
    return node


def tool_instructions(tools: list[ToolSpec]) -> str:
    lines = ["Tools:"]
    for spec in tools:
        schema = argument_schema(spec.parameters)
        properties = schema["properties"]
        required = set(schema.get("required", []) or [])
        args = ", ".join(
            f"{name}{'' if name in required else ' (optional)'}" for name in properties
        )
        lines.append(f"- {spec.name}: {_first_sentence(spec.description)} Arguments: {args or '-'}")
    return "\n".join(lines) + "\n\n" + FORMAT_RULES


def example_turns(tools: list[ToolSpec]) -> list[dict[str, str]]:
    """The demonstration turns that fit the offered tools (same name, known argument names)."""
    by_name = {spec.name: spec for spec in tools}
    turns: list[dict[str, str]] = []
    for ex in EXAMPLES:
        if ex.tool != NO_TOOL:
            spec = by_name.get(ex.tool)
            known = set((spec.parameters.get("properties") or {}) if spec else ())
            if spec is None or not set(ex.arguments or {}) <= known:
                continue
            said = {"say": ex.say, "tool": ex.tool, "arguments": dict(ex.arguments or {})}
        else:
            said = {"say": ex.say, "tool": NO_TOOL}
        turns += [{"role": "user", "content": ex.user}, {"role": "assistant", "content": _j(said)}]
        if ex.result is not None and ex.answer is not None:
            turns += [
                {"role": "user", "content": _tool_result_text(ex.tool, ex.result)},
                {"role": "assistant", "content": _j({"say": ex.answer, "tool": NO_TOOL})},
            ]
    return turns


def _as_json_turn(message: ChatMessage) -> dict[str, str]:
    """History in the same JSON shape the model is asked to write."""
    if message.role == "assistant":
        if message.tool_calls:
            call = message.tool_calls[0]
            arguments = call.arguments if isinstance(call.arguments, dict) else {}
            said = {"say": message.content, "tool": call.name, "arguments": arguments}
        else:
            said = {"say": message.content, "tool": NO_TOOL}
        return {"role": "assistant", "content": _j(said)}
    return _plain(message)


def _plain(message: ChatMessage) -> dict[str, str]:
    if message.role == "tool":
        return {"role": "user", "content": _tool_result_text(message.name, message.content)}
    return {"role": message.role, "content": message.content}


def _tool_result_text(name: str | None, content: str) -> str:
    if len(content) > TOOL_RESULT_MAX_CHARS:
        content = content[:TOOL_RESULT_MAX_CHARS] + "\n[... output cut ...]"
    return f"Result of {name or 'the tool'}:\n{content}"


def _fit(convo: list[dict[str, str]], budget: int) -> list[dict[str, str]]:
    """Drop the oldest turns (never the last one) until the conversation fits `budget` chars."""
    kept = list(convo)
    while len(kept) > 1 and sum(len(m["content"]) for m in kept) > budget:
        kept.pop(0)
    while kept and kept[0]["role"] == "assistant" and len(kept) > 1:
        kept.pop(0)  # start with the user's words
    return kept


def _repeats_call(messages: list[ChatMessage], call: ToolCall) -> bool:
    """Whether this turn (since the last user message) already made exactly this call."""
    for message in reversed(messages):
        if message.role == "user":
            return False
        if message.role == "assistant":
            for earlier in message.tool_calls:
                if earlier.name == call.name and earlier.arguments == call.arguments:
                    return True
    return False


def _first_sentence(text: str) -> str:
    text = " ".join(text.split())
    match = re.match(r"(.+?[.!?])(\s|$)", text)
    return match.group(1) if match else text


def _j(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
