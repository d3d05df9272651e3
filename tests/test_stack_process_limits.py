"""The stack size limit and the processes one user may run at once (system_info): fresh46
machine-97 "What's the stack size limit for programs I run on this machine? The ulimit, I mean."
was told the open files limit (a bare `ulimit` read as `ulimit -n`), and machine-98 「내 계정으로
동시에 돌릴 수 있는 프로세스 개수 한도가 몇 개야? 지금 돌아가는 개수 말고 한도.」 was told the
user name (「계정」 read as the account's name). Both are read-only facts said at once, in Korean
and English; the real loop with a scripted model, this machine's real limits."""

from __future__ import annotations

import asyncio
import resource
from pathlib import Path

import pytest

from jarvis_voice.agent.grounding import classify
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.tools.builtin import system_info
from support import system_info_agent, system_info_labels, system_info_said

STACK_EN = "What's the stack size limit for programs I run on this machine? The ulimit, I mean."
PROCESS_KO = (
    "내 계정으로 동시에 돌릴 수 있는 프로세스 개수 한도가 몇 개야? 지금 돌아가는 개수 말고 한도."
)


def _said_limit(which: int) -> str:
    soft = resource.getrlimit(which)[0]
    return "unlimited" if soft == resource.RLIM_INFINITY else str(soft)


STACK = _said_limit(resource.RLIMIT_STACK)
NPROC = _said_limit(resource.RLIMIT_NPROC)



def test_the_limits_are_read() -> None:
    facts = dict(system_info.collect(Path.cwd()))
    assert facts["stack size limit"].startswith(f"soft {STACK}, hard ")
    assert facts["process limit"].startswith(f"soft {NPROC}, hard ")



@pytest.mark.parametrize(
    ("request_", "language"),
    [
        (STACK_EN, "en"),
        ("How big can the stack get for a program here?", "en"),
        ("What's ulimit -s on this box?", "en"),
        ("스택 크기 제한이 얼마야?", "ko"),
        ("여기서 프로그램 스택 사이즈 한도가 몇이야? ulimit 말이야.", "ko"),
    ],
)
def test_the_stack_limit_is_said_at_once(request_: str, language: str) -> None:
    said = system_info_said(request_, language)
    assert STACK in said or STACK == "unlimited", said
    assert "files open" not in said and "파일 수" not in said, said


def test_a_stack_limit_is_said_in_mb_and_bytes() -> None:
    assert system_info._stack_said("8388608", "en") == "8 MB (8388608 bytes)"
    assert system_info._stack_said("8388608", "ko") == "8 MB(8388608바이트)"
    assert system_info._stack_said("unlimited", "ko") == "무제한"


@pytest.mark.parametrize(
    ("request_", "language"),
    [
        (PROCESS_KO, "ko"),
        ("사용자당 최대 프로세스 수 제한이 몇 개야?", "ko"),
        ("How many processes can I run at once? What's the limit?", "en"),
        ("What's ulimit -u set to?", "en"),
        ("What's the max user processes limit here?", "en"),
    ],
)
def test_the_process_limit_is_said_at_once(request_: str, language: str) -> None:
    said = system_info_said(request_, language)
    assert NPROC in said, said
    assert "root" not in said and "user name" not in said, said


@pytest.mark.parametrize(
    "request_", ["What's my ulimit?", "ulimit -n 값이 얼마야?", "What's my open files limit?"]
)
def test_a_bare_ulimit_is_still_the_open_files_one(request_: str) -> None:
    assert system_info.asked_about(request_, system_info_labels()) == {"open files limit"}


@pytest.mark.parametrize(
    "request_",
    [
        "Which processes are running right now?",
        "What's the highest process ID this system will hand out before it wraps around?",
        "Push 3 onto the stack and pop it. What's the stack size after?",
        "What's my user name?",
    ],
)
def test_others_ask_neither(request_: str) -> None:
    asked = system_info.asked_about(request_, system_info_labels())
    assert not asked & {"stack size limit", "process limit"}, asked


@pytest.mark.parametrize("request_", [STACK_EN, PROCESS_KO, "스택 크기 제한이 얼마야?"])
def test_they_are_facts_of_this_machine(request_: str) -> None:
    need = classify(request_)
    assert need is not None and need.kinds == ("system",)



def test_the_loop_says_the_process_limit_not_the_user(tmp_path: Path) -> None:
    """machine-98's turn: system_info with no arguments, its answer the limit, not the user."""
    call = ToolCall(id="c1", name="system_info", arguments={})
    guess = "사용자 이름은 root입니다."
    steps = [LLMReply(tool_calls=[call])] + [LLMReply(text=guess)] * 3
    agent = system_info_agent(tmp_path, steps, "ko")
    result = asyncio.run(agent.run_turn(PROCESS_KO))  # type: ignore[attr-defined]
    assert "system_info" in [o.call.name for o in result.outcomes]
    assert NPROC in result.answer and "root" not in result.answer, result.answer


def test_the_loop_says_the_stack_limit_not_open_files(tmp_path: Path) -> None:
    """machine-97's turn: the stack's limit, not the open files one."""
    call = ToolCall(id="c1", name="system_info", arguments={})
    guess = "You may have 20000 files open at once."
    steps = [LLMReply(tool_calls=[call])] + [LLMReply(text=guess)] * 3
    agent = system_info_agent(tmp_path, steps, "en")
    result = asyncio.run(agent.run_turn(STACK_EN))  # type: ignore[attr-defined]
    assert "stack" in result.answer and "files open" not in result.answer, result.answer
