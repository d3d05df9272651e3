"""User tools: `~/.jarvis/tools/*.py` (T6: they override same-name built-ins).

A tool file may contain either form (or both):

1. A `Tool` subclass defined in the file (see `jarvis_voice.tools.base`), e.g.
   `class Shout(Tool[ShoutArgs])` with `name`, `description`, `Args = ShoutArgs` (a pydantic
   model) and `async def run(self, args: ShoutArgs, ctx)`. Set `requires_approval = True` to
   make it ask first.
2. A plain function marked with `@tool` (sync or async). Its typed parameters become the
   arguments, its docstring the description; a parameter named `ctx` receives the
   ToolContext. It returns a string (or a ToolResult):

       from jarvis_voice.extensions import tool

       @tool
       def shout(text: str, times: int = 1) -> str:
           '''Repeat a text in capitals.'''
           return " ".join([text.upper()] * times)

   `@tool(name=..., description=..., final=True, requires_approval=True)` sets the details.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar, overload

from pydantic import BaseModel, ConfigDict, Field, create_model

from jarvis_voice.extensions.loader import ExtensionLoadError, load_module
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult

TOOL_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_MARK = "__jarvis_tool__"
F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True)
class ToolOptions:
    name: str | None = None
    description: str | None = None
    final: bool = False
    requires_approval: bool = False


@overload
def tool(fn: F) -> F: ...
@overload
def tool(
    *,
    name: str | None = None,
    description: str | None = None,
    final: bool = False,
    requires_approval: bool = False,
) -> Callable[[F], F]: ...
def tool(
    fn: F | None = None,
    *,
    name: str | None = None,
    description: str | None = None,
    final: bool = False,
    requires_approval: bool = False,
) -> F | Callable[[F], F]:
    """Mark a function in a tool file as a tool (see the module docstring)."""
    options = ToolOptions(name, description, final, requires_approval)

    def mark(function: F) -> F:
        setattr(function, _MARK, options)
        return function

    return mark(fn) if fn is not None else mark


class FunctionTool(Tool[BaseModel]):
    """A `@tool` function as a Tool: arguments validated by a model built from its signature."""

    def __init__(self, fn: Callable[..., Any], options: ToolOptions) -> None:
        self.fn = fn
        self.options = options
        self.name = options.name or fn.__name__
        doc = inspect.getdoc(fn) or ""
        self.description = (
            options.description or doc.split("\n\n")[0].strip() or f"user tool {self.name}"
        )
        self.requires_approval = options.requires_approval
        self._wants_ctx = "ctx" in inspect.signature(fn).parameters
        self.Args = _args_model(fn, self.name)

    async def run(self, args: BaseModel, ctx: ToolContext) -> ToolResult:
        kwargs = {name: getattr(args, name) for name in type(args).model_fields}
        if self._wants_ctx:
            kwargs["ctx"] = ctx
        if inspect.iscoroutinefunction(self.fn):
            value = await self.fn(**kwargs)
        else:
            value = await asyncio.to_thread(self.fn, **kwargs)
        if isinstance(value, ToolResult):
            return value
        text = (
            value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
        )
        return ToolResult(text, final=self.options.final)


def _args_model(fn: Callable[..., Any], tool_name: str) -> type[BaseModel]:
    fields: dict[str, Any] = {}
    hints = inspect.get_annotations(fn, eval_str=True)
    for param in inspect.signature(fn).parameters.values():
        if param.name == "ctx":
            continue
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            raise ExtensionLoadError(f"tool {tool_name}: *args/**kwargs are not supported")
        annotation = hints.get(param.name, Any)
        default = ... if param.default is param.empty else param.default
        fields[param.name] = (annotation, Field(default=default))
    model_name = "Args_" + re.sub(r"\W", "_", tool_name)
    return create_model(model_name, __config__=ConfigDict(extra="forbid"), **fields)


def tools_from_module(module: ModuleType, origin: str) -> list[Tool]:
    """The Tool subclasses defined in `module` and its `@tool` functions, instantiated."""
    found: list[Tool] = []
    for value in list(vars(module).values()):
        if getattr(value, "__module__", None) != module.__name__:
            continue  # imported, not defined here (e.g. `from ... import ReadFileTool`)
        if inspect.isclass(value) and issubclass(value, Tool) and not inspect.isabstract(value):
            try:
                found.append(value())
            except Exception as exc:
                raise ExtensionLoadError(
                    f"{origin}: cannot create {value.__name__}: {exc}"
                ) from exc
        elif callable(value) and isinstance(getattr(value, _MARK, None), ToolOptions):
            try:
                found.append(FunctionTool(value, getattr(value, _MARK)))
            except ExtensionLoadError as exc:
                raise ExtensionLoadError(f"{origin}: {exc}") from exc
            except Exception as exc:
                raise ExtensionLoadError(f"{origin}: tool {value.__name__}: {exc}") from exc
    for item in found:
        _check(item, origin)
    return found


def load_tool_file(path: Path) -> list[Tool]:
    tools = tools_from_module(load_module(path, "tool"), path.name)
    if not tools:
        raise ExtensionLoadError(
            f"{path.name}: defines no tools (a Tool subclass or a function marked @tool)"
        )
    return tools


def _check(item: Tool, origin: str) -> None:
    name = getattr(item, "name", None)
    if not isinstance(name, str) or not TOOL_NAME.match(name):
        raise ExtensionLoadError(f"{origin}: tool name {name!r} must be 1–64 of A-Z a-z 0-9 _ -")
    if not isinstance(getattr(item, "description", None), str):
        raise ExtensionLoadError(f"{origin}: tool {name} has no description")
    args = getattr(item, "Args", None)
    if not (inspect.isclass(args) and issubclass(args, BaseModel)):
        raise ExtensionLoadError(f"{origin}: tool {name} needs a pydantic `Args` model")
    try:
        item.spec()
    except Exception as exc:
        raise ExtensionLoadError(f"{origin}: tool {name} has an unusable schema: {exc}") from exc
