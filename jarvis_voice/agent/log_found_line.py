"""The one log line a look-up found for a slowest-in-the-window, whole-log fastest or exact-time
question, said.

Part of grounding (`agent/grounding.py`). "In the last hour of the app log, how long did the
slowest query take?" was answered "0 seconds" from a grep that found nothing (fresh41 read-87),
「느린 쿼리가 딱 150ms 걸린 게 처음으로 찍힌 게 몇 시야?」 with another query's line and no
time (read-88), and "Of all the slow queries in the app log, how long did the quickest one take?"
with a clock time read as a duration, 6 minutes 39 seconds (fresh42 read-89). When
log_questions' look-up for them ran, the slowest (or fastest) line's figure, or the exact-time
line's clock time, is to be in the answer; one that leaves it out is sent back, the look-up's
line the fallback.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.log_questions import (
    WINDOW_EXTREME_SAID,
    exact_duration,
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
        return None
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
