"""The log's lines of the orders numbered within a range: each one's number and time said.

Part of grounding (`agent/grounding.py`). "로그 보면 1500번대 주문 중에 결제 타임아웃 난 게
있어? 있으면 주문 번호랑 몇 시였는지 알려 줘." was looked up (log_questions' range look-up), and
the answer named the two orders without their times (fresh35 read-76). Each line the look-up
printed is to be in the answer by its number, and by its clock time when a time is asked; an
answer that leaves one out is sent back, the look-up's own lines the fallback.
"""

from __future__ import annotations

import re

from jarvis_voice.agent.log_questions import number_range
from jarvis_voice.agent.pipeline import CallOutcome

_I = re.IGNORECASE
# the count log_questions' range look-up prints after the lines it found
_RANGE_COUNT = re.compile(r"^\d+ lines with (\w+) numbers \d+ to \d+")
_TIME_ASKED = re.compile(r"\bwhen\b|\bwhat time\b|\btimes?\b|몇\s*시|언제|시간|시각|때", _I)
_CLOCK = re.compile(r"(?<!\d)(\d{2}):(\d{2})(?::\d{2})?")
MOST_LINES = 20  # more than this is a listing to read, not lines to say one by one


def clock_forms(hour: int, minute: int) -> list[str]:
    """How an answer may say a clock time: 08:14, 8:14, 8시 14분 (and the 12-hour hour)."""
    forms = []
    for h in dict.fromkeys((hour, hour % 12 or 12)):
        forms += [
            f"{h:02d}:{minute:02d}",
            f"{h}:{minute:02d}",
            f"{h}시 {minute}분",
            f"{h}시{minute}분",
        ]
        if minute == 30:
            forms.append(f"{h}시 반")
        if minute == 0:
            forms.append(f"{h}시")
    return forms


def _said(line: str, word: str, answer: str, timed: bool) -> bool:
    """Whether the answer says the line's number (and its clock time, when `timed`)."""
    number = re.search(rf"{word}\D{{0,5}}(\d+)", line, _I)
    if number is not None and not re.search(rf"(?<!\d){number[1]}(?!\d)", answer):
        return False
    clock = _CLOCK.search(line[10:] if line[:4].isdigit() else line)  # past the date
    if not timed or clock is None:
        return True
    return any(form in answer for form in clock_forms(int(clock[1]), int(clock[2])))


def unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the lines the answer leaves out, the look-up that printed them) when the request asks
    for the log's lines of a range of numbers and the turn's last range look-up found some;
    None otherwise."""
    if number_range(request) is None:
        return None
    timed = bool(_TIME_ASKED.search(request))
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        lines = [line for line in outcome.result.content.splitlines() if line.strip()]
        lines = [line for line in lines if not line.startswith("[exit code")]
        counted = _RANGE_COUNT.match(lines[-1]) if lines else None
        if counted is None:
            continue
        found = lines[:-1]
        if not 0 < len(found) <= MOST_LINES:
            return None
        missing = [line for line in found if not _said(line, counted[1], answer, timed)]
        return (missing, outcome) if missing else None
    return None


CORRECTION = (
    "The answer leaves out lines the look-up found, or their times. Say each one's number and "
    'time as the result above has them: "{lines}".'
)
