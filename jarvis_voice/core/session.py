"""`Session`: the one object every front end (terminal, web, voice) talks to.

It owns one agent loop, the approval broker its risky calls wait on, the chat history and the
background work that shares the model (scheduled jobs, idle procedure learning), with their
start and stop. `submit(text, source=…)` runs one turn and returns *that* turn's result; front
ends that want to show more (tool calls, approvals, ACTIVITY) subscribe to `events`.

Shape borrowed from Home Assistant's assist pipeline: one run object, typed events in a fixed
order, front ends as listeners.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.features import BackgroundWork
from jarvis_voice.agent.loop import AgentLoop, TurnResult
from jarvis_voice.approval.base import Answer, Channel
from jarvis_voice.approval.broker import ApprovalBroker, PendingApproval
from jarvis_voice.config import Settings
from jarvis_voice.core.bus import in_turn
from jarvis_voice.core.events import (
    EndedBy,
    Event,
    Heard,
    Source,
    StopSpeaking,
    TurnEnded,
    TurnStarted,
    WakeWordState,
)
from jarvis_voice.core.spoken_commands import spoken_command
from jarvis_voice.core.turn_language import Recognised, TurnLanguage, decide
from jarvis_voice.errors import shown
from jarvis_voice.foreground import FOREGROUND
from jarvis_voice.i18n import Language, t
from jarvis_voice.llm.base import LLMBackend
from jarvis_voice.security.input_validation import InputRejected, validate_user_input

log = logging.getLogger(__name__)
# What the language of a request is judged on: enough words to tell, however long the request.
LANGUAGE_SAMPLE_CHARS = 2000


@dataclass
class HistoryEntry:
    role: Literal["user", "assistant"]
    text: str
    source: Source = Source.TEXT
    turn_id: str | None = None
    interrupted: bool = False  # the user stopped the spoken answer part-way (barge-in)


class Session:
    def __init__(
        self,
        settings: Settings,
        backend: LLMBackend,
        *,
        session_id: str = "default",
        workdir: Path | None = None,
    ) -> None:
        from jarvis_voice.app import build_agent  # the feature wiring, built once per session

        self.id = session_id
        self.settings = settings
        self.events = ActivityLog(language=settings.agent.language)
        self.broker = ApprovalBroker(self.events.publish)
        self.agent: AgentLoop = build_agent(
            settings, backend, self.broker, self.events, workdir=workdir
        )
        self.history: list[HistoryEntry] = []
        # The conversation's language (issue 16): the latest turn's, at first the setting's. A
        # request too short to tell ("응", "OK") is answered in it.
        self.language: Language = settings.agent.language
        self._noted_languages: set[str] = set()  # unsupported ones already reported (once each)
        self._busy = False
        self._background_started = False
        self._tasks: set[asyncio.Task[Any]] = set()
        self._warming: asyncio.Task[None] | None = None
        self._started = False
        # Hands-free behind a wake word (issue 15): None = no wake word in this session (voice
        # off, another trigger, or the wake word off); True = it waits for it; False = switched
        # off from a front end (the page's toggle), so every utterance is a request.
        self.wake_word: bool | None = None

    # ------------------------------------------------------------------ identity
    @property
    def agent_id(self) -> str:
        return self.agent.config.agent_id

    @property
    def display_name(self) -> str:
        return self.agent.config.display_name

    @property
    def busy(self) -> bool:
        """A turn is running. Cleared before TURN_ENDED, so a front end may send the next one."""
        return self._busy

    # ------------------------------------------------------------------ lifecycle
    async def start(self, *, background: bool = True, warm_up: bool = True) -> Session:
        """Bind events to this loop; start scheduled jobs and idle learning; warm the model."""
        if self._started:
            return self
        self._started = True
        self.events.bind(asyncio.get_running_loop())
        if background:
            self._start_background()
        if warm_up:  # process the fixed prompt while the user reads or types
            self._warming = self.spawn(asyncio.to_thread(_quiet_warm_up, self.agent))
        return self

    def _start_background(self) -> None:
        """The features' background work: idle procedure learning, scheduled jobs (X5)."""
        self.events.subscribe(self._remember_scheduled)
        for work in self.agent.background:
            work.start(self.agent)
        self._background_started = True

    @property
    def background(self) -> tuple[BackgroundWork, ...]:
        return self.agent.background

    async def close(self) -> None:
        """Stop background work; wait for what it had started."""
        if self._background_started:
            self._background_started = False
            for work in self.agent.background:
                await work.stop()
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    def spawn(self, coroutine: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run background work owned by this session (cancelled by `close`)."""
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)  # asyncio keeps only weak references to tasks
        task.add_done_callback(self._tasks.discard)
        return task

    # ------------------------------------------------------------------ requests
    @staticmethod
    def new_turn_id() -> str:
        return uuid.uuid4().hex[:12]

    async def submit(
        self,
        text: str,
        *,
        source: Source = Source.TEXT,
        turn_id: str | None = None,
        language: str | None = None,
        language_probability: float = 1.0,
    ) -> TurnResult:
        """Run one turn; its own result (never another turn's or a scheduled job's).

        `turn_id`: chosen by a caller that wants to follow this turn's events as they come
        (e.g. to speak the answer while it streams); a new one otherwise.
        `language`, `language_probability`: what the recogniser said about spoken `text` (its
        code and how sure it was); the turn's language is decided from them or the text."""
        turn = self.turn_language(text, language, language_probability)
        log.debug("turn language %s (%s; recogniser %s)", turn.language, turn.why, language)
        try:
            clean = validate_user_input(text, self.agent.config.input_max_length)
        except InputRejected as exc:
            return TurnResult(answer=exc.text(turn.language), ended_by=EndedBy.REJECTED)
        if self._busy:
            return TurnResult(answer=t("answer.busy", turn.language), ended_by=EndedBy.BUSY)
        self._busy = True
        FOREGROUND.request_started()  # background learning gives way until request_ended()
        if self._warming is not None:  # one model, one user: let the warm-up finish first
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.shield(self._warming)
        turn_id = turn_id or self.new_turn_id()
        said_in = self.language  # the conversation's until now: a note is said in it
        self.language = self.events.language = turn.language  # sticks for short replies
        with in_turn(turn_id, turn.language):
            self.history.append(HistoryEntry("user", clean, source, turn_id))
            self.events.publish(TurnStarted(clean, source, turn.language))
            self._note_unsupported(turn, said_in)
            request = self._spoken_command(clean, source) or clean
            try:
                result = await self.agent.run_turn(request, turn.language)
            except Exception as exc:  # keep the session alive whatever a turn does
                log.exception("turn failed in session %s", self.id)
                answer = t("answer.went_wrong", turn.language, error=shown(exc, turn.language))
                result = TurnResult(answer=answer, ended_by=EndedBy.ERROR)
            finally:
                self._busy = False
                FOREGROUND.request_ended()
            result.turn_id = turn_id
            result.language = turn.language
            self.history.append(HistoryEntry("assistant", result.answer, source, turn_id))
            self.events.publish(TurnEnded(result.answer, result.ended_by, source))
        return result

    def turn_language(
        self, text: str, language: str | None = None, probability: float = 1.0
    ) -> TurnLanguage:
        """The language a request would be answered in now (issue 16): `agent.language` when
        pinned, else from the recogniser's `language` or the text, sticky for short replies."""
        agent = self.settings.agent
        return decide(
            text[:LANGUAGE_SAMPLE_CHARS],
            self.language,
            heard=Recognised(language, probability) if language else None,
            pinned=agent.language if agent.language_mode == "pinned" else None,
        )

    def _note_unsupported(self, turn: TurnLanguage, said_in: Language) -> None:
        """An unsupported language is answered in English: say so once, never as an error."""
        what = turn.unsupported
        if what is None or what in self._noted_languages:
            return
        self._noted_languages.add(what)
        log.warning("language %r is not supported (ko, en): answering in English", what)
        self.events.emit(t("activity.language_unsupported", said_in, what=what))

    def _spoken_command(self, text: str, source: Source) -> str | None:
        """`/undo ko` for a spoken "되돌려 줘": code answers it, the model never sees it."""
        command = spoken_command(text) if source is Source.VOICE else None
        if command is None or command[0] not in self.agent.commands:
            return None
        name, language = command
        return f"/{name} {language}"

    def stop_speaking(self, by: str) -> None:
        """Ask every front end that is talking to stop now (barge-in)."""
        self.events.publish(StopSpeaking(by))

    def offer_wake_word(self) -> None:
        """The voice front end listens behind a wake word: front ends may show and switch it."""
        self.wake_word = True
        self.events.publish(WakeWordState(True))

    def set_wake_word(self, listening: bool) -> bool:
        """Switch wake-word listening on or off; False when this session has none to switch."""
        if self.wake_word is None:
            return False
        self.wake_word = listening
        self.events.publish(WakeWordState(listening))
        return True

    def mark_interrupted(self, turn_id: str) -> None:
        """The spoken answer of `turn_id` was cut short: the history (and the model) know."""
        for entry in reversed(self.history):
            if entry.turn_id == turn_id and entry.role == "assistant" and not entry.interrupted:
                entry.interrupted = True
                self.agent.note_interrupted(entry.text)
                return

    def heard(self, text: str, language: str | None = None) -> None:
        """A recogniser's words (a request or an approval answer), for every front end."""
        self.events.publish(Heard(text, language))

    # ------------------------------------------------------------------ approvals
    def attach(self, answerer_id: str, channel: Channel) -> list[PendingApproval]:
        """Someone who can answer approvals joined; returns the requests still waiting."""
        return self.broker.attach(answerer_id, channel)

    def detach(self, answerer_id: str) -> None:
        self.broker.detach(answerer_id)

    def answer_approval(
        self, answerer_id: str, request_id: str, answer: Answer, scope: str | None = None
    ) -> bool:
        """`scope`: for ALWAYS, the id of the chosen scope (None: the narrowest, A12)."""
        return self.broker.answer(answerer_id, request_id, answer, scope)

    # ------------------------------------------------------------------ background results
    def _remember_scheduled(self, event: Event) -> None:
        """A scheduled job's answer (X5) joins the chat history as its own entry."""
        payload = event.payload
        if isinstance(payload, TurnEnded) and payload.source is Source.SCHEDULE:
            self.history.append(HistoryEntry("assistant", payload.answer, Source.SCHEDULE))


def _quiet_warm_up(agent: AgentLoop) -> None:
    try:
        agent.warm_up()
    except Exception as exc:  # the first real turn reports backend problems in one line
        log.info("warm-up skipped: %s", exc)
