"""`/procedures list|show NAME|approve NAME|reject NAME|learn` (P3), for chat and the CLI.

Every command sees only the calling agent's procedures. The answers are plain text; errors are
JarvisError with one line (the chat prints it as the reply, the CLI as `jarvis: error: …`).
"""

from __future__ import annotations

from collections.abc import Callable

from jarvis_voice.errors import JarvisError
from jarvis_voice.procedures.learner import ProcedureLearner
from jarvis_voice.procedures.segments import learn_segment
from jarvis_voice.procedures.store import Procedure

USAGE = "usage: /procedures list | show NAME | approve NAME | reject NAME | learn"


def list_text(learner: ProcedureLearner, agent: str) -> str:
    scan = learner.scan()
    own = scan.of(agent)
    lines = [f"procedures of {agent}: {len(own)} of {learner.cap}"]
    for p in own:
        kind = "task pattern draft" if p.is_pattern else p.meta.status
        extra = [f"task type {p.task_type}"] if p.task_type else []
        if not p.is_pattern and p.meta.generation:
            extra.append(f"generation {p.meta.generation}")
        if p.meta.revision is not None:
            extra.append("revision pending")
        if p.meta.status == "approved" and not p.is_pattern:
            extra.append(f"tool {p.tool_name}")
        lines.append(f"- {p.name} · {kind}" + (f" · {' · '.join(extra)}" if extra else ""))
        if p.meta.description:
            lines.append(f"    {p.meta.description}")
    if not own:
        lines.append("  (none yet: 3 successes of the same kind of task make a draft)")
    for broken in scan.broken:
        lines.append(f"⚠ broken file {broken.line()}")
    return "\n".join(lines)


def show_text(learner: ProcedureLearner, agent: str, name: str) -> str:
    procedure = _find(learner, agent, name)
    meta = procedure.meta
    head = [
        f"{meta.name} · {'task pattern draft' if procedure.is_pattern else meta.status}",
        f"file: {procedure.path}",
    ]
    if meta.description:
        head.append(f"description: {meta.description}")
    if procedure.is_pattern:
        head += [f"when: {meta.when}", f"keywords: {', '.join(meta.keywords)}"]
    else:
        head.append(f"source: {meta.source or '-'} · generation {meta.generation}")
        if meta.tools:
            head.append(f"tools: {', '.join(meta.tools)}")
        if meta.parameters:
            head.append(f"parameters: {meta.parameters}")
        if meta.plan:
            inputs = ", ".join(i.name for i in meta.inputs) or "none"
            head.append(f"plan: {len(meta.plan)} replayable steps (inputs: {inputs})")
    text = "\n".join(head) + "\n\n" + procedure.body.strip()
    revision = meta.revision
    if revision is not None:
        text += (
            f"\n\n--- revision pending (generation {revision.generation}, from {revision.origin})"
            f" ---\n"
        )
        if revision.description:
            text += f"description: {revision.description}\n"
        text += revision.body.strip()
    return text


def _find(learner: ProcedureLearner, agent: str, name: str) -> Procedure:
    if not name.strip():
        raise JarvisError("give the procedure's name, e.g. /procedures show NAME")
    procedure = learner.scan().find(agent, name.strip())
    if procedure is None:
        raise JarvisError(f"no procedure named {name.strip()!r} for agent {agent}")
    return procedure


def run_command(
    learner: ProcedureLearner,
    agent: str,
    args: str,
    *,
    session: str | None = None,
    on_change: Callable[[], None] | None = None,
) -> str:
    """Dispatch one `/procedures …` command; JarvisError for bad use or a missing name."""
    verb, _, rest = args.strip().partition(" ")
    name = rest.strip()
    verb = verb.lower() or "list"
    if verb == "list":
        return list_text(learner, agent)
    if verb == "show":
        return show_text(learner, agent, name)
    if verb in ("approve", "reject"):
        if not name:
            raise JarvisError(f"give the procedure's name, e.g. /procedures {verb} NAME")
        answer = (learner.approve if verb == "approve" else learner.reject)(agent, name)
        if on_change is not None:
            on_change()
        return answer
    if verb == "learn":
        answer = learn_segment(learner, agent, session)
        if on_change is not None:
            on_change()
        return answer
    raise JarvisError(USAGE)
