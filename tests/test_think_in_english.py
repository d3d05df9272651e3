"""Korean questions about the world thought through in English first (agent/think_in_english)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.think_in_english import (
    ThinkInEnglish,
    asks_about_the_world,
    asks_which_file_is_about,
    drifted,
    english_fact,
    english_translation,
    in_korean,
    keeps_the_numbers,
    other_wording,
    our_country,
    plain_question,
    think_in_english_contribution,
    topic_words,
)
from jarvis_voice.app import build_agent
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend

NO_LOOP = SimpleNamespace(context=SimpleNamespace(workdir=None))  # a loop in no folder


@pytest.mark.parametrize(
    ("request_text", "asks"),
    [
        ("한글은 누가 만들었어?", True),
        ("태양계에서 제일 큰 행성은?", True),  # no question word, a question mark
        ("빛의 속도는 얼마야", True),
        # about words and languages: the English step loses them (bench_tasks chat-10)
        ("'생일 축하해'를 영어로 뭐라고 해?", False),
        ("apple이 무슨 뜻이야?", False),
        ("이 문장 번역해 줄래?", False),
        # English: a fact said beside the question keeps the model off the web (it searched
        # for these) and off the calculator ("how many bones" as 200/2)
        ("Who painted the Mona Lisa?", True),
        ("Quick one: how many bones does an adult human have?", True),
        ("Which ocean is the biggest?", True),
        # a hedge or a lead-in before the question word (fresh45 chat-95 had no fact noted and
        # "calculated" 2000 teeth)
        ("Roughly how many teeth is a grown-up supposed to have, wisdom teeth included?", True),
        ("About how many bones are in the human body?", True),
        ("Do you know who painted the Mona Lisa?", True),
        ("Can you tell me how to install numpy?", False),  # how-to, still not a fact
        # not for a fact: how-to and why, about words, the assistant, what changes daily
        ("How do I make pancakes?", False),
        ("Why is the sky blue?", False),
        ("How do you say 'good morning' in Korean?", False),
        ("What does 'serendipity' mean?", False),
        ("Hi! What can you help me with?", False),
        ("What's the latest news about the election?", False),
        ("What is the price of gold right now?", False),
        ("오늘 날씨 어때?", False),
        ("How big is this computers hard drive in total?", False),
        # needs this machine: a tool's job, never the model's memory
        ("README.md 마지막 줄 보여줘", False),
        ("지금 몇 시야?", False),
        ("이 폴더에 파일 몇 개 있어?", False),
        ("17 곱하기 23은 얼마야?", False),  # arithmetic: the calculator
        # the assistant itself, greetings, commands
        ("너는 누구야?", False),
        ("파일 지울 수 있어?", False),
        ("고마워", False),
        ("응", False),
        ("/undo ko", False),
        ("", False),
    ],
)
def test_which_requests_are_thought_through_in_english(request_text: str, asks: bool) -> None:
    assert asks_about_the_world(request_text) is asks


@pytest.mark.parametrize(
    ("reply", "fact"),
    [
        (
            "Q: Who created Hangul?\nA: King Sejong created Hangul in 1443.",
            "King Sejong created Hangul in 1443.",
        ),
        ("Q: What is the capital?\n\nA: Canberra", "Canberra."),
        (
            "Q: a\nA: Jupiter is the largest planet.\n\nIt has many moons.",
            "Jupiter is the largest planet.",
        ),
        ("A: 서울입니다.", None),  # answered in Korean: nothing gained
        ("I don't know.", None),  # no answer line
        ("Q: only a question", None),
        ("A: " + "x" * 1000, "x" * 300 + "."),  # a runaway answer is cut
    ],
)
def test_the_english_fact_is_the_answer_line(reply: str, fact: str | None) -> None:
    assert english_fact(reply) == fact


def _agent(  # type: ignore[no-untyped-def]
    tmp_path: Path, backend: ScriptedBackend, mode: str = "on", translate: str = "off"
):
    settings = load_settings(
        agent={"think_in_english": mode, "translate_requests": translate},
        tools={"workdir": str(tmp_path)},
    )
    return build_agent(settings, backend, None, ActivityLog(), workdir=tmp_path)


def test_the_fact_goes_with_the_request_but_never_into_the_history(tmp_path: Path) -> None:
    backend = ScriptedBackend(
        [
            LLMReply(text="Q: Who painted the Mona Lisa?\nA: Leonardo da Vinci painted it."),
            LLMReply(text="모나리자는 Leonardo da Vinci가 그렸어요."),
        ]
    )
    agent = _agent(tmp_path, backend)
    result = asyncio.run(agent.run_turn("모나리자는 누가 그렸어?", "ko"))
    assert result.answer == "모나리자는 Leonardo da Vinci가 그렸어요."
    # the answer writes the fact's name as the fact does: not said again (a transliteration
    # came back garbled, 「로레아나 다비치」)
    hidden, answered = backend.calls
    assert hidden["tools"] == []  # the hidden step is a plain completion, no tools
    assert "모나리자는 누가 그렸어?" in hidden["messages"][-1].content
    sent = answered["messages"][-1].content
    assert sent.startswith("모나리자는 누가 그렸어?")
    assert "Leonardo da Vinci painted it." in sent
    assert answered["tools"]  # the real turn still has its tools
    assert all("Leonardo" not in m.content for m in agent.history if m.role == "user")


def test_a_question_about_this_machine_makes_no_hidden_call(tmp_path: Path) -> None:
    backend = ScriptedBackend([LLMReply(text="확인하지 못했습니다.")])
    agent = _agent(tmp_path, backend)
    asyncio.run(agent.run_turn("이 폴더에 파일 몇 개 있어?", "ko"))
    assert "Q:" not in backend.calls[0]["messages"][-1].content
    assert "참고 사실" not in backend.calls[0]["messages"][-1].content


def test_a_failed_hidden_step_leaves_the_turn_as_it_was(tmp_path: Path) -> None:
    backend = ScriptedBackend([])  # its first call raises BackendError
    activity = ActivityLog()
    hook = ThinkInEnglish(backend, activity)
    assert asyncio.run(hook.before_agent_start(NO_LOOP, "한글은 누가 만들었어?")) is None  # type: ignore[arg-type]
    assert asyncio.run(hook.transform_context([])) == []
    assert any("English" in line for line in activity.lines())


def test_an_echoed_note_is_not_the_answer(tmp_path: Path) -> None:
    backend = ScriptedBackend(
        [
            LLMReply(text="Q: How many legs does a spider have?\nA: A spider has eight legs."),
            LLMReply(text="참고 사실: A spider has eight legs."),
            LLMReply(text="거미 다리는 여덟 개예요."),
        ]
    )
    agent = _agent(tmp_path, backend)
    result = asyncio.run(agent.run_turn("거미 다리는 몇 개야?", "ko"))
    assert result.answer == "거미 다리는 여덟 개예요."


def test_a_note_copied_after_the_answer_is_left_out(tmp_path: Path) -> None:
    # fresh34 chat-74: the answer came with the whole note after it
    backend = ScriptedBackend([
        LLMReply(text="Q: What are the three primary colors of light?\nA: Red, green, and blue."),
        LLMReply(text="Red, green, and blue. (참고 사실: Red, green, and blue. 이 사실대로 한국어 "
                      "한 문장으로 답하세요. 이름은 영어 그대로 써도 됩니다.)"),
        LLMReply(text="빛의 삼원색은 빨강, 초록, 파랑이에요."),
    ])  # fmt: skip
    agent = _agent(tmp_path, backend)
    result = asyncio.run(agent.run_turn("빛의 삼원색이 뭐야?", "ko"))
    # fresh34 chat-74 after session 47: "Red, green, and blue." alone, read to a Korean speaker
    assert result.answer == "빛의 삼원색은 빨강, 초록, 파랑이에요."
    said_again = backend.calls[2]["messages"][-1].content
    assert "빛의 삼원색이 뭐야?" in said_again and "Red, green, and blue." in said_again


def test_an_english_answer_stays_when_it_cannot_be_said_in_korean(tmp_path: Path) -> None:
    backend = ScriptedBackend([
        LLMReply(text="Q: What are the three primary colors of light?\nA: Red, green, and blue."),
        LLMReply(text="Red, green, and blue."),
        LLMReply(text="Red, green and blue"),  # no Korean: the answer is kept, not lost
    ])  # fmt: skip
    agent = _agent(tmp_path, backend)
    result = asyncio.run(agent.run_turn("빛의 삼원색이 뭐야?", "ko"))
    assert result.answer == "Red, green, and blue."


def test_a_korean_answer_from_the_note_alone_is_said_from_the_fact(tmp_path: Path) -> None:
    # fresh39 chat-84: "피카소는 프랑스 사람입니다." beside "Pablo Picasso was a Spanish painter"
    fact = "Pablo Picasso was a Spanish painter, sculptor, draughtsman, and printmaker."
    backend = ScriptedBackend([
        LLMReply(text=f"Q: Who is Pablo Picasso?\nA: {fact}"),
        LLMReply(text="피카소는 프랑스 사람입니다."),
        LLMReply(text="피카소는 스페인 사람이에요."),
    ])  # fmt: skip
    agent = _agent(tmp_path, backend)
    result = asyncio.run(agent.run_turn("피카소는 어느 나라 사람이야?", "ko"))
    assert result.answer == "피카소는 스페인 사람이에요."
    said_again = backend.calls[2]["messages"][-1].content
    assert fact in said_again and "프랑스" not in said_again  # the fact, not the answer


def test_a_korean_answer_stays_when_the_saying_is_not_korean(tmp_path: Path) -> None:
    backend = ScriptedBackend([
        LLMReply(text="Q: How many legs does a spider have?\nA: A spider has eight legs."),
        LLMReply(text="거미는 다리가 여덟 개예요."),
        LLMReply(text="Eight."),
    ])  # fmt: skip
    agent = _agent(tmp_path, backend)
    result = asyncio.run(agent.run_turn("거미 다리는 몇 개야?", "ko"))
    assert result.answer == "거미는 다리가 여덟 개예요."


def test_a_korean_answer_after_a_look_up_is_not_said_again(tmp_path: Path) -> None:
    """A tool's result may be what the answer rests on: the answer stays as it is."""
    look = ToolCall(id="c1", name="calculate", arguments={"expression": "4*2"})
    backend = ScriptedBackend([
        LLMReply(text="Q: How many legs does a spider have?\nA: A spider has eight legs."),
        LLMReply(tool_calls=[look]),
        LLMReply(text="거미는 다리가 여덟 개예요."),
        LLMReply(text="NOT SAID"),
    ])  # fmt: skip
    agent = _agent(tmp_path, backend)
    result = asyncio.run(agent.run_turn("거미 다리는 몇 개야?", "ko"))
    assert result.answer == "거미는 다리가 여덟 개예요."


@pytest.mark.parametrize(
    ("mode", "backend_name", "hooked"),
    [
        ("auto", "embedded:qwen2.5-coder-1.5b", True),
        ("auto", "ollama:qwen2.5:7b", False),  # a larger model does not need it
        ("on", "ollama:qwen2.5:7b", True),
        ("off", "embedded:qwen2.5-coder-1.5b", False),
    ],
)
def test_the_setting_picks_the_backends(mode: str, backend_name: str, hooked: bool) -> None:
    backend = ScriptedBackend([])
    backend.name = backend_name  # type: ignore[misc]
    settings = load_settings(agent={"think_in_english": mode})
    contribution = think_in_english_contribution(settings, backend, ActivityLog())
    assert bool(contribution.turn_hooks) is hooked


def test_a_bad_setting_is_one_clear_error() -> None:
    from jarvis_voice.errors import ConfigError

    with pytest.raises(ConfigError, match="think_in_english"):
        load_settings(agent={"think_in_english": "sometimes"})


@pytest.mark.parametrize(
    ("reply", "english"),
    [
        ("Who did I note to call about the kitchen sink in notes.txt?",
         "Who did I note to call about the kitchen sink in notes.txt?"),
        ('"Show me the first line of the log file."\n\nNote: …',
         "Show me the first line of the log file."),
        ("로그 파일 첫 줄 보여 줘", None),  # still Korean: nothing gained
        ("", None),
        ("word " * 200, None),  # runs on
    ],
)  # fmt: skip
def test_the_translation_is_its_first_line(reply: str, english: str | None) -> None:
    assert english_translation(reply, "로그 파일 첫 줄 보여 줘") == english


def test_a_korean_request_goes_with_its_translation_when_asked(tmp_path: Path) -> None:
    backend = ScriptedBackend(
        [
            LLMReply(text="Tell me a joke."),
            LLMReply(text="고양이가 피아노를 쳤대요."),
        ]
    )
    agent = _agent(tmp_path, backend, "auto", translate="on")
    result = asyncio.run(agent.run_turn("농담 하나 해 줘", "ko"))
    assert result.answer == "고양이가 피아노를 쳤대요."
    hidden, answered = backend.calls
    assert hidden["tools"] == [] and "Translate" in hidden["messages"][-1].content
    sent = answered["messages"][-1].content
    assert "(In English: Tell me a joke.)" in sent
    assert all("In English" not in m.content for m in agent.history if m.role == "user")


def test_translation_is_off_by_default(tmp_path: Path) -> None:
    backend = ScriptedBackend([LLMReply(text="고양이가 피아노를 쳤대요.")])
    agent = _agent(tmp_path, backend, "off")
    asyncio.run(agent.run_turn("농담 하나 해 줘", "ko"))
    assert len(backend.calls) == 1 and "In English" not in backend.calls[0]["messages"][-1].content


@pytest.mark.parametrize(
    ("request_text", "asks"),
    [
        # a file found by what it is about, said in Korean (bench_tasks files-14/16/18/26)
        ("로그인 버그 얘기 적어 둔 파일이 뭐였지?", True),
        ("여름 메뉴 관련해서 메모해 놓은 파일이 있었는데, 이름이 뭐였죠?", True),
        ("부산 가는 기차표 예매하라고 어디 적어 놨었는데, 그게 무슨 파일이었지?", True),
        # a kind of file, a named file, a word to search for as said: file_search's or the model's
        ("로그 파일은 어디에 있어?", False),
        ("README.md에 뭐라고 적어 놨지?", False),
        ("report.py가 언급된 파일 찾아 줘", False),
        ("Which file did I write the login bug in?", False),
    ],
)  # fmt: skip
def test_which_requests_look_for_a_file_by_its_topic(request_text: str, asks: bool) -> None:
    assert asks_which_file_is_about(request_text) is asks


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ("login, bug", ["login", "bug"]),
        ("Summer, menu, recipe, drinks", ["summer", "menu", "recipe"]),
        ("The file would contain: Busan, train, tickets.", ["busan", "train", "tickets"]),
        ("로그인, 버그", []),
    ],
)  # fmt: skip
def test_the_topic_words_are_the_replys_english_words(reply: str, words: list[str]) -> None:
    assert topic_words(reply) == words


def test_a_file_looked_for_by_its_topic_goes_with_english_words_to_search(tmp_path: Path) -> None:
    answer = LLMReply(text="todo.md에 적어 두셨어요.")
    backend = ScriptedBackend([LLMReply(text="login, bug"), answer, answer, answer])
    agent = _agent(tmp_path, backend)
    said = "로그인 버그 얘기 적어 둔 파일이 뭐였지?"
    asyncio.run(agent.run_turn(said, "ko"))
    hidden, answered = backend.calls[:2]
    assert hidden["tools"] == [] and said in hidden["messages"][-1].content
    sent = answered["messages"][-1].content
    assert sent.startswith(said) and "grep -rliE --exclude-dir=.git 'login|bug' ." in sent
    assert all("grep" not in m.content for m in agent.history if m.role == "user")


def test_our_country_is_said_as_the_country_it_means() -> None:
    """fresh15 chat-36: "우리나라 초대 대통령" was thought of as the United States' first."""
    assert our_country("우리나라 초대 대통령이 누구였지?") == (
        "우리나라(대한민국, South Korea) 초대 대통령이 누구였지?"
    )
    assert our_country("호주의 수도는?") == "호주의 수도는?"


def test_a_numbers_which_is_asked_as_what() -> None:
    """fresh40 chat-86: 「국가번호가 몇 번이야?」 was thought of as "How many international phone
    numbers are there in South Korea?"; 몇 번 after a thing that is a number asks which."""
    assert plain_question("우리나라 국제전화 국가번호가 몇 번이야?") == (
        "우리나라(대한민국, South Korea) 국제전화 국가번호가 무엇이야?"
    )
    assert plain_question("일본 국가 코드는 몇 번이에요?") == "일본 국가 코드는 무엇이에요?"
    # how many times, an ordinal, a number before what it counts: left as they are
    for question in (
        "한국이 월드컵 우승이 몇 번이야?",
        "112는 몇 번째 번호야?",
        "강남역은 몇 번 출구야?",
    ):
        assert plain_question(question) == question


@pytest.mark.parametrize(
    ("answer", "korean"),
    [
        ("모나리자는 Leonardo da Vinci가 그렸어요.", True),
        ("대한민국의 국가번호는 +82입니다.", True),
        ("There are 10 foreign tel번호 in South Korea.", False),  # fresh40 chat-86
        ("Red, green, and blue.", False),
        ("82", False),
    ],
)
def test_an_answer_is_korean_by_most_of_its_words(answer: str, korean: bool) -> None:
    assert in_korean(answer) is korean


def test_an_english_answer_with_a_korean_scrap_is_said_from_the_fact(tmp_path: Path) -> None:
    # fresh40 chat-86's answer, English with 번호 in it, was kept as if it were Korean
    fact = "The international phone number for South Korea is +82."
    backend = ScriptedBackend([
        LLMReply(text=f"Q: What is the international phone number for South Korea?\nA: {fact}"),
        LLMReply(text="There are 10 foreign tel번호 in South Korea."),
        LLMReply(text="대한민국의 국제전화 국가번호는 +82입니다."),
    ])  # fmt: skip
    agent = _agent(tmp_path, backend)
    result = asyncio.run(agent.run_turn("우리나라 국제전화 국가번호가 몇 번이야?", "ko"))
    assert result.answer == "대한민국의 국제전화 국가번호는 +82입니다."
    thought = backend.calls[0]["messages"][-1].content
    assert "국가번호가 무엇이야?" in thought
    said_again = backend.calls[2]["messages"][-1].content
    assert fact in said_again and "tel번호" not in said_again  # the fact, not the answer


_DRIFTED = (
    "Q: How long has the current South Korean president been in office?\n\n"
    "A: The current South Korean president has been in office for 10 years."
)


@pytest.mark.parametrize(
    ("question", "reply", "drift"),
    [
        ("우리나라 대통령 임기는 몇 년이야?", _DRIFTED, True),  # fresh42 chat-90
        ("미국 대통령 임기는 몇 년이야?",
         "Q: How long is the term of the U. S. President?\nA: It is four years.", False),
        # the present asked in Korean: the English "current" is the question's own
        ("현재 미국 대통령은 누구야?", "Q: Who is the current US president?\nA: Joe Biden.", False),
        ("대통령이 몇 년째 재임 중이야?", _DRIFTED, False),
        ("모나리자는 누가 그렸어?", "Leonardo da Vinci.", False),  # no Q line
    ],
)  # fmt: skip
def test_a_reading_about_the_present_the_question_did_not_ask(
    question: str, reply: str, drift: bool
) -> None:
    assert drifted(question, reply) is drift


def test_the_second_reading_is_worded_another_way() -> None:
    assert other_wording("우리나라 대통령 임기는 몇 년이야?") == "대한민국 대통령 임기는 몇 년이야?"
    assert other_wording("우리나라 국제전화 국가번호가 몇 번이야?") == (
        "대한민국 국제전화 국가번호가 무엇이야?"
    )
    plain = other_wording("미국 대통령 임기는 몇 년이야?")
    assert plain.startswith("미국 대통령 임기는 몇 년이야? (")


def test_a_drifted_reading_is_read_again_and_the_term_said(tmp_path: Path) -> None:
    """fresh42 chat-90: 「우리나라 대통령 임기는 몇 년이야?」 was read as how long the current
    president has been in office, '10 years' said; read again as 대한민국's, the term is said."""
    fact = "The term of the President of the Republic of Korea is five years."
    backend = ScriptedBackend([
        LLMReply(text=_DRIFTED),
        LLMReply(text=f"Q: How long is the President of Korea's term?\nA: {fact}"),
        LLMReply(text="대한민국 대통령의 임기는 5년입니다."),
    ])  # fmt: skip
    agent = _agent(tmp_path, backend)
    result = asyncio.run(agent.run_turn("우리나라 대통령 임기는 몇 년이야?", "ko"))
    assert "5년" in result.answer and "10" not in result.answer
    again = backend.calls[1]["messages"][-1].content
    assert again.startswith("대한민국 대통령 임기는 몇 년이야?")
    sent = backend.calls[2]["messages"][-1].content
    assert fact in sent and "10 years" not in sent


def test_a_reading_that_drifts_again_keeps_the_first(tmp_path: Path) -> None:
    """Two readings about the present: the first stands, as before (no third call)."""
    backend = ScriptedBackend([
        LLMReply(text=_DRIFTED),
        LLMReply(text=_DRIFTED),
        LLMReply(text="대한민국 대통령은 10년 동안 재임 중입니다. Current"),
    ])  # fmt: skip
    agent = _agent(tmp_path, backend)
    asyncio.run(agent.run_turn("우리나라 대통령 임기는 몇 년이야?", "ko"))
    sent = backend.calls[2]["messages"][-1].content
    assert "has been in office for 10 years" in sent


def test_a_reading_that_does_not_drift_is_asked_once(tmp_path: Path) -> None:
    backend = ScriptedBackend([
        LLMReply(text="Q: How long is the term of the U. S. President?\nA: It is four years."),
        LLMReply(text="미국 대통령 임기는 4년입니다."),
    ])  # fmt: skip
    agent = _agent(tmp_path, backend)
    asyncio.run(agent.run_turn("미국 대통령 임기는 몇 년이야?", "ko"))
    assert backend.calls[1]["tools"]  # the real turn, next to the one reading
    assert "It is four years." in backend.calls[1]["messages"][-1].content


@pytest.mark.parametrize(
    ("saying", "answer", "kept"),
    [
        ("대한민국 대통령의 임기는 5년입니다.", "The term is five years.", True),
        ("대한민국 대통령은 10년 동안 지지했습니다.", "The term is five years.", False),  # s50
        ("거미 다리는 여덟 개예요.", "A spider has 8 legs.", True),
        ("인구는 1500명이에요.", "It has 1,500 people.", True),
        ("국가번호는 +82입니다.", "The country code is +82.", True),
        ("국가번호는 +81입니다.", "The country code is +82.", False),
        ("서울이에요.", "Seoul is the capital.", True),  # no number to keep
    ],
)  # fmt: skip
def test_a_korean_saying_keeps_the_answers_numbers(saying: str, answer: str, kept: bool) -> None:
    assert keeps_the_numbers(saying, answer) is kept


_TERM_FACT = "The term of the President of the Republic of Korea is five years."


def _term_said(tmp_path: Path, *sayings: str) -> tuple[str, ScriptedBackend]:
    """The English answer said again in Korean, with these sayings in turn."""
    backend = ScriptedBackend([
        LLMReply(text=f"Q: How long is the President of Korea's term?\nA: {_TERM_FACT}"),
        LLMReply(text="The term is five years."),  # English: said again from the fact
        *[LLMReply(text=said) for said in sayings],
    ])  # fmt: skip
    agent = _agent(tmp_path, backend)
    return asyncio.run(agent.run_turn("대한민국 대통령 임기는 몇 년이야?", "ko")).answer, backend


def test_a_saying_that_changes_the_number_is_asked_for_again(tmp_path: Path) -> None:
    answer, backend = _term_said(tmp_path, "대통령은 10년 동안 지지했습니다.", "임기는 5년입니다.")
    assert answer == "임기는 5년입니다."
    assert "in digits" in backend.calls[3]["messages"][-1].content


def test_a_saying_with_hanja_is_asked_for_again(tmp_path: Path) -> None:
    answer, _ = _term_said(tmp_path, "대통령 任期는 5년입니다.", "대통령 임기는 5년입니다.")
    assert answer == "대통령 임기는 5년입니다."


def test_hanja_twice_keeps_the_first_saying_that_keeps_the_number(tmp_path: Path) -> None:
    answer, _ = _term_said(tmp_path, "대통령 任期는 5년입니다.", "任期 10년.")
    assert answer == "대통령 任期는 5년입니다."


def test_no_saying_keeps_the_number_so_the_english_answer_stays(tmp_path: Path) -> None:
    answer, _ = _term_said(tmp_path, "10년 동안 지지했습니다.", "임기는 7년입니다.")
    assert answer == "The term is five years."


def test_a_faithful_first_saying_is_asked_once(tmp_path: Path) -> None:
    answer, backend = _term_said(tmp_path, "대통령 임기는 5년입니다.")
    assert answer == "대통령 임기는 5년입니다." and len(backend.calls) == 3
