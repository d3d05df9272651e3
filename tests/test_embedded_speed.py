"""The embedded backend's speed paths with the real default model (slow): the fixed prefix
saved to disk and restored by another backend, damaged files ignored, streamed answers.

Each backend here is a separate in-process llama.cpp server, as a new `jarvis` process would
have; they share only the prompt cache directory.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from jarvis_voice.agent.prompts import system_prompt
from jarvis_voice.app import default_registry
from jarvis_voice.errors import BackendError
from jarvis_voice.llm.base import ChatMessage, ToolCall
from jarvis_voice.llm.embedded import EmbeddedBackend
from jarvis_voice.llm.model_files import DEFAULT_MODEL

pytestmark = pytest.mark.slow

SPECS = [tool.spec() for tool in default_registry().snapshot().values()]
SYSTEM = ChatMessage(role="system", content=system_prompt("JARVIS", "en", True))
REQUESTS = ["hello, who are you?", "read README.md", "이 폴더에 어떤 파일이 있어?"]


def ask(text: str) -> list[ChatMessage]:
    return [SYSTEM, ChatMessage(role="user", content=text)]


def after_result() -> list[ChatMessage]:
    call = ToolCall(id="c1", name="read_file", arguments={"path": "notes.txt"})
    return [
        *ask("what does notes.txt say?"),
        ChatMessage(role="assistant", content="Reading notes.txt.", tool_calls=[call]),
        ChatMessage(
            role="tool",
            name="read_file",
            tool_call_id="c1",
            content="     1\tbuy milk\n     2\tcall the landlord about the heater",
        ),
    ]


def backend_in(directory: Path) -> EmbeddedBackend:
    backend = EmbeddedBackend(DEFAULT_MODEL, threads=2, prompt_cache_dir=directory)
    try:
        backend.warm_up([SYSTEM], SPECS)
    except BackendError as exc:
        pytest.fail(f"the embedded model is needed for the slow tests: {exc}")
    return backend


def answers(backend: EmbeddedBackend) -> list[str]:
    replies = [backend.chat(ask(text), SPECS) for text in REQUESTS]
    replies.append(backend.chat(after_result(), SPECS))
    return [r.model_dump_json() for r in replies]


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("prompt-cache")


@pytest.fixture(scope="module")
def cold(cache_dir: Path) -> Iterator[tuple[EmbeddedBackend, list[str]]]:
    """The first run: computes the prefix (and saves it)."""
    backend = backend_in(cache_dir)
    assert backend.prefix_stats["source"] == "computed"
    assert backend.prefix_stats["tokens"] > 500
    yield backend, answers(backend)


def test_a_restored_prefix_gives_the_same_answers_as_a_cold_run(
    cold: tuple[EmbeddedBackend, list[str]], cache_dir: Path
) -> None:
    _, cold_answers = cold
    restored = backend_in(cache_dir)
    assert restored.prefix_stats["source"] == "restored"
    assert restored.prefix_stats["seconds"] < 2.0  # milliseconds, on an idle machine
    assert answers(restored) == cold_answers
    timings = restored.last_timings
    assert timings["cache_n"] >= restored.prefix_stats["tokens"] - 8  # the prefix was reused


@pytest.mark.parametrize("damage", ["flip", "truncate", "garbage"])
def test_a_damaged_saved_prefix_is_ignored(
    cold: tuple[EmbeddedBackend, list[str]], tmp_path: Path, cache_dir: Path, damage: str
) -> None:
    _, cold_answers = cold
    for path in cache_dir.iterdir():
        (tmp_path / path.name).write_bytes(path.read_bytes())
    [state] = tmp_path.glob("*.bin")
    data = bytearray(state.read_bytes())
    if damage == "flip":  # a bit of a KV value: llama.cpp alone would load it happily
        data[len(data) // 2] ^= 0x10
        state.write_bytes(bytes(data))
    elif damage == "truncate":
        state.write_bytes(bytes(data[: len(data) // 3]))
    else:
        state.write_bytes(b"not a llama.cpp state file at all" * 100)
    backend = backend_in(tmp_path)
    assert backend.prefix_stats["source"] == "computed"
    assert answers(backend) == cold_answers
    assert backend_in(tmp_path).prefix_stats["source"] == "restored"  # replaced by a good one


def test_a_state_llama_cpp_refuses_is_ignored(
    cold: tuple[EmbeddedBackend, list[str]], tmp_path: Path, cache_dir: Path
) -> None:
    """Metadata that vouches for a file llama.cpp cannot load (another build's layout)."""
    import hashlib
    import json

    for path in cache_dir.iterdir():
        (tmp_path / path.name).write_bytes(path.read_bytes())
    [state] = tmp_path.glob("*.bin")
    [meta_path] = tmp_path.glob("*.json")
    state.write_bytes(state.read_bytes()[:4096])  # a real header, then nothing
    meta = json.loads(meta_path.read_text())
    meta.update(size=4096, sha256=hashlib.sha256(state.read_bytes()).hexdigest())
    meta_path.write_text(json.dumps(meta))
    backend = backend_in(tmp_path)
    assert backend.prefix_stats["source"] == "computed"
    assert backend.chat(ask(REQUESTS[0]), SPECS).model_dump_json() == cold[1][0]


def test_streamed_pieces_join_to_the_answer(cold: tuple[EmbeddedBackend, list[str]]) -> None:
    backend, _ = cold
    pieces: list[str] = []
    reply = backend.chat(after_result(), SPECS, pieces.append)
    assert reply.tool_calls == [] and reply.text
    assert "".join(pieces) == reply.text and len(pieces) > 3  # word by word, not at the end
    korean: list[str] = []
    reply = backend.chat(ask("안녕하세요! 자기소개 해 주세요."), SPECS, korean.append)
    if not reply.tool_calls:
        assert "".join(korean) == reply.text
    tool: list[str] = []
    reply = backend.chat(ask("read README.md"), SPECS, tool.append)
    assert reply.tool_calls and tool == []
    plain: list[str] = []
    reply = backend.chat(ask("What is the capital of France? One word."), [], plain.append)
    assert "".join(plain) == reply.text and "paris" in reply.text.lower()


def test_other_work_does_not_evict_the_chat_prefix(
    cold: tuple[EmbeddedBackend, list[str]],
) -> None:
    """The voice classifier and plain chats run in slot 1; chat keeps its prefix in slot 0."""
    backend, _ = cold
    backend.chat(ask("hello"), SPECS)
    schema = {"type": "object", "properties": {"label": {"enum": ["allow", "deny"]}}}
    backend.complete_json([{"role": "user", "content": "yes, go ahead"}], schema, max_tokens=8)
    backend.chat(ask("What is 2 plus 2?"), [])
    backend.chat(ask("thank you!"), SPECS)
    assert backend.last_timings["cache_n"] >= backend.prefix_stats["tokens"] - 8
