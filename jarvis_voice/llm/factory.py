"""Pick the LLM backend named by the settings."""

from __future__ import annotations

from jarvis_voice.config import LLMSettings
from jarvis_voice.errors import BackendError
from jarvis_voice.i18n import Msg
from jarvis_voice.llm.base import LLMBackend


def make_backend(settings: LLMSettings) -> LLMBackend:
    """Build (not yet load) the backend; problems that can be seen now are a BackendError."""
    if settings.backend == "scripted":
        from jarvis_voice.llm.scripted import ScriptedBackend

        if settings.script is None:
            raise BackendError(Msg("error.scripted.no_script"))
        return ScriptedBackend.from_file(settings.script)
    if settings.backend == "ollama":
        from jarvis_voice.llm.ollama_backend import OllamaBackend

        return OllamaBackend(
            settings.ollama_model,
            settings.ollama_host,
            context_size=settings.context_size,
            max_tokens=settings.max_tokens,
        )
    if settings.backend == "embedded":
        from jarvis_voice.llm.embedded import EmbeddedBackend

        backend = EmbeddedBackend(
            settings.embedded_model,
            context_size=settings.context_size,
            max_tokens=settings.max_tokens,
            threads=settings.threads,
            cache_dir=settings.model_cache_dir,
            prompt_cache=settings.prompt_cache,
            draft_model=settings.draft_model,
            draft_max=settings.draft_max,
        )
        backend.check()
        return backend
    raise BackendError(Msg("error.backend.unknown", backend=settings.backend))
