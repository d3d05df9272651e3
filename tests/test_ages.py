"""An age from a birth date the request writes (tools/builtin/ages.py), through system_info and
the grounding, on this machine's clock."""

from __future__ import annotations

import asyncio
from datetime import date
from pathlib import Path

import pytest

from jarvis_voice.agent.grounding import classify
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.ages import age_answer, age_on, born_on, next_birthday
from jarvis_voice.tools.builtin.system_info import SystemInfoTool

TODAY = date(2026, 12, 6)


@pytest.mark.parametrize(
    ("request_", "born"),
    [
        ("1995년 8월 20일생이면 지금 만 나이로 몇 살이야? 파이썬으로 계산해 줘.",
         date(1995, 8, 20)),
        ("2000년 1월 1일에 태어난 사람은 지금 몇 살이에요?", date(2000, 1, 1)),
        ("How old is someone born on March 3, 1990?", date(1990, 3, 3)),
        ("If I was born 1988-12-07, what's my age?", date(1988, 12, 7)),
        # no year, no age asked, a date to come, or a 학생 (not 생 of a birth): none
        ("8월 20일생이면 몇 살이야?", None),
        ("1995년 8월 20일로부터 며칠 지났어?", None),
        ("How old will someone born on January 1, 2030 be?", None),
        ("2024년 3월 2일에 입학한 학생이면 몇 학년이야?", None),
    ],
)  # fmt: skip
def test_the_birth_date_an_age_is_asked_of(request_: str, born: date | None) -> None:
    assert born_on(request_, TODAY) == born


@pytest.mark.parametrize(
    ("born", "today", "age", "birthday"),
    [
        (date(1995, 8, 20), date(2026, 8, 19), 30, date(2026, 8, 20)),  # the day before
        (date(1995, 8, 20), date(2026, 8, 20), 31, date(2027, 8, 20)),  # on the birthday
        (date(1995, 8, 20), TODAY, 31, date(2027, 8, 20)),
        (date(2000, 2, 29), date(2027, 2, 28), 26, date(2027, 3, 1)),  # no 29 February
        (date(2000, 2, 29), date(2027, 3, 1), 27, date(2028, 2, 29)),
        (date(2026, 12, 6), TODAY, 0, date(2027, 12, 6)),  # born today
    ],
)
def test_whole_years_one_more_on_each_birthday(
    born: date, today: date, age: int, birthday: date
) -> None:
    assert age_on(born, today) == age
    assert next_birthday(born, today) == birthday


@pytest.mark.parametrize(
    ("request_", "language", "answer"),
    [
        ("1995년 8월 20일생이면 지금 만 나이로 몇 살이야?", "ko",
         "1995년 8월 20일생은 오늘(2026년 12월 6일 일요일) 기준 만 31세이고, "
         "2027년 8월 20일 금요일에 만 32세가 됩니다."),
        ("How old is someone born on March 3, 1990?", "en",
         "Born on March 3, 1990, they are 36 today (Sunday, December 6, 2026) and turn 37 on "
         "Wednesday, March 3, 2027."),
        ("1995년 8월 20일생이면 한국 나이로 몇 살이야?", "ko",
         "1995년 8월 20일생은 2026년 세는 나이(올해 − 태어난 해 + 1)로 32살입니다."),
        ("8월 20일생이면 몇 살이야?", "ko", None),
    ],
)  # fmt: skip
def test_one_sentence_in_the_turns_language(
    request_: str, language: str, answer: str | None
) -> None:
    assert age_answer(request_, TODAY, language) == answer


def test_system_info_says_the_age_from_this_machines_clock(tmp_path: Path) -> None:
    today = date.today()
    ctx = ToolContext(
        workdir=tmp_path, request="1995년 8월 20일생이면 지금 만 나이로 몇 살이야?", language="ko"
    )
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    assert result.final and f"만 {age_on(date(1995, 8, 20), today)}세" in result.content
    assert "10,269" not in result.content and "일입니다" not in result.content


def test_an_age_is_a_clock_question_not_arithmetic() -> None:
    need = classify("1995년 8월 20일생이면 지금 만 나이로 몇 살이야? 파이썬으로 계산해 줘.")
    assert need is not None and "clock" in need.kinds
