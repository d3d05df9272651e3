"""Money split in a ratio (tools/builtin/ratio_split.py): fresh44 calc-93's "Three of us are
splitting $900 in the ratio 2:3:4" was calculated as 900/10*2 = 180; the calculator now says
every share beside it, in either language, and leaves a time of day, two amounts or two ratios
alone."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.calculator import CalculateTool, spell_korean_numbers
from jarvis_voice.tools.builtin.measures import measure_line
from jarvis_voice.tools.builtin.ratio_split import ratio_split_line

SPLIT = "Three of us are splitting $900 in the ratio 2:3:4. How much does each of us get?"
SHARES = (
    "$900 in the ratio 2:3:4 (9 parts, $100 a part): $200 for 2 parts; $300 for 3 parts; "
    "$400 for 4 parts"
)
WON = (
    "900,000 원 in the ratio 2:3:4 (9 parts, 100,000 원 a part): 200,000 원 for 2 parts; "
    "300,000 원 for 3 parts; 400,000 원 for 4 parts"
)


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        (SPLIT, SHARES),  # fresh44 calc-93
        ("90만 원을 2:3:4로 나누면 각각 얼마야?", WON),
        ("세 명이서 90만 원을 2 대 3 대 4로 나눠 가지면 얼마씩이야?", WON),
        ("90만 원을 2:3:4 비율로 배분하면 각자 얼마 받아?", WON),
        ("Split 600 dollars between two people in the ratio of 1 to 2.",
         "$600 in the ratio 1:2 (3 parts, $200 a part): $200 for 1 part; $400 for 2 parts"),
        ("Divide $100 in the ratio 1:2", "$100 in the ratio 1:2 (3 parts, $33.33 a part): "
         "$33.33 for 1 part; $66.67 for 2 parts"),
        # a time of day, two amounts, two ratios, no split said
        ("We split $900 for the 2:30 show.", None),
        ("Split $900 and $300 in the ratio 2:3:4.", None),
        ("Split $900 in the ratio 2:3:4 or 1:1:1?", None),
        ("I have $900 and my scores were 2:3:4.", None),
    ],
)  # fmt: skip
def test_money_split_in_a_ratio(request_: str, line: str | None) -> None:
    said = spell_korean_numbers(request_)
    assert ratio_split_line(said) == line
    if line is not None:
        assert measure_line(said) == line


def test_a_wrong_sum_of_the_parts_is_worked_out_from_the_request() -> None:
    tool = CalculateTool()
    ctx = ToolContext(workdir=Path("."), request=SPLIT)
    result = asyncio.run(tool.run(tool.Args(expression="900/10*2"), ctx))
    # every share on the line, none of them picked out as "the" answer
    assert result.content.startswith(SHARES + "\n"), result.content
    assert "180" not in result.content
