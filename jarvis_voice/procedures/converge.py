"""P5: legacy per-generation files (`edm:<agent>:<type>:<gen>`) → one file per task type.

Per (agent, type): keep the latest approved generation (else the latest), attach a later draft as
its revision, give it the current source `edm:<agent>:<type>`, and move every other file of the
group to `.archive/` (never deleted; archived files are never tools). The kept file is written
first, then the rest are moved, so a crash halfway leaves a state the next run finishes; a run
with nothing legacy left changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from jarvis_voice.procedures.fileformat import Revision
from jarvis_voice.procedures.store import Procedure, ProcedureStore, edm_source


@dataclass
class ConvergeReport:
    kept: list[str] = field(default_factory=list)
    archived: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.kept or self.archived)


def converge(store: ProcedureStore) -> ConvergeReport:
    report = ConvergeReport()
    with store.lock():
        scan = store.scan()
        groups: dict[tuple[str, str], list[Procedure]] = {}
        for procedure in scan.procedures:
            if procedure.task_type is not None and not procedure.is_pattern:
                groups.setdefault((procedure.owner, procedure.task_type), []).append(procedure)
        for (agent, task_type), members in sorted(groups.items()):
            if all(p.legacy_generation is None for p in members):
                continue  # already one current file: nothing to do (idempotent)
            _converge_group(store, agent, task_type, members, report)
    return report


def _converge_group(
    store: ProcedureStore,
    agent: str,
    task_type: str,
    members: list[Procedure],
    report: ConvergeReport,
) -> None:
    ordered = sorted(members, key=lambda p: (p.generation, p.path.name))
    approved = [p for p in ordered if p.meta.status == "approved"]
    keep = approved[-1] if approved else ordered[-1]
    later_drafts = [
        p for p in ordered if p.meta.status == "draft" and p.generation > keep.generation
    ]
    update: dict[str, object] = {
        "source": edm_source(agent, task_type),
        "agent": agent,
        "generation": max(p.generation for p in ordered),
    }
    if later_drafts:
        draft = later_drafts[-1]
        update["revision"] = Revision(
            generation=draft.generation,
            origin="converge",
            description=draft.meta.description,
            tools=draft.meta.tools,
            parameters=draft.meta.parameters,
            plan=draft.meta.plan,
            inputs=draft.meta.inputs,
            body=draft.body,
        )
    keep.meta = keep.meta.model_copy(update=update)
    store.save(keep)
    report.kept.append(keep.name)
    moved = [p for p in ordered if p is not keep]
    for procedure in moved:
        target = store.archive(procedure)
        report.archived.append(target.name)
    report.lines.append(
        f"converged {agent}:{task_type}: kept {keep.name}"
        + (f" (+ revision from generation {later_drafts[-1].generation})" if later_drafts else "")
        + f", archived {len(moved)}"
    )
