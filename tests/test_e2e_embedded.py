"""Real end-to-end turns on the embedded model (slow; CI runs them): loop + tools + approvals."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer, ApprovalReply, ApprovalRequest
from jarvis_voice.config import load_settings
from jarvis_voice.i18n import t
from jarvis_voice.llm.embedded import EmbeddedBackend
from jarvis_voice.llm.factory import make_backend

pytestmark = pytest.mark.slow


class CountingBackend:
    """Wraps the real backend only to count model calls."""

    def __init__(self, inner: EmbeddedBackend) -> None:
        self.inner = inner
        self.name = inner.name
        self.calls = 0

    def chat(self, messages, tools, on_text=None, *, must_call=()):  # type: ignore[no-untyped-def]
        self.calls += 1
        return self.inner.chat(messages, tools, on_text, must_call=must_call)

    def warm_up(self, messages, tools) -> None:  # type: ignore[no-untyped-def]
        self.inner.warm_up(messages, tools)


class Approver:
    def __init__(self, answer: Answer) -> None:
        self.answer = answer
        self.requests: list[ApprovalRequest] = []

    async def request(self, request: ApprovalRequest) -> ApprovalReply:
        self.requests.append(request)
        return ApprovalReply(self.answer, "button")


@pytest.fixture(scope="module")
def embedded() -> Iterator[EmbeddedBackend]:
    backend = make_backend(load_settings(llm={"backend": "embedded"}).llm)
    assert isinstance(backend, EmbeddedBackend)
    yield backend


def agent_for(tmp_path: Path, backend: EmbeddedBackend, answer: Answer):
    counting = CountingBackend(backend)
    approver = Approver(answer)
    settings = load_settings(agent={"language": "en"})
    agent = build_agent(settings, counting, approver, ActivityLog(), workdir=tmp_path)
    agent.warm_up()
    return agent, counting, approver


def test_embedded_turn_reads_a_file_and_answers(tmp_path: Path, embedded: EmbeddedBackend) -> None:
    (tmp_path / "notes.txt").write_text("The launch code is PURPLE-42.\n")
    agent, counting, approver = agent_for(tmp_path, embedded, Answer.DENY)
    result = asyncio.run(agent.run_turn("Read the file notes.txt and tell me what it says."))
    names = [o.call.name for o in result.outcomes]
    assert names and names[0] == "read_file", names
    assert not result.outcomes[0].result.is_error
    assert "PURPLE-42" in result.outcomes[0].result.content
    assert result.answer and counting.calls >= 2 and approver.requests == []


def test_embedded_risky_command_asks_and_denial_ends_the_turn(
    tmp_path: Path, embedded: EmbeddedBackend
) -> None:
    agent, counting, approver = agent_for(tmp_path, embedded, Answer.DENY)
    result = asyncio.run(agent.run_turn("Run the shell command `git status` for me."))
    assert [r.tool for r in approver.requests] == ["bash"]
    assert "git status" in approver.requests[0].args["command"]
    assert result.answer == t("answer.denied", "en", tool="bash")
    assert counting.calls == 1  # T3: no model call after the denial


def test_after_a_korean_turn_an_english_change_is_made_with_a_tool(
    tmp_path: Path, embedded: EmbeddedBackend
) -> None:
    """bench_conversation, session 22: after "안녕하세요, 당신은 누구예요?" the model explained
    how to create the file in words instead of calling write_file, twice."""
    agent, _counting, approver = agent_for(tmp_path, embedded, Answer.ALLOW)
    asyncio.run(agent.run_turn("Hello, who are you?", language="en"))
    asyncio.run(agent.run_turn("안녕하세요, 당신은 누구예요?", language="ko"))
    result = asyncio.run(agent.run_turn("Please create a file named Spoken.txt.", language="en"))
    assert [r.tool for r in approver.requests] == ["write_file"]
    assert (tmp_path / "Spoken.txt").exists() or (tmp_path / "spoken.txt").exists()
    assert result.answer and not re.search("[가-힣]", result.answer)


def test_a_korean_question_about_the_world_is_thought_through_in_english(
    tmp_path: Path, embedded: EmbeddedBackend
) -> None:
    """Asked in Korean, the model answered "모나리자는 누군가 그렸어?"; with its own English
    answer beside the request it names the painter (agent/think_in_english.py)."""
    agent, counting, _ = agent_for(tmp_path, embedded, Answer.DENY)
    result = asyncio.run(agent.run_turn("모나리자는 누가 그렸어?", "ko"))
    assert re.search(r"Vinci|빈치", result.answer), result.answer
    assert counting.calls == 2 and not result.outcomes  # the hidden step, then the answer
