"""An event's lines within some hours: each one said, by its number when one is asked.

Part of grounding (`agent/grounding.py`). "Did any payment time out between 10 and 11 in the
morning, going by the app log? Which order was it?" grepped words the log does not write and
said no (fresh40 read-85). log_questions' look-up of those hours prints each line of the event
and how many; an answer that leaves a found line out (or says there was none) is sent back, the
look-up's own lines the fallback. A look-up that found none leaves the answer alone.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.log_questions import hour_lines_asked, hour_lines_found, numbered_word
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.range_lines import MOST_LINES, clock_forms

_LINE_CLOCK = re.compile(r"^\d{4}-\d{2}-\d{2}[ T](\d{2}):(\d{2})")


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the lines the answer leaves out, the look-up that printed them) when the request asks
    for an event's lines within some hours and the turn's last such look-up found some; None
    otherwise."""
    if not hour_lines_asked(request):
        return None
    word = numbered_word(request)  # "Which order was it?": its number
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        found = hour_lines_found(outcome.result.content)
        if found is None:
            continue
        if not 0 < len(found) <= MOST_LINES:
            return None
        missing = [line for line in found if not _said(line, word, answer)]
        return (missing, outcome) if missing else None
    return None


def _said(line: str, word: str | None, answer: str) -> bool:
    """Whether the answer says the line: its number after `word` when one is asked, else its
    clock time."""
    number = re.search(rf"{word}\D{{0,5}}(\d+)", line, re.IGNORECASE) if word else None
    if number is not None:
        return re.search(rf"(?<!\d){number[1]}(?!\d)", answer) is not None
    clock = _LINE_CLOCK.match(line)
    if clock is None:
        return line.strip().lower() in answer.lower()
    return any(form in answer for form in clock_forms(int(clock[1]), int(clock[2])))


CORRECTION = (
    "The answer leaves out lines the look-up found in those hours. Say each one as the result "
    'above has it: "{lines}".'
)
