"""Whole spoken requests answered by code (issue 14's "undo that" / "되돌려 줘")."""

from __future__ import annotations

import pytest

from jarvis_voice.core.spoken_commands import spoken_command


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Undo that.", ("undo", "en")),
        ("undo", ("undo", "en")),
        ("Jarvis, undo that!", ("undo", "en")),
        ("Please undo the last change.", ("undo", "en")),
        ("Undo it, Jarvis.", ("undo", "en")),
        ("And do that.", ("undo", "en")),  # how whisper base hears "Undo that."
        ("되돌려 줘", ("undo", "ko")),
        ("자비스, 되돌려 주세요.", ("undo", "ko")),
        ("좀 되돌려줘", ("undo", "ko")),
        ("방금 거 되돌려 줘", ("undo", "ko")),
    ],
)
def test_a_whole_undo_phrase_is_the_undo_command_in_its_language(
    said: str, expected: tuple[str, str]
) -> None:
    assert spoken_command(said) == expected


@pytest.mark.parametrize(
    "said",
    [
        "",
        "you",
        "Don't undo that.",
        "undo that change to the README and commit",
        "how do I undo a git commit?",
        "되돌려 줘 말고 그냥 둬",
        "Thank you for watching.",
        "undone",
        "I'll do that.",
        "and do that for every file",
    ],
)
def test_anything_else_goes_to_the_model(said: str) -> None:
    assert spoken_command(said) is None
