"""X2 plugins: `~/.jarvis/plugins/<name>.py`, module-level hook functions (sync or async).

    before_agent_start(agent_id: str, prompt: str) -> str | None   # extra system-prompt text
    before_tool_call(tool: str, args: dict) -> str | None           # a reason blocks the call
    after_tool_call(tool: str, args: dict, result: ToolResult) -> None   # observe only
    transform_context(messages: list[ChatMessage]) -> list[ChatMessage] | None
    on_message_end(answer: str) -> str | None                      # a string replaces the reply

Plugins run in file-name order and chain (each sees the previous one's output). Every call is
isolated: an exception is one ACTIVITY line `⚠ plugin · <name> · <hook> failed: …` and the
turn goes on as if that plugin had returned nothing.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from jarvis_voice.activity import ActivityLog
from jarvis_voice.extensions.loader import ExtensionLoadError, describe, load_module
from jarvis_voice.i18n import Msg
from jarvis_voice.llm.base import ChatMessage
from jarvis_voice.tools.base import ToolResult

HOOK_NAMES = (
    "before_agent_start",
    "before_tool_call",
    "after_tool_call",
    "transform_context",
    "on_message_end",
)


@dataclass(frozen=True)
class Plugin:
    name: str
    hooks: dict[str, Callable[..., Any]] = field(default_factory=dict)
    path: Path | None = None


def load_plugin(path: Path) -> Plugin:
    module = load_module(path, "plugin")
    hooks = {
        name: getattr(module, name) for name in HOOK_NAMES if callable(getattr(module, name, None))
    }
    if not hooks:
        raise ExtensionLoadError(f"{path.name}: defines none of the hooks {', '.join(HOOK_NAMES)}")
    return Plugin(name=path.stem, hooks=hooks, path=path)


async def _call(fn: Callable[..., Any], *args: Any) -> Any:
    value = fn(*args)
    return await value if inspect.isawaitable(value) else value


class PluginHookError(Exception):
    """A plugin hook raised; the message says what and where (the pipeline reports it)."""


class PluginToolHook:
    """One plugin as a ToolPipeline hook (T1 step 2 and after_tool_call). The pipeline
    isolates failures; this only makes their message say the error type and line."""

    def __init__(self, plugin: Plugin) -> None:
        self.plugin = plugin
        self.name = plugin.name

    async def before_tool_call(self, tool: str, args: dict[str, Any]) -> str | None:
        reason = await self._run("before_tool_call", tool, args)
        return str(reason) if reason else None

    async def after_tool_call(self, tool: str, args: dict[str, Any], result: ToolResult) -> None:
        await self._run("after_tool_call", tool, args, result)

    async def _run(self, hook: str, *args: Any) -> Any:
        fn = self.plugin.hooks.get(hook)
        if fn is None:
            return None
        try:
            return await _call(fn, *args)
        except Exception as exc:
            raise PluginHookError(describe(exc, self.plugin.path)) from exc


class PluginHost:
    """The turn-level hooks of a set of plugins, each call isolated and reported."""

    def __init__(self, activity: ActivityLog, plugins: Callable[[], Sequence[Plugin]]) -> None:
        self.activity = activity
        self._plugins = plugins

    async def before_agent_start(self, agent_id: str, prompt: str) -> str | None:
        added = []
        for plugin, fn in self._with("before_agent_start"):
            text = await self._guard(plugin, "before_agent_start", fn, agent_id, prompt)
            if isinstance(text, str) and text.strip():
                added.append(text.strip())
        return "\n\n".join(added) or None

    async def transform_context(self, messages: list[ChatMessage]) -> list[ChatMessage]:
        for plugin, fn in self._with("transform_context"):
            returned = await self._guard(plugin, "transform_context", fn, list(messages))
            if returned is None:
                continue
            try:
                messages = _as_messages(returned)
            except (TypeError, ValidationError) as exc:
                self._report(plugin, "transform_context", f"returned an unusable value: {exc}")
        return messages

    async def on_message_end(self, answer: str) -> str:
        for plugin, fn in self._with("on_message_end"):
            returned = await self._guard(plugin, "on_message_end", fn, answer)
            if isinstance(returned, str):
                answer = returned
            elif returned is not None:
                self._report(plugin, "on_message_end", f"returned {type(returned).__name__}")
        return answer

    def _with(self, hook: str) -> list[tuple[Plugin, Callable[..., Any]]]:
        return [(p, p.hooks[hook]) for p in self._plugins() if hook in p.hooks]

    async def _guard(self, plugin: Plugin, hook: str, fn: Callable[..., Any], *args: Any) -> Any:
        try:
            return await _call(fn, *args)
        except Exception as exc:  # X2: one plugin's error never reaches the turn
            self._report(plugin, hook, describe(exc, plugin.path))
            return None

    def _report(self, plugin: Plugin, hook: str, problem: str) -> None:
        self.activity.emit(
            Msg("activity.plugin_failed", plugin=plugin.name, hook=hook, problem=problem)
        )


def _as_messages(value: Any) -> list[ChatMessage]:
    if not isinstance(value, list) or not value:
        raise TypeError(f"expected a non-empty list of messages, got {type(value).__name__}")
    return [m if isinstance(m, ChatMessage) else ChatMessage.model_validate(m) for m in value]
