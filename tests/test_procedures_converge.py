"""P5: legacy per-generation files converge to one per task type; archive, never delete."""

from __future__ import annotations

import contextlib
from pathlib import Path

from jarvis_voice.procedures.converge import converge
from jarvis_voice.procedures.fileformat import Meta, render
from jarvis_voice.procedures.store import ProcedureStore
from procedures_support import md_files


def legacy(store: ProcedureStore, agent: str, task_type: str, gen: int, status: str) -> Path:
    meta = Meta(
        name=f"{task_type}-g{gen}",
        description=f"generation {gen}",
        status=status,  # type: ignore[arg-type]
        source=f"edm:{agent}:{task_type}:{gen}",
        tools=[task_type],
    )
    path = store.root / f"{meta.name}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render(meta, f"Steps:\n1. generation {gen} body\n"))
    return path


def test_latest_approved_kept_later_draft_attached_rest_archived() -> None:
    store = ProcedureStore()
    legacy(store, "karen", "lh_notice", 1, "approved")
    legacy(store, "karen", "lh_notice", 3, "approved")
    for gen in (2, 4, 5):
        legacy(store, "karen", "lh_notice", gen, "draft")
    report = converge(store)
    assert md_files(store.root) == ["lh_notice-g3.md"]
    [kept] = store.scan().procedures
    assert kept.meta.source == "edm:karen:lh_notice" and kept.meta.status == "approved"
    assert kept.meta.agent == "karen" and kept.meta.generation == 5
    assert kept.meta.revision is not None and "generation 5 body" in kept.meta.revision.body
    assert "generation 3 body" in kept.body
    assert sorted(report.archived) == [f"lh_notice-g{g}.md" for g in (1, 2, 4, 5)]
    assert sorted(p.name for p in store.archive_dir.iterdir()) == sorted(report.archived)


def test_without_an_approved_one_the_latest_is_kept() -> None:
    store = ProcedureStore()
    for gen in (1, 2, 3):
        legacy(store, "main", "glob", gen, "draft")
    converge(store)
    [kept] = store.scan().procedures
    assert kept.name == "glob-g3" and kept.meta.revision is None and kept.meta.generation == 3


def test_second_run_changes_nothing_and_groups_stay_apart() -> None:
    store = ProcedureStore()
    legacy(store, "main", "glob", 1, "approved")
    legacy(store, "main", "glob", 2, "draft")
    legacy(store, "karen", "glob", 1, "draft")
    legacy(store, "karen", "grep", 1, "draft")
    converge(store)
    snapshot = {p.name: p.read_bytes() for p in store.root.rglob("*.md")}
    again = converge(store)
    assert not again.changed and again.lines == []
    assert {p.name: p.read_bytes() for p in store.root.rglob("*.md")} == snapshot
    owners = sorted((p.owner, p.task_type) for p in store.scan().procedures)
    assert owners == [("karen", "glob"), ("karen", "grep"), ("main", "glob")]


def test_archived_files_are_never_tools_or_listed() -> None:
    store = ProcedureStore()
    legacy(store, "main", "glob", 1, "approved")
    legacy(store, "main", "glob", 2, "approved")
    converge(store)
    assert [p.name for p in store.scan().procedures] == ["glob-g2"]


def test_a_crash_halfway_is_finished_by_the_next_run(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    store = ProcedureStore()
    legacy(store, "main", "glob", 1, "approved")
    for gen in (2, 3):
        legacy(store, "main", "glob", gen, "draft")
    calls = {"n": 0}
    real_archive = ProcedureStore.archive

    def archive_then_die(self: ProcedureStore, procedure):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] == 2:
            raise SystemExit("killed")
        return real_archive(self, procedure)

    monkeypatch.setattr(ProcedureStore, "archive", archive_then_die)
    with contextlib.suppress(SystemExit):
        converge(store)
    monkeypatch.setattr(ProcedureStore, "archive", real_archive)
    converge(store)
    [kept] = store.scan().procedures
    assert kept.name == "glob-g1" and kept.meta.revision is not None
    assert kept.meta.revision.generation == 3
    assert len(list(store.archive_dir.iterdir())) == 2
    assert not converge(store).changed


def test_broken_legacy_file_is_left_alone() -> None:
    store = ProcedureStore()
    legacy(store, "main", "glob", 1, "approved")
    broken = store.root / "glob-g2.md"
    broken.write_text("---\nname: [unclosed\nsource: edm:main:glob:2\n---\n")
    converge(store)
    assert broken.read_text().startswith("---\nname: [unclosed")
    assert [b.path.name for b in store.scan().broken] == ["glob-g2.md"]
