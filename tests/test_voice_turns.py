"""Turn-taking from files, speaking while the answer streams, and the end of the audio while a
spoken approval waits (issue 12). Real session, loop, broker, classifier and endpointer; the
model is scripted and speech is scripted text or synthetic frames."""

from __future__ import annotations

import asyncio
import re
import time
from pathlib import Path

from extensions_support import call, calls, say
from jarvis_voice.activity import ActivityLog
from jarvis_voice.approval.base import Answer, ApprovalRequest
from jarvis_voice.approval.broker import ApprovalBroker
from jarvis_voice.config import load_settings
from jarvis_voice.core.session import Session
from jarvis_voice.llm.base import ChatMessage, LLMReply, TextSink, ToolSpec
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.policy.evaluate import Call
from jarvis_voice.policy.scopes import scopes_for
from jarvis_voice.voice.assistant import VoiceAssistant
from jarvis_voice.voice.audio import FRAME_BYTES
from jarvis_voice.voice.classifier import ReplyClassifier
from jarvis_voice.voice.spoken_answer import SpokenAnswer
from jarvis_voice.voice.spoken_approval import SpokenApprovals
from jarvis_voice.voice.triggers import HandsFree
from jarvis_voice.voice.utterances import SILENCE, UtteranceFiles

LOUD = b"\x10\x27" * (FRAME_BYTES // 2)  # one loud frame (not speech; enough to tell apart)


def settings_for(workdir: Path):  # type: ignore[no-untyped-def]
    return load_settings(
        tools={"workdir": str(workdir)}, agent={"language": "en"}, procedures={"consolidate": False}
    )


def take(frames, n: int) -> list[bytes]:  # type: ignore[no-untyped-def]
    return [next(frames) for _ in range(n)]


def test_a_clip_is_spoken_only_when_the_assistant_listens() -> None:
    source = UtteranceFiles([LOUD * 3, LOUD * 2], realtime=False, lead_s=0.06)
    frames = source.frames()
    assert take(frames, 4) == [SILENCE] * 4  # nobody listens: a quiet room
    source.listening()
    assert take(frames, 6) == [SILENCE, SILENCE, LOUD, LOUD, LOUD, SILENCE]
    source.listening()
    assert take(frames, 5) == [SILENCE, SILENCE, LOUD, LOUD, SILENCE]
    assert source.spoken == 2
    source.listening()  # listening again after the last clip: the speaker is gone
    assert list(frames) == []


def test_clips_come_at_speaking_pace() -> None:
    source = UtteranceFiles([LOUD * 10], realtime=True, lead_s=0.0)
    frames = source.frames()
    source.listening()
    started = time.monotonic()
    take(frames, 10)
    assert time.monotonic() - started >= 0.25  # 10 frames of 30 ms, not all at once


class StreamingBackend:
    """Streams its answer word by word with a pause, like a slow model on 2 cores."""

    name = "streaming"

    def __init__(self, answer: str, pause_s: float = 0.05) -> None:
        self.answer = answer
        self.pause_s = pause_s

    def chat(
        self, messages: list[ChatMessage], tools: list[ToolSpec], on_text: TextSink | None = None
    ) -> LLMReply:
        for word in self.answer.split(" "):
            time.sleep(self.pause_s)
            if on_text is not None:
                on_text(word + " ")
        return LLMReply(text=self.answer)


class TimedIO:
    """Hears scripted requests; records what was said aloud and when."""

    def __init__(self, heard: list[str | None]) -> None:
        self.heard = list(heard)
        self.said: list[tuple[float, str]] = []

    async def say(self, text: str, language: str | None = None) -> None:
        self.said.append((time.monotonic(), text))
        await asyncio.sleep(0.01)

    async def listen(
        self, timeout_s: float, short: bool = False, language: str | None = None
    ) -> str | None:
        return self.heard.pop(0) if self.heard else None

    def heard_language(self) -> None:
        return None


def test_the_first_sentence_is_spoken_before_the_answer_is_finished(tmp_path: Path) -> None:
    answer = "There are three files here. The largest is data.csv with forty rows. That is all."
    settings = settings_for(tmp_path)

    async def scenario() -> tuple[list[tuple[float, str]], float]:
        session = await Session(settings, StreamingBackend(answer), workdir=tmp_path).start(
            background=False, warm_up=False
        )
        io = TimedIO(["what is here"])
        approvals = SpokenApprovals(session.broker, session.events, io, ReplyClassifier(None))
        assistant = VoiceAssistant(session, io, approvals, HandsFree())
        ended_at: list[float] = []
        session.events.subscribe(
            lambda e: ended_at.append(time.monotonic()) if e.type == "turn_ended" else None
        )
        await assistant.run(max_requests=1)
        await session.close()
        return io.said, ended_at[0]

    said, turn_ended = asyncio.run(scenario())
    assert [text for _, text in said] == [
        "There are three files here.",
        "The largest is data.csv with forty rows.",
        "That is all.",
    ]
    assert said[0][0] < turn_ended  # first audio before the whole answer existed


def test_a_long_first_sentence_is_spoken_from_its_first_clause() -> None:
    """The first audio need not wait for a long first sentence's full stop; later sentences
    are whole, and a number's comma ("1,500") is never a break."""
    answer = (
        "This folder has 1,500 files: docs/, notes.txt, report.py and sales.csv, "
        "all in git. Nothing else is here."
    )

    async def scenario() -> list[str]:
        io = TimedIO([])
        speech = SpokenAnswer(io, "en")
        from jarvis_voice.core.events import AnswerDelta, Event

        for start in range(0, len(answer), 3):  # streamed the way a model writes it
            speech.on_event(Event(AnswerDelta(answer[start : start + 3])))
            await asyncio.sleep(0)
        await speech.finish(answer)
        return [text for _, text in io.said]

    assert asyncio.run(scenario()) == [
        "This folder has 1,500 files:",
        "docs/, notes.txt, report.py and sales.csv, all in git.",
        "Nothing else is here.",
    ]


def test_a_slow_tool_gets_a_short_spoken_cue_and_a_fixed_line_is_spoken_whole() -> None:
    async def scenario() -> list[str]:
        io = TimedIO([])
        speech = SpokenAnswer(io, "ko", cue_after_s=0.05)
        from jarvis_voice.core.events import Event, ToolFinished, ToolStarted

        speech.on_event(Event(ToolStarted("c1", "bash", "sleep 1")))
        await asyncio.sleep(0.15)  # the tool is still running: one cue
        speech.on_event(Event(ToolFinished("c1", "bash", True, False, "")))
        await speech.finish("승인이 거부되어 bash 실행을 멈췄습니다.")
        return [text for _, text in io.said]

    assert asyncio.run(scenario()) == ["잠시만요.", "승인이 거부되어 bash 실행을 멈췄습니다."]


def test_the_end_of_the_audio_denies_a_waiting_approval_at_once() -> None:
    async def scenario(with_tab: bool) -> tuple[Answer, float, list[str]]:
        events = ActivityLog()
        broker = ApprovalBroker(events.publish)
        ended = asyncio.Event()
        ended.set()  # the last file has been said
        voice = SpokenApprovals(
            broker, events, TimedIO([None]), ReplyClassifier(None), source_ended=ended
        )
        voice.join()
        if with_tab:
            broker.attach("tab", "button")
        scopes = scopes_for(Call("bash", {"command": "ls"}), Path("/tmp"))
        request = ApprovalRequest("main", "bash", {"command": "ls"}, scopes, timeout_s=0.5)
        started = time.monotonic()
        reply = await broker.request(request)
        voice.leave()
        return reply.answer, time.monotonic() - started, events.lines()

    answer, seconds, lines = asyncio.run(scenario(with_tab=False))
    assert answer is Answer.DENY and seconds < 0.3
    assert "🎙 voice · the audio ended with no answer — denied" in lines
    answer, seconds, lines = asyncio.run(scenario(with_tab=True))
    assert answer is Answer.TIMEOUT  # the screen could still answer: left to it and the clock
    assert "🎙 voice · the audio ended; the question stays on screen" in lines


def test_a_spoken_yes_after_the_question_runs_the_tool(tmp_path: Path) -> None:
    """Request → spoken question → yes → answer, with the answer spoken last."""
    settings = settings_for(tmp_path)
    backend = ScriptedBackend([calls(call("bash", command="touch yes.txt")), say("Done.")])

    async def scenario() -> list[str]:
        session = await Session(settings, backend, workdir=tmp_path).start(
            background=False, warm_up=False
        )
        io = TimedIO(["make the file", "yes"])
        approvals = SpokenApprovals(session.broker, session.events, io, ReplyClassifier(None))
        await VoiceAssistant(session, io, approvals, HandsFree()).run(max_requests=1)
        await session.close()
        return [text for _, text in io.said]

    said = asyncio.run(scenario())
    assert (tmp_path / "yes.txt").exists()
    assert said[0].startswith("Approval needed. bash: touch yes.txt.") and said[-1] == "Done."
    assert not re.search(r"[\uac00-\ud7a3]", " ".join(said))  # an English session: no Korean


class SlowSpeech(TimedIO):
    """Each sentence takes `seconds` to say unless stopped; records when stopping worked."""

    def __init__(self, heard: list[str | None], seconds: float = 3.0) -> None:
        super().__init__(heard)
        self.seconds = seconds
        self._stop = asyncio.Event()
        self.cut_at: float | None = None

    async def say(self, text: str, language: str | None = None) -> None:
        self.said.append((time.monotonic(), text))
        self._stop.clear()
        try:
            await asyncio.wait_for(self._stop.wait(), self.seconds)
            self.cut_at = time.monotonic()
        except TimeoutError:
            pass

    def stop_speaking(self) -> None:
        asyncio.get_running_loop().call_soon(self._stop.set)


def test_the_stop_button_cuts_the_spoken_answer_and_the_history_says_so(tmp_path: Path) -> None:
    answer = "Here is a long answer. It goes on and on. And on."
    backend = ScriptedBackend([say(answer), say("Listening again.")])

    async def scenario() -> tuple[float, list[str], object, str]:
        session = await Session(settings_for(tmp_path), backend, workdir=tmp_path).start(
            background=False, warm_up=False
        )
        io = SlowSpeech(["tell me everything"])
        approvals = SpokenApprovals(session.broker, session.events, io, ReplyClassifier(None))
        run = asyncio.create_task(VoiceAssistant(session, io, approvals, HandsFree()).run(1))
        while not io.said:
            await asyncio.sleep(0.01)
        pressed = time.monotonic()
        session.stop_speaking(by="tab")  # the page's stop button
        await run
        await session.close()
        assert io.cut_at is not None
        model_history = session.agent.history[-1].content
        return io.cut_at - pressed, [t for _, t in io.said], session.history[-1], model_history

    latency, said, entry, model_history = asyncio.run(scenario())
    assert latency < 0.2  # barge-in target
    assert said == ["Here is a long answer."]  # nothing after the stop
    assert entry.interrupted is True  # type: ignore[attr-defined]
    assert model_history.endswith("[the user interrupted this answer while it was spoken]")


class Presses:
    """A push-to-talk key: `press()` from the test."""

    barges_in = True

    def __init__(self) -> None:
        self.queue: asyncio.Queue[None] = asyncio.Queue()

    def press(self) -> None:
        self.queue.put_nowait(None)

    async def wait(self) -> bool:
        await self.queue.get()
        return True


def test_push_to_talk_while_it_speaks_stops_it_and_listens_at_once(tmp_path: Path) -> None:
    backend = ScriptedBackend([say("A long first answer. More of it."), say("Short second.")])

    async def scenario() -> list[str]:
        session = await Session(settings_for(tmp_path), backend, workdir=tmp_path).start(
            background=False, warm_up=False
        )
        io = SlowSpeech(["first question", "second question"], seconds=2.0)
        approvals = SpokenApprovals(session.broker, session.events, io, ReplyClassifier(None))
        key = Presses()
        key.press()  # the press that starts the first turn
        run = asyncio.create_task(VoiceAssistant(session, io, approvals, key).run(2))
        while not io.said:
            await asyncio.sleep(0.01)
        key.press()  # barge-in: no second press needed to be heard
        await asyncio.wait_for(run, 10)
        await session.close()
        return [t for _, t in io.said]

    assert asyncio.run(scenario()) == ["A long first answer.", "Short second."]


# ---------------------------------------------------------------- issue 16: a Korean voice turn

# Latin letters a Korean voice conversation may still hold: the commands and the tool, and "ms".
LATIN_IN_KOREAN_VOICE = {"bash", "touch", "made", "txt", "rm", "ms"}


def test_a_korean_voice_conversation_says_and_shows_no_english(tmp_path: Path) -> None:
    """Spoken requests and answers in Korean (the recogniser's text is scripted): the questions,
    the answers, the fixed denial and every ACTIVITY line are Korean; "응" allows, "아니" denies."""
    settings = load_settings(
        tools={"workdir": str(tmp_path)},
        agent={"language": "ko"},
        procedures={"consolidate": False},
    )
    backend = ScriptedBackend(
        [
            calls(call("bash", command="touch made.txt")),
            say("made.txt 파일을 만들었습니다."),
            calls(call("bash", command="rm made.txt")),
        ]
    )

    async def scenario() -> tuple[list[str], list[str]]:
        session = await Session(settings, backend, workdir=tmp_path).start(
            background=False, warm_up=False
        )
        io = TimedIO(["파일 하나 만들어 줘", "응", "그 파일 지워 줘", "아니"])
        approvals = SpokenApprovals(session.broker, session.events, io, ReplyClassifier(None))
        assistant = VoiceAssistant(session, io, approvals, HandsFree())
        await assistant.run(max_requests=2)
        await session.close()
        return [text for _, text in io.said], session.events.lines()

    said, lines = asyncio.run(scenario())
    assert (tmp_path / "made.txt").exists()  # allowed by "응", the rm denied by "아니"
    assert said[0].startswith("승인이 필요합니다. bash: touch made.txt.")
    assert said[1] == "made.txt 파일을 만들었습니다."
    assert said[2].startswith("승인이 필요합니다. 파일 1개를 삭제합니다. bash: rm made.txt.")
    assert said[3] == "승인이 거부되어 bash 실행을 멈췄습니다. 필요하면 다시 요청해 주세요."
    assert "🎙 음성 · '응' → 허용 (낱말, 0 ms)" in [re.sub(r"\d+ ms", "0 ms", x) for x in lines]
    latin = set(re.findall(r"[A-Za-z]+", "\n".join(said + lines))) - LATIN_IN_KOREAN_VOICE
    assert latin == set(), (said, lines)
