"""`procedure_<name>` tools (P6, P7): an approved procedure the model can call.

With a replayable plan and every input it needs, the tool runs the steps one by one through the
turn's executor (`ctx.executor`: the turn's tools, pipeline and approver) — policy, plugins,
approvals and the dangerous-command list apply to each step exactly as if the model had
called it — and stops at the first failure or denial. Otherwise it returns the recipe for the
model to follow.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import BaseModel, Field, create_model

from jarvis_voice.activity import ActivityLog
from jarvis_voice.i18n import Msg
from jarvis_voice.llm.base import ToolCall
from jarvis_voice.procedures.distill import RECIPE_LINE, Language
from jarvis_voice.procedures.fileformat import PlanStep, fill, placeholders
from jarvis_voice.procedures.store import Procedure
from jarvis_voice.tools.base import CallExecutor, Tool, ToolContext, ToolResult

STEP_OUTPUT_MAX = 2000
_INPUT_NAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


class ProcedureTool(Tool[BaseModel]):
    """One approved procedure of one agent (`owner`); other agents never see it (P7)."""

    def __init__(
        self, procedure: Procedure, language: Language, activity: ActivityLog | None = None
    ) -> None:
        self.procedure = procedure
        self.owner = procedure.owner
        self.activity = activity or ActivityLog()
        self.language: Language = language
        self.name = procedure.tool_name
        summary = procedure.meta.description or f"learned procedure {procedure.name}"
        self.description = f"{summary} (approved procedure; pass the request's details as `args`)"
        self.Args = _args_model(procedure)

    async def run(self, args: BaseModel, ctx: ToolContext) -> ToolResult:
        values = {k: v for k, v in args.model_dump().items() if isinstance(v, str) and v.strip()}
        plan = self.procedure.meta.plan
        needed = placeholders([s.arguments for s in plan]) if plan else set()
        missing = sorted(n for n in needed if n not in values)
        if plan and not missing and ctx.executor is not None:
            return await run_plan(ctx.executor, self.activity, self.procedure.name, plan, values)
        return ToolResult(self.recipe(values, missing))

    def recipe(self, values: dict[str, str], missing: list[str]) -> str:
        free = values.get("args") or ", ".join(f"{k}={v}" for k, v in values.items())
        text = fill(self.procedure.body.strip(), {"args": free or "(none given)"})
        lines = [f"Procedure {self.procedure.name}:", text, ""]
        if missing:
            lines.append(
                f"(Inputs not given, so the steps were not run for you: {', '.join(missing)})"
            )
        lines.append(RECIPE_LINE[self.language])
        if self.language != "en":
            lines.append(RECIPE_LINE["en"])
        return "\n".join(lines)


def _args_model(procedure: Procedure) -> type[BaseModel]:
    fields: dict[str, Any] = {
        "args": (str, Field(default="", description="The details of this request, in words.")),
    }
    for item in procedure.meta.inputs:
        if (
            item.name != "args"
            and _INPUT_NAME.match(item.name)
            and not item.name.startswith("model_")
        ):
            fields[item.name] = (
                str | None,
                Field(default=None, description=item.description or item.name),
            )
    model_name = "Args_" + re.sub(r"\W", "_", procedure.tool_name)
    return create_model(model_name, **fields)


async def run_plan(
    executor: CallExecutor,
    activity: ActivityLog,
    name: str,
    plan: list[PlanStep],
    inputs: dict[str, str],
) -> ToolResult:
    """P6: each step through the session's tool executor; stop at the first failure/denial."""
    # Steps may use only the agent's own tools, never another procedure (no recursion).
    tools = {n: t for n, t in executor.tools.items() if not isinstance(t, ProcedureTool)}
    done: list[str] = []
    total = len(plan)
    for number, step in enumerate(plan, start=1):
        arguments = fill(step.arguments, inputs)
        call = ToolCall(id=f"{name}_step_{number}", name=step.tool, arguments=arguments)
        activity.emit(
            Msg("activity.procedure_step", name=name, n=number, total=total, tool=step.tool)
        )
        result = await executor.execute(call, tools)
        content = _clip(result.content)
        if result.is_error:
            lines = [
                f"Procedure {name} stopped at step {number} of {total} ({step.tool}): {content}",
                *done,
            ]
            if number < total:
                lines.append(f"Steps {number + 1}–{total} were not run.")
            return ToolResult("\n".join(lines), is_error=True)
        done.append(
            f"step {number} {step.tool} {json.dumps(arguments, ensure_ascii=False)}:\n{content}"
        )
    return ToolResult(f"Procedure {name}: all {total} steps done.\n" + "\n".join(done))


def _clip(text: str) -> str:
    return text if len(text) <= STEP_OUTPUT_MAX else text[:STEP_OUTPUT_MAX] + "\n[... cut ...]"
