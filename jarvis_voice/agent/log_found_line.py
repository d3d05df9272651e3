"""The one log line a look-up found for a slowest-in-the-window, whole-log fastest, exact-time or
first-after-a-time question, said.

Part of grounding (`agent/grounding.py`). "In the last hour of the app log, how long did the
slowest query take?" was answered "0 seconds" from a grep that found nothing (fresh41 read-87),
「느린 쿼리가 딱 150ms 걸린 게 처음으로 찍힌 게 몇 시야?」 with another query's line and no
time (read-88), and "Of all the slow queries in the app log, how long did the quickest one take?"
with a clock time read as a duration, 6 minutes 39 seconds (fresh42 read-89). When
log_questions' look-up for them ran, the slowest (or fastest) line's figure, or the exact-time
line's clock time, is to be in the answer; one that leaves it out is sent back, the look-up's
line the fallback. "What was the first slow-query warning it logged after 8:30 pm, and how long
did that query take?" was answered with its 135 ms and the table, not when (fresh46 read-97):
the first (or last) line of an event after a time or within hours, asked what it was or when,
is said with its clock time (and its figure, when one is asked).
"""

from __future__ import annotations

import re

from jarvis_voice.agent.log_questions import (
    WINDOW_EXTREME_SAID,
    exact_duration,
    line_in_hours_asked,
    whole_extreme_asked,
    window_extreme_asked,
)
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.range_lines import clock_forms

_LINE_CLOCK = re.compile(r"^\d{4}-\d{2}-\d{2}[ T](\d{2}):(\d{2})")


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """([the line the answer leaves out], the look-up that printed it) for those two questions;
    None when neither is asked, no such look-up found a line, or the answer says it."""
    extreme = window_extreme_asked(request) or whole_extreme_asked(request)
    duration = None if extreme else exact_duration(request)
    if not extreme and duration is None:
        return _timed_line_unsaid(request, answer, facts)
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        content = outcome.result.content.strip()
        if extreme:
            said = WINDOW_EXTREME_SAID.match(content)
            if said is None:
                continue
            line = content.splitlines()[0]
            return None if _figure_said(said[1], answer) else ([line], outcome)
        exact = re.compile(rf"(?<![\d.]){re.escape(duration or '')} ?ms\b")
        lines = [x for x in content.splitlines() if _LINE_CLOCK.match(x) and exact.search(x)]
        if len(lines) != 1:
            continue
        clock = _LINE_CLOCK.match(lines[0])
        assert clock is not None
        forms = clock_forms(int(clock[1]), int(clock[2]))
        return None if any(form in answer for form in forms) else (lines, outcome)
    return None


# the line itself or its time asked ("What was the first …", "when", 「몇 시」, 「언제」,
# 「뭐였어」), not a number it holds ("몇 번 주문이야?": the order's number alone is the
# answer, read-70)
_LINE_ASKED = re.compile(
    r"\bwhat\s+(?:was|is)\s+the\s+(?:first|last|earliest|latest|final)\b|\bwhen\b|\bwhat\s+time\b"
    r"|몇\s*시|언제|뭐였|뭐야|무엇|무슨",
    re.I,
)
_FIGURE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?) ?ms\b")
_FIGURE_ASKED = re.compile(r"\bhow long\b|\btook\b|\btake\b|\bms\b|얼마나|몇\s*ms|걸렸|걸린", re.I)


def _timed_line_unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """([the first line after a time], its look-up) when the answer leaves out its clock time
    (or its figure, when asked); None otherwise."""
    if not line_in_hours_asked(request) or not _LINE_ASKED.search(request):
        return None
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        lines = [x for x in outcome.result.content.splitlines() if _LINE_CLOCK.match(x)]
        if len(lines) != 1:
            continue
        clock = _LINE_CLOCK.match(lines[0])
        assert clock is not None
        hour, minute = int(clock[1]), int(clock[2])
        forms = clock_forms(hour, minute)
        if any(form in request for form in forms):
            # the line is of the minute the request says ("after 8:30 pm": 20:30:15): the
            # request's own time said back is not when it was logged, its seconds are
            second = lines[0][17:19]
            forms = [
                *(f"{h}:{minute:02d}:{second}" for h in (hour, hour % 12 or 12)),
                f"{minute}분 {int(second)}초",
            ]
        timed = any(form in answer for form in forms)
        figure = _FIGURE.search(lines[0]) if _FIGURE_ASKED.search(request) else None
        figured = figure is None or _figure_said(figure[1], answer)
        return None if timed and figured else (lines, outcome)
    return None


def _figure_said(figure: str, answer: str) -> bool:
    """Whether the answer says the figure in ms ("158") or in seconds ("0.158")."""
    seconds = f"{float(figure) / 1000:g}"
    return any(
        re.search(rf"(?<![\d.]){re.escape(form)}(?![\d])", answer) for form in (figure, seconds)
    )


CORRECTION = (
    "The answer does not say what the look-up found. Answer from the result above, its figure "
    'and time as it has them: "{lines}".'
)
