"""The highest process ID the kernel hands out and the longest a command's arguments may be
(system_info): fresh45 machine-95 "What's the highest process ID this system will hand out
before it wraps around?" was answered 2,147,483,647 from memory with no look-up, and
machine-96 「이 컴퓨터에서 명령어 하나에 넘길 수 있는 인자 길이 한도(ARG_MAX)가 얼마야?」 was
shown every fact and answered with the user name. Both are read-only facts said at once, in
Korean and English. The real loop with a scripted model, this machine's real values."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from jarvis_voice.agent.grounding import classify
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.tools.builtin import system_info
from support import system_info_agent, system_info_labels, system_info_said

PID_MAX = int(system_info.PID_MAX.read_text(encoding="utf-8"))
ARG_MAX = int(os.sysconf("SC_ARG_MAX"))
PID_EN = "What's the highest process ID this system will hand out before it wraps around?"
ARG_KO = "이 컴퓨터에서 명령어 하나에 넘길 수 있는 인자 길이 한도(ARG_MAX)가 얼마야?"



def test_the_facts_are_read() -> None:
    facts = dict(system_info.collect(Path.cwd()))
    assert facts["process ID limit"] == f"{PID_MAX} (the highest ID is {PID_MAX - 1})"
    assert facts["argument length limit"].startswith(f"{ARG_MAX} bytes")


def test_pid_max_is_read_from_its_file(tmp_path: Path) -> None:
    limit = tmp_path / "pid_max"
    limit.write_text("4194304\n", encoding="utf-8")
    assert system_info._pid_limit(limit) == "4194304 (the highest ID is 4194303)"
    assert system_info._pid_limit(tmp_path / "missing") is None  # no /proc: no line



@pytest.mark.parametrize(
    ("request_", "language"),
    [
        (PID_EN, "en"),
        ("What's pid_max set to here?", "en"),
        ("How high can process IDs go on this machine?", "en"),
        ("프로세스 ID는 최대 몇 번까지 나와?", "ko"),
        ("이 시스템 PID 최댓값이 얼마야?", "ko"),
    ],
)
def test_the_highest_process_id_is_said_at_once(request_: str, language: str) -> None:
    said = system_info_said(request_, language)
    assert str(PID_MAX - 1) in said and str(PID_MAX) in said, said
    assert "user name" not in said


@pytest.mark.parametrize(
    ("request_", "language"),
    [
        (ARG_KO, "ko"),
        ("명령줄 인자는 최대 몇 바이트까지 줄 수 있어?", "ko"),
        ("How long can a command line be on this machine?", "en"),
        ("What's ARG_MAX here?", "en"),
        ("I keep getting 'argument list too long'. What's the limit?", "en"),
    ],
)
def test_the_argument_limit_is_said_at_once(request_: str, language: str) -> None:
    said = system_info_said(request_, language)
    assert str(ARG_MAX) in said and "ARG_MAX" in said, said
    assert ("바이트" if language == "ko" else "bytes") in said


@pytest.mark.parametrize("request_", [PID_EN, ARG_KO, "프로세스 ID는 최대 몇 번까지 나와?"])
def test_they_are_facts_of_this_machine(request_: str) -> None:
    need = classify(request_)
    assert need is not None and need.kinds == ("system",)


@pytest.mark.parametrize(
    "request_",
    [
        "What's the maximum number of arguments a Python function can take?",
        "Which running process has the highest PID right now?",
        "What is the PID of the process using the most memory?",
        "Is that rapid growth past the limit?",
    ],
)
def test_others_ask_neither(request_: str) -> None:
    asked = system_info.asked_about(request_, system_info_labels())
    assert not asked & {"process ID limit", "argument length limit"}, asked



def test_the_loop_says_the_argument_limit_from_system_info(tmp_path: Path) -> None:
    """machine-96's turn: system_info with no arguments, its answer the fact, not the user."""
    call = ToolCall(id="c1", name="system_info", arguments={})
    guess = "system_info 결과입니다: user name: root user ID: 0 (group 0)"
    steps = [LLMReply(tool_calls=[call])] + [LLMReply(text=guess)] * 3
    agent = system_info_agent(tmp_path, steps, "ko")
    result = asyncio.run(agent.run_turn(ARG_KO))  # type: ignore[attr-defined]
    assert "system_info" in [o.call.name for o in result.outcomes]
    assert f"{ARG_MAX}바이트" in result.answer and "user name" not in result.answer, result.answer


def test_a_pid_limit_said_from_memory_is_looked_up(tmp_path: Path) -> None:
    """machine-95's turn: no call, "2,147,483,647" — the fact is said from system_info."""
    guess = LLMReply(text="2,147,483,647")
    call = LLMReply(tool_calls=[ToolCall(id="c1", name="system_info", arguments={})])
    agent = system_info_agent(tmp_path, [guess, call] + [guess] * 3, "en")
    result = asyncio.run(agent.run_turn(PID_EN))  # type: ignore[attr-defined]
    assert "system_info" in [o.call.name for o in result.outcomes]
    assert str(PID_MAX - 1) in result.answer and "2,147" not in result.answer, result.answer
