"""This computer's network interfaces by name (system_info), and a question about "this computer"
that names no known fact still needs a look-up: fresh40 machine-86 「이 컴퓨터에 있는 네트워크
인터페이스 이름이 뭐뭐야?」 was classed as needing nothing and answered '"Ethernet"' from memory.
The real loop with a scripted model, the real machine's /sys/class/net."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.grounding import classify
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.builtin import system_info
from support import ScriptedApprover, system_info_result

NET = Path("/sys/class/net")
NAMES = sorted(link.name for link in NET.iterdir()) if NET.is_dir() else []


def _link(net: Path, name: str, kind: int, state: str | None) -> None:
    (net / name).mkdir(parents=True)
    (net / name / "type").write_text(f"{kind}\n")
    if state is not None:
        (net / name / "operstate").write_text(f"{state}\n")


def test_the_interfaces_by_name_with_their_state(tmp_path: Path) -> None:
    net = tmp_path / "net"
    _link(net, "wlan0", 1, "down")
    _link(net, "lo", 772, "unknown")
    _link(net, "enp3s0", 1, "up")
    _link(net, "tun0", 65534, "unknown")  # a state the kernel does not know is left unsaid
    _link(net, "br0", 1, None)
    said = system_info._interfaces(net)
    assert said == "br0, enp3s0 (up), lo (loopback), tun0, wlan0 (down)"


def test_no_folder_falls_back_to_the_socket_library(tmp_path: Path) -> None:
    said = system_info._interfaces(tmp_path / "missing")
    assert said is not None and "lo" in said.split(", ")


@pytest.mark.skipif(not NAMES, reason="no /sys/class/net")
@pytest.mark.parametrize(
    ("request_", "language", "lead"),
    [
        ("이 컴퓨터에 있는 네트워크 인터페이스 이름이 뭐뭐야?", "ko",
         "이 컴퓨터의 네트워크 인터페이스는"),
        ("네트워크 인터페이스 목록 보여 줘", "ko", "이 컴퓨터의 네트워크 인터페이스는"),
        ("What network interfaces does this machine have?", "en",
         "This computer's network interfaces are"),
        ("What are my network interface names?", "en", "This computer's network interfaces are"),
    ],
)  # fmt: skip
def test_system_info_names_this_machines_interfaces_at_once(
    request_: str, language: str, lead: str, tmp_path: Path
) -> None:
    result = system_info_result(tmp_path, request_, language)
    assert result.final and result.content.startswith(lead), result.content
    assert all(name in result.content for name in NAMES)


@pytest.mark.parametrize(
    "request_",
    [
        "이 컴퓨터에 있는 네트워크 인터페이스 이름이 뭐뭐야?",
        "What network interfaces does this machine have?",
        "What are the names of my network interfaces?",
        # this computer asked of, whatever the fact: a look-up, never an answer from nothing
        "이 컴퓨터 그래픽 카드가 뭐야?",
        "What graphics card does this computer have?",
        "Does my laptop have bluetooth?",
    ],
)
def test_a_question_about_this_computer_needs_a_look_up(request_: str) -> None:
    need = classify(request_)
    assert need is not None and "system" in need.kinds


def test_a_korean_laptop_question_needs_a_look_up_too() -> None:
    assert classify("내 노트북에 블루투스 있어?") is not None


@pytest.mark.parametrize(
    "request_",
    [
        "What is a network interface?",  # a definition
        "How do I speed up my computer?",  # a way to do it
        "What laptop should I buy?",  # a computer to buy
        "내 컴퓨터 바꿀까?",
        "Who invented the computer?",
        "Is this machine learning model any good?",
        "What's a good user interface for a todo app?",  # not a network's
        "사용자 인터페이스 디자인 팁 알려 줘",
    ],
)
def test_no_look_up_for_what_is_not_this_computer(request_: str) -> None:
    assert classify(request_) is None


def _agent(tmp_path: Path, steps: list[object], first_look_up: bool) -> object:
    settings = load_settings(agent={"language": "ko"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(Answer.ALLOW), ActivityLog(),
        workdir=tmp_path,
    )  # fmt: skip
    agent.config.first_look_up = first_look_up
    return agent


@pytest.mark.skipif(not NAMES, reason="no /sys/class/net")
@pytest.mark.parametrize("first_look_up", [True, False])
def test_the_loop_never_lets_an_invented_interface_through(
    tmp_path: Path, first_look_up: bool
) -> None:
    """machine-86's wrong answer, said with no tool call, ends in the real names."""
    guess = '이 컴퓨터에 있는 네트워크 인터페이스 이름은 "Ethernet"입니다.'
    agent = _agent(tmp_path, [LLMReply(text=guess)] * 3, first_look_up)
    request_ = "이 컴퓨터에 있는 네트워크 인터페이스 이름이 뭐뭐야?"
    result = asyncio.run(agent.run_turn(request_))  # type: ignore[attr-defined]
    assert [o.call.name for o in result.outcomes] == ["system_info"]
    assert "Ethernet" not in result.answer
    assert all(name in result.answer for name in NAMES), result.answer


def test_a_fact_system_info_lacks_is_not_invented_either(tmp_path: Path) -> None:
    """A question about this computer that system_info cannot answer: looked up first, and
    the model's guess with no call of its own is never the answer as it was said."""
    guess = "이 컴퓨터의 그래픽 카드는 NVIDIA RTX 4090입니다."
    agent = _agent(tmp_path, [LLMReply(text=guess)] * 3, first_look_up=False)
    result = asyncio.run(agent.run_turn("이 컴퓨터 그래픽 카드가 뭐야?"))  # type: ignore[attr-defined]
    assert result.outcomes and result.answer != guess
