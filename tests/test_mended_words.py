"""A tool's English word the model finished in Hangul made whole (agent/mended_words.py)."""

from __future__ import annotations

import pytest

from jarvis_voice.agent.mended_words import mended
from tests.test_grounding import outcome

ROWS = "row 3: date=2024-06-02, region=Seoul, product=muffin, units=55, unit_price=2800"


@pytest.mark.parametrize(
    ("answer", "meant"),
    [("2024-06-02, Seoul, muff인, 55, 2800", "2024-06-02, Seoul, muffin, 55, 2800"),  # read-54
     ("Seoul에서 muffin은 55개 팔렸어요.", "Seoul에서 muffin은 55개 팔렸어요."),  # a particle
     ("Seo울에서", "Seo울에서"),  # more than one syllable after it: no broken end
     ("Seo울", "Seoul"),
     ("reg이온", "reg이온")],  # two syllables: not one broken end
)  # fmt: skip
def test_a_word_broken_into_hangul_is_mended_only_when_one_result_word_fits(
    answer: str, meant: str
) -> None:
    assert mended(answer, [outcome("csv_query", ROWS, path="sales.csv")]) == meant


def test_words_of_a_failed_call_or_no_call_mend_nothing() -> None:
    failed = outcome("csv_query", ROWS, error=True, path="sales.csv")
    assert mended("muff인", [failed]) == "muff인"
    assert mended("muff인", []) == "muff인"


def test_a_start_two_words_share_is_left_as_it_is() -> None:
    rows = outcome("csv_query", "product=muffin\nproduct=muffins", path="sales.csv")
    assert mended("muff인", [rows]) == "muff인"
