"""A request naming the words of the workspace's own tables and logs needs their facts."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import grounding, own_data
from jarvis_voice.agent.data_words_note import data_words_note
from jarvis_voice.agent.own_data import data_files, gather, mentions_own_data, stem
from jarvis_voice.agent.think_in_english import asks_about_the_world
from jarvis_voice.app import build_agent
from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "sales.csv").write_text(
        "date,region,product,units,unit_price\n"
        "2024-06-01,Seoul,croissant,40,3200\n2024-06-01,Busan,baguette,15,4100\n"
        "2024-06-02,Seoul,bagel,18,2500\n"
    )
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "app.log").write_text(
        "2024-06-30 00:00:57 INFO request served: GET /items/1\n"
        "2024-06-30 05:10:00 ERROR payment gateway timeout (order 1390)\n"
    )
    (tmp_path / "notes.txt").write_text("Water the plants\n")  # not a table or a log
    return tmp_path


@pytest.mark.parametrize(
    ("request_text", "ours"),
    [
        # two of the data's words, or a table word with a figure
        ("Which brought in more money, the baguettes or the bagels?", True),
        ("A payment timed out a little after 5 in the morning. Which order was that?", True),
        ("How much did the croissants make?", True),
        ("크루아상 매출이 얼마야? croissant", True),
        # the data's words said in Korean: Busan as 부산, a loanword by its sound (fresh15
        # csv-36 searched the web for "부산 팔았는 날")
        ("부산에서는 어느 날 제일 많이 팔았어?", True),
        ("크루아상은 몇 개 팔렸어?", True),
        ("서울이랑 부산 중에 어디가 더 많이 팔았어?", True),
        # … but a question of the world that names the same places is not ours
        ("서울 인구가 몇 명이야?", False),
        ("서울에서 부산까지 몇 km야?", False),
        # one word alone, or none: the world's
        ("What is the population of Seoul?", False),
        ("What's the largest country in the world by area?", False),
        ("Who painted the Mona Lisa?", False),
        ("Which made more money, Avatar or Titanic?", False),
        ("한글은 누가 만들었어?", False),
        ("Water the plants, what does it mean?", False),  # notes.txt is neither
    ],
)
def test_a_request_naming_the_datas_words_is_about_this_machine(
    workspace: Path, request_text: str, ours: bool
) -> None:
    assert mentions_own_data(request_text, workspace) is ours
    assert (grounding.classify(request_text, workspace) is not None) is (
        ours or grounding.classify(request_text) is not None
    )
    if ours:  # never answered from the model's memory
        assert not asks_about_the_world(request_text, workspace)


def test_without_a_workspace_nothing_is_ours(workspace: Path) -> None:
    request = "Which brought in more money, the baguettes or the bagels?"
    assert asks_about_the_world(request)  # what the text alone says
    assert not mentions_own_data(request, None)
    assert grounding.classify(request) is None


@pytest.mark.parametrize(
    ("word", "stemmed"),
    [("Baguettes", "baguette"), ("boxes", "box"), ("class", "class"), ("bus", "bus"),
     ("units", "unit"), ("is", "is")],
)  # fmt: skip
def test_plural_endings_are_dropped(word: str, stemmed: str) -> None:
    assert stem(word) == stemmed


def test_tables_give_headers_and_cell_words_logs_their_messages_not_levels(
    workspace: Path,
) -> None:
    terms = gather(workspace)
    assert {"baguette", "bagel", "seoul", "unit_price", "region"} <= terms.table
    assert not {"2024", "3200"} & terms.table  # numbers and dates are not words
    assert {"payment", "order", "timeout", "gateway"} <= terms.log
    assert not {"info", "error", "get"} & terms.log
    assert "water" not in terms.table | terms.log


def test_only_data_files_near_the_top_are_read_hidden_folders_and_links_skipped(
    tmp_path: Path,
) -> None:
    deep = tmp_path / "a" / "b" / "c"
    deep.mkdir(parents=True)
    (deep / "too_deep.csv").write_text("h\nzebra\n")
    (tmp_path / "a" / "b" / "near.csv").write_text("h\nyak\n")
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "secret.csv").write_text("h\nwalrus\n")
    (tmp_path / ".git").mkdir()
    (tmp_path / "linked.csv").symlink_to(tmp_path / "a" / "b" / "near.csv")
    names = {path.name for path in data_files(tmp_path)}
    assert names == {"near.csv"}


def test_a_huge_or_binary_or_unreadable_file_is_read_only_in_part_and_never_raises(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(own_data, "MAX_BYTES", 1000)
    (tmp_path / "big.csv").write_text("h\n" + "alpha\n" * 10_000 + "omega\n")
    (tmp_path / "bin.log").write_bytes(bytes(range(256)) * 50)
    unreadable = tmp_path / "locked.csv"
    unreadable.write_text("h\nsecret\n")
    unreadable.chmod(0)
    terms = gather(tmp_path)
    assert "alpha" in terms.table and "omega" not in terms.table


def test_a_missing_workspace_has_no_words(tmp_path: Path) -> None:
    assert gather(tmp_path / "gone") == own_data.Terms(frozenset(), frozenset())
    assert not mentions_own_data("the baguettes and the bagels", tmp_path / "gone")


def test_a_home_folder_with_many_entries_is_scanned_only_so_far(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(own_data, "MAX_ENTRIES", 50)
    monkeypatch.setattr(own_data, "MAX_FILES", 1000)
    for n in range(200):
        (tmp_path / f"f{n:03}.csv").write_text("h\nkiwi\n")
    assert 0 < len(data_files(tmp_path)) <= 50


def test_each_data_file_is_named_with_the_words_found_in_it(workspace: Path) -> None:
    assert own_data.where_named("Did the bagels outsell the baguettes?", workspace) == {
        "sales.csv": ["bagel", "baguette"]
    }
    assert own_data.where_named("Which order's payment timed out?", workspace) == {
        "logs/app.log": ["order", "payment"]
    }
    assert own_data.where_named("What is the population of Seoul?", workspace) == {}


def test_the_model_is_told_where_the_words_are_and_the_history_keeps_the_request(
    workspace: Path,
) -> None:
    """fresh14 csv-31 searched the web for "baguettes vs bagels", then listed the folder."""
    request = "Which brought in more money, the baguettes or the bagels?"
    query = ToolCall(
        id="c1", name="csv_query",
        arguments={"path": "sales.csv", "op": "sum", "column": "units*unit_price",
                   "group_by": "product"},
    )  # fmt: skip
    web = ToolCall(id="w", name="web_search", arguments={"query": "baguettes vs bagels"})
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[web]),
            LLMReply(tool_calls=[query]),
            LLMReply(text="The baguettes: 61,500 won against 45,000 won for the bagels."),
        ]
    )
    agent = build_agent(load_settings(), backend, None, ActivityLog(), workdir=workspace)
    result = asyncio.run(agent.run_turn(request))
    first = backend.calls[0]["messages"][-1].content
    assert first == f"{request}\n(bagel, baguette: in sales.csv)"
    # the web cannot tell this machine's sales: refused, and the table is read
    assert result.outcomes[0].result.is_error and "web" in result.outcomes[0].result.content
    assert [o.call.name for o in result.outcomes] == ["web_search", "csv_query"]
    assert "61,500" in result.answer
    assert agent.history[-1].content == result.answer
    assert [m.content for m in agent.history if m.role == "user"] == [request]


def test_an_answer_from_a_listing_is_sent_to_the_table_that_holds_the_words(
    workspace: Path,
) -> None:
    """fresh14 csv-31, once more: after a failed csv_query the model listed the folder and
    answered "The directory contains 12 files" — the loop reads sales.csv itself."""
    listing = ToolCall(id="c1", name="list_dir", arguments={"path": "."})
    backend = ScriptedBackend(
        [
            LLMReply(tool_calls=[listing]),
            LLMReply(text="The directory contains 4 entries."),
            lambda messages, tools: LLMReply(
                text="The baguettes made more."
                if "product=baguette" in messages[-1].content else "?"
            ),
        ]
    )  # fmt: skip
    agent = build_agent(load_settings(), backend, None, ActivityLog(), workdir=workspace)
    request = "Which brought in more money, the baguettes or the bagels?"
    result = asyncio.run(agent.run_turn(request))
    assert result.answer == "The baguettes made more."
    assert result.outcomes[-1].call.name == "csv_query"
    assert result.outcomes[-1].call.arguments == {"path": "sales.csv"}
    assert grounding.classify("Did the bagels outsell the baguettes?", workspace) == (
        grounding.Need(("files",), place="sales.csv")
    )


def test_the_one_table_read_for_a_name_guessed_is_read(workspace: Path) -> None:
    """The full run's fresh8 csv-19: csv_query of "orders.csv" read sales.csv and said so, and
    its answer stands — the loop does not send it to sales.csv again."""
    guess = ToolCall(
        id="c1", name="csv_query",
        arguments={"path": "orders.csv", "op": "sum", "column": "amount", "where": "baguette"},
    )  # fmt: skip
    backend = ScriptedBackend(
        [LLMReply(tool_calls=[guess]), LLMReply(text="The baguettes brought in 61,500 won.")]
    )
    agent = build_agent(load_settings(), backend, None, ActivityLog(), workdir=workspace)
    result = asyncio.run(agent.run_turn("How much money did the baguettes bring in?"))
    assert result.answer == "The baguettes brought in 61,500 won."
    assert [o.call.name for o in result.outcomes] == ["csv_query"]
    shown = result.outcomes[0].result.content
    assert "(no orders.csv; read sales.csv, the one table here)" in shown
    assert "sum of units*unit_price: 61500" in shown


def test_the_note_names_at_most_a_few_files() -> None:
    assert data_words_note("q", {}) is None
    assert data_words_note("q", {"a.csv": ["x"], "b.log": ["y", "z"]}) == (
        "q\n(x: in a.csv; y, z: in b.log)"
    )
    many = {f"{n}.csv": ["w"] for n in range(4)}  # a listing, not a pointer
    assert data_words_note("q", many) is None


@pytest.mark.parametrize(
    "request_text",
    [
        "sales.csv에서 Busan 지역의 units 합계는 얼마야?",  # csv-4: the file is named
        "I bought 3 coffees at $4.75 each and a muffin for $3.25. How much is that?",  # numbers
    ],
)
def test_a_request_that_says_where_to_look_gets_no_note(
    workspace: Path, request_text: str
) -> None:
    """Told "(busan, unit: in sales.csv)" beside "sales.csv … units", the model summed
    unit_price (bench_tasks csv-4); a calculation with its own numbers went to the table
    (calc-27)."""
    agent = build_agent(
        load_settings(), ScriptedBackend([LLMReply(text="ok")]), None, ActivityLog(),
        workdir=workspace,
    )  # fmt: skip
    backend = agent.backend
    asyncio.run(agent.run_turn(request_text))
    assert backend.calls[0]["messages"][-1].content == request_text  # type: ignore[attr-defined]
    assert grounding.classify(request_text, workspace) == grounding.classify(request_text)


@pytest.mark.parametrize(
    ("request_text", "place", "words"),
    [
        # a column said in Korean by what it holds: 단가 is the table's price of one, 수량 and
        # 판매량 its pieces (fresh43 count-92 queried a made-up shop.csv)
        ("단가가 3,000원 넘는 제품들은 다 합쳐서 몇 개나 팔렸어?", "sales.csv", ["unit_price"]),
        ("개당 가격이 4천 원 넘는 건 몇 개 팔렸어?", "sales.csv", ["unit_price"]),
        ("판매량이 제일 많았던 날이 언제야?", "sales.csv", ["unit"]),
    ],
)  # fmt: skip
def test_a_korean_word_for_a_column_names_the_table(
    workspace: Path, request_text: str, place: str, words: list[str]
) -> None:
    assert own_data.where_named(request_text, workspace) == {place: words}
    need = grounding.classify(request_text, workspace)
    assert need is not None and need.place == place


@pytest.mark.parametrize(
    "request_text",
    [
        "아이폰 가격이 얼마야?",  # a price of the world: 가격 is no column word
        "단가가 뭐야?",  # a definition: nothing sold, ordered or logged asked
    ],
)
def test_a_korean_word_for_a_column_alone_is_not_ours(workspace: Path, request_text: str) -> None:
    assert not mentions_own_data(request_text, workspace)


def test_a_column_word_two_headers_fit_names_neither(tmp_path: Path) -> None:
    (tmp_path / "prices.csv").write_text("item,unit_price,list_price\nbolt,3,4\n")
    assert own_data.korean_columns("단가가 3원 넘는 건?", gather(tmp_path).table) == set()


@pytest.mark.parametrize(
    "request_text",
    [
        # a statistic of the table's rows with no number to work from is the table's, not a
        # calculation (fresh43 csv-92 was set up as 10 ÷ 3 from nothing)
        "베이글은 한 번 팔 때 평균 몇 개씩 나갔어?",
        "On average, how many croissants went per sale?",
    ],
)
def test_an_average_of_the_datas_rows_is_the_tables(workspace: Path, request_text: str) -> None:
    need = grounding.classify(request_text, workspace)
    assert need == grounding.Need(("files",), place="sales.csv")


def test_an_average_with_its_own_numbers_stays_a_calculation(workspace: Path) -> None:
    # the numbers said are what is averaged: a calculation, whatever the table sells
    need = grounding.classify("크루아상을 40개, 30개 팔았으면 평균 몇 개야?", workspace)
    assert need is not None and need.arithmetic


def test_a_statistic_of_the_table_is_sent_as_said_with_the_table_named(workspace: Path) -> None:
    """fresh43 csv-92: 「베이글은 한 번 팔 때 평균 몇 개씩 나갔어?」 was sent as "1 번" with no
    table named, and the model calculated 10 ÷ 3."""
    request = "베이글은 한 번 팔 때 평균 몇 개씩 나갔어?"
    query = ToolCall(
        id="q", name="csv_query",
        arguments={"path": "sales.csv", "op": "average", "column": "units",
                   "where": "product=bagel"},
    )  # fmt: skip
    backend = ScriptedBackend([LLMReply(tool_calls=[query]), LLMReply(text="평균 18개씩이에요.")])
    agent = build_agent(load_settings(), backend, None, ActivityLog(), workdir=workspace)
    result = asyncio.run(agent.run_turn(request))
    assert backend.calls[0]["messages"][-1].content == f"{request}\n(bagel: in sales.csv)"
    assert result.answer == "평균 18개씩이에요."
