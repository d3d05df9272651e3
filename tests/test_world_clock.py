"""Other places' clocks from the IANA zone database, in both languages, with daylight saving."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from jarvis_voice.agent.grounding import classify
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.system_info import SystemInfoTool
from jarvis_voice.tools.builtin.world_clock import (
    clock_answer,
    clock_lines,
    clock_said,
    gap_answer,
    places_in,
)

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
def test_a_time_of_day_is_read_in_either_language(text: str, clock: tuple[int, int] | None) -> None:
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


@pytest.mark.parametrize(
    ("request_", "now", "language", "said"),
    [
        # fresh35 machine-76 said 9시간 with no tool call: right only on a UTC machine
        ("이 컴퓨터 시계는 한국 시간이랑 몇 시간 차이 나?", WINTER, "ko",
         "한국 시간(21:00, KST, UTC+9)이 이 컴퓨터 시계(12:00, UTC, UTC+0)보다 9시간 빠릅니다."),
        ("이 컴퓨터 시계는 한국 시간이랑 몇 시간 차이 나?",
         WINTER.astimezone(ZoneInfo("America/New_York")), "ko",
         "한국 시간(21:00, KST, UTC+9)이 이 컴퓨터 시계(07:00, EST, UTC-5)보다 14시간 빠릅니다."),
        ("How many hours is this computer's clock off from Korean time?",
         WINTER.astimezone(ZoneInfo("Asia/Seoul")), "en",
         "This computer's clock (21:00, KST, UTC+9) is the same as Korean time: 0 hours apart."),
        ("How far is my computer's clock behind New York time?", SUMMER, "en",
         "New York time (08:00, EDT, UTC-4) is 4 hours behind this computer's clock (12:00, "
         "UTC, UTC+0)."),
        ("How many hours apart are this machine's clock and New Delhi?", WINTER, "en",
         "New Delhi time (17:30, IST, UTC+5:30) is 5.5 hours ahead of this computer's clock "
         "(12:00, UTC, UTC+0)."),
        # another place's time alone, two places, or nothing of this machine
        ("What time is it in Seoul?", WINTER, "en", None),
        ("How many hours apart are New York and London?", WINTER, "en", None),
        ("Turn off this computer at 9 pm Seoul time", WINTER, "en", None),
    ],
)  # fmt: skip
def test_how_far_this_clock_is_from_a_place(
    request_: str, now: datetime, language: str, said: str | None
) -> None:
    assert gap_answer(request_, now, language) == said


def test_system_info_says_the_gap_to_korean_time_at_once(tmp_path: Path) -> None:
    request_ = "이 컴퓨터 시계는 한국 시간이랑 몇 시간 차이 나?"
    assert classify(request_).kinds == ("clock",)  # fresh35 machine-76 called no tool
    ctx = ToolContext(workdir=tmp_path, request=request_, language="ko")
    result = asyncio.run(SystemInfoTool().run(SystemInfoTool.Args(), ctx))
    now = datetime.now().astimezone()
    gap = (now.astimezone(ZoneInfo("Asia/Seoul")).utcoffset() or now.utcoffset()) - (
        now.utcoffset() or now.astimezone(UTC).utcoffset()
    )
    hours = f"{abs(gap.total_seconds()) / 3600:g}"
    assert result.final and (f"{hours}시간" in result.content or "0시간 차이" in result.content)
