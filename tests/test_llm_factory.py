"""make_backend picks the backend named by the settings and fails early with one clear line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jarvis_voice.config import LLMSettings
from jarvis_voice.errors import BackendError
from jarvis_voice.llm.embedded import EmbeddedBackend
from jarvis_voice.llm.factory import make_backend
from jarvis_voice.llm.ollama_backend import OllamaBackend
from jarvis_voice.llm.scripted import ScriptedBackend


def test_scripted(tmp_path: Path) -> None:
    script = tmp_path / "s.json"
    script.write_text(json.dumps([{"text": "hi"}]))
    backend = make_backend(LLMSettings(backend="scripted", script=script))
    assert isinstance(backend, ScriptedBackend) and backend.name == "scripted"


def test_scripted_needs_a_script() -> None:
    with pytest.raises(BackendError, match="needs a script"):
        make_backend(LLMSettings(backend="scripted"))


def test_ollama() -> None:
    settings = LLMSettings(backend="ollama", ollama_model="qwen3:4b", context_size=8192)
    backend = make_backend(settings)
    assert isinstance(backend, OllamaBackend)
    assert backend.name == "ollama:qwen3:4b" and backend.host == settings.ollama_host
    assert backend.options == {"num_ctx": 8192, "num_predict": settings.max_tokens}


def test_embedded_with_a_missing_file(tmp_path: Path) -> None:
    settings = LLMSettings(backend="embedded", embedded_model=str(tmp_path / "none.gguf"))
    with pytest.raises(BackendError, match="does not exist"):
        make_backend(settings)


def test_embedded_unknown_model() -> None:
    with pytest.raises(BackendError, match=r"unknown embedded model 'nope'; use one of qwen2\.5"):
        make_backend(LLMSettings(backend="embedded", embedded_model="nope"))


def test_embedded_is_not_loaded_by_the_factory(tmp_path: Path) -> None:
    pytest.importorskip("xllamacpp")
    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF" + (3).to_bytes(4, "little") + bytes(16))  # no tensors, no metadata
    backend = make_backend(LLMSettings(backend="embedded", embedded_model=str(gguf)))
    assert isinstance(backend, EmbeddedBackend) and backend.name == "embedded:m.gguf"
    assert backend.load_seconds is None
