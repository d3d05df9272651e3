"""The embedded model's turn format: a tool call is one JSON object, an answer is plain words,
and a grammar built from the ToolSpecs forces one or the other (`EmbeddedBackend` in `embedded`
runs the model):

    {"tool":"read_file","arguments":{"path":"README.md"}}
    Hello! How can I help?

Answers carry no JSON around them: on the 1.5B default the `{"tool":"none","say":"…"}` wrapper
was ~9 generated tokens (~0.9 s on 2 cores) before and after every answer, and its first word
came that much later.

A tool call carries no spoken line (`TOOL_CALL_SAYS`): on the 1.5B default that line cost ~1 s
per tool turn for no better choice (bench_tasks tune half: 18/20 without, 19/20 with, per-task
time ×0.84); a slow tool gets the voice front end's own cue instead. A few example turns, kept
only for the tools that are offered and whose argument names match, show the format.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from jarvis_voice.llm.answer_language import KOREAN_ANSWER_NOTE, answer_language
from jarvis_voice.llm.base import ChatMessage, LLMReply, ToolCall, ToolSpec
from jarvis_voice.text import HANGUL_SYLLABLES

NO_TOOL = "none"
TOOL_RESULT_MAX_CHARS = 2000
CHARS_PER_TOKEN = 3  # a deliberately low estimate, so the prompt budget errs on the safe side
# A spoken line before the tool (`{"say":…,"tool":…}`) helped the 0.5B choose; on the 1.5B it
# only costs ~10 generated tokens (~0.7 s on 2 cores) on every tool turn.
TOOL_CALL_SAYS = False
CALL_OPENING = "{"  # what a call starts with; an answer never does (the grammar sees to it)


def call_turn(say: Any, tool: Any, arguments: Any) -> dict[str, Any]:
    """A tool-call turn in the order the model writes it."""
    if TOOL_CALL_SAYS:
        return {"say": say, "tool": tool, "arguments": arguments}
    return {"tool": tool, "arguments": arguments}


@dataclass(frozen=True)
class Example:
    """One demonstration turn: a request, the spoken line and (optionally) a tool call."""

    user: str
    say: str
    tool: str = NO_TOOL
    arguments: Mapping[str, Any] | None = None
    result: str | None = None  # a tool result, followed by `answer`
    answer: str | None = None


EXAMPLES: tuple[Example, ...] = (
    Example(
        "show me notes.txt",
        "Reading notes.txt.",
        "read_file",
        {"path": "notes.txt"},
        result="     1\tbuy milk\n     2\tcall mom",
        answer="notes.txt says: buy milk, call mom.",
    ),
    Example("good morning", "Good morning! How can I help?"),
    Example("run pwd", "Running pwd.", "bash", {"command": "pwd"}),
    Example(
        "what files are in this folder?",
        "Listing this folder.",
        "list_dir",
        {"path": "."},
        result="docs/\nnotes.txt\nphoto.jpg",
        answer="This folder has docs/, notes.txt and photo.jpg.",
    ),
    Example(
        "여기 뭐가 있어?",
        "이 폴더를 볼게요.",
        "list_dir",
        {"path": "."},
        result="music/\nplan.md\nsetup.sh",
        answer="이 폴더에는 music/, plan.md, setup.sh가 있어요.",
    ),
    Example(
        "show the first 3 lines of todo.txt",
        "Reading the first 3 lines of todo.txt.",
        "read_file",
        {"path": "todo.txt", "lines": "1-3"},
        result="     1\tmilk\n     2\teggs\n     3\tbread\n[showing lines 1–3 of 9 in todo.txt]",
        answer="The first 3 lines of todo.txt: milk, eggs, bread.",
    ),
    Example(
        "app.log 마지막 10줄 보여줘",
        "app.log 끝부분을 읽을게요.",
        "read_file",
        {"path": "app.log", "lines": "last 10"},
    ),
    Example(
        "what changed in the repo?",
        "Checking git.",
        "bash",
        {"command": "git diff --stat"},
        result=" notes.txt | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n[exit code: 0]",
        answer="One file changed: notes.txt.",
    ),
    Example(
        "show the recent commits", "Checking git log.", "bash", {"command": "git log --oneline -5"}
    ),
    Example("what's my login name?", "Checking this computer.", "system_info", {}),
    Example(
        "how much disk space is left?",
        "Checking this computer.",
        "system_info",
        {},
        result="CPU cores: 8\ndisk: 41.5 GiB free of 200.0 GiB",
        answer="41.5 GiB of 200 GiB is free.",
    ),
    Example("오늘 며칠이야?", "날짜를 확인할게요.", "system_info", {}),
    Example(
        "what is the average price in shop.csv?",
        "Computing it from shop.csv.",
        "csv_query",
        {"path": "shop.csv", "op": "average", "column": "price"},
        result="shop.csv: 8 of 8 rows\naverage of price: 3.25",
        answer="The average price in shop.csv is 3.25.",
    ),
    Example(
        "orders.csv에서 고객별 amount 합계 알려줘",
        "orders.csv를 계산할게요.",
        "csv_query",
        {"path": "orders.csv", "op": "sum", "column": "amount", "group_by": "customer"},
        result="orders.csv: 3 of 3 rows\n"
        "sum of amount by customer (largest first):\nkim: 120\nlee: 75",
        answer="고객별 amount 합계는 kim 120, lee 75예요.",
    ),
    Example(
        "add a line 'buy eggs' at the end of list.txt",
        "Adding it to list.txt.",
        "write_file",
        {"path": "list.txt", "content": "buy eggs", "mode": "append"},
    ),
    Example(
        "how many lines does app.log have?",
        "Counting the lines.",
        "bash",
        {"command": "wc -l app.log"},
    ),
    Example("how big is photo.jpg?", "Checking its size.", "bash", {"command": "ls -l photo.jpg"}),
    Example(
        "what is 12 times 7?",
        "Calculating 12 × 7.",
        "calculate",
        {"expression": "12*7"},
        result="12 × 7 = 84",
        answer="12 times 7 is 84.",
    ),
    Example("20평은 몇 제곱미터야?", "계산할게요.", "calculate", {"expression": "20 평 to m2"}),
    Example(
        "look up python tutorials online",
        "Searching the web for python tutorials.",
        "web_search",
        {"query": "python tutorials"},
    ),
    Example(
        "save 'hi' to a.txt", "Writing a.txt.", "write_file", {"path": "a.txt", "content": "hi"}
    ),
    Example(
        "find all markdown files", "Looking for markdown files.", "glob", {"pattern": "**/*.md"}
    ),
    Example("search the code for TODO", "Searching for TODO.", "grep", {"pattern": "TODO"}),
    Example(
        "in todo.txt change milk to bread",
        "Editing todo.txt.",
        "edit_file",
        {"path": "todo.txt", "old_string": "milk", "new_string": "bread"},
    ),
    Example(
        "read the page https://example.com",
        "Opening example.com.",
        "web_fetch",
        {"url": "https://example.com"},
    ),
    Example("who are you?", "I am your desktop assistant."),
)


def format_rules() -> str:
    call = (
        '{"say":"<what you are doing, one short sentence>","tool":"<tool name>","arguments":{...}}'
        if TOOL_CALL_SAYS
        else '{"tool":"<tool name>","arguments":{...}}'
    )
    return FORMAT_RULES.format(call=call)


FORMAT_RULES = (
    "Answer every message in one of two ways:\n"
    "- to use a tool: one JSON object and nothing else, {call}\n"
    "- otherwise (greetings, thanks, questions about yourself, or to answer from a tool "
    "result): your short spoken answer in plain words, no JSON\n"
    "Never state a fact about files, folders, git, sizes, dates or the user, and never give "
    "a computed number, unless a tool result above shows it: call the tool first."
)


def plain_messages(messages: list[ChatMessage], budget: int) -> list[dict[str, str]]:
    """A plain chat (no tools): the system messages joined, then the turns that fit `budget`."""
    system = "\n\n".join(m.content for m in messages if m.role == "system" and m.content)
    convo = [_plain(m) for m in messages if m.role != "system"]
    head = [{"role": "system", "content": system}] if system else []
    return head + _fit(convo, budget - len(system))


def tool_messages(
    messages: list[ChatMessage], tools: list[ToolSpec], budget: int, *, examples: bool = True
) -> list[dict[str, str]]:
    """System prompt with the tool list and format rules, the example turns (if `examples`),
    then the history in the shape the model writes, as much as fits `budget` chars."""
    agent_system = "\n\n".join(m.content for m in messages if m.role == "system" and m.content)
    system = "\n\n".join(part for part in (agent_system, tool_instructions(tools)) if part)
    head = [{"role": "system", "content": system}]
    if examples:
        head += example_turns(tools)
    convo = [_as_model_turn(m) for m in messages if m.role != "system"]
    # Only Korean needs saying: the grammar holds an English answer's opening to English, and
    # "(Answer in English.)" after a Korean turn made the model explain how to do an English
    # request in words instead of calling the tool (bench_conversation, session 22).
    note = KOREAN_ANSWER_NOTE if answer_language(messages) == "ko" else ""
    if convo and note and messages[-1].role in ("user", "tool"):
        convo[-1] = {**convo[-1], "content": convo[-1]["content"] + note}
    used = sum(len(m["content"]) for m in head)
    return head + _fit(convo, budget - used)


def to_reply(text: str, tools: list[ToolSpec], new_id: Callable[[], str]) -> LLMReply:
    """The model's turn as an LLMReply: a JSON call of a known tool, else the words said.

    A call cut off by max_tokens keeps its tool (with the raw arguments, for the pipeline to
    refuse as an `is_error` result); a call of an unknown tool or JSON of another shape is
    never run, and never read out as an answer either."""
    said = text.strip()
    if not said.startswith(CALL_OPENING):
        return LLMReply(text=said)
    names = {spec.name for spec in tools}
    try:
        data = json.loads(said)
    except json.JSONDecodeError:
        return _salvage(said, names, new_id)
    if not isinstance(data, dict):
        return LLMReply(text="")
    say = str(data.get("say") or "").strip()
    tool = data.get("tool")
    if not isinstance(tool, str) or tool not in names:
        return LLMReply(text=say)
    arguments = data.get("arguments", {})
    call = ToolCall(
        id=new_id(),
        name=tool,
        arguments=arguments if isinstance(arguments, dict) else json.dumps(arguments),
    )
    return LLMReply(text=say, tool_calls=[call])


def _salvage(text: str, names: set[str], new_id: Callable[[], str]) -> LLMReply:
    """A JSON call cut off by max_tokens: keep the tool (raw arguments) or the spoken line."""
    tool = re.search(r'"tool"\s*:\s*"([^"]+)"', text)
    say = re.search(r'"say"\s*:\s*"((?:[^"\\]|\\.)*)', text)
    spoken = say.group(1).replace('\\"', '"').strip() if say else ""
    if tool and tool.group(1) in names:
        args = text.split('"arguments":', 1)[1] if '"arguments":' in text else ""
        return LLMReply(
            text=spoken,
            tool_calls=[ToolCall(id=new_id(), name=tool.group(1), arguments=args)],
        )
    return LLMReply(text=spoken)


# What an answer must look like (a regex over its whole text), by the request's language. It
# never opens with "{" (that is a call) nor with white space. Words alone did not keep a 1.5B
# from answering an English request in Korean after a Korean turn, the grammar does.
# Korean: a Hangul syllable within the first 24 characters (a file name or number may lead);
# English: no Hangul in the first 24 (a Korean word later is fine: "Good morning is 안녕하세요").
_H = HANGUL_SYLLABLES
ANSWER_PATTERNS = {
    None: "[^\\s{][\\s\\S]*",
    "ko": f"(?:[{_H}]|[^\\s{{{_H}][^{_H}]{{0,23}}[{_H}])[\\s\\S]*",
    "en": f"[^\\s{{{_H}](?:[^{_H}]{{0,23}}|[^{_H}]{{23}}[\\s\\S]*)",
}


def build_call_schema(tools: list[ToolSpec]) -> dict[str, Any]:
    """`{"tool": <name>, "arguments": {…}}` for each tool (anyOf), as the grammar's JSON part."""
    say: dict[str, Any] = {"type": "string", "maxLength": 300}
    return {
        "anyOf": [
            {
                "type": "object",
                "properties": call_turn(
                    say, {"const": spec.name}, argument_schema(spec.parameters)
                ),
                "required": list(call_turn(0, 0, 0)),
                "additionalProperties": False,
            }
            for spec in tools
        ]
    }


def build_grammar(
    tools: list[ToolSpec], *, answer: bool = True, language: str | None = None
) -> str:
    """The llguidance grammar of one turn: a JSON call of one of `tools`, or (if `answer`, and
    always when there are no tools) plain words whose opening is in `language` ("ko"/"en")."""
    choices: list[str] = []
    rules: list[str] = []
    if tools:
        compact = {"x-guidance": {"whitespace_flexible": False}, **build_call_schema(tools)}
        choices.append("call")
        rules.append("call: %json " + json.dumps(compact, ensure_ascii=False))
    if answer or not tools:
        choices.append("answer")
        rules.append(f"answer: /{ANSWER_PATTERNS.get(language, ANSWER_PATTERNS[None])}/")
    return "\n".join(["%llguidance {}", "start: " + " | ".join(choices), *rules]) + "\n"


def argument_schema(parameters: Mapping[str, Any]) -> dict[str, Any]:
    """A tool's parameter schema made friendlier to a grammar and to a tiny model.

    Titles and defaults go, `X | None` becomes `X` (the model should leave the field out), no
    property outside the schema is allowed, and optional non-string properties (timeouts, line
    numbers, flags) are dropped: small models fill them with harmful guesses such as
    `"timeout_s": 0.001`, while their defaults are right for a spoken request.
    """
    schema = _strip(copy.deepcopy(dict(parameters)))
    schema.setdefault("type", "object")
    required = set(schema.get("required", []) or [])
    schema["properties"] = {
        name: prop
        for name, prop in (schema.get("properties") or {}).items()
        if name in required or (isinstance(prop, dict) and prop.get("type") == "string")
    }
    schema["additionalProperties"] = False
    return schema


def closed_schema(node: Any) -> Any:
    """`node` with `additionalProperties: false` on every object that does not say otherwise."""
    if isinstance(node, Mapping):
        out = {key: closed_schema(value) for key, value in node.items()}
        if out.get("type") == "object" or "properties" in out:
            out.setdefault("additionalProperties", False)
        return out
    if isinstance(node, list):
        return [closed_schema(value) for value in node]
    return node


def _strip(node: Any) -> Any:
    if isinstance(node, dict):
        node = {k: _strip(v) for k, v in node.items() if k not in ("title", "default", "examples")}
        options = node.get("anyOf")
        if isinstance(options, list):
            kept = [o for o in options if not (isinstance(o, dict) and o.get("type") == "null")]
            if len(kept) == 1 and isinstance(kept[0], dict):
                node.pop("anyOf")
                node = {**kept[0], **node}
        return node
    if isinstance(node, list):
        return [_strip(v) for v in node]
    return node


def tool_instructions(tools: list[ToolSpec]) -> str:
    lines = ["Tools:"]
    for spec in tools:
        schema = argument_schema(spec.parameters)
        properties = schema["properties"]
        required = set(schema.get("required", []) or [])
        args = ", ".join(
            f"{name}{'' if name in required else ' (optional)'}" for name in properties
        )
        lines.append(f"- {spec.name}: {_first_sentence(spec.description)} Arguments: {args or '-'}")
    return "\n".join(lines) + "\n\n" + format_rules()


def example_turns(tools: list[ToolSpec]) -> list[dict[str, str]]:
    """The demonstration turns that fit the offered tools (same name, known argument names)."""
    by_name = {spec.name: spec for spec in tools}
    turns: list[dict[str, str]] = []
    for ex in EXAMPLES:
        said = ex.say
        if ex.tool != NO_TOOL:
            spec = by_name.get(ex.tool)
            known = set((spec.parameters.get("properties") or {}) if spec else ())
            if spec is None or not set(ex.arguments or {}) <= known:
                continue
            said = _j(call_turn(ex.say, ex.tool, dict(ex.arguments or {})))
        turns += [{"role": "user", "content": ex.user}, {"role": "assistant", "content": said}]
        if ex.result is not None and ex.answer is not None:
            turns += [
                {"role": "user", "content": _tool_result_text(ex.tool, ex.result)},
                {"role": "assistant", "content": ex.answer},
            ]
    return turns


def _as_model_turn(message: ChatMessage) -> dict[str, str]:
    """History in the shape the model is asked to write: calls as JSON, answers as words."""
    if message.role == "assistant" and message.tool_calls:
        call = message.tool_calls[0]
        arguments = call.arguments if isinstance(call.arguments, dict) else {}
        said = _j(call_turn(message.content, call.name, arguments))
        return {"role": "assistant", "content": said}
    return _plain(message)


def _plain(message: ChatMessage) -> dict[str, str]:
    if message.role == "tool":
        return {"role": "user", "content": _tool_result_text(message.name, message.content)}
    return {"role": message.role, "content": message.content}


def _tool_result_text(name: str | None, content: str) -> str:
    if len(content) > TOOL_RESULT_MAX_CHARS:
        content = content[:TOOL_RESULT_MAX_CHARS] + "\n[... output cut ...]"
    return f"Result of {name or 'the tool'}:\n{content}"


def _fit(convo: list[dict[str, str]], budget: int) -> list[dict[str, str]]:
    """Drop the oldest turns (never the last one) until the conversation fits `budget` chars."""
    kept = list(convo)
    while len(kept) > 1 and sum(len(m["content"]) for m in kept) > budget:
        kept.pop(0)
    while kept and kept[0]["role"] == "assistant" and len(kept) > 1:
        kept.pop(0)  # start with the user's words
    return kept


def repeats_call(messages: list[ChatMessage], call: ToolCall) -> bool:
    """Whether this turn (since the last user message) already made exactly this call."""
    for message in reversed(messages):
        if message.role == "user":
            return False
        if message.role == "assistant":
            for earlier in message.tool_calls:
                if earlier.name == call.name and earlier.arguments == call.arguments:
                    return True
    return False


def _first_sentence(text: str) -> str:
    text = " ".join(text.split())
    match = re.match(r"(.+?[.!?])(\s|$)", text)
    return match.group(1) if match else text


def _j(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
