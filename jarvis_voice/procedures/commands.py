"""`/procedures list|show NAME|approve NAME|reject NAME|learn` (P3), for chat and the CLI.

Every command sees only the calling agent's procedures. The answers are plain text in the
caller's language (the turn's in chat, the command's in the CLI); names, statuses as saved in the
files and bodies stay as they are. Errors are JarvisError with one line (the chat prints it as
the reply, the CLI as `jarvis: error: …`).
"""

from __future__ import annotations

from collections.abc import Callable

from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import N_, Msg, t
from jarvis_voice.procedures.learner import ProcedureLearner
from jarvis_voice.procedures.segments import learn_segment
from jarvis_voice.procedures.store import Procedure

_KINDS = {"draft": N_("procedures.kind.draft"), "approved": N_("procedures.kind.approved")}


def _kind(procedure: Procedure, language: str) -> str:
    if procedure.is_pattern:
        return t("procedures.kind.pattern", language)
    status = procedure.meta.status
    return t(_KINDS[status], language) if status in _KINDS else status


def list_text(learner: ProcedureLearner, agent: str, language: str = "en") -> str:
    scan = learner.scan()
    own = scan.of(agent)
    lines = [t("procedures.list.header", language, agent=agent, n=len(own), cap=learner.cap)]
    for p in own:
        extra = [t("procedures.task_type", language, name=p.task_type)] if p.task_type else []
        if not p.is_pattern and p.meta.generation:
            extra.append(t("procedures.generation", language, n=p.meta.generation))
        if p.meta.revision is not None:
            extra.append(t("procedures.revision_pending", language))
        if p.meta.status == "approved" and not p.is_pattern:
            extra.append(t("procedures.tool", language, name=p.tool_name))
        kind = _kind(p, language)
        lines.append(f"- {p.name} · {kind}" + (f" · {' · '.join(extra)}" if extra else ""))
        if p.meta.description:
            lines.append(f"    {p.meta.description}")
    if not own:
        lines.append("  " + t("procedures.list.none", language))
    for broken in scan.broken:
        lines.append(t("procedures.list.broken", language, line=broken.line()))
    return "\n".join(lines)


def show_text(learner: ProcedureLearner, agent: str, name: str, language: str = "en") -> str:
    procedure = _find(learner, agent, name)
    meta = procedure.meta

    def field(key: str, value: object) -> str:
        return t(key, language, value=value)

    head = [
        f"{meta.name} · {_kind(procedure, language)}",
        field(N_("procedures.file"), procedure.path),
    ]
    if meta.description:
        head.append(field(N_("procedures.description"), meta.description))
    if procedure.is_pattern:
        head += [
            field(N_("procedures.when"), meta.when),
            field(N_("procedures.keywords"), ", ".join(meta.keywords)),
        ]
    else:
        generation = t("procedures.generation", language, n=meta.generation)
        source = field(N_("procedures.source"), meta.source or "-")
        head.append(f"{source} · {generation}")
        if meta.tools:
            head.append(field(N_("procedures.tools"), ", ".join(meta.tools)))
        if meta.parameters:
            head.append(field(N_("procedures.parameters"), meta.parameters))
        if meta.plan:
            inputs = ", ".join(i.name for i in meta.inputs) or t("procedures.none", language)
            head.append(t("procedures.plan", language, n=len(meta.plan), inputs=inputs))
    text = "\n".join(head) + "\n\n" + procedure.body.strip()
    revision = meta.revision
    if revision is not None:
        pending = t(
            "procedures.revision_header",
            language,
            generation=revision.generation,
            origin=revision.origin,
        )
        text += f"\n\n--- {pending} ---\n"
        if revision.description:
            text += field(N_("procedures.description"), revision.description) + "\n"
        text += revision.body.strip()
    return text


def _find(learner: ProcedureLearner, agent: str, name: str) -> Procedure:
    if not name.strip():
        raise JarvisError(Msg("procedures.need_name", verb="show"))
    procedure = learner.scan().find(agent, name.strip())
    if procedure is None:
        raise JarvisError(Msg("procedures.no_such", name=name.strip(), agent=agent))
    return procedure


def run_command(
    learner: ProcedureLearner,
    agent: str,
    args: str,
    *,
    session: str | None = None,
    on_change: Callable[[], None] | None = None,
    language: str = "en",
) -> str:
    """Dispatch one `/procedures …` command; JarvisError for bad use or a missing name."""
    verb, _, rest = args.strip().partition(" ")
    name = rest.strip()
    verb = verb.lower() or "list"
    if verb == "list":
        return list_text(learner, agent, language)
    if verb == "show":
        return show_text(learner, agent, name, language)
    if verb in ("approve", "reject"):
        if not name:
            raise JarvisError(Msg("procedures.need_name", verb=verb))
        answer = (learner.approve if verb == "approve" else learner.reject)(agent, name)
        if on_change is not None:
            on_change()
        return answer.text(language)
    if verb == "learn":
        answer = learn_segment(learner, agent, session)
        if on_change is not None:
            on_change()
        return answer.text(language)
    raise JarvisError(Msg("procedures.usage"))
