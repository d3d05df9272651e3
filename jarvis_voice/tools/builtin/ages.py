"""The age today of someone born on a date the request writes ("1995년 8월 20일생이면 지금 만
나이로 몇 살이야?", "How old is someone born on March 3, 1990?").

A small model subtracted the dates and answered "10,269일" (fresh11 script-26), or guessed a year
off. An age is whole years since the birth date, one more on each birthday, so it is counted here
from this machine's clock (`system_info` says it at once) — the international age, which Korea
has used by law since June 2023 (만 나이); the counting age (세는 나이: this year − the birth
year + 1) only when asked for by name. Born on 29 February, one turns a year older on 1 March
in a year with no 29 February.
"""

from __future__ import annotations

import re
from datetime import date

from jarvis_voice.i18n import t
from jarvis_voice.tools.builtin.days_until import date_and_today, date_in, said_date

_I = re.IGNORECASE
_AGE_ASKED = re.compile(r"몇\s*살|나이|\bhow old\b|\bage\b", _I)
# "…20일생이면", "1995년생": 생 right after a date, not 학생's
_BORN = re.compile(
    r"(?:\d|일|년)\s*생(?:이면|인|은|이|이야|일|\s|$)|태어[나난났]|출생|\bborn\b"
    r"|\bbirth(?:day|date)?\b",
    _I,
)
_COUNTING_AGE = re.compile(r"한국\s*(?:식\s*)?나이|세는\s*나이|\bkorean age\b", _I)


def born_on(request: str, today: date) -> date | None:
    """The birth date a request asks the age of (with its year, not after today), or None."""
    if not (_AGE_ASKED.search(request) and _BORN.search(request)):
        return None
    found = date_in(request)
    if found is None or found[0] is None:
        return None  # "8월 20일생": no year, no age
    try:
        born = date(found[0], found[1], found[2])
    except ValueError:
        return None
    return born if born <= today else None


def age_on(born: date, today: date) -> int:
    """Whole years from `born` to `today` (the international age)."""
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))


def next_birthday(born: date, today: date) -> date:
    """The first birthday after today (1 March for 29 February in a common year)."""
    for year in (today.year, today.year + 1):
        try:
            day = date(year, born.month, born.day)
        except ValueError:
            day = date(year, 3, 1)
        if day > today:
            return day
    raise AssertionError("a birthday comes within a year")  # pragma: no cover


def age_answer(request: str, today: date, language: str | None) -> str | None:
    """ "Born on …, they are 31 today (…); they turn 32 on …", or None."""
    born = born_on(request, today)
    if born is None:
        return None
    written, _ = date_and_today(born, today, language)  # a birth date's weekday is no help
    if _COUNTING_AGE.search(request):
        return t("facts.counting_age", language, born=written,
                 age=today.year - born.year + 1, year=today.year)  # fmt: skip
    age, birthday = age_on(born, today), next_birthday(born, today)
    return t("facts.age", language, born=written, age=age,
             today=said_date(today, language), next=age + 1,
             birthday=said_date(birthday, language))  # fmt: skip
