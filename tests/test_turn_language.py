"""Issue 16: which language a turn is answered in (`core/turn_language.decide`), and the pieces
that follow it without a session: the model's answer note and the voice that reads an answer."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from jarvis_voice.core.turn_language import (
    Letters,
    Recognised,
    TurnLanguage,
    Why,
    count_letters,
    decide,
)
from jarvis_voice.llm.answer_language import (
    ENGLISH_ANSWER_NOTE,
    KOREAN_ANSWER_NOTE,
    answer_language_note,
    with_answer_note,
)
from jarvis_voice.llm.base import ChatMessage
from jarvis_voice.voice.tts import AudioChunk, LanguageRouter, synthesize_in

KO, EN = "ko", "en"

# (text, sticky language, expected language, why): typed requests
TEXT_CASES = [
    ("파일 목록 보여줘", EN, KO, Why.SCRIPT),
    ("show me the git log", KO, EN, Why.SCRIPT),
    # short replies keep the conversation's language, whichever script they are in
    ("응", EN, EN, Why.SHORT),
    ("응", KO, KO, Why.SHORT),
    ("OK", KO, KO, Why.SHORT),
    ("OK", EN, EN, Why.SHORT),
    ("네", EN, EN, Why.SHORT),
    ("yes", KO, KO, Why.SHORT),
    ("Continue", KO, KO, Why.SHORT),
    ("보여줘", EN, EN, Why.SHORT),  # one word cannot show a switch
    ("thank you", KO, KO, Why.SHORT),  # an acknowledgement of two words
    ("Jarvis, yes please", KO, KO, Why.SHORT),
    ("네 좋아요", EN, EN, Why.SHORT),
    ("ok thanks!", KO, KO, Why.SHORT),
    # (almost) nothing to tell by
    ("12*3", KO, KO, Why.FEW_LETTERS),
    ("12*3", EN, EN, Why.FEW_LETTERS),
    ("?!", KO, KO, Why.FEW_LETTERS),
    ("ls -la", KO, KO, Why.FEW_LETTERS),
    ("", KO, KO, Why.FEW_LETTERS),
    # names lend no letters: the Korean words decide
    ("README.md 보여줘", EN, KO, Why.SCRIPT),
    ("src/app.py 파일 열어 줘", EN, KO, Why.SCRIPT),
    ("git 버전은?", EN, KO, Why.SCRIPT),  # 3 letters against 8 jamo
    ("README 파일 보여줘", EN, KO, Why.SCRIPT),
    # an English word with a Korean particle is quoted in a Korean sentence (bench_tasks)
    ("draft.txt에서 summer를 winter로 바꿔줘", EN, KO, Why.SCRIPT),
    ("git log를 보여줘", EN, KO, Why.SCRIPT),
    ("what does 안녕 mean", KO, EN, Why.SCRIPT),
    ("show me the files in 문서", KO, EN, Why.SCRIPT),
    # a quotation is what is talked about: the words around it decide (bench_tasks write-8)
    ("notes.txt에서 'Buy flour and sugar' 줄은 지워줘", EN, KO, Why.SCRIPT),
    ("README.md에 “Run the tests before you commit” 한 줄 추가해 줘", EN, KO, Why.SCRIPT),
    ("Put 'Pay the electricity bill' at the very top of notes.txt.", KO, EN, Why.SCRIPT),
    ('what does "안녕하세요" mean?', KO, EN, Why.SCRIPT),
    ("What's Mina's new number?", KO, EN, Why.SCRIPT),  # apostrophes are no quotation
    # mixed without a clear majority: the conversation's language
    ("show me 파일", KO, KO, Why.MIXED),
    ("show me 파일", EN, EN, Why.MIXED),
    ("git log 보여줘", EN, EN, Why.MIXED),
    ("git log 보여줘", KO, KO, Why.MIXED),
    ("docker ps 실행해 줘", KO, KO, Why.MIXED),
    # a script we do not answer in: English, never an error
    ("ファイルを 見せて ください", KO, EN, Why.UNSUPPORTED),
    ("покажи мне файлы", KO, EN, Why.UNSUPPORTED),
]


@pytest.mark.parametrize(("text", "sticky", "expected", "why"), TEXT_CASES)
def test_a_typed_request_is_answered_in_its_language_unless_it_cannot_tell(
    text: str, sticky: str, expected: str, why: Why
) -> None:
    turn = decide(text, sticky)  # type: ignore[arg-type]
    assert (turn.language, turn.why) == (expected, why)
    assert (turn.unsupported is not None) is (why is Why.UNSUPPORTED)


def test_an_unsupported_script_is_named_for_the_note() -> None:
    assert decide("ファイルを 見せて ください", KO).unsupported == "katakana"
    assert decide("покажи мне файлы", KO).unsupported == "cyrillic"


# (text, recogniser's language, its probability, sticky, expected, why): spoken requests
SPEECH_CASES = [
    ("파일 목록 보여줘", "ko", 0.97, EN, KO, Why.RECOGNISER),
    ("show me the git log", "en", 0.99, KO, EN, Why.RECOGNISER),
    # the recogniser heard the sounds: mixed text follows it, not the sticky language
    ("git log 보여줘", "ko", 0.95, EN, KO, Why.RECOGNISER),
    ("ko-KR and en_US are codes", "en_US", 0.9, KO, EN, Why.RECOGNISER),
    # one spoken word never switches: "Continue" heard as "계속" (ko, sure of itself)
    ("계속", "ko", 0.99, EN, EN, Why.SHORT),
    ("응", "ko", 1.0, EN, EN, Why.SHORT),
    ("OK.", "en", 1.0, KO, KO, Why.SHORT),
    ("Thank you.", "en", 0.99, KO, KO, Why.SHORT),
    # two words need a sure recogniser; three need one that is not unsure
    ("파일 보여줘", "ko", 0.95, EN, KO, Why.RECOGNISER),
    ("파일 보여줘", "ko", 0.7, EN, EN, Why.SHORT),
    ("파일 목록 보여줘", "ko", 0.7, EN, KO, Why.RECOGNISER),
    ("파일 목록 보여줘", "ko", 0.3, EN, EN, Why.UNSURE),
    # a language we do not speak: English with a note, never an error (also from Korean)
    ("これは ファイル です", "ja", 0.9, KO, EN, Why.UNSUPPORTED),
    ("this is a file", "xx", 0.9, KO, EN, Why.UNSUPPORTED),
    # ...but a short one keeps the conversation's language, with no note
    ("はい", "ja", 0.9, KO, KO, Why.SHORT),
    ("12", "ko", 1.0, EN, EN, Why.FEW_LETTERS),
    ("ls -la", "en", 1.0, KO, KO, Why.FEW_LETTERS),
]


@pytest.mark.parametrize(("text", "code", "probability", "sticky", "expected", "why"), SPEECH_CASES)
def test_a_spoken_request_follows_the_recogniser_unless_it_is_short_or_unsure(
    text: str, code: str, probability: float, sticky: str, expected: str, why: Why
) -> None:
    turn = decide(text, sticky, heard=Recognised(code, probability))  # type: ignore[arg-type]
    assert (turn.language, turn.why) == (expected, why)
    assert turn.unsupported == (code if why is Why.UNSUPPORTED else None)


def test_a_recogniser_without_a_language_leaves_it_to_the_script() -> None:
    assert decide("파일 목록 보여줘", EN, heard=Recognised("", 0.0)) == TurnLanguage(KO, Why.SCRIPT)


@pytest.mark.parametrize(
    ("text", "heard"),
    [
        ("show me the git log", None),
        ("파일 목록 보여줘", None),
        ("これは ファイル です", Recognised("ja", 0.99)),
        ("show me the git log", Recognised("en", 1.0)),
    ],
)
def test_a_pinned_language_answers_every_turn(text: str, heard: Recognised | None) -> None:
    assert decide(text, EN, heard=heard, pinned=KO) == TurnLanguage(KO, Why.PINNED)
    assert decide(text, KO, heard=heard, pinned=EN) == TurnLanguage(EN, Why.PINNED)


def test_letters_are_counted_as_written() -> None:
    # 파(ㅍㅏ) 일(ㅇㅣㄹ): five jamo; `README.md` is a name, its letters do not count
    assert count_letters("파일") == Letters(hangul=5)
    assert count_letters("README.md 파일") == Letters(hangul=5)
    assert count_letters("open the README") == Letters(latin=13)
    assert count_letters("café --force v2 x@y.io") == Letters(latin=4)
    assert count_letters("summer를") == Letters(hangul=3)  # 를: ㄹㅡㄹ
    assert Letters(hangul=6, latin=6).majority() is None
    assert Letters(hangul=6, latin=4).majority() == "ko"  # 3 in 5
    assert Letters().majority() is None


# ---------------------------------------------------------------- what follows the turn


def test_the_model_is_told_the_turns_language_not_guessed_from_a_short_reply() -> None:
    korean_turn = [
        ChatMessage(role="user", content="파일 목록 보여줘", language="ko"),
        ChatMessage(role="assistant", content="두 개 있습니다."),
    ]
    ok_in_korean = ChatMessage(role="user", content="OK", language="ko")
    assert answer_language_note([*korean_turn, ok_in_korean]) == KOREAN_ANSWER_NOTE
    # without the session's verdict, "OK" would have been read as English
    assert answer_language_note([*korean_turn, ChatMessage(role="user", content="OK")]) == (
        ENGLISH_ANSWER_NOTE
    )
    english = ChatMessage(role="user", content="show me the git log", language="en")
    assert answer_language_note([*korean_turn, english]) == ENGLISH_ANSWER_NOTE
    assert answer_language_note([english]) == ""  # an English conversation needs no note
    sent = with_answer_note([*korean_turn, ok_in_korean])
    assert sent[-1].content == "OK" + KOREAN_ANSWER_NOTE
    assert ok_in_korean.content == "OK"  # the caller's messages are left as they were


class Voice:
    def __init__(self, name: str) -> None:
        self.name = name
        self.said: list[str] = []

    def synthesize(self, text: str) -> Iterator[AudioChunk]:
        self.said.append(text)
        yield AudioChunk(pcm=b"\x00\x00", sample_rate=16_000, text=text)


def test_an_answer_is_read_in_the_voice_of_its_turn() -> None:
    english, korean = Voice("piper"), Voice("kokoro")
    router = LanguageRouter(english, korean)
    # a Korean turn: every sentence in the Korean voice, also one without Hangul
    assert router.pick("README.md, setup.py.", "ko") is korean
    assert router.pick("파일이 두 개 있습니다.", "ko") is korean
    # an English turn: the English voice, unless the text is mostly Hangul (piper cannot say it)
    assert router.pick("The folder 문서 has two files.", "en") is english
    assert router.pick("파일이 두 개 있습니다.", "en") is korean
    # no turn known: by script, as before
    assert router.pick("The folder 문서 has two files.") is korean
    assert router.pick("Two files.") is english
    list(synthesize_in(router, "README.md, setup.py.", "ko"))
    assert korean.said == ["README.md, setup.py."] and english.said == []
    assert LanguageRouter(english).pick("파일", "ko") is english  # no Korean voice installed
    one = Voice("one")
    list(synthesize_in(one, "x", "ko"))  # a synthesizer with one voice ignores the language
    assert one.said == ["x"]
