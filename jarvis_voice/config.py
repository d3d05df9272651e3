"""Configuration: `JARVIS_*` env variables (`__` nesting), then `$JARVIS_HOME/config.yaml`.

Example: `JARVIS_SECURITY__REQUIRE_APPROVAL_FOR=bash,write_file` or the JSON form `'["bash"]'`.
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import (
    BaseSettings,
    NoDecode,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

from jarvis_voice.errors import ConfigError, one_line
from jarvis_voice.i18n import Msg, normalise_language
from jarvis_voice.paths import jarvis_home

# A6 default list. Case-insensitive; matched against the raw command and each parsed simple command.
DEFAULT_DANGEROUS_COMMANDS: list[str] = [
    r"\brm\s+(-[a-z]*\s+)*-[a-z]*(r[a-z]*f|f[a-z]*r)[a-z]*\s+(-[a-z]+\s+)*(/|/\*|~/?|\$home/?)(\s|$|[;&|])",
    r"(^|[^\w.-])sudo(\s|$)",
    r"\bcurl\b[^|;&]*\|\s*(\S*/)?(ba|z|da|k)?sh\b",
    r"\bwget\b[^|;&]*\|\s*(\S*/)?(ba|z|da|k)?sh\b",
    r">\s*/dev/(sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|mmcblk\d)",
    r"\bmkfs(\.|\s|$)",
    r"\bdd\b[^;&|]*\bof=/dev/",
    r":\s*\(\s*\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;?\s*:",
]


def _split_list(value: Any) -> Any:
    """Accept a JSON list or a comma-separated string from the environment."""
    if isinstance(value, str):
        text = value.strip()
        if text.startswith("["):
            try:
                return json.loads(text)
            except json.JSONDecodeError as exc:
                raise ValueError(f"not a valid JSON list: {exc.msg}") from exc
        return [part.strip() for part in text.split(",") if part.strip()]
    return value


class SecuritySettings(BaseModel):
    # A5: unset, each tool's own `requires_approval` counts (bash, write_file and edit_file ask).
    # Set, it lists the built-in tools that ask ([] = none); a user/MCP tool listed asks too.
    # Resolved once per tool as it joins an agent's tool set (jarvis_voice.tools.approval).
    require_approval_for: Annotated[list[str] | None, NoDecode] = None
    dangerous_commands: Annotated[list[str], NoDecode] = Field(
        default_factory=lambda: list(DEFAULT_DANGEROUS_COMMANDS)
    )
    input_max_length: int = Field(default=10_000, gt=0)
    approval_timeout_s: float = Field(default=120.0, gt=0)
    # name -> key; empty means no key is required (used by the web UI, K2).
    api_keys: dict[str, str] = Field(default_factory=dict)
    # Issue 13.4, defence in depth: which bash commands run in the OS sandbox (bubblewrap,
    # jarvis_voice/tools/sandbox.py) — read-only outside the workspace, private /tmp, no network.
    # "rules": those a rule allowed (no human looked at them); "always": every bash command;
    # "off": none. A rule-allowed command whose sandbox cannot start asks a human instead.
    sandbox: Literal["rules", "always", "off"] = "rules"
    # bash patterns in rule syntax (token prefixes, every simple command must match; "*" = all)
    # whose sandboxed commands keep the network, e.g. JARVIS_SECURITY__SANDBOX_NETWORK="git fetch"
    sandbox_network: Annotated[list[str], NoDecode] = Field(default_factory=list)
    # the bubblewrap program: a name looked up on PATH, or a path
    sandbox_bwrap: str = Field(default="bwrap", min_length=1)

    _split = field_validator(
        "require_approval_for", "dangerous_commands", "sandbox_network", mode="before"
    )(_split_list)

    @field_validator("sandbox_network")
    @classmethod
    def _patterns_tokenise(cls, patterns: list[str]) -> list[str]:
        for pattern in patterns:
            try:
                words = shlex.split(pattern)
            except ValueError as exc:
                raise ValueError(f"bad pattern {pattern!r}: {exc}") from exc
            if not words:
                raise ValueError("a sandbox_network pattern must not be blank")
        return patterns

    @field_validator("dangerous_commands")
    @classmethod
    def _regexes_compile(cls, patterns: list[str]) -> list[str]:
        for pattern in patterns:
            try:
                re.compile(pattern, re.IGNORECASE)
            except re.error as exc:
                raise ValueError(f"bad regex {pattern!r}: {exc}") from exc
        return patterns


class PolicySettings(BaseModel):
    """S2: role-based tool allowlist. `allow-all` (default) permits every tool."""

    role: str = "allow-all"
    # role -> list of tool-name globs it may use; "*" means all.
    roles: dict[str, list[str]] = Field(
        default_factory=lambda: {
            "allow-all": ["*"],
            "read-only": [
                "read_file",
                "glob",
                "grep",
                "list_dir",
                "web_search",
                "web_fetch",
                "calculate",
                "csv_query",
                "system_info",
            ],
        }
    )


class LLMSettings(BaseModel):
    backend: Literal["embedded", "ollama", "scripted"] = "embedded"
    ollama_model: str = "gemma4:e2b"
    ollama_host: str = "http://127.0.0.1:11434"
    # a key of jarvis_voice.llm.model_files.MODELS, or a path to a .gguf file
    embedded_model: str = "qwen2.5-coder-1.5b"
    # where a model shipped in chunk packages is joined once (default ~/.cache/jarvis-voice/models)
    model_cache_dir: Path | None = None
    context_size: int = Field(default=4096, gt=0)
    max_tokens: int = Field(default=256, gt=0)
    threads: int = Field(default=2, gt=0)
    # embedded: keep the processed fixed prompt on disk (~/.cache/jarvis-voice/prompts), so a new
    # process restores it instead of processing it again
    prompt_cache: bool = True
    # embedded: a small model of the same family for speculative decoding (registry key or .gguf)
    draft_model: str | None = None
    draft_max: int = Field(default=4, gt=0)
    # path of a JSON script for the scripted backend (tests and demos)
    script: Path | None = None


class AgentSettings(BaseModel):
    id: str = "main"
    display_name: str = "JARVIS"
    # The language a session starts in; with language_mode "pinned", the only one.
    language: Literal["ko", "en"] = "en"
    # "follow" (issue 16): each request's language — the recogniser's for speech, the script's
    # for text — answers that turn and sticks for short replies ("응", "OK"); "pinned": always
    # `language`.
    language_mode: Literal["follow", "pinned"] = "follow"
    max_model_calls: int = Field(default=20, gt=0)

    @field_validator("language", mode="before")
    @classmethod
    def _known_language(cls, value: object) -> object:
        """ "ko-KR" or "Korean" is Korean; an unknown language is English with one note (issue
        16: never an error)."""
        return normalise_language(value) if isinstance(value, str) else value

    # The loop's check that facts about the machine come from a tool this turn (agent/grounding)
    grounding: bool = True
    # A question's exact look-up made before the model is asked (agent/first_look_up.py)
    first_look_up: bool = True
    # A Korean question about the world is first answered in English, out of sight, and that
    # answer goes with the request (agent/think_in_english.py); "auto": on the embedded backend
    think_in_english: Literal["auto", "on", "off"] = "auto"
    # Every other Korean request goes with its English translation (an experiment: see
    # scripts/bench_tasks.py --settings)
    translate_requests: Literal["on", "off"] = "off"


class ToolSettings(BaseModel):
    bash_timeout_s: float = Field(default=30.0, gt=0)
    output_max_chars: int = Field(default=20_000, gt=0)
    brave_api_key: str | None = None
    # Overridable so tests (and self-hosted proxies) can point web_search elsewhere.
    brave_endpoint: str = "https://api.search.brave.com/res/v1/web/search"
    workdir: Path | None = None  # default: the directory jarvis was started in


# seconds of padding after the utterance (0 = the full window), or "full"
SttWindow = Annotated[float, Field(ge=0, le=30, allow_inf_nan=False)] | Literal["full"] | None


class VoiceSettings(BaseModel):
    """SPEC V. 16 kHz mono int16 audio everywhere inside the pipeline."""

    stt_model: Literal["base", "tiny.en"] = "base"  # base: Korean + English; tiny.en: fast English
    language: str | None = None  # None = auto-detect; e.g. "ko", "en"
    vad_aggressiveness: int = Field(default=2, ge=0, le=3)
    pre_roll_ms: int = Field(default=300, ge=0, le=2000)
    hangover_ms: int = Field(default=600, ge=90, le=5000)
    # Approval answers are short ("yes", "아니"): a shorter hangover decides sooner (V3).
    approval_hangover_ms: int = Field(default=300, ge=90, le=5000)
    # Start recognising at a pause, before the hangover ends (voice/early_stt.py).
    early_recognition: bool = True
    max_utterance_s: float = Field(default=15.0, gt=0)
    listen_timeout_s: float = Field(default=8.0, gt=0)  # one listening attempt (V3)
    max_listens: int = Field(default=20, ge=1)  # V3: listen again at most this many times
    classifier: Literal["embedded", "ollama", "keywords"] = "embedded"  # V4 model stage
    classifier_model: str | None = None  # Ollama model for the classifier (default: llm's)
    classifier_min_confidence: float = Field(default=0.8, ge=0, le=1)
    mode: Literal["push-to-talk", "hands-free"] = "push-to-talk"
    hotkey: str = "<ctrl>+<alt>+space"
    models_dir: Path | None = None  # assembled speech models (default: user cache)
    # PortAudio device names or numbers; None = the system default (e.g. "pulse")
    input_device: str | None = None
    output_device: str | None = None
    # Korean speech: "auto" = Kokoro (the voice-ko extra) when installed, else espeak-ng
    tts_korean: Literal["auto", "kokoro", "espeak", "none"] = "auto"
    # Saying "stop" / "그만" while the assistant speaks interrupts it (live microphones only)
    spoken_stop: bool = True
    # Korean approval replies: a yes runs only when vosk (voice-ko extra) hears a yes too. Off by
    # default: on our (synthetic, Kokoro) test audio vosk heard "네 실행해" as something else, so
    # the commonest Korean yes would be asked again; turn it on to trade recall for a second ear.
    reply_cross_check: bool = False
    # Whisper's encoder window as seconds of audio beyond the utterance (voice/short_window.py):
    # 15 → the clip + 15 s instead of the full 30 s, ≈3× faster recognition. None, 0 or "full" =
    # the 30 s window. 5–8 s loop and miss stop phrases; 10 doubled "Be quiet." now and then
    # (scripts/bench_stt_window.py, README "Speech").
    stt_window_s: SttWindow = 15.0
    # Languages decoded over that window (None: all); others take the full one. Korean lost
    # words at every shorter window ("항상 허용" → "항상 사용": no "always"), English did not.
    stt_window_languages: list[str] | None = Field(default_factory=lambda: ["en"])

    @field_validator("stt_window_s", mode="before")
    @classmethod
    def _window_is_not_a_switch(cls, value: Any) -> Any:
        # `stt_window_s: true` would otherwise read as 1 s, a window short enough to loop
        if isinstance(value, bool):
            raise ValueError('stt_window_s is seconds of padding (e.g. 10) or "full", not a switch')
        return value

    # Hands-free listens for a request only after this wake word (issue 15; openwakeword, in the
    # voice extra). "off": every utterance heard is a request, as before. Push-to-talk and
    # Enter are unaffected.
    wake_word: Literal["hey_jarvis", "off"] = "hey_jarvis"
    # Two stages: the detector wakes at a sensitive threshold and the recogniser confirms the
    # name in the audio around it (voice/wake_confirm.py); false: the detector alone decides.
    wake_confirm: bool = True
    # detector score that wakes; unset: 0.15 with the confirmation, 0.5 without (wake_word.py)
    wake_threshold: float | None = Field(default=None, gt=0, lt=1)
    wake_earcon: bool = True  # a short tone when the wake word is heard and nothing follows
    # After an answer the user may speak again without the wake word for this long (0: never)
    follow_up_s: float = Field(default=5.0, ge=0, le=60)


class ProceduresSettings(BaseModel):
    """SPEC P/R: procedure learning from turn episodes and failure reflection."""

    reflect: bool = True  # R4: JARVIS_PROCEDURES__REFLECT=false → no reflector LLM calls
    cap: int = Field(default=30, gt=0)  # P4: procedures + drafts per agent
    idle_seconds: float = Field(default=60.0, gt=0)  # quiet time before consolidation runs
    consolidate: bool = True  # run idle consolidation in the background at all
    batches_per_tick: int = Field(default=2, ge=0)  # R1: reflection batches per idle tick
    distill_max_tokens: int = Field(default=300, gt=0)
    reflect_max_tokens: int = Field(default=400, gt=0)
    # Embedded backend: idle learning's model calls run in a worker process that is stopped
    # while a request runs, so a request never waits for one (procedures/learning_process.py).
    # False: they share the session's in-process model (a request may wait for one call).
    learning_process: bool = True


class PluginSettings(BaseModel):
    """X1–X4: skills, plugins and user tools under JARVIS_HOME (skills/, plugins/, tools/)."""

    enabled: bool = True  # False: load none of them
    # X4: JARVIS_PLUGIN__WATCH_FILES=false turns the watcher off (files are read at start only).
    watch_files: bool = True


class McpServerConfig(BaseModel):
    """X3: one MCP server. `command` → stdio; `url` → streamable HTTP (or SSE)."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(pattern=r"^[A-Za-z0-9_-]{1,40}$")
    transport: Literal["stdio", "http", "sse"] | None = None  # inferred when left out
    command: str | None = None
    args: list[str] = Field(default_factory=list)
    env: dict[str, str] = Field(default_factory=dict)
    cwd: Path | None = None
    url: str | None = None
    headers: dict[str, str] = Field(default_factory=dict)
    # Only these tools (names or globs) are registered; None = all the server offers.
    tools: list[str] | None = None
    # True = every tool of this server asks first; a list = these tool names (or globs).
    require_approval: bool | list[str] = False
    connect_timeout_s: float = Field(default=20.0, gt=0)
    call_timeout_s: float = Field(default=60.0, gt=0)
    enabled: bool = True

    @model_validator(mode="after")
    def _transport_fits(self) -> McpServerConfig:
        if self.transport is None:
            self.transport = "stdio" if self.command else "http"
        if self.transport == "stdio" and not self.command:
            raise ValueError(f"MCP server {self.name!r}: a stdio server needs `command`")
        if self.transport in ("http", "sse") and not self.url:
            raise ValueError(f"MCP server {self.name!r}: an {self.transport} server needs `url`")
        return self


class SchedulerSettings(BaseModel):
    """Unattended turns (X5): the `schedule` tool and the runner that starts them later."""

    enabled: bool = True
    # The runner re-reads the job file at least this often (jobs added by another process).
    max_sleep_s: float = Field(default=30.0, gt=0)


class AuditSettings(BaseModel):
    """Issue 14: every tool call in `$JARVIS_HOME/audit.sqlite3` (docs/audit-log.md)."""

    enabled: bool = True  # JARVIS_AUDIT__ENABLED=false: record nothing
    # entries older than this are removed when a process first opens the log
    keep_days: float = Field(default=90.0, gt=0)


class UndoSettings(BaseModel):
    """Issue 14: snapshots before write_file, edit_file and bash so `jarvis undo` can restore."""

    enabled: bool = True
    # a file bigger than this is not copied: a change to it is recorded as "not kept"
    max_file_bytes: int = Field(default=20 * 1024 * 1024, gt=0)
    # the most one change set may need, and the most a bash scan keeps of one working directory
    max_change_bytes: int = Field(default=100 * 1024 * 1024, gt=0)
    # a bash scan of a working directory with more files than this is recorded as "not kept"
    max_scan_files: int = Field(default=20_000, gt=0)
    keep: int = Field(default=200, gt=0)  # change sets kept; older ones and their copies pruned


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="JARVIS_",
        env_nested_delimiter="__",
        extra="ignore",
    )

    security: SecuritySettings = Field(default_factory=SecuritySettings)
    policy: PolicySettings = Field(default_factory=PolicySettings)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    agent: AgentSettings = Field(default_factory=AgentSettings)
    tools: ToolSettings = Field(default_factory=ToolSettings)
    voice: VoiceSettings = Field(default_factory=VoiceSettings)
    procedures: ProceduresSettings = Field(default_factory=ProceduresSettings)
    plugin: PluginSettings = Field(default_factory=PluginSettings)
    scheduler: SchedulerSettings = Field(default_factory=SchedulerSettings)
    audit: AuditSettings = Field(default_factory=AuditSettings)
    undo: UndoSettings = Field(default_factory=UndoSettings)
    # X3, e.g. JARVIS_MCP_SERVERS='[{"name": "notes", "command": "notes-mcp"}]'
    mcp_servers: list[McpServerConfig] = Field(default_factory=list)
    # X5: agent definitions (*.yaml); default: the shipped config/agents, then
    # $JARVIS_HOME/agents on top (same id replaces).
    agents_dir: Path | None = None

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (init_settings, env_settings, _YamlFileSource(settings_cls))


class _YamlFileSource(PydanticBaseSettingsSource):
    """`$JARVIS_HOME/config.yaml`, lowest priority; a broken file is a ConfigError naming it."""

    def get_field_value(self, field: Any, field_name: str) -> tuple[Any, str, bool]:
        return None, field_name, False

    def __call__(self) -> dict[str, Any]:
        path = jarvis_home() / "config.yaml"
        if not path.exists():
            return {}
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
            raise ConfigError(
                Msg("error.config.unreadable", path=path, detail=one_line(exc))
            ) from exc
        if data is None:
            return {}
        if not isinstance(data, dict):
            raise ConfigError(Msg("error.config.not_mapping", path=path))
        return data


def load_settings(**overrides: Any) -> Settings:
    """Build Settings, turning validation failures into one clear ConfigError."""
    try:
        return Settings(**overrides)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in exc.errors()
        )
        raise ConfigError(Msg("error.config.invalid", problems=problems)) from exc
