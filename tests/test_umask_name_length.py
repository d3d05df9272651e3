"""The umask and the longest file name the file system takes (system_info): fresh44 machine-93
"What's my umask set to?" was answered "0022" from memory with no look-up, and machine-94
「여기 파일 시스템에서 파일 이름은 최대 몇 바이트까지 쓸 수 있어?」 ran ls -l and said the
path's 4096. Both are read-only facts said at once, in Korean and English. The real loop with
a scripted model, this machine's real values."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from jarvis_voice.agent.grounding import classify
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.tools.builtin import system_info
from support import system_info_agent, system_info_labels, system_info_said

MASK = os.umask(0o022)
os.umask(MASK)
NAME_MAX = os.pathconf(Path.cwd(), "PC_NAME_MAX")
PATH_MAX = os.pathconf(Path.cwd(), "PC_PATH_MAX")
UMASK_EN = "What's my umask set to?"  # machine-93
NAME_KO = "여기 파일 시스템에서 파일 이름은 최대 몇 바이트까지 쓸 수 있어?"  # machine-94



def test_the_facts_are_read() -> None:
    facts = dict(system_info.collect(Path.cwd()))
    assert facts["umask"] == f"{MASK:04o}"
    assert facts["file name length"] == f"{NAME_MAX} bytes per name, {PATH_MAX} per path"


def test_the_umask_is_read_from_proc_and_without_it(tmp_path: Path) -> None:
    status = tmp_path / "status"
    status.write_text("Name:\tpython\nUmask:\t0077\nState:\tR\n", encoding="utf-8")
    assert system_info._umask(status) == "0077"
    assert system_info._umask(tmp_path / "missing") == f"{MASK:04o}"  # set and put back
    assert os.umask(MASK) == MASK



@pytest.mark.parametrize(
    ("request_", "language"),
    [
        (UMASK_EN, "en"),
        ("What default permissions do new files get here?", "en"),
        ("내 umask 값 알려 줘.", "ko"),
        ("새 파일 만들 때 기본 권한이 어떻게 돼?", "ko"),
    ],
)
def test_the_umask_is_said_at_once(request_: str, language: str) -> None:
    said = system_info_said(request_, language)
    assert f"{MASK:04o}" in said, said
    assert f"{0o666 & ~MASK:03o}" in said and f"{0o777 & ~MASK:03o}" in said


@pytest.mark.parametrize(
    ("request_", "language"),
    [
        (NAME_KO, "ko"),
        ("파일명은 최대 몇 글자까지 돼?", "ko"),
        ("How long can a file name be on this file system?", "en"),
        ("What's the maximum filename length here?", "en"),
    ],
)
def test_the_longest_name_is_said_at_once(request_: str, language: str) -> None:
    said = system_info_said(request_, language)
    assert str(NAME_MAX) in said, said
    assert ("파일 이름" if language == "ko" else "file name") in said
    assert "ext" not in said and "GiB" not in said  # not the file system's kind or space


@pytest.mark.parametrize("request_", [UMASK_EN, NAME_KO, "How long can a file name be?"])
def test_they_are_facts_of_this_machine(request_: str) -> None:
    """This machine's, not the files' (machine-94's ls -l answered a files' look-up)."""
    need = classify(request_)
    assert need is not None and need.kinds == ("system",)


def test_new_files_default_permissions_are_looked_up() -> None:
    need = classify("What default permissions do new files get?")
    assert need is not None and "system" in need.kinds


@pytest.mark.parametrize(
    ("request_", "left_out"),
    [
        ("What is the longest file name in this folder?", "file name length"),
        ("파일 이름이 제일 긴 파일이 뭐야?", "file name length"),
        ("What permissions does notes.txt have?", "umask"),
        ("What file system is this disk formatted with?", "file name length"),
    ],
)
def test_others_ask_neither(request_: str, left_out: str) -> None:
    assert left_out not in system_info.asked_about(request_, system_info_labels())


def test_the_kind_of_file_system_asked_beside_is_kept() -> None:
    request_ = "What's the maximum file name length, and what kind of file system is it?"
    asked = system_info.asked_about(request_, system_info_labels())
    assert asked == {"file system", "file name length"}



@pytest.mark.parametrize(
    ("request_", "language", "wanted"),
    [(UMASK_EN, "en", f"{MASK:04o}"), (NAME_KO, "ko", f"{NAME_MAX}바이트")],
)
def test_the_loop_says_the_fact_from_system_info(
    tmp_path: Path, request_: str, language: str, wanted: str
) -> None:
    """system_info with no arguments: its answer is the fact, not the user name."""
    call = ToolCall(id="c1", name="system_info", arguments={})
    guess = "system_info 결과입니다: user name: root user ID: 0 (group 0)"
    steps = [LLMReply(tool_calls=[call])] + [LLMReply(text=guess)] * 3
    agent = system_info_agent(tmp_path, steps, language)
    result = asyncio.run(agent.run_turn(request_))  # type: ignore[attr-defined]
    assert [o.call.name for o in result.outcomes] == ["system_info"]
    assert wanted in result.answer and "user name" not in result.answer, result.answer


def test_an_umask_said_from_memory_is_sent_back_to_look(tmp_path: Path) -> None:
    """machine-93's turn: no call, "The umask is set to 0022." — the grounding asks for a
    look-up, and the fact is said from system_info."""
    guess = LLMReply(text="The umask is set to 0022.")
    call = LLMReply(tool_calls=[ToolCall(id="c1", name="system_info", arguments={})])
    agent = system_info_agent(tmp_path, [guess, call] + [guess] * 3, "en")
    result = asyncio.run(agent.run_turn(UMASK_EN))  # type: ignore[attr-defined]
    assert "system_info" in [o.call.name for o in result.outcomes]
    assert f"{MASK:04o}" in result.answer and "user name" not in result.answer, result.answer
