"""Hangul names in Latin letters, as files spell them (Revised Romanization)."""

from __future__ import annotations

import pytest

from jarvis_voice.romanize import loanword_match, romanize, spelled_in_latin


@pytest.mark.parametrize(
    ("hangul", "latin"),
    [
        ("부산", "busan"),
        ("서울", "seoul"),
        ("인천", "incheon"),
        ("대구", "daegu"),
        ("광주", "gwangju"),
        ("민아", "mina"),
        ("다니엘", "daniel"),
        ("세종", "sejong"),
        ("한국어", "hangugeo"),  # a final consonant before a silent ㅇ starts the next syllable
        ("별래", "byeollae"),  # ㄹㄹ
        ("닭", "dak"),  # a cluster ends in its plain sound
        ("Busan 부산!", "Busan busan!"),  # anything but Hangul is kept
        ("", ""),
        ("ㅋㅋ", "ㅋㅋ"),  # bare letters are not syllables
    ],
)
def test_revised_romanization_of_names(hangul: str, latin: str) -> None:
    assert romanize(hangul) == latin


def test_every_syllable_has_a_latin_spelling() -> None:
    every = "".join(chr(code) for code in range(0xAC00, 0xD7A4))
    spelled = romanize(every)
    assert spelled.isascii() and spelled.isalpha()


@pytest.mark.parametrize(
    ("hangul", "meant"),
    [
        ("크루아상", "croissant"),
        ("크로와상", "croissant"),
        ("머핀", "muffin"),
        ("베이글", "bagel"),
        ("바게트", "baguette"),
        ("치즈케이크", "cheesecake"),
        # too short to tell, or nothing like it: no guess
        ("빵", None),
        ("케이크", None),
        ("마카롱", None),
    ],
)
def test_a_loanword_is_matched_to_the_word_it_sounds_like(hangul: str, meant: str | None) -> None:
    values = ["croissant", "baguette", "muffin", "bagel", "cheesecake", "Seoul", "Busan"]
    assert loanword_match(hangul, values) == meant


def test_two_words_alike_are_no_match() -> None:
    assert loanword_match("머핀", ["muffin", "muffins"]) is None


@pytest.mark.parametrize(
    ("word", "named"),
    [
        ("머핀", {"muffin"}),  # two syllables, m-p-n whole: 「머핀 빼고」 (fresh28 csv-61)
        ("머핀은", {"muffin"}),
        ("베이글", {"bagel"}),
        ("부산에서", {"busan"}),
        # two syllables of too few sounds, or no value's sounds whole, or a verb: none
        ("피자", set()),
        ("몇개", set()),
        ("매출", set()),
        ("세어", set()),
    ],
)  # fmt: skip
def test_a_word_of_a_request_names_a_value(word: str, named: set[str]) -> None:
    values = {"croissant", "baguette", "muffin", "bagel", "cheesecake", "seoul", "busan",
              "pizza", "mitka"}  # fmt: skip
    assert spelled_in_latin(word, values) == named


@pytest.mark.parametrize("word", ["비싼", "비싼데", "비쌌던", "값비싼", "저렴한", "싼"])
def test_a_word_of_price_names_no_value(word: str) -> None:
    """fresh40 csv-86: 「제일 비싼 거」 sounded like Busan (b-s-n), and only Busan's rows were
    shown; the place itself is still read."""
    values = {"seoul", "busan", "incheon", "bagel", "muffin"}
    assert spelled_in_latin(word, values) == set()
    assert spelled_in_latin("부산", values) == {"busan"}
