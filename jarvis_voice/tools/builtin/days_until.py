"""How many days until a date ("12월 31일까지 며칠 남았어?", "How many days until Christmas?"),
and the date some days from today ("오늘부터 100일 뒤가 몇 월 며칠이야?").

A count from today's date, which only this machine's clock knows: the model guessed "12 × 7
= 84" (bench_tasks fresh8 machine-20). `system_info` answers it in one sentence. The count is
of whole days from today to the date (tomorrow is 1 day away); a date already past this year
is next year's, unless a year is given.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

from jarvis_voice.i18n import t, tn
from jarvis_voice.text import NUMBER_WORDS

_I = re.IGNORECASE
_MONTHS = {
    name: n
    for n, names in enumerate(
        [
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"),
            ("may",), ("june", "jun"), ("july", "jul"), ("august", "aug"),
            ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}  # fmt: skip
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
MONTH_NUMBERS = _MONTHS  # "march" and "mar" → 3

# "how many days until/till/to/left until …", "며칠 남았어", "D-day"
ASKS_DAYS_LEFT = re.compile(
    r"\bhow many (?:more )?days\b.{0,40}?\b(?:until|till|til|to|before|left|remain)"
    r"|\bdays (?:left|remaining|to go)\b|\bdays until\b"
    r"|며칠\s*(?:남았|남앗|남은|남아|있어야|더\s*있)|몇\s*일\s*(?:남았|남앗|남은|남아)|디데이|D-?day",
    _I,
)
_YMD = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
_KO = re.compile(r"(?:(\d{4})\s*년\s*)?(\d{1,2})\s*월\s*(\d{1,2})\s*일")
_EN_MONTH_DAY = re.compile(
    rf"\b({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s*(\d{{4}}))?", _I
)
_EN_DAY_MONTH = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH})\b(?:\s+(\d{{4}}))?", _I
)
_SLASH = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})(?![\d/])")
_YEAR_END = (
    r"\bend of (?:the|this) year\b|\bnew year'?s eve\b|\b(?:left|remaining) (?:in|of) "
    r"(?:the|this) year\b|\bthis year\b.{0,20}\bleft\b|연말|올해\s*(?:도|가)?\s*(?:며칠|얼마|몇)"
)
# dates by name: the end of the year and fixed-date days
_NAMED = (
    (re.compile(_YEAR_END, _I), 12, 31),
    # before Christmas's own pattern: "Christmas Eve" names Christmas too
    (re.compile(r"\bchristmas eve\b|크리스마스\s*이브", _I), 12, 24),
    (re.compile(r"\bchristmas\b|크리스마스|성탄절", _I), 12, 25),
    (re.compile(r"\bnew year'?s(?: day)?\b|새해|신정", _I), 1, 1),
    (re.compile(r"\bhalloween\b|핼러윈|할로윈", _I), 10, 31),
    (re.compile(r"\bvalentine'?s(?: day)?\b|밸런타인|발렌타인", _I), 2, 14),
    (re.compile(r"광복절", _I), 8, 15),
    (re.compile(r"한글날", _I), 10, 9),
    (re.compile(r"개천절", _I), 10, 3),
    (re.compile(r"삼일절|3\.1절", _I), 3, 1),
    # Korea's fixed days: "내년 어린이날은 무슨 요일이야?" (fresh29 machine-64 was told today's)
    (re.compile(r"어린이\s*날", _I), 5, 5),
    (re.compile(r"어버이\s*날", _I), 5, 8),
    (re.compile(r"스승의\s*날", _I), 5, 15),
    (re.compile(r"현충일", _I), 6, 6),
    (re.compile(r"제헌절", _I), 7, 17),
    (re.compile(r"국군의\s*날", _I), 10, 1),
    (re.compile(r"\b(?:independence day|(?:the )?fourth of july)\b|독립\s*기념일", _I), 7, 4),
    (re.compile(r"\bapril fools'?(?: day)?\b|만우절", _I), 4, 1),
    (re.compile(r"\b(?:st\.?|saint) patrick'?s(?: day)?\b", _I), 3, 17),
)  # fmt: skip


# a day of the month alone, every month: "월급날이 매달 25일인데, 다음 월급날까지 며칠?" (fresh22
# machine-50 said "10 days" with no look-up), "rent is due on the 1st of every month"
_DAY_OF_MONTH = re.compile(
    r"(?P<ko_when>매달|매월|달마다|다음\s*달|이번\s*달|지난\s*달|저번\s*달)\s*(?P<ko>\d{1,2})\s*일"
    r"|\bthe (?P<en>\d{1,2})(?:st|nd|rd|th)\b"
    r"(?P<en_when> of (?:every|each|the|next|this|last) month)?",
    re.IGNORECASE,
)
# this month's or last month's day, even when it is past ("이번 달 1일은 무슨 요일이었어?")
_THIS_MONTH = ("이번달", "ofthismonth")
_LAST_MONTH = ("지난달", "저번달", "oflastmonth")


def _day_of_month(request: str, today: date, *, past: bool = False) -> date | None:
    """The next date that is the day of the month a request names alone (today counts), or
    None; "다음 달 25일" and "the 25th of next month" are next month's. With `past`, this
    month's and last month's day are theirs even when gone (a weekday asked of them)."""
    found = _DAY_OF_MONTH.search(request)
    if found is None:
        return None
    day = int(found["ko"] or found["en"])
    when = (found["ko_when"] or found["en_when"] or "").replace(" ", "").lower()
    year, month = today.year, today.month
    if past and (when in _THIS_MONTH or when in _LAST_MONTH):
        if when in _LAST_MONTH:
            year, month = (year - 1, 12) if month == 1 else (year, month - 1)
        try:
            return date(year, month, day)
        except ValueError:
            return None  # "이번 달 31일" in a month of 30
    if "다음달" in when or "nextmonth" in when.lower() or day < today.day:
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    for _ in range(12):  # the 31st: the next month that has one
        try:
            return date(year, month, day)
        except ValueError:
            year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return None


def date_asked(request: str, today: date) -> date | None:
    """The date `request` counts the days to, or None (no date, or not a real date)."""
    found = date_in(request)
    if found is None:
        return _day_of_month(request, today)
    year, month, day = found
    try:
        target = date(year or today.year, month, day)
        if year is None and target < today:
            target = date(today.year + 1, month, day)
    except ValueError:
        return None  # "2월 30일"
    return target


def date_in(request: str) -> tuple[int | None, int, int] | None:
    """(year or None, month, day) of the first date `request` writes or names."""
    if m := _YMD.search(request):
        return int(m[1]), int(m[2]), int(m[3])
    if m := _KO.search(request):
        return (int(m[1]) if m[1] else None), int(m[2]), int(m[3])
    if m := _EN_MONTH_DAY.search(request):
        return (int(m[3]) if m[3] else None), _MONTHS[m[1].lower()], int(m[2])
    if m := _EN_DAY_MONTH.search(request):
        return (int(m[3]) if m[3] else None), _MONTHS[m[2].lower()], int(m[1])
    for pattern, month, day in _NAMED:
        if pattern.search(request):
            return None, month, day
    if m := _SLASH.search(request):  # "12/31": month first, as in the US and in Korea
        return None, int(m[1]), int(m[2])
    return None


def date_and_today(day: date, today: date, language: str | None) -> tuple[str, str]:
    """ "2026년 12월 31일", "12월 5일" / "December 31, 2026", "December 5": a day and today."""
    if language == "ko":
        return f"{day.year}년 {day.month}월 {day.day}일", f"{today.month}월 {today.day}일"
    return f"{day:%B} {day.day}, {day.year}", f"{today:%B} {today.day}"


def days_left(then: date, today: date, said: str, now: str, language: str | None) -> str:
    """The days from today to `then` (not before today) as one sentence: "… is today", "… is
    1 day away", "… is 5 days away" (a plural form: never "1 days")."""
    if then == today:
        return t("facts.days_until_today", language, date=said)
    return tn("facts.days_until", (then - today).days, language, date=said, today=now)


def days_until_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the days left until the date `request` asks about, or None."""
    if not ASKS_DAYS_LEFT.search(request):
        return None
    # "How many days until Friday the 13th?" counts to the next one, not to the 13th
    target = weekday_monthday_asked(request, today) or date_asked(request, today)
    if target is None:
        return None
    when, now = date_and_today(target, today, language)
    if target < today:  # a past date asked with its year
        return t("facts.days_since", language, days=(today - target).days, date=when, today=now)
    return days_left(target, today, when, now, language)


# the days since a past date: "1992년 3월 15일생인데, 오늘이 태어난 지 며칠째야?" (fresh23
# machine-52 was given years, months and days, wrongly), "how many days since June 1, 2020?"
ASKS_DAYS_SINCE = re.compile(
    r"며칠\s*째|몇\s*일\s*째|며칠(?:이|나)?\s*(?:지났|됐|되었|살았|흘렀)|몇\s*일(?:이)?\s*(?:지났|됐)"
    r"|\bhow many days\b.{0,40}?\b(?:since|ago|old|alive|passed|been)\b"
    r"|\bdays (?:since|old|alive)\b|\bday of my life\b",
    _I,
)


def days_since_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the days from a past date, with its year, to today — and which day
    today is counting that day as the first — or None."""
    if not ASKS_DAYS_SINCE.search(request):
        return None
    found = date_in(request)
    if found is None or found[0] is None:
        return None
    try:
        then = date(found[0], found[1], found[2])
    except ValueError:
        return None
    if then > today:
        return None
    days = (today - then).days
    when, now = date_and_today(then, today, language)
    return t("facts.days_since_nth", language, days=f"{days:,}", nth=f"{days + 1:,}",
             date=when, today=now)  # fmt: skip


# "100일 뒤", "100일 후", "in 100 days", "100 days from today", "3주 뒤", "two weeks from now";
# 「오늘 … 태어났어! 태어난 지 천 일 되는 날」 (fresh37 machine-80: something begun today, the day
# its count comes to N)
_AFTER = re.compile(
    r"(?<![\d.])(\d{1,5})\s*(일|주|days?|weeks?)\s*(?:뒤|후|지나(?:면|서)?|있으면|(?:from|after) "
    r"(?:today|now)|later|(?<=일)\s*(?:째\s*)?(?:가\s*|이\s*)?되는\s*날(?<=날))"
    r"|\bin (\d{1,5}) (days?|weeks?)\b",
    _I,
)
# a count of days said in Sino-Korean words before 일: 「천 일」, 「백 일째」, 「이백 일 뒤」
_KO_HUNDREDS = re.compile(
    r"(?<![가-힣\d])([이삼사오육칠팔구]?)(백|천)\s*(?=일\s*(?:째|되|이\s*되|가\s*되|뒤|후|지나))"
)
_SINO = {"": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
# a date asked for: "몇 월 며칠", "무슨 요일", "what date", "which day"
_ASKS_DATE = re.compile(
    r"몇\s*월|며칠(?!\s*(?:남|걸|동안))|무슨\s*요일|날짜|언제"
    r"|\bwhat (?:date|day)\b|\bwhich (?:date|day)\b|\bwhen\b|\bdate\b",
    _I,
)
# a date asked for, as a question: "언제였어", "며칠이야", "what date", "when did I start" ("When I
# ran it 3 days ago it failed", "Is there an easter egg?" ask none)
ASKS_WHICH_DATE = re.compile(
    r"몇\s*월|며칠(?!\s*(?:남|걸|동안|째))|몇\s*일(?!\s*(?:남|걸|동안|째))|무슨\s*요일|날짜|언제"
    r"|\b(?:what|which)\s+(?:date|day)\b|\bwhat(?:'s| is| was| will be) the date\b"
    r"|\bdate of\b|\bdate\s*\?"
    r"|\bwhen(?:'s|\s+(?:is|was|will|would|did|does|do|are|were|should))\b",
    _I,
)
KO_WEEKDAYS = ("월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일")


# counts said in words, as digits: "이틀 전", "일주일 뒤", "a week ago", "three days before"
_KO_COUNTS = {"일주일": "1주", "이주일": "2주", "하루": "1일", "이틀": "2일",
              "사흘": "3일", "나흘": "4일", "닷새": "5일", "엿새": "6일", "열흘": "10일",
              "보름": "15일"}  # fmt: skip
_KO_COUNT = re.compile("|".join(_KO_COUNTS))
_EN_COUNTS = {"a": 1, "an": 1, **NUMBER_WORDS}
_EN_COUNT = re.compile(rf"\b({'|'.join(_EN_COUNTS)})\s+(days?|weeks?)\b", _I)


def counts_as_digits(request: str) -> str:
    """The request with the day and week counts it spells as digits ("이틀 전" → "2일 전",
    "six weeks from today" → "6 weeks from today")."""
    request = _KO_COUNT.sub(lambda m: _KO_COUNTS[m[0]], request)
    request = _KO_HUNDREDS.sub(
        lambda m: str(_SINO[m[1]] * (100 if m[2] == "백" else 1000)), request
    )
    return _EN_COUNT.sub(lambda m: f"{_EN_COUNTS[m[1].lower()]} {m[2]}", request)


def days_after(request: str) -> int | None:
    """The days from today a request asks the date of ("100일 뒤가 며칠이야?" → 100, "six weeks
    from today" → 42), or None."""
    request = counts_as_digits(request)
    found = _AFTER.search(request)
    if found is None or not _ASKS_DATE.search(request):
        return None
    if "되는" in found[0] and "오늘" not in request:
        return None  # the day a count comes to, of something not begun today: its start unknown
    count = int(found[1] or found[3])
    unit = (found[2] or found[4]).lower()
    return count * 7 if unit.startswith(("주", "week")) else count


def date_after_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the date some days from today, or None."""
    days = days_after(request)
    if days is None:
        return None
    try:
        then = today + timedelta(days=days)
    except OverflowError:
        return None
    return t("facts.date_after", language, days=days, date=said_date(then, language))


def said_date(day: date, language: str | None) -> str:
    """ "2026년 12월 7일 월요일" / "Monday, December 7, 2026"."""
    if language == "ko":
        return f"{day.year}년 {day.month}월 {day.day}일 {KO_WEEKDAYS[day.weekday()]}"
    return f"{day:%A}, {day:%B} {day.day}, {day.year}"


# A weekday of this, next or last week ("다음 주 월요일이 며칠이야?", "what's the date next
# Friday?"): weeks start on Monday, as in Korea and ISO 8601.
EN_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_KO_DAY = "(월|화|수|목|금|토|일)요일"
_EN_DAY = "(" + "|".join(EN_WEEKDAYS) + ")"
# the week or month a word names, from this one: "다음 주", "last month"
_SHIFT = {"다음": 1, "담": 1, "이번": 0, "지난": -1, "저번": -1, "next": 1, "this": 0,
          "last": -1}  # fmt: skip
_WEEKDAY_OF_WEEK = re.compile(
    rf"(다음|담|이번|지난|저번)\s*주\s*{_KO_DAY}"
    rf"|\b(next|this|last)\s+(?:week'?s\s+)?{_EN_DAY}\b"
    rf"|\b{_EN_DAY}\s+(next|this|last)\s+week\b",
    _I,
)


# a month's last day, when its weekday is asked: "이번 달 말일이 무슨 요일이야?" (fresh17
# machine-40 was answered with the month's length alone), or its date: "My rent is due on the
# last day of next month. What date is that?" (fresh39 machine-83 was told this month's)
_MONTH_END = re.compile(
    r"(이번|다음|담|지난|저번)\s*달\s*(?:의\s*)?(?:말일|마지막\s*날)"
    r"|\b(?:the\s+)?last day of (this|next|last) month\b"
    r"|\b(this|next|last) month'?s last day\b",
    _I,
)
WEEKDAY_ASKED = re.compile(r"요일|\bweekday\b|\bday of the week\b|\bwhat day\b", _I)


def month_end_asked(request: str, today: date) -> tuple[str, date] | None:
    """The last day of this, next or last month when its weekday or date is asked, as it was
    said, and its date, or None (a count of days to it is days_left's)."""
    found = _MONTH_END.search(request)
    if found is None:
        return None
    rest = request[: found.start()] + request[found.end() :]  # "last day" asks no date
    what = re.search(r"\bwhat(?:'s|\s+is|\s+was|\s+will\s+be)\s+(?:the\s+)?$",
                     request[: found.start()], _I)  # fmt: skip
    if not (what or WEEKDAY_ASKED.search(request) or ASKS_WHICH_DATE.search(rest)):
        return None
    shift = _SHIFT[(found[1] or found[2] or found[3]).lower()]
    year, month = divmod(today.year * 12 + today.month - 1 + shift, 12)
    month += 1
    return found[0], date(year, month, calendar.monthrange(year, month)[1])


# the first, second … or last weekday of a month: "What's the date of the last Friday of this
# month?", "이번 달 마지막 금요일이 며칠이야?" (fresh20 machine-45 was told last week's Friday);
# "the first Monday next month" with no "of" (fresh29 machine-63 was told today's date), "the
# second Tuesday of March", "3월 셋째 수요일", "next month's last Friday"
_EN_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4,
           "4th": 4, "fifth": 5, "5th": 5, "last": -1}  # fmt: skip
_KO_NTH = {"첫": 1, "첫째": 1, "둘째": 2, "두": 2, "셋째": 3, "세": 3, "넷째": 4, "네": 4,
           "다섯째": 5, "다섯": 5, "마지막": -1}  # fmt: skip
_EN_ORDINAL = "(" + "|".join(_EN_NTH) + ")"
_KO_ORDINAL = r"(첫째|첫|둘째|셋째|넷째|다섯째|마지막|(?:첫|두|세|네|다섯|[1-5])\s*번\s*째)"
_EN_MONTH_NAMED = "(" + "|".join(sorted((m for m in _MONTHS if len(m) > 3 or m == "may"),
                                        key=len, reverse=True)) + ")"  # fmt: skip
_WEEKDAY_OF_MONTH = re.compile(
    rf"\b(?:the\s+)?{_EN_ORDINAL}\s+{_EN_DAY}\s+(?:(?:of|in)\s+)?(?:(this|next|last)\s+month\b"
    rf"|(?<=of |in ){_EN_MONTH_NAMED}\b)"
    rf"|\b(this|next|last)\s+month'?s\s+{_EN_ORDINAL}\s+{_EN_DAY}\b"
    rf"|(?:(이번|다음|담|지난|저번)\s*달|(?<!\d)(\d{{1,2}})\s*월)(?:의)?\s*{_KO_ORDINAL}\s*{_KO_DAY}",
    _I,
)


def _nth_said(said: str) -> int:
    """1 for "first", "첫째", "첫 번째", "1번째"; -1 for "last", "마지막"."""
    said = said.lower().replace(" ", "")
    if said in _EN_NTH:
        return _EN_NTH[said]
    said = said.removesuffix("번째")
    return int(said) if said.isdigit() else _KO_NTH[said]


def _month_of(found: re.Match[str], request: str, today: date) -> tuple[int, int] | None:
    """The (year, month) a weekday of a month is asked in: this, next or last month from
    today's, or a month named, in the year said or else the coming one."""
    shift = found[3] or found[5] or found[8]
    if shift:
        year, month = divmod(today.year * 12 + today.month - 1 + _SHIFT[shift.lower()], 12)
        return year, month + 1
    month = _MONTHS[found[4].lower()] if found[4] else int(found[9])
    if not 1 <= month <= 12:
        return None
    said = year_said(request, today)
    if said is not None:
        return said, month
    return (today.year, month) if month >= today.month else (today.year + 1, month)


def weekday_of_month_asked(request: str, today: date) -> tuple[str, date] | None:
    """The first, second … or last given weekday of this, next or last month or of a month
    named, as it was said, and its date, or None (also when a month has no fifth one)."""
    found = _WEEKDAY_OF_MONTH.search(request)
    if found is None:
        return None
    if found[1]:
        n, day = _nth_said(found[1]), EN_WEEKDAYS.index(found[2].lower())
    elif found[5]:
        n, day = _nth_said(found[6]), EN_WEEKDAYS.index(found[7].lower())
    else:
        n, day = _nth_said(found[10]), "월화수목금토일".index(found[11])
    asked = _month_of(found, request, today)
    if asked is None:
        return None
    then = nth_weekday(*asked, day, n)
    return (found[0], then) if then.month == asked[1] else None


def nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """The nth (1-based; -1: the last) `weekday` (Monday 0) of a month."""
    if n < 0:
        end = date(year, month, calendar.monthrange(year, month)[1])
        return end - timedelta(days=(end.weekday() - weekday) % 7)
    start = date(year, month, 1)
    return start + timedelta(days=(weekday - start.weekday()) % 7 + 7 * (n - 1))


def weekday_asked(request: str, today: date) -> tuple[str, date] | None:
    """The weekday of a week near this one a request asks the date of, as it was said, and its
    date ("다음 주 월요일" on Saturday 2026-12-05 → 2026-12-07), the first or last weekday of a
    month, or the last day of a month whose weekday is asked; None otherwise."""
    of_month = weekday_of_month_asked(request, today)
    if of_month is not None:
        return of_month
    month_end = month_end_asked(request, today)
    if month_end is not None:
        return month_end
    found = _WEEKDAY_OF_WEEK.search(request)
    if found is None or not _ASKS_DATE.search(request[: found.start()] + request[found.end() :]):
        return None
    return weekday_of_week(request, today)


def weekday_of_week(request: str, today: date) -> tuple[str, date] | None:
    """The weekday of this, next or last week a request names, as it was said, and its date
    (whatever is asked of it), or None."""
    found = _WEEKDAY_OF_WEEK.search(request)
    if found is None:
        return None
    if found[1]:
        shift, day = _SHIFT[found[1]], "월화수목금토일".index(found[2])
    elif found[3]:
        shift, day = _SHIFT[found[3].lower()], EN_WEEKDAYS.index(found[4].lower())
    else:
        shift, day = _SHIFT[found[6].lower()], EN_WEEKDAYS.index(found[5].lower())
    monday = today - timedelta(days=today.weekday())
    return found[0], monday + timedelta(days=7 * shift + day)


# the year a named date is asked in: "올해 크리스마스", "next year's Christmas", "내후년
# 어린이날", "Christmas 2030"
_YEAR_SAID = re.compile(
    r"(올해|금년|this year)|(내년|다음\s*해|next year)|(작년|지난해|last year)"
    r"|(내후년|\bthe year after next\b)|(재작년|\bthe year before last\b)"
    r"|(?<![\d.,])(1[6-9]\d\d|2\d\d\d)(?![\d,]|\s*(?:원|명|개|won\b|dollars?\b))",
    _I,
)
_YEAR_SHIFTS = (0, 1, -1, 2, -2)  # this year, next, last, the one after next, before last


def year_said(request: str, today: date) -> int | None:
    """The year a request names for a day that is not written with one, or None."""
    said = _YEAR_SAID.search(request)
    if said is None:
        return None
    if said[6]:
        return int(said[6])
    shifts = zip(_YEAR_SHIFTS, said.groups(), strict=False)
    return today.year + next(shift for shift, group in shifts if group)


# today's date in another year: "작년 오늘은 무슨 요일이었어?" (fresh32 machine-70 was told
# today's weekday), "내년 오늘", "3년 전 오늘", "this day last year", "a year ago today"
_TODAY_NAMED = re.compile(r"오늘|\btoday(?:'s)?\b|\bthis (?:day|date)\b", _I)
_YEARS_OFF = re.compile(
    r"(?<![\d.])(\d{1,3})\s*년\s*(전|뒤|후)"
    r"|\b(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+years?\s+"
    r"(ago|from now|later|on|back)\b",
    _I,
)


def today_in_year(request: str, today: date) -> date | None:
    """Today's month and day in the year a request names beside "today", or None (no year
    named, this year's, or a 29 February the year lacks)."""
    if not _TODAY_NAMED.search(request):
        return None
    found = _YEARS_OFF.search(request)
    if found is not None:
        count = found[1] or found[3]
        years = int(count) if count.isdigit() else int(NUMBER_WORDS.get(count.lower(), 1))
        back = (found[2] or found[4]).lower() in ("전", "ago", "back")
        year: int | None = today.year - years if back else today.year + years
    else:
        year = year_said(request, today)
    if year is None or year == today.year or not 1 <= year <= 9999:
        return None
    try:
        return today.replace(year=year)
    except ValueError:
        return None


# the next time a day of the month falls on a weekday: "When's the next Friday the 13th?"
# (fresh34 machine-73 was told next week's Friday), 「다음 13일의 금요일은 언제야?」
_EN_WEEKDAY_MONTHDAY = re.compile(rf"\b{_EN_DAY}\s+(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\b", _I)
_KO_MONTHDAY_WEEKDAY = re.compile(rf"(?<!\d)(\d{{1,2}})\s*일\s*(?:의|인|이)?\s*{_KO_DAY}")
_NEXT_OR_LAST = re.compile(r"\bnext\b|\bcoming\b|다음|돌아오는|\blast\b|\bprevious\b|지난|최근", _I)
_LAST_ONE = re.compile(r"\blast\b|\bprevious\b|\bmost recent\b|지난|최근", _I)


def weekday_monthday_asked(request: str, today: date) -> date | None:
    """The next (or last) date whose day of the month falls on the weekday named with it
    ("Friday the 13th"), or None. Today counts as the next one."""
    found = _EN_WEEKDAY_MONTHDAY.search(request)
    if found is not None:
        weekday, day = EN_WEEKDAYS.index(found[1].lower()), int(found[2])
    elif (ko := _KO_MONTHDAY_WEEKDAY.search(request)) is not None:
        weekday, day = "월화수목금토일".index(ko[2]), int(ko[1])
    else:
        return None
    asked = _NEXT_OR_LAST, ASKS_WHICH_DATE, ASKS_DAYS_LEFT  # the days to it ask it too
    if not 1 <= day <= 31 or not any(pattern.search(request) for pattern in asked):
        return None
    back = bool(_LAST_ONE.search(request))
    year, month = today.year, today.month
    for _ in range(12 * 30):  # any day and weekday meet within 28 years
        if day <= calendar.monthrange(year, month)[1]:
            when = date(year, month, day)
            if when.weekday() == weekday and (when < today if back else when >= today):
                return when
        year, month = divmod(year * 12 + month - 1 + (-1 if back else 1), 12)
        month += 1
    return None


def weekday_monthday_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the date of the next (or last) Friday the 13th asked, or None."""
    asked = weekday_monthday_asked(request, today)
    return weekday_sentence(asked, language) if asked is not None else None


# the next (or last) leap day: "When's the next leap day, February 29?" (fresh37 machine-79 said
# 2024 with no look-up), 「다음 윤일은 언제야?」, 「2월 29일이 다음에 언제 와?」
_LEAP_DAY = re.compile(r"\bleap\s*day\b|\bfeb(?:ruary|\.)?\s+29(?:th)?\b|윤일|2\s*월\s*29\s*일", _I)


def leap_day_asked(request: str, today: date) -> date | None:
    """The next February 29 (today counts), or the last one before today when asked; None when
    no leap day's date is asked."""
    if _LEAP_DAY.search(request) is None:
        return None
    if not (_NEXT_OR_LAST.search(request) or ASKS_WHICH_DATE.search(request)):
        return None
    back = bool(_LAST_ONE.search(request))
    year = today.year
    for _ in range(9):  # leap years come within 8 years (1900 and 2100 are none)
        if calendar.isleap(year):
            when = date(year, 2, 29)
            if (when < today) if back else (when >= today):
                return when
        year += -1 if back else 1
    return None


def leap_day_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the next (or last) leap day's date and weekday, or None."""
    asked = leap_day_asked(request, today)
    return weekday_sentence(asked, language) if asked is not None else None


# the next date that is a month's nth (or last) weekday: "My book club meets on the second
# Thursday of every month. What's the date of our next meeting?" (fresh35 machine-75 invented
# December 14), 「매달 둘째 주 목요일에 모이는데 다음 모임 언제야?」, "the last Friday of the
# month"; "every second Thursday" (every other week) is no day of a month
_EVERY_MONTHS_WEEKDAY = re.compile(
    rf"\b{_EN_ORDINAL}\s+{_EN_DAY}s?\s+(?:of|in)\s+(?:the|each|every|a)\s+month\b"
    rf"|(?:매달|매월|달마다|다달이|한\s*달에\s*한\s*번)\s*{_KO_ORDINAL}\s*(?:주\s*)?{_KO_DAY}",
    _I,
)
_NEXT_ASKED = re.compile(r"\bnext\b|\bwhen\b|\bcoming\b|다음|이번|돌아오는", _I)


def nth_weekday_asked(request: str, today: date) -> date | None:
    """The next date (today counts) that is the nth weekday of a month the request names as a
    monthly day, when it asks a date; None otherwise."""
    found = _EVERY_MONTHS_WEEKDAY.search(request)
    asked = _NEXT_ASKED, ASKS_WHICH_DATE, ASKS_DAYS_LEFT  # 「며칠 남았어?」 asks it too
    if found is None or not any(pattern.search(request) for pattern in asked):
        return None  # "I meet them on the second Thursday of the month": nothing asked
    if found[1]:
        n, weekday = _nth_said(found[1]), EN_WEEKDAYS.index(found[2].lower())
    else:
        n, weekday = _nth_said(found[3]), "월화수목금토일".index(found[4])
    year, month = today.year, today.month
    for _ in range(13):  # a fifth weekday comes within a few months
        when = nth_weekday(year, month, weekday, n)
        if when.month == month and when >= today:
            return when
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return None


def nth_weekday_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the date of the next nth weekday of a month asked — or the days left
    until it, with its date, when those are asked — or None."""
    asked = nth_weekday_asked(request, today)
    if asked is None:
        return None
    if not ASKS_DAYS_LEFT.search(request):
        return weekday_sentence(asked, language)
    # "I get paid on the last Friday of every month. How many days until my next payday?"
    # (fresh36 machine-77 was told the date alone): the count, the date beside it
    when, now = date_and_today(asked, today, language)
    return days_left(asked, today, when, now, language)


def date_weekday_asked(request: str, today: date) -> date | None:
    """The date whose weekday a request asks ("올해 크리스마스는 무슨 요일이에요?" → 2026-12-25,
    fresh19 machine-44 was told today's): in the year it says, or the coming one; None when
    no weekday or no date is asked."""
    if not WEEKDAY_ASKED.search(request):
        return None
    found = date_in(request)
    if found is None:
        return today_in_year(request, today) or _day_of_month(request, today, past=True)
    year, month, day = found
    if year is None:
        year = year_said(request, today)
    try:
        return date(year, month, day) if year is not None else date_asked(request, today)
    except ValueError:
        return None  # "2월 30일"


def date_weekday_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the weekday of the date asked, or None."""
    asked = date_weekday_asked(request, today)
    return weekday_sentence(asked, language) if asked is not None else None


def weekday_sentence(day: date, language: str | None) -> str:
    """ "2026년 12월 9일은 수요일입니다." / "December 9, 2026 is a Wednesday." """
    if language == "ko":
        when, weekday = f"{day.year}년 {day.month}월 {day.day}일", KO_WEEKDAYS[day.weekday()]
    else:
        when, weekday = f"{day:%B} {day.day}, {day.year}", f"{day:%A}"
    return t("facts.date_weekday", language, date=when, weekday=weekday)


def weekday_date_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the date of the weekday asked, or None."""
    asked = weekday_asked(request, today)
    if asked is None:
        return None
    said, then = asked
    if language != "ko":
        said = said[0].upper() + said[1:]
    return t("facts.weekday_date", language, day=said, date=said_date(then, language))
