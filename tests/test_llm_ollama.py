"""The Ollama backend against a small fake Ollama HTTP server on 127.0.0.1, and a closed port."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest

from jarvis_voice.errors import BackendError
from jarvis_voice.llm.base import ChatMessage, ToolCall, ToolSpec
from jarvis_voice.llm.ollama_backend import OllamaBackend
from support import FakeOllama

BASH = ToolSpec(
    name="bash",
    description="Run a shell command.",
    parameters={
        "type": "object",
        "properties": {"command": {"type": "string", "description": "the command"}},
        "required": ["command"],
    },
)


@pytest.fixture
def fake() -> Iterator[FakeOllama]:
    with FakeOllama.running() as server:
        yield server


def conversation() -> list[ChatMessage]:
    call = ToolCall(id="c1", name="bash", arguments={"command": "ls"})
    return [
        ChatMessage(role="system", content="You are JARVIS."),
        ChatMessage(role="user", content="list files"),
        ChatMessage(role="assistant", content="", tool_calls=[call]),
        ChatMessage(role="tool", content="a.txt\nb.txt", tool_call_id="c1", name="bash"),
        ChatMessage(role="user", content="now git status"),
    ]


def test_tool_call_round_trip(fake: FakeOllama) -> None:
    fake.reply(
        {"tool_calls": [{"function": {"name": "bash", "arguments": {"command": "git status"}}}]}
    )
    fake.reply(
        {
            "content": "Two calls.",
            "tool_calls": [
                {"function": {"name": "bash", "arguments": {"command": "pwd"}}},
                {"function": {"name": "bash", "arguments": {"command": "id"}}},
            ],
        }
    )
    backend = OllamaBackend("tiny", fake.host, context_size=2048, max_tokens=64)
    reply = backend.chat(conversation(), [BASH])
    assert reply.text == ""
    assert [(c.name, c.arguments) for c in reply.tool_calls] == [
        ("bash", {"command": "git status"})
    ]
    second = backend.chat(conversation(), [BASH])
    ids = [reply.tool_calls[0].id] + [c.id for c in second.tool_calls]
    assert len(set(ids)) == 3 and all(ids)  # Ollama gives no ids: each call still gets its own

    sent = fake.requests[0]
    assert sent["model"] == "tiny" and sent["stream"] is False
    assert sent["options"] == {"num_ctx": 2048, "num_predict": 64}
    assert sent["tools"][0]["function"]["name"] == "bash"
    assert sent["tools"][0]["function"]["parameters"]["required"] == ["command"]
    roles = [m["role"] for m in sent["messages"]]
    assert roles == ["system", "user", "assistant", "tool", "user"]
    assistant, tool = sent["messages"][2], sent["messages"][3]
    assert assistant["tool_calls"] == [
        {"function": {"name": "bash", "arguments": {"command": "ls"}}}
    ]
    assert tool["tool_name"] == "bash" and tool["content"] == "a.txt\nb.txt"


def test_plain_answer_without_tools(fake: FakeOllama) -> None:
    fake.reply({"content": "Paris."})
    reply = OllamaBackend("tiny", fake.host).chat(
        [ChatMessage(role="user", content="Capital of France?")], []
    )
    assert (reply.text, reply.tool_calls) == ("Paris.", [])
    assert not fake.requests[0].get("tools")


def test_malformed_arguments_are_sent_as_an_object(fake: FakeOllama) -> None:
    fake.reply({"content": "ok"})
    messages = [
        ChatMessage(role="user", content="x"),
        ChatMessage(
            role="assistant", tool_calls=[ToolCall(id="c", name="bash", arguments="{oops")]
        ),
        ChatMessage(role="tool", content="ERROR: bad arguments", tool_call_id="c", name="bash"),
    ]
    OllamaBackend("tiny", fake.host).chat(messages, [BASH])
    call = fake.requests[0]["messages"][1]["tool_calls"][0]
    assert call["function"]["arguments"] == {"raw_arguments": "{oops"}


def test_model_not_pulled(fake: FakeOllama) -> None:
    fake.error(404, "model 'tiny' not found, try pulling it first")
    with pytest.raises(BackendError) as info:
        OllamaBackend("tiny", fake.host).chat([ChatMessage(role="user", content="hi")], [])
    message = str(info.value)
    assert "ollama pull tiny" in message and "\n" not in message


def test_model_without_tool_support(fake: FakeOllama) -> None:
    fake.error(400, "registry.ollama.ai/library/tiny:latest does not support tools")
    with pytest.raises(BackendError, match="does not support tool calling"):
        OllamaBackend("tiny", fake.host).chat([ChatMessage(role="user", content="hi")], [BASH])


def test_server_error_is_one_line(fake: FakeOllama) -> None:
    fake.error(500, "llama runner process has terminated:\nexit status 2")
    with pytest.raises(BackendError) as info:
        OllamaBackend("tiny", fake.host).chat([ChatMessage(role="user", content="hi")], [])
    assert "500" in str(info.value) and "\n" not in str(info.value)


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_server_not_running() -> None:
    host = f"http://127.0.0.1:{closed_port()}"
    with pytest.raises(BackendError) as info:
        OllamaBackend("tiny", host, timeout_s=5).chat([ChatMessage(role="user", content="hi")], [])
    message = str(info.value)
    assert host in message and "connection refused" in message
    assert "ollama serve" in message and "JARVIS_LLM__OLLAMA_HOST" in message
    assert "\n" not in message and info.value.__cause__ is not None


def test_the_model_is_told_the_turns_language(fake: FakeOllama) -> None:
    """Issue 16: Ollama gets the same note as the embedded model — a Korean turn's "OK" (the
    session decided Korean) ends with the Korean note, an English one with nothing."""
    fake.reply({"content": "네."})
    fake.reply({"content": "Fine."})
    backend = OllamaBackend("tiny", fake.host)
    korean = [
        ChatMessage(role="user", content="파일 목록 보여줘", language="ko"),
        ChatMessage(role="assistant", content="두 개 있습니다."),
        ChatMessage(role="user", content="OK", language="ko"),
    ]
    backend.chat(korean, [BASH])
    backend.chat([ChatMessage(role="user", content="list files", language="en")], [BASH])
    told = fake.requests[0]["messages"][-1]["content"]
    assert told == "OK\n(한국어로 답하세요. Answer in Korean.)"
    assert fake.requests[1]["messages"][-1]["content"] == "list files"
    assert korean[-1].content == "OK"
