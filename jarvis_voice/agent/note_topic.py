"""The one note a request asks about, not the whole notes file ("I left myself a note about my
laptop. What did it say?").

The model read notes.txt and answered with every line of it (fresh18 read-41): the line about the
laptop was in there, with seven others. When the answer says lines of a file it read that do not
hold the topic, the file's lines that do are found with grep, and the answer is made from them.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence

from jarvis_voice.agent.pipeline import CallOutcome

_I = re.IGNORECASE
# "a note about my laptop", "notes on the plumber", "what did I write down about the domain?"
_TOPIC = re.compile(
    r"\bnotes? (?:to myself |for myself )?(?:about|on|regarding|concerning) "
    r"(?:my |the |our |a |an )?([a-z][a-z-]{2,})\b"
    r"|\b(?:write|wrote|written|jot|jotted|note|noted|put) (?:down )?(?:anything |something )?"
    r"about (?:my |the |our |a |an )?([a-z][a-z-]{2,})\b",
    _I,
)
_NOT_TOPICS = frozenset({"this", "that", "it", "them", "what", "which", "something", "anything"})
_NUMBERED = re.compile(r"^\s*\d+\t(.*)$")  # read_file's "     3\tBack up the laptop"
MIN_LINES_SAID = 2  # off-topic lines in the answer that make it a dump, not an answer


def topic_of(request: str) -> str | None:
    """The one word a question about a note names as its topic; None when it names none."""
    for found in _TOPIC.finditer(request):
        word = next(g for g in found.groups() if g).lower()
        if word not in _NOT_TOPICS:
            return word
    return None


def dumped(request: str, answer: str, facts: Sequence[CallOutcome]) -> str | None:
    """The grep that finds the lines about the request's topic in the file the turn read, when
    the answer said that file's other lines too (and some line holds the topic); None
    otherwise."""
    topic = topic_of(request)
    if topic is None:
        return None
    said = answer.casefold()
    for outcome in reversed(facts):
        arguments = outcome.call.arguments
        if outcome.call.name != "read_file" or not isinstance(arguments, dict):
            continue
        path = arguments.get("path")
        if not isinstance(path, str) or outcome.result.is_error:
            continue
        lines = [m[1].strip() for m in map(_NUMBERED.match, outcome.result.content.splitlines())
                 if m and m[1].strip()]  # fmt: skip
        about = [line for line in lines if topic in line.casefold()]
        others = [line for line in lines if topic not in line.casefold()]
        others = [line for line in others if line.casefold() in said]
        if about and len(others) >= MIN_LINES_SAID:
            return f"grep -i -n {shlex.quote(topic)} {shlex.quote(path)}"
    return None
