"""Model files shipped inside PyPI packages: found, joined once into a cache, verified.

Nothing is downloaded at run time. A model file is one file inside one package (used where pip
put it) or a file cut into parts spread over chunk packages. Parts are joined ONCE into a cache
(default ~/.cache/jarvis-voice/models, or under XDG_CACHE_HOME), under a file lock, into a
temporary name that is renamed into place only after every part's and the whole file's sha256
matched: a half-joined file is never used. Every problem is one line that names the package.

Files are found through the packages' installed-file lists (importlib.metadata); the packages are
never imported. The embedded LLM (`llm/model_files.py`) and the speech models
(`voice/speech_models.py`) both use this; `models/manifest.yaml` records the same facts for
people.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import shutil
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from filelock import FileLock, Timeout

from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import DEFAULT, Language, Msg, t

BLOCK = 4 * 1024 * 1024
LOCK_TIMEOUT_S = 600
# The language of the one-time "preparing … / … is ready" lines. A model is joined deep inside
# whichever command first needs it, so the `jarvis` command sets its own language here once at
# start (`cli/main.py`) rather than passing it down every path.
progress_language: Language = DEFAULT


def set_progress_language(language: Language) -> None:
    global progress_language
    progress_language = language


@dataclass(frozen=True)
class PackagedFile:
    """One file inside an installed distribution (`inside` is relative to site-packages).

    `size` and `sha256` are recorded where known; a known sha256 is checked while joining."""

    dist: str
    inside: str
    size: int | None = None
    sha256: str | None = None


@dataclass(frozen=True)
class ModelFile:
    """A file of a model; more than one part means the parts are concatenated in order."""

    name: str
    parts: tuple[PackagedFile, ...]
    size: int
    sha256: str


@dataclass(frozen=True)
class Packaging:
    """How one model's problems are told: every error is one line made of these words."""

    label: str | Msg  # "embedded model qwen2.5-coder-0.5b", "speech model base"
    install: str  # what to do when a package is missing ("install with: pip install …")
    fix: str | Msg  # what to do when a packaged file is damaged ("reinstall …")
    cache_env: str  # the setting that moves the cache when it is not writable
    error: type[JarvisError]


def install_text(hint: str) -> Msg:
    """An install hint ("install with: pip install …", as the models write it) in the reader's
    language; the command stays as it is."""
    return Msg("model.install_with", command=hint.removeprefix("install with: "))


def packages(files: Iterable[ModelFile]) -> list[str]:
    """The distributions holding `files`, in order, each once."""
    return list(dict.fromkeys(part.dist for spec in files for part in spec.parts))


def default_cache_dir() -> Path:
    """Where joined model files live unless a setting says otherwise."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "jarvis-voice" / "models"


def locate(packaging: Packaging, part: PackagedFile) -> Path:
    """The installed path of `part`; one clear line when its package or file is missing."""
    try:
        distribution = importlib.metadata.distribution(part.dist)
    except importlib.metadata.PackageNotFoundError:
        raise packaging.error(
            Msg(
                "error.model.missing",
                label=packaging.label,
                package=part.dist,
                install=install_text(packaging.install),
            )
        ) from None
    path = Path(str(distribution.locate_file(part.inside)))
    if not path.is_file():
        raise packaging.error(
            Msg(
                "error.model.no_file",
                label=packaging.label,
                package=part.dist,
                file=part.inside,
                fix=packaging.fix,
            )
        )
    return path


def in_place(packaging: Packaging, files: Sequence[ModelFile]) -> list[Path]:
    """Single-part `files` used where their packages put them, each checked for its size."""
    paths: list[Path] = []
    for spec in files:
        path = locate(packaging, spec.parts[0])
        if path.stat().st_size != spec.size:
            raise packaging.error(
                Msg("error.model.wrong_size", label=packaging.label, path=path, fix=packaging.fix)
            )
        paths.append(path)
    return paths


def assemble(
    packaging: Packaging,
    files: Sequence[ModelFile],
    target: Path,
    *,
    folder: bool,
    progress: TextIO | None = None,
) -> Path:
    """`files` joined from their parts into `target`, once, and returned.

    `folder=True`: `target` is a folder holding every file by its name; otherwise `target` is
    the one file itself. Cheap after the first time: the result is only checked for sizes.
    `progress` (default stderr) receives the one-time messages.
    """
    sources = [[locate(packaging, part) for part in spec.parts] for spec in files]
    if _complete(files, target, folder):
        return target
    root = target.parent
    try:
        root.mkdir(parents=True, exist_ok=True)
        with FileLock(str(target.with_name(target.name + ".lock")), timeout=LOCK_TIMEOUT_S):
            if _complete(files, target, folder):  # another process finished it meanwhile
                return target
            partial = target.with_name(f".{target.name}.{os.getpid()}.partial")
            _remove(partial)
            if folder:
                partial.mkdir()
            outputs = [partial / spec.name for spec in files] if folder else [partial]
            try:
                _join(packaging, files, sources, outputs, target, progress or sys.stderr)
                if target.is_dir():  # an incomplete folder from an interrupted older version
                    _remove(target)
                os.replace(partial, target)
            finally:
                _remove(partial)
    except Timeout:  # a TimeoutError, so before OSError
        raise packaging.error(
            Msg("error.model.busy", label=packaging.label, target=target)
        ) from None
    except OSError as exc:
        raise packaging.error(
            Msg(
                "error.model.cannot_prepare",
                label=packaging.label,
                folder=root,
                detail=exc.strerror or exc,
                setting=packaging.cache_env,
            )
        ) from exc
    return target


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while block := f.read(BLOCK):
            digest.update(block)
    return digest.hexdigest()


def _complete(files: Sequence[ModelFile], target: Path, folder: bool) -> bool:
    paths = [target / spec.name for spec in files] if folder else [target]
    return all(
        path.is_file() and path.stat().st_size == spec.size
        for path, spec in zip(paths, files, strict=True)
    )


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


def _join(
    packaging: Packaging,
    files: Sequence[ModelFile],
    sources: list[list[Path]],
    outputs: list[Path],
    target: Path,
    progress: TextIO,
) -> None:
    """Write each file from its parts, checking every known part sha256 and the whole file's."""
    total = sum(spec.size for spec in files) or 1
    language = progress_language
    label = _text(packaging.label, language)
    said = t("model.preparing", language, label=label, mb=total / 1e6, target=target)
    print(said, file=progress, flush=True)
    done = 0
    shown = 0
    for spec, paths, output in zip(files, sources, outputs, strict=True):
        whole = hashlib.sha256()
        with output.open("wb") as out:
            for part, path in zip(spec.parts, paths, strict=True):
                piece = hashlib.sha256()
                with path.open("rb") as chunk:
                    while block := chunk.read(BLOCK):
                        piece.update(block)
                        whole.update(block)
                        out.write(block)
                        done += len(block)
                        if done * 4 // total > shown:  # a line per quarter
                            shown = done * 4 // total
                            print(f"  {done * 100 // total}%", file=progress, flush=True)
                if part.sha256 is not None and piece.hexdigest() != part.sha256:
                    raise packaging.error(
                        Msg(
                            "error.model.damaged_part",
                            label=packaging.label,
                            path=path,
                            package=part.dist,
                            found=piece.hexdigest()[:16],
                            expected=part.sha256[:16],
                            fix=packaging.fix,
                        )
                    )
        if whole.hexdigest() != spec.sha256:
            raise packaging.error(
                Msg(
                    "error.model.damaged_join",
                    label=packaging.label,
                    file=spec.name,
                    found=whole.hexdigest()[:16],
                    expected=spec.sha256[:16],
                    fix=packaging.fix,
                )
            )
    print(t("model.ready", language, label=label), file=progress, flush=True)


def _text(label: str | Msg, language: str) -> str:
    return label.text(language) if isinstance(label, Msg) else label
