"""Assemble an assistant session from settings: tools, policy, approval gate, backend, loop."""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.data_words_note import data_words_contribution
from jarvis_voice.agent.date_notes import date_notes_contribution
from jarvis_voice.agent.features import LoopParts
from jarvis_voice.agent.loop import AgentConfig, AgentLoop
from jarvis_voice.agent.pipeline import ToolPipeline
from jarvis_voice.agent.spelled_numbers import spelled_numbers_contribution
from jarvis_voice.agent.terms_note import terms_note_contribution
from jarvis_voice.agent.think_in_english import think_in_english_contribution
from jarvis_voice.agents import agent_contribution, settings_for
from jarvis_voice.agents.ask_agent import Spawn
from jarvis_voice.agents.definitions import resolve
from jarvis_voice.approval.base import Approver
from jarvis_voice.approval.gate import ApprovalGate
from jarvis_voice.audit import audit_journals
from jarvis_voice.config import Settings
from jarvis_voice.extensions import extensions_contribution
from jarvis_voice.llm.base import LLMBackend
from jarvis_voice.paths import jarvis_home
from jarvis_voice.policy.roles import ToolPolicy
from jarvis_voice.policy.rules_store import validate_agent_id
from jarvis_voice.procedures import procedures_contribution
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin import builtin_tools
from jarvis_voice.tools.registry import ToolRegistry
from jarvis_voice.undo.feature import undo_contribution, undo_journals


def default_registry(require_approval_for: Collection[str] | None = None) -> ToolRegistry:
    """The built-in tools; `require_approval_for` overrides which ask (see tools.approval)."""
    registry = ToolRegistry(require_approval_for)
    for tool in builtin_tools():
        registry.register(tool)
    return registry


def build_agent(
    settings: Settings,
    backend: LLMBackend,
    approver: Approver | None,
    activity: ActivityLog | None = None,
    registry: ToolRegistry | None = None,
    workdir: Path | None = None,
    *,
    spawned: bool = False,
) -> AgentLoop:
    """Everything a turn needs. Raises ConfigError/RulesFileError with one clear line.

    `spawned`: built by another agent's ask_agent (no ask_agent of its own).
    """
    settings = settings_for(settings)  # the agent definition's display name and model (X5)
    definition, definitions = resolve(settings)
    agent_id = validate_agent_id(settings.agent.id)
    root = (workdir or settings.tools.workdir or Path.cwd()).resolve()
    activity = activity or ActivityLog(language=settings.agent.language)
    gate = ApprovalGate.from_settings(settings, workdir=root, home=jarvis_home())
    config = AgentConfig(
        agent_id=agent_id,
        display_name=settings.agent.display_name,
        language=settings.agent.language,
        max_model_calls=settings.agent.max_model_calls,
        input_max_length=settings.security.input_max_length,
        grounding=settings.agent.grounding,
        first_look_up=settings.agent.first_look_up,
    )
    parts = LoopParts(
        config=config,
        settings=settings,
        backend=backend,
        registry=registry or default_registry(settings.security.require_approval_for),
        pipeline=ToolPipeline(
            ToolPolicy.from_settings(settings),
            gate,
            activity,
            journals=[*undo_journals(settings, activity), *audit_journals(settings, activity)],
        ),
        activity=activity,
        workdir=root,
    )
    spawn = None if spawned else _spawner(settings, backend, activity, root)
    # Allowlist, boundaries, agent-only tools, ask_agent, schedule (X5); skills, plugins, user
    # and MCP tools (X1–X4); episodes, memory tools, /procedures, procedure tools (P, R, B);
    # /undo (issue 14); Korean questions about the world thought through in English first; a
    # calculation's numbers as digits; the file that holds the data words a request names; the
    # weekday and age of the dates tools show, when asked.
    contribution = (
        agent_contribution(settings, definition, definitions, spawn)
        + extensions_contribution(parts)[0]
        + procedures_contribution(parts)[0]
        + undo_contribution(settings)
        + terms_note_contribution()  # before: its note stays after the English
        + think_in_english_contribution(settings, backend, activity)
        + spelled_numbers_contribution()
        + data_words_contribution()
        + date_notes_contribution()
    )
    return AgentLoop(
        config=config,
        backend=backend,
        registry=parts.registry,
        pipeline=parts.pipeline,
        context=ToolContext(workdir=root, agent_id=agent_id, settings=settings),
        activity=activity,
        approver=approver,
        contribution=contribution,
    )


def _spawner(settings: Settings, backend: LLMBackend, activity: ActivityLog, root: Path) -> Spawn:
    """How ask_agent builds another agent: the asking turn's human, same ACTIVITY and folder."""

    def spawn(agent_id: str, approver: Approver | None) -> AgentLoop:
        other = settings_for(settings, agent_id)
        other_backend = backend
        if other.llm.backend == "ollama" and other.llm.ollama_model != settings.llm.ollama_model:
            from jarvis_voice.llm.factory import make_backend  # its own model (X5 `model`)

            other_backend = make_backend(other.llm)
        return build_agent(other, other_backend, approver, activity, workdir=root, spawned=True)

    return spawn
