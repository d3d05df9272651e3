"""Korean questions about the world, answered from what the model knows in English.

The embedded Qwen2.5-Coder-1.5B knows far more in English than in Korean: asked eight general
knowledge questions in Korean it got one right ("호주의 수도는 서울입니다"); asked the same
questions in English, six (session 29, `scripts/experiments/think_in_english.py`). So before a
Korean question that needs nothing from this machine, the model first writes the question and a
one-sentence answer in English, out of sight; that answer travels with the request as a note
and the model answers in Korean as usual (tools still offered). The note is only ever added to
what is sent for this turn, never to the history.

`think_in_english` in the agent settings: "auto" (the default) uses this on the embedded backend
only — a larger Ollama model does not need the extra call.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import TYPE_CHECKING

from jarvis_voice.agent import grounding
from jarvis_voice.agent.features import Contribution
from jarvis_voice.agent.file_search import search_command
from jarvis_voice.agent.request_note import SentRequest
from jarvis_voice.agent.request_words import FILE_NAME
from jarvis_voice.errors import BackendError
from jarvis_voice.i18n import Msg
from jarvis_voice.llm.base import ChatMessage, LLMBackend
from jarvis_voice.text import has_hangul_syllable

if TYPE_CHECKING:
    from jarvis_voice.activity import ActivityLog
    from jarvis_voice.config import Settings

THINK_SYSTEM = "You are a helpful assistant. The user writes in Korean; you think in English."
THINK_ASK = (
    "{question}\n\nWrite 'Q:' and the question in English, then 'A:' and a one-sentence answer "
    "in English."
)
KNOWN_NOTE = (
    "\n(참고 사실: {fact} 이 사실대로 한국어 한 문장으로 답하세요. 이름은 영어 그대로 써도 됩니다.)"
)
# In English the model knows the fact already; said beside the question, it answers instead of
# searching the web for it (it searched for "Who painted the Mona Lisa?" and four others, and
# "calculated" the bones of the body as 200/2; bench_tasks chat-9/11/15/19/21/23)
KNOWN_NOTE_EN = "\n(Known fact: {fact} Answer with it directly; no tool is needed.)"
MAX_FACT_CHARS = 300

# A question, by its form: a question word, or a question mark at the end
_QUESTION = re.compile(r"누가|누구|무엇|뭐|뭘|무슨|언제|어디|어느|얼마|몇|왜|어떻게|어떤|[?？]\s*$")
_ECHOED_LABEL = re.compile(r"^\s*\(?\s*(?:참고\s*사실|Known fact|In English)\s*[:：]\s*")
# … or copies the whole note after its answer ("Red, green, and blue. (참고 사실: Red, green, and
# blue. 이 사실대로 한국어 한 문장으로 답하세요. …)": bench_tasks fresh34 chat-74)
_ECHOED_NOTE = re.compile(r"(?<=\S)\s*\(\s*(?:참고\s*사실|Known fact|In English)\s*[:：][^()]*\)")
# A question about words and languages ("'생일 축하해'를 영어로 뭐라고 해?"): the English step
# answers it in English, and the Korean answer then lost it ("환영합니다!", bench_tasks chat-10)
_ABOUT_LANGUAGE = re.compile(
    r"(?:영어|한국어|일본어|중국어|외국어|영문|한글|국어)\s*로|번역|뭐라고\s*(?:해|하|말|써)|철자|스펠링"
    r"|발음|무슨\s*뜻|뜻이|의미가"
)
# An English question for a fact: who, what, which, when, where, how many/much/big …; not "how
# do I …" or "why", whose answers a one-sentence fact would cut short. A hedge or a lead-in may
# come first ("Roughly how many teeth is a grown-up supposed to have …?" was no question to it,
# so no fact was noted and the model "calculated" 2000: fresh45 chat-95; "About how many …",
# "Do you know how many …", "So, what …")
_EN_LEAD_IN = (
    r"(?:(?:roughly|approximately|about|around|so|and|ok(?:ay)?|hey|well|quick question|do you"
    r" (?:know|happen to know|remember)|any idea|can you tell me|tell me)[,:]?\s+)*"
)
_EN_QUESTION = re.compile(
    rf"(?:^|[:;,.!]\s*){_EN_LEAD_IN}(?:who|whom|whose|what|what's|which|when|where"
    r"|how (?:many|much|big|large|small|tall|long|far|old|high|deep|fast|heavy|hot|cold))\b",
    re.IGNORECASE,
)
_EN_ABOUT_LANGUAGE = re.compile(
    r"\bhow do (?:you|i|we) say\b|\bin (?:korean|english|japanese|chinese|french|spanish|german)\b"
    r"|\btranslat|\bspell|\bpronounc|\bwhat does .{1,40} mean\b|\bmeaning of\b",
    re.IGNORECASE,
)
# what changes from day to day is the web's to tell (when it is reachable), not the model's
_CURRENT = re.compile(
    r"\b(?:news|latest|today'?s?|tonight|this (?:week|month|year)|currently|right now|now|weather"
    r"|forecast|prices?|stocks?|exchange rates?|scores?|trending|recent(?:ly)?)\b"
    r"|뉴스|최신|오늘|이번\s*주|지금|현재|날씨|예보|가격|시세|주가|환율|최근",
    re.IGNORECASE,
)
_ANSWER = re.compile(r"(?:^|\n)\s*A\s*[:：]\s*(?P<fact>.+?)\s*(?:\n\s*\n|\n\s*Q\s*[:：]|$)", re.S)


def asks_about_the_world(request: str, workdir: Path | None = None) -> bool:
    """A question for a fact that needs nothing from this machine (no grounding need, nor the
    words of the tables and logs in `workdir`), is not
    about the assistant or about words, does not change from day to day, and is not a greeting
    too short to be a question. Korean by its question words; English by its fact words."""
    text = " ".join(request.split())
    if len(text) < 6 or text.startswith("/") or _CURRENT.search(text):
        return False
    if has_hangul_syllable(text):
        if not _QUESTION.search(text) or _ABOUT_LANGUAGE.search(text):
            return False
    elif not _EN_QUESTION.search(text) or _EN_ABOUT_LANGUAGE.search(text):
        return False
    if grounding.about_the_assistant(text):
        return False
    return grounding.classify(text, workdir) is None


def english_fact(reply: str) -> str | None:
    """The one-sentence English answer in the model's "Q: … A: …" reply, or None when it has
    none, or answered in Korean (nothing gained)."""
    match = _ANSWER.search(reply)
    if match is None:
        return None
    fact = " ".join(match.group("fact").split())[:MAX_FACT_CHARS]
    if not fact or has_hangul_syllable(fact):
        return None
    return fact if fact.endswith((".", "!", "?")) else fact + "."


class ThinkInEnglish(SentRequest):
    """Adds the English answer to a Korean question about the world (see the module doc)."""

    def __init__(
        self,
        backend: LLMBackend,
        activity: ActivityLog,
        *,
        world: bool = True,
        translate: bool = False,
    ) -> None:
        super().__init__()
        self.backend = backend
        self.activity = activity
        self.world = world  # Korean questions about the world: their English answer
        self.translate = translate  # every other Korean request: its English translation
        self._korean_question: str | None = None  # the Korean question a fact was noted for
        self._fact: str | None = None  # that fact, in English
        self._looked_up = False  # a tool ran this turn: its result may be the answer's ground

    async def to_send(self, prompt: str) -> str | None:
        if self.world and asks_which_file_is_about(prompt):
            words = await asyncio.to_thread(self._topic_words, prompt)
            return prompt + topic_note(words) if words else None
        if self.world and asks_about_the_world(prompt, self.workdir):
            fact = await asyncio.to_thread(self._think, prompt)
            korean = has_hangul_syllable(prompt)
            self._korean_question = prompt if korean and fact is not None else None
            self._fact, self._looked_up = fact, False
            note = KNOWN_NOTE if korean else KNOWN_NOTE_EN
            return prompt + note.format(fact=fact) if fact is not None else None
        if self.translate and _worth_translating(prompt):
            english = await asyncio.to_thread(self._translate, prompt)
            return prompt + TRANSLATED_NOTE.format(english=english) if english else None
        return None

    async def on_message_end(self, answer: str) -> str:
        """A small model sometimes answers with the note itself: the person never sees its
        label ("참고 사실: A spider has eight legs.")."""
        if not self.changed:
            return answer
        answer = _ECHOED_NOTE.sub("", answer).strip() or answer
        answer = _ECHOED_LABEL.sub("", answer, count=1) or answer
        question, self._korean_question = self._korean_question, None
        if question is None:
            return answer
        if in_korean(answer):
            if self._looked_up or self._fact is None or _keeps_a_name(answer, self._fact):
                return answer
            # Korean answered from the note alone is said from the fact itself: with the loop's
            # long prompt the model contradicted it ("피카소는 프랑스 사람입니다." beside "Pablo
            # Picasso was a Spanish painter": fresh39 chat-84), and said alone it does not
            korean = await asyncio.to_thread(self._say_in_korean, question, self._fact)
            return korean or answer
        # an English answer made from the note alone is said from the fact: the model's own
        # English was wrong and garbled ("There are 10 foreign tel번호 in South Korea." beside
        # "… is +82": fresh40 chat-86)
        said = answer if self._looked_up or self._fact is None else self._fact
        korean = await asyncio.to_thread(self._say_in_korean, question, said)
        return korean or answer

    async def transform_context(self, messages: list[ChatMessage]) -> list[ChatMessage]:
        """Notes whether a tool ran since the request (see on_message_end)."""
        for message in reversed(messages):
            if message.role == "user":
                break
            if message.role == "tool":
                self._looked_up = True
        return await super().transform_context(messages)

    def _say_in_korean(self, question: str, answer: str) -> str | None:
        """The answer said in Korean; asked once more when the saying changed a number or wrote
        hanja, and None when no saying keeps the answer's numbers (a wrong number said in
        Korean is worse than the right one said in English)."""
        ask = SAY_IN_KOREAN_ASK.format(question=question, answer=answer)
        sayings: list[str] = []
        for extra in ("", SAY_IN_KOREAN_AGAIN):
            reply = self._ask(SAY_IN_KOREAN_SYSTEM, ask + extra)
            line = korean_saying(reply, answer) if reply is not None else None
            if line is None:
                continue
            if keeps_the_numbers(line, answer) and not _HANJA.search(line):
                return line
            sayings.append(line)
        # hanja alone is odd to read but not wrong: a saying that keeps the numbers still serves
        return next((line for line in sayings if keeps_the_numbers(line, answer)), None)

    def _ask(self, system: str, user: str) -> str | None:
        messages = [
            ChatMessage(role="system", content=system),
            ChatMessage(role="user", content=user),
        ]
        try:
            return self.backend.chat(messages, []).text
        except BackendError as exc:  # the turn goes on without the note
            self.activity.emit(Msg("activity.think_failed", error=exc))
            return None

    def _think(self, question: str) -> str | None:
        reply = self._ask(THINK_SYSTEM, THINK_ASK.format(question=plain_question(question)))
        if reply is None:
            return None
        if drifted(question, reply):
            # read again from another wording: the English step's own words are not the fact
            # asked, and the same words bring back the same reading
            again = self._ask(THINK_SYSTEM, THINK_ASK.format(question=other_wording(question)))
            if again is not None and not drifted(question, again):
                return english_fact(again)
        return english_fact(reply)

    def _topic_words(self, request: str) -> list[str]:
        reply = self._ask(TOPIC_SYSTEM, TOPIC_ASK.format(request=request))
        return topic_words(reply) if reply is not None else []

    def _translate(self, request: str) -> str | None:
        reply = self._ask(TRANSLATE_SYSTEM, TRANSLATE_ASK.format(request=request))
        return english_translation(reply, request) if reply is not None else None


# "우리나라" (our country) is Korea to a Korean speaker; to the model it was the United States
# ("우리나라 초대 대통령" → "Lyndon B. Johnson", bench_tasks fresh15 chat-36)
_OUR_COUNTRY = re.compile(r"우리\s*나라|우리\s*국가|본국")


def our_country(question: str) -> str:
    """The question with "우리나라" said as the country it means."""
    return _OUR_COUNTRY.sub(lambda found: f"{found[0]}(대한민국, South Korea)", question)


# "국가번호가 몇 번이야?" asks which number, but 몇 번 is also "how many times": in English the
# model asked "How many international phone numbers are there in South Korea?" and said 10
# (fresh40 chat-86); asked 「국가번호가 무엇이야?」 it said +82. Only after a thing that is a
# number (번호, 코드, 채널, 출구, 호선): 「우승이 몇 번이야?」 asks how many times
_WHICH_NUMBER = re.compile(
    r"(번호|코드|국번|채널|출구|호선|호실)(\s*(?:가|는|이|은)?\s*)몇\s*번(?!\s*(?:째|이나|씩|정도|쯤))"
)


def plain_question(question: str) -> str:
    """The question as the English step should read it: 우리나라 said as the country it means
    (our_country), and a number's 「몇 번」 as 무엇."""
    return _WHICH_NUMBER.sub(r"\1\2무엇", our_country(question))


# The English step's question about the present that the Korean did not ask: 「우리나라 대통령
# 임기는 몇 년이야?」 (how long one term is) was read as "How long has the current South Korean
# president been in office?" and answered "10 years" (fresh42 chat-90); asked as 「대한민국 대통령
# 임기는 몇 년이야?」 it was read as the term, five years
_PRESENT_EN = re.compile(
    r"\b(?:current(?:ly)?|now|so far|to date|at present|presently|these days|today"
    r"|ha(?:s|ve) (?:\w+ ){0,4}been)\b",
    re.IGNORECASE,
)
_PRESENT_KO = re.compile(r"현재|지금|요즘|오늘|올해|아직|여태|이제까지|그동안|동안|째|최근|요새")
_QUESTION_LINE = re.compile(r"(?:^|\n)\s*Q\s*[:：]\s*(?P<question>[^\n]+)")


def drifted(question: str, reply: str) -> bool:
    """The English step's "Q:" asks about the present (the current one, how long it has been)
    while the Korean question says no such time: it read another question."""
    found = _QUESTION_LINE.search(reply)
    if found is None or _PRESENT_KO.search(question):
        return False
    return bool(_PRESENT_EN.search(found["question"]))


def other_wording(question: str) -> str:
    """The question worded another way for a second reading: 우리나라 said as 대한민국 outright
    (its note in brackets led the drift), else said as a general fact, not the present's."""
    said = _OUR_COUNTRY.sub("대한민국", question)
    if said != question:
        return _WHICH_NUMBER.sub(r"\1\2무엇", said)
    return plain_question(question) + " (일반적인 사실, 현재 인물이 아니라)"


def in_korean(answer: str) -> bool:
    """The answer is Korean: as many of its words hold Hangul as are Latin letters alone
    (「모나리자는 Leonardo da Vinci가 그렸어요」 is; "There are 10 foreign tel번호 in South
    Korea." is English with a Korean scrap, fresh40 chat-86)."""
    words = answer.split()
    korean = sum(1 for w in words if has_hangul_syllable(w))
    latin = sum(1 for w in words if re.search(r"[A-Za-z]", w) and not has_hangul_syllable(w))
    return korean > 0 and korean >= latin


TRANSLATE_SYSTEM = "You translate Korean to English."
TRANSLATE_ASK = (
    "Translate this request into English. Keep file names, numbers and quoted words exactly as "
    "they are. Reply with the English only.\n\n{request}"
)
TRANSLATED_NOTE = "\n(In English: {english})"
# The answer to a Korean question given in English alone (fresh34 chat-74 read "Red, green, and
# blue." aloud to a Korean speaker): said again in Korean, once
SAY_IN_KOREAN_SYSTEM = "You translate English to Korean."
SAY_IN_KOREAN_ASK = (
    "Say this answer to the Korean question in one natural Korean sentence. Keep names as they "
    "are. Reply with the Korean only.\n\nQuestion: {question}\nAnswer: {answer}"
)


def _worth_translating(request: str) -> bool:
    text = " ".join(request.split())
    return len(text) >= 6 and not text.startswith("/") and has_hangul_syllable(text)


_NAME = re.compile(r"\b[A-Z][A-Za-z]{2,}\b")


def _keeps_a_name(answer: str, fact: str) -> bool:
    """Whether a Korean answer writes one of the English fact's names as the fact does (「모나리자는
    Leonardo da Vinci가 그렸어」): it rests on the fact, and said again the name may come back
    garbled (「로레아나 다비치」); one with no such name is said again from the fact (「피카소는
    프랑스 사람입니다」 beside "Pablo Picasso was a Spanish painter": fresh39 chat-84)."""
    names = {m.group().lower() for m in _NAME.finditer(fact)}
    words = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", answer)}
    return bool(names & words)


def _first_line(reply: str) -> str:
    """A model reply's first line with text in it ("" when it has none)."""
    return next((part.strip() for part in reply.strip().splitlines() if part.strip()), "")


def english_translation(reply: str, request: str) -> str | None:
    """The translation's first line, or None when it is still Korean, empty or runs on."""
    line = _first_line(reply).strip("\"'“”")
    if not line or has_hangul_syllable(line) or len(line) > 3 * len(request) + 40:
        return None
    return line


# Hanja in Korean said again: 「대통령 任期는 5년입니다」, 「脚본」 (session 50's fresh42 runs)
_HANJA = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_DIGITS = re.compile(r"\d[\d,]*(?:\.\d+)?")
SAY_IN_KOREAN_AGAIN = (
    "\nWrite every number exactly as the answer writes it, in digits. Use Hangul only, no "
    "Chinese characters."
)


# Small numbers said in words: the fact says "five years" as often as "5 years"; Korean says
# 다섯 or 5 (a native word of another number may hide in a longer word: the check then passes,
# as it did before it existed)
_EN_WORDS = {
    "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
    "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
}  # fmt: skip
_KO_WORDS = {
    "둘": "2", "두": "2", "셋": "3", "세": "3", "넷": "4", "네": "4", "다섯": "5", "여섯": "6",
    "일곱": "7", "여덟": "8", "아홉": "9", "열": "10", "열한": "11", "열두": "12",
}  # fmt: skip
_EN_WORD = re.compile(rf"\b(?:{'|'.join(_EN_WORDS)})\b", re.IGNORECASE)
_KO_WORD = re.compile(rf"(?<![가-힣])(?:{'|'.join(sorted(_KO_WORDS, key=len, reverse=True))})")


def _numbers(text: str) -> set[str]:
    """The numbers a sentence states: in digits ("1,500" is 1500) or as small number words."""
    found = {raw.replace(",", "").rstrip(".") for raw in _DIGITS.findall(text)}
    found |= {_EN_WORDS[word.lower()] for word in _EN_WORD.findall(text)}
    return found | {_KO_WORDS[word] for word in _KO_WORD.findall(text)}


def keeps_the_numbers(saying: str, answer: str) -> bool:
    """Every number the answer states is in the saying too (「10년」 for "The term is five
    years." changes the fact: fresh42 chat-90's re-said drift)."""
    return _numbers(answer) <= _numbers(saying)


def korean_saying(reply: str, answer: str) -> str | None:
    """The reply's first line when it is a Korean sentence of about the answer's size (only
    then does it replace the English answer), else None."""
    line = _first_line(reply)
    return line if has_hangul_syllable(line) and len(line) <= 3 * len(answer) + 80 else None


# "로그인 버그 얘기 적어 둔 파일이 뭐였지?": a file found by what it is about, said in Korean,
# while the files are written in English ("fix the login bug"). The model answered from a
# listing (bench_tasks files-14/16/18/26); given the English words first, it can search for them.
_WRITTEN_ABOUT = re.compile(
    r"(?:적어|메모해|써|기록해)\s*(?:둔|놓은|놨|뒀|놓|두|있는)|얘기|이야기|관련|에\s*대해|라고\s*적"
)
_WHICH_FILE = re.compile(r"파일|어디")
TOPIC_SYSTEM = "You pick English search words."
TOPIC_ASK = (
    "A user asks in Korean which of their files is about something:\n{request}\n\nThe files "
    "are written in English. Write two or three English words that file would contain, "
    "separated by commas. Only the words."
)
_TOPIC_WORD = re.compile(r"[A-Za-z][A-Za-z-]{2,}")
_NOT_TOPIC = frozenset(
    ["file", "files", "note", "notes", "memo", "memos", "wrote", "write", "written", "the", "and",
     "about", "user", "korean", "english", "words", "word"]
)  # fmt: skip


def asks_which_file_is_about(request: str) -> bool:
    """A Korean question for the file about something, with no file name or Latin word to
    search for (those are `file_search`'s)."""
    text = " ".join(request.split())
    if not has_hangul_syllable(text) or FILE_NAME.search(text) or search_command(text):
        return False
    return bool(_WRITTEN_ABOUT.search(text) and _WHICH_FILE.search(text))


def topic_words(reply: str) -> list[str]:
    """At most three English words from the model's reply, lower-cased, without the filler."""
    words: list[str] = []
    for word in _TOPIC_WORD.findall(reply.rsplit(":", 1)[-1]):  # "It would contain: a, b"
        key = word.lower()
        if key not in _NOT_TOPIC and key not in words:
            words.append(key)
    return words[:3]


def topic_note(words: list[str]) -> str:
    pattern = "|".join(words)
    return (
        f"\n(영어로 찾을 단어: {', '.join(words)}. bash로 "
        f"`grep -rliE --exclude-dir=.git '{pattern}' .`를 실행해서 나온 파일 이름으로 답하세요.)"
    )


def think_in_english_contribution(
    settings: Settings, backend: LLMBackend, activity: ActivityLog
) -> Contribution:
    embedded = backend.name.startswith("embedded:")
    mode = settings.agent.think_in_english
    world = mode == "on" or (mode == "auto" and embedded)
    translate = settings.agent.translate_requests == "on"
    if not (world or translate):
        return Contribution()
    return Contribution(
        turn_hooks=[ThinkInEnglish(backend, activity, world=world, translate=translate)]
    )
