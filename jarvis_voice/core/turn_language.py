"""Which language a turn is answered in (issue 16): the person's, turn by turn.

`decide(text, sticky, heard=…, pinned=…)` is pure. The session calls it for every request and
keeps the result as the sticky language of the next one.

- **Text**: the script decides, counted in letters as written — Latin letters, and Hangul jamo
  (a syllable block spells two or three) — so "git 버전은?" is Korean and "what does 안녕 mean"
  English. Names are no language: a word with a dot, slash, digit, `_`, `=`, `@` or `~` inside
  (`README.md`, `src/app.py`, `v2`), an option (`-la`) or a word with a Korean particle attached
  (`summer를`: an English word quoted in Korean) lends no Latin letters, so "README.md 보여줘"
  and "draft.txt에서 summer를 winter로 바꿔줘" are Korean.
- **Speech**: the recogniser's language: it heard the sounds, and whisper writes what it hears in
  the language it detected, so the script would only repeat its guess.
- **Sticky**: what cannot show a switch keeps the conversation's language — (almost) no
  letters ("12*3", "ls -la"), one word or an acknowledgement ("OK", "응", "thank you",
  "네 좋아요"), text without a clear majority ("git log 보여줘"), a recogniser that is unsure.
  Recognisers misjudge short clips (users of other assistants hear "Continue" come back as
  "계속"), so one spoken word never switches and two need a sure recogniser.
- **Unsupported** (a recogniser's "ja", text in kana or Cyrillic): English, and `unsupported`
  names what was not supported so the session can say so once — never an error.
- **Pinned** (`agent.language_mode: pinned`): every turn in `agent.language`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from jarvis_voice.i18n import DEFAULT, LANGUAGES, Language
from jarvis_voice.phrases import core_words

# A language needs this share of the counted letters to decide a text (3 in 5): below it the
# text is mixed ("git log 보여줘": 6 Latin letters, 6 jamo) and the conversation's language stays.
MAJORITY = (3, 5)
# Fewer counted letters than this cannot tell a language ("ls -la", "rm -f a.txt").
MIN_LETTERS = 4
# The recogniser's own probability for its language: below UNSURE it is not taken; two words
# need SURE (the stt's bar for trusting the short window's detection).
UNSURE = 0.5
SURE = 0.8
# Whole utterances that answer rather than ask (letters only, as `phrases.core_words` joins
# them: a leading "ok", "please" or the name is already dropped): they keep the language.
ACKNOWLEDGEMENTS = frozenset(
    {
        "yes", "yeah", "yep", "yup", "no", "nope", "nah", "ok", "okay", "sure", "right",
        "alright", "allright", "fine", "good", "great", "cool", "nice", "thanks", "thankyou",
        "thanksalot", "thankyouverymuch", "yesplease", "nothanks", "goahead", "goon",
        "continue", "keepgoing", "soundsgood", "gotit", "isee", "nevermind", "perfect", "done",
        "응", "어", "네", "예", "내", "아니", "아니요", "아니오", "아뇨", "그래", "그래요", "좋아",
        "좋아요", "좋습니다", "알겠어", "알겠어요", "알겠습니다", "알았어", "알았어요", "고마워",
        "고마워요", "고맙습니다", "감사합니다", "감사해요", "계속", "계속해", "계속해줘",
        "계속해요", "됐어", "됐어요", "괜찮아", "괜찮아요", "네좋아요", "응좋아", "네알겠어요",
        "ㅇㅇ", "ㅇㅋ", "오케이", "넵", "넹",
    }
)  # fmt: skip
_NAME_MARKS = frozenset("./\\_=@~:")
Script = Literal["ko", "en", "other"]


class Why(StrEnum):
    """Why a turn has its language (logged, and what the table test checks)."""

    PINNED = "pinned"  # agent.language_mode: pinned
    SCRIPT = "script"  # the text's letters
    RECOGNISER = "recogniser"  # the speech recogniser's language
    FEW_LETTERS = "few_letters"  # (almost) no letters to tell by: kept
    SHORT = "short"  # one word, an acknowledgement, or two unsure spoken words: kept
    MIXED = "mixed"  # no clear majority of letters: kept
    UNSURE = "unsure"  # the recogniser was not sure: kept
    UNSUPPORTED = "unsupported"  # a language we do not speak: English


@dataclass(frozen=True)
class Recognised:
    """What a speech recogniser said about an utterance's language."""

    language: str  # its code: "ko", "en", "ja", …
    probability: float = 1.0  # 1.0 when the language was given to it, not detected


@dataclass(frozen=True)
class TurnLanguage:
    language: Language
    why: Why
    # what was not supported — a recogniser's code ("ja") or a script ("katakana") — for a note
    unsupported: str | None = None


@dataclass(frozen=True)
class Letters:
    """Letters of a text by script; names (`README.md`, `-la`) lend no Latin letters."""

    hangul: int = 0  # jamo
    latin: int = 0
    other: int = 0

    @property
    def total(self) -> int:
        return self.hangul + self.latin + self.other

    def majority(self) -> Script | None:
        """The script with a clear majority (MAJORITY) of the letters, or None."""
        share, out_of = MAJORITY
        counts: tuple[tuple[Script, int], ...] = (
            ("ko", self.hangul),
            ("en", self.latin),
            ("other", self.other),
        )
        for script, count in counts:
            if count and count * out_of >= self.total * share:
                return script
        return None


def decide(
    text: str,
    sticky: Language,
    *,
    heard: Recognised | None = None,
    pinned: Language | None = None,
) -> TurnLanguage:
    """The language of the turn that answers `text`.

    `sticky`: the conversation's language so far (at first the session's setting); `heard`:
    the recogniser's verdict when `text` was spoken; `pinned`: the one language of every turn."""
    if pinned is not None:
        return TurnLanguage(pinned, Why.PINNED)
    words = _words(text)
    letters = count_letters(text)
    if letters.total == 0:
        return TurnLanguage(sticky, Why.FEW_LETTERS)
    if len(words) <= 1 or is_acknowledgement(text):
        return TurnLanguage(sticky, Why.SHORT)
    if letters.total < MIN_LETTERS:
        return TurnLanguage(sticky, Why.FEW_LETTERS)
    if heard is not None and heard.language:
        return _spoken(heard, len(words), sticky)
    script = letters.majority()
    if script is None:
        return TurnLanguage(sticky, Why.MIXED)
    if script == "other":
        return TurnLanguage(DEFAULT, Why.UNSUPPORTED, unsupported=_other_script(text))
    return TurnLanguage(script, Why.SCRIPT)


def is_acknowledgement(text: str) -> bool:
    """ "OK", "yes please", "Jarvis, thank you", "네 좋아요": an answer, not a request."""
    core = "".join(core_words(text))
    return not core or core in ACKNOWLEDGEMENTS


def _spoken(heard: Recognised, words: int, sticky: Language) -> TurnLanguage:
    needed = SURE if words == 2 else UNSURE
    if heard.probability < needed:
        return TurnLanguage(sticky, Why.SHORT if words == 2 else Why.UNSURE)
    code = _supported(heard.language)
    if code is None:
        return TurnLanguage(DEFAULT, Why.UNSUPPORTED, unsupported=heard.language)
    return TurnLanguage(code, Why.RECOGNISER)


def _supported(code: str) -> Language | None:
    """ "ko", "ko-KR", "en_US" → the language; anything else None (recognisers say ISO codes)."""
    base = code.strip().lower().replace("_", "-").split("-")[0]
    return next((language for language in LANGUAGES if language == base), None)


def _words(text: str) -> list[str]:
    return [token for token in text.split() if any(ch.isalnum() for ch in token)]


# A quotation is what is talked about, not the language talked in: "notes.txt에서 'Buy flour
# and sugar' 줄은 지워줘" is Korean (bench_tasks write-8 was answered in English). A quote opens
# after a space or at the start and closes before a space, punctuation, Hangul or the end, so
# the apostrophes of "What's Mina's" are not one.
_QUOTED = re.compile(
    r"(?:(?<=\s)|^)(?:'[^'\n]+'|\"[^\"\n]+\"|“[^”\n]+”|‘[^’\n]+’|`[^`\n]+`)"
    r"(?=[\s.,!?;:)]|$|[\uac00-\ud7a3])"
)


def count_letters(text: str) -> Letters:
    """Latin letters, Hangul jamo and other letters of `text`; the Latin letters of names, of
    words with Hangul attached and of quotations are left out (see above)."""
    hangul = latin = other = 0
    text = _QUOTED.sub(" ", text)
    for token in text.split():
        name = _is_name(token) or any(_script(ch) == "ko" for ch in token if ch.isalpha())
        for ch in unicodedata.normalize("NFD", token):  # a syllable block → its jamo
            if not ch.isalpha():
                continue
            script = _script(ch)
            if script == "ko":
                hangul += 1
            elif script == "en" and not name:
                latin += 1
            elif script == "other":
                other += 1
    return Letters(hangul, latin, other)


def _is_name(token: str) -> bool:
    """A file name, path, option, version or address: no word of a language."""
    word = token.strip(".,!?;:'\"()[]{}<>…“”‘’")
    return word.startswith("-") or any(ch in _NAME_MARKS or ch.isdigit() for ch in word)


def _other_script(text: str) -> str:
    """The name of the first letter's script that is neither Hangul nor Latin ("katakana")."""
    letter = next(ch for ch in text if ch.isalpha() and _script(ch) == "other")
    return unicodedata.name(letter, "unknown").split()[0].lower()


def _script(ch: str) -> Script:
    code = ord(ch)
    if 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F or 0xAC00 <= code <= 0xD7A3:
        return "ko"
    if code < 0x250 and unicodedata.name(ch, "").startswith("LATIN"):
        return "en"
    return "other"
