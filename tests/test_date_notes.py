"""Dates in tool results are sent with the weekday or the days since when the request asks
(agent/date_notes)."""

from __future__ import annotations

import asyncio
import subprocess
from datetime import date
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.date_notes import ASKS_DAYS_SINCE, ASKS_WEEKDAY, noted
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from support import ScriptedApprover

TODAY = date(2026, 12, 5)


@pytest.mark.parametrize(
    ("request_text", "weekday", "since"),
    [
        ("What day of the week was the last commit made?", True, False),
        ("마지막 커밋은 무슨 요일에 했어?", True, False),
        ("마지막 커밋하고 나서 오늘까지 며칠 지났어요?", False, True),
        ("How many days ago was the first commit?", False, True),
        ("How long has it been since the last commit?", False, True),
        # neither
        ("When was the last commit?", False, False),
        ("What is today's date?", False, False),
    ],
)  # fmt: skip
def test_which_requests_ask_for_a_weekday_or_the_days_since(
    request_text: str, weekday: bool, since: bool
) -> None:
    assert bool(ASKS_WEEKDAY.search(request_text)) is weekday
    assert bool(ASKS_DAYS_SINCE.search(request_text)) is since


def test_each_date_gets_the_facts_asked_in_the_requests_language() -> None:
    log = "a1b2c3 2024-06-04 Add sales\nd4e5f6 2024-06-03 Start"
    assert noted(log, True, False, TODAY, korean=False) == (
        "a1b2c3 2024-06-04 (Tuesday) Add sales\nd4e5f6 2024-06-03 (Monday) Start"
    )
    assert noted("2024-06-04", True, True, TODAY, korean=True) == (
        "2024-06-04 (화요일; 오늘(2026-12-05)보다 914일 전)"
    )
    assert noted("2024-06-04", False, True, TODAY, korean=False) == (
        "2024-06-04 (914 days before today, 2026-12-05)"
    )
    # not a date, or a part of a longer number: left alone
    assert noted("2024-13-40 and 12024-06-04-1", True, True, TODAY, korean=False) == (
        "2024-13-40 and 12024-06-04-1"
    )


def test_the_model_reads_the_weekday_beside_the_commit_date_and_the_result_is_kept_as_is(
    tmp_path: Path,
) -> None:
    """The real bash tool on a real repository; only the model is scripted."""
    when = "2024-06-04T10:00:00"
    env = {"GIT_AUTHOR_DATE": when, "GIT_COMMITTER_DATE": when, "PATH": "/usr/bin:/bin",
           "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}  # fmt: skip
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    subprocess.run(["git", "commit", "-q", "--allow-empty", "-m", "first"], cwd=tmp_path,
                   env=env, check=True)  # fmt: skip
    command = "git log -1 --format=%cd --date=short"
    backend = ScriptedBackend([
        LLMReply(tool_calls=[ToolCall(id="g", name="bash", arguments={"command": command})]),
        LLMReply(text="The last commit was made on a Tuesday (2024-06-04)."),
    ])  # fmt: skip
    settings = load_settings(tools={"workdir": str(tmp_path)})
    approver = ScriptedApprover(Answer.ALLOW)
    agent = build_agent(settings, backend, approver, ActivityLog(), workdir=tmp_path)
    agent.config.first_look_up = False  # the scripted model's own call is the one read here
    result = asyncio.run(agent.run_turn("What day of the week was the last commit made?", "en"))
    sent = [m.content for m in backend.calls[1]["messages"] if m.role == "tool"]
    assert sent[0].startswith("2024-06-04 (Tuesday)\n")
    assert result.outcomes[0].result.content.startswith("2024-06-04\n")  # the tool's own text
    assert result.answer == "The last commit was made on a Tuesday (2024-06-04)."
