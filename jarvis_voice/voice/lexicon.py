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


# Spoken forms a recogniser writes in several ways, rewritten to one token before punctuation
# goes. Only a hyphen or one space may join the halves: "uh, huh?" is two sounds, not a yes.
_SPOKEN_FORMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(?:nuh|uh|unh|huh)(?:-\s?|\s)uh\b"), " nuhuh "),  # uh-uh, nuh-uh: no
    (re.compile(r"\bm+(?:-\s?|\s)m{2,}\b"), " nuhuh "),  # mm-mm, mm mm: no
    (re.compile(r"\buh(?:-\s?|\s)?huh\b"), " uhhuh "),  # uh-huh, uh huh: yes
    (re.compile(r"\bm+(?:-\s?|\s)?h+m+\b"), " mhm "),  # mm-hmm, mhm, m-hm: yes
    (re.compile(r"(?<![\w.])o\s?\.?\s?k\b\.?"), " ok "),  # o. k., o.k., o k
    (re.compile(r"\ball\s?right\b"), "alright"),  # all right, allright
    (re.compile(r"(?<=\d)\s?%"), " percent"),  # 100% is said "a hundred percent"
    # "sure think go ahead": "sure thing" misheard (fresh28); not "sure, think it over"
    (
        re.compile(
            r"\bsure\s+think\b(?=\s*$|\s*[,.!]|\s+(?:go|run|do|yes|yeah|please|mate|boss|sir"
            r"|proceed|carry|crack|ship|jarvis)\b)"
        ),
        "sure thing",
    ),
)
# Contractions are spelled out, so "that's correct" and "that is correct" look alike, and
# "can't"/"won't" show the word "not". Apostrophe-less forms a recogniser writes are included
# where the word cannot be anything else ("thats", "im"); "dont"/"cant" stay negation words.
_CONTRACTIONS: dict[str, str] = {
    "can't": "can not", "won't": "will not", "shan't": "shall not", "ain't": "is not",
    "let's": "let us", "lets": "let us", "thats": "that is", "im": "i am", "youre": "you are",
    "whats": "what is", "cannot": "can not",
}  # fmt: skip
# "'s" is "is" after these words, a possessive elsewhere ("jarvis's")
_S_IS = frozenset(
    ["it", "that", "what", "there", "here", "he", "she", "who", "where", "how", "when", "this",
     "everything"]
)  # fmt: skip
_SUFFIXES = {"n't": " not", "'m": " am", "'re": " are", "'ve": " have", "'ll": " will",
             "'d": " would"}  # fmt: skip


def _expand(token: str) -> str:
    if token in _CONTRACTIONS:
        return _CONTRACTIONS[token]
    if token.endswith("'s") and token[:-2] in _S_IS:
        return f"{token[:-2]} is"
    for suffix, full in _SUFFIXES.items():
        if token.endswith(suffix) and len(token) > len(suffix):
            return token[: -len(suffix)] + full
    return token


def normalize(text: str, *, breaks: bool = False) -> str:
    """NFKC (full-width letters, decomposed Hangul), lower case, spoken forms, punctuation to
    spaces, contractions spelled out.

    Apostrophes inside a word stay until contractions are expanded ("don't" → "do not");
    everything else that is not a letter or a digit becomes a space, so "don't do it, yes" and
    "dont do it yes" look alike to every stage, and English and Korean letters that touch are
    split ("ok해줘" → "ok 해줘"). "o. k." → "ok", "all right" → "alright", "uh-huh"/"mm-hmm"
    → "uhhuh"/"mhm" (yes), "uh-uh"/"mm-mm" → "nuhuh" (no).

    With `breaks`, punctuation becomes a "|" token instead of a space: the idiom stage must
    tell "no problem" (a yes) from "no, problem" (a no followed by a word).
    """
    text = unicodedata.normalize("NFKC", text).casefold().translate(_APOSTROPHES)
    # A script change is a word boundary: "no실행해" must still show the English word "no".
    text = re.sub(rf"(?<=[a-z'.])(?=[{_HANGUL}])|(?<=[{_HANGUL}])(?=[a-z])", " ", text)
    for pattern, replacement in _SPOKEN_FORMS:
        text = pattern.sub(replacement, text)
    text = re.sub(r"[^\w'\s]|_", " | " if breaks else " ", text)
    text = re.sub(r"(?<!\w)'|'(?!\w)", " ", text)
    return " ".join(_expand(token) for token in text.split())


def compact_hangul(norm: str) -> str:
    """Join Korean words: recognisers space Korean unpredictably ("하면안돼", "실행 해도 돼")."""
    return re.sub(rf"(?<=[{_HANGUL}])\s+(?=[{_HANGUL}])", "", norm)


def _n(words: Sequence[str]) -> frozenset[str]:
    """Word lists go through the same normalisation as the text they are compared with."""
    return frozenset(normalize(w) for w in words)


def _np(phrases: Sequence[str]) -> tuple[str, ...]:
    """Phrases too ("i'm fine" is searched as "i am fine")."""
    return tuple(dict.fromkeys(normalize(p) for p in phrases))


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
# one more sentence. Idioms that mean yes — "no problem", "why not" — are recognised before this
# stage, but only as a whole reply (`voice.idioms`); inside a longer reply they are denied.
EN_NEGATION_WORDS = _n(
    [
        "no", "nope", "nah", "nay", "not", "never", "neither", "nor", "none", "nothing",
        # Yorkshire and Northern English "nowt" (nothing): "tha'll do nowt o' the sort" (fresh44,
        # allowed by the model); "nowt" is never a yes
        "nowt", "nought", "naught",
        # fresh46: "do we even need that anymore" (a question that proposes dropping it; a
        # yes-saying model ran it for its "do"): "anymore" is never a yes
        "anymore",
        "nobody", "nowhere", "negative", "hold", "halt", "quit", "freeze", "don't", "dont",
        "doesn't", "doesnt", "didn't", "didnt", "won't", "wont", "can't", "cant", "cannot",
        "shouldn't", "shouldnt", "isn't", "isnt", "aren't", "arent", "wasn't", "wasnt",
        "wouldn't", "wouldnt", "haven't", "havent", "ain't", "aint", "mustn't", "mustnt",
        "without", "instead", "except", "later", "veto", "forbid", "forbidden", "prohibit",
        "tomorrow", "tonight", "afterwards", "afterward",
        # refusals that carry no "no": "nevermind", "forget it", "uh-uh" (→ nuhuh), "I'll pass"
        "nevermind", "nvm", "forget", "nuhuh", "naw", "nay", "nix", "negatory", "pass", "skip",
        "nada", "busy", "unable",
        # "I'm completely booked", "I'm really maxed out" (fresh9 replies)
        "booked", "maxed",
        "disagree", "disagreed", "decline", "false", "incorrect", "wrong", "enough", "end",
        "off", "shut", "pause", "exit", "unsafe", "dangerous", "undesirable", "unwanted",
        # "rather you left the config alone honestly" (fresh18)
        "alone",
        # "sir it was updated yesterday itself": done before, so no (fresh20)
        "yesterday",
        # "norway i need that file": "no way" as a recogniser writes it (fresh21)
        "norway",
        # fresh28: Jamaican "nuh badda wid it" (don't bother with it), "cyaan" (can't)
        "nuh", "cyaan", "cyan't",
        # Tagalog, now that "sige" and "tuloy" are cues: "hindi" (no), "wag"/"hwag" (don't),
        # "ayoko"/"ayaw" (I don't want), "teka" (wait), "mamaya" (later)
        "hindi", "wag", "hwag", "ayoko", "ayaw", "teka", "mamaya",
        # fresh33: Italian "basta" (enough), Swedish "nej", Swahili "hapana" (no), "usiguse"
        # (don't touch it)
        "basta", "nej", "hapana", "usiguse", "nein", "iie", "não", "nao",
        # fresh34: Hungarian "nem" (no), "hagyd" (leave it), Vietnamese "khong" (no), Thai "mai"
        # (not); a weekday is a put-off, as tomorrow is ("monday works perfectly")
        "nem", "hagyd", "khong", "mai", "monday", "tuesday", "wednesday", "thursday", "friday",
        "saturday", "sunday",
        # fresh35 (the model left them unclear): Croatian "nemoj" (don't), "cekaj" (wait)
        "nemoj", "cekaj",
        # fresh38 (its "ya" is a cue): Igbo "mba" (no), "emela" (don't do it)
        "mba", "emela",
        # fresh40 (the model left them unclear): Turkish "hayir" (no), "dur" (stop)
        "hayir", "hayır", "dur",
    ]
)  # fmt: skip
# Stems cover the inflections a recogniser writes: "stopped", "waiting", "cancelled".
EN_NEGATION_STEMS = ("stop", "wait", "cancel", "abort", "deny", "denied", "refus", "reject",
                     "declin")  # fmt: skip
EN_NEGATION_PHRASES = _np(
    [
        "hang on", "hold on", "one sec", "one second", "one moment", "one minute", "just a sec",
        "just a second", "just a moment", "just a minute", "yeah right", "scratch that",
        "as if", "count me out", "consider me out", "i am done", "leave it", "drop it",
        # "think I'll give the add-ons a miss", "you'd have to get past me first" (fresh18)
        "a miss", "get past me", "over me",
        "not yet", "no way", "thumbs down",
        # a polite refusal gives a reason, not a "no": "I'd love to, but I have other plans",
        # "I wish I could", "I'm tied up", "maybe next time", "thanks, I'm good"
        "i wish i could", "love to but", "like to but", "i am afraid i", "other plans",
        "prior commitment", "prior commitments", "prior engagement", "another appointment",
        "something else planned", "tied up", "swamped",
        "next time", "another time", "some other time", "rain check", "get back to you",
        "thanks i am good", "i am good thanks", "thanks i am fine", "i am fine thanks",
        "i am all set",
        # "I'm good for now, thanks!", "I'm full, thanks though!", "I'm just looking, thanks."
        "i am good for now", "i am fine for now", "i am ok for now", "i am okay for now",
        "i am full", "just looking",
        # "Would you mind …?" — "Yes, I would mind" is a no ("don't mind" is denied by don't)
        "i would mind", "i do mind", "i mind", "i'd mind",
        # "I'll have to think about that" (like 생각해 볼게요)
        "think about it", "think about that", "think it over", "have to think",
        # "I'm sorry, but I have a previous appointment", "too much on my plate", "Oh, thank
        # you, but that will do" (that is enough)
        "sorry but", "previous appointment", "on my plate", "that will do",
        # "quiet" (a stop intent), "I'm in the middle of dinner"
        "quiet", "be quiet", "in the middle of",
        # "I have something else. Sorry.", "If only I could.", "I wish I were able to.",
        # "Perhaps next season", "Ask me in a month.", "Circle back to me in a few weeks."
        "something else", "if only", "i wish i were", "i wish there were", "circle back",
        "ask me in", "next season", "next week", "next month", "next year", "in a few weeks",
        "in a few days", "in a month", "in a week",
        # "I'd love to help, but I'm at capacity", "we are prioritizing other projects", "I
        # changed my mind" (fresh10)
        "love to help but", "like to help but", "love to do it but", "at capacity",
        "overloaded", "other projects", "other priorities", "changed my mind",
        "change my mind", "changed our minds",
        # "I'd leave that alone for now", "let it be" (fresh13)
        "leave that", "leave this", "leave them", "leave alone", "let it be", "let that be",
        # "please keep the one I have", "I'd prefer we keep them for now" (fresh14); "keep
        # going" is not among them
        "keep it", "keep them", "keep that", "keep those", "keep this", "keep these",
        "keep the", "keep my", "keep mine", "keep everything", "keep all", "keep both",
        # "over my dead body" (fresh17)
        "over my dead body", "dead body",
        # "are you having a lend of me", "pack it in it's writing to the live table" (fresh20)
        "a lend of me", "having me on", "pulling my leg", "kidding me", "pack it in",
        # "just do a dry run first": another, milder action asked instead (fresh20's one
        # dangerous allow)
        "dry run", "test run", "trial run",
        # fresh21: "leave am jare" (Pidgin: leave it), "steady on mate pull the plug on it", "do
        # i look like i want to lose my job" (a rhetorical no), "just list what it would delete
        # first" (something milder asked instead); later: "after the deploy", "once it's done"
        "leave am", "steady on", "pull the plug", "do i look like", "what it would",
        "what would it", "list what", "show me what", "after the", "after this", "after that",
        "after we", "after i", "once the", "once it's", "once it is", "once that's", "once we",
        "once i", "have to ask", "need to ask", "got to ask", "gotta ask", "check with",
        "ask my", "run it by",
        # fresh22: "park it till monday" (put off), "pump the brakes bud", "have you lost the
        # plot" (a rhetorical no), "appreciate it but i've got it covered" (I'll see to it)
        "park it", "pump the brakes", "lost the plot", "got it covered",
        # fresh23: Irish "ah go way out of that" (nonsense: the model's allow)
        "way out of that", "away out of that",
        # Scots "awa an bile yer heid" (go boil your head), "snapshot the db first and we'll
        # talk" (something else first)
        "bile yer heid", "boil your head", "boil yer head", "we will talk", "we'll talk",
        # fresh24: northern "give over it's fine as it is" (stop it; it's fine as it is, the
        # model's allow), "and lose three months of logs have you gone soft in the head", "knot
        # now i'm mid demo" (not now, written so), "… before anything gets removed" (first)
        "give over", "fine as it is", "fine as is", "good as it is", "fine the way it is",
        "and lose", "soft in the head", "gone soft", "knot now", "i am mid", "mid demo",
        "before anything",
        # fresh25 (the first two a yes-saying model ran): "run it past legal first" (someone
        # else decides), Irish "wise up would ye", "behave bruv", "… i've already started it",
        # "let's pick it up monday", "leaf it be" (leave it, written so)
        "run it past", "past legal", "wise up", "behave", "already started", "already done",
        "already ran", "already did", "pick it up", "leaf it", "on monday", "on tuesday",
        "on wednesday", "on thursday", "on friday", "next sprint",
        # fresh26 (a yes-saying model ran "i'm alright for now ta": British "I'm fine, no need",
        # like "i'm good for now"); "over my cold dead laptop", "you're having a laugh", "let's
        # shelve that till thursday", "kindly avoid that", "whoa there cowboy", "bear with me
        # i'm halfway through a rebase", "what are you mental", "that's the live db"
        "i am alright for now", "i am sorted for now", "i am set for now", "we are good for now",
        "we are fine for now", "we are alright for now", "we are ok for now",
        "i am alright thanks", "thanks i am alright", "i am alright ta", "ta i am alright",
        "over my cold", "cold dead", "having a laugh", "having a giraffe", "taking the piss",
        "taking the mick", "taking the mickey", "shelve", "shelve it", "shelve that", "shelf it",
        "shelf that", "back burner", "on ice", "postpone", "defer", "avoid", "steer clear",
        "whoa there", "woah there", "whoa whoa", "woah woah", "easy there", "easy tiger",
        "slow down", "bear with", "halfway through", "half way through", "midway through",
        "you mental", "you mad", "you insane", "you crazy", "you nuts", "you bonkers",
        "lost your mind", "off your head", "that is the live", "that is live", "the live db",
        "the live database", "that is prod", "that is the prod", "that is production",
        "that is my whole", "till monday", "till tuesday", "till wednesday", "till thursday",
        "till friday", "till next", "until monday", "until tuesday", "until wednesday",
        "until thursday", "until friday", "until next", "til monday", "til thursday",
        "til friday", "til next",
        # Hindi "mat karo" (don't), "nahi" (no): "haan … karo" is a cue below
        "nahi", "nahin", "mat karo", "mat kar", "mat kijiye",
        # fresh27: Irish "i will in me eye" (I will not), "yeah and pigs might fly", "you must
        # be joking that's the shared drive", "let it lie", "that's okay i'll sort it myself
        # after lunch" (put off), "i'd sooner eat my keyboard"
        "in my eye", "in me eye", "my arse", "me arse", "pigs might", "pigs will", "pigs can",
        "pigs could", "pigs fly", "when pigs", "must be joking", "must be kidding",
        "got to be joking", "got to be kidding", "gotta be joking", "gotta be kidding",
        "you are joking", "you are kidding", "are you joking", "are you kidding", "kidding me",
        "that is the shared", "let it lie", "let that lie", "let it rest", "leave it be",
        "sleeping dogs", "sort it myself", "sort it meself", "sort it out myself",
        "i will sort it", "after lunch", "after dinner", "after the meeting", "after my meeting",
        "after standup", "after the standup", "after the call", "after my call",
        "after the demo", "after coffee", "after the weekend", "after the release",
        "sooner eat", "rather eat", "sooner die", "rather die", "eat my hat", "eat my keyboard",
        "eat my shoe", "eat my laptop",
        # fresh28: the idea dropped ("scrap that idea": a model that allows everything ran it,
        # "scrap" being an order), done already ("cheers but i've half done it already"), a
        # harm named from before ("that's exactly what got us paged last time"), "are you out
        # of your mind"
        *[
            f"{verb} {det} {what}"
            for verb in ("scrap", "scratch", "drop", "ditch", "bin", "forget", "kill", "nix",
                         "shelve", "can", "axe", "junk", "abandon", "park")
            for det in ("that", "the", "this", "your", "that whole", "the whole")
            for what in ("idea", "plan", "thought", "notion")
        ],
        "half done", "half did", "done it already", "did it already", "ran it already",
        "run it already", "started it already", "did that already", "done that already",
        "done already", "got us paged", "got me paged", "got us burned", "got us burnt",
        "got us in trouble", "got us into trouble", "what got us", "burned us", "burnt us",
        "bit us", "last time", "out of your mind", "out of your head", "out of your tree",
        "off your rocker", "off your trolley", "round the bend",
        # fresh29 (a yes-saying model ran it): "okay slow your roll" (slow down: wait)
        "slow your roll", "slow ur roll", "hold your horses", "hold yer horses", "not so fast",
        "cool your jets", "simmer down", "pump your brakes", "tap the brakes",
        # … and its refusals the model left unclear: Tagalog "wag na po" (don't, please),
        # Geordie "divvent touch it" (don't), "let's park that for now", "what and explain to
        # the boss why prod's down"
        "wag na", "huwag", "divvent", "divvint", "park that", "park this", "explain to the boss",
        "explain to my boss", "explain that to the boss", "explain it to the boss",
        # fresh30 (a yes-saying model ran both): "yeah yeah in a bit" (put off), "sure and i'm
        # the queen of england" (sarcasm: "and I'm the pope"); Cornish "leave en be"
        "in a bit", "in a while", "in a minute", "in a sec", "in a second", "in a moment",
        "in a jiffy", "in a tick", "in a mo", "in a few", "after a bit", "after a while",
        "give me a minute", "give me a sec", "give me a second", "later on", "by and by",
        "and i am the", "and i am a", "and i am santa", "and i am batman", "queen of england",
        "in your dreams", "dream on", "sure jan", "leave en", "leave un", "leave en be",
        # fresh31 (a yes-saying model ran the first): Cornish "i'll do un dreckly" (I'll do it
        # myself, some time), "itching to do this one myself", "oh absolutely some other day",
        # "gimme two ticks still typing", "forbear good sir", Spanish "ni loco", Japanese "chotto"
        "dreckly", "i will do un", "i will do it", "i will do that", "do this one myself",
        "do it myself", "do that myself", "some other day", "two ticks", "still typing",
        "forbear", "ni loco", "chotto",
        # fresh32 (a yes-saying model ran it): "go ahead make my day" (a dare)
        "make my day", "i dare you", "dare you", "be my guest see what happens",
        # … and what the model left unclear: "86 that one" (kitchen: cancel it), "that's a
        # wrap", "avast there keep her moored", "objection …", "stumps for today" (cricket: done
        # for the day), "pull the other one", "let's take that offline", "are you serious", "are
        # you for real", "i fancy doing it myself" ("no objection" stays a yes idiom)
        "86 that", "86 it", "a wrap", "avast", "moored", "objection", "stumps for",
        "pull the other one", "take that offline", "take it offline", "are you serious",
        "are you for real", "doing it myself", "doing that myself",
        # fresh33 (a yes-saying model ran it): "yeah yeah after my one on one" — put off till
        # after something ("restart the server after", a second step, stays)
        "after my", "after the", "after this", "after our", "after lunch", "after dinner",
        "after work", "after standup", "after you", "after i", "after we",
        # … and what the model left unclear: "put a pin in it", "cross that bridge when we come
        # to it", "i've got it handled", "i'd rather walk on hot coals", "back that truck up",
        # "pull it from the race"
        "pin in it", "pin in that", "cross that bridge", "got it handled", "have it handled",
        "hot coals", "back that truck up", "from the race",
        # fresh34 (a yes-saying model ran them): "yep right after quarter close" (put off),
        # "my thoughts exactly sit tight" (wait); and what the model left unclear: "everybody
        # out of the pool", "last orders were hours ago", "straight red card"
        "right after", "just after", "straight after", "after quarter", "after close",
        "after launch", "after release", "after hours", "after midnight", "after payday",
        "sit tight", "out of the pool", "last orders", "red card",
        # fresh35 (the model left them unclear): "it's a trap", "time out time out"
        "a trap", "time out",
        # fresh36 (a yes-saying model ran them): "run migrations on the payroll database on
        # payday" (the plan quoted back, put on the worst day), "go on then and you can ring the
        # ceo yourself" (a dare: the human does the rest; "help yourself" stays a yes)
        "payday", "on the weekend", "this weekend", "over the weekend", "at the weekend",
        "you can ring", "you can call", "you can phone", "you can tell the", "you can explain",
        "you can answer to", "you can face", "it yourself", "that yourself", "them yourself",
        "ceo yourself", "boss yourself", "yourself then",
        # fresh37 (a yes-saying model ran them): "you go right ahead and i'll start updating my
        # linkedin" (sarcasm: we'd be job hunting), "yeah yeah someday" (a put-off); and what the
        # model left unclear: "measure twice cut once", "call me in the morning", Jamaican "soon
        # come", "let it sit a bit", "let that one slide", "i've got it from here", a fire
        "linkedin", "my cv", "my resume", "job hunting", "get fired", "getting fired",
        "someday", "sometime", "some day", "eventually", "one of these days", "measure twice",
        "in the morning", "soon come", "let it sit", "sit a bit", "let that one slide",
        "let it slide", "let that slide", "got it from here", "on fire", "set fire",
        # fresh38 (a yes-saying model ran them): "sure sure put it on my list for q3" (a
        # put-off), "i'm on the school run give me twenty minutes" (a wait)
        "my list", "the list for", "backlog", "q1", "q2", "q3", "q4", "next quarter",
        "this quarter", "school run", "minutes", "mins", "an hour", "give me five",
        "give me ten", "give me fifteen", "give me twenty", "give me thirty", "give me a few",
        # fresh39 (a yes-saying model ran them): "do it and i'm changing my number" (a
        # consequence: I'm gone), "… in my next life" (never)
        "changing my number", "change my number", "i quit", "i am out of here",
        "i am outta here", "i am leaving", "i am emigrating", "next life", "another life",
        # fresh40 (a yes-saying model ran it): "sure let's juggle chainsaws too" (sarcasm: a
        # stunt nobody means, offered as the next step); and what the model left unclear —
        # Malay "tak nak" (don't want), Hebrew "lo lo", "keep your powder dry" (wait), "flag on
        # the play", "game's called", "read the room", "the heat death of the universe" (never)
        "chainsaw", "chainsaws", "play with fire", "playing with fire", "run with scissors",
        "running with scissors", "poke the bear", "poking the bear", "off a cliff",
        "russian roulette", "rob a bank", "swim with sharks", "tak nak", "lo lo",
        "powder dry", "flag on the play", "game is called", "called for darkness",
        "read the room", "heat death", "mid interview", "mid call", "mid meeting",
        "on a call", "in a meeting",
        # fresh41 (a yes-saying model ran them): "sure the minute i win the lottery" (never),
        # "run it and you're explaining it to the board" (a consequence: the human answers for
        # it), "save it for the offsite" (a put-off), "go around go around" (a pilot's abort)
        "lottery", "lotto", "jackpot", "explaining it to", "explaining that to",
        "explaining this to", "explain it to the", "explain that to the", "to the board",
        "save it for", "save that for", "save this for", "offsite", "off site", "go around",
        # … and what the model left unclear: "throw in the towel on that one", Spanish "ni de
        # broma" (no way), Japanese "dame" (no good), "then we all update our cvs" (sarcasm)
        "throw in the towel", "ni de broma", "de ninguna manera", "dame dame", "our cvs",
        "our resumes",
        # fresh42 (the model left them unclear or allowed them unheard): "ceasefire", "pull the
        # handbrake", French "pas question", someone mid video call, "the tests are still red",
        # the plan quoted back at its worst hour ("… at peak lunchtime"), "that one stays in the
        # drawer", "i'd sooner pet a porcupine"
        "ceasefire", "cease fire", "handbrake", "hand brake", "pas question", "mid video",
        "video call", "still red", "still failing", "at peak", "peak hour", "peak hours",
        "rush hour", "in the drawer", "sooner pet", "sooner kiss", "sooner lick",
        # fresh43 (the model left them unclear or allowed them unheard): "i'd rather wrestle a
        # bear in a phone box", "touch that and you're getting unplugged" (a threat), "ha good
        # one" (a laugh at a joke), "let's torch the whole weekend" (sarcasm: a weekend lost),
        # "the weekend sounds about right" (a put-off), someone on the call now, "i'll sit this
        # one out", "put a lid on it", "that goes up in the attic with the other bad ideas"
        "rather wrestle", "sooner wrestle", "rather fight", "sooner fight", "rather pet",
        "rather kiss", "rather lick", "getting unplugged", "get unplugged",
        "and you are getting", "and you are toast", "and you are dead", "ha good one",
        "haha good one", "hah good one", "the weekend", "whole weekend", "my weekend",
        "on the call", "on the phone", "sit this one out", "sit that one out", "sit it out",
        "sitting this one out", "sit out", "put a lid on", "lid on it", "lid on that",
        "in the attic", "bad idea", "bad ideas",
        # … and the two the model allowed: "absolutely and i'll order the flowers for the
        # funeral", "by all means and i'll forward the angry emails to you" (sarcasm naming the
        # aftermath: a person hears a no; "and i'll …" alone stays a hedge)
        "funeral", "funerals", "angry emails", "angry email", "angry calls",
        # fresh45 (a yes-saying model ran them): "run it i'll fetch the popcorn" (sarcasm: an
        # order, then the human settles in to watch the disaster), "aye in a wee while" (a
        # yes-word with a put-off: any "in a wee/little/short …" delay, as "in a while" is)
        "popcorn", "watch it burn", "watch the fireworks", "pull up a chair", "front row seat",
        "ringside seat", "marshmallows", "in a wee", "in a little while", "in a little bit",
        "in a short while", "in a short bit", "after a wee", "after a little while",
        "a wee while", "in a couple", "in a day or two", "in due course", "all in good time",
        "in good time", "get round to it", "get around to it",
        # … and what the model left unclear: "wind your neck in", "back in your box sunshine"
        # (put-downs: settle down), "when i'm back from the allotment" (a put-off), "restart the
        # ticketing system during the cup final" (the plan quoted back at its worst hour), "cheers
        # but i find it therapeutic" (I like doing it myself); "apologise to the customers" (the
        # aftermath handed over, as 「사과 전화 돌려」)
        "wind your neck in", "wind yer neck in", "back in your box", "back in yer box",
        "when i am back", "when i get back", "when we are back", "when we get back",
        "when i am home", "when i get home", "cup final", "during the match",
        "during the game", "during the final", "during the meeting", "during the demo",
        "during the call", "therapeutic", "apologise to", "apologize to", "you can apologise",
        "you can apologize",
        # fresh46 (a yes-saying model ran them): "allow me" (an offer declined: I'll do it — an
        # approval word used to refuse), "ah yes my favourite hobby restoring from backup"
        # (sarcasm: a yes, then the disaster's chore), "you do that and you'll be replaced by a
        # toaster" (a threat), "oh do me a favour that's the payroll box" (British: don't be
        # daft; "do me a favour and run it" is _NOT_REFUSAL's)
        "allow me", "permit me", "let me do it", "let me do that", "let me handle it",
        "favourite hobby", "favorite hobby", "favourite pastime", "favorite pastime",
        "restoring from backup", "restoring from backups", "restore from backup",
        "restore from backups", "restoring backups", "rebuilding from scratch", "all nighter",
        "all nighters", "allnighter", "you do that and", "do that and you will",
        "you will be replaced", "get replaced by", "be replaced by", "do me a favour",
        "do me a favor",
        # … and what the model left unclear: Australian "pull your head in", British "sling your
        # hook" (clear off), "hands where i can see them" (a mock police order to keep off),
        # "woe woe woe what's the rush" (whoa, as a recogniser writes it), "nun of that" (none),
        # the plan quoted back at its worst hour ("… during the fire drill"), someone on the
        # machine now ("grandad's printing his boarding passes on it")
        "pull your head in", "pull yer head in", "sling your hook", "sling yer hook",
        "hands where i can see", "step away from", "woe woe", "what is the rush",
        "what is the hurry", "why the rush", "why the hurry", "nun of that", "nun of it",
        "fire drill", "during the", "boarding pass", "boarding passes", "printing his",
        "printing her", "printing their",
        # … a put-off till after an evening's event, as "cup final" ("after eurovision", "after
        # the school nativity")
        "eurovision", "nativity", "the panto",
    ]
)  # fmt: skip

# Korean: 안 is the hard one. It is the everyday negation ("안 돼", "안돼", "실행 안 해"), but
# also a syllable of ordinary words (안녕, 안전, 안내, 보안, 동안, 미안). Recognisers drop Korean
# spaces ("하면안돼", "실행안해"), so matching only a free-standing or word-initial 안 would miss
# real negations, and an exception list (안전, 안내, ...) would hide "안 전송해" written as
# "안전송해". Trade-off chosen: the syllable 안 ANYWHERE is a negation. Replies that merely
# contain 안녕/안전/안내/보안/미안/동안 are denied and the user has to say them again; no real 안
# negation can slip through. The same reasoning applies to 않/못/없/싫/멈 (없: "필요 없어" is a
# no, so "문제없어" is denied too).
KO_NEGATION_PIECES = (
    "안", "않", "못", "없", "싫", "멈", "아니", "아냐", "아뇨", "아녀", "아님", "아닌", "아닐",
    "아닙", "지마", "지말", "말고", "말아", "말라", "잠깐", "잠시",
    # 기다(려) — not 「도커 찌꺼기 다 치워」 run together (fresh26: 쓰레기 다, 얘기 다 alike)
    "기다(?=[려리릴립렸렴]|$)", "기달", "절대",
    "그만", "취소", "중지", "중단", "보류", "거부", "거절", "반대", "금지", "스톱", "스탑",
    "캔슬", "나중", "아직", "됐", "다음에(?!도)", "내일", "이따", "있다가", "모레",
    # refusals without 아니/안: "관둬", "패스", "별로", "사양할게", "어려울 것 같아요"
    "관둬", "관두", "관둘", "패스", "넘어가", "스킵", "놔둬", "냅둬", "내버려", "별로",
    "별론",  # "이건 좀 별론데요" (별로인데: not great, fresh12)
    "틀렸", "틀려", "틀린", "사양", "노땡큐", "(?<!해)치워", "말자", "어렵", "어려", "곤란",
    "생각해보", "생각해볼", "생각좀", "지금은좀",
    # polite refusals with a reason: "가고 싶지만 선약이 있어요", "감사하지만 괜찮습니다", "바빠요"
    "선약", "싶지만", "싶은데", "좋겠지만", "감사하지만", "고맙지만", "바빠", "바쁘", "다른계획",
    "다른약속", "약속이있",
    # "이미 계획이 있어요", "일정으로 묶여 있어요", "그건 좀 힘들 것 같아요", "그건 좀...",
    # "난 괜찮아요" (I'm fine without it), "고려해 보겠습니다" (I'll consider it)
    "계획이있", "일정이있", "묶여", "힘들", "힘드", "그건좀", "난괜찮", "전괜찮", "나는괜찮",
    "저는괜찮", "고려해보", "고려해볼",
    # "지금은 괜찮아요, 그래도 감사합니다!" (fine for now, thanks anyway: the model read it as an
    # allow, fresh7) and "괜찮아요, 고마워요" — 괜찮아 with thanks is "no, thanks"; "피곤해요"
    # (too tired), "일시정지" (pause)
    "지금은괜찮", "괜찮(?:아|아요|습니다|어요|다)?(?:그래도|정말|진짜)?(?:감사|고마|고맙)", "피곤",
    "정지",
    # "무리일 것 같습니다" (too much), "다른 기회에" (another time), "충분해요" (that's enough),
    # "검토해 보겠습니다" (I'll review it)
    "무리", "다른기회", "다음기회", "충분해", "충분합", "검토해보", "검토해볼",
    # "생각해 봐야겠어요" (I'll have to think), "음, 그게 좀..." (that's a bit …)
    "생각해봐", "그게좀",
    # "그건 문제가 될 것 같습니다" (that would be a problem), "가능한지 확인해 볼게요" (I'll check
    # first: a put-off; "확인해 봐", check it, stays the model's to read)
    "문제가될", "문제될", "확인해볼게", "확인해보겠", "알아볼게", "알아보겠",
    # "생각할 시간이 필요해" (I need time to think)
    "생각할시간",
    # "그냥 그대로 두세요" (leave it as it is), "가만히 둬" (fresh13; "그대로 실행해" runs it)
    "그대로두", "그대로둬", "놔두", "냅두", "가만두", "가만둬", "가만히두", "가만히둬",
    # "그거 덮어쓰면 큰일 나" (that would be a disaster, fresh14)
    "큰일",
    # "네 불편해요 지금 작업 중이에요" to "재부팅하면 불편하시겠어요?": the 네 agrees that it
    # would bother them (fresh17, the one row a yes-saying model could have run); "그거 하면 너
    # 죽는다" (a joking threat: "죽여", kill it, is the asked action and stays the model's)
    "불편", "작업중", "쓰는중", "사용중", "죽는다",
    # "캐시는 그냥 두셔도 돼요" to "캐시를 비워 드릴까요?" (leave it: fresh18's one row a
    # yes-saying model ran; its 돼요 is the permission to leave it); not "그냥 두 개 다 지워"
    "그냥두(?![0-9]|개|번|가지|줄|명|장|군데|배|시|달|주|해)", "그냥둬", "그냥놔",
    # dialect and idiom refusals (fresh20): 「하지 맙서」 (제주, don't), 「마 치아라 고마」 (경상,
    # drop it), 「그건 참자」 (let's hold off), 「그건 거를게」 (I'll skip it), 「선 넘었지」 (that
    # crosses the line), 「돌렸다간 나 잘려」 (if you run it, I'm fired: -다간 warns), 「뭣할라고
    # 그걸 돌린당가」 (what for?, a no)
    # (not 해치아뿌라, get it done with: fresh45)
    "지맙", "맙서", "(?<!해)치아라", "(?<!해)치아뿌", "고마해", "고마하", "고마치", "참자", "참아",
    "참을게",
    "참읍시다", "참으세요", "거를게", "거르자", "거를래", "선넘", "다간", "다가는", "뭣할라고",
    "뭣하러", "뭐할라고", "뭐하러",
    # fresh21: later, once something else is over (「응 그건 배포 끝나고 하자」, a yes-saying
    # model's allow); I'll see to it myself (「신경 꺼 내가 알아서 할게」, another); "thanks for
    # the thought" (「마음만 받을게요」); 「니 미쳤나」, 「엉뚱한 디비에」, 「그거는 좀 그런디유」
    "끝나고", "끝난뒤", "끝난후", "끝난다음", "고나서", "한후에", "난후에", "된후에", "한뒤에",
    "난뒤에", "된뒤에", "이후에", "신경꺼", "신경끄", "내가알아서", "제가알아서", "내가할게",
    "제가할게", "내가직접", "제가직접", "직접할게", "내가처리", "제가처리", "마음만", "맘만",
    "미쳤", "엉뚱", "그거는좀", "좀그런",
    # someone else decides first: 「어 그건 엄마한테 물어봐야 돼」 (its 돼 let a yes-saying
    # model run it: fresh19's "other", found in session 41)
    "물어봐야", "물어보고", "여쭤봐야", "여쭤보고", "상의해", "상의하고",
    # fresh22: 경상 「고마 놔도라 내가 볼게」 (leave it, I'll look at it myself)
    "놔도라", "놔둬라", "내가볼게", "제가볼게", "내가보께",
    # fresh23: put off to a day named (「오케이 다음 주에 몰아서 하자」, the model's allow; 「다음
    # 주 월요일에 해요」), a freeze named (「배포 동결 기간이라」)
    "다음주", "담주", "다음달", "내년", "주말에", "요일에", "동결",
    # 「말이라도 고마워 근데 괜찮아」 (thanks for the thought), 「제정신이야 그거 전체 삭제잖아」
    "말이라도고마", "말이라도감사", "제정신",
    # fresh24: someone else signs it off first (「이건 부장님 결재가 있어야 돼요」, the model's
    # allow), 경상 「그거 하믄 클 난데이 손 떼라」 (hands off), 「그러다 다 날리면 어쩌려고」,
    # done already (「고맙긴 한데 내가 아까 돌렸어」), 「그걸 지금 돌리자고 진심」, later (「점심
    # 먹고 와서 얘기하자」)
    # fresh25: 「절레절레」 (a head shaken), 「손대기만 해 봐」 (just try it), 「다음 스프린트 때」,
    # 「그대로 나둬」 (놔둬 written so), 「일단 홀드해 주세요」
    "절레절레", "도리도리", "손대기만", "다음스프린트", "다음배포", "다음릴리스", "나둬", "나두고",
    "홀드",
    "결재가있어야", "결재받아야", "결재받고", "결재나면", "허락받아야", "허락받고", "승인받아야",
    "승인받고", "승인나면", "컨펌받아야", "컨펌받고", "손떼", "클난", "큰일난", "어쩌려고",
    "어쩔라고", "어쩌자고", "고맙긴한데", "감사하긴한데", "아까돌렸", "이미돌렸", "벌써돌렸",
    "아까했", "이미했", "벌써했", "자고진심", "와서얘기", "얘기하자", "이야기하자",
    # fresh26: skipped (「아 네네 그건 건너뛰죠」: a yes-saying model ran it for its 네네),
    # put off (「그래 미뤄」, 「오늘은 접고 낼 아침에 하자」, 「끝나면 그때 하자」, 「대기해」),
    # old 「아서라」 (don't), 경상 「만다꼬 하노」 (what for), 「너 돌았냐」 (are you mad), sarcasm
    # (「대단한 발상이다 그냥 회사를 접지 그래」), the live service named (「거기 실서비스 디비
    # 돌아가는 데야」), a job at stake (「나 시말서 써야 돼」)
    "건너뛰", "건너띄", "건너뛸", "생략하", "생략해", "미뤄", "미루자", "미룹", "미루죠", "미루고",
    "미룰게", "미룰래", "오늘은접", "일단접", "접자", "접어두", "접어둬", "접읍시다", "낼아침",
    "낼오전", "낼오후", "낼저녁", "내일아침", "그때하", "그때해", "그때돌", "그때가서", "대기해",
    "대기하", "만다꼬", "뭐할라꼬", "머할라꼬", "돌았냐", "돌았니", "너돌았", "니돌았", "정신나갔",
    "정신나간", "접지그래", "대단한발상", "실서비스", "운영디비", "돌아가는데야", "시말서",
    "경위서", "모가지",
    # fresh27: put off to next time (「네네 그건 담에 하시죠」: a yes-saying model ran it for
    # its 네네; 담에 is 다음에 said short, not 부담에/돌담에), 「일단 묵혀 둬」 (let it sit),
    # sarcasm (「퍽이나 잘 되겠다」, 「얼씨구 그걸 지금 하자고」), 「꿈 깨」 (dream on)
    "(?<![부돌토])담에(?!서)", "담번", "담엔", "다음번", "다음엔", "다음기회", "차후", "추후",
    "훗날", "언젠가", "묵혀", "묵히", "묵힐", "퍽이나", "퍽도", "잘도되겠", "얼씨구", "꿈깨",
    "꿈도꾸", "꿈도야무", "(?:그걸|이걸|그거를|이거를)지금(?:하자|하라|돌리자|돌리라)고(?!했|하셨)",
    # 「하긴 무슨」, 「돌리긴 무슨」 (do it? nonsense: a no; 「생략은 무슨」 is _NOT_REFUSAL's)
    "긴무슨", "기는무슨",
    # fresh28: 「지금 그걸 돌리면 어쩌자는 거야」 (what are you thinking), 북한/평안 「고거
    # 건드리디 마오」 (-디 마오: don't), put off till something is over (「주말 지나고 보자」, a
    # model's always), wait and see (「두고 보자」, 「상황 봐서」), 「되긴 뭐가 돼」 (fine? nothing
    # is fine: a no; 「미루긴 뭘 미뤄」 is _NOT_REFUSAL's)
    "어쩌자는", "어쩌려는", "어쩔려고", "어쩌려구", "어쩔건데", "디마오", "디마라", "디마우",
    "디마시", "디말", "건드리디", "지나고", "지나서", "지난뒤", "지난후", "지나면", "연휴끝",
    "휴가끝", "두고보", "지켜보자", "지켜봅시다", "상황봐서", "상황보고", "봐가면서",
    "긴뭐가돼", "긴뭐가되", "긴뭐가괜찮", "긴뭐가좋", "기는뭐가돼",
    # fresh29 (each run by a yes-saying model): 「넵 그건 제 선에서 막겠습니다」 (I'll stop it at
    # my level: 막다 is to block; not the adverb 막 of 「막 돌려」), 「괜찮아 내가 하면 돼」 (I'll
    # do it myself)
    "막겠", "막을게", "막을께", "막아둘", "막읍시다", "선에서막", "선에서정리", "선에서처리",
    "내가하면돼", "내가하면되", "제가하면돼", "제가하면되", "내가하면된", "제가하면된", "내가할거",
    "제가할거", "내가할께", "제가할께", "내가하께", "내가해볼게", "제가해볼게",
    # 「너 그거 돌리고 뒷감당 할 수 있어」 (can you take the fallout: a no the model left unclear)
    "뒷감당", "감당할수있", "감당하실수있", "감당되겠", "감당돼",
    # fresh30 (the model left them unclear): threats (「그거 손대면 뒤진다」, 「서버 골로 가」),
    # 「말 같은 소리를 해라」 (talk sense), 「에끼 이 사람아」 (scolding), 「장난해」 (are you
    # kidding), put off to a later hour or time (「새벽에 트래픽 빠지면 하자」, 「다음 시간에
    # 합시다」)
    "손대면", "손을대면", "건드리면", "뒤진다", "뒤질래", "죽는다", "죽을래", "골로", "말같은소리",
    "에끼", "장난해", "장난하", "장난치", "새벽에", "주말에", "저녁에", "밤에", "퇴근하고",
    "퇴근후", "다음시간", "다음번에", "다음기회에",
    # fresh31 (a yes-saying model ran the first two): 「발표 오 분 남았는데 지금 그걸
    # 돌리자고」 (you want to run that now?), 「오냐 오냐 했더니 이제 그것까지 건드리려고」 (and
    # now you'd touch that too?); and what the model left unclear — 「오늘은 여기까지」, 「그냥
    # 두시게」, 「얌전히 두자」, 「내 손으로 올리갔소」 (myself), 「한숨 자고 일어나서 하자」, 「한
    # 템포 쉬었다 가자」, 「우리 다 집에 가」 (we'd all be fired), 「그럴 시간에」 (instead),
    # 「참는 게 맞아요」
    "지금(?:그걸|이걸|그거를|이거를|그거|이거)(?:하자|하라|돌리자|돌리라|지우자|올리자|밀자|날리자)고(?!했|하셨)",
    "(?:건드리|손대|손을대)려고", "오냐오냐했더니",
    # a reply that ends on -려고 or -겠다고 quotes the plan back in disbelief (「그것까지
    # 건드리려고」, 「운영 디비를 날려 먹겠다고」): never a yes in the 3,767 replies
    "려고$", "겠다고$", "여기까지", "두시게", "두자(?!고했)", "둡시다",
    "얌전히두", "내손으로", "제손으로", "한숨자고", "자고일어나", "쉬었다가", "쉬었다하", "한템포",
    "다집에가", "그럴시간에", "참는게맞", "참는게낫", "참아야",
    # fresh32 (a yes-saying model ran it): 「그래 돌려라 돌려 사직서도 같이 내고」 (and hand in
    # your notice with it: sarcasm)
    "사직서", "사표", "짐싸", "짐을싸",
    # … and what the model left unclear (the cue gate kept its allows from running):
    # 「사과문도 쓰시고요」 (sarcasm), 「컷 컷 거기까지」, 「광 팔고 빠질게」 (I'm out), 「방송
    # 사고 나」, 「지운다고 농담도 참」, 「다 받고 하자」 (after), 「오늘은 철수」 (pull out)
    "사과문", "반성문", "거기까지", "빠질게", "빠질께", "빠질래", "방송사고", "사고나", "농담도",
    "받고하자", "끝나고하자", "오늘은철수",
    # a threat: 「그거 돌리면 큰코다쳐」 (you'll get hurt; skipping's hurt is a yes idiom)
    "큰코다",
    # fresh33 (the model left them unclear): 「오늘은 여기서 하산하자」 (climb down: stop),
    # 「기사님 여기서 세워 주세요」 (pull over here; 「세워」 alone stops a container), 「작전
    # 타임」 (time-out), 「얼음 얼음」 (freeze, the children's game), 「펜 내려놓으세요」 (pens
    # down), 「해 보시든가 난 모른다」 (I wash my hands of it)
    "하산하", "여기서세워", "작전타임", "얼음얼음", "내려놓으", "난모른다", "나는모른다",
    # now that 가자 and 출발 are cues: 「집에 가자」 (let's go home: stop), 「출발 전에 확인」
    # (something before it)
    "집에가", "전에",
    # fresh34 (a yes-saying model ran them): 「그래 돌려 돌려 고객센터 전화 불나게」 (sarcasm:
    # a disaster as the reason), 「돌려만 봐 그날로 끝이야」 (just try it: a threat; not 「한
    # 번만 봐 줘」), 「쉼표 쉼표 한 박자 쉬고 가자」 (a rest first)
    "불나", "불이나", "난리나", "난리가나", "뒤집어지", "뒤집히",
    "(?:려|워|어|아|해|기)만(?:해)?봐(?![줘주])", "그날로끝", "쉬고가", "쉬고하", "한박자", "쉼표",
    # … and what the model left unclear: 「닻 내려 오늘은 정박이다」 (drop anchor), 「라인 세워
    # 불량 떴어」 (stop the line), 「브레이크」, 「자다가 봉창 두드리는 소리」 (nonsense)
    "닻내려", "정박", "라인세워", "불량", "브레이크", "봉창",
    # fresh35 (a yes-saying model ran it): 「사장님 발표 중에 서버를 재시작하자고」 — a reply
    # ending on -자고 quotes the plan back (「그걸 지금 하자고」, 「배포를 하자고」), as -려고 does;
    # 「가 보자고」 (let's go) is the one yes among the 4,167 replies
    "(?<!보)자고$", "(?<!보)자고요$",
    # fresh36 (a yes-saying model ran it): 「좋다 좋아 이참에 다 같이 새벽까지 복구하자」 (sarcasm:
    # a night of restoring as the reason; 「야근 축제네」, 「밤새는 거네」 alike)
    "새벽까지", "밤새", "야근", "철야", "복구하자", "복구할거", "복구해야",
    # … and 「응 오늘은 구경만 하자」 (let's only watch today: nothing run)
    "구경만", "지켜만", "보기만하",
    # fresh37 (a yes-saying model ran it): 「훌륭하네 그거 돌리고 다 같이 이력서 쓰러 가자」
    # (sarcasm: we'd all be job hunting, as 사직서 is); and what the model left unclear — the news
    # as the disaster (「오늘 밤 뉴스에 … 나오겠네」), disbelief on -라니 (「수강신청 날 아침에
    # 재부팅이라니」), a first thing or a wait first (「밥부터 먹고 해」, 「이 판만 끝내고」, 「사인
    # 나오기 전까진 대기래요」), tie it down (「다 묶어 둬」), measure twice (「두 번 재고 한 번
    # 자르랬어」), I'll see it through myself (「제가 끝까지 볼게요」), 「통촉하여 주시옵소서」
    "이력서", "구직", "잘리", "짤리", "해고", "뉴스에", "라니$", "라니요$", "부터먹고", "먹고해",
    "먹고하", "만끝내고", "전까지", "전까진", "묶어둬", "묶어두", "두번재고", "제가끝까지",
    "내가끝까지", "통촉",
    # … and 「맞아 그건 오늘 제껴」 (skip it: a no even without its question)
    "제껴", "제끼", "제낄", "제켜",
    # fresh38 (a yes-saying model ran them): 「네 해 드릴게요 해가 서쪽에서 뜨면요」 (never:
    # a reply ending on a condition, -면요, is no yes), 「아무렴 설 쇠고 하자」 (after the holiday:
    # 「… 하고 하자」, the thing first, as 「끝나고 하자」)
    "서쪽에서", "면요$", "쇠고", "연휴끝나", "명절지나", "고하자$", "고합시다$", "고하자고$",
    # fresh39 (a yes-saying model ran it): 「네 그럼요 다음 생에 꼭 할게요」 (next life: never)
    "다음생", "다음번생", "내생에", "환생하",
    # fresh40 (the model left them unclear): 「현 위치에서 대기」 (hold your position), someone on
    # the thing now (「남편이 지금 그 나스로 드라마 보는 중이야」), when I'm sixty (never), the
    # Nobel prize (sarcasm)
    "에서대기", "대기해", "대기하", "보는중이", "쓰는중이", "통화중", "환갑", "칠순", "팔순",
    "노벨상",
    # fresh41 (a yes-saying model ran them): 「작작 좀 해 오늘만 세 번째 날려 먹었어」 (enough:
    # it has blown up three times today), 「응 돌리자 로또 일등 되는 날」 (never), 「불 꺼 오늘
    # 장사 끝」 (we're closed for the day)
    "작작", "날려먹", "날려버렸", "로또", "복권", "장사끝", "영업끝", "문닫", "셔터내",
    # … and what the model left unclear: 「신청 기각」 (dismissed), 「그거 퇴짜야」 (rejected),
    # 「언감생심」 (how dare you even think it), 「건드리지도 마요」 (don't even touch it)
    "기각", "퇴짜", "언감생심", "지도마", "지도말",
    # fresh42 (the model left them unclear): 「후퇴 후퇴」, 「손 놓고 있어」, 「가만있어」, a baby
    # just asleep (쉿, 재웠어), someone in the middle of banking, when I've retired (never), the
    # day of my funeral rites (제삿날: a consequence), a bolt from the blue (날벼락), the 3 a.m.
    # outage call handed to you (a dare), a weekend given up (sarcasm: 주말 반납)
    "후퇴", "손놓고", "가만있", "가만히있", "쉿", "재웠", "뱅킹", "은퇴하", "제삿날", "날벼락",
    "콜은네가", "콜은니가", "주말반납", "주말을반납",
    # fresh43 (the model left them unclear or allowed them unheard): 「섶을 지고 불로
    # 뛰어드는 격이야」 (into the fire), someone live on air now (「라이브 방송 켜 놨대」),
    # 「내 코드는 내가 만질래」 (I'll touch it myself), a threat (「누르는 순간 우리
    # 절교야」), a meal first (「국밥 한 그릇 비우고 보자」), a teacher's rebuke (「누가
    # 허락했어 제자리 가서 앉아」), 「금고에 넣어 둘 물건이야」 (locked away), sarcasm (「그
    # 김에 회사 간판도 내리지 그래」: close the firm too)
    "불로뛰어드", "불에뛰어드", "불속으로뛰어드", "섶을지고", "섶지고", "라이브방송", "생방송",
    "생방중", "방송중", "내가만질", "제가만질", "내가손볼", "제가손볼", "내가손댈",
    "제가손댈", "절교", "의절", "는순간우리", "는순간너", "는순간끝", "한그릇", "밥먹고",
    "먹고보자", "먹고나서", "누가허락했", "누가시켰", "제자리가서", "가서앉아",
    "금고에", "금고속", "간판내리", "간판도내리", "간판을내리",
    # fresh45 (a yes-saying model ran it): 「눌러 눌러 그리고 네가 고객들한테 사과 전화 돌려」
    # (press it, then YOU ring round the customers to apologise: the aftermath foreseen, as
    # 사과문 is); 「팝콘」, 「불구경」 (settling in to watch the disaster, as "popcorn" is)
    "사과전화", "사과하", "사과해", "사과드", "한테사과", "께사과", "팝콘", "불구경",
    # … and what the model left unclear or allowed unheard: 전라 「고것 건들믄 쓰간디」 (touch
    # that and would it do? -믄 is -면), 「어허 남의 밥그릇을 넘보네」 (an offer declined: my
    # job), 「그 서버 지금 숨만 붙어 있어」 (barely alive), 「판도라 상자야 덮어 둬」 (keep it
    # shut; 덮어써, overwrite, stays an order), 「장 보고 와서 하자」 (later: after an errand),
    # 「돌리면 나 드디어 푹 쉬겠네 영원히」 (sarcasm: a rest for ever), someone on the machine
    # now (「할머니 지금 그 컴퓨터로 화투 치고 계셔」: the honorific -고 계셔 of a thing being
    # done; not 기다리고/찾고 계셔, someone waiting for it), a delay (「좀따」, 「조만간」)
    "건들면", "건들믄", "건드리믄", "손대믄", "쓰간디", "밥그릇", "숨만붙", "숨만쉬",
    "간당간당", "판도라", "덮어둬", "덮어두", "덮어놔", "덮어놓", "고와서하", "다와서하",
    "와서하자", "갔다와서", "다녀와서", "쉬[가-힣]{0,3}영원히", "영원히쉬", "영원히잠", "영면",
    "화투", "고스톱", "(?<!기다리)(?<!찾)(?:치고|보고|하고|쓰고|놀고|듣고)계(?:셔|시|세|십)",
    "좀따", "쫌따", "조만간",
    # fresh46 (a yes-saying model ran them): a dare (「그래 돌려 봐라 오늘 밤 너랑 나랑 여기서
    # 같이 자는 거다」: go on, and we both sleep at the office tonight), 「현재로서는 승인
    # 불가합니다」 (approval impossible: the approval noun used to refuse; not 불가피, unavoidable)
    "너랑나랑", "나랑너랑", "니랑나랑", "같이자는", "여기서자는", "회사에서자", "사무실에서자",
    "밤새는거", "밤새야", "철야", "불가(?!피)",
    # … and what the model left unclear or allowed unheard: a state (「그건 지금 품절이세요」:
    # sold out), sent back (「재검토 후 다시 보고하십시오」), put off (「때를 보아 다시
    # 논하세」, 「몇일 뒤에 하자」 — 몇일 as a recogniser writes 며칠), sarcasm (「돌리는 순간
    # 다들 주말 특근 당첨이네」), the plan quoted back at its worst hour (「제야의 종 칠 때」),
    # a question that proposes not running (「돌려서 뭐가 달라지는데」; not 「뭐가
    # 바뀌는데」, a question back: fresh19), a meal first (「배꼽시계가 먼저지」), I'll do it
    # myself (「내가 돌릴래」, 「손때가 묻은」), someone else will (「회장님께서 몸소
    # 누르시겠답니다」), a brush-off (「넣어 둬 넣어 둬」)
    "품절", "매진", "재검토", "검토후", "검토한뒤", "때를보아", "때를봐서", "때가되면",
    "다시논하", "다시얘기", "다시이야기", "며칠뒤", "몇일뒤", "몇칠뒤", "며칠후", "몇일후",
    "몇칠후", "며칠있다", "몇일있다", "뒤에하자", "뒤에합시다", "뒤에해", "특근",
    "는순간다들", "는순간모두", "제야의종", "종칠때", "뭐가달라지", "뭐가달라져",
    "뭐가나아지", "배꼽시계", "밥부터", "밥이먼저", "밥먼저", "내가돌릴", "제가돌릴", "내가누를",
    "제가누를", "손때", "몸소", "시겠답니다", "시겠대", "넣어둬", "넣어두", "넣어놔", "넣어놓",
    "집어넣어",
)  # fmt: skip
KO_NEGATION = re.compile("|".join(KO_NEGATION_PIECES))
# too short to match inside words
KO_NEGATION_WORDS = _n(["노", "노우", "노노", "노놉", "놉", "ㄴㄴ", "잠만", "아서라", "아서", "낼"])


NEGATIONS = Lexicon(
    words=EN_NEGATION_WORDS | KO_NEGATION_WORDS,
    word_test=lambda token: (
        token.endswith("n't")
        or re.fullmatch(r"no+|na+h+|nope+", token.replace("'", "")) is not None
        or token.replace("'", "").startswith(EN_NEGATION_STEMS)
        # Scots "dinnae run that", "cannae", "nae" (fresh21)
        or token == "nae"
        or (len(token) > 4 and token.endswith("nae"))
        # "yep later's better", "tomorrow's fine" (fresh28: the 's kept "later" hidden)
        or (token.endswith("'s") and token[:-2] in EN_NEGATION_WORDS)
    ),
    phrases=EN_NEGATION_PHRASES,
    joined=KO_NEGATION,
)


def find_negation(text: str) -> str | None:
    """The first negation word found, or None. Any hit means DENY."""
    return NEGATIONS.find(_NOT_REFUSAL.sub(" ", text))


# "that's no problem" said of the action inside a longer yes ("yeah install it that's no
# problem", fresh14): no refusal. Only with its subject — a bare "no, problem …" stays a no,
# and a negation anywhere else still wins.
# Idioms whose negation says yes (fresh18): "no objections from me", "why not install it",
# "couldn't hurt", "I've been waiting for that fix", "문제될 거 없어요", "안 지울 이유가 없지" (no
# reason not to). What they leave must still pass: any other negation wins, and the model's
# allow needs an approval word (they are cues themselves).
_HURT = (
    r"(?:(?:could|would|should)n[’']?t|can[’']?t|cannot|won[’']?t|(?:could|can|would|will)\s+not)"
    r"\s+hurt(?!\s+to\b)"  # not "it wouldn't hurt to ask first": advice, not a yes
)
# 「안 될 게 뭐 있노」, 「안 될 거 뭐 있어」: why not (a yes that holds 안 and 뭐)
_WHY_NOT_KO = (
    # (「못 할 게 뭐 있어」, what's to stop it: fresh43)
    r"(?:안\s*될|못\s*할)\s*(?:게|거|것|이유)\s*(?:가|는)?\s*(?:뭐|머)\s*(?:있노|있나|있어|있냐|있겠|있겄)"
)
# 「말릴 생각 없어」: I won't stop you (a yes that holds 없 and 생각)
_WONT_STOP_KO = r"말릴\s*(?:생각|맘|마음|이유)\s*(?:은|도|이)?\s*없"
# fresh26: yes idioms holding "not" or "other"/"why" ("wouldn't have it any other way", "why
# wouldn't you" said at the end), 「다시 깔면 그만이야」 (-면 그만: not 「안 깔면」)
_FRESH26_YES_IDIOMS = (
    r"|\bnothing(?:'s|\s+is)?\s+wrong\s+with\s+(?:that|this|the\s+idea|the\s+plan|doing\s+that)\b"
    r"|\b(?:i\s+)?(?:would\s*n[o']?t|wouldn't|wouldnt)\s+have\s+it\s+any\s+other\s+way\b"
    r"|\bwhy\s+(?:would\s*n[o']?t|wouldn't|wouldnt)\s+(?:you|ya|ye|we|i)\b(?=\s*[,.!]*\s*$)"
    r"|다시\s*(?![안못])[가-힣]*면\s*그만(?:이야|이지|이다|이죠|입니다|인데|이니까|이잖아)?(?=\s|$)"
)
# fresh27: yes idioms holding a negation, question or doubt word: 「잔말 말고 돌려」 (no back
# talk), 「묻지 말고 그냥 해」 (don't ask), 「두말하면 잔소리지」 (goes without saying), 「생략은
# 무슨」 (skip it? nonsense: only of skipping, putting off or stopping; 「하긴 무슨」 is a no),
# 「아니 왜 안 물어보나 했네」 (I wondered why you hadn't asked); "sure sure no tension run it"
# (Indian English: don't worry), "absolutely not a problem rebuild it", Glaswegian "pure dead
# brilliant" (excellent)
_FRESH27_YES_IDIOMS = (
    # (not after 앞으로는, 다음부터, 매번 …: 「앞으로는 묻지 말고 해」 asks for always, a no here)
    r"|(?<![로는도터번상늘])(?<![로는도터번상늘]\s)"
    r"(?:잔말|군말|두말|딴말|딴소리|토\s*달지|묻지도\s*따지지도|묻지도?|따지지도?|재지도?)\s*(?:말고|마(?:요|세요)?)(?=\s|$)"
    # (its own endings only: 「두말하면 잔소리no」, 「… 잔소리아니」 keep their refusal)
    r"|두말\s*(?:하면|할\s*것\s*도?\s*없|할\s*(?:필요|나위)\s*(?:도|가)?\s*없)"
    r"(?:지요|지|어요|어|다|죠|습니다|음|이)?"
    r"(?:\s*(?:잔소리|입\s*아프)(?:지요|지|야|죠|다|입니다|예요|이지|이야|지유|네|다)?)?(?=\s|$)"
    r"|(?:생략|취소|중단|중지|보류|스킵|패스|대기|나중|미루기|미루긴|건너뛰기|건너뛰긴|생략하긴"
    r"|취소하긴|기다리긴|기다리기는|쉬긴)(?:은|는|이|가)?\s*(?:무슨|뭔|무신)(?!\s*(?:일|문제|소리))"
    r"|(?:아니\s*)?왜\s*안\s*[가-힣]{1,5}(?:나|냐|는지|을까|할까)\s*(?:했|싶었|하고\s*있었)"
    r"(?:네|다|어|지|잖아|는데|더니)?(?=\s|$)"
    r"|\bno\s+tension\b"
    r"|\b(?:absolutely|certainly|definitely|totally|honestly|really|genuinely)\s+(?:no|not\s+a)"
    r"\s+(?:problem|bother|worries)\b"
    r"|\bpure\s+dead\s+(?:brilliant|brill|magic|class|barry)\b"
)
# fresh28: yes idioms holding a negation, question or doubt word: 「하지 말 이유가 없잖아」 (no
# reason not to), 「미루긴 뭘 미뤄」 (put it off? what for: only of putting off, waiting or
# stopping; 「하긴 뭘 해」 is a no), 「이미 했어야 됐는데」, 「진작 했어야지」 (it is overdue),
# 「안 그래도 부탁드리려고 했어요」 (I was about to ask anyway; not 「안 그래도 돼」, you need
# not), "i'm not gonna stop you", "can't fault the logic", "that's signed off on my end",
# "quit yapping and run it", "yesterday would've been nice"
_FRESH28_YES_IDIOMS = (
    r"|(?<![가-힣])(?:하|돌리|올리|지우|깔|비우|보내|밀|쓰|실행하|진행하|설치하|배포하|푸시하|삭제하"
    r"|적용하|시작하|업데이트하|빌드하|머지하|커밋하)지\s*(?:말|않을)\s*이유(?:가|는|도)?\s*(?:하나도|전혀)?\s*없"
    r"(?:어요|어|습니다|지요|지|죠|다|네|잖아요|잖아|잖습니까)?(?=\s|$)"
    r"|(?:미루|미뤄|기다리|기다려|쉬|생략하|취소하|건너뛰|멈추|보류하|대기하|참|늦추)(?:긴|기는)\s*"
    r"(?:뭘|뭐를|뭐|무슨)\s*(?:(?:미뤄|미루|미룬|기다려|기다리|쉬어|쉬|생략|취소|건너뛰|멈춰|멈추"
    r"|보류|대기|참아|참|늦춰)(?:요|유|야|냐|노|해|해요|하냐|하노|혀)?)?(?=\s|$)"
    r"|(?:이미|벌써|진작|진작에|진즉|진즉에|일찍)\s*(?:했|돌렸|올렸|끝냈|깔았|지웠)어야\s*"
    r"(?:됐|했|하는|되는)?(?:는데|지|지요|죠|어|잖아|던|다)?(?=\s|$)"
    r"|안\s*그래도(?=\s+[가-힣])(?![\s,.!?…~-]*(?:돼|되|됩|된|괜찮|좋|상관|그만|안|않|말|마))"
    r"|\bi(?:[’']?m|\s+am)\s+not\s+(?:gonna|going\s+to|about\s+to)\s+stop\s+(?:you|ya|ye)\b"
    r"|\bi(?:[’']?ll|\s+will)\s+not\s+stop\s+(?:you|ya|ye)\b|\bi\s+won[’']?t\s+stop\s+(?:you|ya|ye)\b"
    r"|\bnot\s+(?:gonna|going\s+to)\s+stand\s+in\s+(?:your|the)\s+way\b"
    r"|\b(?:can\s*not|can[’']?t|cannot|could\s*n[o']?t|couldn[’']?t)\s+fault\s+(?:the\s+logic"
    r"|your\s+logic|that|it|this|the\s+plan|the\s+idea|the\s+reasoning)\b"
    r"|\b(?:on|from|at)\s+(?:my|our)\s+end\b"
    r"|\b(?:quit|stop)\s+(?:yapping|yappin|yammering|talking|asking|stalling|dawdling|faffing"
    r"|dithering|waffling|nagging|dilly[- ]?dallying|hesitating)(?:\s+(?:about|around))?"
    r"(?=\s+(?:and|just)\s)"
    r"|\byesterday\s+(?:would|could)(?:[’']ve|\s+have|\s+of|ve)?\s+been\s+(?:nice|good|better|great"
    r"|ideal|grand|lovely)\b"
    r"|\b(?:needed|wanted)\s+(?:it|that|this)\s+(?:done\s+|run\s+)?yesterday\b"
    # "tomorrow's too late release it now" (its 's no longer hides tomorrow)
    r"|\b(?:tomorrow|later|tonight|next\s+week)(?:[’']s|\s+is|\s+will\s+be|\s+would\s+be)\s+"
    r"(?:too\s+late|no\s+good|not\s+soon\s+enough)\b"
)
# fresh29: yes idioms holding a negation, question or doubt word: 「굳이 안 물어봐도 돼」 (no
# need to ask), 「안 돌리고 뭐 해」 (what are you doing not running it), 「아니 건너뛰지 말고」
# (don't skip it: only of skipping, cancelling or holding), 「토 달 생각 없으니」 (no wish to
# object), 「뭘 그렇게 뜸을 들여」 (why the delay), 「해 주면 땡큐지」, Konglish 「노
# 프라블럼」; "i'd be a fool to say no", "i've nothing against it", Geordie "why aye" (yes of
# course)
_FRESH29_YES_IDIOMS = (
    r"|(?:굳이\s*)?(?:안\s*물어(?:봐|보셔|봐요)?|묻지\s*않아)도\s*(?:돼|되|됩니다|괜찮)(?:요|유|아|아요)?"
    r"(?=\s|$)"
    r"|(?<![가-힣])안\s*(?:돌리|하|지우|올리|깔|보내|밀|비우|실행하|진행하|설치하|배포하|푸시하|삭제하)고\s*"
    r"(?:뭐|머|뭣)\s*(?:해|하냐|하노|하니|해요|하세요|하시나|하는\s*거야|혀)(?=\s|$)"
    r"|(?:아니(?:요|야)?\s*)?(?:건너뛰|생략하|스킵하|빼먹|패스하|취소하|보류하)지\s*(?:말고|마(?:요|세요)?)"
    r"(?=\s|$)"
    r"|(?:토\s*달|반대할|따질|거절할|막을)\s*(?:생각|맘|마음|의사)\s*(?:은|도|이|가)?\s*(?:전혀|하나도)?\s*없"
    r"(?:어요|어|으니까|으니|습니다|다|지|죠|는데|고)?(?=\s|$)"
    r"|뭘\s*그렇게\s*(?:뜸\s*을?\s*들(?:여|이)|꾸물(?:거려|거리|대)|망설(?:여|이)|고민(?:해|하)|재|따져"
    r"|미적(?:거려|대)|질질\s*끌어|기다려|늑장\s*(?:을\s*)?부려)(?:요|유|냐|노|니|세요|셔)?(?=\s|$)"
    r"|주(?:시|셔)?면\s*땡큐(?:지|죠|지요|야|예요|입니다)?(?=\s|$)"
    r"|노\s*프(?:라|로|러)블(?:럼|름)"
    r"|\b(?:i[’']?d|i\s+would)\s+be\s+(?:a\s+fool|an\s+idiot|mad|crazy|nuts|daft|insane|stupid)\s+"
    r"(?:to\s+(?:say\s+no|refuse|turn\s+(?:it|that|this)\s+down)|not\s+to)\b"
    r"|\b(?:i[’']?ve|i\s+have|we[’']?ve|we\s+have|i|we)(?:\s+got)?\s+nothing\s+against\s+"
    r"(?:it|that|this|the\s+idea|the\s+plan)\b"  # not "do nothing against it"
    r"|\bwhy\s+aye\b"
)
# fresh30: yes idioms holding a negation, question or doubt word: 「거리낄 거 하나 없으니」,
# 「망설일 시간 없어」 (nothing to hold back for, no time to hesitate: only of holding back),
# 「두말없이」 (without a word), 「울며 겨자 먹기지 뭐」 (reluctantly), 「아휴 내가 못 살아」
# (exasperated); "i've no qualms", "i ain't gonna fuss", "the release depends on it"
_FRESH30_YES_IDIOMS = (
    r"|(?:거리낄|꺼릴|망설일|주저할|기다릴|미룰|고민할|잴)\s*(?:것|거|게|필요|시간|틈|이유)\s*(?:도|은|는|가)?\s*"
    r"(?:하나도?|전혀|더)?\s*없(?:어요|어|으니까|으니|습니다|지|죠|네|다|는데|잖아)?(?=\s|$)"
    r"|(?:두말|군말|잔말|토)\s*없이"
    r"|울며\s*겨자\s*먹기(?:지|죠|다|네)?(?:\s*(?:뭐|머|모))?"
    r"|(?:아휴|아이고|어휴|에휴)?\s*(?:내가|나)\s*못\s*살아(?:요)?(?=\s|$)"
    r"|\b(?:(?:i|we)[’']?ve|(?:i|we)\s+have|(?:i|we)\s+got)?\s*no\s+(?:qualms|reservations|complaints)"
    r"(?:\s+(?:about\s+(?:it|that|this)|here|from\s+me))?\b"
    r"|\b(?:i[’']?m|i\s+am|i\s+ain[’']?t|ain[’']?t)\s+(?:not\s+)?(?:gonna|going\s+to)\s+"
    r"(?:fuss|argue|object|complain|quibble)\b"
    r"|\b(?:the\s+\w+|everything|it\s+all|my\s+job)\s+depends\s+on\s+(?:it|this|that)\b"
    # fresh31: 「안 해 주면 섭하지」 (I'd be hurt if you didn't), "i'll not turn that down",
    # "what am i paying you for" (of course)
    r"|안\s*해\s*주(?:시)?면\s*(?:섭하|섭섭하|서운하)(?:지|죠|지요|다)?(?=\s|$)"
    r"|\b(?:(?:i[’']?ll|i\s+will|i\s+would|i[’']?d)\s+(?:not|never)|i\s+won[’']?t"
    r"|i\s+wouldn[’']?t)\s+turn\s+(?:it|that|this)\s+down\b"
    r"|\bwhat\s+am\s+i\s+paying\s+(?:you|ya)\s+for\b"
    # fresh32: 「이의 없습니다」 (no objection, as "no objection" is), 「손 없는 날」 (a day free
    # of bad luck), 「건너뛰면 큰코다쳐요」 (skipping it is what hurts: 「돌리면 큰코다쳐」 stays
    # a threat), "not a moment too soon"
    r"|이의\s*(?:가|는|도)?\s*(?:전혀|하나도|일절)?\s*없(?:습니다|어요|어|음|다|네|고|으니|지|죠)?(?=\s|$)"
    r"|손\s*없는\s*날"
    r"|(?:건너뛰|빼먹|생략하|스킵하|미루|안\s*(?:하|돌리))면\s*큰\s*코\s*(?:다쳐|다친다|다칩니다|다쳐요)"
    r"(?=\s|$)"
    r"|\bnot\s+a\s+moment\s+too\s+soon\b"
    # fresh33: 「안 하면 손해지」 (a loss not to), 「나중이 어딨어」 (what later), 「빼면
    # 섭섭하지」 (a shame to leave out), 「두 번 말 안 한다」 (I won't say it twice); "would be
    # rude not to", "not gonna argue", "no time to lose", "is grass green" (of course)
    r"|안\s*(?:하|돌리|해\s*주)(?:시)?면\s*손해(?:지|죠|야|다|예요|입니다)?(?=\s|$)"
    r"|나중(?:이|은)?\s*(?:어딨|어디\s*있)(?:어|어요|냐|니|노|습니까)?(?=\s|$)"
    r"|빼면\s*(?:섭하|섭섭하|서운하)(?:지|죠|지요|다)?(?=\s|$)"
    r"|두\s*번\s*말\s*안\s*(?:한다|해|합니다|할게)(?=\s|$)"
    r"|\b(?:it[’']?d|it\s+would|would)\s+be\s+rude\s+not\s+to\b"
    r"|(?<![a-z] )\bnot\s+(?:gonna|going\s+to)\s+(?:argue|fuss|object|complain|quibble)\b"
    r"|\bno\s+time\s+to\s+lose\b|\bis\s+(?:the\s+)?grass\s+green\b"
    # fresh34: 「나 기다리지 말고」 (don't wait for me), 「마지못해」 (reluctantly), 「누가 하지
    # 말래」 (who said don't), 「노 저어라」 (노, an oar); "don't wait on me", "no time like the
    # present", "that'd be a weight off"
    r"|(?:나|날|저|나를|저를)\s*기다리지\s*(?:말고|마(?:요|세요)?)(?=\s|$)|마지\s*못해"
    r"|누가\s*(?:하지|돌리지)\s*말(?:래|랬어|라고\s*했어)"
    r"|(?<![가-힣])노\s*(?:를\s*)?저어"
    r"|\b(?:don[’']?t|do\s+not)\s+wait\s+(?:on|for|up\s+for)\s+me\b"
    r"|\bno\s+time\s+like\s+the\s+present\b|\ba\s+weight\s+off\b"
    r"|\b(?:start|go|begin|carry\s+on)\s+without\s+me\b"
    # fresh35: 「미련 없이 지워」 (without regret), 「내일은 내일 일이 또 있어」 (tomorrow has its
    # own work); "nothing ventured nothing gained", "i won't lose any sleep over it", "ready or
    # not"
    r"|미련\s*(?:도\s*)?없이|내일은\s*내일"
    r"|\bnothing\s+ventured(?:\s+nothing\s+gained)?\b"
    r"|\b(?:won[’']?t|will\s+not|wouldn[’']?t)\s+lose\s+(?:any\s+|much\s+)?sleep\b"
    r"|\bready\s+or\s+not\b"
)
# fresh43: yes idioms holding a negation, question or doubt word: 「내가 언제 하지 말랬어」
# (when did I say don't), 「안 하면 서운하지」 (a shame not to), 「말면 누가 치우는데」 (if not, who
# cleans up: the put-off scorned); "the auditor signed it off", "the last customer logged off"
# (someone else left: not "i've logged off", I'm done for the day), "take it off my plate", "not
# gonna lie" (a filler), "nobody here's standing in your way", "wouldn't dream of stopping
# you", "quit hovering and hit it"
_FRESH43_YES_IDIOMS = (
    r"|(?:누가|(?:내가|제가)\s*언제)\s*(?:하지|돌리지)\s*말(?:래|랬어|랬어요|랬냐|랬니|라고\s*했어)"
    r"|안\s*(?:하|돌리)(?:시)?면\s*(?:섭하|섭섭하|서운하)(?:지|죠|지요|다)?(?=\s|$)"
    r"|(?<![가-힣])말면\s*누가"
    r"|\bsign(?:ed)?\s+(?:it|that|this|them)\s+off\b"
    r"|\b(?:everyone|everybody|they|he|she|the\s+[a-z]+(?:\s+[a-z]+)?)\s+(?:has\s+|have\s+)?"
    r"(?:logged|signed|clocked)\s+off\b"
    r"|\b(?:take|get|have)\s+(?:it|that|this|them)\s+off\s+my\s+plate\b"
    r"|\bnot\s+(?:gonna|going\s+to)\s+lie\b"
    r"|\b(?:nobody|no\s*one|nothing)(?:[’']s|\s+is)?(?:\s+here(?:[’']s|\s+is)?)?\s+"
    r"(?:standing|stands|going\s+to\s+stand|gonna\s+stand)\s+in\s+(?:your|the)\s+way\b"
    r"|\b(?:i\s+)?(?:would\s*n[o']?t|wouldn[’']?t)\s+dream\s+of\s+(?:stopping|blocking)\s+"
    r"(?:you|ya|ye)\b"
    r"|\b(?:quit|stop)\s+(?:hovering|fussing)(?=\s+(?:and|just)\s)"
)
# fresh45: yes idioms holding a negation word: 「하나도 빼지 말고」 (leave nothing out),
# 「지체할 까닭이 없습니다」 (no reason to delay), 「너밖에 없다」 (you're the only one: an offer
# accepted, only opening the reply — 「이런 발상은 너밖에 없다」 is scorn), 「너한텐 못
# 당하겠다」 (I can't beat you: reluctant consent, only said to you), 「후회는 나중 일이고」
# (regret comes later: resigned); "and we're off to the races" (its "off" is no "turn it
# off", said of us), "there's not a soul who'd mind", "the longer we leave it the worse it
# gets", "the ward's quiet now" (a state, said with now: not "quiet!", the order to stop)
_FRESH45_YES_IDIOMS = (
    r"|(?:하나도|아무것도|빠짐없이)?\s*빼(?:먹)?지\s*(?:말고|마(?:요|세요)?)(?=\s|$)"
    r"|(?:지체할|지체|주저할|망설일|미룰|기다릴)\s*(?:까닭|이유|필요|것|거|게)\s*(?:이|가|도|은|는)?\s*"
    r"(?:하나도|전혀|더)?\s*없(?:어요|어|으니까|으니|습니다|지|죠|네|다|는데|잖아)?(?=\s|$)"
    r"|^\s*(?:역시\s*|진짜\s*|정말\s*)?(?:너|니|당신|자네)\s*밖에\s*없(?:다|어|네|지|어요|습니다)(?=\s|$)"
    r"|(?:너|니|당신|자네)(?:한테|한텐|에게|에겐|는|한테는)\s*못\s*당하(?:겠|것)(?:다|네|어|어요|습니다)(?=\s|$)"
    r"|(?:후회|걱정)(?:는|은)?\s*나중(?:에|\s*일|\s*문제)(?:이고|이다|이야|이지)?(?=\s|$)"
    r"|\b(?:we|they|you)(?:[’']?re|\s+are)\s+off\s+to\s+the\s+races\b"
    r"|\b(?:not\s+a\s+(?:single\s+)?(?:soul|person)|nobody|no\s*one)(?:\s+(?:here|around))?"
    r"(?:\s+(?:who|that))?(?:[’']d|[’']ll|\s+would|\s+will|\s+is\s+(?:going\s+to|gonna))\s+mind\b"
    r"|\bthe\s+longer\s+(?:we|you|i|they|it)\s+(?:leave|wait|put\s+off|sit)"
    r"(?:\s+(?:it|this|that|on\s+it))?\b"
    r"|(?:\b(?:is|are|went|gone|got|been)|[’']s|[’']re)\s+(?:all\s+|dead\s+|nice\s+and\s+|very\s+"
    r"|really\s+|pretty\s+|fairly\s+)?quiet\s+now\b"
)
# fresh46: yes idioms holding a negation or doubt word: 「발 뺄 수는 없지」 (no pulling out now),
# 「반대할 명분이 하나도 없네」 (no ground to object), 「건너뛰자는 말은 내 사전에 없다」 (only of
# skipping, putting off or giving up: 「돌리자는 말은 내 사전에 없다」 is a no), 「너 없었으면」
# (without you …: thanks), 「폼 미쳤다」 (slang praise: not 「미쳤어」), 「못 본 척할 테니까」
# (I'll look away), 「아 몰라 돌려」 (oh whatever, run it: only before an order; 「아 몰라」 alone
# is doubt); "so let it be done" (not "let it be"), "there's nothing left to wait for", "fire
# when ready", "do me a favour and …" (a request: "oh do me a favour" alone scorns)
_FRESH46_YES_IDIOMS = (
    r"|발\s*(?:을\s*)?(?:뺄|빼)\s*수\s*(?:는|도|가)?\s*없(?:지|죠|어|다|네|잖아)?(?=\s|$)"
    r"|반대할\s*(?:명분|이유|까닭|생각|마음)\s*(?:이|은|도|가)?\s*(?:하나도|전혀|딱히)?\s*"
    r"없(?:네|어|다|지|습니다|어요|네요|죠)?(?=\s|$)"
    r"|(?:건너뛰|미루|포기|생략하|보류하|연기하)(?:자는|잔|다는|기)?\s*(?:말|단어)(?:은|는)?\s*"
    r"(?:내|제|우리)\s*사전에\s*없(?:다|어|네|지|습니다|어요)?(?=\s|$)"
    r"|^\s*(?:너|니|당신|자네)\s*(?:가|이)?\s*없었으면(?=\s)"
    r"|폼\s*(?:이)?\s*미쳤(?:다|네|어|고)?(?=\s|$)"
    r"|못\s*본\s*(?:척|체)\s*(?:할|해|하)"
    r"|(?<![가-힣])(?:아|에이|에휴)\s*몰라(?=\s+(?:그냥\s+)?(?:돌려|해|눌러|질러|가|고)(?:\s|$))"
    r"|\b(?:so\s+)?let\s+it\s+be\s+(?:done|written)\b"
    r"|\bnothing\s+(?:left\s+)?to\s+wait\s+(?:for|on|around\s+for)\b"
    r"|\bfire\s+when\s+ready\b"
    r"|\bdo\s+me\s+a\s+favou?r\s+(?:and|just|please|run|go|hit|push|send)\b"
)
# 「지둘릴 거 뭐 있슈」, 「기다릴 거 뭐 있어」 (what's to wait for: fresh28)
_NOTHING_TO_WAIT_FOR_KO = (
    r"(?:기다릴|지둘릴|지달릴|기달릴|미룰|망설일|주저할|고민할|생각할|따질|물어볼|볼)\s*"
    r"(?:끼|게|거|것|기)\s*(?:가|는)?\s*(?:뭐|머|뭣)\s*(?:있노|있나|있어|있냐|있겠|있어요|있습니까|있슈"
    r"|있어유|있간|있당가|있능가|있겄|있수|있소)(?=\s|$)"
)
# 「할 수 없지 뭐 돌려」: it can't be helped, so go (a yes that holds 없 and 뭐; "할 수 없어",
# I can't, keeps its 없)
_RESIGNED_KO = r"(?:할|어쩔|별)\s*수\s*(?:가|도)?\s*없(?:지|죠|제|네)(?:\s*(?:뭐|머|모))?"
_NOT_REFUSAL = re.compile(
    r"\b(?:that|it|this)(?:'s|\s+is|\s+will\s+be|\s+would\s+be)\s+(?:no|not\s+a)\s+problem"
    r"(?:\s+at\s+all)?\b"
    rf"|\bno\s+objections?\b|\bwhy\s+not\b|\b{_HURT}\b"
    r"|\b(?:i[’']?ve|i\s+have|we[’']?ve|we\s+have)\s+been\s+waiting\s+for\b"
    r"|문제(?:가|는)?\s*(?:될|생길)?\s*(?:거|것|건|게|일)?(?:은|는|이|가)?\s*(?:하나도|전혀|아무)?\s*없"
    r"(?:어요|어|습니다|지|죠|네|다)?"
    r"|안\s*[가-힣]{1,4}\s*이유(?:가|는)?\s*없(?:어|어요|지|죠|다|습니다)?"
    # "you have my sign off, publish it"; "nothing to lose", "no need to wait" and 「잃을 것도
    # 없는데」, 「기다릴 거 없어」 (fresh19: each a yes, denied for its off/없)
    r"|\b(?:my|your|the|a)\s+sign[- ]?off\b|\bsigned\s+off\b|\bnothing\s+to\s+lose\b"
    r"|\bno\s+need\s+to\s+wait\b"
    # 「이의 기각 계속 진행하세요」 (objection overruled, go on: fresh41, denied for its 기각)
    r"|이의\s*(?:는|가)?\s*기각"
    # "can't think why not, merge away"; Australian "nah yeah" (yes; "yeah nah" is no);
    # 「아니 당연히 올려야지」, the 아니 of emphasis before 당연 (fresh19; 「아니 당연히 안 되지」
    # keeps 안)
    r"|\b(?:i\s+)?(?:can\s*not|can'?t|cannot|do\s+not|don'?t)\s+(?:think|see)\s+why\s+not\b"
    r"|\bnah\s+yeah\b|아니(?:요|야)?\s*(?=당연)"
    r"|(?:잃을|기다릴|망설일|미룰|주저할)\s*(?:것|거|게|필요)\s*(?:도|은|는|가)?\s*(?:하나도|전혀)?\s*없"
    r"(?:어요|어|습니다|지|죠|네|다|는데|잖아)?"
    # fresh20: "heck yeah fire it off", "no wahala run am" (Nigerian Pidgin: no problem), "no
    # cap run it" (no lie), "no reason not to install it"; 「안 될 게 뭐 있노」 (why not),
    # 「말릴 생각 없어」 (I won't stop you), 「기다리고 있다」 (I'm waiting for it), 「그렇고말고」
    # (of course)
    r"|\bfire\s+(?:it|that|this|them|em)\s+off\b|\bno\s+wahala\b|\bno\s+cap\b"
    r"|\bno\s+reason\s+not\s+to\b|"
    + _WHY_NOT_KO
    + r"|"
    + _WONT_STOP_KO
    + r"(?:어요|어|습니다|다|지|죠)?"
    r"|기다리고\s*있(?:다|습니다|는데|잖아|었어|었다)"
    # fresh36: 「고객사에서 오늘 안에 꼭 반영해 달래 올려」 — the 안 of a time span (within today,
    # within an hour) is no negation; "i'd never say no to that", "twist my arm why don't you",
    # "skip my foot" (scorn of skipping)
    r"|(?:오늘|금일|이번\s*주|주|달|해|년|일|시간|분|초|하루|이틀|사흘|기한|마감|퇴근\s*전)\s*안에(?!\s*(?:는|도))"
    r"|\b(?:i\s+would|i'?d|i\s+will|i'?ll)\s+never\s+say\s+no\s+to\s+(?:that|this|it)\b"
    r"|\btwist\s+my\s+arm(?:\s+why\s+(?:don'?t|do\s+not)\s+(?:you|ya))?\b"
    r"|\b(?:skip|wait|later|tomorrow|postpone|cancel)\s+my\s+(?:foot|eye|arse|ass)\b"
    # fresh37: "wouldn't miss it for the world", 「어휴 못 말려 정말 해 해」 (there's no stopping
    # you; 「고민은 이제 그만 돌려」 stays a no: 「그만 돌려」 is also "stop running it")
    r"|\b(?:i\s+)?(?:would\s*n[o']?t|wouldn't|wouldnt)\s+miss\s+(?:it|that|this)\s+for\s+the\s+world\b"
    r"|못\s*말려(?:요)?(?=\s|$)"
    # (not 「하고 싶기도 하고 말고 싶기도 하고」, both wanting and not: fresh19's "other")
    r"|(?:그렇|그러|좋|하|되|맞)고\s*말고(?:요)?(?!\s*(?:싶|십))"
    # fresh21: 「멈추지 말고 계속 가」 (don't stop: the -지 말고 of a whole clause; the English
    # "don't stop" stays a no, as "Don't! Stop!" is written the same), 「걱정 말고 돌려 주세요」
    # (don't worry), 「할 수 없지 뭐」 (it can't be helped), 경상 「돌리라 안 카나」 (I said run
    # it: its 안 asks "didn't I?"), Scots "aye nae danger on ye go" (no problem)
    r"|멈추지\s*(?:말고|마(?:요|세요)?)(?=\s|$)"
    r"|걱정\s*(?:하지\s*)?(?:말고|마(?:요|세요|시고|십시오)?)(?=\s|$)"
    r"|" + _RESIGNED_KO + r"|(?<=라)\s*안\s*카(?:나|노|니|이가)"
    r"|\bnae\s+(?:danger|bother|problem|worries|bovver)\b"
    # fresh22: "well alright then dear off you go" (its "off" is no "turn it off"), 「망설이지
    # 말고」 (don't hesitate: -지 말고 of a whole clause)
    r"|\boff\s+(?:you|ye)\s+(?:go|pop|trot)\b"
    # fresh23: "all write kick it off", "nothing stopping you go", "don't bother asking just
    # install it"; 「쭉 가 중간에 서지 말고」, 「더 볼 거 없어 바로 올려」, 「딱히 반대할 이유
    # 없어요」 (the -지 말고 of stopping, nothing left to check, no reason to object)
    r"|\bkick\s+(?:it|that|this|them|em)\s+off\b|\bnothing(?:'s|\s+is)?\s+stopping\s+(?:you|ye)\b"
    r"|\b(?:don'?t|do\s+not)\s+bother\s+asking\b"
    r"|(?:멈추|망설이|서|쉬|주저하|고민하|미루)지\s*(?:말고|마(?:요|세요)?)(?=\s|$)"
    r"|(?:볼|따질|확인할|고민할|생각할)\s*(?:것|거|게|필요)\s*(?:도|은|는|가)?\s*(?:하나도|전혀|더)?\s*없"
    r"(?:어요|어|습니다|지|죠|네|다|는데|잖아)?(?=\s|$)"
    r"|(?:반대할|거절할|마다할|말릴|싫어할)\s*이유(?:가|는|도)?\s*(?:하나도|전혀)?\s*없"
    r"(?:어요|어|습니다|지|죠|네|다|는데|잖아)?(?=\s|$)"
    # fresh24: 「동무 지체하지 말고」 (don't delay), 「이건 못 참지 바로 돌려」 (can't resist),
    # 「그거 안 돌리면 누가 돌려」 (who else), 「물어볼 것도 없어 해」, 「하기 싫은데 어쩔 수 없지」
    # (reluctant, resigned); "what are y'all waitin for", "not a bad shout at all proceed"
    r"|(?:지체하|꾸물대|꾸물거리|뜸들이|머뭇거리)지\s*(?:말고|마(?:요|세요)?)(?=\s|$)"
    r"|못\s*참지|안\s*[가-힣]{1,3}면\s*누가|물어볼\s*(?:것|거|게|필요)\s*(?:도|은|는|가)?\s*없"
    r"(?:어요|어|습니다|지|죠|네|다|는데|잖아)?(?=\s|$)"
    r"|싫(?:은데|지만)\s*(?=" + _RESIGNED_KO + r")"
    r"|\bwhat(?:\s+(?:are|r)|[’']re)\s+(?:you|ya|ye|y'all|yall|you\s+all|we)\s+waitin[g']?\s+(?:for|on)\b"
    # fresh25: 「이상 없습니다 배포하십시오」 (all clear), 「그냥 죽여 답이 없어」 (hopeless)
    r"|이상\s*(?:이|은)?\s*없(?:습니다|어요|어|음|다|네)?(?=\s|$)|답이\s*없(?:어|다|네|음)?(?=\s|$)"
    # fresh26: "nothing wrong with that go on", "no worries at all spin it up", "no point
    # waiting run it now", "wouldn't have it any other way", "yeah why wouldn't you"; 「못 할
    # 건 없지 해 봐」 (nothing stops it), 충청 「암시랑토 않어유」 (no bother at all), 「다시 깔면
    # 그만이야」 (it can be redone); what they leave must still pass
    + _FRESH26_YES_IDIOMS
    + _FRESH27_YES_IDIOMS
    + _FRESH28_YES_IDIOMS
    + _FRESH29_YES_IDIOMS
    + _FRESH30_YES_IDIOMS
    + _FRESH43_YES_IDIOMS
    + _FRESH45_YES_IDIOMS
    + _FRESH46_YES_IDIOMS
    + r"|"
    + _NOTHING_TO_WAIT_FOR_KO
    + r"|\bno\s+worries(?:\s+at\s+all)?\b"
    r"|\bno\s+point\s+(?:in\s+)?(?:waiting|holding\s+off|hanging\s+about|hanging\s+around"
    r"|putting\s+it\s+off|delaying)\b"
    r"|못\s*할\s*(?:건|거|것|게|이유)\s*(?:도|는|가)?\s*(?:뭐\s*)?없(?:지|죠|제|어|다|네)(?!만)"
    # (its own endings only: 「암시랑토 않어유안 돼」 keeps its 안 돼)
    r"|암시랑(?:토|도)\s*(?:않|안)(?:어유|아유|어요|아요|어|아|여|유|네|다|습니다|구먼|구만|혀|해|허)?"
    r"(?=\s|$)|아무렇지도\s*않(?:아요|아|습니다|다|어유|어)(?=\s|$)"
    # (not after an approval verb: "do, not a bad idea" is "do not")
    r"|(?<!do )(?<!do, )(?<!go )(?<!go, )(?<!please )(?<!please, )"
    r"\bnot\s+a\s+bad\s+(?:idea|shout|call|plan)\b",
    re.IGNORECASE,
)


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
        # doubt, conditions, "I'd rather (do it myself)", "or": none is a yes
        "uncertain", "doubt", "doubtful", "might", "could", "hopefully", "hope", "believe",
        "reckon", "likely", "unlikely", "presumably", "apparently", "possible", "sometimes",
        "either", "or", "depending", "decide", "considering", "check", "rather", "myself",
        "explain", "details", "say", "promise", "promises",
        "subscribe", "watching", "subtitles",  # recogniser hallucinations on silence
        "meself",  # "cheers but i'll sort it meself" (fresh21)
        # "okay, no objection, just kidding": a yes taken back (or a no taken back) is unclear
        "kidding", "joking",
        # Tagalog "pero" (but), "siguro"/"baka" (maybe), "kung" (if)
        "pero", "siguro", "baka", "kung",
    ]
)  # fmt: skip
EN_HEDGE_PHRASES = _np(
    [
        "i'm fine", "i am fine", "i'm good", "i am good", "i'm okay", "i'm ok",  # polite refusals
        "i'm alright",  # the British one ("i'm alright ta", fresh26)
        "would sooner", "i'd sooner",  # like "rather" (fresh27: "i'd sooner eat my keyboard")
        # a yes broken off: "uh yeah i mean it's just that" (fresh27; a yes-saying model ran it
        # for its yeah), "the thing is", "only thing is"
        "it's just that", "it's only that", "just that it", "the thing is", "only thing is",
        "trouble is", "the catch is",
        # … or opening a topic and trailing off: "okay um so about the uh" (fresh28; a model
        # that allows everything ran it for its okay)
        "so about", "about the", "about that", "about this", "now about", "regarding",
        "speaking of", "as for",
        # "That's OK" is as often "no, thanks" as "go ahead" (a fresh4 source lists it among
        # ways to say no): like 괜찮아요 it never approves alone; "yes, that's ok" still does not
        "that's ok", "that's okay", "that's alright", "it's ok", "it's okay", "it's alright",
        "oh sure", "oh yes", "oh yeah", "oh great", "oh perfect", "great job", "nice job",
        "good job", "well done", "love that", "thanks a lot",  # sarcasm
        "kind of", "sort of", "more or less", "let me think",  # doubt
        "two minds",  # "i'm in two minds" (fresh25: its "i'm in" is a cue)
        # a condition: "as long as you back it up first" (fresh17's, an allow once "back it"
        # was an order)
        "as long as", "so long as", "provided that", "only if", "on condition",
        # … said with "provided" alone or "assuming" ("go for it provided the linter's clean":
        # fresh22's, allowed by the model)
        "provided", "providing", "assuming", "given that",
        # chance decides, not the human: "draw a card red means go" (fresh41's, allowed by the
        # model)
        "draw a card", "pick a card", "flip a coin", "toss a coin", "coin flip", "coin toss",
        "roll the dice", "roll a die", "heads or tails", "heads we", "tails we",
        # a disaster named is sarcasm or a warning, never a clean yes
        "blow up", "blows up", "blown away", "wipe everything", "lose everything", "regret",
        "disaster",
        # … or a job lost: "yeah sure and i'll just update my cv while you're at it" (fresh23's
        # sarcasm, allowed by the model), "are you trying to get me fired"
        "my cv", "my resume", "fired", "sacked", "while you are at it", "while you're at it",
        # … or the aftermath the human will see to, after the approval: "absolutely and i'll
        # order the flowers for the funeral", "by all means and i'll forward the angry emails to
        # you" (fresh43's sarcasm, allowed by the model); every reply of that shape in the sets
        # is a refusal, and a true yes loses one more sentence at most
        "and i will", "and then i will", "and i shall", "funeral", "angry emails",
        # a question the recogniser wrote without "?": "is that safe", "should I"
        "is it", "is that", "is this", "is there", "are you", "are we", "am i", "do you",
        "does it", "does that", "did you", "did it", "will it", "would it", "would that",
        "should i", "should we", "should it", "shall i", "shall we", "can it", "could it",
        "can you", "can i", "may i",
        # … asked of us ("do we even need that", "do we still need it": fresh46's, run by a
        # yes-saying model for its "do")
        "do we", "do i", "do they", "does anyone", "does anybody",
        # the assistant's own question ("Say yes to allow, always to remember it, or no…")
        "approval needed", "to allow", "to deny", "to remember", "always to",
    ]
)  # fmt: skip
KO_HEDGE_PIECES = (
    "글쎄", "모르", "몰라", "아마", "혹시", "뭐", "뭔", "뭘", "무슨", "무엇", "어떤",
    "어떻", "어때", "어떡", "왜", "누가", "누구", "언제(?!나)", "어디",
    "근데", "그런데", "하지만", "그렇지만", "만약", "만일", "으응", "다른", "딴",
    "퍽이나", "잘도", "잘한다", "잘하는", "지그래", "어련", "든가", "던가", "대단",
    # chance decides, not the human (「동전 던져서 앞면 나오면 해」)
    "동전던", "주사위", "가위바위보", "사다리타", "제비뽑",
    # doubt and conditions: "생각 좀", "애매해", "괜찮으면 해", "해도 되는지"; "필요합니다"
    # (the assistant's own "승인이 필요합니다" echoed back is not a yes)
    "생각", "애매", "고민", "헷갈", "긴가민가", "어쩌면", "려면", "다면", "라면", "으면",
    "거면", "되면", "는지", "을지(?![시워우켜키원정])", "할지", "될지", "지만", "필요",
    # a disaster named: sarcasm or a warning, never a clean yes (「그래 돌려라 돌려 다 날아가 봐야
    # 정신 차리지」: fresh22's, allowed by the model for its 돌려라)
    "날아가", "날아갈", "망하", "망할", "망가지", "망가질", "박살", "큰일", "난리", "정신차리",
    # "좀 그래요" / "그건 좀…" is "I'd rather not", though "그래요" alone is a yes ("빨리 좀
    # 해 줘" stays one: only "좀" before 그래/그렇, or after 그건/그것은/그거는)
    "좀그래", "좀그렇", "그건좀", "그것은좀", "그거는좀",
    # "that would be better" weighs one choice against another, and which one is not said
    # (「응 그게 낫겠다」 to a question put the other way round: fresh21's first dangerous allow)
    "낫겠", "나을", "낫지", "낫다",
    # question endings inside run-together words ("해도될까요네"): also caught per word
    "될까", "할까", "을까", "볼까", "줄까", "갈까", "킬까", "릴까", "쓸까", "되나", "되냐",
    "하냐",
    # whisper's Korean hallucinations on silence ("구독과 좋아요 부탁드립니다") hold yes
    # words: a reply about subscribing or watching is never an approval
    "구독", "시청", "영상",
    # someone else asked first (「남편이 깔아 준 거라 남편한테 먼저 물어볼게」: fresh32's "other"
    # a yes-saying model ran for its 깔아)
    "물어볼게", "물어볼께", "물어보고", "물어봐야", "여쭤볼", "여쭤보고", "여쭤봐야", "한테먼저",
    "께먼저", "확인해볼게", "확인해보고", "확인해봐야",
    # an order, then the aftermath handed to the assistant: 「눌러 눌러 그리고 네가 고객들한테 …」,
    # 「해 봐 대신 … 네가 받아」 (fresh45, as "and i'll …" is; 「네가 벌인 일이니 네가
    # 마무리해」 is no aftermath)
    "(?:그리고|대신)[가-힣]{0,12}(?:네가|니가|너가)",
)  # fmt: skip
KO_HEDGE = re.compile("|".join(KO_HEDGE_PIECES))


HEDGES = Lexicon(
    words=EN_HEDGE_WORDS,
    # Korean question endings: "할까", "될까요", "되나요", "하냐"
    # ("음냐", a sleepy murmur, is no question: fresh18's "음냐 어 그래 해 줘")
    # "다시" (again) as the start of a word only: the text run together found it in "비워 비워
    # 속이 다 시원하네" (fresh19: a yes)
    word_test=lambda token: (
        (
            len(token) > 1
            and token.endswith(("까", "까요", "나요", "냐"))
            and token not in ("음냐", "오냐", "오냐오냐")
            and not _because(token)
        )
        or token.startswith("다시")
    ),
    phrases=EN_HEDGE_PHRASES,
    joined=KO_HEDGE,
)


def _because(token: str) -> bool:
    """ "옮겨 놨으니까", "하니까": -(으)니까 is "because", no question; "합니까", "있습니까" (a
    syllable ending in ㅂ before 니까) ask one. (fresh19: 「이미 다 옮겨 놨으니까 원본은 지워도
    돼요」 was unclear)"""
    if not token.endswith(("니까", "니까요")):
        return False
    before = token.removesuffix("요")[:-2][-1:]
    return not before or not ("가" <= before <= "힣" and (ord(before) - 0xAC00) % 28 == 17)


def find_hedge(text: str) -> str | None:
    """A question, doubt, condition or sarcasm marker, or None. A hit means UNCLEAR."""
    if "?" in unicodedata.normalize("NFKC", text):
        return "?"  # a recogniser writes "?" when it heard a question; "그래?" is not "그래"
    said = _NOT_DOUBT.sub(" ", text)  # (「그래 주면 너무 좋지」 is no condition left open)
    condition = _KO_CONDITION.search(normalize(said))
    if condition:
        return condition.group(0)
    broken = _BROKEN_OFF.search(normalize(text))
    if broken:
        return broken.group(0).strip()
    return HEDGES.find(said)


# A reply that stops mid-phrase, after an article, a preposition or "and" (fillers may
# follow): "okay um so about the uh", "yes and", "go ahead with the" (fresh28) — the rest of
# the sentence was not heard. Not "to": "i would love to" is whole.
_BROKEN_OFF = re.compile(
    r"\b(?:the|a|an|about|of|with|and|my|your|our|their|its|for\s+the|into|onto|from)"
    r"(?:\s+(?:uh+|um+|er+|erm+|hm+|ah+|like))*$"
)


# A Korean condition, "-면" not followed by its yes: 「회의 끝나면 그때 재부팅해」, 「그거 지우면
# 복구 돼」 (an allow each once an order or a model's yes let them through) — but 「지우면 돼」,
# 「하면 돼요」 say "just do it", and 「그러면 해」 is "then do it".
_KO_CONDITION = re.compile(
    r"(?<![가-힣])(?!그러면|이러면|그럼)[가-힣]*[가-힣]면(?=$|\s+(?!돼|되|됩|된|될|좋|괜찮))"
)


# Words a hedge list holds, said without doubt: thanks ("That's very kind of you": no hedging
# "kind of", fresh12) and agreement ("that's what I want", fresh13: not the question word
# "what"). A reluctant "I guess so" stays doubt, even beside "go ahead".
_NOT_DOUBT = re.compile(
    r"\b(?:(?:kind|nice|good|sweet|thoughtful) of (?:you|u)"
    r"|lovely jubbly"  # British: great (fresh23's "lovely jubbly run it"), no sarcasm
    r"|that(?:'s| is) (?:just |exactly )?what i (?:want|wanted|need|needed|meant|asked for)"
    # a request for news when it is done, not a question ("yes please and tell me when it's
    # done", fresh14)
    r"|(?:tell|let) me (?:know )?when (?:it(?:'s| is) |you(?:'re| are) )?(?:done|finished|over)"
    # "eh why not install it" (fresh18): a yes, not a question
    rf"|(?:(?:can\s*not|can['’]?t|cannot|do\s+not|don['’]?t)\s+(?:think|see)\s+)?why not|{_HURT})\b"
    # a yes asked back as no question: 「당연하지 그걸 왜 물어봐」, 「여부가 있겠습니까」 (there is
    # no doubt; fresh19)
    r"|(?:그걸|그런\s*걸|그거|뭘|그것도)\s*왜\s*물어|여부가\s*있겠(?:습니까|어|나|냐)"
    # a reluctant yes, "oh fine if you must"; 「뭐 그래」 (well, OK); the yes idioms of
    # _NOT_REFUSAL that hold 뭐 or 생각 (fresh20)
    r"|\bif\s+you\s+(?:must|insist)\b|뭐\s*(?=그래(?!\?)|좋아|좋지)|"
    + _WHY_NOT_KO
    + r"|"
    + _WONT_STOP_KO
    +
    # fresh21: 「해유 해유 뭘 물어봐유」 (why even ask), 「할 수 없지 뭐」, "say less" (slang: no
    # need to say more)
    r"|뭘\s*(?:또\s*)?물어|"
    + _RESIGNED_KO
    + r"|\bsay\s+less\b"
    # fresh24: 「무슨 소리야 돌려야지」 (what nonsense: of course), 「테섭인데 뭐 어때 날려」 (so
    # what), 「그래 주면 너무 좋지」 (that would be great), Yorkshire "aye if tha must", "what are
    # y'all waitin for"
    r"|무슨\s*소리(?:야|예요|세요|고|여)|뭐\s*어때|안\s*[가-힣]{1,3}면\s*누가|(?:해|그래)\s*주면\s*(?:너무|정말|진짜)?\s*"
    r"(?:좋지|좋죠|고맙지|고맙죠|감사하지|감사하죠)"
    r"|\bif\s+(?:tha|thou|ye|ya)\s+(?:must|insist)\b"
    # fresh25: 「뭘 꾸물거려 돌려」 (what's the delay), 「누가 말리겠어」 (who'd stop you),
    # 충청 「뭐 워뗘유」 (so what)
    r"|뭘\s*(?:꾸물|망설|기다|주저)|누가\s*말리|뭐\s*(?:워뗘|워때|어떠)"
    # fresh26: 「에라 모르겠다 돌려」 (what the heck), 경상 「고민할 끼 뭐 있노」 (nothing to think
    # over), 「돌려 주시면 감사하죠」 (I'd be grateful), the yes idioms of _NOT_REFUSAL above
    r"|에라\s*(?:모르겠|몰라)(?:다|어|네|습니다)?"
    r"|(?:고민할|생각할|망설일|따질|물어볼)\s*(?:끼|게|거|것|기)\s*(?:가|는)?\s*(?:뭐|머|뭣)\s*"
    r"(?:있노|있나|있어|있냐|있겠|있어요|있습니까)"
    r"|주(?:시|셔)?면\s*(?:너무|정말|진짜|저야|저는|나야)?\s*(?:좋지|좋죠|고맙지|고맙죠|감사하지|감사하죠"
    r"|감사하겠|고맙겠)"
    + _FRESH26_YES_IDIOMS
    + _FRESH27_YES_IDIOMS
    + _FRESH28_YES_IDIOMS
    + _FRESH29_YES_IDIOMS
    + _FRESH30_YES_IDIOMS
    + _FRESH43_YES_IDIOMS
    + _FRESH45_YES_IDIOMS
    + _FRESH46_YES_IDIOMS
    # fresh28: 경상 「고마 돌리 보소 뭐 어떻노」 (what's the harm), 충청 「지둘릴 거 뭐 있슈」
    # (what's to wait for), 「그걸 누가 말려」 (who'd stop you; not 「누가 말려야 돼」),
    # "you do what you need to" (not "do what you want": that shrugs)
    + r"|뭐\s*(?:어떻|우떻|워떻)(?:노|나|냐|니|노요|습니까|다고)(?=\s|$)"
    r"|"
    + _NOTHING_TO_WAIT_FOR_KO
    + r"|(?:그걸|그거|이걸|이거)?\s*누가\s*(?:말려|막아|말리냐|말리노|막냐|막노|막겠어|막겠냐)"
    r"(?:요)?(?=\s|$)"
    r"|\b(?:you\s+)?do\s+what\s+(?:you|ya|ye)\s+(?:need|have|got|gotta|must)(?:\s+to)?(?:\s+do)?\b"
    + r"|\bno\s+point\s+(?:in\s+)?waiting\b"
    r"|\bwhat(?:\s+(?:are|r)|[’']re)\s+(?:you|ya|ye|y'all|yall|you\s+all|we)\s+waitin[g']?\s+(?:for|on)\b",
    re.IGNORECASE,
)


# -------------------------------------------------------------------- stage 2: keywords
# The utterance must be covered completely by these pieces (Korean pieces may run together,
# English ones are whole words). "yes" inside a longer sentence is not a clear answer: the
# sentence goes to the model.
KO_ALLOW = [
    "응", "웅", "엉", "네", "넵", "넹", "예", "예스", "그래", "그래요", "그럼", "그럼요", "좋아",
    "좋아요", "좋습니다", "좋지", "좋다", "좋네", "해", "해요", "해줘", "해줘요", "해주세요",
    "해라", "하세요", "하자", "해봐", "해도", "해도돼", "돼", "돼요", "됩니다", "되요", "할게",
    "할게요", "합니다", "실행", "실행해", "실행시켜", "진행", "진행시켜",
    "돌려", "돌려줘", "돌려도", "써", "써도", "써줘", "오케이", "오키", "오케", "허용", "승인",
    "물론", "물론이지", "당연", "당연하지", "알았어", "알겠어", "알겠습니다", "콜", "고고", "ㅇㅇ",
    "ㅇㅋ", "확인", "예예", "네네", "응응",
    # formal and informal yeses: 맞아요, 그럼요, 물론이죠, 부탁드립니다, 진행하세요, 해 주십시오
    "네에", "예에", "웅웅", "넵넵", "그래그래", "그러세요", "그러자",
    "그렇지", "그렇죠", "그치", "그렇습니다", "맞아", "맞아요", "맞습니다", "맞다", "맞아맞아",
    "당연하죠", "당연합니다", "당연히", "물론이죠", "물론이에요", "물론이야", "물론입니다",
    "좋죠", "좋네요", "좋아좋아", "알았어요", "알겠어요", "알았습니다", "알았다", "알겠다",
    "부탁", "부탁해", "부탁해요", "부탁합니다", "부탁드립니다", "부탁드려요", "부탁할게",
    "진행해", "진행하세요", "진행해요", "시작", "시작해", "동의", "찬성", "수락", "허락", "허가",
    "하셔도", "하십시오", "해주십시오", "하시죠", "해주시죠", "합시다", "하죠", "하자", "가자",
    "오키도키", "오케이요",
    # agreement and "of course" forms: 그러네요, 맞네, 아무렴요, 당근이지, 그렇다마다, 기꺼이
    "그러네", "그러네요", "그렇네", "그렇네요", "맞네", "맞네요", "맞지", "맞죠", "맞는말",
    "아무렴", "당근이지", "당근이죠", "그렇다마다", "좋다마다", "그럼그럼", "그렇다",
    "옳소", "옳아", "옳습니다", "동감", "인정", "기꺼이", "얼마든지", "그러시죠", "그러십시오",
    "옙", "넴", "네넵", "옛썰", "예썰", "굿", "돌려봐", "진행해봐", "옳지", "암요",
    "당연한말씀", "당연한소리", "맞는말씀", "옳은말", "옳은말씀",
    # "넷" (a bright 네), "당근" (slang: of course), "예이" (yay) (fresh10)
    "넷", "당근", "예이",
    # "try it": 한번 해보세요, 원하는 대로 해 보세요, 시도해 봐도 좋겠죠, 실행에 옮기세요; "sounds
    # fun": 오케 재밌겠다 (fresh11)
    "해보세요", "해봐요", "해보자", "해보시죠", "해보십시오", "시도해", "시도해봐", "시도해봐도",
    "시도해보세요", "옮기세요", "실행에옮겨", "실행에옮기세요", "원하는대로", "좋겠죠", "좋겠다",
    "재밌겠다", "재밌겠네", "재밌겠어요", "재미있겠다",
    # "you can just do it": 하면 돼, 진행하시면 됩니다 (하면 안 돼 is caught by 안 first)
    "하면돼", "하면돼요", "하면됩니다", "하시면돼요", "하시면됩니다",
    # agreement ("그러게요", "그쵸"), "I'd like you to" (해 주면 좋겠어), "컨펌"
    "그러게", "그러게요", "그지", "그지요", "그쵸", "그치요", "좋았어", "좋았어요", "옳거니",
    "좋겠어", "좋겠어요", "좋겠습니다", "해주면좋겠어", "해주면좋겠어요", "해주시면좋겠어요",
    "해주시면좋겠습니다", "해주시면감사하겠습니다", "컨펌",
    # "그러게 말이에요" (agreement, like 그러게요)
    "그러게말이에요", "그러게말이야", "그러게말입니다",
    # 충청 -유 and 경상 -라 endings, 퍼뜩 (quick) (fresh20)
    "그류", "그려", "그려유", "그래유", "좋아유", "해유", "돌려유", "해봐유", "하셔유", "돌리라",
    "돌리봐라", "돌리보소", "돌리이소", "돌리게", "퍼뜩", "암",
]  # fmt: skip
# Said alone, "괜찮아요" is as often "no, thanks" as "it's fine" (both sources in the eval set
# use it as a polite refusal): it never approves by itself, but "해도 괜찮아" does.
KO_SOFT = ["괜찮아", "괜찮아요", "괜찮습니다", "괜찮다"]
KO_ALWAYS = [
    "항상", "늘", "앞으로", "앞으로도", "앞으로는", "언제나", "매번", "다음부터", "다음부터는",
    "다음에도", "이제부터", "이제부터는", "영원히", "계속허용", "쭉",
]  # fmt: skip
KO_FILLER = [
    "음", "어", "아", "으음", "흠", "그", "저", "자", "그거", "이거", "저거", "그것", "이것",
    "그냥", "일단", "좀", "빨리", "바로", "지금", "얼른", "명령", "명령어", "그대로", "요", "계속",
    "한번", "번", "이번", "이번만", "이번에는", "당장", "음냐",
    # "줘"/"주세요" only complete a verb ("돌려 줘"); alone, "주세요" is also the end of the
    # assistant's own Korean question ("…라고 말해 주세요"), which must never approve
    "줘", "줘요", "주세요", "그렇게", "이야", "이에요", "입니다", "이죠", "감사합니다",
    "감사해요", "고마워", "고마워요", "고맙습니다", "제발",
]  # fmt: skip
EN_ALLOW = [
    "yes", "yeah", "yea", "yep", "yup", "ya", "yah", "aye", "sure", "surely", "ok", "okay",
    "okey", "okie", "k", "kay", "alright", "fine", "good", "great", "perfect", "correct",
    "absolutely", "definitely", "certainly", "of course", "affirmative", "indeed", "go", "do",
    "run", "execute", "allow", "allowed", "approve", "approved", "confirm", "confirmed",
    "proceed", "accept", "accepted", "granted", "you can", "you may", "sounds good",
    # spoken and informal yeses: "uh-huh", "mm-hmm", "o. k.", "yessir", "okey-dokey"
    "uhhuh", "mhm", "yeh", "yuh", "yap", "yas", "yass", "yessir", "kk", "alrighty", "dokey",
    "dokie", "doke", "oki", "doki", "cool", "sweet", "roger", "agree", "agreed", "right",
    "exactly", "precisely", "true", "totally", "continue", "please",
    # formal and idiomatic ones: "very well", "by all means", "that is correct"
    "very well", "by all means", "sure thing", "you bet", "you got it", "go on", "carry on",
    "make it so", "count me in", "consider it done", "as you wish", "be my guest",
    "sounds great", "sounds fine", "sound good", "sound great", "sound fine", "looks good",
    "works for me", "fine by me", "fine with me",
    "that works", "copy that",
    # "of course" adverbs and set phrases: "obviously", "most certainly", "sounds like a plan"
    "obviously", "naturally", "undoubtedly", "unquestionably", "undeniably", "indubitably",
    "assuredly", "positive", "positively", "gladly", "willingly", "happily", "with pleasure",
    "for sure", "for certain", "most certainly", "most definitely", "most assuredly", "righto",
    "spot on", "amen", "deal", "a deal", "sounds like a plan", "good idea", "great idea",
    "good plan", "fair", "makes sense", "will do", "i am in", "i am game", "you said it",
    "you betcha", "sirree", "affirm", "concur", "agree with you", "agree with that",
    "permission granted", "you have my permission", "you have my blessing", "green light",
    "hell yes", "hell yeah", "heck yes", "heck yeah", "damn right", "damn straight",
    "you got that right", "you know it", "count on it", "certain", "consent", "willing",
    "sounds right", "sounds about right", "a hundred percent", "hundred percent",
    "one hundred percent", "100 percent", "10 4", "indeedy", "a yes", "a yes from me",
    "i would like that", "i would love to", "i would be glad to", "i would be happy to",
    "happy to", "glad to", "i am down", "up for it", "on board", "all for it", "all in", "a go",
    "thumbs up", "in favor", "in favour", "make it happen",
    # formal: "that is acceptable", "I authorise it", "kindly proceed", "you have my approval"
    # once, not for ever: "only this time", "just this once"
    "only this time", "this time only", "just this time", "just this once", "only this once",
    "sounds like a good idea", "sounds like a great idea",
    "acceptable", "authorize", "authorise", "authorized", "authorised", "kindly",
    "my approval", "you have my approval",
    # wanting it and pleading for it: "I want that", "please, I beg you", "my go-ahead"
    "want", "i beg you", "beg you", "my go ahead", "you have my go ahead", "greenlit",
    "green lit",
    # "Feel free!", "Help yourself!", "Okie doki", "Sweet" (fresh10)
    "feel free", "help yourself",
    # "That would be appreciated." (fresh11)
    "that would be great", "that would be appreciated", "that would be nice",
    "that would be perfect", "would be appreciated",
    # "sounds perfect", "very good", "I would be glad"
    "sounds perfect", "sound perfect", "very good", "very nice", "i would be glad",
    "i would be happy", "the sooner the better",
    # "buy all means" (fresh46: by all means, as a recogniser writes it)
    "buy all means",
]  # fmt: skip
EN_ALWAYS = [
    "always", "every time", "everytime", "each time", "from now on", "remember",
    "permanently", "forever", "going forward", "in the future", "all the time",
]  # fmt: skip
EN_FILLER = [
    "um", "umm", "uh", "uhh", "er", "erm", "hmm", "hm", "mm", "ah", "oh", "well", "so", "then",
    "just", "now", "it", "that", "this", "the", "command", "ahead", "on", "for", "let us", "i",
    "right away", "and", "once", "thing", "its",
    "that is", "it is", "this is", "i am", "you are", "that would be", "it would be",
    # politeness around a yes: "yes sir", "sure, thanks", "okay Jarvis"
    "sir", "ma'am", "maam", "mate", "buddy", "boss", "jarvis", "thanks", "thank you", "cheers",
    "bro", "dude", "man", "pal", "baby", "my friend",
    # "sounds good to me", "fine with me", "I can agree"
    "to me", "with me", "by me", "for me", "can",
]  # fmt: skip


def _pieces() -> list[tuple[str, str]]:
    table: dict[str, str] = {}
    for kind, words in (
        ("filler", KO_FILLER + EN_FILLER),
        ("soft", KO_SOFT),
        ("allow", KO_ALLOW + EN_ALLOW),
        ("always", KO_ALWAYS + EN_ALWAYS),
    ):
        for word in words:
            table[compact_hangul(normalize(word))] = kind
    table[compact_hangul(normalize("계속허용"))] = "always+allow"  # "계속 허용" is ALWAYS (seed)
    return sorted(table.items(), key=lambda item: -len(item[0]))


PIECES = _pieces()
_LATIN = re.compile(r"[a-z0-9']")


def parse_keywords(text: str) -> list[tuple[str, str]] | None:
    """Split the whole utterance into known (piece, kind) pairs, or None if any part is unknown."""
    s = compact_hangul(normalize(text))

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
        "fine", "absolutely", "definitely", "certainly", "permission", "permitted",
        "uhhuh", "mhm", "correct", "exactly", "roger", "affirmative",
        "righto", "rightio",  # "righto cheers bin them" (fresh19)
        "precede",  # "please precede": proceed as a recogniser writes it (fresh21)
        "chalo",  # "accha chalo start it" (fresh23: Hindi, let's go)
        # fresh24: Irish "deadly lash away so", Swahili "sawa sawa endelea" (fine, go on)
        "deadly", "sawa", "endelea",
        # fresh26: Hindi "haan bhai karo karo" (yes brother, do it; "mat karo" is a no)
        "haan", "haanji", "karo", "kardo",
        # fresh27 (the model said allow): Hindi "theek hai publish kar dijiye" (fine, please do
        # it), "defo migrate the lot", Australian "ripper start the rebuild" (great)
        "theek", "thik", "dijiye", "kijiye", "kariye", "defo", "deffo", "defs", "ripper",
        "rippa", "bonza", "bonzer",
        # fresh29: Tagalog "sige", "tuloy mo na" (okay, go on; "wag" is a no first)
        "sige", "tuloy", "ituloy",
        # fresh30: Hindi "bilkul chala dein" (certainly, run it)
        "bilkul", "chala", "chalao", "chalaiye",
        # fresh33 (the model said allow): yes and go words of other languages inside English
        # rows — German "ja", "jawohl", Italian "vai", "andiamo", Portuguese "sim", "bora",
        # Spanish "dale", Japanese "hai", "douzo", Zulu "yebo", "qhubeka" (carry on); their
        # no-words are negations first
        "ja", "jawohl", "vai", "andiamo", "sim", "bora", "dale", "hai", "douzo", "yebo",
        "qhubeka",
        # fresh43 (the model said allow): "commence the experiment", Italian "avanti avanti"
        # (forward: an order to go on)
        "commence", "avanti",
        # fresh45 (the model said allow): Canadian "giv'er" (give it everything)
        "giv'er",
    ]
)  # fmt: skip
EN_CUE_PHRASES = _np(
    [
        "sounds good", "good to go", "all good", "of course", "you can", "you may", "make it so",
        "fire away", "works for me", "very well", "by all means", "go ahead", "count me in",
        "consider it done", "as you wish", "be my guest", "i am in", "only this time",
        "just this once", "glad to", "happy to", "would like to", "would love to",
        # taking what was offered: "I will take that reservation" (fresh12); not "I'll take
        # some time to take that in" (fresh5)
        "i will take that", "i will take it", "i will take this", "i will go with that",
        "i will go with this", "i will go with it",
        # praise of what was offered, the model's allow beside it: "it looks perfect", "that
        # one works", "that would be awesome", "I'm open to it"
        "looks perfect", "that one works", "that works", "would be awesome", "would be great",
        "open to it",
        # "looks good to me, publish away" (fresh14)
        "looks good", "look good", "looks great", "lgtm",
        # "just ship it already", "I'd appreciate that, thanks" (fresh17; the model said allow)
        "ship it", "appreciate it", "appreciate that",
        # "you betcha send it", "you've got the green light", "okie dokie" (fresh18)
        "you betcha", "green light", "okie dokie", "okey dokey",
        # the yes idioms of _NOT_REFUSAL, as normalize writes them
        "no objection", "no objections", "why not",
        # "crack on mate install it", "let it rip", "have at it bud", "you have my sign off"
        # (fresh19; the model said allow)
        "crack on", "let it rip", "have at it", "my sign off", "signed off",
        "out of its misery", "nah yeah",
        # "too easy chuck it on", "you've twisted my arm", "no wahala", "no cap" (fresh20)
        "too easy", "twisted my arm", "no wahala", "no cap",
        # "say less bro deploy it", "aye nae danger on ye go" (fresh21)
        "say less", "nae danger", "nae bother", "on ye go", "on you go",
        # "bet bet fire it up", "yeehaw let her rip", "where's the harm fill your boots"
        # (fresh22; the model said allow)
        "fire it up", "let her rip", "fill your boots",
        # "beauty bud give her" (Canadian give 'er), "see it through", "would you that'd save my
        # bacon", "righty ho off you pop", "all write kick it off" (fresh23; the model said allow)
        "give her", "give er", "see it through", "save my bacon", "saves my bacon",
        "off you pop", "kick it off", "lovely jubbly",
        # fresh24 (the model said allow): "get stuck in mate", "choice bro get it going", "oh
        # you're a star", "not a bad shout", "what are y'all waitin for", "lash away"
        "get stuck in", "get it going", "you are a star", "not a bad shout", "not a bad idea",
        "lash away", "lash it", "what are you waiting for", "what are y'all waitin for",
        # fresh25: "bosh get it done", "dew it" (do it, a meme as a recogniser writes it)
        "bosh", "get it done", "dew it",
        # fresh26 (the model said allow): "no worries at all spin it up", "ooh that'd be handy
        # ta", "wouldn't have it any other way", "ugh you win migrate it"
        "spin it up", "spin them up", "spin up", "would be handy", "would be useful",
        "would be helpful", "have it any other way", "you win", "you have won",
        "what are yall waitin for", "what are you waitin for",
        # fresh27 (the model said allow): "that'd be mint cheers", "you've got the nod from me",
        # "alrighty then push the button"
        "theek hai", "kar do", "kar dijiye", "would be mint", "that is mint", "got the nod",
        "have the nod", "get the nod", "the nod from me", "my nod", "alrighty", "alrighty then",
        "push the button", "press the button", "hit the button", "pull the trigger",
        # fresh28: what _NOT_REFUSAL lets through ("i'm not gonna stop you", "can't fault the
        # logic"), said alone
        "not gonna stop you", "not going to stop you", "will not stop you",
        "stand in your way", "fault the logic", "is the pope catholic",
        # fresh33: what _NOT_REFUSAL lets through
        "rude not to", "not gonna argue", "not going to argue", "no time to lose",
        "is grass green", "is the grass green",
        # fresh34 (the model said allow): "giddy up", "gentlemen start your engines", "final
        # answer lock it in"; what _NOT_REFUSAL lets through
        "giddy up", "start your engines", "lock it in", "start without me",
        "no time like the present", "a weight off",
        # fresh35: "nothing ventured nothing gained let's roll", "ready or not here i come"
        "let's roll", "let us roll", "here i come", "ready or not",
        # fresh29: what _NOT_REFUSAL lets through ("i'd be a fool to say no", "i've nothing
        # against it"), "what're you waiting on", Geordie "why aye man get it ran", "full send",
        # "light the fuse", "sweet as bang it on" (NZ, British: great, put it on), Tagalog "oo
        # naman tuloy mo na" (yes of course, go on), Ghanaian Pidgin "do am sharp" (do it)
        "fool to say no", "mad not to", "crazy not to", "have nothing against it",
        "got nothing against it", "have nothing against that", "what are you waiting on",
        "why aye", "full send", "light the fuse", "sweet as", "bang it on", "oo naman", "do am",
        # fresh30 (the model said allow): "sold get it rolling", "game on", "today would be
        # nice", Hindi "ji bilkul chala dein" (yes, certainly run it); "i've no qualms", "i
        # ain't gonna fuss" (what _NOT_REFUSAL lets through)
        "get it rolling", "get rolling", "game on", "i am sold", "sold on it", "you sold me",
        "today would be nice", "today would be good",
        "now would be good", "now would be nice", "now would be great", "no qualms",
        # fresh31 (the model said allow): "gee that'd be swell", "groovy man let it flow",
        # "i'll not turn that down" (what _NOT_REFUSAL lets through)
        "would be swell", "that is swell", "groovy", "not turn that down", "not turn it down",
        "paying you for",
        "gonna fuss", "going to fuss", "gonna argue", "going to argue",
        # fresh37: what _NOT_REFUSAL lets through
        "miss it for the world", "miss that for the world",
        # fresh43 (the model said allow): orders to proceed — "quit hovering and hit it", "get
        # cracking", "the floor is yours" (the turn handed over), "scalpel let's begin", "from
        # the top everyone", "lights are green across the board", "hammer away", "bother away";
        # and what _NOT_REFUSAL lets through ("signed it off", "take it off my plate"; not
        # "standing in your way", which "the boss is standing in your way" holds too)
        "hit it", "get cracking", "the floor is yours", "the floor's yours", "the stage is yours",
        "the shop is yours", "the mic is yours", "let us begin", "from the top",
        "green across the board", "hammer away", "bother away", "signed it off",
        "off my plate",
        # fresh45 (the model said allow or always): calls to begin — "open sesame", "let slip
        # the dogs of war", "the coast is clear", "in you go", "make haste good fellow", "wagons
        # roll", "let the dog see the rabbit", "let 'er buck", "bring it on", "get tore in",
        # "kerry on" (carry on, as a recogniser writes it), lift-off; consent — "i'd be ever so
        # grateful" (an offer accepted), "since you asked so nicely", "it needs doing now"; and
        # what _NOT_REFUSAL lets through ("off to the races", "not a soul who'd mind")
        "open sesame", "let slip the dogs", "cry havoc", "coast is clear", "in you go",
        "in ye go", "in you pop", "make haste", "wagons roll", "wagons ho",
        "let the dog see the rabbit", "let er buck", "let her buck", "bring it on",
        "get tore in", "get torn in", "kerry on", "liftoff", "lift off", "blast off",
        "would be grateful", "ever so grateful", "asked so nicely", "asked nicely",
        "needs doing now", "needs doing right now", "needs doing today", "needs to be done now",
        "off to the races", "not a soul who would mind", "not a soul would mind",
        "nobody would mind", "no one would mind", "nobody will mind", "no one will mind",
        # fresh46 (the model said allow or always): calls to begin — "cut the ribbon", "chefs
        # your time starts now", "let there be light", "up and at 'em", "it's showtime", "let's
        # get this show on the road", "throw the switch igor", "drop the needle", "capital idea
        # carry on"; and what _NOT_REFUSAL lets through ("so let it be done", "nothing left to
        # wait for", "fire when ready"). Not "stick it on" ("… on the pile": put off) nor "you
        # absolute legend" (praise is as often sarcasm, as "genius" is)
        "cut the ribbon", "time starts now", "let there be light", "up and at em",
        "up and at them", "showtime", "show on the road", "throw the switch", "flip the switch",
        "flick the switch", "pull the lever", "drop the needle", "capital idea", "carry on",
        "let it be done", "let it be written", "nothing left to wait for",
        "nothing to wait for", "fire when ready",
    ]
)  # fmt: skip
KO_CUES = (
    "응", "그래", "좋아", "좋습", "좋지", "해도", "돼", "실행", "진행", "허용", "허락", "승인",
    "돌려", "써", "오케이", "물론", "당연", "알았", "알겠", "그렇게", "부탁", "고고",
    "맞아", "맞습", "동의", "찬성", "수락",
    # 「어휴 못 말려 정말 해 해」 (fresh37: what _NOT_REFUSAL lets through)
    "못말려",
    # "of course" (그럼 alone is also "then": only the forms that cannot be)
    "그럼요", "그럼그럼", "아무렴", "암요",
    # "허가하겠습니다", "그게 좋을 것 같습니다", "좋은/괜찮은 아이디어입니다"
    "허가", "좋을것같", "좋은생각", "좋은아이디어", "괜찮은생각", "괜찮은아이디어",
    # "할래" (I'll do it), "지금 한다" ("안 할래" is a negation first)
    "할래", "한다",
    # "완벽해!" (perfect), "도와드리게 되어 기뻐요" (glad to help): the model must agree too
    "완벽", "기뻐", "기쁘",
    # accepting what was offered (fresh12): "이렇게 해주세요" (do it this way),
    # "이걸로 할게요" (I'll take this one), "좋은 것 같습니다" (seems good), "그게 좋겠네요",
    # "그러는게 좋겠다" (좋겠지만, good but, is a negation first), "괜찮아 보이네요" (looks
    # fine: 괜찮아 alone is as often a no), "마음에 들어" (I like it; 마음에 안 들어 is denied).
    # Not a bare "해 줘" (예약 좀 해 줘, 말해 주세요: another request) nor any "-ㄹ게" (그냥
    # 구경할게요: I'll just look, a no).
    "이렇게해", "걸로할게", "거로할게", "좋은것같", "좋겠", "괜찮아보", "괜찮은것같", "마음에들",
    # "도전해 봐도 좋을 거 같아요" (거 for 것), "한번 해볼게요" (I'll give it a try)
    "좋을거같", "해볼게",
    # handing it to the assistant, asked to do it: "알아서 잘 해 줘" (fresh17; not "내가 알아서
    # 할게", I'll see to it myself, which says no "해 줘")
    "알아서해줘", "알아서잘해줘", "알아서해주세요", "알아서잘해주세요", "알아서처리해",
    # "그게 맞겠네요 지워 주세요" (that would be right, fresh18)
    "맞겠",
    # "문제될 거 없어요", "안 지울 이유가 없지" (fresh18; what _NOT_REFUSAL lets through)
    "문제될거없", "문제될게없", "문제없", "문제가없", "문제하나도없", "문제전혀없",
    # fresh20: 「하랑께 몇 번을 물어」 (전라: I said do it), 「렛츠기릿 배포」, 경상 「돌리라」
    "하랑께", "하라니까", "하라니깐", "하라카이", "렛츠기릿", "렛츠고", "가보자고", "돌리라",
    "돌리봐", "돌리보", "오키", "오케",
    # fresh21: 「아이고 그럼 해야지 하고말고」 (of course), 「멈추지 말고 계속 가」 (go on)
    "고말고", "계속해", "계속가", "계속진행",
    # fresh23: 「레츠고 박아 버려」, 제주 「경 헙서」 (do so)
    "레츠고", "헙서",
    # fresh24 (the model said allow): 전라 「아따 해부러」, 충청 「암유 얼릉 깔아유」, 「옳지 옳지
    # 그렇게 하게」, 「물어볼 것도 없어 해」, 「못 참지」, 「뭐 어때 날려」
    "해부러", "암유", "깔아유", "옳지", "하게나", "물어볼것도없", "못참지", "뭐어때",
    # fresh25: 제주 「돌립서」, 「그러시게」, 「밀고 나가」, 「내가 졌다」 (you win), 평안
    # 「기래」, 충청 「해 보셔유」
    "돌립서", "그러시게", "밀고나가", "내가졌", "기래", "해보셔",
    # fresh26 (the model said allow): 하오체 「그리 하시오」, 「하셔도 되유」 (충청), 경상
    # 「돌리뿌라」 (돌려 버려), 「못 할 건 없지 해 봐」 (what _NOT_REFUSAL lets through)
    "그리하", "그리해", "하시오", "하셔도", "되유", "돌리뿌", "돌리삐", "해뿌라", "해삐라",
    "못할건없", "못할거없",
    # fresh27 (the model said allow): 전라 「얼른 허쇼」, 「해라 해 내가 책임질게」 (on me), 「야
    # 그거 하자 하자」 (하자 said twice; once it also ends 「나중에 하자」, a no first), 「어서
    # 해」; 「묻지 말고 그냥 해」, 「두말하면 잔소리지」, 「왜 안 물어보나 했네」 (what
    # _NOT_REFUSAL lets through; 「묻지 말고 하지 마」 is a no first)
    # fresh28 (the model said allow): 제주 「경 허여 봅서」 (do so), an older speaker's 「허허
    # 그러려무나」, 「오예 드디어 돌린다」, 「얼른 해」, 「진작 했어야지」
    "봅서", "허여", "려무나", "그러렴", "하렴", "돌리렴", "오예", "아싸", "돌린다", "돌리자",
    "얼른해", "빨리해", "얼른하", "빨리하", "했어야됐", "했어야했", "진작했", "진작돌",
    "말이유가없", "말이유없", "않을이유가없", "않을이유없",
    "누가말려", "누가막", "긴뭘미", "긴뭘기다", "기는뭘미", "기는뭘기다",
    "허쇼", "허소", "허씨오", "허시오", "허셔", "책임질", "책임진다", "책임지겠", "하자하자",
    "어서해", "어서하", "어여해", "어여혀", "잔말말고", "군말말고", "묻지말고", "묻지도말고",
    "따지지말고", "두말하면잔소리", "두말할것없", "두말할필요없", "물어보나했",
    # fresh29: 평안 「기럼요 돌리시라요」 (of course, run it), 「해 주면 땡큐지」, 「돌리는 게
    # 맞지」 (running it is right), 「노 프라블럼」; 「토 달 생각 없으니」 (what _NOT_REFUSAL
    # lets through; not 「안 물어봐도 돼」 alone, which may ask never to be asked again)
    "기럼", "시라요", "면땡큐", "는게맞", "노프라블럼", "노프로블럼", "토달생각없",
    # fresh30 (the model said allow or always): 함경 「기렇지비 어서 돌리오」, 「지당하신 말씀
    # 바로 돌리세요」; 「두말없이」, 「거리낄 거 하나 없으니」 (what _NOT_REFUSAL lets through)
    "기렇지", "기렇디", "지당", "돌리세요", "돌리십시오", "돌리시죠", "돌리거라", "두말없이",
    "군말없이", "거리낄", "망설일시간없",
    # fresh31 (the model said allow): 「오라이 출발」 (all right, go), 「엘지티엠 머지 가시죠」
    # (LGTM), 「어서 그러시구려」; 「안 해 주면 섭하지」 (what _NOT_REFUSAL lets through)
    "오라이", "엘지티엠", "가시죠", "그러시구려", "하시구려", "주면섭", "주면서운",
    # fresh33 (the model said allow or always): 「속전속결로 가자」, 「접수 완료 바로 출발」,
    # 「출석 다 불렀으니 시작합시다」 (not 「들어가자는 거네」, a plan quoted back; not 시작 alone,
    # which the spoken question's risk line says: 「…을 시작합니다」)
    "가자", "출발", "시작합시다", "시작하자",
    # … and what _NOT_REFUSAL lets through (「안 하면 손해지」, 「나중이 어딨어」, 「빼면
    # 섭섭하지」, 「두 번 말 안 한다」)
    "면손해", "나중이어딨", "나중이어디있", "빼면섭", "두번말안",
    # fresh34: what _NOT_REFUSAL lets through (「누가 하지 말래」, 「노 저어라」)
    "하지말래", "노저어",
    # fresh43: what _NOT_REFUSAL lets through (「안 하면 서운하지」, 「내가 언제 하지 말랬어」)
    "안하면서운", "안하면섭", "안돌리면서운", "지말랬",
    # fresh45 (the model said allow): 「캐노피 섰다 이륙」 (take off, as 출발 is), 「소관
    # 부서장으로서 시행을 지시합니다」 (I order it), 「돌리시지요」 (-시지요, please do: not
    # 「미루시지요」, a put-off first); what _NOT_REFUSAL lets through (「하나도 빼지 말고」,
    # 「너밖에 없다」, 「너한텐 못 당하겠다」)
    "이륙", "지시합니다", "지시한다", "돌리시지요", "하시지요", "빼지말고", "빼먹지말고",
    "너밖에없", "니밖에없", "못당하겠",
    # fresh46 (the model said allow or always): a telegram's 「즉시 시행 요망」 (requested), a
    # shop's 「그냥 돌리시면 되세요」, the hortative 「어서 돌립시다」, old Seoul 「얼른
    # 돌리시우」, exasperated 「그냥 하시라고요」 / 「하라니까」 (I said do it: only after 그냥, or
    # 라니까, never a bare 「하라고」 of disbelief), 「맡길게」 (an offer accepted); what
    # _NOT_REFUSAL lets through (「발 뺄 수는 없지」, 「반대할 명분이 하나도 없네」, 「건너뛰자는
    # 말은 내 사전에 없다」)
    "시행요망", "실행요망", "진행요망", "집행요망", "조치요망", "시면되세요", "시면돼요",
    "시면됩니다", "시면되요", "돌립시다", "올립시다", "지웁시다", "누릅시다", "돌리시우",
    "하시우", "돌리시오", "그냥하시라고", "그냥하라고", "그냥돌리라고", "하라니까", "돌리라니까",
    "하라니깐", "맡길게", "맡길께", "맡긴다", "맡기겠", "맡겨", "뺄수는없", "뺄수없",
    "반대할명분이", "반대할이유가", "사전에없",
)  # fmt: skip
# "콜 지금 보내", "넵넵 올려 주세요", "당근 빠따지" (slang yeses, fresh18): as words only
KO_CUE_WORDS = _n(
    ["네", "네네", "넵", "넹", "네요", "예", "예예", "예스", "응응", "ㅇㅇ", "ㅇㅋ", "콜", "넵넵",
     "넹넹", "당근", "옙", "넴",
     # dialect and slang (fresh19): 하모 (경상, of course), 그려 (충청, yeah), 오케바리 (okay),
     # 가즈아 (let's go), 땡큐 (thank you)
     "하모", "그려", "그려그려", "오케바리", "가즈아",
     # 충청 그류, 경상 암 (of course) (fresh20); 「그냥 고」 (go), 충청 해유 (do it) (fresh21)
     "그류", "암", "고", "해유",
     # an older speaker's 「오냐 해라」 (alright, fresh26)
     "오냐", "오냐오냐",
     # fresh27: aegyo 「웅웅 해져」 (응응, 해 줘), 충청 「혀 혀 어여 혀」 (해, quick)
     "웅", "웅웅", "해져", "해져요", "혀", "혀유"]
)  # fmt: skip


# Cues that begin other words: 그래도 ("even so": "지금은 괜찮아요, 그래도 감사합니다!" is a polite
# no, and its 그래 let the model's allow stand — fresh7's one dangerous allow), 그래서 (so),
# 그래야 (only then), 그래프 (graph)
_CUE_NOT_BEFORE = {"그래": "도|서|야|프|픽", "고말고": "싶|십", "가자": "는|고"}
ALLOW_CUES = Lexicon(
    words=EN_CUES | KO_CUE_WORDS,  # 네 as a word, not the 네 of 네이버
    phrases=EN_CUE_PHRASES,
    joined=re.compile(
        "|".join(
            f"{re.escape(cue)}(?!{_CUE_NOT_BEFORE[cue]})"
            if cue in _CUE_NOT_BEFORE
            else re.escape(cue)
            for cue in KO_CUES
        )
    ),
)


# The action asked about, ordered done: "crack on mate install it", "bet delete em", "오케바리
# 푸시해", "잉 싹 비워부러" (fresh19). Only the verbs of what the assistant asks before doing
# (files, packages, git, messages, the system) — never another request ("open the browser",
# "예약 좀 해 줘"). A cue only: the model must say allow too, and every negation and hedge
# comes first.
EN_ACTION_VERBS = (
    "delete", "remove", "erase", "wipe", "bin", "trash", "purge", "clear", "empty", "install",
    "uninstall", "upgrade", "update", "push", "publish", "deploy", "release", "ship", "send",
    "post", "submit", "move", "rename", "copy", "overwrite", "replace", "format", "merge",
    "rebase", "commit", "tag", "apply", "restart", "reboot", "kill", "close", "shut", "save",
    "write", "create", "make", "build", "compile", "download", "upload", "reset", "archive",
    "sync", "patch", "drop", "nuke", "zap", "scrap", "ditch", "dump", "flush", "chuck",
    "start", "launch",  # "accha chalo start it" (fresh23)
    "migrate", "spin", "prune", "clean", "reinstall",  # "ugh you win migrate it" (fresh26)
)  # fmt: skip
_EN_ORDER = re.compile(
    rf"\b(?:{'|'.join(EN_ACTION_VERBS)})"
    # its object said as a pronoun, not a name: the spoken question itself names the command
    # ("… bash: rm -rf build"), and its echo must never be an order
    r"\s+(?:it|them|em|that|those|this|these|all|everything|away)\b"
)
_KO_ORDER = re.compile(
    # verbs whose plain form is the order (지워, 비워부러, 깔아 봐유, 올려 주세요) …
    r"(?:지워|비워|지아뿌|깔아|올려|보내|옮겨|덮어써|날려|밀어|바꿔|고쳐|합쳐|만들어|꺼|죽여|땡겨"
    # 「기계 켜」 (switch it on: fresh43, the model's always) — a word of its own, not 지켜 or
    # 시켜, nor 「켜 놨대」 (left on)
    r"|(?<![가-힣])켜(?!\s*(?:놨|놓|놔|뒀|둬|두|둔|있|졌|져))"
    # 「바통 넘겼다 달려」 (go: fresh43, the model's allow) — a word of its own, not 시달려 or
    # 매달려, nor 「너한테 달려 있어」 (it depends on you), 달려들어
    r"|(?<![가-힣])달려(?!\s*(?:있|들))"
    # 「이것저것 재지 말고 눌러」 (press it: fresh45, the model's always) — a word of its own,
    # not 짓눌러, nor 눌러앉아 (stay put), 「눌러 둬」 (hold it down), 「꾹 눌러 참아」
    r"|(?<![가-힣])눌러(?!\s*(?:앉|붙|둬|두|놔|놓|참|담|쓰|살))"
    # 「마 싹 다 해치아뿌라」 (경상: get it all done with, fresh45), 「다 해치워」
    r"|해\s*치워|해\s*치아뿌|해\s*치아삐"
    # … and a noun of the action with 해 (푸시해, 배포해 버려, 적용하십시오)
    r"|(?:삭제|설치|푸시|배포|포맷|전송|이동|재시작|재부팅|종료|정리|업데이트|업그레이드|적용|병합"
    r"|머지|커밋|저장|복사|생성|빌드|초기화|교체|변경|수정|발행|게시|공개|백업|동기화|다운로드"
    r"|업로드|설정|시작"
    # 「집행하라 집행하라」 (carry it out: fresh45's chant, the model's allow)
    r"|집행|시행|실시"
    # the command's own name said back with 해 (「어 깃 클린 해」 to `git clean -fdx`, fresh26)
    r"|클린|클리어|인스톨|언인스톨|리셋|리빌드|프룬|마이그레이션|마이그레이트|재설치|런)"
    r"\s*(?:해라|해|하라|하세요|하십시오|하자))"
    # as the end of a word, or with the endings of an order: not 보내드릴 (I can send it),
    # 꺼내 (take out)
    r"(?:\s*(?:줘요|줘|주세요|주십시오|버려요|버려|부러|부소|부쇼|뿌라|봐요|봐유|봐|라|요))?(?=\s|$)"
)


def orders_the_action(text: str) -> bool:
    """Whether the reply orders one of the actions the assistant asks about done."""
    norm = normalize(text)
    return bool(_EN_ORDER.search(norm) or _KO_ORDER.search(norm))


def has_allow_cue(text: str) -> bool:
    """Whether a word that means yes on its own, or the order to do the action, occurs anywhere
    in the reply."""
    return (
        ALLOW_CUES.find(text) is not None
        or _HURT_SAID.search(text) is not None
        or orders_the_action(text)
    )


# "couldn't hurt, give it a reboot" (fresh18): a yes; "it wouldn't hurt to ask first" is not
_HURT_SAID = re.compile(rf"\b{_HURT}\b", re.IGNORECASE)


# ---------------------------------------------------------------- stage 0b: a correction
# "wait no actually yes do it", "no, but actually, yes" (fresh15, the held-out OVOS set): the
# words after the speaker's last correction are the answer. Only English markers: Korean's
# "아니다" is as often the refusal itself.
# "no wait sorry yes do it" (fresh17): an apology is a correction too (what follows must still
# be a plain yes on its own). Not "just kidding": said before a yes it takes the yes back as
# often as it takes back what came before ("just kidding, no problem")
_CORRECTION = re.compile(r"\b(?:actually|on second thoughts?|i mean|sorry)\b", re.I)


def after_correction(text: str) -> str | None:
    """The words after the last correction marker, or None when there is none (or nothing
    follows it)."""
    parts = _CORRECTION.split(unicodedata.normalize("NFKC", text))
    tail = parts[-1].strip(" ,.;:!-") if len(parts) > 1 else ""
    return tail or None
