"""A question's exact look-up, made before the model is asked (agent/first_look_up.py): through
the real loop, real tools, a real git repository — the model scripted, its messages read."""

from __future__ import annotations

import asyncio
import getpass
import subprocess
import time
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import grounding
from jarvis_voice.agent.first_look_up import FIRST_TOOLS, first_look_up
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.core.events import EndedBy
from jarvis_voice.llm.base import ChatMessage, LLMReply, ToolSpec
from jarvis_voice.llm.scripted import ScriptedBackend
from support import ScriptedApprover

TOOLS = ("read_file", "write_file", "edit_file", "list_dir", "glob", "grep", "bash", "calculate",
         "system_info", "csv_query", "csv_edit")  # fmt: skip


def agent_over(
    tmp_path: Path, steps: list[object], answer: Answer = Answer.ALLOW
) -> tuple[AgentLoop, ScriptedBackend]:
    backend = ScriptedBackend(steps)
    settings = load_settings(agent={"language": "en"})
    agent = build_agent(
        settings, backend, ScriptedApprover(answer), ActivityLog(), workdir=tmp_path
    )
    return agent, backend


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    def git(*args: str) -> None:
        subprocess.run(["git", *args], cwd=tmp_path, check=True, capture_output=True)

    git("init", "-q", "-b", "main")
    git("config", "user.email", "mina@example.com")
    git("config", "user.name", "Mina Park")
    (tmp_path / "notes.txt").write_text("Water the plants\n", encoding="utf-8")
    git("add", "notes.txt")
    git("commit", "-q", "-m", "Add the watering note")
    return tmp_path


def test_a_question_the_tool_answers_whole_needs_no_model_call(tmp_path: Path) -> None:
    agent, backend = agent_over(tmp_path, [LLMReply(text="Your user name is mina.")])
    result = asyncio.run(agent.run_turn("what is my user name?"))
    assert result.answer == f"Your user name is {getpass.getuser()}."
    assert [o.call.name for o in result.outcomes] == ["system_info"]
    assert result.ended_by is EndedBy.FINAL and backend.calls == []


def test_the_model_answers_from_the_look_up_already_made(tmp_path: Path) -> None:
    """Two facts: the tool's result is not an answer by itself; the model is asked once, with
    the call and its result already in."""
    user = getpass.getuser()

    def answer(messages: list[ChatMessage], tools: list[ToolSpec]) -> LLMReply:
        found = messages[-1].content
        return LLMReply(text=f"You are {user}." if user in found else "?")

    agent, backend = agent_over(tmp_path, [answer])
    result = asyncio.run(agent.run_turn("what is my user name and what time is it?"))
    assert result.answer == f"You are {user}."
    assert len(backend.calls) == 1
    sent = backend.calls[0]["messages"]
    assert sent[-3].content == "what is my user name and what time is it?"
    assert sent[-2].tool_calls and sent[-2].tool_calls[0].name == "system_info"
    assert [o.call.name for o in result.outcomes] == ["system_info"]


@pytest.mark.parametrize(
    "request_",
    [
        "Add 'Buy flour' to the end of notes.txt.",  # a change: the model's to make
        "notes.txt에 '밀가루 사기' 한 줄 추가해 줘",
        "hello there",  # no facts needed
        "What files are in this folder?",  # a listing of "." only starts the answer
        # the git command, the find, the script run grounding would name are corrections of a
        # wrong answer, not first choices (session 40: 3 gained, 9 lost as first calls)
        "What was the last commit message?",
        "How many markdown files are in the docs folder?",
        "Which version of bash is on this machine?",  # bash --version, not system_info
    ],
)
def test_no_look_up_is_made_first(repo: Path, request_: str) -> None:
    agent, backend = agent_over(repo, [LLMReply(text="Okay.")])
    asyncio.run(agent.run_turn(request_))
    assert backend.calls, "the model was asked"
    first = backend.calls[0]["messages"]
    assert not any(m.tool_calls for m in first), [m.content for m in first]


def test_turned_off_the_model_is_asked_first(tmp_path: Path) -> None:
    agent, backend = agent_over(tmp_path, [LLMReply(text="I cannot tell.")])
    agent.config.first_look_up = False
    asyncio.run(agent.run_turn("what is my user name?"))
    assert backend.calls and not any(m.tool_calls for m in backend.calls[0]["messages"])


def test_only_the_tools_measured_better_first_are_called_first() -> None:
    assert {"system_info"} == FIRST_TOOLS
    need = grounding.Need(kinds=("git",))
    assert first_look_up(need, "What was the last commit?", TOOLS) is None
    clock = grounding.Need(kinds=("clock",))
    assert first_look_up(clock, "What time is it?", TOOLS) == ("system_info", {})
    assert first_look_up(clock, "What time is it?", ("bash",)) is None  # not offered


@pytest.mark.parametrize(
    "request_",
    [
        "read a.txt please " + "x" * 9_000,  # one long word: a git reading once took minutes
        "1," * 4_500 + " what is the total?",
        "브랜치 " * 2_400 + "에 마지막 커밋 언제야?",
        "a/" * 4_500,
    ],
)
def test_a_pasted_request_is_read_in_time(repo: Path, request_: str) -> None:
    """A 9,000-character request: the turn's own readings stay well under a second each (the
    model, scripted here, still gets all of it)."""
    agent, backend = agent_over(repo, [LLMReply(text="Okay.")] * 4)
    started = time.perf_counter()
    asyncio.run(agent.run_turn(request_))
    assert time.perf_counter() - started < 5.0
    assert any(m.content == request_ for m in backend.calls[0]["messages"])


def test_the_part_of_a_long_request_read_keeps_its_start_and_its_question() -> None:
    pasted = "Here is my log:\n" + "GET /index 200\n" * 1_000 + "How many errors are there?"
    read = grounding.readable(pasted)
    assert read.startswith("Here is my log:") and read.endswith("How many errors are there?")
    assert len(read) < 1_100
    assert grounding.readable("what time is it?") == "what time is it?"
