"""How long it is from one time of the clock to another a request names ("If I go to bed at 11:30
pm and get up at 6:45 am, how much sleep is that?", 「밤 11시 반에 자서 아침 6시 45분에 일어나면
몇 시간 자?」), across midnight when the second comes earlier in the day.

fresh43 calc-91 was calculated as "11:30 pm - 6:45 am" — the start less the end, 16 h 45 min —
and said back. The calculator gives this reading beside the model's expression
(measures.measure_line), so the set-up's order no longer decides the answer.

Each time is read with its half of the day when one is said (pm, 오후, 저녁, 밤, 새벽, 아침 …);
an hour said without one (11시, 8:45) may be either, and the shortest span between the two is the
one meant (11시에 자서 7시에 일어나: 8 hours, not 20). The request's order is start then end,
unless its words say the first is the end and the second the start (「6시에 일어났는데 어젯밤
11시에 잤어」). Only a request made of the two times is read: another number or a longer period
(a week's sleep, an hourly wage) is the model's sum, not this one.
"""

from __future__ import annotations

import re

from jarvis_voice.text import NATIVE_NUMBERS

_I = re.IGNORECASE
DAY_MINUTES = 24 * 60

_KO_HOURS = "|".join(sorted(NATIVE_NUMBERS, key=len, reverse=True))
_KO_HALF = "오전|오후|아침|저녁|밤|새벽|낮|점심"
# a Korean time: "밤 11시 반", "아침 6시 45분", "오후 3시", "열한 시", "23시", "밤 11:30" (an
# H:MM with no half of the day is read as English writes it, "11:30 pm" too);
# 시 followed by 간, 작, 각 … is another word (시간, 시작, 시각)
_KO_TIME = (
    rf"(?:(?P<ko_half>{_KO_HALF})\s*)?"
    rf"(?P<ko_hour>\d{{1,2}}|{_KO_HOURS})\s*시(?![간작각계장험즌점청])"
    r"(?:\s*(?P<ko_min>\d{1,2})\s*분|\s*(?P<ko_halfhour>반))?"
    rf"|(?P<ko_clock_half>{_KO_HALF})\s*(?P<ko_clock>\d{{1,2}}):(?P<ko_clock_min>[0-5]\d)"
)
# an English time: "11:30 pm", "7am", "6:45 a.m.", "23:30", "8:45 in the morning", "9:30 at night"
_EN_TIME = (
    r"(?P<en_hour>\d{1,2})(?::(?P<en_min>[0-5]\d))?\s*(?P<en_half>[ap])\.?\s*m\b\.?"
    r"|(?P<bare_hour>\d{1,2}):(?P<bare_min>[0-5]\d)"
    r"(?:\s*(?P<en_part>in the morning|in the afternoon|in the evening|at night|tonight))?"
)
_SPECIAL = r"(?P<midnight>\bmidnight\b|자정)|(?P<noon>\bnoon\b|\bmidday\b|정오)"
_TIME = re.compile(
    rf"(?<![\d:.]){_KO_TIME}(?![\d:])|(?<![\d:.])(?:{_EN_TIME})(?![\d:])|{_SPECIAL}", _I
)

# a length of time asked, not a time of day ("몇 시간", not 「몇 시에」)
_ASKED = re.compile(
    r"\bhow long\b|\bhow much (?:sleep|time)\b|\bhow many (?:hours|minutes|hrs|mins)\b"
    r"|\bhours? of sleep\b|몇\s*시간|몇\s*분(?!\s*에)|얼마나|얼마\s*동안|시간이\s*얼마",
    _I,
)
# a longer period, money, a speed: a sum of more than the span
_OTHER_SUM = re.compile(
    r"\bweeks?\b|\bmonths?\b|\byears?\b|\bfortnight\b|\bwage|\bpaid\b|\bpay\b|\bdollars?\b"
    r"|\bper hour\b|\ban hour\b|\bmph\b|\bmiles?\b|\bkilomet"
    r"|일주일|한\s*주|매주|주에|한\s*달|매달|달에|개월|일\s*년|매년|년에|시급|시속|킬로|마일",
    _I,
)
# the start of a span and its end, in the words beside a time: English before it ("bed at
# 11:30"), Korean after it ("11시 반에 자서")
_EN_START = re.compile(
    r"\b(?:bed|sleep|asleep|leave|leaves|left|depart\w*|start\w*|began|begin\w*|from|since)\b",
    _I,
)
_EN_END = re.compile(
    r"\b(?:get up|got up|gets up|wake|wakes|woke|arrive\w*|get in|gets in|land\w*|finish\w*"
    r"|end\w*|until|till)\b",
    _I,
)
_KO_START = re.compile(r"자서|자고|자면|잤|잠들|잠자|취침|출발|시작|부터|출근|떠나")
_KO_END = re.compile(r"일어나|일어났|일어날|깨|깼|기상|도착|끝|까지|퇴근|마치|마쳤")
_BEFORE_CHARS, _AFTER_CHARS = 25, 10
_DIGIT = re.compile(r"\d")


class _Time:
    """One time the request names: the minutes of the day it may be (two when no half of the
    day is said of an hour up to 12), as written, and where."""

    def __init__(self, found: re.Match[str]) -> None:
        self.span = found.span()
        self.said = " ".join(found.group(0).split())
        self.minutes = _readings(found)


def _hour(said: str) -> int:
    return int(said) if said.isdigit() else NATIVE_NUMBERS[said]


def _readings(found: re.Match[str]) -> tuple[int, ...]:
    if found["midnight"]:
        return (0,)
    if found["noon"]:
        return (12 * 60,)
    if found["ko_hour"] or found["ko_clock"]:
        hour = _hour(found["ko_hour"] or found["ko_clock"])
        minute = 30 if found["ko_halfhour"] else int(found["ko_min"] or found["ko_clock_min"] or 0)
        half = found["ko_half"] or found["ko_clock_half"] or ""
        return _with_half(hour, minute, _KO_HALVES.get(half))
    if found["en_hour"]:
        half = "pm" if found["en_half"].lower() == "p" else "am"
        return _with_half(int(found["en_hour"]), int(found["en_min"] or 0), half)
    part = (found["en_part"] or "").lower()
    hour, minute = int(found["bare_hour"]), int(found["bare_min"])
    if found["bare_hour"].startswith("0") and not part:
        return (hour * 60 + minute,)  # "07:30": the 24-hour clock's way to write it
    return _with_half(hour, minute, _EN_PARTS.get(part))


# each half of the day said, as the hours it moves: am keeps 1–11, pm adds 12, night is pm for
# 6–11 and am for 12–5 (밤 1시, "2 at night"), midday is pm for 12–6
_KO_HALVES = {"오전": "am", "아침": "am", "새벽": "am", "오후": "pm", "저녁": "pm", "밤": "night",
              "낮": "midday", "점심": "midday"}  # fmt: skip
_EN_PARTS = {"in the morning": "am", "in the afternoon": "pm", "in the evening": "pm",
             "at night": "night", "tonight": "night"}  # fmt: skip


def _with_half(hour: int, minute: int, half: str | None) -> tuple[int, ...]:
    if hour > 24 or minute > 59:
        return ()
    if half is None:
        if hour == 0 or hour > 12:
            return ((hour % 24) * 60 + minute,)
        return ((hour % 12) * 60 + minute, (hour % 12 + 12) * 60 + minute)  # either half
    if hour > 12:
        return ((hour % 24) * 60 + minute,)  # "23시", "오후 15시": the hour says it
    afternoon = (
        half == "pm"
        or (half == "night" and 6 <= hour <= 11)
        or (half == "midday" and (hour == 12 or hour <= 6))
    )
    base = hour % 12
    return (((base + 12) if afternoon else base) * 60 + minute,)


def _role(text: str, time: _Time, before_from: int, after_to: int) -> str | None:
    """'start', 'end' or None from the words beside a time: English before it, Korean after."""
    before = text[max(before_from, time.span[0] - _BEFORE_CHARS) : time.span[0]]
    after = text[time.span[1] : min(after_to, time.span[1] + _AFTER_CHARS)]
    start = bool(_EN_START.search(before) or _KO_START.search(after))
    end = bool(_EN_END.search(before) or _KO_END.search(after))
    if start == end:
        return None
    return "start" if start else "end"


def _clock(minutes: int, twelve: bool) -> str:
    """A time as 23:30, or on the 12-hour clock (11:30) when the request left a half of the day
    unsaid: which reading was taken is no part of the answer, the length is."""
    hour = (minutes // 60 - 1) % 12 + 1 if twelve else minutes // 60
    return f"{hour}:{minutes % 60:02d}"


def clock_span_line(text: str) -> str | None:
    """ "23:30 to 6:45, across midnight = 7 h 15 min (435 min)" when a request names two times
    of the clock and asks how long it is from one to the other; None otherwise."""
    if not _ASKED.search(text) or _OTHER_SUM.search(text):
        return None
    times = [_Time(found) for found in _TIME.finditer(text)]
    if len(times) != 2 or not all(t.minutes for t in times):
        return None
    rest = "".join(text[a:b] for a, b in ((0, times[0].span[0]),
                                         (times[0].span[1], times[1].span[0]),
                                         (times[1].span[1], len(text))))  # fmt: skip
    if _DIGIT.search(rest):
        return None  # another number: a sum of more than the span
    first, second = times
    roles = (
        _role(text, first, 0, second.span[0]),
        _role(text, second, first.span[1], len(text)),
    )
    if roles == ("end", "start"):
        first, second = second, first  # 「6시에 일어났는데 어젯밤 11시에 잤어」
    # the shortest span from a reading of the first to one of the second
    spans = [
        ((b - a) % DAY_MINUTES, a, b) for a in first.minutes for b in second.minutes
        if (b - a) % DAY_MINUTES
    ]  # fmt: skip
    if not spans:
        return None  # the same time twice: no span said
    span, start, end = min(spans)
    hours, minutes = divmod(span, 60)
    length = f"{hours} h {minutes} min" if minutes else f"{hours} h"
    twelve = len(first.minutes) > 1 or len(second.minutes) > 1
    midnight = ", across midnight" if end < start and not twelve else ""
    return f"{_clock(start, twelve)} to {_clock(end, twelve)}{midnight} = {length} ({span} min)"
