"""The scripted backend: replays replies, records every call, fails loudly when it runs out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jarvis_voice.errors import BackendError
from jarvis_voice.llm.base import ChatMessage, LLMReply, ToolCall, ToolSpec
from jarvis_voice.llm.scripted import ScriptedBackend

BASH = ToolSpec(
    name="bash",
    description="Run a shell command.",
    parameters={"type": "object", "properties": {"command": {"type": "string"}}},
)
READ = ToolSpec(name="read_file", description="Read a file.", parameters={"type": "object"})


def user(text: str) -> list[ChatMessage]:
    return [ChatMessage(role="system", content="sys"), ChatMessage(role="user", content=text)]


def test_replays_in_order_and_records_calls() -> None:
    call = ToolCall(id="c1", name="bash", arguments={"command": "ls"})
    backend = ScriptedBackend([LLMReply(tool_calls=[call]), LLMReply(text="done")])
    first = backend.chat(user("list"), [BASH, READ])
    second = backend.chat(user("again"), [])
    assert first.tool_calls == [call] and second.text == "done"
    assert len(backend.calls) == 2 and backend.remaining == 0
    assert backend.calls[0]["tools"] == ["bash", "read_file"]
    assert backend.calls[1]["tools"] == []
    assert backend.calls[0]["messages"][-1].content == "list"


def test_running_out_raises_and_counts_the_extra_call() -> None:
    backend = ScriptedBackend([LLMReply(text="only one")])
    backend.chat(user("a"), [])
    with pytest.raises(BackendError, match="scripted backend has no more replies"):
        backend.chat(user("b"), [])
    assert len(backend.calls) == 2


def test_recorded_messages_are_snapshots() -> None:
    backend = ScriptedBackend([LLMReply(text="x")])
    messages = user("original")
    backend.chat(messages, [])
    messages[-1].content = "changed later"
    messages.append(ChatMessage(role="assistant", content="appended"))
    assert [m.content for m in backend.calls[0]["messages"]] == ["sys", "original"]


def test_replies_are_copies() -> None:
    reply = LLMReply(text="same", tool_calls=[ToolCall(id="c", name="bash", arguments={})])
    backend = ScriptedBackend([reply])
    got = backend.chat(user("a"), [])
    got.tool_calls[0].arguments["command"] = "rm -rf /"  # type: ignore[index]
    assert reply.tool_calls[0].arguments == {}


def test_callable_steps_see_messages_and_tools() -> None:
    seen: list[tuple[str, list[str]]] = []

    def echo(messages: list[ChatMessage], tools: list[ToolSpec]) -> LLMReply:
        seen.append((messages[-1].content, [t.name for t in tools]))
        return LLMReply(text=f"you said {messages[-1].content}")

    backend = ScriptedBackend([echo, LLMReply(text="fixed")])
    assert backend.chat(user("hi"), [BASH]).text == "you said hi"
    assert backend.chat(user("x"), []).text == "fixed"
    assert seen == [("hi", ["bash"])]


def test_from_file_assigns_ids(tmp_path: Path) -> None:
    script = tmp_path / "s.json"
    script.write_text(
        json.dumps(
            [
                {"tool_calls": [{"name": "bash", "arguments": {"command": "git status"}}]},
                {
                    "text": "two calls",
                    "tool_calls": [
                        {"name": "read_file", "arguments": {"path": "a"}, "id": "mine"},
                        {"name": "bash"},
                    ],
                },
                {"text": "bye"},
            ]
        )
    )
    backend = ScriptedBackend.from_file(script)
    first, second, third = (backend.chat(user(str(i)), []) for i in range(3))
    assert first.tool_calls[0].id == "call_1"
    assert first.tool_calls[0].arguments == {"command": "git status"}
    assert [c.id for c in second.tool_calls] == ["mine", "call_3"]
    assert second.tool_calls[1].arguments == {}
    assert (second.text, third.text, third.tool_calls) == ("two calls", "bye", [])


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "is not valid JSON"),
        ('{"text": "x"}', "must be a JSON list"),
        ('["x"]', "reply 1 must be an object"),
        ('[{"tool_calls": [{"arguments": {}}]}]', "reply 1 has a tool call without a name"),
        ('[{"tool_calls": {"name": "bash"}}]', "tool_calls must be a list"),
        ('[{"text": 3}]', "text must be a string"),
    ],
)
def test_bad_scripts_are_one_clear_line(tmp_path: Path, content: str, message: str) -> None:
    script = tmp_path / "bad.json"
    script.write_text(content)
    with pytest.raises(BackendError, match=message) as info:
        ScriptedBackend.from_file(script)
    assert "\n" not in str(info.value)


def test_missing_script_file(tmp_path: Path) -> None:
    with pytest.raises(BackendError, match="cannot read script"):
        ScriptedBackend.from_file(tmp_path / "nope.json")
