"""What a tool is: a name, a pydantic argument schema and an async `run`."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel

from jarvis_voice.i18n import Language
from jarvis_voice.llm.base import ToolCall, ToolSpec
from jarvis_voice.policy.reasons import Reason


@dataclass(frozen=True)
class ToolResult:
    content: str
    is_error: bool = False
    # T4: a final result is returned to the user verbatim when every result of a response is final.
    final: bool = False
    exit_code: int | None = None  # a program's exit status (bash), for the audit trail (issue 14)


@dataclass
class ToolContext:
    """What a running tool may know about its surroundings."""

    workdir: Path
    agent_id: str = "main"
    settings: Any = None  # jarvis_voice.config.Settings; Any avoids an import cycle
    # Set for the length of one turn: how a tool runs nested calls (procedure steps, P6).
    executor: CallExecutor | None = None
    # Set per call by the tool pipeline: why this call may run (a rule, a human, no approval
    # needed). The bash tool's OS sandbox follows it (tools/sandbox.py); None: not via the gate.
    allowed_by: Reason | None = None
    # Set for the length of one turn: the turn's language ("ko"/"en", core/turn_language.py),
    # in which its approval questions and a tool's own words to the user are; None: the agent's.
    language: Language | None = None
    # Set for the length of one turn: the person's request (the start and the end of a long
    # one, grounding.readable), so a tool that returns many facts gives the model only those
    # asked about (system_info: "what kernel?" → the OS line).
    request: str = ""


class CallExecutor(Protocol):
    """Runs tool calls inside the current turn: its tools, its human, the whole T1 pipeline."""

    @property
    def approver(self) -> Any:
        """The turn's Approver (None when nobody can be asked)."""

    @property
    def tools(self) -> Mapping[str, Tool[Any]]:
        """The turn's visible tools."""

    async def execute(
        self, call: ToolCall, tools: Mapping[str, Tool[Any]] | None = None
    ) -> ToolResult:
        """Run `call` as if the model had asked for it (among `tools`, default the turn's)."""


ArgsT = TypeVar("ArgsT", bound=BaseModel)


class Tool(ABC, Generic[ArgsT]):
    """A tool the model can call. Subclasses set `name`, `description`, `Args` and `run`.

    `Tool[MyArgs]` with `Args = MyArgs`: `run` receives the validated `MyArgs` instance. The
    three attributes are usually class attributes; a tool built at run time (a procedure, an
    MCP tool) may set them per instance in `__init__`.
    """

    name: str
    description: str
    Args: type[ArgsT]
    # A5: ask a human before running (unless a rule allows the call). Declared by the tool;
    # `security.require_approval_for` may override it for one agent (see tools.approval).
    requires_approval: bool = False
    # Runs its command in the OS sandbox when `security.sandbox` asks for it (tools/sandbox.py);
    # the approval gate then lets a rule allow it only while that sandbox can start.
    os_sandbox: bool = False

    @abstractmethod
    async def run(self, args: ArgsT, ctx: ToolContext) -> ToolResult: ...

    def spec(self) -> ToolSpec:
        schema = self.Args.model_json_schema()
        schema.pop("title", None)
        return ToolSpec(name=self.name, description=self.description, parameters=schema)
