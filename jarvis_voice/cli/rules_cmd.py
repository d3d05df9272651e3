"""`jarvis rules list|revoke|check` — inspect approval memory without running anything (A8)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from jarvis_voice.approval.gate import ApprovalGate
from jarvis_voice.cli.language import cli_language
from jarvis_voice.config import Settings, load_settings
from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import N_, Msg, t
from jarvis_voice.paths import jarvis_home
from jarvis_voice.policy import rules_listing
from jarvis_voice.policy.evaluate import ToolInfo
from jarvis_voice.policy.rules import Rule
from jarvis_voice.policy.rules_store import RuleBook
from jarvis_voice.policy.verdict import Allow, Ask, Verdict

app = typer.Typer(help=N_("cli.rules"), no_args_is_help=True)

AgentOpt = Annotated[str, typer.Option("--agent", help=N_("cli.rules.agent"))]


@app.command("list", help=N_("cli.rules.list"))
def list_rules(
    agent: AgentOpt = "main",
    as_json: Annotated[bool, typer.Option("--json", help=N_("cli.opt.json"))] = False,
) -> None:
    """Show the global rules and the agent's own rules."""
    listing = rules_listing.list_rules(RuleBook(jarvis_home()), agent)
    if listing.problem is not None:
        raise listing.problem
    if as_json:
        rows = [{"layer": r.layer, "file": str(r.file), **r.rule.as_dict()} for r in listing.rules]
        typer.echo(json.dumps(rows, ensure_ascii=False))
        return
    language = cli_language()
    for name, path in listing.layers:
        typer.echo(f"{name}: {path}")
        rules = [r for r in listing.rules if r.file == path]
        if not rules:
            typer.echo("  " + t("rules.none", language))
        for rule in rules:
            typer.echo(f"  {rule.tool:<12} {rule.rule.describe(language)}")


@app.command("revoke", help=N_("cli.rules.revoke"))
def revoke(
    tool: Annotated[str, typer.Option("--tool", help=N_("cli.rules.revoke.tool"))],
    pattern: Annotated[str, typer.Option("--pattern", help=N_("cli.rules.revoke.pattern"))],
    agent: AgentOpt = "main",
    global_: Annotated[bool, typer.Option("--global", help=N_("cli.rules.revoke.global"))] = False,
    exact: Annotated[bool, typer.Option("--exact", help=N_("cli.rules.revoke.exact"))] = False,
    cwd: Annotated[str | None, typer.Option("--cwd", help=N_("cli.rules.revoke.cwd"))] = None,
) -> None:
    """Remove one rule; the running assistant stops using it at once (files are re-read)."""
    book = RuleBook(jarvis_home())
    path = book.global_path() if global_ else book.agent_path(agent)
    try:
        rule = Rule(tool=tool, pattern=pattern, exact=exact, cwd=cwd)
    except ValueError as exc:  # pydantic's ValidationError
        raise JarvisError(Msg("error.rules.invalid_rule", detail=exc)) from exc
    language = cli_language()
    described = rule.describe(language)
    if book.revoke(path, rule):
        typer.echo(t("rules.revoked", language, tool=tool, rule=described, path=path))
        return
    typer.echo(t("rules.not_found", language, tool=tool, rule=described, path=path), err=True)
    raise typer.Exit(1)


@app.command("check", help=N_("cli.rules.check"))
def check(
    tool: Annotated[str, typer.Option("--tool", help=N_("cli.rules.check.tool"))],
    agent: AgentOpt = "main",
    command: Annotated[
        str | None, typer.Option("--command", help=N_("cli.rules.check.command"))
    ] = None,
    path: Annotated[str | None, typer.Option("--path", help=N_("cli.rules.check.path"))] = None,
    args_json: Annotated[
        str | None, typer.Option("--args", help=N_("cli.rules.check.args"))
    ] = None,
    workdir: Annotated[
        Path | None, typer.Option("--workdir", help=N_("cli.rules.check.workdir"))
    ] = None,
) -> None:
    """Would this call run without asking? Prints one JSON object; runs nothing."""
    args: dict[str, Any] = {}
    if args_json is not None:
        try:
            parsed = json.loads(args_json)
        except json.JSONDecodeError as exc:
            raise JarvisError(Msg("error.rules.args_json", detail=exc.msg)) from exc
        if not isinstance(parsed, dict):
            raise JarvisError(Msg("error.rules.args_object"))
        args.update(parsed)
    if command is not None:
        args["command"] = command
    if path is not None:
        args["path"] = path
    settings = load_settings()
    root = (workdir or settings.tools.workdir or Path.cwd()).resolve()
    gate = ApprovalGate.from_settings(settings, workdir=root, home=jarvis_home())
    verdict = gate.check(agent, _tool_meta(tool, settings), args)
    risks = gate.risks(tool, args).lines(settings.agent.language)
    typer.echo(json.dumps(_as_json(verdict, risks, settings.agent.language), ensure_ascii=False))


def _as_json(verdict: Verdict, risks: list[str], language: str) -> dict[str, Any]:
    rule = verdict.rule if isinstance(verdict, Allow) else None
    return {
        "decision": verdict.kind,
        "reason": verdict.reason.value,
        "rule": rule.as_dict() if rule else None,
        # A12: what ALWAYS would offer, narrowest (the default) first
        "scopes": [
            {"id": scope.id, "label": scope.label(language), "rule": scope.rule.as_dict()}
            for scope in (verdict.scopes if isinstance(verdict, Ask) else ())
        ],
        "detail": (None if isinstance(verdict, Allow) else verdict.detail) or None,
        "risks": risks,  # what an approval request would show (A13)
    }


def _tool_meta(name: str, settings: Settings) -> ToolInfo:
    """What a running agent would know about `name`: a built-in's own declaration, else an
    extension tool (not loaded here) that asks only when `require_approval_for` lists it."""
    from jarvis_voice.tools.approval import resolve_requires_approval
    from jarvis_voice.tools.builtin import builtin_tools  # web tools import slowly: only here

    builtin = {tool.name: tool.requires_approval for tool in builtin_tools()}
    requires = resolve_requires_approval(
        name,
        builtin.get(name, False),
        builtin=name in builtin,
        listed=settings.security.require_approval_for,
    )
    return ToolInfo(name, requires)
