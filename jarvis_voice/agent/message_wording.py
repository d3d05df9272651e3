"""An event's message asked word for word: its words as the log writes them, in the answer.

Part of grounding (`agent/grounding.py`). 「로그에 결제 에러 찍힌 거, 에러 문구가 정확히 뭐라고
돼 있어? 시간은 필요 없고 메시지만.」 grepped the errors and answered 「결제 에러가 발생한 시간과
에러 메시지를 확인했습니다.」 — a description, not the words (fresh40 read-86). The messages a
look-up printed (a log line's text past its time and level, or log_questions' wording look-up's
lines) are read with their numbers aside ("payment gateway timeout" of "… (order 1065)"); an
answer that says none of a message's words is sent back, the look-up's lines the fallback.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.log_questions import WORDING, message_topic, message_wording
from jarvis_voice.agent.pipeline import CallOutcome

# a log line's message, past its date, time and level: "2024-06-30 01:01:45 ERROR payment …"
_LOG_LINE = re.compile(r"^\d{4}-\d{2}-\d{2}[ T][\d:.,]+\s+[A-Za-z]+:?\s+(.+)$")
# a line of the wording look-up: "payment gateway timeout (order 1065) (23 lines with this …)"
_WORDING_LINE = re.compile(r"^(.+) \(\d+ lines with this message, its numbers aside\)$")
# a part that only carries the line's own number or timing: "(order 1065)", "(163 ms)"
_NUMBERED_PART = re.compile(r"\s*[(\[][^()\[\]]*\d[^()\[\]]*[)\]]|\s*[#:=]?\s*\d[\d.,]*\s*\w{0,3}$")
MOST_MESSAGES = 3  # more than this is a listing, not a message to quote


def wording(message: str) -> str:
    """A message's own words, its numbered parts aside ("payment gateway timeout")."""
    return " ".join(_NUMBERED_PART.sub("", message).split()).strip(" .:;,-")


def _messages(content: str, topic: str | None) -> list[str]:
    """The different messages (their wording) a look-up printed, in order; those of the topic
    asked when one is (a grep of every error printed the disk's too)."""
    found: dict[str, None] = {}
    for line in content.splitlines():
        line = line.strip()
        said = _WORDING_LINE.match(line) or _LOG_LINE.match(line)
        if topic is not None and topic not in line.lower():
            continue
        if said is not None and wording(said[1]):
            found[wording(said[1])] = None
    return list(found)


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the messages whose words the answer leaves out, the look-up that printed them) when the
    request asks an event's message word for word; None otherwise."""
    if not WORDING.search(request) or message_wording(request, "x") is None:
        return None
    said = " ".join(answer.lower().split())
    topic = message_topic(request)
    for outcome in reversed(facts):
        if outcome.call.name not in ("bash", "grep", "read_file") or outcome.result.is_error:
            continue
        messages = _messages(outcome.result.content, topic)
        if not messages:
            continue
        if len(messages) > MOST_MESSAGES:
            return None
        missing = [m for m in messages if m.lower() not in said]
        return (missing, outcome) if missing else None
    return None


CORRECTION = (
    "The answer does not quote the message. Say it word for word as the log writes it, without "
    'describing it: "{lines}".'
)
