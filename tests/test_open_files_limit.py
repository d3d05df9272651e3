"""This user's open-files limit (system_info): fresh41 machine-87 "I keep getting 'too many open
files' errors. What's my limit on open files?" was shown every other fact and answered with the
user name; the soft and hard RLIMIT_NOFILE are read-only facts said at once, in English and
Korean. The real loop with a scripted model, this process's real limits."""

from __future__ import annotations

import asyncio
import resource
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.grounding import classify
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.builtin import system_info
from support import ScriptedApprover, system_info_result

ASKED = "I keep getting 'too many open files' errors. What's my limit on open files?"
SOFT, HARD = resource.getrlimit(resource.RLIMIT_NOFILE)


def _said(limit: int) -> str:
    return "unlimited" if limit == resource.RLIM_INFINITY else str(limit)


def test_the_soft_and_hard_limits_are_read() -> None:
    assert system_info._open_files() == f"soft {_said(SOFT)}, hard {_said(HARD)}"


@pytest.mark.parametrize(
    ("request_", "language", "lead"),
    [
        (ASKED, "en", "You may have"),
        ("What's the maximum number of open files I can have?", "en", "You may have"),
        ("What does ulimit -n say?", "en", "You may have"),
        ("열 수 있는 파일 개수 제한이 몇 개야?", "ko", "한 번에 열 수 있는 파일 수 제한은"),
        ("파일 디스크립터 한도가 얼마야?", "ko", "한 번에 열 수 있는 파일 수 제한은"),
        ("too many open files 에러가 나는데 열린 파일 한도가 몇이야?", "ko",
         "한 번에 열 수 있는 파일 수 제한은"),
    ],
)  # fmt: skip
def test_system_info_says_the_limit_at_once(request_: str, language: str, lead: str) -> None:
    result = system_info_result(Path.cwd(), request_, language)
    assert result.final and result.content.startswith(lead), result.content
    assert _said(SOFT) in result.content and _said(HARD) in result.content


@pytest.mark.parametrize(
    "request_",
    [
        ASKED,
        "What's the maximum number of open files I can have?",
        "열 수 있는 파일 개수 제한이 몇 개야?",
        "파일 디스크립터 한도가 얼마야?",
    ],
)
def test_the_limit_is_a_fact_of_this_machine_not_a_file(request_: str) -> None:
    need = classify(request_)
    assert need is not None and need.kinds == ("system",)


@pytest.mark.parametrize(
    "request_",
    [
        "How many files are open right now?",  # the files open now, not the limit
        "지금 열린 파일 몇 개야?",
        "Which process has the most open files?",
        "What is my file size limit?",
        "Open the file notes.txt",
        "파일 디스크립터가 뭐야?",  # a definition, no limit
    ],
)
def test_no_limit_for_others(request_: str) -> None:
    labels = [label for label, _ in system_info.collect(Path.cwd())]
    assert "open files limit" not in system_info.asked_about(request_, labels)


def test_a_descriptor_is_no_disk() -> None:
    labels = [label for label, _ in system_info.collect(Path.cwd())]
    assert system_info.asked_about("파일 디스크립터 한도가 얼마야?", labels) == {"open files limit"}
    assert "disk" in system_info.asked_about("디스크 용량 얼마나 남았어?", labels)


def _agent(tmp_path: Path, steps: list[object], language: str) -> object:
    settings = load_settings(agent={"language": language})
    return build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(Answer.ALLOW), ActivityLog(),
        workdir=tmp_path,
    )  # fmt: skip


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_loop_says_the_limit_from_system_info(tmp_path: Path, language: str) -> None:
    """machine-87's call, system_info with no arguments: its answer is the limit, not the
    user name the model read off the top of every fact."""
    call = ToolCall(id="c1", name="system_info", arguments={})
    guess = "Here is what system_info returned: user name: root user ID: 0 (group 0)"
    agent = _agent(tmp_path, [LLMReply(tool_calls=[call])] + [LLMReply(text=guess)] * 3, language)
    request_ = ASKED if language == "en" else "열 수 있는 파일 개수 제한이 몇 개야?"
    result = asyncio.run(agent.run_turn(request_))  # type: ignore[attr-defined]
    assert [o.call.name for o in result.outcomes] == ["system_info"]
    assert _said(SOFT) in result.answer and "user name" not in result.answer, result.answer


def test_an_invented_limit_said_with_no_call_is_not_the_answer(tmp_path: Path) -> None:
    guess = "Your open files limit is 1024."
    agent = _agent(tmp_path, [LLMReply(text=guess)] * 3, "en")
    result = asyncio.run(agent.run_turn(ASKED))  # type: ignore[attr-defined]
    assert result.outcomes and result.answer != guess
    if SOFT != 1024:
        assert _said(SOFT) in result.answer, result.answer
