"""Days whose date a rule gives, not a fixed day of the month: "What's the date of Thanksgiving
this year? The US one." (bench_tasks fresh23 machine-51 was told today's date) — the fourth
Thursday of November. Only this machine's clock knows which year "this year" is, so
`system_info` says the date; fixed-date days are in `days_until._NAMED`.

The days are those whose rule is a weekday of a month: US Thanksgiving, Labor Day, Memorial
Day, Martin Luther King Jr. Day, Presidents' Day, and Mother's and Father's Day as the US and
Canada keep them (Korea's 어버이날 is fixed, May 8). Lunar days (설날, 추석) are not here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from jarvis_voice.i18n import t
from jarvis_voice.tools.builtin.days_until import nth_weekday, said_date

_I = re.IGNORECASE


def _nth(n: int, weekday: int, month: int) -> Callable[[int], date]:
    """The nth (1-based; -1 the last) `weekday` (Monday 0) of `month`, as a function of a year."""
    return lambda year: nth_weekday(year, month, weekday, n)


@dataclass(frozen=True)
class RuleDay:
    name: str
    korean: str
    pattern: re.Pattern[str]
    of: Callable[[int], date]


DAYS = (
    RuleDay("Thanksgiving (the fourth Thursday of November)", "추수감사절(11월 넷째 목요일)",
            re.compile(r"\bthanksgiving\b|추수\s*감사절", _I), _nth(4, 3, 11)),
    RuleDay("Labor Day (the first Monday of September)", "노동절(미국, 9월 첫째 월요일)",
            re.compile(r"\blabou?r day\b", _I), _nth(1, 0, 9)),
    RuleDay("Memorial Day (the last Monday of May)", "메모리얼 데이(5월 마지막 월요일)",
            re.compile(r"\bmemorial day\b|메모리얼\s*데이", _I), _nth(-1, 0, 5)),
    RuleDay("Martin Luther King Jr. Day (the third Monday of January)",
            "마틴 루터 킹 데이(1월 셋째 월요일)",
            re.compile(r"\b(?:martin luther king|mlk)(?: jr\.?)?(?: day)?\b", _I), _nth(3, 0, 1)),
    RuleDay("Presidents' Day (the third Monday of February)", "대통령의 날(2월 셋째 월요일)",
            re.compile(r"\bpresidents?'? day\b", _I), _nth(3, 0, 2)),
    RuleDay("Mother's Day (the second Sunday of May, US)", "미국 어머니날(5월 둘째 일요일)",
            re.compile(r"\bmother'?s'? day\b", _I), _nth(2, 6, 5)),
    RuleDay("Father's Day (the third Sunday of June, US)", "미국 아버지날(6월 셋째 일요일)",
            re.compile(r"\bfather'?s'? day\b", _I), _nth(3, 6, 6)),
)  # fmt: skip

# "next Thanksgiving", "내년 추수감사절": the next one, even if this year's is still to come
_NEXT_YEAR = re.compile(r"\bnext year\b|내년", _I)
_LAST_YEAR = re.compile(r"\blast year\b|작년|지난\s*해", _I)


def rule_day_asked(request: str, today: date) -> tuple[RuleDay, date] | None:
    """The rule day a request names and its date in the year it means (this year unless it says
    next or last), or None."""
    day = next((d for d in DAYS if d.pattern.search(request)), None)
    if day is None:
        return None
    year = today.year + (
        1 if _NEXT_YEAR.search(request) else -1 if _LAST_YEAR.search(request) else 0
    )
    return day, day.of(year)


def rule_day_answer(request: str, today: date, language: str | None) -> str | None:
    """One sentence with the date of the rule day asked, or None."""
    asked = rule_day_asked(request, today)
    if asked is None:
        return None
    day, when = asked
    name = day.korean if language == "ko" else day.name
    return t("facts.rule_day", language, name=name, date=said_date(when, language))
