"""Issue 16: `/procedures`, `/skills` and the ACTIVITY lines of skills, plugins and extension
files follow the turn's language; names, file names and bodies stay as they are."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from extensions_support import make_agent, say
from jarvis_voice.agent.loop import AgentLoop, TurnResult
from jarvis_voice.core.bus import in_turn
from jarvis_voice.extensions.hub import close_hubs
from jarvis_voice.i18n import Msg
from procedures_support import agent_for, distill_reply, learner_with, success


@pytest.fixture(autouse=True)
def _stop_watchers() -> Iterator[None]:
    yield
    close_hubs()


def turn(agent: AgentLoop, text: str, language: str) -> TurnResult:
    async def go() -> TurnResult:
        with in_turn("t1", language):  # as the session runs a turn
            return await agent.run_turn(text, language)

    return asyncio.run(go())


def test_procedures_in_a_korean_turn(tmp_path: Path) -> None:
    learner, _, _ = learner_with([distill_reply(name="read-notes")])
    success(learner.episodes, n=3)
    learner.distill("main")
    agent, backend, _ = agent_for(tmp_path, [])
    listing = turn(agent, "/procedures list", "ko").answer
    assert listing.splitlines()[0] == "main 의 절차: 1개 (최대 30개)"
    assert "- read-notes · 초안 · 작업 종류 read_file · 1세대" in listing
    shown = turn(agent, "/procedures show read-notes", "ko").answer
    assert "출처: edm:main:read_file" in shown and "{{args}}" in shown  # the body as it is
    assert turn(agent, "/procedures approve read-notes", "ko").answer == (
        "승인했습니다: read-notes — 도구 procedure_read_notes 로 쓸 수 있습니다"
    )
    assert turn(agent, "/procedures show nope", "ko").answer == (
        "그런 이름의 절차가 없습니다: 'nope' (에이전트 main)"
    )
    assert turn(agent, "/procedures frobnicate", "ko").answer.startswith("사용법: /procedures")
    # the same commands in an English turn are English
    assert turn(agent, "/procedures list", "en").answer.startswith("procedures of main: 1 of")
    assert backend.calls == []


def test_skills_in_a_korean_turn(tmp_path: Path, jarvis_home: Path) -> None:
    agent, _, _ = make_agent(tmp_path, [], plugin={"watch_files": False})
    assert turn(agent, "/skills", "ko").answer == (
        f"아직 스킬이 없습니다. {jarvis_home / 'skills'} 에 <이름>.md 파일을 넣으세요."
    )
    skills = jarvis_home / "skills"
    skills.mkdir(exist_ok=True)
    (skills / "standup.md").write_text("---\ndescription: Daily notes\n---\nWrite notes.\n")
    close_hubs()  # a new hub reads the folder again
    agent, _, _ = make_agent(tmp_path, [], plugin={"watch_files": False})
    assert turn(agent, "/skills", "ko").answer.splitlines() == [
        "스킬 1개: /이름 과 할 일을 입력하세요.",
        "/standup — Daily notes",  # the skill's own description, as written
    ]


def test_skill_and_extension_problems_are_korean_in_a_korean_turn(
    tmp_path: Path, jarvis_home: Path
) -> None:
    skills = jarvis_home / "skills"
    skills.mkdir()
    (skills / "standup.md").write_text("Write notes about {{args}}.")
    (skills / "empty.md").write_text("---\ndescription: nothing\n---\n")
    plugins = jarvis_home / "plugins"
    plugins.mkdir()
    (plugins / "broken.py").write_text("def on_message_end(answer):\n    raise ValueError('x')\n")
    agent, _, activity = make_agent(tmp_path, [say("메모")], plugin={"watch_files": False})
    activity.language = "ko"  # lines outside a turn: the conversation's language
    turn(agent, "/standup 회의", "ko")
    lines = activity.lines()
    assert "⚠ 스킬 · empty.md · empty.md: 스킬에 본문이 없습니다" not in lines  # no file twice
    assert "⚠ 스킬 · empty.md · 스킬에 본문이 없습니다" in lines
    assert "📜 스킬 · standup" in lines
    failed = "⚠ 플러그인 · broken · on_message_end 실패: ValueError"
    assert any(line.startswith(failed) for line in lines)
    activity.language = "en"  # the same events, read by an English conversation
    assert "⚠ skill · empty.md · the skill has no body" in activity.lines()


def test_a_msg_field_is_shown_in_the_same_language() -> None:
    nested = Msg("model.install_with", command="pip install x")
    line = Msg("error.embedded.no_runtime", install=nested)
    assert line.text("ko") == "내장 백엔드에는 xllamacpp 패키지가 필요합니다. 설치: pip install x"
    assert str(line) == (
        "the embedded backend needs the xllamacpp package; install with: pip install x"
    )
