"""Calendar computations the request asks Python to make (fresh37 script-79: "I was born on
July 14, 1988. Can you use Python to find out what day of the week that was?" ran
print(2023 - 1988) and said 35; script-80: 「파이썬으로 2024년에 월요일이 모두 몇 번 있었는지
세어 줘」 ran print(2024 % 7) and said 1; fresh38 script-82: 「파이썬으로 2000년 1월 1일에서
10,000일 지난 날이 몇 년 몇 월 며칠인지」 ran print(2001 - 2000)).

A small model sets these up as arithmetic on the year. The `python3 -c` written here asks the
datetime module, which knows the calendar: a date's weekday, how many of a weekday a year (or a
month of it) holds, the date some days or weeks after or before a date, and how many leap years
a stretch of years holds (calendar.isleap). Each prints one token — an English weekday, an ISO
date or a count — that `said_in` finds in an answer in either language.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from jarvis_voice.tools.builtin.calculator import spell_korean_numbers
from jarvis_voice.tools.builtin.days_until import (
    EN_WEEKDAYS,
    KO_WEEKDAYS,
    MONTH_NUMBERS,
    counts_as_digits,
    date_in,
)

_I = re.IGNORECASE
_NUMBER = r"(\d{1,3}(?:,\d{3})+|\d+)"
_MONTH = "|".join(sorted(MONTH_NUMBERS, key=len, reverse=True))

# a weekday asked: "what day of the week", "which weekday", "what day was it", 「무슨 요일」
_WEEKDAY_ASKED = re.compile(
    r"\bday of (?:the )?week\b|\bweekday\b|\bwhat day (?:was|is|will)\b|무슨\s*요일|몇\s*요일"
    r"|어떤\s*요일|요일이?\s*(?:뭐|무엇|언제)",
    _I,
)
# a weekday counted: "how many Mondays", "count the Fridays", 「월요일이 몇 번」, 「금요일 개수」
_EN_DAY = "(" + "|".join(EN_WEEKDAYS) + ")s\\b"
_KO_DAY = "([월화수목금토일])요일"
_COUNTED = re.compile(
    r"\bhow many\b|\bcount\b|\bnumber of\b|몇\s*(?:번|개|회)|세어|세\s*줘|개수", _I
)
# a year said: 「2024년」, "in 2024", "of 2024", "2024"
_YEAR = re.compile(r"(?<![\d,])(1[6-9]\d\d|2\d\d\d)(?![\d,])\s*(?:년)?")
_KO_MONTH_OF_YEAR = re.compile(r"(\d{4})\s*년\s*(\d{1,2})\s*월(?!\s*\d{1,2}\s*일)")
_EN_MONTH_OF_YEAR = re.compile(rf"\b({_MONTH})\.?\s+(?:of\s+)?(\d{{4}})\b", _I)
# a day of the month beside the weekday: "Friday the 13th", 「13일의 금요일」 — another count
_DAY_OF_MONTH = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}\s*일", _I)
# a count of days (or weeks) and its way from the date: "10,000 days after", "100 days before",
# 「10,000일 지난」, 「100일 후」, 「3주 뒤」, 「50일 전」; or of seconds, minutes or hours from a
# time: "a billion seconds old", 「태어난 지 10억 초 되는 날」 (fresh39 script-84's model ran
# print(12*7))
_EN_SHIFT = re.compile(
    rf"{_NUMBER}\s+(days?|weeks?|seconds?|minutes?|hours?)\s+"
    r"(after|from|since|past|later than|old|before|prior to|earlier than)\b",
    _I,
)
_KO_SHIFT = re.compile(
    rf"{_NUMBER}\s*(일|주|초|분|시간)\s*(?:이\s*|가\s*)?(지난|지나|후|뒤|이후|되는|된|전|이전)"
)
_BACK = ("before", "prior to", "earlier than", "전", "이전")
# seconds in each unit of a shift; days and weeks keep a date, the rest a time of day
_SECONDS = {"s": 1, "초": 1, "m": 60, "분": 60, "h": 3600, "시": 3600}
# "a billion", "1.5 million", "one thousand": English large numbers as digits
_EN_LARGE = re.compile(r"\b(an?|one|\d+(?:\.\d+)?)\s+(thousand|million|billion)\b", _I)
_SCALE = {"thousand": 10**3, "million": 10**6, "billion": 10**9}
# the time of day the count starts from: 「0시에」, 「오후 3시 30분」, "at 3:30 pm", "at midnight"
_KO_TIME = re.compile(r"(오전|오후|새벽|밤)?\s*(\d{1,2})\s*시(?!간)(?:\s*(\d{1,2})\s*분)?")
_EN_TIME = re.compile(
    r"\bat\s+(\d{1,2})(?::(\d\d))?\s*([ap])\.?m\b\.?|(?<![\d:])(\d{1,2}):(\d\d)(?![\d:])|\b(midnight|noon)\b",
    _I,
)
_WEEKDAY_NAMES = tuple(day.capitalize() for day in EN_WEEKDAYS)


def _int(said: str) -> int:
    return int(said.replace(",", ""))


def _date(request: str) -> date | None:
    """The dated day the request writes, its year said ("July 14, 1988", 「2000년 1월 1일」)."""
    found = date_in(request)
    if found is None or found[0] is None:
        return None
    _, month, day = found
    try:
        return date(found[0], month, day)
    except ValueError:
        return None  # "February 30, 2001"


def _weekday_of(request: str) -> str | None:
    """A dated day's weekday, printed as English names it ("Thursday"), the day some days after
    it when that is asked ("what day of the week is 100 days after July 4, 2020")."""
    day = _day(request) if _WEEKDAY_ASKED.search(request) else None
    return (
        None
        if day is None
        else f"python3 -c \"import datetime as d; print(({day}).strftime('%A'))\""
    )


def _weekdays_in(request: str) -> str | None:
    """How many of a weekday a year (or one month of it) holds ("how many Mondays were there in
    2024", 「2025년 3월에 금요일이 몇 번」)."""
    named = re.search(_EN_DAY, request, _I) or re.search(_KO_DAY, request)
    if named is None or not _COUNTED.search(request) or _DAY_OF_MONTH.search(request):
        return None
    if named[1].lower() in EN_WEEKDAYS:
        weekday = EN_WEEKDAYS.index(named[1].lower())
    else:
        weekday = [day[0] for day in KO_WEEKDAYS].index(named[1])
    if month := _KO_MONTH_OF_YEAR.search(request):
        year, first = int(month[1]), int(month[2])
    elif month := _EN_MONTH_OF_YEAR.search(request):
        year, first = int(month[2]), MONTH_NUMBERS[month[1].lower()]
    elif len(years := {int(y) for y in _YEAR.findall(request)}) == 1:
        year, first = years.pop(), 0
    else:
        return None  # no year, or two of them: a span this does not read
    if not 1 <= year <= 9998 or first > 12:
        return None
    start, end = (
        (f"{year}, {first}, 1", f"{year + first // 12}, {first % 12 + 1}, 1")
        if first
        else (f"{year}, 1, 1", f"{year + 1}, 1, 1")
    )
    return (
        f'python3 -c "import datetime as d; s = d.date({start}); e = d.date({end}); '
        "print(sum(1 for k in range((e - s).days) "
        f'if (s + d.timedelta(k)).weekday() == {weekday}))"'
    )


# the leap years counted between two years ("2000년부터 2100년까지 윤년이 몇 번 있는지 파이썬으로
# 세어 줘" ran print(2000 + 2100) and said 4100: fresh41 script-88), both years counted: "from
# 1900 to 2000", "between 2001 and 2099", 「1900~2000년」, 「2000년에서 2100년 사이」
_LEAP = re.compile(r"\bleap ?years?\b|윤년", _I)
_NOT_LEAP = re.compile(r"\bnot\b|n't\b|\bcommon years?\b|\bnon-?leap\b|평년|아닌|빼고|제외", _I)
_EN_YEARS = re.compile(
    r"\b(?:from|between)\s+(?:the\s+)?(?:years?\s+)?(\d{1,4})\s+(?:to|and|through|until|till)"
    r"\s+(?:the\s+)?(?:year\s+)?(\d{1,4})\b|(?<![\d,])(\d{4})\s*[-–~]\s*(\d{4})(?![\d,])"
    # "1901 through 2000" with no from (fresh43 script-91)
    r"|(?<![\d,])(\d{4})\s+(?:through|thru|to|until)\s+(\d{4})(?![\d,])",
    _I,
)
_KO_YEARS = re.compile(
    r"(?<![\d,])(\d{1,4})\s*년?\s*(?:부터|에서|~|-|–)\s*(\d{1,4})\s*년\s*(?:까지|사이|동안)?"
    r"|(?<![\d,])(\d{1,4})\s*년?\s*(?:부터|에서|~|-|–)\s*(\d{1,4})(?![\d,])\s*(?:까지|사이)"
)


def _leap_years(request: str) -> str | None:
    """How many leap years there are from one year to another, both counted (Python's
    calendar.isleap keeps the rule: every fourth year, not a century's unless a fourth one)."""
    if not _LEAP.search(request) or not _COUNTED.search(request) or _NOT_LEAP.search(request):
        return None
    spans = [
        tuple(int(y) for y in found.groups() if y)
        for p in (_EN_YEARS, _KO_YEARS)
        for found in p.finditer(request)
    ]
    if len(set(spans)) != 1:
        return None  # no stretch of years, or two of them
    start, end = spans[0]
    if not 1 <= start <= end <= 9999:
        return None
    return (
        'python3 -c "import calendar; '
        f'print(sum(calendar.isleap(y) for y in range({start}, {end + 1})))"'
    )


# a century named: "the 20th century" is 1901 through 2000, 「20세기」 too
_CENTURY = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\s+century\b|(?<!\d)(\d{1,2})\s*세기", _I)
# months counted by the weekday their first day fell on (fresh43 script-91: "how many months of
# the 20th century, 1901 through 2000, started on a Sunday" ran print(2023)): "months … began
# on a Sunday", "the first of the month was a Monday", 「1일이 일요일인 달」, 「일요일로 시작하는
# 달」
_EN_WEEKDAY = "(" + "|".join(EN_WEEKDAYS) + ")"
_MONTH_START = re.compile(
    rf"\bmonths?\b.{{0,80}}?\b(?:start|began|begin|fell|fall|open)\w*\s+(?:on|with)\s+"
    rf"(?:an?\s+)?{_EN_WEEKDAY}\b"
    rf"|\b(?:first|1st)\s+(?:day\s+)?of\s+(?:the\s+|a\s+|each\s+|every\s+)?months?\s+"
    rf"(?:(?:was|is|fell on|falls on|landed on|lands on)\s+)?(?:an?\s+)?{_EN_WEEKDAY}\b"
    r"|(?:1|첫)\s*일이?\s*([월화수목금토일])요일"
    r"|([월화수목금토일])요일\s*(?:로|에|부터)\s*시작",
    _I,
)


def _year_span(request: str) -> tuple[int, int] | None:
    """The one stretch of years the request names, both ends counted (a century said alone is
    its hundred years), or None."""
    spans = {
        tuple(int(y) for y in found.groups() if y)
        for p in (_EN_YEARS, _KO_YEARS)
        for found in p.finditer(request)
    }
    if not spans:
        centuries = {int(c[1] or c[2]) for c in _CENTURY.finditer(request)}
        spans = {((c - 1) * 100 + 1, c * 100) for c in centuries if c}
    if not spans:
        spans = {(int(y), int(y)) for y in _YEAR.findall(request)}
    if len(spans) != 1:
        return None
    start, end = spans.pop()
    return (start, end) if 1 <= start <= end <= 9999 else None


def _month_starts(request: str) -> str | None:
    """How many months of a stretch of years (or one year) began on the weekday asked."""
    found = _MONTH_START.search(request)
    if found is None or not _COUNTED.search(request):
        return None
    if not re.search(r"\bmonths?\b|달|개월", request, _I):
        return None  # 「1일이 일요일」 of one month: a weekday asked, not months counted
    said = next(g for g in found.groups() if g)
    if said.lower() in EN_WEEKDAYS:
        weekday = EN_WEEKDAYS.index(said.lower())
    else:
        weekday = [day[0] for day in KO_WEEKDAYS].index(said)
    span = _year_span(request)
    if span is None:
        return None
    return (
        'python3 -c "import datetime as d; '
        f"print(sum(d.date(y, m, 1).weekday() == {weekday} "
        f'for y in range({span[0]}, {span[1] + 1}) for m in range(1, 13)))"'
    )


def _large(found: re.Match[str]) -> str:
    count = 1.0 if found[1].lower() in ("a", "an", "one") else float(found[1])
    return str(round(count * _SCALE[found[2].lower()]))


def _shift(request: str) -> tuple[int, str, bool] | None:
    """(count, unit, backwards) of a count of days or weeks (unit "days"), or of seconds
    (unit "seconds": minutes and hours in them), from a date, or None."""
    request = spell_korean_numbers(_EN_LARGE.sub(_large, counts_as_digits(request)))
    found = _EN_SHIFT.search(request) or _KO_SHIFT.search(request)
    if found is None:
        return None
    unit, back = found[2].lower(), found[3].lower() in _BACK
    if unit.startswith(("w", "주")):
        return _int(found[1]) * 7, "days", back
    if unit.startswith(("d", "일")):
        return _int(found[1]), "days", back
    return _int(found[1]) * _SECONDS[unit[0]], "seconds", back


def _time_of_day(request: str) -> tuple[int, int] | None:
    """(hour, minute) of the time the request's date is at, 0:00 when none is said; None when
    one is said that no clock shows."""
    if ko := _KO_TIME.search(request):
        hour, minute = int(ko[2]), int(ko[3] or 0)
        if ko[1] in ("오후", "밤") and hour < 12:
            hour += 12
    elif en := _EN_TIME.search(request):
        if en[6]:
            hour, minute = (0 if en[6].lower() == "midnight" else 12), 0
        elif en[3]:
            hour, minute = int(en[1]) % 12 + (12 if en[3].lower() == "p" else 0), int(en[2] or 0)
        else:
            hour, minute = int(en[4]), int(en[5])
    else:
        return 0, 0
    return (hour, minute) if hour < 24 and minute < 60 else None


def _day(request: str) -> str | None:
    """The Python expression of the day asked: a dated day, or some days after or before it."""
    day, shift = _date(request), _shift(request)
    if day is None:
        return None
    written = f"d.date({day.year}, {day.month}, {day.day})"
    if shift is None:
        return written
    count, unit, back = shift
    if unit == "seconds":
        # a count of seconds lands at a time of day: the date asked is counted from the time
        # said (「0시에 태어났으면」), midnight when none is
        clock = _time_of_day(request)
        if clock is None:
            return None
        written = f"d.datetime({day.year}, {day.month}, {day.day}, {clock[0]}, {clock[1]})"
    try:
        datetime(day.year, day.month, day.day) + timedelta(**{unit: -count if back else count})
    except OverflowError:
        return None
    return f"{written} {'-' if back else '+'} d.timedelta({unit}={count})"


def _date_shifted(request: str) -> str | None:
    """The date some days or weeks after (or before) a dated day, printed as ISO writes it."""
    if _shift(request) is None or re.search(r"\bhow many days\b|며칠\s*(?:이|동안)", request, _I):
        return None
    day = _day(request)
    return None if day is None else f'python3 -c "import datetime as d; print({day})"'


def run_command(request: str) -> str | None:
    """The `python3 -c` for the calendar computation the request asks, or None."""
    return (
        _weekday_of(request)
        or _date_shifted(request)
        or _month_starts(request)  # fresh43 script-91
        or _weekdays_in(request)
        or _leap_years(request)  # fresh41 script-88
    )


def _iso(printed: str) -> date | None:
    """The date of an ISO date Python printed, its time of day after it or not."""
    found = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)(?: \d\d:\d\d:\d\d)?", printed)
    return date(int(found[1]), int(found[2]), int(found[3])) if found else None


def said_in(printed: str, answer: str) -> bool | None:
    """Whether `answer` says the weekday or date Python printed (in English or Korean, any usual
    spelling), or None when what it printed is neither."""
    if printed in _WEEKDAY_NAMES:
        korean = KO_WEEKDAYS[_WEEKDAY_NAMES.index(printed)]
        return printed.lower() in answer.lower() or korean in answer
    day = _iso(printed)
    if day is None:
        return None
    month = day.strftime("%B")
    spellings = (
        rf"{day.year}\s*[-/.]\s*0?{day.month}\s*[-/.]\s*0?{day.day}(?!\d)",
        rf"{day.year}\s*년\s*0?{day.month}\s*월\s*0?{day.day}\s*일",
        rf"\b{month[:3]}[a-z]*\.?\s+0?{day.day}(?:st|nd|rd|th)?,?\s+{day.year}",
        rf"(?<!\d)0?{day.day}(?:st|nd|rd|th)?\s+(?:of\s+)?{month[:3]}[a-z]*\.?,?\s+{day.year}",
    )
    return any(re.search(spelling, answer, _I) for spelling in spellings)


def in_words(printed: str, language: str | None) -> str:
    """What Python printed, its weekday or date said in Korean beside it for a Korean turn
    ("Thursday (목요일)", "2027-05-19 (2027년 5월 19일)")."""
    if language != "ko":
        return printed
    if printed in _WEEKDAY_NAMES:
        return f"{printed} ({KO_WEEKDAYS[_WEEKDAY_NAMES.index(printed)]})"
    day = _iso(printed)
    if day is None:
        return printed
    said = f"{day.year}년 {day.month}월 {day.day}일"
    if len(printed) > 10:  # "2022-01-11 01:46:40": the time too
        hour, minute, second = (int(n) for n in printed[11:].split(":"))
        said += f" {hour}시 {minute}분 {second}초"
    return f"{printed} ({said})"
