"""Ordinals as people say them, English and Korean, and words that are no ordinal."""

from __future__ import annotations

import pytest

from jarvis_voice.agent.ordinals import ordinal_in


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("After my second commit", 2),
        ("the first one", 1),
        ("his twelfth try", 12),
        ("the 100th slow-query warning", 100),
        ("the 2nd and the 3rd", 2),
        ("the 21st line", 21),
        ("두 번째 커밋", 2),
        ("세번째 줄", 3),
        ("첫 번째 경고", 1),
        ("첫째 날", 1),
        ("다섯째", 5),
        ("열두 번째 항목", 12),
        ("스무 번째", 20),
        ("스물세 번째", None),  # 스물 + 세: a form not read; nothing rather than 3
        ("100번째 경고", 100),
        ("7 번째", 7),
        ("the hundredth sale", 100),
        ("its 3rd warning of the day", 3),
    ],
)
def test_an_ordinal_is_read_as_its_place(text: str, place: int | None) -> None:
    assert ordinal_in(text) == place


@pytest.mark.parametrize(
    "text",
    ["no ordinal here", "번째", "1.5번째", "firstly, the log", "the 2 files", "두 번 커밋했어",
     "secondhand", "100 warnings", "",
     # a day of a month is no place: "on the 5th", "the 3rd of July", "June 2nd"
     "what happened on the 5th?", "the 3rd of July", "on 21st june", "June 2nd", "the 9th of may"],
)  # fmt: skip
def test_words_that_are_no_ordinal(text: str) -> None:
    assert ordinal_in(text) is None
