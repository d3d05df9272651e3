"""V4 — classify a spoken approval reply, leaning hard to "no".

The costs are lopsided: hearing "no" as "yes" can run `rm`; hearing "yes" as "no" costs the
user one more sentence. So the stages only ever move towards *not* acting:

1. negation first — any negation word anywhere (Korean or English) → DENY, no model asked;
   then hedges (questions, "maybe", "글쎄", "?") → UNCLEAR, no model asked;
2. keywords — an utterance made *only* of approval words and fillers → ALLOW, or ALWAYS when it
   also says "always"/"항상" (ALWAYS needs the allow word too: "항상" alone is not an answer);
3. the small local model, only for what is left; just a clear allow/always from it acts.
   Anything else, a malformed label, an exception or a timeout → UNCLEAR.

DENY and UNCLEAR both mean "do not run"; they differ only in what the assistant says next.
"""

from __future__ import annotations

import json
import re
import threading
import time
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, Protocol

from jarvis_voice.errors import BackendError, describe

if TYPE_CHECKING:
    from jarvis_voice.config import LLMSettings, VoiceSettings

Decision = Literal["allow", "always", "deny", "unclear"]
Stage = Literal["keyword", "model"]
LABELS: tuple[Decision, ...] = ("allow", "always", "deny", "unclear")
ACTING: frozenset[str] = frozenset({"allow", "always"})
DEFAULT_TIMEOUT_S = 15.0


@dataclass(frozen=True)
class Classification:
    """What was decided, by which stage, in how many milliseconds, and why."""

    decision: Decision
    stage: Stage
    ms: float
    label: str | None = None  # the model's own answer, when it was asked
    reason: str = ""

    @property
    def acts(self) -> bool:
        """Only allow/always run the tool; deny and unclear do not."""
        return self.decision in ACTING

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


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


def find_negation(text: str) -> str | None:
    """The first negation word found, or None. Any hit means DENY."""
    norm = normalize(text)
    tokens = norm.split()
    for token in tokens:
        bare = token.replace("'", "")
        if (
            token in EN_NEGATION_WORDS
            or token.endswith("n't")
            or re.fullmatch(r"no+|na+h+|nope+", bare)
            or bare.startswith(EN_NEGATION_STEMS)
            or token in KO_NEGATION_WORDS
        ):
            return token
    padded = f" {' '.join(tokens)} "
    for phrase in EN_NEGATION_PHRASES:
        if f" {phrase} " in padded:
            return phrase
    found = KO_NEGATION.search(norm.replace(" ", ""))
    return found.group(0) if found else None


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


def find_hedge(text: str) -> str | None:
    """A question, doubt, condition or sarcasm marker, or None. A hit means UNCLEAR."""
    if "?" in unicodedata.normalize("NFKC", text):
        return "?"  # a recogniser writes "?" when it heard a question; "그래?" is not "그래"
    norm = normalize(text)
    for token in norm.split():
        if token in EN_HEDGE_WORDS:
            return token
        if len(token) > 1 and token.endswith("까"):  # "할까", "될까": asking, not answering
            return token
    padded = f" {norm} "
    for phrase in EN_HEDGE_PHRASES:
        if f" {phrase} " in padded:
            return phrase
    found = KO_HEDGE.search(norm.replace(" ", ""))
    return found.group(0) if found else None


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


def keyword_stage(text: str) -> tuple[Decision | None, str]:
    """Stages 1 and 2: a decision and its reason, or (None, reason) for the model to judge."""
    if not normalize(text):
        return "unclear", "nothing was said"
    negation = find_negation(text)
    if negation:
        return "deny", f"negation {negation!r}"
    hedge = find_hedge(text)
    if hedge:
        return "unclear", f"question or doubt {hedge!r}"
    parsed = parse_keywords(text)
    if parsed is None:
        return None, "not only approval words"
    kinds = {kind for _, kind in parsed}
    allow = bool(kinds & {"allow", "always+allow"})
    always = bool(kinds & {"always", "always+allow"})
    if allow and always:
        return "always", "approval and 'always' words only"
    if allow:
        return "allow", "approval words only"
    if always:
        return "unclear", "'always' without an approval word"
    return "unclear", "only filler sounds"


def has_always_marker(text: str) -> bool:
    """Whether the words themselves ask for permanence (the model's ALWAYS needs this)."""
    norm = normalize(text)
    padded = f" {norm} "
    if any(f" {w} " in padded for w in _n(EN_ALWAYS)):
        return True
    compact = norm.replace(" ", "")
    if any(w in compact for w in KO_ALWAYS if len(w) > 1):
        return True
    return re.search(rf"(?<![{_HANGUL}])늘", norm) is not None  # 늘, not the 늘 of 오늘


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


def has_allow_cue(text: str) -> bool:
    """Whether a word that means yes on its own occurs anywhere in the reply."""
    norm = normalize(text)
    if set(norm.split()) & (EN_CUES | KO_CUE_WORDS):  # 네 as a word, not the 네 of 네이버
        return True
    padded = f" {norm} "
    if any(f" {phrase} " in padded for phrase in EN_CUE_PHRASES):
        return True
    compact = norm.replace(" ", "")
    return any(cue in compact for cue in KO_CUES)


# ---------------------------------------------------------------------- stage 3: model
class ModelJudge(Protocol):
    """Asked only about text the keywords did not decide; returns a label (ideally one of
    LABELS). Anything else it returns, or raises, counts as unclear."""

    name: str

    def judge(self, text: str) -> str: ...


LABEL_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"label": {"type": "string", "enum": list(LABELS)}},
    "required": ["label"],
    "additionalProperties": False,
}
# Ollama models also give a confidence; an allow below `classifier_min_confidence` is no allow.
# The embedded 0.5B model is asked for the label only: measured, it just copied the few-shot
# confidence (0.9 on every allow, the wrong ones included) and it cost 6 more tokens.
CONFIDENT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "label": {"type": "string", "enum": list(LABELS)},
        "confidence": {"type": "number", "minimum": 0, "maximum": 1},
    },
    "required": ["label", "confidence"],
    "additionalProperties": False,
}

SYSTEM_PROMPT = (
    'The assistant asked the user: "May I run this command now?" The user answered by voice '
    "(Korean or English, speech recognition may have mistakes). Label the answer:\n"
    "- allow: a clear yes to running it now.\n"
    "- always: a clear yes, and also allow it every time from now on.\n"
    "- deny: no, stop, wait, not now.\n"
    "- unclear: anything else: a question, doubt, a condition, sarcasm, filler sounds, or "
    "words about something else.\n"
    "Only a clear yes is allow. If you are not sure, answer unclear.\n"
    "사용자가 명령 실행을 분명히 허락할 때만 allow 이고, 애매하면 unclear 다."
)

# Few-shot turns: shapes the keyword stage leaves undecided; none is in the E2 sets. No deny
# turn on purpose: with two deny turns added the model alone (E2 --no-keywords) got more labels
# right (0.74 vs 0.57) but started to allow "잠깐만 기다려" from the SPEC's twelve. The model
# never sees a negation in real use, so the variant that keeps the SPEC set at 0 won.
FEW_SHOT: tuple[tuple[str, Decision], ...] = (
    ("sounds good, go on", "allow"),
    ("그렇게 하세요", "allow"),
    ("the music is too loud", "unclear"),
    ("yes and remember it for next time", "always"),
    ("음 그 파일이 어디 있더라", "unclear"),
    ("please delete everything, what a brilliant plan", "unclear"),
    ("그래 실행시켜 줘 빨리", "allow"),
    ("open the browser", "unclear"),
    ("이런 건 앞으로 다 허락할게", "always"),
    ("저녁 메뉴 추천해 줘", "unclear"),
)


def judge_messages(text: str) -> list[dict[str, str]]:
    """System prompt, few-shot turns (a fixed prefix the backend can cache), the reply."""
    messages = [{"role": "system", "content": SYSTEM_PROMPT}]
    for reply, label in FEW_SHOT:
        messages.append({"role": "user", "content": _reply_line(reply)})
        messages.append({"role": "assistant", "content": json.dumps({"label": label})})
    messages.append({"role": "user", "content": _reply_line(text)})
    return messages


def _reply_line(text: str) -> str:
    return f"Answer: {' '.join(text.split())}"


def _label_from(data: Mapping[str, Any] | Any) -> str:
    if isinstance(data, Mapping):
        label = data.get("label")
        if isinstance(label, str):
            return label
    return f"malformed: {str(data)[:60]}"


class EmbeddedJudge:
    """The in-process llama.cpp model (`EmbeddedBackend.complete_json`), grammar-constrained."""

    def __init__(self, backend: Any, *, max_tokens: int = 16) -> None:
        self.backend = backend
        self.name = f"{getattr(backend, 'name', 'embedded')}"
        self.max_tokens = max_tokens

    def warm_up(self) -> None:
        """Load the model and cache the prompt prefix, so the first judgement is fast."""
        self.backend.complete_json(judge_messages("네"), LABEL_SCHEMA, self.max_tokens)

    def judge(self, text: str) -> str:
        data = self.backend.complete_json(judge_messages(text), LABEL_SCHEMA, self.max_tokens)
        return _label_from(data)


class OllamaJudge:
    """An Ollama model, its output forced into the label schema with `format=`."""

    def __init__(
        self,
        model: str,
        host: str = "http://127.0.0.1:11434",
        *,
        min_confidence: float = 0.8,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        client: Any = None,
    ) -> None:
        import ollama

        self.model = model
        self.host = host
        self.name = f"ollama:{model}"
        self.min_confidence = min_confidence
        self._client = client or ollama.Client(host=host, timeout=timeout_s)

    def judge(self, text: str) -> str:
        import httpx
        import ollama

        try:
            response = self._client.chat(
                model=self.model,
                messages=judge_messages(text),
                format=CONFIDENT_SCHEMA,
                options={"temperature": 0, "num_predict": 32},
            )
        except ConnectionError as exc:
            raise BackendError(f"cannot reach the Ollama server at {self.host}") from exc
        except ollama.ResponseError as exc:
            raise BackendError(
                f"the Ollama server at {self.host} answered {exc.status_code}: "
                f"{' '.join(str(exc.error).split())}"
            ) from exc
        except httpx.HTTPError as exc:
            raise BackendError(f"talking to the Ollama server at {self.host} failed") from exc
        content = response.message.content or ""
        try:
            data = json.loads(content)
        except json.JSONDecodeError:
            return f"malformed: {content[:60]}"
        label = _label_from(data)
        confidence = data.get("confidence") if isinstance(data, dict) else None
        if label in ACTING and (
            not isinstance(confidence, int | float) or confidence < self.min_confidence
        ):
            # Not one of LABELS, so the classifier treats it as unclear and keeps it to show.
            return f"{label} (confidence {confidence} < {self.min_confidence:g})"
        return label


def make_judge(voice: VoiceSettings, llm: LLMSettings, *, backend: Any = None) -> ModelJudge | None:
    """The judge named by `voice.classifier`; None for "keywords" (undecided → unclear).

    Pass the agent's own EmbeddedBackend as `backend` to share one loaded model.
    """
    if voice.classifier == "keywords":
        return None
    if voice.classifier == "ollama":
        return OllamaJudge(
            voice.classifier_model or llm.ollama_model,
            llm.ollama_host,
            min_confidence=voice.classifier_min_confidence,
        )
    if backend is None or not hasattr(backend, "complete_json"):
        from jarvis_voice.llm.factory import make_backend

        settings = llm.model_copy(update={"backend": "embedded"})
        if voice.classifier_model:
            settings = settings.model_copy(update={"embedded_model": voice.classifier_model})
        backend = make_backend(settings)
    return EmbeddedJudge(backend)


# --------------------------------------------------------------------------- classifier
class ReplyClassifier:
    """The three stages in order. Thread-safe as long as the judge is."""

    def __init__(self, judge: ModelJudge | None = None, *, timeout_s: float = DEFAULT_TIMEOUT_S):
        self.judge = judge
        self.timeout_s = timeout_s
        self._warm = False

    @classmethod
    def from_settings(
        cls, voice: VoiceSettings, llm: LLMSettings, *, backend: Any = None
    ) -> ReplyClassifier:
        return cls(make_judge(voice, llm, backend=backend))

    def warm_up(self) -> None:
        """Load the model now (outside any timeout); later calls only pay for the reply."""
        if self.judge is not None and not self._warm:
            warm = getattr(self.judge, "warm_up", None)
            if callable(warm):
                warm()
            self._warm = True

    def classify(self, text: str) -> Classification:
        started = time.perf_counter()
        decision, reason = keyword_stage(text)
        if decision is not None:
            return Classification(decision, "keyword", _ms(started), reason=reason)
        if self.judge is None:
            return Classification("unclear", "keyword", _ms(started), reason=f"{reason}; no model")
        return self._model_stage(text, started, post_rules=True)

    def model_only(self, text: str) -> Classification:
        """What the model alone would decide (experiment E2 --no-keywords). Never use this to
        approve anything: it skips the negation stage."""
        started = time.perf_counter()
        if self.judge is None:
            return Classification("unclear", "model", _ms(started), reason="no model")
        return self._model_stage(text, started, post_rules=False)

    def _model_stage(self, text: str, started: float, *, post_rules: bool) -> Classification:
        try:
            warming = time.perf_counter()
            self.warm_up()
            started += time.perf_counter() - warming  # loading the model is not this reply's cost
            label = self._ask(text)
        except Exception as exc:  # any failure of the model is a "not sure", never a yes
            detail = describe(exc)[:120]
            return Classification(
                "unclear", "model", _ms(started), reason=f"model failed: {detail}"
            )
        clean = label.strip().lower()
        if clean not in LABELS:
            return Classification(
                "unclear", "model", _ms(started), label=label, reason="model gave no clear label"
            )
        decision: Decision = clean
        reason = f"model said {clean}"
        if post_rules and decision in ACTING:
            if not has_allow_cue(text):
                decision, reason = "unclear", f"model said {clean}, but no approval word was said"
            elif decision == "always" and not has_always_marker(text):
                # Remembering a rule is riskier than one run: the words themselves must say
                # "always" ("앞으로도 계속 해도 돼"); otherwise it is a one-time allow.
                decision, reason = "allow", "model said always, but no 'always' word: allow once"
        return Classification(decision, "model", _ms(started), label=label, reason=reason)

    def _ask(self, text: str) -> str:
        """judge(text) in a worker thread, bounded by timeout_s (a hung model is a no)."""
        judge = self.judge
        assert judge is not None
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["label"] = judge.judge(text)
            except BaseException as exc:
                box["error"] = exc

        worker = threading.Thread(target=run, name="reply-classifier", daemon=True)
        worker.start()
        worker.join(self.timeout_s)
        if worker.is_alive():
            raise TimeoutError(f"no label within {self.timeout_s:g} s")
        if "error" in box:
            raise box["error"]
        label = box.get("label")
        return label if isinstance(label, str) else f"malformed: {label!r}"[:80]


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 1)
