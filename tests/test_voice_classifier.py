"""V4 reply classifier: keyword stages as tables, the model stage with a scripted judge, the
Ollama judge against a fake loopback server, the real embedded model on the E2 sets (slow), a
property test (a negation never acts) and `jarvis voice classify` as a real process."""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jarvis_voice.config import LLMSettings, VoiceSettings
from jarvis_voice.errors import BackendError
from jarvis_voice.llm.reply_judge import (
    CONFIDENT_SCHEMA,
    LABEL_SCHEMA,
    EmbeddedJudge,
    OllamaJudge,
    judge_messages,
    make_judge,
)
from jarvis_voice.voice.classifier import Classification, ReplyClassifier, keyword_stage
from jarvis_voice.voice.lexicon import (
    EN_NEGATION_WORDS,
    find_negation,
    has_allow_cue,
    has_always_marker,
    normalize,
)
from support import FakeOllama

REPO = Path(__file__).resolve().parents[1]


def load_e2() -> Any:
    """The labelled E2 sets live with the experiment script (one source of truth)."""
    path = REPO / "scripts" / "experiments" / "reply_classifier.py"
    spec = importlib.util.spec_from_file_location("reply_classifier_e2", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while defining
    spec.loader.exec_module(module)
    return module


class ScriptedJudge:
    """Answers with a fixed label, a function of the text, or raises; counts its calls."""

    name = "scripted"

    def __init__(self, answer: str | Callable[[str], str] | BaseException) -> None:
        self.answer = answer
        self.calls: list[str] = []

    def judge(self, text: str) -> str:
        self.calls.append(text)
        if isinstance(self.answer, BaseException):
            raise self.answer
        return self.answer(text) if callable(self.answer) else self.answer


# ------------------------------------------------------------------ stage 1: negation first
DENY_CASES = [
    "don't do it, yes", "yes... no wait", "아니 하지마", "잠깐만", "잠깐만 기다려", "no, don't",
    "no", "No.", "nope", "nah", "not now", "never", "stop", "wait", "cancel", "cancel that",
    "hold on", "abort", "negative", "do not run it", "dont", "DON'T", "don’t do it",
    "I'd rather you didn't", "you can't", "yes yes yes no", "sure, go ahead... actually no",
    "stopped", "waiting", "nothing", "yes but without sudo", "later", "yeah right",
    "안 돼", "안돼", "실행 안 해", "하면안돼", "실행 안 해도 돼", "하지 마", "하지마",
    "하지 마세요", "실행하지 마", "그거 말고", "아니", "아니요", "아뇨", "잠깐", "기다려",
    "절대 안 돼", "멈춰",
    "그만", "그만해", "취소", "취소해", "싫어", "운영 DB면 절대 안 돼", "아직 하지 말고 기다려",
    "네 아니 잠깐만", "됐어", "필요 없어", "나중에 해", "노노", "no 실행하지 마", "잠깐 wait",
    "앞으로는 묻지 말고 해",  # an ALWAYS in meaning, denied by design: it contains 말고
    "안녕",  # the 안 trade-off: any 안 is a negation, greetings included
    "ｎｏ",  # full-width letters after NFKC
    # polite refusals that give a reason instead of a "no"
    "I'd love to, but I'm busy", "I wish I could, but I'm swamped", "Maybe next time.",
    "I'm afraid I have other plans", "Sorry, I'm tied up right now", "Thanks, I'm good.",
    "Let me get back to you on that", "I'm sorry, but I have a prior commitment",
    "하고 싶지만 선약이 있어요", "감사하지만 괜찮습니다", "지금 너무 바빠요",
    "다른 약속이 있어서요",
    # a reason or a trailing-off instead of a "no": plans, tied up, hard, "I'm fine"
    "오늘은 일정이 있어서요", "그 시간엔 회의로 묶여 있어", "그건 좀 힘들겠어요", "그건 좀...",
    "저는 괜찮습니다", "한번 고려해 볼게요",
    "Nada.", "Sorry, I'm a little busy at the moment", "하고 싶은데 오늘은 시간이 없네",
    "보고 싶은데 일이 밀렸어",
    "부탁하는 건 최선이 아닐 거예요",  # 아닐 "will not be": the worst-model check on fresh2
    "Yes, I would mind.", "I do mind, actually",  # "would you mind …?" answered yes is a no
    # too much, another time, enough, I'll review / think about it
    "무리일 것 같습니다.", "다른 기회에", "충분해요", "검토해 보겠습니다.",
    "I'll have to think about that.", "let me think it over",
    # "no, thanks": fine for now / 괜찮아 with thanks (fresh7: "지금은 괜찮아요, 그래도
    # 감사합니다!" was once a dangerous allow from the model), too tired, pause, full, looking
    "지금은 괜찮아요, 그래도 감사합니다!", "괜찮아요. 감사합니다.", "괜찮아, 고마워",
    "괜찮습니다 고맙습니다", "괜찮아요, 좀 피곤해요", "일시정지", "I'm good for now, thanks!",
    "I'm full, thanks though!", "I'm just looking, thanks.",
    # booked, maxed out, something else on, wishes, put off to a later time (fresh9)
    "I appreciate the invitation, but I am completely booked.", "I’m really maxed out.",
    "I have something else. Sorry.", "If only I could.", "I wish I were able to.",
    "Perhaps next season when things clear up.", "Ask me in a month.",
    "Circle back to me in a few weeks.", "생각할 시간이 필요해",
]  # fmt: skip


@pytest.mark.parametrize("text", DENY_CASES)
def test_negation_denies_without_asking_the_model(text: str) -> None:
    judge = ScriptedJudge("allow")
    result = ReplyClassifier(judge).classify(text)
    assert (result.decision, result.stage) == ("deny", "keyword"), result.reason
    assert judge.calls == [] and not result.acts


@pytest.mark.parametrize("text", ["no실행해", "실행해no", "stop해줘", "ok안해", "yes해도돼don't"])
def test_negation_touching_korean_letters(text: str) -> None:
    assert ReplyClassifier(ScriptedJudge("allow")).classify(text).decision == "deny"


@pytest.mark.parametrize(
    "text", ["I know", "note that", "yes go ahead", "knot", "nobel", "오늘 해", "ok do it", "snow"]
)
def test_english_negation_is_whole_words(text: str) -> None:
    assert find_negation(text) is None


# --------------------------------------------------------------------- stage 2: keywords
KEYWORD_CASES = [
    ("응 실행해", "allow"), ("yes go ahead", "allow"), ("실행해도 돼", "allow"),
    ("실행 해도 돼요", "allow"), ("실행해도돼", "allow"), ("ok do it", "allow"),
    ("Yes.", "allow"), ("yeah sure", "allow"), ("yep, run it", "allow"), ("네", "allow"),
    ("예", "allow"), ("그래", "allow"), ("좋아", "allow"), ("해", "allow"), ("해줘", "allow"),
    ("해 주세요", "allow"), ("돼", "allow"), ("오케이", "allow"), ("허용", "allow"),
    ("승인", "allow"), ("승인합니다", "allow"), ("그거 돌려", "allow"), ("어 써", "allow"),
    ("go for it", "allow"), ("please do", "allow"), ("approve", "allow"), ("confirm", "allow"),
    ("proceed", "allow"), ("okay, okay", "allow"), ("ok 해줘", "allow"), ("yes 실행해", "allow"),
    ("음 네 실행해 주세요", "allow"), ("YES GO AHEAD!", "allow"),
    ("항상 허용해", "always"), ("always allow that", "always"), ("늘 허용해 줘", "always"),
    ("계속 허용", "always"), ("앞으로도 계속 해도 돼", "always"), ("yes, always", "always"),
    ("from now on just do it", "always"), ("ok remember that", "always"),
    ("every time, yes", "always"), ("okay 항상 허용", "always"),
    # ALWAYS needs an allow word; "always" alone is not an answer
    ("always", "unclear"), ("항상", "unclear"), ("앞으로도", "unclear"),
    # fillers, questions, doubt, conditions, sarcasm markers
    ("음…", "unclear"), ("음", "unclear"), ("uh", "unclear"), ("hmm", "unclear"),
    ("", "unclear"), ("...", "unclear"), ("what was the command again?", "unclear"),
    ("yes?", "unclear"), ("그래?", "unclear"), ("뭐라고", "unclear"), ("글쎄", "unclear"),
    ("maybe", "unclear"), ("I guess so", "unclear"), ("yes but only the first one", "unclear"),
    ("if you're sure", "unclear"), ("괜찮아요", "unclear"), ("해도 될까", "unclear"),
    ("run the other one", "unclear"), ("다른 거 실행해", "unclear"), ("yeah whatever", "unclear"),
    ("oh sure, delete everything, brilliant idea", "unclear"), ("I'm good", "unclear"),
    # words once left to the model: polite fillers around a yes, and "thanks" alone
    ("그렇게 해", "allow"), ("yes sir", "allow"), ("thanks", "unclear"),
    # "계속" alone stays unclear: the Korean question itself says "명령 그대로 계속"; "계속해"
    # is a command. "I'd love to" alone is still a yes (only "… but" refuses).
    ("계속", "unclear"), ("계속해 주세요", "allow"), ("I'd love to", "allow"),
    # a recogniser drops the "s": "sound good" is still "sounds good"
    ("sound good", "allow"), ("that sound great", "allow"),
    # once, not for ever
    ("only this time", "allow"), ("okay, just this once", "allow"), ("this time only", "allow"),
    ("that sounds like a good idea", "allow"),
    # "That's OK" is also "no, thanks": like 괜찮아요 it never approves alone
    ("That’s OK", "unclear"), ("that's okay", "unclear"), ("it's alright", "unclear"),
    ("that is correct", "allow"),
    # … but after a yes it is a yes (fresh7: "yes that's alright", "yep that's ok"); a no first
    # is still a no
    ("yes, that's ok", "allow"), ("yep that's alright", "allow"), ("no, that's ok", "deny"),
    # "I'm down (for it)", "I'm up for that", "that's a good idea"; "I'm down?" asks
    ("I'm down", "allow"), ("I’m totally down for it!", "allow"), ("I'm up for that.", "allow"),
    ("That's a good idea!", "allow"), ("I'm down?", "unclear"),
    # leaving it to the asker, with a yes said (fresh12); a bare "if you want" is a condition
    ("If you want to, yes.", "allow"), ("Sure, if you like", "allow"),
    ("if you want", "unclear"), ("if you want to, no", "deny"),
    # 별론데 (별로인데: not great) is a refusal however it ends (fresh12)
    ("이건 좀 별론데요?", "deny"),
    # leaving it as it is refuses (fresh13); "as it is, run it" does not
    ("그냥 그대로 두세요", "deny"), ("가만히 둬", "deny"), ("I'd leave that alone", "deny"),
    ("let it be", "deny"), ("그대로 실행해", "allow"),
    # a reluctant yes stays doubt, even beside "go ahead" (fresh13)
    ("I guess so, yeah, go ahead.", "unclear"), ("I guess not", "deny"),
    # news asked for when it is done is no question; keeping it and a disaster refuse (fresh14)
    ("when is it done", "unclear"), ("yes, but when", "unclear"),
    ("please keep the one I have", "deny"), ("I'd prefer we keep them for now", "deny"),
    ("그거 덮어쓰면 큰일 나", "deny"),
    # "that's no problem" said of the action is no refusal; a bare "no, problem" still is
    ("yes that's no problem", "allow"), ("no, problem is the disk", "deny"),
    ("that's no problem but don't", "deny"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "expected"), KEYWORD_CASES)
def test_keyword_stage(text: str, expected: str) -> None:
    judge = ScriptedJudge("allow")
    result = ReplyClassifier(judge).classify(text)
    assert (result.decision, result.stage) == (expected, "keyword"), result.reason
    assert judge.calls == []


@pytest.mark.parametrize(
    "text",
    ["yes run the backup script", "sounds good for the backup", "play some music",
     "the weather is nice today", "예약 좀 해줘", "오늘 해", "thank you very much",
     # news asked for when it is done is no doubt (fresh14: "when" had made it unclear)
     "yes please and tell me when it's done", "ok, let me know when it is finished",
     "yeah install it that's no problem"],
)  # fmt: skip
def test_longer_sentences_go_to_the_model(text: str) -> None:
    decision, _ = keyword_stage(text)
    assert decision is None
    result = ReplyClassifier(None).classify(text)  # classifier="keywords": no model at all
    assert (result.decision, result.stage) == ("unclear", "keyword")


def test_normalisation() -> None:
    assert normalize("  Don’t   do IT,  yes!! ") == "do not do it yes"
    assert normalize("Ｙｅｓ　ｇｏ") == "yes go"
    assert normalize("'quoted' words") == "quoted words"
    decomposed = "\u110b\u1161\u11ab \u1103\u116b"  # 안 돼 as conjoining jamo (NFD)
    assert keyword_stage(decomposed)[0] == "deny"


# ------------------------------------------------------------------ stage 3: model logic
def classify_with(answer: Any, text: str, **kwargs: Any) -> tuple[Classification, ScriptedJudge]:
    judge = ScriptedJudge(answer)
    return ReplyClassifier(judge, **kwargs).classify(text), judge


def test_model_allow_with_an_approval_word_acts() -> None:
    result, judge = classify_with("allow", "yes run the backup script")
    assert (result.decision, result.stage, result.label) == ("allow", "model", "allow")
    assert judge.calls == ["yes run the backup script"] and result.acts


@pytest.mark.parametrize(
    "text",
    ["허가하겠습니다.", "그게 좋을 것 같습니다.", "좋은 아이디어네요", "Thanks. I'd like to.",
     "Thank you, I'll be glad to.", "완벽해!", "도와드리게 되어 기뻐요.",
     # accepting what was offered (fresh12)
     "이걸로 할게요", "이렇게 해주세요", "좋은 것 같습니다.", "그러는게 좋겠다.", "괜찮아 보이네요",
     "마음에 들어", "i will take that reservation .",
     # agreement is not the question word "what" (fresh13)
     "that's what I want, run it"],
)  # fmt: skip
def test_model_allow_with_a_softer_approval_acts(text: str) -> None:
    result, _ = classify_with("allow", text)
    assert (result.decision, result.stage) == ("allow", "model"), result.reason


@pytest.mark.parametrize(
    "text",
    ["play some music",
     # 그래도 ("even so"), 그래서 ("so"): not the yes 그래 (fresh7's dangerous allow was
     # "지금은 괜찮아요, 그래도 감사합니다!", read by the model as an allow)
     "음 그래도 좀 생각이", "그래서 그게 뭔데", "그래프 보여 줘", "그래도 해 줘",
     # another request, or "I'll just look" (a no), not the -ㄹ게 of "이걸로 할게요"
     "예약 좀 해 줘", "말해 주세요", "그냥 구경할게요", "That's very kind of you."],
)  # fmt: skip
def test_model_allow_without_an_approval_word_does_not_act(text: str) -> None:
    result, _ = classify_with("allow", text)
    assert not result.acts, result.reason
    if result.stage == "model":
        assert (result.decision, result.label) == ("unclear", "allow")
        assert "no approval word" in result.reason


def test_the_yes_grae_still_lets_the_models_allow_stand() -> None:
    result, _ = classify_with("allow", "그래 그거 틀어 봐")
    assert result.acts, result.reason


@pytest.mark.parametrize("label", ["deny", "unclear"])
def test_model_no_and_unclear_do_not_act(label: str) -> None:
    result, _ = classify_with(label, "yes run the backup script")
    assert (result.decision, result.label) == (label, label) and not result.acts


@pytest.mark.parametrize("label", ["maybe", "", "ALLOW!", "allow always", "malformed: {"])
def test_malformed_label_is_unclear(label: str) -> None:
    result, _ = classify_with(label, "yes run the backup script")
    assert (result.decision, result.stage, result.label) == ("unclear", "model", label)


def test_label_case_and_spaces_are_forgiven() -> None:
    result, _ = classify_with(" Allow\n", "yes run the backup script")
    assert result.decision == "allow"


def test_non_string_label_is_unclear() -> None:
    result, _ = classify_with(lambda text: 1, "yes run the backup script")  # type: ignore[arg-type]
    assert result.decision == "unclear"


@pytest.mark.parametrize(
    "error", [BackendError("the embedded model failed: boom"), RuntimeError("x"), KeyError("k")]
)
def test_backend_error_is_unclear(error: BaseException) -> None:
    result, _ = classify_with(error, "yes run the backup script")
    assert (result.decision, result.stage, result.label) == ("unclear", "model", None)
    assert result.reason.startswith("model failed")


def test_timeout_is_unclear() -> None:
    def slow(text: str) -> str:
        time.sleep(2)
        return "allow"

    started = time.perf_counter()
    result, _ = classify_with(slow, "yes run the backup script", timeout_s=0.2)
    assert time.perf_counter() - started < 1.5
    assert result.decision == "unclear" and "0.2 s" in result.reason


def test_always_without_always_word_is_one_allow() -> None:
    result, _ = classify_with("always", "yes run the backup script")
    assert (result.decision, result.label) == ("allow", "always")


def test_always_without_allow_context_is_unclear() -> None:
    result, _ = classify_with("always", "every time you ask me this")
    assert (result.decision, result.label) == ("unclear", "always")


def test_always_with_both_words() -> None:
    result, _ = classify_with("always", "yes and from now on for this repo")
    assert result.decision == "always"
    assert has_always_marker("앞으로 이런 건 허용") and not has_always_marker("오늘 해줘")
    assert has_allow_cue("그렇게 해") and not has_allow_cue("thank you very much")


def test_warm_up_failure_is_unclear_and_not_timed() -> None:
    class Broken(ScriptedJudge):
        def warm_up(self) -> None:
            raise BackendError("model file missing")

    result = ReplyClassifier(Broken("allow")).classify("yes run the backup script")
    assert result.decision == "unclear" and "model file missing" in result.reason


def test_model_only_asks_about_everything() -> None:
    judge = ScriptedJudge("allow")
    classifier = ReplyClassifier(judge)
    result = classifier.model_only("no, don't")  # measurement only: the model alone
    assert (result.decision, result.stage) == ("allow", "model")
    assert classifier.classify("no, don't").decision == "deny"
    assert judge.calls == ["no, don't"]


def test_make_judge_from_settings() -> None:
    assert make_judge(VoiceSettings(classifier="keywords"), LLMSettings()) is None
    voice = VoiceSettings(
        classifier="ollama", classifier_model="gemma4:e2b", classifier_min_confidence=0.6
    )
    ollama = make_judge(voice, LLMSettings())
    assert isinstance(ollama, OllamaJudge) and ollama.model == "gemma4:e2b"
    assert ollama.min_confidence == 0.6

    class Backend:
        name = "embedded:test"

        def complete_json(self, messages: Any, schema: Any, max_tokens: Any) -> dict[str, Any]:
            return {"label": "deny"}

    shared = make_judge(VoiceSettings(classifier="embedded"), LLMSettings(), backend=Backend())
    assert isinstance(shared, EmbeddedJudge) and shared.judge("x") == "deny"


def test_prompt_shape() -> None:
    messages = judge_messages("yes run the backup script")
    assert messages[0]["role"] == "system" and "unclear" in messages[0]["content"]
    assert messages[-1] == {"role": "user", "content": "Answer: yes run the backup script"}
    labels = [json.loads(m["content"])["label"] for m in messages if m["role"] == "assistant"]
    assert set(labels) <= set(LABEL_SCHEMA["properties"]["label"]["enum"])
    e2 = load_e2()
    shots = {m["content"].removeprefix("Answer: ") for m in messages[1:-1] if m["role"] == "user"}
    assert not shots & {text for text, _ in e2.SETS["all"]}  # no test item leaks into the prompt


# ---------------------------------------------------------------- property: negation wins
NEGATIONS = [
    *sorted(EN_NEGATION_WORDS),
    "hold on", "stop", "wait", "cancel", "abort", "안", "안 돼", "안돼", "하지 마", "하지마",
    "말고", "아니", "아니요", "아뇨", "잠깐", "기다려", "절대", "멈춰", "그만", "취소", "싫어",
    "no", "nope", "not", "don't", "dont", "do not", "never", "negative", "nah",
]  # fmt: skip
WORDS = ["yes", "go", "ahead", "응", "실행해", "해도", "돼", "always", "항상", "허용", "ok",
         "please", "run", "it", "sure", "네", "do", "그래"]  # fmt: skip
SEPARATORS = st.sampled_from([" ", ", ", "... ", "! ", " - ", "\n", "  "])


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    before=st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=8)), max_size=5),
    after=st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=8)), max_size=5),
    negation=st.sampled_from(NEGATIONS),
    sep=SEPARATORS,
    shout=st.booleans(),
    label=st.sampled_from(["allow", "always"]),
)
def test_any_negation_word_never_acts(
    before: list[str], after: list[str], negation: str, sep: str, shout: bool, label: str
) -> None:
    word = negation.upper() if shout else negation
    text = sep.join([*before, word, *after])
    result = ReplyClassifier(ScriptedJudge(label)).classify(text)
    assert result.decision == "deny" and not result.acts, (text, result)


# ---------------------------------------------------------------- Ollama judge (loopback)
@pytest.fixture
def fake_ollama() -> Iterator[FakeOllama]:
    with FakeOllama.running() as server:
        yield server


def test_ollama_judge_sends_the_schema(fake_ollama: FakeOllama) -> None:
    fake_ollama.content('{"label": "allow", "confidence": 0.95}')
    judge = OllamaJudge("tiny", fake_ollama.host)
    assert judge.judge("yes run the backup script") == "allow"
    sent = fake_ollama.requests[0]
    assert sent["model"] == "tiny" and sent["format"] == CONFIDENT_SCHEMA
    assert sent["options"]["temperature"] == 0 and sent["stream"] is False
    assert sent["messages"][-1]["content"] == "Answer: yes run the backup script"


def test_ollama_judge_through_the_classifier(fake_ollama: FakeOllama) -> None:
    classifier = ReplyClassifier(OllamaJudge("tiny", fake_ollama.host, min_confidence=0.8))
    fake_ollama.content('{"label": "allow", "confidence": 0.9}')
    assert classifier.classify("yes run the backup script").decision == "allow"
    fake_ollama.content('{"label": "always", "confidence": 0.5}')  # too unsure to act
    result = classifier.classify("yes always for this repo")
    assert (result.decision, result.label) == ("unclear", "always (confidence 0.5 < 0.8)")
    fake_ollama.content('{"label": "deny", "confidence": 0.1}')  # a no needs no confidence
    assert classifier.classify("yes run the backup script").decision == "deny"
    fake_ollama.content("Sure! I think the user means yes.")  # not JSON
    result = classifier.classify("yes run the backup script")
    assert result.decision == "unclear" and result.label is not None
    fake_ollama.content('{"verdict": "allow"}')  # JSON, wrong shape
    assert classifier.classify("yes run the backup script").decision == "unclear"
    fake_ollama.answers.append((500, {"error": "llama runner process has terminated"}))
    result = classifier.classify("yes run the backup script")
    assert result.decision == "unclear" and "500" in result.reason
    assert classifier.classify("no").stage == "keyword"  # the negation never reaches Ollama
    assert len(fake_ollama.requests) == 6


def test_ollama_not_running_is_unclear() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    judge = OllamaJudge("tiny", f"http://127.0.0.1:{port}", timeout_s=5)
    with pytest.raises(BackendError, match="cannot reach"):
        judge.judge("yes run the backup script")
    result = ReplyClassifier(judge).classify("yes run the backup script")
    assert result.decision == "unclear" and "cannot reach" in result.reason


# --------------------------------------------------------- the real embedded model (slow)
@pytest.fixture(scope="module")
def embedded_classifier() -> ReplyClassifier:
    classifier = ReplyClassifier(make_judge(VoiceSettings(), LLMSettings()), timeout_s=60)
    classifier.warm_up()
    return classifier


@pytest.mark.slow
def test_embedded_model_never_allows_dangerously(embedded_classifier: ReplyClassifier) -> None:
    e2 = load_e2()
    outcomes = [(text, gold, embedded_classifier.classify(text)) for text, gold in e2.SETS["all"]]
    dangerous = [(t, g, r) for t, g, r in outcomes if r.acts and g not in ("allow", "always")]
    assert dangerous == []
    asked = [(t, r) for t, _, r in outcomes if r.stage == "model"]
    assert len(asked) >= 10  # the model stage really was exercised (keywords decide the rest)
    assert all(r.reason != "model gave no clear label" for _, r in asked)  # the grammar holds
    # the SPEC's own twelve: every decision right (keyword stage + model)
    spec = {t for t, _ in e2.SPEC_SET}
    assert all(r.acts == (g in ("allow", "always")) for t, g, r in outcomes if t in spec)


# ------------------------------------------------------------------------- the CLI process
def jarvis(*args: str, home: Path, **extra_env: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JARVIS_")}
    env["JARVIS_HOME"] = str(home)
    env.update(extra_env)
    return subprocess.run(
        [sys.executable, "-m", "jarvis_voice.cli.main", "voice", "classify", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )


@pytest.mark.parametrize(
    ("text", "decision"),
    [("응 실행해", "allow"), ("don't do it, yes", "deny"), ("항상 허용해", "always"),
     ("음…", "unclear")],
)  # fmt: skip
def test_cli_prints_one_json_object(text: str, decision: str, jarvis_home: Path) -> None:
    proc = jarvis(text, home=jarvis_home)  # keyword-decided: the model is never loaded
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["decision"] == decision and out["stage"] == "keyword"
    assert isinstance(out["ms"], int | float) and proc.stdout.count("\n") == 1


def test_cli_keywords_mode_leaves_undecided_unclear(jarvis_home: Path) -> None:
    proc = jarvis("yes run the backup script", "--classifier", "keywords", home=jarvis_home)
    assert json.loads(proc.stdout)["decision"] == "unclear"


def test_cli_without_a_model_still_answers(jarvis_home: Path) -> None:
    missing = {"JARVIS_LLM__EMBEDDED_MODEL": "/no/such/model.gguf"}
    proc = jarvis("play some music", home=jarvis_home, **missing)
    out = json.loads(proc.stdout)
    assert (proc.returncode, out["decision"], out["stage"]) == (0, "unclear", "model")
    assert "model.gguf" in out["reason"]
    assert json.loads(jarvis("yes", home=jarvis_home, **missing).stdout)["decision"] == "allow"


@pytest.mark.parametrize(
    "args",
    [[""], ["   "], [], ["--audio", "/no/such/file.wav"], ["x", "--classifier", "gpt"]],
)
def test_cli_bad_input_is_one_line(args: list[str], jarvis_home: Path) -> None:
    proc = jarvis(*args, home=jarvis_home)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.startswith("jarvis: error: ") and proc.stderr.count("\n") == 1
    assert "Traceback" not in proc.stderr


@pytest.mark.slow
def test_cli_uses_the_embedded_model_for_undecided_text(jarvis_home: Path) -> None:
    proc = jarvis("play some music", home=jarvis_home)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["stage"] == "model" and out["decision"] == "unclear"


@pytest.mark.slow
@pytest.mark.parametrize(
    ("spoken", "decision"), [("Yes, go ahead.", "allow"), ("No, don't do it.", "deny")]
)
def test_cli_audio_runs_recognition_first(
    spoken: str, decision: str, tmp_path: Path, jarvis_home: Path
) -> None:
    from test_voice_audio import piper_wav

    path = piper_wav(tmp_path / "reply.wav", spoken)
    proc = jarvis("--audio", str(path), home=jarvis_home, JARVIS_VOICE__STT_MODEL="tiny.en")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["decision"] == decision and out["stage"] == "keyword"
    assert normalize(out["transcript"]) == normalize(spoken)


def test_cli_audio_that_is_not_a_wav_is_one_line(tmp_path: Path, jarvis_home: Path) -> None:
    path = tmp_path / "noise.wav"
    path.write_bytes(b"RIFF-not-really")
    proc = jarvis("--audio", str(path), home=jarvis_home)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize(
    ("reply", "question", "decision"),
    [
        # a yes to putting it off is no yes to running it (fresh22's dangerous allow)
        ("좋아요 그렇게 합시다", "`npm update` 지금 말고 다음 주에 할까요?", "unclear"),
        ("yes", "Shall I skip `rm old.log` for now?", "unclear"),
        ("sure go ahead", "Any objection if I run `git stash pop`?", "unclear"),
        # … and to not running it ("spot on" ran `rm -rf .terraform`: fresh24)
        ("spot on", "You'd prefer I didn't run `rm -rf .terraform`, right?", "unclear"),
        # … and to leaving it out (「옳지 그렇게 빼고 가자」 ran `cargo bench`: fresh36)
        ("옳지 그렇게 빼고 가자", "`cargo bench`는 빼고 갈까요?", "unclear"),
        ("응 그렇게 해", "`npm test`는 제외하고 진행할까요?", "unclear"),
        ("yes", "You don't want me to run `make clean`, do you?", "unclear"),
        # … and to leaving it alone ("please do that repo's touchy" ran `git gc`: fresh40)
        ("please do that repo's touchy", "Would you rather I left `git gc` alone for now?",
         "unclear"),
        ("yes", "Shall I leave `npm audit fix` alone?", "unclear"),
        ("yes", "Shall I let it be?", "unclear"),
        # the same reply to the assistant's own question runs it; a stop asked is the action
        ("좋아요 그렇게 합시다", "`npm update` 실행할까요?", "allow"),
        ("yes", "Shall I stop `npm run e2e`?", "allow"),
        ("yes", "", "allow"),
        # only ever towards not acting: a no stays a no
        ("no", "Shall I skip `rm old.log` for now?", "deny"),
    ],
)
def test_a_yes_to_a_question_that_proposes_not_running_does_not_act(
    reply: str, question: str, decision: str
) -> None:
    assert ReplyClassifier(None).classify(reply, question).decision == decision
