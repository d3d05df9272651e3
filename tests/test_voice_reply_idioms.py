"""V4 reply idioms (issue 12, deliverable 7): affirmative idioms that hold a negation word are a
yes only as the whole reply; more plain yeses; every near miss still refuses or stays unclear."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from jarvis_voice.voice.classifier import ReplyClassifier
from jarvis_voice.voice.idioms import EN_YES_IDIOMS, KO_YES_IDIOMS, expand
from jarvis_voice.voice.lexicon import after_correction, normalize


class AlwaysAllow:
    """The worst model: it says allow to everything, and records what it was asked."""

    name = "always-allow"

    def __init__(self) -> None:
        self.calls: list[str] = []

    def judge(self, text: str) -> str:
        self.calls.append(text)
        return "allow"


def classify(text: str) -> Any:
    return ReplyClassifier(AlwaysAllow()).classify(text)


# ------------------------------------------------- idioms with a negation word: a whole yes
IDIOM_YES = [
    "no problem", "No problem.", "no problem at all", "not a problem", "Not a problem!",
    "it's no problem", "that's not a problem", "no problemo", "no sweat", "not an issue",
    "no objection", "no objections", "No objections here.", "no objection from me",
    "I have no objections", "I've no objection", "no argument", "no argument here",
    "no argument there", "No argument from me.", "I can't argue with that",
    "can't argue with that", "I cannot argue with that", "i cant argue with that",
    "can't deny it", "Can’t deny it.", "can not deny that", "there's no denying it",
    "no doubt", "No doubt about it.", "without a doubt", "Without a doubt!", "beyond doubt",
    "no room for doubt", "no question about it", "why not", "Why not.", "why the hell not",
    "I don't see why not", "I do not see why not", "i dont see why not", "can't see why not",
    "I see no reason not to", "no reason not to", "no reason to say no", "I don't mind",
    "I don't mind at all", "i wouldn't mind", "don't mind if I do", "couldn't agree more",
    "I couldn't agree more.", "couldn't be better", "It could not be better.", "can't wait",
    "I could not agree more", "not a bad idea",
    "that's not a bad idea", "fair enough", "close enough", "say no more",
    "I wouldn't say no", "you don't have to ask me twice", "I have nothing against it",
    "I'm not against it", "I'm okay with that", "i am fine with it", "I have no problem with that",
    "I don't see a problem", "without fail", "why would I mind", "sure, why would I object",
    "wouldn't hurt", "it wouldn't hurt to try", "can't hurt, go ahead", "wouldn't hurt go ahead",
    # fresh17
    "nope don't mind at all", "nah I don't mind", "do it before I change my mind",
    "I don't see any harm in it", "no harm in trying",
    # approval words and fillers around an idiom are fine
    "sure, why not", "Sure, why not!", "yeah, no problem", "no problem, go ahead",
    "okay, no objection", "yes, I don't mind", "oh, why not", "well, no problem, sir",
    "yeah no problem", "sure why not", "go ahead, no problem", "do it, no problem",
    # Korean
    "안 될 거 없지", "안될 거 없지", "안될거없지", "안 될 것 없죠", "못 할 거 없지",
    "안 할 이유가 없지", "문제없어", "문제 없어요", "문제없습니다", "아무 문제 없어요",
    "문제가 없어요", "네, 문제없어요", "거절할 이유가 없지", "마다할 이유 없죠", "싫을 리가",
    "그렇고말고", "그렇고 말고요", "좋고말고", "물론이고 말고", "두말하면 잔소리", "말할 것도 없지",
    "말해 뭐해", "좋은 생각이야", "좋은 생각이에요", "틀림없어", "네, 좋은 생각입니다",
    # fresh28: a rhetorical yes, said without "?"
    "is the pope catholic", "Is the Pope Catholic.", "does a bear poop in the woods",
    "do bears poop in the woods", "is water wet", "yeah is the pope catholic",
]  # fmt: skip


@pytest.mark.parametrize("text", IDIOM_YES)
def test_affirmative_idiom_is_a_yes(text: str) -> None:
    judge = AlwaysAllow()
    result = ReplyClassifier(judge).classify(text)
    assert (result.decision, result.stage) == ("allow", "keyword"), (text, result.reason)
    assert judge.calls == []


# ------------------------------------------ near misses: never allow, even with a yes-model
IDIOM_NEAR_MISSES = [
    # one more word, or punctuation inside the idiom: the negation stage decides
    "no problem, don't run it", "no problem, but don't", "no, problem", "No. Problem.",
    "no... problem", "no-problem", "not a problem to cancel", "no problem, cancel it",
    "no problem, wait", "no objection... actually no", "no objection, no", "no, no objection",
    "no doubt it's wrong", "I don't mind not doing it", "I don't mind, but no",
    "don't mind it", "don't mind", "don't", "uh-uh", "why not? no", "why not later",
    "why not wait", "why, not", "no reason", "no way", "no chance", "no hard feelings",
    "no promises", "no thanks", "I can't agree with that", "can't agree to that",
    "not bad", "not at all", "by no means", "no, not a problem", "never mind, no problem",
    "no problem no problem stop", "sure why not stop", "nope, no problem", "no problem nope",
    "no problem, always", "not a bad idea, later", "can't deny it's dangerous",
    "I couldn't agree less", "I don't see why", "I wouldn't", "not a doubt in hell no",
    "no problem at all, just kidding, stop",
    "why would I mind? no", "why would I mind stopping it", "it would not hurt to wait",
    "wouldn't hurt, but no", "it wouldn't hurt to ask first", "would hurt", "it would hurt",
    "wouldn't hurt to cancel",
    # fresh28: the rhetorical yes asked as a question, or beside a refusal
    "is the pope catholic?", "is the pope catholic, no", "is the pope catholic but wait",
    "is the pope", "is water wet? no",
    # an approval verb right before the idiom's "no"/"not" is negated by it
    "do not a problem", "do nothing against it", "please no problem", "go no problem",
    "you can not a problem", "please, no problem", "do, not a bad idea",
    # Korean negations and near misses
    "안 될 거 없지만 하지 마", "안 될 거야", "안 돼", "문제없어 하지 마", "문제없지 않아",
    "문제 있어", "별 문제 없어, 그래도 취소", "문제없어 근데 잠깐", "아니 문제없어",
    "아니, 안 될 거 없지",
    "하면 안 될 거 없지만 싫어", "그렇고말고 아니", "그만, 문제없어", "틀림없이 안 돼",
    "싫을 리가 없지만 싫어", "안 될 것 같아",
]  # fmt: skip


@pytest.mark.parametrize("text", IDIOM_NEAR_MISSES)
def test_idiom_near_misses_never_act(text: str) -> None:
    result = classify(text)
    assert not result.acts, (text, result.reason)


@pytest.mark.parametrize(
    "text",
    ["no problem, don't run it", "no, problem", "I don't mind not doing it", "don't", "uh-uh",
     "not a problem to cancel", "no objection... actually no", "안 될 거 없지만 하지 마",
     "문제없어 하지 마", "never mind, no problem"],
)  # fmt: skip
def test_idiom_with_a_negation_after_it_is_a_clean_deny(text: str) -> None:
    assert classify(text).decision == "deny"


@pytest.mark.parametrize(
    "text",
    ["why not?", "Why not?", "no problem?", "안 될 거 없지?", "I don't mind?", "doubt it",
     "I doubt it", "no doubt?", "문제없어?", "without a doubt?"],
)  # fmt: skip
def test_questions_and_doubt_are_never_idioms(text: str) -> None:
    result = classify(text)
    assert result.decision in ("unclear", "deny") and not result.acts, (text, result.reason)


# ------------------------------------------------------ indifference is neither yes nor no
@pytest.mark.parametrize(
    "text", ["상관없어", "상관없어요", "난 상관없어", "저는 상관없습니다", "I don't care",
             "it doesn't matter", "doesn't matter to me"]
)  # fmt: skip
def test_indifference_is_unclear(text: str) -> None:
    result = classify(text)
    assert (result.decision, result.stage) == ("unclear", "keyword"), result.reason


@pytest.mark.parametrize("text", ["상관없어, 하지 마", "I don't care, stop", "아니 상관없어"])
def test_indifference_with_a_refusal_is_a_deny(text: str) -> None:
    assert classify(text).decision == "deny"


# ----------------------------------------------------------------- more plain yeses
PLAIN_YES = [
    "obviously", "Obviously.", "naturally", "undoubtedly", "agreed", "indeed", "affirmative",
    "the sooner the better",
    "by all means", "that's correct", "that is right", "all right", "alright", "o. k.",
    "o.k.", "okey dokey", "very well", "please do", "sounds good", "go for it", "do it",
    "yup", "yep", "uh-huh", "most certainly", "for sure", "gladly", "with pleasure",
    "sounds like a plan", "good idea", "I'm in", "I'm positive", "I'm certain", "deal",
    "it's a deal", "100%", "a hundred percent", "thumbs up", "you know it", "I concur",
    "permission granted", "I'd be happy to", "make it happen", "that's fair",
    "그러네", "그러네요", "그렇네요", "맞아요", "그래요", "그럼요", "좋아요", "네 맞아요",
    "해 주세요",
    "진행해", "맞네", "아무렴요", "당근이지", "그렇다마다", "기꺼이", "얼마든지", "동감이야",
    "옳은 말씀이에요", "맞는 말이야", "그러시죠", "옳지", "암요",
    "that's acceptable", "I authorize it", "kindly proceed", "you have my approval",
    "하면 돼", "진행하시면 됩니다", "실행하시면 돼요",
]  # fmt: skip


@pytest.mark.parametrize("text", PLAIN_YES)
def test_plain_yes_runs_by_keywords(text: str) -> None:
    judge = AlwaysAllow()
    result = ReplyClassifier(judge).classify(text)
    assert (result.decision, result.stage) == ("allow", "keyword"), (text, result.reason)
    assert judge.calls == []


PLAIN_NO = [
    "nevermind", "never mind", "forget it", "nah", "nope", "uh-uh", "no way", "not now",
    "cancel", "stop", "don't", "obviously not", "of course not", "naturally not", "no deal",
    "a no go", "not in favor", "thumbs down", "하면 안 돼", "진행하시면 안 됩니다",
    "하지 마", "됐어", "아니요", "취소", "그만", "싫어", "나중에",
]  # fmt: skip


@pytest.mark.parametrize("text", PLAIN_NO)
def test_plain_refusal_is_a_clean_deny(text: str) -> None:
    assert classify(text).decision == "deny", text


@pytest.mark.parametrize(
    "text",
    ["yes but no", "don't do it, yes", "I guess?", "maybe", "not sure", "글쎄", "괜찮습니다",
     "괜찮아", "big deal", "I am down?", "fair?"],
)  # fmt: skip
def test_doubt_and_negation_still_win(text: str) -> None:
    assert not classify(text).acts, text


# -------------------------------------------------------------- normalisation and syntax
@pytest.mark.parametrize(
    ("spoken", "normal"),
    [("cannot", "can not"), ("I cannot", "i can not"), ("100%", "100 percent"),
     ("no, problem", "no problem")],
)  # fmt: skip
def test_normalisation(spoken: str, normal: str) -> None:
    assert normalize(spoken) == normal


def test_breaks_keep_punctuation_as_a_token() -> None:
    assert normalize("no, problem.", breaks=True) == "no | problem |"
    assert normalize("O. K., no problem", breaks=True) == "ok | no problem"


def test_expand_template() -> None:
    with pytest.raises(ValueError):
        expand("no objection{ from {me|us}|}")  # nested choices are not supported
    assert sorted(expand("{i |}no objection{s|}")) == [
        "i no objection", "i no objections", "no objection", "no objections"
    ]  # fmt: skip


def test_every_idiom_spelling_is_a_yes_on_its_own() -> None:
    """Each spelling the templates allow really allows (and no template is misspelled)."""
    spellings = [p for t in EN_YES_IDIOMS + KO_YES_IDIOMS for p in expand(t)]
    assert [p for p in spellings if classify(p).decision != "allow"] == []


# ------------------------------------- property: an idiom plus a refusal or doubt never acts
REFUSALS_AND_DOUBTS = [
    "no", "nope", "not", "don't", "never", "wait", "stop", "cancel", "later", "not now",
    "never mind", "forget it", "uh-uh", "but", "or", "maybe", "I guess", "?", "really?",
    "actually no", "just kidding", "to cancel", "not doing it", "it's dangerous",
    "아니", "하지 마", "취소", "그만", "잠깐", "근데", "글쎄", "싫어", "말고", "할까?",
]  # fmt: skip
SEPARATORS = st.sampled_from([" ", ", ", "... ", "! ", " - ", "\n", ". ", "? ", ""])


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    idiom=st.sampled_from(IDIOM_YES),
    other=st.sampled_from(REFUSALS_AND_DOUBTS),
    sep=SEPARATORS,
    first=st.booleans(),
)
def test_idiom_with_refusal_or_doubt_never_acts(
    idiom: str, other: str, sep: str, first: bool
) -> None:
    left, right = (other, idiom) if first else (idiom, other)
    if not sep and left[-1:].isascii() and right[:1].isascii():
        sep = " "
    text = f"{left}{sep}{right}"
    # "no, I don't mind" is itself a whole yes idiom (to "do you mind if I …?"), not a refusal
    # beside one
    assume(normalize(text) not in WHOLE_IDIOMS)
    # … nor is "actually no I don't mind": the words after a correction are the answer
    corrected = after_correction(text)
    assume(corrected is None or normalize(corrected) not in WHOLE_IDIOMS)
    assert not classify(text).acts, text


WHOLE_IDIOMS = frozenset(normalize(p) for i in EN_YES_IDIOMS + KO_YES_IDIOMS for p in expand(i))


# ------------------------------------------------ a correction: the words after it decide
@pytest.mark.parametrize(
    "text",
    ["wait no actually yes do it", "no, but actually, yes", "nope, on second thought, go ahead",
     "no I mean yes", "uh no, on second thought, yes please", "Actually, yes.",
     "no wait sorry yes do it", "sorry, yes"],
)  # fmt: skip
def test_a_correction_to_a_plain_yes_runs(text: str) -> None:
    judge = AlwaysAllow()
    result = ReplyClassifier(judge).classify(text)
    assert (result.decision, result.stage) == ("allow", "keyword"), (text, result.reason)
    assert judge.calls == []


@pytest.mark.parametrize(
    "text",
    ["yes actually no", "yes, yes, yes, but actually, no", "actually yes i do mind",
     "no actually maybe", "no actually yes?", "no actually", "actually yes but not now",
     "sure sure actually no leave it", "no actually yes, always? no", "yes i mean no",
     "actually don't", "go ahead actually wait", "no actually yes delete everything",
     "scratch that, yes", "no scratch that yes", "yes sorry no", "sorry, what?", "sorry no",
     "just kidding, no problem", "nah i'm kidding go ahead"],
)  # fmt: skip
def test_a_correction_to_anything_else_never_acts(text: str) -> None:
    result = classify(text)
    assert not result.acts, (text, result.reason)


@pytest.mark.parametrize(
    ("text", "cue"),
    [("just ship it already", True), ("I'd appreciate that, thanks", True),
     ("알아서 잘 해 줘", True), ("알아서 처리해 주세요", True),
     ("내가 알아서 할게", False), ("I'll ship it myself later", True)],
)  # fmt: skip
def test_the_words_that_let_a_models_yes_stand(text: str, cue: bool) -> None:
    """fresh17: the model said allow to these, and no approval word let it stand. (A cue only
    lets the model's allow stand: "I'll ship it myself later" still needs the model's yes, and
    "later" is a negation first.)"""
    from jarvis_voice.voice.lexicon import has_allow_cue

    assert has_allow_cue(text) is cue
    if "later" in text:
        assert classify(text).decision == "deny"


@pytest.mark.parametrize(
    ("text", "cue"),
    [("콜 지금 보내", True), ("넵넵 올려 주세요", True), ("당근 빠따지 얼른 설치해", True),
     ("그게 맞겠네요 지워 주세요", True), ("you betcha send it", True),
     ("you've got the green light", True), ("okie dokie artichokie", True),
     ("콜라 사 와", False), ("당근마켓에서 샀어", False), ("the light is green", False)],
)  # fmt: skip
def test_slang_yeses_let_a_models_yes_stand(text: str, cue: bool) -> None:
    """fresh18: the model said allow and no approval word let it stand. Slang as whole words
    only: 콜라 (cola) and 당근마켓 (a shop) are not "콜" and "당근"."""
    from jarvis_voice.voice.lexicon import has_allow_cue

    assert has_allow_cue(text) is cue


@pytest.mark.parametrize(
    "text",
    ["아유 괜찮아요 캐시는 그냥 두셔도 돼요", "그냥 둬 괜찮아", "아니 그냥 놔 두세요",
     "think i'll give the add-ons a miss", "you'd have to get past me first",
     "rather you left the config alone honestly", "leave it alone"],
)  # fmt: skip
def test_leaving_it_be_is_a_clean_deny(text: str) -> None:
    """fresh18: "그냥 두셔도 돼요" (you may just leave it) holds a permission word, and a
    yes-saying model ran it; giving it a miss, getting past me and leaving it alone refuse."""
    judge = AlwaysAllow()
    result = ReplyClassifier(judge).classify(text)
    assert result.decision == "deny", (text, result.reason)
    assert judge.calls == []


@pytest.mark.parametrize("text", ["그냥 두 개 다 지워", "그냥 두 번 돌려", "음냐 어 그래 해 줘"])
def test_two_of_them_and_a_murmur_are_no_refusal(text: str) -> None:
    """The 두 of a count after 그냥 is no "leave it"; "음냐" (a sleepy murmur) is no question."""
    assert classify(text).decision != "deny", text
    assert "음냐" not in (classify(text).reason or "")


@pytest.mark.parametrize(
    "text",
    ["no objections from me roll it out", "eh why not install it", "couldn't hurt give it a reboot",
     "can't hurt", "문제될 거 없어요 스크립트 실행하세요"],
)  # fmt: skip
def test_a_negation_that_says_yes_lets_the_models_yes_stand(text: str) -> None:
    """fresh18: "no objections", "why not", "couldn't hurt", "문제될 거 없어요" hold a negation
    word and were denied; they say yes, and the model's allow stands on them."""
    judge = AlwaysAllow()
    assert ReplyClassifier(judge).classify(text).decision == "allow", text


@pytest.mark.parametrize(
    "text",
    ["it wouldn't hurt to ask first", "no objections but not now", "why not wait until tomorrow",
     "okay, no objection just kidding", "지울 이유가 없지", "문제가 될 것 같아요",
     "i've been waiting for you to stop", "why not, actually no"],
)  # fmt: skip
def test_those_idioms_beside_a_refusal_or_as_advice_never_act(text: str) -> None:
    """Advice ("it wouldn't hurt to ask first"), another negation, a joke taken back, and "no
    reason to delete" (without the 안 of "no reason not to") stay out."""
    judge = AlwaysAllow()
    assert not ReplyClassifier(judge).classify(text).acts, text


@pytest.mark.parametrize(
    ("text", "order"),
    [
        # fresh19: the action asked about, ordered done (the model said allow or unclear)
        ("crack on mate install it", True), ("bet delete em", True),
        ("righto cheers bin them", True), ("merge away", True), ("오케바리 푸시해", True),
        ("잉 싹 비워부러", True),
        ("하모 싹 다 지아뿌라", True), ("그려 그려 깔아 봐유", True), ("가즈아 배포해 버려", True),
        ("바로 적용하십시오", True), ("지워 주세요", True),
        # another request, a name rather than a pronoun, no order at all
        ("open the browser", False), ("예약 좀 해 줘", False), ("rm -rf build", False),
        ("delete the backups", False), ("퇴근 전까지는 제가 보내드릴 수 있습니다", False),
        ("꺼내 줘", False), ("지워도 돼", False), ("the music is too loud", False),
    ],
)  # fmt: skip
def test_an_order_to_do_the_action_lets_a_models_yes_stand(text: str, order: bool) -> None:
    """The order is a cue only: a negation or a hedge still decides first, and the model must
    say allow. Its object must be a pronoun, so the spoken question's own command ("… rm -rf
    build") said back is never an order (test_echo_of_the_spoken_question_never_allows)."""
    from jarvis_voice.voice.lexicon import orders_the_action

    assert orders_the_action(text) is order
    assert classify(f"don't {text}").decision == "deny"
    assert not classify(f"{text}?").acts


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        # fresh19: yes idioms that hold a negation word or a question word
        ("you have my sign off publish it", True), ("어 바로 시작해 기다릴 거 없어", True),
        ("당연하지 그걸 왜 물어봐", True), ("여부가 있겠습니까 바로 적용하십시오", True),
        ("이미 다 옮겨 놨으니까 원본은 지워도 돼요", True), ("비워 비워 속이 다 시원하네", True),
        # their look-alikes that are no yes
        # "thank you" alone is no yes (땡큐 was an allow in dev and fresh12), nor a condition
        ("땡큐", False), ("회의 끝나면 그때 재부팅해", False), ("그거 지우면 복구 돼", False),
        ("as long as you back it up first", False), ("지우면 돼", True),
        ("sign off on nothing", False), ("기다려", False), ("왜 물어봐", False),
        ("지워도 됩니까", False), ("다시 말해 줘", False), ("끄지 말고 기다릴 거 없어", False),
    ],
)  # fmt: skip
def test_yes_idioms_with_a_negation_or_question_word(text: str, acts: bool) -> None:
    assert classify(text).acts is acts, classify(text).reason


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        # fresh19: Australian "nah yeah" (yes), "can't think why not", 아니 of emphasis
        ("yeah nah yeah do it", True), ("can't think why not merge away", True),
        ("I don't see why not, go ahead", True), ("아니 당연히 올려야지", True),
        ("put it out of its misery it's frozen anyway", True),
        # their look-alikes: "yeah nah" is no, 아니 with a negation after it stays no
        ("yeah nah", False), ("yeah nah don't", False), ("아니 당연히 안 되지", False),
        ("I can't think why you'd want that", False), ("아니", False),
    ],
)  # fmt: skip
def test_negation_words_said_as_yes(text: str, acts: bool) -> None:
    assert classify(text).acts is acts, classify(text).reason
