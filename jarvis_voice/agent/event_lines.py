"""An event's first (or last) n lines: each one's time said.

Part of grounding (`agent/grounding.py`). "로그 보면 결제 타임아웃이 처음 세 번 났을 때가 각각 몇
시였어?" was answered with the first timeout's time alone (fresh36 read-78). When log_questions'
look-up of those n lines ran, each line's clock time is to be in the answer; an answer that leaves
one out is sent back, the look-up's own lines the fallback.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.log_questions import first_n_asked
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.range_lines import clock_forms
from jarvis_voice.agent.request_words import argument_text

# a log line's clock time, past its date: "2024-06-30 01:01:45 ERROR …"
_LINE_CLOCK = re.compile(r"^\d{4}-\d{2}-\d{2}[ T](\d{2}):(\d{2})")
# the look-up: a grep of the first n (-m n, | head -n n) or the last n (| tail -n n)
_LOOK_UP = r"\bgrep\b.*(?:\s-\w*m\s*{n}\b|--max-count[= ]{n}\b|\|\s*(?:head|tail)\s+-n\s*{n}\b)"


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the lines whose time the answer leaves out, the look-up that printed them) when the
    request asks for an event's first or last n lines and the turn's last such look-up printed
    them; None otherwise."""
    asked = first_n_asked(request)
    if asked is None:
        return None
    look_up = re.compile(_LOOK_UP.format(n=asked[0]))
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        if not look_up.search(argument_text(outcome)):
            continue
        lines = [line for line in outcome.result.content.splitlines() if _LINE_CLOCK.match(line)]
        if not lines:
            return None
        missing = [line for line in lines if not _said(line, answer)]
        return (missing, outcome) if missing else None
    return None


def _said(line: str, answer: str) -> bool:
    clock = _LINE_CLOCK.match(line)
    assert clock is not None
    return any(form in answer for form in clock_forms(int(clock[1]), int(clock[2])))


CORRECTION = (
    "The answer leaves out the time of lines the look-up found. Say each one with its time as "
    'the result above has them: "{lines}".'
)
