"""`jarvis rules list|revoke|check` — inspect approval memory without running anything (A8)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from jarvis_voice.config import load_settings
from jarvis_voice.errors import JarvisError
from jarvis_voice.paths import jarvis_home
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import RuleBook, read_rules_file
from jarvis_voice.policy.sandbox import Sandbox

app = typer.Typer(help="List, revoke and check approval rules.", no_args_is_help=True)

AgentOpt = Annotated[str, typer.Option("--agent", help="Agent id whose rules apply.")]


@app.command("list")
def list_rules(
    agent: AgentOpt = "main",
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Show the global rules and the agent's own rules."""
    book = RuleBook(jarvis_home())
    layers = [("global", book.global_path()), (agent, book.agent_path(agent))]
    rows = [
        {"layer": name, "file": str(path), "tool": rule.tool, "pattern": rule.pattern}
        for name, path in layers
        for rule in read_rules_file(path)
    ]
    if as_json:
        typer.echo(json.dumps(rows, ensure_ascii=False))
        return
    for name, path in layers:
        typer.echo(f"{name}: {path}")
        rules = [r for r in rows if r["file"] == str(path)]
        if not rules:
            typer.echo("  (no rules)")
        for row in rules:
            typer.echo(f"  {row['tool']:<12} {row['pattern']}")


@app.command("revoke")
def revoke(
    tool: Annotated[str, typer.Option("--tool", help="Tool name of the rule.")],
    pattern: Annotated[str, typer.Option("--pattern", help="Pattern of the rule, exactly.")],
    agent: AgentOpt = "main",
    global_: Annotated[
        bool, typer.Option("--global", help="Revoke from the global approvals.yaml.")
    ] = False,
) -> None:
    """Remove one rule; the running assistant stops using it at once (files are re-read)."""
    book = RuleBook(jarvis_home())
    path = book.global_path() if global_ else book.agent_path(agent)
    if book.revoke(path, Rule(tool=tool, pattern=pattern)):
        typer.echo(f"revoked {tool} · {pattern} from {path}")
        return
    typer.echo(f"no rule {tool} · {pattern} in {path}", err=True)
    raise typer.Exit(1)


@app.command("check")
def check(
    tool: Annotated[str, typer.Option("--tool", help="Tool name, e.g. bash or write_file.")],
    agent: AgentOpt = "main",
    command: Annotated[str | None, typer.Option("--command", help="bash command.")] = None,
    path: Annotated[str | None, typer.Option("--path", help="Path for file tools.")] = None,
    args_json: Annotated[
        str | None, typer.Option("--args", help="Other tool arguments as a JSON object.")
    ] = None,
    workdir: Annotated[
        Path | None, typer.Option("--workdir", help="Directory relative paths resolve against.")
    ] = None,
) -> None:
    """Would this call run without asking? Prints one JSON object; runs nothing."""
    args: dict[str, Any] = {}
    if args_json is not None:
        try:
            parsed = json.loads(args_json)
        except json.JSONDecodeError as exc:
            raise JarvisError(f"--args is not valid JSON: {exc.msg}") from exc
        if not isinstance(parsed, dict):
            raise JarvisError("--args must be a JSON object")
        args.update(parsed)
    if command is not None:
        args["command"] = command
    if path is not None:
        args["path"] = path
    settings = load_settings()
    root = (workdir or settings.tools.workdir or Path.cwd()).resolve()
    sandbox = Sandbox.from_settings(settings, workdir=root, home=jarvis_home())
    result = sandbox.evaluate(agent, tool, args)
    typer.echo(
        json.dumps(
            {
                "decision": result.verdict,
                "reason": result.reason,
                "rule": result.rule.as_dict() if result.rule else None,
                "suggestion": result.suggestion,
                "detail": result.detail or None,
            },
            ensure_ascii=False,
        )
    )
