"""Other places' clocks from the IANA zone database, in both languages, with daylight saving."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path

import pytest

from jarvis_voice.agent.grounding import classify
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.system_info import SystemInfoTool
from jarvis_voice.tools.builtin.world_clock import clock_answer, clock_lines, clock_said, places_in

SUMMER = datetime(2026, 7, 1, 12, 0, tzinfo=UTC)  # New York on EDT, London on BST
WINTER = datetime(2026, 12, 4, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("request_", "now", "language", "said"),
    [
        ("What time is it in New York?", WINTER, "en", "It is 07:00 in New York (EST, UTC-5)."),
        ("What time is it in New York?", SUMMER, "en", "It is 08:00 in New York (EDT, UTC-4)."),
        ("뉴욕은 지금 몇 시야?", WINTER, "ko", "뉴욕 시간으로 지금 7시 0분입니다 (EST, UTC-5)."),
        ("what time is it in LA", WINTER, "en", "It is 04:00 in LA (PST, UTC-8)."),
        # bench_tasks calc-9: a time given in one place, asked in another (India is UTC+5:30)
        ("If it's 3 pm in Seoul, what time is it in New Delhi?", WINTER, "en",
         "When it is 15:00 in Seoul, it is 11:30 in New Delhi (IST, UTC+5:30)."),
        ("서울이 오후 3시면 뉴델리는 몇 시야?", WINTER, "ko",
         "서울 시간 15시 0분은 뉴델리 시간으로 11시 30분입니다 (IST, UTC+5:30)."),
        ("런던이 아침 9시 반이면 도쿄는?", SUMMER, "ko",
         "런던 시간 9시 30분은 도쿄 시간으로 17시 30분입니다 (JST, UTC+9)."),
        # no place, or three: the model answers from the lines
        ("What time is it?", WINTER, "en", None),
        ("Is it later in Paris, London or Berlin?", WINTER, "en", None),
    ],
)  # fmt: skip
def test_another_places_time_is_answered_from_the_zone_database(
    request_: str, now: datetime, language: str, said: str | None
) -> None:
    assert clock_answer(request_, now, language) == said


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("What time is it in New York?", ["New York"]),
        ("서울이 오후 3시면 뉴델리는 몇 시야?", ["서울", "뉴델리"]),
        ("Seoul and Busan", ["Seoul"]),  # one zone, named once
        # ordinary words and people's names are not places
        ("la la land", []), ("the central file", []), ("Ask Casey and Davis", []),
        ("I live in Reading", []), ("", []),
    ],
)  # fmt: skip
def test_places_are_found_by_their_zone_or_a_common_name(text: str, places: list[str]) -> None:
    assert [said for said, _ in places_in(text)] == places


@pytest.mark.parametrize(
    ("text", "clock"),
    [
        ("3 pm", (15, 0)), ("3:30 p.m.", (15, 30)), ("12 am", (0, 0)), ("15:00", (15, 0)),
        ("오후 3시", (15, 0)), ("오전 9시 반", (9, 30)), ("저녁 7시 15분", (19, 15)),
        ("what time is it", None), ("25:00", None),
    ],
)  # fmt: skip
def test_a_time_of_day_is_read_in_either_language(
    text: str, clock: tuple[int, int] | None
) -> None:
    assert clock_said(text) == clock


def test_the_tool_says_another_places_time_at_once_and_its_own_only_when_asked(
    tmp_path: Path,
) -> None:
    tool = SystemInfoTool()

    def ask(request: str, language: str = "en") -> tuple[str, bool]:
        context = ToolContext(workdir=tmp_path, request=request, language=language)  # type: ignore[arg-type]
        result = asyncio.run(tool.run(tool.Args(), context))
        return result.content, result.final

    said, final = ask("What time is it in Tokyo?")
    assert final and said.startswith("It is ") and "in Tokyo (JST, UTC+9)." in said
    said, final = ask("What time is it here and in London?")
    labels = [line.split(": ", 1)[0] for line in said.splitlines()]
    assert not final and labels == ["date", "time", "time in London"]
    assert clock_lines("no place here", WINTER) == []


@pytest.mark.parametrize(
    ("request_", "kinds"),
    [
        ("What time is it in New York?", ("clock",)),
        ("If it's 3 pm in Seoul, what time is it in New Delhi?", ("clock",)),
        ("What time is it in Gondor?", None),  # no zone knows it: knowledge, not a look-up
    ],
)
def test_a_known_place_makes_its_time_a_fact_to_look_up(
    request_: str, kinds: tuple[str, ...] | None
) -> None:
    need = classify(request_)
    assert (need.kinds if need else None) == kinds
