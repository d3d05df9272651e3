"""Distillation (P1, P6): three successful turns of one task type → a procedure draft.

One LLM call per generation. The answer must fit `DistillAnswer`; its `plan` is kept only when
every step uses a tool the learned turns used and every `{{placeholder}}` is a declared input
(P6). When the answer is unusable, the draft is written from the turns themselves (the tool
calls as steps, and a plan whose inputs are the argument values that differed between turns),
so a generation costs exactly one call and is never retried.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from jarvis_voice.errors import BackendError, one_line
from jarvis_voice.llm.base import ChatMessage, LLMBackend
from jarvis_voice.procedures.episodes import Episode
from jarvis_voice.procedures.fileformat import PlanInput, PlanStep, placeholders, slugify
from jarvis_voice.procedures.llm_json import ask_json
from jarvis_voice.text import clip

Language = Literal["ko", "en"]
REQUEST_PREVIEW = 600  # per example in the prompt: three of them must fit a 4k context
EXAMPLE_IN_BODY = 300
INPUT_NAME_PATTERN = "^[a-z_][a-z0-9_]{0,31}$"

RECIPE_LINE = {
    "en": "Do not skip steps; actually execute each tool call.",
    "ko": "단계를 건너뛰지 말고 각 도구 호출을 실제로 실행하라.",
}
_LABELS = {
    "en": ("Example request", "This input", "Steps"),
    "ko": ("요청 예", "이번 입력", "절차"),
}


class _Arg(BaseModel):
    name: str
    value: str


class _Step(BaseModel):
    tool: str
    arguments: list[_Arg] = Field(default_factory=list)


class DistillAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(max_length=80)
    description: str = Field(min_length=1, max_length=400)
    parameters: list[str] = Field(default_factory=list)
    steps: list[str] = Field(min_length=1)
    inputs: list[PlanInput] = Field(default_factory=list)
    plan: list[_Step] = Field(default_factory=list)


@dataclass
class Distilled:
    name: str
    description: str
    tools: list[str]
    parameters: str
    steps: list[str]
    example_request: str
    inputs: list[PlanInput] = field(default_factory=list)
    plan: list[PlanStep] | None = None
    from_llm: bool = True
    note: str = ""  # why the LLM answer or its plan was not used


def answer_schema(tools: Sequence[str], compact: bool = False) -> dict[str, Any]:
    """The JSON shape the model must produce, bounded so a tiny model cannot ramble.

    `compact` (grammar-constrained backends) asks only for name, description and steps: a
    0.5B model under a grammar writes a few tokens per second on two cores, and its plans are
    unreliable, so the plan then comes from the turns themselves (`infer_plan`).
    """
    text = {"type": "string"}
    core: dict[str, Any] = {
        "name": {**text, "maxLength": 40},
        "description": {**text, "maxLength": 120},
        "steps": {"type": "array", "items": {**text, "maxLength": 90}, "minItems": 1,
                  "maxItems": 4},
    }  # fmt: skip
    if compact:
        return {"type": "object", "properties": core, "required": list(core)}
    full = {
        **core,
        "parameters": {"type": "array", "items": {**text, "maxLength": 80}, "maxItems": 4},
        "inputs": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "name": {**text, "pattern": INPUT_NAME_PATTERN},
                    "description": {**text, "maxLength": 80},
                },
                "required": ["name", "description"],
            },
            "maxItems": 4,
        },
        "plan": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "tool": {"enum": list(tools)},
                    "arguments": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {
                                "name": {**text, "maxLength": 32},
                                "value": {**text, "maxLength": 200},
                            },
                            "required": ["name", "value"],
                        },
                        "maxItems": 4,
                    },
                },
                "required": ["tool", "arguments"],
            },
            "maxItems": 6,
        },
    }
    return {"type": "object", "properties": full, "required": list(full)}


SYSTEM = (
    "You turn tool work that succeeded several times into a short reusable procedure. "
    "Describe the method, not one particular request. name: 2-4 English words joined by '-'. "
    "description: one sentence. steps: 1-4 short steps in order, each starting with the tool "
    "it uses. Answer with JSON only."
)
SYSTEM_PLAN = (
    " parameters: what changes from one request to the next. inputs: names for those values. "
    "plan: the same tool calls with their arguments, writing {{input_name}} where a value "
    "changes."
)
EXAMPLE = (
    "Example.\n"
    "Task type: glob\n"
    "2 successful turns:\n"
    "1. Request: list the markdown files in docs\n"
    '   - glob {"pattern": "docs/*.md"}\n'
    "2. Request: which markdown files are in notes?\n"
    '   - glob {"pattern": "notes/*.md"}\n'
    'Answer: {"name":"list-markdown-files","description":"List the markdown files in a '
    'folder.","steps":["glob with the pattern <folder>/*.md","reply with the file names"]}\n\n'
    "Now this one.\n"
)


class Distiller:
    def __init__(
        self, backend: LLMBackend | None, max_tokens: int = 600, language: Language = "en"
    ) -> None:
        self.backend = backend
        self.max_tokens = max_tokens
        self.language: Language = language
        self.calls = 0  # LLM calls made (experiment E3 counts them)

    def distill(self, task_type: str, episodes: Sequence[Episode]) -> Distilled:
        tools = learned_tools(episodes)
        if self.backend is None:
            return recipe_from_turns(task_type, episodes, "no language model")
        compact = callable(getattr(self.backend, "complete_json", None))
        messages = [
            ChatMessage(role="system", content=SYSTEM + ("" if compact else SYSTEM_PLAN)),
            ChatMessage(role="user", content=EXAMPLE + prompt(task_type, episodes)),
        ]
        self.calls += 1
        try:
            raw = ask_json(self.backend, messages, answer_schema(tools, compact), self.max_tokens)
            answer = DistillAnswer.model_validate(raw)
        except (BackendError, ValidationError) as exc:
            reason = one_line(exc)[:200]
            return recipe_from_turns(task_type, episodes, f"model answer unusable: {reason}")
        plan, inputs, note = check_plan(answer, tools)
        if plan is None:
            # No usable plan from the model: the turns' own calls, if they agree, are one.
            plan, inputs = infer_plan(episodes)
        return Distilled(
            name=slugify(answer.name) or default_name(task_type),
            description=" ".join(answer.description.split()),
            tools=tools,
            parameters=", ".join(f"{i}. {p}" for i, p in enumerate(answer.parameters, 1))
            or ", ".join(f"{i}. {p.name}" for i, p in enumerate(inputs, 1)),
            steps=[" ".join(s.split()) for s in answer.steps if s.strip()] or [task_type],
            example_request=episodes[0].request if episodes else "",
            inputs=inputs,
            plan=plan,
            note=note,
        )


def learned_tools(episodes: Sequence[Episode]) -> list[str]:
    """Tools the successful turns used, in first-use order."""
    names: dict[str, None] = {}
    for episode in reversed(list(episodes)):  # oldest first
        for call in episode.successful_calls:
            names.setdefault(call.name, None)
    return list(names)


def check_plan(
    answer: DistillAnswer, tools: Sequence[str]
) -> tuple[list[PlanStep] | None, list[PlanInput], str]:
    """P6: keep the plan only if it uses learned tools and declared inputs alone."""
    inputs: list[PlanInput] = []
    for item in answer.inputs:
        if item.name and item.name not in {i.name for i in inputs}:
            inputs.append(item)
    if not answer.plan:
        return None, inputs, "no plan"
    steps = [
        PlanStep(tool=s.tool, arguments={a.name: a.value for a in s.arguments if a.name})
        for s in answer.plan
    ]
    unknown_tools = sorted({s.tool for s in steps} - set(tools))
    if unknown_tools:
        return None, inputs, f"plan discarded: tools not learned: {', '.join(unknown_tools)}"
    declared = {i.name for i in inputs} | {"args"}  # {{args}}: the free-text input, always there
    undeclared = sorted(set().union(*(placeholders(s.arguments) for s in steps)) - declared)
    if undeclared:
        return None, inputs, f"plan discarded: undeclared inputs: {', '.join(undeclared)}"
    return steps, inputs, ""


def prompt(task_type: str, episodes: Sequence[Episode]) -> str:
    lines = [f"Task type: {task_type}", f"{len(episodes)} successful turns:"]
    for number, episode in enumerate(reversed(list(episodes)), start=1):
        lines.append(f"{number}. Request: {clip(episode.request, REQUEST_PREVIEW)}")
        for call in episode.successful_calls:
            lines.append(f"   - {call.name} {json.dumps(call.args, ensure_ascii=False)}")
    lines.append("Answer:")
    return "\n".join(lines)


def recipe_from_turns(task_type: str, episodes: Sequence[Episode], note: str) -> Distilled:
    """A draft straight from the turns: their tool calls as steps; a plan when every turn made
    the same calls, with the argument values that differed as inputs."""
    latest = episodes[0].successful_calls if episodes else []
    steps = [f"{c.name} {json.dumps(c.args, ensure_ascii=False)}" for c in latest] or [task_type]
    plan, inputs = infer_plan(episodes)
    return Distilled(
        name=default_name(task_type),
        description=f"Repeat the {task_type} work that succeeded {len(episodes)} times",
        tools=learned_tools(episodes),
        parameters=", ".join(f"{i}. {p.name}" for i, p in enumerate(inputs, 1)),
        steps=steps,
        example_request=episodes[0].request if episodes else "",
        inputs=inputs,
        plan=plan,
        from_llm=False,
        note=note,
    )


def infer_plan(episodes: Sequence[Episode]) -> tuple[list[PlanStep] | None, list[PlanInput]]:
    sequences = [e.successful_calls for e in episodes]
    if not sequences or not sequences[0]:
        return None, []
    shape = [(c.name, sorted(c.args)) for c in sequences[0]]
    if any([(c.name, sorted(c.args)) for c in seq] != shape for seq in sequences[1:]):
        return None, []
    inputs: list[PlanInput] = []
    steps: list[PlanStep] = []
    for index, call in enumerate(sequences[0]):
        arguments: dict[str, Any] = {}
        for key, value in call.args.items():
            values = [seq[index].args[key] for seq in sequences]
            if len(sequences) > 1 and any(v != value for v in values) and isinstance(value, str):
                name = slugify(key, 24).replace("-", "_") or f"value_{index + 1}"
                if name in {i.name for i in inputs}:
                    name = f"{name}_{index + 1}"
                inputs.append(PlanInput(name=name, description=f"{call.name} {key}"))
                arguments[key] = "{{" + name + "}}"
            else:
                arguments[key] = value
        steps.append(PlanStep(tool=call.name, arguments=arguments))
    if any("_raw" in s.arguments for s in steps):
        return None, []
    return steps, inputs


def default_name(task_type: str) -> str:
    return slugify(task_type.replace("_", "-")) or "procedure"


def render_body(
    language: Language, example_request: str, steps: Sequence[str], content: str | None = None
) -> str:
    """The body of the seed's format: example request, `{{args}}`, numbered steps."""
    example, this_input, steps_label = _LABELS[language]
    lines = [
        f"{example}: {clip(example_request, EXAMPLE_IN_BODY)}",
        f"{this_input}: {{{{args}}}}",
        "",
        f"{steps_label}:",
    ]
    if content is not None:
        lines.append(content.strip())
    else:
        lines += [f"{i}. {step}" for i, step in enumerate(steps, start=1)]
    return "\n".join(lines) + "\n"
