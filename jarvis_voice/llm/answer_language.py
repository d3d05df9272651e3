"""Telling the model which language to answer in, the same way for every backend.

The turn's language is decided by the session (core/turn_language.py) and travels on the
request's `ChatMessage.language`; messages without one (older callers, tests) fall back to the
request's script. The last user or tool message gets a short note (`answer_language_note`); the
embedded backend also holds the answer to that language with its grammar (`ANSWER_PATTERNS`).
"""

from __future__ import annotations

import re

from jarvis_voice.llm.base import ChatMessage
from jarvis_voice.text import has_hangul_syllable

KOREAN_ANSWER_NOTE = "\n(한국어로 답하세요. Answer in Korean.)"
ENGLISH_ANSWER_NOTE = "\n(Answer in English.)"
_ANSWER_NOTES = {"ko": KOREAN_ANSWER_NOTE, "en": ENGLISH_ANSWER_NOTE}


def answer_language(messages: list[ChatMessage]) -> str | None:
    """The language the answer must be in, when it needs saying. The English examples pulled
    answers to Korean requests into English (16 of 20 in bench_tasks, mostly after a tool
    result); after a Korean turn, an English request was answered in Korean
    (bench_conversation). A conversation in English only needs nothing (no extra tokens)."""
    language = request_language(messages)
    if language in (None, "ko"):
        return language
    korean_before = any(
        m.language == "ko" or has_hangul_syllable(m.content or "")
        for m in messages
        if m.role in ("user", "assistant")
    )
    return "en" if korean_before else None


# The notes as a small model echoes them at the end of its answer ("… 추가해야 합니다.
# (한국어로 답하세요.)", bench_tasks write-18): said to the model, never to the person.
_ECHOED_NOTE = re.compile(
    r"\s*(?:\(\s*)?"
    r"(?:한국어로\s*답하세요\.?(?:\s*Answer in Korean\.?)?|Answer in (?:Korean|English)\.?)"
    r"\s*\)?\s*$"
)


def without_answer_note(answer: str) -> str:
    """`answer` without a language note it echoed at its end."""
    stripped = _ECHOED_NOTE.sub("", answer)
    return stripped if stripped.strip() else answer  # a note alone stays: something was said


def only_answer_note(answer: str) -> bool:
    """The whole answer is the note, with or without its brackets ("한국어로 답하세요. Answer in
    Korean." for a question about a river, bench_tasks fresh13 chat-30): no answer at all."""
    return bool(answer.strip()) and not _ECHOED_NOTE.sub("", answer).strip()


def request_language(messages: list[ChatMessage]) -> str | None:
    """The language of the last request (None: no request): what the embedded grammar makes an
    answer open in — always, not only when a note is needed ("How do you say 'good morning' in
    Korean?" was answered "안녕하세요." alone)."""
    request = next((m for m in reversed(messages) if m.role == "user"), None)
    if request is None:
        return None
    return request.language or script_language(request.content)


def script_language(text: str) -> str:
    """A request's language by its script alone, for messages the session did not stamp."""
    return "ko" if has_hangul_syllable(text) else "en"


def answer_language_note(messages: list[ChatMessage]) -> str:
    """What the last message says about the answer's language ("" when nothing)."""
    return _ANSWER_NOTES.get(answer_language(messages) or "", "")


def with_answer_note(messages: list[ChatMessage]) -> list[ChatMessage]:
    """`messages` with the note on the last one when it is the request or a tool result (what
    the model answers next); the caller's list is left as it was."""
    note = answer_language_note(messages)
    if not note or not messages or messages[-1].role not in ("user", "tool"):
        return messages
    last = messages[-1].model_copy(update={"content": messages[-1].content + note})
    return [*messages[:-1], last]
