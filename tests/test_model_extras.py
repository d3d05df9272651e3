"""Each packaged embedded model installed through a pyproject extra lists exactly its pinned
chunk packages there (models/manifest.yaml is the human record, MODELS the code's)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
import yaml

from jarvis_voice.llm.model_files import DEFAULT_MODEL, MODELS

REPO = Path(__file__).resolve().parents[1]
MANIFEST = yaml.safe_load((REPO / "models" / "manifest.yaml").read_text(encoding="utf-8"))
EXTRAS = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "optional-dependencies"
]


@pytest.mark.parametrize("key", [k for k in MODELS if ".[" in MODELS[k].install])
def test_the_extra_named_by_install_pins_every_package(key: str) -> None:
    extra = re.search(r"\.\[([\w.-]+)\]", MODELS[key].install)
    assert extra is not None
    pinned = [p for p in EXTRAS[extra.group(1)] if not p.startswith("xllamacpp")]
    assert pinned == MANIFEST["models"][key]["packages"]
    assert all("==" in p for p in pinned)
    assert any(p.startswith("xllamacpp") for p in EXTRAS[extra.group(1)])


def test_the_1_5b_model_is_registered_and_the_default() -> None:
    model = MODELS["qwen2.5-coder-1.5b"]
    assert len(model.file.parts) == 22
    assert model.file.size == 1_117_320_768
    assert model.file.sha256.startswith("cc324af070c2ecbf")
    assert MANIFEST["default"] == "qwen2.5-coder-1.5b" == DEFAULT_MODEL
    assert MODELS["qwen2.5-coder-0.5b"].install.endswith("'.[embedded-0-5b]'")
