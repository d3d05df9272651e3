"""In-process llama.cpp (the prebuilt `xllamacpp` wheel) with a small GGUF shipped on PyPI.

Models this small do not do native tool calling, so every turn is a JSON answer whose shape is
forced by a grammar built from the ToolSpecs; `embedded_format` holds that format (prompt,
examples, schema, parsing). This module runs the model: loading once, the two slots, requests.

Speed on a 2-core CPU comes from not doing work twice:

* Slot 0 serves `chat` and always starts with the fixed prefix of the tool prompt (system
  prompt, tool list, examples). The prefix is processed once and its KV cache saved to disk
  (`prompt_cache`); a new process restores it in milliseconds instead of recomputing ~900
  tokens. Slot 1 serves everything else (`complete_json`, plain chat), so it never evicts it.
* Replies stream: the answer text of the JSON turn reaches `on_text` as it is generated
  (`answer_stream`), tool calls never do.
* Optionally a small draft model of the same family proposes tokens (speculative decoding).
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.metadata
import importlib.util
import itertools
import json
import os
import re
import secrets
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Collection, Mapping, Sequence
from pathlib import Path
from typing import Any

from jarvis_voice.errors import BackendError, one_line
from jarvis_voice.i18n import Msg
from jarvis_voice.llm.answer_language import request_language
from jarvis_voice.llm.answer_stream import AnswerStream, TrimmedText
from jarvis_voice.llm.base import ChatMessage, LLMReply, TextSink, ToolSpec
from jarvis_voice.llm.embedded_format import (
    CHARS_PER_TOKEN,
    build_grammar,
    closed_schema,
    plain_messages,
    repeats_call,
    to_reply,
    tool_messages,
)
from jarvis_voice.llm.model_files import (
    DEFAULT_MODEL,
    INSTALL_HINT,
    MODELS,
    ResolvedModel,
    resolve_model,
)
from jarvis_voice.llm.prompt_cache import PrefixStore, default_prompt_cache_dir
from jarvis_voice.packaged_models import install_text

CHAT_SLOT = 0  # chat: starts with the fixed tool-prompt prefix
AUX_SLOT = 1  # complete_json (the voice classifier), plain chat, reflection


class EmbeddedBackend:
    """A GGUF model run in-process; loaded lazily on first use (thread-safe) and then reused.

    `prompt_cache`: keep the fixed prefix's KV cache on disk (in `prompt_cache_dir`, default
    `~/.cache/jarvis-voice/prompts`). `draft_model`: a registry key or .gguf path of a small model
    of the same family for speculative decoding (`draft_max` tokens proposed at a time).
    """

    def __init__(
        self,
        model: str = DEFAULT_MODEL,
        *,
        context_size: int = 4096,
        max_tokens: int = 256,
        threads: int = 2,
        cache_dir: Path | None = None,
        examples: bool = True,
        prompt_cache: bool = True,
        prompt_cache_dir: Path | None = None,
        draft_model: str | None = None,
        draft_max: int = 4,
    ) -> None:
        self.model = model
        self.name = f"embedded:{Path(model).name if model.endswith('.gguf') else model}"
        self.context_size = context_size
        self.max_tokens = max_tokens
        self.threads = threads
        self.cache_dir = cache_dir
        self.use_examples = examples
        self.prompt_cache = prompt_cache
        self.prompt_cache_dir = prompt_cache_dir
        self.draft_model = draft_model
        self.draft_max = draft_max
        self.load_seconds: float | None = None
        self.last_timings: dict[str, Any] = {}
        # how the last new prefix got into slot 0: source restored|computed, seconds, tokens
        self.prefix_stats: dict[str, Any] = {}
        self._resolved: ResolvedModel | None = None
        self._server: Any = None
        self._api_key = secrets.token_hex(16)
        self._store: PrefixStore | None = None
        self._model_id: str | None = None
        self._prefix_in_slot: str | None = None  # key of the prefix slot 0 starts with
        self._grammar_ok = False
        self._load_lock = threading.Lock()
        self._run_lock = threading.Lock()  # one request (or slot action) at a time
        self._chat_lock = threading.Lock()  # a chat call keeps slot 0 from prefix to reply
        self._ids = itertools.count(1)

    # ----------------------------------------------------------------------------- loading
    def check(self) -> None:
        """Fail now, with one clear line, if the runtime or the model files are missing."""
        if importlib.util.find_spec("xllamacpp") is None:
            raise BackendError(Msg("error.embedded.no_runtime", install=install_text(INSTALL_HINT)))
        self._resolve()
        if self.draft_model:
            resolve_model(self.draft_model, self.cache_dir)

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
                Msg("error.embedded.no_runtime", install=install_text(INSTALL_HINT))
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
        params.api_keys = [self._api_key]
        if resolved.chat_template:
            params.chat_template = resolved.chat_template
        if self.prompt_cache:
            store = PrefixStore(self.prompt_cache_dir or default_prompt_cache_dir())
            if store.prepare():  # an unusable directory only means nothing is kept
                params.slot_save_path = str(store.directory) + os.sep
                self._store = store
        if self.draft_model:
            self._use_draft(xllamacpp, params)
        started = time.perf_counter()
        try:
            server = xllamacpp.Server(params)
        except RuntimeError as exc:
            raise BackendError(
                Msg("error.embedded.load", file=resolved.path.name, detail=one_line(exc))
            ) from exc
        self.load_seconds = time.perf_counter() - started
        self._grammar_ok = xllamacpp.json_schema_to_grammar("{}").startswith("%llguidance")
        return server

    def _use_draft(self, xllamacpp: Any, params: Any) -> None:
        draft = resolve_model(str(self.draft_model), self.cache_dir)
        spec = params.speculative
        spec.types = [xllamacpp.common_speculative_type.COMMON_SPECULATIVE_TYPE_DRAFT_SIMPLE]
        spec.draft.mparams.path = str(draft.path)
        spec.draft.n_max = self.draft_max
        spec.draft.cpuparams.n_threads = self.threads
        spec.draft.cpuparams_batch.n_threads = self.threads

    def warm_up(self, messages: list[ChatMessage], tools: list[ToolSpec]) -> None:
        """Load the model and get the fixed prompt prefix (system prompt, tool list, examples)
        into its slot now — restored from disk when it was saved before, else processed and
        saved — so the first real request only pays for its own words.

        `messages` needs only the system message(s) the agent will send.
        """
        system = [m for m in messages if m.role == "system"]
        if tools:
            with self._chat_lock:
                self._ensure_prefix(self._tool_messages(system, tools))
        else:
            self._complete(self._plain_messages(system), 1, slot=AUX_SLOT)

    # -------------------------------------------------------------------------------- chat
    def chat(
        self,
        messages: list[ChatMessage],
        tools: list[ToolSpec],
        on_text: TextSink | None = None,
        *,
        must_call: Collection[str] = (),
    ) -> LLMReply:
        if not tools:
            trimmed = TrimmedText()
            sink = _forward(trimmed.feed, on_text) if on_text is not None else None
            text = self._complete(
                self._plain_messages(messages), self.max_tokens, slot=AUX_SLOT, on_piece=sink
            )
            return LLMReply(text=text.strip())
        prompt = self._tool_messages(messages, tools)
        prefix = self._tool_messages([m for m in messages if m.role == "system"], tools)
        with self._chat_lock:
            self._ensure_prefix(prefix)
            forced = [spec for spec in tools if spec.name in must_call]
            language = request_language(messages)
            grammar = build_grammar(forced or tools, answer=not forced, language=language)
            reply, shown = self._ask(prompt, grammar, tools, on_text)
            if reply.tool_calls and repeats_call(messages, reply.tool_calls[0]):
                # Tiny models like to call the same tool again after its result: make them answer.
                reply, shown = self._ask(
                    prompt, build_grammar([], language=language), tools, on_text
                )
        if shown and not reply.tool_calls:
            reply.text = shown  # what was shown is the answer (also when cut off by max_tokens)
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
        text = self._complete(
            plain, max_tokens or self.max_tokens, slot=AUX_SLOT, schema=closed_schema(json_schema)
        )
        try:
            value = json.loads(text)
        except json.JSONDecodeError:
            raise BackendError(
                f"the embedded model did not finish its JSON answer ({len(text)} chars)"
            ) from None
        if not isinstance(value, dict):
            raise BackendError("the embedded model answered JSON that is not an object")
        return value

    def _ask(
        self,
        prompt: list[dict[str, str]],
        grammar: str,
        tools: list[ToolSpec],
        on_text: TextSink | None = None,
    ) -> tuple[LLMReply, str]:
        """One turn under `grammar`: the reply, and the answer text shown while it came."""
        stream = AnswerStream() if on_text is not None else None
        sink = _forward(stream.feed, on_text) if stream is not None and on_text else None
        text = self._complete(
            prompt, self.max_tokens, slot=CHAT_SLOT, grammar=grammar, on_piece=sink
        )
        shown = stream.text if stream is not None else ""
        return to_reply(text, tools, self._new_id), shown

    def _complete(
        self,
        messages: list[dict[str, str]],
        max_tokens: int,
        *,
        slot: int,
        schema: dict[str, Any] | None = None,
        grammar: str | None = None,
        on_piece: Callable[[str], None] | None = None,
    ) -> str:
        """One streamed completion in `slot`, held to a JSON `schema` or an llguidance
        `grammar` (a build without llguidance: the examples alone keep a turn's shape);
        `on_piece` gets each piece of raw model text."""
        server = self._get_server()
        request: dict[str, Any] = {
            "messages": messages,
            "max_tokens": max_tokens,
            "temperature": 0.0,
            "cache_prompt": True,
            "id_slot": slot,
            "stream": True,
        }
        if grammar is not None and self._grammar_ok:
            request["grammar"] = grammar
        elif schema is not None:
            if self._grammar_ok:  # llguidance: compact JSON, no whitespace tokens wasted
                compact = {"x-guidance": {"whitespace_flexible": False}, **schema}
                request["grammar"] = "%llguidance {}\nstart: %json " + json.dumps(compact)
            else:
                request["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": "reply", "schema": schema},
                }
        collected = _Collected(on_piece)
        with self._run_lock:
            try:
                server.handle_chat_completions(request, collected.chunk)
            except Exception as exc:  # the binding raises plain exceptions
                raise BackendError(f"the embedded model failed: {one_line(exc)}") from exc
        if collected.sink_error is not None:
            raise collected.sink_error
        if collected.error is not None or collected.finish_reason is None:
            detail = collected.error if collected.error is not None else "no answer"
            if isinstance(detail, dict):
                detail = detail.get("error", detail)
                if isinstance(detail, dict):
                    detail = detail.get("message", detail)
            raise BackendError(f"the embedded model failed: {one_line(detail)[:300]}")
        self.last_timings = dict(collected.timings)
        self.last_timings["finish_reason"] = collected.finish_reason
        return collected.text

    # -------------------------------------------------------------------- the fixed prefix
    def _ensure_prefix(self, prefix: list[dict[str, str]]) -> None:
        """Make slot 0 start with `prefix`: nothing to do when it already does; else restore
        its saved state, or process it (and save it for the next process). Holds _chat_lock."""
        in_slot = hashlib.sha256(json.dumps(prefix, ensure_ascii=False).encode()).hexdigest()
        if in_slot == self._prefix_in_slot:
            return
        self._get_server()
        started = time.perf_counter()
        key = self._disk_key(prefix) if self._store is not None else None
        tokens = self._restore_prefix(key) if key else 0
        if tokens:
            source = "restored"
        else:
            self._prefix_in_slot = None
            self._complete(prefix, 1, slot=CHAT_SLOT)
            tokens = int(self.last_timings.get("prompt_n") or 0) + int(
                self.last_timings.get("cache_n") or 0
            )
            source = "computed"
            if key:
                self._save_prefix(key)
        self._prefix_in_slot = in_slot
        self.prefix_stats = {
            "source": source,
            "seconds": time.perf_counter() - started,
            "tokens": tokens,
        }

    def _disk_key(self, prefix: list[dict[str, str]]) -> str:
        """Everything the saved state depends on; another prompt, model or build = another key."""
        resolved = self._resolve()
        return PrefixStore.key(
            {
                "runtime": _runtime_version(),
                "model": self._model_identity(),
                "chat_template": resolved.chat_template,
                "context_size": self.context_size,
                "prefix": prefix,
            }
        )

    def _model_identity(self) -> str:
        """The registry's sha256, or (for a path) a fingerprint cheap enough for every start."""
        if self._model_id is None:
            packaged = MODELS.get(self.model)
            if packaged is not None:
                self._model_id = f"sha256:{packaged.file.sha256}"
            else:
                self._model_id = _file_fingerprint(self._resolve().path)
        return self._model_id

    def _restore_prefix(self, key: str) -> int:
        """Tokens restored into slot 0 from the saved state of `key` (0: none usable)."""
        if self._store is None:
            return 0
        saved = self._store.lookup(key)
        if saved is None:
            return 0
        with self._run_lock:
            result = self._slot_action("restore", saved.file)
        if result is None:  # the server did not answer: try again next time
            return 0
        if result.get("n_restored") != saved.tokens:  # refused (another build's layout, ...)
            self._store.forget(key)
            return 0
        return saved.tokens

    def _save_prefix(self, key: str) -> None:
        if self._store is None:
            return
        temp = self._store.temp_name(key)
        with self._run_lock:
            result = self._slot_action("save", temp)
        saved = result.get("n_saved") if result else None
        if isinstance(saved, int) and saved > 0:
            self._store.commit(key, temp, saved)
        else:
            with contextlib.suppress(OSError):
                (self._store.directory / temp).unlink()

    def _slot_action(self, action: str, filename: str) -> dict[str, Any] | None:
        """POST /slots/0?action=save|restore to the in-process server (hold _run_lock)."""
        address = str(self._get_server().listening_address).rstrip("/")
        if not address.startswith("http"):
            address = f"http://{address}"
        request = urllib.request.Request(
            f"{address}/slots/{CHAT_SLOT}?action={action}",
            data=json.dumps({"filename": filename}).encode(),
            headers={
                "Authorization": f"Bearer {self._api_key}",
                "Content-Type": "application/json",
            },
            method="POST",
        )
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback only
        try:
            with opener.open(request, timeout=120) as response:
                body = response.read()
        except urllib.error.HTTPError as exc:  # the server refused: its error body
            body = exc.read()
        except OSError:  # not reachable: no answer at all
            return None
        try:
            value = json.loads(body)
        except ValueError:
            value = {"error": body[:200].decode(errors="replace")}
        return value if isinstance(value, dict) else {"error": value}

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
    def _new_id(self) -> str:
        return f"embedded_call_{next(self._ids)}"


# An answer that repeats itself: the same LOOP_BLOCK characters LOOP_REPEATS times. Greedy
# decoding of a small model falls into such loops; calls (JSON) are left to their grammar.
LOOP_BLOCK = 30
LOOP_REPEATS = 3


# A word said over and over ("…소스를 건강하게 건강하게 건강하게 …", fresh46 chat-98): a short
# round (2–12 characters) is caught after five rounds, long before LOOP_BLOCK × LOOP_REPEATS
# characters. A round must hold a letter: "1000000000" or "- - - -" is no loop.
SHORT_LOOP = re.compile(r"(.{2,12}?)\1{4,}$", re.DOTALL)


def loop_end(text: str) -> int | None:
    """Where a looping answer's first round ends, or None when it does not loop."""
    if text.lstrip().startswith("{"):
        return None
    short = SHORT_LOOP.search(text[-LOOP_BLOCK * LOOP_REPEATS :])
    if short is not None and any(ch.isalpha() for ch in short.group(1)):
        return len(text) - len(short.group(0)) + len(short.group(1))
    if len(text) < LOOP_BLOCK * LOOP_REPEATS:
        return None
    tail = text[-LOOP_BLOCK:]
    if text.count(tail) < LOOP_REPEATS:
        return None
    return text.index(tail, text.index(tail) + 1)  # where the second round begins


class _Collected:
    """What one streamed completion produced; `chunk` is the binding's callback."""

    def __init__(self, on_piece: Callable[[str], None] | None) -> None:
        self.on_piece = on_piece
        self.pieces: list[str] = []
        self.finish_reason: str | None = None
        self.timings: dict[str, Any] = {}
        self.error: Any = None
        self.sink_error: BaseException | None = None

    @property
    def text(self) -> str:
        return "".join(self.pieces)

    def chunk(self, data: Any) -> bool:
        """Returns True to stop the stream."""
        if not isinstance(data, dict) or "error" in data or "choices" not in data:
            self.error = data
            return True
        for choice in data["choices"][:1]:
            piece = (choice.get("delta") or {}).get("content")
            if piece:
                self.pieces.append(piece)
                self._give(piece)
            if choice.get("finish_reason"):
                self.finish_reason = str(choice["finish_reason"])
        if isinstance(data.get("timings"), dict):
            self.timings = data["timings"]
        if self.finish_reason in (None, "length") and (end := loop_end(self.text)) is not None:
            # "app.py, utils.py, app.log, …, app.py, utils.py, app.log, …" until max_tokens
            # (18 s on 2 cores): the answer ends after its first round — also when the last
            # piece came with max_tokens' "length", which had let a loop through whole
            self.pieces = [self.text[:end].rstrip(" ,;") + " …"]
            self.finish_reason = "loop"
            return True
        return False

    def _give(self, piece: str) -> None:
        if self.on_piece is None or self.sink_error is not None:
            return
        try:
            self.on_piece(piece)
        except Exception as exc:  # raised again once the completion is over
            self.sink_error = exc


def _forward(extract: Callable[[str], str], on_text: TextSink) -> Callable[[str], None]:
    """Raw model text → `extract` → `on_text`, skipping empty pieces."""

    def give(piece: str) -> None:
        text = extract(piece)
        if text:
            on_text(text)

    return give


def _runtime_version() -> str:
    try:
        return importlib.metadata.version("xllamacpp")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def _file_fingerprint(path: Path) -> str:
    """Path, size, mtime and the sha256 of the first and last MiB (where the GGUF header and
    the last tensors are): changes whenever the file is replaced, without reading 1 GB."""
    stat = path.stat()
    digest = hashlib.sha256()
    with path.open("rb") as f:
        digest.update(f.read(1 << 20))
        f.seek(max(0, stat.st_size - (1 << 20)))
        digest.update(f.read(1 << 20))
    return f"file:{path.resolve()}:{stat.st_size}:{stat.st_mtime_ns}:{digest.hexdigest()}"
