"""Issue 16: language follows the person. One real `Session` (loop, broker, gate, tools on a temp
workdir, the terminal front end); only the model is scripted. Each request's language sets its
turn's answer, approval question, ACTIVITY lines and fixed answers; a short reply keeps it."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from extensions_support import call, calls, say
from jarvis_voice.activity import ActivityLog
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import ApprovalRequest
from jarvis_voice.approval.broker import PendingApproval
from jarvis_voice.cli.chat import TerminalFrontEnd
from jarvis_voice.config import load_settings
from jarvis_voice.core.events import ApprovalAsked, Event, Source, TurnStarted
from jarvis_voice.core.session import Session
from jarvis_voice.core.turn_language import Recognised
from jarvis_voice.llm.answer_language import (
    ENGLISH_ANSWER_NOTE,
    KOREAN_ANSWER_NOTE,
    answer_language_note,
)
from jarvis_voice.llm.base import LLMReply
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.voice.assistant import VoiceAssistant
from jarvis_voice.voice.classifier import ReplyClassifier
from jarvis_voice.voice.spoken_approval import SpokenApprovals
from jarvis_voice.voice.triggers import HandsFree
from jarvis_voice.web.events_wire import approval_request, wire_messages
from support import Lines

HANGUL = re.compile(r"[\uac00-\ud7a3\u3131-\u318e]")
# Latin words a Korean turn may still show: the tool, the commands, the prompt's keys
NOT_WORDS = {"bash", "ls", "a", "Enter", "d", "s", "w", "WORKDIR", "jarvis"}


def settings_for(workdir: Path, **agent: object) -> object:
    return load_settings(
        tools={"workdir": str(workdir)},
        agent={"language": "en", **agent},
        procedures={"consolidate": False},
    )


def test_the_language_switches_with_the_person_in_one_session(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """"파일 목록 보여줘" then "show me the git log": each turn's approval question, terminal
    prompt, ACTIVITY lines and answer follow its request; "OK" after the Korean turn and "응"
    after the English one keep the language (the fixed denial line shows it)."""
    backend = ScriptedBackend(
        [
            calls(call("bash", command="ls")),
            say("파일이 하나 있습니다."),
            calls(call("bash", command="ls -a")),  # after "OK": denied below
            calls(call("bash", command="git log --oneline -5")),
            say("There are no commits here."),
            calls(call("bash", command="git log -1")),  # after "응": denied below
        ]
    )
    (tmp_path / "notes.txt").write_text("x")
    requests = ["파일 목록 보여줘", "OK", "show me the git log", "응"]
    typed = ["허용", "거부", "allow", "no"]  # the answers at the four approval prompts

    async def scenario() -> tuple[list[str], list[Event], list[str], Session]:
        # no grounding retry: `git log` fails outside a repository, and that is not the point
        settings = settings_for(tmp_path, grounding=False)
        session = Session(settings, backend, workdir=tmp_path)  # type: ignore[arg-type]
        await session.start(background=False, warm_up=False)
        events: list[Event] = []
        session.events.subscribe(events.append)
        front_end = TerminalFrontEnd(session, Lines(*typed))
        front_end.attach()
        shown: list[str] = []
        for text in requests:
            result = await session.submit(text, source=Source.TEXT)
            front_end.show_answer(result)
            await asyncio.sleep(0)  # let the terminal's approval task finish
            shown.append(capsys.readouterr().out.replace(str(tmp_path), "WORKDIR"))
        await session.close()
        return shown, events, session.events.lines(), session

    shown, events, lines, session = asyncio.run(scenario())
    started = [e.payload for e in events if isinstance(e.payload, TurnStarted)]
    assert [s.language for s in started] == ["ko", "ko", "en", "en"]
    asked = [e.payload.request for e in events if isinstance(e.payload, ApprovalAsked)]
    assert [a.language for a in asked] == ["ko", "ko", "en", "en"]
    # every event of a turn carries its language (what ACTIVITY lines are rendered in)
    assert {(e.turn_id, e.language) for e in events} == {
        (e.turn_id, s.language) for e, s in zip(
            [e for e in events if isinstance(e.payload, TurnStarted)], started, strict=True
        )
    }  # fmt: skip

    korean, ok, english, eung = shown
    assert "⚠ 승인이 필요합니다: bash" in korean
    assert "⚡ 승인 · bash · 이번만 허용" in korean and "🔧 도구 · bash · ls" in korean
    assert "jarvis> 파일이 하나 있습니다." in korean
    assert "승인이 거부되어 bash 실행을 멈췄습니다." in ok  # "OK" did not flip it
    for turn in (korean, ok):
        latin = set(re.findall(r"[A-Za-z]+", turn)) - NOT_WORDS
        assert latin == set(), turn
    assert "⚠ Approval needed: bash" in english
    assert "⚡ approval · bash · allowed once" in english
    assert "🔧 tool · bash · git log --oneline -5" in english
    assert "Approval was denied, so I stopped running bash." in eung  # "응" did not flip it
    for turn in (english, eung):
        assert HANGUL.findall(turn) == [], turn

    # the model was told the turn's language each time (the embedded and Ollama note)
    first_calls = [backend.calls[i]["messages"] for i in (0, 2, 3, 5)]
    assert [m[-1].language for m in first_calls] == ["ko", "ko", "en", "en"]
    assert [answer_language_note(m) for m in first_calls] == [
        KOREAN_ANSWER_NOTE, KOREAN_ANSWER_NOTE, ENGLISH_ANSWER_NOTE, ENGLISH_ANSWER_NOTE,
    ]  # fmt: skip
    # rendered again later (the web page's history), each line stays in its turn's language
    assert "⚡ 승인 · bash · 이번만 허용" in lines and "⚡ approval · bash · denied" in lines
    assert session.language == "en"


def test_a_spoken_request_heard_as_korean_gets_a_korean_question(tmp_path: Path) -> None:
    """The recogniser's language decides a spoken turn, even for text whose script would not
    ("git log 보여줘" is mixed): the question is read in Korean, the reply is listened for in
    Korean, the answer is said in the Korean voice. A spoken "Continue" that came back as "계속"
    (one word) does not switch an English conversation."""
    backend = ScriptedBackend(
        [
            say("Hello."),
            say("Go on then."),
            calls(call("bash", command="git log -1")),
            say("커밋이 없습니다."),
        ]
    )

    class HeardIO:
        def __init__(self) -> None:
            self.requests = [
                ("show me what you can do", Recognised("en", 0.98)),
                ("계속", Recognised("ko", 0.99)),
                ("git log 보여줘", Recognised("ko", 0.93)),
            ]
            self.heard: Recognised | None = None
            self.said: list[tuple[str, str | None]] = []
            self.listened_in: list[str | None] = []

        async def say(self, text: str, language: str | None = None) -> None:
            self.said.append((text, language))

        async def listen(
            self, timeout_s: float, short: bool = False, language: str | None = None
        ) -> str | None:
            if short:
                self.listened_in.append(language)
                return "응"
            if not self.requests:
                return None
            text, self.heard = self.requests.pop(0)
            return text

        def heard_language(self) -> Recognised | None:
            return self.heard

        def stop_speaking(self) -> None:
            pass

    async def scenario() -> tuple[HeardIO, list[Event]]:
        # no grounding retry: `git log` fails outside a repository, and that is not the point
        settings = settings_for(tmp_path, grounding=False)
        session = Session(settings, backend, workdir=tmp_path)  # type: ignore[arg-type]
        await session.start(background=False, warm_up=False)
        events: list[Event] = []
        session.events.subscribe(events.append)
        io_ = HeardIO()
        approvals = SpokenApprovals(session.broker, session.events, io_, ReplyClassifier(None))
        await VoiceAssistant(session, io_, approvals, HandsFree()).run(max_requests=3)
        await session.close()
        return io_, events

    io_, events = asyncio.run(scenario())
    started = [e.payload for e in events if isinstance(e.payload, TurnStarted)]
    assert [(s.text, s.language) for s in started] == [
        ("show me what you can do", "en"),
        ("계속", "en"),  # one word: the recogniser's "ko" does not switch it
        ("git log 보여줘", "ko"),
    ]
    question = next(text for text, _ in io_.said if "bash" in text)
    assert question.startswith("승인이 필요합니다. bash: git log -1.")
    assert io_.listened_in == ["ko"]  # the reply is decoded in the question's language
    assert io_.said[-1] == ("커밋이 없습니다.", "ko")  # said in the Korean voice
    assert ("Hello.", "en") in io_.said


def test_an_unsupported_language_is_answered_in_english_with_one_note(tmp_path: Path) -> None:
    backend = ScriptedBackend([say("Hello."), say("Hello again."), say("안녕하세요.")])

    async def scenario() -> tuple[list[str | None], list[str], str]:
        session = Session(settings_for(tmp_path, language="ko"), backend, workdir=tmp_path)  # type: ignore[arg-type]
        await session.start(background=False, warm_up=False)
        results = [
            await session.submit(
                "これは テスト です", source=Source.VOICE, language="ja", language_probability=0.9
            ),
            await session.submit("ファイルを 見せて ください"),  # typed: no letters we speak
            await session.submit("다시 한국어로 해 줘"),
        ]
        await session.close()
        return [r.language for r in results], session.events.lines(), session.language

    languages, lines, language = asyncio.run(scenario())
    assert languages == ["en", "en", "ko"]  # never an error; Korean again when it is Korean
    notes = [line for line in lines if line.startswith("🌐")]
    # once per unsupported language, in the language the person was being answered in
    assert notes == [
        "🌐 언어 · ja: 지원하지 않는 언어라 영어로 답합니다 (ko, en)",
        "🌐 language · katakana is not supported (ko, en): answering in English",
    ]
    assert language == "ko"


def test_a_pinned_language_answers_every_turn_in_it(tmp_path: Path) -> None:
    backend = ScriptedBackend([calls(call("bash", command="git log -1"))])

    async def scenario() -> list[ApprovalRequest]:
        settings = settings_for(tmp_path, language="ko", language_mode="pinned")
        session = Session(settings, backend, workdir=tmp_path)  # type: ignore[arg-type]
        await session.start(background=False, warm_up=False)
        asked: list[ApprovalRequest] = []

        def deny(event: Event) -> None:
            if isinstance(event.payload, ApprovalAsked):
                asked.append(event.payload.request)
                asyncio.get_running_loop().call_soon(
                    session.answer_approval, "tab", event.payload.request.id, "deny"
                )

        session.attach("tab", "button")
        session.events.subscribe(deny)
        result = await session.submit("show me the git log")
        assert result.answer.startswith("승인이 거부되어 bash 실행을 멈췄습니다.")
        await session.close()
        return asked

    assert [request.language for request in asyncio.run(scenario())] == ["ko"]


def test_the_pinned_mode_is_a_setting_and_an_environment_variable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert load_settings().agent.language_mode == "follow"
    monkeypatch.setenv("JARVIS_AGENT__LANGUAGE_MODE", "pinned")
    monkeypatch.setenv("JARVIS_AGENT__LANGUAGE", "ko-KR")
    agent = load_settings().agent
    assert (agent.language_mode, agent.language) == ("pinned", "ko")


def test_the_page_is_told_each_turns_language(tmp_path: Path) -> None:
    """The web wire: `user_message.language`, and an approval request whose risk lines and scope
    labels are in its turn's language (the page's own labels stay in the page's)."""
    turn = wire_messages(Event(TurnStarted("파일 지워 줘", Source.TEXT, "ko")))
    assert turn[0].language == "ko"  # type: ignore[union-attr]
    from jarvis_voice.approval.gate import ApprovalGate

    gate = ApprovalGate.from_settings(load_settings(), workdir=tmp_path)
    request = ApprovalRequest(
        "main", "bash", {"command": "rm a.txt"}, (), 30.0,
        risks=gate.risks("bash", {"command": "rm a.txt"}), language="ko",
    )  # fmt: skip
    out = approval_request(PendingApproval(request, expires_at=0.0))
    assert out.language == "ko"
    assert [risk.text for risk in out.risks] == ["파일 1개를 삭제합니다: a.txt"]


@pytest.mark.parametrize(
    ("said", "answer"),
    [
        # bench_tasks write-18: the note the model was given came back at the end of its answer
        ("price 열을 추가해야 합니다. (한국어로 답하세요.)", "price 열을 추가해야 합니다."),
        ("파일이 없어요. (한국어로 답하세요. Answer in Korean.)", "파일이 없어요."),
        ("Done. (Answer in English.)", "Done."),
        # brackets of the answer's own stay
        ("f(x) = (x + 1)", "f(x) = (x + 1)"),
        ("Empty ( )", "Empty ( )"),
    ],
)
def test_a_language_note_the_model_echoes_is_not_part_of_the_answer(
    tmp_path: Path, said: str, answer: str
) -> None:
    backend = ScriptedBackend([LLMReply(text=said)])
    settings = load_settings(agent={"language": "ko"})
    agent = build_agent(settings, backend, None, ActivityLog(), workdir=tmp_path)
    result = asyncio.run(agent.run_turn("안녕, 잘 지냈어?"))
    assert result.answer == answer
