"""Each network interface's MTU (system_info), and the one asked said: fresh42 machine-90
「이 컴퓨터 네트워크 MTU가 얼마로 잡혀 있어? 루프백 말고 실제로 쓰는 인터페이스 기준으로.」 was
shown every fact but the MTU and answered with the user name. A fake /sys/class/net for the
choice, the real machine's for the tool, the real loop with a scripted model."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.grounding import classify
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agent.prompts import Language
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.builtin import system_info
from jarvis_voice.tools.builtin.system_info import asked_about, mtus_asked
from support import ScriptedApprover, system_info_result

MACHINE_90 = (
    "이 컴퓨터 네트워크 MTU가 얼마로 잡혀 있어? 루프백 말고 실제로 쓰는 인터페이스 기준으로."
)
NET = Path("/sys/class/net")
# the real-machine tests need an interface besides the loopback (a container may have none)
HAS_A_REAL_INTERFACE = NET.is_dir() and any(d.name != "lo" for d in NET.iterdir())


def _link(net: Path, name: str, kind: int, state: str, mtu: int) -> None:
    (net / name).mkdir(parents=True)
    (net / name / "type").write_text(f"{kind}\n")
    (net / name / "operstate").write_text(f"{state}\n")
    (net / name / "mtu").write_text(f"{mtu}\n")


def _fake(tmp_path: Path) -> str:
    net = tmp_path / "net"
    _link(net, "lo", 772, "unknown", 65536)
    _link(net, "eth0", 1, "up", 1400)
    _link(net, "wlan0", 1, "down", 1500)
    value = system_info._mtus(net)
    assert value is not None
    return value


def test_each_interface_with_its_mtu_and_state(tmp_path: Path) -> None:
    assert _fake(tmp_path) == "eth0 1400 (up), lo 65536 (loopback), wlan0 1500 (down)"
    assert system_info._mtus(tmp_path / "none") is None


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        (MACHINE_90, [("eth0", "1400")]),  # the loopback left out: the one in use
        ("What's the MTU of my network interface?", [("eth0", "1400")]),
        ("What's the MTU, not counting the loopback?", [("eth0", "1400")]),
        ("What's the MTU of wlan0?", [("wlan0", "1500")]),
        ("wlan0의 MTU는 얼마야?", [("wlan0", "1500")]),
        ("What's the loopback's MTU?", [("lo", "65536")]),
        ("루프백 MTU는?", [("lo", "65536")]),
    ],
)
def test_the_mtu_asked(tmp_path: Path, request_: str, said: list[tuple[str, str]]) -> None:
    assert mtus_asked(_fake(tmp_path), request_) == said


def test_every_real_interface_when_none_is_up() -> None:
    value = "eth0 1500 (down), lo 65536 (loopback), wlan0 1492 (down)"
    assert mtus_asked(value, "What's my MTU?") == [("eth0", "1500"), ("wlan0", "1492")]


@pytest.mark.parametrize(
    ("request_", "asked"),
    [
        (MACHINE_90, {"MTU"}),
        ("What's the MTU of my network interface?", {"MTU"}),  # not the interfaces' names
        ("maximum transmission unit of this machine?", {"MTU"}),
        ("What network interfaces does this machine have?", {"network interfaces"}),
        ("What's my IP address?", {"IP addresses"}),
    ],
)
def test_the_mtu_is_its_own_fact(request_: str, asked: set[str]) -> None:
    labels = [label for label, _ in system_info.collect(Path.cwd())]
    assert asked_about(request_, labels) == asked


def _real_mtus() -> set[str]:
    """The MTUs of this machine's interfaces in use, read here as the tool reads them."""
    value = system_info._mtus(NET) or ""
    return {mtu for _, mtu in mtus_asked(value, "MTU")}


def test_a_question_about_the_mtu_looks_this_machine_up() -> None:
    need = classify(MACHINE_90)
    assert need is not None and need.kinds == ("system",)


@pytest.mark.skipif(not HAS_A_REAL_INTERFACE, reason="no interface but the loopback")
@pytest.mark.parametrize(
    ("request_", "language"),
    [(MACHINE_90, "ko"), ("What's the MTU of this computer's network interface?", "en")],
)
def test_system_info_says_the_mtu_in_use_at_once(
    tmp_path: Path, request_: str, language: Language
) -> None:
    result = system_info_result(tmp_path, request_, language)
    assert result.final
    assert any(mtu in result.content for mtu in _real_mtus()), result.content
    assert "65536" not in result.content and "user" not in result.content.lower()


def _agent(tmp_path: Path, steps: list[LLMReply], first_look_up: bool) -> AgentLoop:
    settings = load_settings(agent={"language": "ko"})
    agent = build_agent(
        settings, ScriptedBackend(steps), ScriptedApprover(Answer.ALLOW), ActivityLog(),
        workdir=tmp_path,
    )  # fmt: skip
    agent.config.first_look_up = first_look_up
    return agent


@pytest.mark.skipif(not HAS_A_REAL_INTERFACE, reason="no interface but the loopback")
@pytest.mark.parametrize("first_look_up", [True, False])
def test_the_loop_answers_with_the_mtu_not_every_fact(tmp_path: Path, first_look_up: bool) -> None:
    """machine-90's turn: system_info called, its facts dumped — now the MTU is the answer."""
    call = ToolCall(id="c1", name="system_info", arguments={})
    dump = "system_info 결과입니다: user name: root user ID: 0 (group 0) home folder: /root"
    steps = [LLMReply(tool_calls=[call])] + [LLMReply(text=dump)] * 3
    agent = _agent(tmp_path, steps, first_look_up)
    result = asyncio.run(agent.run_turn(MACHINE_90))
    assert "system_info" in [o.call.name for o in result.outcomes]
    assert any(mtu in result.answer for mtu in _real_mtus()), result.answer
    assert "user name" not in result.answer
