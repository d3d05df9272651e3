"""The words of a spoken approval reply (V4): normalisation, the word lists, and the lookups.

The classifier's stages (`voice.classifier`) ask these questions: is there a negation, a hedge,
an approval cue, an "always"? Is the reply made only of approval words and fillers? Korean and
English are both covered; recognisers space Korean unpredictably, so Korean is mostly searched
with the spaces removed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache

# --------------------------------------------------------------------------- normalisation
_APOSTROPHES = str.maketrans({c: "'" for c in "\u2019\u2018\u02bc\u0060\u00b4\u2032"})
_HANGUL = "\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f"


def normalize(text: str) -> str:
    """NFKC (full-width letters, decomposed Hangul), lower case, punctuation to spaces.

    Apostrophes inside a word stay ("don't"); everything else that is not a letter or a digit
    becomes a space, so "don't do it, yes" and "dont do it yes" look alike to every stage, and
    English and Korean letters that touch are split ("ok해줘" → "ok 해줘").
    """
    text = unicodedata.normalize("NFKC", text).casefold().translate(_APOSTROPHES)
    text = re.sub(r"[^\w'\s]|_", " ", text)
    text = re.sub(r"(?<!\w)'|'(?!\w)", " ", text)
    # A script change is a word boundary: "no실행해" must still show the English word "no".
    text = re.sub(rf"(?<=[a-z'])(?=[{_HANGUL}])|(?<=[{_HANGUL}])(?=[a-z])", " ", text)
    return " ".join(text.split())


def _compact_hangul(norm: str) -> str:
    """Join Korean words: recognisers space Korean unpredictably ("하면안돼", "실행 해도 돼")."""
    return re.sub(rf"(?<=[{_HANGUL}])\s+(?=[{_HANGUL}])", "", norm)


def _n(words: Sequence[str]) -> frozenset[str]:
    """Word lists go through the same normalisation as the text they are compared with."""
    return frozenset(normalize(w) for w in words)


@dataclass(frozen=True)
class Lexicon:
    """What one lookup searches for, in this order: whole words of the normalised text (`words`,
    or any word `word_test` accepts), then whole-word `phrases`, then `joined` anywhere in the
    text with its spaces removed (Korean, which recognisers space unpredictably)."""

    words: frozenset[str] = frozenset()
    word_test: Callable[[str], bool] | None = None
    phrases: tuple[str, ...] = ()
    joined: re.Pattern[str] | None = None

    def find(self, text: str) -> str | None:
        """The first hit in `text`, or None."""
        norm = normalize(text)
        for token in norm.split():
            if token in self.words or (self.word_test is not None and self.word_test(token)):
                return token
        padded = f" {norm} "
        for phrase in self.phrases:
            if f" {phrase} " in padded:
                return phrase
        found = self.joined.search(norm.replace(" ", "")) if self.joined is not None else None
        return found.group(0) if found else None


def _any_of(pieces: Iterable[str]) -> re.Pattern[str]:
    """A pattern matching any of `pieces` literally."""
    return re.compile("|".join(re.escape(piece) for piece in pieces))


# ------------------------------------------------------------------- stage 1a: negation
# English is matched as whole words (after normalisation), never as substrings: "no" must not
# fire inside "know"/"note", "not" not inside "nothing"/"knot". Words that are not a yes either
# ("nothing", "without", "instead", "later", "tomorrow") count as negations on purpose: a DENY costs
# one more sentence. Known price: idioms that mean yes — "no problem", "why not", "don't ask
# again" — are denied too; the user says it again another way.
EN_NEGATION_WORDS = _n(
    [
        "no", "nope", "nah", "nay", "not", "never", "neither", "nor", "none", "nothing",
        "nobody", "nowhere", "negative", "hold", "halt", "quit", "freeze", "don't", "dont",
        "doesn't", "doesnt", "didn't", "didnt", "won't", "wont", "can't", "cant", "cannot",
        "shouldn't", "shouldnt", "isn't", "isnt", "aren't", "arent", "wasn't", "wasnt",
        "wouldn't", "wouldnt", "haven't", "havent", "ain't", "aint", "mustn't", "mustnt",
        "without", "instead", "except", "later", "veto", "forbid", "forbidden", "prohibit",
        "tomorrow", "tonight", "afterwards", "afterward",
    ]
)  # fmt: skip
# Stems cover the inflections a recogniser writes: "stopped", "waiting", "cancelled".
EN_NEGATION_STEMS = ("stop", "wait", "cancel", "abort", "deny", "denied", "refus", "reject",
                     "declin")  # fmt: skip
EN_NEGATION_PHRASES = ("hang on", "hold on", "one sec", "one second", "one moment", "one minute",
                       "just a sec", "just a second", "just a moment", "just a minute",
                       "yeah right")  # fmt: skip

# Korean: 안 is the hard one. It is the everyday negation ("안 돼", "안돼", "실행 안 해"), but
# also a syllable of ordinary words (안녕, 안전, 안내, 보안, 동안, 미안). Recognisers drop Korean
# spaces ("하면안돼", "실행안해"), so matching only a free-standing or word-initial 안 would miss
# real negations, and an exception list (안전, 안내, ...) would hide "안 전송해" written as
# "안전송해". Trade-off chosen: the syllable 안 ANYWHERE is a negation. Replies that merely
# contain 안녕/안전/안내/보안/미안/동안 are denied and the user has to say them again; no real 안
# negation can slip through. The same reasoning applies to 않/못/없/싫/멈 (없: "필요 없어" is a
# no, so "문제없어" is denied too).
KO_NEGATION = re.compile(
    "|".join(
        [
            "안", "않", "못", "없", "싫", "멈", "아니", "아냐", "아뇨", "아녀", "아님", "아닌",
            "아닙", "지마", "지말", "말고", "말아", "말라", "잠깐", "잠시", "기다", "기달", "절대",
            "그만", "취소", "중지", "중단", "보류", "거부", "거절", "반대", "금지", "스톱", "스탑",
            "캔슬", "나중", "아직", "됐", "다음에(?!도)", "내일", "이따", "있다가", "모레",
        ]
    )
)  # fmt: skip
KO_NEGATION_WORDS = _n(["노", "노노", "노놉", "ㄴㄴ", "잠만"])  # too short to match inside words


NEGATIONS = Lexicon(
    words=EN_NEGATION_WORDS | KO_NEGATION_WORDS,
    word_test=lambda token: (
        token.endswith("n't")
        or re.fullmatch(r"no+|na+h+|nope+", token.replace("'", "")) is not None
        or token.replace("'", "").startswith(EN_NEGATION_STEMS)
    ),
    phrases=EN_NEGATION_PHRASES,
    joined=KO_NEGATION,
)


def find_negation(text: str) -> str | None:
    """The first negation word found, or None. Any hit means DENY."""
    return NEGATIONS.find(text)


# ---------------------------------------------------------------------- stage 1b: hedges
# Questions, doubt, conditions, "something else" and the usual sarcasm markers are not a yes.
# They end as UNCLEAR without asking the model, which reads almost any English sentence with a
# verb in it ("play some music", "oh yes, wipe my disk, love that") as an allow.
EN_HEDGE_WORDS = _n(
    [
        "maybe", "perhaps", "probably", "possibly", "guess", "think", "suppose", "unsure",
        "dunno", "idk", "whatever", "what", "what's", "whats", "which", "why", "how", "who",
        "where", "when", "huh", "pardon", "sorry", "again", "repeat", "if", "but", "though",
        "although", "unless", "wonder", "depends", "kinda", "sorta", "really", "seriously",
        "other", "another", "different", "else", "genius", "brilliant", "fantastic",
        "wonderful", "lovely",
    ]
)  # fmt: skip
EN_HEDGE_PHRASES = (
    "i'm fine", "im fine", "i am fine", "i'm good", "im good", "i am good",  # polite refusals
    "oh sure", "oh yes", "oh yeah", "oh great", "oh perfect", "great job", "nice job",
    "good job", "well done", "love that", "could go wrong", "thanks a lot",  # sarcasm
)  # fmt: skip
KO_HEDGE = re.compile(
    "|".join(
        [
            "글쎄", "모르", "몰라", "아마", "혹시", "뭐", "뭔", "뭘", "무슨", "무엇", "어떤",
            "어떻", "어때", "어떡", "왜", "누가", "누구", "언제(?!나)", "어디", "다시", "괜찮",
            "근데", "그런데", "하지만", "그렇지만", "만약", "만일", "으응", "다른", "딴",
            "퍽이나", "잘도", "잘한다", "잘하는", "지그래", "어련", "든가", "던가", "대단",
        ]
    )
)  # fmt: skip


HEDGES = Lexicon(
    words=EN_HEDGE_WORDS,
    word_test=lambda token: len(token) > 1 and token.endswith("까"),  # "할까": asking
    phrases=EN_HEDGE_PHRASES,
    joined=KO_HEDGE,
)


def find_hedge(text: str) -> str | None:
    """A question, doubt, condition or sarcasm marker, or None. A hit means UNCLEAR."""
    if "?" in unicodedata.normalize("NFKC", text):
        return "?"  # a recogniser writes "?" when it heard a question; "그래?" is not "그래"
    return HEDGES.find(text)


# -------------------------------------------------------------------- stage 2: keywords
# The utterance must be covered completely by these pieces (Korean pieces may run together,
# English ones are whole words). "yes" inside a longer sentence is not a clear answer: the
# sentence goes to the model.
KO_ALLOW = [
    "응", "웅", "엉", "네", "넵", "넹", "예", "예스", "그래", "그래요", "그럼", "그럼요", "좋아",
    "좋아요", "좋습니다", "좋지", "좋다", "좋네", "해", "해요", "해줘", "해줘요", "해주세요",
    "해라", "하세요", "하자", "해봐", "해도", "해도돼", "돼", "돼요", "됩니다", "되요", "줘",
    "주세요", "할게", "할게요", "합니다", "실행", "실행해", "실행시켜", "진행", "진행시켜",
    "돌려", "돌려줘", "돌려도", "써", "써도", "써줘", "오케이", "오키", "오케", "허용", "승인",
    "물론", "물론이지", "당연", "당연하지", "알았어", "알겠어", "알겠습니다", "콜", "고고", "ㅇㅇ",
    "ㅇㅋ", "확인", "예예", "네네", "응응",
]  # fmt: skip
KO_ALWAYS = [
    "항상", "늘", "앞으로", "앞으로도", "앞으로는", "언제나", "매번", "다음부터", "다음부터는",
    "다음에도", "이제부터", "이제부터는", "영원히", "계속허용", "쭉",
]  # fmt: skip
KO_FILLER = [
    "음", "어", "아", "으음", "흠", "그", "저", "자", "그거", "이거", "저거", "그것", "이것",
    "그냥", "일단", "좀", "빨리", "바로", "지금", "얼른", "명령", "명령어", "그대로", "요", "계속",
    "한번", "번", "이번", "이번만", "이번에는",
]  # fmt: skip
EN_ALLOW = [
    "yes", "yeah", "yea", "yep", "yup", "ya", "yah", "aye", "sure", "surely", "ok", "okay",
    "okey", "okie", "k", "kay", "alright", "fine", "good", "great", "perfect", "correct",
    "absolutely", "definitely", "certainly", "of course", "affirmative", "indeed", "go", "do",
    "run", "execute", "allow", "allowed", "approve", "approved", "confirm", "confirmed",
    "proceed", "accept", "accepted", "granted", "you can", "you may", "sounds good",
]  # fmt: skip
EN_ALWAYS = [
    "always", "every time", "everytime", "each time", "from now on", "remember",
    "permanently", "forever", "going forward", "in the future", "all the time",
]  # fmt: skip
EN_FILLER = [
    "um", "umm", "uh", "uhh", "er", "erm", "hmm", "hm", "mm", "ah", "oh", "well", "so", "then",
    "just", "please", "now", "it", "that", "that's", "thats", "this", "the", "command", "ahead",
    "on", "for", "let's", "lets", "i", "right away", "and", "once", "thing",
]  # fmt: skip


def _pieces() -> list[tuple[str, str]]:
    table: dict[str, str] = {}
    for kind, words in (
        ("filler", KO_FILLER + EN_FILLER),
        ("allow", KO_ALLOW + EN_ALLOW),
        ("always", KO_ALWAYS + EN_ALWAYS),
    ):
        for word in words:
            table[_compact_hangul(normalize(word))] = kind
    table[_compact_hangul(normalize("계속허용"))] = "always+allow"  # "계속 허용" is ALWAYS (seed)
    return sorted(table.items(), key=lambda item: -len(item[0]))


PIECES = _pieces()
_LATIN = re.compile(r"[a-z0-9']")


def parse_keywords(text: str) -> list[tuple[str, str]] | None:
    """Split the whole utterance into known (piece, kind) pairs, or None if any part is unknown."""
    s = _compact_hangul(normalize(text))

    @cache
    def at(i: int) -> tuple[tuple[str, str], ...] | None:
        while i < len(s) and s[i] == " ":
            i += 1
        if i == len(s):
            return ()
        for piece, kind in PIECES:
            end = i + len(piece)
            if not s.startswith(piece, i):
                continue
            if _LATIN.match(piece[-1]) and end < len(s) and _LATIN.match(s[end]):
                continue  # an English piece must end at a word boundary ("no" ≠ "know")
            if _LATIN.match(piece[0]) and i > 0 and _LATIN.match(s[i - 1]):
                continue
            rest = at(end)
            if rest is not None:
                return ((piece, kind), *rest)
        return None

    found = at(0)
    return None if found is None else list(found)


ALWAYS_MARKERS = Lexicon(
    # 늘 on its own or at the start of a word, not the 늘 of 오늘
    word_test=lambda token: re.search(rf"(?<![{_HANGUL}])늘", token) is not None,
    phrases=tuple(_n(EN_ALWAYS)),
    joined=_any_of(w for w in KO_ALWAYS if len(w) > 1),
)


def has_always_marker(text: str) -> bool:
    """Whether the words themselves ask for permanence (the model's ALWAYS needs this)."""
    return ALWAYS_MARKERS.find(text) is not None


# An approval cue: a word that says yes by itself. The model's allow only counts when the
# reply contains one — two independent signals must agree before anything runs. Without this
# gate the embedded 0.5B model allowed "play some music", "thank you very much" and "set a
# timer" (see E2 in the README); with it, it can only confirm replies like "yes run the backup
# script" or "그렇게 해" whose extra words the keyword stage did not know.
EN_CUES = _n(
    [
        "yes", "yeah", "yea", "yep", "yup", "ya", "yah", "aye", "sure", "ok", "okay", "okey",
        "alright", "go", "do", "run", "execute", "allow", "allowed", "approve", "approved",
        "confirm", "confirmed", "proceed", "accept", "accepted", "granted", "agree", "agreed",
        "fine", "absolutely", "definitely", "certainly", "permission",
    ]
)  # fmt: skip
EN_CUE_PHRASES = ("sounds good", "good to go", "all good", "of course", "you can", "you may",
                  "make it so", "fire away", "works for me")  # fmt: skip
KO_CUES = (
    "응", "그래", "좋아", "좋습", "좋지", "해도", "돼", "실행", "진행", "허용", "허락", "승인",
    "돌려", "써", "오케이", "물론", "당연", "알았", "알겠", "그렇게", "부탁", "고고",
)  # fmt: skip
KO_CUE_WORDS = _n(["네", "네네", "넵", "넹", "네요", "예", "예예", "예스", "응응", "ㅇㅇ", "ㅇㅋ"])


ALLOW_CUES = Lexicon(
    words=EN_CUES | KO_CUE_WORDS,  # 네 as a word, not the 네 of 네이버
    phrases=EN_CUE_PHRASES,
    joined=_any_of(KO_CUES),
)


def has_allow_cue(text: str) -> bool:
    """Whether a word that means yes on its own occurs anywhere in the reply."""
    return ALLOW_CUES.find(text) is not None
