"""Assemble an assistant session from settings: tools, policy, sandbox, backend, loop."""

from __future__ import annotations

from pathlib import Path

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent.loop import AgentConfig, AgentLoop
from jarvis_voice.agent.pipeline import ToolPipeline
from jarvis_voice.approval.base import Approver
from jarvis_voice.config import Settings
from jarvis_voice.llm.base import LLMBackend
from jarvis_voice.paths import jarvis_home
from jarvis_voice.policy.roles import ToolPolicy
from jarvis_voice.policy.rules_store import validate_agent_id
from jarvis_voice.policy.sandbox import Sandbox
from jarvis_voice.procedures import install_procedures
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin import builtin_tools
from jarvis_voice.tools.registry import ToolRegistry


def default_registry() -> ToolRegistry:
    registry = ToolRegistry()
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
) -> AgentLoop:
    """Everything a turn needs. Raises ConfigError/RulesFileError with one clear line."""
    agent_id = validate_agent_id(settings.agent.id)
    root = (workdir or settings.tools.workdir or Path.cwd()).resolve()
    activity = activity or ActivityLog()
    sandbox = Sandbox.from_settings(settings, workdir=root, home=jarvis_home())
    pipeline = ToolPipeline(ToolPolicy.from_settings(settings), sandbox, activity)
    agent = AgentLoop(
        config=AgentConfig(
            agent_id=agent_id,
            display_name=settings.agent.display_name,
            language=settings.agent.language,
            max_model_calls=settings.agent.max_model_calls,
            input_max_length=settings.security.input_max_length,
        ),
        backend=backend,
        registry=registry or default_registry(),
        pipeline=pipeline,
        context=ToolContext(workdir=root, agent_id=agent_id, settings=settings),
        activity=activity,
        approver=approver,
    )
    # Episodes, memory tools, /procedures and approved procedure tools (SPEC P, R, B).
    install_procedures(agent, settings)
    return agent
