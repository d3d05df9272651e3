"""X1 skills: `~/.jarvis/skills/<name>.md`; `/name args` becomes the skill's body as the prompt.

Format: optional YAML frontmatter (`name`, `description`, `agents`), then the body. `{{args}}`
in the body is replaced by what followed the command; a body without it gets the arguments
appended on a line of their own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from jarvis_voice.errors import one_line
from jarvis_voice.extensions.loader import ExtensionLoadError
from jarvis_voice.i18n import Msg

SKILL_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
_FRONTMATTER = re.compile(r"\A---\s*\n(.*?)\n---\s*(?:\n|\Z)", re.DOTALL)
_COMMAND = re.compile(r"\A/(\S+)(?:\s+(.*))?\Z", re.DOTALL)
MAX_SKILL_CHARS = 20_000


@dataclass(frozen=True)
class Skill:
    name: str
    body: str
    path: Path
    description: str = ""
    agents: tuple[str, ...] = ()  # empty = every agent

    def expand(self, args: str) -> str:
        if "{{args}}" in self.body:
            return self.body.replace("{{args}}", args).strip()
        return f"{self.body.strip()}\n\n{args}".strip()

    def visible_to(self, agent_id: str) -> bool:
        return not self.agents or agent_id in self.agents


def parse_skill(path: Path) -> Skill:
    """One skill file; a problem raises ExtensionLoadError naming the file."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ExtensionLoadError(Msg("skill.unreadable", file=path.name, detail=exc)) from exc
    if len(text) > MAX_SKILL_CHARS:
        raise ExtensionLoadError(Msg("skill.too_long", file=path.name, most=MAX_SKILL_CHARS))
    meta: dict[str, object] = {}
    match = _FRONTMATTER.match(text)
    if match:
        try:
            loaded = yaml.safe_load(match.group(1)) or {}
        except yaml.YAMLError as exc:
            raise ExtensionLoadError(
                Msg("skill.frontmatter", file=path.name, detail=one_line(exc))
            ) from exc
        if not isinstance(loaded, dict):
            raise ExtensionLoadError(Msg("skill.frontmatter_mapping", file=path.name))
        meta, text = loaded, text[match.end() :]
    name = str(meta.get("name") or path.stem)
    if not SKILL_NAME.match(name):
        raise ExtensionLoadError(Msg("skill.name", file=path.name, name=name))
    if not text.strip():
        raise ExtensionLoadError(Msg("skill.no_body", file=path.name))
    agents = meta.get("agents") or []
    if isinstance(agents, str):
        agents = [agents]
    if not isinstance(agents, list):
        raise ExtensionLoadError(Msg("skill.agents", file=path.name))
    return Skill(
        name=name,
        body=text,
        path=path,
        description=str(meta.get("description") or ""),
        agents=tuple(str(a) for a in agents),
    )


def split_command(text: str) -> tuple[str, str] | None:
    """`/name rest` → (name, rest); anything else → None."""
    match = _COMMAND.match(text)
    return (match.group(1), (match.group(2) or "").strip()) if match else None
