"""`jarvis procedures list|show|approve|reject|learn --agent ID` — the chat's `/procedures` (P3).

A running assistant picks up an approval made here at its next turn (it re-reads the
procedures directory when it changes).
"""

from __future__ import annotations

from typing import Annotated

import typer

from jarvis_voice.cli.language import cli_language
from jarvis_voice.config import load_settings
from jarvis_voice.i18n import N_
from jarvis_voice.llm.base import LLMBackend
from jarvis_voice.policy.rules_store import validate_agent_id
from jarvis_voice.procedures.commands import run_command
from jarvis_voice.procedures.runtime import build_learner

app = typer.Typer(help=N_("cli.procedures"), no_args_is_help=True)

AgentOpt = Annotated[str, typer.Option("--agent", help=N_("cli.procedures.agent"))]
NameArg = Annotated[str, typer.Argument(help=N_("cli.procedures.name"))]


def _run(agent: str, args: str, backend: LLMBackend | None = None) -> None:
    learner, _ = build_learner(load_settings(), backend)
    typer.echo(run_command(learner, validate_agent_id(agent), args, language=cli_language()))


@app.command("list", help=N_("cli.procedures.list"))
def list_procedures(agent: AgentOpt = "main") -> None:
    """The agent's procedures and drafts ("revision pending" marked), and broken files."""
    _run(agent, "list")


@app.command("show", help=N_("cli.procedures.show"))
def show(name: NameArg, agent: AgentOpt = "main") -> None:
    """The body, and the pending revision if there is one."""
    _run(agent, f"show {name}")


@app.command("approve", help=N_("cli.procedures.approve"))
def approve(name: NameArg, agent: AgentOpt = "main") -> None:
    """Approve a draft, or an approved procedure's pending revision."""
    _run(agent, f"approve {name}")


@app.command("reject", help=N_("cli.procedures.reject"))
def reject(name: NameArg, agent: AgentOpt = "main") -> None:
    """Drop a pending revision (or move a draft to .archive/)."""
    _run(agent, f"reject {name}")


@app.command("learn", help=N_("cli.procedures.learn"))
def learn(
    agent: AgentOpt = "main",
    no_llm: Annotated[bool, typer.Option("--no-llm", help=N_("cli.procedures.no_llm"))] = False,
) -> None:
    """Learn the latest stretch of tool work (≥3 tool calls) of the agent's latest session."""
    backend: LLMBackend | None = None
    if not no_llm:
        from jarvis_voice.llm.factory import make_backend  # heavy: only when a model is needed

        backend = make_backend(load_settings().llm)
    _run(agent, "learn", backend)
