"""Hangul in Latin letters (Revised Romanization, the official South Korean system).

A Korean user names things the files spell in Latin letters: "부산" for Busan, "민아" for Mina,
"인천" for Incheon. The search tools try this spelling when the Hangul word itself is nowhere
(grep, csv_query's `where`). Names are romanized syllable by syllable with the one sound rule
names need most — a final consonant before a silent ㅇ is said as the next syllable's first
sound (한국어 → hangugeo) — and ㄹㄹ as "ll" (별래 → byeollae). Other assimilations (신라 →
Silla) are left out: a wrong spelling finds nothing, it never finds the wrong thing.

Own code, not a library: the one maintained package (korean-romanizer) is GPL-3.0; the table
is the published standard.
"""

from __future__ import annotations

import difflib
import re


def _letters(table: str) -> tuple[str, ...]:
    return tuple(table.split())


_FIRST = _letters("g kk n d tt r m b pp s ss - j jj ch k t p h")  # "-": ㅇ, silent
_VOWEL = _letters("a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i")
# final consonant at a syllable's end, and when the next syllable starts with a silent ㅇ
# (index 0: none). Clusters keep their plain end sound either way.
_LAST = _letters("- k k k n n n t l k m l l l p l m p p t t ng t t k t p t")
_LINKED = _letters("- g kk k n n n d r k m l l l p l m b p s ss ng j ch k t p h")
_BASE, _COUNT = 0xAC00, 11172


def _parts(char: str) -> tuple[int, int, int] | None:
    code = ord(char) - _BASE
    if not 0 <= code < _COUNT:
        return None
    return code // 588, (code % 588) // 28, code % 28


def romanize(text: str) -> str:
    """`text` with every Hangul syllable in Latin letters; anything else is kept as it is."""
    out: list[str] = []
    for index, char in enumerate(text):
        parts = _parts(char)
        if parts is None:
            out.append(char)
            continue
        first, vowel, last = parts
        after = _parts(text[index + 1]) if index + 1 < len(text) else None
        before = _parts(text[index - 1]) if index > 0 else None
        initial = "" if first == 11 else _FIRST[first]
        if before is not None and before[2] == 8 and first == 5:
            initial = "l"  # ㄹ + ㄹ: "ll"
        ending = ""
        if last:
            ending = _LINKED[last] if after is not None and after[0] == 11 else _LAST[last]
        out.append(initial + _VOWEL[vowel] + ending)
    return "".join(out)


# --- loanwords: "크루아상" is croissant --------------------------------------------------------
# Korean writes English words with its own sounds: no f, v, z or th, a vowel after most final
# consonants (크, 트, 즈), l and r alike. Compared as consonant skeletons with the sounds Korean
# merges put together, a loanword and its English word come out nearly the same: 크루아상
# (keuruasang) → k r s n, croissant → k r s n t; 머핀 → m p n, muffin → m p n.
_SOUND_CLASSES = (
    ("ng", "n"), ("ch", "s"), ("sh", "s"), ("ph", "p"), ("th", "t"), ("ck", "k"), ("qu", "k"),
    ("kk", "k"), ("tt", "t"), ("pp", "p"), ("ss", "s"), ("jj", "s"),
)  # fmt: skip
_LETTER_CLASS = str.maketrans("gcqfvbdzjxl", "kkkpppttssr")


def sound_skeleton(word: str) -> str:
    """The consonants of a word as Korean hears them ("croissant" → "krsnt")."""
    text = re.sub(r"c(?=[eiy])", "s", romanize(word).casefold())  # "ce" of invoice is an s
    for pair, sound in _SOUND_CLASSES:
        text = text.replace(pair, sound)
    consonants = [c for c in text.translate(_LETTER_CLASS) if c.isalpha() and c not in "aeiouwyh"]
    return "".join(c for i, c in enumerate(consonants) if i == 0 or consonants[i - 1] != c)


def loanword_match(hangul: str, candidates: list[str]) -> str | None:
    """The one candidate that sounds like the Hangul loanword, or None (none, or not one)."""

    heard = sound_skeleton(hangul)
    if len(heard) < 2:
        return None  # 케이크 (k), 빵: too little to tell words apart
    scored = sorted(
        (
            (difflib.SequenceMatcher(None, heard, skeleton).ratio(), c)
            for c in candidates
            if (skeleton := sound_skeleton(c)) and skeleton[0] == heard[0]
        ),
        reverse=True,
    )
    if not scored or scored[0][0] < (0.8 if len(heard) >= 3 else 1.0):
        return None  # a short skeleton ("pn" of 빵) must match whole
    if len(scored) > 1 and scored[1][0] >= max(0.75, scored[0][0] - 0.15):
        return None  # two alike: not one meaning
    return scored[0][1]


# a particle after a name: 부산에서는, 서울이랑, 크루아상은
_PARTICLE = re.compile(
    r"(?:에서는|에서|에는|으로|이랑|하고|까지|부터|보다|은|는|이|가|을|를|에|로|랑|과|와|의|도|만)$"
)


# loanwords for the tools a request names, never a name in the user's data: 파이썬 sounds like
# Busan (p-s-n), and "파이썬으로 … 평균" is no question about Busan
_TOOL_WORDS = frozenset(
    ["파이썬", "자바", "자바스크립트", "엑셀", "스크립트", "파일", "폴더", "커밋", "브랜치", "로그",
     "코드", "리드미", "터미널", "명령어", "쉘", "셸", "배시", "깃", "깃허브", "마크다운", "시스템",
     # the words of a question about a table, never a value in it: "날짜순으로" sounded like
     # Incheon (fresh23 script-52)
     "날짜", "날짜순", "날짜별", "순서", "순서대로", "지역", "지역별", "제품", "제품별", "매출",
     "수량", "단가", "합계", "평균", "누적", "처음", "마지막"]
)  # fmt: skip


def without_particle(word: str) -> str:
    """ "부산에서" → "부산", "3시를" → "3시": a Korean word without the particle after it."""
    return _PARTICLE.sub("", word) or word


def spelled_in_latin(hangul: str, known: frozenset[str] | set[str]) -> set[str]:
    """The words of `known` (case-folded) a Hangul word names, its particle left off: its Latin
    spelling (부산에서 → busan) or, for a loanword, the one that sounds like it (크루아상 →
    croissant)."""
    word = without_particle(hangul)
    if word in _TOOL_WORDS:
        return set()
    latin = romanize(word).casefold()
    if latin in known:
        return {latin}
    if _VERB_ENDING.search(word) or _PRICE_WORD.match(word):
        return set()
    sounds = loanword_match(word, sorted(known))
    if len(word) < 3:
        # two syllables name a loanword only when three sounds or more match whole and the
        # first syllable is open, as a loanword's is: 「머핀 빼고」 (m-p-n, muffin) had no
        # filter at all (fresh28 csv-61); 피자 (p-s) or 몇개 (m-t-k) is too little to tell
        heard = sound_skeleton(word)
        opened = (ord(word[0]) - 0xAC00) % 28 == 0 if "가" <= word[0] <= "힣" else False
        if len(heard) < 3 or not opened or sounds is None or sound_skeleton(sounds) != heard:
            return set()
    return {sounds} if sounds else set()


# a verb's ending, never a loanword: "세어 줄래요?" sounded like Seoul (fresh23 count-52 counted
# Seoul's rows for "지역별로 … 세어 줄래요?")
_VERB_ENDING = re.compile(r"(?:요|줘|줄래|래|까|죠|니다|는지|었어|았어|했어|해)$")
# a word of price, never a name: 「제일 비싼 거」 sounded like Busan (b-s-n), and the sales of the
# dearest product were shown for Busan alone (fresh40 csv-86)
_PRICE_WORD = re.compile(r"^(?:값?비싸|값?비싼|비쌌|비쌀|비쌉|값싼|저렴)|^싼$")
