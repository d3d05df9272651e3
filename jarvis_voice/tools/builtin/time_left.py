"""Time left from now: until midnight or a clock time today ("How long is it until midnight?",
"자정까지 몇 시간 남았어?"), and the days of a weekday left this year or month ("올해 토요일이
몇 번 더 남았어?"), the working days (Monday to Friday) left this week, month or year ("이번
달에 평일이 며칠 남았어?"), the days left this week, month or year ("How many days are left in
this month, not counting today?"), and the moment some hours from now ("지금부터 100시간 뒤면
몇 월 며칠이야?"), and how many of a weekday a month has ("How many Sundays are there this
month?").

Only this machine's clock knows them; a small model answered "12 hours" and "5 more days" with
no look-up at all (bench_tasks fresh18 machine-41, machine-42). `system_info` answers each in
one sentence.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, datetime, timedelta

from jarvis_voice.i18n import N_, t
from jarvis_voice.text import NUMBERS_OFFERED
from jarvis_voice.tools.builtin.days_until import (
    ASKS_WHICH_DATE,
    EN_WEEKDAYS,
    KO_WEEKDAYS,
    MONTH_NUMBERS,
    said_date,
)

_I = re.IGNORECASE

# "until midnight", "자정까지", "until 6 pm", "오후 6시까지", "till 18:30"
_CLOCK_TARGET = (
    r"(?P<midnight>midnight|자정|밤\s*12\s*시)|(?P<noon>noon|midday|정오|낮\s*12\s*시)"
    r"|(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?\s*(?P<ampm>[ap]\.?\s*m\.?)"
    r"|(?P<h24>\d{1,2}):(?P<m24>[0-5]\d)"
    r"|(?P<kohalf>오전|오후|아침|저녁|밤)?\s*(?P<koh>\d{1,2})\s*시(?:\s*(?P<kom>\d{1,2})\s*분|\s*(?P<bahn>반))?"
)
_TIME_LEFT = re.compile(
    rf"(?P<pre>\b(?:until|till|til|before)\s+(?:the\s+)?)?(?:{_CLOCK_TARGET})(?P<ko>\s*까지)?", _I
)
_ASKS_HOW_LONG = re.compile(
    r"\bhow (?:long|much (?:longer|time)|many (?:more )?(?:hours|minutes))\b"
    r"|\btime (?:left|remaining)\b|몇\s*(?:시간|분)|얼마나|남았|남은",
    _I,
)
_WEEKDAYS_LEFT = re.compile(
    r"\bhow many (?:more )?(mon|tues|wednes|thurs|fri|satur|sun)days\b"
    r"|([월화수목금토일])요일(?:이|은|는)?\s*(?:몇\s*(?:번|개|일|날)|며칠)",
    _I,
)
_LEFT = re.compile(r"\bleft\b|\bremain|\bmore\b|\bstill\b|\bto go\b|남았|남은|남아|더\s*있", _I)
_THIS_MONTH = re.compile(r"\bthis month\b|이번\s*달|이달", _I)
_THIS_WEEK = re.compile(r"\bthis week\b|이번\s*주", _I)
# "평일이 며칠 남았어?", "How many business days are left this month?" (fresh21 machine-48 was
# answered with the request said back)
WORKDAYS = re.compile(
    r"\b(?:week ?days|work(?:ing)? ?days|business days)\b"
    r"|평일|근무일|영업일|일하는\s*날|출근(?:하는)?\s*날",
    _I,
)
_NOT_TODAY = re.compile(
    r"\b(?:not counting|excluding|except|without|apart from) today\b|\bafter today\b"
    r"|\bfrom tomorrow\b|\bstarting tomorrow\b|오늘(?:은|을)?\s*(?:빼고|제외|말고|빼면)|내일부터",
    _I,
)


def duration_words(seconds: int, language: str | None) -> str:
    """ "2 days 3 h 44 min" / "2일 3시간 44분" (minutes only under an hour, never empty)."""
    days, rest = divmod(max(seconds, 0), 86_400)
    hours, rest = divmod(rest, 3600)
    minutes = rest // 60
    units = ("일", "시간", "분") if language == "ko" else (" days", " h", " min")
    if language != "ko" and days == 1:
        units = (" day", " h", " min")
    parts = [f"{n}{unit}" for n, unit in zip((days, hours, minutes), units, strict=True) if n]
    return " ".join(parts) or f"0{units[2]}"


def time_target(request: str, now: datetime) -> datetime | None:
    """The coming moment a request counts to from now (today's, or tomorrow's once it is past
    today), or None when it names none or does not ask how long."""
    found = next((f for f in _TIME_LEFT.finditer(request) if f["pre"] or f["ko"]), None)
    if found is None or not _ASKS_HOW_LONG.search(request):
        return None
    g = found.groupdict()
    if g["midnight"]:
        hour, minute = 24, 0
    elif g["noon"]:
        hour, minute = 12, 0
    elif g["h"]:
        hour, minute = int(g["h"]) % 12, int(g["m"] or 0)
        hour += 12 if g["ampm"].lower().startswith("p") else 0
    elif g["h24"]:
        hour, minute = int(g["h24"]), int(g["m24"])
    else:
        hour, minute = int(g["koh"]), 30 if g["bahn"] else int(g["kom"] or 0)
        if g["kohalf"] in ("오후", "저녁", "밤") and hour < 12:
            hour += 12
    if hour > 24 or (hour == 24 and minute):
        return None
    start = now.replace(hour=0, minute=0, second=0, microsecond=0)
    target = start + timedelta(hours=hour, minutes=minute)
    return target if target > now else target + timedelta(days=1)


def time_until_answer(request: str, now: datetime, language: str | None) -> str | None:
    """One sentence with the time left until the moment `request` names, or None."""
    target = time_target(request, now)
    if target is None:
        return None
    left = duration_words(int((target - now).total_seconds()), language)
    when = (
        "자정"
        if target.hour == 0 and target.minute == 0 and language == "ko"
        else ("midnight" if target.hour == 0 and target.minute == 0 else f"{target:%H:%M}")
    )
    return t("facts.time_until", language, left=left, target=when, now=f"{now:%H:%M}")


def weekday_left(request: str) -> int | None:
    """The weekday (Monday = 0) whose days left the request counts, or None."""
    found = _WEEKDAYS_LEFT.search(request)
    if found is None or not _LEFT.search(request):
        return None
    if found[1]:
        return next(n for n, name in enumerate(EN_WEEKDAYS) if name.startswith(found[1].lower()))
    return KO_WEEKDAYS.index(f"{found[2]}요일")


def workdays_left(request: str) -> str | None:
    """The span ("week", "month" or "year") whose working days left the request counts, or
    None when it counts none."""
    if not WORKDAYS.search(request) or not _LEFT.search(request):
        return None
    if _THIS_WEEK.search(request):
        return "week"
    return "month" if _THIS_MONTH.search(request) else "year"


def span_end(span: str, today: date) -> date:
    """The last day of this week (Sunday), month or year."""
    if span == "week":
        return today + timedelta(days=6 - today.weekday())
    if span == "month":
        return date(today.year, today.month, calendar.monthrange(today.year, today.month)[1])
    return date(today.year, 12, 31)


def workdays_left_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with how many days Monday to Friday are left this week, month or year
    (holidays are not known here), today counted unless the request leaves it out."""
    span = workdays_left(request)
    if span is None:
        return None
    end = span_end(span, today)
    first = today + timedelta(days=1) if _NOT_TODAY.search(request) else today
    days = (first + timedelta(days=n) for n in range((end - first).days + 1))
    count = sum(1 for day in days if day.weekday() < 5)
    if first != today:
        note = N_("facts.workdays_not_today")
    elif today.weekday() < 5:
        note = N_("facts.workdays_today")
    else:
        note = N_("facts.workdays_weekend_today")
    key = {
        "week": N_("facts.workdays_left_week"),
        "month": N_("facts.workdays_left_month"),
        "year": N_("facts.workdays_left_year"),
    }[span]
    text = t(key, language, count=count, end=end.isoformat())
    return f"{text} {t(note, language)}"


def weekdays_left_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with how many of a weekday are left this year (or month), today counted
    when it is one; None when the request asks no such count."""
    weekday = weekday_left(request)
    if weekday is None:
        return None
    month = bool(_THIS_MONTH.search(request))
    end = span_end("month" if month else "year", today)
    first = today + timedelta(days=(weekday - today.weekday()) % 7)
    count = 0 if first > end else (end - first).days // 7 + 1
    name = KO_WEEKDAYS[weekday] if language == "ko" else EN_WEEKDAYS[weekday].title()
    key = N_("facts.weekdays_left_month") if month else N_("facts.weekdays_left_year")
    text = t(key, language, count=count, weekday=name, end=end.isoformat())
    if first == today and count:
        text += " " + t("facts.weekdays_left_today", language, weekday=name)
    return text


# the days left: "How many days are left in this month?", "올해 며칠 남았어?" (fresh27 machine-59
# was answered with today's date)
_DAYS_ASKED = re.compile(r"\bhow many (?:more )?days\b|\bdays (?:left|remain)|며칠|몇\s*일", _I)
_THIS_YEAR = re.compile(r"\bthis year\b|올해|금년|이번\s*해", _I)
_WITH_TODAY = re.compile(
    r"(?<!not )(?<!without )\b(?:counting|including|with) today\b|\btoday included\b"
    r"|오늘(?:도|까지)?\s*(?:포함|쳐서|세서)",
    _I,
)


def days_left(request: str) -> str | None:
    """The span ("week", "month" or "year") whose days left the request counts, or None."""
    if not _DAYS_ASKED.search(request) or not _LEFT.search(request):
        return None
    if WORKDAYS.search(request) or _WEEKDAYS_LEFT.search(request):
        return None  # counted by workdays_left and weekday_left
    if _THIS_MONTH.search(request):
        return "month"
    if _THIS_WEEK.search(request):
        return "week"
    return "year" if _THIS_YEAR.search(request) else None


def days_left_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the days left this week, month or year: the days after today to its
    end, or with today when the request counts it."""
    span = days_left(request)
    if span is None:
        return None
    end = span_end(span, today)
    counted = bool(_WITH_TODAY.search(request)) and not _NOT_TODAY.search(request)
    count = (end - today).days + (1 if counted else 0)
    key = N_("facts.days_left_with_today") if counted else N_("facts.days_left")
    return t(key, language, count=count, end=end.isoformat())


# a moment some hours from now: "지금부터 100시간 뒤면 몇 월 며칠이야?", "What's the date 100
# hours from now?" (fresh27 machine-60 said today's date)
_HOURS_ON = re.compile(
    r"(?<![\d.])(\d{1,5})\s*(?:시간|hours?|hrs?)\s*(?:뒤|후|지나(?:면|서)?|있으면|(?:from|after) "
    r"(?:today|now)|later)|\bin (\d{1,5}) hours?\b",
    _I,
)


def hours_on(request: str) -> int | None:
    """The hours from now whose date a request asks, or None."""
    found = _HOURS_ON.search(request)
    if found is None or not (ASKS_WHICH_DATE.search(request) or _ASKS_WHEN.search(request)):
        return None
    return int(found[1] or found[2])


_ASKS_WHEN = re.compile(r"\bwhat time\b|몇\s*시|\b(?:the )?(?:date|day)\b|무슨\s*요일", _I)


def hours_on_answer(request: str, now: datetime, language: str | None) -> str | None:
    """One sentence with the date and time some hours from now, or None."""
    hours = hours_on(request)
    if hours is None:
        return None
    then = now + timedelta(hours=hours)
    return t(
        "facts.hours_on", language, hours=hours, date=said_date(then.date(), language),
        time=f"{then:%H:%M}", now=f"{now:%Y-%m-%d %H:%M}",
    )  # fmt: skip


# the clock after a span of hours and minutes from now: "방금 세탁기 돌렸는데 1시간 40분 걸린대. 몇
# 시에 끝나?" (fresh34 machine-74 set it up as 100 × 0.1), "It takes 45 minutes; what time will
# it be done?", "in 2 hours 30 minutes what time is it?"; whole hours alone are `hours_on`'s
_SPAN = re.compile(
    r"(?<![\d.:])(?:(\d{1,3})\s*(?:시간|hours?|hrs?)\s*(?:and\s+)?)?"
    r"(?:(\d{1,4})\s*(?:분|minutes?|mins?)\b)?",
    _I,
)
_TIME_ASKED = re.compile(
    r"몇\s*시|\bwhat time\b|\bwhen (?:will|does|would|is)\b[^.?!]{0,40}"
    r"\b(?:done|finish(?:ed)?|end|over|ready|arrive|be back)\b|언제\s*(?:끝|다\s*돼|도착)",
    _I,
)
_FROM_NOW = re.compile(
    r"걸린|걸려|걸릴|뒤|후|지나|있으면|\btakes?\b|\btaking\b|\bwill take\b|\bfrom now\b"
    r"|\blater\b|\bin\s+\d|방금|지금|\bjust\b|\bnow\b",
    _I,
)


_CLOCK_SAID = re.compile(
    r"\d{1,2}:\d{2}|\d\s*시(?!간)|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)|오전|오후|정오", _I
)


def span_from_now(request: str) -> timedelta | None:
    """The one span of hours and minutes (some minutes at least) a request counts from now when
    it asks the time it ends, or None."""
    if not (_TIME_ASKED.search(request) and _FROM_NOW.search(request)):
        return None
    if _CLOCK_SAID.search(request):
        return None  # "at work by 9:15, the drive takes 40 minutes": from that time, a sum
    spans = [m for m in _SPAN.finditer(request) if m[2]]
    if len(spans) != 1 or NUMBERS_OFFERED.search(request):
        return None  # "30 or 45 minutes": two spans at once
    hours, minutes = int(spans[0][1] or 0), int(spans[0][2])
    return timedelta(hours=hours, minutes=minutes) if hours * 60 + minutes > 0 else None


def time_after_answer(request: str, now: datetime, language: str | None) -> str | None:
    """One sentence with the date and time a span of hours and minutes from now, or None."""
    span = span_from_now(request)
    if span is None:
        return None
    then = now + span
    return t(
        "facts.time_after", language, span=duration_words(int(span.total_seconds()), language),
        date=said_date(then.date(), language), time=f"{then:%H:%M}", now=f"{now:%H:%M}",
    )  # fmt: skip


# how many of a weekday a month has: "How many Sundays are there this month?" (fresh28
# machine-61 ran `date -d '1st of this month'`, which failed), "다음 달에 금요일이 몇 번 있어?",
# "how many Fridays in March"; the ones left are weekdays_left's
_NEXT_MONTH = re.compile(r"\bnext month\b|다음\s*달|담\s*달|내달", _I)
_LAST_MONTH = re.compile(r"\blast month\b|\bprevious month\b|지난\s*달|저번\s*달", _I)
_MONTH_NAMED = re.compile(
    r"(?<![\d.])(\d{1,2})\s*월(?!\s*\d{1,2}\s*일)|\b("
    + "|".join(sorted((name for name in MONTH_NUMBERS if len(name) > 3), key=len, reverse=True))
    + r")\b",
    _I,
)


# what someone did on them is no calendar's count: "How many Saturdays did we work this month?"
_DONE_ON = re.compile(r"\b(?:did|do|does|will|have|had) (?:we|i|you|they|he|she)\b|했|하셨", _I)


def weekday_in_month(request: str, today: date) -> tuple[int, date] | None:
    """The weekday (Monday = 0) a request counts in a month, and that month's first day; None
    when it counts the ones left, or names no month."""
    found = _WEEKDAYS_LEFT.search(request)
    if found is None or _LEFT.search(request) or _DONE_ON.search(request):
        return None
    if found[1]:
        weekday = next(n for n, name in enumerate(EN_WEEKDAYS) if name.startswith(found[1].lower()))
    else:
        weekday = KO_WEEKDAYS.index(f"{found[2]}요일")
    first = month_first(request, today)
    return None if first is None else (weekday, first)


def month_first(request: str, today: date) -> date | None:
    """The first day of the month a request names: next, last or this month, or one by its
    name or number (this year's); None when it names none."""
    first = today.replace(day=1)
    if _NEXT_MONTH.search(request):
        return (first + timedelta(days=31)).replace(day=1)
    if _LAST_MONTH.search(request):
        return (first - timedelta(days=1)).replace(day=1)
    if (named := _MONTH_NAMED.search(request)) is not None:
        month = int(named[1]) if named[1] else MONTH_NUMBERS[named[2].lower()]
        return date(today.year, month, 1) if 1 <= month <= 12 else None
    return first if _THIS_MONTH.search(request) else None


def weekday_in_month_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with how many of a weekday a month has, and their dates."""
    asked = weekday_in_month(request, today)
    if asked is None:
        return None
    weekday, first = asked
    last = calendar.monthrange(first.year, first.month)[1]
    days = [d for d in range(1, last + 1) if date(first.year, first.month, d).weekday() == weekday]
    if language == "ko":
        month, name = f"{first.year}년 {first.month}월", KO_WEEKDAYS[weekday]
        listed = ", ".join(f"{d}일" for d in days)
    else:
        month, name = f"{first:%B} {first.year}", EN_WEEKDAYS[weekday].title()
        listed = f"{first:%B} " + ", ".join(str(d) for d in days[:-1]) + f" and {days[-1]}"
    return t(
        "facts.weekdays_in_month", language, count=len(days), weekday=name, month=month,
        dates=listed,
    )  # fmt: skip
