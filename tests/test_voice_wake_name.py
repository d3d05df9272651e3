"""The wake word's second stage (issue 15): which words a recogniser writes for "Jarvis".

The accepted spellings are what whisper base wrote for "Hey Jarvis" in the wake benchmark's
clips (scripts/bench_wake_word.py); the refused ones are the similar names it wrote for "Hey
Marvin", "Hey Travis", "Hey Jarbo"… in the same clips, and ordinary words.
"""

from __future__ import annotations

import pytest

from jarvis_voice.voice.wake_name import (
    called_name,
    edit_distance,
    far_spelling,
    is_name,
    names_assistant,
)
from jarvis_voice.voice.wake_word import strip_wake_phrase


@pytest.mark.parametrize(
    "heard",
    [
        "Hey Jarvis.",
        "Hey, Jarvis, what's up?",
        "8 Jarvis",  # "Hey" heard as "8"
        "Hey JARVIS",
        "Jarvis' notes",
        "Hey Jarvis's",
        "Hey Jervis.",
        "Hey, Javis.",
        "Hey, JARBIS",
        "Hey Jaravis!",
        "Hey, Jardis. What time?",
        "Hey Jar vis, open.",  # split in two
        "Hey Jar-vis",
        "A Jarvis, turn on",
        "헤이 자비스",
        "자비스, 몇 시야?",
        "자비스야",
    ],
)
def test_the_name_as_whisper_writes_it_is_accepted(heard: str) -> None:
    assert names_assistant(heard)


@pytest.mark.parametrize(
    "heard",
    [
        "Hey Marvin.",
        "A Marvin turn on the",
        "Hey Travis, are you coming?",
        "Hey Davis",
        "Hey Mavis, good to see you",
        "Hey, May this good to see",
        "Hey Charles, what's up?",
        "Hey Harvey",
        "Harvest season",
        "Hey, Jarbo, over here.",
        "Hey, Jarbal, over here.",
        "Hey, Jarlbel, over.",
        "Davis and Jared went home.",
        "Jersey is a small island.",
        "Hey Jenny, look at this.",
        "Service, please.",
        "Carvings and statues.",
        "Hey Jarrow with",
        "Hey, Jogger, miss.",
        "Hey, Jotter, this...",
        "Hey, JAR of this",
        "Hey there, how are you?",
        "Hey Siri, set a timer.",
        "Okay Google, what's the weather?",
        "Hey, Javice, you're not",  # "헤이 자비스" said the Korean way, heard as English
        "Hey, Service, Chigok.",
        "Hey, J.D. look up",
        "",
        "자비에게 내일 회의가 있다고 전해 줘.",
    ],
)
def test_similar_names_and_ordinary_words_are_refused(heard: str) -> None:
    assert not names_assistant(heard)


def test_the_first_sound_and_two_edits_decide() -> None:
    assert edit_distance("jervis", "jarvis") == 1
    assert edit_distance("davis", "jarvis") == 2  # as close as "jaravis", but no "j": refused
    assert not is_name("Davis") and not is_name("Garvis") and not is_name("Travis")
    assert edit_distance("jarbo", "jarvis") == 3 and not is_name("Jarbo")
    assert not is_name("jar")  # too short to be the name on its own


@pytest.mark.parametrize(
    ("heard", "far"),
    [("Hey Jaros, well done.", "Jaros"), ("Hey, Jarras up!", "Jarras"),
     ("Hey, Jarnus, the boss", "Jarnus"), ("Hey Jarvis", ""), ("Hey Jervis", ""),
     ("Hey, Jardis.", ""), ("Hey Jaros, Jarvis here", ""), ("자비스야", ""), ("Hey Travis", "")],
)  # fmt: skip
def test_a_far_spelling_is_told_from_a_near_one(heard: str, far: str) -> None:
    assert far_spelling(heard) == far


def test_the_wake_phrase_is_cut_from_the_request_as_whisper_spells_it() -> None:
    assert strip_wake_phrase("Hey Jervis, what time is it?") == "what time is it?"
    assert strip_wake_phrase("Hey, Javis. Open the notes.") == "Open the notes."
    assert strip_wake_phrase("자비스, 몇 시야?") == "몇 시야?"
    assert strip_wake_phrase("Hey Travis, what time is it?") == "Hey Travis, what time is it?"
    assert strip_wake_phrase("Tell Jarvis to wait.") == "Tell Jarvis to wait."



@pytest.mark.parametrize(
    ("heard", "name"),
    [
        ("Hey Travis, make the file.", "Travis"),
        ("Hey, Travis.", "Travis"),
        ("hey JAR of this", "JAR"),
        ("Heijia Bunsen", ""),  # no "Hey": no name slot to read
        ("A darkness reminds me to", ""),
        ("Hey", ""),
        ("", ""),
        ("Hey, Hey, Jarvinan welcome", "Jarvinan"),  # the greeting said twice
        ("hey hey", ""),
    ],
)
def test_the_name_called_is_the_word_after_hey(heard: str, name: str) -> None:
    assert called_name(heard) == name
