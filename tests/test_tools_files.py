"""File tools against real files in tmp_path: write, edit, read, list_dir, glob, grep."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.config import load_settings
from jarvis_voice.tools.base import Tool, ToolContext, ToolResult
from jarvis_voice.tools.builtin import _common, files
from jarvis_voice.tools.builtin.files import (
    EditFileTool,
    GlobTool,
    GrepTool,
    ListDirTool,
    ReadFileTool,
    WriteFileTool,
)


def call(tool: Tool, ctx: ToolContext, **kwargs: Any) -> ToolResult:
    return asyncio.run(tool.run(tool.Args.model_validate(kwargs), ctx))


@pytest.fixture
def ctx(tmp_path: Path) -> ToolContext:
    return ToolContext(workdir=tmp_path)


# --- write_file -------------------------------------------------------------------------------


def test_write_creates_parent_directories(ctx: ToolContext, tmp_path: Path) -> None:
    result = call(WriteFileTool(), ctx, path="a/b/c.txt", content="héllo\n")
    assert not result.is_error
    assert result.content == "created a/b/c.txt (7 bytes)"
    assert (tmp_path / "a/b/c.txt").read_text(encoding="utf-8") == "héllo\n"


def test_write_overwrites_atomically_and_keeps_mode(ctx: ToolContext, tmp_path: Path) -> None:
    target = tmp_path / "f.txt"
    target.write_text("old content that is longer")
    target.chmod(0o640)
    inode_before = target.stat().st_ino

    result = call(WriteFileTool(), ctx, path="f.txt", content="new")
    assert result.content == "overwrote f.txt (3 bytes)"
    assert target.read_text() == "new"
    # A new inode shows the file was replaced by rename, not truncated in place.
    assert target.stat().st_ino != inode_before
    assert target.stat().st_mode & 0o777 == 0o640
    assert sorted(os.listdir(tmp_path)) == ["f.txt"]  # no temp file left behind


def test_write_failure_leaves_original_intact(
    ctx: ToolContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "f.txt"
    target.write_text("original")

    def broken_replace(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(_common.os, "replace", broken_replace)
    result = call(WriteFileTool(), ctx, path="f.txt", content="new")
    assert result.is_error
    assert result.content == "cannot write file: no space left on device: f.txt"
    assert target.read_text() == "original"
    assert sorted(os.listdir(tmp_path)) == ["f.txt"]


def test_write_new_file_honours_umask(ctx: ToolContext, tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        call(WriteFileTool(), ctx, path="n.txt", content="x")
    finally:
        os.umask(old)
    assert (tmp_path / "n.txt").stat().st_mode & 0o777 == 0o644


def test_write_through_symlink_keeps_the_link(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "real.txt").write_text("old")
    (tmp_path / "link.txt").symlink_to("real.txt")
    call(WriteFileTool(), ctx, path="link.txt", content="new")
    assert (tmp_path / "link.txt").is_symlink()
    assert (tmp_path / "real.txt").read_text() == "new"


def test_write_to_directory_and_tilde(
    ctx: ToolContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "d").mkdir()
    result = call(WriteFileTool(), ctx, path="d", content="x")
    assert result.is_error and result.content == "is a directory: d"

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    result = call(WriteFileTool(), ctx, path="~/notes.txt", content="hi")
    assert not result.is_error
    assert (home / "notes.txt").read_text() == "hi"


# --- edit_file --------------------------------------------------------------------------------


def test_edit_unique_replacement(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "code.py").write_text("def f():\n    return 1\n")
    result = call(EditFileTool(), ctx, path="code.py", old_string="return 1", new_string="return 2")
    assert not result.is_error
    assert result.content == (
        "edited code.py: replaced 1 occurrence (line 2 changed, now: 'return 2'; 2 lines now)"
    )
    assert (tmp_path / "code.py").read_text() == "def f():\n    return 2\n"


def test_edit_not_found_and_ambiguous(ctx: ToolContext, tmp_path: Path) -> None:
    path = tmp_path / "t.txt"
    path.write_text("x = 1\nx = 1\n")
    missing = call(EditFileTool(), ctx, path="t.txt", old_string="y = 1", new_string="y = 2")
    assert missing.is_error
    assert missing.content == (
        "old_string not found in t.txt; the closest line is 'x = 1'; the file holds:\nx = 1\nx = 1"
    )
    unlike = call(EditFileTool(), ctx, path="t.txt", old_string="print(42)", new_string="z")
    # nothing close: no line named, and the few lines there are shown as they are
    assert unlike.content == "old_string not found in t.txt; the file holds:\nx = 1\nx = 1"

    ambiguous = call(EditFileTool(), ctx, path="t.txt", old_string="x = 1", new_string="x = 2")
    assert ambiguous.is_error
    assert "occurs 2 times" in ambiguous.content
    assert path.read_text() == "x = 1\nx = 1\n"  # untouched on error


def test_edit_replace_all(ctx: ToolContext, tmp_path: Path) -> None:
    path = tmp_path / "t.txt"
    path.write_text("a-a-a")
    result = call(
        EditFileTool(), ctx, path="t.txt", old_string="a", new_string="b", replace_all=True
    )
    assert result.content == (
        "edited t.txt: replaced 3 occurrences (line 1 changed, now: 'b-b-b'; 1 line now)"
    )
    assert path.read_text() == "b-b-b"


@pytest.mark.parametrize(
    ("before", "old", "after", "said"),
    [
        # emptying a whole line deletes it with its line ending: no blank line is left behind
        ("a\nBuy flour\nc\n", "Buy flour", "a\nc\n",
         "deleted 1 line (line 2 removed: 'Buy flour'; 2 lines now)"),
        ("a\nBuy flour\n", "Buy flour\n", "a\n",
         "deleted 1 line (line 2 removed: 'Buy flour'; 1 line now)"),
        ("a\nBuy flour", "Buy flour", "a\n",  # the last line, no newline
         "deleted 1 line (line 2 removed: 'Buy flour'; 1 line now)"),
        ("a\r\nBuy flour\r\nc\r\n", "Buy flour", "a\r\nc\r\n",
         "deleted 1 line (line 2 removed: 'Buy flour'; 2 lines now)"),
        # part of a line, or a piece that is also part of another line: a plain replacement
        ("a\nBuy flour and sugar\n", "Buy flour", "a\n and sugar\n",
         "replaced 1 occurrence (line 2 changed, now: 'and sugar'; 2 lines now)"),
        ("x\nab\n", "b", "x\na\n", "replaced 1 occurrence (line 2 changed, now: 'a'; 2 lines now)"),
        ("a\nb\nc\n", "a\nb", "\nc\n",  # several lines: as asked
         "replaced 1 occurrence (lines 1-2 changed to 1, now: ''; 2 lines now)"),
    ],
)  # fmt: skip
def test_edit_emptying_a_whole_line_deletes_it(
    ctx: ToolContext, tmp_path: Path, before: str, old: str, after: str, said: str
) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(before.encode())
    result = call(EditFileTool(), ctx, path="notes.txt", old_string=old, new_string="")
    assert not result.is_error and result.content == f"edited notes.txt: {said}"
    assert path.read_bytes() == after.encode()


def test_edit_preserves_crlf(ctx: ToolContext, tmp_path: Path) -> None:
    path = tmp_path / "w.txt"
    path.write_bytes(b"one\r\ntwo\r\n")
    call(EditFileTool(), ctx, path="w.txt", old_string="two", new_string="three")
    assert path.read_bytes() == b"one\r\nthree\r\n"


def test_edit_errors(ctx: ToolContext, tmp_path: Path) -> None:
    result = call(EditFileTool(), ctx, path="nope.txt", old_string="a", new_string="b")
    assert (
        result.is_error
        and result.content == "cannot read file: no such file or directory: nope.txt"
    )

    (tmp_path / "bin").write_bytes(b"a\0b")
    result = call(EditFileTool(), ctx, path="bin", old_string="a", new_string="b")
    assert result.is_error and "binary" in result.content

    (tmp_path / "latin1.txt").write_bytes("café".encode("latin-1"))
    result = call(EditFileTool(), ctx, path="latin1.txt", old_string="caf", new_string="tea")
    assert result.is_error and "not valid UTF-8" in result.content

    (tmp_path / "s.txt").write_text("same")
    result = call(EditFileTool(), ctx, path="s.txt", old_string="same", new_string="same")
    assert result.is_error and "identical" in result.content
    result = call(EditFileTool(), ctx, path="s.txt", old_string="", new_string="x")
    assert result.is_error and "empty" in result.content


# --- read_file --------------------------------------------------------------------------------


def test_read_numbers_lines_and_ranges(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "f.txt").write_text("one\ntwo\nthree\nfour\n")
    whole = call(ReadFileTool(), ctx, path="f.txt")
    assert whole.content == (
        "     1\tone\n     2\ttwo\n     3\tthree\n     4\tfour\n"
        "[the whole file: 4 lines, 4 words, 19 characters]"  # counts asked for are not guessed
    )

    middle = call(ReadFileTool(), ctx, path="f.txt", start_line=2, end_line=3)
    assert middle.content == "     2\ttwo\n     3\tthree\n[showing lines 2–3 of 4 in f.txt]"

    tail = call(ReadFileTool(), ctx, path="f.txt", start_line=4, end_line=99)
    assert tail.content == (
        "     4\tfour\n[showing lines 4–4 of 4 in f.txt; that is the end of the file]"
    )

    past = call(ReadFileTool(), ctx, path="f.txt", start_line=9)
    assert past.is_error and past.content == "start_line 9 is past the end of f.txt (4 lines)"

    backwards = call(ReadFileTool(), ctx, path="f.txt", start_line=3, end_line=2)
    assert backwards.is_error and "before start_line" in backwards.content


@pytest.mark.parametrize(
    ("lines", "shown"),
    [
        ("1-5", [1, 2, 3, 4, 5]),
        ("first 5", [1, 2, 3, 4, 5]),
        ("5", [5]),  # a bare number: that line, as sed -n 5p
        ("5 lines", [1, 2, 3, 4, 5]),
        ("첫 5줄", [1, 2, 3, 4, 5]),
        ("처음 3줄", [1, 2, 3]),
        ("lines 4-6", [4, 5, 6]),
        ("4~6", [4, 5, 6]),
        ("10 to 12", [10, 11, 12]),
        ("line 7", [7]),
        ("7번째 줄", [7]),
        ("last 3", [98, 99, 100]),
        ("마지막 2줄", [99, 100]),
        ("-2", [99, 100]),
        ("last", [100]),  # a bare "last"/"first" is one line, not an error
        ("the last line", [100]),
        ("마지막 줄", [100]),
        ("끝", [100]),
        ("first", [1]),
        ("첫 줄", [1]),
        ("98-", [98, 99, 100]),
        ("98-500", [98, 99, 100]),
    ],
)
def test_read_honours_requested_lines(
    ctx: ToolContext, tmp_path: Path, lines: str, shown: list[int]
) -> None:
    (tmp_path / "f.txt").write_text("".join(f"line {i}\n" for i in range(1, 101)))
    result = call(ReadFileTool(), ctx, path="f.txt", lines=lines)
    assert not result.is_error
    body = result.content.splitlines()
    assert [int(line.split("\t")[0]) for line in body[:-1]] == shown
    assert body[-1].startswith(f"[showing lines {shown[0]}–{shown[-1]} of 100 in f.txt")


def test_read_lines_win_and_bad_lines_are_explained(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "f.txt").write_text("a\nb\nc\n")
    result = call(ReadFileTool(), ctx, path="f.txt", lines="2-2", start_line=3)
    assert result.content.startswith("     2\tb\n")
    bad = call(ReadFileTool(), ctx, path="f.txt", lines="the good part")
    assert bad.is_error and "'1-5'" in bad.content


def test_read_large_file_says_what_was_shown(tmp_path: Path) -> None:
    """The embedded model's budget: a 27 KB README is cut and the model told which lines."""
    ctx = ToolContext(workdir=tmp_path, settings=load_settings(llm={"backend": "embedded"}))
    (tmp_path / "README.md").write_text("".join(f"Line {i}: lorem ipsum\n" for i in range(1, 1201)))
    result = call(ReadFileTool(), ctx, path="README.md")
    assert len(result.content) <= _common.SMALL_MODEL_OUTPUT_CHARS + 200
    last = result.content.splitlines()[-1]
    shown = int(result.content.splitlines()[-2].split("\t")[0])
    assert last == (
        f"[showing lines 1–{shown} of 1,200 in README.md; "
        f'for more call read_file with lines="{shown + 1}-{2 * shown}"]'
    )
    # Without a range at most DEFAULT_READ_LINES lines, even when they would fit.
    roomy = ToolContext(workdir=tmp_path, settings=load_settings(llm={"backend": "ollama"}))
    lines = call(ReadFileTool(), roomy, path="README.md").content.splitlines()
    assert len(lines) == files.DEFAULT_READ_LINES + 1


def test_read_refuses_binary_and_reports_missing(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "img.png").write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR")
    result = call(ReadFileTool(), ctx, path="img.png")
    assert result.is_error and result.content == "refusing to read a binary file: img.png"

    result = call(ReadFileTool(), ctx, path="missing.txt")
    assert result.is_error
    assert result.content == "cannot read file: no such file or directory: missing.txt"

    (tmp_path / "d").mkdir()
    result = call(ReadFileTool(), ctx, path="d")
    assert result.is_error and result.content.startswith("is a directory")


def test_read_empty_and_invalid_utf8(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "empty").write_text("")
    assert call(ReadFileTool(), ctx, path="empty").content == "(empty file: empty)"
    (tmp_path / "latin1").write_bytes("café\n".encode("latin-1"))
    shown = call(ReadFileTool(), ctx, path="latin1").content
    assert shown == "     1\tcaf\ufffd\n[the whole file: 1 line, 1 word, 5 characters]"


def test_read_caps_output_with_a_continuation_hint(tmp_path: Path) -> None:
    settings = load_settings(tools={"output_max_chars": 200})
    ctx = ToolContext(workdir=tmp_path, settings=settings)
    (tmp_path / "big.txt").write_text("".join(f"line {i}\n" for i in range(1, 101)))
    result = call(ReadFileTool(), ctx, path="big.txt")
    assert not result.is_error
    lines = result.content.splitlines()
    last_shown = int(lines[-2].split("\t")[0])
    assert lines[-1] == (
        f"[showing lines 1–{last_shown} of 100 in big.txt; "
        f'for more call read_file with lines="{last_shown + 1}-{2 * last_shown}"]'
    )
    assert len(result.content) < 300
    # An asked-for range that does not fit is cut the same way.
    part = call(ReadFileTool(), ctx, path="big.txt", lines="50-90").content.splitlines()
    last_shown = int(part[-2].split("\t")[0])
    assert last_shown < 90
    assert part[-1].startswith(f"[showing lines 50–{last_shown} of 100 in big.txt; for more")


def test_read_absolute_path_outside_workdir(ctx: ToolContext, tmp_path: Path) -> None:
    other = tmp_path.parent / f"{tmp_path.name}-outside.txt"
    other.write_text("elsewhere\n")
    try:
        result = call(ReadFileTool(), ctx, path=str(other))
        assert result.content.splitlines()[0] == "     1\telsewhere"
    finally:
        other.unlink()


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores file permissions")
def test_read_permission_denied(ctx: ToolContext, tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("x")
    secret.chmod(0)
    result = call(ReadFileTool(), ctx, path="secret.txt")
    assert result.is_error and result.content == "cannot read file: permission denied: secret.txt"


def test_read_file_of_a_name_without_its_extension_names_the_file(
    ctx: ToolContext, tmp_path: Path
) -> None:
    (tmp_path / "README.md").write_text("# Shop\n")
    result = call(ReadFileTool(), ctx, path="README")
    assert result.is_error and result.content == (
        "cannot read file: no such file or directory: README; did you mean README.md?"
    )
    assert call(ReadFileTool(), ctx, path="nothing.txt").content == (
        "cannot read file: no such file or directory: nothing.txt"
    )


# --- list_dir ---------------------------------------------------------------------------------


def test_list_dir_sorted_with_dirs_marked(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "b.txt").write_text("")
    (tmp_path / "a_dir").mkdir()
    (tmp_path / ".hidden").write_text("")
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "inner.txt").write_text("")
    result = call(ListDirTool(), ctx)
    assert result.content == (
        ".hidden\na_dir/ (empty)\nb.txt\nc/ (inner.txt)\n"
        "[4 entries: 2 files, 2 folders; 1 hidden (name starts with '.')]"
    )
    assert call(ListDirTool(), ctx, path="c").content == "inner.txt"
    assert call(ListDirTool(), ctx, path="a_dir").content == "(empty directory: a_dir)"


def test_list_dir_shows_what_its_folders_hold(
    ctx: ToolContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Where is the log file?" is answered from one listing of the working directory."""
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("")
    (tmp_path / "docs" / "old").mkdir(parents=True)
    (tmp_path / "docs" / "setup.md").write_text("")
    (tmp_path / "many").mkdir()
    for i in range(files.PREVIEW_NAMES + 1):
        (tmp_path / "many" / f"m{i}.txt").write_text("")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "HEAD").write_text("")  # hidden: its insides are not shown
    lines = call(ListDirTool(), ctx).content.splitlines()
    assert lines[:-1] == [
        ".git/",
        "docs/ (old/, setup.md)",
        "logs/ (app.log)",
        f"many/ ({files.PREVIEW_NAMES + 1} entries)",
    ]
    monkeypatch.setattr(files, "PREVIEW_FOLDERS", 1)  # only the first folders are opened
    lines = call(ListDirTool(), ctx).content.splitlines()
    assert lines[1:4] == ["docs/ (old/, setup.md)", "logs/", "many/"]


def test_list_dir_errors_and_cap(
    ctx: ToolContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = call(ListDirTool(), ctx, path="nope")
    assert result.is_error and result.content == (
        "cannot list directory: no such file or directory: nope. For the working directory "
        'call list_dir with path "." (it has no folders).'
    )
    (tmp_path / "docs").mkdir()
    result = call(ListDirTool(), ctx, path="doc")
    assert result.is_error and result.content.endswith('path "."; folders there: docs/.')
    (tmp_path / "docs").rmdir()
    (tmp_path / "f").write_text("")
    result = call(ListDirTool(), ctx, path="f")
    assert result.is_error and result.content == "cannot list directory: not a directory: f"

    for i in range(5):
        (tmp_path / f"e{i}").write_text("")
    monkeypatch.setattr(files, "MAX_DIR_ENTRIES", 3)
    lines = call(ListDirTool(), ctx).content.splitlines()
    assert lines == ["e0", "e1", "e2", "[… 3 more entries …]", "[6 entries: 6 files, 0 folders]"]


@pytest.mark.parametrize(
    "request_",
    [
        "What's in the docs folder, and how big is each file in bytes?",
        "docs 폴더에 뭐가 있고 파일마다 크기가 몇 바이트야?",
        "docs 안 파일들 용량 좀 알려 줘",
        "List the docs folder with file sizes",
    ],
)
def test_list_dir_shows_sizes_when_the_request_asks_them(
    tmp_path: Path, request_: str
) -> None:
    """fresh28 files-61: the listing gave names alone and the model said "0 bytes"."""
    (tmp_path / "docs" / "old").mkdir(parents=True)
    (tmp_path / "docs" / "setup.md").write_text("x" * 50)
    (tmp_path / "docs" / "one.txt").write_text("x")
    ctx = ToolContext(workdir=tmp_path, request=request_)
    assert call(ListDirTool(), ctx, path="docs").content.splitlines()[:-1] == [
        "old/ (empty)", "one.txt (1 byte)", "setup.md (50 bytes)",
    ]


def test_list_dir_shows_no_sizes_unless_asked(tmp_path: Path) -> None:
    (tmp_path / "setup.md").write_text("x" * 50)
    ctx = ToolContext(workdir=tmp_path, request="What's in this folder?")
    assert call(ListDirTool(), ctx).content == "setup.md"


@pytest.mark.parametrize(
    "path",
    ["this_folder", "this folder", "./this-folder/", "here", "이 폴더", "현재 폴더", "여기", "CWD"],
)
def test_list_dir_words_for_the_working_directory(
    ctx: ToolContext, tmp_path: Path, path: str
) -> None:
    (tmp_path / "notes.txt").write_text("")
    assert call(ListDirTool(), ctx, path=path).content == "notes.txt"


def test_list_dir_real_folder_named_like_an_alias_wins(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "here").mkdir()
    (tmp_path / "here" / "inside.txt").write_text("")
    assert call(ListDirTool(), ctx, path="here").content == "inside.txt"


# --- glob -------------------------------------------------------------------------------------


def test_glob_newest_first(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "pkg" / "sub").mkdir(parents=True)
    ages = {"old.py": 1_000_000, "pkg/mid.py": 2_000_000, "pkg/sub/new.py": 3_000_000}
    for rel, mtime in ages.items():
        path = tmp_path / rel
        path.write_text("")
        os.utime(path, (mtime, mtime))
    (tmp_path / "readme.md").write_text("")

    result = call(GlobTool(), ctx, pattern="**/*.py")
    assert result.content.splitlines() == ["pkg/sub/new.py", "pkg/mid.py", "old.py"]

    os.utime(tmp_path / "old.py", (4_000_000, 4_000_000))
    assert call(GlobTool(), ctx, pattern="**/*.py").content.splitlines()[0] == "old.py"
    assert call(GlobTool(), ctx, pattern="*.py", path="pkg").content == "pkg/mid.py"


def test_glob_skips_noise_dirs_unless_named(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / ".venv" / "lib").mkdir(parents=True)
    (tmp_path / ".venv" / "lib" / "dep.py").write_text("")
    (tmp_path / "app.py").write_text("")
    assert call(GlobTool(), ctx, pattern="**/*.py").content == "app.py"
    assert call(GlobTool(), ctx, pattern=".venv/**/*.py").content == ".venv/lib/dep.py"


def test_glob_no_match_cap_and_errors(
    ctx: ToolContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = call(GlobTool(), ctx, pattern="*.rs")
    assert not result.is_error and result.content == "no files match '*.rs' in ."

    result = call(GlobTool(), ctx, pattern="/etc/*")
    assert result.is_error and "must be relative" in result.content

    result = call(GlobTool(), ctx, pattern="*", path="missing")
    assert result.is_error and result.content == "not a directory: missing"

    for i in range(5):
        (tmp_path / f"f{i}.txt").write_text("")
    monkeypatch.setattr(files, "MAX_GLOB_RESULTS", 2)
    lines = call(GlobTool(), ctx, pattern="*.txt").content.splitlines()
    assert len(lines) == 3 and lines[-1] == "[… 3 more matches; narrow the pattern …]"


@pytest.mark.parametrize("path", ["scripts", "scripts/", "./scripts"])
def test_glob_with_the_folder_named_in_path_and_pattern(
    ctx: ToolContext, tmp_path: Path, path: str
) -> None:
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "check.sh").write_text("echo ok\n")
    result = call(GlobTool(), ctx, pattern="scripts/**/*", path=path)
    assert not result.is_error and "check.sh" in result.content


def test_glob_a_bare_name_is_found_at_any_depth(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "docs" / "guide").mkdir(parents=True)
    (tmp_path / "docs" / "guide" / "usage.md").write_text("")
    (tmp_path / "docs" / "setup.md").write_text("")
    (tmp_path / "top.md").write_text("")

    result = call(GlobTool(), ctx, pattern="usage.md")
    assert result.content.splitlines() == [
        "(none directly in .; found at any depth)",
        "docs/guide/usage.md",
    ]
    # a match at the top level is all a top-level pattern returns, as before
    assert call(GlobTool(), ctx, pattern="*.md").content == "top.md"
    # a pattern with a folder in it is taken as written
    assert call(GlobTool(), ctx, pattern="guide/*.md").content.startswith("no files match")


def test_glob_without_a_match_says_what_the_named_folder_holds(
    ctx: ToolContext, tmp_path: Path
) -> None:
    (tmp_path / "src" / "pkg").mkdir(parents=True)
    (tmp_path / "src" / "app.py").write_text("")
    (tmp_path / "src" / "utils.py").write_text("")
    (tmp_path / "empty").mkdir()

    result = call(GlobTool(), ctx, pattern="src/*.js")
    assert result.content == "no files match 'src/*.js' in .; src/ has: app.py, pkg/, utils.py"
    assert call(GlobTool(), ctx, pattern="empty/*.txt").content.endswith("; empty/ is empty")
    # never a peek outside the folder searched
    assert call(GlobTool(), ctx, pattern="../*.zzz").content == "no files match '../*.zzz' in ."


# --- grep -------------------------------------------------------------------------------------


def test_grep_matches_and_skips_binaries_and_noise(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text("import os\nTODO: fix me\n")
    (tmp_path / "notes.md").write_text("nothing\n  TODO later  \n")
    (tmp_path / "blob.bin").write_bytes(b"TODO\0binary")
    for noise in (".git", ".venv", "node_modules"):
        (tmp_path / noise).mkdir()
        (tmp_path / noise / "x.txt").write_text("TODO hidden\n")

    result = call(GrepTool(), ctx, pattern=r"TODO\b")
    assert not result.is_error
    assert result.content.splitlines() == [
        "notes.md:2: TODO later",
        "src/a.py:2: TODO: fix me",
        "[2 matching lines in 2 files]",
    ]


def test_grep_include_ignore_case_and_single_file(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("Hello\n")
    (tmp_path / "b.txt").write_text("hello\n")
    assert call(GrepTool(), ctx, pattern="hello", include="*.py", ignore_case=True).content == (
        "a.py:1: Hello"
    )
    # no exact-case match: the lines that match ignoring case, said to be so
    assert call(GrepTool(), ctx, pattern="hello", include="*.py").content == (
        "[no match with that exact case; these match ignoring case]\na.py:1: Hello"
    )
    assert call(GrepTool(), ctx, pattern="bye", include="*.py").content.startswith("no matches")
    assert call(GrepTool(), ctx, pattern="bye", include="*.md").content.startswith("[no file")
    assert call(GrepTool(), ctx, pattern="hel+o", path="b.txt").content == "b.txt:1: hello"


def test_grep_with_an_include_no_file_passes_searches_every_file(
    ctx: ToolContext, tmp_path: Path
) -> None:
    """fresh13 files-31: include "files" passed no file, and "no files have 'bakery'" was the
    answer while README.md has it."""
    (tmp_path / "README.md").write_text("A small bakery's tools.\n")
    (tmp_path / "notes.txt").write_text("nothing here\n")
    said = call(GrepTool(), ctx, pattern="bakery", include="files").content
    assert said.splitlines() == [
        "[no file matches include 'files'; searched every file]",
        "README.md:1: A small bakery's tools.",
    ]
    assert call(GrepTool(), ctx, pattern="bye", include="*.py").content.startswith(
        "[no file matches include '*.py'; searched every file]\nno matches"
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Does Busan come up in any file besides sales.csv?",
        "Other than 'sales.csv', which files mention Busan?",
        "sales.csv 말고 부산 얘기 나오는 파일 있어?",
        "sales.csv는 빼고 Busan 들어간 파일 찾아 줘",
    ],
)
def test_grep_of_the_file_a_request_sets_aside_searches_the_others(
    request_text: str, tmp_path: Path
) -> None:
    """fresh16 files-37 searched sales.csv alone and answered from it."""
    (tmp_path / "sales.csv").write_text("date,region\n2024-06-01,Busan\n")
    (tmp_path / "notes.txt").write_text("Book train tickets to Busan\n")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "trip.md").write_text("# Busan trip\n")
    ctx = ToolContext(workdir=tmp_path, request=request_text)
    said = call(GrepTool(), ctx, pattern="Busan", path="sales.csv").content
    assert said.splitlines()[0] == "[the request sets sales.csv aside: searched every other file]"
    # with an include no file passes (fresh16 files-37 sent include "false"): still the others
    odd = call(GrepTool(), ctx, pattern="Busan", path="sales.csv", include="false").content
    assert "notes.txt:1:" in odd and "sales.csv:" not in odd
    assert "notes.txt:1: Book train tickets to Busan" in said and "docs/trip.md:1" in said
    assert "sales.csv:" not in said
    # a search of the file itself, when nothing sets it aside, stays that file's
    plain = ToolContext(workdir=tmp_path, request="Which rows of sales.csv are Busan?")
    assert call(GrepTool(), plain, pattern="Busan", path="sales.csv").content == (
        "sales.csv:2: 2024-06-01,Busan"
    )


@pytest.mark.parametrize(
    ("request_text", "shown"),
    [
        ("In my notes, what's the line that comes right after 'Water the plants'?",
         "notes.txt:3: Back up the laptop   [the line after it]"),
        ("notes.txt에서 'Water the plants' 다음 줄이 뭐야?",
         "notes.txt:3: Back up the laptop   [the line after it]"),
        ("What's the line just before 'Water the plants' in notes.txt?",
         "notes.txt:1: Pay the rent   [the line before it]"),
        ("'Water the plants' 바로 위 줄 알려 줘",
         "notes.txt:1: Pay the rent   [the line before it]"),
        ("What's the line right after 'Back up the laptop'?",
         "[notes.txt has no line after it: line 3 is its last]"),
        # the line found is all that is asked: nothing beside it
        ("Where does 'Water the plants' come up?", None),
        ("notes.txt 맨 위 줄에 'Water the plants' 있어?", None),
    ],
)  # fmt: skip
def test_grep_shows_the_line_after_or_before_when_that_is_asked(
    request_text: str, shown: str | None, tmp_path: Path
) -> None:
    """fresh13 read-29 answered the found line itself as "the line right after" it."""
    (tmp_path / "notes.txt").write_text("Pay the rent\nWater the plants\nBack up the laptop\n")
    needle = "Back up the laptop" if "'Back up" in request_text else "Water the plants"
    ctx = ToolContext(workdir=tmp_path, request=request_text)
    lines = call(GrepTool(), ctx, pattern=needle, path="notes.txt").content.splitlines()
    assert lines[0].startswith("notes.txt:") and needle in lines[0]
    assert lines[1:] == ([shown] if shown else [])


@pytest.mark.parametrize(
    ("request_text", "lines", "note"),
    [
        ("notes.txt에서 제일 긴 줄은 몇 글자나 돼?", "1-1",
         "[the longest line of notes.txt is line 3, '네 글자보다 훨씬 긴 줄': 13 characters]"),
        ("What's the shortest line in notes.txt?", None,
         "[the shortest line of notes.txt is line 1, '짧다': 2 characters]"),
        # a line asked by its characters (fresh30 script-66)
        ("파이썬으로 notes.txt에서 글자 수가 제일 적은 메모를 찾아 줘. 몇 글자인지도 알려 주고.",
         None, "[the shortest line of notes.txt is line 1, '짧다': 2 characters]"),
        ("Which note in notes.txt has the most characters?", None,
         "[the longest line of notes.txt is line 3, '네 글자보다 훨씬 긴 줄': 13 characters]"),
        ("notes.txt에서 제일 짧은 메모가 뭐야?", None,
         "[the shortest line of notes.txt is line 1, '짧다': 2 characters]"),
        ("Show me the first line of notes.txt", "1-1", None),  # not asked: no note
        ("How many characters are in notes.txt?", None, None),
        ("notes.txt에 제일 많은 단어가 뭐야?", None, None)
    ],
)  # fmt: skip
def test_read_file_measures_the_longest_line_of_the_whole_file(
    request_text: str, lines: str | None, note: str | None, tmp_path: Path
) -> None:
    """fresh11 count-26 read line 1 and answered its length; Hangul counts as one character."""
    text = "짧다\n\n네 글자보다 훨씬 긴 줄\n네 \nabc\n"
    (tmp_path / "notes.txt").write_text(text, encoding="utf-8")
    ctx = ToolContext(workdir=tmp_path, request=request_text)
    said = call(ReadFileTool(), ctx, path="notes.txt", **({"lines": lines} if lines else {}))
    assert not said.is_error
    notes = [line for line in said.content.splitlines() if "line of notes.txt" in line]
    assert notes == ([note] if note else [])


README = "# Shop\n\n## Layout\n\n- src/\n\n### Notes\n\nold\n\n## Contact\n\nAsk Mina.\n"


@pytest.mark.parametrize(
    ("request_text", "old", "left"),
    [
        # fresh16 write-37: "Contact" → "" left "## " and the section's text
        ("We don't need the Contact section in the README anymore. Can you take it out?",
         "Contact", "# Shop\n\n## Layout\n\n- src/\n\n### Notes\n\nold\n"),
        ("README에서 Layout 섹션 지워 줘", "## Layout", "# Shop\n\n## Contact\n\nAsk Mina.\n"),
        ("Remove the Notes part of the README", "notes",
         README.replace("### Notes\n\nold\n\n", "")),
    ],
)  # fmt: skip
def test_a_heading_emptied_when_a_section_is_asked_removes_the_section(
    tmp_path: Path, request_text: str, old: str, left: str
) -> None:
    (tmp_path / "README.md").write_text(README)
    ctx = ToolContext(workdir=tmp_path, request=request_text)
    said = call(EditFileTool(), ctx, path="README.md", old_string=old, new_string="").content
    assert said.startswith("edited README.md: removed the section "), said
    assert (tmp_path / "README.md").read_text() == left


def test_a_heading_word_emptied_without_a_section_asked_is_a_plain_edit(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text(README)
    ctx = ToolContext(workdir=tmp_path, request="Delete the word Contact from the README")
    said = call(EditFileTool(), ctx, path="README.md", old_string="Contact", new_string="").content
    assert said.startswith("edited README.md: replaced 1 occurrence (line "), said
    assert "## \n" in (tmp_path / "README.md").read_text()


def test_grep_bad_regex_missing_path_and_cap(
    ctx: ToolContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = call(GrepTool(), ctx, pattern="([unclosed")
    assert result.is_error
    assert result.content.startswith("bad regex '([unclosed': ")

    # a path that is not there: the working directory is searched, and that is said
    result = call(GrepTool(), ctx, pattern="x", path="nowhere")
    assert not result.is_error and result.content == (
        "[no such file or directory: nowhere; searched the working directory]\n"
        "no matches for 'x' in ."
    )
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "utils.py").write_text("def price_with_tax(p):\n    return p\n")
    result = call(GrepTool(), ctx, pattern="def price_with_tax", path="src/price.py")
    assert result.content == (
        "[no such file or directory: src/price.py; searched the working directory]\n"
        "src/utils.py:1: def price_with_tax(p):"
    )

    (tmp_path / "many.txt").write_text("hit\n" * 10)
    monkeypatch.setattr(files, "MAX_GREP_MATCHES", 3)
    lines = call(GrepTool(), ctx, pattern="hit").content.splitlines()
    assert lines == [
        "[10 matching lines in all; the first 3 are shown]",
        "many.txt:1: hit",
        "many.txt:2: hit",
        "many.txt:3: hit",
    ]


@pytest.mark.parametrize(
    ("path", "include", "found"),
    [
        ("**/*", None, ["notes.txt:1: Mina called", "src/a.py:1: # Mina's fix"]),
        ("*.txt", None, ["notes.txt:1: Mina called"]),
        ("src/**/*.py", None, ["src/a.py:1: # Mina's fix"]),
        ("src/*", None, ["src/a.py:1: # Mina's fix"]),
        ("**/*", "*.py", ["src/a.py:1: # Mina's fix"]),  # an include given wins
    ],
)
def test_grep_reads_a_glob_in_path_as_folder_and_files(
    ctx: ToolContext, tmp_path: Path, path: str, include: str | None, found: list[str]
) -> None:
    (tmp_path / "notes.txt").write_text("Mina called\n")
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text("# Mina's fix\n")
    result = call(GrepTool(), ctx, pattern="Mina", path=path, include=include)
    assert not result.is_error
    assert [line for line in result.content.splitlines() if not line.startswith("[")] == found


def test_grep_finding_a_markdown_heading_shows_its_section(
    ctx: ToolContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "README.md").write_text(
        "# Shop\n\n## Layout\n\n- src/ code\n### Inside src\nmain.py\n## Tests\nrun pytest\n"
    )
    result = call(GrepTool(), ctx, pattern="Layout")
    assert result.content.splitlines() == [
        "README.md:3: ## Layout",
        "4: ",
        "5: - src/ code",
        "6: ### Inside src",  # a lower heading belongs to the section
        "7: main.py",
    ]
    monkeypatch.setattr(files, "SECTION_LINES", 2)
    assert call(GrepTool(), ctx, pattern="Layout").content.splitlines()[-1] == (
        '[… the section goes on; read_file README.md lines="6-"]'
    )
    # a heading-like line in a non-Markdown file is just a line
    (tmp_path / "notes.txt").write_text("## Tests\nnothing\n")
    assert call(GrepTool(), ctx, pattern="Tests", path="notes.txt").content == (
        "notes.txt:1: ## Tests"
    )


def test_grep_for_a_korean_word_in_english_files_suggests_the_english_one(
    ctx: ToolContext, tmp_path: Path
) -> None:
    (tmp_path / "sales.csv").write_text("region\nBusan\n")
    # a name is found by its Latin spelling ("Book train tickets to Busan")
    result = call(GrepTool(), ctx, pattern="부산")
    assert not result.is_error
    assert result.content == (
        "[no line has '부산'; these have 'busan', its Latin spelling]\nsales.csv:2: Busan"
    )
    result = call(GrepTool(), ctx, pattern="크루아상")  # a loanword is not: suggest English
    assert result.content == (
        "no matches for '크루아상' in .; the files may be written in English: search for the "
        "English word too"
    )


def test_grep_reports_only_binary_files(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "blob.bin").write_bytes(b"needle\0")
    result = call(GrepTool(), ctx, pattern="needle")
    assert not result.is_error
    assert result.content == "no matches for 'needle' in . (1 binary files skipped)"


@pytest.mark.parametrize(
    ("content", "hint"),
    [
        ("$(cat notes.txt)", "use bash with `cp notes.txt copy.txt`"),
        ("`cat notes.txt`", "use bash with `cp notes.txt copy.txt`"),
        (" $(date) ", "use bash with `cp SOURCE DESTINATION`"),
    ],
)
def test_write_file_refuses_content_that_is_only_a_shell_command(content: str, hint: str) -> None:
    """A small model copies a file by writing `$(cat notes.txt)`: refused before approval."""
    with pytest.raises(ValueError, match="which write_file does not run") as caught:
        WriteFileTool.Args.model_validate({"path": "copy.txt", "content": content})
    assert hint in str(caught.value)


@pytest.mark.parametrize(
    "content",
    ["echo $(date) > out.txt\n", "Run `make` first.", "price: $(3)", "#!/bin/sh\nls `pwd`\n"],
)
def test_write_file_keeps_text_that_mentions_shell_syntax(content: str) -> None:
    args = WriteFileTool.Args.model_validate({"path": "x.sh", "content": content})
    assert args.content == content


def test_edit_of_a_paraphrased_line_names_the_line_as_written(
    ctx: ToolContext, tmp_path: Path
) -> None:
    """ "tick off the login bug" edited as "fix login bug": the line as written is named."""
    (tmp_path / "todo.md").write_text("# TODO\n\n- [ ] fix the login bug\n- [x] update README\n")
    result = call(
        EditFileTool(), ctx, path="todo.md", old_string="fix login bug", new_string="done"
    )
    assert result.is_error and result.content.startswith(
        "old_string not found in todo.md; the closest line is '- [ ] fix the login bug'"
    )


NOTES = "Meeting with Mina at 3pm on Friday\nBuy flour and sugar\nWater the plants\n"


@pytest.mark.parametrize(
    ("request_", "named"),
    [
        # the new value written as the old one: the one line the request is about is named
        ("My meeting with Mina got moved to 4pm. Can you fix that in my notes?",
         "; the line the request is about is 'Meeting with Mina at 3pm on Friday'"),
        # no line shares two of the request's words, or two lines share as many: none named
        ("Change 4pm to 5pm in my notes", ""),
        ("Buy the plants and water the flour", ""),
    ],
)  # fmt: skip
def test_edit_of_a_value_not_in_the_file_names_the_line_asked_about(
    tmp_path: Path, request_: str, named: str
) -> None:
    (tmp_path / "notes.txt").write_text(NOTES)
    ctx = ToolContext(workdir=tmp_path, request=request_)
    result = call(EditFileTool(), ctx, path="notes.txt", old_string="4pm", new_string="4pm")
    assert result.is_error
    result = call(EditFileTool(), ctx, path="notes.txt", old_string="4pm", new_string="16:00")
    held = "; the file holds:\n" + NOTES.rstrip()  # a small file: its text, after the line
    assert result.is_error and result.content == f"old_string not found in notes.txt{named}{held}"
    assert (tmp_path / "notes.txt").read_text() == NOTES


def test_grep_for_how_many_gives_the_count_alone(tmp_path: Path) -> None:
    """ "How many WARN lines?": the count alone (the model read a line number as the count,
    from 200 lines and from five, and answered with the line when given one)."""
    (tmp_path / "app.log").write_text("".join(f"{i} WARN low\n" for i in range(1, 212)))
    ctx = ToolContext(workdir=tmp_path, request="How many WARN lines are in app.log?")
    assert call(GrepTool(), ctx, pattern="WARN", path="app.log").content == (
        "211 lines match 'WARN' in app.log"
    )
    few = ToolContext(workdir=tmp_path, request="로그에 WARN이 몇 줄이야?")
    (tmp_path / "app.log").write_text("a WARN\nb WARN\nc\n")
    assert call(GrepTool(), few, pattern="WARN").content == ("2 lines match 'WARN' in .")
    # not a count: the lines themselves
    other = ToolContext(workdir=tmp_path, request="show me the WARN lines")
    assert len(call(GrepTool(), other, pattern="WARN").content.splitlines()) == 3


def test_grep_finds_a_hangul_loanword_by_the_english_word_it_sounds_like(
    ctx: ToolContext, tmp_path: Path
) -> None:
    (tmp_path / "notes.txt").write_text("Buy two croissants\nCall the plumber\nWater the plants\n")
    result = call(GrepTool(), ctx, pattern="크루아상")
    assert result.content.splitlines()[0] == (
        "[no line has '크루아상'; these have 'croissants', the word it sounds like]"
    )
    assert result.content.splitlines()[1] == "notes.txt:1: Buy two croissants"
    assert "no matches" in call(GrepTool(), ctx, pattern="마카롱").content  # nothing alike


def test_edit_of_a_guessed_line_in_a_small_file_shows_its_text(tmp_path: Path) -> None:
    """fresh20 write-45: "price_with_tax = price * 1.08" guessed for `return round(price * 1.1)`
    twice; the few lines of the file are what the next old_string is taken from. A larger
    file's text is not poured into the error."""
    (tmp_path / "utils.py").write_text(
        "def price_with_tax(price: int) -> int:\n    return round(price * 1.1)\n"
    )
    ctx = ToolContext(workdir=tmp_path, request="The tax rate is going down to 8%.")
    guess = {"old_string": "price_with_tax = price * 1.08", "new_string": "x"}
    result = call(EditFileTool(), ctx, path="utils.py", **guess)
    assert result.is_error and result.content.endswith("    return round(price * 1.1)")
    (tmp_path / "big.py").write_text("".join(f"v{i} = {i}\n" for i in range(40)))
    result = call(EditFileTool(), ctx, path="big.py", **guess)
    assert result.is_error and "holds" not in result.content


UTILS = "def price_with_tax(price: int) -> int:\n    return round(price * 1.1)\n"


def test_python_that_would_not_compile_is_not_written(tmp_path: Path) -> None:
    """fresh23 write-52: a function closed with the JSON's braces replaced src/utils.py."""
    (tmp_path / "utils.py").write_text(UTILS)
    broken = "def price_without_tax(price):\n    return price / 1.1}}\n"
    for tool, args in (
        (WriteFileTool(), {"path": "utils.py", "content": UTILS + broken, "mode": "replace"}),
        (WriteFileTool(), {"path": "utils.py", "content": broken, "mode": "append"}),
        (EditFileTool(), {"path": "utils.py", "old_string": "round(price * 1.1)",
                          "new_string": "round(price * 1.1))"}),
    ):  # fmt: skip
        result = call(tool, ToolContext(workdir=tmp_path), **args)
        assert result.is_error and "would not run as Python" in result.content, result.content
        assert (tmp_path / "utils.py").read_text() == UTILS  # untouched
    # good code is written, and other files are not read as Python
    good = "def price_without_tax(price: int) -> int:\n    return round(price / 1.1)\n"
    assert not call(WriteFileTool(), ToolContext(workdir=tmp_path), path="utils.py",
                    content=good, mode="append").is_error  # fmt: skip
    assert "price_with_tax" in (tmp_path / "utils.py").read_text()
    assert not call(WriteFileTool(), ToolContext(workdir=tmp_path), path="notes.txt",
                    content="x}}").is_error  # fmt: skip


def test_a_python_file_broken_before_may_be_written_broken(tmp_path: Path) -> None:
    (tmp_path / "draft.py").write_text("def half(:\n")
    result = call(WriteFileTool(), ToolContext(workdir=tmp_path), path="draft.py",
                  content="def half(x:\n", mode="replace")  # fmt: skip
    assert not result.is_error, result.content


def test_a_small_file_all_replaced_when_a_part_is_asked_is_refused(tmp_path: Path) -> None:
    """A two-line function replaced by another when the request asks one more made in it."""
    (tmp_path / "utils.py").write_text(UTILS)
    asked = ToolContext(workdir=tmp_path, request="utils.py에 세금 빼는 함수도 하나 만들어 줘")
    new = "def price_without_tax(price: int) -> int:\n    return round(price / 1.1)\n"
    result = call(WriteFileTool(), asked, path="utils.py", content=new, mode="replace")
    assert result.is_error and "keeps 0 of them" in result.content
    rewrite = ToolContext(workdir=tmp_path, request="utils.py를 새로 만들어 줘")
    assert not call(WriteFileTool(), rewrite, path="utils.py", content=new).is_error
