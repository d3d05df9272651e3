"""V4 reply words (issue 12, deliverable 7): spoken-form normalisation, the formal and informal
yeses and refusals in English and Korean, doubt and negation still winning, the assistant's own
question never approving, the public evaluation set, and `jarvis voice classify --stdin`."""

from __future__ import annotations

import importlib.util
import io
import json
import os
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from jarvis_voice.approval.base import ApprovalRequest
from jarvis_voice.cli.voice_cmd import _classify_lines
from jarvis_voice.i18n import LANGUAGES, t
from jarvis_voice.policy.evaluate import Call
from jarvis_voice.policy.risk import Finding, RiskKind, RiskSummary
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.scopes import SPOKEN, Scope, scopes_for
from jarvis_voice.voice.classifier import ReplyClassifier, keyword_stage
from jarvis_voice.voice.lexicon import PIECES, normalize
from jarvis_voice.voice.spoken_approval import SPOKEN_RISKS, spoken_question

REPO = Path(__file__).resolve().parents[1]


class AlwaysAllow:
    """The worst model: it says allow to everything, and counts its loads and calls."""

    name = "always-allow"

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.warm_ups = 0

    def warm_up(self) -> None:
        self.warm_ups += 1

    def judge(self, text: str) -> str:
        self.calls.append(text)
        return "allow"


def classify(text: str) -> Any:
    return ReplyClassifier(AlwaysAllow()).classify(text)


# ------------------------------------------------------------------ spoken-form normalisation
@pytest.mark.parametrize(
    ("spoken", "normal"),
    [
        ("O. K.", "ok"), ("o.k.", "ok"), ("o k", "ok"), ("OK.", "ok"),
        ("All right.", "alright"), ("allright", "alright"), ("that's all right", "that is alright"),
        ("Uh-huh.", "uhhuh"), ("uh huh", "uhhuh"), ("Mm-hmm.", "mhm"), ("mm hmm", "mhm"),
        ("m-hm", "mhm"), ("Uh-uh.", "nuhuh"), ("uh uh", "nuhuh"), ("Nuh-uh!", "nuhuh"),
        ("Mm-mm.", "nuhuh"), ("mmm", "mmm"), ("Uh, huh?", "uh huh"),  # two sounds, a question
        ("That's correct", "that is correct"), ("it's fine", "it is fine"),
        ("I'm not sure", "i am not sure"), ("you're right", "you are right"),
        ("let's go", "let us go"), ("can't", "can not"), ("won't", "will not"),
        ("don’t", "do not"), ("I'd rather not", "i would rather not"), ("jarvis's", "jarvis's"),
        ("YES, GO AHEAD!", "yes go ahead"), ("  Yes.  ", "yes"), ("Okey-dokey", "okey dokey"),
        ("네.", "네"), ("해 줘", "해 줘"), ("ok해줘", "ok 해줘"), ("Ｎｏ", "no"),
    ],
)  # fmt: skip
def test_spoken_forms_normalise(spoken: str, normal: str) -> None:
    assert normalize(spoken) == normal


# ------------------------------------------------------------------ yeses: each one runs
NEW_YES = [
    # English: formal, informal, spoken forms, politeness around a yes
    "that is correct", "That's correct.", "That's right.", "you're right", "correct",
    "all right", "All right, go ahead.", "alright", "O. K.", "o.k.", "OK.", "okay",
    "Uh-huh.", "uh huh", "Mm-hmm.", "mhm", "very well", "Very well.", "by all means",
    "please", "Please.", "yes please", "yes sir", "Yes, Jarvis.", "yep, thanks", "sure thing",
    "you bet", "you got it", "go on", "carry on", "continue", "roger", "roger that",
    "copy that", "agreed", "I agree", "absolutely", "affirmative", "exactly", "cool",
    "sounds great", "works for me", "fine by me", "count me in", "consider it done",
    "as you wish", "be my guest", "Okey-dokey.", "let's do it", "let's go", "yessir",
    "that works", "true", "indeed", "of course", "yeah, sure, go ahead",
    # Korean: formal and informal, spacing as a recogniser writes it, trailing politeness
    "네", "네.", "예", "응", "그래", "좋아", "해 줘", "해줘", "진행해", "진행 해", "진행하세요",
    "진행해 주세요", "네, 진행해 주세요", "맞아요", "맞습니다", "그럼요", "물론이죠", "당연하죠",
    "당연하지", "알겠습니다", "알았어요", "부탁해", "부탁드립니다", "네 부탁드립니다",
    "해도 괜찮아", "괜찮아, 해", "해도 좋아", "하셔도 됩니다", "그렇게 해 주세요", "그렇게 하세요",
    "좋습니다", "좋아요 진행해", "넵넵", "네에", "오케이요", "시작해", "동의합니다", "찬성",
    "허락할게", "해 주십시오", "합시다", "그렇죠", "네, 감사합니다", "응 해 줘",
    # session 22: wanting and pleading, "… to me", agreement forms, "I'd like you to"
    "I want that", "I want it", "sounds good to me", "that's fine with me", "I can agree",
    "please, I beg you", "you have my go-ahead", "그러게요", "그러게", "그쵸", "그지",
    "해 주면 좋겠어", "해주시면 좋겠어요", "좋았어", "컨펌", "오케이 진행",
    # session 28 (fresh6's misses): a yes to a friend, "sounds perfect", "I'd be glad"
    "yeah bro", "yeah baby", "yes, dude", "sounds perfect", "very good", "i would be glad",
    "I'd be happy", "그러게 말이에요",
]  # fmt: skip


@pytest.mark.parametrize("text", NEW_YES)
def test_new_yes_runs_by_keywords(text: str) -> None:
    judge = AlwaysAllow()
    result = ReplyClassifier(judge).classify(text)
    assert (result.decision, result.stage) == ("allow", "keyword"), result.reason
    assert judge.calls == []  # decided without the model


# ------------------------------------------------------------------ refusals: a clean deny
NEW_NO = [
    "nevermind", "Never mind.", "forget it", "Forget about it.", "nah", "naw", "nope",
    "uh-uh", "Uh-uh.", "nuh-uh", "mm-mm", "no thanks", "No, thank you.", "I'll pass", "pass",
    "skip it", "scratch that", "I disagree", "that's wrong", "incorrect", "enough",
    "that's enough", "stop it", "cancel that", "not yet", "not now", "I'd rather not", "don't",
    "I am done", "shut up", "count me out", "as if", "nay", "negatory", "hell no", "no way",
    "leave it", "drop it", "wait", "hold on a sec",
    "아니", "아니요", "아니오", "아뇨", "아닙니다", "아니에요", "하지 마", "하지마", "하지 마세요",
    "취소", "취소해", "그만", "그만해", "됐어", "됐어요", "잠깐", "잠깐만", "관둬", "패스",
    "넘어가", "별로", "사양할게요", "노노", "놉", "싫어요", "안 돼요", "안돼", "다음에요",
    "지금은 좀…", "아니요, 괜찮습니다", "생각해 볼게요", "그만 좀 해", "스킵", "나중에", "아직이요",
    # session 26 (fresh5's misses): a transliterated "no", polite refusals with a reason
    "노우", "I'm sorry, but I have a previous appointment.", "I am unable to at this time.",
    "There is already too much on my plate.", "Thank you, but that will do.",
    "이것은 좀 생각해 봐야겠어요.", "음, 그게 좀...",
    # session 28 (fresh6's misses): a stop word, busy, "that would be a problem", "I'll check"
    "quiet", "Be quiet.", "I'm in the middle of dinner", "그건 문제가 될 것 같습니다.",
    "가능한지 확인해 볼게요", "제가 좀 알아볼게요",
    # session 40 (fresh20's misses): a milder action asked instead, dialect and idiom refusals
    "just do a dry run first", "어 그래 그건 참자", "아이고 그거 하지 맙서", "마 치아라 고마",
    "그건 거를게", "그건 선 넘었지", "그거 돌렸다간 나 회사 잘려", "pack it in, it's live",
    "sir it was updated yesterday itself",
]  # fmt: skip


@pytest.mark.parametrize("text", NEW_NO)
def test_refusal_is_a_clean_deny(text: str) -> None:
    judge = AlwaysAllow()
    result = ReplyClassifier(judge).classify(text)
    assert (result.decision, result.stage) == ("deny", "keyword"), result.reason
    assert judge.calls == []


# --------------------------------------------- doubt and negation still win over any yes
NEGATED_YES = [
    "yes, wait", "don't do it, yes", "I'm not sure", "yes... no", "not yet", "아니 잠깐",
    "해도 돼? 아니", "okay, uh-uh", "uh-huh, no", "mm-hmm, wait", "all right, hold on",
    "O. K., cancel", "very well, actually no", "by all means, not now", "please don't",
    "please, stop", "sure, forget it", "yes... nevermind", "that's correct, nah",
    "네 아니요", "응 잠깐만", "그래 하지 마", "좋아 근데 취소", "진행해 말고", "네, 됐어요",
    "맞아요 그만", "물론이죠 아니 잠깐", "해 줘, 아니야", "괜찮아 하지 마", "부탁해 아니 관둬",
    "yes 아니", "네 no", "ok 그만", "진행해 wait",
    "I want you to stop", "I don't want that", "can't, sorry", "그러게 하지 마", "해 주면 안 돼",
    "안 해 주면 좋겠어", "컨펌 취소",
]  # fmt: skip
DOUBTED_YES = [
    "yes?", "okay?", "all right?", "그래?", "해도 돼?", "maybe", "yes, maybe", "I guess so",
    "probably yes", "I think so", "I believe so", "perhaps, okay", "uh-huh?", "yes or no",
    "is that safe", "should I say yes", "are you sure", "could be", "okay but only once",
    "yes if it's safe", "I'd rather do it myself", "let me think", "sort of", "kind of yes",
    "글쎄", "아마", "혹시 해도 될까", "해도 될까요", "해도 되나요", "괜찮을까", "괜찮으면 해",
    "필요하면 해", "잘 모르겠어", "생각 좀", "네 근데", "좋긴 한데 애매해", "괜찮아요",
    "괜찮습니다",
    "can I want it?", "좋겠어?",
    # "좀 그래요" is "I'd rather not" though "그래요" alone is a yes (fresh10's first run)
    "좀 그래요", "그건 좀 그렇네요", "그건 좀...", "음 좀 그렇죠",
]  # fmt: skip


@pytest.mark.parametrize("text", NEGATED_YES)
def test_negation_wins(text: str) -> None:
    result = classify(text)
    assert result.decision == "deny" and result.stage == "keyword", (text, result.reason)


@pytest.mark.parametrize("text", DOUBTED_YES)
def test_doubt_and_questions_never_run(text: str) -> None:
    judge = AlwaysAllow()
    result = ReplyClassifier(judge).classify(text)
    assert result.decision in ("unclear", "deny") and not result.acts, (text, result.reason)
    assert judge.calls == []  # doubt is decided before any model is asked


# ------------------------------------------------- property: appended doubt never allows
ALLOW_PIECES = sorted({piece for piece, kind in PIECES if kind == "allow"})
NEGATIONS_AND_DOUBTS = [
    "no", "nope", "nah", "not", "don't", "do not", "never", "wait", "stop", "cancel", "hold on",
    "not yet", "not now", "nevermind", "never mind", "forget it", "uh-uh", "mm-mm", "I'll pass",
    "skip it", "scratch that", "later", "no thanks", "I'd rather not",
    "maybe", "perhaps", "probably", "I'm not sure", "I guess", "I think", "if you're sure",
    "but", "or", "?", "really?", "are you sure", "is that safe", "let me think", "sort of",
    "아니", "아니요", "아뇨", "안 돼", "하지 마", "취소", "그만", "됐어", "잠깐", "잠깐만",
    "기다려", "나중에", "관둬", "패스", "별로", "싫어", "말고", "글쎄", "아마", "혹시", "모르겠어",
    "할까?", "해도 될까", "괜찮을까", "근데", "생각 좀 해 볼게", "좀 그래요", "그건 좀",
]  # fmt: skip
SEPARATORS = st.sampled_from([" ", ", ", "... ", "! ", " - ", "\n", ". ", "? ", "", "  "])


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    allow=st.sampled_from(ALLOW_PIECES + NEW_YES),
    doubt=st.sampled_from(NEGATIONS_AND_DOUBTS),
    sep=SEPARATORS,
    first=st.booleans(),
    shout=st.booleans(),
)
def test_negation_or_doubt_with_any_allow_phrase_never_allows(
    allow: str, doubt: str, sep: str, first: bool, shout: bool
) -> None:
    doubt = doubt.upper() if shout else doubt
    left, right = (doubt, allow) if first else (allow, doubt)
    # the designed yeses: 「아니 당연하지」 (the 아니 of emphasis, fresh19), "nah yeah"
    assume(not (left.startswith("아니") and right.startswith("당연") and sep != "? "))
    assume(not (left.lower() == "nah" and right.split()[0] == "yeah"))  # "nah yeah bro" too
    if not sep and left[-1:].isascii() and right[:1].isascii():
        sep = " "  # recognisers drop spaces between Korean words, not between English ones
    text = f"{left}{sep}{right}"
    result = classify(text)  # even a model that allows everything cannot make it run
    assert not result.acts, (text, result)


def test_every_allow_piece_allows_on_its_own() -> None:
    """The pieces the property test appends to really are yeses (else it would prove little)."""
    loose = [p for p in ALLOW_PIECES if keyword_stage(p)[0] != "allow"]
    assert loose == []


# ------------------------------------------------ the assistant's own question, echoed
SUMMARIES = ["git status", "rm -rf build", "ls -la ~/projects", "write notes/todo.md"]
# Every kind of risk finding, read at the start of the question (A13), three per question.
FINDINGS = [Finding(kind, targets=("notes.md",), count=3) for kind in RiskKind]
RISKS = [RiskSummary(tuple(FINDINGS[i : i + SPOKEN_RISKS])) for i in range(0, len(FINDINGS), 3)]


def echoes() -> list[str]:
    """The spoken question (with and without risk lines) and the reminder in both languages,
    whole, every tail (what leaks past the mute gate is the end of the question) and every
    stretch of three or more words."""
    texts = []
    # A12: the question names the narrowest ALWAYS scope; every way it can be said is checked
    offered: list[tuple[Scope, ...]] = [()] + [
        (Scope(scope_id, Rule(tool="bash" if bash else "write_file", pattern="x"), "scope.tool"),)
        for scope_id, bash in SPOKEN
    ]
    for language in LANGUAGES:
        asked = [(summary, RiskSummary(), scopes) for summary in SUMMARIES for scopes in offered]
        risky = [("rm -rf build", risks, ()) for risks in RISKS]
        for summary, risks, scopes in asked + risky:
            args = {"command": summary}
            request = ApprovalRequest("main", "bash", args, scopes, 1.0, risks=risks)
            question = spoken_question(request, language)
            for whole in (question, t("voice.reminder", language)):
                words = whole.split()
                texts.append(whole)
                texts += [" ".join(words[i:]) for i in range(len(words))]
                texts += [
                    " ".join(words[i : i + n])
                    for n in range(3, len(words))
                    for i in range(len(words) - n + 1)
                ]
    return sorted(set(texts))


def test_echo_of_the_spoken_question_never_allows() -> None:
    judge = AlwaysAllow()
    classifier = ReplyClassifier(judge)
    acting = [text for text in echoes() if classifier.classify(text).acts]
    assert acting == []


def test_spoken_question_template_is_the_one_checked() -> None:
    scopes = scopes_for(Call("bash", {"command": "git status"}), Path("/tmp"))
    request = ApprovalRequest("main", "bash", {"command": "git status"}, scopes, 120.0)
    for language in LANGUAGES:
        spoken = spoken_question(request, language)
        assert not classify(spoken).acts


# whisper's known hallucinations on silence, and variants, hold yes words ("좋아요", "please")
HALLUCINATIONS = [
    "구독과 좋아요 부탁드립니다", "구독과 좋아요 부탁드립니다.", "좋아요 구독 부탁드려요",
    "구독, 좋아요 부탁해요", "시청해 주셔서 감사합니다", "영상 좋아요 부탁드립니다",
    "Please subscribe.", "Please like and subscribe!", "Thanks for watching!", "Thank you.",
    "Subtitles by the Amara.org community", "you",
]  # fmt: skip


@pytest.mark.parametrize("text", HALLUCINATIONS)
def test_recogniser_hallucinations_never_approve(text: str) -> None:
    assert not classify(text).acts


# ------------------------------------------------------------ the public evaluation set
def load_bench() -> Any:
    path = REPO / "scripts" / "bench_reply_classifier.py"
    spec = importlib.util.spec_from_file_location("bench_reply_classifier", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_eval_set_split_is_fixed_and_balanced() -> None:
    bench = load_bench()
    items = bench.load()  # raises if a row or the split changed
    assert len(items) >= 300
    for lang in ("en", "ko"):
        for label in ("yes", "no", "other"):
            dev = sum(i.split == "dev" and i.lang == lang and i.label == label for i in items)
            held = sum(i.split == "heldout" and i.lang == lang and i.label == label for i in items)
            assert dev >= 10 and abs(dev - held) <= 1, (lang, label, dev, held)
    assert all(i.source.startswith(("github:", "https://")) for i in items)


def test_eval_set_keyword_stages_never_allow_dangerously() -> None:
    bench = load_bench()
    items = [i for i in bench.load_every() if i.split not in bench.UNSEEN]
    assert {i.split for i in items} == {
        "dev", "heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7",
        "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15",
        "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23",
        "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31",
        "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39",
        "fresh40", "fresh41", "fresh42", "fresh43", "fresh44", "fresh45", "fresh46",
    }  # fmt: skip
    outcomes = bench.run(ReplyClassifier(None).classify, items)
    assert [o.item.text for o in outcomes if o.dangerous] == []
    # and the worst possible model cannot add one: its allow needs an approval word in the reply
    worst = bench.run(ReplyClassifier(AlwaysAllow()).classify, items)
    assert [o.item.text for o in worst if o.dangerous and o.item.label in ("no", "other")] == []


# ------------------------------------------------------------ jarvis voice classify --stdin
def test_stdin_lines_share_one_classifier_and_one_model_load() -> None:
    judge = AlwaysAllow()
    replies = ReplyClassifier(judge)
    out = io.StringIO()
    with redirect_stdout(out):
        _classify_lines(
            replies, ["yes\n", "run the backup script\n", "\n", "ok run the backup\r\n"]
        )
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [line["text"] for line in lines] == [
        "yes", "run the backup script", "", "ok run the backup"
    ]  # fmt: skip
    assert [line["decision"] for line in lines] == ["allow", "allow", "unclear", "allow"]
    assert [line["stage"] for line in lines] == ["keyword", "model", "keyword", "model"]
    assert judge.warm_ups == 1 and len(judge.calls) == 2  # loaded once, asked twice


def jarvis(
    *args: str, stdin: str, home: Path, **extra_env: str
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("JARVIS_")}
    env["JARVIS_HOME"] = str(home)
    env.update(extra_env)
    return subprocess.run(
        [sys.executable, "-m", "jarvis_voice.cli.main", "voice", "classify", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )


def test_cli_stdin_one_json_line_per_reply(jarvis_home: Path) -> None:
    replies = [
        "yes",
        "O. K.",
        "uh-uh",
        "",
        "아니 잠깐",
        "네, 진행해 주세요",
        "maybe?",
        "play music",
    ]
    missing = {"JARVIS_LLM__EMBEDDED_MODEL": "/no/such/model.gguf"}  # the model stage fails
    proc = jarvis("--stdin", stdin="\n".join(replies) + "\n", home=jarvis_home, **missing)
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [line["text"] for line in lines] == replies
    assert [line["decision"] for line in lines] == [
        "allow", "allow", "deny", "unclear", "deny", "allow", "unclear", "unclear"
    ]  # fmt: skip
    assert lines[-1]["stage"] == "model" and "model.gguf" in lines[-1]["reason"]
    assert all(set(line) >= {"decision", "stage", "ms", "label", "reason"} for line in lines)


def test_cli_stdin_keywords_mode_and_no_trailing_newline(jarvis_home: Path) -> None:
    proc = jarvis(
        "--stdin", "--classifier", "keywords", stdin="그래\nyes run the backup", home=jarvis_home
    )
    assert proc.returncode == 0, proc.stderr
    decisions = [json.loads(line)["decision"] for line in proc.stdout.splitlines()]
    assert decisions == ["allow", "unclear"]


@pytest.mark.parametrize("args", [["--stdin", "yes"], ["--stdin", "--audio", "x.wav"]])
def test_cli_stdin_with_text_is_one_error_line(args: list[str], jarvis_home: Path) -> None:
    proc = jarvis(*args, stdin="yes\n", home=jarvis_home)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.startswith("jarvis: error: ") and proc.stderr.count("\n") == 1


def test_cli_single_reply_form_is_unchanged(jarvis_home: Path) -> None:
    proc = jarvis("O. K.", stdin="", home=jarvis_home)
    out = json.loads(proc.stdout)
    assert out["decision"] == "allow" and "text" not in out and proc.stdout.count("\n") == 1


def test_cli_stdin_reads_utf8_whatever_the_locale(jarvis_home: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JARVIS_", "LC_", "LANG"))}
    env.update(JARVIS_HOME=str(jarvis_home), LANG="C", LC_ALL="C")
    proc = subprocess.run(
        [sys.executable, "-m", "jarvis_voice.cli.main", "voice", "classify", "--stdin"],
        input="네, 진행해 주세요\n".encode() + b"\xff\xfe\n",
        capture_output=True,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.decode("utf-8").splitlines()]
    assert [line["decision"] for line in lines] == ["allow", "unclear"]  # bad bytes never allow


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        # the model's allow takes effect when the reply holds a word that means yes
        ("You are permitted to access the files.", "allow"),
        ("할래", "allow"),
        ("지금 한다", "allow"),
        # … and never against a negation or a question
        ("안 할래", "deny"),
        ("할래?", "unclear"),
        ("You are not permitted to do that.", "deny"),
        # yes idioms that hold a negation word (fresh20) — and a negation beside them still wins
        ("heck yeah fire it off", "allow"),
        ("no wahala run am", "allow"),
        ("no cap run it", "allow"),
        ("no reason not to install it", "allow"),
        ("안 될 게 뭐 있노 돌리라", "allow"),
        ("말릴 생각 없어 돌려", "allow"),
        ("암 그렇고말고 돌리게", "allow"),
        ("퍼뜩 돌리라 기다리고 있다", "allow"),
        ("oh fine if you must", "allow"),
        ("no cap, don't run it", "deny"),
        ("안 될 게 뭐 있노 근데 하지 마", "deny"),
        ("기다리고 있어", "deny"),  # "keep waiting" as often as "I'm waiting"
        ("fire it off later", "deny"),
        # fresh21: yes idioms that hold a negation or a doubt word …
        ("할 수 없지 뭐 돌려", "allow"),
        ("멈추지 말고 계속 가", "allow"),
        ("걱정 말고 돌려 주세요", "allow"),
        ("돌리라 안 카나 몇 번 말하노", "allow"),
        ("해유 해유 뭘 물어봐유", "allow"),
        ("say less bro deploy it", "allow"),
        ("aye nae danger on ye go", "allow"),
        ("please precede", "allow"),
        ("그냥 고", "allow"),
        ("아이고 그럼 해야지 하고말고", "allow"),
        # … and the refusals beside them, and the ones a yes-saying model ran
        ("할 수 없어", "deny"),
        ("하지 말라 안 카나", "deny"),
        ("걱정 말고 지우지 마", "deny"),
        ("Don't! Stop!", "deny"),
        ("응 그건 배포 끝나고 하자", "deny"),
        ("yes once the backup is done", "deny"),
        ("sure, after the deploy", "deny"),
        ("신경 꺼 내가 알아서 할게", "deny"),
        ("dinnae run that ya numpty", "deny"),
        ("do i look like i want to lose my job", "deny"),
        ("마음만 받을게요", "deny"),
        ("norway i need that file", "deny"),
        ("leave am jare", "deny"),
        ("steady on mate pull the plug on it", "deny"),
        ("just list what it would delete first", "deny"),
        ("응 그게 낫겠다", "unclear"),  # better than what? (the other choice is not said)
        # fresh22: yes idioms with a negation word, disasters named, a condition
        ("well alright then dear off you go", "allow"),
        ("망설이지 말고 싹 지워 버려", "allow"),
        ("bet bet fire it up", "allow"),
        ("off you go? no, stop", "deny"),
        ("망설이지 말고 취소해", "deny"),
        ("그래 돌려라 돌려 다 날아가 봐야 정신 차리지", "unclear"),
        ("go for it provided the linter's clean", "unclear"),
        ("sure, wipe everything, what a disaster", "unclear"),
        ("park it till monday", "deny"),
        ("appreciate it but i've got it covered", "deny"),
        ("고마 놔도라 내가 볼게", "deny"),
        # fresh23: yes idioms and cues, each with a yes-saying model …
        ("righty ho off you pop", "allow"),
        ("all write kick it off", "allow"),
        ("nothing stopping you go", "allow"),
        ("don't bother asking just install it", "allow"),
        ("lovely jubbly run it", "allow"),
        ("beauty bud give her", "allow"),
        ("accha chalo start it", "allow"),
        ("see it through", "allow"),
        ("더 볼 거 없어 바로 올려", "allow"),
        ("딱히 반대할 이유 없어요 진행하세요", "allow"),
        ("주저하지 말고 올려", "allow"),
        ("아 긍께 싸게 깔아부소", "allow"),
        ("경 헙서 걱정 마씸", "allow"),
        # … and the refusals beside them, and the three a yes-saying model ran
        ("kick it off? no", "deny"),
        ("don't bother asking, don't install it", "deny"),
        ("반대할 이유 없어요 근데 하지 마세요", "deny"),
        ("오케이 다음 주에 몰아서 하자", "deny"),
        ("배포 동결 기간이라 다음 주 월요일에 해요", "deny"),
        ("ah go way out of that", "deny"),
        ("yeah sure and i'll just update my cv while you're at it", "deny"),  # fresh37's family
        ("sure, go on, get me fired", "unclear"),
        ("awa an bile yer heid", "deny"),
        ("snapshot the db first and we'll talk", "deny"),
        ("말이라도 고마워 근데 괜찮아", "deny"),
        ("제정신이야 그거 전체 삭제잖아", "deny"),
        # fresh24: yes idioms and cues, each with a yes-saying model …
        ("동무 지체하지 말고 빨리 실행하라우", "allow"),
        ("이건 못 참지 바로 돌려", "allow"),
        ("그거 안 돌리면 누가 돌려", "allow"),
        ("무슨 소리야 돌려야지", "allow"),
        ("하 진짜 하기 싫은데 어쩔 수 없지 돌려", "allow"),
        ("어머 그래 주면 너무 좋지", "allow"),
        ("테섭인데 뭐 어때 날려", "allow"),
        ("물어볼 것도 없어 해", "allow"),
        ("아따 해부러 뭣 허고 있당가", "allow"),
        ("aye if tha must get on wi it", "allow"),
        ("well what are y'all waitin for", "allow"),
        ("not a bad shout at all proceed", "allow"),
        ("deadly lash away so", "allow"),
        ("get stuck in mate", "allow"),
        ("sawa sawa endelea", "allow"),
        ("oh you're a star", "allow"),
        # … and the refusals beside them, and the two a yes-saying model ran
        ("이건 부장님 결재가 있어야 돼요", "deny"),
        ("give over it's fine as it is", "deny"),
        ("그거 하믄 클 난데이 손 떼라", "deny"),
        ("아이고 이 사람아 그러다 다 날리면 어쩌려고", "deny"),
        ("고맙긴 한데 내가 아까 돌렸어", "deny"),
        ("점심 먹고 와서 얘기하자", "deny"),
        ("and lose three months of logs have you gone soft in the head", "deny"),
        ("knot now i'm mid demo", "deny"),
        ("지체하지 말고 취소해", "deny"),
        ("못 참지 근데 하지 마", "deny"),
        ("what are you waiting for? no, stop", "deny"),
        ("if you must, no wait", "deny"),
        ("무슨 소리야 안 돼", "deny"),
        # fresh25: yes idioms and cues with a yes-saying model, and refusals beside them
        ("이상 없습니다 배포하십시오", "allow"),
        ("뭘 꾸물거려 돌려", "allow"),
        ("누가 말리겠어 밀어", "allow"),
        ("해 보셔유 뭐 워뗘유", "allow"),
        ("그냥 죽여 답이 없어", "allow"),
        ("에휴 내가 졌다 돌려", "allow"),
        ("bosh get it done", "allow"),
        ("run it past legal first", "deny"),
        ("i'm in two minds", "unclear"),
        ("wise up would ye", "deny"),
        ("you're a gem but i've already started it", "deny"),
        ("let's pick it up monday", "deny"),
        ("절레절레", "deny"),
        ("손대기만 해 봐", "deny"),
        ("그건 다음 스프린트 때", "deny"),
        ("네 일단 홀드해 주세요", "deny"),
        ("이상 없습니다 근데 하지 마세요", "deny"),
        # a yes idiom never swallows a refusal glued to its end (found by the property test)
        ("두말하면 잔소리no", "deny"),
        ("암시랑토 않어유no", "deny"),
        ("두말하면 잔소리아니", "deny"),
        ("두말하면 잔소리지 해", "allow"),
        # fresh26: the two a yes-saying model ran (skipped; British "I'm alright", "… for now")
        ("아 네네 그건 건너뛰죠", "deny"),
        ("네 그 단계는 생략하죠", "deny"),
        ("i'm alright for now ta", "deny"),
        ("we're good for now thanks", "deny"),
        ("i'm alright", "unclear"),
        # … yes idioms holding a negation, question or doubt word, and cues …
        ("nothing wrong with that go on", "allow"),
        ("no worries at all spin it up", "allow"),
        ("no point waiting run it now", "allow"),
        ("wouldn't have it any other way", "allow"),
        ("i mean yeah why wouldn't you", "allow"),
        ("haan bhai karo karo", "allow"),
        ("ooh that'd be handy ta", "allow"),
        ("ugh you win migrate it", "allow"),
        ("못 할 건 없지 해 봐", "allow"),
        ("하셔도 되유 암시랑토 않어유", "allow"),
        ("어 돌리뿌라 고민할 끼 뭐 있노", "allow"),
        ("에라 모르겠다 돌려", "allow"),
        ("아 네 그거 돌려 주시면 감사하죠", "allow"),
        ("지워 지워 다시 깔면 그만이야", "allow"),
        ("오냐 해라", "allow"),
        ("그리 하시오", "allow"),
        ("어 깃 클린 해", "allow"),
        # … and the refusals beside them
        ("nothing wrong with that, don't run it", "deny"),
        ("no worries, i'll do it myself", "deny"),  # (unclear until fresh31's 'do it myself')
        ("why wouldn't you just wait", "deny"),
        ("못 할 건 없지만 하지 마", "deny"),
        ("안 깔면 그만이야", "deny"),
        ("그래 미뤄", "deny"),
        ("haan mat karo", "deny"),
        ("over my cold dead laptop", "deny"),
        ("you're having a laugh that's the live db", "deny"),
        ("let's shelve that till thursday", "deny"),
        ("kindly avoid that sir", "deny"),
        ("whoa there cowboy that's my whole projects folder", "deny"),
        ("bear with me i'm halfway through a rebase", "deny"),
        ("what are you mental it'll wipe the lot", "deny"),
        ("아서라 아서", "deny"),
        ("그거 만다꼬 하노", "deny"),
        ("오늘은 접고 낼 아침에 하자", "deny"),
        ("오후 배포 끝나면 그때 하자", "deny"),
        ("너 돌았냐 그거 다들 쓰는 브랜치야", "deny"),
        ("와 대단한 발상이다 그냥 회사를 접지 그래", "deny"),
        ("에이 거기 실서비스 디비 돌아가는 데야", "deny"),
        ("일단 대기해", "deny"),
        ("그거 돌리면 나 시말서 써야 돼", "deny"),
        ("쓰레기 다 지워", "allow"),  # 기다 (wait) only as 기다려, not 쓰레기 다
        # fresh27: the one a yes-saying model ran (put off to next time, 담에 for 다음에) and its
        # family
        ("네네 그건 담에 하시죠", "deny"),
        ("좋아요 담에 해요", "deny"),
        ("응 담에", "deny"),
        ("그래 담번에 하자", "deny"),
        ("네 다음번에 하시죠", "deny"),
        ("네 다음 번에 해요", "deny"),
        ("네네 다음 기회에 하죠", "deny"),
        ("네 이따가 하죠", "deny"),
        ("네 추후에 진행하시죠", "deny"),
        ("부담에 대해 걱정 말고 돌려", "allow"),  # 담에 not inside 부담에
        # … yes idioms holding a negation, question or doubt word, and cues …
        ("잔말 말고 돌려", "allow"),
        ("묻지 말고 그냥 해", "allow"),
        ("두말하면 잔소리지 해", "allow"),
        ("두말할 것 없이 돌려", "allow"),
        ("생략은 무슨 돌려", "allow"),
        ("나중은 무슨 지금 돌려", "allow"),
        ("아니 왜 안 물어보나 했네 어서 해", "allow"),
        ("sure sure no tension run it", "allow"),
        ("absolutely not a problem rebuild it", "allow"),
        ("that's pure dead brilliant aye do it", "allow"),
        ("웅웅 해져", "allow"),
        ("얼른 허쇼", "allow"),
        ("혀 혀 어여 혀", "allow"),
        ("해라 해 내가 책임질게", "allow"),
        ("야 그거 하자 하자", "allow"),
        ("theek hai publish kar dijiye", "allow"),
        ("defo migrate the lot", "allow"),
        ("that'd be mint cheers", "allow"),
        ("you've got the nod from me", "allow"),
        ("alrighty then push the button", "allow"),
        ("ripper start the rebuild", "allow"),
        # … and the refusals beside them
        ("잔말 말고 취소해", "deny"),
        ("묻지 말고 하지 마", "deny"),
        ("묻지 말고 그냥 둬", "deny"),
        ("하긴 무슨", "deny"),
        ("돌리긴 무슨 안 돼", "deny"),
        ("생략은 무슨", "unclear"),
        ("아니 왜 안 물어보나 했네 하지 마", "deny"),
        ("왜 안 하나 했네", "unclear"),
        ("no tension", "unclear"),
        ("no tension don't run it", "deny"),
        ("absolutely not", "deny"),
        ("absolutely not a problem but don't run it", "deny"),
        ("no way", "deny"),
        ("no way we need it out today ship it", "deny"),  # "no way we need it": could be a no
        ("내가 책임질게 하지 마", "deny"),
        ("웅웅 하지 마", "deny"),
        ("theek hai mat karo", "deny"),
        ("어 일단 묵혀 둬", "deny"),
        ("퍽이나 잘 되겠다", "deny"),
        ("꿈 깨", "deny"),
        ("얼씨구 그걸 지금 하자고", "deny"),
        ("i will in me eye", "deny"),
        ("yeah and pigs might fly", "deny"),
        ("you must be joking that's the shared drive", "deny"),
        ("are you kidding me", "deny"),
        ("let it lie", "deny"),
        ("that's okay i'll sort it myself after lunch", "deny"),
        ("yeah after the standup", "deny"),
        ("i'd sooner eat my keyboard", "deny"),
        ("i'd sooner you ran it now", "unclear"),
        ("uh yeah i mean it's just that", "unclear"),
        ("yeah the thing is it's shared", "unclear"),
        ("yeah do just that", "allow"),
        # fresh28: the two a model that allows everything ran (an idea dropped, "scrap" being
        # an order; a reply broken off after "okay") and their family
        ("scrap that idea", "deny"),
        ("scrap the plan", "deny"),
        ("yeah drop that idea", "deny"),
        ("ok forget the whole idea", "deny"),
        ("scrap it", "allow"),  # the order itself
        ("yes scrap them", "allow"),
        ("okay um so about the uh", "unclear"),
        ("yes go ahead with the", "unclear"),
        ("sure and", "unclear"),
        ("okay so about that", "unclear"),
        ("yeah regarding the", "unclear"),
        ("go for it", "allow"),
        ("i'd be happy to", "allow"),  # "to" ends a whole phrase
        ("yes please and tell me when it's done", "allow"),
        # … refusals and put-offs the model left unclear or read as a yes
        ("nuh badda wid it", "deny"),
        ("nuh", "deny"),
        ("cheers but i've half done it already", "deny"),
        ("thanks i've done it already", "deny"),
        ("okay see that's exactly what got us paged last time", "deny"),
        ("yeah that bit us last time", "deny"),
        ("are you out of your mind", "deny"),
        ("have you gone off your rocker", "deny"),
        ("later's better", "deny"),
        ("yep tomorrow's fine", "deny"),
        ("고거 건드리디 마오", "deny"),
        ("건드리디 말라우", "deny"),
        ("지금 그걸 돌리면 어쩌자는 거야", "deny"),
        ("그걸 돌려서 어쩌려는 건데", "deny"),
        ("주말 지나고 보자", "deny"),
        ("응 연휴 끝나고 하자", "deny"),
        ("네 회의 지나서 해요", "deny"),
        ("일단 두고 보자", "deny"),
        ("상황 봐서 하자", "deny"),
        ("되긴 뭐가 돼", "deny"),  # fine? nothing is fine
        # fresh29: the three a model that allows everything ran, and their family
        ("넵 그건 제 선에서 막겠습니다", "deny"),  # I'll stop it at my level
        ("그건 제가 막을게요", "deny"),
        ("일단 막아둘게", "deny"),
        ("괜찮아 내가 하면 돼", "deny"),  # I'll do it myself
        ("아니에요 제가 하면 돼요", "deny"),
        ("내가 할께", "deny"),
        ("okay slow your roll", "deny"),
        ("whoa hold your horses", "deny"),
        ("not so fast buddy", "deny"),
        ("막 돌려", "allow"),  # the adverb 막 (just), no block
        ("막 올려 버려", "allow"),
        ("wag na po", "deny"),
        ("huwag muna", "deny"),
        ("divvent touch it man", "deny"),
        ("let's park that for now", "deny"),
        ("what and explain to the boss why prod's down", "deny"),
        ("너 그거 돌리고 뒷감당 할 수 있어", "deny"),
        ("그거 감당할 수 있겠어요", "deny"),
        ("괜찮긴 뭐가 괜찮아", "deny"),
        # … yes idioms holding a negation, question or doubt word, and cues
        ("고마 돌리 보소 뭐 어떻노", "allow"),
        ("뭐 어떻노 돌리라", "allow"),
        ("그류 허셔유 지둘릴 거 뭐 있슈", "allow"),
        ("기다릴 거 뭐 있어 돌려", "allow"),
        ("경 허여 봅서", "allow"),
        ("허허 그러려무나", "allow"),
        ("그래 하렴", "allow"),
        ("하지 말 이유가 없잖아 해", "allow"),
        ("돌리지 않을 이유가 없지 돌려", "allow"),
        ("그걸 누가 말려 돌려", "allow"),
        ("누가 막아 해", "allow"),
        ("미루긴 뭘 미뤄 지금 올려", "allow"),
        ("기다리긴 뭘 기다려 바로 돌려", "allow"),
        ("이미 했어야 됐는데 얼른 해", "allow"),
        ("진작 했어야지 빨리 해", "allow"),
        ("오예 드디어 돌린다", "allow"),
        ("안 그래도 부탁드리려고 했어요 해 주세요", "allow"),
        ("안 그래도 돌리려고 했어 돌려", "allow"),
        ("i'm not gonna stop you", "allow"),
        ("I'm not going to stop you, go ahead", "allow"),
        ("i won't stop you", "allow"),
        ("not gonna stand in your way run it", "allow"),
        ("is the pope catholic", "allow"),
        ("sure think go ahead", "allow"),  # "sure thing" misheard
        ("that's signed off on my end", "allow"),
        ("signed off from our end go", "allow"),
        ("well alright dear you do what you need to", "allow"),
        ("do what you have to", "allow"),
        ("quit yapping and run it", "allow"),
        ("stop asking and just do it", "allow"),
        ("yesterday would've been nice run it", "allow"),
        ("i needed it done yesterday go", "allow"),
        ("can't fault the logic run it", "allow"),
        ("I can't fault that, go on", "allow"),
        # … and the refusals and doubts beside them
        ("하지 말 이유가 없잖아 근데 하지 마", "deny"),
        ("하지 말 이유가 있어", "deny"),
        ("하지 말아야 할 이유가 없어", "deny"),
        ("취소하지 말 이유가 없잖아", "deny"),  # no reason not to cancel: a no
        ("아니하지 말 이유가 없잖아", "deny"),
        ("뭐 어떻게 해", "unclear"),  # how? a question
        ("고마 돌리지 마 뭐 어떻노", "deny"),
        ("기다릴 거 뭐 있어 기다려", "deny"),
        ("지둘릴 거 뭐 있슈 하지 마유", "deny"),
        ("누가 말려야 돼", "unclear"),  # someone should stop it
        ("누가 좀 말려", "unclear"),
        ("그걸 누가 말려 하지 마", "deny"),
        ("하긴 뭘 해", "unclear"),  # do it? what for: not a put-off scorned
        ("미루긴 뭘 미뤄 안 돼", "deny"),
        ("미루긴 뭘 미뤄아니", "deny"),
        ("기다리긴 뭘 기다려잠깐", "deny"),
        ("이미 했어", "deny"),  # done already
        ("이미 했어야 됐는데 하지 마", "deny"),
        ("안 그래도 돼", "deny"),  # you need not
        ("안 그래도, 돼", "deny"),
        ("안그래도돼", "deny"),
        ("안 그래도 괜찮아요", "deny"),
        ("안 그래도 안 돼", "deny"),
        ("안 그래도 바쁜데 하지 마", "deny"),
        ("오예 아니 하지 마", "deny"),
        ("i'm not gonna stop you but don't", "deny"),
        ("i'm not gonna stop you no", "deny"),
        ("i'm gonna stop you", "deny"),
        ("can't fault the logic but wait", "deny"),
        ("can't run it", "deny"),
        ("on my end it's not ready", "deny"),
        ("on my end no", "deny"),
        ("stop asking", "deny"),
        ("quit yapping and stop", "deny"),
        ("stop talking and cancel it", "deny"),
        ("yesterday", "deny"),
        ("yesterday would've been nice but no", "deny"),
        ("do what you want", "unclear"),  # a shrug
        ("you do what you need to but not today", "deny"),
        ("is the pope catholic?", "unclear"),
        ("is the pope catholic no", "deny"),
        ("sure think about it", "deny"),
        ("i'm sure think it over", "deny"),
        ("tomorrow's too late release it now", "allow"),
        ("tomorrow's too late but don't", "deny"),
        # fresh29: yes idioms holding a negation, question or doubt word, and cues …
        ("굳이 안 물어봐도 돼 돌려", "allow"),
        ("묻지 않아도 돼요 해 주세요", "allow"),
        ("돌려 안 돌리고 뭐 해", "allow"),
        ("안 지우고 뭐 하냐 빨리 지워", "allow"),
        ("아니 건너뛰지 말고 돌려", "allow"),
        ("생략하지 마세요 돌려 주세요", "allow"),
        ("토 달 생각 없으니 돌리세요", "allow"),
        ("반대할 생각 전혀 없어요 진행해", "allow"),
        ("뭘 그렇게 뜸을 들여 빨리 돌려", "allow"),
        ("오 해 주면 땡큐지", "allow"),
        ("그냥 런 해 버려 노 프라블럼", "allow"),
        ("돌리는 게 맞지 그걸 뭘 물어", "allow"),
        ("기럼요 돌리시라요", "allow"),
        ("i'd be a fool to say no", "allow"),
        ("I'd be mad not to, go", "allow"),
        ("i've nothing against it crack on", "allow"),
        ("we've got nothing against that go", "allow"),
        ("what're you waiting on an invitation", "allow"),
        ("why aye man get it ran", "allow"),
        ("full send fam", "allow"),
        ("light the fuse", "allow"),
        ("sweet as a nut guv bang it on", "allow"),
        ("oo naman tuloy mo na", "allow"),
        ("sige sige", "allow"),
        ("chale no wahala kraa do am sharp", "allow"),
        # … and the refusals and doubts beside them
        ("안 물어봐도 돼 하지 마", "deny"),
        ("돌려 안 돌리고 뭐 해 아니 하지 마", "deny"),
        ("아니 하지 말고 건너뛰어", "deny"),
        ("아니 건너뛰지 말고 그냥 둬", "deny"),
        ("건너뛰지 마", "unclear"),  # no order: skip what, run what?
        ("토 달 생각 있어요", "unclear"),
        ("그건 안 하는 게 맞지", "deny"),
        ("지우는 게 맞지 않아", "deny"),
        ("기럼요 하지 마시라요", "deny"),
        ("해 주면 땡큐지 근데 안 돼", "deny"),
        ("노 프라블럼 아니 하지 마", "deny"),
        ("i'd be a fool to say yes", "unclear"),
        ("i'd be mad not to, wait", "deny"),
        ("do nothing against it", "deny"),
        ("i've nothing against it but don't", "deny"),
        ("what're you waiting on, no", "deny"),
        ("why aye no", "deny"),
        ("don't light the fuse", "deny"),
        ("light the fuse? no way", "deny"),
        ("full send no", "deny"),
        ("hindi tuloy", "deny"),  # Tagalog: no
        ("sige wag na", "deny"),
        ("oo naman pero wag", "deny"),
        ("oo naman pero teka", "deny"),
        ("siguro tuloy", "unclear"),  # maybe
        # fresh30: yes idioms holding a negation, question or doubt word, and cues …
        ("거리낄 거 하나 없으니 돌려", "allow"),
        ("망설일 시간 없어 당장 해", "allow"),
        ("두말없이 돌려 주세요", "allow"),
        ("울며 겨자 먹기지 뭐 돌려", "allow"),
        ("아휴 내가 못 살아 빨리 돌려", "allow"),
        ("기렇지비 어서 돌리오", "allow"),
        ("지당하신 말씀 바로 돌리세요", "allow"),
        ("well i ain't gonna fuss run it", "allow"),
        ("i'm not going to argue, go ahead", "allow"),
        ("i've no qualms go ahead", "allow"),
        ("we absolutely do the release depends on it", "allow"),
        ("ji bilkul chala dein", "allow"),
        ("sold get it rolling", "allow"),
        ("game on", "allow"),
        ("today would be nice", "allow"),
        # … and the refusals beside them, near misses, and fresh30's refusals
        ("할 시간 없어", "deny"),  # no time to do it: a no
        ("두말없이 하지 마", "deny"),
        ("망설일 시간 없어 하지 마", "deny"),
        ("울며 겨자 먹기지 뭐", "unclear"),
        ("no qualms but no", "deny"),
        ("i'm not gonna argue, don't", "deny"),
        ("the release depends on it so wait", "deny"),
        ("it depends", "unclear"),
        ("sold out", "unclear"),
        ("game on but not now", "deny"),
        ("today would be nice but tomorrow is better", "deny"),
        ("yeah yeah in a bit", "deny"),  # put off (a yes-saying model ran it)
        ("sure give me a minute", "deny"),
        ("sure and i'm the queen of england", "deny"),  # sarcasm (ran by a yes-saying model)
        ("yes and i'm the pope", "deny"),
        ("어이 동생 그거 손대면 뒤진다", "deny"),
        ("말 같은 소리를 해라", "deny"),
        ("그건 새벽에 트래픽 빠지면 하자", "deny"),
        ("에끼 이 사람아 그걸 왜 건드려", "deny"),
        ("장난해 지금 그거 마스터 브랜치야", "deny"),
        ("자 그건 다음 시간에 합시다", "deny"),
        ("그거 돌리면 서버 골로 가", "deny"),
        ("leave en be my lover", "deny"),
        # fresh31: the three a model allowed, now refused by keywords …
        ("발표 오 분 남았는데 지금 그걸 돌리자고", "deny"),
        ("오냐 오냐 했더니 이제 그것까지 건드리려고", "deny"),
        ("i'll do un dreckly my 'ansum", "deny"),
        ("i will do it myself", "deny"),
        # … the refusals it left unclear …
        ("지지 치자 오늘은 여기까지", "deny"),
        ("집착을 내려놓으시게 그건 그냥 두시게", "deny"),
        ("유비무환이라잖아 오늘은 얌전히 두자", "deny"),
        ("고맙소만 내 손으로 올리갔소", "deny"),
        ("한숨 자고 일어나서 하자", "deny"),
        ("한 템포 쉬었다 가자", "deny"),
        ("그 명령 치는 순간 우리 다 집에 가", "deny"),
        ("그럴 시간에 로그나 좀 봐 줘", "deny"),
        ("oh absolutely some other day", "deny"),
        ("that's kind but i've been itching to do this one myself", "deny"),
        ("gimme two ticks still typing", "deny"),
        ("forbear good sir i pray thee", "deny"),
        ("ni loco that wipes everything", "deny"),
        # … its yeses, and the near misses beside them
        ("안 해 주면 섭하지 해 줘", "allow"),
        ("어서 그러시구려", "allow"),
        ("오라이 출발", "allow"),
        ("엘지티엠 머지 가시죠", "allow"),
        ("gee that'd be swell", "allow"),
        ("groovy man let it flow", "allow"),
        ("i'll not turn that down", "allow"),
        ("i wouldn't turn that down go", "allow"),
        ("what am i paying you for go", "allow"),
        ("i'll turn that down", "unclear"),  # a refusal said as a plan: never a yes
        ("안 해 주면 섭하지 근데 하지 마", "deny"),
        ("오라이 스톱", "deny"),
        ("그래 그렇게 하자", "allow"),
        # a plan quoted back in disbelief at the end (-려고, -겠다고), not an emphatic yes
        ("그걸 지우려고", "deny"),
        ("다 날려 먹겠다고", "deny"),
        ("가 보자고", "allow"),
        ("그래 하려고 했어 돌려", "allow"),
        # fresh32: the three a model allowed (sarcasm, someone else asked first, a dare)
        ("그래 돌려라 돌려 사직서도 같이 내고", "deny"),
        ("남편이 깔아 준 거라 남편한테 먼저 물어볼게", "unclear"),
        ("go ahead make my day", "deny"),
        ("go ahead", "allow"),
        # … and its refusals the model left unclear
        ("하세요 하세요 그리고 팀원들한테 사과문도 쓰시고요", "deny"),
        ("컷 컷 거기까지", "deny"),
        ("나 이번 판은 광 팔고 빠질게", "deny"),
        ("그거 틀면 방송 사고 나", "deny"),
        ("지금 영화 다운받는 중이야 다 받고 하자", "deny"),
        ("물때 지났어 오늘은 철수", "deny"),
        ("86 that one", "deny"),
        ("cut cut that's a wrap for today", "deny"),
        ("objection that'd wipe the evidence", "deny"),
        ("stumps for today mate", "deny"),
        ("let's take that offline", "deny"),
        ("drop the users table on a live site are you serious", "deny"),
        ("that's lovely of you but i fancy doing it myself", "deny"),
        ("no objection go ahead", "allow"),  # the yes idiom stays
        # … its yes idioms that hold a negation word, and the near misses beside them
        ("이의 없습니다 돌리세요", "allow"),
        ("마침 손 없는 날이네 돌려", "allow"),
        ("건너뛰면 큰코다쳐요 돌리세요", "allow"),
        ("not a moment too soon run it", "allow"),
        ("이의 있습니다", "unclear"),
        ("이의 없어 근데 하지 마", "deny"),
        ("손 없는 날 아니니까 하지 마", "deny"),
        ("그거 돌리면 큰코다쳐", "deny"),  # a threat
        ("건너뛰면 큰코다쳐요 하지 마", "deny"),
        ("not a moment too soon, don't", "deny"),
        # fresh33: the one a model allowed (a put-off till after something) …
        ("yeah yeah after my one on one", "deny"),
        ("sure, after lunch", "deny"),
        ("yes, and restart the server after", "allow"),  # a second step, not a put-off
        # … its refusals the model left unclear …
        ("오늘은 여기서 하산하자", "deny"),
        ("기사님 여기서 세워 주세요", "deny"),
        ("어 세워 그 컨테이너 메모리만 먹어", "unclear"),  # stop the container: not a no
        ("타임 타임 작전 타임", "deny"),
        ("얼음 얼음", "deny"),
        ("자 펜 내려놓으세요", "deny"),
        ("어디 한번 해 보시든가 난 모른다", "deny"),
        ("put a pin in it for now", "deny"),
        ("let's cross that bridge when we come to it", "deny"),
        ("sweet of you but i've got it handled", "deny"),
        ("i'd rather walk on hot coals", "deny"),
        ("back that truck up", "deny"),
        ("pull it from the race", "deny"),
        ("basta basta lascia stare", "deny"),
        ("hapana usiguse", "deny"),
        ("nej tack", "deny"),
        ("ja nein", "deny"),
        # … its yeses (idioms holding a negation word, go-words and other languages' yeses),
        # and the near misses beside them
        ("안 하면 손해지 얼른 해", "allow"),
        ("나중이 어딨어 지금 해", "allow"),
        ("빼면 섭섭하지 돌려", "allow"),
        ("두 번 말 안 한다 돌려", "allow"),
        ("would be rude not to", "allow"),
        ("not gonna argue go for it", "allow"),
        ("no time to lose get it going", "allow"),
        ("is grass green run it", "allow"),
        ("속전속결로 가자", "allow"),
        ("접수 완료 바로 출발", "allow"),
        ("자 출석 다 불렀으니 시작합시다", "allow"),
        ("vai vai andiamo", "allow"),
        ("jawohl mach schon", "allow"),
        ("hai hai douzo", "allow"),
        ("하면 손해지 하지 마", "deny"),
        ("안 하면 손해지 근데 하지 마", "deny"),
        ("나중이 어딨어 안 돼", "deny"),
        ("would be rude not to but no", "deny"),
        ("we are not gonna argue about it, no", "deny"),
        ("집에 가자", "deny"),  # let's go home: stop
        ("출발 전에 확인", "deny"),
        ("호랑이 굴에 맨손으로 들어가자는 거네", "unclear"),  # a plan quoted back
        # fresh34: the five a model allowed (sarcasm with a disaster as its reason, a threat, a
        # rest first, a put-off, a wait) …
        ("그래 돌려 돌려 고객센터 전화 불나게", "deny"),
        ("돌려만 봐 그날로 끝이야", "deny"),
        ("지워만 봐", "deny"),
        ("한 번만 봐 줘 돌려", "allow"),  # a plea, not a threat
        ("쉼표 쉼표 한 박자 쉬고 가자", "deny"),
        ("yep right after quarter close", "deny"),
        ("my thoughts exactly sit tight", "deny"),
        # … its refusals the model left unclear …
        ("monday works perfectly", "deny"),
        ("닻 내려 오늘은 정박이다", "deny"),
        ("라인 세워 불량 떴어", "deny"),
        ("브레이크 브레이크", "deny"),
        ("자다가 봉창 두드리는 소리 하네", "deny"),
        ("everybody out of the pool", "deny"),
        ("last orders were hours ago mate", "deny"),
        ("straight red card for that one", "deny"),
        ("nem nem hagyd", "deny"),
        ("khong dung vao", "deny"),
        ("mai ao na", "deny"),
        # … its yeses, and the near misses beside them
        ("회의 들어가니까 나 기다리지 말고 돌려", "allow"),
        ("마지못해 허락한다 돌려", "allow"),
        ("누가 하지 말래 해", "allow"),
        ("노 저어라 영차 영차", "allow"),
        ("no time like the present", "allow"),
        ("don't wait on me start without me", "allow"),
        ("would you that'd be a weight off", "allow"),
        ("giddy up partner", "allow"),
        ("gentlemen start your engines", "allow"),
        ("final answer lock it in", "allow"),
        ("나 기다리지 말고 하지 마", "deny"),
        ("마지못해 허락 못 해", "deny"),
        ("don't wait on me, don't run it", "deny"),
        ("don't start without me", "deny"),
        ("노 안 돼", "deny"),
        # fresh35: the one a model allowed (a plan quoted back on -자고) …
        ("사장님 발표 중에 서버를 재시작하자고", "deny"),
        ("그래 하자고", "deny"),  # lean to no: a missed yes costs a sentence
        ("좋아 가 보자고", "allow"),
        # … refusals the model left unclear …
        ("it's a trap", "deny"),
        ("time out time out", "deny"),
        ("nemoj jos malo cekaj", "deny"),
        # … yes idioms holding a negation word, and the near misses beside them
        ("미련 없이 지워", "allow"),
        ("내일은 내일 일이 또 있어 지금 돌려", "allow"),
        ("nothing ventured nothing gained let's roll", "allow"),
        ("i won't lose any sleep over it run it", "allow"),
        ("ready or not here i come", "allow"),
        ("미련 없이 지워 아니 하지 마", "deny"),
        ("내일은 내일 하자", "unclear"),
        ("nothing ventured but no", "deny"),
        ("i won't lose any sleep over it, don't", "deny"),
        # fresh36: what a model allowed — sarcasm with a night of repairs as its reason, a dare
        # that hands the rest to the human, the plan quoted back on its worst day, just watching
        ("좋다 좋아 이참에 다 같이 새벽까지 복구하자", "deny"),
        ("그래 돌려 오늘 야근이네", "deny"),
        ("go on then and you can ring the ceo yourself", "deny"),
        ("sure and you can explain it to the client", "deny"),
        ("run migrations on the payroll database on payday", "deny"),
        ("yeah run it this weekend", "deny"),
        ("응 오늘은 구경만 하자", "deny"),
        ("help yourself", "allow"),
        # … yeses a negation word denied: the 안 of a time span, 「묻지도 따지지도 말고」, "never
        # say no to", "skip my foot"; and the near misses beside them
        ("고객사에서 오늘 안에 꼭 반영해 달래 올려", "allow"),
        ("한 시간 안에 배포해", "allow"),
        ("묻지도 따지지도 말고 돌려", "allow"),
        ("skip my foot run every test", "allow"),
        ("오늘 안에는 안 돼", "deny"),
        ("오늘 안에 하지 마", "deny"),
        ("묻지도 따지지도 말고 하지 마", "deny"),
        ("skip my foot, no", "deny"),
        # fresh37: what a model allowed — sarcasm with job hunting as its reason, a put-off with
        # yes-words; refusals it left unclear; yeses a negation word denied
        ("훌륭하네 그거 돌리고 다 같이 이력서 쓰러 가자", "deny"),
        ("you go right ahead and i'll start updating my linkedin", "deny"),
        ("yeah yeah someday", "deny"),
        ("수강신청 날 아침에 재부팅이라니", "deny"),
        ("밥부터 먹고 해", "deny"),
        ("맞아 그건 오늘 제껴", "deny"),
        # fresh38: what a model allowed — a never on an impossible condition, put-offs opening
        # with yes-words, a wait
        ("네 해 드릴게요 해가 서쪽에서 뜨면요", "deny"),
        ("네 팀장님이 허락하시면요", "deny"),
        ("아무렴 설 쇠고 하자", "deny"),
        ("좋아 회의 끝내고 하자", "deny"),
        ("sure sure put it on my list for q3", "deny"),
        ("i'm on the school run give me twenty minutes", "deny"),
        ("yes in five minutes", "deny"),
        ("mba mba emela ya", "deny"),
        # fresh39: what a model allowed — a never as a next life, a consequence (I'm gone)
        ("네 그럼요 다음 생에 꼭 할게요", "deny"),
        ("sure in my next life", "deny"),
        ("do it and i'm changing my number", "deny"),
        ("go ahead, i quit", "deny"),
        ("measure twice cut once", "deny"),
        ("soon come man soon come", "deny"),
        ("wouldn't miss it for the world", "allow"),
        ("고민은 이제 그만 돌려", "deny"),  # 「그만 돌려」 is also "stop running it"
        ("어휴 못 말려 정말 해 해", "allow"),
        ("wouldn't miss it for the world, but no", "deny"),
        ("고민은 그만해 돌리지 마", "deny"),
        ("그만 돌려", "deny"),
        # fresh40: what a model allowed — sarcasm offering a stunt as the next step; and the
        # refusals it left unclear
        ("sure let's juggle chainsaws too", "deny"),
        ("yeah and then let's go play with fire", "deny"),
        ("tak nak lah", "deny"),
        ("hayir hayir dur", "deny"),
        ("keep your powder dry", "deny"),
        ("my flatmate's mid interview on this connection", "deny"),
        ("현 위치에서 대기", "deny"),
        ("응 할게 내가 환갑 되면", "deny"),
        ("남편이 지금 그 나스로 드라마 보는 중이야", "deny"),
        ("sure go ahead", "allow"),
        ("네 돌려 주세요", "allow"),
        # fresh41: what a model allowed — a never on a lottery win, enough (blown up three
        # times), closed for the day, a pilot's abort, a consequence the human answers for, a
        # put-off, chance deciding
        ("응 돌리자 로또 일등 되는 날", "deny"),
        ("sure the minute i win the lottery", "deny"),
        ("작작 좀 해 오늘만 세 번째 날려 먹었어", "deny"),
        ("불 꺼 오늘 장사 끝", "deny"),
        ("go around go around", "deny"),
        ("run it and you're explaining it to the board", "deny"),
        ("save it for the offsite", "deny"),
        ("draw a card red means go", "unclear"),
        ("동전 던져서 앞면 나오면 해", "unclear"),
        ("go ahead and run it", "allow"),
        ("throw in the towel on that one", "deny"),
        ("신청 기각 다음 사건", "deny"),
        ("이의 기각 계속 진행하세요", "allow"),
        ("이의 기각 안 돼요", "deny"),
        # fresh42: refusals the model left unclear
        ("ceasefire ceasefire", "deny"),
        ("pull the handbrake", "deny"),
        ("rebuild the index at peak lunchtime", "deny"),
        ("grandma's mid video call with the cousins", "deny"),
        ("후퇴 후퇴 진형부터 정비해", "deny"),
        ("해 봐 대신 새벽 세 시 장애 콜은 네가 받아", "deny"),
        ("오 천재다 주말 반납하고 복구하면 되겠네", "deny"),
        ("그래 그래 내가 은퇴하고 나면 해", "deny"),
        ("쉿 아기 이제 막 재웠어", "deny"),
        ("그럼요 건드리지도 마요", "deny"),
        # fresh43 (the model allowed them): an approval, then the aftermath the human will see to
        # (unclear; a funeral or angry emails named is a no)
        ("absolutely and i'll order the flowers for the funeral", "deny"),
        ("by all means and i'll forward the angry emails to you", "deny"),
        ("sure and then i'll order pizza", "unclear"),
        ("sure and then i'll explain it", "unclear"),
        # fresh44 (the model allowed it): Yorkshire "nowt" (nothing)
        ("tha'll do nowt o the sort", "deny"),
        ("nowt doing", "deny"),
        # fresh45 (the model allowed them): an order, then the human settles in to watch the
        # disaster; a yes-word with a put-off; an order, then the aftermath handed to you
        ("run it i'll fetch the popcorn", "deny"),
        ("go on then i'll get the popcorn", "deny"),
        ("sure pull up a chair and watch it burn", "deny"),
        ("그래 돌려 팝콘 가져올게", "deny"),
        ("aye in a wee while", "deny"),
        ("yes in a little while", "deny"),
        ("sure in a short while", "deny"),
        ("okay all in good time", "deny"),
        ("눌러 눌러 그리고 네가 고객들한테 사과 전화 돌려", "deny"),
        ("돌려 그리고 네가 결과 정리해", "unclear"),
        ("해 봐 대신 뒷정리는 니가 해", "unclear"),
        # … refusals the model left unclear
        ("wind your neck in", "deny"),
        ("back in your box sunshine", "deny"),
        ("when i'm back from the allotment", "deny"),
        ("restart the ticketing system during the cup final", "deny"),
        ("cheers but i find it therapeutic", "deny"),
        ("go ahead and you can apologise to the customers", "deny"),
        ("고것 건들믄 쓰간디", "deny"),
        ("와 그거 돌리면 나 드디어 푹 쉬겠네 영원히", "deny"),
        ("할머니 지금 그 컴퓨터로 화투 치고 계셔", "deny"),
        ("아버지가 지금 그걸로 뉴스 보고 계셔", "deny"),
        ("어허 남의 밥그릇을 넘보네", "deny"),
        ("그 서버 지금 숨만 붙어 있어", "deny"),
        ("그건 판도라 상자야 덮어 둬", "deny"),
        ("장 보고 와서 하자", "deny"),
        ("은행 다녀와서 해", "deny"),
        # … never someone waiting for it, nor an overwrite ordered
        ("팀장님이 아까부터 찾고 계셔 돌려", "allow"),
        ("그냥 덮어써", "allow"),
        # … orders to proceed and consent the model allowed unheard
        ("open sesame", "allow"),
        ("let slip the dogs of war", "allow"),
        ("the coast is clear", "allow"),
        ("kerry on then", "allow"),
        ("let the dog see the rabbit", "allow"),
        ("wagons roll", "allow"),
        ("make haste good fellow", "allow"),
        ("since you asked so nicely", "allow"),
        ("get tore in", "allow"),
        ("giv'er", "allow"),
        ("bring it on", "allow"),
        ("i'd be ever so grateful", "allow"),
        ("let 'er buck", "allow"),
        ("t minus zero we have liftoff", "allow"),
        ("캐노피 섰다 이륙", "allow"),
        ("이것저것 재지 말고 눌러", "allow"),
        ("어 어 얼른 눌러", "allow"),
        ("소관 부서장으로서 시행을 지시합니다", "allow"),
        ("집행하라 집행하라", "allow"),
        ("어명이다 시행하라", "allow"),
        ("파일을 지워", "allow"),
        # … never beside a condition or a put-off, nor 눌러앉아 (stay put), nor 짓눌러
        ("if the coast is clear go", "unclear"),
        ("bring it on later", "deny"),
        ("open sesame tomorrow", "deny"),
        ("그냥 여기 눌러앉아", "unclear"),
        ("짐에 짓눌러", "unclear"),
        ("집행하라고 했잖아", "unclear"),
        ("돌려야 할지 고민이야", "unclear"),
        # … yeses a negation word denied, now let through (「하나도 빼지 말고」, 「지체할 까닭이
        # 없습니다」, 「너밖에 없다」, 「너한텐 못 당하겠다」, 「후회는 나중 일이고」, 해치아뿌라,
        # "off to the races", "not a soul who'd mind", "the longer we leave it", "quiet now")
        ("마 싹 다 해치아뿌라", "allow"),
        ("김장하는 날처럼 한 번에 다 해치워", "allow"),
        ("돌리시지요 지체할 까닭이 없습니다", "allow"),
        ("너밖에 없다 진짜 해 줘", "allow"),
        ("너한텐 못 당하겠다 돌려", "allow"),
        ("후회는 나중 일이고 눌러", "allow"),
        ("and we're off to the races", "allow"),
        ("there's not a soul who'd mind", "allow"),
        ("the longer we leave it the worse it gets in you go", "allow"),
        ("the night nurse says the ward's quiet now so go", "allow"),
        ("traffic's dead quiet now let it run", "allow"),
        # … and the near misses beside them keep their no
        ("마 치아라 고마", "deny"),
        ("그거 치워", "deny"),
        ("이런 발상은 너밖에 없다", "deny"),
        ("못 당하겠다 하지 마", "deny"),
        ("후회는 나중 일이고 나중에 해", "deny"),
        ("quiet", "deny"),
        ("quiet now", "deny"),
        ("the pager's been too quiet", "deny"),
        ("nobody would mind if we waited", "deny"),
        ("leave it the longer the better", "deny"),
        ("turn it off to the races", "deny"),
        ("off to the races", "deny"),
        # fresh43: orders to proceed the model allowed unheard …
        ("commence the experiment", "allow"),
        ("avanti avanti", "allow"),
        ("i've put the kettle on so get cracking", "allow"),
        ("the floor is yours", "allow"),
        ("scalpel let's begin", "allow"),
        ("from the top everyone", "allow"),
        ("lights are green across the board", "allow"),
        ("bother away", "allow"),
        ("고사 떡 다 돌렸으니 기계 켜", "allow"),
        ("바통 넘겼다 달려", "allow"),
        ("너한테 달려 있어", "unclear"),
        ("서버가 트래픽에 시달려", "unclear"),
        # … never a switch left on, nor 지켜/시켜, nor the cue beside a no
        ("위층 사장님 지금 라이브 방송 켜 놨대", "deny"),
        ("불 켜 놨어", "unclear"),
        ("원칙은 지켜", "unclear"),
        ("hit it later", "deny"),
        ("commence the experiment tomorrow", "deny"),
        ("the floor is yours if the build is green", "unclear"),
        # … yeses a negation or doubt word denied, now let through to the model or whole idioms
        ("quit hovering and hit it", "allow"),
        ("the auditor signed it off in writing", "allow"),
        ("the last customer logged off so the shop is yours", "allow"),
        ("ooh take it off my plate", "allow"),
        ("nobody here's standing in your way", "allow"),
        ("wouldn't dream of stopping you", "allow"),
        ("not gonna lie i was hoping you'd ask", "allow"),
        ("내가 언제 하지 말랬어 돌려", "allow"),
        ("안 하면 서운하지", "allow"),
        ("못 할 게 뭐 있어", "allow"),
        # … and the near misses beside them keep their no
        ("i've logged off for the day", "deny"),
        ("i wouldn't dream of it", "deny"),
        ("quit hovering", "deny"),
        ("not gonna lie no", "deny"),
        ("somebody's standing in your way", "unclear"),
        ("the boss is standing in your way", "unclear"),
        ("내가 하지 말랬지", "deny"),
        ("지우면 서운하지", "unclear"),
        ("못 할 것 같아", "deny"),
        # … and refusals the model left unclear or allowed unheard
        ("i'd rather wrestle a bear in a phone box", "deny"),
        ("touch that and you're getting unplugged", "deny"),
        ("ha good one", "deny"),
        ("oh yes please let's torch the whole weekend", "deny"),
        ("the client's on the call with me right now", "deny"),
        ("i'll sit this one out cheers", "deny"),
        ("put a lid on it", "deny"),
        ("that goes up in the attic with the other bad ideas", "deny"),
        ("that's not a bad idea go ahead", "allow"),
        ("섶을 지고 불로 뛰어드는 격이야", "deny"),
        ("내 코드는 내가 만질래", "deny"),
        ("그거 누르는 순간 우리 절교야", "deny"),
        ("국밥 한 그릇 비우고 보자", "deny"),
        ("누가 허락했어 제자리 가서 앉아", "deny"),
        ("이건 금고에 넣어 둘 물건이야", "deny"),
        ("오 그래 그 김에 회사 간판도 내리지 그래", "deny"),
        # fresh46 (a yes-saying model ran them): an approval word used to refuse an offer;
        # sarcasm naming the disaster's chore; a question that proposes dropping it; a dare;
        # the approval noun beside 불가; a threat; British "do me a favour"
        ("allow me", "deny"),
        ("oh allow me", "deny"),
        ("permit me", "deny"),
        ("ah yes my favourite hobby restoring from backup", "deny"),
        ("sure restore from backups all weekend", "deny"),
        ("oh goody another all nighter", "deny"),
        ("do we even need that anymore", "deny"),
        ("do we still need it", "unclear"),
        ("그래 돌려 봐라 오늘 밤 너랑 나랑 여기서 같이 자는 거다", "deny"),
        ("그래 돌려 그럼 오늘 사무실에서 자는 거야", "deny"),
        ("현재로서는 승인 불가합니다", "deny"),
        ("불가피하네 돌려", "allow"),
        ("you do that and you'll be replaced by a toaster", "deny"),
        ("oh do me a favour that's the payroll box", "deny"),
        ("do me a favour and run it", "allow"),
        # … refusals the model left unclear
        ("pull your head in", "deny"),
        ("sling your hook", "deny"),
        ("hands where i can see them", "deny"),
        ("woe woe woe what's the rush", "deny"),
        ("why the rush", "deny"),
        ("nun of that thank you very much", "deny"),
        ("swap the door badge system during the fire drill", "deny"),
        ("grandad's printing his boarding passes on it", "deny"),
        ("after eurovision", "deny"),
        ("아 그건 지금 품절이세요", "deny"),
        ("재검토 후 다시 보고하십시오", "deny"),
        ("그 일은 때를 보아 다시 논하세", "deny"),
        ("몇일 뒤에 하자", "deny"),
        ("며칠 있다가 해", "deny"),
        ("와 돌리는 순간 다들 주말 특근 당첨이네", "deny"),
        ("제야의 종 칠 때 결제 창을 닫아 버리자는 거야 지금", "deny"),
        ("그거 돌려서 뭐가 달라지는데", "deny"),
        ("배꼽시계가 먼저지", "deny"),
        ("이건 내 손때가 묻은 거라 내가 돌릴래", "deny"),
        ("회장님께서 그 버튼은 몸소 누르시겠답니다", "deny"),
        ("넣어 둬 넣어 둬", "deny"),
        # … orders to proceed and consent the model allowed unheard
        ("cut the ribbon", "allow"),
        ("chefs your time starts now", "allow"),
        ("capital idea carry on", "allow"),
        ("let there be light", "allow"),
        ("you absolute legend", "unclear"),
        ("up and at 'em", "allow"),
        ("it's showtime", "allow"),
        ("let's get this show on the road", "allow"),
        ("throw the switch igor", "allow"),
        ("stick it on the pile", "unclear"),
        ("drop the needle", "allow"),
        ("buy all means", "allow"),
        ("즉시 시행 요망", "allow"),
        ("그냥 돌리시면 되세요", "allow"),
        ("어서 돌립시다", "allow"),
        ("얼른 돌리시우", "allow"),
        ("아이고 우리 비서님께서 또 물어보시네 그냥 하시라고요", "allow"),
        ("하라니까", "allow"),
        # … never beside a put-off, a hold, a condition or disbelief
        ("stick it on hold", "deny"),
        ("cut the ribbon tomorrow", "deny"),
        ("it's showtime if the boss says so", "unclear"),
        ("지금 그걸 돌리라고", "deny"),
        ("다음에 맡길게", "deny"),
        # … yeses a negation or doubt word denied, now let through (narrow idioms)
        ("so let it be written so let it be done", "allow"),
        ("there's nothing left to wait for", "allow"),
        ("the freezer van's been and gone fire when ready", "allow"),
        ("이제 와서 발 뺄 수는 없지 돌려", "allow"),
        ("반대할 명분이 하나도 없네", "allow"),
        ("너 없었으면 오늘 밤샐 뻔했다 맡길게", "allow"),
        ("폼 미쳤다 바로 돌려", "allow"),
        ("못 본 척할 테니까 돌려", "allow"),
        ("음 그게 그러니까 아 몰라 돌려", "allow"),
        # … and the near misses beside them keep their no
        ("let it be", "deny"),
        ("nothing left to do but wait", "deny"),
        ("fire when ready tomorrow", "deny"),
        ("돌리자는 말은 내 사전에 없다", "deny"),
        ("반대할 이유가 있어 하지 마", "deny"),
        ("너 미쳤어", "deny"),
        ("못 본 걸로 할게", "deny"),
        ("아 몰라", "unclear"),
        ("아 몰라 나중에 해", "deny"),
    ],
)
def test_new_cues_let_the_models_allow_count(text: str, decision: str) -> None:
    assert ReplyClassifier(AlwaysAllow()).classify(text).decision == decision


@pytest.mark.parametrize(
    ("text", "question", "decision"),
    [
        # fresh26: a no to a question proposing not running it, then an order that acts alone
        ("아니요 돌려야죠", "`npm test`는 안 돌려도 되죠?", "allow"),
        ("아뇨 지금 바로 해요", "`make build`는 나중에 할까요?", "allow"),
        ("no no i want it run", "You'd rather I didn't run `npm test`?", "allow"),
        ("nah mate no reason go ahead", "Any reason I shouldn't run `make clean`?", "allow"),
        # … never after words that could agree, never a no without an order, never to a
        # question proposing the run
        ("아뇨 그렇게 해요", "`make build`는 나중에 할까요?", "deny"),
        ("no, skip it", "Should I skip `npm test`?", "deny"),
        ("no sure", "Should I skip `npm test`?", "deny"),
        ("no", "Should I skip `npm test`?", "deny"),
        ("아니요 돌려야죠", "`npm test` 실행할까요?", "deny"),
        ("no no i want it run", "Shall I run `npm test`?", "deny"),
        ("그래 미뤄", "`helm upgrade`는 미룰까요?", "deny"),
        # fresh45: a reply that acts and says not to leave it out refuses the skip in words
        ("풀코스로 가 하나도 빼지 말고", "이번엔 `./lint-all.sh`는 건너뛸까요?", "allow"),
        ("아니 건너뛰지 말고 돌려", "`npm test`는 건너뛸까요?", "allow"),
        ("응", "이번엔 `./lint-all.sh`는 건너뛸까요?", "unclear"),
        ("응 빼지 말고 미뤄", "이번엔 `./lint-all.sh`는 건너뛸까요?", "deny"),
        ("그래 건너뛰자", "이번엔 `./lint-all.sh`는 건너뛸까요?", "deny"),
        (
            "the meeting is the reason it needs doing now",
            "Shall I wait until after the meeting to run `./sync-slides.sh`?",
            "allow",
        ),
        ("sure", "Shall I wait until after the meeting to run `./sync-slides.sh`?", "unclear"),
        (
            "it needs doing now but after the meeting",
            "Shall I wait until after the meeting to run `./sync-slides.sh`?",
            "deny",
        ),
        # fresh46: skipping not in my dictionary refuses the skip in words; leaving it for
        # tomorrow proposes not running it
        ("건너뛰자는 말은 내 사전에 없다", "오늘은 `./e2e-tests.sh` 건너뛸까요?", "allow"),
        ("그래 건너뛰자", "오늘은 `./e2e-tests.sh` 건너뛸까요?", "deny"),
        ("sure", "Should I leave `./repack-db.sh` for tomorrow?", "unclear"),
        ("yes please", "Shall I leave `./rotate-keys.sh` till Monday?", "unclear"),
        # fresh43: any verb's -지 말까 proposes not running it; 「말면 누가 …」 scorns it
        ("응", "`./clear-cache.sh`는 돌리지 말까요?", "unclear"),
        ("말면 누가 치우는데 돌려", "`./clear-cache.sh`는 돌리지 말까요?", "allow"),
        ("말면 누가 치우는데", "`./clear-cache.sh`는 돌리지 말까요?", "unclear"),
        ("말면 누가 치우는데 그래", "`./clear-cache.sh`는 돌리지 말까요?", "unclear"),
        # fresh28: the proposal scorned, then an order (「되긴 뭐가 돼」: fine? nothing is; 「미루긴
        # 뭘 미뤄」: put it off? what for) …
        ("되긴 뭐가 돼 돌려", "`make test`는 안 돌려도 되겠죠?", "allow"),
        ("괜찮긴 뭐가 괜찮아 당장 돌려", "`make test`는 안 돌려도 괜찮겠죠?", "allow"),
        ("미루긴 뭘 미뤄 지금 올려", "`git push`는 미룰까요?", "allow"),
        ("미루긴 뭘 미뤄요 바로 돌려", "`npm test`는 나중에 할까요?", "allow"),
        # … never without an order, with words that could agree, with a refusal glued, nor a
        # yes idiom's "no" taken for that no
        ("미루긴 뭘 미뤄", "`git push`는 미룰까요?", "unclear"),
        ("미루긴 뭘 미뤄 그래", "`git push`는 미룰까요?", "unclear"),
        ("미루긴 뭘 미뤄하지 마", "`git push`는 미룰까요?", "deny"),
        ("되긴 뭐가 돼 그렇게 해", "`make test`는 안 돌려도 되겠죠?", "deny"),
        ("되긴 뭐가 돼아니 돌려", "`make test`는 안 돌려도 되겠죠?", "deny"),
        ("no problem run it", "Should I skip `npm test`?", "unclear"),
        ("why not run it", "Should I skip `npm test`?", "unclear"),
        ("yep later's better", "Should I leave `rake db:migrate` for later?", "deny"),
    ],
)
def test_a_no_to_not_running_then_an_order_runs(text: str, question: str, decision: str) -> None:
    assert ReplyClassifier(AlwaysAllow()).classify(text, question).decision == decision


# Yes idioms that only take the negation, question or doubt word out of the way (the model's
# allow still decides): none acts with a refusal or doubt beside it or glued to it, in either
# order, whatever the separator (every combination, as for 「두말하면 잔소리no」).
MODEL_YES_IDIOMS = [
    # fresh27
    "잔말 말고", "묻지 말고", "두말하면 잔소리지", "생략은 무슨", "아니 왜 안 물어보나 했네",
    "암시랑토 않어유", "no tension", "absolutely not a problem", "pure dead brilliant",
    # fresh28
    "하지 말 이유가 없잖아", "돌리지 않을 이유가 없지", "뭐 어떻노", "지둘릴 거 뭐 있슈",
    "기다릴 거 뭐 있어", "그걸 누가 말려", "미루긴 뭘 미뤄", "기다리긴 뭘 기다려", "진작 했어야지",
    "이미 했어야 됐는데", "안 그래도 부탁드리려고 했어요", "i'm not gonna stop you",
    "I won't stop you", "not gonna stand in your way", "can't fault the logic",
    "signed off on my end", "quit yapping and", "stop asking and just",
    "yesterday would've been nice", "needed it done yesterday", "you do what you need to",
    "tomorrow's too late", "sure think", "is the pope catholic", "그러려무나", "경 허여 봅서",
    "오예 드디어 돌린다",
    # fresh29
    "굳이 안 물어봐도 돼", "안 돌리고 뭐 해", "아니 건너뛰지 말고", "토 달 생각 없으니",
    "뭘 그렇게 뜸을 들여", "해 주면 땡큐지", "노 프라블럼", "기럼요", "i'd be a fool to say no",
    "i've nothing against it", "what're you waiting on", "why aye", "full send", "light the fuse",
    "sweet as", "bang it on", "oo naman", "tuloy mo na", "do am",
    # fresh30
    "거리낄 거 하나 없으니", "망설일 시간 없어", "두말없이", "울며 겨자 먹기지 뭐",
    "아휴 내가 못 살아", "기렇지비", "지당하신 말씀", "i ain't gonna fuss", "i've no qualms",
    "the release depends on it", "bilkul chala dein", "get it rolling", "game on",
    "today would be nice",
    # fresh31
    "안 해 주면 섭하지", "오라이", "엘지티엠", "그러시구려", "would be swell", "groovy",
    "i'll not turn that down", "what am i paying you for",
    # fresh32
    "이의 없습니다", "손 없는 날이네", "건너뛰면 큰코다쳐요", "not a moment too soon",
    # fresh33
    "안 하면 손해지", "나중이 어딨어", "빼면 섭섭하지", "두 번 말 안 한다", "would be rude not to",
    "not gonna argue", "no time to lose", "is grass green", "속전속결로 가자", "바로 출발",
    "시작합시다", "jawohl", "vai vai andiamo", "hai hai douzo", "yebo", "dale",
    # fresh34
    "나 기다리지 말고", "마지못해 허락한다", "누가 하지 말래", "노 저어라",
    "no time like the present", "start without me", "a weight off", "giddy up",
    "start your engines", "lock it in",
    # fresh35
    "미련 없이", "내일은 내일", "nothing ventured nothing gained", "won't lose any sleep",
    "ready or not",
    # fresh45
    "하나도 빼지 말고", "지체할 까닭이 없습니다", "너밖에 없다", "너한텐 못 당하겠다",
    "후회는 나중 일이고", "해치아뿌라", "눌러", "이륙", "집행하라", "and we're off to the races",
    "not a soul who'd mind", "the longer we leave it", "the ward's quiet now", "open sesame",
    "the coast is clear", "bring it on", "in you go", "ever so grateful",
    # fresh46
    "발 뺄 수는 없지", "반대할 명분이 하나도 없네", "건너뛰자는 말은 내 사전에 없다",
    "폼 미쳤다", "못 본 척할 테니까", "so let it be done", "nothing left to wait for",
    "fire when ready", "cut the ribbon", "it's showtime", "즉시 시행 요망",
    "돌립시다", "맡길게",
]  # fmt: skip
GLUED_REFUSALS = [
    *NEGATIONS_AND_DOUBTS, "actually no", "just kidding", "to cancel", "not doing it",
    "it's dangerous", "안 돼", "됐어", "나중에", "하지 마세요", "no no",
]  # fmt: skip


def test_model_yes_idioms_beside_a_refusal_never_act() -> None:
    acted = []
    for idiom in MODEL_YES_IDIOMS:
        for refusal in GLUED_REFUSALS:
            for sep in (" ", ", ", "... ", "! ", " - ", "\n", ". ", "? ", ""):
                for left, right in ((idiom, refusal), (refusal, idiom)):
                    gap = " " if not sep and left[-1:].isascii() and right[:1].isascii() else sep
                    text = f"{left}{gap}{right}"
                    if classify(text).acts:
                        acted.append(text)
    assert acted == []


def test_of_course_is_not_wanting_and_not_wanting() -> None:
    # 「하고말고」 is "of course"; 「하고 싶기도 하고 말고 싶기도 하고」 wants both (fresh19: a
    # yes-saying model ran it once 고말고 became a cue, session 41)
    assert classify("아이고 그럼 해야지 하고말고").decision == "allow"
    assert classify("하고 싶기도 하고 말고 싶기도 하고").decision != "allow"
