"""The procedure file: markdown with YAML frontmatter (SPEC P, file format).

    ---
    name: list-md-files
    description: List markdown files and summarise the README
    status: approved            # draft | approved
    source: edm:main:glob       # edm:<agent>:<task type>; legacy files add :<generation>
    agent: main
    tools: [glob, read_file]
    parameters: '1. file pattern, 2. lines to read'
    generation: 2               # the last generation of 3 successes handled
    revision: {...}             # a pending revision of an approved procedure (or absent)
    plan: [{tool: glob, arguments: {pattern: '{{pattern}}'}}]   # P6, optional
    inputs: [{name: pattern, description: glob pattern}]
    ---
    Example request: ...
    This input: {{args}}

    Steps:
    1. glob ...

Keys this module does not know are kept as they are, so a hand-added key survives a rewrite.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

# libyaml's safe loader/dumper when present: same results, ~10x faster than pure Python.
_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_Dumper: Any = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

Status = Literal["draft", "approved"]
Kind = Literal["procedure", "task_pattern"]

NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$")
PLACEHOLDER_RE = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")
_FRONTMATTER_RE = re.compile(r"\A---[ \t]*\r?\n(.*?)^---[ \t]*\r?\n?(.*)\Z", re.S | re.M)


class FormatProblem(ValueError):
    """The file cannot be read as a procedure; the message says why in one line."""


class PlanStep(BaseModel):
    model_config = ConfigDict(extra="forbid")

    tool: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class PlanInput(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    description: str = ""


class Revision(BaseModel):
    """A pending new version of an approved procedure (P2); `approve` swaps it in."""

    model_config = ConfigDict(extra="allow")

    generation: int = 0
    origin: str = "distill"  # distill | reflection
    description: str = ""
    tools: list[str] = Field(default_factory=list)
    parameters: str = ""
    plan: list[PlanStep] | None = None
    inputs: list[PlanInput] = Field(default_factory=list)
    body: str


class Meta(BaseModel):
    model_config = ConfigDict(extra="allow")

    name: str
    description: str = ""
    status: Status
    source: str = ""
    agent: str | None = None
    tools: list[str] = Field(default_factory=list)
    parameters: str = ""
    generation: int = Field(default=0, ge=0)
    revision: Revision | None = None
    plan: list[PlanStep] | None = None
    inputs: list[PlanInput] = Field(default_factory=list)
    kind: Kind = "procedure"
    when: str = ""  # task patterns only
    keywords: list[str] = Field(default_factory=list)  # task patterns only

    @field_validator("name")
    @classmethod
    def _name_ok(cls, value: str) -> str:
        if not NAME_RE.match(value):
            raise ValueError("letters, digits, '-', '_' and '.' only (at most 80)")
        return value

    @field_validator("parameters", mode="before")
    @classmethod
    def _parameters_text(cls, value: Any) -> Any:
        # The seed writes a string; a hand-edited list is accepted and joined.
        if isinstance(value, list):
            return ", ".join(f"{i}. {v}" for i, v in enumerate(value, start=1))
        return "" if value is None else value


_KEY_ORDER = (
    "name",
    "description",
    "status",
    "source",
    "agent",
    "kind",
    "when",
    "keywords",
    "tools",
    "parameters",
    "generation",
    "plan",
    "inputs",
    "revision",
)


def parse(text: str) -> tuple[Meta, str]:
    """Frontmatter and body; FormatProblem (one line) when the file is not a valid procedure."""
    match = _FRONTMATTER_RE.match(text.lstrip("\ufeff"))
    if not match:
        raise FormatProblem(
            "no frontmatter: the file must start with '---' and close it with '---'"
        )
    try:
        data = yaml.load(match.group(1), Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (frontmatter line {mark.line + 1})" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise FormatProblem(f"frontmatter is not valid YAML{where}: {problem}") from None
    if not isinstance(data, dict):
        raise FormatProblem("frontmatter must be a mapping of keys to values")
    try:
        meta = Meta.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "frontmatter"
        raise FormatProblem(f"{where}: {first['msg']}") from None
    return meta, match.group(2)


def render(meta: Meta, body: str) -> str:
    data = meta.model_dump(mode="json", exclude_none=True)
    if meta.kind == "procedure":
        for key in ("kind", "when", "keywords"):
            data.pop(key, None)
    if not meta.inputs:
        data.pop("inputs", None)
    ordered = {key: data.pop(key) for key in _KEY_ORDER if key in data}
    ordered.update(data)  # unknown (hand-added) keys last, unchanged
    head = yaml.dump(ordered, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=100)
    return f"---\n{head}---\n{body.rstrip()}\n"


def slugify(text: str, limit: int = 48) -> str:
    """A file/tool-friendly name: lowercase ASCII words joined by '-'."""
    words = re.findall(r"[a-z0-9]+", text.lower())
    slug = "-".join(words)[:limit].strip("-")
    return slug


def short_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:6]


def tool_name_for(name: str) -> str:
    """`procedure_<name>` in the characters every backend accepts for a tool name."""
    core = re.sub(r"[^a-z0-9_]+", "_", name.lower()).strip("_") or "unnamed"
    return f"procedure_{core}"[:64]


def placeholders(value: Any) -> set[str]:
    """`{{name}}` placeholders used anywhere inside `value`."""
    if isinstance(value, str):
        return set(PLACEHOLDER_RE.findall(value))
    if isinstance(value, dict):
        return set().union(*(placeholders(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(placeholders(v) for v in value)) if value else set()
    return set()


def fill(value: Any, inputs: dict[str, str]) -> Any:
    """Replace `{{name}}` placeholders with the given inputs (unknown ones stay as they are)."""
    if isinstance(value, str):
        return PLACEHOLDER_RE.sub(lambda m: inputs.get(m.group(1), m.group(0)), value)
    if isinstance(value, dict):
        return {k: fill(v, inputs) for k, v in value.items()}
    if isinstance(value, list):
        return [fill(v, inputs) for v in value]
    return value
