"""The incremental answer extractor (`llm/answer_stream`): a turn's words as they come, a JSON
call never.

The truth is always the final text: for every turn and every way of cutting it into pieces,
the joined pieces equal `text.strip()` when the turn is words, and "" when it is a call.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jarvis_voice.llm.answer_stream import AnswerStream, TrimmedText


def expected(text: str) -> str:
    said = text.strip()
    return "" if said.startswith("{") else said


def splits(text: str) -> list[list[str]]:
    """Every cut into two, one character at a time, and a few random multi-cuts."""
    cuts = [[text[:i], text[i:]] for i in range(len(text) + 1)]
    cuts.append(list(text))
    rng = random.Random(len(text))
    for _ in range(20):
        points = sorted(rng.sample(range(len(text) + 1), min(len(text), 6)))
        bounds = [0, *points, len(text)]
        cuts.append([text[a:b] for a, b in itertools.pairwise(bounds)])
    return cuts


TURNS = [
    "Hello! How can I help?",
    '  He said "hi" {not a call} \\ then left.\nNew line\tTab  ',
    "README.md 파일의 첫 5줄입니다: 안녕하세요.",
    "emoji 🎉 and 17 × 23 = 391",
    "   ",
    "",
    '{"tool":"read_file","arguments":{"path":"a.txt"}}',
    '  \n{"tool":"bash","arguments":{"command":"echo \\"hi\\""}}',
    '{"tool":"bash","arguments":{"command":"cut off',  # a call cut off: still nothing
]


@pytest.mark.parametrize("text", TURNS)
def test_every_cut_gives_exactly_the_answer(text: str) -> None:
    for pieces in splits(text):
        stream = AnswerStream()
        given_out = [stream.feed(piece) for piece in pieces]
        assert "".join(given_out) == stream.text == expected(text), pieces


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40), st.lists(st.integers(0, 40), max_size=6))
def test_any_text_cut_anywhere(text: str, cuts: list[int]) -> None:
    bounds = [0, *sorted(min(c, len(text)) for c in cuts), len(text)]
    stream = AnswerStream()
    out = "".join(stream.feed(text[a:b]) for a, b in itertools.pairwise(bounds))
    assert out == expected(text)


def test_the_kind_is_known_from_the_first_visible_character() -> None:
    stream = AnswerStream()
    assert stream.feed("  \n") == "" and stream.is_call is None
    assert stream.feed(" {") == "" and stream.is_call is True
    words = AnswerStream()
    assert words.feed(" Hi") == "Hi" and words.is_call is False


@pytest.mark.parametrize(
    ("pieces", "text"),
    [
        (["  Paris", ".  "], "Paris."),
        (["\n", " ", "a", " ", "\t", "b", " \n"], "a \tb"),
        (["   "], ""),
        (["안녕 ", " 하세요 "], "안녕  하세요"),
    ],
)
def test_trimmed_text_reads_like_strip(pieces: list[str], text: str) -> None:
    trimmed = TrimmedText()
    out = "".join(trimmed.feed(p) for p in pieces)
    assert out == trimmed.text == text == "".join(pieces).strip()
