"""Affirmative idioms that contain a negation word ("no problem", "why not", "안 될 거 없지").

The negation stage denies any reply holding "no", "not", "doubt" or 안/없; these idioms mean yes
all the same. They are recognised only as the WHOLE reply, before the negation stage runs:

* the idiom must appear as one unbroken stretch — punctuation inside it ("no, problem") means
  the user said two things, and the reply falls through to the negation stage;
* everything around it may only be fillers and plain approval words ("sure, why not", "no
  problem, go ahead", "네, 문제없어요"): any other word ("no problem, but don't", "I don't
  mind not doing it") falls through too, so a negation anywhere else still wins;
* a "?" anywhere means a question ("why not?" asks for a reason), never an idiom.

Indifference ("상관없어", "I don't care") is matched the same way, but is UNCLEAR: it neither
approves nor refuses, so the assistant asks again.

Phrases are written in a tiny expansion syntax: "{a|b|}" is a choice ("" = leave it out).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterable

from jarvis_voice.voice.lexicon import compact_hangul, find_hedge, normalize, parse_keywords


def expand(template: str) -> list[str]:
    """Every spelling a template allows: "{i |}no objection{s|}" → "i no objection", …, "no
    objections". Choices do not nest."""
    if not re.fullmatch(r"[^{}]*(?:\{[^{}]*\}[^{}]*)*", template):
        raise ValueError(f"unbalanced or nested choices: {template!r}")
    parts = re.split(r"\{([^}]*)\}", template)
    choices = [part.split("|") if n % 2 else [part] for n, part in enumerate(parts)]
    return [" ".join("".join(pick).split()) for pick in itertools.product(*choices)]


# English: normalised the same way as the reply (contractions spelled out: "can't" → "can not").
# Kept deliberately to idioms that mean yes to "shall I run X?" on their own. Left out: "not at
# all" (a yes to "do you mind?", a no to "shall I?"), "no worries" and "all good" (also "never
# mind, I'll do it"), "not bad", "no hard feelings", "no promises".
EN_YES_IDIOMS = [
    "{it is |that is |}{no|not a} problem{ at all| whatsoever|}", "no problems", "no problemo",
    "no prob", "no probs", "no sweat", "no trouble{ at all|}", "{that is |}not an issue",
    "no issue{s|}{ here| at all|}", "{i have |}no problem{s|} with {that|it|this}",
    "{i |}{do not see|see no|can not see} {a |any |}problem{s|}{ with that| with it| with this|}",
    "{i have |}no objection{s|}{ here| there| from me| at all|}",
    "{i |}{do|will|would} not object", "{i have |}nothing against {it|that|this}",
    "{i am |}not against {it|that|this}", "{i am |}not opposed{ to it| to that| to this|}",
    "no argument{s|}{ here| there| from me|}", "{i |}can not argue with {that|it|this}",
    "{there is |}no arguing with {that|it|this}", "{i |}can not deny {it|that|this}",
    "{there is |}no denying {it|that|this}",
    "{there is |}no doubt{s|}{ about it| about that| here| in my mind|}",
    "{without|beyond} {a |any |}doubt", "no room for doubt", "not a doubt", "without fail",
    "no question{ about it| about that|}", "without question", "no two ways about it",
    "why not", "why the {hell|heck} not", "why would i {mind|object|say no|refuse}",
    "{it |that |}{would not|will not|can not|could not} hurt{ to try|}",
    "{i |}{do not|can not} see why not",
    "{i |}see no reason {why not|not to}", "{there is |}no reason {not to|to say no|to refuse}",
    "{i |}can not think of {a|any} reason not to",
    "i do not mind{ at all|}", "i would not mind", "do not mind if i do",
    # "nope, don't mind at all" (fresh17): the no answers "do you mind?" and is said with it
    "{no|nope|nah} {i |}do not mind{ at all|}",
    # "do it before I change my mind", "I don't see any harm in it" (fresh17)
    "before i change my mind", "{i |}{do not|can not} see {any |the |}harm{ in it| in that|}",
    "{there is |}no harm{ in it| in that| in trying|}",
    "{i |}{would|will|could|can} not say no{ to that|}", "say no more",
    "{i |}could not agree {more|with you more}", "i could not have said it better",
    "{you |}do not have to ask {me |}twice", "{that is |}not a bad {idea|plan|call}",
    "{that is |}{fair|close|good|sure} enough", "i would not have it any other way",
    "nothing would {please me more|make me happier}",
    "i am {ok|okay|fine|good|cool|alright} with {that|it|this}",  # "I'm fine" alone is a no
    "{it |that |this |}could not be better", "{i |}can not wait",
    # "That's OK" alone is as often "no, thanks" (a hedge), but not after a yes: "yep, that's
    # ok", "yes, that's alright" (fresh7)
    "{yes|yeah|yep|yup|sure} {that is|it is} {ok|okay|alright|fine}",
    "{yes|yeah|yep|yup|sure} | {that is|it is} {ok|okay|alright|fine}",  # "yes, that's ok"
    # "I'm down", "I'm totally down for it", "I'm up for that" (fresh7)
    "i am {totally |so |}down{ for it| for that| for this| with that| with it| with this|}",
    "i am {totally |so |all |}up for {it|that|this}",
    "{that is |}a {good|great} idea",
    # courtesy, not a condition: "If you don't mind", "Yes if you would please", "That is okay
    # to proceed", "I think you should, yes" (fresh11)
    "{yes |}if you {do not|would not} mind", "{yes |}if you would{ please|}",
    "{it is|that is} {ok|okay|alright|fine} to {proceed|go ahead|go|do it|run it}",
    "i think you should{ | yes|}",
    # leaving it to the asker, with a yes said: "If you want to, yes" (fresh12); "if you want"
    # alone stays a condition (a hedge)
    "{yes|sure|okay|ok|yeah} if you {want|like|wish|would like}{ to|}",
    "{yes|sure|okay|ok|yeah} | if you {want|like|wish|would like}{ to|}",
    "if you {want|like|wish|would like}{ to|} {yes|sure|okay|ok|yeah}",
    "if you {want|like|wish|would like}{ to|} | {yes|sure|okay|ok|yeah}",
    # a rhetorical yes, said without "?" (with one it is a question): "is the pope catholic"
    # (fresh28), "does a bear poop in the woods", "is water wet"
    "is the pope catholic", "{does a bear|do bears} {poop|shit|crap} in the woods",
    "is water wet", "is the sky blue",
    # consent holding a negation word (fresh43): "nobody here's standing in your way",
    # "wouldn't dream of stopping you", "not gonna lie i was hoping you'd ask"
    "{nobody|no one|nothing} {here |}is {standing|going to stand} in your way",
    "{i |}would not dream of stopping you",
    "{not gonna lie |not going to lie |}i was hoping you would ask",
]  # fmt: skip
# Korean, compared with the spaces removed. 안 될 거 없지 "no reason it can't be"; 문제없어 "no
# problem"; 그렇고말고 (말고) and 두말하면 잔소리 "of course"; 좋은 생각 (생각 is a hedge)
# "good idea". Left out as doubtful: 괜찮아 (a polite no as often as a yes), 당연한 거 아니야
# (one particle away from "it is not a given"), 상관없어 (indifferent: see below).
KO_YES_IDIOMS = [
    "{안 될|못 할|안 할} {거|것|게|것도|이유가|이유도|이유} {없지|없죠|없어|없습니다|없네|없다}",
    "{아무 |}문제{가 |}{없어|없습니다|없지|없죠|없다|없음|없네}",
    "{거절할|마다할|반대할|싫어할} 이유{가 |}{없지|없죠|없어|없습니다|없다}",
    "싫을 리{가 |}{없지|없죠|없어|없습니다|있나|있겠어|}",
    "{그렇|좋|되|하|물론이|당연하}고 말고", "두말하면 잔소리", "두말할 {것|필요} {도 |}없지",
    "말할 것도 없지", "말해 뭐해", "여부가 있겠습니까",
    "좋은 생각{이야|이에요|입니다|이네요|이다|}", "틀림없{어|지|죠|습니다|다}",
    # "don't hesitate": 고민하지 말고 실행에 옮기세요 (fresh11)
    "{고민|망설이|주저}하지 말고",
    # "what's to stop it", "a shame not to": 못 할 게 뭐 있어, 안 하면 서운하지 (fresh43)
    "{안 될|못 할} {거|것|게} {뭐 |}{있어|있나|있노|있냐|있겠어|있어요|있습니까|있겠습니까}",
    "안 {하|돌리}면 {서운하|섭하|섭섭하}{지|죠|지요|다}",
]  # fmt: skip
# Neither yes nor no: UNCLEAR, so the assistant asks again instead of treating it as a refusal.
INDIFFERENT = [
    "{난 |나는 |저는 |아무래도 |}상관{없어|없습니다|없지|없음|없다}",
    "{i |}do not care", "{it |}does not matter{ to me|}",
]  # fmt: skip

# Apostrophe-less spellings a recogniser writes. The negation stage rightly keeps "dont"/"cant"
# as negation words; inside a whole-reply idiom they can only be the contraction.
_BARE = {"dont": "do not", "cant": "can not", "couldnt": "could not", "wouldnt": "would not",
         "didnt": "did not", "wont": "will not", "isnt": "is not", "theres": "there is",
         "ive": "i have", "id": "i would"}  # fmt: skip
_LATIN = re.compile(r"[a-z0-9']")
# Approval words that the idiom's "no"/"not" would negate if it followed them: "do not a
# problem" is "do not …", "do nothing against it" is "do nothing", "please, no problem" may be
# "please, no!". A comma does not change that (recognisers place them freely), so the idiom may
# never follow one of these directly; "go ahead, no problem" and "do it, no problem" are fine.
_GLUED_BEFORE = frozenset(
    ["do", "go", "run", "execute", "proceed", "continue", "allow", "approve", "confirm", "accept",
     "can", "may", "will", "please"]
)  # fmt: skip


def _phrases(templates: Iterable[str]) -> tuple[str, ...]:
    """Each spelling normalised like a reply; a " | " in a template is a pause the idiom may
    hold ("yes, that's ok")."""
    forms = {
        " | ".join(compact_hangul(normalize(part)) for part in p.split(" | "))
        for t in templates
        for p in expand(t)
    }
    return tuple(sorted(forms, key=len, reverse=True))  # longest first: "no problem at all"


YES_PHRASES = _phrases(EN_YES_IDIOMS + KO_YES_IDIOMS)
INDIFFERENT_PHRASES = _phrases(INDIFFERENT)


def _prepared(text: str) -> str:
    """The reply normalised with punctuation kept as "|" and Korean spaces removed."""
    words = normalize(text, breaks=True).split()
    return compact_hangul(" ".join(_BARE.get(w, w) for w in words))


def _only_approval(extra: str) -> bool:
    """The words around an idiom: nothing, or only fillers and plain approval words."""
    words = extra.replace("|", " ").strip()
    if not words:
        return True
    parsed = parse_keywords(words)
    if parsed is None or find_hedge(words):
        return False
    return {kind for _, kind in parsed} <= {"filler", "allow"}


def match_whole(text: str, phrases: tuple[str, ...]) -> str | None:
    """The phrase that, with only fillers and approval words around it, is the whole reply."""
    if "?" in unicodedata.normalize("NFKC", text):
        return None
    s = _prepared(text)
    for phrase in phrases:
        start = s.find(phrase)
        while start >= 0:
            end = start + len(phrase)
            bounded = not (
                (_LATIN.match(phrase[0]) and start > 0 and _LATIN.match(s[start - 1]))
                or (_LATIN.match(phrase[-1]) and end < len(s) and _LATIN.match(s[end]))
            )
            before = s[:start].replace("|", " ").split()
            glued = bool(before) and before[-1] in _GLUED_BEFORE
            if bounded and not glued and _only_approval(s[:start]) and _only_approval(s[end:]):
                return phrase
            start = s.find(phrase, start + 1)
    return None


def find_yes_idiom(text: str) -> str | None:
    """An affirmative idiom that is the whole reply (its negation words do not count), or None."""
    return match_whole(text, YES_PHRASES)


def find_indifference(text: str) -> str | None:
    """Indifference ("don't care", "상관없어") as the whole reply, or None."""
    return match_whole(text, INDIFFERENT_PHRASES)
