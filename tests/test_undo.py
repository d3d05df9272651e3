"""Issue 14 undo: real files, real git, real bash through the real tool pipeline."""

from __future__ import annotations

import errno
import hashlib
import os
from pathlib import Path

import pytest

from jarvis_voice.undo import list_changes, undo_last
from jarvis_voice.undo import restore as restore_module
from jarvis_voice.undo.store import UndoStore
from undo_support import Session, commit_all, git_repo


def blob_names(home: Path) -> set[str]:
    blobs = home / "undo" / "blobs"
    return {p.name for p in blobs.iterdir()} if blobs.is_dir() else set()


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_undo_write_of_a_new_file_removes_it(tmp_path: Path) -> None:
    s = Session(tmp_path)
    s.do("write_file", path="notes.txt", content="hello\n")
    assert s.recorder.runs[-1][1] == ["notes.txt"] and s.recorder.runs[-1][2]
    outcome = undo_last()
    assert outcome.ok and outcome.restored == (str(tmp_path / "notes.txt"),)
    assert outcome.change == "write_file: notes.txt"
    assert not (tmp_path / "notes.txt").exists()
    assert outcome.describe("en") == "Undid write_file: notes.txt (restored notes.txt)."
    assert (
        outcome.describe("ko") == "'write_file: notes.txt' 작업을 되돌렸습니다 (복원: notes.txt)."
    )


def test_undo_write_over_an_existing_file_brings_back_content_and_mode(tmp_path: Path) -> None:
    script = tmp_path / "run.sh"
    script.write_text("echo old\n")
    script.chmod(0o750)
    s = Session(tmp_path)
    s.do("write_file", path="run.sh", content="echo new\n")
    assert script.read_text() == "echo new\n"
    assert undo_last().ok
    assert script.read_text() == "echo old\n"
    assert script.stat().st_mode & 0o777 == 0o750


def test_undo_edit_file(tmp_path: Path) -> None:
    (tmp_path / "app.py").write_text("x = 1\ny = 2\n")
    s = Session(tmp_path)
    s.do("edit_file", path="app.py", old_string="y = 2", new_string="y = 3")
    assert undo_last().ok
    assert (tmp_path / "app.py").read_text() == "x = 1\ny = 2\n"


@pytest.mark.parametrize("in_git", [True, False], ids=["git", "plain"])
def test_undo_bash_create_modify_delete_rename(tmp_path: Path, in_git: bool) -> None:
    work = git_repo(tmp_path / "w") if in_git else tmp_path / "w"
    work.mkdir(exist_ok=True)
    (work / "a.txt").write_text("a\n")
    (work / "b.txt").write_text("b\n")
    (work / "sub").mkdir()
    (work / "sub" / "d.txt").write_text("d\n")
    if in_git:
        commit_all(work)
    s = Session(work)
    s.do(
        "bash",
        command="echo new > c.txt && echo changed >> a.txt && rm b.txt && mv sub/d.txt e.txt",
    )
    assert sorted(os.listdir(work)) == sorted(
        [*([".git"] if in_git else []), "a.txt", "c.txt", "e.txt", "sub"]
    )
    assert s.recorder.runs[-1][1] == ["a.txt", "b.txt", "c.txt", "e.txt", "sub/d.txt"]
    outcome = undo_last()
    assert outcome.ok, outcome.reason
    assert (
        outcome.change
        == "bash: echo new > c.txt && echo changed >> a.txt && rm b.txt && mv sub/d.txt e.txt"
    )
    assert (work / "a.txt").read_text() == "a\n"
    assert (work / "b.txt").read_text() == "b\n"
    assert (work / "sub" / "d.txt").read_text() == "d\n"
    assert not (work / "c.txt").exists() and not (work / "e.txt").exists()
    assert "restored a.txt, b.txt, c.txt, e.txt, sub/d.txt" in outcome.describe("en")


def test_bash_that_changes_nothing_records_nothing(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("a")
    s = Session(tmp_path)
    s.do("bash", command="cat a.txt")
    assert s.recorder.runs[-1] == ("bash", [], None)
    assert undo_last().describe("en") == "Nothing to undo."


def test_repeated_undo_walks_back(tmp_path: Path) -> None:
    f = tmp_path / "f.txt"
    f.write_text("v0")
    s = Session(tmp_path)
    s.do("write_file", path="f.txt", content="v1")
    s.do("edit_file", path="f.txt", old_string="v1", new_string="v2")
    s.do("bash", command="echo v3 > f.txt && touch g.txt")
    seen = []
    for _ in range(3):
        outcome = undo_last()
        assert outcome.ok, outcome.reason
        seen.append((outcome.change, f.read_text()))
    assert seen == [
        ("bash: echo v3 > f.txt && touch g.txt", "v2"),
        ("edit_file: f.txt", "v1"),
        ("write_file: f.txt", "v0"),
    ]
    assert not (tmp_path / "g.txt").exists()
    last = undo_last()
    assert (last.ok, last.describe("en"), last.describe("ko")) == (
        False,
        "Nothing to undo.",
        "되돌릴 작업이 없습니다.",
    )
    statuses = [c.status for c in list_changes()]
    assert statuses == ["undone", "undone", "undone"]


def test_refuses_after_an_outside_edit_and_restores_nothing(tmp_path: Path) -> None:
    (tmp_path / "keep.txt").write_text("keep v0")
    (tmp_path / "notes.txt").write_text("notes v0")
    s = Session(tmp_path)
    s.do("bash", command="echo v1 > keep.txt; echo v1 > notes.txt")
    (tmp_path / "notes.txt").write_text("my own edit")  # the user, after the command
    outcome = undo_last()
    assert not outcome.ok and outcome.restored == ()
    assert outcome.describe("en") == (
        "Not undone: notes.txt was changed after bash: echo v1 > keep.txt; echo v1 > notes.txt,"
        " so nothing was restored."
    )
    assert "notes.txt 파일이 바뀌어서" in outcome.describe("ko")
    assert (tmp_path / "notes.txt").read_text() == "my own edit"
    assert (tmp_path / "keep.txt").read_text() == "v1\n"  # no partial restore
    # still the newest change: putting the file back as the command left it allows the undo
    (tmp_path / "notes.txt").write_text("v1\n")
    assert undo_last().ok
    assert (tmp_path / "notes.txt").read_text() == "notes v0"


def test_a_missing_copy_refuses_clearly_and_restores_nothing(
    tmp_path: Path, jarvis_home: Path
) -> None:
    (tmp_path / "a.txt").write_text("alpha")
    (tmp_path / "b.txt").write_text("beta")
    s = Session(tmp_path)
    s.do("bash", command="rm a.txt b.txt")
    (jarvis_home / "undo" / "blobs" / sha(b"beta")).unlink()
    outcome = undo_last()
    assert outcome.describe("en") == (
        "Not undone: the saved copy of b.txt is missing from the undo store, so nothing was"
        " restored."
    )
    assert not (tmp_path / "a.txt").exists() and not (tmp_path / "b.txt").exists()


def test_a_corrupt_copy_counts_as_missing(tmp_path: Path, jarvis_home: Path) -> None:
    (tmp_path / "a.txt").write_text("alpha")
    s = Session(tmp_path)
    s.do("write_file", path="a.txt", content="new")
    (jarvis_home / "undo" / "blobs" / sha(b"alpha")).write_text("bit rot")
    assert "saved copy of a.txt is missing" in undo_last().reason
    assert (tmp_path / "a.txt").read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["a.txt"]  # no temp file left behind


def test_disk_full_while_staging_renames_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "a.txt").write_text("a0")
    (tmp_path / "b.txt").write_text("b0")
    s = Session(tmp_path)
    s.do("bash", command="echo a1 > a.txt; echo b1 > b.txt")
    real = restore_module.stage_write
    written: list[Path] = []

    def fill_up(path: Path, data: bytes, mode: int) -> None:
        # A full disk simulated: the second staged file fails with ENOSPC, as write(2) would.
        if written:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        real(path, data, mode)
        written.append(path)

    monkeypatch.setattr(restore_module, "stage_write", fill_up)
    outcome = undo_last()
    assert outcome.describe("en") == (
        "Not undone: the disk is full (no room to put back b.txt), so nothing was restored."
    )
    assert outcome.describe("ko") == (
        "되돌리지 않았습니다: 디스크가 가득 차서 (b.txt) 아무것도 복원하지 않았습니다."
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt", "b.txt"]  # temps removed
    assert (tmp_path / "a.txt").read_text() == "a1\n" and (tmp_path / "b.txt").read_text() == "b1\n"
    assert UndoStore().open_restores() == []
    monkeypatch.setattr(restore_module, "stage_write", real)
    assert undo_last().ok  # with room again the same change set undoes
    assert (tmp_path / "a.txt").read_text() == "a0"


def test_a_change_too_big_to_keep_is_recorded_and_undo_says_so(tmp_path: Path) -> None:
    big = tmp_path / "big.bin"
    big.write_bytes(b"x" * 4096)
    s = Session(tmp_path, undo={"max_file_bytes": 1024})
    s.do("write_file", path="small.txt", content="small")
    s.do("bash", command="echo more >> big.bin")
    assert s.recorder.runs[-1] == ("bash", ["big.bin"], None)  # changed, but no change set
    assert any("undo · echo more >> big.bin: not kept" in line for line in s.activity.lines())
    outcome = undo_last()
    assert not outcome.ok and outcome.change == "bash: echo more >> big.bin"
    assert outcome.describe("en") == (
        "Not undone: bash: echo more >> big.bin was too big to keep (big.bin is 0.0 MB, over the"
        " 0.0 MB cap); undo again to go further back."
    )
    assert big.stat().st_size == 4096 + 5
    assert undo_last().ok  # walks past it to the write
    assert not (tmp_path / "small.txt").exists()
    assert [c.status for c in list_changes()] == ["skipped", "undone"]


def test_a_symlink_out_of_the_workdir_is_never_followed(tmp_path: Path, jarvis_home: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("outside content")
    (outside / "dir").mkdir()
    (outside / "dir" / "inner.txt").write_text("inner content")
    work = tmp_path / "work"
    work.mkdir()
    (work / "link").symlink_to(outside / "secret.txt")
    (work / "dirlink").symlink_to(outside / "dir")
    s = Session(work)
    s.do("bash", command="rm link; rm dirlink")
    copies = blob_names(jarvis_home)
    assert sha(b"outside content") not in copies and sha(b"inner content") not in copies
    assert undo_last().ok
    assert os.readlink(work / "link") == str(outside / "secret.txt")
    assert os.readlink(work / "dirlink") == str(outside / "dir")
    assert (outside / "secret.txt").read_text() == "outside content"
    # writing through the link changes a file outside: not in the workdir scan, never restored
    s.do("bash", command="echo more >> link")
    assert s.recorder.runs[-1] == ("bash", [], None)
    assert undo_last().describe("en") == "Nothing to undo."
    assert (outside / "secret.txt").read_text() == "outside contentmore\n"


def test_git_ignored_files_are_not_copied(tmp_path: Path, jarvis_home: Path) -> None:
    work = git_repo(tmp_path / "repo")
    (work / ".gitignore").write_text("build/\n")
    (work / "build").mkdir()
    (work / "build" / "out.o").write_bytes(b"object code")
    (work / "src.c").write_text("int main;")
    commit_all(work)
    (work / "new.c").write_text("untracked but not ignored")
    s = Session(work)
    s.do("bash", command="true")
    copies = blob_names(jarvis_home)
    assert sha(b"int main;") in copies and sha(b"untracked but not ignored") in copies
    assert sha(b"object code") not in copies


def test_a_rescan_reads_only_what_changed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for i in range(30):
        (tmp_path / f"f{i}.txt").write_text(str(i))
        os.utime(tmp_path / f"f{i}.txt", ns=(10**18, 10**18))  # old enough not to be "racy"
    s = Session(tmp_path)
    s.do("bash", command="true")  # the first scan reads (and copies) everything
    read: list[str] = []
    real = Path.read_bytes

    def counting(self: Path) -> bytes:
        read.append(self.name)
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", counting)
    s.do("bash", command="echo x > f3.txt")
    # before: nothing read (cached); after: only the changed file
    assert read == ["f3.txt"]


def test_prune_keeps_the_newest_change_sets_and_their_copies(
    tmp_path: Path, jarvis_home: Path
) -> None:
    s = Session(tmp_path, undo={"keep": 2})
    for i in range(4):
        s.do("write_file", path="f.txt", content=f"v{i}")
    UndoStore().prune(2, grace_s=0)
    assert [c.description for c in list_changes()] == ["f.txt", "f.txt"]
    assert blob_names(jarvis_home) == {sha(b"v1"), sha(b"v2")}  # the before-copies still needed
    assert undo_last().ok and undo_last().ok
    assert (tmp_path / "f.txt").read_text() == "v1"
    assert undo_last().describe("en") == "Nothing to undo."


def test_undo_disabled_adds_no_journal_and_no_command(tmp_path: Path) -> None:
    s = Session(tmp_path, undo={"enabled": False})
    s.do("write_file", path="a.txt", content="x")
    assert s.recorder.runs[-1] == ("write_file", [], None)
    assert "undo" not in s.agent.commands
