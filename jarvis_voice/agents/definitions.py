"""X5 agent definitions: `config/agents/*.yaml` (shipped), then `$JARVIS_HOME/agents/*.yaml`.

    id: karen                 # rules file approvals/karen.yaml, procedures of `karen`
    name: KAREN               # display name
    description: …            # what ask_agent tells other agents about her
    tools: [read_file, …]     # allowlist (names or globs); leave out = every general tool
    boundaries:
      ask: [bash, …]          # removed in unattended turns (schedules)
      never: [web_fetch]      # hidden everywhere
    model: gemma4:e4b         # Ollama model for this agent (other backends ignore it)
    prompt: …                 # persona lines added to the system prompt
    top_level: true           # counted for ask_agent

Memory tools, the agent's own procedures, ask_agent and schedule are always available.
Agent-only tools (housing_loan, housing_budget) exist only for agents that list them.
"""

from __future__ import annotations

from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from jarvis_voice.config import Settings
from jarvis_voice.errors import ConfigError, one_line
from jarvis_voice.i18n import Msg
from jarvis_voice.paths import jarvis_home

SHIPPED_DIR = Path(__file__).resolve().parents[2] / "config" / "agents"
DEFAULT_AGENT_NAME = "JARVIS"  # AgentSettings.display_name's default


class Boundaries(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[str] = Field(default_factory=list)
    never: list[str] = Field(default_factory=list)


class AgentDefinition(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[A-Za-z0-9_-]{1,64}$")
    name: str = Field(min_length=1, max_length=40)
    description: str = ""
    tools: list[str] | None = None
    boundaries: Boundaries = Field(default_factory=Boundaries)
    model: str | None = None
    prompt: str = ""
    top_level: bool = True
    source: Path | None = Field(default=None, exclude=True)

    @classmethod
    def generic(cls, agent_id: str, name: str) -> AgentDefinition:
        """An agent without a file: every general tool, the usual approval boundaries."""
        return cls(
            id=agent_id,
            name=name,
            boundaries=Boundaries(ask=["bash", "write_file", "edit_file", "csv_edit"]),
        )


def definition_dirs(settings: Settings) -> list[Path]:
    return [settings.agents_dir or SHIPPED_DIR, jarvis_home() / "agents"]


def load_definitions(settings: Settings) -> dict[str, AgentDefinition]:
    """Every defined agent by id; `main` always exists. A broken file is a ConfigError."""
    found: dict[str, AgentDefinition] = {}
    for directory in definition_dirs(settings):
        if not directory.is_dir():
            continue
        for path in sorted(directory.glob("*.yaml")) + sorted(directory.glob("*.yml")):
            definition = _read(path)
            found[definition.id] = definition
    if "main" not in found:
        found["main"] = AgentDefinition.generic("main", settings.agent.display_name)
    return found


def _read(path: Path) -> AgentDefinition:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise ConfigError(Msg("error.config.agent_file", path=path, detail=one_line(exc))) from exc
    if not isinstance(data, dict):
        raise ConfigError(Msg("error.config.agent_not_mapping", path=path))
    try:
        definition = AgentDefinition.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'file'}: {e['msg']}" for e in exc.errors()
        )
        raise ConfigError(Msg("error.config.agent_file", path=path, detail=problems)) from exc
    definition.source = path
    return definition


def resolve(settings: Settings) -> tuple[AgentDefinition, dict[str, AgentDefinition]]:
    """This settings' agent (a generic one when it has no file) and all definitions."""
    definitions = load_definitions(settings)
    agent_id = settings.agent.id
    definition = definitions.get(agent_id) or AgentDefinition.generic(
        agent_id, settings.agent.display_name
    )
    return definition, definitions


def display_name(settings: Settings, definition: AgentDefinition) -> str:
    """The definition's name, unless the user set JARVIS_AGENT__DISPLAY_NAME to another one."""
    custom = settings.agent.display_name
    return custom if custom != DEFAULT_AGENT_NAME else definition.name


def settings_for(settings: Settings, agent_id: str | None = None) -> Settings:
    """Settings for one agent: its id, display name and (Ollama) model applied."""
    if agent_id is not None and agent_id != settings.agent.id:
        # another agent: the current one's (possibly custom) display name does not carry over
        changed = {"id": agent_id, "display_name": DEFAULT_AGENT_NAME}
        settings = settings.model_copy(update={"agent": settings.agent.model_copy(update=changed)})
    definition, _ = resolve(settings)
    agent = settings.agent.model_copy(update={"display_name": display_name(settings, definition)})
    llm = settings.llm
    if definition.model and llm.backend == "ollama":
        llm = llm.model_copy(update={"ollama_model": definition.model})
    return settings.model_copy(update={"agent": agent, "llm": llm})
