"""This CPU's byte order and the memory page size (system_info): fresh43 machine-91 "What's the
memory page size on this machine?" was told the memory's size, and machine-92 「이 컴퓨터 CPU는
리틀 엔디언이야, 빅 엔디언이야?」 was shown every fact and answered with the user name. Both are
read-only facts said at once, in Korean and English. The real loop with a scripted model, this
machine's real values."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

from jarvis_voice.agent.grounding import classify
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.tools.builtin import system_info
from support import system_info_agent, system_info_labels, system_info_said

PAGE = os.sysconf("SC_PAGE_SIZE")
ORDER_EN = f"{sys.byteorder}-endian"
ORDER_KO = "리틀 엔디언" if sys.byteorder == "little" else "빅 엔디언"
OTHER_KO = "빅 엔디언" if sys.byteorder == "little" else "리틀 엔디언"
PAGE_EN = "What's the memory page size on this machine?"  # machine-91
ORDER_KO_ASKED = "이 컴퓨터 CPU는 리틀 엔디언이야, 빅 엔디언이야?"  # machine-92



def test_the_facts_are_read() -> None:
    facts = dict(system_info.collect(Path.cwd()))
    assert facts["byte order"] == ORDER_EN
    assert facts["page size"].startswith(f"{PAGE} bytes")



@pytest.mark.parametrize(
    ("request_", "language"),
    [
        (PAGE_EN, "en"),
        ("How big is a memory page here?", "en"),
        ("What does getconf PAGESIZE say? I mean the page size of this computer.", "en"),
        ("이 컴퓨터 메모리 페이지 크기가 얼마야?", "ko"),
        ("페이지 사이즈 몇 바이트야?", "ko"),
    ],
)
def test_the_page_size_is_said_at_once(request_: str, language: str) -> None:
    said = system_info_said(request_, language)
    assert str(PAGE) in said, said
    assert ("페이지 크기" if language == "ko" else "page size") in said
    assert "GiB" not in said  # not the memory's size


@pytest.mark.parametrize(
    ("request_", "language"),
    [
        (ORDER_KO_ASKED, "ko"),
        ("이 컴퓨터 바이트 순서가 어떻게 돼?", "ko"),
        ("엔디안이 뭐로 돼 있어?", "ko"),
        ("Is this machine big-endian or little-endian?", "en"),
        ("What's the endianness of my CPU?", "en"),
        ("What byte order does this processor use?", "en"),
    ],
)
def test_the_byte_order_is_said_at_once(request_: str, language: str) -> None:
    said = system_info_said(request_, language)
    if language == "ko":
        assert ORDER_KO in said and OTHER_KO not in said, said
    else:
        assert ORDER_EN in said and said.count("endian") == 1, said
    assert "코어" not in said and "cores" not in said


@pytest.mark.parametrize(
    "request_",
    [PAGE_EN, ORDER_KO_ASKED, "이 컴퓨터 바이트 순서가 어떻게 돼?", "What's the endianness?"],
)
def test_they_are_facts_of_this_machine(request_: str) -> None:
    need = classify(request_)
    assert need is not None and need.kinds == ("system",)


@pytest.mark.parametrize(
    ("request_", "left_out"),
    [
        ("How much memory does this machine have?", "page size"),
        ("이 컴퓨터 CPU 코어 몇 개야?", "byte order"),
        ("What's the CPU architecture?", "byte order"),
        ("메모리 얼마나 남았어?", "page size"),
    ],
)
def test_others_ask_neither(request_: str, left_out: str) -> None:
    assert left_out not in system_info.asked_about(request_, system_info_labels())


def test_the_memory_and_its_page_size_both_asked_are_both_shown() -> None:
    asked = system_info.asked_about(
        "How much RAM and what page size does it have?", system_info_labels()
    )
    assert asked == {"memory", "page size"}



@pytest.mark.parametrize(
    ("request_", "language", "wanted"),
    [(PAGE_EN, "en", str(PAGE)), (ORDER_KO_ASKED, "ko", ORDER_KO)],
)
def test_the_loop_says_the_fact_from_system_info(
    tmp_path: Path, request_: str, language: str, wanted: str
) -> None:
    """The tasks' call, system_info with no arguments: its answer is the fact, not the memory
    or the user name the model read off the top of every fact."""
    call = ToolCall(id="c1", name="system_info", arguments={})
    guess = "system_info 결과입니다: user name: root user ID: 0 (group 0)"
    steps = [LLMReply(tool_calls=[call])] + [LLMReply(text=guess)] * 3
    agent = system_info_agent(tmp_path, steps, language)
    result = asyncio.run(agent.run_turn(request_))  # type: ignore[attr-defined]
    assert [o.call.name for o in result.outcomes] == ["system_info"]
    assert wanted in result.answer and "user name" not in result.answer, result.answer
