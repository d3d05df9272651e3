"""V4 — classify a spoken approval reply, leaning hard to "no".

The costs are lopsided: hearing "no" as "yes" can run `rm`; hearing "yes" as "no" costs the
user one more sentence. So the stages only ever move towards *not* acting:

0. a whole reply that is an affirmative idiom holding a negation word ("no problem", "why not",
   "안 될 거 없지", with only fillers and approval words around it) → ALLOW; indifference
   ("상관없어") → UNCLEAR (`voice.idioms`: one extra word and it falls through to stage 1);
   a correction ("no wait, actually yes") → what follows its last marker, when that alone is a
   plain yes by the keyword stage;
1. negation first — any negation word anywhere (Korean or English) → DENY, no model asked;
   then hedges (questions, "maybe", "글쎄", "?") → UNCLEAR, no model asked;
2. keywords — an utterance made *only* of approval words and fillers → ALLOW, or ALWAYS when it
   also says "always"/"항상" (ALWAYS needs the allow word too: "항상" alone is not an answer);
3. the small local model, only for what is left; just a clear allow/always from it acts.
   Anything else, a malformed label, an exception or a timeout → UNCLEAR.

Given the question the reply answers, a yes to one that proposes *not* running the command
("… 지금 말고 다음 주에 할까요?") does not act (`voice.question_polarity`).

DENY and UNCLEAR both mean "do not run"; they differ only in what the assistant says next.
The words the stages look for are in `voice.lexicon`; the model judges in `llm.reply_judge`.
"""

from __future__ import annotations

import threading
import time
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any, Literal

from jarvis_voice.errors import describe
from jarvis_voice.llm.reply_judge import (
    ACTING,
    DEFAULT_TIMEOUT_S,
    LABELS,
    Decision,
    ModelJudge,
    make_judge,
)
from jarvis_voice.voice.idioms import find_indifference, find_yes_idiom
from jarvis_voice.voice.lexicon import (
    after_correction,
    find_hedge,
    find_negation,
    has_allow_cue,
    has_always_marker,
    normalize,
    parse_keywords,
)
from jarvis_voice.voice.question_polarity import (
    after_refusing_the_proposal,
    proposes_not_running,
    refuses_the_proposal,
)

if TYPE_CHECKING:
    from jarvis_voice.config import LLMSettings, VoiceSettings

Stage = Literal["keyword", "model"]


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


def keyword_stage(text: str) -> tuple[Decision | None, str]:
    """Stages 0 to 2: a decision and its reason, or (None, reason) for the model to judge."""
    if not normalize(text):
        return "unclear", "nothing was said"
    idiom = find_yes_idiom(text)
    if idiom:
        return "allow", f"affirmative idiom {idiom!r}"
    corrected = after_correction(text)
    if corrected is not None and "?" not in text:
        # "no wait, actually yes": the correction is the answer when it is a plain yes on its
        # own (approval words only); anything else falls through, where a negation still wins
        decision, _ = keyword_stage(corrected)
        if decision in ("allow", "always"):
            return decision, f"corrected to {corrected!r}"
    indifferent = find_indifference(text)
    if indifferent:
        return "unclear", f"indifferent {indifferent!r}: neither yes nor no"
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
    if "soft" in kinds:
        return "unclear", "'괜찮아' alone is as often a polite no as a yes"
    return "unclear", "only filler sounds"


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

    def classify(self, text: str, question: str = "") -> Classification:
        """The reply's decision; given the question it answers, a yes to one that proposes not
        running the command (`voice.question_polarity`) does not act."""
        decided = self._classify(text)
        if not proposes_not_running(question):
            return decided
        # (a reply that already acts counts only the Korean scorn of the proposal as its no:
        # 「미루긴 뭘 미뤄 지금 올려」 to 「… 미룰까요?」, fresh28; never "no problem, …")
        rest = after_refusing_the_proposal(text, scorn_only=decided.acts)
        if rest is not None:
            # a no to not running it, then an order that acts alone (fresh26)
            ordered = self._classify(rest)
            if ordered.acts:
                return Classification(
                    "allow", ordered.stage, decided.ms + ordered.ms, ordered.label,
                    reason=f"no to a question proposing not running it, then {ordered.reason}",
                )  # fmt: skip
        if decided.acts and refuses_the_proposal(text):
            return decided  # 「풀코스로 가 하나도 빼지 말고」 to 「… 건너뛸까요?」 (fresh45)
        if decided.acts:
            return Classification(
                "unclear", decided.stage, decided.ms, decided.label,
                reason=f"{decided.reason}; but the question proposed not running it",
            )  # fmt: skip
        return decided

    def _classify(self, text: str) -> Classification:
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
