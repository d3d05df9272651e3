"""The incremental answer extractor (`llm/json_stream`): the answer text of a JSON turn, piece by
piece, split anywhere; tool calls give nothing.

The truth is always `json.loads`: for every object and every way of cutting it into pieces,
the joined pieces equal `obj["say"].strip()` when `obj["tool"] == "none"`, else "".
"""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jarvis_voice.llm.json_stream import AnswerStream, TrimmedText


def expected(text: str) -> str:
    value = json.loads(text)
    return str(value["say"]).strip() if value.get("tool") == "none" else ""


def feed_all(pieces: list[str]) -> tuple[str, list[str]]:
    stream = AnswerStream()
    given_out = [stream.feed(piece) for piece in pieces]
    assert "".join(given_out) == stream.text
    return stream.text, given_out


def splits(text: str) -> list[list[str]]:
    """Every cut into two, one character at a time, and a few random multi-cuts."""
    cuts = [[text[:i], text[i:]] for i in range(len(text) + 1)]
    cuts.append(list(text))
    rng = random.Random(len(text))
    for _ in range(20):
        points = sorted(rng.sample(range(len(text) + 1), min(len(text), 6)))
        bounds = [0, *points, len(text)]
        cuts.append([text[a:b] for a, b in itertools.pairwise(bounds)])
    return cuts


ANSWERS = [
    '{"tool":"none","say":"Hello! How can I help?"}',
    '{"say":"Hello! How can I help?","tool":"none"}',  # say first: held, then given whole
    '{"tool":"none","say":"He said \\"hi\\" \\\\ then left.\\nNew line\\tTab \\/ slash"}',
    '{"tool":"none","say":"caf\\u00e9 \\u2014 \\uD83D\\uDE00 smile"}',  # \\u and surrogate pair
    '{"tool":"none","say":"README.md 파일의 첫 5줄입니다: 안녕하세요."}',  # Korean, raw
    '{"tool":"none","say":"\\uc548\\ub155\\ud558\\uc138\\uc694"}',  # Korean, escaped
    '{"tool":"none","say":"  padded answer \\n "}',  # stripped like the final text
    '{"tool":"none","say":""}',
    '{"tool":"none","say":"   "}',
    '{ "tool" : "none" , "say" : "spaced out JSON" }',
    '{"tool":"none","say":"emoji 🎉 and 17 × 23 = 391"}',
    '{"tool":"none","say":"lone \\ud800 surrogate"}',
    '{"tool":"none","extra":{"say":"not this","n":[1,{"a":"}"}]},"say":"this"}',
    '{"tool":"none","n":12,"flag":true,"nothing":null,"say":"after scalars"}',
    '{"tool":"none","say":"braces { } [ ] and quotes \\" inside"}',
]
TOOL_CALLS = [
    '{"say":"Reading README.md.","tool":"read_file","arguments":{"path":"README.md"}}',
    '{"tool":"read_file","say":"Reading README.md.","arguments":{"path":"README.md"}}',
    '{"say":"Running it.","tool":"bash","arguments":{"command":"echo \\"none\\" {x}"}}',
    '{"say":"검색합니다.","tool":"web_search","arguments":{"query":"서울 날씨"}}',
    '{"tool":"nonexistent","say":"none"}',
    '{"tool":"non","say":"a prefix of none is not none"}',
    '{"tool":"none_tool","say":"none is a prefix of this"}',
    '{"say":"no tool key at all"}',
]


@pytest.mark.parametrize("text", ANSWERS + TOOL_CALLS)
def test_any_split_gives_exactly_the_answer(text: str) -> None:
    want = expected(text)
    for pieces in splits(text):
        got, _ = feed_all(pieces)
        assert got == want, pieces


@pytest.mark.parametrize("text", TOOL_CALLS)
def test_tool_calls_give_nothing_at_any_point(text: str) -> None:
    for pieces in splits(text):
        _, out = feed_all(pieces)
        assert out == [""] * len(pieces)


def test_answer_first_streams_as_it_comes() -> None:
    stream = AnswerStream()
    assert stream.feed('{"tool":"no') == ""
    assert stream.feed('ne","say":"Hel') == "Hel"
    assert stream.feed("lo wor") == "lo wor"
    assert stream.feed('ld"}') == "ld"
    assert stream.is_answer and stream.text == "Hello world"


def test_say_first_is_held_until_the_tool_is_known() -> None:
    stream = AnswerStream()
    assert stream.feed('{"say":"Hello ') == ""
    assert stream.feed('world","tool":"no') == ""
    assert stream.feed('ne"}') == "Hello world"


def test_partial_escapes_wait_for_their_end() -> None:
    stream = AnswerStream()
    assert stream.feed('{"tool":"none","say":"a\\') == "a"
    assert stream.feed("u00") == ""
    assert stream.feed("e9\\uD83D") == "é"  # the high surrogate waits for its low half
    assert stream.feed("\\uDE00!") == "😀!"


def test_whitespace_is_given_only_between_words() -> None:
    stream = AnswerStream()
    assert stream.feed('{"tool":"none","say":"  one ') == "one"
    assert stream.feed(" ") == ""
    assert stream.feed("two") == "  two"
    assert stream.feed(' "}') == ""
    assert stream.text == "one  two"


@pytest.mark.parametrize(
    "text",
    [
        'not json {"tool":"none","say":"x"}',
        '{"tool":"none","say":"bad escape \\q here"}',
        '{"tool":"none","say":"bad \\u12G4"}',
        '{"tool":"none" "say":"missing comma"}',
        '["tool","none"]',
    ],
)
def test_malformed_input_stops_the_stream_quietly(text: str) -> None:
    for pieces in splits(text):
        got, _ = feed_all(pieces)
        assert "missing comma" not in got and "here" not in got and "G4" not in got


def test_nothing_after_the_object_closes() -> None:
    stream = AnswerStream()
    stream.feed('{"tool":"none","say":"done"}')
    assert stream.feed('{"tool":"none","say":"again"}') == "" and stream.text == "done"


def test_other_key_names() -> None:
    stream = AnswerStream(answer_key="answer", kind_key="type", answer_kind="final")
    assert stream.feed('{"type":"final","answer":"ok"}') == "ok"


@settings(max_examples=300, deadline=None)
@given(
    say=st.text(max_size=40),
    tool=st.sampled_from(["none", "bash", "read_file", "no", "nonee"]),
    say_first=st.booleans(),
    ascii_only=st.booleans(),
    arguments=st.dictionaries(st.sampled_from(["path", "say", "tool"]), st.text(max_size=8)),
    cuts=st.lists(st.integers(min_value=0, max_value=400), max_size=8),
)
def test_generated_objects(
    say: str, tool: str, say_first: bool, ascii_only: bool, arguments: dict, cuts: list[int]
) -> None:
    pairs = [("say", say), ("tool", tool)] if say_first else [("tool", tool), ("say", say)]
    if tool != "none":
        pairs.append(("arguments", arguments))  # type: ignore[arg-type]
    text = json.dumps(dict(pairs), ensure_ascii=ascii_only, separators=(",", ":"))
    bounds = [0, *sorted(c % (len(text) + 1) for c in cuts), len(text)]
    pieces = [text[a:b] for a, b in itertools.pairwise(bounds)]
    got, _ = feed_all(pieces)
    assert got == expected(text)


@pytest.mark.parametrize(
    ("pieces", "text"),
    [
        (["  Paris", ".  "], "Paris."),
        (["\n", " ", "a", " ", "\t", "b", " \n"], "a \tb"),
        (["   "], ""),
        (["안녕 ", " 하세요 "], "안녕  하세요"),
    ],
)
def test_trimmed_text_reads_like_strip(pieces: list[str], text: str) -> None:
    trimmed = TrimmedText()
    out = "".join(trimmed.feed(p) for p in pieces)
    assert out == trimmed.text == text == "".join(pieces).strip()
